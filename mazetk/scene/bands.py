"""The bands around a maze: the title above it, a heat map's legend under it.

Both are the same for every shape family; a family's layout leaves room
for the title (:func:`title_band`) and the builder adds the legend's
height under the maze (:func:`legend_height`).
"""

import math

from ..fonts import strokefont
from ..i18n import _
from .palette import legend as legend_colours, ramp
from .records import Line, Polygon, Polyline, Rect, Text


def title_band(style):
    """Height in pixels taken by the title above the maze (0 without one)."""
    return int(style.cell * 2.5) if style.title else 0


def title_records(style, width):
    """The title, centred in its band over a picture ``width`` wide (a list
    of one Text, or none without a title)."""
    if not style.title:
        return []
    size = max(8, int(style.cell * 1.2))
    return [Text(width / 2.0, style.margin + title_band(style) / 2.0, style.title,
                 size, style.wall_color, "title")]


def heat_range(cells):
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
            colour = ramp(name, i / float(HEAT_STEPS - 1))
            records.append(Polygon(((a, y0), (b, y0), (b, y1), (a, y1)), colour, "legend")
                           if smooth else Rect(a, y0, b, y1, colour, "legend"))
    h = pen / 2.0  # the frame lies outside the ramp: painted in any order, neither hides
    frame = ((x0 - h, y0 - h), (x0 + bar + h, y0 - h), (x0 + bar + h, y1 + h), (x0 - h, y1 + h),
             (x0 - h, y0 - h))
    tick = y1 + size * 0.4
    count = max(2, min(5, int(bar // label) + 1))
    for d, _colour in legend_colours(name, far, count):
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


def ground_records(style, box, width, smooth=False):
    """``(records, height)``: the legend of weighted ground under the maze
    ``box``: the words *cost to enter a cell* over nine boxes in the
    shades of costs 1 to 9 (:func:`mazetk.weights.shade`), each with its
    number under it, framed in the wall colour; as wide as the maze at
    most and centred under it.  Records every painter draws, as
    :func:`legend_records` makes them."""
    from ..weights import HIGHEST, LOWEST, shade
    left, _maze_top, right, top = box
    centre, room = (left + right) / 2.0, right - left
    size, most, lift, bar_height = _legend_sizes(style, width)
    ink, pen = style.wall_color, max(1, int(round(size / 10.0)))
    count = HIGHEST - LOWEST + 1
    cell = int(max(3, min(room, width - 2 * pen - 1, 24 * size) // count))
    x0, y0 = int(round(centre - cell * count / 2.0)), int(round(top)) + lift
    y1 = y0 + bar_height
    digits = min(most, cell * 0.8)
    records = [Text(centre, top + size * 1.1, _("cost to enter a cell"), size, ink, "legend")]
    h = pen / 2.0
    for i in range(count):
        cost = LOWEST + i
        a, b = x0 + i * cell, x0 + (i + 1) * cell
        colour = shade(cost, style.background) or style.background
        records.append(Polygon(((a, y0), (b, y0), (b, y1), (a, y1)), colour, "legend")
                       if smooth else Rect(a, y0, b, y1, colour, "legend"))
        records.append(Text((a + b) / 2.0, y1 + size * 0.4 + digits / 2.0, str(cost), digits,
                            ink, "legend"))
    for i in range(count + 1):  # the boxes' sides
        x = x0 + i * cell
        if smooth:
            records.append(Polyline(((x, y0 - h), (x, y1 + h)), pen, ink, "legend"))
        else:
            records.append(Line(x, y0 - h, x, y1 + h, pen, ink, "legend"))
    for y in (y0, y1):
        if smooth:
            records.append(Polyline(((x0 - h, y), (x0 + count * cell + h, y)), pen, ink,
                                    "legend"))
        else:
            records.append(Line(x0 - h, y, x0 + count * cell + h, y, pen, ink, "legend"))
    return records, legend_height(style, width)
