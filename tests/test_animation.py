"""Animation, play mode, statistics and difficulty in the real window."""

import os
import time
import tkinter as tk
import unittest

from mazetk import analysis
from mazetk.gui.animation import COLOURS, GrowAnimation, MAX_CELLS, rate_for
from mazetk.generate import ALGORITHMS
from mazetk.maze import build, stepper
from mazetk.play import DIRECTIONS
from mazetk.scene import Style
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class GrowTest(AppTestCase):
    def run_animation(self, timeout=60):
        deadline = time.time() + timeout
        while self.app.animation is not None:
            if time.time() > deadline:
                self.fail("the animation did not end")
            self.root.update()
        self.settle()

    def test_animation_gives_the_same_maze_for_every_algorithm(self):
        a = self.make_app()
        a.speed.set(100)
        a.speed_touched = True  # as if the person had moved the slider
        for name in ALGORITHMS:
            for seed in ("a1", "b2"):
                with self.subTest(algorithm=name, seed=seed):
                    self.set_fields(cols=14, rows=9, algorithm=name, seed=seed, braid=10,
                                    endpoints="farthest")
                    a.animate_growth()
                    self.run_animation()
                    spec = MazeSpec(14, 9, name, seed=seed, braid=10, endpoints="farthest")
                    want = build(spec)
                    self.assertEqual(a.maze.grid.passages, want.grid.passages)
                    self.assertEqual((a.maze.start, a.maze.goal), (want.start, want.goal))
                    self.assertEqual(len(self.canvas().find_withtag("walls")),
                                     len(self.expected_scene().layer("walls")))
                    self.assertEqual(self.canvas().find_withtag("anim"), ())
        self.assert_no_errors()

    def test_the_drawing_follows_every_step(self):
        canvas = tk.Canvas(self.root)
        for name in ALGORITHMS:
            spec = MazeSpec(9, 7, name, seed="draw").validate()
            grid, steps = stepper(spec)
            ended = []
            anim = GrowAnimation(canvas, grid, name, Style(cell=10, wall=2), steps, ended.append)
            anim._advance(10 ** 6)
            self.assertEqual(len(ended), 1, name)
            for (a, b), item in anim.links.items():
                k = grid.slot_towards(a, b)
                shown = canvas.itemcget(item, "state") != "hidden"
                self.assertEqual(shown, not grid.is_open(a, k), (name, a, b))
            fills = {canvas.itemcget(item, "fill") for item in anim.cell_items}
            self.assertEqual(fills, {COLOURS["maze"]}, name)  # every cell ends in the maze
            canvas.delete("all")
        canvas.destroy()

    def test_controls_pause_step_finish(self):
        a = self.make_app()
        self.set_fields(cols=20, rows=20, algorithm="backtracker", seed="ctl")
        a.speed.set(0)  # one step a second: nothing moves on its own here
        a.speed_touched = True
        a.animate_growth()
        a.anim_toggle()
        self.assertFalse(a.animation.playing)
        self.assertEqual(a.play_button.cget("text"), "Run")
        before = a.animation.count
        a.panel.focus_set()
        a.view.canvas.focus_force()
        self.root.update()
        a.view.canvas.event_generate("<KeyPress-period>")
        self.root.update()
        self.assertEqual(a.animation.count, before + 1)
        a.view.canvas.event_generate("<KeyPress-End>")
        self.settle()
        self.assertIsNone(a.animation)
        self.assertEqual(a.maze.grid.passages, build(MazeSpec(20, 20, seed="ctl")).grid.passages)

    def test_generate_or_close_mid_animation_is_safe(self):
        a = self.make_app()
        self.set_fields(cols=40, rows=30, algorithm="wilson", seed="mid")
        a.speed.set(30)
        a.speed_touched = True
        a.animate_growth()
        for _ in range(5):
            self.root.update()
        self.set_fields(cols=10, rows=8, seed="after")
        a.panel.generate_button.invoke()
        self.settle()
        self.assertIsNone(a.animation)
        self.assertEqual(self.canvas().find_withtag("anim"), ())
        self.assertEqual(a.maze.seed, "after")
        a.animate_growth()
        a.stop_animation()
        self.assert_no_errors()

    def test_too_big_to_animate_generates_at_once(self):
        a = self.make_app()
        self.set_fields(cols=250, rows=250, seed="big")
        self.assertGreater(250 * 250, MAX_CELLS)
        a.animate_growth()
        self.settle()
        self.assertIsNone(a.animation)
        self.assertEqual(a.maze.cols, 250)
        self.assertIn("too big to watch", a.status.cget("text"))

    def test_untouched_speed_suits_the_size(self):
        a = self.make_app()
        self.set_fields(cols=10, rows=10, seed="slow")
        a.animate_growth()
        small = a.speed.get()
        a.stop_animation()
        self.set_fields(cols=100, rows=100)
        a.animate_growth()
        self.assertGreater(a.speed.get(), small)
        self.assertAlmostEqual(rate_for(a.speed.get()), 2 * 100 * 100 / 10.0, delta=100)
        self.assertIs(self.root.focus_get(), a.view.canvas)  # Space goes to the animation
        a.stop_animation()

    def test_speed_range(self):
        self.assertAlmostEqual(rate_for(0), 1.0)
        self.assertGreater(rate_for(100), 100000)


