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
            ("0 0 0\n0 10 0\n0 0 0\n", "line 2, token 2: expected 0, 1, s or e, found '10'"),
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
        self.assertEqual(doc["code"], m.code)  # the format of codes is spec.py's
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
                    mazefile.from_json(text)


PASSAGE_FIXTURE = os.path.join(os.path.dirname(FIXTURE), "prim-e-on-passage-15x15.txt")


def _matrix(*lines):
    return "\n".join(lines) + "\n"


def _same_maze(test, a, b):
    test.assertEqual(a.grid.passages, b.grid.passages)
    test.assertEqual((a.cols, a.rows, a.start, a.goal), (b.cols, b.rows, b.start, b.goal))


def _comb(cols, rows):
    """A perfect maze built without a generator: row 0 runs east, every
    column runs south from it (openings beside the two corners)."""
    from mazetk.grids import E, N, S, SquareGrid, W
    from mazetk.maze import Maze
    grid = SquareGrid(cols, rows)
    pas = grid.passages
    column = bytes([(1 << N) | (1 << S)]) * (rows - 2)
    for c in range(cols):
        pas[c] = ((1 << S if rows > 1 else 0) | (1 << W if c else 0)
                  | (1 << E if c < cols - 1 else 0))
        if rows > 1:
            pas[cols + c:(rows - 1) * cols + c:cols] = column
            pas[(rows - 1) * cols + c] = 1 << N
    pas[0] |= 1 << W
    pas[cols * rows - 1] |= 1 << E
    return Maze(grid, 0, cols * rows - 1)


