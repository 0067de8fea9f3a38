"""Writers: Scene -> PNG, PostScript (EPS), SVG, PDF; maze -> ASCII art.

Every writer is a module-level function that returns the whole file as
``bytes`` (or ``str`` for ASCII); saving is :mod:`mazetk.savefile`'s job.
All of them draw the same :class:`~mazetk.scene.Scene` records, and the
vector writers place every wall exactly where the PNG rasteriser puts its
pixels: the PNG is the "canvas-to-image helper", and needs no display.
"""

import math
import struct
import zlib

from .scene import Line, Polyline, Rect, Text, line_box, segments

# -- rasterising -----------------------------------------------------------------


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


# -- shared by the vector writers ----------------------------------------------------

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


# -- PostScript ---------------------------------------------------------------------

#: One pixel of the Scene is 3/4 of a point (96 pixels an inch), like a screen.
POINTS_PER_PIXEL = 0.75
#: Largest printed size (points): fits inside the margins of both A4 and Letter.
MAX_PRINT = (540.0, 720.0)


def print_scale(scene):
    """Points per pixel: 0.75, or less so that the picture fits on a page."""
    scale = POINTS_PER_PIXEL
    scale = min(scale, MAX_PRINT[0] / scene.width, MAX_PRINT[1] / scene.height)
    return scale


def _ps_string(text):
    data = text.encode("latin-1", "replace")
    return "(" + "".join(chr(b) if 32 <= b < 127 and chr(b) not in "()\\" else
                         "\\%03o" % b for b in data) + ")"


def eps(scene, title="maze"):
    """Encapsulated PostScript: filled rectangles in pixel units, scaled to print.

    The bounding box is the scene at :func:`print_scale` points a pixel.
    Rendered at ``72 / print_scale`` dots an inch it matches the PNG.
    """
    scale = print_scale(scene)
    w, h = scene.width * scale, scene.height * scale
    out = [
        "%!PS-Adobe-3.0 EPSF-3.0",
        "%%%%BoundingBox: 0 0 %d %d" % (math.ceil(w), math.ceil(h)),
        "%%%%HiResBoundingBox: 0 0 %s %s" % (_num(round(w, 4)), _num(round(h, 4))),
        "%%%%Title: %s" % title.replace("\n", " "),
        "%%Creator: mazetk",
        "%%LanguageLevel: 2",
        "%%EndComments",
        "save",
        "/R { rectfill } bind def",
        "%s %s scale" % (_num(round(scale, 6)), _num(round(scale, 6))),
        "0 %d translate 1 -1 scale" % scene.height,  # y grows downwards, as on screen
        "%s setrgbcolor 0 0 %d %d R" % (_ps_colour(scene.background), scene.width, scene.height),
    ]
    for colour, boxes in boxes_by_colour(scene).items():
        out.append("%s setrgbcolor" % _ps_colour(colour))
        for x0, y0, x1, y1 in boxes:
            out.append("%s %s %s %s R" % (_num(x0), _num(y0), _num(x1 - x0), _num(y1 - y0)))
    for item in scene.items:
        if isinstance(item, Text):
            out.append("%s setrgbcolor /Helvetica findfont %s scalefont setfont"
                       % (_ps_colour(item.color), _num(item.size)))
            out.append("gsave %s %s translate 1 -1 scale %s dup stringwidth pop 2 div neg "
                       "%s moveto show grestore" % (_num(item.x), _num(item.y),
                                                    _ps_string(item.text),
                                                    _num(-item.size * 0.35)))
    out += ["restore", "showpage", "%%EOF", ""]
    return "\n".join(out).encode("latin-1")


# -- SVG ----------------------------------------------------------------------------

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

PAGES = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
PAGE_MARGIN = 36.0  # half an inch


def _pdf_string(text):
    data = text.encode("cp1252", "replace")
    return "(" + "".join(chr(b) if 32 <= b < 127 and chr(b) not in "()\\" else
                         "\\%03o" % b for b in data) + ")"


