"""A generator at work, step by step (no Tk here).

:class:`GrowAnimation` plays a generator's steps (see :mod:`mazetk.generate`)
through the painter of :mod:`mazetk.gui.animation`: cells change colour,
walls open, the current cell moves; a random walk (Wilson's,
Aldous-Broder's, hunt-and-kill's) is drawn as a line through its cells in
order.
"""

import collections

from ..scene import layout_for
from .animation import Animation, colours

#: Generators whose carved cells stay "active" until a later step says done.
STACK_LIKE = {"backtracker", "growing-tree"}
#: Generators whose steps are a walk, drawn as a line through its cells.
WALKERS = {"wilson", "aldous-broder", "hunt-and-kill"}
#: How many of a walker's last steps its line shows (Aldous-Broder, hunt-and-kill).
WALKER_STEPS = 12
UNVISITED, MAZE, STACK, FRONTIER, WALK = range(5)
_STATE_KEYS = ("unvisited", "maze", "stack", "frontier", "walk")


def grid_pairs(grid):
    """Every pair of neighbouring cells ``(a, b)``, ``a < b``, once, with a
    wall between them (a stair of a maze of levels has none)."""
    s, sides, nbr = grid.slots, grid.sides, grid.nbr
    return [(a, b) for a in range(grid.n) for b in nbr[a * s:a * s + sides] if b > a]


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
        if self.algorithm in WALKERS:  # lines through cell centres, hidden for now
            width = max(1, layout.size // 8)
            self.walk_line = p.anim_polylines([(0, 0, 0, 0)], width, self.colours["walkline"],
                                              False, "awalk")[0]
            if self.algorithm == "wilson":
                self.erased_line = p.anim_polylines([(0, 0, 0, 0)], width,
                                                    self.colours["erased"], False, "aerased")[0]

    def _set_link(self, a, b, closed):
        item = self.links.get((a, b) if a < b else (b, a))
        if item is None and self.grid.levels > 1:  # a stair: its two arrows appear
            if not closed:
                arrows = self.layout.stair_arrows(min(a, b), max(a, b))
                self.painter.anim_polygons([[v for point in arrow for v in point]
                                            for arrow in arrows],
                                           self.layout.style.wall_color, "astair")
            return
        if item is None:  # a tunnel (mazetk.grids.weave): its mouths either side of
            u = self.grid.tunnel_under(a, b)  # the crossing open; the maze drawn
            for x, y in ((a, u), (u, b)) if u >= 0 else ():  # at the end shows it whole
                self._set_link(x, y, closed)
            return
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
            self._stepped(b, a)
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
                self.painter.anim_show(line, False)
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
        shown in its own colour until the next one; landing on the maze ends
        the walk (its last point), and carving steps follow, from its start."""
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

    def _stepped(self, cell, came=None):
        """The walker moved to ``cell`` (every visit and carve is a step; a
        carve from ``came``).  Hunt-and-kill's walker jumps where it hunted
        a new cell out: its line starts again there."""
        if self.algorithm in ("aldous-broder", "hunt-and-kill"):
            shown = self.steps_shown
            if came is not None and (not shown or shown[-1] != came):
                shown.clear()
                shown.append(came)
            shown.append(cell)
            self._stale = True

    def walk_shown(self):
        """The cells the walk's line runs through, in order, its head last."""
        if self.algorithm != "wilson":
            return list(self.steps_shown)
        return self.walk[self.walk_from:]

    def flush(self):
        """Lay the walk's lines once a frame (a long walk costs a frame, not a step)."""
        if not self._stale or self.walk_line is None:
            return
        self._stale = False
        # the loop erased under the walk, the walk under its head's marker
        for line, cells in ((self.erased_line, self.erased), (self.walk_line, self.walk_shown())):
            if line is None:
                continue
            if len(cells) < 2:
                self.painter.anim_show(line, False)
            else:
                self.painter.anim_move(line, [v for c in cells for v in self.layout.centre(c)])
        if self.current is not None:
            self.painter.anim_move(self.marker, self.layout.marker(self.current))
