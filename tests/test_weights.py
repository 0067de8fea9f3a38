"""Weighted ground (mazetk.weights): costs read, written, packed and carried
by codes and JSON; Dijkstra's and A*'s cost against an independent
Dijkstra; the shades and the legend; --weights on the command line; the
reader attacked with junk and with a packed bomb."""

import heapq
import io
import json
import os
import random
import tempfile
import unittest
import zlib
import base64
from contextlib import redirect_stderr, redirect_stdout

from mazetk import grids, weights as grounds
from mazetk.masks import mask as masks
from mazetk.maze import build
from mazetk.solve import SOLVERS, solve
from mazetk.spec import MazeSpec

from .helpers import check_path

SHAPES = ("square", "hex", "triangle", "circle", "upsilon")


def independent_cheapest(grid, start, goal, costs):
    """Dijkstra with a dict and plain tuples: the least cost to reach the goal."""
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        d, c = heapq.heappop(heap)
        if c == goal:
            return d
        if d > best[c]:
            continue
        for m in grid.open_neighbours(c):
            nd = d + costs[m]
            if nd < best.get(m, 1 << 60):
                best[m] = nd
                heapq.heappush(heap, (nd, m))
    return None


def run_cli(*args):
    from mazetk.cli import main
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as exc:
            code = exc.code
    return code or 0, out.getvalue(), err.getvalue()


class CostTest(unittest.TestCase):
    def test_dijkstra_and_astar_find_the_cheapest_way_on_every_shape(self):
        for shape in SHAPES:
            for seed in range(4):
                m = build(MazeSpec(9, 7, "kruskal", seed=seed, shape=shape, braid=60,
                                   endpoints="random", weights="random:%d" % seed))
                want = independent_cheapest(m.grid, m.start, m.goal, m.weights)
                for name in ("dijkstra", "astar", "astar-euclidean"):
                    with self.subTest(shape=shape, seed=seed, solver=name):
                        found = m.solve(name)
                        check_path(self, m.grid, found.path, m.start, m.goal)
                        self.assertEqual(m.cost(found.path), want)
                # breadth-first ignores the ground: never cheaper, sometimes dearer
                self.assertGreaterEqual(m.cost(m.solve("bfs").path), want)

    def test_random_costs_on_a_random_grid(self):
        rng = random.Random(5)
        dearer = 0
        for trial in range(30):
            m = build(MazeSpec(8, 8, "wilson", seed=trial, braid=100, endpoints="random"))
            costs = bytes(rng.randint(1, 9) for _c in range(m.grid.n))
            m.set_weights(costs)
            want = independent_cheapest(m.grid, m.start, m.goal, costs)
            self.assertEqual(m.cost(m.solve("dijkstra").path), want)
            self.assertEqual(m.cost(m.solve("astar").path), want)
            dearer += m.cost(m.solve("bfs").path) > want
        self.assertGreater(dearer, 5)  # the difference a student is shown

    def test_plain_ground_is_steps(self):
        m = build(MazeSpec(12, 9, seed=1, braid=50))
        self.assertIsNone(m.weights)
        self.assertEqual(m.cost(m.solve("dijkstra").path), len(m.solve("bfs").path) - 1)
        with self.assertRaisesRegex(ValueError, "one a cell"):
            m.set_weights(b"\x01" * 3)
        with self.assertRaisesRegex(ValueError, "1 to 9"):
            m.set_weights(b"\x00" * m.grid.n)


