"""Classical labyrinths: one path, no choice, from the rim to the centre
through every circuit in a given order (the *circuit sequence*).

Circuits are counted from the outside in, circuit 1 the outermost; the
centre is circuit N + 1 and the outside circuit 0.  Named ones:

- ``cretan3``: 3-2-1, the 3-circuit classical labyrinth;
- ``cretan7``: 3-2-1-4-7-6-5, the 7-circuit classical (Cretan) labyrinth;
- ``cretan11``: 5-2-3-4-1-6-11-8-9-10-7, the 11-circuit classical one;
- ``chartres``: the 11-circuit labyrinth of Chartres Cathedral, whose way
  turns at four axes (below): 5-6-11-10-9-8-7-8-9-10-11-10-9-8-7-6-5-4-3-
  2-1-2-3-4-5-4-3-2-1-6-7, a circuit each time it runs between two turns.

Any other order of 1 to N may be given (Daedalus's custom circuits) if it
can be laid out round one axis, as these are (the *concentric style*):
the axis runs down from the centre to the entrance at the bottom, and the
way goes round each circuit almost the whole way, turning from one
circuit to the next at the axis, on its right side and its left by turns.
A turn from circuit a to b passes the circuits between them, so on each
side the turns must nest like brackets, never cross (:func:`check`).

The Chartres labyrinth has four axes, the bottom one and the left, top and
right ones, which cut the circle into quarters (*sectors*); its way runs
along a circuit through one sector or two, then turns at an axis and comes
back along another.  Every labyrinth is laid out as such a *design*
(:func:`design`): the number of axes, the side of the bottom axis the way
comes in on, and its *runs*, each a circuit and the number of sectors it
runs through; a classical one has one axis, and each run goes all the way
round.

A labyrinth of N circuits is a circle maze of N + H rings: its centre is
the H innermost rings (one cell, or with ``--hole H`` an open room of
them; the Chartres centre is large, and needs at least 2, since a ring
of 6 cells cannot be cut in quarters), and circuit c is ring N + H - c,
every cell on the way.  Near an axis each ring is cut into *blocks*: on
each side, from the axis out, one for each turn there that passes it and
one where its own turn ends; the rest of the ring, up to the next axis
where it turns, is the long stretch of its run.  A turn's blocks are as
wide, in angle, as a cell of the innermost ring it touches (rings nearer
the centre have fewer, wider cells, :mod:`mazetk.grids.polar`), so each
block is whole cells of every ring; the way walks each block from one end
to the other, choosing the ends so that each block meets the next
(:func:`_through`).
"""

from ..i18n import N_, _

#: The two sides of the axis, as words of a sentence.
SIDES = {"right": N_("right"), "left": N_("left")}

#: Labyrinths whose way turns at more than one axis: ``(axes, side, runs)``
#: as :func:`design` gives them.  Chartres: its way comes in left of the
#: bottom axis (as the walker sees it, entering) and runs round quarters
#: and halves of its circuits, turning at all four axes.
DESIGNS = {"chartres": (4, "after", (
    (5, 1), (6, 1), (11, 2), (10, 2), (9, 1), (8, 1), (7, 2), (8, 1), (9, 2), (10, 1),
    (11, 2), (10, 1), (9, 1), (8, 2), (7, 1), (6, 2), (5, 1), (4, 2), (3, 1), (2, 1),
    (1, 2), (2, 1), (3, 2), (4, 1), (5, 2), (4, 1), (3, 1), (2, 2), (1, 2), (6, 1),
    (7, 1)))}
#: The named labyrinths and their circuit sequences.
NAMED = {"cretan3": (3, 2, 1), "cretan7": (3, 2, 1, 4, 7, 6, 5),
         "cretan11": (5, 2, 3, 4, 1, 6, 11, 8, 9, 10, 7),
         "chartres": tuple(c for c, _span in DESIGNS["chartres"][2])}
#: What the window shows for each named labyrinth (codes and the command
#: line keep the names).
TITLES = {"cretan3": N_("Cretan, 3 circuits"), "cretan7": N_("Cretan, 7 circuits"),
          "cretan11": N_("Cretan, 11 circuits"), "chartres": N_("Chartres, 11 circuits")}
