"""Masks: which cells of a grid belong to the maze.

A :class:`Mask` holds a grid's shape and size and a ``bytearray`` ``on``
with one byte a cell, 1 for a cell of the maze and 0 for a cell cut away.
Cells keep the numbers the full grid gives them.  A mask comes from

- text (:meth:`Mask.from_text`), the mask file format: one line per row of
  the grid, ``X`` or ``#`` for a cell, ``.`` or a space for none; the size
  comes from the file (columns: the longest line, shorter lines end in
  cells that are off; rows: the lines).  Hex, triangle and upsilon masks
  use the same rows and columns as their grid numbers them (a hex grid's
  odd columns sit half a cell lower, a triangle row alternates up and
  down).  A circle mask has one line per ring, inside out: line ``r`` holds
  the cells of ring ``r`` clockwise from 12 o'clock (1 on the first line, 6
  on the second, ...), and the lines give the number of rings;
- a picture (:func:`from_picture`): dark pixels are maze;
- words (:func:`from_words`), set in :mod:`mazetk.masks.bitfont`;
- an outline (:func:`outline`): a circle, triangle, hexagon or heart.

:func:`keep_largest` keeps the largest connected piece, :func:`join_pieces`
joins the pieces by bridges of cells (a code starting with :data:`JOIN`
asks for that); :func:`encode` and :func:`decode` put a mask in a maze
code.  Nothing here reads Tk; only :func:`read` touches a file.
"""

import base64
import binascii
import math
import re
import zlib
from array import array
from bisect import bisect_left, bisect_right
from collections import deque, namedtuple

from . import bitfont
from .. import grids
from ..grids import A_SHAPE_WORDS, MAX_RINGS, MAX_SHAPE_CELLS, SHAPES
from ..grids.masked import RUNS
from ..grids.polar import ring_counts
from ..i18n import N_, _
from ..files.regularfile import open_regular

OUTLINES = ("circle", "triangle", "hexagon", "heart")
#: The outlines as a window shows them (ids stay as they are on the command line).
OUTLINE_NAMES = {"circle": N_("Circle"), "triangle": N_("Triangle"), "hexagon": N_("Hexagon"),
                 "heart": N_("Heart")}
#: Any byte to 0/1 (``bytes.translate``), and the mask file's characters to 0/1.
_BOOL = bytes([0]) + bytes([1]) * 255
_FROM_TEXT = str.maketrans({"X": "\x01", "#": "\x01", ".": "\x00", " ": "\x00"})
_BAD_CHAR = re.compile(r"[^X#. \n]")
_CODE_CHARS = re.compile(r"[A-Za-z0-9_-]*\Z")


def cell_count(shape, cols, rows):
    """The cells of a ``shape`` grid of ``cols`` x ``rows`` (a circle:
    ``cols`` rings); ValueError beyond the limits of a maze (:mod:`mazetk.grids`)."""
    if shape not in SHAPES:
        raise ValueError(_("unknown shape %(shape)r; choose one of: %(choices)s")
                         % {"shape": shape, "choices": ", ".join(SHAPES)})
    for value, message in ((cols, _("a mask needs at least 1 column, not %r")),
                           (rows, _("a mask needs at least 1 row, not %r"))):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(message % (value,))
    if shape == "circle":
        if cols > MAX_RINGS:
            raise ValueError(_("a circle mask has at most %(most)d rings, not %(rings)d")
                             % {"most": MAX_RINGS, "rings": cols})
        return sum(ring_counts(cols))
    if cols > grids.MAX_SIDE or rows > grids.MAX_SIDE:
        raise ValueError(_("a mask of %(cols)d x %(rows)d is too large: at most %(most)d "
                           "cells a side") % {"cols": cols, "rows": rows,
                                              "most": grids.MAX_SIDE})
    limit = grids.MAX_CELLS if shape == "square" else MAX_SHAPE_CELLS
    if cols * rows > limit:
        raise ValueError(_("%(a_shape)s mask of %(cols)d x %(rows)d has %(cells)d cells; "
                           "the largest has %(most)d")
                         % {"a_shape": _(A_SHAPE_WORDS[shape]), "cols": cols, "rows": rows, "cells": cols * rows,
                            "most": limit})
    if shape == "triangle" and cols == 1 and rows > 2:
        raise ValueError(_("a triangle mask of more than 2 rows needs at least 2 columns"))
    return cols * rows


#: The longest text a mask can be: every cell, and a CR LF after each line.
MAX_TEXT = grids.MAX_CELLS + 2 * grids.MAX_SIDE + 8


