"""Work off the event loop: a thread that reports progress and can be cancelled.

A :class:`Task` runs its work in a thread and never touches a widget (see
:mod:`mazetk.gui.work`).  A :class:`Poller` starts one, polls it with a
widget's ``after()`` and hands what it came to back on the Tk thread: the
one polling loop of the shell.  :class:`TaskRunner` is the main window's
use of it: one task at a time, its progress and Cancel in the status bar.
The Print studio polls its previews and saves with Pollers of its own.

No tkinter is imported here: a Poller only needs the widget it is given.
"""

import gc
import sys
import threading
import traceback

from ..i18n import _
from .work import sentence

#: How soon a Poller first looks at its task, and how often after that (ms).
FIRST_MS, EVERY_MS = 15, 40


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


def _nothing(*args):
    return None


class Poller:
    """One :class:`Task` at a time, polled with ``widget.after()``.

    :meth:`start` gives the task and what to call on the Tk thread:
    ``progress(fraction, text)`` at each look (the last one too), then one
    of ``done(result)``, ``failed(exc, details)`` or ``stopped()`` (the task
    ended cancelled).  After :meth:`drop` nothing more is called.
    """

    def __init__(self, widget):
        self.widget = widget
        self.task = None
        self._hooks = None
        self._poll = None

    def busy(self):
        """True while a task runs or what it came to is still to be handed over."""
        return self.task is not None or self._poll is not None

    def start(self, task, done, failed, stopped=_nothing, progress=_nothing):
        """Drop whatever runs, start ``task`` (a :class:`Task`) and poll it."""
        self.drop()
        self.task, self._hooks = task, (done, failed, stopped, progress)
        task.start()
        self._poll = self.widget.after(FIRST_MS, self._check)
        return task

    def run(self, work, **hooks):
        """:meth:`start` a new ``Task(work)``; the hooks as there."""
        return self.start(Task(work), **hooks)

    def cancel(self):
        """Ask the task to stop; ``stopped()`` follows once it has."""
        if self.task is not None:
            self.task.cancel()

    def drop(self):
        """Stop whatever runs, quietly: nothing more is called."""
        if self.task is not None:
            self.task.cancel()
            self.task = None
        self._hooks = None
        if self._poll is not None:
            self.widget.after_cancel(self._poll)
            self._poll = None

    def _check(self):
        task, self._poll = self.task, None
        if task is None:
            return
        done, failed, stopped, progress = self._hooks
        progress(task.fraction, task.text)
        if not task.done:
            self._poll = self.widget.after(EVERY_MS, self._check)
            return
        self.task = self._hooks = None
        if task.cancelled:
            stopped()
        elif task.error is not None:
            failed(task.error, task.details)
        else:
            done(task.result)


class TaskRunner:
    """The main window's tasks: one at a time, its progress and Cancel shown
    in ``status`` (a :class:`~mazetk.gui.statusbar.StatusBar`), its result
    handed back on the Tk thread.

    ``after_error()`` runs when a task fails, before the error is shown with
    ``show_error(sentence)``.
    """

    def __init__(self, root, status, show_error, after_error):
        self.status = status
        self.show_error = show_error
        self.after_error = after_error
        self.poller = Poller(root)
        self.replaces = False
        self._on_cancel = None

    def busy(self):
        """True while a task runs or its result is still to be handed over."""
        return self.poller.busy()

    def making_maze(self):
        """True while a task that makes a new maze runs."""
        return self.poller.task is not None and self.replaces

    def run(self, task, on_done, label, replaces=False, on_cancel=None):
        """Start ``task``; ``on_done(result)`` on the Tk thread when it ends.

        A task that makes a new maze (``replaces=True``) drops whatever runs.
        Anything else waits its turn: while a maze is being made it is not
        started, so a click never throws away the maze on its way.
        ``on_cancel()`` runs when the person cancels it.
        """
        if self.making_maze() and not replaces:
            self.status.set(_("Still busy with the maze being made (Escape cancels it)."))
            return False
        self.drop()
        self.status.clear_note()
        self.replaces, self._on_cancel = replaces, on_cancel
        self.status.show_progress(0)
        self.status.set(label + "…")
        self.poller.start(task, done=lambda result: self._ended(on_done, result),
                          failed=self._failed, stopped=self._stopped, progress=self._progress)
        return True

    def _progress(self, fraction, text):
        self.status.show_progress(fraction)
        if text:
            self.status.set(text + "…")

    def _ended(self, on_done, result):
        self._on_cancel = None
        self.status.hide_progress()
        on_done(result)

    def _stopped(self):
        self._on_cancel = None
        self.status.hide_progress()
        self.status.set(_("Cancelled."))

    def _failed(self, error, details):
        self._on_cancel = None
        self.status.hide_progress()
        self.after_error()
        if not isinstance(error, (ValueError, OSError)):
            sys.stderr.write(details)  # a bug: keep the details for a report
        self.show_error(sentence(error))

    def cancel(self):
        """The person's Cancel: stop the task and say so."""
        if self.poller.task is None:
            return False
        on_cancel = self._on_cancel
        self.drop()
        self.status.set(_("Cancelled."))
        if on_cancel is not None:
            on_cancel()
        return True

    def drop(self):
        """Stop whatever runs, quietly (a new task replaces it, the window closes)."""
        if self.poller.task is not None:
            self.status.hide_progress()
        self.poller.drop()
        self._on_cancel = None
