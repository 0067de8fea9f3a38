"""The screen's scale and the window's sizes (Tk shell).

Everything is sized from ``winfo_fpixels('1i')`` (the screen's dots per
inch, which ``tk scaling`` changes), so at 192 dpi the window, its
paddings, the arrows of spinboxes and the scroll bars grow with the fonts.
"""

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
