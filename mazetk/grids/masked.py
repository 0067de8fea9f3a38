"""A grid with cells cut away: the maze of a mask, on any shape.

A :class:`MaskedGrid` is a full grid (``full``) of which only the cells a
mask switches on exist.  They are numbered afresh, ``0 .. n - 1`` in the
order of their full-grid numbers (``cells[i]`` is the full number of cell
``i``, ``index[c]`` the other way, -1 for a cell cut away), so every
generator, solver and statistic runs on it unchanged: there is no cell it
could wait for that does not exist.  A side that faced a cut-away cell is
outer wall (:data:`BORDER`), so openings go in the mask's own edge.

The kept cells must be one piece (cells meeting across a side): a walk
that must visit every cell, such as Wilson's, would never end on a mask in
pieces, so one is refused (:func:`mazetk.masks.mask.keep_largest` keeps a
mask's largest piece, :func:`mazetk.masks.mask.join_pieces` joins them).

Geometry is the full grid's, asked with the full number; :meth:`bounds` is
the box around the kept cells, which every picture of the maze is cut to.
``kind`` is ``masked`` (code that needs a whole row-by-row square grid must
not take this for one); ``shape`` is the full grid's kind.
"""

from array import array
import math
import re
from operator import itemgetter

from ..i18n import _

from .base import BORDER, NO_SIDE, Grid


#: The runs of cells that are on, in a row of ``on`` bytes (``finditer``).
RUNS = re.compile(b"[^\x00]+")


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
    """The cells ``on`` (a 0/1 byte a cell) of the grid ``full``; ValueError
    when they are not one piece.  ``checked=True`` says the caller has
    checked that already (its mask came from :func:`mazetk.masks.mask.keep_largest`)
    and saves the walk that checks it."""

    kind = "masked"

    def __init__(self, full, on, checked=False):
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
        runs = [run.span() for run in RUNS.finditer(on)]
        for a, b in runs:
            index[a:b] = numbers[len(cells):len(cells) + b - a]
            cells += numbers[a:b]
        del numbers
        if not cells:
            raise ValueError(_("the mask leaves no cell of the maze"))
        s, nbr, match = full.slots, full.nbr, full.match
        table = array("i", bytes(4 * s * len(cells)))
        if len(full.KINDS) == 1:  # a side is one fixed step: new numbers by slices
            shifts = full.cell_steps()[0]
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
        self.straight_sides = full.straight_sides
        self._runs, self._bounds = runs, None
        if not checked:
            reached = self._reach()
            if reached < len(cells):
                raise ValueError(_("the mask's cells are in pieces: %(reached)d of its "
                                   "%(cells)d cells can be reached from the first; keep the "
                                   "largest piece or join them") % {
                                       "reached": reached, "cells": len(cells)})

    def _reach(self):
        """How many cells a walk from cell 0 across the sides reaches."""
        nbr, s = self.nbr, self.slots
        seen = bytearray(self.n)
        seen[0] = 1
        queue = [0]
        for cell in queue:  # grows while it is walked: no recursion
            for other in nbr[cell * s:cell * s + s]:
                if other >= 0 and not seen[other]:
                    seen[other] = 1
                    queue.append(other)
        return len(queue)

    @property
    def shape(self):
        return self.full.kind

    def lattice(self):
        """The full grid's lattice with the cells cut away left as padding
        (a step onto one is a step off the grid, as their sides are outer wall)."""
        whole = self.full.lattice()
        return None if whole is None else whole.cut(self.cells)

    # -- geometry: the full grid's -------------------------------------------
    def extent(self):
        return self.full.extent()

    def bounds(self):
        """``(x0, y0, x1, y1)``: the box around the kept cells, in the full
        grid's units (:func:`figure_box`)."""
        if self._bounds is None:
            self._bounds = _box_of_runs(self.full, self._runs)
        return self._bounds

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


def figure_box(full, on):
    """``(x0, y0, x1, y1)``: the box, in ``full``'s units, around the cells
    that ``on`` (a 0/1 byte a cell of ``full``) keeps; None without one."""
    return _box_of_runs(full, [run.span() for run in RUNS.finditer(on)])


def _box_of_runs(full, runs):
    """:func:`figure_box` of the runs ``(first, end)`` of kept cells.  Only the cells that
    can reach the box are measured: on a circle each run's ends within its
    ring (and its arc where it crosses an axis, worked out exactly); on a
    grid of rows the first two and last two cells of each row's runs and
    every cell of the first two and last two rows."""
    if not runs:
        return None
    if full.kind == "circle":
        return _ring_box(full, runs)
    cols = full.cols
    rows = set()
    ends = set()
    for a, b in runs:
        for r in range(a // cols, (b - 1) // cols + 1):
            lo, hi = max(a, r * cols), min(b, (r + 1) * cols)
            ends.update((lo, min(lo + 1, hi - 1), max(hi - 2, lo), hi - 1))
            rows.add(r)
    order = sorted(rows)
    for r in order[:2] + order[-2:]:
        for a, b in runs:
            lo, hi = max(a, r * cols), min(b, (r + 1) * cols)
            ends.update(range(lo, hi))
    xs, ys = [], []
    for cell in ends:
        for x, y in full.polygon(cell):
            xs.append(x)
            ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def _ring_box(full, runs):
    """:func:`_box_of_runs` of a circle: each run of cells within a ring is an
    arc of an annulus, whose box its corners and the axes it crosses give."""
    xs, ys = [], []
    quarter = math.pi / 2
    for a, b in runs:
        while a < b:
            ring, i = full.ring_of(a)
            end = min(b, full.first[ring] + full.counts[ring])
            if ring == 0:
                xs += [full.rings - 1.0, full.rings + 1.0]
                ys += [full.rings - 1.0, full.rings + 1.0]
            else:
                a0 = full.angles(ring, i)[0]
                a1 = full.angles(ring, end - 1 - full.first[ring])[1]
                axes = range(int(math.ceil(a0 / quarter)), int(math.floor(a1 / quarter)) + 1)
                angles = [a0, a1] + [k * quarter for k in axes]
                for radius in (ring, ring + 1):
                    for t in angles:
                        x, y = full.point(radius, t)
                        xs.append(x)
                        ys.append(y)
            a = end
    return min(xs), min(ys), max(xs), max(ys)
