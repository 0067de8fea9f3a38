"""Unicursal mazes (mazetk.generate.unicursal): one path through every cell, from
the start to the goal side by side at the border, made from a perfect
maze of half the size by every generator; checked here from the passages
alone (degrees, one piece); codes, files, books, the animation, refusals."""

import json
import os
import tempfile
import unittest

from mazetk.generate import ALGORITHMS
from mazetk.maze import build, stepper
from mazetk.spec import MazeSpec

from .test_ends import run


def degrees(grid):
    """Passages to other cells, cell by cell, from the neighbour table."""
    return [sum(1 for k in range(grid.slots) if grid.nbr[c * grid.slots + k] >= 0
                and grid.passages[c] >> k & 1) for c in range(grid.n)]


def assert_one_path(test, maze):
    """Start and goal the two ends (one passage each), every other cell two,
    and walking from the start reaches the goal through every cell."""
    g = maze.grid
    deg = degrees(g)
    test.assertEqual(deg[maze.start], 1)
    test.assertEqual(deg[maze.goal], 1)
    test.assertEqual(sorted(deg).count(2), g.n - 2)
    seen, prev, x = {maze.start}, None, maze.start
    while x != maze.goal:
        nxt = [m for m in g.open_neighbours(x) if m != prev]
        test.assertEqual(len(nxt), 1)
        prev, x = x, nxt[0]
        test.assertNotIn(x, seen)
        seen.add(x)
    test.assertEqual(len(seen), g.n)


class OnePathTest(unittest.TestCase):
    def test_every_generator_and_size(self):
        for algorithm in ALGORITHMS:
            for size in ((2, 2), (2, 8), (8, 2), (10, 6), (24, 16)):
                for seed in "ab":
                    maze = build(MazeSpec(*size, algorithm, seed=seed, unicursal=True))
                    with self.subTest(algorithm=algorithm, size=size, seed=seed):
                        assert_one_path(self, maze)
                        self.assertEqual((maze.cols, maze.rows), size)

    def test_the_ends_sit_side_by_side_at_the_border(self):
        for endpoints in ("corners", "random", "farthest"):
            for seed in "xyz":
                maze = build(MazeSpec(16, 12, seed=seed, endpoints=endpoints, unicursal=True))
                g = maze.grid
                (r0, c0), (r1, c1) = g.rc(maze.start), g.rc(maze.goal)
                with self.subTest(endpoints=endpoints, seed=seed):
                    self.assertEqual(abs(r0 - r1) + abs(c0 - c1), 1)
                    self.assertTrue(g.border_slots(maze.start) and g.border_slots(maze.goal))
                    assert_one_path(self, maze)
                    self.assertEqual(len(maze.solve("bfs").path), g.n)

    def test_texture_shapes_the_maze_beneath(self):
        plain = build(MazeSpec(20, 20, seed="t", unicursal=True))
        level = build(MazeSpec(20, 20, seed="t", unicursal=True, bias=100))
        self.assertNotEqual(plain.grid.passages, level.grid.passages)
        assert_one_path(self, level)

    def test_the_animation_traces_the_path_to_the_same_maze(self):
        spec = MazeSpec(12, 8, seed="g", unicursal=True)
        grid, work = stepper(spec)
        carves = 0
        try:
            while True:
                step = next(work)
                carves += step[0] == "carve"
        except StopIteration as stop:
            maze = stop.value
        self.assertEqual(carves, grid.n - 1)
        self.assertEqual(bytes(maze.grid.passages), bytes(build(spec).grid.passages))


class CarriedTest(unittest.TestCase):
    def test_codes(self):
        code = MazeSpec(24, 16, seed="7", unicursal=True).validate().code()
        self.assertEqual(code, "mz2:24x16n:backtracker:c:b0:7")
        self.assertTrue(MazeSpec.from_code(code).unicursal)
        self.assertFalse(MazeSpec.from_code("mz2:24x16:backtracker:c:b0:7").unicursal)
        for bad in ("mz2:24x16n5:backtracker:c:b0:7", "mz2:25x16n:backtracker:c:b0:7"):
            with self.subTest(bad=bad), self.assertRaises(ValueError):
                MazeSpec.from_code(bad)

    def test_refusals(self):
        cases = [(dict(cols=5, rows=4), "even number"), (dict(shape="hex", rows=4), "square"),
                 (dict(rows=4, braid=10), "braid"), (dict(rows=4, start="1,1"), "side by side"),
                 (dict(rows=4, room="2x2"), "room"), (dict(rows=4, wrap="x"), "wrap"),
                 (dict(rows=4, symmetry="mirror"), "symmetry")]
        for changes, words in cases:
            with self.subTest(changes=changes):
                with self.assertRaises(ValueError) as caught:
                    MazeSpec(**dict(dict(seed="1", unicursal=True), **changes)).validate()
                self.assertIn(words, str(caught.exception))

    def test_command_line_and_files(self):
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = run("generate", "--unicursal", "--size", "20x14", "--seed", "q",
                                   "--format", "json,txt,png", "--out", folder)
            self.assertEqual(status, 0, err)
            name = [p for p in out.split() if p.endswith(".json")][0]
            with open(name, encoding="utf-8") as f:
                data = json.load(f)
            self.assertEqual((data["cols"], data["rows"]), (20, 14))
            self.assertEqual(data["code"], "mz2:20x14n:backtracker:c:b0:q")
            status, out, err = run("solve", name)
            self.assertEqual(status, 0, err)
            self.assertIn("solution: 280 cells", out)
            for args in (["--unicursal", "--size", "21x14"], ["--unicursal", "--braid", "5"],
                         ["--unicursal", "--shape", "circle"]):
                status, out, err = run("generate", "--out", folder, *args)
                with self.subTest(args=args):
                    self.assertEqual(status, 2)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
            path = os.path.join(folder, "u.pdf")
            status, out, err = run("book", path, "--unicursal", "--size", "16x12", "--count",
                                   "2")
            self.assertEqual(status, 0, err)


if __name__ == "__main__":
    unittest.main()
