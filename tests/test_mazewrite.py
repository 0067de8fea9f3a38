"""The maze file writers: the text matrix and the JSON of every shape, in chunks."""

import json
import re
import unittest

from mazetk.files import mazeread, mazewrite
from mazetk.generate import ALGORITHMS
from mazetk.maze import build, matrix_lines
from mazetk.spec import MazeSpec

from .schemacheck import errors as schema_errors
from .helpers import comb, peak_memory, same_maze

#: The geometry fields of one shape family: a circle's, or the polygons'.
SHAPE_GEOMETRY = {"centre", "ring_outward", "cells_arc", "cell_shapes", "cell_sides",
                  "cells_kind"}


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
        from mazetk.grids import SHAPES
        keys = None
        for shape in SHAPES:
            m = build(MazeSpec(8, 6, "backtracker", seed=2, braid=30, shape=shape))
            doc = json.loads(mazewrite.to_json(m, solution=True))
            self.check_common(m, doc)
            common = set(doc) - {"matrix", "rings"} - SHAPE_GEOMETRY
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
                    same_maze(self, mazeread.from_json(out.decode()), m)

    def test_the_json_of_a_big_maze_is_written_in_little_memory(self):
        m = comb(1000, 1000)
        size, peak = peak_memory(lambda: sum(map(len, mazewrite.iter_json(m))))
        self.assertGreater(size, 18 * 1024 * 1024)  # 4 MB of matrix, 15 MB of passages
        self.assertLess(peak, 2 * 1024 * 1024)

    def test_a_big_maze_comes_in_many_chunks(self):
        m = comb(300, 200)
        chunks = list(mazewrite.iter_text(m))
        self.assertGreater(len(chunks), 2)
        self.assertLessEqual(max(map(len, chunks)), 2 * 65536 + 2 * 601)
        self.assertEqual(b"".join(chunks).decode().splitlines()[1][:4], "1 s ")
        json_chunks = list(mazewrite.iter_json(m, solution=True))
        self.assertGreater(len(json_chunks), 1)
        same_maze(self, mazeread.from_json(b"".join(json_chunks).decode()), m)




def _schema():
    import os
    path = os.path.join(os.path.dirname(mazewrite.__file__), mazewrite.SCHEMA)
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def _game_mazes():
    """``(label, maze)``: every shape at several sizes and seeds, braided,
    masked on every shape, a one-cell maze, and a maze read from a matrix
    (no code)."""
    from mazetk import grids
    from mazetk.masks import mask as masks
    from mazetk.grids import SHAPES
    sizes = {"square": ((1, 1), (2, 7), (9, 5)), "hex": ((1, 1), (5, 4), (8, 7)),
             "triangle": ((1, 2), (5, 3), (9, 6)), "circle": ((1, 1), (3, 3), (6, 6)),
             "upsilon": ((1, 1), (4, 5), (7, 6))}
    for shape in SHAPES:
        for seed, (cols, rows) in enumerate(sizes[shape]):
            yield "%s %dx%d" % (shape, cols, rows), build(MazeSpec(
                cols, rows, "backtracker", seed=seed, shape=shape).validate())
        cols, rows = sizes[shape][-1]
        yield "%s braided" % shape, build(MazeSpec(cols, rows, "wilson", seed=9, braid=60,
                                                   endpoints="random", shape=shape).validate())
        grid = grids.make(shape, 12, 12)
        code = masks.encode(masks.outline("heart", grid))
        yield "%s masked" % shape, build(MazeSpec(12, 12, "backtracker", seed=3, shape=shape,
                                                  mask=code).validate())
    m = build(MazeSpec(6, 4, "prim", seed=1))
    yield "from a matrix", mazeread.from_text(mazewrite.to_text(m))


