"""Work off the event loop: Task threads and the work the window gives them (no Tk)."""

import threading
import unittest

from mazetk.generate import ALGORITHMS
from mazetk.gui import work
from mazetk.gui.tasks import Task
from mazetk.maze import build
from mazetk.settings import Settings
from mazetk.spec import MazeSpec


def finished(task, timeout=30):
    task.join(timeout)
    assert task.done, "the task did not end"
    return task


class TaskTest(unittest.TestCase):
    def test_result_and_progress(self):
        def job(task):
            for i in range(5):
                task.step(i / 4.0, "step %d" % i)
            task.step(7.0)  # clamped
            return "made"
        task = finished(Task(job, "Job").start())
        self.assertEqual((task.result, task.error, task.cancelled), ("made", None, False))
        self.assertEqual((task.fraction, task.text), (1.0, "step 4"))

    def test_error_is_kept_with_details(self):
        def job(task):
            raise ValueError("bad input")
        task = finished(Task(job).start())
        self.assertIsInstance(task.error, ValueError)
        self.assertIn("bad input", task.details)
        self.assertIsNone(task.result)

    def test_cancel_stops_the_work_at_its_next_step(self):
        started, steps = threading.Event(), []

        def job(task):
            started.set()
            while True:
                task.step()
                steps.append(1)
        task = Task(job).start()
        self.assertTrue(started.wait(10))
        task.cancel()
        finished(task)
        self.assertTrue(task.cancelled)
        self.assertIsNone(task.error)
        count = len(steps)
        task.join(0.05)
        self.assertEqual(len(steps), count)

    def test_gc_is_back_on_after_a_task(self):
        import gc
        self.assertTrue(gc.isenabled())
        finished(Task(lambda task: 1).start())
        self.assertTrue(gc.isenabled())

    def test_garbage_from_before_a_task_is_still_collected(self):
        """Issue 21: a closed window's reference cycles must not outlive it
        because a task finished meanwhile (gc.freeze kept them forever)."""
        import gc
        import weakref

        class Node:
            pass
        node = Node()
        node.me = node  # a cycle: only the collector frees it
        gone = weakref.ref(node)
        del node
        finished(Task(lambda task: 1).start())
        gc.collect()
        self.assertIsNone(gone(), "a cycle made before the task was kept forever")
        self.assertEqual(gc.get_freeze_count(), 0)


class Recorder:
    """A stand-in task that records the progress reports."""

    def __init__(self):
        self.reports = []

    def step(self, fraction=None, text=None):
        self.reports.append((fraction, text))


