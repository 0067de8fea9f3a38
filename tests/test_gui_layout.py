"""A window that fits every screen: 800x600, 192 dpi, scrolling panel, zoom
below a pixel a cell, refit on resize, progress stages (real Tk under Xvfb)."""

import json
import os
import unittest
from tkinter import ttk
from unittest import mock

from mazetk.gui import (
    animator,
    fields,
    panel as panel_module,
    play_control,
    preferences,
    screen,
    maze_view,
    work,
)
from mazetk.gui.document import Document
from mazetk.scene import SquareLayout as Layout
from mazetk.studio import FONT_SCALES, Settings
from mazetk.maze import build
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


def inside(widget, top):
    """True when ``widget`` is shown and lies wholly within the toplevel ``top``."""
    x, y = widget.winfo_rootx(), widget.winfo_rooty()
    w, h = widget.winfo_width(), widget.winfo_height()
    tx, ty = top.winfo_rootx(), top.winfo_rooty()
    return (widget.winfo_viewable() and w > 1 and h > 1 and x >= tx and y >= ty
            and x + w <= tx + top.winfo_width() and y + h <= ty + top.winfo_height())


def wait_refit(case):
    """Run the event loop past the refit's wait (it lets a resize settle first),
    then until the new picture is drawn: no timing is asserted."""
    import time
    for _ in range(3):
        case.root.update()
    end = time.time() + 0.4
    while time.time() < end:
        case.root.update()
        time.sleep(0.01)
    case.settle()


def watching(a):
    """Start Watch it grow in ``a`` and pause it: its controls show."""
    a.animator.grow()
    a.animator.toggle()
    a.root.update()
    return a.animator


