"""The maze file reader: text matrix, ASCII art and JSON, hardened (issue 9),
and the square JSON's new fields checked against its matrix (issue 10)."""

import json
import re
import os
import unittest

from mazetk import i18n
from mazetk.files import mazeread, mazewrite
from mazetk.files.mazeread import MazeFileError
from mazetk.generate import ALGORITHMS
from mazetk.maze import build, matrix_lines
from mazetk.spec import MazeSpec

from .fuzz import Work
from .helpers import check_path, check_perfect, comb, peak_memory, same_maze

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data",
                       "prim-original-15x15.txt")  # copied from shared/fixtures


PASSAGE_FIXTURE = os.path.join(os.path.dirname(FIXTURE), "prim-e-on-passage-15x15.txt")


def _matrix(*lines):
    return "\n".join(lines) + "\n"


class _TempDir:
    def __init__(self, test):
        import shutil
        import tempfile
        self.path = tempfile.mkdtemp(prefix="mazetk-file-")
        test.addCleanup(shutil.rmtree, self.path, True)

    def write(self, name, data):
        path = os.path.join(self.path, name)
        with open(path, "wb") as f:
            if isinstance(data, bytes):
                f.write(data)
            else:
                for chunk in data:
                    f.write(chunk)
        return path


def _released(text):
    """A JSON document as the released mazetk (before issue 10) wrote it: a
    square maze version 1 with its matrix, another shape version 2, neither
    with the fields by cell number every shape has now."""
    doc = json.loads(text)
    square = doc["shape"] == "square"
    for key in ("start_cell", "goal_cell", "solution_cells") + (
            ("cells", "passages") if square else ()):
        doc.pop(key, None)
    doc["version"] = 1 if square else 2
    return json.dumps(doc, separators=(",", ":")) + "\n"


class TextReadTest(unittest.TestCase):
    def test_round_trip_every_algorithm(self):
        for name in ALGORITHMS:
            for ends in ("corners", "random", "farthest"):
                m = build(MazeSpec(9, 5, name, seed=1, endpoints=ends, braid=10))
                back = mazeread.from_text(mazewrite.to_text(m))
                self.assertEqual(back.grid.passages, m.grid.passages)
                self.assertEqual((back.start, back.goal), (m.start, m.goal))

    def test_original_prim_fixture(self):
        m = mazeread.load(FIXTURE)
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
        m = mazeread.from_text(text)
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
            ("0 0 0\n0 10 0\n0 0 0\n", "line 2, token 2: expected 0, 1, s or e, found '10'"),
        ]
        for text, message in cases:
            with self.subTest(text=text[:20]):
                with self.assertRaisesRegex(MazeFileError, message):
                    mazeread.from_text(text)


