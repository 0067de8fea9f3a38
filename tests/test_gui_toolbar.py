"""The toolbar: groups that wrap onto more rows when narrow and join again
when wide, a passing group that comes after the lasting ones, and a stale
<Configure> that never lays the bar out for a width it no longer has."""

import tkinter as tk
import unittest
from tkinter import ttk

from mazetk.gui.toolbar import WrapBar

from .support import GuiTestCase


class WrapBarTest(GuiTestCase):
    mapped = True

    def bar(self, width, groups=4, **kw):
        top = tk.Toplevel(self.root)
        top.geometry("%dx200+10+10" % width)
        bar = WrapBar(top)
        bar.pack(side="top", fill="x")
        made = []
        for i in range(groups):
            group = bar.group(**kw) if i == groups - 1 else bar.group()
            ttk.Button(group, text="Button %d" % i).pack(side="left")
            made.append(group)
        self.root.update()
        return top, bar, made

    def test_narrow_wraps_and_wide_joins(self):
        top, bar, groups = self.bar(900)
        self.assertEqual(len({g.winfo_rooty() for g in groups}), 1)
        top.geometry("200x200")
        self.root.update()
        bar.reflow()
        self.root.update()
        self.assertGreater(len({g.winfo_rooty() for g in groups}), 1, "nothing wrapped")
        for group in groups:  # and nothing is cut at the right edge
            self.assertLessEqual(group.winfo_rootx() + group.winfo_width(),
                                 top.winfo_rootx() + top.winfo_width())
        top.geometry("900x200")
        self.root.update()
        bar.reflow()
        self.root.update()
        self.assertEqual(len({g.winfo_rooty() for g in groups}), 1)

    def test_a_passing_group_takes_no_room_until_shown_and_comes_last(self):
        top, bar, groups = self.bar(900, shown=False)
        passing = groups[-1]
        self.assertFalse(passing.winfo_ismapped())
        bar.show(passing)
        self.root.update()
        self.assertTrue(passing.winfo_ismapped())
        self.assertGreater(passing.winfo_rootx(), max(g.winfo_rootx() for g in groups[:-1]))
        lasting = [g.winfo_rootx() for g in groups[:-1]]
        bar.show(passing, False)
        self.root.update()
        self.assertFalse(passing.winfo_ismapped())
        self.assertEqual([g.winfo_rootx() for g in groups[:-1]], lasting, "a lasting group moved")

    def test_a_stale_width_does_not_wrap_a_wide_bar(self):
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


if __name__ == "__main__":
    unittest.main()
