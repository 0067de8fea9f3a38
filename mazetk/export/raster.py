"""Scene -> pixels -> PNG (and PPM strips for comparing renders).

The PNG is the "canvas-to-image helper": it rasterises the very records the
Canvas draws, and needs no display.  The vector writers place every wall
exactly where this rasteriser puts its pixels.
"""

import bisect
import math
import struct
import zlib

from ..fonts import strokefont
from ..grids import E, N, S, W
from ..i18n import _
from ..maze import matrix_lines
from ..scene import Line, Polyline, Rect, Text, build, segments
from .common import axis_box, rgb
from .smooth import scene_pixels

#: The largest picture written as pixels (a 2000 x 2000 maze at 7 px a cell).
MAX_PIXELS = 200000000
MAX_PIXEL_SIDE = 60000


def check_pixels(width, height):
    """ValueError when a picture is too big to hold as pixels."""
    if width * height > MAX_PIXELS or max(width, height) > MAX_PIXEL_SIDE:
        raise ValueError(_("the picture would be %(width)d x %(height)d pixels; the largest "
                           "is %(million)d million pixels and %(side)d a side: use a smaller "
                           "cell size") % {"width": width, "height": height,
                                           "million": MAX_PIXELS // 1000000,
                                           "side": MAX_PIXEL_SIDE})


def rasterise(scene, progress=None):
    """``(palette, pixels)``: colours as ``#rrggbb`` and one palette index per pixel.

    A pixel belongs to a shape when its centre lies inside it.  Wide shapes
    are filled a row at a time, tall ones a column at a time with one strided
    slice assignment each: no Python loop runs a pixel.
    A smooth Scene (sloped walls) is anti-aliased by :mod:`.smooth`.
    """
    width, height = scene.width, scene.height
    check_pixels(width, height)
    if scene.smooth:
        return scene_pixels(scene)
    palette = scene.colors()
    index = {colour: i for i, colour in enumerate(palette)}
    pixels = bytearray(width * height)  # index 0: the background
    runs = {}

    def fill(value, x0, y0, x1, y1):
        # Pixels whose centres lie inside: first = ceil(a - 0.5), written
        # as int(a + 0.4999999), exact for the half-pixel grid of a Scene.
        xa = int(x0 + 0.4999999)
        xb = int(x1 + 0.4999999)
        ya = int(y0 + 0.4999999)
        yb = int(y1 + 0.4999999)
        if xa < 0:
            xa = 0
        if ya < 0:
            ya = 0
        if xb > width:
            xb = width
        if yb > height:
            yb = height
        if xa >= xb or ya >= yb:
            return
        if xb - xa >= yb - ya:
            n = xb - xa
            run = runs.get((value, n))
            if run is None:
                run = runs[value, n] = bytes((value,)) * n
            for start in range(ya * width + xa, yb * width + xa, width):
                pixels[start:start + n] = run
        else:
            n = yb - ya
            run = runs.get((value, n))
            if run is None:
                run = runs[value, n] = bytes((value,)) * n
            for x in range(xa, xb):
                pixels[ya * width + x:yb * width + x:width] = run

    items = scene.items if isinstance(scene.items, list) else list(scene.items)
    total = len(items)
    for number, item in enumerate(items):
        if progress is not None and not number & 0xFFFF:
            progress(number / float(total or 1))  # may raise to cancel
        kind = type(item)
        if kind is Line:
            x0, y0, x1, y1, w, colour, _ = item
            if x0 > x1:
                x0, x1 = x1, x0
            if y0 > y1:
                y0, y1 = y1, y0
            if x0 != x1 and y0 != y1:
                raise ValueError(
                    "only horizontal and vertical lines can be rasterised")  # i18n: keep
            h = w / 2.0
            fill(index[colour], x0 - h, y0 - h, x1 + h, y1 + h)
        elif kind is Rect:
            fill(index[item.fill], item.x0, item.y0, item.x1, item.y1)
        elif kind is Polyline:
            value = index[item.color]
            for piece in segments(item):
                fill(value, *axis_box(piece))
        elif kind is Text:
            value = index[item.color]
            for xa, ya, xb, yb in text_boxes(item, width):
                fill(value, xa, ya, xb, yb)
    return palette, pixels


#: The thinnest pen of text in a 1-bit picture (px): thinner, slanted
#: strokes fall apart into dots.
MIN_TEXT_PEN = 1.5