class GameMakerJsonTest(unittest.TestCase):
    """Issue 20: a program that reads the JSON finds everything it needs to
    draw and walk the maze, on every shape, without mazetk; every file
    fits the schema shipped beside the writer, and reads back."""

    @classmethod
    def setUpClass(cls):
        cls.schema = _schema()
        cls.mazes = list(_game_mazes())

    def test_every_file_fits_the_schema(self):
        for label, m in self.mazes:
            for solution in (None, True):
                for indent in (None, 2) if solution else (None, 0):
                    with self.subTest(maze=label, solution=solution, indent=indent):
                        out = b"".join(mazewrite.iter_json(m, solution, indent=indent))
                        doc = json.loads(out)
                        self.assertEqual(schema_errors(doc, self.schema), [])
                        same_maze(self, mazeread.from_json(out.decode("ascii")), m)
                        if indent is not None:  # laid out, the same document
                            self.assertEqual(doc, json.loads(mazewrite.to_json(m, solution)))
                            self.assertGreater(out.count(b"\n"), 20)

    def test_the_schema_refuses_what_is_not_a_maze(self):
        m = build(MazeSpec(4, 3, "prim", seed=1, shape="hex").validate())
        good = json.loads(mazewrite.to_json(m))
        for change in ({"version": 3}, {"cells_open": [1, 2, 300]}, {"start_place": [1]},
                       {"place": ["ring", "index"]}, {"extra": 1}, {"slots": 9},
                       {"cell_shapes": []}, {"cells_centre": ["1"]}):
            with self.subTest(change=change):
                self.assertNotEqual(schema_errors(dict(good, **change), self.schema), [])
        del good["cells_open"]
        self.assertNotEqual(schema_errors(good, self.schema), [])

    def test_places_open_sides_and_outlines(self):
        for label, m in self.mazes:
            with self.subTest(maze=label):
                doc = json.loads(mazewrite.to_json(m, solution=True))
                grid = m.grid
                full = grid.full if grid.kind == "masked" else grid
                number = (lambda c: grid.cells[c]) if grid.kind == "masked" else (lambda c: c)
                self.assertEqual((doc["start_cell"], doc["goal_cell"]),
                                 (number(m.start), number(m.goal)))
                place = full.ring_of if full.kind == "circle" else full.rc
                for key in ("start", "goal"):
                    self.assertEqual(doc[key + "_place"], list(place(doc[key + "_cell"])))
                self.assertEqual(doc["slots"], full.slots)
                opened = doc["cells_open"]
                self.assertEqual(len(opened), doc["cells"])
                kept = {number(c): grid.passages[c] for c in range(grid.n)}
                self.assertEqual(opened, [kept.get(c, -1) for c in range(full.n)])
                centres = doc["cells_centre"]
                self.assertEqual(len(centres), 2 * full.n)
                for c in range(full.n):
                    x, y = full.centre(c)
                    self.assertAlmostEqual(centres[2 * c], x, places=5)
                    self.assertAlmostEqual(centres[2 * c + 1], y, places=5)
                if full.kind == "circle":
                    arcs = doc["cells_arc"]
                    self.assertEqual(len(arcs), 4 * full.n)
                    for c in range(full.n):
                        for got, want in zip(arcs[4 * c:4 * c + 4], full.ring_span(c)):
                            self.assertAlmostEqual(got, want, places=5)
                else:
                    self.check_polygons(doc, full)

    def check_polygons(self, doc, full):
        """Each cell's outline from the document alone is the grid's, and
        the side of each slot is the grid's side of that slot."""
        shapes, sides = doc["cell_shapes"], doc["cell_sides"]
        kinds = doc.get("cells_kind", [0] * full.n)
        centres = doc["cells_centre"]
        for c in range(full.n):
            x, y = centres[2 * c], centres[2 * c + 1]
            corners = [(x + dx, y + dy) for dx, dy in shapes[kinds[c]]]
            self.assertEqual(len(corners), len(full.polygon(c)))
            for (ax, ay), (bx, by) in zip(corners, full.polygon(c)):
                self.assertAlmostEqual(ax, bx, places=5)
                self.assertAlmostEqual(ay, by, places=5)
            slots = sides[kinds[c]]
            self.assertEqual(len(slots), len(corners))
            for i, k in enumerate(slots):
                a, b = corners[i], corners[(i + 1) % len(corners)]
                (gx0, gy0), (gx1, gy1) = full.side(c, k)[0], full.side(c, k)[-1]
                self.assertAlmostEqual(a[0], gx0, places=5)
                self.assertAlmostEqual(a[1], gy0, places=5)
                self.assertAlmostEqual(b[0], gx1, places=5)
                self.assertAlmostEqual(b[1], gy1, places=5)

    def test_a_walk_by_the_document_alone(self):
        """Every passage joins two cells whose open sides face each other:
        the middle of a's open side is the middle of one of b's, found from
        the document's outlines without the grid."""
        for label, m in self.mazes:
            doc = json.loads(mazewrite.to_json(m))
            if doc["shape"] == "circle":
                continue  # arcs: their sides are checked against the grid above
            with self.subTest(maze=label):
                mids = {}
                kinds = doc.get("cells_kind", [0] * doc["cells"])
                for c, bits in enumerate(doc["cells_open"]):
                    if bits < 0:
                        continue
                    x, y = doc["cells_centre"][2 * c], doc["cells_centre"][2 * c + 1]
                    shape, slots = doc["cell_shapes"][kinds[c]], doc["cell_sides"][kinds[c]]
                    for i, k in enumerate(slots):
                        if bits >> k & 1:
                            (ax, ay), (bx, by) = shape[i], shape[(i + 1) % len(shape)]
                            mids.setdefault((round(x + (ax + bx) / 2, 4),
                                             round(y + (ay + by) / 2, 4)), []).append(c)
                for a, b in doc["passages"]:
                    self.assertTrue(any(sorted(cs) == [a, b] for cs in mids.values()),
                                    (a, b))
                self.assertEqual(sum(1 for cs in mids.values() if len(cs) == 2),
                                 len(doc["passages"]))

    def test_the_schema_ships_with_the_package(self):
        import configparser
        import os
        config = configparser.ConfigParser()
        config.read(os.path.join(os.path.dirname(os.path.dirname(__file__)), "setup.cfg"))
        data = config.get("options.package_data", "mazetk", fallback="")
        self.assertIn("files/" + mazewrite.SCHEMA, re.split(r"[,\s]+", data))


if __name__ == "__main__":
    unittest.main()
