"""Grid shapes: integer cells, a flat neighbour table and passage bits.

:mod:`.base` holds the structure every shape shares (see its docstring);
one module a shape holds that shape's neighbour table and geometry.
Nothing here knows of generators, solvers, drawing or files.
"""

from .base import MAX_CELLS, MAX_SIDE, Grid
from .square import E, N, S, SquareGrid, W

__all__ = ["Grid", "SquareGrid", "MAX_CELLS", "MAX_SIDE", "N", "E", "S", "W"]
