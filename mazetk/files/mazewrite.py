"""Maze files written: the text matrix and the JSON document.

Writers build whole lines with ``bytes.translate`` and slice assignment, so
a 1000 x 1000 maze (a 4 MB matrix) takes a fraction of a second;
:func:`iter_text` and :func:`iter_json` yield the same bytes in chunks, so
a 2000 x 2000 maze is written without its whole file in memory.  The JSON's
fields are listed in :func:`to_json`; the text matrix is described in
:mod:`.mazeread`, which reads both back.
"""

import json
import math
import re
from itertools import chain, compress, islice
from operator import gt

from ..grids import NO_SIDE, E, N, S, W
from ..i18n import _
from ..spec import a_shape_word

#: The JSON version.  8: the ``cube`` shape: cells numbered face by face
#: (``face * cols * cols + row * cols + col``), each cell's place ``[face,
#: row, col]``, ``faces`` (their names), ``net`` (where each lies in the
#: drawing) and ``cube_edges`` (which face's side meets which); 7:
#: ``levels`` (floors, 1 for a flat maze) and, on a maze of several,
#: ``up_slot``: cells numbered floor by floor, the
#: stairs among the ``passages``, each cell's place ``[level, row, col]``;
#: 6: ``weave`` (how often passages run under others,
#: 0 for none) and ``tunnels``, ``[a, under, b]`` for each passage from
#: ``a`` to ``b`` beneath cell ``under``, which ``passages`` leaves out (a
#: woven square maze has no ``matrix``); 5: ``wrap`` (the edges that meet, "" for none) and
#: ``crossings``, the passages across those edges (a wrapped square maze
#: has no ``matrix``: its passages say it all); 4: every cell's open sides and outline, and the
#: endpoints as places, for programs that draw and walk the maze without
#: mazetk; 3: every shape writes the same fields (cells by number,
#: ``passages``) beside those it wrote before; 1 was a square maze's
#: document, 2 another shape's.  The reader takes them all.
FORMAT_VERSION = 8
#: The JSON Schema of the document, beside this module.
SCHEMA = "maze.schema.json"
#: Decimals of the coordinates and angles in the JSON.
DECIMALS = 6
#: What a unit of the coordinates is, for every shape.
UNITS = {"square": "cell side", "hex": "hexagon circumradius", "triangle": "triangle side",
         "upsilon": "distance between neighbouring places", "circle": "ring depth",
         "cube": "cell side"}

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
    if maze.grid.levels > 1 or maze.grid.weave or maze.grid.wrap:
        raise ValueError(_("the text matrix holds flat square mazes only: no levels, "
                           "tunnels or wrapped edges"))
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


def iter_json(maze, solution=None, solver="bfs", indent=None):
    """The JSON document of :func:`to_json` as ``bytes`` chunks (ASCII);
    with ``indent`` (spaces, 0 to 8), laid out for people to read (see
    :func:`_laid_out`): the whole document is then made in memory."""
    if indent is None:
        return _batched(_json_pieces(maze, solution, solver))
    doc = json.loads(b"".join(_json_pieces(maze, solution, solver)))
    return _batched(_laid_out(doc, indent))


def _laid_out(doc, indent):
    """A document's lines for people to read: a key a line, ``indent``
    spaces in, and the matrix, the mask and a list of lists (the passages,
    the cell shapes) an item a line, ``indent`` spaces further; every other
    value on its key's line."""
    pad, keys = b" " * indent, list(doc)

    def one(value):
        return json.dumps(value, separators=(", ", ": ")).encode("ascii")

    yield b"{\n"
    for i, key in enumerate(keys):
        value, end = doc[key], b",\n" if i + 1 < len(keys) else b"\n"
        head = pad + one(key) + b": "
        if isinstance(value, list) and value and (key in ("matrix", "mask") or all(
                isinstance(v, list) for v in value)):
            yield head + b"[\n"
            for j, item in enumerate(value):
                yield pad * 2 + one(item) + (b",\n" if j + 1 < len(value) else b"\n")
            yield pad + b"]" + end
        else:
            yield head + one(value) + end
    yield b"}\n"


