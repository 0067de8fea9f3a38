"""Maze files written: the text matrix and the JSON document.

Writers build whole lines with ``bytes.translate`` and slice assignment, so
a 1000 x 1000 maze (a 4 MB matrix) takes a fraction of a second;
:func:`iter_text` and :func:`iter_json` yield the same bytes in chunks, so
a 2000 x 2000 maze is written without its whole file in memory.  The JSON's
fields are listed in :func:`to_json`; the text matrix is described in
:mod:`.mazeread`, which reads both back.
"""

import json
from itertools import chain, compress
from operator import gt

from ..grids import E, N, S, W
from ..i18n import _
from ..spec import a_shape_word

#: The JSON version.  3: every shape writes the same fields (cells by
#: number, ``passages``) beside those it wrote before; 1 was a square maze's
#: document, 2 another shape's.  The reader takes all three.
FORMAT_VERSION = 3

_CHUNK = 1 << 16          # bytes a writer yields at a time

_NORTH = bytes(0x31 if b & (1 << N) else 0x30 for b in range(256))
_EAST = bytes(0x31 if b & (1 << E) else 0x30 for b in range(256))
_SOUTH = bytes(0x31 if b & (1 << S) else 0x30 for b in range(256))


def _matrix_rows(maze):
    """The matrix lines (``bytes``, no spaces) one at a time, as
    :func:`mazetk.maze.matrix_lines` makes them all at once."""
    grid = maze.grid
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    width = 2 * cols + 1
    marks = {}
    for cell, mark in ((maze.goal, 0x65), (maze.start, 0x73)):  # 'e', then 's' on top
        r, c = grid.rc(cell)
        marks.setdefault(2 * r + 1, []).append((2 * c + 1, mark))
    top = bytearray(b"0" * width)
    top[1::2] = pas[0:cols].translate(_NORTH)
    yield bytes(top)
    for r in range(rows):
        row = pas[r * cols:(r + 1) * cols]
        line = bytearray(b"1" * width)
        line[2::2] = row.translate(_EAST)
        line[0] = 0x31 if row[0] & (1 << W) else 0x30
        for pos, mark in marks.get(2 * r + 1, ()):
            line[pos] = mark
        yield bytes(line)
        below = bytearray(b"0" * width)
        below[1::2] = row.translate(_SOUTH)
        yield bytes(below)


def _batched(pieces):
    """Join small ``bytes`` pieces into chunks of about :data:`_CHUNK` bytes."""
    batch, size = [], 0
    for piece in pieces:
        batch.append(piece)
        size += len(piece)
        if size >= _CHUNK:
            yield b"".join(batch)
            batch, size = [], 0
    if batch:
        yield b"".join(batch)


def iter_text(maze):
    """The text matrix as ``bytes`` chunks: spaces between tokens, a newline
    after every line; joined, exactly ``to_text(maze)`` in ASCII."""
    if maze.grid.kind != "square":
        raise ValueError(_("the text matrix holds square mazes only, not %s maze")
                         % a_shape_word(maze.grid.kind))
    def lines():
        for line in _matrix_rows(maze):
            spaced = bytearray(b" " * (2 * len(line)))
            spaced[0::2] = line
            spaced[-1] = 0x0A
            yield bytes(spaced)
    return _batched(lines())


def to_text(maze):
    """The text matrix, spaces between tokens, a newline after every line."""
    return b"".join(iter_text(maze)).decode("ascii")


def iter_json(maze, solution=None, solver="bfs"):
    """The JSON document of :func:`to_json` as ``bytes`` chunks (ASCII)."""
    return _batched(_json_pieces(maze, solution, solver))


def to_json(maze, solution=None, solver="bfs"):
    """The JSON document of a maze of any shape; ``solution=True`` adds the
    way from start to goal found by ``solver``.

    Every shape writes ``shape``, ``cols``, ``rows``, ``cells`` (how many),
    ``passages`` (every passage once, as ``[a, b]`` with ``a < b``),
    ``start_cell`` and ``goal_cell``, and with a solution ``solution_cells``:
    cells by number, as the grid numbers them (a square: ``row * cols +
    col``).  A circle also gives ``rings``, the cells of each ring, inside
    out.  The fields of the earlier versions stay beside them, so scripts
    written against those keep working: a square maze's ``matrix``, and its
    ``start``, ``goal`` and ``solution`` as ``[row, col]``; another shape's
    ``start``, ``goal`` and ``solution`` as cell numbers.  The maze code
    comes early, within the first 4 KiB (the command line looks for it
    there).
    """
    return b"".join(iter_json(maze, solution, solver)).decode("ascii")