#: The rings a named labyrinth's centre takes unless told (``--hole``):
#: Chartres's open centre is a quarter of its width.
CENTRES = {"chartres": 3}
#: The most circuits an order may have.
MOST = 40


def parse(value):
    """A labyrinth's circuit order from its name or ``3-2-1-4-7-6-5``:
    a tuple; ValueError saying what an order is."""
    text = str(value).strip().lower().replace(" ", "")
    if text in NAMED:
        return NAMED[text]
    parts = text.split("-")
    if not text or not all(p.isdigit() and p.isascii() for p in parts):
        raise ValueError(_("a labyrinth is %(names)s or a circuit order like 3-2-1-4-7-6-5, "
                           "not %(value)r") % {"names": ", ".join(NAMED),
                                               "value": _clipped(str(value))})
    order = tuple(int(p) for p in parts)
    if order in NAMED.values():  # a named one's sequence, as its code spells it
        return order
    n = len(order)
    if sorted(order) != list(range(1, n + 1)):
        raise ValueError(_("a circuit order holds each of 1 to %(n)d once (circuit 1 the "
                           "outermost), not %(value)s") % {"n": n,
                                                            "value": _clipped(text)})
    if n > MOST:
        raise ValueError(_("a labyrinth has at most %(most)d circuits, not %(n)d")
                         % {"most": MOST, "n": n})
    check(order)
    return order


def _clipped(value, most=40):
    """``value`` as an error message may show it: its first ``most``
    characters, and an ellipsis when there are more."""
    return value if len(value) <= most else value[:most - 1] + "\u2026"


def text(order):
    """The order as a code and a person write it: ``3-2-1-4-7-6-5``."""
    return "-".join(map(str, order))


def name_of(order):
    """The name of a named order, else its text."""
    for name, named in NAMED.items():
        if named == tuple(order):
            return name
    return text(order)


def title(order):
    """The labyrinth's name as the window shows it: "Cretan, 7 circuits",
    or for an order without a name, "labyrinth 3-1-2"."""
    name = name_of(order)
    return _(TITLES[name]) if name in TITLES else _("labyrinth %s") % name


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


def circuits(order):
    """How many circuits the labyrinth of ``order`` has."""
    return max(order)


def centre(order):
    """The rings a labyrinth's centre takes unless told: 1, its one cell,
    or a named one's (:data:`CENTRES`)."""
    for name, named in NAMED.items():
        if named == tuple(order):
            return CENTRES.get(name, 1)
    return 1


def design(order):
    """``(axes, side, runs)``: how the labyrinth of ``order`` is laid out
    (see the module docstring).  ``side`` is the side of the bottom axis
    the way comes in on: ``"before"`` the cells anticlockwise of the axis
    (its right, seen from the centre), ``"after"`` those clockwise of it;
    ``runs`` is ``((circuit, sectors), ...)``."""
    for name, named in NAMED.items():
        if named == tuple(order) and name in DESIGNS:
            return DESIGNS[name]
    return 1, "before", tuple((c, 1) for c in order)


def _walk(design, n):
    """The way's turns in walking order: ``(axis, side, a, b)``, from
    circuit a to circuit b at that side of that axis (0 the outside, n + 1
    the centre).  Axis 0 is the bottom one, the others follow clockwise; a
    run that sets off clockwise (from an axis's ``after`` side) reaches the
    next turn on the ``before`` side of the axis it runs to."""
    axes, side, runs = design
    k, last, out = 0, 0, []
    for c, sectors in runs:
        out.append((k, side, last, c))
        step = 1 if side == "after" else -1
        k, side, last = (k + step * sectors) % axes, "before" if step == 1 else "after", c
    out.append((k, side, last, n + 1))
    return out


