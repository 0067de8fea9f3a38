"""Texture knobs (mazetk.generate.texture): bias, run and river, measured
here without mazetk's own measures on square grids (rows and columns read
cell by cell), each in the direction and of the size the README states,
every maze still perfect by an independent check on every shape they
shape; 0 leaves every maze as it was; codes, the command line, books."""

import json
import os
import tempfile
import unittest

from mazetk.generate import texture
from mazetk.maze import build, new_grid, statistics
from mazetk.spec import MazeSpec, rng_for

from .test_ends import run
from .test_symmetry import image, passages

WALKERS = ("backtracker", "hunt-and-kill", "growing-tree")
SEEDS = [str(s) for s in range(12)]


def square_measures(maze):
    """(level share %, mean straight run, dead-end share %) of a square
    maze, read row by row and column by column."""
    g = maze.grid
    cols, rows = g.cols, g.rows

    def open_east(r, c):
        return c + 1 < cols and g.passages[r * cols + c] >> 1 & 1

    def open_south(r, c):
        return r + 1 < rows and g.passages[r * cols + c] >> 2 & 1

    level = sum(open_east(r, c) for r in range(rows) for c in range(cols))
    upright = sum(open_south(r, c) for r in range(rows) for c in range(cols))
    runs = []
    for r in range(rows):  # maximal runs of open east sides along each row
        length = 0
        for c in range(cols):
            if open_east(r, c):
                length += 1
            elif length:
                runs.append(length)
                length = 0
    for c in range(cols):
        length = 0
        for r in range(rows):
            if open_south(r, c):
                length += 1
            elif length:
                runs.append(length)
                length = 0
    degree = [0] * (cols * rows)
    for r in range(rows):
        for c in range(cols):
            if open_east(r, c):
                degree[r * cols + c] += 1
                degree[r * cols + c + 1] += 1
            if open_south(r, c):
                degree[r * cols + c] += 1
                degree[(r + 1) * cols + c] += 1
    return (100.0 * level / (level + upright), sum(runs) / len(runs),
            100.0 * degree.count(1) / len(degree))


def mean_of(algorithm, size=(30, 30), seeds=SEEDS, **knobs):
    """The three measures, averaged over ``seeds``."""
    totals = [0.0, 0.0, 0.0]
    for seed in seeds:
        maze = build(MazeSpec(*size, algorithm, seed=seed, **knobs))
        for i, value in enumerate(square_measures(maze)):
            totals[i] += value / len(seeds)
    return totals


