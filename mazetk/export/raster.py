"""Scene -> pixels -> PNG (and PPM strips for comparing renders).

The PNG is the "canvas-to-image helper": it rasterises the very records the
Canvas draws, and needs no display.  The vector writers place every wall
exactly where this rasteriser puts its pixels.
"""

import struct
import zlib

from ..scene import Line, Polyline, Rect, line_box, segments

#: The largest picture written as pixels (a 2000 x 2000 maze at 7 px a cell).
MAX_PIXELS = 200000000
MAX_PIXEL_SIDE = 60000


def check_pixels(width, height):
    """ValueError when a picture is too big to hold as pixels."""
    if width * height > MAX_PIXELS or max(width, height) > MAX_PIXEL_SIDE:
        raise ValueError("the picture would be %d x %d pixels; the largest is %d million "
                         "pixels and %d a side: use a smaller cell size"
                         % (width, height, MAX_PIXELS // 1000000, MAX_PIXEL_SIDE))


def rasterise(scene, progress=None):
    """``(palette, pixels)``: colours as ``#rrggbb`` and one palette index per pixel.

    A pixel belongs to a shape when its centre lies inside it.  Wide shapes
    are filled a row at a time, tall ones a column at a time with one strided
    slice assignment each, so a 4001 x 4001 image takes well under a second.
    """
    width, height = scene.width, scene.height
    check_pixels(width, height)
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

    total = len(scene.items)
    for number, item in enumerate(scene.items):
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
                raise ValueError("only horizontal and vertical lines can be rasterised")
            h = w / 2.0
            fill(index[colour], x0 - h, y0 - h, x1 + h, y1 + h)
        elif kind is Rect:
            fill(index[item.fill], item.x0, item.y0, item.x1, item.y1)
        elif kind is Polyline:
            value = index[item.color]
            for piece in segments(item):
                fill(value, *_axis_box(piece))
        # Text: only the vector formats have fonts
    return palette, pixels


def _axis_box(line):
    if line.x0 != line.x1 and line.y0 != line.y1:
        raise ValueError("only horizontal and vertical lines can be rasterised")
    return line_box(line)


# -- PNG ---------------------------------------------------------------------------

_DIGITS = b"0123456789abcdef"


def _chunk(tag, data):
    """One PNG chunk: length, tag, data, CRC of tag and data."""
    return (struct.pack(">I", len(data)) + tag + data
            + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF))


def _rgb(colour):
    return bytes.fromhex(colour[1:7])


def png_from_pixels(width, height, palette, pixels, level=6):
    """Encode palette-indexed pixels as a PNG (1, 2, 4 or 8 bits a pixel).

    Rows are packed by turning the indices into digits and reading them as
    one number in base 2, 4 or 16 (a C-speed conversion); identical rows,
    which mazes have many of, are packed once.
    """
    count = len(palette)
    depth = 1 if count <= 2 else 2 if count <= 4 else 4 if count <= 16 else 8
    if count > 256:
        raise ValueError("a PNG palette holds at most 256 colours")
    per_byte = 8 // depth
    row_bytes = (width * depth + 7) // 8
    pad = row_bytes * per_byte - width
    table = bytes(_DIGITS[i % 16] for i in range(256))
    base = 1 << depth
    packed = {}
    rows = []
    for y in range(height):
        row = bytes(pixels[y * width:(y + 1) * width])
        out = packed.get(row)
        if out is None:
            if depth == 8:
                out = b"\x00" + row
            else:
                digits = row.translate(table) + b"0" * pad
                out = b"\x00" + int(digits, base).to_bytes(row_bytes, "big")
            packed[row] = out
        rows.append(out)
    header = struct.pack(">IIBBBBB", width, height, depth, 3, 0, 0, 0)
    plte = b"".join(_rgb(c) for c in palette)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"PLTE", plte)
            + _chunk(b"IDAT", zlib.compress(b"".join(rows), level)) + _chunk(b"IEND", b""))


def png(scene):
    """The scene as PNG bytes, pixel-exact with its geometry."""
    palette, pixels = rasterise(scene)
    return png_from_pixels(scene.width, scene.height, palette, pixels)


def ppm_strips(width, height, palette, pixels, rows=128):
    """``(y, ppm_bytes)`` strips of the picture, ``rows`` high, for
    ``PhotoImage.put(data, format="ppm", to=(0, y))``.

    A strip at a time keeps every C-level step short, so the thread that
    makes them never holds up the window for long.
    """
    lut = [_rgb(c) for c in palette]
    tables = [bytes(lut[i][k] if i < len(lut) else 0 for i in range(256)) for k in range(3)]
    for y in range(0, height, rows):
        h = min(rows, height - y)
        chunk = pixels[y * width:(y + h) * width]
        data = bytearray(width * h * 3)
        data[0::3] = chunk.translate(tables[0])
        data[1::3] = chunk.translate(tables[1])
        data[2::3] = chunk.translate(tables[2])
        yield y, b"P6 %d %d 255\n" % (width, h) + bytes(data)
