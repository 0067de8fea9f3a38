"""Maze solvers: one short function per solver, none of them recursive.

Every solver takes a grid, a start cell, a goal cell and a
``random.Random`` and returns a :class:`Solution`: the path (cells from
start to goal, both included; empty when there is none), the cells in the
order the solver visited them (with repeats where it walked back), and a
note saying why it failed when it did.  Solvers work on any maze, loops
(braids) and unreachable parts included.
"""

import heapq
import sys
from array import array
from collections import namedtuple

from .generate.randomness import shuffle
from .grids.base import BORDER
from .i18n import N_, _

#: ``path`` is a list of cells; ``visited`` an ``array('i')`` of cells (it
#: can hold millions: an array takes 4 bytes a cell where a list takes ~36).
Solution = namedtuple("Solution", "path visited found note")

#: OPEN_SLOTS[bits] is the tuple of slots set in a passage byte.
OPEN_SLOTS = tuple(tuple(k for k in range(8) if bits >> k & 1) for bits in range(256))
#: POPCOUNT[bits]: how many slots are set in a passage byte.
_POPCOUNT = bytes(len(ks) for ks in OPEN_SLOTS)
#: _SIDE[k] maps the high byte of an ``nbr`` entry to bit k if the entry is a
#: cell (0 below 2**24 cells) and to 0 if it is the border (-1) or no side (-2).
_SIDE = tuple(bytes((1 << k) if b == 0 else 0 for b in range(256)) for k in range(8))


def inner_sides(grid):
    """``bytes``: bit k of byte c is set when side k of cell c leads to another cell.

    Built a slot at a time from the high bytes of the neighbour table, so the
    work runs in C rather than a Python loop over every side.
    """
    n, s, nbr = grid.n, grid.slots, grid.nbr
    if getattr(nbr, "itemsize", 0) != 4 or n >= 1 << 24:
        return bytes(sum(1 << k for k in range(s) if nbr[c * s + k] >= 0) for c in range(n))
    raw = memoryview(nbr).cast("B")
    high = 3 if sys.byteorder == "little" else 0
    bits = 0
    for k in range(s):
        bits |= int.from_bytes(bytes(raw[4 * k + high::4 * s]).translate(_SIDE[k]), "big")
    return bits.to_bytes(n, "big")


def degrees(grid):
    """``bytes``: for every cell, how many open sides lead to another cell.

    The one place that counts passages per cell: openings in the outer wall
    do not count.  ``degrees(grid)[c] == grid.degree(c)`` for every cell.
    """
    n = grid.n
    if not n:
        return b""
    both = int.from_bytes(grid.passages, "big") & int.from_bytes(inner_sides(grid), "big")
    return both.to_bytes(n, "big").translate(_POPCOUNT)


def _check(grid, start, goal):
    for cell, what in ((start, N_("the start %(cell)r is not a cell of this maze "
                                  "(cells are 0 to %(last)d)")),
                       (goal, N_("the goal %(cell)r is not a cell of this maze "
                                 "(cells are 0 to %(last)d)"))):
        if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell < grid.n:
            raise ValueError(_(what) % {"cell": cell, "last": grid.n - 1})


def _walk_back(prev, start, goal):
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    path.reverse()
    return path


def _unreachable(visited):
    return Solution([], visited, False, _("the goal cannot be reached from the start"))


