"""The upsilon grid of octagons and squares (mazetk.grids.upsilon)."""

import unittest

from mazetk.grids.base import NO_SIDE
from mazetk.grids.upsilon import UpsilonGrid


class UpsilonGridTest(unittest.TestCase):
    def test_octagons_and_squares_as_a_checkerboard(self):
        g = UpsilonGrid(6, 5)
        for cell in range(g.n):
            r, c = g.rc(cell)
            sides = sum(g.nbr[cell * 8 + k] != NO_SIDE for k in range(8))
            self.assertEqual(g.is_octagon(cell), (r + c) % 2 == 0)
            self.assertEqual(sides, 8 if g.is_octagon(cell) else 4)
            self.assertEqual(len(g.polygon(cell)), sides)

    def test_octagons_meet_across_their_diagonals(self):
        g = UpsilonGrid(5, 5)
        centre = g.cell(2, 2)
        self.assertEqual(g.neighbour(centre, 1), g.cell(1, 3))  # north-east
        self.assertEqual(g.neighbour(centre, 5), g.cell(3, 1))  # south-west
        self.assertEqual(g.neighbour(g.cell(2, 1), 1), NO_SIDE)  # a square has no diagonal
        for c in range(g.n):
            for k in range(8):
                m = g.neighbour(c, k)
                if m >= 0:
                    self.assertEqual(g.neighbour(m, (k + 4) % 8), c)

    def test_a_square_cell_has_no_diagonal_side(self):
        g = UpsilonGrid(3, 3)
        self.assertEqual(len(g.side(1, 2)), 2)
        with self.assertRaises(ValueError):
            g.side(1, 1)

    def test_distance_estimate_counts_diagonal_steps_once(self):
        g = UpsilonGrid(7, 7)
        self.assertEqual(g.distance_estimate(g.cell(0, 0), g.cell(6, 6)), 6)
        self.assertEqual(g.distance_estimate(g.cell(0, 0), g.cell(2, 5)), 5)

    def test_its_lattice_keeps_every_side_on_the_grid_or_the_padding(self):
        g = UpsilonGrid(4, 3)
        lattice = g.lattice()
        places = list(lattice.positions())
        for c, p in enumerate(places):
            for d in lattice.steps[p & 1]:
                self.assertTrue(0 <= p + d < lattice.size)


if __name__ == "__main__":
    unittest.main()
