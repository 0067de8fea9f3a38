"""mazetk.export.pdfbook: page Scenes -> a PDF without fonts, streamed.

The file's structure is read back by hand (every xref offset lands on its
object, the content streams inflate); Poppler (pdfinfo, pdffonts,
pdftoppm) checks that a real reader agrees: the page count and sizes, no
fonts, and ink where the Scene put it.
"""

import os
import re
import shutil
import subprocess
import tempfile
import unittest
import zlib

from mazetk.export import pdfbook
from mazetk.scene import Line, Polygon, Polyline, Rect, Scene, Text

from .support import requires_tool


def page_scene(width=200.0, height=100.0, items=None, trim=None):
    """A page Scene in points with one of each record."""
    if items is None:
        items = [Rect(10, 10, 30, 30, "#e00000", "cells"),
                 Line(50, 20, 90, 20, 4, "#000000", "walls"),
                 Polygon(((100, 10), (140, 10), (120, 40)), "#0000ff", "markers"),
                 Polyline(((10, 60), (60, 60), (60, 90)), 3, "#000000", "solution"),
                 Polyline(((150, 70),), 6, "#000000", "title"),
                 Text(160, 50, "Hi 12", 10, "#000000", "title")]
    scene = Scene(width, height, "#ffffff", items, (0, 0, width, height))
    scene.trim = trim
    return scene


def objects(data):
    """``{number: offset}`` from the xref table, checked to point at objects."""
    start = int(re.search(rb"startxref\n(\d+)\n%%EOF\n$", data).group(1))
    assert data[start:start + 4] == b"xref"
    lines = data[start:].split(b"\n")
    first, count = map(int, lines[1].split())
    table = {}
    for number in range(first + 1, count):
        offset = int(lines[2 + number].split()[0])
        assert data[offset:].startswith(b"%d 0 obj" % number), number
        table[number] = offset
    return table


def contents(data):
    """Every content stream, inflated, as text."""
    return [zlib.decompress(m.group(1)).decode("latin-1")
            for m in re.finditer(rb"stream\n(.*?)\nendstream", data, re.S)]


def ppm(path):
    """``(width, height, pixels)`` of a binary PPM, pixels as (r, g, b) rows."""
    with open(path, "rb") as f:
        data = f.read()
    magic, width, height, top, body = re.match(rb"(P6)\s+(\d+)\s+(\d+)\s+(\d+)\s(.*)",
                                               data, re.S).groups()
    width, height = int(width), int(height)
    rows = [[tuple(body[(y * width + x) * 3:(y * width + x) * 3 + 3]) for x in range(width)]
            for y in range(height)]
    return width, height, rows


def render(path, dpi=50, first=None, last=None):
    """The pages of ``path`` as PPM pixel grids (pdftoppm)."""
    folder = tempfile.mkdtemp()
    try:
        command = ["pdftoppm", "-r", str(dpi)]
        if first is not None:
            command += ["-f", str(first), "-l", str(last)]
        subprocess.run(command + [path, os.path.join(folder, "p")], check=True)
        return [ppm(os.path.join(folder, name)) for name in sorted(os.listdir(folder))]
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def tool(*command):
    return subprocess.run(command, check=True, stdout=subprocess.PIPE,
                          universal_newlines=True).stdout


