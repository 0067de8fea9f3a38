"""Sidewinder: runs along each row, each run opening north once (square grids only)."""

from ..grids import E, N, S, W


def sidewinder(grid, rng):
    """Sidewinder: row by row, a run of cells grows east; at random (and
    at the east wall) the run ends and one of its cells, picked at random,
    opens north.  The top row is one corridor."""
    cols, nbr, pas, rnd = grid.cols, grid.nbr, grid.passages, rng.random
    for r in range(grid.rows):
        run = []
        for c in range(r * cols, (r + 1) * cols):  # the cells of row r
            run.append(c)
            east = nbr[4 * c + E]
            if r > 0 and (east < 0 or rnd() < 0.5):
                up = run[int(rnd() * len(run))]
                north = nbr[4 * up + N]
                pas[up] |= 1 << N
                pas[north] |= 1 << S
                yield ("carve", up, north)
                run = []
            elif east >= 0:
                pas[c] |= 1 << E
                pas[east] |= 1 << W
                yield ("carve", c, east)
