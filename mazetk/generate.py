"""Maze generators: one short generator function per algorithm.

Every generator takes a grid whose passages are all closed and a
``random.Random``, carves a perfect maze into ``grid.passages`` (every cell
reachable, exactly one path between any two cells) and yields each step as a
tuple whose first item names what happened:

``("visit", a)``        cell ``a`` becomes the current cell
``("carve", a, b)``     the wall between ``a`` and ``b`` is opened; ``b`` is current
``("back", a)``         backtracked: the cell on top of the stack left it, ``a`` is current
``("frontier", a)``     ``a`` joins the frontier / active set
``("done", a)``         ``a`` leaves the frontier / active set for good
``("walk", a)``         a random walk (Wilson) stepped onto ``a``
``("chamber", a, b)``   recursive division splits the chamber from cell ``a`` to ``b``
``("wall", a, b)``      the passage between ``a`` and ``b`` is closed

Animation draws these one by one; plain generation exhausts the generator.
Only ``rng.random()`` is used for randomness (through :func:`randbelow`),
so the same seed gives the same maze on every Python 3.8+ and platform.
Nothing here recurses: stacks and queues are explicit.
"""

import itertools
from array import array
from collections import namedtuple


def randbelow(rng, n):
    """A random integer in ``[0, n)`` from ``rng.random()`` alone.

    ``Random.randrange`` and ``shuffle`` have changed between Python
    versions; ``random()`` has not, so mazes are the same everywhere.
    """
    return int(rng.random() * n)


