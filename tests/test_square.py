"""The square grid (mazetk.grids.square)."""

import unittest
from unittest import mock

from mazetk.grids import E, N, S, SquareGrid, W
from mazetk.grids import base as grid_base


class SquareGridTest(unittest.TestCase):
    def test_neighbour_table_matches_coordinates(self):
        for block in (grid_base._BLOCK, 2, 6):  # blocks that split rows in odd places
            with mock.patch.object(grid_base, "_BLOCK", block):
                for cols, rows in ((1, 1), (1, 5), (5, 1), (2, 2), (7, 4), (3, 11), (13, 6)):
                    g = SquareGrid(cols, rows)
                    for r in range(rows):
                        for c in range(cols):
                            cell = g.cell(r, c)
                            self.assertEqual(g.rc(cell), (r, c))
                            self.assertEqual(g.neighbour(cell, N), g.cell(r - 1, c) if r else -1)
                            self.assertEqual(g.neighbour(cell, S),
                                             g.cell(r + 1, c) if r < rows - 1 else -1)
                            self.assertEqual(g.neighbour(cell, W), g.cell(r, c - 1) if c else -1)
                            self.assertEqual(g.neighbour(cell, E),
                                             g.cell(r, c + 1) if c < cols - 1 else -1)

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

    def test_geometry_in_cell_units(self):
        g = SquareGrid(5, 3)
        self.assertEqual(g.extent(), (5.0, 3.0))
        self.assertEqual(g.polygon(g.cell(2, 1)), [(1, 2), (2, 2), (2, 3), (1, 3)])
        self.assertEqual(g.side(g.cell(2, 1), S), [(2, 3), (1, 3)])
        self.assertEqual(g.centre(7), (2.5, 1.5))
        self.assertEqual(g.cell_at(2.5, 1.5), 7)
        self.assertEqual(g.cell_at(5.0, 1.0), -1)
        self.assertEqual(g.distance_estimate(0, 14), 6)
        self.assertEqual(repr(g), "SquareGrid(5, 3)")


if __name__ == "__main__":
    unittest.main()
