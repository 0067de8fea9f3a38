"""Scenes -> a PDF, one page each, centred inside half-inch margins."""

import zlib

from ..scene import Text
from .common import _num, _ps_colour, boxes_by_colour

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
