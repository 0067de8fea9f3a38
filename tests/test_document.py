"""What the window shows: the maze, its settings and where it came from, and
the status line said about it (no Tk)."""

import os
import unittest

from mazetk.files import mazefile
from mazetk.export.render import file_stem
from mazetk.gui.document import Document
from mazetk.maze import build
from mazetk.studio import Settings
from mazetk.spec import MazeSpec

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data",
                       "prim-original-15x15.txt")


class DocumentTest(unittest.TestCase):
    def test_no_maze_yet(self):
        doc = Document(Settings(), folder="/tmp")
        self.assertFalse(doc.has_maze())
        self.assertFalse(doc.has_code())
        self.assertEqual(doc.summary(), "")
        self.assertEqual(doc.stem(), "maze")
        self.assertEqual(doc.folder, "/tmp")

    def test_a_generated_maze_says_how_it_was_made(self):
        doc = Document(Settings(solver="bfs").validate())
        maze = build(MazeSpec(cols=10, rows=6, seed=42, algorithm="prim"))
        doc.set_maze(maze, seconds=0.012)
        self.assertTrue(doc.has_code())
        self.assertEqual(doc.stem(), file_stem(maze))
        line = doc.summary(cell=12)
        for words in ("10 × 6", "seed 42", "generated in 12 ms", "12 px a cell"):
            self.assertIn(words, line)
        self.assertNotIn("solution", line)
        doc.change(show_solution=True)
        self.assertIn("solution %d cells by" % len(maze.solve("bfs").path), doc.summary())
        doc.note = "too big to watch"
        self.assertTrue(doc.summary().endswith("too big to watch"))

    def test_a_maze_opened_from_a_file_says_which(self):
        doc = Document(Settings())
        maze = mazefile.load(FIXTURE)
        doc.set_maze(maze, source="prim-original-15x15.txt")
        self.assertIn("opened from prim-original-15x15.txt", doc.summary())
        self.assertEqual(doc.stem(), "prim-original-15x15")
        doc.set_maze(maze)
        self.assertIn("opened from a file", doc.summary())

    def test_change_keeps_the_other_settings(self):
        doc = Document(Settings(cols="30", palette="default"))
        doc.change(palette="ocean", thick_walls=True)
        self.assertEqual((doc.settings.cols, doc.settings.palette, doc.settings.thick_walls),
                         ("30", "ocean", True))


if __name__ == "__main__":
    unittest.main()
