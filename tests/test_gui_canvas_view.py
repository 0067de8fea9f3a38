"""The Canvas view under a real Tk (Xvfb in CI): a Scene's records become
Canvas items tagged by layer, layers show and hide without a redraw, window
points map to the picture however it is scrolled, and the Overlay draws
what animations, mask painting and play ask for."""

import unittest

from mazetk import scene
from mazetk.generate import ALGORITHMS
from mazetk.gui.animation import colours
from mazetk.gui.canvas_view import CanvasView, dash_pattern
from mazetk.gui.growing import GrowAnimation
from mazetk.maze import build, stepper
from mazetk.spec import MazeSpec

from .support import GuiTestCase
from .test_app import FakeTimer


class CanvasCase(GuiTestCase):
    mapped = True

    def setUp(self):
        super().setUp()
        self.root.geometry("500x400+0+0")
        self.view = CanvasView(self.root)
        self.view.pack(fill="both", expand=True)
        self.canvas = self.view.canvas
        self.root.update()

    def close_parts(self):
        self.view.clear()

    def show(self, maze, cell=12, **kw):
        picture = scene.build(maze, scene.Style(cell=cell), **kw)
        drawn = []
        self.view.show(picture, on_drawn=lambda: drawn.append(True))
        while self.view.busy():
            self.root.update()
        self.root.update()
        self.assertEqual(drawn, [True])
        return picture


class DrawingTest(CanvasCase):
    def test_every_record_becomes_an_item_of_its_layer(self):
        maze = build(MazeSpec(9, 7, "prim", seed="canvas"))
        picture = self.show(maze, show_solution=True)
        for layer in {item.layer for item in picture.items}:
            with self.subTest(layer=layer):
                self.assertEqual(len(self.canvas.find_withtag(layer)),
                                 len(picture.layer(layer)))
        (ground,) = self.canvas.find_withtag("background")
        self.assertEqual(self.canvas.coords(ground),
                         [0.0, 0.0, float(picture.width), float(picture.height)])
        (way,) = self.canvas.find_withtag("solution")
        self.assertEqual(self.canvas.find_above(way), self.canvas.find_withtag("markers")[:1],
                         "the way lies over the maze, under the start and goal")

    def test_a_layer_hides_and_comes_back_without_a_redraw(self):
        maze = build(MazeSpec(6, 5, seed="layer"))
        self.show(maze, show_solution=True)
        (way,) = self.canvas.find_withtag("solution")
        self.view.show_layer("solution", False)
        self.assertEqual(self.canvas.itemcget(way, "state"), "hidden")
        self.view.show_layer("solution", True)
        self.assertEqual(self.canvas.itemcget(way, "state"), "normal")
        self.assertEqual(self.canvas.find_withtag("solution"), (way,))
        records = scene.solution_records(maze, scene.Style(cell=12), "dfs")
        self.view.set_layer("solution", records, visible=False)
        items = self.canvas.find_withtag("solution")
        self.assertEqual(len(items), len(records))
        self.assertNotIn(way, items)
        self.assertEqual({self.canvas.itemcget(i, "state") for i in items}, {"hidden"})

    def test_window_points_follow_the_scrolling(self):
        maze = build(MazeSpec(60, 50, seed="scroll"))
        picture = self.show(maze, cell=16)
        self.assertTrue(any(self.view.scrollbars()))
        self.assertFalse(self.view.fits())
        self.view.centre((0.5, 0.5))
        self.root.update()
        x, y = self.view.canvas_point(10, 20)
        self.assertEqual((x - self.canvas.canvasx(0), y - self.canvas.canvasy(0)), (10, 20))
        fx, fy = self.view.picture_point(10, 20)
        self.assertAlmostEqual(fx * picture.width, x)
        self.assertAlmostEqual(fy * picture.height, y)
        cx, cy = self.view.view_centre()
        self.assertAlmostEqual(cx, 0.5, delta=0.02)
        self.assertAlmostEqual(cy, 0.5, delta=0.02)

    def test_focus_goes_to_the_canvas(self):
        self.root.focus_force()
        self.view.focus()
        self.root.update()
        self.assertIs(self.root.focus_get(), self.view.focus_target())

    def test_an_empty_picture_for_an_animation_and_clear(self):
        self.view.prepare(200, 100, "#000000")
        self.assertEqual(self.canvas.itemcget("background", "fill"), "#000000")
        self.assertNotEqual(self.canvas.cget("background"), "#dcdcdc")  # dark around dark
        self.view.clear()
        self.assertEqual(self.canvas.find_all(), ())
        self.assertIsNone(self.view.scene)

    def test_dash_patterns_are_whole_pixels_tk_takes(self):
        self.assertEqual(dash_pattern(None), ())
        self.assertEqual(dash_pattern((17.5, 17.5)), (18, 18))
        self.assertEqual(dash_pattern((0.2, 3.6, 900)), (1, 4, 255))


