"""The studio's settings: what a maze picture is made and shown with (no Tk here).

:class:`Settings` holds, as one plain dataclass, every choice the studio
offers: the maze (the fields of a :class:`~mazetk.spec.MazeSpec`, its mask
and where the mask comes from, the difficulty wanted), its look (cell size,
walls, palette, solution line, heat map) and the window's own (text size,
language).  ``Settings.validate()`` returns a clean copy or raises
:class:`FieldError` naming the field, so a form can show the message right
beside it.  The window's panel holds one; the benchmark times the window's
picture with the defaults (:mod:`mazetk.export.display` draws from one).

Two rules here hold for every front: :func:`wall_for` and
:func:`thick_wall_for`, the walls a cell size calls for (the command line
and the worksheet writer draw with them), and :class:`FieldError`, how
every form of settings names its bad field (the print studio's
:class:`~mazetk.books.book.BookSettings` too).
"""

import math
from dataclasses import asdict, dataclass, fields, replace

from . import i18n, weights as grounds
from .scene import palette as palettes
from .generate import ALGORITHMS
from .generate.texture import KNOBS
from .i18n import N_, _, ngettext
from .numbers import whole
from .scene import LOOKS, SOLUTION_STYLES, Style
from .solve import SOLVERS
from .spec import MazeSpec, mask_of, mask_pieces, parse_place, place_text, whole_number

#: Largest cell size the panel offers (pixels); the zoom goes further.
MAX_CELL = 64
#: Where the mask comes from: none, an outline (``mask_source`` names it),
#: words (the text), a file (its path: a picture or a mask text file), or
#: painted by hand in mask mode (the code alone holds it).
MASK_KINDS = ("none", "outline", "words", "file", "painted")
#: The window's text size, as a share of the normal size: the steps of
#: View > Text size, and the least and most it takes.
FONT_SCALES = (0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0)


