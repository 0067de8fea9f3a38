"""Scene -> SVG, read back with xml.etree: the layers as groups, walls as a
few long paths, titles as strokes, a smooth Scene's round joins."""

import re
import unittest
import xml.etree.ElementTree as ET

from mazetk import export, scene
from mazetk.maze import build
from mazetk.scene import Style
from mazetk.spec import MazeSpec

NS = "{http://www.w3.org/2000/svg}"


class SvgTest(unittest.TestCase):
    def setUp(self):
        self.maze = build(MazeSpec(14, 10, "backtracker", seed=11))

    def test_svg(self):
        for solved in (False, True):
            sc = scene.build(self.maze, Style(), show_solution=solved)
            root = ET.fromstring(export.svg(sc))
            ns = "{http://www.w3.org/2000/svg}"
            self.assertEqual(root.tag, ns + "svg")
            self.assertEqual(root.get("viewBox"), "0 0 %d %d" % (sc.width, sc.height))
            groups = {g.get("id"): g for g in root.iter(ns + "g")}
            self.assertEqual("solution" in groups, solved)
            wall_paths = groups["walls"].findall(ns + "path")
            self.assertLessEqual(len(wall_paths), 2)
            segments = sum(len(re.findall("M", p.get("d"))) for p in wall_paths)
            self.assertEqual(segments, len(sc.layer("walls")))
            if solved:
                (path,) = groups["solution"].findall(ns + "path")
                self.assertEqual(path.get("stroke"), "#e00000")

    def test_the_background_and_the_title(self):
        sc = scene.build(self.maze, Style(background="#fdf6e3", title='A <b> & "c"'))
        root = ET.fromstring(export.svg(sc, title="my <maze>"))
        self.assertEqual(root.find(NS + "title").text, "my <maze>")
        background = root.find(NS + "rect")
        self.assertEqual((background.get("id"), background.get("fill")),
                         ("background", "#fdf6e3"))
        self.assertEqual((background.get("width"), background.get("height")),
                         (str(sc.width), str(sc.height)))
        (title,) = [p for p in root.iter(NS + "path") if p.get("aria-label")]
        self.assertEqual(title.get("aria-label"), 'A <b> & "c"')  # its words, as strokes
        self.assertEqual(title.get("fill"), "none")
        self.assertEqual(root.findall(".//" + NS + "text"), [])  # no font needed

    def test_square_mazes_are_crisp_and_shapes_are_round(self):
        square = ET.fromstring(export.svg(scene.build(self.maze, Style())))
        self.assertEqual(square.get("shape-rendering"), "crispEdges")
        hexes = build(MazeSpec(7, 6, "backtracker", seed=2, shape="hex"))
        root = ET.fromstring(export.svg(scene.build(hexes, Style(), show_solution=True)))
        self.assertIsNone(root.get("shape-rendering"))
        groups = {g.get("id"): g for g in root.iter(NS + "g")}
        for path in groups["walls"].findall(NS + "path"):
            self.assertEqual((path.get("stroke-linecap"), path.get("stroke-linejoin")),
                             ("round", "round"))
        (way,) = groups["solution"].findall(NS + "path")
        self.assertEqual(way.get("stroke"), Style().solution_color)

    def test_the_chunks_join_to_the_whole_file(self):
        sc = scene.build(self.maze, Style(), show_solution=True, lazy=True)
        chunks = list(export.iter_svg(sc))
        self.assertTrue(all(isinstance(c, bytes) for c in chunks))
        self.assertEqual(b"".join(chunks), export.svg(sc))


if __name__ == "__main__":
    unittest.main()
