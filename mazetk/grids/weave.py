"""Woven grids: square and hex grids where passages may run under others.

A crossing is a cell ``u`` whose own passage runs straight through it, in
by one side and out by the opposite one, while a tunnel runs beneath it,
straight too, from the neighbour ``a`` beyond another side to the
neighbour ``b`` beyond the side opposite that (*Mazes for Programmers*,
"Weaving"; on a hex grid the two passages take two of a hexagon's three
axes, and the third pair of sides stays walled).

The tunnel is kept in the neighbour table, so that every algorithm that
walks the table (solvers, play, statistics, the file writers) goes
through it with no change: :meth:`dig` points ``a``'s side towards ``u``
at ``b`` and ``b``'s back at ``a``, opens both, and marks the two sides of
``u`` that the tunnel passes as open to :data:`~.base.UNDER` (no cell on
this level).  ``under[u]`` says which axis runs beneath ``u``, and
:meth:`tunnels` lists every tunnel as ``(a, u, b)``.

Generators offer a tunnel as one more neighbour (:meth:`over`) only where
it keeps the maze perfect and drawable: ``u`` is already in the maze with
exactly one straight passage across the tunnel's axis and nothing beneath
it yet, ``b`` lies on the grid beyond it, and (on a hex grid) the cells
beyond ``u``'s third pair of sides are in the maze already, so that no
passage ever joins ``u`` again.  ``weave`` (0 to 100) is how often a
generator takes such a chance; a woven grid of weave 0 makes the very
same mazes as a plain one.
"""

from ..i18n import _
from .base import UNDER
from .hexagon import HexGrid
from .square import SquareGrid

#: The shapes that may weave.
WEAVE_SHAPES = ("square", "hex")
#: The generators that can take tunnels (the others carve along rows or
#: split chambers, where a tunnel has no place).
WEAVERS = ("backtracker", "prim", "growing-tree", "aldous-broder", "wilson", "kruskal")


def check(shape, weave, wrap="", masked=False, algorithm=None):
    """ValueError with a sentence when a maze of ``shape`` cannot weave so."""
    if isinstance(weave, bool) or not isinstance(weave, int) or not 0 <= weave <= 100:
        raise ValueError(_("weave must be a percentage from 0 to 100, not %s") % (weave,))
    if not weave:
        return
    if shape not in WEAVE_SHAPES:
        raise ValueError(_("only square and hex mazes can weave, not %s mazes") % shape)
    if wrap:
        raise ValueError(_("a maze that wraps around cannot weave yet"))
    if masked:
        raise ValueError(_("a masked maze cannot weave"))
    if algorithm is not None and algorithm not in WEAVERS:
        raise ValueError(_("%(algorithm)s cannot run passages under others; weave with one "
                           "of: %(choices)s") % {"algorithm": algorithm,
                                                 "choices": ", ".join(WEAVERS)})


