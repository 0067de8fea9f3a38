"""The window's Levels field (Xvfb in CI): offered where the shape can
stack floors, a refusal said beside it, the floors drawn on the Canvas,
and Play walking up and down the stairs with Page Up and Page Down."""

from mazetk.maze import build
from mazetk.play import DIRECTIONS
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class LevelsWindowTest(AppTestCase):
    def test_a_maze_of_levels_is_made_drawn_and_walked_up_its_stairs(self):
        a = self.make_app()
        self.set_fields(cols=6, rows=5, seed="2", algorithm="backtracker", levels="3")
        a.maker.generate()
        self.settle()
        self.assertEqual(self.errors, [])
        maze = a.doc.maze
        self.assertEqual(maze.grid.levels, 3)
        self.assertIn("6x5l3:", a.panel.vars["code"].get())
        self.assertEqual(maze.code, build(MazeSpec(6, 5, seed="2", levels=3)).code)
        self.assertTrue(a.panel.widgets["look"].instate(["disabled"]))
        self.assertTrue(a.panel.widgets["weave"].instate(["disabled"]))
        self.assertIn("3 floors of 6 × 5", a.status.text())
        # the Canvas holds the floors' names and two arrows a stair
        canvas = self.canvas()
        names = [canvas.itemcget(i, "text") for i in canvas.find_withtag("legend")
                 if canvas.type(i) == "text"]
        self.assertEqual(names, ["Floor 1", "Floor 2", "Floor 3"])
        self.assertEqual(len(canvas.find_withtag("stairs")), 2 * len(maze.grid.stairs()))
        # the way, once shown, lies under the arrows, as in every export
        a.panel.solution_check.invoke()
        self.settle()
        order = canvas.find_all()  # bottom to top
        ways = [order.index(i) for i in canvas.find_withtag("solution")]
        arrows = [order.index(i) for i in canvas.find_withtag("stairs")]
        self.assertTrue(ways)
        self.assertLess(max(ways), min(arrows))
        # Play along the way: arrows on a floor, Page Up and Page Down between them
        a.play.check.invoke()
        self.root.update()
        walk = a.play.walk
        path = maze.solve().path
        stairs = 0
        for here, there in zip(path, path[1:]):
            slot = maze.grid.slot_towards(here, there)
            if slot >= maze.grid.up:
                self.key("Prior" if slot == maze.grid.up else "Next")
                stairs += 1
                if there != maze.goal:
                    self.assertIn("Floor %d" % (maze.grid.level_of(there) + 1), a.status.text())
            else:
                direction = next(d for d, k in DIRECTIONS.items() if k == slot)
                self.key({"up": "Up", "down": "Down", "left": "Left", "right": "Right"}[direction])
            self.assertEqual(walk.cell, there)
        self.assertGreater(stairs, 0)
        self.assertTrue(walk.done)
        self.assertTrue(self.infos, "the goal says well done")
        self.assert_no_errors()

    def test_the_field_is_off_where_levels_cannot_be_and_a_refusal_is_said(self):
        a = self.make_app()
        p = a.panel
        self.set_fields(shape="circle")
        self.root.update()
        self.assertTrue(p.widgets["levels"].instate(["disabled"]))
        self.set_fields(shape="hex", algorithm="prim")
        self.root.update()
        self.assertFalse(p.widgets["levels"].instate(["disabled"]))
        self.set_fields(shape="square", wrap="x")
        self.root.update()
        self.assertTrue(p.widgets["levels"].instate(["disabled"]))
        self.set_fields(wrap="none", levels="3")
        self.root.update()
        self.assertTrue(p.widgets["wrap"].instate(["disabled"]))
        offered = set(p.algorithm_box.cget("values"))
        self.assertNotIn("Sidewinder", offered)
        self.set_fields(levels="25")
        self.root.update()
        a.maker.generate()
        self.settle()
        self.assertIn("2 to 20", p.errors["levels"].cget("text"))
        self.assert_no_errors()


class PasteAfterLevelsTest(AppTestCase):
    def test_a_pasted_code_is_its_maze_whatever_was_shown(self):
        a = self.make_app()
        for code in ("mz2:12x8w100:backtracker:c:b0:5", "mz2:12x9~xy:backtracker:c:b0:4",
                     "mz2:9x9s4:wilson:c:b0:3"):
            with self.subTest(code=code):
                self.set_fields(cols=8, rows=6, seed="7", levels="3", weave="0",
                                wrap="none", symmetry="none")
                a.maker.generate()
                self.settle()
                self.assertEqual(a.doc.maze.grid.levels, 3)
                self.root.clipboard_clear()
                self.root.clipboard_append(code)
                a.maker.paste_code()
                self.settle()
                self.assertEqual(a.doc.maze.code, code)
        self.assert_no_errors()
