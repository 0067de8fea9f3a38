"""The real window's commands: one table for menus, keys and help; dialogs;
the status bar; and the test base itself (it must catch leaked callbacks)."""

import io
import os
import threading
import time
import tkinter as tk
import unittest
from unittest import mock

from mazetk.gui import app as app_module
from tkinter import ttk

from mazetk.gui import dialogs, screen, statusbar, theme, maze_view
from mazetk.gui.commands import (DIRECTION_WORDS, SEPARATOR, Command, CommandTable, help_label,
                                 next_region, walk_commands)
from mazetk.play import VECTORS
from mazetk.gui.dialogs import OPEN_TYPES

from .support import GuiTestCase, requires_gui
from .test_app import AppTestCase


def wait_for(root, condition, timeout=10):
    """Run the event loop until ``condition()`` holds (what the X server
    reports comes a moment later) or ``timeout`` seconds pass."""
    deadline = time.time() + timeout
    while not condition() and time.time() < deadline:
        root.update()
        time.sleep(0.01)
    root.update()


def menu_entries(menu):
    """``[(index, type, label, accelerator), ...]`` of a Tk menu."""
    out = []
    for i in range(menu.index("end") + 1):
        kind = menu.type(i)
        if kind in ("command", "checkbutton", "cascade"):
            out.append((i, kind, menu.entrycget(i, "label"),
                        menu.entrycget(i, "accelerator") if kind != "cascade" else ""))
    return out


def index_of(menu, label):
    return next(i for i, _, text, _ in menu_entries(menu) if text == label)


