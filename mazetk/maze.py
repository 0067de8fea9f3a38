"""A maze: a carved grid with a start, a goal and the spec that made it.

``build(spec)`` is the whole pipeline: carve with the chosen algorithm,
braid, choose the endpoints and open the outer wall beside them.  The same
``random.Random`` runs through every stage, in that order, so a spec (or
its maze code) always rebuilds the identical maze.  ``steps(spec)`` runs
the same pipeline one step at a time, for animation.
"""

import bisect
import math
import time
from array import array

from . import generate, solve as solvers
from .generate.randomness import randbelow, shuffle
from .generate.texture import level_share, mean_run
from . import grids
from .grids import E, N, S, W
from . import weights as grounds
from .i18n import _
from .solve import OPEN_SLOTS, degrees
from .spec import MazeSpec, mask_of, rng_for


class Maze:
    """A carved grid plus its endpoints and, when it was generated, its spec."""

    def __init__(self, grid, start, goal, spec=None, seconds=None, weights=None):
        self.grid = grid
        self.start = start
        self.goal = goal
        self.spec = spec
        self.seconds = seconds  # how long generation took, when it was timed
        self._solutions = {}
        if weights is None and spec is not None and spec.weights:
            weights = grounds.costs(grid, spec.weights)
        #: What each cell costs to enter (bytes, 1 to 9; :mod:`mazetk.weights`),
        #: None for plain ground.
        self.weights = weights

    # -- shape -------------------------------------------------------------
    @property
    def cols(self):
        return self.grid.cols

    @property
    def rows(self):
        return self.grid.rows

    @property
    def seed(self):
        return None if self.spec is None else self.spec.seed

    @property
    def code(self):
        return None if self.spec is None else self.spec.code()

    def rc(self, cell):
        return self.grid.rc(cell)

    # -- solving -----------------------------------------------------------
    def solve(self, solver="bfs"):
        """The :class:`~mazetk.solve.Solution` of ``solver`` (cached per solver)."""
        if solver not in self._solutions:
            rng = rng_for("solve:%s:%s" % (solver, self.seed))
            self._solutions[solver] = solvers.solve(self.grid, self.start, self.goal,
                                                    solver, rng, self.weights)
        return self._solutions[solver]

    def cost(self, path):
        """What walking ``path`` costs on this maze's ground (its steps on plain ground)."""
        return solvers.path_cost(path, self.weights)

    def set_weights(self, weights, spec=None):
        """Lay new ground (bytes of costs, or None for plain), with the spec
        that now carries it (the code changes with the ground)."""
        if weights is not None and (len(weights) != self.grid.n or
                                    min(weights, default=1) < 1 or max(weights, default=1) > 9):
            raise ValueError(_("ground costs must be one a cell, from 1 to 9"))
        self.weights = None if weights is None else bytes(weights)
        if spec is not None:
            self.spec = spec
        self._solutions.clear()

    def changed(self):
        """Forget cached solutions after the passages were edited."""
        self._solutions.clear()

    def __repr__(self):
        return "<Maze %dx%d start=%d goal=%d code=%s>" % (
            self.cols, self.rows, self.start, self.goal, self.code)


# -- the pipeline -----------------------------------------------------------

def new_grid(spec):
    """The empty grid of a (validated) spec's shape and size, cut to its
    mask if it has one (the mask's largest piece: see :func:`spec.mask_of`)."""
    grid = grids.make(spec.shape, spec.cols, spec.rows, spec.wrap, spec.weave, spec.levels)
    if spec.mask:
        from .grids.masked import MaskedGrid
        grid = MaskedGrid(grid, mask_of(spec.shape, spec.cols, spec.rows, spec.mask)[0].on,
                          checked=True)
    return grid


