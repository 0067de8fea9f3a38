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

Animation draws these one by one (:func:`steps`).  Plain generation
(:func:`carve`) runs a fast variant where one exists (``backtracker`` on
square grids and ``wilson`` on grids of 3 or 4 sides: the same random calls
in the same order, so the same maze, with no step objects) or else
exhausts the steps in large slices; either way it calls
``progress(fraction)`` now and then: every 65536 steps (or, in the fast
backtracker, after about one carve in 1024, chosen by its draws).

Randomness: only two methods of ``random.Random`` are used.  Both are
defined by the Mersenne Twister's 32-bit outputs, in C, the same from
Python 3.8 to 3.13 on every platform (unlike ``randrange``, ``choice`` and
``shuffle``, whose algorithms changed between versions):

- ``rng.random()``: 53 bits from two outputs.  :func:`randbelow` and
  :func:`shuffle` are built on it, and every algorithm but two uses only it.
- ``rng.getrandbits(k)``: for ``k <= 32`` the top ``k`` bits of one
  output, else ``ceil(k / 32)`` outputs joined, the first the lowest.
  Wilson's walk draws its sides two bits at a time from ``getrandbits(64)``
  and true Prim its 20-bit weights with ``getrandbits(20)``: far cheaper
  than a float each.  ``getrandbits(64 * m)`` is exactly ``m`` calls of
  ``getrandbits(64)`` joined lowest first, which lets Wilson's fast variant
  draw a block at a time (and then put the state back where the step
  version leaves it).

So the same seed gives the same maze on every Python 3.8+ and platform.
Nothing here recurses: stacks and queues are explicit.
"""

import itertools
import sys
from array import array
from collections import deque, namedtuple

from .grids import E, N, S, W

_N, _E, _S, _W = 1 << N, 1 << E, 1 << S, 1 << W  # passage bits of a square cell


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


def _resume_table(s):
    """Every order of ``s`` sides, and every tail of each: ``(tails, step, count)``.

    ``tails[p * step + j]`` is ``perms[p][j:]``; a cell resumes its order at
    ``tails[state]`` and moves on by adding how many sides it has tried.
    One small integer per cell instead of an iterator object per stacked
    cell keeps a 2000 x 2000 backtracker within a few bytes a cell.
    """
    perms = list(itertools.permutations(range(s)))
    step = s + 1
    tails = [perm[j:] for perm in perms for j in range(step)]
    return tails, step, len(perms)


def backtracker(grid, rng, trace=True):
    """Recursive backtracker (randomized depth-first search) with an explicit stack.

    Each cell draws a random order of its sides when first reached and
    resumes that order whenever it is on top of the stack again.  With
    ``trace`` false it yields no steps, only the fraction done now and then.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    tails, step, count = _resume_table(s)
    rnd = rng.random
    visited = bytearray(n)
    state = array("H" if len(tails) < 65536 else "i", [0]) * n
    c = randbelow(rng, n)
    visited[c] = 1
    if trace:
        yield ("visit", c)
    at = int(rnd() * count) * step
    stack = array("i", [c])
    push, pop = stack.append, stack.pop
    done = 0
    while True:
        base = c * s
        for k in tails[at]:
            at += 1
            m = nbr[base + k]
            if m >= 0 and not visited[m]:
                pas[c] |= 1 << k
                pas[m] |= 1 << match[base + k]
                visited[m] = 1
                state[c] = at
                at = int(rnd() * count) * step
                push(m)
                if trace:
                    yield ("carve", c, m)
                else:
                    done += 1
                    if not done & 0xFFFF:
                        yield done / n
                c = m
                break
        else:
            pop()
            if not stack:
                return
            c = stack[-1]
            at = state[c]
            if trace:
                yield ("back", c)


_TICK = 1.0 / 1024  # chance that a carve reports progress (fast backtracker)


