"""Grid shapes: integer cells, a flat neighbour table and passage bits.

:mod:`.base` holds the structure every shape shares (see its docstring);
one module a shape holds that shape's neighbour table and geometry.
:mod:`.masked` cuts cells away from any shape; :mod:`.lattice` lays a
grid's cells out where every side is a fixed step, for the fast walks.
Nothing here knows of generators, solvers, drawing or files.
"""

from ..i18n import _
from .base import BORDER, MAX_CELLS, MAX_SIDE, NO_SIDE, Grid, mean
from .hexagon import HexGrid
from .polar import PolarGrid
from .square import E, N, S, SquareGrid, W
from .triangle import TriangleGrid
from .upsilon import UpsilonGrid

__all__ = ["Grid", "SquareGrid", "HexGrid", "TriangleGrid", "PolarGrid", "UpsilonGrid",
           "make", "mean", "MAX_CELLS", "MAX_SIDE", "BORDER", "NO_SIDE", "N", "E", "S", "W"]


def make(shape, cols, rows):
    """An empty grid: ``square``, ``hex``, ``triangle`` or ``upsilon`` of
    ``cols`` x ``rows`` cells, or a ``circle`` of ``cols`` rings."""
    if shape == "circle":
        return PolarGrid(cols)
    kinds = {"square": SquareGrid, "hex": HexGrid, "triangle": TriangleGrid,
             "upsilon": UpsilonGrid}
    try:
        return kinds[shape](cols, rows)
    except KeyError:
        raise ValueError(_("unknown shape %r") % (shape,)) from None
