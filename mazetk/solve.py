"""Maze solvers: one short function per solver, none of them recursive.

Every solver takes a grid, a start cell, a goal cell and a
``random.Random`` and returns a :class:`Solution`: the path (cells from
start to goal, both included; empty when there is none), the cells in the
order the solver visited them (with repeats where it walked back), and a
note saying why it failed when it did.  Solvers work on any maze, loops
(braids) and unreachable parts included.
"""

import heapq
import math
import sys
from array import array
from collections import namedtuple

from .generate.randomness import shuffle
from .grids.base import BORDER, NO_SIDE
from .i18n import N_, _

#: ``path`` is a list of cells; ``visited`` an ``array('i')`` of cells (it
#: can hold millions: an array takes 4 bytes a cell where a list takes ~36).
#: ``cells``: the cells a solver shows besides its way (every cell on a
#: shortest way, where the waters met), or None.
Solution = namedtuple("Solution", "path visited found note cells", defaults=(None,))

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


def astar(grid, start, goal, rng=None, h=None, weights=None):
    """A*: the shortest (with ``weights``, the cheapest) path, guided
    towards the goal by the grid's distance estimate (or ``h(cell, goal)``,
    which must never say more steps than there are; a cell costs at least
    1 to enter, so it never says more than the cost either)."""
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
            if m >= 0:
                cost = g + (weights[m] if weights else 1)
                if best[m] < 0 or cost < best[m]:
                    best[m] = cost
                    prev[m] = c
                    # on equal f, the deeper node first: fewer expansions in corridors
                    heapq.heappush(heap, (cost + h(m, goal), -cost, m))
    return _unreachable(order)


def dijkstra(grid, start, goal, rng=None, weights=None):
    """Dijkstra's algorithm: the cheapest way, each cell costing its weight
    to enter (1 where the ground has none: then the shortest way); it looks
    in every direction alike, by the cost so far."""
    return astar(grid, start, goal, rng, lambda c, g: 0, weights)


def astar_euclidean(grid, start, goal, rng=None, weights=None):
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

    return astar(grid, start, goal, rng, h, weights)


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


def _two_floods(grid, start, goal):
    """Steps from the start and from the goal to every cell (-1: not reached)."""
    return distances(grid, start), distances(grid, goal)


def _loop_erased(path):
    """``path`` with every loop it walked cut out: a way with no cell twice."""
    where, out = {}, []
    for c in path:
        if c in where:
            i = where[c]
            for x in out[i + 1:]:
                del where[x]
            del out[i + 1:]
        else:
            where[c] = len(out)
            out.append(c)
    return out


def collision(grid, start, goal, rng=None):
    """The collision solver (Daedalus): water floods from both ends at the
    same speed, a level of each in turn; where the two waters meet is kept,
    every meeting of that level, and the way runs through the nearest one:
    a shortest way.  ``cells`` holds the cells where the waters met."""
    _check(grid, start, goal)
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    if start == goal:
        return Solution([start], array("i", [start]), True, "", [start])
    wave = bytearray(grid.n)
    prev = array("i", [-1]) * grid.n
    dist = array("i", [-1]) * grid.n
    wave[start], wave[goal], prev[start], prev[goal] = 1, 2, start, goal
    dist[start] = dist[goal] = 0
    fronts = [[start], [goal]]
    order = array("i", [start, goal])
    turn = 0
    while fronts[0] and fronts[1]:
        w = turn % 2 + 1
        grown, met = [], []
        for c in fronts[w - 1]:
            base = c * s
            for k in OPEN_SLOTS[pas[c]]:
                m = nbr[base + k]
                if m < 0:
                    continue
                if not wave[m]:
                    wave[m], prev[m], dist[m] = w, c, dist[c] + 1
                    grown.append(m)
                    order.append(m)
                elif wave[m] != w:
                    met.append((dist[c] + dist[m], c, m))
        if met:
            _length, c, m = min(met)
            a, b = (c, m) if w == 1 else (m, c)
            way = _walk_back(prev, start, a) + _walk_back(prev, goal, b)[::-1]
            where = sorted({x for _d, c, m in met for x in (c, m)})
            return Solution(way, order, True, "", where)
        fronts[w - 1] = grown
        turn += 1
    return _unreachable(order)


