"""How hard is a maze, and how far is every cell from the start (no Tk here).

The verdict counts the *decision points* on the way: cells of the solution
where another passage branches off, so a walker can go wrong.  It is a
plain count a teacher can check by eye.  Bigger mazes have more of them, so
the limits grow with the size: a maze of N cells is easy below 0.5 x sqrt(N)
decision points and hard above 1.5 x sqrt(N), and the message says so.
"""

from .i18n import N_, _, ngettext
from .maze import build, statistics
from .solve import degrees, distances

LEVELS = ("easy", "medium", "hard")
#: What the window and prints show for each level (and for "any" level).
LEVEL_NAMES = {"any": N_("Any"), "easy": N_("Easy"), "medium": N_("Medium"),
               "hard": N_("Hard")}
#: Decision points per sqrt(cells): below EASY is easy, above HARD is hard.
EASY, HARD = 0.5, 1.5


def level_name(level):
    """The name shown for difficulty ``level`` (``easy`` -> "Easy"), translated."""
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


def limits(cells):
    """``(easy_below, hard_above)`` decision points for a maze of ``cells`` cells."""
    root = cells ** 0.5
    return max(1, int(round(EASY * root))), max(2, int(round(HARD * root)))


def decision_points(maze, path):
    """Cells on ``path`` (not the goal) with a passage the path does not take."""
    if len(path) < 2:
        return 0
    deg = degrees(maze.grid)
    first = 1 if deg[path[0]] >= 2 else 0  # at the start any second passage is a choice
    return first + sum(1 for cell in path[1:-1] if deg[cell] >= 3)


def difficulty(maze, solver="bfs"):
    """``(level, reason)``: easy, medium or hard (an id: :func:`level_name`
    shows it), and what the verdict rests on, translated."""
    stats = statistics(maze, solver)
    path = maze.solve(solver).path
    if not path:
        return "hard", _("there is no way from the start to the goal")
    points = decision_points(maze, path)
    easy, hard = limits(maze.grid.n)
    level = "easy" if points < easy else "hard" if points > hard else "medium"
    return level, ngettext(
        "%(n)d place on the way where a wrong turn is possible (at this size, easy below "
        "%(easy)d, hard above %(hard)d); the way crosses %(share)s%% of the maze",
        "%(n)d places on the way where a wrong turn is possible (at this size, easy below "
        "%(easy)d, hard above %(hard)d); the way crosses %(share)s%% of the maze",
        points) % {"n": points, "easy": easy, "hard": hard, "share": stats["solution_share"]}


def qualifies(maze, level=None, min_share=0):
    """True when ``maze`` is of ``level`` (None: any) with at least ``min_share`` %."""
    if min_share:
        share = 100.0 * len(maze.solve("bfs").path) / maze.grid.n
        if share < min_share:
            return False
    return level is None or difficulty(maze)[0] == level


def search(spec, level=None, min_share=0, attempts=200, progress=None):
    """Try seeds ``SEED``, ``SEED-1``, ``SEED-2`` ... until a maze qualifies.

    Returns ``(maze, tries)``; ``maze`` is None when no seed of ``attempts``
    qualified.  ``progress(done, attempts)`` is called after every try (it
    may raise to cancel).
    """
    if level is not None and level not in LEVELS:
        raise ValueError(_("difficulty must be easy, medium or hard, not %r") % (level,))
    if not 0 <= min_share <= 100:
        raise ValueError(_("the minimum solution share must be from 0 to 100 %"))
    spec = spec.validate()
    for i in range(attempts):
        seed = spec.seed if i == 0 else "%s-%d" % (spec.seed, i)
        maze = build(spec.replace(seed=seed))
        if progress is not None:
            progress(i + 1, attempts)
        if qualifies(maze, level, min_share):
            return maze, i + 1
    return None, attempts


class Heat(dict):
    """A heat map, ``{cell: "#rrggbb"}``, that also says what its legend
    needs: ``far``, the largest distance from the start, and ``palette``,
    the name of the ramp it is shaded from.  ``scene.build(cells=heat)``
    draws the legend from these, without searching the maze a second time."""

    def __init__(self, colours, far, palette):
        super().__init__(colours)
        self.far, self.palette = far, palette


def heat_of(maze, palette="default"):
    """The heat map of ``maze`` (a :class:`Heat`): every cell coloured by its
    distance from the start, in the ramp of ``palette`` (:mod:`mazetk.scene.palette`)."""
    from .scene.palette import get
    name = get(palette).name
    dist = distances(maze.grid, maze.start)
    return Heat(heat_colours(dist, name), max(dist), name)


def heat_colours(dist, palette="default", steps=48):
    """``{cell: "#rrggbb"}`` colouring each reachable cell by its distance:
    the default ramp runs from pale yellow (near) to deep red-purple (far),
    in ``steps`` shades (a PNG palette holds them all)."""
    from .scene.palette import heat_colours as colours
    return colours(dist, palette, steps)