class Mask:
    """Which cells of a ``shape`` grid of ``cols`` x ``rows`` are on (see the
    module docstring); a circle's rings are both ``cols`` and ``rows``."""

    __slots__ = ("shape", "cols", "rows", "on")

    def __init__(self, shape, cols, rows, on=None):
        if shape == "circle":
            rows = cols
        n = cell_count(shape, cols, rows)
        if on is None:
            on = bytes([1]) * n
        if len(on) != n:
            raise ValueError(_("%(a_shape)s mask of this size has %(cells)d cells, not %(given)d")
                             % {"a_shape": _(A_SHAPE_WORDS[shape]), "cells": n, "given": len(on)})
        self.shape, self.cols, self.rows = shape, cols, rows
        self.on = bytearray(on).translate(_BOOL)

    @property
    def n(self):
        return len(self.on)

    def count(self):
        """The number of cells that are on."""
        return self.on.count(1)

    def grid(self):
        """A full grid of the mask's shape and size."""
        return grids.make(self.shape, self.cols, self.rows)

    def __eq__(self, other):
        if not isinstance(other, Mask):
            return NotImplemented
        return (self.shape, self.cols, self.rows, self.on) == (
            other.shape, other.cols, other.rows, other.on)

    def __repr__(self):
        return "Mask(%r, %d, %d, %d of %d cells on)" % (
            self.shape, self.cols, self.rows, self.count(), self.n)

    # -- the mask file format ---------------------------------------------
    def lines(self):
        """The rows of the mask file, ``X`` and ``.``, without line ends."""
        text = self.on.translate(bytes.maketrans(b"\x00\x01", b".X")).decode("ascii")
        if self.shape == "circle":
            starts = [0]
            for m in ring_counts(self.cols):
                starts.append(starts[-1] + m)
            return [text[a:b] for a, b in zip(starts, starts[1:])]
        c = self.cols
        return [text[i:i + c] for i in range(0, len(text), c)]

    def to_text(self):
        """The mask file: one line per row (per ring), each ending in a newline."""
        return "\n".join(self.lines()) + "\n"

    @classmethod
    def from_text(cls, text, shape="square"):
        """The mask a mask file's text describes (see the module docstring);
        ValueError naming the line and column of the first fault."""
        if not isinstance(text, str):
            raise ValueError(_("a mask file is text, not %s") % type(text).__name__)
        if len(text) > MAX_TEXT:
            raise ValueError(_("the mask file is too large: a mask has at most %d cells")
                             % grids.MAX_CELLS)
        if shape not in SHAPES:
            raise ValueError(_("unknown shape %(shape)r; choose one of: %(choices)s")
                             % {"shape": shape, "choices": ", ".join(SHAPES)})
        if text.count("\n") > grids.MAX_SIDE:  # before a line of it is split off
            raise ValueError(_("the mask file has more than %(most)d lines; a mask has at "
                               "most %(most)d rows") % {"most": grids.MAX_SIDE})
        lines = text.lstrip("\ufeff").split("\n")
        if lines[-1] == "":
            lines.pop()
        lines = [line[:-1] if line.endswith("\r") else line for line in lines]
        if not lines:
            raise ValueError(_("the mask file is empty: write one line per row, "
                               "X or # for a cell, . or space for none"))
        joined = "\n".join(lines)
        bad = _BAD_CHAR.search(joined)  # one pass in C, even over a million lines
        if bad:
            at = bad.start()
            raise ValueError(_("mask line %(line)d, column %(column)d: %(char)r is not a mask "
                               "character (X or # for a cell, . or space for none)")
                             % {"line": joined.count("\n", 0, at) + 1,
                                "column": at - joined.rfind("\n", 0, at), "char": bad.group()})
        rows = len(lines)
        if shape == "circle":
            cell_count(shape, rows, rows)
            counts = ring_counts(rows)
            for ring, (line, m) in enumerate(zip(lines, counts)):
                if len(line) > m:
                    raise ValueError(_("mask line %(line)d has %(cells)d cells; ring %(ring)d "
                                       "of a circle has %(most)d")
                                     % {"line": ring + 1, "cells": len(line), "ring": ring,
                                        "most": m})
            cols, widths = rows, counts
        else:
            cols = max(map(len, lines))
            if cols == 0:
                raise ValueError(_("the mask file holds no cell: its lines are empty"))
            cell_count(shape, cols, rows)
            widths = [cols] * rows
        body = "".join(line.ljust(w, ".") for line, w in zip(lines, widths))
        return cls(shape, cols, rows, body.translate(_FROM_TEXT).encode("latin-1"))


# -- placing a picture or a figure on a grid ------------------------------
def _fit_box(grid, x0, y0, x1, y1):
    """``(s, ox, oy)`` placing the box ``x0..x1`` x ``y0..y1`` inside the
    grid's extent, as large as fits and centred: grid point = o + s * point."""
    w, h = grid.extent()
    s = min(w / (x1 - x0), h / (y1 - y0))
    return s, (w - s * (x1 - x0)) / 2 - s * x0, (h - s * (y1 - y0)) / 2 - s * y0


def _fit_disk(grid, cx, cy, r):
    """``(s, ox, oy)`` placing the disk of radius ``r`` about (cx, cy) on a
    circle grid's own disk."""
    radius = grid.extent()[0] / 2
    s = radius / r
    return s, radius - s * cx, radius - s * cy


