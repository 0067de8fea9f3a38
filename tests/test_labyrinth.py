"""Classical labyrinths (mazetk.generate.labyrinth): one way from the rim to
the centre through every cell, going round the circuits in the order given
(read here from the way itself: the order of each ring's longest stretch
along it); named ones, every order up to 7 circuits that one axis can
hold, the Chartres labyrinth's four axes (its way read back run by run),
open centres, refusals, codes, files and the command line."""

import itertools
import json
import math
import os
import re
import tempfile
import unittest

from mazetk.generate import labyrinth
from mazetk.maze import build
from mazetk.solve import SURE
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


def runs_walked(maze, inner):
    """The circuits of the way's long runs in walking order: each stretch of
    consecutive steps along one ring that spans more than 45 degrees (a
    turn's blocks near an axis span less; a run, a quarter less its ends)."""
    g = maze.grid
    path = maze.solve("bfs").path
    rings = [g.ring_of(c)[0] for c in path]
    out, i = [], 0
    while i < len(rings):
        j = i
        while j + 1 < len(rings) and rings[j + 1] == rings[i]:
            j += 1
        if rings[i] >= inner and (j - i + 1) * 360 / g.counts[rings[i]] > 45:
            out.append(g.rings - rings[i])
        i = j + 1
    return tuple(out)


def assert_one_path_to_room(test, maze, inner):
    """From the start one way, never a choice, through every cell outside
    the centre's ``inner`` rings, into the centre at the goal; the centre
    one open room."""
    g = maze.grid
    room = set(range(g.first[inner - 1] + g.counts[inner - 1]))
    for c in room:
        test.assertEqual({m for _k, m in g.neighbours(c) if m in room},
                         {m for m in g.open_neighbours(c) if m in room})
    seen, prev, x = {maze.start}, None, maze.start
    while x not in room:
        nxt = [m for m in g.open_neighbours(x) if m != prev]
        test.assertEqual(len(nxt), 1)
        prev, x = x, nxt[0]
        test.assertNotIn(x, seen)
        seen.add(x)
    test.assertEqual(x, maze.goal)
    test.assertEqual(len(seen), g.n - len(room) + 1)


class LabyrinthTest(unittest.TestCase):
    def test_the_named_ones(self):
        self.assertEqual(labyrinth.parse("cretan7"), (3, 2, 1, 4, 7, 6, 5))
        for name, order in labyrinth.NAMED.items():
            if name == "chartres":
                continue  # ChartresTest
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
        for solver in SURE:
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


