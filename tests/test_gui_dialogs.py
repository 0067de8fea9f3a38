"""The small dialogs lay themselves out once (issue 21): opening one never
runs the rest of the window's pending layout; a few rows show whole, many
scroll on a short screen."""

import unittest
from unittest import mock

from mazetk.gui import dialogs

from .support import GuiTestCase


def rows(n):
    return [("Ctrl+%d" % i, "Command number %d" % i) for i in range(n)]


class TableDialogFitTest(GuiTestCase):
    mapped = True

    def open(self, n, screen=None):
        d = dialogs.Dialogs(self.root, lambda: "")
        if screen is None:
            return d.show_table("Title", "A heading", rows(n))
        with mock.patch.object(dialogs, "screen_size", lambda widget: screen):
            return d.show_table("Title", "A heading", rows(n))

    def test_opening_runs_nobody_elses_idle_work(self):
        """A part that lays itself out again on every idle pass (here: one
        that reschedules itself, stopped after 2000 passes) must not keep the
        dialog from opening: opening runs no idle work at all."""
        passes = [0]

        def again():
            passes[0] += 1
            if passes[0] < 2000:
                pending[0] = self.root.after_idle(again)

        pending = [self.root.after_idle(again)]
        self.addCleanup(lambda: self.root.after_cancel(pending[0]))
        dialog = self.open(40)
        self.assertEqual(passes[0], 0, "opening the dialog ran the window's idle work")
        self.root.after_cancel(pending[0])
        dialog.destroy()

    def settled_size(self, dialog):
        """The dialog's size once shown; it stays so however long Tk runs."""
        self.root.update()
        size = (dialog.winfo_width(), dialog.winfo_height())
        for _ in range(5):
            self.root.update()
        self.assertEqual((dialog.winfo_width(), dialog.winfo_height()), size)
        return size

    def test_few_rows_are_all_shown_at_the_size_given_once(self):
        dialog = self.open(5)
        self.settled_size(dialog)
        self.assertFalse(dialog.scroller.scrolls())
        canvas = dialog.scroller.canvas
        for a, b in dialog.cells:
            for label in (a, b):
                self.assertLessEqual(label.winfo_rooty() + label.winfo_height(),
                                     canvas.winfo_rooty() + canvas.winfo_height())
                self.assertLessEqual(label.winfo_rootx() + label.winfo_width(),
                                     canvas.winfo_rootx() + canvas.winfo_width())
        self.assertLessEqual(canvas.winfo_rooty() + canvas.winfo_height(),
                             dialog.close_button.winfo_rooty())
        self.assertEqual(dialog.winfo_height(), dialog.winfo_reqheight())  # nothing squeezed

    def test_many_rows_scroll_on_a_short_screen(self):
        dialog = self.open(80, screen=(800, 600))
        w, h = self.settled_size(dialog)
        self.assertLessEqual(h, 600)
        self.assertGreater(h, 300)  # as tall as the screen allows, not a sliver
        self.assertTrue(dialog.scroller.scrolls())
        self.assertTrue(dialog.scroller.bar.winfo_ismapped())
        button = dialog.close_button
        self.assertLessEqual(button.winfo_rooty() + button.winfo_height(),
                             dialog.winfo_rooty() + h)
        last = dialog.cells[-1][1]
        dialog.show_row(len(dialog.cells) - 1)
        self.root.update()
        canvas = dialog.scroller.canvas
        self.assertLessEqual(last.winfo_rootx() + last.winfo_width(),
                             canvas.winfo_rootx() + canvas.winfo_width())


if __name__ == "__main__":
    unittest.main()
