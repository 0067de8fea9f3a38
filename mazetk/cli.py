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
from .solve import SOLVERS
from .spec import CODE_PREFIX, ECHO_LENGTH, ENDPOINTS, SHAPES, MazeSpec, parse_size, shown
from .export.render import FORMATS, file_stem, render_parts

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
    names = [x.strip().lower() for x in text.split(",") if x.strip()]
    if not names:
        raise argparse.ArgumentTypeError("give at least one format")
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
    g.add_argument("--format", "-f", type=lambda t: _formats(t, FORMATS),
                   default=["txt"], metavar="LIST",
                   help="comma-separated: %s (default txt)" % ",".join(FORMATS))
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
               % CODE_PREFIX)
    g.add_argument("--shape", metavar="SHAPE",
                   help="cell shape: %s (default square)" % ", ".join(SHAPES))
    g.add_argument("--size", type=_size, metavar="CxR",
                   help="columns x rows, for example 40x30 (default 20x15); "
                        "for a circle its number of rings, for example 12")
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
                   help="rebuild the maze of a maze code (holds every setting above)")
    _output_options(g)
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
    style = replace(Style(look=look), **changes)
    args.page = str(args.page).strip().lower()
    if args.page not in ("a4", "letter"):
        raise ValueError("--page must be a4 or letter, not %s" % shown(args.page))
    if args.solver not in SOLVERS:
        raise ValueError("unknown solver %s; choose one of: %s"
                         % (shown(args.solver), ", ".join(SOLVERS)))
    return style.validate()


def cmd_generate(args):
    settings = (args.size, args.algorithm, args.param, args.seed, args.endpoints, args.braid,
                args.shape)
    try:
        style = _style(args)
        if args.code is not None:
            if any(x is not None for x in settings):
                raise UsageError("mazetk generate: error: --code already holds every "
                                 "setting; leave out --size, --algorithm and the rest")
            spec = MazeSpec.from_code(args.code)
            from .export.render import check_formats
            check_formats(spec.shape, args.format, style)
        else:
            # An empty value is checked like any other, never taken for the default.
            cols, rows = args.size or (20, 15)
            spec = MazeSpec(cols, rows,
                            "backtracker" if args.algorithm is None else args.algorithm,
                            args.param, args.seed,
                            "corners" if args.endpoints is None else args.endpoints,
                            0 if args.braid is None else args.braid,
                            shape="square" if args.shape is None else args.shape).validate()
        from .export.render import check_formats
        check_formats(spec.shape, args.format, style)
        if "png" in args.format:  # before any work: is the picture possible at all?
            from types import SimpleNamespace
            from .export import check_pixels
            from .scene import picture_size
            from .maze import new_grid
            grid = new_grid(spec) if spec.shape != "square" else SimpleNamespace(
                cols=spec.cols, rows=spec.rows, kind="square")
            check_pixels(*picture_size(grid, style))
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
    note = slow_note(spec)
    if note:
        print("mazetk: %s%s" % ("each maze: " if len(specs) > 1 else "", note),
              file=sys.stderr, flush=True)
    options = (tuple(args.format), args.solution, args.solver, style, args.page, args.out,
               identity)
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
    spec, (formats, solution, solver, style, page, out, identity) = job
    from .maze import build
    maze = build(spec)
    if solution:
        found = maze.solve(solver)
        if not found.found:
            raise NoWay("%s: %s" % (solver, found.note))
    parts = render_parts(maze, formats, solution, solver, style, page)
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
                "--cell", "--wall", "--endpoints", "--algorithm", "-a")


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
