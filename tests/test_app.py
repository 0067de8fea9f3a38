"""The real window under a real Tk (Xvfb in CI): generate, solve, save, open."""

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import tkinter as tk
import unittest

from mazetk.gui import app as app_module
from mazetk import export, scene
from mazetk.gui import files_view
from mazetk.generate import ALGORITHMS
from mazetk.maze import build
from mazetk.spec import MazeSpec

from .pngread import read_png
from .support import requires_gui, requires_tool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "tests", "data", "prim-original-15x15.txt")


class AppTestCase(unittest.TestCase):
    """One Tk root per class; a fresh App (and config folder) per test."""

    @classmethod
    def setUpClass(cls):
        requires_gui()
        cls.root = tk.Tk()
        cls.root.geometry("1100x760+0+0")  # mapped: key events reach it as they would

    @classmethod
    def tearDownClass(cls):
        cls.root.update_idletasks()
        cls.root.destroy()

    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="mazetk-app-")
        self.addCleanup(shutil.rmtree, self.tmp, True)
        self.old_config = os.environ.get("MAZETK_CONFIG_DIR")
        os.environ["MAZETK_CONFIG_DIR"] = os.path.join(self.tmp, "config")
        self.errors, self.infos = [], []
        self.app = None

    def tearDown(self):
        if self.app is not None:
            self.app.stop_animation()
            self.app.stop_play()
            self.app.cancel_task()
            self.app.view.clear()
        for child in list(self.root.children.values()):
            child.destroy()
        self.root.configure(menu="")
        if self.old_config is None:
            os.environ.pop("MAZETK_CONFIG_DIR", None)
        else:
            os.environ["MAZETK_CONFIG_DIR"] = self.old_config

    def make_app(self, **kw):
        a = app_module.App(self.root, **kw)
        a.show_error = self.errors.append
        a.show_info = lambda title, message: self.infos.append((title, message))
        a.ask_yes_no = lambda title, message: True
        a.ask_save_path = lambda fmt, initialfile: None
        a.ask_open_path = lambda: None
        a.ask_directory = lambda: None
        a.callback_errors = []
        self.app = a
        self.settle()
        return a

    def settle(self, timeout=60):
        """Run the event loop until no task runs and the Canvas is drawn."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            self.root.update()
            a = self.app
            if a is not None and a.task is None and not a.view.busy() and a._poll is None:
                self.root.update()
                return
            time.sleep(0.005)
        self.fail("the window did not settle in %d s" % timeout)

    def set_fields(self, **values):
        for name, value in values.items():
            self.app.panel.vars[name].set(str(value))

    def canvas(self):
        return self.app.view.canvas

    def expected_scene(self, show_solution=False):
        a = self.app
        return scene.build(a.maze, a.settings.style(a.display_cell), show_solution=show_solution,
                           solver=a.settings.solver)

    def assert_no_errors(self):
        self.assertEqual(getattr(self.app, "callback_errors", []), [])


class WindowTest(AppTestCase):
    def test_opens_with_a_maze_drawn(self):
        a = self.make_app()
        self.assertIsNotNone(a.maze)
        walls = self.canvas().find_withtag("walls")
        self.assertEqual(len(walls), len(self.expected_scene().layer("walls")))
        self.assertIn("seed %s" % a.maze.seed, a.status.cget("text"))
        self.assertEqual(a.panel.vars["code"].get(), a.maze.code)
        self.assert_no_errors()

    def test_generate_button_draws_the_maze_of_the_settings(self):
        a = self.make_app()
        self.set_fields(cols=12, rows=9, seed="hello", algorithm="kruskal", braid=30)
        a.panel.generate_button.invoke()
        self.settle()
        expected = build(MazeSpec(12, 9, "kruskal", seed="hello", braid=30))
        self.assertEqual(a.maze.grid.passages, expected.grid.passages)
        drawing = self.expected_scene()
        items = self.canvas().find_withtag("walls")
        self.assertEqual(len(items), len(drawing.layer("walls")))
        for item, record in zip(items, drawing.layer("walls")):
            self.assertEqual([round(v, 1) for v in self.canvas().coords(item)],
                             [record.x0, record.y0, record.x1, record.y1])
            self.assertEqual(float(self.canvas().itemcget(item, "width")), record.width)
        self.assertIn("kruskal", a.status.cget("text"))

    def test_show_solution_appears_and_vanishes_without_regenerating(self):
        a = self.make_app()
        maze = a.maze
        a.panel.solution_check.invoke()
        self.settle()
        items = self.canvas().find_withtag("solution")
        self.assertEqual(len(items), 1)
        self.assertEqual(self.canvas().itemcget(items[0], "fill"), "#e00000")
        self.assertEqual(self.canvas().itemcget(items[0], "state"), "normal")
        record = self.expected_scene(True).layer("solution")[0]
        flat = [v for p in record.points for v in p]
        self.assertEqual([round(v, 1) for v in self.canvas().coords(items[0])], flat)
        self.assertIn("solution %d cells" % len(maze.solve("bfs").path), a.status.cget("text"))
        a.panel.solution_check.invoke()
        self.settle()
        self.assertEqual(self.canvas().itemcget(items[0], "state"), "hidden")
        self.assertIs(a.maze, maze)
        # changing the solver redraws the solution of the same maze
        a.panel.solution_check.invoke()
        a.panel.solver_box.set("Wall follower (left hand)")
        a.panel.solver_box.event_generate("<<ComboboxSelected>>")
        self.settle()
        self.assertEqual(a.settings.solver, "wall-follower-left")
        (item,) = self.canvas().find_withtag("solution")
        record = self.expected_scene(True).layer("solution")[0]
        self.assertEqual([round(v, 1) for v in self.canvas().coords(item)],
                         [v for p in record.points for v in p])
        self.assertIs(a.maze, maze)
        self.assert_no_errors()

    def test_bad_values_are_refused_at_the_field(self):
        a = self.make_app()
        maze = a.maze
        cases = [("cols", "0", "at least 1"), ("cols", "abc", "whole number"),
                 ("rows", "", "empty"), ("rows", "99999", "at most"),
                 ("cell", "1", "from 2"), ("braid", "150", "0 to 100"),
                 ("seed", "x" * 150, "longer than")]
        for field, value, message in cases:
            with self.subTest(field=field, value=value[:10]):
                self.set_fields(cols=20, rows=15, cell=24, braid=0, seed="1")
                self.set_fields(**{field: value})
                a.panel.generate_button.invoke()
                self.settle()
                label = a.panel.errors[field]
                self.assertIn(message, label.cget("text").lower())
                self.assertTrue(label.winfo_manager())  # shown under the field
                self.assertIs(a.maze, maze)  # nothing was regenerated
        self.set_fields(cols=2000, rows=2001, seed="1")
        a.generate()
        self.assertIn("largest maze", a.panel.errors["rows"].cget("text"))
        self.set_fields(cols=20, rows=15, cell=24, braid=0, seed="1")
        a.generate()
        self.settle()
        self.assertEqual(a.panel.errors["cols"].cget("text"), "")
        self.assert_no_errors()

    def test_keys_generate_and_zoom(self):
        a = self.make_app()
        self.set_fields(seed="k1")
        a.panel.widgets["cols"].focus_force()
        a.panel.widgets["cols"].event_generate("<Return>")
        self.settle()
        self.assertEqual(a.maze.seed, "k1")
        old_seed = a.maze.seed
        a.new_maze()
        self.settle()
        self.assertNotEqual(a.maze.seed, old_seed)
        cell = a.display_cell
        a.zoom_in()
        self.settle()
        self.assertGreater(a.display_cell, cell)
        a.zoom_out()
        self.settle()
        a.zoom_out()
        self.settle()
        self.assertLess(a.display_cell, cell)
        self.assertEqual(len(self.canvas().find_withtag("walls")),
                         len(self.expected_scene().layer("walls")))

    def test_blocks_look(self):
        a = self.make_app()
        a.panel.vars["look"].set("blocks")
        a.look_changed()
        self.settle()
        self.assertEqual(len(self.canvas().find_withtag("walls")),
                         len(self.expected_scene().layer("walls")))
        self.assertEqual(self.canvas().type(self.canvas().find_withtag("walls")[0]), "rectangle")


class SaveTest(AppTestCase):
    def test_export_png_matches_the_picture(self):
        a = self.make_app()
        a.panel.solution_check.invoke()
        path = os.path.join(self.tmp, "chosen.png")
        a.ask_save_path = lambda fmt, initialfile: path
        a.export("png")
        self.settle()
        self.assertTrue(os.path.exists(path))
        drawing = scene.build(a.maze, a.settings.style(), show_solution=True)
        palette, pixels = export.rasterise(drawing)
        photo = tk.PhotoImage(master=self.root, file=path)
        self.assertEqual((photo.width(), photo.height()), (drawing.width, drawing.height))
        rng = random.Random(1)
        for _ in range(300):
            x, y = rng.randrange(drawing.width), rng.randrange(drawing.height)
            want = tuple(bytes.fromhex(palette[pixels[y * drawing.width + x]][1:]))
            self.assertEqual(tuple(photo.get(x, y)), want, (x, y))
        with open(path, "rb") as f:
            width, height, rows = read_png(f.read())
        self.assertEqual((width, height), (drawing.width, drawing.height))
        self.assertIn("chosen.png", a.saved_label.cget("text"))

    def test_every_export_format(self):
        a = self.make_app()
        for fmt in ("png", "ps", "svg", "pdf", "ascii", "txt", "json"):
            path = os.path.join(self.tmp, "out-%s%s" % (fmt, app_module.FILE_TYPES[fmt][1]))
            a.ask_save_path = lambda f, initialfile, p=path: p
            a.export(fmt)
            self.settle()
            self.assertTrue(os.path.getsize(path) > 0, fmt)
        with open(os.path.join(self.tmp, "out-json.json")) as f:
            self.assertEqual(json.load(f)["code"], a.maze.code)
        self.assertEqual(self.errors, [])

    def test_save_to_folder_pairs_never_overwrite(self):
        a = self.make_app()
        folder = os.path.join(self.tmp, "pics")
        os.mkdir(folder)
        a.ask_directory = lambda: folder
        for _ in range(3):
            a.save_to_folder()
            self.settle()
        stem = files_view.file_stem(a.maze)
        self.assertEqual(sorted(os.listdir(folder)), sorted([
            stem + ".png", stem + "-solution.png", stem + " (1).png", stem + " (1)-solution.png",
            stem + " (2).png", stem + " (2)-solution.png"]))
        self.assertIn("(2)-solution.png", a.saved_label.cget("text"))
        self.assertEqual(a.last_folder, folder)

    def test_failed_save_says_so_and_keeps_everything(self):
        a = self.make_app()
        maze = a.maze
        gone = os.path.join(self.tmp, "gone", "m.png")
        a.ask_save_path = lambda fmt, initialfile: gone
        a.export("png")
        self.settle()
        self.assertEqual(len(self.errors), 1)
        self.assertIn("does not exist", self.errors[0])
        self.assertEqual(self.errors[0].count("\n"), 0)
        self.assertIs(a.maze, maze)
        self.assertTrue(self.canvas().find_withtag("walls"))
        self.assertFalse(os.path.exists(os.path.dirname(gone)))

    def test_open_files(self):
        a = self.make_app()
        a.ask_open_path = lambda: FIXTURE
        a.open_maze()
        self.settle()
        self.assertEqual((a.maze.cols, a.maze.rows), (7, 7))
        self.assertIn("opened from prim-original-15x15", a.status.cget("text"))
        a.panel.solution_check.invoke()
        self.settle()
        self.assertEqual(len(self.canvas().find_withtag("solution")), 1)
        bad = os.path.join(self.tmp, "bad.txt")
        with open(bad, "w") as f:
            f.write("0 0 0\n0 q 0\n0 0 0\n")
        a.ask_open_path = lambda: bad
        maze = a.maze
        a.open_maze()
        self.settle()
        self.assertEqual(len(self.errors), 1)
        self.assertIn("line 2", self.errors[0])
        self.assertIs(a.maze, maze)

    def test_codes_copy_and_paste(self):
        a = self.make_app()
        a.copy_code()
        self.assertEqual(self.root.clipboard_get(), a.maze.code)
        self.root.clipboard_clear()
        self.root.clipboard_append("mz1:9x7:eller:f:b10:pasted")
        a.paste_code()
        self.settle()
        self.assertEqual(a.maze.code, "mz1:9x7:eller:f:b10:pasted")
        self.assertEqual(a.panel.vars["algorithm"].get(), "eller")
        self.root.clipboard_clear()
        self.root.clipboard_append("not a code")
        a.paste_code()
        self.assertEqual(len(self.errors), 1)
        self.assertEqual(a.maze.code, "mz1:9x7:eller:f:b10:pasted")

    def test_settings_persist_and_bad_config_is_ignored(self):
        a = self.make_app()
        self.set_fields(cols=33, rows=21, look="blocks")
        a.last_folder = self.tmp
        self.assertTrue(a.save_config())
        path = os.path.join(os.environ["MAZETK_CONFIG_DIR"], "settings.json")
        with open(path) as f:
            data = json.load(f)
        self.assertEqual((data["settings"]["cols"], data["folder"]), (33, self.tmp))
        for child in list(self.root.children.values()):
            child.destroy()
        b = self.make_app()
        self.assertEqual((b.maze.cols, b.maze.rows, b.settings.look), (33, 21, "blocks"))
        self.assertEqual(b.last_folder, self.tmp)
        for damage in ("{not json", "[1, 2]", '{"settings": {"cols": -4, "look": 7}}'):
            with open(path, "w") as f:
                f.write(damage)
            for child in list(self.root.children.values()):
                child.destroy()
            c = self.make_app()
            self.assertIsNotNone(c.maze)
        self.assertEqual(c.maze.cols, 20)


class BigMazeTest(AppTestCase):
    def test_big_maze_is_an_image_and_solution_still_toggles(self):
        a = self.make_app()
        self.set_fields(cols=400, rows=300, seed="big")
        a.generate()
        self.settle()
        self.assertEqual(len(self.canvas().find_withtag("raster")), 1)
        self.assertEqual(self.canvas().find_withtag("walls"), ())
        drawing = self.expected_scene()
        palette, pixels = export.rasterise(drawing)
        photo = a.view._image
        rng = random.Random(3)
        for _ in range(200):
            x, y = rng.randrange(drawing.width), rng.randrange(drawing.height)
            want = tuple(bytes.fromhex(palette[pixels[y * drawing.width + x]][1:]))
            self.assertEqual(tuple(photo.get(x, y)), want)
        a.panel.solution_check.invoke()
        self.settle()
        self.assertEqual(len(self.canvas().find_withtag("solution")), 1)

    def test_largest_maze_displays(self):
        a = self.make_app()
        self.set_fields(cols=2000, rows=2000, seed="huge", algorithm="sidewinder")
        a.generate()
        self.settle(timeout=240)
        self.assertEqual((a.maze.cols, a.maze.rows), (2000, 2000))
        self.assertEqual(len(self.canvas().find_withtag("raster")), 1)
        self.assertGreaterEqual(a.view._image.width(), 2 * 2000)

    def test_cancel_and_generate_again_mid_way(self):
        a = self.make_app()
        maze = a.maze
        self.set_fields(cols=1000, rows=1000, seed="slow", algorithm="wilson")
        a.generate()
        for _ in range(5):
            self.root.update()
            time.sleep(0.02)
        self.assertIsNotNone(a.task)
        a.cancel_task()
        self.settle()
        self.assertIs(a.maze, maze)
        self.assertIn("", a.status.cget("text"))
        # Generate pressed again while the first one still runs: the last one wins
        a.generate()
        self.root.update()
        self.set_fields(cols=10, rows=10, seed="quick", algorithm="prim")
        a.generate()
        self.settle()
        self.assertEqual((a.maze.cols, a.maze.seed), (10, "quick"))
        self.assert_no_errors()

    def test_changes_while_a_maze_is_made_are_not_lost(self):
        a = self.make_app()
        self.set_fields(cols=600, rows=600, seed="on-its-way")
        a.generate()
        self.root.update()
        self.assertIsNotNone(a.task)
        a.zoom_in()  # ignored: must not cancel the maze on its way
        a.panel.solution_check.invoke()  # applied when the maze arrives
        self.settle(timeout=120)
        self.assertEqual(a.maze.seed, "on-its-way")
        (line,) = self.canvas().find_withtag("solution")
        self.assertEqual(self.canvas().itemcget(line, "state"), "normal")
        self.assert_no_errors()

    def test_quit_mid_generation_is_safe(self):
        a = self.make_app()
        self.set_fields(cols=800, rows=800, seed="bye")
        a.generate()
        self.root.update()
        destroyed = []
        self.root.destroy = lambda: destroyed.append(True)  # keep the class's root
        try:
            a.quit()
        finally:
            del self.root.destroy
        self.assertEqual(destroyed, [True])
        self.assertIsNone(a.task)
        self.app = None


class MonkeyTest(AppTestCase):
    def test_random_clicks_and_keys(self):
        a = self.make_app()
        a.speed.set(100)
        a.speed_touched = True
        rng = random.Random(2024)
        panel = a.panel
        values = ["", "0", "1", "3", "7", "-2", "abc", "12", "2.5", "1e3", "99999", " 5 ", "é"]
        buttons = [panel.generate_button, panel.new_seed_button, panel.copy_button,
                   panel.solution_check, a.grow_button, a.solve_button, a.play_button,
                   a.step_button, a.finish_button, a.play_check, a.hint_button,
                   a.give_up_button, a.stats_panel.heat_check]
        keys = ["<Return>", "<F5>", "<Control-l>", "<Control-plus>", "<Control-minus>",
                "<Control-0>", "<Escape>", "<Control-n>", "<Tab>", "<F6>", "<F7>",
                "<space>", "<period>", "<End>", "<Control-g>", "<Up>", "<Shift-Right>",
                "<KeyPress-a>", "<KeyPress-h>", "<Control-h>", "<Control-i>"]
        combos = {"algorithm": list(ALGORITHMS),
                  "endpoints": ["corners", "random", "farthest"], "look": ["lines", "blocks"]}
        for i in range(2500):
            action = rng.randrange(6)
            if action == 0:
                field = rng.choice(["cols", "rows", "cell", "braid", "param", "seed"])
                panel.vars[field].set(rng.choice(values))
            elif action == 1:
                field, options = rng.choice(list(combos.items()))
                panel.vars[field].set(rng.choice(options))
                if field == "look":
                    a.look_changed()
            elif action == 2:
                rng.choice(buttons).invoke()
            elif action == 3:
                widget = rng.choice([a.view.canvas, panel.widgets["cols"], panel.widgets["seed"],
                                     a.grow_button])
                widget.focus_force()
                widget.event_generate(rng.choice(keys))
            elif action == 4:
                panel.solver_box.current(rng.randrange(len(panel.solver_box.cget("values"))))
                panel.solver_box.event_generate("<<ComboboxSelected>>")
                a.tabs.select(rng.randrange(2))
            else:
                menu = rng.choice([a.menus["view"], a.menus["edit"]])
                last = menu.index("end")
                index = rng.randrange(last + 1)
                if menu.type(index) in ("command", "checkbutton"):
                    menu.invoke(index)
            # keep mazes small so the run is about the controls, not the generators
            if a.maze is not None and a.maze.grid.n > 2500:
                a.cancel_task()
            if a.animation is not None and rng.random() < 0.3:
                a.anim_finish()
            self.root.update()
        self.set_fields(cols=8, rows=8, cell=10, braid=0, param=50, seed="end",
                        algorithm="prim")
        a.generate()
        self.settle()
        self.assertEqual(a.maze.seed, "end")
        self.assert_no_errors()


class LaunchTest(unittest.TestCase):
    def setUp(self):
        requires_gui()

    def _wait_for_window(self, proc):
        requires_tool("xdotool")
        deadline = time.time() + 30
        while time.time() < deadline:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^mazetk$"],
                                   stdout=subprocess.PIPE, universal_newlines=True)
            if found.stdout.strip():
                return found.stdout.split()[0]
            if proc.poll() is not None:
                self.fail("the program ended: %s" % proc.stderr.read())
            time.sleep(0.2)
        self.fail("no mazetk window appeared")

    def _run(self, args, cwd):
        env = dict(os.environ, MAZETK_CONFIG_DIR=tempfile.mkdtemp(prefix="mazetk-cfg-"))
        env.pop("PYTHONPATH", None)
        proc = subprocess.Popen(args, cwd=cwd, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, universal_newlines=True)
        self.addCleanup(lambda: (proc.kill(), proc.wait(), proc.stdout.close(),
                                 proc.stderr.close()))
        return proc

    def test_double_click_launcher(self):
        # As a double-click runs it: by path, from another folder, no PYTHONPATH.
        launcher = os.path.join(ROOT, "mazetk", "mazetk.pyw")
        proc = self._run([sys.executable, launcher], cwd=tempfile.gettempdir())
        window = self._wait_for_window(proc)
        self.assertTrue(window)

    def test_python_m_mazetk(self):
        proc = self._run([sys.executable, "-m", "mazetk"], cwd=ROOT)
        self._wait_for_window(proc)

    def test_no_display_is_one_line(self):
        env = dict(os.environ)
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        out = subprocess.run([sys.executable, "-m", "mazetk"], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             universal_newlines=True, timeout=60)
        self.assertEqual(out.returncode, 1)
        self.assertEqual(len(out.stderr.strip().splitlines()), 1, out.stderr)
        self.assertIn("needs a display", out.stderr)
        self.assertIn("python -m mazetk --help", out.stderr)


if __name__ == "__main__":
    unittest.main()
