"""Grids of several levels: floors of one square or hex grid, joined by stairs.

A levels grid stacks ``levels`` floors of ``cols`` x ``rows`` cells of
one shape.  Cells are numbered floor by floor, ``level * cols * rows +
row * cols + col``, so floor 0's cells come first.  Every cell keeps its
floor's sides in the same slots as on a flat grid of that shape, and has
two more: :attr:`LevelGrid.up` (the slot after the floor's last) leads to
the cell straight above it, on the next floor, and ``up + 1`` to the one
straight below; a stair is a passage through one of those.  The top
floor's up and the bottom floor's down are no side at all
(:data:`~.base.NO_SIDE`), never the outer border, so no opening is ever
made into them.

Every algorithm that walks the neighbour table (the generators that work
on any shape, the solvers, play, the statistics, the file writers) goes
up and down stairs with no change.  The floors are laid out side by side
(:attr:`LevelGrid.across` of them a row, a cell apart, each under a band
for its name), and
the geometry (``centre``, ``polygon``, ``side``, ``extent``,
``cell_at``) is that layout's, in the shape's units: a drawing of a
levels maze is its floors' drawings, placed.
"""

import itertools
import math
from array import array

from ..i18n import _
from .base import BORDER, NO_SIDE, Grid
from .hexagon import HexGrid
from .lattice import Lattice
from .square import SquareGrid

#: The shapes whose floors may be stacked.
LEVEL_SHAPES = ("square", "hex")
#: The fewest and the most floors.
MIN_LEVELS, MAX_LEVELS = 2, 20
#: The room between two floors, and above each for its name, in the
#: shape's units: about a cell on every shape.
ROOM = {"square": 1.0, "hex": 2.0}


def check(shape, levels, wrap="", weave=0, masked=False):
    """ValueError with a sentence when ``shape`` cannot have ``levels`` floors
    (1 is a flat maze and always may)."""
    if isinstance(levels, bool) or not isinstance(levels, int) or not (
            levels == 1 or MIN_LEVELS <= levels <= MAX_LEVELS):
        raise ValueError(_("levels must be a whole number from %(low)d to %(high)d (or 1 for "
                           "a flat maze), not %(value)s")
                         % {"low": MIN_LEVELS, "high": MAX_LEVELS, "value": levels})
    if levels == 1:
        return
    if shape not in LEVEL_SHAPES:
        raise ValueError(_("only square and hex mazes can have levels, not %s mazes") % shape)
    if wrap:
        raise ValueError(_("a maze of several levels cannot wrap around yet"))
    if weave:
        raise ValueError(_("a maze of several levels cannot weave yet"))
    if masked:
        raise ValueError(_("a masked maze cannot have levels yet"))


