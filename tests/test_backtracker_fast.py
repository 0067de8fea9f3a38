"""The backtracker without steps equals its step version
(mazetk.generate.backtracker_fast against mazetk.generate.backtracker)."""

import random
import unittest
from collections import deque

from mazetk import grids
from mazetk.generate import backtracker_fast, carve
from mazetk.grids import weave as weaving
from mazetk.grids.masked import MaskedGrid
from mazetk.masks import mask as masks

from .mazechecks import SHAPES, agree, check_tree, fast_equals_steps_everywhere, masked
from .test_weave import assert_spanning_tree


class SameAsStepsTest(unittest.TestCase):
    def test_every_shape_size_strip_and_mask(self):
        fast_equals_steps_everywhere(self, "backtracker")

    def test_outlines(self):
        for shape in SHAPES:
            full = grids.make(shape, 27, 23)
            on = masks.outline("heart", full).on
            with self.subTest(shape=shape):
                agree(self, lambda: MaskedGrid(full, on), "backtracker", 3)

    def test_woven_squares(self):
        # the tunnels too: the same passages, tunnels and draws as the steps
        for cols, rows in ((1, 1), (1, 7), (7, 1), (2, 2), (3, 3), (17, 12), (40, 33)):
            for weave in (1, 50, 100):
                for seed in range(4):
                    with self.subTest(cols=cols, rows=rows, weave=weave, seed=seed):
                        a, b = weaving.make("square", cols, rows, weave), \
                            weaving.make("square", cols, rows, weave)
                        agree(self, iter((a, b)).__next__, "backtracker", seed)
                        self.assertEqual(a.tunnels(), b.tunnels())
                        self.assertEqual(a.nbr, b.nbr)
        grid = carve(weaving.make("square", 60, 50, 100), random.Random(3), "backtracker")
        self.assertGreater(len(grid.tunnels()), 100)  # the walk does dig tunnels
        assert_spanning_tree(self, grid)

    def test_large_mazes_are_spanning_trees(self):
        for shape in ("square", "hex", "triangle", "upsilon"):
            with self.subTest(shape=shape):
                check_tree(self, carve(grids.make(shape, 120, 97), random.Random(7),
                                       "backtracker"))


class VariantTest(unittest.TestCase):
    def test_every_grid_has_a_walk_that_carves_its_maze(self):
        for shape in SHAPES:
            for make in (lambda: grids.make(shape, 12, 10), masked(shape, 12, 10, 1)):
                grid = make()
                with self.subTest(grid=grid):
                    fractions = list(backtracker_fast.variant(grid, random.Random(1)))
                    check_tree(self, grid)
                    self.assertTrue(all(0 <= x < 1 for x in fractions))

    def test_the_walk_on_any_grid_matches_the_lattice_walk(self):
        # the table walk serves upsilon and circles; on the shapes that have
        # a lattice it must give the same maze too
        for shape in ("square", "hex", "triangle"):
            a, b = grids.make(shape, 17, 12), grids.make(shape, 17, 12)
            deque(backtracker_fast.variant(a, random.Random(4)), maxlen=0)
            deque(backtracker_fast.table_walk(b, random.Random(4)), maxlen=0)
            self.assertEqual(a.passages, b.passages, shape)


if __name__ == "__main__":
    unittest.main()
