"""Woven mazes (mazetk.grids.weave): passages under others on square and
hex grids, every generator that can take tunnels, solvers through them,
codes, JSON, drawing and the command line."""

import contextlib
import io
import json
import os
import random
import shutil
import tempfile
import unittest
from collections import deque

from mazetk import cli, grids, maze as mazes
from mazetk.files import mazeread, mazewrite
from mazetk.files.jsonread import MazeFileError
from mazetk.generate import carve, steps
from mazetk.grids.weave import WEAVERS
from mazetk.scene import build
from mazetk.solve import SURE, solve
from mazetk.spec import MazeSpec
from .helpers import FakePainter, check_path, recorded

SIZES = [(1, 6), (6, 1), (2, 2), (3, 3), (8, 6), (15, 12)]


def graph_of(test, grid):
    """The maze's graph from scratch: every open side with a cell beyond it,
    each seen from both ends, and the tunnels checked against the plane."""
    n, s = grid.n, grid.slots
    edges = set()
    for c in range(n):
        for k in range(s):
            m = grid.nbr[c * s + k]
            if grid.passages[c] >> k & 1 and m >= 0:
                back = [j for j in range(s) if grid.nbr[m * s + j] == c
                        and grid.passages[m] >> j & 1]
                test.assertTrue(back, "passage %d->%d is open on one side only" % (c, m))
                edges.add((min(c, m), max(c, m)))
    plain = grids.make(grid.kind, grid.cols, grid.rows)
    for a, u, b in grid.tunnels():
        # a, u and b lie in a line on the plane: u beyond a's side k, b beyond u's
        k = plain.slot_towards(a, u)
        test.assertEqual(plain.neighbour(u, k), b)
        test.assertIn((min(a, b), max(a, b)), edges)
        real = [j for j in range(s) if grid.is_open(u, j) and grid.nbr[u * s + j] >= 0]
        test.assertEqual(len(real), 2, "crossing %d has more than its one passage" % u)
        test.assertEqual(real[1] - real[0], s // 2, "crossing %d is not straight" % u)
        test.assertNotEqual(real[0], k % (s // 2), "the tunnel runs along its passage")
    return edges


def assert_spanning_tree(test, grid):
    edges = graph_of(test, grid)
    test.assertEqual(len(edges), grid.n - 1, "not a tree: %d passages, %d cells"
                     % (len(edges), grid.n))
    adj = {}
    for a, b in edges:
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)
    seen, todo = {0}, [0]
    while todo:
        for y in adj.get(todo.pop(), ()):
            if y not in seen:
                seen.add(y)
                todo.append(y)
    test.assertEqual(len(seen), grid.n, "some cell is not reached")


def run_here(*args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(list(args))
    return status, out.getvalue(), err.getvalue()


class PerfectWeaveTest(unittest.TestCase):
    def test_every_weaver_makes_a_spanning_tree_counting_tunnels(self):
        for shape in ("square", "hex"):
            for algorithm in WEAVERS:
                tunnels = 0
                for cols, rows in SIZES:
                    for weave in (1, 50, 100):
                        for seed in range(6):
                            with self.subTest(shape=shape, algorithm=algorithm, size=(cols, rows),
                                              weave=weave, seed=seed):
                                grid = grids.make(shape, cols, rows, weave=weave)
                                carve(grid, random.Random(seed), algorithm)
                                assert_spanning_tree(self, grid)
                                tunnels += len(grid.tunnels())
                with self.subTest(shape=shape, algorithm=algorithm):
                    self.assertGreater(tunnels, 0, "no tunnel at all")

    def test_more_weave_more_tunnels(self):
        for shape in ("square", "hex"):
            for algorithm in WEAVERS:
                counts = []
                for weave in (10, 100):
                    total = 0
                    for seed in range(5):
                        grid = grids.make(shape, 20, 20, weave=weave)
                        carve(grid, random.Random(seed), algorithm)
                        total += len(grid.tunnels())
                    counts.append(total)
                self.assertLess(counts[0], counts[1], (shape, algorithm))

    def test_braided_and_finished_mazes_keep_their_crossings_straight(self):
        for shape in ("square", "hex"):
            for braid in (0, 50, 100):
                for seed in range(5):
                    m = mazes.build(MazeSpec(12, 9, "backtracker", seed=str(seed), braid=braid,
                                             shape=shape, weave=100, endpoints="farthest"))
                    graph_of(self, m.grid)

    def test_weave_zero_is_the_plain_maze_byte_for_byte(self):
        for shape in ("square", "hex"):
            for algorithm in WEAVERS:
                plain = mazes.build(MazeSpec(9, 7, algorithm, seed="s", shape=shape))
                zero = mazes.build(MazeSpec(9, 7, algorithm, seed="s", shape=shape, weave=0))
                self.assertEqual(plain.grid.passages, zero.grid.passages)
                self.assertEqual(plain.code, zero.code)
                self.assertNotIn("w", zero.code.split(":")[1])

    def test_the_steps_make_the_same_maze_as_build(self):
        for algorithm in WEAVERS:
            spec = MazeSpec(10, 8, algorithm, seed="7", weave=80)
            grid, walk = mazes.stepper(spec)
            carved = []
            try:
                while True:
                    carved.append(next(walk))
            except StopIteration as stop:
                made = stop.value
            self.assertEqual(made.grid.passages, mazes.build(spec).grid.passages)
            self.assertTrue(any(step[0] == "carve" for step in carved))

    def test_clear_gives_the_empty_grid_back(self):
        grid = grids.make("square", 10, 10, weave=100)
        before = bytes(grid.nbr.tobytes())
        carve(grid, random.Random(1), "backtracker")
        self.assertTrue(grid.tunnels())
        grid.clear()
        self.assertEqual(grid.nbr.tobytes(), before)
        self.assertEqual(grid.tunnels(), [])
        self.assertEqual(grid.passages.count(0), grid.n)


class SolveWeaveTest(unittest.TestCase):
    def test_every_solver_walks_through_tunnels(self):
        for shape in ("square", "hex"):
            for seed in range(4):
                m = mazes.build(MazeSpec(14, 10, "wilson", seed=str(seed), shape=shape,
                                         weave=100))
                best = solve(m.grid, m.start, m.goal, "bfs").path
                for name in SURE:
                    with self.subTest(shape=shape, seed=seed, solver=name):
                        path = solve(m.grid, m.start, m.goal, name, random.Random(0)).path
                        check_path(self, m.grid, path, m.start, m.goal)
                        self.assertEqual(path, best)  # a perfect maze has one way

    def test_a_tunnel_straight_on_is_no_turn(self):
        for seed in range(40):
            m = mazes.build(MazeSpec(10, 10, "backtracker", seed=str(seed), weave=100))
            path = m.solve().path
            slots = [m.grid.slot_towards(a, b) for a, b in zip(path, path[1:])]
            turns = sum(x != y for x, y in zip(slots, slots[1:]))
            self.assertEqual(mazes.count_turns(m.grid, path), turns)

    def test_some_way_goes_under(self):
        under = 0
        for seed in range(20):
            m = mazes.build(MazeSpec(10, 10, "backtracker", seed=str(seed), weave=100))
            path = m.solve().path
            under += sum(m.grid.tunnel_under(a, b) >= 0 for a, b in zip(path, path[1:]))
        self.assertGreater(under, 0)


class CodesAndFilesTest(unittest.TestCase):
    def test_codes_carry_the_weave(self):
        for code in ("mz2:20x15w50:backtracker:c:b0:7", "mz2:h10x8w30:prim:f:b20:x",
                     "mz2:12x12w100:kruskal:r:b10:seed"):
            spec = MazeSpec.from_code(code)
            self.assertEqual(spec.code(), code)
            self.assertTrue(spec.weave)
            self.assertEqual(mazes.build(code).grid.passages, mazes.build(spec).grid.passages)

    def test_bad_weave_is_refused_with_a_sentence(self):
        for bad, words in ((dict(weave=101), "0 to 100"), (dict(weave=-1), "0 to 100"),
                           (dict(weave="many"), "whole number"),
                           (dict(weave=20, shape="circle"), "square and hex"),
                           (dict(weave=20, algorithm="eller"), "cannot run passages under"),
                           (dict(weave=20, wrap="x"), "wraps around")):
            with self.subTest(bad=bad):
                with self.assertRaisesRegex(ValueError, words):
                    MazeSpec(**dict(dict(cols=10, rows=10), **bad)).validate()
        for code in ("mz2:10x10w:prim:c:b0:1", "mz2:10x10wx:prim:c:b0:1"):
            with self.assertRaisesRegex(ValueError, "weave after w"):
                MazeSpec.from_code(code)

    def test_json_lists_tunnels_apart_and_reads_back(self):
        for code in ("mz2:12x9w100:backtracker:c:b0:3", "mz2:h12x9w100:kruskal:f:b30:3"):
            m = mazes.build(code)
            text = mazewrite.to_json(m, solution=True)
            doc = json.loads(text)
            self.assertEqual(doc["version"], 8)
            self.assertEqual(doc["weave"], 100)
            self.assertNotIn("matrix", doc)
            tunnels = [tuple(t) for t in doc["tunnels"]]
            self.assertEqual(tunnels, m.grid.tunnels())
            self.assertTrue(tunnels)
            pairs = {tuple(sorted(p)) for p in doc["passages"]}
            self.assertEqual(len(pairs) + len(tunnels), m.grid.n - 1 + m.grid.passage_count()
                             - (m.grid.n - 1))
            for a, u, b in tunnels:
                self.assertNotIn(tuple(sorted((a, b))), pairs)
            back = mazeread.from_json(text)
            self.assertEqual(back.grid.passages, m.grid.passages)
            self.assertEqual(back.grid.tunnels(), m.grid.tunnels())
            self.assertEqual(back.code, code)
            self.assertEqual(back.solve().path, m.solve().path)

    def test_every_woven_maze_reads_back_whatever_the_tunnels_order(self):
        # a tunnel's mouth may itself be a crossing (a tunnel beneath a cell
        # next to another's): the reader must take the tunnels in any order
        # and either way round, and rebuild exactly the maze that was written
        rng = random.Random(5)
        mouths = 0
        for shape in ("square", "hex"):
            for algorithm in WEAVERS:
                for seed in range(0, 21, 4 if algorithm != "backtracker" else 1):
                    with self.subTest(shape=shape, algorithm=algorithm, seed=seed):
                        m = mazes.build(MazeSpec(20, 15, algorithm, seed=str(seed), shape=shape,
                                                 weave=60))
                        tunnels = m.grid.tunnels()
                        unders = {u for _a, u, _b in tunnels}
                        mouths += sum(a in unders or b in unders for a, _u, b in tunnels)
                        doc = json.loads(mazewrite.to_json(m))
                        shuffled = [list(t) if rng.random() < .5 else list(t)[::-1]
                                    for t in doc["tunnels"]]
                        rng.shuffle(shuffled)
                        for listed in (doc["tunnels"], shuffled):
                            back = mazeread.from_json(json.dumps(dict(doc, tunnels=listed)))
                            self.assertEqual(back.grid.tunnels(), tunnels)
                            self.assertEqual(back.grid.passages, m.grid.passages)
                            self.assertEqual(back.grid.nbr, m.grid.nbr)
                            self.assertEqual(back.code, m.code)
        self.assertGreater(mouths, 0, "no tunnel opened into a crossing: the test proves nothing")

    def test_a_woven_maze_without_tunnels_still_says_so(self):
        m = mazes.build(MazeSpec(1, 6, "backtracker", seed="1", weave=100))
        self.assertEqual(m.grid.tunnels(), [])
        doc = json.loads(mazewrite.to_json(m))
        self.assertEqual((doc["weave"], doc["tunnels"]), (100, []))
        self.assertEqual(mazeread.from_json(json.dumps(doc)).grid.passages, m.grid.passages)

    def test_a_woven_file_without_its_tunnels_is_refused(self):
        m = mazes.build(MazeSpec(8, 6, seed="1", weave=80))
        doc = json.loads(mazewrite.to_json(m))
        del doc["tunnels"], doc["code"]
        with self.assertRaisesRegex(MazeFileError, "lists its \"tunnels\""):
            mazeread.from_json(json.dumps(doc))

    def test_bad_tunnels_are_refused(self):
        m = mazes.build("mz2:8x8w100:backtracker:c:b0:3")
        doc = json.loads(mazewrite.to_json(m))
        a, u, b = doc["tunnels"][0]
        for tunnels, words in (([[a, u, b + 1]], "straight way"), ([[a, u, 10 ** 6]], "outside"),
                               ([[a, u, b], [a, u, b]], "straight way"), ([[a, u]], "must be"),
                               ("x", "must be")):
            with self.subTest(tunnels=tunnels):
                bad = dict(doc, tunnels=tunnels, code=None)
                with self.assertRaisesRegex(MazeFileError, words):
                    mazeread.from_json(json.dumps(bad))
        with self.assertRaisesRegex(MazeFileError, "weave"):
            mazeread.from_json(json.dumps(dict(doc, weave=0, code=None)))


class AnimateWeaveTest(unittest.TestCase):
    def test_watching_it_grow_opens_both_mouths_of_every_tunnel(self):
        from mazetk.gui.growing import GrowAnimation
        from mazetk.scene import Style
        for shape in ("square", "hex"):
            for algorithm in WEAVERS:
                with self.subTest(shape=shape, algorithm=algorithm):
                    seed = next(str(x) for x in range(50) if mazes.build(MazeSpec(
                        9, 7, algorithm, seed=str(x), shape=shape, weave=100)).grid.tunnels())
                    grid, walk = mazes.stepper(MazeSpec(9, 7, algorithm, seed=seed, shape=shape,
                                                        weave=100))
                    log, ended = [], []
                    painter = FakePainter()
                    anim = GrowAnimation(painter, None, grid, algorithm, Style(cell=12, wall=2),
                                         recorded(walk, log), ended.append)
                    while not ended:
                        anim.step()
                    self.assertTrue(grid.tunnels())
                    for a, u, b in grid.tunnels():
                        for x, y in ((a, u), (u, b)):
                            item = anim.links[(min(x, y), max(x, y))]
                            self.assertFalse(painter.items[item]["visible"], (a, u, b))


class DrawWeaveTest(unittest.TestCase):
    def test_crossings_are_drawn_and_the_way_dives_under(self):
        for code in ("mz2:10x10w100:backtracker:c:b0:1", "mz2:h10x10w100:backtracker:c:b0:1"):
            m = mazes.build(code)
            scene = build(m, show_solution=True)
            crossings = [item for item in scene.parts.over if item.layer in ("walls", "legend")]
            corners = 4 if m.grid.kind == "square" else 0  # the solid corners of a square's
            self.assertEqual(len(crossings), (14 + corners) * len(m.grid.tunnels()))
            path = m.solve().path
            under = sum(m.grid.tunnel_under(a, b) >= 0 for a, b in zip(path, path[1:]))
            ways = [item for item in scene.parts.over if item.layer == "solution"]
            dashed = [w for w in ways if w.dash]
            self.assertEqual(len(dashed), under)
            for w in dashed:
                self.assertLess(w.width, max(x.width for x in ways) + (0 if under else 1))

    def test_the_command_line_writes_every_picture(self):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        for shape in ("square", "hex"):
            status, out, err = run_here("generate", "--shape", shape, "--size", "12x9",
                                        "--weave", "60", "--seed", "4", "--format",
                                        "png,svg,pdf,ps,json", "--solution", "--out", folder)
            self.assertEqual(status, 0, err)
        names = os.listdir(folder)
        for ext in ("png", "svg", "pdf", "eps", "json"):
            self.assertTrue(any(n.endswith("." + ext) for n in names), ext)
        for name in names:
            with open(os.path.join(folder, name), "rb") as f:
                head = f.read(8)
            self.assertTrue(head, name)
            if name.endswith(".png"):
                self.assertEqual(head, b"\x89PNG\r\n\x1a\n")
            if name.endswith(".json"):
                with open(os.path.join(folder, name)) as f:
                    self.assertEqual(mazeread.from_json(f.read()).grid.weave, 60)

    def test_a_book_weaves_every_maze_and_refuses_blocks(self):
        from mazetk.books.book import BookSettings
        from mazetk.studio import FieldError
        book = BookSettings(count=3, size="10x8", seed="b", weave="60").validate()
        for i in range(3):
            self.assertEqual(book.spec(i).weave, 60)
            self.assertIn("10x8w60:", book.spec(i).code())
        with self.assertRaises(FieldError) as caught:
            BookSettings(count=2, weave=60, look="blocks").validate()
        self.assertEqual(caught.exception.field, "weave")
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        target = os.path.join(folder, "book.pdf")
        status, out, err = run_here("book", "--count", "2", "--size", "10x8", "--weave", "90",
                                    target)
        self.assertEqual(status, 0, err)
        with open(target, "rb") as f:
            self.assertEqual(f.read(5), b"%PDF-")
        status, out, err = run_here("book", "--count", "2", "--weave", "90", "--algorithm",
                                    "eller", os.path.join(folder, "no.pdf"))
        self.assertEqual(status, 2)
        self.assertIn("cannot run passages under others", err)
        self.assertFalse(os.path.exists(os.path.join(folder, "no.pdf")))

    def test_the_command_line_refuses_what_cannot_weave(self):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        for args, words in ((["--format", "txt"], "no txt form"),
                            (["--format", "ascii"], "no ascii form"),
                            (["--look", "blocks", "--format", "png"], "blocks look"),
                            (["--algorithm", "sidewinder"], "cannot run passages"),
                            (["--shape", "circle", "--size", "8"], "square and hex"),
                            (["--weave", "300"], "0 to 100")):
            with self.subTest(args=args):
                status, out, err = run_here("generate", "--size", "10x10", "--weave", "50",
                                            "--out", folder, *args)
                self.assertEqual(status, 2)
                self.assertIn(words, err)
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertNotIn("Traceback", err)
        self.assertEqual(os.listdir(folder), [])


if __name__ == "__main__":
    unittest.main()
