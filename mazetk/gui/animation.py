"""Watching an algorithm work: generator and solver steps, played (no Tk here).

The engine's generators already yield every step (see :mod:`mazetk.generate`);
an :class:`Animation` takes them one by one and asks its *painter* (the
window's :class:`~mazetk.gui.canvas_view.CanvasView`, which alone draws on
the Canvas) to change only what the step touches: a cell's colour, one wall,
the marker of the current cell.  Time comes from a *timer* with
``after(ms, fn) -> id`` and ``cancel(id)`` (the Tk root in the window).
When it ends, the window draws the finished maze the ordinary way.
"""

import collections

from .. import palette as palettes
from ..i18n import N_, _
from ..scene import layout_for

#: Above this many cells an animation shows nothing a person can follow.
MAX_CELLS = 40000

#: Each colour an animation or play shows, as ``(palette field, share)``:
#: that colour of the maze's palette moved ``share`` of the way towards the
#: palette's background (0: the colour itself).  Derived so, every palette
#: (the dark one too) keeps walls, markers and shading apart.
TINTS = {
    "maze": ("background", 0.0),
    "unvisited": ("wall", 0.6),
    "stack": ("start", 0.35),
    "frontier": ("start", 0.35),
    "walk": ("start", 0.55),
    "walkline": ("start", 0.0),
    "erased": ("solution", 0.3),
    "head": ("goal", 0.0),
    "current": ("solution", 0.0),
    "chamber": ("solution", 0.0),
    "solver": ("goal", 0.0),
    "explored": ("goal", 0.7),
    "path": ("solution", 0.0),
    # play mode
    "trail": ("start", 0.0),
    "walker": ("solution", 0.0),
    "hint": ("goal", 0.0),
}

LABELS = {"current": N_("current cell"), "stack": N_("on the stack"), "active": N_("active"),
          "frontier": N_("frontier"), "walk": N_("random walk"), "maze": N_("in the maze"),
          "head": N_("head of the walk"), "walkline": N_("the walk, in order"),
          "erased": N_("loop just erased"), "walker": N_("walker"),
          "steps": N_("its last steps"),
          "unvisited": N_("not reached yet"), "chamber": N_("chamber being divided"),
          "explored": N_("explored"), "path": N_("the way"), "solver": N_("solver is here")}

#: What each animation shows: (colour key, label key).
LEGENDS = {
    "grow": [("current", "current"), ("maze", "maze"), ("unvisited", "unvisited")],
    "backtracker": [("current", "current"), ("stack", "stack"), ("maze", "maze"),
                    ("unvisited", "unvisited")],
    "growing-tree": [("current", "current"), ("stack", "active"), ("maze", "maze"),
                     ("unvisited", "unvisited")],
    "prim": [("current", "current"), ("frontier", "frontier"), ("maze", "maze"),
             ("unvisited", "unvisited")],
    "wilson": [("head", "head"), ("walkline", "walkline"), ("walk", "walk"),
               ("erased", "erased"), ("maze", "maze"), ("unvisited", "unvisited")],
    "aldous-broder": [("head", "walker"), ("walkline", "steps"), ("maze", "maze"),
                      ("unvisited", "unvisited")],
    "division": [("chamber", "chamber"), ("maze", "maze")],
    "solve": [("solver", "solver"), ("explored", "explored"), ("path", "path")],
}
LEGENDS["true-prim"] = LEGENDS["prim"]


def colours(palette="default"):
    """``{key: "#rrggbb"}`` of every key of :data:`TINTS` in ``palette``."""
    scheme = palettes.get(palette)._asdict()
    ground = palettes.rgb(scheme["background"])
    out = {}
    for key, (field, share) in TINTS.items():
        colour = palettes.rgb(scheme[field])
        out[key] = "#%02x%02x%02x" % tuple(int(round(c + (g - c) * share))
                                           for c, g in zip(colour, ground))
    return out


def grid_pairs(grid):
    """Every pair of neighbouring cells ``(a, b)``, ``a < b``, once."""
    s, nbr = grid.slots, grid.nbr
    return [(a, b) for a in range(grid.n) for b in nbr[a * s:(a + 1) * s] if b > a]


