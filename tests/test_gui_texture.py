"""The texture sliders in the real window (under Xvfb): each knob shapes
the maze made on Generate, its code carries them, the Statistics tab
shows what they did, and a generator they cannot shape turns them off."""

from mazetk.maze import build
from mazetk.spec import MazeSpec

from .test_app import AppTestCase


class TextureWindowTest(AppTestCase):
    def test_sliders_shape_the_maze_and_the_statistics_show_it(self):
        a = self.make_app()
        self.set_fields(cols=24, rows=18, seed="t", algorithm="backtracker", bias="90",
                        run="30", river="20")
        a.maker.generate()
        self.settle()
        self.assertIn(":backtracker/b90r30v20:", a.panel.vars["code"].get())
        want = build(MazeSpec(24, 18, seed="t", bias=90, run=30, river=20))
        self.assertEqual(a.doc.maze.grid.passages, want.grid.passages)
        # the slider follows the number typed, and a drag sets the number
        slider = a.panel.widgets["bias"]
        self.assertEqual(round(slider.scale.get()), 90)
        slider.scale.set(-35.4)
        self.root.update()
        self.assertEqual(a.panel.vars["bias"].get(), "-35")
        # the Statistics tab shows the share of level passages
        a.tabs.select(a.stats_panel)
        self.settle()
        shown = float(a.stats_panel.values["level_share"].cget("text"))
        self.assertGreater(shown, 70)
        self.assert_no_errors()

    def test_a_generator_that_does_not_walk_turns_the_knobs_off(self):
        a = self.make_app()
        self.set_fields(bias="40", river="10")
        self.set_fields(algorithm="prim")
        self.root.update()
        for knob in ("bias", "run", "river"):
            self.assertEqual(a.panel.vars[knob].get(), "0")
            self.assertTrue(a.panel.widgets[knob].spin.instate(["disabled"]))
        self.assertIn("backtracker", a.panel.texture_note.cget("text"))
        self.set_fields(algorithm="growing-tree", shape="triangle")
        self.root.update()
        self.assertTrue(a.panel.widgets["run"].spin.instate(["disabled"]))
        self.assertFalse(a.panel.widgets["bias"].spin.instate(["disabled"]))
        self.assertIn("triangle", a.panel.texture_note.cget("text"))
        # a walker again: the knobs have their values back (run cannot on triangles)
        self.assertEqual([a.panel.vars[k].get() for k in ("bias", "run", "river")],
                         ["40", "0", "10"])
        self.set_fields(algorithm="kruskal")
        self.root.update()
        a.panel.set(a.doc.settings)  # settings shown say every knob: nothing comes back
        self.set_fields(algorithm="backtracker")
        self.root.update()
        self.assertEqual(a.panel.vars["bias"].get(), "0")

    def test_a_bad_number_is_said_under_its_field(self):
        a = self.make_app()
        self.set_fields(run="300")
        a.maker.generate()
        self.settle()
        self.assertIn("0 to 100", a.panel.errors["run"].cget("text"))

    def test_a_pasted_code_shows_its_knobs(self):
        a = self.make_app()
        self.root.clipboard_clear()
        self.root.clipboard_append("mz2:12x9:hunt-and-kill/b-50v70:c:b0:4")
        a.maker.paste_code()
        self.settle()
        self.assertEqual([a.panel.vars[k].get() for k in ("bias", "run", "river")],
                         ["-50", "0", "70"])
        self.assertIn("/b-50v70:", a.panel.vars["code"].get())
