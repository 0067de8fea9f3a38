"""``python -m mazetk bench``: how fast every generator and solver runs here.

Numbers, not assertions: run it on the machine you care about.
"""

import json
import operator
import platform
import sys
import time

from . import __version__
from .i18n import N_, _, ngettext, text_width
from .generate import ALDOUS_BRODER_SLOW_CELLS, ALGORITHMS, carve
from .grids import SquareGrid
from .solve import SOLVERS, solve
from .spec import MazeSpec, rng_for

SIZES = (100, 500, 1000)
QUICK_SIZES = (50, 100)
#: Aldous-Broder's random walk needs tens of millions of steps at 1000 x 1000.
SLOW_SIZES = {"aldous-broder": (100, 200)}


def _time(func, *args):
    began = time.perf_counter()
    result = func(*args)
    return time.perf_counter() - began, result


def time_generator(name, size, seed="bench"):
    """Seconds to carve a ``size`` x ``size`` maze as plain generation does
    (:func:`~mazetk.generate.carve`: the fast variants, no steps)."""
    grid = SquareGrid(size, size)
    seconds = _time(carve, grid, rng_for(seed), name)[0]
    return seconds


def _label(message, values=None):
    """A row's words: ``(English, translated)``, the English for ``--json``
    (machines read it), the translation for the table.  ``message`` is
    marked with ``N_`` where it is written."""
    values = {} if values is None else values
    return message % values, _(message) % values


def _pad(text, width, right=False):
    """``text`` filled with spaces to ``width`` columns of a terminal, where
    a wide (CJK) character takes two."""
    fill = " " * max(0, width - text_width(text))
    return fill + text if right else text + fill


def table_row(kind, name, size, seconds, per_cell):
    """One line of the table: the words already translated, the columns
    lined up in terminal columns (a wide character takes two)."""
    return " ".join((_pad(kind, 9), _pad(name, 34), _pad(size, 9, True),
                     _("%(seconds)9.3f s %(per_cell)8.2f us/cell")
                     % {"seconds": seconds, "per_cell": per_cell}))


def run(as_json=False, quick=False, out=sys.stdout):
    sizes = QUICK_SIZES if quick else SIZES
    rows = []

    def emit(kind, name, size, seconds, **extra):
        """One row.  ``kind`` is marked with ``N_``; ``name`` is an id
        (an algorithm's) or a :func:`_label`.  ``size`` is the side of a
        square of cells or pixels, or ``(label, count)`` for work that is
        counted otherwise (characters, mazes): the "per cell" figure is then
        per one of those."""
        name, shown = name if isinstance(name, tuple) else (name, name)
        label, cells = size if isinstance(size, tuple) else ("%dx%d" % (size, size), size * size)
        label, shown_label = label if isinstance(label, tuple) else (label, label)
        row = {"kind": kind, "name": name, "size": label,
               "seconds": round(seconds, 4), "us_per_cell": round(seconds * 1e6 / cells, 3)}
        row.update(extra)
        rows.append(row)
        if not as_json:
            print(table_row(_(kind), shown, shown_label, seconds, row["us_per_cell"]),
                  file=out, flush=True)

    if not as_json:
        print(_("mazetk %(version)s bench, Python %(python)s on %(machine)s") % {
            "version": __version__, "python": platform.python_version(),
            "machine": platform.machine()}, file=out)
    largest = {}
    for name in ALGORITHMS:
        for size in (sizes[:1] if quick else SLOW_SIZES.get(name, sizes)):
            largest[name] = time_generator(name, size)
            emit(N_("generate"), name, size, largest[name])
    if not quick:
        scale_timings(emit, largest)
    size = sizes[-1]
    from .maze import build
    maze = build(MazeSpec(size, size, "backtracker", seed="bench"))
    braided = build(MazeSpec(size, size, "backtracker", seed="bench", braid=30))
    for label, m in (("", maze), (" braid30", braided)):
        for name in SOLVERS:
            seconds = _time(solve, m.grid, m.start, m.goal, name, rng_for("bench"))[0]
            emit(N_("solve"), name + label, size, seconds)
    export_timings(maze, emit)
    shape_timings(emit, quick)
    mask_timings(emit, quick)
    wrap_timings(emit)
    weave_timings(emit, quick)
    levels_timings(emit, quick)
    texture_timings(emit, quick)
    gif_timings(emit, quick)
    other_timings(emit, quick)
    if as_json:
        json.dump({"version": __version__, "python": platform.python_version(),
                   "aldous_broder_warn_cells": ALDOUS_BRODER_SLOW_CELLS,
                   "results": rows}, out, indent=1)
        out.write("\n")
    else:
        side = int(ALDOUS_BRODER_SLOW_CELLS ** 0.5)
        print(_("aldous-broder: the window warns above %(cells)d cells (about "
                "%(side)dx%(side)d)") % {"cells": ALDOUS_BRODER_SLOW_CELLS, "side": side},
              file=out)
    return 0


