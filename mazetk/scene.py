"""One drawing description for every backend: maze + style -> plain records.

``build(maze, style, show_solution=...)`` returns a :class:`Scene`: a width,
a height, a background colour and a list of records in pixel coordinates,
in drawing order.  The Canvas draws these records and every image writer
(PNG, PostScript, SVG, PDF) writes the very same ones, so an export looks
exactly like the window and needs no display.

Geometry is exact: a :class:`Line` is a centre line with square
("projecting") caps, so it covers the rectangle
``[min(x) - w/2, max(x) + w/2) x [min(y) - w/2, max(y) + w/2)``; walls are
placed so that rectangle has whole-pixel edges.  A :class:`Polyline` is
made of such lines joined with miters.  A :class:`Rect` covers
``[x0, x1) x [y0, y1)``.  Collinear wall segments are merged into runs, so
a 300 x 300 maze is tens of thousands of records, not hundreds.
"""

import re
from collections import namedtuple
from dataclasses import dataclass, replace

Rect = namedtuple("Rect", "x0 y0 x1 y1 fill layer")
Line = namedtuple("Line", "x0 y0 x1 y1 width color layer")
Polyline = namedtuple("Polyline", "points width color layer")
Text = namedtuple("Text", "x y text size color layer")

#: Layers, bottom to top.  The Canvas tags every item with its layer.
LAYERS = ("cells", "markers", "walls", "solution", "title")

LOOKS = ("lines", "blocks")
#: Cells whose inside is narrower than this (pixels) get no start/goal marker.
MIN_MARKER = 6
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


@dataclass(frozen=True)
class Style:
    """How a maze looks.  Sizes are pixels (a PostScript/PDF point is 4/3 px)."""

    look: str = "lines"
    cell: int = 16
    wall: int = 2
    margin: int = 16
    wall_color: str = "#000000"
    background: str = "#ffffff"
    solution_color: str = "#e00000"
    start_color: str = "#2a9d4b"
    goal_color: str = "#2b6fd6"
    title: str = ""

    def validate(self):
        """A checked copy; ValueError with what is allowed."""
        look = str(self.look).strip().lower()
        if look not in LOOKS:
            raise ValueError("look must be lines or blocks, not %r" % (self.look,))
        cell = _whole(self.cell, "cell size", 2, 200)
        margin = _whole(self.margin, "margin", 0, 1000)
        wall = _whole(self.wall, "wall thickness", 1, 100)
        if look == "lines" and wall >= cell:
            raise ValueError("the wall thickness (%d px) must be less than the cell size "
                             "(%d px)" % (wall, cell))
        colours = {}
        for name in ("wall_color", "background", "solution_color", "start_color",
                     "goal_color"):
            value = str(getattr(self, name)).strip()
            if not _COLOUR.match(value):
                raise ValueError("%s must be a colour like #e00000, not %r"
                                 % (name.replace("_", " "), value))
            colours[name] = value.lower()
        title = str(self.title or "").strip()
        if len(title) > 200:
            raise ValueError("the title is longer than 200 characters")
        return replace(self, look=look, cell=cell, wall=wall, margin=margin, title=title,
                       **colours)


def _whole(value, what, low, high):
    try:
        number = int(str(value).strip())
    except ValueError:
        raise ValueError("%s must be a whole number of pixels, not %r" % (what, value)) from None
    if not low <= number <= high:
        raise ValueError("%s must be from %d to %d px, not %d" % (what, low, high, number))
    return number


class Scene:
    """Records in drawing order, in pixels; see the module docstring."""

    def __init__(self, width, height, background, items, maze_box):
        self.width = width
        self.height = height
        self.background = background
        self.items = items
        self.maze_box = maze_box  # (x0, y0, x1, y1) of the maze without margins

    def layer(self, name):
        return [item for item in self.items if item.layer == name]

    def colors(self):
        """Every colour used, the background first."""
        seen = {self.background: None}
        for item in self.items:
            seen.setdefault(item.fill if isinstance(item, Rect) else item.color, None)
        return list(seen)

    def __repr__(self):
        return "<Scene %dx%d, %d items>" % (self.width, self.height, len(self.items))


