"""Grids: integer cells, a flat neighbour table and passage bits.

A grid of ``n`` cells has ``slots`` neighbour slots per cell.  ``nbr`` is an
``array('i')`` of ``n * slots`` entries: ``nbr[c * slots + k]`` is the cell
beyond side ``k`` of cell ``c``, or -1 where that side is the outer border.
``passages`` is a ``bytearray`` of ``n`` bytes: bit ``k`` of ``passages[c]``
is set when side ``k`` of ``c`` is open.  An open side whose neighbour is -1
is an opening in the outer wall (an entrance or exit).

Slots are numbered clockwise around the cell, so that "turn left" and "turn
right" mean the same on every grid, and ``match[c * slots + k]`` is the slot
on the far side of that wall (a triangle's or a ring cell's far slot depends
on the cell; where it never does, ``opp[k]`` says it too).  A missing
neighbour is either the outer wall (:data:`BORDER`) or no side at all
(:data:`NO_SIDE`).  Algorithms only ever use ``n``, ``slots``, ``nbr``,
``match`` and ``passages``; every shape is another table.
"""

from array import array

from ..i18n import _
from .lattice import RowLattice

MAX_SIDE = 4000
MAX_CELLS = 4000000
_BLOCK = 1 << 13  # cells a step when a grid of kinds is built (even: see _slot_block)
#: ``nbr`` entry of the outer wall: a side with no cell beyond it.
BORDER = -1
#: ``nbr`` entry of a slot that is no side of this cell at all (a square
#: among octagons, a ring cell with fewer outward neighbours).
NO_SIDE = -2
#: ``nbr`` entry of a side of a crossing cell that a passage beneath it
#: takes (:mod:`.weave`): open, but to no cell on this level.
UNDER = -3


