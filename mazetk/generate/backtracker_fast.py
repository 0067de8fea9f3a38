"""The backtracker without steps: the same draws as :func:`.backtracker.backtracker`,
so the same maze, and the random generator left in the same state.

``tests/test_backtracker_fast.py`` proves it: both versions on every shape,
size and mask, seed by seed.

- On a grid with a padded lattice (square, hex, triangle: :mod:`mazetk.grids.lattice`)
  a neighbour is one addition away and the padding (marked visited) stands
  for the border (:func:`lattice_walk`);
- on a woven square grid (:mod:`mazetk.grids.weave`), the lattice walk
  that also offers tunnels, keeping each cell's passages as it goes
  (:func:`woven_walk`);
- elsewhere (upsilon's eight sides, the circle) each cell's order of sides
  is one small integer into a table of every order's tails
  (:func:`table_walk`).

They yield only the fraction done, now and then: in the lattice walk after
about one carve in 1024, chosen by its draws.
"""

import functools
import math
from array import array

from ..grids.lattice import open_sides
from .randomness import orders, randbelow


def variant(grid, rng):
    """The fast walk for ``grid``: an iterator of fractions done (None on a
    woven hex grid, whose tunnels only the step version offers)."""
    if grid.weave:
        if grid.kind != "square":
            return None
        return woven_walk(grid, rng, grid.plain_lattice())
    lattice = grid.lattice() if grid.slots <= 6 else None  # 8! orders: too many
    if lattice is not None:
        return lattice_walk(grid, rng, lattice)
    return table_walk(grid, rng)


@functools.lru_cache(maxsize=4)
def _resume_table(s):
    """Every order of ``s`` sides, and every tail of each: ``(tails, step, count)``.

    ``tails[p * step + j]`` is ``orders(s)[p][j:]``; a cell resumes its order
    at ``tails[state]`` and moves on by adding how many sides it has tried.
    One small integer per cell instead of an iterator object per stacked
    cell keeps a 2000 x 2000 maze within a few bytes a cell.  Kept once
    made (a tuple, read only): the 362,880 tails of an upsilon grid's eight
    sides take longer to make than a small maze takes to carve.
    """
    perms = orders(s)
    step = s + 1
    tails = tuple(perm[j:] for perm in perms for j in range(step))
    return tails, step, len(perms)


def table_walk(grid, rng):
    """The backtracker on any grid, each cell's place in its order of
    sides kept as an index into :func:`_resume_table`."""
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    tails, step, count = _resume_table(s)
    rnd = rng.random
    visited = bytearray(n)
    state = array("H" if len(tails) < 65536 else "i", [0]) * n
    c = randbelow(rng, n)
    visited[c] = 1
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


_TICK = 1.0 / 1024  # chance that a carve reports progress


def lattice_walk(grid, rng, lattice):
    """The backtracker on a grid laid out in a padded lattice.

    Each cell only notes, as it is entered, 1 + its side towards the cell
    it came from; the passage bits are set from those notes at the end,
    for all cells at once (:func:`~mazetk.grids.lattice.open_sides`).

    The notes (``entry``) and where each cell's order resumes (``state``)
    are lists, not a ``bytearray`` and an ``array``: a list is the
    subscript the interpreter does quickest, and the walk is nearly all
    subscripts.  Every value held is a small int or one of a few shared
    ones, so a cell costs no object of its own.
    """
    n, s, match = grid.n, grid.slots, grid.match
    size, steps = lattice.size, lattice.steps
    # back[parity][k]: 1 + the side facing back from beyond side k of a
    # cell whose lattice index has that parity
    back = []
    for parity in (0, 1):
        cell = next((c for c, p in enumerate(lattice.positions()) if p & 1 == parity), 0)
        back.append([match[cell * s + k] + 1 for k in range(s)])
    # entry[p]: 1 + p's side towards its parent; 255 for the first cell and
    # the padding, which count as visited
    entry = [255] * size
    lattice.scatter(entry, 0)
    state = [0] * size
    p = lattice.position(randbelow(rng, n))
    entry[p] = 255
    if steps[0] == steps[1] and back[0] == back[1]:
        dfs = _dfs_one(p, rng, entry, state, steps[0], back[0])
    else:
        dfs = _dfs_two(p, rng, entry, state, steps, back)
    for done in dfs:
        yield min(0.99, done / n)
    del state
    entry = bytearray(entry)
    open_sides(grid, lattice.gather(entry).translate(NO_ENTRY))


#: The first cell's note (255) is no side.
NO_ENTRY = bytes(range(255)) + b"\x00"


