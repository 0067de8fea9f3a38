"""What makes a maze: the settings, their validation, seeds and maze codes.

A :class:`MazeSpec` holds every setting that decides a maze.  ``validate()``
returns a clean copy or raises ``ValueError`` with a sentence a person can
act on.  The same valid spec always gives the same maze, in every process
and on every platform: the seed is text, turned into the state of an
explicit ``random.Random`` through SHA-256 (never ``hash()``).

A maze code is one short line holding the whole spec, for people to paste::

    mz2:40x30:prim:f:b20:7
    mz2:<cols>x<rows>:<algorithm>[.<param>]:<c|r|f endpoints>:b<braid %>:<seed>

A maze cut to a mask (:mod:`mazetk.masks.mask`) carries the mask after its size,
behind a ``+``: ``mz2:40x30+zeNpj...:prim:f:b20:7`` (the mask's compact code,
letters, digits, ``-`` and ``_``).  A maze whose edges wrap around
(:mod:`mazetk.grids.wrap`) carries the wrap after its size, behind a ``~``:
``mz2:40x30~xy:backtracker:c:b0:7``.  A woven maze (:mod:`mazetk.grids.weave`)
carries its weave percentage right after its size, behind a ``w``:
``mz2:40x30w50:backtracker:c:b0:7``.  A maze of several levels
(:mod:`mazetk.grids.levels`) carries its number of floors right after its
size, behind an ``l``: ``mz2:20x15l4:backtracker:c:b0:7``.

The prefix is the version of the pipeline that made the maze.  A code once
given out must rebuild the very same maze for ever, so a change that alters
mazes gets a new version and the old one stays available:

``mz1``  the first pipeline: its braid opened N % of the dead ends (removing
         about 1.5 N % of them), and ``division`` had no parameter (it is
         ``division.0`` today).
``mz2``  braid removes N % of the dead ends; ``division`` weighs each wall's
         orientation by the chamber's proportions unless its parameter is 0.
"""

import functools
import hashlib
import random
import re
import secrets
from dataclasses import dataclass, replace
from urllib.parse import quote, unquote

from .generate import ALGORITHMS, param_word
from .grids import (A_SHAPE_WORDS, ALL_SHAPES, MAX_CELLS, MAX_MASK_CELLS, MAX_RINGS,
                    MAX_SHAPE_CELLS, MAX_SIDE, SHAPE_NAMES, SHAPE_WORDS)
from .grids.cube import FACES as CUBE_FACES, MAX_CUBE
from .grids.polar import PolarGrid
from .generate.symmetry import LETTERS as SYMMETRY_LETTERS, check as check_symmetry
from .generate import texture as textures
from .generate import labyrinth as labyrinths, rooms, word as words
from .grids.levels import check as check_levels
from .grids.weave import check as check_weave
from .grids.wrap import WRAPS, check as check_wrap
from . import weights as grounds
from .i18n import N_, _
from .numbers import whole

ENDPOINTS = ("corners", "random", "farthest")
#: What the window shows for each choice of endpoints (codes, files and the
#: command line keep the names above): :func:`endpoints_name`; the words of
#: the shapes are :mod:`mazetk.grids`' (:func:`shape_name`, :func:`shape_word`,
#: :func:`a_shape_word`).
ENDPOINT_NAMES = {"corners": N_("Corners"), "random": N_("Random"),
                  "farthest": N_("Farthest apart")}
#: The size of a maze of each shape in words: :func:`size_words`.
SIZE_WORDS = {"hex": N_("%(cols)d × %(rows)d hex"),
              "triangle": N_("%(cols)d × %(rows)d triangle"),
              "upsilon": N_("%(cols)d × %(rows)d upsilon"), "circle": N_("%(rings)d-ring circle"),
              "cube": N_("cube of %(cols)d × %(cols)d faces")}
#: The settings an error message may name, as words of the sentence.
_FIELDS = {"columns": N_("columns"), "rows": N_("rows"), "size": N_("size"),
           "braid": N_("braid"), "mask": N_("mask"), "shape": N_("shape"),
           "algorithm": N_("algorithm"), "endpoints": N_("endpoints"), "seed": N_("seed"),
           "wrap": N_("wrap"), "weave": N_("weave"), "levels": N_("levels"),
           "bias": N_("bias"), "run": N_("run"), "river": N_("river"), "room": N_("room"),
           "word": N_("solution word")}
#: The letter a maze code puts before the size of each shape (none for
#: square, so every older code is a square maze).
SHAPE_LETTERS = {"square": "", "hex": "h", "triangle": "t", "circle": "c", "upsilon": "u",
                 "cube": "k"}
#: The shapes whose size is one number (held as ``cols``, and as ``rows`` too).
ONE_SIZE = ("circle", "cube")
#: The pipeline version of new mazes, and every version a code may name.
VERSION = 2
VERSIONS = (1, 2)
CODE_PREFIX = "mz%d" % VERSION
MAX_SEED_LENGTH = 100
#: How much of a person's input an error message echoes.
ECHO_LENGTH = 60


