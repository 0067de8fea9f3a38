"""The plotter SVG: millimetres, every wall segment once, short pen-up travel."""

import itertools
import math
import os
import random
import re
import shutil
import tempfile
import unittest
import xml.etree.ElementTree as ET

from mazetk import grids
from mazetk.masks import mask as masks
from mazetk.export import plotter, render
from mazetk.grids import NO_SIDE
from mazetk.maze import build
from mazetk.scene.sloped import UNIT, figure_box, wall_chains
from mazetk.scene import Style
from mazetk.spec import MazeSpec

from .test_cli import run_here

SVG = "{http://www.w3.org/2000/svg}"
SIZES = {"square": (9, 7), "hex": (8, 7), "triangle": (10, 6), "circle": (6, 6),
         "upsilon": (7, 7)}


def mazes():
    """A maze of every shape, some braided, and masked ones of two shapes."""
    for shape, (cols, rows) in sorted(SIZES.items()):
        for seed in range(3):
            yield build(MazeSpec(cols, rows, "backtracker", seed=seed, shape=shape,
                                 braid=30 * seed))
    for shape, kind in (("square", "heart"), ("hex", "circle"), ("circle", "hexagon")):
        cols, rows = (14, 14) if shape != "circle" else (8, 8)
        full = grids.make(shape, cols, rows)
        code = masks.encode(masks.outline(kind, full))
        yield build(MazeSpec(cols, rows, "wilson", seed="p", shape=shape, mask=code))


def parse(data):
    root = ET.fromstring(data)
    groups = {g.get("id"): [_points(p.get("d")) for p in g.iter(SVG + "path")]
              for g in root.iter(SVG + "g")}
    return root, groups


def _points(d):
    return [tuple(float(v) for v in pair.split()) for pair in re.split(r"[ML]", d) if pair.strip()]


def _key(p):
    """A point as the file writes it: to the micrometre."""
    return round(p[0], 3), round(p[1], 3)


def closed_sides(maze, cell_mm):
    """Every closed side of the maze as segments in the file's mm, counted
    (the file shows the grid's figure: a masked maze's box, in the margin)."""
    grid = maze.grid
    unit = cell_mm * UNIT[grid.shape]
    bx, by = figure_box(grid)[:2]
    out = {}
    for c in range(grid.n):
        for k in range(grid.slots):
            other = grid.nbr[c * grid.slots + k]
            if other == NO_SIDE or (0 <= other < c) or grid.is_open(c, k):
                continue
            points = [(plotter.MARGIN_MM + (x - bx) * unit, plotter.MARGIN_MM + (y - by) * unit)
                      for x, y in grid.side(c, k)]
            for a, b in zip(points, points[1:]):
                seg = frozenset((_key(a), _key(b)))
                out[seg] = out.get(seg, 0) + 1
    return out