@functools.lru_cache(maxsize=4)
def distinct_tails(s):
    """Every tail of an order of ``s`` sides once: ``(tails, after)``.

    ``tails`` lists the whole orders first, in the order of
    :func:`~.randomness.orders`, then every shorter tail.
    ``after[i * s + k]`` is ``s`` times the number of the tail that follows
    side ``k`` of tail ``i``, each such number one shared int object.
    """
    perms = orders(s)
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
    """The depth-first walk of :func:`lattice_walk` where every cell has
    the same steps (squares; hexagons in columns); yields about how many
    cells it carved, now and then.

    There is no stack: a cell's note in ``entry`` names its side towards
    the cell it came from, so going back is one step (``up``), and the
    first cell's note (255) ends the walk.  A cell's order is a tuple of
    steps, ``plans[at]``, a side known by its step alone: a side tried is
    one addition and one subscript, and what a carve needs besides (the
    side facing back, where the order resumes) is looked up only for the
    side taken, through ``kind[d]`` and ``bk[d]`` (lists long enough that
    every step, negative too, has an index of its own).
    """
    s = len(delta)
    rnd = rng.random
    tails, after = distinct_tails(s)
    count = math.factorial(s)
    span = 2 * max(map(abs, delta)) + 1
    kind, bk = [0] * span, [0] * span
    for k, d in enumerate(delta):
        kind[d], bk[d] = k, back[k]
    plans = [()] * (s * len(tails))
    plans[::s] = [tuple(map(delta.__getitem__, tail)) for tail in tails]
    up = steps_back((delta, delta), (back, back))[0]
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
    triangles).  A side's step does not name it here, so each order's
    sides come with everything a carve through them needs (the step, the
    side facing back, where the order resumes): a set of plans, and of
    steps back, for each parity."""
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
    ups = steps_back(steps, back)
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


def woven_walk(grid, rng, lattice):
    """The backtracker on a woven square grid, in its padded lattice: the
    draws of the step version, tunnels included, so the same maze.

    A side towards a cell already in the maze is a tunnel's chance when
    that cell's passages are exactly the straight pair across the side
    (``pas[m] == across[d]``: nothing beneath it yet, and padding has no
    passages) and the cell beyond it is not in the maze yet (padding
    counts as in it).  A cell that came through a tunnel notes its side
    plus 4, so going back is two steps.  The passages are kept over the
    lattice as the walk goes (a crossing needs its neighbours' passages),
    copied to the grid at the end, and the tunnels then dug there.
    """
    n, s = grid.n, grid.slots
    size, delta = lattice.size, lattice.steps[0]
    rnd = rng.random
    weave = grid.weave / 100.0
    first = next(iter(lattice.positions()))
    back = list(grid.opp)
    span = 4 * max(map(abs, delta)) + 1
    kind, bk, kbit, bbit, across = ([0] * span for _ in range(5))
    half = s // 2
    for k, d in enumerate(delta):
        kind[d], bk[d] = k, back[k] + 1
        kbit[d], bbit[d] = 1 << k, 1 << back[k]
        other = (k + 1) % half
        across[d] = 1 << other | 1 << (other + half)
    up = [0] * (2 * s + 1)
    for k, d in enumerate(delta):
        up[back[k] + 1] = -d
        up[back[k] + 1 + s] = -2 * d
    tails, after = distinct_tails(s)
    count = math.factorial(s)
    plans = [()] * (s * len(tails))
    plans[::s] = [tuple(map(delta.__getitem__, tail)) for tail in tails]
    entry = [255] * size
    lattice.scatter(entry, 0)
    pas = [0] * size
    state = [0] * size
    dug = []
    p = lattice.position(randbelow(rng, n))
    entry[p] = 255
    at = int(rnd() * count) * s
    ticks, tick = 0, _TICK
    while True:
        for d in plans[at]:
            m = p + d
            if not entry[m]:
                entry[m] = bk[d]
                break
            if pas[m] == across[d] and not entry[m + d] and rnd() < weave:
                pas[m] = 15
                dug.append(p * s + kind[d])
                m += d
                entry[m] = bk[d] + s
                break
        else:
            b = entry[p]
            if b == 255:
                break
            p += up[b]
            at = state[p]
            continue
        state[p] = after[at + kind[d]]
        pas[p] |= kbit[d]
        pas[m] = bbit[d]
        p = m
        x = rnd()
        at = int(x * count) * s
        if x < tick:
            ticks += 1
            yield min(0.99, ticks / tick / n)
    del state, entry
    grid.passages[:] = lattice.gather(bytearray(pas))
    # a lattice index back to its cell: rows of ``wide`` from the first cell
    wide, cols = lattice.wide, grid.cols
    for code in dug:
        q, k = divmod(code, s)
        r, c = divmod(q - first, wide)
        grid.dig(r * cols + c, k)


def steps_back(steps, back):
    """``ups[parity][b]``: the step back to the cell it came from, from a
    cell of that parity whose note is ``b`` (``steps`` and ``back`` as for
    :func:`_dfs_two`)."""
    ups = [[0] * 256, [0] * 256]
    for parity in (0, 1):
        for k, d in enumerate(steps[parity]):
            if d:  # the cell beyond, of parity parity ^ (d & 1), notes back[parity][k]
                ups[parity ^ (d & 1)][back[parity][k]] = -d
    return ups
