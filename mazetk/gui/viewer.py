"""The maze on the Canvas: fit, zoom, redraw and the solution layer (Tk shell).

:class:`MazeView` decides what :class:`~mazetk.gui.canvas_view.CanvasView`
shows (which cell size, which layers) and prepares big pictures in a task.
``on_shown`` runs after each new picture (play draws its walker again);
``before_redraw`` runs before one is made (an animation stops).
"""

from .. import scene
from .tasks import Task
from .work import IMAGE_CELLS, prepare_view

#: The largest picture (pixels) the window will build for a zoom level.
MAX_PIXELS = 40000000
MIN_CELL, MAX_CELL = 2, 64
ZOOM_STEP = 1.25


class MazeView:
    """What the Canvas shows of ``doc``; big work goes through ``runner``."""

    def __init__(self, canvas_view, doc, runner, status, mod="Control"):
        self.canvas_view = canvas_view
        self.doc, self.runner, self.status = doc, runner, status
        self.cell = None  # pixels a cell on screen
        self.key = None  # (cell, look, heat_map) of the picture shown
        self.solution_key = None  # (solver,) + key of the solution layer
        self.on_shown = lambda: None
        self.before_redraw = lambda: None
        self._refit_on_map = False
        c = canvas_view.canvas
        c.bind("<Configure>", self._configured, add="+")
        c.bind("<%s-MouseWheel>" % mod, lambda e: self.zoom_in() if e.delta > 0
               else self.zoom_out())
        c.bind("<%s-Button-4>" % mod, lambda e: self.zoom_in())
        c.bind("<%s-Button-5>" % mod, lambda e: self.zoom_out())

    def shown(self):
        """True when a whole maze picture is on the Canvas."""
        return self.key is not None

    def forget(self):
        """The Canvas is about to show something else (an animation)."""
        self.key = self.solution_key = None

    def update_status(self):
        self.status.set(self.doc.summary(self.cell))

    def style(self):
        return self.doc.settings.style(self.cell)

    # -- size ---------------------------------------------------------------------
    def fit_cell(self, cols, rows):
        """The cell size (pixels) at which the whole maze fits the Canvas."""
        if self.doc.settings.look == "blocks":  # a block is a cell, a wall or a corner
            cols, rows = 2 * cols + 1, 2 * rows + 1
        if not self.canvas_view.canvas.winfo_ismapped():
            self._refit_on_map = True  # not on screen yet: fit again once it is
            width, height = 720, 540
        else:
            width, height = self.canvas_view.visible_size()
        cell = int(min(width / (cols + 1.5), height / (rows + 1.5)))
        return clamp_cell(cell, cols * rows)

    def fit_maze(self):
        maze = self.doc.maze
        return self.fit_cell(maze.cols, maze.rows)

    def _configured(self, event):
        if self._refit_on_map and event.width > 100 and self.doc.maze is not None \
                and not self.runner.busy():
            self._refit_on_map = False
            self.zoom_fit()

    def zoom_in(self):
        if self.cell:
            self._zoom(max(self.cell + 1, int(self.cell * ZOOM_STEP)))

    def zoom_out(self):
        if self.cell:
            self._zoom(min(self.cell - 1, int(self.cell / ZOOM_STEP)))

    def zoom_fit(self):
        if self.doc.maze is not None:
            self._zoom(self.fit_maze())

    def _zoom(self, wanted):
        if self.doc.maze is None:
            return
        cell = clamp_cell(wanted, self.doc.maze.grid.n)
        settings = self.doc.settings
        if (cell, settings.look, settings.heat_map) == self.key:
            if wanted != cell:
                self.status.set("That is as far as the zoom goes for a maze of this size.")
            return
        self.redraw(cell, keep_centre=True)

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
        if self.cell:
            self.redraw(self.cell)

    # -- pictures -------------------------------------------------------------------
    def redraw(self, cell=None, keep_centre=False):
        """Draw the maze again at ``cell`` pixels (default: fit the window)."""
        if self.doc.maze is None or self.runner.making_maze():
            return  # the maze on its way is drawn with the new settings (_reconcile)
        self.before_redraw()
        maze, settings = self.doc.maze, self.doc.settings
        cell = cell or self.fit_maze()
        self.runner.run(Task(lambda task: prepare_view(task, maze, settings, cell)),
                        lambda view: self.show(view, keep_centre), "Drawing")

    def show(self, view, keep_centre=False):
        """Put a prepared view (see :func:`~mazetk.gui.work.prepare_view`) on the Canvas."""
        drawing, image, solution, cell, prepared = view
        cv = self.canvas_view
        keep = cv.view_centre() if keep_centre else None
        self.cell = cell
        self.key = (cell, prepared.look, prepared.heat_map)
        cv.show(drawing, image)
        self.solution_key = None
        if solution is not None:
            cv.set_layer("solution", solution, self.doc.settings.show_solution)
            self.solution_key = (prepared.solver,) + self.key
        cv.centre(keep)
        self.update_status()
        self.on_shown()
        self._reconcile(prepared)

    def _reconcile(self, prepared):
        """Catch up with what the person changed while the view was being made."""
        now = self.doc.settings
        if (now.look, now.heat_map) != (prepared.look, prepared.heat_map):
            self.redraw()
        elif (now.show_solution, now.solver) != (prepared.show_solution, prepared.solver):
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
        key = (settings.solver,) + self.key
        if key == self.solution_key:
            self.canvas_view.show_layer("solution", True)
            self.update_status()
            return
        style, solver = self.style(), settings.solver
        if maze.grid.n <= IMAGE_CELLS:
            self._show_solution(key, scene.solution_records(maze, style, solver))
        else:
            self.runner.run(Task(lambda task: scene.solution_records(maze, style, solver)),
                            lambda records: self._show_solution(key, records), "Solving")

    def _show_solution(self, key, records):
        settings = self.doc.settings
        self.canvas_view.set_layer("solution", records, settings.show_solution)
        self.solution_key = key
        found = self.doc.maze.solve(settings.solver)
        if not found.found:
            self.status.set("No solution shown: %s." % found.note)
            return
        self.update_status()


def clamp_cell(cell, cells):
    """``cell`` within what the window draws for a maze of ``cells`` cells."""
    top = MAX_CELL
    if cells > IMAGE_CELLS:
        top = max(MIN_CELL, min(MAX_CELL, int((MAX_PIXELS / cells) ** 0.5) - 1))
    return max(MIN_CELL, min(top, int(cell)))
