"""The records, the Scene that holds them and the Style: what every painter reads."""

import unittest

from mazetk.scene import records
from mazetk.scene.records import (DASH, Line, Parts, Polygon, Polyline, Rect, Records, Scene,
                                  Style, Text, Walls, colour_of, dash_pieces, dashed, line_box,
                                  segments)


class FixedWalls(Walls):
    """Two wall Lines; ``made`` counts the passes over them."""

    def __init__(self, colour="#000000"):
        super().__init__(None, Style(), 2, colour)
        self.made = 0

    def records(self):
        self.made += 1
        return iter([Line(0, 0, 10, 0, 2, self.colour, "walls"),
                     Line(0, 0, 0, 10, 2, self.colour, "walls")])


class KnownWalls(FixedWalls):
    """Walls that say they are there without making a record (as a square maze's)."""

    def __bool__(self):
        return True


class SceneTest(unittest.TestCase):
    def parts(self, walls=None):
        under = [Rect(0, 0, 5, 5, "#ff0000", "cells")]
        over = [Polyline(((1, 1), (4, 1)), 1, "#00ff00", "solution"),
                Text(5, 5, "t", 8, "#0000ff", "title")]
        return Parts(under, FixedWalls() if walls is None else walls, over)

    def test_a_scene_of_parts_holds_under_walls_over_in_order(self):
        parts = self.parts()
        sc = Scene.of_parts(20, 20, "#ffffff", parts, (0, 0, 20, 20))
        self.assertEqual([item.layer for item in sc.items],
                         ["cells", "walls", "walls", "solution", "title"])
        self.assertEqual(sc.pieces(), parts)
        self.assertEqual(repr(sc), "<Scene 20x20, 5 items>")

    def test_a_lazy_scene_makes_its_records_on_every_pass(self):
        walls = FixedWalls()
        sc = Scene.of_parts(20, 20, "#ffffff", self.parts(walls), (0, 0, 20, 20), lazy=True)
        self.assertIsInstance(sc.items, Records)
        self.assertEqual(walls.made, 0)
        first, second = list(sc.items), list(sc.items)
        self.assertEqual(first, second)
        self.assertEqual(walls.made, 2)
        self.assertEqual(repr(sc), "<Scene 20x20, lazy>")

    def test_colours_come_from_the_parts_without_a_pass_over_the_walls(self):
        walls = KnownWalls("#123456")
        sc = Scene.of_parts(20, 20, "#ffffff", self.parts(walls), (0, 0, 20, 20), lazy=True)
        self.assertEqual(sc.colors(), ["#ffffff", "#ff0000", "#123456", "#00ff00", "#0000ff"])
        self.assertEqual(walls.made, 0)

    def test_a_scene_without_parts_is_read_the_same_way(self):
        items = [Polygon(((0, 0), (1, 0), (1, 1)), "#ff0000", "cells"),
                 Line(0, 0, 1, 0, 1, "#ffffff", "walls")]
        sc = Scene(4, 4, "#ffffff", items, (0, 0, 4, 4))
        self.assertEqual(sc.pieces(), (items, None, ()))
        self.assertEqual(sc.colors(), ["#ffffff", "#ff0000"])  # the background once
        self.assertEqual(sc.layer("walls"), items[1:])
        self.assertFalse(sc.smooth)

    def test_walls_without_records_are_false(self):
        empty = FixedWalls()
        empty.records = lambda: iter(())
        self.assertFalse(empty)
        self.assertTrue(FixedWalls())
        self.assertIsNone(FixedWalls().segment_ends(1, 3))


class RecordTest(unittest.TestCase):
    def test_colour_of_each_kind(self):
        self.assertEqual(colour_of(Rect(0, 0, 1, 1, "#aa0000", "cells")), "#aa0000")
        self.assertEqual(colour_of(Polygon((), "#bb0000", "cells")), "#bb0000")
        self.assertEqual(colour_of(Line(0, 0, 1, 0, 1, "#cc0000", "walls")), "#cc0000")
        self.assertEqual(colour_of(Text(0, 0, "x", 1, "#dd0000", "title")), "#dd0000")

    def test_a_line_covers_its_square_capped_box(self):
        self.assertEqual(line_box(Line(10, 4, 2, 4, 3, "#000000", "walls")),
                         (0.5, 2.5, 11.5, 5.5))

    def test_dash_pieces_follow_on_and_off_along_the_line(self):
        pieces = dash_pieces(((0.0, 0.0), (10.0, 0.0), (10.0, 10.0)), (3.0, 2.0))
        starts = [p[0] for p in pieces]
        self.assertEqual(starts, [(0.0, 0.0), (5.0, 0.0), (10.0, 0.0), (10.0, 5.0)])
        self.assertEqual(pieces[2], ((10.0, 0.0), (10.0, 3.0)))
        drawn = sum(abs(b[0] - a[0]) + abs(b[1] - a[1]) for p in pieces for a, b in zip(p, p[1:]))
        self.assertEqual(drawn, 12.0)  # 3 + 3 + 3 + 3 of 20

    def test_segments_of_a_dashed_polyline_are_its_dashes(self):
        line = Polyline(((0.0, 0.0), (10.0, 0.0)), 2, "#e00000", "solution", (3.0, 2.0))
        self.assertEqual([(s.x0, s.x1) for s in segments(line)], [(0.0, 3.0), (5.0, 8.0)])
        solid = line._replace(dash=None)
        self.assertEqual(segments(solid), [Line(0.0, 0.0, 10.0, 0.0, 2, "#e00000", "solution")])

    def test_the_style_dashes_the_way_in_whole_pixels(self):
        line = Polyline(((0, 0), (9, 0)), 3, "#e00000", "solution")
        self.assertIs(dashed(line, Style()), line)
        on, off = dashed(line, Style(solution_style="dashed")).dash
        self.assertEqual((on, off), (float(round(DASH[0] * 3)), float(round(DASH[1] * 3))))
        self.assertEqual(dashed(line._replace(width=0.2), Style(solution_style="dashed")).dash,
                         (1.0, 1.0))


class StyleTest(unittest.TestCase):
    def test_a_palette_sets_the_colours_left_at_their_defaults(self):
        dark = Style(palette="Dark").validate()
        self.assertEqual(dark.palette, "dark")
        self.assertNotEqual(dark.background, Style().background)
        kept = Style(palette="dark", wall_color="#ABCDEF").validate()
        self.assertEqual(kept.wall_color, "#abcdef")
        self.assertEqual(kept.background, dark.background)

    def test_validate_cleans_and_refuses(self):
        clean = Style(look=" Blocks ", cell="12", title="  t  ").validate()
        self.assertEqual((clean.look, clean.cell, clean.title), ("blocks", 12, "t"))
        self.assertEqual(clean.validate(), clean)
        for bad, words in ((dict(look="dots"), "lines or blocks"),
                           (dict(solution_style="wavy"), "solid or dashed"),
                           (dict(title="x" * 201), "longer than 200"),
                           (dict(goal_color="#12345"), "the goal colour must be a colour")):
            with self.assertRaisesRegex(ValueError, words):
                Style(**bad).validate()

    def test_layers_run_bottom_to_top(self):
        self.assertEqual(records.LAYERS[:2], ("cells", "walls"))
        self.assertLess(records.LAYERS.index("solution"), records.LAYERS.index("markers"))


if __name__ == "__main__":
    unittest.main()
