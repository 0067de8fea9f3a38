"""Starting the window: the bridge between the command line and Tk.

Kept apart from :mod:`mazetk.gui.app` so that a Python without Tkinter, or a
machine without a display, gets one clear line instead of a traceback.
"""

import os
import re
import sys

from ..i18n import N_, _

NO_DISPLAY = N_("mazetk: the window needs a display, and none was found%(why)s; "
                "the command line works without one: python -m mazetk --help")
NO_TKINTER = N_("mazetk: the window needs Tkinter, which this Python lacks (%s); the "
                "command line works without it: python -m mazetk --help")


def _dpi_aware():
    """On Windows, ask for sharp (not stretched) drawing before Tk starts."""
    if not sys.platform.startswith("win"):
        return
    try:
        import ctypes
        try:
            ctypes.windll.shcore.SetProcessDpiAwareness(1)
        except (AttributeError, OSError):
            ctypes.windll.user32.SetProcessDPIAware()
    except Exception:
        pass  # older Windows or no ctypes: a blurrier window, nothing worse


def make_root():
    """A ``tk.Tk()``, or None after printing why there can be none."""
    try:
        import tkinter as tk
    except ImportError as exc:
        print(_(NO_TKINTER) % exc, file=sys.stderr)
        return None
    _dpi_aware()
    try:
        root = tk.Tk(className="mazetk")
    except tk.TclError as exc:
        x11 = os.name == "posix" and sys.platform != "darwin"
        if x11 and not os.environ.get("DISPLAY"):
            why = " " + _("($DISPLAY is not set)")
        else:
            why = " (%s)" % str(exc).strip()
        print(_(NO_DISPLAY) % {"why": why}, file=sys.stderr)
        return None
    return root


def run_gui(argv=None):
    """Open the window; 1 if it cannot open."""
    try:
        from .app import main
    except ImportError as exc:
        if "tkinter" not in str(exc):
            raise
        print(_(NO_TKINTER) % exc, file=sys.stderr)
        return 1
    return main(argv)


def set_icon(root):
    """The window's icon, from the icon files (drawn when there are none)."""
    import tkinter as tk
    from ..icon import draw_icon, find_ico, find_icon_files
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


def gui_entry():
    """The ``mazetk-gui`` script."""
    sys.exit(run_gui())
