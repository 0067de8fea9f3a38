"""Anti-aliased pixels for mazes with sloped walls (hex, triangle, circle, upsilon).

Square mazes keep the exact 1-bit rasteriser of :mod:`.raster`; every other
shape has sloped edges, which look ragged without anti-aliasing.  This module
paints them in pure Python at a usable speed:

- Fills (cell colours, start and goal) are painted at one sample a pixel,
  at its centre: their edges lie under the walls.
- Each stroke layer (the solution, then the walls) is painted at ``ss`` x
  ``ss`` samples a pixel as thick segments with round joins.  A shape's
  samples are worked out once and reused wherever the same shape recurs one
  sample-step apart (every wall of a hex maze has one of three shapes), so
  painting a wall is a few ``bytearray`` slice assignments of ones: a row
  each, or for a shape used often, strided slices down a steep wall.
- Coverage per pixel (0 .. ss*ss samples) comes from adding sample rows as
  big integers, a byte a sample (SWAR): no Python loop runs per pixel.
- The final palette index of a pixel is ``(fill * L1 + layer1) * L2 + ...``,
  computed with the same big-integer arithmetic, for a palette of at most
  256 colours: every mix of a fill colour with each layer's coverage level.

``render`` returns ``(palette, pixels)`` exactly like :func:`.raster.rasterise`,
so :func:`.raster.iter_png_rows` writes the PNG.
"""

import bisect
import functools
import itertools
import math
import threading
from collections import defaultdict
from itertools import compress, repeat
from operator import add, and_, mul, sub

from ..fonts import strokefont
from ..i18n import _
from ..scene import LAYERS, Polygon, Polyline, Text, Walls, dash_pieces

SS = 3  # samples a pixel, each way: 10 levels of grey
BAND = 32  # pixel rows painted at a time
CHUNK = 4096  # polylines snapped at a time: a million-cell maze's points are never all held


def render(width, height, background, fills=(), strokes=(), ss=SS, over=()):
    """``(palette, pixels)`` of the picture.

    ``fills``: ``[(colour, points), ...]`` polygons, painted in order.
    ``over``: more such polygons, painted last, over every stroke (stair
    arrows and markers over the way, as the Canvas and SVG have them).
    ``strokes``: ``[(colour, width, [polyline, ...]), ...]`` layers, bottom
    to top, each polyline a list of ``(x, y)``; widths and points in pixels.
    Layers of one colour are painted as one, at the place of the lowest, the
    coverage of each width added (at most full): what lies between them
    (the way between walls and title) never crosses them, and every layer
    fewer leaves more levels of grey to the others in 256 colours.
    """
    base_palette = [background]
    fill_index = {background: 0}
    base = bytearray(width * height)
    for colour, points in fills:
        value = fill_index.setdefault(colour, len(fill_index))
        if value >= 256:
            raise ValueError(_("too many fill colours for one picture"))
        if value == len(base_palette):
            base_palette.append(colour)
        _fill_polygon(base, width, height, points, value)
    by_colour = {}  # colour -> [(width, lines), ...], in the order of the lowest
    for colour, w, lines in strokes:
        if lines:
            by_colour.setdefault(colour, []).append((w, lines))
    layers = list(by_colour.items())
    levels = _levels(len(base_palette), len(layers), ss * ss)
    coverage = [_merged(width, height, pens, ss, levels[i])
                for i, (colour, pens) in enumerate(layers)]
    # index = ((base * L1 + c1) * L2 + c2) ...: every factor keeps bytes < 256
    total = int.from_bytes(base, "little")
    for level, cov in zip(levels, coverage):
        total = total * level + int.from_bytes(cov, "little")
    pixels = bytearray(total.to_bytes(width * height, "little")) if total else base
    palette = _palette(base_palette, [(c, lv) for (c, pens), lv in zip(layers, levels)])
    for colour, points in over:
        _fill_polygon(pixels, width, height, points, _entry(palette, colour))
    return palette, pixels


