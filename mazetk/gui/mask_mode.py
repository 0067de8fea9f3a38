"""Mask mode in the window (Tk shell): the mask painted on the Canvas.

:class:`MaskEditor` is mask mode: the panel's full grid on the Canvas, cut
cells shaded; the left button cuts cells, the right one (or Shift) brings
them back; Ctrl+Z undoes whole strokes; Done makes the maze.  Every shape
is hit-tested and drawn from its grid (``cell_at``, ``polygon``), on a
blank picture the maze view gives it; the view hands it the mouse buttons
while it is on.  It paints the mask of the panel's
:class:`~mazetk.gui.mask_view.MaskBox`; what it says is made in
:mod:`mazetk.gui.mask_words`.
"""

import os
import tkinter as tk
from tkinter import filedialog, ttk

from ..files.savefile import write_replace
from ..i18n import _
from ..scene.sloped import ShapeLayout
from ..scene import picture_size
from ..studio import MaskPainting, Settings
from . import mask_words as words
from .screen import px
from .work import sentence

BRUSHES = ("1", "3", "5")
ON, OFF, LINES = "#ffffff", "#8e8e8e", "#c4c4c4"


class MaskEditor:
    """Mask mode.  ``mask_box`` is the panel's :class:`MaskBox`; ``dialogs``
    the window's; ``before_start()`` stops what else draws; ``done()`` makes
    the maze; ``changed()`` tells the window what can be done has changed.
    ``painting`` (a :class:`~mazetk.studio.MaskPainting`) is on while it is."""

    def __init__(self, root, view, legend, status, runner, mask_box, dialogs):
        self.root, self.view, self.legend, self.status = root, view, legend, status
        self.runner, self.box, self.dialogs = runner, mask_box, dialogs
        self.var = tk.BooleanVar(root, value=False)
        self.brush = tk.StringVar(root, value="1")
        self.painting, self.items, self.first_state = None, [], None
        self.painter = None  # what draws the cells while painting (the view's)
        self.before_start = self.done = self.changed = lambda: None

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
        self.bar.reflow()
        self.bar.reflow_later()  # once Tk knows the tools' size: no update_idletasks here

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
        self.view.set_pointer(self)
        self.var.set(True)
        on, off, line = words.legend()
        self.legend.show([(ON, on), (OFF, off)], line)
        self._tell()
        self.view.focus()
        self.changed()

    def _draw(self, mask):
        """The full grid on the Canvas, as large as fits; its layout."""
        grid = mask.grid()
        width, height = self.view.visible_size()
        cell = 64
        while cell > 2 and any(a > b for a, b in zip(
                picture_size(grid, Settings(cell=cell).style()), (width, height))):
            cell -= 1 if cell < 12 else cell // 8
        layout = ShapeLayout(grid, Settings(cell=cell).style())
        p = self.painter = self.view.blank(*picture_size(grid, layout.style),
                                           background=layout.style.background)
        shapes = [layout.cell_shape(c) for c in range(grid.n)]
        self.items = p.anim_polygons(shapes, ON, "mask-cell")
        p.anim_polylines([s + s[:2] for s in shapes], 1, LINES, True, "mask-grid")
        for c in range(grid.n):
            if not mask.on[c]:
                p.anim_fill(self.items[c], OFF)
        return layout

    def stop(self):
        """Leave mask mode; whoever called draws next (the painted mask stays)."""
        if self.painting is None:
            return
        self.painting, self.items, self.painter = None, [], None
        self.view.drop_pointer(self)
        self.var.set(False)
        self._show_tools(False)
        self.view.clear_marks()
        self.legend.show()
        self.changed()

    def leave(self):
        """Edit mask switched off: the maze comes back."""
        self.stop()
        self.view.clear()
        self.view.redraw()  # if there is a maze

    def finish(self):
        """Done: the maze of the painted mask."""
        if self.active():
            self.stop()
            self.done()

    # -- painting (the view hands mask mode the mouse buttons while it is on) ---------
    def press(self, event, button):
        """The left button cuts cells, the right one (or Shift) brings them back."""
        if not self.active():
            return None
        value = 1 if event.state & 1 or button == 3 else 0
        self._show(self.painting.begin(value, self._point(event), int(self.brush.get())))
        return "break"

    def drag(self, event, button):
        if not self.active():
            return None
        self._show(self.painting.drag(self._point(event), int(self.brush.get())))
        return "break"

    def release(self, event, button):
        if not self.active():
            return None
        if self.painting.end():
            self.box.paint(self.painting.mask)
            self._tell()
            self.changed()
        return "break"

    def _point(self, event):
        return self.view.point_at(event.x, event.y)

    def _show(self, cells):
        on, fill = self.painting.mask.on, self.painter.anim_fill
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
