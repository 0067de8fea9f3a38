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
(:func:`carve`) runs a fast variant where one exists, or else exhausts the
steps in large slices.  A fast variant makes the same random calls in the
same order, so the same maze, with no step objects:

- ``backtracker`` and ``wilson`` on square, hex and triangle grids walk
  a padded lattice where every side is one fixed step (hexagons column
  by column; up and down triangles by the parity of their index) and the
  padding stands for the border (:func:`_lattice`);
- ``wilson`` on upsilon grids walks a list holding each cell's mark
  beside the steps of its sides (:func:`_list_walk_table`);
- both note one side a cell as it joins the maze and open all the
  passages at the end with byte operations (:func:`_open_sides`);
- a masked grid (:mod:`mazetk.grids.masked`) takes the walk of its full
  grid's shape, laid out as the full grid with the cut-away cells as
  padding, so the same draws meet the same outer walls (:func:`_whole`).

Either way ``carve`` calls ``progress(fraction)`` now and then: every
65536 steps, once a block of Wilson's draws, or, in the fast backtracker,
after about one carve in 1024, chosen by its draws.

Randomness: only two methods of ``random.Random`` are used.  Both are
defined by the Mersenne Twister's 32-bit outputs, in C, the same from
Python 3.8 to 3.13 on every platform (unlike ``randrange``, ``choice`` and
``shuffle``, whose algorithms changed between versions):

- ``rng.random()``: 53 bits from two outputs.  :func:`randbelow` and
  :func:`shuffle` are built on it, and every algorithm but two uses only it.
- ``rng.getrandbits(k)``: for ``k <= 32`` the top ``k`` bits of one
  output, else ``ceil(k / 32)`` outputs joined, the first the lowest.
  Wilson's walk draws its sides from ``getrandbits(64)``, the fewest bits
  that name every slot at a time (two on a square grid, three on a hex
  grid, where draws of 6 and 7 are drawn again), and true Prim its 20-bit
  weights with ``getrandbits(20)``: far cheaper than a float each.
  ``getrandbits(64 * m)`` is exactly ``m`` calls of ``getrandbits(64)``
  joined lowest first, which lets Wilson's fast variants draw a block at a
  time (and then put the state back where the step version leaves it).

