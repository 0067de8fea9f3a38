"""The anti-aliased painter for sloped walls: coverage is right, bands join, colours mix."""

import math
import random
import unittest
from unittest import mock

from mazetk.export import smooth
from mazetk.export.raster import png_from_pixels

from .pngread import read_png


def coverage_of(palette, pixels, colour="#000000"):
    """Coverage 0..1 of each pixel, read back from the mixed palette (white below)."""
    level = []
    for entry in palette:
        level.append(1.0 - int(entry[1:3], 16) / 255.0)
    return [level[p] for p in pixels]


class CoverageTest(unittest.TestCase):
    def test_total_coverage_matches_the_area_of_the_stroke(self):
        rng = random.Random(5)
        for _ in range(40):
            x0, y0 = rng.uniform(10, 90), rng.uniform(10, 90)
            x1, y1 = rng.uniform(10, 90), rng.uniform(10, 90)
            width = rng.choice([1, 2, 3, 5])
            palette, pixels = smooth.render(100, 100, "#ffffff",
                                            strokes=[("#000000", width, [[(x0, y0), (x1, y1)]])])
            got = sum(coverage_of(palette, pixels))
            length = math.hypot(x1 - x0, y1 - y0)
            want = width * length + math.pi * (width / 2.0) ** 2
            self.assertAlmostEqual(got, want, delta=0.06 * want + 1.0)

    def test_a_pixel_aligned_wall_is_crisp(self):
        palette, pixels = smooth.render(40, 40, "#ffffff",
                                        strokes=[("#000000", 2, [[(10, 20), (30, 20)]])])
        cov = coverage_of(palette, pixels)
        for x in range(12, 29):  # away from the round ends
            self.assertEqual([cov[y * 40 + x] for y in (18, 19, 20, 21)], [0, 1, 1, 0])

    def test_a_wall_crossing_many_bands_is_unbroken(self):
        height = smooth.BAND * 5 + 7
        palette, pixels = smooth.render(20, height, "#ffffff",
                                        strokes=[("#000000", 4, [[(10, 2), (10, height - 2)]])])
        cov = coverage_of(palette, pixels)
        for y in range(4, height - 4):
            self.assertEqual(cov[y * 20 + 9], 1.0, y)
            self.assertEqual(cov[y * 20 + 14], 0.0, y)

    def test_strokes_past_the_edges_are_clipped(self):
        palette, pixels = smooth.render(30, 30, "#ffffff", strokes=[
            ("#000000", 3, [[(-20, -20), (50, 50)], [(-5, 15), (35, 15)], [(15, -9), (15, 40)]])])
        self.assertEqual(len(pixels), 900)
        cov = coverage_of(palette, pixels)
        self.assertEqual(cov[15 * 30 + 0], 1.0)
        self.assertEqual(cov[0 * 30 + 15], 1.0)

    def test_fills_and_layers_mix_in_order(self):
        square = [(5, 5), (35, 5), (35, 35), (5, 35)]
        palette, pixels = smooth.render(40, 40, "#ffffff", fills=[("#00ff00", square)], strokes=[
            ("#ff0000", 4, [[(20, 0), (20, 40)]]), ("#000000", 2, [[(0, 30), (40, 30)]])])
        colour = lambda x, y: palette[pixels[y * 40 + x]]  # noqa: E731
        self.assertEqual(colour(1, 1), "#ffffff")
        self.assertEqual(colour(10, 10), "#00ff00")
        self.assertEqual(colour(20, 10), "#ff0000")   # the solution over the fill
        self.assertEqual(colour(20, 30), "#000000")   # the wall over the solution
        self.assertEqual(colour(10, 30), "#000000")
        self.assertLessEqual(len(palette), 256)

    def test_strokes_of_one_colour_share_a_layer(self):
        # walls, a legend's words and a title in one ink: one layer of greys,
        # so a heat map's 48 shades still fit beside the way (issue 13)
        fills = [("#%02x8000" % (i * 5), [(i, 0), (i + 1, 0), (i + 1, 5), (i, 5)])
                 for i in range(50)]
        ink = [("#000000", 2, [[(0, 10), (60, 12)]]), ("#000000", 1, [[(3, 0), (5, 20)]]),
               ("#000000", 3, [[(30, 20), (30, 30)]])]
        way = [("#ff0000", 3, [[(0, 25), (60, 25)]])]
        palette, pixels = smooth.render(60, 30, "#ffffff", fills=fills, strokes=ink + way)
        self.assertLessEqual(len(palette), 256)
        one, _ = smooth.render(60, 30, "#ffffff", fills=fills, strokes=ink[:1] + way)
        self.assertEqual(len(palette), len(one))
        colour = lambda x, y: palette[pixels[y * 60 + x]]  # noqa: E731
        self.assertEqual(colour(30, 25), "#ff0000")  # the way above the ink it crosses
        self.assertEqual(colour(30, 22), "#000000")
        self.assertEqual(colour(20, 10), "#000000")

    def test_a_dashed_polyline_is_painted_as_its_dashes(self):
        from mazetk.scene import Polyline, Scene
        line = Polyline(((5.0, 10.0), (95.0, 10.0)), 4, "#000000", "solution", (10.0, 10.0))
        sc = Scene(100, 20, "#ffffff", [line], (0, 0, 100, 20))
        sc.smooth = True
        palette, pixels = smooth.scene_pixels(sc)
        row = [palette[pixels[10 * 100 + x]] == "#000000" for x in range(100)]
        # dashes 10 long from x = 5, round caps 2 px beyond each end
        for x in range(5, 95):
            phase = (x + 0.5 - 5) % 20
            if 0.5 < phase < 9.5:
                self.assertTrue(row[x], x)
            elif 12.5 < phase < 17.5:
                self.assertFalse(row[x], x)

    def test_the_palette_stays_within_256_colours(self):
        fills = [("#%02x%02x00" % (i * 16, 255 - i * 16), [(i, 0), (i + 1, 0), (i + 1, 5), (i, 5)])
                 for i in range(14)]
        palette, pixels = smooth.render(20, 20, "#ffffff", fills=fills, strokes=[
            ("#ff0000", 2, [[(0, 10), (20, 12)]]), ("#000000", 1, [[(3, 0), (5, 20)]])])
        self.assertLessEqual(len(palette), 256)
        self.assertLess(max(pixels), len(palette))

    def test_the_png_reads_back(self):
        palette, pixels = smooth.render(64, 48, "#ffffff",
                                        strokes=[("#000000", 2, [[(3, 3), (60, 40), (10, 45)]])])
        width, height, rows = read_png(png_from_pixels(64, 48, palette, pixels))
        self.assertEqual((width, height), (64, 48))
        for y in range(48):
            for x in range(64):
                want = tuple(int(palette[pixels[y * 64 + x]][i:i + 2], 16) for i in (1, 3, 5))
                self.assertEqual(rows[y][x], want)


