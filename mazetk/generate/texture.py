"""Texture: bias, run and river, three knobs that shape how a walk carves.

Walter Pullen's *Think Labyrinth* (and his Daedalus) sort mazes by their
texture; mazegenerator.net gives a few of the same controls.  Here each is a
whole number, and 0 leaves the generator as it is, maze for maze:

``bias`` B, -100 to 100
    Each side the walk may carve through weighs ``100 + B * h``, where ``h``
    is how level the passage through it runs: 1 along a row, -1 up a
    column, 1/2 for a hexagon's and a triangle's slanted sides (30 degrees
    off the row), 0 for an octagon's diagonals and for stairs.  On a circle,
    "along a row" is round the ring and "up a column" is in or out.  So
    positive B favours level passages, negative ones upright passages, and
    at +-100 the walk goes the other way only where it has no choice.
``run`` R, 0 to 100
    A cell entered by a side that has one straight across from it (not a
    triangle's) tries that one first R % of the times: corridors run on
    longer before they turn.
``river`` V, 0 to 100
    V % of the times, the side whose cell beyond has the fewest new cells
    around it goes first: the walk keeps close to what it has carved and
    leaves no lone cell behind to become a short dead end later (the rule of
    Warnsdorff's knight's tour).  Fewer dead ends, each of them longer.

Each cell draws its order of sides once, from one ``random()``
(:func:`draw_order`: weighted by the bias, straight on first by the run),
and a river may then put one side first (a second draw).  The backtracker
does that as it enters a cell; hunt-and-kill and the growing tree, which
come back to cells later, when a cell first chooses, and their river
looks again at each choice.

The knobs shape the walking generators only, those that carve from a cell
to a new neighbour of their choice: the backtracker, hunt-and-kill and the
growing tree (:data:`WALKERS`).  :func:`backtracker` is the backtracker
that draws weighted orders (and :func:`fast` its walk without steps, the
same maze, on square grids); :func:`~.hunt_and_kill.hunt_and_kill` and
:func:`~.growing_tree.growing_tree` take :func:`chooser`'s ``pick``.
:func:`directions` tells each side's lean and the side straight across,
on every shape; :func:`level_share` and :func:`mean_run` measure the effect.
"""

from array import array
from collections import namedtuple

from ..i18n import N_, _

#: The generators the knobs shape.
WALKERS = ("backtracker", "hunt-and-kill", "growing-tree")
#: name -> (lowest, highest) of each knob; 0 is none.
RANGES = {"bias": (-100, 100), "run": (0, 100), "river": (0, 100)}
KNOBS = tuple(RANGES)
#: Each knob's letter in a maze code (``backtracker/b40r20v10``).
LETTERS = {"bias": "b", "run": "r", "river": "v"}
#: Each knob as a word of a sentence.
WORDS = {"bias": N_("bias"), "run": N_("run"), "river": N_("river")}

Texture = namedtuple("Texture", "bias run river")
Texture.__new__.__defaults__ = (0, 0, 0)
PLAIN = Texture()

#: ``Directions.lean[kind * slots + k]``: how level side k's passage runs,
#: as ``2 + 2 * h`` (0 upright ... 4 level); ``ahead[...]`` the side
#: straight across from side k, :data:`NONE` where there is none; ``kinds``
#: the kind of every cell (bytes), or None where all are kind 0.
Directions = namedtuple("Directions", "lean ahead kinds")
NONE = 255


def word(knob):
    """A knob's name as a word of a translated sentence."""
    return _(WORDS[knob])


def check(texture, algorithm, shape, weave=0, symmetry=""):
    """ValueError with a sentence a person can act on when ``texture`` (a
    :class:`Texture` of whole numbers) cannot shape this maze."""
    for knob in KNOBS:
        low, high = RANGES[knob]
        value = getattr(texture, knob)
        if not low <= value <= high:
            raise ValueError(_("%(knob)s must be from %(low)d to %(high)d, not %(value)d")
                             % {"knob": word(knob), "low": low, "high": high, "value": value})
    used = [knob for knob in KNOBS if getattr(texture, knob)]
    if not used:
        return
    if algorithm not in WALKERS:
        raise ValueError(_("%(knob)s shapes how a walk chooses its way: use backtracker, "
                           "hunt-and-kill or growing-tree, not %(algorithm)s")
                         % {"knob": word(used[0]), "algorithm": algorithm})
    if weave:
        raise ValueError(_("a woven maze cannot have %s yet") % word(used[0]))
    if texture.run and shape == "triangle":
        raise ValueError(_("a triangle maze has no straight passages for run to lengthen"))
    if texture.bias and symmetry == "rotate4":
        raise ValueError(_("bias cannot shape a maze that is its own quarter turn: the turn "
                           "makes each level passage an upright one"))


