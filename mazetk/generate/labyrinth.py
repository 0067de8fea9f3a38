"""Classical labyrinths: one path, no choice, from the rim to the centre
through every circuit in a given order (the *circuit sequence*).

Circuits are counted from the outside in, circuit 1 the outermost; the
centre is circuit N + 1 and the outside circuit 0.  Named ones:

- ``cretan3``: 3-2-1, the 3-circuit classical labyrinth;
- ``cretan7``: 3-2-1-4-7-6-5, the 7-circuit classical (Cretan) labyrinth;
- ``cretan11``: 5-2-3-4-1-6-11-8-9-10-7, the 11-circuit classical one.

Any other order of 1 to N may be given (Daedalus's custom circuits) if it
can be laid out round one axis, as these are (the *concentric style*):
the axis runs down from the centre to the entrance at the bottom, and the
way goes round each circuit almost the whole way, turning from one
circuit to the next at the axis, on its right side and its left by turns.
A turn from circuit a to b passes the circuits between them, so on each
side the turns must nest like brackets, never cross (:func:`check`).

A labyrinth of N circuits is a circle maze of N + 1 rings, ring 0 the
centre and circuit c the ring N + 1 - c, every cell on the way.  Near the
axis each ring is cut into *blocks*: on each side, from the axis out, one
for each turn that passes it and one where its own turn ends; the rest of
the ring, round the top, is the long stretch of its circuit.  A turn's
blocks are as wide, in angle, as a cell of the innermost ring it touches
(rings nearer the centre have fewer, wider cells, :mod:`mazetk.grids.polar`),
so each block is whole cells of every ring; the way walks each block from
one end to the other, choosing the ends so that each block meets the next
(:func:`_through`).
"""

from ..i18n import N_, _

#: The two sides of the axis, as words of a sentence.
SIDES = {"right": N_("right"), "left": N_("left")}

#: The named labyrinths and their circuit sequences.
NAMED = {"cretan3": (3, 2, 1), "cretan7": (3, 2, 1, 4, 7, 6, 5),
         "cretan11": (5, 2, 3, 4, 1, 6, 11, 8, 9, 10, 7)}
#: What the window shows for each named labyrinth (codes and the command
#: line keep the names).
TITLES = {"cretan3": N_("Cretan, 3 circuits"), "cretan7": N_("Cretan, 7 circuits"),
          "cretan11": N_("Cretan, 11 circuits")}
#: The most circuits an order may have.
MOST = 40


def parse(value):
    """A labyrinth's circuit order from its name or ``3-2-1-4-7-6-5``:
    a tuple; ValueError saying what an order is."""
    text = str(value).strip().lower().replace(" ", "")
    if text in NAMED:
        return NAMED[text]
    parts = text.replace(",", "-").split("-")
    if not text or not all(p.isdigit() and p.isascii() for p in parts):
        raise ValueError(_("a labyrinth is %(names)s or a circuit order like 3-2-1-4-7-6-5, "
                           "not %(value)r") % {"names": ", ".join(NAMED), "value": str(value)})
    order = tuple(int(p) for p in parts)
    n = len(order)
    if sorted(order) != list(range(1, n + 1)):
        raise ValueError(_("a circuit order holds each of 1 to %(n)d once (circuit 1 the "
                           "outermost), not %(value)s") % {"n": n, "value": "-".join(parts)})
    if n > MOST:
        raise ValueError(_("a labyrinth has at most %(most)d circuits, not %(n)d")
                         % {"most": MOST, "n": n})
    check(order)
    return order


def text(order):
    """The order as a code and a person write it: ``3-2-1-4-7-6-5``."""
    return "-".join(map(str, order))


def name_of(order):
    """The name of a named order, else its text."""
    for name, named in NAMED.items():
        if named == tuple(order):
            return name
    return text(order)


def turns(order):
    """``{"right": [(a, b), ...], "left": [...]}``: the way's turns at the
    axis, from circuit a to circuit b, on each side (0 the outside, N + 1
    the centre): in from outside on the right, then left and right by turns."""
    n = len(order)
    stops = (0,) + tuple(order) + (n + 1,)
    out = {"right": [], "left": []}
    for i, (a, b) in enumerate(zip(stops, stops[1:])):
        out["right" if i % 2 == 0 else "left"].append((a, b))
    return out


def check(order):
    """ValueError when two turns on one side of the axis cross (the order
    cannot be laid out round one axis)."""
    for side, pairs in turns(order).items():
        spans = [tuple(sorted(p)) for p in pairs]
        for i, (a, b) in enumerate(spans):
            for c, d in spans[i + 1:]:
                if a < c < b < d or c < a < d < b:
                    raise ValueError(_("the circuit order %(order)s cannot be drawn round one "
                                       "axis: on its %(side)s side the turn between circuits "
                                       "%(a)d and %(b)d crosses the one between %(c)d and "
                                       "%(d)d") % {"order": text(order), "side": _(SIDES[side]),
                                                   "a": a, "b": b, "c": c, "d": d})


def _nesting(pairs):
    """Each turn's depth on its side: how many turns enclose it."""
    spans = [tuple(sorted(p)) for p in pairs]
    return [sum(1 for c, d in spans if c < a and b < d) for a, b in spans]


