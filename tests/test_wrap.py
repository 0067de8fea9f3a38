"""Wrap-around mazes (mazetk.grids.wrap): the table, every generator that
can, the solvers across the edges, codes, JSON and the command line."""

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
from mazetk.generate import ALGORITHMS, carve, steps
from mazetk.grids.wrap import WrapHexGrid, WrapSquareGrid
from mazetk.solve import SURE, solve
from mazetk.spec import MazeSpec, rng_for
from .helpers import check_path

WRAPPING = [a.name for a in ALGORITHMS.values() if not a.square_only]
EDGE_BOUND = [a.name for a in ALGORITHMS.values() if a.square_only]
CASES = [("square", 7, 5, "x"), ("square", 5, 7, "y"), ("square", 6, 6, "xy"),
         ("hex", 6, 5, "x"), ("hex", 5, 6, "y"), ("hex", 8, 6, "xy")]


def bfs_distances(grid, source):
    """An independent breadth-first search over the passage bits."""
    dist = [-1] * grid.n
    dist[source] = 0
    queue = deque([source])
    while queue:
        c = queue.popleft()
        for k, other in grid.neighbours(c):
            if grid.passages[c] >> k & 1 and dist[other] < 0:
                dist[other] = dist[c] + 1
                queue.append(other)
    return dist