class Grid:
    """The shared structure of every grid shape (see the module docstring)."""

    kind = "abstract"

    # What a grid may or may not have, declared here so that no caller
    # guesses (each shape sets those it has):

    #: The whole grid whose cells a mask cut away (:mod:`.masked`), or None.
    full = None
    #: The edges that meet (:mod:`.wrap`): "x", "y", "xy", or "" for none.
    wrap = ""
    #: How often passages run under others (:mod:`.weave`), 0 to 100.
    weave = 0
    #: ``under[c]``, on a woven grid: 0, or 1 + the slot (below half the
    #: slots) of the axis along which a passage runs beneath cell c;
    #: None on a grid that does not weave.
    under = None
    #: Floors (:mod:`.levels`): 1 for a flat grid.
    levels = 1
    #: The slot up a stair on a grid of several levels (``up + 1`` goes
    #: down), None on a flat grid: the slots below it are the plane's sides.
    up = None
    #: Places in rows, as :class:`RowGrid` describes: each kind's steps,
    #: ``()`` for a grid not made of rows of places (the circle).
    KINDS = ()
    #: Whether the kinds of places alternate as a checkerboard, not by column.
    CHECKER = False
    #: The far slot of each slot, for each kind; None where ``opp`` says it.
    KIND_MATCH = None
    #: Whether each side is one segment between consecutive corners of
    #: ``polygon``, in slot order (the slots that have a side): drawing may
    #: use that.  False where sides are arcs (the circle).
    straight_sides = False

    @property
    def shape(self):
        """The cell shape (``kind``; a masked grid's is its full grid's)."""
        return self.kind

    @property
    def whole(self):
        """The grid whose layout this one's cells follow: ``full`` where a
        mask cut cells away, else the grid itself."""
        return self if self.full is None else self.full

    def lattice(self):
        """The cells laid out in a padded lattice where every side is a
        fixed step (:mod:`.lattice`), or None for a shape that has none."""
        return None

    def __init__(self, n, slots, nbr, opp, match=None):
        self.n = n
        self.slots = slots
        self.nbr = nbr
        #: The far slot of every side, when it is the same for every cell
        #: (square, hex, upsilon); None where it is not (triangle, circle).
        self.opp = opp
        #: ``match[c * slots + k]``: the slot of the cell beyond side k of c
        #: that faces back.  Every algorithm uses this one.
        self.match = match if match is not None else bytearray(bytes(opp) * n)
        self.passages = bytearray(n)

    # -- passages ---------------------------------------------------------
    def neighbour(self, cell, slot):
        return self.nbr[cell * self.slots + slot]

    def is_open(self, cell, slot):
        return bool(self.passages[cell] >> slot & 1)

    def link(self, cell, slot):
        """Open side ``slot`` of ``cell`` (and the matching side beyond it)."""
        self.passages[cell] |= 1 << slot
        other = self.nbr[cell * self.slots + slot]
        if other >= 0:
            self.passages[other] |= 1 << self.match[cell * self.slots + slot]

    def unlink(self, cell, slot):
        """Close side ``slot`` of ``cell`` (and the matching side beyond it)."""
        self.passages[cell] &= ~(1 << slot) & 0xFF
        other = self.nbr[cell * self.slots + slot]
        if other >= 0:
            self.passages[other] &= ~(1 << self.match[cell * self.slots + slot]) & 0xFF

    def neighbours(self, cell):
        """``[(slot, cell), ...]`` for every side of ``cell`` with a cell beyond."""
        base = cell * self.slots
        nbr = self.nbr
        return [(k, nbr[base + k]) for k in range(self.slots) if nbr[base + k] >= 0]

    def open_neighbours(self, cell):
        """The cells reachable from ``cell`` in one step."""
        base = cell * self.slots
        nbr = self.nbr
        bits = self.passages[cell]
        return [nbr[base + k] for k in range(self.slots)
                if bits >> k & 1 and nbr[base + k] >= 0]

    def slot_towards(self, cell, other):
        """The slot of ``cell`` whose neighbour is ``other`` (ValueError if none)."""
        base = cell * self.slots
        for k in range(self.slots):
            if self.nbr[base + k] == other:
                return k
        raise ValueError(_("cells %(a)d and %(b)d are not neighbours") % {"a": cell, "b": other})

    def degree(self, cell):
        """Number of open sides of ``cell`` leading to another cell."""
        return len(self.open_neighbours(cell))

    def border_slots(self, cell):
        """The sides of ``cell`` that lie on the outer border."""
        base = cell * self.slots
        return [k for k in range(self.slots) if self.nbr[base + k] == BORDER]

    def passage_count(self):
        """Number of passages between two cells (each counted once)."""
        total = 0
        nbr, s = self.nbr, self.slots
        for c, bits in enumerate(self.passages):
            if bits:
                base = c * s
                for k in range(s):
                    if bits >> k & 1 and nbr[base + k] > c:
                        total += 1
        return total

    def clear(self):
        self.passages = bytearray(self.n)

    def open_all(self):
        """Open every side between two cells (used by wall-adding algorithms)."""
        s, nbr = self.slots, self.nbr
        pas = self.passages
        for c in range(self.n):
            base = c * s
            bits = 0
            for k in range(s):
                if nbr[base + k] >= 0:
                    bits |= 1 << k
            pas[c] = bits

    def distance_estimate(self, a, b):
        """A lower bound on the number of steps from ``a`` to ``b`` (for A*)."""
        return 0

    def seam_sides(self):
        """``[(cell, slot), ...]``: the sides a drawing shows twice, once
        by each of their cells, because the two lie apart in the picture
        (a cube's net cut open): the later-numbered cell's.  None on a flat
        grid, whose sides are each drawn once."""
        return ()

    @property
    def sides(self):
        """The slots that are sides on the plane (all but the stairs)."""
        return self.slots if self.up is None else self.up