def text_boxes(item, width=None):
    """A Text record as 1-bit pixels: ``(xa, ya, xb, yb)`` runs a pixel row
    high, the pixels whose centres lie within half a pen of a stroke (round
    caps and joins; the pen :func:`strokefont.stroke_width`, at least
    :data:`MIN_TEXT_PEN`); fitted to a picture ``width`` wide."""
    rows = {}
    pen, strokes = strokefont.text_strokes(item.text, item.size, item.x, item.y, width)
    r = max(pen, MIN_TEXT_PEN) / 2.0
    for points in strokes:
        pairs = zip(points, points[1:]) if len(points) > 1 else [(points[0], points[0])]
        for a, b in pairs:
            for y in range(int(math.floor(min(a[1], b[1]) - r)),
                           int(math.ceil(max(a[1], b[1]) + r)) + 1):
                span = _capsule_row(a, b, r, y + 0.5)
                if span is not None:
                    xa, xb = int(math.ceil(span[0] - 0.5)), int(math.floor(span[1] - 0.5)) + 1
                    if xa < xb:
                        rows.setdefault(y, []).append((xa, xb))
    out = []
    for y in sorted(rows):
        spans = sorted(rows[y])
        xa, xb = spans[0]
        for a, b in spans[1:]:
            if a > xb:
                out.append((xa, y, xb, y + 1))
                xa = a
            xb = max(xb, b)
        out.append((xa, y, xb, y + 1))
    return out


def _capsule_row(a, b, r, y):
    """``(x0, x1)``: where the line at height ``y`` crosses the points
    within ``r`` of the segment ``a``-``b``, or None (the set is convex: its
    two end discs and the band between them)."""
    found = []
    for cx, cy in (a, b):
        if abs(y - cy) <= r:
            half = math.sqrt(r * r - (y - cy) ** 2)
            found += [cx - half, cx + half]
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.sqrt(dx * dx + dy * dy)  # not hypot: it rounds differently from 3.10 on
    if length:
        # along the segment (0 <= t <= 1) and near its line, both linear in x
        along = _between(dx, -(y - a[1]) * dy + a[0] * dx, length * length - (y - a[1]) * dy
                         + a[0] * dx)
        near = _between(dy, a[0] * dy + (y - a[1]) * dx - r * length,
                        a[0] * dy + (y - a[1]) * dx + r * length)
        if along is not None and near is not None:
            lo, hi = max(along[0], near[0]), min(along[1], near[1])
            if lo <= hi:
                found += [lo, hi]
    return (min(found), max(found)) if found else None


def _between(k, lo, hi):
    """The ``x`` with ``lo <= k * x <= hi``, as ``(x0, x1)``, or None."""
    if k == 0:
        return (-math.inf, math.inf) if lo <= 0 <= hi else None
    lo, hi = lo / k, hi / k
    return (lo, hi) if lo <= hi else (hi, lo)


# -- PNG ---------------------------------------------------------------------------

_DIGITS = b"0123456789abcdef"


def _chunk(tag, data):
    """One PNG chunk: length, tag, data, CRC of tag and data."""
    return (struct.pack(">I", len(data)) + tag + data
            + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF))


def png_from_pixels(width, height, palette, pixels, level=6):
    """Palette-indexed ``pixels`` (a row after row, ``width`` a row) as PNG
    bytes: :func:`iter_png_rows` of its rows."""
    rows = (pixels[y * width:(y + 1) * width] for y in range(height))
    return b"".join(iter_png_rows(width, height, palette, rows, level))


def png(scene):
    """The scene as PNG bytes, pixel-exact with its geometry."""
    return b"".join(iter_png(scene))


def iter_png(scene, level=6):
    """The scene as PNG, in chunks of bytes (see :func:`png`).

    A square maze's Scene with nothing under its walls (no heat map) is
    drawn from its ``parts``: the walls straight from the passage bits a
    pixel row at a time (:func:`maze_rows`: the very pixels
    :func:`rasterise` gives, without records or a whole-picture buffer),
    the records over them painted on; a smooth Scene is anti-aliased
    (:mod:`.smooth`, which takes a shape's walls from its ``parts``); any
    other Scene is rasterised record by record.
    """
    width, height = scene.width, scene.height
    parts = scene.parts
    if parts is not None and not scene.smooth and not parts.under:
        palette = scene.colors()
        check_pixels(width, height)
        rows = _maze_rows(parts.walls, width, height, palette, parts.over)
    else:
        palette, pixels = rasterise(scene)
        rows = (pixels[y * width:(y + 1) * width] for y in range(height))
    return iter_png_rows(width, height, palette, rows, level)


