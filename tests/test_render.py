"""The files one maze is saved as: names, formats, the parts a save writes."""

import unittest

from mazetk import export, grids
from mazetk.export import render
from mazetk.masks import mask as masks
from mazetk.maze import build
from mazetk.scene import Style
from mazetk.spec import MazeSpec

from .pngread import read_png


def hexrgb(colour):
    return tuple(bytes.fromhex(colour[1:]))


class PictureTest(unittest.TestCase):
    def test_each_format_writes_its_own_kind_of_file(self):
        from mazetk import scene
        sc = scene.build(build(MazeSpec(6, 4, seed=1)), Style())
        starts = {"png": b"\x89PNG\r\n\x1a\n", "ps": b"%!PS-Adobe", "svg": b"<?xml",
                  "pdf": b"%PDF-1.4"}
        for fmt in export.PICTURE_FORMATS:
            self.assertTrue(export.picture(fmt, sc).startswith(starts[fmt]), fmt)
        with self.assertRaisesRegex(ValueError, "unknown picture format 'gif'"):
            export.picture("gif", sc)
        pages = export.picture("pdf", [sc, sc])
        self.assertEqual(pages.count(b"/Type /Page "), 2)


class FileStemTest(unittest.TestCase):
    def test_the_stem_says_shape_size_mask_and_seed(self):
        self.assertEqual(export.file_stem(build(MazeSpec(40, 30, seed=7))), "maze-40x30-seed7")
        self.assertEqual(export.file_stem(build(MazeSpec(8, 6, seed=7, shape="hex"))),
                         "maze-hex-8x6-seed7")
        self.assertEqual(export.file_stem(build(MazeSpec(6, 6, seed=7, shape="circle"))),
                         "maze-circle-6-seed7")
        code = masks.encode(masks.outline("heart", grids.make("square", 16, 16)))
        self.assertEqual(export.file_stem(build(MazeSpec(16, 16, seed=7, mask=code))),
                         "maze-16x16-masked-seed7")

    def test_a_seed_is_made_safe_for_any_file_system(self):
        stem = export.file_stem(build(MazeSpec(4, 4, seed="a/b:c*d")))
        self.assertEqual(stem, "maze-4x4-seeda_b_c_d")


class FormatsTest(unittest.TestCase):
    def test_square_only_formats_are_refused_for_other_shapes(self):
        render.check_formats("square", ["txt", "ascii", "png"], Style(look="blocks"))
        with self.assertRaisesRegex(ValueError, "txt and ascii hold square mazes only"):
            render.check_formats("hex", ["txt", "ascii"])
        with self.assertRaisesRegex(ValueError, "unmasked square mazes only"):
            render.check_formats("masked", ["txt"])
        with self.assertRaisesRegex(ValueError, "blocks look is for square mazes only"):
            render.check_formats("hex", ["png"], Style(look="blocks"))


class RenderPartsTest(unittest.TestCase):
    def test_render_parts_hand_out_chunks(self):
        maze = build(MazeSpec(12, 8, seed=3))
        parts = dict(export.render_parts(maze, ["png", "ps", "svg", "pdf", "txt"],
                                         solution=True))
        self.assertEqual(sorted(parts), sorted([".png", "-solution.png", ".eps",
                                                "-solution.eps", ".svg", "-solution.svg",
                                                ".pdf", ".txt"]))
        for suffix, make in parts.items():
            chunks = list(make())  # the text matrix too: a 2000 x 2000 one is 16 MB
            self.assertTrue(chunks and all(isinstance(c, bytes) for c in chunks), suffix)
        pdf = b"".join(parts[".pdf"]())
        self.assertEqual(pdf.count(b"/Type /Page "), 2)  # the maze, then the answer key
        _, _, rows = read_png(b"".join(parts["-solution.png"]()))
        self.assertIn(hexrgb(Style().solution_color), {px for row in rows for px in row})

    def test_the_plotter_file_holds_the_solution_as_a_layer(self):
        maze = build(MazeSpec(6, 5, seed=3))
        parts = dict(export.render_parts(maze, ["plotter", "ascii"], solution=True))
        self.assertEqual(sorted(parts), ["-plotter.svg", "-solution.ascii.txt", ".ascii.txt"])
        self.assertIn(b'id="solution"', b"".join(parts["-plotter.svg"]()))
        self.assertIn(b" .", parts["-solution.ascii.txt"]())
        self.assertNotIn(b" .", parts[".ascii.txt"]())

    def test_too_big_a_png_is_refused_before_anything_is_made(self):
        maze = build(MazeSpec(900, 900, seed=1))
        with self.assertRaisesRegex(ValueError, "smaller cell size"):
            export.render_parts(maze, ["png"], style=Style(cell=100, wall=2))


if __name__ == "__main__":
    unittest.main()
