"""The wrap-around cover's layout and records (mazetk.books.cover), without a PDF."""

import unittest

from mazetk.books import cover
from mazetk.books.book import PAGES, PRINT_STYLE, Book, BookSettings
from mazetk.maze import build as build_maze
from mazetk.scene import Line, Polygon, Polyline, Rect, line_box
from mazetk.spec import MazeSpec

from .helpers import no_fonts

SIX_BY_NINE = PAGES["6x9in"]


def a_maze(shape="square", cols=10, rows=10, seed="c"):
    return build_maze(MazeSpec(cols, rows, seed=seed, shape=shape).validate())


def points_of(item):
    """The corners of what a record covers (a Polyline: its points)."""
    if isinstance(item, Line):
        x0, y0, x1, y1 = line_box(item)
        return [(x0, y0), (x1, y1)]
    if isinstance(item, Rect):
        return [(item.x0, item.y0), (item.x1, item.y1)]
    return list(item.points)


def inside(box, x, y, slack=0.0):
    x0, y0, x1, y1 = box
    return x0 - slack <= x <= x1 + slack and y0 - slack <= y <= y1 + slack


class SpineTest(unittest.TestCase):
    def test_spine_is_the_pages_times_the_paper(self):
        # the service's own figures: 0.002252 in a white page, 0.0025 a cream one
        self.assertAlmostEqual(cover.spine_width(100, "white"), 0.2252 * 72)
        self.assertAlmostEqual(cover.spine_width(300, "white"), 0.6756 * 72)
        self.assertAlmostEqual(cover.spine_width(100, "cream"), 0.25 * 72)
        self.assertAlmostEqual(cover.spine_width(300, "cream"), 0.75 * 72)

    def test_bad_stock_and_page_counts_are_refused(self):
        with self.assertRaisesRegex(ValueError, "white or cream, not 'blue'"):
            cover.spine_width(100, "blue")
        for pages in (0, -3, 2.5):
            with self.assertRaisesRegex(ValueError, "whole number of pages"):
                cover.spine_width(pages)


class LayoutTest(unittest.TestCase):
    def test_sheet_is_two_panels_the_spine_and_the_bleed(self):
        for pages, stock in ((100, "white"), (300, "white"), (100, "cream"), (300, "cream")):
            plan = cover.layout(SIX_BY_NINE, pages, stock)
            spine = cover.spine_width(pages, stock)
            self.assertAlmostEqual(plan.width, 2 * 432 + spine + 2 * 9)
            self.assertAlmostEqual(plan.height, 648 + 2 * 9)
            self.assertEqual(plan.trim, (9, 9, plan.width - 9, plan.height - 9))
            # back, spine and front side by side, filling the trim
            self.assertEqual(plan.back[0], 9)
            self.assertEqual(plan.back[2], plan.spine[0])
            self.assertEqual(plan.spine[2], plan.front[0])
            self.assertAlmostEqual(plan.front[2], plan.width - 9)
            self.assertAlmostEqual(plan.spine[2] - plan.spine[0], spine)

    def test_barcode_box_bottom_right_of_the_back_inside_the_safe_area(self):
        plan = cover.layout(SIX_BY_NINE, 120)
        x0, y0, x1, y1 = plan.barcode
        self.assertAlmostEqual(x1 - x0, 2 * 72)
        self.assertAlmostEqual(y1 - y0, 1.2 * 72)
        sx0, sy0, sx1, sy1 = plan.back_safe
        self.assertEqual((x1, y1), (sx1, sy1))  # in the safe area's bottom right corner
        self.assertTrue(sx0 <= x0 and sy0 <= y0)
        self.assertLessEqual(x1, plan.spine[0] - 0.25 * 72)  # clear of the fold

    def test_spine_text_from_80_pages_where_it_can_be_read(self):
        self.assertFalse(cover.layout(SIX_BY_NINE, 79).spine_text)
        self.assertFalse(cover.layout(SIX_BY_NINE, 79, "cream").spine_text)
        # 80 white pages are a 0.18 in spine: its title would be 2 pt, so none
        self.assertFalse(cover.layout(SIX_BY_NINE, 80).spine_text)
        first = next(p for p in range(80, 400) if cover.layout(SIX_BY_NINE, p).spine_text)
        self.assertTrue(100 < first < 130, first)
        for pages in range(first, 400, 7):  # from there on, always, at 5 pt or more
            plan = cover.layout(SIX_BY_NINE, pages)
            self.assertTrue(plan.spine_text, pages)
            self.assertGreaterEqual(cover.spine_size(plan.spine[2] - plan.spine[0]),
                                    cover.MIN_SPINE_SIZE)
        page = cover.cover_page(SIX_BY_NINE, first, "Rainy Day Mazes", a_maze(), PRINT_STYLE)
        self.assertGreaterEqual([w[1] for w in page.words if w[4] == "spine"][0],
                                cover.MIN_SPINE_SIZE - 1e-9)


