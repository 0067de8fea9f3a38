"""Starting the window: the bridge between the command line and Tk.

Kept apart from :mod:`mazetk.gui.app`, and importing it only once the
window is wanted, so that a Python without Tkinter, or a machine without a
display, gets one clear line instead of a traceback.  Imports run one way:
the launcher knows the window, the window never knows the launcher.
"""

import os
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
    """Open the window and run it until it closes; the exit status (1 if it
    cannot open).  The window's modules are imported here, not above: this
    module must import on a Python without Tkinter, to say so."""
    try:
        from .app import App
        from .config import load
        from .preferences import language_at_start
    except ImportError as exc:
        if "tkinter" not in str(exc):
            raise
        print(_(NO_TKINTER) % exc, file=sys.stderr)
        return 1
    language_at_start(load())  # even the line saying there is no display
    root = make_root()
    if root is None:
        return 1
    App(root)
    root.mainloop()
    return 0


def gui_entry():
    """The ``mazetk-gui`` script."""
    sys.exit(run_gui())
