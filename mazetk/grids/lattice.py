"""The padded lattice: a grid's cells laid out so that every side is a fixed step.

A walk that is nearly all "go to the cell beyond side k, is it visited?"
runs fastest where the cell beyond is one addition away and the border
needs no test.  A :class:`Lattice` gives each cell an index in a list or
``bytearray`` of ``size`` entries such that, from index ``p``, side ``k``
leads to ``p + steps[p & 1][k]`` (0 where the cell has no side ``k``), and
every step off the grid lands on padding: indices that belong to no cell,
at least one all round.  The walk marks the padding as visited once and
never asks where the border is.

- Square, triangle and upsilon cells sit row by row (:class:`RowLattice`),
  in a row of a width that makes the parity of an index tell the kind of
  its cell (up or down, octagon or square).
- Hexagons sit column by column (:class:`ColumnLattice`), where every side
  is one step whatever the column, so one set of steps serves all cells.
- A masked grid's kept cells sit where they sit in its full grid's
  lattice (:meth:`Lattice.cut`): the cells cut away are padding, as their
  sides are outer wall.

:func:`open_sides` is the other half of a fast walk: it opens one side of
every cell at once, from a byte a cell, at C speed.

A grid gives its lattice through :meth:`~.base.Grid.lattice` (None where it
has none: the circle); the generators ask it and know no layout.
"""

import bisect
import itertools
import operator
from collections import deque


class Lattice:
    """Where the cells of a grid sit in a padded lattice (see the module
    docstring): ``size`` indices, ``steps[parity][slot]``."""

    def __init__(self, size, steps):
        self.size = size
        self.steps = steps

    def positions(self):
        """The lattice index of every cell, in cell order: an iterator."""
        raise NotImplementedError

    def position(self, cell):
        """The lattice index of ``cell``."""
        raise NotImplementedError

    def scatter(self, buf, value):
        """Set ``buf`` (a ``bytearray`` or list over the lattice) to
        ``value`` at every cell."""
        deque(map(buf.__setitem__, self.positions(), itertools.repeat(value)), maxlen=0)

    def gather(self, buf):
        """The bytes of ``buf`` (over the lattice) at every cell, in cell order."""
        return bytes(map(buf.__getitem__, self.positions()))

    def cut(self, cells):
        """The lattice of a masked grid whose cell ``i`` is cell
        ``cells[i]`` of this one: the same indices and steps, the cells cut
        away left as padding."""
        places = list(self.positions())
        return PlacedLattice(self.size, self.steps, list(map(places.__getitem__, cells)))


class RowLattice(Lattice):
    """Cells row by row: cell ``r * cols + c`` at ``(r + 1) * wide + c``,
    ``wide`` at least ``cols + 1``, a row of padding above and below (and
    two indices more at each end where sides run diagonally: upsilon).

    With two kinds of places ``wide`` is chosen so the parity of an index
    is the kind: even for kinds by column (the parity of ``c``), odd for a
    checkerboard (the parity of ``r + 1 + c``).
    """

    def __init__(self, grid):
        kinds, cols, rows = grid.KINDS, grid.cols, grid.rows
        wide = cols + 1
        if len(kinds) == 2 and grid.CHECKER:
            wide += ~wide & 1  # odd: index (r + 1) * wide + c has the parity of r + 1 + c
            order = (kinds[1], kinds[0])
        elif len(kinds) == 2:
            wide += wide & 1  # even: index (r + 1) * wide + c has the parity of c
            order = kinds
        else:
            order = (kinds[0], kinds[0])
        steps = tuple([0 if st is None else st[0] * wide + st[1] for st in kind]
                      for kind in order)
        # two more at each end where a side runs diagonally (two: parity kept)
        lead = 2 * any(st and st[0] and st[1] for kind in kinds for st in kind)
        super().__init__(wide * (rows + 2) + 2 * lead, steps)
        self.cols, self.rows, self.wide, self.lead = cols, rows, wide, lead

    def _row_starts(self):
        wide, lead = self.wide, self.lead
        return range(wide + lead, wide * (self.rows + 1) + lead, wide)

    def positions(self):
        cols = self.cols
        return itertools.chain.from_iterable(range(lo, lo + cols) for lo in self._row_starts())

    def position(self, cell):
        r, c = divmod(cell, self.cols)
        return (r + 1) * self.wide + c + self.lead

    def scatter(self, buf, value):
        cols = self.cols
        for lo in self._row_starts():
            buf[lo:lo + cols] = (bytes if isinstance(buf, bytearray) else list)([value] * cols)

    def gather(self, buf):
        cols = self.cols
        return b"".join(buf[lo:lo + cols] for lo in self._row_starts())

    def cut(self, cells):
        # row by row: the kept cells of row r sit lead + wide + r * (wide - cols) further on
        cols, wide, places, lo = self.cols, self.wide, [], 0
        for r in range(self.rows):
            hi = bisect.bisect_left(cells, (r + 1) * cols, lo)
            shift = self.lead + wide + r * (wide - cols)
            places += map(operator.add, cells[lo:hi], itertools.repeat(shift))
            lo = hi
        return PlacedLattice(self.size, self.steps, places)


