"""The command line: ``python -m mazetk [COMMAND] ...``.

With no command it opens the window; with one it runs headless.  Bad flags
print one line to stderr and exit 2; a file that cannot be written or read
prints one line and exits 1.
"""

import argparse
import errno
import math
import os
import re
import sys

from . import __version__
from .generate import ALDOUS_BRODER_SLOW_CELLS, ALGORITHMS
from .mask import OUTLINES
from .solve import SOLVERS
from .spec import (CODE_PREFIX, ECHO_LENGTH, ENDPOINTS, MAX_MASK_CELLS, SHAPES, MazeSpec,
                   mask_of, parse_size, shape_cells, shown)
from .export.render import FORMATS, check_formats, file_stem, render_parts

#: What ``generate`` writes: every maze format, and a masked maze's mask.
GENERATE_FORMATS = FORMATS + ("mask",)
MASK_SUFFIX = ".mask.txt"
#: The size of a maze when neither --size nor its mask gives one.
DEFAULT_SIZE = (20, 15)

#: Seconds Aldous-Broder took for a 2000 x 2000 maze (measured; see README).
ALDOUS_BRODER_2000_SECONDS = 120.0


class UsageError(Exception):
    """Bad input on the command line: exit status 2."""


class NoWay(Exception):
    """The solver asked for found no way through: nothing is written (exit 1)."""


class _Parser(argparse.ArgumentParser):
    """argparse, but an error is one line on stderr (and exit status 2)."""

    def error(self, message):
        raise UsageError("%s: error: %s" % (self.prog, _cut_words(message)))


def _cut_words(text, limit=ECHO_LENGTH):
    """``text`` with every word longer than ``limit`` cut short (an echoed
    100,000-character argument must not fill the screen)."""
    return re.sub(r"\S{%d,}" % (limit + 1), lambda m: m.group(0)[:limit - 3] + "...", text)


def _one_line(text):
    """An error message as one line of reasonable length."""
    text = " ".join(str(text).split())
    return _cut_words(text, 200)


def _formats(text, allowed):
    names = [x.strip().lower() for x in text.split(",")]
    if not any(names):
        raise argparse.ArgumentTypeError("give at least one format")
    if not all(names):
        raise argparse.ArgumentTypeError("an empty format in %s; give names separated by "
                                         "single commas, like png,svg" % shown(text))
    for name in names:
        if name not in allowed:
            raise argparse.ArgumentTypeError(
                "unknown format %s; choose from %s" % (shown(name), ",".join(allowed)))
    return list(dict.fromkeys(names))


def _size(text):
    try:
        return parse_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _output_options(g):
    g.add_argument("--format", "-f", type=lambda t: _formats(t, GENERATE_FORMATS),
                   default=None, metavar="LIST",
                   help="comma-separated: %s (default txt for a square maze, png for the "
                        "other shapes and masked mazes, which cannot be txt or ascii; mask "
                        "writes the mask of a masked maze as NAME%s)"
                        % (",".join(GENERATE_FORMATS), MASK_SUFFIX))
    g.add_argument("--solution", action="store_true",
                   help="also write each picture with its solution (FILE-solution.png ...; "
                        "a PDF gets the solution as its second page) and add it to the JSON")
    g.add_argument("--solver", default="bfs", metavar="NAME",
                   help="solver for --solution (see 'mazetk solvers'; default bfs)")
    _style_options(g)
    g.add_argument("--out", "-o", default=".", metavar="DIR",
                   help="folder to write into (made if missing; default: here)")


def _style_options(g):
    g.add_argument("--look", default="lines", metavar="LOOK",
                   help="lines (thin walls) or blocks (walls as cell-sized blocks)")
    g.add_argument("--cell", default=None, metavar="PX",
                   help="cell size in pixels (default 16)")
    g.add_argument("--wall", default=None, metavar="PX",
                   help="wall thickness in pixels (default 2)")
    g.add_argument("--page", default="a4", metavar="SIZE",
                   help="PDF page: a4 or letter (default a4)")
    _palette_option(g)


def _palette_option(g):
    from .palette import NAMES
    g.add_argument("--palette", default="default", metavar="NAME",
                   help="colours: %s (colorblind: Okabe-Ito; contrast: black, white and "
                        "blue; dark: light walls on dark)" % ", ".join(NAMES))


