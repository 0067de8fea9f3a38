"""The Statistics tab: the numbers of the maze shown, its difficulty in words,
and the heat map switch, one with the View menu's."""

import tkinter as tk
import unittest

from mazetk import analysis
from mazetk.gui.stats_panel import StatsPanel
from mazetk.maze import build, statistics
from mazetk.spec import MazeSpec

from .support import GuiTestCase


class StatsPanelTest(GuiTestCase):
    mapped = True

    def setUp(self):
        super().setUp()
        self.heat = tk.BooleanVar(self.root, value=False)
        self.heard = []
        self.panel = StatsPanel(self.root, self.heat, lambda: self.heard.append(self.heat.get()))
        self.panel.pack(fill="both", expand=True)
        self.root.update()

    def shown(self):
        return {key: label.cget("text") for key, label in self.panel.values.items()}

    def test_the_numbers_of_the_maze_shown(self):
        maze = build(MazeSpec(cols=12, rows=8, seed=7, shape="hex"))
        stats = statistics(maze)
        level, reason = analysis.difficulty(maze)
        self.panel.show(maze, stats, level, reason)
        shown = self.shown()
        self.assertEqual(shown["size"], "12 × 8 hex")
        self.assertEqual(shown["cells"], str(stats["cells"]))
        self.assertEqual(shown["dead_ends"], str(stats["dead_ends"]))
        self.assertEqual(self.panel.level.cget("text"), analysis.level_name(level))
        self.assertTrue(self.panel.reason.cget("text").endswith("."))

    def test_no_maze_shows_dashes(self):
        maze = build(MazeSpec(cols=5, rows=5, seed=1))
        self.panel.show(maze, statistics(maze), "easy", "a short way")
        self.panel.show(None, None, None, None)
        self.assertEqual(set(self.shown().values()), {"–"})
        self.assertEqual((self.panel.level.cget("text"), self.panel.reason.cget("text")),
                         ("–", ""))

    def test_the_heat_switch_flips_the_shared_variable(self):
        self.panel.heat_check.invoke()
        self.assertEqual((self.heat.get(), self.heard), (True, [True]))
        self.heat.set(False)  # the View menu's entry, on the same variable
        self.assertEqual(self.panel.heat_check.instate(["selected"]), False)

    def test_the_words_wrap_to_the_tabs_width(self):
        self.panel.configure(width=600)
        self.panel.event_generate("<Configure>", width=600, height=400)
        self.root.update()
        wide = int(str(self.panel.reason.cget("wraplength")))
        self.panel.event_generate("<Configure>", width=300, height=400)
        self.root.update()
        self.assertLess(int(str(self.panel.reason.cget("wraplength"))), wide)


if __name__ == "__main__":
    unittest.main()