def _entry(palette, colour):
    """The index of ``colour`` in ``palette``, added if there is room, else
    the nearest colour there."""
    if colour in palette:
        return palette.index(colour)
    if len(palette) < 256:
        palette.append(colour)
        return len(palette) - 1
    want = _hex(colour)
    return min(range(len(palette)),
               key=lambda i: sum((a - b) ** 2 for a, b in zip(_hex(palette[i]), want)))


def _merged(width, height, pens, ss, levels):
    """The coverage of one colour's strokes of several ``(width, lines)``:
    the levels of each added as bytes (big integers, no Python loop a
    pixel), at most ``levels - 1``."""
    if len(pens) == 1:
        return _coverage(width, height, pens[0][0], pens[0][1], ss, levels)
    total = 0
    for w, lines in pens:  # each byte stays below 256: levels <= 10 a pen
        total += int.from_bytes(_coverage(width, height, w, lines, ss, levels), "little")
    top = levels - 1
    clamp = bytes(min(k, top) for k in range(256))
    return total.to_bytes(width * height, "little").translate(clamp)


def _levels(fills, layers, samples):
    """Coverage levels per layer such that every mix fits a 256-colour palette."""
    choices = [samples + 1, 9, 5, 3, 2]
    levels = [choices[0]] * layers
    i = 0
    while fills * _product(levels) > 256:
        # Coarsen the lowest layer first: the walls on top stay smoothest.
        k = i % max(1, layers)
        step = choices.index(levels[k]) + 1 if levels[k] in choices else 1
        if step >= len(choices):
            if all(lv == 2 for lv in levels):
                raise ValueError(_("too many colours for one picture"))
            i += 1
            continue
        levels[k] = choices[step]
        i += 1
    return levels


def _product(values):
    out = 1
    for v in values:
        out *= v
    return out


def _hex(colour):
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _palette(base_palette, layers):
    """Every mix, in the order of the index arithmetic of :func:`render`."""
    colours = [_hex(c) for c in base_palette]
    for colour, level in layers:
        top = _hex(colour)
        mixed = []
        for below in colours:
            for k in range(level):
                a = k / (level - 1)
                mixed.append(tuple(int(round(b + (t - b) * a)) for b, t in zip(below, top)))
        colours = mixed
    return ["#%02x%02x%02x" % c for c in colours]


# -- fills, one sample a pixel -------------------------------------------------------

def _fill_polygon(buf, width, height, points, value):
    """Pixels whose centres lie inside the polygon (even-odd rule) get ``value``."""
    ys = [p[1] for p in points]
    y0 = max(0, int(math.ceil(min(ys) - 0.5)))
    y1 = min(height, int(math.ceil(max(ys) - 0.5)))
    edges = list(zip(points, points[1:] + points[:1]))
    one = bytes([value])
    for y in range(y0, y1):
        sy = y + 0.5
        xs = []
        for (ax, ay), (bx, by) in edges:
            if (ay <= sy < by) or (by <= sy < ay):
                xs.append(ax + (sy - ay) * (bx - ax) / (by - ay))
        xs.sort()
        row = y * width
        for i in range(0, len(xs) - 1, 2):
            a = max(0, int(math.ceil(xs[i] - 0.5)))
            b = min(width, int(math.ceil(xs[i + 1] - 0.5)))
            if b > a:
                buf[row + a:row + b] = one * (b - a)


# -- strokes, ss x ss samples a pixel ---------------------------------------------------

