"""The command line: ``python -m mazetk [COMMAND] ...``.

With no command it opens the window; with one it runs headless.  Bad flags
print one line to stderr and exit 2; a file that cannot be written or read
prints one line and exits 1.
"""

import argparse
import os
import re
import sys

from . import __version__
from .generate import ALGORITHMS
from .solve import SOLVERS
from .spec import ENDPOINTS, MazeSpec, parse_size
from .export.render import FORMATS, file_stem, render_parts



class UsageError(Exception):
    """Bad input on the command line: exit status 2."""


class NoWay(Exception):
    """The solver asked for found no way through: nothing is written (exit 1)."""


class _Parser(argparse.ArgumentParser):
    """argparse, but an error is one line on stderr (and exit status 2)."""

    def error(self, message):
        raise UsageError("%s: error: %s" % (self.prog, message))


def _formats(text, allowed):
    names = [x.strip().lower() for x in text.split(",") if x.strip()]
    if not names:
        raise argparse.ArgumentTypeError("give at least one format")
    for name in names:
        if name not in allowed:
            raise argparse.ArgumentTypeError(
                "unknown format %r; choose from %s" % (name, ",".join(allowed)))
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
               "  python -m mazetk generate --code mz1:40x30:prim:f:b20:7 --format json\n")
    g.add_argument("--size", type=_size, metavar="CxR",
                   help="columns x rows, for example 40x30 (default 20x15)")
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
        raise ValueError("--page must be a4 or letter, not %r" % args.page)
    if args.solver not in SOLVERS:
        raise ValueError("unknown solver %r; choose one of: %s"
                         % (args.solver, ", ".join(SOLVERS)))
    return style.validate()


def cmd_generate(args):
    settings = (args.size, args.algorithm, args.param, args.seed, args.endpoints, args.braid)
    try:
        style = _style(args)
        if args.code is not None:
            if any(x is not None for x in settings):
                raise UsageError("mazetk generate: error: --code already holds every "
                                 "setting; leave out --size, --algorithm and the rest")
            spec = MazeSpec.from_code(args.code)
        else:
            cols, rows = args.size or (20, 15)
            spec = MazeSpec(cols, rows, args.algorithm or "backtracker", args.param,
                            args.seed, args.endpoints or "corners",
                            args.braid if args.braid is not None else 0).validate()
        if "png" in args.format:  # before any work: is the picture possible at all?
            from types import SimpleNamespace
            from .export import check_pixels
            from .scene import picture_size
            check_pixels(*picture_size(SimpleNamespace(cols=spec.cols, rows=spec.rows), style))
        if not 1 <= args.count <= 100000:
            raise ValueError("--count must be from 1 to 100000")
        if not 1 <= args.jobs <= 64:
            raise ValueError("--jobs must be from 1 to 64")
        seeds = [spec.seed]
        if args.count > 1:
            if not re.fullmatch(r"-?(0|[1-9][0-9]*)", spec.seed):
                raise ValueError("--count counts up from a plain whole-number seed such as "
                                 "7, not %r" % spec.seed)
            first = int(spec.seed)
            seeds = [str(first + i) for i in range(args.count)]
    except ValueError as exc:
        raise UsageError("mazetk generate: error: %s" % exc) from None
    options = (tuple(args.format), args.solution, args.solver, style, args.page, args.out)
    jobs = [(spec.replace(seed=seed), options) for seed in seeds]
    if args.count == 1:
        for path in _make_one(jobs[0]):
            print(path)
        return 0
    _prepare_folder(args.out)
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = pool.map(_make_one, jobs)
            _report(results, len(jobs))
    else:
        _report(map(_make_one, jobs), len(jobs))
    return 0


def _report(results, total):
    """Print each maze's paths in seed order, with progress on stderr."""
    for done, paths in enumerate(results, 1):
        for path in paths:
            print(path, flush=True)
        print("mazetk: %d/%d mazes" % (done, total), file=sys.stderr, flush=True)


def _make_one(job):
    """Build one maze and write all its files (also run in worker processes)."""
    spec, (formats, solution, solver, style, page, out) = job
    from .maze import build
    maze = build(spec)
    if solution:
        found = maze.solve(solver)
        if not found.found:
            raise NoWay("%s: %s" % (solver, found.note))
    parts = render_parts(maze, formats, solution, solver, style, page)
    return save(out, file_stem(maze), parts)


def cmd_solve(args):
    from .export import mazefile
    from .maze import statistics
    try:
        style = _style(args)
    except ValueError as exc:
        raise UsageError("mazetk solve: error: %s" % exc) from None
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


def _prepare_folder(folder):
    from .export.savefile import SaveError
    if not str(folder).strip():
        raise UsageError("mazetk: error: --out needs the name of a folder")
    if os.path.exists(folder) and not os.path.isdir(folder):
        raise SaveError("--out %s is a file, not a folder" % folder)
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        raise SaveError("cannot make the folder %s: %s" % (folder, exc.strerror or exc))


def save(folder, stem, parts):
    from .export.savefile import save_group
    _prepare_folder(folder)
    return save_group(folder, stem, parts)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
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
        print(exc, file=sys.stderr)
        return 2
    except OSError as exc:
        print("mazetk: %s" % (exc,), file=sys.stderr)
        return 1
    except NoWay as exc:
        print("mazetk: no solution to draw: %s" % exc, file=sys.stderr)
        return 1
    except MemoryError:
        print("mazetk: not enough memory for this; try a smaller maze or --cell",
              file=sys.stderr)
        return 1
    except ValueError as exc:  # e.g. a picture over the pixel limit
        print("mazetk: %s" % exc, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("mazetk: interrupted", file=sys.stderr)
        return 130
    return 0


def console_entry():
    """The ``mazetk`` console script."""
    sys.exit(main())
