"""mazetk.scene.wraps: the marks of a wrapped maze and its broken way."""

import unittest

from mazetk import maze as mazes
from mazetk.spec import MazeSpec
from .test_wrap import CASES


class DrawingTest(unittest.TestCase):
    def test_each_passage_across_an_edge_has_one_mark_at_each_end(self):
        from mazetk.scene import Style, Text, build
        for shape, cols, rows, wrap in CASES:
            m = mazes.build(MazeSpec(cols, rows, "wilson", seed="6", shape=shape, wrap=wrap))
            marks = [i for i in build(m, Style()).items if isinstance(i, Text)]
            crossings = m.grid.crossings()
            self.assertEqual(len(marks), 2 * len(crossings), (shape, wrap))
            labels = [i.text for i in marks]
            self.assertTrue(all(labels.count(t) == 2 for t in labels), labels)
            across_x = sum(1 for c, k, axes in crossings if "x" in axes)
            self.assertEqual(sum(t.isdigit() for t in labels), 2 * across_x)
            scene = build(m, Style())
            width, height, box = scene.width, scene.height, scene.maze_box
            for mark in marks:  # outside the maze, inside the picture
                self.assertTrue(0 <= mark.x <= width and 0 <= mark.y <= height)
                self.assertFalse(box[0] + 1 < mark.x < box[2] - 1
                                 and box[1] + 1 < mark.y < box[3] - 1, mark)

    def test_the_way_is_broken_at_each_edge_it_crosses(self):
        from mazetk.scene import Polyline, Style, build
        for shape, cols, rows, wrap in CASES:
            for seed in range(4):
                m = mazes.build(MazeSpec(cols, rows, "kruskal", seed=str(seed), shape=shape,
                                         wrap=wrap, endpoints="random"))
                path = m.solve().path
                crossed = sum(1 for a, b in zip(path, path[1:])
                              if m.grid.crosses(a, m.grid.slot_towards(a, b)))
                lines = [i for i in build(m, Style(), show_solution=True).items
                         if isinstance(i, Polyline) and i.layer == "solution"]
                self.assertEqual(len(lines), crossed + 1, (shape, wrap, seed))

    def test_a_plain_maze_draws_no_marks(self):
        from mazetk.scene import Style, Text, build
        m = mazes.build(MazeSpec(6, 6, seed="6"))
        self.assertFalse([i for i in build(m, Style()).items if isinstance(i, Text)])


if __name__ == "__main__":
    unittest.main()