def build_parser():
    p = _Parser(prog="mazetk", description="mazetk: make, solve and save mazes. "
                "With no command, the window opens.")
    p.add_argument("--version", action="version", version="mazetk " + __version__)
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    sub.add_parser("algorithms", help="list the maze generators, one a line",
                   description="Print the generator names, one a line.",
                   epilog="example: python -m mazetk algorithms | head -n 3")
    sub.add_parser("solvers", help="list the solvers, one a line",
                   description="Print the solver names, one a line.",
                   epilog="example: for s in $(python -m mazetk solvers); do "
                          "python -m mazetk solve maze.txt --solver $s; done")

    g = sub.add_parser(
        "generate", help="make mazes and write them to files",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Make a maze and write it in the given formats.",
        epilog="examples:\n"
               "  python -m mazetk generate --size 40x30 --algorithm prim --seed 7 \\\n"
               "      --endpoints farthest --braid 20 --format txt,json --out mazes\n"
               "  python -m mazetk generate --code %s:40x30:prim:f:b20:7 --format json\n"
               "  python -m mazetk generate --outline heart --size 30x30 --format png,mask\n"
               "\n"
               "masks (at most one of --mask, --mask-text, --outline) cut the maze to a\n"
               "figure, on every shape:\n"
               "  a mask text file gives the size (columns x rows; a circle's file, its\n"
               "  rings); with --size the two must agree.  --mask-text gives the size of\n"
               "  its words unless --size is given.  A picture or an outline is drawn on\n"
               "  --size (default %dx%d).  Only the largest piece of a mask is kept.\n"
               "  A masked maze is written as png, ps, svg, pdf, plotter, json or mask (its\n"
               "  mask as NAME.mask.txt), not as txt or ascii.\n"
               % ((CODE_PREFIX,) + DEFAULT_SIZE))
    g.add_argument("--shape", metavar="SHAPE",
                   help="cell shape: %s (default square)" % ", ".join(SHAPES))
    g.add_argument("--size", type=_size, metavar="CxR",
                   help="columns x rows, for example 40x30 (default %dx%d, or the size "
                        "of a mask file or --mask-text); for a circle its number of "
                        "rings, for example 12" % DEFAULT_SIZE)
    g.add_argument("--algorithm", "-a", metavar="NAME",
                   help="generator (see 'mazetk algorithms'; default backtracker)")
    g.add_argument("--param", metavar="N",
                   help="the algorithm's parameter (growing-tree: mix, 0-100)")
    g.add_argument("--seed", metavar="SEED",
                   help="any number or text; the same seed gives the same maze "
                        "(default: a new random seed, shown in the file names)")
    g.add_argument("--endpoints", metavar="HOW",
                   help="where start and goal go: %s (default corners)" % ", ".join(ENDPOINTS))
    g.add_argument("--braid", metavar="PERCENT",
                   help="remove this percentage of dead ends, making loops (default 0)")
    g.add_argument("--code", metavar="CODE",
                   help="rebuild the maze of a maze code (holds every setting above and "
                        "the mask)")
    m = g.add_mutually_exclusive_group()
    m.add_argument("--mask", metavar="FILE",
                   help="cut the maze to a mask: a picture (PNG, GIF, PBM, PGM or PPM; "
                        "dark pixels are maze) or a mask text file (a line a row: X or # "
                        "for a cell, . or space for none)")
    m.add_argument("--mask-text", metavar="WORDS",
                   help="cut the maze to these words (a line break starts a new line)")
    m.add_argument("--outline", metavar="KIND",
                   help="cut the maze to a %s" % " / ".join(OUTLINES))
    g.add_argument("--mask-threshold", metavar="N",
                   help="for a picture --mask: a pixel darker than N (1-255) is maze "
                        "(default 128)")
    _output_options(g)
    g.add_argument("--cell-mm", default=None, metavar="MM",
                   help="for the plotter format: a cell's size in mm (default 5)")
    g.add_argument("--pen-mm", default=None, metavar="MM",
                   help="for the plotter format: the pen's width in mm (default a "
                        "0.1 mm hairline)")
    g.add_argument("--count", type=int, default=1, metavar="N",
                   help="make N mazes, seeds SEED, SEED+1, ... (progress on stderr)")
    g.add_argument("--jobs", "-j", type=int, default=1, metavar="N",
                   help="use N processes for --count (the files are the same)")

    v = sub.add_parser(
        "solve", help="read a maze file, solve it, write the results",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Read a maze (text matrix or JSON), solve it and write the "
                    "requested formats with the solution drawn in. With no --format, "
                    "print the solution's length and the statistics.",
        epilog="examples:\n"
               "  python -m mazetk solve maze.txt\n"
               "  python -m mazetk solve maze.json --solver astar --format png,json --out out\n")
    v.add_argument("file", metavar="FILE", help="a .txt matrix or .json maze")
    v.add_argument("--solver", default="bfs", metavar="NAME",
                   help="solver (see 'mazetk solvers'; default bfs)")
    v.add_argument("--format", "-f", type=lambda t: _formats(t, FORMATS), metavar="LIST",
                   help="comma-separated: %s" % ",".join(FORMATS))
    _style_options(v)
    v.add_argument("--out", "-o", default=".", metavar="DIR",
                   help="folder to write into (made if missing; default: here)")

    b = sub.add_parser("bench", help="time every generator and solver",
                       description="Time every generator at 100x100, 500x500 and "
                                   "1000x1000, and the solvers at 1000x1000.",
                       epilog="example: python -m mazetk bench --quick")
    b.add_argument("--json", action="store_true", help="print JSON for machines")
    b.add_argument("--quick", action="store_true", help="small sizes only (a few seconds)")
    _book_parser(sub)
    return p


