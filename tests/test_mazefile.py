import json
import os
import unittest

from mazetk.export import mazefile
from mazetk.generate import ALGORITHMS
from mazetk.maze import build
from mazetk.export.mazefile import MazeFileError
from mazetk.spec import MazeSpec

from .helpers import check_path, check_perfect

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data",
                       "prim-original-15x15.txt")  # copied from shared/fixtures


class TextFormatTest(unittest.TestCase):
    def test_layout_matches_the_description(self):
        m = build(MazeSpec(6, 4, "kruskal", seed=2))
        lines = mazefile.to_text(m).splitlines()
        self.assertEqual(len(lines), 2 * 4 + 1)
        for line in lines:
            tokens = line.split(" ")
            self.assertEqual(len(tokens), 2 * 6 + 1)
            self.assertNotIn("", tokens)
        grid = m.grid
        for r in range(4):
            for c in range(6):
                cell = r * 6 + c
                token = lines[2 * r + 1].split()[2 * c + 1]
                self.assertEqual(token, "s" if cell == m.start else "e" if cell == m.goal else "1")
                if c < 5:
                    self.assertEqual(lines[2 * r + 1].split()[2 * c + 2],
                                     "1" if grid.is_open(cell, 1) else "0")
                if r < 3:
                    self.assertEqual(lines[2 * r + 2].split()[2 * c + 1],
                                     "1" if grid.is_open(cell, 2) else "0")
        for r in range(0, 9, 2):  # corners
            self.assertEqual(set(lines[r].split()[0::2]), {"0"})
        # border: only the two openings, left of start and right of goal
        border = "".join(lines[0].split() + lines[-1].split())
        self.assertEqual(border.count("1"), 0)
        self.assertEqual(lines[1].split()[0], "1")
        self.assertEqual(lines[7].split()[-1], "1")

    def test_round_trip_every_algorithm(self):
        for name in ALGORITHMS:
            for ends in ("corners", "random", "farthest"):
                m = build(MazeSpec(9, 5, name, seed=1, endpoints=ends, braid=10))
                back = mazefile.from_text(mazefile.to_text(m))
                self.assertEqual(back.grid.passages, m.grid.passages)
                self.assertEqual((back.start, back.goal), (m.start, m.goal))

    def test_original_prim_fixture(self):
        m = mazefile.load(FIXTURE)
        self.assertEqual((m.cols, m.rows), (7, 7))
        self.assertEqual(m.rc(m.start), (0, 0))
        self.assertEqual(m.rc(m.goal), (6, 5))
        check_perfect(self, m.grid, openings=0)  # no border openings in the original
        sol = m.solve("bfs")
        self.assertTrue(sol.found)
        check_path(self, m.grid, sol.path, m.start, m.goal)
        self.assertEqual(len(sol.path), 14)

    def test_without_spaces_and_without_marks(self):
        text = "00000\n01110\n00000\n"
        m = mazefile.from_text(text)
        self.assertEqual((m.cols, m.rows, m.start, m.goal), (2, 1, 0, 1))
        self.assertEqual(m.solve("bfs").path, [0, 1])

    def test_malformed_files_name_the_line(self):
        cases = [
            ("", "empty"),
            ("0 0 0\n0 1 0\n", "odd number"),
            ("0 0 0\n0 1 0 0\n0 0 0\n", "line 2: expected 3 tokens"),
            ("0 0 0\n0 x 0\n0 0 0\n", "line 2, token 2: expected 0, 1, s or e"),
            ("0 0 0\n0 0 0\n0 0 0\n", "a cell must be 1, s or e"),
            ("0 0 0 0 0\n0 s 1 s 0\n0 0 0 0 0\n", "a second start"),
        ]
        for text, message in cases:
            with self.subTest(text=text[:20]):
                with self.assertRaisesRegex(MazeFileError, message):
                    mazefile.from_text(text)


