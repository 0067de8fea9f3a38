"""Ends where you put them, in the window (Xvfb in CI): the Start and Goal
fields, and a right-click on a cell that puts the start or the goal there
(the same maze made again, its code carrying the places)."""

from mazetk.maze import build, place_of
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class EndsWindowTest(AppTestCase):
    def right_click(self, cell):
        a = self.app
        c = a.canvas_view.canvas
        x, y = a.view.cell_centre(cell)
        c.event_generate("<ButtonPress-3>", x=int(round(x - c.canvasx(0))),
                         y=int(round(y - c.canvasy(0))))
        self.root.update()
        menu = a.maker.context_menu
        labels = [menu.entrycget(i, "label") for i in range(menu.index("end") + 1)
                  if menu.type(i) == "command"]
        return menu, labels

    def test_the_fields_put_the_ends_and_a_bad_place_is_said_beside_them(self):
        a = self.make_app()
        self.set_fields(cols=9, rows=7, seed="e", start="4,5", goal="7,1")
        a.maker.generate()
        self.settle()
        maze = a.doc.maze
        self.assertEqual((place_of(maze.grid, maze.start), place_of(maze.grid, maze.goal)),
                         ((4, 5), (7, 1)))
        self.assertIn(":c4.5-7.1:", a.panel.vars["code"].get())
        self.assertEqual(maze.grid.passages, build(maze.code).grid.passages)
        self.set_fields(start="9,9")
        a.maker.generate()
        self.settle()
        self.assertIs(a.doc.maze, maze)  # nothing made
        self.assertIn("outside the maze", a.panel.errors["start"].cget("text"))
        self.assert_no_errors()

    def test_a_right_click_puts_the_start_or_the_goal_on_that_cell(self):
        a = self.make_app()
        self.set_fields(cols=8, rows=6, seed="r", algorithm="wilson")
        a.maker.generate()
        self.settle()
        first = a.doc.maze
        cell = first.grid.n // 2 + 3
        menu, labels = self.right_click(cell)
        self.assertEqual(labels, ["Put the start here", "Put the goal here",
                                  "Start and goal by Endpoints"])
        self.assertEqual(menu.entrycget(2, "state") if menu.type(2) == "command"
                         else menu.entrycget(3, "state"), "disabled")  # nothing chosen yet
        self.set_fields(cols=20)  # typed since: the maze's own settings are kept
        menu.invoke(0)
        menu.unpost()
        self.settle()
        maze = a.doc.maze
        self.assertEqual((maze.start, maze.goal), (cell, first.goal))
        self.assertEqual(maze.cols, 8)
        self.assertEqual(a.panel.vars["start"].get(), "%d,%d" % place_of(maze.grid, cell))
        # the same carving, only the openings moved
        plain = build(MazeSpec(8, 6, "wilson", seed="r"))
        moved = [c for c, (x, y) in enumerate(zip(maze.grid.passages, plain.grid.passages))
                 if x != y]
        self.assertEqual(moved, [plain.start])  # its opening closed; an inner start has none
        self.assertEqual(build(maze.code).start, cell)
        # the goal onto a corner, then both by the rule again
        menu, labels = self.right_click(0)
        menu.invoke(1)
        menu.unpost()
        self.settle()
        self.assertEqual((a.doc.maze.start, a.doc.maze.goal), (cell, 0))
        menu, labels = self.right_click(5)
        menu.invoke(3 if menu.type(2) == "separator" else 2)
        menu.unpost()
        self.settle()
        self.assertEqual((a.doc.maze.start, a.doc.maze.goal), (first.start, first.goal))
        self.assertEqual(a.panel.vars["start"].get(), "")
        self.assert_no_errors()


class WalkerMenuTest(AppTestCase):
    def test_in_play_shift_f10_puts_an_end_where_the_walker_stands(self):
        a = self.make_app()
        self.set_fields(cols=8, rows=6, seed="k", algorithm="backtracker")
        a.maker.generate()
        self.settle()
        first = a.doc.maze
        a.play.var.set(True)
        a.play.switched()
        self.settle()
        self.assertTrue(a.play.playing())
        for key in ("Right", "Down", "Left", "Up"):  # one step, whichever way is open
            self.key(key)
            if a.play.walk.cell != first.start:
                break
        here = a.play.walk.cell
        self.assertNotEqual(here, first.start)
        self.canvas().event_generate("<Shift-F10>")
        self.root.update()
        menu = a.maker.context_menu
        self.assertEqual(menu.entrycget(0, "label"), "Put the start here")
        menu.invoke(1)  # the goal here
        menu.unpost()
        self.settle()
        self.assertEqual((a.doc.maze.start, a.doc.maze.goal), (first.start, here))
        self.assertEqual(build(a.doc.maze.code).goal, here)


class SymmetryWindowTest(AppTestCase):
    def test_the_symmetry_field_makes_a_symmetric_maze_and_says_which_sizes_work(self):
        a = self.make_app()
        self.set_fields(cols=9, rows=9, seed="s", algorithm="wilson", symmetry="rotate4")
        a.maker.generate()
        self.settle()
        maze = a.doc.maze
        self.assertIn("9x9s4:", a.panel.vars["code"].get())
        self.assertEqual(maze.grid.passages, build(MazeSpec(9, 9, "wilson", seed="s",
                                                            symmetry="rotate4")).grid.passages)
        # the generators that work along rows are not offered
        self.assertNotIn("eller", a.panel.algorithm_box.ids)
        self.assertIn("wilson", a.panel.algorithm_box.ids)
        self.set_fields(cols=10)
        a.maker.generate()
        self.settle()
        self.assertIs(a.doc.maze, maze)
        self.assertIn("7 x 7", a.panel.errors["symmetry"].cget("text"))
        # a shape that cannot be symmetric turns the field off
        self.set_fields(shape="hex")
        self.root.update()
        self.assertEqual(a.panel.vars["symmetry"].get(), "none")
        self.assertTrue(a.panel.widgets["symmetry"].instate(["disabled"]))
        self.assert_no_errors()