def _coverage(width, height, line_width, lines, ss, levels):
    """Coverage of the stroked polylines: one byte a pixel, 0 .. levels - 1.

    Every segment is a stamp (:func:`_stamp`) placed at its first point,
    snapped to the sample grid.  The places of each shape are sorted, so
    that the stamps starting in a band of BAND pixel rows are a slice of
    them, and painting a band is, run by run of each shape, one slice
    assignment a place in a bare loop (the time goes there: a hex maze of
    90,000 cells is about two million of them).  A stamp is
    painted whole in its band, into rows that run on past the band and are
    carried over to the next one; only a band (and a stamp's height) of
    samples is ever held.
    """
    half = line_width * ss / 2.0
    reach = int(math.ceil(line_width))  # segments are cut this far (pixels) outside
    lift = reach * ss  # samples added to keep snapped coordinates positive
    edge = int(math.ceil(half)) + 2  # samples a stamp reaches beyond its segment
    pad = lift + edge  # columns beyond each side of a row
    stride = width * ss + 2 * pad
    top = lift + edge  # rows held above a band, for stamps that start above the picture
    band = BAND * ss
    count = -(-height // BAND)
    work = [[] for _ in range(count)]  # per band: (runs, places, offset)
    tall = 0
    shapes = defaultdict(list)
    for ends in _segment_chunks(lines, width, height, reach, ss):
        _add_places(shapes, ends, stride, lift)
    for key, spots in shapes.items():
        spots.sort()
        first, rows, runs = _stamp(key, half, stride, len(spots))
        if not runs:
            continue
        tall = max(tall, rows)
        # a stamp at sample row ay starts in band (ay - lift + first) // band
        lo = 0
        for b in range(count):
            hi = bisect.bisect_left(spots, (lift - first + (b + 1) * band) * stride)
            if hi > lo:
                shift = (top - lift - b * band) * stride + pad - lift
                work[b].append((runs, spots[lo:hi], shift))
            lo = hi
            if lo == len(spots):
                break
    full = ss * ss
    scale = bytes(int(k * (levels - 1) / full + 0.5) for k in range(full + 1)) + bytes(255 - full)
    held = top + band + tall
    buf = bytearray(held * stride)
    out = bytearray()
    for b, jobs in enumerate(work):
        for runs, spots, shift in jobs:
            for start, stop, step, ones in runs:
                start += shift
                stop += shift
                for spot in spots:
                    buf[spot + start:spot + stop:step] = ones
        # Add ss rows and ss neighbouring bytes as big integers: a byte a pixel.
        band_rows = min(band, height * ss - b * band)
        for r in range(top * stride, (top + band_rows) * stride, ss * stride):
            total = int.from_bytes(buf[r:r + stride], "little")
            for k in range(1, ss):
                total += int.from_bytes(buf[r + k * stride:r + (k + 1) * stride], "little")
            acc = total
            for k in range(1, ss):
                acc += total >> (8 * k)
            out += acc.to_bytes(stride + 1, "little")[pad:pad + width * ss:ss]
        carry = (top + band_rows) * stride
        buf[top * stride:(top + tall) * stride] = buf[carry:carry + tall * stride]
        buf[(top + tall) * stride:] = bytes((held - top - tall) * stride)
    return bytes(out).translate(scale)


def _segments(lines, width, height, reach, ss):
    """``(ax, ay, bx, by)``: lists of the ends of every segment, cut to the
    picture and ``reach`` pixels around it, in samples plus ``reach * ss``
    (so that ``int`` rounds to nearest)."""
    xs = [int((p[0] + reach) * ss + 0.5) for points in lines for p in points]
    ys = [int((p[1] + reach) * ss + 0.5) for points in lines for p in points]
    if not xs:
        return [], [], [], []
    # strictly inside the sample box: every point lies inside the box of pixels
    if (min(xs) < 1 or max(xs) >= (width + 2 * reach) * ss
            or min(ys) < 1 or max(ys) >= (height + 2 * reach) * ss):
        return _cut_segments(lines, -reach, width + reach, height + reach, reach, ss)
    starts = bytearray(b"\x01") * len(xs)  # 0 at the last point of each polyline
    end = -1
    for points in lines:
        end += len(points)
        starts[end] = 0
    return (list(compress(xs, starts)), list(compress(ys, starts)),
            list(compress(xs[1:], starts)), list(compress(ys[1:], starts)))


def _segment_chunks(lines, width, height, reach, ss):
    """:func:`_segments` of ``lines`` a chunk at a time: a list of
    polylines, or the walls of a maze's Scene (:class:`mazetk.scene.Walls`),
    whose ends come straight from the grid where it can give them."""
    if not isinstance(lines, Walls):
        lines = list(lines)
        for i in range(0, len(lines), CHUNK):
            yield _segments(lines[i:i + CHUNK], width, height, reach, ss)
        return
    chunks = lines.segment_ends(reach, ss)
    if chunks is not None:
        yield from chunks
        return
    chunk = []
    for record in lines.records():
        chunk.append(record.points)
        if len(chunk) == CHUNK:
            yield _segments(chunk, width, height, reach, ss)
            chunk = []
    if chunk:
        yield _segments(chunk, width, height, reach, ss)


def _cut_segments(lines, lo, hi_x, hi_y, reach, ss):
    """:func:`_segments` of lines that run outside the box: each segment cut."""
    ends = ([], [], [], [])
    for points in lines:
        for seg in zip(points, points[1:]):
            seg = _clip(seg, lo, lo, hi_x, hi_y)
            if seg is not None:
                (ax, ay), (bx, by) = seg
                for out, value in zip(ends, (ax, ay, bx, by)):
                    out.append(int((value + reach) * ss + 0.5))
    return ends


def _add_places(shapes, segments, stride, lift):
    """Add each segment's place ``ay * stride + ax`` to ``shapes[key]``, its
    key ``(dx, dy, parity of its first row)``: the keys and places are
    worked out by ``map`` at C speed."""
    ax, ay, bx, by = segments
    parities = map(and_, map(sub, ay, repeat(lift)), repeat(1))
    keys = zip(map(sub, bx, ax), map(sub, by, ay), parities)
    for key, place in zip(keys, map(add, map(mul, ay, repeat(stride)), ax)):
        shapes[key].append(place)


def _clip(segment, x0, y0, x1, y1):
    """The part of the segment inside the box (Liang-Barsky), or None."""
    (ax, ay), (bx, by) = segment
    if x0 <= min(ax, bx) and max(ax, bx) <= x1 and y0 <= min(ay, by) and max(ay, by) <= y1:
        return segment
    dx, dy = bx - ax, by - ay
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, ax - x0), (dx, x1 - ax), (-dy, ay - y0), (dy, y1 - ay)):
        if p == 0:
            if q < 0:
                return None
            continue
        r = q / p
        if p < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
        if t0 > t1:
            return None
    return (ax + t0 * dx, ay + t0 * dy), (ax + t1 * dx, ay + t1 * dy)


