"""Animations as GIF, written with the standard library alone: a maze
growing (``NAME-grow.gif``) and being solved (``NAME-solve.gif``).

The pictures are the PNG's: :func:`~.raster.rasterise` draws the first
and the last frame of an animation from Scenes, as a PNG would be drawn.
Each pixel that differs between them is then given to the step that
changes it, the carve (or the wall) of the side it lies on, found by the
cell under it (:meth:`cell_at`) and the nearest of its sides a step
toggles; the steps are batched into at most ``frames`` frames, and frame
k shows the first picture with the pixels of the first k batches taken
from the last.  So the last frame is the finished maze drawn exactly as
its PNG, and what the maze's finishing does without a step (a braid, a
room, the openings in the outer wall) appears in it.  A solve tints the
cells the solver looks at, in its order, and ends on the solved maze's
PNG.

Each frame is stored as the box round what changed since the frame
before, compressed by LZW (:func:`lzw`) with the GIF's variable code
sizes; the animation loops, with a chosen frame rate, and holds its last
frame a while.
"""

import copy
import math
import struct

from .. import scene
from ..i18n import _
from .raster import check_pixels, rasterise

#: The most frames an animation takes unless told; steps are batched into them.
FRAMES = 300
#: Frames a second unless told.
FPS = 25
#: How long the last frame stays, in hundredths of a second, before the loop.
HOLD = 300
#: How far a cell a solver has looked at is tinted from the goal's colour
#: towards the paper (as the window's Watch it solve shows it, any palette).
LOOKED = 0.7


def _tint(colour, ground, share):
    a, b = bytes.fromhex(colour[1:7]), bytes.fromhex(ground[1:7])
    return "#%02x%02x%02x" % tuple(int(round(x + (y - x) * share)) for x, y in zip(a, b))


def lzw(indices, depth):
    """``indices`` (bytes, each below ``2 ** depth``) compressed as a GIF
    image's data: the minimum code size, then sub-blocks of at most 255
    bytes, then the empty block."""
    depth = max(2, depth)
    clear, end = 1 << depth, (1 << depth) + 1
    size, following = depth + 1, end + 1
    codes = {}
    out, acc, held = bytearray(), 0, 0

    def put(code):
        nonlocal acc, held
        acc |= code << held
        held += size
        while held >= 8:
            out.append(acc & 0xFF)
            acc >>= 8
            held -= 8

    put(clear)
    if indices:
        prefix = indices[0]
        for byte in indices[1:]:
            key = prefix << 8 | byte
            code = codes.get(key)
            if code is not None:
                prefix = code
                continue
            put(prefix)
            if following < 4096:
                codes[key] = following
                following += 1
                if following > 1 << size and size < 12:
                    size += 1
            else:  # the table is full: start again
                put(clear)
                codes.clear()
                size, following = depth + 1, end + 1
            prefix = byte
        put(prefix)
        # a reader adds an entry for this last code too: where that fills the
        # codes of this size, it reads the end code one bit wider
        if following == 1 << size and size < 12:
            size += 1
    put(end)
    if held:
        out.append(acc & 0xFF)
    blocks = bytearray([depth])
    for i in range(0, len(out), 255):
        piece = out[i:i + 255]
        blocks.append(len(piece))
        blocks += piece
    blocks.append(0)
    return bytes(blocks)


def encode(width, height, palette, frames):
    """The GIF of ``frames``, each ``(delay, x, y, w, h, indices, clear)``
    (delay in hundredths of a second; the box's pixels, a row after
    another; ``clear``: the index of a pixel that leaves what is under it
    as it was, or None), looping for ever; ``palette`` a list of
    ``#rrggbb`` (at most 256, the clear index's place among them)."""
    count = max(2, len(palette))
    depth = max(1, (count - 1).bit_length())
    table = bytearray()
    for colour in palette:
        table += bytes.fromhex(colour[1:7])
    table += bytes(3 * ((1 << depth) - len(palette)))
    yield b"GIF89a" + struct.pack("<HHBBB", width, height, 0x80 | (depth - 1), 0, 0)
    yield bytes(table)
    yield b"!\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"  # loop for ever
    for delay, x, y, w, h, indices, clear in frames:
        flags = 0x04 | (clear is not None)  # keep what is under; a clear index
        yield b"!\xf9\x04" + struct.pack("<BHBB", flags, delay, clear or 0, 0)
        yield b"," + struct.pack("<HHHHB", x, y, w, h, 0)
        yield lzw(indices, depth)
    yield b";"


