"""Characters from installed fonts: where fonts are found, which one wins,
and that the strokes fill the outline (holes stay paper)."""

import os
import shutil
import tempfile
import unittest
from unittest import mock

from mazetk.fonts import fallback

from tests import fontbuild


def ink(strokes, pen, x, y):
    """True if the point ``(x, y)`` lies under one of ``strokes`` drawn with
    a round pen ``pen`` wide (strokes are horizontal runs)."""
    r = pen / 2.0
    for (x0, y0), (x1, _) in strokes:
        dx = max(x0 - x, 0.0, x - x1)
        if dx * dx + (y - y0) ** 2 <= r * r:
            return True
    return False


class FontFolder(unittest.TestCase):
    """Tests with MAZETK_FONTS set to a folder of built fonts."""

    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.dir)
        patch = mock.patch.dict(os.environ, {"MAZETK_FONTS": self.dir})
        patch.start()
        self.addCleanup(patch.stop)

    def put(self, name, data):
        path = os.path.join(self.dir, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        return path


class FoldersTest(FontFolder):
    def test_the_variable_replaces_the_desktop_folders(self):
        other = os.path.join(self.dir, "more")
        with mock.patch.dict(os.environ, {"MAZETK_FONTS": self.dir + os.pathsep + other}):
            self.assertEqual(fallback.font_folders(), (self.dir, other))
        with mock.patch.dict(os.environ, {"MAZETK_FONTS": ""}):
            self.assertEqual(fallback.font_folders(), ())
        del os.environ["MAZETK_FONTS"]
        folders = fallback.font_folders()
        self.assertTrue(folders)
        self.assertNotIn(self.dir, folders)

    def test_font_files_are_found_in_subfolders_in_sorted_order(self):
        b = self.put("b/z.ttf", b"x")
        a = self.put("a/deep/y.TTC", b"x")
        c = self.put("c.ttf", b"x")
        self.put("notes.txt", b"x")
        self.put("cff.otf", b"x")
        self.assertEqual(fallback.font_files([self.dir]), [a, b, c])
        self.assertEqual(fallback.font_files([os.path.join(self.dir, "missing")]), [])

    def test_plain_faces_come_before_bold_and_italic_ones(self):
        bold = self.put("a/Sans-Bold.ttf", b"x")
        mono = self.put("a/SansMono.ttf", b"x")
        plain = self.put("b/Sans.ttf", b"x")
        italic = self.put("a/Serif-Italic.ttf", b"x")
        self.assertEqual(fallback.font_files([self.dir]), [plain, bold, mono, italic])


class GlyphTest(FontFolder):
    def test_no_font_no_glyph(self):
        self.assertIsNone(fallback.glyph("A"))

    def test_a_character_comes_from_the_first_font_that_has_it(self):
        self.put("1-broken.ttf", b"\x00\x01\x00\x00 not a font")
        self.put("2-first.ttf", fontbuild.font([("A", 500, fontbuild.ring())]))
        self.put("3-second.ttf", fontbuild.font([("A", 1000, fontbuild.ring()),
                                                 ("B", 1000, fontbuild.ring())]))
        self.assertEqual(fallback.glyph("A")[0], 0.5 * fallback.EM)
        self.assertEqual(fallback.glyph("B")[0], 1.0 * fallback.EM)
        self.assertIsNone(fallback.glyph("Q"))

    def test_a_damaged_glyph_moves_on_to_the_next_font(self):
        loop = fontbuild.composite((1, 0, 0, None))  # glyph 1 holds itself
        self.put("a.ttf", fontbuild.font([("A", 500, loop)]))
        self.put("b.ttf", fontbuild.font([("A", 700, fontbuild.ring())]))
        self.assertEqual(fallback.glyph("A")[0], 0.7 * fallback.EM)

    def test_the_strokes_fill_the_ring_and_leave_its_hole(self):
        self.put("ring.ttf", fontbuild.font([("A", 800, fontbuild.ring())]))
        advance, strokes = fallback.glyph("A")
        self.assertEqual(advance, 0.8 * fallback.EM)
        em, pen = fallback.EM, 1.0
        # The ring: x 0.1..0.7 em, y 0..0.6 em up, the hole 0.25..0.55.
        for fx, fy in ((0.15, 0.3), (0.65, 0.3), (0.4, 0.05), (0.4, 0.55), (0.2, 0.5)):
            self.assertTrue(ink(strokes, pen, fx * em, -fy * em), (fx, fy))
        for fx, fy in ((0.4, 0.3), (0.3, 0.2), (0.5, 0.4), (0.05, 0.3), (0.4, -0.05),
                       (0.75, 0.3), (0.4, 0.65)):
            self.assertFalse(ink(strokes, pen, fx * em, -fy * em), (fx, fy))
        for (x0, y0), (x1, y1) in strokes:
            self.assertEqual(y0, y1)
            self.assertTrue(0 <= x0 <= x1 <= advance)

    def test_wide_characters_sit_on_the_chinese_square(self):
        glyph = fontbuild.simple(fontbuild.square(0, -120, 1000, 880))
        self.put("cjk.ttf", fontbuild.font([("\u9f99", 1000, glyph), ("X", 1000, glyph)]))
        wide = [y for s in fallback.glyph("\u9f99")[1] for _, y in s]
        narrow = [y for s in fallback.glyph("X")[1] for _, y in s]
        self.assertAlmostEqual(min(wide) + max(wide), -11 + 3, delta=0.8)  # centred on -4
        self.assertAlmostEqual(min(narrow) - min(wide), -fallback.WIDE_DROP, places=6)


class HatchTest(unittest.TestCase):
    def test_spans_follow_the_nonzero_rule(self):
        outer = [(0, 0), (10, 0), (10, 10), (0, 10)]
        same = [(2, 2), (8, 2), (8, 8), (2, 8)]
        opposite = same[::-1]
        self.assertEqual(fallback.spans([outer], 5), [(0, 10)])
        self.assertEqual(fallback.spans([outer, same], 5), [(0, 10)])
        self.assertEqual(fallback.spans([outer, opposite], 5), [(0, 2), (8, 10)])
        self.assertEqual(fallback.spans([outer], 11), [])

    def test_a_hairline_still_gets_ink(self):
        thin = [(0, 0), (10, 0), (10, 0.3), (0, 0.3)]
        strokes = fallback.hatch([thin], 0.6, 0.4)
        self.assertTrue(strokes)
        self.assertTrue(ink(strokes, 1.0, 5, 0.15))
        self.assertFalse(ink(strokes, 1.0, 5, 1.0))


if __name__ == "__main__":
    unittest.main()
