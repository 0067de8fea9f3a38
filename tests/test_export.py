"""The writers together: every format from the same Scene, lazy or held,
with a dashed way, a heat map's legend and a title, read back by outside
programs where they are installed."""

import os
import re
import shutil
import subprocess
import tempfile
import unittest
import xml.etree.ElementTree as ET
import zlib
from dataclasses import replace

from mazetk import export, scene
from mazetk.maze import build
from mazetk.scene import Style
from mazetk.spec import MazeSpec

from .pngread import read_png
from .support import requires_tool

WHITE, BLACK, RED = (255, 255, 255), (0, 0, 0), (224, 0, 0)


def hexrgb(colour):
    return tuple(bytes.fromhex(colour[1:]))


class StreamingTest(unittest.TestCase):
    """The iter_ writers give the same bytes as the whole-file ones, and a
    lazy Scene writes the same files as the records held in a list."""

    def test_lazy_and_eager_scenes_write_the_same_files(self):
        maze = build(MazeSpec(19, 13, "kruskal", seed=5, braid=20))
        for style in (Style(), Style(cell=9, wall=3, title="A & <b>"),
                      Style(look="blocks", cell=5, title="B")):
            for solved in (False, True):
                eager = scene.build(maze, style, show_solution=solved)
                lazy = scene.build(maze, style, show_solution=solved, lazy=True)
                held = scene.Scene(eager.width, eager.height, eager.background, eager.items,
                                   eager.maze_box)  # no source: every record looked at
                for name in ("eps", "svg"):
                    whole = getattr(export, name)(held)
                    self.assertEqual(getattr(export, name)(lazy), whole, name)
                    self.assertEqual(b"".join(getattr(export, "iter_" + name)(lazy)), whole)
                self.assertEqual(export.pdf([lazy, eager]), export.pdf([held, held]))
                self.assertEqual(export.picture("ps", lazy), export.eps(held))

class GhostscriptTest(unittest.TestCase):
    def test_eps_renders_like_the_png(self):
        requires_tool("gs")
        maze = build(MazeSpec(16, 12, "kruskal", seed=3, braid=10))
        folder = tempfile.mkdtemp(prefix="mazetk-gs-")
        self.addCleanup(shutil.rmtree, folder, True)
        for style in (Style(), Style(look="blocks", cell=8, margin=4)):
            sc = scene.build(maze, style, show_solution=True)
            eps_path = os.path.join(folder, "m.eps")
            out_path = os.path.join(folder, "gs.png")
            with open(eps_path, "wb") as f:
                f.write(export.eps(sc))
            resolution = 72.0 / export.print_scale(sc)
            subprocess.run(["gs", "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-dEPSCrop",
                            "-sDEVICE=png16m", "-r%g" % resolution, "-dGraphicsAlphaBits=1",
                            "-sOutputFile=" + out_path, eps_path], check=True)
            with open(out_path, "rb") as f:
                gs_w, gs_h, gs_rows = read_png(f.read())
            w, h, rows = read_png(export.png(sc))
            self.assertEqual((gs_w, gs_h), (w, h))
            differ = sum(1 for y in range(h) for x in range(w) if gs_rows[y][x] != rows[y][x])
            self.assertEqual(differ, 0, style.look)

    def test_svg_renders_like_the_png(self):
        requires_tool("rsvg-convert")
        maze = build(MazeSpec(14, 9, "prim", seed=6, braid=20))
        folder = tempfile.mkdtemp(prefix="mazetk-svg-")
        self.addCleanup(shutil.rmtree, folder, True)
        for style in (Style(), Style(look="blocks", cell=7, margin=3), Style(cell=9, wall=3)):
            sc = scene.build(maze, style, show_solution=True)
            svg_path, out_path = os.path.join(folder, "m.svg"), os.path.join(folder, "m.png")
            with open(svg_path, "wb") as f:
                f.write(export.svg(sc))
            subprocess.run(["rsvg-convert", svg_path, "-o", out_path], check=True)
            with open(out_path, "rb") as f:
                w, h, got = read_png(f.read())
            _, _, want = read_png(export.png(sc))
            self.assertEqual((w, h), (sc.width, sc.height))
            differ = sum(1 for y in range(h) for x in range(w) if got[y][x][:3] != want[y][x])
            self.assertEqual(differ, 0, style)

    def test_pdf_renders(self):
        requires_tool("pdftoppm")
        maze = build(MazeSpec(10, 10, seed=4))
        folder = tempfile.mkdtemp(prefix="mazetk-pdf-")
        self.addCleanup(shutil.rmtree, folder, True)
        path = os.path.join(folder, "m.pdf")
        with open(path, "wb") as f:
            f.write(export.pdf([scene.build(maze), scene.build(maze, show_solution=True)]))
        subprocess.run(["pdftoppm", "-r", "30", "-png", path, os.path.join(folder, "p")],
                       check=True)
        pages = sorted(p for p in os.listdir(folder) if p.startswith("p"))
        self.assertEqual(len(pages), 2)
        with open(os.path.join(folder, pages[1]), "rb") as f:
            _, _, rows = read_png(f.read())
        colours = {px for row in rows for px in row}
        self.assertIn((0, 0, 0), colours)
        self.assertTrue(any(r > 200 and g < 60 and b < 60 for r, g, b in colours),
                        "the solution page shows red")


