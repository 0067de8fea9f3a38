"""mazetk.scene.tile: the tileable picture of a square torus."""

import unittest

from mazetk import maze as mazes
from mazetk.spec import MazeSpec


class TileTest(unittest.TestCase):
    def test_copies_side_by_side_are_the_picture_of_two_by_two_copies(self):
        from mazetk.export import raster
        from mazetk.scene import Style
        from mazetk.scene.tile import tile_scene
        from .pngread import read_png
        for cols, rows, seed, cell in ((10, 8, "3", 12), (7, 9, "t", 9), (3, 3, "s", 8)):
            m = mazes.build(MazeSpec(cols, rows, "wilson", seed=seed, wrap="xy"))
            style = Style(cell=cell, wall=2)
            w, h, one = read_png(raster.png(tile_scene(m, style)))
            self.assertEqual((w, h), (cols * cell, rows * cell))
            w2, h2, four = read_png(raster.png(tile_scene(m, style, copies=2)))
            self.assertEqual((w2, h2), (2 * w, 2 * h))
            laid = [row + row for row in one] * 2  # the tile laid 2 x 2
            self.assertEqual(four, laid, (cols, rows, seed))
            ink = {p for row in one for p in row}
            self.assertEqual(len(ink), 2)  # walls and floor, nothing else

    def test_only_a_square_torus_tiles(self):
        from mazetk.scene.tile import tile_scene
        for spec in (MazeSpec(6, 6, seed="1", wrap="x"), MazeSpec(6, 6, seed="1"),
                     MazeSpec(6, 6, seed="1", wrap="xy", shape="hex")):
            with self.assertRaisesRegex(ValueError, "wrap"):
                tile_scene(mazes.build(spec))


if __name__ == "__main__":
    unittest.main()
