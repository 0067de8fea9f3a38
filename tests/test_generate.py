import hashlib
import itertools
import json
import math
import os
import random
import unittest
from collections import Counter, deque
from unittest import mock

from mazetk import generate, grids
from mazetk.masks import mask as masks
from mazetk.generate import ALGORITHMS, carve, randbelow, shuffle, steps
from mazetk.grids import SquareGrid
from mazetk.grids.hexagon import HexGrid
from mazetk.grids.masked import MaskedGrid
from mazetk.grids.upsilon import UpsilonGrid
from mazetk.spec import rng_for

from .helpers import check_perfect

SIZES = [(1, 1), (1, 7), (7, 1), (2, 2), (3, 3), (5, 8), (16, 9), (31, 30)]
SHAPES = ("square", "hex", "triangle", "upsilon", "circle")


def check_tree(test, grid):
    """A spanning tree of any shape: every open side faces a cell whose
    matching side is open, n - 1 passages, every cell reached."""
    s, nbr, match, pas = grid.slots, grid.nbr, grid.match, grid.passages
    for c in range(grid.n):
        for k in range(s):
            if pas[c] >> k & 1:
                m = nbr[c * s + k]
                test.assertGreaterEqual(m, 0, "cell %d is open to the outside" % c)
                test.assertTrue(pas[m] >> match[c * s + k] & 1,
                                "passage %d->%d is open on one side only" % (c, m))
    test.assertEqual(grid.passage_count(), grid.n - 1)
    seen, todo = {0}, [0]
    while todo:
        c = todo.pop()
        for k in range(s):
            m = nbr[c * s + k]
            if pas[c] >> k & 1 and m not in seen:
                seen.add(m)
                todo.append(m)
    test.assertEqual(len(seen), grid.n)


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


PINNED = os.path.join(os.path.dirname(__file__), "data", "pinned-mazes.json")


def sha(grid):
    return hashlib.sha256(bytes(grid.passages)).hexdigest()


def dead_end_share(name, param, seeds=4, size=80):
    ends = total = 0
    for seed in range(seeds):
        g = carve(SquareGrid(size, size), random.Random(seed), name, param)
        ends += sum(1 for c in range(g.n) if g.degree(c) == 1)
        total += g.n
    return ends / total


class PinnedTest(unittest.TestCase):
    """The mazes of tests/data/pinned-mazes.json, recorded before the engine
    was made faster: the same seed must keep carving the very same maze."""

    def test_pinned_grids_fast_and_by_steps(self):
        with open(PINNED) as f:
            entries = json.load(f)["grids"]
        self.assertEqual({e["algorithm"] for e in entries}, set(ALGORITHMS))
        for e in entries:
            # division's default became weighted=1; 0 is the behaviour pinned
            param = 0 if e["algorithm"] == "division" else None
            with self.subTest(**{k: e[k] for k in ("algorithm", "cols", "rows", "seed")}):
                fast = carve(SquareGrid(e["cols"], e["rows"]), rng_for(e["seed"]),
                             e["algorithm"], param)
                self.assertEqual(sha(fast), e["passages_sha256"])
                stepped = SquareGrid(e["cols"], e["rows"])
                deque(steps(stepped, rng_for(e["seed"]), e["algorithm"], param), maxlen=0)
                self.assertEqual(sha(stepped), e["passages_sha256"])


def agree(test, make, name, seed, param=None):
    """``carve`` and the steps of ``name`` on two grids ``make()`` agree."""
    a, b = make(), make()
    ra, rb = random.Random(seed), random.Random(seed)
    deque(steps(a, ra, name, param), maxlen=0)
    carve(b, rb, name, param)
    test.assertEqual(a.passages, b.passages)
    test.assertEqual(ra.random(), rb.random(), "random state after %s" % name)