def all_shortest(grid, start, goal, rng=None):
    """Every shortest way at once: a flood from the start and one from the
    goal; a cell lies on some shortest way when its two distances add up
    to the shortest length.  ``cells`` holds them all, ``path`` one of the
    ways."""
    _check(grid, start, goal)
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    here, there = _two_floods(grid, start, goal)
    order = array("i", (c for c in range(grid.n) if here[c] >= 0))
    if here[goal] < 0:
        return _unreachable(order)
    total = here[goal]
    on = [c for c in range(grid.n) if here[c] >= 0 and here[c] + there[c] == total]
    on.sort(key=here.__getitem__)
    order = array("i", on)
    path = [start]
    while path[-1] != goal:
        c = path[-1]
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[c * s + k]
            if m >= 0 and here[m] == here[c] + 1 and there[m] == there[c] - 1:
                path.append(m)
                break
    return Solution(path, order, True, "", on)


def shortest_links(grid, start, cells):
    """The passages between the ``cells`` of all shortest ways (as
    :func:`all_shortest` gives them), as runs of cells to draw: each
    passage in exactly one run."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    here = distances(grid, start)
    inside = set(cells)
    ahead = {}
    for c in cells:
        ahead[c] = [m for m in (nbr[c * s + k] for k in OPEN_SLOTS[pas[c]])
                    if m in inside and here[m] == here[c] + 1]
    runs = []
    for c in sorted(cells, key=here.__getitem__):
        while ahead[c]:
            run = [c]
            while ahead[run[-1]]:
                run.append(ahead[run[-1]].pop())
            runs.append(run)
    return runs


def _heading(grid, cell, slot):
    """The direction (radians) out of ``cell`` through side ``slot``, from
    the cell's centre to the middle of that side; None for a stair."""
    try:
        points = grid.side(cell, slot)
    except (ValueError, IndexError, AttributeError):
        return None
    if not points:
        return None
    x, y = grid.centre(cell)
    mx = sum(p[0] for p in points) / len(points)
    my = sum(p[1] for p in points) / len(points)
    return math.atan2(my - y, mx - x)


def _turn(a, b):
    """The turn from heading a to heading b, in (-pi, pi]."""
    d = (b - a) % (2 * math.pi)
    return d - 2 * math.pi if d > math.pi else d


def _steps_allowed(grid):
    return min(20 * grid.n * grid.slots + 100, 4000000)


def pledge(grid, start, goal, rng=None):
    """The Pledge algorithm: walk straight towards the goal's direction;
    at a wall, keep the right hand on it, adding up every turn, and leave
    it when the turns add up to nothing (facing the chosen direction
    again).  It gets out of any maze whose exit is in its outer wall, and
    never circles a pillar for ever; a goal inside the maze it can miss,
    and after a bound of steps it says so."""
    _check(grid, start, goal)
    s, nbr, pas, match = grid.slots, grid.nbr, grid.passages, grid.match
    (x0, y0), (x1, y1) = grid.centre(start), grid.centre(goal)
    want = math.atan2(y1 - y0, x1 - x0)
    close = math.pi / s  # within half a side's turn: facing the chosen direction
    heads = {}

    def heading(c, k):
        key = c * s + k
        if key not in heads:
            heads[key] = _heading(grid, c, k)
        return heads[key]

    def ahead(c):  # the side of c nearest the chosen direction
        best, side = None, 0
        for k in range(s):
            if nbr[c * s + k] == NO_SIDE:
                continue
            h = heading(c, k)
            if h is not None and (best is None or abs(_turn(want, h)) < best):
                best, side = abs(_turn(want, h)), k
        return side

    c, walked, facing, total, following, back = start, [start], want, 0.0, False, 0
    order = array("i", [start])
    been = set()  # (side, straight or not, the turns so far): the same again is a loop
    for _step in range(_steps_allowed(grid)):
        if c == goal:
            return Solution(_loop_erased(walked), order, True, "")
        base = c * s
        state = (base + back, following, round(total * 64) if following else 0)
        if state in been:
            return Solution([], order, False, _("the Pledge walker came back the way it had "
                                                "gone, facing the same, and never reached "
                                                "the goal"))
        been.add(state)
        if following and abs(total) < close:
            following = False
        if not following:
            k = ahead(c)
            m = nbr[base + k]
            if pas[c] >> k & 1 and m >= 0:
                back = match[base + k]
                c = m
                facing = want
                walked.append(c)
                order.append(c)
                continue
            following, total, back = True, 0.0, k  # the wall ahead: right hand on it
            facing = want
        bits = pas[c]
        k = back
        for _turn_ in range(s):
            k = (k + s - 1) % s
            if bits >> k & 1 and nbr[base + k] >= 0:
                break
        else:
            return _unreachable(order)  # a cell with no passage at all
        h = heading(c, k)
        if h is not None:
            total += _turn(facing, h)
            facing = h
        back = match[base + k]
        c = nbr[base + k]
        walked.append(c)
        order.append(c)
    return Solution([], order, False, _("the Pledge walker gave up after %d steps without "
                                        "reaching the goal") % (len(order) - 1))


