"""mazetk.books.book: settings, ramps, page geometry, layout, and the printed book.

The layout is checked on the page Scenes (everything inside the margins,
each key drawing its own puzzle's solution at its place); the files are
checked with Poppler as a print shop would: the page count, the page size
with bleed, no fonts, and rendered pages (an answer key has red where its
puzzle has none, and otherwise the very same maze).
"""

import dataclasses
import math
import gc
import os
import re
import shutil
import subprocess
import tempfile
import unittest
import weakref
from unittest import mock

from mazetk import analysis
from mazetk.books import book
from mazetk import i18n
from mazetk.fonts import strokefont
from mazetk.books.book import MM, PAGES, Book, BookSettings, parse_length, parse_list, parse_page
from mazetk.export import pdfbook
from mazetk.files.savefile import save_group
from mazetk.scene import Line, Polyline, Rect, picture_size, solution_records
from mazetk.studio import FieldError

from .helpers import no_fonts
from .support import requires_tool
from .test_pdfbook import contents, render, tool

LETTER = (612.0, 792.0)
SHAPES = (("square", "lines", "12x9"), ("square", "blocks", "12x9"), ("hex", "lines", "9x8"),
          ("triangle", "lines", "14x8"), ("circle", "lines", "6"), ("upsilon", "lines", "8x8"))


def bounds(item):
    """``(x0, y0, x1, y1)`` of the ink of one record."""
    if isinstance(item, Rect):
        return item.x0, item.y0, item.x1, item.y1
    if isinstance(item, Line):
        h = item.width / 2.0
        return (min(item.x0, item.x1) - h, min(item.y0, item.y1) - h,
                max(item.x0, item.x1) + h, max(item.y0, item.y1) + h)
    h = item.width / 2.0 if isinstance(item, Polyline) else 0.0
    xs = [p[0] for p in item.points]
    ys = [p[1] for p in item.points]
    return min(xs) - h, min(ys) - h, max(xs) + h, max(ys) + h


def is_red(pixel):
    r, g, b = pixel
    return r > 150 and g < 110 and b < 110


class LengthAndPageTest(unittest.TestCase):
    def test_lengths(self):
        self.assertAlmostEqual(parse_length("0.125in"), 9.0)
        self.assertAlmostEqual(parse_length("3mm"), 3 * MM)
        self.assertAlmostEqual(parse_length(" 1 cm"), 10 * MM)
        self.assertAlmostEqual(parse_length("9pt"), 9.0)
        self.assertEqual(parse_length("0"), 0.0)
        for bad in ("3", "abc", "-1mm", "mm", "nanmm", "infin", ""):
            with self.assertRaises(ValueError, msg=bad):
                parse_length(bad)

    def test_pages(self):
        self.assertEqual(parse_page("Letter"), LETTER)
        self.assertEqual(parse_page("8.5x11in"), LETTER)
        self.assertEqual(parse_page("6x9in"), (432.0, 648.0))
        w, h = parse_page("a4")
        self.assertAlmostEqual(w, 595.28, 2)
        self.assertAlmostEqual(h, 841.89, 2)
        w, h = parse_page("148 x 210mm")
        self.assertAlmostEqual(w / MM, 148)
        self.assertEqual(parse_page("5x7in"), (360.0, 504.0))
        for bad in ("a3", "0x0mm", "10x10", "axbin", "60x60in", ""):
            with self.assertRaises(ValueError, msg=bad):
                parse_page(bad)

    def test_ramps_and_parts(self):
        self.assertEqual([book.ramp(10, 40, i, 4) for i in range(4)], [10, 20, 30, 40])
        self.assertEqual(book.ramp(7, 99, 0, 1), 7)
        self.assertEqual([book.part(("a", "b", "c"), i, 6) for i in range(6)],
                         ["a", "a", "b", "b", "c", "c"])
        self.assertEqual(parse_list("easy..hard", analysis.LEVELS, "x"),
                         ("easy", "medium", "hard"))
        self.assertEqual(parse_list("hard..easy", analysis.LEVELS, "x"),
                         ("hard", "medium", "easy"))
        self.assertEqual(parse_list("Prim, wilson", ("prim", "wilson"), "x"), ("prim", "wilson"))
        with self.assertRaises(ValueError):
            parse_list("prim,", ("prim",), "x")
        with self.assertRaises(ValueError):
            book.parse_ramp("1..2..3", int, "x")


