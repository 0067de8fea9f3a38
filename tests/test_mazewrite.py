"""The maze file writers: the text matrix and the JSON of every shape, in chunks."""

import json
import unittest

from mazetk.export import mazeread, mazewrite
from mazetk.generate import ALGORITHMS
from mazetk.maze import build, matrix_lines
from mazetk.spec import MazeSpec

from .test_mazeread import _comb, _peak, _same_maze


class TextFormatTest(unittest.TestCase):
    def test_layout_matches_the_description(self):
        m = build(MazeSpec(6, 4, "kruskal", seed=2))
        lines = mazewrite.to_text(m).splitlines()
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



class JsonFormatTest(unittest.TestCase):
    def test_fields_and_round_trip(self):
        m = build(MazeSpec(40, 30, "prim", seed=7, endpoints="farthest", braid=20))
        doc = json.loads(mazewrite.to_json(m, solution=True))
        for key in ("cols", "rows", "seed", "algorithm", "code", "start", "goal", "matrix",
                    "solution"):
            self.assertIn(key, doc)
        self.assertEqual((doc["cols"], doc["rows"], doc["seed"]), (40, 30, "7"))
        self.assertEqual(doc["code"], m.code)  # the format of codes is spec.py's
        self.assertEqual(doc["start"], list(divmod(m.start, 40)))
        self.assertEqual(doc["matrix"], [x.replace(" ", "") for x in
                                         mazewrite.to_text(m).splitlines()])
        self.assertEqual(doc["solution"][0], doc["start"])
        self.assertEqual(doc["solution"][-1], doc["goal"])
        self.assertEqual(len(doc["solution"]), len(m.solve("bfs").path))
        back = mazeread.from_json(json.dumps(doc))
        self.assertEqual(back.grid.passages, m.grid.passages)
        self.assertEqual((back.start, back.goal), (m.start, m.goal))
        self.assertEqual(back.code, m.code)
        self.assertNotIn("solution", json.loads(mazewrite.to_json(m)))


class JsonFieldsTest(unittest.TestCase):
    """Issue 10: a square maze's JSON keeps every field it had and gains those
    by cell number that every shape has; every shape writes the same ones."""

    def check_common(self, m, doc):
        grid = m.grid
        self.assertEqual((doc["format"], doc["version"]), ("mazetk", mazewrite.FORMAT_VERSION))
        self.assertEqual((doc["shape"], doc["cells"]), (grid.kind, grid.n))
        self.assertEqual((doc["start_cell"], doc["goal_cell"]), (m.start, m.goal))
        self.assertEqual(doc["solution_cells"], m.solve("bfs").path)
        pairs = [tuple(p) for p in doc["passages"]]
        self.assertEqual(len(set(pairs)), len(pairs))
        self.assertEqual(len(pairs), grid.passage_count())
        for a, b in pairs:
            self.assertLess(a, b)
            self.assertTrue(grid.is_open(a, grid.slot_towards(a, b)))

    def test_square_keeps_its_fields_and_gains_the_new_ones(self):
        for seed, (cols, rows) in enumerate(((1, 1), (2, 7), (9, 5), (40, 30))):
            m = build(MazeSpec(cols, rows, "kruskal", seed=seed, braid=25,
                               endpoints="random"))
            doc = json.loads(mazewrite.to_json(m, solution=True))
            self.check_common(m, doc)
            self.assertEqual(doc["matrix"], [x.decode() for x in matrix_lines(m)])
            self.assertEqual(doc["start"], list(m.rc(m.start)))
            self.assertEqual(doc["goal"], list(m.rc(m.goal)))
            self.assertEqual(doc["solution"], [list(m.rc(c)) for c in doc["solution_cells"]])
            self.assertEqual(doc["code"], m.code)

    def test_every_shape_writes_the_same_fields(self):
        from mazetk.spec import SHAPES
        keys = None
        for shape in SHAPES:
            m = build(MazeSpec(8, 6, "backtracker", seed=2, braid=30, shape=shape))
            doc = json.loads(mazewrite.to_json(m, solution=True))
            self.check_common(m, doc)
            common = set(doc) - {"matrix", "rings"}
            self.assertEqual(common, keys or common, shape)
            keys = common
            if shape != "square":  # the released fields, by number as before
                self.assertEqual((doc["start"], doc["goal"]), (m.start, m.goal))
                self.assertEqual(doc["solution"], doc["solution_cells"])

    def test_the_code_comes_in_the_first_4_kib(self):
        """The command line finds a file's code there, to say what reading costs."""
        m = build(MazeSpec(300, 300, "backtracker", seed=1, shape="circle"))
        head = mazewrite.to_json(m)[:4096]
        self.assertIn('"code":"%s"' % m.code, head)


class WritersStreamTest(unittest.TestCase):
    """iter_text and iter_json give the very bytes of to_text and to_json (issue 9, 7)."""

    def test_chunks_join_to_the_same_bytes(self):
        for name in ALGORITHMS:
            for cols, rows in ((1, 1), (7, 3), (30, 20)):
                m = build(MazeSpec(cols, rows, name, seed=5, endpoints="farthest"))
                chunks = list(mazewrite.iter_text(m))
                self.assertTrue(all(isinstance(c, bytes) for c in chunks))
                self.assertEqual(b"".join(chunks), mazewrite.to_text(m).encode("ascii"))
                lines = mazewrite.to_text(m).splitlines()
                self.assertEqual([x.replace(" ", "").encode() for x in lines],
                                 matrix_lines(m))
                for solution in (None, True):
                    out = b"".join(mazewrite.iter_json(m, solution=solution, solver="dfs"))
                    self.assertEqual(out, mazewrite.to_json(m, solution, "dfs").encode())
                    doc = json.loads(out)
                    canonical = json.dumps(doc, separators=(",", ":")) + "\n"
                    self.assertEqual(out.decode("ascii"), canonical)
                    self.assertEqual(doc["matrix"], [x.replace(" ", "") for x in lines])
                    if solution:
                        self.assertEqual(doc["solution"],
                                         [list(m.rc(c)) for c in m.solve("dfs").path])
                        self.assertEqual(doc["solver"], "dfs")
                    _same_maze(self, mazeread.from_json(out.decode()), m)

    def test_the_json_of_a_big_maze_is_written_in_little_memory(self):
        m = _comb(1000, 1000)
        size, peak = _peak(lambda: sum(map(len, mazewrite.iter_json(m))))
        self.assertGreater(size, 18 * 1024 * 1024)  # 4 MB of matrix, 15 MB of passages
        self.assertLess(peak, 2 * 1024 * 1024)

    def test_a_big_maze_comes_in_many_chunks(self):
        m = _comb(300, 200)
        chunks = list(mazewrite.iter_text(m))
        self.assertGreater(len(chunks), 2)
        self.assertLessEqual(max(map(len, chunks)), 2 * 65536 + 2 * 601)
        self.assertEqual(b"".join(chunks).decode().splitlines()[1][:4], "1 s ")
        json_chunks = list(mazewrite.iter_json(m, solution=True))
        self.assertGreater(len(json_chunks), 1)
        _same_maze(self, mazeread.from_json(b"".join(json_chunks).decode()), m)




if __name__ == "__main__":
    unittest.main()