def _style(args):
    """The Style of the --look/--cell/--wall flags, checked (ValueError)."""
    from dataclasses import replace
    from .scene import Style
    from .settings import wall_for
    look = str(args.look).strip().lower()
    changes = {}
    if args.cell is not None:
        changes["cell"] = args.cell
        try:
            changes["wall"] = wall_for(int(str(args.cell).strip()))
        except ValueError:
            pass  # validate() below says what is wrong with the cell size
    if args.wall is not None:
        if look == "blocks":
            raise ValueError("--wall is for the lines look; in the blocks look a wall is a "
                             "whole cell (--cell)")
        changes["wall"] = args.wall
    style = replace(Style(look=look, palette=args.palette), **changes)
    args.page = str(args.page).strip().lower()
    if args.page not in ("a4", "letter"):
        raise ValueError("--page must be a4 or letter, not %s" % shown(args.page))
    if args.solver not in SOLVERS:
        raise ValueError("unknown solver %s; choose one of: %s"
                         % (shown(args.solver), ", ".join(SOLVERS)))
    style = style.validate()
    if style.palette == "dark" and "plotter" in (args.format or ()):
        raise ValueError("a plotter draws on white paper: the dark palette is for screens")
    return style


def cmd_generate(args):
    settings = (args.size, args.algorithm, args.param, args.seed, args.endpoints, args.braid,
                args.shape, args.mask, args.mask_text, args.outline, args.mask_threshold)
    mask_note = None
    try:
        style = _style(args)
        if args.code is not None:
            if any(x is not None for x in settings):
                raise UsageError("mazetk generate: error: --code already holds every "
                                 "setting; leave out --size, --algorithm and the rest")
            spec = MazeSpec.from_code(args.code)
        else:
            # An empty value is checked like any other, never taken for the default.
            cols, rows = args.size or DEFAULT_SIZE
            spec = MazeSpec(cols, rows,
                            "backtracker" if args.algorithm is None else args.algorithm,
                            args.param, args.seed,
                            "corners" if args.endpoints is None else args.endpoints,
                            0 if args.braid is None else args.braid,
                            shape="square" if args.shape is None else args.shape).validate()
            spec, mask_note = _cut_to_mask(spec, args)
        if args.format is None:  # the text matrix holds square mazes only
            args.format = ["txt"] if spec.shape == "square" and not spec.mask else ["png"]
        if spec.mask:
            check_formats("masked", args.format, style, GENERATE_FORMATS)
        else:
            check_formats(spec.shape, args.format, style)
            if "mask" in args.format:
                raise ValueError("the mask format writes the mask of a masked maze; give "
                                 "--mask, --mask-text or --outline")
        if "png" in args.format:  # before any work: is the picture possible at all?
            from types import SimpleNamespace
            from .export import check_pixels
            from .scene import picture_size
            from .maze import new_grid
            grid = new_grid(spec) if spec.shape != "square" or spec.mask else SimpleNamespace(
                cols=spec.cols, rows=spec.rows, kind="square")
            check_pixels(*picture_size(grid, style))
        if "plotter" in args.format:
            from .export.plotter import check_cells
            check_cells(shape_cells(spec.shape, spec.cols, spec.rows))
        plot = _plot_sizes(args)
        if not 1 <= args.count <= 100000:
            raise ValueError("--count must be from 1 to 100000")
        if not 1 <= args.jobs <= 64:
            raise ValueError("--jobs must be from 1 to 64")
        seeds = [spec.seed]
        if args.count > 1:
            if not re.fullmatch(r"-?(0|[1-9][0-9]*)", spec.seed):
                raise ValueError("--count counts up from a plain whole-number seed such as "
                                 "7, not %s" % shown(spec.seed))
            first = int(spec.seed)
            seeds = [str(first + i) for i in range(args.count)]
        # Every seed is checked before anything is written.
        specs = [spec.replace(seed=seed).validate() for seed in seeds]
    except ValueError as exc:
        raise UsageError("mazetk generate: error: %s" % exc) from None
    identity = _prepare_folder(args.out)
    if mask_note:
        print("mazetk: %s" % mask_note, file=sys.stderr, flush=True)
    note = slow_note(spec)
    if note:
        print("mazetk: %s%s" % ("each maze: " if len(specs) > 1 else "", note),
              file=sys.stderr, flush=True)
    options = (tuple(args.format), args.solution, args.solver, style, args.page, args.out,
               identity, plot)
    jobs = [(one, options) for one in specs]
    if len(jobs) == 1:
        for path in _make_one(jobs[0]):
            print(path)
        return 0
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor
        pool = ProcessPoolExecutor(max_workers=args.jobs)
        try:
            _report(pool.map(_make_one, jobs), len(jobs), args.out, identity)
        finally:
            if sys.version_info >= (3, 9):
                pool.shutdown(wait=True, cancel_futures=True)
            else:  # pragma: no cover - Python 3.8
                pool.shutdown(wait=True)
    else:
        _report(map(_make_one, jobs), len(jobs), args.out, identity)
    return 0


