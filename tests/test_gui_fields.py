"""The pieces of the panel's fields: a drop-down that shows names and holds
ids, grey words in a blank field, the one line a complaint stands on (cut
after a whole word, the whole in a tooltip), and one column for the inputs."""

import tkinter as tk
import unittest
from tkinter import ttk

from mazetk.gui.fields import (ELLIPSIS, ChoiceBox, MessageLine, Placeholder, align_inputs,
                               keep_lines)

from .support import GuiTestCase

NAMES = {"square": "Square", "hex": "Hex", "circle": "Circle"}


class ChoiceBoxTest(GuiTestCase):
    mapped = True

    def test_shows_names_and_holds_ids(self):
        var = tk.StringVar(self.root, value="hex")
        box = ChoiceBox(self.root, var, ["square", "hex"], NAMES.get)
        box.pack()
        self.assertEqual(box.get(), "Hex")
        self.assertEqual(list(box.cget("values")), ["Square", "Hex"])
        box.current(0)
        box.event_generate("<<ComboboxSelected>>")
        self.assertEqual(var.get(), "square")
        var.set("hex")  # a file opened, a code pasted: the box follows
        self.assertEqual(box.get(), "Hex")

    def test_a_blank_id_shows_the_blank_words(self):
        var = tk.StringVar(self.root, value="")
        box = ChoiceBox(self.root, var, ["square", "circle"], NAMES.get, blank="from a file")
        self.assertEqual(box.get(), "from a file")
        box.offer(["circle", "square"])
        self.assertEqual(list(box.cget("values")), ["Circle", "Square"])
        var.set("circle")
        self.assertEqual(box.get(), "Circle")


class PlaceholderTest(GuiTestCase):
    mapped = True

    def test_grey_words_in_a_blank_field_and_a_click_on_them_types_there(self):
        entry = ttk.Entry(self.root, width=20)
        entry.pack()
        other = ttk.Entry(self.root)
        other.pack()
        hint = Placeholder(entry, "from a file")
        hint.show(True)
        self.root.update()
        self.assertTrue(hint.label.winfo_ismapped())
        self.assertEqual(hint.label.cget("text"), "from a file")
        other.focus_force()
        self.root.update()
        hint.label.event_generate("<Button-1>")
        self.root.update()
        self.assertEqual(self.root.focus_get(), entry)
        hint.show(False)
        self.root.update()
        self.assertFalse(hint.label.winfo_ismapped())


class MessageLineTest(GuiTestCase):
    mapped = True

    def line(self, width):
        box = ttk.Frame(self.root, width=width, height=40)
        box.grid_propagate(False)
        box.pack(anchor="w")
        box.columnconfigure(0, weight=1)
        line = MessageLine(box)
        line.label.grid(row=0, column=0, sticky="ew")
        self.root.update()
        return line

    def test_a_long_complaint_is_cut_after_a_word_and_kept_whole(self):
        line = self.line(160)
        text = "The braid must be a whole number from 0 to 100, like 25"
        line.say(text)
        self.root.update()
        keep = line.cut()
        self.assertLess(keep, len(text))
        self.assertIn(text[keep], " ,")  # after a whole word, without its comma
        self.assertEqual(line.label.cget("text"), text)
        self.assertTrue(line.more.winfo_ismapped())
        self.assertEqual(line.more.cget("text"), ELLIPSIS)
        self.assertEqual({tip.text for tip in line.tips}, {text})

    def test_a_short_complaint_is_shown_whole_and_on_one_line(self):
        line = self.line(400)
        line.say("Too big:\n  at most 500")
        self.root.update()
        self.assertEqual(line.label.cget("text"), "Too big: at most 500")
        self.assertEqual(line.cut(), len("Too big: at most 500"))
        self.assertFalse(line.more.winfo_ismapped())
        self.assertEqual({tip.text for tip in line.tips}, {""})  # no tooltip to show


class ColumnTest(GuiTestCase):
    def test_every_box_starts_its_inputs_at_the_widest_label(self):
        boxes = [ttk.Frame(self.root) for _i in range(2)]
        labels = [ttk.Label(boxes[0], text="Rows"), ttk.Label(boxes[1], text="Wall thickness")]
        for box, label in zip(boxes, labels):
            label.grid(row=0, column=0)
        align_inputs(boxes, labels, 6)
        widest = max(label.winfo_reqwidth() for label in labels) + 6
        self.assertEqual([int(b.grid_columnconfigure(0, "minsize")) for b in boxes],
                         [widest, widest])

    def test_a_summary_keeps_the_height_of_its_lines(self):
        box = ttk.Frame(self.root)
        label = ttk.Label(box, text="short")
        label.grid(row=3, column=0)
        keep_lines(label, 2)
        two = int(box.grid_rowconfigure(3, "minsize"))
        keep_lines(label, 3)
        self.assertGreater(int(box.grid_rowconfigure(3, "minsize")), two)


if __name__ == "__main__":
    unittest.main()