class CommandTableTest(AppTestCase):
    def key(self, sequence, widget=None):
        widget = widget or self.canvas()
        widget.focus_force()
        self.root.update()
        widget.event_generate(sequence)
        self.root.update()

    def test_help_lists_exactly_the_accelerators_of_the_table(self):
        a = self.make_app()
        table = [c for c in a.commands.commands if c.name != SEPARATOR]
        dialog = a.show_shortcuts()
        self.root.update()
        shown = dialog.rows()
        # the walk, diagonal and run keys are one row a group, where the
        # group's first command stands
        groups = dict((g[0], g[1]) for g in app_module.SHORTCUT_GROUPS)
        wanted, grouped, members = [], set(), 0
        for c in table:
            if not c.accel:
                continue
            prefix = c.name.split("-")[0] + "-"
            if prefix in groups:
                members += 1
                if prefix not in grouped:
                    grouped.add(prefix)
                    wanted.append(groups[prefix])
            else:
                wanted.append(c.accel)
        self.assertEqual([k for k, _ in shown], wanted)
        self.assertEqual(grouped, set(groups))
        self.assertEqual(len(shown), len([c for c in table if c.accel]) - members + len(groups))
        # every accelerator a menu shows is in the help, and means the same command
        helped = dict(shown)
        menus = list(a.commands.menus.values())
        for menu in menus:
            for _, kind, label, accel in menu_entries(menu):
                if accel:
                    self.assertIn(accel, helped)
                    self.assertEqual(helped[accel], label.rstrip("…"))
        # the columns line up: every key in one column, every text in the next
        xs = {a_.winfo_x() for a_, _ in dialog.cells}
        self.assertEqual(len(xs), 1)
        self.assertEqual(len({b.winfo_x() for _, b in dialog.cells}), 1)
        dialog.event_generate("<Escape>")
        self.root.update()
        self.assertFalse(dialog.winfo_exists())

    def test_about_is_a_small_window_with_close(self):
        a = self.make_app()
        dialog = a.show_about()
        self.root.update()
        texts = dict(dialog.rows())
        self.assertIn(".", texts["Python"])
        self.assertIsInstance(dialog, tk.Toplevel)
        dialog.close_button.invoke()
        self.assertFalse(dialog.winfo_exists())

    def test_menus_have_underlines_and_invoke_their_commands(self):
        a = self.make_app()
        bar = a.commands.menubar
        labels = [bar.entrycget(i, "label") for i in range(bar.index("end") + 1)
                  if bar.type(i) == "cascade"]
        self.assertEqual(labels, ["File", "Edit", "View", "Help"])
        for i in range(bar.index("end") + 1):
            if bar.type(i) == "cascade":
                self.assertEqual(int(bar.entrycget(i, "underline")), 0)
        file_menu = a.commands.menus["file"]
        old = a.doc.maze.seed
        file_menu.invoke(index_of(file_menu, "New maze"))
        self.settle()
        self.assertNotEqual(a.doc.maze.seed, old)
        view = a.commands.menus["view"]
        view.invoke(index_of(view, "Show solution"))
        self.settle()
        self.assertTrue(a.panel.vars["show_solution"].get())
        (line,) = self.canvas().find_withtag("solution")
        self.assertEqual(self.canvas().itemcget(line, "state"), "normal")
        self.assertIn("solution", a.status.text())

    def test_keys_sent_to_the_toplevel_run_their_commands(self):
        a = self.make_app()
        seed, cell = a.doc.maze.seed, a.view.cell
        self.key("<Control-n>", self.root)
        self.settle()
        self.assertNotEqual(a.doc.maze.seed, seed)
        self.key("<Control-minus>", self.root)
        self.settle()
        self.assertLess(a.view.cell, cell)
        self.key("<Control-l>", self.root)
        self.settle()
        self.assertTrue(a.doc.settings.show_solution)
        self.assertTrue(a.panel.vars["show_solution"].get())
        self.key("<Control-i>", self.root)
        self.assertEqual(a.tabs.select(), str(a.stats_panel))

    def test_keys_are_bound_to_the_window_not_to_all(self):
        a = self.make_app()
        everywhere = self.root.tk.splitlist(self.root.tk.call("bind", "all"))
        tag = a.commands.tag
        mine = self.root.tk.splitlist(self.root.tk.call("bind", tag))
        self.assertIn("<Control-Key-n>", mine)
        self.assertNotIn("<Control-Key-n>", everywhere)
        self.assertNotIn("<Key-Escape>", everywhere)
        # the window's widgets have the keys ahead of their class; a dialog's do not
        rows = a.panel.widgets["rows"]
        tags = rows.bindtags()
        self.assertEqual(tags.index(tag) + 1, tags.index("TSpinbox"))
        self.assertIn(tag, self.root.bindtags())
        dialog = a.show_about()
        dialog.close_button.focus_force()
        self.root.update()
        self.assertNotIn(tag, dialog.close_button.bindtags())
        self.assertNotIn(tag, dialog.bindtags())
        dialog.destroy()
        a.close()  # and closing takes them off
        self.assertEqual(self.root.tk.splitlist(self.root.tk.call("bind", tag)), ())

    def test_shortcuts_do_nothing_while_a_dialog_is_open(self):
        a = self.make_app()
        seed = a.doc.maze.seed
        dialog = tk.Toplevel(self.root)
        dialog.grab_set()
        self.key("<Control-n>")
        self.key("<F5>")
        self.assertFalse(a.runner.busy())
        self.assertEqual(a.panel.vars["seed"].get(), seed)
        dialog.grab_release()
        dialog.destroy()
        # the same, with the key pressed while "the save dialog" is up
        pressed = []

        def ask_save_path(fmt, initialfile):
            top = tk.Toplevel(self.root)
            top.grab_set()
            self.key("<Control-n>")
            pressed.append(a.runner.busy())
            top.destroy()
            return None

        a.dialogs.ask_save_path = ask_save_path
        self.key("<Control-s>")
        self.assertEqual(pressed, [False])
        self.assertEqual(a.panel.vars["seed"].get(), seed)
        self.key("<Control-n>")  # with the dialog gone, the key works again
        self.settle()
        self.assertNotEqual(a.doc.maze.seed, seed)

    def test_shortcuts_are_quiet_while_one_of_tks_own_dialogs_is_open(self):
        # Tk's file dialog and message box have no Python widget: the grab's
        # holder and the focus are names only (grab_current() raised KeyError,
        # and the error box opened on top of the dialog)
        a = self.make_app()
        seed = a.doc.maze.seed
        for name in (".__tk_filedialog", ".__tk__messagebox"):
            self.root.tk.call("toplevel", name)
            self.addCleanup(self.root.tk.call, "destroy", name)
            self.root.update()
            self.root.tk.call("grab", "set", name)
            for sequence in ("<Control-n>", "<F5>", "<Control-h>", "<Control-Tab>", "<Escape>"):
                self.key(sequence)
            self.root.tk.call("focus", "-force", name)
            a.commands.invoke("select-all")  # from the menu, the focus in the dialog
            a.next_region(1)
            self.root.tk.call("grab", "release", name)
            self.root.tk.call("destroy", name)
        self.assertEqual(self.errors, [])
        self.assertFalse(a.runner.busy())
        self.assertEqual(a.panel.vars["seed"].get(), seed)
        self.assertFalse(a.panel.vars["heat_map"].get())
        self.assert_no_errors()

    def test_a_modal_dialog_stays_above_the_windows_that_are_not(self):
        a = self.make_app()
        a.studio.open()
        others = [a.show_shortcuts(), a.studio.window]
        self.root.update()
        name = ".__tk_filedialog"  # the Open dialog, holding the grab
        call = self.root.tk.call
        call("toplevel", name)
        self.addCleanup(call, "destroy", name)
        call("wm", "geometry", name, "300x200+60+60")
        self.root.update()
        call("grab", "set", name)
        call("focus", "-force", name)
        self.root.update()

        def above(w):
            return self.root.tk.getboolean(call("wm", "stackorder", name, "isabove", w))

        for window in others:
            window.lift()  # as a click on it raises it
            wait_for(self.root, lambda: above(window))  # the X server tells Tk: not at once
            self.assertTrue(above(window), call("wm", "stackorder", "."))
            window.focus_force()
            wait_for(self.root, lambda: str(call("focus")) == name)
            self.assertEqual(str(call("focus")), name)  # the keys go back to the dialog
        call("grab", "release", name)
        call("destroy", name)
        for window in others:  # no dialog: they come up as they always did
            window.lift()
            self.root.update()
            order = self.root.tk.splitlist(call("wm", "stackorder", "."))
            self.assertEqual(order[-1], str(window))
        others[0].destroy()
        self.assert_no_errors()

    def test_ctrl_a_selects_all_in_a_field(self):
        a = self.make_app()
        self.set_fields(seed="select me")
        entry = a.panel.widgets["seed"]
        self.key("<Control-a>", entry)
        self.assertTrue(entry.selection_present())
        self.assertEqual(entry.selection_get(), "select me")

    def test_play_key_ends_play_and_its_instructions(self):
        a = self.make_app()
        self.key("<Control-g>")
        self.assertIsNotNone(a.play.walk)
        self.assertIn("arrow keys", a.status.text())
        self.key("<Control-g>")
        self.assertIsNone(a.play.walk)
        self.assertNotIn("arrow keys", a.status.text())
        self.assertIn("seed %s" % a.doc.maze.seed, a.status.text())
        self.assertEqual(a.legend.text(), "")

    def test_escape_leaves_play_and_still_cancels_long_work(self):
        a = self.make_app()
        self.key("<Control-g>")
        self.assertTrue(a.play.playing())
        self.key("<Escape>")
        self.assertIsNone(a.play.walk)
        self.assertFalse(a.play.var.get())
        self.assertIn("seed %s" % a.doc.maze.seed, a.status.text())
        # with work running, Escape cancels the work and play goes on
        self.key("<Control-g>")
        gate, real = threading.Event(), maze_view.prepare_view

        def held(task, *args):  # the drawing waits: a check "while it runs" is sure
            while not gate.wait(0.005):
                task.step()  # raises Cancelled once cancelled
            return real(task, *args)

        self.addCleanup(gate.set)
        with mock.patch.object(maze_view, "prepare_view", held):
            a.view.redraw()  # drawing, a task
        self.assertTrue(a.runner.busy())
        self.key("<Escape>")
        self.assertFalse(a.runner.busy())
        self.assertEqual(a.status.text(), "Cancelled.")
        self.assertTrue(a.play.playing())
        self.key("<Escape>")
        self.assertFalse(a.play.playing())
        self.assert_no_errors()

    def test_the_walker_leaves_the_start_square_visible(self):
        a = self.make_app()
        a.play.check.invoke()
        self.root.update()
        (player,) = self.canvas().find_withtag("player")
        self.assertEqual(self.canvas().itemcget(player, "fill"), "")
        markers = self.canvas().find_withtag("markers")
        self.assertTrue(markers)
        x0, y0, x1, y1 = self.canvas().bbox(player)
        under = set(self.canvas().find_overlapping(x0 + 1, y0 + 1, x1 - 1, y1 - 1))
        self.assertTrue(under & set(markers))

    def test_export_names_and_open_types(self):
        a = self.make_app()
        asked = []
        a.dialogs.ask_save_path = lambda fmt, initialfile: asked.append(initialfile)
        for fmt in ("ascii", "txt"):
            a.files.export(fmt)
        self.assertTrue(asked[0].endswith(".ascii.txt"), asked)
        self.assertTrue(asked[1].endswith(".txt") and not asked[1].endswith(".ascii.txt"))
        self.assertIn("ASCII art", dict(OPEN_TYPES))