class FastPathTest(unittest.TestCase):
    """``carve`` (fast variants, no steps) and exhausting ``steps`` agree: the
    same grid and the random generator left in the same state (a maze's
    braiding and endpoints draw from it next)."""

    def agree(self, make, name, seed, param=None):
        agree(self, make, name, seed, param)

    def test_every_algorithm_every_size(self):
        for name in ALGORITHMS:
            for cols, rows in SIZES + [(64, 37)]:
                for seed in range(3):
                    with self.subTest(algorithm=name, size=(cols, rows), seed=seed):
                        self.agree(lambda: SquareGrid(cols, rows), name, seed)

    def test_other_grid_shapes(self):
        for make in (lambda: HexGrid(13, 11), lambda: UpsilonGrid(9, 8)):
            for name in ("backtracker", "wilson", "kruskal", "growing-tree"):
                for seed in range(3):
                    with self.subTest(grid=make(), algorithm=name, seed=seed):
                        self.agree(make, name, seed)

    def test_fast_walks_on_every_shape_and_strip(self):
        # The lattice walks (square, hex, triangle) and the list walk
        # (upsilon) against the step versions, down to one cell and strips.
        for shape in SHAPES:
            for cols, rows in SIZES + [(2, 9), (9, 2), (40, 33), (33, 40)]:
                if shape == "triangle" and cols == 1 and rows > 2:
                    continue
                for name in ("backtracker", "wilson"):
                    for seed in range(3):
                        with self.subTest(shape=shape, size=(cols, rows), algorithm=name,
                                          seed=seed):
                            self.agree(lambda: grids.make(shape, cols, rows), name, seed)
                            g = carve(grids.make(shape, cols, rows), random.Random(seed), name)
                            check_tree(self, g)

    def test_fast_walks_are_used(self):
        # Plain generation must not fall back to the step versions.
        for shape in ("square", "hex", "triangle", "upsilon"):
            with mock.patch.object(generate, "_sliced", side_effect=AssertionError), \
                    self.subTest(shape=shape):
                carve(grids.make(shape, 12, 10), random.Random(1), "wilson")
                if shape != "upsilon":
                    carve(grids.make(shape, 12, 10), random.Random(1), "backtracker")
                    # and the lattice walk, a step as cheap as a square's
                    with mock.patch.object(generate, "_wilson_list",
                                           side_effect=AssertionError):
                        carve(grids.make(shape, 12, 10), random.Random(1), "wilson")

    def test_wilson_blocks_on_every_shape(self):
        # One 64-bit word a block: walks cross thousands of block boundaries,
        # and on hex and triangle grids the draws naming no side are dropped.
        with mock.patch.object(generate, "_WILSON_BLOCK", 1):
            for shape in SHAPES:
                for seed in range(3):
                    with self.subTest(shape=shape, seed=seed):
                        self.agree(lambda: grids.make(shape, 23, 19), "wilson", seed)

    def test_the_list_walk_on_square_hex_and_triangle_grids(self):
        # _wilson_list serves every grid of kinds; square, hex and triangle
        # use the lattice instead, but must give the same maze through it too.
        for make in (lambda: SquareGrid(17, 12), lambda: HexGrid(12, 17),
                     lambda: grids.make("triangle", 13, 11)):
            for seed in range(3):
                a, b = make(), make()
                ra, rb = random.Random(seed), random.Random(seed)
                deque(steps(a, ra, "wilson"), maxlen=0)
                deque(generate._wilson_list(b, rb), maxlen=0)
                self.assertEqual(a.passages, b.passages)
                self.assertEqual(ra.random(), rb.random())

    def test_large_fast_mazes_are_spanning_trees(self):
        for shape in ("square", "hex", "triangle"):
            for name in ("backtracker", "wilson"):
                with self.subTest(shape=shape, algorithm=name):
                    check_tree(self, carve(grids.make(shape, 120, 97), rng_for("big"), name))

    def test_wilson_across_many_blocks(self):
        # One 64-bit word a block: walks cross thousands of block boundaries.
        with mock.patch.object(generate, "_WILSON_BLOCK", 1), \
                mock.patch.object(generate, "_BLOCK_CELLS", 7):
            for seed in range(4):
                self.agree(lambda: SquareGrid(23, 19), "wilson", seed)
        # Kruskal lists its walls a block of cells at a time: any block, same maze.
        whole = sha(carve(SquareGrid(23, 19), random.Random(5), "kruskal"))
        with mock.patch.object(generate, "_BLOCK_CELLS", 7):
            self.assertEqual(sha(carve(SquareGrid(23, 19), random.Random(5), "kruskal")), whole)

    def test_progress_is_reported_and_can_cancel(self):
        for name in ("wilson", "backtracker", "kruskal", "prim"):
            seen = []
            carve(SquareGrid(300, 300), random.Random(1), name, progress=seen.append)
            self.assertGreater(len(seen), 1, name)  # at least every 65536 steps
            self.assertEqual(seen[-1], 1.0)
            self.assertTrue(all(0 <= x <= 1 for x in seen))
            self.assertEqual(seen, sorted(seen), name)

            class Stop(Exception):
                pass

            def cancel(fraction):
                raise Stop

            with self.assertRaises(Stop):
                carve(SquareGrid(300, 300), random.Random(1), name, progress=cancel)

    def test_true_prim_pops_the_same_whatever_its_bands(self):
        # One band is the plain heap of every entry; more bands keep the high
        # weights waiting aside, and must change nothing in the maze.
        for shape in ("square", "hex", "triangle"):
            for seed in range(3):
                whole = {}
                for bands in (1, 2, 256, 4096):
                    with mock.patch.object(generate, "_PRIM_BANDS", bands):
                        grid = carve(grids.make(shape, 41, 37), random.Random(seed), "true-prim")
                    whole[bands] = sha(grid)
                with self.subTest(shape=shape, seed=seed):
                    self.assertEqual(len(set(whole.values())), 1, whole)

    def test_square_only_algorithms_are_refused_at_once(self):
        square_only = {n for n, a in ALGORITHMS.items() if a.square_only}
        self.assertEqual(square_only, {"eller", "binary-tree", "sidewinder", "division"})
        for name in square_only:
            with self.assertRaisesRegex(ValueError, "square grids only"):
                steps(HexGrid(4, 4), random.Random(1), name)  # not on first next()
            with self.assertRaisesRegex(ValueError, "square grids only"):
                carve(HexGrid(4, 4), random.Random(1), name)