def shape_name(shape):
    """The name the window shows for ``shape`` (``hex`` -> "Hex"), translated."""
    return _(SHAPE_NAMES[shape]) if shape in SHAPE_NAMES else shape


def shape_word(shape):
    """``shape`` as a word inside a translated sentence (``hex`` -> "hex")."""
    return _(SHAPE_WORDS[shape]) if shape in SHAPE_WORDS else shape


def a_shape_word(shape):
    """``shape`` after its article, inside a translated sentence (``upsilon``
    -> "an upsilon", so no message says "a upsilon maze")."""
    return _(A_SHAPE_WORDS[shape]) if shape in A_SHAPE_WORDS else shape


def endpoints_name(endpoints):
    """The name the window shows for a choice of endpoints, translated."""
    return _(ENDPOINT_NAMES[endpoints]) if endpoints in ENDPOINT_NAMES else endpoints


def _field(what):
    """A setting's name as a word of a translated message."""
    return _(_FIELDS[what]) if what in _FIELDS else param_word(what)


def shown(value, limit=ECHO_LENGTH):
    """``repr`` of ``value`` for a message, cut to about ``limit`` characters."""
    text = repr(value if isinstance(value, str) else str(value))
    if len(text) <= limit:
        return text
    return text[:limit - 3] + "..."


def _text(value, what):
    """``value`` as text that can be encoded (ValueError for stray bytes)."""
    text = str(value)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(_("the %(what)s %(value)s holds bytes that are not UTF-8 text")
                         % {"what": _field(what), "value": shown(text)}) from None
    return text