class AnimationExportTest(AppTestCase):
    def test_file_export_gif_writes_the_growth_or_the_solve(self):
        """File > Export > GIF animation: the maze growing, or, with Show
        solution ticked, being solved; its last frame the picture's PNG."""
        import tempfile
        from mazetk import scene
        from mazetk.export.raster import png
        from mazetk.export.display import window_style
        from .gifread import read_gif
        from .pngread import read_png
        a = self.make_app()
        self.set_fields(cols=12, rows=9, seed="a")
        a.maker.generate()
        self.settle()
        with tempfile.TemporaryDirectory() as folder:
            asked = []

            def where(fmt, initialfile):
                asked.append(initialfile)
                return os.path.join(folder, initialfile)
            a.dialogs.ask_save_path = where
            a.files.export("gif")
            self.settle()
            a.panel.solution_check.invoke()
            self.root.update()
            a.files.export("gif")
            self.settle()
            self.assertEqual([n[-9:] for n in asked], ["-grow.gif", "solve.gif"])
            for name, solved in zip(asked, (False, True)):
                with open(os.path.join(folder, name), "rb") as f:
                    width, height, palette, frames, delays, loops = read_gif(f.read())
                style = window_style(a.doc.settings)
                want = read_png(png(scene.build(a.doc.maze, style, show_solution=solved,
                                                solver=a.doc.settings.solver)))[2]
                with self.subTest(name=name):
                    self.assertGreater(len(frames), 2)
                    self.assertEqual([palette[i] for i in frames[-1]],
                                     [p for row in want for p in row])
        self.assert_no_errors()