class FieldError(ValueError):
    """A bad value in one field: ``field`` names it, ``str()`` says what is allowed."""

    def __init__(self, field, message):
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Settings:
    cols: object = 20
    rows: object = 15
    cell: object = 24
    algorithm: str = "backtracker"
    param: object = 50
    braid: object = 0
    endpoints: str = "corners"
    seed: object = ""
    look: str = "lines"
    solver: str = "bfs"
    show_solution: bool = False
    difficulty: str = "any"
    min_share: object = 0
    heat_map: bool = False
    #: The pipeline version of the maze code being shown (None: the current
    #: one), so a pasted or opened older code rebuilds the very same maze.
    version: object = None
    #: The cell shape (see :data:`mazetk.grids.SHAPES`); a circle's size is cols.
    shape: str = "square"
    #: The mask's code (:func:`mazetk.masks.mask.encode`) for this shape and size,
    #: "" for none; where it came from (:data:`MASK_KINDS`), and what of it
    #: the panel shows: the outline, the words or the file.
    mask: str = ""
    mask_kind: str = "none"
    mask_source: str = ""
    #: Grey below which a picture's pixel is maze (pictures only).
    threshold: object = 128
    #: The colours (a :data:`mazetk.scene.palette.NAMES`) and the solution line's
    #: look (:data:`SOLUTION_STYLES`) of the maze the window draws.
    palette: str = "default"
    solution_style: str = "solid"
    #: The window's text size (1.0 normal, see :data:`FONT_SCALES`) and its
    #: language: "auto" (the system's) or a catalogue's code.  Both are read
    #: when the window opens; the language takes effect only then.
    font_scale: object = 1.0
    language: str = "auto"
    #: Large print: walls about twice as thick (:func:`thick_wall_for`), in
    #: the window and every picture made from it.  A look, not part of the
    #: maze code.
    thick_walls: bool = False
    #: A mask in pieces: joined by bridges of cells (True) or cut to its
    #: largest piece; the code of a joined mask says so itself
    #: (:data:`mazetk.masks.mask.JOIN`), this keeps the choice for the next mask.
    mask_join: bool = False
    #: The edges that meet (:mod:`mazetk.grids.wrap`): "x", "y", "xy" or "".
    wrap: str = ""
    #: How often passages run under others, 0 to 100 (:mod:`mazetk.grids.weave`).
    weave: object = 0
    #: Floors joined by stairs, 1 (flat) or 2 to 20 (:mod:`mazetk.grids.levels`).
    levels: object = 1
    #: The chosen places of the start and the goal (:func:`mazetk.spec.parse_place`:
    #: text as typed, or a tuple), "" or None for the endpoints' choice.
    start: object = None
    goal: object = None
    #: "mirror", "rotate2", "rotate4" or "" (:mod:`mazetk.generate.symmetry`).
    symmetry: str = ""
    #: The texture knobs (:mod:`mazetk.generate.texture`), 0 for none.
    bias: object = 0
    run: object = 0
    river: object = 0
    #: A room in the middle (:mod:`mazetk.generate.rooms`): text as typed (``4x3``; a
    #: circle's rings, ``3``) or a pair; "" or None for none.
    room: object = None
    #: One path through every cell (:mod:`mazetk.generate.unicursal`).
    unicursal: bool = False
    #: A word the one way writes (:mod:`mazetk.generate.word`), "" for none.
    word: str = ""
    #: A classical labyrinth (:mod:`mazetk.generate.labyrinth`): a name or a
    #: circuit order as typed, or a tuple; "" or () for none.
    labyrinth: object = ""
    #: What each cell costs to enter (:mod:`mazetk.weights`): "" for plain
    #: ground, ``random:SEED``, packed costs (``cells:...``) or the path of a
    #: ground file, which ``validate`` reads and packs.
    weights: str = ""

    def validate(self):
        """A clean copy (ints, known names); FieldError for the first bad field."""
        def check(field, make):
            try:
                return make()
            except ValueError as exc:
                raise FieldError(field, str(exc)) from None

        shape = check("shape", lambda: MazeSpec(shape=self.shape).validate().shape)
        cols = check("cols", lambda: MazeSpec(cols=self.cols, rows=1).validate().cols)
        rows = check("rows", lambda: MazeSpec(cols=1, rows=self.rows).validate().rows)
        check("rows", lambda: MazeSpec(cols=cols, rows=rows).validate())
        check("cols", lambda: MazeSpec(cols=cols, rows=rows, shape=shape).validate())
        algorithm = check("algorithm", lambda: MazeSpec(algorithm=self.algorithm).validate()
                          .algorithm)
        check("algorithm", lambda: MazeSpec(algorithm=algorithm, shape=shape).validate())
        kind, mask = _mask(self.mask_kind, self.mask, shape, cols, rows)
        check("algorithm", lambda: MazeSpec(cols, rows, algorithm, shape=shape, mask=mask)
              .validate())
        wrap = check("wrap", lambda: MazeSpec(cols, rows, algorithm, shape=shape, mask=mask,
                                              wrap=self.wrap).validate().wrap)
        weave = check("weave", lambda: MazeSpec(cols, rows, algorithm, shape=shape, mask=mask,
                                                wrap=wrap, weave=self.weave).validate().weave)
        if weave and self.look == "blocks":
            raise FieldError("weave", _("the blocks look cannot show a passage under another; "
                                        "draw a woven maze with lines"))
        levels = check("levels", lambda: MazeSpec(cols, rows, algorithm, shape=shape, mask=mask,
                                                  wrap=wrap, weave=weave,
                                                  levels=self.levels).validate().levels)
        if levels > 1 and self.look == "blocks":
            raise FieldError("levels", _("the blocks look draws flat mazes only; draw a maze "
                                         "of several levels with lines"))
        ends = []
        for name in ("start", "goal"):
            ends.append(check(name, lambda: _place(self, name, shape, cols, rows, mask, levels)))
        if ends[0] is not None and ends[0] == ends[1]:
            raise FieldError("goal", _("the start and the goal are the same place, %s")
                             % place_text(ends[0]))
        threshold = check("threshold", lambda: _whole_in(self.threshold, _("the threshold"),
                                                        1, 255, _("(grey levels)")))
        param = self.param
        if ALGORITHMS[algorithm].param is not None:
            param = check("param", lambda: MazeSpec(algorithm=algorithm, param=self.param)
                          .validate().param)
        else:
            try:
                param = whole(param)
            except ValueError:
                param = Settings.param
        braid = check("braid", lambda: MazeSpec(braid=self.braid).validate().braid)
        symmetry = check("symmetry", lambda: MazeSpec(
            cols, rows, algorithm, shape=shape, mask=mask, wrap=wrap, weave=weave,
            levels=levels, braid=braid, symmetry=self.symmetry).validate().symmetry)
        knobs = {}
        for knob in KNOBS:  # alone (its range), then with all it cannot go with
            alone = check(knob, lambda: getattr(
                MazeSpec(**{knob: getattr(self, knob)}).validate(), knob))
            knobs[knob] = check(knob, lambda: getattr(MazeSpec(
                cols, rows, algorithm, shape=shape, mask=mask, wrap=wrap, weave=weave,
                levels=levels, symmetry=symmetry, **{knob: alone}).validate(), knob))
        room = check("room", lambda: MazeSpec(
            cols, rows, algorithm, shape=shape, mask=mask, wrap=wrap, weave=weave,
            levels=levels, symmetry=symmetry, room=self.room).validate().room)
        unicursal = check("unicursal", lambda: MazeSpec(
            cols, rows, algorithm, shape=shape, mask=mask, wrap=wrap, weave=weave,
            levels=levels, symmetry=symmetry, room=room, braid=self.braid, start=ends[0],
            goal=ends[1], unicursal=bool(self.unicursal)).validate().unicursal)
        word = check("word", lambda: MazeSpec(
            cols, rows, algorithm, shape=shape, mask=mask, wrap=wrap, weave=weave,
            levels=levels, symmetry=symmetry, room=room, braid=self.braid, start=ends[0],
            goal=ends[1], unicursal=unicursal, endpoints=self.endpoints,
            word=self.word or "").validate().word)
        labyrinth = check("labyrinth", lambda: MazeSpec(  # the algorithm plays no part
            cols, rows, shape=shape, mask=mask, braid=self.braid, room=room,
            start=ends[0], goal=ends[1], endpoints=self.endpoints, word=word,
            labyrinth=self.labyrinth or ()).validate().labyrinth)
        endpoints = check("endpoints", lambda: MazeSpec(endpoints=self.endpoints).validate()
                          .endpoints)
        weights = str(self.weights or "").strip()
        if weights:
            from .maze import new_grid
            try:
                weights = grounds.ground_text(weights, new_grid(MazeSpec(
                    cols, rows, shape=shape, mask=mask, wrap=wrap, weave=weave, levels=levels,
                    room=room, labyrinth=labyrinth, word=word, unicursal=unicursal,
                    symmetry=symmetry).validate()))
                if weights.startswith("cells:"):
                    grounds.unpack(weights[len("cells:"):], new_grid(MazeSpec(
                        cols, rows, shape=shape, mask=mask, wrap=wrap, weave=weave,
                        levels=levels).validate()).n)
            except (ValueError, OSError) as exc:
                raise FieldError("weights", str(exc)) from None
        seed = str(self.seed if self.seed is not None else "").strip()
        if seed:
            check("seed", lambda: MazeSpec(seed=seed).validate())
        look = str(self.look).strip().lower()
        if look not in LOOKS:
            raise FieldError("look", _("look must be lines or blocks"))
        if look != "lines" and shape != "square":
            raise FieldError("look", _("the %s look is for square mazes only") % look)
        if look != "lines" and mask:
            raise FieldError("look", _("the %s look is for whole square mazes; a masked "
                                       "maze is drawn with lines") % look)
        cell = check("cell", lambda: _whole_in(self.cell, _("cell size"), 2, MAX_CELL, "px"))
        solver = str(self.solver).strip()
        if solver not in SOLVERS:
            raise FieldError("solver", _("unknown solver %r") % solver)
        difficulty = str(self.difficulty).strip().lower()
        if difficulty not in DIFFICULTIES:
            raise FieldError("difficulty", _("difficulty must be any, easy, medium or hard"))
        min_share = check("min_share", lambda: _percent(self.min_share, _("the minimum way"),
                                                           90))
        version = self.version
        if version is not None:
            version = check("version", lambda: MazeSpec(version=self.version).validate().version)
        return Settings(cols, rows, cell, algorithm, param, braid, endpoints, seed, look,
                        solver, bool(self.show_solution), difficulty, min_share,
                        bool(self.heat_map), version, shape, mask, kind,
                        str(self.mask_source or ""), threshold, *self._looks(),
                        thick_walls=_switch(self.thick_walls, "thick_walls",
                                            N_("thick walls are on or off")),
                        mask_join=_switch(self.mask_join, "mask",
                                          N_("a mask's pieces are joined or not")), wrap=wrap,
                        weave=weave, levels=levels, start=ends[0], goal=ends[1],
                        symmetry=symmetry, room=room, unicursal=unicursal, word=word,
                        labyrinth=labyrinth, weights=weights, **knobs)

    def _looks(self):
        """``(palette, solution_style, font_scale, language)``, checked."""
        try:
            palette = palettes.get(self.palette).name
        except ValueError as exc:
            raise FieldError("palette", str(exc)) from None
        dash = str(self.solution_style).strip().lower()
        if dash not in SOLUTION_STYLES:
            raise FieldError("solution_style", _("the solution is drawn solid or dashed"))
        try:
            scale = round(float(str(self.font_scale).strip()), 3)
        except ValueError:
            scale = None
        if scale is None or not FONT_SCALES[0] <= scale <= FONT_SCALES[-1]:
            raise FieldError("font_scale", _("the text size must be from %(low)d%% to "
                                             "%(high)d%%") % {
                "low": round(100 * FONT_SCALES[0]), "high": round(100 * FONT_SCALES[-1])})
        language = str(self.language or "auto").strip()
        if language != "auto":
            code = i18n.match(language)
            if code is None:
                raise FieldError("language", _("unknown language %(name)r (choose from "
                                               "%(names)s)") % {"name": language, "names": (
                                                   ", ".join(["auto"] + i18n.available()))})
            language = code
        return palette, dash, scale, language

    @property
    def target(self):
        """``(level or None, min_share)``: what Generate looks for, if anything."""
        level = None if self.difficulty == "any" else self.difficulty
        return level, self.min_share

    def problems(self):
        """``{field: message}`` for every bad field (empty when all are good)."""
        out = {}
        base = Settings()
        for name in ("shape", "cols", "rows", "cell", "algorithm", "param", "braid",
                     "endpoints", "seed", "look", "solver", "difficulty", "min_share",
                     "mask", "threshold", "palette", "solution_style", "font_scale",
                     "language", "thick_walls", "wrap", "weave", "levels", "start", "goal",
                     "symmetry"):
            trial = replace(base, **{name: getattr(self, name)})
            if name == "mask":  # a mask is judged at its own shape and size
                if {"shape", "cols", "rows"} & set(out):
                    continue
                trial = replace(trial, shape=self.shape, cols=self.cols, rows=self.rows,
                                mask_kind=self.mask_kind)
            elif name == "param":
                trial = replace(trial, algorithm=self.algorithm)
            elif name == "symmetry":  # judged with all it cannot go with
                if {"shape", "cols", "rows", "algorithm", "mask", "wrap", "weave", "levels",
                        "braid"} & set(out):
                    continue
                trial = _with_default_param(replace(
                    trial, shape=self.shape, cols=self.cols, rows=self.rows,
                    algorithm=self.algorithm, mask=self.mask, mask_kind=self.mask_kind,
                    wrap=self.wrap, weave=self.weave, levels=self.levels, braid=self.braid))
            elif name == "room":  # judged at the shape and size, with all it cannot go with
                if {"shape", "cols", "rows", "mask", "wrap", "weave", "levels",
                        "symmetry"} & set(out):
                    continue
                trial = replace(trial, shape=self.shape, cols=self.cols, rows=self.rows,
                                mask=self.mask, mask_kind=self.mask_kind, wrap=self.wrap,
                                weave=self.weave, levels=self.levels,
                                symmetry=self.symmetry)
            elif name in KNOBS:  # judged with the algorithm, shape and weave they shape
                if {"shape", "cols", "rows", "algorithm", "mask", "weave", "symmetry"} & set(out):
                    continue
                trial = _with_default_param(replace(
                    trial, shape=self.shape, cols=self.cols, rows=self.rows,
                    algorithm=self.algorithm, mask=self.mask, mask_kind=self.mask_kind,
                    wrap=self.wrap, weave=self.weave, levels=self.levels,
                    symmetry=self.symmetry))
            elif name in ("start", "goal"):  # judged at the shape, size, mask and levels
                if {"shape", "cols", "rows", "mask", "levels"} & set(out):
                    continue
                trial = replace(trial, shape=self.shape, cols=self.cols, rows=self.rows,
                                mask=self.mask, mask_kind=self.mask_kind,
                                levels=self.levels if "levels" not in out else 1)
            elif name in ("wrap", "weave", "levels"):  # judged at the shape, size and algorithm
                if {"shape", "cols", "rows", "algorithm", "mask"} & set(out):
                    continue
                trial = _with_default_param(replace(
                    trial, shape=self.shape, cols=self.cols, rows=self.rows,
                    algorithm=self.algorithm, mask=self.mask, mask_kind=self.mask_kind,
                    wrap=self.wrap if name != "wrap" and "wrap" not in out else "",
                    weave=self.weave if name == "levels" and "weave" not in out else 0))
            elif name == "algorithm":
                trial = _with_default_param(trial)
            try:
                trial.validate()
            except FieldError as exc:
                out.setdefault(exc.field, str(exc))
        if not out:
            try:
                self.validate()
            except FieldError as exc:
                out[exc.field] = str(exc)
        return out

    def spec(self):
        """The MazeSpec of these (validated) settings; a blank seed draws a new one."""
        param = self.param if ALGORITHMS[self.algorithm].param is not None else None
        algorithm = self.algorithm
        if self.labyrinth:  # drawn from its order: no generator plays a part
            algorithm, param = "backtracker", None
        spec = MazeSpec(self.cols, self.rows, algorithm, param, self.seed or None,
                        self.endpoints, self.braid, shape=self.shape, mask=self.mask,
                        wrap=self.wrap, weave=self.weave, levels=self.levels,
                        start=self.start, goal=self.goal, symmetry=self.symmetry,
                        bias=self.bias, run=self.run, river=self.river, room=self.room,
                        unicursal=self.unicursal, word=self.word,
                        labyrinth=self.labyrinth or (), weights=self.weights or "")
        if self.version is not None:
            spec = replace(spec, version=self.version)
        return spec.validate()

    def style(self, cell=None):
        """The Style for pictures at ``cell`` pixels (default: the panel's size)."""
        size = self.cell if cell is None else cell
        wall = thick_wall_for(size) if self.thick_walls else wall_for(size)
        return Style(look=self.look, cell=size, wall=wall,
                     margin=max(4, min(24, size)), palette=self.palette,
                     solution_style=self.solution_style).validate()

    def with_spec(self, spec):
        """These settings, changed to show ``spec`` (a pasted code, an opened file).
        A mask that is not the one these settings made is shown as painted,
        its pieces joined if its code says so."""
        from .masks.mask import split_code
        kind, source, join = self.mask_kind, self.mask_source, self.mask_join
        if (spec.mask, (spec.shape, spec.cols, spec.rows)) != (
                self.mask, grid_size(self.shape, self.cols, self.rows)):
            kind, source = ("painted" if spec.mask else "none"), ""
            join = split_code(spec.mask)[0] if spec.mask else join
        return replace(self, cols=spec.cols, rows=spec.rows, algorithm=spec.algorithm,
                       param=spec.param if spec.param is not None else self.param,
                       braid=spec.braid, endpoints=spec.endpoints, seed=spec.seed,
                       version=spec.version, shape=spec.shape,
                       look=("lines" if spec.shape != "square" or spec.mask or spec.weave
                             or spec.levels > 1 else self.look),
                       mask=spec.mask, mask_kind=kind, mask_source=source, mask_join=join,
                       wrap=spec.wrap, weave=spec.weave, levels=spec.levels,
                       start=spec.start, goal=spec.goal, symmetry=spec.symmetry,
                       bias=spec.bias, run=spec.run, river=spec.river, room=spec.room,
                       unicursal=spec.unicursal, word=spec.word, labyrinth=spec.labyrinth,
                       weights=spec.weights)

    def mask_pieces(self):
        """What the (validated) mask comes to, :data:`mazetk.masks.mask.Pieces`
        (its cells, pieces dropped or joined), ``None`` without one."""
        if not self.mask:
            return None
        return mask_pieces(self.shape, self.cols, self.rows, self.mask)

    def to_dict(self):
        return asdict(self)

    @classmethod
    def from_dict(cls, data):
        """Settings from saved data: unknown keys ignored, each bad value replaced
        by its default, so a damaged file never stops the window from opening."""
        clean = cls()
        if not isinstance(data, dict):
            return clean
        for f in fields(cls):
            if f.name in data:
                candidate = replace(clean, **{f.name: data[f.name]})
                if f.name == "algorithm":  # its own parameter comes next
                    candidate = _with_default_param(candidate)
                try:
                    candidate.validate()
                except (ValueError, TypeError):
                    continue
                clean = candidate
        return clean.validate()


