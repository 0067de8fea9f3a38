"""The hex grid (sigma): ``cols`` x ``rows`` flat-topped hexagons.

Cell ``row * cols + col``.  Columns stand side by side; every odd column
(1, 3, ...) sits half a cell lower than the even ones, so a cell of an even
column touches row ``r - 1`` on its upper diagonals and row ``r`` on its
lower ones, and a cell of an odd column row ``r`` and ``r + 1``.

Slots, clockwise from the top: 0 north, 1 north-east, 2 south-east,
3 south, 4 south-west, 5 north-west; the side beyond slot ``k`` is slot
``(k + 3) % 6`` of the neighbour.  Geometry is in units of the hexagon's
circumradius: a cell is 2 wide and sqrt(3) tall, columns are 1.5 apart.
"""

import math
from .base import RowGrid, inside_convex
from .lattice import ColumnLattice

SQ3 = math.sqrt(3.0)
#: Corners of a hexagon around its centre, clockwise from the top-left one;
#: side k runs from corner k to corner k + 1.
_CORNERS = ((-0.5, -SQ3 / 2), (0.5, -SQ3 / 2), (1.0, 0.0),
            (0.5, SQ3 / 2), (-0.5, SQ3 / 2), (-1.0, 0.0))
# (row step, col step) of each slot, for even and for odd columns.
_EVEN = ((-1, 0), (-1, 1), (0, 1), (1, 0), (0, -1), (-1, -1))
_ODD = ((-1, 0), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))


class HexGrid(RowGrid):
    """``cols`` x ``rows`` hexagons (see the module docstring)."""

    kind = "hex"
    KINDS = (_EVEN, _ODD)

    def __init__(self, cols, rows):
        super().__init__(cols, rows, opp=(3, 4, 5, 0, 1, 2))

    def lattice(self):
        """Column by column: there every side is one step, whatever the column."""
        return ColumnLattice(self)

    # -- geometry -----------------------------------------------------------
    def extent(self):
        height = self.rows * SQ3 + (SQ3 / 2 if self.cols > 1 else 0.0)
        return 1.5 * self.cols + 0.5, height

    def centre(self, cell):
        r, c = divmod(cell, self.cols)
        return 1.0 + 1.5 * c, SQ3 / 2 + SQ3 * r + (SQ3 / 2 if c & 1 else 0.0)

    def polygon(self, cell):
        x, y = self.centre(cell)
        return [(x + dx, y + dy) for dx, dy in _CORNERS]

    def side(self, cell, slot):
        x, y = self.centre(cell)
        (ax, ay), (bx, by) = _CORNERS[slot], _CORNERS[(slot + 1) % 6]
        return [(x + ax, y + ay), (x + bx, y + by)]

    def cell_at(self, x, y):
        """The cell whose hexagon holds the point, or -1."""
        c_guess = int((x - 1.0) / 1.5 + 0.5)
        best, best_d = -1, None
        for c in (c_guess - 1, c_guess, c_guess + 1):
            if not 0 <= c < self.cols:
                continue
            shift = SQ3 / 2 if c & 1 else 0.0
            r_guess = int((y - SQ3 / 2 - shift) / SQ3 + 0.5)
            for r in (r_guess - 1, r_guess, r_guess + 1):
                if 0 <= r < self.rows:
                    cx, cy = 1.0 + 1.5 * c, SQ3 / 2 + SQ3 * r + shift
                    d = (x - cx) ** 2 + (y - cy) ** 2
                    if best_d is None or d < best_d:
                        best, best_d = r * self.cols + c, d
        # Nearest centre is the right cell inside the tiling; outside it the
        # point must also lie within the hexagon (inradius sqrt(3)/2 .. 1).
        if best < 0 or best_d > 1.0 or not inside_convex(self.polygon(best), x, y):
            return -1
        return best

    def distance_estimate(self, a, b):
        """Steps between two cells with no walls (cube coordinates)."""
        ra, ca = divmod(a, self.cols)
        rb, cb = divmod(b, self.cols)
        za, zb = ra - (ca - (ca & 1)) // 2, rb - (cb - (cb & 1)) // 2
        dx, dz = ca - cb, za - zb
        return max(abs(dx), abs(dz), abs(dx + dz))