def run_here(*args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(list(args))
    return status, out.getvalue(), err.getvalue()


class GridTest(unittest.TestCase):
    def test_every_side_has_one_matching_side_beyond_it(self):
        for shape, cols, rows, wrap in CASES + [("square", 3, 3, "xy"), ("hex", 4, 3, "xy")]:
            grid = grids.make(shape, cols, rows, wrap)
            for c in range(grid.n):
                beyond = [o for k, o in grid.neighbours(c)]
                self.assertEqual(len(beyond), len(set(beyond)), (shape, wrap, c))
                for k, other in grid.neighbours(c):
                    far = grid.match[c * grid.slots + k]
                    self.assertEqual(grid.neighbour(other, far), c, (shape, wrap, c, k))

    def test_a_torus_has_no_border_and_a_cylinder_only_top_and_bottom(self):
        for shape in ("square", "hex"):
            torus = grids.make(shape, 8, 6, "xy")
            self.assertFalse(any(torus.border_slots(c) for c in range(torus.n)))
            tube = grids.make(shape, 8, 6, "x")
            for c in range(tube.n):
                row = tube.rc(c)[0]
                if tube.border_slots(c):
                    self.assertIn(row, (0, tube.rows - 1), (shape, c))
            self.assertTrue(tube.border_slots(0) and tube.border_slots(tube.n - 1))

    def test_every_cell_has_all_its_neighbours(self):
        self.assertEqual(len(grids.make("square", 5, 4, "xy").neighbours(0)), 4)
        self.assertEqual(len(grids.make("hex", 6, 4, "xy").neighbours(0)), 6)
        self.assertEqual(len(grids.make("square", 5, 4, "x").neighbours(2)), 3)  # top row
        self.assertIsInstance(grids.make("square", 5, 4, "x"), WrapSquareGrid)
        self.assertIsInstance(grids.make("hex", 6, 4, "y"), WrapHexGrid)
        self.assertIsNone(grids.make("square", 5, 4, "x").lattice())

    def test_sizes_and_shapes_that_cannot_wrap_are_refused(self):
        for args, words in ((("hex", 5, 6, "x"), "even number of columns"),
                            (("hex", 2, 6, "x"), "at least 3 columns"),
                            (("square", 2, 6, "x"), "at least 3 columns"),
                            (("square", 6, 2, "y"), "at least 3 rows"),
                            (("triangle", 6, 6, "x"), "only square and hex"),
                            (("square", 6, 6, "z"), "wrap must be")):
            with self.assertRaisesRegex(ValueError, words):
                grids.make(*args)


class GenerateTest(unittest.TestCase):
    def test_every_generator_that_can_makes_a_perfect_maze_across_the_edges(self):
        for shape, cols, rows, wrap in CASES:
            for name in WRAPPING:
                crossed = 0
                for seed in range(12):
                    m = mazes.build(MazeSpec(cols, rows, name, seed=str(seed), shape=shape,
                                             wrap=wrap))
                    grid = m.grid
                    where = (shape, wrap, name, seed)
                    self.assertEqual(grid.passage_count(), grid.n - 1, where)
                    self.assertNotIn(-1, bfs_distances(grid, 0), where)
                    crossed += len(grid.crossings())
                    self.assertTrue(all(set(axes) <= set(wrap)
                                        for c, k, axes in grid.crossings()), where)
                self.assertGreater(crossed, 0, (shape, wrap, name))

    def test_the_fast_walks_give_the_mazes_of_the_step_versions(self):
        for shape, cols, rows, wrap in CASES:
            for name in ("backtracker", "wilson"):
                for seed in range(5):
                    fast = grids.make(shape, cols, rows, wrap)
                    carve(fast, rng_for(str(seed)), name)
                    slow = grids.make(shape, cols, rows, wrap)
                    for _step in steps(slow, rng_for(str(seed)), name):
                        pass
                    self.assertEqual(fast.passages, slow.passages, (shape, wrap, name, seed))

    def test_generators_built_on_the_edges_refuse_one_sentence(self):
        for name in EDGE_BOUND:
            with self.assertRaisesRegex(ValueError, "wraps around"):
                MazeSpec(10, 10, name, seed="1", wrap="xy").validate()
            with self.assertRaisesRegex(ValueError, "wraps around"):
                carve(grids.make("square", 6, 6, "x"), rng_for("1"), name)

    def test_endpoints_and_openings(self):
        torus = mazes.build(MazeSpec(9, 7, seed="4", wrap="xy"))
        self.assertEqual(torus.start, 0)
        dist = bfs_distances(torus.grid, 0)
        self.assertEqual(dist[torus.goal], max(dist))
        self.assertEqual(mazes.openings(torus.grid), [])
        tube = mazes.build(MazeSpec(9, 7, seed="4", wrap="x"))
        rows = sorted(tube.grid.rc(c)[0] for c, k in mazes.openings(tube.grid))
        self.assertEqual(rows, [0, 6])
        band = mazes.build(MazeSpec(9, 7, seed="4", wrap="y"))
        cols = sorted(band.grid.rc(c)[1] for c, k in mazes.openings(band.grid))
        self.assertEqual(cols, [0, 8])


class SolveTest(unittest.TestCase):
    def test_every_solver_walks_across_the_edges_and_the_shortest_are_shortest(self):
        for shape, cols, rows, wrap in CASES:
            for braid in (0, 60):
                for seed in range(6):
                    m = mazes.build(MazeSpec(cols, rows, "kruskal", seed=str(seed),
                                             shape=shape, wrap=wrap, endpoints="random",
                                             braid=braid))
                    shortest = bfs_distances(m.grid, m.start)[m.goal]
                    for name, solver in SURE.items():
                        found = solve(m.grid, m.start, m.goal, name, rng_for(str(seed)))
                        if not found.found:
                            self.assertFalse(solver.complete, name)  # loops may trap a hand
                            continue
                        check_path(self, m.grid, found.path, m.start, m.goal)
                        if solver.shortest:
                            self.assertEqual(len(found.path) - 1, shortest, (name, seed))
                    self.assertEqual(len(m.solve("bfs").path) - 1, shortest)
                    self.assertEqual(len(m.solve("astar").path) - 1, shortest)

    def test_statistics_count_the_passages_across(self):
        m = mazes.build(MazeSpec(12, 9, seed="8", wrap="xy"))
        stats = mazes.statistics(m)
        self.assertTrue(stats)


class WayDrawingTest(unittest.TestCase):
    def test_a_cylinder_s_way_runs_square_into_both_ends(self):
        # a way whose last (or first) step crosses the wrapped edge once
        # lost the goal's centre and ran off diagonally, which the PNG
        # rasteriser refused
        from mazetk.export.raster import rasterise
        from mazetk.scene import build
        crossing_ends = 0
        for wrap in ("x", "y"):
            for seed in range(1, 21):
                m = mazes.build(MazeSpec(12, 9, seed=str(seed), wrap=wrap))
                path = m.solve().path
                crossing_ends += bool(m.grid.crosses(path[-2], m.grid.slot_towards(
                    path[-2], path[-1])) or m.grid.crosses(path[0], m.grid.slot_towards(
                        path[0], path[1])))
                scene = build(m, show_solution=True)
                ways = [i for i in scene.parts.over if i.layer == "solution"]
                with self.subTest(wrap=wrap, seed=seed):
                    for way in ways:
                        for (x0, y0), (x1, y1) in zip(way.points, way.points[1:]):
                            self.assertTrue(x0 == x1 or y0 == y1, way.points)
                    rasterise(scene)
        self.assertGreater(crossing_ends, 3)


class CodeAndFileTest(unittest.TestCase):
    def test_the_code_holds_the_wrap_and_rebuilds_the_maze(self):
        for shape, cols, rows, wrap in CASES:
            m = mazes.build(MazeSpec(cols, rows, "prim", seed="x y", shape=shape, wrap=wrap))
            self.assertIn("~" + wrap + ":", m.code)
            again = mazes.build(m.code)
            self.assertEqual((again.grid.passages, again.start, again.goal),
                             (m.grid.passages, m.start, m.goal))
            self.assertEqual(again.grid.wrap, wrap)
        self.assertEqual(MazeSpec.from_code("mz2:40x30:prim:f:b20:7").wrap, "")
        self.assertEqual(MazeSpec.from_code("mz2:h8x6~XY:prim:f:b20:7").wrap, "xy")
        for bad in ("mz2:40x30~:prim:f:b0:7", "mz2:40x30~z:prim:f:b0:7",
                    "mz2:h5x6~x:prim:f:b0:7", "mz2:40x30~x:eller:f:b0:7"):
            with self.assertRaises(ValueError):
                MazeSpec.from_code(bad)

    def test_json_lists_the_crossings_and_reads_back_equal(self):
        for shape, cols, rows, wrap in CASES:
            m = mazes.build(MazeSpec(cols, rows, "wilson", seed="3", shape=shape, wrap=wrap,
                                     braid=30))
            text = mazewrite.to_json(m, solution=True)
            doc = json.loads(text)
            self.assertEqual((doc["version"], doc["wrap"]), (mazewrite.FORMAT_VERSION, wrap))
            self.assertNotIn("matrix", doc)
            crossings = sorted(tuple(p) for p in doc["crossings"])
            self.assertEqual(crossings, sorted((c, m.grid.neighbour(c, k))
                                               for c, k, axes in m.grid.crossings()))
            self.assertTrue(set(crossings) <= set(map(tuple, doc["passages"])))
            back = mazeread.loads(text)
            self.assertEqual((back.grid.wrap, back.grid.passages, back.start, back.goal),
                             (wrap, m.grid.passages, m.start, m.goal))
            self.assertEqual(back.spec.code(), m.code)
        plain = json.loads(mazewrite.to_json(mazes.build(MazeSpec(5, 4, seed="1"))))
        self.assertEqual(plain["wrap"], "")
        self.assertIn("matrix", plain)

    def test_a_file_whose_wrap_is_nonsense_is_refused(self):
        m = mazes.build(MazeSpec(6, 6, seed="3", wrap="xy"))
        doc = json.loads(mazewrite.to_json(m))
        doc["wrap"] = "q"
        with self.assertRaisesRegex(Exception, "wrap"):
            mazeread.loads(json.dumps(doc))


class CommandTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-wrap-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def test_generate_wrap_writes_the_maze_and_its_code(self):
        status, out, err = run_here("generate", "--wrap", "xy", "--size", "9x7", "--seed",
                                    "5", "--format", "json,png", "--out", self.dir)
        self.assertEqual(status, 0, err)
        names = sorted(os.listdir(self.dir))
        self.assertEqual(len(names), 2, names)
        with open(os.path.join(self.dir, [n for n in names if n.endswith(".json")][0]),
                  "rb") as f:
            back = mazeread.loads(f.read())
        self.assertEqual(back.grid.wrap, "xy")
        self.assertEqual(back.spec.code(), "mz2:9x7~xy:backtracker:c:b0:5")

    def test_tile_writes_the_tile_as_png_and_svg(self):
        status, out, err = run_here("generate", "--wrap", "xy", "--tile", "--size", "6x5",
                                    "--seed", "2", "--format", "json", "--out", self.dir)
        self.assertEqual(status, 0, err)
        self.assertEqual(sorted(os.listdir(self.dir)),
                         ["maze-6x5-seed2-tile.png", "maze-6x5-seed2-tile.svg",
                          "maze-6x5-seed2.json"])
        with open(os.path.join(self.dir, "maze-6x5-seed2-tile.svg"), "rb") as f:
            self.assertIn(b"<svg", f.read())

    def test_refusals_are_one_line_and_exit_2(self):
        for args in (("--wrap", "x", "--shape", "hex", "--size", "5x6"),
                     ("--wrap", "x", "--algorithm", "eller"),
                     ("--wrap", "xy", "--format", "txt"),
                     ("--wrap", "xy", "--format", "ascii"),
                     ("--wrap", "x", "--shape", "circle"),
                     ("--wrap", "q"),
                     ("--wrap", "x", "--outline", "heart"),
                     ("--wrap", "x", "--tile"), ("--tile",)):
            status, out, err = run_here("generate", *args, "--out", self.dir)
            self.assertEqual(status, 2, (args, err))
            self.assertEqual(len(err.strip().splitlines()), 1, (args, err))
            self.assertNotIn("Traceback", err)
        self.assertEqual(os.listdir(self.dir), [])


if __name__ == "__main__":
    unittest.main()
