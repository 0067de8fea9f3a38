"""Animation, play mode, statistics and difficulty in the real window."""

import os
import time
import tkinter as tk
import unittest

from mazetk import analysis
from mazetk.scene import palette
from mazetk.gui.animation import LEGENDS, TINTS, MAX_CELLS, colours, legend, rate_for
from mazetk.gui.canvas_view import CanvasView
from mazetk.gui.stats_panel import StatsPanel
from mazetk.gui.growing import GrowAnimation
from mazetk.generate import ALGORITHMS
from mazetk.maze import build, stepper
from mazetk.play import DIRECTIONS, describe
from mazetk.scene import Style
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class GrowTest(AppTestCase):
    def run_animation(self, timeout=60):
        deadline = time.time() + timeout
        while self.app.animator.animation is not None:
            if time.time() > deadline:
                self.fail("the animation did not end")
            self.root.update()
        self.settle()

    def test_animation_gives_the_same_maze_for_every_algorithm(self):
        a = self.make_app()
        a.animator.speed.set(100)
        for name in ALGORITHMS:
            for seed, cols, rows in (("a1", 14, 9), ("b2", 14, 9), ("c3", 1, 7), ("d4", 6, 1)):
                with self.subTest(algorithm=name, seed=seed):
                    self.set_fields(cols=cols, rows=rows, algorithm=name, seed=seed, braid=10,
                                    endpoints="farthest")
                    a.animator.grow()
                    self.run_animation()
                    spec = MazeSpec(cols, rows, name, seed=seed, braid=10, endpoints="farthest")
                    want = build(spec)
                    self.assertEqual(a.doc.maze.grid.passages, want.grid.passages)
                    self.assertEqual((a.doc.maze.start, a.doc.maze.goal), (want.start, want.goal))
                    self.assertEqual(len(self.canvas().find_withtag("walls")),
                                     len(self.expected_scene().layer("walls")))
                    self.assertEqual(self.canvas().find_withtag("anim"), ())
        self.assert_no_errors()

    def test_thick_walls_grow_thick_and_play_on_them(self):
        """Issue 13: the animation and play draw the large print's walls."""
        from mazetk.settings import thick_wall_for
        a = self.make_app()
        a.panel.vars["thick_walls"].set(True)
        self.set_fields(cols=12, rows=9, seed="thick")
        a.animator.speed.set(0)
        a.animator.grow()
        thick = thick_wall_for(a.view.cell)
        self.assertGreater(thick, 1)
        widths = {float(self.canvas().itemcget(i, "width"))
                  for i in self.canvas().find_withtag("anim")
                  if self.canvas().type(i) == "line"}
        self.assertEqual(widths, {float(thick)})
        a.animator.finish()
        self.run_animation()
        self.assertTrue(a.doc.settings.thick_walls)
        self.assertEqual({float(self.canvas().itemcget(i, "width"))
                          for i in self.canvas().find_withtag("walls")}, {float(thick)})
        a.play.var.set(True)
        a.play.switched()
        self.assertEqual(a.play.layout.style.wall, thick)
        a.play.stop()

    def test_the_drawing_follows_every_step(self):
        view = CanvasView(self.root)
        canvas = view.canvas
        for name in ALGORITHMS:
            spec = MazeSpec(9, 7, name, seed="draw").validate()
            grid, steps = stepper(spec)
            ended = []
            anim = GrowAnimation(view.overlay, None, grid, name, Style(cell=10, wall=2), steps,
                                 ended.append)
            anim._advance(10 ** 6)
            self.assertEqual(len(ended), 1, name)
            for (a, b), item in anim.links.items():
                k = grid.slot_towards(a, b)
                shown = canvas.itemcget(item, "state") != "hidden"
                self.assertEqual(shown, not grid.is_open(a, k), (name, a, b))
            fills = {canvas.itemcget(item, "fill") for item in anim.cell_items}
            self.assertEqual(fills, {colours()["maze"]}, name)  # every cell ends in the maze
            canvas.delete("all")
        view.destroy()

    def test_controls_pause_step_finish(self):
        a = self.make_app()
        self.set_fields(cols=20, rows=20, algorithm="backtracker", seed="ctl")
        a.animator.speed.set(0)  # one step a second: nothing moves on its own here
        a.animator.grow()
        a.animator.toggle()
        self.assertFalse(a.animator.animation.playing)
        self.assertEqual(a.animator.play_button.cget("text"), "Run")
        before = a.animator.animation.count
        a.panel.focus_set()
        a.canvas_view.canvas.focus_force()
        self.root.update()
        a.canvas_view.canvas.event_generate("<KeyPress-period>")
        self.root.update()
        self.assertEqual(a.animator.animation.count, before + 1)
        a.canvas_view.canvas.event_generate("<KeyPress-End>")
        self.settle()
        self.assertIsNone(a.animator.animation)
        self.assertEqual(a.doc.maze.grid.passages,
                         build(MazeSpec(20, 20, seed="ctl")).grid.passages)

    def test_generate_or_close_mid_animation_is_safe(self):
        a = self.make_app()
        self.set_fields(cols=40, rows=30, algorithm="wilson", seed="mid")
        a.animator.speed.set(30)
        a.animator.grow()
        for _ in range(5):
            self.root.update()
        self.set_fields(cols=10, rows=8, seed="after")
        a.panel.generate_button.invoke()
        self.settle()
        self.assertIsNone(a.animator.animation)
        self.assertEqual(self.canvas().find_withtag("anim"), ())
        self.assertEqual(a.doc.maze.seed, "after")
        a.animator.grow()
        a.animator.stop()
        self.assert_no_errors()

    def test_too_big_to_animate_generates_at_once(self):
        a = self.make_app()
        self.set_fields(cols=250, rows=250, seed="big")
        self.assertGreater(250 * 250, MAX_CELLS)
        a.animator.grow()
        self.settle()
        self.assertIsNone(a.animator.animation)
        self.assertEqual(a.doc.maze.cols, 250)
        self.assertIn("too big to watch", a.status.text())

    def test_the_speed_is_what_the_person_set_and_is_kept(self):
        """Issue 20: the speed shown went from 1,059 to 60 to 22 steps a second
        between runs, nobody touching it: a run sized the speed to the maze."""
        a = self.make_app()
        words = a.animator.speed_label.cget("text")
        self.assertEqual(words, "1,059 steps a second")  # as it starts
        for cols, rows, seed in ((10, 10, "slow"), (100, 100, "big"), (3, 2, "tiny")):
            self.set_fields(cols=cols, rows=rows, seed=seed)
            a.animator.grow()
            self.assertEqual(a.animator.speed_label.cget("text"), words, (cols, rows))
            self.assertIs(self.root.focus_get(), a.canvas_view.canvas)  # Space: the animation
            a.animator.finish()
            self.settle()
            a.animator.solve()
            a.animator.finish()
            self.assertEqual(a.animator.speed_label.cget("text"), words)
        a.animator.speed_scale.set(30)  # the person moves the slider
        words = a.animator.speed_label.cget("text")
        self.assertEqual(words, "45 steps a second")
        for cols, rows in ((80, 80), (4, 4)):
            self.set_fields(cols=cols, rows=rows)
            a.animator.grow()
            self.assertEqual(a.animator.animation.speed, 30)
            self.assertEqual((a.animator.speed.get(), a.animator.speed_label.cget("text")),
                             (30, words))
            a.animator.stop()
        # and the next session starts where this one left it
        self.assertTrue(a.save_config())
        a.close()
        for child in list(self.root.children.values()):
            child.destroy()
        b = self.make_app()
        self.assertEqual((b.animator.speed.get(), b.animator.speed_label.cget("text")),
                         (30, words))
        path = os.path.join(os.environ["MAZETK_CONFIG_DIR"], "settings.json")
        for bad in ('"fast"', "-3", "101", "true", "null"):
            with open(path, "w") as f:
                f.write('{"speed": %s}' % bad)
            b.close()
            for child in list(self.root.children.values()):
                child.destroy()
            b = self.make_app()
            self.assertEqual(b.animator.speed_label.cget("text"), "1,059 steps a second", bad)

    def test_speed_range(self):
        self.assertAlmostEqual(rate_for(0), 1.0)
        self.assertGreater(rate_for(100), 100000)


