"""The status bar: one line elided in its middle when it does not fit (the
whole of it on hover), a short-lived note, and progress with Cancel."""

import time
import tkinter as tk
import unittest
from unittest import mock

from mazetk.gui import statusbar
from mazetk.gui.statusbar import ELLIPSIS, StatusBar, elide

from .support import GuiTestCase


class ElideTest(unittest.TestCase):
    def test_the_middle_goes_first(self):
        text = "Generating a 1000 x 1000 maze by the growing tree"
        short = elide(text, lambda t: len(t) <= 21)
        self.assertEqual(len(short), 21)
        self.assertIn(ELLIPSIS, short)
        head, tail = short.split(ELLIPSIS)
        self.assertTrue(text.startswith(head) and text.endswith(tail))
        self.assertLessEqual(abs(len(head) - len(tail)), 1)

    def test_what_fits_is_kept_whole(self):
        self.assertEqual(elide("Saved", lambda t: True), "Saved")
        self.assertEqual(elide("Saved maze.png", lambda t: len(t) <= 1), ELLIPSIS)


class StatusBarTest(GuiTestCase):
    mapped = True

    def bar(self, width=900):
        top = tk.Toplevel(self.root)
        top.geometry("%dx60+10+10" % width)
        cancelled = []
        bar = StatusBar(top, on_cancel=lambda: cancelled.append(True))
        bar.pack(side="bottom", fill="x")
        self.root.update()
        return bar, cancelled

    def test_a_long_line_is_elided_and_shown_whole_on_hover(self):
        bar, _cancelled = self.bar(300)
        line = "A maze of 300 x 200 cells, solution 5,012 cells by breadth-first search" * 2
        bar.set(line)
        self.root.update()
        self.assertEqual(bar.text(), line)
        self.assertIn(ELLIPSIS, bar.shown())
        self.assertLess(len(bar.shown()), len(line))
        bar.label.event_generate("<Enter>")
        self.root.update()
        tips = [w for w in bar.winfo_children() if isinstance(w, tk.Toplevel)]
        self.assertEqual([t.winfo_children()[0].cget("text") for t in tips], [line])
        bar.label.event_generate("<Leave>")
        self.root.update()
        self.assertEqual([w for w in bar.winfo_children() if isinstance(w, tk.Toplevel)], [])

    def test_a_short_line_is_shown_whole(self):
        bar, _cancelled = self.bar()
        bar.set("Ready")
        self.root.update()
        self.assertEqual(bar.shown(), "Ready")

    def test_a_note_goes_by_itself(self):
        bar, _cancelled = self.bar()
        with mock.patch.object(statusbar, "NOTE_MS", 30):
            bar.note("Saved maze.png")
        self.assertEqual(bar.note_text(), "Saved maze.png")
        deadline = time.time() + 10
        while bar.note_text() and time.time() < deadline:
            self.root.update()
            time.sleep(0.01)
        self.assertEqual(bar.note_text(), "")
        bar.note("Saved again")
        bar.clear_note()  # the next action takes it away at once
        self.assertEqual(bar.note_text(), "")
        self.assertEqual(self.pending_afters(), [])

    def test_progress_and_cancel_show_while_work_runs(self):
        bar, cancelled = self.bar()
        self.assertFalse(bar.cancel_button.winfo_ismapped())
        bar.show_progress(0.25)
        self.root.update()
        self.assertTrue(bar.progress.winfo_ismapped())
        self.assertEqual(float(bar.progress.cget("value")), 0.25)
        bar.cancel_button.invoke()
        self.assertEqual(cancelled, [True])
        bar.hide_progress()
        self.root.update()
        self.assertFalse(bar.progress.winfo_ismapped())
        self.assertFalse(bar.cancel_button.winfo_ismapped())


if __name__ == "__main__":
    unittest.main()