def assert_tree(test, grid):
    """Perfect, checked from the neighbour table alone: every passage open
    from both sides (the side facing back found by search), n - 1 of them,
    and one piece (union-find)."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    parent = list(range(grid.n))

    def root(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    edges = 0
    for c in range(grid.n):
        for k in range(s):
            m = nbr[c * s + k]
            if m < 0 or not pas[c] >> k & 1:
                continue
            back = [j for j in range(s) if nbr[m * s + j] == c and pas[m] >> j & 1]
            test.assertTrue(back, "passage %d->%d open on one side only" % (c, m))
            if m > c or (m == c):
                continue
            edges += 1
            a, b = root(c), root(m)
            test.assertNotEqual(a, b, "a loop through %d and %d" % (c, m))
            parent[a] = b
    test.assertEqual(edges, grid.n - 1)


class DirectionTest(unittest.TestCase):
    """Each knob moves its measure the way it says, for every walker."""

    def test_bias_turns_passages_level_or_upright(self):
        for algorithm in WALKERS:
            shares = [mean_of(algorithm, bias=b)[0] for b in (-100, -50, 0, 50, 100)]
            with self.subTest(algorithm=algorithm, shares=shares):
                self.assertEqual(shares, sorted(shares))
                self.assertLess(shares[0], 30)
                self.assertGreater(shares[4], 70)
                self.assertAlmostEqual(shares[2], 50, delta=4)
                self.assertGreater(shares[3] - shares[1], 20)

    def test_run_lengthens_straight_corridors(self):
        for algorithm in WALKERS:
            means = [mean_of(algorithm, run=r)[1] for r in (0, 50, 100)]
            with self.subTest(algorithm=algorithm, means=means):
                self.assertLess(means[0] * 1.15, means[1])
                self.assertLess(means[1] * 1.15, means[2])

    def test_river_leaves_fewer_dead_ends(self):
        for algorithm in WALKERS:
            shares = [mean_of(algorithm, river=v)[2] for v in (0, 50, 100)]
            with self.subTest(algorithm=algorithm, shares=shares):
                self.assertGreater(shares[0], shares[1] * 1.08)
                self.assertGreater(shares[1], shares[2] * 1.08)

    def test_river_dead_ends_are_longer(self):
        """Fewer dead ends, and each one a longer way back to a junction."""
        def mean_stub(river):
            lengths = []
            for seed in SEEDS[:6]:
                g = build(MazeSpec(30, 30, "growing-tree", seed=seed, river=river)).grid
                degree = [g.degree(c) for c in range(g.n)]
                for c in range(g.n):
                    if degree[c] != 1:
                        continue
                    prev, x, length = -1, c, 0
                    while degree[x] <= 2 and length < g.n:
                        nxt = [m for m in g.open_neighbours(x) if m != prev]
                        if not nxt:
                            break
                        prev, x, length = x, nxt[0], length + 1
                    lengths.append(length)
            return sum(lengths) / len(lengths)
        self.assertGreater(mean_stub(100), mean_stub(0))

    def test_bias_on_a_circle_runs_round_the_rings(self):
        def around(bias):
            total = 0.0
            for seed in SEEDS[:6]:
                g = build(MazeSpec(12, 12, shape="circle", seed=seed, bias=bias)).grid
                level = upright = 0
                for c in range(1, g.n):  # cells of the same ring lie side by side
                    for m in g.open_neighbours(c):
                        if m > c:
                            if g.ring_of(m)[0] == g.ring_of(c)[0]:
                                level += 1
                            else:
                                upright += 1
                total += level / (level + upright)
            return total / 6
        self.assertLess(around(-80), around(0))
        self.assertLess(around(0), around(80))
        self.assertGreater(around(100), 0.85)


class PerfectTest(unittest.TestCase):
    """Every textured maze is still perfect, on every shape the knobs shape."""

    KINDS = [dict(shape="square"), dict(shape="hex"), dict(shape="triangle"),
             dict(shape="upsilon"), dict(shape="circle", cols=8), dict(shape="cube", cols=4),
             dict(levels=3, cols=6, rows=5), dict(shape="hex", levels=2, cols=5, rows=4),
             dict(wrap="xy"), dict(wrap="x", shape="hex"), dict(symmetry="mirror"),
             dict(symmetry="rotate2", cols=11, rows=8)]

    def test_every_shape(self):
        for kind in self.KINDS:
            knobs = dict(bias=70, run=0 if kind.get("shape") == "triangle" else 60, river=40)
            for algorithm in WALKERS:
                for seed in SEEDS[:3]:
                    spec = MazeSpec(**dict(dict(cols=10, rows=8), **kind), algorithm=algorithm,
                                    seed=seed, **knobs)
                    with self.subTest(kind=kind, algorithm=algorithm, seed=seed):
                        assert_tree(self, build(spec).grid)

    def test_masked(self):
        from .helpers import shape_spec
        for algorithm in WALKERS:
            spec = shape_spec(algorithm, "square", 20, 16, "heart", "m").replace(
                bias=-60, run=50, river=50)
            maze = build(spec)
            with self.subTest(algorithm=algorithm):
                self.assertEqual(maze.grid.kind, "masked")
                assert_tree(self, maze.grid)

    def test_every_size_from_one_cell(self):
        for cols, rows in ((1, 1), (1, 7), (7, 1), (2, 2), (3, 5)):
            for algorithm in WALKERS:
                maze = build(MazeSpec(cols, rows, algorithm, seed="s", bias=100, run=100,
                                      river=100))
                with self.subTest(size=(cols, rows), algorithm=algorithm):
                    assert_tree(self, maze.grid)

    def test_symmetric_mazes_stay_symmetric(self):
        for symmetry, size in (("mirror", (10, 7)), ("rotate2", (9, 8)), ("rotate4", (9, 9))):
            knobs = dict(run=70, river=50) if symmetry == "rotate4" else dict(bias=60, run=40)
            maze = build(MazeSpec(*size, seed="y", symmetry=symmetry, **knobs))
            cols, rows = size
            mapped = {frozenset(image(symmetry, cols, rows, *p) for p in pair)
                      for pair in passages(maze)}
            with self.subTest(symmetry=symmetry):
                self.assertEqual(mapped, passages(maze))
                assert_tree(self, maze.grid)


class PlainTest(unittest.TestCase):
    def test_zero_knobs_are_todays_mazes(self):
        """0 for each knob (given as 0, "0" or "") is the maze without them:
        the same passages, the same code."""
        for algorithm in WALKERS + ("prim", "wilson"):
            for shape in ("square", "hex", "circle"):
                plain = build(MazeSpec(12, 9, algorithm, seed="p", shape=shape))
                zero = build(MazeSpec(12, 9, algorithm, seed="p", shape=shape, bias="0",
                                      run=0, river=""))
                with self.subTest(algorithm=algorithm, shape=shape):
                    self.assertEqual(bytes(plain.grid.passages), bytes(zero.grid.passages))
                    self.assertEqual(plain.code, zero.code)
                    self.assertNotIn("/", zero.code)

    def test_knobs_change_the_maze(self):
        plain = build(MazeSpec(12, 9, seed="p"))
        for knob in texture.KNOBS:
            other = build(MazeSpec(12, 9, seed="p", **{knob: 50}))
            with self.subTest(knob=knob):
                self.assertNotEqual(bytes(plain.grid.passages), bytes(other.grid.passages))

    def test_steps_and_build_make_the_same_maze(self):
        from mazetk.maze import steps
        for algorithm in WALKERS:
            spec = MazeSpec(15, 10, algorithm, seed="w", bias=-30, run=20, river=60)
            work = steps(spec)
            try:
                while True:
                    next(work)
            except StopIteration as stop:
                stepped = stop.value
            with self.subTest(algorithm=algorithm):
                self.assertEqual(bytes(stepped.grid.passages), bytes(build(spec).grid.passages))


class CodeTest(unittest.TestCase):
    def test_codes_carry_the_knobs(self):
        spec = MazeSpec(20, 15, "growing-tree", 30, seed="7", bias=-40, run=20, river=5)
        code = spec.validate().code()
        self.assertEqual(code, "mz2:20x15:growing-tree.30/b-40r20v5:c:b0:7")
        back = MazeSpec.from_code(code)
        self.assertEqual((back.bias, back.run, back.river, back.param), (-40, 20, 5, 30))
        self.assertEqual(bytes(build(code).grid.passages), bytes(build(spec).grid.passages))
        self.assertEqual(MazeSpec.from_code("mz2:9x9:backtracker/v9:c:b0:1").river, 9)

    def test_bad_codes_are_refused(self):
        for code in ("mz2:9x9:backtracker/:c:b0:1", "mz2:9x9:backtracker/x3:c:b0:1",
                     "mz2:9x9:backtracker/r3b2:c:b0:1", "mz2:9x9:backtracker/b:c:b0:1",
                     "mz2:9x9:backtracker/b200:c:b0:1", "mz2:9x9:prim/r5:c:b0:1"):
            with self.subTest(code=code), self.assertRaises(ValueError):
                MazeSpec.from_code(code)

    def test_refusals_say_what_to_do(self):
        cases = [(dict(bias=101), "from -100 to 100"), (dict(run=-1), "from 0 to 100"),
                 (dict(river="lots"), "whole number"),
                 (dict(algorithm="wilson", bias=5), "backtracker, hunt-and-kill or growing"),
                 (dict(shape="triangle", run=5), "no straight passages"),
                 (dict(weave=30, river=5), "woven"),
                 (dict(cols=9, rows=9, symmetry="rotate4", bias=5), "quarter turn")]
        for changes, words in cases:
            with self.subTest(changes=changes):
                with self.assertRaises(ValueError) as caught:
                    MazeSpec(**dict(dict(seed="1"), **changes)).validate()
                self.assertIn(words, str(caught.exception))


class MeasureTest(unittest.TestCase):
    def test_statistics_agree_with_the_rows_and_columns(self):
        for algorithm, knobs in (("backtracker", {}), ("prim", {}),
                                 ("growing-tree", dict(bias=40, run=30))):
            for braid in (0, 50):
                maze = build(MazeSpec(17, 11, algorithm, seed="m", braid=braid, **knobs))
                stats = statistics(maze)
                level, mean, dead = square_measures(maze)
                with self.subTest(algorithm=algorithm, braid=braid):
                    self.assertAlmostEqual(stats["level_share"], level, places=1)
                    self.assertAlmostEqual(stats["mean_run"], mean, places=2)
                    self.assertAlmostEqual(stats["dead_end_share"], dead, places=1)

    def test_shapes_without_straight_runs_say_nothing_of_them(self):
        stats = statistics(build(MazeSpec(8, 6, shape="triangle", seed="t")))
        self.assertNotIn("mean_run", stats)
        self.assertIn("level_share", stats)
        self.assertNotIn("level_share", statistics(build(MazeSpec(1, 1, seed="1"))))


class CommandLineTest(unittest.TestCase):
    def test_generate_writes_the_knobs_in_the_code(self):
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = run("generate", "--size", "16x12", "--seed", "3", "--bias",
                                   "-60", "--run", "40", "--river", "10", "--format",
                                   "json", "--out", folder)
            self.assertEqual(status, 0, err)
            with open(out.split()[0], encoding="utf-8") as f:
                data = json.load(f)
            self.assertEqual(data["code"], "mz2:16x12:backtracker/b-60r40v10:c:b0:3")
            status, out, err = run("solve", out.split()[0])
            self.assertEqual(status, 0, err)
            self.assertIn("level passages %:", out)
            self.assertIn("mean straight run:", out)

    def test_refusals_are_one_line(self):
        for args in (["--bias", "200"], ["--run", ""], ["-a", "prim", "--river", "4"],
                     ["--code", "mz2:9x9:backtracker:c:b0:1", "--bias", "3"],
                     ["--shape", "triangle", "--run", "5"], ["--bias", "x"]):
            with tempfile.TemporaryDirectory() as folder:
                status, out, err = run("generate", "--out", folder, *args)
                with self.subTest(args=args):
                    self.assertEqual(status, 2)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
                    self.assertEqual(os.listdir(folder), [])

    def test_a_book_of_textured_mazes(self):
        from mazetk.books.book import BookSettings
        book = BookSettings(count=3, seed="b", bias=90, river=30, symmetry="mirror").validate()
        for i in range(3):
            spec = book.spec(i)
            self.assertEqual((spec.bias, spec.river, spec.symmetry), (90, 30, "mirror"))
            self.assertGreater(statistics(build(spec))["level_share"], 70)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "b.pdf")
            status, out, err = run("book", path, "--count", "2", "--run", "80", "--seed", "q")
            self.assertEqual(status, 0, err)
            with open(path, "rb") as f:
                self.assertTrue(f.read(5) == b"%PDF-")
            status, out, err = run("book", path + "2.pdf", "--count", "2", "-a", "kruskal",
                                   "--bias", "20")
            self.assertEqual(status, 2)
            self.assertIn("--bias", err)
            self.assertFalse(os.path.exists(path + "2.pdf"))


if __name__ == "__main__":
    unittest.main()


class DrawTest(unittest.TestCase):
    """The fast walk's tables name the very order the step version draws."""

    def test_tables_and_the_draw_agree_at_every_edge(self):
        import random
        from bisect import bisect_right
        from itertools import permutations
        rng = random.Random(5)
        for knobs in (texture.Texture(bias=60), texture.Texture(bias=-100, run=40),
                      texture.Texture(run=100), texture.Texture(bias=100, run=100),
                      texture.Texture(bias=37, run=13)):
            for s, leans in ((4, [0, 4, 0, 4]), (6, [0, 3, 3, 0, 2, 2])):
                weights = [200 + knobs.bias * (v - 2) for v in leans]
                perms = list(permutations(range(s)))
                for straight in (texture.NONE, 2):
                    starts, which = texture.order_table(knobs, s, weights, straight)
                    draws = [rng.randrange(texture.SPAN) for _ in range(500)]
                    draws += [x + dx for x in starts for dx in (-1, 0, 1)]
                    for x in draws:
                        if not 0 <= x < texture.SPAN:
                            continue
                        with self.subTest(knobs=knobs, s=s, straight=straight, x=x):
                            self.assertEqual(
                                texture.draw_order(knobs, s, weights, straight, x),
                                perms[which[bisect_right(starts, x) - 1] // s])

    def test_the_draw_follows_the_weights(self):
        """Level sides first about as often as their weight says."""
        import random
        rng = random.Random(1)
        knobs = texture.Texture(bias=50)
        weights = [200 - 100, 200 + 100, 200 - 100, 200 + 100]  # N E S W
        first = [texture.draw_order(knobs, 4, weights, texture.NONE,
                                    rng.randrange(texture.SPAN))[0] for _ in range(4000)]
        level = sum(k in (1, 3) for k in first) / len(first)
        self.assertAlmostEqual(level, 0.75, delta=0.03)

    def test_fast_walk_equals_steps(self):
        from mazetk.maze import steps
        for kind in (dict(), dict(levels=3), dict(wrap="xy"), dict(cols=1, rows=9),
                     dict(cols=1, rows=1)):
            for knobs in (dict(bias=60), dict(run=50), dict(river=70),
                          dict(bias=-100, run=100, river=100), dict(bias=100)):
                spec = MazeSpec(**dict(dict(seed="f"), **kind), **knobs)
                work = steps(spec)
                try:
                    while True:
                        next(work)
                except StopIteration as stop:
                    stepped = stop.value
                with self.subTest(kind=kind, knobs=knobs):
                    # the fast walk is there for these grids (a wrapped one has no
                    # lattice), and makes the same maze
                    fast = texture.fast(new_grid(spec.validate()), rng_for("x"), spec.texture)
                    self.assertEqual(fast is None, bool(kind.get("wrap")))
                    self.assertEqual(bytes(build(spec).grid.passages),
                                     bytes(stepped.grid.passages))