DIFFICULTIES = ("any", "easy", "medium", "hard")


def grid_size(shape, cols, rows):
    """``(shape, cols, rows)`` as a maze takes them, or None when they are bad."""
    try:
        spec = MazeSpec(cols=cols, rows=rows, shape=shape).validate()
    except ValueError:
        return None
    return spec.shape, spec.cols, spec.rows


def pieces_note(spec):
    """What the status bar says of a maze whose mask was in pieces ("" if not)."""
    if spec is None or not spec.mask:
        return ""
    found = mask_pieces(spec.shape, spec.cols, spec.rows, spec.mask)
    if found.dropped:
        return _("the mask had %(pieces)d pieces: kept the largest, %(cells)d of %(total)d "
                 "cells (Pieces: Join keeps all)") % {
                     "pieces": found.pieces, "cells": found.cells, "total": found.total}
    if found.bridges:
        return ngettext("the mask's %(pieces)d pieces are joined by %(bridges)d bridge cell",
                        "the mask's %(pieces)d pieces are joined by %(bridges)d bridge cells",
                        found.bridges) % {"pieces": found.pieces, "bridges": found.bridges}
    return ""


def _mask(kind, code, shape, cols, rows):
    """``(kind, code)`` checked against the shape and size (FieldError "mask")."""
    kind = str(kind or "none").strip().lower()
    if kind not in MASK_KINDS:
        raise FieldError("mask", _("the mask comes from one of: %s") % ", ".join(MASK_KINDS))
    code = "" if kind == "none" else str(code or "").strip()
    if kind != "none" and not code:
        raise FieldError("mask", {
            "outline": _("no mask is made yet: choose its outline, or None"),
            "words": _("no mask is made yet: choose its words, or None"),
            "file": _("no mask is made yet: choose its file, or None")}.get(
                kind, _("no mask is made yet: choose its cells in mask mode, or None")))
    if code:
        from .masks import mask as masks
        try:
            masks.decode(shape, cols, rows, code)
        except ValueError:
            raise FieldError("mask", _("the mask was made for another shape or size: make "
                                       "it again, or choose None")) from None
        try:
            MazeSpec(cols, rows, shape=shape, mask=code).validate()
        except ValueError as exc:
            raise FieldError("mask", str(exc)) from None
    return kind, code


