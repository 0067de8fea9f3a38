"""View > Race solvers… (Xvfb in CI): two to four solvers on the same maze
side by side, each pane counting what its solver holds, and at the end a
table of the results that matches `mazetk race`."""

import os

from mazetk.gui import race

from .gifread import read_gif
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


class RaceGifTest(AppTestCase):
    def test_save_as_gif_writes_the_panes_chosen(self):
        """The race window's Save as GIF… asks where (a name ending in
        -race.gif) and writes the chosen solvers side by side, as wide as
        that many pictures of the maze."""
        from mazetk import scene
        from mazetk.export import gif
        from mazetk.export.display import window_style
        a = self.make_app()
        self.set_fields(cols=10, rows=8, seed="rg")
        a.maker.generate()
        self.settle()
        window = a.open_race()
        self.addCleanup(lambda: window.winfo_exists() and window.destroy())
        path, asked = os.path.join(self.tmp, "race.gif"), []

        def ask(fmt, initialfile):
            asked.append((fmt, initialfile))
            return path

        a.dialogs.ask_save_path = ask
        for var, name in zip(window.choices, ("bfs", "wall-follower", race.NONE, race.NONE)):
            var.set(name)
        window.save_button.invoke()
        self.settle()
        self.assertEqual(asked[0][0], "gif")
        self.assertTrue(asked[0][1].endswith("-race.gif"))
        with open(path, "rb") as f:
            width, height, palette, frames, delays, loops = read_gif(f.read())
        w, h = scene.picture_size(a.doc.maze.grid, window_style(a.doc.settings))
        self.assertEqual(width, 2 * w + gif.RACE_GAP)
        self.assertGreater(height, h)
        self.assertGreater(len(frames), 2)
        window.destroy()
        self.assert_no_errors()