class SolveAnimationTest(AppTestCase):
    def watch(self, solver_label, finish):
        a = self.make_app()
        self.set_fields(cols=15, rows=10, seed="solve", algorithm="prim")
        a.maker.generate()
        self.settle()
        a.panel.solver_box.set(solver_label)
        a.panel.solver_box.event_generate("<<ComboboxSelected>>")
        a.animator.speed.set(0 if finish else 100)
        a.animator.solve()
        if finish:
            a.canvas_view.canvas.event_generate("<KeyPress-End>")
        while a.animator.animation is not None:
            self.root.update()
        self.settle()
        return a

    def test_explored_cells_then_the_way(self):
        a = self.watch("Random depth-first", finish=False)
        found = a.doc.maze.solve("dfs")
        self.assertEqual(len(self.canvas().find_withtag("explored")), len(set(found.visited)))
        self.assertEqual(len(self.canvas().find_withtag("apath")), len(found.path))
        self.assertIn("found a way of %d cells" % len(found.path), a.status.text())
        # watching never ticks Show solution by itself
        self.assertFalse(a.panel.vars["show_solution"].get())
        self.assertFalse(a.doc.settings.show_solution)
        for line in self.canvas().find_withtag("solution"):
            self.assertEqual(self.canvas().itemcget(line, "state"), "hidden")

    def test_finish_shades_what_the_whole_run_shades(self):
        shown = {}
        for finish in (False, True):
            a = self.watch("Breadth-first (shortest)", finish)
            c = self.canvas()
            shown[finish] = sorted((tuple(c.coords(i)), c.itemcget(i, "fill"))
                                   for tag in ("explored", "apath") for i in c.find_withtag(tag))
            self.assertEqual(c.itemcget(c.find_withtag("acurrent")[0], "state"), "hidden")
            self.assertFalse(a.panel.vars["show_solution"].get())
            a.close()
            self.app = None
            for child in list(self.root.children.values()):
                child.destroy()
        self.assertEqual(len(shown[True]), len(shown[False]))
        self.assertEqual(shown[True], shown[False])


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
        from mazetk.gui.play_view import STOP_WORDS
        from mazetk.play import ARRIVED, Walk
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
                    x, y = a.play._centre(target)
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
                    cx, cy = a.play._centre(walk.cell)
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


