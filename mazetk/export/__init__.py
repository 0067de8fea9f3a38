"""Writers: Scene -> PNG, PostScript (EPS), SVG, PDF; maze -> ASCII, text, JSON.

Every picture writer is a module-level function that returns the whole file
as ``bytes`` (or ``str`` for ASCII); saving is :mod:`.savefile`'s job.  All
of them draw the same :class:`~mazetk.scene.Scene` records, and the vector
writers place every wall exactly where the PNG rasteriser puts its pixels.

- :mod:`.raster`: ``rasterise``, ``png``, ``png_from_pixels``, ``ppm_strips``
- :mod:`.postscript`, :mod:`.svgfile`, :mod:`.pdffile`: the vector writers
- :mod:`.asciiart`: ``+--+`` art
- :mod:`.mazefile`: the text matrix and JSON, read and written
- :mod:`.savefile`: temporary file, then ``os.replace``; numbered names
- :mod:`.render`: file names and the parts one maze is saved as
"""

from .asciiart import ascii_art
from .pdffile import PAGES, pdf
from .postscript import eps, print_scale
from .raster import check_pixels, png, png_from_pixels, ppm_strips, rasterise
from .svgfile import svg
from .render import FORMATS, PICTURE_FORMATS, SUFFIXES, file_stem, picture, render_parts

__all__ = ["ascii_art", "PAGES", "pdf", "eps", "print_scale", "check_pixels", "png",
           "png_from_pixels", "ppm_strips", "rasterise", "svg", "FORMATS", "PICTURE_FORMATS",
           "SUFFIXES", "file_stem", "picture", "render_parts"]