def legend(kind, palette="default"):
    """``[(colour, text), ...]`` for an animation kind or a generator's name,
    in the words of the language spoken and the colours of ``palette``."""
    shades = colours(palette)
    return [(shades[c], _(LABELS[t])) for c, t in LEGENDS.get(kind, LEGENDS["grow"])]


#: Generators whose carved cells stay "active" until a later step says done.
STACK_LIKE = {"backtracker", "growing-tree"}
#: Generators whose steps are a walk, drawn as a line through its cells.
WALKERS = {"wilson", "aldous-broder"}
#: How many of Aldous-Broder's last steps its line shows.
WALKER_STEPS = 12
UNVISITED, MAZE, STACK, FRONTIER, WALK = range(5)
_STATE_KEYS = ("unvisited", "maze", "stack", "frontier", "walk")


def rate_for(value):
    """Steps a second for a speed slider position from 0 to 100 (1 to ~300,000)."""
    return 10 ** (max(0.0, min(100.0, float(value))) / 100.0 * 5.5)


class Animation:
    """Play ``steps``; ``on_end(result)`` runs when they are used up.

    ``speed`` is a slider position (see :func:`rate_for`).  ``play()``,
    ``pause()``, ``step()`` and ``finish()`` are the controls; finishing
    leaves the same picture as letting the run end by itself.
    """

    kind = "grow"

    def __init__(self, painter, timer, steps, on_end, speed=50):
        self.painter = painter
        self.timer = timer
        self.steps = steps
        self.on_end = on_end
        self.speed = speed
        self.playing = False
        self.ended = False
        self.count = 0
        self._after = None
        self.result = None
        self.on_frame = lambda: None  # after each frame drawn (the legend's counts)

    # -- controls -------------------------------------------------------------
    def play(self):
        if not self.ended and not self.playing:
            self.playing = True
            self._tick()

    def pause(self):
        self.playing = False
        if self._after is not None:
            self.timer.cancel(self._after)
            self._after = None

    def toggle(self):
        self.pause() if self.playing else self.play()

    def step(self):
        """One step, then pause."""
        self.pause()
        self._advance(1)

    def finish(self):
        """Run every remaining step at once, then show the end state."""
        self.pause()
        if self.ended:
            return
        try:
            while True:
                self.apply(next(self.steps), draw=False)
                self.count += 1
        except StopIteration as stop:
            self._end(stop.value)

    def stop(self):
        """Abandon the animation (Generate pressed, window closing)."""
        self.pause()
        self.ended = True
        self.steps = iter(())

    # -- the loop --------------------------------------------------------------
    def _tick(self):
        self._after = None
        if not self.playing:
            return
        rate = rate_for(self.speed)
        if rate <= 60:
            per_frame, delay = 1, int(1000 / rate)
        else:
            per_frame, delay = max(1, int(rate / 60)), 16
        self._advance(per_frame)
        if self.playing and not self.ended:
            self._after = self.timer.after(delay, self._tick)

    def _advance(self, count):
        if self.ended:
            return
        try:
            for _step in range(count):
                self.apply(next(self.steps), draw=True)
                self.count += 1
        except StopIteration as stop:
            self._end(stop.value)
        else:
            self.flush()
            self.on_frame()

    def flush(self):
        """Draw what is drawn once a frame, not once a step (nothing here)."""

    def _end(self, value):
        self.playing = False
        self.ended = True
        self.result = value
        self.on_end(value)

    def apply(self, step, draw):  # pragma: no cover - overridden
        raise NotImplementedError


