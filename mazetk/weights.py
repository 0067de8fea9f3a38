"""Weighted ground: what each cell costs to enter, 1 to 9 (no Tk; a ground
file is read through the files' door, as a mask file is).

Plain ground costs 1 a step; mud, water and lava cost more.  A maze's
ground is ``bytes`` of one cost a cell (or None: every cell costs 1).  It
comes from noise (:func:`noise`, ``random:SEED``), from text (:func:`read`,
one line a row, a digit a cell; one line a ring on a circle; a floor's or a
face's rows after the one before) or from a brush in the window, and it
travels in specs, maze codes and JSON as :func:`pack` writes it.  Dijkstra
and A* read it (:mod:`mazetk.solve`); breadth-first search ignores it.
"""

import base64
import math
import zlib

from . import i18n
from .files.regularfile import open_regular
from .i18n import N_, _

LOWEST, HIGHEST = 1, 9
#: What the costs are called in the legend and the window's brush.
NAMES = ((1, N_("ground")), (3, N_("mud")), (6, N_("water")), (9, N_("lava")))
#: The most bytes a ground file may hold: a digit and a line end for each of
#: the most cells a maze may have (mazetk.grids.base.MAX_CELLS), and room.
MOST_BYTES = 2 * 4000000 + 65536
#: How far apart (in cells) the noise's hills and hollows lie.
FEATURE = 4.0


def spec_text(value):
    """``value`` as a spec holds it: "" (plain), ``random:SEED``, or
    ``cells:`` and packed costs; ValueError for anything else."""
    value = "" if value is None else str(value).strip()
    if not value:
        return ""
    if value.startswith("random:"):
        if not value[len("random:"):]:
            raise ValueError(_("random ground needs a seed after random:, like random:7"))
        return value
    if value.startswith("cells:") and len(value) > len("cells:"):
        return value
    raise ValueError(_("the ground must be random:SEED or the name of a file of costs, "
                       "not %r") % (value[:40],))


def costs(grid, text):
    """The ``bytes`` of costs a spec's ground ``text`` gives ``grid``, or
    None for plain ground; ValueError when packed costs do not fit it."""
    if not text:
        return None
    if text.startswith("random:"):
        return noise(grid, text[len("random:"):])
    return unpack(text[len("cells:"):], grid.n)


