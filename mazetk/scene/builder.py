"""Maze + style -> Scene, one path for every shape family.

The builder asks the family's layout (:func:`layout_for`) for the pieces
and puts on what every family shares in one place: the heat map's legend
under the maze, the way (dashed if the style says so), the markers, the
title.  Nothing here knows how a square or a hexagon is drawn.
"""

from ..i18n import _
from ..spec import a_shape_word
from .bands import (ground_records, heat_range, legend_height, legend_records,
                    title_records)
from .cube import CubeLayout
from .levels import LevelsLayout
from .records import Parts, Scene, Style, dashed
from .sloped import ShapeLayout
from .squares import SquareLayout
from .weaves import crossing_records, way_pieces as woven_way
from .wraps import mark_records, way_pieces


def layout_for(grid, style):
    """The layout of ``grid``'s family: a :class:`~.squares.SquareLayout`
    or a :class:`~.sloped.ShapeLayout`, with the same interface."""
    if grid.levels > 1:
        return LevelsLayout(grid, style)
    if grid.kind == "square":
        return SquareLayout(grid, style)
    if grid.kind == "cube":
        return CubeLayout(grid, style)
    return ShapeLayout(grid, style)


def ground_cells(maze, style):
    """``{cell: shade}`` of the maze's weighted ground (plain cells left out)."""
    from ..weights import shade
    shades = {w: shade(w, style.background) for w in set(maze.weights)}
    return {c: shades[w] for c, w in enumerate(maze.weights) if shades[w]}


def picture_size(grid, style, heat=False):
    """``(width, height)`` of the Scene ``build`` makes, without making it;
    ``heat`` true: with a heat map or weighted ground, whose legend makes
    the picture taller."""
    width, height = layout_for(grid, style).picture_size()
    return width, height + (legend_height(style.validate(), width) if heat else 0)


def build(maze, style=None, show_solution=False, solver="bfs", cells=None, lazy=False):
    """The :class:`~.records.Scene` of ``maze``, with its ``parts``.

    ``cells`` optionally maps cell -> fill colour (a heat map, a trail); a
    heat map as :func:`mazetk.analysis.heat_of` gives it (it carries
    ``far`` and ``palette``) comes with a legend under the maze and the
    picture is taller for it.
    ``lazy=True`` makes the records on each pass over ``items`` instead of
    holding them (for writing big mazes to files).
    """
    style = (style or Style()).validate()
    layout = layout_for(maze.grid, style)
    if layout.smooth and style.look != "lines":
        raise ValueError(_("the blocks look is for square mazes only; %s maze is drawn "
                           "with lines") % a_shape_word(maze.grid.kind))
    width, height = layout.picture_size()
    box = layout.maze_box()
    heat = heat_range(cells)
    ground = getattr(maze, "weights", None) is not None and style.ground and heat is None
    if ground:  # weighted ground: the dearer a cell, the darker (a trail's tints over it)
        shades = ground_cells(maze, style)
        shades.update(cells or {})
        cells = shades
    under = layout.cell_records(cells) if cells else []
    if maze.grid.kind == "cube":
        under.extend(layout.net_records())  # the tabs and folds of the net
    over = []
    if heat is not None:
        legend, band = legend_records(style, heat, box, width, smooth=layout.smooth)
        over.extend(legend)
        height += band
    elif ground:
        legend, band = ground_records(style, box, width, smooth=layout.smooth)
        over.extend(legend)
        height += band
    if show_solution:
        over.extend(_ways(layout, maze, style, maze.solve(solver), solver))
    over[:0] = crossing_records(layout, maze.grid, style)  # a woven maze's crossings
    if maze.grid.levels > 1:
        over[:0] = layout.floor_names()
        over.extend(layout.stair_records(maze))  # over the way: it never hides a stair
    over.extend(layout.marker_records(maze))  # over the way: the goal's ring shows through it
    over.extend(mark_records(layout, maze.grid, style))  # the passages across wrapped edges
    over.extend(title_records(style, width))
    return Scene.of_parts(width, height, style.background,
                          Parts(under, layout.walls(maze), over), box, layout.smooth, lazy)


def solution_records(maze, style, solver="bfs", path=None):
    """The solution layer alone (a list with one Polyline, or none without a way).

    The window draws it over the maze to show or change the solution
    without rebuilding anything else.  ``path`` overrides the solver's path
    (a player's trail, a hint).
    """
    style = style.validate()
    if path is None:
        return _ways(layout_for(maze.grid, style), maze, style, maze.solve(solver), solver)
    return _way(layout_for(maze.grid, style), maze, style, path)


def _ways(layout, maze, style, found, solver):
    """The way a solver found; for one that finds every shortest way
    (``all-shortest``), all of them, each passage drawn once."""
    if solver != "all-shortest" or not found.path or len(found.cells) <= len(found.path):
        return _way(layout, maze, style, found.path)
    from ..solve import shortest_links
    out = []
    for run in shortest_links(maze.grid, maze.start, found.cells):
        if run[0] == maze.start or run[-1] == maze.goal:
            out.extend(_way(layout, maze, style, run))
        else:  # no opening drawn at an inner end
            out.extend(_way(layout, _Inside(maze), style, run))
    return out


class _Inside:
    """A maze seen by a run of a way that neither starts nor ends it."""

    start = goal = -1

    def __init__(self, maze):
        self._maze = maze

    def __getattr__(self, name):
        return getattr(self._maze, name)


def _way(layout, maze, style, path):
    """``[the way's Polyline]`` along ``path``, dashed if the style says so; [] for no path."""
    if not path:
        return []
    if maze.grid.wrap or maze.grid.kind == "cube":  # broken where it crosses an edge
        return [dashed(piece, style) for piece in way_pieces(layout, maze.grid, maze, path)]
    if maze.grid.levels > 1:
        return [dashed(piece, style) for piece in layout.way_pieces(path, maze)]
    if maze.grid.under is not None:
        def under(line):  # the way beneath a crossing: always dashed
            return line._replace(dash=(float(max(2, round(2 * line.width))),) * 2)
        return [piece if piece.dash else dashed(piece, style)
                for piece in woven_way(layout, maze.grid, maze, path, under)]
    return [dashed(layout.way(path, maze), style)]