class _Picture:
    """A picture's dark pixels, looked up at points in pixel units."""

    def __init__(self, pic, threshold):
        w, h = pic.width, pic.height
        if w < 1 or h < 1 or len(pic.grey) != w * h:
            raise ValueError(_("the picture has no pixels"))
        dark = bytes([1]) * threshold + bytes(256 - threshold)
        self.width, self.height = w, h
        self.dark = bytes(pic.grey).translate(dark)
        self.box = (0, 0, w, h)

    def at(self, u, v):
        if 0 <= u < self.width and 0 <= v < self.height:
            return self.dark[int(v) * self.width + int(u)]
        return 0

    def columns(self, us):
        """``us`` made ready for :meth:`row`: the pixel column of each, or the
        width where it falls outside."""
        w = self.width
        return [int(u) if 0 <= u < w else w for u in us]

    def row(self, v, cols):
        """0/1 of the points (u, v) for the prepared columns of ``u``."""
        if not 0 <= v < self.height:
            return bytes(len(cols))
        start = int(v) * self.width
        line = self.dark[start:start + self.width] + b"\x00"
        return bytes(map(line.__getitem__, cols))


class _Figure:
    """A union of convex pieces (disks and polygons), in its own units."""

    def __init__(self, pieces):
        self.pieces = pieces
        xs, ys = [], []
        for kind, data in pieces:
            if kind == "disk":
                (cx, cy), r = data
                xs += [cx - r, cx + r]
                ys += [cy - r, cy + r]
            else:
                xs += [p[0] for p in data]
                ys += [p[1] for p in data]
        self.box = (min(xs), min(ys), max(xs), max(ys))
        # For at(): each disk as centre and squared radius, each clockwise
        # polygon as the half-planes a u + b v >= c of its sides.
        self.disks = [(data[0][0], data[0][1], data[1] ** 2)
                      for kind, data in pieces if kind == "disk"]
        self.polygons = [[(ay - by, bx - ax, (ay - by) * ax + (bx - ax) * ay)
                          for (ax, ay), (bx, by) in zip(data, data[1:] + data[:1])]
                         for kind, data in pieces if kind == "polygon"]

    def spans(self, v):
        """The intervals of u where the line at height v is inside."""
        out = []
        for kind, data in self.pieces:
            if kind == "disk":
                (cx, cy), r = data
                d = r * r - (v - cy) ** 2
                if d >= 0:
                    out.append((cx - math.sqrt(d), cx + math.sqrt(d)))
                continue
            hits = []
            for (ax, ay), (bx, by) in zip(data, data[1:] + data[:1]):
                if min(ay, by) <= v <= max(ay, by) and ay != by:
                    hits.append(ax + (bx - ax) * (v - ay) / (by - ay))
            if hits:
                out.append((min(hits), max(hits)))
        return out

    def at(self, u, v):
        for cx, cy, r2 in self.disks:
            if (u - cx) * (u - cx) + (v - cy) * (v - cy) <= r2:
                return 1
        for edges in self.polygons:
            for a, b, c in edges:
                if a * u + b * v < c:
                    break
            else:
                return 1
        return 0

    def columns(self, us):
        return us

    def row(self, v, us):
        out = bytearray(len(us))
        for a, b in self.spans(v):
            i, j = bisect_left(us, a), bisect_right(us, b)
            out[i:j] = bytes([1]) * (j - i)
        return bytes(out)


#: Three sample points of a triangle (c, a, b), as weights of a and b:
#: the points of a degree-2 quadrature, each standing for a third of it.
_RULE = ((2 / 3, 1 / 6), (1 / 6, 2 / 3), (1 / 6, 1 / 6))