class PlotterFileTest(unittest.TestCase):
    def test_every_wall_segment_once_in_millimetres(self):
        for maze in mazes():
            with self.subTest(maze=maze.code):
                data = plotter.plotter_svg(maze, cell_mm=4)
                root, groups = parse(data)
                x0, y0, x1, y1 = grid_extent = figure_box(maze.grid)
                w, h = x1 - x0, y1 - y0
                unit = 4 * UNIT[maze.grid.shape]
                width = float(root.get("width")[:-2])
                self.assertTrue(root.get("width").endswith("mm"))
                self.assertTrue(root.get("height").endswith("mm"))
                self.assertAlmostEqual(width, 2 * plotter.MARGIN_MM + w * unit, places=2)
                self.assertEqual([float(v) for v in root.get("viewBox").split()],
                                 [0, 0, width, float(root.get("height")[:-2])], grid_extent)
                self.assertEqual(set(groups), {"walls", "text"})  # no solution asked
                drawn = {}
                for points in groups["walls"]:
                    for a, b in zip(points, points[1:]):
                        seg = frozenset((_key(a), _key(b)))
                        drawn[seg] = drawn.get(seg, 0) + 1
                want = closed_sides(maze, 4)
                self.assertEqual(set(want.values()), {1})
                self.assertEqual(drawn, want)
                # joined: far fewer paths than the cells' chains
                self.assertLess(len(groups["walls"]), len(list(wall_chains(maze.grid))))

    def test_a_cube_is_drawn_scored_and_cut_out(self):
        for size in (1, 3, 6):
            maze = build(MazeSpec(size, size, "backtracker", seed=2, shape="cube"))
            root, groups = parse(plotter.plotter_svg(maze, 5, solution=True))
            self.assertEqual([g.get("id") for g in root.iter(SVG + "g")],
                             ["walls", "solution", "text", "folds", "cut"])
            # the cut: one closed path round the net and its seven tabs
            cut, = groups["cut"]
            self.assertEqual(_key(cut[0]), _key(cut[-1]))
            self.assertEqual(len(cut), 14 - 7 + 7 * 3 + 1)  # 7 plain sides, 7 tabs of 3
            grid, unit = maze.grid, 5.0
            w, h = grid.extent()
            xs, ys = [x for x, _y in cut], [y for _x, y in cut]
            # round the cross of faces (4 x 3 of them) and out over some tabs,
            # within the band the picture leaves for them
            self.assertGreater(max(xs) - min(xs), 4 * size * unit)
            self.assertGreater(max(ys) - min(ys), 3 * size * unit)
            self.assertLessEqual(max(xs) - min(xs), w * unit)
            self.assertLessEqual(max(ys) - min(ys), h * unit)
            # the folds: dashes along the 5 folds and the 7 tabs' hinges
            folded = sum(math.dist(a, b) for piece in groups["folds"]
                         for a, b in zip(piece, piece[1:]))
            self.assertGreater(folded, 0.4 * 12 * size * unit)
            self.assertLess(folded, 0.7 * 12 * size * unit)
            # the way: broken at every cut edge it goes round
            path = maze.solve("bfs").path
            cuts = sum(1 for a, b in zip(path, path[1:]) if grid.cut(a, grid.slot_towards(a, b)))
            self.assertEqual(len(groups["solution"]), cuts + 1)
            # the letters: two of each of A to G in the text
            self.assertGreaterEqual(len(groups["text"]), 14)

    def test_a_wrapped_way_is_broken_at_every_wrapped_edge(self):
        for wrap in ("x", "y", "xy"):
            maze = build(MazeSpec(8, 6, "backtracker", seed=5, wrap=wrap))
            grid = maze.grid
            path = maze.solve("bfs").path
            crossed = sum(1 for a, b in zip(path, path[1:])
                          if grid.crosses(a, grid.slot_towards(a, b)))
            groups = parse(plotter.plotter_svg(maze, 5, solution=True))[1]
            way = groups["solution"]
            self.assertEqual(len(way), crossed + 1, wrap)
            # each passage across a wrapped edge: its mark outside both ends
            from mazetk.scene.wraps import marks
            walls = [p for path in groups["walls"] for p in path]
            left, top = min(x for x, _y in walls), min(y for _x, y in walls)
            strokes = [p for path in groups["text"] for p in path]
            found = marks(grid)
            self.assertTrue(found)
            for _text, (x, y), (dx, dy) in found:
                near = (left + x * 5 + dx * 2.5, top + y * 5 + dy * 2.5)
                self.assertTrue(any(math.dist(near, p) < 3 for p in strokes), (wrap, _text))
            for piece in way:  # no piece leaps across the maze
                for a, b in zip(piece, piece[1:]):
                    self.assertLessEqual(math.dist(a, b), 5.0 + 1e-6)

    def test_groups_pens_and_the_solution(self):
        maze = build(MazeSpec(12, 9, "prim", seed=4))
        root, groups = parse(plotter.plotter_svg(maze, 5, solution=True,
                                                 style=Style(title="Week 1")))
        self.assertEqual([g.get("id") for g in root.iter(SVG + "g")],
                         ["walls", "solution", "text"])
        for g in root.iter(SVG + "g"):
            self.assertEqual(g.get("stroke-width"), "0.1")  # a hairline
            self.assertEqual(g.get("{http://www.inkscape.org/namespaces/inkscape}groupmode"),
                             "layer")
        self.assertEqual(len(groups["solution"]), 1)  # the way is one polyline
        way = groups["solution"][0]
        path = maze.solve("bfs").path
        self.assertEqual(len(way), len(path) + 2)  # the cells, and out through both openings
        m = plotter.MARGIN_MM
        untitled = parse(plotter.plotter_svg(maze, 5, solution=True))[1]["solution"][0]
        for at, cell in ((1, path[0]), (-2, path[-1])):  # start and goal, inside the openings
            cx, cy = maze.grid.centre(cell)
            self.assertEqual(untitled[at], (m + cx * 5, m + cy * 5))
        self.assertEqual(untitled[0], (m, m + 0.5 * 5))  # the start's opening: west, row 0
        self.assertGreater(len(groups["text"]), 20)  # title and code as strokes
        thick = ET.fromstring(plotter.plotter_svg(maze, 5, pen_mm="0.35"))
        self.assertEqual({g.get("stroke-width") for g in thick.iter(SVG + "g")}, {"0.35"})

    def test_a_dashed_way_lifts_the_pen_over_its_gaps(self):
        for shape in ("square", "hex", "circle"):
            cols, rows = SIZES[shape]
            maze = build(MazeSpec(cols, rows, "backtracker", seed=2, shape=shape))
            solid = parse(plotter.plotter_svg(maze, 5, solution=True))[1]["solution"]
            dashes = parse(plotter.plotter_svg(maze, 5, solution=True,
                                               style=Style(solution_style="dashed")))[1]
            dashes = dashes["solution"]
            length = lambda points: sum(math.hypot(bx - ax, by - ay)  # noqa: E731
                                        for (ax, ay), (bx, by) in zip(points, points[1:]))
            on = 2.5 * plotter.WAY_SHARE * 5  # mm: as a picture's dashes, from a cell
            with self.subTest(shape=shape):
                self.assertEqual(len(solid), 1)
                self.assertGreater(len(dashes), length(solid[0]) / (2 * on) - 2)
                for piece in dashes[:-1]:
                    self.assertAlmostEqual(length(piece), on, places=2)
                # pen down for about half the way, up over the gaps
                share = sum(length(p) for p in dashes) / length(solid[0])
                self.assertAlmostEqual(share, 0.5, delta=0.1)
                self.assertEqual(dashes[0][0], solid[0][0])

    def test_travel_is_reported_and_beats_the_cells_order(self):
        for maze in itertools.islice(mazes(), 0, None, 2):
            with self.subTest(maze=maze.code):
                data = plotter.plotter_svg(maze, 5).decode("utf-8")
                found = re.search(r"<!-- pen-up travel: walls ([\d.]+) mm in (\d+) paths "
                                  r"\(([\d.]+) mm in the cells' order\); text ([\d.]+) mm -->",
                                  data)
                self.assertIsNotNone(found, data[:400])
                walls, naive = float(found.group(1)), float(found.group(3))
                self.assertLess(walls, naive)
                _, groups = parse(data.encode("utf-8"))
                self.assertAlmostEqual(plotter.travel(groups["walls"]), walls, delta=0.05)

    def test_bad_sizes_are_refused(self):
        maze = build(MazeSpec(3, 3, seed=1))
        for cell, pen, message in ((0.5, None, "cell size must be from 1 to 100 mm"),
                                   ("x", None, "cell size must be a number"),
                                   (5, 9, "pen width must be from 0.01 to 5 mm"),
                                   (5, "", "pen width must be a number")):
            with self.assertRaisesRegex(ValueError, message):
                plotter.plotter_svg(maze, cell, pen)


