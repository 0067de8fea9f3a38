"""Watching an algorithm work: generator and solver steps played on the Canvas.

The engine's generators already yield every step (see :mod:`mazetk.generate`);
an :class:`Animation` takes them one by one and changes only the Canvas items
the step touches: a cell's colour, one wall, the marker of the current cell.
Cells are rectangles and walls single segments while it runs; when it ends,
the window draws the finished maze the ordinary way.
"""

from ..scene import Layout

#: Above this many cells an animation shows nothing a person can follow.
MAX_CELLS = 40000

COLOURS = {
    "unvisited": "#9aa3ad",
    "maze": "#ffffff",
    "stack": "#9fd3f0",
    "frontier": "#ffd166",
    "walk": "#f4a3c0",
    "current": "#ff7f0e",
    "chamber": "#2b6fd6",
    "explored": "#cfe3ff",
    "path": "#e00000",
}

LABELS = {"current": "current cell", "stack": "on the stack", "active": "active",
          "frontier": "frontier", "walk": "random walk", "maze": "in the maze",
          "unvisited": "not reached yet", "chamber": "chamber being divided",
          "explored": "explored", "path": "the way", "solver": "solver is here"}

#: What each animation shows: (colour key, label key).
LEGENDS = {
    "grow": [("current", "current"), ("maze", "maze"), ("unvisited", "unvisited")],
    "backtracker": [("current", "current"), ("stack", "stack"), ("maze", "maze"),
                    ("unvisited", "unvisited")],
    "growing-tree": [("current", "current"), ("stack", "active"), ("maze", "maze"),
                     ("unvisited", "unvisited")],
    "prim": [("current", "current"), ("frontier", "frontier"), ("maze", "maze"),
             ("unvisited", "unvisited")],
    "wilson": [("current", "current"), ("walk", "walk"), ("maze", "maze"),
               ("unvisited", "unvisited")],
    "division": [("chamber", "chamber"), ("maze", "maze")],
    "solve": [("current", "solver"), ("explored", "explored"), ("path", "path")],
}
LEGENDS["true-prim"] = LEGENDS["prim"]


def legend(kind):
    """``[(colour, text), ...]`` for an animation kind or a generator's name."""
    return [(COLOURS[c], LABELS[t]) for c, t in LEGENDS.get(kind, LEGENDS["grow"])]


#: Generators whose carved cells stay "active" until a later step says done.
STACK_LIKE = {"backtracker", "growing-tree"}
UNVISITED, MAZE, STACK, FRONTIER, WALK = range(5)
_STATE_COLOUR = {UNVISITED: COLOURS["unvisited"], MAZE: COLOURS["maze"],
                 STACK: COLOURS["stack"], FRONTIER: COLOURS["frontier"],
                 WALK: COLOURS["walk"]}


def rate_for(value):
    """Steps a second for a speed slider position from 0 to 100 (1 to ~300,000)."""
    return 10 ** (max(0.0, min(100.0, float(value))) / 100.0 * 5.5)