def shuffle(rng, items):
    """Fisher-Yates shuffle in place, using only ``rng.random()``."""
    rnd = rng.random
    for i in range(len(items) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        items[i], items[j] = items[j], items[i]


def backtracker(grid, rng):
    """Recursive backtracker (randomized depth-first search) with an explicit stack.

    Each cell draws a random order of its sides when first reached and
    resumes that order whenever it is on top of the stack again.
    """
    n, s, nbr, opp, pas = grid.n, grid.slots, grid.nbr, grid.opp, grid.passages
    perms = list(itertools.permutations(range(s)))
    count = len(perms)
    rnd = rng.random
    visited = bytearray(n)
    c = randbelow(rng, n)
    visited[c] = 1
    yield ("visit", c)
    order = iter(perms[int(rnd() * count)])
    stack, orders = array("i", [c]), [order]
    push, push_order = stack.append, orders.append
    while True:
        base = c * s
        for k in order:
            m = nbr[base + k]
            if m >= 0 and not visited[m]:
                pas[c] |= 1 << k
                pas[m] |= 1 << opp[k]
                visited[m] = 1
                order = iter(perms[int(rnd() * count)])
                push(m)
                push_order(order)
                yield ("carve", c, m)
                c = m
                break
        else:
            stack.pop()
            orders.pop()
            if not stack:
                return
            c, order = stack[-1], orders[-1]
            yield ("back", c)


def prim(grid, rng):
    """Randomized Prim: grow from one cell, adding a random frontier cell each step."""
    n, s, nbr, opp, pas = grid.n, grid.slots, grid.nbr, grid.opp, grid.passages
    rnd = rng.random
    state = bytearray(n)  # 0 outside, 1 frontier, 2 in the maze
    frontier = []
    c = randbelow(rng, n)
    state[c] = 2
    yield ("visit", c)
    while True:
        base = c * s
        for k in range(s):
            m = nbr[base + k]
            if m >= 0 and not state[m]:
                state[m] = 1
                frontier.append(m)
                yield ("frontier", m)
        if not frontier:
            return
        i = int(rnd() * len(frontier))
        c = frontier[i]
        frontier[i] = frontier[-1]
        frontier.pop()
        base = c * s
        inside = [k for k in range(s) if nbr[base + k] >= 0 and state[nbr[base + k]] == 2]
        k = inside[int(rnd() * len(inside))]
        m = nbr[base + k]
        pas[c] |= 1 << k
        pas[m] |= 1 << opp[k]
        state[c] = 2
        yield ("carve", m, c)


def true_prim(grid, rng):
    """Prim's minimum spanning tree algorithm over random passage weights.

    The textbook algorithm, in its eager form: every frontier cell keeps its
    cheapest passage into the tree, and a heap gives the cheapest frontier
    cell.  Its mazes have the same distribution as Kruskal's (both are the
    minimum spanning tree of random weights), grown from one cell.  A heap
    entry is one integer, ``weight << 24 | cell``: Python compares those far
    faster than tuples.
    """
    import heapq
    n, s, nbr, opp, pas = grid.n, grid.slots, grid.nbr, grid.opp, grid.passages
    bits = rng.getrandbits
    push, pop = heapq.heappush, heapq.heappop
    shift = max(24, n.bit_length())
    mask = (1 << shift) - 1
    inside = bytearray(n)
    best = array("i", [1 << 21]) * n  # cheapest weight into the tree so far
    via = array("i", [-1]) * n  # ... and the wall it crosses (cell * slots + slot)
    heap = []
    c = randbelow(rng, n)
    inside[c] = 1
    yield ("visit", c)
    while True:
        base = c * s
        for k in range(s):
            m = nbr[base + k]
            if m >= 0 and not inside[m]:
                w = bits(20)
                if best[m] > 1 << 20:
                    yield ("frontier", m)
                if w < best[m]:
                    best[m] = w
                    via[m] = base + k
                    push(heap, w << shift | m)
        while heap:
            entry = pop(heap)
            c = entry & mask
            if not inside[c] and entry >> shift == best[c]:
                break
        else:
            return
        e = via[c]
        a = e // s
        k = e - a * s
        inside[c] = 1
        pas[a] |= 1 << k
        pas[c] |= 1 << opp[k]
        yield ("carve", a, c)


def kruskal(grid, rng):
    """Randomized Kruskal: every wall in random order, opened if it joins two trees."""
    n, s, nbr, opp, pas = grid.n, grid.slots, grid.nbr, grid.opp, grid.passages
    walls = array("i", [e for e in range(n * s) if nbr[e] > e // s])
    shuffle(rng, walls)
    parent = array("i", range(n))
    for e in walls:
        a = e // s
        b = nbr[e]
        ra = a
        while parent[ra] != ra:
            parent[ra] = parent[parent[ra]]
            ra = parent[ra]
        rb = b
        while parent[rb] != rb:
            parent[rb] = parent[parent[rb]]
            rb = parent[rb]
        if ra != rb:
            parent[ra] = rb
            k = e - a * s
            pas[a] |= 1 << k
            pas[b] |= 1 << opp[k]
            yield ("carve", a, b)


def wilson(grid, rng):
    """Wilson's algorithm: loop-erased random walks; uniform over all spanning trees.

    Each walk remembers only the side by which it last left every cell; walking
    the remembered sides from the walk's start gives the loop-erased path
    (the loops are overwritten, never stored).  An animation that wants to
    show the erasing keeps the walk and cuts it where a ``walk`` step lands
    on a cell already on it.
    """
    n, s, nbr, opp, pas = grid.n, grid.slots, grid.nbr, grid.opp, grid.passages
    getrandbits = rng.getrandbits
    width = (s - 1).bit_length()  # bits per side drawn; draws >= s are redrawn
    per_word = 64 // width
    mask = (1 << width) - 1
    in_tree = bytearray(n)
    exit_side = bytearray(n)
    # Any root gives the uniform distribution; the middle one is reached
    # soonest by the first walk, which is most of the work on a big grid.
    root = n // 2
    in_tree[root] = 1
    yield ("visit", root)
    word = left = 0
    for start in range(n):
        if in_tree[start]:
            continue
        c = start
        yield ("walk", c)
        while not in_tree[c]:
            # One getrandbits(64) serves 32 four-way draws: the walk is tens
            # of millions of steps on a big grid, and this halves their cost.
            if not left:
                word = getrandbits(64)
                left = per_word
            k = word & mask
            word >>= width
            left -= 1
            if k < s:
                m = nbr[c * s + k]
                if m >= 0:
                    exit_side[c] = k
                    c = m
                    yield ("walk", m)
        c = start
        while not in_tree[c]:
            k = exit_side[c]
            m = nbr[c * s + k]
            pas[c] |= 1 << k
            pas[m] |= 1 << opp[k]
            in_tree[c] = 1
            yield ("carve", c, m)
            c = m


def aldous_broder(grid, rng):
    """Aldous-Broder: a random walk that carves into every cell it enters first.

    Uniform over all spanning trees, but needs a very long walk on big grids.
    """
    n, s, nbr, opp, pas = grid.n, grid.slots, grid.nbr, grid.opp, grid.passages
    rnd = rng.random
    visited = bytearray(n)
    c = randbelow(rng, n)
    visited[c] = 1
    left = n - 1
    yield ("visit", c)
    while left:
        k = int(rnd() * s)
        m = nbr[c * s + k]
        if m < 0:
            continue
        if not visited[m]:
            visited[m] = 1
            left -= 1
            pas[c] |= 1 << k
            pas[m] |= 1 << opp[k]
            yield ("carve", c, m)
        else:
            yield ("visit", m)
        c = m


def hunt_and_kill(grid, rng):
    """Hunt-and-kill: random walk until stuck, then hunt for a new starting cell.

    The walk starts at cell 0 so that the first unvisited cell in scan order
    always has a visited neighbour: each hunt is then O(1) amortised.
    """
    n, s, nbr, opp, pas = grid.n, grid.slots, grid.nbr, grid.opp, grid.passages
    rnd = rng.random
    visited = bytearray(n)
    c = 0
    visited[c] = 1
    scan = 0
    yield ("visit", c)
    while True:
        base = c * s
        ks = [k for k in range(s) if nbr[base + k] >= 0 and not visited[nbr[base + k]]]
        if ks:
            k = ks[int(rnd() * len(ks))]
            m = nbr[base + k]
            pas[c] |= 1 << k
            pas[m] |= 1 << opp[k]
            visited[m] = 1
            yield ("carve", c, m)
            c = m
            continue
        while scan < n and visited[scan]:
            scan += 1
        if scan == n:
            return
        c = scan
        base = c * s
        ks = [k for k in range(s) if nbr[base + k] >= 0 and visited[nbr[base + k]]]
        k = ks[int(rnd() * len(ks))]
        m = nbr[base + k]
        pas[c] |= 1 << k
        pas[m] |= 1 << opp[k]
        visited[c] = 1
        yield ("carve", m, c)


def growing_tree(grid, rng, mix=50):
    """Growing tree: pick the newest active cell, or a random one with ``mix``% chance.

    ``mix=0`` behaves like the backtracker, ``mix=100`` like Prim.  Cells
    that run out of neighbours are only marked; the active list is compacted
    (order kept) once half of it is marked, so every pick is O(1) amortised.
    """
    n, s, nbr, opp, pas = grid.n, grid.slots, grid.nbr, grid.opp, grid.passages
    rnd = rng.random
    chance = mix / 100.0
    perms = list(itertools.permutations(range(s)))
    count = len(perms)
    orders = {}
    visited = bytearray(n)
    dead = bytearray(n)
    c = randbelow(rng, n)
    visited[c] = 1
    active = [c]
    live = 1
    yield ("frontier", c)
    while live:
        if chance and rnd() < chance:
            c = active[int(rnd() * len(active))]
            while dead[c]:
                c = active[int(rnd() * len(active))]
        else:
            c = active[-1]
            while dead[c]:
                active.pop()
                c = active[-1]
        # Each active cell tries its sides in its own random order: the first
        # one still unvisited is a uniform choice among those left, without
        # listing them again at every visit.
        order = orders.get(c)
        if order is None:
            order = orders[c] = iter(perms[int(rnd() * count)])
        base = c * s
        for k in order:
            m = nbr[base + k]
            if m >= 0 and not visited[m]:
                break
        else:
            m = -1
        if m >= 0:
            pas[c] |= 1 << k
            pas[m] |= 1 << opp[k]
            visited[m] = 1
            active.append(m)
            live += 1
            yield ("carve", c, m)
        else:
            dead[c] = 1
            del orders[c]
            live -= 1
            if live * 2 < len(active):
                active = [x for x in active if not dead[x]]
            yield ("done", c)


def _need_square(grid, name):
    if getattr(grid, "kind", None) != "square":
        raise ValueError("%s works on square grids only" % name)


def binary_tree(grid, rng):
    """Binary tree: every cell opens north or east. Fast, with a north-east bias."""
    _need_square(grid, "binary-tree")
    cols, n, pas = grid.cols, grid.n, grid.passages
    rnd = rng.random
    for c in range(n):
        north = c >= cols
        east = (c + 1) % cols != 0
        if north and (not east or rnd() < 0.5):
            pas[c] |= 1
            pas[c - cols] |= 4
            yield ("carve", c, c - cols)
        elif east:
            pas[c] |= 2
            pas[c + 1] |= 8
            yield ("carve", c, c + 1)


def sidewinder(grid, rng):
    """Sidewinder: runs along each row, each run opening north once."""
    _need_square(grid, "sidewinder")
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    rnd = rng.random
    for r in range(rows):
        run_start = r * cols
        for c in range(r * cols, (r + 1) * cols):
            at_east = (c + 1) % cols == 0
            if r > 0 and (at_east or rnd() < 0.5):
                up = run_start + int(rnd() * (c - run_start + 1))
                pas[up] |= 1
                pas[up - cols] |= 4
                yield ("carve", up, up - cols)
                run_start = c + 1
            elif not at_east:
                pas[c] |= 2
                pas[c + 1] |= 8
                yield ("carve", c, c + 1)


def eller(grid, rng):
    """Eller's algorithm: one row at a time, tracking which cells share a set."""
    _need_square(grid, "eller")
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    rnd = rng.random
    label = [0] * cols
    members = {}
    next_label = 1
    for r in range(rows):
        base = r * cols
        last = r == rows - 1
        for x in range(cols):
            if not label[x]:
                label[x] = next_label
                members[next_label] = [x]
                next_label += 1
        for x in range(cols - 1):
            a, b = label[x], label[x + 1]
            if a != b and (last or rnd() < 0.5):
                pas[base + x] |= 2
                pas[base + x + 1] |= 8
                yield ("carve", base + x, base + x + 1)
                if len(members[a]) < len(members[b]):
                    a, b = b, a
                for y in members[b]:
                    label[y] = a
                members[a].extend(members.pop(b))
        if last:
            return
        below = [0] * cols
        new_members = {}
        for lab, xs in members.items():
            down = [x for x in xs if rnd() < 0.5]
            if not down:
                down = [xs[int(rnd() * len(xs))]]
            for x in down:
                pas[base + x] |= 4
                pas[base + cols + x] |= 1
                below[x] = lab
                yield ("carve", base + x, base + cols + x)
            new_members[lab] = down
        label, members = below, new_members


def division(grid, rng):
    """Recursive division: start open, add walls with one gap, split, repeat.

    Chambers wait on an explicit stack, so no recursion limit applies.
    """
    _need_square(grid, "division")
    cols, rows = grid.cols, grid.rows
    rnd = rng.random
    grid.open_all()
    pas = grid.passages
    stack = [(0, 0, rows, cols)]
    while stack:
        r0, c0, h, w = stack.pop()
        if h < 2 or w < 2:
            continue
        yield ("chamber", r0 * cols + c0, (r0 + h - 1) * cols + c0 + w - 1)
        if h > w or (h == w and rnd() < 0.5):
            y = int(rnd() * (h - 1))  # wall below row r0 + y
            gap = int(rnd() * w)
            for x in range(w):
                if x != gap:
                    a = (r0 + y) * cols + c0 + x
                    pas[a] &= ~4 & 0xFF
                    pas[a + cols] &= ~1 & 0xFF
                    yield ("wall", a, a + cols)
            stack.append((r0 + y + 1, c0, h - y - 1, w))
            stack.append((r0, c0, y + 1, w))
        else:
            x = int(rnd() * (w - 1))  # wall east of column c0 + x
            gap = int(rnd() * h)
            for y in range(h):
                if y != gap:
                    a = (r0 + y) * cols + c0 + x
                    pas[a] &= ~2 & 0xFF
                    pas[a + 1] &= ~8 & 0xFF
                    yield ("wall", a, a + 1)
            stack.append((r0, c0 + x + 1, h, w - x - 1))
            stack.append((r0, c0, h, x + 1))


Param = namedtuple("Param", "name low high default help")
Algorithm = namedtuple("Algorithm", "name function param uniform square_only summary")

_ALGORITHMS = [
    Algorithm("backtracker", backtracker, None, False, False,
              "recursive backtracker: long winding corridors, few dead ends"),
    Algorithm("prim", prim, None, False, False,
              "randomized Prim: short branches growing from one cell"),
    Algorithm("true-prim", true_prim, None, False, False,
              "Prim's spanning tree algorithm over random passage weights"),
    Algorithm("kruskal", kruskal, None, False, False,
              "randomized Kruskal: merging many small trees"),
    Algorithm("wilson", wilson, None, True, False,
              "Wilson: loop-erased random walks, uniform over all mazes"),
    Algorithm("aldous-broder", aldous_broder, None, True, False,
              "Aldous-Broder: one random walk, uniform over all mazes, slow"),
    Algorithm("hunt-and-kill", hunt_and_kill, None, False, False,
              "hunt-and-kill: random walks joined by hunting"),
    Algorithm("eller", eller, None, False, True,
              "Eller: row by row, with constant memory per row"),
    Algorithm("growing-tree", growing_tree,
              Param("mix", 0, 100, 50,
                    "percent of steps that pick a random active cell "
                    "(0 = always newest, like backtracker; 100 = always random, like Prim)"),
              False, False, "growing tree: between backtracker and Prim"),
    Algorithm("binary-tree", binary_tree, None, False, True,
              "binary tree: every cell opens north or east"),
    Algorithm("sidewinder", sidewinder, None, False, True,
              "sidewinder: runs along rows, each opening north once"),
    Algorithm("division", division, None, False, True,
              "recursive division: chambers split by walls with one gap"),
]

#: name -> :class:`Algorithm`, in the order shown to people.
ALGORITHMS = {a.name: a for a in _ALGORITHMS}

#: Above this many cells Aldous-Broder takes more than a few seconds.
ALDOUS_BRODER_SLOW_CELLS = 250 * 250


def steps(grid, rng, algorithm, param=None):
    """The step iterator of ``algorithm`` on ``grid`` (see the module docstring)."""
    try:
        algo = ALGORITHMS[algorithm]
    except KeyError:
        raise ValueError("unknown algorithm %r; choose one of: %s"
                         % (algorithm, ", ".join(ALGORITHMS))) from None
    if algo.param is not None:
        value = algo.param.default if param is None else param
        return algo.function(grid, rng, value)
    return algo.function(grid, rng)


def carve(grid, rng, algorithm, param=None):
    """Run ``algorithm`` to the end on ``grid``."""
    from collections import deque
    deque(steps(grid, rng, algorithm, param), maxlen=0)
    return grid
