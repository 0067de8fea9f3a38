"""The status bar and the task runner that reports in it (Tk shell).

:class:`StatusBar` shows one line (elided in the middle when it does not
fit, the whole of it as a tooltip), a short-lived note such as "Saved
maze.png" (gone after :data:`NOTE_MS` or at the next action), a progress bar
and Cancel.  :class:`TaskRunner` starts a :class:`~mazetk.gui.tasks.Task`,
polls it with ``after()`` and hands its result back on the Tk thread.
:class:`Legend` is the strip above the maze: an animation's colours, or
play's clock.
"""

import sys
import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

from ..i18n import _
from .screen import px, screen_scale
from .work import sentence

#: How long "Saved ..." stays in the status bar (milliseconds).
NOTE_MS = 8000
ELLIPSIS = "…"


def elide(text, fits):
    """``text`` with its middle replaced by an ellipsis until ``fits(text)``."""
    if fits(text):
        return text
    low, high = 0, len(text)  # how many characters to keep
    while low < high:
        keep = (low + high + 1) // 2
        trial = text[:(keep + 1) // 2] + ELLIPSIS + text[len(text) - keep // 2:]
        if fits(trial):
            low = keep
        else:
            high = keep - 1
    return text[:(low + 1) // 2] + ELLIPSIS + text[len(text) - low // 2:]


class StatusBar(ttk.Frame):
    """One line of status, a note, progress and Cancel."""

    def __init__(self, master, on_cancel, **kw):
        super().__init__(master, relief="sunken", **kw)
        self._full = ""
        self._note_after = None
        self._tip = None
        self.label = ttk.Label(self, text="", style="Status.TLabel", anchor="w", width=1)
        self.label.pack(side="left", fill="x", expand=True)
        self.cancel_button = ttk.Button(self, text=_("Cancel"), command=on_cancel, width=8)
        self.progress = ttk.Progressbar(self, length=160, mode="determinate", maximum=1.0)
        self.note_label = ttk.Label(self, text="", style="Status.TLabel", anchor="e")
        self.note_label.pack(side="right")
        self.label.bind("<Configure>", lambda e: self._fit())
        self.label.bind("<Enter>", self._show_tip)
        self.label.bind("<Leave>", lambda e: self._hide_tip())
        self.bind("<Destroy>", lambda e: self.clear_note() if e.widget is self else None)

    def set(self, text):
        self._full = text
        self._fit()

    def text(self):
        """The whole line, however much of it is shown."""
        return self._full

    def shown(self):
        return self.label.cget("text")

    def _fit(self):
        width = self.label.winfo_width() - 20
        if width <= 1:
            self.label.configure(text=self._full)
            return
        measure = tkfont.nametofont("TkDefaultFont").measure
        self.label.configure(text=elide(self._full, lambda t: measure(t) <= width))

    def _show_tip(self, event=None):
        self._hide_tip()
        if self.shown() == self._full:
            return
        tip = tk.Toplevel(self)
        tip.wm_overrideredirect(True)
        ttk.Label(tip, text=self._full, relief="solid", padding=4, wraplength=700).pack()
        tip.wm_geometry("+%d+%d" % (self.label.winfo_rootx(),
                                    max(0, self.label.winfo_rooty() - 60)))
        self._tip = tip

    def _hide_tip(self):
        if self._tip is not None:
            self._tip.destroy()
            self._tip = None

    # -- the note ----------------------------------------------------------------
    def note(self, text):
        """Show ``text`` at the right for :data:`NOTE_MS` (or until the next action)."""
        self.clear_note()
        self.note_label.configure(text=text)
        self._note_after = self.after(NOTE_MS, self.clear_note)

    def clear_note(self):
        if self._note_after is not None:
            self.after_cancel(self._note_after)
            self._note_after = None
        if self.note_label.winfo_exists():
            self.note_label.configure(text="")

    def note_text(self):
        return self.note_label.cget("text")

    # -- progress ------------------------------------------------------------------
    def show_progress(self, fraction):
        if not self.progress.winfo_manager():
            self.progress.pack(side="right", padx=4, before=self.note_label)
            self.cancel_button.pack(side="right", before=self.progress)
        self.progress.configure(value=fraction)

    def hide_progress(self):
        self.progress.pack_forget()
        self.cancel_button.pack_forget()


class TaskRunner:
    """Runs one task at a time; results come back on the Tk thread.

    ``after_error()`` runs when a task fails, before the error is shown with
    ``show_error(sentence)``.
    """

    def __init__(self, root, status, show_error, after_error):
        self.root = root
        self.status = status
        self.show_error = show_error
        self.after_error = after_error
        self.task = None
        self.replaces = False
        self._on_done = self._on_cancel = None
        self._poll = None

    def busy(self):
        """True while a task runs or its result is still to be handed over."""
        return self.task is not None or self._poll is not None

    def making_maze(self):
        """True while a task that makes a new maze runs."""
        return self.task is not None and self.replaces

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
        self.task, self.replaces = task, replaces
        self._on_done, self._on_cancel = on_done, on_cancel
        self.status.show_progress(0)
        self.status.set(label + "…")
        task.start()
        self._poll = self.root.after(15, self._check)
        return True

    def _check(self):
        task = self.task
        self._poll = None
        if task is None:
            return
        self.status.show_progress(task.fraction)
        if task.text:
            self.status.set(task.text + "…")
        if not task.done:
            self._poll = self.root.after(40, self._check)
            return
        self.task = None
        self.status.hide_progress()
        if task.cancelled:
            self.status.set(_("Cancelled."))
            return
        if task.error is not None:
            self.after_error()
            if not isinstance(task.error, (ValueError, OSError)):
                sys.stderr.write(task.details)  # a bug: keep the details for a report
            self.show_error(sentence(task.error))
            return
        callback, self._on_done = self._on_done, None
        callback(task.result)

    def cancel(self):
        """The person's Cancel: stop the task and say so."""
        if self.task is None:
            return False
        on_cancel = self._on_cancel
        self.drop()
        self.status.set(_("Cancelled."))
        if on_cancel is not None:
            on_cancel()
        return True

    def drop(self):
        """Stop whatever runs, quietly (a new task replaces it, the window closes)."""
        if self.task is not None:
            self.task.cancel()
            self.task = None
            self.status.hide_progress()
        self._on_done = self._on_cancel = None
        if self._poll is not None:
            self.root.after_cancel(self._poll)
            self._poll = None


class Legend(tk.Canvas):
    """The strip above the maze: colours of an animation, or play's score.

    The strip always keeps its place, empty or not, so the maze below it
    never jumps when an animation starts or ends.  What does not fit its
    width wraps onto more lines (the strip grows) rather than being cut.
    """

    FONT = "TkSmallCaptionFont"

    def __init__(self, master):
        super().__init__(master, height=px(master, 22), highlightthickness=0,
                         background=ttk.Style(master).lookup("TFrame", "background")
                         or "#dcdad5")
        self._shown = ((), None)
        self.bind("<Configure>", lambda e: self._lay_out())

    def show(self, swatches=(), text=None):
        """``swatches``: ``[(colour, label), ...]``; ``text`` after them."""
        self._shown = (tuple(swatches), text)
        self._lay_out()

    def _lay_out(self):
        """Draw the swatches left to right, starting a new line where the next
        one (or the text) would pass the right edge; fit the height to the lines."""
        self.delete("all")
        swatches, text = self._shown
        s = screen_scale(self)
        line = tkfont.nametofont(self.FONT).metrics("linespace")
        step = max(int(round(18 * s)), line + int(round(4 * s)))
        box, left, gap = int(round(12 * s)), int(round(8 * s)), int(round(14 * s))
        width = self.winfo_width() if self.winfo_width() > 1 else self.winfo_reqwidth()
        right = max(left + 1, width - left)
        x, y = left, step // 2 + int(round(2 * s))
        for colour, label in swatches:
            item = self.create_text(x + box + 4 * s, y, text=label, anchor="w", font=self.FONT)
            end = self.bbox(item)[2]
            if x > left and end > right:  # onto the next line
                x, y = left, y + step
                self.coords(item, x + box + 4 * s, y)
                end = self.bbox(item)[2]
            self.create_rectangle(x, y - box // 2, x + box, y + box // 2, fill=colour,
                                  outline="#555555")
            x = end + gap
        if text:
            item = self.create_text(x, y - line // 2, text=text, anchor="nw",
                                    font=self.FONT, tags=("text",))
            if x > left and self.bbox(item)[2] > right:
                x, y = left, y + step
                self.coords(item, x, y - line // 2)
            self.itemconfigure(item, width=right - x)  # a long text wraps at its words
            top, bottom = self.bbox(item)[1::2]
            y += line * (int(round((bottom - top) / float(line))) - 1)
        height = y + step // 2 + int(round(2 * s))
        if height != int(self.cget("height")):
            self.configure(height=height)

    def text(self):
        items = self.find_withtag("text")
        return self.itemcget(items[0], "text") if items else ""