def random_mouse(grid, start, goal, rng):
    """The random mouse: on along the passage it is in, at a junction any
    way but back, at a dead end back.  It finds the goal in the end, but
    may take very long, so it gives up after a bound of steps and says so."""
    _check(grid, start, goal)
    s, nbr, pas, match = grid.slots, grid.nbr, grid.passages, grid.match
    rnd = rng.random
    c, back = start, -1
    order = array("i", [start])
    walked = [start]
    for _step in range(_steps_allowed(grid)):
        if c == goal:
            return Solution(_loop_erased(walked), order, True, "")
        base = c * s
        ways = [k for k in OPEN_SLOTS[pas[c]] if nbr[base + k] >= 0]
        if not ways:
            return _unreachable(order)
        onward = [k for k in ways if k != back] or ways
        k = onward[int(rnd() * len(onward))]
        back = match[base + k]
        c = nbr[base + k]
        walked.append(c)
        order.append(c)
    return Solution([], order, False, _("the random mouse gave up after %d steps") %
                    (len(order) - 1))


def _guide(grid, start, goal):
    """The chain solver's guiding line: a shortest run of neighbouring
    cells from start to goal through walls and all, keeping nearest the
    straight line between them; ``{cell: its place on the line}``."""
    s, nbr = grid.slots, grid.nbr
    dist = array("i", [-1]) * grid.n
    dist[goal] = 0
    queue = array("i", [goal])
    for c in queue:
        if c == start:
            break
        for m in nbr[c * s:(c + 1) * s]:
            if m >= 0 and dist[m] < 0:
                dist[m] = dist[c] + 1
                queue.append(m)
    if dist[start] < 0:
        return {start: 0}
    (ax, ay), (bx, by) = grid.centre(start), grid.centre(goal)
    dx, dy = bx - ax, by - ay
    norm = math.hypot(dx, dy) or 1.0

    def off(c):  # how far the centre of c lies from the straight line
        x, y = grid.centre(c)
        return abs((x - ax) * dy - (y - ay) * dx) / norm

    line = [start]
    while line[-1] != goal:
        c = line[-1]
        line.append(min((m for m in nbr[c * s:(c + 1) * s]
                         if m >= 0 and dist[m] == dist[c] - 1), key=off))
    return {c: i for i, c in enumerate(line)}


def chain(grid, start, goal, rng=None):
    """The chain solver (Daedalus): follow a guiding line of cells from the
    start to the goal; where a wall bars it, send two robots along the
    walls, one keeping its right hand on them and one its left, a step each
    in turn, and go on from the first to come back onto the line nearer
    the goal.  A maze is solved as a chain of small ones; the way is
    fairly short, not always the shortest.  A robot that goes round a
    loop stops; if both do, it gives up and says so."""
    _check(grid, start, goal)
    s, nbr, pas, match = grid.slots, grid.nbr, grid.passages, grid.match
    place = _guide(grid, start, goal)
    line = sorted(place, key=place.get)
    order = array("i", [start])
    walked = [start]
    c = start
    while c != goal:
        i = place[c]
        base = c * s
        nxt = line[i + 1] if i + 1 < len(line) else -1
        k = grid.slot_towards(c, nxt) if nxt >= 0 else None
        if k is not None and pas[c] >> k & 1:
            c = nxt
            walked.append(c)
            order.append(c)
            continue
        front = k if k is not None else 0
        robots = [[c, front, s - 1, [c], set()], [c, front, 1, [c], set()]]
        done = None
        while done is None and robots:
            for robot in list(robots):
                at, back, step, trail, seen = robot
                state = at * s + back
                if state in seen:
                    robots.remove(robot)
                    continue
                seen.add(state)
                bits, b = pas[at], at * s
                j = back
                for _t in range(s):
                    j = (j + step) % s
                    if bits >> j & 1 and nbr[b + j] >= 0:
                        break
                else:
                    robots.remove(robot)
                    continue
                robot[0], robot[1] = nbr[b + j], match[b + j]
                trail.append(robot[0])
                order.append(robot[0])
                if place.get(robot[0], -1) > i:
                    done = robot
                    break
        if done is None:
            return Solution([], order, False, _("the chain solver's robots both went round a "
                                                "loop without finding the guiding line again"))
        walked.extend(done[3][1:])
        c = done[0]
    return Solution(_loop_erased(walked), order, True, "")