class NoiseTest(unittest.TestCase):
    def test_half_plain_the_rest_rising_and_the_same_for_a_seed(self):
        for shape in SHAPES:
            grid = grids.make(shape, 30, 20)
            a, b = grounds.noise(grid, 3), grounds.noise(grid, 3)
            self.assertEqual(a, b)
            self.assertNotEqual(a, grounds.noise(grid, 4))
            self.assertEqual(len(a), grid.n)
            self.assertTrue(set(a) <= set(range(1, 10)))
            self.assertGreaterEqual(a.count(1), grid.n // 2)
            self.assertGreaterEqual(len(set(a)), 6, shape)

    def test_neighbours_mostly_alike(self):
        grid = grids.make("square", 40, 40)
        costs = grounds.noise(grid, 1)
        jumps = [abs(costs[c] - costs[c + 1]) for c in range(grid.n - 1) if (c + 1) % 40]
        self.assertLess(sum(jumps) / float(len(jumps)), 1.2)  # hills, not static


class FileTest(unittest.TestCase):
    def test_written_files_read_back_on_every_shape_and_a_mask(self):
        cases = [(shape, grids.make(shape, 7, 5)) for shape in SHAPES]
        cases.append(("levels", grids.make("square", 4, 3, levels=3)))
        cases.append(("cube", grids.make("cube", 3, 3)))
        full = grids.make("square", 20, 9)
        mask = masks.from_words("HI", shape="square", grid=full)
        spec = MazeSpec(20, 9, seed=1, mask=masks.encode(mask)).validate()
        cases.append(("masked", build(spec).grid))
        rng = random.Random(2)
        for name, grid in cases:
            with self.subTest(grid=name):
                costs = bytes(rng.randint(1, 9) for _c in range(grid.n))
                text = grounds.write(grid, costs)
                self.assertEqual(grounds.read(text, grid), costs)
                self.assertEqual(grounds.unpack(grounds.pack(costs)[6:], grid.n), costs)
                lines = text.splitlines()
                self.assertEqual([len(x) for x in lines], grounds.row_lengths(grid))
        circle = grids.make("circle", 4, 4)
        self.assertEqual(grounds.row_lengths(circle), list(circle.counts))  # a line a ring

    def test_bad_files_say_which_line(self):
        grid = grids.make("square", 4, 2)
        for text, words in (("1234\n123\n", "line 2"), ("1234\n", "1 lines"),
                            ("1234\n12x4\n", "line 2"), ("1204\n1234\n", "line 1"),
                            ("1234\n1234\n1234\n", "3 lines"), ("", "0 lines")):
            with self.assertRaisesRegex(ValueError, words):
                grounds.read(text, grid)
        self.assertEqual(grounds.read(" 1 2 3 4 \n\n5678\n", grid), bytes([1, 2, 3, 4, 5, 6, 7, 8]))
        with self.assertRaisesRegex(ValueError, "only a cell the mask cuts away"):
            grounds.read("12.4\n1234\n", grid)

    def test_fuzz_never_raises_anything_but_value_error(self):
        rng = random.Random(9)
        grid = grids.make("hex", 5, 4)
        good = grounds.write(grid, bytes(rng.randint(1, 9) for _c in range(grid.n)))
        alphabet = "0123456789.\n \t\rx\x00é"
        for trial in range(600):
            text = list(good)
            for _edit in range(rng.randint(1, 6)):
                at = rng.randrange(len(text) + 1)
                what = rng.random()
                if what < 0.4 and text:
                    del text[min(at, len(text) - 1)]
                elif what < 0.8:
                    text.insert(at, rng.choice(alphabet))
                else:
                    text[min(at, len(text) - 1):] = []
            try:
                costs = grounds.read("".join(text), grid)
            except ValueError:
                continue
            self.assertEqual(len(costs), grid.n)
            self.assertTrue(set(costs) <= set(range(1, 10)))

    def test_packed_junk_and_a_bomb_are_refused_without_inflating_them(self):
        bomb = base64.urlsafe_b64encode(zlib.compress(b"1" * (200 * 1024 * 1024), 9))
        self.assertLess(len(bomb), 400000)
        for junk in (bomb.decode().rstrip("="), "", "!!!", "eJw", base64.urlsafe_b64encode(
                zlib.compress(b"12x4")).decode(), base64.urlsafe_b64encode(b"plain").decode()):
            with self.assertRaises(ValueError):
                grounds.unpack(junk, 8)
        spec = MazeSpec(4, 2, seed=1, weights="cells:" + bomb.decode().rstrip("="))
        with self.assertRaisesRegex(ValueError, "another size"):
            build(spec)

    def test_a_huge_file_is_refused_before_it_is_read_whole(self):
        with self.assertRaisesRegex(ValueError, "too big"):
            grounds.read("1" * (grounds.MOST_BYTES + 1), grids.make("square", 2, 2))


class CarriedTest(unittest.TestCase):
    def test_codes_carry_the_ground(self):
        for weights in ("random:7", "random:a b/c", "cells:" + grounds.pack(bytes(range(1, 10)) * 4)[6:]):
            spec = MazeSpec(6, 6, seed=2, weights=weights).validate()
            code = spec.code()
            again = MazeSpec.from_code(code)
            self.assertEqual(again.weights, weights)
            self.assertEqual(build(again).weights, build(spec).weights)
        self.assertEqual(MazeSpec(6, 6, seed=2).validate().code().count(":"), 5)
        self.assertEqual(MazeSpec.from_code("mz2:6x6:backtracker:c:b0:2:wq3").seed, "2:wq3")
        for bad in ("mz2:6x6:backtracker:c:b0:2:wr", "mz2:6x6:backtracker:c:b0:2:wz"):
            with self.assertRaises(ValueError):
                MazeSpec.from_code(bad)
        with self.assertRaisesRegex(ValueError, "damaged"):  # found when it is laid
            build(MazeSpec.from_code("mz2:6x6:backtracker:c:b0:2:wzAAAA"))
        with self.assertRaisesRegex(ValueError, "random:SEED"):
            MazeSpec(weights="mud").validate()

    def test_json_keeps_the_ground_with_or_without_a_code(self):
        from mazetk.files import mazefile, mazewrite
        m = build(MazeSpec(9, 6, seed=3, shape="hex", braid=30, weights="random:2"))
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "m.json")
            with open(path, "wb") as f:
                f.write(mazewrite.to_json(m).encode() if isinstance(mazewrite.to_json(m), str)
                        else mazewrite.to_json(m))
            self.assertEqual(mazefile.load(path).weights, m.weights)
            with open(path) as f:
                doc = json.load(f)
            self.assertEqual(grounds.read("\n".join(doc["weights"]), m.grid), m.weights)
            doc["code"] = None  # another program's file: the lines alone
            doc["weights"][0] = "9" * len(doc["weights"][0])
            with open(path, "w") as f:
                json.dump(doc, f)
            read = mazefile.load(path)
            self.assertEqual(read.weights[:len(doc["weights"][0])], b"\x09" * 9)
            doc["weights"][1] = "12"
            with open(path, "w") as f:
                json.dump(doc, f)
            with self.assertRaisesRegex(mazefile.MazeFileError, "weights"):
                mazefile.load(path)


