"""The stroke font: every character drawn, in its box, legible and distinct."""

import contextlib
import io
import math
import os
import random
import shutil
import subprocess
import tempfile
import unicodedata
import unittest
from unittest import mock

from mazetk.fonts import strokefont

from tests import fontbuild
from tests.helpers import no_fonts
from tests.pngread import read_png
from tests.support import requires_tool

ASCII = "".join(chr(c) for c in range(32, 127))
LATIN1_LETTERS = "".join(chr(c) for c in range(0xC0, 0x100))
EXTRA = "ŒœŠšŽžŸŁłĆćŃńŚśŹźŻżĄąĘęČčŘřŐőŰűĞğŞşȘșȚț"
TYPOGRAPHIC = "‘’‚“”„–—•…€«»‹›¡¿°±£¢¥©®·¬"
REQUIRED = ASCII + LATIN1_LETTERS + EXTRA + TYPOGRAPHIC
UNKNOWN = "\u9f8d\u2192\x01\ufffd\u0301\u1e01\U0001f600"


def rasterise(polylines, pen, width, height):
    """The pixels whose centres lie within ``pen / 2`` of a polyline: the
    picture a renderer draws with round caps and joins."""
    r = pen / 2.0
    on = set()
    for line in polylines:
        for (x0, y0), (x1, y1) in zip(line, line[1:]):
            dx, dy = x1 - x0, y1 - y0
            length2 = dx * dx + dy * dy
            for py in range(max(0, int(min(y0, y1) - r)), min(height, int(max(y0, y1) + r) + 2)):
                for px in range(max(0, int(min(x0, x1) - r)), min(width, int(max(x0, x1) + r) + 2)):
                    cx, cy = px + 0.5, py + 0.5
                    t = 0.0 if not length2 else max(0.0, min(1.0, ((cx - x0) * dx + (cy - y0) * dy)
                                                             / length2))
                    if math.hypot(cx - x0 - t * dx, cy - y0 - t * dy) <= r:
                        on.add((px, py))
    return on


def glyph_bitmap(ch, size):
    """``(pixels, width, height)`` of ``ch`` at cap height ``size``, with a margin."""
    scale = size / strokefont.CAP_HEIGHT
    pad = int(size / 4) + 2
    width = int(math.ceil(strokefont.width(ch, size))) + 2 * pad
    height = int(math.ceil((strokefont.ACCENT_TOP + strokefont.DESCENT) * scale)) + 2 * pad
    baseline = pad + strokefont.ACCENT_TOP * scale
    lines = strokefont.layout(ch, size, pad, baseline)
    return rasterise(lines, strokefont.stroke_width(size), width, height), width, height


def components(cells, neighbours):
    """The connected pieces of a set of pixels."""
    seen, pieces = set(), []
    for start in cells:
        if start in seen:
            continue
        seen.add(start)
        piece, todo = [start], [start]
        while todo:
            x, y = todo.pop()
            for dx, dy in neighbours:
                n = (x + dx, y + dy)
                if n in cells and n not in seen:
                    seen.add(n)
                    piece.append(n)
                    todo.append(n)
        pieces.append(piece)
    return pieces


FOUR = ((1, 0), (-1, 0), (0, 1), (0, -1))
EIGHT = FOUR + ((1, 1), (1, -1), (-1, 1), (-1, -1))


def topology(ch, size=40):
    """``(pieces of ink, holes)`` of a glyph's picture (ink 8-connected,
    paper 4-connected, as a reader sees a letter)."""
    ink, width, height = glyph_bitmap(ch, size)
    paper = {(x, y) for x in range(width) for y in range(height)} - ink
    holes = [p for p in components(paper, FOUR)
             if not any(x in (0, width - 1) or y in (0, height - 1) for x, y in p)]
    return len(components(ink, EIGHT)), len(holes)


def ink_box(ch):
    advance, lines = strokefont.glyph(ch)
    xs = [x for line in lines for x, _ in line]
    ys = [y for line in lines for _, y in line]
    return advance, min(xs), max(xs), min(ys), max(ys)


