"""The Print studio's pages fitted to the preview, and the book written in
its worker (no Tk): every record kept and scaled, the trim drawn where there
is bleed; the progress said in words as the mazes and pages are made."""

import os
import shutil
import tempfile
import unittest

from mazetk import i18n
from mazetk.books.book import BookSettings, preview
from mazetk.gui import print_pages
from mazetk.scene import Line, Polyline, Rect


def ink(item):
    """``(x0, y0, x1, y1)`` of a record, its stroke width included."""
    if isinstance(item, Rect):
        return item.x0, item.y0, item.x1, item.y1
    if isinstance(item, Line):
        xs, ys, h = (item.x0, item.x1), (item.y0, item.y1), item.width / 2.0
    else:
        xs, ys = [p[0] for p in item.points], [p[1] for p in item.points]
        h = item.width / 2.0 if isinstance(item, Polyline) else 0.0
    return min(xs) - h, min(ys) - h, max(xs) + h, max(ys) + h


class FakeTask:
    """What the worker's Task offers the work: ``step(fraction, text)``."""

    def __init__(self):
        self.steps = []

    def step(self, fraction, text):
        self.steps.append((fraction, text))


class FittedTest(unittest.TestCase):
    """The preview's scaling."""

    def test_a_page_fits_its_box_with_all_it_draws(self):
        for kw in ({}, {"bleed": "0.125in", "landscape": True, "per_page": 4, "shape": "hex",
                        "size": "8x6"}, {"page": "a5", "shape": "circle", "size": "5"}):
            page, keys = preview(BookSettings(seed=3, **kw))
            for width, height in ((300, 400), (500, 200), (90, 90)):
                out = print_pages.fitted(page, width, height)
                self.assertLessEqual(out.width, width)
                self.assertLessEqual(out.height, height)
                self.assertTrue(out.width >= width - 1 or out.height >= height - 1)
                trim = [i for i in out.items if i.layer == "trim"]
                self.assertEqual(len(trim), 1 if "bleed" in kw else 0)
                self.assertEqual(len(out.items) - len(trim), len(page.items))
                k = min(width / page.width, height / page.height)
                for before, after in zip(page.items, out.items):
                    self.assertEqual(type(before), type(after))
                    for a, b in zip(ink(before), ink(after)):
                        self.assertAlmostEqual(a * k, b, delta=0.02 * max(1, k))


class WriteBookTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.dir)
        self.addCleanup(i18n.set_language, None)  # the tests' English again

    def test_the_book_is_written_and_its_progress_said(self):
        for language, making, writing in (("en", "Making maze 3 of 3", "Writing page 4 of 4"),
                                          ("zh_CN", "正在生成第 3 个迷宫，共 3 个",
                                           "正在写第 4 页，共 4 页")):
            i18n.set_language(language)
            task = FakeTask()
            settings = BookSettings(count=3, keys="separate", seed=2, size="6x5").validate()
            paths, pages, misses = print_pages.write_book(task, settings, self.dir, language)
            self.assertEqual([os.path.basename(p) for p in paths],
                             [language + ".pdf", language + "-answers.pdf"])
            self.assertEqual((pages, misses), (4, []))  # 3 puzzles, a page of keys
            texts = [text for _, text in task.steps]
            self.assertIn(making, texts)
            self.assertEqual(texts[-1], writing)
            fractions = [f for f, _ in task.steps]
            self.assertTrue(all(b > a - 1e-9 for a, b in zip(fractions, fractions[1:])))
            self.assertLessEqual(fractions[-1], 1.0)


if __name__ == "__main__":
    unittest.main()


class PaperRuleTest(unittest.TestCase):
    """One paper for the window: the locale's, the language's, or the one chosen."""

    def setUp(self):
        self.env = dict(os.environ)
        for var in ("LC_PAPER", "LC_ALL", "LANG"):
            os.environ.pop(var, None)

    def tearDown(self):
        os.environ.clear()
        os.environ.update(self.env)

    def test_an_untouched_paper_follows_the_language_a_chosen_one_stays(self):
        told = []

        class Listener:
            def heard(self):
                told.append(paper.name())

        paper, listener = print_pages.Paper("en"), Listener()
        paper.listen(listener.heard)
        self.assertEqual(paper.name(), "letter")
        paper.language_is("zh_CN")
        self.assertEqual((paper.name(), told), ("a4", ["a4"]))
        paper.choose("6x")  # half typed: no paper
        self.assertEqual(paper.name(), "a4")
        paper.choose("Letter")
        paper.language_is("zh_TW")
        self.assertEqual((paper.name(), told), ("letter", ["a4", "letter"]))
        del listener  # held weakly: no longer told
        paper.choose("a5")
        self.assertEqual(told, ["a4", "letter"])
        os.environ["LC_PAPER"] = "de_DE.UTF-8"  # the locale's own paper goes first
        self.assertEqual(print_pages.window_paper("en"), "a4")

    def test_lengths_in_the_unit_of_the_paper(self):
        self.assertEqual((print_pages.unit_of("A4"), print_pages.unit_of("Letter"),
                          print_pages.unit_of("6x9in"), print_pages.unit_of("150x200mm")),
                         ("mm", "in", "in", "mm"))
        self.assertEqual(print_pages.in_unit("0.5in", "mm"), "12.7mm")
        self.assertEqual(print_pages.in_unit("12.7mm", "in"), "0.5in")
        self.assertEqual(print_pages.in_unit("0", "mm"), "0")
        self.assertEqual(print_pages.picture_paper("6x9in"), "letter")


class PagesTest(unittest.TestCase):
    """Any page of a book, the window's maze as puzzle 1."""

    def test_puzzle_one_is_the_maze_given_and_any_page_is_made(self):
        from mazetk.books.book import BookSettings
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        mine = build(MazeSpec(12, 9, "kruskal", seed="mine", shape="hex").validate())
        pages = print_pages.Pages(BookSettings(count=5, shape="hex", size="12x9", seed="b",
                                               page="a4"), mine)
        self.assertEqual(len(pages), 6)  # 5 puzzles, 1 page of keys
        self.assertEqual(pages.label(5), "Page 6 of 6")
        keys = pages.page(5)
        self.assertEqual([p[0] for p in keys.places], [0, 1, 2, 3, 4])
        first = pages.book.mazes[0]
        self.assertIs(first, mine)
        self.assertEqual((first.start, first.goal), (mine.start, mine.goal))
        least, most = print_pages.cells_of(pages.settings, pages.page(0))
        self.assertGreater(least, 4.0)

    def test_the_cells_of_a_ramped_book_reach_its_largest_maze(self):
        from mazetk.books.book import MM, BookSettings
        pages = print_pages.Pages(BookSettings(count=4, size="10x10..40x30", page="a4",
                                               seed="r", title_page=True))
        self.assertIsNone(print_pages.cells_of(pages.settings, pages.page(0)))  # the title
        least, most = print_pages.cells_of(pages.settings, pages.page(1))
        first = pages.page(1).places[0][1] * pages.settings.style().cell / MM
        self.assertAlmostEqual(most, first)
        self.assertAlmostEqual(least, first * 10 / 40.0)  # its columns grow fourfold
        # the last maze's own page says the same of its cells
        last, _most = print_pages.cells_of(pages.settings, pages.page(4))
        self.assertLess(abs(last - least), least * 0.5)
