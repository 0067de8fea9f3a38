"""Mazes of several levels (mazetk.grids.levels, mazetk.scene.levels):
floors of a square or hex grid joined by stairs, every generator that
walks the table, solvers up and down stairs, codes, JSON, drawing, play,
statistics, books and the command line."""

import contextlib
import io
import json
import os
import shutil
import tempfile
import unittest
from collections import deque

from mazetk import cli, grids, maze as mazes
from mazetk.files import mazeread, mazewrite
from mazetk.files.jsonread import MazeFileError
from mazetk.generate import ALGORITHMS, carve
from mazetk.grids.levels import LevelGrid, floors_across, outline
from mazetk.play import Walk, describe
from mazetk.scene import Style, build, layout_for, picture_size
from mazetk.solve import SURE
from mazetk.spec import MazeSpec, rng_for
from . import schemacheck
from .helpers import FakePainter, recorded

#: The generators that walk the neighbour table (the others work along rows).
TABLE_WALKERS = [name for name, a in ALGORITHMS.items() if not a.square_only]
SIZES = [(1, 5), (5, 1), (2, 2), (5, 4)]


def plane_edges(shape, cols, rows, levels):
    """The graph a levels maze is carved from, made without mazetk.grids.levels:
    each floor a flat grid of the shape, every cell joined to the one straight
    above it on the next floor."""
    floor = grids.make(shape, cols, rows)
    fn, s = floor.n, floor.slots
    edges = set()
    for level in range(levels):
        for c in range(fn):
            for m in floor.nbr[c * s:(c + 1) * s]:
                if m > c:
                    edges.add((level * fn + c, level * fn + m))
            if level + 1 < levels:
                edges.add((level * fn + c, (level + 1) * fn + c))
    return edges


