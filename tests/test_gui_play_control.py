"""Play mode in the real window (Xvfb in CI): the Play switch, walking by keys
and by the mouse on every shape, Hint and Give up, and what is said."""

import unittest

from mazetk.gui.play_control import STOP_WORDS, finish_message, percent
from mazetk.maze import build
from mazetk.play import ARRIVED, DIRECTIONS, Walk, describe
from mazetk.spec import MazeSpec

from .test_app import AppTestCase
from .test_play import Clock


class FinishMessageTest(unittest.TestCase):
    def test_percent_drops_what_says_nothing(self):
        self.assertEqual([percent(v) for v in (100.0, 87.5, 66.66, 0.04)],
                         ["100", "87.5", "66.7", "0"])

    def test_the_goal_says_time_moves_score_and_hints(self):
        maze = build(MazeSpec(8, 6, "backtracker", seed="won"))
        clock = Clock()
        walk = Walk(maze, clock)
        for there in maze.solve("bfs").path[1:]:
            self.assertTrue(walk.move_to(there))
            clock.now += 5
        self.assertTrue(walk.done)
        said = finish_message(walk, 0)
        seconds = int(walk.seconds())
        self.assertGreater(seconds, 60)
        self.assertIn("You reached the goal in %d:%02d with %d moves."
                      % (seconds // 60, seconds % 60, walk.moves), said)
        self.assertIn("The shortest way takes %d moves: 100%% optimal." % walk.shortest, said)
        self.assertNotIn("hint", said)
        self.assertTrue(finish_message(walk, 1).endswith("You used 1 hint."))
        self.assertTrue(finish_message(walk, 3).endswith("You used 3 hints."))


class PlayTest(AppTestCase):
    def key(self, keysym, shift=False):
        widget = self.root.focus_get()
        self.assertIs(widget, self.app.canvas_view.canvas, "play keys reach the canvas unclicked")
        widget.event_generate("<%sKeyPress-%s>" % ("Shift-" if shift else "", keysym))
        self.root.update()

    def test_walk_to_the_goal_by_keys(self):
        a = self.make_app()
        self.set_fields(cols=12, rows=9, seed="walk", algorithm="kruskal")
        a.maker.generate()
        self.settle()
        a.play.check.invoke()
        self.root.update()
        self.assertIsNotNone(a.play.walk)
        path = a.doc.maze.solve("bfs").path
        names = {-a.doc.maze.cols: "Up", a.doc.maze.cols: "Down", 1: "Right", -1: "Left"}
        # a wall: a move that does not exist changes nothing
        blocked = [k for k, s in DIRECTIONS.items() if not a.play.walk.can_move(s)]
        self.key({"up": "Up", "down": "Down", "left": "Left", "right": "Right"}[blocked[0]])
        self.assertEqual((a.play.walk.cell, a.play.walk.moves), (a.doc.maze.start, 0))
        self.assertIn("A wall: no way %s from here." % blocked[0], a.status.text())
        for here, there in zip(path, path[1:]):
            self.key(names[there - here] if there % 2 else
                     {"Up": "w", "Down": "s", "Left": "a", "Right": "d"}[names[there - here]])
            if there != path[-1]:  # each step says where the walker is, and what is there
                self.assertEqual(a.status.text(), describe(a.doc.maze, there))
        self.assertTrue(a.play.walk.done)
        self.assertEqual(a.play.walk.trail, path)
        self.assertEqual(len(self.infos), 1)
        self.assertIn("100% optimal", self.infos[0][1])
        self.assertIn("%d moves" % (len(path) - 1), self.infos[0][1])

    def test_a_click_far_away_walks_the_corridor_and_says_why_it_stopped(self):
        """Issue 20: a click on a cell the walker cannot go straight to did nothing."""
        a = self.make_app()
        canvas = a.canvas_view.canvas
        said = set()
        for shape in ("square", "hex", "triangle", "circle", "upsilon"):
            self.set_fields(shape=shape, cols=9, rows=7, algorithm="backtracker",
                            seed="click", endpoints="corners")
            a.maker.generate()
            self.settle()
            a.play.check.invoke()
            self.root.update()
            maze, walk = a.doc.maze, a.play.walk
            for target in range(0, maze.grid.n, 5):
                if walk.done or target == walk.cell:
                    continue
                with self.subTest(shape=shape, target=target):
                    model = Walk(maze)  # the same walk in the Tk-free model
                    model.trail, model.moves = list(walk.trail), walk.moves
                    taken, why = model.head_for(target)
                    x, y = a.view.cell_centre(target)
                    canvas.event_generate("<Button-1>", x=int(x - canvas.canvasx(0)),
                                          y=int(y - canvas.canvasy(0)))
                    self.root.update()
                    self.assertEqual(walk.trail, model.trail)
                    if walk.done:
                        continue
                    if why == ARRIVED:
                        self.assertEqual(a.status.text(), describe(maze, target))
                    else:
                        self.assertEqual(a.status.text(), STOP_WORDS[why])
                        said.add(why)
                    # the walker's ring is drawn where it stands
                    ring = canvas.coords("player")
                    cx, cy = a.view.cell_centre(walk.cell)
                    self.assertAlmostEqual((ring[0] + ring[2]) / 2, cx, delta=1)
                    self.assertAlmostEqual((ring[1] + ring[3]) / 2, cy, delta=1)
            a.play.check.invoke()
            self.root.update()
        self.assertGreaterEqual(len(said), 3, said)  # junctions, dead ends, walls...
        self.assert_no_errors()

    def test_the_win_is_still_said_after_any_view_toggle(self):
        """Issue 20: after the goal, the heat map put the running game back."""
        a = self.make_app()
        self.set_fields(cols=40, rows=30, seed="won", algorithm="prim")
        a.maker.generate()
        self.settle()
        a.play.check.invoke()
        self.root.update()
        for there in a.doc.maze.solve("bfs").path[1:]:
            self.assertTrue(a.play.walk.move_to(there))
        a.play._moved()
        won, score = a.status.text(), a.legend.text()
        self.assertIn("You reached the goal", won)
        self.assertIn("reached the goal in", score)
        heat, solution = a.panel.vars["heat_map"], a.panel.vars["show_solution"]
        toggles = [("heat", heat, True), ("heat", heat, False), ("solution", solution, True),
                   ("solution", solution, False), ("zoom-in", None, None),
                   ("zoom-out", None, None), ("fit", None, None)]
        for name, var, value in toggles:
            with self.subTest(name, value=value):
                if var is not None:
                    var.set(value)
                a.commands.invoke(name)
                self.settle()
                self.assertEqual(a.doc.settings.heat_map, heat.get())
                self.assertEqual(a.status.text(), won)
                self.assertEqual(a.legend.text(), score)
        a.panel.vars["palette"].set("dark")
        a._look_changed()
        self.settle()
        self.assertEqual((a.status.text(), a.legend.text()), (won, score))
        a.play.check.invoke()  # play ends: the status speaks of the maze again
        self.root.update()
        self.assertNotEqual(a.status.text(), won)
        self.assert_no_errors()

    def test_shift_runs_to_the_next_junction(self):
        a = self.make_app()
        self.set_fields(cols=15, rows=12, seed="run", algorithm="backtracker")
        a.maker.generate()
        self.settle()
        a.play.check.invoke()
        self.root.update()
        walk = a.play.walk
        slot = next(s for s in range(4) if walk.can_move(s))
        keysym = {0: "Up", 1: "Right", 2: "Down", 3: "Left"}[slot]
        self.key(keysym, shift=True)
        cell = walk.cell
        exits = [m for m in a.doc.maze.grid.open_neighbours(cell)]
        self.assertTrue(len(exits) != 2 or cell == a.doc.maze.goal,
                        "Shift+arrow stops only at a junction, a dead end or the goal")
        self.assertGreater(walk.moves, 0)

    def test_hint_and_give_up(self):
        a = self.make_app()
        a.play.check.invoke()
        self.root.update()
        a.play.hint_button.invoke()
        self.assertEqual(len(self.canvas().find_withtag("hint")), 1)
        a.play.give_up_button.invoke()
        self.settle()
        self.assertIsNone(a.play.walk)
        (line,) = self.canvas().find_withtag("solution")
        self.assertEqual(self.canvas().itemcget(line, "state"), "normal")
        self.assertEqual(self.canvas().find_withtag("player"), ())

    def test_no_peeking_and_zoom_keeps_the_game(self):
        a = self.make_app()
        a.panel.solution_check.invoke()
        self.settle()
        a.play.check.invoke()
        self.root.update()
        (line,) = self.canvas().find_withtag("solution")
        self.assertEqual(self.canvas().itemcget(line, "state"), "hidden")
        slot = next(s for s in range(4) if a.play.walk.can_move(s))
        a.play.walk.move(slot)
        a.view.zoom_in()
        self.settle()
        self.assertIsNotNone(a.play.walk)
        self.assertEqual(a.play.walk.moves, 1)
        self.assertEqual(len(self.canvas().find_withtag("player")), 1)
        a.panel.solution_check.invoke()  # showing the way gives the game up
        self.settle()
        self.assertIsNone(a.play.walk)
        self.assertIn("the way through is shown", a.status.text())

    def test_typing_in_a_field_does_not_move(self):
        a = self.make_app()
        a.play.check.invoke()
        self.root.update()
        seed = a.panel.widgets["seed"]
        seed.focus_force()
        self.root.update()
        seed.event_generate("<KeyPress-d>")
        self.root.update()
        self.assertEqual(a.play.walk.moves, 0)


if __name__ == "__main__":
    unittest.main()
