"""Prim's spanning tree algorithm over random weights (mazetk.generate.true_prim)."""

import random
import unittest
from unittest import mock

from mazetk.generate import carve, true_prim as module
from mazetk.grids import make

from .mazechecks import perfect_everywhere, sha


class TruePrimTest(unittest.TestCase):
    def test_perfect_on_every_shape(self):
        perfect_everywhere(self, "true-prim")

    def test_the_same_maze_whatever_its_bands(self):
        # One band is the plain heap of every entry; more bands keep the high
        # weights waiting aside, and must change nothing in the maze.
        for shape in ("square", "hex", "triangle"):
            for seed in range(3):
                whole = {}
                for bands in (1, 2, 256, 4096):
                    with mock.patch.object(module, "_PRIM_BANDS", bands):
                        grid = carve(make(shape, 41, 37), random.Random(seed), "true-prim")
                    whole[bands] = sha(grid)
                with self.subTest(shape=shape, seed=seed):
                    self.assertEqual(len(set(whole.values())), 1, whole)

    def test_each_carve_joins_a_frontier_cell_to_the_tree(self):
        grid = make("hex", 10, 8)
        inside = set()
        for step in module.true_prim(grid, random.Random(5)):
            if step[0] == "visit":
                inside.add(step[1])
            elif step[0] == "carve":
                self.assertIn(step[1], inside)
                self.assertNotIn(step[2], inside)
                inside.add(step[2])
        self.assertEqual(len(inside), grid.n)


if __name__ == "__main__":
    unittest.main()
