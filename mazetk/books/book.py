"""The print studio's engine: worksheets and puzzle books as pages (no Tk, no files).

:class:`BookSettings` holds what a teacher or a self-publisher chooses: how
many mazes, how their settings ramp from the first to the last ("easy to
hard"), the page (size, orientation, bleed, gutter, margins), how many mazes
a page, where the answer keys go.  :class:`Book` makes the mazes (all of
them, before anything is written: a bad setting is found at once) and lays
them out as pages, each a :class:`~mazetk.scene.Scene` in points (y down),
which the Canvas can preview and :mod:`mazetk.export.pdfbook` writes
(:meth:`Book.documents` says which documents, titled, hold which pages).  Text
is drawn with the single-stroke font of :mod:`mazetk.fonts.strokefont`, so the PDF
needs no fonts.

Ramps, as the command line spells them: ``10x10..40x30`` (size),
``0..20`` (braid %), ``easy..hard`` (difficulty: easy, medium, hard, in
equal parts of the book) and lists ``backtracker,prim,wilson`` (algorithm:
equal parts, in that order).  Numbers ramp linearly and are rounded.

Pages follow print-on-demand usage: page 1 is a right-hand page; bleed is
added to the outside edge, the top and the bottom of every page (Letter
with 0.125 in bleed is 8.625 x 11.25 in); the gutter is added to the
margin on the inside edge, left on right-hand pages, right on left-hand
ones.  Everything drawn stays inside the margins.
"""

import collections
import dataclasses
import functools
import math
import os
import re
from dataclasses import dataclass, replace

from .. import analysis, grids
from ..fonts import strokefont
from ..scene import palette as palettes
from ..generate import ALGORITHMS, labyrinth as labyrinths, texture as textures, \
    word as words
from ..generate.symmetry import SYMMETRIES
from ..grids import mean
from ..i18n import N_, _, ngettext, pgettext
from ..maze import build as build_maze
from ..numbers import decimal, whole
from ..scene import figure_box, frame_of
from ..scene import Line, Polygon, Polyline, Rect, Scene, Style, Text, layout_for
from ..scene import build as build_scene
from ..scene import picture_size
from ..studio import FieldError
from ..grids import ALL_SHAPES, MAX_MASK_CELLS
from ..masks.mask import OUTLINES
from ..maze import new_grid
from ..spec import (ENDPOINTS, MAX_SEED_LENGTH, MazeSpec, mask_of, new_seed, parse_size,
                    shape_cells, shown)

MM = 72 / 25.4
#: Points per unit of a length.
UNITS = {"in": 72.0, "mm": MM, "cm": 10 * MM, "pt": 1.0}
#: Trim sizes (width, height) in points, portrait.
PAGES = {"a4": (210 * MM, 297 * MM), "a5": (148 * MM, 210 * MM), "letter": (612.0, 792.0),
         "6x9in": (432.0, 648.0), "8x10in": (576.0, 720.0), "8.5x11in": (612.0, 792.0)}
PER_PAGE = (1, 2, 4, 6)
KEYS = ("after", "back", "separate", "none")
KEYS_PER_PAGE = (1, 2, 4, 6, 9, 12)
LEVELS = analysis.LEVELS
MAX_COUNT = 1000
#: Seeds tried for a maze of the asked difficulty (as the window does).
ATTEMPTS = 200
#: The look of a printed maze in Scene pixels; the page scales it.  In a
#: palette of colours the start's filled square is pale, so the S over it
#: stays legible; the goal is a thin ring, printed at full strength so that
#: it shows in grey too.  Black ink prints both black (:data:`BLACK_MARKS`).
PRINT_STYLE = Style(cell=24, wall=2, margin=12, start_color="#c8ebd2",
                    goal_color="#2b6fd6")
#: Palettes whose start mark prints at full strength, not pale: black ink,
#: where a pale mark would be the one grey a black-and-white interior has
#: besides the key.  The start is then a black square and the goal a black
#: ring, told apart by shape and by their letters (an S inside the square
#: is paper white).
BLACK_MARKS = ("print",)
#: The smallest printed cell a book takes unless told otherwise, in mm: a
#: pencil's way fits in it.  :data:`MIN_CELL_MM` is the floor of what may be asked.
DEFAULT_MIN_CELL_MM = 4
#: Most blank pages in one place, and most lines of a copyright page.
MAX_BLANKS = 20
MAX_COPYRIGHT_LINES = 30

#: Large print's wall (``thick_walls``): three times the print's, a quarter
#: of a cell, as the window's thick wall is at this cell size.
PRINT_THICK_WALL = 6
INK = "#000000"
PAPER = "#ffffff"
GREY = "#555555"
RULE = 0.6  # points: the Name and Date rules, the answer section's line


def parse_length(text, what=N_("length")):
    """``"0.125in"``, ``"3mm"``, ``"1cm"``, ``"9pt"`` or ``"0"`` -> points."""
    raw = str(text).strip().lower().replace(" ", "")
    for unit, factor in UNITS.items():
        if raw.endswith(unit):
            number = raw[:-len(unit)]
            break
    else:
        number, factor = raw, None
    try:
        value = decimal(number)
    except ValueError:
        value = None
    if value is None:
        raise ValueError(_("%(what)s %(value)s must be a length like 0.125in or 3mm")
                         % {"what": _(what), "value": shown(text)})
    if factor is None and value != 0:
        raise ValueError(_("%(what)s %(value)s needs a unit: in, mm, cm or pt (for example "
                           "%(number)sin or %(number)smm)")
                         % {"what": _(what), "value": shown(text), "number": number})
    if value < 0:
        raise ValueError(_("%(what)s must not be negative, not %(value)s")
                         % {"what": _(what), "value": shown(text)})
    return value * (factor or 1.0)


def parse_page(text):
    """A page size -> ``(width, height)`` in points, as given (not yet turned).

    A name (:data:`PAGES`) or ``WxHmm`` / ``WxHin`` / ``WxHcm``.
    """
    raw = str(text).strip().lower().replace(" ", "").replace("×", "x")
    if raw in PAGES:
        return PAGES[raw]
    for unit in UNITS:
        if raw.endswith(unit) and "x" in raw:
            w, _x, h = raw[:-len(unit)].partition("x")
            try:
                size = (parse_length(w + unit, N_("width")),
                        parse_length(h + unit, N_("height")))
            except ValueError:
                break
            if not all(72.0 <= v <= 72.0 * 50 for v in size):
                raise ValueError(_("a page is from 1 to 50 inches a side, not %s")
                                 % shown(text))
            return size
    raise ValueError(_("page %(value)s must be one of %(names)s, or WxHmm / WxHin like "
                       "210x297mm") % {"value": shown(text), "names": ", ".join(PAGES)})


def parse_ramp(text, parse_one, what):
    """``"A..B"`` or ``"A"`` -> ``(first, last)``, each read by ``parse_one``."""
    parts = str(text).split("..")
    if len(parts) > 2 or not all(p.strip() for p in parts):
        raise ValueError(_("%(what)s %(value)s must be a value or FIRST..LAST")
                         % {"what": _(what), "value": shown(text)})
    values = [parse_one(p.strip()) for p in parts]
    return values[0], values[-1]


def parse_list(text, allowed, what):
    """``"a,b,c"`` (equal parts of the book, in order) or ``"a..c"`` (every
    allowed value from a to c) -> a tuple of names from ``allowed``."""
    raw = str(text).strip().lower()
    if ".." in raw:
        first, last = parse_ramp(raw, lambda p: _one_of(p, allowed, what), what)
        i, j = allowed.index(first), allowed.index(last)
        step = 1 if j >= i else -1
        return tuple(allowed[i:j + step:step] if j + step >= 0 else allowed[i::step])
    names = [p.strip() for p in raw.split(",")]
    return tuple(_one_of(p, allowed, what) for p in names)


def _one_of(name, allowed, what):
    name = name.strip().lower().replace("_", "-").replace(" ", "-")
    if name not in allowed:
        raise ValueError(_("unknown %(what)s %(value)s; choose from: %(choices)s")
                         % {"what": _(what), "value": shown(name),
                            "choices": ", ".join(allowed)})
    return name


def ramp(first, last, i, count):
    """The value for puzzle ``i`` of ``count``: ``first`` to ``last`` in a straight line."""
    t = i / float(count - 1) if count > 1 else 0.0
    return int(round(first + (last - first) * t))


