"""The Print studio's pages fitted to the preview, and the book written (no Tk).

:func:`fitted` scales a page Scene of :mod:`mazetk.books.book` to the room the
preview has; :class:`Pages` makes any page of a book to preview, the window's
maze as puzzle 1; :func:`cells_of` says how large its cells print;
:func:`write_book` runs in the studio's worker thread, making every maze and
writing the PDF while it says how far it has got.  :class:`Paper` is the
window's one rule for paper (the locale's, or the language's, unless the
person chose one), :func:`unit_of` and :func:`in_unit` show lengths in the
paper's unit.
"""

import os
import weakref

from ..books.book import (MM, PAGES, UNITS, Book, default_page, parse_length, parse_page,
                          place)
from ..books.cover import book_cover, check_text, ink_for
from ..export.pdfbook import book_files
from ..export.pdfcover import cover_files
from ..files.savefile import save_group
from ..i18n import _
from ..scene import Polyline, Scene
from ..studio import FieldError

TRIM = "#8a96a3"  # the edge of the trimmed page, drawn where there is bleed


def fitted(page, width, height, scale=None):
    """``page`` (a Scene in points) scaled to fit ``width`` x ``height``
    pixels, or at ``scale`` pixels a point (its printed size) where that
    fits; where the page has bleed, the edge of the trimmed page is drawn."""
    k = min(width / float(page.width), height / float(page.height))
    if scale is not None and page.width * scale <= width and page.height * scale <= height:
        k = scale
    items = []
    place(items, page, k, 0, 0)
    if page.trim is not None:
        x0, y0, x1, y1 = (v * k for v in page.trim)
        items.append(Polyline(((x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)), 1, TRIM,
                              "trim"))
    out = Scene(max(1, int(page.width * k)), max(1, int(page.height * k)), page.background,
                items, None)
    out.smooth = True
    return out


class CountedBook(Book):
    """A Book that calls ``tick()`` before making each page: the save's
    progress, and where a cancelled save stops; ``start`` is puzzle 1."""

    def __init__(self, settings, progress, tick, start=None):
        super().__init__(settings, progress, start=start)
        self.tick = tick

    def page(self, index, answers=False, planned=None):
        self.tick()
        return super().page(index, answers, planned)


def write_book(task, settings, folder, stem, start=None, cover=None):
    """Make every maze (``start``, if given, is puzzle 1), then write
    ``stem.pdf`` in ``folder`` (and its answers beside it, and with
    ``cover``, ``(stock, back text, colour)``, ``stem-cover.pdf``) under
    one free name: ``(paths, pages, misses)``."""
    share = 0.8 if settings.difficulty else 0.1  # searching seeds is the slow part
    written = []

    def made(done, total):
        task.step(share * done / total, making(done, total))

    def tick():
        task.step(share + (1 - share) * len(written) / total, _(
            "Writing page %(done)d of %(total)d") % {"done": len(written) + 1, "total": total})
        written.append(1)

    book = CountedBook(settings, made, tick, start)
    total = book.page_count() + (book.page_count(True) if settings.keys == "separate" else 0)
    parts = book_files(book)
    if cover is not None:  # made before a file is written: a bad back text writes none
        parts = parts + [("-cover" + suffix, data)
                         for suffix, data in cover_files(cover_of(book, cover),
                                                         settings.title or _("cover"))]
    return save_group(folder, stem, parts), total, book.misses


def check_cover(cover):
    """``cover`` (``(stock, back text, colour)`` or None) checked: a
    :class:`~mazetk.studio.FieldError` names ``back_text`` or ``cover_colour``."""
    if cover is None:
        return None
    stock, text, colour = cover
    try:
        check_text(text, _("back cover text"))
    except ValueError as exc:
        raise FieldError("back_text", str(exc)) from None
    try:
        ink_for(colour)
    except ValueError as exc:
        raise FieldError("cover_colour", str(exc)) from None
    return stock, text, colour.lower()


def cover_of(book, cover):
    """The cover page Scene of ``book`` (``cover`` as :func:`check_cover` takes)."""
    stock, text, colour = check_cover(cover)
    return book_cover(book, stock, back_text=text, ground=colour)


def making(done, total):
    return _("Making maze %(done)d of %(total)d") % {"done": done, "total": total}


#: The smallest cell a pencil's way goes through legibly (mm): below it the
#: studio warns.  (The book engine's own floor refuses what is far smaller.)
SMALLEST_CELL_MM = 4.0