class StructureTest(unittest.TestCase):
    def test_every_xref_offset_lands_on_its_object(self):
        data = pdfbook.pdf([page_scene(), page_scene(300, 400)], title="two")
        self.assertTrue(data.startswith(b"%PDF-1.4\n"))
        table = objects(data)
        self.assertEqual(sorted(table), list(range(1, len(table) + 1)))
        self.assertIn(b"/Count 2", data)
        self.assertEqual(len(re.findall(rb"/Type /Page\b", data)), 2)

    def test_no_fonts_at_all(self):
        data = pdfbook.pdf([page_scene()])
        self.assertNotIn(b"/Font", data)
        self.assertNotIn(b"Tf", b"".join(c.encode("latin-1") for c in contents(data)))

    def test_one_flip_then_each_record(self):
        text = contents(pdfbook.pdf([page_scene()]))[0]
        lines = text.splitlines()
        self.assertEqual(lines[0], "1 0 0 -1 0 100 cm 1 J 1 j")
        self.assertIn("10 10 20 20 re", lines)        # the Rect
        self.assertIn("48 18 44 4 re", lines)         # the Line's box, square caps
        self.assertIn("100 10 m 140 10 l 120 40 l h", lines)
        self.assertIn("10 60 m 60 60 l 60 90 l", lines)
        self.assertIn("150 70 m 150 70 l", lines)     # a single point is a dot
        self.assertIn("0.8784 0 0 rg", lines)
        # text became strokes: more stroked paths than the two Polylines
        self.assertGreater(len([x for x in lines if " m " in x]), 5)

    def test_a_dashed_line_is_stroked_with_a_dash_that_ends_with_it(self):
        items = [Polyline(((10, 60), (60, 60)), 3, "#e00000", "solution", (7.5, 7.5)),
                 Polyline(((10, 80), (60, 80)), 3, "#e00000", "solution"),
                 Text(160, 50, "Hi", 10, "#000000", "title")]
        lines = contents(pdfbook.pdf([page_scene(items=items)]))[0].splitlines()
        dashed = lines.index("0.8784 0 0 RG 3 w [7.5 7.5] 0 d")
        self.assertEqual(lines[dashed + 1], "10 60 m 60 60 l")
        self.assertEqual(lines[dashed + 2], "S [] 0 d")  # solid again for the next line
        self.assertEqual(lines[dashed + 3:dashed + 5],
                         ["0.8784 0 0 RG 3 w", "10 80 m 60 80 l"])
        self.assertEqual(sum(line.count(" d") for line in lines), 2)

    def test_one_colour_one_paint(self):
        items = [Rect(i, 0, i + 1, 1, "#000000", "walls") for i in range(0, 100, 2)]
        text = contents(pdfbook.pdf([page_scene(items=items)]))[0]
        self.assertEqual(text.splitlines().count("f"), 1)
        self.assertEqual(text.count(" rg"), 1)

    def test_boxes_and_polygons_never_share_a_fill(self):
        items = [Rect(0, 0, 10, 10, "#000000", "walls"),
                 Polygon(((0, 0), (10, 0), (10, 10)), "#000000", "walls")]
        text = contents(pdfbook.pdf([page_scene(items=items)]))[0]
        self.assertEqual(text.splitlines().count("f"), 2)

    def test_trim_box_and_bleed_box(self):
        data = pdfbook.pdf([page_scene(trim=(0, 9, 180, 91))])
        self.assertIn(b"/MediaBox [0 0 200 100] /BleedBox [0 0 200 100] "
                      b"/TrimBox [0 9 180 91]", data)
        self.assertNotIn(b"TrimBox", pdfbook.pdf([page_scene()]))

    def test_pages_are_made_one_at_a_time(self):
        made = []

        def pages():
            for i in range(3):
                made.append(i)
                yield page_scene()

        chunks = pdfbook.iter_pdf(pages())
        seen = b""
        for chunk in chunks:
            seen += chunk
            if b"endstream" in seen:
                break
        self.assertEqual(made, [0])  # the first page is written before the second is made
        data = seen + b"".join(chunks)
        self.assertEqual(made, [0, 1, 2])
        objects(data)

    def test_no_pages_is_an_error(self):
        with self.assertRaises(ValueError):
            pdfbook.pdf([])


TITLES = ("maze (7) \\ x", "迷宫练习", "答案 — 三年级", "Écoles", "Æ €", "tab\there", "")


def info_title(data):
    """The Info dictionary's /Title read back as the PDF spec says: a
    literal string (ASCII here) or UTF-16BE hex after its byte order mark."""
    found = re.search(rb"/Title (<([0-9A-F]*)>|\(((?:[^()\\]|\\.)*)\))", data)
    if found.group(2) is not None:
        raw = bytes.fromhex(found.group(2).decode("ascii"))
        assert raw[:2] == b"\xfe\xff", raw
        return raw[2:].decode("utf-16-be")
    return re.sub(rb"\\(.)", rb"\1", found.group(3)).decode("ascii")


