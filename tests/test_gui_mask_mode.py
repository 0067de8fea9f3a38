"""Mask mode in the real window (Xvfb in CI): the mask painted with the mouse
(left cuts, right or Shift brings back, brushes), Undo, Done, Ctrl+M, and
the mask's files."""

import os
import unittest

from mazetk.gui import mask_mode
from mazetk.masks import mask as masks
from mazetk.grids import SHAPES
from mazetk.spec import mask_of

from .test_gui_mask_view import MaskCase


class PaintTest(MaskCase):
    def test_drags_switch_cells_undo_restores_and_done_makes_the_maze(self):
        a = self.make_app()
        self.set_fields(cols=12, rows=8, shape="square")
        self.root.update()
        painting = self.enter_mask_mode()
        self.assertEqual(len(self.canvas().find_withtag("mask-cell")), 96)
        self.assertTrue(a.mask.tools.winfo_manager())  # the brush, Undo and Done show
        self.assertFalse(a.mask.can_undo())
        row = [8 * 12 // 2 + c for c in range(12)]  # a row across the middle
        self.drag(row)
        self.assertEqual([painting.mask.on[c] for c in row], [0] * 12)
        fills = {self.canvas().itemcget(a.mask.items[c], "fill") for c in row}
        self.assertEqual(fills, {mask_mode.OFF})
        self.assertEqual(self.box().kind.get(), "painted")
        self.assertEqual("Kept 1 of 2 pieces (48 of 84 cells): choose Join to keep all.",
                         self.box().summary.cget("text"))
        self.drag(row[3:6], button=3)  # the right button brings cells back
        self.assertEqual([painting.mask.on[c] for c in row[3:6]], [1] * 3)
        self.drag(row[3:4], shift=True)  # so does Shift: nothing changes here
        self.assertEqual(len(painting.strokes), 2)
        self.canvas().focus_set()
        self.canvas().event_generate("<Control-z>")
        self.root.update()
        self.assertEqual([painting.mask.on[c] for c in row[3:6]], [0] * 3)
        a.commands.invoke("mask-undo")
        self.assertEqual(painting.mask.count(), 96)
        self.assertEqual(self.box().kind.get(), "none")  # all undone: as it was
        self.drag(row[:6])
        a.mask.done_button.invoke()
        self.settle()
        self.assertFalse(a.mask.active() or a.mask.tools.winfo_manager())
        maze = a.doc.maze
        self.assertEqual(maze.grid.n, 90)
        self.assertEqual(self.canvas().find_withtag("mask-cell"), ())
        self.assert_rebuilt_by_code(maze)
        # the mask mode starts from the mask shown; a brush of 3 takes a disc
        painting = self.enter_mask_mode()
        self.assertEqual(painting.mask.count(), 90)
        a.mask.brush.set("3")
        self.drag([2 * 12 + 6])
        self.assertEqual(painting.strokes[-1][1], painting.brush(2 * 12 + 6, 3))
        self.assertEqual(len(painting.strokes[-1][1]), 9)
        a.mask.check.invoke()  # switched off: the maze comes back, the paint stays
        self.settle()
        self.assertFalse(a.mask.active())
        self.assertEqual(len(self.canvas().find_withtag("walls")),
                         len(self.expected_scene().layer("walls")))
        self.assertEqual(self.generate().grid.n, 81)
        self.assert_no_errors()

    def test_a_painted_mask_in_pieces_is_joined_when_join_is_chosen(self):
        a = self.make_app()
        self.set_fields(cols=12, rows=8, shape="square", seed="p")
        self.root.update()
        self.enter_mask_mode()
        self.drag([8 * 12 // 2 + c for c in range(12)])  # a row across: two pieces
        box = self.box()
        box.pieces_box.current(1)
        box.pieces_box.event_generate("<<ComboboxSelected>>")
        self.root.update()
        self.assertEqual(box.summary.cget("text"), "2 pieces joined by 1 bridge cell: 85 cells.")
        self.drag([8 * 12 // 2 + 12 + c for c in range(12)])  # the next row: a wider gap
        self.assertEqual(box.summary.cget("text"), "2 pieces joined by 2 bridge cells: 74 cells.")
        a.mask.done_button.invoke()
        self.settle()
        self.assertEqual(a.doc.maze.grid.n, 74)
        self.assert_rebuilt_by_code(a.doc.maze)
        box.pieces_box.current(0)  # back to the largest: the painting is all still there
        box.pieces_box.event_generate("<<ComboboxSelected>>")
        self.root.update()
        self.assertEqual(box.summary.cget("text"),
                         "Kept 1 of 2 pieces (48 of 72 cells): choose Join to keep all.")

    def test_painting_every_cell_away_is_said_never_raised(self):
        # found by the event monkey: the box counted the pieces of a mask of
        # no cell, and "the mask leaves no cell of the maze" was a traceback
        a = self.make_app()
        self.set_fields(cols=3, rows=3, shape="square")
        self.root.update()
        before = a.doc.maze
        painting = self.enter_mask_mode()
        a.mask.brush.set("5")
        self.drag([4])
        self.assertEqual(painting.mask.count(), 0)
        self.assertIn("no cell", self.box().error.cget("text"))
        a.mask.done_button.invoke()  # Done: nothing to make, and it says so
        self.settle()
        self.assertIs(a.doc.maze, before)
        self.assertIn("correct", a.status.text())
        self.assertEqual(self.errors, [])
        self.assert_no_errors()

    def test_every_shape_paints_undoes_and_makes_its_maze(self):
        a = self.make_app()
        for shape in SHAPES:
            with self.subTest(shape=shape):
                self.set_fields(shape=shape, cols=10, rows=8)
                self.choose("outline", outline="circle")
                first = mask_of(shape, *self.box().made_for[1:], self.box().code)[0]
                painting = self.enter_mask_mode()
                self.assertEqual(painting.mask, masks.decode(shape, first.cols, first.rows,
                                                             self.box().code))
                inside = [c for c in range(first.n) if first.on[c]]
                target = inside[len(inside) // 2]
                self.assertEqual(painting.layout.cell_at(*painting.layout.centre(target)),
                                 target)
                self.drag([target])
                self.assertEqual(painting.mask.on[target], 0)
                a.mask.undo()
                self.assertEqual(painting.mask.on[target], 1)
                self.drag([target])
                a.mask.finish()
                self.settle()
                maze = a.doc.maze
                self.assertEqual(maze.grid.shape, shape)
                self.assertNotIn(target, list(maze.grid.cells))
                self.assert_rebuilt_by_code(maze)
        self.assert_no_errors()

    def test_ctrl_m_switches_mask_mode_and_the_maze_comes_back(self):
        a = self.make_app()
        walls = len(self.canvas().find_withtag("walls"))
        self.canvas().focus_set()
        self.canvas().event_generate("<Control-m>")
        self.root.update()
        self.assertTrue(a.mask.active() and a.mask.var.get())
        self.assertEqual(self.canvas().find_withtag("walls"), ())
        self.assertEqual(len(self.canvas().find_withtag("mask-cell")), 20 * 15)
        self.canvas().event_generate("<Control-m>")
        self.settle()
        self.assertFalse(a.mask.active() or a.mask.var.get())
        self.assertEqual(len(self.canvas().find_withtag("walls")), walls)
        self.assertEqual(self.canvas().find_withtag("mask-cell"), ())
        self.assert_no_errors()

    def test_save_and_open_a_mask_file(self):
        a = self.make_app()
        self.set_fields(cols=9, rows=7)
        painting = self.enter_mask_mode()
        self.drag([0, 1, 2])
        self.drag([9])
        self.assertEqual(painting.mask.count(), 9 * 7 - 4)
        path = os.path.join(self.tmp, "mine.mask.txt")
        a.mask.ask_save_path = lambda initialfile: path
        a.commands.invoke("save-mask")
        with open(path, encoding="ascii") as f:
            self.assertEqual(masks.Mask.from_text(f.read()), painting.mask)
        a.mask.ask_open_path = lambda: path
        a.commands.invoke("open-mask")
        self.root.update()
        self.assertFalse(a.mask.active())
        self.assertEqual(self.box().kind.get(), "file")
        self.assertEqual(self.generate().grid.n, 9 * 7 - 4)
        self.assert_no_errors()


if __name__ == "__main__":
    unittest.main()
