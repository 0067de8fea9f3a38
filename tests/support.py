"""Support for the Tk tests: ``requires_gui()`` in the spirit of CPython's
``test.support.requires('gui')`` (without importing ``test.support``).

Without a usable display the GUI tests skip, with the reason; where
``MAZETK_REQUIRE_GUI=1`` is set (CI does, under Xvfb) they fail instead, so a
missing display can never pass for a green run.
"""

import os
import unittest

_checked = None


def gui_problem():
    """None when Tk can open a window here, else the reason it cannot."""
    global _checked
    if _checked is None:
        try:
            import tkinter
            root = tkinter.Tk()
            root.withdraw()
            root.update()
            root.destroy()
            _checked = ""
        except Exception as exc:  # ImportError, TclError: no Tk or no display
            _checked = "no display for Tk: %s" % (str(exc).splitlines() or [type(exc).__name__])[0]
    return _checked or None


def requires_gui():
    """Skip the calling test (or class) without a display; fail if one is required."""
    problem = gui_problem()
    if problem:
        if os.environ.get("MAZETK_REQUIRE_GUI") == "1":
            raise AssertionError("MAZETK_REQUIRE_GUI=1 but " + problem)
        raise unittest.SkipTest(problem)


def requires_tool(name):
    """Skip without the command-line tool ``name``; fail instead where
    ``MAZETK_REQUIRE_TOOLS=1`` (CI installs every tool the tests use)."""
    import shutil
    if shutil.which(name) is None:
        message = "%s is not installed" % name
        if os.environ.get("MAZETK_REQUIRE_TOOLS") == "1":
            raise AssertionError("MAZETK_REQUIRE_TOOLS=1 but " + message)
        raise unittest.SkipTest(message)