class ShortcutsInFieldsTest(AppTestCase):
    """Every key of the command table, pressed in every kind of field: where
    the command applies it runs and the field is left as it was (Ctrl+H
    toggles the heat map, it does not delete a character as well); where it
    does not apply the key is the field's."""

    def fields(self, a):
        """``{kind: (widget, reset(), content())}``: one field of each kind."""
        panel = a.panel
        text = tk.Text(self.root, width=10, height=2)  # none in the window yet: one made later
        text.place(x=0, y=0)
        plain = tk.Entry(self.root, width=6)
        plain.place(x=0, y=40)
        for widget in (text, plain):  # made after the window: the keys come with the focus
            widget.focus_force()
            wait_for(self.root, lambda: a.commands.tag in widget.bindtags())

        def entry(widget, var=None, value="150"):
            def reset():
                if var is not None:
                    var.set(value)
                else:
                    widget.delete(0, "end")
                    widget.insert(0, value)
                widget.icursor("end")
            return widget, reset, widget.get

        def check(widget, var):
            return widget, lambda: var.set(False), var.get

        scale, box = a.animator.speed_scale, panel.widgets["algorithm"]
        thick = panel.vars["thick_walls"]
        return {
            "Spinbox": entry(panel.widgets["rows"], panel.vars["rows"]),
            "Entry": entry(panel.widgets["seed"], panel.vars["seed"], "seed"),
            "tk.Entry": entry(plain, None, "abc"),
            "Combobox": (box, lambda: panel.vars["algorithm"].set("prim"), box.get),
            "Checkbutton": check(panel.thick_check, thick),
            "Scale": (scale, lambda: a.animator.speed.set(50.0), scale.get),
            "Notebook": (a.tabs, lambda: a.tabs.select(a.panel), a.tabs.select),
            "Text": (text, lambda: (text.delete("1.0", "end"), text.insert("1.0", "150")),
                     lambda: text.get("1.0", "end")),
            "Button": (panel.copy_button, lambda: None, lambda: None),  # Space copies
            "Canvas": (self.canvas(), lambda: None, lambda: None)}

    def press_everything(self, a, fields, ran):
        """Every key of every command in every field; ``ran`` gets what ran."""
        table = a.commands
        variables = [c.variable for c in table.commands if c.variable is not None]
        for command in table.commands:
            for sequence in command.keys:
                for kind, (widget, reset, content) in fields.items():
                    reset()
                    saved = [v.get() for v in variables]
                    widget.focus_force()
                    self.root.update()
                    before = content()
                    event = mock.Mock(widget=widget)
                    applies = ((command.when is None or command.when(event)) and
                               (command.enabled is None or bool(command.enabled())))
                    ran[:] = []
                    widget.event_generate(sequence)
                    self.root.update()
                    where = (command.name, sequence, kind)
                    if applies:
                        self.assertEqual(ran, [command.name], where)
                        self.assertEqual(content(), before, where)
                        self.done.add(command.name)
                    else:
                        self.assertEqual(ran, [], where)
                    for v, value in zip(variables, saved):
                        v.set(value)  # the key flipped a switch: as it was
                    # Down opened the drop-down's list (and its grab): close it
                    self.root.tk.call("ttk::combobox::Unpost", fields["Combobox"][0])

    def test_every_shortcut_in_every_kind_of_field(self):
        a = self.make_app()
        a.animator.speed.set(0)
        a.animator.speed_touched = True
        fields = self.fields(a)
        ran, self.done = [], set()
        a.commands.run = lambda command: ran.append(command.name)  # record, run nothing
        self.press_everything(a, fields, ran)  # a maze shown
        a.brush.var.set(True)
        a.brush.switched()
        self.assertTrue(a.brush.active())
        self.press_everything(a, fields, ran)  # painting the ground: 1 to 9 choose a cost
        a.brush.stop()
        a.play.start()
        self.assertTrue(a.play.playing())
        self.press_everything(a, fields, ran)  # playing
        a.play.stop()
        a.animator.grow()
        a.animator.toggle()  # paused
        self.assertTrue(a.animator.running())
        self.press_everything(a, fields, ran)  # growing
        a.animator.stop()
        keyed = {c.name for c in a.commands.commands if c.keys}
        # Ctrl+Z only undoes a mask stroke: none was made here
        self.assertEqual(keyed - self.done, {"mask-undo"})
        # Ctrl+H in the Rows field toggles the heat map and leaves 150 as it is
        del a.commands.run
        rows = a.panel.widgets["rows"]
        a.panel.vars["rows"].set("150")
        rows.icursor("end")
        rows.focus_force()
        self.root.update()
        rows.event_generate("<Control-h>")
        self.settle()
        self.assertTrue(a.doc.settings.heat_map)
        self.assertEqual(rows.get(), "150")
        rows.event_generate("<Control-h>")
        self.settle()
        self.assertFalse(a.doc.settings.heat_map)
        # a letter typed in a field is the field's (W walks only on the maze)
        a.panel.vars["seed"].set("")
        seed = a.panel.widgets["seed"]
        seed.focus_force()
        self.root.update()
        seed.event_generate("<KeyPress-w>")
        self.root.update()
        self.assertEqual(seed.get(), "w")
        self.assert_no_errors()


