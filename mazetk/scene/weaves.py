"""What a woven maze adds to its drawing (:mod:`mazetk.grids.weave`).

The walls are drawn from the passage bits, where a crossing cell is open on
all four (square) or four of six (hex) sides.  Over them, each crossing
gets the book's inset drawing: the passage on top keeps its two walls
across the cell (the rails), and the one beneath shows as gaps in the
crossing cell's walls whose sides stop at the rails, as if it ran under
them.  The way is drawn solid on top and thin and dashed where it runs
beneath.  Works on any layout that maps grid units to pixels (``grid_px``)
and draws a way (``way``).
"""

from .records import Line, Polyline, Rect

#: Where a side's gap begins and ends, as a share of the side.
INSET = 0.25


def _lerp(p, q, t):
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def _meet(p, d, a, e):
    """The ``s`` where ``p + s d`` crosses the line through ``a`` along ``e``."""
    den = d[0] * e[1] - d[1] * e[0]
    if abs(den) < 1e-12:
        return None
    return ((a[0] - p[0]) * e[1] - (a[1] - p[1]) * e[0]) / den


def crossing_segments(grid, u):
    """The segments (pairs of points, grid units) of crossing cell ``u``."""
    s = grid.slots
    half = s // 2
    t = grid.under[u] - 1  # the tunnel's axis
    bits = grid.passages[u]
    j = next(k for k in range(half) if k != t and bits >> k & 1)  # the top passage's
    corners = grid.polygon(u)
    cx, cy = grid.centre(u)

    def mouth(k):
        p, q = corners[k], corners[(k + 1) % s]
        return p, _lerp(p, q, INSET), _lerp(p, q, 1 - INSET), q

    out = []
    for k in (j, t, j + half, t + half):
        p, m0, m1, q = mouth(k)
        out += [(p, m0), (m1, q)]  # the shoulders beside the gap
    _, a0, a1, _ = mouth(j)
    _, b0, b1, _ = mouth(j + half)
    rails = [(a1, b0), (a0, b1)]
    out += rails
    for k in (t, t + half):
        p, m0, m1, q = mouth(k)
        mx, my = (m0[0] + m1[0]) / 2.0, (m0[1] + m1[1]) / 2.0
        d = (cx - mx, cy - my)  # inwards, along the tunnel
        for m in (m0, m1):
            hits = [x for x in (_meet(m, d, r[0], (r[1][0] - r[0][0], r[1][1] - r[0][1]))
                                for r in rails) if x is not None and x > 0]
            if hits:
                x = min(hits)
                out.append((m, (m[0] + d[0] * x, m[1] + d[1] * x)))
    return out


def crossing_records(layout, grid, style):
    """The records of every crossing: Lines on a square grid, Polylines else."""
    if grid.under is None:
        return []
    px = layout.grid_px
    square = grid.kind == "square"
    items = []
    half = style.wall / 2.0
    for _a, u, _b in grid.tunnels():
        if square:  # the four corners between the two passages, solid
            cx, cy = grid.centre(u)
            for sx in (-1, 1):
                for sy in (-1, 1):
                    corner = (cx + sx * 0.5, cy + sy * 0.5)
                    inner = (corner[0] - sx * INSET, corner[1] - sy * INSET)
                    (x0, y0), (x1, y1) = px([corner, inner])
                    items.append(Rect(round(min(x0, x1) - half, 6), round(min(y0, y1) - half, 6),
                                      round(max(x0, x1) + half, 6), round(max(y0, y1) + half, 6),
                                      style.wall_color, "walls"))
        for p, q in crossing_segments(grid, u):
            (x0, y0), (x1, y1) = px([p, q])
            if square:
                items.append(Line(round(x0, 6), round(y0, 6), round(x1, 6), round(y1, 6),
                                  style.wall, style.wall_color, "walls"))
            else:
                # the layer after the walls: a painter that takes a shape's
                # walls straight from the grid keeps its "walls" layer for them
                items.append(Polyline(((x0, y0), (x1, y1)), style.wall, style.wall_color,
                                      "legend"))
    return items


def way_pieces(layout, grid, maze, path, dash):
    """The way along ``path``: solid pieces on top, joined by a thin dashed
    line (``dash`` makes its dashes from a width) for every tunnel, drawn
    first so that a way over a crossing covers the way under it."""
    pieces, start, tunnels = [], 0, []
    for i in range(len(path) - 1):
        u = grid.tunnel_under(path[i], path[i + 1])
        if u >= 0:
            pieces.append((path[start:i + 1], u))
            start = i + 1
    pieces.append((path[start:], -1))
    if len(pieces) == 1:
        return [layout.way(path, maze)]
    solid = []
    for i, (piece, u) in enumerate(pieces):
        line = layout.way(piece, maze)
        points = list(line.points)
        if i > 0:  # in from the mouth of the tunnel before
            prev = pieces[i - 1][1]
            points.insert(0, _mid(layout, grid, prev, piece[0]))
        if u >= 0:  # on to the mouth of the tunnel after
            points.append(_mid(layout, grid, piece[-1], u))
            nxt = pieces[i + 1][0][0]
            ends = [_mid(layout, grid, piece[-1], u), _mid(layout, grid, u, nxt)]
            width = max(1.0, round(line.width / 2.0))
            tunnels.append(dash(Polyline(tuple(ends), width, line.color, line.layer)))
        solid.append(Polyline(tuple(points), line.width, line.color, line.layer))
    return tunnels + solid


def _mid(layout, grid, a, b):
    """The pixel halfway between the centres of neighbours ``a`` and ``b``."""
    (ax, ay), (bx, by) = grid.centre(a), grid.centre(b)
    return layout.grid_px([((ax + bx) / 2.0, (ay + by) / 2.0)])[0]