def _packer(width, count):
    """``(depth, pack)``: bits a pixel and a function from a row of palette
    indices to the PNG row (filter byte 0, then the packed pixels)."""
    depth = 1 if count <= 2 else 2 if count <= 4 else 4 if count <= 16 else 8
    if count > 256:
        raise ValueError(_("a PNG palette holds at most 256 colours"))
    if depth == 8:
        return depth, lambda row: b"\x00" + bytes(row)
    per_byte = 8 // depth
    row_bytes = (width * depth + 7) // 8
    pad = b"0" * (row_bytes * per_byte - width)
    table = bytes(_DIGITS[i % 16] for i in range(256))
    base = 1 << depth

    def pack(row):
        # the indices as digits, read as one number in base 2, 4 or 16
        return b"\x00" + int(row.translate(table) + pad, base).to_bytes(row_bytes, "big")
    return depth, pack


def iter_png_rows(width, height, palette, rows, level=6):
    """A PNG, in chunks of bytes, from ``rows``: ``height`` rows of ``width``
    palette indices each.  A row equal to the one before is packed once
    (mazes repeat rows); the deflate stream goes out in IDAT chunks of
    about 256 KB, so no more than that is ever held."""
    depth, pack = _packer(width, len(palette))
    header = struct.pack(">IIBBBBB", width, height, depth, 3, 0, 0, 0)
    yield (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
           + _chunk(b"PLTE", b"".join(rgb(c) for c in palette)))
    squeeze = zlib.compressobj(level)
    waiting, size = [], 0
    last = packed = None
    band = []
    for row in rows:
        if row is not last and row != last:
            last, packed = row, pack(row)
        band.append(packed)
        if len(band) >= 64:
            out = squeeze.compress(b"".join(band))
            band = []
            if out:
                waiting.append(out)
                size += len(out)
                if size >= 1 << 18:
                    yield _chunk(b"IDAT", b"".join(waiting))
                    waiting, size = [], 0
    waiting.append(squeeze.compress(b"".join(band)))
    waiting.append(squeeze.flush())
    yield _chunk(b"IDAT", b"".join(waiting))
    yield _chunk(b"IEND", b"")


def _box(x0, y0, x1, y1):
    """The pixels whose centres lie inside: ``(xa, ya, xb, yb)``, as :func:`rasterise`."""
    return (int(x0 + 0.4999999), int(y0 + 0.4999999),
            int(x1 + 0.4999999), int(y1 + 0.4999999))


def _boxes(records, index, width):
    """``(xa, ya, xb, yb, colour index)`` of records, in drawing order, in
    a picture ``width`` wide."""
    out = []
    for item in records:
        if isinstance(item, Rect):
            out.append(_box(item.x0, item.y0, item.x1, item.y1) + (index[item.fill],))
        elif isinstance(item, Line):
            out.append(_box(*axis_box(item)) + (index[item.color],))
        elif isinstance(item, Polyline):
            value = index[item.color]
            out.extend(_box(*axis_box(p)) + (value,) for p in segments(item))
        elif isinstance(item, Text):
            value = index[item.color]
            out.extend(box + (value,) for box in text_boxes(item, width))
    return out


def _not(bit):
    """Translate table: 1 where ``bit`` is clear (a closed side), else 0."""
    return bytes(0 if b & bit else 1 for b in range(256))


_CLOSED = {side: _not(1 << side) for side in (N, E, S, W)}


def _or(*flags):
    """Bytewise OR of equally long 0/1 strings (as one big number: C speed)."""
    size = len(flags[0])
    total = 0
    for f in flags:
        total |= int.from_bytes(f, "little")
    return total.to_bytes(size, "little")


def maze_rows(maze, style, show_solution=False, solver="bfs"):
    """``(width, height, palette, rows)`` of a maze's picture, ``rows`` an
    iterator over its pixel rows (``bytes`` of palette indices, a row
    repeated as the same object where it repeats).

    Pixel for pixel what ``rasterise(scene.build(maze, style, ...))`` gives,
    made from the passage bits (lines look) or the matrix (blocks look) with
    a few slice assignments a row of cells, so no Scene records and no
    whole-picture buffer are needed.
    """
    sc = build(maze, style, show_solution=show_solution, solver=solver, lazy=True)
    palette = sc.colors()
    check_pixels(sc.width, sc.height)
    return sc.width, sc.height, palette, _maze_rows(sc.parts.walls, sc.width, sc.height,
                                                    palette, sc.parts.over)


def _maze_rows(walls, width, height, palette, over):
    """The pixel rows of a square maze Scene: its ``walls`` from the
    passage bits, then the few records ``over`` them painted on (see
    :func:`_painted`)."""
    maze, style = walls.maze, walls.style
    index = {colour: i for i, colour in enumerate(palette)}
    ink = bytes([0, index[style.wall_color]]) + bytes(254)  # 0/1 flags -> indices
    make = _block_rows if style.look == "blocks" else _line_rows
    return _painted(make(maze, style, width, height, ink), width, height,
                    _boxes(over, index, width))


