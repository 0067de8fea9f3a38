"""The triangle grid (mazetk.grids.triangle)."""

import unittest

from mazetk.grids.triangle import TriangleGrid


class TriangleGridTest(unittest.TestCase):
    def test_up_and_down_alternate_as_a_checkerboard(self):
        g = TriangleGrid(5, 4)
        for r in range(4):
            for c in range(5):
                self.assertEqual(g.points_up(g.cell(r, c)), (r + c) % 2 == 0)

    def test_the_far_slot_depends_on_the_cell(self):
        g = TriangleGrid(4, 3)
        up, down = g.cell(0, 0), g.cell(0, 1)
        self.assertEqual(g.neighbour(up, 0), down)  # an up cell's right side ...
        self.assertEqual(g.match[up * 3 + 0], 2)  # ... is the down cell's left side
        below = g.cell(1, 0)  # a down cell: its top ...
        self.assertFalse(g.points_up(below))
        self.assertEqual(g.neighbour(below, 0), up)
        self.assertEqual(g.match[below * 3 + 0], 1)  # ... is the base of the up cell above
        for c in range(g.n):
            for k in range(3):
                m = g.neighbour(c, k)
                if m >= 0:
                    self.assertEqual(g.neighbour(m, g.match[c * 3 + k]), c)

    def test_a_centre_is_its_corners_added_in_order(self):
        # not with sum(), whose floats round otherwise from Python 3.12 on
        g = TriangleGrid(300, 200)
        for cell in range(g.n):
            (ax, ay), (bx, by), (cx, cy) = g.polygon(cell)
            self.assertEqual(g.centre(cell), ((ax + bx + cx) / 3.0, (ay + by + cy) / 3.0))

    def test_one_column_is_refused_past_two_rows(self):
        self.assertEqual(TriangleGrid(1, 2).n, 2)
        with self.assertRaisesRegex(ValueError, "at least 2 columns"):
            TriangleGrid(1, 3)

    def test_points_near_a_corner_hit_the_right_triangle(self):
        g = TriangleGrid(6, 3)
        for cell in range(g.n):
            cx, cy = g.centre(cell)
            for x, y in g.polygon(cell):  # a tenth of the way from a corner to the centre
                self.assertEqual(g.cell_at(x + (cx - x) * 0.1, y + (cy - y) * 0.1), cell)
        self.assertEqual(g.cell_at(-0.01, 0.1), -1)


if __name__ == "__main__":
    unittest.main()
