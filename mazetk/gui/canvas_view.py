"""The Canvas: draws Scene records, or a raster of them for very big mazes.

The Tk backend of :mod:`mazetk.scene`, as ``TurtleScreenBase`` is turtle's:
nothing else draws on the Canvas.  Every item carries its layer as a tag
(``walls``, ``solution``, ...), so showing the solution is one
``itemconfigure``, never a redraw.  Items are created in chunks from
``after()``, so drawing a big maze never freezes the window.  Animations,
mask painting and play mode ask its :class:`Overlay` (through
:class:`~mazetk.gui.maze_view.MazeView`) for what they show (``anim_rects``,
``anim_move`` ..., tagged ``anim``; ``draw_walker``, ``show_hint``).
"""

import tkinter as tk
from tkinter import ttk
from types import SimpleNamespace

from ..scene.palette import luminance
from ..scene import LAYERS, Line, Polygon, Polyline, Rect, Text
from .screen import px
from .theme import FOCUS

#: Items created per slice of the event loop (about 40 ms of Tk's time).
CHUNK = 4000
#: Gap around the maze inside the scroll region.
PAD = 8

#: Tags of play mode's items.
PLAY_TAGS = ("trail", "player", "hint")
#: The Canvas around the picture: light grey, or dark grey around a dark maze.
SURROUNDS = ("#dcdcdc", "#34373e")


def dash_pattern(dash):
    """Tk's ``-dash`` for a record's ``dash`` (on/off lengths in the Canvas's
    pixels, or None): whole pixels from 1 to 255, as Tk wants; () for solid."""
    return tuple(max(1, min(255, int(round(length)))) for length in dash or ())


#: The layers drawn as Canvas items over a maze shown as one picture (the
#: way is drawn there, and what lies over it in every export must stay so).
_OVER_PICTURE = ("solution", "markers", "stairs", "title")