def picture_size(grid, style):
    """``(width, height)`` of the Scene ``build`` makes, without making it."""
    style = style.validate()
    size, m = style.cell, style.margin
    top = m + title_band(style)
    if style.look == "blocks":
        return 2 * m + (2 * grid.cols + 1) * size, top + m + (2 * grid.rows + 1) * size
    return 2 * m + grid.cols * size + style.wall, top + m + grid.rows * size + style.wall


def title_band(style):
    """Height in pixels taken by the title above the maze (0 without one)."""
    return int(style.cell * 2.5) if style.title else 0


def build(maze, style=None, show_solution=False, solver="bfs", cells=None):
    """The :class:`Scene` of ``maze``.

    ``cells`` optionally maps cell -> fill colour (a heat map, a trail).
    """
    style = (style or Style()).validate()
    if style.look == "blocks":
        return _build_blocks(maze, style, show_solution, solver, cells)
    return _build_lines(maze, style, show_solution, solver, cells)


def solution_records(maze, style, solver="bfs", path=None):
    """The solution layer alone (a list with one Polyline, or none without a way).

    The window draws it over the maze to show or change the solution
    without rebuilding anything else.  ``path`` overrides the solver's path
    (a player's trail, a hint).
    """
    style = style.validate()
    grid = maze.grid
    cols = grid.cols
    if path is None:
        path = maze.solve(solver).path
    if not path:
        return []
    size, m = style.cell, style.margin
    top = m + title_band(style)
    if style.look == "blocks":
        width = _path_width(size, size)
        centre = size / 2.0
        points = [(m + (2 * c + 1) * size + centre, top + (2 * r + 1) * size + centre)
                  for r, c in (divmod(x, cols) for x in path)]
    else:
        t = style.wall
        width = _path_width(size, size + t)
        centre = t / 2.0 + size / 2.0
        points = [(m + c * size + centre, top + r * size + centre)
                  for r, c in (divmod(x, cols) for x in path)]
    points = _with_openings(grid, maze, path, points, size)
    return [Polyline(_simplify(points), width, style.solution_color, "solution")]


def _runs(cells, cols, rows):
    """``(row, first_col, end_col, colour)`` runs of one colour along each row."""
    get = cells.get
    for r in range(rows):
        base = r * cols
        c = 0
        while c < cols:
            fill = get(base + c)
            end = c + 1
            while end < cols and get(base + end) == fill:
                end += 1
            if fill is not None:
                yield r, c, end, fill
            c = end


