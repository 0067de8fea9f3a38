"""The window's look: the focus ring in one colour, the Generate button's bold
font, check boxes sized for the screen and the text, and the window's icon."""

import tkinter as tk
import unittest
from tkinter import ttk
from unittest import mock

from mazetk.gui import theme

from .support import GuiTestCase


class ThemeTest(GuiTestCase):
    def test_styles_mark_the_focus_and_the_accent(self):
        style = theme.make_styles(self.root)
        self.assertEqual(style.lookup("TButton", "bordercolor", ["focus"]), theme.FOCUS)
        self.assertEqual(style.lookup("Toolbutton", "focuscolor"), theme.FOCUS)
        font = style.lookup("Accent.TButton", "font")
        self.assertIn(font, theme.OWN_FONTS)
        self.assertEqual(theme.named_font(self.root, font).actual("weight"), "bold")
        self.assertEqual(style.lookup("Error.TLabel", "foreground"), "#b00020")

    def test_styles_twice_keep_one_accent_font(self):
        theme.make_styles(self.root)
        fonts = self.root.tk.splitlist(self.root.tk.call("font", "names"))
        theme.make_styles(self.root)
        self.assertEqual(self.root.tk.splitlist(self.root.tk.call("font", "names")), fonts)

    def test_check_boxes_grow_with_the_text(self):
        style = ttk.Style(self.root)
        theme.size_check_boxes(self.root)
        normal = int(style.lookup("TCheckbutton", "indicatorsize"))
        theme.size_check_boxes(self.root, 2.0)
        for name in ("TCheckbutton", "TRadiobutton"):  # (each size rounded on its own)
            self.assertAlmostEqual(int(style.lookup(name, "indicatorsize")), 2 * normal, delta=1)
        theme.size_check_boxes(self.root, 0.5)  # never smaller than for normal text
        self.assertEqual(int(style.lookup("TCheckbutton", "indicatorsize")), normal)

    def test_a_font_that_is_not_there_is_a_tcl_error(self):
        self.assertEqual(theme.named_font(self.root, "TkDefaultFont").name, "TkDefaultFont")
        with self.assertRaises(tk.TclError):
            theme.named_font(self.root, "NoSuchMazetkFont")

    def test_the_window_gets_square_icons_for_itself_and_its_dialogs(self):
        with mock.patch.object(self.root, "iconphoto") as iconphoto:
            theme.set_icon(self.root)
        (default, *icons), _kw = iconphoto.call_args
        self.assertIs(default, True)  # every toplevel of the window too
        self.assertTrue(icons)
        for icon in icons:
            self.assertGreater(icon.width(), 0)
            self.assertEqual(icon.width(), icon.height())


if __name__ == "__main__":
    unittest.main()