def _plot_sizes(args):
    """``(cell_mm, pen_mm)`` of the plotter format, checked (ValueError)."""
    from .export.plotter import CELL_MM, DEFAULT_CELL_MM, PEN_MM, check_mm
    given = [flag for flag, value in (("--cell-mm", args.cell_mm), ("--pen-mm", args.pen_mm))
             if value is not None]
    if given and "plotter" not in args.format:
        raise ValueError("%s %s the plotter format; add plotter to --format"
                         % (" and ".join(given), "size" if len(given) > 1 else "sizes"))
    cell = (DEFAULT_CELL_MM if args.cell_mm is None
            else check_mm(args.cell_mm, "--cell-mm", *CELL_MM))
    pen = None if args.pen_mm is None else check_mm(args.pen_mm, "--pen-mm", *PEN_MM)
    return cell, pen


def _cut_to_mask(spec, args):
    """``(spec, note)``: the (validated) spec cut to the mask of --mask,
    --mask-text or --outline, sized by the rules of ``generate --help``, and
    a line saying what pieces were dropped (or None).  ValueError for a bad
    mask; OSError for a mask file that cannot be read."""
    from . import grids, mask as masks
    threshold = _threshold(args.mask_threshold)
    if args.mask is None and args.mask_threshold is not None:
        raise ValueError("--mask-threshold is for a picture given with --mask")
    if args.mask is None and args.mask_text is None and args.outline is None:
        return spec, None
    shape, given = spec.shape, args.size is not None
    if given or args.mask is not None:  # a picture's size; a mask file's is checked below
        _check_mask_cells(spec)
    if args.mask is not None:
        flag = "--mask %s" % args.mask
        try:
            mask = masks.read(args.mask, shape, spec.cols, spec.rows, threshold)
        except OSError as exc:
            raise OSError("cannot read the mask %s: %s"
                          % (args.mask, exc.strerror or exc)) from None
        except ValueError as exc:
            raise ValueError(_about(flag, exc)) from None
        if given and (mask.cols, mask.rows) != (spec.cols, spec.rows):
            raise ValueError("the mask %s is %s but --size asks for %s; leave out --size "
                             "to take the mask's" % (args.mask, _size_words(mask),
                                                      _size_words(spec)))
    elif args.mask_text is not None:
        flag = "--mask-text"
        try:
            if given:  # a font pixel needs a cell at least, or letters blur into bars
                cols, rows = masks.words_size(args.mask_text, shape, 1)
                if spec.cols < cols or spec.rows < rows:
                    raise ValueError("%s needs at least %s cells to be read (%s at two "
                                     "cells a font pixel); give a larger --size or leave "
                                     "it out" % (shown(args.mask_text), "%d x %d" % (
                                         cols, rows), "%d x %d" % masks.words_size(
                                             args.mask_text, shape)))
            mask = masks.from_words(args.mask_text, shape=shape, grid=grids.make(
                shape, spec.cols, spec.rows) if given else None)
        except ValueError as exc:
            raise ValueError(_about(flag, exc)) from None
    else:
        flag = "--outline"
        if args.outline not in masks.OUTLINES:
            raise ValueError("unknown outline %s; choose one of: %s"
                             % (shown(args.outline), ", ".join(masks.OUTLINES)))
        mask = masks.outline(args.outline, grids.make(shape, spec.cols, spec.rows))
    code = masks.encode(mask)
    try:  # remembered by mask_of, so validate() below does not look again
        kept, dropped = mask_of(shape, mask.cols, mask.rows, code)
    except ValueError as exc:
        raise ValueError(_about(flag, exc)) from None
    note = None
    if dropped:  # the code holds the maze's own mask, without the pieces dropped
        code = masks.encode(kept)
        note = "mask: kept the largest of %d pieces (%d dropped)" % (dropped + 1, dropped)
    return spec.replace(cols=kept.cols, rows=kept.rows, mask=code).validate(), note


