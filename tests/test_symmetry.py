"""Symmetric mazes (mazetk.generate.symmetry): each its own mirror image,
half turn or quarter turn, exactly, and a perfect maze, by every
generator that walks the grid, at every size the symmetry allows; the
sizes it does not refused saying which work; codes and the command line."""

import os
import tempfile
import unittest

from mazetk.generate import ALGORITHMS
from mazetk.maze import build, stepper
from mazetk.spec import MazeSpec

from .test_ends import run

TABLE = [name for name, a in ALGORITHMS.items() if not a.square_only]
SIZES = [(1, 1), (1, 5), (5, 1), (2, 2), (2, 3), (3, 3), (4, 3), (3, 4), (5, 5), (6, 4),
         (7, 7), (8, 6), (9, 9), (10, 7), (11, 11)]


def image(symmetry, cols, rows, r, c):
    """Where the symmetry takes the cell at row r, column c (worked out
    here, not by mazetk): the mirror, the half turn, the quarter turn."""
    if symmetry == "mirror":
        return r, cols - 1 - c
    if symmetry == "rotate2":
        return rows - 1 - r, cols - 1 - c
    return c, cols - 1 - r


def passages(maze):
    """The maze's passages between cells, as sets of two (row, col) places."""
    g, cols = maze.grid, maze.grid.cols
    out = set()
    for c in range(g.n):
        for k in range(4):
            o = g.nbr[c * 4 + k]
            if o >= 0 and g.passages[c] >> k & 1:
                out.add(frozenset((divmod(c, cols), divmod(o, cols))))
    return out


def allowed(symmetry, cols, rows):
    if symmetry == "rotate2":
        return bool(cols % 2 or rows % 2)
    if symmetry == "rotate4":
        return cols == rows and cols % 2 == 1
    return True


class SymmetricMazeTest(unittest.TestCase):
    def test_every_generator_makes_a_perfect_maze_that_is_its_own_image(self):
        for symmetry in ("mirror", "rotate2", "rotate4"):
            for cols, rows in SIZES:
                if not allowed(symmetry, cols, rows):
                    continue
                for algorithm in TABLE:
                    for seed in range(2):
                        m = build(MazeSpec(cols, rows, algorithm, seed=str(seed),
                                           symmetry=symmetry))
                        ways = passages(m)
                        with self.subTest(symmetry=symmetry, size=(cols, rows),
                                          algorithm=algorithm, seed=seed):
                            # a tree: n - 1 passages, every cell reached
                            self.assertEqual(len(ways), cols * rows - 1)
                            seen, todo = {(0, 0)}, [(0, 0)]
                            near = {}
                            for way in ways:
                                a, b = tuple(way)
                                near.setdefault(a, []).append(b)
                                near.setdefault(b, []).append(a)
                            while todo:
                                for y in near.get(todo.pop(), ()):
                                    if y not in seen:
                                        seen.add(y)
                                        todo.append(y)
                            self.assertEqual(len(seen), cols * rows)
                            # its own image, passage for passage
                            turned = {frozenset(image(symmetry, cols, rows, *p) for p in way)
                                      for way in ways}
                            self.assertEqual(turned, ways)

    def test_seeds_differ_and_the_code_rebuilds_the_maze(self):
        a = build(MazeSpec(12, 9, "wilson", seed="1", symmetry="mirror"))
        b = build(MazeSpec(12, 9, "wilson", seed="2", symmetry="mirror"))
        self.assertNotEqual(a.grid.passages, b.grid.passages)
        for symmetry, letter in (("mirror", "m"), ("rotate2", "2"), ("rotate4", "4")):
            m = build(MazeSpec(9, 9, "prim", seed="c", symmetry=symmetry))
            self.assertIn("9x9s%s:" % letter, m.code)
            self.assertEqual(build(m.code).grid.passages, m.grid.passages)
        self.assertNotIn("s", build(MazeSpec(9, 9, seed="c")).code.split(":")[1])

    def test_watching_it_grow_makes_the_same_maze(self):
        spec = MazeSpec(11, 7, "backtracker", seed="w", symmetry="rotate2")
        grid, walk = stepper(spec)
        steps = []
        try:
            while True:
                steps.append(next(walk))
        except StopIteration as stop:
            made = stop.value
        self.assertEqual(made.grid.passages, build(spec).grid.passages)
        self.assertEqual(sum(1 for s in steps if s[0] == "carve"), 11 * 7 - 1)

    def test_what_cannot_be_symmetric_says_which_sizes_work(self):
        for kw, words in ((dict(cols=14, rows=12, symmetry="rotate2"), "odd number of columns"),
                          (dict(cols=14, rows=14, symmetry="rotate4"), "5 x 5, 7 x 7"),
                          (dict(cols=9, rows=7, symmetry="rotate4"), "as many columns as rows"),
                          (dict(symmetry="twist"), "mirror, rotate2, rotate4"),
                          (dict(shape="hex", symmetry="mirror"), "only square mazes"),
                          (dict(symmetry="mirror", braid=10), "braid"),
                          (dict(symmetry="mirror", weave=10), "weave"),
                          (dict(symmetry="mirror", wrap="x"), "wrap"),
                          (dict(symmetry="mirror", levels=2), "levels"),
                          (dict(symmetry="mirror", algorithm="sidewinder"), "rows of the whole")):
            with self.subTest(kw=kw), self.assertRaisesRegex(ValueError, words):
                MazeSpec(seed="1", **kw).validate()
        with self.assertRaisesRegex(ValueError, "after s must be m, 2 or 4"):
            MazeSpec.from_code("mz2:9x9sq:prim:c:b0:1")


class CommandLineTest(unittest.TestCase):
    def run_cli(self, *args):
        return run(*args)

    def test_generate_writes_a_symmetric_maze_and_refuses_in_one_line(self):
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = self.run_cli("generate", "--size", "11x9", "--symmetry",
                                            "rotate2", "--seed", "4", "--format", "txt,png",
                                            "--out", folder)
            self.assertEqual(status or 0, 0, err)
            txt, = [n for n in os.listdir(folder) if n.endswith(".txt")]
            with open(os.path.join(folder, txt)) as f:
                rows = f.read().split("\n")[:19]
            # the text matrix turned half round is itself, but for its openings
            # and the start's and goal's marks
            inside = [row[1:-1].replace("s", "0").replace("e", "0") for row in rows[1:-1]]
            self.assertEqual(inside, [row[::-1] for row in inside[::-1]])
        for args in (("--symmetry", "rotate4", "--size", "8x8"), ("--symmetry", "x"),
                     ("--symmetry", "mirror", "--outline", "heart"), ("--symmetry",)):
            with self.subTest(args=args), tempfile.TemporaryDirectory() as folder:
                status, out, err = self.run_cli("generate", *args, "--out", folder)
                self.assertEqual(status, 2, err)
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertEqual(os.listdir(folder), [])


if __name__ == "__main__":
    unittest.main()