class GlyphTest(unittest.TestCase):
    def test_every_required_character_is_drawn(self):
        missing = [ch for ch in REQUIRED if not strokefont.has_glyph(ch)]
        self.assertEqual(missing, [])

    def test_strokes_lie_in_the_advance_box_between_descender_and_accents(self):
        for ch in REQUIRED:
            advance, lines = strokefont.glyph(ch)
            self.assertGreater(advance, 0, ch)
            if ch != " ":
                self.assertTrue(lines, ch)
            for line in lines:
                self.assertIsInstance(line, tuple)
                self.assertGreaterEqual(len(line), 2, ch)
                for x, y in line:
                    self.assertTrue(0 <= x <= advance, (ch, x, advance))
                    self.assertTrue(-strokefont.ACCENT_TOP <= y <= strokefont.DESCENT, (ch, y))

    def test_ink_keeps_a_side_bearing_so_neighbours_never_touch(self):
        pen = strokefont.stroke_width(strokefont.CAP_HEIGHT)
        for ch in REQUIRED.replace(" ", ""):
            advance, left, right, _, _ = ink_box(ch)
            self.assertGreaterEqual(left - pen / 2, 0.5, ch)
            self.assertLessEqual(right + pen / 2, advance - 0.5, ch)

    def test_letters_stand_on_the_baseline_and_reach_their_heights(self):
        for ch in "ABCDEFGHIJKLMNOPRSTUVWXYZ0123456789bdfhkl":
            _, _, _, top, bottom = ink_box(ch)
            self.assertAlmostEqual(top, -strokefont.CAP_HEIGHT, delta=0.3, msg=ch)
            self.assertAlmostEqual(bottom, 0, delta=0.3, msg=ch)
        for ch in "acemnorsuvwxz":
            _, _, _, top, bottom = ink_box(ch)
            self.assertAlmostEqual(top, -strokefont.X_HEIGHT, delta=0.3, msg=ch)
            self.assertAlmostEqual(bottom, 0, delta=0.3, msg=ch)
        for ch in "gjpqy":
            self.assertGreaterEqual(ink_box(ch)[4], strokefont.DESCENT - 0.5, ch)

    def test_accents_sit_above_or_below_their_letter(self):
        for ch in LATIN1_LETTERS + EXTRA:
            parts = unicodedata.normalize("NFD", ch)
            if len(parts) == 1:
                continue
            base = "\u0131" if parts[0] == "i" else parts[0]
            _, _, _, top, bottom = ink_box(ch)
            _, _, _, base_top, base_bottom = ink_box(base)
            if set(parts[1:]) & set("\u0326\u0327\u0328"):
                self.assertGreater(bottom, base_bottom + 1, ch)
            else:
                self.assertLess(top, base_top - 1.5, ch)
            base_lines = len(strokefont.glyph(base)[1])
            self.assertGreater(len(strokefont.glyph(ch)[1]), base_lines, ch)

    def test_printable_glyphs_all_look_different(self):
        seen = {}
        for ch in ASCII[1:] + LATIN1_LETTERS:
            pixels = frozenset(glyph_bitmap(ch, 24)[0])
            self.assertNotIn(pixels, seen, "%r looks like %r" % (ch, seen.get(pixels)))
            seen[pixels] = ch

    def test_letters_have_the_pieces_and_holes_a_reader_expects(self):
        holes_of = dict.fromkeys("ADOPQRabdegopq0469", 1)
        holes_of.update(dict.fromkeys("B8%\u00d8\u00f8", 2))
        pieces_of = dict.fromkeys("ij!?:;=\"", 2)
        pieces_of.update({"%": 3, "\u00f7": 3})
        for ch in ASCII[1:] + "\u00d8\u00f8\u00f7":
            pieces, holes = topology(ch)
            if ch.isalnum() or ch in holes_of:
                self.assertEqual(holes, holes_of.get(ch, 0), ch)
            if ch.isalnum() or ch in pieces_of or ch in "()[]{}<>/\\|@&#$^~`'-_+*,.":
                self.assertEqual(pieces, pieces_of.get(ch, 1), ch)

    def test_unknown_characters_draw_a_box_and_never_fail(self):
        empty = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, empty)
        with mock.patch.dict(os.environ, {"MAZETK_FONTS": empty}):  # no installed font
            self.check_unknown_characters()

    def check_unknown_characters(self):
        box = strokefont.glyph("\u9f8d")
        for ch in UNKNOWN:
            self.assertFalse(strokefont.has_glyph(ch), ch)
            self.assertEqual(strokefont.glyph(ch), box)
        advance, left, right, top, bottom = ink_box("\u9f8d")
        self.assertEqual((top, bottom), (-10, 0))
        self.assertGreater(right - left, 4)
        rng = random.Random(12)
        for _ in range(200):
            text = "".join(chr(rng.randrange(0x110000)) for _ in range(8))
            lines = strokefont.layout(text, 12)
            self.assertTrue(all(len(line) >= 2 for line in lines))

    def test_white_space_is_a_space(self):
        for ch in "\t\u00a0\u2009\n":
            self.assertEqual(strokefont.glyph(ch), strokefont.glyph(" "))
            self.assertTrue(strokefont.has_glyph(ch))


