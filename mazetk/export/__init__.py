"""Pictures of mazes: Scene -> PNG, PostScript (EPS), SVG, PDF; maze -> ASCII art; and
what a screen shows of a maze (:mod:`.display`, the pixels the window and bench draw).

Every picture writer is a module-level function that returns the whole file
as ``bytes`` (or ``str`` for ASCII), with an ``iter_`` twin that yields the
same bytes in chunks (``iter_png``, ``iter_eps``, ``iter_svg``,
``iter_pdf``): fed a lazy Scene (``scene.build(..., lazy=True)``) those
never hold a whole file or a whole list of records.  Saving, and the maze
files (text, JSON), are :mod:`mazetk.files`' job.  All of them draw the same
:class:`~mazetk.scene.Scene` records, reading a maze Scene's walls from its
one fast path, ``Scene.parts``; the vector writers place every wall exactly
where the PNG rasteriser puts its pixels.

- :mod:`.raster`: ``rasterise``, ``png`` and ``iter_png``, the one PNG
  encoder ``iter_png_rows`` (``png_from_pixels`` uses it), ``ppm_strips``;
  ``maze_rows`` draws a square maze's pixel rows straight from its passage bits
- :mod:`.smooth`: anti-aliased pixels of the shapes with sloped walls
- :mod:`.common`: what the vector writers share (colours, boxes, numbers)
- :mod:`.postscript`, :mod:`.svgfile`, :mod:`.pdffile`: the vector writers
- :mod:`.plotter`: an SVG made for a pen plotter, in millimetres
- :mod:`.asciiart`: ``+--+`` art
- :mod:`.render`: file names and the parts one maze is saved as
- :mod:`.pdfbook`: pages -> a PDF without fonts; a print studio book's files
- :mod:`.display`: what a screen shows of a maze, its Scene or its picture
"""

from .asciiart import ascii_art
from .pdffile import PAGES, iter_pdf, pdf
from .postscript import eps, iter_eps, print_scale
from .raster import (check_pixels, iter_png, iter_png_rows, maze_rows, png, png_from_pixels,
                     ppm_strips, rasterise)
from .svgfile import iter_svg, svg
from .render import (FORMATS, PICTURE_FORMATS, SUFFIXES, file_stem, iter_picture, picture,
                     render_parts)

__all__ = ["ascii_art", "PAGES", "pdf", "iter_pdf", "eps", "iter_eps", "print_scale",
           "check_pixels", "png", "iter_png", "iter_png_rows", "maze_rows",
           "png_from_pixels", "ppm_strips", "rasterise", "svg", "iter_svg", "FORMATS",
           "PICTURE_FORMATS", "SUFFIXES", "file_stem", "picture", "iter_picture",
           "render_parts"]