def reference_coverage(width, height, line_width, lines, ss=smooth.SS, levels=10):
    """The coverage painted the plain way: every segment cut to the box,
    snapped, its capsule's samples set one by one, then counted a pixel at
    a time.  The painter must give exactly this, however it cuts the work."""
    half = line_width * ss / 2.0
    reach = int(math.ceil(line_width))
    lift = reach * ss
    samples = [bytearray(width * ss) for _ in range(height * ss)]
    for points in lines:
        for seg in zip(points, points[1:]):
            seg = smooth._clip(seg, -reach, -reach, width + reach, height + reach)
            if seg is None:
                continue
            (ax, ay), (bx, by) = [(int((x + reach) * ss + 0.5), int((y + reach) * ss + 0.5))
                                  for x, y in seg]
            for dy, a, b in smooth._capsule_spans((bx - ax, by - ay, (ay - lift) & 1), half):
                y = ay - lift + dy
                if 0 <= y < height * ss:
                    for x in range(max(0, ax - lift + a), min(width * ss, ax - lift + b)):
                        samples[y][x] = 1
    full = ss * ss
    out = bytearray()
    for py in range(height):
        for px in range(width):
            count = sum(samples[py * ss + j][px * ss + i] for j in range(ss) for i in range(ss))
            out.append(int(count * (levels - 1) / full + 0.5))
    return bytes(out)