def _on_one_palette(*rasters):
    """The rasters ``(palette, pixels)`` on one palette: ``(palette, pixels,
    pixels, ...)``; the last raster's colours first, and a colour past 256
    replaced by the nearest of those kept."""
    palette = []
    for colours, _pixels in reversed(rasters):
        palette += [c for c in colours if c not in palette]
    keep = palette[:256]

    def nearest(colour):
        rgb = bytes.fromhex(colour[1:7])
        return min(range(len(keep)), key=lambda i: sum(
            (a - b) ** 2 for a, b in zip(rgb, bytes.fromhex(keep[i][1:7]))))

    index = {colour: (i if i < 256 else nearest(colour)) for i, colour in enumerate(palette)}
    return (keep,) + tuple(
        bytes(pixels).translate(bytes(index[c] for c in colours) + bytes(256 - len(colours)))
        for colours, pixels in rasters)


def _changes(width, first, last, owner, batches):
    """``[[(p, value), ...], ...]``: for each batch, 0 to ``batches - 1``,
    the pixels ``p`` that differ between ``first`` and ``last`` that
    ``owner(x, y)`` gives it (None: the last), with their value in ``last``."""
    height = len(first) // width
    by_batch = [[] for _ in range(batches)]
    for y in range(height):
        row = slice(y * width, (y + 1) * width)
        if first[row] == last[row]:
            continue
        for x in range(width):
            p = y * width + x
            if first[p] != last[p]:
                b = owner(x, y)
                by_batch[batches - 1 if b is None else min(b, batches - 1)].append(
                    (p, last[p]))
    return by_batch


def _frames(width, first, last, owner, batches, fps, clear=None, whole=True, hold=HOLD):
    """``encode``'s frames from ``first`` to ``last`` (pixels), the pixels
    that differ given to the batches by ``owner`` (see :func:`_changes`
    and :func:`_frames_of`)."""
    return _frames_of(width, first, _changes(width, first, last, owner, batches), fps,
                      clear, whole, hold)


