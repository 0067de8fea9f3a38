import unittest

from mazetk.grids import E, N, S, SquareGrid, W


class SquareGridTest(unittest.TestCase):
    def test_neighbour_table_matches_coordinates(self):
        from mazetk.grids import square as grid_module
        self.addCleanup(setattr, grid_module, "_BLOCK", grid_module._BLOCK)
        grid_module._BLOCK = 5  # blocks that split rows in odd places
        for cols, rows in ((1, 1), (1, 5), (5, 1), (2, 2), (7, 4), (3, 11), (13, 6)):
            g = SquareGrid(cols, rows)
            for r in range(rows):
                for c in range(cols):
                    cell = g.cell(r, c)
                    self.assertEqual(g.rc(cell), (r, c))
                    self.assertEqual(g.neighbour(cell, N), g.cell(r - 1, c) if r else -1)
                    self.assertEqual(g.neighbour(cell, S), g.cell(r + 1, c) if r < rows - 1 else -1)
                    self.assertEqual(g.neighbour(cell, W), g.cell(r, c - 1) if c else -1)
                    self.assertEqual(g.neighbour(cell, E), g.cell(r, c + 1) if c < cols - 1 else -1)

    def test_link_is_symmetric_and_unlink_undoes_it(self):
        g = SquareGrid(3, 3)
        centre = g.cell(1, 1)
        for k in range(4):
            g.link(centre, k)
            other = g.neighbour(centre, k)
            self.assertTrue(g.is_open(other, g.opp[k]))
        self.assertEqual(g.degree(centre), 4)
        self.assertEqual(g.passage_count(), 4)
        g.unlink(centre, N)
        self.assertFalse(g.is_open(g.cell(0, 1), S))
        self.assertEqual(g.passage_count(), 3)

    def test_open_all_opens_inside_walls_only(self):
        g = SquareGrid(4, 3)
        g.open_all()
        self.assertEqual(g.passage_count(), 3 * 3 + 4 * 2)
        self.assertEqual(g.border_slots(0), [N, W])
        for c in range(g.n):
            for k in g.border_slots(c):
                self.assertFalse(g.is_open(c, k))

    def test_slot_order_is_clockwise(self):
        self.assertEqual((N, E, S, W), (0, 1, 2, 3))
        g = SquareGrid(2, 2)
        self.assertEqual([g.opp[k] for k in range(4)], [S, W, N, E])

    def test_storage_is_compact(self):
        g = SquareGrid(1000, 1000)
        self.assertEqual(len(g.passages), 1000000)  # one byte a cell
        self.assertEqual(g.nbr.itemsize * len(g.nbr), 16000000)

    def test_bad_size(self):
        with self.assertRaises(ValueError):
            SquareGrid(0, 3)


if __name__ == "__main__":
    unittest.main()


class SameOnEveryPythonTest(unittest.TestCase):
    """Geometry is added in order, not with sum(), whose floats round
    otherwise from Python 3.12 on: the same centres, and files, everywhere."""

    def test_a_triangle_centre_is_its_corners_added_in_order(self):
        from mazetk.grids import TriangleGrid
        g = TriangleGrid(300, 200)
        for cell in range(g.n):
            (ax, ay), (bx, by), (cx, cy) = g.polygon(cell)
            self.assertEqual(g.centre(cell), ((ax + bx + cx) / 3.0, (ay + by + cy) / 3.0))

    def test_mean(self):
        from mazetk.grids import mean
        values = [0.1, 1e16, 0.1, -1e16, 0.7]
        added = 0.0
        for v in values:
            added += v
        self.assertEqual(mean(values), added / 5)
        self.assertEqual(mean(iter(values)), added / 5)
        self.assertEqual(mean([3.0]), 3.0)


class CircleGeometryTest(unittest.TestCase):
    def test_every_cell_in_turn_is_each_cell_asked_alone(self):
        from mazetk.grids import PolarGrid
        for rings in (1, 2, 7, 40):
            g = PolarGrid(rings)
            self.assertEqual(list(g.places()), [g.ring_of(c) for c in range(g.n)])
            self.assertEqual(list(g.centres()), [g.centre(c) for c in range(g.n)])
            self.assertEqual(list(g.ring_spans()), [g.ring_span(c) for c in range(g.n)])
            self.assertEqual(g.ring_span(0), (0.0, 1.0, 0.0, 360.0))
            for c in range(1, g.n):
                ring, i = g.ring_of(c)
                inner, outer, first, last = g.ring_span(c)
                self.assertEqual((inner, outer), (ring, ring + 1))
                self.assertAlmostEqual(first, 360.0 * i / g.counts[ring])
                self.assertAlmostEqual(last, 360.0 * (i + 1) / g.counts[ring])
