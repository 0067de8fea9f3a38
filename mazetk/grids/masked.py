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


def _stepped(column, padded, pad, runs, shift):
    """The new numbers of the cells beyond one slot of the kept cells, on
    a grid where that slot is the step ``shift`` from every cell:
    ``column`` the full grid's neighbours beyond the slot, ``padded`` the
    new number of every full cell (-1 cut away) with ``pad`` entries of -1
    before and after, ``runs`` the kept cells as ``(first, end)`` spans.
    The cells beyond a run are a run too, so each is a slice; where the
    full grid has no cell beyond (its border), its -1 is kept."""
    beyond, full = array("i"), array("i")
    for a, b in runs:
        beyond += padded[a + shift + pad:b + shift + pad]
        full += column[a:b]
    raw = full.tobytes()
    sign = bytearray(len(raw))  # 0xff in every byte of a negative entry
    for i in range(4):
        sign[i::4] = raw[3::4]
    mask = int.from_bytes(sign, "little")
    merged = (int.from_bytes(beyond.tobytes(), "little") & ~mask
              | int.from_bytes(raw, "little") & mask)
    out = array("i")
    out.frombytes(merged.to_bytes(len(raw), "little"))
    return out


class MaskedGrid(Grid):
    """The cells ``on`` (a 0/1 byte a cell) of the grid ``full``."""

    kind = "masked"

    def __init__(self, full, on):
        if len(on) != full.n:
            raise ValueError(_("a mask of %(mask)d cells does not fit a grid of %(grid)d")
                             % {"mask": len(on), "grid": full.n})
        n = full.n
        # runs of kept cells: their numbers, and index[c] = the new number
        # of full cell c or BORDER (-1) where c is cut away; all slices of
        # one array of the numbers 0 .. n - 1 (no int made a cell)
        numbers = array("i", range(n))
        cells = array("i")
        index = array("i", [BORDER]) * n
        runs = [run.span() for run in _RUNS.finditer(on)]
        for a, b in runs:
            index[a:b] = numbers[len(cells):len(cells) + b - a]
            cells += numbers[a:b]
        del numbers
        if not cells:
            raise ValueError(_("the mask leaves no cell of the maze"))
        s, nbr, match = full.slots, full.nbr, full.match
        table = array("i", bytes(4 * s * len(cells)))
        kinds = getattr(full, "KINDS", ())
        if len(kinds) == 1:  # a side is one fixed step: new numbers by slices
            shifts = [dr * full.cols + dc for dr, dc in kinds[0]]
            pad = max(map(abs, shifts))
            padded = array("i", [BORDER]) * pad + index + array("i", [BORDER]) * pad
            for k, shift in enumerate(shifts):
                table[k::s] = _stepped(nbr[k::s], padded, pad, runs, shift)
        else:
            # index as a list whose last two entries serve the full grid's
            # -2 and -1 as indices
            lookup = index.tolist() + [NO_SIDE, BORDER]
            pick = _picker(cells)
            # every side of every kept cell, a slot at a time, gathered in
            # C: the full neighbour, then its new number (or the outer wall)
            for k in range(s):
                table[k::s] = array("i", _picker(pick(nbr[k::s]))(lookup))
        if full.opp is not None:
            far = bytearray(bytes(full.opp) * len(cells))
        else:
            far = bytearray(s * len(cells))
            pick = _picker(cells)
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
