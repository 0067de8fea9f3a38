"""The settings panel: what it shows is a Settings read back as typed; the
window asks it for switches, the solver and the look, never for its Tk
variables, but for the few a menu entry shows too."""

import unittest
from tkinter import ttk

from mazetk.gui.panel import SHARED, SettingsPanel
from mazetk.studio import Settings

from .support import GuiTestCase


class PanelTest(GuiTestCase):
    mapped = True

    def setUp(self):
        super().setUp()
        self.heard = []
        self.toolbar = ttk.Frame(self.root)
        self.toolbar.pack(side="top", fill="x")

        def hear(name):
            return lambda: self.heard.append(name)

        self.panel = SettingsPanel(
            self.root, on_generate=hear("generate"), on_new_seed=hear("new seed"),
            on_solution=hear("solution"), on_solver=hear("solver"), on_look=hear("look"),
            on_copy_code=hear("copy"), ask_mask_path=lambda: None, on_edit_mask=hear("mask"),
            toolbar=self.toolbar)
        self.panel.pack(side="left", fill="y")
        self.root.update()

    def test_the_solver_tooltip_says_what_it_promises(self):
        for name, words in (("greedy", "not always the shortest"),
                            ("bidirectional", "always a shortest way"),
                            ("wall-follower", "may not find the goal")):
            self.panel.vars["solver"].set(name)
            with self.subTest(solver=name):
                self.assertIn(words, self.panel.solver_tip.text)
                self.assertTrue(self.panel.solver_tip.text[:1].isupper())

    def test_what_is_set_is_read_back(self):
        settings = Settings(cols="31", rows="17", algorithm="kruskal", seed="xyz", braid="40",
                            solver="dfs", palette="dark", solution_style="dashed",
                            thick_walls=True, show_solution=True).validate()
        self.panel.set(settings)
        got = self.panel.get().validate()
        for name in ("cols", "rows", "algorithm", "seed", "braid", "solver", "palette",
                     "solution_style", "thick_walls", "show_solution"):
            self.assertEqual(getattr(got, name), getattr(settings, name), name)

    def test_no_two_fields_share_a_row(self):
        # every field's label, input and complaint line in rows of their own:
        # a field gridded onto another's row hides it (the seed once lay under
        # the difficulty)
        for box in self.panel.boxes:
            taken = {}
            for widget in box.grid_slaves():
                info = widget.grid_info()
                for column in range(int(info["column"]),
                                    int(info["column"]) + int(info.get("columnspan", 1))):
                    at = (int(info["row"]), column)
                    self.assertNotIn(at, taken, "%s and %s share row %d of %s" % (
                        taken.get(at), widget, at[0], box))
                    taken[at] = widget
        labels = [w.cget("text") for w in self.panel.labels]
        for name in ("Seed", "Difficulty", "Start", "Goal", "Levels"):
            self.assertIn(name, labels)

    def test_chosen_ends_are_set_and_read_back(self):
        settings = Settings(cols=9, rows=7, start="4,5", goal=(7, 1)).validate()
        self.panel.set(settings)
        self.assertEqual((self.panel.vars["start"].get(), self.panel.vars["goal"].get()),
                         ("4,5", "7,1"))
        got = self.panel.get().validate()
        self.assertEqual((got.start, got.goal), ((4, 5), (7, 1)))
        self.panel.set(Settings().validate())
        self.assertEqual(self.panel.get().validate().start, None)

    def test_the_window_asks_for_switches_solver_and_look(self):
        self.panel.set(Settings(solver="dfs", look="blocks", palette="dark").validate())
        self.assertEqual(self.panel.solver(), "dfs")
        self.assertFalse(self.panel.switch("show_solution"))
        self.panel.set_switch("show_solution", True)
        self.assertTrue(self.panel.switch("show_solution"))
        self.assertTrue(self.panel.get().show_solution)
        self.assertEqual(self.panel.look(), {"look": "blocks", "palette": "dark",
                                             "thick_walls": False, "solution_style": "solid"})
        self.panel.dashed_check.invoke()
        self.assertEqual(self.panel.look()["solution_style"], "dashed")
        self.assertEqual(self.heard, ["look"])

    def test_the_toolbars_switch_is_the_panels(self):
        self.panel.toolbar_solution_check.invoke()
        self.assertTrue(self.panel.switch("show_solution"))
        self.assertTrue(self.panel.solution_check.instate(["selected"]))
        self.assertEqual(self.heard, ["solution"])
        self.assertIs(self.panel.shared("show_solution").get(), True)

    def test_only_the_shared_settings_hand_out_their_variable(self):
        for name in SHARED:
            self.panel.shared(name)
        with self.assertRaises(KeyError):
            self.panel.shared("cols")  # typed in the panel only

    def test_copy_is_offered_only_when_asked(self):
        self.panel.allow_copy(False)
        self.assertTrue(self.panel.copy_button.instate(["disabled"]))
        self.panel.allow_copy(True)
        self.panel.copy_button.invoke()
        self.assertEqual(self.heard, ["copy"])

    def test_a_complaint_stands_under_its_field_and_goes_when_edited(self):
        self.panel.show_errors({"cols": "columns: at most 1000"})
        self.assertEqual(self.panel.lines["cols"].label.cget("text"), "Columns: at most 1000")
        self.panel.vars["cols"].set("40")
        self.assertEqual(self.panel.lines["cols"].label.cget("text"), "")

    def test_a_maze_from_a_file_leaves_what_it_does_not_tell_blank(self):
        self.panel.set(Settings(seed="abc").validate(), from_file=True)
        self.root.update()
        self.assertEqual(self.panel.vars["seed"].get(), "")
        self.assertTrue(self.panel.placeholders["seed"].label.winfo_ismapped())
        defaults = Settings()
        self.assertEqual(self.panel.get().algorithm, defaults.algorithm)
        self.panel.vars["seed"].set("typed")  # typed: no longer "from a file"
        self.root.update()
        self.assertFalse(self.panel.placeholders["seed"].label.winfo_ismapped())
        self.assertEqual(self.panel.get().seed, "typed")

    def test_generate_is_heard(self):
        self.panel.generate_button.invoke()
        self.assertEqual(self.heard, ["generate"])


if __name__ == "__main__":
    unittest.main()