class FitTest(AppTestCase):
    def controls(self, a):
        an, p = a.animator, a.play
        return [a.panel.toolbar_solution_check, an.grow_button, an.solve_button, p.check,
                a.mask.check, a.panel.generate_button, a.panel.code_entry,
                a.panel.copy_button, a.status, a.status.label, a.legend]

    def passing_controls(self, a):
        """The controls shown only while they apply: each with what shows it."""
        an, p = a.animator, a.play
        return [(playing, [p.hint_button, p.give_up_button]),
                (watching, [an.play_button, an.step_button, an.finish_button,
                            an.speed_scale, an.speed_label])]

    def resize(self, width, height):
        self.root.geometry("%dx%d+0+0" % (width, height))
        wait_refit(self)

    def check_everything_inside(self, a):
        for widget in self.controls(a):
            with self.subTest(widget=str(widget)):
                self.assertTrue(inside(widget, self.root), (
                    widget.winfo_rootx(), widget.winfo_rooty(), widget.winfo_width(),
                    widget.winfo_height(), self.root.winfo_width(), self.root.winfo_height()))
        code = a.panel.code_entry
        self.assertGreaterEqual(code.winfo_width(), 80)  # room to read a code
        # the maze fits the Canvas, no scroll bars
        c = a.canvas_view.canvas
        self.assertLessEqual(a.canvas_view.scene.width, c.winfo_width())
        self.assertLessEqual(a.canvas_view.scene.height, c.winfo_height())
        self.assertEqual(a.canvas_view.scrollbars(), (False, False))
        for start, widgets in self.passing_controls(a):
            start(a)
            for widget in widgets:
                with self.subTest(widget=str(widget), shown_by=start.__name__):
                    self.assertTrue(inside(widget, self.root))
            a.stop_all_but_tasks()
            self.root.update()
            for widget in widgets:  # gone again: they take no room
                self.assertFalse(widget.winfo_ismapped(), str(widget))
        a.maker.generate()
        self.settle()

    def test_everything_is_reachable_at_800_by_600(self):
        a = self.make_app()
        self.resize(800, 600)
        self.check_everything_inside(a)
        self.assertIsInstance(a.animator, animator.Animator)
        watching(a)
        a.animator.speed.set(0)
        self.assertEqual(a.animator.speed_label.cget("text"), "1 step a second")
        a.animator.speed.set(100)
        self.assertIn(",", a.animator.speed_label.cget("text"))  # 316,228 steps a second
        self.assertTrue(a.animator.speed_label.cget("text").endswith("steps a second"))

    def largest_text_on_a_small_screen(self):
        """A window on an 800 x 600 screen with its text at the largest size."""
        a = self.make_app()
        mock.patch.object(self.root, "winfo_screenwidth", return_value=800).start()
        mock.patch.object(self.root, "winfo_screenheight", return_value=600).start()
        self.addCleanup(mock.patch.stopall)
        self.addCleanup(preferences.scale_fonts, self.root, 1.0)
        a.prefs.set_scale(FONT_SCALES[-1])
        return a

    def test_everything_is_reachable_at_800_by_600_with_the_largest_text(self):
        a = self.largest_text_on_a_small_screen()
        self.resize(*screen.window_size(self.root))  # all an 800 x 600 screen gives
        self.check_everything_inside(a)
        # the fields give way to the maze, and scroll
        panel = a.panel.scroller
        self.assertLessEqual(panel.winfo_width(), 0.5 * self.root.winfo_width())
        self.assertTrue(panel.scrolls())
        self.assertGreater(a.canvas_view.canvas.winfo_width(), 0.4 * self.root.winfo_width())
        a.panel.widgets["braid"].focus_set()  # a field out of view scrolls into it
        self.root.update()
        field = a.panel.widgets["braid"]
        self.assertTrue(inside(field, panel), field.winfo_rooty())

    def on_a_screen(self, width, height, dpi=96):
        """The window as it opens on a screen of this size and dpi (its fonts
        and the text size as they are)."""
        if dpi != 96:
            old = float(self.root.tk.call("tk", "scaling"))
            self.root.tk.call("tk", "scaling", dpi / 72.0)
            self.addCleanup(self.root.tk.call, "tk", "scaling", old)
        mock.patch.object(self.root, "winfo_screenwidth", return_value=width).start()
        mock.patch.object(self.root, "winfo_screenheight", return_value=height).start()
        self.addCleanup(mock.patch.stopall)
        a = self.app or self.make_app()
        self.root.minsize(*screen.window_size(self.root, screen.SMALLEST))  # as it opens there
        self.resize(*screen.window_size(self.root))
        return a

    def test_show_solution_is_on_the_toolbar_at_every_size(self):
        """Issue 20: the card's own control is in view without scrolling, at
        the size the window opens on a 1400 x 900 screen and at 800 x 600."""
        a = self.make_app()
        check, panel_check = a.panel.toolbar_solution_check, a.panel.solution_check
        for width, height in ((1400, 900), (800, 600)):
            with self.subTest(screen=(width, height)):
                self.on_a_screen(width, height)
                self.assertTrue(inside(check, self.root))
                self.assertTrue(inside(check, a.bar))
        check.invoke()  # one switch with the panel's: the way shows, both are ticked
        self.settle()
        self.assertTrue(a.panel.vars["show_solution"].get())
        self.assertEqual((check.instate(["selected"]), panel_check.instate(["selected"])),
                         (True, True))
        (item,) = self.canvas().find_withtag("solution")
        self.assertEqual(self.canvas().itemcget(item, "state"), "normal")
        panel_check.invoke()  # and back, from the panel
        self.settle()
        self.assertFalse(check.instate(["selected"]))
        self.assertEqual(self.canvas().itemcget(item, "state"), "hidden")
        self.canvas().focus_force()  # Ctrl+L, the shortcut: the toolbar's box follows
        self.root.update()
        self.canvas().event_generate("<Control-l>")
        self.settle()
        self.assertTrue(check.instate(["selected"]))
        self.assertEqual(self.canvas().itemcget(item, "state"), "normal")

    def check_toolbar_and_maze(self, a, most_rows, least_share):
        """The toolbar's rows and the maze's share of the window's height, at
        rest and with its fullest toolbar (an animation's controls)."""
        for when in ("at rest", "watching"):
            if when == "watching":
                watching(a)
            with self.subTest(when=when):
                self.root.update()
                rows = a.bar.reflow()
                canvas, height = a.canvas_view.winfo_height(), self.root.winfo_height()
                self.assertLessEqual(rows, most_rows)
                self.assertGreaterEqual(canvas, least_share * height, (canvas, height))
        a.stop_all_but_tasks()

    def test_the_toolbar_leaves_the_maze_room_at_800_by_600(self):
        """Issue 20: at most 2 toolbar rows at 800 x 600, and the maze half
        the window's height; at the largest text 3 rows, the maze still 40 %."""
        a = self.on_a_screen(800, 600)
        self.check_toolbar_and_maze(a, 2, 0.5)
        a.maker.generate()
        self.settle()
        self.addCleanup(preferences.scale_fonts, self.root, 1.0)
        a.prefs.set_scale(FONT_SCALES[-1])
        self.resize(*screen.window_size(self.root))
        self.check_toolbar_and_maze(a, 3, 0.4)

    def test_check_boxes_grow_with_the_text(self):
        """At 200 % text the toolbar's Show solution box is twice as big too."""
        a = self.make_app()
        style = ttk.Style(self.root)
        normal = int(style.lookup("TCheckbutton", "indicatorsize"))
        self.addCleanup(preferences.scale_fonts, self.root, 1.0)
        a.prefs.set_scale(2.0)
        self.root.update()
        self.assertAlmostEqual(int(style.lookup("TCheckbutton", "indicatorsize")), 2 * normal,
                               delta=1)
        preferences.scale_fonts(self.root, 1.0)
        self.assertEqual(int(style.lookup("TCheckbutton", "indicatorsize")), normal)

    def test_the_maze_has_room_at_800_by_600_and_192_dpi(self):
        """The previous session's: at 192 dpi on an 800 x 600 screen the window
        opened with no room for the maze; now it has 45 % of the width and half
        the height (at rest): neither tab asks for more than the fields do."""
        a = self.on_a_screen(800, 600, dpi=192)
        self.root.update()
        canvas = a.canvas_view
        self.assertGreaterEqual(canvas.winfo_width(), 0.45 * self.root.winfo_width())
        self.assertGreaterEqual(canvas.winfo_height(), 0.5 * self.root.winfo_height())
        self.assertLessEqual(a.bar.reflow(), 2)
        self.assertTrue(inside(a.panel.toolbar_solution_check, self.root))

    def test_everything_is_reachable_at_192_dpi(self):
        old = float(self.root.tk.call("tk", "scaling"))
        self.root.tk.call("tk", "scaling", 192 / 72.0)
        self.addCleanup(self.root.tk.call, "tk", "scaling", old)
        self.assertAlmostEqual(screen.screen_scale(self.root), 2.0, places=2)
        a = self.make_app()
        self.resize(1600, 1000)  # 800 x 500 of a 96 dpi screen
        self.check_everything_inside(a)
        style = ttk.Style(self.root)
        self.assertGreaterEqual(int(style.lookup("TSpinbox", "arrowsize")), 24)
        self.assertGreaterEqual(int(style.lookup("TScrollbar", "arrowsize")), 24)
        # fonts grew with the screen: a line of text is over 20 pixels high
        self.assertGreater(a.panel.generate_button.winfo_height(), 30)

    def check_legend_inside(self, a):
        """Every swatch and word of the legend lies inside the strip."""
        legend = a.legend
        self.root.update()
        width, height = legend.winfo_width(), legend.winfo_height()
        self.assertEqual(height, int(legend.cget("height")))
        for item in legend.find_all():
            with self.subTest(item=legend.itemcget(item, "text") if legend.type(item) == "text"
                              else legend.type(item)):
                x0, y0, x1, y1 = legend.bbox(item)
                self.assertTrue(0 <= x0 and x1 <= width and 0 <= y0 and y1 <= height,
                                ((x0, y0, x1, y1), width, height))

    def check_legends(self, a):
        """The widest legends of the window fit: they wrap, never cut."""
        from mazetk.gui.animation import LEGENDS, legend
        empty = a.legend.winfo_height()
        for kind in LEGENDS:
            a.legend.show(legend(kind))
            self.check_legend_inside(a)
        a.legend.show([("#ffffff", "maze"), ("#888888", "cut away")],
                      "drag: cut · right or Shift+drag: bring back · Ctrl+Z: undo")
        self.check_legend_inside(a)
        a.legend.show((), "Play:  reached the goal in 1234 moves, 100% optimal " * 2)
        self.check_legend_inside(a)
        self.assertIn("reached the goal", a.legend.text())
        a.legend.show()
        self.root.update()
        self.assertEqual(a.legend.winfo_height(), empty)  # back to one line
        return empty

    def test_the_legend_wraps_at_800_by_600(self):
        a = self.make_app()
        self.resize(800, 600)
        one = self.check_legends(a)
        a.legend.show([("#ffffff", "word %d" % i) for i in range(40)])
        self.root.update()
        self.assertGreater(a.legend.winfo_height(), 2 * one)  # more lines, nothing cut
        self.check_legend_inside(a)
        self.resize(1500, 800)  # wide: the swatches join on one line
        a.legend.show(legend_module_kinds()[0])
        self.root.update()
        self.assertEqual(a.legend.winfo_height(), one)
        self.check_everything_inside(a)

    def test_the_legend_wraps_at_192_dpi(self):
        old = float(self.root.tk.call("tk", "scaling"))
        self.root.tk.call("tk", "scaling", 192 / 72.0)
        self.addCleanup(self.root.tk.call, "tk", "scaling", old)
        a = self.make_app()
        self.resize(1600, 1000)
        self.assertGreaterEqual(self.check_legends(a), 40)  # the strip grew with the fonts

    def test_toolbar_wraps_when_narrow_and_joins_when_wide(self):
        a = self.make_app()
        bar = a.bar
        watching(a)  # the bar at its fullest
        self.resize(800, 600)
        narrow = bar.reflow()
        self.resize(1500, 800)
        wide = bar.reflow()
        self.assertGreater(narrow, wide)
        self.assertEqual(wide, 1)
        a.stop_all_but_tasks()
        a.maker.generate()
        self.settle()
        self.check_everything_inside(a)

    def check_toolbar_whole(self, a):
        """Every control the toolbar shows is whole, inside the bar."""
        bar, an = a.bar, a.animator
        right = bar.winfo_rootx() + bar.winfo_width()
        for widget in (an.grow_button, an.solve_button, an.play_button, an.speed_scale,
                       an.speed_label, a.play.check):
            self.assertTrue(widget.winfo_viewable(), str(widget))
        for group in bar.groups:
            for piece in group.winfo_children():
                for widget in [piece] + piece.winfo_children():
                    if not widget.winfo_ismapped():
                        continue  # play's walking keys, shown in play only
                    with self.subTest(widget=str(widget)):
                        self.assertGreaterEqual(widget.winfo_width(), widget.winfo_reqwidth())
                        self.assertLessEqual(widget.winfo_rootx() + widget.winfo_width(), right)

    def test_the_toolbar_stacks_a_group_rather_than_cut_it(self):
        """Issue 13: at the largest text in a 760-px-wide window every control
        of the toolbar is whole; a group wider than the bar (the speed's slider
        and words in a bar half as wide) stacks its pieces, and joins them wide."""
        a = self.largest_text_on_a_small_screen()
        self.resize(760, 560)
        watching(a)
        self.root.update()
        self.check_toolbar_whole(a)
        a.animator.speed.set(100)  # the widest words: 316,228 steps a second
        self.root.update()
        label = a.animator.speed_label
        self.assertGreaterEqual(label.winfo_width(), label.winfo_reqwidth())
        self.check_toolbar_whole(a)
        group = label.master
        a.bar.reflow(group.winfo_reqwidth() // 2)
        self.assertEqual(label.pack_info()["side"], "top")  # under the slider
        preferences.scale_fonts(self.root, 1.0)
        self.resize(1100, 760)
        a.bar.reflow()
        self.root.update()
        self.assertEqual(label.pack_info()["side"], "left")
        self.check_toolbar_whole(a)

    def test_panel_scrolls_by_wheel_and_follows_the_focus(self):
        a = self.make_app()
        self.resize(800, 600)
        scroller = a.panel.scroller
        self.assertTrue(scroller.scrolls())  # at this size the fields are taller
        before = scroller.canvas.yview()
        field = a.panel.widgets["cols"]
        field.event_generate("<MouseWheel>", delta=-120, x=5, y=5)
        field.event_generate("<Button-5>", x=5, y=5)
        self.root.update()
        self.assertGreater(scroller.canvas.yview()[0], before[0])
        # the focus going to a field out of view scrolls it in
        scroller.canvas.yview_moveto(0)
        self.root.update()
        last = a.panel.solver_box
        self.assertFalse(inside(last, scroller.canvas) and last.winfo_rooty() + last.winfo_height()
                         <= scroller.canvas.winfo_rooty() + scroller.canvas.winfo_height())
        last.focus_force()
        self.root.update()
        top, bottom = scroller.canvas.winfo_rooty(), (scroller.canvas.winfo_rooty()
                                                      + scroller.canvas.winfo_height())
        self.assertGreaterEqual(last.winfo_rooty(), top)
        self.assertLessEqual(last.winfo_rooty() + last.winfo_height(), bottom)
        # ... but the Generate button below the panel, or a frame inside it,
        # taking the focus leaves it where the person scrolled it
        scroller.canvas.yview_moveto(0.5)
        self.root.update()
        where = scroller.canvas.yview()
        a.panel.generate_button.focus_force()
        self.root.update()
        scroller.inner.focus_force()
        self.root.update()
        self.assertEqual(scroller.canvas.yview(), where)

    def test_a_complaint_does_not_move_the_fields(self):
        a = self.make_app()
        self.resize(800, 600)
        p = a.panel
        below = ("rows", "algorithm", "braid", "endpoints", "seed", "difficulty")
        where = {name: p.widgets[name].winfo_y() for name in below}
        line = p.errors["rows"].winfo_height()
        self.set_fields(cols="abc", rows="0", braid="150")
        p.generate_button.invoke()
        self.root.update()
        self.assertIn("whole number", p.errors["cols"].cget("text"))
        self.assertIn("at least 1", p.errors["rows"].cget("text"))
        self.assertIn("0 to 100", p.errors["braid"].cget("text"))
        for name in below:
            self.assertEqual(p.widgets[name].winfo_y(), where[name], name)
        for name in ("cols", "rows", "braid"):
            self.assertEqual(p.errors[name].winfo_height(), line, name)  # one line each

    def test_a_long_complaint_is_cut_with_the_whole_in_a_tooltip(self):
        a = self.make_app()
        self.resize(800, 600)
        p = a.panel
        label = p.errors["braid"]
        y, height = p.widgets["endpoints"].winfo_y(), label.winfo_height()
        long = "Braid " + " ".join("word%d" % i for i in range(60))
        p.show_errors({"braid": long})
        self.root.update()
        line = p.lines["braid"]
        self.assertEqual(label.cget("text"), long)  # the whole message is kept
        keep = line.cut()
        self.assertLess(keep, len(long))
        self.assertTrue(long[:keep].startswith("Braid word0"))
        self.assertEqual(long[keep], " ")  # cut between words
        self.assertTrue(line.more.winfo_ismapped())
        self.assertEqual(line.more.cget("text"), fields.ELLIPSIS)
        self.assertLessEqual(line.more.winfo_rootx() + line.more.winfo_width(),
                             label.winfo_rootx() + label.winfo_width())
        self.assertEqual([tip.text for tip in line.tips], [long, long])
        self.assertEqual((label.winfo_height(), p.widgets["endpoints"].winfo_y()),
                         (height, y))
        line.tips[0].show()  # the pointer resting on it shows the whole message
        self.assertEqual(line.tips[0].tip.winfo_children()[0].cget("text"), long)
        line.tips[0].hide()
        # a short message shows whole, without ellipsis or tooltip
        p.show_errors({"braid": "too big"})
        self.root.update()
        self.assertEqual(line.cut(), len("Too big"))
        self.assertFalse(line.more.winfo_ismapped())
        self.assertEqual([tip.text for tip in line.tips], ["", ""])
        line.tips[0].show()
        self.assertIsNone(line.tips[0].tip)
        self.set_fields(braid="5")  # editing the field takes the complaint away
        self.assertEqual(label.cget("text"), "")
        self.assertFalse(line.more.winfo_ismapped())

    def test_friendly_names_and_fitting_parameter_fields(self):
        a = self.make_app()
        p = a.panel
        self.set_fields(algorithm="true-prim")
        self.assertEqual(p.algorithm_box.get(), "Prim (true)")
        p.algorithm_box.set(panel_module.ALGORITHM_LABELS["aldous-broder"])
        p.algorithm_box.event_generate("<<ComboboxSelected>>")
        self.root.update()
        self.assertEqual(p.vars["algorithm"].get(), "aldous-broder")
        self.set_fields(algorithm="division")
        self.root.update()
        self.assertTrue(p.weighted_check.winfo_ismapped())
        self.assertFalse(p.widgets["param"].winfo_ismapped())
        p.weighted_check.invoke()
        self.assertEqual(p.vars["param"].get(), "0")
        self.assertEqual(p.get().validate().param, 0)
        self.set_fields(algorithm="growing-tree")
        self.root.update()
        self.assertTrue(p.widgets["param"].winfo_ismapped())
        self.assertFalse(p.weighted_check.winfo_ismapped())
        self.assertEqual(float(p.widgets["param"].cget("to")), 100.0)
        labels = {w.cget("text") for box in p.scroller.inner.winfo_children()
                  for w in box.winfo_children() if w.winfo_class() == "TLabel"}
        self.assertNotIn("Files: cell px", labels)
        self.assertNotIn("Min. way %", labels)


def playing(a):
    """Start play in ``a``: Hint and Give up show."""
    a.play.var.set(True)
    a.play.switched()
    a.root.update()
    return a.play


class PanelColumnTest(AppTestCase):
    """Issue 20: one column for every input, nothing moves when the mask's
    choice changes, every number says its unit."""

    PICTURE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                           "icons", "mazetk-64.png")

    def inputs(self, a):
        """Every input shown in every group of the panel: what its column holds."""
        return [w for box in a.panel.scroller.inner.winfo_children()
                for w in box.grid_slaves(column=1)
                if w.winfo_ismapped() and int(w.grid_info()["column"]) == 1]

    def choose_mask(self, a, kind):
        box = a.panel.mask_box
        if kind == "file":
            box.open_file(self.PICTURE)
        else:
            box.kind.set(kind)
        self.root.update()

    def where(self, a):
        """Where every widget of the panel but the Mask group's lies in the
        scrolling fields (so scrolling does not count), and its size."""
        inner, box = a.panel.scroller.inner, a.panel.mask_box
        out, todo = {}, [a.panel]
        while todo:
            w = todo.pop()
            todo.extend(w.winfo_children())
            if w is box or str(w).startswith(str(box) + ".") or not w.winfo_ismapped():
                continue
            if w is inner:  # it holds the group, and grows with it
                continue
            origin = inner if str(w).startswith(str(inner) + ".") else self.root
            out[str(w)] = (w.winfo_rootx() - origin.winfo_rootx(),
                           w.winfo_rooty() - origin.winfo_rooty(), w.winfo_width(),
                           w.winfo_height())
        out["the mask's choice"] = (box.choice.winfo_rootx() - inner.winfo_rootx(),
                                    box.choice.winfo_rooty() - box.winfo_rooty())
        out["the maze"] = (a.canvas_view.winfo_rootx(), a.canvas_view.winfo_width())
        return out

    def test_every_input_of_every_group_starts_at_one_x(self):
        a = self.make_app()
        self.root.geometry("1165x790+0+0")
        wait_refit(self)
        for text_size in (1.0, 2.0):
            if text_size != 1.0:
                self.addCleanup(preferences.scale_fonts, self.root, 1.0)
                a.prefs.set_scale(text_size)
            for kind in ("none", "outline", "words", "file", "painted"):
                self.choose_mask(a, kind)
                inputs = self.inputs(a)
                with self.subTest(text=text_size, mask=kind):
                    self.assertGreater(len(inputs), 12)
                    xs = {str(w): w.winfo_rootx() for w in inputs}
                    self.assertEqual(len(set(xs.values())), 1, xs)
                    if kind == "file":  # the picture's threshold is an input too
                        self.assertIn(a.panel.mask_box.threshold_spin, inputs)

    def test_no_choice_of_mask_moves_anything_else(self):
        self.maxDiff = None
        a = self.make_app()
        self.root.geometry("1165x790+0+0")
        wait_refit(self)
        before = self.where(a)
        for kind in ("outline", "words", "file", "painted", "none", "file"):
            self.choose_mask(a, kind)
            with self.subTest(mask=kind):
                after = self.where(a)
                self.assertEqual({k: v for k, v in after.items() if before.get(k) != v}, {})

    def test_the_mask_group_shows_what_it_holds_and_no_empty_line(self):
        a = self.make_app()
        self.root.geometry("1165x790+0+0")  # as the window opens on a 1400 x 900 screen
        wait_refit(self)
        box, scroller = a.panel.mask_box, a.panel.scroller
        self.choose_mask(a, "none")
        self.assertFalse(box.summary.winfo_ismapped())
        self.assertFalse(box.error.winfo_ismapped())
        bottom = box.choice.winfo_rooty() + box.choice.winfo_height()
        self.assertLess(box.winfo_rooty() + box.winfo_height() - bottom, px_line(box))
        scroller.canvas.yview_moveto(0)
        self.choose_mask(a, "outline")  # below the fold: it scrolls into view, whole
        self.assertRegex(box.summary.cget("text"), r"^\d+ cells")
        self.assertTrue(inside(box, scroller.canvas))
        self.assertTrue(inside(box.summary, scroller.canvas))

    def test_every_number_says_its_unit(self):
        a = self.make_app()
        self.choose_mask(a, "file")
        counts = {"cols", "rows", "levels"}  # columns, rows, rings or floors: the noun says it
        spins = [(name, w) for name, w in a.panel.widgets.items()
                 if w.winfo_class() == "TSpinbox" and name not in counts]
        spins.append(("threshold", a.panel.mask_box.threshold_spin))
        self.assertEqual(len(spins), 6)  # mix, braid, longest way, weave, cell, threshold
        for name, spin in spins:
            info = spin.grid_info()
            (label,) = spin.master.grid_slaves(row=int(info["row"]), column=0)
            with self.subTest(field=name, label=label.cget("text")):
                text = label.cget("text")  # a share, pixels, a grey level
                self.assertTrue(text.endswith(("%", "(px)")) or "grey" in text.lower())


