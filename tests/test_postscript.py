"""Scene -> EPS: the header a printer reads, boxes in pixel units scaled
to print, a dashed way stroked with setdash, text as strokes."""

import re
import unittest

from mazetk import export, scene
from mazetk.export import postscript
from mazetk.maze import build
from mazetk.scene import Style
from mazetk.spec import MazeSpec


class EpsTest(unittest.TestCase):
    def setUp(self):
        self.maze = build(MazeSpec(14, 10, "backtracker", seed=11))

    def test_eps_structure(self):
        sc = scene.build(self.maze, Style())
        data = export.eps(sc).decode("latin-1")
        self.assertTrue(data.startswith("%!PS-Adobe-3.0 EPSF-3.0\n"))
        box = re.search(r"%%BoundingBox: 0 0 (\d+) (\d+)", data)
        self.assertEqual((int(box.group(1)), int(box.group(2))),
                         (round(sc.width * 0.75 + 0.499), round(sc.height * 0.75 + 0.499)))
        self.assertTrue(data.rstrip().endswith("%%EOF"))
        self.assertEqual(data.count(" R\n"), len(sc.layer("walls")) + len(sc.layer("markers")) + 1)
        big = scene.build(build(MazeSpec(200, 200, seed=1)), Style())
        box = re.search(r"%%BoundingBox: 0 0 (\d+) (\d+)", export.eps(big).decode("latin-1"))
        self.assertLessEqual(int(box.group(1)), 540)  # fitted to print on a page

    def test_the_print_scale_fits_a_page(self):
        small = scene.build(self.maze, Style())
        self.assertEqual(export.print_scale(small), postscript.POINTS_PER_PIXEL)
        big = scene.build(build(MazeSpec(120, 60, seed=1)), Style())
        scale = export.print_scale(big)
        self.assertLess(scale, postscript.POINTS_PER_PIXEL)
        self.assertLessEqual(big.width * scale, postscript.MAX_PRINT[0] + 1e-9)
        self.assertLessEqual(big.height * scale, postscript.MAX_PRINT[1] + 1e-9)

    def test_the_title_and_a_dashed_way(self):
        style = Style(title="Maze (1)", solution_style="dashed")
        sc = scene.build(self.maze, style, show_solution=True)
        data = export.eps(sc, title="one\ntwo").decode("latin-1")
        self.assertIn("%%Title: one two\n", data)  # one line, as DSC wants
        self.assertEqual(data.count("setdash"), 1)
        (way,) = sc.layer("solution")
        self.assertIn("[%s] 0 setdash" % postscript.dash_numbers(way.dash), data)
        self.assertIn("1 setlinecap 1 setlinejoin", data)  # the title's strokes
        self.assertNotIn("findfont", data)
        self.assertTrue(data.endswith("showpage\n%%EOF\n"))

    def test_split_dashed_keeps_the_way_apart_and_the_markers_over_it(self):
        sc = scene.build(self.maze, Style(solution_style="dashed"), show_solution=True)
        plain, dashed = postscript.split_dashed(sc)
        self.assertEqual(plain.layer("solution"), [])
        self.assertEqual([item.layer for item in dashed],
                         ["solution"] + ["markers"] * len(sc.layer("markers")))
        self.assertEqual(list(plain.items), [i for i in sc.items if i.layer != "solution"])
        solid = scene.build(self.maze, Style(), show_solution=True)
        self.assertEqual(postscript.split_dashed(solid), (solid, []))

    def test_dash_numbers(self):
        self.assertEqual(postscript.dash_numbers((5.0, 2.5)), "5 2.5")
        self.assertEqual(postscript.dash_numbers((1.23456, 3)), "1.235 3")


if __name__ == "__main__":
    unittest.main()