def _stamp(key, half, stride, uses):
    """``(first row, rows, runs)`` of the capsule :func:`_capsule_spans` of
    a shape used ``uses`` times, in a buffer ``stride`` samples wide: its
    runs of samples as ``(start, stop, step, ones)`` slices from the sample
    of the segment's first point.  A run a row, unless another step (down
    the wall) saves more painting than finding its runs costs.  ``ones`` is
    a bytearray: CPython copies any other value into a new bytearray on
    every slice assignment."""
    spans = _capsule_spans(key, half)
    if not spans:
        return 0, 0, []
    first, rows = spans[0][0], spans[-1][0] - spans[0][0] + 1
    if uses >= 200:
        dr, dc, count = _fewest(spans)
        if (len(spans) - count) * uses >= 1000:
            return first, rows, _runs(spans, stride, dr, dc)
    return first, rows, [(y * stride + a, y * stride + b, 1, bytearray(b"\x01") * (b - a))
                         for y, a, b in spans]


#: Ways to cut a stamp into runs, as (rows, columns) steps besides a run a
#: row: down one row, straight or leaning (walls near 90 and 45 degrees),
#: or down two (every other row has the same sample centres, see
#: :func:`_capsule_spans`: walls near 90 and 60 degrees).
STEPS = ((1, 0), (1, 1), (1, -1), (2, 0), (2, 1), (2, -1))


def _fewest(spans):
    """``(dr, dc, count)``: the step of :data:`STEPS` that cuts the spans into
    the fewest runs, and their number (``(0, 1, rows)``: a run a row)."""
    first = {y: a for y, a, b in spans}
    end = {y: b for y, a, b in spans}
    best = (0, 1, len(spans))
    for dr, dc in STEPS:
        count = 0
        for y, a, b in spans:
            count += b - a  # samples, less those that go on a run from above
            lo = first.get(y - dr)
            if lo is not None:
                lo += dc
                hi = end[y - dr] + dc
                if lo < a:
                    lo = a
                if hi > b:
                    hi = b
                if hi > lo:
                    count -= hi - lo
        if count < best[2]:
            best = (dr, dc, count)
    return best