class JoinTest(unittest.TestCase):
    def test_paths_end_only_at_odd_corners(self):
        """As few paths as the wall graph allows: an open path ends at a
        corner where an odd number of wall segments meet, each such corner
        ends exactly one path; every other path is a closed loop."""
        for maze in itertools.islice(mazes(), 0, None, 3):
            with self.subTest(maze=maze.code):
                degree = {}
                for chain in wall_chains(maze.grid):
                    for a, b in zip(chain, chain[1:]):
                        for p in (a, b):
                            degree[_key(p)] = degree.get(_key(p), 0) + 1
                ends = {}
                for points in plotter.joined_paths(maze.grid):
                    if _key(points[0]) != _key(points[-1]):
                        for p in (points[0], points[-1]):
                            ends[_key(p)] = ends.get(_key(p), 0) + 1
                odd = {p for p, d in degree.items() if d % 2}
                self.assertEqual(set(ends), odd)
                self.assertEqual(set(ends.values()), {1} if odd else set())

    def test_a_closed_ring_is_one_path(self):
        maze = build(MazeSpec(1, 1, seed=1, endpoints="corners"))
        maze.grid.passages[0] = 0  # no openings: one closed square
        paths = plotter.joined_paths(maze.grid)
        self.assertEqual(len(paths), 1)
        self.assertEqual(len(paths[0]), 5)
        self.assertEqual(paths[0][0], paths[0][-1])