class SolveAnimationTest(AppTestCase):
    def test_explored_cells_then_the_way(self):
        a = self.make_app()
        self.set_fields(cols=15, rows=10, seed="solve", algorithm="prim")
        a.generate()
        self.settle()
        a.panel.solver_box.set("Random depth-first")
        a.panel.solver_box.event_generate("<<ComboboxSelected>>")
        a.speed.set(100)
        a.speed_touched = True
        a.animate_solver()
        while a.animation is not None:
            self.root.update()
        self.settle()
        found = a.maze.solve("dfs")
        self.assertEqual(len(self.canvas().find_withtag("explored")), len(set(found.visited)))
        (line,) = self.canvas().find_withtag("solution")
        self.assertEqual(self.canvas().itemcget(line, "state"), "normal")
        self.assertIn("found a way of %d cells" % len(found.path), a.status.cget("text"))


class PlayTest(AppTestCase):
    def key(self, keysym, shift=False):
        widget = self.root.focus_get()
        self.assertIs(widget, self.app.view.canvas, "play keys reach the canvas unclicked")
        widget.event_generate("<%sKeyPress-%s>" % ("Shift-" if shift else "", keysym))
        self.root.update()

    def test_walk_to_the_goal_by_keys(self):
        a = self.make_app()
        self.set_fields(cols=12, rows=9, seed="walk", algorithm="kruskal")
        a.generate()
        self.settle()
        a.play_check.invoke()
        self.root.update()
        self.assertIsNotNone(a.walk)
        path = a.maze.solve("bfs").path
        names = {-a.maze.cols: "Up", a.maze.cols: "Down", 1: "Right", -1: "Left"}
        # a wall: a move that does not exist changes nothing
        blocked = [k for k, s in DIRECTIONS.items() if not a.walk.can_move(s)]
        self.key({"up": "Up", "down": "Down", "left": "Left", "right": "Right"}[blocked[0]])
        self.assertEqual((a.walk.cell, a.walk.moves), (a.maze.start, 0))
        for here, there in zip(path, path[1:]):
            self.key(names[there - here] if there % 2 else
                     {"Up": "w", "Down": "s", "Left": "a", "Right": "d"}[names[there - here]])
        self.assertTrue(a.walk.done)
        self.assertEqual(a.walk.trail, path)
        self.assertEqual(len(self.infos), 1)
        self.assertIn("100% optimal", self.infos[0][1])
        self.assertIn("%d moves" % (len(path) - 1), self.infos[0][1])

    def test_shift_runs_to_the_next_junction(self):
        a = self.make_app()
        self.set_fields(cols=15, rows=12, seed="run", algorithm="backtracker")
        a.generate()
        self.settle()
        a.play_check.invoke()
        self.root.update()
        walk = a.walk
        slot = next(s for s in range(4) if walk.can_move(s))
        keysym = {0: "Up", 1: "Right", 2: "Down", 3: "Left"}[slot]
        self.key(keysym, shift=True)
        cell = walk.cell
        exits = [m for m in a.maze.grid.open_neighbours(cell)]
        self.assertTrue(len(exits) != 2 or cell == a.maze.goal,
                        "Shift+arrow stops only at a junction, a dead end or the goal")
        self.assertGreater(walk.moves, 0)

    def test_hint_and_give_up(self):
        a = self.make_app()
        a.play_check.invoke()
        self.root.update()
        a.hint_button.invoke()
        self.assertEqual(len(self.canvas().find_withtag("hint")), 1)
        a.give_up_button.invoke()
        self.settle()
        self.assertIsNone(a.walk)
        (line,) = self.canvas().find_withtag("solution")
        self.assertEqual(self.canvas().itemcget(line, "state"), "normal")
        self.assertEqual(self.canvas().find_withtag("player"), ())

    def test_no_peeking_and_zoom_keeps_the_game(self):
        a = self.make_app()
        a.panel.solution_check.invoke()
        self.settle()
        a.play_check.invoke()
        self.root.update()
        (line,) = self.canvas().find_withtag("solution")
        self.assertEqual(self.canvas().itemcget(line, "state"), "hidden")
        slot = next(s for s in range(4) if a.walk.can_move(s))
        a.walk.move(slot)
        a.zoom_in()
        self.settle()
        self.assertIsNotNone(a.walk)
        self.assertEqual(a.walk.moves, 1)
        self.assertEqual(len(self.canvas().find_withtag("player")), 1)
        a.panel.solution_check.invoke()  # showing the way gives the game up
        self.settle()
        self.assertIsNone(a.walk)
        self.assertIn("shown in red", a.status.cget("text"))

    def test_typing_in_a_field_does_not_move(self):
        a = self.make_app()
        a.play_check.invoke()
        self.root.update()
        seed = a.panel.widgets["seed"]
        seed.focus_force()
        self.root.update()
        seed.event_generate("<KeyPress-d>")
        self.root.update()
        self.assertEqual(a.walk.moves, 0)


