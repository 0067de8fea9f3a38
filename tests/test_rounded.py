"""Walls as a person draws a labyrinth (mazetk.scene.rounded): walls joined
end to end only where two meet, corners rounded without moving the ends,
never cutting more than the corner's sides allow, loops kept closed;
checked on shapes worked by hand and on random polylines."""

import math
import random
import unittest

from mazetk.scene.rounded import CORNER, _turn, merged, rounded


def sharpest(points):
    return max((_turn(a, b, c) for a, b, c in zip(points, points[1:], points[2:])), default=0.0)


class MergedTest(unittest.TestCase):
    def test_two_meet_and_join_a_third_keeps_them_apart(self):
        self.assertEqual(merged([[(0, 0), (1, 0)], [(1, 0), (1, 1)], [(1, 0), (2, 0)]]),
                         [[(0, 0), (1, 0)], [(1, 0), (1, 1)], [(1, 0), (2, 0)]])  # a T
        self.assertEqual(merged([[(1, 0), (0, 0)], [(1, 0), (1, 1)]]),
                         [[(1, 1), (1, 0), (0, 0)]])
        square = merged([[(0, 0), (1, 0)], [(1, 0), (1, 1)], [(1, 1), (0, 1)], [(0, 1), (0, 0)]])
        self.assertEqual(square, [[(0, 0), (1, 0), (1, 1), (0, 1), (0, 0)]])

    def test_random_segments_keep_every_piece_once(self):
        rng = random.Random(5)
        for trial in range(50):
            lines = [[(rng.randrange(4), rng.randrange(4)), (rng.randrange(4), rng.randrange(4))]
                     for _ in range(rng.randrange(1, 15))]
            lines = [line for line in lines if line[0] != line[1]]
            pieces = merged(lines)
            got = sorted(tuple(sorted((a, b))) for chain in pieces for a, b in zip(chain, chain[1:]))
            want = sorted(tuple(sorted(line)) for line in lines)
            with self.subTest(trial=trial):
                self.assertEqual(got, want)


class RoundedTest(unittest.TestCase):
    def test_a_square_loop(self):
        loop = rounded([(0, 0), (4, 0), (4, 4), (0, 4), (0, 0)], 1.0)
        self.assertEqual(loop[0], loop[-1])
        self.assertTrue(all(0.0 <= x <= 4 and 0.0 <= y <= 4 for x, y in loop))
        self.assertNotIn((4, 0), loop)  # the corners are cut
        self.assertLess(sharpest(loop), CORNER)

    def test_it_cuts_at_most_45_percent_of_a_side(self):
        bend = rounded([(0, 0), (1, 0), (1, 3)], 5.0)
        self.assertEqual((bend[0], bend[-1]), ((0, 0), (1, 3)))
        self.assertAlmostEqual(bend[1][0], 0.55)

    def test_random_polylines(self):
        rng = random.Random(7)
        for trial in range(200):
            points = [(rng.uniform(0, 10), rng.uniform(0, 10)) for _ in range(rng.randrange(3, 9))]
            out = rounded(points, rng.uniform(0.1, 2.0))
            with self.subTest(trial=trial):
                self.assertEqual((out[0], out[-1]), (points[0], points[-1]))
                # never farther from the polyline's corners than its hull allows
                xs, ys = [p[0] for p in points], [p[1] for p in points]
                self.assertTrue(all(min(xs) - 1e-9 <= x <= max(xs) + 1e-9
                                    and min(ys) - 1e-9 <= y <= max(ys) + 1e-9 for x, y in out))
                self.assertLessEqual(sum(math.dist(a, b) for a, b in zip(out, out[1:])),
                                     sum(math.dist(a, b) for a, b in zip(points, points[1:]))
                                     + 1e-9)


if __name__ == "__main__":
    unittest.main()