So the same seed gives the same maze on every Python 3.8+ and platform.
Nothing here recurses: stacks and queues are explicit.
"""

import bisect
import functools
import itertools
import math
import operator
from array import array
from collections import deque, namedtuple

from .grids import E, N, S, W
from .i18n import N_, _

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


@functools.lru_cache(maxsize=4)
def _resume_table(s):
    """Every order of ``s`` sides, and every tail of each: ``(tails, step, count)``.

    ``tails[p * step + j]`` is ``perms[p][j:]``; a cell resumes its order at
    ``tails[state]`` and moves on by adding how many sides it has tried.
    One small integer per cell instead of an iterator object per stacked
    cell keeps a 2000 x 2000 backtracker within a few bytes a cell.  Kept
    once made (a tuple, read only): the 362,880 tails of an upsilon grid's
    eight sides take a tenth of a second, more than a small maze's carving.
    """
    perms = list(itertools.permutations(range(s)))
    step = s + 1
    tails = tuple(perm[j:] for perm in perms for j in range(step))
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


def _backtracker_lattice(grid, rng, lattice):
    """:func:`backtracker` without steps on a grid laid out in a padded
    lattice (:func:`_lattice`): the same draws, so the same maze.

    A neighbour is one addition away, and the padding (marked visited)
    stands for the border.  Each cell only notes, as it is entered, 1 + its
    side towards the cell it came from; the passage bits are set from those
    notes at the end, for all cells at once (:func:`_open_sides`).

    The notes (``entry``) and where each cell's order resumes (``state``)
    are lists, 16 bytes a lattice index, not a byte or two: a list is the
    subscript the interpreter does quickest, and the walk is nearly all
    subscripts (15-20% fewer instructions than a ``bytearray`` and an
    ``array``).  Every value held is a small int or one of a few shared
    ones, so a cell costs no object of its own.
    """
    n, s, match = grid.n, grid.slots, grid.match
    size, _, steps, _ = lattice
    # back[parity][k]: 1 + the side facing back from beyond side k of a
    # cell whose lattice index has that parity
    back = []
    for parity in (0, 1):
        cell = next((c for c, p in enumerate(_positions(lattice, grid)) if p & 1 == parity), 0)
        back.append([match[cell * s + k] + 1 for k in range(s)])
    # entry[p]: 1 + p's side towards its parent; 255 for the first cell and
    # the padding, which count as visited
    entry = [255] * size
    _scatter(entry, lattice, grid, 0)
    state = [0] * size
    p = _position(lattice, grid, randbelow(rng, n))
    entry[p] = 255
    if steps[0] == steps[1] and back[0] == back[1]:
        dfs = _dfs_one(p, rng, entry, state, steps[0], back[0])
    else:
        dfs = _dfs_two(p, rng, entry, state, steps, back)
    for done in dfs:
        yield min(0.99, done / n)
    del state
    entry = bytearray(entry)
    _open_sides(grid, _gather(entry, lattice, grid).translate(_NO_ENTRY))


@functools.lru_cache(maxsize=4)
def _distinct_tails(s):
    """Every tail of an order of ``s`` sides once: ``(tails, after)``.

    ``tails`` lists the whole orders first, in the order of
    :func:`_resume_table`, then every shorter tail (1,957 for six sides,
    against 5,040 tails of 720 orders).  ``after[i * s + k]`` is ``s``
    times the number of the tail that follows side ``k`` of tail ``i``,
    each such number one shared int object.
    """
    perms = list(itertools.permutations(range(s)))
    ids = dict.fromkeys(perms)
    for perm in perms:
        ids.update(dict.fromkeys(perm[j:] for j in range(1, s + 1)))
    tails = tuple(ids)
    ids = {tail: i for i, tail in enumerate(tails)}
    at = [s * i for i in range(len(tails))]
    after = [0] * (s * len(tails))
    for i, tail in enumerate(tails):
        for j, k in enumerate(tail):
            after[i * s + k] = at[ids[tail[j + 1:]]]
    return tails, tuple(after)


def _dfs_one(p, rng, entry, state, delta, back):
    """The depth-first walk of :func:`_backtracker_lattice` where every cell
    has the same steps (squares; hexagons in columns); yields about how many
    cells it carved, now and then.

    There is no stack: a cell's note in ``entry`` names its side towards
    the cell it came from, so going back is one step (``up``), and the
    first cell's note (255) ends the walk.  (A stack of 4-byte cells cost
    a push and a pop a carve, 15% of it.)  A cell's order is a tuple of
    steps, ``plans[at]``, a side known by its step alone: a side tried is
    one addition and one subscript, and what a carve needs besides (the
    side facing back, where the order resumes) is looked up only for the
    side taken, through ``kind[d]`` and ``bk[d]`` (lists long enough that
    every step, negative too, has an index of its own).
    """
    s = len(delta)
    rnd = rng.random
    tails, after = _distinct_tails(s)
    count = math.factorial(s)
    span = 2 * max(map(abs, delta)) + 1
    kind, bk = [0] * span, [0] * span
    for k, d in enumerate(delta):
        kind[d], bk[d] = k, back[k]
    plans = [()] * (s * len(tails))
    plans[::s] = [tuple(map(delta.__getitem__, tail)) for tail in tails]
    up = _steps_back((delta, delta), (back, back))[0]
    at = int(rnd() * count) * s
    ticks, tick = 0, _TICK
    while True:
        for d in plans[at]:
            if not entry[p + d]:
                break
        else:
            b = entry[p]
            if b == 255:
                return
            p += up[b]
            at = state[p]
            continue
        state[p] = after[at + kind[d]]
        p += d
        entry[p] = bk[d]
        x = rnd()
        at = int(x * count) * s
        if x < tick:  # about one carve in 1024, wherever it is
            ticks += 1
            yield ticks / tick


def _dfs_two(p, rng, entry, state, steps, back):
    """:func:`_dfs_one` where the steps and the sides facing back depend on
    the kind of cell, the parity of its lattice index (up and down
    triangles).  A side's step does not name it here, so each order's sides come with
    everything a carve through them needs (the step, the side facing back,
    where the order resumes): a set of plans, and of steps back, for each
    parity."""
    s = len(steps[0])
    rnd = rng.random
    tails, step, count = _resume_table(s)
    # resume[at * s + k]: where an order goes on after side k of tails[at]
    # was taken (set once a carve, instead of counting every side tried)
    resume = [0] * (s * len(tails))
    for at, tail in enumerate(tails):
        for j, k in enumerate(tail):
            resume[at * s + k] = at + j + 1
    plans = [[tuple((delta[k], bk[k], resume[at * s + k]) for k in tail)
              for at, tail in enumerate(tails)]
             for delta, bk in zip(steps, back)]
    starts = [kind[::step] for kind in plans]
    ups = _steps_back(steps, back)
    x = rnd()
    plan = starts[p & 1][int(x * count)]
    ticks, tick = 0, _TICK
    while True:
        for d, b, r in plan:
            m = p + d
            if not entry[m]:
                entry[m] = b
                state[p] = r
                x = rnd()
                p = m
                plan = starts[p & 1][int(x * count)]
                if x < tick:
                    ticks += 1
                    yield ticks / tick
                break
        else:
            b = entry[p]
            if b == 255:
                return
            p += ups[p & 1][b]
            plan = plans[p & 1][state[p]]


def _steps_back(steps, back):
    """``ups[parity][b]``: the step back to the cell it came from, from a
    cell of that parity whose note is ``b`` (``steps`` and ``back`` as for
    :func:`_dfs_two`)."""
    ups = [[0] * 256, [0] * 256]
    for parity in (0, 1):
        for k, d in enumerate(steps[parity]):
            if d:  # the cell beyond, of parity parity ^ (d & 1), notes back[parity][k]
                ups[parity ^ (d & 1)][back[parity][k]] = -d
    return ups


#: The first cell's note (255) is no side.
_NO_ENTRY = bytes(range(255)) + b"\x00"


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

    Only the entries of the lowest weights are in the heap.  The others wait
    in lists by weight (:data:`_PRIM_BANDS` bands), and a band becomes the
    heap when the heap runs dry, so the cheapest entry is still popped
    first.  The growth is an invasion: most entries of high weight (about
    half the cells) would sit in the heap to the end, making every push and
    pop slower and, on a big grid, the heap too large for the cache.
    """
    import heapq
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    bits = rng.getrandbits
    push, pop = heapq.heappush, heapq.heappop
    shift = max(24, n.bit_length())
    mask = (1 << shift) - 1
    band_shift = 20 - (_PRIM_BANDS.bit_length() - 1)
    inside = bytearray(n)
    best = array("i", [1 << 21]) * n  # cheapest weight into the tree so far
    via = array("i", [-1]) * n  # ... and the wall it crosses (cell * slots + slot)
    waiting = [[] for _ in range(_PRIM_BANDS)]  # entries of the bands above the heap's
    band = 0  # the heap holds the entries of bands up to this one
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
                    if w >> band_shift <= band:
                        push(heap, w << shift | m)
                    else:
                        waiting[w >> band_shift].append(w << shift | m)
        while True:
            while heap:
                entry = pop(heap)
                c = entry & mask
                if not inside[c] and entry >> shift == best[c]:
                    break
            else:
                band += 1
                if band == _PRIM_BANDS:
                    return
                heap, waiting[band] = waiting[band], None
                heapq.heapify(heap)
                continue
            break
        e = via[c]
        a = e // s
        k = e - a * s
        inside[c] = 1
        pas[a] |= 1 << k
        pas[c] |= 1 << match[e]
        yield ("carve", a, c)