class GrowAnimation(Animation):
    """A generator at work: cells, walls and the current cell change as it goes."""

    kind = "grow"

    def __init__(self, painter, timer, grid, algorithm, style, steps, on_end, speed=50):
        super().__init__(painter, timer, steps, on_end, speed)
        self.grid = grid
        self.layout = layout_for(grid, style)
        self.colours = colours(self.layout.style.palette)
        self.state_colours = [self.colours[key] for key in _STATE_KEYS]
        self.algorithm = algorithm
        self.stack_like = algorithm in STACK_LIKE
        self.state = bytearray(grid.n)
        self.current = None
        # Wilson's walk in order (the cells before ``walk_from`` are carved
        # already), where each cell stands on it, and the loop last erased;
        # Aldous-Broder's last steps.
        self.walk = []
        self.walk_at = {}
        self.walk_from = 0
        self.joined = False
        self.erased = []
        self.steps_shown = collections.deque(maxlen=WALKER_STEPS)
        self._stale = False
        self._build()

    def _build(self):
        p, layout, grid = self.painter, self.layout, self.grid
        start_open = self.algorithm == "division"
        if start_open:
            self.state = bytearray([MAZE]) * grid.n
        fill = self.colours["maze"] if start_open else self.colours["unvisited"]
        wall = layout.style.wall_color
        if layout.smooth:
            # any shape: cell outlines, and each wall as a round-capped polyline
            self.cell_items = p.anim_polygons([layout.cell_shape(c) for c in range(grid.n)],
                                              fill, "acell")
            pairs = grid_pairs(grid)
            items = p.anim_polylines([layout.link(a, b) for a, b in pairs], layout.t, wall,
                                     visible=not start_open, tag="alink")
            p.anim_polylines(layout.frame(), layout.t, wall, visible=True, tag="aframe")
        else:
            self.cell_items = p.anim_rects([layout.cell_box(c) for c in range(grid.n)], fill,
                                           "acell")
            pairs = grid_pairs(grid)
            boxes = [layout.link(a, b) for a, b in pairs]
            if layout.blocks:
                items = p.anim_rects(boxes, wall if not start_open else self.colours["maze"],
                                     "alink")
            else:
                items = p.anim_lines(boxes, layout.t, wall, visible=not start_open,
                                     tag="alink")
            x0, y0 = layout.cell_box(0)[:2]
            x1, y1 = layout.cell_box(grid.n - 1)[2:]
            width = layout.size if layout.blocks else layout.t
            p.anim_frame((x0 - width / 2.0, y0 - width / 2.0, x1 + width / 2.0,
                          y1 + width / 2.0), width, wall)
        self.links = dict(zip(pairs, items))
        head = "head" if self.algorithm in WALKERS else "current"
        self.marker = p.anim_marker("acurrent", fill=self.colours[head],
                                    polygon=layout.smooth)
        self.chamber = p.anim_marker("achamber", outline=self.colours["chamber"],
                                     width=max(2, layout.size // 6))
        self.walk_line = self.erased_line = None
        if self.algorithm in WALKERS:
            width = max(1, layout.size // 8)
            self.walk_line = p.anim_path("awalk", self.colours["walkline"], width, arrow=True)
            if self.algorithm == "wilson":
                self.erased_line = p.anim_path("aerased", self.colours["erased"], width,
                                               dashed=True)

    def _set_link(self, a, b, closed):
        item = self.links[(a, b) if a < b else (b, a)]
        if self.layout.blocks:
            self.painter.anim_fill(item, self.layout.style.wall_color if closed
                                   else self.colours["maze"])
        else:
            self.painter.anim_show(item, closed)

    def _paint(self, cell, state):
        self.state[cell] = state
        self.painter.anim_fill(self.cell_items[cell], self.state_colours[state])

    def _move_marker(self, cell):
        self.current = cell
        self.painter.anim_move(self.marker, self.layout.marker(cell))

    def apply(self, step, draw):
        kind = step[0]
        if kind == "carve":
            a, b = step[1], step[2]
            if draw:
                self._set_link(a, b, closed=False)
            if self.state[a] in (UNVISITED, WALK, FRONTIER):
                self._paint_or_set(a, MAZE, draw)
            self._paint_or_set(b, STACK if self.stack_like else MAZE, draw)
            self._marker_or_set(b, draw)
            self.walk_at.pop(a, None)
            if self.joined and self.walk_from < len(self.walk) and self.walk[self.walk_from] == a:
                self.walk_from += 1  # Wilson carves its walk from the start
                self._stale = True
            self._stepped(b)
        elif kind == "visit":
            a = step[1]
            if self.state[a] == UNVISITED:
                self._paint_or_set(a, STACK if self.stack_like else MAZE, draw)
            self._marker_or_set(a, draw)
            self._stepped(a)
        elif kind == "back":
            if self.current is not None and self.state[self.current] == STACK:
                self._paint_or_set(self.current, MAZE, draw)
            self._marker_or_set(step[1], draw)
        elif kind == "frontier":
            self._paint_or_set(step[1], STACK if self.stack_like else FRONTIER, draw)
        elif kind == "done":
            self._paint_or_set(step[1], MAZE, draw)
        elif kind == "walk":
            self._walk(step[1], draw)
        elif kind == "chamber" and draw:
            x0, y0 = self.layout.cell_box(step[1])[:2]
            x1, y1 = self.layout.cell_box(step[2])[2:]
            self.painter.anim_move(self.chamber, (x0, y0, x1, y1))
        elif kind == "wall" and draw:
            self._set_link(step[1], step[2], closed=True)

    def _end(self, value):
        # The last cell on a stack is never "backtracked" from: it is done.
        for cell, state in enumerate(self.state):
            if state == STACK:
                self._paint(cell, MAZE)
        for line in (self.walk_line, self.erased_line):
            if line is not None:
                self.painter.anim_path_points(line, [])
        self._stale = False
        super()._end(value)

    def _paint_or_set(self, cell, state, draw):
        if draw:
            self._paint(cell, state)
        else:
            self.state[cell] = state

    def _marker_or_set(self, cell, draw):
        if draw:
            self._move_marker(cell)
        else:
            self.current = cell

    def _walk(self, cell, draw):
        """Wilson's walk.  Landing on a cell already on the walk closes a loop,
        which is erased (the engine erases it implicitly: see ``wilson``) and
        shown dashed until the next one; landing on the maze ends the walk
        (its last point), and carving steps follow, from its start."""
        if self.joined:  # a new walk begins: the last one is carved
            self.walk, self.walk_at, self.walk_from = [], {}, 0
            self.erased, self.joined = [], False
        if self.state[cell] == MAZE:
            self.walk.append(cell)
            self.walk_at = {}
            self.joined = True
        elif cell in self.walk_at:
            cut = self.walk_at[cell] + 1
            self.erased = self.walk[cut - 1:] + [cell]
            for erased in self.walk[cut:]:
                del self.walk_at[erased]
                self._paint_or_set(erased, UNVISITED, draw)
            del self.walk[cut:]
        else:
            self.walk_at[cell] = len(self.walk)
            self.walk.append(cell)
            self._paint_or_set(cell, WALK, draw)
        self._stale = True
        self._marker_or_set(cell, draw)

    def _stepped(self, cell):
        """Aldous-Broder's walker moved (every visit and carve is a step)."""
        if self.algorithm == "aldous-broder":
            self.steps_shown.append(cell)
            self._stale = True

    def walk_shown(self):
        """The cells the walk's line runs through, in order, its head last."""
        if self.algorithm == "aldous-broder":
            return list(self.steps_shown)
        return self.walk[self.walk_from:]

    def flush(self):
        """Lay the walk's lines once a frame (a long walk costs a frame, not a step)."""
        if not self._stale or self.walk_line is None:
            return
        self._stale = False
        centre, p = self.layout.centre, self.painter
        p.anim_path_points(self.walk_line, [centre(c) for c in self.walk_shown()],
                           below=self.marker)
        if self.erased_line is not None:
            p.anim_path_points(self.erased_line, [centre(c) for c in self.erased],
                               below=self.walk_line)


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
    if solver in ("bfs", "astar"):
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
    elif solver == "dead-end-filling":
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
    "tremaux": "solve-marks", "dead-end-filling": "solve-filling"}
LABELS.update({"visited": N_("visited"),
               "backed": N_("backed out of"), "once": N_("marked once: the way back"),
               "twice": N_("marked twice"), "filled": N_("filled dead ends")})
LEGENDS.update({
    "solve-frontier": [("solver", "solver"), ("explored", "visited"),
                       ("frontier", "frontier"), ("path", "path")],
    "solve-stack": [("solver", "solver"), ("stack", "stack"), ("explored", "backed"),
                    ("path", "path")],
    "solve-marks": [("solver", "solver"), ("stack", "once"), ("explored", "twice"),
                    ("path", "path")],
    "solve-filling": [("solver", "solver"), ("explored", "filled"), ("path", "path")],
})
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
