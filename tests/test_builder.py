"""One path for every shape: the builder asks the family's layout and adds
what every shape shares (legend, way, markers, title) in the same order."""

import unittest

from mazetk import analysis, scene
from mazetk.maze import build
from mazetk.scene import builder
from mazetk.scene.records import Records, Style
from mazetk.spec import MazeSpec

SHAPES = (("square", 8, 6), ("hex", 7, 6), ("triangle", 9, 5), ("circle", 5, 5),
          ("upsilon", 6, 5))


def mazes():
    for shape, cols, rows in SHAPES:
        yield shape, build(MazeSpec(cols, rows, "backtracker", seed=3, shape=shape))


class BuildTest(unittest.TestCase):
    def test_every_shape_is_built_in_the_same_order(self):
        for shape, maze in mazes():
            heat = analysis.heat_of(maze, "default")
            sc = builder.build(maze, Style(title="T"), show_solution=True, cells=heat)
            layers = [item.layer for item in sc.items]
            order = ["cells", "walls", "legend", "solution", "markers", "title"]
            self.assertEqual(sorted(set(layers), key=order.index), order, shape)
            self.assertEqual(layers, sorted(layers, key=order.index), shape)
            self.assertEqual(sc.smooth, shape != "square")
            under, walls, over = sc.parts
            self.assertEqual(len(under), len(sc.layer("cells")))
            self.assertEqual(list(walls.records()), sc.layer("walls"))

    def test_a_lazy_build_is_the_held_one(self):
        for shape, maze in mazes():
            for solved in (False, True):
                lazy = builder.build(maze, Style(), show_solution=solved, lazy=True)
                held = builder.build(maze, Style(), show_solution=solved)
                self.assertIsInstance(lazy.items, Records)
                self.assertEqual(list(lazy.items), held.items, shape)
                self.assertEqual((lazy.width, lazy.height, lazy.maze_box, lazy.smooth),
                                 (held.width, held.height, held.maze_box, held.smooth))

    def test_the_size_is_known_without_building(self):
        for shape, maze in mazes():
            for style in (Style(), Style(cell=5, wall=1, margin=0, title="T")):
                sc = builder.build(maze, style)
                self.assertEqual(builder.picture_size(maze.grid, style), (sc.width, sc.height))
                heat = builder.build(maze, style, cells=analysis.heat_of(maze))
                self.assertEqual(builder.picture_size(maze.grid, style, heat=True),
                                 (heat.width, heat.height))

    def test_the_solution_layer_alone_is_the_one_in_the_scene(self):
        for shape, maze in mazes():
            for style in (Style(), Style(solution_style="dashed")):
                sc = builder.build(maze, style, show_solution=True)
                self.assertEqual(builder.solution_records(maze, style), sc.layer("solution"))
                (way,) = sc.layer("solution")
                self.assertEqual(way.dash is not None, style.solution_style == "dashed")

    def test_a_path_given_is_drawn_instead_of_the_solvers(self):
        for shape, maze in mazes():
            (way,) = builder.solution_records(maze, Style())
            back = list(reversed(maze.solve("bfs").path))
            (walked,) = builder.solution_records(maze, Style(), path=back)
            self.assertEqual(tuple(walked.points), tuple(reversed(way.points)), shape)
            self.assertEqual(builder.solution_records(maze, Style(), path=[]), [])

    def test_every_layout_answers_the_same_questions(self):
        for shape, maze in mazes():
            layout = builder.layout_for(maze.grid, Style())
            self.assertEqual(layout.smooth, shape != "square")
            for cell in (0, maze.grid.n - 1, maze.start):
                self.assertEqual(layout.cell_at(*layout.centre(cell)), cell, shape)
            for name in ("picture_size", "maze_box", "cell_records", "walls", "way",
                         "marker_records", "cell_box", "marker", "link"):
                self.assertTrue(callable(getattr(layout, name)), (shape, name))

    def test_the_blocks_look_is_for_squares_only(self):
        hexes = dict(mazes())["hex"]
        with self.assertRaisesRegex(ValueError, "blocks look is for square mazes only; a hex "
                                                "maze is drawn with lines"):
            builder.build(hexes, Style(look="blocks"))

    def test_the_package_gives_the_builders_functions(self):
        self.assertIs(scene.build, builder.build)
        self.assertIs(scene.solution_records, builder.solution_records)
        self.assertIs(scene.picture_size, builder.picture_size)
        self.assertIs(scene.layout_for, builder.layout_for)


if __name__ == "__main__":
    unittest.main()
