"""The Print studio: worksheets and puzzle books, set up with a live preview (Tk shell).

File > Print studio opens a window beside the main one (not modal: the maze
window goes on working).  Left: the settings of a
:class:`~mazetk.books.book.BookSettings`, grouped as a teacher thinks of them
(puzzles, page, text, answer keys), started from the main window's maze.
Right: the first page of puzzles or of answer keys, made again in a worker
thread :data:`DEBOUNCE_MS` after the last change and scaled to fit.
Bottom: what the book comes to, Save PDF and Close.

The fields are :class:`~mazetk.gui.print_form.BookForm`'s; this module sees
a BookSettings, whose ``validate()`` raises a FieldError naming the field
to mark in red.  :mod:`mazetk.books.book` makes the pages; a second
:class:`~mazetk.gui.canvas_view.CanvasView` draws them, fitted by
:mod:`mazetk.gui.print_pages`, which also writes the book in the worker.
"""

import os
import sys
import tkinter as tk
from tkinter import ttk

from ..i18n import _
from ..books.cover import layout as cover_layout
from ..studio import FieldError
from .canvas_view import CanvasView
from .closing import collect
from .commands import Command
from .dialogs import stay_under_modal
from .screen import px, window_size
from .scrolling import ScrollFrame
from .print_form import BookForm, cell_words, file_stem, saved, small_cells, summary
from .print_pages import SMALLEST_CELL_MM, Pages, cells_of, fitted, making, write_book
from .tooltip import Tooltip
from .tasks import Poller
from .work import sentence

#: Quiet time after the last change before the preview is made again (ms).
DEBOUNCE_MS = 300
#: The studio's size at 96 dpi (no bigger than the screen allows).
SIZE = (1040, 720)


class PagePreview(ttk.Frame):
    """One page of the book at a time, forward and back (the buttons, or
    PageUp / PageDown and the arrow keys while the preview has the
    keyboard), "Page 3 of 12", fitted to the room it has or at the size it
    prints (Actual size, where it fits).  ``go(step)`` asks for another page."""

    def __init__(self, master, go, **kw):
        super().__init__(master, **kw)
        self.go = go
        bar = ttk.Frame(self)
        bar.pack(side="top", fill="x", pady=(0, px(self, 4)))
        self.back = ttk.Button(bar, text="\u25c0", width=3, command=lambda: go(-1))
        self.back.pack(side="left")
        self.where = ttk.Label(bar, anchor="center")
        self.where.pack(side="left", padx=px(self, 6))
        self.forward = ttk.Button(bar, text="\u25b6", width=3, command=lambda: go(1))
        self.forward.pack(side="left")
        Tooltip(self.back, _("Page before (Page Up)"))
        Tooltip(self.forward, _("Next page (Page Down)"))
        self.actual = tk.BooleanVar(self, False)
        ttk.Checkbutton(bar, text=_("Actual size"), variable=self.actual,
                        command=self.redraw).pack(side="right")
        self.line = ttk.Label(bar, style="Hint.TLabel", width=1, anchor="w")
        self.line.pack(side="left", fill="x", expand=True, padx=px(self, 8))
        self.view = CanvasView(self)
        self.view.pack(side="top", fill="both", expand=True)
        canvas = self.view.canvas
        canvas.configure(takefocus=1)
        canvas.bind("<Button-1>", lambda e: canvas.focus_set(), add="+")
        for keys, step in ((("<Prior>", "<Left>", "<Up>"), -1),
                           (("<Next>", "<Right>", "<Down>"), 1)):
            for key in keys:
                canvas.bind(key, lambda e, step=step: go(step) or "break")
        self.page = None
        self._after = None
        canvas.bind("<Configure>", lambda e: self._later(), add="+")

    def show(self, page, where, first, last):
        """``page`` (a Scene in points), ``where`` it is ("Page 3 of 12"); the
        buttons go no further than the ``first`` and the ``last`` page."""
        self.page = page
        self.where.configure(text=where)
        self.back.configure(state="disabled" if first else "normal")
        self.forward.configure(state="disabled" if last else "normal")
        self.say("")
        self.redraw()

    def say(self, text):
        self.line.configure(text=text)

    def _later(self):
        """Fit again once the size has settled."""
        self._cancel()
        self._after = self.after(100, self.redraw)

    def _cancel(self):
        if self._after is not None:
            self.after_cancel(self._after)
            self._after = None

    def redraw(self):
        self._cancel()
        if self.page is not None:
            gap = px(self, 16)
            width, height = self.view.visible_size()
            scale = self.winfo_fpixels("1i") / 72.0 if self.actual.get() else None
            self.view.show(fitted(self.page, max(20, width - gap), max(20, height - gap),
                                  scale))

    def busy(self):
        """True while the page is still to be fitted or drawn."""
        return self._after is not None or self.view.busy()

    def close(self):
        self._cancel()
        self.view.clear()


