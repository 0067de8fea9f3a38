"""Grid shapes: integer cells, a flat neighbour table and passage bits.

:mod:`.base` holds the structure every shape shares (see its docstring);
one module a shape holds that shape's neighbour table and geometry.
:mod:`.masked` cuts cells away from any shape; :mod:`.lattice` lays a
grid's cells out where every side is a fixed step, for the fast walks.
Nothing here knows of generators, solvers, drawing or files.
"""

from ..i18n import N_, _
from .base import BORDER, MAX_CELLS, MAX_SIDE, NO_SIDE, UNDER, Grid, mean
from .cube import CubeGrid
from .hexagon import HexGrid
from .polar import PolarGrid
from .square import E, N, S, SquareGrid, W
from .triangle import TriangleGrid
from .upsilon import UpsilonGrid

__all__ = ["Grid", "SquareGrid", "HexGrid", "TriangleGrid", "PolarGrid", "UpsilonGrid", "CubeGrid",
           "make", "mean", "MAX_CELLS", "MAX_SIDE", "BORDER", "NO_SIDE", "UNDER", "N", "E", "S", "W",
           "SHAPES", "ALL_SHAPES", "MAX_SHAPE_CELLS", "MAX_RINGS", "MAX_MASK_CELLS", "SHAPE_NAMES",
           "SHAPE_WORDS", "A_SHAPE_WORDS"]

# -- the shapes and their limits: what every layer asks of a shape --------
#: The flat cell shapes, in the order every front lists them.
SHAPES = ("square", "hex", "triangle", "circle", "upsilon")
#: Every shape a maze may have: the flat cell shapes (the ones a mask cuts,
#: that wrap, weave or stack), then the cube, whose cells lie on a solid.
ALL_SHAPES = SHAPES + ("cube",)
#: The most cells of a shape other than square (their tables are larger and
#: made in Python), and the most rings of a circle; a square grid has at most
#: MAX_CELLS cells and MAX_SIDE a side.
MAX_SHAPE_CELLS = 1000000
MAX_RINGS = 500
#: The most cells of the full grid under a mask (its cells are renumbered in
#: Python: :class:`mazetk.grids.masked.MaskedGrid`).
MAX_MASK_CELLS = 1000000
#: What the window shows for each shape (codes, files and the command line
#: keep the ids above).
SHAPE_NAMES = {"square": N_("Square"), "hex": N_("Hex"), "triangle": N_("Triangle"),
               "circle": N_("Circle"), "upsilon": N_("Upsilon"), "cube": N_("Cube")}
#: A shape (or a masked grid's kind) as a word inside a sentence ("a hex maze").
SHAPE_WORDS = {"square": N_("square"), "hex": N_("hex"), "triangle": N_("triangle"),
               "circle": N_("circle"), "upsilon": N_("upsilon"), "cube": N_("cube"),
               "masked": N_("masked")}
#: ... and after its article ("an upsilon maze").
A_SHAPE_WORDS = {"square": N_("a square"), "hex": N_("a hex"), "triangle": N_("a triangle"),
                 "circle": N_("a circle"), "upsilon": N_("an upsilon"), "cube": N_("a cube"),
                 "masked": N_("a masked")}


def make(shape, cols, rows, wrap="", weave=0, levels=1):
    """An empty grid: ``square``, ``hex``, ``triangle`` or ``upsilon`` of
    ``cols`` x ``rows`` cells, or a ``circle`` of ``cols`` rings; ``wrap``
    ``x``, ``y`` or ``xy`` joins its opposite edges (:mod:`.wrap`);
    ``weave`` (a percentage) lets passages run under others (:mod:`.weave`);
    ``levels`` (1, or 2 to 20) stacks floors joined by stairs (:mod:`.levels`);
    a ``cube`` has six faces of ``cols`` x ``cols`` cells (:mod:`.cube`)."""
    if levels != 1:
        from . import levels as floors
        floors.check(shape, levels, wrap, weave)
        return floors.make(shape, cols, rows, levels)
    if weave:
        from . import weave as weaving
        if wrap:
            weaving.check(shape, weave, wrap)
        return weaving.make(shape, cols, rows, weave)
    if wrap:
        from . import wrap as wrapping
        return wrapping.make(shape, cols, rows, wrap)
    if shape == "circle":
        return PolarGrid(cols)
    if shape == "cube":
        return CubeGrid(cols)
    kinds = {"square": SquareGrid, "hex": HexGrid, "triangle": TriangleGrid,
             "upsilon": UpsilonGrid}
    try:
        return kinds[shape](cols, rows)
    except KeyError:
        raise ValueError(_("unknown shape %r") % (shape,)) from None
