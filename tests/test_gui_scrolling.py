"""The frame that scrolls when what it holds is taller than it: its bar shows
only when needed, the wheel and the focus scroll it, and a stale or repeated
<Configure> never lays it out for a size it no longer has (issue 21)."""

import tkinter as tk
import unittest
from tkinter import ttk

from mazetk.gui.scrolling import ScrollFrame

from .support import GuiTestCase


class ScrollFrameTest(GuiTestCase):
    mapped = True

    def frame(self, rows, size="400x300+10+10"):
        top = tk.Toplevel(self.root)
        top.geometry(size)
        frame = ScrollFrame(top)
        frame.pack(fill="both", expand=True)
        fields = [ttk.Entry(frame.inner) for _i in range(rows)]
        for field in fields:
            field.pack(anchor="w", pady=2)
        frame.take(frame.inner)
        self.root.update()
        return frame, fields

    def test_the_bar_shows_only_when_the_rows_do_not_fit(self):
        few, _fields = self.frame(2)
        self.assertFalse(few.scrolls())
        self.assertFalse(few.bar.winfo_ismapped())
        many, _fields = self.frame(40)
        self.assertTrue(many.scrolls())
        self.assertTrue(many.bar.winfo_ismapped())

    def test_the_wheel_scrolls_over_any_row(self):
        frame, fields = self.frame(40)
        self.assertEqual(frame.canvas.yview()[0], 0.0)
        fields[3].event_generate("<Button-5>")  # X11's wheel down, over a field
        self.root.update()
        self.assertGreater(frame.canvas.yview()[0], 0.0)
        fields[3].event_generate("<Button-4>")
        self.root.update()
        self.assertEqual(frame.canvas.yview()[0], 0.0)

    def test_a_field_out_of_view_scrolls_in_when_it_takes_the_focus(self):
        frame, fields = self.frame(40)
        last = fields[-1]
        last.focus_force()
        self.root.update()
        top = last.winfo_rooty()
        view = frame.canvas
        self.assertGreaterEqual(top, view.winfo_rooty())
        self.assertLessEqual(top + last.winfo_height(), view.winfo_rooty() + view.winfo_height())

    def test_scroll_frame_follows_its_width_not_the_events(self):
        top = tk.Toplevel(self.root)
        top.geometry("400x300+10+10")
        frame = ScrollFrame(top)
        frame.pack(fill="both", expand=True)
        for i in range(30):
            ttk.Label(frame.inner, text="row %d" % i).pack(anchor="w")
        frame.take(frame.inner)
        self.root.update()
        width = frame.canvas.winfo_width()
        self.assertGreater(width, 300)
        for stale in range(200):
            frame.canvas.event_generate("<Configure>", width=50 + stale % 7, height=40)
        self.root.update()
        self.assertEqual(frame.inner.winfo_width(), width)
        self.assertEqual(frame.canvas.winfo_width(), width)


if __name__ == "__main__":
    unittest.main()