#: Per shape: (cols, rows) near 1,000,000 cells (a circle: rings), and the
#: size of a 90,000-cell maze for the PNG timing.
SHAPE_SIZES = {"hex": ((1000, 1000), (300, 300)), "triangle": ((1000, 1000), (300, 300)),
               "upsilon": ((1000, 1000), (300, 300)), "circle": ((500, 500), (150, 150))}
SHAPE_ALGORITHMS = ("backtracker", "wilson")


#: Runs of each maze a shape's ratio is measured from, the quickest kept: on
#: a shared machine one run of a second may take half as long again.
RATIO_RUNS = 3


def _made(make, name):
    """Seconds to make a grid by ``make()``, then carve it by ``name`` as
    plain generation does."""
    grid_seconds, grid = _time(make)
    seconds = _time(carve, grid, rng_for("bench"), name)[0]
    del grid
    return grid_seconds + seconds


def paired(make_square, make_shape, name, runs, timer=_made):
    """``(square seconds, shape seconds)``, each the quickest of ``runs``
    taken in turns, square then shape: a machine that slows down or speeds
    up for a while then weighs on both sides of the ratio alike.  ``timer(make,
    name)`` gives the seconds of one maze (grid and carving)."""
    pairs = [(timer(make_square, name), timer(make_shape, name)) for _run in range(runs)]
    return min(p[0] for p in pairs), min(p[1] for p in pairs)