def noise(grid, seed):
    """Smooth random ground for ``grid`` from ``seed``: value noise over the
    cells' centres (the same hills on every shape), half the maze plain
    ground and the rest rising through mud and water to lava."""
    import random
    rng = random.Random("ground:%s" % (seed,))
    centres = [grid.centre(c) for c in range(grid.n)]
    if not centres:
        return b""
    xs, ys = [x for x, _y in centres], [y for _x, y in centres]
    x0, y0 = min(xs), min(ys)
    step = FEATURE * _cell_size(grid)
    cols = int((max(xs) - x0) / step) + 2
    rows = int((max(ys) - y0) / step) + 2
    knots = [[rng.random() for _c in range(cols + 1)] for _r in range(rows + 1)]

    def smooth(t):
        return t * t * (3 - 2 * t)

    values = []
    for x, y in centres:
        u, v = (x - x0) / step, (y - y0) / step
        i, j = int(u), int(v)
        fu, fv = smooth(u - i), smooth(v - j)
        top = knots[j][i] * (1 - fu) + knots[j][i + 1] * fu
        low = knots[j + 1][i] * (1 - fu) + knots[j + 1][i + 1] * fu
        values.append(top * (1 - fv) + low * fv)
    # half the cells plain: the costs rise over the upper half of the values
    ranked = sorted(values)
    middle = ranked[len(ranked) // 2]
    top = ranked[-1] - middle or 1.0
    return bytes(LOWEST if value <= middle else
                 min(HIGHEST, 2 + int((value - middle) / top * (HIGHEST - 1)))
                 for value in values)


def _cell_size(grid):
    """The distance between neighbouring cells' centres, about."""
    full = grid.full or grid
    n = full.n
    if n < 2:
        return 1.0
    c = n // 2
    x, y = full.centre(c)
    near = [m for m in full.nbr[c * full.slots:(c + 1) * full.slots] if m >= 0]
    if not near:
        return 1.0
    return min(math.hypot(x - u, y - v) for u, v in map(full.centre, near)) or 1.0


def row_lengths(grid):
    """The cells in each line of a ground file for ``grid``'s whole shape
    (before a mask): a row's, a ring's; a floor's or a face's rows follow
    the one before."""
    full = grid.full or grid
    if full.kind == "circle":
        return list(full.counts)
    side = full.size if full.kind == "cube" else full.cols
    return [side] * (full.n // side) if side else []


def read(text, grid):
    """The costs a ground file's ``text`` gives ``grid``: one line a row (a
    ring on a circle), a digit 1-9 a cell, blank lines and spaces left out;
    a cell a mask cuts away may be any digit or ``.``.  ValueError saying
    which line is wrong and what it should hold."""
    if len(text) > MOST_BYTES:
        raise ValueError(_("the ground file is too big: a maze has at most 4,000,000 cells"))
    lines = [line.replace(" ", "").replace("\t", "") for line in text.splitlines()]
    lines = [line for line in lines if line]
    lengths = row_lengths(grid)
    if len(lines) != len(lengths):
        raise ValueError(_("the ground file has %(got)d lines of costs; this maze needs "
                           "%(want)d, one a row (a ring on a circle)")
                         % {"got": len(lines), "want": len(lengths)})
    full = []
    for number, (line, length) in enumerate(zip(lines, lengths), 1):
        if len(line) != length or not all(ch in "123456789." for ch in line):
            raise ValueError(_("line %(line)d of the ground file must be %(cells)d digits "
                               "from 1 to 9 (one a cell), not %(text)r")
                             % {"line": number, "cells": length, "text": line[:40]})
        full.append(line)
    full = "".join(full)
    cells = grid.cells if grid.kind == "masked" else range(grid.n)
    out = bytearray(grid.n)
    for i, c in enumerate(cells):
        if full[c] == ".":
            raise ValueError(_("the ground file has . for a cell of the maze (row %d): "
                               "only a cell the mask cuts away may be .")
                             % (_line_of(lengths, c) + 1))
        out[i] = ord(full[c]) - 48
    return bytes(out)


def _line_of(lengths, cell):
    for i, length in enumerate(lengths):
        if cell < length:
            return i
        cell -= length
    return len(lengths) - 1


def write(grid, weights):
    """The ground file for ``weights`` on ``grid`` (:func:`read` reads it back)."""
    lengths = row_lengths(grid)
    full = grid.full or grid
    digits = bytearray(b"." * full.n) if grid.kind == "masked" else bytearray(full.n)
    cells = grid.cells if grid.kind == "masked" else range(grid.n)
    for i, c in enumerate(cells):
        digits[c] = 48 + weights[i]
    out, at = [], 0
    for length in lengths:
        out.append(digits[at:at + length].decode("ascii"))
        at += length
    return "\n".join(out) + "\n"


def pack(weights):
    """Costs as a spec and a maze code carry them: ``cells:`` and the digits,
    compressed and in URL-safe base64 (no ``:``, no ``=``)."""
    raw = zlib.compress(bytes(48 + w for w in weights), 9)
    return "cells:" + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def unpack(text, n):
    """The ``n`` costs packed in ``text`` (after ``cells:``); ValueError for
    anything else, never more than ``n`` bytes inflated (no zip bomb)."""
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        inflate = zlib.decompressobj()
        digits = inflate.decompress(raw, n + 1)
    except (ValueError, zlib.error):
        raise ValueError(_("the packed ground costs are damaged")) from None
    if len(digits) != n or inflate.unconsumed_tail or not inflate.eof:
        raise ValueError(_("the packed ground has costs for a maze of another size "
                           "(this one has %d cells)") % n)
    if digits.strip(b"123456789"):
        raise ValueError(_("the packed ground costs are damaged"))
    return bytes(d - 48 for d in digits)


def shade(cost, background, ground="#9c5b2e"):
    """The colour a cell of ``cost`` is drawn in: plain ground (1) none,
    dearer ground darker from ``background`` towards ``ground``."""
    if cost <= LOWEST:
        return None
    t = 0.18 + 0.72 * (cost - 2) / float(HIGHEST - 2)
    a, b = _rgb(background), _rgb(ground)
    return "#%02x%02x%02x" % tuple(int(round(p + (q - p) * t)) for p, q in zip(a, b))


def _rgb(colour):
    colour = colour.lstrip("#")
    if len(colour) == 3:
        colour = "".join(ch * 2 for ch in colour)
    try:
        return tuple(int(colour[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return (255, 255, 255)


def name_of(cost):
    """What ground of ``cost`` is called (translated): ground, mud, water, lava."""
    named = NAMES[0][1]
    for value, name in NAMES:
        if cost >= value:
            named = name
    return _(named)


def ground_text(value, grid):
    """The spec's ground for ``value`` on ``grid``: ``random:SEED`` (or costs
    already packed, ``cells:...``) as it is, or the file of costs at that
    path read and packed.  ValueError or OSError saying what is wrong, the
    file named."""
    value = str(value).strip()
    if value.startswith(("random:", "cells:")):
        return spec_text(value)
    try:
        with open_regular(value) as f:
            data = f.read(MOST_BYTES + 1)
    except OSError as exc:
        raise OSError(_("cannot read %(file)s: %(reason)s")
                      % {"file": value, "reason": i18n.os_reason(exc)}) from None
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError:
        raise ValueError(_("%s: a ground file holds digits 1 to 9, one line a row") % value) \
            from None
    try:
        return pack(read(text, grid))
    except ValueError as exc:
        raise ValueError("%s: %s" % (value, exc)) from None  # i18n: keep
