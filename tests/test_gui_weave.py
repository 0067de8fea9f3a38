"""The window's Weave field (Xvfb in CI): offered where the shape and the
generator can take tunnels, a refusal said beside it, the crossings drawn
on the Canvas, and Play walking through a tunnel."""

from mazetk.maze import build
from mazetk.play import DIRECTIONS
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class WeaveWindowTest(AppTestCase):
    def test_a_woven_maze_is_made_drawn_and_played_through_a_tunnel(self):
        # a seed whose way starts with a tunnel within its first steps
        def first_tunnel(s):
            m = build(MazeSpec(8, 6, "backtracker", seed=str(s), weave=100))
            path = m.solve().path
            for i, (a, b) in enumerate(zip(path, path[1:])):
                if m.grid.tunnel_under(a, b) >= 0:
                    return i
            return None
        seed = next(str(s) for s in range(300) if first_tunnel(s) is not None
                    and first_tunnel(s) < 6)
        a = self.make_app()
        self.set_fields(cols=8, rows=6, seed=seed, algorithm="backtracker", weave="100")
        a.maker.generate()
        self.settle()
        self.assertEqual(self.errors, [])
        maze = a.doc.maze
        self.assertEqual(maze.grid.weave, 100)
        self.assertIn("8x6w100:", a.panel.vars["code"].get())
        self.assertTrue(maze.grid.tunnels())
        self.assertTrue(a.panel.widgets["look"].instate(["disabled"]))
        # Play along the way: a tunnel takes the walker two cells on in one key
        a.play.check.invoke()
        self.root.update()
        walk = a.play.walk
        keys = {"up": "Up", "down": "Down", "left": "Left", "right": "Right"}
        path = maze.solve().path
        for here, there in zip(path, path[1:]):
            slot = maze.grid.slot_towards(here, there)
            direction = next(d for d, k in DIRECTIONS.items() if k == slot)
            self.key(keys[direction])
            self.assertEqual(walk.cell, there)
            if maze.grid.tunnel_under(here, there) >= 0:
                break
        else:
            self.fail("the way has no tunnel")

    def test_the_field_is_off_where_weaving_cannot_be_and_a_refusal_is_said(self):
        a = self.make_app()
        p = a.panel
        self.set_fields(shape="circle")
        self.root.update()
        self.assertTrue(p.widgets["weave"].instate(["disabled"]))
        self.set_fields(shape="hex", algorithm="prim")
        self.root.update()
        self.assertFalse(p.widgets["weave"].instate(["disabled"]))
        self.set_fields(shape="square", algorithm="sidewinder")
        self.root.update()
        self.assertTrue(p.widgets["weave"].instate(["disabled"]))
        self.assertEqual(p.vars["weave"].get(), "0")
        self.set_fields(algorithm="wilson", weave="250")
        self.root.update()
        a.maker.generate()
        self.settle()
        self.assertIn("0 to 100", p.errors["weave"].cget("text"))