class PaletteColoursTest(unittest.TestCase):
    """Animation and play colours come from the palette, and stay apart in each."""

    def test_every_palette_keeps_what_an_animation_shows_apart(self):
        for name in palette.NAMES:
            scheme, shades = palette.get(name), colours(name)
            self.assertEqual(set(shades), set(TINTS))
            self.assertEqual(shades["maze"], scheme.background)
            for kind in LEGENDS:
                keys = [k for k, _label in LEGENDS[kind]]
                for i, one in enumerate(keys):
                    # shaded cells stand out from the walls (markers differ by shape),
                    # and every colour from the others shown
                    if one not in ("current", "head", "solver", "chamber"):
                        self.assertGreater(palette.distance(shades[one], scheme.wall), 30,
                                           (name, kind, one))
                    for other in keys[i + 1:]:
                        self.assertGreater(palette.distance(shades[one], shades[other]), 25,
                                           (name, kind, one, other))
                self.assertEqual([c for c, _label in legend(kind, name)],
                                 [shades[k] for k in keys])
            for key in ("trail", "walker", "hint", "current", "path", "solver", "head",
                        "walkline"):
                # markers and lines over the maze never vanish into its ground
                self.assertGreaterEqual(palette.contrast(shades[key], scheme.background), 3.0,
                                        (name, key))

    def test_legends_speak_words(self):
        self.assertEqual([t for _c, t in legend("backtracker")],
                         ["current cell", "on the stack", "in the maze", "not reached yet"])


