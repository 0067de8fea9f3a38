"""The circle grid (mazetk.grids.polar)."""

import math
import unittest

from mazetk.grids.base import NO_SIDE
from mazetk.grids.polar import PolarGrid, ring_counts


class CircleTest(unittest.TestCase):
    def test_every_cell_in_turn_is_each_cell_asked_alone(self):
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

    def test_ring_counts_grow_by_whole_multiples(self):
        counts = ring_counts(40)
        self.assertEqual(counts[:4], [1, 6, 12, 24])
        for inner, outer in zip(counts[1:], counts[2:]):
            self.assertIn(outer // inner, (1, 2))
            self.assertEqual(outer % inner, 0)
        for r in range(2, 40):  # cells stay close to square: width within 0.5 .. 1.6 rings
            width = 2 * math.pi * (r + 0.5) / counts[r]
            self.assertTrue(0.5 < width < 1.6, (r, width))

    def test_the_centre_cell_opens_onto_the_first_ring(self):
        g = PolarGrid(6)
        self.assertEqual(sum(g.nbr[k] != NO_SIDE for k in range(g.slots)), 6)
        self.assertEqual(g.n, sum(ring_counts(6)))
        self.assertEqual(g.cell_at(6.0, 6.0), 0)
        self.assertEqual(g.cell_at(6.0, 0.5), g.first[5])  # the top of the rim: its first cell
        self.assertEqual(g.cell_at(0.0, 0.0), -1)

    def test_a_circle_is_no_grid_of_rows(self):
        g = PolarGrid(4)
        self.assertEqual(g.KINDS, ())
        self.assertFalse(g.straight_sides)
        self.assertIsNone(g.lattice())
        self.assertEqual((g.cols, g.rows), (4, 4))  # its one size stands for both
        with self.assertRaises(ValueError):
            PolarGrid(0)


if __name__ == "__main__":
    unittest.main()
