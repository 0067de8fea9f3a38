import itertools
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ET
import zlib

from mazetk import analysis
from mazetk.scene import palette
from mazetk.scene import Style
from tests.pngread import read_png
from tests.support import requires_tool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SVG = "{http://www.w3.org/2000/svg}"


def run(*args, cwd=ROOT):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "mazetk"] + list(args), cwd=cwd, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)


def hexrgb(colour):
    return palette.rgb(colour)


def pdf_colours(path):
    """Every fill and stroke colour set in the PDF's content streams, as #rrggbb."""
    with open(path, "rb") as f:
        data = f.read()
    found = set()
    for m in re.finditer(rb"stream\r?\n(.*?)endstream", data, re.S):
        body = m.group(1)
        try:
            body = zlib.decompress(body)
        except zlib.error:
            pass
        for r, g, b in re.findall(rb"([\d.]+) ([\d.]+) ([\d.]+) (?:rg|RG)\b", body):
            found.add("#%02x%02x%02x" % tuple(int(round(float(v) * 255)) for v in (r, g, b)))
    return found


def svg_colours(path):
    found = set()
    for el in ET.parse(path).iter():
        for key in ("fill", "stroke"):
            value = el.get(key)
            if value and value.startswith("#"):
                found.add(value.lower())
    return found


