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
    Where the side straight ahead (facing the side the walk came in by)
    leads to a new cell, the walk takes it R % of the times: corridors run
    longer before they turn.  Shapes without straight sides (triangles)
    have nothing to run on.
``river`` V, 0 to 100
    V % of the times, the walk chooses only among the new cells with the
    fewest new cells around them: it keeps close to what it has carved and
    leaves no lone cell behind to become a short dead end later (the rule of
    Warnsdorff's knight's tour).  Fewer dead ends, each of them longer.

The knobs shape the walking generators only, those that carve from a cell
to a new neighbour of their choice: the backtracker, hunt-and-kill and the
growing tree (:data:`WALKERS`).  :func:`chooser` makes the choice;
:func:`backtracker` is the backtracker that takes it (the plain one shuffles
each cell's sides once, which a weighted choice cannot do), and
:func:`~.hunt_and_kill.hunt_and_kill` and :func:`~.growing_tree.growing_tree`
take it as their ``pick``.  :func:`directions` tells each side's lean and
the side straight ahead, on every shape; :func:`level_share` and
:func:`mean_run` measure the effect.
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


def chooser(grid, rng, texture, visited):
    """``pick(c, ks)``: the side of cell ``c``, among the sides ``ks``
    (a list, each leading to a cell the walk has not reached: ``visited``
    0), the walk carves through, as ``texture`` shapes the choice.  ``pick`` remembers
    the side each cell was entered by, for ``run``; a walk that enters a
    cell otherwise (a hunt) leaves it unknown, and run waits a step."""
    s, nbr, match = grid.slots, grid.nbr, grid.match
    d = directions(grid)
    lean, ahead, kinds = d.lean, d.ahead, d.kinds
    weight = tuple(100 + texture.bias * (v - 2) / 2.0 for v in range(5))
    bias, run, river = texture.bias, texture.run / 100.0, texture.river / 100.0
    came = bytearray([NONE]) * grid.n
    rnd = rng.random

    def fresh(m):  # how many new cells lie around cell m
        base = m * s
        return sum(1 for j in range(s) if nbr[base + j] >= 0 and not visited[nbr[base + j]])

    def pick(c, ks):
        base = c * s
        at = kinds[c] * s if kinds is not None else 0
        k = None
        if run and came[c] != NONE:
            straight = ahead[at + came[c]]
            if straight in ks and rnd() < run:
                k = straight
        if k is None and len(ks) > 1:
            if river and rnd() < river:
                counts = [fresh(nbr[base + j]) for j in ks]
                least = min(counts)
                ks = [j for j, n in zip(ks, counts) if n == least]
            if len(ks) == 1:
                k = ks[0]
            elif bias:
                weights = [weight[lean[at + j]] for j in ks]
                total = sum(weights)
                if total <= 0:  # only sides the bias rules out: any of them
                    k = ks[int(rnd() * len(ks))]
                else:
                    x = rnd() * total
                    for k, w in zip(ks, weights):
                        x -= w
                        if x < 0:
                            break
            else:
                k = ks[int(rnd() * len(ks))]
        elif k is None:
            k = ks[0]
        came[nbr[base + k]] = match[base + k]
        return k

    return pick


def backtracker(grid, rng, texture):
    """The recursive backtracker with its choices shaped by ``texture``:
    from the cell on top of the stack, carve into the new neighbour
    :func:`chooser` picks and push it; where there is none, pop.  Steps as
    :func:`~.backtracker.backtracker`'s."""
    from .randomness import randbelow
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    visited = bytearray(n)
    pick = chooser(grid, rng, texture, visited)
    c = randbelow(rng, n)
    visited[c] = 1
    yield ("visit", c)
    stack = array("i", [c])
    while True:
        base = c * s
        ks = [k for k in range(s) if nbr[base + k] >= 0 and not visited[nbr[base + k]]]
        if not ks:
            stack.pop()
            if not stack:
                return
            c = stack[-1]
            yield ("back", c)
            continue
        k = pick(c, ks)
        m = nbr[base + k]
        pas[c] |= 1 << k
        pas[m] |= 1 << match[base + k]
        visited[m] = 1
        stack.append(m)
        yield ("carve", c, m)
        c = m


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
    """The level and the upright passages of one cell (each passage is
    counted by both its cells)."""
    level = upright = 0
    for k in range(s):
        if bits >> k & 1 and (nbr is None or nbr[base + k] >= 0):
            v = d.lean[at + k]
            level += v > 2
            upright += v < 2
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
    """The percentage of passages that run level (see the module docstring:
    round the ring on a circle), among those that run level or upright;
    None where none does.  ``ends``: the cells beside openings in the outer
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
