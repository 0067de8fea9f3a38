"""The drawing of the shapes with sloped walls: hex, triangle, circle and upsilon.

The same records as a square maze's Scene, drawn from the grid's own
geometry (:mod:`mazetk.grids`): each cell's polygon, each side's wall as a
polyline, each cell's centre.  Walls are Polylines with round caps and
joins, so walls meeting at any angle join cleanly; markers and heat-map
cells are Polygons.  The Scene says ``smooth``: the PNG writer anti-aliases
it (:mod:`mazetk.export.smooth`), the vector writers stroke paths with
round joins, the Canvas draws lines with round caps.

:class:`ShapeLayout` answers what the builder (:mod:`.builder`) asks of
every family's layout, as :class:`mazetk.scene.squares.SquareLayout`
does.  :class:`ShapeWalls` gives the anti-aliasing rasteriser the ends of
every wall segment straight from the grid (:meth:`ShapeWalls.segment_ends`).

Only the ``lines`` look exists for these shapes (``blocks`` is square-only:
a block maze is a square grid of wall and floor squares).
"""

import math
from collections import deque
from itertools import chain, compress, repeat
from operator import add, itemgetter, mul

from ..grids import BORDER, NO_SIDE, mean
from .bands import title_band
from .rounded import merged, rounded
from .records import Polygon, Polyline, Walls

#: Pixels per grid unit, as a share of the style's cell size: a cell is
#: about ``style.cell`` pixels across on every shape.
UNIT = {"hex": 0.5, "triangle": 1.25, "upsilon": 1.0, "circle": 1.0, "square": 1.0,
        "cube": 1.0}
MARKER = 0.55  # a start or goal marker: the cell shrunk about its centre


def figure_box(grid):
    """``(x0, y0, x1, y1)``: the part of the grid a picture shows, in its
    units: the whole extent, or the box round a masked grid's cells."""
    if grid.kind == "masked":
        return grid.bounds()
    w, h = grid.extent()
    return 0.0, 0.0, w, h


def frame_of(grid, style):
    """``(unit, x0, y0, width, height)``: grid point ``(x, y)`` lies at pixel
    ``(x0 + x * unit, y0 + y * unit)`` of a picture ``width`` x ``height``
    that holds the figure (:func:`figure_box`) in its margins."""
    unit = style.cell * UNIT[grid.shape]
    bx, by, bx1, by1 = figure_box(grid)
    w, h = bx1 - bx, by1 - by
    m, t = style.margin, style.wall
    top = m + title_band(style)
    x0, y0 = m + t / 2.0 - bx * unit, top + t / 2.0 - by * unit
    width = int(round(2 * m + w * unit + t))
    height = int(round(top + m + h * unit + t))
    return unit, x0, y0, width, height


class ShapeWalls(Walls):
    """The walls of a shape's Scene as the maze holds them: records
    (:meth:`records`) for the Canvas and the vector writers, or, for the
    anti-aliasing rasteriser, the ends of every wall segment at once
    (:meth:`segment_ends`), without a record a wall."""

    def __init__(self, maze, style, scale):
        super().__init__(maze, style, style.wall, style.wall_color)
        self.grid, self.scale = maze.grid, scale

    def records(self):
        """A Polyline a chain of walls (:func:`wall_chains`)."""
        width, colour = self.width, self.colour
        return (Polyline(points, width, colour, "walls")
                for points in wall_chains(self.grid, self.scale))

    def segment_ends(self, reach, ss, rows=64):
        """Chunks ``(ax, ay, bx, by)`` of the ends of every closed side, in
        samples as :mod:`mazetk.export.smooth` cuts segments (``ss`` samples
        a pixel, ``reach`` pixels added), a chunk about ``rows`` rows of
        cells (a circle: some rings); or None for a masked circle, whose
        walls come from the records."""
        grid = self.grid
        if grid.full is None and grid.kind == "circle":
            return _ring_segment_ends(grid, self.scale, reach, ss)
        whole = grid.whole
        if not whole.straight_sides or not whole.KINDS:
            return None
        return _row_segment_ends(grid, whole, self.scale, reach, ss, rows)


#: Points a unit of a labyrinth's arcs: round at poster size.
FINE = 16


def _round_way(grid, path):
    """A labyrinth's way through its cells' centres on a circle grid, along
    its ring's circle (not a chord) from a cell to the next in the ring."""
    points = [grid.centre(path[0])]
    for a, b in zip(path, path[1:]):
        (ra, ia), (rb, ib) = grid.ring_of(a), grid.ring_of(b)
        if ra != rb or ra == 0:
            points.append(grid.centre(b))
            continue
        ta, tb = (sum(grid.angles(ra, i)) / 2 for i in (ia, ib))
        tb += round((ta - tb) / (2 * math.pi)) * 2 * math.pi  # the short way round
        points.extend(grid.arc(ra + 0.5, ta, tb, FINE)[1:])
    return points


