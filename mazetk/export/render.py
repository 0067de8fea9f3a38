"""File names and the files one maze is saved as: shared by the CLI and the window."""

import re

from .. import scene
from . import mazefile
from .asciiart import ascii_art
from .pdffile import pdf
from .postscript import eps
from .raster import check_pixels, png
from .svgfile import svg

PICTURE_FORMATS = ("png", "ps", "svg", "pdf")


def picture(fmt, scenes, title="maze", page="a4"):
    """The bytes of ``scenes`` (one Scene, or a list: PDF makes a page of each)
    as ``png``, ``ps`` (EPS), ``svg`` or ``pdf``."""
    if not isinstance(scenes, (list, tuple)):
        scenes = [scenes]
    if fmt == "pdf":
        return pdf(list(scenes), page=page, title=title)
    if fmt == "png":
        return png(scenes[0])
    if fmt == "ps":
        return eps(scenes[0], title=title)
    if fmt == "svg":
        return svg(scenes[0], title=title)
    raise ValueError("unknown picture format %r; choose one of: %s"
                     % (fmt, ", ".join(PICTURE_FORMATS)))


FORMATS = ("png", "ps", "svg", "pdf", "ascii", "txt", "json")
#: File name endings; an image's solution variant adds "-solution" before it.
SUFFIXES = {"png": ".png", "ps": ".eps", "svg": ".svg", "pdf": ".pdf",
            "ascii": ".ascii.txt", "txt": ".txt", "json": ".json"}


def file_stem(maze):
    """``maze-40x30-seed7``: size and seed, safe in any file system."""
    stem = "maze-%dx%d" % (maze.cols, maze.rows)
    if maze.seed is not None:
        seed = re.sub(r"[^\w.-]+", "_", str(maze.seed))[:40].strip("._") or "x"
        stem += "-seed" + seed
    return stem



def render_parts(maze, formats, solution=False, solver="bfs", style=None, page="a4",
                 always_solution=False):
    """``[(suffix, bytes-or-callable), ...]`` for every requested format.

    The callables are run by the saver one at a time, so a big batch never
    holds more than one file in memory.
    """
    parts = []

    if any(fmt == "png" for fmt in formats):
        check_pixels(*scene.picture_size(maze.grid, style or scene.Style()))

    def drawing(fmt, solved):
        def make():
            pages = [scene.build(maze, style, show_solution=solved, solver=solver)]
            if fmt == "pdf" and solution and not solved:  # the answer key: page two
                pages.append(scene.build(maze, style, show_solution=True, solver=solver))
            return picture(fmt, pages, title="maze %s" % (maze.code or ""), page=page)
        return make

    for fmt in formats:
        suffix = SUFFIXES[fmt]
        if fmt == "txt":
            parts.append((suffix, lambda: mazefile.to_text(maze).encode("ascii")))
        elif fmt == "json":
            parts.append((suffix, lambda: mazefile.to_json(
                maze, solution=solution or always_solution, solver=solver).encode("utf-8")))
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