class OrderTest(unittest.TestCase):
    def random_paths(self, rng, count):
        return [tuple((rng.uniform(0, 100), rng.uniform(0, 60))
                      for _ in range(rng.randint(1, 4))) for _ in range(count)]

    def test_greedy_nearest_end(self):
        rng = random.Random(5)
        for count in (0, 1, 2, 7, 40, 300):
            paths = self.random_paths(rng, count)
            order, total = plotter.plot_order(paths, (3.0, 4.0))
            self.assertEqual(sorted(min(p, p[::-1]) for p in order),
                             sorted(min(p, p[::-1]) for p in paths))
            self.assertAlmostEqual(total, plotter.travel(order, (3.0, 4.0)))
            pen, free = (3.0, 4.0), list(order)
            for points in order:  # each next path starts at the nearest free end
                nearest = min(math.hypot(x - pen[0], y - pen[1])
                              for p in free for x, y in (p[0], p[-1]))
                self.assertAlmostEqual(math.hypot(points[0][0] - pen[0],
                                                  points[0][1] - pen[1]), nearest)
                free.remove(points)
                pen = points[-1]
            if count > 7:
                self.assertLess(total, plotter.travel(paths, (3.0, 4.0)))


class SameOnEveryPythonTest(unittest.TestCase):
    """The pen's order is decided by exact distances, not by math.hypot,
    which rounds differently from Python 3.10 on: the same bytes everywhere."""

    def test_a_tie_too_close_for_floats_is_decided_exactly(self):
        # From the pen at (0, 0) all three ends are 1.0 away by hypot on every
        # Python; exactly, (0.28, 0.96) is nearer than 1 and (0.6, 0.8) farther.
        far, near, one = (0.6, 0.8), (0.28, 0.96), (1.0, 0.0)
        for paths, first in (([(far, (50.0, 0.8)), (near, (50.0, 0.96))], (near, (50.0, 0.96))),
                             ([(one, (50.0, 0.0)), (far, (50.0, 0.8))], (one, (50.0, 0.0))),
                             ([(far, (50.0, 0.8)), (one, (50.0, 0.0))], (one, (50.0, 0.0))),
                             # a true tie (one corner, two paths): the lower path number
                             ([((50.0, 0.0), one), ((50.0, 0.5), one)], (one, (50.0, 0.0)))):
            with self.subTest(paths=paths):
                self.assertEqual(plotter.plot_order(paths)[0][0], first)

    def test_pinned_files(self):
        """Two files whose bytes differed between Python 3.8/3.9 and 3.10+."""
        import hashlib
        for shape, cols, rows, digest in (
                ("triangle", 13, 8, "d5cacf5e76c844c0"), ("hex", 11, 9, "89d7d74ef791136d")):
            with self.subTest(shape=shape):
                maze = build(MazeSpec(cols, rows, "backtracker", seed="1",
                                      shape=shape).validate())
                data = plotter.plotter_svg(maze, solution=True)
                self.assertEqual(hashlib.sha256(data).hexdigest()[:16], digest)


class CliTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-plotter-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def test_generate_writes_the_plotter_file(self):
        status, out, err = run_here("generate", "--size", "8x6", "--seed", "2", "--format",
                                    "plotter,png", "--cell-mm", "5", "--pen-mm", "0.3",
                                    "--solution", "--out", self.dir)
        self.assertEqual(status, 0, err)
        self.assertEqual(sorted(os.listdir(self.dir)),
                         ["maze-8x6-seed2-plotter.svg", "maze-8x6-seed2-solution.png",
                          "maze-8x6-seed2.png"])
        with open(os.path.join(self.dir, "maze-8x6-seed2-plotter.svg"), "rb") as f:
            root, groups = parse(f.read())
        self.assertEqual(root.get("width"), "60mm")  # 8 cells of 5 mm, 10 mm each side
        self.assertEqual(set(groups), {"walls", "solution", "text"})

    def test_every_shape_and_masks(self):
        for args in (("--shape", "hex", "--outline", "heart", "--size", "12x12"),
                     ("--shape", "circle", "--size", "5"), ("--mask-text", "OK")):
            with self.subTest(args=args):
                status, out, err = run_here("generate", "--seed", "1", "--format", "plotter",
                                            "--out", self.dir, *args)
                self.assertEqual(status, 0, err)
                self.assertTrue(out.strip().endswith("-plotter.svg"), out)

    def test_bad_values_one_line_exit_2(self):
        for args, message in ((("--format", "plotter", "--cell-mm", "-1"),
                               "--cell-mm must be from 1 to 100 mm, not -1"),
                              (("--format", "plotter", "--pen-mm", "thick"),
                               "--pen-mm must be a number of millimetres"),
                              (("--format", "png", "--cell-mm", "5"),
                               "--cell-mm sizes the plotter format; add plotter to --format")):
            with self.subTest(args=args):
                status, out, err = run_here("generate", "--out", self.dir, *args)
                self.assertEqual(status, 2)
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertIn(message, err)
                self.assertEqual(os.listdir(self.dir), [])

    def test_render_parts_name_and_solution(self):
        maze = build(MazeSpec(5, 4, seed=9))
        parts = render.render_parts(maze, ["plotter"], solution=True, cell_mm=3)
        self.assertEqual([suffix for suffix, _ in parts], ["-plotter.svg"])
        root, groups = parse(b"".join(parts[0][1]()))
        self.assertIn("solution", groups)
        self.assertEqual(root.get("width"), "35mm")


class PlotterLimitTest(unittest.TestCase):
    def test_a_maze_beyond_any_plotter_is_one_line_before_any_work(self):
        import contextlib
        import io
        import tempfile
        from mazetk import cli
        out, err = io.StringIO(), io.StringIO()
        folder = os.path.join(tempfile.mkdtemp(), "none")
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli.main(["generate", "--size", "600x600", "--format", "plotter",
                               "--out", folder])
        self.assertEqual(status, 2)
        self.assertIn("up to 250000 cells", err.getvalue())
        self.assertEqual(len(err.getvalue().strip().splitlines()), 1)
        self.assertFalse(os.path.exists(folder))


if __name__ == "__main__":
    unittest.main()
