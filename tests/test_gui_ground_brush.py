"""Weighted ground in the window (Xvfb in CI): the Ground field (random
hills, a file, a bad value said beside it), the ground brush painting
costs with the mouse, the keys choosing its cost, and Dijkstra going round
what was painted."""

import os
import tempfile

from mazetk.maze import build

from .test_app import AppTestCase


class GroundWindowTest(AppTestCase):
    def paint(self, cells, button=1):
        a = self.app
        c = a.canvas_view.canvas
        points = [a.view.cell_centre(cell) for cell in cells]
        (x, y) = points[0]
        c.event_generate("<ButtonPress-%d>" % button, x=int(round(x - c.canvasx(0))),
                         y=int(round(y - c.canvasy(0))))
        for x, y in points[1:]:
            c.event_generate("<B%d-Motion>" % button, x=int(round(x - c.canvasx(0))),
                             y=int(round(y - c.canvasy(0))), state=0x100 << (button - 1))
        c.event_generate("<ButtonRelease-%d>" % button, x=int(round(x - c.canvasx(0))),
                         y=int(round(y - c.canvasy(0))))
        self.settle()

    def test_the_field_lays_random_ground_and_says_what_is_wrong(self):
        a = self.make_app()
        self.set_fields(cols=12, rows=9, seed="g", braid="50", solver="dijkstra",
                        weights="random:3")
        a.panel.vars["show_solution"].set(True)
        a.maker.generate()
        self.settle()
        maze = a.doc.maze
        self.assertEqual(maze.weights, build(maze.code).weights)
        self.assertTrue(maze.code.endswith(":wr3"))
        self.assertIn("cost", a.status.text())
        items = a.canvas_view.canvas.find_withtag("legend")
        self.assertTrue(items)  # the legend of the costs
        self.set_fields(weights="nowhere/at/all.txt")
        a.maker.generate()
        self.settle()
        self.assertIs(a.doc.maze, maze)
        self.assertIn("Cannot read", a.panel.errors["weights"].cget("text"))
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "g.txt")
            with open(path, "w") as f:
                f.write("\n".join("9" * 12 for _r in range(9)))
            self.set_fields(weights=path)
            a.maker.generate()
            self.settle()
            self.assertEqual(set(a.doc.maze.weights), {9})
            # the field names the file, not the packed costs the code carries
            self.assertEqual(a.panel.vars["weights"].get(), path)
            self.assertIn(":wz", a.doc.maze.code)
            a.panel.set(a.doc.settings)  # as a maze opened or a code pasted sets it
            self.assertEqual(a.panel.vars["weights"].get(), "(kept in the code)")
            os.remove(path)
            a.maker.generate()  # the costs are in the field's keeping: no file read
            self.settle()
            self.assertEqual(set(a.doc.maze.weights), {9})
            self.assertEqual(a.panel.errors["weights"].cget("text"), "")
        self.assert_no_errors()

    def test_the_brush_paints_costs_and_the_cheapest_way_goes_round(self):
        a = self.make_app()
        self.set_fields(cols=10, rows=8, seed="b", braid="100", solver="dijkstra",
                        weights="")
        a.maker.generate()
        self.settle()
        maze = a.doc.maze
        way = maze.solve("dijkstra").path
        a.brush.var.set(True)
        a.brush.switched()
        self.assertTrue(a.brush.active())
        a.commands.by_name("ground-9").handler()
        self.assertIn("cost 9", a.status.text())
        self.paint(way[2:-2])
        self.assertIn("cost 9", a.status.text())  # drawn again, the brush's keys still said
        painted = a.doc.maze
        self.assertEqual({painted.weights[c] for c in way[2:-2]}, {9})
        self.assertEqual(painted.weights.count(9), len(set(way[2:-2])))
        self.assertIn(":wz", painted.code)
        self.assertEqual(build(painted.code).weights, painted.weights)
        self.assertEqual(a.panel.vars["weights"].get(), "(kept in the code)")
        self.assertEqual(a.panel.get().weights, painted.spec.weights)
        self.assertNotEqual(painted.solve("dijkstra").path, way)  # round the lava
        self.paint(way[2:-2], button=3)  # the right button: plain again
        self.assertIsNone(a.doc.maze.weights)
        self.assertEqual(a.panel.vars["weights"].get(), "")
        self.paint(way[2:4])
        kept = a.doc.maze.weights
        self.assertIsNotNone(kept)
        a.cancel()  # Escape ends the brush
        self.assertFalse(a.brush.active())
        self.assertFalse(a.brush.var.get())
        a.maker.generate()  # Generate again keeps what the field holds: the painted costs
        self.settle()
        self.assertEqual(a.doc.maze.weights, kept)
        self.assertEqual(a.panel.vars["weights"].get(), "(kept in the code)")
        self.assert_no_errors()