class Animation:
    """Play ``steps`` on ``canvas``; ``on_end(result)`` runs when they are used up.

    ``speed`` is a slider position (see :func:`rate_for`).  ``play()``,
    ``pause()``, ``step()`` and ``finish()`` are the controls.
    """

    kind = "grow"

    def __init__(self, canvas, steps, on_end, speed=50):
        self.canvas = canvas
        self.steps = steps
        self.on_end = on_end
        self.speed = speed
        self.playing = False
        self.ended = False
        self.count = 0
        self._after = None
        self.result = None

    # -- controls -------------------------------------------------------------
    def play(self):
        if not self.ended and not self.playing:
            self.playing = True
            self._tick()

    def pause(self):
        self.playing = False
        if self._after is not None:
            self.canvas.after_cancel(self._after)
            self._after = None

    def toggle(self):
        self.pause() if self.playing else self.play()

    def step(self):
        """One step, then pause."""
        self.pause()
        self._advance(1)

    def finish(self):
        """Run every remaining step at once (nothing more is drawn)."""
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
            self._after = self.canvas.after(delay, self._tick)

    def _advance(self, count):
        if self.ended:
            return
        try:
            for _ in range(count):
                self.apply(next(self.steps), draw=True)
                self.count += 1
        except StopIteration as stop:
            self._end(stop.value)

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

    def __init__(self, canvas, grid, algorithm, style, steps, on_end, speed=50):
        super().__init__(canvas, steps, on_end, speed)
        self.grid = grid
        self.layout = Layout(grid, style)
        self.algorithm = algorithm
        self.stack_like = algorithm in STACK_LIKE
        self.state = bytearray(grid.n)
        self.current = None
        self.walk = []
        self.walk_at = {}
        self._build()

    def _build(self):
        c, layout, grid = self.canvas, self.layout, self.grid
        tk_call, w = c.tk.call, c._w
        start_open = self.algorithm == "division"
        fill = COLOURS["maze"] if start_open else COLOURS["unvisited"]
        if start_open:
            self.state = bytearray([MAZE]) * grid.n
        self.cell_items = [
            tk_call(w, "create", "rectangle", *layout.cell_box(cell), "-fill", fill,
                    "-width", 0, "-tags", ("anim", "acell")) for cell in range(grid.n)]
        style = layout.style
        self.links = {}
        cols = grid.cols
        for a in range(grid.n):
            for b in (a + 1, a + cols):
                if (b == a + 1 and (a + 1) % cols == 0) or b >= grid.n:
                    continue
                self.links[a, b] = self._make_link(a, b, closed=not start_open)
        # the border: one frame around everything
        x0, y0 = layout.cell_box(0)[:2]
        x1, y1 = layout.cell_box(grid.n - 1)[2:]
        if layout.blocks:
            pad = layout.size
            tk_call(w, "create", "rectangle", x0 - pad / 2.0, y0 - pad / 2.0, x1 + pad / 2.0,
                    y1 + pad / 2.0, "-outline", style.wall_color, "-width", pad,
                    "-tags", ("anim",))
        else:
            t = layout.t
            tk_call(w, "create", "rectangle", x0 - t / 2.0, y0 - t / 2.0, x1 + t / 2.0,
                    y1 + t / 2.0, "-outline", style.wall_color, "-width", t, "-tags", ("anim",))
        self.marker = tk_call(w, "create", "rectangle", 0, 0, 0, 0, "-fill", COLOURS["current"],
                              "-width", 0, "-state", "hidden", "-tags", ("anim", "acurrent"))
        self.chamber = tk_call(w, "create", "rectangle", 0, 0, 0, 0, "-outline",
                               COLOURS["chamber"], "-width", max(2, layout.size // 6),
                               "-state", "hidden", "-tags", ("anim", "achamber"))

    def _make_link(self, a, b, closed):
        c, layout, style = self.canvas, self.layout, self.layout.style
        box = layout.link(a, b)
        if layout.blocks:
            return c.tk.call(c._w, "create", "rectangle", *box, "-width", 0, "-fill",
                             style.wall_color if closed else COLOURS["maze"],
                             "-tags", ("anim", "alink"))
        return c.tk.call(c._w, "create", "line", *box, "-width", layout.t, "-fill",
                         style.wall_color, "-capstyle", "projecting",
                         "-state", "normal" if closed else "hidden", "-tags", ("anim", "alink"))

    def _set_link(self, a, b, closed):
        item = self.links[(a, b) if a < b else (b, a)]
        c = self.canvas
        if self.layout.blocks:
            fill = self.layout.style.wall_color if closed else COLOURS["maze"]
            c.tk.call(c._w, "itemconfigure", item, "-fill", fill)
        else:
            c.tk.call(c._w, "itemconfigure", item, "-state", "normal" if closed else "hidden")

    def _paint(self, cell, state):
        self.state[cell] = state
        c = self.canvas
        c.tk.call(c._w, "itemconfigure", self.cell_items[cell], "-fill", _STATE_COLOUR[state])

    def _move_marker(self, cell):
        self.current = cell
        c = self.canvas
        x0, y0, x1, y1 = self.layout.cell_box(cell)
        inset = (x1 - x0) / 5.0
        c.tk.call(c._w, "coords", self.marker, x0 + inset, y0 + inset, x1 - inset, y1 - inset)
        c.tk.call(c._w, "itemconfigure", self.marker, "-state", "normal")

    def apply(self, step, draw):
        kind = step[0]
        if kind == "carve":
            a, b = step[1], step[2]
            if draw:
                self._set_link(a, b, closed=False)
            if self.state[a] in (UNVISITED, WALK, FRONTIER):
                self._paint_or_set(a, MAZE, draw)
            self._paint_or_set(b, STACK if self.stack_like else MAZE, draw)
            if draw:
                self._move_marker(b)
            self.walk_at.pop(a, None)
        elif kind == "visit":
            a = step[1]
            if self.state[a] == UNVISITED:
                self._paint_or_set(a, STACK if self.stack_like else MAZE, draw)
            if draw:
                self._move_marker(a)
        elif kind == "back":
            if self.current is not None and self.state[self.current] == STACK:
                self._paint_or_set(self.current, MAZE, draw)
            if draw:
                self._move_marker(step[1])
            else:
                self.current = step[1]
        elif kind == "frontier":
            a = step[1]
            self._paint_or_set(a, STACK if self.stack_like else FRONTIER, draw)
        elif kind == "done":
            self._paint_or_set(step[1], MAZE, draw)
        elif kind == "walk":
            self._walk(step[1], draw)
        elif kind == "chamber" and draw:
            x0, y0 = self.layout.cell_box(step[1])[:2]
            x1, y1 = self.layout.cell_box(step[2])[2:]
            c = self.canvas
            c.tk.call(c._w, "coords", self.chamber, x0, y0, x1, y1)
            c.tk.call(c._w, "itemconfigure", self.chamber, "-state", "normal")
        elif kind == "wall" and draw:
            self._set_link(step[1], step[2], closed=True)

    def _end(self, value):
        # The last cell on a stack is never "backtracked" from: it is done.
        for cell, state in enumerate(self.state):
            if state == STACK:
                self._paint(cell, MAZE)
        super()._end(value)

    def _paint_or_set(self, cell, state, draw):
        if draw:
            self._paint(cell, state)
        else:
            self.state[cell] = state

    def _walk(self, cell, draw):
        """Wilson's walk.  Landing on a cell already on the walk closes a loop,
        which is erased (the engine erases it implicitly: see ``wilson``);
        landing on the maze ends the walk, and carving steps follow."""
        if self.state[cell] == MAZE:
            self.walk, self.walk_at = [], {}
        elif cell in self.walk_at:
            cut = self.walk_at[cell] + 1
            for erased in self.walk[cut:]:
                del self.walk_at[erased]
                self._paint_or_set(erased, UNVISITED, draw)
            del self.walk[cut:]
        else:
            self.walk_at[cell] = len(self.walk)
            self.walk.append(cell)
            self._paint_or_set(cell, WALK, draw)
        if draw:
            self._move_marker(cell)
        else:
            self.current = cell


class SolveAnimation(Animation):
    """A solver at work: explored cells fill in, then the way is drawn in red."""

    kind = "solve"

    def __init__(self, canvas, maze, solver, style, on_end, speed=50):
        self.maze = maze
        self.layout = Layout(maze.grid, style)
        found = maze.solve(solver)
        self.found = found
        super().__init__(canvas, self._steps(found), on_end, speed)
        self.items = {}
        c = canvas
        self.marker = c.tk.call(c._w, "create", "rectangle", 0, 0, 0, 0, "-fill",
                                COLOURS["current"], "-width", 0, "-state", "hidden",
                                "-tags", ("anim", "acurrent"))

    @staticmethod
    def _steps(found):
        for cell in found.visited:
            yield ("explore", cell)
        return found

    def apply(self, step, draw):
        if not draw:
            return
        cell = step[1]
        c = self.canvas
        if cell not in self.items:
            self.items[cell] = c.tk.call(c._w, "create", "rectangle",
                                         *self.layout.cell_box(cell), "-fill",
                                         COLOURS["explored"], "-width", 0,
                                         "-tags", ("anim", "explored"))
            below = "markers" if c.find_withtag("markers") else "walls"
            c.tk.call(c._w, "lower", self.items[cell], below)
        x0, y0, x1, y1 = self.layout.cell_box(cell)
        inset = (x1 - x0) / 5.0
        c.tk.call(c._w, "coords", self.marker, x0 + inset, y0 + inset, x1 - inset, y1 - inset)
        c.tk.call(c._w, "itemconfigure", self.marker, "-state", "normal")
        c.tk.call(c._w, "raise", self.marker)
