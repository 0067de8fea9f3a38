"""The grids package: make() and what it exports (mazetk.grids).  Each
shape's own tests: test_square, test_hexagon, test_triangle, test_polar,
test_upsilon, test_masked; the structure they share: test_base; every shape
against the same rules: test_grid_shapes."""

import unittest

from mazetk import grids


class MakeTest(unittest.TestCase):
    def test_every_shape_by_name(self):
        for shape, kind in (("square", grids.SquareGrid), ("hex", grids.HexGrid),
                            ("triangle", grids.TriangleGrid), ("upsilon", grids.UpsilonGrid)):
            g = grids.make(shape, 5, 4)
            with self.subTest(shape=shape):
                self.assertIsInstance(g, kind)
                self.assertEqual((g.cols, g.rows, g.n), (5, 4, 20))
                self.assertEqual(g.kind, shape)
                self.assertEqual(g.passage_count(), 0)

    def test_a_circle_takes_its_rings_from_the_columns(self):
        g = grids.make("circle", 6, 99)
        self.assertIsInstance(g, grids.PolarGrid)
        self.assertEqual((g.rings, g.kind), (6, "circle"))

    def test_an_unknown_shape_is_refused(self):
        with self.assertRaisesRegex(ValueError, "unknown shape"):
            grids.make("spiral", 3, 3)

    def test_exports(self):
        for name in grids.__all__:
            self.assertTrue(hasattr(grids, name), name)
        self.assertEqual((grids.N, grids.E, grids.S, grids.W), (0, 1, 2, 3))
        self.assertEqual((grids.BORDER, grids.NO_SIDE), (-1, -2))


if __name__ == "__main__":
    unittest.main()