#: Bands of weight in which true Prim keeps its entries waiting (a power of two).
_PRIM_BANDS = 256


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



#: Two-bit draws from one byte of random bits, plus one: ``_SIDES[j][b]`` is
#: ``(b >> 2 * j & 3) + 1``, the j-th of the four draws the byte holds.
_SIDES = [bytes((b >> 2 * j & 3) + 1 for b in range(256)) for j in range(4)]
_WILSON_BLOCK = 2048  # 64-bit words drawn at a time: 65536 sides
_BLOCK_CELLS = 1 << 18  # cells whose walls Kruskal lists at a time


#: Cells up to which Wilson's fast walk on upsilon grids keeps a list of
#: ``slots + 1`` entries a cell (about 72 bytes an octagon): the most cells
#: of such a maze; a bigger grid walks step by step.
_LIST_WALK_CELLS = 1000000


def _draws(getrandbits, words, width):
    """1 + each draw ``getrandbits(64 * words)`` holds, a byte each, in the
    order :func:`wilson` takes them: ``64 // width`` a word, lowest bits
    first (bits left at the top of a word go unused).

    Two-bit draws come four to a byte through :data:`_SIDES`; wider ones
    are taken draw ``j`` of every word at once, the block shifted and
    masked as one big integer, one byte a word kept and interleaved.
    """
    block = getrandbits(64 * words)
    per_word = 64 // width
    out = bytearray(per_word * words)
    if width == 2:
        raw = block.to_bytes(8 * words, "little")
        for j in range(4):
            out[j::4] = raw.translate(_SIDES[j])
        return out
    mask = int.from_bytes((b"\x01" + bytes(7)) * words, "little") * ((1 << width) - 1)
    for j in range(per_word):
        out[j::per_word] = ((block >> width * j) & mask).to_bytes(8 * words, "little")[0::8]
    return out.translate(_PLUS_ONE)


