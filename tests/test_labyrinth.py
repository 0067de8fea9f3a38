"""Classical labyrinths (mazetk.generate.labyrinth): one way from the rim to
the centre through every cell, going round the circuits in the order given
(read here from the way itself: the order of each ring's longest stretch
along it); named ones, every order up to 7 circuits that one axis can
hold, refusals, codes, files and the command line."""

import itertools
import json
import os
import tempfile
import unittest

from mazetk.generate import labyrinth
from mazetk.maze import build
from mazetk.solve import SOLVERS
from mazetk.spec import MazeSpec

from .test_ends import run
from .test_unicursal import assert_one_path


def circuits_walked(maze):
    """The circuits in the order the way goes round them: each ring's
    longest stretch of consecutive steps along the way, ordered by where it
    begins (circuit c is ring rings - c)."""
    g = maze.grid
    path = maze.solve("bfs").path
    rings = [g.ring_of(c)[0] for c in path]
    best = {}
    i = 0
    while i < len(rings):
        j = i
        while j + 1 < len(rings) and rings[j + 1] == rings[i]:
            j += 1
        if rings[i] and (rings[i] not in best or j - i > best[rings[i]][1] - best[rings[i]][0]):
            best[rings[i]] = (i, j)
        i = j + 1
    return tuple(g.rings - r for r, _span in sorted(best.items(), key=lambda kv: kv[1][0]))


class LabyrinthTest(unittest.TestCase):
    def test_the_named_ones(self):
        self.assertEqual(labyrinth.parse("cretan7"), (3, 2, 1, 4, 7, 6, 5))
        for name, order in labyrinth.NAMED.items():
            maze = build(MazeSpec(len(order) + 1, shape="circle", seed="n", labyrinth=name))
            with self.subTest(name=name):
                assert_one_path(self, maze)
                self.assertEqual(maze.goal, 0)  # the centre
                self.assertEqual(maze.grid.ring_of(maze.start)[0], len(order))  # the rim
                self.assertEqual(circuits_walked(maze), order)

    def test_every_order_one_axis_holds(self):
        laid = 0
        for n in range(1, 8):
            for order in itertools.permutations(range(1, n + 1)):
                try:
                    labyrinth.check(order)
                except ValueError:
                    continue
                maze = build(MazeSpec(n + 1, shape="circle", seed="o", labyrinth=order))
                with self.subTest(order=order):
                    assert_one_path(self, maze)
                    self.assertEqual(circuits_walked(maze), order)
                laid += 1
        self.assertEqual(laid, 71)  # the orders up to 7 circuits whose turns nest

    def test_every_solver_reaches_the_centre(self):
        maze = build(MazeSpec(12, shape="circle", seed="s", labyrinth="cretan11"))
        for solver in SOLVERS:
            with self.subTest(solver=solver):
                self.assertEqual(maze.solve(solver).path, maze.solve("bfs").path)

    def test_refusals(self):
        for value, words in (("3-2-2", "each of 1 to 3 once"), ("0-1", "each of 1 to 2"),
                             ("1-3-2", "crosses"), ("troy", "cretan3"), ("", None)):
            with self.subTest(value=value):
                if words is None:
                    self.assertEqual(MazeSpec(seed="1", labyrinth=value).validate().labyrinth,
                                     ())
                    continue
                with self.assertRaises(ValueError) as caught:
                    labyrinth.parse(value)
                self.assertIn(words, str(caught.exception))
        for changes, words in ((dict(cols=9), "circle of 8 rings"),
                               (dict(algorithm="wilson"), "algorithm"),
                               (dict(braid=10), "braid"), (dict(bias=5), "bias"),
                               (dict(start="1,1"), "chosen ends")):
            spec = dict(dict(cols=8, shape="circle", seed="1", labyrinth="cretan7"), **changes)
            with self.subTest(changes=changes):
                with self.assertRaises(ValueError) as caught:
                    MazeSpec(**spec).validate()
                self.assertIn(words, str(caught.exception))

    def test_codes_files_and_the_command_line(self):
        code = MazeSpec(8, shape="circle", seed="7", labyrinth="cretan7").validate().code()
        self.assertEqual(code, "mz2:c8o3-2-1-4-7-6-5:backtracker:c:b0:7")
        self.assertEqual(MazeSpec.from_code(code).labyrinth, (3, 2, 1, 4, 7, 6, 5))
        for bad in ("mz2:c8o:backtracker:c:b0:7", "mz2:c8o3-2-x:backtracker:c:b0:7",
                    "mz2:c5o1-3-2-4:backtracker:c:b0:7"):
            with self.subTest(bad=bad), self.assertRaises(ValueError):
                MazeSpec.from_code(bad)
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = run("generate", "--labyrinth", "3-2-1-4-7-6-5", "--format",
                                   "json,png,svg,pdf", "--solution", "--out", folder)
            self.assertEqual(status, 0, err)
            name = [p for p in out.split() if p.endswith(".json")][0]
            with open(name, encoding="utf-8") as f:
                data = json.load(f)
            self.assertEqual((data["shape"], data["cols"]), ("circle", 8))
            status, out, err = run("solve", name)
            self.assertEqual(status, 0, err)
            self.assertIn("solution: 187 cells", out)
            for args in (["--labyrinth", "1-3-2"], ["--labyrinth", "cretan7", "--size", "9"],
                         ["--labyrinth", "cretan7", "--shape", "hex"], ["--labyrinth", ""],
                         ["--labyrinth", "cretan7", "--algorithm", "prim"]):
                status, out, err = run("generate", "--out", os.path.join(folder, "x"), *args)
                with self.subTest(args=args):
                    self.assertEqual(status, 2)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)


if __name__ == "__main__":
    unittest.main()
