"""The TrueType reader: outlines of fonts built here and of installed ones,
and a clean FontError, in bounded work, for every damaged or hostile file."""

import os
import random
import struct
import unittest

from mazetk.fonts import truetype
from mazetk.fonts.truetype import FontError

from tests import fontbuild
from tests.fuzz import Work, mutate

#: Installed fonts the tests read when present (CI installs the first).
REAL = ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def area(contour):
    """Signed area, positive when the contour runs anticlockwise (y up)."""
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1)
               in zip(contour, contour[1:] + contour[:1])) / 2.0


def one(data):
    fonts = truetype.fonts_in(data=data)
    return fonts[0]


class OutlineTest(unittest.TestCase):
    def setUp(self):
        self.font = one(fontbuild.font(fontbuild.sample()))

    def test_a_ring_is_two_contours_winding_oppositely(self):
        advance, contours = self.font.outline("A")
        self.assertEqual(advance, 0.8)
        self.assertEqual(len(contours), 2)
        outer, inner = sorted(contours, key=lambda c: -abs(area(c)))
        self.assertAlmostEqual(abs(area(outer)), 0.6 * 0.6)
        self.assertAlmostEqual(abs(area(inner)), 0.3 * 0.3)
        self.assertLess(area(outer) * area(inner), 0)  # opposite windings
        self.assertEqual(min(x for x, _ in outer), 0.1)
        self.assertEqual(max(y for _, y in outer), 0.6)

    def test_a_quadratic_curve_is_flattened_onto_the_curve(self):
        advance, (contour,) = self.font.outline("B")
        self.assertEqual(advance, 1.0)
        self.assertGreater(len(contour), 3)
        for x, y in contour:
            # The curve from (0,0) over (0.5,1) to (1,0) is y = 2x(1-x).
            self.assertAlmostEqual(y, 2 * x * (1 - x), places=6)
        self.assertAlmostEqual(max(y for _, y in contour), 0.5)

    def test_a_composite_glyph_is_its_part_moved_and_scaled(self):
        _, ring = self.font.outline("A")
        advance, moved = self.font.outline("C")
        self.assertEqual(advance, 0.6)
        self.assertEqual(len(moved), 2)
        for a, b in zip(ring, moved):
            for (x, y), (u, v) in zip(a, b):
                self.assertAlmostEqual(u, x * 0.5 + 0.2)
                self.assertAlmostEqual(v, y * 0.5)

    def test_a_composite_that_holds_itself_is_refused(self):
        with Work() as work:
            with self.assertRaises(FontError):
                self.font.outline("D")
        self.assertLess(work.calls, 200000)

    def test_a_character_the_font_lacks(self):
        self.assertIsNone(self.font.outline("Z"))
        self.assertFalse(self.font.has("Z"))
        self.assertTrue(self.font.has("A"))

    def test_cmap_format_12_reaches_beyond_the_bmp(self):
        glyphs = [("\U0001f600", 900, fontbuild.ring()), ("x", 500, fontbuild.ring())]
        font = one(fontbuild.font(glyphs, cmap12=True))
        self.assertEqual(font.outline("\U0001f600")[0], 0.9)
        self.assertEqual(font.outline("x")[0], 0.5)
        self.assertIsNone(font.outline("y"))

    def test_units_per_em_scale_the_outline(self):
        font = one(fontbuild.font(fontbuild.sample(), upm=2000))
        advance, contours = font.outline("A")
        self.assertEqual(advance, 0.4)
        self.assertEqual(max(y for c in contours for _, y in c), 0.3)

    def test_a_collection_holds_each_of_its_fonts(self):
        first = fontbuild.tables([("A", 700, fontbuild.ring())])
        second = fontbuild.tables([("B", 900, fontbuild.ring())])
        fonts = truetype.fonts_in(data=fontbuild.collection(first, second))
        self.assertEqual(len(fonts), 2)
        self.assertEqual(fonts[0].outline("A")[0], 0.7)
        self.assertIsNone(fonts[0].outline("B"))
        self.assertEqual(fonts[1].outline("B")[0], 0.9)

    def test_cff_and_other_files_are_not_usable(self):
        cff = fontbuild.sfnt(fontbuild.tables(fontbuild.sample()), version=b"OTTO")
        for data in (cff, b"", b"GIF89a" + b"\0" * 40, b"ttcf" + b"\0" * 8):
            with self.assertRaises(FontError):
                truetype.fonts_in(data=data)
        with self.assertRaises(FontError):
            truetype.fonts_in(path="/nonexistent/font.ttf")

    def test_a_font_without_a_needed_table_is_refused(self):
        tabs = fontbuild.tables(fontbuild.sample())
        for tag in (b"glyf", b"cmap", b"hmtx"):
            rest = dict(tabs)
            del rest[tag]
            with self.assertRaises(FontError) as caught:
                truetype.fonts_in(data=fontbuild.sfnt(rest))
            self.assertIn(tag.decode(), str(caught.exception))


