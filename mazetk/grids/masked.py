"""A grid with cells cut away: the maze of a mask, on any shape.

A :class:`MaskedGrid` is a full grid (``full``) of which only the cells a
mask switches on exist.  They are numbered afresh, ``0 .. n - 1`` in the
order of their full-grid numbers (``cells[i]`` is the full number of cell
``i``, ``index[c]`` the other way, -1 for a cell cut away), so every
generator, solver and statistic runs on it unchanged: there is no cell it
could wait for that does not exist.  A side that faced a cut-away cell is
outer wall (:data:`BORDER`), so openings go in the mask's own edge.

Geometry is the full grid's, asked with the full number.  ``kind`` is
``masked`` (code that needs a whole row-by-row square grid must not take
this for one); ``shape`` is the full grid's kind.
"""

from array import array
import re
from operator import itemgetter

from ..i18n import _

from .base import BORDER, NO_SIDE, Grid


_RUNS = re.compile(b"[^\x00]+")


def _picker(positions):
    """``f(seq)``: the items of ``seq`` at ``positions``, as a tuple (C speed)."""
    if len(positions) == 1:
        only = positions[0]
        return lambda seq: (seq[only],)
    return itemgetter(*positions)


class MaskedGrid(Grid):
    """The cells ``on`` (a 0/1 byte a cell) of the grid ``full``."""

    kind = "masked"

    def __init__(self, full, on):
        if len(on) != full.n:
            raise ValueError(_("a mask of %(mask)d cells does not fit a grid of %(grid)d")
                             % {"mask": len(on), "grid": full.n})
        n = full.n
        # runs of kept cells: their numbers, and lookup[c] = the new number of
        # full cell c or BORDER (-1) where c is cut away; its last two
        # entries serve the full grid's -2 and -1 as indices
        cells = array("i")
        lookup = [BORDER] * n
        for run in _RUNS.finditer(on):
            a, b = run.span()
            lookup[a:b] = range(len(cells), len(cells) + b - a)
            cells.extend(range(a, b))
        if not cells:
            raise ValueError(_("the mask leaves no cell of the maze"))
        index = array("i", lookup)
        lookup += [NO_SIDE, BORDER]
        s, nbr, match = full.slots, full.nbr, full.match
        pick = _picker(cells)
        # every side of every kept cell, a slot at a time, gathered in C:
        # the full neighbour, then its new number (or the outer wall)
        table = array("i", bytes(4 * s * len(cells)))
        for k in range(s):
            table[k::s] = array("i", _picker(pick(nbr[k::s]))(lookup))
        if full.opp is not None:
            far = bytearray(bytes(full.opp) * len(cells))
        else:
            far = bytearray(s * len(cells))
            for k in range(s):
                far[k::s] = bytes(pick(match[k::s]))
        super().__init__(len(cells), s, table, full.opp, far)
        self.full = full
        self.cols, self.rows = full.cols, full.rows
        self.cells = cells
        self.index = index
        self.straight_sides = getattr(full, "straight_sides", False)

    @property
    def shape(self):
        return self.full.kind

    # -- geometry: the full grid's -------------------------------------------
    def extent(self):
        return self.full.extent()

    def centre(self, cell):
        return self.full.centre(self.cells[cell])

    def polygon(self, cell):
        return self.full.polygon(self.cells[cell])

    def side(self, cell, slot):
        return self.full.side(self.cells[cell], slot)

    def cell_at(self, x, y):
        c = self.full.cell_at(x, y)
        return self.index[c] if c >= 0 else -1

    def distance_estimate(self, a, b):
        return self.full.distance_estimate(self.cells[a], self.cells[b])

    def __repr__(self):
        return "MaskedGrid(%r, %d of %d cells)" % (self.full, self.n, self.full.n)
