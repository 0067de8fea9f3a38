"""A book's wrap-around cover as one page: back, spine and front (no Tk, no files).

A print-on-demand paperback's cover is one sheet: the back on the left, the
spine, the front on the right, with 0.125 in of bleed on every side, so the
page is ``2 x trim width + spine + 2 x bleed`` by ``trim height + 2 x
bleed``.  The spine is as thick as the book's paper: :data:`STOCKS` gives
the thickness of a page (white 0.002252 in, cream 0.0025 in, as the common
print-on-demand service states), so 100 white pages make a 0.2252 in
spine.

:func:`layout` says where everything goes (:class:`CoverLayout`, in points,
y down); :func:`cover_page` draws it as a page Scene that
:mod:`mazetk.export.pdfcover` writes: the title on the front and, from
:data:`SPINE_TEXT_PAGES` pages on (the service allows no spine text on a
thinner book) where its letters can be :data:`MIN_SPINE_SIZE` or larger, on the spine, turned to read from top to bottom; a maze as
the front's art; a white box on the back, bottom right, kept blank for the
barcode the service prints there.  Text is strokes of
:mod:`mazetk.fonts.strokefont`, so the PDF needs no fonts.  Nothing is
drawn in the bleed but the ground colour, and no text or art comes nearer
the trim or the spine's folds than :data:`SAFE` and :data:`SPINE_MARGIN`.
"""

from dataclasses import dataclass, replace

from ..scene import palette as palettes
from ..fonts import strokefont
from ..i18n import _
from ..maze import build as build_maze
from ..scene import Rect, Polyline, Scene, build as build_scene
from .book import place

INCH = 72.0
#: Thickness of one page, in inches, by paper stock.
STOCKS = {"white": 0.002252, "cream": 0.0025}
BLEED = 0.125 * INCH
#: Text and art stay this far inside the trim.
SAFE = 0.25 * INCH
#: ... and this far from each fold of the spine.
SPINE_MARGIN = 0.0625 * INCH
#: The fewest pages a book has for text on its spine.
SPINE_TEXT_PAGES = 80
#: The smallest letters (points) a spine's title is set in: a thinner
#: spine (under about 115 white pages) is left blank, not printed in a
#: size nobody reads on a shelf.
MIN_SPINE_SIZE = 5.0
#: The blank box for the barcode: 2 x 1.2 in.
BARCODE = (2.0 * INCH, 1.2 * INCH)
#: The cover's colours: a deep blue ground, white ink, a warm mark.
GROUND = "#1d3557"
INK = "#ffffff"
ACCENT = "#f4a261"
#: The most characters of a back cover's text.
MAX_TEXT = 1500
#: The fewest pages the common print-on-demand service prints a paperback of.
MIN_PAGES = 24


def spine_width(pages, stock="white"):
    """The spine of a book of ``pages`` pages on ``stock`` paper, in points."""
    if stock not in STOCKS:
        raise ValueError(_("the paper stock must be %(choices)s, not %(value)r")
                         % {"choices": " or ".join(STOCKS), "value": stock})
    if int(pages) != pages or pages < 1:
        raise ValueError(_("a book has a whole number of pages, at least 1, not %r")
                         % (pages,))
    return pages * STOCKS[stock] * INCH


@dataclass(frozen=True)
class CoverLayout:
    """Where a cover's parts go, in points, y down, the sheet's top left at 0, 0.

    ``back``, ``spine`` and ``front`` are the trimmed panels (the bleed lies
    around them); ``front_safe`` and ``back_safe`` the parts of the panels
    text and art keep to; ``spine_safe`` the spine less its fold margins;
    ``barcode`` the blank box; ``spine_text``: whether the spine carries text.
    """

    width: float
    height: float
    pages: int
    stock: str
    back: tuple
    spine: tuple
    front: tuple
    back_safe: tuple
    spine_safe: tuple
    front_safe: tuple
    barcode: tuple
    spine_text: bool

    @property
    def trim(self):
        """The sheet less its bleed: the cover as it is cut."""
        return (BLEED, BLEED, self.width - BLEED, self.height - BLEED)