class PaletteTest(unittest.TestCase):
    def test_default_is_todays_colours(self):
        style = Style()
        self.assertEqual(palette.style_colours("default"), {
            "wall_color": style.wall_color, "background": style.background,
            "solution_color": style.solution_color, "start_color": style.start_color,
            "goal_color": style.goal_color})

    def test_default_heat_map_is_unchanged(self):
        """The ramp the heat map had before palettes, written out here."""
        stops = ((0.0, (255, 247, 188)), (0.35, (254, 196, 79)), (0.65, (236, 112, 20)),
                 (1.0, (122, 1, 119)))

        def old_ramp(t):
            for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
                if t <= t1:
                    f = (t - t0) / (t1 - t0)
                    return "#%02x%02x%02x" % tuple(int(round(a + (b - a) * f))
                                                   for a, b in zip(c0, c1))
            return "#%02x%02x%02x" % stops[-1][1]

        def old(dist, steps=48):
            far = max(dist) if len(dist) else 0
            shades = [old_ramp(i / float(max(1, steps - 1))) for i in range(steps)]
            scale = (steps - 1) / float(far or 1)
            return {cell: shades[int(d * scale)] for cell, d in enumerate(dist) if d >= 0}

        rng = random.Random(13)
        for n in (1, 2, 7, 100, 2500):
            dist = [rng.randrange(-1, 3 * n) for _ in range(n)]
            self.assertEqual(palette.heat_colours(dist), old(dist))
            self.assertEqual(analysis.heat_colours(dist), old(dist))
            self.assertEqual(analysis.heat_colours(dist, steps=9), old(dist, 9))

    def test_every_palette_shades_every_reachable_cell(self):
        dist = [-1, 0, 1, 5, 9, 9, -1]
        for name in palette.CHOICES:
            heat = palette.heat_colours(dist, name)
            self.assertEqual(sorted(heat), [1, 2, 3, 4, 5])
            self.assertEqual(heat[1], palette.ramp(name, 0.0))
            self.assertEqual(heat[4], palette.ramp(name, 1.0))
            self.assertEqual(len(set(heat.values())), 4, name)

    def test_names(self):
        self.assertEqual(palette.CHOICES, ("default", "colorblind", "contrast", "dark", "print"))
        # the window offers all but the palettes for paper
        self.assertEqual(palette.NAMES, ("default", "colorblind", "contrast", "dark"))
        self.assertEqual(palette.get("PRINT").name, "print")
        self.assertEqual(palette.get(" Dark ").name, "dark")
        for bad in ("pink", "", None, 3):
            with self.assertRaisesRegex(ValueError, "palette must be one of default, "
                                                    "colorblind, contrast, dark, print"):
                palette.get(bad)

    def test_contrast_ratio(self):
        self.assertAlmostEqual(palette.contrast("#000000", "#ffffff"), 21.0)
        self.assertAlmostEqual(palette.contrast("#ffffff", "#000000"), 21.0)
        self.assertAlmostEqual(palette.contrast("#3a7d44", "#3a7d44"), 1.0)
        # the WCAG threshold grey: #767676 passes 4.5:1 on white, #777777 just fails
        self.assertGreaterEqual(palette.contrast("#767676", "#ffffff"), 4.5)
        self.assertLess(palette.contrast("#777777", "#ffffff"), 4.5)
        with self.assertRaises(ValueError):
            palette.contrast("#12345", "#ffffff")

    def test_walls_and_solution_stand_out(self):
        for p in palette.PALETTES.values():
            need = 7.0 if p.name == "contrast" else 4.5
            self.assertGreaterEqual(palette.contrast(p.wall, p.background), need, p.name)
            self.assertGreaterEqual(palette.contrast(p.solution, p.background), 3.0, p.name)
            for marker in (p.start, p.goal):
                self.assertGreaterEqual(palette.contrast(marker, p.background), 3.0, p.name)

    def test_walls_stand_out_on_the_heat_map(self):
        for p in palette.PALETTES.values():
            if p.name == "default":
                continue  # today's ramp, kept as it was
            need = 7.0 if p.name == "contrast" else 4.5
            for i in range(48):
                self.assertGreaterEqual(palette.contrast(palette.ramp(p.name, i / 47.0), p.wall),
                                        need, (p.name, i))

    def test_heat_ramps_run_one_way_in_lightness(self):
        """Near and far differ in lightness, not hue alone, so the ramp reads
        in grey and to every colour vision."""
        for name in palette.CHOICES:
            if name == "dark":
                continue  # dark to a little less dark: judged by hue and legend numbers
            light = [palette.lab(palette.ramp(name, i / 47.0))[0] for i in range(48)]
            self.assertEqual(light, sorted(light, reverse=True), name)
            self.assertGreater(light[0] - light[-1], 20, name)

    def test_simulation_matrices(self):
        # the matrices keep white white and black black, and pull red and green together
        for kind in palette.DEFICIENCIES:
            self.assertEqual(palette.simulate("#ffffff", kind), "#ffffff")
            self.assertEqual(palette.simulate("#000000", kind), "#000000")
            before = palette.distance("#e00000", "#2a9d4b")
            after = palette.distance(palette.simulate("#e00000", kind),
                                     palette.simulate("#2a9d4b", kind))
            self.assertLess(after, before / 2, kind)

    def test_colorblind_markers_stay_apart(self):
        p = palette.get("colorblind")
        for kind in palette.DEFICIENCIES:
            seen = [palette.simulate(c, kind) for c in (p.start, p.goal, p.solution)]
            for a, b in itertools.combinations(seen, 2):
                self.assertGreaterEqual(palette.distance(a, b), 30, (kind, a, b))
            # and the solution stands out against the walls and the ground as seen
            for other in (p.wall, p.background):
                self.assertGreaterEqual(palette.distance(palette.simulate(p.solution, kind),
                                                         palette.simulate(other, kind)), 30)

    def test_legend(self):
        for name in palette.CHOICES:
            for far in (0, 1, 3, 37, 1000):
                legend = palette.legend(name, far)
                steps = [d for d, _ in legend]
                self.assertEqual(steps[0], 0)
                self.assertEqual(steps[-1], far)
                self.assertEqual(steps, sorted(set(steps)))
                self.assertLessEqual(len(legend), 5)
                self.assertEqual(legend[-1][1], palette.ramp(name, 1.0 if far else 0.0))

    def test_pale(self):
        self.assertEqual(palette.pale("#000000"), "#bfbfbf")
        self.assertEqual(palette.pale("#ffffff"), "#ffffff")
        self.assertEqual(palette.pale("#0072b2", 0.0), "#0072b2")