class TitleMetadataTest(unittest.TestCase):
    """Issue 13: a title outside ASCII (Chinese, accented) is written as
    UTF-16BE in hex, never as question marks; ASCII stays a plain literal."""

    def test_both_writers_keep_every_title(self):
        from mazetk.export import pdffile
        for title in TITLES:
            for data in (pdfbook.pdf([page_scene()], title=title),
                         pdffile.pdf(page_scene(), title=title)):
                with self.subTest(title=title):
                    self.assertEqual(info_title(data), title)
                    self.assertNotIn(b"??", data.split(b"stream")[0])
                    objects(data)  # the offsets still land: the hex counts its bytes
        self.assertIn(b"/Title (maze \\(7\\) \\\\ x)", pdfbook.pdf([page_scene()],
                                                                   title=TITLES[0]))
        self.assertIn(b"/Title <FEFF8FF75BAB7EC34E60>", pdfbook.pdf([page_scene()],
                                                                  title="迷宫练习"))

    def test_a_chinese_book_is_titled_in_chinese(self):
        from mazetk import i18n
        from mazetk.books.book import Book, BookSettings
        i18n.set_language("zh_CN")
        self.addCleanup(i18n.set_language, None)
        b = Book(BookSettings(count=1, size="5x4", seed=1, keys="separate"))
        (suffix, book), (answers_suffix, answers) = pdfbook.book_files(b)
        self.assertEqual(info_title(b"".join(book())), "迷宫")
        self.assertIn("迷宫", info_title(b"".join(answers())))

    def test_pdfinfo_prints_the_title(self):
        requires_tool("pdfinfo")
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder, True)
        path = os.path.join(folder, "t.pdf")
        for title in TITLES[:4]:
            with open(path, "wb") as f:
                f.write(pdfbook.pdf([page_scene()], title=title))
            info = subprocess.run(["pdfinfo", "-enc", "UTF-8", path], check=True,
                                  stdout=subprocess.PIPE).stdout.decode("utf-8")
            self.assertRegex(info, r"(?m)^Title: +%s$" % re.escape(title))


class PopplerTest(unittest.TestCase):
    def setUp(self):
        for name in ("pdfinfo", "pdffonts", "pdftoppm"):
            requires_tool(name)
        self.dir = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.dir, True)

    def write(self, pages):
        path = os.path.join(self.dir, "p.pdf")
        with open(path, "wb") as f:
            for chunk in pdfbook.iter_pdf(pages, title="test"):
                f.write(chunk)
        return path

    def test_pdfinfo_reads_pages_and_sizes(self):
        path = self.write([page_scene(612, 792), page_scene(621, 810, trim=(0, 9, 612, 801))])
        info = tool("pdfinfo", "-f", "1", "-l", "2", "-box", path)
        self.assertIn("Pages:           2", info)
        self.assertIn("Page    2 size:  621 x 810 pts", info)
        self.assertRegex(info, r"Page    2 TrimBox:\s+0\.00\s+9\.00\s+612\.00\s+801\.00")
        self.assertNotIn("Syntax", tool("pdfinfo", path))

    def test_pdffonts_lists_none(self):
        path = self.write([page_scene()])
        listed = tool("pdffonts", path).strip().splitlines()
        self.assertEqual(len(listed), 2, listed)  # the heading and its rule only

    def test_ink_lands_where_the_scene_put_it(self):
        # 72 dpi: one pixel a point, y down as in the Scene
        (w, h, rows), = render(self.write([page_scene()]), dpi=72)
        self.assertEqual((w, h), (200, 100))
        self.assertEqual(rows[20][20], (224, 0, 0))      # inside the red Rect
        self.assertEqual(rows[20][70], (0, 0, 0))        # on the Line
        self.assertEqual(rows[20][120][:2], (0, 0))      # inside the blue Polygon
        self.assertEqual(rows[80][60], (0, 0, 0))        # on the Polyline
        self.assertEqual(rows[95][5], (255, 255, 255))
        text = [rows[y][x] for y in range(40, 60) for x in range(150, 200)]
        self.assertIn((0, 0, 0), text)


if __name__ == "__main__":
    unittest.main()
