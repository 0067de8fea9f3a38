"""View > Race solvers… (Xvfb in CI): two to four solvers on the same maze
side by side, each pane counting what its solver holds, and at the end a
table of the results that matches `mazetk race`."""

from mazetk.gui import race

from .test_app import AppTestCase


class RaceWindowTest(AppTestCase):
    def open_race(self, **fields):
        a = self.make_app()
        self.set_fields(cols=12, rows=9, seed="race", braid="50", **fields)
        a.maker.generate()
        self.settle()
        window = a.open_race()
        self.addCleanup(lambda: window.winfo_exists() and window.destroy())
        for _i in range(100):  # the panes are drawn, then the race starts
            self.root.update()
            if window.lanes and all(lane["anim"] is not None for lane in window.lanes):
                break
            self.root.after(20)
        return a, window

    def test_three_solvers_race_and_the_table_says_how_they_did(self):
        a, window = self.open_race(weights="random:1")
        self.assertEqual([lane["name"] for lane in window.lanes], list(race.FIRST))
        for lane in window.lanes:
            self.assertTrue(lane["view"].canvas.find_withtag("walls"))
            self.assertIn(race.doing(lane["name"]), lane["line"].cget("text"))
        window.finish()
        self.root.update()
        rows = [window.table.item(i) for i in window.table.get_children()]
        self.assertEqual(len(rows), 3)
        maze = a.doc.maze
        for row, name in zip(rows, race.FIRST):
            found = maze.solve(name)
            looked, steps, way, cost, promise = row["values"]
            self.assertEqual((int(looked), int(steps), int(way), int(cost)),
                             (len(set(found.visited)), len(found.visited), len(found.path),
                              maze.cost(found.path)))
        self.assertEqual(rows[0]["values"][4], "the shortest in steps, not the cheapest")
        self.assertEqual(rows[1]["values"][4], "always the cheapest")
        for lane in window.lanes:
            self.assertIn("done", lane["line"].cget("text"))
            self.assertTrue(lane["counts"].cget("text"))
        self.assert_no_errors()

    def test_a_new_choice_races_again_and_one_solver_is_not_a_race(self):
        a, window = self.open_race()
        for var, name in zip(window.choices, ("dijkstra", "collision", "pledge", "chain")):
            var.set(name)
        window.start()
        for _i in range(100):
            self.root.update()
            if len(window.lanes) == 4 and all(l["anim"] is not None for l in window.lanes):
                break
            self.root.after(20)
        self.assertEqual([lane["name"] for lane in window.lanes],
                         ["dijkstra", "collision", "pledge", "chain"])
        window.finish()
        self.root.update()
        self.assertEqual(len(window.table.get_children()), 4)
        for var in window.choices[1:]:
            var.set(race.NONE)
        window.start()
        self.assertIn("two to four", window.note.cget("text"))
        window.destroy()
        self.assert_no_errors()