def to_json(maze, solution=None, solver="bfs", indent=None):
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

    Version 4 adds, for programs that draw and walk the maze on their own:
    ``place`` (the names of a place's two numbers: ``["row", "col"]``, on a
    circle ``["ring", "index"]``), ``start_place`` and ``goal_place``;
    ``slots``, the sides a cell may have; ``cells_open``, a number a cell
    (-1 for a cell a mask cut away) whose bit k is set when side k is open;
    and the geometry in the grid's own ``unit``: ``extent``, every cell's
    centre (``cells_centre``, x and y one after the other) and its outline:
    ``cell_shapes`` (a polygon's corners around its centre, one polygon a
    kind of cell, side k from corner k to the next of the sides it has) with
    ``cells_kind`` where there are two kinds, or on a circle ``centre`` and
    ``cells_arc`` (inner and outer radius, first and last angle: degrees
    clockwise from 12 o'clock).  :data:`SCHEMA` describes every field.
    """
    return b"".join(iter_json(maze, solution, solver, indent)).decode("ascii")


def described(full, start, goal):
    """What a file says of a grid (unmasked) for programs that walk it on
    their own, from ``place`` to ``cube_edges`` (see :func:`to_json`): what
    the reader checks a file's fields against."""
    circle, cube, levels = full.shape == "circle", full.shape == "cube", full.levels
    place = full.ring_of if circle else full.place if levels > 1 or cube else full.rc
    out = {"place": (["ring", "index"] if circle else ["level", "row", "col"] if levels > 1
                     else ["face", "row", "col"] if cube else ["row", "col"]),
           "start_place": list(place(start)), "goal_place": list(place(goal)),
           "slots": full.slots}
    if levels > 1:
        out["up_slot"] = full.up
    if cube:
        from ..grids.cube import FACES, NET
        out["faces"] = list(FACES)
        out["net"] = [list(at) for at in NET]
        out["cube_edges"] = [[fa, ka, fb, kb, reverse] for fa, ka, fb, kb, _folded, reverse
                             in full.edges()]
    return out


def _json_pieces(maze, solution, solver):
    grid = maze.grid
    masked = grid.kind == "masked"
    full = grid.full if masked else grid  # cells are numbered as in the full grid
    levels = grid.levels
    square = grid.shape == "square" and not grid.wrap and not grid.weave and levels == 1

    def number(cell):
        return grid.cells[cell] if masked else cell

    start, goal = number(maze.start), number(maze.goal)
    head = {"format": "mazetk", "version": FORMAT_VERSION, "shape": grid.shape,
            "cols": grid.cols, "rows": grid.rows, "cells": full.n, "wrap": grid.wrap,
            "weave": grid.weave, "levels": levels}
    spec = maze.spec
    if spec is not None:
        head.update(seed=spec.seed, algorithm=spec.algorithm, param=spec.param,
                    endpoints=spec.endpoints, braid=spec.braid, code=spec.code())
    else:
        head.update(seed=None, algorithm=None, code=None)
    if grid.shape == "circle":
        head["rings"] = list(full.counts)
    if grid.shape == "square" and levels == 1:
        head["start"], head["goal"] = list(full.rc(start)), list(full.rc(goal))
    else:
        head["start"], head["goal"] = start, goal
    head["start_cell"], head["goal_cell"] = start, goal
    circle = grid.shape == "circle"
    head.update(described(full, start, goal))
    head["unit"] = UNITS[grid.shape]
    head["extent"] = [_round(v) for v in full.extent()]
    shapes, sides = (None, None) if circle else _cell_shapes(full)
    if circle:
        head["centre"] = [_round(full.rings), _round(full.rings)]
        head["ring_outward"] = list(full.outward)
    else:
        head["cell_shapes"], head["cell_sides"] = shapes, sides
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
    if grid.weave:  # the tunnels apart (none too): the passages are those on the surface
        tunnels = grid.tunnels()
        yield from _surface_pairs(grid, tunnels)
        yield b'],"tunnels":['
        yield b",".join(b"[%d,%d,%d]" % t for t in tunnels)
    else:
        yield from _passage_pairs(grid)
    if grid.wrap:
        yield b'],"crossings":['
        yield b",".join(b"[%d,%d]" % (c, grid.neighbour(c, k)) for c, k, axes in
                        grid.crossings())
    yield b'],"cells_open":['
    yield from _numbers(_open_sides(grid))
    if not circle and len(shapes) > 1:
        yield b'],"cells_kind":['
        yield from _numbers(full.kinds())
    yield b'],"cells_centre":['
    centres = full.centres() if circle else map(full.centre, range(full.n))
    yield from _floats(chain.from_iterable(centres))
    if circle:
        yield b'],"cells_arc":['
        yield from _floats(chain.from_iterable(full.ring_spans()))
    yield b"]"
    if maze.weights is not None:  # a line a row (a ring), a digit a cell, as ground files
        from .. import weights as grounds
        yield b',"weights":['
        yield b",".join(b'"' + line.encode("ascii") + b'"'
                        for line in grounds.write(grid, maze.weights).splitlines())
        yield b"]"
    if solution:
        path = maze.solve(solver).path
        if masked:
            path = [grid.cells[c] for c in path]
        yield b',"solver":' + json.dumps(solver).encode("ascii") + b',"solution":['
        yield from (_solution_pairs(full, path) if grid.shape == "square" and levels == 1
                    else _numbers(path))
        yield b'],"solution_cells":['
        yield from _numbers(path)
        yield b"]"
    yield b"}\n"


def _round(value):
    """A coordinate as the JSON gives it: :data:`DECIMALS` decimals, and a
    whole number without its ``.0`` (the same text on every Python)."""
    value = round(value, DECIMALS) + 0.0  # no -0.0
    return int(value) if value.is_integer() else value


def _cell_shapes(grid):
    """``(shapes, sides)``: each kind of cell's outline, its corners around
    its centre, and the slot of each of its sides, the side from corner i to
    corner i + 1 first (one kind, when the kinds differ only in their
    neighbours, as a hex grid's columns)."""
    kinds, s = grid.kinds(), grid.slots
    shapes, sides = [], []
    for kind in range(max(kinds) + 1):
        cell = kinds.index(kind)
        cx, cy = grid.centre(cell)
        shapes.append([[_round(x - cx), _round(y - cy)] for x, y in grid.polygon(cell)])
        sides.append([k for k in range(grid.sides) if grid.nbr[cell * s + k] != NO_SIDE])
    if all(shape == shapes[0] for shape in shapes) and all(x == sides[0] for x in sides):
        return shapes[:1], sides[:1]
    return shapes, sides


def _open_sides(grid):
    """Every cell's open sides (its passage bits), by full-grid number; -1
    for a cell a mask cut away."""
    if grid.kind != "masked":
        return grid.passages
    bits = [-1] * grid.full.n
    for cell, value in zip(grid.cells, grid.passages):
        bits[cell] = value
    return bits


_ZEROS = re.compile(rb"\.?0+(?=,|\Z)")   # 1.500000 -> 1.5, 2.000000 -> 2
_MINUS_ZERO = re.compile(rb"(?<=,)-0(?=,|\Z)")


def _floats(values):
    """Coordinates as :func:`_round` gives them, joined by commas, in
    pieces, each formatted in one go: to :data:`DECIMALS` decimals without
    trailing zeros, which is what JSON makes of them too, but below 0.0001,
    where JSON writes 1e-05 (then the piece is formatted as JSON does)."""
    values = iter(values)
    lead = 1  # the comma before the first number is cut
    while True:
        piece = tuple(islice(values, _BLOCK))
        if not piece:
            return
        text = _MINUS_ZERO.sub(b"0", _ZEROS.sub(b"", (b",%%.%df" % DECIMALS) * len(piece)
                                                 % piece))
        if b",0.0000" in text or b",-0.0000" in text:
            text = b"," + json.dumps([_round(v) for v in piece],
                                     separators=(",", ":"))[1:-1].encode("ascii")
        yield text[lead:]
        lead = 0


def _mask_lines(grid):
    """A masked grid's mask as the mask file's lines (``bytes``): a row (a
    ring) of ``X`` for cells of the maze and ``.`` for cells cut away."""
    from ..masks.mask import of_grid
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


def _surface_pairs(grid, tunnels):
    """A woven grid's ``passages`` without brackets: every passage between
    two cells but its tunnels."""
    below = {(min(a, b), max(a, b)) for a, _u, b in tunnels}
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    pairs = [(c, nbr[c * s + k]) for c in range(grid.n) for k in range(s)
             if pas[c] >> k & 1 and nbr[c * s + k] > c and (c, nbr[c * s + k]) not in below]
    for i in range(0, len(pairs), _BLOCK):
        piece = pairs[i:i + _BLOCK]
        yield (b",[%d,%d]" * len(piece) % tuple(chain.from_iterable(piece)))[0 if i else 1:]


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
