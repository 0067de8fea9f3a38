"""What the vector writers share: colours and boxes as the PNG fills them,
words, numbers written short, text in chunks."""

import unittest

from mazetk import analysis, scene
from mazetk.export import common
from mazetk.maze import build
from mazetk.scene import Line, Polyline, Rect, Scene, Style, Text
from mazetk.spec import MazeSpec


def held(sc):
    """The Scene's records in a list, without its parts: every record looked at."""
    return Scene(sc.width, sc.height, sc.background, list(sc.items), sc.maze_box)


class ColoursTest(unittest.TestCase):
    def test_drawn_colours_are_the_boxes_colours_in_first_use_order(self):
        maze = build(MazeSpec(9, 7, seed=4))
        heat = analysis.heat_of(maze, "default")
        for look in ("lines", "blocks"):
            for cells in (None, heat):
                style = Style(look=look, title="T", solution_style="dashed")
                sc = scene.build(maze, style, show_solution=True, cells=cells, lazy=True)
                want = list(common.boxes_by_colour(held(sc)))
                self.assertEqual(common.drawn_colours(sc), want)
                self.assertEqual(common.drawn_colours(held(sc)), want)
                self.assertNotIn(style.background, want)

    def test_boxes_of_a_colour_follow_the_records(self):
        sc = Scene(10, 10, "#ffffff", [
            Rect(1, 1, 3, 3, "#ff0000", "cells"), Line(2, 5, 8, 5, 2, "#000000", "walls"),
            Polyline(((0, 0), (4, 0), (4, 4)), 2, "#ff0000", "solution"),
            Text(5, 5, "x", 4, "#ff0000", "title")], (0, 0, 10, 10))
        self.assertEqual(list(common.boxes_of(sc, "#000000")), [(1.0, 4.0, 9.0, 6.0)])
        self.assertEqual(list(common.boxes_of(sc, "#ff0000")),
                         [(1, 1, 3, 3), (-1.0, -1.0, 5.0, 1.0), (3.0, -1.0, 5.0, 5.0)])
        self.assertEqual(list(common.boxes_by_colour(sc, layers={"walls"})), ["#000000"])

    def test_a_sloped_line_has_no_box(self):
        with self.assertRaisesRegex(ValueError, "horizontal and vertical"):
            common.axis_box(Line(0, 0, 3, 4, 1, "#000000", "walls"))


class TextsTest(unittest.TestCase):
    def test_the_words_of_a_maze_are_its_title_and_its_legend(self):
        maze = build(MazeSpec(9, 7, seed=4, shape="hex"))
        sc = scene.build(maze, Style(title="Hello"), cells=analysis.heat_of(maze, "default"),
                         lazy=True)
        words = [item.text for item in common.texts(sc)]
        self.assertEqual(words[0], "steps from the start")
        self.assertEqual(words[-1], "Hello")
        self.assertEqual(common.texts(sc), [i for i in held(sc).items if isinstance(i, Text)])


class NumbersTest(unittest.TestCase):
    def test_numbers_are_written_short(self):
        self.assertEqual([common.num(v) for v in (12, 12.0, 12.5, 0.125, 1 / 3.0)],
                         ["12", "12", "12.5", "0.125", "0.3333"])
        self.assertEqual(common.pt(1.23456), "1.23")
        self.assertEqual(common.ps_colour("#ff8000"), "1 0.502 0")
        self.assertEqual(common.rgb("#0a0b0c"), b"\x0a\x0b\x0c")

    def test_chunked_joins_lines_into_chunks(self):
        lines = ["line %d" % i for i in range(common.CHUNK_LINES + 3)]
        chunks = list(common.chunked(lines))
        self.assertEqual(len(chunks), 2)
        self.assertEqual(b"".join(chunks).decode("latin-1"), "\n".join(lines) + "\n")
        self.assertEqual(list(common.chunked([])), [])
        self.assertEqual(list(common.chunked(["é"], encoding="utf-8")), ["é\n".encode("utf-8")])


class SmoothGroupsTest(unittest.TestCase):
    def test_a_shape_is_painted_layer_by_layer(self):
        maze = build(MazeSpec(6, 5, seed=2, shape="triangle"))
        sc = scene.build(maze, Style(), show_solution=True)
        groups = list(common.smooth_groups(sc))
        layers = [g[0] for g in groups]
        self.assertEqual(layers, sorted(layers, key=scene.LAYERS.index))
        kinds = {(layer, kind) for layer, kind, _c, _w, _s in groups}
        self.assertEqual(kinds, {("walls", "stroke"), ("solution", "stroke"),
                                 ("markers", "fill")})
        (walls,) = [g for g in groups if g[0] == "walls"]
        self.assertEqual(walls[3], Style().wall)
        self.assertEqual(len(walls[4]), len(sc.layer("walls")))


if __name__ == "__main__":
    unittest.main()
