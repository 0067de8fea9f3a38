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


class GuiTestCase(unittest.TestCase):
    """One Tk root per class, and a test fails on any error Tk swallowed.

    The root records every exception in a callback
    (``report_callback_exception``) and every Tcl background error
    (``bgerror``, e.g. "invalid command name" from an ``after`` whose
    Python side is gone).  ``tearDown`` asserts none happened and that no
    ``after()`` is still pending: every part must cancel its timers when it
    stops.  Subclasses clean up their own widgets in ``close_parts()``.
    """

    #: Map the root (key events reach a mapped window as they would for a person).
    mapped = False

    @classmethod
    def setUpClass(cls):
        requires_gui()
        import tkinter
        cls.root = tkinter.Tk()
        if cls.mapped:
            cls.root.geometry("1100x760+0+0")
        else:
            cls.root.withdraw()
        cls.root.tk.createcommand("bgerror", cls._bgerror)
        cls.tcl_errors = []

    @classmethod
    def _bgerror(cls, message, *args):
        info = ""
        if args:  # Tk 8.5+: the options dict; its -errorinfo says where
            try:
                info = str(cls.root.tk.call("dict", "get", args[0], "-errorinfo"))
            except Exception:
                pass
        cls.tcl_errors.append(str(message) + ("\n" + info if info and info != message else ""))

    @classmethod
    def tearDownClass(cls):
        cls.root.update_idletasks()
        cls.root.destroy()

    def setUp(self):
        self.callback_errors = []
        type(self).tcl_errors[:] = []
        self.root.report_callback_exception = self._record_callback_error

    def _record_callback_error(self, exc_type, exc, tb):
        import traceback
        self.callback_errors.append("".join(traceback.format_exception(exc_type, exc, tb)))

    def close_parts(self):
        """Stop what the test made (override); runs before the checks."""

    def tearDown(self):
        self.close_parts()
        for child in list(self.root.children.values()):
            child.destroy()
        self.root.configure(menu="")
        self.root.update()
        left = self.pending_afters()
        for after_id, script in left:
            self.root.after_cancel(after_id)
        self.assertEqual(self.callback_errors, [], "errors in Tk callbacks")
        self.assertEqual(self.tcl_errors, [], "Tcl background errors")
        self.assertEqual(left, [], "after() callbacks left running")

    def pending_afters(self):
        """``[(id, script), ...]`` of every pending ``after``."""
        out = []
        for after_id in self.root.tk.splitlist(self.root.tk.call("after", "info")):
            try:
                script = self.root.tk.call("after", "info", after_id)
            except Exception:  # fired meanwhile
                continue
            out.append((after_id, str(script)))
        return out


class fifo_guard:
    """A named pipe at ``path`` that a reader waiting on it cannot hang on:
    after ``seconds`` a writer opens it and closes it again, so a reader that
    waits gets an empty file and the test fails instead of hanging."""

    def __init__(self, path, seconds=30):
        import threading
        os.mkfifo(path)
        self.path = path
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._unblock, args=(seconds,), daemon=True)

    def _unblock(self, seconds):
        while not self.done.wait(seconds):
            try:
                os.close(os.open(self.path, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:  # no reader waits: nothing to unblock
                pass

    def __enter__(self):
        self.thread.start()
        return self.path

    def __exit__(self, *exc):
        self.done.set()
        self.thread.join()
