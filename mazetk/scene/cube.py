"""The drawing of a maze on a cube (:mod:`mazetk.grids.cube`): its net, to
cut out and fold.

The grid lays the six faces out as a cross, so the shape family's drawing
(:class:`~.sloped.ShapeLayout`) draws every face's walls where they lie.
:class:`CubeLayout` adds what a net needs:

- (the walls: each wall on an edge the net cuts apart is drawn on both
  sides of the cut, as the grid's ``seam_sides`` asks of every drawing,
  so a passage round such an edge is a gap in the outline at both its
  ends, and they meet when folded;)
- a glue tab outside one edge of each cut pair, and a letter on the tab
  and outside its partner edge (A to G): glue tab A under edge A;
- the five folds, dashed, where no wall marks them;
- the way broken where it goes round a cut edge, as at a wrapped edge
  (:func:`.wraps.way_pieces`): it runs out to the cut and comes back in at
  the matching gap.
"""

from ..grids.square import E, N, S, W
from .records import Polygon, Polyline, Text
from .sloped import ShapeLayout

#: Which face of a cut pair carries the tab: the top and the bottom (the
#: flaps of the cross) first, then the back (the end of its arm).
_TAB_FIRST = (0, 5, 4, 1, 3, 2)
#: How deep a tab is, and how far its ends slope in, in cell sides.
_DEPTH, _SLOPE = 0.5, 0.4
#: The smallest tab, in pixels, worth a letter.
MIN_LETTER = 6


def _mix(a, b, share):
    """Colour ``a`` moved ``share`` of the way to colour ``b`` (``#rrggbb``)."""
    x = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    y = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#%02x%02x%02x" % tuple(int(round(u + (v - u) * share)) for u, v in zip(x, y))


def face_side(grid, face, slot):
    """The two corners of side ``slot`` of ``face`` in the net, in the
    grid's units, clockwise round the face."""
    x0, y0, x1, y1 = grid.face_box(face)
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    return corners[slot], corners[(slot + 1) % 4]


def cut_pairs(grid):
    """``[((face, slot), (face, slot)), ...]``: the seven pairs of edges the
    net cuts apart, the one that carries the tab first, in the order of
    their letters (A to G)."""
    out = []
    for fa, ka, fb, kb, folded, _reversed in grid.edges():
        if folded:
            continue
        first, second = (fa, ka), (fb, kb)
        if _TAB_FIRST.index(fb) < _TAB_FIRST.index(fa):
            first, second = second, first
        out.append((first, second))
    out.sort(key=lambda pair: (_TAB_FIRST.index(pair[0][0]), pair[0][1]))
    return out


#: Outwards from a face, by the slot of its side.
OUTWARDS = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}


def tab(grid, face, slot):
    """The tab outside side ``slot`` of ``face``: four corners, in the
    grid's units, clockwise, the first two the side it folds along."""
    (ax, ay), (bx, by) = face_side(grid, face, slot)
    size = grid.size
    slope = min(_SLOPE, size * 0.3)
    # outwards from the face, and along the side from a to b
    ox, oy = OUTWARDS[slot]
    ux, uy = (bx - ax) / size, (by - ay) / size
    return [(ax, ay), (bx, by),
            (bx + ox * _DEPTH - ux * slope, by + oy * _DEPTH - uy * slope),
            (ax + ox * _DEPTH + ux * slope, ay + oy * _DEPTH + uy * slope)]


def letter_places(grid):
    """``[(letter, (x, y)), ...]``: where each cut pair's letter goes, in the
    grid's units: on the tab, and just outside its partner edge."""
    out = []
    for i, (first, second) in enumerate(cut_pairs(grid)):
        letter = chr(ord("A") + i)
        for face, slot in (first, second):
            (ax, ay), (bx, by) = face_side(grid, face, slot)
            ox, oy = OUTWARDS[slot]
            out.append((letter, ((ax + bx) / 2.0 + ox * _DEPTH / 2.0,
                                 (ay + by) / 2.0 + oy * _DEPTH / 2.0)))
    return out


class CubeLayout(ShapeLayout):
    """Where the net of a cube maze lies in its Scene's pixels."""

    def net_records(self):
        """The tabs and their letters, and the folds, dashed: under the
        walls (in the ``cells`` layer, after any heat map's cells)."""
        style, unit = self.style, self.unit
        fill = _mix(style.background, style.wall_color, 0.12)
        faint = _mix(style.background, style.wall_color, 0.45)
        thin = max(1.0, style.wall / 2.0)
        out = []
        size = max(5, int(min(_DEPTH * unit * 0.8, 14)))
        letters = _DEPTH * unit >= MIN_LETTER
        grid = self.grid
        for first, _second in cut_pairs(grid):
            points = self._px(tab(grid, *first))
            out.append(Polygon(points, fill, "cells"))
            out.append(Polyline(points + points[:1], thin, faint, "cells"))
        if letters:
            for letter, place in letter_places(grid):
                x, y = self._px([place])[0]
                out.append(Text(x, y, letter, size, faint, "cells"))
        dash = (float(max(2, round(unit / 4.0))),) * 2
        for fa, ka, _fb, _kb, folded, _reversed in grid.edges():
            if folded:
                out.append(Polyline(self._px(face_side(grid, fa, ka)), thin, faint, "cells",
                                    dash))
        return out

