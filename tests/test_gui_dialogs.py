"""The small dialogs and the scrolling frame they use lay themselves out once
(issue 21): opening one never runs the rest of the window's pending layout,
and a stale or repeated <Configure> never lays a part out for a size it no
longer has."""

import tkinter as tk
import unittest
from tkinter import ttk
from unittest import mock

from mazetk.gui import dialogs
from mazetk.gui.toolbar import WrapBar
from mazetk.gui.scrolling import ScrollFrame

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


class StaleConfigureTest(GuiTestCase):
    """A <Configure> that carries an old size (queued before the part changed)
    or a storm of them leaves each part laid out for the size it has."""

    mapped = True

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

    def test_wrap_bar_lays_out_for_the_width_it_has(self):
        top = tk.Toplevel(self.root)
        top.geometry("900x200+10+10")
        bar = WrapBar(top)
        bar.pack(side="top", fill="x")
        for i in range(4):
            ttk.Button(bar.group(), text="Button %d" % i).pack(side="left")
        self.root.update()
        self.assertEqual(bar.reflow(), 1)
        height = bar.winfo_height()
        heights = []
        bar.bind("<Configure>", lambda e: heights.append(bar.winfo_height()), add="+")
        for stale in range(100):
            bar.event_generate("<Configure>", width=60 + stale % 3, height=30)
        self.root.update()
        self.assertEqual(set(heights), {height}, "the bar wrapped and unwrapped")
        rows = {frame.winfo_rooty() for frame in bar.groups}
        self.assertEqual(len(rows), 1, "a stale width wrapped a wide bar")


class ClosingTest(GuiTestCase):
    def test_bind_class_gives_its_commands_back_when_its_owner_goes(self):
        from mazetk.gui import closing
        before = len(self.root.tk.call("info", "commands"))
        frame = ttk.Frame(self.root)
        closing.bind_class(frame, "ClosingTestTag", [("<Button-4>", lambda e: None),
                                                     ("<FocusIn>", lambda e: None)])
        self.assertEqual(self.root.bind_class("ClosingTestTag", "<Button-4>") != "", True)
        frame.destroy()
        self.root.update()
        self.assertEqual(self.root.bind_class("ClosingTestTag", "<Button-4>"), "")
        self.assertLessEqual(len(self.root.tk.call("info", "commands")), before)

    def test_drop_traces_removes_every_trace(self):
        from mazetk.gui import closing
        var = tk.StringVar(self.root)
        var.trace_add("write", lambda *a: None)
        var.trace_add("read", lambda *a: None)
        closing.drop_traces([var])
        self.assertEqual(var.trace_info(), [])



if __name__ == "__main__":
    unittest.main()