def lattice(dx, dy, cols, rows, step_x, step_y, x0=2.3, y0=1.7):
    """``cols * rows`` copies of one segment: enough uses of one shape for the
    painter to cut it along the wall rather than a row at a time."""
    return [[(x0 + i * step_x, y0 + j * step_y), (x0 + i * step_x + dx, y0 + j * step_y + dy)]
            for i in range(cols) for j in range(rows)]


class PainterTest(unittest.TestCase):
    """The fast painter (shapes sorted, bands, strided runs) against the plain one."""

    def check(self, width, height, line_width, lines):
        got = smooth._coverage(width, height, line_width, lines, smooth.SS, 10)
        want = reference_coverage(width, height, line_width, lines)
        self.assertEqual(len(got), width * height)
        if got != want:
            bad = [i for i in range(len(got)) if got[i] != want[i]]
            self.fail("%d pixels differ, first at %s" % (len(bad), divmod(bad[0], width)))

    def test_random_polylines_of_every_width(self):
        rng = random.Random(11)
        for line_width in (1, 1.0, 1.5, 2, 3, 4.5):
            lines = []
            for _ in range(25):
                x, y = rng.uniform(-12, 72), rng.uniform(-12, 82)
                points = [(x, y)]
                for _ in range(rng.randint(1, 5)):
                    x, y = x + rng.uniform(-15, 15), y + rng.uniform(-15, 15)
                    points.append((x, y))
                lines.append(points)
            with self.subTest(width=line_width):
                self.check(60, 70, line_width, lines)
        with mock.patch.object(smooth, "CHUNK", 7):  # lines snapped a few at a time
            self.check(60, 70, 2, lines)

    def test_shapes_used_many_times_are_cut_along_the_wall(self):
        # hex-like slopes, upright, 45 degrees, flat: each shape 240 times
        for dx, dy in ((-3, 5.2), (3, 5.2), (0, 7), (5, 5), (-5, 5), (6, 0), (1, 9)):
            lines = lattice(dx, dy, 12, 20, 9, 8)
            with self.subTest(segment=(dx, dy)):
                self.check(110, 160, 2, lines)

    def test_stamps_that_start_above_or_below_the_picture(self):
        # within the 3 px the painter keeps around the picture: nothing is cut
        lines = lattice(4, 6, 10, 3, 8, 40, y0=-2.5) + [[(5, 92.5), (30, 80)], [(-2, 30), (2, 10)]]
        with mock.patch.object(smooth, "_cut_segments", side_effect=AssertionError("cut")):
            self.check(80, 90, 3, lines)
        # further out: cut
        self.check(80, 90, 3, lines + [[(40, 95), (50, 60)]])

    def test_lines_that_leave_the_picture_are_cut(self):
        lines = [[(-30, 10), (90, 50)], [(20, -40), (25, 140)], [(-5, -5), (3, 4), (70, 95)]]
        self.check(64, 64, 2, lines)

    def test_polylines_may_come_in_any_sequence(self):
        lines = [[(2, 2), (15, 15)], [(3, 17), (17, 3)]]
        want = smooth.render(20, 20, "#ffffff", strokes=[("#000000", 2, lines)])
        for kind in (tuple, iter):
            self.assertEqual(smooth.render(20, 20, "#ffffff",
                                           strokes=[("#000000", 2, kind(lines))]), want)

    def test_empty_and_one_point_polylines_draw_nothing(self):
        for lines in ([[]], [[(5, 5)]], [[], [(3, 4)], []]):
            palette, pixels = smooth.render(10, 10, "#ffffff", strokes=[("#000000", 2, lines)])
            self.assertEqual(set(palette[p] for p in pixels), {"#ffffff"}, lines)
        self.check(20, 20, 2, [[], [(3, 3), (15, 12)], [(4, 4)]])

    def test_runs_cover_exactly_the_samples_of_a_stamp(self):
        stride = 1000
        for key in ((-9, 16, 0), (9, 16, 1), (0, 21, 0), (15, 15, 1), (-18, 0, 0), (4, 7, 1)):
            spans = smooth._capsule_spans(key, 3.0)
            want = sorted((y + 50) * stride + x + 500 for y, a, b in spans for x in range(a, b))
            _, _, fewest = smooth._fewest(spans)
            for dr, dc in smooth.STEPS:
                runs = smooth._runs(spans, stride, dr, dc)
                got = sorted(i + 50 * stride + 500 for start, stop, step, ones in runs
                             for i in range(start, stop, step))
                self.assertEqual(got, want, (key, dr, dc))
                self.assertGreaterEqual(len(runs), fewest, (key, dr, dc))
                for start, stop, step, ones in runs:
                    self.assertEqual(len(ones), len(range(start, stop, step)))