def distances(grid, source):
    """Steps from ``source`` to every cell, breadth-first (-1: unreachable)."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    dist = array("i", [-1]) * grid.n
    dist[source] = 0
    order = array("i", [source])  # grows while walked: a queue without a deque
    for c in order:
        d = dist[c] + 1
        base = c * s
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[base + k]
            if m >= 0 and dist[m] < 0:
                dist[m] = d
                order.append(m)
    return dist


def bfs(grid, start, goal, rng=None):
    """Breadth-first search: the shortest path."""
    _check(grid, start, goal)
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    prev = array("i", [-1]) * grid.n
    prev[start] = start
    order = array("i", [start])
    for c in order:  # the array grows while we walk it: a queue without a deque
        if c == goal:
            return Solution(_walk_back(prev, start, goal), order, True, "")
        base = c * s
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[base + k]
            if m >= 0 and prev[m] < 0:
                prev[m] = c
                order.append(m)
    return _unreachable(order)


def astar(grid, start, goal, rng=None, h=None):
    """A*: shortest path, guided towards the goal by the grid's distance
    estimate (or ``h(cell, goal)``, which must never say more steps than
    there are)."""
    _check(grid, start, goal)
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    h = h or grid.distance_estimate
    prev = array("i", [-1]) * grid.n
    best = array("i", [-1]) * grid.n
    prev[start] = start
    best[start] = 0
    heap = [(h(start, goal), 0, start)]
    order = array("i")
    while heap:
        _, g, c = heapq.heappop(heap)
        g = -g
        if g != best[c]:
            continue
        order.append(c)
        if c == goal:
            return Solution(_walk_back(prev, start, goal), order, True, "")
        base = c * s
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[base + k]
            if m >= 0 and (best[m] < 0 or g + 1 < best[m]):
                best[m] = g + 1
                prev[m] = c
                # on equal f, the deeper node first: fewer expansions in corridors
                heapq.heappush(heap, (g + 1 + h(m, goal), -(g + 1), m))
    return _unreachable(order)


def astar_euclidean(grid, start, goal, rng=None):
    """A* guided by the straight distance between the cells' centres, in
    steps: divided by the longest step between two neighbours' centres
    (across a wrap, a stair or a tunnel too), so it never says more steps
    than there are, on every shape; a weaker guide than the grid's own,
    so it looks at more cells for the same shortest way."""
    _check(grid, start, goal)
    s, nbr = grid.slots, grid.nbr
    centres = list(grid.centres()) if hasattr(grid, "centres") else [
        grid.centre(c) for c in range(grid.n)]
    longest = 0.0
    for c in range(grid.n):
        x, y = centres[c]
        for m in nbr[c * s:(c + 1) * s]:
            if m > c:
                u, v = centres[m]
                longest = max(longest, (x - u) ** 2 + (y - v) ** 2)
    unit = longest ** 0.5 or 1.0
    gx, gy = centres[goal]

    def h(c, _goal):
        x, y = centres[c]
        return ((x - gx) ** 2 + (y - gy) ** 2) ** 0.5 / unit

    return astar(grid, start, goal, rng, h)


def bidirectional(grid, start, goal, rng=None):
    """Bidirectional breadth-first search: two waves, from the start and from
    the goal, each grown a whole level at a time (the smaller first) until
    one reaches a cell of the other: the shortest path, having looked at
    fewer cells than one wave would."""
    _check(grid, start, goal)
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    if start == goal:
        return Solution([start], array("i", [start]), True, "")
    wave = bytearray(grid.n)  # 1 the start's, 2 the goal's
    prev = array("i", [-1]) * grid.n
    wave[start], wave[goal], prev[start], prev[goal] = 1, 2, start, goal
    fronts = {1: [start], 2: [goal]}
    order = array("i", [start, goal])
    while fronts[1] and fronts[2]:
        w = 1 if len(fronts[1]) <= len(fronts[2]) else 2
        grown = []
        for c in fronts[w]:
            base = c * s
            for k in OPEN_SLOTS[pas[c]]:
                m = nbr[base + k]
                if m < 0:
                    continue
                if not wave[m]:
                    wave[m], prev[m] = w, c
                    grown.append(m)
                    order.append(m)
                elif wave[m] != w:  # the waves meet across c - m
                    a, b = (c, m) if w == 1 else (m, c)
                    way = _walk_back(prev, start, a) + _walk_back(prev, goal, b)[::-1]
                    return Solution(way, order, True, "")
        fronts[w] = grown
    return _unreachable(order)


def greedy(grid, start, goal, rng=None):
    """Greedy best-first search: always the reached cell that looks nearest
    the goal (the grid's distance estimate), whatever the way there cost; it
    finds a way, not always the shortest."""
    _check(grid, start, goal)
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    h = grid.distance_estimate
    prev = array("i", [-1]) * grid.n
    prev[start] = start
    heap, tick = [(h(start, goal), 0, start)], 0
    order = array("i")
    while heap:
        c = heapq.heappop(heap)[2]
        order.append(c)
        if c == goal:
            return Solution(_walk_back(prev, start, goal), order, True, "")
        base = c * s
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[base + k]
            if m >= 0 and prev[m] < 0:
                prev[m] = c
                tick += 1  # on equal estimates, the first reached first
                heapq.heappush(heap, (h(m, goal), tick, m))
    return _unreachable(order)


def dfs(grid, start, goal, rng):
    """Random depth-first search, as the original program solved its mazes."""
    _check(grid, start, goal)
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    seen = bytearray(grid.n)
    seen[start] = 1
    stack = array("i", [start])
    order = array("i", [start])
    # The sides each cell on the stack has still to try, packed 4 bits a side
    # (slot + 1, the next one lowest); -1 until the cell draws its order.
    choices = array("q", [-1])
    while stack:
        c = stack[-1]
        if c == goal:
            return Solution(list(stack), order, True, "")
        left = choices[-1]
        if left < 0:
            ks = list(OPEN_SLOTS[pas[c]])
            shuffle(rng, ks)
            left = 0
            for k in ks:  # the last of the shuffled sides is tried first
                left = left << 4 | (k + 1)
        while left:
            k = (left & 15) - 1
            left >>= 4
            m = nbr[c * s + k]
            if m >= 0 and not seen[m]:
                seen[m] = 1
                choices[-1] = left
                stack.append(m)
                choices.append(-1)
                order.append(m)
                break
        else:
            stack.pop()
            choices.pop()
            if stack:
                order.append(stack[-1])
    return _unreachable(order)


def dead_end_filling(grid, start, goal, rng=None):
    """Dead-end filling: fill every dead end back to its junction; what stays is the way.

    On a maze with loops more than one way may stay; the shortest of them is
    taken with a breadth-first search over the cells left open.
    """
    _check(grid, start, goal)
    n, s, nbr, pas = grid.n, grid.slots, grid.nbr, grid.passages
    degree = bytearray(degrees(grid))
    filled = bytearray(n)
    queue = array("i", (c for c in range(n) if degree[c] <= 1 and c != start and c != goal))
    order = array("i")
    for c in queue:
        if filled[c]:
            continue
        filled[c] = 1
        order.append(c)
        base = c * s
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[base + k]
            if m >= 0 and not filled[m]:
                degree[m] -= 1
                if degree[m] <= 1 and m != start and m != goal:
                    queue.append(m)
    # Breadth-first search through what was not filled.
    prev = array("i", [-1]) * n
    prev[start] = start
    walk = [start]
    for c in walk:
        if c == goal:
            path = _walk_back(prev, start, goal)
            order.extend(path)
            return Solution(path, order, True, "")
        base = c * s
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[base + k]
            if m >= 0 and prev[m] < 0 and not filled[m]:
                prev[m] = c
                walk.append(m)
    return _unreachable(order)


#: Why each hand's wall follower gave up on a maze with loops.
_LOOP_NOTES = {
    "right": N_("the right-hand wall follower went round in a loop and never reached the goal"),
    "left": N_("the left-hand wall follower went round in a loop and never reached the goal"),
}


def wall_follower(grid, start, goal, rng=None, hand="right"):
    """Keep one hand on the wall.  Always finishes on a perfect maze; on a maze
    with loops it can circle an island for ever, which is detected (a cell
    entered twice heading the same way) and reported instead.

    Slots run clockwise round every cell, so the turns mean the same on
    every shape.
    """
    _check(grid, start, goal)
    if hand not in ("left", "right"):
        raise ValueError(_("hand must be 'left' or 'right', not %r") % (hand,))
    s, nbr, pas, match = grid.slots, grid.nbr, grid.passages, grid.match
    # Entering a cell through its side ``back``, the right hand tries the
    # sides anticlockwise from there (the rightmost way first, going back
    # last), the left hand clockwise: the same on every shape.
    step = s - 1 if hand == "right" else 1
    entrance = [k for k in OPEN_SLOTS[pas[start]] if nbr[start * s + k] == BORDER]
    if entrance:
        back = entrance[0]
    else:
        back = grid.opp[0] if grid.opp is not None else 0
    seen = bytearray(grid.n * s)
    c = start
    order = array("i", [start])
    path = [start]
    where = array("i", [-1]) * grid.n  # a cell's place on the path, -1 if not on it
    where[start] = 0
    while c != goal:
        state = c * s + back
        if seen[state]:
            return Solution([], order, False, _(_LOOP_NOTES[hand]))
        seen[state] = 1
        bits = pas[c]
        base = c * s
        k = back
        for _turn in range(s):
            k = (k + step) % s
            if bits >> k & 1 and nbr[base + k] >= 0:
                break
        else:
            return _unreachable(order)  # a cell with no passage at all
        back = match[base + k]
        c = nbr[base + k]
        order.append(c)
        if where[c] >= 0:  # walked back: the loop is not part of the path
            i = where[c]
            for x in path[i + 1:]:
                where[x] = -1
            del path[i + 1:]
        else:
            where[c] = len(path)
            path.append(c)
    return Solution(path, order, True, "")


def wall_follower_left(grid, start, goal, rng=None):
    """The wall follower with the left hand on the wall."""
    return wall_follower(grid, start, goal, rng, hand="left")


def tremaux(grid, start, goal, rng):
    """Trémaux: mark each passage as you walk it; never take a twice-marked one.

    Walking into a cell seen before through a new passage, turn back.  The
    passages marked once form the way from start to goal.
    """
    _check(grid, start, goal)
    s, nbr, pas, match = grid.slots, grid.nbr, grid.passages, grid.match
    rnd = rng.random
    marks = bytearray(grid.n * s)
    seen = bytearray(grid.n)
    seen[start] = 1
    stack, came = array("i", [start]), array("b", [-1])
    order = array("i", [start])
    while stack[-1] != goal:
        c = stack[-1]
        base = c * s
        fresh = [k for k in OPEN_SLOTS[pas[c]] if nbr[base + k] >= 0 and not marks[base + k]]
        if fresh:
            k = fresh[int(rnd() * len(fresh))]
            m = nbr[base + k]
            marks[base + k] = marks[m * s + match[base + k]] = 1
            order.append(m)
            if seen[m]:  # an old cell through a new passage: mark it again, turn back
                marks[base + k] = marks[m * s + match[base + k]] = 2
                order.append(c)
            else:
                seen[m] = 1
                stack.append(m)
                came.append(match[base + k])
        else:  # nothing new here: back along the passage marked once
            k = came.pop()
            stack.pop()
            if k < 0:
                return _unreachable(order)
            m = nbr[base + k]
            marks[base + k] = marks[m * s + match[base + k]] = 2
            order.append(m)
    return Solution(list(stack), order, True, "")


#: ``shortest``: its way is always a shortest one; ``complete``: it always
#: finds a way when there is one (the wall followers may go round a loop).
Solver = namedtuple("Solver", "name function shortest summary complete", defaults=(True,))

_SOLVERS = [
    Solver("bfs", bfs, True, N_("breadth-first search: the shortest way")),
    Solver("astar", astar, True, N_("A* search: the shortest way, looking towards the goal")),
    Solver("astar-euclidean", astar_euclidean, True,
           N_("A* guided by the straight distance between the cells' centres: the "
              "shortest way, by another guide than A*'s own")),
    Solver("bidirectional", bidirectional, True,
           N_("two breadth-first waves, from the start and from the goal, until they meet")),
    Solver("greedy", greedy, False,
           N_("greedy best-first: always on from the reached cell that looks nearest the "
              "goal")),
    Solver("dfs", dfs, False, N_("random depth-first search, as the original program")),
    Solver("dead-end-filling", dead_end_filling, True,
           N_("fill every dead end; what is left is the way")),
    Solver("wall-follower", wall_follower, False,
           N_("right hand on the wall (can fail on mazes with loops)"), False),
    Solver("wall-follower-left", wall_follower_left, False,
           N_("left hand on the wall (can fail on mazes with loops)"), False),
    Solver("tremaux", tremaux, False, N_("Trémaux: marking passages as you walk")),
]

#: name -> :class:`Solver`
SOLVERS = {x.name: x for x in _SOLVERS}
#: What the window shows for each solver (the CLI keeps the names above).
NAMES = {
    "bfs": N_("Breadth-first (shortest)"),
    "astar": N_("A* (shortest)"),
    "astar-euclidean": N_("A* Euclidean (shortest)"),
    "bidirectional": N_("Bidirectional BFS (shortest)"),
    "greedy": N_("Greedy best-first"),
    "dfs": N_("Random depth-first"),
    "dead-end-filling": N_("Dead-end filling"),
    "wall-follower": N_("Wall follower (right hand)"),
    "wall-follower-left": N_("Wall follower (left hand)"),
    "tremaux": N_("Trémaux"),
}


def display_name(name):
    """The name the window shows for solver ``name``, translated."""
    return _(NAMES[name]) if name in NAMES else name


def describe(name):
    """The one-line summary of solver ``name``, translated ("" if unknown)."""
    solver = SOLVERS.get(name)
    return _(solver.summary) if solver else ""


def guarantees(name):
    """What solver ``name`` promises, in words: shortest or not, and
    whether it always finds a way there is."""
    solver = SOLVERS[name]
    return _("%(shortest)s; %(complete)s") % {
        "shortest": _("always a shortest way") if solver.shortest else _("a way, not always "
                                                                          "the shortest"),
        "complete": _("always finds the goal when it can be reached") if solver.complete
        else _("may not find the goal in a maze with loops")}


def solve(grid, start, goal, solver="bfs", rng=None):
    """Run the named solver; ValueError for an unknown name or a bad cell."""
    try:
        entry = SOLVERS[solver]
    except KeyError:
        raise ValueError(_("unknown solver %(value)r; choose one of: %(choices)s")
                         % {"value": solver, "choices": ", ".join(SOLVERS)}) from None
    if rng is None:
        from .spec import rng_for
        rng = rng_for("solve")
    return entry.function(grid, start, goal, rng)
