"""A solver at work, step by step (no Tk here).

The solvers of :mod:`mazetk.solve` are fast functions that return the cells
in the order they visited them; :func:`solver_steps` reads from that order
what each one held at every step (breadth-first's and A*'s frontier,
depth-first's stack, Trémaux's marks, the cells dead-end filling filled),
and :class:`SolveAnimation` shows it, each colour counted for the legend.
"""

from ..i18n import _
from ..scene import layout_for
from .animation import LABELS, LEGENDS, Animation, colours, legend


def solver_steps(solver, grid, found):
    """What solver ``solver`` did, step by step, read back from its
    :class:`~mazetk.solve.Solution` ``found`` on the solved ``grid``.

    Yields ``(cell, changes)``: the solver is at ``cell`` and ``changes``
    lists ``(cell, state)``, a state being ``"explored"`` (visited; for
    dead-end filling filled; for Trémaux marked twice), ``"frontier"``
    (seen, still to visit: breadth-first and A*) or ``"stack"`` (the way
    the depth-first search holds; the passages Trémaux marked once).
    Returns ``found``.  The solvers stay the fast functions they are: each
    one's order is enough to tell its frontier or stack again.
    """
    visited = found.visited
    if solver in ("bfs", "astar", "dijkstra"):
        # bfs: the queue (cells in the order seen), expanded up to the goal;
        # A*: the cells in the order expanded.  Either way the frontier is
        # every open neighbour of a cell expanded (not the goal) not yet expanded.
        state = {}
        if solver == "bfs" and found.found:
            visited = visited[:list(visited).index(found.path[-1]) + 1]
        goal = found.path[-1] if found.found else -1
        for c in visited:
            changes = [(c, "explored")] if state.get(c) != "explored" else []
            state[c] = "explored"
            if c != goal:
                for m in grid.open_neighbours(c):
                    if m not in state:
                        state[m] = "frontier"
                        changes.append((m, "frontier"))
            yield c, changes
    elif solver in ("dfs", "tremaux"):
        # Each step goes one cell on (pushed) or back to the one below the
        # top (popped); Trémaux also peeks into a cell seen before through a
        # new passage and comes straight back (no cell changes).
        stack, seen = [], set()
        for c in visited:
            if stack and c == stack[-1]:
                yield c, []
            elif len(stack) >= 2 and c == stack[-2]:
                yield c, [(stack.pop(), "explored")]
            elif c in seen:
                yield c, []
            else:
                stack.append(c)
                seen.add(c)
                yield c, [(c, "stack")]
        if stack and not found.found:  # no way: in the end the start is left too
            yield stack[0], [(c, "explored") for c in stack]
    elif solver in ("dead-end-filling", "cul-de-sac-filling"):
        # the cells filled, in order; then the search through what is left,
        # whose way is shaded at the end
        filled = len(visited) - len(found.path) if found.found else len(visited)
        for c in visited[:filled]:
            yield c, [(c, "explored")]
    else:  # the wall followers: where they walked
        seen = set()
        for c in visited:
            yield c, [] if c in seen else [(c, "explored")]
            seen.add(c)
    return found


#: What each solver's states are called in its legend (see :func:`solver_steps`).
SOLVER_LEGENDS = {
    "bfs": "solve-frontier", "astar": "solve-frontier", "dfs": "solve-stack",
    "tremaux": "solve-marks", "dead-end-filling": "solve-filling",
    "dijkstra": "solve-frontier", "cul-de-sac-filling": "solve-filling"}
#: The cell states a solve animation counts, in the order they are told.
SOLVE_STATES = ("explored", "frontier", "stack")


def solver_legend(solver, palette="default", counts=None):
    """The legend of ``solver`` at work: with ``counts`` (``{state: cells}``),
    each of its states says how many cells it holds."""
    kind = SOLVER_LEGENDS.get(solver, "solve")
    out = legend(kind, palette)
    if counts is not None:
        out = [(colour, _("%(what)s: %(cells)d") % {"what": text, "cells": counts[key]})
               if key in counts else (colour, text)
               for (colour, text), (key, _label) in zip(out, LEGENDS[kind])]
    return out


def count_words(solver, counts):
    """``counts`` in words, as the legend says them: "visited: 40, frontier: 7"."""
    kind = SOLVER_LEGENDS.get(solver, "solve")
    return ", ".join(_("%(what)s: %(cells)d") % {"what": _(LABELS[label]),
                                                  "cells": counts[key]}
                     for key, label in LEGENDS[kind] if key in counts)


class SolveAnimation(Animation):
    """A solver at work: what it visited, its frontier or its stack, with
    their counts (:func:`solver_steps`), then the way is shaded.

    It never touches the solution layer or the Show solution switch: the
    way it found stays shaded until the next action.
    """

    kind = "solve"

    def __init__(self, painter, timer, maze, solver, style, on_end, speed=50):
        self.maze = maze
        self.solver = solver
        self.layout = layout_for(maze.grid, style)
        self.colours = colours(self.layout.style.palette)
        found = maze.solve(solver)
        self.found = found
        super().__init__(painter, timer, solver_steps(solver, maze.grid, found), on_end,
                         speed)
        self.state = {}  # cell -> state
        self.items = {}  # cell -> its shading on the Canvas
        self.shown = {}  # cell -> the state its shading shows
        self.dirty, self.here = [], None  # what the next frame shows
        kind = SOLVER_LEGENDS.get(solver, "solve")
        self.counts = {key: 0 for key, _label in LEGENDS[kind] if key in SOLVE_STATES}
        self.marker = painter.anim_marker("acurrent", fill=self.colours["solver"],
                                          polygon=self.layout.smooth)

    def _shade(self, cells, colour, tag):
        if not cells:
            return []
        layout = self.layout
        if layout.smooth:
            return self.painter.anim_cells_below_walls([layout.cell_shape(c) for c in cells],
                                                       colour, tag, polygons=True)
        return self.painter.anim_cells_below_walls([layout.cell_box(c) for c in cells],
                                                   colour, tag)

    def apply(self, step, draw):
        cell, changes = step
        for changed, state in changes:
            old = self.state.get(changed)
            if old in self.counts:
                self.counts[old] -= 1
            self.state[changed] = state
            if state in self.counts:
                self.counts[state] += 1
        if not draw:
            return  # finish() shades everything at the end (see _end)
        self.here = cell
        self.dirty.extend(changed for changed, _state in changes)

    def flush(self):
        """Shade what changed and move the marker, once a frame."""
        self._show(self.dirty)
        self.dirty = []
        if self.here is not None:
            self.painter.anim_move(self.marker, self.layout.marker(self.here))
            self.here = None

    def _show(self, cells):
        """Shade ``cells`` as their states are now (each cell one shading)."""
        new = [c for c in dict.fromkeys(cells) if c not in self.items]
        for c in cells:
            if c in self.items and self.shown[c] != self.state[c]:
                self.painter.anim_fill(self.items[c], self.colours[self.state[c]])
                self.shown[c] = self.state[c]
        for state in SOLVE_STATES:
            these = [c for c in new if self.state[c] == state]
            for c, item in zip(these, self._shade(these, self.colours[state], "explored")):
                self.items[c], self.shown[c] = item, state

    def _end(self, value):
        self._show([c for c in self.state if self.shown.get(c) != self.state[c]])
        self._shade(self.found.path, self.colours["path"], "apath")
        self.painter.anim_show(self.marker, False)
        super()._end(value)
