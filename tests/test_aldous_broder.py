"""Aldous-Broder (mazetk.generate.aldous_broder)."""

import random
import unittest

from mazetk.generate.aldous_broder import aldous_broder
from mazetk.grids import make

from .mazechecks import (SIZES, TREES_3X3, chi_square_limit, perfect_everywhere,
                         tree_chi_square)


class AldousBroderTest(unittest.TestCase):
    def test_perfect_on_every_shape(self):
        perfect_everywhere(self, "aldous-broder", sizes=SIZES[:-1])

    def test_uniform_over_all_spanning_trees(self):
        samples = TREES_3X3 * 40
        seen, chi = tree_chi_square("aldous-broder", samples)
        self.assertEqual(seen, TREES_3X3)
        self.assertLess(chi, chi_square_limit(TREES_3X3 - 1))

    def test_one_walk_carving_into_each_cell_it_enters_first(self):
        grid = make("hex", 7, 6)
        seen, at = set(), None
        for step in aldous_broder(grid, random.Random(8)):
            if step[0] == "carve":
                self.assertEqual(step[1], at)
                self.assertNotIn(step[2], seen)
                at = step[2]
            else:
                self.assertEqual(step[0], "visit")
                self.assertTrue(at is None or step[1] in seen)
                at = step[1]
            seen.add(at)
        self.assertEqual(len(seen), grid.n)


if __name__ == "__main__":
    unittest.main()