class MarksTest(unittest.TestCase):
    """Where the reader puts s and e, and the marks it refuses (issue 9, 1 and 4)."""

    def test_goal_on_a_passage_in_the_original_prim_output(self):
        original = mazefile.load(FIXTURE)
        moved = mazefile.load(PASSAGE_FIXTURE)  # the same maze, its e one token left
        self.assertEqual(moved.rc(moved.goal), (6, 5))  # not the bottom-right corner
        _same_maze(self, moved, original)
        self.assertEqual(moved.solve("bfs").path, original.solve("bfs").path)
        check_perfect(self, moved.grid, openings=0)
        # written back, the mark sits on its cell and reads the same
        self.assertEqual(mazefile.to_text(moved), mazefile.to_text(original))

    def test_the_cell_farther_from_the_other_end(self):
        # one row of three cells: s on the first, e between the second and third
        m = mazefile.from_text(_matrix("0 0 0 0 0 0 0", "0 s 1 1 e 1 0", "0 0 0 0 0 0 0"))
        self.assertEqual((m.start, m.goal), (0, 2))
        # e between the first two cells, s on the last: the farther one is the first
        m = mazefile.from_text(_matrix("0 0 0 0 0 0 0", "0 1 e 1 1 s 0", "0 0 0 0 0 0 0"))
        self.assertEqual((m.start, m.goal), (2, 0))
        # s on a passage between two rows, no e: the goal is the last cell
        m = mazefile.from_text(_matrix("0 0 0", "0 1 0", "0 s 0", "0 1 0", "0 0 0"))
        self.assertEqual((m.start, m.goal), (0, 1))
        m = mazefile.from_text(_matrix("0 0 0", "0 e 0", "0 s 0", "0 1 0", "0 0 0"))
        self.assertEqual((m.start, m.goal), (1, 0))
        # both on passages: the goal farther from the start's passage, then the start
        m = mazefile.from_text(_matrix("0 0 0 0 0 0 0 0 0", "0 1 s 1 1 1 e 1 0",
                                       "0 0 0 0 0 0 0 0 0"))
        self.assertEqual((m.start, m.goal), (0, 3))
        self.assertEqual(len(m.solve("bfs").path), 4)
        # a part the other end cannot reach: the later cell in reading order
        m = mazefile.from_text(_matrix("0 0 0 0 0 0 0", "0 s 0 1 e 1 0", "0 0 0 0 0 0 0"))
        self.assertEqual((m.start, m.goal), (0, 2))

    def test_every_mark_on_a_passage_reads_and_writes_back(self):
        tried = 0
        for seed in range(12):
            m = build(MazeSpec(7, 6, "prim", seed=seed, endpoints="random"))
            lines = [line.split() for line in mazefile.to_text(m).splitlines()]
            for line in lines:  # no openings, as the original program printed it
                line[0] = line[-1] = "0"
            lines[0] = lines[-1] = ["0"] * 15
            base = mazefile.from_text("\n".join(" ".join(x) for x in lines))
            for mark, cell in (("s", m.start), ("e", m.goal)):
                r, c = m.rc(cell)
                for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                    i, j = 2 * r + 1 + dr, 2 * c + 1 + dc
                    if lines[i][j] != "1":
                        continue
                    moved = [list(x) for x in lines]
                    moved[2 * r + 1][2 * c + 1] = "1"
                    moved[i][j] = mark
                    back = mazefile.from_text("\n".join(" ".join(x) for x in moved))
                    tried += 1
                    self.assertEqual(back.grid.passages, base.grid.passages)
                    self.assertNotEqual(back.start, back.goal)
                    # the way runs through the marked passage: both its cells
                    beside = {cell, m.grid.cell(r + dr, c + dc)}
                    self.assertLessEqual(beside, set(back.solve("bfs").path))
                    _same_maze(self, mazefile.from_text(mazefile.to_text(back)), back)
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
                    mazefile.from_text(_matrix(*lines))
        # no s and the goal on the last cell: the start goes to the first
        m = mazefile.from_text(_matrix(*cases[-1][0]))
        self.assertEqual((m.start, m.goal), (0, 3))
        m = mazefile.from_text(_matrix("0 0 0 0 0", "0 e 1 1 0", "0 0 0 0 0"))
        self.assertEqual((m.start, m.goal), (1, 0))

    def test_openings_beside_the_ends_are_kept(self):
        for seed in range(6):
            for ends in ("corners", "random", "farthest"):
                m = build(MazeSpec(6, 5, "kruskal", seed=seed, endpoints=ends))
                _same_maze(self, mazefile.from_text(mazefile.to_text(m)), m)
        # the original programs: no openings at all
        m = mazefile.from_text(_matrix("0 0 0 0 0", "0 s 1 e 0", "0 0 0 0 0"))
        check_perfect(self, m.grid, openings=0)
        # two openings beside the start's corner cell: both can be written back
        m = mazefile.from_text(_matrix("0 1 0 0 0", "1 s 1 e 0", "0 0 0 0 0"))
        self.assertEqual(mazefile.from_text(mazefile.to_text(m)).grid.passages,
                         m.grid.passages)

    def test_start_on_the_goal_is_refused_in_json(self):
        m = build(MazeSpec(5, 4, seed=3))
        doc = json.loads(mazefile.to_json(m))
        doc["matrix"] = [x.replace("s", "1").replace("e", "1") for x in doc["matrix"]]
        doc["goal"] = doc["start"]
        with self.assertRaisesRegex(MazeFileError, "same cell"):
            mazefile.from_json(json.dumps(doc))
        doc = json.loads(mazefile.to_json(m))
        doc["start"] = [2, 2]  # the matrix still marks [0, 0]
        with self.assertRaisesRegex(MazeFileError, r'"start" is \[2, 2\] but the matrix marks '
                                                   r"the start at matrix line 2, token 2"):
            mazefile.from_json(json.dumps(doc))
        one = build(MazeSpec(1, 1, seed=1))
        back = mazefile.from_json(mazefile.to_json(one))
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
                        _same_maze(self, mazefile.from_text(art), m)
                        # trailing spaces lost on the way (an editor, a mail)
                        stripped = "\n".join(x.rstrip() for x in art.splitlines())
                        _same_maze(self, mazefile.from_text(stripped), m)
                with open(path, "w") as f:
                    f.write(ascii_art(m, solution=True))
                _same_maze(self, mazefile.load(path), m)

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
                    m = mazefile.from_text(text)
                    self.assertEqual((m.start, m.goal), (0, 1))
                    continue
                with self.assertRaisesRegex(MazeFileError, message):
                    mazefile.from_text(text)