class LayoutTest(unittest.TestCase):
    def test_width_is_the_sum_of_the_advances(self):
        rng = random.Random(3)
        for _ in range(200):
            text = "".join(rng.choice(REQUIRED + UNKNOWN) for _ in range(rng.randrange(30)))
            size = rng.uniform(1, 100)
            units = sum(strokefont.glyph(ch)[0] for ch in text)
            self.assertAlmostEqual(strokefont.width(text, size), units * size / 10)
            spaced = strokefont.width(text, size, spacing=2)
            self.assertAlmostEqual(spaced, units * size / 10 + 2 * max(0, len(text) - 1))

    def test_layout_places_each_glyph_scaled_at_its_pen_position(self):
        text, size, x, y = "Maze 12: Ça, ß!", 30.0, 17.0, 40.0
        lines = strokefont.layout(text, size, x, y, spacing=1.5)
        expected, pen, scale = [], x, size / 10
        for ch in text:
            advance, strokes = strokefont.glyph(ch)
            expected.extend(tuple((pen + gx * scale, y + gy * scale) for gx, gy in s)
                            for s in strokes)
            pen += advance * scale + 1.5
        self.assertEqual(len(lines), len(expected))
        for got, want in zip(lines, expected):
            for (a, b), (c, d) in zip(got, want):
                self.assertAlmostEqual(a, c)
                self.assertAlmostEqual(b, d)

    def test_the_anchor_is_the_start_middle_or_end_of_the_advance(self):
        for text in ("H", "Maze 7", "Worksheet – ÉTÉ"):
            size = 20.0
            total = strokefont.width(text, size)
            start = strokefont.layout(text, size, 100, 50)
            for anchor, shift in (("middle", total / 2), ("end", total)):
                moved = strokefont.layout(text, size, 100, 50, anchor=anchor)
                for a, b in zip(start, moved):
                    for (x0, y0), (x1, y1) in zip(a, b):
                        self.assertAlmostEqual(x1, x0 - shift)
                        self.assertAlmostEqual(y1, y0)
        # "H": its stems stand one bearing in from the start, on the baseline.
        lines = strokefont.layout("H", 20, 100, 50)
        xs = [x for line in lines for x, _ in line]
        ys = [y for line in lines for _, y in line]
        self.assertAlmostEqual(min(xs), 100 + strokefont.BEARING * 2)
        self.assertAlmostEqual(max(ys), 50)
        self.assertAlmostEqual(min(ys), 30)

    def test_empty_text_draws_nothing(self):
        self.assertEqual(strokefont.layout("", 10, anchor="end"), [])
        self.assertEqual(strokefont.width("", 10), 0)
        self.assertEqual(strokefont.wrap("", 10, 100), [""])

    def test_the_alphabet_sets_in_one_row_of_separate_letters(self):
        size = 24
        text = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        ink = rasterise(strokefont.layout(text, size, 0, 40), strokefont.stroke_width(size),
                        int(strokefont.width(text, size)) + 1, 60)
        columns = sorted({x for x, _ in ink})
        runs = 1 + sum(1 for a, b in zip(columns, columns[1:]) if b > a + 1)
        self.assertEqual(runs, len(text))  # a blank column between every two letters


