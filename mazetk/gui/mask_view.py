"""Masks in the window: the panel's Mask group (Tk shell).

:class:`MaskBox` is the settings panel's Mask group: where the mask comes
from, whether a mask in pieces keeps its largest or has them joined, and
the mask (its code) it makes for the panel's shape and size.  Mask mode,
where the mask is painted, is :mod:`mazetk.gui.mask_mode`.  What they say
is made in :mod:`mazetk.gui.mask_words`.
"""

import os
import tkinter as tk
from tkinter import ttk

from ..masks import mask as masks
from ..i18n import _
from ..studio import MASK_KINDS, Settings, grid_size, remade_mask
from . import mask_words as words
from .screen import px
from .work import sentence


class MaskBox(ttk.LabelFrame):
    """The Mask group.  ``size`` holds the panel's shape, cols and rows
    variables (words and mask files set the size); ``ask_path()`` asks for a
    file, ``on_edit()`` starts mask mode, ``changed()`` follows a new kind."""

    def __init__(self, master, size, ask_path, on_edit, changed):
        super().__init__(master, text=_("Mask"), padding=(px(master, 8), px(master, 2)))
        self.size, self.ask_path, self.changed = size, ask_path, changed
        self.kind = tk.StringVar(self, value="none")
        self.outline = tk.StringVar(self, value="heart")
        self.words = tk.StringVar(self)
        self.threshold = tk.StringVar(self, value="128")
        self.join = tk.BooleanVar(self, value=False)  # a mask in pieces: joined
        self.path, self.problem, self._quiet = "", "", False
        # whether the person typed the columns or rows since the box last set
        # them (a picture then keeps that size), and the values last seen
        self.typed, self._seen = False, self._sizes()
        self.choice = ttk.Combobox(self, state="readonly", values=words.kind_labels(), width=14)
        self.choice.bind("<<ComboboxSelected>>", lambda e: self.kind.set(
            MASK_KINDS[self.choice.current()]))
        cut_to = ttk.Label(self, text=_("Cut to"))
        cut_to.grid(row=0, column=0, sticky="w", padx=(0, px(self, 6)))
        self.choice.grid(row=0, column=1, sticky="ew")
        self.details = {
            "outline": ttk.Combobox(self, state="readonly", width=14, values=[
                words.outline_name(name) for name in masks.OUTLINES]),
            "words": ttk.Entry(self, textvariable=self.words, width=16),
            "file": ttk.Button(self, text=_("Choose a file…"), width=1,  # a long name asks
                               command=lambda: self.open_file(self.ask_path())),  # no room
            "painted": ttk.Button(self, text=_("Edit mask…"), command=on_edit)}
        self.details["outline"].bind("<<ComboboxSelected>>", lambda e: self.outline.set(
            masks.OUTLINES[self.details["outline"].current()]))
        self.threshold_label = ttk.Label(self, text=_("Grey threshold"))
        self.threshold_spin = ttk.Spinbox(self, from_=1, to=255, width=7, textvariable=(
            self.threshold))
        self.pieces_label = ttk.Label(self, text=_("Pieces"))
        # the panel lines their column up
        self.labels = (cut_to, self.threshold_label, self.pieces_label)
        self.pieces_box = ttk.Combobox(self, state="readonly", width=14,
                                       values=words.pieces_labels())
        self.pieces_box.bind("<<ComboboxSelected>>", lambda e: self.join.set(
            self.pieces_box.current() == 1))
        self.summary, self.error = (ttk.Label(self, text="", style=style, justify="left",
                                              wraplength=px(self, 230))
                                    for style in ("Hint.TLabel", "Error.TLabel"))
        self.summary.grid(row=4, column=0, columnspan=2, sticky="w")
        self.error.grid(row=5, column=0, columnspan=2, sticky="w")
        self.columnconfigure(1, weight=1)
        self.kind.trace_add("write", lambda *a: self._chosen())
        for var in (self.outline, self.threshold, self.join):
            var.trace_add("write", lambda *a: self.remake())
        self.words.trace_add("write", lambda *a: self.remake(own_size=True))
        for var in size:
            var.trace_add("write", lambda *a: self._size_changed())
        for var in size[1:]:
            var.trace_add("write", lambda *a: self._typed())
        self._made("", None)

    # -- what the panel reads and sets ---------------------------------------------
    def fields(self):
        """The Settings fields of the mask."""
        return dict(mask=self.code, mask_kind=self.kind.get(), threshold=self.threshold.get(),
                    mask_source={"outline": self.outline.get(), "words": self.words.get(),
                                 "file": self.path}.get(self.kind.get(), ""),
                    mask_join=self.join.get())

    def set(self, settings):
        """Show the mask of (validated) ``settings``; nothing is made again."""
        kind, source = settings.mask_kind, settings.mask_source
        self._quiet = True  # the size fields are set, but nothing is made again
        for var, value in zip(self.size, (settings.shape, settings.cols, settings.rows)):
            var.set(str(value))
        if kind == "outline" and source in masks.OUTLINES:
            self.outline.set(source)
        elif kind == "words":
            self.words.set(source)
        self.threshold.set(str(settings.threshold))
        self.join.set(bool(settings.mask_join))
        self.typed, self._seen = False, self._sizes()
        self._quiet = False
        self.restore((kind, source if kind == "file" else "", settings.mask,
                      (settings.shape, settings.cols, settings.rows), ""))

    def state(self):
        """Everything the box holds, for :meth:`restore` (mask mode's undo)."""
        return (self.kind.get(), self.path, self.code, self.made_for, self.problem)

    def restore(self, state):
        kind, self.path, code, made_for, self.problem = state
        self._quiet = True
        self.kind.set(kind)
        self._quiet = False
        self._made(code, made_for)

    def paint(self, mask):
        """Mask mode's mask: the box holds it as painted (its pieces joined
        if the box says so)."""
        self.restore(("painted", "", masks.encode(mask), (mask.shape, mask.cols, mask.rows), ""))
        self.remake()

    def current(self):
        """The mask (all of it, not only its largest piece) for the size shown,
        all cells on where the box holds none for it; None for a bad size."""
        wanted = grid_size(*(v.get() for v in self.size))
        if wanted is None:
            return None
        if self.code and self.made_for == wanted:
            return masks.decode(*(wanted + (self.code,)))
        return masks.Mask(*wanted)

    def open_file(self, path):
        """Use the file at ``path`` (Choose a file…, File > Open mask…)."""
        if path:
            self.path = path
            self.kind.set("file")  # made again even when it was a file already

    # -- making the mask -----------------------------------------------------------
    def _sizes(self):
        return tuple(var.get() for var in self.size[1:])

    def _typed(self):
        """A size field was written: by the person, unless the box did it."""
        if not self._quiet and self._sizes() != self._seen:
            self.typed = True
        self._seen = self._sizes()

    def _chosen(self):
        if not self._quiet:
            self.remake(own_size=True)
            self.changed()

    def _size_changed(self):
        """A new shape or size: the mask is made again for it (words and a mask
        text file take their own size on a new shape)."""
        wanted = grid_size(*(v.get() for v in self.size))
        if not self._quiet and wanted is not None and wanted != self.made_for:
            self.remake(own_size=self.made_for is None or wanted[0] != self.made_for[0])

    def remake(self, own_size=False):
        """Make the mask of the choice for the panel's shape and size (words and
        mask text files at their own size, which the size fields then show)."""
        if self._quiet:
            return
        kind = self.kind.get()
        wanted = grid_size(*(v.get() for v in self.size))
        source = {"outline": self.outline.get(), "words": self.words.get()}.get(kind, self.path)
        if self.typed and kind == "file" and not self.path.lower().endswith(".txt"):
            own_size = False  # a picture on the size the person typed
        code, made, self.problem = remade_mask(kind, source, self.threshold.get(), wanted,
                                               self.code, self.made_for, own_size,
                                               self.join.get())
        if made is not None and wanted is not None and made != wanted and not self.problem:
            self._quiet = True
            for var, value in zip(self.size, made):
                var.set(str(value))
            self.typed, self._seen = False, self._sizes()
            self._quiet = False
        self._made(code, made)

    def _made(self, code, made_for):
        """Hold ``code`` (made for ``made_for``) and show what it is."""
        self.code, self.made_for = code, made_for
        kind = self.kind.get()
        self.choice.set(words.kind_labels()[MASK_KINDS.index(kind)])
        self.details["outline"].set(words.outline_name(self.outline.get()))
        for name, widget in self.details.items():
            if name == kind:
                widget.grid(row=1, column=1, sticky="ew", pady=(px(self, 2), 0))
            else:
                widget.grid_remove()
        picture = kind == "file" and self.path and not self.path.lower().endswith(".txt")
        for widget, column in ((self.threshold_label, 0), (self.threshold_spin, 1)):
            if picture:
                widget.grid(row=2, column=column, sticky="ew", pady=(px(self, 2), 0))
            else:
                widget.grid_remove()
        self.details["file"].configure(text=os.path.basename(self.path) or _("Choose a file…"))
        self.pieces_box.set(words.pieces_labels()[int(self.join.get())])
        for widget, column in ((self.pieces_label, 0), (self.pieces_box, 1)):
            if kind != "none":
                widget.grid(row=3, column=column, sticky="ew", pady=(px(self, 2), 0))
            else:
                widget.grid_remove()
        pieces = None
        if code and made_for is not None:
            try:
                pieces = Settings(shape=made_for[0], cols=made_for[1], rows=made_for[2],
                                  mask=code).mask_pieces()
            except ValueError as exc:  # every cell painted away: said, as for a file
                self.problem = self.problem or sentence(exc)
        self.error.configure(text=self.problem)
        self.summary.configure(text=words.pieces_words(pieces) if pieces else "")
        for label in (self.summary, self.error):  # an empty line takes no room
            (label.grid if label.cget("text") else label.grid_remove)()
