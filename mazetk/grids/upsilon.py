"""The upsilon grid: octagons and squares (the truncated square tiling).

``cols`` x ``rows`` places, cell ``row * cols + col``; a place holds an
octagon when ``row + col`` is even and a small square otherwise.  Slots,
clockwise from the top: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW.  An
octagon has all eight sides (its diagonal sides touch the octagons at
``(r +- 1, c +- 1)``); a square has only N, E, S and W, its diagonal slots
are "no side" (-2).  The side beyond slot ``k`` is slot ``(k + 4) % 8``.
Geometry is in units of the distance between two neighbouring places.
"""

import math

from .base import RowGrid, inside_convex

_A = 2 - math.sqrt(2.0)        # the side of an octagon and of a square
_P = math.sqrt(2.0) / 2        # an octagon's inradius
_H = _A / 2
_OCTAGON = ((-_H, -_P), (_H, -_P), (_P, -_H), (_P, _H), (_H, _P), (-_H, _P), (-_P, _H), (-_P, -_H))
_SQUARE = ((-_H, -_H), (_H, -_H), (_H, _H), (-_H, _H))
_OCTAGON_STEPS = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
_SQUARE_STEPS = tuple(None if k & 1 else step for k, step in enumerate(_OCTAGON_STEPS))


class UpsilonGrid(RowGrid):
    """Octagons and squares (see the module docstring)."""

    kind = "upsilon"
    KINDS = (_OCTAGON_STEPS, _SQUARE_STEPS)
    CHECKER = True

    def __init__(self, cols, rows):
        super().__init__(cols, rows, opp=(4, 5, 6, 7, 0, 1, 2, 3))

    def is_octagon(self, cell):
        r, c = divmod(cell, self.cols)
        return (r + c) & 1 == 0

    # -- geometry -----------------------------------------------------------
    def extent(self):
        return self.cols - 1 + 2 * _P, self.rows - 1 + 2 * _P

    def centre(self, cell):
        r, c = divmod(cell, self.cols)
        return _P + c, _P + r

    def polygon(self, cell):
        x, y = self.centre(cell)
        shape = _OCTAGON if self.is_octagon(cell) else _SQUARE
        return [(x + dx, y + dy) for dx, dy in shape]

    def side(self, cell, slot):
        pts = self.polygon(cell)
        if self.is_octagon(cell):
            return [pts[slot], pts[(slot + 1) % 8]]
        if slot & 1:
            raise ValueError("a square cell has no side %d" % slot)  # i18n: keep (a caller's bug)
        k = slot // 2
        return [pts[k], pts[(k + 1) % 4]]

    def cell_at(self, x, y):
        c0, r0 = int(round(x - _P)), int(round(y - _P))
        for r in (r0, r0 - 1, r0 + 1):
            for c in (c0, c0 - 1, c0 + 1):
                if 0 <= r < self.rows and 0 <= c < self.cols:
                    cell = r * self.cols + c
                    if inside_convex(self.polygon(cell), x, y):
                        return cell
        return -1

    def distance_estimate(self, a, b):
        ra, ca = divmod(a, self.cols)
        rb, cb = divmod(b, self.cols)
        return max(abs(ra - rb), abs(ca - cb))