def stepper(spec):
    """``(grid, steps)``: the grid being carved and an iterator over the steps
    that returns the finished :class:`Maze` (``StopIteration.value``).

    The maze is identical to ``build(spec)``: same grid, same random stream,
    then the same :func:`finish`.  Animation watches ``grid`` change.
    """
    spec = spec.validate()
    grid = new_grid(spec)
    rng = rng_for(spec.seed)

    def run():
        if spec.labyrinth:
            yield from _labyrinth(grid, spec)
        elif spec.unicursal:
            yield from _unicursal(grid, rng, spec, steps=True)
        elif spec.symmetry:
            yield from _symmetric(grid, rng, spec)
        else:
            yield from generate.steps(grid, rng, spec.algorithm, spec.param, spec.texture)
        return finish(spec, grid, rng)

    return grid, run()


def steps(spec):
    """Yield the generator's steps, then return the finished :class:`Maze`.

    ``maze = yield from steps(spec)`` in a caller, or drive it by hand and
    take ``StopIteration.value``.  The maze is identical to ``build(spec)``.
    """
    return stepper(spec)[1]


def build(spec, progress=None):
    """Generate the maze ``spec`` describes (a :class:`MazeSpec` or a maze code).

    ``progress(fraction)`` is called now and then while carving (see
    :func:`mazetk.generate.carve`); it may raise to stop the work.
    """
    if isinstance(spec, str):
        spec = MazeSpec.from_code(spec)
    spec = spec.validate()
    began = time.perf_counter()
    grid = new_grid(spec)
    rng = rng_for(spec.seed)
    if spec.labyrinth:
        for _step in _labyrinth(grid, spec):
            pass
    elif spec.unicursal:
        for _step in _unicursal(grid, rng, spec):
            pass
    elif spec.symmetry:
        for _step in _symmetric(grid, rng, spec):
            pass
    else:
        generate.carve(grid, rng, spec.algorithm, spec.param, progress=progress,
                       knobs=spec.texture)
    maze = finish(spec, grid, rng)
    maze.seconds = time.perf_counter() - began
    return maze


def _labyrinth(grid, spec):
    """Lay a classical labyrinth (:mod:`mazetk.generate.labyrinth`) into the
    empty circle ``grid``, yielding its way passage by passage from the rim."""
    from .generate.labyrinth import layout
    way = layout(grid, spec.labyrinth)
    yield ("visit", way[0])
    for a, b in zip(way, way[1:]):
        grid.link(a, grid.slot_towards(a, b))
        yield ("carve", a, b)


