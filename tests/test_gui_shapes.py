"""The window makes, shows, solves and reopens mazes of every shape."""

import os
import unittest

from mazetk import scene
from mazetk.files import mazefile
from mazetk.gui.canvas_view import dash_pattern
from mazetk.export.display import window_style
from mazetk.maze import build
from mazetk.play import slot_toward
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

    def test_square_only_formats_wait_for_a_square_maze(self):
        a = self.make_app()
        for shape, state in (("hex", "disabled"), ("square", "normal")):
            self.set_fields(shape=shape, cols=6, rows=5)
            a.maker.generate()
            self.settle()
            for name in ("export-ascii", "export-txt"):
                menu, index = a.commands.places[name]
                self.assertEqual(str(menu.entrycget(index, "state")), state, (shape, name))
                self.assertIn("square mazes", menu.entrycget(index, "label"))
            menu, index = a.commands.places["export-svg"]
            self.assertEqual(str(menu.entrycget(index, "state")), "normal")

    def test_export_writes_the_plotter_svg_of_a_hex_maze(self):
        a = self.make_app()
        self.set_fields(shape="hex", cols=8, rows=6, seed="pl")
        a.maker.generate()
        self.settle()
        path = os.path.join(self.tmp, "hex-plotter.svg")
        a.dialogs.ask_save_path = lambda fmt, initialfile: path
        menu, index = a.commands.places["export-plotter"]
        menu.invoke(index)
        self.settle()
        with open(path, encoding="utf-8") as f:
            svg = f.read()
        self.assertIn('width="', svg)
        self.assertIn('mm"', svg)
        for group in ('id="walls"', 'id="text"'):
            self.assertIn(group, svg)
        self.assertEqual(self.errors, [])

    def test_opening_a_hex_file_shows_it_and_it_is_played_by_keys(self):
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
        a.play.check.invoke()
        self.root.update()
        self.assertIsNotNone(a.play.walk)
        self.assertIn("Q E Z C", a.status.text())
        grid, way = a.doc.maze.grid, a.doc.maze.solve("bfs").path
        keysyms = {"up": "Up", "down": "Down", "left": "Left", "right": "Right",
                   "up-left": "q", "up-right": "e", "down-left": "z", "down-right": "c"}
        canvas = a.canvas_view.canvas
        for here, there in zip(way, way[1:]):
            want = grid.slot_towards(here, there)
            direction = next(d for d in keysyms if slot_toward(grid, here, d) == want)
            canvas.event_generate("<KeyPress-%s>" % keysyms[direction])
            self.root.update()
            self.assertEqual(a.play.walk.cell, there)
        self.assertTrue(a.play.walk.done)
        self.assertEqual(len(self.infos), 1)
        self.assertIn("100% optimal", self.infos[0][1])
        self.assertEqual(self.errors, [])

    def test_mouse_play_on_every_shape(self):
        a = self.make_app()
        canvas = a.canvas_view.canvas
        for shape in ("hex", "triangle", "circle", "upsilon"):
            self.set_fields(shape=shape, cols=7, rows=6, algorithm="wilson", seed="m")
            a.maker.generate()
            self.settle()
            a.play.check.invoke()
            self.root.update()
            walk = a.play.walk
            self.assertIsNotNone(walk, shape)
            for there in a.doc.maze.solve("bfs").path[1:]:
                x, y = a.view.cell_centre(there)  # where the cell is on the Canvas
                canvas.event_generate("<Button-1>", x=int(x - canvas.canvasx(0)),
                                      y=int(y - canvas.canvasy(0)))
                self.root.update()
                self.assertEqual(walk.cell, there, shape)
            self.assertTrue(walk.done, shape)
            self.assertTrue(canvas.find_withtag("player"))
            a.play.check.invoke()
            self.root.update()
            self.assertIsNone(a.play.walk)
        self.assertEqual(len(self.infos), 4)
        self.assertEqual(self.errors, [])

    def test_growing_and_solving_are_watched_on_every_shape(self):
        a = self.make_app()
        a.animator.speed.set(0)  # a step a second: the test finishes it
        canvas = a.canvas_view.canvas
        for shape in ("hex", "triangle", "circle", "upsilon"):
            for algorithm in ("backtracker", "wilson", "prim", "hunt-and-kill"):
                with self.subTest(shape=shape, algorithm=algorithm):
                    self.set_fields(shape=shape, cols=6, rows=5, algorithm=algorithm,
                                    seed="w", braid=20, endpoints="farthest")
                    a.animator.grow()
                    self.root.update()
                    kinds = {canvas.type(i) for i in canvas.find_withtag("acell")}
                    self.assertEqual(kinds, {"polygon"})
                    self.assertEqual(len(canvas.find_withtag("acell")), a.animator.animation.grid.n)
                    a.animator.finish()
                    self.settle()
                    want = build(MazeSpec(6, 5, algorithm, seed="w", braid=20,
                                          endpoints="farthest", shape=shape))
                    self.assertEqual(a.doc.maze.grid.passages, want.grid.passages)
                    self.assertEqual(canvas.find_withtag("anim"), ())
            a.animator.solve()
            self.assertIsNotNone(a.animator.animation, shape)
            a.animator.finish()
            self.root.update()
            shaded = canvas.find_withtag("apath")
            self.assertEqual(len(shaded), len(a.doc.maze.solve(a.doc.settings.solver).path))
            self.assertEqual({canvas.type(i) for i in shaded}, {"polygon"})
        self.assertEqual(self.errors, [])

    def test_a_dashed_solution_is_drawn_dashed_on_every_shape(self):
        a = self.make_app()
        canvas = a.canvas_view.canvas
        for shape, cols, rows in (("square", 9, 7), ("hex", 9, 7), ("triangle", 9, 7),
                                  ("circle", 7, 7), ("upsilon", 9, 7), ("square", 400, 260)):
            with self.subTest(shape=shape, cols=cols):
                self.set_fields(shape=shape, cols=cols, rows=rows, seed="dash",
                                show_solution=True)
                a.maker.generate()
                self.settle()
                if cols == 400:  # a picture shown smaller: the dashes shrink with it
                    a.view.zoomed = True  # as if the person zoomed out: no refit
                    a.view.redraw((4, 4))
                    self.settle()
                for style in ("dashed", "solid"):
                    a.panel.vars["dashed"].set(style == "dashed")
                    a.doc.change(solution_style=style)
                    a.view.restyle()
                    self.settle()
                    (line,) = canvas.find_withtag("solution")
                    shown = tuple(int(v) for v in str(canvas.itemcget(line, "dash")).split())
                    if style == "solid":
                        self.assertEqual(shown, ())
                        continue
                    (record,) = scene.solution_records(
                        a.doc.maze, window_style(a.doc.settings, a.view.cell))
                    want = dash_pattern(tuple(d / a.view.shrink for d in record.dash))
                    self.assertEqual(shown, want)
                    self.assertTrue(all(1 <= v <= 255 for v in shown))
                    self.assertEqual(a.view.shrink, 4 if cols == 400 else 1)
        self.assertEqual(self.errors, [])


if __name__ == "__main__":
    unittest.main()
