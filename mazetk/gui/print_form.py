"""The Print studio's fields, grouped as a teacher thinks of them (Tk shell).

:class:`BookForm` holds the Tk variables of a
:class:`~mazetk.books.book.BookSettings` (and only it does): puzzles, page, text,
answer keys, with a line under each field for its complaint.  It is the left
side of :class:`~mazetk.gui.print_view.PrintStudio`.  :func:`summary`,
:func:`saved` and :func:`file_stem` put validated settings and what became
of them into words for the window.
"""

import os

import re
import tkinter as tk
from tkinter import ttk

from ..analysis import LEVELS, level_name
from ..books.book import ATTEMPTS, KEYS_PER_PAGE, PAGES, PER_PAGE, UNITS, BookSettings
from ..books.cover import GROUND, MIN_PAGES, STOCKS
from ..masks.mask import OUTLINES
from ..scene import palette as palettes
from ..generate import ALGORITHMS, display_name
from ..i18n import N_, _, ngettext, pgettext
from ..grids import ALL_SHAPES
from ..spec import new_seed, shape_name
from .closing import drop_traces
from .mask_words import outline_name
from .screen import px
from .print_pages import INCH_PAPERS, in_unit, length_words, unit_of
from .tooltip import Tooltip

#: Sizes (points) of the papers measured in inches, either way up.
INCH_SIZES = [PAGES[name] for name in INCH_PAPERS if name in PAGES]
#: The lengths of the form, shown in the unit of the paper.
LENGTHS = ("margin", "bleed", "gutter")

PAGE_NAMES = ("Letter", "A4", "A5", "6x9in", "8x10in", "8.5x11in")
KEY_PLACES = (("after", N_("After each page")), ("back", N_("At the back")),
              ("separate", N_("In a file of their own")), ("none", N_("None")))
TIPS = {"size": N_("Columns x rows (a circle: rings). The sizes go from the first puzzle's "
                   "to the last's: easy to hard."),
        "algorithm": N_("Pick one or more: the book is cut into equal parts, in this order."),
        "page": N_("A name from the list, or any size as WxHmm or WxHin."),
        "bleed": N_("For a print shop: added beyond the trimmed edge (e.g. 0.125in or 3mm)."),
        "gutter": N_("Added to the inside margin, for binding."),
        "cell_mm": N_("Each cell this many mm (empty: as large as fits)."),
        "thick_walls": N_("Large print: walls about three times as thick. With a big cell "
                          "size (say 15 mm) for eyes that need it."),
        "outline": N_("Every maze cut to this outline, on its own size."),
        "subtitle": N_("A line under the title on the title page."),
        "copyright": N_("A page after the title page: the publisher's lines (\\n starts a new "
                        "line)."),
        "blank_after_title": N_("Empty pages after the title (and copyright) page, where a "
                                "publisher wants the first maze on a right-hand page."),
        "blank_before_keys": N_("Empty pages before the answer keys at the back."),
        "codes": N_("Each puzzle's maze code in small print under it: the way back to the "
                    "maze in mazetk. A published book leaves them out."),
        "cover": N_("A print-ready wrap-around cover (back, spine and front, 0.125in bleed) "
                    "saved beside the book."),
        "stock": N_("The interior's paper: the spine is 0.002252in a page on white, 0.0025in "
                    "on cream."),
        "back_text": N_("Words on the back cover, above the barcode's blank box (\\n starts a "
                        "new line)."),
        "cover_colour": N_("The cover's colour, like #1d3557; the words and the maze are white "
                           "or black, whichever stands out."),
        "dashed": N_("Draw the way in the answer keys as a dashed line: it shows on a "
                     "black-and-white print too.")}


def summary(clean, pages, answers, unit=None, cover=None):
    """What a book of the validated settings ``clean`` comes to, in words,
    its lengths in ``unit`` (the paper's: mm or in; None: as its size says);
    with ``cover`` (a :class:`~mazetk.books.cover.CoverLayout`), the cover's
    sheet and spine too."""
    w, h = clean.page
    unit = unit or unit_of_size(clean.page)
    text = _("%(pages)s of %(size)s") % {"pages": pages_words(pages),
                                         "size": size_words(w, h, unit)}
    if clean.bleed:
        text = _("%(before)s, %(size)s with bleed") % {
            "before": text, "size": size_words(w + clean.bleed, h + 2 * clean.bleed, unit)}
    if clean.keys == "separate":
        text = _("%(before)s; the answers: %(pages)s more") % {
            "before": text, "pages": pages_words(answers)}
    if cover is not None:
        spine = cover.spine[2] - cover.spine[0]
        text = _("%(before)s; the cover %(size)s, its spine %(spine)s") % {
            "before": text, "size": size_words(cover.width, cover.height, unit),
            "spine": length_words(spine, unit)}
        if pages < MIN_PAGES:
            text = _("%(before)s (a paperback needs %(least)d pages or more)") % {
                "before": text, "least": MIN_PAGES}
    return text


