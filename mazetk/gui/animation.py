"""Watching an algorithm work: what every animation shares (no Tk here).

The engine's generators already yield every step (see :mod:`mazetk.generate`);
an :class:`Animation` takes them one by one and asks its *painter* (in the
window, the :class:`~mazetk.gui.canvas_view.Overlay` the maze view hands
out: the Canvas view alone draws on the Canvas) to change only what the
step touches: a cell's colour, one wall, the marker of the current cell.
Time comes from a *timer* with ``after(ms, fn) -> id`` and ``cancel(id)``
(the Tk root in the window).
When it ends, the window draws the finished maze the ordinary way.

Here: the loop and its controls, the speed, and the colours and legends of
every animation.  A generator at work is :mod:`mazetk.gui.growing`, a
solver at work :mod:`mazetk.gui.solving`.
"""

from ..scene import palette as palettes
from ..i18n import N_, _

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
          "steps": N_("its last steps"), "visited": N_("visited"),
          "backed": N_("backed out of"), "once": N_("marked once: the way back"),
          "twice": N_("marked twice"), "filled": N_("filled dead ends"),
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
    "hunt-and-kill": [("head", "walker"), ("walkline", "steps"), ("maze", "maze"),
                      ("unvisited", "unvisited")],
    "division": [("chamber", "chamber"), ("maze", "maze")],
    "solve": [("solver", "solver"), ("explored", "explored"), ("path", "path")],
    # the solvers that hold more than what they visited (see mazetk.gui.solving)
    "solve-frontier": [("solver", "solver"), ("explored", "visited"),
                       ("frontier", "frontier"), ("path", "path")],
    "solve-stack": [("solver", "solver"), ("stack", "stack"), ("explored", "backed"),
                    ("path", "path")],
    "solve-marks": [("solver", "solver"), ("stack", "once"), ("explored", "twice"),
                    ("path", "path")],
    "solve-filling": [("solver", "solver"), ("explored", "filled"), ("path", "path")],
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


def legend(kind, palette="default"):
    """``[(colour, text), ...]`` for an animation kind or a generator's name,
    in the words of the language spoken and the colours of ``palette``."""
    shades = colours(palette)
    return [(shades[c], _(LABELS[t])) for c, t in LEGENDS.get(kind, LEGENDS["grow"])]


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
