"""Scene -> SVG: walls as a few long paths, the solution in its own group.

A title (and a heat map's legend) is drawn as strokes of
:mod:`mazetk.fonts.strokefont`, as in the PNG and the PDF, so the picture looks
the same wherever it is opened, with or without fonts; its words stay in
the path's ``aria-label``.  A dashed solution is a ``stroke-dasharray``.
"""

import itertools

from ..fonts import strokefont
from ..scene import LAYERS, Line, Polyline, Rect, Text
from .common import chunked, num, pt, smooth_groups
from .postscript import dash_numbers, split_dashed


def _xml(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def svg(scene, title="maze"):
    """SVG with a viewBox; walls as a few long paths; each layer its own group.

    The solution is ``<g id="solution">`` so an editor can hide it.
    """
    return b"".join(iter_svg(scene, title))


def iter_svg(scene, title="maze"):
    """:func:`svg` in chunks of bytes, a few passes over the records a layer."""
    return chunked(_svg_lines(scene, title), encoding="utf-8")


def _layer(scene, name):
    """The records of one layer, made afresh (a lazy Scene holds none);
    for a maze Scene only its walls need a pass over the records."""
    under, _walls, over = scene.pieces()
    items = scene.items if name == "walls" else itertools.chain(under, over)
    return (item for item in items if item.layer == name)


def _svg_lines(scene, title):
    yield '<?xml version="1.0" encoding="UTF-8"?>'
    yield ('<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%d" height="%d" '
           'viewBox="0 0 %d %d"%s>'
           % (scene.width, scene.height, scene.width, scene.height,
              "" if scene.smooth else ' shape-rendering="crispEdges"'))
    yield "<title>%s</title>" % _xml(title)
    yield ('<rect id="background" x="0" y="0" width="%d" height="%d" fill="%s"/>'
           % (scene.width, scene.height, scene.background))
    if scene.smooth:
        yield from _smooth(scene)
        yield "</svg>"
        return
    for layer in LAYERS:
        # first pass: what the layer holds, in first-use order
        lines, rects, others = {}, {}, False
        for item in _layer(scene, layer):
            if isinstance(item, Line):
                lines.setdefault((item.color, item.width), None)
            elif isinstance(item, Rect):
                rects.setdefault(item.fill, None)
            else:
                others = True
        if not (lines or rects or others):
            continue
        yield '<g id="%s">' % layer
        for colour, width in lines:
            group = (a for a in _layer(scene, layer)
                     if isinstance(a, Line) and a.color == colour and a.width == width)
            for part in _paths(group):  # a few long paths, not one huge one
                d = " ".join(
                    "M%s %s%s" % (num(a.x0), num(a.y0),
                                  "H%s" % num(a.x1) if a.y0 == a.y1 else "V%s" % num(a.y1))
                    for a in part)
                yield ('<path fill="none" stroke="%s" stroke-width="%s" '
                       'stroke-linecap="square" d="%s"/>' % (colour, num(width), d))
        for colour in rects:
            group = (r for r in _layer(scene, layer) if isinstance(r, Rect) and r.fill == colour)
            for part in _paths(group):
                d = " ".join("M%s %sh%sv%sh%sz" % (num(r.x0), num(r.y0), num(r.x1 - r.x0),
                                                   num(r.y1 - r.y0), num(r.x0 - r.x1))
                             for r in part)
                yield '<path fill="%s" d="%s"/>' % (colour, d)
        if others:
            for item in _layer(scene, layer):
                if isinstance(item, Polyline):
                    d = "M" + " L".join("%s %s" % (num(x), num(y)) for x, y in item.points)
                    yield ('<path fill="none" stroke="%s" stroke-width="%s" '
                           'stroke-linecap="square" stroke-linejoin="miter"%s d="%s"/>'
                           % (item.color, num(item.width), _dasharray(item.dash), d))
                elif isinstance(item, Text):
                    yield _text_path(item, scene.width)
        yield "</g>"
    yield "</svg>"


def _smooth(scene):
    """The layers of a smooth Scene: filled polygons, round-jointed strokes,
    then in the same group the layer's dashed lines and words (strokes)."""
    plain, dashed = split_dashed(scene)
    top = [item for item in dashed if not isinstance(item, Polyline)]  # markers, over the way
    dashed = [item for item in dashed if isinstance(item, Polyline)]
    extras = {}  # layer -> its dashed lines and Text records
    for item in dashed + [item for item in scene.items if isinstance(item, Text)]:
        extras.setdefault(item.layer, []).append(item)
    open_layer = None
    for layer, kind, colour, width, shapes in smooth_groups(plain):
        if layer != open_layer:
            if open_layer is not None:
                yield from _extras(extras.pop(open_layer, ()), scene.width)
                yield "</g>"
            yield '<g id="%s">' % layer
            open_layer = layer
        for part in _paths(shapes, 2000):
            d = " ".join("M" + " L".join("%s %s" % (pt(x), pt(y)) for x, y in points)
                         + ("Z" if kind == "fill" else "") for points in part)
            if kind == "fill":
                yield '<path fill="%s" d="%s"/>' % (colour, d)
            else:
                yield ('<path fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round" '
                       'stroke-linejoin="round" d="%s"/>' % (colour, num(width), d))
    if open_layer is not None:
        yield from _extras(extras.pop(open_layer, ()), scene.width)
        yield "</g>"
    for layer in LAYERS:
        if layer in extras:
            yield '<g id="%s">' % layer
            yield from _extras(extras[layer], scene.width)
            yield "</g>"
    if top:
        yield '<g id="markers-over">'
        for item in top:
            yield '<path fill="%s" d="M%sZ"/>' % (item.fill, " L".join(
                "%s %s" % (pt(x), pt(y)) for x, y in item.points))
        yield "</g>"


def _extras(items, width):
    """Dashed lines (round ends, as a smooth Scene's strokes) and words."""
    for item in items:
        if isinstance(item, Text):
            yield _text_path(item, width)
        else:
            yield ('<path fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round" '
                   'stroke-linejoin="round"%s d="M%s"/>'
                   % (item.color, num(item.width), _dasharray(item.dash),
                      " L".join("%s %s" % (pt(x), pt(y)) for x, y in item.points)))


def _dasharray(dash):
    """The attribute of a dashed stroke (nothing for a solid one)."""
    return ' stroke-dasharray="%s"' % dash_numbers(dash) if dash else ""


def _text_path(item, width):
    """A Text record as one path of strokefont strokes (a dot: a point
    drawn with round caps), fitted to a picture ``width`` wide."""
    pen, lines = strokefont.text_strokes(item.text, item.size, item.x, item.y, width)
    if not lines:
        return ""
    d = " ".join("M" + " L".join("%s %s" % (pt(x), pt(y))
                                 for x, y in (points * 2 if len(points) == 1 else points))
                 for points in lines)
    return ('<path aria-label="%s" fill="none" stroke="%s" stroke-width="%s" '
            'stroke-linecap="round" stroke-linejoin="round" d="%s"/>'
            % (_xml(item.text), item.color, num(round(pen, 3)), d))


def _paths(items, size=4000):
    """``items`` in lists of ``size``."""
    part = []
    for item in items:
        part.append(item)
        if len(part) == size:
            yield part
            part = []
    if part:
        yield part
