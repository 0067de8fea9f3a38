"""The drawing of a woven maze's crossings (mazetk.scene.weaves): the
book's inset drawing, checked as geometry on square and hex cells."""

import math
import unittest

from mazetk import maze as mazes
from mazetk.grids.base import inside_convex
from mazetk.scene.weaves import INSET, crossing_segments
from mazetk.spec import MazeSpec


def on_segment(p, a, b, eps=1e-9):
    cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
    dot = (p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])
    return abs(cross) < eps and -eps <= dot <= (b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2 + eps


class CrossingDrawingTest(unittest.TestCase):
    def crossings(self, shape):
        for seed in range(30):
            m = mazes.build(MazeSpec(10, 10, "backtracker", seed=str(seed), shape=shape,
                                     weave=100))
            for _a, u, _b in m.grid.tunnels():
                yield m.grid, u

    def test_every_segment_lies_in_the_crossing_cell_and_the_stubs_end_on_a_rail(self):
        for shape in ("square", "hex"):
            seen = 0
            for grid, u in self.crossings(shape):
                seen += 1
                segments = crossing_segments(grid, u)
                self.assertEqual(len(segments), 14)
                corners = grid.polygon(u)
                for p, q in segments:
                    for point in (p, q):
                        self.assertTrue(inside_convex(corners, *point), (shape, u, point))
                rails = segments[8:10]
                for p, q in segments[10:]:  # the sides of the tunnel, in from its gaps
                    self.assertTrue(any(on_segment(q, *rail) for rail in rails), (shape, u, q))
                    self.assertGreater(math.dist(p, q), 0)
            self.assertGreater(seen, 0, shape)

    def test_the_rails_run_along_the_passage_on_top(self):
        for shape in ("square", "hex"):
            for grid, u in self.crossings(shape):
                s = grid.slots
                t = grid.under[u] - 1
                j = next(k for k in range(s // 2) if k != t and grid.is_open(u, k))
                (ax, ay), (bx, by) = grid.centre(grid.neighbour(u, j)), grid.centre(
                    grid.neighbour(u, j + s // 2))
                for p, q in crossing_segments(grid, u)[8:10]:
                    cross = (q[0] - p[0]) * (by - ay) - (q[1] - p[1]) * (bx - ax)
                    self.assertAlmostEqual(cross, 0.0, places=9)
                    # each rail keeps the gap's width from the passage's middle line
                    self.assertGreater(math.dist(p, q), 1 - 2 * INSET)


if __name__ == "__main__":
    unittest.main()