def _runs(spans, stride, dr, dc):
    """The samples of ``spans`` as slices of ones, each ``dr`` rows and ``dc``
    columns on from the last: a steep wall is a few tall strided slices."""
    rows = {y: (a, b) for y, a, b in spans}
    step = dr * stride + dc
    runs = []
    for y, a, b in spans:
        above = rows.get(y - dr)
        for x in range(a, b):
            if above is not None and above[0] <= x - dc < above[1]:
                continue  # inside a run that starts higher up
            n, yy, xx = 1, y + dr, x + dc
            while yy in rows and rows[yy][0] <= xx < rows[yy][1]:
                n, yy, xx = n + 1, yy + dr, xx + dc
            start = y * stride + x
            runs.append((start, start + (n - 1) * step + 1, step, bytearray(b"\x01") * n))
    return runs


#: How many sample rows the shapes kept for the next picture hold at most
#: in all (some 60-100 bytes a row), not how many shapes: a circle maze drawn
#: large has tens of thousands of shapes, some of many rows, kept between pictures.
KEPT_ROWS = 250000


def _kept(function):
    """``function(key, half)`` kept for the next call with the same arguments
    (as :func:`functools.lru_cache`), the oldest let go once all kept hold
    more than :data:`KEPT_ROWS` rows.  Worker threads share it: a lock."""
    kept, held, lock = {}, [0], threading.Lock()

    @functools.wraps(function)
    def cached(key, half):
        spans = kept.get((key, half))
        if spans is None:
            spans = function(key, half)
            with lock:
                if (key, half) not in kept:
                    kept[key, half] = spans
                    held[0] += len(spans) + 1
                    while held[0] > KEPT_ROWS and len(kept) > 1:
                        held[0] -= len(kept.pop(next(iter(kept)))) + 1

        return spans

    def cache_clear():
        with lock:
            kept.clear()
            held[0] = 0

    cached.cache_clear = cache_clear
    cached.kept_rows = lambda: held[0]
    return cached


@_kept
def _capsule_spans(key, half):
    """Sample spans ``(row, first, end)`` of the segment from (0, 0) to
    ``(dx, dy)`` widened by ``half`` each side, with round ends, so that
    segments meeting at a corner join cleanly whatever their angle.

    Samples sit at the centres of their squares, but on every other row of
    the picture (``parity`` says which, for this segment's first row) half a
    sample further right: a staggered grid, which keeps lines at 45 degrees
    and other simple slopes from beating with the grid (a 1-pixel line at 45
    degrees would otherwise come out 11 % too light)."""
    dx, dy, parity = key
    length = math.sqrt(dx * dx + dy * dy)  # not hypot: it rounds differently from 3.10 on
    rows = {}
    end = [(y + dy, a + dx, b + dx) for y, a, b in _disc(half, (parity + dy) & 1)]
    pieces = [_disc(half, parity), end]
    if length:
        nx, ny = -dy / length * half, dx / length * half
        quad = [(nx, ny), (dx + nx, dy + ny), (dx - nx, dy - ny), (-nx, -ny)]
        pieces.append(_convex_spans(quad, parity))
    for piece in pieces:
        for y, a, b in piece:
            old = rows.get(y)  # the capsule is convex: one span a row
            rows[y] = (a, b) if old is None else (min(old[0], a), max(old[1], b))
    # a tuple: kept (_kept) for the next picture of the same walls, as
    # a maze's solution picture after the maze's
    return tuple((y, a, b) for y, (a, b) in sorted(rows.items()) if b > a)


def _shift(y, parity):
    """Where a sample centre sits in row ``y``: 0.5, or 1.0 on staggered rows."""
    return 1.0 if (y + parity) & 1 else 0.5