class WorkTest(unittest.TestCase):
    def test_make_maze_is_build_for_every_algorithm(self):
        for name in ALGORITHMS:
            for seed in ("w1", "w2"):
                spec = MazeSpec(13, 8, name, seed=seed, braid=20, endpoints="farthest").validate()
                rec = Recorder()
                maze, view = work.make_maze(rec, spec, Settings(), 10)
                want = build(spec)
                self.assertEqual(maze.grid.passages, want.grid.passages, name)
                self.assertEqual((maze.start, maze.goal, maze.code), (want.start, want.goal,
                                                                      want.code))
                self.assertIsNotNone(maze.seconds)
                drawing, image, solution, cell, settings = view
                self.assertEqual((image, solution, cell), (None, None, 10))
                fractions = [f for f, _ in rec.reports if f is not None]
                self.assertEqual(fractions, sorted(fractions))

    def test_progress_reports_for_a_big_maze(self):
        spec = MazeSpec(150, 150, "prim", seed="big").validate()
        rec = Recorder()
        maze, view = work.make_maze(rec, spec, Settings(show_solution=True), 3)
        self.assertEqual(maze.grid.passages, build(spec).grid.passages)
        self.assertGreater(sum(1 for f, t in rec.reports if t and t.startswith("Generating")), 1)
        self.assertEqual(len(view[2]), 1)  # the solution layer was prepared

    def test_big_mazes_come_as_an_image(self):
        spec = MazeSpec(400, 260, "sidewinder", seed="img").validate()
        self.assertGreater(400 * 260, work.IMAGE_CELLS)
        maze, (drawing, image, _, _, _) = work.make_maze(Recorder(), spec, Settings(), 2)
        self.assertTrue(image)
        self.assertEqual(sum(1 for y, data in image), len(image))

    def test_a_big_square_picture_is_the_records_picture(self):
        """The big-maze picture made from the passage bits (no records) is,
        pixel for pixel, the rasterised Scene, shrunk or not."""
        from mazetk import export, scene
        for look, cell, shrink in (("lines", 3, 1), ("lines", 2, 2), ("blocks", 2, 4)):
            maze = build(MazeSpec(330, 310, "backtracker", seed=look))
            settings = Settings(look=look)
            drawing, image, _, _, _ = work.prepare_view(Recorder(), maze, settings, cell, shrink)
            full = scene.build(maze, settings.style(cell))
            palette, pixels = export.rasterise(full)
            if shrink > 1:
                w, h, planes = work.shrink_picture(full.width, full.height, palette, pixels,
                                                   shrink)
                want = list(work.rgb_strips(w, h, planes))
            else:
                want = list(export.ppm_strips(full.width, full.height, palette, pixels))
            self.assertEqual(image, want, (look, cell, shrink))

    def test_a_big_shape_picture_is_the_records_picture(self):
        """A big maze of a sloped shape is painted from its grid (no wall
        records): the picture is the fully built Scene's, and the Canvas
        gets only what it draws over it (markers, title), no walls."""
        from mazetk import analysis, export, scene
        for shape, cols, rows in (("hex", 180, 130), ("triangle", 230, 100),
                                  ("upsilon", 150, 150)):
            maze = build(MazeSpec(cols, rows, "backtracker", seed=shape, shape=shape))
            self.assertGreater(maze.grid.n, work.SMOOTH_IMAGE_CELLS)
            settings = Settings(heat_map=shape == "upsilon")
            for shrink in (1, 2):
                drawing, image, _, _, _ = work.prepare_view(Recorder(), maze, settings, 4, shrink)
                heat = analysis.heat_of(maze) if settings.heat_map else None
                full = scene.build(maze, work.window_style(settings, 4), cells=heat)
                records = scene.Scene(full.width, full.height, full.background,
                                      list(full.items), full.maze_box)
                records.smooth = True
                palette, pixels = export.rasterise(records)
                if shrink > 1:
                    w, h, planes = work.shrink_picture(full.width, full.height, palette,
                                                       pixels, shrink)
                    want = list(work.rgb_strips(w, h, planes))
                else:
                    want = list(export.ppm_strips(full.width, full.height, palette, pixels))
                self.assertEqual(image, want, (shape, shrink))
                layers = {item.layer for item in drawing.items}
                self.assertNotIn("walls", layers)
                if shrink == 1:  # a shrunk picture has its markers in it
                    self.assertIn("markers", layers)

    def test_the_window_draws_in_the_settings_palette_and_solution_line(self):
        from mazetk.scene import palette
        for name in palette.NAMES:
            for line in ("solid", "dashed"):
                settings = Settings(palette=name, solution_style=line, show_solution=True)
                style = work.window_style(settings, 12)
                self.assertEqual((style.palette, style.solution_style, style.cell),
                                 (name, line, 12))
                self.assertEqual(style.background, palette.get(name).background)
                maze = build(MazeSpec(9, 7, seed=name))
                drawing, image, solution, _, _ = work.prepare_view(Recorder(), maze, settings,
                                                                   12)
                self.assertEqual(drawing.background, palette.get(name).background)
                (way,) = solution
                self.assertEqual(way.color, palette.get(name).solution)
                self.assertEqual(way.dash is not None, line == "dashed")

    def test_the_heat_map_is_shaded_in_the_palette(self):
        from mazetk import analysis
        from mazetk.scene import palette
        maze = build(MazeSpec(9, 7, seed="heat"))
        for name in palette.NAMES:
            drawing = work.prepare_view(Recorder(), maze, Settings(palette=name, heat_map=True),
                                        12)[0]
            shades = {item.fill for item in drawing.items if item.layer == "cells"}
            self.assertEqual(shades, set(analysis.heat_of(maze, name).values()), name)

    def test_a_shrunk_picture_keeps_its_colours_and_dashes_in_proportion(self):
        from mazetk.scene import palette
        maze = build(MazeSpec(330, 310, "backtracker", seed="dark"))
        settings = Settings(palette="dark", solution_style="dashed", show_solution=True)
        full = work.prepare_view(Recorder(), maze, settings, 8)[2][0]
        for shrink in (1, 2, 4):
            drawing, image, solution, _, _ = work.prepare_view(Recorder(), maze, settings, 8,
                                                               shrink)
            self.assertEqual(drawing.background, palette.get("dark").background)
            (way,) = solution
            self.assertEqual(way.color, palette.get("dark").solution)
            self.assertEqual(way.dash, tuple(d / shrink for d in full.dash))
            self.assertEqual(way.points[0], tuple(v / shrink for v in full.points[0]))
            first = image[0][1]
            corner = first[first.index(b"255\n") + 4:][:3]  # the top left pixel: background
            # (shrinking averages quarters of each value: the last bits may go)
            self.assertLess(palette.distance("#%02x%02x%02x" % tuple(corner),
                                             palette.get("dark").background), 2.0)

    def test_find_maze_gives_up_politely(self):
        spec = MazeSpec(3, 1, seed="x").validate()
        maze, view, tries = work.find_maze(Recorder(), spec, Settings(difficulty="hard"), 10)
        self.assertIsNone(maze)
        self.assertEqual(tries, work.SEARCH_TRIES)

    def test_sentences(self):
        self.assertEqual(work.sentence(ValueError("cols must be 1")), "Cols must be 1.")
        self.assertEqual(work.sentence(OSError("done!")), "Done!")
        self.assertEqual(work.sentence(KeyError()), "KeyError.")
        self.assertEqual(work.seconds_text(0.0123), "12 ms")
        self.assertEqual(work.seconds_text(2.5), "2.50 s")


if __name__ == "__main__":
    unittest.main()
