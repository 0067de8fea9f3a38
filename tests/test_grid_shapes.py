"""Square, hex, triangle, circle and upsilon grids: neighbour tables and geometry agree."""

import unittest

from mazetk.grids.base import BORDER, NO_SIDE
from mazetk.grids.hexagon import HexGrid
from mazetk.grids.square import SquareGrid
from mazetk.grids.polar import PolarGrid
from mazetk.grids.triangle import TriangleGrid
from mazetk.grids.upsilon import UpsilonGrid

from .mazechecks import open_distances

SIZES = [(1, 1), (1, 7), (7, 1), (2, 2), (5, 4), (8, 9), (13, 6)]


def grids():
    for cols, rows in SIZES:
        yield SquareGrid(cols, rows)
        yield HexGrid(cols, rows)
        if cols > 1 or rows <= 2:
            yield TriangleGrid(cols, rows)
        yield UpsilonGrid(cols, rows)
    for rings in (1, 2, 3, 5, 8, 13):
        yield PolarGrid(rings)


def far_slot(grid, cell, slot):
    return grid.match[cell * grid.slots + slot]


def close(p, q, tol=1e-9):
    return abs(p[0] - q[0]) <= tol and abs(p[1] - q[1]) <= tol


def area(points):
    """Twice the signed area; positive for clockwise on a y-down screen."""
    return sum(points[i][0] * points[(i + 1) % len(points)][1]
               - points[(i + 1) % len(points)][0] * points[i][1] for i in range(len(points)))


class NeighbourTableTest(unittest.TestCase):
    def test_every_side_is_matched_from_the_far_side(self):
        for grid in grids():
            with self.subTest(grid=grid):
                s = grid.slots
                self.assertEqual(len(grid.nbr), grid.n * s)
                for cell in range(grid.n):
                    sides = 0
                    for k in range(s):
                        other = grid.nbr[cell * s + k]
                        self.assertGreaterEqual(other, NO_SIDE)
                        if other == NO_SIDE:
                            continue
                        sides += 1
                        if other == BORDER:
                            continue
                        back = far_slot(grid, cell, k)
                        self.assertEqual(grid.nbr[other * s + back], cell,
                                         "cell %d slot %d -> %d slot %d" % (cell, k, other, back))
                    self.assertGreaterEqual(sides, 1)

    def test_the_graph_is_connected(self):
        for grid in grids():
            with self.subTest(grid=grid):
                seen = {0}
                todo = [0]
                while todo:
                    c = todo.pop()
                    for k in range(grid.slots):
                        o = grid.nbr[c * grid.slots + k]
                        if o >= 0 and o not in seen:
                            seen.add(o)
                            todo.append(o)
                self.assertEqual(len(seen), grid.n)


class GeometryTest(unittest.TestCase):
    def test_shared_sides_are_one_segment(self):
        for grid in grids():
            with self.subTest(grid=grid):
                s = grid.slots
                for cell in range(grid.n):
                    for k in range(s):
                        other = grid.nbr[cell * s + k]
                        if other < 0:
                            continue
                        mine = grid.side(cell, k)
                        theirs = grid.side(other, far_slot(grid, cell, k))
                        self.assertTrue(close(mine[0], theirs[-1], 1e-6)
                                        and close(mine[-1], theirs[0], 1e-6),
                                        "%r cell %d side %d" % (grid, cell, k))

    def test_sides_run_clockwise_around_the_cell(self):
        for grid in grids():
            with self.subTest(grid=grid):
                s = grid.slots
                for cell in range(grid.n):
                    ks = [k for k in range(s) if grid.nbr[cell * s + k] != NO_SIDE]
                    sides = [grid.side(cell, k) for k in ks]
                    for a, b in zip(sides, sides[1:] + sides[:1]):
                        if len(ks) > 1:
                            self.assertTrue(close(a[-1], b[0], 1e-6), (cell, a, b))
                    self.assertGreater(area(grid.polygon(cell)), 0)

    def test_straight_sides_run_between_the_polygons_corners(self):
        for grid in grids():
            if not grid.straight_sides:
                continue
            with self.subTest(grid=grid):
                s = grid.slots
                for cell in range(grid.n):
                    corners = grid.polygon(cell)
                    ks = [k for k in range(s) if grid.nbr[cell * s + k] != NO_SIDE]
                    self.assertEqual(len(ks), len(corners))
                    for j, k in enumerate(ks):
                        self.assertEqual([tuple(p) for p in grid.side(cell, k)],
                                         [tuple(corners[j]), tuple(corners[(j + 1) % len(ks)])])

    def test_centre_hit_tests_to_its_cell(self):
        for grid in grids():
            with self.subTest(grid=grid):
                for cell in range(grid.n):
                    self.assertEqual(grid.cell_at(*grid.centre(cell)), cell)

    def test_points_beyond_the_border_hit_nothing(self):
        for grid in grids():
            with self.subTest(grid=grid):
                s = grid.slots
                for cell in range(grid.n):
                    cx, cy = grid.centre(cell)
                    for k in range(s):
                        if grid.nbr[cell * s + k] != BORDER:
                            continue
                        pts = grid.side(cell, k)
                        mx, my = pts[len(pts) // 2] if len(pts) > 2 else (
                            (pts[0][0] + pts[1][0]) / 2, (pts[0][1] + pts[1][1]) / 2)
                        out = (mx + (mx - cx) * 0.05, my + (my - cy) * 0.05)
                        self.assertEqual(grid.cell_at(*out), -1, (cell, k))

    def test_everything_lies_inside_the_extent(self):
        for grid in grids():
            with self.subTest(grid=grid):
                w, h = grid.extent()
                for cell in range(grid.n):
                    for x, y in grid.polygon(cell):
                        self.assertTrue(-1e-9 <= x <= w + 1e-9 and -1e-9 <= y <= h + 1e-9)

    def test_distance_estimate_is_a_lower_bound(self):
        for grid in grids():
            with self.subTest(grid=grid):
                for cell, d in open_distances(grid, 0).items():
                    self.assertLessEqual(grid.distance_estimate(0, cell), d, cell)


if __name__ == "__main__":
    unittest.main()
