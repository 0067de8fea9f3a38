"""The cube: its table against the cube's geometry, every generator's maze a
spanning tree of it, solvers, codes, JSON, the net's drawing, the command line."""

import io
import json
import os
import tempfile
import unittest
from collections import deque
from contextlib import redirect_stderr, redirect_stdout

from mazetk import maze as mazes, scene
from mazetk.files import mazeread, mazewrite
from mazetk.generate import ALGORITHMS
from mazetk.grids import CubeGrid
from mazetk.solve import SOLVERS, SURE
from mazetk.spec import MazeSpec

from . import schemacheck

with open(os.path.join(os.path.dirname(mazewrite.__file__), mazewrite.SCHEMA)) as _f:
    SCHEMA = json.load(_f)
ANY_SHAPE = [name for name, a in ALGORITHMS.items() if not a.square_only]
SIZES = (1, 2, 3, 5)


def corners3(face, row, col, n):
    """The cell's square on the cube, as its four corners in 3D, built here
    from the net's folds without the grid module: each face's top-left
    corner and its column and row directions."""
    frames = {0: ((0, 0, 0), (1, 0, 0), (0, 0, 1)), 1: ((0, 0, 0), (0, 0, 1), (0, 1, 0)),
              2: ((0, 0, n), (1, 0, 0), (0, 1, 0)), 3: ((n, 0, n), (0, 0, -1), (0, 1, 0)),
              4: ((n, 0, 0), (-1, 0, 0), (0, 1, 0)), 5: ((0, n, n), (1, 0, 0), (0, 0, -1))}
    o, u, v = frames[face]
    return frozenset(tuple(o[i] + u[i] * (col + dc) + v[i] * (row + dr) for i in range(3))
                     for dr in (0, 1) for dc in (0, 1))


def independent_graph(n):
    """Cells of a cube of side n and the pairs of them that share a side
    (two corners) on the cube: no neighbour table involved."""
    squares = [corners3(f, r, c, n) for f in range(6) for r in range(n) for c in range(n)]
    by_corner = {}
    for i, sq in enumerate(squares):
        for p in sq:
            by_corner.setdefault(p, []).append(i)
    pairs = set()
    for i, sq in enumerate(squares):
        for p in sq:
            for j in by_corner[p]:
                if j != i and len(sq & squares[j]) == 2:
                    pairs.add((min(i, j), max(i, j)))
    return squares, pairs


def passages(grid):
    out = set()
    for c in range(grid.n):
        for k in range(grid.slots):
            if grid.is_open(c, k) and grid.neighbour(c, k) >= 0:
                d = grid.neighbour(c, k)
                out.add((min(c, d), max(c, d)))
    return out


