"""The structure every grid shares (mazetk.grids.base)."""

import unittest
from unittest import mock

from mazetk import grids
from mazetk.grids import base as grid_base
from mazetk.grids.base import BORDER, NO_SIDE, inside_convex, mean
from mazetk.grids.masked import MaskedGrid

SIZES = [(1, 1), (1, 7), (7, 1), (2, 2), (2, 3), (3, 2), (4, 4), (5, 4), (6, 5), (7, 8),
         (9, 7), (8, 9), (13, 6)]
ROW_SHAPES = ("square", "hex", "triangle", "upsilon")


class DeclaredTest(unittest.TestCase):
    """Every grid answers the same questions; none needs guessing."""

    def test_every_grid_declares_what_it_may_have(self):
        full = grids.make("hex", 5, 4)
        for grid in [grids.make(shape, 5, 4) for shape in ROW_SHAPES + ("circle",)] + [
                MaskedGrid(full, b"\x01" * 10 + b"\x00" * 10)]:
            with self.subTest(grid=grid):
                self.assertIn(grid.straight_sides, (True, False))
                self.assertIn(grid.CHECKER, (True, False))
                self.assertIsInstance(grid.KINDS, tuple)
                self.assertIs(grid.whole, grid if grid.full is None else grid.full)
                self.assertEqual(grid.shape, grid.whole.kind)

    def test_a_masked_grid_is_cut_from_its_whole(self):
        full = grids.make("square", 4, 4)
        grid = MaskedGrid(full, b"\x01" * 8 + b"\x00" * 8)
        self.assertIs(grid.full, full)
        self.assertIs(grid.whole, full)
        self.assertIsNone(full.full)
        self.assertEqual((grid.kind, grid.shape), ("masked", "square"))


class PassagesTest(unittest.TestCase):
    def test_link_unlink_and_count_on_every_shape(self):
        for shape in ROW_SHAPES + ("circle",):
            g = grids.make(shape, 4, 4)
            with self.subTest(shape=shape):
                c = g.n // 2
                ks = [k for k, _ in g.neighbours(c)]
                for k in ks:
                    g.link(c, k)
                self.assertEqual(sorted(g.open_neighbours(c)),
                                 sorted(m for _, m in g.neighbours(c)))
                self.assertEqual(g.passage_count(), len(ks))
                self.assertEqual(g.degree(c), len(ks))
                m = g.neighbour(c, ks[0])
                self.assertEqual(g.slot_towards(c, m), ks[0])
                g.unlink(m, g.slot_towards(m, c))
                self.assertFalse(g.is_open(c, ks[0]))
                self.assertEqual(g.passage_count(), len(ks) - 1)
                g.clear()
                self.assertEqual(g.passage_count(), 0)

    def test_open_all_opens_every_side_between_two_cells(self):
        for shape in ROW_SHAPES + ("circle",):
            g = grids.make(shape, 5, 4)
            g.open_all()
            sides = sum(1 for e in range(g.n * g.slots) if g.nbr[e] >= 0)
            with self.subTest(shape=shape):
                self.assertEqual(g.passage_count() * 2, sides)
                for c in range(g.n):
                    self.assertFalse(any(g.is_open(c, k) for k in g.border_slots(c)))

    def test_slot_towards_a_cell_that_is_no_neighbour(self):
        g = grids.make("square", 3, 3)
        with self.assertRaisesRegex(ValueError, "not neighbours"):
            g.slot_towards(0, 8)


class RowGridTablesTest(unittest.TestCase):
    def test_tables_made_at_speed_are_the_steps_cell_by_cell(self):
        # The tables are made a block of cells, a slot and a kind at a time;
        # rebuild them the plain way, from each place's steps, at sizes odd
        # and even, with blocks that end anywhere in a row.
        for block in (grid_base._BLOCK, 2, 6):
            with mock.patch.object(grid_base, "_BLOCK", block):
                for shape in ROW_SHAPES:
                    for cols, rows in SIZES:
                        if shape == "triangle" and cols == 1 and rows > 2:
                            continue
                        grid = grids.make(shape, cols, rows)
                        with self.subTest(grid=grid, block=block):
                            self.check(grid)

    def check(self, grid):
        cols, rows = grid.cols, grid.rows
        kinds = grid.kinds()
        steps = grid.cell_steps()
        for r in range(rows):
            for c in range(cols):
                cell = grid.cell(r, c)
                self.assertEqual(grid.rc(cell), (r, c))
                kind = ((r + c) if grid.CHECKER else c) % 2 if len(grid.KINDS) == 2 else 0
                self.assertEqual(kinds[cell], kind)
                for k, step in enumerate(grid.KINDS[kind]):
                    if step is None:
                        want = NO_SIDE
                        self.assertIsNone(steps[kind][k])
                    elif 0 <= r + step[0] < rows and 0 <= c + step[1] < cols:
                        want = (r + step[0]) * cols + c + step[1]
                        self.assertEqual(want - cell, steps[kind][k])
                    else:
                        want = BORDER
                    self.assertEqual(grid.nbr[cell * grid.slots + k], want)

    def test_too_small_is_refused(self):
        for shape in ROW_SHAPES:
            with self.assertRaises(ValueError):
                grids.make(shape, 0, 3)


class HelpersTest(unittest.TestCase):
    def test_mean_adds_from_the_left(self):
        values = [0.1, 1e16, 0.1, -1e16, 0.7]
        added = 0.0
        for v in values:
            added += v
        self.assertEqual(mean(values), added / 5)
        self.assertEqual(mean(iter(values)), added / 5)
        self.assertEqual(mean([3.0]), 3.0)

    def test_inside_convex(self):
        square = [(0, 0), (2, 0), (2, 2), (0, 2)]  # clockwise on a y-down screen
        self.assertTrue(inside_convex(square, 1, 1))
        self.assertTrue(inside_convex(square, 2, 1))  # on the edge
        self.assertFalse(inside_convex(square, 3, 1))
        self.assertFalse(inside_convex(square, 1, -0.1))


if __name__ == "__main__":
    unittest.main()
