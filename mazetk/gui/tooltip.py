"""A short explanation that shows while the pointer rests on a widget (Tk shell)."""

import tkinter as tk
from tkinter import ttk

from .screen import px


class Tooltip:
    """A short explanation that shows while the pointer rests on ``widget``."""

    def __init__(self, widget, text):
        self.widget, self.text, self.tip, self._after = widget, text, None, None
        widget.bind("<Enter>", lambda e: self._schedule(), add="+")
        for sequence in ("<Leave>", "<ButtonPress>", "<Destroy>"):
            widget.bind(sequence, lambda e: self.hide(), add="+")

    def _schedule(self):
        self.hide()
        self._after = self.widget.after(600, self.show)

    def show(self):
        self._after = None
        w = self.widget
        self.tip = tip = tk.Toplevel(w)
        tip.wm_overrideredirect(True)
        ttk.Label(tip, text=self.text, relief="solid", padding=4, background="#ffffe0",
                  wraplength=px(w, 280), justify="left").pack()
        tip.wm_geometry("+%d+%d" % (w.winfo_rootx() + px(w, 10),
                                    w.winfo_rooty() + w.winfo_height() + 2))

    def hide(self):
        if self._after is not None:
            self.widget.after_cancel(self._after)
            self._after = None
        if self.tip is not None:
            self.tip.destroy()
            self.tip = None
