"""The Canvas: draws Scene records, or a raster of them for very big mazes.

This is the Tk backend of :mod:`mazetk.scene`, the way ``TurtleScreenBase``
is turtle's: nothing else draws on the Canvas.  Every item carries its
layer as a tag (``walls``, ``solution``, ...), so showing the solution is
one ``itemconfigure`` and never a redraw.  Items are created in chunks from
``after()``, so drawing a big maze never freezes the window.
"""

import tkinter as tk
from tkinter import ttk

from ..scene import Line, Polyline, Rect, Text

#: Items created per slice of the event loop (about 40 ms of Tk's time).
CHUNK = 4000
#: Gap around the maze inside the scroll region.
PAD = 8


class CanvasView(ttk.Frame):
    def __init__(self, master, **kw):
        super().__init__(master, **kw)
        self.canvas = tk.Canvas(self, background="#dcdcdc", highlightthickness=1,
                                highlightcolor="#4a90d9", takefocus=1, width=720, height=540)
        xbar = ttk.Scrollbar(self, orient="horizontal", command=self.canvas.xview)
        ybar = ttk.Scrollbar(self, orient="vertical", command=self.canvas.yview)
        self.canvas.configure(xscrollcommand=xbar.set, yscrollcommand=ybar.set)
        self.canvas.grid(row=0, column=0, sticky="nsew")
        ybar.grid(row=0, column=1, sticky="ns")
        xbar.grid(row=1, column=0, sticky="ew")
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)
        self._pending = None
        self._image = None
        self.scene = None
        self.on_drawn = None
        self._bind_scrolling()
        self.canvas.bind("<Configure>", self.update_region, add="+")

    # -- drawing ------------------------------------------------------------
    def show(self, scene, image_strips=None, on_drawn=None):
        """Replace what is shown: the scene's items, or the rasterised scene as
        ``image_strips`` (``(y, ppm_bytes)`` pairs) with the vector layers above."""
        self.clear()
        self.scene = scene
        c = self.canvas
        self.update_region()
        c.create_rectangle(0, 0, scene.width, scene.height, fill=scene.background, width=0,
                           tags=("background",))
        if image_strips is not None:
            self._image = tk.PhotoImage(master=c, width=scene.width, height=scene.height)
            c.create_image(0, 0, image=self._image, anchor="nw", tags=("raster",))
            # only the layers the picture leaves out (scene.build puts the
            # solution and the title last, so the scan is short)
            items = []
            for item in reversed(scene.items):
                if item.layer not in ("solution", "title"):
                    break
                items.append(item)
            items.reverse()
            self.on_drawn = on_drawn
            self._put_strips(list(image_strips), 0, items)
            return
        self.on_drawn = on_drawn
        self._draw_chunks(scene.items, 0)

    def _put_strips(self, strips, index, items):
        """Copy the picture into the PhotoImage a strip per event-loop turn."""
        for y, data in strips[index:index + 2]:
            self._image.tk.call(self._image.name, "put", data, "-format", "ppm", "-to", 0, y)
        if index + 2 < len(strips):
            self._pending = self.after(1, self._put_strips, strips, index + 2, items)
        else:
            self._pending = None
            self._draw_chunks(items, 0)

    def prepare(self, width, height, background):
        """An empty picture of the given size (an animation fills it in)."""
        from types import SimpleNamespace
        self.clear()
        self.scene = SimpleNamespace(width=width, height=height, background=background,
                                     items=[])
        self.update_region()
        self.canvas.create_rectangle(0, 0, width, height, fill=background, width=0,
                                     tags=("background",))

    def update_region(self, event=None):
        """Scroll region: the scene plus a gap, centred when smaller than the view."""
        if self.scene is None:
            return
        w, h = self.scene.width, self.scene.height
        vw = max(self.canvas.winfo_width(), 1)
        vh = max(self.canvas.winfo_height(), 1)
        extra_x = max(PAD, (vw - w) / 2.0)
        extra_y = max(PAD, (vh - h) / 2.0)
        self.canvas.configure(scrollregion=(-extra_x, -extra_y, w + extra_x, h + extra_y))

    def _draw_chunks(self, items, start):
        for item in items[start:start + CHUNK]:
            self.draw_item(item)
        if start + CHUNK < len(items):
            self._pending = self.after(1, self._draw_chunks, items, start + CHUNK)
        else:
            self._pending = None
            self.canvas.tag_raise("solution")
            if self.on_drawn:
                callback, self.on_drawn = self.on_drawn, None
                callback()

    def draw_item(self, item, extra_tags=()):
        """Create the Canvas item of one record; returns its id.

        Lines and rectangles, the bulk of a maze, go straight to Tcl: tkinter's
        option handling would cost more than Tk's own drawing.
        """
        c = self.canvas
        tags = (item.layer,) + tuple(extra_tags)
        kind = type(item)
        if kind is Line:
            return c.tk.call(c._w, "create", "line", item.x0, item.y0, item.x1, item.y1,
                             "-width", item.width, "-fill", item.color,
                             "-capstyle", "projecting", "-tags", tags)
        if kind is Rect:
            return c.tk.call(c._w, "create", "rectangle", item.x0, item.y0, item.x1, item.y1,
                             "-fill", item.fill, "-width", 0, "-tags", tags)
        if kind is Polyline:
            points = [v for point in item.points for v in point]
            if len(points) == 2:
                points += points
            return c.create_line(*points, width=item.width, fill=item.color,
                                 capstyle="projecting", joinstyle="miter", tags=tags)
        if kind is Text:
            return c.create_text(item.x, item.y, text=item.text, fill=item.color,
                                 font=("Helvetica", -int(item.size)), tags=tags)
        return None

    def busy(self):
        """True while items are still being created."""
        return self._pending is not None

    def set_layer(self, layer, records, visible=True):
        """Replace every item of ``layer`` by ``records``."""
        self.canvas.delete(layer)
        for item in records:
            self.draw_item(item)
        self.show_layer(layer, visible)
        self.canvas.tag_raise(layer)

    def show_layer(self, layer, visible):
        self.canvas.itemconfigure(layer, state="normal" if visible else "hidden")

    def clear(self):
        if self._pending is not None:
            self.after_cancel(self._pending)
            self._pending = None
        self.canvas.delete("all")
        self._image = None
        self.scene = None

    def visible_size(self):
        """Width and height (pixels) the canvas can show without scrolling."""
        self.canvas.update_idletasks()
        return max(50, self.canvas.winfo_width() - 4), max(50, self.canvas.winfo_height() - 4)

    def view_centre(self):
        """Where the middle of the view is, as fractions of the picture."""
        if self.scene is None:
            return None
        c = self.canvas
        x = c.canvasx(c.winfo_width() / 2.0) / max(1, self.scene.width)
        y = c.canvasy(c.winfo_height() / 2.0) / max(1, self.scene.height)
        return x, y

    def centre(self, point=None):
        """Scroll so ``point`` (fractions of the picture, from ``view_centre``)
        is in the middle of the view; without one, show the top left."""
        c = self.canvas
        if point is None or self.scene is None:
            c.xview_moveto(0)
            c.yview_moveto(0)
            return
        left, top, right, bottom = (float(v) for v in c.cget("scrollregion").split())
        for axis, frac, size, low, high, view in (
                ("x", point[0], self.scene.width, left, right, c.winfo_width()),
                ("y", point[1], self.scene.height, top, bottom, c.winfo_height())):
            target = frac * size - view / 2.0
            move = (target - low) / max(1.0, high - low)
            (c.xview_moveto if axis == "x" else c.yview_moveto)(max(0.0, min(1.0, move)))

    # -- scrolling ------------------------------------------------------------
    def _bind_scrolling(self):
        c = self.canvas
        c.bind("<MouseWheel>", self._wheel)
        c.bind("<Shift-MouseWheel>", lambda e: self._wheel(e, horizontal=True))
        c.bind("<Button-4>", lambda e: self._scroll(-3, e))
        c.bind("<Button-5>", lambda e: self._scroll(3, e))
        c.bind("<Shift-Button-4>", lambda e: self._scroll(-3, e, True))
        c.bind("<Shift-Button-5>", lambda e: self._scroll(3, e, True))
        c.bind("<ButtonPress-2>", lambda e: c.scan_mark(e.x, e.y))
        c.bind("<B2-Motion>", lambda e: c.scan_dragto(e.x, e.y, gain=1))

    def _wheel(self, event, horizontal=False):
        units = -1 if event.delta > 0 else 1
        self._scroll(units * 3, event, horizontal)

    def _scroll(self, units, event=None, horizontal=False):
        if horizontal:
            self.canvas.xview_scroll(units, "units")
        else:
            self.canvas.yview_scroll(units, "units")
        return "break"
