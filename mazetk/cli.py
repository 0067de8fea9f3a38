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

from . import __version__, i18n, weights as grounds
from .generate import ALDOUS_BRODER_SLOW_CELLS, ALGORITHMS
from .masks.mask import OUTLINES, PICTURE_CELLS
from .numbers import whole
from .files.regularfile import open_regular
from .solve import SOLVERS
from .grids import ALL_SHAPES, MAX_MASK_CELLS
from .spec import (CODE_PREFIX, ECHO_LENGTH, ENDPOINTS, MazeSpec, a_shape_word, mask_of,
                   mask_pieces, parse_size, shape_cells, shown, whole_number)
from .export.render import FORMATS, check_formats, file_stem, render_parts
from .scene import SOLUTION_STYLES
from .i18n import N_, _, ngettext, text_width

#: What ``generate`` writes: every maze format, and a masked maze's mask.
GENERATE_FORMATS = FORMATS + ("mask",)
MASK_SUFFIX = ".mask.txt"
#: The size of a maze when neither --size nor its mask gives one.
DEFAULT_SIZE = (20, 15)

#: Seconds Aldous-Broder took for a 2000 x 2000 maze (measured; see README).
ALDOUS_BRODER_2000_SECONDS = 120.0

#: The names of :func:`mazetk.maze.statistics`, as ``solve`` prints them.
STATISTICS = {"cells": N_("cells"), "passages": N_("passages"), "loops": N_("loops"),
              "solution_length": N_("solution length"),
              "solution_share": N_("solution share"), "dead_ends": N_("dead ends"),
              "junctions": N_("junctions"), "turns": N_("turns"),
              "longest_corridor": N_("longest corridor"), "stairs": N_("stairs on the way"),
              "dead_end_share": N_("dead-end share %"),
              "level_share": N_("level passages %"), "mean_run": N_("mean straight run"),
              "solution_cost": N_("cost of the way"), "cheapest_cost": N_("cheapest cost"),
              "shortest_steps": N_("fewest cells of a way")}

#: argparse's own words (usage line, headings, its errors), named here for
#: the catalogue: :mod:`mazetk.i18n` makes our ``_`` argparse's, so they
#: speak the chosen language (the messages of argparse 3.8 to 3.13 a person
#: can meet; tests.test_cli checks the running Python's against this list).
ARGPARSE_WORDS = (
    N_("usage: "), N_("positional arguments"), N_("options"), N_("optional arguments"),
    N_("subcommands"), N_("%(heading)s:"), N_(" (default: %(default)s)"),
    N_("show this help message and exit"), N_("show program's version number and exit"),
    N_("%(prog)s: error: %(message)s\n"), N_("%(prog)s: warning: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"), N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"), N_("expected one argument"),
    N_("expected at most one argument"), N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"), N_("one of the arguments %s is required"),
    N_("ignored explicit argument %r"), N_("unexpected option string: %s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"), N_("can't open '%s': %s"),
    N_("option '%(option)s' is deprecated"), N_("argument '%(argument_name)s' is deprecated"),
    N_("command '%(parser_name)s' is deprecated"))
#: argparse's one plural message, as a call the catalogue's extractor reads.
ARGPARSE_PLURALS = (lambda n: ngettext("expected %s argument", "expected %s arguments", n),)


class UsageError(Exception):
    """Bad input on the command line: exit status 2."""


class NoWay(Exception):
    """The solver asked for found no way through: nothing is written (exit 1)."""


#: Wide characters, and the marks a line never begins (closing) or ends
#: (opening) with.
_WIDE = "\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"
_PIECE = re.compile("[（“《]*(?:[%s]|[^\\s%s]+)[，。；：、）”》！？]*|\\s+" % (_WIDE, _WIDE))


def wrap(text, width):
    """``text`` in lines of at most ``width`` columns (when it can): broken
    at spaces and between two wide characters, as Chinese is broken."""
    lines, line = [], ""
    for piece in _PIECE.findall(" ".join(text.split())):
        if piece.isspace():
            line += " " if line else ""
        elif line and text_width(line + piece) > width:
            lines.append(line.rstrip())
            line = piece
        else:
            line += piece
    return lines + [line.rstrip()] if line else lines


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help, measured in terminal columns (where a CJK character
    takes two: argparse counts characters), and with a text of several
    lines, like a list of examples, kept as written."""

    def _fill_text(self, text, width, indent):
        if "\n" in text.strip():
            return "".join(indent + line for line in text.splitlines(keepends=True))
        if text_width(text) == len(text):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def _split_lines(self, text, width):
        if text_width(text) == len(text):
            return super()._split_lines(text, width)
        return wrap(text, width)

    def _format_action(self, action):
        text = super()._format_action(action)
        start = " " * self._current_indent + self._format_action_invocation(action)
        extra = text_width(start) - len(start)
        gap = re.match(re.escape(start) + " +(?=\\S)", text) if extra else None
        if gap is None:  # all in one column, or the help on lines of its own
            return text
        if gap.end() - len(start) >= extra + 2:
            return start + text[len(start) + extra:]
        return start + "\n" + " " * gap.end() + text[gap.end():]  # too wide: help below


class _Parser(argparse.ArgumentParser):
    """argparse, but an error is one line on stderr (and exit status 2), help
    lines up in every language, and a flag is never guessed from its start
    (``solve --solution`` was taken for ``--solution-style``)."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("formatter_class", _HelpFormatter)
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def error(self, message):
        raise UsageError(_error(self.prog, _cut_words(message)))

    def _get_value(self, action, arg_string):
        """An empty value given on purpose is refused, never taken for the
        default (``--shape ""`` is no square maze, ``book ""`` no ``../NAME.pdf``)."""
        if (action.dest in _NEVER_EMPTY and isinstance(arg_string, str)
                and not arg_string.strip()):
            name = action.option_strings[0] if action.option_strings else action.metavar
            self.error(_("%s is empty: give it a value or leave it out") % name)
        return super()._get_value(action, arg_string)


#: The options whose readers take an empty value for "not given"; the others
#: refuse one themselves, in their own words ("the algorithm is empty").
_NEVER_EMPTY = frozenset(("out", "seed", "param", "shape", "cell_mm", "pen_mm", "mask", "lang"))


def _whole_number(text):
    """argparse's type for a count: ASCII digits only (:mod:`.numbers`)."""
    try:
        return whole(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("%s is not a whole number") % shown(text)) from None


def _error(prog, message):
    """``PROG: error: MESSAGE`` on one line, in argparse's words."""
    return (_("%(prog)s: error: %(message)s\n")
            % {"prog": prog, "message": message}).rstrip("\n")


def _cut_words(text, limit=ECHO_LENGTH):
    """``text`` with every word longer than ``limit`` cut short (an echoed
    100,000-character argument must not fill the screen)."""
    return re.sub(r"\S{%d,}" % (limit + 1), lambda m: m.group(0)[:limit - 3] + "...", text)


def _one_line(text):
    """An error message as one line of reasonable length."""
    text = " ".join(str(text).split())
    return _cut_words(text, 200)


def _choose_language(argv):
    """Speak the language of ``--lang CODE`` (or ``--lang=CODE``, anywhere
    before ``--``; the last one counts), else the system's, and return
    ``argv`` without it: the parser is built afterwards, in that language."""
    rest, code, missing = [], None, False
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            rest += argv[i:]
            break
        if arg == "--lang":
            missing = i + 1 == len(argv) or argv[i + 1].startswith("-")
            code = None if missing else argv[i + 1]
            i += 1 if missing else 2
        elif arg.startswith("--lang="):
            code, missing = arg[len("--lang="):], False
            i += 1
        else:
            rest.append(arg)
            i += 1
    _speak(None if missing else code, missing)
    return rest


def _speak(code, missing=False):
    """``i18n.set_language(code)``; a bad or missing code is a UsageError
    (said in the system's language)."""
    try:
        if not missing:
            i18n.set_language(code)
            return
    except ValueError:
        pass
    i18n.set_language(None)
    problem = (_("expected one argument") if missing else
               _("invalid choice: %(value)r (choose from %(choices)s)")
               % {"value": code, "choices": ", ".join(map(repr, ["auto"] + i18n.available()))})
    raise UsageError(_error("mazetk", _cut_words(
        _("argument %(argument_name)s: %(message)s")
        % {"argument_name": "--lang", "message": problem})))


def _lang_option(p):
    p.add_argument("--lang", default=argparse.SUPPRESS, metavar=_("LANGUAGE"),
                   help=_("the language to speak: %(codes)s, or auto (the default: the "
                          "LANGUAGE, LC_ALL, LC_MESSAGES or LANG variable, else the "
                          "system's)") % {"codes": ", ".join(i18n.available())})


def _formats(text, allowed):
    names = [x.strip().lower() for x in text.split(",")]
    if not any(names):
        raise argparse.ArgumentTypeError(_("give at least one format"))
    if not all(names):
        raise argparse.ArgumentTypeError(_("an empty format in %s; give names separated by "
                                           "single commas, like png,svg") % shown(text))
    for name in names:
        if name not in allowed:
            raise argparse.ArgumentTypeError(
                _("unknown format %(name)s; choose from %(formats)s")
                % {"name": shown(name), "formats": ",".join(allowed)})
    return list(dict.fromkeys(names))