class DarkPaletteWindowTest(AppTestCase):
    def test_the_dark_palette_reaches_picture_animations_and_play(self):
        a = self.make_app()
        self.set_fields(cols=12, rows=9, seed="dark", algorithm="backtracker")
        a.maker.generate()
        self.settle()
        a.panel.vars["palette"].set("dark")  # as the person chose it
        a.doc.change(palette="dark")
        a.view.restyle()
        self.settle()
        c, dark, shades = self.canvas(), palette.get("dark"), colours("dark")
        (ground,) = c.find_withtag("background")
        self.assertEqual(c.itemcget(ground, "fill"), dark.background)
        self.assertEqual({c.itemcget(i, "fill") for i in c.find_withtag("walls")}, {dark.wall})
        self.assertLess(palette.luminance(c.cget("background")), 0.2)  # no glare around it
        a.animator.speed.set(0)
        a.animator.grow()
        a.animator.step()
        fills = {c.itemcget(i, "fill") for i in c.find_withtag("acell")}
        self.assertLessEqual(fills, {shades[k] for k in ("unvisited", "stack", "maze")})
        self.assertIn(shades["unvisited"], fills)
        (marker,) = c.find_withtag("acurrent")
        self.assertEqual(c.itemcget(marker, "fill"), shades["current"])
        a.animator.finish()
        self.settle()
        a.animator.solve()
        a.animator.finish()
        self.root.update()
        explored = {c.itemcget(i, "fill") for i in c.find_withtag("explored")}
        self.assertIn(shades["explored"], explored)
        self.assertLessEqual(explored, {shades["explored"], shades["frontier"]})
        self.assertEqual({c.itemcget(i, "fill") for i in c.find_withtag("apath")},
                         {shades["path"]})
        a.play.check.invoke()
        self.root.update()
        a.play.hint_button.invoke()
        self.assertEqual(c.itemcget("trail", "fill"), shades["trail"])
        self.assertEqual(c.itemcget("player", "outline"), shades["walker"])
        self.assertEqual(c.itemcget("hint", "outline"), shades["hint"])
        a.panel.vars["palette"].set("default")
        a.doc.change(palette="default")
        a.view.restyle()  # a new palette mid-game: the walker follows
        self.settle()
        self.assertIsNotNone(a.play.walk)
        self.assertEqual(c.itemcget("player", "outline"), colours()["walker"])
        self.assertEqual(self.errors, [])


class StatsAndDifficultyTest(AppTestCase):
    def test_statistics_tab_and_heat_map(self):
        a = self.make_app()
        self.set_fields(cols=16, rows=12, seed="stats", algorithm="prim")
        a.maker.generate()
        self.settle()
        self.assertIsInstance(a.stats_panel, StatsPanel)
        a.tabs.select(a.stats_panel)
        self.root.update()
        stats_text = {k: v.cget("text") for k, v in a.stats_panel.values.items()}
        from mazetk.maze import statistics
        want = statistics(a.doc.maze)
        self.assertEqual(stats_text["dead_ends"], str(want["dead_ends"]))
        self.assertEqual(stats_text["solution_length"], str(want["solution_length"]))
        level, _ = analysis.difficulty(a.doc.maze)
        self.assertEqual(a.stats_panel.level.cget("text").lower(), level)
        a.stats_panel.heat_check.invoke()
        self.settle()
        cells = self.canvas().find_withtag("cells")
        self.assertTrue(cells)
        colours = {self.canvas().itemcget(i, "fill") for i in cells}
        self.assertGreater(len(colours), 5)
        path = os.path.join(self.tmp, "heat.png")
        a.dialogs.ask_save_path = lambda fmt, initialfile: path
        a.files.export("png")
        self.settle()
        photo = tk.PhotoImage(master=self.root, file=path)
        seen = {photo.get(x, y) for x in range(0, photo.width(), 7)
                for y in range(0, photo.height(), 7)}
        self.assertGreater(len(seen), 8)

    def test_target_difficulty(self):
        a = self.make_app()
        self.set_fields(cols=20, rows=15, seed="target", algorithm="wilson", difficulty="hard")
        a.maker.generate()
        self.settle()
        self.assertEqual(analysis.difficulty(a.doc.maze)[0], "hard")
        self.assertEqual(a.panel.vars["seed"].get(), a.doc.maze.seed)
        self.assertIn("gave a hard maze", a.status.text())
        self.set_fields(cols=3, rows=1, seed="x", difficulty="hard")
        maze = a.doc.maze
        a.maker.generate()
        self.settle(timeout=120)
        self.assertIs(a.doc.maze, maze)
        self.assertEqual(len(self.infos), 1)
        self.assertIn("None of 200 seeds", self.infos[0][1])


if __name__ == "__main__":
    unittest.main()