def _backtracker_fast(grid, rng):
    """:func:`backtracker` without steps, for square grids: the same draws,
    so the same maze.

    Cells are numbered on a padded grid, ``cols + 1`` to a row with a row
    above and below, so that a neighbour is one addition away and the
    padding (marked visited) stands for the border.  Each cell only notes
    the side it was entered by; the passage bits are set from those notes
    at the end, for all cells at once (:func:`_open_entries`).
    """
    n, cols, rows = grid.n, grid.cols, grid.rows
    tails, step, count = _resume_table(4)
    # resume[at * 4 + k]: where an order goes on after side k of tails[at]
    # was taken (set once a carve, instead of counting every side tried)
    resume = [0] * (4 * len(tails))
    for at, tail in enumerate(tails):
        for j, k in enumerate(tail):
            resume[at * 4 + k] = at + j + 1
    rnd = rng.random
    wide = cols + 1
    delta = (-wide, 1, wide, -1)  # N E S W
    # entry[p]: 1 + the side of its parent that p was entered by; 5 for the
    # first cell and the padding, which count as visited
    entry = bytearray([5]) * ((rows + 2) * wide)
    for r in range(rows):
        entry[(r + 1) * wide:(r + 1) * wide + cols] = bytes(cols)
    state = array("H", [0]) * len(entry)
    r, c = divmod(randbelow(rng, n), cols)
    p = (r + 1) * wide + c
    entry[p] = 5
    at = int(rnd() * count) * step
    stack = array("i")  # the cells below the current one
    push, pop = stack.append, stack.pop
    ticks, tick = 0, _TICK
    while True:
        for k in tails[at]:
            m = p + delta[k]
            if not entry[m]:
                entry[m] = k + 1
                state[p] = resume[at * 4 + k]
                x = rnd()
                at = int(x * count) * step
                push(p)
                p = m
                if x < tick:  # about one carve in 1024, wherever it is
                    ticks += 1
                    yield min(0.99, ticks / tick / n)
                break
        else:
            if not stack:
                break
            p = pop()
            at = state[p]
    del state, stack
    _open_entries(grid, b"".join(entry[(r + 1) * wide:(r + 1) * wide + cols]
                                 for r in range(rows)))


def _open_entries(grid, entry):
    """Open, on a square grid, the passage by which each cell was entered:
    ``entry[c]`` is 1 + the side of the cell it came from (0 or 5: none).

    Four passes of C-speed byte operations: the bits of the cells entered
    come from one translate, those of the cells they came from are the same
    flags shifted by the step between the two (one row or one column).
    """
    n, cols, opp = grid.n, grid.cols, grid.opp
    total = int.from_bytes(grid.passages, "little")
    total |= int.from_bytes(entry.translate(bytes(
        [0] + [1 << opp[k] for k in range(4)] + [0] * 251)), "little")
    for k, step in ((N, -cols), (E, 1), (S, cols), (W, -1)):
        flags = entry.translate(bytes(1 << k if b == k + 1 else 0 for b in range(256)))
        # the cell entered is parent + step: the parent's flag sits step earlier
        if step > 0:
            shifted = flags[step:] + bytes(step)
        else:
            shifted = bytes(-step) + flags[:n + step]
        total |= int.from_bytes(shifted, "little")
    grid.passages[:] = total.to_bytes(n, "little")


def prim(grid, rng):
    """Randomized Prim: grow from one cell, adding a random frontier cell each step."""
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
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
        pas[m] |= 1 << match[base + k]
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
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
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
        pas[c] |= 1 << match[e]
        yield ("carve", a, c)


