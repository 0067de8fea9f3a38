"""The Print studio's pages fitted to the preview, and the book written (no Tk).

:func:`fitted` scales a page Scene of :mod:`mazetk.books.book` to the room the
preview has; :func:`write_book` runs in the studio's worker thread, making
every maze and writing the PDF while it says how far it has got.
"""

from ..books.book import Book, place
from ..export.pdfbook import book_files
from ..files.savefile import save_group
from ..i18n import _
from ..scene import Polyline, Scene

TRIM = "#8a96a3"  # the edge of the trimmed page, drawn where there is bleed


def fitted(page, width, height):
    """``page`` (a Scene in points) scaled to fit ``width`` x ``height``
    pixels; where the page has bleed, the edge of the trimmed page is drawn."""
    k = min(width / float(page.width), height / float(page.height))
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
    progress, and where a cancelled save stops."""

    def __init__(self, settings, progress, tick):
        super().__init__(settings, progress)
        self.tick = tick

    def page(self, index, answers=False, planned=None):
        self.tick()
        return super().page(index, answers, planned)


def write_book(task, settings, folder, stem):
    """Make every maze, then write ``stem.pdf`` in ``folder`` (and its answers
    beside it) under a free name: ``(paths, pages, misses)``."""
    share = 0.8 if settings.difficulty else 0.1  # searching seeds is the slow part
    written = []

    def made(done, total):
        task.step(share * done / total, making(done, total))

    def tick():
        task.step(share + (1 - share) * len(written) / total, _(
            "Writing page %(done)d of %(total)d") % {"done": len(written) + 1, "total": total})
        written.append(1)

    book = CountedBook(settings, made, tick)
    total = book.page_count() + (book.page_count(True) if settings.keys == "separate" else 0)
    return save_group(folder, stem, book_files(book)), total, book.misses


def making(done, total):
    return _("Making maze %(done)d of %(total)d") % {"done": done, "total": total}