class CanvasView(ttk.Frame):
    """The Canvas with its scroll bars; ``canvas`` takes the window's focus."""

    def __init__(self, master, **kw):
        super().__init__(master, **kw)
        self.smooth = False  # the shown scene has sloped walls (round joins)
        self.canvas = tk.Canvas(self, background="#dcdcdc", highlightthickness=px(self, 2),
                                highlightcolor=FOCUS, takefocus=1, width=400, height=300)
        self.xbar = ttk.Scrollbar(self, orient="horizontal", command=self.canvas.xview)
        self.ybar = ttk.Scrollbar(self, orient="vertical", command=self.canvas.yview)
        self.canvas.configure(xscrollcommand=lambda a, b: self._bar(self.xbar, a, b),
                              yscrollcommand=lambda a, b: self._bar(self.ybar, a, b))
        self.canvas.grid(row=0, column=0, sticky="nsew")
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)
        self._pending = None
        self._image = None
        self.scene = None
        self.on_drawn = None
        self.overlay = Overlay(self.canvas)
        self._bind_scrolling()
        self.canvas.bind("<Configure>", self.update_region, add="+")

    def _bar(self, bar, first, last):
        """A scroll bar shows only while the picture is bigger than the view
        without scroll bars (so a bar never keeps itself or the other one on)."""
        if float(first) <= 0.0 and float(last) >= 1.0 or self._room() is not None:
            bar.grid_remove()
        elif bar is self.ybar:
            bar.grid(row=0, column=1, sticky="ns")
        else:
            bar.grid(row=1, column=0, sticky="ew")
        bar.set(first, last)

    def _room(self):
        """The view's size with no scroll bars, when the whole picture fits it."""
        edge = 2 * (int(self.canvas.cget("highlightthickness")) + 1)
        w, h, s = self.winfo_width() - edge, self.winfo_height() - edge, self.scene
        return (w, h) if s is not None and s.width <= w and s.height <= h else None

    def focus(self):
        """The keyboard's focus to the Canvas (play's keys, an animation's Space)."""
        self.canvas.focus_set()

    def focus_target(self):
        """The widget that takes the window's focus for the picture."""
        return self.canvas

    def canvas_point(self, x, y):
        """The Canvas point (the picture's pixels as drawn) under window
        position ``(x, y)``, scrolling taken into account."""
        return self.canvas.canvasx(x), self.canvas.canvasy(y)

    def scrollbars(self):
        """Which scroll bars show: ``(horizontal, vertical)``."""
        return bool(self.xbar.winfo_manager()), bool(self.ybar.winfo_manager())

    # -- drawing ------------------------------------------------------------
    def show(self, scene, image_strips=None, on_drawn=None):
        """Replace what is shown: the scene's items, or the rasterised scene as
        ``image_strips`` (``(y, ppm_bytes)`` pairs) with the vector layers above."""
        self.clear()
        self.scene = scene
        self.smooth = scene.smooth
        c = self.canvas
        self._ground()
        self.on_drawn = on_drawn
        if image_strips is not None:
            self._image = tk.PhotoImage(master=c, width=scene.width, height=scene.height)
            c.create_image(0, 0, image=self._image, anchor="nw", tags=("raster",))
            # the layers the picture leaves out, and the markers again over
            # the way (scene.build puts them last, so the scan is short)
            items = []
            for item in reversed(scene.items):
                if item.layer not in _OVER_PICTURE:
                    break
                items.append(item)
            items.reverse()
            self._put_strips(list(image_strips), 0, items)
            return
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
        self.clear()
        self.scene = SimpleNamespace(width=width, height=height, background=background, items=[])
        self._ground()

    def _ground(self):
        """The picture's background; around a dark one the Canvas is dark too."""
        scene = self.scene
        ground = SURROUNDS[luminance(scene.background) < 0.2]
        self.canvas.configure(background=ground, highlightbackground=ground)
        self.update_region()
        self.canvas.create_rectangle(0, 0, scene.width, scene.height, fill=scene.background,
                                     width=0, tags=("background",))

    def update_region(self, event=None):
        """Scroll region: the scene plus a gap, centred when smaller than the view."""
        if self.scene is None:
            return
        c, (w, h) = self.canvas, (self.scene.width, self.scene.height)
        inset = 2 * (int(c.cget("highlightthickness")) + int(c.cget("borderwidth")))
        vw, vh = self._room() or (max(c.winfo_width() - inset, 1),
                                  max(c.winfo_height() - inset, 1))
        # a picture that fits is centred and never scrolls; a bigger one gets a gap
        extra_x = max(0, (vw - w) // 2 - 1) if w <= vw else PAD
        extra_y = max(0, (vh - h) // 2 - 1) if h <= vh else PAD
        self.canvas.configure(scrollregion=(-extra_x, -extra_y, w + extra_x, h + extra_y))

    def _draw_chunks(self, items, start):
        for item in items[start:start + CHUNK]:
            self.draw_item(item)
        if start + CHUNK < len(items):
            self._pending = self.after(1, self._draw_chunks, items, start + CHUNK)
        else:
            self._pending = None
            self.raise_layer("solution")
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
            # sloped walls join round, as in every export
            cap, join = ("round", "round") if self.smooth else ("projecting", "miter")
            dash = dash_pattern(item.dash)  # a dashed solution
            return c.tk.call(c._w, "create", "line", *points, "-width", item.width,
                             "-fill", item.color, "-capstyle", cap, "-joinstyle", join,
                             "-tags", tags, *(("-dash", dash) if dash else ()))
        if kind is Polygon:
            points = [v for point in item.points for v in point]
            return c.tk.call(c._w, "create", "polygon", *points, "-fill", item.fill,
                             "-width", 0, "-tags", tags)
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
        self.raise_layer(layer)

    def raise_layer(self, layer):
        """``layer`` over the maze, with the layers above it in every export
        (start and goal, stair arrows, title) still over it."""
        above = LAYERS[LAYERS.index(layer) + 1:] if layer in LAYERS else ("markers",)
        for tag in (layer,) + tuple(above):
            self.canvas.tag_raise(tag)

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
        """Width and height (pixels) the canvas can show without scrolling
        (the scroll bars gone: they go when the picture fits that)."""
        self.update_idletasks()
        edge = 2 * (int(self.canvas.cget("highlightthickness")) + 1)  # the focus edge, a pixel
        return max(50, self.winfo_width() - edge), max(50, self.winfo_height() - edge)

    def fits(self):
        """True when the whole picture shown fits the view."""
        w, h = self.visible_size()
        return self.scene is not None and self.scene.width <= w and self.scene.height <= h

    def view_centre(self):
        """Where the middle of the view is, as fractions of the picture."""
        if self.scene is None:
            return None
        c = self.canvas
        x = c.canvasx(c.winfo_width() / 2.0) / max(1, self.scene.width)
        y = c.canvasy(c.winfo_height() / 2.0) / max(1, self.scene.height)
        return x, y

    def picture_point(self, x, y):
        """The point under window position ``(x, y)``, as fractions of the picture."""
        if self.scene is None:
            return None
        c = self.canvas
        return c.canvasx(x) / max(1, self.scene.width), c.canvasy(y) / max(1, self.scene.height)

    def centre(self, point=None, at=None):
        """Scroll so ``point`` (fractions of the picture, from ``view_centre``)
        is in the middle of the view, or under the window position ``at``;
        without one, show the top left."""
        c = self.canvas
        if point is None or self.scene is None:
            c.xview_moveto(0)
            c.yview_moveto(0)
            return
        if at is None:
            at = (c.winfo_width() / 2.0, c.winfo_height() / 2.0)
        left, top, right, bottom = (float(v) for v in c.cget("scrollregion").split())
        for axis, frac, size, low, high, view in (
                ("x", point[0], self.scene.width, left, right, at[0]),
                ("y", point[1], self.scene.height, top, bottom, at[1])):
            target = frac * size - view
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
        self._scroll(-3 if event.delta > 0 else 3, event, horizontal)

    def _scroll(self, units, event=None, horizontal=False):
        (self.canvas.xview_scroll if horizontal else self.canvas.yview_scroll)(units, "units")
        return "break"


class Overlay:
    """What animations, mask painting and play mode show over the maze, on
    the same Canvas: the painter :class:`~mazetk.gui.maze_view.MazeView`
    hands out (``blank``, ``marks``) and draws the walker with.

    Marks are tagged ``anim``; play's items are :data:`PLAY_TAGS`.
    """

    def __init__(self, canvas):
        self.canvas = canvas

    # -- animation items (see mazetk.gui.animation) ---------------------------------
    def _create(self, kind, coords, options, tag):
        """One Canvas item of ``kind`` for each of ``coords``, straight to Tcl
        (tkinter's option handling would cost more than Tk's drawing)."""
        c = self.canvas
        call, w, tags = c.tk.call, c._w, ("anim", tag)
        return [call(w, "create", kind, *xy, *options, "-tags", tags) for xy in coords]

    def anim_rects(self, boxes, fill, tag):
        """Filled rectangles without outline, tagged ``anim`` and ``tag``; their ids."""
        return self._create("rectangle", boxes, ("-fill", fill, "-width", 0), tag)

    def anim_polygons(self, shapes, fill, tag):
        """Filled polygons (flat coordinates) without outline; their ids."""
        return self._create("polygon", shapes, ("-fill", fill, "-width", 0), tag)

    def anim_lines(self, segments, width, colour, visible, tag):
        """Square walls: projecting caps, so they meet in square corners."""
        return self._create("line", segments, (
            "-width", width, "-fill", colour, "-capstyle", "projecting",
            "-state", "normal" if visible else "hidden"), tag)

    def anim_polylines(self, lines, width, colour, visible, tag):
        """Walls of any shape: round caps, so walls meeting at an angle join."""
        return self._create("line", lines, (
            "-width", width, "-fill", colour, "-capstyle", "round", "-joinstyle", "round",
            "-state", "normal" if visible else "hidden"), tag)

    def anim_frame(self, box, width, colour):
        """The border around an animated maze."""
        c = self.canvas
        return c.tk.call(c._w, "create", "rectangle", *box, "-outline", colour, "-width",
                         width, "-tags", ("anim",))

    def anim_marker(self, tag, fill="", outline="", width=0, polygon=False):
        """A hidden rectangle (or polygon) that ``anim_move`` places (current
        cell, chamber)."""
        c = self.canvas
        kind, coords = ("polygon", (0,) * 6) if polygon else ("rectangle", (0,) * 4)
        return c.tk.call(c._w, "create", kind, *coords, "-fill", fill,
                         "-outline", outline, "-width", width, "-state", "hidden",
                         "-tags", ("anim", tag))

    def anim_fill(self, item, colour):
        self.canvas.tk.call(self.canvas._w, "itemconfigure", item, "-fill", colour)

    def anim_show(self, item, visible):
        self.canvas.tk.call(self.canvas._w, "itemconfigure", item, "-state",
                            "normal" if visible else "hidden")

    def anim_move(self, item, box):
        """Put ``item`` on ``box`` (or a polygon's flat coordinates), show it and
        raise it above the rest."""
        c = self.canvas
        c.tk.call(c._w, "coords", item, *box)
        c.tk.call(c._w, "itemconfigure", item, "-state", "normal")
        c.tk.call(c._w, "raise", item)

    def anim_cells_below_walls(self, boxes, fill, tag, polygons=False):
        """Shade cells of the maze shown (boxes, or flat polygons) under its
        markers and walls."""
        c = self.canvas
        below = "walls" if c.find_withtag("walls") else "markers"
        items = (self.anim_polygons if polygons else self.anim_rects)(boxes, fill, tag)
        if c.find_withtag(below):
            for item in items:
                c.tk.call(c._w, "lower", item, below)
        return items

    def clear_anim(self, keep=()):
        """Take the animation's items off (but those tagged one of ``keep``)."""
        c = self.canvas
        for item in c.find_withtag("anim"):
            if not keep or not set(c.gettags(item)) & set(keep):
                c.delete(item)

    # -- play mode items ------------------------------------------------------------
    def draw_walker(self, points, box, size, colours, breaks=()):
        """The trail through ``points`` and the walker as a ring in ``box``,
        so the start and goal squares under it stay visible; ``colours``
        has the ``trail`` and ``walker`` colours (of the maze's palette).
        ``breaks``: the indices of the points where the trail jumps (a stair
        to another floor) and a new line starts."""
        c = self.canvas
        width = max(1, size // 5)
        if not c.find_withtag("player"):
            c.create_line(0, 0, 0, 0, width=width, capstyle="round", joinstyle="round",
                          tags=("trail", "trail-first"))
            c.create_oval(0, 0, 0, 0, fill="", width=max(2, size // 7), tags=("player",))
        c.delete("trail-more")
        cuts = [0] + [i for i in breaks if 0 < i < len(points)] + [len(points)]
        for n, (a, b) in enumerate(zip(cuts, cuts[1:])):
            flat = [v for point in points[a:b] for v in point]
            if len(flat) == 2:
                flat += flat
            if n == 0:
                c.coords("trail-first", *flat)
            else:
                c.create_line(*flat, width=width, capstyle="round", joinstyle="round",
                              tags=("trail", "trail-more"))
        c.itemconfigure("trail", fill=colours["trail"])
        c.itemconfigure("player", outline=colours["walker"])
        c.coords("player", *box)
        c.tag_raise("trail")
        c.tag_raise("player")

    def show_hint(self, box, size, colour):
        c = self.canvas
        c.delete("hint")
        c.create_oval(*box, outline=colour, width=max(2, size // 10), tags=("hint",))

    def clear_hint(self):
        self.canvas.delete("hint")

    def clear_walker(self):
        self.canvas.delete(*PLAY_TAGS)
