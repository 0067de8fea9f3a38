"""Wrap-around grids: a square or hex grid whose opposite edges meet.

``wrap`` is ``"x"`` (a cylinder: the left edge meets the right), ``"y"``
(the top meets the bottom) or ``"xy"`` (a torus).  The grid is its shape's
own grid with the border entries of the neighbour table that cross a
wrapped edge pointing to the cell on the far side instead: every
algorithm that walks the table (generators, solvers, play, statistics)
then goes across the edges with no change.  The geometry stays flat
(:meth:`crosses` says which passages leave the picture); the padded
lattice of the fast walks knows no wrapping, so a wrapped grid has none.

A wrapped axis needs at least 3 cells (two cells would be neighbours
twice), and a hex grid wrapped left to right an even number of columns
(its columns alternate high and low).
"""

from ..i18n import _
from .base import BORDER
from .hexagon import HexGrid
from .square import SquareGrid

#: The ways a grid may wrap, "" for none.
WRAPS = ("", "x", "y", "xy")
#: The shapes that may wrap.
WRAP_SHAPES = ("square", "hex")


def check(shape, cols, rows, wrap):
    """ValueError with a sentence when ``shape`` of ``cols`` x ``rows``
    cannot wrap as ``wrap`` says."""
    if wrap not in WRAPS:
        raise ValueError(_("wrap must be one of x, y or xy, not %r") % (wrap,))
    if not wrap:
        return
    if shape not in WRAP_SHAPES:
        raise ValueError(_("only square and hex mazes can wrap around, not %s mazes") % shape)
    if "x" in wrap and cols < 3:
        raise ValueError(_("a maze that wraps across x needs at least 3 columns, not %d") % cols)
    if "y" in wrap and rows < 3:
        raise ValueError(_("a maze that wraps across y needs at least 3 rows, not %d") % rows)
    if shape == "hex" and "x" in wrap and (cols % 2 or cols < 4):
        raise ValueError(_("a hex maze that wraps across x needs an even number of columns, "
                           "at least 4, not %d") % cols)


class _Wrapped:
    """What a wrapped grid adds to its shape's grid (a mixin, first base)."""

    def __init__(self, cols, rows, wrap):
        check(self.kind, cols, rows, wrap)
        super().__init__(cols, rows)
        self.wrap = wrap
        self._join_edges()

    def _join_edges(self):
        """Point the border sides across each wrapped edge at the far cell."""
        cols, rows, s, nbr = self.cols, self.rows, self.slots, self.nbr
        kinds = self.KINDS
        wx, wy = "x" in self.wrap, "y" in self.wrap
        edge = set(range(cols)) | set(range(self.n - cols, self.n))
        edge |= set(range(0, self.n, cols)) | set(range(cols - 1, self.n, cols))
        for cell in sorted(edge):
            r, c = divmod(cell, cols)
            steps = kinds[c % 2 if len(kinds) > 1 else 0]
            for k in range(s):
                if nbr[cell * s + k] != BORDER:
                    continue
                dr, dc = steps[k]
                nr, nc = r + dr, c + dc
                if wx:
                    nc %= cols
                if wy:
                    nr %= rows
                if 0 <= nr < rows and 0 <= nc < cols:
                    nbr[cell * s + k] = nr * cols + nc

    def lattice(self):
        return None  # the padded lattice has borders: no fast lattice walk

    def crosses(self, cell, slot):
        """Which wrapped edge the side ``slot`` of ``cell`` crosses: ``"x"``,
        ``"y"``, ``"xy"`` (a hex corner) or "" when it crosses none."""
        other = self.nbr[cell * self.slots + slot]
        if other < 0:
            return ""
        r, c = divmod(cell, self.cols)
        orow, ocol = divmod(other, self.cols)
        dr, dc = self.KINDS[c % 2 if len(self.KINDS) > 1 else 0][slot]
        out = ""
        if ocol != c + dc:
            out += "x"
        if orow != r + dr:
            out += "y"
        return out

    def crossings(self):
        """``[(cell, slot, axes), ...]``: every open passage across a wrapped
        edge, once each (from the cell with the lower number)."""
        s, nbr, pas = self.slots, self.nbr, self.passages
        found = []
        for c in range(self.n):
            bits = pas[c]
            for k in range(s):
                if bits >> k & 1 and nbr[c * s + k] > c:
                    axes = self.crosses(c, k)
                    if axes:
                        found.append((c, k, axes))
        return found

    def distance_estimate(self, a, b):
        return 0  # across an edge may be nearer: no estimate that could overshoot

    def __repr__(self):
        return "%s(%d, %d, %r)" % (type(self).__name__, self.cols, self.rows, self.wrap)


class WrapSquareGrid(_Wrapped, SquareGrid):
    """A square grid that wraps (see the module docstring)."""

    def open_all(self):
        super(SquareGrid, self).open_all()  # the table's way: across the edges too


class WrapHexGrid(_Wrapped, HexGrid):
    """A hex grid that wraps (see the module docstring)."""


def make(shape, cols, rows, wrap):
    """The empty wrapped grid (ValueError if that shape and size cannot wrap)."""
    check(shape, cols, rows, wrap)
    return {"square": WrapSquareGrid, "hex": WrapHexGrid}[shape](cols, rows, wrap)