class PageTest(unittest.TestCase):
    def page(self, pages=120, title="Rainy Day Mazes", maze=None, **options):
        return cover.cover_page(SIX_BY_NINE, pages, title, maze or a_maze(), PRINT_STYLE,
                                **options)

    def test_title_on_the_front_and_the_spine(self):
        page = self.page()
        where = [(w[0], w[4]) for w in page.words]
        self.assertIn(("Rainy Day Mazes", "spine"), where)
        front = " ".join(text for text, kind in where if kind == "front")
        self.assertEqual(front, "Rainy Day Mazes")

    def test_no_spine_text_under_80_pages(self):
        for pages in (24, 79):
            page = self.page(pages)
            self.assertNotIn("spine", [w[4] for w in page.words])
            x0, _y0, x1, _y1 = page.cover.spine
            for item in page.items:  # nothing at all is drawn on the spine
                self.assertFalse(any(x0 < x < x1 for x, y in points_of(item)), item)

    def test_spine_text_runs_down_the_spine_inside_its_margins(self):
        page = self.page(300)
        box = page.cover.spine_safe
        x0, _y0, x1, _y1 = page.cover.spine
        strokes = [item for item in page.items if isinstance(item, Polyline)
                   and any(x0 < x < x1 for x, y in item.points)]
        self.assertTrue(strokes)
        pen = strokes[0].width
        ys = [y for item in strokes for x, y in item.points]
        xs = [x for item in strokes for x, y in item.points]
        for item in strokes:
            for x, y in item.points:
                self.assertTrue(inside(box, x, y, -pen / 2.0), (x, y, box))
        # turned: the line runs down, much longer than it is wide
        self.assertGreater(max(ys) - min(ys), 5 * (max(xs) - min(xs)))
        # centred on the spine's middle
        self.assertAlmostEqual((min(ys) + max(ys)) / 2.0, (box[1] + box[3]) / 2.0, delta=10)

    def test_everything_stays_inside_the_safe_areas(self):
        for shape in ("square", "hex", "circle"):
            page = self.page(200, title="A title long enough to wrap on two lines",
                             maze=a_maze(shape, 8, 8))
            plan = page.cover
            boxes = (plan.front_safe, plan.spine_safe, plan.back_safe)
            for item in page.items:
                for x, y in points_of(item):
                    self.assertTrue(any(inside(b, x, y, 0.01) for b in boxes), (item, shape))
            self.assertTrue(inside(plan.front_safe, page.art[0], page.art[1]))
            self.assertTrue(inside(plan.front_safe, page.art[2], page.art[3], 0.01))

    def test_the_maze_is_the_front_art_unsolved_in_the_cover_colours(self):
        page = self.page()
        layers = {item.layer for item in page.items}
        self.assertIn("walls", layers)
        self.assertNotIn("solution", layers)
        walls = [item for item in page.items if item.layer == "walls"]
        self.assertEqual({getattr(item, "color", None) or item.fill for item in walls},
                         {cover.INK})
        self.assertEqual(page.background, cover.GROUND)
        # the art fills the front's width or the height left under the title
        x0, _y0, x1, _y1 = page.cover.front_safe
        self.assertGreater(page.art[2] - page.art[0], 0.8 * (x1 - x0))

    def test_without_a_title_the_maze_takes_the_front_and_the_spine_is_empty(self):
        page = self.page(300, title="")
        self.assertEqual(page.words, [])
        x0, y0, x1, y1 = page.cover.front_safe
        self.assertAlmostEqual(min(page.art[2] - page.art[0], page.art[3] - page.art[1]),
                               min(x1 - x0, y1 - y0), delta=0.01)

    def test_barcode_box_is_white_and_drawn_last(self):
        page = self.page()
        last = page.items[-1]
        self.assertIsInstance(last, Rect)
        self.assertEqual(last.fill, "#ffffff")
        self.assertEqual((last.x0, last.y0, last.x1, last.y1), page.cover.barcode)