def layout(trim, pages, stock="white"):
    """The :class:`CoverLayout` of a book whose pages are ``trim = (width,
    height)`` points, ``pages`` of them, on ``stock`` paper."""
    w, h = trim
    spine = spine_width(pages, stock)
    x_spine, x_front = BLEED + w, BLEED + w + spine
    top, bottom = BLEED, BLEED + h
    back = (BLEED, top, x_spine, bottom)
    front = (x_front, top, x_front + w, bottom)
    back_safe = (back[0] + SAFE, top + SAFE, back[2] - SAFE, bottom - SAFE)
    front_safe = (front[0] + SAFE, top + SAFE, front[2] - SAFE, bottom - SAFE)
    bw, bh = BARCODE
    barcode = (back_safe[2] - bw, back_safe[3] - bh, back_safe[2], back_safe[3])
    return CoverLayout(
        width=2 * w + spine + 2 * BLEED, height=h + 2 * BLEED, pages=int(pages), stock=stock,
        back=back, spine=(x_spine, top, x_front, bottom), front=front, back_safe=back_safe,
        spine_safe=(x_spine + SPINE_MARGIN, top + SAFE, x_front - SPINE_MARGIN, bottom - SAFE),
        front_safe=front_safe, barcode=barcode,
        spine_text=pages >= SPINE_TEXT_PAGES and spine_size(spine) >= MIN_SPINE_SIZE)


def spine_size(spine):
    """The size of the title's letters on a spine ``spine`` points thick:
    the ink of a line (an accent's top to a descender's foot, and the
    pen's width round it) fills the spine less its fold margins."""
    span = (strokefont.ACCENT_TOP + strokefont.DESCENT + 1.0) / strokefont.CAP_HEIGHT
    return min(24.0, max(0.0, spine - 2 * SPINE_MARGIN) / span)


def check_text(text, what):
    """``text`` with its runs of white space made one space (newlines kept);
    ValueError if it is longer than :data:`MAX_TEXT` or has characters the
    printed font cannot draw (naming them)."""
    clean = "\n".join(" ".join(line.split()) for line in str(text or "").strip().split("\n"))
    if len(clean) > MAX_TEXT:
        raise ValueError(_("the %(what)s is longer than %(most)d characters")
                         % {"what": what, "most": MAX_TEXT})
    missing = [ch for ch in dict.fromkeys(clean) if ch != "\n" and not strokefont.has_glyph(ch)]
    if missing:
        raise ValueError(_("the %(what)s has characters the printed font cannot draw: "
                           "%(chars)s") % {"what": what, "chars": " ".join(missing[:10])})
    return clean


def cover_page(trim, pages, title, maze, style, stock="white", ground=GROUND, ink=INK,
               back_text=""):
    """The cover as a page Scene in points (y down), for
    :mod:`mazetk.export.pdfcover`.

    ``maze`` is drawn unsolved as the front's art in ``style`` (a
    :class:`~mazetk.scene.Style`, its colours made the cover's: walls
    ``ink`` on ``ground``); ``title`` (may be "") goes on the front and, if
    the book is thick enough, on the spine.  Besides a Scene's fields the
    page has ``trim`` (the TrimBox), ``cover`` (its :class:`CoverLayout`),
    ``words``: ``(text, size, x, y, where)`` of each text drawn, ``where``
    ``"front"``, ``"spine"`` or ``"back"``, and ``art``: the box the maze
    was drawn in.  ``back_text`` (see :func:`check_text`) is written at the
    top of the back, in lines that fit it, above the barcode's box.
    """
    plan = layout(trim, pages, stock)
    items, words = [], []
    x0, y0, x1, y1 = plan.front_safe
    room = x1 - x0
    top = y0
    if title:
        size = min(40.0, room / 9.0)
        lines = strokefont.wrap(title, size, room)
        while len(lines) > 3 and size > 12:
            size -= 2
            lines = strokefont.wrap(title, size, room)
        lines = lines[:3]
        step = strokefont.line_height(size)
        y = y0 + size * 1.4
        for line in lines:
            _write(items, words, line, size, (x0 + x1) / 2.0, y, ink, "front")
            y += step
        top = y - step + size * 1.5
    art = _art(items, maze, style, (x0, top, x1, y1), ground, ink)
    if title and plan.spine_text:
        _spine(items, words, title, plan, ink)
    if back_text:
        _back(items, words, check_text(back_text, _("back cover text")), plan, ink)
    bx0, by0, bx1, by1 = plan.barcode
    items.append(Rect(bx0, by0, bx1, by1, "#ffffff", "title"))
    page = Scene(plan.width, plan.height, ground, items, plan.trim)
    page.smooth = True
    page.trim, page.cover, page.words, page.art = plan.trim, plan, words, art
    return page