class LabyrinthWalls(ShapeWalls):
    """A labyrinth's walls as a person draws them (:mod:`.rounded`): each
    wall one polyline end to end, its corners turned in curves of half a
    ring.  The rasteriser takes them from the records too."""

    def records(self):
        """The closed sides one by one, joined only where two and no more
        meet (:func:`.rounded.merged`), so a corner is rounded only where no
        third wall comes to it."""
        grid, width, colour = self.grid, self.width, self.colour
        s, nbr, pas = grid.slots, grid.nbr, grid.passages
        unit, x0, y0 = self.scale
        sides = [[(x0 + x * unit, y0 + y * unit) for x, y in grid.side(c, k, FINE)]
                 for c in range(grid.n) for k in range(grid.sides)
                 if nbr[c * s + k] != NO_SIDE and (nbr[c * s + k] < 0 or nbr[c * s + k] > c)
                 and not pas[c] >> k & 1]
        return [Polyline(tuple(rounded(chain, 0.5 * unit)), width, colour, "walls")
                for chain in merged(sides)]

    def segment_ends(self, reach, ss, rows=64):
        return None


def _ring_segment_ends(grid, scale, reach, ss, rings_a_chunk=16):
    """:meth:`ShapeWalls.segment_ends` of a circle: ring by ring, the points of
    its outer circle (spaced as :meth:`~mazetk.grids.polar.PolarGrid.arc`
    spaces them, or wider where the pixels are few) worked out at once
    with ``map``, each closed outward side the
    run of segments between its points, and the closed sides between the
    cells of the ring one segment each across it."""
    unit, x0, y0 = scale
    rings, counts, first, pas = grid.rings, grid.counts, grid.first, grid.passages
    tau, top = 2 * math.pi, -math.pi / 2
    # samples of a grid coordinate: (x0 + v * unit + reach) * ss + 0.5 = v * a + b
    a, bx, by = unit * ss, (x0 + reach) * ss + 0.5, (y0 + reach) * ss + 0.5
    cx, cy = rings * a + bx, rings * a + by  # the centre, in samples

    def points(radius, angles):
        r = radius * a
        return (list(map(int, map(add, map(mul, map(math.cos, angles), repeat(r)),
                                  repeat(cx)))),
                list(map(int, map(add, map(mul, map(math.sin, angles), repeat(r)),
                                  repeat(cy)))))

    ax, ay, ex, ey = [], [], [], []
    for ring in range(rings):
        m = counts[ring]
        k = counts[ring + 1] // m if ring + 1 < rings else 1  # outward sides a cell
        sides = m * k
        step = tau / sides
        # segments an outward side: as the arcs of the records have them (4 a
        # unit), or fewer where that many would be finer than the pixels
        # show, a chord straying at most 0.05 px from the circle
        reach_px = (ring + 1) * unit
        per = max(1, int(math.ceil(min(step * (ring + 1) * 4,
                                       step * reach_px / math.sqrt(0.4 * reach_px)))))
        xs, ys = points(ring + 1, [top + j * step / per for j in range(sides * per + 1)])
        lo = first[ring]
        slot0 = 0 if ring == 0 else 2
        # 1 where the outward side is closed: bit slot0 + t of the cell, t = 0 .. k - 1
        closed = bytes(1 - (pas[lo + q // k] >> (slot0 + q % k) & 1) for q in range(sides))
        drawn = bytes(chain.from_iterable(map(repeat, closed, repeat(per))))
        ax += compress(xs, drawn)
        ay += compress(ys, drawn)
        ex += compress(xs[1:], drawn)
        ey += compress(ys[1:], drawn)
        if ring and m > 1:  # between cell i - 1 and i: cell i's anticlockwise side
            shut = bytes(1 - (pas[lo + i] >> 1 & 1) for i in range(m))
            angles = list(compress([top + i * (tau / m) for i in range(m)], shut))
            inner, outer = points(ring, angles), points(ring + 1, angles)
            ax += inner[0]
            ay += inner[1]
            ex += outer[0]
            ey += outer[1]
        if ring % rings_a_chunk == rings_a_chunk - 1:
            yield ax, ay, ex, ey
            ax, ay, ex, ey = [], [], [], []
    yield ax, ay, ex, ey


def _row_segment_ends(grid, full, scale, reach, ss, rows_a_chunk):
    """:meth:`ShapeWalls.segment_ends` of a row grid (hex, triangle, upsilon),
    whole or masked (``full`` the whole grid): the sides each cell draws
    (:func:`_drawn_sides`) as byte masks over the whole grid's places, one
    per slot, and their corners row by row, so the work a row is a few
    ``compress`` calls at C speed.  A corner's x depends only on the
    column, its y only on the row and the column's parity, so a row's
    corners come from the first row's x and from two polygons of its own
    (the very values the records have: moving a row down by adding would
    round differently)."""
    unit, x0, y0 = scale
    cols, rows, s = full.cols, full.rows, full.slots
    kinds = full.kinds()
    masks = _drawn_sides(grid, full, kinds)
    pair = min(2, cols)

    def corners(cell, k):
        """The two corners of side ``k`` of ``cell``, or None: it has none."""
        sides = [j for j, st in enumerate(full.KINDS[kinds[cell]]) if st is not None]
        if k not in sides:
            return None
        pts = full.polygon(cell)
        i = sides.index(k)
        return pts[i], pts[(i + 1) % len(pts)]

    def sx(v):
        return int((x0 + v * unit + reach) * ss + 0.5)

    def sy(v):
        return int((y0 + v * unit + reach) * ss + 0.5)

    # xs[r % 2][k]: the x of the corners of side k in each column of row r,
    # the same in every other row (which kinds of cells a row has repeats)
    xs = []
    for t in range(min(2, rows)):
        per_slot = []
        for k in range(s):
            ends = [corners(t * cols + c, k) or ((0.0, 0.0), (0.0, 0.0)) for c in range(cols)]
            per_slot.append(([sx(e[0][0]) for e in ends], [sx(e[1][0]) for e in ends]))
        xs.append(per_slot)
    reps = cols // 2 + 1
    for lo in range(0, rows, rows_a_chunk):
        ax, ay, bx, by = [], [], [], []
        for r in range(lo, min(rows, lo + rows_a_chunk)):
            a, b = r * cols, (r + 1) * cols
            for k in range(s):
                m = masks[k][a:b]
                if not m.count(1):
                    continue
                # y of the side's corners in the row's first two cells, for
                # every column of that parity
                ya, yb = [], []
                for c in range(pair):
                    ends = corners(a + c, k) or ((0.0, 0.0), (0.0, 0.0))
                    ya.append(sy(ends[0][1]))
                    yb.append(sy(ends[1][1]))
                tax, tbx = xs[r % 2][k]
                ax += compress(tax, m)
                bx += compress(tbx, m)
                ay += compress((ya * reps)[:cols], m)
                by += compress((yb * reps)[:cols], m)
        yield ax, ay, bx, by


def _drawn_sides(grid, full, kinds):
    """Per slot, ``bytes`` over the places of ``full``: 1 where a cell of
    ``grid`` draws that side (as :func:`wall_chains`: it is closed, and
    the cell beyond is later in cell order or there is none, the border or
    a cell cut away), found for all cells at once."""
    n, s, cols = grid.n, grid.slots, full.cols
    masked = full is not grid
    if masked:
        kinds = bytes(map(kinds.__getitem__, grid.cells))
    minus_one = bytes(255 * (b == 255) for b in range(256))
    ones = int.from_bytes(b"\x01" * n, "little")
    masks = []
    for k in range(s):
        closed = grid.passages.translate(bytes(1 - (b >> k & 1) for b in range(256)))
        raw = grid.nbr[k::s].tobytes()
        border = (int.from_bytes(raw[3::4].translate(minus_one), "little")
                  & int.from_bytes(raw[0::4].translate(minus_one), "little"))
        later = bytes(int(st is not None and st[0] * cols + st[1] > 0)
                      for st in (kind[k] for kind in full.KINDS))
        later = int.from_bytes(kinds.translate(later + bytes(256 - len(later))), "little")
        drawn = ((later | border & ones) & int.from_bytes(closed, "little")).to_bytes(n, "little")
        if masked:  # spread over the whole grid's places
            spread = bytearray(full.n)
            deque(map(spread.__setitem__, compress(grid.cells, drawn), repeat(1)), maxlen=0)
            drawn = bytes(spread)
        masks.append(drawn)
    return masks


class ShapeLayout:
    """Where the cells and walls of a shape's maze lie in its Scene's pixels:
    grid point ``(x, y)`` at pixel ``(x0 + x * unit, y0 + y * unit)``.

    For the window, coordinates come flat, ``[x0, y0, x1, y1, ...]``, as the
    Canvas takes them.
    """

    smooth = True
    blocks = False

    def __init__(self, grid, style):
        style = style.validate()
        self.grid, self.style = grid, style
        self.size, self.t = style.cell, style.wall
        self.unit, self.x0, self.y0, self._width, self._height = frame_of(grid, style)

    def _px(self, points):
        unit, x0, y0 = self.unit, self.x0, self.y0
        return tuple((x0 + x * unit, y0 + y * unit) for x, y in points)

    def _flat(self, points):
        unit, x0, y0 = self.unit, self.x0, self.y0
        return [v for x, y in points for v in (x0 + x * unit, y0 + y * unit)]

    # -- what the builder asks ----------------------------------------------
    def picture_size(self):
        """``(width, height)`` of the picture, without a legend."""
        return self._width, self._height

    def maze_box(self):
        """``(x0, y0, x1, y1)`` of the maze inside the margins."""
        m = self.style.margin
        return m, self.y0 - self.style.wall / 2.0, self._width - m, self._height - m

    def cell_records(self, cells):
        """A Polygon a coloured cell (``{cell: colour}``), in cell order."""
        polygon = self.grid.polygon
        return [Polygon(self._px(polygon(cell)), fill, "cells")
                for cell, fill in sorted(cells.items())]

    def walls(self, maze):
        """The maze's :class:`ShapeWalls` (a labyrinth's: :class:`LabyrinthWalls`)."""
        if maze.spec is not None and maze.spec.labyrinth and maze.grid.kind == "circle":
            return LabyrinthWalls(maze, self.style, (self.unit, self.x0, self.y0))
        return ShapeWalls(maze, self.style, (self.unit, self.x0, self.y0))

    def way(self, path, maze):
        """The Polyline of ``path`` (cells, a non-empty list) through the
        cells' centres and out through the openings, solid."""
        grid = self.grid
        labyrinth = maze.spec is not None and maze.spec.labyrinth
        points = _round_way(grid, path) if labyrinth else [grid.centre(c) for c in path]
        # the goal's opening first: inserting the start's would move the end
        for end, at in ((path[-1], len(points)), (path[0], 0)):
            for k in grid.border_slots(end):
                if grid.is_open(end, k):
                    side = grid.side(end, k)
                    mid = side[len(side) // 2] if len(side) > 2 else (
                        (side[0][0] + side[1][0]) / 2.0, (side[0][1] + side[1][1]) / 2.0)
                    points.insert(at, mid)
                    break
        if labyrinth:  # turned in curves, as its walls
            points = rounded(points, 0.35)  # less than the walls': clear of their ends
        width = max(1.0, round(self.style.cell * 0.25))
        return Polyline(self._px(points), width, self.style.solution_color, "solution")

    def grid_px(self, points):
        """Points in the grid's units as pixels."""
        return self._px(points)

    def marker_records(self, maze):
        """The start's cell shrunk about its centre, filled, and the goal's
        the same with its middle left out (:func:`hollow`): they differ by
        shape as well as by colour, in every palette."""
        grid, style, items = self.grid, self.style, []
        for cell, colour in ((maze.start, style.start_color), (maze.goal, style.goal_color)):
            cx, cy = grid.centre(cell)
            shrunk = self._px([(cx + (x - cx) * MARKER, cy + (y - cy) * MARKER)
                               for x, y in grid.polygon(cell)])
            items.append(Polygon(hollow(shrunk) if items else shrunk, colour, "markers"))
        return items

    # -- what the window asks -----------------------------------------------
    def centre(self, cell):
        x, y = self.grid.centre(cell)
        return self.x0 + x * self.unit, self.y0 + y * self.unit

    def cell_at(self, x, y):
        """The cell under the point, or None."""
        cell = self.grid.cell_at((x - self.x0) / self.unit, (y - self.y0) / self.unit)
        return cell if cell >= 0 else None

    def cell_shape(self, cell):
        """The cell's outline as a flat polygon."""
        return self._flat(self.grid.polygon(cell))

    def cell_box(self, cell):
        """The box around the cell's outline."""
        flat = self.cell_shape(cell)
        return min(flat[::2]), min(flat[1::2]), max(flat[::2]), max(flat[1::2])

    def marker(self, cell, share=MARKER):
        """The cell's outline shrunk about its centre: a current-cell marker."""
        cx, cy = self.grid.centre(cell)
        return self._flat([(cx + (x - cx) * share, cy + (y - cy) * share)
                           for x, y in self.grid.polygon(cell)])

    def link(self, a, b):
        """The wall between neighbours ``a`` and ``b`` as a flat polyline."""
        return self._flat(self.grid.side(a, self.grid.slot_towards(a, b)))

    def frame(self):
        """The outer wall, every border side as a flat polyline."""
        grid, s = self.grid, self.grid.slots
        return [self._flat(grid.side(c, k)) for c in range(grid.n) for k in range(s)
                if grid.nbr[c * s + k] == BORDER]


def hollow(points, share=0.5):
    """A convex outline with its middle (the outline shrunk to ``share``
    about its centre) left out, as one polygon: round the outside, across
    to the inside, round it the other way and back.  The way across is
    walked there and back, so it adds nothing whether a painter fills by
    the even-odd or the non-zero rule."""
    cx = mean(x for x, y in points)
    cy = mean(y for x, y in points)
    inner = [(cx + (x - cx) * share, cy + (y - cy) * share) for x, y in points]
    return tuple(points) + (points[0], inner[0]) + tuple(reversed(inner))


def wall_chains(grid, scale=None):
    """The closed sides as polylines: each side once (the lower-numbered
    cell, or the cell on the border draws it; a seam, :meth:`~mazetk.grids.base.Grid.seam_sides`,
    by both), the sides of a cell that follow
    each other round it joined into one chain.  In grid units, or in pixels
    ``(x0 + x * unit, y0 + y * unit)`` with ``scale=(unit, x0, y0)``."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    unit, x0, y0 = scale or (1.0, 0.0, 0.0)

    def px(points):
        return tuple((x0 + x * unit, y0 + y * unit) for x, y in points)

    for c, k in grid.seam_sides():  # drawn again where the picture cuts it apart
        if not pas[c] >> k & 1:
            yield px(grid.side(c, k))
    if grid.straight_sides:
        yield from _straight_chains(grid, scale or (1.0, 0.0, 0.0))
        return

    for c in range(grid.n):
        base = c * s
        bits = pas[c]
        ks = [k for k in range(grid.sides) if nbr[base + k] != NO_SIDE]
        drawn = [(nbr[base + k] < 0 or nbr[base + k] > c) and not bits >> k & 1 for k in ks]
        if not any(drawn):
            continue
        if all(drawn):
            ring = []
            for k in ks:
                ring.extend(grid.side(c, k)[:-1])
            yield px(ring + ring[:1])
            continue
        # start after a side that is not drawn, so every chain is whole
        first = drawn.index(False)
        chain = []
        for i in range(1, len(ks) + 1):
            j = (first + i) % len(ks)
            if drawn[j]:
                points = grid.side(c, ks[j])
                chain = chain + points[1:] if chain else list(points)
            elif chain:
                yield px(chain)
                chain = []
        if chain:
            yield px(chain)


def _straight_chains(grid, scale):
    """:func:`wall_chains` for grids whose sides are single segments between
    the polygon's corners, in slot order (square, hex, triangle, upsilon):
    one polygon a cell instead of one side at a time, the quick way.  Which
    corners each chain joins depends only on which sides are drawn, so that
    is worked out once a pattern (a few dozen) and then only looked up."""
    unit, x0, y0 = scale
    s, nbr, pas, polygon = grid.slots, grid.nbr, grid.passages, grid.polygon
    sides = grid.sides  # a stair (grids.levels) is no side
    plans = {}
    for c in range(grid.n):
        base = c * s
        bits = pas[c]
        drawn = tuple([(m < 0 or m > c) and not bits >> k & 1
                       for k, m in enumerate(nbr[base:base + sides]) if m != NO_SIDE])
        if True not in drawn:
            continue
        plan = plans.get(drawn)
        if plan is None:
            plan = plans[drawn] = _chain_plan(drawn)
        pts = [(x0 + x * unit, y0 + y * unit) for x, y in polygon(c)]
        for corners in plan:
            yield corners(pts)


def _chain_plan(drawn):
    """For a cell whose sides ``drawn`` are flagged in slot order: one
    ``itemgetter`` a chain, picking its corners (a tuple) from the polygon's
    corners.  All drawn: the ring, closed; else each run of drawn sides,
    starting after an undrawn side, so that every chain is whole."""
    m = len(drawn)
    if False not in drawn:
        return [itemgetter(*(list(range(m)) + [0]))]
    first = drawn.index(False)
    plan, chain = [], []
    for i in range(first + 1, first + m + 1):
        j = i % m
        if drawn[j]:
            if not chain:
                chain.append(j)
            chain.append((j + 1) % m)
        elif chain:
            plan.append(itemgetter(*chain))
            chain = []
    return plan