class Layout:
    """Where cells and the walls between them are, in a Scene's pixels.

    For the window's animation and play mode, which change single cells and
    walls; ``scene.build`` is the authority and uses the same arithmetic.
    """

    def __init__(self, grid, style):
        style = style.validate()
        self.grid, self.style = grid, style
        self.cols, self.rows = grid.cols, grid.rows
        self.size, self.margin = style.cell, style.margin
        self.top = style.margin + title_band(style)
        self.blocks = style.look == "blocks"
        self.t = 0 if self.blocks else style.wall

    def cell_box(self, cell):
        """The inside of ``cell``: ``(x0, y0, x1, y1)``."""
        r, c = divmod(cell, self.cols)
        size, m, top = self.size, self.margin, self.top
        if self.blocks:
            x, y = m + (2 * c + 1) * size, top + (2 * r + 1) * size
            return x, y, x + size, y + size
        t = self.t
        return (m + c * size + t, top + r * size + t, m + (c + 1) * size, top + (r + 1) * size)

    def centre(self, cell):
        x0, y0, x1, y1 = self.cell_box(cell)
        return (x0 + x1) / 2.0, (y0 + y1) / 2.0

    def cell_at(self, x, y):
        """The cell under the point, or None."""
        size = self.size
        if self.blocks:
            c = int((x - self.margin) // size - 1) // 2 if x >= self.margin + size else -1
            r = int((y - self.top) // size - 1) // 2 if y >= self.top + size else -1
        else:
            c = int((x - self.margin - self.t / 2.0) // size)
            r = int((y - self.top - self.t / 2.0) // size)
        if 0 <= c < self.cols and 0 <= r < self.rows:
            return r * self.cols + c
        return None

    def link(self, a, b):
        """The wall between neighbours ``a`` and ``b``: a Line (lines look) or
        the block between them (blocks look), as ``(x0, y0, x1, y1)``."""
        if a > b:
            a, b = b, a
        r, c = divmod(a, self.cols)
        size, m, top = self.size, self.margin, self.top
        if self.blocks:
            if b == a + 1:
                x, y = m + (2 * c + 2) * size, top + (2 * r + 1) * size
            else:
                x, y = m + (2 * c + 1) * size, top + (2 * r + 2) * size
            return x, y, x + size, y + size
        h = self.t / 2.0
        if b == a + 1:  # the wall east of a
            x = m + h + (c + 1) * size
            return x, top + h + r * size, x, top + h + (r + 1) * size
        y = top + h + (r + 1) * size  # the wall south of a
        return m + h + c * size, y, m + h + (c + 1) * size, y


def _path_width(cell, parity):
    """A solution width near 30% of a cell with the given parity (even/odd)."""
    width = max(1, round(cell * 0.3))
    if width % 2 != parity % 2:
        width += 1
    return width


def _title(style, width, items):
    if style.title:
        size = max(8, int(style.cell * 1.2))
        items.append(Text(width / 2.0, style.margin + title_band(style) / 2.0, style.title,
                          size, style.wall_color, "title"))


def _build_lines(maze, style, show_solution, solver, cells):
    grid = maze.grid
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    size, t, m = style.cell, style.wall, style.margin
    top = m + title_band(style)
    width = 2 * m + cols * size + t
    height = top + m + rows * size + t
    half = t / 2.0
    xs = [m + half + c * size for c in range(cols + 1)]  # wall centre lines
    ys = [top + half + r * size for r in range(rows + 1)]
    items = []
    wall, layer = style.wall_color, "walls"

    if cells:
        # one rectangle per run of equal colour along a row; walls cover the seams
        for r, c0, c1, fill in _runs(cells, cols, rows):
            items.append(Rect(xs[c0] - half, ys[r] - half, xs[c1] + half, ys[r + 1] + half,
                              fill, "cells"))
    _markers(items, maze, style, lambda r, c: (xs[c] + half, ys[r] + half,
                                               xs[c + 1] - half, ys[r + 1] - half))

    # Horizontal walls: the north side of each row, and the south side of the last.
    for r in range(rows + 1):
        y = ys[r]
        run = None
        for c in range(cols):
            if r < rows:
                closed = not pas[r * cols + c] & 1
            else:
                closed = not pas[(rows - 1) * cols + c] & 4
            if closed:
                if run is None:
                    run = c
            elif run is not None:
                items.append(Line(xs[run], y, xs[c], y, t, wall, layer))
                run = None
        if run is not None:
            items.append(Line(xs[run], y, xs[cols], y, t, wall, layer))
    # Vertical walls: the west side of each column, and the east side of the last.
    for c in range(cols + 1):
        x = xs[c]
        run = None
        for r in range(rows):
            if c < cols:
                closed = not pas[r * cols + c] & 8
            else:
                closed = not pas[r * cols + cols - 1] & 2
            if closed:
                if run is None:
                    run = r
            elif run is not None:
                items.append(Line(x, ys[run], x, ys[r], t, wall, layer))
                run = None
        if run is not None:
            items.append(Line(x, ys[run], x, ys[rows], t, wall, layer))

    if show_solution:
        items.extend(solution_records(maze, style, solver))
    _title(style, width, items)
    return Scene(width, height, style.background, items,
                 (m, top, width - m, height - m))


def _with_openings(grid, maze, path, points, step):
    """Extend the path one cell out through the start's and the goal's openings."""
    deltas = ((0, -step), (step, 0), (0, step), (-step, 0))  # N E S W as (dx, dy)
    before, after = [], []
    for cell, (x, y), extra in ((path[0], points[0], before), (path[-1], points[-1], after)):
        for k in grid.border_slots(cell):
            if grid.is_open(cell, k):
                dx, dy = deltas[k]
                extra.append((x + dx, y + dy))
                break
    return before + list(points) + after


def _simplify(points):
    """Drop points in the middle of straight runs (fewer, longer segments)."""
    if len(points) < 3:
        return tuple(points)
    out = [points[0]]
    for i in range(1, len(points) - 1):
        (x0, y0), (x1, y1), (x2, y2) = out[-1], points[i], points[i + 1]
        if (x1 - x0) * (y2 - y1) != (y1 - y0) * (x2 - x1):
            out.append(points[i])
    out.append(points[-1])
    return tuple(out)


def _markers(items, maze, style, box):
    cols = maze.grid.cols
    for cell, colour in ((maze.start, style.start_color), (maze.goal, style.goal_color)):
        r, c = divmod(cell, cols)
        x0, y0, x1, y1 = box(r, c)
        if x1 - x0 < MIN_MARKER:
            return  # a dot of a few pixels says nothing; the openings show the way
        inset = int((x1 - x0) // 5)
        items.append(Rect(x0 + inset, y0 + inset, x1 - inset, y1 - inset, colour, "markers"))


def _build_blocks(maze, style, show_solution, solver, cells):
    from .maze import matrix_lines
    grid = maze.grid
    cols = grid.cols
    size, m = style.cell, style.margin
    top = m + title_band(style)
    lines = matrix_lines(maze)
    height_blocks, width_blocks = len(lines), len(lines[0])
    width = 2 * m + width_blocks * size
    height = top + m + height_blocks * size
    items = []
    if cells:
        for r, c0, c1, fill in _runs(cells, cols, grid.rows):
            items.append(Rect(m + (2 * c0 + 1) * size, top + (2 * r + 1) * size,
                              m + 2 * c1 * size, top + (2 * r + 2) * size, fill, "cells"))
    _markers(items, maze, style, lambda r, c: (m + (2 * c + 1) * size, top + (2 * r + 1) * size,
                                               m + (2 * c + 2) * size, top + (2 * r + 2) * size))
    # Walls: horizontal runs of two or more blocks, then the single blocks
    # left over, joined down their columns.
    wall = style.wall_color
    single = [bytearray(width_blocks) for _ in range(height_blocks)]
    for i, line in enumerate(lines):
        j = 0
        while j < width_blocks:
            if line[j] == 0x30:
                k = j
                while k < width_blocks and line[k] == 0x30:
                    k += 1
                if k - j >= 2:
                    items.append(Rect(m + j * size, top + i * size, m + k * size,
                                      top + (i + 1) * size, wall, "walls"))
                else:
                    single[i][j] = 1
                j = k
            else:
                j += 1
    for j in range(width_blocks):
        i = 0
        while i < height_blocks:
            if single[i][j]:
                k = i
                while k < height_blocks and single[k][j]:
                    k += 1
                items.append(Rect(m + j * size, top + i * size, m + (j + 1) * size,
                                  top + k * size, wall, "walls"))
                i = k
            else:
                i += 1
    if show_solution:
        items.extend(solution_records(maze, style, solver))
    _title(style, width, items)
    return Scene(width, height, style.background, items,
                 (m, top, width - m, height - m))


def line_box(item):
    """The rectangle ``(x0, y0, x1, y1)`` an axis-parallel :class:`Line` covers."""
    h = item.width / 2.0
    return (min(item.x0, item.x1) - h, min(item.y0, item.y1) - h,
            max(item.x0, item.x1) + h, max(item.y0, item.y1) + h)


def segments(item):
    """The :class:`Line` pieces of a :class:`Polyline`."""
    pts = item.points
    return [Line(pts[i][0], pts[i][1], pts[i + 1][0], pts[i + 1][1], item.width,
                 item.color, item.layer) for i in range(len(pts) - 1)]
