"""Randomized Kruskal (mazetk.generate.kruskal)."""

import random
import unittest
from unittest import mock

from mazetk.generate import carve, kruskal as module
from mazetk.grids import SquareGrid, make

from .mazechecks import perfect_everywhere, sha


class KruskalTest(unittest.TestCase):
    def test_perfect_on_every_shape(self):
        perfect_everywhere(self, "kruskal")

    def test_any_block_of_walls_gives_the_same_maze(self):
        # the walls are listed a block of cells at a time: any block, same maze
        whole = sha(carve(SquareGrid(23, 19), random.Random(5), "kruskal"))
        with mock.patch.object(module, "_BLOCK_CELLS", 7):
            self.assertEqual(sha(carve(SquareGrid(23, 19), random.Random(5), "kruskal")), whole)

    def test_every_carve_joins_two_trees(self):
        grid = make("circle", 6, 6)
        tree = list(range(grid.n))

        def root(c):
            while tree[c] != c:
                c = tree[c]
            return c

        carves = 0
        for step in module.kruskal(grid, random.Random(1)):
            a, b = root(step[1]), root(step[2])
            self.assertNotEqual(a, b)
            tree[a] = b
            carves += 1
        self.assertEqual(carves, grid.n - 1)


if __name__ == "__main__":
    unittest.main()
