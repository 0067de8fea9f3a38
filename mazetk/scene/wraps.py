"""What a maze that wraps around adds to its drawing (:mod:`mazetk.grids.wrap`).

The maze is drawn flat; each passage across a wrapped edge is a gap in the
border with the same small mark outside both its ends: numbers across x
(left and right), letters across y (top and bottom).  The way is broken
where it crosses: it runs out to the border on one side and comes back in
from the matching gap on the other.  Works on any layout that maps grid
units to pixels (``grid_px``) and draws a way (``way``).
"""

import math

from .records import Polyline, Text

#: The smallest margin, in pixels, with room for a mark outside the border.
MIN_MARGIN = 6


def label(number, axes):
    """The mark of the ``number``-th (from 0) crossing: ``1, 2, ...`` across
    x, ``A, B, ..., Z, AA, AB, ...`` across y."""
    if "x" in axes:
        return str(number + 1)
    text, n = "", number
    while True:
        text = chr(ord("A") + n % 26) + text
        n = n // 26 - 1
        if n < 0:
            return text


def _mid(grid, cell, slot):
    side = grid.side(cell, slot)
    return (sum(p[0] for p in side) / len(side), sum(p[1] for p in side) / len(side))


def marks(grid):
    """``[(text, (x, y), (dx, dy)), ...]``: both marks of every passage
    across a wrapped edge, each at the middle of its border side, in the
    grid's units, with the way out from the cell (a unit vector)."""
    counts = {"x": 0, "y": 0}
    out = []
    for cell, slot, axes in grid.crossings():
        kind = "x" if "x" in axes else "y"
        text = label(counts[kind], kind)
        counts[kind] += 1
        other = grid.neighbour(cell, slot)
        for c, k in ((cell, slot), (other, grid.match[cell * grid.slots + slot])):
            (mx, my), (cx, cy) = _mid(grid, c, k), grid.centre(c)
            dx, dy = mx - cx, my - cy
            # straight out across the edge it crosses: a hexagon's slanted
            # sides would push marks up or down into their neighbours'
            if kind == "x" and dx:
                dx, dy = math.copysign(1.0, dx), 0.0
            d = math.sqrt(dx * dx + dy * dy) or 1.0
            out.append((text, (mx, my), (dx / d, dy / d)))
    return out


def mark_records(layout, grid, style):
    """The Text marks at both ends of every passage across a wrapped edge."""
    if not grid.wrap or style.margin < MIN_MARGIN:
        return []
    px = layout.grid_px
    # on a hex grid two sides of one cell may cross, half a cell apart
    share = 0.4 if grid.shape == "hex" else 0.6
    size = max(5, int(min(style.margin * 0.7, style.cell * share, 14)))
    # as far out as a mark of the usual size, clear of the border's zigzag
    push = style.wall / 2.0 + max(5, int(min(style.margin * 0.7, style.cell * 0.6, 14))) * 0.75
    items = []
    for text, place, (dx, dy) in marks(grid):
        mx, my = px([place])[0]
        items.append(Text(mx + dx * push, my + dy * push, text, size,
                          style.wall_color, "markers"))
    return items


def way_pieces(layout, grid, maze, path):
    """The way along ``path`` as Polylines, broken at every wrapped edge:
    each piece runs on to the middle of the border side it leaves by (or
    comes in by)."""
    pieces, start = [], 0
    exits = []  # (piece's last cell, slot), and the next piece's entry
    for i in range(len(path) - 1):
        a, b = path[i], path[i + 1]
        k = grid.slot_towards(a, b)
        if grid.crosses(a, k):
            pieces.append(path[start:i + 1])
            exits.append(((a, k), (b, grid.match[a * grid.slots + k])))
            start = i + 1
    pieces.append(path[start:])
    if len(pieces) == 1:
        return [layout.way(path, maze)]
    out = []
    for i, piece in enumerate(pieces):
        line = layout.way(piece, maze)
        points = list(line.points)
        if i > 0:
            points.insert(0, layout.grid_px([_mid(grid, *exits[i - 1][1])])[0])
        if i < len(pieces) - 1:
            points.append(layout.grid_px([_mid(grid, *exits[i][0])])[0])
        out.append(Polyline(tuple(points), line.width, line.color, line.layer))
    return out