def _painted(rows, width, height, boxes):
    """``rows`` with ``boxes`` (``(xa, ya, xb, yb, index)`` in drawing order)
    painted over them, a row at a time: a sweep over their top edges.
    """
    boxes = [(max(0, ya), seq, max(0, xa), min(width, xb), min(height, yb), value)
             for seq, (xa, ya, xb, yb, value) in enumerate(boxes)]
    boxes = [box for box in boxes if box[2] < box[3] and box[0] < box[4]]
    boxes.sort(reverse=True)
    active = []
    runs = {}
    for y, row in enumerate(rows):
        while boxes and boxes[-1][0] <= y:
            bisect.insort(active, boxes.pop()[1:])
        if active:
            active[:] = [a for a in active if a[3] > y]
        if not active:
            yield row
            continue
        out = bytearray(row)
        for _top, xa, xb, _end, value in active:
            run = runs.get((value, xb - xa))
            if run is None:
                run = runs[value, xb - xa] = bytes((value,)) * (xb - xa)
            out[xa:xb] = run
        yield bytes(out)


def _line_rows(maze, style, width, height, ink):
    """The pixel rows of a lines-look maze's walls, the same object for
    rows that repeat.  A wall ``t`` px thick runs along each cell's north
    and west sides; the ``t`` x ``t`` corner where sides meet is wall when
    any of the four sides meeting there is."""
    grid = maze.grid
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    size, t, m = style.cell, style.wall, style.margin
    top = height - m - rows * size - t
    blank = bytes(width)
    for _row in range(top):  # the margin and the title band
        yield blank
    line = bytearray(width)
    empty = bytes(cols + 1)
    above = empty  # vertical walls of the cell row above
    last_row = (rows - 1) * cols
    for r in range(rows + 1):
        if r < rows:
            bits = pas[r * cols:(r + 1) * cols]
            across = bits.translate(_CLOSED[N])
            here = bits.translate(_CLOSED[W]) + bits[-1:].translate(_CLOSED[E])
        else:
            across = pas[last_row:last_row + cols].translate(_CLOSED[S])
            here = empty
        corners = _or(b"\x00" + across, across + b"\x00", above, here)
        line[:] = blank
        for j in range(t, size):
            line[m + j:m + j + (cols - 1) * size + 1:size] = across
        for j in range(t):
            line[m + j:m + j + cols * size + 1:size] = corners
        wall_row = bytes(line).translate(ink)
        for _row in range(t):
            yield wall_row
        if r == rows:
            break
        line[:] = blank
        for j in range(t):
            line[m + j:m + j + cols * size + 1:size] = here
        inner_row = bytes(line).translate(ink)
        for _row in range(size - t):
            yield inner_row
        above = here
    for _row in range(m):  # the bottom margin
        yield blank


#: Blocks look: a matrix character -> 1 for a wall block ("0"), else 0.
_WALL_BLOCK = bytes(1 if b == 0x30 else 0 for b in range(256))


def _block_rows(maze, style, width, height, ink):
    """The pixel rows of a blocks-look maze's walls: each matrix line, every
    block ``cell`` px square, the same object for the rows of one line."""
    size, m = style.cell, style.margin
    lines = matrix_lines(maze)
    top = height - m - len(lines) * size
    blank = bytes(width)
    for _row in range(top):
        yield blank
    line = bytearray(width)
    count = len(lines[0])
    for text in lines:
        flags = text.translate(_WALL_BLOCK)
        for j in range(size):
            line[m + j:m + j + (count - 1) * size + 1:size] = flags
        row = bytes(line).translate(ink)
        for _row in range(size):
            yield row
    for _row in range(m):
        yield blank


def ppm_strips(width, height, palette, pixels, rows=128):
    """``(y, ppm_bytes)`` strips of the picture, ``rows`` high, for
    ``PhotoImage.put(data, format="ppm", to=(0, y))``.

    A strip at a time keeps every C-level step short, so the thread that
    makes them never holds up the window for long.
    """
    lut = [rgb(c) for c in palette]
    tables = [bytes(lut[i][k] if i < len(lut) else 0 for i in range(256)) for k in range(3)]
    for y in range(0, height, rows):
        h = min(rows, height - y)
        chunk = pixels[y * width:(y + h) * width]
        data = bytearray(width * h * 3)
        data[0::3] = chunk.translate(tables[0])
        data[1::3] = chunk.translate(tables[1])
        data[2::3] = chunk.translate(tables[2])
        yield y, b"P6 %d %d 255\n" % (width, h) + bytes(data)