class HostileTest(unittest.TestCase):
    """Damaged and hostile files: FontError only, in bounded work."""

    def read_all(self, data, chars):
        """Every outline of ``chars`` a possibly broken file gives."""
        try:
            fonts = truetype.fonts_in(data=data)
        except FontError as err:
            self.assertTrue(str(err))
            return
        for font in fonts:
            for ch in chars:
                try:
                    found = font.outline(ch)
                except FontError:
                    continue
                if found is not None:
                    advance, contours = found
                    self.assertGreaterEqual(advance, 0)
                    self.assertLessEqual(sum(map(len, contours)),
                                         truetype.MAX_POINTS * (truetype.CURVE_STEPS + 1))

    def test_fuzzed_built_fonts(self):
        rng = random.Random(23)
        plain = fontbuild.font(fontbuild.sample())
        wide = fontbuild.font(fontbuild.sample(), cmap12=True)
        ttc = fontbuild.collection(fontbuild.tables(fontbuild.sample()),
                                   fontbuild.tables(fontbuild.sample(), cmap12=True))
        for k in range(1500):
            data = mutate(rng, (plain, wide, ttc)[k % 3])
            with Work() as work:
                self.read_all(data, "ABCDZ")
            self.assertLess(work.calls, 300000)

    def test_fuzzed_installed_font(self):
        path = next((p for p in REAL if os.path.exists(p)), None)
        if path is None:
            self.skipTest("no installed font of %s" % (REAL,))
        with open(path, "rb") as f:
            data = f.read()
        rng = random.Random(8)
        for _ in range(40):
            # The header, directory and cmap are near the start: change there.
            cut = 200000
            mutated = mutate(rng, data[:cut]) + data[cut:]
            with Work() as work:
                self.read_all(mutated, "A\u9f99\u5e74")
            self.assertLess(work.calls, 3000000)

    def test_bombs_claiming_huge_counts(self):
        tabs = fontbuild.tables(fontbuild.sample())
        bombs = []
        # A collection of 2**31 fonts, a font of 65535 tables.
        bombs.append(b"ttcf" + struct.pack(">II", 0x10000, 2 ** 31) + b"\0" * 64)
        bombs.append(b"\x00\x01\x00\x00" + struct.pack(">HHHH", 65535, 0, 0, 0) + b"\0" * 64)
        # A table said to be 4 GB long.
        data = bytearray(fontbuild.sfnt(tabs))
        struct.pack_into(">I", data, 12 + 16 * sorted(tabs).index(b"glyf") + 12, 2 ** 32 - 1)
        bombs.append(bytes(data))
        # A glyph of 30000 contours and 65535 points; a huge cmap group count.
        huge = dict(tabs)
        glyph = struct.pack(">hhhhh", 30000, 0, 0, 1, 1) + struct.pack(">30000H",
                                                                      *range(30000))
        huge[b"glyf"] = glyph
        huge[b"loca"] = struct.pack(">6I", 0, 0, len(glyph), len(glyph), len(glyph), len(glyph))
        bombs.append(fontbuild.sfnt(huge))
        points = struct.pack(">hhhhhH", 1, 0, 0, 1, 1, 65534) + b"\0\0" + b"\x3f" * 10
        huge[b"glyf"] = points
        bombs.append(fontbuild.sfnt(huge))
        wide = fontbuild.tables(fontbuild.sample(), cmap12=True)
        cmap = bytearray(wide[b"cmap"])
        struct.pack_into(">I", cmap, 12 + 12, 2 ** 30)
        wide[b"cmap"] = bytes(cmap)
        bombs.append(fontbuild.sfnt(wide))
        for data in bombs:
            with Work() as work:
                self.read_all(data, "ABC")
            self.assertLess(work.calls, 300000)
        with self.assertRaises(FontError):
            truetype.fonts_in(data=bombs[0])
        with self.assertRaises(FontError) as caught:
            one(bombs[3]).outline("A")
        self.assertIn("too many points", str(caught.exception))


class InstalledFontTest(unittest.TestCase):
    def test_a_chinese_font_draws_long(self):
        path = REAL[0]
        if not os.path.exists(path):
            self.skipTest("fonts-wqy-microhei is not installed")
        fonts = truetype.fonts_in(path)
        self.assertGreaterEqual(len(fonts), 1)
        advance, contours = fonts[0].outline("\u9f99")  # 龙
        self.assertGreater(len(contours), 1)
        self.assertAlmostEqual(advance, 1.0, delta=0.1)
        xs = [x for c in contours for x, _ in c]
        ys = [y for c in contours for _, y in c]
        self.assertTrue(0 <= min(xs) < max(xs) <= advance)
        self.assertTrue(-0.2 < min(ys) < 0.1 and 0.6 < max(ys) < 1.0)


if __name__ == "__main__":
    unittest.main()