class LimitsTest(unittest.TestCase):
    def setUp(self):
        import tempfile, shutil
        self.dir = tempfile.mkdtemp(prefix="mazetk-file-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def test_too_wide_is_refused_before_anything_is_built(self):
        cols = 4001
        text = "\n".join(["0" * (2 * cols + 1), "1" * (2 * cols + 1), "0" * (2 * cols + 1)])
        with self.assertRaisesRegex(MazeFileError, "at most 4000 a side"):
            mazeread.from_text(text)

    def test_only_regular_files_of_sane_size(self):
        with self.assertRaisesRegex(MazeFileError, "not a regular file"):
            mazeread.load(os.devnull)
        with self.assertRaisesRegex(MazeFileError, "folder"):
            mazeread.load(self.dir)
        if hasattr(os, "mkfifo"):
            fifo = os.path.join(self.dir, "pipe")
            os.mkfifo(fifo)
            with self.assertRaisesRegex(MazeFileError, "not a regular file"):
                mazeread.load(fifo)  # refused at once, never read (which would hang)
        big = os.path.join(self.dir, "big.txt")
        with open(big, "wb") as f:
            f.truncate(mazeread.MAX_FILE_BYTES + 1)
        with self.assertRaisesRegex(MazeFileError, "larger than"):
            mazeread.load(big)
        binary = os.path.join(self.dir, "bin.dat")
        with open(binary, "wb") as f:
            f.write(b"\xff\xfe\x00\x81" * 10)
        with self.assertRaisesRegex(MazeFileError, "not a text file"):
            mazeread.load(binary)

    def test_one_cell_keeps_its_start(self):
        m = build(MazeSpec(1, 1, seed=1))
        text = mazewrite.to_text(m)
        self.assertIn("s", text)
        back = mazeread.from_text(text)
        self.assertEqual((back.start, back.goal), (0, 0))
        only_start = mazeread.from_text("00000\n011s0\n00000\n")
        self.assertEqual((only_start.start, only_start.goal), (1, 0))


class JsonReadTest(unittest.TestCase):
    def test_the_lists_for_other_programs_are_skipped_and_checked_for_junk(self):
        """Version 4's lists of a number a cell are long (beyond the 4096
        characters of a small value) and read past; junk in them is refused."""
        m = build(MazeSpec(60, 50, "prim", seed="big", shape="hex"))
        text = mazewrite.to_json(m)
        self.assertGreater(len(json.loads(text)["cells_centre"]), 4096)
        same_maze(self, mazeread.from_json(text), m)
        for key in ("cells_open", "cells_kind", "cells_centre", "cells_arc"):
            broken = re.sub('"%s":\\[' % key, '"%s":["x",' % key, mazewrite.to_json(
                build(MazeSpec(4, 4, "prim", seed=1, shape="circle" if key == "cells_arc"
                               else "triangle"))))
            with self.subTest(key=key), self.assertRaisesRegex(
                    MazeFileError, '^not valid JSON: "%s" must be a list of numbers at line 1'
                    % key):
                mazeread.from_json(broken)

    def test_a_newer_version_or_a_missing_end_is_said_plainly(self):
        doc = json.loads(mazewrite.to_json(build(MazeSpec(5, 4, seed="v"))))
        for version in (99, 9, 0, "3", True):
            doc["version"] = version
            with self.assertRaisesRegex(MazeFileError, "reads versions 1 to 8"):
                mazeread.from_json(json.dumps(doc))
        doc = json.loads(mazewrite.to_json(build(MazeSpec(5, 4, seed="v", shape="circle"))))
        for key in ("start", "start_cell", "code"):
            del doc[key]
        with self.assertRaisesRegex(MazeFileError, '^"start" is missing'):
            mazeread.from_json(json.dumps(doc))
        doc["start"] = None
        with self.assertRaisesRegex(MazeFileError, "not null$"):
            mazeread.from_json(json.dumps(doc))

    def test_a_code_that_does_not_match_the_matrix_is_dropped(self):
        m = build(MazeSpec(6, 5, seed=2))
        doc = json.loads(mazewrite.to_json(m))
        self.assertEqual(mazeread.from_json(json.dumps(doc)).code, m.code)
        doc["matrix"][1] = doc["matrix"][1][:2] + ("0" if doc["matrix"][1][2] == "1" else "1") \
            + doc["matrix"][1][3:]  # a wall edited by hand
        with self.assertRaisesRegex(MazeFileError, "matrix line 2, token 3"):
            mazeread.from_json(json.dumps(doc))  # its passages no longer agree
        del doc["passages"]  # as the released version wrote it
        edited = mazeread.from_json(json.dumps(doc))
        self.assertIsNone(edited.code)
        self.assertIsNone(edited.spec)
        doc = json.loads(mazewrite.to_json(build(MazeSpec(1, 1, seed=1))))
        doc["code"] = "mz1:40x30:prim:f:b20:7"
        self.assertIsNone(mazeread.from_json(json.dumps(doc)).spec)
        doc["cols"] = "1"
        with self.assertRaisesRegex(MazeFileError, "whole number"):
            mazeread.from_json(json.dumps(doc))

    def test_code_only_document(self):
        m = mazeread.from_json('{"code": "mz1:5x5:eller:c:b0:3"}')
        self.assertEqual(m.grid.passages, build("mz1:5x5:eller:c:b0:3").grid.passages)

    def test_malformed_json(self):
        for text, message in [("{", "not valid JSON"), ("[1]", "no maze object"),
                              ('{"matrix": 3}', "matrix"),
                              ('{"matrix": ["000","0s0","000"], "cols": 2}', "cols"),
                              ('{"matrix": ["000","010","000"], "start": [5, 0]}', "start"),
                              ('{"code": "mz1:0x5:eller:c:b0:3"}', "maze code"),
                              ('{"shape": "hex", "matrix": ["000","0s0","000"]}', "square"),
                              ('{"matrix": ["000","0s0","000"]} x', "extra text"),
                              ('{"matrix": ["000","0s0","000"], "matrix": []}', "twice"),
                              ('{"matrix": ["000", 7, "000"]}', "item 2 is not text"),
                              ('{"matrix": ["000","0s0","000"], "solution": [[0, 0], 1]}',
                               "solution"),
                              ('{"cols": [1, 2}', "not valid JSON")]:
            with self.subTest(text=text):
                with self.assertRaisesRegex(MazeFileError, message):
                    mazeread.from_json(text)


class MarksTest(unittest.TestCase):
    """Where the reader puts s and e, and the marks it refuses (issue 9, 1 and 4)."""

    def test_goal_on_a_passage_in_the_original_prim_output(self):
        original = mazeread.load(FIXTURE)
        moved = mazeread.load(PASSAGE_FIXTURE)  # the same maze, its e one token left
        self.assertEqual(moved.rc(moved.goal), (6, 5))  # not the bottom-right corner
        same_maze(self, moved, original)
        self.assertEqual(moved.solve("bfs").path, original.solve("bfs").path)
        check_perfect(self, moved.grid, openings=0)
        # written back, the mark sits on its cell and reads the same
        self.assertEqual(mazewrite.to_text(moved), mazewrite.to_text(original))

    def test_the_cell_farther_from_the_other_end(self):
        # one row of three cells: s on the first, e between the second and third
        m = mazeread.from_text(_matrix("0 0 0 0 0 0 0", "0 s 1 1 e 1 0", "0 0 0 0 0 0 0"))
        self.assertEqual((m.start, m.goal), (0, 2))
        # e between the first two cells, s on the last: the farther one is the first
        m = mazeread.from_text(_matrix("0 0 0 0 0 0 0", "0 1 e 1 1 s 0", "0 0 0 0 0 0 0"))
        self.assertEqual((m.start, m.goal), (2, 0))
        # s on a passage between two rows, no e: the goal is the last cell
        m = mazeread.from_text(_matrix("0 0 0", "0 1 0", "0 s 0", "0 1 0", "0 0 0"))
        self.assertEqual((m.start, m.goal), (0, 1))
        m = mazeread.from_text(_matrix("0 0 0", "0 e 0", "0 s 0", "0 1 0", "0 0 0"))
        self.assertEqual((m.start, m.goal), (1, 0))
        # both on passages: the goal farther from the start's passage, then the start
        m = mazeread.from_text(_matrix("0 0 0 0 0 0 0 0 0", "0 1 s 1 1 1 e 1 0",
                                       "0 0 0 0 0 0 0 0 0"))
        self.assertEqual((m.start, m.goal), (0, 3))
        self.assertEqual(len(m.solve("bfs").path), 4)
        # a part the other end cannot reach: the later cell in reading order
        m = mazeread.from_text(_matrix("0 0 0 0 0 0 0", "0 s 0 1 e 1 0", "0 0 0 0 0 0 0"))
        self.assertEqual((m.start, m.goal), (0, 2))

    def test_every_mark_on_a_passage_reads_and_writes_back(self):
        tried = 0
        for seed in range(12):
            m = build(MazeSpec(7, 6, "prim", seed=seed, endpoints="random"))
            lines = [line.split() for line in mazewrite.to_text(m).splitlines()]
            for line in lines:  # no openings, as the original program printed it
                line[0] = line[-1] = "0"
            lines[0] = lines[-1] = ["0"] * 15
            base = mazeread.from_text("\n".join(" ".join(x) for x in lines))
            for mark, cell in (("s", m.start), ("e", m.goal)):
                r, c = m.rc(cell)
                for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                    i, j = 2 * r + 1 + dr, 2 * c + 1 + dc
                    if lines[i][j] != "1":
                        continue
                    moved = [list(x) for x in lines]
                    moved[2 * r + 1][2 * c + 1] = "1"
                    moved[i][j] = mark
                    back = mazeread.from_text("\n".join(" ".join(x) for x in moved))
                    tried += 1
                    self.assertEqual(back.grid.passages, base.grid.passages)
                    self.assertNotEqual(back.start, back.goal)
                    # the way runs through the marked passage: both its cells
                    beside = {cell, m.grid.cell(r + dr, c + dc)}
                    self.assertLessEqual(beside, set(back.solve("bfs").path))
                    same_maze(self, mazeread.from_text(mazewrite.to_text(back)), back)
        self.assertGreater(tried, 20)

    def test_marks_it_cannot_place_name_line_and_token(self):
        cases = [
            (("s 0 0 0 0", "0 1 1 e 0", "0 0 0 0 0"), "line 1, token 1: 's' on a corner"),
            (("0 0 0 0 0", "0 1 1 1 0", "0 0 0 0 e"), "line 3, token 5: 'e' on a corner"),
            (("0 0 0 0 0", "s 1 1 e 0", "0 0 0 0 0"), "line 2, token 1: the start 's' is on "
                                                      "the outer wall"),
            (("0 0 0 0 0", "0 s 1 1 e", "0 0 0 0 0"), "line 2, token 5: the goal 'e' is on "
                                                      "the outer wall"),
            (("0 s 0 0 0", "0 1 1 e 0", "0 0 0 0 0"), "line 1, token 2: the start 's' is on "
                                                      "the outer wall"),
            (("0 0 0 0 0", "0 s 1 1 0", "0 0 0 e 0"), "line 3, token 4: the goal 'e' is on "
                                                      "the outer wall"),
            (("0 0 0 0 0", "0 s 1 s 0", "0 0 0 0 0"), "line 2, token 4: a second start 's' "
                                                      r"\(the first is at line 2, token 2\)"),
            (("0 0 0 0 0", "0 e e 1 0", "0 0 0 0 0"), "line 2, token 3: a second goal"),
            (("0 0 0 0 0", "0 s 1 e 0", "0 0 0 0 0", "0 1 1 1 0", "0 1 0 0 0"),
             "line 5, token 2: an opening in the outer wall beside neither"),
            (("0 0 0 0 0", "1 1 1 s 0", "0 0 0 e 0", "0 1 1 1 0", "0 0 0 0 0"),
             "line 2, token 1: an opening in the outer wall beside neither"),
            (("0 0 0 0 0", "0 s 1 e 0", "0 0 0 1 1", "0 1 1 1 0", "0 0 0 0 0"),
             "line 3, token 5: a corner token must be 0, found 1"),
            (("0 0 0 0 0", "0 1 1 1 0", "0 1 0 0 0", "0 1 1 e 0", "0 0 0 0 0"),
             "line 4, token 4"),  # the default goal holds e's cell: see below
        ]
        for lines, message in cases[:-1]:
            with self.subTest(lines=lines):
                with self.assertRaisesRegex(MazeFileError, message):
                    mazeread.from_text(_matrix(*lines))
        # no s and the goal on the last cell: the start goes to the first
        m = mazeread.from_text(_matrix(*cases[-1][0]))
        self.assertEqual((m.start, m.goal), (0, 3))
        m = mazeread.from_text(_matrix("0 0 0 0 0", "0 e 1 1 0", "0 0 0 0 0"))
        self.assertEqual((m.start, m.goal), (1, 0))

    def test_openings_beside_the_ends_are_kept(self):
        for seed in range(6):
            for ends in ("corners", "random", "farthest"):
                m = build(MazeSpec(6, 5, "kruskal", seed=seed, endpoints=ends))
                same_maze(self, mazeread.from_text(mazewrite.to_text(m)), m)
        # the original programs: no openings at all
        m = mazeread.from_text(_matrix("0 0 0 0 0", "0 s 1 e 0", "0 0 0 0 0"))
        check_perfect(self, m.grid, openings=0)
        # two openings beside the start's corner cell: both can be written back
        m = mazeread.from_text(_matrix("0 1 0 0 0", "1 s 1 e 0", "0 0 0 0 0"))
        self.assertEqual(mazeread.from_text(mazewrite.to_text(m)).grid.passages,
                         m.grid.passages)

    def test_start_on_the_goal_is_refused_in_json(self):
        m = build(MazeSpec(5, 4, seed=3))
        doc = json.loads(mazewrite.to_json(m))
        doc["matrix"] = [x.replace("s", "1").replace("e", "1") for x in doc["matrix"]]
        doc["goal"], doc["goal_cell"] = doc["start"], doc["start_cell"]
        with self.assertRaisesRegex(MazeFileError, "same cell"):
            mazeread.from_json(json.dumps(doc))
        doc = json.loads(mazewrite.to_json(m))
        doc["start"] = [2, 2]  # the matrix still marks [0, 0]
        with self.assertRaisesRegex(MazeFileError, r'"start_cell" is 0 but "start" is \[2, 2\]'):
            mazeread.from_json(json.dumps(doc))
        del doc["start_cell"]
        with self.assertRaisesRegex(MazeFileError, r'"start" is \[2, 2\] but the matrix marks '
                                                   r"the start at matrix line 2, token 2"):
            mazeread.from_json(json.dumps(doc))
        one = build(MazeSpec(1, 1, seed=1))
        back = mazeread.from_json(mazewrite.to_json(one))
        self.assertEqual((back.start, back.goal), (0, 0))


class AsciiArtTest(unittest.TestCase):
    """mazetk's own ASCII art opens again (issue 9, 6)."""

    def test_round_trip_many_seeds_and_sizes(self):
        from mazetk.export.asciiart import ascii_art
        tmp = _TempDir(self)
        path = os.path.join(tmp.path, "maze.txt")
        sizes = [(1, 1), (1, 4), (4, 1), (2, 2), (9, 5), (5, 9), (16, 11)]
        names = list(ALGORITHMS)
        for k, (cols, rows) in enumerate(sizes * 4):
            for ends in ("corners", "random", "farthest"):
                spec = MazeSpec(cols, rows, names[k % len(names)], seed=k, endpoints=ends,
                                braid=15 * (k % 3))
                m = build(spec)
                for solution in (False, True):
                    art = ascii_art(m, solution=solution)
                    with self.subTest(spec=spec.code(), solution=solution):
                        same_maze(self, mazeread.from_text(art), m)
                        # trailing spaces lost on the way (an editor, a mail)
                        stripped = "\n".join(x.rstrip() for x in art.splitlines())
                        same_maze(self, mazeread.from_text(stripped), m)
                with open(path, "w") as f:
                    f.write(ascii_art(m, solution=True))
                same_maze(self, mazeread.load(path), m)

    def test_broken_art_names_line_and_column(self):
        cases = [("+--+\n| S|\n+--+--+\n", "line 3: expected at most 4"),
                 ("+--+\n| Sx\n+--+\n", "line 2, column 4: expected '|' or a space, found 'x'"),
                 ("+--+\n|SE|\n+--+\n", "line 2, column 2: expected a space, found 'S'"),
                 ("+--+\n| S|\n+-x+\n", "line 3, column 2: expected '--' or two spaces"),
                 ("+--+--+\n| S| E|\n+  +--+\n| S  .|\n+--+--+\n",
                  "line 4, column 3: a second start 's' \\(the first is at line 2, column 3\\)"),
                 ("+--+--+\n  S  E|\n+--+--+\n", None),
                 ("+--+--+--+\n| S     E|\n+--+  +--+\n", "line 3, column 5: an opening"),
                 ("+--+--+\n| S  E \n+--+--+\n|  |  |\n", "odd number of lines"),
                 ("+-+\n", "ASCII art needs")]
        for text, message in cases:
            with self.subTest(text=text):
                if message is None:
                    m = mazeread.from_text(text)
                    self.assertEqual((m.start, m.goal), (0, 1))
                    continue
                with self.assertRaisesRegex(MazeFileError, message):
                    mazeread.from_text(text)


class HostileFilesTest(unittest.TestCase):
    """Refused at once, in little memory, with one line (issue 9, 2, 3 and 8)."""

    MB = 1024 * 1024

    def setUp(self):
        self.tmp = _TempDir(self)

    def refused(self, name, data, message, memory=1 * 1024 * 1024):
        path = self.tmp.write(name, data)
        result, peak = peak_memory(mazeread.load, path)
        self.assertIsInstance(result, MazeFileError, "%s was not refused" % name)
        self.assertRegex(str(result), message)
        self.assertNotIn("\n", str(result))
        self.assertLess(len(str(result)), 200)
        self.assertLess(peak, memory, "%s: %d bytes to refuse it" % (name, peak))
        return str(result)

    def test_deep_json_is_one_clear_line(self):
        deep = b"[" * 990 + b"]" * 990
        self.refused("top.json", deep, "no maze object")
        self.refused("key.json", b'{"seed": ' + deep + b"}", '"seed" is nested more than')
        self.refused("matrix.json", b'{"matrix": ' + deep + b"}", '"matrix" item 1 is not text')
        self.refused("solution.json", b'{"solution": ' + deep + b"}", "not valid JSON")
        self.refused("object.json", b'{"a": ' + b'{"a": ' * 990 + b"1" + b"}" * 991,
                     "nested more than")
        strings = b'{"seed": "' + b"[" * 990 + b'", "matrix": ["000", "0s0", "000"]}'
        self.assertEqual(mazeread.load(self.tmp.write("s.json", strings)).grid.n, 1)

    def test_the_cli_says_one_line_and_exits_2(self):
        import subprocess
        import sys
        path = self.tmp.write("deep.json", b'{"seed": ' + b"[" * 990 + b"]" * 990 + b"}")
        top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        run = subprocess.run([sys.executable, "-m", "mazetk", "solve", path], cwd=top,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             universal_newlines=True)
        self.assertEqual(run.returncode, 2)
        self.assertEqual(len(run.stderr.splitlines()), 1, run.stderr)
        self.assertIn("nested", run.stderr)

    def test_shape_is_checked_before_the_rest_is_read(self):
        mb = self.MB
        self.refused("short.txt", b"0 1 0\n" * (8 * mb // 6), "line 8002: more than 8001 lines")
        self.refused("ragged.txt", b"0 1 0 1 0\n0 1\n" * (mb // 16), "line 2: expected 5")
        self.refused("one-line.txt", b"0 " * (4 * mb), "line 1 is longer than")
        self.refused("blank.txt", b"\n" * (4 * mb), "more than 1000 empty lines")
        self.refused("narrow.json", b'{"matrix":[' + b'"0",' * mb + b'"0"]}',
                     "matrix line 1 has 1")
        self.refused("tall.json", b'{"matrix":[' + b'"010",' * mb + b'"000"]}',
                     "matrix line 8002: more than 8001 lines")
        self.refused("digits.json", b'{"cols": ' + b"9" * (4 * mb) + b"}", "more than 20 digits")
        self.refused("text.json", b'{"seed": "' + b"a" * (4 * mb) + b'"}', "longer than 4096")
        self.refused("keys.json", b"{" + b",".join(b'"k%d":0' % i for i in range(mb // 8))
                     + b"}", "more than 100 keys")
        self.refused("space.json", b"{" + b" " * (4 * mb), "not valid JSON")
        self.refused("passages.json", b'{"matrix":["000","0s0","000"],"passages":['
                     + b"[0,1]," * mb + b"[0,1]]}", r"item 1: \[0, 1\] names a cell outside")
        self.refused("pairs.json", b'{"solution":[' + b"[1999,1999]," * (mb // 2)
                     + b'[1,1]],"matrix":3}', '"matrix": a list of text lines, not 3')

    def test_bombs_are_refused_unread(self):
        sparse = os.path.join(self.tmp.path, "sparse.txt")
        with open(sparse, "wb") as f:
            f.truncate(2 * 1024 * self.MB)
        result, peak = peak_memory(mazeread.load, sparse)
        self.assertIsInstance(result, MazeFileError)
        self.assertIn("larger than", str(result))
        self.assertLess(peak, 64 * 1024)
        ones = os.path.join(self.tmp.path, "ones.txt")
        with open(ones, "wb") as f:
            f.truncate(mazeread.MAX_FILE_BYTES)  # zeros: NUL bytes, not text
        self.assertRegex(str(peak_memory(mazeread.load, ones)[0]), "not a text file")
        self.refused("line.json", b'{"matrix":["' + b"01" * (8 * self.MB) + b'"]}',
                     "longer than")

    def test_a_big_valid_file_reads_in_little_more_than_its_grid(self):
        from mazetk.grids import SquareGrid
        m = comb(1000, 1000)  # a 1000 x 1000 matrix, 8 MB; its JSON 30 MB
        grid = peak_memory(SquareGrid, 1000, 1000)[1]  # the tables every maze of that size has
        for name, chunks in (("big.txt", mazewrite.iter_text(m)),
                             ("big.json", mazewrite.iter_json(m, solution=True))):
            path = self.tmp.write(name, chunks)
            back, peak = peak_memory(mazeread.load, path)
            self.assertNotIsInstance(back, Exception)
            self.assertLess(peak, grid + 3 * self.MB, name)
            same_maze(self, back, m)


class SquareJsonCheckTest(unittest.TestCase):
    """A square maze's JSON holds its matrix and its passages; they must agree
    (issue 10)."""

    def setUp(self):
        self.maze = build(MazeSpec(6, 5, "prim", seed=3, braid=20))
        self.doc = json.loads(mazewrite.to_json(self.maze, solution=True))

    def read(self, doc):
        return mazeread.from_json(json.dumps(doc))

    def refused(self, message, **changes):
        with self.assertRaisesRegex(MazeFileError, message) as caught:
            self.read(dict(self.doc, **changes))
        self.assertNotIn("\n", str(caught.exception))

    def test_passages_in_any_order_and_place(self):
        import random
        pairs = self.doc["passages"]
        shuffled = [list(reversed(p)) for p in pairs]  # [b, a] is the same passage
        random.Random(1).shuffle(shuffled)
        for doc in (dict(self.doc, passages=shuffled),
                    dict({"passages": pairs}, **self.doc),   # before the matrix
                    {k: v for k, v in self.doc.items() if k != "matrix"}):  # no matrix
            same_maze(self, self.read(doc), self.maze)
            self.assertEqual(self.read(doc).code, self.maze.code)

    def test_disagreements_say_where(self):
        grid, pairs = self.maze.grid, self.doc["passages"]
        wall = next([c, c + 1] for c in range(grid.n)
                    if grid.nbr[4 * c + 1] == c + 1 and not grid.is_open(c, 1))
        r, c = grid.rc(wall[0])
        place = "matrix line %d, token %d" % (2 * r + 2, 2 * c + 3)
        self.refused(r'"passages" item %d: \%s is a wall in the matrix \(%s\)'
                     % (len(pairs) + 1, wall, place), passages=pairs + [wall])
        self.refused(r"item 2: \[%d, %d\] is listed twice" % tuple(pairs[0]),
                     passages=[pairs[0], pairs[0]] + pairs[1:])
        a, b = pairs[-1]
        (r, c), (r2, c2) = grid.rc(a), grid.rc(b)
        self.refused(r"the matrix has a passage at matrix line %d, token %d \(cells %d and "
                     r'%d\) that "passages" does not list' % (r + r2 + 2, c + c2 + 2, a, b),
                     passages=pairs[:-1])
        self.refused("cells 0 and 2 are not neighbours", passages=[[0, 2]] + pairs)
        self.refused(r"\[0, 30\] names a cell outside the maze \(0 to 29\)",
                     passages=pairs + [[0, 30]])
        self.refused('"cells" is 31 but the matrix has 30', cells=31)
        self.refused(r'"goal_cell" is 0 but "goal" is \[4, 5\], cell 29', goal_cell=0)
        self.refused('"start_cell" must be a whole number', start_cell="0")
        self.refused('"passages" must be a list of', passages=[2] + pairs)
        with self.assertRaisesRegex(MazeFileError, "twice"):
            mazeread.from_json(mazewrite.to_json(self.maze).replace(
                '"passages":', '"passages":[],"passages":'))

    def test_released_and_new_fields_read_the_same(self):
        """Scripts may keep either set of fields: each alone is enough."""
        old = {k: v for k, v in self.doc.items() if k not in ("start", "goal")}
        same_maze(self, self.read(old), self.maze)
        new = {k: v for k, v in self.doc.items() if k not in ("start_cell", "goal_cell")}
        same_maze(self, self.read(new), self.maze)


#: Files the released mazetk wrote (version 1: a square maze; 2: a hex one).
RELEASED_SQUARE = (
    '{"format":"mazetk","version":1,"cols":3,"rows":2,"shape":"square","seed":"1",'
    '"algorithm":"prim","param":null,"endpoints":"corners","braid":0,'
    '"code":"mz2:3x2:prim:c:b0:1","start":[0,0],"goal":[1,2],"matrix":["0000000",'
    '"1s11110","0001000","01111e1","0000000"],"solver":"bfs",'
    '"solution":[[0,0],[0,1],[1,1],[1,2]]}\n')
RELEASED_HEX = (
    '{"format":"mazetk","version":2,"shape":"hex","cols":3,"rows":2,"cells":6,"seed":"1",'
    '"algorithm":"backtracker","param":null,"endpoints":"corners","braid":0,'
    '"code":"mz2:h3x2:backtracker:c:b0:1","start":0,"goal":5,'
    '"passages":[[0,1],[0,3],[1,4],[2,5],[4,5]],"solver":"bfs","solution":[0,1,4,5]}\n')


class ReleasedFilesTest(unittest.TestCase):
    """Every file the released writer wrote still reads (issue 10)."""

    def test_the_released_bytes(self):
        for text in (RELEASED_SQUARE, RELEASED_HEX):
            code = json.loads(text)["code"]
            back = mazeread.loads(text.encode("ascii"))
            same_maze(self, back, build(code))
            self.assertEqual(back.code, code)

    def test_every_shape_as_released(self):
        from mazetk.grids import SHAPES
        for shape in SHAPES:
            for seed in range(4):
                m = build(MazeSpec(7, 5, "backtracker", seed=seed, braid=15 * seed,
                                   endpoints="random", shape=shape))
                for solution in (None, True):
                    text = _released(mazewrite.to_json(m, solution=solution))
                    with self.subTest(shape=shape, seed=seed, solution=solution):
                        back = mazeread.loads(text.encode("ascii"))
                        same_maze(self, back, m)
                        self.assertEqual(back.code, m.code)


class BuildCostTest(unittest.TestCase):
    """A code-only document tells what it costs and can be cancelled (issue 9, 5)."""

    def test_needs_build(self):
        tmp = _TempDir(self)
        m = build(MazeSpec(30, 20, "aldous-broder", seed=4))
        text = tmp.write("m.txt", mazewrite.iter_text(m))
        full = tmp.write("m.json", mazewrite.iter_json(m))
        code = tmp.write("c.json", json.dumps({"code": m.code}).encode())
        self.assertIsNone(mazeread.needs_build(text))
        self.assertEqual(mazeread.needs_build(code), m.spec)
        self.assertEqual(mazeread.needs_build(full), m.spec)  # to check the code
        self.assertIsNone(mazeread.needs_build({"matrix": ["000", "010", "000"]}))
        self.assertIsNone(mazeread.needs_build({"code": "mz1:0x5:eller:c:b0:3"}))
        self.assertEqual(mazeread.needs_build({"code": m.code}), m.spec)
        seen = []
        back = mazeread.load(code, progress=seen.append)
        same_maze(self, back, m)
        self.assertEqual(back.code, m.code)
        self.assertEqual((seen[0], seen[-1]), (0.0, 1.0))
        self.assertEqual(seen, sorted(seen))

    def test_progress_can_cancel(self):
        class Stop(Exception):
            pass

        calls = []

        def progress(fraction):
            calls.append(fraction)
            if len(calls) == 3:
                raise Stop()
        doc = json.dumps({"code": "mz1:200x200:aldous-broder:c:b0:1"})
        with self.assertRaises(Stop):
            mazeread.from_json(doc, progress=progress)
        self.assertEqual(len(calls), 3)
        self.assertTrue(0.0 < calls[2] < 1.0)


class FuzzTest(unittest.TestCase):
    """Thousands of mutated files: only MazeFileError comes out, and whatever is
    accepted writes back as the same maze (issue 9, 8)."""

    def seeds(self):
        from mazetk.export.asciiart import ascii_art
        out = []
        for k, name in enumerate(("backtracker", "prim", "kruskal", "eller")):
            m = build(MazeSpec(3 + k, 2 + k, name, seed=k, endpoints="random", braid=10 * k))
            out += [mazewrite.to_text(m).encode(), mazewrite.to_json(m, solution=True).encode(),
                    mazewrite.to_json(m).replace(",", ", ").encode(), ascii_art(m, True).encode(),
                    _released(mazewrite.to_json(m, solution=True)).encode(),
                    b"".join(matrix_lines(m)[i] + b"\n" for i in range(2 * m.rows + 1))]
        for path in (FIXTURE, PASSAGE_FIXTURE):
            with open(path, "rb") as f:
                out.append(f.read())
        # hostile: long first lines that claim a big maze on little data
        out += [b"0" * 8001 + b"\n" + b"0 1 0\n",
                b"+" + b"--+" * 4000 + b"\n|  |\n",
                b'{"matrix": ["' + b"0" * 4001 + b'"], "solution": [[0, 0], [0, 1]' + b"]" * 30]
        return out

    def mutate(self, rng, data):
        kind = rng.randrange(8)
        data = bytearray(data)
        at = rng.randrange(len(data) + 1)
        if kind == 0:
            del data[at:]
        elif kind == 1:
            for _ in range(rng.randint(1, 4)):
                if data:
                    data[rng.randrange(len(data))] = rng.randrange(256)
        elif kind == 2:
            data[at:at] = rng.choice([b"[", b"]", b"{", b"}", b"[" * 600, b'"', b",", b":"])
        elif kind == 3:
            data[at:at] = rng.choice([b"0", b"1", b"s", b"e", b"S", b"E", b" ", b"\n", b".",
                                      b"+", b"|", b"--", b"\r\n", b"\t"])
        elif kind == 4:
            data[at:at] = str(rng.choice([10 ** 30, -1, 2 ** 31, 4001, 1e308])).encode()
        elif kind == 5:
            try:
                doc = json.loads(bytes(data))
            except ValueError:
                return bytes(data)
            if isinstance(doc, dict) and doc:
                key = rng.choice(sorted(doc))
                doc[key] = rng.choice([None, True, 3, -2.5, "x", [], {}, [[1, 2]], [1],
                                       ["000"], [[0, 0], [0, 0]], "mz1:3x3:prim:c:b0:1",
                                       "9" * 50, {"a": [1]}])
                data = bytearray(json.dumps(doc).encode())
        elif kind == 6:
            start = rng.randrange(len(data) + 1)
            data[start:start] = data[start:start + rng.randint(1, 40)]
        else:
            line = rng.randrange(max(1, data.count(b"\n")))
            parts = bytes(data).split(b"\n")
            if line < len(parts):
                del parts[line]
            data = bytearray(b"\n".join(parts))
        return bytes(data)

    def test_mutated_files(self):
        import random

        class WouldBuild(Exception):
            pass

        def refuse_builds(fraction):
            raise WouldBuild()

        import tracemalloc
        rng = random.Random(9)
        tmp = _TempDir(self)
        path = os.path.join(tmp.path, "fuzz")
        seeds = self.seeds()
        accepted = 0
        tracemalloc.start()
        self.addCleanup(tracemalloc.stop)
        for k in range(4000):
            data = seeds[k % len(seeds)]
            for _ in range(rng.randint(1, 3)):
                data = self.mutate(rng, data)
            try:
                with Work() as work:
                    if k % 10:
                        m = mazeread.loads(data, refuse_builds)
                    else:  # now and then through a file, as the window and the CLI read
                        with open(path, "wb") as f:
                            f.write(data)
                        m = mazeread.load(path, refuse_builds)
            except (MazeFileError, WouldBuild) as exc:
                self.assertNotIn("\n", str(exc))
                continue
            except Exception as exc:
                self.fail("%s on %r" % (type(exc).__name__, data[:200]))
            finally:  # work in proportion to the file, whatever it claims
                self.assertLess(work.calls, 100000 + 20 * len(data), data[:100])
            accepted += 1
            self.assertEqual(len(m.grid.passages), m.cols * m.rows)
            self.assertTrue(0 <= m.start < m.grid.n and 0 <= m.goal < m.grid.n)
            self.assertTrue(m.start != m.goal or m.grid.n == 1)
            same_maze(self, mazeread.from_text(mazewrite.to_text(m)), m)
        # the mutations leave many files readable (fewer since version 4: a stray
        # byte in its long lists of numbers, a third of a file, is refused)
        self.assertGreater(accepted, 50)
        # never more than a little memory for any of them (these are small files)
        self.assertLess(tracemalloc.get_traced_memory()[1], 2 * 1024 * 1024)


class ChineseMessageTest(unittest.TestCase):
    """A broken file is refused in the language spoken, its place filled in."""

    def setUp(self):
        self.spoken = i18n.language()
        i18n.set_language("zh_CN")

    def tearDown(self):
        i18n.set_language(self.spoken)

    def refusal(self, data):
        with self.assertRaises(MazeFileError) as caught:
            mazeread.loads(data)
        return str(caught.exception)

    def test_a_bad_token_names_its_line_in_chinese(self):
        message = self.refusal(_matrix("0 0 0 0 0", "0 s 1 e 0", "0 0 x 0 0"))
        self.assertEqual(message, "第 3 行第 3 个记号：应为 0、1、s 或 e，实际为 'x'")

    def test_a_short_line_and_bad_json_name_their_lines_in_chinese(self):
        message = self.refusal(_matrix("0 0 0 0 0", "0 s 1 e 0", "0 0 0"))
        self.assertIn("第 3 行：应像第一行一样有 5 个记号，实际有 3 个", message)
        message = self.refusal('{"version": 3,\n "cols": 2,\n "rows" 1}')
        self.assertEqual(message, "不是有效的 JSON：第 3 行第 9 列：键后面应为 ':'，实际为 '1}'")

    def test_a_save_into_a_missing_folder_says_so_in_chinese(self):
        from mazetk.files.savefile import SaveError, save_group
        with self.assertRaises(SaveError) as caught:
            save_group(os.path.join(os.sep, "no", "such", "folder"), "maze", [(".txt", b"")])
        self.assertIn("文件夹", str(caught.exception))
        self.assertIn("不存在", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
