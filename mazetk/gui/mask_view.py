"""Masks in the window: the panel's Mask group and mask mode (Tk shell).

:class:`MaskBox` is the settings panel's Mask group: where the mask comes
from and the mask (its code) it makes for the panel's shape and size.
:class:`MaskEditor` is mask mode: the panel's full grid on the Canvas, cut
cells shaded; the left button cuts cells, the right one (or Shift) brings
them back; Ctrl+Z undoes whole strokes; Done makes the maze.  Every shape
is hit-tested and drawn from its grid (``cell_at``, ``polygon``).  What
they say is made in :mod:`mazetk.gui.mask_words`.
"""

import os
import tkinter as tk
from tkinter import filedialog, ttk

from .. import mask as masks
from ..export.savefile import write_replace
from ..i18n import _
from ..polyscene import ShapeLayout
from ..scene import picture_size
from ..settings import MASK_KINDS, MaskPainting, Settings, grid_size, remade_mask
from . import mask_words as words
from .layout import px
from .work import sentence

BRUSHES = ("1", "3", "5")
ON, OFF, LINES = "#ffffff", "#8e8e8e", "#c4c4c4"


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
        self.path, self.problem, self._quiet = "", "", False
        self.choice = ttk.Combobox(self, state="readonly", values=words.kind_labels(), width=14)
        self.choice.bind("<<ComboboxSelected>>", lambda e: self.kind.set(
            MASK_KINDS[self.choice.current()]))
        ttk.Label(self, text=_("Cut to")).grid(row=0, column=0, sticky="w",
                                               padx=(0, px(self, 6)))
        self.choice.grid(row=0, column=1, sticky="ew")
        self.details = {
            "outline": ttk.Combobox(self, state="readonly", width=14, values=[
                words.outline_name(name) for name in masks.OUTLINES]),
            "words": ttk.Entry(self, textvariable=self.words, width=16),
            "file": ttk.Button(self, text=_("Choose a file…"),
                               command=lambda: self.open_file(self.ask_path())),
            "painted": ttk.Button(self, text=_("Edit mask…"), command=on_edit)}
        self.details["outline"].bind("<<ComboboxSelected>>", lambda e: self.outline.set(
            masks.OUTLINES[self.details["outline"].current()]))
        self.threshold_label = ttk.Label(self, text=_("Threshold"))
        self.threshold_spin = ttk.Spinbox(self, from_=1, to=255, width=7, textvariable=(
            self.threshold))
        self.summary, self.error = (ttk.Label(self, text="", style=style, justify="left",
                                              wraplength=px(self, 230))
                                    for style in ("Hint.TLabel", "Error.TLabel"))
        self.summary.grid(row=3, column=0, columnspan=2, sticky="w")
        self.error.grid(row=4, column=0, columnspan=2, sticky="w")
        self.columnconfigure(1, weight=1)
        self.kind.trace_add("write", lambda *a: self._chosen())
        for var in (self.outline, self.threshold):
            var.trace_add("write", lambda *a: self.remake())
        self.words.trace_add("write", lambda *a: self.remake(own_size=True))
        for var in size:
            var.trace_add("write", lambda *a: self._size_changed())
        self._made("", None)

    # -- what the panel reads and sets ---------------------------------------------
    def fields(self):
        """The Settings fields of the mask."""
        return dict(mask=self.code, mask_kind=self.kind.get(), threshold=self.threshold.get(),
                    mask_source={"outline": self.outline.get(), "words": self.words.get(),
                                 "file": self.path}.get(self.kind.get(), ""))

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
        """Mask mode's mask: the box holds it as painted."""
        self.restore(("painted", "", masks.encode(mask), (mask.shape, mask.cols, mask.rows), ""))

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
        code, made, self.problem = remade_mask(kind, source, self.threshold.get(), wanted,
                                               self.code, self.made_for, own_size)
        if made is not None and wanted is not None and made != wanted and not self.problem:
            self._quiet = True
            for var, value in zip(self.size, made):
                var.set(str(value))
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
                widget.grid(row=1, column=0, columnspan=2, sticky="ew", pady=(px(self, 2), 0))
            else:
                widget.grid_remove()
        picture = kind == "file" and self.path and not self.path.lower().endswith(".txt")
        for widget, column in ((self.threshold_label, 0), (self.threshold_spin, 1)):
            if picture:
                widget.grid(row=2, column=column, sticky="w", pady=(px(self, 2), 0))
            else:
                widget.grid_remove()
        self.details["file"].configure(text=os.path.basename(self.path) or _("Choose a file…"))
        pieces = None
        if code and made_for is not None:
            try:
                pieces = Settings(shape=made_for[0], cols=made_for[1], rows=made_for[2],
                                  mask=code).mask_pieces()
            except ValueError as exc:  # every cell painted away: said, as for a file
                self.problem = self.problem or sentence(exc)
        self.error.configure(text=self.problem)
        self.summary.configure(text=words.pieces_words(*pieces) if pieces else "")


