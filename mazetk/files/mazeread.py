"""Maze files read: the text matrix of the original Prim program, JSON, and ASCII art.

Text matrix: 2R+1 lines of 2C+1 tokens separated by single spaces.  The
token at line 2r+1, position 2c+1 is cell (r, c): ``1``, or ``s`` for the
start, ``e`` for the goal.  A token between two cells is ``1`` for a
passage and ``0`` for a wall; corner tokens are ``0``; the border is ``0``
but for openings beside the start and the goal, which are ``1``.  The
reader also takes the matrix without spaces (as in JSON) and files without
openings, as the original program printed them.

Marks the reader places (and the ones it refuses):

- ``s`` or ``e`` on a cell: that cell.
- On a token between two cells (the original Prim program sometimes put
  its ``e`` there): that token is a passage and the mark goes to the one of
  its two cells that lies *farther* from the other end, so the way passes
  the marked token, as in the original picture.  Where both cells are as
  far (an unreachable part), the later cell in reading order (right of, or
  below, the token).  When both marks lie between cells, the goal is placed
  first (farther from both cells of the start), then the start.
- No ``s``: the first cell (the last one if the goal holds the first); no
  ``e``: the last cell (the first one if the start holds the last).
- Refused, with the line and token: a mark on a corner or the outer wall,
  a second ``s`` or ``e``, a corner that is not ``0``, a cell that is ``0``,
  an opening in the outer wall beside neither the start nor the goal, and
  a start on the goal's cell (unless the maze is one cell).

JSON (the fields are listed in :func:`.mazewrite.to_json`): a square maze
from its ``matrix`` (marks as above), another shape from ``passages``, or
any maze from its ``code`` alone.  Every version mazetk wrote reads: 1 (a
square maze, ``start`` and ``goal`` as ``[row, col]``), 2 (another shape,
cell numbers), 3 (both, every shape) and 4 (3, and a number a cell for
other programs: ``cells_open`` and the geometry, skipped unread, as the
passages say it all).  Where a document gives a thing
twice, the two must agree, or the file is refused with where: ``cols``,
``rows`` and ``cells`` with the matrix, ``start`` with ``start_cell`` (and
with the matrix's mark), and a square maze's ``passages`` with its matrix,
pair by pair, read a run at a time after the matrix (never kept whole).
The solutions are skipped; a code is kept only if it makes the same maze.

Every reader streams: a line (or a JSON string, or a chunk of 64 KiB) at a
time, and checks the shape first, so a file that is not a maze is refused
after reading its first lines, and a 2000 x 2000 maze takes little more
memory than the grid it fills.  ASCII art (``+--+`` / ``|  |``, from
:mod:`mazetk.export.asciiart`) reads back too; its dots (the solution) are ignored.

The JSON is read a value at a time by :mod:`.jsonread`; the writers are
in :mod:`.mazewrite`.
"""

import codecs
import io
import os
import re
import time
from array import array
from collections import deque
from itertools import islice

from ..grids import (ALL_SHAPES, E, MAX_CELLS, MAX_MASK_CELLS, MAX_RINGS, MAX_SHAPE_CELLS,
                     MAX_SIDE, N, S, SquareGrid, W)
from .. import weights as grounds
from ..i18n import N_, _
from ..maze import Maze
from .regularfile import NotRegularFile, open_regular
from ..spec import MazeSpec, a_shape_word
from ..grids.cube import MAX_CUBE
from ..grids.levels import MAX_LEVELS
from .jsonread import CHUNK, Chars, MazeFileError, cut, key_name
from .mazewrite import described, passage_runs

#: The largest file :func:`load` reads: a 2000 x 2000 text matrix is 32 MB; its
#: JSON about 90 MB (a 16 MB matrix, 70 MB of passages) and at most 240 MB
#: (passages between every two cells, a solution through every cell).
MAX_FILE_BYTES = 256 * 1024 * 1024

_LINE_LIMIT = 4 * (2 * MAX_SIDE + 1) + 8   # the longest line a text reader takes
_MAX_BLANK_LINES = 1000
_MAX_JSON_KEYS = 100
#: The lists of a number a cell (version 4): skipped, never kept.
_PER_CELL = ("cells_open", "cells_kind", "cells_centre", "cells_arc")
_MAX_PASSAGES = 2 * MAX_CELLS  # the most any maze has: a square's every wall open


# -- reading: the matrix, a line at a time --------------------------------------

def _table(bit, on=b"1sSeE"):
    table = bytearray(256)
    for ch in on:
        table[ch] = bit
    return bytes(table)


_TOKENS = b"01sSeE"
_N_BIT, _E_BIT, _S_BIT, _W_BIT = (_table(1 << k) for k in (N, E, S, W))
_MARK = re.compile(rb"[sSeE]")


#: Messages about a mark, whole sentences a kind ("s" or "e").
_SECOND_MARK = {"s": N_("%(place)s: a second start 's' (the first is at %(first)s)"),
                "e": N_("%(place)s: a second goal 'e' (the first is at %(first)s)")}
_MARK_ON_WALL = {"s": N_("%s: the start 's' is on the outer wall; a mark belongs on a cell"),
                 "e": N_("%s: the goal 'e' is on the outer wall; a mark belongs on a cell")}
_MARKED_ELSEWHERE = {"s": N_("\"start\" is %(given)s but the matrix marks the start at "
                             "%(place)s"),
                     "e": N_("\"goal\" is %(given)s but the matrix marks the goal at "
                             "%(place)s")}


class _Mark:
    """Where a mark stood (``number``, token index ``j``, matrix line ``i``)
    and the cells it may stand for: one, or the two beside a passage."""

    def __init__(self, number, j, i, cells):
        self.number, self.j, self.i, self.cells = number, j, i, cells


