"""Writers: Scene -> PNG, PostScript (EPS), SVG, PDF; maze -> ASCII art.

Every picture writer is a module-level function that returns the whole file
as ``bytes`` (or ``str`` for ASCII), with an ``iter_`` twin that yields the
same bytes in chunks (``iter_png``, ``iter_eps``, ``iter_svg``,
``iter_pdf``): fed a lazy Scene (``scene.build(..., lazy=True)``) those
never hold a whole file or a whole list of records.  Saving, and the maze
files (text, JSON), are :mod:`mazetk.files`' job.  All
of them draw the same :class:`~mazetk.scene.Scene` records, and the vector
writers place every wall exactly where the PNG rasteriser puts its pixels.

- :mod:`.raster`: ``rasterise``, ``png``, ``png_from_pixels``, ``ppm_strips``;
  ``maze_rows`` draws a lines-look maze's pixel rows straight from its passage bits
- :mod:`.postscript`, :mod:`.svgfile`, :mod:`.pdffile`: the vector writers
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
