"""One drawing description for every backend: maze + style -> plain records.

``build(maze, style, show_solution=...)`` returns a :class:`Scene`: a width,
a height, a background colour and a list of records in pixel coordinates,
in drawing order.  The Canvas draws these records and every image writer
(PNG, PostScript, SVG, PDF) writes the very same ones, so an export looks
exactly like the window and needs no display.

Nothing is told by colour alone: the goal's marker is a ring and the
start's a filled shape, in every palette; ``Style(solution_style="dashed")``
gives the solution's Polyline a ``dash`` (on and off lengths along it, in
the record's units, as PostScript's ``setdash``), which every painter draws;
a heat map comes with a legend of numbered steps under the maze.

The package, read in this order:

- :mod:`.records`: the records (Line, Rect, Polyline, Polygon, Text), the
  :data:`LAYERS` they are painted in, the :class:`Style`, the
  :class:`Scene` and its one fast path, ``Scene.parts`` = ``(under,
  walls, over)``: a maze Scene's records are ``under`` (heat-map cells),
  the records of ``walls`` (a :class:`Walls`), then ``over`` (legend,
  way, markers, title), and every painter that can draw the walls quicker
  than record by record asks ``parts.walls``: the PNG writer draws a
  square maze's walls from the passage bits, the anti-aliasing one a
  shape's from :meth:`Walls.segment_ends`, the vector writers skip the
  walls when they look for colours and words;
- :mod:`.builder`: ``build``, ``solution_records``, ``picture_size``,
  ``layout_for``: one path for every shape, asking the family's layout;
- :mod:`.squares` and :mod:`.sloped`: the layout of each shape family,
  siblings with one interface (``picture_size``, ``maze_box``,
  ``cell_records``, ``walls``, ``way``, ``marker_records`` for the
  builder; ``centre``, ``cell_at``, ``cell_box``, ``marker``, ``link``
  for the window), all geometry asked of the grid;
- :mod:`.bands`: the title above the maze and a heat map's legend under it;
- :mod:`.palette`: named colour sets and the heat-map ramps.

How weave and levels mazes will land, without another side channel:

- *Under-passages* (weave): the grid says which cells are crossings and
  which passages run under them.  The layout draws an under-passage's
  walls as Polylines broken where the crossing passes over them (plain
  records, in the ``walls`` layer), and its ``way`` splits the way into
  the Polylines above and below a crossing: the ones below get a ``dash``
  and a thinner ``width``, which every painter already draws.  A record's
  ``layer`` says what lies over what, so an under-passage's records may
  go in layers of their own (``"under-walls"``, ``"under-solution"``)
  listed in :data:`LAYERS` before ``walls``: the painters iterate
  :data:`LAYERS`, so adding a name there is all they need.  The family's
  :class:`Walls` gives the records; its ``segment_ends`` may return None
  (the records are then painted) until a fast path is worth it.
- *Floors* (levels, :mod:`.levels`): the grid lays its floors out side
  by side in its own geometry, so one :class:`~.sloped.ShapeLayout` over
  the whole grid draws every floor's walls (a stair is no side: the
  layouts draw ``grid.sides`` only).  :class:`~.levels.LevelsLayout` adds
  each floor's name (``legend``), two arrows a stair in a ``"stairs"``
  layer over the way, and the way cut at each stair into one Polyline a
  floor.  This was planned as one family layout a floor, each with its
  origin; one layout over a grid that knows where its floors lie turned
  out smaller, and gives the window, the animation and the JSON the same
  coordinates for free.  A square maze of levels is drawn as a shape (anti-
  aliased, round joins), not by the square family's pixel-exact path.
"""

from . import palette
from .bands import HEAT_STEPS, legend_height, legend_records, title_band, title_records
from .builder import build, layout_for, picture_size, solution_records
from .records import (COLOUR_NAMES, DASH, LAYERS, LOOKS, SOLUTION_STYLES, Line, Parts, Polygon,
                      Polyline, Rect, Records, Scene, Style, Text, Walls, colour_of, dash_pieces,
                      dashed, line_box, segments)
from .sloped import UNIT, ShapeLayout, figure_box, frame_of, wall_chains
from .squares import MIN_MARKER, SquareLayout

__all__ = ["palette", "HEAT_STEPS", "legend_height", "legend_records", "title_band",
           "title_records", "build", "layout_for", "picture_size", "solution_records",
           "COLOUR_NAMES", "DASH", "LAYERS", "LOOKS", "SOLUTION_STYLES", "Line", "Parts",
           "Polygon", "Polyline", "Rect", "Records", "Scene", "Style", "Text", "Walls",
           "colour_of", "dash_pieces", "dashed", "line_box", "segments", "UNIT", "ShapeLayout",
           "figure_box", "frame_of", "wall_chains", "MIN_MARKER", "SquareLayout"]
