"""Wilson's walks without steps equal the step version
(mazetk.generate.wilson_fast against mazetk.generate.wilson)."""

import random
import unittest
from collections import deque
from unittest import mock

from mazetk import grids
from mazetk.generate import carve, steps, wilson_fast
from mazetk.grids import weave as weaving
from mazetk.grids.masked import MaskedGrid
from mazetk.masks import mask as masks

from .mazechecks import SHAPES, agree, check_tree, fast_equals_steps_everywhere, masked
from .test_weave import assert_spanning_tree


class SameAsStepsTest(unittest.TestCase):
    def test_every_shape_size_strip_and_mask(self):
        fast_equals_steps_everywhere(self, "wilson")

    def test_walks_across_many_blocks_of_draws(self):
        # One 64-bit word a block: walks cross thousands of block boundaries,
        # and on hex and triangle grids the draws naming no side are dropped.
        with mock.patch.object(wilson_fast, "_WILSON_BLOCK", 1):
            for shape in SHAPES:
                for seed in range(3):
                    with self.subTest(shape=shape, seed=seed):
                        agree(self, lambda: grids.make(shape, 23, 19), "wilson", seed)
                full = grids.make(shape, 27, 23)
                on = masks.outline("heart", full).on
                with self.subTest(shape=shape, outline="heart"):
                    agree(self, lambda: MaskedGrid(full, on), "wilson", 1)

    def test_woven_squares_with_blocks_of_every_size(self):
        # the tunnels too; with one word a block, a tunnel's word often lies
        # in the next block, and walks cross thousands of block boundaries
        for block in (1, 3, wilson_fast._WOVEN_BLOCK):
            with mock.patch.object(wilson_fast, "_WOVEN_BLOCK", block):
                for cols, rows in ((1, 1), (1, 7), (7, 1), (2, 2), (3, 3), (17, 12), (31, 26)):
                    for weave in (1, 50, 100):
                        for seed in range(3):
                            with self.subTest(block=block, size=(cols, rows), weave=weave,
                                              seed=seed):
                                a, b = weaving.make("square", cols, rows, weave), \
                                    weaving.make("square", cols, rows, weave)
                                agree(self, iter((a, b)).__next__, "wilson", seed)
                                self.assertEqual(a.tunnels(), b.tunnels())
                                self.assertEqual(a.nbr, b.nbr)
        grid = weaving.make("square", 60, 50, 100)
        self.assertIsNotNone(wilson_fast.variant(grid, random.Random(3)))
        carve(grid, random.Random(3), "wilson")
        self.assertGreater(len(grid.tunnels()), 50)  # the walk does dig tunnels
        assert_spanning_tree(self, grid)

    def test_large_mazes_are_spanning_trees(self):
        for shape in ("square", "hex", "triangle", "upsilon"):
            with self.subTest(shape=shape):
                check_tree(self, carve(grids.make(shape, 120, 97), random.Random(7), "wilson"))


class VariantTest(unittest.TestCase):
    def test_grids_of_places_in_rows_have_a_walk(self):
        for shape in ("square", "hex", "triangle", "upsilon"):
            for make in (lambda: grids.make(shape, 12, 10), masked(shape, 12, 10, 1)):
                grid = make()
                with self.subTest(grid=grid):
                    deque(wilson_fast.variant(grid, random.Random(1)), maxlen=0)
                    check_tree(self, grid)

    def test_no_walk_for_a_circle_or_a_generator_without_state(self):
        self.assertIsNone(wilson_fast.variant(grids.make("circle", 6, 6), random.Random(1)))
        self.assertIsNone(wilson_fast.variant(masked("circle", 8, 8, 1)(), random.Random(1)))
        self.assertIsNone(wilson_fast.variant(grids.make("square", 6, 6),
                                              random.SystemRandom()))

    def test_the_list_walk_on_square_hex_and_triangle_grids(self):
        # list_walk serves upsilon; square, hex and triangle take the lattice
        # walk, but must give the same maze through the list walk too.
        for shape in ("square", "hex", "triangle"):
            for make in (lambda: grids.make(shape, 17, 12), masked(shape, 17, 12, 2)):
                for seed in range(3):
                    a, b = make(), make()
                    ra, rb = random.Random(seed), random.Random(seed)
                    deque(steps(a, ra, "wilson"), maxlen=0)
                    deque(wilson_fast.list_walk(b, rb), maxlen=0)
                    with self.subTest(grid=a, seed=seed):
                        self.assertEqual(a.passages, b.passages)
                        self.assertEqual(ra.random(), rb.random())


if __name__ == "__main__":
    unittest.main()
