"""The maze on the Canvas: fit, zoom, redraw, the solution layer, and what
the window's modes show over it (Tk shell).

:class:`MazeView` decides what :class:`~mazetk.gui.canvas_view.CanvasView`
shows (which cell size, which layers) and prepares big pictures in a task.
``on_shown`` runs after each new picture (play draws its walker again);
``before_redraw`` runs before one is made (an animation stops);
``status_words()`` may say something in place of the maze's summary (play's
result after the goal).

The parts that show something over the maze (animations, mask painting,
play) ask the view, never the Canvas: a painter for their marks
(:meth:`MazeView.blank`, :meth:`MazeView.marks`), the walker and a hint
drawn at cells, the cell under a window point.  The view binds the mouse
buttons once and hands each press, drag and release to the mode that holds
the pointer (:meth:`MazeView.set_pointer`), so no part binds the Canvas and
the order the parts are made in does not matter.
"""

from functools import lru_cache
from types import SimpleNamespace

from .. import scene
from ..i18n import _
from .tasks import Task
from ..export.display import IMAGE_CELLS, Shrunk, prepare_view, scaled, window_style

#: The largest picture (pixels) the window will build for a zoom level.
MAX_PIXELS = 40000000
MIN_CELL, MAX_CELL = 2, 64
ZOOM_STEP = 1.25
#: The most a picture is scaled down (a power of two): 2 px / 64 per cell.
MAX_SHRINK = 64
#: The walker's ring and a hint's ring: their radius, in cells.
WALKER_RADIUS, HINT_RADIUS = 0.36, 0.22


