"""The Print studio (File > Print studio) under a real Tk: started from the
main window, a preview made again after each change, complaints by their
fields, the book saved in a worker (read back), and work stopped on close."""

import glob
import os
import re
import shutil
import subprocess
import tempfile
import time
import unittest
from unittest import mock
from tkinter import ttk

from mazetk.books import book
from mazetk import i18n
from mazetk.books.book import Book, preview
from mazetk.gui import print_view
from mazetk.gui.print_pages import Pages

from mazetk.studio import MASK_KINDS

from .helpers import same_maze
from .support import requires_tool
from .test_app import AppTestCase


def pdf_pages(path):
    """The page count of a PDF, from its page objects."""
    with open(path, "rb") as f:
        return len(re.findall(rb"/Type /Page\b(?!s)", f.read()))


class StudioCase(AppTestCase):
    def open_studio(self, **main):
        a = self.make_app()
        if main:
            self.set_fields(**main)
            a.panel.generate_button.invoke()
            self.settle()
        a.commands.invoke("studio")
        self.studio = a.studio
        self.settle_studio()
        return self.studio

    def settle_studio(self, timeout=90):
        deadline = time.time() + timeout
        while time.time() < deadline:
            self.root.update()
            if not self.studio.busy():
                self.root.update()
                return
            time.sleep(0.005)
        self.fail("the Print studio did not settle in %d s" % timeout)

    def set(self, **values):
        for name, value in values.items():
            self.studio.form.vars[name].set(value)

    def shown_items(self):
        return self.studio.pages.view.canvas.find_all()

    def drawing(self):
        """What the preview shows: each item's type and place."""
        canvas = self.studio.pages.view.canvas
        return [(canvas.type(i), canvas.coords(i)) for i in canvas.find_all()]

    def expected_items(self):
        """How many Canvas items the preview of the form's settings draws, on
        the page it shows (puzzle 1 the maze on screen, when it is)."""
        settings = self.studio.form.get().validate()
        page = Pages(settings, self.studio.start(settings)).page(self.studio.at)
        return 1 + len(page.items) + (1 if settings.bleed else 0)  # the background, the trim

    def check(self, text):
        """The form's check box that says ``text``."""
        todo = [self.studio.form]
        while todo:
            w = todo.pop()
            if isinstance(w, ttk.Checkbutton) and w.cget("text") == text:
                return w
            todo += w.winfo_children()
        self.fail("no check box %r" % text)

    def asked(self, name):
        path = os.path.join(self.tmp, name)
        self.app.dialogs.ask_save_path = lambda fmt, initial: self.questions.append(
            (fmt, initial)) or path
        self.questions = []
        return path

    def complaints(self):
        return dict((name, label.cget("text"))
                    for name, label in self.studio.form.errors.items() if label.cget("text"))


