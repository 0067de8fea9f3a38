"""Scene -> SVG: walls as a few long paths, the solution in its own group."""

from ..scene import Line, Polyline, Rect, Text
from .common import _num

def _xml(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def svg(scene, title="maze"):
    """SVG with a viewBox; walls as a few long paths; each layer its own group.

    The solution is ``<g id="solution">`` so an editor can hide it.
    """
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%d" height="%d" '
           'viewBox="0 0 %d %d" shape-rendering="crispEdges">'
           % (scene.width, scene.height, scene.width, scene.height),
           "<title>%s</title>" % _xml(title),
           '<rect id="background" x="0" y="0" width="%d" height="%d" fill="%s"/>'
           % (scene.width, scene.height, scene.background)]
    for layer in ("cells", "markers", "walls", "solution", "title"):
        items = scene.layer(layer)
        if not items:
            continue
        out.append('<g id="%s">' % layer)
        lines = {}
        for item in items:
            if isinstance(item, Line):
                lines.setdefault((item.color, item.width), []).append(item)
        for (colour, width), group in lines.items():
            for i in range(0, len(group), 4000):  # a few long paths, not one huge one
                d = " ".join(
                    "M%s %s%s" % (_num(a.x0), _num(a.y0),
                                  "H%s" % _num(a.x1) if a.y0 == a.y1 else "V%s" % _num(a.y1))
                    for a in group[i:i + 4000])
                out.append('<path fill="none" stroke="%s" stroke-width="%s" '
                           'stroke-linecap="square" d="%s"/>' % (colour, _num(width), d))
        rects = {}
        for item in items:
            if isinstance(item, Rect):
                rects.setdefault(item.fill, []).append(item)
        for colour, group in rects.items():
            for i in range(0, len(group), 4000):
                d = " ".join("M%s %sh%sv%sh%sz" % (_num(r.x0), _num(r.y0), _num(r.x1 - r.x0),
                                                   _num(r.y1 - r.y0), _num(r.x0 - r.x1))
                             for r in group[i:i + 4000])
                out.append('<path fill="%s" d="%s"/>' % (colour, d))
        for item in items:
            if isinstance(item, Polyline):
                d = "M" + " L".join("%s %s" % (_num(x), _num(y)) for x, y in item.points)
                out.append('<path fill="none" stroke="%s" stroke-width="%s" '
                           'stroke-linecap="square" stroke-linejoin="miter" d="%s"/>'
                           % (item.color, _num(item.width), d))
            elif isinstance(item, Text):
                out.append('<text x="%s" y="%s" font-family="Helvetica, Arial, sans-serif" '
                           'font-size="%s" text-anchor="middle" dominant-baseline="central" '
                           'fill="%s">%s</text>' % (_num(item.x), _num(item.y), _num(item.size),
                                                   item.color, _xml(item.text)))
        out.append("</g>")
    out.append("</svg>\n")
    return "\n".join(out).encode("utf-8")


# -- PDF ----------------------------------------------------------------------------