class WrapTest(unittest.TestCase):
    def test_lines_fit_and_keep_every_word_in_order(self):
        rng = random.Random(5)
        words = ["maze", "a", "Labyrinth", "Ça", "élève", "10", "x", "WWWWWWWWWWWW",
                 "solution", "—", "Übung", "start/finish"]
        for _ in range(300):
            text = " ".join(rng.choice(words) for _ in range(rng.randrange(1, 25)))
            size = rng.choice((8, 12, 20))
            max_width = rng.uniform(strokefont.width("W", size), 400)
            lines = strokefont.wrap(text, size, max_width)
            for line in lines:
                self.assertLessEqual(strokefont.width(line, size), max_width, line)
                self.assertEqual(line, line.strip())
            self.assertEqual("".join(lines).replace(" ", ""), text.replace(" ", ""))
            # Greedy: the next line's first word would not have fitted.
            for line, following in zip(lines, lines[1:]):
                first = following.split(" ")[0]
                self.assertGreater(strokefont.width(line + " " + first, size), max_width)

    def test_words_that_fit_are_never_broken(self):
        text = "Find the way from start to finish"
        lines = strokefont.wrap(text, 10, strokefont.width("finish", 10))
        self.assertEqual(lines, ["Find", "the", "way", "from", "start", "to", "finish"])
        self.assertEqual(strokefont.wrap(text, 10, 1e6), [text])

    def test_a_long_word_is_broken_between_characters(self):
        size = 10
        lines = strokefont.wrap("mz2:40x30:prim:f:b20:7", size, strokefont.width("mz2:40", size))
        self.assertEqual("".join(lines), "mz2:40x30:prim:f:b20:7")
        self.assertEqual(lines[0], "mz2:40")
        self.assertGreater(len(lines), 2)

    def test_newlines_break_lines(self):
        self.assertEqual(strokefont.wrap("Name\n\nDate", 10, 500), ["Name", "", "Date"])


class InputTest(unittest.TestCase):
    def test_bad_sizes_anchors_and_widths_are_refused(self):
        for size in (0, -3, float("nan"), float("inf"), "12", None):
            with self.assertRaises(ValueError):
                strokefont.layout("A", size)
            with self.assertRaises(ValueError):
                strokefont.width("A", size)
        with self.assertRaises(ValueError):
            strokefont.layout("A", 10, anchor="left")
        for max_width in (0, -1, float("nan"), "50"):
            with self.assertRaises(ValueError):
                strokefont.wrap("A", 10, max_width)
        with self.assertRaisesRegex(ValueError, "wider than"):
            strokefont.wrap("WWW", 10, 5)
        for bad in ("", "ab", None):
            with self.assertRaises(ValueError):
                strokefont.glyph(bad)

    def test_stroke_width_grows_with_the_size_from_half_a_unit(self):
        self.assertEqual(strokefont.stroke_width(1), 0.5)
        self.assertEqual(strokefont.stroke_width(20), 2)
        self.assertLess(strokefont.stroke_width(20), strokefont.stroke_width(40))
        self.assertGreater(strokefont.line_height(10), 10 + 3)


class TextStrokesTest(unittest.TestCase):
    """A line of text placed as a Scene places its Text: centred on x, its
    middle on y; set smaller to fit a picture."""

    def ink(self, strokes):
        xs = [x for points in strokes for x, y in points]
        ys = [y for points in strokes for x, y in points]
        return min(xs), min(ys), max(xs), max(ys)

    def test_centred_on_x_with_its_middle_on_y(self):
        pen, strokes = strokefont.text_strokes("HIH", 20, 100.0, 50.0)
        self.assertEqual(pen, strokefont.stroke_width(20))
        x0, y0, x1, y1 = self.ink(strokes)
        self.assertAlmostEqual((x0 + x1) / 2.0, 100.0, delta=0.01)
        self.assertEqual((y0, y1), (40.0, 60.0))  # capitals: 20 high, about y
        self.assertTrue(all(isinstance(points, tuple) for points in strokes))
        self.assertEqual(strokes, [tuple(p) for p in strokefont.layout(
            "HIH", 20, 100.0, 60.0, anchor="middle")])

    def test_a_line_too_long_for_the_picture_is_set_smaller(self):
        pen, strokes = strokefont.text_strokes("W" * 40, 20, 50.0, 20.0, 100)
        x0, y0, x1, y1 = self.ink(strokes)
        self.assertLessEqual(x1 - x0, 100 * strokefont.TEXT_ROOM + 1)
        self.assertAlmostEqual((y0 + y1) / 2.0, 20.0, delta=0.01)  # the same middle
        self.assertLess(pen, strokefont.stroke_width(20))
        short = strokefont.text_strokes("W", 20, 50.0, 20.0, 100)
        self.assertEqual(short, strokefont.text_strokes("W", 20, 50.0, 20.0))



