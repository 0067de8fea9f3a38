"""What every animation shares (colours, legends, speed, the loop), and the
palette, statistics and difficulty in the real window.  The animation
controls are tested in test_gui_animator.py, play in test_gui_play_control.py."""

import os
import tkinter as tk
import unittest

from mazetk import analysis
from mazetk.scene import palette
from mazetk.gui.animation import LEGENDS, TINTS, Animation, colours, legend, rate_for
from mazetk.gui.stats_panel import StatsPanel

from .test_app import AppTestCase, FakeTimer


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


class Counting(Animation):
    """An animation that records the steps it was given."""

    def __init__(self, steps, on_end, speed=0):
        self.timer = FakeTimer()
        super().__init__(None, self.timer, steps, on_end, speed)
        self.applied = []

    def apply(self, step, draw):
        self.applied.append((step, draw))


def counting(n):
    yield from range(n)
    return "done"


class LoopTest(unittest.TestCase):
    def test_speed_range(self):
        self.assertAlmostEqual(rate_for(0), 1.0)
        self.assertGreater(rate_for(100), 100000)
        self.assertEqual(rate_for(-5), rate_for(0))
        self.assertEqual(rate_for(500), rate_for(100))

    def test_play_pause_step_and_finish_use_every_step_once(self):
        ended = []
        anim = Counting(counting(10), ended.append)
        anim.play()  # a step a second: the first now, the next when the timer fires
        self.assertEqual(anim.applied, [(0, True)])
        self.assertEqual(len(anim.timer.pending), 1)
        anim.timer.fire()
        self.assertEqual(anim.count, 2)
        anim.pause()
        self.assertEqual(anim.timer.pending, {})
        anim.step()
        self.assertEqual((anim.count, anim.playing), (3, False))
        anim.finish()  # the rest at once, not drawn, then the end
        self.assertEqual([s for s, _d in anim.applied], list(range(10)))
        self.assertEqual([d for _s, d in anim.applied[3:]], [False] * 7)
        self.assertEqual((ended, anim.result, anim.ended), (["done"], "done", True))
        anim.play()  # an ended animation stays ended
        self.assertEqual((anim.playing, anim.timer.pending), (False, {}))

    def test_a_fast_speed_runs_many_steps_a_frame_and_stop_abandons(self):
        ended = []
        anim = Counting(counting(10 ** 6), ended.append, speed=100)
        anim.play()
        self.assertEqual(anim.count, int(rate_for(100) / 60))
        anim.stop()
        self.assertEqual((anim.timer.pending, ended), ({}, []))
        anim.step()
        self.assertEqual(anim.count, int(rate_for(100) / 60))


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