class _Woven:
    """What a woven grid adds to its shape's grid (a mixin, first base)."""

    def __init__(self, cols, rows, weave):
        check(self.kind, weave)
        super().__init__(cols, rows)
        self.weave = weave
        self.under = bytearray(self.n)
        self._ends = {}  # u -> (a, b): the tunnel's ends, a beyond the lower slot
        s = self.slots
        half = s // 2
        # straight[bits] = 1 + j when the open sides are exactly j and j + half
        axis = bytearray(256)
        for j in range(half):
            axis[1 << j | 1 << (j + half)] = j + 1
        self.straight = bytes(axis)
        # for each tunnel slot k and surface axis j: the slots whose cells
        # must be in the maze already (the third pair of a hexagon's sides)
        self._third = [[tuple(i for i in range(s) if i % half not in (k % half, j))
                        for j in range(half)] for k in range(s)]

    def lattice(self):
        return None  # the padded lattice knows no tunnels: no fast lattice walk

    def plain_lattice(self):
        """The shape's padded lattice, for a walk that digs the tunnels itself
        (:func:`~mazetk.generate.backtracker_fast.woven_walk`)."""
        return super().lattice()

    def over(self, cell, slot):
        """The cell a tunnel from ``cell`` through side ``slot`` would reach,
        under the neighbour there, or -1 where no tunnel may go (see the
        module docstring)."""
        s, nbr, pas, under = self.slots, self.nbr, self.passages, self.under
        u = nbr[cell * s + slot]
        if u < 0 or under[u] or under[cell]:
            return -1
        j = self.straight[pas[u]]
        half = s >> 1
        if not j or j - 1 == slot % half:
            return -1
        b = nbr[u * s + slot]
        if b < 0 or under[b]:
            return -1
        for i in self._third[slot][j - 1]:
            x = nbr[u * s + i]
            if x >= 0 and not pas[x]:
                return -1
        return b

    def dig(self, cell, slot):
        """Open the tunnel from ``cell`` through side ``slot`` under the
        neighbour there, to the cell beyond it; return that cell."""
        s, nbr, pas = self.slots, self.nbr, self.passages
        u = nbr[cell * s + slot]
        b = nbr[u * s + slot]
        back = self.opp[slot]
        nbr[cell * s + slot] = b
        nbr[b * s + back] = cell
        nbr[u * s + slot] = UNDER
        nbr[u * s + back] = UNDER
        pas[cell] |= 1 << slot
        pas[b] |= 1 << back
        pas[u] |= 1 << slot | 1 << back
        half = s >> 1
        self.under[u] = slot % half + 1
        self._ends[u] = (b, cell) if slot < half else (cell, b)
        return b

    def tunnels(self):
        """``[(a, u, b), ...]``: every tunnel, from ``a`` beneath ``u`` to
        ``b``, by ``u``; ``a`` lies beyond ``u``'s lower slot of the axis."""
        return [(a, u, b) for u, (a, b) in sorted(self._ends.items())]

    def tunnel_under(self, a, b):
        """The cell the passage from ``a`` to ``b`` runs under, or -1 when
        it is no tunnel."""
        s = self.slots
        for k in range(s):
            if self.nbr[a * s + k] == b:
                u = self._beyond(a, k)
                return u if u >= 0 and self.under[u] else -1
        return -1

    def _beyond(self, cell, slot):
        """The cell that lies beyond side ``slot`` of ``cell`` on the plane
        (its neighbour before any tunnel), or -1."""
        r, c = divmod(cell, self.cols)
        kinds = self.KINDS
        dr, dc = kinds[c % 2 if len(kinds) > 1 else 0][slot]
        r, c = r + dr, c + dc
        if 0 <= r < self.rows and 0 <= c < self.cols:
            return r * self.cols + c
        return -1

    def clear(self):
        """Close every passage and fill every tunnel: the empty grid again."""
        s, nbr = self.slots, self.nbr
        half = s >> 1
        for u, (a, b) in self._ends.items():
            j = self.under[u] - 1
            nbr[a * s + j + half] = u
            nbr[b * s + j] = u
            nbr[u * s + j] = a
            nbr[u * s + j + half] = b
        self._ends.clear()
        self.under = bytearray(self.n)
        super().clear()

    def distance_estimate(self, a, b):
        return 0  # a tunnel takes two cells in one step: no estimate that could overshoot

    def __repr__(self):
        return "%s(%d, %d, weave=%d)" % (type(self).__name__, self.cols, self.rows, self.weave)


class WeaveSquareGrid(_Woven, SquareGrid):
    """A square grid whose passages may run under others (see the module docstring)."""


class WeaveHexGrid(_Woven, HexGrid):
    """A hex grid whose passages may run under others (see the module docstring)."""


def make(shape, cols, rows, weave):
    """The empty woven grid (ValueError if that shape cannot weave)."""
    check(shape, weave)
    return {"square": WeaveSquareGrid, "hex": WeaveHexGrid}[shape](cols, rows, weave)


def place_crossings(grid, rng, union):
    """Kruskal's way: crossings put down first, on cells where nothing is
    carved yet around them, ``grid.weave`` % of a fifth of the cells tried.

    Each opens the cell's passage along one axis and digs the tunnel along
    another, calling ``union(x, y)`` for every pair it joins; on a hex grid
    the crossing's third pair of sides is shut for good (a cell next to it
    keeps at least one other side).  Yields ``("carve", a, b)`` steps.
    """
    s, nbr, pas, under = grid.slots, grid.nbr, grid.passages, grid.under
    half = s >> 1
    rnd = rng.random
    n = grid.n
    shut = bytearray(n)
    sides = bytes(sum(1 for k in range(s) if nbr[c * s + k] >= 0) for c in range(n)) \
        if half > 2 else None
    tries = int(n * grid.weave / 500)
    for _t in range(tries):
        u = int(rnd() * n)
        j = int(rnd() * half)  # the surface axis
        t = (j + 1 + int(rnd() * (half - 1))) % half if half > 2 else 1 - j  # the tunnel's
        if under[u] or pas[u]:
            continue
        around = [nbr[u * s + k] for k in range(s)]
        if any(x < 0 or pas[x] or under[x] for x in
               (around[j], around[j + half], around[t], around[t + half])):
            continue
        third = [around[k] for k in range(s) if k % half not in (j, t)]
        if sides is not None and any(x >= 0 and shut[x] + 2 > sides[x] for x in third):
            continue
        if any(x >= 0 and under[x] for x in third):
            continue
        for k in (j, j + half):
            grid.link(u, k)
            union(u, around[k])
            yield ("carve", u, around[k])
        a = around[t]
        b = grid.dig(a, grid.opp[t])
        union(a, b)
        yield ("carve", a, b)
        for x in third:
            if x >= 0:
                shut[x] += 1