def make_mask(kind, source, shape, cols, rows, threshold=128, own_size=False):
    """The :class:`~mazetk.masks.mask.Mask` the panel's choice makes: an outline at
    this shape and size; words at their own size (``own_size``) or drawn as
    large as fits this size; a picture on a grid of its proportions
    (``own_size``, :func:`mazetk.masks.mask.picture_grid`) or on this size; a mask
    text file at its own size.
    ValueError with a sentence a person can act on (a file that cannot be
    read too)."""
    import os
    from . import grids
    from .masks import mask as masks
    if kind == "outline":
        return masks.outline(source, grids.make(shape, cols, rows))
    if kind == "words":
        if not str(source).strip():
            raise ValueError(_("type the words the maze is made of"))
        if own_size:
            return masks.from_words(source, shape=shape)
        return masks.from_words(source, shape=shape, grid=grids.make(shape, cols, rows))
    if kind == "file":
        if not source:
            raise ValueError(_("choose a file: a picture (PNG, GIF, PBM, PGM, PPM) or a "
                               ".mask.txt"))
        try:
            return masks.read(source, shape, *((None, None) if own_size else (cols, rows)),
                              threshold=threshold)
        except OSError as exc:
            raise ValueError(_("could not read %(file)s: %(why)s") % {
                "file": os.path.basename(source), "why": i18n.os_reason(exc)}) from None
    raise ValueError("a %s mask is not made from a source" % kind)  # i18n: keep (a bug)


