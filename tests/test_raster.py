"""Scene -> pixels -> PNG: pixel-exact walls, the fast path from the passage
bits, the one PNG encoder, text as 1-bit pixels, PPM strips for the window."""

import itertools
import struct
import unittest
import unittest.mock

from mazetk import export, scene
from mazetk.export import raster
from mazetk.maze import build
from mazetk.scene import Rect, Scene, Style, Text
from mazetk.spec import MazeSpec

from .pngread import read_png
from .test_scene import expected_walls

WHITE, BLACK, RED = (255, 255, 255), (0, 0, 0), (224, 0, 0)


def hexrgb(colour):
    return tuple(bytes.fromhex(colour[1:]))


def chunk_tags(data):
    """The tags of a PNG's chunks, in order."""
    pos, tags = 8, []
    while pos < len(data):
        length, tag = struct.unpack(">I4s", data[pos:pos + 8])
        tags.append(tag)
        pos += 12 + length
    return tags


class PngTest(unittest.TestCase):
    def check_lines_png(self, maze, style):
        sc = scene.build(maze, style)
        width, height, rows = read_png(export.png(sc))
        self.assertEqual((width, height), (sc.width, sc.height))
        g, size, t, m = maze.grid, style.cell, style.wall, style.margin
        inner = (size - t) // 2
        walls = expected_walls(maze)
        for r in range(g.rows):
            for c in range(g.cols):
                cell = g.cell(r, c)
                x = m + c * size + t + inner
                y = m + r * size + t + inner
                expect = WHITE
                # the start's marker is filled; the goal's is a ring (issue 13:
                # never by colour alone), so its centre shows the background
                if sc.layer("markers") and cell == maze.start:
                    expect = hexrgb(style.start_color)
                self.assertEqual(rows[y][x], expect, "centre of %s" % ((r, c),))
                # west wall midpoint, and east of the last column
                wx = m + c * size + t // 2
                self.assertEqual(rows[y][wx], WHITE if g.is_open(cell, 3) else BLACK)
                ny = m + r * size + t // 2
                self.assertEqual(rows[ny][x], WHITE if g.is_open(cell, 0) else BLACK)
                if c == g.cols - 1:
                    ex = m + g.cols * size + t // 2
                    self.assertEqual(rows[y][ex], WHITE if g.is_open(cell, 1) else BLACK)
                if r == g.rows - 1:
                    sy = m + g.rows * size + t // 2
                    self.assertEqual(rows[sy][x], WHITE if g.is_open(cell, 2) else BLACK)
                # a grid corner is wall when any wall meets there
                touching = {(r, c - 1, "N"), (r, c, "N"), (r - 1, c, "W"), (r, c, "W")}
                self.assertEqual(rows[ny][wx], BLACK if touching & walls else WHITE)

    def test_walls_pixel_exact(self):
        for seed, style in ((1, Style()), (2, Style(cell=7, wall=1, margin=3)),
                            (3, Style(cell=12, wall=5, margin=0)), (4, Style(cell=4, wall=1, margin=0))):
            maze = build(MazeSpec(17, 11, "wilson", seed=seed, endpoints="random", braid=15))
            self.check_lines_png(maze, style)

    def test_blocks_pixel_exact(self):
        from mazetk.files.mazefile import matrix_lines
        maze = build(MazeSpec(9, 6, "division", seed=5))
        style = Style(look="blocks", cell=6, margin=2)
        width, height, rows = read_png(export.png(scene.build(maze, style)))
        for i, line in enumerate(matrix_lines(maze)):
            for j, token in enumerate(line):
                pixel = rows[2 + i * 6 + 3][2 + j * 6 + 3]
                if token == ord("0"):
                    self.assertEqual(pixel, BLACK)
                elif token == ord("1"):
                    self.assertEqual(pixel, WHITE)

    def test_solution_is_red_along_the_path(self):
        maze = build(MazeSpec(12, 9, "prim", seed=8))
        style = Style()
        _, _, rows = read_png(export.png(scene.build(maze, style, show_solution=True)))
        centre = style.margin + style.wall + (style.cell - style.wall) // 2
        path = set(maze.solve("bfs").path)
        for cell in range(maze.grid.n):
            r, c = divmod(cell, maze.cols)
            pixel = rows[centre + r * style.cell][centre + c * style.cell]
            if cell == maze.start:  # its filled square lies over the way
                self.assertEqual(pixel, hexrgb(style.start_color))
                continue
            self.assertEqual(pixel == RED, cell in path, (r, c))

    def test_bit_depth_follows_the_colours(self):
        maze = build(MazeSpec(30, 30, seed=1))
        plain = export.png(scene.build(maze, Style(cell=4, wall=1)))
        self.assertEqual(plain[24], 1)  # IHDR bit depth: black and white
        solved = export.png(scene.build(maze, Style(), show_solution=True))
        self.assertEqual(solved[24], 4)  # 4 colours + background: 4 bits
        self.assertEqual(solved[25], 3)  # palette