class CommandsInEveryModeTest(AppTestCase):
    """Every command of the table, run while a maze grows, while a solver is
    watched, in play and in mask mode: none raises (zooming out while a maze
    grew raised AttributeError: the window has no maze then)."""

    def enter(self, a, mode):
        a.stop_all_but_tasks()
        self.settle()
        if a.doc.maze is None:  # a growth stopped half way leaves none
            self.set_fields(cols=6, rows=5, seed="modes", algorithm="prim")
            a.maker.generate()
            self.settle()
        if not a.view.shown():  # mask mode stopped: nothing is drawn yet
            a.view.redraw()
            self.settle()
        if mode == "grow":
            self.set_fields(cols=6, rows=5, seed="modes", algorithm="prim")
            a.animator.grow()
        elif mode == "watch-solve":
            a.animator.solve()
        elif mode == "play":
            a.play.start()
            return a.play.playing()
        else:
            a.mask.start()
            x, y = (int(v) for v in a.mask.painting.layout.centre(0))
            c = self.canvas()
            x, y = int(x - c.canvasx(0)), int(y - c.canvasy(0))
            for button in (1, 3):  # a stroke, to undo: cut the corner, or bring it back
                c.event_generate("<ButtonPress-%d>" % button, x=x, y=y)
                c.event_generate("<ButtonRelease-%d>" % button, x=x, y=y)
                if a.mask.can_undo():
                    break
            return a.mask.can_undo()
        a.animator.toggle()  # paused: it is still on while the command runs
        return a.animator.running()

    def test_every_command_in_every_mode(self):
        a = self.make_app()
        self.set_fields(cols=6, rows=5, seed="modes", algorithm="prim")
        a.maker.generate()
        self.settle()
        a.animator.speed.set(0)  # a step a second: still on when the command runs
        a.animator.speed_touched = True
        d = a.dialogs
        paths = iter(range(10 ** 6))
        d.ask_save_path = lambda fmt, name: os.path.join(self.tmp, "%d-%s" % (next(paths), name))
        d.ask_directory = lambda: self.tmp
        d.show_table = lambda title, heading, rows: None  # the windows themselves: elsewhere
        self.root.clipboard_clear()
        self.root.clipboard_append(a.doc.maze.code)  # Paste has a code to paste
        table, ran = a.commands, set()
        skip = {"quit"} | {c.name for c in table.commands if c.name.startswith("language-")}
        for mode in ("grow", "watch-solve", "play", "mask"):
            for command in table.commands:
                if command.name == "-" or command.name in skip:
                    continue
                with self.subTest(mode=mode, command=command.name):
                    self.assertTrue(self.enter(a, mode), mode)
                    if command.enabled is not None and not command.enabled():
                        continue  # its menu entry is grey, its key does nothing
                    if command.value is not None:
                        command.variable.set(command.value)
                    elif command.variable is not None:
                        command.variable.set(not command.variable.get())
                    table.run(command)
                    self.root.update()
                    a.animator.finish()
                    self.settle()
                    a.studio.close()
                    # a person's message is fine (a file refused); a fault is not
                    self.assertEqual([e for e in self.errors if "wrong" in e], [])
                    self.errors[:] = []
                    self.assert_no_errors()
                    ran.add(command.name)
            # the Canvas's own mouse: Ctrl+wheel zooms, the wheel scrolls, a click walks
            c = self.canvas()
            x, y = c.winfo_width() // 2, c.winfo_height() // 2
            for sequence, more in (("<Control-Button-5>", {}), ("<Control-Button-4>", {}),
                                   ("<Control-MouseWheel>", {"delta": -120}),
                                   ("<Control-MouseWheel>", {"delta": 120}),
                                   ("<Button-5>", {}), ("<Button-4>", {}),
                                   ("<MouseWheel>", {"delta": -120}),
                                   ("<ButtonPress-1>", {}), ("<ButtonRelease-1>", {})):
                with self.subTest(mode=mode, mouse=sequence):
                    self.assertTrue(self.enter(a, mode), mode)
                    c.event_generate(sequence, x=x, y=y, **more)
                    self.root.update()
                    a.animator.finish()
                    self.settle()
                    self.assert_no_errors()
        self.assertIn("zoom-out", ran)
        self.assertIn("mask-undo", ran)


