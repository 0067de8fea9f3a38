"""A maze -> an SVG for pen plotters and laser cutters, in millimetres.

A plotter draws each path with the pen down and moves between paths with
the pen up, so the file is made for the pen, not the eye: every wall
segment is drawn exactly once, the walls are joined into as few long paths
as the maze allows, and the paths come in an order that keeps the pen-up
travel short.  The walls, the solution and the text (title and maze code,
drawn with :mod:`mazetk.fonts.strokefont`) are groups of their own, which plotter
software (vpype, the AxiDraw and Inkscape extensions) treats as layers.

- Joining: the closed sides make a graph whose nodes are wall corners;
  :func:`joined_paths` splits it into as few trails as the graph allows:
  one for each pair of odd corners (a wall's free end, a T-junction), one
  for a piece without any (a closed loop).  A virtual corner joined to the
  odd ones makes every degree even; Hierholzer's walk finds Euler circuits,
  cut where they pass the virtual corner.
- Order: :func:`plot_order` starts at the page's top-left corner and always
  goes on with the nearest free path end (reversing that path if its far end
  is the nearer), found through a grid of buckets.  Distances are compared
  squared, and where two are too close for floats to tell, exactly (as
  fractions): so a tie is a true tie, broken by the lower path number, and
  the order is the same on every Python (``math.hypot`` rounds differently
  from 3.10 on, and ties broken by it made the files differ).
"""

import itertools
import math
import re

from ..fonts import strokefont
from ..i18n import N_, _
from ..numbers import decimal
from ..scene import DASH, UNIT, Style, dash_pieces, figure_box, wall_chains
from .common import chunked, num

#: The page's empty border around everything drawn (mm).
MARGIN_MM = 10.0
#: A hairline: what a laser cutter cuts and a fine pen draws.
HAIRLINE_MM = 0.1
DEFAULT_CELL_MM = 5.0
CELL_MM = (1.0, 100.0)
PEN_MM = (0.01, 5.0)
#: Cap height of the maze code under the maze (mm), at most.
CODE_MM = 2.5
#: The width of a picture's solution, as a share of a cell: a dashed way's
#: dashes and gaps are sized from it, as in a picture.
WAY_SHARE = 0.3


def check_mm(value, what, low, high):
    """``value`` as a float of millimetres from ``low`` to ``high``, or
    ValueError naming ``what`` (marked with ``N_``, translated here)."""
    try:
        number = decimal(re.sub(r"\s*mm\s*\Z", "", str(value).strip().lower()))
    except ValueError:
        raise ValueError(_("%(what)s must be a number of millimetres, not %(value)r")
                         % {"what": _(what), "value": value}) from None
    if not low <= number <= high:
        raise ValueError(_("%(what)s must be from %(low)s to %(high)s mm, not %(value)s")
                         % {"what": _(what), "low": num(low), "high": num(high),
                            "value": str(value).strip()})
    return number


def plotter_svg(maze, cell_mm=DEFAULT_CELL_MM, pen_mm=None, solution=False, solver="bfs",
                style=None):
    """The whole file of :func:`iter_plotter` as ``bytes``."""
    return b"".join(iter_plotter(maze, cell_mm, pen_mm, solution, solver, style))


#: The most cells a plotter file is made of: 500 x 500 at 5 mm is 2.5 m
#: across, beyond any plotter's bed, and the joined walls are held in memory.
MAX_CELLS = 250000


def check_cells(cells):
    """ValueError for a maze too big for the plotter format."""
    if cells > MAX_CELLS:
        raise ValueError(_("the plotter format draws mazes of up to %(most)d cells "
                           "(500 x 500), not %(cells)d") % {"most": MAX_CELLS, "cells": cells})