def book_cover(book, stock="white", maze=None, back_text="", ground=GROUND):
    """The :func:`cover_page` of a :class:`~mazetk.books.book.Book`: its
    trim, its page count and title, its style; the art is ``maze`` or else
    a maze of its own, made as the book's first puzzle is but from the
    seed ``<book seed>-cover`` (so the cover gives none of the answers).
    ``ground`` (``#rrggbb``) is the cover's colour; the ink is white on a
    dark one, black on a light one (:func:`ink_for`)."""
    s = book.settings
    ink = ink_for(ground)
    if maze is None:
        maze = build_maze(s.spec(0).replace(seed="%s-cover" % s.seed).validate())
    return cover_page(s.page, book.page_count(), s.title, maze, book.style, stock,
                      ground=ground.lower(), ink=ink, back_text=back_text)


def ink_for(ground):
    """``"#ffffff"`` or ``"#000000"``, whichever stands out more on
    ``ground``; ValueError if it is not a colour like #1d3557."""
    return max(("#ffffff", "#000000"), key=lambda ink: palettes.contrast(ink, ground))


def _art(items, maze, style, box, ground, ink):
    """Draw ``maze`` as large as fits in ``box``, centred; return where it went."""
    style = replace(style, palette="default", wall_color=ink, background=ground,
                    start_color=ACCENT, goal_color=ACCENT, title="").validate()
    scene = build_scene(maze, style)
    x0, y0, x1, y1 = box
    if x1 - x0 <= 0 or y1 - y0 <= 0:
        return None
    scale = min((x1 - x0) / scene.width, (y1 - y0) / scene.height)
    w, h = scene.width * scale, scene.height * scale
    left, top = (x0 + x1 - w) / 2.0, (y0 + y1 - h) / 2.0
    place(items, scene, scale, left, top)
    return (left, top, left + w, top + h)


def _back(items, words, text, plan, ink):
    """``text`` on the back, from its top, left aligned, in the lines that
    fit above the barcode's box (smaller letters for a long text, down to
    6 points; ValueError if it does not fit even so)."""
    x0, y0, x1, _y1 = plan.back_safe
    room = plan.barcode[1] - y0 - SAFE
    size = 12.0
    while True:
        lines = strokefont.wrap(text, size, x1 - x0)
        step = strokefont.line_height(size)
        if len(lines) * step <= room:
            break
        if size <= 6.0:
            raise ValueError(_("the back cover text does not fit above the barcode: "
                               "%(lines)d lines at 6 pt, room for %(room)d")
                             % {"lines": len(lines), "room": int(room // step)})
        size -= 1.0
    y = y0 + size * 1.4
    for line in lines:
        if line:
            _write(items, words, line, size, x0, y, ink, "back", "start")
        y += step


def _spine(items, words, title, plan, ink):
    """The title down the spine, centred, its letters' tops towards the front."""
    x0, y0, x1, y1 = plan.spine_safe
    # the ink of a line runs from an accent's top to a descender's foot
    # and the pen's width (a tenth of the size) round it
    size = spine_size(plan.spine[2] - plan.spine[0])
    length = y1 - y0
    if strokefont.width(title, size) > length:
        size = size * length / strokefont.width(title, size)
    # the ink's middle on the spine's middle: the baseline below it, turned
    cx, cy = (x0 + x1) / 2.0, (y0 + y1) / 2.0
    base = (strokefont.ACCENT_TOP - strokefont.DESCENT) / 2.0 / strokefont.CAP_HEIGHT * size
    pen = strokefont.stroke_width(size)
    words.append((title, size, cx, cy, "spine"))
    for points in strokefont.layout(title, size, 0.0, base, anchor="middle"):
        # turned a quarter clockwise: along the line is down the spine
        items.append(Polyline(tuple((cx - y, cy + x) for x, y in points), pen, ink, "title"))


def _write(items, words, text, size, x, y, colour, where, anchor="middle"):
    """``text`` as strokes, its baseline at ``y``, centred on ``x`` (or
    starting there)."""
    words.append((text, size, x, y, where))
    pen = strokefont.stroke_width(size)
    for points in strokefont.layout(text, size, x, y, anchor=anchor):
        items.append(Polyline(tuple(points), pen, colour, "title"))
