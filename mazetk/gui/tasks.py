"""Work off the event loop: a thread that reports progress and can be cancelled.

No Tk here.  The window's :class:`~mazetk.gui.statusbar.TaskRunner` starts
a :class:`Task`, polls it from ``after()`` and takes the result on the Tk
thread; the worker never touches a widget (see :mod:`mazetk.gui.work`).
"""

import gc
import threading
import traceback


class Cancelled(Exception):
    """Raised inside the work function when the task was cancelled."""


class Task:
    """Run ``work(task)`` in a daemon thread.

    ``work`` calls ``task.step(fraction, text)`` now and then: that records
    progress and raises :class:`Cancelled` once ``cancel()`` was called.
    When finished, ``done`` is true and either ``result`` or ``error`` is set.
    """

    def __init__(self, work, label=""):
        self.work = work
        self.label = label
        self.fraction = 0.0
        self.text = label
        self.result = None
        self.error = None
        self.details = ""
        self.done = False
        self.cancelled = False
        self._thread = threading.Thread(target=self._run, name="mazetk-task", daemon=True)

    def start(self):
        self._thread.start()
        return self

    def cancel(self):
        self.cancelled = True

    def step(self, fraction=None, text=None):
        if self.cancelled:
            raise Cancelled()
        if fraction is not None:
            self.fraction = max(0.0, min(1.0, fraction))
        if text is not None:
            self.text = text

    def _run(self):
        # Making a big maze allocates millions of small objects; the cycle
        # collector would stop both threads for a third of a second to scan
        # them.  Nothing here makes cycles, so it rests while the task runs.
        collecting = gc.isenabled()
        gc.disable()
        try:
            self.result = self.work(self)
        except Cancelled:
            self.cancelled = True
        except Exception as exc:  # handed to the window, shown as a sentence
            self.error = exc
            self.details = traceback.format_exc()
        finally:
            if collecting:
                # No gc.freeze() here: it kept every object alive at that
                # moment out of all later collections, garbage too, so each
                # closed window's cycles (its widgets, variables, callbacks)
                # stayed forever.  A maze's result is flat now (arrays, a
                # picture in strips): a full collection with a 1000 x 1000
                # maze alive takes about 12 ms, no stall worth avoiding.
                gc.enable()
            self.done = True

    def join(self, timeout=None):
        self._thread.join(timeout)