def iter_plotter(maze, cell_mm=DEFAULT_CELL_MM, pen_mm=None, solution=False, solver="bfs",
                 style=None):
    """The plotter SVG of ``maze`` in chunks of bytes.

    A cell is about ``cell_mm`` across (as a cell is ``style.cell`` pixels in
    a picture); every stroke is ``pen_mm`` wide, or a hairline.  With
    ``solution`` the way from start to goal is one path in ``<g
    id="solution">``.  ``style`` gives the colours and the title.
    """
    check_cells(maze.grid.n)
    cell_mm = check_mm(cell_mm, N_("the cell size"), *CELL_MM)
    pen = HAIRLINE_MM if pen_mm is None else check_mm(pen_mm, N_("the pen width"), *PEN_MM)
    style = (style or Style()).validate()
    return chunked(_lines(pen, *_layers(maze, cell_mm, solution, solver, style)),
                   encoding="utf-8")


def _lines(pen, width, height, layers, notes, code):
    """The file's lines: the page in mm, then a group of paths a layer."""
    yield '<?xml version="1.0" encoding="UTF-8"?>'
    yield ('<svg xmlns="http://www.w3.org/2000/svg" '
           'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" version="1.1" '
           'width="%smm" height="%smm" viewBox="0 0 %s %s">'
           % (_mm(width), _mm(height), _mm(width), _mm(height)))
    yield "<title>%s</title>" % _xml("maze %s" % code if code else "maze")
    yield "<!-- pen-up travel: %s -->" % "; ".join(notes)
    for name, colour, paths in layers:
        yield ('<g id="%s" inkscape:groupmode="layer" inkscape:label="%s" fill="none" '
               'stroke="%s" stroke-width="%s" stroke-linecap="round" stroke-linejoin="round">'
               % (name, name, colour, _mm(pen)))
        for points in paths:
            yield '<path d="M%s"/>' % " L".join("%s %s" % (_mm(x), _mm(y)) for x, y in points)
        yield "</g>"
    yield "</svg>"


def _layers(maze, cell_mm, solution, solver, style):
    """``(width, height, layers, notes, code)``: the page in mm, its
    ``(name, colour, paths)`` layers in plotting order, and the travel notes."""
    grid = maze.grid
    unit = cell_mm * UNIT[grid.shape]
    bx, by, bx1, by1 = figure_box(grid)
    w, h = bx1 - bx, by1 - by
    title_cap = min(8.0, max(3.0, cell_mm)) if style.title else 0.0
    code = maze.code or ""
    code_cap = CODE_MM if code else 0.0
    # a wrapped maze's marks stand outside its border: room for them above
    # and below, between the figure and the title and code
    mark_cap = min(2.0, 0.4 * cell_mm) if grid.wrap else 0.0
    room = 2.2 * mark_cap
    top = MARGIN_MM + title_cap * 2.0 + room  # where the figure's box begins
    x0, y0 = MARGIN_MM - bx * unit, top - by * unit
    width = 2 * MARGIN_MM + w * unit
    height = top + h * unit + room + code_cap * 2.4 + MARGIN_MM

    def mm(points):
        return tuple((x0 + x * unit, y0 + y * unit) for x, y in points)

    walls, wall_travel = plot_order([mm(p) for p in joined_paths(grid)])
    naive = travel(mm(chain) for chain in wall_chains(grid))
    layers = [("walls", style.wall_color, walls)]
    notes = ["walls %s mm in %d paths (%s mm in the cells' order)"
             % (_mm(wall_travel), len(walls), _mm(naive))]
    if solution:
        way = [mm(piece) for piece in _solution(maze, solver)]
        if way:
            if style.solution_style == "dashed":
                dash = tuple(k * WAY_SHARE * cell_mm for k in DASH)
                way = [bit for piece in way for bit in dash_pieces(piece, dash)]
            layers.append(("solution", style.solution_color, way))
    text = []
    inner = width - 2 * MARGIN_MM
    net = _net(grid, cell_mm) if grid.kind == "cube" else None
    if net is not None:
        folds, cut, letters = net
        text += [mm(points) for points in letters]
    if grid.wrap:  # the same mark at both ends of a passage across a wrapped edge
        from ..scene.wraps import marks
        for words, (x, y), (dx, dy) in marks(grid):
            (px, py), = mm([(x, y)])
            push = mark_cap * 1.1
            text += _text(words, mark_cap, px + dx * push, py + dy * push + mark_cap / 2.0,
                          inner)
    if style.title:
        text += _text(style.title, title_cap, width / 2.0, top - title_cap * 0.6, inner)
    if code:
        text += _text(code, code_cap, width / 2.0, top + h * unit + room + code_cap * 1.8,
                      inner)
    if text:
        last = layers[-1][2][-1][-1] if layers[-1][2] else (0.0, 0.0)
        text, text_travel = plot_order(text, last)
        layers.append(("text", style.wall_color, text))
        notes.append("text %s mm" % _mm(text_travel))
    if net is not None:  # scored, then cut out: the paper stays put till the last
        for name, paths in (("folds", folds), ("cut", cut)):
            last = layers[-1][2][-1][-1] if layers[-1][2] else (0.0, 0.0)
            paths, moved = plot_order([mm(p) for p in paths], last)
            layers.append((name, style.wall_color, paths))
            notes.append("%s %s mm" % (name, _mm(moved)))
    return width, height, layers, notes, code