class FastRasterTest(unittest.TestCase):
    """A maze's PNG is drawn straight from its passage bits (lines look) or
    matrix (blocks look); its pixels must be exactly those the general
    rasteriser gives the Scene."""

    def general(self, sc):
        copy = scene.Scene(sc.width, sc.height, sc.background, sc.items, sc.maze_box)
        return export.rasterise(copy)  # no source: record by record

    def test_pixels_match_the_general_rasteriser(self):
        sizes = [(1, 1), (1, 6), (5, 1), (4, 3), (13, 9)]
        algorithms = ["backtracker", "kruskal", "division", "binary-tree"]
        looks = [dict(cell=c, wall=w, margin=m) for c, w, m in
                 [(2, 1, 0), (3, 1, 2), (4, 1, 0), (4, 3, 1), (7, 2, 5), (16, 2, 16),
                  (9, 4, 3), (30, 11, 0)]]
        looks += [dict(look="blocks", cell=c, margin=m) for c, m in [(2, 0), (5, 3), (16, 16)]]
        count = 0
        for (cols, rows), seed, look, solved in itertools.product(
                sizes, range(3), looks, (False, True)):
            algorithm = algorithms[(seed + cols) % len(algorithms)]
            maze = build(MazeSpec(cols, rows, algorithm, seed=seed, braid=25 * seed))
            title = "t" if seed == 1 else ""
            colours = {} if seed != 2 else dict(start_color="#000000", goal_color="#ffffff")
            style = Style(title=title, **dict(look, **colours))
            with self.subTest(size=(cols, rows), seed=seed, style=style, solved=solved):
                sc = scene.build(maze, style, show_solution=solved)
                palette, pixels = self.general(sc)
                width, height, fast_palette, rows_ = export.maze_rows(maze, style, solved)
                self.assertEqual((width, height), (sc.width, sc.height))
                self.assertEqual(fast_palette, palette)
                self.assertEqual(b"".join(rows_), bytes(pixels))
                count += 1
        self.assertEqual(count, len(sizes) * 3 * len(looks) * 2)

    def test_png_files_read_back_the_same(self):
        maze = build(MazeSpec(21, 14, "prim", seed=8, braid=40))
        for style in (Style(), Style(cell=5, wall=1, margin=0, title="x"),
                      Style(look="blocks", cell=6)):
            for solved in (False, True):
                lazy = scene.build(maze, style, show_solution=solved, lazy=True)
                eager = scene.build(maze, style, show_solution=solved)
                palette, pixels = self.general(eager)
                want = export.png_from_pixels(eager.width, eager.height, palette, pixels)
                self.assertEqual(read_png(export.png(lazy)), read_png(want))
                self.assertEqual(read_png(b"".join(export.iter_png(eager))), read_png(want))

    def test_png_streams_in_chunks_without_the_whole_picture(self):
        maze = build(MazeSpec(300, 200, "backtracker", seed=1))
        sc = scene.build(maze, Style(cell=7, wall=2), lazy=True)
        with unittest.mock.patch.object(raster, "rasterise",
                                        side_effect=AssertionError("whole picture")):
            data = b"".join(export.iter_png(sc))
        width, height, rows = read_png(data)
        self.assertEqual((width, height), (sc.width, sc.height))
        # Uncompressed, the data goes out in IDAT chunks of about 256 KB.
        w, h, palette, pixel_rows = export.maze_rows(maze, Style(cell=7, wall=2))
        chunks = list(export.iter_png_rows(w, h, palette, pixel_rows, level=0))
        self.assertGreaterEqual(len(chunks), 4)  # header, two IDAT or more, IEND
        self.assertLess(max(len(c) for c in chunks), 300 * 1024)
        self.assertEqual(read_png(b"".join(chunks)), (width, height, rows))