class BackTextTest(unittest.TestCase):
    def page(self, text, pages=120):
        return cover.cover_page(SIX_BY_NINE, pages, "T", a_maze(), PRINT_STYLE,
                                back_text=text)

    def test_back_text_is_written_at_the_top_of_the_back_above_the_barcode(self):
        page = self.page("One hundred mazes for a rainy afternoon, from easy to hard, with "
                         "every answer at the back.\nFor ages 8 and up.")
        back = [w for w in page.words if w[4] == "back"]
        self.assertGreaterEqual(len(back), 3)  # wrapped, and a line of its own after \n
        self.assertEqual(back[-1][0], "For ages 8 and up.")
        plan = page.cover
        strokes = [item for item in page.items if isinstance(item, Polyline)
                   and all(x < plan.spine[0] for x, y in item.points)]
        self.assertTrue(strokes)
        for item in strokes:
            for x, y in item.points:
                self.assertTrue(inside(plan.back_safe, x, y), (x, y))
                self.assertLess(y, plan.barcode[1])

    def test_a_long_text_gets_smaller_letters_then_is_refused(self):
        small = self.page("word " * 250)
        sizes = {w[1] for w in small.words if w[4] == "back"}
        self.assertEqual(len(sizes), 1)
        self.assertLess(sizes.pop(), 12.0)
        with self.assertRaisesRegex(ValueError, "does not fit above the barcode"):
            self.page("word\n" * 80)
        with self.assertRaisesRegex(ValueError, "longer than 1500 characters"):
            cover.check_text("x" * 1501, "back cover text")

    def test_characters_the_font_lacks_are_named(self):
        no_fonts(self)  # no installed font to draw the snowman from either
        with self.assertRaisesRegex(ValueError, "cannot draw: \u2603"):
            self.page("Snow \u2603 day")
        self.assertEqual(cover.check_text("  caf\u00e9   au\n  lait ", "x"), "caf\u00e9 au\nlait")


class ColourTest(unittest.TestCase):
    def test_ink_is_white_on_dark_and_black_on_light(self):
        self.assertEqual(cover.ink_for(cover.GROUND), "#ffffff")
        self.assertEqual(cover.ink_for("#f6e27f"), "#000000")
        with self.assertRaisesRegex(ValueError, "#rrggbb"):
            cover.ink_for("yellow")

    def test_a_light_cover_draws_its_title_and_maze_in_black(self):
        book = Book(BookSettings(count=1, size="6x6", seed="y", title="Yellow"))
        page = cover.book_cover(book, ground="#F6E27F")
        self.assertEqual(page.background, "#f6e27f")
        inks = {item.color for item in page.items if isinstance(item, Polyline)}
        self.assertEqual(inks, {"#000000"})
        walls = {getattr(item, "color", None) for item in page.items if item.layer == "walls"}
        self.assertEqual(walls, {"#000000"})


class BookCoverTest(unittest.TestCase):
    def test_a_books_cover_has_its_trim_pages_title_and_a_maze_of_its_own(self):
        book = Book(BookSettings(count=3, size="6x6..8x8", shape="hex", page="a5",
                                 title="Hexes", seed="b", keys="back", keys_per_page=2))
        page = cover.book_cover(book, "cream")
        w, h = book.settings.page
        self.assertAlmostEqual(page.width, 2 * w + cover.spine_width(book.page_count(),
                                                                     "cream") + 18)
        self.assertAlmostEqual(page.height, h + 18)
        self.assertIn(("Hexes", "front"), [(t, k) for t, _s, _x, _y, k in page.words])
        # the art is the first puzzle's kind of maze, but not the first puzzle
        first = book.mazes[0]
        art = [item for item in page.items if isinstance(item, Polygon) or item.layer == "walls"]
        self.assertTrue(art)
        seen = cover.book_cover(book, maze=first)
        self.assertNotEqual([i for i in page.items if i.layer == "walls"],
                            [i for i in seen.items if i.layer == "walls"])


if __name__ == "__main__":
    unittest.main()