def layout(grid, order):
    """The labyrinth's way on ``grid`` (a circle of ``len(order) + 1``
    rings): the list of its cells from the rim to the centre.  ValueError
    when the turns need more room at the axis than half a ring has."""
    n = len(order)
    counts = grid.counts
    ticks = counts[-1]  # the outermost ring's cells: every angle is whole ticks

    def ring(c):  # circuit c's ring; the centre 0
        return n + 1 - c

    def cell_ticks(r):
        return ticks // counts[r]

    # per side: each turn's depth, width (a cell of the innermost ring it
    # touches) and offset from the axis (the widths of the turns round it)
    sides = {}
    for side, pairs in turns(order).items():
        depth = _nesting(pairs)
        spans = [tuple(sorted(p)) for p in pairs]
        width = [cell_ticks(max(1, ring(min(b, n)))) for a, b in spans]
        offset = []
        for i, (a, b) in enumerate(spans):
            around = [j for j, (c, d) in enumerate(spans) if c < a and b < d]
            offset.append(sum(width[j] for j in around))
            if offset[-1] + width[i] > ticks // 2:
                raise ValueError(_("the circuit order %s turns too often at one place to fit "
                                   "in a circle") % text(order))
        sides[side] = (pairs, spans, depth, width, offset)

    def block(r, side, off, wide):
        """Ring r's cells from ``off`` to ``off + wide`` ticks from the axis
        on ``side``, nearest the axis first."""
        per = cell_ticks(r)
        half = counts[r] // 2
        k = wide // per
        first = off // per
        if side == "right":  # the right half, angles below 180: cells before half
            return [grid.first[r] + half - 1 - first - j for j in range(k)]
        return [grid.first[r] + half + first + j for j in range(k)]

    # where each circuit's own turns end on each side: (offset, width)
    ends = {}
    for side, (pairs, spans, depth, width, offset) in sides.items():
        for i, (a, b) in enumerate(pairs):
            for c in (a, b):
                if 1 <= c <= n:
                    ends[c, side] = (offset[i], width[i])

    def own_end(c, side):
        off, wide = ends[c, side]
        return block(ring(c), side, off, wide)

    def arc(c, entered):
        """Circuit c's long stretch, from the end block of the side it is
        entered on, round the top, to the other side's end block: its cells
        between the two, in walking order."""
        r = ring(c)
        m, first = counts[r], grid.first[r]
        right, left = own_end(c, "right"), own_end(c, "left")
        a, b = right[-1] - first, left[-1] - first  # the far cells of the end blocks
        cells = [first + (a - j) % m for j in range(1, (a - b) % m)]
        return cells if entered == "right" else cells[::-1]

    way = []
    for i, (side, pairs) in enumerate(_turn_list(order)):
        a, b = pairs
        spans = sides[side][1]
        j = spans.index(tuple(sorted((a, b))))
        off, wide = sides[side][4][j], sides[side][3][j]
        between = range(a + 1, b) if a < b else range(a - 1, b, -1)
        blocks = [block(ring(c), side, off, wide) for c in between]
        head = own_end(a, side)[::-1] if 1 <= a <= n else None  # walked far to near
        tail = own_end(b, side) if 1 <= b <= n else None        # walked near to far
        if head is not None:
            way += head
        way += _through(grid, head, blocks, tail)
        if tail is not None:
            way += tail
            way += arc(b, side)
        else:
            way.append(0)  # the centre
    return way


def _turn_list(order):
    """The turns in walking order: ``(side, (a, b))``."""
    n = len(order)
    stops = (0,) + tuple(order) + (n + 1,)
    return [("right" if i % 2 == 0 else "left", (a, b))
            for i, (a, b) in enumerate(zip(stops, stops[1:]))]


def _through(grid, head, blocks, tail):
    """The cells of the crossing ``blocks`` (each nearest the axis first) in
    walking order: each block walked from one end to the other, the ends
    chosen so that each cell walked from meets the next across their rings,
    from the last cell of ``head`` (None: the outside, anywhere) to the
    first of ``tail`` (None: the centre, anywhere)."""
    def meets(x, y):
        return y in grid.open_neighbours(x) or any(
            grid.nbr[x * grid.slots + k] == y for k in range(grid.slots))

    # a search over each block's direction: few blocks, two ways each
    def walk(i, last):
        if i == len(blocks):
            return [] if tail is None or last is None or meets(last, tail[0]) else None
        for cells in (blocks[i], blocks[i][::-1]):
            if last is None or meets(last, cells[0]):
                rest = walk(i + 1, cells[-1])
                if rest is not None:
                    return list(cells) + rest
            if len(cells) == 1:
                break
        return None

    found = walk(0, None if head is None else head[-1])
    if found is None:  # cannot happen (see the module docstring); said, not hidden
        raise ValueError(_("the labyrinth's turn could not be laid out"))
    return found


def carve(grid, order):
    """Open the labyrinth's way on the empty ``grid``: ``(start, goal)``,
    the rim cell it begins at and the centre."""
    way = layout(grid, order)
    for x, y in zip(way, way[1:]):
        grid.link(x, grid.slot_towards(x, y))
    return way[0], way[-1]
