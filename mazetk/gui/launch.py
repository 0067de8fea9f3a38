"""Starting the window: the bridge between the command line and Tk.

Kept apart from :mod:`mazetk.gui.app` so that a Python without Tkinter, or a
machine without a display, gets one clear line instead of a traceback.
"""

import os
import sys

NO_DISPLAY = ("mazetk: the window needs a display, and none was found{why}; "
              "the command line works without one: python -m mazetk --help")


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
        print("mazetk: the window needs Tkinter, which this Python lacks (%s); the command "
              "line works without it: python -m mazetk --help" % exc, file=sys.stderr)
        return None
    _dpi_aware()
    try:
        root = tk.Tk(className="mazetk")
    except tk.TclError as exc:
        x11 = os.name == "posix" and sys.platform != "darwin"
        if x11 and not os.environ.get("DISPLAY"):
            why = " ($DISPLAY is not set)"
        else:
            why = " (%s)" % str(exc).strip()
        print(NO_DISPLAY.format(why=why), file=sys.stderr)
        return None
    return root


def run_gui(argv=None):
    """Open the window; 1 if it cannot open."""
    try:
        from .app import main
    except ImportError as exc:
        if "tkinter" not in str(exc):
            raise
        print("mazetk: the window needs Tkinter, which this Python lacks (%s); the command "
              "line works without it: python -m mazetk --help" % exc, file=sys.stderr)
        return 1
    return main(argv)


def gui_entry():
    """The ``mazetk-gui`` script."""
    sys.exit(run_gui())