class WritersStreamTest(unittest.TestCase):
    """iter_text and iter_json give the very bytes of to_text and to_json (issue 9, 7)."""

    def test_chunks_join_to_the_same_bytes(self):
        for name in ALGORITHMS:
            for cols, rows in ((1, 1), (7, 3), (30, 20)):
                m = build(MazeSpec(cols, rows, name, seed=5, endpoints="farthest"))
                chunks = list(mazefile.iter_text(m))
                self.assertTrue(all(isinstance(c, bytes) for c in chunks))
                self.assertEqual(b"".join(chunks), mazefile.to_text(m).encode("ascii"))
                lines = mazefile.to_text(m).splitlines()
                self.assertEqual([x.replace(" ", "").encode() for x in lines],
                                 mazefile.matrix_lines(m))
                for solution in (None, True):
                    out = b"".join(mazefile.iter_json(m, solution=solution, solver="dfs"))
                    self.assertEqual(out, mazefile.to_json(m, solution, "dfs").encode())
                    doc = json.loads(out)
                    canonical = json.dumps(doc, separators=(",", ":")) + "\n"
                    self.assertEqual(out.decode("ascii"), canonical)
                    self.assertEqual(doc["matrix"], [x.replace(" ", "") for x in lines])
                    if solution:
                        self.assertEqual(doc["solution"],
                                         [list(m.rc(c)) for c in m.solve("dfs").path])
                        self.assertEqual(doc["solver"], "dfs")
                    _same_maze(self, mazefile.from_json(out.decode()), m)

    def test_a_big_maze_comes_in_many_chunks(self):
        m = _comb(300, 200)
        chunks = list(mazefile.iter_text(m))
        self.assertGreater(len(chunks), 2)
        self.assertLessEqual(max(map(len, chunks)), 2 * 65536 + 2 * 601)
        self.assertEqual(b"".join(chunks).decode().splitlines()[1][:4], "1 s ")
        json_chunks = list(mazefile.iter_json(m, solution=True))
        self.assertGreater(len(json_chunks), 1)
        _same_maze(self, mazefile.from_json(b"".join(json_chunks).decode()), m)


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


def _peak(func, *args):
    """``(result or exception, peak bytes traced)`` of ``func(*args)``."""
    import tracemalloc
    tracemalloc.start()
    try:
        try:
            result = func(*args)
        except Exception as exc:  # the caller checks which
            result = exc
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