class FallbackTest(unittest.TestCase):
    """Characters the font lacks, drawn from a font in MAZETK_FONTS."""

    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.dir)
        with open(os.path.join(self.dir, "ring.ttf"), "wb") as f:
            f.write(fontbuild.font([("\u2603", 1000, fontbuild.ring()),
                                    ("A", 1000, fontbuild.ring())]))

    def test_a_lacking_character_comes_from_the_installed_font(self):
        no_fonts(self)
        box = strokefont.glyph("\u2603")
        self.assertFalse(strokefont.has_glyph("\u2603"))
        own = strokefont.glyph("A")
        with mock.patch.dict(os.environ, {"MAZETK_FONTS": self.dir}):
            self.assertTrue(strokefont.has_glyph("\u2603"))
            advance, strokes = strokefont.glyph("\u2603")
            self.assertNotEqual((advance, strokes), box)
            self.assertEqual(advance, 14.0)
            self.assertGreater(len(strokes), 10)
            self.assertEqual(strokefont.glyph("A"), own)  # its own glyphs come first
            self.assertEqual(strokefont.width("A\u2603", 10), (own[0] + 14.0))
        self.assertEqual(strokefont.glyph("\u2603"), box)  # the fonts gone, the box again


#: Titles the stroke font cannot draw alone (龙, 龍 and others come from a font).
TITLES = ("\u9f99\u5e74\u5feb\u4e50", "\u9f8d\u5e74\u5feb\u6a02")


def installed_font_has(text):
    """Skip unless an installed font has every character of ``text`` (CI
    installs fonts-wqy-microhei: there, fail instead)."""
    if all(strokefont.has_glyph(ch) for ch in text):
        return
    message = "no installed font has all of %s" % text
    if os.environ.get("MAZETK_REQUIRE_TOOLS") == "1":
        raise AssertionError("MAZETK_REQUIRE_TOOLS=1 but " + message)
    raise unittest.SkipTest(message)


def pdf_fonts(path):
    """The fonts ``pdffonts`` lists in a PDF (the lines after its heading)."""
    requires_tool("pdffonts")
    lines = subprocess.run(["pdffonts", path], capture_output=True, text=True,
                           check=True).stdout.splitlines()
    return lines[2:]