def along(line):
    """Pixel centres along a Polyline's centre line, a pixel apart."""
    out = []
    for (ax, ay), (bx, by) in zip(line.points, line.points[1:]):
        steps = int(max(abs(bx - ax), abs(by - ay)))
        out += [(ax + (bx - ax) * k / float(steps), ay + (by - ay) * k / float(steps))
                for k in range(steps)]
    return out


def pdf_content(data):
    return b"".join(zlib.decompress(s) for s in
                    re.findall(rb"stream\n(.*?)\nendstream", data, re.S)).decode("latin-1")


DASHED = [(MazeSpec(12, 9, "prim", seed=8), Style(solution_style="dashed")),
          (MazeSpec(12, 9, "prim", seed=8), Style(look="blocks", cell=8, margin=4,
                                                   solution_style="dashed")),
          (MazeSpec(9, 7, seed=3, shape="hex"), Style(cell=24, solution_style="dashed")),
          (MazeSpec(6, seed=3, shape="circle"), Style(cell=24, solution_style="dashed")),
          (MazeSpec(9, 6, seed=3, shape="triangle"), Style(cell=24, solution_style="dashed"))]


class DashedSolutionTest(unittest.TestCase):
    """Issue 13: a dashed solution is dashed in every file, read back."""

    def test_png_pixels_alternate_along_the_way(self):
        for spec, style in DASHED:
            maze = build(spec)
            for dashed in (False, True):
                st = style if dashed else replace(style, solution_style="solid")
                sc = scene.build(maze, st, show_solution=True)
                (line,) = sc.layer("solution")
                _, _, rows = read_png(export.png(sc))
                red = hexrgb(st.validate().solution_color)
                hits = [rows[int(y)][int(x)] == red for x, y in along(line)
                        if 0 <= x < sc.width and 0 <= y < sc.height]
                changes = sum(1 for a, b in zip(hits, hits[1:]) if a != b)
                share = sum(hits) / float(len(hits))
                with self.subTest(spec=spec, look=st.look, dashed=dashed):
                    if not dashed:
                        # the start's square and the goal's ring lie over the way
                        self.assertGreater(share, 0.85)
                        self.assertLessEqual(changes, 6)
                        continue
                    # a dash shows 3.5 widths of every 5, the caps included
                    self.assertAlmostEqual(share, 0.7, delta=0.12)
                    period = sum(line.dash)
                    self.assertGreaterEqual(changes, 2 * int(len(hits) / period) - 4)

    def test_the_fast_png_dashes_as_the_general_rasteriser(self):
        for spec, style in DASHED[:2]:
            maze = build(spec)
            sc = scene.build(maze, style, show_solution=True)
            copy = scene.Scene(sc.width, sc.height, sc.background, sc.items, sc.maze_box)
            self.assertEqual(read_png(export.png(sc)), read_png(export.png(copy)))

    def test_svg_has_a_dasharray_on_the_way_only(self):
        for spec, style in DASHED:
            maze = build(spec)
            for dashed in (False, True):
                st = style if dashed else replace(style, solution_style="solid")
                sc = scene.build(maze, st, show_solution=True, lazy=True)
                root = ET.fromstring(export.svg(sc))
                paths = [(g.get("id"), p.get("stroke-dasharray"))
                         for g in root.iter("{http://www.w3.org/2000/svg}g")
                         for p in g]
                arrays = {a for _, a in paths if a}
                with self.subTest(spec=spec, dashed=dashed):
                    if dashed:
                        (line,) = scene.build(maze, st, show_solution=True).layer("solution")
                        self.assertEqual(arrays, {"%d %d" % line.dash})
                        self.assertEqual({g for g, a in paths if a}, {"solution"})
                    else:
                        self.assertEqual(arrays, set())

    def test_pdf_and_eps_stroke_the_way_with_a_dash(self):
        for spec, style in DASHED:
            maze = build(spec)
            sc = scene.build(maze, style, show_solution=True)
            (line,) = sc.layer("solution")
            pattern = "[%d %d] 0" % line.dash
            with self.subTest(spec=spec, look=style.look):
                content = pdf_content(export.pdf(sc))
                self.assertIn(pattern + " d", content)
                after = content[content.index(pattern + " d"):]
                self.assertIn("[] 0 d", after)  # solid again for what follows
                eps = export.eps(sc).decode("latin-1")
                self.assertIn(pattern + " setdash", eps)
                plain = scene.build(maze, replace(style, solution_style="solid"),
                                    show_solution=True)
                self.assertNotRegex(pdf_content(export.pdf(plain)), r"\[\d")
                self.assertNotRegex(export.eps(plain).decode("latin-1"), r"\[\d")

    def test_the_pdf_worksheet_dashes_its_answer_key_only(self):
        from mazetk.export.render import render_parts
        for spec, style in DASHED:
            maze = build(spec)
            for st in (style, replace(style, solution_style="solid")):
                (suffix, make), = render_parts(maze, ["pdf"], solution=True, style=st)
                pages = [zlib.decompress(m).decode("latin-1") for m in re.findall(
                    rb"stream\n(.*?)\nendstream", b"".join(make()), re.S)]
                with self.subTest(spec=spec, look=st.look, style=st.solution_style):
                    self.assertEqual(len(pages), 2)  # the worksheet, then its key
                    self.assertNotRegex(pages[0], r"\[\d")
                    if st.solution_style == "dashed":
                        self.assertRegex(pages[1], r"\[[\d. ]+\] 0 d")
                    else:
                        self.assertNotRegex(pages[1], r"\[\d")

    def test_the_pdf_worksheet_prints_thick_walls_when_the_style_has_them(self):
        from unittest import mock
        from mazetk.export import pdfbook as book
        from mazetk.export.render import render_parts
        from mazetk.studio import thick_wall_for, wall_for
        maze = build(MazeSpec(12, 9, "kruskal", seed=5))
        for cell in (8, 16, 24):
            for wall, thick in ((wall_for(cell), False), (thick_wall_for(cell), True)):
                with mock.patch.object(book, "worksheet", return_value=iter([b"%PDF"])) as ws:
                    (suffix, make), = render_parts(maze, ["pdf"], style=Style(cell=cell,
                                                                              wall=wall))
                    b"".join(make())
                with self.subTest(cell=cell, wall=wall):
                    self.assertIs(ws.call_args[1]["thick_walls"], thick)

    def test_ghostscript_and_librsvg_draw_the_pngs_dashes(self):
        requires_tool("gs")
        requires_tool("rsvg-convert")
        maze = build(MazeSpec(16, 12, "kruskal", seed=3, braid=10))
        folder = tempfile.mkdtemp(prefix="mazetk-dash-")
        self.addCleanup(shutil.rmtree, folder, True)
        eps_path, svg_path = os.path.join(folder, "m.eps"), os.path.join(folder, "m.svg")
        out_path = os.path.join(folder, "out.png")
        for style in (Style(solution_style="dashed"),
                      Style(cell=9, wall=3, solution_style="dashed"),
                      Style(look="blocks", cell=7, margin=3, solution_style="dashed")):
            sc = scene.build(maze, style, show_solution=True)
            w, h, want = read_png(export.png(sc))
            with open(eps_path, "wb") as f:
                f.write(export.eps(sc))
            subprocess.run(["gs", "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-dEPSCrop",
                            "-sDEVICE=png16m", "-r%g" % (72.0 / export.print_scale(sc)),
                            "-dGraphicsAlphaBits=1", "-sOutputFile=" + out_path, eps_path],
                           check=True)
            with open(out_path, "rb") as f:
                _, _, got = read_png(f.read())
            self.assertEqual(sum(1 for y in range(h) for x in range(w)
                                 if got[y][x] != want[y][x]), 0, ("eps", style))
            with open(svg_path, "wb") as f:
                f.write(export.svg(sc))
            subprocess.run(["rsvg-convert", svg_path, "-o", out_path], check=True)
            with open(out_path, "rb") as f:
                _, _, got = read_png(f.read())
            self.assertEqual(sum(1 for y in range(h) for x in range(w)
                                 if got[y][x][:3] != want[y][x]), 0, ("svg", style))


