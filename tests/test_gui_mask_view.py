"""The panel's Mask group in the window (real Tk, Xvfb in CI): it makes the
mask of each source; masked mazes' codes rebuild them; errors are shown
beside the field, never raised.  Mask mode, painting it with the mouse, is
tested in test_gui_mask_mode.py, with the helpers of :class:`MaskCase`."""

import json
import os

from mazetk import grids, i18n
from mazetk.masks import mask as masks
from mazetk.generate import ALGORITHMS
from mazetk.gui import config, mask_view
from mazetk.gui.panel import ALGORITHM_LABELS
from mazetk.maze import build
from mazetk.studio import MASK_KINDS
from mazetk.spec import MazeSpec

from .test_app import AppTestCase

#: A mask text file of two pieces: a 3 x 2 block and a single cell.
TWO_PIECES = "XXX...\nXXX..X\n"


def go_picture(scale=4):
    """A PGM of "GO" drawn with the bitfont but without the bar under it, so
    that the G and the O are two pieces."""
    from mazetk.masks import bitfont
    width, height, cells = bitfont.render("GO", scale, hairlines=False)
    height -= scale  # the bar's rows
    grey = bytes(0 if cells[i] else 255 for i in range(width * height))
    return b"P5 %d %d 255\n" % (width, height) + grey


def kept(mask):
    """The cells a maze of ``mask`` has: its largest piece (counted afresh)."""
    return masks.keep_largest(mask, mask.grid())[0].count()