def is_spanning_tree(n_cells, edges):
    if len(edges) != n_cells - 1:
        return False
    adj = [[] for _ in range(n_cells)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    seen, todo = {0}, deque([0])
    while todo:
        for d in adj[todo.popleft()]:
            if d not in seen:
                seen.add(d)
                todo.append(d)
    return len(seen) == n_cells


class CubeTableTest(unittest.TestCase):
    def test_table_is_the_cubes_sides(self):
        for n in SIZES + (4, 7):
            grid = CubeGrid(n)
            squares, pairs = independent_graph(n)
            self.assertEqual(len(squares), grid.n)
            # the grid numbers cells as the squares here are listed
            table = set()
            for c in range(grid.n):
                for k in range(4):
                    d = grid.neighbour(c, k)
                    self.assertGreaterEqual(d, 0, "a cube has no border")
                    self.assertEqual(grid.neighbour(d, grid.match[c * 4 + k]), c)
                    table.add((min(c, d), max(c, d)))
                self.assertEqual(len(set(grid.nbr[c * 4:c * 4 + 4])), 4)
            self.assertEqual(table, pairs, n)
            self.assertEqual(len(pairs), 12 * n * n)

    def test_net_folds_touch_and_cuts_are_seams(self):
        for n in SIZES:
            grid = CubeGrid(n)
            folded = cut = 0
            for c in range(grid.n):
                for k in range(4):
                    d = grid.neighbour(c, k)
                    (ax, ay), (bx, by) = grid.centre(c), grid.centre(d)
                    touching = abs(abs(ax - bx) + abs(ay - by) - 1) < 1e-9
                    self.assertEqual(grid.cut(c, k), not touching)
                    if grid.face_of(c) != grid.face_of(d):
                        folded += touching
                        cut += not touching
            self.assertEqual((folded, cut), (2 * 5 * n, 2 * 7 * n))
            self.assertEqual(len(grid.seam_sides()), 7 * n)
            edges = grid.edges()
            self.assertEqual(len(edges), 12)
            self.assertEqual(sum(e[4] for e in edges), 5)

    def test_distance_estimate_never_overshoots(self):
        from mazetk.solve import distances
        grid = CubeGrid(4)
        grid.open_all()
        for a in (0, 21, 40, grid.n - 1):
            dist = distances(grid, a)
            for b in range(grid.n):
                self.assertLessEqual(grid.distance_estimate(a, b), dist[b])


class CubeMazeTest(unittest.TestCase):
    def test_every_generator_makes_a_spanning_tree(self):
        for n in SIZES:
            graph = independent_graph(n)[1]
            for name in ANY_SHAPE:
                for seed in range(3):
                    m = mazes.build(MazeSpec(n, n, name, seed=seed, shape="cube"))
                    edges = passages(m.grid)
                    self.assertTrue(edges <= graph, (name, n))
                    self.assertTrue(is_spanning_tree(m.grid.n, edges), (name, n, seed))

    def test_corners_are_opposite_and_nothing_is_opened(self):
        m = mazes.build(MazeSpec(5, 5, seed=1, shape="cube"))
        self.assertEqual(m.grid.place(m.start), (2, 0, 0))
        self.assertEqual(m.grid.place(m.goal), (4, 4, 0))
        self.assertEqual(mazes.openings(m.grid), [])

    def test_solvers_find_valid_ways_bfs_and_astar_shortest(self):
        from mazetk.solve import distances
        for seed in range(4):
            m = mazes.build(MazeSpec(4, 4, "wilson", seed=seed, shape="cube", braid=50,
                                     endpoints="random"))
            best = distances(m.grid, m.start)[m.goal]
            for name in SURE:
                solution = m.solve(name)
                if not solution.found:  # a loop of a braided maze may keep it from the goal
                    self.assertFalse(SURE[name].complete, name)
                    continue
                path = solution.path
                self.assertEqual((path[0], path[-1]), (m.start, m.goal), name)
                for a, b in zip(path, path[1:]):
                    self.assertIn(b, m.grid.open_neighbours(a), name)
            for name in ("bfs", "astar"):
                if name in SOLVERS:
                    self.assertEqual(len(m.solve(name).path) - 1, best, name)

    def test_wall_followers_solve_every_perfect_cube(self):
        for seed in range(6):
            m = mazes.build(MazeSpec(3, 3, seed=seed, shape="cube", endpoints="random"))
            for name in ("wall-follower", "wall-follower-left"):
                if name in SOLVERS:
                    self.assertTrue(m.solve(name).found, (seed, name))

    def test_statistics_follow_the_cube(self):
        m = mazes.build(MazeSpec(1, 1, seed=1, shape="cube"))
        stats = mazes.statistics(m)
        self.assertEqual(stats["cells"], 6)
        # a 1-cell cube's way turns at no cell only if it runs straight round
        path = m.solve().path
        grid = m.grid
        straight = [i for i in range(1, len(path) - 1)
                    if grid.slot_towards(path[i], path[i + 1])
                    == (grid.match[path[i - 1] * 4 + grid.slot_towards(path[i - 1], path[i])]
                        + 2) % 4]
        self.assertEqual(stats["turns"], len(path) - 2 - len(straight))

    def test_codes_rebuild_and_refusals(self):
        spec = MazeSpec(6, 6, "prim", seed="x", shape="cube").validate()
        self.assertEqual(spec.code(), "mz2:k6:prim:c:b0:x")
        again = MazeSpec.from_code(spec.code())
        self.assertEqual(again, spec)
        self.assertEqual(mazes.build(again).grid.passages, mazes.build(spec).grid.passages)
        self.assertEqual(MazeSpec(6, 9, seed=1, shape="cube").validate().rows, 6)
        for bad in (dict(cols=0), dict(cols=401), dict(wrap="x"), dict(weave=10),
                    dict(levels=3), dict(algorithm="sidewinder"), dict(mask="x")):
            fields = dict(cols=4, rows=4, seed=1, shape="cube")
            fields.update(bad)
            with self.assertRaises(ValueError, msg=bad):
                MazeSpec(**fields).validate()
        with self.assertRaises(ValueError):
            MazeSpec.from_code("mz2:k4x4:prim:c:b0:1")

    def test_json_round_trip_and_schema_fields(self):
        for seed, n in enumerate((1, 3, 6)):
            m = mazes.build(MazeSpec(n, n, "kruskal", seed=seed, shape="cube", braid=20))
            text = mazewrite.to_json(m, solution=True)
            doc = json.loads(text)
            self.assertEqual((doc["version"], doc["shape"], doc["cols"]), (8, "cube", n))
            self.assertEqual(doc["place"], ["face", "row", "col"])
            self.assertEqual(doc["faces"][2], "front")
            self.assertEqual(len(doc["cube_edges"]), 12)
            self.assertEqual(len(doc["passages"]), len(passages(m.grid)))
            self.assertEqual(schemacheck.errors(doc, SCHEMA), [])
            back = mazeread.from_json(text)
            self.assertEqual(back.grid.passages, m.grid.passages)
            self.assertEqual((back.start, back.goal), (m.start, m.goal))
            # without the code too: the passages alone say it
            doc.pop("code")
            plain = mazeread.from_json(json.dumps(doc))
            self.assertEqual(plain.grid.passages, m.grid.passages)
        doc["passages"].append([0, doc["cells"] - 1])
        with self.assertRaises(mazeread.MazeFileError):
            mazeread.from_json(json.dumps(doc))
        doc["passages"].pop()
        doc["cols"] = 401
        with self.assertRaises(mazeread.MazeFileError):
            mazeread.from_json(json.dumps(doc))

    def test_text_forms_refused(self):
        m = mazes.build(MazeSpec(3, 3, seed=1, shape="cube"))
        with self.assertRaises(ValueError):
            mazewrite.to_text(m)


class CubeDrawingTest(unittest.TestCase):
    def scene(self, n=4, seed=2, **style):
        m = mazes.build(MazeSpec(n, n, seed=seed, shape="cube"))
        return m, scene.build(m, scene.Style(**style), show_solution=True)

    def test_cut_walls_are_drawn_on_both_sides(self):
        m, sc = self.scene(cell=20)
        layout = scene.layout_for(m.grid, scene.Style(cell=20).validate())
        drawn = set()
        for line in sc.layer("walls"):
            for a, b in zip(line.points, line.points[1:]):
                drawn.add(frozenset((tuple(round(v, 3) for v in a), tuple(round(v, 3) for v in b))))
        grid = m.grid
        for c in range(grid.n):
            for k in range(4):
                ends = frozenset(tuple(round(v, 3) for v in p)
                                 for p in layout.grid_px(grid.side(c, k)))
                self.assertEqual(ends in drawn, not grid.is_open(c, k), (c, k))

    def test_tabs_letters_folds_and_the_way(self):
        m, sc = self.scene(cell=24)
        cells = list(sc.layer("cells"))
        tabs = [r for r in cells if type(r).__name__ == "Polygon"]
        letters = sorted(r.text for r in cells if type(r).__name__ == "Text")
        folds = [r for r in cells if type(r).__name__ == "Polyline" and r.dash]
        self.assertEqual(len(tabs), 7)
        self.assertEqual(letters, sorted("ABCDEFG" * 2))
        self.assertEqual(len(folds), 5)
        path = m.solve().path
        cuts = sum(m.grid.cut(a, m.grid.slot_towards(a, b)) for a, b in zip(path, path[1:]))
        self.assertEqual(len(list(sc.layer("solution"))), cuts + 1)
        # every tab lies inside the picture
        for tab in tabs:
            for x, y in tab.points:
                self.assertTrue(0 <= x <= sc.width and 0 <= y <= sc.height)

    def test_no_letters_on_tiny_tabs(self):
        _m, sc = self.scene(cell=4, wall=1)
        self.assertFalse([r for r in sc.layer("cells") if type(r).__name__ == "Text"])


class CubeCommandLineTest(unittest.TestCase):
    def run_cli(self, *args):
        out, err = io.StringIO(), io.StringIO()
        from mazetk.cli import main
        with redirect_stdout(out), redirect_stderr(err):
            try:
                code = main(list(args))
            except SystemExit as exc:
                code = exc.code
        return code, out.getvalue(), err.getvalue()

    def test_pictures_and_json_written_and_read_back(self):
        with tempfile.TemporaryDirectory() as folder:
            code, out, err = self.run_cli("generate", "--shape", "cube", "--size", "5",
                                          "--seed", "4", "--solution", "--format",
                                          "png,svg,pdf,json,plotter", "--out", folder)
            self.assertEqual(code or 0, 0, err)
            names = sorted(os.listdir(folder))
            plot = [n for n in names if n.endswith("-plotter.svg")]
            self.assertEqual(len(plot), 1, names)
            import xml.etree.ElementTree as ET
            layers = [g.get("id") for g in ET.parse(os.path.join(folder, plot[0])).iter(
                "{http://www.w3.org/2000/svg}g")]
            self.assertEqual(layers[-2:], ["folds", "cut"])
            self.assertTrue(any(n.endswith(".png") for n in names), names)
            png = [n for n in names if n.endswith(".png")][0]
            with open(os.path.join(folder, png), "rb") as f:
                data = f.read()
            self.assertEqual(data[:8], b"\x89PNG\r\n\x1a\n")
            svg = [n for n in names if n.endswith(".svg")][0]
            import xml.etree.ElementTree as ET
            ET.parse(os.path.join(folder, svg))
            pdf = [n for n in names if n.endswith(".pdf")][0]
            with open(os.path.join(folder, pdf), "rb") as f:
                self.assertTrue(f.read(5) == b"%PDF-")
            js = [n for n in names if n.endswith(".json")][0]
            code, out, err = self.run_cli("solve", os.path.join(folder, js), "--format", "json",
                                          "--out", os.path.join(folder, "s"))
            self.assertEqual(code or 0, 0, err)

    def test_bad_input_is_one_line_and_exit_2(self):
        for args in (("--size", "0"), ("--wrap", "x"), ("--levels", "3"),
                     ("--algorithm", "eller"), ("--format", "txt"), ("--format", "ascii"), ("--outline", "heart"), ("--size", "4x5"),
                     ("--look", "blocks")):
            with tempfile.TemporaryDirectory() as folder:
                code, out, err = self.run_cli("generate", "--shape", "cube", "--size", "4",
                                              *args, "--out", folder)
                self.assertEqual(code, 2, (args, err))
                self.assertEqual(len(err.strip().splitlines()), 1, (args, err))
                self.assertNotIn("Traceback", err)

    def test_book_of_cubes(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "cubes.pdf")
            code, out, err = self.run_cli("book", "--shape", "cube", "--size", "4", "--count",
                                          "2", "--seed", "1", path)
            self.assertEqual(code or 0, 0, err)
            with open(path, "rb") as f:
                self.assertEqual(f.read(5), b"%PDF-")


if __name__ == "__main__":
    unittest.main()