class MaskEditor:
    """Mask mode.  ``mask_box`` is the panel's :class:`MaskBox`; ``dialogs``
    the window's; ``before_start()`` stops what else draws; ``done()`` makes
    the maze; ``changed()`` tells the window what can be done has changed.
    ``painting`` (a :class:`~mazetk.settings.MaskPainting`) is on while it is."""

    def __init__(self, root, view, legend, status, runner, mask_box, dialogs):
        self.root, self.view, self.legend, self.status = root, view, legend, status
        self.runner, self.box, self.dialogs = runner, mask_box, dialogs
        self.var = tk.BooleanVar(root, value=False)
        self.brush = tk.StringVar(root, value="1")
        self.painting, self.items, self.first_state = None, [], None
        self.before_start = self.done = self.changed = lambda: None
        canvas = view.canvas_view.canvas
        for sequence, value in (("<ButtonPress-1>", 0), ("<ButtonPress-3>", 1)):
            canvas.bind(sequence, lambda e, v=value: self._press(e, v), add="+")
        for sequence in ("<B1-Motion>", "<B3-Motion>"):
            canvas.bind(sequence, self._drag, add="+")
        for sequence in ("<ButtonRelease-1>", "<ButtonRelease-3>"):
            canvas.bind(sequence, self._release, add="+")

    def make_controls(self, bar):
        """Edit mask in the toolbar ``bar``; beside it, only in mask mode (the
        bar keeps its rows), the brush, Undo and Done."""
        self.bar, group = bar, bar.group()
        self.check = ttk.Checkbutton(group, text=_("Edit mask"), variable=self.var,
                                     command=self.switched, style="Toolbutton")
        self.check.pack(side="left")
        self.tools = ttk.Frame(group)
        ttk.Label(self.tools, text=_("Brush")).pack(side="left", padx=(px(group, 4), 2))
        self.brush_box = ttk.Combobox(self.tools, textvariable=self.brush, values=BRUSHES,
                                      state="readonly", width=2)
        self.brush_box.pack(side="left")
        self.undo_button = ttk.Button(self.tools, text=_("Undo"), width=5, command=self.undo,
                                      style="Toolbutton")
        self.undo_button.pack(side="left")
        self.done_button = ttk.Button(self.tools, text=_("Done"), width=5, command=self.finish,
                                      style="Toolbutton")
        self.done_button.pack(side="left")

    def update_buttons(self):
        self.undo_button.configure(state="normal" if self.can_undo() else "disabled")

    def _show_tools(self, on):
        if on:
            self.tools.pack(side="left")
        else:
            self.tools.pack_forget()
        self.tools.update_idletasks()
        self.bar.reflow()

    def active(self):
        return self.painting is not None

    def can_undo(self):
        return self.active() and bool(self.painting.strokes)

    # -- on and off ----------------------------------------------------------------
    def switched(self):
        """The Edit mask switch (toolbar, menu, Ctrl+M): follow it."""
        if self.var.get():
            self.start()
        else:
            self.leave()

    def start(self):
        if self.active():
            return
        mask = self.box.current()
        problem = words.why_not(mask, self.runner.busy())
        if problem:
            self.var.set(False)
            self.status.set(problem)
            return
        self.before_start()
        self.view.cancel_refit()
        self.view.forget()
        self._show_tools(True)  # before the grid is fitted to what the Canvas has left
        self.first_state = self.box.state()
        self.painting = MaskPainting(mask, self._draw(mask))
        self.var.set(True)
        on, off, line = words.legend()
        self.legend.show([(ON, on), (OFF, off)], line)
        self._tell()
        self.view.canvas_view.canvas.focus_set()
        self.changed()

    def _draw(self, mask):
        """The full grid on the Canvas, as large as fits; its layout."""
        grid = mask.grid()
        cv = self.view.canvas_view
        width, height = cv.visible_size()
        cell = 64
        while cell > 2 and any(a > b for a, b in zip(
                picture_size(grid, Settings(cell=cell).style()), (width, height))):
            cell -= 1 if cell < 12 else cell // 8
        layout = ShapeLayout(grid, Settings(cell=cell).style())
        cv.prepare(*picture_size(grid, layout.style), background=layout.style.background)
        shapes = [layout.cell_shape(c) for c in range(grid.n)]
        self.items = cv.overlay.anim_polygons(shapes, ON, "mask-cell")
        cv.overlay.anim_polylines([s + s[:2] for s in shapes], 1, LINES, True, "mask-grid")
        for c in range(grid.n):
            if not mask.on[c]:
                cv.overlay.anim_fill(self.items[c], OFF)
        return layout

    def stop(self):
        """Leave mask mode; whoever called draws next (the painted mask stays)."""
        if self.painting is None:
            return
        self.painting, self.items = None, []
        self.var.set(False)
        self._show_tools(False)
        self.view.canvas_view.overlay.clear_anim()
        self.legend.show()
        self.changed()

    def leave(self):
        """Edit mask switched off: the maze comes back."""
        self.stop()
        self.view.canvas_view.clear()
        self.view.redraw()  # if there is a maze

    def finish(self):
        """Done: the maze of the painted mask."""
        if self.active():
            self.stop()
            self.done()

    # -- painting ------------------------------------------------------------------
    def _press(self, event, value):
        if not self.active():
            return None
        value = 1 if event.state & 1 else value  # Shift brings cells back
        self._show(self.painting.begin(value, self._point(event), int(self.brush.get())))
        return "break"

    def _drag(self, event):
        if not self.active():
            return None
        self._show(self.painting.drag(self._point(event), int(self.brush.get())))
        return "break"

    def _release(self, event):
        if not self.active():
            return None
        if self.painting.end():
            self.box.paint(self.painting.mask)
            self._tell()
            self.changed()
        return "break"

    def _point(self, event):
        c = self.view.canvas_view.canvas
        return c.canvasx(event.x), c.canvasy(event.y)

    def _show(self, cells):
        on, fill = self.painting.mask.on, self.view.canvas_view.overlay.anim_fill
        for c in cells:
            fill(self.items[c], ON if on[c] else OFF)

    def undo(self):
        """Take back the last stroke (Ctrl+Z); with none left, the mask as it was."""
        if not self.can_undo():
            return
        self._show(self.painting.undo())
        if self.painting.strokes:
            self.box.paint(self.painting.mask)
        else:
            self.box.restore(self.first_state)
        self._tell()
        self.changed()

    def _tell(self):
        self.status.set(words.painted(self.painting.mask))

    # -- files -----------------------------------------------------------------------
    def ask_open_path(self):
        return filedialog.askopenfilename(
            parent=self.root, title=_("Open mask"), filetypes=words.file_types(
                words.MASK_TYPES), initialdir=self.dialogs.folder() or os.getcwd())

    def ask_save_path(self, initialfile):
        return filedialog.asksaveasfilename(
            parent=self.root, title=_("Save mask"), defaultextension=".mask.txt",
            filetypes=words.file_types(words.SAVE_TYPES), initialfile=initialfile,
            initialdir=self.dialogs.folder() or os.getcwd())

    def open_mask(self):
        """File > Open mask…: the panel's mask from a picture or a mask file."""
        path = self.ask_open_path()
        if path:
            if self.active():
                self.leave()
            self.box.open_file(path)

    def save_mask(self):
        """File > Save mask…: the mask shown (painted, or as the panel made it)."""
        mask = self.painting.mask if self.active() else self.box.current()
        if mask is None:
            self.dialogs.show_error(_("There is no mask to save: the shape or size in the "
                                      "panel is not a good one."))
            return
        path = self.ask_save_path(words.file_name(mask))
        if not path:
            return
        try:
            write_replace(path, mask.to_text().encode("ascii"))
        except OSError as exc:
            self.dialogs.show_error(sentence(exc))
            return
        self.status.set(_("Saved the mask as %s") % os.path.basename(path))
