"""Scenes of the mazes with sloped walls: hex, triangle, circle and upsilon.

The same records as a square maze's Scene (:mod:`mazetk.scene`), drawn from
the grid's own geometry (:mod:`mazetk.grids`): each cell's polygon, each
side's wall as a polyline, each cell's centre.  Walls are Polylines with
round caps and joins, so walls meeting at any angle join cleanly; markers
and heat-map cells are Polygons.  The Scene says ``smooth``: the PNG writer
anti-aliases it (:mod:`mazetk.export.smooth`), the vector writers stroke
paths with round joins, the Canvas draws lines with round caps.

Only the ``lines`` look exists for these shapes (``blocks`` is square-only:
a block maze is a square grid of wall and floor squares).
"""

from operator import itemgetter

from .grids import BORDER, NO_SIDE
from .i18n import _
from .scene import Polygon, Polyline, Scene, title_band, _title
from .spec import shape_word

#: Pixels per grid unit, as a share of the style's cell size: a cell is
#: about ``style.cell`` pixels across on every shape.
UNIT = {"hex": 0.5, "triangle": 1.25, "upsilon": 1.0, "circle": 1.0, "square": 1.0}
MARKER = 0.55  # a start or goal marker: the cell shrunk about its centre


def _frame(grid, style):
    unit = style.cell * UNIT[grid.shape]
    w, h = grid.extent()
    m, t = style.margin, style.wall
    top = m + title_band(style)
    x0, y0 = m + t / 2.0, top + t / 2.0
    width = int(round(2 * m + w * unit + t))
    height = int(round(top + m + h * unit + t))
    return unit, x0, y0, width, height


def picture_size(grid, style):
    """``(width, height)`` of the Scene :func:`build` makes."""
    return _frame(grid, style)[3:]


def build(maze, style, show_solution=False, solver="bfs", cells=None):
    """The smooth :class:`~mazetk.scene.Scene` of a maze of any shape but square."""
    if style.look != "lines":
        raise ValueError(_("the blocks look is for square mazes only; a %s maze is drawn "
                           "with lines") % shape_word(maze.grid.kind))
    grid = maze.grid
    unit, x0, y0, width, height = _frame(grid, style)

    def px(points):
        return tuple((x0 + x * unit, y0 + y * unit) for x, y in points)

    items = []
    if cells:
        for cell, fill in sorted(cells.items()):
            items.append(Polygon(px(grid.polygon(cell)), fill, "cells"))
    wall, colour = style.wall, style.wall_color
    items.extend(Polyline(points, wall, colour, "walls")
                 for points in wall_chains(grid, (unit, x0, y0)))
    if show_solution:
        items.extend(solution_records(maze, style, solver))
    for cell, colour in ((maze.start, style.start_color), (maze.goal, style.goal_color)):
        cx, cy = grid.centre(cell)  # over the way: the goal's ring shows through it
        shrunk = [(cx + (x - cx) * MARKER, cy + (y - cy) * MARKER) for x, y in grid.polygon(cell)]
        items.append(Polygon(px(shrunk), colour, "markers"))
    _title(style, width, items)
    scene = Scene(width, height, style.background, items,
                  (style.margin, y0 - style.wall / 2.0, width - style.margin, height - style.margin))
    scene.smooth = True
    return scene


class ShapeLayout:
    """Where cells and walls are in a shape's Scene, for the window's
    animation and play mode (the square one is :class:`mazetk.scene.Layout`).

    Coordinates come flat, ``[x0, y0, x1, y1, ...]``, as the Canvas takes them.
    """

    smooth = True
    blocks = False

    def __init__(self, grid, style):
        style = style.validate()
        self.grid, self.style = grid, style
        self.size, self.t = style.cell, style.wall
        self.unit, self.x0, self.y0 = _frame(grid, style)[:3]

    def _flat(self, points):
        unit, x0, y0 = self.unit, self.x0, self.y0
        return [v for x, y in points for v in (x0 + x * unit, y0 + y * unit)]

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


def solution_records(maze, style, solver="bfs", path=None):
    """The way as one Polyline through the cells' centres, out through the openings."""
    grid = maze.grid
    if path is None:
        path = maze.solve(solver).path
    if not path:
        return []
    unit, x0, y0, _, _ = _frame(grid, style)
    points = [grid.centre(c) for c in path]
    # the goal's opening first: inserting the start's would move the end
    for end, at in ((path[-1], len(points)), (path[0], 0)):
        for k in grid.border_slots(end):
            if grid.is_open(end, k):
                side = grid.side(end, k)
                mid = side[len(side) // 2] if len(side) > 2 else (
                    (side[0][0] + side[1][0]) / 2.0, (side[0][1] + side[1][1]) / 2.0)
                points.insert(at, mid)
                break
    width = max(1.0, round(style.cell * 0.25))
    return [Polyline(tuple((x0 + x * unit, y0 + y * unit) for x, y in points), width,
                     style.solution_color, "solution")]


def wall_chains(grid, scale=None):
    """The closed sides as polylines: each side once (the lower-numbered
    cell, or the cell on the border draws it), the sides of a cell that follow
    each other round it joined into one chain.  In grid units, or in pixels
    ``(x0 + x * unit, y0 + y * unit)`` with ``scale=(unit, x0, y0)``."""
    if getattr(grid, "straight_sides", False):
        yield from _straight_chains(grid, scale or (1.0, 0.0, 0.0))
        return
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    unit, x0, y0 = scale or (1.0, 0.0, 0.0)

    def px(points):
        return tuple((x0 + x * unit, y0 + y * unit) for x, y in points)

    for c in range(grid.n):
        base = c * s
        bits = pas[c]
        ks = [k for k in range(s) if nbr[base + k] != NO_SIDE]
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
    plans = {}
    for c in range(grid.n):
        base = c * s
        bits = pas[c]
        drawn = tuple([(m < 0 or m > c) and not bits >> k & 1
                       for k, m in enumerate(nbr[base:base + s]) if m != NO_SIDE])
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
