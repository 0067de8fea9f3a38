"""The animation controls in the real window (Xvfb in CI): Watch it grow and
Watch it solve, Pause, Step, Finish, the speed slider and what it keeps."""

import os
import time
import unittest

from mazetk.generate import ALGORITHMS
from mazetk.gui.animation import MAX_CELLS
from mazetk.gui.animator import DEFAULT_SPEED, speed_width
from mazetk.maze import build
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
        from mazetk.studio import thick_wall_for
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
        self.assertEqual(a.view.layout().style.wall, thick)
        a.play.stop()

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


class SpeedTest(AppTestCase):
    def test_a_saved_speed_is_taken_back_and_a_bad_one_is_the_default(self):
        a = self.make_app()
        for saved, want in ((30, 30.0), (0, 0.0), (100, 100.0), ("fast", DEFAULT_SPEED),
                            (True, DEFAULT_SPEED), (-1, DEFAULT_SPEED), (None, DEFAULT_SPEED)):
            a.animator.set_speed(saved)
            self.assertEqual(a.animator.speed.get(), want, saved)
            self.assertEqual(a.animator.kept(), {"speed": want})

    def test_the_speed_words_keep_their_room_at_both_ends(self):
        import tkinter.font as tkfont
        a = self.make_app()
        font, room = tkfont.nametofont("TkDefaultFont"), speed_width()
        for place in (0, 50, 100):
            a.animator.speed.set(place)
            words = a.animator.speed_label.cget("text")
            self.assertLessEqual(font.measure(words), room * font.measure("0"), words)
        self.assertEqual(a.animator.speed_label.cget("text"), "316,228 steps a second")


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


if __name__ == "__main__":
    unittest.main()