def _between(grid, start, goal):
    """``bytearray``: 1 for every cell on some way from start to goal that
    never passes a cell twice.  Those are the cells of the block (the
    biconnected piece) holding the edge start-goal once that edge is
    added, found by Tarjan's walk without recursion from the start with
    the goal as its first child: the block is what is left on the stack
    when the goal's walk ends."""
    n, s, nbr, pas = grid.n, grid.slots, grid.nbr, grid.passages
    keep = bytearray(n)
    keep[start] = keep[goal] = 1
    if start == goal:
        return keep

    def ways(c):
        out = [m for m in (nbr[c * s + k] for k in OPEN_SLOTS[pas[c]]) if m >= 0]
        if c == start:
            out.append(goal)  # the edge added: tried last, popped first
        elif c == goal:
            out.append(start)
        return out

    disc = array("i", [-1]) * n
    low = array("i", [0]) * n
    disc[start] = low[start] = 0
    disc[goal] = low[goal] = 1
    clock = 2
    stack = [goal]  # the cells of blocks not yet closed, the goal's first
    # (cell, its parent, the ways still to try, whether the edge back to the
    # parent has been passed over once)
    walk = [[goal, start, ways(goal), False]]
    while walk:
        top = walk[-1]
        c, parent, left = top[0], top[1], top[2]
        if left:
            m = left.pop()
            if m == parent and not top[3]:
                top[3] = True
                continue
            if disc[m] < 0:
                disc[m] = low[m] = clock
                clock += 1
                stack.append(m)
                walk.append([m, c, ways(m), False])
            elif disc[m] < low[c]:
                low[c] = disc[m]
            continue
        walk.pop()
        if not walk:
            break
        p = walk[-1][0]
        if low[c] < low[p]:
            low[p] = low[c]
        if low[c] >= disc[p]:  # p cuts c's piece off: close that block
            while True:
                x = stack.pop()
                if x == c:
                    break
    for c in stack:  # what is left is the goal's block with the start
        keep[c] = 1
    return keep


def cul_de_sac_filling(grid, start, goal, rng=None):
    """Cul-de-sac filling (Daedalus's blind-alley filler): fill every dead
    end back to its junction, then every part of the maze that hangs on
    the rest by one cell alone (a cul-de-sac: a loop at the end of a
    stem) and holds neither end; what is left holds every way from start
    to goal, and the shortest of them is taken.  Made for braided mazes,
    where dead-end filling leaves the loops."""
    _check(grid, start, goal)
    n, s, nbr, pas = grid.n, grid.slots, grid.nbr, grid.passages
    filled = bytearray(n)
    order = array("i")
    # the cells that lie between start and goal, through the maze's blocks
    keep = _between(grid, start, goal)
    # dead ends first, as dead-end filling does, then what hangs off
    degree = bytearray(degrees(grid))
    queue = array("i", (c for c in range(n) if degree[c] <= 1 and c != start and c != goal))
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
    # each cul-de-sac filled from its far end back to its stem
    far = array("i", [-1]) * n
    ring = array("i", (c for c in range(n) if keep[c]))
    for c in ring:
        far[c] = 0
    for c in ring:  # outwards from the cells kept, through what is not filled
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[c * s + k]
            if m >= 0 and far[m] < 0 and not filled[m]:
                far[m] = far[c] + 1
                ring.append(m)
    for c in sorted((c for c in ring if far[c] > 0), key=far.__getitem__, reverse=True):
        filled[c] = 1
        order.append(c)
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


#: ``shortest``: its way is always a shortest one (the cheapest, for a
#: ``weighted`` solver on weighted ground); ``complete``: it always finds a
#: way when there is one (the wall followers may go round a loop);
#: ``gives_up``: it stops after a bound of steps, so it may miss the goal
#: even in a perfect maze; ``fills``: its visited cells are the ones it
#: filled, then its way; ``weighted``: it reads the ground's costs.
Solver = namedtuple("Solver", "name function shortest summary complete gives_up fills weighted",
                    defaults=(True, False, False, False))