def _size(text):
    try:
        return parse_size(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _examples(*lines):
    """An epilog: ``examples:`` and the command lines, indented."""
    return "\n".join([_("examples:")] + ["  " + line for line in lines])


def _motion_options(g):
    """--frames and --fps, for the GIF format's animations."""
    g.add_argument("--frames", default=None, metavar="N",
                   help=_("for the gif format: at most N frames (2-2000, default 300); the "
                          "steps are batched into them"))
    g.add_argument("--fps", default=None, metavar="N",
                   help=_("for the gif format: frames a second (1-50, default 25)"))


def _motion(args):
    """``(frames, fps)`` of the GIF format, checked (ValueError); None where
    not given."""
    given = [flag for flag, value in (("--frames", args.frames), ("--fps", args.fps))
             if value is not None]
    if given and "gif" not in (args.format or ()):
        raise ValueError(_("%s times the gif format's animation; add gif to --format")
                         % given[0])
    frames = None if args.frames is None else whole_number(args.frames, "--frames")
    fps = None if args.fps is None else whole_number(args.fps, "--fps")
    if frames is not None and not 2 <= frames <= 2000:
        raise ValueError(_("--frames must be from 2 to 2000, not %d") % frames)
    if fps is not None and not 1 <= fps <= 50:
        raise ValueError(_("--fps must be from 1 to 50, not %d") % fps)
    return frames, fps


def _output_options(g):
    g.add_argument("--format", "-f", type=lambda t: _formats(t, GENERATE_FORMATS),
                   default=None, metavar=_("LIST"),
                   help=_("comma-separated: %(formats)s (default txt for a square maze, png "
                          "for the other shapes and masked mazes, which cannot be txt or "
                          "ascii; mask writes the mask of a masked maze as NAME%(suffix)s)")
                   % {"formats": ",".join(GENERATE_FORMATS), "suffix": MASK_SUFFIX})
    g.add_argument("--solution", action="store_true",
                   help=_("also write each picture with its solution (FILE-solution.png ...; "
                          "a PDF gets the solution as its second page) and add it to the JSON"))
    g.add_argument("--solver", default="bfs", metavar=_("NAME"),
                   help=_("solver for --solution (see 'mazetk solvers'; default bfs)"))
    g.add_argument("--weights", metavar=_("GROUND"),
                   help=_("what each cell costs to enter, 1 to 9 (mud, water, lava), for Dijkstra and A*: "
                          "random:SEED for smooth random ground, or a file with one line a "
                          "row (a ring on a circle), a digit a cell; drawn as shades with "
                          "a legend"))
    _style_options(g)
    _json_indent_option(g)
    g.add_argument("--out", "-o", default=".", metavar=_("DIR"),
                   help=_("folder to write into (made if missing; default: here)"))


def _json_indent_option(g):
    g.add_argument("--json-indent", default=None, metavar="N",
                   help=_("lay the JSON out for people to read, N spaces a level (0 to 8; "
                          "default: all on one line, the smallest file)"))


def _json_indent(args):
    """The --json-indent as a number (None if not given); ValueError otherwise."""
    text = args.json_indent
    if text is None:
        return None
    if not re.fullmatch(r"\s*[0-9]\s*", text) or int(text) > 8:
        raise ValueError(_("--json-indent is a whole number from 0 to 8, not %s") % shown(text))
    if "json" not in (args.format or ()):
        raise ValueError(_("--json-indent lays out the JSON; add json to --format"))
    return int(text)


def _style_options(g):
    g.add_argument("--look", default="lines", metavar=_("LOOK"),
                   help=_("lines (thin walls) or blocks (walls as cell-sized blocks)"))
    g.add_argument("--cell", default=None, metavar=_("PX"),
                   help=_("cell size in pixels (default 16)"))
    g.add_argument("--wall", default=None, metavar=_("PX"),
                   help=_("wall thickness in pixels (default 2)"))
    g.add_argument("--thick-walls", action="store_true",
                   help=_("large print: walls about twice as thick, chosen for the cell size "
                          "(--wall, when given, wins)"))
    from .books.book import default_page
    g.add_argument("--page", default=default_page(), metavar=_("SIZE"),
                   help=_("PDF page: a4, a5, a3, letter or legal (default %s, the paper "
                          "of the locale's country)") % default_page())
    _palette_option(g)
    _solution_style_option(g)


def _palette_option(g, default="default"):
    from .scene.palette import CHOICES
    g.add_argument("--palette", default=default, metavar=_("NAME"),
                   help=_("colours: %(names)s (colorblind: Okabe-Ito; contrast: black, white "
                          "and blue; dark: light walls on dark; print: black ink for "
                          "black-and-white pages; default %(default)s)")
                   % {"names": ", ".join(CHOICES), "default": default})


def _solution_style_option(g):
    g.add_argument("--solution-style", default="solid", choices=SOLUTION_STYLES,
                   help=_("how the solution is drawn (dashes tell it apart without its "
                          "colour; default solid)"))


def build_parser():
    """The parser, built when called: its words are in the language chosen."""
    p = _Parser(prog="mazetk", description=_("mazetk: make, solve and save mazes. "
                                             "With no command, the window opens."))
    p.add_argument("--version", action="version", version="mazetk " + __version__,
                   help=_("show program's version number and exit"))
    _lang_option(p)
    sub = p.add_subparsers(dest="command", metavar=_("COMMAND"), parser_class=_Parser)

    _lang_option(sub.add_parser(
        "algorithms", help=_("list the maze generators, one a line"),
        description=_("Print the generator names, one a line."),
        epilog=_("example: %s") % "python -m mazetk algorithms | head -n 3"))
    solvers = sub.add_parser(
        "solvers", help=_("list the solvers, one a line"),
        description=_("Print the solver names, one a line."),
        epilog=_("example: %s") % ("for s in $(python -m mazetk solvers); do "
                                   "python -m mazetk solve maze.txt --solver $s; done"))
    solvers.add_argument("--describe", action="store_true",
                         help=_("after each name, what it does and what it promises "
                                "(shortest or not, sure to find the goal or not)"))
    _lang_option(solvers)
    _generate_parser(sub)

    v = sub.add_parser(
        "solve", help=_("read a maze file, solve it, write the results"),
        description=_("Read a maze (text matrix or JSON), solve it and write the "
                      "requested formats with the solution drawn in. With no --format, "
                      "print the solution's length and the statistics."),
        epilog=_examples(
            "python -m mazetk solve maze.txt",
            "python -m mazetk solve maze.json --solver astar --format png,json --out out"))
    v.add_argument("file", metavar=_("FILE"), help=_("a .txt matrix or .json maze"))
    v.add_argument("--solver", default="bfs", metavar=_("NAME"),
                   help=_("solver (see 'mazetk solvers'; default bfs)"))
    v.add_argument("--weights", metavar=_("GROUND"),
                   help=_("what each cell costs to enter, 1 to 9 (mud, water, lava), for Dijkstra and A*: "
                          "random:SEED for smooth random ground, or a file with one line a "
                          "row (a ring on a circle), a digit a cell; drawn as shades with "
                          "a legend"))
    v.add_argument("--format", "-f", type=lambda t: _formats(t, FORMATS), metavar=_("LIST"),
                   help=_("comma-separated: %s") % ",".join(FORMATS))
    v.add_argument("--solution", action="store_true",
                   help=_("draw the solution (as generate --solution does); solve always "
                          "does"))
    _style_options(v)
    _json_indent_option(v)
    _motion_options(v)
    v.add_argument("--out", "-o", default=".", metavar=_("DIR"),
                   help=_("folder to write into (made if missing; default: here)"))
    _lang_option(v)

    r = sub.add_parser(
        "race", help=_("race solvers on one maze and print a line for each"),
        description=_("Read a maze (text matrix or JSON), solve it with each solver named "
                      "and print a table: the cells each looked at, the steps it walked, "
                      "the length of its way and whether a shortest way is what it "
                      "promises."),
        epilog=_examples("python -m mazetk race maze.json",
                         "python -m mazetk race maze.txt --solvers bfs,astar,greedy"))
    r.add_argument("file", metavar=_("FILE"), help=_("a .txt matrix or .json maze"))
    r.add_argument("--solvers", default=None, metavar=_("NAME[,NAME]"),
                   help=_("the solvers to race (see 'mazetk solvers'; default: all)"))
    r.add_argument("--weights", metavar=_("GROUND"),
                   help=_("what each cell costs to enter, 1 to 9 (mud, water, lava), for Dijkstra and A*: "
                          "random:SEED for smooth random ground, or a file with one line a "
                          "row (a ring on a circle), a digit a cell; drawn as shades with "
                          "a legend"))
    r.add_argument("--format", "-f", type=lambda t: _formats(t, ("gif",)), default=None,
                   metavar=_("LIST"),
                   help=_("also write the race as an animated GIF, NAME-race.gif: the "
                          "solvers side by side at the same speed"))
    r.add_argument("--out", "-o", default=".", metavar=_("DIR"),
                   help=_("folder to write into (made if missing; default: here)"))
    _style_options(r)
    _motion_options(r)
    _lang_option(r)

    b = sub.add_parser("bench", help=_("time every generator and solver"),
                       description=_("Time every generator at 100x100, 500x500 and "
                                     "1000x1000, and the solvers at 1000x1000."),
                       epilog=_("example: %s") % "python -m mazetk bench --quick")
    b.add_argument("--json", action="store_true", help=_("print JSON for machines"))
    b.add_argument("--quick", action="store_true",
                   help=_("small sizes only (a few seconds)"))
    _lang_option(b)
    _lang_option(_book_parser(sub))
    p.commands = sub.choices  # each command's own parser, for its errors
    return p


def _parse(argv):
    """The arguments of ``argv``; an argument no option takes is refused by
    the command it was given to (``mazetk generate: error: ...``), as every
    other error of that command is."""
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:
        parser.commands.get(args.command, parser).error(
            _("unrecognized arguments: %s") % " ".join(extra))
    return args


def _generate_parser(sub):
    g = sub.add_parser(
        "generate", help=_("make mazes and write them to files"),
        description=_("Make a maze and write it in the given formats."),
        epilog=_examples(
            "python -m mazetk generate --size 40x30 --algorithm prim --seed 7 \\",
            "    --endpoints farthest --braid 20 --format txt,json --out mazes",
            "python -m mazetk generate --code %s:40x30:prim:f:b20:7 --format json"
            % CODE_PREFIX,
            "python -m mazetk generate --outline heart --size 30x30 --format png,mask")
        + "\n\n" + _(
            "masks (at most one of --mask, --mask-text, --outline) cut the maze to a\n"
            "figure, on every shape:\n"
            "  a mask text file gives the size (columns x rows; a circle's file, its\n"
            "  rings); with --size the two must agree.  --mask-text gives the size of\n"
            "  its words unless --size is given.  A picture is drawn on --size, or\n"
            "  without it on a grid of its proportions of about %(cells)d cells; an\n"
            "  outline on --size (default %(cols)dx%(rows)d).  Only the largest piece of\n"
            "  a mask is kept, unless --mask-pieces join joins the pieces by bridges of\n"
            "  cells (the maze code says so).  A masked maze is written as png, ps,\n"
            "  svg, pdf, plotter, json or mask (its mask as NAME.mask.txt), not as txt\n"
            "  or ascii.\n")
        % {"cols": DEFAULT_SIZE[0], "rows": DEFAULT_SIZE[1], "cells": PICTURE_CELLS})
    g.add_argument("--shape", metavar=_("SHAPE"),
                   help=_("cell shape: %s (default square)") % ", ".join(ALL_SHAPES))
    g.add_argument("--size", type=_size, metavar=_("CxR"),
                   help=_("columns x rows, for example 40x30 (default %(cols)dx%(rows)d, or "
                          "the size of a mask file or --mask-text, or a picture's "
                          "proportions); for a circle its number of rings, for example 12; "
                          "for a cube its faces' side, for example 8")
                   % {"cols": DEFAULT_SIZE[0], "rows": DEFAULT_SIZE[1]})
    g.add_argument("--algorithm", "-a", metavar=_("NAME"),
                   help=_("generator (see 'mazetk algorithms'; default backtracker)"))
    g.add_argument("--wrap", metavar=_("AXES"),
                   help=_("join opposite edges of a square or hex maze: x (left meets "
                          "right), y (top meets bottom) or xy; not with binary-tree, "
                          "sidewinder, eller, division or a mask"))
    g.add_argument("--weave", metavar=_("PERCENT"),
                   help=_("let passages run under others, on a square or hex maze: how "
                          "often, 0-100 (default 0: none); with backtracker, prim, "
                          "growing-tree, aldous-broder, wilson or kruskal"))
    g.add_argument("--levels", metavar="L",
                   help=_("stack L floors (2-20) of the size, joined by stairs, on a square "
                          "or hex maze (default 1: a flat maze); not with binary-tree, "
                          "sidewinder, eller, division, a mask, --wrap or --weave"))
    g.add_argument("--tile", action="store_true",
                   help=_("with --wrap xy on a square maze: also write NAME-tile.png and "
                          "NAME-tile.svg, the maze without border or marks, drawn so that "
                          "copies side by side tile with no seam"))
    g.add_argument("--param", metavar="N",
                   help=_("the algorithm's parameter (growing-tree: mix, 0-100)"))
    g.add_argument("--seed", metavar=_("SEED"),
                   help=_("any number or text; the same seed gives the same maze "
                          "(default: a new random seed, shown in the file names)"))
    g.add_argument("--endpoints", metavar=_("HOW"),
                   help=_("where start and goal go: %s (default corners)")
                   % ", ".join(ENDPOINTS))
    g.add_argument("--start", metavar=_("PLACE"),
                   help=_("put the start here: row,column counted from 1 (ring,cell on a "
                          "circle, ring 0 its centre; floor,row,column on a maze of levels; "
                          "face,row,column on a cube); the goal too with --goal, and either "
                          "alone leaves the other to --endpoints"))
    g.add_argument("--goal", metavar=_("PLACE"),
                   help=_("put the goal here, written as --start"))
    g.add_argument("--symmetry", metavar=_("KIND"),
                   help=_("a maze that is its own mirror image (mirror), half turn "
                          "(rotate2: an odd number of columns or rows) or quarter turn "
                          "(rotate4: an odd square), exactly, and still perfect; square "
                          "mazes"))
    g.add_argument("--room", metavar=_("WxH"),
                   help=_("leave a room of W x H cells without walls in the middle of a "
                          "square maze; the goal is where the way enters it"))
    g.add_argument("--hole", metavar="N",
                   help=_("open the N innermost rings of a circle into one open centre; the "
                          "goal is where the way enters it"))
    g.add_argument("--labyrinth", metavar=_("ORDER"),
                   help=_("a classical labyrinth, one way from the rim to the centre through "
                          "every circuit: cretan3, cretan7, cretan11, chartres (which turns "
                          "at four axes and has an open centre of 3 rings), or a circuit order "
                          "like 3-2-1-4-7-6-5 (circuit 1 the outermost); a circle of its "
                          "circuits and the centre (no --shape, --size or --algorithm needed)"))
    g.add_argument("--solution-word", metavar=_("WORD"),
                   help=_("the one way from start to goal writes WORD in the maze's cells "
                          "(the capitals, digits and marks of --mask-text's font), seen only "
                          "when it is solved; square mazes big enough for it (the error says "
                          "how big)"))
    g.add_argument("--unicursal", action="store_true",
                   help=_("one path through every cell, without a choice: the maze of half "
                          "the size (even columns and rows), each cell split in four round "
                          "its passages; start and goal side by side; square mazes"))
    _texture_options(g)
    g.add_argument("--braid", metavar=_("PERCENT"),
                   help=_("remove this percentage of dead ends, making loops (default 0); "
                          "even 100 leaves a cell with only one neighbour in the grid (a "
                          "triangle maze's corner, the tip of a mask), which has no wall "
                          "to open"))
    g.add_argument("--code", metavar=_("CODE"),
                   help=_("rebuild the maze of a maze code (holds every setting above and "
                          "the mask)"))
    m = g.add_mutually_exclusive_group()
    m.add_argument("--mask", metavar=_("FILE"),
                   help=_("cut the maze to a mask: a picture (PNG, GIF, PBM, PGM or PPM; "
                          "dark pixels are maze) or a mask text file (a line a row: X or # "
                          "for a cell, . or space for none)"))
    m.add_argument("--mask-text", metavar=_("WORDS"),
                   help=_("cut the maze to these words (a line break starts a new line)"))
    m.add_argument("--outline", metavar=_("KIND"),
                   help=_("cut the maze to a %s") % " / ".join(OUTLINES))
    _mask_tuning_options(g)
    _output_options(g)
    g.add_argument("--cell-mm", default=None, metavar=_("MM"),
                   help=_("for the plotter format: a cell's size in mm (default 5)"))
    g.add_argument("--pen-mm", default=None, metavar=_("MM"),
                   help=_("for the plotter format: the pen's width in mm (default a "
                          "0.1 mm hairline)"))
    _motion_options(g)
    g.add_argument("--count", type=_whole_number, default=1, metavar="N",
                   help=_("make N mazes, seeds SEED, SEED+1, ... (progress on stderr)"))
    g.add_argument("--jobs", "-j", type=_whole_number, default=1, metavar="N",
                   help=_("use N processes for --count (the files are the same)"))
    _lang_option(g)


def _texture_options(g, default=None):
    """--bias, --run and --river, as generate and book take them."""
    g.add_argument("--bias", metavar="B", default=default,
                   help=_("texture: -100 to 100; positive favours level passages (along the "
                          "rows; round the rings of a circle), negative upright ones "
                          "(default 0); with backtracker, hunt-and-kill or growing-tree"))
    g.add_argument("--run", metavar="R", default=default,
                   help=_("texture: 0 to 100; how often a corridor goes on straight rather "
                          "than turn: longer straight runs (default 0)"))
    g.add_argument("--river", metavar="V", default=default,
                   help=_("texture: 0 to 100; how closely the walk keeps to what it has "
                          "carved: fewer and longer dead ends (default 0)"))


def _mask_tuning_options(g):
    """--mask-threshold and --mask-pieces, as generate and book take them."""
    g.add_argument("--mask-threshold", metavar="N",
                   help=_("for a picture --mask: a pixel darker than N (1-255) is maze "
                          "(default 128)"))
    g.add_argument("--mask-pieces", metavar=_("HOW"),
                   help=_("a mask in pieces: keep the largest (largest, the default) or join "
                          "them all by bridges of cells (join)"))


def _style(args):
    """The Style of the --look/--cell/--wall/--thick-walls flags, checked (ValueError)."""
    from dataclasses import replace
    from .scene import Style
    from .studio import thick_wall_for, wall_for
    look = str(args.look).strip().lower()
    cell = Style.cell if args.cell is None else args.cell
    changes = {"cell": cell}
    try:  # the wall that suits the cell size (at 16 px: 2, Style's own; thick: 4)
        changes["wall"] = (thick_wall_for if args.thick_walls else wall_for)(
            whole(cell))
    except ValueError:
        pass  # validate() below says what is wrong with the cell size
    if args.wall is not None:
        if look == "blocks":
            raise ValueError(_("--wall is for the lines look; in the blocks look a wall is "
                               "a whole cell (--cell)"))
        changes["wall"] = args.wall
    style = replace(Style(look=look, palette=args.palette,
                          solution_style=args.solution_style), **changes)
    args.page = str(args.page).strip().lower()
    from .export.pdffile import PAGES as PDF_PAGES
    if args.page not in PDF_PAGES:
        raise ValueError(_("--page must be one of %(pages)s, not %(page)s")
                         % {"pages": ", ".join(PDF_PAGES), "page": shown(args.page)})
    if getattr(args, "solver", "bfs") not in SOLVERS:  # a race names its own
        raise ValueError(_("unknown solver %(name)s; choose one of: %(solvers)s")
                         % {"name": shown(args.solver), "solvers": ", ".join(SOLVERS)})
    style = style.validate()
    if style.palette == "dark" and "plotter" in (args.format or ()):
        raise ValueError(_("a plotter draws on white paper: the dark palette is for screens"))
    return style


def cmd_generate(args):
    settings = (args.size, args.algorithm, args.param, args.seed, args.endpoints, args.braid,
                args.shape, args.mask, args.mask_text, args.outline, args.mask_threshold,
                args.mask_pieces, args.wrap, args.weave, args.levels, args.start, args.goal,
                args.symmetry, args.bias, args.run, args.river, args.room, args.hole,
                args.unicursal or None, args.solution_word, args.labyrinth, args.weights)
    mask_note = None
    try:
        style = _style(args)
        if args.code is not None:
            if any(x is not None for x in settings):
                raise UsageError(_error("mazetk generate", _(
                    "--code already holds every setting; leave out --size, --algorithm "
                    "and the rest")))
            spec = MazeSpec.from_code(args.code)
        else:
            # An empty value is checked like any other, never taken for the default.
            for flag, value in (("--wrap", args.wrap), ("--weave", args.weave),
                                ("--levels", args.levels), ("--start", args.start),
                                ("--goal", args.goal), ("--symmetry", args.symmetry),
                                ("--bias", args.bias), ("--run", args.run),
                                ("--river", args.river), ("--room", args.room),
                                ("--hole", args.hole), ("--solution-word", args.solution_word),
                                ("--labyrinth", args.labyrinth), ("--weights", args.weights)):
                if value is not None and not str(value).strip():
                    raise ValueError(_("%s is empty: give it a value, or leave it out for "
                                       "the default") % flag)
            cols, rows = args.size or DEFAULT_SIZE
            shape = (args.shape or "square").strip().lower()
            if args.labyrinth is not None:  # a circle of its circuits and the centre
                from .generate import labyrinth
                order = labyrinth.parse(args.labyrinth)
                if args.hole is None and args.room is None and labyrinth.centre(order) > 1:
                    args.hole = str(labyrinth.centre(order))  # Chartres's wide centre
                hole = 1 if args.hole is None else whole_number(args.hole, "hole")
                if args.hole is not None and hole < 2:
                    raise ValueError(_("a labyrinth's open centre is at least 2 rings "
                                       "(--hole 2); leave --hole out for its own centre"))
                rings = labyrinth.circuits(order) + hole
                if args.shape is not None and shape != "circle":
                    raise ValueError(_("a labyrinth is a circle, not %s") % shape)
                if args.size is not None and args.size[0] != rings:
                    raise ValueError(_("a labyrinth of %(n)d circuits is a circle of %(rings)d "
                                       "rings: leave --size out")
                                     % {"n": labyrinth.circuits(order), "rings": rings})
                shape, cols, rows, args.shape = "circle", rings, rings, "circle"
            if args.room is not None and args.hole is not None:
                raise ValueError(_("--room is for square mazes and --hole for circles: give "
                                   "one of them"))
            if args.hole is not None and shape != "circle":
                raise ValueError(_("--hole opens the centre of a circle (--shape circle); a "
                                   "square maze takes --room WxH"))
            if args.room is not None and shape == "circle":
                raise ValueError(_("a circle's room is its open centre: --hole N (rings), "
                                   "not --room"))
            if args.shape is not None and args.shape.strip().lower() == "cube" and cols != rows:
                raise ValueError(_("a cube's faces are square: give its side alone, like "
                                   "--size %d, not %dx%d") % (cols, cols, rows))
            spec = MazeSpec(cols, rows,
                            "backtracker" if args.algorithm is None else args.algorithm,
                            args.param, args.seed,
                            "corners" if args.endpoints is None else args.endpoints,
                            0 if args.braid is None else args.braid,
                            shape="square" if args.shape is None else args.shape,
                            wrap="" if args.wrap is None else args.wrap,
                            weave=0 if args.weave is None else args.weave,
                            levels=1 if args.levels is None else args.levels,
                            start=args.start, goal=args.goal,
                            symmetry=args.symmetry or "", bias=args.bias or 0,
                            run=args.run or 0, river=args.river or 0,
                            room=args.room if args.hole is None else args.hole,
                            unicursal=args.unicursal,
                            word=args.solution_word or "",
                            labyrinth=args.labyrinth or ()).validate()
            if spec.symmetry and (args.mask or args.mask_text is not None or args.outline):
                raise ValueError(_("a symmetric maze cannot have %s yet") % _("a mask"))
            if spec.shape == "cube" and (args.mask or args.mask_text is not None
                                         or args.outline):
                raise ValueError(_("a cube maze cannot have a mask"))
            if spec.levels > 1 and (args.mask or args.mask_text is not None or args.outline):
                raise ValueError(_("a masked maze cannot have levels yet"))
            if spec.weave and (args.mask or args.mask_text is not None or args.outline):
                raise ValueError(_("a masked maze cannot weave"))
            if spec.wrap and (args.mask or args.mask_text is not None or args.outline):
                raise ValueError(_("a masked maze cannot wrap around"))
            spec, mask_note = _cut_to_mask(spec, args)
            if args.weights is not None:
                from .maze import new_grid
                spec = spec.replace(weights=grounds.ground_text(args.weights, new_grid(spec)))
            if spec.start is not None or spec.goal is not None:
                from .maze import cell_at, new_grid  # a circle's cells, a mask's holes
                grid = new_grid(spec)
                for place, what in ((spec.start, _("the start")), (spec.goal, _("the goal"))):
                    if place is not None:
                        cell_at(grid, place, what)
        if args.format is None:  # the text matrix holds square mazes only
            args.format = ["txt"] if (spec.shape == "square" and not spec.mask
                                      and not spec.wrap and not spec.weave
                                      and spec.levels == 1) else ["png"]
        if args.tile:
            if spec.shape != "square" or spec.wrap != "xy":
                raise ValueError(_("--tile needs a square maze wrapped across x and y "
                                   "(--wrap xy)"))
        if spec.wrap:
            for name in ("txt", "ascii"):
                if name in args.format:
                    raise ValueError(_("a maze that wraps around has no %s form; use png, "
                                       "svg, pdf, ps or json") % name)
        if spec.weave:
            for name in ("txt", "ascii", "plotter"):
                if name in args.format:
                    raise ValueError(_("a maze whose passages run under others has no %s "
                                       "form; use png, svg, pdf, ps or json") % name)
            if style.look == "blocks":
                raise ValueError(_("the blocks look cannot show a passage under another; "
                                   "draw a woven maze with lines"))
        if spec.levels > 1:
            for name in ("txt", "ascii", "plotter"):
                if name in args.format:
                    raise ValueError(_("a maze of several levels has no %s form; use png, "
                                       "svg, pdf, ps or json") % name)
            if style.look == "blocks":
                raise ValueError(_("the blocks look draws flat mazes only; draw a maze "
                                   "of several levels with lines"))
        if spec.mask:
            check_formats("masked", args.format, style, GENERATE_FORMATS)
        else:
            check_formats(spec.shape, args.format, style)
            if "mask" in args.format:
                raise ValueError(_("the mask format writes the mask of a masked maze; "
                                   "give --mask, --mask-text or --outline"))
        if "png" in args.format:  # before any work: is the picture possible at all?
            from types import SimpleNamespace
            from .export import check_pixels
            from .scene import picture_size
            from .maze import new_grid
            grid = new_grid(spec) if (spec.shape != "square" or spec.mask
                                      or spec.levels > 1) else SimpleNamespace(
                cols=spec.cols, rows=spec.rows, kind="square", levels=1)
            check_pixels(*picture_size(grid, style))
        if "plotter" in args.format:
            from .export.plotter import check_cells
            check_cells(shape_cells(spec.shape, spec.cols, spec.rows))
        plot = _plot_sizes(args)
        motion = _motion(args)
        indent = _json_indent(args)
        if not 1 <= args.count <= 100000:
            raise ValueError(_("--count must be from 1 to 100000"))
        if not 1 <= args.jobs <= 64:
            raise ValueError(_("--jobs must be from 1 to 64"))
        seeds = [spec.seed]
        if args.count > 1:
            if not re.fullmatch(r"-?(0|[1-9][0-9]*)", spec.seed):
                raise ValueError(_("--count counts up from a plain whole-number seed such "
                                   "as 7, not %s") % shown(spec.seed))
            first = int(spec.seed)
            seeds = [str(first + i) for i in range(args.count)]
        # Every seed is checked before anything is written.
        specs = [spec.replace(seed=seed).validate() for seed in seeds]
    except ValueError as exc:
        raise UsageError(_error("mazetk generate", exc)) from None
    identity = _prepare_folder(args.out)
    if mask_note:
        print(_("mazetk: %s") % mask_note, file=sys.stderr, flush=True)
    note = slow_note(spec)
    if note:
        line = (_("mazetk: each maze: %s") if len(specs) > 1 else _("mazetk: %s")) % note
        print(line, file=sys.stderr, flush=True)
    formats = tuple(args.format) + ((TILE,) if args.tile else ())
    options = (formats, args.solution, args.solver, style, args.page, args.out,
               identity, plot, indent, motion)
    jobs = [(one, options) for one in specs]
    if len(jobs) == 1:
        for path in _make_one(jobs[0]):
            print(path)
        return 0
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor
        # A worker speaks the language chosen here (started afresh, it would not).
        pool = ProcessPoolExecutor(max_workers=args.jobs, initializer=i18n.set_language,
                                   initargs=(i18n.language(),))
        futures, reported = [], set()

        def in_order():
            for n, future in enumerate(futures):
                paths = future.result()
                reported.add(n)
                yield paths
        try:
            futures = [pool.submit(_make_one, job) for job in jobs]
            _report(in_order(), len(jobs), args.out, identity)
        except BrokenPipeError:
            raise  # no one is reading: nothing more to say
        except BaseException:
            _written_after(futures, reported)
            raise
        finally:
            # A maze not begun is never made once the batch has stopped (a
            # closed pipe, an error): cancelled here, as shutdown's
            # cancel_futures does from Python 3.9 on only.
            for future in futures:
                future.cancel()
            pool.shutdown(wait=True)
    else:
        _report(map(_make_one, jobs), len(jobs), args.out, identity)
    return 0


def _written_after(futures, reported):
    """When a maze of a batch fails (a full disk), the later mazes other
    processes were making finish: print each path they wrote, so no complete
    file is left behind unsaid.  Those not started are cancelled."""
    for future in futures:
        future.cancel()
    for n, future in enumerate(futures):
        if n in reported or future.cancelled():
            continue
        try:
            paths = future.result()
        except BaseException:  # the failure itself, or another: said or lost with it
            continue
        for path in paths:
            if os.path.exists(path):
                print(path, flush=True)


def _plot_sizes(args):
    """``(cell_mm, pen_mm)`` of the plotter format, checked (ValueError)."""
    from .export.plotter import CELL_MM, DEFAULT_CELL_MM, PEN_MM, check_mm
    given = [flag for flag, value in (("--cell-mm", args.cell_mm), ("--pen-mm", args.pen_mm))
             if value is not None]
    if given and "plotter" not in args.format:
        raise ValueError(_("%s sizes the plotter format; add plotter to --format") % given[0]
                         if len(given) == 1 else _("--cell-mm and --pen-mm size the plotter "
                                                   "format; add plotter to --format"))
    cell = (DEFAULT_CELL_MM if args.cell_mm is None
            else check_mm(args.cell_mm, "--cell-mm", *CELL_MM))
    pen = None if args.pen_mm is None else check_mm(args.pen_mm, "--pen-mm", *PEN_MM)
    return cell, pen


def _cut_to_mask(spec, args):
    """``(spec, note)``: the (validated) spec cut to the mask of --mask,
    --mask-text or --outline, sized by the rules of ``generate --help``, and
    a line saying what pieces were dropped (or None).  ValueError for a bad
    mask; OSError for a mask file that cannot be read."""
    from . import grids
    from .masks import mask as masks
    threshold = _threshold(args.mask_threshold)
    if args.mask is None and args.mask_threshold is not None:
        raise ValueError(_("--mask-threshold is for a picture given with --mask"))
    join = _join(args.mask_pieces)
    if args.mask is None and args.mask_text is None and args.outline is None:
        if args.mask_pieces is not None:
            raise ValueError(_("--mask-pieces is for a mask: give --mask, --mask-text or "
                               "--outline"))
        return spec, None
    shape, given = spec.shape, args.size is not None
    if given or args.mask is not None:  # a picture's size; a mask file's is checked below
        _check_mask_cells(spec)
    if args.mask is not None:
        flag = "--mask %s" % args.mask
        try:
            mask = masks.read(args.mask, shape, *((spec.cols, spec.rows) if given
                                                  else (None, None)), threshold=threshold)
        except OSError as exc:
            raise OSError(_("cannot read the mask %(file)s: %(reason)s")
                          % {"file": args.mask, "reason": i18n.os_reason(exc)}) from None
        except ValueError as exc:
            raise ValueError(_about(flag, exc)) from None
        if given and (mask.cols, mask.rows) != (spec.cols, spec.rows):
            raise ValueError(_("the mask %(file)s is %(size)s but --size asks for "
                               "%(asked)s; leave out --size to take the mask's")
                             % {"file": args.mask, "size": _size_words(mask),
                                "asked": _size_words(spec)})
    elif args.mask_text is not None:
        flag = "--mask-text"
        try:
            if given:  # a font pixel needs a cell at least, or letters blur into bars
                cols, rows = masks.words_size(args.mask_text, shape, 1)
                if spec.cols < cols or spec.rows < rows:
                    raise ValueError(_(
                        "%(words)s needs at least %(least)s cells to be read (%(good)s at "
                        "two cells a font pixel); give a larger --size or leave it out")
                        % {"words": shown(args.mask_text), "least": "%d x %d" % (cols, rows),
                           "good": "%d x %d" % masks.words_size(args.mask_text, shape)})
            mask = masks.from_words(args.mask_text, scale=getattr(args, "mask_scale", 2),
                                    shape=shape, grid=grids.make(
                                        shape, spec.cols, spec.rows) if given else None)
        except ValueError as exc:
            raise ValueError(_about(flag, exc)) from None
    else:
        flag = "--outline"
        if args.outline not in masks.OUTLINES:
            raise ValueError(_("unknown outline %(name)s; choose one of: %(outlines)s")
                             % {"name": shown(args.outline),
                                "outlines": ", ".join(masks.OUTLINES)})
        mask = masks.outline(args.outline, grids.make(shape, spec.cols, spec.rows))
    code = masks.with_join(masks.encode(mask), join)
    try:  # remembered, so validate() below does not look again
        found = mask_pieces(shape, mask.cols, mask.rows, code)
    except ValueError as exc:
        raise ValueError(_about(flag, exc)) from None
    kept, dropped, note = found.mask, found.dropped, None
    if found.pieces == 1:  # nothing to join: the code as it always was
        code = masks.encode(mask)
    elif join:  # the code holds every piece, and asks for them joined
        note = ngettext("mask: joined its %(pieces)d pieces by %(bridges)d bridge cell",
                        "mask: joined its %(pieces)d pieces by %(bridges)d bridge cells",
                        found.bridges) % {"pieces": found.pieces, "bridges": found.bridges}
    if dropped:  # the code holds the maze's own mask, without the pieces dropped
        code = masks.encode(kept)
        note = _("mask: kept the largest of %(pieces)d pieces (%(dropped)d dropped)") % {
            "pieces": dropped + 1, "dropped": dropped}
    return spec.replace(cols=kept.cols, rows=kept.rows, mask=code).validate(), note


def _join(text):
    """Whether --mask-pieces asks for the pieces joined; ValueError for a
    word it does not know."""
    if text is None:
        return False
    word = text.strip().lower()
    if word not in ("largest", "join"):
        raise ValueError(_("--mask-pieces is largest or join, not %s") % shown(text))
    return word == "join"


def _threshold(text):
    """The --mask-threshold as a number (128 if not given); ValueError otherwise."""
    if text is None:
        return 128
    if not re.fullmatch(r"\s*[0-9]{1,3}\s*", text) or not 1 <= int(text) <= 255:
        raise ValueError(_("--mask-threshold is a whole number from 1 to 255, not %s")
                         % shown(text))
    return int(text)


def _check_mask_cells(spec):
    """ValueError before a mask is drawn on a grid too large to be masked."""
    cells = shape_cells(spec.shape, spec.cols, spec.rows)
    if cells > MAX_MASK_CELLS:
        raise ValueError(_("a masked maze has at most %(limit)d cells in its full grid; "
                           "%(a_shape)s grid of %(size)s has %(cells)d")
                         % {"limit": MAX_MASK_CELLS, "a_shape": a_shape_word(spec.shape),
                            "size": _size_words(spec), "cells": cells})


def _size_words(thing):
    """``12 rings`` or ``30 x 20 cells`` of a spec or a mask."""
    if thing.shape == "circle":
        return ngettext("%(n)d ring", "%(n)d rings", thing.cols) % {"n": thing.cols}
    return ngettext("%(cols)d x %(rows)d cell", "%(cols)d x %(rows)d cells",
                    thing.cols * thing.rows) % {"cols": thing.cols, "rows": thing.rows}


def _about(flag, exc):
    """A mask's error message, after the flag (and file) it is about, unless
    it begins with the file's name already."""
    text = str(exc)
    name = flag.partition(" ")[2]
    return text if name and text.startswith(name) else "%s: %s" % (flag, text)


def slow_note(spec, reading=False):
    """One line saying what building ``spec``'s maze (``reading``: reading a
    file that rebuilds it from its code) will cost, or None if quick."""
    if spec.algorithm != "aldous-broder" or spec.cols * spec.rows <= ALDOUS_BRODER_SLOW_CELLS:
        return None
    # A random walk covers n cells in about n (ln n)^2 steps.
    n, ref = spec.cols * spec.rows, 2000 * 2000
    seconds = ALDOUS_BRODER_2000_SECONDS * n * math.log(n) ** 2 / (ref * math.log(ref) ** 2)
    if seconds < 10:
        cost = _("a few seconds")
    elif seconds < 90:
        cost = _("about %d seconds") % (int(round(seconds / 5.0)) * 5)
    else:
        minutes = int(round(seconds / 60.0))
        cost = ngettext("about %d minute", "about %d minutes", minutes) % minutes
    values = {"cols": spec.cols, "rows": spec.rows, "cost": cost}
    if reading:
        return _("reading this file rebuilds this %(cols)d x %(rows)d aldous-broder maze "
                 "from its code: %(cost)s (its random walk must reach every cell)") % values
    return _("building this %(cols)d x %(rows)d aldous-broder maze takes %(cost)s (its "
             "random walk must reach every cell)") % values


def _report(results, total, folder, identity):
    """Print each maze's paths in seed order, with progress on stderr.

    Before printing a maze's paths, and at the end, the folder must still be
    the one made at the start: files written into a folder that was then
    removed or renamed are lost, and that is an error, not a success.
    """
    from .files.savefile import Folder
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
    else a line at every tenth of the way (and the last).  ``words(done,
    total)`` says it (default: ``mazetk: 3/30 mazes``)."""

    def __init__(self, total, stream=None, words=None):
        self.total = total
        self.words = words
        self.stream = sys.stderr if stream is None else stream
        try:
            self.live = self.stream.isatty()
        except (AttributeError, ValueError):
            self.live = False
        self.shown = 0
        self.open = False

    def update(self, done):
        text = (self.words(done, self.total) if self.words else
                _("mazetk: %(done)d/%(total)d mazes") % {"done": done, "total": self.total})
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
    spec, (formats, solution, solver, style, page, out, identity, plot, indent, motion) = job
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
        elif fmt == TILE:
            parts += tile_parts(maze, style)
        else:
            parts += render_parts(maze, [fmt], solution, solver, style, page,
                                  cell_mm=plot[0], pen_mm=plot[1], json_indent=indent,
                                  frames=motion[0], fps=motion[1])
    return save(out, file_stem(maze), parts, identity)


#: The "format" --tile adds: NAME-tile.png and NAME-tile.svg.
TILE = "tile"


def tile_parts(maze, style):
    """The tileable picture's files, as ``(suffix, make bytes)``."""
    from .export import raster, svgfile
    from .scene.tile import tile_scene
    scene = tile_scene(maze, style)
    return [("-tile.png", lambda: raster.png(scene)), ("-tile.svg", lambda: svgfile.svg(scene))]


def _lay_ground(maze, value, prog):
    """Lay ``--weights value`` on a maze read from a file; UsageError or
    OSError saying what is wrong."""
    if value is None:
        return
    try:
        if not value.strip():
            raise ValueError(_("%s is empty: give it a value, or leave it out for "
                               "the default") % "--weights")
        text = grounds.ground_text(value, maze.grid)
        spec = maze.spec.replace(weights=text) if maze.spec is not None else None
        maze.set_weights(grounds.costs(maze.grid, text), spec)
    except ValueError as exc:
        raise UsageError(_error(prog, exc)) from None


def _read_maze(path, prog):
    """The maze in the file at ``path`` (what reading it costs said on
    stderr first, where it is rebuilt from its code); UsageError or OSError
    saying what is wrong, the command's name ``prog`` before it."""
    from .files import mazefile
    note = file_note(path)
    building = None
    if note:
        print("%s: %s" % (prog, note), file=sys.stderr, flush=True)  # i18n: keep
        building = Progress(100, words=lambda done, total: _(
            "%(prog)s: building the maze, %(done)d%% of its cells")
            % {"prog": prog, "done": done})
    try:
        try:
            return mazefile.load(path, progress=building and (
                lambda share: building.update(int(share * 100))))
        finally:
            if building:
                building.close()
    except mazefile.MazeFileError as exc:
        raise UsageError("%s: %s: %s" % (prog, path, exc)) from None  # i18n: keep
    except OSError as exc:
        raise OSError(_("cannot read %(file)s: %(reason)s")
                      % {"file": path, "reason": i18n.os_reason(exc)}) from None


#: The most solvers a race GIF shows side by side.
RACE_PANES = 4


def cmd_race(args):
    """``mazetk race``: each solver on the maze, a line each."""
    names = list(SOLVERS) if args.solvers is None else [
        n.strip() for n in args.solvers.split(",")]
    for name in names:
        if name not in SOLVERS:
            raise UsageError(_error("mazetk race", _(
                "unknown solver %(value)r; choose one of: %(choices)s")
                % {"value": name, "choices": ", ".join(SOLVERS)}))
    try:
        style = _style(args)
        frames, fps = _motion(args)
        if args.format and not 1 <= len(names) <= RACE_PANES:
            raise ValueError(_("a race GIF shows one to %(most)d solvers side by side, not "
                               "%(count)d; name them with --solvers, like bfs,astar")
                             % {"most": RACE_PANES, "count": len(names)})
    except ValueError as exc:
        raise UsageError(_error("mazetk race", exc)) from None
    maze = _read_maze(args.file, "mazetk race")
    _lay_ground(maze, args.weights, "mazetk race")
    weighted = maze.weights is not None
    shortest = len(maze.solve("bfs").path)
    cheapest = maze.cost(maze.solve("dijkstra").path)
    head = [_("solver"), _("cells looked at"), _("steps walked"), _("way (cells)")]
    if weighted:
        head.append(_("cost"))
    head.append(_("cheapest") if weighted else _("shortest"))
    rows = []
    for name in names:
        found = maze.solve(name)
        if not found.found:
            way = _("none: %s") % found.note
        elif len(found.path) == shortest:
            way = str(len(found.path))
        else:
            way = _("%(cells)d (%(more)d more)") % {"cells": len(found.path),
                                                   "more": len(found.path) - shortest}
        row = [name, str(len(set(found.visited))), str(len(found.visited)), way]
        if weighted:
            cost = maze.cost(found.path)
            row.append("" if not found.found else str(cost) if cost == cheapest else
                       _("%(cost)d (%(more)d more)") % {"cost": cost, "more": cost - cheapest})
        entry = SOLVERS[name]
        sure = entry.weighted if weighted else entry.shortest
        row.append(_("always") if sure else _("not always"))
        rows.append(row)
    widths = [max(text_width(row[i]) for row in [head] + rows) for i in range(len(head) - 1)]
    for row in [head] + rows:
        print("  ".join(cell + " " * (w - text_width(cell)) if i in (0, 3, 4) else
                        " " * (w - text_width(cell)) + cell
                        for i, (cell, w) in enumerate(zip(row, widths))) + "  " + row[-1])
    if args.format:
        from .export import gif
        timing = {k: v for k, v in (("frames", frames), ("fps", fps)) if v is not None}
        try:
            gif.check(maze, growth=False)
            from .scene import picture_size
            width, height = picture_size(maze.grid, style, heat=maze.weights is not None)
            gif.check_pixels(len(names) * (width + gif.RACE_GAP), height)
        except ValueError as exc:
            raise UsageError(_error("mazetk race", exc)) from None
        stem = os.path.splitext(os.path.basename(args.file))[0]
        for path in save(args.out, stem, [("-race.gif", lambda: gif.race(
                maze, names, style, **timing))]):
            print(path)
    return 0


def cmd_solve(args):
    from .maze import statistics
    try:
        style = _style(args)
        indent = _json_indent(args)
        frames, fps = _motion(args)
    except ValueError as exc:
        raise UsageError(_error("mazetk solve", exc)) from None
    maze = _read_maze(args.file, "mazetk solve")
    _lay_ground(maze, args.weights, "mazetk solve")
    found = maze.solve(args.solver)
    if not found.found:
        print("mazetk solve: %s: %s" % (args.file, found.note),  # i18n: keep
              file=sys.stderr)
        return 1
    if not args.format:
        stats = statistics(maze, args.solver)
        print(_("solution: %(cells)d cells (%(share)s%% of the maze), found by %(solver)s")
              % {"cells": len(found.path), "share": stats["solution_share"],
                 "solver": args.solver})
        if maze.weights is not None and not SOLVERS[args.solver].weighted:
            print(_("%s ignores what the ground costs: its way is not chosen by cost "
                    "(dijkstra and astar find the cheapest)") % args.solver)
        for key, value in stats.items():
            name = STATISTICS.get(key)
            print(_("%(name)s: %(value)s") % {
                "name": _(name) if name else key.replace("_", " "), "value": value})
        return 0
    stem = os.path.splitext(os.path.basename(args.file))[0] + "-solved"
    parts = render_parts(maze, args.format, solution=True, solver=args.solver, style=style,
                         page=args.page, always_solution=True, json_indent=indent,
                         frames=frames, fps=fps)
    for path in save(args.out, stem, parts):
        print(path)
    return 0


def file_note(path):
    """What reading a maze file will cost when it makes the maze again from its
    code (a JSON file's ``code`` is rebuilt, to check it or for want of a
    matrix), or None.  The code comes first in the files mazetk writes."""
    try:
        with open_regular(path) as f:
            head = f.read(4096)
    except (OSError, ValueError):
        return None  # the load says what is wrong
    found = re.search(rb'"code"\s*:\s*"(mz[^"]{1,300})"', head)
    if not found:
        return None
    try:
        spec = MazeSpec.from_code(found.group(1).decode("utf-8"))
    except ValueError:
        return None
    return slow_note(spec, reading=True)


def _prepare_folder(folder):
    """Make the output folder if it is missing (only here, once) and return
    its identity for :func:`~mazetk.files.savefile.save_group`."""
    from .files.savefile import Folder, SaveError
    if not str(folder).strip():
        raise UsageError(_error("mazetk", _("--out needs the name of a folder")))
    try:
        os.stat(folder)
    except FileNotFoundError:
        if os.path.islink(folder):
            raise SaveError(_("--out %s is a symbolic link to something that does not "
                              "exist") % folder) from None
        try:
            os.makedirs(folder, exist_ok=True)
        except OSError as exc:
            raise SaveError(_("cannot make the folder %(folder)s: %(reason)s")
                            % {"folder": folder, "reason": _reason(exc)}) from None
    except OSError as exc:
        raise SaveError(_("cannot use the folder %(folder)s: %(reason)s")
                        % {"folder": folder, "reason": _reason(exc)}) from None
    if not os.path.isdir(folder):
        raise SaveError(_("--out %s is a file, not a folder") % folder)
    with Folder(folder) as where:
        return where.identity


def _reason(exc):
    if getattr(exc, "errno", None) == errno.ELOOP:
        return _("its path goes round a loop of symbolic links")
    if getattr(exc, "errno", None) == errno.ENOTDIR:
        return _("part of its path is a file, not a folder")
    return i18n.os_reason(exc)


def save(folder, stem, parts, identity=None):
    """Save a maze's parts into ``folder``; with ``identity`` (from
    :func:`_prepare_folder`) the folder is never made again."""
    from .files.savefile import save_group
    if identity is None:
        identity = _prepare_folder(folder)
    return save_group(folder, stem, parts, identity=identity)


#: Flags that take a value: ``--size -1x5`` must reach the check of sizes,
#: not argparse's "expected one argument".
_VALUE_FLAGS = ("--size", "--param", "--seed", "--braid", "--start", "--goal", "--symmetry",
                "--bias", "--run", "--river", "--room", "--hole", "--solution-word", "--labyrinth", "--count",
                "--jobs", "-j",
                "--cell", "--wall", "--endpoints", "--algorithm", "-a", "--mask-threshold",
                "--mask-pieces",
                "--cell-mm", "--pen-mm", "--bleed", "--gutter", "--margin", "--per-page",
                "--keys-per-page", "--difficulty", "--blank-after-title", "--blank-before-keys",
                "--min-cell-mm")


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
    from .books.book import DEFAULT_MIN_CELL_MM, MIN_CELL_MM, default_page, paper_unit
    k = sub.add_parser(
        "book", help=_("make a puzzle book or a set of worksheets as one PDF"),
        description=_("Make N mazes whose settings ramp from a first to a last value, "
                      "laid out 1, 2, 4 or 6 to a page with their answer keys, as a PDF "
                      "that needs no fonts (a print shop takes it as it is)."),
        epilog=_examples(
            "python -m mazetk book week.pdf --count 5 --size 15x10 --title 'Monday to Friday'",
            "python -m mazetk book book.pdf --count 100 --per-page 2 --page 8.5x11in \\",
            "    --bleed 0.125in --gutter 0.25in --keys back --size 10x10..20x15 \\",
            "    --difficulty easy..hard --algorithm backtracker,prim,wilson --seed 7",
            "python -m mazetk book names.pdf --mask-words names.txt --shape hex")
        + "\n\n" + _(
            "every maze of the window: --shape, --outline (on each maze's size),\n"
            "--mask FILE and --mask-text (the mask's size, or --size), --mask-words FILE\n"
            "(a line a puzzle: puzzle k is cut to line k's words; the book has as many\n"
            "puzzles as the file has lines unless --count says otherwise, then the\n"
            "lines are taken in turn).  No text but yours: --title, --subtitle,\n"
            "--copyright (a page after the title page), --seed-line; maze codes only with\n"
            "--codes.  --blank-after-title N and --blank-before-keys N add empty pages.\n"
            "A book whose cells would print under --min-cell-mm (default %(least)g mm)\n"
            "is refused with what fits.") % {"least": DEFAULT_MIN_CELL_MM})
    k.add_argument("out", metavar=_("OUT.pdf"), help=_("the book's file (never overwritten: "
                                                       "a taken name gets the next free "
                                                       "number)"))
    k.add_argument("--count", default=None, metavar="N",
                   help=_("how many mazes (default 10, or a line of --mask-words each)"))
    k.add_argument("--per-page", default="1", metavar="N",
                   help=_("mazes a page: 1, 2, 4 or 6"))
    k.add_argument("--page", default=default_page(), metavar=_("SIZE"),
                   help=_("a4, a5, letter, 6x9in, 8x10in, 8.5x11in, or WxHmm / WxHin "
                          "(default %s, the paper of the locale's country)") % default_page())
    k.add_argument("--landscape", action="store_true", help=_("turn the page sideways"))
    k.add_argument("--bleed", default="0", metavar=_("LEN"),
                   help=_("added to the outside edge, top and bottom, e.g. 0.125in or 3mm"))
    k.add_argument("--gutter", default="0", metavar=_("LEN"),
                   help=_("added to the inside margin (left on right-hand pages)"))
    margin = "0.5in" if paper_unit(default_page()) == "in" else "12.7mm"  # one length
    k.add_argument("--margin", default=margin, metavar=_("LEN"),
                   help=_("margin kept free on every side (default %s)") % margin)
    k.add_argument("--keys", default="back", metavar=_("WHERE"),
                   help=_("answer keys: after (each page of puzzles), back (default), "
                          "separate (OUT-answers.pdf) or none"))
    k.add_argument("--keys-per-page", default="6", metavar="N",
                   help=_("keys a page at the back or in the separate file: 1, 2, 4, 6, 9, "
                          "12"))
    k.add_argument("--title", default="", metavar=_("TEXT"), help=_("the book's title"))
    k.add_argument("--title-page", action="store_true", help=_("begin with a title page"))
    k.add_argument("--subtitle", default="", metavar=_("TEXT"),
                   help=_("a line under the title on the title page"))
    k.add_argument("--seed-line", action="store_true",
                   help=_("print the book's seed at the foot of the title page"))
    k.add_argument("--copyright", default="", metavar=_("TEXT"),
                   help=_("a copyright page after the title page (\\n starts a new line)"))
    k.add_argument("--blank-after-title", default="0", metavar="N",
                   help=_("N empty pages after the title and copyright pages"))
    k.add_argument("--blank-before-keys", default="0", metavar="N",
                   help=_("N empty pages before the answer keys at the back"))
    c = k.add_mutually_exclusive_group()
    c.add_argument("--codes", dest="codes", action="store_true", default=False,
                   help=_("print each maze's code under it"))
    c.add_argument("--no-codes", dest="codes", action="store_false",
                   help=_("no maze codes (the default in a book)"))
    k.add_argument("--puzzle-title", default="", metavar=_("TEXT"),
                   help=_("words on every puzzle after its number, e.g. 'Find the way'"))
    k.add_argument("--no-page-numbers", action="store_true",
                   help=_("leave out page numbers"))
    k.add_argument("--no-name-line", action="store_true",
                   help=_("leave out Name ___ Date ___"))
    k.add_argument("--seed", metavar=_("SEED"),
                   help=_("makes the whole book again identically (default: a new one, "
                          "in every maze code)"))
    k.add_argument("--shape", default="square", metavar=_("SHAPE"),
                   help=_("cell shape: %s") % ", ".join(ALL_SHAPES))
    k.add_argument("--size", default=None, metavar=_("CxR[..CxR]"),
                   help=_("size, or first..last: 10x10..40x30 (a circle: rings, 6..12; a cube: "
                          "its faces' side, 4..8; "
                          "default %(cols)dx%(rows)d, or the mask's)")
                   % {"cols": DEFAULT_SIZE[0], "rows": DEFAULT_SIZE[1]})
    m = k.add_mutually_exclusive_group()
    m.add_argument("--outline", metavar=_("KIND"),
                   help=_("cut every maze to a %s") % " / ".join(OUTLINES))
    m.add_argument("--mask", metavar=_("FILE"),
                   help=_("cut every maze to a mask: a picture or a mask text file, as "
                          "generate takes"))
    m.add_argument("--mask-text", metavar=_("WORDS"),
                   help=_("cut every maze to these words"))
    m.add_argument("--mask-words", metavar=_("FILE"),
                   help=_("a text file, a puzzle a line: each is cut to its line's words"))
    _mask_tuning_options(k)
    k.add_argument("--algorithm", "-a", default=None, metavar=_("NAME[,NAME]"),
                   help=_("generator, or a list for equal parts of the book in order"))
    k.add_argument("--braid", default="0", metavar="P[..Q]",
                   help=_("percent of dead ends removed, or first..last: 0..20"))
    k.add_argument("--weave", default="0", metavar=_("PERCENT"),
                   help=_("let passages run under others in every maze (square or hex), "
                          "0-100 (default 0)"))
    k.add_argument("--levels", default="1", metavar="L",
                   help=_("stack L floors (2-20) in every maze (square or hex), joined by "
                          "stairs (default 1: flat mazes)"))
    k.add_argument("--symmetry", default="", metavar=_("KIND"),
                   help=_("every maze its own mirror image (mirror), half turn (rotate2) or "
                          "quarter turn (rotate4); square mazes"))
    k.add_argument("--room", default="", metavar=_("WxH"),
                   help=_("a room of W x H cells without walls in the middle of every square "
                          "maze"))
    k.add_argument("--hole", default="", metavar="N",
                   help=_("open the N innermost rings of every circle maze into one centre"))
    _texture_options(k, default="0")
    k.add_argument("--unicursal", action="store_true",
                   help=_("every maze one path through every cell (square mazes of even "
                          "size)"))
    k.add_argument("--solution-word", default=None, metavar=_("WORD[,WORD]"),
                   help=_("each maze's way writes a word, shown only when it is solved (square "
                          "mazes, each as large as its word needs); --count defaults to how "
                          "many words are given"))
    k.add_argument("--labyrinth", default=None, metavar=_("NAME[,NAME]"),
                   help=_("classical labyrinths instead of mazes, a puzzle each (cretan3, "
                          "cretan7, cretan11, chartres, or a circuit order like 3-2-1-4-7-6-5); "
                          "--count defaults to how many are given"))
    k.add_argument("--difficulty", default="", metavar=_("LEVEL[..LEVEL]"),
                   help=_("easy, medium, hard, or a ramp easy..hard (equal parts)"))
    k.add_argument("--endpoints", default=None, metavar=_("HOW"),
                   help=_("where start and goal go: %s") % ", ".join(ENDPOINTS))
    k.add_argument("--look", default="lines", metavar=_("LOOK"), help=_("lines or blocks"))
    k.add_argument("--cell-mm", default=None, metavar=_("MM"),
                   help=_("print every cell this size (default: each maze as large as fits)"))
    k.add_argument("--min-cell-mm", default=None, metavar=_("MM"),
                   help=_("refuse a book whose cells would print smaller (default %(least)g; "
                          "at least %(floor)g)") % {"least": DEFAULT_MIN_CELL_MM,
                                                    "floor": MIN_CELL_MM})
    k.add_argument("--thick-walls", action="store_true",
                   help=_("large print: thick walls (with a big --cell-mm, e.g. 15, for low "
                          "vision)"))
    _palette_option(k, "print")
    _solution_style_option(k)
    _cover_options(k)
    return k


#: A words file for ``book --mask-words``: at most this many bytes, and
#: characters a line (a name, a word or two: a longer line makes a maze too
#: wide to print).
MAX_WORDS_FILE = 256 * 1024
MAX_WORDS_LINE = 40


def read_mask_words(path):
    """``(line number, words)`` of each line of a ``--mask-words`` file that
    holds words, stripped, numbered as the file is (blank lines are skipped,
    not counted out): read through :func:`open_regular`, UTF-8.  ValueError
    for a file too large, binary, empty, with more lines than a book has
    puzzles or a line too long for a mask; OSError for one that cannot be read."""
    from .books.book import MAX_COUNT
    with open_regular(path) as f:
        data = f.read(MAX_WORDS_FILE + 1)
    if len(data) > MAX_WORDS_FILE:
        raise ValueError(_("%(file)s is larger than %(most)d KiB; a words file has a name "
                           "or a few words a line") % {"file": path,
                                                       "most": MAX_WORDS_FILE // 1024})
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = None
    if text is None or "\x00" in text:
        raise ValueError(_("%s is not a text file (UTF-8)") % path)
    lines = [(number, " ".join(line.split()))
             for number, line in enumerate(text.split("\n"), 1)]
    lines = [(number, line.rstrip("\r")) for number, line in lines if line]
    if not lines:
        raise ValueError(_("%s has no words: give a name or words a line") % path)
    if len(lines) > MAX_COUNT:
        raise ValueError(_("%(file)s has %(lines)d lines; a book has at most %(most)d "
                           "puzzles") % {"file": path, "lines": len(lines), "most": MAX_COUNT})
    for number, line in lines:
        if len(line) > MAX_WORDS_LINE or any(ch < " " for ch in line):
            raise ValueError(_("%(file)s, line %(line)d: at most %(most)d characters a line "
                               "make a mask that prints, not %(chars)d")
                             % {"file": path, "line": number, "most": MAX_WORDS_LINE,
                                "chars": len(line)})
    return lines


def _break_words(line, lines, split=False):
    """``line`` on ``lines`` lines (``\\n`` between them) as even as they
    come: broken at spaces, or with ``split`` a word cut in two where there
    are fewer words than lines; None where it cannot be."""
    import itertools
    words = line.split()
    if lines == 1:
        return line
    if len(words) >= lines and not split:
        best = None
        for cuts in itertools.combinations(range(1, len(words)), lines - 1):
            parts = [" ".join(words[a:b]) for a, b in zip((0,) + cuts, cuts + (len(words),))]
            if best is None or max(map(len, parts)) < max(map(len, best)):
                best = parts
        return "\n".join(best)
    if not split:
        return None
    parts = list(words)
    while len(parts) < lines:
        longest = max(range(len(parts)), key=lambda k: len(parts[k]))
        word = parts[longest]
        if len(word) < 2:
            return None
        half = -(-len(word) // 2)
        parts[longest:longest + 1] = [word[:half], word[half:]]
    if len(parts) > lines:
        return None
    return "\n".join(parts)


def _word_layouts(line):
    """The ways to set a line of ``--mask-words`` as a mask, best first:
    ``(text, scale)``, two cells a font pixel before one, the line as it is
    before broken at its spaces, and a word cut in two only as a last resort."""
    out = []
    whole_words = [t for t in (_break_words(line, n) for n in (1, 2, 3)) if t]
    cut = [t for t in (_break_words(line, n, split=True) for n in (2, 3)) if t]
    for texts, scales in ((whole_words[:1], (2,)), (whole_words[1:], (2,)),
                          (whole_words[:1], (1,)), (whole_words[1:], (1,)), (cut, (2, 1))):
        for scale in scales:
            for text in texts:
                if (text, scale) not in out:
                    out.append((text, scale))
    return out


def _book_masks(args, page=None):
    """``(masks, notes)`` of ``book``'s --mask, --mask-text or --mask-words:
    ``(cols, rows, code)`` each, as ``generate`` cuts them (one rule, one
    code), and the lines saying what pieces were dropped.  The mask's size
    is the maze's; a --size (one, not a ramp) sizes a --mask-text or a
    picture.  Without --size, each line of --mask-words is set so that it
    fits the page of ``page`` (the book's clean settings, without masks): at
    two or one cells a font pixel, on one line or broken onto two or three,
    the first of :func:`_word_layouts` whose cells print at least the book's
    smallest cell (FieldError on ``mask_words`` when none does)."""
    from types import SimpleNamespace
    from .masks import bitfont
    from .studio import FieldError
    if args.mask is None and args.mask_text is None and args.mask_words is None:
        if args.mask_threshold is not None:
            raise ValueError(_("--mask-threshold is for a picture given with --mask"))
        if args.mask_pieces is not None:  # an outline keeps its largest piece
            raise ValueError(_("--mask-pieces is for a mask: give --mask, --mask-text or "
                               "--mask-words"))
        return (), []
    size = None
    if args.size is not None:
        if ".." in args.size:
            raise ValueError(_("a mask gives every maze its size: give one --size or none, "
                               "not %s") % shown(args.size))
        size = _size(args.size)
    words = args.mask_words
    texts = [None] if words is None else read_mask_words(words)
    masks, notes = [], []

    def cut_to(text, scale=2):
        cut = SimpleNamespace(mask=args.mask, mask_text=args.mask_text, outline=None,
                              mask_threshold=args.mask_threshold,
                              mask_pieces=args.mask_pieces, size=size, mask_scale=scale)
        if text is not None:
            cut.mask_text = text
        cols, rows = size or DEFAULT_SIZE
        return _cut_to_mask(MazeSpec(cols, rows, shape=args.shape).validate(), cut)

    for entry in texts:
        if entry is None:
            spec, note = cut_to(None)
            masks.append((spec.cols, spec.rows, spec.mask))
            if note:
                notes.append(note)
            continue
        number, line = entry
        where = _("%(file)s, line %(line)d") % {"file": words, "line": number}
        text, missing = bitfont.fold(line)
        if missing:
            raise FieldError("mask_words", _(
                "%(where)s: the mask font cannot draw %(chars)s (it has the letters A-Z, "
                "accented too, the digits and %(marks)s)") % {
                    "where": where, "chars": " ".join(missing[:10]),
                    "marks": " ".join(c for c in bitfont.CHARACTERS
                                      if not c.isalnum() and c != " ")})
        try:
            if size is not None or page is None:
                spec, note = cut_to(text)
            else:
                spec, note = _fitted_words(text, cut_to, page, where)
        except FieldError:
            raise
        except ValueError as exc:
            raise FieldError("mask_words", "%s: %s" % (where, exc)) from None
        masks.append((spec.cols, spec.rows, spec.mask))
        if note:
            notes.append("%s: %s" % (where, note))
    return tuple(masks), notes


def _fitted_words(text, cut_to, page, where):
    """``(spec, note)`` of ``cut_to`` for the first of :func:`_word_layouts`
    of ``text`` that prints on ``page`` with cells of its ``min_cell_mm``,
    one that keeps every piece before one that drops some; FieldError on
    ``mask_words`` saying what fits when none does."""
    from .books.book import cell_words, length_words, mask_cell_mm
    from .studio import FieldError
    least = page.min_cell_mm - 1e-9
    dropping = None
    best = None
    for layout, scale in _word_layouts(text):
        try:
            spec, note = cut_to(layout, scale)
        except ValueError:
            continue  # too large a grid for a mask: a smaller layout may do
        cell = mask_cell_mm(page, (spec.shape, spec.cols, spec.rows, spec.mask))
        if best is None or cell > best:
            best = cell
        if cell >= least:
            if not note or "dropped" not in note:
                return spec, note
            dropping = dropping or (spec, note)
    if dropping:
        return dropping
    letters = 0
    for n in range(MAX_WORDS_LINE, 0, -1):  # the longest line of O's that fits
        try:
            spec, _note = cut_to("O" * n, 1)
        except ValueError:
            continue
        if mask_cell_mm(page, (spec.shape, spec.cols, spec.rows, spec.mask)) >= least:
            letters = n
            break
    w, h = page.page
    raise FieldError("mask_words", _(
        "%(where)s: %(words)s does not fit a %(page)s page, %(per)d a page, with cells of "
        "at least %(least)g mm (at best %(cell)s); at most %(letters)d letters a line fit "
        "there: a shorter line (its words are set on up to three lines), fewer mazes a "
        "page, a larger page or a smaller --min-cell-mm") % {
            "where": where, "words": shown(text.replace("\n", " ")),
            "page": length_words(page.unit, w, h), "per": page.per_page,
            "least": page.min_cell_mm, "cell": cell_words(best or 0.0, page.unit),
            "letters": letters})


def _cover_options(k):
    from .books.cover import STOCKS
    k.add_argument("--cover", default=None, metavar=_("COVER.pdf"),
                   help=_("also write the book's wrap-around cover (back, spine, front, "
                          "0.125in bleed) to this file (never overwritten)"))
    k.add_argument("--paper-stock", default="white", choices=tuple(STOCKS),
                   help=_("the interior's paper, for the cover's spine width: white "
                          "(0.002252in a page, default) or cream (0.0025in)"))
    k.add_argument("--back-text", default="", metavar=_("TEXT"),
                   help=_("words on the back cover, above the barcode's blank box (\\n "
                          "starts a new line)"))
    k.add_argument("--cover-colour", default=None, metavar=_("COLOUR"),
                   help=_("the cover's colour, like #f6e27f (default a deep blue; the "
                          "words and the maze are white or black, whichever stands out)"))


def _cover_place(args):
    """``(folder, stem)`` of ``--cover``, or None without it; ValueError if
    its folder is missing or it has no name."""
    from .books.cover import check_text, ink_for
    if args.cover is None:
        for flag, value in (("--back-text", args.back_text),
                            ("--cover-colour", args.cover_colour)):
            if value:
                raise ValueError(_("%s is for the cover: give --cover too") % flag)
        return None
    args.back_text = args.back_text.replace("\\n", "\n")
    check_text(args.back_text, _("back cover text"))
    if args.cover_colour is not None:
        ink_for(args.cover_colour)
    folder, name = os.path.split(os.path.abspath(args.cover or "."))
    stem = name[:-4] if name.lower().endswith(".pdf") else name
    unnamed = _("--cover needs a file name, like cover.pdf, not %s") % shown(args.cover)
    try:
        _check_out(args.cover, folder, stem, unnamed)
    except ValueError as exc:
        raise ValueError(exc if str(exc) == unnamed else _("--cover: %s") % exc) from None
    return folder, stem


#: The longest file name most file systems take (bytes), less what a
#: numbered answers file adds to the book's name: "-answers (9999).pdf".
NAME_ROOM = 255 - len("-answers (9999).pdf")


def _check_out(path, folder, stem, unnamed):
    """ValueError unless ``path`` (split into ``folder`` and ``stem``) names
    a file that can be written: not a folder, in a folder that exists and
    may be written, with a name short enough for the numbered names."""
    if not str(path).strip() or os.path.isdir(path) or str(path).endswith(("/", os.sep)) \
            or not stem:
        raise ValueError(unnamed)
    if not os.path.isdir(folder):
        raise ValueError(_("there is no folder %s") % shown(folder))
    if not os.access(folder, os.W_OK):
        raise ValueError(_("cannot write in the folder %s") % shown(folder))
    if len(os.fsencode(stem)) > NAME_ROOM:
        raise ValueError(_("the file name is too long: at most %(most)d bytes before .pdf, "
                           "not %(given)d") % {"most": NAME_ROOM,
                                               "given": len(os.fsencode(stem))})


#: The most pages the common print-on-demand service binds in a paperback.
MAX_PAPERBACK_PAGES = 828
#: Generators whose time grows much faster than the maze (a random walk
#: that must find every cell): a book of big mazes by them is slow.
SLOW_GENERATORS = ("aldous-broder",)
SLOW_CELLS = 4000


def _warn_big_book(settings, pages):
    """Notes on stderr, before the work, for a book too thick to bind or
    one that will take long to make."""
    if pages > MAX_PAPERBACK_PAGES:
        print(_("mazetk: the book has %(pages)d pages; a print-on-demand paperback has at "
                "most %(most)d") % {"pages": pages, "most": MAX_PAPERBACK_PAGES},
              file=sys.stderr)
    last = settings.spec(int(settings.count) - 1)
    cells = shape_cells(last.shape, last.cols, last.rows)
    chosen = settings.algorithm
    chosen = chosen.split(",") if isinstance(chosen, str) else list(chosen)
    slow = [name for name in chosen if name in SLOW_GENERATORS]
    if slow and cells > SLOW_CELLS:
        print(_("mazetk: %(names)s is slow on mazes of %(size)s; this book may take minutes "
                "(wilson makes the same kind of maze faster)")
              % {"names": ", ".join(slow), "size": "%d x %d" % (last.cols, last.rows)},
              file=sys.stderr)


def _check_title_options(args):
    """The title page's options without --title-page: refused, not ignored."""
    if args.title_page:
        return
    for flag, value in (("--subtitle", args.subtitle), ("--seed-line", args.seed_line)):
        if value:
            raise ValueError(_("%s is for the title page: give --title-page too") % flag)


def _cover_of(book, args, place):
    """The cover of ``book`` as ``(folder, stem, parts)`` for
    :func:`~mazetk.files.savefile.save_group`, or None without ``--cover``
    (``place``, see :func:`_cover_place`); made before anything is written,
    so a back text too long for it writes not even the book."""
    from .books.cover import GROUND, MIN_PAGES, SPINE_TEXT_PAGES, book_cover
    from .export.pdfcover import cover_files
    if place is None:
        return None
    try:
        page = book_cover(book, args.paper_stock, back_text=args.back_text,
                          ground=args.cover_colour or GROUND)
    except ValueError as exc:
        raise UsageError(_error("mazetk book", exc)) from None
    pages = book.page_count()
    if book.settings.title and pages >= SPINE_TEXT_PAGES and not page.cover.spine_text:
        print(_("mazetk: the spine of %(pages)d pages is too thin for a title that can be "
                "read; it is left blank") % {"pages": pages}, file=sys.stderr)
    if pages < MIN_PAGES:
        print(_("mazetk: the book has %(pages)d pages; a print-on-demand paperback needs at "
                "least %(least)d") % {"pages": pages, "least": MIN_PAGES}, file=sys.stderr)
    return place[0], place[1], cover_files(page, book.settings.title or _("cover"))


def cmd_book(args):
    from .books.book import ATTEMPTS, Book, BookSettings
    from .export.pdfbook import book_files
    from .files.savefile import save_group
    import dataclasses
    from .studio import FieldError
    for flag, value in (("--labyrinth", args.labyrinth), ("--solution-word", args.solution_word)):
        if value is not None and not value.strip():
            raise UsageError(_error("mazetk book", _(
                "%s is empty: give it a value, or leave it out for the default") % flag))
    if args.labyrinth is not None:  # drawn from its order: what shapes a maze is refused
        if args.room:
            raise UsageError(_("%(prog)s: error (%(flag)s): %(message)s") % {
                "prog": "mazetk book", "flag": "--room", "message": _(
                    "a labyrinth's open centre is --hole N (rings), not --room")})
        for flag, given in (("--size", args.size), ("--algorithm", args.algorithm),
                            ("--endpoints", args.endpoints)):
            if given is not None:
                raise UsageError(_("%(prog)s: error (%(flag)s): %(message)s") % {
                    "prog": "mazetk book", "flag": flag, "message": _(
                        "a labyrinth is drawn from its circuit order, a circle: a book of "
                        "labyrinths cannot have %s") % flag})
    settings = BookSettings(
        count=args.count if args.count is not None else 10, per_page=args.per_page, page=args.page, landscape=args.landscape,
        bleed=args.bleed, gutter=args.gutter, margin=args.margin, keys=args.keys,
        keys_per_page=args.keys_per_page, title=args.title, title_page=args.title_page,
        page_numbers=not args.no_page_numbers, name_line=not args.no_name_line,
        puzzle_title=args.puzzle_title, seed=args.seed, shape=args.shape,
        algorithm=args.algorithm or "backtracker", braid=args.braid, weave=args.weave,
        levels=args.levels,
        symmetry=args.symmetry, bias=args.bias, run=args.run, river=args.river,
        room=args.room or args.hole, unicursal=args.unicursal, labyrinth=args.labyrinth or "",
        word=args.solution_word or "",
        difficulty=args.difficulty,
        endpoints=args.endpoints or "corners", look=args.look, cell_mm=args.cell_mm,
        palette=args.palette,
        solution_style=args.solution_style, thick_walls=args.thick_walls,
        size=args.size or "%dx%d" % DEFAULT_SIZE, outline=args.outline or "",
        codes=args.codes, subtitle=args.subtitle, seed_line=args.seed_line,
        copyright=args.copyright.replace("\\n", "\n"), blank_after_title=args.blank_after_title,
        blank_before_keys=args.blank_before_keys, min_cell_mm=args.min_cell_mm)
    try:  # the page, margins and smallest cell a words file's masks are fitted to
        page = settings.validate()
    except ValueError:
        page = None  # the check below says what is wrong, by its flag
    try:
        masks, notes = _book_masks(args, page)
    except OSError as exc:
        raise UsageError(_error("mazetk book", _("cannot read %(file)s: %(reason)s") % {
            "file": args.mask_words or args.mask, "reason": i18n.os_reason(exc)})) from None
    except FieldError as exc:
        raise UsageError(_("%(prog)s: error (%(flag)s): %(message)s") % {
            "prog": "mazetk book", "flag": "--" + exc.field.replace("_", "-"),
            "message": exc}) from None
    except ValueError as exc:
        raise UsageError(_error("mazetk book", exc)) from None
    if args.count is None and args.mask_words:
        settings = dataclasses.replace(settings, count=len(masks))
    elif args.count is None and (args.labyrinth or args.solution_word):  # a puzzle each
        settings = dataclasses.replace(settings, count=len(
            (args.labyrinth or args.solution_word).split(",")))
    settings = dataclasses.replace(settings, masks=masks)
    folder, name = os.path.split(os.path.abspath(args.out))
    stem = name[:-4] if name.lower().endswith(".pdf") else name
    try:
        settings = settings.validate()
        _check_title_options(args)
        _check_out(args.out, folder, stem, _("give the book a file name, like book.pdf"))
        cover = _cover_place(args)
        if cover is not None and os.path.normcase(os.path.join(*cover)) in (
                os.path.normcase(os.path.join(folder, stem + suffix))
                for suffix in ("", "-answers", "-cover")):
            raise ValueError(_("--cover must name a file of its own, not the book's "
                               "(%s) or its answers'") % shown(args.out))
        _warn_big_book(settings, Book(settings, first=0).page_count())
        progress = Progress(int(settings.count))
        try:
            book = Book(settings, progress=lambda done, total: progress.update(done))
        finally:
            progress.close()
    except ValueError as exc:  # a FieldError names the flag: --per-page, --cell-mm ...
        flag = getattr(exc, "field", None)
        if flag:
            flag = ("--mask-words" if args.mask_words else "--mask-text"
                    if args.mask_text is not None else "--mask") if flag == "masks" else \
                "--" + flag.replace("_", "-")
            raise UsageError(_("%(prog)s: error (%(flag)s): %(message)s") % {
                "prog": "mazetk book", "flag": flag, "message": exc}) from None
        raise UsageError(_error("mazetk book", exc)) from None
    for note in notes:
        print(_("mazetk: %s") % note, file=sys.stderr)
    if book.misses:
        print(ngettext("mazetk: no seed of %(tries)d tried gave the asked difficulty for maze "
                       "%(mazes)s; the first was kept",
                       "mazetk: no seed of %(tries)d tried gave the asked difficulty for "
                       "mazes %(mazes)s; the first was kept", len(book.misses))
              % {"tries": ATTEMPTS, "mazes": ", ".join(map(str, book.misses))},
              file=sys.stderr)
    cover = _cover_of(book, args, cover)
    for path in save_group(folder, stem, book_files(book)) + (
            save_group(*cover) if cover else []):
        print(path)
    return 0


#: The exit status of a command whose output pipe was closed: a Unix tool
#: is ended by SIGPIPE, which its shell reports as 128 + 13.
PIPE_CLOSED = 128 + 13


def main(argv=None):
    """Run the command line ``argv`` (default ``sys.argv[1:]``) and return
    its exit status.  A closed pipe (``mazetk generate ... | head -1``)
    ends the command quietly, as it ends a Unix tool."""
    try:
        status = _main(argv)
        sys.stdout.flush()  # a reader that went away shows here, not at exit
    except BrokenPipeError:
        _quiet_closed_pipes()
        return PIPE_CLOSED
    return status


def _quiet_closed_pipes():
    """Point a standard stream whose reader has gone at os.devnull, so that
    neither what is left in its buffer nor the flush at exit fails again
    ("Exception ignored ... BrokenPipeError")."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
            continue
        except BrokenPipeError:
            pass
        except (OSError, ValueError):
            continue
        try:
            fd = stream.fileno()
        except (AttributeError, OSError, ValueError):  # io.UnsupportedOperation too
            continue
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, fd)
        finally:
            os.close(devnull)


def _main(argv):
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        argv = _choose_language(argv)
        args = _parse(_join_negative_values(argv))
        if args.command is None:
            from .gui.launch import run_gui
            return run_gui()
        if args.command == "algorithms":
            print("\n".join(ALGORITHMS))
            return 0
        if args.command == "solvers":
            from .solve import describe, guarantees
            print("\n".join("%s: %s (%s)" % (name, describe(name), guarantees(name))
                            if args.describe else name for name in SOLVERS))
            return 0
        if args.command == "generate":
            return cmd_generate(args)
        if args.command == "solve":
            return cmd_solve(args)
        if args.command == "race":
            return cmd_race(args)
        if args.command == "book":
            return cmd_book(args)
        if args.command == "bench":
            from .bench import run
            return run(as_json=args.json, quick=args.quick)
    except UsageError as exc:
        print(_one_line(exc), file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader of our output has gone: main() ends quietly
        raise
    except OSError as exc:
        print(_one_line(_("mazetk: %s") % (exc,)), file=sys.stderr)
        return 1
    except NoWay as exc:
        print(_one_line(_("mazetk: no solution to draw: %s") % exc), file=sys.stderr)
        return 1
    except MemoryError:
        print(_("mazetk: not enough memory for this; try a smaller maze or --cell"),
              file=sys.stderr)
        return 1
    except ValueError as exc:  # e.g. a picture over the pixel limit
        print(_one_line(_("mazetk: %s") % exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(_("mazetk: interrupted"), file=sys.stderr)
        return 130
    return 0


def console_entry():
    """The ``mazetk`` console script."""
    sys.exit(main())
