"""The ground brush: paint what cells cost to enter with the mouse.

View > Paint the ground (or its key) holds the mouse: the left button
paints the chosen cost (keys 1 to 9 choose it, 5 at first), the right one
plain ground (1).  Each cell painted is shaded at once over the maze; when
the button is let go the maze is drawn again on its new ground, its code
carries the costs and the panel's Ground field holds them, so Generate
again keeps them.  Escape, or the menu entry again, ends the brush.
"""

import tkinter as tk
from dataclasses import replace

from .. import weights as grounds
from ..i18n import _
from ..scene import layout_for

#: The cost the brush paints at first.
FIRST_COST = 5


class GroundBrush:
    """A mode of the window (see :meth:`MazeView.set_pointer`)."""

    def __init__(self, root, doc, view, status, panel):
        self.root, self.doc, self.view, self.status, self.panel = root, doc, view, status, panel
        self.var = tk.BooleanVar(root, value=False)
        self.cost = FIRST_COST
        self.costs = None  # the ground being painted (a bytearray), None when off
        self.stroke = {}  # cell -> the cost this stroke gave it
        self.layout = None
        self.before_start = lambda: None
        self.changed = lambda: None

    def active(self):
        return self.costs is not None

    def switched(self):
        """The menu entry's check: start or stop."""
        if self.var.get() and not self.active():
            self.start()
        elif not self.var.get():
            self.stop()

    def start(self):
        maze = self.doc.maze
        if maze is None:
            self.var.set(False)
            return
        self.before_start()
        self.costs = bytearray(maze.weights or b"\x01" * maze.grid.n)
        self.layout = layout_for(maze.grid, self.view.style())
        self.view.set_pointer(self)
        self.var.set(True)
        self._tell()
        self.view.focus()
        self.changed()

    def stop(self):
        if not self.active():
            return
        self._commit()
        self.costs = self.layout = None
        self.view.drop_pointer(self)
        self.var.set(False)
        self.view.update_status()
        self.changed()

    def choose(self, cost):
        """Keys 1 to 9: the cost the left button paints."""
        if self.active():
            self.cost = cost
            self._tell()

    def words(self):
        """What the status line says while the brush is on (else None): kept
        there when the maze is drawn again after a stroke."""
        if not self.active():
            return None
        return _("Painting the ground: the left button paints cost %(cost)d "
                 "(%(name)s; keys 1 to 9 choose), the right one plain ground; "
                 "Escape ends") % {"cost": self.cost, "name": grounds.name_of(self.cost)}

    def _tell(self):
        self.status.set(self.words())

    # -- the pointer ------------------------------------------------------------
    def press(self, event, button):
        self.stroke = {}
        return self.drag(event, button)

    def drag(self, event, button):
        if not self.active():
            return None
        cell = self.view.cell_at(event.x, event.y)
        if cell is None:
            return "break"
        cost = self.cost if button == 1 else grounds.LOWEST
        if self.costs[cell] != cost or cell in self.stroke:
            if self.stroke.get(cell) != cost:
                self.stroke[cell] = cost
                self.costs[cell] = cost
                self._shade(cell, cost)
        return "break"

    def release(self, event, button):
        if self.active() and self.stroke:
            self._commit()
        return "break"

    def _shade(self, cell, cost):
        layout, painter = self.layout, self.view.marks()
        colour = grounds.shade(cost, layout.style.background) or layout.style.background
        if layout.smooth:
            painter.anim_cells_below_walls([layout.cell_shape(cell)], colour, "ground",
                                           polygons=True)
        else:
            painter.anim_cells_below_walls([layout.cell_box(cell)], colour, "ground")

    def _commit(self):
        """The painted ground on the maze, its code, the panel; drawn again."""
        maze, costs = self.doc.maze, self.costs
        if maze is None or costs is None or not self.stroke:
            self.stroke = {}
            return
        self.stroke = {}
        plain = max(costs) == grounds.LOWEST
        text = "" if plain else grounds.pack(costs)
        spec = maze.spec.replace(weights=text) if maze.spec is not None else None
        maze.set_weights(None if plain else bytes(costs), spec)
        self.doc.settings = replace(self.doc.settings, weights=text)
        self.panel.set_ground(text)
        self.panel.set_code(maze.code)
        self.view.clear_marks()
        self.view.redraw((self.view.cell, self.view.shrink))
