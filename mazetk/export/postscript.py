"""Scene -> Encapsulated PostScript, sized to print.

A title (and a heat map's legend) is drawn as strokes of
:mod:`mazetk.fonts.strokefont`, as in the PNG and the PDF: the file needs no
font.  A dashed solution is stroked after ``setdash``; :func:`split_dashed`
and :func:`dash_numbers` serve the PDF and SVG writers too (PDF's ``d`` and
SVG's ``stroke-dasharray`` are the same dashes).
"""

import math

from ..fonts import strokefont
from ..scene import Parts, Polygon, Polyline, Records, Rect, Scene
from .common import boxes_of, chunked, drawn_colours, num, ps_colour, pt, smooth_groups, texts

#: One pixel of the Scene is 3/4 of a point (96 pixels an inch), like a screen.
POINTS_PER_PIXEL = 0.75
#: Largest printed size (points): fits inside the margins of both A4 and Letter.
MAX_PRINT = (540.0, 720.0)


def print_scale(scene):
    """Points per pixel: 0.75, or less so that the picture fits on a page."""
    scale = POINTS_PER_PIXEL
    scale = min(scale, MAX_PRINT[0] / scene.width, MAX_PRINT[1] / scene.height)
    return scale


def _is_dashed(item):
    return type(item) is Polyline and bool(item.dash)


def split_dashed(scene):
    """``(plain, dashed)``: the Scene without its dashed lines (lazy if it
    is), which the vector writers paint as before, and those lines (a
    dashed solution), which they stroke with their own dash operator,
    followed by the start and goal markers (Rects, Polygons) to paint again
    over them, as every Scene has them over the way."""
    parts = scene.parts
    if parts is not None:  # a maze Scene: the way is among the few records over the walls
        under, walls, over = parts
        dashed = [item for item in over if _is_dashed(item)]
        parts = Parts(under, walls, [item for item in over if not _is_dashed(item)])
        top = [item for item in over if item.layer == "markers"]
    else:
        dashed = [item for item in scene.items if _is_dashed(item)]
        top = [item for item in scene.items if item.layer == "markers"]
    if not dashed:
        return scene, []
    dashed += top
    items = scene.items
    plain = Scene(scene.width, scene.height, scene.background,
                  Records(lambda: (item for item in items if not _is_dashed(item))),
                  scene.maze_box, parts, scene.smooth)
    return plain, dashed


def dash_numbers(dash):
    """``on off`` of a dash, for a dash operator or attribute."""
    return " ".join(num(round(v, 3)) for v in dash)


def _smooth(scene):
    """Filled polygons and round-jointed strokes (a maze with sloped walls)."""
    yield "1 setlinecap 1 setlinejoin"
    for layer, kind, colour, width, shapes in smooth_groups(scene):
        yield "%s setrgbcolor" % ps_colour(colour)
        if width is not None:
            yield "%s setlinewidth" % num(width)
        for points in shapes:
            yield _path(points, "closepath fill" if kind == "fill" else "stroke")


def _path(points, paint):
    (x, y), rest = points[0], points[1:]
    return "newpath %s %s M %s %s" % (pt(x), pt(y), " ".join(
        "%s %s L" % (pt(a), pt(b)) for a, b in rest), paint)


def eps(scene, title="maze"):
    """Encapsulated PostScript: filled rectangles in pixel units, scaled to print.

    The bounding box is the scene at :func:`print_scale` points a pixel.
    Rendered at ``72 / print_scale`` dots an inch it matches the PNG.
    """
    return b"".join(iter_eps(scene, title))


def iter_eps(scene, title="maze"):
    """:func:`eps` in chunks of bytes, one pass over the records per colour."""
    return chunked(_eps_lines(scene, title))


def _eps_lines(scene, title):
    scale = print_scale(scene)
    w, h = scene.width * scale, scene.height * scale
    yield "%!PS-Adobe-3.0 EPSF-3.0"
    yield "%%%%BoundingBox: 0 0 %d %d" % (math.ceil(w), math.ceil(h))
    yield "%%%%HiResBoundingBox: 0 0 %s %s" % (num(round(w, 4)), num(round(h, 4)))
    yield "%%%%Title: %s" % title.replace("\n", " ")
    yield "%%Creator: mazetk"
    yield "%%LanguageLevel: 2"
    yield "%%EndComments"
    yield "save"
    yield "/R { rectfill } bind def /M { moveto } bind def /L { lineto } bind def"
    yield "%s %s scale" % (num(round(scale, 6)), num(round(scale, 6)))
    yield "0 %d translate 1 -1 scale" % scene.height  # y grows downwards, as on screen
    yield "%s setrgbcolor 0 0 %d %d R" % (ps_colour(scene.background), scene.width,
                                          scene.height)
    plain, dashed = split_dashed(scene)
    if scene.smooth:
        yield from _smooth(plain)
    for colour in [] if scene.smooth else drawn_colours(plain):
        yield "%s setrgbcolor" % ps_colour(colour)
        for x0, y0, x1, y1 in boxes_of(plain, colour):
            yield "%s %s %s %s R" % (num(x0), num(y0), num(x1 - x0), num(y1 - y0))
    # round ends as the sloped walls'; else square caps and mitres, unadjusted:
    # each dash then covers the very boxes the PNG fills
    ends = "1 setlinecap 1 setlinejoin" if scene.smooth else (
        "false setstrokeadjust 2 setlinecap 0 setlinejoin")
    for line in dashed:
        if isinstance(line, Rect):  # a marker, over the way
            yield "%s setrgbcolor %s %s %s %s R" % (ps_colour(line.fill), num(line.x0),
                                                   num(line.y0), num(line.x1 - line.x0),
                                                   num(line.y1 - line.y0))
        elif isinstance(line, Polygon):
            yield "%s setrgbcolor %s" % (ps_colour(line.fill), _path(line.points, "fill"))
        else:
            yield "gsave %s %s setrgbcolor %s setlinewidth [%s] 0 setdash" % (
                ends, ps_colour(line.color), num(line.width), dash_numbers(line.dash))
            yield _path(line.points, "stroke grestore")
    for item in texts(scene):
        pen, lines = strokefont.text_strokes(item.text, item.size, item.x, item.y, scene.width)
        if lines:
            yield "gsave 1 setlinecap 1 setlinejoin %s setrgbcolor %s setlinewidth" % (
                ps_colour(item.color), num(round(pen, 3)))
            for points in lines:
                points = points * 2 if len(points) == 1 else points
                yield "newpath %s %s moveto %s stroke" % (
                    pt(points[0][0]), pt(points[0][1]),
                    " ".join("%s %s lineto" % (pt(x), pt(y)) for x, y in points[1:]))
            yield "grestore"
    yield "restore"
    yield "showpage"
    yield "%%EOF"
