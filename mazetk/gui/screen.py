"""The screen's scale and the window's sizes (Tk shell).

Everything is sized from ``winfo_fpixels('1i')`` (the screen's dots per
inch, which ``tk scaling`` changes), so at 192 dpi the window, its
paddings, the arrows of spinboxes and the scroll bars grow with the fonts.
"""

import re
import tkinter as tk

#: The window's size (and smallest size) at 96 dpi.
WINDOW, SMALLEST = (1120, 760), (640, 480)


def screen_scale(widget):
    """How many times bigger than a 96 dpi screen this one draws (at least 1)."""
    try:
        return max(1.0, float(widget.winfo_fpixels("1i")) / 96.0)
    except (tk.TclError, ValueError):
        return 1.0


def px(widget, value):
    """``value`` pixels at 96 dpi, in this screen's pixels."""
    return int(round(value * screen_scale(widget)))


def window_size(root, base=WINDOW):
    """``base`` scaled to the screen, no bigger than most of the screen."""
    scale = screen_scale(root)
    sw, sh = root.winfo_screenwidth(), root.winfo_screenheight()
    return (min(int(base[0] * scale), max(320, sw - 40)),
            min(int(base[1] * scale), max(240, sh - 80)))


def restore_geometry(root, geometry):
    """The window's size and place kept from last time, fitted to this screen."""
    from .screen import SMALLEST, window_size
    match = re.match(r"^(\d+)x(\d+)\+(-?\d+)\+(-?\d+)$", str(geometry or ""))
    if not match:
        root.geometry("%dx%d" % window_size(root))
        return
    w, h, x, y = (int(v) for v in match.groups())
    sw, sh = root.winfo_screenwidth(), root.winfo_screenheight()
    low_w, low_h = window_size(root, SMALLEST)
    # a size kept from a bigger screen still fits this one, with room for the
    # title and menu bars (as a new window's size does)
    w = min(max(w, low_w), max(320, sw - 40))
    h = min(max(h, low_h), max(240, sh - 80))
    x, y = min(max(x, 0), max(0, sw - w)), min(max(y, 0), max(0, sh - h - 40))
    root.geometry("%dx%d+%d+%d" % (w, h, x, y))
