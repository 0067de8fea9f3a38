"""The window's look: a native ttk theme tuned for the screen's scale, the
focus ring, the fonts the window defines, and its icon (Tk shell).
"""

import sys
import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

from ..icon import draw_icon, find_ico, find_icon_files
from .screen import screen_scale

#: The fonts the window defines beside Tk's named fonts (a text size scales
#: them all): the Generate button's bold.
OWN_FONTS = ("MazetkAccentFont",)
#: The colour of the focus ring (keyboard users see where they are).
FOCUS = "#1f6fd1"


def make_styles(root):
    """A native-looking theme, tuned: sizes follow the screen's scale."""
    style = ttk.Style(root)
    names = style.theme_names()
    if sys.platform.startswith("win") and "vista" in names:
        style.theme_use("vista")
    elif sys.platform == "darwin" and "aqua" in names:
        style.theme_use("aqua")
    elif "clam" in names:
        style.theme_use("clam")
        _calm_clam(style)
    s = screen_scale(root)
    arrow = int(round(12 * s))
    for name in ("TSpinbox", "TCombobox", "TScrollbar", "Vertical.TScrollbar",
                 "Horizontal.TScrollbar"):
        style.configure(name, arrowsize=arrow)
    style.configure("TScrollbar", width=arrow + 2)
    size_check_boxes(root)
    # the focus, plain to see: a ring in one colour, and a tint on check boxes
    for name in ("TButton", "TCheckbutton", "TRadiobutton"):
        style.configure(name, focuscolor=FOCUS, focusthickness=max(1, int(round(s))))
    for name, option, colour in (("TButton", "bordercolor", FOCUS),
                                 ("TCheckbutton", "background", "#d4e4f7"),
                                 ("TRadiobutton", "background", "#d4e4f7")):
        kept = [m for m in style.map(name, option) if tuple(m[:-1]) != ("focus",)]
        style.map(name, **{option: [("focus", colour)] + kept})
    style.configure("Error.TLabel", foreground="#b00020", font="TkSmallCaptionFont")
    style.configure("Hint.TLabel", foreground="#555555")
    style.configure("Status.TLabel", padding=(int(8 * s), int(3 * s)))
    style.configure("Accent.TButton", font=_accent_font(root),
                    padding=(int(8 * s), int(4 * s)))
    style.configure("Toolbutton", padding=(int(6 * s), int(3 * s)))
    # a visible focus ring on toolbar buttons and the slider (keyboard users)
    style.configure("Toolbutton", focusthickness=2, focuscolor=FOCUS)
    style.map("Toolbutton", bordercolor=[("focus", FOCUS)])
    style.configure("Horizontal.TScale", focuscolor=FOCUS)
    style.map("Horizontal.TScale", bordercolor=[("focus", FOCUS)],
              troughcolor=[("focus", "#c9dcf2")])
    return style


def size_check_boxes(root, text_scale=1.0):
    """Check boxes and radio buttons sized for the screen and the text size: a
    box to see and hit at 192 dpi, and beside 200 % text."""
    size = int(round(10 * screen_scale(root) * max(1.0, text_scale)))
    for name in ("TCheckbutton", "TRadiobutton"):
        ttk.Style(root).configure(name, indicatorsize=size)


def named_font(root, name):
    """The named font ``name`` of ``root``'s Tk; TclError when there is none."""
    return tkfont.Font(root=root, name=name, exists=True)


def _accent_font(root):
    """The named bold font of the Generate button (a text size scales it)."""
    base = named_font(root, "TkDefaultFont").actual()
    if OWN_FONTS[0] not in root.tk.splitlist(root.tk.call("font", "names")):
        # made in Tcl: a tkinter Font object would delete it when collected
        root.tk.call("font", "create", OWN_FONTS[0])
    named_font(root, OWN_FONTS[0]).configure(family=base["family"], size=base["size"],
                                              weight="bold")
    return OWN_FONTS[0]


def _calm_clam(style):
    """clam, with a calmer palette and a readable default font size."""
    bg, field, edge = "#eef0f2", "#ffffff", "#b8bec6"
    style.configure(".", background=bg, bordercolor=edge, lightcolor="#f7f8f9",
                    darkcolor="#d5d9de", troughcolor="#dde1e6", selectbackground="#3d7fd1",
                    focuscolor="#4a90d9")
    for name in ("TEntry", "TSpinbox", "TCombobox"):
        style.configure(name, fieldbackground=field)
    # clam marks a focused read-only box by a selected-blue field with white
    # text; a white field must keep that, or the focused choice turns invisible
    style.map("TCombobox", fieldbackground=[("readonly", "focus", "#d4e4f7"),
                                            ("readonly", field)],
              foreground=[("readonly", "focus", "#000000")])
    for name in ("TEntry", "TSpinbox", "TCombobox"):  # a blue edge on the focused field
        style.map(name, bordercolor=[("focus", FOCUS)], lightcolor=[("focus", "#9cc1ee")])
    style.configure("TNotebook.Tab", padding=(10, 3), focuscolor=FOCUS)
    # clam draws no focus ring on toolbar buttons and sliders: give them one
    style.layout("Toolbutton", [("Toolbutton.border", {"sticky": "nswe", "children": [
        ("Toolbutton.focus", {"sticky": "nswe", "children": [
            ("Toolbutton.padding", {"sticky": "nswe", "children": [
                ("Toolbutton.label", {"sticky": "nswe"})]})]})]})])
    style.layout("Horizontal.TScale", [("Horizontal.Scale.focus", {"sticky": "nswe", "children": [
        ("Horizontal.Scale.trough", {"sticky": "nswe", "children": [
            ("Horizontal.Scale.slider", {"side": "left", "sticky": ""})]})]})])
    style.map("TNotebook.Tab", background=[("focus", "selected", "#d4e4f7"), ("selected", bg),
                                           ("!selected", "#d9dde2")])
    # X11's fonts are given in pixels, which do not grow at 192 dpi: in points
    # they do (and the body text gets a readable 10 points)
    for name, least in (("TkDefaultFont", 10), ("TkTextFont", 10), ("TkMenuFont", 10),
                        ("TkHeadingFont", 10), ("TkCaptionFont", 10), ("TkIconFont", 9),
                        ("TkTooltipFont", 9), ("TkSmallCaptionFont", 8), ("TkFixedFont", 10)):
        try:
            font = tkfont.nametofont(name)
            size = int(font.cget("size"))
            points = -size * 0.75 if size < 0 else size
            font.configure(size=max(least, int(round(points))))
        except (tk.TclError, RuntimeError, ValueError):
            pass


def set_icon(root):
    """The window's icon, from the icon files (drawn when there are none)."""
    try:
        files = find_icon_files()
        if files:
            icons = [tk.PhotoImage(master=root, file=files[s])
                     for s in sorted(files, reverse=True)]
        else:
            icons = [tk.PhotoImage(master=root, data=draw_icon(64))]
        root.iconphoto(True, *icons)
        root._mazetk_icons = icons  # keep the images alive as long as the window
        if sys.platform.startswith("win") and find_ico():
            root.iconbitmap(default=find_ico())
    except tk.TclError:
        pass  # an icon is a nicety; a window without one still works