_PLUS_ONE = bytes(range(1, 256)) + b"\x00"


def _list_walk_table(grid):
    """``(table, stride)`` for :func:`_wilson_list`, ``stride = slots + 1``.

    ``table[stride * c]`` is 1 (cell ``c`` is not in the tree yet) and
    ``table[stride * c + 1 + k]`` is ``stride`` times the step from ``c`` to
    the cell beyond side ``k``, 0 where there is none (stay put).  A list
    of a few distinct integers, made row by row from the grid's kinds of
    places: a step costs the walk one addition and no new object.
    """
    full = _whole(grid)
    if full is not grid:
        return _masked_walk_table(grid, full)
    n, s, cols = grid.n, grid.slots, grid.cols
    stride = s + 1
    kinds = grid.kinds()
    cell = [[1] + [0 if step is None else stride * (step[0] * cols + step[1])
                   for step in steps] for steps in grid.KINDS]
    rows = {}
    table = []
    for lo in range(0, n, cols):
        key = kinds[lo:lo + cols]
        row = rows.get(key)
        if row is None:
            row = rows[key] = [x for kind in key for x in cell[kind]]
        table += row
    _stay_at_walls(table, grid, range(n))
    return table, stride


def _stay_at_walls(table, grid, places):
    """Make every step through the outer wall of ``grid`` stay put in the
    walk table: cell ``c``'s entries sit at ``places[c]`` (full numbers)."""
    stride = grid.slots + 1
    raw = grid.nbr.tobytes()
    at = raw.find(b"\xff\xff\xff\xff")
    while at >= 0:
        if not at & 3:
            c, k = divmod(at >> 2, grid.slots)
            table[stride * places[c] + 1 + k] = 0
        at = raw.find(b"\xff\xff\xff\xff", at + 1)


def _masked_walk_table(grid, full):
    """:func:`_list_walk_table` of a masked grid, laid out as its full grid:
    the cells cut away count as in the tree already (no walk starts
    there) and no step leads into them (their sides are outer wall)."""
    table, stride = _list_walk_table(full)
    on = bytearray(full.n)
    deque(map(on.__setitem__, grid.cells, itertools.repeat(1)), maxlen=0)
    table[0::stride] = on
    _stay_at_walls(table, grid, grid.cells)
    return table, stride


def _open_sides(grid, codes):
    """Open one side of every cell of a grid of kinds of places, and the
    side beyond it: ``codes[c]`` is 1 + that slot of ``c``, 0 for none.

    Byte work at C speed, a pass per kind and slot: the cells' own bits
    from one translate of code and kind together, their neighbours' bits
    the same flags shifted by the step between the two.
    """
    full = _whole(grid)
    if full is not grid:  # masked: open them on the full grid, keep the cells
        spread = bytearray(full.n)
        deque(map(spread.__setitem__, grid.cells, codes), maxlen=0)
        opened = _opened(full, spread, 0).to_bytes(full.n, "little")
        total = int.from_bytes(grid.passages, "little")
        total |= int.from_bytes(bytes(map(opened.__getitem__, grid.cells)), "little")
        grid.passages[:] = total.to_bytes(grid.n, "little")
    else:
        total = _opened(grid, codes, int.from_bytes(grid.passages, "little"))
        grid.passages[:] = total.to_bytes(grid.n, "little")


def _opened(grid, codes, total):
    """:func:`_open_sides` on a whole grid of kinds: ``total`` (the
    passages as one integer) with the sides of ``codes`` opened."""
    n, s, cols = grid.n, grid.slots, grid.cols
    kinds = grid.kinds()
    both = (int.from_bytes(codes, "little")
            | int.from_bytes(kinds, "little") << 4).to_bytes(n, "little")
    own = bytearray(256)
    for kind, steps in enumerate(grid.KINDS):
        at = kinds.find(kind)  # a cell of this kind tells the far slots
        if at < 0:
            continue
        for k, step in enumerate(steps):
            if step is None:
                continue
            code = kind << 4 | k + 1
            own[code] = 1 << k
            far = 1 << grid.match[at * s + k]
            flags = both.translate(bytes(far if b == code else 0 for b in range(256)))
            shift = max(-n, min(n, step[0] * cols + step[1]))
            if shift >= 0:
                moved = bytes(shift) + flags[:n - shift]
            else:
                moved = flags[-shift:] + bytes(-shift)
            total |= int.from_bytes(moved, "little")
    return total | int.from_bytes(both.translate(own), "little")