def px_line(widget):
    """The height of a line of the default text."""
    from tkinter import font
    return font.nametofont("TkDefaultFont").metrics("linespace")


def legend_module_kinds():
    """The swatches of every animation's legend."""
    from mazetk.gui.animation import LEGENDS, legend
    return [legend(kind) for kind in LEGENDS]


class ZoomTest(AppTestCase):
    def test_blocks_at_300_fit_the_canvas(self):
        a = self.make_app()
        self.set_fields(cols=300, rows=300, seed="b300", look="blocks", algorithm="prim")
        a.view.set_look("blocks")
        a.maker.generate()
        self.settle(timeout=120)
        c = a.canvas_view.canvas
        self.assertLessEqual(a.canvas_view.scene.width, c.winfo_width())
        self.assertLessEqual(a.canvas_view.scene.height, c.winfo_height())
        self.assertNotIn(" 2 px", a.status.text())
        self.assertIn("px a block", a.status.text())
        before = (a.view.cell, a.view.shrink)
        a.view.zoom_in()
        self.settle()
        a.view.zoom_fit()  # Fit to window comes back to the fitted view
        self.settle()
        self.assertEqual((a.view.cell, a.view.shrink), before)

    def test_zooming_out_shows_the_whole_maze_below_a_pixel_a_cell(self):
        a = self.make_app()
        self.root.geometry("800x600+0+0")
        wait_refit(self)
        self.set_fields(cols=500, rows=400, seed="whole", algorithm="sidewinder")
        a.maker.generate()
        self.settle(timeout=120)
        c = a.canvas_view.canvas
        while a.view.shrink > 1:  # from close up, zoom out step by step to all of it
            a.view.zoom_in()
            self.settle(timeout=120)
        self.assertEqual(a.view.shrink, 1)
        for _ in range(12):
            a.view.zoom_out()
            self.settle(timeout=120)
        self.assertGreaterEqual(a.view.shrink, 4)
        image = a.canvas_view._image
        self.assertLessEqual(image.width(), c.winfo_width())
        self.assertLessEqual(image.height(), c.winfo_height())
        # walls turn grey, not gone: the picture averages what it scales down
        greys = set()
        for x in range(20, min(image.width(), 220), 3):
            greys.add(tuple(image.get(x, image.height() // 2)))
        self.assertTrue([g for g in greys if 40 < g[0] < 220], greys)
        # and back in: the full picture again
        while a.view.shrink > 1:
            a.view.zoom_in()
            self.settle(timeout=120)
        self.assertGreaterEqual(a.canvas_view._image.width(), 2 * 500)

    def test_play_on_a_picture_shown_smaller(self):
        a = self.make_app()
        self.root.geometry("800x600+0+0")
        wait_refit(self)
        self.set_fields(cols=300, rows=240, seed="small-play", algorithm="prim")
        a.maker.generate()
        self.settle(timeout=120)
        self.assertGreater(a.view.shrink, 1)
        self.assertLessEqual(a.view.shrink, maze_view.MAX_SHRINK)
        self.assertIsInstance(a.play, play_control.PlayControl)
        a.play.var.set(True)
        a.play.switched()
        self.root.update()
        c, k = a.canvas_view.canvas, 1.0 / a.view.shrink
        maze = a.doc.maze
        where = Layout(maze.grid, a.doc.settings.style(a.view.cell))
        x0, y0, x1, y1 = c.coords("player")
        sx, sy = where.centre(maze.start)
        self.assertAlmostEqual((x0 + x1) / 2.0, sx * k, delta=1)
        self.assertAlmostEqual((y0 + y1) / 2.0, sy * k, delta=1)
        shown = a.canvas_view.scene
        self.assertTrue(0 <= x0 and x1 <= shown.width + 4 and 0 <= y0 and y1 <= shown.height + 4)
        a.play.stop()

    def test_zoom_in_keeps_the_point_under_the_pointer(self):
        a = self.make_app()
        self.set_fields(cols=40, rows=30, seed="ptr")
        a.maker.generate()
        self.settle()
        cv, c = a.canvas_view, a.canvas_view.canvas
        x, y = c.winfo_width() // 4, c.winfo_height() // 3
        point = cv.picture_point(x, y)
        for _ in range(3):
            c.event_generate("<Control-Button-4>", x=x, y=y)
            self.settle()
        after = cv.picture_point(x, y)
        self.assertAlmostEqual(point[0], after[0], delta=0.03)
        self.assertAlmostEqual(point[1], after[1], delta=0.03)
        self.assertEqual(cv.scrollbars(), (True, True))  # bigger than the view now

    def test_resizing_refits_unless_zoomed(self):
        a = self.make_app()
        self.set_fields(cols=30, rows=20, seed="fit")
        a.maker.generate()
        self.settle()
        self.root.geometry("800x600+0+0")
        wait_refit(self)
        small = a.view.cell
        self.root.geometry("1250x900+0+0")
        wait_refit(self)
        self.assertGreater(a.view.cell, small)
        a.view.zoom_in()
        self.settle()
        zoomed = a.view.cell
        self.root.geometry("800x600+0+0")
        wait_refit(self)
        self.assertEqual(a.view.cell, zoomed)

    def test_a_moment_too_small_leaves_no_scroll_bars(self):
        """The view a few pixels smaller for a moment (the status bar's
        Cancel while drawing) shows scroll bars; back at its size they go
        (they never keep each other on) and the fit stays."""
        a = self.make_app()
        a.panel.vars["thick_walls"].set(True)
        a.maker.generate()
        self.settle()
        self.root.geometry("800x600+0+0")
        wait_refit(self)
        cell, cv = a.view.cell, a.canvas_view
        self.assertEqual(cv.scrollbars(), (False, False))
        w, h = cv.visible_size()
        for shrink in (8, 30):
            with self.subTest(shrink=shrink):
                # the picture just fits; the view loses a few pixels, then gets them back
                cv.scene = mock.Mock(width=w, height=h)
                self.root.geometry("%dx%d+0+0" % (800 - shrink, 600 - shrink))
                self.root.update()
                self.root.geometry("800x600+0+0")
                for _ in range(5):
                    self.root.update()
                self.assertEqual(cv.scrollbars(), (False, False))
        a.view.redraw((cell, 1))
        self.settle()
        wait_refit(self)
        self.assertEqual((a.view.cell, cv.scrollbars()), (cell, (False, False)))


class SummaryTest(unittest.TestCase):
    def test_status_says_the_size_shown(self):
        doc = Document(Settings(), "")
        doc.set_maze(build(MazeSpec(8, 6, "prim", seed="s")))
        self.assertTrue(doc.summary(12).endswith("   12 px a cell"))
        self.assertTrue(doc.summary(0.5).endswith("   0.5 px a cell"))
        doc.change(look="blocks")
        self.assertTrue(doc.summary(0.25).endswith("   0.25 px a block"))


class ProgressTest(unittest.TestCase):
    class Recorder:
        def __init__(self):
            self.reports = []

        def step(self, fraction=None, text=None):
            self.reports.append((fraction, text))

    def test_generation_names_its_stages_and_moves_steadily(self):
        from mazetk.studio import Settings
        rec = self.Recorder()
        work.make_maze(rec, MazeSpec(400, 300, "wilson", seed="p"),
                       Settings(show_solution=True), 3)
        fractions = [f for f, _ in rec.reports if f is not None]
        self.assertEqual(fractions, sorted(fractions))
        texts = [t for _, t in rec.reports if t]
        self.assertTrue(texts[0].startswith("Generating 400 × 300"))
        stages = []
        for t in texts:
            stage = t.split()[-1].lower()
            if not stages or stages[-1] != stage:
                stages.append(stage)
        self.assertEqual(stages, ["carving", "solving", "drawing"])
        carving = [f for f, t in rec.reports if t and t.endswith("carving")]
        self.assertGreater(len(set(carving)), 5)  # not stuck at zero
        self.assertGreater(max(carving), 0.3)


class OpenTest(AppTestCase):
    def test_opening_a_code_only_file_shows_progress_and_cancels(self):
        a = self.make_app()
        path = os.path.join(self.tmp, "code.json")
        code = build(MazeSpec(60, 40, "wilson", seed="open")).code
        with open(path, "w") as f:
            json.dump({"code": code}, f)
        a.dialogs.ask_open_path = lambda: path
        seen = []
        from mazetk.gui import files_view
        original = files_view.mazefile.load

        def load(p, progress=None):
            seen.append(progress)
            progress(0.5)
            return original(p, progress=progress)

        with mock.patch.object(files_view.mazefile, "load", load):
            a.files.open_maze()
            self.settle()
        self.assertEqual(a.doc.maze.code, code)
        self.assertTrue(seen and seen[0] is not None)

        def slow(p, progress=None):
            while True:
                progress(0.1)  # raises once cancelled

        with mock.patch.object(files_view.mazefile, "load", slow):
            a.files.open_maze()
            self.root.update()
            self.assertTrue(a.runner.busy())
            a.cancel()
            self.settle()
        self.assertEqual(a.status.text(), "Cancelled.")
        self.assertEqual(a.doc.maze.code, code)


if __name__ == "__main__":
    unittest.main()
