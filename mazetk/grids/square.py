"""The square grid: ``cols`` x ``rows`` cells, slots clockwise from north."""

from .base import RowGrid

# Square grid slots, clockwise from north.
N, E, S, W = 0, 1, 2, 3


class SquareGrid(RowGrid):
    """``cols`` x ``rows`` square cells; cell ``r * cols + c`` is row r, column c."""

    kind = "square"
    #: One kind of place (see :class:`~.base.RowGrid`): its steps N, E, S, W.
    KINDS = (((-1, 0), (0, 1), (1, 0), (0, -1)),)

    def __init__(self, cols, rows):
        super().__init__(cols, rows, opp=(S, W, N, E))

    # -- geometry (units of a cell side; y grows downwards) -----------------------
    def extent(self):
        return float(self.cols), float(self.rows)

    def centre(self, cell):
        r, c = divmod(cell, self.cols)
        return c + 0.5, r + 0.5

    def polygon(self, cell):
        """The corners clockwise from the top left: side ``k`` runs from corner ``k``."""
        r, c = divmod(cell, self.cols)
        return [(c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1)]

    def side(self, cell, slot):
        corners = self.polygon(cell)
        return [corners[slot], corners[(slot + 1) % 4]]

    def cell_at(self, x, y):
        """The cell under the point, or -1."""
        if 0 <= x < self.cols and 0 <= y < self.rows:
            return int(y) * self.cols + int(x)
        return -1

    def distance_estimate(self, a, b):
        ra, ca = divmod(a, self.cols)
        rb, cb = divmod(b, self.cols)
        return abs(ra - rb) + abs(ca - cb)

    def open_all(self):
        cols, rows = self.cols, self.rows
        pas = bytearray([(1 << N) | (1 << E) | (1 << S) | (1 << W)]) * self.n
        mask_n, mask_e, mask_s, mask_w = (~(1 << side) & 0xFF for side in (N, E, S, W))
        for c in range(cols):
            pas[c] &= mask_n
            pas[self.n - cols + c] &= mask_s
        for r in range(rows):
            pas[r * cols] &= mask_w
            pas[r * cols + cols - 1] &= mask_e
        self.passages = pas
