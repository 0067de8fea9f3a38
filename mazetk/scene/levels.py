"""The drawing of a maze of several levels (:mod:`mazetk.grids.levels`).

The grid lays its floors out side by side, each under a band for its
name, so the shape family's drawing (:class:`~.sloped.ShapeLayout`, which
asks the grid for every point) draws every floor's walls where they lie.
:class:`LevelsLayout` adds what floors need:

- each floor's name ("Floor 1" ...) over it, in the ``legend`` layer;
- every stair as two arrows, one in each of its two cells: a cell with a
  stair up has an arrow pointing up in its upper half, the cell above it
  on the next floor an arrow pointing down in its lower half, so that the
  two ends of a stair match where they lie on their floors and by the
  way they point; in their own ``stairs`` layer, over the way, so the
  solution never hides one;
- the way cut at every stair into one Polyline a floor.
"""

from ..fonts import strokefont
from ..i18n import _
from .records import Polygon, Polyline, Text
from .sloped import ShapeLayout

#: How far the arrows reach from the centre, as a share of the cell's inner radius.
_TIP, _BASE, _HALF = 0.8, 0.15, 0.45
#: The least height of an arrow drawn, in pixels.
MIN_ARROW = 2.0
#: The least size of a floor's name, in pixels.
MIN_NAME = 6
#: The inner radius of a cell of each shape, in its units.
_INNER = {"square": 0.5, "hex": 3 ** 0.5 / 2}


class LevelsLayout(ShapeLayout):
    """Where the floors of a maze of levels lie in its Scene's pixels."""

    def floor_names(self):
        """Each floor's name, centred in the band over it, at one size that
        keeps every name within its floor's width and half the gaps beside
        it; floors too narrow for "Floor 12" at :data:`MIN_NAME` pixels get
        their number alone."""
        grid, unit = self.grid, self.unit
        size = max(MIN_NAME, int(round(min(grid.room * unit, self.style.cell) * 0.6)))
        x0, _y0, x1, _y1 = grid.floor_box(0)
        room = (x1 - x0 + grid.room * 0.8) * unit
        names = [_("Floor %d") % (level + 1) for level in range(grid.levels)]
        widest = max(names, key=lambda name: strokefont.width(name, size))
        while size > MIN_NAME and strokefont.width(widest, size) > room:
            size -= 1
        if strokefont.width(widest, size) > room:
            names = [str(level + 1) for level in range(grid.levels)]
        out = []
        for level, name in enumerate(names):
            x0, y0, x1, _y1 = grid.floor_box(level)
            x, y = self._px([((x0 + x1) / 2.0, y0 - grid.room / 2.0)])[0]
            out.append(Text(x, y, name, size, self.style.wall_color, "legend"))
        return out

    def stair_arrows(self, low, high):
        """The two arrows of the stair from ``low`` up to ``high``, each a
        tuple of pixel points (see the module docstring)."""
        grid = self.grid
        r = _INNER[grid.kind]
        out = []
        for cell, sign in ((low, -1), (high, 1)):  # up: tip above the centre
            cx, cy = grid.centre(cell)
            base = cy + sign * _BASE * r
            points = [(cx, cy + sign * _TIP * r), (cx + _HALF * r, base), (cx - _HALF * r, base)]
            if sign > 0:  # clockwise on a y-down screen either way
                points.reverse()
            out.append(self._px(points))
        return out

    def stair_records(self, maze):
        """Two arrows a stair, one in each of its cells, as Polygons; none
        where an arrow would be under :data:`MIN_ARROW` pixels tall (a speck
        says nothing: zoomed in, or in a picture of larger cells, they show)."""
        if (_TIP - _BASE) * _INNER[self.grid.kind] * self.unit < MIN_ARROW:
            return []
        colour = self.style.wall_color
        return [Polygon(points, colour, "stairs") for low, high in maze.grid.stairs()
                for points in self.stair_arrows(low, high)]

    def way_pieces(self, path, maze):
        """The way as one solid Polyline a floor it crosses, cut at each stair."""
        whole = self.way(path, maze)
        grid = maze.grid
        fn = grid.floor_cells
        points = list(whole.points)

        def opened(cell):  # ShapeLayout.way added a point for the cell's opening
            return any(grid.is_open(cell, k) for k in grid.border_slots(cell))
        first = 1 if opened(path[0]) else 0
        pieces, current = [], points[:first]
        for i, cell in enumerate(path):
            if i and cell // fn != path[i - 1] // fn:
                pieces.append(current)
                current = []
            current.append(points[first + i])
        current.extend(points[first + len(path):])
        pieces.append(current)
        return [Polyline(tuple(p) if len(p) > 1 else (p[0], p[0]), whole.width, whole.color,
                         whole.layer) for p in pieces]