@functools.lru_cache(maxsize=None)
def _disc(radius, parity):
    """:func:`_disc_spans` around (0, 0), worked out once: every other disc
    is one of these two moved by whole samples."""
    return _disc_spans(radius, 0, 0, parity)


def _disc_spans(radius, cx, cy, parity):
    """Sample spans of a disc of ``radius`` samples around (cx, cy)."""
    spans = []
    r = int(math.ceil(radius))
    for y in range(cy - r - 1, cy + r + 1):
        oy = y + 0.5 - cy
        if abs(oy) >= radius:
            continue
        w = math.sqrt(radius * radius - oy * oy)
        s = _shift(y, parity)
        a, b = int(math.ceil(cx - w - s)), int(math.ceil(cx + w - s))
        if b > a:
            spans.append((y, a, b))
    return spans


def _convex_spans(poly, parity):
    """Sample spans of a convex polygon: samples whose centres lie inside.

    Each edge carries what a row asks of it, worked out once: the rows it
    crosses (``lo <= sy < hi``) and its run and rise, so a row is one
    short comprehension (the same arithmetic, so the same spans)."""
    ys = [p[1] for p in poly]
    y0, y1 = int(math.ceil(min(ys) - 0.5)), int(math.ceil(max(ys) - 0.5))
    edges = [(min(ay, by), max(ay, by), ax, ay, bx - ax, by - ay)
             for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]) if ay != by]
    spans = []
    ceil = math.ceil
    for y in range(y0, y1):
        sy = y + 0.5
        xs = [ax + (sy - ay) * dx / dy for lo, hi, ax, ay, dx, dy in edges if lo <= sy < hi]
        if len(xs) >= 2:
            s = 1.0 if (y + parity) & 1 else 0.5  # _shift(y, parity)
            a, b = int(ceil(min(xs) - s)), int(ceil(max(xs) - s))
            if b > a:
                spans.append((y, a, b))
    return spans


def scene_pixels(scene):
    """``(palette, pixels)`` of a smooth Scene (see :mod:`mazetk.scene.sloped`):
    its Polygons as fills, its Polylines as anti-aliased stroke layers, in
    the order of the Scene's layers (a dashed one as its dashes); Text as
    the strokes of its letters.  Strokes of one colour are one layer,
    however wide (see :func:`render`), so walls, legend and title take a
    single one and leave the levels of grey to the rest.  A maze's walls
    come from its ``parts`` (straight from the grid where it can)."""
    fills = {layer: [] for layer in LAYERS}
    strokes = {layer: {} for layer in LAYERS}  # layer -> (colour, width) -> lines
    texts = []
    under, walls, over = scene.pieces()
    if walls is not None:  # a maze's Scene: its walls straight from the grid
        strokes["walls"][walls.colour, walls.width] = walls
    for item in itertools.chain(under, over):  # one pass: a Scene may hold 100,000s of records
        if isinstance(item, Polyline):
            _add_stroke(strokes, item)
        elif isinstance(item, Polygon) and item.layer in fills:
            fills[item.layer].append((item.fill, item.points))
        elif isinstance(item, Text):
            texts.append(item)
    for item in texts:
        pen, lines = strokefont.text_strokes(item.text, item.size, item.x, item.y, scene.width)
        for points in lines:
            _add_stroke(strokes, Polyline(points, pen, item.color, item.layer))
    top = LAYERS.index("solution") + 1  # fills above the way go over every stroke
    return render(scene.width, scene.height, scene.background,
                  [fill for layer in LAYERS[:top] for fill in fills[layer]],
                  [(colour, width, lines) for layer in LAYERS
                   for (colour, width), lines in strokes[layer].items()],
                  over=[fill for layer in LAYERS[top:] for fill in fills[layer]])


def _add_stroke(strokes, line):
    """File a Polyline under its layer, colour and width (a dashed one as
    its dashes)."""
    groups = strokes.get(line.layer)
    if groups is not None:
        lines = groups.get((line.color, line.width))
        if lines is None:
            lines = groups[line.color, line.width] = []
        if line.dash:
            lines.extend(dash_pieces(line.points, line.dash))
        else:
            lines.append(line.points)
