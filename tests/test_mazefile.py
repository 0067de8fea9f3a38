"""The facade the fronts use: the reader's and the writers' names, and round
trips through it (the reader and writers have their own tests)."""

import json
import unittest

from mazetk.files import mazefile, mazeread, mazewrite
from mazetk.generate import ALGORITHMS
from mazetk.maze import build
from mazetk.grids import SHAPES
from mazetk.spec import MazeSpec

from .helpers import same_maze


class FacadeTest(unittest.TestCase):
    def test_the_names_are_the_reader_and_the_writers(self):
        for name in mazefile.__all__:
            with self.subTest(name=name):
                here = getattr(mazefile, name)
                there = [getattr(m, name) for m in (mazeread, mazewrite) if hasattr(m, name)]
                if name != "matrix_lines":
                    self.assertEqual(there, [here])
        self.assertTrue(issubclass(mazefile.MazeFileError, ValueError))

    def test_text_and_json_round_trip_every_algorithm(self):
        for name in ALGORITHMS:
            for ends in ("corners", "random", "farthest"):
                m = build(MazeSpec(9, 5, name, seed=1, endpoints=ends, braid=10))
                same_maze(self, mazefile.from_text(mazefile.to_text(m)), m)
                back = mazefile.from_json(mazefile.to_json(m, solution=True))
                same_maze(self, back, m)
                self.assertEqual(back.code, m.code)

    def test_json_round_trips_every_shape(self):
        for shape in SHAPES:
            m = build(MazeSpec(7, 6, "backtracker", seed=5, braid=20, shape=shape))
            text = mazefile.to_json(m, solution=True)
            self.assertEqual(json.loads(text)["shape"], shape)
            same_maze(self, mazefile.loads(text.encode("ascii")), m)


if __name__ == "__main__":
    unittest.main()
