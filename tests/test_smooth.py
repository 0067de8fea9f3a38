"""The anti-aliased painter for sloped walls: coverage is right, bands join, colours mix."""

import math
import random
import unittest

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


if __name__ == "__main__":
    unittest.main()