def _samples(points):
    """``[(x, y, weight)]`` over the polygon: a fan of triangles from the mean
    of its corners, three points each (one, its centroid, for a polygon of
    many corners: a ring cell's arcs)."""
    n = len(points)
    cx = grids.mean(p[0] for p in points)
    cy = grids.mean(p[1] for p in points)
    rule = _RULE
    if n > 8:  # arcs drawn finely: every few corners and one point a triangle
        points = points[::-(-n // 8)]
        n, rule = len(points), ((1 / 3, 1 / 3),)
    out = []
    for i in range(n):
        (ax, ay), (bx, by) = points[i - 1], points[i]
        area = abs((ax - cx) * (by - cy) - (bx - cx) * (ay - cy))
        for p, q in rule:
            out.append((cx + p * (ax - cx) + q * (bx - cx),
                        cy + p * (ay - cy) + q * (by - cy), area))
    return out


def _cover_each(grid, source, s, ox, oy):
    """``on`` for every cell: most of its area (by weight) falls on the
    source; a cell at a time, for grids without a repeating row pattern."""
    on = bytearray(grid.n)
    at = source.at
    for cell in range(grid.n):
        total = dark = 0.0
        for x, y, weight in _samples(grid.polygon(cell)):
            total += weight
            if at((x - ox) / s, (y - oy) / s):
                dark += weight
        on[cell] = dark * 2 > total * (1 + 1e-9)  # half is not most, whatever the rounding
    return on


#: The shapes laid out in rows and columns that repeat every two of each
#: (a circle's rings do not; a masked grid is one of these, renumbered).
LATTICES = ("square", "hex", "triangle", "upsilon")


def _templates(grid):
    """The sample points of cells (0..1, 0..1) relative to their own row and
    column steps, when the grid repeats every two rows and columns by whole
    steps and each cell's samples weigh alike; None otherwise."""
    kind = grid.kind
    if kind not in LATTICES:
        return None
    probe = grids.make(kind, 4, 4)
    x0, y0 = probe.centre(0)
    dx = probe.centre(2)[0] - x0
    dy = probe.centre(8)[1] - y0
    out = {}
    for r in range(4):
        for c in range(4):
            cell = r * 4 + c
            pts = probe.polygon(cell)
            shift = (c // 2 * dx, r // 2 * dy)
            rel = [(x - shift[0], y - shift[1]) for x, y in pts]
            key = (r % 2, c % 2)
            if key in out:
                if any(abs(a - p) + abs(b - q) > 1e-9
                       for (a, b), (p, q) in zip(out[key], rel)):
                    return None
            else:
                out[key] = rel
    last = grid.n - 1  # the grid itself follows the pattern to its far corner
    r, c = grid.rc(last)
    expected = [(x + c // 2 * dx, y + r // 2 * dy) for x, y in out[r % 2, c % 2]]
    if any(abs(a - p) + abs(b - q) > 1e-6 for (a, b), (p, q) in zip(expected, grid.polygon(last))):
        return None
    result = {}
    for key, pts in out.items():
        samples = _samples(pts)
        weights = [w for _, _, w in samples]
        if max(weights) - min(weights) > 1e-9 * max(weights) or len(samples) > 255:
            return None
        result[key] = [(x, y) for x, y, _ in samples]
    return result, dx, dy


def _cover_rows(grid, source, s, ox, oy, templates):
    """``on`` for a grid of repeating rows: each sample point of a class of
    cells (row and column parity) lies on one line per row, so a whole line
    is read at once and the votes are summed as big integers."""
    tpl, dx, dy = templates
    cols, rows = grid.cols, grid.rows
    on = bytearray(grid.n)
    prepared = {}
    for (pr, pc), points in tpl.items():
        count = len(range(pc, cols, 2))
        if count == 0:
            continue
        need = bytes([0]) * (len(points) // 2 + 1) + bytes([1]) * (256 - len(points) // 2 - 1)
        prepared[pr, pc] = [(source.columns([((x + m * dx) - ox) / s for m in range(count)]),
                             y) for x, y in points], count, need
    for r in range(rows):
        pr = r % 2
        shift = r // 2 * dy
        for pc in (0, 1):
            if (pr, pc) not in prepared:
                continue
            points, count, need = prepared[pr, pc]
            total = 0
            for columns, y in points:
                total += int.from_bytes(source.row((y + shift - oy) / s, columns), "big")
            votes = total.to_bytes(count, "big").translate(need)
            on[r * cols + pc:(r + 1) * cols:2] = votes
    return on


def _cover_rings(grid, source, s, ox, oy):
    """``on`` for a circle grid: every cell of a ring is the ring's first
    cell turned about the centre, so its samples are the first cell's,
    turned (the ring's ``first`` cell and cell ``counts``, see
    :mod:`mazetk.grids.polar`)."""
    centre = grid.extent()[0] / 2
    u0, v0 = (centre - ox) / s, (centre - oy) / s
    on = bytearray(grid.n)
    at = source.at
    for first, m in zip(grid.first, grid.counts):
        samples = _samples(grid.polygon(first))
        total = 0.0  # added in order: sum() of floats rounds otherwise from 3.12 on
        step = 2 * math.pi / m
        dark = [0.0] * m
        for x, y, weight in samples:
            total += weight
            dx, dy = x - centre, y - centre
            rho = math.sqrt(dx * dx + dy * dy) / s  # not hypot: it rounds otherwise from 3.10
            phi = math.atan2(y - centre, x - centre)
            turns = [phi + i * step for i in range(m)]
            hits = map(at, [u0 + rho * math.cos(t) for t in turns],
                       [v0 + rho * math.sin(t) for t in turns])
            dark = [d + weight if hit else d for d, hit in zip(dark, hits)]
        on[first:first + m] = bytes(d * 2 > total * (1 + 1e-9) for d in dark)
    return on


def _cover(grid, source, placement):
    s, ox, oy = placement
    if grid.kind == "circle":
        return _cover_rings(grid, source, s, ox, oy)
    templates = _templates(grid)
    if templates is None:
        return _cover_each(grid, source, s, ox, oy)
    return _cover_rows(grid, source, s, ox, oy, templates)


def _threshold(value):
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 255:
        raise ValueError(_("the mask threshold is a whole number from 1 to 255, not %r")
                         % (value,))
    return value


def from_picture(pic, grid, threshold=128):
    """The mask of ``grid`` that the picture draws: the picture (any object
    with ``width``, ``height`` and ``grey``, as :mod:`mazetk.masks.picture` reads)
    is scaled to fit inside the grid's extent, centred, keeping its
    proportions; a pixel is dark when its grey is below ``threshold``; a
    cell is on when most of its area (sampled inside its polygon) is dark."""
    source = _Picture(pic, _threshold(threshold))
    return Mask(grid.kind, grid.cols, grid.rows,
                _cover(grid, source, _fit_box(grid, *source.box)))


# -- outlines -------------------------------------------------------------
def _regular(corners, turn):
    return [(math.cos(turn + 2 * math.pi * i / corners),
             math.sin(turn + 2 * math.pi * i / corners)) for i in range(corners)]


def _heart():
    """A square on its corner and a disk on each upper side, inside the
    circle of radius 1 about the origin, its tip as low as its lobes are high."""
    d = 0.74  # half the square's diagonal
    bottom = 0.815
    square = [(0, bottom), (-d, bottom - d), (0, bottom - 2 * d), (d, bottom - d)]
    r = d / math.sqrt(2)
    return [("polygon", square), ("disk", ((-d / 2, bottom - 1.5 * d), r)),
            ("disk", ((d / 2, bottom - 1.5 * d), r))]


#: Each outline as convex pieces inside the unit circle (y down).
_OUTLINES = {
    "circle": [("disk", ((0.0, 0.0), 1.0))],
    "triangle": [("polygon", _regular(3, -math.pi / 2))],
    "hexagon": [("polygon", _regular(6, -math.pi / 2))],
    "heart": _heart(),
}


def outline(kind, grid):
    """The mask of ``grid`` cut to a ``circle``, ``triangle``, ``hexagon``
    (point up) or ``heart``: the figure as large as fits in the grid's
    extent, centred (on a circle grid, inside its disk)."""
    if kind not in _OUTLINES:
        raise ValueError(_("unknown outline %(outline)r; choose one of: %(choices)s")
                         % {"outline": kind, "choices": ", ".join(OUTLINES)})
    figure = _Figure(_OUTLINES[kind])
    if grid.kind == "circle":
        placement = _fit_disk(grid, 0.0, 0.0, 1.0)
    else:
        placement = _fit_box(grid, *figure.box)
    return Mask(grid.kind, grid.cols, grid.rows, _cover(grid, figure, placement))


# -- words ----------------------------------------------------------------
class _Raster:
    """A picture in memory, the shape :func:`from_picture` reads."""

    def __init__(self, width, height, grey):
        self.width, self.height, self.grey = width, height, grey


def words_size(text, shape="square", scale=2):
    """``(cols, rows)`` of a ``shape`` grid on which ``text`` is drawn
    ``scale`` cells to a font pixel (a circle: its rings, twice)."""
    if isinstance(scale, bool) or not isinstance(scale, int) or not 1 <= scale <= 100:
        raise ValueError(_("the scale is a whole number from 1 to 100, not %r") % (scale,))
    w, h = bitfont.size(text)
    w, h = w * scale, h * scale
    if shape == "square":
        return w, h
    if shape == "circle":
        rings = int(math.ceil(math.sqrt(w * w + h * h) / 2)) + 1
        return rings, rings
    step_x, step_y = _steps(shape)
    return w, max(1, int(round(h * step_x / step_y)))


def _steps(shape):
    """How far apart, in the grid's units, a ``shape`` grid's columns and rows lie."""
    probe = grids.make(shape, 4, 4)
    return ((probe.centre(3)[0] - probe.centre(0)[0]) / 3,
            (probe.centre(12)[1] - probe.centre(0)[1]) / 3)


#: About how many cells the grid of a picture has when no size is given.
PICTURE_CELLS = 1600


def picture_grid(width, height, shape="square", cells=PICTURE_CELLS):
    """``(cols, rows)`` of a ``shape`` grid of about ``cells`` cells in the
    proportions of a picture ``width`` x ``height`` (a circle: its rings,
    twice, about ``cells`` in all), so that the picture fills it."""
    if shape not in SHAPES:
        raise ValueError(_("unknown shape %(shape)r; choose one of: %(choices)s")
                         % {"shape": shape, "choices": ", ".join(SHAPES)})
    if shape == "circle":
        rings = max(2, int(round(math.sqrt(cells / math.pi))))
        return rings, rings
    step_x, step_y = _steps(shape)
    ratio = (width / float(height)) * step_y / step_x  # columns a row
    side = grids.MAX_SIDE
    cols = min(side, max(2 if shape == "triangle" else 1, int(round(math.sqrt(cells * ratio)))))
    rows = min(side, max(1, int(round(cols / ratio))))
    return cols, rows


def from_words(text, scale=2, shape="square", grid=None):
    """The mask of ``text`` in :mod:`mazetk.masks.bitfont`, one piece.

    Without ``grid``: on a square grid, each font pixel is ``scale`` x
    ``scale`` cells and the grid is the text's own size; on another shape,
    a grid of :func:`words_size`.  With ``grid``, the text is drawn on it
    as large as fits.  Off the square grid the text is resampled like a
    picture, so a thin stroke may break: :func:`keep_largest` says so."""
    text = text.replace("\r\n", "\n")
    if not text.strip():
        raise ValueError(_("the words have no letter to draw"))
    if grid is None:
        cols, rows = words_size(text, shape, scale)
        cell_count(shape, cols, rows)  # before anything of that size is made
        if shape == "square":
            return Mask("square", cols, rows, bitfont.render(text, scale)[2])
        grid = grids.make(shape, cols, rows)
    w, h = bitfont.size(text)
    if max(w, h) > grids.MAX_SIDE:  # a font pixel would be less than a cell on any grid
        raise ValueError(_("the words are %(width)d x %(height)d font pixels, too large for "
                           "a maze of at most %(most)d cells a side")
                         % {"width": w, "height": h, "most": grids.MAX_SIDE})
    w, h, cells = bitfont.render(text, 1, hairlines=False)
    source = _Picture(_Raster(w, h, cells.translate(bytes.maketrans(b"\x00\x01", b"\xff\x00"))),
                      128)
    if grid.kind == "circle":
        placement = _fit_disk(grid, w / 2, h / 2, math.sqrt(w * w + h * h) / 2)
    else:
        placement = _fit_box(grid, *source.box)
    return Mask(grid.kind, grid.cols, grid.rows, _cover(grid, source, placement))


# -- pieces ---------------------------------------------------------------
#: What a mask comes to as a maze (:func:`pieces`): the ``mask`` the maze
#: has, the number of ``pieces`` the mask was in, how many were ``dropped``
#: (all but the largest, when they are not joined), the ``bridges`` (cells
#: switched on to join them), and the cells of the maze and of the mask.
Pieces = namedtuple("Pieces", "mask pieces dropped bridges cells total")

#: A mask code whose pieces are joined, not cut to the largest, starts with
#: this letter, before the code :func:`encode` gives.
JOIN = "j"


def _check_grid(mask, grid):
    if grid.n != mask.n or grid.kind != mask.shape:
        raise ValueError(_("the mask is for %(a_shape)s grid of %(cells)d cells, not this "
                           "%(kind)s grid of %(n)d")
                         % {"a_shape": _(A_SHAPE_WORDS[mask.shape]), "cells": mask.n,
                            "kind": grid.kind, "n": grid.n})


def keep_largest(mask, grid=None):
    """``(mask, dropped)``: only the largest piece of ``mask`` whose cells
    meet across a side of ``grid`` (the first one of equal pieces), and the
    number of pieces dropped.  ValueError when no cell is on.  ``grid`` is
    the mask's full grid, made here if not given (a square mask needs none)."""
    if grid is None:
        grid = _Size(mask) if mask.shape == "square" else mask.grid()
    _check_grid(mask, grid)
    if mask.shape == "square":
        return _keep_largest_runs(mask)
    return _keep_largest_walk(mask, grid)


def _pieces_of(mask, grid):
    """The pieces of ``mask`` on ``grid``, each a list of its cells, in the
    order of their first cells: a walk from each piece's first cell."""
    left = bytearray(mask.on)
    nbr, slots = grid.nbr, grid.slots
    out = []
    start = left.find(1)
    while start >= 0:
        left[start] = 0
        piece = [start]
        for cell in piece:  # grows while it is walked: a queue without recursion
            base = cell * slots
            for k in range(slots):
                other = nbr[base + k]
                if other >= 0 and left[other]:
                    left[other] = 0
                    piece.append(other)
        out.append(piece)
        start = left.find(1, start)
    return out


def _largest(pieces):
    """The index of the largest piece (the first of equal ones)."""
    return max(range(len(pieces)), key=lambda i: (len(pieces[i]), -i))


def _keep_largest_walk(mask, grid):
    """:func:`keep_largest` on any grid, by :func:`_pieces_of`."""
    pieces = _pieces_of(mask, grid)
    if not pieces:
        raise ValueError(_("the mask leaves no cell of the maze"))
    on = bytearray(mask.n)
    for cell in pieces[_largest(pieces)]:
        on[cell] = 1
    return Mask(mask.shape, mask.cols, mask.rows, on), len(pieces) - 1


def join_pieces(mask, grid=None):
    """``(mask, pieces, bridges)``: ``mask`` with all its pieces joined into
    one, the number of pieces it had and the cells switched on to join them.

    One walk from the largest piece spreads over the whole grid, a step
    onto a cell that is on costing nothing and onto one cut away costing
    one (a 0-1 breadth-first walk), so it finds for every cell the fewest
    cut-away cells between it and the largest piece, passing through other
    pieces for free.  Each other piece is then joined from its nearest cell
    back along that walk, switching on the cut-away cells on the way, until
    the way meets a piece or a bridge already joined.  The same mask always
    gets the same bridges.  ValueError when no cell is on."""
    if grid is None:
        grid = mask.grid()
    _check_grid(mask, grid)
    found = _pieces_of(mask, grid)
    if not found:
        raise ValueError(_("the mask leaves no cell of the maze"))
    on = bytearray(mask.on)
    if len(found) == 1:
        return Mask(mask.shape, mask.cols, mask.rows, on), 1, 0
    n, nbr, slots = grid.n, grid.nbr, grid.slots
    piece_of = array("i", [-1]) * n
    for i, piece in enumerate(found):
        for cell in piece:
            piece_of[cell] = i
    seed = _largest(found)
    dist = array("i", [-1]) * n
    back = array("i", [-1]) * n
    queue = deque(found[seed])
    for cell in queue:
        dist[cell] = 0
    while queue:
        cell = queue.popleft()
        d = dist[cell]
        for other in nbr[cell * slots:(cell + 1) * slots]:
            if other < 0:
                continue
            step = 1 - on[other]
            if dist[other] < 0 or d + step < dist[other]:
                dist[other], back[other] = d + step, cell
                if step:
                    queue.append(other)
                else:
                    queue.appendleft(other)
    joined = bytearray(n)
    for cell in found[seed]:
        joined[cell] = 1
    bridges = 0
    for piece in found:
        if joined[piece[0]]:
            continue
        cell = min(piece, key=lambda c: (dist[c], c))
        way = []  # back to what is joined (through this piece's own cells too)
        while not joined[cell]:
            way.append(cell)
            cell = back[cell]
        for cell in way:
            if piece_of[cell] < 0:
                on[cell], joined[cell] = 1, 1
                bridges += 1
            elif not joined[cell]:
                for c in found[piece_of[cell]]:
                    joined[c] = 1
    return Mask(mask.shape, mask.cols, mask.rows, on), len(found), bridges


def pieces(mask, grid=None, join=False):
    """:data:`Pieces`: what ``mask`` comes to as a maze, its pieces joined
    (``join``, :func:`join_pieces`) or its largest kept (:func:`keep_largest`)."""
    total = mask.count()
    if join:
        kept, count, bridges = join_pieces(mask, grid)
        return Pieces(kept, count, 0, bridges, kept.count(), total)
    kept, dropped = keep_largest(mask, grid)
    return Pieces(kept, dropped + 1, dropped, 0, kept.count(), total)


def split_code(code):
    """``(join, code)``: whether a mask code asks for its pieces joined
    (:data:`JOIN`), and the code :func:`decode` reads."""
    if isinstance(code, str) and code.startswith(JOIN):
        return True, code[len(JOIN):]
    return False, code


def with_join(code, join):
    """The mask code ``code`` asking for its pieces joined, or not."""
    code = split_code(code)[1]
    return JOIN + code if join and code else code


class _Size:
    """What :func:`keep_largest` checks of a square grid, without its tables."""

    kind = "square"

    def __init__(self, mask):
        self.n = mask.n


def _keep_largest_runs(mask):
    """:func:`keep_largest` on a square grid, run by run: a run of cells in a
    row joins the runs of the row above that it touches (union-find), so the
    work grows with the runs, not the cells (a 1000 x 1000 picture has a few
    thousand)."""
    cols, on = mask.cols, mask.on
    parent, size, spans = [], [], []  # per run; spans: (row, start, end)

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    above = []  # the runs of the previous row: (start, end, id)
    for r in range(mask.rows):
        row = bytes(on[r * cols:(r + 1) * cols])
        here = []
        j = 0
        for run in RUNS.finditer(row):
            a, b = run.span()
            i = len(parent)
            parent.append(i)
            size.append(b - a)
            spans.append((r, a, b))
            while j < len(above) and above[j][1] <= a:
                j += 1
            k = j
            while k < len(above) and above[k][0] < b:  # overlapping columns
                x, y = find(above[k][2]), find(i)
                if x != y:
                    if size[x] < size[y]:
                        x, y = y, x
                    parent[y] = x
                    size[x] += size[y]
                k += 1
            here.append((a, b, i))
        above = here
    if not parent:
        raise ValueError(_("the mask leaves no cell of the maze"))
    roots = {}
    for i in range(len(parent)):
        roots.setdefault(find(i), i)  # each piece's first run, in cell order
    best = max(roots, key=lambda root: (size[root], -roots[root]))
    kept = bytearray(mask.n)
    for i, (r, a, b) in enumerate(spans):
        if find(i) == best:
            kept[r * cols + a:r * cols + b] = b"\x01" * (b - a)
    return Mask(mask.shape, mask.cols, mask.rows, kept), len(roots) - 1


def of_grid(grid):
    """The :class:`Mask` of a masked grid (:mod:`mazetk.grids.masked`)."""
    on = bytearray(grid.full.n)
    for c in grid.cells:
        on[c] = 1
    return Mask(grid.shape, grid.cols, grid.rows, on)


# -- maze codes -----------------------------------------------------------
def _pack(on):
    """One bit a cell, first cell in the highest bit, zero bits to a byte."""
    n = len(on)
    bits = on.translate(bytes.maketrans(b"\x00\x01", b"01")) + b"0" * (-n % 8)
    return int(bits, 2).to_bytes(len(bits) // 8, "big") if n else b""


def _unpack(data, n):
    bits = format(int.from_bytes(data, "big"), "0%db" % (8 * len(data)))
    if "1" in bits[n:]:
        raise ValueError(_("the mask code has bits past its last cell"))
    return bits[:n].encode("ascii").translate(bytes.maketrans(b"01", b"\x00\x01"))


def _runs(on):
    """Lengths of the alternate runs of on and off cells (the first on, maybe
    empty), each an unsigned LEB128 number."""
    out = bytearray()
    pos, value, n = 0, 1, len(on)
    while pos < n:
        end = on.find(1 - value, pos)
        end = n if end < 0 else end
        length = end - pos
        while length >= 0x80:
            out.append(length & 0x7F | 0x80)
            length >>= 7
        out.append(length)
        pos, value = end, 1 - value
    return bytes(out)


def _from_runs(data, n):
    on = bytearray()
    value, length, shift, first = 1, 0, 0, True
    for byte in data:
        length |= (byte & 0x7F) << shift
        shift += 7
        if byte & 0x80:
            if shift > 28:
                raise ValueError(_("the mask code holds a run too long for the mask"))
            continue
        if length == 0 and not first:
            raise ValueError(_("the mask code holds an empty run"))
        if len(on) + length > n:
            raise ValueError(_("the mask code holds more cells than the mask has"))
        on += bytes([value]) * length
        value, length, shift, first = 1 - value, 0, 0, False
    if shift:
        raise ValueError(_("the mask code ends inside a number"))
    if len(on) != n:
        raise ValueError(_("the mask code holds %(cells)d cells, not the %(n)d of the mask")
                         % {"cells": len(on), "n": n})
    return on


def _b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _inflate(data, limit):
    """``data`` inflated, refused once it passes ``limit`` bytes (no bomb)."""
    try:
        inflater = zlib.decompressobj()
        out = inflater.decompress(data, limit + 1)
    except zlib.error:
        raise ValueError(_("the mask code is damaged: its data does not inflate")) from None
    if len(out) > limit or inflater.unconsumed_tail:
        raise ValueError(_("the mask code inflates to more than its mask can hold"))
    if not inflater.eof or inflater.unused_data:
        raise ValueError(_("the mask code is damaged: its data is cut short or runs on"))
    return out


def encode(mask):
    """The mask as letters, digits, ``-`` and ``_`` (safe in a URL, a file
    name and a maze code): a letter for the method, then base64 without
    padding of the cells packed one bit each and deflated (``z``), of their
    run lengths (``r``), or of those deflated (``y``), whichever is shortest."""
    runs = _runs(mask.on)
    candidates = ["z" + _b64(zlib.compress(_pack(mask.on), 9)), "r" + _b64(runs),
                  "y" + _b64(zlib.compress(runs, 9))]
    return min(candidates, key=len)


def _max_code(n):
    """The longest code :func:`encode` gives for ``n`` cells: zlib's own
    bound (``compressBound`` in zlib.h) on the packed cells, in base64."""
    packed = (n + 7) // 8
    bound = packed + (packed >> 12) + (packed >> 14) + (packed >> 25) + 13
    return 1 + (4 * bound + 2) // 3


def decode(shape, cols, rows, code):
    """The mask :func:`encode` gave as ``code`` for a ``shape`` grid of
    ``cols`` x ``rows`` (all its pieces: a code asking for them joined,
    :func:`split_code`, gives them as they are); ValueError for anything
    else, before any large amount of memory is used."""
    if shape == "circle":
        rows = cols
    n = cell_count(shape, cols, rows)
    code = split_code(code)[1]
    if not isinstance(code, str) or not code:
        raise ValueError(_("the mask code is empty"))
    if len(code) > _max_code(n):
        raise ValueError(_("the mask code is longer than any mask of %d cells") % n)
    method, body = code[0], code[1:]
    if method not in "zry" or not _CODE_CHARS.match(body):
        raise ValueError(_("the mask code %r is not one: it starts with z, r or y and holds "
                           "only letters, digits, - and _") % (code[:20],))
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise ValueError(_("the mask code is damaged: its length is not possible")) from None
    if _b64(data) != body:
        raise ValueError(_("the mask code is damaged: stray bits at its end"))
    if method == "z":
        on = _unpack(_inflate(data, (n + 7) // 8), n)
        if len(on) != n:
            raise ValueError(_("the mask code holds %(cells)d cells, not the %(n)d of the mask")
                             % {"cells": len(on), "n": n})
    else:
        if method == "y":
            data = _inflate(data, 4 * (n + 1))
        on = _from_runs(data, n)
    return Mask(shape, cols, rows, on)


# -- files ----------------------------------------------------------------
_PICTURE_MAGIC = (b"\x89PNG", b"GIF8", b"P1", b"P2", b"P3", b"P4", b"P5", b"P6", b"P7")


def read(path, shape="square", cols=None, rows=None, threshold=128):
    """The mask in the file at ``path``: a picture (PNG, GIF, PBM/PGM/PPM),
    drawn on a ``shape`` grid of ``cols`` x ``rows`` (None: of the picture's
    proportions, :func:`picture_grid`), or a mask text file, whose own size
    wins.  ValueError for a file that is neither, too large
    or damaged (read no further than a mask can be); OSError when it cannot
    be read."""
    with open_regular(path) as f:
        head = f.read(MAX_TEXT + 1)
        if head.startswith(_PICTURE_MAGIC):
            from . import picture
            f.seek(0)
            pic = picture.read(f)
            if cols is None or rows is None:
                cols, rows = picture_grid(pic.width, pic.height, shape)
            return from_picture(pic, grids.make(shape, cols, rows), threshold)
    if len(head) > MAX_TEXT:
        raise ValueError(_("%s is not a mask: larger than any mask file, and not a picture "
                           "(PNG, GIF, PBM, PGM or PPM)") % (path,))
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(_("%s is not a mask: neither a picture (PNG, GIF, PBM, PGM or PPM) "
                           "nor text") % (path,)) from None
    return Mask.from_text(text, shape)
