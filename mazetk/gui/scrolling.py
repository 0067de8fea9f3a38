"""A frame that scrolls when what it holds is taller than it (Tk shell).

Its handlers lay it out for the size it has now, not for the one a queued
``<Configure>`` carried, and change the geometry only when it differs: a
handler that set a size again would ask for another layout pass, and so
another event, without end (issue 21).
"""

import tkinter as tk
from tkinter import ttk

from .closing import bind_class
from .screen import px


class ScrollFrame(ttk.Frame):
    """A frame whose ``inner`` frame scrolls vertically when it is taller than the
    frame: by the scroll bar (shown only when needed), the mouse wheel anywhere
    over it, and by keyboard focus moving to a field out of view.  With
    ``max_share`` it takes no more than that share of the window's width (its
    stretching columns give way), so large text leaves room for the maze."""

    def __init__(self, master, max_share=None, **kw):
        super().__init__(master, **kw)
        self.max_share = max_share
        bg = ttk.Style(self).lookup("TFrame", "background") or "#dcdad5"
        self.canvas = tk.Canvas(self, highlightthickness=0, borderwidth=0, background=bg)
        self.bar = ttk.Scrollbar(self, orient="vertical", command=self.canvas.yview)
        self.canvas.configure(yscrollcommand=self._bar_set)
        self.inner = ttk.Frame(self.canvas)
        self._window = self.canvas.create_window(0, 0, window=self.inner, anchor="nw")
        self.canvas.grid(row=0, column=0, sticky="nsew")
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)
        self.tag = "ScrollFrame%d" % id(self)
        self.inner.bind("<Configure>", self._inner_changed)
        self.canvas.bind("<Configure>", self._outer_changed)
        self._region = None
        bind_class(self, self.tag, [("<MouseWheel>", self._wheel), ("<Button-4>", self._wheel),
                                    ("<Button-5>", self._wheel), ("<FocusIn>", self._focused)])
        self.take(self.canvas)
        if max_share:
            top = self.winfo_toplevel()
            top.bind("<Configure>", lambda e: self._inner_changed() if (
                e.widget is top and self.winfo_exists()) else None, add="+")

    def take(self, widget):
        """Let ``widget`` and everything in it scroll the frame (call after building)."""
        tags = widget.bindtags()
        if self.tag not in tags:
            widget.bindtags((self.tag,) + tuple(tags))
        for child in widget.winfo_children():
            self.take(child)

    def _bar_set(self, first, last):
        wanted = not (float(first) <= 0.0 and float(last) >= 1.0)
        if wanted != bool(self.bar.winfo_manager()):
            self.bar.grid(row=0, column=1, sticky="ns") if wanted else self.bar.grid_remove()
        self.bar.set(first, last)

    def _inner_changed(self, event=None):
        width, top = self.inner.winfo_reqwidth(), self.winfo_toplevel().winfo_width()
        if self.max_share and top > 1:
            width = min(width, int(top * self.max_share))
        region = (0, 0, width, self.inner.winfo_reqheight())
        if region != self._region:
            self._region = region
            self.canvas.configure(width=width, scrollregion=region)

    def _outer_changed(self, event):
        # the width now, not a queued event's: a stale one lays out again
        self.canvas.itemconfigure(self._window, width=self.canvas.winfo_width())

    def scrolls(self):
        """True when the inner frame is taller than what is shown."""
        return self.inner.winfo_reqheight() > self.canvas.winfo_height() + 1

    def _wheel(self, event):
        if not self.scrolls():
            return None
        self.canvas.yview_scroll(-2 if event.num == 4 or wheel_delta(event) > 0 else 2, "units")
        return "break"

    def _focused(self, event):
        """Scroll the field that took the focus into view."""
        widget = event.widget
        if not isinstance(widget, tk.Misc) or widget is self.canvas or not self.scrolls():
            return
        # only a field inside the scrolling part, taking the focus itself: a
        # frame, or a button below the panel (Generate), must not scroll it
        if not str(widget).startswith(str(self.inner) + ".") or isinstance(
                widget, (tk.Frame, ttk.Frame, ttk.LabelFrame, tk.LabelFrame)):
            return
        self.see(widget)

    def see(self, widget):
        """Scroll the least that shows ``widget`` (inside the frame) whole, or
        its top if it is taller than the view."""
        if not self.scrolls():
            return
        top = widget.winfo_rooty() - self.inner.winfo_rooty()
        bottom = top + widget.winfo_height()
        total = max(1, self.inner.winfo_reqheight())
        first, last = (float(v) for v in self.canvas.yview())
        shown_top, shown_bottom = first * total, last * total
        pad = px(self, 8)
        if top - pad < shown_top or bottom - top + 2 * pad > shown_bottom - shown_top:
            self.canvas.yview_moveto(max(0.0, (top - pad) / total))
        elif bottom + pad > shown_bottom:
            self.canvas.yview_moveto(max(0.0, (bottom + pad - (shown_bottom - shown_top))
                                         / total))


def wheel_delta(event):
    """The wheel's delta (0 for X11's Button-4/5 events, which carry none)."""
    try:
        return int(event.delta)
    except (TypeError, ValueError, tk.TclError):
        return 0
