"""Recursive division (mazetk.generate.division)."""

import random
import unittest

from mazetk.generate import ALGORITHMS, carve
from mazetk.generate.division import division
from mazetk.grids import SquareGrid

from .mazechecks import assert_not_uniform, dead_end_share, perfect_on_squares, sha


class DivisionTest(unittest.TestCase):
    def test_perfect_at_every_size_either_way(self):
        for weighted in (0, 1):
            perfect_on_squares(self, "division", weighted)

    def test_walls_go_up_inside_their_chamber(self):
        g = SquareGrid(10, 7)
        chamber = None
        for step in division(g, random.Random(1)):
            if step[0] == "chamber":
                (r0, c0), (r1, c1) = g.rc(step[1]), g.rc(step[2])
                chamber = (r0, c0, r1, c1)
            else:
                self.assertEqual(step[0], "wall")
                for cell in step[1:]:
                    r, c = g.rc(cell)
                    self.assertTrue(chamber[0] <= r <= chamber[2]
                                    and chamber[1] <= c <= chamber[3])

    def test_weighted_orientation(self):
        self.assertEqual(ALGORITHMS["division"].param.default, 1)
        weighted = dead_end_share("division", 1)
        longer_side = dead_end_share("division", 0)
        self.assertTrue(0.22 < weighted < 0.25, weighted)  # Daedalus: about 23 %
        self.assertTrue(0.26 < longer_side < 0.285, longer_side)
        self.assertEqual(sha(carve(SquareGrid(30, 20), random.Random(2), "division")),
                         sha(carve(SquareGrid(30, 20), random.Random(2), "division", 1)))

    def test_not_uniform(self):
        assert_not_uniform(self, "division")


if __name__ == "__main__":
    unittest.main()