def _net(grid, cell_mm):
    """``(folds, cut, letters)`` of a cube's net, in the grid's units: the
    folds dashed (the five between faces and the seven where a tab meets
    its face: a laser's perforation, a pen's dashes), the outline round
    the faces and the tabs as one closed path, and the tabs' letters."""
    from ..scene.cube import cut_pairs, face_side, letter_places, tab
    dash = tuple(d / cell_mm for d in (1.5, 1.0))  # 1.5 mm dashes, 1 mm gaps
    hinges = [face_side(grid, fa, ka) for fa, ka, _fb, _kb, folded, _r in grid.edges()
              if folded]
    outline = []
    for first, second in cut_pairs(grid):
        corners = tab(grid, *first)
        hinges.append(corners[:2])
        outline += [(corners[1], corners[2]), (corners[2], corners[3]),
                    (corners[3], corners[0])]
        outline.append(face_side(grid, *second))
    folds = [piece for hinge in hinges for piece in dash_pieces(list(hinge), dash)]
    cap = 0.25  # of a cell: the letters fit the tab's depth
    letters = [tuple(points) for letter, (x, y) in letter_places(grid)
               for points in strokefont.layout(letter, cap, x, y + cap / 2.0, anchor="middle")]
    return folds, [_closed(outline)], letters


def _closed(segments):
    """Segments that meet end to end, as one path round them (a loop)."""
    def key(p):
        return (round(p[0], 6), round(p[1], 6))
    ends = {}
    for i, (a, b) in enumerate(segments):
        ends.setdefault(key(a), []).append((i, b))
        ends.setdefault(key(b), []).append((i, a))
    used = {0}
    path = [segments[0][0], segments[0][1]]
    while len(used) < len(segments):
        step = next(((i, far) for i, far in ends[key(path[-1])] if i not in used), None)
        if step is None:  # not one loop: a caller's bug
            raise ValueError("the net's outline is not one loop")  # i18n: keep
        used.add(step[0])
        path.append(step[1])
    return path


def _mm(value):
    """A length in mm to the micrometre."""
    return num(round(value, 3))


