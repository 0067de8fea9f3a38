"""File names and the files one maze is saved as: shared by the CLI and the window."""

import re

from .. import scene
from ..i18n import _, ngettext
from ..studio import thick_wall_for, wall_for
from ..spec import a_shape_word
from ..files.mazefile import iter_json, iter_text
from . import gif
from .asciiart import ascii_art
from .pdffile import iter_pdf
from .plotter import DEFAULT_CELL_MM, iter_plotter
from .postscript import iter_eps
from .raster import check_pixels, iter_png
from .svgfile import iter_svg

PICTURE_FORMATS = ("png", "ps", "svg", "pdf")


def picture(fmt, scenes, title="maze", page="a4"):
    """The bytes of ``scenes`` (one Scene, or a list: PDF makes a page of each)
    as ``png``, ``ps`` (EPS), ``svg`` or ``pdf``."""
    return b"".join(iter_picture(fmt, scenes, title, page))


def iter_picture(fmt, scenes, title="maze", page="a4"):
    """:func:`picture` as an iterator of ``bytes`` chunks: with lazy Scenes
    (``scene.build(..., lazy=True)``) no whole file and no whole list of
    records is ever held."""
    if not isinstance(scenes, (list, tuple)):
        scenes = [scenes]
    if fmt == "pdf":
        return iter_pdf(list(scenes), page=page, title=title)
    if fmt == "png":
        return iter_png(scenes[0])
    if fmt == "ps":
        return iter_eps(scenes[0], title=title)
    if fmt == "svg":
        return iter_svg(scenes[0], title=title)
    raise ValueError(_("unknown picture format %(format)r; choose one of: %(choices)s")
                     % {"format": fmt, "choices": ", ".join(PICTURE_FORMATS)})


FORMATS = ("png", "ps", "svg", "pdf", "plotter", "ascii", "txt", "json", "gif")
#: File name endings; an image's solution variant adds "-solution" before it
#: (but the plotter's, which holds the solution as a layer of its own).
SUFFIXES = {"png": ".png", "ps": ".eps", "svg": ".svg", "pdf": ".pdf",
            "plotter": "-plotter.svg", "ascii": ".ascii.txt", "txt": ".txt",
            "json": ".json", "gif": "-grow.gif"}


#: The formats that hold a square maze only (a matrix of square cells).
SQUARE_FORMATS = ("txt", "ascii")


#: The formats that draw a flat maze only: rows of whole cells, or a pen's lines.
FLAT_FORMATS = ("txt", "ascii", "plotter")


def check_flat(grid, formats, style=None):
    """ValueError with one sentence when ``grid`` wraps, weaves, has
    levels or is a cube's net and a format (or the blocks look) cannot
    show that (the plotter draws a wrapped maze, and a cube's net with its
    folds and the line to cut it out by)."""
    if grid.kind == "cube":
        what = _("a cube's net")
    elif grid.levels > 1:
        what = _("a maze of several levels")
    elif grid.weave:
        what = _("a maze whose passages run under others")
    elif grid.wrap:
        what = _("a maze that wraps around")
    else:
        return
    for fmt in formats:
        plots = grid.kind == "cube" or grid.wrap and not grid.weave  # the plotter's too
        if fmt in FLAT_FORMATS and not (fmt == "plotter" and plots):
            raise ValueError(_("%(what)s has no %(format)s form; use png, svg, pdf, ps or json")
                             % {"what": what, "format": fmt})
    if style is not None and style.look == "blocks" and (grid.levels > 1 or grid.weave):
        raise ValueError(_("the blocks look draws flat mazes only; draw %s with lines") % what)


def check_formats(kind, formats, style=None, writable=FORMATS):
    """ValueError when a format or look cannot show a maze whose grid is of
    ``kind``: a shape, or ``masked`` (the text matrix and ASCII art are rows
    of whole square cells, so a mask cut from a square grid cannot be shown
    either).  The message names the formats of ``writable`` that can."""
    if kind == "square":
        return
    square = [f for f in formats if f in SQUARE_FORMATS]
    others = ", ".join(f for f in writable if f not in SQUARE_FORMATS)
    if square:
        names = square[0] if len(square) == 1 else _("%(first)s and %(second)s") % {
            "first": square[0], "second": square[1]}
        if kind == "masked":
            message = ngettext(
                "%(formats)s holds unmasked square mazes only; %(kind)s maze can be "
                "written as %(others)s",
                "%(formats)s hold unmasked square mazes only; %(kind)s maze can be "
                "written as %(others)s", len(square))
        else:
            message = ngettext(
                "%(formats)s holds square mazes only; %(kind)s maze can be written as "
                "%(others)s",
                "%(formats)s hold square mazes only; %(kind)s maze can be written as "
                "%(others)s", len(square))
        raise ValueError(message % {"formats": names, "kind": a_shape_word(kind),
                                    "others": others})
    if style is not None and style.look != "lines":
        if kind == "masked":
            message = _("the %(look)s look is for unmasked square mazes only; %(kind)s maze "
                        "is drawn with lines")
        else:
            message = _("the %(look)s look is for square mazes only; %(kind)s maze is drawn "
                        "with lines")
        raise ValueError(message % {"look": style.look, "kind": a_shape_word(kind)})


