"""The cube: a maze on the six ``size`` x ``size`` square faces of a cube.

Faces are numbered 0 to 5: top, left, front, right, back, bottom
(:data:`FACES`), and cells face by face, ``face * size * size + row *
size + col``.  Every cell is a square with the square grid's slots (north,
east, south, west, clockwise); a side on a face's edge leads to the cell
beyond that edge of the cube, on the next face, so the grid has no border
at all, and every algorithm that walks the neighbour table (the
generators that work on any shape, the solvers, play, the statistics, the
file writers) goes round the cube with no change.

The geometry is the cube's net, a cross four faces wide and three high
(:data:`NET`), with a band :data:`TAB` wide round it for the glue tabs::

            top
    left   front   right   back
           bottom

Each face lies in the net with its columns to the right and its rows
downwards, so that a side's slot points the same way on the page on every
face.  Where two faces meet in the net (a fold) their cells touch; the
other seven pairs of edges are cut apart in the net (:meth:`CubeGrid.cut`)
and meet again when the net is folded (:meth:`CubeGrid.edges` says which
edge meets which, and whether the cells run the other way along it).

How a cell sits on the cube: each face maps its place ``(row, col)`` to a
point of the cube ``[0, 2 * size]^3`` (doubled, so that a cell's centre has
whole coordinates): :func:`point`.  A step off a face's edge goes round the
cube's edge onto the face beyond (:meth:`CubeGrid._beyond`); that one rule
makes the whole table, and the tests check it against the net's folds.
"""

from array import array

from ..i18n import _
from .base import Grid
from .square import E, N, S, SquareGrid, W

#: The faces, in cell order.
FACES = ("top", "left", "front", "right", "back", "bottom")
#: Where each face lies in the net, ``(across, down)`` in faces.
NET = ((1, 0), (0, 1), (1, 1), (2, 1), (3, 1), (1, 2))
#: The net's size in faces.
NET_ACROSS, NET_DOWN = 4, 3
#: The band round the net for the glue tabs, in cell sides.
TAB = 0.6
#: The largest face side: six faces of it stay within the cells every
#: shape other than square may have.
MAX_CUBE = 400
#: A face's outward normal on the cube.
_NORMAL = ((0, -1, 0), (-1, 0, 0), (0, 0, 1), (1, 0, 0), (0, 0, -1), (0, 1, 0))
#: Each slot's step ``(row, col)``.
_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))


def point(face, row, col, size):
    """Where the centre of place ``(row, col)`` of ``face`` lies on the cube
    of side ``2 * size`` (whole numbers; a place beyond the face's edge
    lies a step outside the cube).  Seen from outside, every face has its
    columns to the right and its rows downwards as the net shows it."""
    m, a, b = 2 * size, 2 * col + 1, 2 * row + 1
    return ((a, 0, b), (0, b, a), (a, b, m), (m, b, m - a), (m - a, b, 0), (a, m, m - b))[face]


def place_of(x, y, z, size):
    """``(face, row, col)`` of the cell whose centre is the point, on the
    cube's surface (the inverse of :func:`point`)."""
    m = 2 * size
    if y == 0:
        face, a, b = 0, x, z
    elif x == 0:
        face, a, b = 1, z, y
    elif z == m:
        face, a, b = 2, x, y
    elif x == m:
        face, a, b = 3, m - z, y
    elif z == 0:
        face, a, b = 4, m - x, y
    elif y == m:
        face, a, b = 5, x, m - z
    else:
        raise ValueError(_("the point is not on the cube's surface"))
    return face, (b - 1) // 2, (a - 1) // 2


def check(size):
    """ValueError with a sentence when a cube cannot have faces of ``size``."""
    if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= MAX_CUBE:
        raise ValueError(_("a cube maze has faces of 1 to %(most)d cells a side, not %(size)s")
                         % {"most": MAX_CUBE, "size": size})


