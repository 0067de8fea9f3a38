"""The square grid: ``cols`` x ``rows`` cells, slots clockwise from north."""

from array import array

from ..i18n import _

from .base import Grid

# Square grid slots, clockwise from north.
N, E, S, W = 0, 1, 2, 3
_BLOCK = 1 << 16  # cells per step when a grid is built


class SquareGrid(Grid):
    """``cols`` x ``rows`` square cells; cell ``r * cols + c`` is row r, column c."""

    kind = "square"
    straight_sides = True  # see RowGrid
    #: One kind of place, as in :class:`~.base.RowGrid`: its steps N, E, S, W.
    KINDS = (((-1, 0), (0, 1), (1, 0), (0, -1)),)

    def __init__(self, cols, rows):
        if cols < 1 or rows < 1:
            raise ValueError(_("a grid needs at least one column and one row"))
        self.cols = cols
        self.rows = rows
        n = cols * rows
        nbr = array("i", [-1]) * (4 * n)
        # Slice assignment, a block of cells at a time: a million cells take
        # a tenth of a second, and no single step holds the interpreter long
        # enough to stall the window while a worker thread builds a grid.
        for lo in range(0, n, _BLOCK):
            hi = min(n, lo + _BLOCK)
            # every number the block's neighbours take, made once: the
            # numbers from v are the slice from v + off
            span = array("i", range(lo - cols - 1, hi + cols + 1))
            off = cols + 1 - lo
            a = max(lo, cols)
            if a < hi:
                nbr[4 * a + N:4 * hi:4] = span[a - cols + off:hi - cols + off]
            b = min(hi, n - cols)
            if lo < b:
                nbr[4 * lo + S:4 * b:4] = span[lo + cols + off:b + cols + off]
            east = span[lo + 1 + off:hi + 1 + off]
            first = lo + (cols - 1 - lo % cols)  # first cell of the block in the last column
            if first < hi:
                east[first - lo::cols] = array("i", [-1]) * len(range(first, hi, cols))
            nbr[4 * lo + E:4 * hi:4] = east
            west = span[lo - 1 + off:hi - 1 + off]
            first = lo + (-lo) % cols  # first cell of the block in the first column
            if first < hi:
                west[first - lo::cols] = array("i", [-1]) * len(range(first, hi, cols))
            nbr[4 * lo + W:4 * hi:4] = west
        super().__init__(n, 4, nbr, (S, W, N, E))

    def kinds(self):
        """The kind of every place: all 0 (see :class:`~.base.RowGrid`)."""
        return bytes(self.n)

    def cell(self, row, col):
        return row * self.cols + col

    def rc(self, cell):
        """``(row, col)`` of ``cell``."""
        return divmod(cell, self.cols)

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

    def __repr__(self):
        return "SquareGrid(%d, %d)" % (self.cols, self.rows)