#: The papers of File > Paper (any other is typed in the Print studio).
MENU_PAPERS = (("letter", "Letter"), ("a4", "A4"), ("a5", "A5"))


class PaperMenu:
    """File > Paper: the window's :class:`~mazetk.gui.print_pages.Paper` as
    radio entries (Ctrl+P, File > Export > PDF and the Print studio print on it)."""

    def __init__(self, root, paper):
        self.paper = paper
        self.choice = tk.StringVar(root, paper.name())
        paper.listen(self._follow)

    def _follow(self):
        self.choice.set(self.paper.name())

    def commands(self):
        return [Command("paper-" + value, label=label, menu="file/paper",
                        handler=lambda value=value: self.paper.choose(value),
                        variable=self.choice, value=value) for value, label in MENU_PAPERS]


class PrintStudio:
    """File > Print studio.  :meth:`open` shows the window (or raises it),
    started from ``doc``'s settings and maze (puzzle 1, unless "Start from
    the maze on screen" is off); :meth:`close` stops all its work.  The main
    window's ``status`` says where a book was saved; ``paper`` is the
    window's :class:`~mazetk.gui.print_pages.Paper`."""

    def __init__(self, root, doc, dialogs, status, paper):
        self.root, self.doc, self.dialogs, self.status = root, doc, dialogs, status
        self.paper = paper
        self.window = self._after = self._wanted = None
        self.book_pages, self.at = None, None
        paper.listen(self._paper_moved)

    def open(self):
        if self.window is not None:
            self.window.deiconify()
            self.window.lift()
            return
        self.window = w = tk.Toplevel(self.root)
        w.title(_("Print studio"))
        width, height = window_size(w, SIZE)
        x = max(0, min(self.root.winfo_rootx() + px(w, 40), w.winfo_screenwidth() - width))
        y = max(0, min(self.root.winfo_rooty(), w.winfo_screenheight() - height - px(w, 40)))
        w.geometry("%dx%d+%d+%d" % (width, height, x, y))
        w.minsize(*window_size(w, (480, 360)))
        gap = px(w, 8)
        panes = ttk.Panedwindow(w, orient="horizontal")
        scroller = ScrollFrame(panes)
        self.form = BookForm(scroller.inner, self._changed, self.paper,
                             padding=(gap, gap, gap, 0))
        self.form.pack(fill="both", expand=True)
        scroller.take(self.form)
        self.pages = PagePreview(panes, self.go, padding=(gap, gap, gap, 0))
        panes.add(scroller, weight=0)
        panes.add(self.pages, weight=1)
        panes.pack(side="top", fill="both", expand=True)
        self._make_bar(ttk.Frame(w, padding=gap))
        self.previews, self.saves = Poller(w), Poller(w)
        w.protocol("WM_DELETE_WINDOW", self.close)
        stay_under_modal(w)
        w.bind("<Escape>", lambda e: self.cancel_save() or self.close())
        self.form.set_from(self.doc.settings, self.doc.maze is not None)
        self.form.widgets["count"].focus_set()
        self._refresh()

    def _make_bar(self, bar):
        bar.pack(side="bottom", fill="x", before=self.window.winfo_children()[0])
        self.summary = ttk.Label(bar, width=1, anchor="w")
        self.summary.pack(side="left", fill="x", expand=True)
        ttk.Button(bar, text=_("Close"), command=self.close).pack(side="right")
        self.save_button = ttk.Button(bar, text=_("Save PDF…"), style="Accent.TButton",
                                      command=self.save)
        self.save_button.pack(side="right", padx=px(bar, 6))
        self.cancel_button = ttk.Button(bar, text=_("Cancel"), command=self.cancel_save)
        self.progress = ttk.Progressbar(bar, length=px(bar, 120), maximum=1.0)

    def is_open(self):
        return self.window is not None

    def busy(self):
        """True while a preview is due, on its way or being drawn, or a save runs."""
        return self.window is not None and (self._after is not None or self.previews.busy()
                                            or self.saves.busy() or self.pages.busy())

    def close(self):
        """Close the window; a preview or a save on its way is dropped."""
        if self.window is None:
            return
        if self.saves.busy():
            self.status.note(_("The book was not saved: the Print studio was closed"))
        self._cancel_refresh()
        self.previews.drop()
        self.saves.drop()
        self.pages.close()
        self.window.destroy()
        self.window = None
        # give back the closed window, its form, preview pages and workers
        self.form = self.pages = self.previews = self.saves = None
        self.book_pages = self.at = None
        self.summary = self.save_button = self.cancel_button = self.progress = None
        collect()

    # -- the preview ---------------------------------------------------------------------
    def _changed(self):
        self._cancel_refresh()
        self._after = self.window.after(DEBOUNCE_MS, self._refresh)

    def _cancel_refresh(self):
        if self._after is not None:
            self.window.after_cancel(self._after)
            self._after = None

    def _refresh(self):
        """Check the fields; when they are right, make the preview again
        (after the one on its way, which is told to stop)."""
        self._cancel_refresh()
        clean = self._checked()
        if clean is None:
            return
        self._wanted = clean
        if self.previews.busy():
            self.previews.cancel()
        else:
            self._restart()

    def start(self, clean):
        """The maze on screen, puzzle 1 of the book of the validated settings
        ``clean``; None if it is not wanted, or the book's first puzzle is no
        longer of its shape and size (the fields were changed)."""
        maze, window = self.doc.maze, self.doc.settings
        if maze is None or not self.form.from_screen():
            return None
        spec = clean.spec(0)
        same = (spec.shape == maze.grid.shape and str(spec.cols) == str(window.cols)
                and (spec.shape == "circle" or str(spec.rows) == str(window.rows)))
        return maze if same else None

    def _restart(self):
        clean, self._wanted = self._wanted, None
        if clean is None:
            return
        self.pages.say(_("Making the preview…"))
        start, at, cover = self.start(clean), self.at, self.form.cover()

        def work(task):
            pages = Pages(clean, start, cover)
            n = min(at, len(pages) - 1) if at is not None else pages.first_of(("puzzles",))
            return pages, n, pages.page(n, lambda done, total: task.step(
                done / total, making(done, total)))

        self.previews.run(work, done=self._previewed, failed=self._preview_failed,
                          stopped=self._restart,
                          progress=lambda fraction, text: self.pages.say(text + "…"))

    def go(self, step):
        """Show the page ``step`` pages on (back if negative), if there is one."""
        pages = self.book_pages
        if pages is None or self.previews.busy() or self._after is not None:
            return
        n = self.at + step
        if not 0 <= n < len(pages):
            return
        self.pages.say(_("Making the preview…"))

        def work(task):
            return pages, n, pages.page(n, lambda done, total: task.step(
                done / total, making(done, total)))

        self.previews.run(work, done=self._previewed, failed=self._preview_failed,
                          stopped=self._restart,
                          progress=lambda fraction, text: self.pages.say(text + "…"))

    def _checked(self):
        """The form's settings validated, with what they come to shown; None
        (and the complaint shown by its field) if one is wrong."""
        try:
            clean = self.form.get().validate()
            cover = self.form.cover()
            book = Pages(clean, self.start(clean), cover).book
        except FieldError as exc:
            self._complain(exc)
            return None
        self.form.show_error(None)
        pages = book.page_count()
        self.summary.configure(text=summary(
            clean, pages, book.page_count(True), self.form.unit(),
            cover_layout(clean.page, pages, cover[0]) if cover else None))
        return clean

    def _complain(self, exc):
        """A FieldError in red under its field, and in the bottom line, which
        shows it when the field is scrolled out of view (or the form has none)."""
        self.form.show_error(exc.field, str(exc))
        self.form.show_cells("")  # the cell of a book that is not made: none to show
        self.summary.configure(text=sentence(exc))

    def _previewed(self, result):
        if self._wanted is not None:  # the fields changed meanwhile
            self._restart()
            return
        self.book_pages, self.at, page = result
        pages = self.book_pages
        self.pages.show(page, pages.label(self.at), self.at == 0, self.at == len(pages) - 1)
        cells = cells_of(pages.settings, page)
        if cells is not None:
            self._show_cells(pages.settings, *cells)

    def _show_cells(self, clean, least, most):
        """The cell size the book prints, by the size fields; a warning in the
        bottom line when it is too small to solve with a pencil."""
        self.form.show_cells(cell_words(least, most, clean.page))
        if least < SMALLEST_CELL_MM - 0.05:
            self.summary.configure(text="%s. %s" % (self.summary.cget("text").rstrip("."),
                                                    small_cells(least, SMALLEST_CELL_MM)))

    def _paper_moved(self):
        """The window's default paper moved (its language changed)."""
        if self.window is not None:
            self.form.follow_paper()

    def _preview_failed(self, exc, details):
        if isinstance(exc, FieldError):  # e.g. a cell size too big for the page
            self._complain(exc)
        else:
            if not isinstance(exc, ValueError):
                sys.stderr.write(details)  # a bug: keep the details for a report
            self.pages.say(sentence(exc))
        self._restart()

    # -- saving --------------------------------------------------------------------------
    def save(self):
        """Ask where, then make and write the whole book in the worker."""
        if self.saves.busy():
            return
        clean = self._checked()
        if clean is None:
            self.form.focus_error()
            return
        path = self.dialogs.ask_save_path("pdf", file_stem(clean) + ".pdf")
        if not path:
            return
        folder, name = os.path.split(os.path.abspath(path))
        stem = name[:-4] if name.lower().endswith(".pdf") else name
        self.doc.folder = folder
        self._saving(True)
        start, cover = self.start(clean), self.form.cover()
        self.saves.run(lambda task: write_book(task, clean, folder, stem, start, cover),
                       done=self._saved,
                       failed=self._save_failed, stopped=lambda: self._saving(False),
                       progress=self._save_progress)

    def _saving(self, on):
        self.save_button.configure(state="disabled" if on else "normal")
        if on:
            self.cancel_button.pack(side="right")
            self.progress.pack(side="right", padx=px(self.window, 6))
            self.progress.configure(value=0)
        else:
            self.cancel_button.pack_forget()
            self.progress.pack_forget()

    def _save_progress(self, fraction, text):
        self.progress.configure(value=fraction)
        self.summary.configure(text=text + "…")

    def cancel_save(self):
        """Stop the save on its way (nothing is left of it); False if none."""
        if not self.saves.busy():
            return False
        self.saves.drop()
        self._saving(False)
        self.summary.configure(text=_("Cancelled: nothing was saved."))
        return True

    def _saved(self, result):
        self._saving(False)
        where = saved(*result)
        self.summary.configure(text=where)
        self.status.note(where)

    def _save_failed(self, exc, details):
        self._saving(False)
        self.summary.configure(text=_("Nothing was saved."))
        if isinstance(exc, FieldError):
            self._complain(exc)
        elif not isinstance(exc, (ValueError, OSError)):
            sys.stderr.write(details)
        self.dialogs.show_error(sentence(exc))