class MaskCase(AppTestCase):
    def box(self):
        return self.app.panel.mask_box

    def choose(self, kind, **values):
        """Pick ``kind`` in the Mask group as a person does, then its details."""
        box = self.box()
        box.choice.current(MASK_KINDS.index(kind))
        box.choice.event_generate("<<ComboboxSelected>>")
        for name, value in values.items():
            getattr(box, name).set(value)
        self.root.update()

    def generate(self):
        self.app.panel.generate_button.invoke()
        self.settle()
        return self.app.doc.maze

    def write(self, name, data):
        path = os.path.join(self.tmp, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def assert_rebuilt_by_code(self, maze):
        again = build(MazeSpec.from_code(maze.code))
        self.assertEqual(again.grid.passages, maze.grid.passages)
        self.assertEqual((again.start, again.goal), (maze.start, maze.goal))

    # -- mask mode by the mouse ----------------------------------------------------
    def at(self, cell):
        """Window coordinates of the centre of full-grid ``cell`` in mask mode."""
        c = self.canvas()
        x, y = self.app.mask.painting.layout.centre(cell)
        return int(round(x - c.canvasx(0))), int(round(y - c.canvasy(0)))

    def drag(self, cells, button=1, shift=False):
        c = self.canvas()
        state = 1 if shift else 0
        x, y = self.at(cells[0])
        c.event_generate("<ButtonPress-%d>" % button, x=x, y=y, state=state)
        for cell in cells[1:]:
            x, y = self.at(cell)
            c.event_generate("<B%d-Motion>" % button, x=x, y=y, state=state | (0x80 << button))
        c.event_generate("<ButtonRelease-%d>" % button, x=x, y=y, state=state)
        self.root.update()

    def enter_mask_mode(self):
        self.app.mask.check.invoke()
        self.root.update()
        self.assertTrue(self.app.mask.active())
        return self.app.mask.painting


class SourcesTest(MaskCase):
    def test_the_pieces_choice_shows_with_a_mask_in_the_input_column(self):
        a = self.make_app()
        box = self.box()
        self.assertIsInstance(box, mask_view.MaskBox)
        self.assertFalse(box.pieces_box.winfo_ismapped())  # no mask: no pieces to join
        self.choose("outline", outline="heart")
        self.assertTrue(box.pieces_box.winfo_ismapped())
        self.assertEqual(box.pieces_box.winfo_rootx(), box.choice.winfo_rootx())
        box.pieces_box.current(1)
        box.pieces_box.event_generate("<<ComboboxSelected>>")
        self.root.update()
        self.assertTrue(box.fields()["mask_join"])
        self.assertEqual(self.errors, [])

    def test_a_masked_json_without_its_code_opens_and_generates_again(self):
        from mazetk.files import mazefile
        grid = grids.make("hex", 14, 10)
        code = masks.encode(masks.outline("heart", grid))
        maze = build(MazeSpec(14, 10, "prim", seed="o", shape="hex", mask=code))
        doc = json.loads(mazefile.to_json(maze))
        del doc["code"]
        path = self.write("heart.json", json.dumps(doc).encode("ascii"))
        a = self.make_app()
        a.dialogs.ask_open_path = lambda: path
        a.files.open_maze()
        self.settle()
        self.assertEqual(list(a.doc.maze.grid.cells), list(maze.grid.cells))
        self.assertEqual(a.panel.vars["shape"].get(), "hex")
        again = self.generate()  # the same mask, a new maze
        self.assertEqual(list(again.grid.cells), list(maze.grid.cells))
        self.assertEqual(self.errors, [])

    def test_an_outline_makes_the_maze_of_its_cells_and_its_code_rebuilds_it(self):
        a = self.make_app()
        self.set_fields(cols=24, rows=18)
        self.choose("outline", outline="heart")
        expected = masks.outline("heart", grids.make("square", 24, 18))
        self.assertEqual(a.panel.mask_box.code, masks.encode(expected))
        self.assertIn("%d cells" % kept(expected), self.box().summary.cget("text"))
        maze = self.generate()
        self.assertEqual(maze.grid.kind, "masked")
        self.assertEqual(maze.grid.n, kept(expected))
        self.assertEqual(a.panel.vars["code"].get(), maze.code)
        self.assert_rebuilt_by_code(maze)
        # a new size makes the outline again for it
        self.set_fields(cols=30)
        self.root.update()
        self.assertEqual(self.generate().grid.n,
                         kept(masks.outline("heart", grids.make("square", 30, 18))))
        self.assert_no_errors()

    def test_a_masked_maze_is_shown_as_its_figure_fitted_to_the_window(self):
        from mazetk import scene
        from mazetk.export.display import window_style
        a = self.make_app()
        for shape in ("square", "hex", "circle"):
            with self.subTest(shape=shape):
                self.set_fields(shape=shape, cols=12 if shape == "circle" else 60, rows=12)
                self.choose("outline", outline="heart")
                maze = self.generate()
                shown = a.canvas_view.scene
                style = window_style(a.doc.settings, a.view.cell)
                self.assertEqual((shown.width, shown.height),
                                 scene.picture_size(maze.grid, style))
                # the figure alone fills the view: a cell more would not fit
                room = a.canvas_view.visible_size()
                bigger = scene.picture_size(maze.grid, window_style(a.doc.settings,
                                                                     a.view.cell + 1))
                self.assertLessEqual(shown.width, room[0])
                self.assertLessEqual(shown.height, room[1])
                self.assertTrue(bigger[0] > room[0] or bigger[1] > room[1], (bigger, room))
                a.view.zoom_fit()
                self.settle()
                self.assertEqual(a.canvas_view.scene.width, shown.width)
        self.assert_no_errors()

    def test_a_masked_maze_is_watched_growing_and_played(self):
        a = self.make_app()
        self.set_fields(shape="hex", cols=16, rows=12, algorithm="wilson", seed="w")
        self.choose("outline", outline="heart")
        a.animator.speed.set(0)
        a.animator.grow()
        self.root.update()
        self.assertIsNotNone(a.animator.animation)
        cells = self.canvas().find_withtag("acell")
        self.assertEqual(len(cells), a.animator.animation.grid.n)  # only the mask's cells
        a.animator.finish()
        self.settle()
        want = build(MazeSpec(16, 12, "wilson", seed="w", shape="hex",
                              mask=a.panel.mask_box.code))
        self.assertEqual(a.doc.maze.grid.passages, want.grid.passages)
        a.play.check.invoke()
        self.root.update()
        walk = a.play.walk
        for there in want.solve("bfs").path[1:]:
            walk.towards(there)
        self.assertTrue(walk.done)
        self.assert_no_errors()

    def test_words_set_the_size_fields_and_make_a_name_maze(self):
        a = self.make_app()
        self.choose("words", words="Anna")
        cols, rows = masks.words_size("Anna")
        self.assertEqual((a.panel.vars["cols"].get(), a.panel.vars["rows"].get()),
                         (str(cols), str(rows)))
        maze = self.generate()
        self.assertEqual(maze.grid.n, kept(masks.from_words("Anna")))
        self.assertEqual((maze.cols, maze.rows), (cols, rows))
        self.assert_rebuilt_by_code(maze)
        self.assert_no_errors()

    def test_a_mask_text_file_and_a_picture_with_its_threshold(self):
        a = self.make_app()
        text = "..XXXX..\n.XXXXXX.\nXXXXXXXX\n.XXXXXX.\n..XXXX..\n"
        path = self.write("blob.mask.txt", text.encode("ascii"))
        a.mask.ask_open_path = lambda: path
        a.commands.invoke("open-mask")
        self.root.update()
        self.assertEqual(self.box().kind.get(), "file")
        self.assertEqual((a.panel.vars["cols"].get(), a.panel.vars["rows"].get()), ("8", "5"))
        self.assertFalse(self.box().threshold_spin.winfo_manager())  # text: no threshold
        self.assertEqual(self.generate().grid.n, text.count("X"))
        # a grey picture: dark left half; the threshold decides the middle grey band
        width, height = 40, 20
        pixels = bytes(([20] * 16 + [160] * 8 + [250] * 16) * height)
        picture = self.write("half.pgm", b"P5 %d %d 255\n" % (width, height) + pixels)
        self.set_fields(cols=20, rows=10)
        self.box().open_file(picture)
        self.root.update()
        self.assertTrue(self.box().threshold_spin.winfo_manager())
        self.assertEqual(self.generate().grid.n, 8 * 10)  # 16 of 40 pixels across: 8 cells
        self.box().threshold.set("200")  # the grey band is maze too now
        self.root.update()
        self.assertEqual(self.generate().grid.n, 12 * 10)
        self.assert_no_errors()

    def test_a_picture_takes_its_proportions_unless_a_size_was_typed(self):
        a = self.make_app()
        disk = bytes(0 if (x - 30) ** 2 + (y - 30) ** 2 < 28 ** 2 else 255
                     for y in range(60) for x in range(60))
        star = self.write("disk.pgm", b"P5 60 60 255\n" + disk)
        band = self.write("band.pgm", b"P5 30 90 255\n" + bytes(
            0 if 5 <= x < 25 else 255 for y in range(90) for x in range(30)))
        self.choose("words", words="GO")  # the words set the size: 34 x 16 or so
        self.assertEqual((a.panel.vars["cols"].get(), a.panel.vars["rows"].get()),
                         tuple(map(str, masks.words_size("GO"))))
        for path, width, height in ((star, 60, 60), (band, 30, 90)):
            self.box().open_file(path)
            self.root.update()
            cols, rows = masks.picture_grid(width, height)
            self.assertEqual((a.panel.vars["cols"].get(), a.panel.vars["rows"].get()),
                             (str(cols), str(rows)))
            maze = self.generate()
            self.assertEqual((maze.cols, maze.rows), (cols, rows))
            self.assertGreater(maze.grid.n, 0.4 * cols * rows)  # the figure, not a blob
        self.set_fields(shape="hex")  # a new shape: the picture's proportions on it
        self.root.update()
        self.assertEqual((a.panel.vars["cols"].get(), a.panel.vars["rows"].get()),
                         tuple(map(str, masks.picture_grid(30, 90, "hex"))))
        self.set_fields(shape="square", cols=30, rows=20)  # typed: it wins from now on
        self.root.update()
        self.assertEqual(self.generate().cols, 30)
        self.box().open_file(star)
        self.root.update()
        self.assertEqual((a.panel.vars["cols"].get(), a.panel.vars["rows"].get()),
                         ("30", "20"))
        self.assertEqual((self.generate().cols, a.doc.maze.rows), (30, 20))
        self.assert_no_errors()

    def test_settings_keep_the_mask_between_runs(self):
        a = self.make_app()
        self.set_fields(cols=16, rows=16, shape="hex")
        self.choose("outline", outline="hexagon")
        maze = self.generate()
        self.assertTrue(a.save_config())
        with open(os.path.join(config.config_dir(), config.FILE_NAME), encoding="utf-8") as f:
            saved = json.load(f)["settings"]
        self.assertEqual((saved["mask_kind"], saved["mask_source"]), ("outline", "hexagon"))
        a.close()
        self.app = None
        b = self.make_app()
        self.assertEqual(b.panel.mask_box.kind.get(), "outline")
        self.assertEqual(b.doc.maze.grid.n, maze.grid.n)
        self.assertEqual(b.doc.maze.spec.mask, maze.spec.mask)
        self.assert_no_errors()

    def test_square_only_algorithms_are_not_offered_with_a_mask(self):
        a = self.make_app()
        square_only = [n for n, algo in ALGORITHMS.items() if algo.square_only]
        labels = [a.panel.algorithm_box.cget("values")]
        self.set_fields(algorithm=square_only[0])
        self.choose("outline", outline="circle")
        offered = a.panel.algorithm_box.cget("values")
        for name in square_only:
            self.assertNotIn(ALGORITHM_LABELS[name], offered)
        self.assertEqual(a.panel.vars["algorithm"].get(), "backtracker")
        self.assertGreater(len(labels[0]), len(offered))
        self.choose("none")
        self.assertEqual(len(a.panel.algorithm_box.cget("values")), len(labels[0]))
        self.assert_no_errors()

    def test_bad_input_is_said_beside_the_field_never_raised(self):
        a = self.make_app()
        before = a.doc.maze
        cases = [
            ("words", "   ", "type the words"),
            ("file", self.write("junk.png", b"\x89PNG\r\n\x1a\nnot really"), ""),
            ("file", os.path.join(self.tmp, "missing.mask.txt"), "could not read"),
            ("file", self.write("empty.mask.txt", b"....\n....\n"), "no cell"),
            ("file", self.write("bad.mask.txt", b"XX?X\n"), "line 1, column 3")]
        for kind, value, words in cases:
            with self.subTest(kind=kind, value=os.path.basename(value)):
                if kind == "words":
                    self.choose("words", words=value)
                else:
                    self.box().open_file(value)
                    self.root.update()
                message = self.box().error.cget("text")
                self.assertTrue(message)
                self.assertIn(words, message.lower())
                a.panel.generate_button.invoke()
                self.settle()
                self.assertIs(a.doc.maze, before)  # nothing made from a bad mask
                self.assertEqual(self.box().error.cget("text"), message)
                self.assertIn("correct", a.status.text())
        self.assertEqual(self.errors, [])
        self.assert_no_errors()

    def test_dropped_pieces_are_said_in_the_panel_and_the_status_bar(self):
        a = self.make_app()
        self.box().open_file(self.write("two.mask.txt", TWO_PIECES.encode("ascii")))
        self.root.update()
        self.assertEqual(self.box().summary.cget("text"),
                         "Kept 1 of 2 pieces (6 of 7 cells): choose Join to keep all.")
        self.assertTrue(self.box().summary.winfo_ismapped())
        self.assertTrue(self.box().pieces_box.winfo_ismapped())
        maze = self.generate()
        self.assertEqual(maze.grid.n, 6)
        self.assertIn("the mask had 2 pieces: kept the largest, 6 of 7 cells (Pieces: Join "
                      "keeps all)", a.status.text())
        self.assert_no_errors()

    def test_join_keeps_every_piece_of_a_go_picture_and_says_so(self):
        a = self.make_app()
        self.set_fields(cols=44, rows=24)  # typed: the picture is drawn on it
        path = self.write("go.pgm", go_picture())
        self.box().open_file(path)
        self.root.update()
        loose = masks.read(path, "square", 44, 24)
        self.assertRegex(self.box().summary.cget("text"), r"^Kept 1 of 2 pieces \(\d+ of %d "
                         r"cells\): choose Join to keep all\.$" % loose.count())
        self.assertLess(self.generate().grid.n, loose.count())
        box = self.box()
        box.pieces_box.current(1)  # Join, as a person picks it
        box.pieces_box.event_generate("<<ComboboxSelected>>")
        self.root.update()
        joined, _, bridges = masks.join_pieces(loose)
        self.assertGreater(bridges, 0)
        self.assertEqual(box.summary.cget("text"), "2 pieces joined by %d bridge cells: %d "
                         "cells." % (bridges, loose.count() + bridges))
        maze = self.generate()
        self.assertEqual(maze.grid.n, loose.count() + bridges)
        self.assertTrue(all(maze.grid.index[c] >= 0 for c in range(loose.n) if loose.on[c]))
        self.assertIn("the mask's 2 pieces are joined by %d bridge cells" % bridges,
                      a.status.text())
        self.assertTrue(maze.code.split(":")[1].split("+")[1].startswith(masks.JOIN))
        self.assert_rebuilt_by_code(maze)
        self.assertTrue(a.doc.settings.mask_join)  # the choice stays with the settings
        self.assert_no_errors()


class ChineseTest(MaskCase):
    def tearDown(self):
        super().tearDown()
        i18n.set_language(None)  # the tests' English again

    def test_the_mask_group_speaks_chinese_and_keeps_the_ids(self):
        i18n.set_language("zh_CN")
        a = self.make_app()
        box = self.box()
        self.assertEqual(box.choice.cget("values")[:2], ("无", "轮廓"))
        self.assertEqual(box.cget("text"), "蒙版")
        box.choice.set("轮廓")
        box.choice.event_generate("<<ComboboxSelected>>")
        self.root.update()
        self.assertEqual(box.kind.get(), "outline")
        shapes = box.details["outline"]
        shapes.set("心形")
        shapes.event_generate("<<ComboboxSelected>>")
        self.root.update()
        self.assertEqual(box.outline.get(), "heart")
        self.assertRegex(box.summary.cget("text"), r"^\d+ 格，一整块。$")
        self.assertEqual(box.pieces_box.cget("values"), ("保留最大块", "连起来"))
        self.assertEqual(a.panel.mask_box.fields()["mask_source"], "heart")
        self.assert_no_errors()