_SOLVERS = [
    Solver("bfs", bfs, True, N_("breadth-first search: the shortest way in steps, whatever "
                                "the ground costs")),
    Solver("astar", astar, True, N_("A* search: the cheapest way, looking towards the goal "
                                    "(the grid's own distance: Manhattan on squares)"),
           weighted=True),
    Solver("astar-euclidean", astar_euclidean, True,
           N_("A* guided by the straight distance between the cells' centres: the "
              "cheapest way, by another guide than A*'s own"), weighted=True),
    Solver("dijkstra", dijkstra, True,
           N_("Dijkstra: the cheapest way, each cell costing its weight to enter, looking "
              "in every direction alike"), weighted=True),
    Solver("bidirectional", bidirectional, True,
           N_("two breadth-first waves, from the start and from the goal, until they meet")),
    Solver("collision", collision, True,
           N_("collision solver: water floods from both ends at the same speed and the way "
              "runs where it meets")),
    Solver("all-shortest", all_shortest, True,
           N_("all shortest paths: every cell on some shortest way, shown together")),
    Solver("greedy", greedy, False,
           N_("greedy best-first: always on from the reached cell that looks nearest the "
              "goal")),
    Solver("dfs", dfs, False, N_("random depth-first search, as the original program")),
    Solver("dead-end-filling", dead_end_filling, True,
           N_("fill every dead end; what is left is the way"), fills=True),
    Solver("cul-de-sac-filling", cul_de_sac_filling, True,
           N_("fill every dead end and every loop that hangs on one cell; what is left "
              "holds every way (for braided mazes)"), fills=True),
    Solver("wall-follower", wall_follower, False,
           N_("right hand on the wall (can fail on mazes with loops)"), False),
    Solver("wall-follower-left", wall_follower_left, False,
           N_("left hand on the wall (can fail on mazes with loops)"), False),
    Solver("pledge", pledge, False,
           N_("Pledge: straight on towards the goal, right hand on a wall until the turns "
              "add up to nothing (made for exits in the outer wall)"), False, True),
    Solver("chain", chain, False,
           N_("chain solver: follows a straight guiding line, sending two wall-following "
              "robots round what bars it"), False),
    Solver("tremaux", tremaux, False, N_("Trémaux: marking passages as you walk")),
    Solver("random-mouse", random_mouse, False,
           N_("random mouse: any way but back at each junction, until it gives up"),
           False, True),
]

#: name -> :class:`Solver`
SOLVERS = {x.name: x for x in _SOLVERS}
#: The solvers sure to find a goal that can be reached in a perfect maze
#: (all but those that give up after a bound of steps).
SURE = {name: x for name, x in SOLVERS.items() if not x.gives_up}
#: What the window shows for each solver (the CLI keeps the names above).
NAMES = {
    "bfs": N_("Breadth-first (shortest)"),
    "astar": N_("A* (cheapest)"),
    "astar-euclidean": N_("A* Euclidean (cheapest)"),
    "dijkstra": N_("Dijkstra (cheapest)"),
    "bidirectional": N_("Bidirectional BFS (shortest)"),
    "collision": N_("Collision (shortest)"),
    "all-shortest": N_("All shortest paths"),
    "greedy": N_("Greedy best-first"),
    "dfs": N_("Random depth-first"),
    "dead-end-filling": N_("Dead-end filling"),
    "cul-de-sac-filling": N_("Cul-de-sac filling"),
    "wall-follower": N_("Wall follower (right hand)"),
    "wall-follower-left": N_("Wall follower (left hand)"),
    "pledge": N_("Pledge"),
    "chain": N_("Chain"),
    "tremaux": N_("Trémaux"),
    "random-mouse": N_("Random mouse"),
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
    if solver.gives_up:
        complete = _("gives up after a bound of steps, so it may not find the goal")
    elif solver.complete:
        complete = _("always finds the goal when it can be reached")
    else:
        complete = _("may not find the goal in a maze with loops")
    if solver.weighted:
        shortest = _("always the cheapest way on weighted ground (the shortest on plain "
                     "ground)")
    elif solver.shortest:
        shortest = _("always a shortest way in steps (it ignores what the ground costs)")
    else:
        shortest = _("a way, not always the shortest")
    return _("%(shortest)s; %(complete)s") % {"shortest": shortest, "complete": complete}


def path_cost(path, weights=None):
    """What walking ``path`` costs: each cell after the first costs its
    weight to enter (1 on plain ground, so the cost is the steps)."""
    if not path:
        return 0
    if weights is None:
        return len(path) - 1
    return sum(weights[c] for c in path[1:])


def solve(grid, start, goal, solver="bfs", rng=None, weights=None):
    """Run the named solver; ValueError for an unknown name or a bad cell.
    ``weights`` (bytes, a cell's cost to enter, 1 to 9) is read by the
    weighted solvers and ignored by the others."""
    try:
        entry = SOLVERS[solver]
    except KeyError:
        raise ValueError(_("unknown solver %(value)r; choose one of: %(choices)s")
                         % {"value": solver, "choices": ", ".join(SOLVERS)}) from None
    if rng is None:
        from .spec import rng_for
        rng = rng_for("solve")
    if entry.weighted and weights is not None:
        return entry.function(grid, start, goal, rng, weights=weights)
    return entry.function(grid, start, goal, rng)
