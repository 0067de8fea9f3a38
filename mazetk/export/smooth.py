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
  painting a wall is a few ``bytearray`` slice assignments.
- Coverage per pixel (0 .. ss*ss samples) comes from adding sample rows as
  big integers, a byte a sample (SWAR): no Python loop runs per pixel.
- The final palette index of a pixel is ``(fill * L1 + layer1) * L2 + ...``,
  computed with the same big-integer arithmetic, for a palette of at most
  256 colours: every mix of a fill colour with each layer's coverage level.

``render`` returns ``(palette, pixels)`` exactly like :func:`.raster.rasterise`,
so :func:`.raster.png_from_pixels` writes the PNG.
"""

import math

SS = 3  # samples a pixel, each way: 10 levels of grey
BAND = 32  # pixel rows painted at a time


def render(width, height, background, fills=(), strokes=(), ss=SS):
    """``(palette, pixels)`` of the picture.

    ``fills``: ``[(colour, points), ...]`` polygons, painted in order.
    ``strokes``: ``[(colour, width, [polyline, ...]), ...]`` layers, bottom
    to top, each polyline a list of ``(x, y)``; widths and points in pixels.
    """
    base_palette = [background]
    fill_index = {background: 0}
    base = bytearray(width * height)
    for colour, points in fills:
        value = fill_index.setdefault(colour, len(fill_index))
        if value >= 256:
            raise ValueError("too many fill colours")
        if value == len(base_palette):
            base_palette.append(colour)
        _fill_polygon(base, width, height, points, value)
    layers = [(colour, w, lines) for colour, w, lines in strokes if lines]
    levels = _levels(len(base_palette), len(layers), ss * ss)
    coverage = [_coverage(width, height, w, lines, ss, levels[i])
                for i, (colour, w, lines) in enumerate(layers)]
    # index = ((base * L1 + c1) * L2 + c2) ...: every factor keeps bytes < 256
    total = int.from_bytes(base, "little")
    for level, cov in zip(levels, coverage):
        total = total * level + int.from_bytes(cov, "little")
    pixels = bytearray(total.to_bytes(width * height, "little")) if total else base
    palette = _palette(base_palette, [(c, lv) for (c, w, l), lv in zip(layers, levels)])
    return palette, pixels


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
                raise ValueError("too many colours for one picture")
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
    """Coverage of the stroked polylines: one byte a pixel, 0 .. levels - 1."""
    half = line_width * ss / 2.0
    reach = line_width  # segments are cut this far (pixels) outside the picture
    pad = int(math.ceil(reach * ss + half)) + 2  # samples beyond each side
    stride = width * ss + 2 * pad
    shapes = {}
    stamps = []  # (top sample row, left sample column, spans)
    lo_x = lo_y = -reach
    shift_y = reach * ss
    shift_x = pad - shift_y
    hi_x, hi_y = width + reach, height + reach
    for points in lines:
        # Points snap to the sample grid (a sixth of a pixel at most, never
        # seen), so a shape that recurs anywhere is the same key.
        for seg in zip(points, points[1:]):
            (ax, ay), (bx, by) = seg
            if not (lo_x <= ax <= hi_x and lo_x <= bx <= hi_x
                    and lo_y <= ay <= hi_y and lo_y <= by <= hi_y):
                seg = _clip(seg, lo_x, lo_y, hi_x, hi_y)
                if seg is None:
                    continue
                (ax, ay), (bx, by) = seg
            # (shifted to stay positive, so that int() rounds to nearest)
            ax = int((ax + reach) * ss + 0.5) + shift_x
            ay = int((ay + reach) * ss + 0.5) - shift_y
            key = (int((bx + reach) * ss + 0.5) + shift_x - ax,
                   int((by + reach) * ss + 0.5) - shift_y - ay, ay & 1)
            spans = shapes.get(key)
            if spans is None:
                spans = shapes[key] = _capsule_spans(key, half)
            if spans:
                stamps.append((ay + spans[0][0], ax, spans))
    stamps.sort(key=lambda s: s[0])
    tall = max([s[-1][0] - s[0][0] + 1 for s in shapes.values() if s] or [0])
    full = ss * ss
    scale = bytes(int(k * (levels - 1) / full + 0.5) for k in range(full + 1)) + bytes(255 - full)
    out = bytearray()
    # Paint a band of pixel rows at a time; a stamp is painted whole in the
    # band where it starts, into rows that run on past the band and are
    # carried over to the next one.  Only BAND rows (and a stamp's height)
    # of samples are ever held.
    rows = [bytearray(stride) for _ in range(BAND * ss + tall)]
    nxt = 0
    count = len(stamps)
    for band_top in range(0, height, BAND):
        band_rows = min(BAND, height - band_top) * ss
        s0 = band_top * ss
        s1 = s0 + band_rows
        while nxt < count and stamps[nxt][0] < s1:
            top, ox, spans = stamps[nxt]
            nxt += 1
            if top + spans[-1][0] - spans[0][0] < 0:
                continue  # wholly above the picture
            base = top - spans[0][0] - s0
            if base + spans[0][0] < 0:  # starts above the picture: clip
                for dy, a, b, blob in spans:
                    if base + dy >= 0:
                        rows[base + dy][ox + a:ox + b] = blob
                continue
            for dy, a, b, blob in spans:
                rows[base + dy][ox + a:ox + b] = blob
        # Add ss rows and ss neighbouring bytes as big integers: a byte a pixel.
        for y in range(0, band_rows, ss):
            total = 0
            for k in range(ss):
                total += int.from_bytes(rows[y + k], "little")
            acc = total
            for k in range(1, ss):
                acc += total >> (8 * k)
            out += acc.to_bytes(stride + 1, "little")[pad:pad + width * ss:ss]
        rows = rows[band_rows:] + [bytearray(stride) for _ in range(band_rows)]
    return bytes(out).translate(scale)


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


def _capsule_spans(key, half):
    """Sample spans ``(row, first, end, ones)`` of the segment from (0, 0) to
    ``(dx, dy)`` widened by ``half`` each side, with round ends, so that
    segments meeting at a corner join cleanly whatever their angle.

    Samples sit at the centres of their squares, but on every other row of
    the picture (``parity`` says which, for this segment's first row) half a
    sample further right: a staggered grid, which keeps lines at 45 degrees
    and other simple slopes from beating with the grid (a 1-pixel line at 45
    degrees would otherwise come out 11 % too light)."""
    dx, dy, parity = key
    length = math.hypot(dx, dy)
    rows = {}
    pieces = [_disc_spans(half, 0, 0, parity), _disc_spans(half, dx, dy, parity)]
    if length:
        nx, ny = -dy / length * half, dx / length * half
        quad = [(nx, ny), (dx + nx, dy + ny), (dx - nx, dy - ny), (-nx, -ny)]
        pieces.append(_convex_spans(quad, parity))
    for piece in pieces:
        for y, a, b in piece:
            old = rows.get(y)  # the capsule is convex: one span a row
            rows[y] = (a, b) if old is None else (min(old[0], a), max(old[1], b))
    return [(y, a, b, b"\x01" * (b - a)) for y, (a, b) in sorted(rows.items()) if b > a]


def _shift(y, parity):
    """Where a sample centre sits in row ``y``: 0.5, or 1.0 on staggered rows."""
    return 1.0 if (y + parity) & 1 else 0.5


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
    """Sample spans of a convex polygon: samples whose centres lie inside."""
    ys = [p[1] for p in poly]
    y0, y1 = int(math.ceil(min(ys) - 0.5)), int(math.ceil(max(ys) - 0.5))
    edges = list(zip(poly, poly[1:] + poly[:1]))
    spans = []
    for y in range(y0, y1):
        sy = y + 0.5
        xs = [ax + (sy - ay) * (bx - ax) / (by - ay)
              for (ax, ay), (bx, by) in edges if (ay <= sy < by) or (by <= sy < ay)]
        if len(xs) >= 2:
            s = _shift(y, parity)
            a, b = int(math.ceil(min(xs) - s)), int(math.ceil(max(xs) - s))
            if b > a:
                spans.append((y, a, b))
    return spans


def scene_pixels(scene):
    """``(palette, pixels)`` of a smooth Scene (see :mod:`mazetk.polyscene`):
    its Polygons as fills, its Polylines as anti-aliased stroke layers, in
    the order of the Scene's layers (Text is left to the vector writers)."""
    from ..scene import LAYERS, Polygon, Polyline
    fills = [(item.fill, list(item.points)) for layer in LAYERS
             for item in scene.items if isinstance(item, Polygon) and item.layer == layer]
    strokes = []
    for layer in LAYERS:
        groups = {}
        for item in scene.items:
            if isinstance(item, Polyline) and item.layer == layer:
                groups.setdefault((item.color, item.width), []).append(list(item.points))
        strokes.extend((colour, width, lines) for (colour, width), lines in groups.items())
    return render(scene.width, scene.height, scene.background, fills, strokes)