class PaperTest(unittest.TestCase):
    """Review of issue 13: a Chinese classroom prints on A4, not Letter."""

    def test_the_paper_follows_the_locales_country(self):
        from unittest import mock
        cases = (({"LC_PAPER": "zh_CN.UTF-8"}, "a4"), ({"LC_PAPER": "en_US.UTF-8"}, "letter"),
                 ({"LANG": "de_DE.UTF-8"}, "a4"), ({"LANG": "en_GB"}, "a4"),
                 ({"LANG": "es_MX.UTF-8"}, "letter"), ({"LANG": "fr_CA"}, "letter"),
                 ({"LANG": "C.UTF-8"}, "letter"), ({}, "letter"),
                 ({"LC_PAPER": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"}, "letter"),
                 # LC_ALL overrides every category, LC_PAPER too (POSIX)
                 ({"LC_ALL": "de_DE.UTF-8", "LC_PAPER": "en_US.UTF-8"}, "a4"),
                 ({"LC_ALL": "en_US.UTF-8", "LC_PAPER": "de_DE.UTF-8"}, "letter"),
                 ({"LANG": "en_PH.UTF-8"}, "letter"), ({"LANG": "es_CL.UTF-8"}, "letter"),
                 ({"LANG": "es_CO"}, "letter"), ({"LANG": "es_ES"}, "a4"))
        for env, want in cases:
            clean = {k: "" for k in ("LC_PAPER", "LC_ALL", "LANG")}
            clean.update(env)
            with self.subTest(env=env), mock.patch.dict(os.environ, clean):
                self.assertEqual(book.default_page(), want)
                self.assertEqual(BookSettings().page, want)
                self.assertEqual(BookSettings().validate().page, PAGES[want])


class SettingsTest(unittest.TestCase):
    def field_of(self, **changes):
        with self.assertRaises(FieldError) as caught:
            BookSettings(**changes).validate()
        self.assertNotIn("Traceback", str(caught.exception))
        return caught.exception.field

    def test_bad_values_name_their_field(self):
        for field, changes in (
                ("count", {"count": 0}), ("count", {"count": "ten"}),
                ("per_page", {"per_page": 3}), ("keys_per_page", {"keys_per_page": 5}),
                ("page", {"page": "a3"}), ("bleed", {"bleed": "3"}), ("bleed", {"bleed": "2in"}),
                ("gutter", {"gutter": "x"}), ("keys", {"keys": "middle"}),
                ("shape", {"shape": "star"}), ("size", {"size": "10x10..ax3"}),
                ("size", {"size": "3000x3000"}), ("algorithm", {"algorithm": "nope"}),
                ("algorithm", {"shape": "hex", "algorithm": "sidewinder"}),
                ("braid", {"braid": "0..120"}), ("difficulty", {"difficulty": "tricky"}),
                ("look", {"shape": "hex", "look": "blocks"}), ("look", {"look": "dots"}),
                ("margin", {"margin": "4in"}), ("cell_mm", {"cell_mm": "0.5"}),
                ("cell_mm", {"cell_mm": "big"}), ("title", {"title": "x" * 300}),
                ("seed", {"seed": "7" * 99}), ("solution_style", {"solution_style": "dotted"}),
                ("solution_style", {"solution_style": ""})):
            self.assertEqual(self.field_of(**changes), field, changes)

    def test_clean_values(self):
        s = BookSettings(count="12", per_page="4", page="a5", landscape=True, bleed="3mm",
                         size="10x10..40x30", braid="0..20", algorithm="prim,wilson",
                         difficulty="easy..hard", seed=" 7 ", cell_mm="8").validate()
        self.assertEqual((s.count, s.per_page), (12, 4))
        self.assertGreater(s.page[0], s.page[1])
        self.assertAlmostEqual(s.bleed, 3 * MM)
        self.assertEqual(s.size, ((10, 10), (40, 30)))
        self.assertEqual(s.braid, (0, 20))
        self.assertEqual(s.algorithm, ("prim", "wilson"))
        self.assertEqual(s.difficulty, ("easy", "medium", "hard"))
        self.assertEqual((s.seed, s.cell_mm), ("7", 8.0))
        self.assertTrue(BookSettings().validate().seed)  # a seed is drawn
        self.assertEqual(BookSettings().validate().style().solution_style, "solid")
        dashed = BookSettings(solution_style=" Dashed ", palette="colorblind").validate()
        self.assertEqual(dashed.solution_style, "dashed")
        self.assertEqual(dashed.style().solution_style, "dashed")  # the keys' Style
        self.assertEqual(s.validate(), s)  # a clean copy stays as it is
        self.assertEqual(BookSettings(bleed=9, gutter=0).validate().bleed, 9.0)  # points

    def test_specs_ramp_from_first_to_last(self):
        s = BookSettings(count=5, size="10x10..30x20", braid="0..20",
                         algorithm="backtracker,prim", seed="b").validate()
        specs = [s.spec(i) for i in range(5)]
        self.assertEqual([(x.cols, x.rows) for x in specs],
                         [(10, 10), (15, 12), (20, 15), (25, 18), (30, 20)])
        self.assertEqual([x.braid for x in specs], [0, 5, 10, 15, 20])
        self.assertEqual([x.algorithm for x in specs],
                         ["backtracker", "backtracker", "backtracker", "prim", "prim"])
        self.assertEqual(len({x.seed for x in specs}), 5)


class SheetTest(unittest.TestCase):
    def test_bleed_on_the_outside_top_and_bottom(self):
        s = BookSettings(page="letter", bleed="0.125in", gutter="0.25in",
                         margin="0.5in").validate()
        right, left = book.sheet(s, 0), book.sheet(s, 1)
        self.assertEqual((right.width, right.height), (621.0, 810.0))
        self.assertEqual(right.trim, (0.0, 9.0, 612.0, 801.0))   # bleed beyond the right edge
        self.assertEqual(left.trim, (9.0, 9.0, 621.0, 801.0))    # bleed beyond the left edge
        self.assertEqual(right.safe, (36.0 + 18.0, 45.0, 612.0 - 36.0, 801.0 - 36.0))
        self.assertEqual(left.safe, (9.0 + 36.0, 45.0, 621.0 - 36.0 - 18.0, 801.0 - 36.0))
        self.assertEqual(book.sheet(s, 2), right)


class LayoutTest(unittest.TestCase):
    def make(self, **changes):
        # the floor of 1.5 mm, not a book's 4 mm: these are about layout
        settings = dict(count=6, seed="lay", size="12x9", min_cell_mm=1.5)
        settings.update(changes)
        return Book(BookSettings(**settings))

    def test_plans(self):
        for keys, title, pages in (("back", False, 6 + 1), ("after", False, 12),
                                   ("separate", True, 7), ("none", False, 6)):
            b = self.make(keys=keys, title_page=title)
            self.assertEqual(b.page_count(), pages, keys)
            self.assertEqual(len(list(b.pages())), pages)
        b = self.make(count=13, per_page=2, keys="separate", keys_per_page=4)
        self.assertEqual((b.page_count(), b.page_count(answers=True)), (7, 4))

    def test_everything_inside_the_margins(self):
        for shape, look, size in SHAPES:
            for per_page, keys, page in ((1, "after", "letter"), (2, "back", "a5"),
                                         (4, "back", "6x9in"), (6, "after", "a4")):
                b = self.make(shape=shape, look=look, size=size, per_page=per_page, keys=keys,
                              page=page, bleed="0.125in", gutter="0.5in", title_page=per_page > 2,
                              title="Écoles: a rather long title for a book of mazes, to wrap",
                              puzzle_title="Équipe: find the way from Start to Finish, jog")
                for index, page_scene in enumerate(b.pages()):
                    x0, y0, x1, y1 = book.sheet(b.settings, index).safe
                    for item in page_scene.items:
                        a, c, d, e = bounds(item)
                        self.assertTrue(x0 - 1e-6 <= a and d <= x1 + 1e-6 and
                                        y0 - 1e-6 <= c and e <= y1 + 1e-6,
                                        (shape, per_page, index, item))

    def test_a_long_title_and_seed_stay_inside_too(self):
        b = self.make(count=2, page="6x9in", title_page=True, title="Mazes " * 33,
                      seed="9" * 95)
        x0, y0, x1, y1 = book.sheet(b.settings, 0).safe
        for item in b.page(0).items:
            a, c, d, e = bounds(item)
            self.assertTrue(x0 <= a and d <= x1 and y0 <= c and e <= y1, item)

    def test_puzzles_are_numbered_in_order_once(self):
        b = self.make(count=7, per_page=4, keys="back", keys_per_page=6)
        shown = [[p[0] for p in page.places] for page in b.pages()]
        self.assertEqual(shown, [[0, 1, 2, 3], [4, 5, 6], [0, 1, 2, 3, 4, 5], [6]])

    def test_each_key_draws_its_own_solution_at_its_place(self):
        for shape, look, size in SHAPES:
            b = self.make(shape=shape, look=look, size=size, per_page=2, keys="back")
            for page in b.pages():
                solutions = [x.points for x in page.items if x.layer == "solution"]
                if not solutions:
                    continue  # a page of puzzles
                self.assertEqual(len(solutions), len(page.places))
                for i, scale, x, y in page.places:
                    want, = solution_records(b.mazes[i], b.style)
                    moved = tuple((x + px * scale, y + py * scale) for px, py in want.points)
                    self.assertIn(moved, solutions, (shape, i))
            keys = [p for p in b.pages() if any(x.layer == "solution" for x in p.items)]
            self.assertEqual(len(keys), 1, shape)  # 6 keys on the one page at the back

    def test_a_key_after_its_page_puts_each_maze_at_the_same_place(self):
        b = self.make(per_page=2, keys="after")
        pages = list(b.pages())
        for puzzle, key in zip(pages[::2], pages[1::2]):
            self.assertEqual(puzzle.places, key.places)
            self.assertFalse([x for x in puzzle.items if x.layer == "solution"])
            self.assertEqual(len([x for x in key.items if x.layer == "solution"]), 2)

    def test_start_and_finish_are_written_beside_the_openings(self):
        for size in ("20x15", "8x20", "4x4"):
            b = self.make(count=1, size=size)
            page = next(b.pages())
            walls = [bounds(i) for i in page.items if i.layer == "walls"]
            left, top = min(w[0] for w in walls), min(w[1] for w in walls)
            right, bottom = max(w[2] for w in walls), max(w[3] for w in walls)
            (_, scale, _, _), = page.places
            cell = b.style.cell * scale
            words = [bounds(i) for i in page.items if i.layer == "title"]
            # corners: the start opens west in the top row, the goal east in the bottom row
            for x, y in ((left, top + cell / 2), (right, bottom - cell / 2)):
                d = max(30.0, cell)  # a big maze has big margins
                near = [w for w in words if w[0] - d < x < w[2] + d and w[1] - d < y < w[3] + d]
                self.assertTrue(near, (size, x, y))

    def test_labels_take_words_where_they_fit(self):
        slot, near, edges = (0, 0, 500, 500), (2, 1, 15), (100, 400)
        text, size, x, base, anchor = book._label("Start", "S", 10, (200, 110), (-1, 0), near,
                                                  slot, edges)
        self.assertEqual((text, anchor), ("Start", "end"))
        self.assertLess(x, 200)
        self.assertAlmostEqual(base, 115)
        # no room to the left: over the maze's top edge, from its side inwards
        text, size, x, base, anchor = book._label("Start", "S", 10, (10, 110), (-1, 0), near,
                                                  slot, edges)
        self.assertEqual((text, x, anchor), ("Start", 10, "start"))
        self.assertLess(base, 100)
        text, size, x, base, anchor = book._label("Finish", "F", 10, (490, 390), (1, 0), near,
                                                  slot, edges)
        self.assertEqual((text, x, anchor), ("Finish", 490, "end"))
        self.assertGreater(base - size, 400)
        # in the middle of a side with no room: the letter
        self.assertEqual(book._label("Start", "S", 10, (10, 250), (-1, 0), near, slot,
                                     edges)[0], "S")
        # an opening at the top: centred over it
        text, size, x, base, anchor = book._label("Start", "S", 10, (250, 100), (0, -1), near,
                                                  slot, edges)
        self.assertEqual((text, x, anchor), ("Start", 250, "middle"))
        self.assertLess(base, 100)

    def test_cells_of_the_asked_size(self):
        b = self.make(count=2, size="10x8", cell_mm=8, page="a4", per_page=1)
        for page in b.pages():
            for i, scale, x, y in page.places:
                if page.items and any(it.layer == "solution" for it in page.items):
                    continue  # keys at the back are as large as their place allows
                self.assertAlmostEqual(scale * b.style.cell, 8 * MM)
        with self.assertRaises(FieldError) as caught:
            self.make(count=2, size="40x30", cell_mm=8, per_page=2)
        self.assertEqual(caught.exception.field, "cell_mm")
        self.assertIn("mm", str(caught.exception))

    def test_difficulty_ramps(self):
        b = self.make(count=6, size="15x15", difficulty="easy..hard", braid="0")
        levels = [analysis.difficulty(m)[0] for m in b.mazes]
        want = ["easy", "easy", "medium", "medium", "hard", "hard"]
        for i, (got, asked) in enumerate(zip(levels, want)):
            if i + 1 not in b.misses:
                self.assertEqual(got, asked)

    def test_preview_makes_only_the_mazes_it_shows(self):
        seen = []
        for keys, key_kind in (("after", "same"), ("back", "keys"), ("separate", "keys"),
                               ("none", None)):
            settings = BookSettings(count=200, per_page=2, keys=keys, keys_per_page=4,
                                    seed="v", size="10x10..60x40", title_page=True,
                                    min_cell_mm=1.5)
            puzzles, answers = book.preview(settings, lambda d, t: seen.append(t))
            self.assertEqual([p[0] for p in puzzles.places], [0, 1])
            self.assertFalse([x for x in puzzles.items if x.layer == "solution"])
            if key_kind is None:
                self.assertIsNone(answers)
                continue
            self.assertEqual([p[0] for p in answers.places], [0, 1] if keys == "after"
                             else [0, 1, 2, 3])
            if key_kind == "same":
                self.assertEqual(answers.places, puzzles.places)
            self.assertTrue([x for x in answers.items if x.layer == "solution"])
        self.assertEqual(set(seen), {4})  # never all 200

    def test_progress_and_cancel(self):
        seen = []
        Book(BookSettings(count=3, size="5x5", seed="p"),
             progress=lambda done, total: seen.append((done, total)))
        self.assertEqual(seen, [(1, 3), (2, 3), (3, 3)])

        def stop(done, total):
            raise KeyboardInterrupt

        with self.assertRaises(KeyboardInterrupt):
            Book(BookSettings(count=3, size="5x5", seed="p"), progress=stop)


class UnprintableTest(unittest.TestCase):
    """What cannot be printed is refused before a maze is made; a book never
    holds all its mazes at once."""

    def test_cells_too_small_to_read_are_refused_before_any_maze(self):
        settings = BookSettings(count=100, size="10x10..2000x2000", seed=7, page="a4",
                                min_cell_mm=1.5)
        with mock.patch.object(book, "build_maze", side_effect=AssertionError("made")), \
                mock.patch.object(analysis, "search", side_effect=AssertionError("made")):
            with self.assertRaises(FieldError) as caught:
                Book(settings)
        self.assertEqual(caught.exception.field, "size")
        message = str(caught.exception)
        # the worst of them is named, with what would fit
        self.assertRegex(message, r"^maze 100 \(2000 x 2000\) would print with cells of 0\.\d+ "
                                  r"mm on a 210 x 297 mm page, 1 a page, under the smallest "
                                  r"cell of 1\.5 mm; what fits: a maze of \d+ x \d+$")
        side = int(re.search(r"a maze of (\d+) x", message).group(1))
        b = Book(dataclasses.replace(settings, count=1, size="%dx%d" % (side, side)))
        self.assertEqual([m.grid.cols for m in b.mazes], [side])
        with self.assertRaises(FieldError):
            Book(dataclasses.replace(settings, count=1, size="%dx%d" % (side + 1, side + 1)))

    def test_lengths_in_points_are_finite(self):
        for value in (float("nan"), float("inf")):
            with self.subTest(value=value), self.assertRaises(FieldError) as caught:
                BookSettings(margin=value).validate()
            self.assertEqual(caught.exception.field, "margin")

    def test_a_worksheet_prints_however_small(self):
        """generate --format pdf and the window's worksheet: a PDF is also read zoomed in."""
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        maze = build(MazeSpec(300, 200, "kruskal", seed=1).validate())
        self.assertEqual(b"".join(pdfbook.worksheet(maze, key=False))[:5], b"%PDF-")

    def test_the_mazes_are_made_a_page_at_a_time(self):
        made = []
        real = book.build_maze

        def build(spec):
            maze = real(spec)
            made.append(weakref.ref(maze))
            return maze

        def alive():
            gc.collect()
            return sum(ref() is not None for ref in made)

        with mock.patch.object(book, "build_maze", build):
            b = Book(BookSettings(count=12, per_page=2, size="8x6..14x10", seed=3,
                                  keys="back", keys_per_page=4))
            self.assertEqual(alive(), 0)  # made, checked and dropped: only codes kept
            most = 0
            for page in b.pages():
                most = max(most, alive())
            self.assertLessEqual(most, 4)  # a page's mazes, never the book's 12
            self.assertEqual(len(made), 12 + 12 + 12)  # made, then for the puzzles and keys


class PrintedBookTest(unittest.TestCase):
    def setUp(self):
        for name in ("pdfinfo", "pdffonts", "pdftoppm"):
            requires_tool(name)
        self.dir = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.dir, True)

    def save(self, name, **settings):
        # the keys are found by their red: the colours before books printed in
        # black ink by default (the print palette is tested in test_palette)
        settings.setdefault("palette", "default")
        b = Book(BookSettings(**settings))
        return b, save_group(self.dir, name, pdfbook.book_files(b))

    def test_page_count_size_with_bleed_and_no_fonts(self):
        b, (path,) = self.save("book", count=5, per_page=2, page="letter", bleed="0.125in",
                               keys="back", title="Bleed", title_page=True, seed="1")
        info = tool("pdfinfo", path)
        self.assertIn("Pages:           %d" % b.page_count(), info)
        self.assertEqual(b.page_count(), 1 + 3 + 1)
        self.assertIn("Page size:       621 x 810 pts", info)
        listed = tool("pdffonts", path).strip().splitlines()
        self.assertEqual(len(listed), 2, listed)

    def test_keys_after_show_their_own_puzzles_solution(self):
        b, (path,) = self.save("after", count=4, per_page=2, keys="after", seed="k",
                               size="14x10")
        self.assert_keys_after_are_their_puzzles(b, path, 100)

    def assert_keys_after_are_their_puzzles(self, b, path, other):
        """Each key page (after its puzzles, 4 pages) is its puzzles' very
        mazes with red on them, and differs from another page's in more
        than ``other`` pixels."""
        pages = render(path)
        self.assertEqual(len(pages), 4)
        for p in (0, 2):
            (_, _, puzzle), (_, _, key) = pages[p], pages[p + 1]
            self.assertFalse(any(is_red(px) for row in puzzle for px in row))
            self.assertGreater(sum(is_red(px) for row in key for px in row), 50)
            # outside the red, the key is its puzzle's very maze, at the same place
            for box in self.maze_boxes(b, p):
                self.assertEqual(self.non_red_changes(puzzle, key, box), 0)
        # and not another page's maze
        self.assertGreater(self.non_red_changes(pages[0][2], pages[3][2],
                                                self.maze_boxes(b, 0)[0]), other)

    def test_masked_keys_show_their_own_puzzles_solution(self):
        from mazetk.masks import mask as masks
        words = tuple((m.cols, m.rows, masks.encode(m))
                      for m in (masks.from_words("ANNA"), masks.from_words("BEN")))
        for name, changes in (("heart", {"shape": "hex", "outline": "heart", "size": "14x14"}),
                              ("words", {"masks": words})):
            with self.subTest(name):
                b, (path,) = self.save("masked-" + name, count=4, per_page=2, keys="after",
                                       seed="m", min_cell_mm=1.5, **changes)
                self.assert_keys_after_are_their_puzzles(b, path, 50)

    def maze_boxes(self, b, index):
        """The pixel boxes (50 dpi) of the mazes on page ``index``."""
        out = []
        for i, scale, x, y in b.page(index).places:
            width, height = picture_size(b.mazes[i].grid, b.style)
            f = scale * 50 / 72.0
            out.append((int(x * 50 / 72.0), int(y * 50 / 72.0),
                        int(x * 50 / 72.0 + width * f) + 1, int(y * 50 / 72.0 + height * f) + 1))
        return out

    def non_red_changes(self, puzzle, key, box):
        """Pixels of ``box`` that differ although the key shows no red at or around them."""
        count = 0
        x0, y0, x1, y1 = box
        for y in range(y0, min(y1, len(puzzle))):
            for x in range(x0, min(x1, len(puzzle[y]))):
                a, b = puzzle[y][x], key[y][x]
                if max(abs(u - v) for u, v in zip(a, b)) <= 40:
                    continue
                near = [key[j][i] for j in range(max(0, y - 1), min(len(key), y + 2))
                        for i in range(max(0, x - 1), min(len(key[j]), x + 2))]
                if not any(r - g > 30 for r, g, _ in near):
                    count += 1
        return count

    def test_keys_at_the_back_have_red_and_puzzles_none(self):
        b, (path,) = self.save("back", count=4, per_page=2, keys="back", keys_per_page=4,
                               seed="r", size="10x8")
        pages = render(path)
        self.assertEqual(len(pages), 3)
        for w, h, rows in pages[:2]:
            self.assertFalse(any(is_red(px) for row in rows for px in row))
        _, _, rows = pages[2]
        for (x0, y0, x1, y1), place in zip(self.maze_boxes(b, 2), b.page(2).places):
            red = sum(is_red(rows[y][x]) for y in range(y0, y1) for x in range(x0, x1))
            self.assertGreater(red, 20, place)

    def test_separate_keys_are_a_file_of_their_own(self):
        b, paths = self.save("sep", count=3, per_page=1, keys="separate", seed="s")
        self.assertEqual([os.path.basename(p) for p in paths], ["sep.pdf", "sep-answers.pdf"])
        self.assertIn("Pages:           3", tool("pdfinfo", paths[0]))
        self.assertIn("Pages:           1", tool("pdfinfo", paths[1]))
        self.assertFalse(any(is_red(px) for _, _, rows in render(paths[0]) for row in rows
                             for px in row))
        _, paths2 = self.save("sep", count=3, per_page=1, keys="separate", seed="s")
        self.assertEqual([os.path.basename(p) for p in paths2],
                         ["sep (1).pdf", "sep (1)-answers.pdf"])  # nothing overwritten

    def test_the_seed_makes_the_same_bytes(self):
        settings = dict(count=4, per_page=2, size="10x10..20x15", algorithm="prim,wilson",
                        braid="0..10", title="Again", title_page=True, keys="back")
        one = pdfbook.pdf(Book(BookSettings(seed="42", **settings)).pages())
        two = pdfbook.pdf(Book(BookSettings(seed="42", **settings)).pages())
        other = pdfbook.pdf(Book(BookSettings(seed="43", **settings)).pages())
        self.assertEqual(one, two)
        self.assertNotEqual(one, other)
        # in another process too (no hash() or dict order in the way)
        code = ("import sys; from mazetk.books.book import Book, BookSettings; "
                "from mazetk.export import pdfbook; "
                "sys.stdout.buffer.write(pdfbook.pdf(Book(BookSettings(seed='42', **%r))"
                ".pages()))" % (settings,))
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        done = subprocess.run([os.sys.executable, "-c", code], cwd=root, check=True,
                              stdout=subprocess.PIPE, env=dict(os.environ,
                                                               PYTHONHASHSEED="123"))
        self.assertEqual(done.stdout, one)

    def test_every_shape_prints(self):
        for shape, look, size in SHAPES:
            b, (path,) = self.save("shape-%s-%s" % (shape, look), count=2, per_page=2,
                                   shape=shape, look=look, size=size, keys="after",
                                   seed="sh")
            self.assertIn("Pages:           2", tool("pdfinfo", path))
            (w, h, puzzle), (_, _, key) = render(path)
            dark = sum(1 for row in puzzle for r, g, b_ in row if r + g + b_ < 200)
            self.assertGreater(dark, 500, shape)
            self.assertFalse(any(is_red(px) for row in puzzle for px in row), shape)
            self.assertTrue(any(is_red(px) for row in key for px in row), shape)


DASH_OPERATOR = re.compile(r"\[[0-9. ]+\] 0 d")


class DashedKeysTest(unittest.TestCase):
    """Issue 13: answer keys may draw the way dashed (told from the walls
    without its colour); the puzzles never show a way, dashed or not."""

    def test_a_book_dashes_its_answer_pages_only(self):
        for keys, shape, size in (("after", "square", "12x9"), ("back", "hex", "8x7"),
                                  ("after", "circle", "5")):
            for style in ("dashed", "solid"):
                b = Book(BookSettings(count=4, per_page=2, keys=keys, keys_per_page=4,
                                      seed="d", shape=shape, size=size, title_page=True,
                                      solution_style=style))
                kinds = [kind for kind, _chunk in b.plan()]
                streams = contents(pdfbook.pdf(b.pages()))
                self.assertEqual(len(streams), len(kinds))
                with self.subTest(keys=keys, shape=shape, style=style):
                    for kind, stream in zip(kinds, streams):
                        answers = kind in ("solved", "keys")
                        self.assertEqual(bool(DASH_OPERATOR.search(stream)),
                                         answers and style == "dashed", kind)

    def test_a_key_keeps_its_dash_scaled_like_its_points(self):
        b = Book(BookSettings(count=2, per_page=2, keys="after", seed="d", size="10x8",
                              solution_style="dashed"))
        key = b.page(1)
        lines = [item for item in key.items if item.layer == "solution"]
        self.assertEqual(len(lines), 2)
        for (i, scale, x, y), line in zip(key.places, lines):
            (drawn,) = solution_records(b.mazes[i], b.style)
            self.assertEqual(line.dash, tuple(d * scale for d in drawn.dash))
            self.assertAlmostEqual(line.width, drawn.width * scale)
            self.assertEqual(line.points[0], (x + drawn.points[0][0] * scale,
                                              y + drawn.points[0][1] * scale))
        self.assertTrue(all(item.dash is None for item in b.page(0).items
                            if isinstance(item, Polyline)))

    def test_a_worksheet_dashes_its_key(self):
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        for shape in ("square", "triangle"):
            maze = build(MazeSpec(12, 9, "prim", seed="w", shape=shape))
            for style in ("dashed", "solid"):
                with self.subTest(shape=shape, style=style):
                    puzzle, key = contents(b"".join(pdfbook.worksheet(maze, solution_style=style)))
                    self.assertIsNone(DASH_OPERATOR.search(puzzle))
                    self.assertEqual(bool(DASH_OPERATOR.search(key)), style == "dashed")


WIDTH_OPERATOR = re.compile(r"([0-9.]+) w\b")
RECT_OPERATOR = re.compile(r"[0-9.-]+ [0-9.-]+ ([0-9.]+) ([0-9.]+) re\b")


def widths(stream):
    """Every line width a content stream sets (the ``w`` operator), and the
    thickness of every box it fills (a square maze's walls), in points."""
    return ({round(float(w), 2) for w in WIDTH_OPERATOR.findall(stream)}
            | {round(min(float(w), float(h)), 2) for w, h in RECT_OPERATOR.findall(stream)})


class ThickWallsTest(unittest.TestCase):
    """Issue 13's large print: thick walls and big cells for low vision."""

    def test_checked_and_in_the_style(self):
        self.assertFalse(BookSettings().validate().thick_walls)
        thick = BookSettings(thick_walls=True).validate()
        self.assertIs(thick.thick_walls, True)
        self.assertEqual(thick.style().wall, book.PRINT_THICK_WALL)
        self.assertEqual(BookSettings().validate().style().wall, book.PRINT_STYLE.wall)
        # a quarter of a cell: passages stay wide open
        self.assertLessEqual(book.PRINT_THICK_WALL, book.PRINT_STYLE.cell / 3.0)
        self.assertEqual(BookSettings(thick_walls=True, solution_style="dashed",
                                      palette="contrast").validate().style().wall,
                         book.PRINT_THICK_WALL)

    def test_a_large_print_book_draws_its_walls_wider(self):
        """At 15 mm cells a wall is 15 mm x wall / cell wide, for every shape."""
        scale = 15 * MM / book.PRINT_STYLE.cell
        thin, thick = (round(w * scale, 2) for w in (book.PRINT_STYLE.wall,
                                                      book.PRINT_THICK_WALL))
        for shape, size in (("square", "10x12"), ("hex", "8x8"), ("circle", "5"),
                            ("triangle", "10x8")):
            for walls in (False, True):
                with self.subTest(shape=shape, thick=walls):
                    b = Book(BookSettings(count=1, seed="L", shape=shape, size=size,
                                          cell_mm=15, keys="none", thick_walls=walls))
                    (puzzle,) = contents(pdfbook.pdf(b.pages()))
                    self.assertIn(thick if walls else thin, widths(puzzle))
                    self.assertNotIn(thin if walls else thick, widths(puzzle))

    def test_a_worksheet_may_have_thick_walls(self):
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        maze = build(MazeSpec(9, 8, "prim", seed="w", shape="hex"))
        thin, thick = (max(widths(contents(b"".join(pdfbook.worksheet(maze, thick_walls=t)))[0]))
                       for t in (False, True))
        # three times as thick (the picture, a little bigger, is scaled a little less)
        self.assertAlmostEqual(thick / thin, book.PRINT_THICK_WALL / float(book.PRINT_STYLE.wall),
                               delta=0.1)

    def test_a_15_mm_large_print_page_prints_well(self):
        """Rendered as a printer would: the walls are dark bands about a
        quarter of a cell wide, and every passage between them stays open."""
        requires_tool("pdftoppm")
        folder = tempfile.mkdtemp(prefix="mazetk-large-")
        self.addCleanup(shutil.rmtree, folder, True)
        b = Book(BookSettings(count=1, seed="L", size="10x12", cell_mm=15, keys="none",
                              thick_walls=True))
        (path,) = save_group(folder, "large", pdfbook.book_files(b))
        width, height, page = render(path, dpi=100)[0]
        dpi = width / (LETTER[0] / 72.0)
        cell = 15 / 25.4 * dpi
        wall = cell * book.PRINT_THICK_WALL / book.PRINT_STYLE.cell
        for y in range(height // 3, 2 * height // 3, height // 12):
            # (dark run, light run) pairs across a row: a wall crossed, a passage
            runs, dark, light = [], 0, 0
            for r, g, b_ in page[y]:
                if r + g + b_ < 384:
                    if light and dark:
                        runs.append((dark, light))
                        dark = light = 0
                    dark += 1
                elif dark:
                    light += 1
            walls = [d for d, _light in runs if d < cell]  # not along a wall
            with self.subTest(y=y):
                self.assertGreater(len(walls), 2)
                for d in walls:
                    self.assertLess(abs(d - wall), 2.0, (walls, wall))
                for _dark, gap in runs:  # every passage twice a wall wide, at least
                    self.assertGreater(gap, 2 * wall - 2, (runs, wall))


class WorksheetTest(unittest.TestCase):
    def test_a_worksheet_is_the_maze_then_its_key_with_no_fonts(self):
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        for shape, key in (("square", True), ("hex", True), ("circle", False)):
            maze = build(MazeSpec(12, 9, "prim", seed="w", shape=shape))
            data = b"".join(pdfbook.worksheet(maze, key=key, page="a4"))
            self.assertTrue(data.startswith(b"%PDF"))
            self.assertNotIn(b"/Font", data)
            self.assertEqual(data.count(b"/Type /Page "), 2 if key else 1, shape)
            self.assertIn(b"595.28", data)  # A4 wide, in points


    def test_a_maze_without_a_code_prints_too(self):
        # read from a text matrix (ASCII art, a JSON without one): no code to
        # print under it ("'NoneType' object is not iterable" saved no PDF)
        from mazetk.files import mazefile
        from .test_pdfbook import objects
        here = os.path.dirname(os.path.abspath(__file__))
        maze = mazefile.load(os.path.join(here, "data", "prim-original-15x15.txt"))
        self.assertIsNone(maze.code)
        data = b"".join(pdfbook.worksheet(maze, key=True, page="a4"))
        table = objects(data)  # every xref offset lands on its object
        self.assertEqual(sorted(table), list(range(1, len(table) + 1)))
        self.assertEqual(data.count(b"/Type /Page "), 2)
        puzzle, key = contents(data)
        self.assertNotEqual(puzzle, key)
        if shutil.which("pdftoppm"):  # and a PDF reader draws both pages
            folder = tempfile.mkdtemp(prefix="mazetk-sheet-")
            self.addCleanup(shutil.rmtree, folder, True)
            path = os.path.join(folder, "sheet.pdf")
            with open(path, "wb") as f:
                f.write(data)
            pages = render(path, dpi=20)
            self.assertEqual(len(pages), 2)
            for _w, _h, rows in pages:
                self.assertIn((0, 0, 0), {px for row in rows for px in row})
        with self.assertRaises(FieldError) as caught:  # a cell size too big: said plainly
            pdfbook.book_files(Book.of([maze], BookSettings(count=1, cell_mm=60, shape="square")))
        self.assertNotIn("None", str(caught.exception))


class PrintedWordsTest(unittest.TestCase):
    """The words on paper, in English and in Chinese: each one a page says it
    wrote is drawn (its strokes are on the page), in the font's characters,
    inside the margins; a title the font cannot draw names what it lacks."""

    def setUp(self):
        self.addCleanup(i18n.set_language, None)  # the tests' English again

    def worksheet_pages(self, **changes):
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        maze = build(MazeSpec(12, 9, "prim", seed="w"))
        settings = BookSettings(count=1, per_page=1, keys="after", page_numbers=False,
                                **changes)
        return list(Book.of([maze], settings).pages())

    def assert_drawn_inside(self, page, index, settings):
        """Every word of ``page`` is drawn by its strokes, all inside the margins."""
        lines = set(item.points for item in page.items if isinstance(item, Polyline))
        for text, size, x, y, anchor in page.words:
            self.assertTrue(all(strokefont.has_glyph(ch) for ch in text), text)
            for stroke in strokefont.layout(text, size, x, y, anchor=anchor):
                self.assertIn(tuple(stroke), lines, text)
        x0, y0, x1, y1 = book.sheet(settings, index).safe
        for item in page.items:
            a, c, d, e = bounds(item)
            self.assertTrue(x0 - 1e-6 <= a and d <= x1 + 1e-6 and y0 - 1e-6 <= c
                            and e <= y1 + 1e-6, item)

    def words(self, page):
        return [w[0] for w in page.words]

    def test_a_worksheet_says_name_date_start_and_finish(self):
        puzzle, key = self.worksheet_pages()
        for word in ("Name", "Date"):
            self.assertIn(word, self.words(puzzle))
        for page in (puzzle, key):
            self.assertTrue({"Start", "S"} & set(self.words(page)), self.words(page))
            self.assertTrue({"Finish", "F"} & set(self.words(page)), self.words(page))
        self.assertIn("Answer", self.words(key))

    def test_a_chinese_worksheet_carries_the_chinese_words(self):
        i18n.set_language("zh_CN")
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        maze = build(MazeSpec(12, 9, "prim", seed="w"))
        b = Book.of([maze], BookSettings(count=1, keys="after", puzzle_title=i18n.pgettext(
            "printed", "Find the way from S to F")))
        puzzle, key = b.pages()
        self.assertEqual(b.settings.puzzle_title, "从起点走到终点")
        for word in ("姓名", "日期", "从起点走到终点"):
            self.assertIn(word, self.words(puzzle))
        self.assertIn("答案", self.words(key))
        for page in (puzzle, key):
            self.assertTrue({"起点", "起"} & set(self.words(page)), self.words(page))
            self.assertTrue({"终点", "终"} & set(self.words(page)), self.words(page))
            self.assertFalse({"Name", "Date", "Start", "Finish", "Answer"}
                             & set(self.words(page)))
        for index, page in enumerate((puzzle, key)):
            self.assert_drawn_inside(page, index, b.settings)

    def test_a_chinese_book_title_page_and_answers(self):
        i18n.set_language("zh_CN")
        for title, page in (("迷宫练习", "letter"), ("三年级二班迷宫练习" * 7, "6x9in")):
            b = Book(BookSettings(count=3, per_page=2, title=title, title_page=True, seed=4,
                                  keys="back", page=page, difficulty="easy..hard",
                                  puzzle_title="找出从起点到终点的路" * 4))
            pages = list(b.pages())
            cover = self.words(pages[0])
            lines = [w for w in cover if w and set(w) <= set(title)]
            self.assertEqual("".join(lines), title)  # wrapped between characters
            self.assertEqual(len(lines) > 1, len(title) > 4, lines)
            self.assertIn("迷宫 3 题", cover)
            self.assertIn("从简单到困难", cover)
            self.assertIn("答案：第 4 页起", cover)
            heading = self.words(pages[3])[1]  # after the page number
            self.assertTrue(heading.startswith("答案 — " + title[:3]), heading)
            self.assertIn("简单", self.words(pages[1]))
            for index, scene in enumerate(pages):
                self.assert_drawn_inside(scene, index, b.settings)

    def test_a_title_the_font_cannot_draw_is_refused_naming_its_characters(self):
        no_fonts(self)  # no installed font has these characters either
        for language, word in (("en", "draw"), ("zh_CN", "画不出")):
            i18n.set_language(language)
            self.assertEqual(BookSettings(title="迷宫练习").validate().title, "迷宫练习")
            with self.assertRaises(FieldError) as caught:
                BookSettings(title="龍的迷宫", puzzle_title="迷宫").validate()
            self.assertEqual(caught.exception.field, "title")
            self.assertIn("龍", str(caught.exception))
            self.assertIn(word, str(caught.exception))
            self.assertNotIn("迷", str(caught.exception).split("龍")[-1])


class BookCommandTest(unittest.TestCase):
    """``mazetk book``: the file, never overwritten, and one-line errors."""

    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.dir)

    def run_cli(self, *args):
        import contextlib
        import io
        from mazetk import cli
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli.main(list(args))
        return status, out.getvalue(), err.getvalue()

    def test_a_book_is_written_and_never_overwritten(self):
        path = os.path.join(self.dir, "week.pdf")
        args = ("book", path, "--count", "3", "--per-page", "2", "--seed", "7",
                "--keys", "separate", "--size", "8x6..14x10")
        status, out, err = self.run_cli(*args)
        self.assertEqual(status, 0, err)
        first = out.split("\n")[:2]
        self.assertEqual(first, [path, os.path.join(self.dir, "week-answers.pdf")])
        with open(path, "rb") as f:
            data = f.read()
        self.assertTrue(data.startswith(b"%PDF") and b"/Font" not in data)
        status, out, err = self.run_cli(*args)
        self.assertEqual(status, 0, err)
        self.assertEqual(out.split("\n")[0], os.path.join(self.dir, "week (1).pdf"))
        with open(os.path.join(self.dir, "week (1).pdf"), "rb") as f:
            self.assertEqual(f.read(), data)  # the same seed, the same book

    def test_bad_flags_are_one_line_naming_the_flag(self):
        no_fonts(self)  # no installed font has these characters either
        for args, flag in ((("--count", "0"), "--count"), (("--page", "3x"), "--page"),
                           (("--per-page", "5"), "--per-page"),
                           (("--bleed", "lots"), "--bleed"), (("--bleed", "-1in"), "--bleed"),
                           (("--title", "\u2603 snow"), "--title"),
                           (("--solution-style", "dotted"), "--solution-style")):
            with self.subTest(args=args):
                status, out, err = self.run_cli("book", os.path.join(self.dir, "b.pdf"),
                                                *args)
                self.assertEqual(status, 2)
                self.assertEqual(out, "")
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertIn(flag, err)
                self.assertNotIn("Traceback", err)
        self.assertEqual(os.listdir(self.dir), [])

    def test_solution_style_dashes_the_keys(self):
        for style in ("dashed", "solid"):
            path = os.path.join(self.dir, style + ".pdf")
            status, out, err = self.run_cli("book", path, "--count", "2", "--seed", "7",
                                            "--size", "8x6", "--keys", "after", "--per-page", "2",
                                            "--solution-style", style)
            self.assertEqual(status, 0, err)
            with open(path, "rb") as f:
                puzzle, key = contents(f.read())
            self.assertIsNone(DASH_OPERATOR.search(puzzle))
            self.assertEqual(bool(DASH_OPERATOR.search(key)), style == "dashed")


class ChineseGlyphsTest(unittest.TestCase):
    """Issue 13: in Chinese every character printed on a worksheet or in a
    book has a glyph in the stroke font: nothing prints as a crossed box."""

    language, title = "zh_CN", "三年级二班迷宫练习"

    def setUp(self):
        i18n.set_language(self.language)

    def tearDown(self):
        i18n.set_language(None)  # the tests' English again

    def assert_every_glyph(self, pages, what):
        chinese = 0
        for index, page in enumerate(pages):
            self.assertTrue(page.words, (what, index))
            for text, _size, _x, _y, _anchor in page.words:
                missing = [ch for ch in text if not strokefont.has_glyph(ch)]
                self.assertEqual(missing, [], (what, index, text))
                chinese += any(ord(ch) > 0x2e80 for ch in text)
        self.assertGreater(chinese, 0, what)  # the words were the Chinese ones

    def test_a_worksheet(self):
        from unittest import mock
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        for shape, key in (("square", True), ("hex", True), ("circle", False)):
            maze = build(MazeSpec(9, 7, "prim", seed="zh", shape=shape))
            written = []
            with mock.patch.object(pdfbook, "iter_pdf",
                                   lambda pages, title: written.append(list(pages)) or []):
                b"".join(pdfbook.worksheet(maze, key=key))  # its pages, as it writes them
            (pages,) = written
            self.assertEqual(len(pages), 2 if key else 1)
            self.assert_every_glyph(pages, shape)

    def test_a_book_with_title_page_keys_and_plain_puzzles(self):
        find = i18n.pgettext("printed", "Find the way from S to F")
        for changes in (dict(title_page=True, keys="back", difficulty="easy..hard",
                             puzzle_title=find),
                        dict(title_page=True, keys="after", per_page=2, difficulty="medium"),
                        dict(keys="separate", title=self.title, puzzle_title=find,
                             per_page=4, keys_per_page=2)):
            b = Book(BookSettings(count=4, seed=3, size="6x5..9x7", **changes))
            self.assertEqual(b.settings.title_page, changes.get("title_page", False))
            with self.subTest(**changes):
                self.assert_every_glyph(list(b.pages()), "book")
                if changes["keys"] == "separate":
                    self.assert_every_glyph(list(b.pages(answers=True)), "answers")


class TraditionalGlyphsTest(ChineseGlyphsTest):
    """Issue 20: the same in Traditional Chinese, with a classroom title."""

    language, title = "zh_TW", "三年級二班迷宮練習：從起點走到終點"


if __name__ == "__main__":
    unittest.main()


class EveryMazeTest(unittest.TestCase):
    """Masks, outlines and the window's maze in a book: each key still
    draws its own puzzle's solution, on every shape."""

    def keys_match(self, b):
        seen = 0
        for page in b.pages():
            solutions = [x.points for x in page.items if x.layer == "solution"]
            if not solutions:
                continue
            for i, scale, x, y in page.places:
                want, = solution_records(b.mazes[i], b.style)
                moved = tuple((x + px * scale, y + py * scale) for px, py in want.points)
                self.assertIn(moved, solutions, i)
                seen += 1
        return seen

    def test_an_outline_on_every_shape_and_its_own_solutions(self):
        from mazetk.masks.mask import OUTLINES
        for shape, size in (("square", "14x14"), ("hex", "12x12"), ("triangle", "16x12"),
                            ("circle", "7"), ("upsilon", "10x10")):
            for outline in OUTLINES:
                with self.subTest(shape=shape, outline=outline):
                    b = Book(BookSettings(count=2, seed="o", shape=shape, size=size,
                                          outline=outline, per_page=2, min_cell_mm=1.5))
                    for maze in b.mazes:
                        self.assertEqual(maze.grid.kind, "masked")
                        full = book.grids.make(shape, maze.grid.cols, maze.grid.rows)
                        if (shape, outline) != ("circle", "circle"):  # all of it
                            self.assertLess(len(maze.grid.cells), full.n)
                    self.assertEqual(self.keys_match(b), 2)

    def test_masks_are_taken_in_turn_with_their_own_size(self):
        from mazetk.masks import mask as masks
        words = ("ANNA", "BEN", "CHLOE")
        cut = [masks.from_words(w) for w in words]
        entries = tuple((m.cols, m.rows, masks.encode(m)) for m in cut)
        b = Book(BookSettings(count=4, seed="w", masks=entries, per_page=1, min_cell_mm=1.5,
                              keys="back", keys_per_page=4))
        got = [(m.grid.cols, m.grid.rows, m.grid.n) for m in b.mazes]
        want = [(m.cols, m.rows, m.count()) for m in cut]
        self.assertEqual(got, want + want[:1])  # the fourth takes the first again
        self.assertEqual(self.keys_match(b), 4)
        # every maze is its mask: the cells are the mask's, each reachable
        for maze, mask in zip(b.mazes, cut):
            self.assertEqual(list(maze.grid.cells), [c for c in range(len(mask.on))
                                                           if mask.on[c]])

    def test_masks_of_mixed_shapes(self):
        entries = (("hex", 12, 12, book.outline_code("heart", "hex", 12, 12)),
                   ("circle", 6, 6, book.outline_code("hexagon", "circle", 6, 6)),
                   (9, 9, book.outline_code("circle", "square", 9, 9)))
        b = Book(BookSettings(count=3, seed="mix", masks=entries, min_cell_mm=1.5))
        self.assertEqual([m.grid.full.kind for m in b.mazes], ["hex", "circle", "square"])
        self.assertEqual(self.keys_match(b), 3)
        with self.assertRaises(FieldError) as caught:
            BookSettings(masks=entries, look="blocks").validate()
        self.assertEqual(caught.exception.field, "look")
        with self.assertRaises(FieldError) as caught:
            BookSettings(masks=(("star", 5, 5, "x"),)).validate()
        self.assertEqual(caught.exception.field, "masks")

    def test_the_windows_maze_is_puzzle_one(self):
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        mine = build(MazeSpec(9, 9, "prim", seed="mine", shape="hex").validate())
        b = Book(BookSettings(count=3, seed="x", size="8x8", first_code=mine.code,
                              min_cell_mm=1.5))
        codes = [m.code for m in b.mazes]
        self.assertEqual(codes[0], mine.code)
        self.assertNotIn(mine.code, codes[1:])
        self.assertEqual(b.mazes[1].grid.shape, "square")
        with self.assertRaises(FieldError) as caught:
            BookSettings(first_code="mz9:bad").validate()
        self.assertEqual(caught.exception.field, "first_code")

    def test_an_outline_and_masks_together_are_refused(self):
        with self.assertRaises(FieldError) as caught:
            BookSettings(outline="heart", masks=((5, 5, "x"),)).validate()
        self.assertEqual(caught.exception.field, "outline")
        with self.assertRaises(FieldError) as caught:
            BookSettings(outline="star").validate()
        self.assertEqual(caught.exception.field, "outline")

    def test_an_outline_too_small_for_a_puzzle_is_refused_with_a_size_that_works(self):
        """A 1x1 heart was a page with Start and Finish on one cell."""
        for shape, size in (("square", "1x1"), ("square", "3x3..20x20"), ("hex", "3x3"),
                            ("circle", "2")):
            with self.subTest(shape=shape, size=size):
                settings = BookSettings(outline="heart", shape=shape, size=size, count=2,
                                        keys="none")
                with self.assertRaises(FieldError) as caught:
                    Book(settings)
                self.assertEqual(caught.exception.field, "size")
                least = re.search(r"at least (\d+)", str(caught.exception)).group(1)
                n = int(least)
                ok = "%d" % n if shape == "circle" else "%dx%d" % (n, n)
                book = Book(BookSettings(outline="heart", shape=shape, size=ok, count=1,
                                         keys="none"))
                self.assertGreaterEqual(len(book.mazes[0].grid.cells), 9)


def texts(page):
    return [w[0] for w in page.words]


class NoBrandingTest(unittest.TestCase):
    """A book says only what its maker wrote."""

    def make(self, **changes):
        settings = dict(count=2, seed="brand", size="10x8", title="Puzzles",
                        title_page=True)
        settings.update(changes)
        return Book(BookSettings(**settings))

    def test_no_seed_line_nor_codes_unless_asked(self):
        b = self.make()
        words = [w for page in b.pages() for w in texts(page)]
        self.assertFalse([w for w in words if "brand" in w or "mazetk" in w], words)
        asked = self.make(seed_line=True, codes=True)
        words = [w for page in asked.pages() for w in texts(page)]
        self.assertIn("seed brand", words)
        for maze in asked.mazes:
            self.assertIn(maze.code, words)

    def test_a_worksheet_keeps_its_code(self):
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        maze = build(MazeSpec(9, 9, "prim", seed="ws").validate())
        page = next(book.worksheet_book(maze).pages())
        self.assertIn(maze.code, texts(page))

    def test_subtitle_copyright_and_blank_pages_in_their_places(self):
        b = self.make(subtitle="For Class 3B", copyright="(c) 2026 Ann Lee\nAll rights reserved",
                      blank_after_title=1, blank_before_keys=2, keys="back")
        kinds = [kind for kind, _chunk in b.plan()]
        self.assertEqual(kinds, ["title", "copyright", "blank", "puzzles", "puzzles",
                                 "blank", "blank", "keys"])
        pages = list(b.pages())
        self.assertIn("For Class 3B", texts(pages[0]))
        self.assertEqual(texts(pages[1]), ["(c) 2026 Ann Lee", "All rights reserved"])
        for blank in (pages[2], pages[5], pages[6]):
            self.assertEqual(blank.items, [])
        # the copyright lines sit at the foot of the page, inside the margins
        safe = book.sheet(b.settings, 1).safe
        self.assertGreater(min(w[3] for w in pages[1].words), (safe[1] + safe[3]) / 2)
        self.assertLessEqual(max(w[3] for w in pages[1].words), safe[3])
        # the title page says the keys begin on their own page
        self.assertIn("answers from page 8", texts(pages[0]))

    def test_bad_text_names_its_field(self):
        no_fonts(self)  # a snowman, which no installed font may then draw
        for field, changes in (("copyright", {"copyright": "\n".join(["x"] * 31)}),
                               ("copyright", {"copyright": "x" * 201}),
                               ("subtitle", {"subtitle": "\u2603"}),
                               ("blank_after_title", {"blank_after_title": 21}),
                               ("blank_before_keys", {"blank_before_keys": "-1"})):
            with self.subTest(field=field):
                with self.assertRaises(FieldError) as caught:
                    BookSettings(**changes).validate()
                self.assertEqual(caught.exception.field, field)


class SmallestCellTest(unittest.TestCase):
    """A book whose cells would print under its smallest cell is refused,
    with what fits; the studio asks :func:`book.fits` and :func:`book.printed_cells`."""

    settings = BookSettings(count=3, seed="c", size="10x10..30x22", per_page=2, page="a4")

    def test_the_edge_is_refused_above_and_taken_at(self):
        fit = book.fits(self.settings)
        self.assertEqual(fit.puzzle, 3)  # the largest maze has the smallest cells
        cells = book.printed_cells(self.settings)
        self.assertAlmostEqual(min(cells), fit.cell_mm)
        self.assertEqual(cells, sorted(cells, reverse=True))
        at = dataclasses.replace(self.settings, min_cell_mm=math.floor(fit.cell_mm * 100) / 100)
        b = Book(at)
        self.assertTrue(book.fits(at).ok)
        # what is printed is the cell said
        page = next(p for p in b.pages() if any(pl[0] == 2 for pl in p.places))
        scale = [pl[1] for pl in page.places if pl[0] == 2][0]
        self.assertAlmostEqual(scale * b.style.cell / MM, fit.cell_mm, places=6)
        above = dataclasses.replace(self.settings, min_cell_mm=fit.cell_mm + 0.01)
        self.assertFalse(book.fits(above).ok)
        with self.assertRaises(FieldError) as caught:
            Book(above)
        self.assertEqual(caught.exception.field, "size")
        self.assertIn("maze 3 (30 x 22)", str(caught.exception))

    def test_what_fits_does_fit(self):
        s = dataclasses.replace(self.settings, size="30x22", per_page=4, min_cell_mm=5)
        fit = book.fits(s)
        self.assertFalse(fit.ok)
        self.assertIn("what fits", fit.words)
        self.assertIn("%d mazes a page" % fit.per_page if fit.per_page > 1 else "1 maze a page",
                      fit.words)
        self.assertTrue(book.fits(dataclasses.replace(s, per_page=fit.per_page)).ok)
        larger = dataclasses.replace(s, per_page=fit.per_page * 2 if fit.per_page < 2 else 6)
        if larger.per_page in book.PER_PAGE and larger.per_page <= s.per_page:
            self.assertFalse(book.fits(larger).ok)
        cols, rows = fit.size
        self.assertTrue(book.fits(dataclasses.replace(s, size="%dx%d" % fit.size)).ok)
        self.assertFalse(book.fits(dataclasses.replace(s, size="%dx%d" % (cols + 1,
                                                                         rows + 1))).ok)
        trim = "%gx%gmm" % tuple(round(v / MM, 3) for v in fit.page)
        self.assertTrue(book.fits(dataclasses.replace(s, page=trim)).ok)

    def test_the_default_is_4_mm_and_the_floor_1_5(self):
        self.assertEqual(BookSettings().validate().min_cell_mm, 4)
        self.assertEqual(BookSettings(min_cell_mm="1.5mm").validate().min_cell_mm, 1.5)
        for bad in ("1.4", "abc", "51", "nan"):
            with self.assertRaises(FieldError) as caught:
                BookSettings(min_cell_mm=bad).validate()
            self.assertEqual(caught.exception.field, "min_cell_mm")

    def test_lengths_in_the_unit_of_the_paper(self):
        self.assertEqual(book.paper_unit("a4"), "mm")
        self.assertEqual(book.paper_unit("letter"), "in")
        self.assertEqual(book.paper_unit("6x9in"), "in")
        self.assertEqual(book.paper_unit("170x240mm"), "mm")
        self.assertEqual(book.paper_unit(PAGES["a5"]), "mm")
        self.assertEqual(book.paper_unit(LETTER), "in")
        big = dataclasses.replace(self.settings, size="60x45", per_page=1)
        for page, unit in (("a4", "mm"), ("letter", "in")):
            s = dataclasses.replace(big, page=page)
            words = book.fits(s).words
            self.assertIn("on a %s page" % book.length_words(unit, *PAGES[page]), words)
            self.assertRegex(words, r"a page of [0-9.]+ x [0-9.]+ %s$" % unit)
        with self.assertRaises(FieldError) as caught:
            BookSettings(page="a5", margin="50mm").validate()
        self.assertIn("mm of the page", str(caught.exception))
        for page, words in (("a4", "at most 12.7 mm"), ("6x9in", "at most 0.5 in")):
            with self.assertRaises(FieldError) as caught:
                BookSettings(page=page, bleed="20mm").validate()
            self.assertIn(words, str(caught.exception))
        self.assertEqual(book.length_words("in", 432, 648), "6 x 9 in")
        self.assertEqual(book.length_words("mm", *PAGES["a4"]), "210 x 297 mm")


class PreviewPageTest(unittest.TestCase):
    """Any page, forward and back, at the size it prints, making only its mazes."""

    settings = BookSettings(count=40, per_page=2, keys="back", keys_per_page=6, seed="pp",
                            size="10x10..20x15", title_page=True, copyright="(c) me",
                            blank_before_keys=1)

    def test_every_page_is_the_books_own(self):
        whole = Book(self.settings)
        pages = list(whole.pages())
        for index in (0, 1, 2, 7, 21, len(pages) - 2, len(pages) - 1):
            with self.subTest(index=index):
                page, count = book.preview_page(self.settings, index)
                self.assertEqual(count, len(pages))
                self.assertEqual((page.width, page.height), (pages[index].width,
                                                             pages[index].height))
                self.assertEqual(page.places, pages[index].places)
                self.assertEqual(page.items, pages[index].items)
        with self.assertRaises(IndexError):
            book.preview_page(self.settings, len(pages))
        with self.assertRaises(IndexError):
            book.preview_page(self.settings, -1)

    def test_only_the_pages_mazes_are_made(self):
        made = []
        real = book.build_maze

        def build(spec):
            made.append(spec.seed)
            return real(spec)

        with mock.patch.object(book, "build_maze", side_effect=build):
            page, count = book.preview_page(self.settings, 7)
        self.assertEqual(sorted(set(made)), ["pp-11", "pp-12"])  # page 8: puzzles 11, 12
        self.assertEqual([p[0] for p in page.places], [10, 11])
        made.clear()
        with mock.patch.object(book, "build_maze", side_effect=build):
            page, count = book.preview_page(self.settings, count - 1)  # the last keys
        self.assertEqual(sorted(set(made)), ["pp-37", "pp-38", "pp-39", "pp-40"])