def _frames_of(width, first, by_batch, fps, clear=None, whole=True, hold=HOLD):
    """``encode``'s frames, made as they are asked for: ``first`` (pixels;
    with ``whole``, as a frame of its own), then a frame for each batch of
    ``by_batch`` (``(p, value)`` pairs, set in their order): each frame
    the box round what its batch sets, its other pixels the ``clear``
    index (None: as they are); the last frame stays ``hold``."""
    delay = max(2, int(round(100.0 / fps)))
    height = len(first) // width
    batches = len(by_batch)
    made = [(delay, 0, 0, width, height, bytes(first), None)] if whole else []
    current = bytearray(first)
    for b, changes in enumerate(by_batch):
        if not changes and b < batches - 1:
            continue
        x0, x1, y0, y1 = 0, 1, 0, 1  # nothing changed: a pixel, as it was
        if changes:
            ys = [p // width for p, _v in changes]
            xs = [p % width for p, _v in changes]
            x0, x1, y0, y1 = min(xs), max(xs) + 1, min(ys), max(ys) + 1
        w = x1 - x0
        if clear is None:
            for p, value in changes:
                current[p] = value
            box = b"".join(bytes(current[y * width + x0:y * width + x1]) for y in range(y0, y1))
        else:  # only what changed, the rest clear: long runs, small files
            box = bytearray([clear]) * (w * (y1 - y0))
            for p, value in changes:
                current[p] = box[(p // width - y0) * w + p % width - x0] = value
            if not changes:
                box[0] = current[0]
        made.append((delay, x0, y0, w, y1 - y0, bytes(box), clear))
        if len(made) > 1:
            yield made.pop(0)
    final = made.pop()
    yield (hold,) + final[1:]


def _toggles(maze):
    """``({side: step}, count, before)``: each side a generation step
    carves or walls (``(a, b)``, a < b) and the number of the last step
    that does (the steps that carve or wall counted in the order of
    :func:`mazetk.maze.steps`), how many such steps there are, and the
    grid as it stood at the first (a copy: its passages, and a woven
    grid's tunnels, before the carving)."""
    from ..maze import stepper
    grid, steps = stepper(maze.spec)
    before = None
    toggled, n = {}, 0
    for step in steps:
        if before is None:  # as the generator set up (recursive division opens it all)
            before = copy.deepcopy(grid)
        if step[0] in ("carve", "wall"):
            a, b = step[1], step[2]
            toggled[(a, b) if a < b else (b, a)] = n
            n += 1
    return toggled, n, grid if before is None else before


def _owner_of(layout, grid, steps_of, batch):
    """``owner(x, y)``: the batch (``batch(step)``) of the step that toggles
    the side nearest the pixel among the sides of the cell under it
    (``steps_of``: side -> step), or None."""
    s, nbr = grid.slots, grid.nbr
    centres = {}

    def centre(c):
        if c not in centres:
            centres[c] = layout.centre(c)
        return centres[c]

    def owner(x, y):
        c = layout.cell_at(x + 0.5, y + 0.5)
        if c is None:
            return None
        best, far = None, None
        cx, cy = centre(c)
        for k in range(s):
            m = nbr[c * s + k]
            if m < 0:
                continue
            step = steps_of.get((c, m) if c < m else (m, c))
            if step is None:
                continue
            mx, my = centre(m)
            d = (x + 0.5 - (cx + mx) / 2.0) ** 2 + (y + 0.5 - (cy + my) / 2.0) ** 2
            if far is None or d < far:
                best, far = step, d
        return None if best is None else batch(best)

    return owner


def check(maze, growth=True):
    """ValueError where ``maze`` can have no animation yet (``growth``: of
    how it grew, which a maze read without its code cannot show)."""
    if growth and maze.spec is None:
        raise ValueError(_("a maze read without its code cannot show how it grew; "
                           "make its growth from a maze code or a JSON file"))


def _clear_index(palette):
    """``(palette, index)``: a palette with a place for the clear index
    and that index, or ``(palette, None)`` where 256 colours leave none."""
    if len(palette) >= 256:
        return palette, None
    return palette + ["#000000"], len(palette)


def grow(maze, style=None, frames=FRAMES, fps=FPS):
    """The GIF of ``maze`` growing: bytes chunks (see the module docstring),
    ``frames`` at most."""
    check(maze)
    style = (style or scene.Style()).validate()
    check_pixels(*scene.picture_size(maze.grid, style))
    steps_of, count, before = _toggles(maze)
    from ..maze import Maze
    last = scene.build(maze, style)
    palette, a, b = _on_one_palette(
        rasterise(scene.build(Maze(before, maze.start, maze.goal, maze.spec,
                                   weights=maze.weights), style)),
        rasterise(last))
    palette, clear = _clear_index(palette)
    batches = max(1, min(frames - 1, count))  # after the first frame
    owner = _owner_of(scene.layout_for(maze.grid, style), maze.grid, steps_of,
                      lambda step: step * batches // max(1, count))
    return encode(last.width, last.height, palette,
                  _frames(last.width, a, b, owner, batches, fps, clear))


def solve(maze, style=None, solver="bfs", frames=FRAMES, fps=FPS):
    """The GIF of ``solver`` solving ``maze``: the cells it looks at tinted
    in its order, then the solved maze as its PNG draws it; ``frames`` at
    most (two: the maze, then solved)."""
    check(maze, growth=False)
    style = (style or scene.Style()).validate()
    check_pixels(*scene.picture_size(maze.grid, style))
    looked = {}
    for i, c in enumerate(maze.solve(solver).visited):
        looked.setdefault(c, i)
    plain = scene.build(maze, style)
    palette, a, tinted, solved = _on_one_palette(
        rasterise(plain), rasterise(scene.build(maze, style, cells=dict.fromkeys(
            looked, _tint(style.goal_color, style.background, LOOKED)))),
        rasterise(scene.build(maze, style, show_solution=True, solver=solver)))
    palette, clear = _clear_index(palette)
    count, width = len(looked), plain.width
    batches = min(frames - 2, count)  # between the first frame and the solved one
    layout = scene.layout_for(maze.grid, style)

    def owner(x, y):
        c = layout.cell_at(x + 0.5, y + 0.5)
        return looked[c] * batches // count if c in looked else None

    def made():
        if batches:
            yield from _frames(width, a, tinted, owner, batches, fps, clear,
                               hold=max(2, int(round(100.0 / fps))))
            yield from _frames(width, tinted, solved, lambda x, y: None, 1, fps, clear,
                               whole=False)
        else:
            yield from _frames(width, a, solved, lambda x, y: None, 1, fps, clear)

    return encode(width, plain.height, palette, made())


#: Pixels between the panes of a race.
RACE_GAP = 12


def race_label(maze, name, found):
    """What a race's pane says in place of its solver's name once it is
    done: what it looked at and its way (and the way's cost on weighted
    ground), or why it has none."""
    if not found.found:
        return "%s: %s" % (name, found.note)  # i18n: keep
    said = {"solver": name, "looked": len(set(found.visited)), "cells": len(found.path)}
    if maze.weights is None:
        return _("%(solver)s: %(looked)d looked at, way %(cells)d") % said
    said["cost"] = maze.cost(found.path)
    return _("%(solver)s: %(looked)d looked at, way %(cells)d, cost %(cost)d") % said


def race(maze, solvers, style=None, frames=FRAMES, fps=FPS):
    """The GIF of ``solvers`` (names, one to four) racing on ``maze`` side
    by side, at the same speed: in each frame every solver takes the same
    number of steps, tinting the cells it looks at; a solver that is done
    shows its way (or why it has none) while the others go on.  Each pane
    is named over its maze, and its name says at the end what it looked
    at and how long its way is; the last frame holds every result."""
    check(maze, growth=False)
    style = (style or scene.Style()).validate()
    width, height = scene.picture_size(maze.grid, style, heat=maze.weights is not None)
    band = max(16, style.cell * 2)
    count = len(solvers)
    total = count * width + (count - 1) * RACE_GAP
    check_pixels(total, height + band)
    tint = _tint(style.goal_color, style.background, LOOKED)
    panes, rasters = [], []
    plain = rasterise(scene.build(maze, style))
    for name in solvers:
        found = maze.solve(name)
        looked = {}
        for i, c in enumerate(found.visited):
            looked.setdefault(c, i)
        shaded = dict.fromkeys(looked, tint)
        panes.append((found, looked))
        size = max(8, band * 0.45)
        for text in (name, race_label(maze, name, found)):
            rasters.append(rasterise(scene.Scene(width, band, style.background, [
                scene.Text(width / 2.0, band / 2.0, text, size, style.wall_color, "title")],
                (0, 0, width, band))))
        rasters.append(plain)
        rasters.append(rasterise(scene.build(maze, style, cells=shaded)))
        rasters.append(rasterise(scene.build(maze, style, cells=shaded,
                                             show_solution=found.found, solver=name)))
    common = _on_one_palette(*rasters)
    palette, pixels = common[0], common[1:]
    paper = palette.index(style.background)
    longest = max(1, max(len(found.visited) for found, _l in panes))
    batches = max(1, min(frames - 1, longest))
    layout = scene.layout_for(maze.grid, style)
    first = bytearray([paper]) * (total * (height + band))
    by_batch = [[] for _ in range(batches)]

    def place(image, w, ox, oy, into=None, changes=None, owner=None, base=None):
        """``image`` (``w`` wide) put at ``(ox, oy)`` in ``into``; or its
        pixels that differ from ``base`` added to the batches ``owner`` says."""
        for y in range(len(image) // w):
            row = image[y * w:(y + 1) * w]
            at = (oy + y) * total + ox
            if into is not None:
                into[at:at + w] = row
                continue
            if base[y * w:(y + 1) * w] == row:
                continue
            for x in range(w):
                if base[y * w + x] != row[x]:
                    b = owner(x, y)
                    by_batch[min(b, batches - 1)].append((at + x, row[x]))

    for i, (found, looked) in enumerate(panes):
        named, told, plain, shaded, done = pixels[5 * i:5 * i + 5]
        ox = i * (width + RACE_GAP)
        end = len(found.visited) * batches // longest
        place(named, width, ox, 0, into=first)
        place(plain, width, ox, band, into=first)

        def when(x, y, looked=looked):
            c = layout.cell_at(x + 0.5, y + 0.5)
            return looked[c] * batches // longest if c in looked else end

        place(shaded, width, ox, band, owner=when, base=plain)
        place(done, width, ox, band, owner=lambda x, y, end=end: end, base=shaded)
        place(told, width, ox, 0, owner=lambda x, y, end=end: end, base=named)
    palette, clear = _clear_index(palette)
    return encode(total, height + band, palette, _frames_of(total, first, by_batch, fps, clear))
