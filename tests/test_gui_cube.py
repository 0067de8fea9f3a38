"""The cube in the window (Xvfb in CI): chosen as a shape, its net drawn
with tabs and folds, the rows field off, and Play walking round its edges."""

import os
import xml.etree.ElementTree as ET

from mazetk.maze import build
from mazetk.play import DIRECTIONS
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class CubeWindowTest(AppTestCase):
    def test_a_cube_is_made_drawn_and_walked_round_its_edges(self):
        a = self.make_app()
        self.set_fields(shape="cube", cols=4, seed="5", algorithm="wilson")
        a.maker.generate()
        self.settle()
        self.assertEqual(self.errors, [])
        maze = a.doc.maze
        self.assertEqual((maze.grid.kind, maze.grid.n), ("cube", 96))
        self.assertEqual(a.panel.vars["code"].get(), "mz2:k4:wilson:c:b0:5")
        self.assertEqual(maze.code, build(MazeSpec(4, 4, "wilson", seed="5", shape="cube")).code)
        self.assertTrue(a.panel.widgets["rows"].instate(["disabled"]))
        self.assertTrue(a.panel.widgets["levels"].instate(["disabled"]))
        self.assertIn("cube of 4 × 4 faces", a.status.text())
        canvas = self.canvas()
        letters = sorted(canvas.itemcget(i, "text") for i in canvas.find_withtag("cells")
                         if canvas.type(i) == "text")
        self.assertEqual(letters, sorted("ABCDEFG" * 2))
        a.play.check.invoke()
        self.root.update()
        walk = a.play.walk
        path = maze.solve().path
        crossed = 0
        for here, there in zip(path, path[1:]):
            slot = maze.grid.slot_towards(here, there)
            crossed += maze.grid.face_of(here) != maze.grid.face_of(there)
            direction = next(d for d, k in DIRECTIONS.items() if k == slot)
            self.key({"up": "Up", "down": "Down", "left": "Left", "right": "Right"}[direction])
            self.assertEqual(walk.cell, there)
        self.assertGreater(crossed, 0)
        self.assertTrue(walk.done)
        self.assert_no_errors()

    def test_export_writes_the_plotter_net_with_its_folds_and_cut(self):
        a = self.make_app()
        self.set_fields(shape="cube", cols=3, seed="p", algorithm="backtracker")
        a.maker.generate()
        self.settle()
        path = os.path.join(self.tmp, "cube-plotter.svg")
        a.dialogs.ask_save_path = lambda fmt, initialfile: path
        menu, index = a.commands.places["export-plotter"]
        self.assertEqual(str(menu.entrycget(index, "state")), "normal")
        menu.invoke(index)
        self.settle()
        layers = [g.get("id") for g in ET.parse(path).iter("{http://www.w3.org/2000/svg}g")]
        self.assertEqual(layers, ["walls", "text", "folds", "cut"])
        # a maze of levels still greys it out
        self.set_fields(shape="square", cols=4, rows=3, levels="2")
        a.maker.generate()
        self.settle()
        self.assertEqual(str(menu.entrycget(index, "state")), "disabled")
        self.assert_no_errors()
