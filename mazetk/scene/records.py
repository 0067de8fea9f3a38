"""The drawing records, the Scene that holds them, and the Style they are drawn in.

Every painter (the Canvas, the PNG rasteriser, the PostScript, SVG and PDF
writers, the plotter) reads only what this module defines.

Geometry is exact: a :class:`Line` is a centre line with square
("projecting") caps, so it covers the rectangle
``[min(x) - w/2, max(x) + w/2) x [min(y) - w/2, max(y) + w/2)``; walls are
placed so that rectangle has whole-pixel edges.  A :class:`Polyline` is
made of such lines joined with miters (round caps and joins in a
``smooth`` Scene).  A :class:`Rect` covers ``[x0, x1) x [y0, y1)``; a
:class:`Polygon`'s points run clockwise.  Every record names its ``layer``
(:data:`LAYERS`, bottom to top), which the Canvas tags it with and the
vector writers group it by.
"""

import itertools
import re
from collections import namedtuple
from dataclasses import dataclass, replace

from ..i18n import N_, _
from ..numbers import whole
from .palette import get as palette_named, style_colours

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
LAYERS = ("cells", "walls", "legend", "solution", "markers", "stairs", "title")

LOOKS = ("lines", "blocks")
SOLUTION_STYLES = ("solid", "dashed")
#: A dash and the gap after it, in widths of the line: with the caps (half
#: a width at each end) a dash shows 3.5 widths and a gap 1.5, at any size.
DASH = (2.5, 2.5)
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


@dataclass(frozen=True)
class Style:
    """How a maze looks.  Sizes are pixels (a PostScript/PDF point is 4/3 px).

    ``palette`` names a :mod:`.palette`: validating gives every colour
    still at its default the palette's (``Style(palette="dark")`` is a dark
    maze), while a colour given explicitly is kept (the book's pale markers,
    the icon's).  The default palette is today's colours, so nothing that
    does not name a palette changes.  ``solution_style`` is ``solid`` or
    ``dashed``: the solution's Polyline then has a ``dash`` (see
    :func:`mazetk.scene.solution_records`).
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
    #: Whether a maze's weighted ground is shaded under it (with its legend).
    ground: bool = True

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
        palette = palette_named(self.palette).name
        given = style_colours("default")
        colours = {}
        for name, colour in style_colours(palette).items():
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


class Walls:
    """The walls of a maze Scene as the maze holds them: the one fast path.

    :meth:`records` gives them as records (what ``items`` holds between
    ``under`` and ``over``); a painter with a quicker way asks for what it
    needs: the PNG writer draws a square maze's walls straight from
    :attr:`maze`'s passage bits in :attr:`style`, the anti-aliasing one asks
    :meth:`segment_ends` of a shape.  Each shape family's layout makes its
    own (:mod:`.squares`, :mod:`.sloped`).
    """

    def __init__(self, maze, style, width, colour):
        self.maze, self.style, self.width, self.colour = maze, style, width, colour

    def records(self):
        """The wall records, made afresh."""
        raise NotImplementedError

    def __bool__(self):
        """Whether any wall is drawn (a maze of one open cell has none)."""
        return next(iter(self.records()), None) is not None

    def segment_ends(self, reach, ss, rows=64):
        """Chunks ``(ax, ay, bx, by)`` of the ends of every wall segment in
        anti-aliasing samples (see :mod:`mazetk.export.smooth`), or None: no
        quicker way than :meth:`records` (the square family's, a masked circle's)."""
        return None


#: What lies under a maze Scene's walls (heat-map cells), the walls
#: (:class:`Walls`), and what lies over them (legend, way, markers, title).
Parts = namedtuple("Parts", "under walls over")


class Scene:
    """Records in drawing order, in pixels; see the module docstring.

    ``items`` is a list, or :class:`Records` (iterable many times, no
    ``len``) for a lazy Scene.  A maze's Scene (:func:`mazetk.scene.build`)
    also has ``parts``, a :class:`Parts`: ``items`` is ``under``, the walls'
    records and ``over``, in that order, and a painter may take the walls
    from ``parts.walls`` instead of from the records, and the few records
    around them from ``under`` and ``over`` without a pass over the walls.
    Any other Scene (a page of a book, a picture's overlay) has none.

    ``smooth``: the walls slope (hex, triangle, circle, upsilon): Polylines
    are drawn with round caps and joins, and anti-aliased.
    """

    def __init__(self, width, height, background, items, maze_box, parts=None, smooth=False):
        self.width = width
        self.height = height
        self.background = background
        self.items = items
        self.maze_box = maze_box  # (x0, y0, x1, y1) of the maze without margins
        self.parts = parts
        self.smooth = smooth

    @classmethod
    def of_parts(cls, width, height, background, parts, maze_box, smooth=False, lazy=False):
        """A maze's Scene from its :class:`Parts`: ``items`` made of them,
        as a list, or afresh on each pass when ``lazy``."""
        under, walls, over = parts

        def records():
            return itertools.chain(under, walls.records(), over)

        items = Records(records) if lazy else list(records())
        return cls(width, height, background, items, maze_box, parts, smooth)

    def pieces(self):
        """``(under, walls, over)``: a maze Scene's ``parts``; for any other
        Scene ``(items, None, ())``, so that a painter reads both the same way."""
        return self.parts if self.parts is not None else (self.items, None, ())

    def layer(self, name):
        return [item for item in self.items if item.layer == name]

    def colors(self):
        """Every colour used, the background first, in first-use order
        (for a maze Scene, from its ``parts``: no pass over the walls)."""
        seen = {self.background: None}
        under, walls, over = self.pieces()
        for item in under:
            seen.setdefault(colour_of(item), None)
        if walls:
            seen.setdefault(walls.colour, None)
        for item in over:
            seen.setdefault(colour_of(item), None)
        return list(seen)

    def __repr__(self):
        if isinstance(self.items, Records):
            return "<Scene %dx%d, lazy>" % (self.width, self.height)
        return "<Scene %dx%d, %d items>" % (self.width, self.height, len(self.items))


def colour_of(item):
    """The colour a record is drawn in: a Rect's or Polygon's fill, else its colour."""
    return item.fill if isinstance(item, (Rect, Polygon)) else item.color


def dashed(line, style):
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
