"""Pages of vector drawing -> a PDF that needs no fonts, written as it goes.

Each page is a :class:`~mazetk.scene.Scene` whose size is the page's in
points (y grows down, as in every Scene): a whole sheet of a book, mazes,
text and rules placed on it (see :mod:`mazetk.books.book`).  Rects and Lines are
filled boxes, exactly as the other vector writers draw them; Polylines
(walls of sloped shapes, solutions, the strokes of the text) are stroked
with round caps and joins (a dashed one with the ``d`` operator); Polygons
are filled.  Text records, if any, are
drawn as strokes of :mod:`mazetk.fonts.strokefont`, so the file has no ``/Font``
at all: print shops reject fonts that are not embedded.

A page Scene may carry ``trim = (x0, y0, x1, y1)``: the trimmed page inside
the bleed, written as the page's TrimBox (its MediaBox is then the
BleedBox).  Pages are gone through once, one at a time: the page tree is
written after the last page, so neither their number nor their bytes need
be known or held beforehand.

:func:`book_files` and :func:`worksheet` write a
:class:`~mazetk.books.book.Book`: the book lays out its pages, this module
makes them a file.
"""

import zlib

from ..books.book import worksheet_book
from ..i18n import _
from ..scene import Line, Polygon, Polyline, Rect, Text, line_box
from .common import chunked, num as _num, ps_colour as _ps_colour, pt as _pt
from .postscript import dash_numbers
from .pdffile import pdf_string


def book_files(book):
    """What a :class:`~mazetk.books.book.Book` is saved as, in the shape
    :func:`mazetk.files.savefile.save_group` takes: ``[(suffix, data)]``,
    the book (``.pdf``) and, with its keys in a file of their own,
    ``-answers.pdf``.  Each data is a callable that streams the file's
    bytes, making its pages as it goes."""
    return [(suffix + ".pdf", lambda title=title, answers=answers:
             iter_pdf(book.pages(answers), title))
            for suffix, title, answers in book.documents()]


def worksheet(maze, **options):
    """The PDF of one maze to print, as a stream of ``bytes``: the Book of
    :func:`mazetk.books.book.worksheet_book` (which takes the ``options``)."""
    return book_files(worksheet_book(maze, **options))[0][1]()


def pdf(pages, title="mazes"):
    """The whole file of :func:`iter_pdf` as ``bytes``."""
    return b"".join(iter_pdf(pages, title))