class ColumnLattice(Lattice):
    """Cells column by column, for places whose kinds alternate by column
    and whose every side is then one step whatever the column (hexagons).

    Columns sit ``high`` (rows + 1) apart, each moved on by ``(c + 1) // 2``
    more: an odd column's cells sit half a cell lower, and that shift makes
    up for it.  The upper of a hexagon's two neighbours in the next column is
    always ``high`` on (in the one before, ``high + 1`` back), whatever the
    column, and the first cell's north and the last one's south are padding.
    Cells are read and set a column (a slice) at a time.
    """

    def __init__(self, grid):
        cols, rows = grid.cols, grid.rows
        high = rows + 1

        def step(kind, dr, dc):  # kind: the parity of the column
            return dr + dc * high + (kind + dc + 1) // 2 - (kind + 1) // 2

        kinds = grid.KINDS
        steps = [[0 if st is None else step(kind, *st) for st in kinds[kind % len(kinds)]]
                 for kind in (0, 1)]
        if steps[0] != steps[1]:
            # a caller's bug, not a person's: no translation
            raise ValueError("%r: no one step a side column by column" % grid)  # i18n: keep
        super().__init__(high * (cols + 3) + cols, (steps[0], steps[0]))
        self.cols, self.rows, self.high = cols, rows, high
        self.starts = [high + 1 + c * high + (c + 1) // 2 for c in range(cols)]

    def positions(self):
        starts = self.starts
        return itertools.chain.from_iterable(
            map(operator.add, starts, itertools.repeat(r)) for r in range(self.rows))

    def position(self, cell):
        r, c = divmod(cell, self.cols)
        return self.starts[c] + r

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


class PlacedLattice(Lattice):
    """Cells wherever ``places`` (indexed by cell) puts them: a masked
    grid's, in its full grid's lattice."""

    def __init__(self, size, steps, places):
        super().__init__(size, steps)
        self.places = places

    def positions(self):
        return iter(self.places)

    def position(self, cell):
        return self.places[cell]


def open_sides(grid, codes):
    """Open one side of every cell of a grid of places in rows, and the
    side beyond it: ``codes[c]`` is 1 + that slot of ``c``, 0 for none.

    Byte work at C speed, a pass per kind and slot: the cells' own bits
    from one translate of code and kind together, their neighbours' bits
    the same flags shifted by the step between the two.  A masked grid's
    are opened on its full grid, and its kept cells' bits taken.
    """
    full = grid.whole
    if full is not grid:
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
    """:func:`open_sides` on a whole grid: ``total`` (the passages as one
    integer) with the sides of ``codes`` opened."""
    n, s = grid.n, grid.slots
    kinds = grid.kinds()
    both = (int.from_bytes(codes, "little")
            | int.from_bytes(kinds, "little") << 4).to_bytes(n, "little")
    own = bytearray(256)
    for kind, steps in enumerate(grid.cell_steps()):
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
            shift = max(-n, min(n, step))
            if shift >= 0:
                moved = bytes(shift) + flags[:n - shift]
            else:
                moved = flags[-shift:] + bytes(-shift)
            total |= int.from_bytes(moved, "little")
    return total | int.from_bytes(both.translate(own), "little")