def shape_timings(emit, quick=False):
    """The other shapes: making the grid, backtracker and wilson at about a
    million cells, each maze (grid and carving) also as a multiple of a
    square one of the same cells, timed in turns with it (:func:`paired`;
    the square row shown is the first shape's); and the PNG of a
    90,000-cell maze at 12 px cells.  Each maze of a ratio is the quickest
    of :data:`RATIO_RUNS` (one with ``quick``)."""
    from . import grids, scene
    from .export import png
    from .export.display import NoTask, prepare_view
    from .maze import build
    from .studio import Settings
    runs = 1 if quick else RATIO_RUNS
    shown = set()
    for shape, (big, small) in SHAPE_SIZES.items():
        if quick:
            big, small = (small[0] // 3, small[1] // 3), (small[0] // 3, small[1] // 3)
        seconds, grid = _time(grids.make, shape, big[0], big[1])
        side = int(grid.n ** 0.5)
        del grid
        emit(N_("shape"), _label(N_("%s grid"), shape), side, seconds)
        for name in SHAPE_ALGORITHMS:
            square, made = paired(lambda: grids.make("square", side, side),
                                   lambda: grids.make(shape, big[0], big[1]), name, runs)
            if (side, name) not in shown:
                shown.add((side, name))
                emit(N_("shape"), _label(N_("square %s (grid + carve)"), name), side, square)
            ratio = made / max(1e-9, square)
            emit(N_("shape"), _label(N_("%(shape)s %(name)s (%(ratio).2fx square)"),
                                     {"shape": shape, "name": name, "ratio": ratio}),
                 side, made, ratio=round(ratio, 3), square_seconds=round(square, 4))
        maze = build(MazeSpec(small[0], small[1], "backtracker", seed="bench", shape=shape))
        side = int(maze.grid.n ** 0.5)
        seconds, drawing = _time(scene.build, maze, scene.Style(cell=12))
        emit(N_("shape"), _label(N_("%s scene 12px"), shape), side, seconds)
        del drawing
        seconds = _time(lambda: png(scene.build(maze, scene.Style(cell=12), lazy=True)))[0]
        emit(N_("shape"), _label(N_("%s png 12px"), shape), side, seconds)
        # what the window does after generating (goal: on screen within 1 s
        # in all): the picture at 3 px a cell, ready for the Canvas
        seconds = _time(prepare_view, NoTask(), maze, Settings(), 3)[0]
        emit(N_("shape"), _label(N_("%s window picture 3px"), shape), side, seconds)


#: Masked mazes: a heart cut from a square grid of this size, each maze
#: all in (mask, grid, carving, ends) as a multiple of the unmasked one.
MASK_SIZE = 1000
MASK_ALGORITHMS = ("backtracker", "wilson")


def mask_timings(emit, quick=False):
    """``build`` of a heart-shaped maze against the whole square's."""
    from . import grids
    from .masks import mask
    from .maze import build
    size = 100 if quick else MASK_SIZE
    code = mask.encode(mask.outline("heart", grids.make("square", size, size)))
    for name in MASK_ALGORITHMS:
        plain = _time(build, MazeSpec(size, size, name, seed="bench"))[0]
        seconds = _time(build, MazeSpec(size, size, name, seed="bench", mask=code))[0]
        ratio = seconds / max(1e-9, plain)
        emit(N_("mask"), _label(N_("mask %(name)s (%(ratio).2fx unmasked)"),
                                {"name": name, "ratio": ratio}),
             size, seconds, ratio=round(ratio, 3), unmasked_seconds=round(plain, 4))


def wrap_timings(emit):
    """A 100 x 100 torus (both edges wrapped) by the backtracker: its table
    walk, as the padded lattice knows no wrap."""
    from .maze import build
    seconds = _time(build, MazeSpec(100, 100, "backtracker", seed="bench", wrap="xy"))[0]
    emit(N_("wrap"), _label(N_("backtracker, wrapped xy")), 100, seconds)


def weave_timings(emit, quick=False):
    """A woven maze at 50 % against the plain one of the same size, by each
    generator that can weave (the goal: at most 2x at 1000 x 1000; the
    quick run takes 200 x 200)."""
    from .grids.weave import WEAVERS
    from .maze import build
    size = 200 if quick else 1000
    for name in WEAVERS if not quick else ("backtracker", "kruskal"):
        if name == "aldous-broder":
            continue  # its plain walk alone takes minutes at this size
        plain = _time(build, MazeSpec(size, size, name, seed="bench"))[0]
        seconds = _time(build, MazeSpec(size, size, name, seed="bench", weave=50))[0]
        ratio = seconds / max(1e-9, plain)
        emit(N_("weave"), _label(N_("%(name)s, weave 50 (%(ratio).2fx plain)"),
                                 {"name": name, "ratio": ratio}),
             size, seconds, ratio=round(ratio, 3), plain_seconds=round(plain, 4))


def texture_timings(emit, quick=False):
    """Each texture knob at 50 against the plain maze, by each walking
    generator (the goal: at most 1.5x at 1000 x 1000; the quick run takes
    200 x 200 and the backtracker alone)."""
    from .generate.texture import KNOBS, WALKERS
    from .maze import build
    size = 200 if quick else 1000
    for name in WALKERS[:1] if quick else WALKERS:
        plain = min(_time(build, MazeSpec(size, size, name, seed="bench"))[0]
                    for _run in range(1 if quick else 2))
        for knob in KNOBS:
            seconds = _time(build, MazeSpec(size, size, name, seed="bench", **{knob: 50}))[0]
            ratio = seconds / max(1e-9, plain)
            emit(N_("texture"), _label(N_("%(name)s, %(knob)s 50 (%(ratio).2fx plain)"),
                                       {"name": name, "knob": knob, "ratio": ratio}),
                 size, seconds, ratio=round(ratio, 3), plain_seconds=round(plain, 4))


#: The generators a maze of levels is timed by.
LEVELS_ALGORITHMS = ("backtracker", "wilson", "prim", "kruskal")


def levels_timings(emit, quick=False):
    """Ten floors of 300 x 300 against a plain maze of as many cells (300 x
    3000), by each of :data:`LEVELS_ALGORITHMS` (the goal: at most 1.5x),
    and the window's picture of ten floors of 100 x 100 at 3 px a cell
    (the goal: on screen within 1 s of generating).  The quick run takes
    ten floors of 60 x 60 and 30 x 30."""
    from .export.display import NoTask, prepare_view
    from .maze import build
    from .studio import Settings
    side, small = (60, 30) if quick else (300, 100)
    for name in LEVELS_ALGORITHMS if not quick else ("backtracker",):
        plain = _time(build, MazeSpec(side, side * 10, name, seed="bench"))[0]
        seconds = _time(build, MazeSpec(side, side, name, seed="bench", levels=10))[0]
        ratio = seconds / max(1e-9, plain)
        emit(N_("levels"), _label(N_("%(name)s, 10 levels (%(ratio).2fx plain)"),
                                  {"name": name, "ratio": ratio}),
             (("10x%dx%d" % (side, side), "10×%d×%d" % (side, side)), 10 * side * side),
             seconds, ratio=round(ratio, 3), plain_seconds=round(plain, 4))
    maze = build(MazeSpec(small, small, "backtracker", seed="bench", levels=10))
    seconds = _time(prepare_view, NoTask(), maze, Settings(levels=10), 3)[0]
    emit(N_("levels"), _label(N_("10 levels, window picture 3px")),
         (("10x%dx%d" % (small, small), "10×%d×%d" % (small, small)), 10 * small * small),
         seconds)


def rgba_png(width, height):
    """A ``width`` x ``height`` RGBA PNG made in memory: like a photo,
    colours and alpha that change across every row (each row the one
    before, moved on by some pixels, with noise in every pixel), the rows
    filtered each way in turn."""
    import random
    import struct
    import zlib

    def chunk(kind, body):
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    line = bytes(range(256)) * (4 * width // 256 + 2)
    noise = random.Random(width * height).getrandbits(32 * width * height)
    noise = (noise & int.from_bytes(b"\x07" * 4 * width * height, "little")).to_bytes(
        4 * width * height, "little")
    rows = b"".join(bytes([y % 5]) + bytes(map(operator.xor, line[y % 256:y % 256 + 4 * width],
                                                noise[4 * width * y:4 * width * (y + 1)]))
                    for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))


def gif_timings(emit, quick=False):
    """Animations as GIF (the goals: a 40 x 30 backtracker's growth at 12 px
    a cell in at most 10 s and 3 MB; a 100 x 100 Wilson's, 600 frames at
    most, in 30 s; the quick run takes 20 x 15 and 30 x 30)."""
    from .export import gif
    from .maze import build
    from .scene import Style
    for name, size, frames in (("backtracker", (20, 15) if quick else (40, 30), gif.FRAMES),
                               ("wilson", (30, 30) if quick else (100, 100), 600)):
        maze = build(MazeSpec(size[0], size[1], name, seed="bench"))
        seconds, data = _time(lambda: b"".join(gif.grow(maze, Style(cell=12), frames=frames)))
        emit(N_("gif"), _label(N_("%(name)s growth, %(frames)d frames at most (%(kb)d KB)"),
                               {"name": name, "frames": frames, "kb": len(data) // 1024}),
             ("%dx%d" % size, size[0] * size[1]), seconds)


def other_timings(emit, quick=False):
    """Work around the mazes: a mask picture read, a line of stroke-font
    text laid out, a 100-maze book written as PDF (mazes and pages)."""
    from .masks import picture
    from .fonts import strokefont
    from .books.book import Book, BookSettings
    from .export.pdfbook import book_files
    side = 100 if quick else 1000
    data = rgba_png(side, side)
    seconds = _time(picture.decode, data)[0]
    emit(N_("other"), _label(N_("picture decode (RGBA PNG, %d KB)"), len(data) // 1024),
         side, seconds)
    chars = 200 if quick else 2000
    text = ("The quick brown fox jumps over the lazy dog. 0123456789 " * 40)[:chars]
    seconds = _time(strokefont.layout, text, 12.0)[0]
    emit(N_("other"), _label(N_("strokefont layout")), (_label(N_("%d ch"), chars), chars),
         seconds)
    count = 4 if quick else 100

    def book():
        made = Book(BookSettings(count=count, per_page=2, keys="back", page="letter"))
        return b"".join(b"".join(data()) for _, data in book_files(made))

    seconds, pdf = _time(book)
    mazes = ("%d mazes" % count,
             ngettext("%(n)d maze", "%(n)d mazes", count) % {"n": count})
    emit(N_("other"), _label(N_("book pdf, 2 a page (%d KB)"), len(pdf) // 1024),
         (mazes, count), seconds)
    seconds, pdf = _time(lambda: b"".join(
        b"".join(data()) for _, data in book_files(Book(mixed_book(count)))))
    emit(N_("other"), _label(N_("mixed book pdf (%d KB)"),
                             len(pdf) // 1024), (mazes, count), seconds)


def mixed_book(count):
    """The BookSettings of a book of ``count`` mazes of every shape, each cut
    to an outline or to words, 2 a page with the keys at the back."""
    from .books.book import BookSettings, outline_code
    from .grids import make
    from .masks import mask as masks
    entries = []
    for shape, size in (("square", (18, 18)), ("hex", (16, 16)), ("triangle", (22, 16)),
                        ("circle", (8, 8)), ("upsilon", (14, 14))):
        for outline in masks.OUTLINES:
            entries.append((shape,) + size + (outline_code(outline, shape, *size),))
        words = masks.from_words("MAZE", shape=shape, grid=make(shape, 30, 12)
                                 if shape != "circle" else make(shape, 10, 10))
        entries.append((shape, words.cols, words.rows, masks.encode(words)))
    return BookSettings(count=count, per_page=2, keys="back", page="letter", seed="mixed",
                        masks=tuple(entries))


#: Generators timed at the largest size too, as a multiple of their time at
#: the largest of :data:`SIZES` (a goal: within about 4.5 times, for 4 times
#: the cells).
SCALE_ALGORITHMS = ("true-prim",)
SCALE_SIZE = 2000


def scale_timings(emit, times):
    """Each of :data:`SCALE_ALGORITHMS` at ``SCALE_SIZE`` x ``SCALE_SIZE``;
    ``times[name]`` is its time at the largest size already run."""
    for name in SCALE_ALGORITHMS:
        seconds = time_generator(name, SCALE_SIZE)
        ratio = seconds / max(1e-9, times[name])
        emit(N_("scale"), _label(N_("%(name)s (%(ratio).2fx %(side)dx%(side)d)"),
                                 {"name": name, "ratio": ratio, "side": SIZES[-1]}),
             SCALE_SIZE, seconds, ratio=round(ratio, 3))


def export_timings(maze, emit):
    """Time every writer on ``maze``: the text formats, then each image format
    at 4 pixels a cell (a 4001 x 4001 picture at 1000 x 1000).

    ``png (saved)`` is what saving a PNG costs all in: the lazy drawing,
    the pixel rows straight from the passage bits, the encoding.  The
    record-by-record steps (the window's drawing, the general rasteriser)
    are timed apart; the vector formats are written from a lazy Scene, as
    saving does.
    """
    from . import export, scene
    from .files import mazefile
    size = maze.cols
    for name, func in (("txt", mazefile.to_text), ("json", mazefile.to_json),
                       ("ascii", export.ascii_art)):
        seconds = _time(func, maze)[0]
        emit(N_("export"), name, size, seconds)
    style = scene.Style(cell=4, wall=1, margin=0)
    seconds, data = _time(lambda: export.png(scene.build(maze, style, lazy=True)))
    emit(N_("export"), _label(N_("png (saved, %d KB)"), len(data) // 1024), size, seconds)
    seconds, drawing = _time(scene.build, maze, style)
    emit(N_("export"), _label(N_("scene records")), size, seconds)
    drawing.parts = None  # the general rasteriser, as for a heat map
    seconds, (palette, pixels) = _time(export.rasterise, drawing)
    emit(N_("export"), _label(N_("png rasterise records")), size, seconds)
    seconds, data = _time(export.png_from_pixels, drawing.width, drawing.height,
                          palette, pixels)
    emit(N_("export"), _label(N_("png encode (%d KB)"), len(data) // 1024), size, seconds)
    del drawing, palette, pixels
    lazy = scene.build(maze, style, lazy=True)
    for name, func in (("svg", export.svg), ("ps", export.eps), ("pdf", export.pdf)):
        seconds, data = _time(func, lazy)
        emit(N_("export"), _label(N_("%(format)s (%(kb)d KB)"),
                                  {"format": name, "kb": len(data) // 1024}), size, seconds)