def remade_mask(kind, source, threshold, wanted, code, made_for, own_size=False,
                join=False):
    """``(code, made_for, problem)``: the panel's mask after its choice or its
    size changed.  ``wanted`` is the panel's ``(shape, cols, rows)`` (None
    when they are bad), ``code`` and ``made_for`` what it holds now.  An
    outline is made for ``wanted``; words and a picture at their own size
    (a picture's: its proportions) with ``own_size``; a mask text file at
    its own size when it is chosen or the shape changes, and a painted mask
    is never made again: a size they do not fit is the ``problem``, a
    sentence for beside the field.  With ``join`` a mask in pieces has them
    joined (its code says so, :func:`mazetk.masks.mask.with_join`)."""
    code, made_for, problem = _remade(kind, source, threshold, wanted, code, made_for,
                                      own_size)
    if code and not problem:
        from .masks import mask as masks
        code = masks.with_join(code, join)
        if join and mask_pieces(made_for[0], made_for[1], made_for[2], code).pieces == 1:
            code = masks.with_join(code, False)  # one piece: the code as it always was
    return code, made_for, problem


def _remade(kind, source, threshold, wanted, code, made_for, own_size):
    """:func:`remade_mask` but for joining the pieces."""
    from .masks import mask as masks
    from .spec import size_words
    if kind == "none" or wanted is None:
        return "", (None if kind == "none" else made_for), ""
    text_file = kind == "file" and str(source).lower().endswith(".txt")
    if kind == "painted" or (text_file and not own_size and made_for is not None
                             and made_for[0] == wanted[0]):
        if not code:
            return "", None, _("Paint the mask in mask mode (Edit mask…).")
        if made_for != wanted:
            return code, made_for, (_(
                "The painted mask is for %s mazes: set that shape and size, or choose "
                "another mask.") if kind == "painted" else _(
                "The file's mask is for %s mazes: set that shape and size, or choose "
                "another mask.")) % size_words(*made_for)
        return code, made_for, ""
    try:
        threshold = whole(threshold)
    except ValueError:
        return "", None, _("The threshold must be a whole number from 1 to 255.")
    try:
        mask = make_mask(kind, source, wanted[0], wanted[1], wanted[2], threshold,
                         own_size or text_file)
        code = masks.encode(mask)
        mask_of(mask.shape, mask.cols, mask.rows, code)  # none left: an error
    except ValueError as exc:
        text = str(exc).strip()
        return "", None, text[0].upper() + text[1:] + ("" if text.endswith(".") else ".")
    return code, (mask.shape, mask.cols, mask.rows), ""