def unit_of_size(page):
    """``in`` for a page (points, either way up) of an inch paper, else ``mm``."""
    return "in" if any(abs(page[0] - w) < 1 and abs(page[1] - h) < 1 or
                       abs(page[1] - w) < 1 and abs(page[0] - h) < 1
                       for w, h in INCH_SIZES) else "mm"


def size_words(width, height, unit):
    """``210 x 297 mm`` or ``8.5 x 11 in``: a size in points, in ``unit``."""
    k = UNITS[unit]
    return ("%.0f x %.0f mm" if unit == "mm" else "%.4g x %.4g in") % (width / k, height / k)


def cell_words(least, most, page):
    """The printed cell, ``cell 5.2 mm`` (``cell 3.1 to 5.2 mm`` where the
    mazes' sizes ramp), in the unit of the paper (``page``, in points: a
    width of a Letter page or an inch paper reads in inches)."""
    unit = unit_of_size(page)
    if unit == "in":
        words = ("%.2f" % (least / 25.4) if most - least < 0.05 else
                 "%.2f - %.2f" % (least / 25.4, most / 25.4))
        return _("cell %(size)s in (%(mm).1f mm)") % {"size": words, "mm": least}
    words = "%.1f" % least if most - least < 0.05 else "%.1f - %.1f" % (least, most)
    return _("cell %s mm") % words


def small_cells(cell, least):
    """The warning for a book whose cells print ``cell`` mm, under ``least``."""
    return _("Cells of %(cell).1f mm are hard to solve with a pencil (%(least)g mm or more "
             "is better): put fewer mazes on a page, make them smaller or take a larger "
             "page.") % {"cell": cell, "least": least}


def pages_words(n):
    return ngettext("%(n)d page", "%(n)d pages", n) % {"n": n}


def saved(paths, pages, misses):
    """The sentence that says where a book of ``pages`` went, and for which
    puzzles (``misses``, 1-based) no seed tried had the difficulty asked."""
    names = [os.path.basename(p) for p in paths]
    files = names[0] if len(names) == 1 else _("%(book)s and %(answers)s") % {
        "book": ", ".join(names[:-1]), "answers": names[-1]}
    text = _("Saved %(files)s (%(pages)s) in %(folder)s.") % {
        "files": files, "pages": pages_words(pages), "folder": os.path.dirname(paths[0])}
    if misses:
        text = ngettext(
            "%(saved)s No seed of the %(tries)d tried had the difficulty asked for maze "
            "%(mazes)s.",
            "%(saved)s No seed of the %(tries)d tried had the difficulty asked for mazes "
            "%(mazes)s.", len(misses)) % {"saved": text, "tries": ATTEMPTS,
                                          "mazes": ", ".join(map(str, misses))}
    return text


def paper_name(page):
    """A paper as the page field shows it: ``a4`` -> ``A4``, ``letter`` -> ``Letter``."""
    for name in PAGE_NAMES:
        if name.lower() == str(page).lower():
            return name
    return page


def file_stem(settings):
    """A file name for the book: its title, less what no file name may hold."""
    words = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", settings.title).split()
    return " ".join(words)[:60].strip(" .") or _("maze-book")


