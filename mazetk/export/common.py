"""What the vector writers (EPS, SVG, PDF) share: boxes grouped by colour, numbers.

The writers only ever iterate ``scene.items``, once per colour or layer, so
a lazy Scene (``scene.build(..., lazy=True)``) is written without its
records ever being held all at once.
"""

from ..scene import LAYERS, Line, Polygon, Polyline, Rect, Text, colour_of, line_box, segments

#: Lines of text written out as one chunk by the streaming writers.
CHUNK_LINES = 4096


def drawn_colours(scene):
    """The colours of the filled shapes (no Text), in first-use order: the
    keys of :func:`boxes_by_colour`, in one quick step for a maze Scene
    (from its ``parts``, without a pass over the walls)."""
    under, walls, over = scene.pieces()
    seen = {}
    for item in under:
        if isinstance(item, (Rect, Line, Polyline)):
            seen.setdefault(colour_of(item), None)
    if walls:
        seen.setdefault(walls.colour, None)
    for item in over:
        if isinstance(item, (Rect, Line, Polyline)):
            seen.setdefault(colour_of(item), None)
    return list(seen)


def texts(scene):
    """The Text records (titles, a legend's words): from the few records
    around a maze's walls, without a pass over the walls."""
    under, _walls, over = scene.pieces()
    return [item for group in (under, over) for item in group if isinstance(item, Text)]


def rgb(colour):
    """``#rrggbb`` as three bytes."""
    return bytes.fromhex(colour[1:7])


def axis_box(line):
    """The box an axis-parallel Line covers; ValueError for a sloped one."""
    if line.x0 != line.x1 and line.y0 != line.y1:
        raise ValueError("only horizontal and vertical lines can be rasterised")  # i18n: keep
    return line_box(line)


def boxes_of(scene, colour):
    """The ``(x0, y0, x1, y1)`` boxes drawn in ``colour``, in drawing order."""
    for item in scene.items:
        if isinstance(item, Rect):
            if item.fill == colour:
                yield item.x0, item.y0, item.x1, item.y1
        elif isinstance(item, Line):
            if item.color == colour:
                yield axis_box(item)
        elif isinstance(item, Polyline):
            if item.color == colour:
                for piece in segments(item):
                    yield axis_box(piece)


def boxes_by_colour(scene, layers=None):
    """``{colour: [(x0, y0, x1, y1), ...]}`` in first-use order, the way the PNG fills."""
    out = {}
    for item in scene.items:
        if layers is not None and item.layer not in layers:
            continue
        if isinstance(item, Rect):
            out.setdefault(item.fill, []).append((item.x0, item.y0, item.x1, item.y1))
        elif isinstance(item, Line):
            out.setdefault(item.color, []).append(axis_box(item))
        elif isinstance(item, Polyline):
            out.setdefault(item.color, []).extend(axis_box(p) for p in segments(item))
    return out


def chunked(lines, end="\n", encoding="latin-1"):
    """Text lines joined into ``bytes`` chunks of :data:`CHUNK_LINES` lines."""
    batch = []
    for line in lines:
        batch.append(line)
        if len(batch) >= CHUNK_LINES:
            yield (end.join(batch) + end).encode(encoding)
            batch = []
    if batch:
        yield (end.join(batch) + end).encode(encoding)


def num(value):
    """A compact number: 12, 12.5, 0.125."""
    if value == int(value):
        return str(int(value))
    return ("%.4f" % value).rstrip("0").rstrip(".")


def ps_colour(colour):
    r, g, b = rgb(colour)
    return "%s %s %s" % (num(round(r / 255.0, 4)), num(round(g / 255.0, 4)),
                         num(round(b / 255.0, 4)))


def smooth_groups(scene):
    """What a smooth Scene (sloped walls) draws, layer by layer:
    ``(layer, kind, colour, width, [points, ...])`` with kind ``fill`` for
    Polygons (width None) and ``stroke`` for Polylines (round caps and joins)."""
    for layer in LAYERS:
        fills, strokes = {}, {}
        for item in scene.items:
            if item.layer != layer:
                continue
            if isinstance(item, Polygon):
                fills.setdefault(item.fill, []).append(item.points)
            elif isinstance(item, Polyline):
                strokes.setdefault((item.color, item.width), []).append(item.points)
        for colour, shapes in fills.items():
            yield layer, "fill", colour, None, shapes
        for (colour, width), lines in strokes.items():
            yield layer, "stroke", colour, width, lines


def pt(value):
    """A coordinate for a vector file: at most two decimals."""
    return num(round(value, 2))