class CubeGrid(Grid):
    """A maze on the faces of a cube (see the module docstring)."""

    kind = "cube"
    straight_sides = True

    def __init__(self, size):
        check(size)
        self.size = self.cols = self.rows = size
        fn = self.face_cells = size * size
        n = 6 * fn
        # the faces one under another as one tall square grid (C-speed
        # slices): right inside every face; then each side on a face's edge
        # pointed round the cube, and its far slot found
        nbr = SquareGrid(size, 6 * size).nbr
        super().__init__(n, 4, nbr, (S, W, N, E))
        self.opp = None  # round an edge the far slot is another one
        match = self.match
        ring = sorted(set(range(size)) | set(range(fn - size, fn))
                      | set(range(0, fn, size)) | set(range(size - 1, fn, size)))
        edge = []
        for f in range(6):
            for c in ring:
                r, col = divmod(c, size)
                for k, (dr, dc) in enumerate(_STEPS):
                    if not (0 <= r + dr < size and 0 <= col + dc < size):
                        nbr[(f * fn + c) * 4 + k] = self._beyond(f, r, col, k)
                        edge.append((f * fn + c) * 4 + k)
        for i in edge:
            other = nbr[i]
            match[i] = nbr[other * 4:other * 4 + 4].index(i // 4)
        self._seams = None
        self._edge = edge  # nbr's entries of the sides on the faces' edges
        self._w = NET_ACROSS * size + 2 * TAB
        self._h = NET_DOWN * size + 2 * TAB

    def _beyond(self, face, row, col, slot):
        """The cell beyond side ``slot`` of a place on ``face``'s edge: the
        step goes to the face's edge, round the cube's edge, and half a step
        down the face beyond it."""
        size = self.size
        x, y, z = point(face, row, col, size)
        dr, dc = _STEPS[slot]
        px, py, pz = point(face, row + dr, col + dc, size)
        nx, ny, nz = _NORMAL[face]
        f, r, c = place_of(x + (px - x) // 2 - nx, y + (py - y) // 2 - ny,
                           z + (pz - z) // 2 - nz, size)
        return f * self.face_cells + r * size + c

    # -- where a cell is ----------------------------------------------------
    def face_of(self, cell):
        return cell // self.face_cells

    def place(self, cell):
        """``(face, row, col)`` of ``cell``."""
        face, rest = divmod(cell, self.face_cells)
        return (face,) + divmod(rest, self.size)

    def rc(self, cell):
        """``(row, col)`` of ``cell`` on its face."""
        return divmod(cell % self.face_cells, self.size)

    def cell(self, row, col, face=0):
        return face * self.face_cells + row * self.size + col

    def kinds(self):
        return bytes(self.n)

    def corners(self):
        """``(start, goal)`` at two opposite corners of the cube: the top
        left of the front face and the bottom left of the back face, far
        apart in the net too."""
        size = self.size
        return self.cell(0, 0, 2), self.cell(size - 1, 0, 4)

    def cut(self, cell, slot):
        """True when side ``slot`` of ``cell`` lies on an edge the net cuts
        apart (the cell beyond is elsewhere in the net)."""
        other = self.nbr[cell * 4 + slot]
        fa, fb = cell // self.face_cells, other // self.face_cells
        if fa == fb:
            return False
        (ax, ay), (bx, by) = NET[fa], NET[fb]
        dr, dc = _STEPS[slot]
        return (bx - ax, by - ay) != (dc, dr)

    def seam_sides(self):
        """Every side on a cut edge, from its later-numbered cell (the
        other cell draws it as every side is drawn): the net's outline is
        both edges of each cut."""
        if self._seams is None:
            nbr = self.nbr
            self._seams = [(i // 4, i % 4) for i in self._edge
                           if nbr[i] < i // 4 and self.cut(i // 4, i % 4)]
        return self._seams

    def crosses(self, cell, slot):
        """``"cut"`` where the side is on a cut edge, else "": the way's
        drawing breaks there (as at a wrapped edge, :mod:`mazetk.scene.wraps`)."""
        return "cut" if self.cut(cell, slot) else ""

    def edges(self):
        """The cube's twelve edges: ``[(face, slot, face, slot, folded,
        reversed), ...]``: side ``slot`` of the first face meets side
        ``slot`` of the second; ``folded`` when they touch in the net (else
        the net cuts them apart), ``reversed`` when the cells along one
        run the other way along the other (the first face's first cell on
        that edge meets the second face's last)."""
        size, out = self.size, []
        for f in range(6):
            for k in range(4):
                cells = self.edge_cells(f, k)
                other = self.nbr[cells[0] * 4 + k]
                g, m = other // self.face_cells, self.match[cells[0] * 4 + k]
                if g < f:
                    continue
                theirs = self.edge_cells(g, m)
                out.append((f, k, g, m, not self.cut(cells[0], k),
                            size > 1 and theirs.index(other) == size - 1))
        return out

    def edge_cells(self, face, slot):
        """The cells of ``face`` along side ``slot``, by column or row."""
        size, base = self.size, face * self.face_cells
        line = {N: [(0, c) for c in range(size)], S: [(size - 1, c) for c in range(size)],
                W: [(r, 0) for r in range(size)], E: [(r, size - 1) for r in range(size)]}[slot]
        return [base + r * size + c for r, c in line]

    # -- geometry: the net ---------------------------------------------------
    def origin(self, face):
        """Where ``face``'s top left corner lies in the net, in cell sides."""
        ax, ay = NET[face]
        return TAB + ax * self.size, TAB + ay * self.size

    def face_box(self, face):
        """``(x0, y0, x1, y1)`` of ``face`` in the net."""
        x, y = self.origin(face)
        return x, y, x + self.size, y + self.size

    def extent(self):
        return self._w, self._h

    def centre(self, cell):
        face, r, c = self.place(cell)
        x, y = self.origin(face)
        return x + c + 0.5, y + r + 0.5

    def polygon(self, cell):
        """The corners clockwise from the top left: side ``k`` runs from corner ``k``."""
        face, r, c = self.place(cell)
        ox, oy = self.origin(face)
        x, y = ox + c, oy + r
        return [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]

    def side(self, cell, slot):
        corners = self.polygon(cell)
        return [corners[slot], corners[(slot + 1) % 4]]

    def cell_at(self, x, y):
        """The cell under the point, or -1."""
        size = self.size
        for face in range(6):
            ox, oy = self.origin(face)
            if ox <= x < ox + size and oy <= y < oy + size:
                return self.cell(int(y - oy), int(x - ox), face)
        return -1

    def distance_estimate(self, a, b):
        """Half the distance between the two centres on the doubled cube
        along its axes: a step moves a centre by 2 along one axis on a face,
        or by 1 along two round an edge, so no way is shorter."""
        size = self.size
        pa, pb = point(*self.place(a), size), point(*self.place(b), size)
        return sum(abs(u - v) for u, v in zip(pa, pb)) // 2

    def __repr__(self):
        return "CubeGrid(%d)" % self.size


def outline(size):
    """What a picture's size needs of a cube (``kind``, ``shape``,
    ``extent()``), without building its tables."""
    from types import SimpleNamespace
    extent = (NET_ACROSS * size + 2 * TAB, NET_DOWN * size + 2 * TAB)
    return SimpleNamespace(cols=size, rows=size, kind="cube", shape="cube", levels=1,
                           extent=lambda: extent)


__all__ = ["CubeGrid", "FACES", "NET", "TAB", "MAX_CUBE", "point", "place_of",
           "check", "outline"]
