"""What a window part gives back to Tk when it closes: traces, class
bindings, and the cycles of its widgets (collected on the Tk thread)."""

import gc
import tkinter as tk
import unittest
import weakref
from tkinter import ttk

from mazetk.gui import closing

from .support import GuiTestCase


class ClosingTest(GuiTestCase):
    def test_bind_class_gives_its_commands_back_when_its_owner_goes(self):
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
        var = tk.StringVar(self.root)
        var.trace_add("write", lambda *a: None)
        var.trace_add("read", lambda *a: None)
        closing.drop_traces([var])
        self.assertEqual(var.trace_info(), [])

    def test_collect_frees_a_closed_parts_cycles_now(self):
        class Part:
            pass

        part = Part()
        part.me = part  # a cycle, as a widget and its master make
        gone = weakref.ref(part)
        collecting = gc.isenabled()
        gc.disable()  # only collect() may free it
        self.addCleanup(lambda: gc.enable() if collecting else None)
        del part
        self.assertIsNotNone(gone())
        closing.collect()
        self.assertIsNone(gone())


if __name__ == "__main__":
    unittest.main()