class PaletteFilesTest(unittest.TestCase):
    """``--palette`` reaches every picture the command line writes."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-palette-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def test_generate_writes_the_palette_colours(self):
        for name in palette.CHOICES:
            out = run("generate", "--size", "12x8", "--seed", "3", "--palette", name,
                      "--format", "png,svg,pdf", "--solution", "--out",
                      os.path.join(self.dir, name))
            self.assertEqual(out.returncode, 0, out.stderr)
            paths = out.stdout.splitlines()
            p = palette.get(name)
            for path in paths:
                solved = "-solution" in path
                want = {p.wall, p.background, p.start, p.goal}
                if solved or path.endswith(".pdf"):
                    want.add(p.solution)
                if path.endswith(".png"):
                    with open(path, "rb") as f:
                        _, _, rows = read_png(f.read())
                    seen = {px for row in rows for px in row}
                    self.assertEqual(seen, {hexrgb(c) for c in want}, path)
                elif path.endswith(".svg"):
                    self.assertEqual(svg_colours(path), want, path)
                else:  # a worksheet to print: see test_worksheet
                    with open(path, "rb") as f:
                        self.assertEqual(f.read(5), b"%PDF-")

    def test_other_shapes_and_solve(self):
        out = run("generate", "--shape", "hex", "--size", "8x8", "--seed", "2", "--palette",
                  "dark", "--format", "svg,json", "--out", self.dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        svg, maze = out.stdout.splitlines()
        dark = palette.get("dark")
        self.assertEqual(svg_colours(svg), {dark.wall, dark.background, dark.start, dark.goal})
        out = run("solve", maze, "--palette", "colorblind", "--format", "svg,pdf", "--out",
                  self.dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        svg, pdf = out.stdout.splitlines()
        cb = palette.get("colorblind")
        every = {cb.wall, cb.background, cb.start, cb.goal, cb.solution}
        self.assertEqual(svg_colours(svg), every)
        self.assertLessEqual(every, pdf_colours(pdf))

    def test_worksheet(self):
        from mazetk.export.pdfbook import worksheet
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        path = os.path.join(self.dir, "sheet.pdf")
        maze = build(MazeSpec(9, 7, seed=4))
        for name in ("default", "colorblind", "contrast"):
            with open(path, "wb") as f:
                f.writelines(worksheet(maze, key=True, palette=name))
            p = palette.get(name)
            seen = pdf_colours(path)
            self.assertIn(p.solution, seen, name)
            # the start's square pale under its S, as the default's; the goal's
            # thin ring at full strength, so it shows on a grey print too
            if name != "default":
                self.assertLessEqual({palette.pale(p.start), p.goal}, seen)

    def test_book(self):
        path = os.path.join(self.dir, "book.pdf")
        out = run("book", path, "--count", "2", "--seed", "1", "--palette", "colorblind")
        self.assertEqual(out.returncode, 0, out.stderr)
        seen = pdf_colours(out.stdout.strip())
        cb = palette.get("colorblind")
        # a pale start under its S, a full-strength goal ring, the vermillion way
        self.assertLessEqual({palette.pale(cb.start), cb.goal, cb.solution}, seen)
        out = run("book", path, "--palette", "dark")
        self.assertEqual(out.returncode, 2)
        self.assertEqual(out.stderr.count("\n"), 1, out.stderr)
        self.assertIn("white paper", out.stderr)

    def test_bad_palette(self):
        for command in (("generate", "--format", "png"), ("book", "b.pdf")):
            out = run(*command, "--palette", "pink", cwd=self.dir)
            self.assertEqual(out.returncode, 2, out.stderr)
            self.assertEqual(out.stderr.count("\n"), 1, out.stderr)
            self.assertIn("palette must be one of default, colorblind, contrast, dark, "
                          "print", out.stderr)
            self.assertNotIn("Traceback", out.stderr)
        out = run("generate", "--palette", "dark", "--format", "png,plotter", cwd=self.dir)
        self.assertEqual(out.returncode, 2, out.stderr)
        self.assertIn("a plotter draws on white paper", out.stderr)
        self.assertEqual(os.listdir(self.dir), [])

    def test_book_settings(self):
        from mazetk.books.book import BookSettings
        from mazetk.studio import FieldError
        self.assertEqual(BookSettings(palette="Contrast").validate().palette, "contrast")
        for bad in ("dark", "pink"):
            with self.assertRaises(FieldError) as caught:
                BookSettings(palette=bad).validate()
            self.assertEqual(caught.exception.field, "palette")


def grey_pages(path, dpi):
    """The pages of the PDF ``path`` rendered to greyscale (``pdftoppm -gray``):
    ``[rows of 0 (black) .. 255 (white)]``, as a black-and-white printer sees them."""
    folder = tempfile.mkdtemp()
    try:
        subprocess.run(["pdftoppm", "-gray", "-r", str(dpi), path, os.path.join(folder, "p")],
                       check=True)
        pages = []
        for name in sorted(os.listdir(folder)):
            with open(os.path.join(folder, name), "rb") as f:
                data = f.read()
            width, height, body = re.match(rb"P5\s+(\d+)\s+(\d+)\s+255\s(.*)", data,
                                           re.S).groups()
            width = int(width)
            pages.append([body[y * width:(y + 1) * width] for y in range(int(height))])
        return pages
    finally:
        shutil.rmtree(folder, ignore_errors=True)


#: What "stays visible on a grey print" means here, in grey levels (0 black,
#: 255 white): the way is from 30 % to 60 % ink, at least 80 levels from the
#: walls and from the paper; the walls and the goal's ring are near black.
WAY_LIGHTEST, WAY_DARKEST, WALL_LIGHTEST = 178, 102, 60


class BlackInkTest(unittest.TestCase):
    """The print palette: walls, marks and answer keys that a black-and-white
    interior keeps apart, checked on the pages rendered to grey."""

    def test_print_palette_is_black_white_and_one_grey(self):
        p = palette.get("print")
        self.assertEqual((p.wall, p.background, p.start, p.goal),
                         ("#000000", "#ffffff", "#000000", "#000000"))
        r, g, b = palette.rgb(p.solution)
        self.assertEqual(r, g)
        self.assertEqual(g, b)  # a grey: no colour for a grey print to lose
        self.assertTrue(WAY_DARKEST <= r <= WAY_LIGHTEST)
        self.assertEqual(palette.display_name("print"), "Black ink (print)")

    def test_books_print_in_black_ink_unless_told(self):
        from mazetk.books.book import BookSettings
        self.assertEqual(BookSettings().validate().palette, "print")
        style = BookSettings().validate().style()
        self.assertEqual((style.wall_color, style.solution_color, style.goal_color),
                         ("#000000", "#808080", "#000000"))
        # the old colours are one option away
        self.assertEqual(BookSettings(palette="default").validate().style().solution_color,
                         "#e00000")

    def test_marks_and_keys_stand_out_in_grey(self):
        from mazetk.books.book import Book, BookSettings
        from mazetk.export.pdfbook import book_files
        from mazetk.files.savefile import save_group
        from mazetk.scene import Line, Polyline, Rect
        requires_tool("pdftoppm")
        dpi = 100.0
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder, True)
        for shape, size in (("square", "12x9"), ("hex", "8x7")):
            b = Book(BookSettings(count=1, keys="after", seed="ink", size=size, shape=shape,
                                  page_numbers=False))
            (path,) = save_group(folder, shape, book_files(b))
            puzzle, key = grey_pages(path, int(dpi))

            def at(rows, x, y):
                return rows[int(y * dpi / 72.0)][int(x * dpi / 72.0)]

            page = b.page(1)
            way = [item for item in page.items if item.layer == "solution"]
            self.assertEqual(len(way), 1, shape)
            points = way[0].points
            samples = [at(key, (x0 + x1) / 2.0, (y0 + y1) / 2.0) for (x0, y0), (x1, y1)
                       in zip(points[1:-2], points[2:-1])]  # clear of the marks
            self.assertTrue(samples, shape)
            for level in samples:
                self.assertTrue(WAY_DARKEST <= level <= WAY_LIGHTEST, (shape, level))
            # the same places on the puzzle are paper: the key is its own line
            for (x0, y0), (x1, y1) in zip(points[1:-2], points[2:-1]):
                self.assertGreater(at(puzzle, (x0 + x1) / 2.0, (y0 + y1) / 2.0), 240)
            walls = [item for item in page.items if item.layer == "walls"]
            for item in walls[:40]:
                if isinstance(item, Line):
                    x, y = (item.x0 + item.x1) / 2.0, (item.y0 + item.y1) / 2.0
                else:
                    (xa, ya), (xb, yb) = item.points[:2]
                    x, y = (xa + xb) / 2.0, (ya + yb) / 2.0
                self.assertLess(at(key, x, y), WALL_LIGHTEST, shape)
            # the start's mark a black square, the goal's a black ring
            marks = [item for item in b.page(0).items if item.layer == "markers"]
            self.assertTrue(marks, shape)
            first = marks[0]
            if isinstance(first, Rect):
                cx, cy = (first.x0 + first.x1) / 2.0, (first.y0 + first.y1) / 2.0
            else:
                cx = sum(x for x, y in first.points) / len(first.points)
                cy = sum(y for x, y in first.points) / len(first.points)
            self.assertLess(at(puzzle, cx, cy), WALL_LIGHTEST, (shape, at(puzzle, cx, cy)))
            ring = [item for item in marks[1:]]
            self.assertTrue(ring, shape)
            darkest = min(at(puzzle, *self.inside(item)) for item in ring)
            self.assertLess(darkest, WALL_LIGHTEST, shape)

    def test_an_inner_start_has_a_white_letter_on_its_black_mark(self):
        """Ends inside the maze have no opening to write Start by: the S goes
        on the start's black square in paper white, the F in the goal's ring
        in black; on the page rendered to grey the S's strokes are paper."""
        from mazetk.books.book import Book, BookSettings
        from mazetk.export.pdfbook import book_files
        from mazetk.files.savefile import save_group
        from mazetk.scene import Rect
        requires_tool("pdftoppm")
        dpi = 150.0
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder, True)
        for seed in range(6):
            b = Book(BookSettings(count=1, keys="none", seed=seed, size="8x6", cell_mm=15,
                                  endpoints="farthest", page_numbers=False))
            maze = b.mazes[0]
            if not any(maze.grid.is_open(maze.start, k)
                       for k in maze.grid.border_slots(maze.start)):
                break
        else:
            self.fail("no seed gave an inner start")
        items = b.page(0).items
        mark = [item for item in items if item.layer == "markers"][0]
        self.assertIsInstance(mark, Rect)
        letters = [item for item in items if item.layer == "title" and
                   mark.x0 <= item.points[0][0] <= mark.x1 and
                   mark.y0 <= item.points[0][1] <= mark.y1]
        self.assertTrue(letters)
        self.assertEqual({item.color for item in letters}, {"#ffffff"})
        (path,) = save_group(folder, "inner", book_files(b))
        (page,) = grey_pages(path, int(dpi))
        stroke = letters[0].points[len(letters[0].points) // 2]
        x, y = int(stroke[0] * dpi / 72.0), int(stroke[1] * dpi / 72.0)
        self.assertGreater(max(page[y][x - 1:x + 2]), 200)  # paper on the black mark
        self.assertLess(page[int(mark.y0 * dpi / 72.0) + 2][int(mark.x0 * dpi / 72.0) + 2],
                        WALL_LIGHTEST)

    @staticmethod
    def inside(item):
        """A point well inside a ring's Rect, or inside a hollow Polygon's band:
        half way from its outline's first point to its hole's (the polygon
        runs round the outline, across to the hole and round it back)."""
        from mazetk.scene import Rect
        if isinstance(item, Rect):
            return (item.x0 + item.x1) / 2.0, (item.y0 + item.y1) / 2.0
        n = (len(item.points) - 2) // 2
        (xa, ya), (xb, yb) = item.points[n], item.points[n + 1]
        return (xa + xb) / 2.0, (ya + yb) / 2.0


if __name__ == "__main__":
    unittest.main()