class LabelsTest(unittest.TestCase):
    def test_help_drops_the_marked_letter_in_brackets(self):
        for label, shown in (("&File", "File"), ("文件(&F)", "文件"), ("打开迷宫(&O)…", "打开迷宫"),
                             ("Save to &folder…", "Save to folder"), ("A (B)", "A (B)")):
            self.assertEqual(help_label(label), shown)

    def test_next_region_goes_round(self):
        regions = [".a", ".b", ".c"]
        self.assertEqual(next_region(regions, ".a.x.y", 1), ".b")
        self.assertEqual(next_region(regions, ".c", 1), ".a")
        self.assertEqual(next_region(regions, ".a", -1), ".c")
        self.assertEqual(next_region(regions, ".ab", 1), ".a")  # in none: the first
        self.assertEqual(next_region(regions, None, -1), ".c")


class WalkCommandsTest(unittest.TestCase):
    """Play names the directions; the shell gives each its keys and words."""

    class Play:
        def __init__(self):
            self.moves = []
            self.stairs = []

        def move(self, direction, run=False):
            self.moves.append((direction, run))

        def stair(self, up=True):
            self.stairs.append(up)

        on = True

        def playing(self):
            return self.on

    def test_every_direction_play_walks_has_a_key_and_a_run(self):
        play = self.Play()
        commands = walk_commands(play)
        for command in commands:
            command.handler()
        self.assertEqual(play.moves, [(d, run) for d in VECTORS for run in (False, True)])
        self.assertEqual(play.stairs, [True, False])  # Page Up / <, Page Down / >
        self.assertEqual(sorted(DIRECTION_WORDS), sorted(VECTORS))
        keys = [k for c in commands for k in c.keys]
        self.assertEqual(len(keys), len(set(keys)), "one key, one step")
        self.assertIn("<KeyPress-Up>", keys)
        self.assertIn("<KeyPress-q>", keys)  # up-left, for the sloped shapes
        self.assertTrue(all(c.enabled() for c in commands))
        play.on = False  # out of play the keys do nothing
        self.assertFalse(any(c.enabled() for c in commands))

    def test_a_step_keeps_out_of_a_field(self):
        up = walk_commands(self.Play())[0]
        self.assertTrue(up.when(mock.Mock(widget=object())))
        self.assertFalse(up.when(mock.Mock(widget=".a.dialog.list")))  # Tk's own list


class RadioTest(GuiTestCase):
    mapped = True

    def test_a_radio_entry_and_its_key_set_the_value(self):
        var, ran = tk.StringVar(self.root, value="a"), []
        table = CommandTable(self.root, [
            Command("pick-" + v, label=v.upper(), keys=("<F%d>" % (9 + i),), menu="view/choice",
                    handler=lambda: ran.append(var.get()), variable=var, value=v)
            for i, v in enumerate("ab")])
        self.addCleanup(table.menubar.destroy)
        menu = table.menus["view/choice"]
        self.assertEqual([menu.type(i) for i in (0, 1)], ["radiobutton"] * 2)
        menu.invoke(1)
        self.assertEqual((var.get(), ran), ("b", ["b"]))
        self.root.focus_force()
        self.root.update()
        self.root.event_generate("<KeyPress-F9>")  # pick-a's key, pressed in the window
        self.root.update()
        self.assertEqual((var.get(), ran), ("a", ["b", "a"]))


