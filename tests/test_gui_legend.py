"""The strip above the maze: colour swatches with their words and a text
after them, wrapping onto more lines (the strip grows) rather than cut."""

import unittest
from tkinter import ttk

from mazetk.gui.legend import Legend

from .support import GuiTestCase

SWATCHES = [("#ff0000", "Visited"), ("#00aa00", "In the way"), ("#0000ff", "Frontier"),
            ("#888800", "Dead end"), ("#008888", "Walker")]


class LegendTest(GuiTestCase):
    mapped = True

    def legend(self, width):
        frame = ttk.Frame(self.root, width=width, height=200)
        frame.pack_propagate(False)
        frame.pack(side="top", anchor="w")
        legend = Legend(frame)
        legend.pack(side="top", fill="x")
        self.root.update()
        return legend

    def fills(self, legend):
        return [legend.itemcget(i, "fill") for i in legend.find_all()
                if legend.type(i) == "rectangle"]

    def test_swatches_in_their_colours_and_the_text_after_them(self):
        legend = self.legend(900)
        empty = int(legend.cget("height"))
        legend.show(SWATCHES, "12 s, 40 moves")
        self.root.update()
        self.assertEqual(self.fills(legend), [c for c, _label in SWATCHES])
        words = [legend.itemcget(i, "text") for i in legend.find_all()
                 if legend.type(i) == "text"]
        self.assertEqual(words, [label for _c, label in SWATCHES] + ["12 s, 40 moves"])
        self.assertEqual(legend.text(), "12 s, 40 moves")
        self.assertEqual(int(legend.cget("height")), empty, "one line: the strip keeps its height")
        legend.show()
        self.assertEqual(legend.find_all(), ())
        self.assertEqual(legend.text(), "")
        self.assertEqual(int(legend.cget("height")), empty, "empty, the strip keeps its place")

    def test_what_does_not_fit_wraps_and_the_strip_grows(self):
        legend = self.legend(160)
        empty = int(legend.cget("height"))
        legend.show(SWATCHES, "a long line of text that cannot fit on one line here")
        self.root.update()
        self.assertGreater(int(legend.cget("height")), 2 * empty)
        width = legend.winfo_width()
        for item in legend.find_all():
            self.assertLessEqual(legend.bbox(item)[2], width, legend.type(item))


if __name__ == "__main__":
    unittest.main()