def file_stem(maze):
    """``maze-40x30-seed7``: size and seed, safe in any file system; other
    shapes say theirs (``maze-hex-40x30-seed7``, ``maze-circle-12-seed7``),
    and a maze cut to a mask says so (``maze-40x30-masked-seed7``), so it
    never takes the name of the whole maze of the same seed."""
    shape = maze.grid.shape
    if shape == "circle":
        stem = "maze-circle-%d" % maze.cols
    elif shape != "square":
        stem = "maze-%s-%dx%d" % (shape, maze.cols, maze.rows)
    else:
        stem = "maze-%dx%d" % (maze.cols, maze.rows)
    if maze.grid.kind == "masked":
        stem += "-masked"
    if maze.seed is not None:
        seed = re.sub(r"[^\w.-]+", "_", str(maze.seed))[:40].strip("._") or "x"
        stem += "-seed" + seed
    return stem


def _worksheet(maze, key, page, style):
    from .pdfbook import worksheet  # the print studio's page layout
    style = style or scene.Style()
    palette = style.palette
    # walls as thick as --thick-walls makes them ask for the large-print page
    thick = style.wall >= thick_wall_for(style.cell) > wall_for(style.cell)
    # paper is white: a dark screen palette prints in the default colours
    return worksheet(maze, key=key, page=page, look=style.look,
                     palette="default" if palette == "dark" else palette,
                     solution_style=style.solution_style, thick_walls=thick)


def render_parts(maze, formats, solution=False, solver="bfs", style=None, page="a4",
                 always_solution=False, cell_mm=DEFAULT_CELL_MM, pen_mm=None, json_indent=None,
                 frames=None, fps=None):
    """``[(suffix, callable), ...]`` for every requested format.

    Each callable returns the file's data: ``bytes`` for the text formats,
    an iterator of ``bytes`` chunks for the pictures, drawn from lazy
    Scenes.  The saver runs them one at a time and writes the chunks as they
    come, so even a 2000 x 2000 maze never has a whole picture file, or a
    whole list of drawing records, in memory.

    The plotter SVG is drawn ``cell_mm`` a cell with a pen ``pen_mm`` wide
    (None: a hairline); with a solution it is one file, the solution a layer
    of its own.  ``json_indent`` lays the JSON out for people to read.
    A GIF (:mod:`.gif`) is the maze growing (``-grow.gif``), and with the
    solution (or ``always_solution``: that alone) its solve (``-solve.gif``),
    in at most ``frames`` frames, ``fps`` a second.
    """
    parts = []
    check_formats(maze.grid.kind, formats, style)
    check_flat(maze.grid, formats, style)

    if any(fmt == "png" for fmt in formats):
        check_pixels(*scene.picture_size(maze.grid, style or scene.Style()))

    def drawing(fmt, solved):
        def make():
            pages = [scene.build(maze, style, show_solution=solved, solver=solver, lazy=True)]
            if fmt == "pdf" and solution and not solved:  # the answer key: page two
                pages.append(scene.build(maze, style, show_solution=True, solver=solver,
                                         lazy=True))
            # the file's own title (PDF Info, EPS comment): a keyword and the code
            title = "maze %s" % (maze.code or "")  # i18n: keep
            return iter_picture(fmt, pages, title=title, page=page)
        return make

    if "gif" in formats:
        gif.check(maze, growth=not always_solution)
    timing = {k: v for k, v in (("frames", frames), ("fps", fps)) if v is not None}
    for fmt in formats:
        suffix = SUFFIXES[fmt]
        if fmt == "gif":
            if not always_solution:
                parts.append((suffix, lambda: gif.grow(maze, style, **timing)))
            if solution or always_solution:
                parts.append(("-solve.gif", lambda: gif.solve(maze, style, solver, **timing)))
        elif fmt == "txt":
            parts.append((suffix, lambda: iter_text(maze)))
        elif fmt == "json":
            parts.append((suffix, lambda: iter_json(
                maze, solution=solution or always_solution, solver=solver,
                indent=json_indent)))
        elif fmt == "pdf" and not always_solution:
            # a worksheet to print: name line, Start and Finish, the code;
            # with the solution, its answer key on page two
            parts.append((suffix, lambda: _worksheet(maze, solution, page, style)))
        elif fmt == "plotter":
            parts.append((suffix, lambda: iter_plotter(
                maze, cell_mm, pen_mm, solution or always_solution, solver, style)))
        elif fmt == "ascii":
            solved = lambda: ascii_art(maze, solution=True, solver=solver).encode("ascii")
            if always_solution:
                parts.append((suffix, solved))
                continue
            parts.append((suffix, lambda: ascii_art(maze).encode("ascii")))
            if solution:
                parts.append(("-solution" + suffix, solved))
        else:
            if always_solution:
                parts.append((suffix, drawing(fmt, True)))
                continue
            parts.append((suffix, drawing(fmt, False)))
            if solution and fmt != "pdf":
                parts.append(("-solution" + suffix, drawing(fmt, True)))
    return parts