def rng_for(seed):
    """A ``random.Random`` whose state depends on the seed text alone."""
    digest = hashlib.sha256(("mazetk:" + str(seed)).encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def new_seed():
    """A fresh random seed (as text) for a maze made without one."""
    return str(secrets.randbelow(999999999) + 1)


def parse_size(text):
    """``"40x30"`` -> ``(40, 30)`` (columns, rows); ``"12"`` -> ``(12, 12)``
    (a circle's rings, or a square maze); ValueError otherwise."""
    parts = str(text).lower().replace("×", "x").split("x")
    if len(parts) == 1 and parts[0].strip().isdigit():
        return whole_number(parts[0], "size"), whole_number(parts[0], "size")
    if len(parts) != 2:
        raise ValueError(_("size %s must be COLUMNSxROWS, for example 40x30") % shown(text))
    return whole_number(parts[0], "columns"), whole_number(parts[1], "rows")


def _rings(cols, rows):
    """A circle has one size, its number of rings, held as ``cols``; the
    rows are ignored (documented), so that switching the shape in the window
    never makes a size an error."""
    if not 1 <= cols <= MAX_RINGS:
        raise ValueError(_("a circle maze has from 1 to %(most)d rings, not %(rings)d")
                         % {"most": MAX_RINGS, "rings": cols})
    return cols, cols


def _cube_side(cols, rows):
    """A cube has one size, its faces' side, held as ``cols`` (the rows are
    ignored, as a circle's)."""
    if not 1 <= cols <= MAX_CUBE:
        raise ValueError(_("a cube maze has faces of 1 to %(most)d cells a side, not %(size)s")
                         % {"most": MAX_CUBE, "size": cols})
    return cols, cols


def _mask_code(code, shape, cols, rows):
    """The mask code checked against the shape and size: "" or the code."""
    if code in (None, ""):
        return ""
    if shape == "cube":
        raise ValueError(_("a cube maze cannot have a mask"))
    code = _text(code, "mask").strip()
    if shape_cells(shape, cols, rows) > MAX_MASK_CELLS:
        raise ValueError(_("a masked maze has at most %(most)d cells in its full grid; "
                           "%(size)s has %(cells)d")
                         % {"most": MAX_MASK_CELLS, "size": _size_text(shape, cols, rows),
                            "cells": shape_cells(shape, cols, rows)})
    mask_of(shape, cols, rows, code)  # ValueError if it does not fit
    return code


def mask_of(shape, cols, rows, code):
    """The :class:`~mazetk.masks.mask.Mask` of a code as the maze has it, its
    largest piece kept or (a code asking for it) its pieces joined:
    ``(mask, pieces_dropped)``."""
    kept = mask_pieces(shape, cols, rows, code)
    return kept.mask, kept.dropped


@functools.lru_cache(maxsize=8)
def mask_pieces(shape, cols, rows, code):
    """What the mask of a code comes to (:data:`mazetk.masks.mask.Pieces`): the
    maze's mask, the pieces, those dropped and the bridges joining the rest.
    Remembered: specs are checked often."""
    from .masks import mask as masks
    join = masks.split_code(code)[0]
    return masks.pieces(masks.decode(shape, cols, rows, code), join=join)


def shape_cells(shape, cols, rows):
    """How many cells a maze of this shape and size has."""
    if shape == "circle":
        from .grids.polar import ring_counts
        return sum(ring_counts(cols))
    if shape == "cube":
        return 6 * cols * cols
    return cols * rows


def size_words(shape, cols, rows):
    """The size as a person reads it, translated: ``20 × 15``, ``20 × 15 hex``,
    ``12-ring circle`` (a file name wants the plain numbers and shape id)."""
    words = SIZE_WORDS.get(shape)
    if words is None:  # square: numbers only, the same in every language
        return "%d × %d" % (cols, rows)
    return _(words) % {"cols": cols, "rows": rows, "rings": cols}


def _size_text(shape, cols, rows):
    if shape == "cube":
        return _("six faces of %d x %d") % (cols, cols)
    return _("%d rings") % cols if shape == "circle" else "%d x %d" % (cols, rows)


def whole_number(value, what):
    """``value`` (an int or its digits) as an int; ValueError naming the
    setting ``what`` (a word of :data:`_FIELDS` or a parameter's name)."""
    if isinstance(value, bool):
        raise ValueError(_("%s must be a whole number") % _field(what))
    if isinstance(value, int):
        return value
    text = str(value).strip()
    try:
        return whole(text)
    except ValueError:
        if not text:
            raise ValueError(_("%s is empty: enter a whole number") % _field(what)) from None
        raise ValueError(_("%(what)s must be a whole number, not %(value)s")
                         % {"what": _field(what), "value": shown(text)}) from None


@dataclass(frozen=True)
class MazeSpec:
    """Every setting that decides a maze (the look of it is elsewhere)."""

    cols: int = 20
    rows: int = 15
    algorithm: str = "backtracker"
    param: object = None
    seed: object = None
    endpoints: str = "corners"
    braid: object = 0
    version: int = VERSION
    shape: str = "square"
    #: The mask's compact code (:func:`mazetk.masks.mask.encode`), "" for none.
    mask: str = ""
    #: The edges that meet: "x", "y", "xy" or "" (:mod:`mazetk.grids.wrap`).
    wrap: str = ""
    #: How often passages run under others, 0 to 100 (:mod:`mazetk.grids.weave`).
    weave: object = 0
    #: Floors joined by stairs, 1 for a flat maze or 2 to 20 (:mod:`mazetk.grids.levels`).
    levels: object = 1
    #: Where the start and the goal are, chosen (None: by ``endpoints``): a
    #: place counted from 1 as the window's status line says it (see
    #: :func:`parse_place`); the other end, when one is None, by ``endpoints``.
    start: object = None
    goal: object = None
    #: "mirror", "rotate2", "rotate4" or "" (:mod:`mazetk.generate.symmetry`).
    symmetry: str = ""
    #: The texture knobs, 0 for none (:mod:`mazetk.generate.texture`): level
    #: against upright passages (-100 to 100), straight runs and rivers (0 to 100).
    bias: object = 0
    run: object = 0
    river: object = 0
    #: A room in the middle (:mod:`mazetk.generate.rooms`): ``(W, H)`` cells of a
    #: square maze, ``(N, N)`` innermost rings of a circle; None for none.
    room: object = None
    #: One path through every cell (:mod:`mazetk.generate.unicursal`): the maze of
    #: half the size, each cell split in four round its passages.
    unicursal: bool = False
    #: A word the one way writes (:mod:`mazetk.generate.word`), "" for none.
    word: str = ""
    #: A classical labyrinth's circuit order (:mod:`mazetk.generate.labyrinth`):
    #: a name, text like ``3-2-1-4-7-6-5`` or a tuple; () for none.
    labyrinth: object = ()
    #: What each cell costs to enter (:mod:`mazetk.weights`): "" for plain
    #: ground, ``random:SEED``, or ``cells:`` and the packed costs.
    weights: str = ""

    @property
    def texture(self):
        """The knobs as a :class:`mazetk.generate.texture.Texture`."""
        return textures.Texture(self.bias, self.run, self.river)

    def validate(self):
        """A clean copy: numbers as ints, names checked, a seed drawn if missing.

        Names may differ in case, spaces and ``_`` from the listed ones, and
        may have spaces around them; an empty name, or one holding a line
        break or another control character, is an error like any unknown one.
        """
        if isinstance(self.version, bool) or self.version not in VERSIONS:
            raise ValueError(_("maze version must be one of %(choices)s, not %(value)s")
                             % {"choices": ", ".join(map(str, VERSIONS)),
                                "value": shown(self.version)})
        shape = _text("square" if self.shape is None else self.shape, "shape").strip(" ").lower()
        if shape not in ALL_SHAPES:
            raise ValueError(_("unknown shape %(value)s; choose one of: %(choices)s")
                             % {"value": shown(self.shape), "choices": ", ".join(ALL_SHAPES)})
        cols = whole_number(self.cols, "columns")
        rows = whole_number(self.rows, "rows")
        if shape == "circle":
            cols, rows = _rings(cols, rows)
        elif shape == "cube":
            cols, rows = _cube_side(cols, rows)
        for value, what in ((cols, "columns"), (rows, "rows")):
            if value < 1:
                raise ValueError(_("%(what)s must be at least 1, not %(value)d")
                                 % {"what": _field(what), "value": value})
            if value > MAX_SIDE:
                raise ValueError(_("%(what)s must be at most %(most)d, not %(value)d")
                                 % {"what": _field(what), "most": MAX_SIDE, "value": value})
        if cols * rows > MAX_CELLS:
            raise ValueError(_("%(cols)d x %(rows)d is %(cells)d cells; the largest maze has "
                               "%(most)d cells (2000 x 2000)")
                             % {"cols": cols, "rows": rows, "cells": cols * rows,
                                "most": MAX_CELLS})
        if shape != "square":
            cells = shape_cells(shape, cols, rows)
            if cells > MAX_SHAPE_CELLS:
                raise ValueError(_("%(a_shape)s maze of %(size)s has %(cells)d cells; the "
                                   "largest %(shape)s maze has %(most)d cells")
                                 % {"a_shape": a_shape_word(shape),
                                    "shape": shape_word(shape), "cells": cells,
                                    "size": _size_text(shape, cols, rows),
                                    "most": MAX_SHAPE_CELLS})
            if shape == "triangle" and cols == 1 and rows > 2:
                raise ValueError(_("a triangle maze of more than 2 rows needs at least "
                                   "2 columns"))
        mask = _mask_code(self.mask, shape, cols, rows)
        wrap = _text("" if self.wrap is None else self.wrap, "wrap").strip(" ").lower()
        wrap = {"none": "", "yx": "xy"}.get(wrap, wrap)
        if wrap not in WRAPS:
            raise ValueError(_("wrap must be one of: none, x, y, xy, not %s") % shown(self.wrap))
        check_wrap(shape, cols, rows, wrap)
        if wrap and mask:
            raise ValueError(_("a masked maze cannot wrap around"))
        name = _text(self.algorithm, "algorithm").strip(" ")
        if not name:
            raise ValueError(_("the algorithm is empty; choose one of: %s")
                             % ", ".join(ALGORITHMS))
        name = name.lower().replace("_", "-").replace(" ", "-")
        if name not in ALGORITHMS:
            raise ValueError(_("unknown algorithm %(value)s; choose one of: %(choices)s")
                             % {"value": shown(self.algorithm),
                                "choices": ", ".join(ALGORITHMS)})
        algo = ALGORITHMS[name]
        others = ", ".join(a.name for a in ALGORITHMS.values() if not a.square_only)
        if algo.square_only and mask:
            raise ValueError(_("%(algorithm)s needs whole rows and columns, so it makes no "
                               "masked maze; use one of: %(choices)s")
                             % {"algorithm": name, "choices": others})
        if algo.square_only and shape != "square":
            raise ValueError(_("%(algorithm)s makes square mazes only; on %(a_shape)s maze "
                               "use one of: %(choices)s")
                             % {"algorithm": name, "a_shape": a_shape_word(shape),
                                "choices": others})
        if wrap and algo.square_only:
            raise ValueError(_("%(algorithm)s works along the edges, so it makes no maze that "
                               "wraps around; use one of: %(choices)s")
                             % {"algorithm": name, "choices": others})
        param = None
        if algo.param is not None:
            p = algo.param
            default = p.default
            if self.version == 1 and name == "division":
                default = 0  # mz1 division always cut across the longer side
            param = default if self.param in (None, "") else whole_number(self.param, p.name)
            if not p.low <= param <= p.high:
                raise ValueError(_("%(what)s for %(algorithm)s must be from %(low)d to "
                                   "%(high)d, not %(value)d")
                                 % {"what": param_word(p.name), "algorithm": name,
                                    "low": p.low, "high": p.high, "value": param})
        elif self.param not in (None, ""):
            raise ValueError(_("%s takes no parameter") % name)
        endpoints = _text(self.endpoints, "endpoints").strip(" ").lower()
        matches = [e for e in ENDPOINTS if endpoints and e.startswith(endpoints)]
        if len(matches) != 1:
            raise ValueError(_("endpoints must be one of: %(choices)s, not %(value)s")
                             % {"choices": ", ".join(ENDPOINTS), "value": shown(self.endpoints)})
        braid = whole_number(self.braid, "braid")
        if not 0 <= braid <= 100:
            raise ValueError(_("braid must be a percentage from 0 to 100, not %d") % braid)
        seed = new_seed() if self.seed is None else _text(self.seed, "seed").strip()
        if not seed:
            seed = new_seed()
        if len(seed) > MAX_SEED_LENGTH:
            raise ValueError(_("the seed %(seed)s is longer than %(most)d characters")
                             % {"seed": shown(seed), "most": MAX_SEED_LENGTH})
        weave = whole_number(0 if self.weave in (None, "") else self.weave, "weave")
        if not 0 <= weave <= 100:
            raise ValueError(_("weave must be a percentage from 0 to 100, not %d") % weave)
        check_weave(shape, weave, wrap, bool(mask), name)
        levels = whole_number(1 if self.levels in (None, "") else self.levels, "levels")
        check_levels(shape, levels, wrap, weave, bool(mask))
        if levels > 1:
            if algo.square_only:
                raise ValueError(_("%(algorithm)s works along rows, so it makes no maze of "
                                   "several levels; use one of: %(choices)s")
                                 % {"algorithm": name, "choices": others})
            if cols * rows * levels > (MAX_CELLS if shape == "square" else MAX_SHAPE_CELLS):
                raise ValueError(_("%(levels)d levels of %(cols)d x %(rows)d are %(cells)d "
                                   "cells; the largest maze of levels has %(most)d")
                                 % {"levels": levels, "cols": cols, "rows": rows,
                                    "cells": cols * rows * levels,
                                    "most": MAX_CELLS if shape == "square"
                                    else MAX_SHAPE_CELLS})
        start, goal = (parse_place(value, what, shape, cols, rows, levels)
                       for value, what in ((self.start, N_("the start")),
                                           (self.goal, N_("the goal"))))
        if start is not None and start == goal:
            raise ValueError(_("the start and the goal are the same place, %s")
                             % place_text(start))
        symmetry = _text("" if self.symmetry is None else self.symmetry,
                         "symmetry").strip(" ").lower()
        symmetry = {"none": "", "m": "mirror", "2": "rotate2", "4": "rotate4"}.get(
            symmetry, symmetry)
        check_symmetry(symmetry, cols, rows, shape)
        if symmetry:
            for what, there in ((_("a mask"), mask), (_("a wrap"), wrap),
                                (_("a weave"), weave), (_("levels"), levels > 1),
                                (_("braid"), braid)):
                if there:
                    raise ValueError(_("a symmetric maze cannot have %s yet") % what)
            if algo.square_only:
                raise ValueError(_("%(algorithm)s works along the rows of the whole grid, "
                                   "so it makes no symmetric maze; use one of: %(choices)s")
                                 % {"algorithm": name, "choices": others})
        knobs = textures.Texture(*(whole_number(0 if value in (None, "") else value, knob)
                                   for knob, value in zip(textures.KNOBS, self.texture)))
        textures.check(knobs, name, shape, weave, symmetry)
        room = parse_room(self.room, shape)
        if room is not None:
            rooms.check(room, shape, cols, rows)
            given_labyrinth = self.labyrinth not in ((), "", None)  # says it below
            for what, there in ((_("a mask"), mask and not given_labyrinth), (_("a wrap"), wrap),
                                (_("a weave"), weave), (_("levels"), levels > 1),
                                (_("symmetry"), symmetry)):
                if there:
                    raise ValueError(_("a maze with a room cannot have %s yet") % what)
        unicursal = self.unicursal not in (None, False, 0, "", "0")
        if unicursal:
            if shape != "square":
                raise ValueError(_("a unicursal maze is made on a square grid, not %s")
                                 % shape_word(shape))
            if cols % 2 or rows % 2:
                raise ValueError(_("a unicursal maze is a maze of half its size with each "
                                   "cell split in four: give an even number of columns and "
                                   "rows, like %(cols)dx%(rows)d, not %(given)s")
                                 % {"cols": cols + cols % 2, "rows": rows + rows % 2,
                                    "given": "%dx%d" % (cols, rows)})
            for what, there in ((_("a mask"), mask), (_("a wrap"), wrap),
                                (_("a weave"), weave), (_("levels"), levels > 1),
                                (_("symmetry"), symmetry), (_("a room"), room),
                                (_("braid"), braid)):
                if there:
                    raise ValueError(_("a unicursal maze cannot have %s: it is one path")
                                     % what)
            if start is not None or goal is not None:
                raise ValueError(_("a unicursal maze's start and goal sit side by side where "
                                   "its one path is cut; they cannot be chosen"))
        word = _text(self.word or "", "word").strip()
        if word:
            words.check(word, shape, cols, rows)
            word = words.letters(word)[0]
            for what, there in ((_("a mask"), mask), (_("a wrap"), wrap),
                                (_("a weave"), weave), (_("levels"), levels > 1),
                                (_("symmetry"), symmetry), (_("a room"), room),
                                (_("braid"), braid), (_("one path"), unicursal)):
                if there:
                    raise ValueError(_("a maze whose way writes a word cannot have %s") % what)
            if start is not None or goal is not None:
                raise ValueError(_("a maze whose way writes a word starts at its left edge and "
                                   "ends at its right edge; its ends cannot be chosen"))
            if matches[0] != "corners":
                raise ValueError(_("a maze whose way writes a word starts at its left edge and "
                                   "ends at its right edge: its endpoints are corners"))
        labyrinth = self.labyrinth
        if isinstance(labyrinth, (tuple, list)):
            labyrinth = labyrinths.text(labyrinth) if labyrinth else ""
        labyrinth = labyrinths.parse(labyrinth) if str(labyrinth).strip() else ()
        if labyrinth:
            inner = 1 if room is None or shape != "circle" else room[0]
            circuits = labyrinths.circuits(labyrinth)
            if shape != "circle" or cols != circuits + inner:
                raise ValueError(_("a labyrinth of %(n)d circuits is a circle of %(rings)d "
                                   "rings (its centre and the circuits round it), not %(size)s")
                                 % {"n": circuits, "rings": circuits + inner,
                                    "size": _size_text(shape, cols, rows)})
            if name != "backtracker" or param is not None:
                raise ValueError(_("a labyrinth is drawn from its circuit order, not made by "
                                   "a generator: leave the algorithm out"))
            for what, there in ((_("a mask"), mask), (_("braid"), braid),
                                (_("a weave"), weave), (_("levels"), levels > 1),
                                (_("a wrap"), wrap), (_("symmetry"), symmetry),
                                (_("a solution word"), word),
                                (_("bias, run or river"), any(knobs)),
                                (_("chosen ends"), start is not None or goal is not None),
                                (_("other endpoints than corners"),
                                 matches[0] != "corners")):
                if there:
                    raise ValueError(_("a labyrinth has one way from its rim to its centre: it "
                                       "cannot have %s") % what)
            labyrinths.layout(PolarGrid(cols), labyrinth)  # ValueError where its turns do not fit
        return MazeSpec(cols, rows, name, param, seed, matches[0], braid, self.version, shape,
                        mask, wrap, weave, levels, start, goal, symmetry, *knobs, room,
                        unicursal, word, labyrinth, grounds.spec_text(self.weights))

    def code(self):
        """The maze code of this (validated) spec, in its own version."""
        s = self.validate() if self.seed is None else self
        algo = s.algorithm if s.param is None else "%s.%d" % (s.algorithm, s.param)
        if any(s.texture):  # backtracker/b40r20v10: the knobs that are not 0
            algo += "/" + textures.code_text(s.texture)
        size = SHAPE_LETTERS[s.shape] + (
            "%d" % s.cols if s.shape in ONE_SIZE else "%dx%d" % (s.cols, s.rows))
        if s.unicursal:  # 40x30n: one path through every cell
            size += "n"
        if s.room is not None:  # r4x3: a room of 4 x 3 cells; c12r3: 3 open rings
            size += "r" + ("%d" % s.room[0] if s.shape == "circle" else "%dx%d" % s.room)
        if s.labyrinth:  # c8o3-2-1-4-7-6-5: a labyrinth's circuit order (after its centre's r)
            size += "o" + labyrinths.text(s.labyrinth)
        if s.weave:
            size += "w%d" % s.weave
        if s.levels != 1:
            size += "l%d" % s.levels
        if s.symmetry:
            size += "s" + SYMMETRY_LETTERS[s.symmetry]
        if s.wrap:
            size += "~" + s.wrap
        if s.mask:
            size += "+" + s.mask
        if s.word:  # =HELLO: the word the way writes
            size += "=" + quote(s.word, safe="")
        ends = s.endpoints[0]
        if s.start is not None or s.goal is not None:  # c1.1-15.20: chosen places
            ends += "-".join("" if p is None else ".".join(map(str, p))
                             for p in (s.start, s.goal))
        code = "mz%d:%s:%s:%s:b%d:%s" % (s.version, size, algo, ends, s.braid,
                                          quote(str(s.seed), safe=""))
        if s.weights:  # :wr7 random ground of seed 7; :wz... the packed costs
            code += ":w" + ("r" + quote(s.weights[len("random:"):], safe="")
                            if s.weights.startswith("random:") else "z" + s.weights[len("cells:"):])
        return code

    @classmethod
    def from_code(cls, code):
        """The spec a maze code stands for; ValueError with what is wrong.

        Every field must be spelled out: an empty parameter after the dot
        (``prim.``) or unknown letters are refused, never replaced by a default.
        """
        text = str(code).strip()
        parts = text.split(":", 6)
        prefixes = {"mz%d" % v: v for v in VERSIONS}
        ground = ""
        if len(parts) == 7:
            if parts[6][:2].lower() in ("wr", "wz"):
                ground = parts.pop()
            else:  # a seed typed with a colon in it, not quoted
                parts[5:] = [parts[5] + ":" + parts[6]]
        if ground:
            kind, packed = ground[:2].lower(), ground[2:]
            if kind == "wr" and packed:
                try:
                    ground = "random:" + unquote(packed, errors="strict")
                except UnicodeDecodeError:
                    raise ValueError(_("maze code: the ground's seed is not valid "
                                       "percent-encoded text")) from None
            elif kind == "wz" and packed:
                ground = "cells:" + packed
            else:
                raise ValueError(_("maze code: the ground after the seed must look like wr7 "
                                   "(random ground of seed 7) or wz and packed costs, not %s")
                                 % shown(ground))
        if len(parts) != 6 or parts[0].lower() not in prefixes:
            raise ValueError(_("%(text)s is not a maze code; a code looks like "
                               "%(prefix)s:40x30:prim:c:b0:7")
                             % {"text": shown(text), "prefix": CODE_PREFIX})
        version = prefixes[parts[0].lower()]
        size, algo, ends, braid, seed = parts[1:]
        size, equal, word = size.partition("=")
        if equal:
            try:
                word = unquote(word, errors="strict")
            except UnicodeDecodeError:
                raise ValueError(_("maze code: the word after = is not valid percent-encoded "
                                   "text")) from None
            if not word:
                raise ValueError(_("maze code: the word after = is missing"))
        size, plus, mask = size.partition("+")
        if plus and not mask:
            raise ValueError(_("maze code: the mask after + is missing"))
        size, tilde, wrap = size.partition("~")
        if tilde and wrap.lower() not in ("x", "y", "xy"):
            raise ValueError(_("maze code: the wrap after ~ must be x, y or xy"))
        size, mirrored, symmetry = size.lower().partition("s")
        if mirrored:
            symmetry = {v: k for k, v in SYMMETRY_LETTERS.items()}.get(symmetry)
            if symmetry is None:
                raise ValueError(_("maze code: the symmetry after s must be m, 2 or 4"))
        size, stacked, levels = size.partition("l")
        if stacked and not (levels.isdigit() and levels.isascii()):
            raise ValueError(_("maze code: the levels after l must be a whole number, like "
                               "l4, not %s") % shown(levels))
        size, woven, weave = size.partition("w")
        if woven and not (weave.isdigit() and weave.isascii()):
            raise ValueError(_("maze code: the weave after w must be a whole number, like "
                               "w50, not %s") % shown(weave))
        size, ordered, order = size.partition("o")
        if ordered and not re.fullmatch(r"[0-9]+(-[0-9]+)*", order, re.ASCII):
            raise ValueError(_("maze code: the circuit order after o must look like "
                               "o3-2-1-4-7-6-5, not %s") % shown(order))
        size, roomed, room = size.partition("r")
        if roomed and not re.fullmatch(r"[0-9]+(x[0-9]+)?", room, re.ASCII):
            raise ValueError(_("maze code: the room after r must look like r4x3 (a circle's: "
                               "r3), not %s") % shown(room))
        room = (tuple(map(int, room.split("x"))) if "x" in room else (int(room),) * 2) \
            if roomed else None
        size, single, rest = size.partition("n")
        if single and rest:
            raise ValueError(_("maze code: n (one path) ends the size, like 40x30n, not %s")
                             % shown(parts[1]))
        shape = "square"
        for name, letter in SHAPE_LETTERS.items():
            if letter and size[:1].lower() == letter:
                shape, size = name, size[1:]
        if shape == "circle":
            if not (size.isdigit() and size.isascii()):
                raise ValueError(_("maze code: a circle's size is its number of rings, "
                                   "like c12, not %s") % shown(parts[1]))
            cols = rows = int(size)
        elif shape == "cube":
            if not (size.isdigit() and size.isascii()):
                raise ValueError(_("maze code: a cube's size is its faces' side, like k8, "
                                   "not %s") % shown(parts[1]))
            cols = rows = int(size)
        else:
            cols, rows = parse_size(size)
        algo, slash, knobs = algo.partition("/")
        found = re.fullmatch(r"(?:b(-?[0-9]+))?(?:r([0-9]+))?(?:v([0-9]+))?", knobs, re.ASCII)
        if slash and not (knobs and found):
            raise ValueError(_("maze code: the texture after / must look like b40r20v10 (bias, "
                               "run and river, each left out when 0), not %s") % shown(knobs))
        knobs = [int(v) if v else 0 for v in found.groups()] if slash else [0, 0, 0]
        param = None
        if "." in algo:
            algo, param = algo.split(".", 1)
            if not param.isdigit() or not param.isascii():
                raise ValueError(_("maze code: the parameter after %(algorithm)s. must be a "
                                   "whole number, not %(value)s")
                                 % {"algorithm": algo, "value": shown(param)})
        ends, places = ends[:1], ends[1:]
        ends = {"c": "corners", "r": "random", "f": "farthest"}.get(ends.lower())
        if ends is None:
            raise ValueError(_("maze code: endpoints must be c, r or f"))
        start = goal = None
        if places:
            start, dash, goal = places.partition("-")
            if not dash or not (start or goal) or not all(
                    re.fullmatch(r"([0-9]+(\.[0-9]+)*)?", p, re.ASCII) for p in (start, goal)):
                raise ValueError(_("maze code: the chosen ends must look like c1.1-15.20 (the "
                                   "start's place, a dash, the goal's), not %s") % shown(parts[3]))
            start = tuple(map(int, start.split("."))) if start else None
            goal = tuple(map(int, goal.split("."))) if goal else None
        if not (braid[:1].lower() == "b" and braid[1:].isdigit() and braid[1:].isascii()):
            raise ValueError(_("maze code: the braid field must look like b20, not %s")
                             % shown(braid))
        try:
            seed = unquote(seed, errors="strict")
        except UnicodeDecodeError:
            raise ValueError(_("maze code: the seed is not valid percent-encoded text")) from None
        if not seed:
            raise ValueError(_("maze code: the seed is missing"))
        return cls(cols, rows, algo, param, seed, ends, int(braid[1:]), version,
                   shape, mask, wrap.lower(), int(weave) if woven else 0,
                   int(levels) if stacked else 1, start, goal, symmetry or "", *knobs,
                   room, bool(single), word if equal else "",
                   order if ordered else (), ground).validate()

    def replace(self, **changes):
        return replace(self, **changes)


def parse_room(value, shape):
    """``value`` (text ``4x3``, ``3`` for a circle's rings, or a pair) as the
    room :mod:`mazetk.generate.rooms` takes: ``(W, H)``, a circle's ``(N, N)``;
    None or "" for none.  ValueError when it is no size."""
    if value is None or value == "" or value == ():
        return None
    if isinstance(value, (tuple, list)):
        numbers = [whole_number(v, "room") for v in value]
        if len(numbers) != 2:
            raise ValueError(_("a room is WIDTHxHEIGHT, like 4x3, not %s") % shown(value))
        w, h = numbers
    else:
        text = _text(value, "room").strip().lower().replace("×", "x")
        try:
            if shape == "circle":
                w = h = whole_number(text, "room")
            else:
                w, h = parse_size(text)
        except ValueError:
            words = (_("a circle's open centre is a number of rings, like 3, not %s")
                     if shape == "circle" else _("a room is WIDTHxHEIGHT, like 4x3, not %s"))
            raise ValueError(words % shown(value)) from None
    if shape == "circle" and w != h:
        raise ValueError(_("a circle's open centre is a number of rings, like 3, not %s")
                         % shown(value))
    return w, h


#: A place's numbers, by what the maze is made of (see :func:`parse_place`).
PLACE_WORDS = {"square": N_("row,column"), "circle": N_("ring,cell"),
               "levels": N_("floor,row,column"), "cube": N_("face,row,column")}


def place_form(shape, levels=1):
    """What a place of such a maze is written as: ``row,column`` ... (translated)."""
    return _(PLACE_WORDS["cube" if shape == "cube" else "levels" if levels > 1
                         else "circle" if shape == "circle" else "square"])


def place_text(place):
    """A place as a person writes it: ``3,7``."""
    return ",".join(map(str, place))


def parse_place(value, what, shape, cols, rows, levels=1):
    """``value`` (text like ``3,7``, or a tuple of whole numbers) as a place
    of a maze of that shape and size, counted from 1 as the window's status
    line counts: ``row,column``; ``floor,row,column`` on a maze of levels;
    ``face,row,column`` on a cube (the face by number, 1 to 6 in the order
    top, left, front, right, back, bottom, or by name); ``ring,cell`` on a
    circle, ring 0 its centre.  None or "" is None.  ValueError naming
    ``what`` (marked with ``N_``) when it is no such place.  A circle's cell
    number and a mask's holes are checked when the maze is built."""
    if value is None or value == "":
        return None
    form = place_form(shape, levels)
    if isinstance(value, str):
        parts = [p.strip().lower() for p in value.replace(";", ",").split(",")]
        if shape == "cube" and parts and parts[0] in CUBE_FACES:
            parts[0] = str(CUBE_FACES.index(parts[0]) + 1)
        if not all(p.isdigit() and p.isascii() for p in parts):
            raise ValueError(_("%(what)s must be a place written %(form)s, like %(example)s, "
                               "not %(value)s") % {"what": _(what), "form": form,
                                                   "example": _example(shape, levels),
                                                   "value": shown(value)})
        place = tuple(int(p) for p in parts)
    else:
        try:
            place = tuple(value)
        except TypeError:
            place = (value,)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in place):
            raise ValueError(_("%(what)s must be a place written %(form)s, not %(value)s")
                             % {"what": _(what), "form": form, "value": shown(value)})
    if shape == "circle":
        limits = ((0, cols - 1), (1, None))
    elif shape == "cube":
        limits = ((1, 6), (1, cols), (1, cols))
    elif levels > 1:
        limits = ((1, levels), (1, rows), (1, cols))
    else:
        limits = ((1, rows), (1, cols))
    if len(place) != len(limits):
        raise ValueError(_("%(what)s must be a place written %(form)s, like %(example)s, "
                           "not %(value)s") % {"what": _(what), "form": form,
                                               "example": _example(shape, levels),
                                               "value": place_text(place)})
    for v, (low, high) in zip(place, limits):
        if v < low or high is not None and v > high:
            raise ValueError(_("%(what)s, %(value)s, is outside the maze: %(form)s from "
                               "%(low)s to %(high)s") % {
                "what": _(what), "value": place_text(place), "form": form,
                "low": place_text(l for l, _h in limits),
                "high": place_text("…" if h is None else h for _l, h in limits)})
    return place


def _example(shape, levels):
    return {"cube": "3,1,1", "circle": "0,1"}.get(shape, "2,1,1" if levels > 1 else "1,1")
