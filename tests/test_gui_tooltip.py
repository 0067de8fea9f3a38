"""A tooltip shows its words while the pointer rests on its widget, and goes
when the pointer leaves or a button is pressed."""

import time
import unittest
from tkinter import ttk

from mazetk.gui.tooltip import Tooltip

from .support import GuiTestCase


class TooltipTest(GuiTestCase):
    mapped = True

    def button(self, text, words):
        button = ttk.Button(self.root, text=text)
        button.pack()
        self.root.update()
        return button, Tooltip(button, words)

    def rest_on(self, widget, tip):
        widget.event_generate("<Enter>")
        deadline = time.time() + 10
        while tip.tip is None and time.time() < deadline:
            self.root.update()
            time.sleep(0.01)
        self.assertIsNotNone(tip.tip, "no tooltip came")
        self.root.update()

    def words(self, tip):
        return [w.cget("text") for w in tip.tip.winfo_children()]

    def test_shows_while_resting_and_goes_on_leave(self):
        button, tip = self.button("Braid %", "The share of dead ends opened up into loops.")
        self.rest_on(button, tip)
        self.assertEqual(self.words(tip), ["The share of dead ends opened up into loops."])
        self.assertTrue(tip.tip.winfo_ismapped())
        self.assertGreaterEqual(tip.tip.winfo_rooty(), button.winfo_rooty() + button.winfo_height())
        button.event_generate("<Leave>")
        self.root.update()
        self.assertIsNone(tip.tip)

    def test_a_press_or_a_quick_pass_shows_nothing(self):
        button, tip = self.button("Seed", "words")
        self.rest_on(button, tip)
        button.event_generate("<ButtonPress-1>")
        self.root.update()
        self.assertIsNone(tip.tip)
        button.event_generate("<Enter>")
        button.event_generate("<Leave>")  # passing by: the tip that was due is not
        self.root.update()
        self.assertEqual(self.pending_afters(), [])
        self.assertIsNone(tip.tip)


if __name__ == "__main__":
    unittest.main()
