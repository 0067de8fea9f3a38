"""The padded lattices the fast walks run on (mazetk.grids.lattice): every
side of every cell is its slot's step, and a step off the grid lands on padding."""

import random
import unittest

from mazetk import grids
from mazetk.grids.lattice import ColumnLattice, open_sides
from mazetk.grids.masked import MaskedGrid
from mazetk.masks import mask as masks

SIZES = [(1, 1), (1, 6), (6, 1), (2, 2), (5, 4), (8, 9), (13, 3), (4, 7)]


def every_grid():
    for shape in ("square", "hex", "triangle", "upsilon"):
        for cols, rows in SIZES:
            if shape == "triangle" and cols == 1 and rows > 2:
                continue
            yield grids.make(shape, cols, rows)
        full = grids.make(shape, 11, 9)
        yield MaskedGrid(full, masks.outline("heart", full).on)


class LatticeTest(unittest.TestCase):
    def test_every_side_is_its_slots_step(self):
        for grid in every_grid():
            with self.subTest(grid=grid):
                lattice = grid.lattice()
                places = list(lattice.positions())
                self.assertEqual(len(set(places)), grid.n)
                self.assertEqual(places, [lattice.position(c) for c in range(grid.n)])
                at = {p: c for c, p in enumerate(places)}
                for c, p in enumerate(places):
                    for k, d in enumerate(lattice.steps[p & 1]):
                        m = grid.nbr[c * grid.slots + k]
                        if m == grids.NO_SIDE:
                            self.assertEqual(d, 0)
                            continue
                        self.assertTrue(0 <= p + d < lattice.size)
                        # a step off the grid, or onto a cell cut away, is padding
                        self.assertEqual(at.get(p + d, -1), max(m, -1), (c, k))

    def test_scatter_and_gather_go_by_cell(self):
        for grid in every_grid():
            with self.subTest(grid=grid):
                lattice = grid.lattice()
                for buf in (bytearray(lattice.size), [0] * lattice.size):
                    lattice.scatter(buf, 7)
                    self.assertEqual(list(buf).count(7), grid.n)
                    for c, p in enumerate(lattice.positions()):
                        self.assertEqual(buf[p], 7)
                        buf[p] = c % 251
                    self.assertEqual(lattice.gather(bytearray(buf)),
                                     bytes(c % 251 for c in range(grid.n)))

    def test_hexagons_and_squares_have_one_step_a_side_for_every_cell(self):
        for shape in ("hex", "square"):
            for cols, rows in SIZES:
                lattice = grids.make(shape, cols, rows).lattice()
                self.assertEqual(lattice.steps[0], lattice.steps[1], (shape, cols, rows))

    def test_only_hexagons_sit_column_by_column(self):
        for shape in ("square", "triangle", "upsilon"):
            with self.assertRaises(ValueError):
                ColumnLattice(grids.make(shape, 4, 4))

    def test_triangles_steps_change_the_parity(self):
        lattice = grids.make("triangle", 7, 6).lattice()
        self.assertTrue(all(d & 1 for kind in lattice.steps for d in kind))

    def test_a_circle_has_none(self):
        self.assertIsNone(grids.make("circle", 5, 5).lattice())
        full = grids.make("circle", 9, 9)
        self.assertIsNone(MaskedGrid(full, masks.outline("heart", full).on).lattice())


class OpenSidesTest(unittest.TestCase):
    def test_one_side_a_cell_opened_from_both_sides(self):
        for grid in every_grid():
            rng = random.Random(repr(grid))
            codes = bytearray(grid.n)
            want = type(grid.whole)  # a second grid, opened side by side
            for c in range(grid.n):
                sides = [k for k in range(grid.slots) if grid.nbr[c * grid.slots + k] >= 0]
                if sides and rng.random() < 0.7:
                    codes[c] = 1 + sides[int(rng.random() * len(sides))]
            expected = bytearray(grid.n)
            for c, code in enumerate(codes):
                if code:
                    k = code - 1
                    expected[c] |= 1 << k
                    m = grid.nbr[c * grid.slots + k]
                    expected[m] |= 1 << grid.match[c * grid.slots + k]
            with self.subTest(grid=grid, kind=want.__name__):
                open_sides(grid, bytes(codes))
                self.assertEqual(grid.passages, expected)

    def test_passages_already_open_stay_open(self):
        grid = grids.make("square", 4, 3)
        grid.link(0, 1)
        open_sides(grid, bytes([0, 0, 0, 0, 0, 3] + [0] * 6))  # cell 5 opens south
        self.assertTrue(grid.is_open(0, 1) and grid.is_open(1, 3))
        self.assertTrue(grid.is_open(5, 2) and grid.is_open(9, 0))
        self.assertEqual(grid.passage_count(), 2)


if __name__ == "__main__":
    unittest.main()