def _place(settings, name, shape, cols, rows, mask, levels):
    """The chosen place ``name`` (start or goal) of ``settings``, checked
    against the maze they make: None when blank; ValueError when it is no
    cell of it (outside, past a circle's ring, cut away by the mask)."""
    what = {"start": N_("the start"), "goal": N_("the goal")}[name]
    value = getattr(settings, name)
    place = parse_place(value.strip() if isinstance(value, str) else value, what, shape,
                        cols, rows, levels)
    if place is not None and (shape == "circle" or mask):
        from .maze import cell_at, new_grid
        cell_at(new_grid(MazeSpec(cols, rows, shape=shape, mask=mask, levels=levels,
                                  seed="-").validate()), place, _(what))
    return place


def _with_default_param(settings):
    """``settings`` with its algorithm's default parameter (where it has one)."""
    algo = ALGORITHMS.get(str(settings.algorithm).strip())
    if algo is None or algo.param is None:
        return settings
    return replace(settings, param=algo.param.default)


def _percent(value, what, high):
    return _whole_in(value, what, 0, high, "%")


def _whole_in(value, what, low, high, unit):
    number = whole_number(value, what)
    if not low <= number <= high:
        raise ValueError(_("%(what)s must be from %(low)d to %(high)d %(unit)s, not %(n)d") % {
            "what": what, "low": low, "high": high, "unit": unit, "n": number})
    return number


