"""What the vector writers (EPS, SVG, PDF) share: boxes grouped by colour, numbers."""

from ..scene import Line, Polyline, Rect, segments
from .raster import _axis_box, _rgb

def boxes_by_colour(scene, layers=None):
    """``{colour: [(x0, y0, x1, y1), ...]}`` in first-use order, the way the PNG fills."""
    out = {}
    for item in scene.items:
        if layers is not None and item.layer not in layers:
            continue
        if isinstance(item, Rect):
            out.setdefault(item.fill, []).append((item.x0, item.y0, item.x1, item.y1))
        elif isinstance(item, Line):
            out.setdefault(item.color, []).append(_axis_box(item))
        elif isinstance(item, Polyline):
            out.setdefault(item.color, []).extend(_axis_box(p) for p in segments(item))
    return out


def _num(value):
    """A compact number: 12, 12.5, 0.125."""
    if value == int(value):
        return str(int(value))
    return ("%.4f" % value).rstrip("0").rstrip(".")


def _ps_colour(colour):
    r, g, b = _rgb(colour)
    return "%s %s %s" % (_num(round(r / 255.0, 4)), _num(round(g / 255.0, 4)),
                         _num(round(b / 255.0, 4)))