class OpenAndPreviewTest(StudioCase):
    def test_opens_started_from_the_main_window(self):
        s = self.open_studio(cols=12, rows=9, algorithm="kruskal", braid=30, seed="hello")
        v = s.form.vars
        self.assertEqual((v["size_first"].get(), v["size_last"].get()), ("12x9", "12x9"))
        self.assertEqual((v["braid_first"].get(), v["braid_last"].get()), ("30", "30"))
        self.assertEqual(v["seed"].get(), "hello")
        self.assertEqual(s.form.chosen_algorithms(), ["kruskal"])
        self.assertEqual(s.window.title(), "Print studio")
        self.assertIsInstance(s, print_view.PrintStudio)
        self.assertEqual(len(self.shown_items()), self.expected_items())
        self.assertTrue(s.summary.cget("text").startswith("12 pages of 8.5 x 11 in"))
        window = s.window
        self.app.commands.invoke("studio")  # a second time: the same window, raised
        self.assertIs(s.window, window)
        s.close()
        self.assertFalse(s.is_open())

    def test_the_studio_speaks_chinese_and_prints_it(self):
        i18n.set_language("zh_CN")
        self.addCleanup(i18n.set_language, None)  # the tests' English again
        s = self.open_studio(cols=12, rows=9)
        self.assertEqual(s.window.title(), "打印工作室")
        self.assertEqual(s.form.vars["keys"].get(), "放在书末")
        self.assertEqual(s.form.vars["puzzle_title"].get(), "从起点走到终点")
        clean = s.form.get().validate()
        self.assertEqual((clean.keys, clean.shape, clean.difficulty), ("back", "square", ()))
        self.assertTrue(s.summary.cget("text").startswith("12 页"), s.summary.cget("text"))
        words = [w[0] for w in preview(clean)[0].words]
        for word in ("从起点走到终点", "姓名", "日期"):
            self.assertIn(word, words)
        self.assertEqual(len(self.shown_items()), self.expected_items())
        hard = s.form.widgets["difficulty"].cget("values")[-1]  # as shown
        self.set(keys="单独一个文件", title="迷宫练习", level_first=hard, level_last=hard)
        self.settle_studio()
        self.assertEqual(self.complaints(), {})
        clean = s.form.get().validate()
        self.assertEqual((clean.keys, clean.title, clean.difficulty), ("separate", "迷宫练习",
                                                                       ("hard",)))
        empty = tempfile.mkdtemp()  # no installed font has 龍 either
        self.addCleanup(shutil.rmtree, empty)
        with mock.patch.dict(os.environ, {"MAZETK_FONTS": empty}):
            self.set(title="龍的迷宫")
            self.settle_studio()
            self.assertEqual(list(self.complaints()), ["title"])
            self.assertIn("画不出的字：龍", self.complaints()["title"])

    def test_a_circle_starts_with_its_rings(self):
        s = self.open_studio(shape="circle", cols=7)
        self.assertEqual(s.form.vars["size_first"].get(), "7")
        self.assertEqual(s.form.get().validate().spec(0).cols, 7)
        self.assertEqual(self.complaints(), {})

    def test_a_change_makes_the_preview_again(self):
        s = self.open_studio()
        before = self.shown_items()
        # mazes small enough for four a page above the smallest printed cell
        self.set(per_page="4", title="Week 3", size_first="12x9", size_last="12x9")
        self.assertTrue(s.busy())  # due in a moment, not yet made
        self.assertEqual(self.shown_items(), before)
        self.settle_studio()
        self.assertNotEqual(self.shown_items(), before)
        self.assertEqual(len(self.shown_items()), self.expected_items())
        self.assertTrue(s.summary.cget("text").startswith("5 pages"))  # 3 of puzzles, 2 of keys
        self.assertEqual(s.pages.where.cget("text"), "Page 1 of 5")
        self.assertEqual(str(s.pages.back.cget("state")), "disabled")
        for _n in range(4):  # forward to the last page: the keys
            s.pages.forward.invoke()
            self.settle_studio()
        self.assertEqual(s.pages.where.cget("text"), "Page 5 of 5")
        self.assertEqual(str(s.pages.forward.cget("state")), "disabled")
        self.assertEqual(len(self.shown_items()), self.expected_items())
        self.set(keys="None")
        self.settle_studio()
        self.assertEqual(s.pages.where.cget("text"), "Page 3 of 3")  # the last there is
        self.assertEqual(len(self.shown_items()), self.expected_items())
        self.assertEqual(str(s.form.widgets["keys_per_page"].cget("state")), "disabled")

    def test_large_print_checks_reach_the_book(self):
        """Issue 13: thick walls and dashed answer keys, chosen in the studio
        (and started from the main window's choice), make the book."""
        s = self.open_studio()
        clean = s.form.get().validate()
        self.assertEqual((clean.thick_walls, clean.solution_style), (False, "solid"))
        before = self.drawing()
        self.check("Thick walls").invoke()
        self.check("Dashed answer keys").invoke()
        self.set(cell_mm="15", size_first="10x12", size_last="10x12")
        self.settle_studio()
        clean = s.form.get().validate()
        self.assertEqual((clean.thick_walls, clean.solution_style), (True, "dashed"))
        self.assertEqual(clean.style().wall, book.PRINT_THICK_WALL)
        self.assertEqual(self.complaints(), {})
        self.assertNotEqual(self.drawing(), before)
        self.assertEqual(len(self.shown_items()), self.expected_items())
        s.close()
        a = self.app
        a.panel.thick_check.invoke()
        a.panel.dashed_check.invoke()
        self.settle()
        a.commands.invoke("studio")
        self.settle_studio()
        self.assertTrue(s.form.vars["thick_walls"].get())
        self.assertTrue(s.form.vars["dashed"].get())

    def test_the_algorithms_offered_follow_the_shape(self):
        s = self.open_studio()
        s.form.algorithms.selection_clear(0, "end")
        for name in ("prim", "binary-tree"):
            s.form.algorithms.selection_set(s.form.names.index(name))
        self.assertEqual(s.form.get().validate().algorithm, ("prim", "binary-tree"))
        box = s.form.algorithms
        box.focus_force()
        self.root.update()
        for name in ("binary-tree", "prim"):  # clicked off, one after the other
            box.see(s.form.names.index(name))
            self.root.update()
            x, y, w, h = box.bbox(s.form.names.index(name))
            box.event_generate("<Button-1>", x=x + 2, y=y + h // 2)
            box.event_generate("<ButtonRelease-1>", x=x + 2, y=y + h // 2)
            self.root.update()
        self.assertEqual(s.form.chosen_algorithms(), ["prim"])  # the last one stays
        self.set(shape="hex", size_first="9x8", size_last="12x10")
        self.settle_studio()
        self.assertNotIn("binary-tree", s.form.names)
        self.assertEqual(s.form.chosen_algorithms(), ["prim"])
        clean = s.form.get().validate()
        self.assertEqual((clean.spec(0).cols, clean.spec(9).cols), (9, 12))
        self.assertEqual(len(self.shown_items()), self.expected_items())

    def test_a_bad_field_shows_its_message_and_keeps_the_preview(self):
        s = self.open_studio()
        shown = self.drawing()
        for name, value, field in (("bleed", "3 furlongs", "bleed"), ("page", "B7", "page"),
                                   ("count", "0", "count"), ("size_first", "big", "size"),
                                   ("margin", "4.5in", "margin"), ("gutter", "-1mm", "gutter"),
                                   ("level_first", "hard", "difficulty"),
                                   ("cell_mm", "huge", "cell_mm")):
            good = s.form.vars[name].get()
            self.set(**{name: value})
            self.settle_studio()
            self.assertEqual(list(self.complaints()), [field], (name, value))
            self.assertTrue(s.summary.cget("text").startswith(self.complaints()[field]))
            self.assertEqual(self.drawing(), shown)
            self.set(**{name: good})
            self.settle_studio()
            self.assertEqual(self.complaints(), {})
            self.assertEqual(self.drawing(), shown)  # the same settings again

    def test_a_cell_size_too_big_for_the_page_is_told_by_its_field(self):
        self.open_studio()
        shown = self.drawing()
        self.set(cell_mm="12")  # found by the worker, which makes the mazes
        self.settle_studio()
        self.assertEqual(list(self.complaints()), ["cell_mm"])
        self.assertIn("needs", self.complaints()["cell_mm"])
        self.assertEqual(self.drawing(), shown)


class SaveTest(StudioCase):
    def test_save_writes_the_book_and_never_over_a_file(self):
        s = self.open_studio()
        self.set(count="5", per_page="2", title="Week 3", keys_per_page="4")
        self.settle_studio()
        path = self.asked("week.pdf")
        s.save_button.invoke()
        self.settle_studio()
        self.assertEqual(self.questions, [("pdf", "Week 3.pdf")])
        expected = Book(s.form.get()).page_count()
        self.assertEqual(expected, 5)  # 3 pages of puzzles, 2 of keys
        self.assertEqual(pdf_pages(path), expected)
        self.assertIn("Saved week.pdf (5 pages) in %s" % self.tmp, self.app.status.note_text())
        self.assertEqual(self.app.doc.folder, self.tmp)
        with open(path, "rb") as f:
            first = f.read()
        s.save_button.invoke()
        self.settle_studio()
        with open(path, "rb") as f:
            self.assertEqual(f.read(), first)  # not overwritten
        self.assertEqual(sorted(os.path.basename(p) for p in glob.glob(
            os.path.join(self.tmp, "*.pdf"))), ["week (1).pdf", "week.pdf"])
        with open(os.path.join(self.tmp, "week (1).pdf"), "rb") as f:
            self.assertEqual(f.read(), first)  # the same settings make the same book
        self.assertIn("week (1).pdf", self.app.status.note_text())
        self.assertEqual(self.complaints(), {})

    def test_separate_answers_and_the_pages_poppler_counts(self):
        requires_tool("pdfinfo")
        s = self.open_studio()
        self.set(count="7", per_page="6", keys="In a file of their own", keys_per_page="6",
                 bleed="0.125in", size_first="10x8", size_last="10x8")
        self.settle_studio()
        path = self.asked("class.pdf")
        s.save_button.invoke()
        self.settle_studio()
        answers = os.path.join(self.tmp, "class-answers.pdf")
        for file, pages in ((path, 2), (answers, 2)):
            info = subprocess.run(["pdfinfo", file], stdout=subprocess.PIPE,
                                  universal_newlines=True, check=True).stdout
            self.assertRegex(info, r"Pages:\s+%d\b" % pages)
            self.assertRegex(info, r"Page size:\s+621 x 810 pts")  # Letter and its bleed
        self.assertIn("class.pdf and class-answers.pdf", self.app.status.note_text())

    def test_a_bad_field_stops_the_save_before_asking(self):
        s = self.open_studio()
        self.asked("never.pdf")
        self.set(count="many")
        s.save_button.invoke()
        self.settle_studio()
        self.assertEqual(self.questions, [])
        self.assertEqual(list(self.complaints()), ["count"])
        self.assertEqual(s.window.focus_get(), s.form.widgets["count"])

    def test_a_folder_that_is_gone_is_one_sentence(self):
        s = self.open_studio()
        self.asked(os.path.join("gone", "book.pdf"))
        s.save_button.invoke()
        self.settle_studio()
        self.assertEqual(len(self.errors), 1)
        self.assertIn("not saved", self.errors[0])
        self.assertEqual(str(s.save_button.cget("state")), "normal")


class StopTest(StudioCase):
    def slow_save(self, s):
        """Start saving a book that takes a while (seeds searched for hard mazes)."""
        self.set(count="60", level_first="hard", level_last="hard", size_first="25x20",
                 size_last="25x20")
        self.settle_studio()
        self.app.dialogs.ask_save_path = lambda fmt, initial: os.path.join(self.tmp,
                                                                            "slow.pdf")
        s.save_button.invoke()
        self.root.update()
        self.assertTrue(s.saves.busy())
        self.assertEqual(str(s.save_button.cget("state")), "disabled")
        self.assertTrue(s.progress.winfo_manager())
        return s.saves.task

    def assert_nothing_written(self, task):
        task.join(60)
        self.assertTrue(task.done)
        self.assertEqual(glob.glob(os.path.join(self.tmp, "*slow*")) +
                         glob.glob(os.path.join(self.tmp, ".*part")), [])

    def test_cancel_stops_the_save_and_leaves_nothing(self):
        s = self.open_studio()
        task = self.slow_save(s)
        s.cancel_button.invoke()
        self.assertFalse(s.saves.busy())
        self.assertFalse(s.progress.winfo_manager())
        self.assertIn("Cancelled", s.summary.cget("text"))
        self.assert_nothing_written(task)

    def test_closing_stops_the_save_and_the_preview(self):
        s = self.open_studio()
        task = self.slow_save(s)
        s.window.event_generate("<Escape>")  # Escape stops the save first
        self.assertFalse(s.saves.busy())
        self.assertTrue(s.is_open())
        task = self.slow_save(s)
        self.set(title="changed")  # a preview due, too
        self.assertTrue(s._after is not None)
        s.close()
        self.assertFalse(s.is_open())
        self.assertIn("not saved", self.app.status.note_text())
        self.assert_nothing_written(task)
        # tearDown checks that no after() is left running

    def test_escape_closes_the_window(self):
        s = self.open_studio()
        self.set(count="20")
        s.window.event_generate("<Escape>")
        self.assertFalse(s.is_open())


class KeysTest(StudioCase):
    def test_keys_in_the_studio_do_not_reach_the_main_window(self):
        s = self.open_studio()
        a = self.app
        seed = a.doc.maze.seed
        entry = s.form.widgets["title"]
        for sequence in ("<Control-n>", "<Control-l>", "<Control-g>", "<F5>", "<F6>",
                         "<Control-P>", "<Return>", "<KeyPress-space>"):
            entry.focus_force()
            self.root.update()
            entry.event_generate(sequence)
            self.settle_studio()
            self.settle()
        self.assertEqual(a.doc.maze.seed, seed)
        self.assertFalse(a.panel.vars["show_solution"].get())
        self.assertFalse(a.play.playing())
        self.assertFalse(a.animator.running())
        self.assertTrue(s.is_open())
        self.assertEqual(self.complaints(), {})

    def test_the_file_menu_and_its_key_open_the_studio(self):
        a = self.make_app()
        menu = a.commands.menus["file"]
        entries = dict((menu.entrycget(i, "label"), i) for i in range(menu.index("end") + 1)
                       if menu.type(i) == "command")
        self.assertIn("Print worksheet (PDF)…", entries)
        studio = entries["Print studio…"]
        self.assertEqual(menu.entrycget(studio, "accelerator"), "Ctrl+Shift+P")
        self.assertEqual(studio, entries["Print worksheet (PDF)…"] + 1)
        canvas = a.canvas_view.canvas
        canvas.focus_force()
        self.root.update()
        canvas.event_generate("<Control-P>")
        self.studio = a.studio
        self.settle_studio()
        self.assertTrue(a.studio.is_open())
        self.assertGreater(len(self.shown_items()), 100)


if __name__ == "__main__":
    unittest.main()


class ScreenMazeTest(StudioCase):
    """Issue 23: the studio opens with the maze on screen as puzzle 1."""

    def first_puzzle(self):
        return self.studio.book_pages.book.mazes[0]

    def test_puzzle_one_is_the_maze_on_screen_on_every_shape(self):
        for shape, size in (("square", {"cols": 9, "rows": 7}), ("hex", {"cols": 8, "rows": 6}),
                            ("triangle", {"cols": 10, "rows": 6}),
                            ("upsilon", {"cols": 8, "rows": 6}), ("circle", {"cols": 6})):
            with self.subTest(shape=shape):
                s = self.open_studio(shape=shape, algorithm="prim", seed="pick", **size)
                mine, first = self.app.doc.maze, self.first_puzzle()
                self.assertEqual(first.grid.shape, shape)
                same_maze(self, first, mine)
                self.assertEqual(s.form.get().validate().shape, shape)
                s.close()
                self.close_parts()
                self.app = None

    def test_a_masked_maze_and_the_switch(self):
        a = self.make_app()
        box = a.panel.mask_box
        box.choice.current(MASK_KINDS.index("outline"))
        box.choice.event_generate("<<ComboboxSelected>>")
        box.outline.set("heart")
        self.root.update()
        a.panel.generate_button.invoke()
        self.settle()
        mine = a.doc.maze
        self.assertEqual(mine.grid.kind, "masked")
        a.commands.invoke("studio")
        self.studio = s = a.studio
        self.settle_studio()
        first = self.first_puzzle()
        self.assertIs(first, mine)
        same_maze(self, first, mine)
        # the preview shows it: its walls are those of the page Scene made with it
        self.assertEqual(len(self.shown_items()), self.expected_items())
        self.check("Start from the maze on screen").invoke()
        self.settle_studio()
        self.assertIsNot(self.first_puzzle(), mine)
        # the book's own maze, cut as the screen's is
        self.assertEqual(s.form.vars["outline"].get(), "Heart")
        self.assertEqual(self.first_puzzle().grid.kind, "masked")
        s.form.vars["outline"].set("No outline")
        self.settle_studio()
        self.assertEqual(self.first_puzzle().grid.kind, "square")  # the book's own, unmasked
        self.check("Start from the maze on screen").invoke()
        self.set(size_first="30x20", size_last="30x20")  # no longer the screen's size
        self.settle_studio()
        self.assertIsNot(self.first_puzzle(), mine)

    def test_the_saved_book_starts_with_the_maze_on_screen(self):
        s = self.open_studio(cols=9, rows=7, seed="saved")
        folder = os.path.join(self.tmp, "out")
        os.mkdir(folder)
        self.app.dialogs.ask_save_path = lambda fmt, name: os.path.join(folder, "week.pdf")
        self.set(count="3")
        self.settle_studio()
        s.save()
        self.settle_studio()
        self.assertIn("week.pdf", s.summary.cget("text"))
        pages = Pages(s.form.get().validate(), self.app.doc.maze)
        self.assertEqual([p[0] for p in pages.page(0).places], [0])
        same_maze(self, pages.book.mazes[0], self.app.doc.maze)
        self.assertEqual(pdf_pages(os.path.join(folder, "week.pdf")), len(pages))


class PageByPageTest(StudioCase):
    """Any page, forward and back, with the keys; the printed cell; the paper."""

    def test_keys_turn_the_pages_while_the_preview_has_the_keyboard(self):
        s = self.open_studio()
        self.set(count="4", per_page="2", title_page=True)
        self.settle_studio()
        # the page shown stays the first: now the title page
        self.assertEqual(s.pages.where.cget("text"), "Page 1 of 4")
        canvas = s.pages.view.canvas
        canvas.focus_force()
        self.root.update()
        for key, where in (("<Next>", "Page 2 of 4"), ("<Right>", "Page 3 of 4"),
                           ("<Down>", "Page 4 of 4"), ("<Next>", "Page 4 of 4"),
                           ("<Prior>", "Page 3 of 4"), ("<Left>", "Page 2 of 4"),
                           ("<Up>", "Page 1 of 4"), ("<Prior>", "Page 1 of 4")):
            canvas.event_generate(key)
            self.settle_studio()
            self.assertEqual(s.pages.where.cget("text"), where, key)
            self.assertEqual(len(self.shown_items()), self.expected_items())
        self.assertEqual(str(s.pages.back.cget("state")), "disabled")
        self.set(keys="separate")
        self.settle_studio()
        for _n in range(3):
            s.pages.forward.invoke()
            self.settle_studio()
        self.assertEqual(s.pages.where.cget("text"), "Answers, page 1 of 1")
        self.assertEqual(str(s.pages.forward.cget("state")), "disabled")
        self.assertEqual(len(self.shown_items()), self.expected_items())

    def test_actual_size_is_the_printed_size(self):
        s = self.open_studio()
        self.set(page="A5")
        self.settle_studio()
        fitted_size = s.pages.view.canvas.bbox("all")
        self.check_preview("Actual size").invoke()
        self.settle_studio()
        x0, y0, x1, y1 = s.pages.view.canvas.bbox("all")
        inch = s.pages.winfo_fpixels("1i")
        room = s.pages.view.visible_size()
        if 148 / 25.4 * inch < room[0] and 210 / 25.4 * inch < room[1]:
            self.assertAlmostEqual((x1 - x0) / inch, 148 / 25.4, delta=0.1)
        else:  # no room for it: fitted as before
            self.assertEqual((x0, y0, x1, y1), fitted_size)

    def check_preview(self, text):
        for w in self.studio.pages.winfo_children()[0].winfo_children():
            if isinstance(w, ttk.Checkbutton) and w.cget("text") == text:
                return w
        self.fail("no check box %r" % text)

    def test_the_cell_it_prints_and_the_warning(self):
        s = self.open_studio(cols=20, rows=15)
        self.set(page="A4")
        self.settle_studio()
        cell = re.match(r"cell ([0-9.]+) mm$", s.form.cells.cget("text"))
        self.assertIsNotNone(cell, s.form.cells.cget("text"))
        page = s.book_pages.page(s.at)
        scale = page.places[0][1]
        self.assertAlmostEqual(float(cell.group(1)),
                               scale * s.book_pages.settings.style().cell / book.MM, delta=0.05)
        self.assertNotIn("hard to solve", s.summary.cget("text"))
        self.check("Start from the maze on screen").invoke()
        self.set(per_page="6", size_first="40x30", size_last="40x30")
        self.settle_studio()
        # under the book's smallest cell (4 mm): refused, saying what fits
        self.assertIn("what fits", " ".join(self.complaints().values()))
        self.assertEqual(s.form.cells.cget("text"), "")  # no stale size beside the fields
        self.set(per_page="1", size_first="20x15", size_last="20x15", page="Letter")
        self.settle_studio()
        self.assertRegex(s.form.cells.cget("text"), r"^cell 0\.[0-9]+ in \([0-9.]+ mm\)$")

    def test_lengths_follow_the_unit_of_the_paper(self):
        s = self.open_studio()
        self.set(page="Letter", bleed="0.125in")
        self.set(page="A4")
        v = s.form.vars
        self.assertEqual((v["margin"].get(), v["bleed"].get(), v["gutter"].get()),
                         ("12.7mm", "3.2mm", "0"))
        self.settle_studio()
        self.assertIn("mm", s.summary.cget("text"))
        self.assertNotIn(" in", s.summary.cget("text"))
        self.set(page="Letter")
        self.assertEqual(v["margin"].get(), "0.5in")
        self.settle_studio()
        self.assertIn("8.5 x 11 in", s.summary.cget("text"))

    def test_a_new_language_moves_an_untouched_paper_a_chosen_one_stays(self):
        # no paper in the locale (the tests' LC_PAPER is en_US): the language's counts
        self.addCleanup(os.environ.__setitem__, "LC_PAPER", os.environ.get("LC_PAPER", ""))
        os.environ["LC_PAPER"] = ""
        s = self.open_studio()
        a = self.app
        a.prefs.command = lambda: None  # no new start in a test
        paper = a.paper.name()
        self.assertEqual(s.form.vars["page"].get().lower(), paper)
        a.panel.shared("language").set("zh_CN")
        a.prefs.language_chosen()
        self.assertEqual(s.form.vars["page"].get(), "A4")
        self.assertEqual(a.paper.name(), "a4")
        self.assertEqual(a.paper_menu.choice.get(), "a4")
        self.set(page="Letter")  # chosen: it stays
        a.panel.shared("language").set("en")
        a.prefs.language_chosen()
        self.assertEqual(s.form.vars["page"].get(), "Letter")
        a.commands.invoke("paper-a5")  # File > Paper reaches the studio
        self.assertEqual(s.form.vars["page"].get(), "A5")
        self.assertEqual(a.paper.name(), "a5")


class PublisherFieldsTest(StudioCase):
    """The studio's share of a publisher's book: cut to an outline or the
    screen's mask, the title page's subtitle, copyright and blank pages,
    maze codes a choice, and the cover saved beside the book."""

    def test_the_screen_s_words_mask_cuts_every_puzzle(self):
        a = self.make_app()
        box = a.panel.mask_box
        box.choice.current(MASK_KINDS.index("words"))
        box.choice.event_generate("<<ComboboxSelected>>")
        box.words.set("GO")
        self.root.update()
        a.panel.generate_button.invoke()
        self.settle()
        mine = a.doc.maze
        a.commands.invoke("studio")
        self.studio = s = a.studio
        self.settle_studio()
        self.assertEqual(s.form.vars["outline"].get(), "The screen's mask")
        self.assertEqual(str(s.form.inputs["size_first"].cget("state")), "disabled")
        self.set(count="3", per_page="2")
        self.check("Start from the maze on screen").invoke()
        self.settle_studio()
        mazes = Book(s.form.get()).mazes
        self.assertEqual(len(mazes), 3)
        for maze in mazes:  # every one cut to the screen's mask, none of them the screen's
            self.assertIsNot(maze, mine)
            self.assertEqual(maze.spec.mask, mine.spec.mask)
            self.assertEqual(list(maze.grid.cells), list(mine.grid.cells))
        self.assertEqual(len({m.code for m in mazes}), 3)
        s.form.vars["outline"].set("Circle")
        self.settle_studio()
        self.assertEqual(str(s.form.inputs["size_first"].cget("state")), "normal")
        self.assertNotEqual(s.book_pages.book.mazes[0].spec.mask, mine.spec.mask)

    def test_title_page_fields_wait_for_it_and_reach_the_book(self):
        s = self.open_studio()
        for name in ("subtitle", "copyright", "blank_after_title"):
            self.assertEqual(str(s.form.widgets[name].cget("state")), "disabled", name)
        self.set(count="2", per_page="1", keys="back", keys_per_page="6")
        self.settle_studio()
        plain = s.book_pages.book.page_count()
        self.set(title="Spring", title_page=True, subtitle="For the class",
                 copyright="(c) 2026 Ann\\nAll rights reserved", blank_after_title="1",
                 blank_before_keys="2")
        self.settle_studio()
        for name in ("subtitle", "copyright", "blank_after_title"):
            self.assertEqual(str(s.form.widgets[name].cget("state")), "normal", name)
        got = s.form.get().validate()
        self.assertEqual(got.subtitle, "For the class")
        self.assertEqual(got.copyright, "(c) 2026 Ann\nAll rights reserved")
        # title, copyright, a blank, two puzzles, two blanks, the keys
        self.assertEqual(s.book_pages.book.page_count(), plain + 1 + 1 + 1 + 2)
        kinds = [k for k, _m in s.book_pages.book.plan()]
        self.assertEqual(kinds.count("blank"), 3)
        self.assertFalse(got.codes)
        self.check("Maze codes under the puzzles").invoke()
        self.settle_studio()
        self.assertTrue(s.form.get().validate().codes)
        # the keys in a file of their own: no blank pages before them
        self.set(keys="separate")
        self.settle_studio()
        self.assertEqual(str(s.form.widgets["blank_before_keys"].cget("state")), "disabled")
        self.assertEqual(s.form.get().validate().blank_before_keys, 0)

    def test_the_cover_is_previewed_checked_and_saved_beside_the_book(self):
        requires_tool("pdfinfo")
        s = self.open_studio()
        self.set(count="3", per_page="1", page="6x9in", title="Maze Quest")
        self.settle_studio()
        pages = len(s.book_pages)
        self.assertEqual(str(s.form.widgets["cover_colour"].cget("state")), "disabled")
        self.check("Save a cover too").invoke()
        self.settle_studio()
        self.assertEqual(len(s.book_pages), pages + 1)
        self.assertIn("the cover", s.summary.cget("text"))
        self.assertIn("24 pages", s.summary.cget("text"))  # too thin for a paperback
        for _n in range(pages):
            s.pages.forward.invoke()
            self.settle_studio()
        self.assertEqual(s.pages.where.cget("text"), "The cover")
        self.assertEqual(len(self.shown_items()), 1 + len(
            s.book_pages.page(s.at).items) + 1)  # the ground, the cover, its trim line
        self.set(cover_colour="blue-ish")
        self.settle_studio()
        self.assertIn("cover_colour", self.complaints())
        self.set(cover_colour="#F6E27F", back_text="Twenty mazes\\nfor rainy days")
        self.settle_studio()
        self.assertEqual(self.complaints(), {})
        path = self.asked("quest.pdf")
        s.save_button.invoke()
        self.settle_studio()
        cover = os.path.join(self.tmp, "quest-cover.pdf")
        self.assertTrue(os.path.exists(path))
        info = subprocess.run(["pdfinfo", cover], stdout=subprocess.PIPE,
                              universal_newlines=True, check=True).stdout
        book_pages = Book(s.form.get()).page_count()
        spine = book_pages * 0.002252 * 72
        width = 2 * 6 * 72 + spine + 2 * 0.125 * 72
        size = re.search(r"Page size:\s+([\d.]+) x ([\d.]+) pts", info)
        self.assertAlmostEqual(float(size.group(1)), width, delta=0.5)
        self.assertAlmostEqual(float(size.group(2)), 9 * 72 + 0.25 * 72, delta=0.5)
        self.assertIn("quest.pdf", self.app.status.note_text())
        self.assertIn("quest-cover.pdf", self.app.status.note_text())
        # saved again: the next free number for the book and its cover together
        s.save_button.invoke()
        self.settle_studio()
        self.assertTrue(os.path.exists(os.path.join(self.tmp, "quest (1)-cover.pdf")))
        # a back text too long for the cover: said by its field, nothing saved
        before = sorted(os.listdir(self.tmp))
        self.set(back_text="word " * 400)
        self.settle_studio()
        self.assertIn("back_text", self.complaints())
        s.save_button.invoke()
        self.settle_studio()
        self.assertEqual(sorted(os.listdir(self.tmp)), before)
