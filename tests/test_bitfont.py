"""The word-mask font: every glyph one piece, every text one piece."""

import unittest

from mazetk.masks import bitfont


def pieces(width, height, on):
    """The number of pieces of the set cells, cells meeting across a side."""
    seen = bytearray(len(on))
    count = 0
    for start in range(len(on)):
        if not on[start] or seen[start]:
            continue
        count += 1
        seen[start] = 1
        stack = [start]
        while stack:
            cell = stack.pop()
            y, x = divmod(cell, width)
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                other = ny * width + nx
                if 0 <= nx < width and 0 <= ny < height and on[other] and not seen[other]:
                    seen[other] = 1
                    stack.append(other)
    return count


def rows_pieces(rows):
    width = len(rows[0])
    return pieces(width, len(rows), [p != bitfont.NONE for row in rows for p in row])


class GlyphTest(unittest.TestCase):
    def test_the_font_has_what_the_issue_asks(self):
        wanted = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,!?-':;&+/() "
        self.assertEqual(sorted(bitfont.CHARACTERS), sorted(wanted))

    def test_glyphs_are_well_formed(self):
        for char, rows in bitfont.GLYPHS.items():
            self.assertEqual(len(rows), bitfont.HEIGHT, char)
            self.assertEqual(len(set(map(len, rows))), 1, char)
            self.assertLessEqual(set("".join(rows)), set("#|."), char)

    def test_each_glyph_is_one_piece_and_reaches_its_bottom_row(self):
        for char, rows in bitfont.GLYPHS.items():
            if char == " ":
                continue
            self.assertEqual(rows_pieces(rows), 1, char)
            self.assertTrue(set(rows[-1]) - {bitfont.NONE}, char)

    def test_lower_case_is_upper_case(self):
        self.assertEqual(bitfont.layout("maze"), bitfont.layout("MAZE"))

    def test_unknown_characters_and_empty_text_are_refused(self):
        for text in ("", "A\tB", "caf\u00e9", "\u00df", "50%"):
            with self.assertRaises(ValueError) as cm:
                bitfont.layout(text)
            self.assertTrue(str(cm.exception))


class LayoutTest(unittest.TestCase):
    def test_every_pair_of_glyphs_is_one_piece(self):
        chars = bitfont.CHARACTERS
        for a in chars:
            for b in chars:
                rows = bitfont.layout(a + b)
                self.assertEqual(rows_pieces(rows), 1, repr(a + b))

    def test_every_glyph_is_one_piece_at_every_scale(self):
        for char in bitfont.CHARACTERS:
            for scale in (1, 2, 3, 4, 6):
                w, h, cells = bitfont.render("A%sA" % char, scale)
                self.assertEqual(pieces(w, h, cells), 1, (char, scale))

    def test_lines_are_centred_and_joined(self):
        text = "Happy birthday,\nAnna!\n\n(1-2-3)"
        rows = bitfont.layout(text)
        self.assertEqual(rows_pieces(rows), 1)
        self.assertEqual(len(set(map(len, rows))), 1)
        lines = text.count("\n") + 1
        self.assertEqual(len(rows), lines * (bitfont.HEIGHT + 1) + (lines - 1) * bitfont.LINE_GAP)
        # the short line "ANNA!" sits in the middle of the long one's width
        anna = rows[bitfont.HEIGHT + 1 + bitfont.LINE_GAP][2:]
        left = len(anna) - len(anna.lstrip("."))
        right = len(anna) - len(anna.rstrip("."))
        self.assertLessEqual(abs(left - right), 1)

    def test_size_is_the_layout_s_without_drawing_it(self):
        for text in ("A", "HI", "MAZE!", "AB\nC", "\nX\n", "A B\n\nWIDE LINE", "ZOE\r"[:3]):
            with self.subTest(text=text):
                rows = bitfont.layout(text)
                self.assertEqual(bitfont.size(text), (len(rows[0]), len(rows)))
        for text in ("", "\n\n"):
            with self.assertRaises(ValueError):
                bitfont.size(text)
        with self.assertRaises(ValueError):
            bitfont.size("A~")

    def test_one_line_width(self):
        rows = bitfont.layout("HI")
        width = len(bitfont.glyph("H")[0]) + bitfont.GAP + len(bitfont.glyph("I")[0])
        self.assertEqual([len(r) for r in rows], [width] * (bitfont.HEIGHT + 1))
        self.assertEqual(rows[-1], "#" * width)


class RenderTest(unittest.TestCase):
    def test_scale_makes_blocks(self):
        rows = bitfont.layout("L")
        w, h, cells = bitfont.render("L", 3)
        self.assertEqual((w, h), (3 * len(rows[0]), 3 * len(rows)))
        for y in range(h):
            for x in range(w):
                self.assertEqual(cells[y * w + x], rows[y // 3][x // 3] == "#")

    def test_a_hairline_is_thin_when_scaled_and_full_without_hairlines(self):
        rows = bitfont.layout("!")
        y = next(i for i, row in enumerate(rows) if "|" in row)
        for scale, width in ((1, 1), (3, 1), (6, 2), (9, 3)):
            w, h, cells = bitfont.render("!", scale)
            line = cells[y * scale * w:(y * scale + 1) * w]
            self.assertEqual(line.count(1), width, scale)
        w, h, cells = bitfont.render("!", 6, hairlines=False)
        self.assertEqual(cells[y * 6 * w:(y * 6 + 1) * w].count(1), 6)

    def test_bad_scales_are_refused(self):
        for scale in (0, -1, 1.5, "2", True, None):
            with self.assertRaises(ValueError):
                bitfont.render("A", scale)


if __name__ == "__main__":
    unittest.main()