def code_text(texture):
    """The knobs as a maze code writes them after the algorithm: ``b40r20``
    ("" for none)."""
    return "".join("%s%d" % (LETTERS[k], getattr(texture, k)) for k in KNOBS
                   if getattr(texture, k))


def lean_of(dx, dy):
    """How level a passage through a wall running (dx, dy) is: the passage
    is at right angles to the wall, so level (1) through an upright wall,
    upright (-1) through a level one (cos 2 theta of its direction)."""
    length = dx * dx + dy * dy
    return (dy * dy - dx * dx) / length if length else 0.0


def directions(grid):
    """The :data:`Directions` of ``grid``'s sides (see there)."""
    if grid.kind == "masked":
        full = directions(grid.full)
        kinds = full.kinds
        if kinds is not None:
            kinds = bytes(map(kinds.__getitem__, grid.cells))
        return Directions(full.lean, full.ahead, kinds)
    s = grid.slots
    if grid.kind == "circle":
        return _circle(grid)
    if grid.kind == "cube":  # every face's cells have N E S W, as in the net
        return Directions(bytes((0, 4, 0, 4)), bytes((2, 3, 0, 1)), None)
    floor = grid.floor if grid.levels > 1 else grid
    kinds = floor.kinds()
    count = len(floor.KINDS) or 1
    lean, ahead = bytearray(count * s), bytearray([NONE]) * (count * s)
    for kind in range(count):
        cell = kinds.find(bytes([kind])) if count > 1 else 0
        base = cell * floor.slots
        for k in range(floor.slots):
            if cell < 0 or floor.nbr[base + k] == -2:  # no side of this kind
                continue
            (x0, y0), (x1, y1) = floor.side(cell, k)[0], floor.side(cell, k)[-1]
            lean[kind * s + k] = round(2 + 2 * lean_of(x1 - x0, y1 - y0))
            if floor.opp is not None and floor.nbr[base + floor.opp[k]] != -2:
                ahead[kind * s + k] = floor.opp[k]
        if grid.levels > 1:  # the stairs: neither level nor upright; up is across down
            up = grid.up
            lean[kind * s + up] = lean[kind * s + up + 1] = 2
            ahead[kind * s + up], ahead[kind * s + up + 1] = up + 1, up
    if all(lean[j * s:(j + 1) * s] == lean[:s] and ahead[j * s:(j + 1) * s] == ahead[:s]
           for j in range(count)):  # hex: both kinds of columns have the same sides
        return Directions(bytes(lean[:s]), bytes(ahead[:s]), None)
    if grid.levels > 1:
        kinds = kinds * grid.levels
    return Directions(bytes(lean), bytes(ahead), kinds)


def _circle(grid):
    """A circle's sides: round the ring is level, in and out upright.
    Kinds: 0 the centre, 1 a ring cell with one outward side, 2 one with
    two (the rings where the count doubles)."""
    s = grid.slots
    lean, ahead = bytearray(3 * s), bytearray([NONE]) * (3 * s)
    for kind, outward in ((1, 1), (2, 2)):
        b = kind * s
        cw = 2 + outward
        lean[b + 1] = lean[b + cw] = 4  # anticlockwise, clockwise
        ahead[b + 1], ahead[b + cw] = cw, 1
        if outward == 1:  # straight out is straight across the way in
            ahead[b], ahead[b + 2] = 2, 0
    kinds = bytearray(grid.n)
    for r in range(1, grid.rings):
        first, m = grid.first[r], grid.counts[r]
        kinds[first:first + m] = bytes([1 if grid.outward[r] == 1 else 2]) * m
    return Directions(bytes(lean), bytes(ahead), bytes(kinds))