class EncoderTest(unittest.TestCase):
    """One PNG encoder: png_from_pixels is iter_png_rows of the pixels' rows."""

    def test_pixels_read_back_at_every_bit_depth(self):
        for count, depth in ((2, 1), (3, 2), (4, 2), (9, 4), (16, 4), (17, 8), (256, 8)):
            palette = ["#%02x%02x%02x" % (i, 255 - i, (7 * i) % 256) for i in range(count)]
            width, height = 13, 5  # rows that do not end on a byte
            pixels = bytearray((x * 3 + y * 5) % count for y in range(height)
                               for x in range(width))
            data = export.png_from_pixels(width, height, palette, pixels)
            self.assertEqual(data[24], depth)
            w, h, rows = read_png(data)
            self.assertEqual((w, h), (width, height))
            for y in range(height):
                self.assertEqual(rows[y], [hexrgb(palette[pixels[y * width + x]])
                                           for x in range(width)], (count, y))
            rows_iter = (pixels[y * width:(y + 1) * width] for y in range(height))
            self.assertEqual(b"".join(export.iter_png_rows(width, height, palette, rows_iter)),
                             data)

    def test_more_than_256_colours_is_refused(self):
        palette = ["#%06x" % i for i in range(257)]
        with self.assertRaisesRegex(ValueError, "256 colours"):
            export.png_from_pixels(2, 1, palette, bytearray(2))

    def test_a_big_picture_goes_out_in_several_idat_chunks(self):
        width, height = 1200, 700
        pixels = bytearray(bytes(range(256)) * (width * height // 256 + 1))[:width * height]
        palette = ["#%02x0000" % i for i in range(256)]
        data = export.png_from_pixels(width, height, palette, pixels, level=0)
        tags = chunk_tags(data)
        self.assertEqual((tags[0], tags[1], tags[-1]), (b"IHDR", b"PLTE", b"IEND"))
        self.assertGreater(tags.count(b"IDAT"), 1)
        self.assertEqual(read_png(data)[:2], (width, height))

    def test_too_big_a_picture_is_refused_before_any_work(self):
        with self.assertRaisesRegex(ValueError, "smaller cell size"):
            export.check_pixels(70000, 10)
        with self.assertRaisesRegex(ValueError, "million pixels"):
            export.check_pixels(20000, 20000)
        export.check_pixels(1000, 1000)  # fine


class StripsTest(unittest.TestCase):
    def test_ppm_strips_cover_the_picture_in_rows(self):
        palette = ["#ffffff", "#102030"]
        width, height = 5, 300
        pixels = bytearray((x + y) % 2 for y in range(height) for x in range(width))
        strips = list(export.ppm_strips(width, height, palette, pixels, rows=128))
        self.assertEqual([y for y, _ in strips], [0, 128, 256])
        y, data = strips[2]
        header = b"P6 5 44 255\n"
        self.assertTrue(data.startswith(header))
        body = data[len(header):]
        self.assertEqual(len(body), 5 * 44 * 3)
        first = pixels[256 * width]
        self.assertEqual(body[:3], bytes.fromhex(palette[first][1:]))


class RasteriseTest(unittest.TestCase):
    def test_a_lazy_scene_with_a_heat_map_rasterises_as_the_held_one(self):
        from mazetk import analysis
        maze = build(MazeSpec(9, 7, seed=3))
        heat = analysis.heat_of(maze, "default")
        for look in ("lines", "blocks"):
            lazy = scene.build(maze, Style(look=look), cells=heat, lazy=True)
            held = scene.build(maze, Style(look=look), cells=heat)
            self.assertEqual(export.rasterise(lazy), export.rasterise(held))
            self.assertEqual(export.png(lazy), export.png(held))

    def test_a_pixel_is_drawn_when_its_centre_is_inside(self):
        # [0.5, 3.5) holds the centres 0.5, 1.5 and 2.5; [1, 2) only 1.5
        sc = Scene(6, 4, "#ffffff", [Rect(0.5, 1.0, 3.5, 2.0, "#000000", "walls")], (0, 0, 6, 4))
        palette, pixels = export.rasterise(sc)
        self.assertEqual(palette, ["#ffffff", "#000000"])
        rows = [list(pixels[y * 6:(y + 1) * 6]) for y in range(4)]
        self.assertEqual(rows, [[0] * 6, [1, 1, 1, 0, 0, 0], [0] * 6, [0] * 6])

    def test_sloped_lines_cannot_be_rasterised_in_one_bit(self):
        sc = Scene(6, 6, "#ffffff", [scene.Line(0, 0, 5, 5, 1, "#000000", "walls")], (0, 0, 6, 6))
        with self.assertRaisesRegex(ValueError, "horizontal and vertical"):
            export.rasterise(sc)


class TextBoxesTest(unittest.TestCase):
    def test_text_boxes_follow_the_strokes(self):
        item = Text(50.0, 20.0, "I", 20, "#000000", "title")
        boxes = raster.text_boxes(item)
        # a capital I: a stem and two bars, 2 px pens, 20 px tall
        ys = sorted({b[1] for b in boxes})
        self.assertEqual((ys[0], ys[-1]), (9, 30))
        self.assertTrue(all(b[3] == b[1] + 1 and b[0] < b[2] for b in boxes))
        stem = [b for b in boxes if b[1] == 20]
        self.assertEqual(stem, [(49, 20, 51, 21)])
        wide = raster.text_boxes(Text(50.0, 20.0, "W" * 40, 20, "#000000", "t"), 100)
        self.assertLessEqual(max(b[2] for b in wide) - min(b[0] for b in wide), 100)


if __name__ == "__main__":
    unittest.main()