class HeatLegendTest(unittest.TestCase):
    """Issue 13: a heat map's legend is in every file; none without a heat map."""

    def test_every_file_holds_the_legend(self):
        from mazetk.analysis import heat_of
        from mazetk.solve import distances
        for spec in (MazeSpec(10, 7, seed=2), MazeSpec(8, 6, seed=2, shape="hex"),
                     MazeSpec(5, seed=2, shape="circle")):
            maze = build(spec)
            far = max(distances(maze.grid, maze.start))
            for heat in (False, True):
                sc = scene.build(maze, Style(), cells=heat_of(maze) if heat else None)
                with self.subTest(spec=spec, heat=heat):
                    root = ET.fromstring(export.svg(sc))
                    labels = [p.get("aria-label") for p in root.iter()
                              if p.get("aria-label")]
                    groups = {g.get("id") for g in root.iter("{http://www.w3.org/2000/svg}g")}
                    _, height, rows = read_png(export.png(sc))
                    below = {px for row in rows[int(sc.maze_box[3]) + 1:] for px in row}
                    if not heat:
                        self.assertEqual(labels, [])
                        self.assertNotIn("legend", groups)
                        self.assertEqual(below, {WHITE})
                        continue
                    self.assertEqual(labels[0], "steps from the start")
                    self.assertEqual((labels[1], labels[-1]), ("0", str(far)))
                    self.assertIn("legend", groups)
                    self.assertEqual(height, sc.height)
                    # the ramp's pale and deep ends and ink for the words
                    self.assertIn(hexrgb(palette_ramp(0.0)), below)
                    self.assertIn(hexrgb(palette_ramp(1.0)), below)
                    self.assertIn(BLACK, below)
                    self.assertIn("1 setlinecap 1 setlinejoin", export.eps(sc).decode("latin-1"))
                    self.assertNotIn(b"/Font", export.pdf(sc))