class InstalledTitleTest(unittest.TestCase):
    """龙年快乐 and 龍年快樂 in a PNG and a PDF, from the installed fonts."""

    SIZE = 40

    def scene(self, text, smooth=False):
        from mazetk.scene import Scene, Text
        return Scene(400, 100, "#ffffff", [Text(200, 50, text, self.SIZE, "#000000", "title")],
                     (0, 0, 400, 100), smooth=smooth)

    def boxes(self, text):
        """Each character's box ``(x0, x1)`` along the line centred on 200."""
        total = strokefont.width(text, self.SIZE)
        x, out = 200 - total / 2.0, []
        for ch in text:
            w = strokefont.width(ch, self.SIZE)
            out.append((x, x + w))
            x += w
        return out

    def check_ink(self, text, dark, scale=1.0):
        """``dark(x, y)`` in picture pixels: each character has ink in its own
        box, within the title's band, and none far outside the band."""
        band = (50 - self.SIZE * 0.9, 50 + self.SIZE * 0.9)
        for ch, (x0, x1) in zip(text, self.boxes(text)):
            count = sum(dark(x, y) for x in range(int(x0), int(x1))
                        for y in range(int(band[0]), int(band[1])))
            self.assertGreater(count, (x1 - x0) * (band[1] - band[0]) * 0.12, ch)
            self.assertLess(count, (x1 - x0) * (band[1] - band[0]) * 0.7, ch)
        outside = sum(dark(x, y) for x in range(0, 400) for y in
                      list(range(0, int(band[0]) - 2)) + list(range(int(band[1]) + 2, 100)))
        self.assertEqual(outside, 0)

    def test_the_png_shows_every_character(self):
        from mazetk import export
        for text in TITLES:
            installed_font_has(text)
            for smooth in (False, True):
                width, height, rows = read_png(export.png(self.scene(text, smooth)))
                self.assertEqual((width, height), (400, 100))
                self.check_ink(text, lambda x, y: sum(rows[y][x]) < 3 * 128)

    def test_the_pdf_has_no_fonts_and_shows_every_character(self):
        from mazetk import export
        requires_tool("pdftoppm")
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        for k, text in enumerate(TITLES):
            installed_font_has(text)
            path = os.path.join(folder, "t%d.pdf" % k)
            scene = self.scene(text)
            with open(path, "wb") as f:
                f.write(export.pdf(scene))
            self.assertEqual(pdf_fonts(path), [])
            # Rendered so that one picture pixel is one pixel of the page's
            # middle: find the picture by its ink's bounding box instead.
            subprocess.run(["pdftoppm", "-r", "72", "-gray", path, os.path.join(folder, "p")],
                           check=True)
            page = [n for n in os.listdir(folder) if n.startswith("p") and n.endswith(".pgm")]
            with open(os.path.join(folder, page[0]), "rb") as f:
                data = f.read()
            os.remove(os.path.join(folder, page[0]))
            magic, w, h, _most, pixels = data.split(maxsplit=4)
            self.assertEqual(magic, b"P5")
            w, h = int(w), int(h)
            ink = [(i % w, i // w) for i, v in enumerate(pixels[:w * h]) if v < 128]
            self.assertTrue(ink)
            xs, ys = [x for x, _ in ink], [y for _, y in ink]
            # The PDF fits the picture to the page: its scale is the ink's
            # width over the strokes' width; the height follows it.
            pen, strokes = strokefont.text_strokes(text, self.SIZE, 200, 50)
            sx = [x for s in strokes for x, _ in s]
            sy = [y for s in strokes for _, y in s]
            scale = (max(xs) - min(xs)) / (max(sx) - min(sx) + pen)
            self.assertAlmostEqual(max(ys) - min(ys), (max(sy) - min(sy) + pen) * scale,
                                   delta=3 + 0.05 * (max(ys) - min(ys)))
            for ch, (x0, x1) in zip(text, self.boxes(text)):
                left = min(xs) + (x0 - min(sx) + pen / 2.0) * scale
                right = left + (x1 - x0) * scale
                here = [x for x in xs if left + 1 <= x < right - 1]
                self.assertGreater(len(here), (right - left) ** 2 * 0.1, ch)

    def test_a_book_titled_from_installed_fonts_needs_no_font(self):
        from mazetk import cli
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        for k, text in enumerate(TITLES):
            installed_font_has(text)
            out = os.path.join(folder, "b%d.pdf" % k)
            err = io.StringIO()
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                status = cli.main(["book", out, "--count", "1", "--title", text,
                                   "--title-page", "--lang", "en"])
            self.assertEqual(status, 0, err.getvalue())
            self.assertEqual(pdf_fonts(out), [])

    def test_a_title_no_font_has_is_refused_naming_it(self):
        from mazetk import cli
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        out = os.path.join(folder, "b.pdf")
        installed_font_has(TITLES[0])
        no_fonts(self)
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            status = cli.main(["book", out, "--count", "1", "--title", TITLES[0],
                               "--lang", "en"])
        self.assertEqual(status, 2)
        lines = err.getvalue().strip().splitlines()
        self.assertEqual(len(lines), 1, lines)
        self.assertIn("\u9f99", lines[0])
        self.assertNotIn("\u5e74", lines[0])  # 年 the stroke font draws itself
        self.assertEqual(os.listdir(folder), [])


if __name__ == "__main__":
    unittest.main()