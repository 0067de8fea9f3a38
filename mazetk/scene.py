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

Nothing is told by colour alone: the goal's marker is a ring and the
start's a filled shape, in every palette; ``Style(solution_style="dashed")``
gives the solution's Polyline a ``dash`` (on and off lengths along it, in
the record's units, as PostScript's ``setdash``), which every painter draws;
a heat map comes with a legend of numbered steps under the maze.
"""

import itertools
import math
import re
from collections import namedtuple
from dataclasses import dataclass, replace

from . import palette as palettes
from .grids import E, N, S, W, mean
from .i18n import N_, _
from .numbers import whole

_N, _E, _S, _W = 1 << N, 1 << E, 1 << S, 1 << W

Rect = namedtuple("Rect", "x0 y0 x1 y1 fill layer")
Line = namedtuple("Line", "x0 y0 x1 y1 width color layer")
#: ``dash``: None (solid), or ``(on, off)`` lengths along the line from its
#: first point, in the record's units (see :func:`dash_pieces`).
Polyline = namedtuple("Polyline", "points width color layer dash", defaults=(None,))
Text = namedtuple("Text", "x y text size color layer")
#: A filled polygon (cells and markers of the hex, triangle, circle and
#: upsilon mazes); its points run clockwise.
Polygon = namedtuple("Polygon", "points fill layer")

#: Layers, bottom to top.  The Canvas tags every item with its layer.  The
#: start and goal markers lie over the way, so the goal's ring and the start's
#: square still tell them apart when the way is drawn through them.
LAYERS = ("cells", "walls", "legend", "solution", "markers", "title")

LOOKS = ("lines", "blocks")
#: Cells whose inside is narrower than this (pixels) get no start/goal marker.
MIN_MARKER = 6
SOLUTION_STYLES = ("solid", "dashed")
#: A dash and the gap after it, in widths of the line: with the caps (half
#: a width at each end) a dash shows 3.5 widths and a gap 1.5, at any size.
DASH = (2.5, 2.5)
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


@dataclass(frozen=True)
class Style:
    """How a maze looks.  Sizes are pixels (a PostScript/PDF point is 4/3 px).

    ``palette`` names a :mod:`mazetk.palette`: validating gives every colour
    still at its default the palette's (``Style(palette="dark")`` is a dark
    maze), while a colour given explicitly is kept (the book's pale markers,
    the icon's).  The default palette is today's colours, so nothing that
    does not name a palette changes.  ``solution_style`` is ``solid`` or
    ``dashed``: the solution's Polyline then has a ``dash`` (see
    :func:`solution_records`).
    """

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
    palette: str = "default"
    solution_style: str = "solid"

    def validate(self):
        """A checked copy; ValueError with what is allowed."""
        look = str(self.look).strip().lower()
        if look not in LOOKS:
            raise ValueError(_("the look must be lines or blocks, not %r") % (self.look,))
        solution_style = str(self.solution_style).strip().lower()
        if solution_style not in SOLUTION_STYLES:
            raise ValueError(_("the solution style must be solid or dashed, not %r")
                             % (self.solution_style,))
        cell = _whole(self.cell, N_("the cell size"), 2, 200)
        margin = _whole(self.margin, N_("the margin"), 0, 1000)
        wall = _whole(self.wall, N_("the wall thickness"), 1, 100)
        if look == "lines" and wall >= cell:
            raise ValueError(_("the wall thickness (%(wall)d px) must be less than the cell "
                               "size (%(cell)d px)") % {"wall": wall, "cell": cell})
        palette = palettes.get(self.palette).name
        given = palettes.style_colours("default")
        colours = {}
        for name, colour in palettes.style_colours(palette).items():
            value = getattr(self, name)
            value = str(colour if value == given[name] else value).strip()
            if not _COLOUR.match(value):
                raise ValueError(_("%(what)s must be a colour like #e00000, not %(value)r")
                                 % {"what": _(COLOUR_NAMES[name]), "value": value})
            colours[name] = value.lower()
        title = str(self.title or "").strip()
        if len(title) > 200:
            raise ValueError(_("the title is longer than 200 characters"))
        return replace(self, look=look, cell=cell, wall=wall, margin=margin, title=title,
                       palette=palette, solution_style=solution_style, **colours)


#: What a colour field is called in a message.
COLOUR_NAMES = {"wall_color": N_("the wall colour"), "background": N_("the background"),
                "solution_color": N_("the solution colour"),
                "start_color": N_("the start colour"), "goal_color": N_("the goal colour")}


def _whole(value, what, low, high):
    """``value`` as an int from ``low`` to ``high``; ``what`` (marked with
    ``N_``) names it in the message."""
    try:
        number = whole(value)
    except ValueError:
        raise ValueError(_("%(what)s must be a whole number of pixels, not %(value)r")
                         % {"what": _(what), "value": value}) from None
    if not low <= number <= high:
        raise ValueError(_("%(what)s must be from %(low)d to %(high)d px, not %(value)d")
                         % {"what": _(what), "low": low, "high": high, "value": number})
    return number


class Records:
    """Records made afresh on every pass, never all held at once.

    ``build(..., lazy=True)`` gives a Scene whose ``items`` is one of these:
    the file writers iterate it (once per colour or layer if they need to),
    so a 2000 x 2000 maze is written without millions of records in memory.
    """

    def __init__(self, make):
        self._make = make

    def __iter__(self):
        return iter(self._make())


class Scene:
    """Records in drawing order, in pixels; see the module docstring.

    ``items`` is a list, or :class:`Records` (iterable many times, no
    ``len``) for a lazy Scene.  A maze drawn by :func:`build` without a
    heat map also keeps ``source``: ``(maze, style, under, over)``, the
    records drawn before and after its walls, so that a raster writer can
    draw the walls straight from the passage bits; it is None for any other
    Scene.
    """

    #: True for the shapes with sloped walls: their Polylines are drawn with
    #: round caps and joins, and anti-aliased (see :mod:`mazetk.polyscene`).
    smooth = False
    #: A shape's Scene: ``(under, walls, over)``, the records below its
    #: walls, the walls (:class:`mazetk.polyscene.Walls`) and the records
    #: above them, which ``items`` holds in that order; None for a square's.
    parts = None

    def __init__(self, width, height, background, items, maze_box, source=None):
        self.width = width
        self.height = height
        self.background = background
        self.items = items
        self.maze_box = maze_box  # (x0, y0, x1, y1) of the maze without margins
        self.source = source

    def layer(self, name):
        return [item for item in self.items if item.layer == name]

    def colors(self):
        """Every colour used, the background first."""
        seen = {self.background: None}
        for item in self.items:
            seen.setdefault(item.fill if isinstance(item, (Rect, Polygon)) else item.color, None)
        return list(seen)

    def __repr__(self):
        if isinstance(self.items, Records):
            return "<Scene %dx%d, lazy>" % (self.width, self.height)
        return "<Scene %dx%d, %d items>" % (self.width, self.height, len(self.items))


def picture_size(grid, style, heat=False):
    """``(width, height)`` of the Scene ``build`` makes, without making it;
    ``heat`` true: with a heat map, whose legend makes the picture taller."""
    style = style.validate()
    if grid.kind != "square":
        from . import polyscene
        width, height = polyscene.picture_size(grid, style)
    else:
        size, m = style.cell, style.margin
        top = m + title_band(style)
        if style.look == "blocks":
            width, height = (2 * m + (2 * grid.cols + 1) * size,
                             top + m + (2 * grid.rows + 1) * size)
        else:
            width = 2 * m + grid.cols * size + style.wall
            height = top + m + grid.rows * size + style.wall
    return width, height + (legend_height(style, width) if heat else 0)


def title_band(style):
    """Height in pixels taken by the title above the maze (0 without one)."""
    return int(style.cell * 2.5) if style.title else 0


def build(maze, style=None, show_solution=False, solver="bfs", cells=None, lazy=False):
    """The :class:`Scene` of ``maze``.

    ``cells`` optionally maps cell -> fill colour (a heat map, a trail); a
    heat map as :func:`mazetk.analysis.heat_of` gives it (it carries
    ``far`` and ``palette``) comes with a legend under the maze and the
    picture is taller for it.
    ``lazy=True`` makes the records on each pass over ``items`` instead of
    holding them (for writing big mazes to files).
    """
    style = (style or Style()).validate()
    heat = _heat_range(cells)
    if maze.grid.kind != "square":
        from . import polyscene
        return _shape_looks(polyscene.build(maze, style, show_solution, solver, cells,
                                            lazy=True), style, heat, lazy)
    if style.look == "blocks":
        return _build_blocks(maze, style, show_solution, solver, cells, lazy, heat)
    return _build_lines(maze, style, show_solution, solver, cells, lazy, heat)


def _shape_looks(scene, style, heat, lazy=False):
    """A shape's Scene from :mod:`mazetk.polyscene` with the looks every
    shape shares, put on here in one place: the goal's marker hollow (it
    is the second marker), the way dashed if the style says so, and the heat
    map's legend under the maze (before the way and the title, which the
    window finds at the end)."""
    from .polyscene import assemble
    under, walls, over = scene.parts
    items, markers = [], 0
    for item in over:
        if item.layer == "markers" and isinstance(item, Polygon):
            markers += 1
            if markers == 2:
                item = item._replace(points=_hollow(item.points))
        elif item.layer == "solution":
            item = _dashed(item, style)
        items.append(item)
    if heat is not None:
        legend, band = legend_records(style, heat, scene.maze_box, scene.width, smooth=True)
        items[0:0] = legend
        scene.height += band
    return assemble(scene, under, walls, items, lazy)


def maze_palette(style, under, over):
    """``Scene.colors()`` of a maze Scene whose ``source`` is
    ``(maze, style, under, over)``, from the records around its walls."""
    seen = {style.background: None}
    for item in under:
        seen.setdefault(item.fill if isinstance(item, Rect) else item.color, None)
    seen.setdefault(style.wall_color, None)  # a maze always has some wall
    for item in over:
        seen.setdefault(item.fill if isinstance(item, Rect) else item.color, None)
    return list(seen)


def solution_records(maze, style, solver="bfs", path=None):
    """The solution layer alone (a list with one Polyline, or none without a way).

    The window draws it over the maze to show or change the solution
    without rebuilding anything else.  ``path`` overrides the solver's path
    (a player's trail, a hint).
    """
    style = style.validate()
    grid = maze.grid
    if grid.kind != "square":
        from . import polyscene
        return [_dashed(item, style) for item in
                polyscene.solution_records(maze, style, solver, path)]
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
    # out through the openings, but never past the picture's edge (the margin
    # can be narrower than a cell): the line and its square cap stay inside
    edge = (1.5 * size if style.look == "blocks" else size / 2.0 + style.wall / 2.0) + m
    reach = max(0.0, min(float(size), edge - width / 2.0))
    points = _with_openings(grid, maze, path, points, reach)
    return [_dashed(Polyline(_simplify(points), width, style.solution_color, "solution"), style)]


def _dashed(line, style):
    """The solution ``line`` with the style's dash, sized from its width, in
    whole pixels: the ends of a square maze's dashes then lie between
    pixels, as its walls' do, and every file draws the same pixels."""
    if style.solution_style != "dashed":
        return line
    return line._replace(dash=tuple(float(max(1, round(k * line.width))) for k in DASH))


def dash_pieces(points, dash):
    """The drawn pieces of the polyline ``points`` under ``dash = (on, off)``:
    a list of point tuples, the dashes PostScript's ``[on off] 0 setdash``
    strokes (the first starts at the first point; a dash that turns a corner
    keeps it).  Painters without dashes of their own (the PNG, the plotter)
    draw these."""
    on, off = dash
    pieces, piece = [], [points[0]]
    drawing, left = True, on  # in a dash or a gap, and how much of it is left
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        done = 0.0
        while length - done > left:
            done += left
            t = done / length
            point = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
            if drawing:
                piece.append(point)
                pieces.append(tuple(piece))
            else:
                piece = [point]
            drawing = not drawing
            left = on if drawing else off
        left -= length - done
        if drawing:
            piece.append((x1, y1))
    if drawing and len(piece) > 1:
        pieces.append(tuple(piece))
    return pieces


def _heat_range(cells):
    """``(far, palette name)`` when ``cells`` is a heat map that says them
    (an :class:`mazetk.analysis.Heat`), else None: a trail or another
    colouring gets no legend."""
    far, name = getattr(cells, "far", None), getattr(cells, "palette", None)
    return None if far is None or name is None else (far, name)


#: Shades in a legend's ramp: those of a heat map (``palette.heat_colours``).
HEAT_STEPS = 48
#: The legend's words may take this share of the picture's width.
LEGEND_ROOM = 0.94


def _legend_sizes(style, width):
    """``(size, digits, lift, bar_height)``: the cap heights of a legend's
    words and (at most) of its numbers, where its ramp begins under the maze
    and how high it is, in whole pixels.  The words fit a picture ``width``
    pixels wide: under a tiny maze the whole legend is smaller."""
    from .fonts import strokefont
    words = strokefont.width(_("steps from the start"), 1.0)
    size = min(max(10.0, min(16.0, style.cell * 0.9)), LEGEND_ROOM * width / words)
    return size, size * 0.85, int(round(size * 2.0)), max(1, int(round(size)))


def legend_height(style, width):
    """Pixels a heat map's legend adds under a picture ``width`` pixels wide."""
    size, digits, lift, bar_height = _legend_sizes(style, width)
    return int(math.ceil(lift + bar_height + size + digits))


def legend_records(style, heat, box, width, smooth=False):
    """``(records, height)``: the legend of a heat map, ``height`` pixels
    under the maze ``box`` in a picture ``width`` wide: the words *steps
    from the start*, a ramp of the heat map's shades as wide as the maze at
    most, centred under it, ticks under the ramp and the numbers 0, the
    largest distance and as many between as have room (none under a tiny
    maze; there the numbers are smaller, so that the two never touch).

    Only records every painter draws: the ramp is Rects and the frame and
    ticks Lines, or for a ``smooth`` Scene (sloped walls) Polygons and
    Polylines, whose painters draw those; the words are Text.  Nothing
    lies beyond the picture's sides.
    """
    far, name = heat
    left, _maze_top, right, top = box  # the legend goes under the maze's bottom
    centre, room = (left + right) / 2.0, right - left
    size, most, lift, bar_height = _legend_sizes(style, width)
    ink, pen = style.wall_color, max(1, int(round(size / 10.0)))
    from .fonts import strokefont
    unit = strokefont.width(str(far), 1.0) + 1.0  # the widest number and a gap, at size 1
    # the two end numbers side by side under the ramp, and inside the picture
    digits = min(most, room / unit, width / 2.0 / unit)
    label = unit * digits
    # centred, less a pixel for rounding: the end numbers and the frame stay inside
    bar = int(min(room, 24 * size, width - max(label, 2 * pen) - 1))
    x0, y0 = int(round(centre - bar / 2.0)), int(round(top)) + lift
    y1 = y0 + bar_height
    records = [Text(centre, top + size * 1.1, _("steps from the start"), size, ink, "legend")]
    for i in range(HEAT_STEPS):
        a, b = x0 + bar * i // HEAT_STEPS, x0 + bar * (i + 1) // HEAT_STEPS
        if b > a:
            # half a pixel over the next one: no seam where a vector file is
            # anti-aliased, and no pixel more (a pixel is drawn by its centre)
            b += 0.5 if i < HEAT_STEPS - 1 else 0
            colour = palettes.ramp(name, i / float(HEAT_STEPS - 1))
            records.append(Polygon(((a, y0), (b, y0), (b, y1), (a, y1)), colour, "legend")
                           if smooth else Rect(a, y0, b, y1, colour, "legend"))
    h = pen / 2.0  # the frame lies outside the ramp: painted in any order, neither hides
    frame = ((x0 - h, y0 - h), (x0 + bar + h, y0 - h), (x0 + bar + h, y1 + h), (x0 - h, y1 + h),
             (x0 - h, y0 - h))
    tick = y1 + size * 0.4
    count = max(2, min(5, int(bar // label) + 1))
    for d, _colour in palettes.legend(name, far, count):
        x = x0 + bar * d / float(far or 1)
        if smooth:
            records.append(Polyline(((x, y1), (x, tick)), pen, ink, "legend"))
        else:
            records.append(Line(x, y1 + h, x, tick, pen, ink, "legend"))
        records.append(Text(x, tick + size * 0.3 + digits / 2.0, str(d), digits, ink, "legend"))
    if smooth:
        records.append(Polyline(frame, pen, ink, "legend"))
    else:
        records.extend(Line(ax, ay, bx, by, pen, ink, "legend")
                       for (ax, ay), (bx, by) in zip(frame, frame[1:]))
    return records, legend_height(style, width)


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


def layout_for(grid, style):
    """The :class:`Layout` of a square grid, or the shape's own
    (:class:`mazetk.polyscene.ShapeLayout`): both answer ``centre``,
    ``cell_at``, ``cell_box``, ``marker`` and ``link``."""
    if grid.kind == "square":
        return Layout(grid, style)
    from .polyscene import ShapeLayout
    return ShapeLayout(grid, style)


class Layout:
    """Where cells and the walls between them are, in a Scene's pixels.

    For the window's animation and play mode, which change single cells and
    walls; ``scene.build`` is the authority and uses the same arithmetic.
    """

    smooth = False

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


def _build_lines(maze, style, show_solution, solver, cells, lazy=False, heat=None):
    grid = maze.grid
    cols, rows = grid.cols, grid.rows
    size, t, m = style.cell, style.wall, style.margin
    top = m + title_band(style)
    width = 2 * m + cols * size + t
    height = top + m + rows * size + t
    half = t / 2.0
    xs = [m + half + c * size for c in range(cols + 1)]  # wall centre lines
    ys = [top + half + r * size for r in range(rows + 1)]
    under, over = [], []
    if cells:
        # one rectangle per run of equal colour along a row; walls cover the seams
        for r, c0, c1, fill in _runs(cells, cols, rows):
            under.append(Rect(xs[c0] - half, ys[r] - half, xs[c1] + half, ys[r + 1] + half,
                              fill, "cells"))
    box = (m, top, width - m, height - m)
    height += _legend(over, style, heat, box, width)
    if show_solution:
        over.extend(solution_records(maze, style, solver))
    _markers(over, maze, style, lambda r, c: (xs[c] + half, ys[r] + half,
                                              xs[c + 1] - half, ys[r + 1] - half))
    _title(style, width, over)

    def records():
        return itertools.chain(under, _wall_lines(grid, xs, ys, t, style.wall_color), over)

    return Scene(width, height, style.background, Records(records) if lazy else list(records()),
                 box, None if cells else (maze, style, under, over))


def _legend(items, style, heat, box, width):
    """Append a heat map's legend under the maze ``box``; the height it takes."""
    if heat is None:
        return 0
    records, band = legend_records(style, heat, box, width)
    items.extend(records)
    return band


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
    """A filled square in the start cell and a ring in the goal cell: the
    two differ by shape as well as by colour, in every palette (a reader
    who cannot tell the colours apart still finds the way's two ends)."""
    cols = maze.grid.cols
    for cell, colour in ((maze.start, style.start_color), (maze.goal, style.goal_color)):
        r, c = divmod(cell, cols)
        x0, y0, x1, y1 = box(r, c)
        if x1 - x0 < MIN_MARKER:
            return  # a dot of a few pixels says nothing; the openings show the way
        inset = int((x1 - x0) // 5)
        x0, y0, x1, y1 = x0 + inset, y0 + inset, x1 - inset, y1 - inset
        if cell == maze.goal:
            items.extend(_ring(x0, y0, x1, y1, colour))
        else:
            items.append(Rect(x0, y0, x1, y1, colour, "markers"))


def _hollow(points, share=0.5):
    """A convex outline with its middle (the outline shrunk to ``share``
    about its centre) left out, as one polygon: round the outside, across
    to the inside, round it the other way and back.  The way across is
    walked there and back, so it adds nothing whether a painter fills by
    the even-odd or the non-zero rule."""
    cx = mean(x for x, y in points)
    cy = mean(y for x, y in points)
    inner = [(cx + (x - cx) * share, cy + (y - cy) * share) for x, y in points]
    return tuple(points) + (points[0], inner[0]) + tuple(reversed(inner))


def _ring(x0, y0, x1, y1, colour):
    """The square ``(x0, y0, x1, y1)`` with its middle left out, as four Rects."""
    t = max(1, int((x1 - x0) // 4))
    return [Rect(x0, y0, x1, y0 + t, colour, "markers"), Rect(x0, y1 - t, x1, y1, colour, "markers"),
            Rect(x0, y0 + t, x0 + t, y1 - t, colour, "markers"),
            Rect(x1 - t, y0 + t, x1, y1 - t, colour, "markers")]


def _build_blocks(maze, style, show_solution, solver, cells, lazy=False, heat=None):
    from .maze import matrix_lines
    grid = maze.grid
    cols = grid.cols
    size, m = style.cell, style.margin
    top = m + title_band(style)
    height_blocks, width_blocks = 2 * grid.rows + 1, 2 * cols + 1
    width = 2 * m + width_blocks * size
    height = top + m + height_blocks * size
    under, over = [], []
    if cells:
        for r, c0, c1, fill in _runs(cells, cols, grid.rows):
            under.append(Rect(m + (2 * c0 + 1) * size, top + (2 * r + 1) * size,
                              m + 2 * c1 * size, top + (2 * r + 2) * size, fill, "cells"))
    box = (m, top, width - m, height - m)
    height += _legend(over, style, heat, box, width)
    if show_solution:
        over.extend(solution_records(maze, style, solver))
    _markers(over, maze, style, lambda r, c: (m + (2 * c + 1) * size, top + (2 * r + 1) * size,
                                              m + (2 * c + 2) * size, top + (2 * r + 2) * size))
    _title(style, width, over)

    def records():
        walls = _block_walls(matrix_lines(maze), size, m, top, style.wall_color)
        return itertools.chain(under, walls, over)

    return Scene(width, height, style.background, Records(records) if lazy else list(records()),
                 box, None if cells else (maze, style, under, over))


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


def line_box(item):
    """The rectangle ``(x0, y0, x1, y1)`` an axis-parallel :class:`Line` covers."""
    h = item.width / 2.0
    return (min(item.x0, item.x1) - h, min(item.y0, item.y1) - h,
            max(item.x0, item.x1) + h, max(item.y0, item.y1) + h)


def segments(item):
    """The :class:`Line` pieces of a :class:`Polyline`: of its dashes when
    it is dashed (:func:`dash_pieces`), so a painter that fills them dashes it."""
    pieces = dash_pieces(item.points, item.dash) if item.dash else [item.points]
    return [Line(pts[i][0], pts[i][1], pts[i + 1][0], pts[i + 1][1], item.width,
                 item.color, item.layer) for pts in pieces for i in range(len(pts) - 1)]
