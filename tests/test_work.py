"""The work the window gives its task threads (no Tk): making and finding mazes."""

import unittest

from mazetk.generate import ALGORITHMS
from mazetk.gui import work
from mazetk.maze import build
from mazetk.studio import Settings
from mazetk.spec import MazeSpec

from .helpers import Recorder


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
