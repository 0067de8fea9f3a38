"""Checks shared by the tests of the generators: a spanning tree on any
shape, the step and fast versions agreeing, masked grids to run them on."""

import hashlib
import random
from collections import deque

from mazetk import grids
from mazetk.generate import carve, steps
from mazetk.grids.masked import MaskedGrid
from mazetk.masks import mask as masks

SIZES = [(1, 1), (1, 7), (7, 1), (2, 2), (3, 3), (5, 8), (16, 9), (31, 30)]
SHAPES = ("square", "hex", "triangle", "upsilon", "circle")


def shaped(shape, sizes=SIZES):
    """``make()`` for each size of ``shape`` a grid of that shape may have."""
    for cols, rows in sizes:
        if shape == "triangle" and cols == 1 and rows > 2:
            continue
        yield (cols, rows), (lambda cols=cols, rows=rows: grids.make(shape, cols, rows))


def sha(grid):
    return hashlib.sha256(bytes(grid.passages)).hexdigest()


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


def agree(test, make, name, seed, param=None):
    """``carve`` (the fast walk, where there is one) and the steps of
    ``name`` on two grids ``make()`` give the same maze and leave the random
    generator in the same state (a maze's braiding and endpoints draw from
    it next)."""
    a, b = make(), make()
    ra, rb = random.Random(seed), random.Random(seed)
    deque(steps(a, ra, name, param), maxlen=0)
    carve(b, rb, name, param)
    test.assertEqual(a.passages, b.passages)
    test.assertEqual(ra.random(), rb.random(), "random state after %s" % name)


def masked(shape, cols, rows, seed, share=0.75):
    """``make()`` of a masked grid: about ``share`` of the cells of a
    ``shape`` grid kept at random, its largest piece."""
    full = grids.make(shape, cols, rows)
    pick = random.Random("mask %d" % seed).random
    on = bytearray(1 if pick() < share else 0 for _ in range(full.n))
    on[full.n // 2] = 1
    on = masks.keep_largest(masks.Mask(shape, cols, rows, bytes(on)), full)[0].on
    return lambda: MaskedGrid(full, on)


def perfect_everywhere(test, name, shapes=SHAPES, sizes=SIZES, seeds=3, param=None):
    """``name`` carves a spanning tree on every shape and size, plain and
    masked, step by step and fast alike."""
    for shape in shapes:
        for size, make in shaped(shape, sizes):
            for seed in range(seeds):
                with test.subTest(shape=shape, size=size, seed=seed):
                    check_tree(test, carve(make(), random.Random(seed), name, param))
                    agree(test, make, name, seed, param)
        with test.subTest(shape=shape, masked=True):
            make = masked(shape, 12, 10, 1)
            check_tree(test, carve(make(), random.Random(1), name, param))
            agree(test, make, name, 1, param)


def chi_square_limit(df, z=3.09):
    """Upper p=0.001 point of chi-square (Wilson-Hilferty approximation)."""
    return df * (1 - 2 / (9 * df) + z * (2 / (9 * df)) ** 0.5) ** 3


#: The spanning trees of a 3 x 3 square grid.
TREES_3X3 = 192


def tree_chi_square(name, samples):
    """``(trees seen, chi-square)`` of ``samples`` 3 x 3 mazes of ``name``
    against the uniform distribution over all 192 spanning trees."""
    from collections import Counter
    from mazetk.grids import SquareGrid
    rng = random.Random("uniform:" + name)
    counts = Counter()
    for _ in range(samples):
        g = SquareGrid(3, 3)
        deque(steps(g, rng, name), maxlen=0)
        counts[bytes(g.passages)] += 1
    expected = samples / TREES_3X3
    missing = TREES_3X3 - len(counts)
    return len(counts), (sum((x - expected) ** 2 / expected for x in counts.values())
                         + missing * expected)


def assert_not_uniform(test, name, samples=TREES_3X3 * 10):
    test.assertGreater(tree_chi_square(name, samples)[1], chi_square_limit(TREES_3X3 - 1), name)


def dead_end_share(name, param, seeds=4, size=80):
    """The share of cells with one open side in ``name``'s square mazes."""
    from mazetk.grids import SquareGrid
    ends = total = 0
    for seed in range(seeds):
        g = carve(SquareGrid(size, size), random.Random(seed), name, param)
        ends += sum(1 for c in range(g.n) if g.degree(c) == 1)
        total += g.n
    return ends / total


def assert_uniform(test, name, samples=TREES_3X3 * 40):
    """``name``'s 3 x 3 mazes are every spanning tree, as often as each other."""
    seen, chi = tree_chi_square(name, samples)
    test.assertEqual(seen, TREES_3X3)
    test.assertLess(chi, chi_square_limit(TREES_3X3 - 1))


def perfect_on_squares(test, name, param=None, sizes=SIZES, seeds=3):
    """A square-only ``name`` carves perfect mazes at every size, fast and
    by steps alike."""
    from mazetk.grids import SquareGrid
    from .helpers import check_perfect
    for cols, rows in sizes:
        for seed in range(seeds):
            with test.subTest(size=(cols, rows), seed=seed, param=param):
                check_perfect(test, carve(SquareGrid(cols, rows), random.Random(seed), name,
                                          param))
                agree(test, lambda: SquareGrid(cols, rows), name, seed, param)


STRIPS = SIZES + [(2, 9), (9, 2), (40, 33), (33, 40)]


def fast_equals_steps_everywhere(test, name):
    """``carve`` gives the maze of ``name``'s steps on every shape, size and
    strip, and on masked grids of every shape (how a fast walk proves it)."""
    for shape in SHAPES:
        for size, make in shaped(shape, STRIPS):
            for seed in range(3):
                with test.subTest(shape=shape, size=size, seed=seed):
                    agree(test, make, name, seed)
                    check_tree(test, carve(make(), random.Random(seed), name))
        for cols, rows in [(1, 1), (2, 3), (9, 7), (30, 25), (12, 40)]:
            for seed in range(2):
                for share in (0.6, 0.9):
                    with test.subTest(shape=shape, size=(cols, rows), seed=seed, share=share):
                        agree(test, masked(shape, cols, rows, seed, share), name, seed)


def open_distances(grid, source=0):
    """Steps from ``source`` to every cell with no walls (breadth first)."""
    dist, queue = {source: 0}, [source]
    for c in queue:
        for k in range(grid.slots):
            o = grid.nbr[c * grid.slots + k]
            if o >= 0 and o not in dist:
                dist[o] = dist[c] + 1
                queue.append(o)
    return dist