def _raw_used(raw, kept, drop):
    """How many draws of ``raw`` it takes to keep ``kept`` of them when
    the draws in ``drop`` are skipped."""
    lo, hi = kept, len(raw)
    while lo < hi:
        mid = (lo + hi) // 2
        if mid - sum(raw.count(d, 0, mid) for d in drop) < kept:
            lo = mid + 1
        else:
            hi = mid
    return lo


class _Draws:
    """Wilson's draws for a fast walk: a block at a time, 1 + the slot each,
    with the draws that name no slot dropped, and ``odd`` added to those at
    odd places of a block; and, at the end, the random generator put back
    where the step version leaves it."""

    def __init__(self, rng, slots, odd=0):
        self.rng = rng
        self.saved = rng.getstate()
        self.width = max(1, (slots - 1).bit_length())
        self.drop = bytes(range(slots + 1, (1 << self.width) + 1))
        self.odd = bytes(range(odd, 256)) + bytes(range(odd)) if odd else None
        self.raw, self.kept, self.blocks = b"", [], 0

    def block(self):
        """An iterator over the next block of sides."""
        self.raw = _draws(self.rng.getrandbits, _WILSON_BLOCK, self.width)
        kept = self.raw.translate(None, self.drop)
        if self.odd is not None:
            kept = bytearray(kept)
            kept[1::2] = kept[1::2].translate(self.odd)
        self.kept = list(kept)  # a list iterates fastest
        self.blocks += 1
        return iter(self.kept)

    def restore(self, sides):
        """Leave the generator as :func:`wilson` does: as many 64-bit words
        drawn as it used, ``sides`` being what is left of the last block."""
        words = 0
        if self.blocks:
            used = _raw_used(self.raw, len(self.kept) - operator.length_hint(sides), self.drop)
            per_word = 64 // self.width
            words = (self.blocks - 1) * _WILSON_BLOCK + (used + per_word - 1) // per_word
        self.rng.setstate(self.saved)
        while words:
            take = min(words, _WILSON_BLOCK)
            self.rng.getrandbits(64 * take)
            words -= take


def _lattice(grid):
    """``(size, places, steps, wide)``: the grid's cells laid out in a padded
    lattice where each side is a fixed step for each kind of cell, or None
    for a grid that is not.

    ``steps[p & 1][k]`` is the step of slot ``k`` from index ``p`` (0 where
    the cell has no such side).  Where cell ``r * cols + c`` sits at
    ``(r + 1) * wide + c``, ``wide`` is that width and ``places`` None;
    else ``wide`` is 0 and ``places[c]`` the index of cell ``c`` (see
    :func:`_positions`).  Square cells sit row by row; so do the others,
    in a row of a width that makes the parity of an index tell the kind of
    its cell (up or down, octagon or square), except hexagons: those sit
    column by column (:class:`_Columns`), where every side is one step
    whatever the column.  Indices of no cell are padding, at least one all
    round, so that a step off the grid lands on padding.
    """
    if _whole(grid) is not grid:
        return _masked_lattice(grid)
    kinds = getattr(grid, "KINDS", None)
    if kinds is None:
        return None
    cols, rows = grid.cols, grid.rows
    wide = cols + 1
    if grid.kind == "hex":
        columns = _Columns(cols, rows)
        high = columns.high
        steps = [-1, high, high + 1, 1, -high, -high - 1]
        return high * (cols + 3) + cols, columns, (steps, steps), 0
    if len(kinds) == 2 and getattr(grid, "CHECKER", False):
        wide += ~wide & 1  # odd: index (r + 1) * wide + c has the parity of r + 1 + c
        order = (kinds[1], kinds[0])
    elif len(kinds) == 2:
        wide += wide & 1  # even: index (r + 1) * wide + c has the parity of c
        order = kinds
    else:
        order = (kinds[0], kinds[0])
    steps = tuple([0 if st is None else st[0] * wide + st[1] for st in kind] for kind in order)
    return wide * (rows + 2), None, steps, wide


def _masked_lattice(grid):
    """:func:`_lattice` for a masked grid: its full grid's, with ``places``
    naming the index of each kept cell, so the cut-away cells are left as
    padding (a step onto one is a step off the grid, as in the step
    versions, where their sides are outer wall)."""
    full = grid.full
    lattice = _lattice(full)
    if lattice is None:
        return None
    size, places, steps, wide = lattice
    cells = grid.cells
    if not wide:
        return size, list(map(list(places).__getitem__, cells)), steps, 0
    # row by row: the kept cells of row r sit wide + r * (wide - cols) further on
    cols, places, lo = full.cols, [], 0
    for r in range(full.rows):
        hi = bisect.bisect_left(cells, (r + 1) * cols, lo)
        places += map(operator.add, cells[lo:hi], itertools.repeat(wide + r * (wide - cols)))
        lo = hi
    return size, places, steps, 0


