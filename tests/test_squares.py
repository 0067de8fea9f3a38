"""The square family's layout: where cells and walls lie, in both looks."""

import unittest

from mazetk import scene
from mazetk.maze import build
from mazetk.scene.records import Line, Rect, Style
from mazetk.scene.squares import MIN_MARKER, SquareLayout
from mazetk.spec import MazeSpec

LOOKS = (Style(), Style(cell=9, wall=3, margin=5, title="T"), Style(look="blocks", cell=6),
         Style(look="blocks", cell=5, margin=0, title="B"))


class WindowGeometryTest(unittest.TestCase):
    def test_the_cell_at_a_cells_centre_is_that_cell(self):
        for cols, rows in ((1, 1), (1, 4), (5, 1), (7, 5)):
            maze = build(MazeSpec(cols, rows, seed=1))
            for style in LOOKS:
                layout = SquareLayout(maze.grid, style)
                for cell in range(maze.grid.n):
                    x, y = layout.centre(cell)
                    self.assertEqual(layout.cell_at(x, y), cell, (cols, rows, style))
                    x0, y0, x1, y1 = layout.cell_box(cell)
                    self.assertTrue(x0 < x < x1 and y0 < y < y1)
                    m = layout.marker(cell)
                    self.assertTrue(x0 < m[0] < m[2] < x1 and y0 < m[1] < m[3] < y1)
                width, height = layout.picture_size()
                for x, y in ((-1, -1), (width + 5, 10), (0, 0)):
                    self.assertIsNone(layout.cell_at(x, y))

    def test_the_link_between_neighbours_is_the_wall_between_them(self):
        for cols, rows in ((4, 3), (1, 3), (3, 1)):
            maze = build(MazeSpec(cols, rows, seed=2))
            grid = maze.grid
            layout = SquareLayout(grid, Style(cell=10, wall=2, margin=4))
            for a in range(grid.n):
                for k, b in enumerate(grid.nbr[4 * a:4 * a + 4]):
                    if b < 0:
                        continue
                    x0, y0, x1, y1 = layout.link(a, b)
                    self.assertEqual((x0, y0, x1, y1), layout.link(b, a))
                    ax0, ay0, ax1, ay1 = layout.cell_box(a)
                    if k in (1, 3):  # east or west: an upright wall between the two boxes
                        self.assertEqual(x0, x1)
                        self.assertEqual(x0, (ax1 + 1) if k == 1 else (ax0 - 1))
                    else:  # north or south, even in a grid of one column
                        self.assertEqual(y0, y1)
                        self.assertEqual(y0, (ay1 + 1) if k == 2 else (ay0 - 1))

    def test_in_the_blocks_look_the_link_is_the_block_between(self):
        maze = build(MazeSpec(3, 3, seed=2))
        layout = SquareLayout(maze.grid, Style(look="blocks", cell=6, margin=0))
        self.assertEqual(layout.link(0, 1), (12, 6, 18, 12))
        self.assertEqual(layout.link(0, 3), (6, 12, 12, 18))


class BuilderPiecesTest(unittest.TestCase):
    def test_the_walls_are_the_scenes_wall_records(self):
        maze = build(MazeSpec(9, 6, "kruskal", seed=3))
        for style in LOOKS:
            layout = SquareLayout(maze.grid, style)
            walls = layout.walls(maze)
            sc = scene.build(maze, style)
            self.assertEqual(list(walls.records()), sc.layer("walls"))
            self.assertTrue(walls)
            kind = Rect if style.validate().look == "blocks" else Line
            self.assertTrue(all(isinstance(r, kind) for r in walls.records()))
            self.assertEqual(layout.picture_size(), (sc.width, sc.height))
            self.assertEqual(layout.maze_box(), sc.maze_box)

    def test_the_start_is_filled_and_the_goal_a_ring(self):
        maze = build(MazeSpec(6, 4, seed=5))
        layout = SquareLayout(maze.grid, Style(cell=20, wall=2))
        start, *ring = layout.marker_records(maze)
        self.assertEqual(len(ring), 4)
        self.assertEqual(start.fill, Style().start_color)
        gx, gy = layout.centre(maze.goal)
        for r in ring:
            self.assertEqual(r.fill, Style().goal_color)
            self.assertFalse(r.x0 <= gx < r.x1 and r.y0 <= gy < r.y1)  # the middle is open
        sx, sy = layout.centre(maze.start)
        self.assertTrue(start.x0 <= sx < start.x1 and start.y0 <= sy < start.y1)

    def test_tiny_cells_get_no_markers(self):
        maze = build(MazeSpec(6, 4, seed=5))
        small = SquareLayout(maze.grid, Style(cell=MIN_MARKER, wall=1))
        self.assertEqual(small.marker_records(maze), [])

    def test_the_way_runs_through_the_centres_and_out_of_the_openings(self):
        maze = build(MazeSpec(8, 5, seed=6))
        path = maze.solve("bfs").path
        for style in LOOKS:
            layout = SquareLayout(maze.grid, style)
            way = layout.way(path, maze)
            width, height = layout.picture_size()
            self.assertEqual(way.layer, "solution")
            self.assertIsNone(way.dash)  # the builder dashes it
            for x, y in way.points:
                self.assertTrue(0 <= x - way.width / 2.0 and x + way.width / 2.0 <= width)
                self.assertTrue(0 <= y - way.width / 2.0 and y + way.width / 2.0 <= height)
            for cell, (x, y) in ((path[0], way.points[0]), (path[-1], way.points[-1])):
                x0, y0, x1, y1 = layout.cell_box(cell)  # beyond the end cells, out
                self.assertFalse(x0 <= x <= x1 and y0 <= y <= y1, style)
                cx, cy = layout.centre(cell)
                self.assertTrue(x == cx or y == cy)  # straight out of the opening

    def test_cells_are_coloured_in_runs(self):
        maze = build(MazeSpec(5, 2, seed=1))
        layout = SquareLayout(maze.grid, Style(cell=10, wall=2, margin=0))
        cells = {0: "#ff0000", 1: "#ff0000", 2: "#00ff00", 6: "#ff0000"}
        runs = layout.cell_records(cells)
        self.assertEqual([(r.fill, r.x0, r.x1) for r in runs],
                         [("#ff0000", 0.0, 22.0), ("#00ff00", 20.0, 32.0), ("#ff0000", 10.0, 22.0)])


if __name__ == "__main__":
    unittest.main()
