"""Wilson's algorithm, step version (mazetk.generate.wilson)."""

import random
import unittest

from mazetk.generate.wilson import wilson
from mazetk.grids import make

from .mazechecks import assert_uniform, perfect_everywhere


class WilsonTest(unittest.TestCase):
    def test_perfect_on_every_shape(self):
        perfect_everywhere(self, "wilson")

    def test_uniform_over_all_spanning_trees(self):
        assert_uniform(self, "wilson")

    def test_walks_start_from_cells_outside_and_carve_their_loop_erased_path(self):
        grid = make("triangle", 8, 6)
        in_tree, walk = set(), []
        for step in wilson(grid, random.Random(3)):
            if step[0] == "visit":
                in_tree.add(step[1])
            elif step[0] == "walk":
                if not walk or walk[-1] in in_tree:
                    walk = []
                if step[1] in walk:  # a loop, erased
                    del walk[walk.index(step[1]):]
                walk.append(step[1])
            else:
                self.assertEqual(step[0], "carve")
                a, b = step[1], step[2]
                self.assertNotIn(a, in_tree)
                self.assertEqual(walk[walk.index(a) + 1], b)  # along the erased walk
                in_tree.add(a)
        self.assertEqual(len(in_tree), grid.n)


if __name__ == "__main__":
    unittest.main()
