"""Aldous-Broder (mazetk.generate.aldous_broder)."""

import random
import unittest

from mazetk.generate.aldous_broder import aldous_broder
from mazetk.grids import make

from .mazechecks import SIZES, assert_uniform, perfect_everywhere


class AldousBroderTest(unittest.TestCase):
    def test_perfect_on_every_shape(self):
        perfect_everywhere(self, "aldous-broder", sizes=SIZES[:-1])

    def test_uniform_over_all_spanning_trees(self):
        assert_uniform(self, "aldous-broder")

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