def _threshold(text):
    """The --mask-threshold as a number (128 if not given); ValueError otherwise."""
    if text is None:
        return 128
    if not re.fullmatch(r"\s*[0-9]{1,3}\s*", text) or not 1 <= int(text) <= 255:
        raise ValueError("--mask-threshold is a whole number from 1 to 255, not %s"
                         % shown(text))
    return int(text)


def _check_mask_cells(spec):
    """ValueError before a mask is drawn on a grid too large to be masked."""
    cells = shape_cells(spec.shape, spec.cols, spec.rows)
    if cells > MAX_MASK_CELLS:
        raise ValueError("a masked maze has at most %d cells in its full grid; a %s grid "
                         "of %s has %d" % (MAX_MASK_CELLS, spec.shape, _size_words(spec), cells))


def _size_words(thing):
    """``12 rings`` or ``30 x 20 cells`` of a spec or a mask."""
    if thing.shape == "circle":
        return "%d rings" % thing.cols
    return "%d x %d cells" % (thing.cols, thing.rows)


def _about(flag, exc):
    """A mask's error message, after the flag (and file) it is about, unless
    it begins with the file's name already."""
    text = str(exc)
    name = flag.partition(" ")[2]
    return text if name and text.startswith(name) else "%s: %s" % (flag, text)


def slow_note(spec):
    """One line saying what building ``spec``'s maze will cost, or None if quick."""
    if spec.algorithm != "aldous-broder" or spec.cols * spec.rows <= ALDOUS_BRODER_SLOW_CELLS:
        return None
    # A random walk covers n cells in about n (ln n)^2 steps.
    n, ref = spec.cols * spec.rows, 2000 * 2000
    seconds = ALDOUS_BRODER_2000_SECONDS * n * math.log(n) ** 2 / (ref * math.log(ref) ** 2)
    if seconds < 10:
        cost = "a few seconds"
    elif seconds < 90:
        cost = "about %d seconds" % (int(round(seconds / 5.0)) * 5)
    else:
        cost = "about %d minutes" % int(round(seconds / 60.0))
    return ("building this %d x %d aldous-broder maze takes %s (its random walk must "
            "reach every cell)" % (spec.cols, spec.rows, cost))


def _report(results, total, folder, identity):
    """Print each maze's paths in seed order, with progress on stderr.

    Before printing a maze's paths, and at the end, the folder must still be
    the one made at the start: files written into a folder that was then
    removed or renamed are lost, and that is an error, not a success.
    """
    from .export.savefile import Folder
    progress = Progress(total)
    try:
        for done, paths in enumerate(results, 1):
            Folder(folder, identity).close()
            for path in paths:
                print(path, flush=True)
            progress.update(done)
        Folder(folder, identity).close()
    finally:
        progress.close()