#: ``random()`` is a whole number of these: ``int(random() * SPAN)`` is exact.
SPAN_BITS = 53
SPAN = 1 << SPAN_BITS


def weights_of(texture, d, at, s):
    """Each side's weight (a whole number) in a cell whose sides start at
    ``at`` in ``d``'s tables: ``200 + bias * (lean - 2)``, twice
    ``100 + bias * h`` so that it stays whole for the slanted sides."""
    return [200 + texture.bias * (d.lean[at + k] - 2) for k in range(s)]


def weighted_order(sides, weights, x, span):
    """The order of ``sides`` that the whole number ``x`` (uniform in
    ``[0, span)``) names, each next side drawn with the chance of its
    weight among the sides left (all alike where those weigh nothing):
    the inverse of the order's distribution, in whole numbers, so exact.
    The orders come in the order of ``itertools.permutations``."""
    sides, weights = list(sides), list(weights)
    order = []
    while len(sides) > 1:
        if not any(weights):
            weights = [1] * len(weights)
        y, below = x * sum(weights), 0
        for j, w in enumerate(weights):
            if y < (below + w) * span:
                break
            below += w
        x, span = y - below * span, w * span
        order.append(sides.pop(j))
        weights.pop(j)
    return tuple(order + sides)


def draw_order(texture, s, weights, straight, x):
    """A cell's order of sides from one draw, ``x`` in ``[0, SPAN)``:
    ``run`` % of the time the side ``straight`` (NONE for none) first and
    the rest weighted, else all ``s`` sides weighted."""
    run = texture.run if straight != NONE else 0
    x *= 100
    if x < run * SPAN:
        rest = [k for k in range(s) if k != straight]
        return (straight,) + weighted_order(rest, [weights[k] for k in rest], x, run * SPAN)
    return weighted_order(range(s), weights, x - run * SPAN, (100 - run) * SPAN)