class _Matrix:
    """Matrix lines in, passage bits out: one line at a time, checked at once.

    ``place(number, j)`` names token ``j`` (0-based) of line ``number`` in
    messages ("line 3, token 5"); ``place(number, None)`` names the line.
    """

    def __init__(self, place):
        self.place = place
        self.width = self.cols = None
        self.max_lines = 0
        self.count = 0
        self.pas = bytearray()
        self.north = self.east_west = 0
        self.marks = {"s": None, "e": None}
        self.openings = []  # (number, j, cell)
        self.last_wall = None

    def add(self, tokens, number):
        """Take one line of tokens (``bytes``, one byte a token)."""
        i = self.count
        if i == 0:
            self._first(tokens, number)
        elif len(tokens) != self.width:
            raise MazeFileError(_("%(place)s: expected %(width)d tokens like the first line, "
                                  "found %(found)d") % {"place": self.place(number, None),
                                                        "width": self.width,
                                                        "found": len(tokens)})
        if i >= self.max_lines:
            raise MazeFileError(
                _("%(place)s: more than %(lines)d lines; a maze %(cols)d cells wide has at "
                  "most %(rows)d rows (mazetk takes at most %(side)d a side and %(cells)d "
                  "cells)")
                % {"place": self.place(number, None), "lines": self.max_lines,
                   "cols": self.cols, "rows": (self.max_lines - 1) // 2, "side": MAX_SIDE,
                   "cells": MAX_CELLS})
        if tokens.translate(None, _TOKENS):
            j = next(j for j, t in enumerate(tokens) if t not in _TOKENS)
            raise MazeFileError(_("%(place)s: expected 0, 1, s or e, found %(found)s")
                                % {"place": self.place(number, j),
                                   "found": cut(chr(tokens[j]))})
        if i % 2:
            self._cells(tokens, number, i)
        else:
            self._walls(tokens, number, i)
        self.count += 1

    def _first(self, tokens, number):
        width = len(tokens)
        if width < 3 or width % 2 == 0:
            raise MazeFileError(_("a maze matrix needs an odd number of tokens on a line, at "
                                  "least 3 (2C+1); %(place)s has %(width)d")
                                % {"place": self.place(number, None), "width": width})
        cols = (width - 1) // 2
        if cols > MAX_SIDE:
            raise MazeFileError(_("the maze is %(cols)d cells wide; mazetk takes at most "
                                  "%(side)d a side and %(cells)d cells")
                                % {"cols": cols, "side": MAX_SIDE, "cells": MAX_CELLS})
        self.width, self.cols = width, cols
        self.max_lines = 2 * min(MAX_SIDE, MAX_CELLS // cols) + 1

    def _cells(self, tokens, number, i):
        cells = tokens[1::2]
        if b"0" in cells:
            j = 2 * cells.index(b"0") + 1
            raise MazeFileError(_("%s: a cell must be 1, s or e, found 0")
                                % self.place(number, j))
        if tokens.translate(None, b"01"):
            for m in _MARK.finditer(tokens):
                self._mark(m.start(), tokens, number, i)
        self.east_west = (int.from_bytes(tokens[2::2].translate(_E_BIT), "big")
                          | int.from_bytes(tokens[0:-1:2].translate(_W_BIT), "big"))
        first = (i // 2) * self.cols
        if tokens[0] == 0x31:
            self.openings.append((number, 0, first))
        if tokens[-1] == 0x31:
            self.openings.append((number, self.width - 1, first + self.cols - 1))

    def _walls(self, tokens, number, i):
        corners = tokens[0::2]
        if corners.strip(b"0"):
            j = 2 * (len(corners) - len(corners.lstrip(b"0")))
            token = chr(tokens[j])
            if token == "1":
                raise MazeFileError(_("%s: a corner token must be 0, found 1")
                                    % self.place(number, j))
            raise MazeFileError(_("%(place)s: %(token)r on a corner token; a mark belongs on "
                                  "a cell") % {"place": self.place(number, j), "token": token})
        between = tokens[1::2]
        if between.translate(None, b"01"):
            for m in _MARK.finditer(tokens):
                self._mark(m.start(), tokens, number, i)
        if i:
            south = int.from_bytes(between.translate(_S_BIT), "big")
            self.pas += (self.north | self.east_west | south).to_bytes(self.cols, "big")
        else:
            self.openings.extend((number, 2 * c + 1, c) for c, t in enumerate(between)
                                 if t == 0x31)
        self.north = int.from_bytes(between.translate(_N_BIT), "big")
        self.last_wall = (number, between)

    def _mark(self, j, tokens, number, i):
        kind = chr(tokens[j]).lower()
        first = self.marks[kind]
        if first is not None:
            raise MazeFileError(_(_SECOND_MARK[kind]) % {
                "place": self.place(number, j), "first": self.place(first.number, first.j)})
        cols = self.cols
        if i % 2:
            row = (i // 2) * cols
            if j % 2:
                cells = (row + j // 2,)
            elif 0 < j < self.width - 1:
                cells = (row + j // 2 - 1, row + j // 2)  # left, right of the passage
            else:
                raise MazeFileError(_(_MARK_ON_WALL[kind]) % self.place(number, j))
        elif i == 0:
            raise MazeFileError(_(_MARK_ON_WALL[kind]) % self.place(number, j))
        else:
            below = (i // 2) * cols + j // 2
            cells = (below - cols, below)  # above, below the passage
        self.marks[kind] = _Mark(number, j, i, cells)

    def finish(self):
        """``(cols, rows, passages)`` once every line is in."""
        height = self.count
        if height == 0:
            raise MazeFileError(_("the file holds no maze: it is empty"))
        if height < 3 or height % 2 == 0:
            raise MazeFileError(_("a maze matrix needs an odd number of lines and of tokens, "
                                  "at least 3 of each (2R+1 by 2C+1); this one is %(lines)d "
                                  "lines of %(width)d") % {"lines": height, "width": self.width})
        rows = (height - 1) // 2
        for kind, mark in self.marks.items():
            if mark is not None and mark.i == height - 1:
                raise MazeFileError(_(_MARK_ON_WALL[kind]) % self.place(mark.number, mark.j))
        number, between = self.last_wall
        last = (rows - 1) * self.cols
        self.openings.extend((number, 2 * c + 1, last + c) for c, t in enumerate(between)
                             if t == 0x31)
        return self.cols, rows, self.pas


def _farther(cells, distance):
    """The one of two neighbouring cells farther by ``distance`` (a tie: the later)."""
    a, b = cells
    return a if distance(a) > distance(b) else b


def _place_endpoints(matrix, grid, start=None, goal=None):
    """``(start, goal)`` from the marks (see the module docstring), or from
    ``start`` / ``goal`` given by a JSON document, checked against the marks
    and the openings in the outer wall."""
    from ..solve import distances
    n = grid.n
    fixed, pending = {}, {}
    for kind, given in (("s", start), ("e", goal)):
        mark = matrix.marks[kind]
        if given is not None:
            if mark is not None and given not in mark.cells:
                raise MazeFileError(_(_MARKED_ELSEWHERE[kind]) % {
                    "given": list(grid.rc(given)),
                    "place": matrix.place(mark.number, mark.j)})
            fixed[kind] = given
        elif mark is not None:
            if len(mark.cells) == 1:
                fixed[kind] = mark.cells[0]
            else:
                pending[kind] = mark.cells
    if "s" not in fixed and "s" not in pending:
        fixed["s"] = n - 1 if fixed.get("e") == 0 and n > 1 else 0
    if "e" not in fixed and "e" not in pending:
        fixed["e"] = 0 if fixed.get("s") == n - 1 and n > 1 else n - 1
    if len(pending) == 2:
        a, b = (distances(grid, c) for c in pending["s"])
        fixed["e"] = _farther(pending.pop("e"), lambda c: min(a[c], b[c]))
    if pending:
        kind, cells = pending.popitem()
        dist = distances(grid, fixed["e" if kind == "s" else "s"])
        fixed[kind] = _farther(cells, dist.__getitem__)
    start, goal = fixed["s"], fixed["e"]
    if start == goal and n > 1:
        row, col = grid.rc(start)
        raise MazeFileError(_("the start and the goal are the same cell (row %(row)d, "
                              "column %(col)d)") % {"row": row, "col": col})
    for number, j, cell in matrix.openings:
        if cell != start and cell != goal:
            raise MazeFileError(_("%s: an opening in the outer wall beside neither the start "
                                  "nor the goal") % matrix.place(number, j))
    return start, goal


def _grid(matrix):
    cols, rows, pas = matrix.finish()
    grid = SquareGrid(cols, rows)
    grid.passages = pas
    return grid


def _text_tokens(line, number, place):
    """The tokens of one stripped text line as ``bytes``, one byte a token."""
    if b" " not in line and b"\t" not in line:
        return line
    tokens = line[0::2]
    if (len(line) % 2 and not line[1::2].strip(b" ") and b" " not in tokens
            and b"\t" not in tokens):
        return tokens  # single spaces: the usual case, without a list of tokens
    parts = line.split()
    for k, part in enumerate(parts):
        if len(part) != 1:
            raise MazeFileError(_("%(place)s: expected 0, 1, s or e, found %(found)s")
                                % {"place": place(number, k),
                                   "found": cut(part.decode("utf-8", "replace"))})
    return b"".join(parts)


def _lines(f, strip=bytes.strip):
    """``(number, line)`` for each line of ``f``, each read with a bounded
    read and stripped; blank lines are skipped (at most
    :data:`_MAX_BLANK_LINES`)."""
    number = blanks = 0
    while True:
        raw = f.readline(_LINE_LIMIT + 1)
        if not raw:
            return
        number += 1
        if len(raw) > _LINE_LIMIT and not raw.endswith(b"\n"):
            raise MazeFileError(_("line %(line)d is longer than %(most)d characters: not a "
                                  "maze file") % {"line": number, "most": _LINE_LIMIT})
        line = strip(raw)
        if number == 1 and line.startswith(codecs.BOM_UTF8):
            line = strip(line[3:])
        if not line:
            blanks += 1
            if blanks > _MAX_BLANK_LINES:
                raise MazeFileError(_("line %(line)d: more than %(most)d empty lines: not a "
                                      "maze file") % {"line": number, "most": _MAX_BLANK_LINES})
            continue
        yield number, line


#: How a place in a matrix is named: a line of a text file, of a JSON "matrix".
_PLACES = {"line": (N_("line %(line)d"), N_("line %(line)d, token %(token)d")),
           "matrix line": (N_("matrix line %(line)d"),
                           N_("matrix line %(line)d, token %(token)d"))}


def _token_place(what):
    """``place(number, j)``: line ``number`` (token ``j``, 0-based), named as
    ``what`` says ("line" or "matrix line"; any other word is used as it is)."""
    line, token = _PLACES.get(what, ("%(what)s %(line)d", "%(what)s %(line)d, token %(token)d"))

    def place(number, j):
        values = {"what": what, "line": number, "token": None if j is None else j + 1}
        return (_(line) if j is None else _(token)) % values
    return place


def _read_matrix(f):
    place = _token_place("line")
    matrix = _Matrix(place)
    for number, line in _lines(f):
        matrix.add(_text_tokens(line, number, place), number)
    return matrix


# -- reading: ASCII art ------------------------------------------------------------

_ART_SEG = bytes.maketrans(b"- ", b"01")     # '--' a wall, '  ' a passage
_ART_WALL = bytes.maketrans(b"| ", b"01")
_ART_MARK = bytes.maketrans(b" .SE", b"11se")
#: What a cell line of the art may hold, by column modulo 3.
_ART_EXPECTED = (
    N_("line %(line)d, column %(column)d: expected '|' or a space, found %(found)s"),
    N_("line %(line)d, column %(column)d: expected a space, found %(found)s"),
    N_("line %(line)d, column %(column)d: expected S, E, '.' or a space, found %(found)s"))


def _read_art(f):
    """The ``+--+`` / ``|  |`` art of :func:`mazetk.export.asciiart.ascii_art`,
    turned into matrix lines as it is read."""
    cell_lines = set()

    def place(number, j):  # token j of the matrix: its column in the art
        if j is None:
            return _("line %(line)d") % {"line": number}
        column = 3 * (j // 2) + 1
        if j % 2:
            column += 2 if number in cell_lines else 1
        return _("line %(line)d, column %(column)d") % {"line": number, "column": column}

    matrix = _Matrix(place)
    width = None
    count = 0
    for number, line in _lines(f, bytes.rstrip):
        if width is None:
            width = len(line)
            if width < 4 or width % 3 != 1:
                raise MazeFileError(_("line %d: ASCII art needs '+' and then '--+' or '  +' "
                                      "for each column") % number)
        if len(line) > width:
            raise MazeFileError(_("line %(line)d: expected at most %(width)d characters like "
                                  "the first line, found %(found)d")
                                % {"line": number, "width": width, "found": len(line)})
        line = line.ljust(width)  # trailing spaces are often lost on the way
        tokens = bytearray(b"0" * ((width - 1) // 3 * 2 + 1))
        if count % 2 == 0:
            seg = line[1::3]
            if line[0::3].strip(b"+"):
                k = next(k for k, ch in enumerate(line[0::3]) if ch != 0x2B)
                raise MazeFileError(_("line %(line)d, column %(column)d: expected '+', found "
                                      "%(found)s") % {"line": number, "column": 3 * k + 1,
                                                      "found": cut(chr(line[3 * k]))})
            if seg != line[2::3] or seg.translate(None, b"- "):
                c = next(c for c in range(len(seg)) if line[3 * c + 1:3 * c + 3]
                         not in (b"--", b"  "))
                raise MazeFileError(_("line %(line)d, column %(column)d: expected '--' or two "
                                      "spaces, found %(found)s")
                                    % {"line": number, "column": 3 * c + 2,
                                       "found": cut(line[3 * c + 1:3 * c + 3].decode(
                                           "utf-8", "replace"))})
            tokens[1::2] = seg.translate(_ART_SEG)
        else:
            walls, pads, marks = line[0::3], line[1::3], line[2::3]
            if walls.translate(None, b"| ") or pads.strip(b" ") or \
                    marks.translate(None, b" .SE"):
                k = next(k for k, ch in enumerate(line)
                         if ch not in (b"| " if k % 3 == 0 else b" " if k % 3 == 1
                                       else b" .SE"))
                raise MazeFileError(_(_ART_EXPECTED[k % 3])
                                    % {"line": number, "column": k + 1,
                                       "found": cut(chr(line[k]))})
            cell_lines.add(number)
            tokens[0::2] = walls.translate(_ART_WALL)
            tokens[1::2] = marks.translate(_ART_MARK)
        matrix.add(bytes(tokens), number)
        count += 1
    return matrix


# -- reading: JSON, a document a key at a time --------------------------------


class _Json:
    """A JSON maze document: ``doc`` holds the small values, ``matrix`` the
    matrix read line by line (or None), ``passages`` the pairs (or None) unless
    they came after the matrix and were checked against it as they were read
    (``check``); the solution is skipped."""

    def __init__(self, f):
        chars = Chars(f, MAX_FILE_BYTES)
        self.doc = {}
        self.streamed = set()  # the keys read apart from doc
        self.matrix = self.grid = self.passages = self.check = self.mask = None
        self.tunnels = self.weights = None
        first = chars.peek()
        if first != "{":
            if first == "[":
                raise MazeFileError(_("the JSON holds no maze object (it is a list)"))
            chars.fail(_("expected '{'"))
        chars.pos += 1
        if chars.peek() == "}":
            chars.pos += 1
        else:
            while True:
                if chars.peek() != '"':
                    chars.fail(_("expected a key in quotes"))
                at = chars.where()
                key = chars.string()
                if key in self.doc or key in self.streamed:
                    raise MazeFileError(_("%(place)s: the key %(key)s appears twice")
                                        % {"place": at, "key": key_name(key)})
                if len(self.doc) >= _MAX_JSON_KEYS:
                    raise MazeFileError(_("%(place)s: more than %(most)d keys: not a maze "
                                          "file") % {"place": at, "most": _MAX_JSON_KEYS})
                chars.expect(":", _("expected ':' after a key"))
                value = chars.peek()
                if key == "matrix" and value == "[":
                    self.matrix = self._matrix(chars)
                    self.streamed.add(key)
                elif key == "mask" and value == "[":
                    self.mask = self._mask(chars)
                    self.streamed.add(key)
                elif key in ("solution", "solution_cells") and value == "[":
                    chars.need(64)
                    if key == "solution_cells" or re.match(
                            r"\[[ \t\n\r]*[0-9]", chars.buf[chars.pos:chars.pos + 64]):
                        chars.skip_cells(key)  # cell numbers (the other shapes' solution)
                    else:
                        chars.skip_pairs(key)
                    self.streamed.add(key)
                elif key in _PER_CELL and value == "[":
                    chars.skip_numbers(key)  # for other programs: the passages say it all
                    self.streamed.add(key)
                elif key == "weights" and value == "[":
                    self.weights = self._weights(chars)
                    self.streamed.add(key)
                elif key == "tunnels" and value == "[":
                    self.tunnels = chars.cell_triples(key, _MAX_PASSAGES)
                    self.streamed.add(key)
                elif key == "passages" and value == "[":
                    self._passages(chars, key)
                    self.streamed.add(key)
                else:
                    self.doc[key] = chars.small_value(key)
                if chars.peek() == ",":
                    chars.pos += 1
                    continue
                chars.expect("}", _("expected ',' or '}'"))
                break
        if chars.peek():
            chars.fail(_("extra text after the maze object"))

    def square_grid(self):
        """The grid of the matrix (made once, when first asked for)."""
        if self.grid is None:
            self.grid = _grid(self.matrix)
        return self.grid

    def _passages(self, chars, key):
        """Pairs after a square maze's matrix are checked against it a run at
        a time, never kept; others are kept, to be checked or built on."""
        if self.matrix is not None and self.doc.get("shape", "square") == "square":
            self.check = _PassageCheck(self.square_grid(), self.matrix.place)
            chars.cell_pairs(key, _MAX_PASSAGES, self.check.add)
        else:
            self.passages = array("i")
            chars.cell_pairs(key, _MAX_PASSAGES, self.passages.extend)

    @staticmethod
    def _mask(chars):
        """The ``mask`` lines: ``X`` (or ``#``) a cell, ``.`` (or space) none."""
        lines, total = [], 0
        chars.pos += 1
        if chars.peek() == "]":
            chars.pos += 1
            return lines
        while True:
            if chars.peek() != '"':
                raise MazeFileError(_("\"mask\" item %(item)d is not text at %(place)s: the "
                                      "JSON needs \"mask\": a list of text lines")
                                    % {"item": len(lines) + 1, "place": chars.where()})
            line = chars.string()
            bad = re.search(r"[^X#. ]", line)
            if bad:
                raise MazeFileError(_("\"mask\" line %(line)d, column %(column)d: expected X, "
                                      "#, . or a space, found %(found)s")
                                    % {"line": len(lines) + 1, "column": bad.start() + 1,
                                       "found": cut(bad.group())})
            total += len(line)
            if total > MAX_MASK_CELLS:
                raise MazeFileError(_("\"mask\" has more than the %d cells a masked maze "
                                      "may have") % MAX_MASK_CELLS)
            lines.append(line)
            if chars.peek() == ",":
                chars.pos += 1
                continue
            chars.expect("]", _("expected ',' or ']' in \"mask\""))
            return lines

    @staticmethod
    def _weights(chars):
        """The ``weights`` lines: a digit 1 to 9 a cell (``.`` one a mask cuts away)."""
        lines, total = [], 0
        chars.pos += 1
        if chars.peek() == "]":
            chars.pos += 1
            return lines
        while True:
            if chars.peek() != '"':
                raise MazeFileError(_("\"weights\" item %(item)d is not text at %(place)s: "
                                      "the JSON needs \"weights\": a list of lines of digits "
                                      "1 to 9") % {"item": len(lines) + 1, "place": chars.where()})
            line = chars.string()
            total += len(line)
            if total > MAX_CELLS:
                raise MazeFileError(_("\"weights\" has more than the %d cells a maze may have")
                                    % MAX_CELLS)
            lines.append(line)
            if chars.peek() == ",":
                chars.pos += 1
                continue
            chars.expect("]", _("expected ',' or ']' in \"weights\""))
            return lines

    @staticmethod
    def _matrix(chars):
        place = _token_place("matrix line")
        matrix = _Matrix(place)
        chars.pos += 1
        number = 0
        if chars.peek() == "]":
            chars.pos += 1
            return matrix
        while True:
            number += 1
            if chars.peek() != '"':
                raise MazeFileError(_("\"matrix\" item %(item)d is not text at %(place)s: the "
                                      "JSON needs \"matrix\": a list of text lines")
                                    % {"item": number, "place": chars.where()})
            line = chars.string()
            if not line.isascii():
                j = next(j for j, ch in enumerate(line) if ord(ch) > 127)
                raise MazeFileError(_("%(place)s: expected 0, 1, s or e, found %(found)s")
                                    % {"place": place(number, j), "found": cut(line[j])})
            matrix.add(_text_tokens(line.encode("ascii").strip(), number, place), number)
            if chars.peek() == ",":
                chars.pos += 1
                continue
            chars.expect("]", _("expected ',' or ']' in \"matrix\""))
            return matrix


def _json_maze(parsed, progress=None):
    """The :class:`Maze` of a parsed JSON document (builds from its code if
    needed), on the ground its ``weights`` lay, or else its code's."""
    maze = _json_passages(parsed, progress)
    if "weights" in parsed.doc:
        raise MazeFileError(_("\"weights\" must be a list of lines of digits 1 to 9, one a "
                              "row"))
    if parsed.weights is not None:
        try:
            costs = grounds.read("\n".join(parsed.weights), maze.grid)
        except ValueError as exc:
            raise MazeFileError(_("\"weights\": %s") % exc) from None
        spec = maze.spec
        if spec is not None and grounds.costs(maze.grid, spec.weights) != costs:
            spec = spec.replace(weights=grounds.pack(costs))
        maze.set_weights(costs, spec)
    elif maze.spec is not None and maze.spec.weights and maze.weights is None:
        try:
            maze.set_weights(grounds.costs(maze.grid, maze.spec.weights))
        except ValueError as exc:
            raise MazeFileError(_("the maze code: %s") % exc) from None
    return maze


def _json_passages(parsed, progress=None):
    """The :class:`Maze` of a parsed JSON document, its ground aside."""
    doc, matrix = parsed.doc, parsed.matrix
    version = doc.get("version", 1)
    if isinstance(version, bool) or version not in (1, 2, 3, 4, 5, 6, 7, 8):
        raise MazeFileError(_("\"version\" is %s, but this mazetk reads versions 1 to 8: the "
                              "file comes from a newer mazetk") % cut(version))
    if "tunnels" in doc:
        raise MazeFileError(_("\"tunnels\" must be a list of [cell, cell, cell] lists"))
    weave = doc.get("weave", 0)
    if isinstance(weave, bool) or not isinstance(weave, int) or not 0 <= weave <= 100:
        raise MazeFileError(_("\"weave\" must be a whole number from 0 to 100, not %s")
                            % cut(weave))
    if (weave or parsed.tunnels) and (matrix is not None or parsed.mask is not None
                                      or parsed.passages is None):
        raise MazeFileError(_("a woven maze has no \"matrix\" or \"mask\": its \"passages\" "
                              "and \"tunnels\" say where the ways are"))
    if weave and parsed.tunnels is None and parsed.passages is not None:
        raise MazeFileError(_("a woven maze lists its \"tunnels\" (an empty list when no "
                              "passage runs under another)"))
    if parsed.tunnels and not weave:
        raise MazeFileError(_("the maze has \"tunnels\" but a \"weave\" of 0"))
    if doc.get("wrap", "") not in ("", "x", "y", "xy"):
        raise MazeFileError(_("\"wrap\" must be \"\", \"x\", \"y\" or \"xy\", not %s")
                            % cut(doc["wrap"]))
    if doc.get("wrap") and (matrix is not None or parsed.mask is not None):
        raise MazeFileError(_("a maze that wraps around has no \"matrix\" or \"mask\": its "
                              "\"passages\" say where the ways are"))
    levels = doc.get("levels", 1)
    if levels != 1 and (matrix is not None or parsed.mask is not None
                        or parsed.passages is None and not doc.get("code")):
        raise MazeFileError(_("a maze of several levels has no \"matrix\" or \"mask\": its "
                              "\"passages\" say where the ways and the stairs are"))
    code = doc.get("code")
    if code is not None and not isinstance(code, str):
        raise MazeFileError(_("\"code\" must be a maze code (text), not %s") % cut(code))
    if parsed.mask is not None:
        if matrix is not None:
            raise MazeFileError(_("a masked maze has no \"matrix\": its \"passages\" say "
                                  "where the ways are"))
        if parsed.passages is None:
            raise MazeFileError(_("the masked maze needs its \"passages\""))
        return _shape_maze(doc, parsed.passages, code, progress, parsed.mask)
    if parsed.passages is not None and matrix is None:
        return _shape_maze(doc, parsed.passages, code, progress, tunnels=parsed.tunnels)
    if doc.get("matrix") is not None:
        raise MazeFileError(_("the JSON needs \"matrix\": a list of text lines, not %s")
                            % cut(doc["matrix"]))
    if matrix is None:
        if not code:
            raise MazeFileError(_("the JSON needs \"matrix\": a list of text lines "
                                  "(or a maze \"code\")"))
        try:
            spec = MazeSpec.from_code(code)
        except ValueError as exc:
            raise MazeFileError(_("the maze code: %s") % exc) from None
        if "levels" in doc and spec.levels != _whole(doc, "levels", 1, MAX_LEVELS):
            raise MazeFileError(_("\"levels\" is %(levels)s but the maze code makes %(made)d")
                                % {"levels": cut(levels), "made": spec.levels})
        return _build(spec, progress)
    shape = doc.get("shape", "square")
    if shape != "square":
        raise MazeFileError(_("\"shape\" is %s, but a matrix holds a square maze only")
                            % cut(shape))
    grid = parsed.square_grid()
    for key in ("cols", "rows"):
        if key in doc:
            value = doc[key]
            if isinstance(value, bool) or not isinstance(value, int):
                raise MazeFileError(_("\"%(key)s\" must be a whole number, not %(value)s")
                                    % {"key": key, "value": cut(value)})
            if value != getattr(grid, key):
                raise MazeFileError(_("\"%(key)s\" is %(value)d but the matrix has %(found)d")
                                    % {"key": key, "value": value, "found": getattr(grid, key)})
    if "cells" in doc and _whole(doc, "cells", 1, MAX_CELLS) != grid.n:
        raise MazeFileError(_("\"%(key)s\" is %(value)d but the matrix has %(found)d")
                            % {"key": "cells", "value": doc["cells"], "found": grid.n})
    check = parsed.check
    if parsed.passages is not None:  # listed before the matrix
        check = _PassageCheck(grid, matrix.place)
        check.add(parsed.passages)
    if check is not None:
        check.finish()
    given = {key: _end(doc, key, grid, "pair") for key in ("start", "goal")}
    start, goal = _place_endpoints(matrix, grid, **{k: v for k, v in given.items()
                                                    if v is not None})
    maze = Maze(grid, start, goal)
    if code:
        maze.spec = _matching_spec(code, maze, progress)
    return maze


def _end(doc, key, grid, form):
    """The cell ``doc`` gives for ``key`` (start or goal), or None: from
    ``key`` (``form`` "pair": ``[row, col]`` as a square maze's matrix has it;
    "number": a cell number as another shape's; "either") and from
    ``key_cell``, a cell number; when both are there they must agree."""
    name = key + "_cell"
    cell = _whole(doc, name, 0, grid.n - 1) if name in doc else None
    if key not in doc:
        return cell
    value = doc[key]
    if form != "number" and isinstance(value, list):
        if (len(value) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
                or not (0 <= value[0] < grid.rows and 0 <= value[1] < grid.cols)):
            raise MazeFileError(_("\"%(key)s\" must be [row, col] inside the maze, not "
                                  "%(value)s") % {"key": key, "value": cut(value)})
        old = grid.cell(value[0], value[1])
    elif form == "pair":
        raise MazeFileError(_("\"%(key)s\" must be [row, col] inside the maze, not %(value)s")
                            % {"key": key, "value": cut(value)})
    else:
        old = _whole(doc, key, 0, grid.n - 1)
    if cell is not None and cell != old:
        raise MazeFileError(_("\"%(name)s\" is %(cell)d but \"%(key)s\" is %(value)s, cell "
                              "%(old)d") % {"name": name, "cell": cell, "key": key,
                                            "value": cut(value), "old": old})
    return old


class _PassageCheck:
    """A square maze's ``passages`` against its matrix, a run at a time.

    A file mazetk wrote lists them in the order of
    :func:`.mazewrite.passage_runs`, and is checked by comparing arrays; any
    other order is checked pair by pair.  A pair the matrix walls off, one
    listed twice, or a passage of the matrix left out is refused, with its
    place in the matrix.
    """

    def __init__(self, grid, place):
        self.grid, self.place = grid, place
        self.runs = passage_runs(grid)
        self.near, self.far = array("i"), array("i")  # the writer's, ahead of the file
        self.count = 0    # pairs taken
        self.seen = None  # bits per cell, once the order is not the writer's

    def add(self, pairs):
        """Take ``pairs``: a flat array ``a, b, a, b, ...``."""
        if self.seen is None:
            size = len(pairs) // 2
            while len(self.near) < size:
                near, far = next(self.runs, ((), ()))
                if not near:
                    break
                self.near.extend(near)
                self.far.extend(far)
            if self.near[:size] == pairs[0::2] and self.far[:size] == pairs[1::2]:
                del self.near[:size], self.far[:size]
                self.count += size
                return
            self._stray()
        self._each(pairs)

    def _stray(self):
        """Leave the writer's order: mark the pairs that came in it as seen."""
        self.seen = bytearray(self.grid.n)
        left, self.count = self.count, 0
        for near, far in passage_runs(self.grid):
            if not left:
                break
            flat = array("i", near[:left] * 2)
            flat[0::2], flat[1::2] = array("i", near[:left]), array("i", far[:left])
            self._each(flat)
            left -= len(flat) // 2

    def _each(self, pairs):
        grid, seen = self.grid, self.seen
        n = grid.n
        for i in range(0, len(pairs), 2):
            a, b = pairs[i], pairs[i + 1]
            self.count += 1
            values = {"item": self.count, "a": a, "b": b, "last": n - 1}
            if not (0 <= a < n and 0 <= b < n):
                raise MazeFileError(_("\"passages\" item %(item)d: [%(a)d, %(b)d] names a cell "
                                      "outside the maze (0 to %(last)d)") % values)
            try:
                k = grid.slot_towards(a, b)
            except ValueError:
                raise MazeFileError(_("\"passages\" item %(item)d: cells %(a)d and %(b)d are "
                                      "not neighbours") % values) from None
            if not grid.passages[a] >> k & 1:
                values["place"] = self._where(a, b)
                raise MazeFileError(_("\"passages\" item %(item)d: [%(a)d, %(b)d] is a wall in "
                                      "the matrix (%(place)s)") % values)
            if seen[a] >> k & 1:
                raise MazeFileError(_("\"passages\" item %(item)d: [%(a)d, %(b)d] is listed "
                                      "twice") % values)
            seen[a] |= 1 << k
            seen[b] |= 1 << grid.match[a * grid.slots + k]

    def finish(self):
        """Refuse the file if a passage of the matrix was left out."""
        grid = self.grid
        if self.seen is None:
            near, far = (self.near, self.far) if self.near else next(self.runs, ((), ()))
            missing = (near[0], far[0]) if near else None
        else:
            missing = next(((a, b) for near, far in passage_runs(grid)
                            for a, b in zip(near, far)
                            if not self.seen[a] >> grid.slot_towards(a, b) & 1), None)
        if missing:
            a, b = missing
            raise MazeFileError(_("the matrix has a passage at %(place)s (cells %(a)d and "
                                  "%(b)d) that \"passages\" does not list")
                                % {"place": self._where(a, b), "a": a, "b": b})

    def _where(self, a, b):
        """The matrix token between neighbouring cells ``a`` and ``b``."""
        (r, c), (r2, c2) = self.grid.rc(a), self.grid.rc(b)
        return self.place(r + r2 + 2, c + c2 + 1)


def _whole(doc, key, low, high):
    if key not in doc:
        raise MazeFileError(_("\"%(key)s\" is missing: a whole number from %(low)d to "
                              "%(high)d") % {"key": key, "low": low, "high": high})
    value = doc[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise MazeFileError(_("\"%(key)s\" must be a whole number from %(low)d to %(high)d, "
                              "not %(value)s") % {"key": key, "low": low, "high": high,
                                                  "value": cut(value)})
    return value


def _shape_maze(doc, pairs, code, progress=None, mask_lines=None, tunnels=None):
    """The maze of a JSON document with ``shape`` and ``passages`` (any shape),
    cut to ``mask_lines`` if it has a ``mask``: then every cell keeps its full
    grid's number, and the mask says which of them exist."""
    from .. import grids
    shape = doc.get("shape", "square")
    if shape not in ALL_SHAPES:
        raise MazeFileError(_("\"shape\" must be one of %(choices)s, not %(value)s")
                            % {"choices": ", ".join(ALL_SHAPES), "value": cut(shape)})
    levels = _whole(doc, "levels", 1, MAX_LEVELS) if "levels" in doc else 1
    if shape == "circle":
        cols = rows = _whole(doc, "cols", 1, MAX_RINGS)
    elif shape == "cube":
        cols = rows = _whole(doc, "cols", 1, MAX_CUBE)
    else:
        cols, rows = _whole(doc, "cols", 1, MAX_SIDE), _whole(doc, "rows", 1, MAX_SIDE)
        if cols * rows * levels > (MAX_CELLS if shape == "square" else MAX_SHAPE_CELLS):
            raise MazeFileError(_("%(a_shape)s maze of %(cols)d x %(rows)d cells is larger "
                                  "than mazetk makes")
                                % {"a_shape": a_shape_word(shape), "cols": cols, "rows": rows})
    try:
        grid = grids.make(shape, cols, rows, doc.get("wrap", ""), doc.get("weave", 0), levels)
    except ValueError as exc:
        raise MazeFileError(str(exc)) from None
    if tunnels:
        _dig_tunnels(grid, tunnels)
    if "cells" in doc and doc["cells"] != grid.n:
        raise MazeFileError(_("\"cells\" is %(value)s but %(a_shape)s maze of that size has "
                              "%(cells)d") % {"value": cut(doc["cells"]),
                                              "a_shape": a_shape_word(shape), "cells": grid.n})
    if shape == "circle" and "rings" in doc and doc["rings"] != list(grid.counts):
        raise MazeFileError(_("\"rings\" does not match a circle of %d rings") % cols)
    full = grid
    if mask_lines is not None:
        grid = _masked_grid(full, shape, cols, rows, mask_lines)
    n = full.n
    number = grid.index if mask_lines is not None else None
    for i in range(0, len(pairs), 2):
        a, b = pairs[i], pairs[i + 1]
        if not (0 <= a < n and 0 <= b < n):
            raise MazeFileError(_("passage %(item)d: [%(a)d, %(b)d] names a cell outside the "
                                  "maze (0 to %(last)d)")
                                % {"item": i // 2 + 1, "a": a, "b": b, "last": n - 1})
        if number is not None:
            if number[a] < 0 or number[b] < 0:
                raise MazeFileError(_("passage %(item)d: cell %(cell)d is not in the mask")
                                    % {"item": i // 2 + 1,
                                       "cell": a if number[a] < 0 else b})
            a, b = number[a], number[b]
        try:
            k = grid.slot_towards(a, b)
        except ValueError:
            raise MazeFileError(_("passage %(item)d: cells %(a)d and %(b)d are not neighbours")
                                % {"item": i // 2 + 1, "a": a, "b": b}) from None
        grid.link(a, k)
    if tunnels:
        _check_crossings(grid)
    form = "either" if shape == "square" and levels == 1 else "number"
    start, goal = (_end(doc, key, full, form) for key in ("start", "goal"))
    if start is None or goal is None:
        _whole(doc, "start" if start is None else "goal", 0, n - 1)  # says it is missing
    if number is not None:
        for message, cell in ((_("the start, cell %d, is not in the mask"), start),
                              (_("the goal, cell %d, is not in the mask"), goal)):
            if number[cell] < 0:
                raise MazeFileError(message % cell)
    for key, want in described(full, start, goal).items():
        # what the file says of its grid for other programs must be true of it
        if key in doc and doc[key] != want:
            raise MazeFileError(_("\"%(key)s\" is %(value)s, but this maze's is %(want)s")
                                % {"key": key, "value": cut(doc[key]), "want": cut(want)})
    if number is not None:
        start, goal = number[start], number[goal]
    if start == goal and grid.n > 1:
        raise MazeFileError(_("\"start\" and \"goal\" are the same cell (%d)") % start)
    from ..maze import open_border
    open_border(grid, start, goal)
    maze = Maze(grid, start, goal)
    if code:
        maze.spec = _matching_spec(code, maze, progress)
    return maze


def _dig_tunnels(grid, tunnels):
    """Dig the ``tunnels`` (flat ``a, u, b`` triples, either way round, in
    any order) into a woven grid, each checked: three cells in a straight
    line on the plane, nothing under ``u`` yet, and neither mouth already
    taken by another tunnel.  A tunnel's mouth may be a crossing itself."""
    n, s = grid.n, grid.slots
    nbr, beyond, opp = grid.nbr, grid._beyond, grid.opp
    for i in range(0, len(tunnels), 3):
        a, u, b = tunnels[i:i + 3]
        where = {"item": i // 3 + 1, "a": a, "u": u, "b": b}
        if not (0 <= a < n and 0 <= u < n and 0 <= b < n):
            raise MazeFileError(_("tunnel %(item)d: [%(a)d, %(u)d, %(b)d] names a cell outside "
                                  "the maze") % where)
        slots = [k for k in range(s) if beyond(a, k) == u and beyond(u, k) == b]
        k = slots[0] if slots else -1
        if (k < 0 or grid.under[u] or nbr[a * s + k] != u or nbr[u * s + k] != b
                or nbr[b * s + opp[k]] != u):
            raise MazeFileError(_("tunnel %(item)d: [%(a)d, %(u)d, %(b)d] is not a straight "
                                  "way under cell %(u)d from a neighbour to the one opposite")
                                % where)
        grid.dig(a, k)


def _check_crossings(grid):
    """Every cell a tunnel runs under has one straight passage across it."""
    s = grid.slots
    half = s // 2
    for _a, u, _b in grid.tunnels():
        real = [k for k in range(s) if grid.is_open(u, k) and grid.nbr[u * s + k] >= 0]
        if len(real) != 2 or real[1] - real[0] != half:
            raise MazeFileError(_("cell %d has a tunnel under it, so it needs exactly one "
                                  "straight passage across it") % u)


def _masked_grid(full, shape, cols, rows, lines):
    """The grid of a masked maze's ``mask`` lines, checked against its size."""
    from ..grids.masked import MaskedGrid
    from ..masks.mask import Mask, keep_largest
    try:
        mask = Mask.from_text("\n".join(lines) + "\n", shape)
    except ValueError as exc:
        raise MazeFileError(_("\"mask\": %s") % exc) from None
    if mask.n != full.n:
        # a text mask's rows may end early: pad them to the maze's width
        if shape != "circle" and mask.rows == rows and mask.cols <= cols:
            on = bytearray(full.n)
            for r in range(rows):
                on[r * cols:r * cols + mask.cols] = mask.on[r * mask.cols:(r + 1) * mask.cols]
            mask = Mask(shape, cols, rows, on)
        else:
            raise MazeFileError(_("\"mask\" is %(mask_cols)d x %(mask_rows)d but the maze is "
                                  "%(cols)d x %(rows)d")
                                % {"mask_cols": mask.cols, "mask_rows": mask.rows,
                                   "cols": cols, "rows": rows})
    try:
        dropped = keep_largest(mask, full)[1]
    except ValueError as exc:
        raise MazeFileError(_("\"mask\": %s") % exc) from None
    if dropped:
        raise MazeFileError(_("\"mask\" falls in %d pieces; a maze is one") % (dropped + 1))
    return MaskedGrid(full, mask.on, checked=True)


def _matching_spec(code, maze, progress=None):
    """The spec of ``code`` if it rebuilds exactly ``maze``, else None.

    A file whose matrix was edited by hand keeps its maze; the code, which
    would make another one, is dropped rather than trusted.
    """
    try:
        spec = MazeSpec.from_code(code)
    except ValueError:
        return None
    if (spec.shape, spec.cols, spec.rows) != (maze.grid.shape, maze.cols, maze.rows):
        return None
    made = _build(spec, progress)
    if (made.grid.passages, made.start, made.goal) != (maze.grid.passages, maze.start,
                                                        maze.goal):
        return None
    return spec


_PROGRESS_STEPS = 1 << 16


def _build(spec, progress=None):
    """``maze.build(spec)``, calling ``progress(fraction)`` now and then."""
    from .. import maze as pipeline
    if progress is None:
        return pipeline.build(spec)
    began = time.perf_counter()
    grid, steps = pipeline.stepper(spec)
    made = []

    def run():
        made.append((yield from steps))

    walk = run()
    n = grid.n
    progress(0.0)
    while True:
        deque(islice(walk, _PROGRESS_STEPS), maxlen=0)
        if made:
            made[0].seconds = time.perf_counter() - began
            progress(1.0)
            return made[0]
        progress(1.0 - grid.passages.count(0) / n)  # the share of cells carved


# -- reading: files ------------------------------------------------------------------

class _Parsed:
    """A file read but not yet made into a maze: ``kind`` is json, text or art."""

    def __init__(self, kind, matrix=None, json_doc=None):
        self.kind, self.matrix, self.json = kind, matrix, json_doc


def _read(f):
    """Read an open binary file (seekable) into a :class:`_Parsed`."""
    head = f.read(CHUNK)
    if b"\x00" in head:
        raise MazeFileError(_("not a text file (it holds NUL bytes)"))
    try:
        codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
    except UnicodeDecodeError:
        raise MazeFileError(_("not a text file (it is not UTF-8)")) from None
    if head.startswith(codecs.BOM_UTF8):
        head = head[3:]
    first = head.lstrip()[:1]
    f.seek(0)
    if first in (b"{", b"["):
        return _Parsed("json", json_doc=_Json(f))
    if first == b"+":
        return _Parsed("art", matrix=_read_art(f))
    return _Parsed("text", matrix=_read_matrix(f))


def _maze(parsed, progress=None):
    if parsed.kind == "json":
        return _json_maze(parsed.json, progress)
    grid = _grid(parsed.matrix)
    start, goal = _place_endpoints(parsed.matrix, grid)
    return Maze(grid, start, goal)


def _read_path(path):
    try:
        f = open_regular(path)
    except IsADirectoryError:
        raise MazeFileError(_("%s is a folder, not a maze file") % cut(os.fspath(path))) from None
    except NotRegularFile:
        raise MazeFileError(_("%s is not a regular file") % cut(os.fspath(path))) from None
    with f:
        if os.fstat(f.fileno()).st_size > MAX_FILE_BYTES:
            raise MazeFileError(_("the file is larger than %(size)d MB: too big for a maze of "
                                  "at most %(cells)d cells")
                                % {"size": MAX_FILE_BYTES // (1024 * 1024), "cells": MAX_CELLS})
        return _read(f)


def load(path, progress=None):
    """Read a maze from a JSON, text matrix or ASCII art file.

    Raises :class:`MazeFileError` (one line: what and where) for anything
    that is not a maze mazetk can write back, and ``OSError`` for a file
    that cannot be read.  Only regular files of at most
    :data:`MAX_FILE_BYTES` are read, a line or a chunk at a time, so a
    device, a pipe or a huge file is refused at once.

    A JSON document with a maze code makes mazetk generate that maze: to
    build it when there is no matrix, or to check that the code still makes
    the matrix (else the code is dropped).  :func:`needs_build` says so
    beforehand; ``progress(fraction)`` is then called every 65,536 steps of
    the generator, and whatever it raises (a cancel) ends the load.
    """
    return _maze(_read_path(path), progress)


def needs_build(source):
    """The :class:`MazeSpec` that opening ``source`` would generate, or None.

    ``source`` is a path (the file is read, not built: MazeFileError or
    OSError as :func:`load`) or a dict of a parsed JSON document.  A text
    matrix or ASCII art file never needs a build; a JSON document does when
    it holds a valid maze ``code`` (alone, or to be checked against its
    matrix).  A 2000 x 2000 aldous-broder maze takes minutes: run
    :func:`load` with a ``progress`` that can cancel.
    """
    matrix = None
    if isinstance(source, dict):
        code = source.get("code")
    else:
        parsed = _read_path(source)
        if parsed.kind != "json":
            return None
        code, matrix = parsed.json.doc.get("code"), parsed.json.matrix
    if not isinstance(code, str) or not code:
        return None
    try:
        spec = MazeSpec.from_code(code)
    except ValueError:
        return None
    if matrix is not None and (spec.cols, spec.rows) != (matrix.cols, (matrix.count - 1) // 2):
        return None  # a code for another size is dropped unbuilt
    return spec


def loads(data, progress=None):
    """A :class:`Maze` from the contents of a file (``bytes`` or ``str``):
    JSON, a text matrix or ASCII art, as :func:`load` reads them."""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    return _maze(_read(io.BytesIO(data)), progress)


def from_text(text):
    """A :class:`Maze` from a text matrix or ASCII art (``str``)."""
    return loads(text)


def from_json(text, progress=None):
    """A :class:`Maze` from a JSON document written by :func:`to_json`."""
    return _json_maze(_Json(io.BytesIO(text.encode("utf-8", "surrogatepass"))), progress)


def parse_matrix(lines, where="line"):
    """A :class:`Maze` from matrix lines (``str``, with or without spaces)."""
    place = _token_place(where)
    matrix = _Matrix(place)
    for number, raw in enumerate(lines, 1):
        line = raw.strip().encode("utf-8", "replace")
        if line:
            matrix.add(_text_tokens(line, number, place), number)
    grid = _grid(matrix)
    return Maze(grid, *_place_endpoints(matrix, grid))
