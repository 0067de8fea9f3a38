"""A maze: a carved grid with a start, a goal and the spec that made it.

``build(spec)`` is the whole pipeline: carve with the chosen algorithm,
braid, choose the endpoints and open the outer wall beside them.  The same
``random.Random`` runs through every stage, in that order, so a spec (or
its maze code) always rebuilds the identical maze.  ``steps(spec)`` runs
the same pipeline one step at a time, for animation.
"""

import time
from array import array
from collections import deque

from . import generate, solve as solvers
from .grids import E, N, S, SquareGrid, W
from .solve import OPEN_SLOTS, degrees
from .spec import MazeSpec, rng_for


class Maze:
    """A carved grid plus its endpoints and, when it was generated, its spec."""

    def __init__(self, grid, start, goal, spec=None, seconds=None):
        self.grid = grid
        self.start = start
        self.goal = goal
        self.spec = spec
        self.seconds = seconds  # how long generation took, when it was timed
        self._solutions = {}

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
                                                    solver, rng)
        return self._solutions[solver]

    def changed(self):
        """Forget cached solutions after the passages were edited."""
        self._solutions.clear()

    def __repr__(self):
        return "<Maze %dx%d start=%d goal=%d code=%s>" % (
            self.cols, self.rows, self.start, self.goal, self.code)


# -- the pipeline -----------------------------------------------------------

def new_grid(spec):
    return SquareGrid(spec.cols, spec.rows)


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
        yield from generate.steps(grid, rng, spec.algorithm, spec.param)
        return finish(spec, grid, rng)

    return grid, run()


def steps(spec):
    """Yield the generator's steps, then return the finished :class:`Maze`.

    ``maze = yield from steps(spec)`` in a caller, or drive it by hand and
    take ``StopIteration.value``.  The maze is identical to ``build(spec)``.
    """
    return stepper(spec)[1]


def build(spec):
    """Generate the maze ``spec`` describes (a :class:`MazeSpec` or a maze code)."""
    if isinstance(spec, str):
        spec = MazeSpec.from_code(spec)
    spec = spec.validate()
    began = time.perf_counter()
    grid = new_grid(spec)
    rng = rng_for(spec.seed)
    deque(generate.steps(grid, rng, spec.algorithm, spec.param), maxlen=0)
    maze = finish(spec, grid, rng)
    maze.seconds = time.perf_counter() - began
    return maze


def finish(spec, grid, rng):
    """Braid, place the endpoints and open the outer wall beside them."""
    if spec.braid:
        if spec.version == 1:
            braid_v1(grid, rng, spec.braid)
        else:
            braid(grid, rng, spec.braid)
    start, goal = choose_endpoints(grid, rng, spec.endpoints)
    open_border(grid, start, goal)
    return Maze(grid, start, goal, spec)


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
    generate.shuffle(rng, ends)
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
        pair = [k for k in closed if deg[nbr[base + k]] == 1]
        single = [k for k in closed if deg[nbr[base + k]] != 1]
        if pair and wanted >= 2:
            best = pair
        elif single:
            best = single
        else:
            continue  # one more is wanted but this would remove two: try the next
        k = best[generate.randbelow(rng, len(best))]
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
    generate.shuffle(rng, ends)
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
        k = best[generate.randbelow(rng, len(best))]
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
    if how == "corners" or n == 1:
        return 0, n - 1
    if how == "random":
        start = generate.randbelow(rng, n)
        goal = generate.randbelow(rng, n - 1)
        return start, goal + (goal >= start)
    if how == "farthest":
        # Two breadth-first searches give the two ends of the longest path
        # of a tree (exactly) and a very long one in a braided maze.
        a, _ = farthest(grid, 0)
        b, _ = farthest(grid, a)
        return (a, b) if a <= b else (b, a)
    raise ValueError("endpoints must be corners, random or farthest, not %r" % (how,))


#: Which border side to open first: the original programs opened the start's
#: west wall and the goal's east wall.
START_SIDES = (W, N, S, E)
GOAL_SIDES = (E, S, N, W)


def open_border(grid, start, goal):
    """Open the outer wall beside the start and the goal, where they touch it."""
    for cell, order in ((start, START_SIDES), (goal, GOAL_SIDES)):
        border = grid.border_slots(cell)
        for k in order:
            if k in border and not (cell == goal == start and grid.is_open(cell, k)):
                grid.passages[cell] |= 1 << k
                break


def openings(grid):
    """``[(cell, slot), ...]``: every opening in the outer wall."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    return [(c, k) for c in range(grid.n) for k in OPEN_SLOTS[pas[c]] if nbr[c * s + k] < 0]


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
    turns = 0
    for i in range(2, len(path)):
        if path[i] - path[i - 1] != path[i - 1] - path[i - 2]:
            turns += 1
    return {
        "cells": n,
        "passages": passages,
        "loops": passages - n + 1 if passages >= n - 1 else 0,
        "solution_length": len(path),
        "solution_share": round(100.0 * len(path) / n, 2) if path else 0.0,
        "dead_ends": degree_count[1],
        "junctions": sum(degree_count[3:]),
        "turns": turns,
        "longest_corridor": longest_corridor(grid),
    }


def longest_corridor(grid):
    """The most cells in one straight run of passages, along a row or a column."""
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    # A run of k passages joins k + 1 cells.  The passage bits become b"1"
    # and b"0" (in C); the last cell of a row (column) is cut off so that an
    # opening in the outer wall never counts as a passage.
    east = bytearray(pas.translate(_EAST))
    east[cols - 1::cols] = b"0" * rows
    south = bytearray(pas.translate(_SOUTH))
    south[(rows - 1) * cols:] = b"0" * cols
    columns = b"".join(south[c::cols] for c in range(cols))  # column after column
    return max(_longest_run(east), _longest_run(columns)) + 1


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