class SceneTest(unittest.TestCase):
    def test_shades_under_the_maze_and_a_legend_in_every_export(self):
        from mazetk import scene
        m = build(MazeSpec(10, 8, seed=1, weights="random:1"))
        plain = build(MazeSpec(10, 8, seed=1))
        sc = scene.build(m, scene.Style())
        shaded = sc.layer("cells")
        self.assertEqual(len({r.fill for r in shaded}), len(set(m.weights) - {1}))
        words = [r.text for r in sc.layer("legend") if hasattr(r, "text")]
        self.assertIn("cost to enter a cell", words)
        self.assertEqual(words[1:], [str(c) for c in range(1, 10)])
        self.assertGreater(sc.height, scene.build(plain, scene.Style()).height)
        self.assertEqual(scene.picture_size(m.grid, scene.Style(), heat=True)[1], sc.height)
        off = scene.build(m, scene.Style(ground=False))
        self.assertEqual(off.layer("cells"), [])
        for shape in ("hex", "circle", "cube"):
            mm = build(MazeSpec(6, 6, seed=1, shape=shape, weights="random:1"))
            self.assertTrue(scene.build(mm, scene.Style()).layer("cells"), shape)


class CommandLineTest(unittest.TestCase):
    def test_generate_solve_and_race_on_ground(self):
        with tempfile.TemporaryDirectory() as folder:
            ground = os.path.join(folder, "g.txt")
            with open(ground, "w") as f:
                f.write("\n".join("1119999111" for _r in range(6)) + "\n")
            code, out, err = run_cli("generate", "--size", "10x6", "--seed", "1", "--braid",
                                     "100", "--weights", ground, "--format", "json,png,svg",
                                     "--out", folder)
            self.assertEqual(code, 0, err)
            path = os.path.join(folder, "maze-10x6-seed1.json")
            with open(path) as f:
                doc = json.load(f)
            self.assertIn(":wz", doc["code"])
            self.assertEqual(doc["weights"][0], "1119999111")
            code, out, err = run_cli("race", path, "--solvers", "bfs,dijkstra")
            self.assertEqual(code, 0, err)
            head, bfs, dijkstra = out.splitlines()
            self.assertIn("cost", head)
            self.assertIn("cheapest", head)
            self.assertTrue(dijkstra.rstrip().endswith("always"))
            code, out, err = run_cli("solve", path, "--solver", "bfs")
            self.assertIn("ignores what the ground costs", out)
            self.assertIn("cheapest cost:", out)
            code, out, err = run_cli("solve", path, "--weights", "random:4", "--solver", "astar")
            self.assertEqual(code, 0, err)
            self.assertNotIn("ignores", out)

    def test_bad_ground_is_one_line_and_no_file_written(self):
        with tempfile.TemporaryDirectory() as folder:
            bad = os.path.join(folder, "bad.txt")
            with open(bad, "w") as f:
                f.write("123\n")
            for args in (("generate", "--weights", bad, "--out", folder),
                         ("generate", "--weights", "random:", "--out", folder),
                         ("generate", "--weights", "", "--out", folder),
                         ("generate", "--weights", os.path.join(folder, "none"),
                          "--out", folder)):
                code, out, err = run_cli(*args)
                # 2 for what was typed, 1 for a file that cannot be read (as --mask)
                self.assertEqual(code, 1 if args[2].endswith("none") else 2, (args, err))
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertNotIn("Traceback", err)
            self.assertEqual(os.listdir(folder), ["bad.txt"])


if __name__ == "__main__":
    unittest.main()