def kruskal(grid, rng):
    """Randomized Kruskal: every wall in random order, opened if it joins two trees."""
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    walls = array("i")
    for lo in range(0, n, _BLOCK_CELLS):  # never a list of every wall at once
        walls.extend(array("i", [e for e in range(lo * s, min(n, lo + _BLOCK_CELLS) * s)
                                 if nbr[e] > e // s]))
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
            pas[b] |= 1 << match[e]
            yield ("carve", a, b)


def wilson(grid, rng):
    """Wilson's algorithm: loop-erased random walks; uniform over all spanning trees.

    Each walk remembers only the side by which it last left every cell; walking
    the remembered sides from the walk's start gives the loop-erased path
    (the loops are overwritten, never stored).  An animation that wants to
    show the erasing keeps the walk and cuts it where a ``walk`` step lands
    on a cell already on it.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    getrandbits = rng.getrandbits
    width = max(1, (s - 1).bit_length())  # bits per side drawn; draws >= s are redrawn
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
            pas[m] |= 1 << match[c * s + k]
            in_tree[c] = 1
            yield ("carve", c, m)
            c = m



#: Wilson's sides for one byte of random bits, plus one: ``_SIDES[j][b]`` is
#: ``(b >> 2 * j & 3) + 1``, the j-th of the four two-bit draws the byte holds.
_SIDES = [bytes((b >> 2 * j & 3) + 1 for b in range(256)) for j in range(4)]
_WILSON_BLOCK = 2048  # 64-bit words drawn at a time: 65536 sides
_BLOCK_CELLS = 1 << 18  # cells a table is built for at a time


def _walk_table(grid, first=0):
    """``T[first + 4c + k]`` = ``4 * (cell beyond side k of c)``, or ``4c``
    where side ``k`` leads to no cell (a border, a missing side, a draw
    ``k >= slots``); the ``first`` entries before are 0.

    Cells are kept multiplied by four so that a step is one lookup.  A
    stay-put step writes ``k`` as ``c``'s exit side, but the walk must leave
    ``c`` again before it can end, and that later exit overwrites it: the
    loop-erased path is the very one the step-by-step walk finds.
    """
    n, s, nbr = grid.n, grid.slots, grid.nbr
    table = array("i", bytes(4 * (4 * n + first)))
    size = nbr.itemsize
    high = slice(size - 1, None, size) if sys.byteorder == "little" else slice(0, None, size)
    for lo in range(0, n, _BLOCK_CELLS):  # a block at a time: little memory beside
        hi = min(n, lo + _BLOCK_CELLS)
        for k in range(4):
            if k < s:
                side = nbr[lo * s + k:hi * s:s]
                tops = side.tobytes()[high]
                at = tops.find(b"\xff")  # negative entries: no cell beyond
                while at >= 0:
                    side[at] = lo + at
                    at = tops.find(b"\xff", at + 1)
            else:
                side = array("i", range(lo, hi))
            # times four for every entry at once: the entries are below 2 ** 29,
            # so shifting the whole block as one number carries nothing across
            raw = side.tobytes()
            shifted = int.from_bytes(raw, sys.byteorder) << 2
            table[first + 4 * lo + k:first + 4 * hi:4] = array(
                "i", shifted.to_bytes(len(raw), sys.byteorder))
    return table


def _wilson_fast(grid, rng):
    """:func:`wilson` without steps: the same draws, so the same maze.

    Sides come from ``getrandbits(64 * _WILSON_BLOCK)`` turned into one byte
    per side with four ``bytes.translate`` calls; the walk is then one table
    lookup a step (see :func:`_walk_table`), and nothing is yielded but the
    fraction done once a block.  The generator's state is put back at the
    end exactly where the step version leaves it (as many 64-bit words as
    it used).
    """
    n, opp, pas = grid.n, grid.opp, grid.passages
    saved = rng.getstate()
    getrandbits = rng.getrandbits
    table = _walk_table(grid, 1)  # table[4c + k] for the sides k = 1..4 drawn
    # mark[4c]: 0 in the tree, else 1 + the side by which the walk last left c
    mark = bytearray(b"\x01") * (4 * n)
    root = n // 2
    mark[4 * root] = 0
    sides = iter(b"")
    block = bytearray(32 * _WILSON_BLOCK)
    drawn = 0  # words drawn
    added = 1
    for start in range(0, 4 * n, 4):
        if not mark[start]:
            continue
        c = start
        while True:
            for k in sides:  # the hot loop: tens of millions of steps
                mark[c] = k
                c = table[c + k]
                if not mark[c]:
                    break
            else:
                raw = getrandbits(64 * _WILSON_BLOCK).to_bytes(8 * _WILSON_BLOCK, "little")
                block[0::4] = raw.translate(_SIDES[0])
                block[1::4] = raw.translate(_SIDES[1])
                block[2::4] = raw.translate(_SIDES[2])
                block[3::4] = raw.translate(_SIDES[3])
                sides = iter(list(block))  # a list iterates fastest
                drawn += _WILSON_BLOCK
                yield added / n
                continue
            break
        c = start
        while mark[c]:
            k = mark[c]
            m = table[c + k]
            k -= 1
            pas[c >> 2] |= 1 << k
            pas[m >> 2] |= 1 << opp[k]
            mark[c] = 0
            c = m
            added += 1
    # Sides used: drawn * 32 less those still waiting in the iterator.
    left_over = sum(1 for _ in sides)
    used = drawn * 32 - left_over
    words = (used + 31) // 32
    rng.setstate(saved)
    while words:
        take = min(words, _WILSON_BLOCK)
        getrandbits(64 * take)
        words -= take


def aldous_broder(grid, rng):
    """Aldous-Broder: a random walk that carves into every cell it enters first.

    Uniform over all spanning trees, but needs a very long walk on big grids.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
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
            pas[m] |= 1 << match[c * s + k]
            yield ("carve", c, m)
        else:
            yield ("visit", m)
        c = m


def hunt_and_kill(grid, rng):
    """Hunt-and-kill: random walk until stuck, then hunt for a new starting cell.

    The hunt takes the first unvisited cell, in cell order, that has a
    visited neighbour.  On a square grid (the walk starts at cell 0) that is
    always the first unvisited cell, so each hunt is O(1) amortised; on other
    shapes the hunt may pass over unvisited cells with no visited neighbour
    yet, and comes back to them later.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
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
            pas[m] |= 1 << match[base + k]
            visited[m] = 1
            yield ("carve", c, m)
            c = m
            continue
        while scan < n and visited[scan]:
            scan += 1
        if scan == n:
            return
        c = scan
        while True:
            base = c * s
            ks = [k for k in range(s) if nbr[base + k] >= 0 and visited[nbr[base + k]]]
            if ks:
                break
            c += 1
            while visited[c]:  # an unvisited cell with a visited neighbour exists
                c += 1
        k = ks[int(rnd() * len(ks))]
        m = nbr[base + k]
        pas[c] |= 1 << k
        pas[m] |= 1 << match[base + k]
        visited[c] = 1
        yield ("carve", m, c)


def growing_tree(grid, rng, mix=50):
    """Growing tree: pick the newest active cell, or a random one with ``mix``% chance.

    ``mix=0`` grows the newest cell: the backtracker's kind of maze.
    ``mix=100`` grows a cell picked uniformly among the active ones (in the
    maze, with an unvisited neighbour), towards a random unvisited
    neighbour.  That is not Prim, which picks uniformly among the frontier
    cells (outside, next to the maze): an active cell with several unvisited
    neighbours is no likelier to grow than one with one, so branches run
    longer (about 28 % dead ends, Prim 36 %).  Cells
    that run out of neighbours are only marked; the active list is compacted
    (order kept) once half of it is marked, so every pick is O(1) amortised.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
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
            pas[m] |= 1 << match[base + k]
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


def binary_tree(grid, rng):
    """Binary tree: every cell opens north or east. Fast, with a north-east bias."""
    cols, n, pas = grid.cols, grid.n, grid.passages
    rnd = rng.random
    for c in range(n):
        north = c >= cols
        east = (c + 1) % cols != 0
        if north and (not east or rnd() < 0.5):
            pas[c] |= _N
            pas[c - cols] |= _S
            yield ("carve", c, c - cols)
        elif east:
            pas[c] |= _E
            pas[c + 1] |= _W
            yield ("carve", c, c + 1)


def sidewinder(grid, rng):
    """Sidewinder: runs along each row, each run opening north once."""
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    rnd = rng.random
    for r in range(rows):
        run_start = r * cols
        for c in range(r * cols, (r + 1) * cols):
            at_east = (c + 1) % cols == 0
            if r > 0 and (at_east or rnd() < 0.5):
                up = run_start + int(rnd() * (c - run_start + 1))
                pas[up] |= _N
                pas[up - cols] |= _S
                yield ("carve", up, up - cols)
                run_start = c + 1
            elif not at_east:
                pas[c] |= _E
                pas[c + 1] |= _W
                yield ("carve", c, c + 1)


def eller(grid, rng):
    """Eller's algorithm: one row at a time, tracking which cells share a set."""
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
                pas[base + x] |= _E
                pas[base + x + 1] |= _W
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
                pas[base + x] |= _S
                pas[base + cols + x] |= _N
                below[x] = lab
                yield ("carve", base + x, base + cols + x)
            new_members[lab] = down
        label, members = below, new_members


def division(grid, rng, weighted=1):
    """Recursive division: start open, add walls with one gap, split, repeat.

    ``weighted=1`` (the default) picks each wall's orientation at random,
    a wall across the chamber's height (a horizontal wall) with chance
    ``height / (width + height)``, the way Walter Pullen's Daedalus weighs
    it by the chamber's proportions: about 23 % of the cells are dead ends.
    ``weighted=0`` always cuts across the longer side (a coin flip for a
    square chamber), as mazetk did before: long corridors, about 27 % dead
    ends, and the mazes of old ``mz1`` codes.
    Chambers wait on an explicit stack, so no recursion limit applies.
    """
    cols, rows = grid.cols, grid.rows
    rnd = rng.random
    grid.open_all()
    pas = grid.passages
    keep_n, keep_e, keep_s, keep_w = ~_N & 0xFF, ~_E & 0xFF, ~_S & 0xFF, ~_W & 0xFF
    stack = [(0, 0, rows, cols)]
    while stack:
        r0, c0, h, w = stack.pop()
        if h < 2 or w < 2:
            continue
        yield ("chamber", r0 * cols + c0, (r0 + h - 1) * cols + c0 + w - 1)
        if weighted:
            across = rnd() * (h + w) < h
        else:
            across = h > w or (h == w and rnd() < 0.5)
        if across:
            y = int(rnd() * (h - 1))  # wall below row r0 + y
            gap = int(rnd() * w)
            for x in range(w):
                if x != gap:
                    a = (r0 + y) * cols + c0 + x
                    pas[a] &= keep_s
                    pas[a + cols] &= keep_n
                    yield ("wall", a, a + cols)
            stack.append((r0 + y + 1, c0, h - y - 1, w))
            stack.append((r0, c0, y + 1, w))
        else:
            x = int(rnd() * (w - 1))  # wall east of column c0 + x
            gap = int(rnd() * h)
            for y in range(h):
                if y != gap:
                    a = (r0 + y) * cols + c0 + x
                    pas[a] &= keep_e
                    pas[a + 1] &= keep_w
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
                    "percent of steps that grow a random active cell instead of the newest "
                    "(0 = always the newest: the backtracker's mazes; 100 = always a random "
                    "one: every cell with an unvisited neighbour is as likely to grow, "
                    "which is not Prim, where every frontier cell is as likely to join: "
                    "longer branches, about 28 % dead ends to Prim's 36 %)"),
              False, False, "growing tree: between backtracker and random growth"),
    Algorithm("binary-tree", binary_tree, None, False, True,
              "binary tree: every cell opens north or east"),
    Algorithm("sidewinder", sidewinder, None, False, True,
              "sidewinder: runs along rows, each opening north once"),
    Algorithm("division", division,
              Param("weighted", 0, 1, 1,
                    "1 = each wall's orientation at random, weighted by the chamber's "
                    "proportions (as Daedalus does: about 23 % dead ends); 0 = always "
                    "across the longer side (mazetk before 0.2: about 27 %)"),
              False, True,
              "recursive division: chambers split by walls with one gap"),
]

