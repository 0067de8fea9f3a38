"""Pictures of the hex, triangle, circle and upsilon mazes, in every picture format.

The PNG is anti-aliased; Ghostscript (EPS), librsvg (SVG) and Poppler (PDF)
must draw the same picture within anti-aliasing: the same grey level, give
or take, at all but a sliver of the pixels.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ET

from mazetk import export, scene
from mazetk.scene import sloped
from mazetk.files import mazefile
from mazetk.maze import build
from mazetk.scene import Polygon, Polyline, Style
from mazetk.spec import MazeSpec

from .pngread import read_png
from .support import requires_tool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHAPES = {"hex": (9, 7), "triangle": (12, 7), "circle": (7, 7), "upsilon": (9, 7)}


def maze_of(shape, seed="pic", **kw):
    cols, rows = SHAPES[shape]
    return build(MazeSpec(cols, rows, "backtracker", None, seed, shape=shape, **kw))


def grey(px):
    return sum(px[:3]) / 3.0


def compare(test, got_rows, want_rows, width, height, what):
    """At most 3 % of pixels differ by more than a third of the grey scale."""
    far = sum(1 for y in range(height) for x in range(width)
              if abs(grey(got_rows[y][x]) - grey(want_rows[y][x])) > 85)
    test.assertLess(far, 0.03 * width * height, "%s: %d pixels differ" % (what, far))


class SceneTest(unittest.TestCase):
    def test_records_come_from_the_grid_geometry(self):
        for shape in SHAPES:
            maze = maze_of(shape)
            sc = scene.build(maze, Style(cell=20), show_solution=True)
            self.assertTrue(sc.smooth)
            walls = [i for i in sc.items if i.layer == "walls"]
            self.assertTrue(walls and all(isinstance(i, Polyline) for i in walls))
            markers = [i for i in sc.items if i.layer == "markers"]
            self.assertEqual([m.fill for m in markers], [Style().start_color, Style().goal_color])
            self.assertTrue(all(isinstance(m, Polygon) for m in markers))
            (way,) = [i for i in sc.items if i.layer == "solution"]
            self.assertEqual(len(way.points), len(maze.solve("bfs").path) + (1 if shape == "circle" else 2))
            for item in sc.items:  # everything lies inside the picture
                points = item.points
                self.assertTrue(all(0 <= x <= sc.width and 0 <= y <= sc.height for x, y in points))
            self.assertEqual((sc.width, sc.height),
                             scene.picture_size(maze.grid, Style(cell=20)))

    def test_every_closed_side_is_drawn_once_and_no_open_one(self):
        for shape in SHAPES:
            grid = maze_of(shape).grid
            drawn = set()
            for chain in sloped.wall_chains(grid):
                for a, b in zip(chain, chain[1:]):
                    key = tuple(sorted([(round(a[0], 6), round(a[1], 6)),
                                        (round(b[0], 6), round(b[1], 6))]))
                    self.assertNotIn(key, drawn)
                    drawn.add(key)
            s = grid.slots
            for c in range(grid.n):
                for k in range(s):
                    other = grid.nbr[c * s + k]
                    if other == -2:
                        continue
                    side = grid.side(c, k)
                    key = tuple(sorted([(round(side[0][0], 6), round(side[0][1], 6)),
                                        (round(side[1][0], 6), round(side[1][1], 6))]))
                    if len(side) == 2:  # straight sides: drawn exactly when closed
                        self.assertEqual(key in drawn, not grid.is_open(c, k), (shape, c, k))

    def test_the_blocks_look_is_refused_with_a_reason(self):
        with self.assertRaisesRegex(ValueError, "square mazes only"):
            scene.build(maze_of("hex"), Style(look="blocks"))


class WallSegmentsTest(unittest.TestCase):
    """The rasteriser paints a shape's walls from the grid (``ShapeWalls.segment_ends``),
    without a record a wall: the picture must be the one the records give."""

    def pixels(self, sc, records=False):
        from mazetk.export import smooth
        if records:  # the records' way: no parts, every Polyline from the list
            sc = scene.Scene(sc.width, sc.height, sc.background, list(sc.items), sc.maze_box)
            sc.smooth = True
        return smooth.scene_pixels(sc)

    def test_row_shapes_paint_the_very_pixels_of_their_records(self):
        cases = [("hex", 1, 1), ("hex", 1, 5), ("hex", 6, 1), ("hex", 13, 9), ("hex", 40, 31),
                 ("triangle", 2, 1), ("triangle", 1, 2), ("triangle", 17, 3), ("triangle", 30, 25),
                 ("upsilon", 1, 1), ("upsilon", 2, 7), ("upsilon", 21, 16), ("upsilon", 30, 40)]
        for shape, cols, rows in cases:
            # an odd wall puts corners on whole samples, where a row's y must
            # be the very value the records have to round the same way
            for seed, braid, cell, wall in ((1, 0, 5, 1), (2, 60, 12, 2), (3, 100, 3, 1),
                                            (5, 0, 20, 7)):
                maze = build(MazeSpec(cols, rows, "backtracker", None, seed, braid=braid,
                                      shape=shape))
                style = Style(cell=cell, wall=wall)
                with self.subTest(shape=shape, size=(cols, rows), seed=seed):
                    sc = scene.build(maze, style, show_solution=True, lazy=True)
                    self.assertIsNotNone(sc.parts.walls.segment_ends(2, 3))
                    self.assertEqual(self.pixels(sc),
                                     self.pixels(scene.build(maze, style, show_solution=True),
                                                 records=True))

    def test_the_segments_are_the_closed_sides_once_each(self):
        for shape, cols, rows in (("hex", 11, 8), ("triangle", 14, 9), ("upsilon", 9, 10)):
            maze = build(MazeSpec(cols, rows, "wilson", None, 4, braid=50, shape=shape))
            grid = maze.grid
            walls = scene.build(maze, Style(cell=10), lazy=True).parts.walls
            unit, x0, y0 = walls.scale
            got = []
            for ax, ay, bx, by in walls.segment_ends(0, 1, rows=3):
                got += [tuple(sorted([(a, b), (c, d)])) for a, b, c, d in zip(ax, ay, bx, by)]
            want = []
            s = grid.slots
            for c in range(grid.n):
                for k in range(s):
                    m = grid.nbr[c * s + k]
                    if m == -2 or grid.is_open(c, k) or 0 <= m < c:
                        continue
                    ends = [(int(x0 + x * unit + 0.5), int(y0 + y * unit + 0.5))
                            for x, y in grid.side(c, k)]
                    want.append(tuple(sorted(ends)))
            self.assertEqual(len(got), len(want), shape)
            self.assertEqual(len(set(got)), len(got), shape)
            # the same ends, give or take a rounding of the row offset
            far = [w for w, g in zip(sorted(want), sorted(got))
                   if max(abs(p - q) for e, f in zip(w, g) for p, q in zip(e, f)) > 1]
            self.assertEqual(far, [], shape)

    def test_circles_paint_the_picture_of_their_records(self):
        # arcs are cut into as many chords as the pixels need: the picture
        # is the records' within anti-aliasing, every wall where it was
        for rings, cell, wall, seed in ((1, 12, 2, 1), (2, 9, 1, 2), (9, 12, 2, 3),
                                        (30, 4, 1, 4), (60, 2, 1, 5), (12, 18, 5, 6)):
            maze = build(MazeSpec(rings, rings, "backtracker", None, seed, braid=30,
                                  shape="circle"))
            style = Style(cell=cell, wall=wall)
            fast = self.pixels(scene.build(maze, style, lazy=True))
            slow = self.pixels(scene.build(maze, style), records=True)
            fast_grey, slow_grey = ([grey(rgb(pal[p])) for p in px] for pal, px in (fast, slow))
            far = sum(abs(a - b) > 85 for a, b in zip(fast_grey, slow_grey))
            self.assertLess(far, 0.01 * len(fast_grey), (rings, cell, far))
            ink = [sum(255 - g for g in greys) for greys in (fast_grey, slow_grey)]
            self.assertAlmostEqual(ink[0] / ink[1], 1.0, delta=0.03, msg=(rings, cell))

    def test_masked_grids_paint_the_pixels_of_their_records(self):
        # sides towards a cut-away cell are outer wall, drawn whichever way they face
        from mazetk import grids
        from mazetk.masks import mask as masks
        for shape, cols, rows in (("hex", 12, 10), ("triangle", 21, 12), ("upsilon", 13, 11),
                                  ("circle", 9, 9)):
            for outline in ("heart", "circle"):
                code = masks.encode(masks.outline(outline, grids.make(shape, cols, rows)))
                maze = build(MazeSpec(cols, rows, "backtracker", None, 6, braid=40,
                                      shape=shape, mask=code))
                sc = scene.build(maze, Style(cell=8), show_solution=True, lazy=True)
                with self.subTest(shape=shape, outline=outline):
                    # a circle's masked rings are drawn from their records
                    self.assertEqual(sc.parts.walls.segment_ends(1, 3) is None, shape == "circle")
                    self.assertEqual(self.pixels(sc), self.pixels(
                        scene.build(maze, Style(cell=8), show_solution=True), records=True))

    def test_a_maze_without_walls_has_no_wall_layer(self):
        # one open cell: an empty layer would take colours from the way's
        maze = build(MazeSpec(1, 1, "backtracker", None, 1, shape="circle"))
        for solved in (False, True):
            sc = scene.build(maze, Style(), show_solution=solved, lazy=True)
            self.assertFalse(sc.parts.walls)
            self.assertEqual(self.pixels(sc), self.pixels(
                scene.build(maze, Style(), show_solution=solved), records=True))
        self.assertTrue(scene.build(maze_of("hex"), Style(), lazy=True).parts.walls)

    def test_a_lazy_scene_makes_its_wall_records_on_each_pass(self):
        maze = maze_of("hex")
        sc = scene.build(maze, Style(cell=10), show_solution=True, lazy=True)
        first, second = list(sc.items), list(sc.items)
        self.assertEqual(first, second)
        self.assertEqual(first, scene.build(maze, Style(cell=10), show_solution=True).items)


def rgb(colour):
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


class PictureTest(unittest.TestCase):
    def test_png_reads_back_with_walls_solution_and_anti_aliasing(self):
        for shape in SHAPES:
            sc = scene.build(maze_of(shape), Style(cell=18), show_solution=True)
            width, height, rows = read_png(export.png(sc))
            self.assertEqual((width, height), (sc.width, sc.height))
            colours = {px for row in rows for px in row}
            self.assertIn((0, 0, 0), colours)
            self.assertIn((0xe0, 0, 0), colours)
            greys = {px for px in colours if px[0] == px[1] == px[2] and 0 < px[0] < 255}
            self.assertGreater(len(greys), 3, shape)  # sloped edges are smoothed

    def test_svg_parses_and_keeps_the_solution_apart(self):
        for shape in SHAPES:
            sc = scene.build(maze_of(shape), Style(), show_solution=True)
            root = ET.fromstring(export.svg(sc))
            groups = {g.get("id") for g in root.iter("{http://www.w3.org/2000/svg}g")}
            self.assertLessEqual({"markers", "walls", "solution"}, groups)

    def test_outside_renderers_draw_what_the_png_shows(self):
        requires_tool("rsvg-convert")
        requires_tool("gs")
        folder = tempfile.mkdtemp(prefix="mazetk-shapes-")
        self.addCleanup(shutil.rmtree, folder, True)
        for shape in SHAPES:
            sc = scene.build(maze_of(shape, braid=20), Style(cell=16), show_solution=True)
            _, _, want = read_png(export.png(sc))
            svg_path, out = os.path.join(folder, "m.svg"), os.path.join(folder, "svg.png")
            with open(svg_path, "wb") as f:
                f.write(export.svg(sc))
            subprocess.run(["rsvg-convert", svg_path, "-o", out], check=True)
            with open(out, "rb") as f:
                w, h, got = read_png(f.read())
            self.assertEqual((w, h), (sc.width, sc.height))
            compare(self, got, want, w, h, "%s svg" % shape)
            eps_path, out = os.path.join(folder, "m.eps"), os.path.join(folder, "eps.png")
            with open(eps_path, "wb") as f:
                f.write(export.eps(sc))
            subprocess.run(["gs", "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-dEPSCrop",
                            "-sDEVICE=png16m", "-r%g" % (72.0 / export.print_scale(sc)),
                            "-dGraphicsAlphaBits=4", "-sOutputFile=" + out, eps_path], check=True)
            with open(out, "rb") as f:
                w, h, got = read_png(f.read())
            self.assertEqual((w, h), (sc.width, sc.height))
            compare(self, got, want, w, h, "%s eps" % shape)

    def test_pdf_pages_render(self):
        requires_tool("pdftoppm")
        folder = tempfile.mkdtemp(prefix="mazetk-shapes-pdf-")
        self.addCleanup(shutil.rmtree, folder, True)
        maze = maze_of("circle")
        pages = [scene.build(maze, Style()), scene.build(maze, Style(), show_solution=True)]
        path = os.path.join(folder, "m.pdf")
        with open(path, "wb") as f:
            f.write(export.pdf(pages))
        subprocess.run(["pdftoppm", "-r", "30", "-png", path, os.path.join(folder, "p")],
                       check=True)
        images = sorted(n for n in os.listdir(folder) if n.endswith(".png"))
        self.assertEqual(len(images), 2)
        with open(os.path.join(folder, images[1]), "rb") as f:
            _, _, rows = read_png(f.read())
        reds = sum(1 for row in rows for px in row if px[0] > 180 and px[1] < 90)
        self.assertGreater(reds, 20)  # the answer key shows the way


class ShapeLayoutTest(unittest.TestCase):
    def test_the_frame_places_the_figure_in_the_picture(self):
        for shape in SHAPES:
            maze = maze_of(shape)
            style = Style(cell=12, wall=3, margin=7, title="T").validate()
            unit, x0, y0, width, height = sloped.frame_of(maze.grid, style)
            self.assertEqual(unit, style.cell * sloped.UNIT[shape])
            self.assertEqual((width, height), scene.picture_size(maze.grid, style))
            layout = sloped.ShapeLayout(maze.grid, style)
            gx, gy = maze.grid.centre(0)
            self.assertEqual(layout.centre(0), (x0 + gx * unit, y0 + gy * unit))
            left, top, right, bottom = layout.maze_box()
            self.assertEqual((left, right, bottom), (7, width - 7, height - 7))
            self.assertGreater(top, 7)  # under the title's band

    def test_cells_are_coloured_in_cell_order(self):
        maze = maze_of("hex")
        layout = sloped.ShapeLayout(maze.grid, Style())
        cells = layout.cell_records({5: "#00ff00", 2: "#ff0000"})
        self.assertEqual([c.fill for c in cells], ["#ff0000", "#00ff00"])
        self.assertEqual(list(cells[0].points), [tuple(p) for p in zip(
            layout.cell_shape(2)[::2], layout.cell_shape(2)[1::2])])

    def test_the_goal_marker_is_hollow(self):
        square = ((0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0))
        ring = sloped.hollow(square)
        self.assertEqual(ring[:4], square)
        self.assertEqual(ring[4:6], ((0.0, 0.0), (1.0, 1.0)))  # across to the inside
        self.assertEqual(set(ring[6:]), {(1.0, 1.0), (3.0, 1.0), (3.0, 3.0), (1.0, 3.0)})
        maze = maze_of("triangle")
        start, goal = sloped.ShapeLayout(maze.grid, Style()).marker_records(maze)
        self.assertEqual(len(goal.points), 2 * len(start.points) + 2)


class FilesTest(unittest.TestCase):
    def test_json_round_trips_every_shape(self):
        for shape in SHAPES:
            for braid in (0, 30):
                maze = maze_of(shape, seed="j%d" % braid, braid=braid)
                text = mazefile.to_json(maze, solution=True)
                doc = json.loads(text)
                self.assertEqual((doc["shape"], doc["cells"]), (shape, maze.grid.n))
                self.assertEqual(doc["solution"], list(maze.solve("bfs").path))
                self.assertEqual(len(doc["passages"]), maze.grid.passage_count())
                back = mazefile.loads(text.encode("ascii"))
                self.assertEqual(back.grid.passages, maze.grid.passages)
                self.assertEqual((back.start, back.goal), (maze.start, maze.goal))
                self.assertEqual(back.code, maze.code)

    def test_bad_shape_files_are_one_clear_error(self):
        maze = maze_of("hex")
        doc = json.loads(mazefile.to_json(maze))
        cases = [dict(doc, passages=[[0, 50]]), dict(doc, passages=[[0, 9999]]),
                 dict(doc, cells=5), dict(doc, shape="star"), dict(doc, goal=doc["start"]),
                 dict(doc, cols=0)]
        for bad in cases:
            with self.assertRaises(mazefile.MazeFileError):
                mazefile.loads(json.dumps(bad).encode("ascii"))

    def test_the_command_line_makes_every_shape_and_refuses_square_formats(self):
        folder = tempfile.mkdtemp(prefix="mazetk-shapes-cli-")
        self.addCleanup(shutil.rmtree, folder, True)

        def run(*args):
            return subprocess.run([sys.executable, "-m", "mazetk"] + list(args), cwd=ROOT,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  universal_newlines=True)
        done = run("generate", "--shape", "hex", "--size", "8x6", "--seed", "4",
                   "--format", "png,json", "--out", folder)
        self.assertEqual(done.returncode, 0, done.stderr)
        paths = done.stdout.split()
        self.assertEqual([os.path.basename(p) for p in paths],
                         ["maze-hex-8x6-seed4.png", "maze-hex-8x6-seed4.json"])
        solved = run("solve", paths[1], "--format", "json", "--out", folder)
        self.assertEqual(solved.returncode, 0, solved.stderr)
        done = run("generate", "--shape", "circle", "--size", "6", "--format", "svg",
                   "--out", folder)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("maze-circle-6-", done.stdout)
        for args in (["--shape", "hex", "--format", "txt"], ["--shape", "triangle", "--look",
                                                              "blocks", "--format", "png"],
                     ["--shape", "upsilon", "-a", "eller"], ["--shape", "sphere"]):
            bad = run("generate", "--out", folder, *args)
            self.assertEqual(bad.returncode, 2, args)
            self.assertEqual(len(bad.stderr.strip().splitlines()), 1, bad.stderr)


if __name__ == "__main__":
    unittest.main()