class Pages:
    """The pages of a book to preview, any of them, each made when asked for.

    ``Pages(settings, start)`` validates the settings (FieldError) and plans
    the pages without making a maze; ``start`` is the window's maze, puzzle 1.
    The pages are the book's and then, with the keys in a file of their own,
    the answers': :meth:`page` ``(n)`` makes the mazes up to the last on
    page ``n`` (0-based) the first time they are needed.
    """

    def __init__(self, settings, start=None, cover=None):
        self.settings, self.start = settings.validate(), start
        self.cover = check_cover(cover)
        self.book = Book(self.settings, first=0, start=start)
        self.order = [(False, i) for i in range(self.book.page_count())]
        if self.settings.keys == "separate":
            self.order += [(True, i) for i in range(self.book.page_count(True))]
        if self.cover is not None:
            self.order.append(("cover", 0))

    def __len__(self):
        return len(self.order)

    def label(self, n):
        """``Page 3 of 12``; in the answers file ``Answers, page 1 of 3``."""
        answers, index = self.order[n]
        if answers == "cover":
            return _("The cover")
        if answers:
            return _("Answers, page %(page)d of %(pages)d") % {
                "page": index + 1, "pages": self.book.page_count(True)}
        return _("Page %(page)d of %(pages)d") % {"page": index + 1,
                                                 "pages": self.book.page_count()}

    def first_of(self, kinds):
        """The first page whose kind is one of ``kinds`` (``puzzles``,
        ``keys``, ``solved``, ``title``), or None."""
        for n, (answers, index) in enumerate(self.order):
            if answers != "cover" and self.book.plan(answers)[index][0] in kinds:
                return n
        return None

    def page(self, n, progress=None):
        """Page ``n`` as a Scene in points (``progress(done, total)`` as the
        mazes it needs are made; it may raise to stop)."""
        answers, index = self.order[n]
        if answers == "cover":
            page = cover_of(self.book, self.cover)
            page.places = ()  # it holds no puzzle
            return page
        planned = self.book.plan(answers)[index]
        needed = max(planned[1]) + 1 if planned[1] else 0
        if needed > len(self.book.mazes):
            made = min(self.settings.count, max(needed, 2 * len(self.book.mazes)))
            self.book = Book(self.settings, progress, first=made, start=self.start)
        return self.book.page(index, answers, planned)


def cells_of(settings, page):
    """``(smallest, largest)`` printed cell in mm of the book of the
    validated ``settings``, reckoned from ``page`` (one of its page Scenes),
    or None if that holds no maze.  Where the sizes ramp, the last maze's
    cells (the largest maze's: the smallest cells) are reckoned from those
    on the page as the size grows to the last's."""
    cell = settings.style().cell
    last = settings.spec(settings.count - 1)
    sizes, least = [], None
    for i, scale, _x, _y in page.places:
        mm = scale * cell / MM
        spec = settings.spec(i)
        shrink = min(1.0, spec.cols / float(last.cols), spec.rows / float(last.rows))
        sizes.append(mm)
        least = mm * shrink if least is None else min(least, mm * shrink)
    if not sizes:
        return None
    return min(least, min(sizes)), max(sizes)


#: Papers whose people measure in inches.
INCH_PAPERS = ("letter", "legal", "6x9in", "8x10in", "8.5x11in")
#: The paper of a language the window speaks, where its country is sure
#: (the locale's own paper, LC_PAPER, goes first).
LANGUAGE_PAPERS = {"zh_CN": "a4", "zh_TW": "a4"}


def unit_of(page):
    """``"in"`` or ``"mm"``: the unit people use with the paper ``page`` (a
    name or ``WxH`` with its unit)."""
    raw = str(page).strip().lower().replace(" ", "")
    return "in" if raw in INCH_PAPERS or (raw not in PAGES and raw.endswith("in")) else "mm"


def in_unit(text, unit):
    """The length ``text`` written in ``unit`` (``"0.5in"`` -> ``"12.7mm"``);
    ``text`` itself if it is no length or is 0."""
    try:
        points = parse_length(text)
    except ValueError:
        return text
    if not points:
        return text
    return "%g%s" % (round(points / UNITS[unit], 3 if unit == "in" else 1), unit)


def length_words(points, unit):
    """A length in points as a person reads it in ``unit``: ``"12.7 mm"``, ``"0.5 in"``."""
    return "%g %s" % (round(points / UNITS[unit], 3 if unit == "in" else 1), unit)


def window_paper(language):
    """The paper the window prints on by default: the locale's paper if
    ``LC_ALL`` or ``LC_PAPER`` names it, else the paper of the window's ``language`` where
    it is sure, else the locale's (:func:`mazetk.books.book.default_page`)."""
    if not (os.environ.get("LC_ALL") or os.environ.get("LC_PAPER")):
        paper = LANGUAGE_PAPERS.get(language)
        if paper:
            return paper
    return default_page()


def picture_paper(name):
    """The paper a maze picture's PDF takes for the window's paper ``name``:
    ``a4`` or ``letter`` (the nearer, for any other)."""
    name = str(name).lower()
    if name in ("a4", "letter"):
        return name
    return "letter" if unit_of(name) == "in" else "a4"


class Paper:
    """The window's paper: the default for its language until the person
    chooses one (:meth:`choose`), which then stays.  The methods given to
    :meth:`listen` are called (with no argument) whenever :meth:`name`
    changes; they are held weakly, so a window's parts and the paper they
    listen to make no cycle (its Tk variables would then be collected in
    whatever thread runs the collector)."""

    def __init__(self, language):
        self.language, self.chosen, self._listeners = language, None, []

    def listen(self, method):
        """Call the bound ``method`` whenever the paper changes, while its object lives."""
        self._listeners.append(weakref.WeakMethod(method))

    def name(self):
        return self.chosen or window_paper(self.language)

    def choose(self, name):
        """``name`` (a paper name or ``WxHmm``) chosen; one that is no paper
        (half typed) is let be."""
        try:
            parse_page(name)
        except ValueError:
            return
        self._telling(lambda: setattr(self, "chosen", str(name).strip().lower()))

    def language_is(self, language):
        """The window now speaks ``language``: an untouched paper follows it."""
        self._telling(lambda: setattr(self, "language", language))

    def _telling(self, change):
        before = self.name()
        change()
        if self.name() != before:
            for ref in list(self._listeners):
                tell = ref()
                if tell is None:
                    self._listeners.remove(ref)
                else:
                    tell()