class RowGrid(Grid):
    """A grid of ``cols`` x ``rows`` places, cell ``row * cols + col`` (hex,
    triangle, upsilon): the table is made from each place's neighbour steps.

    Places come in one or two kinds (a hex grid's even and odd columns,
    up and down triangles, octagons and squares), each with its own steps:
    ``KINDS[kind][slot]`` is a ``(row step, col step)``, or None where that
    kind has no side in that slot.  The kind of place ``(r, c)`` is
    ``(r + c) % 2`` on a checkerboard (``CHECKER``), else ``c % 2``.
    ``KIND_MATCH[kind]``, where given, is the far slot of each slot.
    """

    straight_sides = True

    def __init__(self, cols, rows, opp=None):
        if cols < 1 or rows < 1:
            raise ValueError(_("a grid needs at least one column and one row"))
        self.cols, self.rows = cols, rows
        n = cols * rows
        slots = len(self.KINDS[0])
        kinds = self.kinds()
        # a block of cells at a time, every slot of it, so that the work
        # stays in the cache, and no single step holds the interpreter long
        # enough to stall the window while a worker thread builds a grid
        reach = max(abs(dr * cols + dc) for steps in self.KINDS
                    for dr, dc in filter(None, steps))
        nbr = array("i", bytes(4 * slots * n))
        assert _BLOCK % 2 == 0  # a block's places keep their parity (_slot_block)
        # every number a neighbour takes, made once: cell i's is at i + reach
        span = array("i", range(-reach, n + reach))
        for lo in range(0, n, _BLOCK):
            hi = min(n, lo + _BLOCK)
            for k in range(slots):
                nbr[lo * slots + k:hi * slots:slots] = self._slot_block(k, lo, hi, span, reach,
                                                                         kinds)
        match = None
        if self.KIND_MATCH is not None:
            match = bytearray(slots * n)
            for k in range(slots):
                match[k::slots] = kinds.translate(
                    bytes(m[k] for m in self.KIND_MATCH) + bytes(256 - len(self.KINDS)))
        super().__init__(n, slots, nbr, opp, match)

    def kinds(self):
        """The kind of every place, row by row: ``bytes`` of 0 and 1."""
        cols, rows = self.cols, self.rows
        if len(self.KINDS) == 1:
            return bytes(cols * rows)
        row = (b"\x00\x01" * (cols // 2 + 1))[:cols]
        if not self.CHECKER:
            return row * rows
        other = (b"\x01\x00" * (cols // 2 + 1))[:cols]
        return (row + other) * (rows // 2) + (row if rows & 1 else b"")

    def _slot_block(self, k, lo, hi, span, reach, kinds):
        """``nbr[k::slots]`` for cells ``lo`` to ``hi``: each one's
        neighbour beyond slot ``k``.

        Each kind's column is a slice of ``span`` (the numbers from
        ``-reach``), shifted by its step, with the border rows and columns
        cut.  The kinds alternate along every row (by column, or as a
        checkerboard), so the second kind's entries are copied over the
        first's with a stride of 2: once for the block where a place's
        kind is the parity of its number, else once a row.  C-speed work,
        not a Python step per cell.
        """
        cols, n, size = self.cols, self.cols * self.rows, hi - lo
        for kind, steps in enumerate(self.KINDS):
            step = steps[k]
            if step is None:
                column = array("i", [NO_SIDE]) * size
            else:
                dr, dc = step
                start = lo + reach + dr * cols + dc
                column = span[start:start + size]
                if dr < 0 and lo < cols:
                    column[:min(hi, cols) - lo] = array("i", [BORDER]) * (min(hi, cols) - lo)
                elif dr > 0 and hi > n - cols:
                    edge = max(lo, n - cols)
                    column[edge - lo:] = array("i", [BORDER]) * (hi - edge)
                if dc:
                    first = lo + ((-lo) % cols if dc < 0 else cols - 1 - lo % cols)
                    if first < hi:
                        column[first - lo::cols] = array("i", [BORDER]) * len(
                            range(first, hi, cols))
            if kind == 0:
                out = column
            elif self._kind_is_parity():  # place i is of kind i % 2 (lo is even)
                out[1::2] = column[1::2]
            else:  # a row (or the part of it in the block) at a time
                for row in range(-(lo % cols), size, cols):
                    a, b = max(row, 0), min(row + cols, size)
                    a += kinds[lo + a] ^ 1  # the row's first place of kind 1
                    out[a:b:2] = column[a:b:2]
        return out

    def _kind_is_parity(self):
        """True where every place ``i`` is of kind ``i % 2`` (two kinds by
        column with an even number of columns, or a checkerboard with an
        odd number)."""
        return len(self.KINDS) == 2 and (self.rows == 1
                                         or self.cols % 2 == (1 if self.CHECKER else 0))

    def rc(self, cell):
        """``(row, col)`` of ``cell``."""
        return divmod(cell, self.cols)

    def cell(self, row, col):
        """The cell at ``row``, ``col``."""
        return row * self.cols + col

    def cell_steps(self):
        """``steps[kind][slot]``: how far, in cell numbers, the cell beyond
        that side of a place of that kind is (None: no side there)."""
        cols = self.cols
        return [[None if step is None else step[0] * cols + step[1] for step in steps]
                for steps in self.KINDS]

    def lattice(self):
        return RowLattice(self)

    def __repr__(self):
        return "%s(%d, %d)" % (type(self).__name__, self.cols, self.rows)


def mean(values):
    """The mean of ``values`` (floats), added one by one from the left as
    ``sum`` added them before Python 3.12, whose ``sum`` of floats
    compensates and so rounds some means otherwise: the same float on every
    Python, and so the same files."""
    total, count = 0.0, 0
    for value in values:
        total += value
        count += 1
    return total / count


def inside_convex(points, x, y):
    """True when (x, y) lies inside (or on) the convex polygon, clockwise on a
    y-down screen."""
    n = len(points)
    for i in range(n):
        ax, ay = points[i]
        bx, by = points[(i + 1) % n]
        if (bx - ax) * (y - ay) - (by - ay) * (x - ax) < -1e-9:
            return False
    return True