class MaskedFastPathTest(unittest.TestCase):
    """Masked grids (cells cut away, the rest renumbered) take the fast
    walks of their full grid's shape: the same draws as the step versions,
    so the same maze and the random generator left in the same state."""

    def masked(self, shape, cols, rows, seed, share=0.75):
        full = grids.make(shape, cols, rows)
        pick = random.Random("mask %d" % seed).random
        on = bytearray(1 if pick() < share else 0 for _ in range(full.n))
        on[full.n // 2] = 1
        on = masks.keep_largest(masks.Mask(shape, cols, rows, bytes(on)), full)[0].on
        return lambda: MaskedGrid(full, on)

    def test_fast_equals_steps_on_masked_grids_of_every_shape(self):
        for shape in SHAPES:
            for cols, rows in [(1, 1), (2, 3), (9, 7), (30, 25), (12, 40)]:
                for seed in range(2):
                    for share in (0.6, 0.9):
                        make = self.masked(shape, cols, rows, seed, share)
                        for name in ("backtracker", "wilson"):
                            with self.subTest(shape=shape, size=(cols, rows), seed=seed,
                                              share=share, algorithm=name):
                                agree(self, make, name, seed)
                                check_tree(self, carve(make(), random.Random(seed), name))

    def test_outlines_and_blocks(self):
        # A heart, with walks crossing many block boundaries.
        with mock.patch.object(generate, "_WILSON_BLOCK", 1):
            for shape in SHAPES:
                full = grids.make(shape, 27, 23)
                on = masks.outline("heart", full).on
                for seed in range(2):
                    with self.subTest(shape=shape, seed=seed):
                        agree(self, lambda: MaskedGrid(full, on), "wilson", seed)
                        agree(self, lambda: MaskedGrid(full, on), "backtracker", seed)

    def test_masked_fast_walks_are_used(self):
        for shape in ("square", "hex", "triangle", "upsilon"):
            make = self.masked(shape, 14, 11, 1)
            with mock.patch.object(generate, "_sliced", side_effect=AssertionError), \
                    self.subTest(shape=shape):
                carve(make(), random.Random(1), "wilson")
                if shape != "upsilon":
                    carve(make(), random.Random(1), "backtracker")


class LatticeTest(unittest.TestCase):
    """The padded lattices the fast walks run on: every side of every cell
    is its slot's step, and a step off the grid lands on padding."""

    def check(self, grid, lattice):
        size, places, (steps, other), _ = lattice
        self.assertEqual(steps, other)  # one step a slot, whatever the cell
        places = list(generate._positions(lattice, grid))
        self.assertEqual(len(set(places)), grid.n)
        at = {p: c for c, p in enumerate(places)}
        for c in range(grid.n):
            for k, d in enumerate(steps):
                q = places[c] + d
                self.assertTrue(0 <= q < size)
                m = grid.nbr[c * grid.slots + k]
                self.assertEqual(at.get(q, -1), m if m >= 0 else -1,
                                 "cell %d slot %d" % (c, k))
        # every cell's own bytes come back in cell order
        buf = bytearray(size)
        generate._scatter(buf, lattice, grid, 7)
        self.assertEqual(buf.count(7), grid.n)
        for c, p in enumerate(places):
            buf[p] = c % 251
        self.assertEqual(generate._gather(buf, lattice, grid),
                         bytes(c % 251 for c in range(grid.n)))

    def test_hexagons_sit_in_columns(self):
        for cols, rows in [(1, 1), (1, 6), (6, 1), (2, 2), (5, 4), (8, 9), (13, 3)]:
            with self.subTest(size=(cols, rows)):
                grid = grids.make("hex", cols, rows)
                lattice = generate._lattice(grid)
                self.assertIsInstance(lattice[1], generate._Columns)
                self.check(grid, lattice)
                self.assertEqual(generate._position(lattice, grid, grid.n - 1),
                                 list(generate._positions(lattice, grid))[-1])

    def test_masked_hexagons_and_squares(self):
        for shape in ("hex", "square"):
            full = grids.make(shape, 11, 9)
            on = masks.outline("heart", full).on
            grid = MaskedGrid(full, on)
            with self.subTest(shape=shape):
                self.check(grid, generate._lattice(grid))

    def test_every_tail_once(self):
        for s in (3, 4, 6):
            tails, after = generate._distinct_tails(s)
            with self.subTest(slots=s):
                self.assertEqual(len(set(tails)), len(tails))
                # the whole orders first, in the order the draws name them
                self.assertEqual(list(tails[:math.factorial(s)]),
                                 list(itertools.permutations(range(s))))
                index = {tail: s * i for i, tail in enumerate(tails)}
                for i, tail in enumerate(tails):
                    for j, k in enumerate(tail):
                        self.assertEqual(after[i * s + k], index[tail[j + 1:]])
        self.assertEqual(len(generate._distinct_tails(6)[0]), 1957)


class DeadEndTest(unittest.TestCase):
    def test_division_weighted_orientation(self):
        self.assertEqual(ALGORITHMS["division"].param.default, 1)
        weighted = dead_end_share("division", 1)
        longer_side = dead_end_share("division", 0)
        self.assertTrue(0.22 < weighted < 0.25, weighted)  # Daedalus: about 23 %
        self.assertTrue(0.26 < longer_side < 0.285, longer_side)
        self.assertEqual(sha(carve(SquareGrid(30, 20), random.Random(2), "division")),
                         sha(carve(SquareGrid(30, 20), random.Random(2), "division", 1)))

    def test_growing_tree_at_100_is_not_prim(self):
        # As documented: random growth of active cells, not Prim's random frontier.
        self.assertTrue(0.26 < dead_end_share("growing-tree", 100) < 0.29)
        self.assertTrue(0.34 < dead_end_share("prim", None) < 0.37)
        self.assertIn("not Prim", ALGORITHMS["growing-tree"].param.help)


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