class MazeView:
    """What the Canvas shows of ``doc``; big work goes through ``runner``."""

    def __init__(self, canvas_view, doc, runner, status, mod="Control"):
        self.canvas_view = canvas_view
        self.doc, self.runner, self.status = doc, runner, status
        self.cell = None  # pixels a cell in the picture made
        self.shrink = 1  # ... which is shown this many times smaller (a power of two)
        self.zoomed = False  # the person chose the zoom: resizing leaves it alone
        self.key = None  # (cell, shrink) + looks(settings) of the picture shown
        self.solution_key = None  # (solver, solution style) + key of the solution layer
        self.on_shown = lambda: None
        self.before_redraw = lambda: None
        self.status_words = lambda: None
        self._refit_on_map = False
        c = canvas_view.canvas
        c.bind("<Configure>", self._configured, add="+")
        self._refit = None
        c.bind("<Destroy>", lambda e: self.cancel_refit(), add="+")
        c.bind("<%s-MouseWheel>" % mod, lambda e: self.zoom_in(e) if e.delta > 0
               else self.zoom_out(e))
        c.bind("<%s-Button-4>" % mod, lambda e: self.zoom_in(e))
        c.bind("<%s-Button-5>" % mod, lambda e: self.zoom_out(e))
        self.pointer = None  # the mode the mouse buttons go to (see set_pointer)
        #: ``f(event)`` for a right click no mode takes (the window's menu of a cell)
        self.on_context = None
        self._layout = None  # (maze, style, its layout): where the cells are drawn
        for button in (1, 3):
            c.bind("<ButtonPress-%d>" % button, lambda e, b=button: self._pressed(e, b))
            c.bind("<B%d-Motion>" % button,
                   lambda e, b=button: self._route(lambda mode: mode.drag(e, b)))
            c.bind("<ButtonRelease-%d>" % button,
                   lambda e, b=button: self._route(lambda mode: mode.release(e, b)))

    def shown(self):
        """True when a whole maze picture is on the Canvas."""
        return self.key is not None

    def forget(self):
        """The Canvas is about to show something else (an animation)."""
        self.key = self.solution_key = None
        self._layout = None  # nor keeps the maze that was shown

    def drawing(self):
        """True while the picture's items are still being created."""
        return self.canvas_view.busy()

    def visible_size(self):
        """Width and height (pixels) the Canvas shows without scrolling."""
        return self.canvas_view.visible_size()

    def focus(self):
        """Keys to the Canvas: play's walking keys, an animation's Space."""
        self.canvas_view.focus()

    def clear(self):
        """Nothing on the Canvas (a mode ends with no maze to show)."""
        self.canvas_view.clear()

    # -- the pointer, routed by mode ------------------------------------------------------
    def set_pointer(self, mode):
        """The mouse buttons go to ``mode`` (None: to no one) until another
        takes them.  A mode has ``press(event, button)``, ``drag(event,
        button)`` and ``release(event, button)`` (``button`` 1 or 3; ``event``
        the Tk event, its ``x``, ``y`` window positions and ``state``); what
        they return is the binding's (``"break"``)."""
        self.pointer = mode

    def drop_pointer(self, mode):
        """``mode`` ends: the buttons go to no one, unless another holds them."""
        if self.pointer is mode:
            self.pointer = None

    def _pressed(self, event, button):
        self.canvas_view.focus()  # a click on the picture gives it the keys
        taken = self._route(lambda mode: mode.press(event, button))
        if taken is None and button == 3 and self.on_context is not None:
            return self.on_context(event)  # no mode wants it: the menu of the cell there
        return taken

    def _route(self, send):
        return send(self.pointer) if self.pointer is not None else None

    def point_at(self, x, y):
        """The point of the picture drawn (Canvas pixels) under window position ``(x, y)``."""
        return self.canvas_view.canvas_point(x, y)

    def cell_at(self, x, y):
        """The cell of the maze shown under window position ``(x, y)``, or
        None (outside the maze, or no maze shown); the grid's own geometry
        says, on every shape."""
        if self.key is None or self.doc.maze is None:
            return None
        k = self.scale()
        cx, cy = self.point_at(x, y)
        return self.layout().cell_at(cx / k, cy / k)

    # -- what the modes show over the maze --------------------------------------------
    def layout(self):
        """Where the cells of the maze shown are drawn (at its cell size)."""
        maze, style = self.doc.maze, self.style()
        if self._layout is None or self._layout[0] is not maze or self._layout[1] != style:
            self._layout = (maze, style, scene.layout_for(maze.grid, style))
        return self._layout[2]

    def cell_centre(self, cell):
        """Where ``cell``'s centre is on the Canvas (the picture may be shown smaller)."""
        x, y = self.layout().centre(cell)
        k = self.scale()
        return x * k, y * k

    def _ring(self, cell, radius):
        x, y = self.cell_centre(cell)
        r = max(2.0, self.cell * self.scale() * radius)
        return x - r, y - r, x + r, y + r

    def draw_walker(self, trail, cell, colours):
        """Play's walker at ``cell``, its trail through the cells ``trail``;
        ``colours`` holds the ``trail`` and ``walker`` colours."""
        size = max(1, int(self.cell * self.scale()))
        grid = self.doc.maze.grid if self.doc.maze is not None else None
        breaks = ()
        if grid is not None and grid.levels > 1:  # up or down a stair: another floor
            fn = grid.floor_cells
            breaks = [i for i in range(1, len(trail)) if trail[i] // fn != trail[i - 1] // fn]
        elif grid is not None and (grid.wrap or grid.kind == "cube"):
            # across a wrapped edge, round a cube's cut edge: elsewhere in the picture
            breaks = [i for i in range(1, len(trail)) if trail[i] != trail[i - 1]
                      and grid.crosses(trail[i - 1], grid.slot_towards(trail[i - 1], trail[i]))]
        self.canvas_view.overlay.draw_walker([self.cell_centre(c) for c in trail],
                                             self._ring(cell, WALKER_RADIUS), size, colours,
                                             breaks)

    def clear_walker(self):
        """The walker, its trail and any hint off the Canvas."""
        self.canvas_view.overlay.clear_walker()

    def show_hint(self, cell, colour):
        """A ring on ``cell``: the next step (play's hint)."""
        self.canvas_view.overlay.show_hint(self._ring(cell, HINT_RADIUS),
                                           max(1, int(self.cell * self.scale())), colour)

    def clear_hint(self):
        self.canvas_view.overlay.clear_hint()

    def blank(self, width, height, background):
        """An empty picture of that size in place of the maze, for a mode
        that draws its own (a maze growing, the mask being painted); returns
        the painter of its marks (see :mod:`mazetk.gui.animation`)."""
        self.forget()
        self.canvas_view.prepare(width, height, background)
        return self.canvas_view.overlay

    def marks(self):
        """The painter of marks over the maze shown (a solver at work); its
        solution layer hides meanwhile."""
        self.canvas_view.show_layer("solution", False)
        return self.canvas_view.overlay

    def clear_marks(self):
        """Every mark a painter made off the Canvas; the picture stays."""
        self.canvas_view.overlay.clear_anim()

    def update_status(self):
        said = self.status_words()
        self.status.set(said or self.doc.summary(self.cell and self.cell / float(self.shrink)))

    def style(self):
        return window_style(self.doc.settings, self.cell)

    def scale(self):
        """Pixels on screen per pixel of the picture (1 unless zoomed out below
        the smallest cell size)."""
        return 1.0 / self.shrink

    # -- size ---------------------------------------------------------------------
    def fit_zoom(self, cols, rows, shape=None, mask="", levels=1):
        """``(cell, shrink)``: the picture at ``cell`` pixels a cell, shown
        ``shrink`` times smaller, fits the Canvas (``shape`` and ``mask``:
        the maze's; a masked maze's picture holds just its figure)."""
        grid = None
        if shape is None:
            maze = self.doc.maze
            shape = maze.grid.shape if maze is not None else "square"
            if maze is not None and (maze.grid.kind == "masked" or maze.grid.levels > 1):
                grid = maze.grid
        if not self.canvas_view.canvas.winfo_ismapped():
            self._refit_on_map = True  # not on screen yet: fit again once it is
            width, height = 720, 540
        else:
            width, height = self.canvas_view.visible_size()
        settings = self.doc.settings
        if grid is None:
            grid = outline(shape, cols, rows, mask, levels)

        def size(cell, shrink=1):
            w, h = scene.picture_size(grid, window_style(settings, cell),
                                      heat=settings.heat_map or bool(settings.weights))
            return w / float(shrink), h / float(shrink)

        cell = MAX_CELL
        while cell > MIN_CELL and (size(cell)[0] > width or size(cell)[1] > height):
            cell = max(MIN_CELL, min(cell - 1, int(cell * min(
                width / size(cell)[0], height / size(cell)[1]))))
        cell = clamp_cell(cell, cols * rows * grid.levels)
        shrink = 1
        while shrink < MAX_SHRINK and (size(cell, shrink)[0] > width or
                                       size(cell, shrink)[1] > height):
            shrink *= 2
        return cell, shrink

    def fit_new(self, cols, rows, shape="square", mask="", levels=1):
        """The zoom for a new maze: it fits, and follows the window's size."""
        self.zoomed = False
        return self.fit_zoom(cols, rows, shape, mask, levels)

    def _configured(self, event):
        if event.width <= 100 or self.doc.maze is None or self.runner.busy():
            return
        if not self.zoomed and (self.key is not None or self._refit_on_map):
            # a new window size, or the first on screen: fit again (unless
            # zoomed) once it settles, and the Canvas is mapped
            self.cancel_refit()
            self._refit = self.canvas_view.canvas.after(150, self._refit_now)

    def _refit_now(self):
        self._refit = None
        if self.doc.maze is None or self.zoomed or self.runner.busy() \
                or self.canvas_view.busy() or not self.canvas_view.canvas.winfo_ismapped():
            return
        self._refit_on_map = False
        fit = self.fit_zoom(self.doc.maze.cols, self.doc.maze.rows)
        if fit != (self.cell, self.shrink):
            self._zoom(fit)

    def cancel_refit(self):
        if self._refit is not None:
            self.canvas_view.canvas.after_cancel(self._refit)
            self._refit = None

    def zoom_in(self, event=None):
        if not self.cell or self.doc.maze is None:  # none, or one growing (Watch it grow)
            return
        self.zoomed = True
        if self.shrink > 1:
            self._zoom((self.cell, self.shrink // 2), event)
        else:
            self._zoom((max(self.cell + 1, int(self.cell * ZOOM_STEP)), 1), event)

    def zoom_out(self, event=None):
        if not self.cell or self.doc.maze is None:
            return
        self.zoomed = True
        cell = min(self.cell - 1, int(self.cell / ZOOM_STEP))
        if self.shrink == 1 and cell >= clamp_cell(MIN_CELL, self.doc.maze.grid.n):
            self._zoom((cell, 1), event)
        elif self.canvas_view.fits():  # the whole maze shows already
            self.status.set(_("That is as far as the zoom goes: the whole maze is in view."))
        else:  # below the smallest cell: the picture is shown smaller
            self._zoom((self.cell, min(MAX_SHRINK, self.shrink * 2)), event)

    def zoom_fit(self):
        if self.doc.maze is not None:
            self.zoomed = False
            self._zoom(self.fit_zoom(self.doc.maze.cols, self.doc.maze.rows))

    def _zoom(self, wanted, event=None):
        if self.doc.maze is None:
            return
        cell, shrink = wanted
        cell = clamp_cell(cell, self.doc.maze.grid.n)
        settings = self.doc.settings
        if (cell, shrink) + looks(settings) == self.key:
            if wanted[0] != cell or shrink == MAX_SHRINK:
                self.status.set(_("That is as far as the zoom goes for a maze of this size."))
            return
        # the zoom keeps in place the point under the mouse pointer (Ctrl+wheel),
        # else the middle of the view
        if event is None:
            keep = self.canvas_view.view_centre(), None
        else:
            keep = self.canvas_view.picture_point(event.x, event.y), (event.x, event.y)
        self.redraw((cell, shrink), keep=keep)

    # -- switches ------------------------------------------------------------------
    def set_solution(self, show):
        self.doc.change(show_solution=bool(show))
        self.refresh_solution()

    def set_solver(self, solver):
        self.doc.change(solver=solver)
        self.refresh_solution()

    def set_look(self, look):
        if look in ("lines", "blocks"):
            self.doc.change(look=look)
            self.redraw()

    def set_heat(self, heat):
        self.doc.change(heat_map=bool(heat))
        self.restyle()

    def restyle(self):
        """Show what the settings now say of the looks (heat map, palette, thick
        walls, solid or dashed way) at the same zoom: the picture again if its looks
        changed, else just the solution layer."""
        if self.key is not None and self.key[2:] != looks(self.doc.settings):
            self.redraw((self.cell, self.shrink))
        else:
            self.refresh_solution()

    # -- pictures -------------------------------------------------------------------
    def redraw(self, zoom=None, keep=None):
        """Draw the maze again at ``zoom``, ``(cell, shrink)`` (default: fit the
        window); ``keep``: the picture point to keep in place (see ``_anchor``)."""
        if self.doc.maze is None or self.runner.making_maze():
            return  # the maze on its way is drawn with the new settings (_reconcile)
        self.before_redraw()
        maze, settings = self.doc.maze, self.doc.settings
        if zoom is None:
            self.zoomed = False
            zoom = self.fit_zoom(self.doc.maze.cols, self.doc.maze.rows)
        cell, shrink = zoom
        self.runner.run(Task(lambda task: prepare_view(task, maze, settings, cell, shrink)),
                        lambda view: self.show(view, keep), _("Drawing"))

    def show(self, view, keep=None):
        """Put a prepared view (see :func:`~mazetk.export.display.prepare_view`) on the Canvas."""
        drawing, image, solution, cell, prepared = view
        cv = self.canvas_view
        self.cell = cell
        self.shrink = drawing.shrink if isinstance(drawing, Shrunk) else 1
        self.key = (cell, self.shrink) + looks(prepared)
        self._layout = None
        cv.show(drawing, image)
        self.solution_key = None
        if solution is not None:
            cv.set_layer("solution", solution, self.doc.settings.show_solution)
            self.solution_key = solution_looks(prepared) + self.key
        if keep is not None and keep[0] is not None:
            cv.centre(*keep)
        else:
            cv.centre(None)
        self.update_status()
        self.on_shown()
        self._reconcile(prepared)

    def _reconcile(self, prepared):
        """Catch up with what the person changed while the view was being made."""
        now = self.doc.settings
        if looks(now) != looks(prepared):
            self.redraw()
        elif (now.show_solution,) + solution_looks(now) != (
                prepared.show_solution,) + solution_looks(prepared):
            self.refresh_solution()

    def refresh_solution(self):
        """Show, hide or redraw the solution layer; never regenerates the maze."""
        maze, settings = self.doc.maze, self.doc.settings
        if maze is None or self.key is None:
            return
        if not settings.show_solution:
            self.canvas_view.show_layer("solution", False)
            self.update_status()
            return
        if self.runner.making_maze():
            return  # drawn with the maze on its way (_reconcile)
        key = solution_looks(settings) + self.key
        if key == self.solution_key:
            self.canvas_view.show_layer("solution", True)
            self.update_status()
            return
        style, solver, shrink = self.style(), settings.solver, self.shrink

        def records(task=None):
            return scaled(scene.solution_records(maze, style, solver), shrink)

        if maze.grid.n <= IMAGE_CELLS:
            self._show_solution(key, records())
        else:
            self.runner.run(Task(records), lambda found: self._show_solution(key, found),
                            _("Solving"))

    def _show_solution(self, key, records):
        settings = self.doc.settings
        self.canvas_view.set_layer("solution", records, settings.show_solution)
        self.solution_key = key
        found = self.doc.maze.solve(settings.solver)
        if not found.found:
            self.status.set(_("No solution shown: %s.") % found.note)
            return
        self.update_status()


def looks(settings):
    """What of ``settings`` the maze's picture shows (its solution aside)."""
    return settings.look, settings.heat_map, settings.palette, settings.thick_walls


def solution_looks(settings):
    """What of ``settings`` the solution layer shows."""
    return settings.solver, settings.solution_style


def clamp_cell(cell, cells):
    """``cell`` within what the window draws for a maze of ``cells`` cells."""
    top = MAX_CELL
    if cells > IMAGE_CELLS:
        top = max(MIN_CELL, min(MAX_CELL, int((MAX_PIXELS / cells) ** 0.5) - 1))
    return max(MIN_CELL, min(top, int(cell)))


def outline(shape, cols, rows, mask="", levels=1):
    """What ``scene.picture_size`` needs of a grid, without building its
    tables (but for a ``mask``'s code: the box round its figure)."""
    if mask:
        return _masked_outline(shape, cols, rows, mask)
    if levels > 1:
        from ..grids.levels import outline as floors
        return floors(shape, cols, rows, levels)
    if shape == "square":
        return SimpleNamespace(cols=cols, rows=rows, kind="square", shape="square", levels=1)
    if shape == "cube":
        from ..grids.cube import outline as net
        return net(cols)
    from .. import grids
    kinds = {"hex": grids.HexGrid, "triangle": grids.TriangleGrid,
             "upsilon": grids.UpsilonGrid, "circle": grids.PolarGrid}
    size = SimpleNamespace(cols=cols, rows=rows, rings=cols, kind=shape, shape=shape, levels=1)
    size.extent = lambda: kinds[shape].extent(size)
    return size


@lru_cache(maxsize=4)
def _masked_outline(shape, cols, rows, mask):
    """:func:`outline` of a masked maze (remembered: a fit asks again as the
    window changes size)."""
    from ..grids.masked import figure_box
    from ..spec import mask_of
    kept = mask_of(shape, cols, rows, mask)[0]
    full = kept.grid()
    box, extent = figure_box(full, kept.on), full.extent()
    return SimpleNamespace(cols=cols, rows=rows, kind="masked", shape=shape, levels=1,
                           extent=lambda: extent, bounds=lambda: box)