class ChartresTest(unittest.TestCase):
    def test_its_design(self):
        """The published sequence, a run for each time the way runs between
        two turns; self-dual (walked out from the centre, with circuit c
        read as 12 - c, it is the same); every quarter of every circuit
        walked once."""
        axes, side, runs = labyrinth.DESIGNS["chartres"]
        order = labyrinth.parse("chartres")
        self.assertEqual(labyrinth.text(order), "5-6-11-10-9-8-7-8-9-10-11-10-9-8-7-6-5-4-3-"
                                                "2-1-2-3-4-5-4-3-2-1-6-7")
        self.assertEqual(tuple(12 - c for c in reversed(order)), order)
        quarters, k, side = [], 0, "after"
        for c, sectors in runs:
            step = 1 if side == "after" else -1
            for j in range(sectors):
                quarters.append((c, (k + step * j + (0 if step == 1 else -1)) % axes))
            k, side = (k + step * sectors) % axes, "before" if step == 1 else "after"
        self.assertEqual(sorted(quarters), [(c, q) for c in range(1, 12) for q in range(4)])
        self.assertEqual((k, side), (0, "before"))  # into the centre from the bottom axis

    def test_its_way(self):
        for hole in (2, 3, 4, 6):
            maze = build(MazeSpec(11 + hole, shape="circle", seed="c", labyrinth="chartres",
                                  room=hole))
            with self.subTest(hole=hole):
                assert_one_path_to_room(self, maze, hole)
                self.assertEqual(runs_walked(maze, hole), labyrinth.NAMED["chartres"])
                self.assertEqual(maze.grid.ring_of(maze.start)[0], 10 + hole)  # the rim
                self.assertEqual(maze.grid.ring_of(maze.goal)[0], hole - 1)
        maze = build(MazeSpec(14, shape="circle", seed="c", labyrinth="chartres", room=3))
        for solver in SURE:
            with self.subTest(solver=solver):
                self.assertEqual(maze.solve(solver).path, maze.solve("bfs").path)

    def test_an_open_centre_for_any_labyrinth(self):
        maze = build(MazeSpec(10, shape="circle", seed="h", labyrinth="cretan7", room=3))
        assert_one_path_to_room(self, maze, 3)
        self.assertEqual(circuits_walked(maze)[:7], (3, 2, 1, 4, 7, 6, 5))
        with self.assertRaises(ValueError) as caught:  # ring 1's six cells: no quarters
            MazeSpec(12, shape="circle", seed="1", labyrinth="chartres").validate()
        self.assertIn("--hole 2", str(caught.exception))
        with self.assertRaises(ValueError) as caught:
            MazeSpec(12, shape="circle", seed="1", labyrinth="cretan7", room=3).validate()
        self.assertIn("circle of 10 rings", str(caught.exception))

    def test_codes_and_the_command_line(self):
        spec = MazeSpec(14, shape="circle", seed="7", labyrinth="chartres", room=3).validate()
        code = spec.code()
        self.assertEqual(code, "mz2:c14r3o" + labyrinth.text(labyrinth.NAMED["chartres"])
                         + ":backtracker:c:b0:7")
        self.assertEqual(MazeSpec.from_code(code), spec)
        self.assertEqual(MazeSpec.from_code(code).labyrinth, labyrinth.NAMED["chartres"])
        self.assertEqual(MazeSpec.from_code(
            "mz2:c10r3o3-2-1-4-7-6-5:backtracker:c:b0:7").room, (3, 3))
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = run("generate", "--labyrinth", "chartres", "--format", "json",
                                   "--out", folder)
            self.assertEqual(status, 0, err)
            with open(out.split()[0], encoding="utf-8") as f:
                data = json.load(f)
            self.assertEqual((data["shape"], data["cols"]), ("circle", 14))  # 3 rings' centre
            maze = MazeSpec.from_code(data["code"])
            self.assertEqual((maze.room, maze.labyrinth), ((3, 3), labyrinth.NAMED["chartres"]))
            for args, words in ((["--labyrinth", "chartres", "--hole", "1"], "--hole 2"),
                                (["--labyrinth", "chartres", "--size", "12"], "14 rings"),
                                (["--labyrinth", "cretan7", "--hole", "3", "--size", "8"],
                                 "10 rings"),
                                (["--labyrinth", "chartres", "--room", "3x3"], "--hole N"),
                                (["--labyrinth", "chartres", "--mask-text", "HI"],
                                 "labyrinth has one way"),
                                (["--labyrinth", "3,2,1"], "3-2-1-4-7-6-5"),
                                (["--labyrinth", "-".join(map(str, range(1, 2001)))],
                                 "at most 40")):
                status, out, err = run("generate", "--out", os.path.join(folder, "x"), *args)
                with self.subTest(args=args[:3]):
                    self.assertEqual(status, 2)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
                    self.assertIn(words, err)
                    self.assertLess(len(err), 400)


