"""The maze view under a real Tk (Xvfb in CI): it routes the mouse to the mode
that holds it, whichever part was made first; it says which cell lies under
a window point and draws the walker and hints there, on every shape.

The parts are made here by hand, with stand-ins for the rest of the window,
so the order they are made in is the test's to choose.
"""

import time
import tkinter as tk
import unittest

from mazetk.gui import maze_view
from mazetk.gui.canvas_view import CanvasView
from mazetk.gui.document import Document
from mazetk.gui.toolbar import WrapBar
from mazetk.gui.mask_mode import OFF, ON, MaskEditor
from mazetk.gui.maze_view import MazeView
from mazetk.gui.play_control import PlayControl
from mazetk.export.display import NoTask, prepare_view
from mazetk.masks.mask import Mask
from mazetk.maze import build
from mazetk.studio import Settings
from mazetk.grids import SHAPES
from mazetk.spec import MazeSpec

from .support import GuiTestCase


class Said:
    """The status bar and the legend strip: what they were told last."""

    def __init__(self):
        self.line, self.legend = "", None

    def set(self, text):
        self.line = text

    def show(self, *args):
        self.legend = args


class Runner:
    """The task runner, running each task at once on the Tk thread."""

    def busy(self):
        return False

    def making_maze(self):
        return False

    def run(self, task, on_done, label, **kw):
        on_done(task.work(task))


class Dialogs:
    def __init__(self):
        self.infos = []

    def show_info(self, title, message):
        self.infos.append(message)

    def folder(self):
        return ""


class Box:
    """The panel's Mask group: the mask of the size shown, and what was painted."""

    def __init__(self, shape, cols, rows):
        self.size, self.painted = (shape, cols, rows), []

    def current(self):
        return Mask(*self.size)  # every cell on

    def state(self):
        return ("none",)

    def paint(self, mask):
        self.painted.append(list(mask.on))

    def restore(self, state):
        self.painted.append(state)


class ViewCase(GuiTestCase):
    mapped = True

    def setUp(self):
        super().setUp()
        self.top, self.parts = None, {}

    def close_parts(self):
        for part in self.parts.values():
            part.stop()
        if self.top is not None:
            self.view.cancel_refit()
            self.canvas_view.clear()

    def make(self, order=(), shape="square", cols=8, rows=6, seed="order"):
        """A window of the maze view and the parts named in ``order``, made in
        that order, showing the maze of ``shape``, ``cols``, ``rows``."""
        top = self.top = tk.Toplevel(self.root)
        top.geometry("640x480+0+0")
        bar = WrapBar(top)
        bar.pack(side="top", fill="x")
        self.canvas_view = CanvasView(top)
        self.canvas_view.pack(side="top", fill="both", expand=True)
        self.said, self.dialogs, runner = Said(), Dialogs(), Runner()
        self.doc = Document(Settings(shape=shape, cols=cols, rows=rows, seed=seed))
        self.view = MazeView(self.canvas_view, self.doc, runner, self.said)
        self.box = Box(shape, cols, rows)
        makers = {
            "play": lambda: PlayControl(self.root, self.doc, self.view, self.said, self.said,
                                        self.dialogs),
            "mask": lambda: MaskEditor(self.root, self.view, self.said, self.said, runner,
                                       self.box, self.dialogs)}
        self.parts = {}
        for name in order:
            self.parts[name] = makers[name]()
            self.parts[name].make_controls(bar)
        deadline = time.time() + 30
        while not self.canvas_view.canvas.winfo_ismapped() and time.time() < deadline:
            self.root.update()
        maze = build(MazeSpec(cols, rows, "backtracker", shape=shape, seed=seed))
        self.doc.set_maze(maze)
        self.show()
        return maze

    def show(self):
        maze = self.doc.maze
        cell, shrink = self.view.fit_new(maze.cols, maze.rows, maze.grid.shape)
        self.view.show(prepare_view(NoTask(), maze, self.doc.settings, cell, shrink))
        self.root.update()

    def window_xy(self, point):
        """The window position of a Canvas point."""
        c = self.canvas_view.canvas
        return int(round(point[0] - c.canvasx(0))), int(round(point[1] - c.canvasy(0)))

    def click(self, point, button=1, motion=()):
        """Press at ``point`` (Canvas pixels), drag through ``motion``, release."""
        c = self.canvas_view.canvas
        x, y = self.window_xy(point)
        c.event_generate("<ButtonPress-%d>" % button, x=x, y=y)
        for there in motion:
            x, y = self.window_xy(there)
            c.event_generate("<B%d-Motion>" % button, x=x, y=y, state=0x80 << button)
        c.event_generate("<ButtonRelease-%d>" % button, x=x, y=y)
        self.root.update()


