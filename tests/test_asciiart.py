"""Maze -> +--+ art."""

import unittest

from mazetk import export
from mazetk.maze import build
from mazetk.spec import MazeSpec


class AsciiTest(unittest.TestCase):
    def setUp(self):
        self.maze = build(MazeSpec(14, 10, "backtracker", seed=11))

    def test_ascii(self):
        art = export.ascii_art(self.maze).splitlines()
        self.assertEqual(len(art), 2 * 10 + 1)
        self.assertTrue(all(len(line) == 3 * 14 + 1 for line in art))
        self.assertEqual(art[1][:3], "  S")  # entrance: no wall left of the start
        self.assertTrue(art[-2].endswith("E "))  # exit right of the goal
        solved = export.ascii_art(self.maze, solution=True)
        self.assertEqual(solved.count("."), len(self.maze.solve("bfs").path) - 2)

    def test_every_closed_side_is_drawn(self):
        art = export.ascii_art(self.maze).splitlines()
        grid = self.maze.grid
        for r in range(grid.rows):
            for c in range(grid.cols):
                cell = grid.cell(r, c)
                east = art[2 * r + 1][3 * c + 3]
                south = art[2 * r + 2][3 * c + 1:3 * c + 3]
                self.assertEqual(east, " " if grid.is_open(cell, 1) else "|")
                self.assertEqual(south, "  " if grid.is_open(cell, 2) else "--")

    def test_other_shapes_are_refused(self):
        hexes = build(MazeSpec(5, 5, "backtracker", seed=1, shape="hex"))
        with self.assertRaisesRegex(ValueError, "square mazes only"):
            export.ascii_art(hexes)


if __name__ == "__main__":
    unittest.main()