class KeyboardFocusTest(AppTestCase):
    """Every control is reached by the keyboard, and shows that it has the focus."""

    def region_of(self, a, widget):
        for name, region in (("panel", a.tabs), ("toolbar", a.bar),
                             ("maze", a.canvas_view)):
            if str(widget) == str(region) or str(widget).startswith(str(region) + "."):
                return name
        return None

    def test_ctrl_tab_goes_round_the_settings_the_toolbar_and_the_maze(self):
        a = self.make_app()
        self.root.focus_force()
        a.panel.widgets["cols"].focus_set()
        self.root.update()
        seen = []
        for _ in range(6):
            self.root.focus_get().event_generate("<Control-Tab>")
            self.root.update()
            seen.append(self.region_of(a, self.root.focus_get()))
        self.assertEqual(seen, ["toolbar", "maze", "panel"] * 2)
        self.assertIs(self.root.focus_get(), a.panel.widgets["shape"])  # the first field
        back = []
        for _ in range(3):
            self.root.focus_get().event_generate("<Control-ISO_Left_Tab>")
            self.root.update()
            back.append(self.region_of(a, self.root.focus_get()))
        self.assertEqual(back, ["maze", "toolbar", "panel"])
        self.assertIs(a.next_region(1).winfo_toplevel(), self.root)

    def test_tab_reaches_every_kind_of_field_in_the_panel(self):
        a = self.make_app()
        kinds = {type(w).__name__ for w in self.tab_round()}
        for kind in ("Notebook", "ChoiceBox", "Spinbox", "Entry", "Checkbutton", "Button"):
            self.assertIn(kind, kinds)
        a.animator.grow()  # the speed slider shows (and takes the focus) while one runs
        a.animator.toggle()
        self.root.update()
        self.assertIn("Scale", {type(w).__name__ for w in self.tab_round()})

    def test_the_focus_shows_on_every_kind_of_field(self):
        canvas = self.make_app().canvas_view.canvas
        style = ttk.Style(self.root)
        if style.theme_use() != "clam":
            self.skipTest("the focus styles tuned here are clam's")
        focused = ["readonly", "focus"]
        # a focused drop-down keeps its text readable on its field
        self.assertNotEqual(style.lookup("TCombobox", "foreground", focused),
                            style.lookup("TCombobox", "fieldbackground", focused))
        self.assertNotEqual(style.lookup("TCombobox", "fieldbackground", focused),
                            style.lookup("TCombobox", "fieldbackground", ["readonly"]))
        for name in ("TEntry", "TSpinbox", "TCombobox"):
            self.assertEqual(style.lookup(name, "bordercolor", ["focus"]), theme.FOCUS, name)
        for name in ("Toolbutton", "Horizontal.TScale", "TNotebook.Tab"):
            self.assertEqual(style.lookup(name, "focuscolor"), theme.FOCUS, name)
        self.assertNotEqual(style.lookup("TNotebook.Tab", "background", ["focus", "selected"]),
                            style.lookup("TNotebook.Tab", "background", ["selected"]))
        # the maze's edge when it has the keys: 2 px at 96 dpi, the ring's colour
        self.assertEqual(int(canvas.cget("highlightthickness")), screen.px(canvas, 2))
        self.assertEqual(canvas.cget("highlightcolor"), theme.FOCUS)
        self.assertNotEqual(canvas.cget("highlightcolor"), canvas.cget("background"))

    def tab_round(self):
        """Every widget Tab stops at, from the maze round to the maze."""
        stops, widget = [], self.canvas()
        for _ in range(120):
            widget = widget.tk_focusNext()
            if widget is None or widget is self.canvas():
                break
            stops.append(widget)
        self.assertIs(widget, self.canvas())
        return stops

    def test_tab_never_stops_on_a_disabled_button(self):
        a = self.make_app()
        run = (a.animator.play_button, a.animator.step_button, a.animator.finish_button)
        stops = self.tab_round()
        self.assertEqual([w for w in stops if isinstance(w, ttk.Button)
                          and w.instate(["disabled"])], [])
        self.assertFalse(set(map(str, run)) & set(map(str, stops)))
        self.assertIn(str(a.animator.grow_button), map(str, stops))
        a.animator.speed.set(0)
        a.animator.grow()  # the buttons wake up, and Tab reaches them
        a.animator.toggle()
        self.root.update()
        stops = [str(w) for w in self.tab_round()]
        for button in run:
            self.assertIn(str(button), stops)
        a.animator.stop()


