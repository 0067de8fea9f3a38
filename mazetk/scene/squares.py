"""The square family's drawing: where its cells and walls lie, in both looks.

``lines``: each cell ``style.cell`` px square, walls ``style.wall`` px
thick along its sides, collinear closed sides merged into runs (a 300 x
300 maze is tens of thousands of Lines, not hundreds of thousands).
``blocks``: the maze as a matrix of wall and floor blocks
(:func:`mazetk.maze.matrix_lines`), each ``style.cell`` px square.

:class:`SquareLayout` answers what the builder (:mod:`.builder`) asks of
every family's layout, as :class:`mazetk.scene.sloped.ShapeLayout` does,
and what the window's animation and play mode ask (``centre``,
``cell_at``, ``cell_box``, ``marker``, ``link``).  Rows and columns come
from the grid (``grid.rc``, ``grid.cell``).
"""

from ..grids import E, N, S, W
from ..maze import matrix_lines
from .bands import title_band
from .records import Line, Polyline, Rect, Walls

_N, _E, _S, _W = 1 << N, 1 << E, 1 << S, 1 << W

#: Cells whose inside is narrower than this (pixels) get no start/goal marker.
MIN_MARKER = 6


class SquareLayout:
    """Where the cells and walls of a square maze lie in its Scene's pixels."""

    smooth = False

    def __init__(self, grid, style):
        style = style.validate()
        self.grid, self.style = grid, style
        self.cols, self.rows = grid.cols, grid.rows
        self.size, self.margin = style.cell, style.margin
        self.top = style.margin + title_band(style)
        self.blocks = style.look == "blocks"
        self.t = 0 if self.blocks else style.wall

    # -- what the builder asks ----------------------------------------------
    def picture_size(self):
        """``(width, height)`` of the picture, without a legend."""
        size, m, top = self.size, self.margin, self.top
        if self.blocks:
            return 2 * m + (2 * self.cols + 1) * size, top + m + (2 * self.rows + 1) * size
        t = self.style.wall
        return 2 * m + self.cols * size + t, top + m + self.rows * size + t

    def maze_box(self):
        """``(x0, y0, x1, y1)`` of the maze inside the margins."""
        width, height = self.picture_size()
        return self.margin, self.top, width - self.margin, height - self.margin

    def _lines_x(self, c):
        """The centre line of the walls west of column ``c`` (lines look)."""
        return self.margin + self.style.wall / 2.0 + c * self.size

    def _lines_y(self, r):
        return self.top + self.style.wall / 2.0 + r * self.size

    def cell_records(self, cells):
        """Rects of the cells' colours (``{cell: colour}``): one a run of
        equal colour along a row; in the lines look the walls cover the seams."""
        size, m, top = self.size, self.margin, self.top
        half = self.style.wall / 2.0
        x, y = self._lines_x, self._lines_y
        out = []
        for r, c0, c1, fill in _runs(cells, self.cols, self.rows):
            if self.blocks:
                out.append(Rect(m + (2 * c0 + 1) * size, top + (2 * r + 1) * size,
                                m + 2 * c1 * size, top + (2 * r + 2) * size, fill, "cells"))
            else:
                out.append(Rect(x(c0) - half, y(r) - half, x(c1) + half, y(r + 1) + half,
                                fill, "cells"))
        return out

    def walls(self, maze):
        """The maze's :class:`SquareWalls`."""
        return SquareWalls(maze, self)

    def way(self, path, maze):
        """The Polyline of ``path`` (cells, a non-empty list) through the
        cells' centres and out through the openings, solid."""
        grid, style = self.grid, self.style
        size, m, top = self.size, self.margin, self.top
        rc = grid.rc
        if self.blocks:
            width = _path_width(size, size)
            centre = size / 2.0
            points = [(m + (2 * c + 1) * size + centre, top + (2 * r + 1) * size + centre)
                      for r, c in map(rc, path)]
        else:
            t = style.wall
            width = _path_width(size, size + t)
            centre = t / 2.0 + size / 2.0
            points = [(m + c * size + centre, top + r * size + centre) for r, c in map(rc, path)]
        # out through the openings, but never past the picture's edge (the margin
        # can be narrower than a cell): the line and its square cap stay inside
        edge = (1.5 * size if self.blocks else size / 2.0 + style.wall / 2.0) + m
        reach = max(0.0, min(float(size), edge - width / 2.0))
        points = _with_openings(grid, path, points, reach, maze)
        return Polyline(_simplify(points), width, style.solution_color, "solution")

    def grid_px(self, points):
        """Points in cell sides (the grid's geometry) as pixels."""
        size, m, top = self.size, self.margin, self.top
        if self.blocks:
            return [(m + (2 * x + 0.5) * size, top + (2 * y + 0.5) * size) for x, y in points]
        half = self.style.wall / 2.0
        return [(m + half + x * size, top + half + y * size) for x, y in points]

    def marker_records(self, maze):
        """A filled square in the start cell and a ring in the goal cell: the
        two differ by shape as well as by colour, in every palette (a reader
        who cannot tell the colours apart still finds the way's two ends)."""
        style, items = self.style, []
        for cell, colour in ((maze.start, style.start_color), (maze.goal, style.goal_color)):
            x0, y0, x1, y1 = self._inside(cell)
            if x1 - x0 < MIN_MARKER:
                return items  # a dot of a few pixels says nothing; the openings show the way
            inset = int((x1 - x0) // 5)
            x0, y0, x1, y1 = x0 + inset, y0 + inset, x1 - inset, y1 - inset
            if cell == maze.goal:
                items.extend(_ring(x0, y0, x1, y1, colour))
            else:
                items.append(Rect(x0, y0, x1, y1, colour, "markers"))
        return items

    def _inside(self, cell):
        """The cell's inside as the Scene's records place it."""
        r, c = self.grid.rc(cell)
        if self.blocks:
            size, m, top = self.size, self.margin, self.top
            return (m + (2 * c + 1) * size, top + (2 * r + 1) * size,
                    m + (2 * c + 2) * size, top + (2 * r + 2) * size)
        half = self.style.wall / 2.0
        x, y = self._lines_x, self._lines_y
        return x(c) + half, y(r) + half, x(c + 1) - half, y(r + 1) - half

    # -- what the window asks -----------------------------------------------
    def cell_box(self, cell):
        """The inside of ``cell``: ``(x0, y0, x1, y1)``."""
        r, c = self.grid.rc(cell)
        size, m, top = self.size, self.margin, self.top
        if self.blocks:
            x, y = m + (2 * c + 1) * size, top + (2 * r + 1) * size
            return x, y, x + size, y + size
        t = self.t
        return (m + c * size + t, top + r * size + t, m + (c + 1) * size, top + (r + 1) * size)

    def centre(self, cell):
        x0, y0, x1, y1 = self.cell_box(cell)
        return (x0 + x1) / 2.0, (y0 + y1) / 2.0

    def marker(self, cell):
        """The current-cell marker: the cell's inside, inset by a fifth."""
        x0, y0, x1, y1 = self.cell_box(cell)
        inset = (x1 - x0) / 5.0
        return x0 + inset, y0 + inset, x1 - inset, y1 - inset

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
            return self.grid.cell(r, c)
        return None

    def link(self, a, b):
        """The wall between neighbours ``a`` and ``b``: a Line (lines look) or
        the block between them (blocks look), as ``(x0, y0, x1, y1)``."""
        if a > b:
            a, b = b, a
        r, c = self.grid.rc(a)
        east = self.grid.neighbour(a, E) == b
        size, m, top = self.size, self.margin, self.top
        if self.blocks:
            if east:
                x, y = m + (2 * c + 2) * size, top + (2 * r + 1) * size
            else:
                x, y = m + (2 * c + 1) * size, top + (2 * r + 2) * size
            return x, y, x + size, y + size
        h = self.t / 2.0
        if east:  # the wall east of a
            x = m + h + (c + 1) * size
            return x, top + h + r * size, x, top + h + (r + 1) * size
        y = top + h + (r + 1) * size  # the wall south of a
        return m + h + c * size, y, m + h + (c + 1) * size, y


class SquareWalls(Walls):
    """A square maze's walls: Lines (lines look, collinear closed sides
    merged into runs) or Rects (blocks look).  The PNG writer paints them
    straight from :attr:`maze`'s passage bits instead."""

    def __init__(self, maze, layout):
        style = layout.style
        super().__init__(maze, style, None if layout.blocks else style.wall, style.wall_color)
        self.layout = layout

    def __bool__(self):
        """True: a square maze always has walls (its border, but for the
        two openings), found without making a record."""
        return True

    def records(self):
        layout, style = self.layout, self.style
        if layout.blocks:
            return _block_walls(matrix_lines(self.maze), layout.size, layout.margin, layout.top,
                                style.wall_color)
        xs = [layout._lines_x(c) for c in range(layout.cols + 1)]  # wall centre lines
        ys = [layout._lines_y(r) for r in range(layout.rows + 1)]
        return _wall_lines(self.maze.grid, xs, ys, style.wall, style.wall_color)


def _path_width(cell, parity):
    """A solution width near 30% of a cell with the given parity (even/odd)."""
    width = max(1, round(cell * 0.3))
    if width % 2 != parity % 2:
        width += 1
    return width


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


def _wall_lines(grid, xs, ys, t, wall):
    """The walls of a square grid as Lines: collinear closed sides merged into runs."""
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    layer = "walls"
    # Horizontal walls: the north side of each row, and the south side of the last.
    for r in range(rows + 1):
        y = ys[r]
        run = None
        if r < rows:
            base, bit = r * cols, _N
        else:
            base, bit = (rows - 1) * cols, _S
        for c in range(cols):
            if not pas[base + c] & bit:
                if run is None:
                    run = c
            elif run is not None:
                yield Line(xs[run], y, xs[c], y, t, wall, layer)
                run = None
        if run is not None:
            yield Line(xs[run], y, xs[cols], y, t, wall, layer)
    # Vertical walls: the west side of each column, and the east side of the last.
    for c in range(cols + 1):
        x = xs[c]
        run = None
        if c < cols:
            first, bit = c, _W
        else:
            first, bit = cols - 1, _E
        for r in range(rows):
            if not pas[first + r * cols] & bit:
                if run is None:
                    run = r
            elif run is not None:
                yield Line(x, ys[run], x, ys[r], t, wall, layer)
                run = None
        if run is not None:
            yield Line(x, ys[run], x, ys[rows], t, wall, layer)


def _with_openings(grid, path, points, step, maze=None):
    """Extend the path one cell out through the start's and the goal's openings:
    at an end that is the start or the goal (a piece of a way cut at a
    wrapped edge has an end that is neither; a piece of one cell goes out
    at its front if it is the start, its back if it is the goal)."""
    deltas = ((0, -step), (step, 0), (0, step), (-step, 0))  # N E S W as (dx, dy)
    before, after = [], []
    ends = ((path[0], points[0], before), (path[-1], points[-1], after))
    if maze is not None:  # (either way round: a path may run goal to start)
        mouths = (maze.start, maze.goal)
        ends = [end for end in ends if end[0] in mouths]
        if len(path) == 1 and len(ends) == 2:  # one cell: out by one side only
            ends = ends[:1] if path[0] == maze.start else ends[1:]
    for cell, (x, y), extra in ends:
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


def _ring(x0, y0, x1, y1, colour):
    """The square ``(x0, y0, x1, y1)`` with its middle left out, as four Rects."""
    t = max(1, int((x1 - x0) // 4))
    return [Rect(x0, y0, x1, y0 + t, colour, "markers"), Rect(x0, y1 - t, x1, y1, colour, "markers"),
            Rect(x0, y0 + t, x0 + t, y1 - t, colour, "markers"),
            Rect(x1 - t, y0 + t, x1, y1 - t, colour, "markers")]


def _block_walls(lines, size, m, top, wall):
    """Wall blocks as Rects: horizontal runs of two or more blocks, then the
    single blocks left over, joined down their columns."""
    height_blocks, width_blocks = len(lines), len(lines[0])
    single = [bytearray(width_blocks) for _ in range(height_blocks)]
    for i, line in enumerate(lines):
        j = 0
        while j < width_blocks:
            if line[j] == 0x30:
                k = j
                while k < width_blocks and line[k] == 0x30:
                    k += 1
                if k - j >= 2:
                    yield Rect(m + j * size, top + i * size, m + k * size,
                               top + (i + 1) * size, wall, "walls")
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
                yield Rect(m + j * size, top + i * size, m + (j + 1) * size,
                           top + k * size, wall, "walls")
                i = k
            else:
                i += 1
