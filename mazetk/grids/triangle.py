"""The triangle grid (delta): ``cols`` x ``rows`` triangles, alternately up and down.

Cell ``row * cols + col``; the cell points up when ``row + col`` is even
(so the top-left cell points up) and down otherwise.  A row of ``cols``
triangles is ``(cols + 1) / 2`` sides wide.

Slots, clockwise: an up triangle has 0 its right side, 1 its base, 2 its
left side; a down triangle has 0 its top, 1 its right side, 2 its left
side.  So the side beyond slot ``k`` is not always the same slot: an up
cell's right side (0) is the left side (2) of the down cell to its right,
its base (1) the top (0) of the cell below, its left side (2) the right side
(1) of the cell to its left.  ``match`` holds that table.  Geometry is in
units of a side: a cell is 1 wide and sqrt(3)/2 tall.
"""

import math

from ..i18n import _
from .base import RowGrid

H = math.sqrt(3.0) / 2
# Steps and far slots: up (right, base, left), down (top, right, left).
_UP, _UP_MATCH = ((0, 1), (1, 0), (0, -1)), bytes((2, 0, 1))
_DOWN, _DOWN_MATCH = ((-1, 0), (0, 1), (0, -1)), bytes((1, 2, 0))


class TriangleGrid(RowGrid):
    """``cols`` x ``rows`` triangles (see the module docstring)."""

    kind = "triangle"
    KINDS = (_UP, _DOWN)
    CHECKER = True
    KIND_MATCH = (_UP_MATCH, _DOWN_MATCH)

    def __init__(self, cols, rows):
        if cols == 1 and rows > 2:
            # One column is a stack of up-down pairs that touch nothing else.
            raise ValueError(_("a triangle maze of more than 2 rows needs at least 2 columns"))
        super().__init__(cols, rows)

    def points_up(self, cell):
        r, c = divmod(cell, self.cols)
        return (r + c) & 1 == 0

    # -- geometry -----------------------------------------------------------
    def extent(self):
        return (self.cols + 1) / 2.0, self.rows * H

    def polygon(self, cell):
        """The three corners, clockwise from the apex (up) or top-left (down)."""
        r, c = divmod(cell, self.cols)
        x0, x1, x2 = c / 2.0, c / 2.0 + 0.5, c / 2.0 + 1.0
        top, bottom = r * H, (r + 1) * H
        if (r + c) & 1 == 0:
            return [(x1, top), (x2, bottom), (x0, bottom)]
        return [(x0, top), (x2, top), (x1, bottom)]

    def centre(self, cell):
        pts = self.polygon(cell)
        # added in order, not with sum(): Python 3.12's rounds otherwise
        return (pts[0][0] + pts[1][0] + pts[2][0]) / 3.0, (pts[0][1] + pts[1][1] + pts[2][1]) / 3.0

    def side(self, cell, slot):
        pts = self.polygon(cell)
        return [pts[slot], pts[(slot + 1) % 3]]

    def cell_at(self, x, y):
        """The cell whose triangle holds the point, or -1."""
        if y < 0 or x < 0:
            return -1
        r = int(y / H)
        if r >= self.rows:
            return -1
        fy = y / H - r  # 0 at the top of the row, 1 at the bottom
        # Up cells of this row have apexes at x = c/2 + 1/2 for even r + c.
        c = int(2 * x)  # the half-unit strip; the cell is c or c - 1
        for cc in (c, c - 1):
            if 0 <= cc < self.cols:
                up = (r + cc) & 1 == 0
                left = cc / 2.0
                u = x - left  # 0 .. 1 across the cell's bounding box
                if up:
                    inside = abs(u - 0.5) <= fy / 2 + 1e-12
                else:
                    inside = abs(u - 0.5) <= (1 - fy) / 2 + 1e-12
                if inside and 0 <= u <= 1:
                    return r * self.cols + cc
        return -1

    def distance_estimate(self, a, b):
        ra, ca = divmod(a, self.cols)
        rb, cb = divmod(b, self.cols)
        dr, dc = abs(ra - rb), abs(ca - cb)
        return max(dr + dc, 2 * dr - 1)
