"""Sidewinder (mazetk.generate.sidewinder)."""

import random
import unittest

from mazetk.generate.sidewinder import sidewinder
from mazetk.grids import E, N, SquareGrid

from .mazechecks import assert_not_uniform, perfect_on_squares


class SidewinderTest(unittest.TestCase):
    def test_perfect_at_every_size(self):
        perfect_on_squares(self, "sidewinder")

    def test_each_run_opens_north_once(self):
        g = SquareGrid(15, 10)
        list(sidewinder(g, random.Random(3)))
        self.assertTrue(all(g.is_open(g.cell(0, c), E) for c in range(14)))  # the top row
        for r in range(1, 10):
            runs = [[]]
            for c in range(15):
                runs[-1].append(g.cell(r, c))
                if not g.is_open(g.cell(r, c), E):
                    runs.append([])
            for run in runs[:-1]:
                self.assertEqual(sum(g.is_open(c, N) for c in run), 1, (r, run))

    def test_not_uniform(self):
        assert_not_uniform(self, "sidewinder")


if __name__ == "__main__":
    unittest.main()