def _json_pieces(maze, solution, solver):
    grid = maze.grid
    masked = grid.kind == "masked"
    full = grid.full if masked else grid  # cells are numbered as in the full grid
    square = grid.shape == "square"

    def number(cell):
        return grid.cells[cell] if masked else cell

    start, goal = number(maze.start), number(maze.goal)
    head = {"format": "mazetk", "version": FORMAT_VERSION, "shape": grid.shape,
            "cols": grid.cols, "rows": grid.rows, "cells": full.n}
    spec = maze.spec
    if spec is not None:
        head.update(seed=spec.seed, algorithm=spec.algorithm, param=spec.param,
                    endpoints=spec.endpoints, braid=spec.braid, code=spec.code())
    else:
        head.update(seed=None, algorithm=None, code=None)
    if grid.shape == "circle":
        head["rings"] = list(full.counts)
    if square:
        head["start"], head["goal"] = list(full.rc(start)), list(full.rc(goal))
    else:
        head["start"], head["goal"] = start, goal
    head["start_cell"], head["goal_cell"] = start, goal
    yield json.dumps(head, separators=(",", ":"))[:-1].encode("ascii")
    if masked:
        yield b',"mask":['
        for i, line in enumerate(_mask_lines(grid)):
            yield (b'"' if i == 0 else b',"') + line + b'"'
        yield b"]"
    elif square:
        yield b',"matrix":['
        for i, line in enumerate(_matrix_rows(maze)):
            yield (b'"' if i == 0 else b',"') + line + b'"'
        yield b"]"
    yield b',"passages":['
    yield from _passage_pairs(grid)
    yield b"]"
    if solution:
        path = maze.solve(solver).path
        if masked:
            path = [grid.cells[c] for c in path]
        yield b',"solver":' + json.dumps(solver).encode("ascii") + b',"solution":['
        yield from (_solution_pairs(full, path) if square else _numbers(path))
        yield b'],"solution_cells":['
        yield from _numbers(path)
        yield b"]"
    yield b"}\n"


def _mask_lines(grid):
    """A masked grid's mask as the mask file's lines (``bytes``): a row (a
    ring) of ``X`` for cells of the maze and ``.`` for cells cut away."""
    from ..mask import of_grid
    for line in of_grid(grid).lines():
        yield line.encode("ascii")


_BLOCK = 1 << 12          # numbers formatted at a time
_SLOT_BITS = [bytes(v >> k & 1 for v in range(256)) for k in range(8)]


def passage_runs(grid):
    """Every passage of ``grid`` once, as runs ``(near, far)`` of two equal
    lists of cells, ``near[i] < far[i]``: a block of cells at a time and,
    inside a block, side by side.  The loops run in C, so a 2000 x 2000 maze
    (4 million passages) takes about a second.  This is the order of
    ``passages`` in the JSON; the reader checks a file against it."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    for low in range(0, grid.n, _BLOCK):
        high = min(low + _BLOCK, grid.n)
        for k in range(s):
            opened = pas[low:high].translate(_SLOT_BITS[k])
            near = list(compress(range(low, high), opened))
            far = list(compress(nbr[low * s + k:high * s:s], opened))
            ahead = bytes(map(gt, far, near))  # not back, nor out through the border
            near = list(compress(near, ahead))
            if near:
                yield near, list(compress(far, ahead))


def _passage_pairs(grid):
    """The ``passages`` list without its brackets, in pieces, each formatted
    in one go (4 million pairs: a second more).  A masked grid's cells are
    given their full-grid numbers (renumbering keeps their order)."""
    lead = 1  # the comma before the first pair is cut
    full = grid.cells if grid.kind == "masked" else None
    for near, far in passage_runs(grid):
        if full is not None:
            near, far = [full[c] for c in near], [full[c] for c in far]
        flat = near * 2
        flat[0::2], flat[1::2] = near, far
        yield (b",[%d,%d]" * len(near) % tuple(flat))[lead:]
        lead = 0


def _solution_pairs(grid, path):
    """A square maze's way as ``[row,col]`` pairs joined by commas, in pieces."""
    for i in range(0, len(path), _BLOCK):
        flat = tuple(chain.from_iterable(map(grid.rc, path[i:i + _BLOCK])))
        yield (b",[%d,%d]" * (len(flat) // 2) % flat)[0 if i else 1:]


def _numbers(values):
    """Whole numbers joined by commas, in pieces."""
    for i in range(0, len(values), _BLOCK):
        piece = tuple(values[i:i + _BLOCK])
        yield (b",%d" * len(piece) % piece)[0 if i else 1:]
