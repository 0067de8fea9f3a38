"""Eller's algorithm (mazetk.generate.eller)."""

import random
import unittest

from mazetk.generate.eller import eller
from mazetk.grids import SquareGrid

from .mazechecks import SIZES, perfect_on_squares


class EllerTest(unittest.TestCase):
    def test_perfect_at_every_size(self):
        perfect_on_squares(self, "eller", sizes=SIZES + [(40, 3)])

    def test_row_by_row(self):
        # every carve stays within a row or goes down one: a row done is done
        g = SquareGrid(11, 8)
        lowest = 0
        for _, a, b in eller(g, random.Random(4)):
            ra, rb = g.rc(a)[0], g.rc(b)[0]
            self.assertIn(rb - ra, (0, 1))
            self.assertGreaterEqual(ra, lowest)
            lowest = ra


if __name__ == "__main__":
    unittest.main()
