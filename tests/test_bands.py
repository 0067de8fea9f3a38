"""The bands around a maze: the title above it, a heat map's legend under it."""

import unittest

from mazetk import analysis
from mazetk.fonts import strokefont
from mazetk.maze import build
from mazetk.scene import bands
from mazetk.scene.records import Line, Polygon, Polyline, Rect, Style, Text
from mazetk.spec import MazeSpec


class TitleTest(unittest.TestCase):
    def test_no_title_takes_no_room(self):
        self.assertEqual(bands.title_band(Style()), 0)
        self.assertEqual(bands.title_records(Style(), 300), [])

    def test_a_title_is_centred_in_its_band_in_the_wall_colour(self):
        style = Style(title="Maze", cell=20, margin=10, wall_color="#123456")
        band = bands.title_band(style)
        self.assertEqual(band, 50)
        (title,) = bands.title_records(style, 300)
        self.assertEqual((title.x, title.y, title.text), (150.0, 10 + band / 2.0, "Maze"))
        self.assertEqual((title.color, title.layer), ("#123456", "title"))
        self.assertLess(title.size, band)  # it fits its band
        self.assertEqual(bands.title_records(Style(title="x", cell=2), 100)[0].size, 8)


class HeatRangeTest(unittest.TestCase):
    def test_only_a_heat_map_says_its_range(self):
        maze = build(MazeSpec(7, 5, seed=2))
        heat = analysis.heat_of(maze, "dark")
        self.assertEqual(bands.heat_range(heat), (heat.far, "dark"))
        self.assertIsNone(bands.heat_range(dict(heat)))
        self.assertIsNone(bands.heat_range(None))


class LegendTest(unittest.TestCase):
    def legend(self, smooth, width=300, style=Style()):
        box = (16, 16, width - 16, 200)
        return bands.legend_records(style, (37, "default"), box, width, smooth=smooth)

    def test_the_legend_lies_under_the_maze_inside_the_picture(self):
        for smooth in (False, True):
            records, height = self.legend(smooth)
            self.assertEqual(height, bands.legend_height(Style(), 300))
            words = [r for r in records if isinstance(r, Text)]
            self.assertEqual(words[0].text, "steps from the start")
            self.assertEqual((words[1].text, words[-1].text), ("0", "37"))
            for item in records:
                points = (item.points if isinstance(item, (Polygon, Polyline)) else
                          [(item.x0, item.y0), (item.x1, item.y1)]
                          if isinstance(item, (Rect, Line)) else [(item.x, item.y)])
                for x, y in points:
                    self.assertGreater(y, 200)
                    self.assertLessEqual(y, 200 + height)
                    self.assertTrue(0 <= x <= 300)

    def test_a_smooth_legend_is_made_of_what_a_smooth_painter_draws(self):
        kinds = {type(r) for r in self.legend(True)[0]}
        self.assertEqual(kinds, {Polygon, Polyline, Text})
        kinds = {type(r) for r in self.legend(False)[0]}
        self.assertEqual(kinds, {Rect, Line, Text})

    def test_the_ramp_has_the_heat_maps_shades(self):
        from mazetk.scene import palette
        records, _ = self.legend(False)
        shades = [r.fill for r in records if isinstance(r, Rect)]
        self.assertEqual(len(shades), bands.HEAT_STEPS)
        self.assertEqual(shades[0], palette.ramp("default", 0.0))
        self.assertEqual(shades[-1], palette.ramp("default", 1.0))

    def test_under_a_narrow_picture_the_words_are_smaller(self):
        wide = [r for r in self.legend(False)[0] if isinstance(r, Text)][0]
        narrow = [r for r in self.legend(False, width=60)[0] if isinstance(r, Text)][0]
        self.assertLess(narrow.size, wide.size)
        self.assertLessEqual(strokefont.width(narrow.text, narrow.size), 60)


if __name__ == "__main__":
    unittest.main()