class StatsAndDifficultyTest(AppTestCase):
    def test_statistics_tab_and_heat_map(self):
        a = self.make_app()
        self.set_fields(cols=16, rows=12, seed="stats", algorithm="prim")
        a.generate()
        self.settle()
        a.tabs.select(a.stats_panel)
        self.root.update()
        stats_text = {k: v.cget("text") for k, v in a.stats_panel.values.items()}
        from mazetk.maze import statistics
        want = statistics(a.maze)
        self.assertEqual(stats_text["dead_ends"], str(want["dead_ends"]))
        self.assertEqual(stats_text["solution_length"], str(want["solution_length"]))
        level, _ = analysis.difficulty(a.maze)
        self.assertEqual(a.stats_panel.level.cget("text").lower(), level)
        a.stats_panel.heat_check.invoke()
        self.settle()
        cells = self.canvas().find_withtag("cells")
        self.assertTrue(cells)
        colours = {self.canvas().itemcget(i, "fill") for i in cells}
        self.assertGreater(len(colours), 5)
        path = os.path.join(self.tmp, "heat.png")
        a.ask_save_path = lambda fmt, initialfile: path
        a.export("png")
        self.settle()
        photo = tk.PhotoImage(master=self.root, file=path)
        seen = {photo.get(x, y) for x in range(0, photo.width(), 7)
                for y in range(0, photo.height(), 7)}
        self.assertGreater(len(seen), 8)

    def test_target_difficulty(self):
        a = self.make_app()
        self.set_fields(cols=20, rows=15, seed="target", algorithm="wilson", difficulty="hard")
        a.generate()
        self.settle()
        self.assertEqual(analysis.difficulty(a.maze)[0], "hard")
        self.assertEqual(a.panel.vars["seed"].get(), a.maze.seed)
        self.assertIn("gave hard", a.status.cget("text"))
        self.set_fields(cols=3, rows=1, seed="x", difficulty="hard")
        maze = a.maze
        a.generate()
        self.settle(timeout=120)
        self.assertIs(a.maze, maze)
        self.assertEqual(len(self.infos), 1)
        self.assertIn("None of 200 seeds", self.infos[0][1])


if __name__ == "__main__":
    unittest.main()