def part(choices, i, count):
    """The choice for puzzle ``i`` of ``count``: the book cut into equal parts."""
    return choices[min(len(choices) - 1, i * len(choices) // max(1, count))]


def _whole(value, what, low, high):
    try:
        number = whole(value)
    except ValueError:
        raise ValueError(_("%(what)s must be a whole number, not %(value)s")
                         % {"what": _(what), "value": shown(value)}) from None
    if not low <= number <= high:
        raise ValueError(_("%(what)s must be from %(low)d to %(high)d, not %(value)d")
                         % {"what": _(what), "low": low, "high": high, "value": number})
    return number


def _percent(text):
    return _whole(text, N_("braid"), 0, 100)


#: The countries where Letter is the paper in the shops; the rest of the
#: world prints on A4.
LETTER_REGIONS = frozenset(("US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "PR",
                            "SV", "NI", "PA", "DO", "BO"))


def default_page():
    """The paper people have where mazetk runs, from the locale's country
    (``LC_ALL``, which overrides every category, else ``LC_PAPER``, else
    ``LANG``, as POSIX orders them): ``"a4"``, or ``"letter"`` in the
    Letter countries and where no country is named."""
    for var in ("LC_ALL", "LC_PAPER", "LANG"):
        value = os.environ.get(var)
        if value:
            region = value.split(".")[0].split("@")[0].partition("_")[2].upper()
            return "letter" if not region or region in LETTER_REGIONS else "a4"
    return "letter"


@dataclass(frozen=True)
class BookSettings:
    """Everything that decides a book; text as typed, :meth:`validate` reads it.

    ``size``, ``braid``, ``algorithm`` and ``difficulty`` may ramp (see the
    module docstring); ``difficulty`` "" means any.  Lengths are text with
    a unit ("0.125in", "3mm") or numbers of points.  ``cell_mm`` (None: as
    large as fits) fixes the printed cell.  ``seed`` makes the whole book.
    """

    count: object = 10
    per_page: object = 1
    page: str = dataclasses.field(default_factory=default_page)
    landscape: bool = False
    bleed: str = "0"
    gutter: str = "0"
    margin: str = "0.5in"
    keys: str = "back"
    keys_per_page: object = 6
    title: str = ""
    title_page: bool = False
    page_numbers: bool = True
    name_line: bool = True
    #: Words on every puzzle, after its number ("Find the way from S to F").
    puzzle_title: str = ""
    seed: object = None
    shape: str = "square"
    size: str = "20x15"
    algorithm: str = "backtracker"
    braid: str = "0"
    #: How often passages run under others in every maze (:mod:`mazetk.grids.weave`).
    weave: object = 0
    #: Floors of every maze, joined by stairs (:mod:`mazetk.grids.levels`): 1 for flat.
    levels: object = 1
    #: Every maze's symmetry (:mod:`mazetk.generate.symmetry`), "" none.
    symmetry: str = ""
    #: Every maze's texture knobs (:mod:`mazetk.generate.texture`), 0 none.
    bias: object = 0
    run: object = 0
    river: object = 0
    #: A room in the middle of every maze (:mod:`mazetk.generate.rooms`): ``WxH`` on
    #: square mazes, a number of rings on circles; "" none.
    room: str = ""
    #: Every maze one path through every cell (:mod:`mazetk.generate.unicursal`).
    unicursal: bool = False
    #: Classical labyrinths (:mod:`mazetk.generate.labyrinth`), names or
    #: circuit orders, a comma between: puzzle ``i`` is the ``i % len``-th, a
    #: circle of its circuits and its centre (``room`` rings, else its own);
    #: a clean copy holds the orders.  "" none: mazes.
    labyrinth: object = ""
    #: Words the mazes' ways write (:mod:`mazetk.generate.word`), a comma
    #: between: puzzle ``i``'s way writes the ``i % len``-th, its maze at
    #: least the size the word needs; a clean copy holds them folded.  ""
    #: none.
    word: object = ""
    difficulty: str = ""
    endpoints: str = "corners"
    look: str = "lines"
    cell_mm: object = None
    #: A :mod:`mazetk.scene.palette` for paper: any but dark; black ink by default.
    palette: str = "print"
    #: How the answer keys draw the way: solid, or dashed (it then tells
    #: itself from the walls on a black-and-white print too).
    solution_style: str = "solid"
    #: Large print: walls :data:`PRINT_THICK_WALL` thick (with a big
    #: ``cell_mm``, for low vision).
    thick_walls: bool = False
    #: An outline (:data:`mazetk.masks.mask.OUTLINES`) every maze is cut to,
    #: on its own (ramped) size; "" none.
    outline: str = ""
    #: Masks the mazes are cut to, ``(cols, rows, mask code)`` each, or
    #: ``(shape, cols, rows, mask code)`` for a book of mixed shapes: puzzle
    #: ``i`` takes ``masks[i % len(masks)]``, whose size (and shape) is then
    #: its own (a class's names: one mask a name).  Exclusive with ``outline``;
    #: a clean copy holds them as 4-tuples.
    masks: tuple = ()
    #: A maze code (the window's maze) that is puzzle 1, as it is; "" none.
    first_code: str = ""
    #: Each puzzle's maze code in small print under it (a worksheet's way
    #: back to its maze; a published book leaves them out).
    codes: bool = False
    #: A line under the title on the title page.
    subtitle: str = ""
    #: The book's seed, in small print at the foot of the title page.
    seed_line: bool = False
    #: A page after the title page: the publisher's lines (``\n`` breaks).
    copyright: str = ""
    #: Empty pages after the title (and copyright) page, and before the keys
    #: at the back: where a publisher wants a left-hand page to begin with.
    blank_after_title: object = 0
    blank_before_keys: object = 0
    #: The smallest cell a puzzle may print with, in mm (:func:`fits` says
    #: what fits); at least :data:`MIN_CELL_MM`.
    min_cell_mm: object = DEFAULT_MIN_CELL_MM
    #: The unit lengths are shown in: "mm", "in", or "" for the page's own
    #: (:func:`paper_unit`).
    unit: str = ""

    def validate(self):
        """A clean copy: numbers parsed, lengths in points, ramps as pairs or
        tuples; :class:`~mazetk.studio.FieldError` naming the field otherwise."""
        out = {}
        try:  # the unit lengths are said in, from the page as typed
            shown_in = (_one_of(str(self.unit), ("mm", "in"), N_("unit")) if self.unit
                        else paper_unit(self.page))
        except ValueError:
            shown_in = "in"  # the unit's own check below says what is wrong
        for field, check in (
                ("count", lambda v: _whole(v, N_("count"), 1, MAX_COUNT)),
                ("per_page", lambda v: _choice(v, PER_PAGE, N_("mazes a page"))),
                ("keys_per_page", lambda v: _choice(v, KEYS_PER_PAGE,
                                                         N_("answer keys a page"))),
                ("page", lambda v: _given(v) or parse_page(v)),
                ("bleed", lambda v: _length(v, N_("bleed"), 0.5, shown_in)),
                ("gutter", lambda v: _length(v, N_("gutter"), 2.0, shown_in)),
                ("margin", lambda v: _length(v, N_("margin"), 2.0, shown_in)),
                ("keys", lambda v: _one_of(str(v), KEYS, N_("place for the keys"))),
                ("title", lambda v: _line(v, N_("title"))),
                ("puzzle_title", lambda v: _line(v, N_("puzzle title"))),
                ("seed", _seed),
                ("shape", lambda v: _one_of(str(v), ALL_SHAPES, N_("shape"))),
                ("size", lambda v: _given(v) or parse_ramp(v, parse_size, N_("size"))),
                ("algorithm", lambda v: _given(v) or parse_list(v, tuple(ALGORITHMS),
                                                                 N_("algorithm"))),
                ("braid", lambda v: _given(v) or parse_ramp(v, _percent, "braid")),
                ("difficulty", lambda v: () if v == () or str(v).strip().lower() in ("", "any")
                 else _given(v) or parse_list(v, LEVELS, N_("difficulty"))),
                ("endpoints", lambda v: _one_of(str(v), ENDPOINTS, N_("endpoints"))),
                ("look", lambda v: _one_of(str(v), ("lines", "blocks"), N_("look"))),
                ("cell_mm", _cell_mm),
                ("palette", _paper_palette),
                ("solution_style", _solution_style),
                ("outline", _outline),
                ("masks", lambda v: _masks(v, out["shape"])),
                ("first_code", _first_code),
                ("subtitle", lambda v: _line(v, N_("subtitle"))),
                ("copyright", _copyright),
                ("blank_after_title", lambda v: _whole(v, N_("blank pages"), 0, MAX_BLANKS)),
                ("blank_before_keys", lambda v: _whole(v, N_("blank pages"), 0, MAX_BLANKS)),
                ("min_cell_mm", _min_cell_mm),
                ("weave", lambda v: _whole(v, N_("weave"), 0, 100)),
                ("levels", lambda v: _whole(v, N_("levels"), 1, 20)),
                ("symmetry", _symmetry),
                ("bias", lambda v: _whole(v, N_("bias"), -100, 100)),
                ("run", lambda v: _whole(v, N_("run"), 0, 100)),
                ("river", lambda v: _whole(v, N_("river"), 0, 100)),
                ("unit", lambda v: _one_of(str(v), ("mm", "in"), N_("unit")) if v else
                 paper_unit(self.page))):
            try:
                out[field] = check(getattr(self, field))
            except ValueError as exc:
                raise FieldError(field, str(exc)) from None
        try:
            out["labyrinth"] = _labyrinths(self.labyrinth)
        except ValueError as exc:
            raise FieldError("labyrinth", str(exc)) from None
        if out["labyrinth"]:  # drawn from its design: nothing else shapes it
            if str(self.room).strip():
                try:
                    _whole(self.room, N_("hole"), 2, labyrinths.MOST)
                except ValueError as exc:
                    raise FieldError("hole", str(exc)) from None
            _refuse([("shape", _("another shape"), out["shape"] not in ("square", "circle"))]
                    + _shaped(out, self) + [
                        ("difficulty", _("a difficulty"), out["difficulty"]),
                        ("bias", _("bias, run or river"), any(out[k] for k in textures.KNOBS)),
                        ("look", _("the blocks look"), out["look"] != "lines")],
                    _("a labyrinth is drawn from its circuit order, a circle: a book of "
                      "labyrinths cannot have %s"))
        try:
            out["word"] = _words(self.word)
        except ValueError as exc:
            raise FieldError("solution_word", str(exc)) from None
        if out["word"]:  # the way is laid through a whole square maze
            _refuse([("shape", _("another shape"), out["shape"] != "square")]
                    + _shaped(out, self) + [
                        ("room", _("a room"), str(self.room).strip()),
                        ("labyrinth", _("a labyrinth"), out["labyrinth"]),
                        ("endpoints", _("other endpoints than corners"),
                         out["endpoints"] != "corners")],
                    _("a maze whose way writes a word cannot have %s"))
        w, h = out["page"]
        if bool(self.landscape) != (w > h):
            out["page"] = (h, w)
        if out["look"] == "blocks" and {out["shape"]} | {m[0] for m in out["masks"]} != {
                "square"}:
            raise FieldError("look", _("the blocks look is for square mazes only"))
        if out["weave"] and out["look"] == "blocks":
            raise FieldError("weave", _("the blocks look cannot show a passage under another; "
                                        "draw a woven maze with lines"))
        if out["levels"] > 1 and out["look"] == "blocks":
            raise FieldError("levels", _("the blocks look draws flat mazes only; draw a maze "
                                         "of several levels with lines"))
        if out["outline"] and out["masks"]:
            raise FieldError("outline", _("a book is cut to an outline or to masks, not both"))
        # what the shape cannot have, said at the field that asks for it
        from ..grids import levels as floors, weave as weaving
        masked = bool(out["outline"] or out["masks"])
        for shape in {out["shape"]} | {m[0] for m in out["masks"]}:
            for field, check in (("weave", lambda: weaving.check(shape, out["weave"],
                                                                 masked=masked)),
                                 ("levels", lambda: floors.check(shape, out["levels"],
                                                                 weave=out["weave"],
                                                                 masked=masked))):
                try:
                    check()
                except ValueError as exc:
                    raise FieldError(field, str(exc)) from None
        for knob in textures.KNOBS:  # each alone, so the message names its own flag
            knobs = textures.Texture(**{knob: out[knob]})
            for algorithm in out["algorithm"]:
                for shape in {out["shape"]} | {m[0] for m in out["masks"]}:
                    try:
                        textures.check(knobs, algorithm, shape, out["weave"],
                                       out["symmetry"])
                    except ValueError as exc:
                        raise FieldError(knob, str(exc)) from None
        if out["symmetry"]:
            for field, there in (("outline", out["outline"]), ("masks", out["masks"]),
                                 ("weave", out["weave"]), ("levels", out["levels"] > 1)):
                if there:
                    raise FieldError(field, _("a symmetric maze cannot have %s yet")
                                     % {"outline": _("a mask"), "masks": _("a mask"),
                                        "weave": _("a weave"), "levels": _("levels")}[field])
        clean = replace(self, landscape=bool(self.landscape), title_page=bool(self.title_page),
                        page_numbers=bool(self.page_numbers), name_line=bool(self.name_line),
                        thick_walls=bool(self.thick_walls), codes=bool(self.codes),
                        seed_line=bool(self.seed_line), unicursal=bool(self.unicursal), **out)
        w, h = clean.page
        if min(w - 2 * clean.margin - clean.gutter, h - 2 * clean.margin) < 144:
            raise FieldError("margin", _(
                "the margins and the gutter leave less than %s of the page to draw on")
                % length_words(clean.unit, 144))
        for i in range(clean.count):
            spec = clean.spec(i)
            # the size alone first (every shape takes the backtracker), then the algorithm
            cut = ("first_code" if i == 0 and clean.first_code else
                   "masks" if clean.masks else "outline" if clean.outline else "size")
            trials = (((cut, spec.replace(algorithm="backtracker", room=None)),
                       ("room", spec.replace(algorithm="backtracker")), ("algorithm", spec))
                      if not clean.labyrinth else (("labyrinth", spec),))
            for field, trial in trials:
                try:
                    trial.validate()
                except ValueError as exc:
                    raise FieldError(field, _("maze %(number)d: %(problem)s")
                                     % {"number": i + 1, "problem": exc}) from None
        return clean

    def spec(self, i):
        """The MazeSpec of puzzle ``i`` (0-based) of a validated book: the
        ``first_code``'s maze, or the ramps' maze cut to its mask or outline."""
        if i == 0 and self.first_code:
            return MazeSpec.from_code(self.first_code)
        if self.labyrinth:  # a circle of its circuits and its centre
            order = self.labyrinth[i % len(self.labyrinth)]
            hole = int(self.room) if str(self.room).strip() else labyrinths.centre(order)
            rings = labyrinths.circuits(order) + hole
            return MazeSpec(rings, rings, seed="%s-%d" % (self.seed, i + 1), shape="circle",
                            room=hole if hole > 1 else None, labyrinth=order)
        (c0, r0), (c1, r1) = self.size
        b0, b1 = self.braid
        cols, rows, mask = ramp(c0, c1, i, self.count), ramp(r0, r1, i, self.count), ""
        shape = self.shape
        if self.masks:
            shape, cols, rows, mask = self.masks[i % len(self.masks)]
        elif self.outline:
            mask = outline_code(self.outline, shape, cols, rows)
        word = self.word[i % len(self.word)] if self.word else ""
        if word:  # as large as the ramp says, and as the word needs
            need_cols, need_rows = words.needs(word)
            cols, rows = max(cols, need_cols), max(rows, need_rows)
        return MazeSpec(cols, rows, part(self.algorithm, i, self.count), word=word,
                        seed="%s-%d" % (self.seed, i + 1), endpoints=self.endpoints,
                        braid=ramp(b0, b1, i, self.count), shape=shape, mask=mask,
                        weave=self.weave, levels=self.levels, symmetry=self.symmetry,
                        bias=self.bias, run=self.run, river=self.river,
                        room=self.room or None, unicursal=self.unicursal)

    def level(self, i):
        """The difficulty asked of puzzle ``i``, or None for any."""
        return part(self.difficulty, i, self.count) if self.difficulty else None

    def style(self):
        """The Style every maze of the book is drawn with, its keys too."""
        style = replace(PRINT_STYLE, look=self.look, solution_style=self.solution_style,
                        wall=PRINT_THICK_WALL if self.thick_walls else PRINT_STYLE.wall)
        if self.palette == "default":
            return style.validate()
        colours = palettes.style_colours(self.palette)  # markers as PRINT_STYLE's
        start = colours["start_color"]
        if self.palette not in BLACK_MARKS:
            start = palettes.pale(start)
        return replace(style, palette=self.palette, start_color=start,
                       goal_color=colours["goal_color"]).validate()


def _paper_palette(value):
    name = palettes.get(value).name
    if name == "dark":
        raise ValueError(_("a book is printed on white paper: choose print, default, "
                           "colorblind or contrast, not dark"))
    return name


def _solution_style(value):
    """solid or dashed, read and refused in the words a Style uses."""
    return Style(solution_style=value).validate().solution_style


def _choice(value, allowed, what):
    number = _whole(value, what, min(allowed), max(allowed))
    if number not in allowed:
        raise ValueError(_("%(what)s must be one of %(choices)s, not %(value)d")
                         % {"what": _(what), "choices": ", ".join(map(str, allowed)),
                            "value": number})
    return number


def _given(value):
    """A value :meth:`BookSettings.validate` already read (a tuple), or None:
    validating a clean copy again gives the same copy."""
    return value if isinstance(value, tuple) else None


def _length(value, what, most_in, unit="in"):
    """A length as text, or a number of points (as a clean copy holds it);
    at most ``most_in`` inches, said in ``unit`` when it is more."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        try:
            points = decimal(value)
        except ValueError:  # nan or inf
            raise ValueError(_("%(what)s %(value)s must be a length like 0.125in or 3mm")
                             % {"what": _(what), "value": shown(value)}) from None
        if points < 0:
            raise ValueError(_("%s must not be negative") % _(what))
    else:
        points = parse_length(value, what)
    if points > most_in * 72:
        raise ValueError(_("%(what)s must be at most %(most)s, not %(value)s")
                         % {"what": _(what), "most": length_words(unit, most_in * 72),
                            "value": shown(value)})
    return points


def _symmetry(value):
    """A symmetry's name, "" (or none) for none."""
    text = str(value or "").strip().lower()
    if text in ("", "none"):
        return ""
    return _one_of(text, SYMMETRIES, N_("symmetry"))


def _labyrinths(value):
    """``cretan7,chartres`` (or a sequence of names and orders) as a tuple of
    circuit orders; () for none."""
    if isinstance(value, (tuple, list)):
        items = [labyrinths.text(v) if isinstance(v, (tuple, list)) else v for v in value]
    else:
        items = str(value or "").split(",")
    items = [str(v).strip() for v in items]
    if items == [""]:
        return ()
    return tuple(labyrinths.parse(v) for v in items)


def _shaped(out, settings):
    """``[(field, what, given), ...]``: what shapes a book's mazes besides
    their size and generator, which a labyrinth or a word maze cannot have
    (``out``: the fields checked so far)."""
    return [("outline", _("a mask"), out["outline"]), ("masks", _("a mask"), out["masks"]),
            ("weave", _("a weave"), out["weave"]), ("levels", _("levels"), out["levels"] > 1),
            ("symmetry", _("symmetry"), out["symmetry"]),
            ("unicursal", _("one path"), settings.unicursal),
            ("braid", _("braid"), out["braid"] != (0, 0))]


def _refuse(rows, message):
    """A FieldError on the first of ``rows`` (as :func:`_shaped` gives them)
    that is given: ``message`` (one %s) with what it is."""
    for field, what, given in rows:
        if given:
            raise FieldError(field, message % what)


def _words(value):
    """``CAT,DOG`` (or a sequence of words) as a tuple of words folded to the
    font the way writes them in; () for none."""
    items = list(value) if isinstance(value, (tuple, list)) else str(value or "").split(",")
    items = [str(v).strip() for v in items]
    if items == [""]:
        return ()
    return tuple(words.letters(v)[0] for v in items)


def _seed(value):
    """The book's seed: each maze's is it and the maze's number (``7-12``)."""
    if value is None or not str(value).strip():
        return new_seed()
    text = str(value).strip()
    if len(text) > MAX_SEED_LENGTH - 5:
        raise ValueError(_("the seed %(seed)s is longer than %(most)d characters")
                         % {"seed": shown(text), "most": MAX_SEED_LENGTH - 5})
    return text


def _line(value, what):
    text = " ".join(str(value or "").split())
    if len(text) > 200:
        raise ValueError(_("the %s is longer than 200 characters") % _(what))
    missing = [ch for ch in dict.fromkeys(text) if not strokefont.has_glyph(ch)]
    if missing:  # it would print as crossed boxes: say which, the first few
        raise ValueError(_("the %(what)s has characters the printed font cannot draw: "
                           "%(chars)s") % {"what": _(what), "chars": " ".join(missing[:10])})
    return text


def _outline(value):
    name = str(value or "").strip().lower()
    return name and _one_of(name, OUTLINES, N_("outline"))


def _masks(value, shape):
    """``(shape, cols, rows, code)`` of each mask (``shape`` where an entry
    names none); their specs check the codes."""
    out = []
    for entry in tuple(value or ()):
        try:
            if len(entry) == 3:
                entry = (shape,) + tuple(entry)
            kind, cols, rows, code = entry
            out.append((_one_of(str(kind), ALL_SHAPES, N_("shape")), whole(cols), whole(rows),
                        str(code)))
        except (TypeError, ValueError):
            raise ValueError(_("a mask is (columns, rows, mask code), not %s")
                             % shown(entry)) from None
    if len(out) > MAX_COUNT:
        raise ValueError(_("a book has at most %d masks") % MAX_COUNT)
    return tuple(out)


def _first_code(value):
    text = str(value or "").strip()
    if text:
        MazeSpec.from_code(text).validate()
    return text


def _copyright(value):
    """The copyright page's lines, each as a title line is checked."""
    lines = [_line(line, N_("copyright page")) for line in
             str(value or "").replace("\r\n", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    if len(lines) > MAX_COPYRIGHT_LINES:
        raise ValueError(_("the copyright page has at most %d lines") % MAX_COPYRIGHT_LINES)
    return "\n".join(lines).strip("\n")


def _min_cell_mm(value):
    return _millimetres(value, DEFAULT_MIN_CELL_MM,
                        _("the smallest cell %s must be a number of millimetres, like 4"),
                        _("the smallest cell must be from 1.5 to 50 mm, not %s"))


def _millimetres(value, default, unreadable, out_of_range):
    """A cell size in mm (``8``, ``"8mm"``) from :data:`MIN_CELL_MM` to 50,
    ``default`` if none is given; ValueError with one of the two messages."""
    if value in (None, ""):
        return default
    try:
        mm = decimal(re.sub(r"\s*mm\s*\Z", "", str(value).strip().lower()))
    except ValueError:
        raise ValueError(unreadable % shown(value)) from None
    if not MIN_CELL_MM <= mm <= 50:
        raise ValueError(out_of_range % shown(value))
    return mm


@functools.lru_cache(maxsize=64)
def outline_code(name, shape, cols, rows):
    """The mask code of outline ``name`` on a ``shape`` grid of ``cols`` x
    ``rows``: its largest piece, as ``generate --outline`` cuts it."""
    from ..masks import mask as masks
    if shape_cells(shape, cols, rows) > MAX_MASK_CELLS:
        raise ValueError(_("a masked maze has at most %(limit)d cells in its full grid")
                         % {"limit": MAX_MASK_CELLS})
    mask = masks.outline(name, grids.make(shape, cols, rows))
    kept = mask_of(shape, cols, rows, masks.encode(mask))[0]
    if kept.count() < MIN_PUZZLE_CELLS:
        raise FieldError("size", _(
            "cut to the %(outline)s outline, a maze of %(size)s keeps only %(cells)s, too few "
            "for a puzzle: give a size of at least %(least)s") % {
                "outline": name, "size": _size_words(shape, cols, rows),
                "cells": ngettext("%d cell", "%d cells", kept.count()) % kept.count(),
                "least": _size_words(shape, *_outline_least(name, shape))})
    return masks.encode(kept)


#: The fewest cells a puzzle cut to an outline keeps (a start and a goal
#: with some way between them).
MIN_PUZZLE_CELLS = 9


@functools.lru_cache(maxsize=16)
def _outline_least(name, shape):
    """The smallest square size (cols, rows) at which outline ``name``
    keeps :data:`MIN_PUZZLE_CELLS` cells on ``shape``."""
    from ..masks import mask as masks
    for n in range(2, 40):
        kept = mask_of(shape, n, n, masks.encode(masks.outline(name, grids.make(shape, n, n))))
        if kept[0].count() >= MIN_PUZZLE_CELLS:
            return n, n
    return 40, 40


#: The trims measured in inches; every other named page is metric.
INCH_PAGES = frozenset(("letter", "6x9in", "8x10in", "8.5x11in"))


def paper_unit(page):
    """The unit a page is measured in, for lengths shown with it: ``"in"``
    for Letter, the inch trims and ``WxHin``, ``"mm"`` for the rest (A4,
    ``WxHmm``); a page given in points (a clean copy's) is told by its size."""
    if isinstance(page, tuple):
        metric = [p for p in PAGES.values() if p in (page, page[::-1])]
        return "in" if not metric or metric[0] not in (PAGES["a4"], PAGES["a5"]) else "mm"
    raw = str(page).strip().lower().replace(" ", "")
    return "in" if raw in INCH_PAGES or raw.endswith(("in", "pt")) else "mm"


def length_words(unit, *points):
    """Lengths in points as a person reads them in ``unit``: ``6 x 9 in``,
    ``210 x 297 mm``."""
    if unit == "in":
        return "%s in" % " x ".join("%g" % round(p / 72.0, 2) for p in points)
    return "%s mm" % " x ".join("%g" % round(p / MM, 1 if p / MM < 20 else 0) for p in points)


def cell_words(mm, unit):
    """A cell's size: ``2.1 mm``, or ``0.08 in (2.1 mm)`` on an inch page."""
    tenth = 100.0 if mm < 1 else 10.0
    mm = math.floor(mm * tenth) / tenth
    if unit == "in":
        return "%.2f in (%g mm)" % (mm / 25.4, mm)
    return "%g mm" % mm


def _cell_mm(value):
    return _millimetres(value, None, _("cell size %s must be a number of millimetres, like 8"),
                        _("cell size must be from 1.5 to 50 mm, not %s"))


# -- the pages ----------------------------------------------------------------

@dataclass(frozen=True)
class Sheet:
    """Where a page's parts go, in points, y down: the page with its bleed
    (``width`` x ``height``), the trimmed page and the box inside the margins."""

    width: float
    height: float
    trim: tuple
    safe: tuple


def sheet(settings, index):
    """The :class:`Sheet` of page ``index`` (0-based; page 1 is a right-hand page)."""
    w, h = settings.page
    bleed, gutter, m = settings.bleed, settings.gutter, settings.margin
    right = index % 2 == 0
    x = 0.0 if right else bleed  # the bleed lies beyond the outside edge
    trim = (x, bleed, x + w, bleed + h)
    safe = (x + m + (gutter if right else 0.0), bleed + m,
            x + w - m - (0.0 if right else gutter), bleed + h - m)
    return Sheet(w + bleed, h + 2 * bleed, trim, safe)


#: The smallest printed cell a book may have, in millimetres: a pencil's way
#: through anything smaller cannot be read (``--cell-mm`` has the same floor).
MIN_CELL_MM = 1.5


class _Bounds:
    """The size of a shape's grid, enough for its picture's size, without its tables."""

    _CLASSES = {"square": grids.SquareGrid, "hex": grids.HexGrid,
                "triangle": grids.TriangleGrid, "upsilon": grids.UpsilonGrid,
                "circle": grids.PolarGrid}

    levels = 1

    def __init__(self, shape, cols, rows):
        self.kind = self.shape = shape
        self.cols, self.rows, self.rings = cols, rows, cols

    def extent(self):
        if self.shape == "cube":
            from ..grids.cube import outline
            return outline(self.cols).extent()
        return self._CLASSES[self.shape].extent(self)


class Book:
    """The mazes of a book and its pages.

    ``Book(settings)`` validates the settings, checks that every maze can be
    printed legibly (cells of at least :data:`MIN_CELL_MM`) before making
    any, then makes every maze (with a difficulty, the first of up to
    :data:`ATTEMPTS` seeds that has it; ``misses`` lists the puzzles,
    1-based, for which none had), keeping only its code.
    ``progress(done, total)`` is called after each maze and may raise to
    cancel; ``first`` makes only the first mazes (see :func:`preview`),
    ``only`` only the puzzles (0-based) it names, the others when a page
    asks for them (see :func:`preview_page`).
    Then :meth:`pages` (of the book, or of its answers) gives the page
    Scenes, made one at a time as they are asked for, each page's mazes made
    again from their codes and dropped after it: a book never holds all its
    mazes at once.  ``mazes`` gives them one at a time, made as asked for.
    """

    def __init__(self, settings, progress=None, first=None, only=None, start=None):
        # ``start``: a maze already made that is puzzle 1 (the window's own)
        self.settings = s = settings.validate()
        self.style = s.style()
        self._codes, self._given, self._held, self.misses = [], None, ((), []), []
        self._start = start
        sizes = _picture_sizes(s, self.style)
        if start is not None and sizes:
            sizes[0] = picture_size(start.grid, self.style)
        self._check_print(sizes)
        if only is not None:
            self._codes = [None] * s.count
            made = sorted(i for i in set(only) if 0 <= i < s.count)
        else:
            made = range(s.count if first is None else min(first, s.count))
        for done, i in enumerate(made, 1):
            code = start.code if i == 0 and start is not None else self._make(i)
            if only is None:
                self._codes.append(code)
            else:
                self._codes[i] = code
            if progress is not None:
                progress(done, len(made))

    def _make(self, i):
        """The code of puzzle ``i``'s maze, made (of the asked difficulty if it can)."""
        spec, level = self.settings.spec(i), self.settings.level(i)
        maze = None
        if level is not None:
            maze, _tries = analysis.search(spec, level, attempts=ATTEMPTS)
            if maze is None:
                self.misses.append(i + 1)
        return (maze or build_maze(spec.validate())).code

    @property
    def mazes(self):
        """The book's mazes as a sequence, each made (from its code) when asked for."""
        return _Mazes(self)

    def _mazes_of(self, chunk):
        """The mazes of puzzles ``chunk``; those of the last chunk asked for are
        kept, so a page's keys right after it do not make them again."""
        chunk = tuple(chunk)
        if self._given is not None:
            return [self._given[i] for i in chunk]
        held, mazes = self._held
        if held != chunk:
            self._held = ((), [])  # the page before's mazes go first
            for i in chunk:
                if self._codes[i] is None and not (i == 0 and self._start is not None):
                    self._codes[i] = self._make(i)  # a book made for one page: see preview_page
            mazes = [self._start if i == 0 and self._start is not None else
                     build_maze(MazeSpec.from_code(self._codes[i]).validate()) for i in chunk]
            self._held = (chunk, mazes)
        return mazes

    @classmethod
    def of(cls, mazes, settings):
        """A book of ``mazes`` already made (a worksheet of one maze): the
        settings say the page, the text and the keys; their size, algorithm
        and ramps are not used."""
        book = cls.__new__(cls)
        book.settings = s = replace(settings, count=len(mazes), difficulty="").validate()
        book.style = s.style()
        book._given, book._codes, book.misses = list(mazes), [m.code for m in mazes], []
        # a worksheet of the window's or generate's maze prints however small: a
        # PDF is also read on a screen, zoomed in
        book._check_print([picture_size(m.grid, book.style) for m in book._given],
                          legible=False)
        return book

    # -- what is on which page ------------------------------------------------
    def plan(self, answers=False):
        """What is on which page: see :func:`plan`."""
        return plan(self.settings, answers)

    def page_count(self, answers=False):
        return len(self.plan(answers))

    def pages(self, answers=False):
        """The page Scenes of the book (``answers``: of the separate answers file)."""
        for index, (kind, chunk) in enumerate(self.plan(answers)):
            yield self.page(index, answers, (kind, chunk))

    def documents(self):
        """The documents the book is printed as: ``[(suffix, title,
        answers)]``, the book itself (suffix ``""``) and, with the keys in a
        document of their own, its answers (``"-answers"``); ``answers`` is
        what :meth:`pages` takes to make that document's pages."""
        title = self.settings.title or pgettext("printed", "Mazes")
        out = [("", title, False)]
        if self.settings.keys == "separate":
            out.append(("-answers", _("%s - answers") % title, True))
        return out

    def page(self, index, answers=False, planned=None):
        """Page ``index`` (0-based) as a Scene in points (the preview shows it).

        Besides a Scene's fields it has ``trim`` (see :mod:`.export.pdfbook`),
        ``places``: ``(puzzle, scale, x, y)`` of each maze on it, the puzzle
        0-based, its Scene's top left at ``(x, y)``; and ``words``: each text
        written on it in strokes, ``(text, size, x, y, anchor)``.
        """
        kind, chunk = planned or self.plan(answers)[index]
        s = self.settings
        frame = sheet(s, index)
        items, places = Items(), []
        x0, y0, x1, y1 = frame.safe
        if s.page_numbers and kind not in ("title", "copyright", "blank"):
            size = 7.5
            _write(items, str(index + 1), size, (x0 + x1) / 2.0, y1 - size * 0.4, "middle",
                   GREY)
            y1 -= size * 2.5
        if kind == "title":
            self._title_page(items, frame)
        elif kind == "copyright":
            self._copyright_page(items, frame)
        elif kind != "blank":
            if kind == "keys" and (index == 0 or self.plan(answers)[index - 1][0] != "keys"):
                words = (pgettext("printed", "Answers - %s") % s.title if s.title
                         else pgettext("printed", "Answers"))
                y0 = _heading(items, (x0, y0, x1, y1), words)
            elif kind != "keys" and s.title and not s.title_page:
                y0 = _heading(items, (x0, y0, x1, y1), s.title)  # a worksheet's title
            self._puzzles(items, places, (x0, y0, x1, y1), chunk, kind)
        page = Scene(frame.width, frame.height, "#ffffff", list(items), frame.trim)
        page.smooth = True
        page.trim = frame.trim if s.bleed else None
        page.places, page.words = places, items.words
        return page

    # -- parts of a page ---------------------------------------------------------
    def _title_page(self, items, frame):
        s = self.settings
        x0, y0, x1, y1 = frame.safe
        width = x1 - x0
        size = min(28.0, width / 12.0)
        title = s.title or pgettext("printed", "Mazes")
        lines = strokefont.wrap(title, size, width)
        while len(lines) > 3 and size > 12:  # a long title in smaller letters
            size -= 2
            lines = strokefont.wrap(title, size, width)
        y = y0 + (y1 - y0) * 0.32
        for line in lines:
            _write(items, line, size, (x0 + x1) / 2.0, y, "middle")
            y += size * 1.7
        if s.subtitle:
            sub = size * 0.6
            for line in strokefont.wrap(s.subtitle, sub, width)[:3]:
                _write(items, line, sub, (x0 + x1) / 2.0, y + sub * 0.4, "middle")
                y += sub * 1.7
        y += size * 0.6
        about = [ngettext("%(count)d maze", "%(count)d mazes", s.count) % {"count": s.count}]
        if len(s.difficulty) > 1:
            about.append(pgettext("printed", "from %(first)s to %(last)s") % {
                "first": level_word(s.difficulty[0]), "last": level_word(s.difficulty[-1])})
        if s.keys == "back":
            first = [kind for kind, _chunk in self.plan()].index("keys") + 1
            about.append(pgettext("printed", "answers from page %d") % first)
        elif s.keys == "after":
            about.append(pgettext("printed", "each answer after its puzzle"))
        for line in about:
            _write(items, _fit(line, 12.0, width), 12.0, (x0 + x1) / 2.0, y, "middle", GREY)
            y += 12.0 * 1.9
        if s.seed_line:  # only when asked: a published book carries no tool's name
            _write(items, _fit(pgettext("printed", "seed %s") % s.seed, 6.0, width),
                   6.0, (x0 + x1) / 2.0, y1 - 3.0, "middle", GREY)

    def _copyright_page(self, items, frame):
        """The publisher's lines, small, at the foot of the page, as books set them."""
        x0, y0, x1, y1 = frame.safe
        size = 8.0
        lines = []
        for line in self.settings.copyright.split("\n"):
            lines.extend(strokefont.wrap(line, size, x1 - x0) if line else [""])
        y = max(y0 + size * 1.45, y1 - size * 1.6 * len(lines))
        for line in lines:
            if y > y1:
                break
            if line:
                _write(items, line, size, x0, y, "start")
            y += size * 1.6

    def _puzzles(self, items, places, box, chunk, kind):
        """The mazes ``chunk`` in a grid inside ``box``; with their solutions
        unless ``kind`` is ``puzzles``.  ``places`` gets ``(puzzle, scale,
        x, y)`` of each: where its Scene's top left went, and how large."""
        mazes = self._mazes_of(chunk)
        scenes = [build_scene(maze, self.style, show_solution=kind != "puzzles")
                  for maze in mazes]
        aspect = max(sc.width / float(sc.height) for sc in scenes)
        count = self.settings.keys_per_page if kind == "keys" else self.settings.per_page
        for slot, i, maze, scene in zip(_slots(box, count, aspect), chunk, mazes, scenes):
            places.append(self._puzzle(items, slot, i, maze, scene, kind))

    def _sizes(self, slot, kind):
        return _sizes(self.settings, slot, kind)

    def _name_row(self, kind):
        return _name_row(self.settings, kind)

    def _puzzle(self, items, slot, i, maze, scene, kind):
        """One puzzle in its slot: number and title, the Name and Date line,
        the maze with Start and Finish, its code in small print below."""
        s = self.settings
        x0, y0, x1, y1 = slot
        big, small, label, top, bottom, pad = self._sizes(slot, kind)
        scale = self._scale(scene, x1 - x0 - 2 * pad, y1 - y0 - top - bottom - 2 * pad, kind)
        mw, mh = scene.width * scale, scene.height * scale
        # at the top of its place: what is left stays below, room to work
        mx, my = (x0 + x1 - mw) / 2.0, y0 + top + pad
        place(items, scene, scale, mx, my)
        # the words span the maze, but never less than a few inches of the slot
        span = min(x1 - x0, max(mw, 250.0))
        lx, rx = (x0 + x1 - span) / 2.0, (x0 + x1 + span) / 2.0
        y = y0 + big * 1.45  # room for an accent over a capital
        number = str(i + 1)
        _write(items, number, big, lx, y)
        after = lx + strokefont.width(number, big) + big * 0.9
        words = (pgettext("printed", "Answer") if kind == "solved" else "" if kind == "keys"
                 else s.puzzle_title or (labyrinths.title(maze.spec.labyrinth)
                                         if maze.spec is not None and maze.spec.labyrinth
                                         else pgettext("printed", "Solve it to find the word")
                                         if maze.spec is not None and maze.spec.word
                                         else ""))
        if words:
            _write(items, _fit(words, big * 0.8, rx - after), big * 0.8, after, y)
        level = s.level(i)
        if level is not None and kind != "keys":
            _write(items, level_word(level), big * 0.6, rx, y, "end", GREY)
        if self._name_row(kind) and kind == "puzzles":
            self._name_line(items, lx, rx, y + big * 2.0, big * 0.8)
        if maze.code and s.codes:  # a maze read from a text matrix or ASCII art has none
            _write(items, _fit(maze.code, small, rx - lx), small, lx,
                   my + mh + pad + small * 1.4, "start", GREY)
        self._labels(items, maze, scene, scale, mx, my, slot, label)
        return i, scale, mx, my

    def _scale(self, scene, room_w, room_h, kind):
        """Points per Scene pixel: as large as fits, or the asked cell size
        (keys at the back are always as large as their smaller places allow)."""
        fit = min(room_w / scene.width, room_h / scene.height)
        if self.settings.cell_mm is None or kind == "keys":
            return fit
        return min(fit, self.settings.cell_mm * MM / self.style.cell)

    def _check_print(self, sizes, legible=True):
        """A FieldError when a maze, its picture ``sizes[i]`` pixels, cannot be
        printed: on ``size`` when its cells would print smaller than the
        book's ``min_cell_mm`` even as large as its place allows (with
        ``legible``; the message says what fits, see :func:`fits`), on
        ``cell_mm`` when the asked cell size does not fit its place."""
        s = self.settings
        want = s.cell_mm * MM / self.style.cell if s.cell_mm is not None else None
        fitted = [_fit_scale(s, width, height, s.per_page) for width, height in sizes]
        cells = [fit * self.style.cell / MM for fit in fitted]
        worst = min(range(len(cells)), key=cells.__getitem__) if cells else None
        if legible and cells and cells[worst] < s.min_cell_mm - 1e-9:
            raise FieldError("size", _fits_words(s, self.style, sizes, worst, cells[worst]))
        for i, ((width, height), fit) in enumerate(zip(sizes, fitted)):
            if want is not None and fit < want * 0.999:
                raise FieldError("cell_mm", _(
                    "maze %(number)d (%(code)s) at %(cell)g mm cells needs %(size)s; its "
                    "place on this page is smaller: use fewer mazes a page, a smaller size "
                    "or smaller cells") % {
                        "number": i + 1, "code": self._code_words(i) or "-", "cell": s.cell_mm,
                        "size": length_words(s.unit, width * want, height * want)})

    def _code_words(self, i):
        """Maze ``i``'s code if it is made, else its settings as a code would say them."""
        if i < len(self._codes):
            return self._codes[i]
        return self.settings.spec(i).validate().code()

    def _name_line(self, items, lx, rx, y, size):
        """Name ____ Date ____, as drawn rules."""
        gap = size * 0.5
        width = rx - lx
        name_end = lx + width * 0.62
        for word, x, end in ((pgettext("printed", "Name"), lx, name_end - size * 1.5),
                             (pgettext("printed", "Date"), name_end, rx)):
            _write(items, word, size, x, y)
            start = x + strokefont.width(word, size) + gap
            items.append(Polyline(((start, y + RULE), (end - RULE / 2, y + RULE)), RULE, INK,
                                  "title"))

    def _labels(self, items, maze, scene, scale, mx, my, slot, size):
        """Start and Finish beside the openings (S and F where the words do
        not fit), or S and F inside the start and goal cells where they open
        to no border: a black-and-white print shows no colours."""
        grid = maze.grid
        unit, gx, gy = _grid_frame(grid, self.style)

        def page(x, y):
            return mx + (gx + x * unit) * scale, my + (gy + y * unit) * scale

        box = figure_box(grid)  # what the picture shows: a mask's figure
        edges = page(0, box[1])[1], page(0, box[3])[1]
        for cell, letter, word in (
                (maze.start, pgettext("start letter", "S"), pgettext("printed", "Start")),
                (maze.goal, pgettext("finish letter", "F"), pgettext("printed", "Finish"))):
            cx, cy = grid.centre(cell)
            opening = [k for k in grid.border_slots(cell) if grid.is_open(cell, k)]
            if not opening:
                x0, y0, x1, y1 = layout_for(grid, self.style).cell_box(cell)
                inner = min(x1 - x0, y1 - y0) * scale * 0.55
                if inner >= 3.0:
                    px, py = page(cx, cy)
                    _write(items, letter, inner, px, py + inner / 2.0, "middle",
                           _letter_over(self.style.start_color) if cell == maze.start
                           else INK)
                continue
            side = grid.side(cell, opening[0])
            sx = mean(p[0] for p in side)
            sy = mean(p[1] for p in side)
            px, py = page(sx, sy)
            near = (self.style.margin * scale, self.style.wall * scale,
                    self.style.cell * scale * 1.5)
            _write(items, *_label(word, letter, size, (px, py), (sx - cx, sy - cy), near, slot,
                                  edges))


def _letter_over(mark):
    """The ink of a letter printed over a filled mark of colour ``mark``:
    black, or paper white over a dark mark (the print palette's start)."""
    return max((INK, PAPER), key=lambda ink: palettes.contrast(ink, mark))


def _sizes(settings, slot, kind):
    """``(big, small, label, top, bottom, pad)`` of a puzzle in ``slot``:
    the number's size, the code's, the S and F letters'; the heights above
    and below the maze, and the room kept around it for the letters."""
    x0, y0, x1, y1 = slot
    big = min(12.0, max(6.5, min(x1 - x0, y1 - y0) * 0.04))
    if kind == "keys":
        big = min(big, 9.0)
    small = max(4.5, big * 0.5)
    label = big * 0.85
    top = big * 2.1 + (big * 2.0 if _name_row(settings, kind) else 0.0)
    return big, small, label, top, small * 2.4, label * 1.6


def _name_row(settings, kind):
    """A row under the number for Name and Date on a puzzle; kept empty
    on a key that follows its puzzle, so both draw the maze at one place."""
    return kind != "keys" and settings.name_line


def _picture_sizes(settings, style):
    """The picture size, in Scene pixels, of each maze of a clean book,
    without making a maze (a masked one's grid is cut, to know its figure)."""
    out = []
    for spec in map(settings.spec, range(settings.count)):
        spec = spec.validate()
        if spec.levels > 1:
            from ..grids.levels import outline
            grid = outline(spec.shape, spec.cols, spec.rows, spec.levels)
        else:
            grid = (new_grid(spec) if spec.mask
                    else _Bounds(spec.shape, spec.cols, spec.rows))
        out.append(picture_size(grid, style))
    return out


def _fit_scale(settings, width, height, per_page):
    """Points per Scene pixel of a picture ``width`` x ``height`` as large
    as its place allows, ``per_page`` on a page of ``settings``."""
    x0, y0, x1, y1 = sheet(settings, 0).safe
    box = (x0, y0, x1, y1 - (7.5 * 2.5 if settings.page_numbers else 0.0))
    slot = _slots(box, per_page, width / float(height))[0]
    big, small, label, top, bottom, pad = _sizes(settings, slot, "puzzles")
    return min((slot[2] - slot[0] - 2 * pad) / width,
               (slot[3] - slot[1] - top - bottom - 2 * pad) / height)


#: What :func:`fits` says of a book.  ``cell_mm``: the smallest cell it
#: prints with (mm), ``puzzle``: which puzzle (1-based) has it; ``ok``: at
#: least ``min_cell_mm``; ``per_page``: the most mazes a page (of
#: :data:`PER_PAGE`) at which every cell is large enough, 0 if not even one;
#: ``size``: ``(cols, rows)`` of the largest maze like that puzzle's that
#: fits at the book's ``per_page`` (None if none does); ``page``: the
#: trim ``(width, height)`` in points it would need; ``words``: a sentence.
Fit = collections.namedtuple("Fit", "cell_mm puzzle ok per_page size page words")


def printed_cells(settings):
    """The cell size, in mm, each puzzle of a book prints with: the asked
    ``cell_mm`` or as large as its place allows (what the studio shows)."""
    s = settings.validate()
    style = s.style()
    cells = []
    for width, height in _picture_sizes(s, style):
        cell = _fit_scale(s, width, height, s.per_page) * style.cell / MM
        cells.append(min(cell, s.cell_mm) if s.cell_mm is not None else cell)
    return cells


def mask_cell_mm(settings, mask):
    """The cell, in mm, a puzzle cut to ``mask`` (``(shape, cols, rows,
    code)``) prints with as large as its place allows in the clean book
    ``settings``: how a words mask is sized to fit its page."""
    style = settings.style()
    shape, cols, rows, code = mask
    grid = new_grid(MazeSpec(cols, rows, shape=shape, mask=code).validate())
    width, height = picture_size(grid, style)
    return _fit_scale(settings, width, height, settings.per_page) * style.cell / MM


def fits(settings):
    """A :data:`Fit`: the smallest cell a book prints with and, when it is
    under ``min_cell_mm``, what would fit (fewer a page, a smaller maze, a
    larger trim).  ``FieldError`` for settings that are not valid."""
    s = settings.validate()
    style = s.style()
    sizes = _picture_sizes(s, style)
    cells = [_fit_scale(s, w, h, s.per_page) * style.cell / MM for w, h in sizes]
    i = min(range(len(cells)), key=cells.__getitem__)
    per, size, page = _what_fits(s, style, sizes, i, cells[i])
    ok = cells[i] >= s.min_cell_mm - 1e-9
    words = (_("cells of %s") % cell_words(cells[i], s.unit) if ok
             else _fits_words(s, style, sizes, i, cells[i]))
    return Fit(cells[i], i + 1, ok, per, size, page, words)


def _what_fits(s, style, sizes, i, cell):
    """``(per_page, size, page)`` of :data:`Fit` for puzzle ``i``, whose
    cells print ``cell`` mm."""
    least = s.min_cell_mm - 1e-9

    def smallest(per_page, settings=s):
        return min(_fit_scale(settings, w, h, per_page) for w, h in sizes) * style.cell / MM

    per = max([p for p in PER_PAGE if p <= s.per_page and smallest(p) >= least] or [0])
    spec = s.spec(i)
    size = None
    ratio = min(1.0, cell / s.min_cell_mm)
    cols, rows = max(1, int(spec.cols * ratio)), max(1, int(spec.rows * ratio))
    while cols >= 2 and (spec.shape == "circle" or rows >= 2):
        w, h = picture_size(_Bounds(spec.shape, cols, rows), style)
        if _fit_scale(s, w, h, s.per_page) * style.cell / MM >= least:
            size = (cols, rows)
            break
        cols -= 1  # the maze's proportions kept
        rows = max(1, min(rows, -(-cols * spec.rows // spec.cols)))
    w, h = s.page
    grow = 1.0
    page = None
    for _step in range(60):  # 2 % larger each step, to 3.3 times at most
        trial = replace(s, page=(w * grow, h * grow))
        if smallest(s.per_page, trial) >= least:
            step = 0.25 * 72 if s.unit == "in" else 5 * MM
            page = tuple(math.ceil(v * grow / step - 1e-6) * step for v in (w, h))
            break
        grow *= 1.02
    return per, size, page


def _size_words(shape, cols, rows):
    """``30 x 22`` or, of a circle, ``12 rings``."""
    if shape == "circle":
        return ngettext("%d ring", "%d rings", cols) % cols
    return "%d x %d" % (cols, rows)


def _fits_words(s, style, sizes, i, cell):
    """The one line that refuses puzzle ``i`` (cells ``cell`` mm) and says what fits."""
    per, size, page = _what_fits(s, style, sizes, i, cell)
    spec = s.spec(i)
    ways = []
    if per:
        ways.append(ngettext("%d maze a page", "%d mazes a page", per) % per)
    if size and not spec.labyrinth and not spec.word:  # their sizes are their own
        ways.append(_("a maze of %s") % _size_words(spec.shape, *size))
    if page:
        ways.append(_("a page of %s") % length_words(s.unit, *page))
    if not ways:
        ways.append(_("a smaller maze"))
    return _("maze %(number)d (%(size)s) would print with cells of %(cell)s on a %(page)s "
             "page, %(per)d a page, under the smallest cell of %(least)g mm; what fits: "
             "%(ways)s") % {
                 "number": i + 1, "size": _size_words(spec.shape, spec.cols, spec.rows),
                 "cell": cell_words(cell, s.unit),
                 "page": length_words(s.unit, *s.page), "per": s.per_page,
                 "least": s.min_cell_mm, "ways": _(" or ").join(ways)}


def worksheet_book(maze, key=True, page="letter", look="lines", palette="default",
              solution_style="solid", thick_walls=False):
    """The Book of one maze to print: the maze with its number, a Name and
    Date line, Start and Finish and its code, and with ``key`` its answer
    key on page two (its way drawn ``solution_style``; ``thick_walls`` for
    large print).  A worksheet keeps its maze code: the way back to its maze."""
    settings = BookSettings(count=1, per_page=1, page=page, keys="after" if key else "none",
                            page_numbers=False, shape=maze.grid.shape,
                            look=look if maze.grid.kind == "square" else "lines",
                            palette=palette, solution_style=solution_style,
                            thick_walls=thick_walls, codes=True)
    return Book.of([maze], settings)


def preview(settings, progress=None):
    """``(puzzles, keys)``: the first page of puzzles and the first page of
    answer keys (None with ``keys="none"``), as page Scenes, making only the
    mazes they show: the Print studio's live preview of a book of any length."""
    s = settings.validate()
    book = Book(s, progress, first=max(s.per_page, s.keys_per_page))
    pages = book.plan()
    first = [i for i, (kind, _chunk) in enumerate(pages) if kind == "puzzles"][0]
    keys = [i for i, (kind, _chunk) in enumerate(pages) if kind in ("solved", "keys")]
    if keys:
        return book.page(first), book.page(keys[0])
    if s.keys == "separate":
        return book.page(first), book.page(0, answers=True)
    return book.page(first), None


def plan(settings, answers=False):
    """The pages of a clean book (or of the separate answers file) as
    ``(kind, puzzles)``: kind ``title``, ``puzzles``, ``keys`` (the
    answer section) or ``solved`` (a page's keys right after it), and
    ``copyright`` (after the title page) and ``blank`` pages (after the
    title and copyright pages, and before the keys at the back)."""
    s, n = settings, settings.count
    if answers:
        return [("keys", chunk) for chunk in _chunks(range(n), s.keys_per_page)]
    out = [("title", [])] if s.title_page else []
    if s.copyright:
        out.append(("copyright", []))
    out.extend(("blank", []) for _k in range(s.blank_after_title))
    for chunk in _chunks(range(n), s.per_page):
        out.append(("puzzles", chunk))
        if s.keys == "after":
            out.append(("solved", chunk))
    if s.keys == "back":
        out.extend(("blank", []) for _k in range(s.blank_before_keys))
        out.extend(("keys", chunk) for chunk in _chunks(range(n), s.keys_per_page))
    return out


def preview_page(settings, index, answers=False, progress=None):
    """``(page, count)``: page ``index`` (0-based) of a book (``answers``:
    of its separate answers file) as a page Scene, the size it prints, and
    how many pages there are; only that page's mazes are made, so the Print
    studio can step forward and back through a book of any length.
    IndexError for a page the book has not."""
    s = settings.validate()
    pages = plan(s, answers)
    if not 0 <= index < len(pages):
        raise IndexError(index)
    book = Book(s, progress, only=pages[index][1])
    return book.page(index, answers, pages[index]), len(pages)


def _heading(items, box, words):
    """``words`` over a page, ruled off; returns the top of what is left below."""
    x0, y0, x1, _y1 = box
    size = 14.0
    _write(items, _fit(words, size, x1 - x0), size, x0, y0 + size * 1.45, "start")
    rule = y0 + size * 2.0
    items.append(Polyline(((x0 + RULE / 2, rule), (x1 - RULE / 2, rule)), RULE, INK, "title"))
    return y0 + size * 3.2


def _label(word, letter, size, at, towards, near, slot, edges):
    """``(text, size, x, baseline, anchor)`` of a Start or Finish label by
    the opening at ``at`` that faces ``towards``.

    Beyond the opening if the word fits in the slot there; else over (or
    under) the maze's edge beside an opening in its first (or last) rows;
    else the letter beyond the opening.  ``near`` is ``(margin, wall,
    reach)`` in points: the picture's margin, the wall's thickness, how far
    from the maze's top or bottom an opening may be to be written over it.
    """
    (px, py), (dx, dy), (margin, wall, reach) = at, towards, near
    gap = margin + size * 0.45
    width = strokefont.width(word, size)
    if abs(dx) < abs(dy):  # an opening up or down: the words centred beyond it
        base = py - gap if dy < 0 else py + gap + size
        fits = slot[0] <= px - width / 2.0 and px + width / 2.0 <= slot[2]
        return word if fits else letter, size, px, base, "middle"
    x, anchor = (px - gap, "end") if dx < 0 else (px + gap, "start")
    if (x - width >= slot[0]) if dx < 0 else (x + width <= slot[2]):
        return word, size, x, py + size / 2.0, anchor
    over = "start" if dx < 0 else "end"  # from the maze's side inwards
    top, bottom = edges
    if py - top <= reach:
        return word, size, px, top - wall - size * 0.45, over
    if bottom - py <= reach:
        return word, size, px, bottom + wall + size * 1.45, over
    return letter, size, x, py + size / 2.0, anchor


def _grid_frame(grid, style):
    """``(unit, x0, y0)``: a grid point ``(x, y)`` lies at Scene pixel
    ``(x0 + x * unit, y0 + y * unit)``."""
    if grid.kind != "square":
        return frame_of(grid, style)[:3]
    m, size = style.margin, style.cell
    if style.look == "blocks":
        return 2.0 * size, m + size / 2.0, m + size / 2.0
    return float(size), m + style.wall / 2.0, m + style.wall / 2.0


def _slots(box, count, aspect):
    """The places of ``count`` mazes of ``aspect`` (width / height) in a
    grid filling ``box``: the arrangement that draws them largest (more rows
    on a tie), as boxes in reading order."""
    x0, y0, x1, y1 = box
    gap = 18.0 if count <= 2 else 14.0
    best = None
    for cols in range(1, count + 1):
        if count % cols:
            continue
        rows = count // cols
        w = (x1 - x0 - gap * (cols - 1)) / cols
        h = (y1 - y0 - gap * (rows - 1)) / rows
        size = min(w / aspect, h * 0.8)  # the words take some height
        if best is None or size > best[0] + 1e-9:
            best = (size, cols, rows, w, h)
    _size, cols, rows, w, h = best
    return [(x0 + c * (w + gap), y0 + r * (h + gap), x0 + c * (w + gap) + w,
             y0 + r * (h + gap) + h) for r in range(rows) for c in range(cols)]


class _Mazes:
    """A book's mazes, each made from its code when asked for (see :attr:`Book.mazes`)."""

    def __init__(self, book):
        self.book = book

    def __len__(self):
        return len(self.book._codes)

    def __getitem__(self, i):
        if not -len(self) <= i < len(self):
            raise IndexError(i)
        return self.book._mazes_of([i % len(self)])[0]


def _chunks(indices, size):
    indices = list(indices)
    return [indices[i:i + size] for i in range(0, len(indices), size)]


def place(items, scene, scale, ox, oy):
    """Append the records of a maze's Scene, scaled and moved onto the page."""
    def pt(x, y):
        return ox + x * scale, oy + y * scale

    for item in scene.items:
        if isinstance(item, Rect):
            items.append(Rect(*(pt(item.x0, item.y0) + pt(item.x1, item.y1)),
                              item.fill, item.layer))
        elif isinstance(item, Line):
            items.append(Line(*(pt(item.x0, item.y0) + pt(item.x1, item.y1)),
                              item.width * scale, item.color, item.layer))
        elif isinstance(item, Polyline):  # a dashed way keeps its dashes, scaled
            items.append(Polyline(tuple(pt(x, y) for x, y in item.points), item.width * scale,
                                  item.color, item.layer,
                                  item.dash and tuple(d * scale for d in item.dash)))
        elif isinstance(item, Polygon):
            items.append(Polygon(tuple(pt(x, y) for x, y in item.points), item.fill,
                                 item.layer))
        elif isinstance(item, Text):  # a floor's name (mazetk.scene.levels)
            items.append(Text(*pt(item.x, item.y), item.text, item.size * scale, item.color,
                              item.layer))


class Items(list):
    """The records of a page as it is made, and in ``words`` what
    :func:`_write` wrote on it (the page Scene's ``words``)."""

    def __init__(self):
        super().__init__()
        self.words = []


def level_word(level):
    """A difficulty (:data:`LEVELS`) as it is printed."""
    return {"easy": pgettext("printed", "easy"), "medium": pgettext("printed", "medium"),
            "hard": pgettext("printed", "hard")}[level]


def _write(items, text, size, x, y, anchor="start", colour=INK):
    """Append ``text`` as strokes: ``(x, y)`` is the baseline at the anchor."""
    items.words.append((text, size, x, y, anchor))
    width = strokefont.stroke_width(size)
    for points in strokefont.layout(text, size, x, y, anchor=anchor):
        items.append(Polyline(tuple(points), width, colour, "title"))


def _fit(text, size, width):
    """``text`` cut short with ... so that it is at most ``width`` wide."""
    if strokefont.width(text, size) <= width:
        return text
    while text and strokefont.width(text + "...", size) > width:
        text = text[:-1]
    return text.rstrip() + "..."
