"""A maze made ready for a screen (no Tk): the Scene, or the picture as PPM strips."""

import unittest

from mazetk import export, scene
from mazetk.export import display
from mazetk.maze import build
from mazetk.studio import Settings
from mazetk.spec import MazeSpec

from .helpers import Recorder


class DisplayTest(unittest.TestCase):
    def test_big_mazes_come_as_an_image(self):
        spec = MazeSpec(400, 260, "sidewinder", seed="img").validate()
        self.assertGreater(400 * 260, display.IMAGE_CELLS)
        (drawing, image, _, _, _) = display.prepare_view(Recorder(), build(spec), Settings(), 2)
        self.assertTrue(image)
        self.assertEqual(sum(1 for y, data in image), len(image))

    def test_a_big_square_picture_is_the_records_picture(self):
        """The big-maze picture made from the passage bits (no records) is,
        pixel for pixel, the rasterised Scene, shrunk or not."""
        for look, cell, shrink in (("lines", 3, 1), ("lines", 2, 2), ("blocks", 2, 4)):
            maze = build(MazeSpec(330, 310, "backtracker", seed=look))
            settings = Settings(look=look)
            drawing, image, _, _, _ = display.prepare_view(Recorder(), maze, settings, cell, shrink)
            full = scene.build(maze, settings.style(cell))
            palette, pixels = export.rasterise(full)
            if shrink > 1:
                w, h, planes = display.shrink_picture(full.width, full.height, palette, pixels,
                                                   shrink)
                want = list(display.rgb_strips(w, h, planes))
            else:
                want = list(export.ppm_strips(full.width, full.height, palette, pixels))
            self.assertEqual(image, want, (look, cell, shrink))

    def test_a_big_shape_picture_is_the_records_picture(self):
        """A big maze of a sloped shape is painted from its grid (no wall
        records): the picture is the fully built Scene's, and the Canvas
        gets only what it draws over it (markers, title), no walls."""
        from mazetk import analysis
        for shape, cols, rows in (("hex", 180, 130), ("triangle", 230, 100),
                                  ("upsilon", 150, 150)):
            maze = build(MazeSpec(cols, rows, "backtracker", seed=shape, shape=shape))
            self.assertGreater(maze.grid.n, display.SMOOTH_IMAGE_CELLS)
            settings = Settings(heat_map=shape == "upsilon")
            for shrink in (1, 2):
                drawing, image, _, _, _ = display.prepare_view(Recorder(), maze, settings, 4, shrink)
                heat = analysis.heat_of(maze) if settings.heat_map else None
                full = scene.build(maze, display.window_style(settings, 4), cells=heat)
                records = scene.Scene(full.width, full.height, full.background,
                                      list(full.items), full.maze_box)
                records.smooth = True
                palette, pixels = export.rasterise(records)
                if shrink > 1:
                    w, h, planes = display.shrink_picture(full.width, full.height, palette,
                                                       pixels, shrink)
                    want = list(display.rgb_strips(w, h, planes))
                else:
                    want = list(export.ppm_strips(full.width, full.height, palette, pixels))
                self.assertEqual(image, want, (shape, shrink))
                layers = {item.layer for item in drawing.items}
                self.assertNotIn("walls", layers)
                if shrink == 1:  # a shrunk picture has its markers in it
                    self.assertIn("markers", layers)

    def test_the_window_draws_in_the_settings_palette_and_solution_line(self):
        from mazetk.scene import palette
        for name in palette.NAMES:
            for line in ("solid", "dashed"):
                settings = Settings(palette=name, solution_style=line, show_solution=True)
                style = display.window_style(settings, 12)
                self.assertEqual((style.palette, style.solution_style, style.cell),
                                 (name, line, 12))
                self.assertEqual(style.background, palette.get(name).background)
                maze = build(MazeSpec(9, 7, seed=name))
                drawing, image, solution, _, _ = display.prepare_view(Recorder(), maze, settings,
                                                                   12)
                self.assertEqual(drawing.background, palette.get(name).background)
                (way,) = solution
                self.assertEqual(way.color, palette.get(name).solution)
                self.assertEqual(way.dash is not None, line == "dashed")

    def test_the_heat_map_is_shaded_in_the_palette(self):
        from mazetk import analysis
        from mazetk.scene import palette
        maze = build(MazeSpec(9, 7, seed="heat"))
        for name in palette.NAMES:
            drawing = display.prepare_view(Recorder(), maze, Settings(palette=name, heat_map=True),
                                        12)[0]
            shades = {item.fill for item in drawing.items if item.layer == "cells"}
            self.assertEqual(shades, set(analysis.heat_of(maze, name).values()), name)

    def test_a_shrunk_picture_keeps_its_colours_and_dashes_in_proportion(self):
        from mazetk.scene import palette
        maze = build(MazeSpec(330, 310, "backtracker", seed="dark"))
        settings = Settings(palette="dark", solution_style="dashed", show_solution=True)
        full = display.prepare_view(Recorder(), maze, settings, 8)[2][0]
        for shrink in (1, 2, 4):
            drawing, image, solution, _, _ = display.prepare_view(Recorder(), maze, settings, 8,
                                                               shrink)
            self.assertEqual(drawing.background, palette.get("dark").background)
            (way,) = solution
            self.assertEqual(way.color, palette.get("dark").solution)
            self.assertEqual(way.dash, tuple(d / shrink for d in full.dash))
            self.assertEqual(way.points[0], tuple(v / shrink for v in full.points[0]))
            first = image[0][1]
            corner = first[first.index(b"255\n") + 4:][:3]  # the top left pixel: background
            # (shrinking averages quarters of each value: the last bits may go)
            self.assertLess(palette.distance("#%02x%02x%02x" % tuple(corner),
                                             palette.get("dark").background), 2.0)

    def test_shrinking_averages_the_pixels(self):
        # a 4 x 4 checkerboard of black and white turns an even grey at 1/2 and 1/4
        palette = ["#ffffff", "#000000"]
        pixels = bytearray((x + y) % 2 for y in range(4) for x in range(4))
        w, h, planes = display.shrink_picture(4, 4, palette, pixels, 2)
        self.assertEqual((w, h), (2, 2))
        for plane in planes:
            self.assertTrue(all(120 <= v <= 130 for v in plane), list(plane))
        w, h, planes = display.shrink_picture(4, 4, palette, pixels, 4)
        self.assertEqual((w, h), (1, 1))
        w, h, planes = display.shrink_picture(8, 2, ["#ff0000"], bytearray(16), 2)
        self.assertEqual([list(p) for p in planes], [[252] * 4, [0] * 4, [0] * 4])

    def test_a_small_maze_is_records_with_its_solution_apart(self):
        maze = build(MazeSpec(9, 7, seed="small"))
        drawing, image, solution, cell, settings = display.prepare_view(
            display.NoTask(), maze, Settings(show_solution=True), 10)
        self.assertIsNone(image)
        self.assertEqual((cell, settings.show_solution), (10, True))
        self.assertEqual([item.layer for item in solution], ["solution"])
        want = scene.build(maze, display.window_style(settings, 10))
        self.assertEqual((drawing.width, drawing.height), (want.width, want.height))


if __name__ == "__main__":
    unittest.main()