class HostileFilesTest(unittest.TestCase):
    """Refused at once, in little memory, with one line (issue 9, 2, 3 and 8)."""

    MB = 1024 * 1024

    def setUp(self):
        self.tmp = _TempDir(self)

    def refused(self, name, data, message, memory=1 * 1024 * 1024):
        path = self.tmp.write(name, data)
        result, peak = _peak(mazefile.load, path)
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
        self.assertEqual(mazefile.load(self.tmp.write("s.json", strings)).grid.n, 1)

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
        self.refused("pairs.json", b'{"solution":[' + b"[1999,1999]," * (mb // 2)
                     + b'[1,1]],"matrix":3}', '"matrix": a list of text lines, not 3')

    def test_bombs_are_refused_unread(self):
        sparse = os.path.join(self.tmp.path, "sparse.txt")
        with open(sparse, "wb") as f:
            f.truncate(2 * 1024 * self.MB)
        result, peak = _peak(mazefile.load, sparse)
        self.assertIsInstance(result, MazeFileError)
        self.assertIn("larger than", str(result))
        self.assertLess(peak, 64 * 1024)
        ones = os.path.join(self.tmp.path, "ones.txt")
        with open(ones, "wb") as f:
            f.truncate(mazefile.MAX_FILE_BYTES)  # zeros: NUL bytes, not text
        self.assertRegex(str(_peak(mazefile.load, ones)[0]), "not a text file")
        self.refused("line.json", b'{"matrix":["' + b"01" * (8 * self.MB) + b'"]}',
                     "longer than")

    def test_a_big_valid_file_reads_in_little_more_than_its_grid(self):
        m = _comb(1000, 1000)  # a 1000 x 1000 matrix, 8 MB
        for name, chunks in (("big.txt", mazefile.iter_text(m)),
                             ("big.json", mazefile.iter_json(m, solution=True))):
            path = self.tmp.write(name, chunks)
            parsed, peak = _peak(mazefile._read_path, path)  # reading, before the grid
            self.assertNotIsInstance(parsed, Exception)
            self.assertLess(peak, 1000 * 1000 + 2 * self.MB, name)
            _same_maze(self, mazefile._maze(parsed), m)


class BuildCostTest(unittest.TestCase):
    """A code-only document tells what it costs and can be cancelled (issue 9, 5)."""

    def test_needs_build(self):
        tmp = _TempDir(self)
        m = build(MazeSpec(30, 20, "aldous-broder", seed=4))
        text = tmp.write("m.txt", mazefile.iter_text(m))
        full = tmp.write("m.json", mazefile.iter_json(m))
        code = tmp.write("c.json", json.dumps({"code": m.code}).encode())
        self.assertIsNone(mazefile.needs_build(text))
        self.assertEqual(mazefile.needs_build(code), m.spec)
        self.assertEqual(mazefile.needs_build(full), m.spec)  # to check the code
        self.assertIsNone(mazefile.needs_build({"matrix": ["000", "010", "000"]}))
        self.assertIsNone(mazefile.needs_build({"code": "mz1:0x5:eller:c:b0:3"}))
        self.assertEqual(mazefile.needs_build({"code": m.code}), m.spec)
        seen = []
        back = mazefile.load(code, progress=seen.append)
        _same_maze(self, back, m)
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
            mazefile.from_json(doc, progress=progress)
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
            out += [mazefile.to_text(m).encode(), mazefile.to_json(m, solution=True).encode(),
                    mazefile.to_json(m).replace(",", ", ").encode(), ascii_art(m, True).encode(),
                    b"".join(mazefile.matrix_lines(m)[i] + b"\n" for i in range(2 * m.rows + 1))]
        for path in (FIXTURE, PASSAGE_FIXTURE):
            with open(path, "rb") as f:
                out.append(f.read())
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
        for k in range(3000):
            data = seeds[k % len(seeds)]
            for _ in range(rng.randint(1, 3)):
                data = self.mutate(rng, data)
            try:
                if k % 10:
                    m = mazefile.loads(data, refuse_builds)
                else:  # now and then through a file, as the window and the CLI read
                    with open(path, "wb") as f:
                        f.write(data)
                    m = mazefile.load(path, refuse_builds)
            except (MazeFileError, WouldBuild):
                continue
            except Exception as exc:
                self.fail("%s on %r" % (type(exc).__name__, data[:200]))
            accepted += 1
            self.assertEqual(len(m.grid.passages), m.cols * m.rows)
            self.assertTrue(0 <= m.start < m.grid.n and 0 <= m.goal < m.grid.n)
            self.assertTrue(m.start != m.goal or m.grid.n == 1)
            _same_maze(self, mazefile.from_text(mazefile.to_text(m)), m)
        self.assertGreater(accepted, 100)  # the mutations leave many files readable
        # never more than a little memory for any of them (these are small files)
        self.assertLess(tracemalloc.get_traced_memory()[1], 2 * 1024 * 1024)


if __name__ == "__main__":
    unittest.main()