#: name -> :class:`Algorithm`, in the order shown to people.
ALGORITHMS = {a.name: a for a in _ALGORITHMS}

#: Above this many cells Aldous-Broder takes more than a few seconds.
ALDOUS_BRODER_SLOW_CELLS = 250 * 250


def _lookup(grid, algorithm):
    try:
        algo = ALGORITHMS[algorithm]
    except KeyError:
        raise ValueError("unknown algorithm %r; choose one of: %s"
                         % (algorithm, ", ".join(ALGORITHMS))) from None
    if algo.square_only and getattr(grid, "kind", None) != "square":
        raise ValueError("%s works on square grids only" % algorithm)
    return algo


def _args(algo, param):
    if algo.param is None:
        return ()
    return (algo.param.default if param is None else param,)


def steps(grid, rng, algorithm, param=None):
    """The step iterator of ``algorithm`` on ``grid`` (see the module docstring).

    ValueError at once for an unknown algorithm or one that needs a square grid.
    """
    algo = _lookup(grid, algorithm)
    return algo.function(grid, rng, *_args(algo, param))


#: Steps an algorithm takes per cell, roughly: for the progress fraction.
_STEPS_PER_CELL = {"backtracker": 2, "prim": 2, "true-prim": 2, "growing-tree": 2,
                   "hunt-and-kill": 1, "kruskal": 1, "division": 2, "aldous-broder": 8}
