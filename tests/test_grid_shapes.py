"""Square, hex, triangle, circle and upsilon grids: neighbour tables and geometry agree."""

import math
import unittest
from unittest import mock

from mazetk.grids import base as grid_base
from mazetk.grids.base import BORDER, NO_SIDE
from mazetk.grids.hexagon import HexGrid
from mazetk.grids.square import SquareGrid
from mazetk.grids.polar import PolarGrid, ring_counts
from mazetk.grids.triangle import TriangleGrid
from mazetk.grids.upsilon import UpsilonGrid

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
    match = getattr(grid, "match", None)
    return match[cell * grid.slots + slot] if match is not None else grid.opp[slot]


def close(p, q, tol=1e-9):
    return abs(p[0] - q[0]) <= tol and abs(p[1] - q[1]) <= tol


def area(points):
    """Twice the signed area; positive for clockwise on a y-down screen."""
    return sum(points[i][0] * points[(i + 1) % len(points)][1]
               - points[(i + 1) % len(points)][0] * points[i][1] for i in range(len(points)))


class NeighbourTableTest(unittest.TestCase):
    def test_tables_made_at_speed_are_the_steps_cell_by_cell(self):
        # The tables are made a block of cells, a slot and a kind at a time;
        # rebuild them the plain way, from each place's steps, at sizes odd
        # and even, with blocks that end anywhere in a row.
        sizes = SIZES + [(2, 3), (3, 2), (4, 4), (6, 5), (7, 8), (9, 7)]
        for block in (grid_base._BLOCK, 2, 6):
            with mock.patch.object(grid_base, "_BLOCK", block):
                self.check_tables(sizes)

    def check_tables(self, sizes):
        for make in (SquareGrid, HexGrid, TriangleGrid, UpsilonGrid):
            for cols, rows in sizes:
                if make is TriangleGrid and cols == 1 and rows > 2:
                    continue
                grid = make(cols, rows)
                with self.subTest(grid=grid, block=grid_base._BLOCK):
                    kinds = grid.kinds()
                    for r in range(rows):
                        for c in range(cols):
                            cell = r * cols + c
                            kind = ((r + c) if getattr(grid, "CHECKER", False) else c) % 2 \
                                if len(grid.KINDS) == 2 else 0
                            self.assertEqual(kinds[cell], kind)
                            for k, step in enumerate(grid.KINDS[kind]):
                                if step is None:
                                    want = NO_SIDE
                                elif 0 <= r + step[0] < rows and 0 <= c + step[1] < cols:
                                    want = (r + step[0]) * cols + c + step[1]
                                else:
                                    want = BORDER
                                self.assertEqual(grid.nbr[cell * grid.slots + k], want)

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

    def test_side_counts(self):
        def count(g, c):
            return sum(g.nbr[c * g.slots + k] != NO_SIDE for k in range(g.slots))
        h = HexGrid(6, 5)
        self.assertTrue(all(count(h, c) == 6 for c in range(h.n)))
        t = TriangleGrid(6, 5)
        self.assertTrue(all(count(t, c) == 3 for c in range(t.n)))
        u = UpsilonGrid(6, 5)
        self.assertEqual([count(u, c) for c in range(6)], [8, 4, 8, 4, 8, 4])
        p = PolarGrid(6)
        self.assertEqual(count(p, 0), 6)
        self.assertEqual(p.n, sum(ring_counts(6)))

    def test_one_column_of_triangles_is_refused_past_two_rows(self):
        self.assertEqual(TriangleGrid(1, 2).n, 2)
        with self.assertRaisesRegex(ValueError, "at least 2 columns"):
            TriangleGrid(1, 3)

    def test_ring_counts_grow_by_whole_multiples(self):
        counts = ring_counts(40)
        self.assertEqual(counts[:4], [1, 6, 12, 24])
        for inner, outer in zip(counts[1:], counts[2:]):
            self.assertIn(outer // inner, (1, 2))
            self.assertEqual(outer % inner, 0)
        for r in range(2, 40):  # cells stay close to square: width within 0.5 .. 1.6 rings
            width = 2 * math.pi * (r + 0.5) / counts[r]
            self.assertTrue(0.5 < width < 1.6, (r, width))


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
            if not getattr(grid, "straight_sides", False):
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
                # breadth-first distances over the open grid from cell 0
                dist = {0: 0}
                queue = [0]
                for c in queue:
                    for k in range(grid.slots):
                        o = grid.nbr[c * grid.slots + k]
                        if o >= 0 and o not in dist:
                            dist[o] = dist[c] + 1
                            queue.append(o)
                for cell, d in dist.items():
                    self.assertLessEqual(grid.distance_estimate(0, cell), d, cell)


if __name__ == "__main__":
    unittest.main()