def order_table(texture, s, weights, straight):
    """``(starts, which)``: for ``x`` in ``[0, SPAN)``, :func:`draw_order`
    gives the order ``orders(s)[which[i] // s]`` (``itertools.permutations``'
    order), where ``i`` is ``bisect_right(starts, x) - 1``: each order's
    stretch of draws worked out in fractions, so the two always agree."""
    from fractions import Fraction
    from itertools import permutations
    number = {order: i * s for i, order in enumerate(permutations(range(s)))}
    starts, which = [], []

    def walk(head, sides, ws, lo, width):  # the orders' stretches, in draw order
        if len(sides) == 1:
            starts.append(-(-lo.numerator // lo.denominator))  # the least whole draw
            which.append(number[head + tuple(sides)])
            return
        if not any(ws):
            ws = [1] * len(ws)
        total, below = sum(ws), 0
        for j, w in enumerate(ws):
            walk(head + (sides[j],), sides[:j] + sides[j + 1:], ws[:j] + ws[j + 1:],
                 lo + width * Fraction(below, total), width * Fraction(w, total))
            below += w

    run = texture.run if straight != NONE else 0
    if run:
        rest = [k for k in range(s) if k != straight]
        walk((straight,), rest, [weights[k] for k in rest], Fraction(0),
             Fraction(SPAN * run, 100))
    if run < 100:
        walk((), list(range(s)), list(weights), Fraction(SPAN * run, 100),
             Fraction(SPAN * (100 - run), 100))
    return starts, which


def drawer(texture, d, s):
    """``draw(kind, e, x)``: the order of sides :func:`draw_order` gives a
    cell of that kind entered by side ``e`` (NONE: none) for ``x``, by
    bisecting :func:`order_table`'s stretches (made as first needed) where
    a cell has at most 6 sides, else (8 sides: 40320 orders) by
    :func:`draw_order` itself."""
    from bisect import bisect_right
    from .randomness import orders
    weights = [weights_of(texture, d, j * s, s) for j in range(len(d.lean) // s)]
    ahead, perms, made = d.ahead, orders(s) if s <= 6 else None, {}

    def draw(kind, e, x):
        straight = NONE if e == NONE else ahead[kind * s + e]
        if perms is None:
            return draw_order(texture, s, weights[kind], straight, x)
        table = made.get((kind, straight))
        if table is None:
            table = made[kind, straight] = order_table(texture, s, weights[kind], straight)
        return perms[table[1][bisect_right(table[0], x) - 1] // s]

    return draw


def chooser(grid, rng, texture, visited):
    """``pick(c, ks)``: the side of cell ``c``, among the sides ``ks`` (each
    leading to a cell the walk has not reached: ``visited`` 0), the walk
    carves through.  The first time a cell picks, it draws its order of
    sides (:func:`draw_order`: one ``random()``), straight on first ``run``
    % of the times where it was entered by a side with one across from it;
    then it takes the first side of ``ks`` in its order, or, ``river`` % of
    the times it has a choice, the first of those whose cell has the
    fewest new cells around it (a second draw)."""
    s, nbr, match = grid.slots, grid.nbr, grid.match
    d = directions(grid)
    kinds = d.kinds
    draw = drawer(texture, d, s)
    river = texture.river / 100.0
    came = bytearray([NONE]) * grid.n
    order = [None] * grid.n
    rnd = rng.random

    def pick(c, ks):
        sides = order[c]
        if sides is None:
            sides = order[c] = draw(kinds[c] if kinds is not None else 0, came[c],
                                    int(rnd() * SPAN))
        if len(ks) > 1:
            ks = [k for k in sides if k in ks]
            if river and rnd() < river:  # the first with the fewest new cells around it
                best, least = ks[0], s + 1
                for k in ks:
                    m = nbr[c * s + k] * s
                    count = [visited[x] for x in nbr[m:m + s] if x >= 0].count(0)
                    if count < least:
                        best, least = k, count
                ks = [best]
        k = ks[0]
        came[nbr[c * s + k]] = match[c * s + k]
        return k

    return pick


def backtracker(grid, rng, texture):
    """The recursive backtracker with its choices shaped by ``texture``.

    As the walk enters a cell, the cell draws its order of sides
    (:func:`draw_order`), and with a river, ``river`` % of the times (a
    second draw), puts first the side whose cell beyond has the fewest new
    cells around it, as they are then (the first such in the drawn order;
    the other sides keep theirs).  From the cell on top of the stack the walk carves
    through the first side in its order that leads to a new cell, and
    pops where none does.  Steps as :func:`~.backtracker.backtracker`'s;
    :func:`fast` makes the same maze without them."""
    from .randomness import randbelow
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    d = directions(grid)
    kinds = d.kinds
    draw = drawer(texture, d, s)
    river = texture.river / 100.0
    rnd = rng.random
    visited = bytearray(n)
    order = [None] * n
    tried = bytearray(n)
    closed = s + 1  # more new cells than any side has: no way on

    def fresh(m):
        if m < 0 or visited[m]:
            return closed
        base = m * s
        return sum(1 for j in range(s) if nbr[base + j] >= 0 and not visited[nbr[base + j]])

    def enter(c, e):
        sides = draw(kinds[c] if kinds is not None else 0, e, int(rnd() * SPAN))
        if river and rnd() < river:  # the side with the fewest new cells beyond first
            base = c * s
            counts = [fresh(nbr[base + k]) for k in sides]
            if min(counts) < closed:
                best = sides[counts.index(min(counts))]
                sides = (best,) + tuple(k for k in sides if k != best)
        order[c] = sides

    c = randbelow(rng, n)
    visited[c] = 1
    enter(c, NONE)
    yield ("visit", c)
    stack = array("i", [c])
    while True:
        base, sides = c * s, order[c]
        while tried[c] < s:
            k = sides[tried[c]]
            tried[c] += 1
            m = nbr[base + k]
            if m >= 0 and not visited[m]:
                break
        else:
            stack.pop()
            if not stack:
                return
            c = stack[-1]
            yield ("back", c)
            continue
        pas[c] |= 1 << k
        pas[m] |= 1 << match[base + k]
        visited[m] = 1
        enter(m, match[base + k])
        stack.append(m)
        yield ("carve", c, m)
        c = m


def fast(grid, rng, texture):
    """:func:`backtracker`'s maze without steps, where the grid has a
    padded lattice with the same steps for every cell (squares; a square
    grid's floors): an iterator of fractions done; None elsewhere."""
    lattice = grid.lattice() if not grid.weave else None
    if lattice is None or lattice.steps[0] != lattice.steps[1] or grid.slots > 6:
        return None
    d = directions(grid)
    if d.kinds is not None:
        return None
    return _lattice_walk(grid, rng, texture, lattice, d)


def _lattice_walk(grid, rng, texture, lattice, d):
    """:func:`backtracker` on the padded lattice (:mod:`mazetk.grids.lattice`),
    the same draws in the same order, so the same maze.  As in
    :func:`.backtracker_fast.lattice_walk`, a neighbour is one addition
    away, the padding counts as reached, and each cell notes only 1 + its
    side towards the cell it came from (``entry``): the way back, and the
    side ``run`` goes on across from.  A cell's order is found by bisecting
    :func:`order_table`'s stretches, one table for each side a cell may be
    entered by."""
    from ..grids.lattice import open_sides
    from .backtracker_fast import NO_ENTRY, steps_back
    from .randomness import randbelow
    n, s, match = grid.n, grid.slots, grid.match
    size, delta = lattice.size, lattice.steps[0]
    back = [match[k] + 1 for k in range(s)]  # the same for every cell
    up = steps_back((delta, delta), (back, back))[0]
    entry = [255] * size
    lattice.scatter(entry, 0)
    weights = weights_of(texture, d, 0, s)
    # tables[e]: the orders of a cell whose note is e (255: the first cell)
    made, tables = {}, [None] * 256
    for e in [255] + [k + 1 for k in range(s)]:
        straight = NONE if e == 255 else d.ahead[e - 1]
        if straight not in made:
            made[straight] = order_table(texture, s, weights, straight)
        tables[e] = made[straight]
    rnd = rng.random
    p = lattice.position(randbelow(rng, n))
    entry[p] = 255
    for done in _order_walk(p, rnd, entry, delta, back, up, tables, texture.river / 100.0,
                            not texture.bias and not texture.run):
        yield min(0.99, done / n)
    open_sides(grid, lattice.gather(bytearray(entry)).translate(NO_ENTRY))


def _order_walk(p, rnd, entry, delta, back, up, tables, river, uniform=False):
    """The walk of :func:`_lattice_walk`: each cell resumes its order where
    it left off, as :func:`.backtracker_fast._dfs_one`'s cells do (``plans``,
    ``after``); with a river, the order sorted as :func:`backtracker` sorts
    it is found by its number (``number``).  ``uniform``: no bias nor run,
    so every order's stretch of draws is as long (``tables`` in
    ``itertools.permutations``' order), and a draw's order is its share of
    them: the same order as the tables give, without a search.  Yields the
    cells carved now and then."""
    from bisect import bisect_right
    from .backtracker_fast import distinct_tails
    from .randomness import orders
    s = len(delta)
    tails, after = distinct_tails(s)
    perms = orders(s)
    number = {order: i * s for i, order in enumerate(perms)}
    span = 2 * max(map(abs, delta)) + 1
    kind = [0] * span
    for k, step in enumerate(delta):
        kind[step] = k
    live = [e for e in delta if e]  # the steps of the sides a cell has
    closed = s + 1
    # a river's tables: each order's sides with their steps, and where in
    # the table each order begins once a side is put first
    sides_of = [tuple((k, delta[k]) for k in order if delta[k]) for order in perms]
    first_to = [[number[(b,) + tuple(k for k in order if k != b)] for b in range(s)]
                for order in perms]
    four = len(live) == 4  # the square lattice: its count spelled out, the quick way
    e0, e1, e2, e3 = live if four else (0, 0, 0, 0)
    plans = [()] * (s * len(tails))
    plans[::s] = [tuple(map(delta.__getitem__, tail)) for tail in tails]
    state = [0] * len(entry)
    every = len(perms)

    starts, which = tables[255]
    at = which[bisect_right(starts, int(rnd() * SPAN)) - 1]
    done, first = 0, True
    while True:
        if first:  # the cell was just entered: a river may put a side first
            first = False
            if river and rnd() < river:
                i = at // s
                best, least = None, closed
                for k, e in sides_of[i]:
                    q = p + e
                    if not entry[q]:
                        if four:  # the cell walked from is reached: at most 3
                            count = ((not entry[q + e0]) + (not entry[q + e1])
                                     + (not entry[q + e2]) + (not entry[q + e3]))
                        else:
                            count = [entry[q + f] for f in live].count(0)
                        if count < least:
                            best, least = k, count
                            if not count:
                                break
                if best is not None:
                    at = first_to[i][best]
        for step in plans[at]:
            if not entry[p + step]:
                break
        else:
            b = entry[p]
            if b == 255:
                return
            p += up[b]
            at = state[p]
            continue
        state[p] = after[at + kind[step]]
        p += step
        b = entry[p] = back[kind[step]]
        if uniform:  # the draw's share of the equal stretches, in whole numbers
            at = (int(rnd() * SPAN) * every >> SPAN_BITS) * s
        else:
            starts, which = tables[b]
            at = which[bisect_right(starts, int(rnd() * SPAN)) - 1]
        first = True
        done += 1
        if not done & 0xFFFF:
            yield done


# -- what the knobs did -------------------------------------------------------

def _totals(grid, ends, per_cell):
    """Sum ``per_cell(d, s, bits, base, at, nbr)`` (a pair) over the cells:
    by a table of every byte's pair (``bytes.translate``, in C) where all
    cells have the same sides, taking each open side for a passage, then
    the cells in ``ends`` (the openings in the outer wall are beside them)
    exactly; cell by cell on grids of several kinds of cells."""
    d = directions(grid)
    s, nbr, pas, kinds = grid.slots, grid.nbr, grid.passages, d.kinds
    if kinds is None:
        table = [per_cell(d, s, b, 0, 0, None) for b in range(256)]
        totals = [sum(pas.translate(bytes(row[j] for row in table))) for j in (0, 1)]
        for c in set(ends):
            guess, exact = table[pas[c]], per_cell(d, s, pas[c], c * s, 0, nbr)
            totals = [t - g + e for t, g, e in zip(totals, guess, exact)]
        return totals
    totals = [0, 0]
    for c in range(grid.n):
        if pas[c]:
            a, b = per_cell(d, s, pas[c], c * s, kinds[c] * s, nbr)
            totals[0] += a
            totals[1] += b
    return totals


def _leaning(d, s, bits, base, at, nbr):
    """How level and how upright one cell's passages run, in halves: a
    passage along a row counts 2 level, a slanted one (a hexagon's or a
    triangle's, 30 degrees off the row) 1, one up a column 2 upright (each
    passage is counted by both its cells)."""
    level = upright = 0
    for k in range(s):
        if bits >> k & 1 and (nbr is None or nbr[base + k] >= 0):
            v = d.lean[at + k]
            if v > 2:
                level += v - 2
            else:
                upright += 2 - v
    return level, upright


def _running(d, s, bits, base, at, nbr):
    """The passages of one cell, and the straight runs that end there."""
    sides = ends = 0
    for k in range(s):
        if bits >> k & 1 and (nbr is None or nbr[base + k] >= 0):
            sides += 1
            back = d.ahead[at + k]
            if back == NONE or not (bits >> back & 1 and (nbr is None or nbr[base + back] >= 0)):
                ends += 1  # the run through side k ends at this cell
    return sides, ends


def level_share(grid, ends=()):
    """How much of the passages' running is level (see the module docstring:
    round the ring on a circle), in percent of how much runs level or
    upright: a slanted passage counts half level, an octagon's diagonal
    not at all, so a maze without bias comes near 50 on every shape; None
    where no passage runs either way.  ``ends``: the cells beside openings in the outer
    wall (the start and the goal), which are no passages."""
    level, upright = _totals(grid, ends, _leaning)
    return round(100.0 * level / (level + upright), 2) if level + upright else None


def mean_run(grid, ends=()):
    """The mean number of passages in a straight run (passages leading on
    through the side across from the one they came in by, as far as they
    go); None on a shape with no straight sides or a maze with no passage.
    ``ends`` as :func:`level_share` takes them."""
    if all(a == NONE for a in directions(grid).ahead):
        return None
    sides, run_ends = _totals(grid, ends, _running)
    # each passage has two sides, each run two ends
    return round(sides / run_ends, 3) if run_ends else None
