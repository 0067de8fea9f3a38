"""The growing tree (mazetk.generate.growing_tree)."""

import random
import unittest

from mazetk.generate import ALGORITHMS, carve
from mazetk.grids import SquareGrid

from .helpers import check_perfect
from .mazechecks import dead_end_share, perfect_everywhere


class GrowingTreeTest(unittest.TestCase):
    def test_perfect_on_every_shape(self):
        perfect_everywhere(self, "growing-tree")

    def test_every_mix(self):
        for mix in (0, 1, 50, 99, 100):
            perfect_everywhere(self, "growing-tree", shapes=("square", "hex"),
                               sizes=[(1, 1), (6, 5)], seeds=2, param=mix)
            g = carve(SquareGrid(20, 20), random.Random(mix), "growing-tree", mix)
            check_perfect(self, g)

    def test_at_0_the_newest_cell_grows_like_the_backtracker(self):
        self.assertLess(dead_end_share("growing-tree", 0), 0.15)

    def test_at_100_it_is_not_prim(self):
        # As documented: random growth of active cells, not Prim's random frontier.
        self.assertTrue(0.26 < dead_end_share("growing-tree", 100) < 0.29)
        self.assertIn("not Prim", ALGORITHMS["growing-tree"].param.help)


if __name__ == "__main__":
    unittest.main()
