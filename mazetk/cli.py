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

TEXT_FORMATS = ("txt", "json")


class UsageError(Exception):
    """Bad input on the command line: exit status 2."""


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


def file_stem(maze):
    """``maze-40x30-seed7``: size and seed, safe in any file system."""
    stem = "maze-%dx%d" % (maze.cols, maze.rows)
    if maze.seed is not None:
        seed = re.sub(r"[^A-Za-z0-9_.-]+", "_", str(maze.seed))[:40].strip("._") or "x"
        stem += "-seed" + seed
    return stem


def build_parser():
    p = _Parser(prog="mazetk", description="mazetk: make, solve and save mazes. "
                "With no command, the window opens.")
    p.add_argument("--version", action="version", version="mazetk " + __version__)
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    sub.add_parser("algorithms", help="list the maze generators, one a line",
                   description="Print the generator names, one a line.")
    sub.add_parser("solvers", help="list the solvers, one a line",
                   description="Print the solver names, one a line.")

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
    g.add_argument("--format", "-f", type=lambda t: _formats(t, TEXT_FORMATS),
                   default=["txt"], metavar="LIST",
                   help="comma-separated: %s (default txt)" % ",".join(TEXT_FORMATS))
    g.add_argument("--solution", action="store_true",
                   help="add the solution (to the JSON)")
    g.add_argument("--solver", default="bfs", choices=list(SOLVERS), metavar="NAME",
                   help="solver for --solution (default bfs)")
    g.add_argument("--out", "-o", default=".", metavar="DIR",
                   help="folder to write into (made if missing; default: here)")

    b = sub.add_parser("bench", help="time every generator and solver",
                       description="Time every generator at 100x100, 500x500 and "
                                   "1000x1000, and the solvers at 1000x1000.",
                       epilog="example: python -m mazetk bench --quick")
    b.add_argument("--json", action="store_true", help="print JSON for machines")
    b.add_argument("--quick", action="store_true", help="small sizes only (a few seconds)")
    return p


def cmd_generate(args):
    settings = (args.size, args.algorithm, args.param, args.seed, args.endpoints, args.braid)
    try:
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
    except ValueError as exc:
        raise UsageError("mazetk generate: error: %s" % exc) from None
    from .maze import build
    maze = build(spec)
    parts = render_parts(maze, args.format, args)
    for path in save(args.out, file_stem(maze), parts):
        print(path)
    return 0


def render_parts(maze, formats, args):
    """``[(suffix, bytes-or-callable), ...]`` for every requested format."""
    from . import mazefile
    parts = []
    for fmt in formats:
        if fmt == "txt":
            parts.append((".txt", lambda: mazefile.to_text(maze).encode("ascii")))
        elif fmt == "json":
            parts.append((".json", lambda: mazefile.to_json(
                maze, solution=args.solution, solver=args.solver).encode("utf-8")))
    return parts


def save(folder, stem, parts):
    from .savefile import save_group
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        from .savefile import SaveError
        raise SaveError("cannot make the folder %s: %s" % (folder, exc.strerror or exc))
    return save_group(folder, stem, parts)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            from .launch import run_gui
            return run_gui()
        if args.command == "algorithms":
            print("\n".join(ALGORITHMS))
            return 0
        if args.command == "solvers":
            print("\n".join(SOLVERS))
            return 0
        if args.command == "generate":
            return cmd_generate(args)
        if args.command == "bench":
            from .bench import run
            return run(as_json=args.json, quick=args.quick)
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    except OSError as exc:
        print("mazetk: %s" % (exc,), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("mazetk: interrupted", file=sys.stderr)
        return 130
    return 0


def console_entry():
    """The ``mazetk`` console script."""
    sys.exit(main())