class Progress:
    """Progress of a batch on stderr: one line updated in place on a terminal,
    else a line at every tenth of the way (and the last)."""

    def __init__(self, total, stream=None):
        self.total = total
        self.stream = sys.stderr if stream is None else stream
        try:
            self.live = self.stream.isatty()
        except (AttributeError, ValueError):
            self.live = False
        self.shown = 0
        self.open = False

    def update(self, done):
        text = "mazetk: %d/%d mazes" % (done, self.total)
        if self.live:
            self.stream.write("\r" + text)
            self.open = True
        elif done == self.total or done * 10 // self.total > self.shown * 10 // self.total:
            self.stream.write(text + "\n")
            self.shown = done
        self.stream.flush()

    def close(self):
        if self.open:
            self.stream.write("\n")
            self.stream.flush()
            self.open = False


def _make_one(job):
    """Build one maze and write all its files (also run in worker processes)."""
    spec, (formats, solution, solver, style, page, out, identity, plot) = job
    from .maze import build
    maze = build(spec)
    if solution:
        found = maze.solve(solver)
        if not found.found:
            raise NoWay("%s: %s" % (solver, found.note))
    parts = []
    for fmt in formats:  # in the order asked
        if fmt == "mask":
            kept = mask_of(spec.shape, spec.cols, spec.rows, spec.mask)[0]
            parts.append((MASK_SUFFIX, lambda: kept.to_text().encode("ascii")))
        else:
            parts += render_parts(maze, [fmt], solution, solver, style, page,
                                  cell_mm=plot[0], pen_mm=plot[1])
    return save(out, file_stem(maze), parts, identity)


def cmd_solve(args):
    from .export import mazefile
    from .maze import statistics
    try:
        style = _style(args)
    except ValueError as exc:
        raise UsageError("mazetk solve: error: %s" % exc) from None
    note = _file_note(args.file)
    if note:
        print("mazetk solve: %s" % note, file=sys.stderr, flush=True)
    try:
        maze = mazefile.load(args.file)
    except mazefile.MazeFileError as exc:
        raise UsageError("mazetk solve: %s: %s" % (args.file, exc)) from None
    except OSError as exc:
        raise OSError("cannot read %s: %s" % (args.file, exc.strerror or exc)) from None
    found = maze.solve(args.solver)
    if not found.found:
        print("mazetk solve: %s: %s" % (args.file, found.note), file=sys.stderr)
        return 1
    if not args.format:
        stats = statistics(maze, args.solver)
        print("solution: %d cells (%s%% of the maze), found by %s" % (
            len(found.path), stats["solution_share"], args.solver))
        for key, value in stats.items():
            print("%s: %s" % (key.replace("_", " "), value))
        return 0
    stem = os.path.splitext(os.path.basename(args.file))[0] + "-solved"
    parts = render_parts(maze, args.format, solution=True, solver=args.solver, style=style,
                         page=args.page, always_solution=True)
    for path in save(args.out, stem, parts):
        print(path)
    return 0


def _file_note(path):
    """What reading a maze file will cost when it makes the maze again from its
    code (a JSON file's ``code`` is rebuilt, to check it or for want of a
    matrix), or None.  The code comes first in the files mazetk writes."""
    try:
        with open(path, "rb") as f:
            head = f.read(4096)
    except OSError:
        return None  # the load says what is wrong
    found = re.search(rb'"code"\s*:\s*"(mz[^"]{1,300})"', head)
    if not found:
        return None
    try:
        spec = MazeSpec.from_code(found.group(1).decode("utf-8"))
    except ValueError:
        return None
    note = slow_note(spec)
    return note and note.replace("building", "reading this file rebuilds", 1).replace(
        " maze takes ", " maze from its code: ", 1)


def _prepare_folder(folder):
    """Make the output folder if it is missing (only here, once) and return
    its identity for :func:`~mazetk.export.savefile.save_group`."""
    from .export.savefile import Folder, SaveError
    if not str(folder).strip():
        raise UsageError("mazetk: error: --out needs the name of a folder")
    try:
        os.stat(folder)
    except FileNotFoundError:
        if os.path.islink(folder):
            raise SaveError("--out %s is a symbolic link to something that does not exist"
                            % folder) from None
        try:
            os.makedirs(folder, exist_ok=True)
        except OSError as exc:
            raise SaveError("cannot make the folder %s: %s"
                            % (folder, _reason(exc))) from None
    except OSError as exc:
        raise SaveError("cannot use the folder %s: %s" % (folder, _reason(exc))) from None
    if not os.path.isdir(folder):
        raise SaveError("--out %s is a file, not a folder" % folder)
    with Folder(folder) as where:
        return where.identity