def iter_pdf(pages, title="mazes"):
    """A PDF of the page Scenes ``pages`` (any iterable), in chunks of bytes.

    Each content stream is compressed as it is made and its length written
    after it as an object of its own, so no page is held whole.  ValueError
    for a document without pages.
    """
    catalog, tree, info = 1, 2, 3
    offsets = {}
    state = {"at": 0}

    def emit(number, body):
        offsets[number] = state["at"]
        data = b"%d 0 obj\n" % number + body + b"\nendobj\n"
        state["at"] += len(data)
        return data

    def raw(data):
        state["at"] += len(data)
        return data

    yield raw(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    yield emit(catalog, b"<< /Type /Catalog /Pages %d 0 R >>" % tree)
    yield emit(info, ("<< /Title %s /Creator (mazetk) /Producer (mazetk) >>"
                      % pdf_string(title)).encode("latin-1"))
    kids = []
    for i, page in enumerate(pages):
        stream, length, kid = 4 + 3 * i, 5 + 3 * i, 6 + 3 * i
        offsets[stream] = state["at"]
        yield raw(b"%d 0 obj\n<< /Length %d 0 R /Filter /FlateDecode >>\nstream\n"
                  % (stream, length))
        squeeze = zlib.compressobj(6)
        size = 0
        for text in chunked(page_operators(page)):
            data = squeeze.compress(text)
            size += len(data)
            yield raw(data)
        data = squeeze.flush()
        size += len(data)
        yield raw(data + b"\nendstream\nendobj\n")
        yield emit(length, b"%d" % size)
        yield emit(kid, _page_object(page, tree, stream))
        kids.append(kid)
    if not kids:
        raise ValueError(_("a PDF needs at least one page"))
    yield emit(tree, ("<< /Type /Pages /Kids [%s] /Count %d >>" % (
        " ".join("%d 0 R" % k for k in kids), len(kids))).encode("ascii"))
    count = max(offsets) + 1
    out = [b"xref\n0 %d\n0000000000 65535 f \n" % count]
    out.extend(b"%010d 00000 n \n" % offsets[n] for n in range(1, count))
    out.append(b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n"
               % (count, catalog, info, state["at"]))
    yield b"".join(out)


def _page_object(page, tree, stream):
    """The page dictionary: no /Resources but an empty one, since nothing
    on the page needs a font or an image."""
    w, h = page.width, page.height
    boxes = "/MediaBox [0 0 %s %s]" % (_pt(w), _pt(h))
    trim = getattr(page, "trim", None)
    if trim is not None:
        x0, y0, x1, y1 = trim  # y down; a PDF box is y up
        boxes += " /BleedBox [0 0 %s %s] /TrimBox [%s %s %s %s]" % (
            _pt(w), _pt(h), _pt(x0), _pt(h - y1), _pt(x1), _pt(h - y0))
    return ("<< /Type /Page /Parent %d 0 R %s /Resources << >> /Contents %d 0 R >>"
            % (tree, boxes, stream)).encode("ascii")


def page_operators(page):
    """The content stream of one page Scene, as lines of text.

    One flip makes the Scene's y-down points the PDF's; consecutive shapes
    of one colour (and pen) share one paint operator.
    """
    yield "1 0 0 -1 0 %s cm 1 J 1 j" % _pt(page.height)
    if page.background.lower() != "#ffffff":
        yield "%s rg 0 0 %s %s re f" % (_ps_colour(page.background), _pt(page.width),
                                        _pt(page.height))
    pen = None  # ("f", colour, polygon) or ("S", colour, width, dash) of the open path
    for item in page.items:
        if isinstance(item, Text):
            for polyline in _text_strokes(item):
                yield from _paint(pen, ("S", item.color, polyline.width, None))
                pen = ("S", item.color, polyline.width, None)
                yield _path(polyline.points, closed=False)
            continue
        if isinstance(item, Polyline):
            want = ("S", item.color, item.width, item.dash)
        else:
            # boxes and polygons may wind opposite ways: never one path for both
            want = ("f", item.color if isinstance(item, Line) else item.fill,
                    isinstance(item, Polygon))
        yield from _paint(pen, want)
        pen = want
        if isinstance(item, Rect):
            yield "%s %s %s %s re" % (_pt(item.x0), _pt(item.y0), _pt(item.x1 - item.x0),
                                      _pt(item.y1 - item.y0))
        elif isinstance(item, Line):
            x0, y0, x1, y1 = line_box(item)
            yield "%s %s %s %s re" % (_pt(x0), _pt(y0), _pt(x1 - x0), _pt(y1 - y0))
        else:
            yield _path(item.points, closed=isinstance(item, Polygon))
    if pen is not None:
        yield pen[0]


def _paint(pen, want):
    """Operators that paint the open path and set up ``want``, if it
    differs; a dash holds only while its own path is open."""
    if pen == want:
        return
    if pen is not None:
        yield pen[0] + (" [] 0 d" if pen[0] == "S" and pen[3] else "")
    if want[0] == "f":
        yield "%s rg" % _ps_colour(want[1])
    else:
        yield "%s RG %s w%s" % (_ps_colour(want[1]), _num(round(want[2], 3)),
                                " [%s] 0 d" % dash_numbers(want[3]) if want[3] else "")


def _path(points, closed):
    """A subpath; a single point becomes a dot (a zero-length round-capped line)."""
    if len(points) == 1:
        points = (points[0], points[0])
    (x, y), rest = points[0], points[1:]
    return "%s %s m %s%s" % (_pt(x), _pt(y), " ".join("%s %s l" % (_pt(a), _pt(b))
                                                       for a, b in rest), " h" if closed else "")


def _text_strokes(item):
    """A Text record (centred on x, its middle on y) as strokefont Polylines."""
    from ..fonts import strokefont
    width = strokefont.stroke_width(item.size)
    return [Polyline(tuple(points), width, item.color, item.layer) for points in
            strokefont.layout(item.text, item.size, item.x, item.y + item.size / 2.0,
                              anchor="middle")]
