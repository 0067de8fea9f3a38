"""Making mazes in the window: Generate reads the panel (a bad field stops it
with its complaint), New maze takes a new seed, codes copy and paste, Cancel
keeps the maze shown, and the words for what Generate looks for."""

import unittest

from mazetk.gui import maker
from mazetk.maze import build
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class WantedTest(unittest.TestCase):
    def test_what_generate_looks_for_in_words(self):
        self.assertEqual(maker.wanted("", 0), "a maze")
        self.assertEqual(maker.wanted("hard", 0), "a hard maze")
        self.assertEqual(maker.wanted("", 30), "a way over 30% of the maze")
        self.assertEqual(maker.wanted("easy", 40), "an easy maze and a way over 40% of the maze")


class MakerTest(AppTestCase):
    def test_generate_makes_the_maze_of_the_fields(self):
        a = self.make_app()
        self.set_fields(cols=9, rows=5, algorithm="prim", seed="fixed")
        self.assertTrue(a.maker.generate())
        self.settle()
        want = build(MazeSpec(cols=9, rows=5, algorithm="prim", seed="fixed"))
        self.assertEqual(a.doc.maze.code, want.code)
        self.assertEqual(a.doc.maze.grid.passages, want.grid.passages)
        self.assertEqual(a.panel.vars["code"].get(), want.code)

    def test_a_bad_field_stops_generate_with_its_complaint(self):
        a = self.make_app()
        shown = a.doc.maze
        self.set_fields(cols="many")
        self.assertFalse(a.maker.generate())
        self.settle()
        self.assertIs(a.doc.maze, shown)
        self.assertEqual(a.status.text(), "Please correct the field marked in red.")
        self.assertTrue(a.panel.lines["cols"].label.cget("text"))

    def test_a_blank_seed_is_filled_in_and_new_maze_takes_another(self):
        a = self.make_app()
        self.set_fields(seed="")
        a.maker.generate()
        self.settle()
        first = a.panel.vars["seed"].get()
        self.assertTrue(first)
        self.assertEqual(a.doc.maze.seed, first)
        a.maker.new_maze()
        self.settle()
        self.assertNotEqual(a.panel.vars["seed"].get(), first)
        self.assertEqual(a.doc.maze.seed, a.panel.vars["seed"].get())

    def test_cancel_puts_back_the_seed_of_the_maze_shown(self):
        a = self.make_app()
        shown = a.doc.maze
        self.set_fields(cols=600, rows=600)  # long enough to cancel on its way
        a.maker.new_maze()
        self.assertTrue(a.runner.making_maze())
        a.cancel()
        self.settle()
        self.assertIs(a.doc.maze, shown)
        self.assertEqual(a.panel.vars["seed"].get(), str(shown.seed))
        self.assertEqual(a.status.text(), "Cancelled.")

    def test_codes_copy_and_paste(self):
        a = self.make_app()
        a.maker.copy_code()
        self.assertEqual(self.root.clipboard_get(), a.doc.maze.code)
        pasted = "mz1:9x7:eller:f:b10:pasted"  # a code given out earlier
        want = build(pasted)
        self.root.clipboard_clear()
        self.root.clipboard_append(pasted)
        a.maker.paste_code()
        self.settle()
        self.assertEqual(a.doc.maze.grid.passages, want.grid.passages)
        self.assertEqual(a.doc.maze.code, want.code)
        self.assertEqual(a.panel.vars["algorithm"].get(), "eller")
        a.maker.generate()  # the same fields, generated again: the same maze
        self.settle()
        self.assertEqual((a.doc.maze.code, a.doc.maze.grid.passages),
                         (want.code, want.grid.passages))
        a.maker.new_maze()  # a new seed makes a maze of today's pipeline
        self.settle()
        self.assertEqual(a.doc.maze.spec.version, MazeSpec().version)
        self.assertNotEqual(a.doc.maze.seed, "pasted")
        shown = a.doc.maze
        self.root.clipboard_clear()
        self.root.clipboard_append("not a code")
        a.maker.paste_code()
        self.assertEqual(len(self.errors), 1)
        self.assertIs(a.doc.maze, shown)


if __name__ == "__main__":
    unittest.main()
