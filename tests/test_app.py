"""The real window under a real Tk (Xvfb in CI): generate, solve, save, open."""

import json
import os
import random
import shutil
import sys
import tempfile
import time
import threading
import tkinter as tk
import unittest
from unittest import mock

from mazetk.gui import app as app_module
from mazetk.gui import maker, work
from mazetk import export, scene
from mazetk.scene import palette
from mazetk.generate import ALGORITHMS
from mazetk.maze import build
from mazetk.spec import MazeSpec

from .pngread import read_png
from .support import GuiTestCase

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "tests", "data", "prim-original-15x15.txt")


class AppTestCase(GuiTestCase):
    """One Tk root per class; a fresh App (and config folder) per test."""

    mapped = True

    def setUp(self):
        super().setUp()
        self.tmp = tempfile.mkdtemp(prefix="mazetk-app-")
        self.addCleanup(shutil.rmtree, self.tmp, True)
        self.old_config = os.environ.get("MAZETK_CONFIG_DIR")
        os.environ["MAZETK_CONFIG_DIR"] = os.path.join(self.tmp, "config")
        self.errors, self.infos = [], []
        self.app = None

    def close_parts(self):
        if self.app is not None:
            self.assertEqual(self.app.callback_errors, [])
            self.app.close()
        if self.old_config is None:
            os.environ.pop("MAZETK_CONFIG_DIR", None)
        else:
            os.environ["MAZETK_CONFIG_DIR"] = self.old_config

    def make_app(self, **kw):
        a = app_module.App(self.root, **kw)
        self.root.report_callback_exception = self._record_callback_error
        d = a.dialogs
        d.show_error = self.errors.append
        d.show_info = lambda title, message: self.infos.append((title, message))
        d.ask_yes_no = lambda title, message: True
        d.ask_save_path = lambda fmt, initialfile: None
        d.ask_open_path = lambda: None
        d.ask_directory = lambda: None
        d.ask_ground_path = lambda: None  # the Ground field's file dialog
        a.mask.ask_open_path = lambda: None  # mask mode's own two file dialogs
        a.mask.ask_save_path = lambda initialfile: None
        self.app = a
        deadline = time.time() + 30
        while not a.canvas_view.canvas.winfo_ismapped() and time.time() < deadline:
            self.root.update()  # on screen: the first maze is fitted again once
        self.settle()
        fitted = time.time() + 2  # ... and that fit is drawn before the test goes on
        while a.doc.maze is not None and time.time() < fitted and a.view.fit_zoom(
                a.doc.maze.cols, a.doc.maze.rows) != (a.view.cell, a.view.shrink):
            self.root.update()
            time.sleep(0.005)
        self.settle()
        return a

    def settle(self, timeout=60):
        """Run the event loop until no task runs and the Canvas is drawn."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            self.root.update()
            a = self.app
            if a is not None and not a.runner.busy() and not a.canvas_view.busy():
                self.root.update()
                return
            time.sleep(0.005)
        self.fail("the window did not settle in %d s" % timeout)

    def key(self, keysym):
        """Press a key on the canvas, which must have the keys unclicked (Play)."""
        widget = self.root.focus_get()
        self.assertIs(widget, self.app.canvas_view.canvas, "play keys reach the canvas unclicked")
        widget.event_generate("<KeyPress-%s>" % keysym)
        self.root.update()

    def set_fields(self, **values):
        for name, value in values.items():
            self.app.panel.vars[name].set(str(value))

    def canvas(self):
        return self.app.canvas_view.canvas

    def expected_scene(self, show_solution=False):
        a = self.app
        return scene.build(a.doc.maze, a.doc.settings.style(a.view.cell),
                           show_solution=show_solution, solver=a.doc.settings.solver)

    def assert_no_errors(self):
        self.assertEqual(self.app.callback_errors + self.callback_errors, [])


class WindowTest(AppTestCase):
    def test_opens_with_a_maze_drawn(self):
        a = self.make_app()
        self.assertIsNotNone(a.doc.maze)
        walls = self.canvas().find_withtag("walls")
        self.assertEqual(len(walls), len(self.expected_scene().layer("walls")))
        self.assertIn("seed %s" % a.doc.maze.seed, a.status.text())
        self.assertEqual(a.panel.vars["code"].get(), a.doc.maze.code)
        self.assert_no_errors()

    def test_generate_button_draws_the_maze_of_the_settings(self):
        a = self.make_app()
        self.set_fields(cols=12, rows=9, seed="hello", algorithm="kruskal", braid=30)
        a.panel.generate_button.invoke()
        self.settle()
        expected = build(MazeSpec(12, 9, "kruskal", seed="hello", braid=30))
        self.assertEqual(a.doc.maze.grid.passages, expected.grid.passages)
        drawing = self.expected_scene()
        items = self.canvas().find_withtag("walls")
        self.assertEqual(len(items), len(drawing.layer("walls")))
        for item, record in zip(items, drawing.layer("walls")):
            self.assertEqual([round(v, 1) for v in self.canvas().coords(item)],
                             [record.x0, record.y0, record.x1, record.y1])
            self.assertEqual(float(self.canvas().itemcget(item, "width")), record.width)
        self.assertIn("Kruskal", a.status.text())

    def test_show_solution_appears_and_vanishes_without_regenerating(self):
        a = self.make_app()
        maze = a.doc.maze
        a.panel.solution_check.invoke()
        self.settle()
        items = self.canvas().find_withtag("solution")
        self.assertEqual(len(items), 1)
        self.assertEqual(self.canvas().itemcget(items[0], "fill"), "#e00000")
        self.assertEqual(self.canvas().itemcget(items[0], "state"), "normal")
        record = self.expected_scene(True).layer("solution")[0]
        flat = [v for p in record.points for v in p]
        self.assertEqual([round(v, 1) for v in self.canvas().coords(items[0])], flat)
        self.assertIn("solution %d cells" % len(maze.solve("bfs").path), a.status.text())
        a.panel.solution_check.invoke()
        self.settle()
        self.assertEqual(self.canvas().itemcget(items[0], "state"), "hidden")
        self.assertIs(a.doc.maze, maze)
        # changing the solver redraws the solution of the same maze
        a.panel.solution_check.invoke()
        a.panel.solver_box.set("Wall follower (left hand)")
        a.panel.solver_box.event_generate("<<ComboboxSelected>>")
        self.settle()
        self.assertEqual(a.doc.settings.solver, "wall-follower-left")
        (item,) = self.canvas().find_withtag("solution")
        record = self.expected_scene(True).layer("solution")[0]
        self.assertEqual([round(v, 1) for v in self.canvas().coords(item)],
                         [v for p in record.points for v in p])
        self.assertIs(a.doc.maze, maze)
        self.assert_no_errors()

    def test_bad_values_are_refused_at_the_field(self):
        a = self.make_app()
        maze = a.doc.maze
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
                self.assertIs(a.doc.maze, maze)  # nothing was regenerated
        self.set_fields(cols=2000, rows=2001, seed="1")
        a.maker.generate()
        self.assertIn("largest maze", a.panel.errors["rows"].cget("text"))
        self.set_fields(cols=20, rows=15, cell=24, braid=0, seed="1")
        a.maker.generate()
        self.settle()
        self.assertEqual(a.panel.errors["cols"].cget("text"), "")
        self.assert_no_errors()

    def test_keys_generate_and_zoom(self):
        a = self.make_app()
        self.set_fields(seed="k1")
        a.panel.widgets["cols"].focus_force()
        a.panel.widgets["cols"].event_generate("<Return>")
        self.settle()
        self.assertEqual(a.doc.maze.seed, "k1")
        old_seed = a.doc.maze.seed
        a.maker.new_maze()
        self.settle()
        self.assertNotEqual(a.doc.maze.seed, old_seed)
        cell = a.view.cell
        a.view.zoom_in()
        self.settle()
        self.assertGreater(a.view.cell, cell)
        a.view.zoom_out()
        self.settle()
        a.view.zoom_out()
        self.settle()
        self.assertLess(a.view.cell, cell)
        self.assertEqual(len(self.canvas().find_withtag("walls")),
                         len(self.expected_scene().layer("walls")))

    def test_blocks_look(self):
        a = self.make_app()
        a.panel.vars["look"].set("blocks")
        a.view.set_look("blocks")
        self.settle()
        self.assertEqual(len(self.canvas().find_withtag("walls")),
                         len(self.expected_scene().layer("walls")))
        self.assertEqual(self.canvas().type(self.canvas().find_withtag("walls")[0]), "rectangle")


class ConfigTest(AppTestCase):
    def test_settings_persist_and_bad_config_is_ignored(self):
        a = self.make_app()
        self.set_fields(cols=33, rows=21, look="blocks")
        a.doc.folder = self.tmp
        self.assertTrue(a.save_config())
        path = os.path.join(os.environ["MAZETK_CONFIG_DIR"], "settings.json")
        with open(path) as f:
            data = json.load(f)
        self.assertEqual((data["settings"]["cols"], data["folder"]), (33, self.tmp))
        for child in list(self.root.children.values()):
            child.destroy()
        b = self.make_app()
        self.assertEqual((b.doc.maze.cols, b.doc.maze.rows, b.doc.settings.look),
                         (33, 21, "blocks"))
        self.assertEqual(b.doc.folder, self.tmp)
        for damage in ("{not json", "[1, 2]", '{"settings": {"cols": -4, "look": 7}}'):
            with open(path, "w") as f:
                f.write(damage)
            for child in list(self.root.children.values()):
                child.destroy()
            c = self.make_app()
            self.assertIsNotNone(c.doc.maze)
        self.assertEqual(c.doc.maze.cols, 20)


class LooksTest(AppTestCase):
    def choose(self, name, index):
        box = self.app.panel.widgets[name]
        box.current(index)
        box.event_generate("<<ComboboxSelected>>")
        self.settle()

    def test_colours_and_dashes_redraw_and_are_kept(self):
        a = self.make_app()
        code = a.doc.maze.code
        names = list(palette.NAMES)
        self.assertEqual(list(a.panel.widgets["palette"].cget("values")),
                         [palette.display_name(n) for n in names])
        self.choose("palette", names.index("dark"))
        self.assertEqual(a.doc.settings.palette, "dark")
        self.assertEqual(a.canvas_view.scene.background, palette.get("dark").background)
        a.panel.dashed_check.invoke()
        self.settle()
        self.assertEqual(a.doc.settings.solution_style, "dashed")
        self.assertEqual(a.view.style().solution_style, "dashed")
        self.assertEqual(a.doc.maze.code, code)  # the same maze, drawn anew
        self.assertTrue(a.save_config())
        for child in list(self.root.children.values()):
            child.destroy()
        b = self.make_app()
        self.assertEqual((b.doc.settings.palette, b.doc.settings.solution_style),
                         ("dark", "dashed"))
        self.assertEqual(b.panel.widgets["palette"].get(), palette.display_name("dark"))
        self.assertTrue(b.panel.vars["dashed"].get())

    def export_png(self, name):
        """The window's PNG export: ``(wall-coloured pixels, all pixels)``."""
        a = self.app
        path = os.path.join(self.tmp, name)
        a.dialogs.ask_save_path = lambda fmt, initialfile: path
        a.files.export("png")
        self.settle()
        with open(path, "rb") as f:
            width, height, rows = read_png(f.read())
        return sum(row.count((0, 0, 0)) for row in rows), width * height

    def test_thick_walls_redraw_at_the_same_zoom_export_and_are_kept(self):
        """Issue 13's large print: the walls about twice as thick, on the
        Canvas and in an export, the zoom and the maze unchanged."""
        from mazetk.studio import thick_wall_for, wall_for
        a = self.make_app()
        code = a.doc.maze.code
        a.view.zoom_in()
        self.settle()
        cell, shrink = a.view.cell, a.view.shrink
        thin_ink, thin_size = self.export_png("thin.png")
        widths = {float(self.canvas().itemcget(i, "width"))
                  for i in self.canvas().find_withtag("walls")}
        self.assertEqual(widths, {float(wall_for(cell))})
        a.panel.thick_check.invoke()
        self.settle()
        self.assertTrue(a.doc.settings.thick_walls)
        self.assertEqual((a.view.cell, a.view.shrink, a.view.zoomed), (cell, shrink, True))
        self.assertEqual(a.doc.maze.code, code)  # a look: the maze code stays
        self.assertEqual(a.view.style().wall, thick_wall_for(cell))
        widths = {float(self.canvas().itemcget(i, "width"))
                  for i in self.canvas().find_withtag("walls")}
        self.assertEqual(widths, {float(thick_wall_for(cell))})
        self.assertLessEqual(thick_wall_for(cell), cell // 3)
        thick_ink, thick_size = self.export_png("thick.png")
        # the same picture but for the wall: about twice the ink
        self.assertAlmostEqual(thick_size / float(thin_size), 1.0, delta=0.05)
        self.assertGreater(thick_ink, 1.7 * thin_ink)
        self.assertTrue(a.save_config())
        for child in list(self.root.children.values()):
            child.destroy()
        b = self.make_app()
        self.assertTrue(b.doc.settings.thick_walls)
        self.assertTrue(b.panel.vars["thick_walls"].get())
        self.assertEqual(b.view.style().wall, thick_wall_for(b.view.cell))

    def test_colours_keep_the_zoom_and_a_new_look_fits_again(self):
        a = self.make_app()
        a.view.zoom_in()
        a.view.zoom_in()
        self.settle()
        zoom = (a.view.cell, a.view.shrink)
        self.choose("palette", list(palette.NAMES).index("contrast"))
        a.panel.dashed_check.invoke()
        self.settle()
        self.assertEqual(a.canvas_view.scene.background, palette.get("contrast").background)
        self.assertEqual((a.view.cell, a.view.shrink), zoom)
        self.assertTrue(a.view.zoomed)
        self.choose("look", 1)  # blocks: another picture, fitted to the window
        self.assertEqual(a.doc.settings.look, "blocks")
        self.assertFalse(a.view.zoomed)
        self.assertEqual(a.view.cell, a.view.fit_zoom(a.doc.maze.cols, a.doc.maze.rows)[0])


class BigMazeTest(AppTestCase):
    def test_big_maze_is_an_image_and_solution_still_toggles(self):
        a = self.make_app()
        # over 100,000 cells, at 2 px a cell within the Canvas (drawn 1:1)
        self.set_fields(cols=380, rows=280, seed="big")
        a.maker.generate()
        self.settle()
        self.assertEqual(len(self.canvas().find_withtag("raster")), 1)
        self.assertEqual(self.canvas().find_withtag("walls"), ())
        drawing = self.expected_scene()
        palette, pixels = export.rasterise(drawing)
        photo = a.canvas_view._image
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
        a.maker.generate()
        self.settle(timeout=240)
        self.assertEqual((a.doc.maze.cols, a.doc.maze.rows), (2000, 2000))
        self.assertEqual(len(self.canvas().find_withtag("raster")), 1)
        # the whole maze is in view: its picture is scaled down to fit the Canvas
        image, c = a.canvas_view._image, self.canvas()
        self.assertLessEqual(image.width(), c.winfo_width())
        self.assertLessEqual(image.height(), c.winfo_height())
        self.assertGreater(a.view.shrink, 1)
        self.assertIn("%.2g px a cell" % (2.0 / a.view.shrink), a.status.text())
        self.assertEqual(a.canvas_view.scrollbars(), (False, False))

    def hold_generation(self):
        """Generating waits for the returned Event (the work is real, the timing
        is not), so a check "while it runs" never depends on the machine's speed."""
        gate = threading.Event()

        def held(task, *args):
            while not gate.wait(0.005):
                task.step()  # raises Cancelled once cancelled
            return work.make_maze(task, *args)

        patcher = mock.patch.object(maker, "make_maze", held)
        patcher.start()
        self.addCleanup(patcher.stop)
        self.addCleanup(gate.set)
        return gate

    def test_cancel_and_generate_again_mid_way(self):
        a = self.make_app()
        gate = self.hold_generation()
        maze = a.doc.maze
        self.set_fields(cols=300, rows=200, seed="slow", algorithm="wilson")
        a.maker.generate()
        self.root.update()
        self.assertTrue(a.runner.busy())
        a.cancel()
        self.settle()
        self.assertIs(a.doc.maze, maze)
        self.assertEqual(a.status.text(), "Cancelled.")
        # Generate pressed again while the first one still runs: the last one wins
        a.maker.generate()
        self.root.update()
        self.set_fields(cols=10, rows=10, seed="quick", algorithm="prim")
        a.maker.generate()
        gate.set()
        self.settle()
        self.assertEqual((a.doc.maze.cols, a.doc.maze.seed), (10, "quick"))
        self.assert_no_errors()

    def test_cancelled_new_maze_keeps_the_seed_of_the_maze_shown(self):
        a = self.make_app()
        self.hold_generation()
        old = a.doc.maze.seed
        a.canvas_view.canvas.focus_force()
        self.root.update()
        a.canvas_view.canvas.event_generate("<Control-n>")
        self.root.update()
        self.assertNotEqual(a.panel.vars["seed"].get(), old)
        self.assertTrue(a.runner.busy())
        a.canvas_view.canvas.event_generate("<Escape>")
        self.settle()
        self.assertEqual(a.panel.vars["seed"].get(), old)
        self.assertEqual(a.doc.settings.seed, old)
        self.assertEqual(a.status.text(), "Cancelled.")

    def test_escape_in_a_dropdown_does_not_cancel(self):
        a = self.make_app()
        self.hold_generation()
        self.set_fields(seed="drop")
        a.maker.generate()
        self.root.update()
        box = a.panel.widgets["algorithm"]
        box.focus_force()
        self.root.update()
        box.event_generate("<Escape>")
        self.root.update()
        self.assertTrue(a.runner.busy())
        a.canvas_view.canvas.focus_force()
        self.root.update()
        a.canvas_view.canvas.event_generate("<Escape>")
        self.settle()
        self.assertEqual(a.status.text(), "Cancelled.")

    def test_changes_while_a_maze_is_made_are_not_lost(self):
        a = self.make_app()
        gate = self.hold_generation()
        self.set_fields(cols=60, rows=60, seed="on-its-way")
        a.maker.generate()
        self.root.update()
        self.assertTrue(a.runner.making_maze())
        a.view.zoom_in()  # ignored: must not cancel the maze on its way
        a.panel.solution_check.invoke()  # applied when the maze arrives
        gate.set()
        self.settle()
        self.assertEqual(a.doc.maze.seed, "on-its-way")
        (line,) = self.canvas().find_withtag("solution")
        self.assertEqual(self.canvas().itemcget(line, "state"), "normal")
        self.assert_no_errors()

    def test_watching_it_grow_drops_the_maze_on_its_way(self):
        a = self.make_app()
        gate = self.hold_generation()
        self.set_fields(cols=50, rows=50, seed="dropped")
        a.maker.generate()
        self.root.update()
        self.assertTrue(a.runner.busy())
        self.set_fields(cols=6, rows=5, seed="grown")
        a.animator.grow()
        self.assertFalse(a.runner.busy())
        gate.set()
        a.animator.finish()
        self.settle()
        self.assertEqual((a.doc.maze.seed, a.doc.maze.cols), ("grown", 6))
        self.assert_no_errors()

    def test_quit_mid_generation_is_safe(self):
        a = self.make_app()
        self.hold_generation()
        self.set_fields(cols=80, rows=80, seed="bye")
        a.maker.generate()
        self.root.update()
        self.assertTrue(a.runner.busy())
        destroyed = []
        self.root.destroy = lambda: destroyed.append(True)  # keep the class's root
        try:
            a.quit()
        finally:
            del self.root.destroy
        self.assertEqual(destroyed, [True])
        self.assertFalse(a.runner.busy())


class MonkeyTest(AppTestCase):
    def test_random_clicks_and_keys(self):
        a = self.make_app()
        a.animator.speed.set(100)
        rng = random.Random(2024)
        panel = a.panel
        values = ["", "0", "1", "3", "7", "-2", "abc", "12", "2.5", "1e3", "99999", " 5 ", "é"]
        buttons = [panel.generate_button, panel.new_seed_button, panel.copy_button,
                   panel.solution_check, a.animator.grow_button, a.animator.solve_button,
                   a.animator.play_button, a.animator.step_button, a.animator.finish_button,
                   a.play.check, a.play.hint_button, a.play.give_up_button,
                   a.stats_panel.heat_check]
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
                    a.view.set_look(panel.vars["look"].get())
            elif action == 2:
                rng.choice(buttons).invoke()
            elif action == 3:
                widget = rng.choice([a.canvas_view.canvas, panel.widgets["cols"],
                                     panel.widgets["seed"], a.animator.grow_button])
                widget.focus_force()
                widget.event_generate(rng.choice(keys))
            elif action == 4:
                panel.solver_box.current(rng.randrange(len(panel.solver_box.cget("values"))))
                panel.solver_box.event_generate("<<ComboboxSelected>>")
                a.tabs.select(rng.randrange(2))
            else:
                menu = rng.choice([a.commands.menus["view"], a.commands.menus["edit"]])
                last = menu.index("end")
                index = rng.randrange(last + 1)
                if menu.type(index) in ("command", "checkbutton"):
                    menu.invoke(index)
            # keep mazes small so the run is about the controls, not the generators
            if a.doc.maze is not None and a.doc.maze.grid.n > 2500:
                a.cancel()
            if a.animator.animation is not None and rng.random() < 0.3:
                a.animator.finish()
            self.root.update()
        # the monkey may have painted a mask (Edit > Edit mask) for another size: none now
        a.panel.mask_box.kind.set("none")
        self.set_fields(cols=8, rows=8, cell=10, braid=0, param=50, seed="end",
                        algorithm="prim")
        a.maker.generate()
        self.settle()
        self.assertEqual(a.doc.maze.seed, "end")
        self.assert_no_errors()


class FakeTimer:
    """The animations' clock, run by the monkey: a frame each event, so the
    same events make the same animation steps on any machine."""

    def __init__(self):
        self.pending, self.last = {}, 0

    def after(self, ms, callback):
        self.last += 1
        self.pending[self.last] = callback
        return self.last

    def cancel(self, after_id):
        self.pending.pop(after_id, None)

    def fire(self):
        due, self.pending = self.pending, {}
        for callback in due.values():
            callback()


class Watchdog(threading.Thread):
    """Fails a frozen loop: when one event's handling has not returned after
    ``limit`` seconds of the main thread's own work (a loop that spins), or
    ``6 * limit`` seconds on the clock (one that waits), the main thread gets a
    KeyboardInterrupt; ``fired`` says which event it was.  Work is counted,
    where the system can, so that a machine busy with others is not a freeze."""

    def __init__(self, limit):
        super().__init__(daemon=True)
        self.limit, self.what, self.since, self.fired = limit, None, None, None
        self.done = threading.Event()
        try:
            clock = time.pthread_getcpuclockid(threading.main_thread().ident)
            self.work = lambda: time.clock_gettime(clock)
        except (AttributeError, OSError):  # not on this system: the clock alone
            self.work = time.time

    def run(self):
        import _thread
        while not self.done.wait(0.05):
            since = self.since
            if since is None or self.fired is not None:
                continue
            if self.work() - since[1] > self.limit or time.time() - since[0] > 6 * self.limit:
                self.fired = self.what
                import faulthandler  # where it is stuck, for the report
                faulthandler.dump_traceback(file=sys.__stderr__, all_threads=True)
                _thread.interrupt_main()

    def begin(self, what):
        self.what, self.since = what, (time.time(), self.work())

    def end(self):
        self.since = None


#: What the monkey types: digits (small mazes), words, signs, nonsense.
TYPED = ["", "0", "1", "3", "7", "12", "25", "40", "-2", "abc", "2.5", "1e3", " 5 ", "é",
         "seed", "99999"]
KEYSYMS = {" ": "space", "-": "minus", ".": "period", "é": "eacute"}


class EventMonkey:
    """Random events on the real window, from a fixed seed: keys of the
    command table in any widget, typing in the fields, clicks, drags and the
    wheel on the maze and the panel, clicks on buttons and menu entries."""

    def __init__(self, test, app, rng, limit):
        self.test, self.app, self.rng = test, app, rng
        self.root = app.root
        self.timer = app.animator.timer = FakeTimer()
        self.dog = Watchdog(limit)
        self.history = []
        table = app.commands.commands
        self.sequences = sorted({(c.name, s) for c in table for s in c.keys
                                 if c.name != "quit"})
        self.entries = [(i, c) for m in app.commands.menus.values()
                        for i, c in self.menu_entries(m)]

    def menu_entries(self, menu):
        out = []
        for i in range(menu.index("end") + 1):
            if menu.type(i) in ("command", "checkbutton", "radiobutton") and \
                    "Quit" not in menu.entrycget(i, "label"):
                out.append((i, menu))
        return out

    def widgets(self, *classes):
        """The main window's widgets of these Tk classes that are on screen."""
        out, todo = [], [self.root]
        while todo:
            w = todo.pop(0)
            for child in w.winfo_children():
                if child.winfo_toplevel() is not self.root:
                    continue
                todo.append(child)
                if child.winfo_class() in classes and child.winfo_viewable():
                    out.append(child)
        return out

    def point(self, widget):
        return (self.rng.randrange(max(1, widget.winfo_width())),
                self.rng.randrange(max(1, widget.winfo_height())))

    # -- the events ----------------------------------------------------------------
    def key(self):
        name, sequence = self.rng.choice(self.sequences)
        targets = self.widgets("TEntry", "TSpinbox", "TCombobox", "TButton", "TCheckbutton",
                               "TScale", "TNotebook") + [self.app.canvas_view.canvas, self.root]
        widget = self.rng.choice(targets)
        widget.focus_force()
        widget.event_generate(sequence)
        return "key %s in %s" % (sequence, widget.winfo_class())

    def typing(self):
        fields = [w for w in self.widgets("TEntry", "TSpinbox") if w.instate(["!disabled"])
                  and not w.instate(["readonly"])]
        if not fields:
            return "no field"
        field, text = self.rng.choice(fields), self.rng.choice(TYPED)
        field.focus_force()
        field.event_generate("<Control-a>")  # select all, then type over it
        field.event_generate("<KeyPress-BackSpace>")
        for ch in text:
            field.event_generate("<KeyPress-%s>" % KEYSYMS.get(ch, ch))
        if self.rng.random() < 0.3:
            field.event_generate("<Return>")
        return "typed %r in %s" % (text, field)

    def mouse(self):
        canvas = self.app.canvas_view.canvas
        x, y = self.point(canvas)
        button = self.rng.choice((1, 1, 3))
        state = self.rng.choice((0, 0, 1))  # Shift brings mask cells back
        canvas.event_generate("<ButtonPress-%d>" % button, x=x, y=y, state=state)
        for _i in range(self.rng.randrange(4)):
            x, y = self.point(canvas)
            canvas.event_generate("<B%d-Motion>" % button, x=x, y=y,
                                  state=state | (0x80 << button))
        canvas.event_generate("<ButtonRelease-%d>" % button, x=x, y=y, state=state)
        return "drag %d on the maze" % button

    def wheel(self):
        widget = self.rng.choice([self.app.canvas_view.canvas] + self.widgets(
            "TEntry", "TCombobox", "TLabel", "TCheckbutton", "Canvas"))
        x, y = self.point(widget)
        ctrl = self.rng.choice(("", "Control-"))
        if self.rng.random() < 0.5:
            widget.event_generate("<%sButton-%d>" % (ctrl, self.rng.choice((4, 5))), x=x, y=y)
        else:
            widget.event_generate("<%sMouseWheel>" % ctrl, x=x, y=y,
                                  delta=self.rng.choice((-240, -120, 120, 240)))
        return "%swheel on %s" % (ctrl, widget.winfo_class())

    def click(self):
        widget = self.rng.choice(self.widgets("TButton", "TCheckbutton", "TCombobox",
                                              "TNotebook", "TScale"))
        x, y = self.point(widget)
        widget.event_generate("<Enter>", x=x, y=y)
        widget.event_generate("<ButtonPress-1>", x=x, y=y)
        widget.event_generate("<ButtonRelease-1>", x=x, y=y)
        return "click on %s" % widget

    def menu(self):
        index, menu = self.rng.choice(self.entries)
        if menu.entrycget(index, "state") != "disabled":
            menu.invoke(index)
        return "menu %s" % menu.entrycget(index, "label")

    def escape_mid_way(self):
        """Generate, and Escape while the maze is on its way (held there)."""
        self.gate.clear()
        self.app.panel.generate_button.invoke()
        self.root.update()
        self.app.canvas_view.canvas.focus_force()
        self.app.canvas_view.canvas.event_generate("<Escape>")
        self.gate.set()
        return "Escape while generating"

    # -- the run -----------------------------------------------------------------------
    def tidy(self):
        """What a person does between events: close a drop-down's list left open,
        a help window, sometimes the print studio; wait for the work to end."""
        grab = str(self.root.tk.call("grab", "current"))
        if grab.endswith(".popdown"):
            self.root.tk.call("ttk::combobox::Unpost", grab[:-len(".popdown")])
        for top in list(self.root.children.values()):
            if isinstance(top, tk.Toplevel) and top is not self.app.studio.window:
                top.destroy()
        if self.app.studio.window is not None and self.rng.random() < 0.5:
            self.app.studio.close()
        self.timer.fire()
        a = self.app
        if a.doc.maze is not None and a.doc.maze.grid.n > 3000:
            a.cancel()  # a pasted or opened big maze: the run is about the controls
        self.test.settle()

    def run(self, count):
        actions = [(self.key, 30), (self.typing, 12), (self.mouse, 15), (self.wheel, 10),
                   (self.click, 20), (self.menu, 10), (self.escape_mid_way, 3)]
        pick = [f for f, weight in actions for _i in range(weight)]
        self.dog.start()
        try:
            for i in range(count):
                action = self.rng.choice(pick)
                what = action.__name__
                self.dog.begin("%d %s" % (i, what))
                try:
                    what = action()
                    self.root.update()
                    self.dog.end()
                    self.tidy()  # the settling is bounded by settle() itself
                except KeyboardInterrupt:  # the watchdog's: check() says which event
                    pass
                self.dog.end()
                self.history = (self.history + ["%d: %s" % (i, what)])[-12:]
                self.check(i)
        finally:
            self.dog.done.set()

    def check(self, i):
        t, a = self.test, self.app
        where = "after event %d; the last ones:\n%s" % (i, "\n".join(self.history))
        if self.dog.fired is not None:
            t.fail("event %s did not return in %g s of work (a frozen loop?) %s\n"
                   "pending after() calls: %s" % (self.dog.fired, self.dog.limit, where,
                                                  t.pending_afters()))
        t.assertEqual(a.callback_errors + t.callback_errors, [], where)
        t.assertEqual(t.tcl_errors, [], where)
        t.assertEqual([e for e in t.errors if "wrong" in e], [], where)
        t.assertNotIn("Traceback", self.stderr.getvalue(), where)


class EventMonkeyTest(AppTestCase):
    """The GUI event monkey: a few thousand random events from a fixed seed on
    the real window, every blocking dialog answered by a double.  It fails on
    any traceback, Tcl error or an event that does not return (a watchdog:
    5 s of work, or 30 s on the clock).
    ``MAZETK_MONKEY_EVENTS`` and ``MAZETK_MONKEY_SEED`` make a longer or other run."""

    EVENTS = int(os.environ.get("MAZETK_MONKEY_EVENTS", "2000"))
    SEED = int(os.environ.get("MAZETK_MONKEY_SEED", "20"))

    def test_random_events(self):
        import io
        a = self.make_app()
        self.set_fields(cols=12, rows=9)
        a.maker.generate()
        self.settle()
        d, names = a.dialogs, iter(range(10 ** 9))
        d.ask_save_path = lambda fmt, initialfile: os.path.join(
            self.tmp, "%d-%s" % (next(names), initialfile))
        d.ask_directory = lambda: self.tmp
        bad = os.path.join(self.tmp, "bad.json")
        with open(bad, "w") as f:
            f.write("{not json")
        files = [FIXTURE, bad, os.path.join(self.tmp, "missing.txt"), None]
        d.ask_open_path = lambda: files[next(names) % len(files)]
        d.ask_yes_no = lambda title, message: title != "Language"  # stay in this window
        a.mask.ask_save_path = lambda initialfile: os.path.join(self.tmp, "m.mask.txt")
        monkey = EventMonkey(self, a, random.Random(self.SEED), limit=5.0)
        monkey.gate = threading.Event()
        monkey.gate.set()
        real = maker.make_maze

        def held(task, *args):  # Escape mid-way finds the maze still on its way
            while not monkey.gate.wait(0.005):
                task.step()
            return real(task, *args)

        monkey.stderr = io.StringIO()
        with mock.patch.object(maker, "make_maze", held), \
                mock.patch.object(sys, "stderr", monkey.stderr):
            monkey.run(self.EVENTS)
        a.studio.close()
        self.set_fields(cols=8, rows=8, cell=10, braid=0, seed="end", algorithm="prim",
                        shape="square")
        a.mask.stop()
        a.maker.generate()
        self.settle()
        self.assert_no_errors()


if __name__ == "__main__":
    unittest.main()