class _Columns:
    """Where hexagons sit in a lattice of one step a side: column by column,
    ``high`` (rows + 1) apart, each column moved on by ``(c + 1) // 2``
    more.  An odd column's hexagons sit half a cell lower, and that shift
    makes up for it: the upper of a cell's two neighbours in the next
    column is always ``high`` on (in the one before, ``high + 1`` back),
    whatever the column, and the first cell's north and the last one's
    south are padding.  The ``places`` of :func:`_lattice`: indexed by
    cell, and iterated in cell order; cells are read and set a column (a
    slice) at a time.
    """

    def __init__(self, cols, rows):
        self.cols, self.rows, self.high = cols, rows, rows + 1
        self.starts = [self.high + 1 + c * self.high + (c + 1) // 2 for c in range(cols)]

    def __getitem__(self, cell):
        r, c = divmod(cell, self.cols)
        return self.starts[c] + r

    def __iter__(self):
        starts = self.starts
        return itertools.chain.from_iterable(
            map(operator.add, starts, itertools.repeat(r)) for r in range(self.rows))

    def scatter(self, buf, value):
        rows = self.rows
        fill = (bytes if isinstance(buf, bytearray) else list)([value] * rows)
        for lo in self.starts:
            buf[lo:lo + rows] = fill

    def gather(self, buf):
        rows, cols = self.rows, self.cols
        out = bytearray(rows * cols)
        for c, lo in enumerate(self.starts):
            out[c::cols] = buf[lo:lo + rows]
        return bytes(out)


def _positions(lattice, grid):
    """The lattice index of every cell, in cell order: an iterator."""
    wide = lattice[3]
    if not wide:
        return iter(lattice[1])
    cols = grid.cols
    return itertools.chain.from_iterable(
        range(lo, lo + cols) for lo in range(wide, wide * (grid.rows + 1), wide))


def _position(lattice, grid, cell):
    """The lattice index of ``cell``."""
    wide = lattice[3]
    if not wide:
        return lattice[1][cell]
    r, c = grid.rc(cell)
    return (r + 1) * wide + c


def _scatter(buf, lattice, grid, value):
    """Set ``buf`` (a ``bytearray`` or list over the lattice) to ``value``
    at every cell: a row (or column) at a time where the cells sit so."""
    wide, places = lattice[3], lattice[1]
    if wide:
        cols = grid.cols
        for lo in range(wide, wide * (grid.rows + 1), wide):
            buf[lo:lo + cols] = (bytes if isinstance(buf, bytearray) else list)(
                [value] * cols)
    elif isinstance(places, _Columns):
        places.scatter(buf, value)
    else:
        deque(map(buf.__setitem__, places, itertools.repeat(value)), maxlen=0)


def _gather(buf, lattice, grid):
    """The bytes of ``buf`` (over the lattice) at every cell, in cell order."""
    wide, places = lattice[3], lattice[1]
    if wide:
        cols = grid.cols
        return b"".join(buf[lo:lo + cols] for lo in range(wide, wide * (grid.rows + 1), wide))
    if isinstance(places, _Columns):
        return places.gather(buf)
    return bytes(map(buf.__getitem__, places))


def _wilson_lattice(grid, rng, lattice):
    """:func:`wilson` without steps on a grid laid out in a lattice
    (:func:`_lattice`) where each side is one step (square, hex), or where
    every step changes the parity of the index (up and down triangles):
    the same draws, so the same maze.

    ``marks`` holds, for every lattice index, None on the padding, 0 in the
    tree, else the draw by which the walk last left the cell.  A step is
    three list operations: note the draw, add its step, test the mark; a
    step onto the padding is taken back (the walk stays put, as the step
    version does at the border).  Each cell's exit is kept as it joins the
    tree, and the passages are opened from those at the end
    (:func:`_open_sides`).

    Triangles: a walk's kind of cell changes with every step it takes, so
    the draws at odd places of a block come 4 higher, and ``ahead`` (the
    step of each draw) is chosen as a walk starts or stays put from the
    parity of its cell and of the place of its next draw.  A step costs
    what it costs on squares, not one subscript more.
    """
    size, _, steps, _ = lattice
    s = grid.slots
    flip = steps[0] != steps[1]
    odd = 1 << max(1, (s - 1).bit_length()) if flip else 0  # 4 for triangles
    # tables[z][v]: the step of draw v where z is the parity of the cell
    # the walk is at and of the place of its next draw, v 1 + the slot,
    # odd more at odd places; erase[q][v]: the step of a cell of parity q
    # whose mark is v
    tables = [[0] * (2 * odd + s + 1), [0] * (2 * odd + s + 1)]
    erase = [[0] * (2 * odd + s + 1), [0] * (2 * odd + s + 1)]
    for z in (0, 1):
        for e in ((0, 1) if flip else (0,)):
            for k, d in enumerate(steps[z ^ e]):
                tables[z][odd * e + 1 + k] = d
                erase[z][odd * e + 1 + k] = steps[z][k]
    ahead = tables[0]
    marks = [None] * size
    _scatter(marks, lattice, grid, 1)
    marks[_position(lattice, grid, grid.n // 2)] = 0  # the root
    exits = bytearray(size)
    draws = _Draws(rng, s, odd)
    sides, placed, hint = iter(()), 0, operator.length_hint
    done = 0.0
    # every cell not in the tree yet when its turn comes (the marks read live)
    for start in itertools.compress(_positions(lattice, grid),
                                    map(marks.__getitem__, _positions(lattice, grid))):
        c = start
        while True:
            if flip:  # the parity of the cell and of the place of the next draw
                ahead = tables[(c + placed - hint(sides)) & 1]
            for k in sides:  # the hot loop: tens of millions of steps
                marks[c] = k
                c += ahead[k]
                if not marks[c]:
                    break
            else:
                sides = draws.block()
                placed = len(draws.kept)
                done = max(done, start / size)
                yield done
                continue
            if marks[c] is None:
                c -= ahead[k]
                continue
            break
        c = start
        k = marks[c]
        if flip:
            while k:
                exits[c] = k
                marks[c] = 0
                c += erase[c & 1][k]
                k = marks[c]
        else:
            while k:
                exits[c] = k
                marks[c] = 0
                c += ahead[k]
                k = marks[c]
    del marks
    if odd:  # 1 + the slot
        exits = exits.translate(bytes(range(odd)) + bytes(range(256 - odd)))
    _open_sides(grid, _gather(exits, lattice, grid))
    draws.restore(sides)


def _wilson_list(grid, rng):
    """:func:`wilson` without steps on any grid of kinds of places (upsilon;
    hex and triangle take :func:`_wilson_lattice`, and serve to test this
    one): the same draws, so the same maze.

    As :func:`_wilson_lattice`, on the table of :func:`_list_walk_table`:
    a cell's mark and the steps of its slots side by side, the steps that
    leave the grid 0.
    """
    full = _whole(grid)
    table, stride = _list_walk_table(grid)
    exits = bytearray(stride * full.n)
    root = grid.n // 2
    table[stride * (root if full is grid else grid.cells[root])] = 0
    draws = _Draws(rng, grid.slots)
    sides = iter(())
    total = stride * full.n
    for start in itertools.compress(range(0, total, stride),
                                    itertools.islice(table, 0, None, stride)):
        c = start
        while True:
            for k in sides:  # the hot loop
                table[c] = k
                c += table[c + k]
                if not table[c]:
                    break
            else:
                sides = draws.block()
                yield start / total
                continue
            break
        c = start
        k = table[c]
        while k:
            exits[c] = k
            table[c] = 0
            c += table[c + k]
            k = table[c]
    del table
    exits = exits[0::stride]
    if full is not grid:
        exits = bytes(map(exits.__getitem__, grid.cells))
    _open_sides(grid, exits)
    draws.restore(sides)


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
              N_("recursive backtracker: long winding corridors, few dead ends")),
    Algorithm("prim", prim, None, False, False,
              N_("randomized Prim: short branches growing from one cell")),
    Algorithm("true-prim", true_prim, None, False, False,
              N_("Prim's spanning tree algorithm over random passage weights")),
    Algorithm("kruskal", kruskal, None, False, False,
              N_("randomized Kruskal: merging many small trees")),
    Algorithm("wilson", wilson, None, True, False,
              N_("Wilson: loop-erased random walks, uniform over all mazes")),
    Algorithm("aldous-broder", aldous_broder, None, True, False,
              N_("Aldous-Broder: one random walk, uniform over all mazes, slow")),
    Algorithm("hunt-and-kill", hunt_and_kill, None, False, False,
              N_("hunt-and-kill: random walks joined by hunting")),
    Algorithm("eller", eller, None, False, True,
              N_("Eller: row by row, with constant memory per row")),
    Algorithm("growing-tree", growing_tree,
              Param("mix", 0, 100, 50,
                    N_("percent of steps that grow a random active cell instead of the newest "
                       "(0 = always the newest: the backtracker's mazes; 100 = always a random "
                       "one: every cell with an unvisited neighbour is as likely to grow, "
                       "which is not Prim, where every frontier cell is as likely to join: "
                       "longer branches, dead ends about 28 % to Prim's 36 %)")),
              False, False, N_("growing tree: between backtracker and random growth")),
    Algorithm("binary-tree", binary_tree, None, False, True,
              N_("binary tree: every cell opens north or east")),
    Algorithm("sidewinder", sidewinder, None, False, True,
              N_("sidewinder: runs along rows, each opening north once")),
    Algorithm("division", division,
              Param("weighted", 0, 1, 1,
                    N_("1 = each wall's orientation at random, weighted by the chamber's "
                       "proportions (as Daedalus does: dead ends about 23 %); 0 = always "
                       "across the longer side (mazetk before 0.2: about 27 %)")),
              False, True,
              N_("recursive division: chambers split by walls with one gap")),
]

#: name -> :class:`Algorithm`, in the order shown to people.
ALGORITHMS = {a.name: a for a in _ALGORITHMS}

#: What the window shows for each algorithm (codes and the CLI keep the names):
#: :func:`display_name`.
NAMES = {
    "backtracker": N_("Recursive backtracker"),
    "prim": N_("Prim (simplified)"),
    "true-prim": N_("Prim (true)"),
    "kruskal": N_("Kruskal"),
    "wilson": N_("Wilson"),
    "aldous-broder": N_("Aldous-Broder"),
    "hunt-and-kill": N_("Hunt and kill"),
    "eller": N_("Eller"),
    "growing-tree": N_("Growing tree"),
    "binary-tree": N_("Binary tree"),
    "sidewinder": N_("Sidewinder"),
    "division": N_("Recursive division"),
}
#: A parameter as a word of a sentence, and as the label of its field.
PARAM_WORDS = {"mix": N_("mix"), "weighted": N_("weighted")}
PARAM_LABELS = {"mix": N_("Mix %"), "weighted": N_("Weighted walls")}


def display_name(name):
    """The name the window shows for algorithm ``name``, translated."""
    return _(NAMES[name]) if name in NAMES else name


def describe(name):
    """The one-line summary of algorithm ``name``, translated ("" if unknown)."""
    algo = ALGORITHMS.get(name)
    return _(algo.summary) if algo else ""


def param_word(pname):
    """Parameter ``pname`` (``mix``) as a word of a translated sentence."""
    return _(PARAM_WORDS[pname]) if pname in PARAM_WORDS else pname


def param_label(name):
    """The label of algorithm ``name``'s parameter field ("" if it has none)."""
    algo = ALGORITHMS.get(name)
    if algo is None or algo.param is None:
        return ""
    pname = algo.param.name
    return _(PARAM_LABELS[pname]) if pname in PARAM_LABELS else pname


def param_help(name):
    """What algorithm ``name``'s parameter does, translated ("" if it has none)."""
    algo = ALGORITHMS.get(name)
    return _(algo.param.help) if algo and algo.param else ""


#: Above this many cells Aldous-Broder takes more than a few seconds.
ALDOUS_BRODER_SLOW_CELLS = 250 * 250


def _lookup(grid, algorithm):
    try:
        algo = ALGORITHMS[algorithm]
    except KeyError:
        raise ValueError(_("unknown algorithm %(value)r; choose one of: %(choices)s")
                         % {"value": algorithm, "choices": ", ".join(ALGORITHMS)}) from None
    if algo.square_only and getattr(grid, "kind", None) != "square":
        raise ValueError(_("%s works on square grids only") % algorithm)
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
        lattice = _lattice(grid) if grid.slots <= 6 else None  # 8! orders: too many
        if lattice is not None:
            return lambda: _backtracker_lattice(grid, rng, lattice)
        return lambda: backtracker(grid, rng, trace=False)
    if algorithm == "wilson":
        try:
            rng.getstate()
        except (AttributeError, NotImplementedError):  # e.g. SystemRandom: no state
            return None
        lattice = _lattice(grid)
        if lattice is not None and (lattice[2][0] == lattice[2][1] or all(
                d & 1 for kind in lattice[2] for d in kind)):
            return lambda: _wilson_lattice(grid, rng, lattice)
        if hasattr(_whole(grid), "KINDS") and _whole(grid).n <= _LIST_WALK_CELLS:
            return lambda: _wilson_list(grid, rng)
    return None


def _whole(grid):
    """The grid whose layout the fast walks follow: a masked grid's full
    grid (its cells cut away stand for outer wall there), else ``grid``."""
    full = getattr(grid, "full", None)
    return grid if full is None else full


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