class DrawingTest(unittest.TestCase):
    """Drawn as a person draws a labyrinth: each wall one line end to end,
    no sharp turn on a wall or on the way, the same walls as the cells'."""

    def test_long_walls_and_round_turns(self):
        from mazetk import scene
        from mazetk.scene import rounded
        from mazetk.scene.sloped import ShapeWalls, wall_chains

        def length(points):
            return sum(math.dist(a, b) for a, b in zip(points, points[1:]))

        def sharpest(points):
            return max((rounded._turn(a, b, c) for a, b, c in zip(points, points[1:], points[2:])),
                       default=0.0)

        for spec in (MazeSpec(8, shape="circle", seed="d", labyrinth="cretan7"),
                     MazeSpec(14, shape="circle", seed="d", labyrinth="chartres", room=3)):
            maze = build(spec)
            drawn = scene.build(maze, scene.Style(cell=20), show_solution=True)
            walls = [r for r in drawn.items if getattr(r, "layer", "") == "walls"]
            layout = scene.layout_for(maze.grid, scene.Style(cell=20).validate())
            plain = list(ShapeWalls(maze, layout.style, (layout.unit, layout.x0,
                                                         layout.y0)).records())
            way = [r for r in drawn.items if getattr(r, "layer", "") == "solution"][0]
            with self.subTest(labyrinth=labyrinth.name_of(maze.spec.labyrinth)):
                self.assertLess(len(walls), len(plain) / 2)  # joined into long lines
                self.assertLess(max(sharpest(w.points) for w in walls), rounded.CORNER)
                self.assertLess(sharpest(way.points), rounded.CORNER)
                ours, theirs = (sum(length(w.points) for w in ws) for ws in (walls, plain))
                self.assertLess(abs(ours - theirs) / theirs, 0.03)  # the corners cut, no more
                # a wall's end meets another wall, or stands clear of every wall (a
                # U-turn's tip): never a gap where a wall used to join another
                unit = layout.unit
                for i, w in enumerate(walls):
                    for end in (w.points[0], w.points[-1]):
                        near = min(math.dist(end, p) for j, o in enumerate(walls) if j != i
                                   for p in o.points)
                        self.assertTrue(near < 1e-6 or near > 0.45 * unit, (end, near / unit))
        self.assertEqual(len(list(wall_chains(maze.grid))), len(plain))


class LabyrinthBookTest(unittest.TestCase):
    def test_a_book_of_labyrinths(self):
        from mazetk.books.book import Book, BookSettings
        settings = BookSettings(labyrinth="cretan7,chartres,3-2-1", count=4,
                                seed="b").validate()
        self.assertEqual(settings.labyrinth, (labyrinth.NAMED["cretan7"],
                                              labyrinth.NAMED["chartres"], (3, 2, 1)))
        specs = [settings.spec(i).validate() for i in range(4)]
        self.assertEqual([(s.cols, s.room) for s in specs],
                         [(8, None), (14, (3, 3)), (4, None), (8, None)])
        book = Book(settings)
        for maze in book.mazes:
            inner = 1 if maze.spec.room is None else maze.spec.room[0]
            with self.subTest(code=maze.code):
                if inner == 1:
                    assert_one_path(self, maze)
                else:
                    assert_one_path_to_room(self, maze, inner)
        wide = BookSettings(labyrinth="cretan7", room="3", count=1, seed="b").validate()
        self.assertEqual(wide.spec(0).validate().cols, 10)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "labyrinths.pdf")
            status, out, err = run("book", path, "--labyrinth", "cretan3,chartres", "--seed", "l")
            self.assertEqual(status, 0, err)
            with open(out.split()[0], "rb") as f:
                pdf = f.read()
            pages = len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf))
            self.assertEqual(pages, 3)  # a labyrinth a page, then one page of keys at the back
            for args, flag in ((["--braid", "10"], "--braid"), (["--hole", "1"], "--hole"),
                               (["--shape", "hex"], "--shape"),
                               (["--mask-text", "AB"], "--mask-text"),
                               (["--difficulty", "hard"], "--difficulty"),
                               (["--size", "10x10"], "--size"), (["--room", "3x3"], "--room"),
                               (["--algorithm", "prim"], "--algorithm"),
                               (["--labyrinth", ""], "--labyrinth"),
                               (["--labyrinth", "1-3-2"], "--labyrinth")):
                argv = ["book", os.path.join(folder, "x.pdf")] + (
                    args if args[0] == "--labyrinth" else ["--labyrinth", "chartres"] + args)
                status, out, err = run(*argv)
                with self.subTest(args=args):
                    self.assertEqual(status, 2)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
                    self.assertIn(flag, err)


if __name__ == "__main__":
    unittest.main()
