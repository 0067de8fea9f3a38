"""A tileable picture of a torus (a maze wrapped across x and y): copies laid
side by side continue each other with no seam.

The picture is ``cols`` x ``rows`` cells, shifted half a cell so that its
edges run through the cells' middles: no wall lies on an edge, and a wall
that the edge cuts is drawn again on the opposite side, where its other
part belongs.  No border and no marks: on a tiled floor every passage goes
on into the next copy.  Square mazes; ``copies`` draws that many across and
down (a check that the copies meet).
"""

from ..i18n import _
from .records import Line, Scene, Style


def tile_scene(maze, style=None, copies=1):
    """The :class:`~.records.Scene` of the tile (ValueError for a maze that is
    not a square torus)."""
    grid = maze.grid
    if grid.kind != "square" or grid.wrap != "xy":
        raise ValueError(_("a tileable picture needs a square maze wrapped across x and y "
                           "(--wrap xy)"))
    style = (style or Style()).validate()
    size, t = style.cell, max(1, style.wall)
    cols, rows = grid.cols, grid.rows
    w, h = cols * size, rows * size
    half = size / 2.0
    pas = grid.passages
    segments = []
    for cell in range(grid.n):
        r, c = divmod(cell, cols)
        x, y = c * size - half, r * size - half  # the cell's top-left corner
        if not pas[cell] & 1:  # north
            segments.append((x, y, x + size, y))
        if not pas[cell] & 8:  # west
            segments.append((x, y, x, y + size))
    width, height = w * copies, h * copies
    items = []
    reach = t  # a wall this near an edge shows on the other side too
    for x0, y0, x1, y1 in segments:
        for i in range(-1, copies + 1):
            for j in range(-1, copies + 1):
                ax, ay, bx, by = x0 + i * w, y0 + j * h, x1 + i * w, y1 + j * h
                if bx < -reach or ax > width + reach or by < -reach or ay > height + reach:
                    continue
                items.append(Line(ax, ay, bx, by, t, style.wall_color, "walls"))
    return Scene(width, height, style.background, items, (0, 0, width, height))
