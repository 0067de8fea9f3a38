"""Walls as a person draws a labyrinth: long lines, round turns.

A labyrinth (:mod:`mazetk.generate.labyrinth`) is drawn with a pen: each
wall one line from end to end, however many cells it passes, and where a
wall turns a corner it turns in a curve.  :func:`merged` joins the walls
that meet end to end, where no third wall meets them, into one polyline
(a plotter, a laser cutter or an SVG editor then sees each wall whole);
:func:`rounded` replaces each sharp corner of a polyline by a curve
tangent to both of its sides (a quadratic Bezier whose control point is
the corner), cutting back at most ``radius`` along each side and never
more than 45 % of the way to the next corner, so neighbouring curves
never meet.  Arcs, drawn as fine polylines, turn a little at every point
and are left as they are.
"""

import math
from bisect import bisect_right
from collections import defaultdict

#: A turn sharper than this (degrees) at a point of a polyline is a corner.
CORNER = 25.0
#: Points of a curve that rounds a corner: at least this many, and one for
#: every few degrees of its turn (a sharp one bends most at its middle).
STEPS = 8


def merged(lines, places=6):
    """``lines`` (sequences of ``(x, y)``) joined where two, and only two,
    meet at an end: a list of point lists, each a whole wall (closed ones
    end where they begin)."""
    lines = [list(line) for line in lines if len(line) >= 2]

    def key(p):
        return round(p[0], places), round(p[1], places)

    ends = defaultdict(list)  # an end's place: [(line, 0 its first point or 1 its last)]
    for i, line in enumerate(lines):
        if key(line[0]) != key(line[-1]):
            ends[key(line[0])].append((i, 0))
            ends[key(line[-1])].append((i, 1))
    used = [False] * len(lines)

    def grow(chain, at_end):
        """Add to ``chain`` the lines that follow its last point (or, with
        ``at_end`` false, lead to its first), while one other line meets it."""
        while True:
            here = key(chain[-1] if at_end else chain[0])
            there = ends.get(here, ())
            if len(there) != 2:
                return
            nxt = [(i, which) for i, which in there if not used[i]]
            if len(nxt) != 1:
                return
            i, which = nxt[0]
            used[i] = True
            line = lines[i] if (which == 0) == at_end else lines[i][::-1]
            if at_end:
                chain.extend(line[1:])
            else:
                chain[:0] = line[:-1]

    out = []
    for i, line in enumerate(lines):
        if used[i]:
            continue
        used[i] = True
        chain = list(line)
        if key(chain[0]) != key(chain[-1]):
            grow(chain, True)
            if key(chain[0]) != key(chain[-1]):
                grow(chain, False)
        out.append(chain)
    return out


def _turn(a, b, c):
    """The turn at ``b`` from a-b to b-c, in degrees (0 straight on)."""
    ux, uy, vx, vy = b[0] - a[0], b[1] - a[1], c[0] - b[0], c[1] - b[1]
    lu, lv = math.hypot(ux, uy), math.hypot(vx, vy)
    if lu == 0 or lv == 0:
        return 0.0
    cos = max(-1.0, min(1.0, (ux * vx + uy * vy) / (lu * lv)))
    return math.degrees(math.acos(cos))


def rounded(points, radius):
    """``points`` with each corner (a turn over :data:`CORNER`) rounded off
    (see the module docstring); a closed polyline stays closed."""
    pts = [tuple(p) for p in points]
    if len(pts) < 3:
        return pts
    closed = math.dist(pts[0], pts[-1]) < 1e-6
    if closed:  # begin halfway along the first side, which is then no corner
        mid = ((pts[0][0] + pts[1][0]) / 2.0, (pts[0][1] + pts[1][1]) / 2.0)
        pts = [mid] + pts[1:-1] + [pts[0], mid]
    along = [0.0]
    for a, b in zip(pts, pts[1:]):
        along.append(along[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
    corners = [i for i in range(1, len(pts) - 1) if _turn(pts[i - 1], pts[i], pts[i + 1]) > CORNER]
    if not corners:
        return pts
    marks = [0.0] + [along[i] for i in corners] + [along[-1]]

    def at(s):
        """The point ``s`` along the polyline, and the index of the point
        before it."""
        j = max(0, min(len(pts) - 2, bisect_right(along, s) - 1))
        a, b = pts[j], pts[j + 1]
        seg = along[j + 1] - along[j]
        t = 0.0 if seg == 0 else (s - along[j]) / seg
        return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), j

    out, last = [], 0  # points kept so far; the index of the next point to keep
    for n, i in enumerate(corners, 1):
        cut = min(radius, 0.45 * (marks[n] - marks[n - 1]), 0.45 * (marks[n + 1] - marks[n]))
        (ax, ay), ja = at(along[i] - cut)
        (bx, by), jb = at(along[i] + cut)
        out.extend(pts[last:ja + 1])
        cx, cy = pts[i]
        steps = max(STEPS, int(_turn(pts[i - 1], pts[i], pts[i + 1]) / 3))
        for k in range(steps + 1):
            t = k / float(steps)
            u = 1.0 - t
            out.append((u * u * ax + 2 * u * t * cx + t * t * bx,
                        u * u * ay + 2 * u * t * cy + t * t * by))
        last = jb + 1
    out.extend(pts[last:])
    return out
