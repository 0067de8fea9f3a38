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

from ..books.book import Book, preview
from ..i18n import _
from ..studio import FieldError
from .canvas_view import CanvasView
from .closing import collect
from .dialogs import stay_under_modal
from .screen import px, window_size
from .scrolling import ScrollFrame
from .print_form import BookForm, file_stem, saved, summary
from .print_pages import fitted, making, write_book
from .tasks import Poller
from .work import sentence

#: Quiet time after the last change before the preview is made again (ms).
DEBOUNCE_MS = 300
#: The studio's size at 96 dpi (no bigger than the screen allows).
SIZE = (1040, 720)


class PagePreview(ttk.Frame):
    """The first page of puzzles or of answer keys, scaled to the room it has."""

    def __init__(self, master, **kw):
        super().__init__(master, **kw)
        self.which = tk.StringVar(self, "puzzles")
        bar = ttk.Frame(self)
        bar.pack(side="top", fill="x", pady=(0, px(self, 4)))
        self.buttons = {}
        for key, text in (("puzzles", _("Puzzle page")), ("keys", _("Answer key page"))):
            self.buttons[key] = ttk.Radiobutton(bar, text=text, value=key, variable=self.which,
                                                style="Toolbutton", command=self.redraw)
            self.buttons[key].pack(side="left")
        self.line = ttk.Label(bar, style="Hint.TLabel", width=1, anchor="w")
        self.line.pack(side="left", fill="x", expand=True, padx=px(self, 8))
        self.view = CanvasView(self)
        self.view.pack(side="top", fill="both", expand=True)
        self.pages = {}
        self._after = None
        self.view.canvas.bind("<Configure>", lambda e: self._later(), add="+")

    def show(self, puzzles, keys):
        self.pages = {"puzzles": puzzles, "keys": keys}
        self.buttons["keys"].configure(state="normal" if keys else "disabled")
        if keys is None:
            self.which.set("puzzles")
        self.say(_("Answer keys: none") if keys is None else "")
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
        page = self.pages.get(self.which.get())
        if page is not None:
            gap = px(self, 16)
            width, height = self.view.visible_size()
            self.view.show(fitted(page, max(20, width - gap), max(20, height - gap)))

    def busy(self):
        """True while the page is still to be fitted or drawn."""
        return self._after is not None or self.view.busy()

    def close(self):
        self._cancel()
        self.view.clear()


class PrintStudio:
    """File > Print studio.  :meth:`open` shows the window (or raises it),
    started from ``doc``'s settings; :meth:`close` stops all its work.  The
    main window's ``status`` says where a book was saved."""

    def __init__(self, root, doc, dialogs, status):
        self.root, self.doc, self.dialogs, self.status = root, doc, dialogs, status
        self.window = self._after = self._wanted = None

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
        self.form = BookForm(scroller.inner, self._changed, padding=(gap, gap, gap, 0))
        self.form.pack(fill="both", expand=True)
        scroller.take(self.form)
        self.pages = PagePreview(panes, padding=(gap, gap, gap, 0))
        panes.add(scroller, weight=0)
        panes.add(self.pages, weight=1)
        panes.pack(side="top", fill="both", expand=True)
        self._make_bar(ttk.Frame(w, padding=gap))
        self.previews, self.saves = Poller(w), Poller(w)
        w.protocol("WM_DELETE_WINDOW", self.close)
        stay_under_modal(w)
        w.bind("<Escape>", lambda e: self.cancel_save() or self.close())
        self.form.set_from(self.doc.settings)
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

    def _restart(self):
        clean, self._wanted = self._wanted, None
        if clean is None:
            return
        self.pages.say(_("Making the preview…"))

        def work(task):
            return preview(clean, lambda done, total: task.step(done / total,
                                                                making(done, total)))

        self.previews.run(work, done=self._previewed, failed=self._preview_failed,
                          stopped=self._restart,
                          progress=lambda fraction, text: self.pages.say(text + "…"))

    def _checked(self):
        """The form's settings validated, with what they come to shown; None
        (and the complaint shown by its field) if one is wrong."""
        try:
            clean = self.form.get().validate()
            book = Book(clean, first=0)
        except FieldError as exc:
            self._complain(exc)
            return None
        self.form.show_error(None)
        self.summary.configure(text=summary(clean, book.page_count(), book.page_count(True)))
        return clean

    def _complain(self, exc):
        """A FieldError in red under its field, and in the bottom line, which
        shows it when the field is scrolled out of view (or the form has none)."""
        self.form.show_error(exc.field, str(exc))
        self.summary.configure(text=sentence(exc))

    def _previewed(self, pages):
        if self._wanted is not None:  # the fields changed meanwhile
            self._restart()
            return
        self.pages.show(*pages)

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
        self.saves.run(lambda task: write_book(task, clean, folder, stem), done=self._saved,
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
