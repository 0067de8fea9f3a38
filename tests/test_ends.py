"""Ends where you choose (--start, --goal; MazeSpec.start and .goal): a
place counted from 1 on every shape, carried by the maze code, the
opening in the outer wall beside a border cell and none inside, and bad
places refused in one sentence."""

import contextlib
import io
import json
import os
import tempfile
import unittest

from mazetk import cli
from mazetk.files import mazeread, mazewrite
from mazetk.maze import build, cell_at, openings, place_of
from mazetk.spec import MazeSpec

#: One maze of every kind a place is written for.
KINDS = [dict(cols=8, rows=6), dict(shape="hex", cols=7, rows=5),
         dict(shape="triangle", cols=8, rows=5), dict(shape="upsilon", cols=6, rows=5),
         dict(shape="circle", cols=5, rows=5), dict(shape="cube", cols=3, rows=3),
         dict(cols=6, rows=4, levels=3), dict(cols=6, rows=5, wrap="xy"),
         dict(cols=8, rows=6, weave=60), dict(cols=1, rows=6), dict(cols=6, rows=1)]


def run(*args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = cli.main(list(args))
        except SystemExit as exc:
            status = exc.code
    return status, out.getvalue(), err.getvalue()


class PlacesTest(unittest.TestCase):
    def test_every_cell_of_every_kind_is_a_place_and_back(self):
        for kind in KINDS:
            grid = build(MazeSpec(seed="p", **kind)).grid
            with self.subTest(kind=kind):
                places = [place_of(grid, c) for c in range(grid.n)]
                self.assertEqual(len(set(places)), grid.n)
                self.assertEqual([cell_at(grid, p) for p in places], list(range(grid.n)))
                self.assertTrue(all(min(p[1:]) >= 1 for p in places))

    def test_chosen_ends_are_the_maze_s_ends_and_the_code_carries_them(self):
        for kind in KINDS:
            for seed in range(3):
                plain = build(MazeSpec(seed=str(seed), **kind))
                grid, n = plain.grid, plain.grid.n
                a, b = (seed * 7 + 1) % n, (seed * 13 + n // 2) % n
                if a == b:
                    b = (b + 1) % n
                spec = MazeSpec(seed=str(seed), start=place_of(grid, a),
                                goal=place_of(grid, b), **kind)
                m = build(spec)
                with self.subTest(kind=kind, seed=seed):
                    self.assertEqual((m.start, m.goal), (a, b))
                    again = build(m.code)
                    self.assertEqual((again.start, again.goal), (a, b))
                    self.assertEqual(again.grid.passages, m.grid.passages)
                    self.assertTrue(m.solve().found)
                    # the same carving: only the openings differ
                    self.assertEqual(m.code.split(":")[1:3], plain.code.split(":")[1:3])
                    # an opening beside a border end, none beside an inner one
                    for cell in (a, b):
                        opened = [c for c, _k in openings(m.grid) if c == cell]
                        self.assertEqual(len(opened), 1 if m.grid.border_slots(cell) else 0)
                    self.assertLessEqual(len(openings(m.grid)), 2)

    def test_one_end_alone_leaves_the_other_to_the_endpoints(self):
        m = build(MazeSpec(8, 6, seed="1", start="3,4"))
        self.assertEqual((m.start, m.goal), (2 * 8 + 3, 47))  # corners: the goal bottom right
        m = build(MazeSpec(8, 6, seed="1", goal="3,4", endpoints="farthest"))
        self.assertEqual(m.goal, 19)
        dist = __import__("mazetk.solve", fromlist=["distances"]).distances(m.grid, 19)
        self.assertEqual(dist[m.start], max(dist))
        # a chosen start on the rule's own start: the goal is the farthest
        m = build(MazeSpec(8, 6, seed="1", goal="1,1"))
        self.assertNotEqual(m.start, m.goal)
        self.assertEqual(MazeSpec.from_code(m.code).goal, (1, 1))
        self.assertIsNone(MazeSpec.from_code(m.code).start)

    def test_codes_without_chosen_ends_are_what_they_were(self):
        code = "mz2:20x15:backtracker:c:b0:7"
        self.assertEqual(build(code).code, code)
        self.assertEqual(MazeSpec.from_code("mz2:8x6:prim:f1.1-:b0:3").start, (1, 1))
        self.assertEqual(MazeSpec.from_code("mz2:8x6:prim:r-6.8:b0:3").goal, (6, 8))

    def test_bad_places_and_codes_say_what_is_wrong(self):
        for kind, place, words in (
                (dict(cols=8, rows=6), "0,1", "outside the maze: row,column from 1,1 to 6,8"),
                (dict(cols=8, rows=6), "7,1", "outside the maze"),
                (dict(cols=8, rows=6), "1", "written row,column"),
                (dict(cols=8, rows=6), "one,two", "written row,column"),
                (dict(cols=8, rows=6), (1, True), "written row,column"),
                (dict(cols=6, rows=4, levels=3), "1,1", "floor,row,column"),
                (dict(cols=6, rows=4, levels=3), "4,1,1", "outside the maze"),
                (dict(shape="cube", cols=3, rows=3), "7,1,1", "face,row,column"),
                (dict(shape="circle", cols=5, rows=5), "5,1", "ring,cell")):
            with self.subTest(kind=kind, place=place), self.assertRaisesRegex(ValueError, words):
                MazeSpec(seed="1", start=place, **kind).validate()
        with self.assertRaisesRegex(ValueError, "same place, 2,2"):
            MazeSpec(8, 6, seed="1", start="2,2", goal=(2, 2)).validate()
        with self.assertRaisesRegex(ValueError, "ring 2 has 12 cells"):
            build(MazeSpec(5, 5, seed="1", shape="circle", start="2,13"))
        self.assertEqual(build(MazeSpec(3, 3, seed="1", shape="cube",
                                        start="front,1,1")).start, 2 * 9)
        for code in ("mz2:8x6:prim:c1.1:b0:3", "mz2:8x6:prim:c-:b0:3", "mz2:8x6:prim:c1.x-2.2:b0:3",
                     "mz2:8x6:prim:c9.9-:b0:3"):
            with self.subTest(code=code), self.assertRaises(ValueError):
                MazeSpec.from_code(code)

    def test_json_keeps_the_ends_and_reads_back(self):
        m = build(MazeSpec(9, 7, seed="j", start="4,5", goal="1,9"))
        back = mazeread.from_json(mazewrite.to_json(m))
        self.assertEqual((back.start, back.goal), (m.start, m.goal))
        self.assertEqual(back.grid.passages, m.grid.passages)
        self.assertEqual(json.loads(mazewrite.to_json(m))["start_place"], [3, 4])


class CommandLineTest(unittest.TestCase):
    def test_generate_puts_the_ends_where_asked(self):
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = run("generate", "--size", "9x7", "--seed", "c", "--start", "4,5",
                                   "--goal", "7,1", "--format", "json", "--out", folder)
            self.assertEqual(status or 0, 0, err)
            name, = os.listdir(folder)
            with open(os.path.join(folder, name)) as f:
                doc = json.load(f)
            self.assertEqual((doc["start_place"], doc["goal_place"]), ([3, 4], [6, 0]))
            self.assertIn(":c4.5-7.1:", doc["code"])

    def test_bad_places_are_one_line_and_exit_2(self):
        for args in (("--start", "0,0"), ("--start", "x"), ("--goal", "1,1,1"),
                     ("--start", "2,2", "--goal", "2,2"),
                     ("--outline", "heart", "--size", "20x20", "--start", "1,1"),
                     ("--shape", "circle", "--size", "5", "--start", "2,40"),
                     ("--code", "mz2:8x6:prim:c:b0:3", "--start", "1,1"), ("--start",),
                     ("--start", ""), ("--goal", " "), ("--wrap", ""), ("--weave", ""),
                     ("--levels", ""), ("--symmetry", "")):
            with self.subTest(args=args), tempfile.TemporaryDirectory() as folder:
                status, out, err = run("generate", *args, "--out", folder)
                self.assertEqual(status, 2, err)
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertNotIn("Traceback", err)
                self.assertEqual(os.listdir(folder), [])


if __name__ == "__main__":
    unittest.main()
