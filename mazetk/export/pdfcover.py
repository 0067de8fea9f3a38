"""A book's cover -> a one-page PDF that needs no fonts, for a print shop.

The cover page of :func:`mazetk.books.cover.cover_page` is written by the
book's own page writer (:func:`mazetk.export.pdfbook.iter_pdf`): its
MediaBox and BleedBox are the whole sheet, its TrimBox the sheet less the
0.125 in bleed, and its text is strokes, so ``pdffonts`` lists none.
"""

from .pdfbook import iter_pdf


def cover_files(page, title="cover"):
    """What the cover ``page`` is saved as, in the shape
    :func:`mazetk.files.savefile.save_group` takes: ``[(".pdf", data)]``,
    the data a callable streaming the file's bytes."""
    return [(".pdf", lambda: iter_pdf([page], title))]


def cover_pdf(page, title="cover"):
    """The cover's whole PDF file as ``bytes``."""
    return b"".join(iter_pdf([page], title))