class BookForm(ttk.Frame):
    """The fields of a book, grouped; ``changed()`` runs after every edit.
    Under each field a line is kept for its complaint, so nothing jumps."""

    def __init__(self, master, changed, paper, **kw):
        super().__init__(master, **kw)
        self.changed, self.paper = changed, paper
        self._following = False  # the paper is being set to the window's, not chosen
        self.vars, self.widgets, self.errors, self.shown = {}, {}, {}, {}
        self.inputs = {}  # an entry by the name of its variable
        self.spare_seed = new_seed()  # the book's seed while the field is empty
        self.screen_mask = None  # (shape, cols, rows, code) of the maze on screen's mask
        self.endpoints = "corners"
        gap = px(self, 6)
        for row, (make, title) in enumerate((
                (self._puzzles, _("Puzzles")), (self._page, _("Page")), (self._text, _("Text")),
                (self._keys, _("Answer keys")), (self._cover, _("Cover")))):
            box = ttk.LabelFrame(self, text=title, padding=(gap, px(self, 2)))
            box.columnconfigure(1, weight=1)
            make(box)
            box.grid(row=row, column=0, sticky="ew", pady=(gap if row else 0, 0))
        self.columnconfigure(0, weight=1)
        for var in self.vars.values():
            var.trace_add("write", lambda *a: changed())
        self.vars["shape"].trace_add("write", lambda *a: self._offer_algorithms())
        self.vars["keys"].trace_add("write", lambda *a: self._keys_states())
        self.vars["page"].trace_add("write", lambda *a: self._paper_changed())
        self.vars["shape"].trace_add("write", lambda *a: self._look_states())
        self.vars["title_page"].trace_add("write", lambda *a: self._text_states())
        self.vars["outline"].trace_add("write", lambda *a: self._cut_states())
        self.vars["cover"].trace_add("write", lambda *a: self._cover_states())
        self._text_states()
        self._cover_states()

    def destroy(self):
        drop_traces(self.vars.values())  # they hold this form: give them back
        # and the variables go now, on the Tk thread, whenever the form itself
        # is freed (a later collection may run in a worker thread)
        self.vars.clear()
        super().destroy()

    # -- builders --------------------------------------------------------------------
    def _row(self, box, field, label, *widgets, join=N_("to")):
        """``label`` and ``widgets`` (a first and a last value joined by "to")
        on a row, and below it the line for the complaint about ``field``."""
        row = box.grid_size()[1]
        text = ttk.Label(box, text=label)
        text.grid(row=row, column=0, sticky="w", padx=(0, px(box, 6)))
        cell = ttk.Frame(box)
        cell.grid(row=row, column=1, sticky="ew")
        gap = px(box, 4)
        for i, widget in enumerate(widgets):
            if i and join:
                ttk.Label(cell, text=_(join)).pack(side="left", padx=gap)
            widget.pack(in_=cell, side="left", fill="x", padx=(gap if i and not join else 0, 0),
                        expand=not isinstance(widget, ttk.Button))
            widget.lift(cell)
        self.errors[field] = ttk.Label(box, style="Error.TLabel", wraplength=px(box, 250),
                                       justify="left")
        self.errors[field].grid(row=row + 1, column=0, columnspan=2, sticky="w")
        self.widgets[field] = widgets[0]
        if field in TIPS:
            Tooltip(text, _(TIPS[field]))

    def _var(self, name, value, kind=tk.StringVar):
        self.vars[name] = kind(self, value=value)
        return self.vars[name]

    def _entry(self, box, name, value="", width=9):
        self.inputs[name] = ttk.Entry(box, textvariable=self._var(name, value), width=width)
        return self.inputs[name]

    def _spin(self, box, name, value, low, high):
        return ttk.Spinbox(box, from_=low, to=high, width=6,
                           textvariable=self._var(name, str(value)))

    def _combo(self, box, name, value, values, width=8, state="readonly", names=None):
        """A choice of ``values``; with ``names`` (value -> what is shown) the
        names are shown and :meth:`get` reads the value of the one chosen."""
        if names is not None:
            self.shown[name] = dict((names(v), v) for v in values)
            value, values = names(value), [names(v) for v in values]
        return ttk.Combobox(box, textvariable=self._var(name, value), values=list(values),
                            width=width, state=state)

    def _chosen(self, name):
        """The value chosen in ``name`` (not its name as shown)."""
        text = self.vars[name].get()
        return self.shown.get(name, {}).get(text, text)

    def _check(self, box, name, text, value):
        check = ttk.Checkbutton(box, text=text, variable=self._var(name, value, tk.BooleanVar))
        check.grid(row=box.grid_size()[1], column=0, columnspan=2, sticky="w", pady=(0, 2))
        self.widgets[name] = check
        if name in TIPS:
            Tooltip(check, _(TIPS[name]))

    def _puzzles(self, box):
        self._check(box, "from_screen", _("Start from the maze on screen"), True)
        self._row(box, "count", _("How many"), self._spin(box, "count", 10, 1, 1000))
        self._row(box, "per_page", _("On a page"), self._combo(box, "per_page", "1", PER_PAGE))
        self._row(box, "shape", _("Shape"), self._combo(box, "shape", "square", ALL_SHAPES,
                                                        names=shape_name))
        self._row(box, "size", _("Size"), self._entry(box, "size_first", "20x15", 7),
                  self._entry(box, "size_last", "20x15", 7))
        self.cells = ttk.Label(box, style="Hint.TLabel")
        self.cells.grid(row=box.grid_size()[1], column=1, sticky="w")
        frame = ttk.Frame(box)
        self.algorithms = tk.Listbox(frame, selectmode="multiple", exportselection=False,
                                     height=5, activestyle="none", width=18)
        bar = ttk.Scrollbar(frame, command=self.algorithms.yview)
        self.algorithms.configure(yscrollcommand=bar.set)
        self.algorithms.pack(side="left", fill="both", expand=True)
        bar.pack(side="left", fill="y")
        self.algorithms.bind("<<ListboxSelect>>", lambda e: self._keep_one())
        self._row(box, "algorithm", _("Algorithms"), frame)
        self._offer_algorithms(["backtracker"])
        self._row(box, "braid", _("Braid %"), self._spin(box, "braid_first", 0, 0, 100),
                  self._spin(box, "braid_last", 0, 0, 100))
        levels = ("any",) + LEVELS
        self._row(box, "difficulty", _("Difficulty"),
                  self._combo(box, "level_first", "any", levels, names=level_name),
                  self._combo(box, "level_last", "any", levels, names=level_name))
        looks = {"lines": _("Lines"), "blocks": _("Blocks")}
        self._row(box, "look", _("Look"), self._combo(box, "look", "lines", list(looks), 10,
                                                      names=looks.get))
        self._row(box, "outline", _("Cut to"), self._combo(
            box, "outline", "", ("",) + OUTLINES, 14, names=self._cut_name))
        self._row(box, "palette", _("Colours"), self._combo(
            box, "palette", "print", [n for n in palettes.CHOICES if n != "dark"], 16,
            names=palettes.display_name))
        self._row(box, "seed", _("Seed"), self._entry(box, "seed", self.spare_seed),
                  ttk.Button(box, text=_("New"), width=5,
                             command=lambda: self.vars["seed"].set(new_seed())), join="")

    def _page(self, box):
        paper = paper_name(self.paper.name())
        self._row(box, "page", _("Page size"), self._combo(box, "page", paper, PAGE_NAMES,
                                                           10, "normal"))
        self._check(box, "landscape", _("Landscape"), False)
        self._row(box, "margin", _("Margin"), self._entry(box, "margin",
                                                          in_unit("0.5in", unit_of(paper))))
        self._row(box, "bleed", _("Bleed"), self._entry(box, "bleed", "0"))
        self._row(box, "gutter", _("Gutter"), self._entry(box, "gutter", "0"))
        self._row(box, "cell_mm", _("Cell mm"), self._entry(box, "cell_mm"))
        self._check(box, "thick_walls", _("Thick walls"), False)

    def _text(self, box):
        self._row(box, "title", _("Book title"), self._entry(box, "title", "", 16))
        self._check(box, "title_page", _("Title page"), False)
        self._row(box, "subtitle", _("Subtitle"), self._entry(box, "subtitle", "", 16))
        self._row(box, "copyright", _("Copyright page"), self._entry(box, "copyright", "", 16))
        self._row(box, "blank_after_title", _("Blank pages after it"),
                  self._spin(box, "blank_after_title", 0, 0, 20))
        self._row(box, "puzzle_title", _("On each"), self._entry(
            box, "puzzle_title", pgettext("printed", "Find the way from S to F"), 16))
        self._check(box, "name_line", _("Name and date line"), True)
        self._check(box, "page_numbers", _("Page numbers"), True)
        self._check(box, "codes", _("Maze codes under the puzzles"), False)

    def _keys(self, box):
        places = dict(KEY_PLACES)
        self._row(box, "keys", _("Where"), self._combo(box, "keys", "back", list(places), 18,
                                                       names=lambda k: _(places[k])))
        self._row(box, "keys_per_page", _("On a page"),
                  self._combo(box, "keys_per_page", "6", KEYS_PER_PAGE))
        self._row(box, "blank_before_keys", _("Blank pages before"),
                  self._spin(box, "blank_before_keys", 0, 0, 20))
        self._check(box, "dashed", _("Dashed answer keys"), False)

    def _cover(self, box):
        self._check(box, "cover", _("Save a cover too"), False)
        stocks = {"white": _("White"), "cream": _("Cream")}
        self._row(box, "stock", _("Paper"), self._combo(box, "stock", "white", list(STOCKS), 10,
                                                        names=stocks.get))
        self._row(box, "back_text", _("Back text"), self._entry(box, "back_text", "", 16))
        self._row(box, "cover_colour", _("Colour"), self._entry(box, "cover_colour", GROUND, 9))

    # -- states ------------------------------------------------------------------------
    def _offer_algorithms(self, chosen=None):
        """The algorithms that work on the shape; those chosen stay chosen."""
        chosen = chosen or self.chosen_algorithms()
        square = self._chosen("shape") == "square"
        self.names = [n for n, a in ALGORITHMS.items() if square or not a.square_only]
        box = self.algorithms
        box.delete(0, "end")
        for i, name in enumerate(self.names):
            box.insert("end", display_name(name))
            if name in chosen:
                box.selection_set(i)
        if not box.curselection():
            box.selection_set(0)
        self.kept = box.curselection()
        self.changed()

    def _keep_one(self):
        """A click on the only algorithm chosen keeps it chosen: a book needs one."""
        if not self.algorithms.curselection():
            for i in self.kept:
                self.algorithms.selection_set(i)
        self.kept = self.algorithms.curselection()
        self.changed()

    def chosen_algorithms(self):
        return [self.names[i] for i in self.algorithms.curselection()]

    def _keys_states(self):
        self.widgets["keys_per_page"].configure(
            state="readonly" if self.keys() in ("back", "separate") else "disabled")
        self.widgets["blank_before_keys"].configure(
            state="normal" if self.keys() == "back" else "disabled")

    def keys(self):
        return self._chosen("keys")

    def _cut_name(self, name):
        if name == "screen":
            return _("The screen's mask")
        return outline_name(name) if name else _("No outline")

    def _offer_cuts(self):
        """The outlines, and the mask of the maze on screen if it has one."""
        names = ("",) + OUTLINES + (("screen",) if self.screen_mask else ())
        self.shown["outline"] = dict((self._cut_name(n), n) for n in names)
        self.widgets["outline"].configure(values=[self._cut_name(n) for n in names])
        if self._chosen("outline") not in names:
            self.vars["outline"].set(self._cut_name(""))

    def _cut_states(self):
        """A mask of its own gives every maze the mask's shape and size."""
        state = "disabled" if self._chosen("outline") == "screen" else "normal"
        for name in ("size_first", "size_last"):
            self.inputs[name].configure(state=state)
        self.widgets["shape"].configure(state="disabled" if state == "disabled"
                                        else "readonly")

    def _text_states(self):
        """The title page's own fields wait for the title page."""
        state = "normal" if self.vars["title_page"].get() else "disabled"
        for name in ("subtitle", "copyright", "blank_after_title"):
            self.widgets[name].configure(state=state)

    def _cover_states(self):
        """The cover's fields wait for the cover."""
        on = bool(self.vars["cover"].get())
        for name in ("stock", "back_text", "cover_colour"):
            self.widgets[name].configure(
                state=("readonly" if name == "stock" else "normal") if on else "disabled")

    def cover(self):
        """What the cover is made of, ``(stock, back text, colour)``, or None
        if none is wanted (``cover_settings`` checks it)."""
        if not self.vars["cover"].get():
            return None
        return (self._chosen("stock"), self.vars["back_text"].get().replace("\\n", "\n"),
                self.vars["cover_colour"].get().strip())

    def _look_states(self):
        """Blocks are for square mazes only."""
        square = self._chosen("shape") == "square"
        if not square:
            self.vars["look"].set(_("Lines"))
        self.widgets["look"].configure(state="readonly" if square else "disabled")

    def _paper_changed(self):
        """A paper chosen here is the window's from now on; the lengths are
        shown in its unit."""
        page = self.vars["page"].get()
        if not self._following:
            self.paper.choose(page.strip().lower())
        unit = unit_of(page)
        for name in LENGTHS:
            var = self.vars[name]
            if var.get().strip().lower().endswith(("in", "mm")):
                var.set(in_unit(var.get(), unit))

    def follow_paper(self):
        """Show the window's paper (it moved: a choice in the menu, or the
        default for a new language)."""
        name = self.paper.name()
        if self.vars["page"].get().strip().lower() != name:
            self._following = True
            try:
                self.vars["page"].set(paper_name(name))
            finally:
                self._following = False

    def show_cells(self, text):
        """The printed cell size (``cell 5.2 mm``), by the size fields."""
        self.cells.configure(text=text)

    def unit(self):
        """The unit of the paper chosen: ``mm`` or ``in``."""
        return unit_of(self.vars["page"].get())

    def from_screen(self):
        """True if puzzle 1 is the maze on screen."""
        return bool(self.vars["from_screen"].get())

    # -- model <-> widgets ----------------------------------------------------------------
    def set_from(self, settings, have_maze=True):
        """Start from the main window's maze: its shape, size, algorithm, braid,
        seed, look, colours, and its thick walls and dashed way; puzzle 1 is the
        maze on screen if there is one (``have_maze``)."""
        v = self.vars
        v["from_screen"].set(bool(have_maze))
        self.widgets["from_screen"].configure(state="normal" if have_maze else "disabled")
        v["shape"].set(shape_name(settings.shape))
        size = ("%s" % settings.cols if settings.shape == "circle"
                else "%sx%s" % (settings.cols, settings.rows))
        for name, value in (("size", size), ("braid", settings.braid)):
            v[name + "_first"].set(str(value))
            v[name + "_last"].set(str(value))
        self._offer_algorithms([settings.algorithm])
        v["seed"].set(str(settings.seed or self.spare_seed))
        v["thick_walls"].set(bool(settings.thick_walls))
        v["dashed"].set(settings.solution_style == "dashed")
        self.endpoints = settings.endpoints
        self.screen_mask = ((settings.shape, settings.cols, settings.rows, settings.mask)
                            if settings.mask else None)
        self._offer_cuts()
        if settings.mask_kind == "outline" and settings.mask_source in OUTLINES:
            v["outline"].set(self._cut_name(settings.mask_source))
        elif settings.mask:
            v["outline"].set(self._cut_name("screen"))
        looks = {"lines": _("Lines"), "blocks": _("Blocks")}
        v["look"].set(looks.get(settings.look, _("Lines")))
        self._look_states()
        # a book is printed on white paper, in black ink unless the screen's
        # maze has colours chosen for it (colour-blind safe, high contrast)
        chosen = settings.palette not in ("dark", "default")
        v["palette"].set(palettes.display_name(settings.palette if chosen else "print"))

    def get(self):
        """The settings as typed (``validate()`` checks them)."""
        v = dict((name, self._chosen(name)) for name in self.vars)
        first, last = v["level_first"], v["level_last"]
        return BookSettings(
            count=v["count"], per_page=v["per_page"], page=v["page"], landscape=v["landscape"],
            bleed=v["bleed"], gutter=v["gutter"], margin=v["margin"], keys=self.keys(),
            keys_per_page=v["keys_per_page"], title=v["title"], title_page=v["title_page"],
            page_numbers=v["page_numbers"], name_line=v["name_line"],
            puzzle_title=v["puzzle_title"], seed=v["seed"].strip() or self.spare_seed,
            shape=v["shape"], size=_ramp(v["size_first"], v["size_last"]),
            algorithm=",".join(self.chosen_algorithms()),
            braid=_ramp(v["braid_first"], v["braid_last"]),
            difficulty="" if first == last == "any" else _ramp(first, last),
            cell_mm=v["cell_mm"].strip() or None, thick_walls=bool(v["thick_walls"]),
            solution_style="dashed" if v["dashed"] else "solid", look=v["look"],
            palette=v["palette"], endpoints=self.endpoints,
            outline="" if v["outline"] == "screen" else v["outline"],
            masks=(self.screen_mask,) if v["outline"] == "screen" else (),
            codes=bool(v["codes"]),
            subtitle=v["subtitle"] if v["title_page"] else "",
            copyright=v["copyright"].replace("\\n", "\n") if v["title_page"] else "",
            blank_after_title=v["blank_after_title"] if v["title_page"] else 0,
            blank_before_keys=v["blank_before_keys"] if self.keys() == "back" else 0)

    def show_error(self, field, message=""):
        """``message`` under ``field`` (if the form has it), the other lines cleared."""
        field = {"masks": "outline"}.get(field, field)  # the screen's mask is a cut
        for name, line in self.errors.items():
            line.configure(text=message[:1].upper() + message[1:] if name == field else "")

    def focus_error(self):
        """Put the keyboard in the field that has a complaint (the form scrolls to it)."""
        for name, line in self.errors.items():
            if line.cget("text"):
                self.widgets[name].focus_set()
                return


def _ramp(first, last):
    first, last = first.strip(), last.strip()
    return first if first == last or not last else "%s..%s" % (first, last)