def _xml(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _text(words, cap, x, y, room):
    """One centred line of strokes, its baseline at ``y``, shrunk to ``room``."""
    cap = min(cap, cap * room / max(strokefont.width(words, cap), 1e-9))
    return [tuple(points) for points in strokefont.layout(words, cap, x, y, anchor="middle")]


def _solution(maze, solver):
    """The way through the cells' centres, out through the openings, in grid
    units: a list of paths, broken where it crosses a wrapped edge or goes
    round a cube's cut edge (each piece runs on to the middle of the side it
    leaves by, and the next comes in from the matching side)."""
    grid = maze.grid
    path = maze.solve(solver).path
    if not path:
        return []
    crosses = getattr(grid, "crosses", None)
    pieces, piece = [], _opening(grid, path[0]) + [grid.centre(path[0])]
    for a, b in zip(path, path[1:]):
        k = grid.slot_towards(a, b)
        if crosses is not None and crosses(a, k):
            pieces.append(piece + [_middle(grid, a, k)])
            piece = [_middle(grid, b, grid.match[a * grid.slots + k])]
        piece.append(grid.centre(b))
    pieces.append(piece + _opening(grid, path[-1]))
    return pieces


def _middle(grid, cell, slot):
    """The middle of side ``slot`` of ``cell``."""
    side = grid.side(cell, slot)
    if len(side) > 2:
        return side[len(side) // 2]
    return ((side[0][0] + side[1][0]) / 2.0, (side[0][1] + side[1][1]) / 2.0)


def _opening(grid, cell):
    """``[the middle of cell's opening in the outer wall]``, or ``[]``."""
    for k in grid.border_slots(cell):
        if grid.is_open(cell, k):
            return [_middle(grid, cell, k)]
    return []


def joined_paths(grid):
    """The closed sides of ``grid`` as few long polylines (grid units), each
    segment once: trails of the graph of wall corners, one per pair of odd
    corners of each piece (a closed loop where a piece has none)."""
    index, points, adjacent, ends = {}, [], [], []
    seen = set()

    def node(p):
        key = (round(p[0], 6), round(p[1], 6))
        n = index.get(key)
        if n is None:
            n = index[key] = len(points)
            points.append(p)
            adjacent.append([])
        return n

    for chain in wall_chains(grid):
        a = node(chain[0])
        for p in chain[1:]:
            b = node(p)
            pair = (a, b) if a < b else (b, a)
            if a != b and pair not in seen:
                seen.add(pair)
                adjacent[a].append(len(ends))
                adjacent[b].append(len(ends))
                ends.append(pair)
            a = b
    # A virtual corner joined to every odd corner makes every degree even:
    # Euler circuits, cut where they pass the virtual corner, are the trails.
    virtual = len(points)
    adjacent.append([])
    for v in range(virtual):
        if len(adjacent[v]) % 2:
            adjacent[v].append(len(ends))
            adjacent[virtual].append(len(ends))
            ends.append((v, virtual))
    used = bytearray(len(ends))
    cursor = [0] * len(adjacent)

    def free_edge(v):
        edges, i = adjacent[v], cursor[v]
        while i < len(edges) and used[edges[i]]:
            i += 1
        cursor[v] = i
        return edges[i] if i < len(edges) else -1

    paths = []
    for root in itertools.chain((virtual,), range(virtual)):
        if free_edge(root) < 0:
            continue
        stack, trail = [root], []  # Hierholzer's walk, without recursion
        while stack:
            v = stack[-1]
            e = free_edge(v)
            if e >= 0:
                used[e] = 1
                a, b = ends[e]
                stack.append(b if a == v else a)
                continue
            stack.pop()
            if v != virtual:
                trail.append(points[v])
                continue
            if trail:
                paths.append(tuple(trail))
            trail = []
        if trail:
            paths.append(tuple(trail))
    return paths


def travel(paths, start=(0.0, 0.0)):
    """The pen-up distance to draw ``paths`` in the order given, from ``start``."""
    total, (x, y) = 0.0, start
    for points in paths:
        total += math.sqrt(_squared(points[0], (x, y)))
        x, y = points[-1]
    return total


def _squared(p, q):
    """The squared distance from ``p`` to ``q``: the same float on every Python."""
    dx, dy = p[0] - q[0], p[1] - q[1]
    return dx * dx + dy * dy


def plot_order(paths, start=(0.0, 0.0)):
    """``(paths, travel)``: ``paths`` reordered, each perhaps reversed, so
    that the pen always goes on to the nearest free end (greedy), and the
    pen-up distance of that order from ``start``."""
    paths = list(paths)
    if not paths:
        return [], 0.0
    xs = [v for p in paths for v in (p[0][0], p[-1][0])]
    ys = [v for p in paths for v in (p[0][1], p[-1][1])]
    left, top = min(xs), min(ys)
    span = max(max(xs) - left, max(ys) - top, 1e-9)
    size = max(span / math.sqrt(len(paths)), 1e-9)
    cols = int(span / size) + 1

    def bucket(p):
        return (min(cols, max(0, int((p[0] - left) / size))),
                min(cols, max(0, int((p[1] - top) / size))))

    buckets = {}
    for i, p in enumerate(paths):
        for end in (p[0], p[-1]):
            buckets.setdefault(bucket(end), set()).add(i)
    free = set(range(len(paths)))
    order, total, pen = [], 0.0, start
    while free:
        i, flip, dist = _nearest(pen, paths, buckets, bucket(pen), size, cols, free)[:3]
        points = paths[i][::-1] if flip else paths[i]
        for end in (points[0], points[-1]):
            buckets[bucket(end)].discard(i)
        free.discard(i)
        order.append(points)
        total += math.sqrt(dist)
        pen = points[-1]
    return order, total


def _nearest(pen, paths, buckets, home, size, cols, free):
    """``(path, reversed, squared distance, end)`` of the free path end
    nearest ``pen`` (the lower path number on a tie): rings of buckets around the
    pen's, until no nearer end can lie further out; a whole scan once the
    rings have grown wide and found nothing."""
    best = None
    hx, hy = home
    for r in range(cols + 2):
        if r > 8 and best is None:
            return _closest(pen, paths, free)
        for bx, by in _ring(hx, hy, r):
            for i in buckets.get((bx, by), ()):
                best = _better(best, pen, paths[i], i)
        if best is not None and best[2] <= (r * size) * (r * size):
            return best
    return best if best is not None else _closest(pen, paths, free)


def _closest(pen, paths, free):
    best = None
    for i in free:
        best = _better(best, pen, paths[i], i)
    return best


#: Squared distances closer than this share of themselves are compared exactly.
_CLOSE = 1e-12


def _better(best, pen, points, i):
    for flip, end in ((False, points[0]), (True, points[-1])):
        d = _squared(end, pen)
        if best is None:
            best = (i, flip, d, end)
        elif abs(d - best[2]) > _CLOSE * best[2]:
            if d < best[2]:
                best = (i, flip, d, end)
        elif end == best[3]:  # one corner, the end of two paths
            if i < best[0]:
                best = (i, flip, d, end)
        else:
            (a, b), (c, e) = _exact_squared(end, pen), _exact_squared(best[3], pen)
            if a * e < c * b or a * e == c * b and i < best[0]:
                best = (i, flip, d, end)
    return best


def _exact_squared(p, q):
    """The squared distance from ``p`` to ``q`` without rounding, as a
    fraction ``(numerator, denominator)`` of whole numbers."""
    (xn, xd), (yn, yd) = _exact_difference(p[0], q[0]), _exact_difference(p[1], q[1])
    return xn * xn * yd * yd + yn * yn * xd * xd, xd * xd * yd * yd


def _exact_difference(a, b):
    """``a - b`` of two floats as ``(numerator, denominator)``, exactly."""
    (an, ad), (bn, bd) = a.as_integer_ratio(), b.as_integer_ratio()
    return an * bd - bn * ad, ad * bd


def _ring(x, y, r):
    """The buckets at Chebyshev distance ``r`` from ``(x, y)``."""
    if r == 0:
        yield x, y
        return
    for dx in range(-r, r + 1):
        yield x + dx, y - r
        yield x + dx, y + r
    for dy in range(-r + 1, r):
        yield x - r, y + dy
        yield x + r, y + dy