class OverlayTest(CanvasCase):
    def test_the_drawing_follows_every_step_of_every_generator(self):
        overlay = self.view.overlay
        for name in ALGORITHMS:
            spec = MazeSpec(9, 7, name, seed="draw").validate()
            grid, steps = stepper(spec)
            ended, timer = [], FakeTimer()
            anim = GrowAnimation(overlay, timer, grid, name, scene.Style(cell=10, wall=2),
                                 steps, ended.append, speed=100)
            anim.play()
            while not ended:
                timer.fire()
            for (a, b), item in anim.links.items():
                k = grid.slot_towards(a, b)
                shown = self.canvas.itemcget(item, "state") != "hidden"
                self.assertEqual(shown, not grid.is_open(a, k), (name, a, b))
            fills = {self.canvas.itemcget(item, "fill") for item in anim.cell_items}
            self.assertEqual(fills, {colours()["maze"]}, name)  # every cell ends in the maze
            self.canvas.delete("all")

    def test_marks_lie_under_the_walls_and_come_off_but_those_kept(self):
        maze = build(MazeSpec(6, 5, seed="marks"))
        self.show(maze)
        o = self.view.overlay
        below = o.anim_cells_below_walls([(0, 0, 12, 12), (12, 0, 24, 12)], "#ff0000", "shade")
        self.assertEqual(len(below), 2)
        first_wall = self.canvas.find_withtag("walls")[0]
        for item in below:
            self.assertLess(self.canvas.find_all().index(item),
                            self.canvas.find_all().index(first_wall))
        marker = o.anim_marker("here", fill="#00ff00")
        self.assertEqual(self.canvas.itemcget(marker, "state"), "hidden")
        o.anim_move(marker, (1, 2, 3, 4))
        self.assertEqual(self.canvas.coords(marker), [1.0, 2.0, 3.0, 4.0])
        self.assertEqual(self.canvas.find_all()[-1], marker)  # raised over the rest
        o.anim_fill(below[0], "#0000ff")
        self.assertEqual(self.canvas.itemcget(below[0], "fill"), "#0000ff")
        o.clear_anim(keep=("here",))
        self.assertEqual(self.canvas.find_withtag("anim"), (marker,))
        o.clear_anim()
        self.assertEqual(self.canvas.find_withtag("anim"), ())
        self.assertTrue(self.canvas.find_withtag("walls"))  # the maze stays

    def test_the_walker_is_made_once_and_moved(self):
        o, shades = self.view.overlay, colours()
        o.draw_walker([(5, 5)], (0, 0, 10, 10), 12, shades)
        (player,) = self.canvas.find_withtag("player")
        self.assertEqual(self.canvas.coords("trail"), [5.0, 5.0, 5.0, 5.0])
        o.draw_walker([(5, 5), (17, 5)], (12, 0, 22, 10), 12, shades)
        self.assertEqual(self.canvas.find_withtag("player"), (player,))
        self.assertEqual(self.canvas.coords(player), [12.0, 0.0, 22.0, 10.0])
        self.assertEqual(self.canvas.itemcget(player, "outline"), shades["walker"])
        o.show_hint((0, 0, 4, 4), 12, shades["hint"])
        o.show_hint((4, 4, 8, 8), 12, shades["hint"])
        self.assertEqual(len(self.canvas.find_withtag("hint")), 1)
        o.clear_walker()
        self.assertEqual(self.canvas.find_all(), ())


if __name__ == "__main__":
    unittest.main()