def _unicursal(grid, rng, spec, steps=False):
    """Carve a unicursal maze (:mod:`mazetk.generate.unicursal`) into ``grid``: the
    maze of half its size by ``spec``'s algorithm, then the ring round it.
    With ``steps``, the ring is yielded as it is drawn, passage by passage
    along it (an animation traces the path); else nothing is yielded."""
    from .grids.square import SquareGrid
    from .generate import unicursal
    base = SquareGrid(grid.cols // 2, grid.rows // 2)
    generate.carve(base, rng, spec.algorithm, spec.param, knobs=spec.texture)
    unicursal.double(base, grid)
    if not steps:
        return
    ring = bytes(grid.passages)
    way = unicursal.path(grid, 0)  # round the ring from the top left cell
    grid.passages = bytearray(grid.n)
    yield ("visit", way[0])
    for a, b in zip(way, way[1:]):
        yield ("carve", a, b)
        grid.link(a, grid.slot_towards(a, b))
    grid.passages[:] = ring


def _symmetric(grid, rng, spec):
    """The steps of a symmetric maze (:mod:`mazetk.generate.symmetry`):
    ``spec``'s algorithm carves the domain, and each carve is copied."""
    from .generate.symmetry import carve_symmetric
    return carve_symmetric(grid, rng, spec.symmetry, lambda part, r: generate.steps(
        part, r, spec.algorithm, spec.param, spec.texture))


def finish(spec, grid, rng):
    """Open the room, braid, place the endpoints and open the outer wall
    beside them."""
    room = None
    if spec.room is not None:
        from .generate import rooms
        cells = rooms.room_cells(grid, spec.room)
        room = (cells,) + rooms.open_room(grid, cells, rng)
    if spec.labyrinth:  # from the rim, where the way begins, to the centre it enters
        from .generate.labyrinth import layout
        way = layout(grid, spec.labyrinth)
        open_border(grid, way[0], way[-1])
        return Maze(grid, way[0], way[-1], spec)
    if spec.word:  # the way writes the word: laid into the maze, its ends fixed
        from .generate import word
        cells = [grid.cell(r, c) for r, c in word.way(spec.word, grid.cols, grid.rows, rng)]
        word.lay(grid, cells, rng)
        open_border(grid, cells[0], cells[-1])
        return Maze(grid, cells[0], cells[-1], spec)
    if spec.unicursal:  # one ring: cut it at the border, the ends beside the cut
        from .generate.unicursal import cut
        start, goal = cut(grid, rng, spec.endpoints)
        open_border(grid, start, goal)
        return Maze(grid, start, goal, spec)
    if spec.braid:
        if spec.version == 1:
            braid_v1(grid, rng, spec.braid)
        else:
            braid(grid, rng, spec.braid)
    start, goal = choose_endpoints(grid, rng, spec.endpoints)
    if room is not None:
        start, goal = room_ends(grid, spec, rng, start, *room)
    elif spec.start is not None or spec.goal is not None:
        start, goal = chosen_ends(grid, spec, start, goal)
    open_border(grid, start, goal)
    return Maze(grid, start, goal, spec)


def chosen_ends(grid, spec, start, goal):
    """``(start, goal)`` with the ends ``spec`` chooses put at their places
    (ValueError where a place is no cell of the maze); an end it leaves to
    ``endpoints`` is that rule's, or with ``farthest``, or where the rule's
    would be the chosen cell, the cell farthest from the chosen one."""
    chosen = [None if p is None else cell_at(grid, p, what)
              for p, what in ((spec.start, _("the start")), (spec.goal, _("the goal")))]
    if chosen[0] is not None and chosen[1] is not None:
        return chosen[0], chosen[1]
    given = chosen[0] if chosen[0] is not None else chosen[1]
    other = goal if chosen[0] is not None else start
    if spec.endpoints == "farthest" or other == given or (
            grid.wrap == "xy" and spec.endpoints == "corners"):  # a torus: farthest too
        other = farthest(grid, given)[0]
    if other == given:  # a maze of one cell
        return given, given
    return (given, other) if chosen[0] is not None else (other, given)


def room_ends(grid, spec, rng, start, cells, doors, piece):
    """``(start, goal)`` of a maze with a room (:mod:`mazetk.generate.rooms`): the
    ends chosen where ``spec`` chooses them; else the start by the
    endpoints among the cells outside the room (``start`` is the rule's
    own start: the top left of a square, and on a circle, whose rule's
    start is its centre, the rim's last cell), and the goal the room cell
    inside the door of the start's piece of the maze."""
    from .generate.rooms import distances_from
    if spec.start is not None:
        start = cell_at(grid, spec.start, _("the start"))
    elif spec.endpoints == "farthest":
        dist = distances_from(grid, cells)
        start = dist.index(max(dist))
    elif spec.endpoints == "random" or piece[start] < 0:
        if spec.endpoints == "corners":
            start = grid.n - 1
        else:
            outside = [c for c in range(grid.n) if piece[c] >= 0]
            start = outside[randbelow(rng, len(outside))]
    if spec.goal is not None:
        goal = cell_at(grid, spec.goal, _("the goal"))
    elif piece[start] >= 0:
        goal = doors[piece[start]][1]
    else:  # a start chosen in the room: the goal as far from it as can be
        goal = farthest(grid, start)[0]
    return start, goal


def cell_at(grid, place, what=None):
    """The cell at ``place`` (counted from 1, as :func:`mazetk.spec.parse_place`
    reads it), or ValueError saying ``what`` (translated) is not in the maze."""
    masked = grid.kind == "masked"
    full = grid.full if masked else grid
    what = what or _("the place")
    if full.kind == "circle":
        ring, index = place
        if not (0 <= ring < full.rings and 1 <= index <= full.counts[ring]):
            raise ValueError(_("%(what)s, ring %(ring)d cell %(cell)d, is outside the maze: "
                               "ring %(ring)d has %(count)d cells")
                             % {"what": what, "ring": ring, "cell": index,
                                "count": full.counts[ring] if 0 <= ring < full.rings else 0})
        cell = full.first[ring] + index - 1
    elif full.kind == "cube":
        face, row, col = place
        cell = full.cell(row - 1, col - 1, face - 1)
    elif full.levels > 1:
        level, row, col = place
        cell = full.cell(row - 1, col - 1, level - 1)
    else:
        row, col = place
        cell = full.cell(row - 1, col - 1)
    if masked:
        cell = grid.index[cell]
        if cell < 0:
            raise ValueError(_("%(what)s, %(place)s, is cut away by the mask")
                             % {"what": what, "place": ",".join(map(str, place))})
    return cell


def place_of(grid, cell):
    """The place of ``cell`` as :func:`cell_at` takes it (counted from 1)."""
    if grid.kind == "masked":
        grid, cell = grid.full, grid.cells[cell]
    if grid.kind == "circle":
        ring, index = grid.ring_of(cell)
        return ring, index + 1
    if grid.kind == "cube" or grid.levels > 1:
        return tuple(v + 1 for v in grid.place(cell))
    return tuple(v + 1 for v in grid.rc(cell))


def dead_ends(grid):
    """``array('i')`` of the cells with exactly one passage to another cell."""
    deg = degrees(grid)
    out = array("i")
    at = deg.find(1)
    while at >= 0:
        out.append(at)
        at = deg.find(1, at + 1)
    return out


def braid(grid, rng, percent):
    """Remove ``percent`` % of the dead ends (rounded) by opening their walls.

    Dead ends are taken in a random order.  Each opens towards a neighbour
    that is a dead end too where it has one, which removes two at once (and
    makes loops rather than stubs), as long as two are still wanted; else
    towards a neighbour that is not a dead end.  Openings only ever join
    cells, so no new dead end appears and the count is exact unless the
    last one wanted has only dead-end neighbours left.
    """
    ends = dead_ends(grid)
    shuffle(rng, ends)
    wanted = int(round(len(ends) * percent / 100.0))
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    deg = bytearray(degrees(grid))
    for c in ends:
        if wanted <= 0:
            break
        if deg[c] != 1:
            continue  # an earlier opening already joined it
        base = c * s
        closed = [k for k in range(s) if nbr[base + k] >= 0 and not pas[c] >> k & 1]
        if grid.under is not None:  # a crossing takes no other passage (grids.weave)
            closed = [k for k in closed if not grid.under[c] and not grid.under[nbr[base + k]]]
        pair = [k for k in closed if deg[nbr[base + k]] == 1]
        single = [k for k in closed if deg[nbr[base + k]] != 1]
        if pair and wanted >= 2:
            best = pair
        elif single:
            best = single
        else:
            continue  # one more is wanted but this would remove two: try the next
        k = best[randbelow(rng, len(best))]
        m = nbr[base + k]
        wanted -= 1 + (deg[m] == 1)
        grid.link(c, k)
        deg[c] += 1
        deg[m] += 1


def braid_v1(grid, rng, percent):
    """The braid of ``mz1`` mazes, kept so that their codes rebuild them.

    It opened ``percent`` % of the dead ends, each towards another dead end
    where it could: that removed about one and a half times as many.
    """
    ends = dead_ends(grid)
    shuffle(rng, ends)
    wanted = int(round(len(ends) * percent / 100.0))
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    deg = bytearray(degrees(grid))
    for c in ends[:wanted]:
        if deg[c] != 1:
            continue  # an earlier opening already joined it
        closed = [k for k in range(s) if nbr[c * s + k] >= 0 and not pas[c] >> k & 1]
        if not closed:
            continue
        best = [k for k in closed if deg[nbr[c * s + k]] == 1] or closed
        k = best[randbelow(rng, len(best))]
        grid.link(c, k)
        deg[c] += 1
        deg[nbr[c * s + k]] += 1


def farthest(grid, source):
    """The cell farthest from ``source`` (breadth-first) and its distance."""
    dist = solvers.distances(grid, source)
    far = max(dist)
    return dist.index(far), far


def choose_endpoints(grid, rng, how):
    """``(start, goal)`` for ``corners``, ``random`` or ``farthest``."""
    n = grid.n
    if how == "corners" and grid.wrap == "xy":
        # a torus has no corners: the top left, and the cell farthest from it
        return 0, farthest(grid, 0)[0]
    if how == "corners" and grid.kind == "cube":  # two opposite corners of the cube
        return grid.corners()
    if how == "corners" and grid.kind == "masked" and n > 1:
        return _mask_corners(grid)
    if how == "corners" or n == 1:
        return 0, n - 1
    if how == "random":
        start = randbelow(rng, n)
        goal = randbelow(rng, n - 1)
        return start, goal + (goal >= start)
    if how == "farthest":
        # Two breadth-first searches give the two ends of the longest path
        # of a tree (exactly) and a very long one in a braided maze.
        a = farthest(grid, 0)[0]
        b = farthest(grid, a)[0]
        return (a, b) if a <= b else (b, a)
    raise ValueError(_("endpoints must be corners, random or farthest, not %r") % (how,))


def _mask_corners(grid):
    """A masked maze's natural corners: the cells nearest the top-left and the
    bottom-right of the full grid (a circle: its centre, then the bottom of
    its rim), which lie on the mask's own edge.

    Cells are numbered row by row (ring by ring), so the search walks them
    from the near end and stops once a cell lies so far away, in rows
    (rings), that no later one can be nearer."""
    w, h = grid.extent()
    if grid.shape == "circle":
        mx, my = w / 2.0, h / 2.0

        def far(x, y):  # how far from the centre: grows along the order
            dx, dy = x - mx, y - my
            return math.sqrt(dx * dx + dy * dy)  # not hypot: it rounds otherwise from 3.10
        targets = ((mx, my, far, 1), (mx, my + h, lambda x, y: -far(x, y), -1))
    else:
        targets = ((0.0, 0.0, lambda x, y: y, 1), (w, h, lambda x, y: -y, -1))
    if grid.full.kind == "square":
        start, goal = _square_corners(grid, w, h)
    else:
        start, goal = _scan_corners(grid, targets)
    if start == goal:
        goal = grid.n - 1 if start != grid.n - 1 else 0
    return start, goal


def _scan_corners(grid, targets):
    """The cell nearest each target ``(x, y, key, step)``, cell by cell
    from the near end (``step``) until ``key`` says no later cell can be
    nearer (see :func:`_mask_corners`)."""
    ends = []
    full, cells = grid.full, grid.cells  # the full grid's centres, asked directly
    for tx, ty, key, step in targets:
        order = range(grid.n) if step > 0 else range(grid.n - 1, -1, -1)
        best, best_d, near = order[0], None, key(tx, ty)
        for c, (x, y) in zip(order, map(full.centre, map(cells.__getitem__, order))):
            gap = key(x, y) - near - 2.0  # later cells lie at least this far away
            if best_d is not None and gap > 0 and gap * gap > best_d:
                break
            d = (x - tx) ** 2 + (y - ty) ** 2
            if best_d is None or d < best_d - 1e-9:
                best, best_d = c, d
        ends.append(best)
    return ends


def _square_corners(grid, w, h):
    """:func:`_mask_corners` of a mask of a square grid, a row at a time:
    in a row (one y) the nearest kept cell to the top-left corner is its
    first, to the bottom-right its last, and the rows are walked from the
    near end until one lies too far away, as the cells are there."""
    cols, cells = grid.cols, grid.cells
    ends = []
    for step in (1, -1):
        tx, ty = (0.0, 0.0) if step > 0 else (w, h)
        best, best_d = (0 if step > 0 else grid.n - 1), None
        for r in (range(grid.rows) if step > 0 else range(grid.rows - 1, -1, -1)):
            lo = bisect.bisect_left(cells, r * cols)
            hi = bisect.bisect_left(cells, (r + 1) * cols, lo)
            if lo == hi:
                continue
            y = r + 0.5
            gap = (y if step > 0 else h - y) - 2.0  # later rows lie at least this far away
            if best_d is not None and gap > 0 and gap * gap > best_d:
                break
            c = lo if step > 0 else hi - 1
            x = cells[c] - r * cols + 0.5
            d = (x - tx) ** 2 + (y - ty) ** 2
            if best_d is None or d < best_d - 1e-9:
                best, best_d = c, d
        ends.append(best)
    return ends


#: Which border side to open first: the original programs opened the start's
#: west wall and the goal's east wall.
START_SIDES = (W, N, S, E)
GOAL_SIDES = (E, S, N, W)


def open_border(grid, start, goal):
    """Open the outer wall beside the start and the goal, where they touch it.

    On a square grid the start opens to the west (else north, south, east)
    and the goal to the east, as the original programs did.  On the other
    shapes the start opens the border side farthest to the left (then the
    top), the goal the one farthest to the right (then the bottom); a
    circle's centre touches no border, and its goal opens in the rim.
    """
    for cell, order in ((start, START_SIDES), (goal, GOAL_SIDES)):
        border = grid.border_slots(cell)
        if grid.kind != "square" and border:
            sign = 1 if cell == start else -1
            border.sort(key=lambda k: _side_key(grid, cell, k, sign))
            order = border
        for k in order:
            if k in border and not (cell == goal == start and grid.is_open(cell, k)):
                grid.passages[cell] |= 1 << k
                break


def _side_key(grid, cell, slot, sign):
    points = grid.side(cell, slot)
    x = grids.mean(p[0] for p in points)
    y = grids.mean(p[1] for p in points)
    return (round(sign * x, 6), round(sign * y, 6))


def openings(grid):
    """``[(cell, slot), ...]``: every opening in the outer wall."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    return [(c, k) for c in range(grid.n) for k in OPEN_SLOTS[pas[c]]
            if nbr[c * s + k] == grids.BORDER]


# -- statistics --------------------------------------------------------------

def statistics(maze, solver="bfs"):
    """Numbers that describe a maze and its solution (a plain dict)."""
    grid = maze.grid
    n = grid.n
    deg = degrees(grid)
    degree_count = [deg.count(d) for d in range(grid.slots + 1)]
    passages = sum(d * count for d, count in enumerate(degree_count)) // 2
    solution = maze.solve(solver)
    path = solution.path
    turns = count_turns(grid, path)
    stats = {
        "cells": n,
        "passages": passages,
        "loops": passages - n + 1 if passages >= n - 1 else 0,
        "solution_length": len(path),
        "solution_share": round(100.0 * len(path) / n, 2) if path else 0.0,
        "dead_ends": degree_count[1],
        "junctions": sum(degree_count[3:]),
        "turns": turns,
        "longest_corridor": longest_corridor(grid),
        # the texture (mazetk.generate.texture): what bias, run and river move
        "dead_end_share": round(100.0 * degree_count[1] / n, 2) if n else 0.0,
        "level_share": level_share(grid, (maze.start, maze.goal)),
        "mean_run": mean_run(grid, (maze.start, maze.goal)),
    }
    for key in ("level_share", "mean_run"):
        if stats[key] is None:  # a triangle has no straight run; a cell alone no passage
            del stats[key]
    if grid.levels > 1:  # the way's steps up or down a stair (each a step too)
        fn = grid.floor_cells
        stats["stairs"] = sum(a // fn != b // fn for a, b in zip(path, path[1:]))
    if maze.weights is not None and path:  # weighted ground: steps against cost
        stats["solution_cost"] = maze.cost(path)
        stats["cheapest_cost"] = maze.cost(maze.solve("dijkstra").path)
        stats["shortest_steps"] = len(maze.solve("bfs").path)
    return stats


def count_turns(grid, path):
    """How often the way changes direction: on a square grid, each step that
    is not the step before it; on the other shapes, each change of heading
    (centre to centre) by more than 30 degrees; on a cube, each step that
    does not go on through the side facing the one it came in by.  On a
    maze of levels, the turns on each floor: a stair is no turn, and the way
    on after it is measured on its own floor (however the floors are laid
    out)."""
    if grid.levels > 1:
        fn, total, start = grid.floor_cells, 0, 0
        for i in range(1, len(path) + 1):
            if i == len(path) or path[i] // fn != path[i - 1] // fn:
                total += _plane_turns(grid, path[start:i])
                start = i
        return total
    return _plane_turns(grid, path)


def _plane_turns(grid, path):
    """:func:`count_turns` on one floor."""
    if grid.kind == "square" and grid.under is not None:  # a tunnel is a step of two cells
        steps = [grid.slot_towards(a, b) for a, b in zip(path, path[1:])]
        return sum(1 for i in range(1, len(steps)) if steps[i] != steps[i - 1])
    if grid.kind == "cube":  # straight on: out by the side facing the way in
        steps = [grid.slot_towards(a, b) for a, b in zip(path, path[1:])]
        return sum(1 for i in range(1, len(steps))
                   if steps[i] != (grid.match[path[i - 1] * 4 + steps[i - 1]] + 2) % 4)
    if grid.kind == "square":
        return sum(1 for i in range(2, len(path))
                   if path[i] - path[i - 1] != path[i - 1] - path[i - 2])
    centres = [grid.centre(c) for c in path]
    turns = 0
    limit = math.cos(math.radians(30))
    for (ax, ay), (bx, by), (cx, cy) in zip(centres, centres[1:], centres[2:]):
        ux, uy, vx, vy = bx - ax, by - ay, cx - bx, cy - by
        norm = math.sqrt(ux * ux + uy * uy) * math.sqrt(vx * vx + vy * vy)  # hypot: see far()
        if norm and (ux * vx + uy * vy) / norm < limit:
            turns += 1
    return turns


def longest_corridor(grid):
    """The most cells in one straight run of passages: along a row or a
    column of a square grid, through the same side again and again on a hex
    or upsilon grid; on a triangle or circle grid, which have no straight
    runs, the most cells in a row of cells with exactly two passages."""
    if grid.kind != "square":
        return _longest_chain(grid)
    cols, pas = grid.cols, grid.passages
    rows = grid.n // cols  # the floors of a maze of levels, one under the other
    # A run of k passages joins k + 1 cells.  The passage bits become b"1"
    # and b"0" (in C); the last cell of a row (column) is cut off so that an
    # opening in the outer wall never counts as a passage, and so is each
    # floor's last row, so that no run goes on into the next floor.
    east = bytearray(pas.translate(_EAST))
    east[cols - 1::cols] = b"0" * rows
    south = bytearray(pas.translate(_SOUTH))
    for end in range(grid.rows, rows + 1, grid.rows):
        south[(end - 1) * cols:end * cols] = b"0" * cols
    columns = b"".join(south[c::cols] for c in range(cols))  # column after column
    return max(_longest_run(east), _longest_run(columns)) + 1


def _longest_chain(grid):
    n, s, nbr, pas, match = grid.n, grid.slots, grid.nbr, grid.passages, grid.match
    best = 1 if n else 0
    if grid.kind == "cube":
        # Straight on a cube: leave each cell by the side facing the one it
        # came in by, round the cube's edges too (where the slot changes).
        for c in range(n):
            for k in OPEN_SLOTS[pas[c]]:
                if pas[c] >> ((k + 2) % 4) & 1:
                    continue  # not the first cell of its run
                length, x, slot = 1, c, k
                while pas[x] >> slot & 1 and length <= n:
                    x, slot = nbr[x * 4 + slot], (match[x * 4 + slot] + 2) % 4
                    length += 1
                best = max(best, length)
        return best
    if grid.opp is not None:
        # Straight: leave each cell through the same slot k it left the last
        # one (on its floor: a stair is no corridor).
        for k in range(grid.sides):
            bit = 1 << k
            for c in range(n):
                if not pas[c] & bit or nbr[c * s + k] < 0:
                    continue
                back = match[c * s + k]
                prev = nbr[c * s + back] if back < s else -1
                if prev >= 0 and pas[prev] & bit and nbr[prev * s + k] == c:
                    continue  # not the first cell of its run
                length, x = 1, c
                while pas[x] & bit and nbr[x * s + k] >= 0:
                    x = nbr[x * s + k]
                    length += 1
                best = max(best, length)
        return best
    deg = degrees(grid)
    seen = bytearray(n)
    for c in range(n):
        if deg[c] != 2 or seen[c]:
            continue
        # walk both ways along cells of degree 2
        seen[c] = 1
        length = 1
        for first in [nbr[c * s + k] for k in OPEN_SLOTS[pas[c]] if nbr[c * s + k] >= 0]:
            prev, x = c, first
            while x >= 0 and deg[x] == 2 and not seen[x]:
                seen[x] = 1
                length += 1
                nxt = [nbr[x * s + k] for k in OPEN_SLOTS[pas[x]]
                       if nbr[x * s + k] >= 0 and nbr[x * s + k] != prev]
                prev, x = x, (nxt[0] if nxt else -1)
        best = max(best, length)
    return best


def _longest_run(data):
    """The length of the longest run of b"1" in ``data``: a binary search on
    ``b"1" * k in data``, a dozen substring searches instead of a Python loop."""
    low, high = 0, data.count(b"1")
    while low < high:
        mid = (low + high + 1) // 2
        if b"1" * mid in data:
            low = mid
        else:
            high = mid - 1
    return low


#: Matrix characters as byte values: passage, wall, start, goal.
_OPEN, _WALL, _START, _GOAL = b"10se"
_EAST = bytes(_OPEN if b & (1 << E) else _WALL for b in range(256))
_SOUTH = bytes(_OPEN if b & (1 << S) else _WALL for b in range(256))


def matrix_lines(maze):
    """The matrix as a list of ``bytes`` lines without spaces (2C+1 each)."""
    grid = maze.grid
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    width = 2 * cols + 1
    top = bytearray(b"0" * width)
    for c in range(cols):
        if pas[c] & (1 << N):
            top[2 * c + 1] = _OPEN
    marks = {}
    for cell, mark in ((maze.goal, _GOAL), (maze.start, _START)):  # the start wins a tie
        r, c = grid.rc(cell)
        marks.setdefault(r, []).append((c, mark))
    lines = [bytes(top)]
    for r in range(rows):
        row = pas[r * cols:(r + 1) * cols]
        line = bytearray(b"1" * width)
        line[2::2] = row.translate(_EAST)
        line[0] = _OPEN if row[0] & (1 << W) else _WALL
        for c, mark in marks.get(r, ()):
            line[2 * c + 1] = mark
        lines.append(bytes(line))
        below = bytearray(b"0" * width)
        below[1::2] = row.translate(_SOUTH)
        lines.append(bytes(below))
    return lines