class ShortcutsFitTest(AppTestCase):
    """Help > Keyboard shortcuts on a small screen and on a 192 dpi one: the
    dialog lies wholly on the screen, Close is always in view, every row can
    be scrolled into view, the keys scroll and Escape closes."""

    def open_on(self, width, height, dpi):
        old = float(self.root.tk.call("tk", "scaling"))
        self.root.tk.call("tk", "scaling", dpi / 72.0)
        self.addCleanup(self.root.tk.call, "tk", "scaling", old)
        a = self.make_app()
        with mock.patch.object(dialogs, "screen_size", lambda widget: (width, height)):
            dialog = a.show_shortcuts()
        self.root.update()
        return dialog

    def on_screen(self, widget, width, height):
        x, y = widget.winfo_rootx(), widget.winfo_rooty()
        return (widget.winfo_viewable() and x >= 0 and y >= 0
                and x + widget.winfo_width() <= width and y + widget.winfo_height() <= height)

    def check_fits(self, width, height, dpi):
        dialog = self.open_on(width, height, dpi)
        self.assertTrue(self.on_screen(dialog, width, height),
                        (dialog.winfo_geometry(), width, height))
        self.assertTrue(self.on_screen(dialog.close_button, width, height))
        canvas = dialog.scroller.canvas
        top = canvas.winfo_rooty()
        bottom = top + canvas.winfo_height()
        self.assertLessEqual(bottom, dialog.close_button.winfo_rooty())
        for i, (key, text) in enumerate(dialog.cells):
            dialog.show_row(i)
            self.root.update()
            for label in (key, text):
                with self.subTest(row=i, text=label.cget("text")):
                    self.assertGreaterEqual(label.winfo_rooty(), top)
                    self.assertLessEqual(label.winfo_rooty() + label.winfo_height(), bottom)
                    self.assertTrue(self.on_screen(label, width, height))
                    self.assertLessEqual(label.winfo_rootx() + label.winfo_width(),
                                         canvas.winfo_rootx() + canvas.winfo_width())
        return dialog

    def test_fits_800_by_600(self):
        dialog = self.check_fits(800, 600, 96)
        self.assertTrue(dialog.scroller.scrolls())  # too many rows for 600 pixels
        canvas = dialog.scroller.canvas
        dialog.event_generate("<Home>")
        self.root.update()
        self.assertEqual(float(canvas.yview()[0]), 0.0)
        dialog.event_generate("<Next>")
        self.root.update()
        self.assertGreater(float(canvas.yview()[0]), 0.0)
        dialog.event_generate("<End>")
        self.root.update()
        self.assertEqual(float(canvas.yview()[1]), 1.0)
        dialog.event_generate("<Escape>")
        self.root.update()
        self.assertFalse(dialog.winfo_exists())

    def test_fits_1920_by_1200_at_192_dpi(self):
        dialog = self.check_fits(1920, 1200, 192)
        self.assertGreater(dialog.close_button.winfo_height(), 30)  # it did grow
        dialog.close_button.invoke()
        self.assertFalse(dialog.winfo_exists())

    def test_a_short_table_does_not_scroll(self):
        a = self.make_app()
        with mock.patch.object(dialogs, "screen_size", lambda widget: (800, 600)):
            dialog = a.show_about()
        self.root.update()
        self.assertFalse(dialog.scroller.scrolls())
        self.assertFalse(dialog.scroller.bar.winfo_ismapped())
        dialog.destroy()


class StatusBarTest(AppTestCase):
    def test_saved_note_goes_after_a_while_or_at_the_next_action(self):
        a = self.make_app()
        path = os.path.join(self.tmp, "m.png")
        a.dialogs.ask_save_path = lambda fmt, initialfile: path
        with mock.patch.object(statusbar, "NOTE_MS", 50):
            a.files.export("png")
            self.settle()
            self.assertEqual(a.status.note_text(), "Saved m.png")
            deadline = time.time() + 5
            while a.status.note_text() and time.time() < deadline:
                self.root.update()
                time.sleep(0.01)
        self.assertEqual(a.status.note_text(), "")
        a.files.export("png")
        self.settle()
        self.assertEqual(a.status.note_text(), "Saved m.png")
        a.commands.invoke("fit")  # any command is a next action
        self.assertEqual(a.status.note_text(), "")

    def test_long_messages_are_elided_in_the_middle(self):
        a = self.make_app()
        long = "start " + "x" * 600 + " end"
        a.status.set(long)
        self.root.update()
        shown = a.status.shown()
        self.assertEqual(a.status.text(), long)
        self.assertIn(statusbar.ELLIPSIS, shown)
        self.assertTrue(shown.startswith("start ") and shown.endswith(" end"), shown)
        self.assertLess(len(shown), len(long))
        a.status.set("short")
        self.root.update()
        self.assertEqual(a.status.shown(), "short")


class BaseCatchesLeaksTest(unittest.TestCase):
    """GuiTestCase fails a test that leaves an after() or hides an error."""

    def setUp(self):
        requires_gui()

    def run_case(self, body):
        class Case(GuiTestCase):
            def test_it(self):
                body(self)
        result = unittest.TextTestRunner(stream=io.StringIO(), verbosity=0).run(
            unittest.defaultTestLoader.loadTestsFromTestCase(Case))
        return result

    def test_a_leaked_after_fails(self):
        result = self.run_case(lambda t: t.root.after(60000, lambda: None))
        self.assertEqual(len(result.failures), 1)
        self.assertIn("after() callbacks left running", result.failures[0][1])

    def test_an_error_in_a_callback_fails(self):
        def body(t):
            t.root.after_idle(lambda: 1 / 0)
            t.root.update()
        result = self.run_case(body)
        self.assertEqual(len(result.failures), 1)
        self.assertIn("ZeroDivisionError", result.failures[0][1])

    def test_a_tcl_background_error_fails(self):
        def body(t):
            t.root.tk.call("after", "idle", "error oops")
            t.root.update()
        result = self.run_case(body)
        self.assertEqual(len(result.failures), 1)
        self.assertIn("oops", result.failures[0][1])

    def test_a_clean_test_passes(self):
        self.assertTrue(self.run_case(lambda t: t.root.update()).wasSuccessful())


if __name__ == "__main__":
    unittest.main()
