"""Randomized (simplified) Prim (mazetk.generate.prim)."""

import random
import unittest

from mazetk.generate.prim import prim
from mazetk.grids import make

from .mazechecks import assert_not_uniform, dead_end_share, perfect_everywhere


class PrimTest(unittest.TestCase):
    def test_perfect_on_every_shape(self):
        perfect_everywhere(self, "prim")

    def test_it_grows_from_one_cell_through_its_frontier(self):
        grid = make("upsilon", 9, 7)
        inside, frontier = set(), set()
        for step in prim(grid, random.Random(2)):
            if step[0] == "visit":
                inside.add(step[1])
            elif step[0] == "frontier":
                self.assertNotIn(step[1], inside | frontier)
                frontier.add(step[1])
            else:
                a, b = step[1], step[2]
                self.assertIn(a, inside)
                self.assertIn(b, frontier)
                frontier.discard(b)
                inside.add(b)
        self.assertEqual((len(inside), frontier), (grid.n, set()))

    def test_short_branches_many_dead_ends(self):
        self.assertTrue(0.34 < dead_end_share("prim", None) < 0.37)
        assert_not_uniform(self, "prim")


if __name__ == "__main__":
    unittest.main()
