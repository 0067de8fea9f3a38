"""The binary tree (mazetk.generate.binary_tree)."""

import random
import unittest

from mazetk.generate.binary_tree import binary_tree
from mazetk.grids import E, N, SquareGrid

from .mazechecks import assert_not_uniform, perfect_on_squares


class BinaryTreeTest(unittest.TestCase):
    def test_perfect_at_every_size(self):
        perfect_on_squares(self, "binary-tree")

    def test_every_cell_opens_north_or_east(self):
        g = SquareGrid(12, 9)
        carves = list(binary_tree(g, random.Random(2)))
        self.assertEqual(len(carves), g.n - 1)
        for _, a, b in carves:
            self.assertIn(b, (g.neighbour(a, N), g.neighbour(a, E)))
        # so the top row and the east column are corridors
        self.assertTrue(all(g.is_open(g.cell(0, c), E) for c in range(11)))
        self.assertTrue(all(g.is_open(g.cell(r, 11), N) for r in range(1, 9)))

    def test_not_uniform(self):
        assert_not_uniform(self, "binary-tree")


if __name__ == "__main__":
    unittest.main()
