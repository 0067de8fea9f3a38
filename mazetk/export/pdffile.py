"""Scenes -> a PDF, one page each, centred inside half-inch margins.

The file needs no font (print shops reject fonts that are not embedded):
titles, captions and a heat map's legend are drawn as strokes of
:mod:`mazetk.fonts.strokefont`, the very strokes of the PNG.  A dashed solution
is stroked with the ``d`` operator.
"""

import zlib

from ..i18n import _
from ..fonts import strokefont
from ..scene import Polygon, Rect
from .common import boxes_of, chunked, drawn_colours, num, ps_colour, pt, smooth_groups, texts
from .postscript import dash_numbers, split_dashed

#: The papers a maze picture's PDF is printed on (points, upright).
PAGES = {"a4": (595.28, 841.89), "a5": (419.53, 595.28), "a3": (841.89, 1190.55),
         "letter": (612.0, 792.0), "legal": (612.0, 1008.0)}
PAGE_MARGIN = 36.0  # half an inch
CAPTION_CAP = 8.5  # cap height of a caption (points): that of 12-point Helvetica


def pdf_string(text):
    """``text`` as a PDF string for the document's Info (its Title): a
    literal when it is printable ASCII, else UTF-16BE after a byte order
    mark, in hex (PDF 1.4, 3.8.1): a Chinese title, or an accented one,
    never becomes question marks or the wrong letters of PDFDocEncoding."""
    if all(" " <= ch <= "~" for ch in text):
        return "(" + "".join("\\" + ch if ch in "()\\" else ch for ch in text) + ")"
    return "<" + (b"\xfe\xff" + text.encode("utf-16-be")).hex().upper() + ">"


def _pdf_page_content(scene, page_w, page_h, caption=""):
    """Drawing operators for one page, as lines of text: the scene fitted
    inside the margins, centred."""
    caption_h = 24.0 if caption else 0.0
    box_w = page_w - 2 * PAGE_MARGIN
    box_h = page_h - 2 * PAGE_MARGIN - caption_h
    scale = min(box_w / scene.width, box_h / scene.height)
    draw_w, draw_h = scene.width * scale, scene.height * scale
    left = (page_w - draw_w) / 2.0
    top = page_h - PAGE_MARGIN - caption_h - (box_h - draw_h) / 2.0
    yield "q"
    yield "%s 0 0 %s %s %s cm" % (num(round(scale, 6)), num(round(-scale, 6)),
                                  num(round(left, 3)), num(round(top, 3)))
    yield "%s rg 0 0 %d %d re f" % (ps_colour(scene.background), scene.width, scene.height)
    plain, dashed = split_dashed(scene)
    if scene.smooth:
        yield "1 J 1 j"
        for layer, kind, colour, width, shapes in smooth_groups(plain):
            if kind == "fill":
                yield "%s rg" % ps_colour(colour)
            else:
                yield "%s RG %s w" % (ps_colour(colour), num(width))
            for points in shapes:
                (x, y), rest = points[0], points[1:]
                yield "%s %s m %s %s" % (pt(x), pt(y), " ".join(
                    "%s %s l" % (pt(a), pt(b)) for a, b in rest), "h f" if kind == "fill" else "S")
    for colour in [] if scene.smooth else drawn_colours(plain):
        yield "%s rg" % ps_colour(colour)
        for x0, y0, x1, y1 in boxes_of(plain, colour):
            yield "%s %s %s %s re" % (num(x0), num(y0), num(x1 - x0), num(y1 - y0))
        yield "f"
    # round ends as the sloped walls'; else square caps and mitres, as the
    # boxes the PNG fills
    ends = "1 J 1 j" if scene.smooth else "2 J 0 j"
    for line in dashed:
        if isinstance(line, Rect):  # a marker, over the way
            yield "%s rg %s %s %s %s re f" % (ps_colour(line.fill), num(line.x0), num(line.y0),
                                             num(line.x1 - line.x0), num(line.y1 - line.y0))
        elif isinstance(line, Polygon):
            yield "%s rg %s h f" % (ps_colour(line.fill), _path(line.points))
        else:
            yield "%s %s RG %s w [%s] 0 d" % (ends, ps_colour(line.color), num(line.width),
                                              dash_numbers(line.dash))
            yield _path(line.points) + " S [] 0 d"
    yield from _strokes((item.color,) + strokefont.text_strokes(
        item.text, item.size, item.x, item.y, scene.width) for item in texts(scene))
    yield "Q"
    if caption:  # on the page, y down from its top, in points
        yield "q 1 0 0 -1 0 %s cm" % num(page_h)
        yield from _strokes([("#000000",) + strokefont.text_strokes(
            caption, CAPTION_CAP, page_w / 2.0, PAGE_MARGIN + 12 - CAPTION_CAP / 2.0,
            page_w - 2 * PAGE_MARGIN)])
        yield "Q"