def palette_ramp(t):
    from mazetk.scene.palette import ramp
    return ramp("default", t)


class TitleTest(unittest.TestCase):
    """A title is drawn as strokes of the stroke font in every picture: ink
    in the PNG's title band, paths in the SVG and EPS, no font in the PDF."""

    def band_ink(self, maze, style):
        sc = scene.build(maze, style, lazy=True)
        width, height, rows = read_png(export.png(sc))
        background = hexrgb(style.validate().background)
        top = sc.maze_box[1]  # the title band lies above the maze's box
        ink = [(x, y) for y in range(int(top) - style.wall) for x in range(width)
               if rows[y][x] != background]
        return sc, width, ink

    def test_the_png_title_band_has_ink_where_the_title_is(self):
        shapes = [MazeSpec(12, 8, "prim", seed=2), MazeSpec(9, 7, seed=2, shape="hex"),
                  MazeSpec(5, seed=2, shape="circle")]
        for spec in shapes:
            maze = build(spec)
            for style in (Style(title="Week 3: Maze 7"), Style(title="AB", cell=6, wall=1),
                          Style(title="Mazes for the whole class, every day of the week"),
                          Style(title="T", look="blocks", cell=8)):
                if spec.shape != "square" and style.look == "blocks":
                    continue
                with self.subTest(shape=spec.shape, style=style):
                    sc, width, ink = self.band_ink(maze, style)
                    self.assertGreater(len(ink), 10)
                    xs = [x for x, y in ink]
                    ys = [y for x, y in ink]
                    # centred, inside the picture, within the band below the top margin
                    self.assertLessEqual(abs(min(xs) - (width - 1 - max(xs))), 3)
                    self.assertGreater(min(xs), 0)
                    self.assertGreaterEqual(min(ys), style.margin - 2)
                    title = [t for t in sc.items if isinstance(t, scene.Text)]
                    self.assertEqual(len(title), 1)
                    self.assertLessEqual(abs((min(ys) + max(ys)) / 2.0 - title[0].y),
                                         title[0].size * 0.3)
                    plain = replace(style, title="")
                    self.assertEqual(self.band_ink(maze, plain)[2], [])  # no title, no ink

    def test_png_title_ink_is_the_title_colour(self):
        maze = build(MazeSpec(10, 6, seed=1))
        style = Style(title="Hi", wall_color="#123456")
        sc = scene.build(maze, style)
        palette, pixels = export.rasterise(scene.Scene(sc.width, sc.height, sc.background,
                                                       sc.items, sc.maze_box))
        band = pixels[:style.margin * sc.width + int(scene.title_band(style)) * sc.width]
        self.assertEqual({palette[i] for i in band}, {"#ffffff", "#123456"})

    def test_vector_titles_are_strokes(self):
        maze = build(MazeSpec(8, 6, seed=5))
        for spec in (MazeSpec(8, 6, seed=5), MazeSpec(6, 5, seed=5, shape="hex")):
            sc = scene.build(build(spec), Style(title="A & <b>"))
            svg = ET.fromstring(export.svg(sc))
            self.assertEqual(list(svg.iter("{http://www.w3.org/2000/svg}text")), [])
            title, = [g for g in svg.iter("{http://www.w3.org/2000/svg}g")
                      if g.get("id") == "title"]
            path, = title
            self.assertEqual(path.get("aria-label"), "A & <b>")
            self.assertGreaterEqual(path.get("d").count("M"), 6)  # A: 2, &: 1, <: 1, b: 2
            eps = export.eps(sc).decode("latin-1")
            self.assertNotIn("findfont", eps)
            self.assertIn("1 setlinecap 1 setlinejoin", eps)
        data = export.pdf([scene.build(maze, Style(title="Zoë")), scene.build(maze)],
                          captions=["Name: ______    Date: ______"])
        self.assertNotIn(b"/Font", data)
        content = zlib.decompress(re.findall(rb"stream\n(.*?)\nendstream", data, re.S)[0])
        self.assertNotIn(b"BT", content)
        self.assertIn(b" l\nS\n", content)  # stroked

    def test_pdffonts_lists_none(self):
        requires_tool("pdffonts")
        requires_tool("pdftoppm")
        folder = tempfile.mkdtemp(prefix="mazetk-fonts-")
        self.addCleanup(shutil.rmtree, folder, True)
        maze = build(MazeSpec(10, 7, seed=2))
        path = os.path.join(folder, "w.pdf")
        with open(path, "wb") as f:
            f.write(export.pdf([scene.build(maze, Style(title="Maze 1")),
                                scene.build(maze, Style(title="Maze 1"), show_solution=True)],
                               captions=["Name: ________    Date: ______", ""]))
        listed = subprocess.run(["pdffonts", path], stdout=subprocess.PIPE, check=True,
                                universal_newlines=True).stdout.strip().splitlines()
        self.assertEqual(len(listed), 2, listed)  # the heading and its rule only
        subprocess.run(["pdftoppm", "-r", "30", "-f", "1", "-l", "1", "-png", path,
                        os.path.join(folder, "p")], check=True)
        page, = [p for p in os.listdir(folder) if p.startswith("p")]
        with open(os.path.join(folder, page), "rb") as f:
            width, height, rows = read_png(f.read())
        # the caption: ink in the top inch, centred on the page
        ink = [x for y in range(height // 11) for x in range(width) if rows[y][x] != WHITE]
        self.assertGreater(len(ink), 20)
        self.assertLessEqual(abs(min(ink) - (width - 1 - max(ink))), 3)

    def test_cli_solution_pdf_has_no_font(self):
        maze = build(MazeSpec(6, 5, seed=1))
        parts = dict(export.render_parts(maze, ["pdf"], solution=True,
                                         style=Style(title="Key")))
        data = b"".join(parts[".pdf"]())
        self.assertNotIn(b"/Font", data)
        self.assertEqual(data.count(b"/Type /Page "), 2)


if __name__ == "__main__":
    unittest.main()