_SLICE = 1 << 16  # steps between two progress calls


def _fast(grid, rng, algorithm):
    """The fast variant of ``algorithm`` for this grid and rng, or None."""
    if algorithm == "backtracker":
        if getattr(grid, "kind", None) == "square":
            return lambda: _backtracker_fast(grid, rng)
        return lambda: backtracker(grid, rng, trace=False)
    if algorithm == "wilson" and grid.slots in (3, 4) and grid.opp is not None:
        try:
            rng.getstate()
        except (AttributeError, NotImplementedError):  # e.g. SystemRandom: no state
            return None
        return lambda: _wilson_fast(grid, rng)
    return None


def _sliced(work, total):
    """Exhaust the step iterator ``work``, yielding the fraction done every
    :data:`_SLICE` steps; ``total`` is the expected number of steps."""
    counter = itertools.count(1)
    last = deque(maxlen=1)
    while True:
        last.clear()
        last.extend(zip(itertools.islice(counter, _SLICE), work))
        if not last or last[0][0] % _SLICE:
            return
        done = last[0][0]
        yield min(0.99, done / total)


def carve(grid, rng, algorithm, param=None, progress=None):
    """Run ``algorithm`` to the end on ``grid``; return the grid.

    The maze is the one :func:`steps` carves from the same seed, made
    without a step object per step where the algorithm has a fast variant.
    ``progress(fraction)``, if given, is called now and then (every 65536
    steps, or about every 1024 carves) and once with 1.0 at the end; it may
    raise to stop the work, and the grid is then half-carved garbage.
    """
    algo = _lookup(grid, algorithm)
    fast = _fast(grid, rng, algorithm)
    if fast is not None:
        work = fast()
    else:
        total = max(1, grid.n * _STEPS_PER_CELL.get(algorithm, 1))
        work = _sliced(algo.function(grid, rng, *_args(algo, param)), total)
    if progress is None:
        deque(work, maxlen=0)
    else:
        for fraction in work:
            progress(fraction)
        progress(1.0)
    return grid
