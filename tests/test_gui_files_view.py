"""The File menu's actions: every format exported as the window shows the maze,
pairs saved to a folder without overwriting, a failed save said in one
sentence, and files opened (the panel then says what the file does not tell).
The bytes of each format come from render(), read back here."""

import json
import os
import re
import random
import tempfile
import tkinter as tk
import unittest
import xml.etree.ElementTree as ET
from unittest import mock

from mazetk import export, scene
from mazetk.files import mazefile
from mazetk.export.render import file_stem
from mazetk.gui.dialogs import FILE_TYPES
from mazetk.gui.files_view import read_maze, render
from mazetk.maze import build
from mazetk.studio import Settings
from mazetk.spec import MazeSpec

from .pngread import read_png
from .test_app import FIXTURE, AppTestCase


def read_maze_text(rows):
    """The maze a text matrix holds, read back as a file."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "maze.txt")
        with open(path, "w") as f:
            f.write("\n".join(rows) + "\n")
        return read_maze(path)


class RenderTest(unittest.TestCase):
    """No Tk: the bytes of a maze in each format, as the settings draw it."""

    def setUp(self):
        self.maze = build(MazeSpec(cols=6, rows=4, seed=3))
        self.settings = Settings(show_solution=True).validate()

    def test_pictures_and_files_read_back(self):
        width, height, _rows = read_png(render(self.maze, "png", self.settings))
        self.assertGreater(width, 6 * 4)
        self.assertGreater(height, 4 * 4)
        svg = ET.fromstring(render(self.maze, "svg", self.settings))
        self.assertTrue(svg.tag.endswith("svg"))
        self.assertTrue(render(self.maze, "pdf", self.settings).startswith(b"%PDF-"))
        self.assertTrue(render(self.maze, "ps", self.settings).startswith(b"%!PS-Adobe"))
        saved = json.loads(render(self.maze, "json", self.settings).decode("utf-8"))
        self.assertEqual(saved["code"], self.maze.code)

    def test_text_formats_are_the_maze_in_characters(self):
        rows = render(self.maze, "txt", self.settings).decode("ascii").splitlines()
        self.assertEqual(len(rows), 2 * 4 + 1)
        self.assertEqual({len(row.split()) for row in rows}, {2 * 6 + 1})
        self.assertEqual(read_maze_text(rows).grid.passages, self.maze.grid.passages)
        art = render(self.maze, "ascii", self.settings).decode("ascii")
        self.assertEqual(len(art.splitlines()), 2 * 4 + 1)

    def test_read_maze_gives_the_maze_or_one_sentence(self):
        self.assertEqual((read_maze(FIXTURE).cols, read_maze(FIXTURE).rows), (7, 7))
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "maze.json")
            with open(path, "w") as f:
                f.write(mazefile.to_json(self.maze))
            self.assertEqual(read_maze(path).grid.passages, self.maze.grid.passages)
            with self.assertRaises(ValueError) as caught:
                read_maze(os.path.join(folder, "gone.txt"))
            self.assertIn("Could not open the file gone.txt", str(caught.exception))


class FileActionsTest(AppTestCase):
    def test_export_png_matches_the_picture(self):
        a = self.make_app()
        a.panel.solution_check.invoke()
        path = os.path.join(self.tmp, "chosen.png")
        a.dialogs.ask_save_path = lambda fmt, initialfile: path
        a.files.export("png")
        self.settle()
        self.assertTrue(os.path.exists(path))
        drawing = scene.build(a.doc.maze, a.doc.settings.style(), show_solution=True)
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
        self.assertIn("chosen.png", a.status.note_text())

    def choose_colours(self, palette):
        """Pick ``palette`` in the panel's Colours box."""
        box = self.app.panel.widgets["palette"]
        box.current(box.ids.index(palette))
        box.event_generate("<<ComboboxSelected>>")

    def test_print_worksheet_prints_the_windows_colours_dashes_and_walls(self):
        from mazetk.export import pdfbook as book
        a = self.make_app()
        self.choose_colours("colorblind")  # as a person does: the box, the checks
        a.panel.dashed_check.invoke()
        a.panel.thick_check.invoke()
        self.settle()
        path = os.path.join(self.tmp, "sheet.pdf")
        a.dialogs.ask_save_path = lambda fmt, initialfile: path
        with mock.patch.object(book, "worksheet", return_value=[b"%PDF-1.4\n"]) as ws:
            a.commands.invoke("worksheet")
            self.settle()
        kw = ws.call_args[1]
        self.assertEqual((kw["palette"], kw["solution_style"], kw["thick_walls"]),
                         ("colorblind", "dashed", True))
        self.choose_colours("dark")  # paper is white: a dark screen prints in the default
        self.settle()
        with mock.patch.object(book, "worksheet", return_value=[b"%PDF-1.4\n"]) as ws:
            a.commands.invoke("worksheet")
            self.settle()
        self.assertEqual(ws.call_args[1]["palette"], "default")
        self.assertEqual(self.errors, [])

    def test_ctrl_p_and_export_pdf_print_on_the_windows_paper(self):
        """Issue 23: one paper for the window: the locale's (the tests' is
        Letter), or the one chosen in File > Paper, for Ctrl+P and Export PDF."""
        a = self.make_app()
        self.settle()

        def media_boxes(command):
            path = os.path.join(self.tmp, "paper-%s.pdf" % command)
            a.dialogs.ask_save_path = lambda fmt, initialfile: path
            a.commands.invoke(command)
            self.settle()
            with open(path, "rb") as f:
                return set((round(float(w)), round(float(h))) for w, h in re.findall(
                    rb"/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]", f.read()))

        letter, a4 = {(612, 792)}, {(595, 842)}
        self.assertEqual(media_boxes("worksheet"), letter)
        self.assertEqual(media_boxes("export-pdf"), letter)
        a.commands.invoke("paper-a4")
        self.assertEqual(media_boxes("worksheet"), a4)
        self.assertEqual(media_boxes("export-pdf"), a4)
        self.assertEqual(self.errors, [])

    def test_every_export_format(self):
        a = self.make_app()
        for fmt in ("png", "ps", "svg", "pdf", "ascii", "txt", "json"):
            path = os.path.join(self.tmp, "out-%s%s" % (fmt, FILE_TYPES[fmt][1]))
            a.dialogs.ask_save_path = lambda f, initialfile, p=path: p
            a.files.export(fmt)
            self.settle()
            self.assertTrue(os.path.getsize(path) > 0, fmt)
        with open(os.path.join(self.tmp, "out-json.json")) as f:
            self.assertEqual(json.load(f)["code"], a.doc.maze.code)
        self.assertEqual(self.errors, [])

    def test_every_save_and_print_of_a_maze_without_a_code(self):
        # a text matrix, ASCII art or a JSON without a code: no code to print
        # ("'NoneType' object is not iterable", and no worksheet was saved)
        a = self.make_app()
        saved = {}
        for fmt in ("ascii", "json"):
            saved[fmt] = os.path.join(self.tmp, "saved" + FILE_TYPES[fmt][1])
            a.dialogs.ask_save_path = lambda f, initialfile, p=saved[fmt]: p
            a.files.export(fmt)
            self.settle()
        with open(saved["json"]) as f:
            data = json.load(f)
        data.pop("code")
        with open(saved["json"], "w") as f:
            json.dump(data, f)
        for source in (FIXTURE, saved["ascii"], saved["json"]):
            a.dialogs.ask_open_path = lambda p=source: p
            a.files.open_maze()
            self.settle()
            self.assertIsNone(a.doc.maze.code, source)
            out = tempfile.mkdtemp(dir=self.tmp)
            a.dialogs.ask_save_path = lambda f, initialfile, o=out: os.path.join(o, initialfile)
            a.dialogs.ask_directory = lambda o=out: o
            for name in [c.name for c in a.commands.commands if c.name.startswith("export-")] + [
                    "save", "folder", "worksheet"]:
                a.commands.invoke(name)
                self.settle()
            self.assertEqual(self.errors, [], source)
            files = sorted(os.listdir(out))
            self.assertEqual(len(files), 12, files)  # 8 exports (GIF: the solve), JSON, PNGs, PDF
            for name in files:
                self.assertGreater(os.path.getsize(os.path.join(out, name)), 0, name)
            (sheet,) = [n for n in files if n.endswith("-worksheet.pdf")]
            with open(os.path.join(out, sheet), "rb") as f:
                pdf = f.read()
            self.assertTrue(pdf.startswith(b"%PDF") and pdf.rstrip().endswith(b"%%EOF"))
            self.assertEqual(pdf.count(b"/Type /Page "), 2)  # the maze, then its key
            for name in files:
                if name.endswith(".png"):
                    with open(os.path.join(out, name), "rb") as f:
                        self.assertGreater(read_png(f.read())[0], 0, name)
        self.assert_no_errors()

    def test_save_to_folder_pairs_never_overwrite(self):
        a = self.make_app()
        folder = os.path.join(self.tmp, "pics")
        os.mkdir(folder)
        a.dialogs.ask_directory = lambda: folder
        for _ in range(3):
            a.files.save_to_folder()
            self.settle()
        stem = file_stem(a.doc.maze)
        self.assertEqual(sorted(os.listdir(folder)), sorted([
            stem + ".png", stem + "-solution.png", stem + " (1).png", stem + " (1)-solution.png",
            stem + " (2).png", stem + " (2)-solution.png"]))
        self.assertIn("(2)-solution.png", a.status.note_text())
        self.assertEqual(a.doc.folder, folder)

    def test_failed_save_says_so_and_keeps_everything(self):
        a = self.make_app()
        maze = a.doc.maze
        gone = os.path.join(self.tmp, "gone", "m.png")
        a.dialogs.ask_save_path = lambda fmt, initialfile: gone
        a.files.export("png")
        self.settle()
        self.assertEqual(len(self.errors), 1)
        self.assertIn("does not exist", self.errors[0])
        self.assertEqual(self.errors[0].count("\n"), 0)
        self.assertIs(a.doc.maze, maze)
        self.assertTrue(self.canvas().find_withtag("walls"))
        self.assertFalse(os.path.exists(os.path.dirname(gone)))

    def test_open_files(self):
        a = self.make_app()
        a.dialogs.ask_open_path = lambda: FIXTURE
        a.files.open_maze()
        self.settle()
        self.assertEqual((a.doc.maze.cols, a.doc.maze.rows), (7, 7))
        self.assertIn("opened from prim-original-15x15", a.status.text())
        a.panel.solution_check.invoke()
        self.settle()
        self.assertEqual(len(self.canvas().find_withtag("solution")), 1)
        bad = os.path.join(self.tmp, "bad.txt")
        with open(bad, "w") as f:
            f.write("0 0 0\n0 q 0\n0 0 0\n")
        a.dialogs.ask_open_path = lambda: bad
        maze = a.doc.maze
        a.files.open_maze()
        self.settle()
        self.assertEqual(len(self.errors), 1)
        self.assertIn("line 2", self.errors[0])
        self.assertIs(a.doc.maze, maze)

    def open_file(self, path):
        self.app.dialogs.ask_open_path = lambda: path
        self.app.files.open_maze()
        self.settle()

    def assert_from_a_file(self, panel, said=True):
        """The fields the file does not tell say "from a file" (or none does)."""
        shown = {"algorithm": panel.algorithm_box.get(),
                 "endpoints": panel.widgets["endpoints"].get(),
                 "braid": panel.placeholders["braid"].label.winfo_ismapped(),
                 "seed": panel.placeholders["seed"].label.winfo_ismapped()}
        if said:
            self.assertEqual(shown, {"algorithm": "from a file", "endpoints": "from a file",
                                     "braid": True, "seed": True})
            self.assertEqual(panel.placeholders["seed"].label.cget("text"), "from a file")
        else:
            self.assertNotIn("from a file", (shown["algorithm"], shown["endpoints"]))
            self.assertEqual((shown["braid"], shown["seed"]), (False, False))

    def test_the_panel_describes_the_maze_opened(self):
        """Issue 20: after opening a file the panel shows the file's maze, not
        the last one's settings; what the file does not tell says "from a file";
        the status line names the file as it is; Generate then makes a maze of
        the file's size with the defaults."""
        a = self.make_app()
        p = a.panel
        self.set_fields(algorithm="kruskal", braid=30, endpoints="farthest", seed="old")
        a.maker.generate()
        self.settle()
        # a text matrix
        self.open_file(FIXTURE)
        self.assertEqual((p.vars["cols"].get(), p.vars["rows"].get()), ("7", "7"))
        self.assert_from_a_file(p)
        self.assertIn("opened from prim-original-15x15.txt", a.status.text())
        self.assertEqual(a.doc.stem(), "prim-original-15x15")  # what an export is called
        # ASCII art, of another size
        drawn = build(MazeSpec(9, 6, "prim", seed="art"))
        ascii_path = os.path.join(self.tmp, "maze-ascii.txt")
        with open(ascii_path, "w") as f:
            f.write(export.ascii_art(drawn, False, "bfs"))
        self.open_file(ascii_path)
        self.assertEqual((p.vars["cols"].get(), p.vars["rows"].get()), ("9", "6"))
        self.assert_from_a_file(p)
        self.assertIn("opened from maze-ascii.txt   ·", a.status.text())
        # a JSON maze with its code: the real settings
        coded = build(MazeSpec(8, 6, "wilson", seed="json", braid=20, endpoints="farthest",
                               shape="hex"))
        json_path = os.path.join(self.tmp, "hex.json")
        with open(json_path, "w") as f:
            f.write(mazefile.to_json(coded))
        self.open_file(json_path)
        self.assert_from_a_file(p, said=False)
        self.assertEqual({n: p.vars[n].get() for n in ("shape", "cols", "rows", "algorithm",
                                                        "braid", "endpoints", "seed")},
                         {"shape": "hex", "cols": "8", "rows": "6", "algorithm": "wilson",
                          "braid": "20", "endpoints": "farthest", "seed": "json"})
        self.assertEqual(p.algorithm_box.get(), "Wilson")
        self.assertIn("Wilson", a.status.text())
        # the same JSON without its code (nor the fields that made it)
        document = json.loads(mazefile.to_json(coded))
        for key in ("code", "seed", "algorithm", "param", "endpoints", "braid"):
            document.pop(key, None)
        bare = os.path.join(self.tmp, "bare.json")
        with open(bare, "w") as f:
            json.dump(document, f)
        self.open_file(bare)
        self.assert_from_a_file(p)
        self.assertEqual(p.vars["shape"].get(), "hex")
        # Generate: a new maze of the file's shape and size, with the defaults,
        # and the panel says which
        p.generate_button.invoke()
        self.settle()
        maze = a.doc.maze
        self.assertEqual((maze.grid.shape, maze.cols, maze.rows), ("hex", 8, 6))
        self.assertEqual((maze.spec.algorithm, maze.spec.endpoints, maze.spec.braid),
                         ("backtracker", "corners", 0))
        self.assert_from_a_file(p, said=False)
        self.assertEqual(p.vars["seed"].get(), str(maze.seed))
        self.assertEqual(p.vars["algorithm"].get(), "backtracker")
        self.assertIn("seed %s" % maze.seed, a.status.text())
        self.assertEqual(self.errors, [])

    def test_typing_in_a_field_from_a_file_uses_what_was_typed(self):
        a = self.make_app()
        self.open_file(FIXTURE)
        self.set_fields(seed="mine", braid=10)
        self.assertEqual(a.panel.placeholders["seed"].label.winfo_ismapped(), False)
        a.panel.generate_button.invoke()
        self.settle()
        self.assertEqual((a.doc.maze.seed, a.doc.maze.spec.braid), ("mine", 10))
        self.assertEqual(a.doc.maze.spec.algorithm, "backtracker")


if __name__ == "__main__":
    unittest.main()
