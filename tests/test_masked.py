"""A grid with cells cut away (mazetk.grids.masked).  The masked mazes
themselves: tests/test_masked_mazes.py."""

import random
import unittest

from mazetk import grids
from mazetk.grids.masked import MaskedGrid, figure_box

SHAPES = ("square", "hex", "triangle", "upsilon", "circle")


def random_on(full, seed, share=0.7):
    rng = random.Random(seed)
    return bytes(rng.random() < share for _ in range(full.n))


class MaskedGridTest(unittest.TestCase):
    def test_cells_are_numbered_afresh_in_full_order(self):
        full = grids.make("square", 4, 3)
        on = bytes([0, 1, 1, 0, 1, 1, 1, 0, 0, 1, 0, 0])
        g = MaskedGrid(full, on)
        self.assertEqual(g.n, 6)
        self.assertEqual(list(g.cells), [1, 2, 4, 5, 6, 9])
        self.assertEqual(list(g.index), [-1, 0, 1, -1, 2, 3, 4, -1, -1, 5, -1, -1])
        # a side towards a cell cut away is outer wall
        self.assertEqual(g.border_slots(0), [0, 3])  # north: the edge; west: cut away
        self.assertEqual(repr(g), "MaskedGrid(SquareGrid(4, 3), 6 of 12 cells)")

    def test_it_says_what_its_full_grid_is(self):
        for shape in SHAPES:
            full = grids.make(shape, 6, 5)
            g = MaskedGrid(full, random_on(full, 1), checked=True)
            with self.subTest(shape=shape):
                self.assertEqual(g.kind, "masked")
                self.assertEqual(g.shape, full.kind)
                self.assertIs(g.whole, full)
                self.assertEqual(g.straight_sides, full.straight_sides)
                self.assertEqual((g.cols, g.rows), (full.cols, full.rows))
                self.assertEqual(g.extent(), full.extent())

    def test_the_box_is_the_box_round_the_kept_cells(self):
        for shape in SHAPES:
            for seed in range(3):
                full = grids.make(shape, 9, 8)
                on = random_on(full, seed, 0.4)
                g = MaskedGrid(full, on, checked=True)
                points = [p for c in range(g.n) for p in g.polygon(c)]
                want = (min(x for x, _ in points), min(y for _, y in points),
                        max(x for x, _ in points), max(y for _, y in points))
                with self.subTest(shape=shape, seed=seed):
                    for got, expected in zip(g.bounds(), want):
                        self.assertAlmostEqual(got, expected, places=6)
                    self.assertEqual(figure_box(full, on), g.bounds())
        self.assertIsNone(figure_box(grids.make("square", 2, 2), bytes(4)))

    def test_bad_masks_are_refused(self):
        full = grids.make("hex", 3, 3)
        with self.assertRaisesRegex(ValueError, "does not fit"):
            MaskedGrid(full, bytes(8))
        with self.assertRaisesRegex(ValueError, "no cell"):
            MaskedGrid(full, bytes(9))
        with self.assertRaisesRegex(ValueError, "pieces"):
            MaskedGrid(full, bytes([1, 0, 0, 0, 0, 0, 0, 0, 1]))

    def test_its_lattice_is_its_full_grids_with_the_cut_cells_as_padding(self):
        full = grids.make("triangle", 8, 6)
        on = random_on(full, 4, 0.8)
        g = MaskedGrid(full, on, checked=True)
        whole, cut = full.lattice(), g.lattice()
        self.assertEqual((cut.size, cut.steps), (whole.size, whole.steps))
        places = list(whole.positions())
        self.assertEqual(list(cut.positions()), [places[c] for c in g.cells])


if __name__ == "__main__":
    unittest.main()