def wall_for(cell):
    """Wall thickness that suits a cell size: thin, but never thicker than a third."""
    return max(1, min(cell // 3, round(cell / 8.0)))


def thick_wall_for(cell):
    """Large print's wall: about twice :func:`wall_for`, at least 2 px where
    the cell has room, and never more than a third of a cell, so a passage
    always stays twice as wide as the walls beside it."""
    return max(1, min(cell // 3, max(2, round(cell / 4.0))))


def _switch(value, field, message):
    """A yes/no setting as a bool: a bool, 0 or 1, or its words in a saved
    file ("true", "off" ...); FieldError ``field`` saying ``message`` (marked
    with ``N_``) otherwise."""
    if isinstance(value, bool):
        return value
    word = str(value).strip().lower()
    if word in ("1", "true", "yes", "on"):
        return True
    if word in ("0", "false", "no", "off", ""):
        return False
    raise FieldError(field, _(message))


class MaskPainting:
    """What the window's mask mode holds, without Tk: ``mask`` being painted,
    drawn by ``layout`` (a :class:`~mazetk.scene.sloped.ShapeLayout` of its full
    grid: ``centre`` and ``cell_at`` in pixels), and the strokes so far, each
    undone whole.  A brush ``across`` cells wide takes the cells whose centres
    lie within it; a drag paints every point along its way, so a fast one
    leaves no gaps.  Each method returns the cells it changed."""

    def __init__(self, mask, layout):
        self.mask, self.layout = mask, layout
        self.strokes, self.stroke = [], None  # stroke: (value, cells, last point)
        grid = layout.grid
        width, height = grid.extent()
        # a cell's width in pixels, and the centres in buckets that wide, so a
        # brush looks only at the cells near it
        self.unit = unit = layout.unit * math.sqrt(width * height / grid.n)
        self.centres = [layout.centre(c) for c in range(grid.n)]
        self.buckets = {}
        for c, (x, y) in enumerate(self.centres):
            self.buckets.setdefault((int(x // unit), int(y // unit)), []).append(c)

    def begin(self, value, point, across=1):
        """A stroke that switches cells ``value`` (0 off, 1 on) from ``point``."""
        self.stroke = (value, [], point)
        return self._paint(point, across)

    def drag(self, point, across=1):
        if self.stroke is None:
            return []
        (x0, y0), (x1, y1) = self.stroke[2], point
        steps = max(1, int(math.hypot(x1 - x0, y1 - y0) / (self.unit / 3.0)))
        changed = []
        for i in range(1, steps + 1):
            changed += self._paint((x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps),
                                   across)
        self.stroke = self.stroke[:2] + (point,)
        return changed

    def end(self):
        """Close the stroke; True when it changed a cell (and can be undone)."""
        stroke, self.stroke = self.stroke, None
        if stroke is None or not stroke[1]:
            return False
        self.strokes.append(stroke[:2])
        return True

    def undo(self):
        """Take back the last stroke."""
        if not self.strokes:
            return []
        value, cells = self.strokes.pop()
        for c in cells:
            self.mask.on[c] = 1 - value
        return cells

    def _paint(self, point, across):
        cell = self.layout.cell_at(*point)
        if cell is None:
            return []
        value, cells, _ = self.stroke
        on = self.mask.on
        changed = [c for c in self.brush(cell, across) if on[c] != value]
        for c in changed:
            on[c] = value
        cells += changed
        return changed

    def brush(self, cell, across):
        """The cells whose centres lie within a brush ``across`` cells wide
        centred on ``cell``."""
        if across <= 1:
            return [cell]
        x, y = self.centres[cell]
        reach = across / 2.0 * self.unit
        span = int(math.ceil(reach / self.unit))
        bx, by = int(x // self.unit), int(y // self.unit)
        centres = self.centres
        return sorted(c for i in range(bx - span, bx + span + 1)
                      for j in range(by - span, by + span + 1)
                      for c in self.buckets.get((i, j), ())
                      if math.hypot(centres[c][0] - x, centres[c][1] - y) <= reach)