def _strokes(words):
    """Operators that stroke words, ``(colour, pen width, strokes)`` each,
    with round caps and joins, one paint for each run of one colour and
    width; a point is a dot."""
    pen = None
    for colour, width, lines in words:
        for points in lines:
            if pen != (colour, width):
                yield ("%s1 J 1 j %s RG %s w" % ("S " if pen else "", ps_colour(colour),
                                                num(round(width, 3))))
                pen = (colour, width)
            yield _path(points if len(points) > 1 else points * 2)
    if pen:
        yield "S"


def _path(points):
    """An open path through ``points``."""
    return "%s %s m %s" % (pt(points[0][0]), pt(points[0][1]), " ".join(
        "%s %s l" % (pt(x), pt(y)) for x, y in points[1:]))


def pdf(scenes, page="a4", title="maze", captions=None):
    """A vector PDF, one scene a page, each fitted inside half-inch margins.

    ``scenes`` is a Scene or a list of them (a maze, then its solution).
    Content streams are Flate-compressed; the xref table is exact.
    """
    return b"".join(iter_pdf(scenes, page, title, captions))


def iter_pdf(scenes, page="a4", title="maze", captions=None):
    """:func:`pdf` in chunks of bytes.

    Each page's content is compressed as it is made and its length written
    after it as an object of its own (``/Length n 0 R``), so no page is ever
    held whole, compressed or not.  ``scenes`` may be an iterable made on
    demand (it is gone through once, a page at a time).
    """
    if not isinstance(scenes, (list, tuple)):
        scenes = [scenes]
    try:
        page_w, page_h = PAGES[page]
    except KeyError:
        raise ValueError(_("the page must be one of %(pages)s, not %(page)r")
                         % {"pages": ", ".join(PAGES), "page": page}) from None
    count = len(scenes)
    captions = list(captions or []) + [""] * count
    # Objects: 1 catalog, 2 pages, 3 info, then for each page: its content
    # stream, the stream's length, the page itself.  No font: text is strokes.
    catalog, pages, info = 1, 2, 3
    kids = [4 + 3 * i + 2 for i in range(count)]
    offsets = []
    at = 0

    def emit(number, body):
        offsets.append(at)
        return b"%d 0 obj\n" % number + body + b"\nendobj\n"

    head = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
    out = [head]
    at = len(head)
    for number, body in (
            (catalog, b"<< /Type /Catalog /Pages %d 0 R >>" % pages),
            (pages, ("<< /Type /Pages /Kids [%s] /Count %d >>" % (
                " ".join("%d 0 R" % k for k in kids), count)).encode("ascii")),
            (info, ("<< /Title %s /Creator (mazetk) /Producer (mazetk) >>"
                    % pdf_string(title)).encode("latin-1"))):
        data = emit(number, body)
        at += len(data)
        out.append(data)
    yield b"".join(out)
    for i, (scene, caption) in enumerate(zip(scenes, captions)):
        stream, length, kid = 4 + 3 * i, 5 + 3 * i, 6 + 3 * i
        offsets.append(at)
        data = b"%d 0 obj\n<< /Length %d 0 R /Filter /FlateDecode >>\nstream\n" % (
            stream, length)
        at += len(data)
        yield data
        squeeze = zlib.compressobj(6)
        size = 0
        for text in chunked(_pdf_page_content(scene, page_w, page_h, caption)):
            data = squeeze.compress(text)
            if data:
                size += len(data)
                at += len(data)
                yield data
        data = squeeze.flush()
        size += len(data)
        tail = b"\nendstream\nendobj\n"
        data += tail
        at += len(data)
        yield data
        for number, body in ((length, b"%d" % size),
                             (kid, ("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %s %s] "
                                    "/Resources << >> /Contents %d 0 R >>"
                                    % (pages, num(page_w), num(page_h), stream)
                                    ).encode("ascii"))):
            data = emit(number, body)
            at += len(data)
            yield data
    xref = at
    out = [b"xref\n0 %d\n0000000000 65535 f \n" % (len(offsets) + 1)]
    out.extend(b"%010d 00000 n \n" % offset for offset in offsets)
    out.append(b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n"
               % (len(offsets) + 1, catalog, info, xref))
    yield b"".join(out)