def layout(grid, order):
    """The labyrinth's way on ``grid`` (a circle of its circuits and its
    centre's rings): the list of its cells from the rim to the centre (its
    last cell; with a centre of more than one ring, the one the way enters).
    ValueError when the turns need more room at an axis than the circle has."""
    n = circuits(order)
    axes, entry, runs = design(order)
    counts, inner = grid.counts, grid.rings - n  # the centre's rings
    ticks = counts[-1]  # the outermost ring's cells: every angle is whole ticks
    whole = axes if axes % 2 == 0 else 2 * axes  # the bottom axis and the others on cell edges
    if inner < 1 or any(counts[r] % whole for r in range(inner, grid.rings)):
        raise ValueError(_("the labyrinth %(order)s turns at %(axes)d axes: its innermost "
                           "circuit needs a ring of cells that %(axes)d divides, so a centre "
                           "of at least 2 rings (--hole 2)")
                         % {"order": name_of(order), "axes": axes})

    def ring(c):  # circuit c's ring; the centre n + 1 the centre's outer ring
        return grid.rings - c

    def cell_ticks(r):
        return ticks // counts[r]

    turns = _walk((axes, entry, runs), n)
    places = {}  # (axis, side): the turns there
    for i, (k, s, a, b) in enumerate(turns):
        places.setdefault((k, s), []).append(i)
    # each turn's width (a cell of the innermost ring it touches) and offset
    # from its axis (the widths of the turns round it at its place)
    width, offset, ends = {}, {}, {}
    for idx in places.values():
        spans = {i: tuple(sorted(turns[i][2:])) for i in idx}
        for i in idx:
            width[i] = cell_ticks(max(1, ring(min(spans[i][1], n))))
        for i in idx:
            a, b = spans[i]
            offset[i] = sum(width[j] for j in idx if spans[j][0] < a and b < spans[j][1])
    for i, (k, s, a, b) in enumerate(turns):  # where each circuit's own turns end
        for c in (a, b):
            if 1 <= c <= n:
                if (c, k, s) in ends:
                    raise ValueError(_("the labyrinth's turn could not be laid out"))
                ends[c, k, s] = (offset[i], width[i])

    def block(r, k, s, off, wide):
        """Ring r's cells from ``off`` to ``off + wide`` ticks from axis k
        on side s, nearest the axis first."""
        per, m = cell_ticks(r), counts[r]
        axis = (ticks // 2 + k * ticks // axes) % ticks // per
        step, start = (1, axis + off // per) if s == "after" else (-1, axis - 1 - off // per)
        return [grid.first[r] + (start + step * j) % m for j in range(wide // per)]

    def own_end(c, k, s):
        if (c, k, s) not in ends:  # a turn passing a circuit that runs on through the axis
            raise ValueError(_("the labyrinth's turn could not be laid out"))
        off, wide = ends[c, k, s]
        return block(ring(c), k, s, off, wide)

    def stretch(c, start, end, step):
        """Circuit c's long stretch between the far cells of its two end
        blocks, in walking order (``step`` 1 clockwise, -1 anticlockwise)."""
        r = ring(c)
        m, first = counts[r], grid.first[r]
        a, b = start[-1] - first, end[-1] - first
        return [first + (a + step * j) % m for j in range(1, (step * (b - a)) % m)]

    for i, (c, sectors) in enumerate(runs):  # room for each run's end blocks
        (k1, s1), (k2, s2) = turns[i][:2], turns[i + 1][:2]
        need = sum(o + w for o, w in (ends.get((c, k1, s1), (0, 0)),
                                      ends.get((c, k2, s2), (0, 0))))
        if need > sectors * ticks // axes:
            raise ValueError(_("the circuit order %s turns too often at one place to fit "
                               "in a circle") % text(order))

    way = []
    for i, (k, s, a, b) in enumerate(turns):
        between = range(a + 1, b) if a < b else range(a - 1, b, -1)
        blocks = [block(ring(c), k, s, offset[i], width[i]) for c in between]
        head = own_end(a, k, s)[::-1] if 1 <= a <= n else None  # walked far to near
        tail = own_end(b, k, s) if 1 <= b <= n else None        # walked near to far
        if head is not None:
            way += head
        way += _through(grid, head, blocks, tail)
        if tail is not None:
            way += tail
            k2, s2 = turns[i + 1][:2]
            way += stretch(b, tail, own_end(b, k2, s2), 1 if s == "after" else -1)
        else:  # the centre: the cell inward of the last one
            way.append(grid.nbr[way[-1] * grid.slots])
    on_way = bytearray(grid.n)
    for c in way:
        on_way[c] += 1
    if any(on_way[c] != (grid.ring_of(c)[0] >= inner) for c in range(grid.n)
           if c != way[-1]):
        raise ValueError(_("the labyrinth's turn could not be laid out"))
    return way


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