def _reason(exc):
    if getattr(exc, "errno", None) == errno.ELOOP:
        return "its path goes round a loop of symbolic links"
    if getattr(exc, "errno", None) == errno.ENOTDIR:
        return "part of its path is a file, not a folder"
    return exc.strerror or str(exc)


def save(folder, stem, parts, identity=None):
    """Save a maze's parts into ``folder``; with ``identity`` (from
    :func:`_prepare_folder`) the folder is never made again."""
    from .export.savefile import save_group
    if identity is None:
        identity = _prepare_folder(folder)
    return save_group(folder, stem, parts, identity=identity)


#: Flags that take a value: ``--size -1x5`` must reach the check of sizes,
#: not argparse's "expected one argument".
_VALUE_FLAGS = ("--size", "--param", "--seed", "--braid", "--count", "--jobs", "-j",
                "--cell", "--wall", "--endpoints", "--algorithm", "-a", "--mask-threshold",
                "--cell-mm", "--pen-mm", "--bleed", "--gutter", "--margin", "--per-page",
                "--keys-per-page", "--difficulty")


def _join_negative_values(argv):
    """``["--size", "-1x5"]`` -> ``["--size=-1x5"]`` for a value starting with -digit."""
    out = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if (arg in _VALUE_FLAGS and i + 1 < len(argv)
                and re.match(r"-[0-9.]", argv[i + 1])):
            out.append("%s=%s" % (arg, argv[i + 1]))
            i += 2
            continue
        out.append(arg)
        i += 1
    return out


def _book_parser(sub):
    k = sub.add_parser(
        "book", help="make a puzzle book or a set of worksheets as one PDF",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Make N mazes whose settings ramp from a first to a last value, "
                    "laid out 1, 2, 4 or 6 to a page with their answer keys, as a PDF "
                    "that needs no fonts (a print shop takes it as it is).",
        epilog="examples:\n"
               "  python -m mazetk book week.pdf --count 5 --size 15x10 --title 'Monday to "
               "Friday'\n"
               "  python -m mazetk book book.pdf --count 100 --per-page 2 --page 6x9in \\\n"
               "      --bleed 0.125in --gutter 0.25in --keys back --size 10x10..40x30 \\\n"
               "      --difficulty easy..hard --algorithm backtracker,prim,wilson --seed 7\n")
    k.add_argument("out", metavar="OUT.pdf", help="the book's file (never overwritten: a "
                   "taken name gets the next free number)")
    k.add_argument("--count", default="10", metavar="N", help="how many mazes (default 10)")
    k.add_argument("--per-page", default="1", metavar="N", help="mazes a page: 1, 2, 4 or 6")
    k.add_argument("--page", default="letter", metavar="SIZE",
                   help="a4, a5, letter, 6x9in, 8x10in, 8.5x11in, or WxHmm / WxHin "
                        "(default letter)")
    k.add_argument("--landscape", action="store_true", help="turn the page sideways")
    k.add_argument("--bleed", default="0", metavar="LEN",
                   help="added to the outside edge, top and bottom, e.g. 0.125in or 3mm")
    k.add_argument("--gutter", default="0", metavar="LEN",
                   help="added to the inside margin (left on right-hand pages)")
    k.add_argument("--margin", default="0.5in", metavar="LEN",
                   help="margin kept free on every side (default 0.5in)")
    k.add_argument("--keys", default="back", metavar="WHERE",
                   help="answer keys: after (each page of puzzles), back (default), "
                        "separate (OUT-answers.pdf) or none")
    k.add_argument("--keys-per-page", default="6", metavar="N",
                   help="keys a page at the back or in the separate file: 1, 2, 4, 6, 9, 12")
    k.add_argument("--title", default="", metavar="TEXT", help="the book's title")
    k.add_argument("--title-page", action="store_true", help="begin with a title page")
    k.add_argument("--puzzle-title", default="", metavar="TEXT",
                   help="words on every puzzle after its number, e.g. 'Find the way'")
    k.add_argument("--no-page-numbers", action="store_true", help="leave out page numbers")
    k.add_argument("--no-name-line", action="store_true", help="leave out Name ___ Date ___")
    k.add_argument("--seed", metavar="SEED", help="makes the whole book again identically "
                   "(default: a new one, printed on the title page and in every maze code)")
    k.add_argument("--shape", default="square", metavar="SHAPE",
                   help="cell shape: %s" % ", ".join(SHAPES))
    k.add_argument("--size", default="20x15", metavar="CxR[..CxR]",
                   help="size, or first..last: 10x10..40x30 (a circle: rings, 6..12)")
    k.add_argument("--algorithm", "-a", default="backtracker", metavar="NAME[,NAME]",
                   help="generator, or a list for equal parts of the book in order")
    k.add_argument("--braid", default="0", metavar="P[..Q]",
                   help="percent of dead ends removed, or first..last: 0..20")
    k.add_argument("--difficulty", default="", metavar="LEVEL[..LEVEL]",
                   help="easy, medium, hard, or a ramp easy..hard (equal parts)")
    k.add_argument("--endpoints", default="corners", metavar="HOW",
                   help="where start and goal go: %s" % ", ".join(ENDPOINTS))
    k.add_argument("--look", default="lines", metavar="LOOK", help="lines or blocks")
    k.add_argument("--cell-mm", default=None, metavar="MM",
                   help="print every cell this size (default: each maze as large as fits)")
    _palette_option(k)
    return k