def floors_across(width, height, levels, gap, aspect=4.0 / 3.0):
    """How many floors of ``width`` x ``height`` a row, ``gap`` apart, so
    that all ``levels`` of them come nearest to ``aspect`` (width over
    height, on a log scale: as far too wide as too tall), with few places
    left empty in the last row (four floors make two rows of two)."""
    best, best_off = 1, None
    for across in range(1, levels + 1):
        down = -(-levels // across)
        w = across * width + (across - 1) * gap
        h = down * height + (down - 1) * gap
        empty = across * down - levels
        off = abs(math.log(w / h / aspect)) + 0.5 * empty / across
        if best_off is None or off < best_off - 1e-9:
            best, best_off = across, off
    return best


def outline(kind, cols, rows, levels):
    """What a picture's size needs of a grid of levels (``kind``, ``shape``,
    ``levels``, ``extent()``), without building its tables."""
    from types import SimpleNamespace
    floor = {"square": SquareGrid, "hex": HexGrid}[kind]
    width, height = floor.extent(SimpleNamespace(cols=cols, rows=rows))
    room = ROOM[kind]
    across = floors_across(width, height + room, levels, room)
    extent = _extent(width, height, room, levels, across)
    return SimpleNamespace(cols=cols, rows=rows, kind=kind, shape=kind, levels=levels,
                           extent=lambda: extent)


def _extent(width, height, room, levels, across):
    """The extent of ``levels`` floors of ``width`` x ``height``, ``across`` a row."""
    down = -(-levels // across)
    across = min(across, levels)
    return (across * width + (across - 1) * room,
            down * (height + room) + (down - 1) * room)


class LevelGrid(Grid):
    """``levels`` floors of a ``kind`` grid (see the module docstring)."""

    def __init__(self, kind, cols, rows, levels, across=None):
        check(kind, levels)
        floor_class = {"square": SquareGrid, "hex": HexGrid}[kind]
        #: One empty floor: the shape's geometry, and each floor's drawing.
        self.floor = floor = floor_class(cols, rows)
        self.kind = kind
        self.straight_sides = floor.straight_sides
        self.cols, self.rows, self.levels = cols, rows, levels
        fn = floor.n
        self.floor_cells = fn
        n, fs = fn * levels, floor.slots
        #: The slot up a stair (the one after the floor's sides); ``up + 1`` goes down.
        self.up = up = fs
        s = fs + 2
        # the floors as one tall grid of the shape (C-speed slices), then
        # the sides that cross from one floor into the next walled off
        tall = floor_class(cols, rows * levels)
        tnbr = tall.nbr
        edge = [c for f in range(levels) for c in
                list(range(f * fn, f * fn + cols)) + list(range((f + 1) * fn - cols, (f + 1) * fn))]
        for c in edge:
            f = c // fn
            for k in range(fs):
                m = tnbr[c * fs + k]
                if m >= 0 and m // fn != f:
                    tnbr[c * fs + k] = BORDER
        nbr = array("i", bytes(4 * s * n))
        for k in range(fs):
            nbr[k::s] = tnbr[k::fs]
        nbr[up::s] = array("i", range(fn, n)) + array("i", [NO_SIDE]) * fn
        nbr[up + 1::s] = array("i", [NO_SIDE]) * fn + array("i", range(0, n - fn))
        opp = tuple(floor.opp) + (up + 1, up)
        super().__init__(n, s, nbr, opp)
        width, height = floor.extent()
        #: Floors a row in the layout.
        self.across = across or floors_across(width, height + ROOM[kind], levels, ROOM[kind])
        self._floor_w, self._floor_h = width, height
        #: The band above each floor for its name, and the gap between floors.
        self.room = ROOM[kind]

    # -- where a cell is ----------------------------------------------------
    def level_of(self, cell):
        return cell // self.floor_cells

    def floor_cell(self, cell):
        """The cell's number on its floor."""
        return cell % self.floor_cells

    def place(self, cell):
        """``(level, row, col)`` of ``cell``."""
        level, rest = divmod(cell, self.floor_cells)
        return (level,) + divmod(rest, self.cols)

    def rc(self, cell):
        """``(row, col)`` of ``cell`` on its floor."""
        return divmod(cell % self.floor_cells, self.cols)

    def cell(self, row, col, level=0):
        return level * self.floor_cells + row * self.cols + col

    def kinds(self):
        return self.floor.kinds() * self.levels

    def cell_steps(self):
        """``steps[kind][slot]``: how far, in cell numbers, the cell beyond
        each side is (a stair: a floor's cells on or back)."""
        fn = self.floor_cells
        return [steps + [fn, -fn] for steps in self.floor.cell_steps()]

    def lattice(self):
        """Square floors in one padded lattice (:class:`LevelLattice`), for
        the fast walks; None for hex floors (their walks use the table)."""
        return LevelLattice(self) if self.kind == "square" else None

    def is_stair(self, cell, slot):
        return slot >= self.up

    # -- geometry: the floors side by side ---------------------------------
    def origin(self, level):
        """Where floor ``level``'s own geometry starts, in the whole's units
        (its name above it, in a band :attr:`room` high)."""
        down, across = divmod(level, self.across)
        room = self.room
        return across * (self._floor_w + room), down * (self._floor_h + 2 * room) + room

    def floor_box(self, level):
        """``(x0, y0, x1, y1)`` of floor ``level``, in the whole's units."""
        x, y = self.origin(level)
        return x, y, x + self._floor_w, y + self._floor_h

    def extent(self):
        return _extent(self._floor_w, self._floor_h, self.room, self.levels, self.across)

    def centre(self, cell):
        ox, oy = self.origin(cell // self.floor_cells)
        x, y = self.floor.centre(cell % self.floor_cells)
        return x + ox, y + oy

    def polygon(self, cell):
        ox, oy = self.origin(cell // self.floor_cells)
        return [(x + ox, y + oy) for x, y in self.floor.polygon(cell % self.floor_cells)]

    def side(self, cell, slot):
        if slot >= self.up:
            raise ValueError(_("a stair is no side of a cell"))
        ox, oy = self.origin(cell // self.floor_cells)
        return [(x + ox, y + oy) for x, y in self.floor.side(cell % self.floor_cells, slot)]

    def cell_at(self, x, y):
        """The cell under the point, or -1."""
        for level in range(self.levels):
            ox, oy = self.origin(level)
            if ox <= x < ox + self._floor_w and oy <= y < oy + self._floor_h:
                c = self.floor.cell_at(x - ox, y - oy)
                return -1 if c < 0 else level * self.floor_cells + c
        return -1

    def distance_estimate(self, a, b):
        """The floor's estimate on one floor, plus a step a floor between."""
        fn = self.floor_cells
        return self.floor.distance_estimate(a % fn, b % fn) + abs(a // fn - b // fn)

    def floor_passages(self, level):
        """The passage bits of floor ``level`` as a flat grid of the shape
        holds them (the stairs left out)."""
        fn = self.floor_cells
        keep = bytes(b & ((1 << self.up) - 1) for b in range(256))
        return bytearray(self.passages[level * fn:(level + 1) * fn].translate(keep))

    def stairs(self):
        """``[(cell, cell above), ...]``: every open stair, from below."""
        up, s, nbr, pas = self.up, self.slots, self.nbr, self.passages
        return [(c, nbr[c * s + up]) for c in range(self.n - self.floor_cells)
                if pas[c] >> up & 1]

    def __repr__(self):
        return "LevelGrid(%r, %d, %d, %d)" % (self.kind, self.cols, self.rows, self.levels)


class LevelLattice(Lattice):
    """Square floors one under another in a padded lattice, so that every
    side is a fixed step (:mod:`.lattice`): a floor ``block`` = (rows + 1)
    x (cols + 1) indices, its cells row by row with a column of padding
    after each row and a row of it after the floor; a whole block of
    padding before the first floor and after the last, so a stair up or
    down (a step of ``block``) from the top or bottom floor lands on it."""

    def __init__(self, grid):
        cols, rows, levels = grid.cols, grid.rows, grid.levels
        wide = cols + 1
        block = (rows + 1) * wide
        steps = [-wide, 1, wide, -1, block, -block]
        super().__init__(block * (levels + 2) + wide, (steps, steps))
        self.cols, self.rows, self.levels, self.wide, self.block = cols, rows, levels, wide, block

    def _row_starts(self):
        wide, block = self.wide, self.block
        return (block * (f + 1) + wide * (r + 1) for f in range(self.levels)
                for r in range(self.rows))

    def positions(self):
        cols = self.cols
        return itertools.chain.from_iterable(range(lo, lo + cols) for lo in self._row_starts())

    def position(self, cell):
        level, rest = divmod(cell, self.cols * self.rows)
        r, c = divmod(rest, self.cols)
        return self.block * (level + 1) + self.wide * (r + 1) + c

    def scatter(self, buf, value):
        fill = (bytes if isinstance(buf, bytearray) else list)([value] * self.cols)
        cols = self.cols
        for lo in self._row_starts():
            buf[lo:lo + cols] = fill

    def gather(self, buf):
        cols = self.cols
        return b"".join(bytes(buf[lo:lo + cols]) for lo in self._row_starts())


def make(shape, cols, rows, levels):
    """The empty grid of ``levels`` floors (ValueError where there cannot be)."""
    check(shape, levels)
    return LevelGrid(shape, cols, rows, levels)