class KeptShapesTest(unittest.TestCase):
    """Issue 21: the wall shapes kept for the next picture are bounded by
    the memory they hold, not only by their number: many pictures of
    circle mazes at many zooms (thousands of shapes, each long) no longer
    stay for the rest of a session."""

    def test_the_kept_shapes_hold_no_more_than_their_budget(self):
        import gc
        import tracemalloc
        smooth._capsule_spans.cache_clear()
        self.addCleanup(smooth._capsule_spans.cache_clear)
        with mock.patch.object(smooth, "KEPT_ROWS", 5000):
            gc.collect()
            tracemalloc.start()
            try:
                before = tracemalloc.get_traced_memory()[0]
                for dx in range(-60, 60):
                    for dy in range(20, 45):  # 3000 shapes of 30 to 50 rows
                        spans = smooth._capsule_spans((dx, dy, dx & 1), 2.0)
                        self.assertTrue(spans)
                del spans
                gc.collect()
                kept = tracemalloc.get_traced_memory()[0] - before
            finally:
                tracemalloc.stop()
        # 5000 rows are some 0.5 MB; all 3000 shapes were over 6 MB
        self.assertLess(kept, 1.5e6, "%.1f MB kept" % (kept / 1e6))

    def test_a_kept_shape_is_the_shape(self):
        smooth._capsule_spans.cache_clear()
        self.addCleanup(smooth._capsule_spans.cache_clear)
        with mock.patch.object(smooth, "KEPT_ROWS", 100):
            for key in ((-9, 16, 0), (9, 16, 1), (0, 21, 0), (-9, 16, 0), (15, 15, 1)):
                self.assertEqual(smooth._capsule_spans(key, 3.0),
                                 smooth._capsule_spans.__wrapped__(key, 3.0))


class SceneTest(unittest.TestCase):
    def test_a_solution_at_a_small_cell_size_is_painted(self):
        # the solution's width is 1.0 (a float) below 6 px cells
        from mazetk import scene
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        for shape in ("hex", "triangle", "circle", "upsilon"):
            maze = build(MazeSpec(6, 5, "backtracker", seed=3, shape=shape))
            style = scene.Style(cell=4)
            sc = scene.build(maze, style, show_solution=True)
            palette, pixels = smooth.scene_pixels(sc)
            self.assertEqual(len(pixels), sc.width * sc.height)
            self.assertIn(style.solution_color, [palette[p] for p in set(pixels)], shape)


if __name__ == "__main__":
    unittest.main()