def cmd_book(args):
    from .book import ATTEMPTS, Book, BookSettings
    from .export.savefile import save_group
    settings = BookSettings(
        count=args.count, per_page=args.per_page, page=args.page, landscape=args.landscape,
        bleed=args.bleed, gutter=args.gutter, margin=args.margin, keys=args.keys,
        keys_per_page=args.keys_per_page, title=args.title, title_page=args.title_page,
        page_numbers=not args.no_page_numbers, name_line=not args.no_name_line,
        puzzle_title=args.puzzle_title, seed=args.seed, shape=args.shape, size=args.size,
        algorithm=args.algorithm, braid=args.braid, difficulty=args.difficulty,
        endpoints=args.endpoints, look=args.look, cell_mm=args.cell_mm, palette=args.palette)
    folder, name = os.path.split(os.path.abspath(args.out))
    stem = name[:-4] if name.lower().endswith(".pdf") else name
    try:
        settings = settings.validate()
        if not stem:
            raise ValueError("give the book a file name, like book.pdf")
        if not os.path.isdir(folder):
            raise ValueError("there is no folder %s" % shown(folder))
        progress = Progress(int(settings.count))
        try:
            book = Book(settings, progress=lambda done, total: progress.update(done))
        finally:
            progress.close()
    except ValueError as exc:  # a FieldError names the flag: --per-page, --cell-mm ...
        flag = getattr(exc, "field", None)
        where = " (--%s)" % flag.replace("_", "-") if flag else ""
        raise UsageError("mazetk book: error%s: %s" % (where, exc)) from None
    if book.misses:
        print("mazetk: no seed of %d tried gave the asked difficulty for maze%s %s; "
              "the first was kept" % (ATTEMPTS, "s" if len(book.misses) > 1 else "",
                                      ", ".join(map(str, book.misses))), file=sys.stderr)
    for path in save_group(folder, stem, book.parts()):
        print(path)
    return 0


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser()
    try:
        args = parser.parse_args(_join_negative_values(argv))
        if args.command is None:
            from .gui.launch import run_gui
            return run_gui()
        if args.command == "algorithms":
            print("\n".join(ALGORITHMS))
            return 0
        if args.command == "solvers":
            print("\n".join(SOLVERS))
            return 0
        if args.command == "generate":
            return cmd_generate(args)
        if args.command == "solve":
            return cmd_solve(args)
        if args.command == "book":
            return cmd_book(args)
        if args.command == "bench":
            from .bench import run
            return run(as_json=args.json, quick=args.quick)
    except UsageError as exc:
        print(_one_line(exc), file=sys.stderr)
        return 2
    except OSError as exc:
        print(_one_line("mazetk: %s" % (exc,)), file=sys.stderr)
        return 1
    except NoWay as exc:
        print(_one_line("mazetk: no solution to draw: %s" % exc), file=sys.stderr)
        return 1
    except MemoryError:
        print("mazetk: not enough memory for this; try a smaller maze or --cell",
              file=sys.stderr)
        return 1
    except ValueError as exc:  # e.g. a picture over the pixel limit
        print(_one_line("mazetk: %s" % exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("mazetk: interrupted", file=sys.stderr)
        return 130
    return 0


def console_entry():
    """The ``mazetk`` console script."""
    sys.exit(main())
