"""The hex grid (mazetk.grids.hexagon)."""

import math
import unittest

from mazetk.grids.hexagon import HexGrid

from .mazechecks import open_distances


class HexGridTest(unittest.TestCase):
    def test_six_sides_facing_the_opposite_slot(self):
        g = HexGrid(6, 5)
        self.assertEqual(g.slots, 6)
        for c in range(g.n):
            for k in range(6):
                m = g.neighbour(c, k)
                if m >= 0:
                    self.assertEqual(g.neighbour(m, (k + 3) % 6), c)

    def test_odd_columns_sit_half_a_cell_lower(self):
        g = HexGrid(4, 3)
        (x0, y0), (x1, y1) = g.centre(0), g.centre(1)
        self.assertAlmostEqual(x1 - x0, 1.5)
        self.assertAlmostEqual(y1 - y0, math.sqrt(3) / 2)
        # so an even cell's upper right neighbour is a row up, an odd one's its own row
        self.assertEqual(g.neighbour(g.cell(1, 0), 1), g.cell(0, 1))
        self.assertEqual(g.neighbour(g.cell(1, 1), 1), g.cell(1, 2))

    def test_distance_estimate_is_the_distance_without_walls(self):
        g = HexGrid(7, 6)
        for source in (0, 17, g.n - 1):
            for cell, d in open_distances(g, source).items():
                self.assertEqual(g.distance_estimate(source, cell), d, (source, cell))

    def test_points_hit_the_nearest_centre_inside_and_nothing_outside(self):
        g = HexGrid(5, 4)
        for cell in range(g.n):
            x, y = g.centre(cell)
            for dx, dy in ((0.7, 0), (-0.7, 0), (0, 0.8), (0.3, -0.8)):
                self.assertEqual(g.cell_at(x + dx, y + dy), cell, (cell, dx, dy))
        w, h = g.extent()
        self.assertEqual(g.cell_at(-0.1, h / 2), -1)
        self.assertEqual(g.cell_at(w / 2, h + 0.1), -1)

    def test_every_side_is_one_step_in_its_lattice(self):
        for cols, rows in ((1, 1), (2, 3), (7, 4)):
            lattice = HexGrid(cols, rows).lattice()
            self.assertEqual(lattice.steps[0], lattice.steps[1])


if __name__ == "__main__":
    unittest.main()