def _pdf_page_content(scene, page_w, page_h, caption=""):
    """Drawing operators for one page: the scene fitted inside the margins, centred."""
    caption_h = 24.0 if caption else 0.0
    box_w = page_w - 2 * PAGE_MARGIN
    box_h = page_h - 2 * PAGE_MARGIN - caption_h
    scale = min(box_w / scene.width, box_h / scene.height)
    draw_w, draw_h = scene.width * scale, scene.height * scale
    left = (page_w - draw_w) / 2.0
    top = page_h - PAGE_MARGIN - caption_h - (box_h - draw_h) / 2.0
    ops = ["q", "%s 0 0 %s %s %s cm" % (_num(round(scale, 6)), _num(round(-scale, 6)),
                                         _num(round(left, 3)), _num(round(top, 3))),
           "%s rg 0 0 %d %d re f" % (_ps_colour(scene.background), scene.width, scene.height)]
    for colour, boxes in boxes_by_colour(scene).items():
        ops.append("%s rg" % _ps_colour(colour))
        ops.extend("%s %s %s %s re" % (_num(x0), _num(y0), _num(x1 - x0), _num(y1 - y0))
                   for x0, y0, x1, y1 in boxes)
        ops.append("f")
    ops.append("Q")
    for item in scene.items:
        if isinstance(item, Text):
            size = item.size * scale
            ops.append("BT /F1 %s Tf %s rg 1 0 0 1 %s %s Tm %s Tj ET" % (
                _num(round(size, 3)), _ps_colour(item.color),
                _num(round(left + item.x * scale - _text_width(item.text, size) / 2, 3)),
                _num(round(top - item.y * scale - size * 0.35, 3)), _pdf_string(item.text)))
    if caption:
        ops.append("BT /F1 12 Tf 0 0 0 rg 1 0 0 1 %s %s Tm %s Tj ET" % (
            _num(round((page_w - _text_width(caption, 12)) / 2, 3)),
            _num(round(page_h - PAGE_MARGIN - 12, 3)), _pdf_string(caption)))
    return "\n".join(ops).encode("latin-1")


def _text_width(text, size):
    """Rough Helvetica width (0.55 em a character), for centring."""
    return len(text) * size * 0.55


def pdf(scenes, page="a4", title="maze", captions=None):
    """A vector PDF, one scene a page, each fitted inside half-inch margins.

    ``scenes`` is a Scene or a list of them (a maze, then its solution).
    Content streams are Flate-compressed; the xref table is exact.
    """
    if not isinstance(scenes, (list, tuple)):
        scenes = [scenes]
    try:
        page_w, page_h = PAGES[page]
    except KeyError:
        raise ValueError("page must be a4 or letter, not %r" % (page,)) from None
    captions = list(captions or []) + [""] * len(scenes)
    objects = []  # object bodies; object k+1 is objects[k]

    def add(body):
        objects.append(body)
        return len(objects)

    catalog = add(None)
    pages = add(None)
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica "
               b"/Encoding /WinAnsiEncoding >>")
    info = add(("<< /Title %s /Creator (mazetk) /Producer (mazetk) >>"
                % _pdf_string(title)).encode("latin-1"))
    kids = []
    for scene, caption in zip(scenes, captions):
        content = zlib.compress(_pdf_page_content(scene, page_w, page_h, caption), 6)
        stream = add(b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content)
                     + content + b"\nendstream")
        kids.append(add(("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %s %s] "
                         "/Resources << /Font << /F1 %d 0 R >> >> /Contents %d 0 R >>"
                         % (pages, _num(page_w), _num(page_h), font, stream)).encode("ascii")))
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % pages
    objects[pages - 1] = ("<< /Type /Pages /Kids [%s] /Count %d >>" % (
        " ".join("%d 0 R" % k for k in kids), len(kids))).encode("ascii")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += (b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n"
            % (len(objects) + 1, catalog, info, xref))
    return bytes(out)


# -- choosing a writer -----------------------------------------------------------------

PICTURE_FORMATS = ("png", "ps", "svg", "pdf")


def picture(fmt, scenes, title="maze", page="a4"):
    """The bytes of ``scenes`` (one Scene, or a list: PDF makes a page of each)
    as ``png``, ``ps`` (EPS), ``svg`` or ``pdf``."""
    if not isinstance(scenes, (list, tuple)):
        scenes = [scenes]
    if fmt == "pdf":
        return pdf(list(scenes), page=page, title=title)
    if fmt == "png":
        return png(scenes[0])
    if fmt == "ps":
        return eps(scenes[0], title=title)
    if fmt == "svg":
        return svg(scenes[0], title=title)
    raise ValueError("unknown picture format %r; choose one of: %s"
                     % (fmt, ", ".join(PICTURE_FORMATS)))


# -- ASCII --------------------------------------------------------------------------

def ascii_art(maze, solution=False, solver="bfs"):
    """``+--+`` / ``|  |`` art: S marks the start, E the goal, dots the way."""
    grid = maze.grid
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    on_path = set(maze.solve(solver).path) if solution else ()
    lines = ["+" + "".join(("  " if pas[c] & 1 else "--") + "+" for c in range(cols))]
    for r in range(rows):
        row = r * cols
        cells = ["|" if not pas[row] & 8 else " "]
        for c in range(row, row + cols):
            mark = " S" if c == maze.start else " E" if c == maze.goal else \
                " ." if c in on_path else "  "
            cells.append(mark + ("|" if not pas[c] & 2 else " "))
        lines.append("".join(cells))
        lines.append("+" + "".join(("--" if not pas[c] & 4 else "  ") + "+"
                                   for c in range(row, row + cols)))
    return "\n".join(lines) + "\n"
