"""The window makes, shows, solves and reopens mazes of every shape."""

import os
import unittest

from mazetk.export import mazefile
from mazetk.maze import build
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class ShapeWindowTest(AppTestCase):
    def test_each_shape_is_generated_drawn_and_solved(self):
        a = self.make_app()
        canvas = a.canvas_view.canvas
        for shape in ("hex", "triangle", "circle", "upsilon", "square"):
            a.panel.vars["shape"].set(shape)
            a.panel.vars["cols"].set("9")
            a.panel.vars["rows"].set("7")
            a.panel.vars["show_solution"].set(True)
            a.panel.on_generate()
            self.settle()
            maze = a.doc.maze
            self.assertEqual(maze.grid.kind, shape)
            self.assertEqual(a.panel.vars["code"].get(), maze.code)
            self.assertTrue(canvas.find_withtag("walls"), shape)
            self.assertTrue(canvas.find_withtag("solution"), shape)
            markers = canvas.find_withtag("markers")
            kinds = {canvas.type(i) for i in markers}
            self.assertEqual(kinds, {"rectangle"} if shape == "square" else {"polygon"})
            # everything drawn lies inside the picture's region
            x0, y0, x1, y1 = canvas.bbox("walls")
            self.assertLessEqual(x1 - x0, a.canvas_view.scene.width + 2)
        self.assertEqual(self.errors, [])

    def test_square_only_choices_are_not_offered(self):
        a = self.make_app()
        a.panel.vars["algorithm"].set("eller")
        a.panel.vars["shape"].set("hex")
        self.settle()
        offered = a.panel.algorithm_box.cget("values")
        self.assertNotIn("Eller", " ".join(offered))
        self.assertEqual(a.panel.vars["algorithm"].get(), "backtracker")
        self.assertEqual(str(a.panel.widgets["look"].cget("state")), "disabled")

    def test_opening_a_hex_file_shows_it_and_play_says_it_waits(self):
        maze = build(MazeSpec(8, 6, "prim", None, "open", shape="hex"))
        path = os.path.join(self.tmp, "hex.json")
        with open(path, "w") as f:
            f.write(mazefile.to_json(maze))
        a = self.make_app()
        a.dialogs.ask_open_path = lambda: path
        a.files.open_maze()
        self.settle()
        self.assertEqual(a.doc.maze.grid.passages, maze.grid.passages)
        self.assertEqual(a.panel.vars["shape"].get(), "hex")
        a.play.start()
        self.assertIsNone(a.play.walk)
        self.assertIn("square mazes", a.status.text())


if __name__ == "__main__":
    unittest.main()
