"""The status bar at the bottom of the window (Tk shell).

:class:`StatusBar` shows one line (elided in the middle when it does not
fit, the whole of it as a tooltip), a short-lived note such as "Saved
maze.png" (gone after :data:`NOTE_MS` or at the next action), a progress bar
and Cancel.  What runs a task and reports in it is
:class:`~mazetk.gui.tasks.TaskRunner`.
"""

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

from ..i18n import _

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
        if not self.progress.winfo_exists():
            return  # the window closed while a task's last report was on its way
        if not self.progress.winfo_manager():
            self.progress.pack(side="right", padx=4, before=self.note_label)
            self.cancel_button.pack(side="right", before=self.progress)
        self.progress.configure(value=fraction)

    def hide_progress(self):
        self.progress.pack_forget()
        self.cancel_button.pack_forget()