class LimitsTest(unittest.TestCase):
    def setUp(self):
        import tempfile, shutil
        self.dir = tempfile.mkdtemp(prefix="mazetk-file-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def test_too_wide_is_refused_before_anything_is_built(self):
        cols = 4001
        text = "\n".join(["0" * (2 * cols + 1), "1" * (2 * cols + 1), "0" * (2 * cols + 1)])
        with self.assertRaisesRegex(MazeFileError, "at most 4000 a side"):
            mazefile.from_text(text)

    def test_only_regular_files_of_sane_size(self):
        with self.assertRaisesRegex(MazeFileError, "not a regular file"):
            mazefile.load(os.devnull)
        with self.assertRaisesRegex(MazeFileError, "folder"):
            mazefile.load(self.dir)
        if hasattr(os, "mkfifo"):
            fifo = os.path.join(self.dir, "pipe")
            os.mkfifo(fifo)
            with self.assertRaisesRegex(MazeFileError, "not a regular file"):
                mazefile.load(fifo)  # refused at once, never read (which would hang)
        big = os.path.join(self.dir, "big.txt")
        with open(big, "wb") as f:
            f.truncate(mazefile.MAX_FILE_BYTES + 1)
        with self.assertRaisesRegex(MazeFileError, "larger than"):
            mazefile.load(big)
        binary = os.path.join(self.dir, "bin.dat")
        with open(binary, "wb") as f:
            f.write(b"\xff\xfe\x00\x81" * 10)
        with self.assertRaisesRegex(MazeFileError, "not a text file"):
            mazefile.load(binary)

    def test_one_cell_keeps_its_start(self):
        m = build(MazeSpec(1, 1, seed=1))
        text = mazefile.to_text(m)
        self.assertIn("s", text)
        back = mazefile.from_text(text)
        self.assertEqual((back.start, back.goal), (0, 0))
        only_start = mazefile.from_text("00000\n011s0\n00000\n")
        self.assertEqual((only_start.start, only_start.goal), (1, 0))


class JsonFormatTest(unittest.TestCase):
    def test_fields_and_round_trip(self):
        m = build(MazeSpec(40, 30, "prim", seed=7, endpoints="farthest", braid=20))
        doc = json.loads(mazefile.to_json(m, solution=True))
        for key in ("cols", "rows", "seed", "algorithm", "code", "start", "goal", "matrix",
                    "solution"):
            self.assertIn(key, doc)
        self.assertEqual((doc["cols"], doc["rows"], doc["seed"]), (40, 30, "7"))
        self.assertEqual(doc["code"], "mz1:40x30:prim:f:b20:7")
        self.assertEqual(doc["start"], list(divmod(m.start, 40)))
        self.assertEqual(doc["matrix"], [x.replace(" ", "") for x in
                                         mazefile.to_text(m).splitlines()])
        self.assertEqual(doc["solution"][0], doc["start"])
        self.assertEqual(doc["solution"][-1], doc["goal"])
        self.assertEqual(len(doc["solution"]), len(m.solve("bfs").path))
        back = mazefile.from_json(json.dumps(doc))
        self.assertEqual(back.grid.passages, m.grid.passages)
        self.assertEqual((back.start, back.goal), (m.start, m.goal))
        self.assertEqual(back.code, m.code)
        self.assertNotIn("solution", json.loads(mazefile.to_json(m)))

    def test_a_code_that_does_not_match_the_matrix_is_dropped(self):
        m = build(MazeSpec(6, 5, seed=2))
        doc = json.loads(mazefile.to_json(m))
        self.assertEqual(mazefile.from_json(json.dumps(doc)).code, m.code)
        doc["matrix"][1] = doc["matrix"][1][:2] + ("0" if doc["matrix"][1][2] == "1" else "1") \
            + doc["matrix"][1][3:]  # a wall edited by hand
        edited = mazefile.from_json(json.dumps(doc))
        self.assertIsNone(edited.code)
        self.assertIsNone(edited.spec)
        doc = json.loads(mazefile.to_json(build(MazeSpec(1, 1, seed=1))))
        doc["code"] = "mz1:40x30:prim:f:b20:7"
        self.assertIsNone(mazefile.from_json(json.dumps(doc)).spec)
        doc["cols"] = "1"
        with self.assertRaisesRegex(MazeFileError, "whole number"):
            mazefile.from_json(json.dumps(doc))

    def test_code_only_document(self):
        m = mazefile.from_json('{"code": "mz1:5x5:eller:c:b0:3"}')
        self.assertEqual(m.grid.passages, build("mz1:5x5:eller:c:b0:3").grid.passages)

    def test_malformed_json(self):
        for text, message in [("{", "not valid JSON"), ("[1]", "no maze object"),
                              ('{"matrix": 3}', "matrix"),
                              ('{"matrix": ["000","0s0","000"], "cols": 2}', "cols"),
                              ('{"matrix": ["000","010","000"], "start": [5, 0]}', "start"),
                              ('{"code": "mz1:0x5:eller:c:b0:3"}', "maze code")]:
            with self.subTest(text=text):
                with self.assertRaisesRegex(MazeFileError, message):
                    mazefile.from_json(text)


if __name__ == "__main__":
    unittest.main()
