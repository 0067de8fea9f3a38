import math
import random
import unittest
from collections import Counter, deque

from mazetk.generate import ALGORITHMS, carve, randbelow, shuffle, steps
from mazetk.grids import SquareGrid
from mazetk.spec import rng_for

from .helpers import check_perfect

SIZES = [(1, 1), (1, 7), (7, 1), (2, 2), (3, 3), (5, 8), (16, 9), (31, 30)]


def chi_square_limit(df, z=3.09):
    """Upper p=0.001 point of chi-square (Wilson-Hilferty approximation)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


class PerfectMazeTest(unittest.TestCase):
    def test_every_generator_makes_perfect_mazes(self):
        for name in ALGORITHMS:
            for cols, rows in SIZES:
                for seed in range(12):
                    with self.subTest(algorithm=name, size=(cols, rows), seed=seed):
                        g = carve(SquareGrid(cols, rows), random.Random(seed), name)
                        check_perfect(self, g)

    def test_large_maze_is_perfect(self):
        for name in ALGORITHMS:
            size = 60 if name == "aldous-broder" else 150
            with self.subTest(algorithm=name):
                g = carve(SquareGrid(size, size + 3), rng_for("large"), name)
                check_perfect(self, g)

    def test_growing_tree_mix_extremes(self):
        for mix in (0, 1, 50, 99, 100):
            g = carve(SquareGrid(20, 20), random.Random(mix), "growing-tree", mix)
            check_perfect(self, g)

    def test_steps_describe_the_carving(self):
        # Replaying the carve/wall steps rebuilds exactly the passages carved.
        for name in ALGORITHMS:
            g = SquareGrid(9, 7)
            replay = SquareGrid(9, 7)
            if name == "division":
                replay.open_all()
            for step in steps(g, random.Random(3), name):
                self.assertIn(step[0], {"visit", "carve", "back", "frontier", "done",
                                        "walk", "chamber", "wall"})
                if step[0] in ("carve", "wall"):
                    a, b = step[1], step[2]
                    k = replay.slot_towards(a, b)
                    (replay.link if step[0] == "carve" else replay.unlink)(a, k)
            self.assertEqual(replay.passages, g.passages, name)

    def test_backtracker_has_no_recursion_limit(self):
        g = SquareGrid(2000, 1)  # a 2000-cell corridor: 2000 deep
        carve(g, random.Random(1), "backtracker")
        check_perfect(self, g)

    def test_unknown_algorithm(self):
        with self.assertRaisesRegex(ValueError, "unknown algorithm"):
            steps(SquareGrid(2, 2), random.Random(1), "nope")

    def test_random_helpers_use_random_only(self):
        rng = random.Random(5)
        values = [randbelow(rng, 6) for _ in range(600)]
        self.assertEqual(set(values), set(range(6)))
        items = list(range(10))
        shuffle(random.Random(1), items)
        self.assertEqual(sorted(items), list(range(10)))
        self.assertNotEqual(items, list(range(10)))


class UniformityTest(unittest.TestCase):
    """Wilson and Aldous-Broder are uniform over all 192 spanning trees of 3x3."""

    SAMPLES = 192 * 40

    def distribution(self, name, samples):
        rng = random.Random("uniform:" + name)
        counts = Counter()
        for _ in range(samples):
            g = SquareGrid(3, 3)
            deque(steps(g, rng, name), maxlen=0)
            counts[bytes(g.passages)] += 1
        return counts

    def chi_square(self, counts, samples):
        expected = samples / 192
        missing = 192 - len(counts)
        return sum((x - expected) ** 2 / expected for x in counts.values()) + missing * expected

    def test_uniform_generators(self):
        limit = chi_square_limit(191)
        for name in ("wilson", "aldous-broder"):
            counts = self.distribution(name, self.SAMPLES)
            self.assertEqual(len(counts), 192, name)
            self.assertLess(self.chi_square(counts, self.SAMPLES), limit, name)

    def test_others_are_not_uniform(self):
        limit = chi_square_limit(191)
        self.assertEqual({n for n, a in ALGORITHMS.items() if a.uniform},
                         {"wilson", "aldous-broder"})
        for name in ("backtracker", "prim", "binary-tree", "sidewinder", "division"):
            counts = self.distribution(name, self.SAMPLES // 4)
            self.assertGreater(self.chi_square(counts, self.SAMPLES // 4), limit, name)


if __name__ == "__main__":
    unittest.main()
