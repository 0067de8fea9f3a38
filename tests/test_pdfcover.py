"""The cover's PDF (mazetk.export.pdfcover), read back with Poppler, and
``book --cover`` as a user runs it."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

from mazetk.books import cover
from mazetk.books.book import PAGES, PRINT_STYLE
from mazetk.export import pdfcover
from mazetk.files.savefile import save_group
from mazetk.maze import build as build_maze
from mazetk.spec import MazeSpec

from .support import requires_tool
from .test_pdfbook import contents, render, tool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def page_size(path):
    """``(width, height)`` in points, as pdfinfo reports them."""
    found = re.search(r"Page size:\s+([\d.]+) x ([\d.]+) pts", tool("pdfinfo", path))
    return float(found.group(1)), float(found.group(2))


def boxes(path):
    """``{"TrimBox": (x0, y0, x1, y1), ...}`` from ``pdfinfo -box``."""
    out = {}
    for name, numbers in re.findall(r"(\w+Box):\s+([\d. ]+)\n", tool("pdfinfo", "-box", path)):
        out[name] = tuple(float(n) for n in numbers.split())
    return out


class CoverFileTest(unittest.TestCase):
    def setUp(self):
        for name in ("pdfinfo", "pdffonts", "pdftoppm"):
            requires_tool(name)
        self.dir = tempfile.mkdtemp(prefix="mazetk-cover-")
        self.addCleanup(shutil.rmtree, self.dir, True)
        self.maze = build_maze(MazeSpec(12, 12, seed="art").validate())

    def write(self, pages, stock, title="Rainy Day Mazes", name="cover"):
        page = cover.cover_page(PAGES["6x9in"], pages, title, self.maze, PRINT_STYLE, stock)
        (path,) = save_group(self.dir, name, pdfcover.cover_files(page, title))
        return page, path

    def test_size_for_100_and_300_pages_on_white_and_cream(self):
        # 6 x 9 in: 2 x 6 in + the spine + 2 x 0.125 in wide, 9.25 in high
        for pages, stock, inches in ((100, "white", 12.4752), (300, "white", 12.9256),
                                     (100, "cream", 12.5), (300, "cream", 13.0)):
            _page, path = self.write(pages, stock, name="%d-%s" % (pages, stock))
            width, height = page_size(path)
            self.assertAlmostEqual(width, inches * 72, delta=0.01, msg=(pages, stock))
            self.assertAlmostEqual(height, 9.25 * 72, delta=0.01)
            # trimmed 0.125 in on every side
            x0, y0, x1, y1 = boxes(path)["TrimBox"]
            self.assertAlmostEqual(x0, 9, delta=0.01)
            self.assertAlmostEqual(y0, 9, delta=0.01)
            self.assertAlmostEqual(width - x1, 9, delta=0.01)
            self.assertAlmostEqual(height - y1, 9, delta=0.01)
            self.assertIn("Pages:           1", tool("pdfinfo", path))

    def test_no_fonts(self):
        _page, path = self.write(300, "white", "Mazes, Labyrinthe, 迷宫")
        listed = tool("pdffonts", path).strip().splitlines()
        self.assertEqual(len(listed), 2, listed)  # the header lines only
        with open(path, "rb") as f:
            data = f.read()
        self.assertNotIn(b"/Font", data)
        self.assertFalse(any(" Tj" in c or " Tf" in c for c in contents(data)))

    def test_barcode_area_is_left_blank(self):
        page, path = self.write(120, "white")
        (width, height, rows), = render(path, dpi=72)
        x0, y0, x1, y1 = (int(round(v)) for v in page.cover.barcode)
        self.assertAlmostEqual(width, page.width, delta=1)  # 1 px a point
        blank = [rows[y][x] for y in range(y0 + 1, y1 - 1) for x in range(x0 + 1, x1 - 1)]
        self.assertEqual(set(blank), {(255, 255, 255)})
        # and it is a box on the ground, not the ground itself
        ground = tuple(int(cover.GROUND[i:i + 2], 16) for i in (1, 3, 5))
        for x, y in ((x0 - 3, (y0 + y1) // 2), ((x0 + x1) // 2, y0 - 3)):
            self.assertEqual(rows[y][x], ground)

    def test_ground_fills_the_bleed_and_ink_shows_the_art(self):
        page, path = self.write(120, "white")
        (width, height, rows), = render(path, dpi=36)
        ground = tuple(int(cover.GROUND[i:i + 2], 16) for i in (1, 3, 5))
        edge = rows[0] + rows[-1] + [row[0] for row in rows] + [row[-1] for row in rows]
        self.assertEqual(set(edge), {ground})
        x0, y0, x1, y1 = (int(v / 2) for v in page.art)
        light = sum(1 for y in range(y0, y1) for x in range(x0, x1) if sum(rows[y][x]) > 600)
        self.assertGreater(light, 200)  # the white walls of the maze


class BookCoverCommandTest(unittest.TestCase):
    def setUp(self):
        for name in ("pdfinfo", "pdffonts"):
            requires_tool(name)
        self.dir = tempfile.mkdtemp(prefix="mazetk-cover-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def run_book(self, *args):
        return subprocess.run([sys.executable, "-m", "mazetk", "book"] + list(args),
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True)

    def test_book_cover_goes_with_the_books_page_count(self):
        book, art = os.path.join(self.dir, "book.pdf"), os.path.join(self.dir, "cover.pdf")
        done = self.run_book(book, "--count", "90", "--size", "8x8", "--page", "6x9in",
                             "--keys", "back", "--seed", "3", "--title", "Ninety",
                             "--cover", art, "--paper-stock", "cream")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(done.stdout.splitlines(), [book, art])
        pages = int(re.search(r"Pages:\s+(\d+)", tool("pdfinfo", book)).group(1))
        width, height = page_size(art)
        self.assertAlmostEqual(width, 2 * 432 + pages * 0.0025 * 72 + 18, delta=0.01)
        self.assertAlmostEqual(height, 648 + 18, delta=0.01)
        self.assertEqual(len(tool("pdffonts", art).strip().splitlines()), 2)
        # made again: nothing is overwritten, the next free name is taken
        again = self.run_book(book, "--count", "2", "--size", "8x8", "--cover", art)
        self.assertEqual(again.returncode, 0, again.stderr)
        self.assertEqual(os.path.basename(again.stdout.splitlines()[1]), "cover (1).pdf")

    def test_a_cover_in_a_missing_folder_is_refused_before_any_work(self):
        book = os.path.join(self.dir, "book.pdf")
        done = self.run_book(book, "--count", "2", "--cover",
                             os.path.join(self.dir, "nowhere", "cover.pdf"))
        self.assertEqual(done.returncode, 2)
        self.assertIn("--cover", done.stderr)
        self.assertEqual(os.listdir(self.dir), [])  # not even the book

    def test_back_text_needs_a_cover_and_a_text_that_fits_writes_nothing(self):
        book, art = os.path.join(self.dir, "book.pdf"), os.path.join(self.dir, "cover.pdf")
        done = self.run_book(book, "--count", "2", "--back-text", "Hello")
        self.assertEqual(done.returncode, 2)
        self.assertIn("give --cover too", done.stderr)
        done = self.run_book(book, "--count", "2", "--page", "a5", "--cover", art,
                             "--back-text", "line\n" * 80)
        self.assertEqual(done.returncode, 2)
        self.assertIn("does not fit above the barcode", done.stderr)
        self.assertEqual(os.listdir(self.dir), [])  # the book neither
        done = self.run_book(book, "--count", "2", "--cover", art, "--back-text", "Hello")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("needs at least 24", done.stderr)  # a 3-page book: said, not refused
        self.assertEqual(sorted(os.listdir(self.dir)), ["book.pdf", "cover.pdf"])
        for flags in (("--cover-colour", "#ffd700"), ("--cover", art, "--cover-colour", "gold")):
            done = self.run_book(book, "--count", "2", *flags)
            self.assertEqual(done.returncode, 2, flags)
            self.assertEqual(done.stderr.count("\n"), 1, done.stderr)
        self.assertEqual(len(os.listdir(self.dir)), 2)  # nothing more written

    def test_a_bad_paper_stock_is_refused(self):
        done = self.run_book(os.path.join(self.dir, "b.pdf"), "--paper-stock", "glossy")
        self.assertEqual(done.returncode, 2)
        self.assertIn("white", done.stderr)


if __name__ == "__main__":
    unittest.main()
