"""The Print studio's form: the words of its bottom line (no Tk), and the
fields of a book, started from the main window's maze and read back as a
BookSettings."""

import os
import unittest

from mazetk import i18n
from mazetk.books.book import ATTEMPTS, BookSettings
from mazetk.generate import ALGORITHMS
from mazetk.gui import print_form
from mazetk.gui.print_form import BookForm
from mazetk.gui.print_pages import Paper
from mazetk.studio import Settings

from .support import GuiTestCase


class WordsTest(unittest.TestCase):
    """The words of the bottom line, in English and in Chinese (no Tk)."""

    def tearDown(self):
        i18n.set_language(None)  # the tests' English again

    def test_summary_and_file_names(self):
        clean = BookSettings(bleed="0.125in", keys="separate").validate()
        text = print_form.summary(clean, 12, 2)
        for words in ("12 pages", "8.5 x 11 in", "8.625 x 11.25 in with bleed",
                      "answers: 2 pages"):
            self.assertIn(words, text)
        a4 = print_form.summary(BookSettings(page="A4", landscape=True).validate(), 1, 0)
        self.assertTrue(a4.startswith("1 page of 297 x 210 mm"), a4)
        self.assertEqual(print_form.file_stem(BookSettings(title='Week 3: "mazes"/A')),
                         "Week 3 mazes A")
        self.assertEqual(print_form.file_stem(BookSettings(title="  ..  ")), "maze-book")

    def test_saved_says_where_and_which_mazes_missed(self):
        where = os.path.join("tmp", "b")
        paths = [os.path.join(where, "b.pdf"), os.path.join(where, "b-answers.pdf")]
        self.assertEqual(print_form.saved(paths[:1], 1, []), "Saved b.pdf (1 page) in %s." % where)
        text = print_form.saved(paths, 5, [2, 7])
        self.assertTrue(text.startswith("Saved b.pdf and b-answers.pdf (5 pages) in %s. No seed"
                                        % where), text)
        self.assertTrue(text.endswith("for mazes 2, 7."), text)
        i18n.set_language("zh_CN")
        self.assertEqual(print_form.saved(paths, 5, [3]),
                         "已将 b.pdf 和 b-answers.pdf（5 页）保存到 %s。试过的 %d 个种子都达不到"
                         "第 3 个迷宫要求的难度。" % (where, ATTEMPTS))
        clean = BookSettings(bleed="0.125in", keys="separate").validate()
        text = print_form.summary(clean, 12, 1)  # the new wording awaits its translation
        for words in ("12 页", "8.5 x 11 in", "8.625 x 11.25 in", "答案另有 1 页"):
            self.assertIn(words, text)
        self.assertEqual(print_form.file_stem(BookSettings()), "迷宫册")


class BookFormTest(GuiTestCase):
    mapped = True

    def setUp(self):
        super().setUp()
        self.changes = []
        self.form = BookForm(self.root, lambda: self.changes.append(True), Paper("en"))
        self.form.pack()
        self.root.update()

    def test_started_from_the_main_windows_maze(self):
        self.form.set_from(Settings(shape="hex", cols="12", rows="9", algorithm="prim",
                                    braid="20", seed="abc", thick_walls=True,
                                    solution_style="dashed"))
        got = self.form.get()
        self.assertEqual((got.shape, got.size, got.algorithm, got.braid, got.seed),
                         ("hex", "12x9", "prim", "20", "abc"))
        self.assertTrue(got.thick_walls)
        self.assertEqual(got.solution_style, "dashed")
        clean = got.validate()  # what the form gives is a book the studio can make
        self.assertEqual(clean.shape, "hex")

    def test_black_ink_unless_the_screen_chose_colours(self):
        """Issue 23: a book is black ink by default; colours chosen for the
        screen's maze (colour-blind safe, high contrast) come along."""
        for screen, book_palette in (("default", "print"), ("dark", "print"),
                                     ("colorblind", "colorblind"), ("contrast", "contrast")):
            with self.subTest(screen=screen):
                self.form.set_from(Settings(palette=screen))
                self.assertEqual(self.form.get().validate().palette, book_palette)
        offered = set(self.form.shown["palette"].values())
        self.assertEqual(offered, {"default", "colorblind", "contrast", "print"})  # not dark

    def test_a_circle_is_sized_in_rings(self):
        self.form.set_from(Settings(shape="circle", cols="8", rows="8"))
        self.assertEqual(self.form.get().size, "8")

    def test_every_edit_is_heard(self):
        del self.changes[:]
        self.form.vars["count"].set("12")
        self.form.widgets["title"].insert(0, "Week 3")
        self.assertGreaterEqual(len(self.changes), 2)
        self.assertEqual(self.form.get().count, "12")
        self.assertEqual(self.form.get().title, "Week 3")

    def test_only_the_algorithms_of_the_shape_are_offered_and_one_stays(self):
        self.form.set_from(Settings(shape="square", algorithm="sidewinder"))
        self.assertEqual(self.form.chosen_algorithms(), ["sidewinder"])
        self.form.set_from(Settings(shape="hex", algorithm="sidewinder"))
        offered = self.form.algorithms.get(0, "end")
        square_only = [n for n, a in ALGORITHMS.items() if a.square_only]
        self.assertTrue(square_only)
        self.assertEqual(len(offered), len(ALGORITHMS) - len(square_only))
        self.assertEqual(len(self.form.chosen_algorithms()), 1, "a book needs an algorithm")
        box = self.form.algorithms
        box.selection_clear(0, "end")  # a click takes the only one away...
        box.event_generate("<<ListboxSelect>>")
        self.root.update()
        self.assertEqual(len(self.form.chosen_algorithms()), 1)  # ...and it stays

    def test_keys_per_page_only_where_the_keys_go_on_pages(self):
        names = {v: k for k, v in self.form.shown["keys"].items()}
        for where, state in (("back", "readonly"), ("separate", "readonly"),
                             ("after", "disabled"), ("none", "disabled")):
            self.form.vars["keys"].set(names[where])
            self.assertEqual(self.form.keys(), where)
            self.assertEqual(str(self.form.widgets["keys_per_page"].cget("state")), state)

    def test_a_complaint_stands_under_its_field_alone(self):
        self.form.show_error("count", "at most 1000 puzzles")
        self.assertEqual(self.form.errors["count"].cget("text"), "At most 1000 puzzles")
        self.form.show_error("margin", "too wide")
        self.assertEqual(self.form.errors["count"].cget("text"), "")
        self.assertEqual(self.form.errors["margin"].cget("text"), "Too wide")
        self.form.show_error(None)
        self.assertEqual({e.cget("text") for e in self.form.errors.values()}, {""})

    def test_closing_gives_back_every_trace(self):
        variables = list(self.form.vars.values())
        self.form.destroy()
        self.assertEqual([v for v in variables if v.trace_info()], [])


if __name__ == "__main__":
    unittest.main()