def open_edges(test, grid):
    """Every open passage, seen open from both of its cells."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    edges = set()
    for c in range(grid.n):
        for k in range(s):
            m = nbr[c * s + k]
            if pas[c] >> k & 1 and m >= 0:
                test.assertTrue(pas[m] >> grid.match[c * s + k] & 1,
                                "passage %d->%d is open on one side only" % (c, m))
                edges.add((min(c, m), max(c, m)))
    return edges


def assert_spanning_tree(test, grid):
    """The maze is a spanning tree of :func:`plane_edges` (stairs included)."""
    edges = open_edges(test, grid)
    allowed = plane_edges(grid.kind, grid.cols, grid.rows, grid.levels)
    test.assertLessEqual(edges, allowed, "a passage joins cells that are no neighbours")
    test.assertEqual(len(edges), grid.n - 1)
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
    return edges


def bfs_distance(edges, a, b):
    adj = {}
    for x, y in edges:
        adj.setdefault(x, []).append(y)
        adj.setdefault(y, []).append(x)
    dist, todo = {a: 0}, deque([a])
    while todo:
        x = todo.popleft()
        for y in adj.get(x, ()):
            if y not in dist:
                dist[y] = dist[x] + 1
                todo.append(y)
    return dist.get(b)


def run_here(*args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(list(args))
    return status, out.getvalue(), err.getvalue()


class GridTest(unittest.TestCase):
    def test_the_table_is_the_floors_and_the_stairs(self):
        for shape in ("square", "hex"):
            for cols, rows in SIZES:
                for levels in (2, 3):
                    with self.subTest(shape=shape, size=(cols, rows), levels=levels):
                        g = grids.make(shape, cols, rows, levels=levels)
                        fn = cols * rows
                        self.assertEqual((g.n, g.levels, g.floor_cells), (fn * levels, levels, fn))
                        self.assertEqual(g.slots, g.floor.slots + 2)
                        table = set()
                        for c in range(g.n):
                            for k in range(g.slots):
                                m = g.nbr[c * g.slots + k]
                                if m >= 0:
                                    self.assertEqual(g.nbr[m * g.slots + g.match[c * g.slots + k]], c)
                                    table.add((min(c, m), max(c, m)))
                            self.assertEqual(g.place(c), (c // fn,) + divmod(c % fn, cols))
                        self.assertEqual(table, plane_edges(shape, cols, rows, levels))
                        # no opening can ever be made into a stair that is not there
                        for c in list(range(fn)) + list(range(g.n - fn, g.n)):
                            self.assertTrue(all(k < g.up for k in g.border_slots(c)))
                        self.assertEqual(g.nbr[g.up + 1], grids.NO_SIDE)
                        self.assertEqual(g.nbr[(g.n - 1) * g.slots + g.up], grids.NO_SIDE)

    def test_levels_out_of_range_or_on_other_shapes_are_refused(self):
        for args, words in ((("triangle", 4, 4, 3), "only square and hex"),
                            (("square", 4, 4, 21), "from 2 to 20"),
                            (("square", 4, 4, 0), "from 2 to 20")):
            with self.subTest(args=args), self.assertRaisesRegex(ValueError, words):
                grids.make(*args[:3], levels=args[3])
        with self.assertRaisesRegex(ValueError, "wrap"):
            grids.make("square", 4, 4, "x", levels=2)
        with self.assertRaisesRegex(ValueError, "weave"):
            grids.make("square", 4, 4, weave=20, levels=2)

    def test_the_floors_lie_side_by_side_and_each_cell_is_found_where_it_is(self):
        for shape in ("square", "hex"):
            for levels in (2, 5, 9):
                g = grids.make(shape, 6, 4, levels=levels)
                w, h = g.extent()
                boxes = [g.floor_box(level) for level in range(levels)]
                for i, (x0, y0, x1, y1) in enumerate(boxes):
                    self.assertTrue(0 <= x0 < x1 <= w + 1e-9 and 0 < y0 < y1 <= h + 1e-9)
                    for other in boxes[i + 1:]:  # no two floors overlap
                        self.assertTrue(x1 <= other[0] or other[2] <= x0 or y1 <= other[1]
                                        or other[3] <= y0)
                for c in range(g.n):
                    x, y = g.centre(c)
                    self.assertEqual(g.cell_at(x, y), c)
                    x0, y0, x1, y1 = boxes[g.level_of(c)]
                    self.assertTrue(x0 <= x <= x1 and y0 <= y <= y1)
                self.assertEqual(outline(shape, 6, 4, levels).extent(), g.extent())

    def test_the_floors_make_a_picture_near_four_by_three(self):
        self.assertEqual(floors_across(10, 10, 1, 1), 1)
        self.assertEqual(floors_across(10, 10, 4, 1), 2)
        self.assertEqual(floors_across(10, 10, 2, 1), 2)
        self.assertGreater(floors_across(10, 40, 6, 1), floors_across(40, 10, 6, 1))


class GenerateTest(unittest.TestCase):
    def test_every_table_generator_makes_a_spanning_tree_with_stairs(self):
        stairs = 0
        for shape in ("square", "hex"):
            for name in TABLE_WALKERS:
                for cols, rows in SIZES:
                    for levels, seed in ((2, 1), (4, 2)):
                        with self.subTest(shape=shape, algorithm=name, size=(cols, rows),
                                          levels=levels):
                            g = grids.make(shape, cols, rows, levels=levels)
                            carve(g, rng_for(str(seed)), name)
                            edges = assert_spanning_tree(self, g)
                            stairs += sum(b - a == cols * rows for a, b in edges)
        self.assertGreater(stairs, 0)

    def test_the_step_version_makes_the_same_maze_and_the_code_rebuilds_it(self):
        for shape in ("square", "hex"):
            for name in TABLE_WALKERS:
                spec = MazeSpec(6, 5, name, seed="7", shape=shape, levels=3)
                with self.subTest(shape=shape, algorithm=name):
                    built = mazes.build(spec)
                    _grid, walk = mazes.stepper(spec)
                    try:
                        while True:
                            next(walk)
                    except StopIteration as stop:
                        stepped = stop.value
                    self.assertEqual(stepped.grid.passages, built.grid.passages)
                    code = built.code
                    self.assertIn("l3:", code)
                    self.assertEqual(mazes.build(code).grid.passages, built.grid.passages)
                    self.assertEqual(MazeSpec.from_code(code).levels, 3)

    def test_corners_start_on_the_first_floor_and_end_on_the_last(self):
        for shape in ("square", "hex"):
            m = mazes.build(MazeSpec(7, 5, "prim", seed="3", shape=shape, levels=4))
            self.assertEqual(m.grid.level_of(m.start), 0)
            self.assertEqual(m.grid.level_of(m.goal), 3)
            self.assertEqual(len(mazes.openings(m.grid)), 2)

    def test_braid_may_open_stairs_and_keeps_every_cell(self):
        m = mazes.build(MazeSpec(6, 5, "backtracker", seed="2", braid=100, levels=3))
        edges = open_edges(self, m.grid)
        self.assertGreater(len(edges), m.grid.n - 1)
        self.assertEqual(mazes.dead_ends(m.grid).tolist(), [])

    def test_the_spec_says_what_cannot_have_levels(self):
        for bad, words in ((dict(algorithm="sidewinder"), "works along rows"),
                           (dict(shape="circle"), "only square and hex"),
                           (dict(wrap="x"), "cannot wrap"),
                           (dict(weave=50), "cannot weave"),
                           (dict(levels=21), "from 2 to 20"),
                           (dict(levels="two"), "whole number"),
                           (dict(cols=2000, rows=2000, levels=2), "largest maze of levels")):
            with self.subTest(bad=bad), self.assertRaisesRegex(ValueError, words):
                MazeSpec(**dict(dict(cols=10, rows=10, levels=3), **bad)).validate()
        for code in ("mz2:10x10l:prim:c:b0:1", "mz2:10x10lx:prim:c:b0:1"):
            with self.assertRaisesRegex(ValueError, "levels after l"):
                MazeSpec.from_code(code)
        self.assertNotIn("l", MazeSpec(10, 10, seed="1").code().split(":")[1])


class SolveTest(unittest.TestCase):
    def test_every_solver_walks_up_and_down_stairs_to_the_goal(self):
        for shape in ("square", "hex"):
            for seed in range(4):
                m = mazes.build(MazeSpec(6, 5, "wilson", seed=str(seed), shape=shape, levels=3,
                                         braid=30 * (seed % 2)))
                edges = open_edges(self, m.grid)
                shortest = bfs_distance(edges, m.start, m.goal)
                for solver in SURE:
                    with self.subTest(shape=shape, seed=seed, solver=solver):
                        found = m.solve(solver)
                        path = found.path
                        if not found.found and not SURE[solver].complete and seed % 2:
                            # a loop through a stair can keep a hand on the wall from the
                            # goal, as a loop round a pillar does on a flat maze: said
                            self.assertTrue(found.note)
                            continue
                        self.assertEqual((path[0], path[-1]), (m.start, m.goal))
                        for a, b in zip(path, path[1:]):
                            self.assertIn((min(a, b), max(a, b)), edges)
                        if solver in ("bfs", "astar"):
                            self.assertEqual(len(path) - 1, shortest)

    def test_statistics_count_the_stairs_on_the_way(self):
        m = mazes.build(MazeSpec(8, 6, "backtracker", seed="2", levels=3))
        path = m.solve().path
        stats = mazes.statistics(m)
        self.assertEqual(stats["stairs"], sum(abs(a - b) == 48 for a, b in zip(path, path[1:])))
        self.assertGreater(stats["stairs"], 1)
        self.assertEqual(stats["solution_length"], len(path))
        self.assertNotIn("stairs", mazes.statistics(mazes.build(MazeSpec(8, 6, seed="2"))))

    def test_turns_and_corridors_are_measured_floor_by_floor(self):
        # whatever way the floors are laid out: each floor as a flat maze of
        # its shape, the stairs neither turns nor corridors
        from mazetk.maze import count_turns, longest_corridor
        for shape in ("square", "hex"):
            for seed in range(4):
                m = mazes.build(MazeSpec(7, 5, seed=str(seed), shape=shape, levels=4))
                grid, path = m.grid, m.solve().path
                fn = grid.floor_cells
                floors = []
                for level in range(grid.levels):
                    flat = grids.make(shape, 7, 5)
                    keep = (1 << grid.up) - 1
                    flat.passages[:] = bytes(b & keep for b in
                                             grid.passages[level * fn:(level + 1) * fn])
                    floors.append(flat)
                pieces, piece = [], [path[0]]
                for a, b in zip(path, path[1:]):
                    if a // fn != b // fn:
                        pieces.append(piece)
                        piece = []
                    piece.append(b)
                pieces.append(piece)
                turns = sum(count_turns(floors[p[0] // fn], [c % fn for c in p]) for p in pieces)
                with self.subTest(shape=shape, seed=seed):
                    self.assertEqual(count_turns(grid, path), turns)
                    self.assertEqual(longest_corridor(grid),
                                     max(longest_corridor(f) for f in floors))


class FilesTest(unittest.TestCase):
    def test_json_numbers_cells_floor_by_floor_and_reads_back(self):
        schema_path = os.path.join(os.path.dirname(mazewrite.__file__), mazewrite.SCHEMA)
        with open(schema_path) as f:
            schema = json.load(f)
        for code in ("mz2:6x5l3:backtracker:c:b0:1", "mz2:h6x5l4:prim:f:b30:2"):
            with self.subTest(code=code):
                m = mazes.build(code)
                text = mazewrite.to_json(m, solution=True)
                doc = json.loads(text)
                self.assertEqual(schemacheck.errors(doc, schema), [])
                self.assertEqual((doc["version"], doc["levels"]), (8, m.grid.levels))
                self.assertEqual(doc["up_slot"], m.grid.up)
                self.assertEqual(doc["place"], ["level", "row", "col"])
                self.assertEqual(doc["goal_place"], list(m.grid.place(m.goal)))
                self.assertNotIn("matrix", doc)
                pairs = {tuple(p) for p in doc["passages"]}
                self.assertEqual(pairs, open_edges(self, m.grid))
                self.assertTrue(any(b - a == 30 for a, b in pairs), "no stair in passages")
                self.assertEqual(doc["solution"], m.solve().path)
                back = mazeread.from_json(text)
                self.assertEqual(back.grid.levels, m.grid.levels)
                self.assertEqual(back.grid.passages, m.grid.passages)
                self.assertEqual((back.start, back.goal), (m.start, m.goal))
                self.assertEqual(back.code, code)
                # without the code: the passages alone make the maze
                bare = mazeread.from_json(json.dumps(dict(doc, code=None)))
                self.assertEqual(bare.grid.passages, m.grid.passages)

    def test_a_flat_maze_writes_levels_1_and_older_files_still_read(self):
        m = mazes.build("mz2:6x5:backtracker:c:b0:1")
        doc = json.loads(mazewrite.to_json(m))
        self.assertEqual(doc["levels"], 1)
        self.assertNotIn("up_slot", doc)
        old = dict(doc, version=6)
        del old["levels"]
        self.assertEqual(mazeread.from_json(json.dumps(old)).grid.passages, m.grid.passages)

    def test_bad_levels_in_a_file_are_said(self):
        m = mazes.build("mz2:6x5l3:backtracker:c:b0:1")
        doc = dict(json.loads(mazewrite.to_json(m)), code=None)
        for change, words in ((dict(levels=30), "from 1 to 20"),
                              (dict(levels=2), "outside the maze|is 90 but"),
                              (dict(levels="3"), "whole number"),
                              (dict(passages=[[0, 60]]), "not neighbours"),
                              # what it says of its grid for other programs
                              (dict(up_slot=3), "\"up_slot\" is 3, but this maze's is 4"),
                              (dict(slots=4), "\"slots\" is 4"),
                              (dict(place=["row", "col"]), "\"place\""),
                              (dict(start_place=[0, 0, 1]), "\"start_place\""),
                              (dict(goal_place=[9, 9, 9]), "\"goal_place\"")):
            with self.subTest(change=change), self.assertRaisesRegex(MazeFileError, words):
                mazeread.from_json(json.dumps(dict(doc, **change)))
        self.assertEqual(mazeread.from_json(json.dumps(doc)).grid.passages, m.grid.passages)

    def test_a_file_of_a_code_and_its_levels_is_built_from_the_code(self):
        m = mazes.build("mz2:6x5l3:backtracker:c:b0:1")
        doc = {"format": "mazetk", "version": 8, "code": m.code, "levels": 3}
        self.assertEqual(mazeread.from_json(json.dumps(doc)).grid.passages, m.grid.passages)
        with self.assertRaisesRegex(MazeFileError, "\"levels\" is 2 but the maze code makes 3"):
            mazeread.from_json(json.dumps(dict(doc, levels=2)))

    def test_the_schema_asks_a_maze_of_levels_for_its_stair_slot(self):
        m = mazes.build("mz2:6x5l3:backtracker:c:b0:1")
        with open(os.path.join(os.path.dirname(mazewrite.__file__), mazewrite.SCHEMA)) as f:
            schema = json.load(f)
        doc = json.loads(mazewrite.to_json(m))
        self.assertEqual(schemacheck.errors(doc, schema), [])
        del doc["up_slot"]
        self.assertTrue(schemacheck.errors(doc, schema))
        flat = json.loads(mazewrite.to_json(mazes.build("mz2:6x5:backtracker:c:b0:1")))
        self.assertEqual(schemacheck.errors(flat, schema), [])  # levels 1: no stair slot

    def test_text_forms_are_refused_in_one_line(self):
        m = mazes.build("mz2:6x5l3:backtracker:c:b0:1")
        with self.assertRaisesRegex(ValueError, "flat square"):
            mazewrite.to_text(m)
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        for fmt in ("txt", "ascii", "plotter"):
            status, _out, err = run_here("generate", "--levels", "3", "--format", fmt,
                                         "--out", folder)
            self.assertEqual(status, 2)
            self.assertIn("several levels has no %s form" % fmt, err)
            self.assertEqual(len(err.strip().splitlines()), 1)
        status, _out, err = run_here("generate", "--levels", "3", "--look", "blocks",
                                     "--format", "png", "--out", folder)
        self.assertEqual(status, 2, err)
        self.assertEqual(os.listdir(folder), [])


class DrawTest(unittest.TestCase):
    def test_every_stair_has_two_arrows_and_every_floor_its_name(self):
        for code in ("mz2:8x6l3:backtracker:c:b0:1", "mz2:h8x6l4:wilson:c:b0:1"):
            m = mazes.build(code)
            scene = build(m, show_solution=True)
            arrows = [i for i in scene.parts.over if i.layer == "stairs"]
            self.assertEqual(len(arrows), 2 * len(m.grid.stairs()))
            names = [i.text for i in scene.parts.over if i.layer == "legend"]
            self.assertEqual(names, ["Floor %d" % (f + 1) for f in range(m.grid.levels)])
            self.assertEqual((scene.width, scene.height), picture_size(m.grid, Style()))

    def test_stair_arrows_lie_over_the_way_in_the_png_as_on_screen(self):
        from mazetk.export.raster import rasterise
        for code in ("mz2:8x6l3:backtracker:c:b0:1", "mz2:h8x6l4:wilson:c:b0:1"):
            m = mazes.build(code)
            style = Style(cell=30).validate()
            scene = build(m, style, show_solution=True)
            palette, pixels = rasterise(scene)
            path = m.solve().path
            on_way = {c for a, b in zip(path, path[1:]) if abs(a - b) == m.grid.floor_cells
                      for c in (a, b)}
            self.assertTrue(on_way, code)
            layout = layout_for(m.grid, style)
            hits = 0
            for low, high in m.grid.stairs():
                if low not in on_way:
                    continue
                for points in layout.stair_arrows(low, high):
                    # the arrow's middle: the mean of its corners
                    x = int(sum(p[0] for p in points) / len(points))
                    y = int(sum(p[1] for p in points) / len(points))
                    self.assertEqual(palette[pixels[y * scene.width + x]], style.wall_color,
                                     (code, low, high, x, y))
                    hits += 1
            self.assertGreater(hits, 0)

    def test_floor_names_fit_beside_each_other_in_every_language(self):
        from mazetk import i18n
        from mazetk.fonts import strokefont
        self.addCleanup(i18n.set_language, None)
        for language in ("en", "zh_CN"):
            i18n.set_language(language)
            for shape, cols, rows, levels in (("square", 1, 1, 12), ("square", 2, 2, 6),
                                              ("square", 3, 3, 4), ("hex", 2, 2, 5),
                                              ("square", 8, 6, 3)):
                m = mazes.build(MazeSpec(cols, rows, seed="1", shape=shape, levels=levels))
                names = [i for i in build(m).parts.over if i.layer == "legend"]
                self.assertEqual(len(names), levels)
                boxes = sorted((n.y, n.x - strokefont.width(n.text, n.size) / 2,
                                n.x + strokefont.width(n.text, n.size) / 2) for n in names)
                for (ya, _l, right), (yb, left, _r) in zip(boxes, boxes[1:]):
                    if ya == yb:  # side by side on one row of floors
                        self.assertLess(right, left, (language, shape, cols, levels))
                self.assertTrue(all(0 <= b[1] and b[2] <= build(m).width for b in boxes))

    def test_the_way_is_cut_at_every_stair_into_one_line_a_floor(self):
        for code in ("mz2:8x6l3:backtracker:c:b0:1", "mz2:h8x6l4:wilson:c:b0:1"):
            m = mazes.build(code)
            style = Style().validate()
            scene = build(m, style, show_solution=True)
            ways = [i for i in scene.parts.over if i.layer == "solution"]
            stairs = mazes.statistics(m)["stairs"]
            self.assertEqual(len(ways), stairs + 1)
            layout = layout_for(m.grid, style)
            path, fn = m.solve().path, m.grid.floor_cells
            floors = [path[0] // fn] + [b // fn for a, b in zip(path, path[1:]) if a // fn != b // fn]
            for way, level in zip(ways, floors):
                x0, y0, x1, y1 = m.grid.floor_box(level)
                (px0, py0), (px1, py1) = layout._px([(x0 - 1, y0 - 1), (x1 + 1, y1 + 1)])
                for x, y in way.points:
                    self.assertTrue(px0 <= x <= px1 and py0 <= y <= py1, (x, y, level))

    def test_the_command_line_writes_every_picture_and_the_png_reads_back(self):
        from .pngread import read_png
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        for shape in ("square", "hex"):
            status, out, err = run_here("generate", "--shape", shape, "--size", "9x7",
                                        "--levels", "3", "--seed", "4", "--format",
                                        "png,svg,pdf,ps,json", "--solution", "--out", folder)
            self.assertEqual(status, 0, err)
        names = sorted(os.listdir(folder))
        for ext in ("png", "svg", "pdf", "eps", "json"):
            self.assertTrue(any(n.endswith("." + ext) for n in names), ext)
        for name in names:
            path = os.path.join(folder, name)
            if name.endswith(".png"):
                with open(path, "rb") as f:
                    width, height, rows = read_png(f.read())
                self.assertEqual(len(rows), height)
                self.assertGreater(len({p for row in rows for p in row}), 2)  # ink, way
            if name.endswith(".svg"):
                with open(path) as f:
                    self.assertIn("Floor 3", f.read())
            if name.endswith(".json"):
                with open(path) as f:
                    self.assertEqual(mazeread.from_json(f.read()).grid.levels, 3)

    def test_a_book_prints_mazes_of_levels_with_their_floors_named(self):
        from mazetk.books.book import Book, BookSettings
        book = Book(BookSettings(count=2, size="8x6", seed="3", levels=3))
        texts = [i.text for page in book.pages() for i in page.items if hasattr(i, "text")]
        self.assertEqual(texts.count("Floor 3"), 4)  # two puzzles, and their keys

    def test_a_book_refuses_levels_where_they_cannot_be_at_the_levels_field(self):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        out = os.path.join(folder, "book.pdf")
        for args, words in ((("--shape", "circle"), "only square and hex mazes can have levels"),
                            (("--shape", "cube"), "not cube mazes"),
                            (("--outline", "heart"), "masked"),
                            (("--weave", "20"), "cannot weave")):
            with self.subTest(args=args):
                status, _out, err = run_here("book", "--levels", "3", *args, out)
                self.assertEqual(status, 2)
                self.assertEqual(err.count("\n"), 1, err)
                self.assertIn("(--levels)", err)
                self.assertIn(words, err)
        self.assertEqual(os.listdir(folder), [])


class PlayTest(unittest.TestCase):
    def test_a_walker_takes_the_stairs_along_the_way(self):
        m = mazes.build(MazeSpec(8, 6, "backtracker", seed="2", levels=3))
        walk = Walk(m)
        self.assertIn("Floor 1, row 1, column 1", describe(m, m.start))
        path = m.solve().path
        for here, there in zip(path, path[1:]):
            slot = m.grid.slot_towards(here, there)
            if slot >= m.grid.up:
                self.assertIn("stair", describe(m, here).lower())
                self.assertTrue(walk.stair(slot == m.grid.up))
            else:
                self.assertTrue(walk.move(slot))
            self.assertEqual(walk.cell, there)
        self.assertTrue(walk.done)
        walk = Walk(m)
        self.assertFalse(walk.stair(False))  # the first floor has no stair down
        self.assertEqual(walk.cell, m.start)
        self.assertIsNone(Walk(mazes.build(MazeSpec(4, 4, seed="1"))).stair())

    def test_running_stops_at_a_stair(self):
        m = mazes.build(MazeSpec(8, 6, "backtracker", seed="2", levels=3))
        walk = Walk(m)
        slot = m.grid.slot_towards(m.start, m.solve().path[1])
        walk.run(slot)
        trail = walk.trail
        self.assertTrue(all(a // 48 == b // 48 for a, b in zip(trail, trail[1:])))

    def test_watching_it_grow_shows_both_arrows_of_every_stair(self):
        from mazetk.gui.growing import GrowAnimation
        for shape in ("square", "hex"):
            for algorithm in ("backtracker", "wilson", "kruskal"):
                with self.subTest(shape=shape, algorithm=algorithm):
                    grid, walk = mazes.stepper(MazeSpec(6, 5, algorithm, seed="3", shape=shape,
                                                        levels=3))
                    log, ended = [], []
                    painter = FakePainter()
                    anim = GrowAnimation(painter, None, grid, algorithm, Style(cell=12, wall=2),
                                         recorded(walk, log), ended.append)
                    while not ended:
                        anim.step()
                    arrows = [i for i in painter.items.values() if i.get("tag") == "astair"]
                    self.assertEqual(len(arrows), 2 * len(grid.stairs()))


if __name__ == "__main__":
    unittest.main()


class BenchTest(unittest.TestCase):
    def test_the_bench_times_levels_against_a_plain_maze_and_the_window_picture(self):
        from mazetk import bench
        rows = []
        bench.levels_timings(lambda kind, name, size, seconds, **extra: rows.append(
            (kind, name, size, seconds, extra)), quick=True)
        self.assertEqual([r[0] for r in rows], ["levels", "levels"])
        (kind, (name, shown), size, seconds, extra) = rows[0]
        self.assertTrue(name.startswith("backtracker, 10 levels ("), name)
        self.assertEqual(size[1], 10 * 60 * 60)
        self.assertGreater(extra["plain_seconds"], 0)
        # plain_seconds is rounded to 0.1 ms, so a quick run's ratio read back from
        # it is only good to a few per cent
        self.assertLess(abs(extra["ratio"] / (seconds / extra["plain_seconds"]) - 1), 0.05)
        self.assertIn("window picture", rows[1][1][0])


class LatticeTest(unittest.TestCase):
    def test_square_floors_sit_in_one_padded_lattice_a_step_a_side(self):
        for cols, rows, levels in ((1, 5, 2), (5, 1, 3), (4, 3, 4)):
            g = grids.make("square", cols, rows, levels=levels)
            lattice = g.lattice()
            places = list(lattice.positions())
            self.assertEqual(places, [lattice.position(c) for c in range(g.n)])
            self.assertEqual(len(set(places)), g.n)
            where = {p: c for c, p in enumerate(places)}
            for c, p in enumerate(places):
                for k in range(g.slots):
                    m = g.nbr[c * g.slots + k]
                    q = p + lattice.steps[p & 1][k]
                    self.assertTrue(0 <= q < lattice.size)
                    self.assertEqual(where.get(q, -1), m if m >= 0 else -1, (c, k))
            buf = bytearray(lattice.size)
            lattice.scatter(buf, 7)
            self.assertEqual(lattice.gather(buf), b"\x07" * g.n)
            self.assertEqual(buf.count(7), g.n)
        self.assertIsNone(grids.make("hex", 4, 3, levels=2).lattice())