class PointerModeTest(ViewCase):
    def check_play_then_mask(self):
        play, mask = self.parts["play"], self.parts["mask"]
        maze = self.doc.maze
        way = maze.solve("bfs").path
        play.var.set(True)
        play.switched()
        self.click(self.view.cell_centre(way[1]))
        self.assertEqual(play.walk.cell, way[1], "a click walks the walker")
        self.click(self.view.cell_centre(way[2]), button=3)
        self.assertEqual(play.walk.cell, way[1], "the right button does not walk")
        play.stop()
        mask.var.set(True)
        mask.switched()
        layout = mask.painting.layout
        self.click(layout.centre(0), motion=[layout.centre(1)])
        self.assertEqual(list(mask.painting.mask.on[:3]), [0, 0, 1], "a drag paints")
        self.assertEqual(self.canvas_view.canvas.itemcget(mask.items[1], "fill"), OFF)
        self.click(layout.centre(1), button=3)
        self.assertEqual(list(mask.painting.mask.on[:2]), [0, 1], "the right button mends")
        self.assertEqual(self.canvas_view.canvas.itemcget(mask.items[1], "fill"), ON)
        self.assertEqual(len(self.box.painted), 2)
        mask.var.set(False)
        mask.switched()  # the maze comes back; the mouse paints no more
        self.click(self.view.cell_centre(1))
        self.assertEqual(len(self.box.painted), 2)
        self.assertTrue(self.canvas_view.canvas.find_withtag("walls"))
        self.assertEqual(self.dialogs.infos, [])

    def test_play_and_mask_painting_work_whichever_part_was_made_first(self):
        for order in (("play", "mask"), ("mask", "play")):
            with self.subTest(order=order):
                self.make(order)
                self.check_play_then_mask()
                self.close_parts()
                self.top.destroy()
                self.top, self.parts = None, {}

    def test_a_press_focuses_the_picture_and_with_no_mode_does_nothing_else(self):
        self.make()
        other = tk.Entry(self.top)
        other.pack()
        other.focus_force()
        self.root.update()
        items = self.canvas_view.canvas.find_all()
        self.click(self.view.cell_centre(0))
        self.assertIs(self.root.focus_get(), self.canvas_view.canvas)
        self.assertEqual(self.canvas_view.canvas.find_all(), items)

    def test_a_mode_that_ends_gives_the_pointer_back_only_if_it_holds_it(self):
        self.make()
        seen = []

        class Mode:
            def __init__(self, name):
                self.name = name

            def press(self, event, button):
                seen.append((self.name, "press", button))
                return "break"

            def drag(self, event, button):
                seen.append((self.name, "drag", button))

            def release(self, event, button):
                seen.append((self.name, "release", button))

        first, second = Mode("first"), Mode("second")
        self.view.set_pointer(first)
        self.view.set_pointer(second)
        self.view.drop_pointer(first)  # ended after another took over: no effect
        self.click(self.view.cell_centre(0), button=3, motion=[self.view.cell_centre(1)])
        self.assertEqual(seen, [("second", "press", 3), ("second", "drag", 3),
                                ("second", "release", 3)])
        self.view.drop_pointer(second)
        self.click(self.view.cell_centre(0))
        self.assertEqual(len(seen), 3)


