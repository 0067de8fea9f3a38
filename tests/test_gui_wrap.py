"""The window's Wrap choice (Xvfb in CI): offered where the shape can wrap,
its refusals said beside it, the maze drawn with its marks, and Play
walking off one edge and back on the other."""

from mazetk.maze import build
from mazetk.play import DIRECTIONS
from mazetk.scene import Text
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class WrapWindowTest(AppTestCase):
    def test_a_torus_is_made_drawn_with_marks_and_played_across_the_edge(self):
        # a seed whose start (the top-left cell) has a passage across an edge
        seed = next(str(s) for s in range(100) if any(
            g.is_open(0, k) and g.crosses(0, k) for g in [build(MazeSpec(
                8, 6, "kruskal", seed=str(s), wrap="xy")).grid] for k in range(4)))
        a = self.make_app()
        self.set_fields(cols=8, rows=6, seed=seed, algorithm="kruskal", wrap="xy")
        a.maker.generate()
        self.settle()
        self.assertEqual(self.errors, [])
        maze = a.doc.maze
        self.assertEqual(maze.grid.wrap, "xy")
        self.assertIn("~xy:", maze.code)
        self.assertIn("~xy:", a.panel.vars["code"].get())
        marks = [i for i in self.expected_scene().items if isinstance(i, Text)]
        self.assertEqual(len(marks), 2 * len(maze.grid.crossings()))
        texts = [self.canvas().itemcget(i, "text") for i in self.canvas().find_all()
                 if self.canvas().type(i) == "text"]
        self.assertTrue(set(t.text for t in marks) <= set(texts), texts)
        # Play: from the start (the top-left cell) across an edge where a passage crosses
        a.play.check.invoke()
        self.root.update()
        walk = a.play.walk
        keys = {"up": "Up", "down": "Down", "left": "Left", "right": "Right"}
        crossing = [d for d, slot in DIRECTIONS.items()
                    if walk.can_move(slot) and maze.grid.crosses(walk.cell, slot)]
        self.assertTrue(crossing)
        here = walk.cell
        self.key(keys[crossing[0]])
        there = maze.grid.neighbour(here, DIRECTIONS[crossing[0]])
        self.assertEqual(walk.cell, there)
        self.assertNotEqual(maze.grid.rc(here), maze.grid.rc(there))
        # the trail breaks at the edge: two lines, neither across the maze
        lines = self.canvas().find_withtag("trail")
        self.assertEqual(len(lines), 2)
        cell = a.view.cell * a.view.scale()
        for line in lines:
            xy = self.canvas().coords(line)
            for x0, y0, x1, y1 in zip(xy[0::2], xy[1::2], xy[2::2], xy[3::2]):
                self.assertLessEqual(abs(x1 - x0) + abs(y1 - y0), cell + 1)

    def test_the_choice_is_off_where_the_shape_cannot_and_a_refusal_is_said_beside_it(self):
        a = self.make_app()
        p = a.panel
        self.set_fields(shape="triangle")
        self.root.update()
        self.assertTrue(p.widgets["wrap"].instate(["disabled"]))
        self.assertEqual(p.vars["wrap"].get(), "none")
        self.set_fields(shape="hex")
        self.root.update()
        self.assertFalse(p.widgets["wrap"].instate(["disabled"]))
        self.set_fields(cols=7, wrap="x")
        self.root.update()
        a.maker.generate()
        self.settle()
        self.assertIn("even number of columns", p.errors["wrap"].cget("text"))
        # with a wrap chosen, the generators that follow the edges are not offered
        self.set_fields(shape="square", cols=10)
        self.root.update()
        self.assertNotIn("eller", p.algorithm_box.ids)
        self.set_fields(wrap="none")
        self.root.update()
        self.assertIn("eller", p.algorithm_box.ids)