class GeometryTest(ViewCase):
    def test_the_cell_under_a_point_is_the_one_drawn_there_on_every_shape(self):
        for shape in SHAPES:
            with self.subTest(shape=shape):
                maze = self.make(("play",), shape=shape, cols=7, rows=5)
                for cell in range(maze.grid.n):
                    x, y = self.window_xy(self.view.cell_centre(cell))
                    self.assertEqual(self.view.cell_at(x, y), cell)
                self.assertIsNone(self.view.cell_at(-500, -500))
                self.close_parts()
                self.top.destroy()
                self.top, self.parts = None, {}

    def test_no_maze_shown_no_cell(self):
        self.make()
        self.view.forget()
        self.assertIsNone(self.view.cell_at(*self.window_xy(self.view.cell_centre(0))))

    def test_the_walker_and_the_hint_are_rings_on_their_cells(self):
        maze = self.make(("play",), cols=9, rows=7)
        c = self.canvas_view.canvas
        play = self.parts["play"]
        play.var.set(True)
        play.switched()
        for cell in (maze.start, maze.goal):
            self.view.draw_walker([maze.start, cell], cell, play.colours)
            x0, y0, x1, y1 = c.coords("player")
            cx, cy = self.view.cell_centre(cell)
            self.assertAlmostEqual((x0 + x1) / 2, cx, delta=1)
            self.assertAlmostEqual((y0 + y1) / 2, cy, delta=1)
            self.assertAlmostEqual(x1 - x0, 2 * maze_view.WALKER_RADIUS * self.view.cell,
                                   delta=1)
        self.assertEqual(len(c.coords("trail")), 4)
        self.view.show_hint(maze.goal, "#123456")
        x0, y0, x1, y1 = c.coords("hint")
        self.assertAlmostEqual(x1 - x0, 2 * maze_view.HINT_RADIUS * self.view.cell, delta=1)
        self.assertEqual(c.itemcget("hint", "outline"), "#123456")
        self.view.clear_hint()
        self.assertEqual(c.find_withtag("hint"), ())
        self.view.clear_walker()
        self.assertEqual(c.find_withtag("player") + c.find_withtag("trail"), ())

    def test_a_picture_shown_smaller_keeps_cells_under_the_pointer(self):
        maze = self.make(cols=8, rows=6)
        cell, _shrink = self.view.fit_zoom(maze.cols, maze.rows)
        self.view.show(prepare_view(NoTask(), maze, self.doc.settings, cell, 2))
        self.root.update()
        self.assertEqual(self.view.scale(), 0.5)
        for c in range(maze.grid.n):
            x, y = self.view.layout().centre(c)
            self.assertEqual(self.view.cell_centre(c), (x / 2, y / 2))
            self.assertEqual(self.view.cell_at(*self.window_xy((x / 2, y / 2))), c)

    def test_marks_go_on_a_blank_picture_or_over_the_maze_and_come_off(self):
        self.make()
        c = self.canvas_view.canvas
        painter = self.view.marks()
        painter.anim_rects([(0, 0, 5, 5)], "#ff0000", "mark")
        self.assertTrue(c.find_withtag("walls"))
        self.assertEqual(len(c.find_withtag("mark")), 1)
        self.view.clear_marks()
        self.assertEqual(c.find_withtag("mark"), ())
        self.assertTrue(c.find_withtag("walls"))
        painter = self.view.blank(120, 80, "#ffffff")
        self.assertFalse(self.view.shown())
        self.assertEqual(c.find_withtag("walls"), ())
        painter.anim_rects([(0, 0, 5, 5)], "#ff0000", "mark")
        self.assertEqual(len(c.find_withtag("mark")), 1)
        self.view.clear()
        self.assertEqual(c.find_all(), ())


if __name__ == "__main__":
    unittest.main()
