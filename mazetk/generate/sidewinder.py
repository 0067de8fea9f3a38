"""Sidewinder: runs along each row, each run opening north once (square grids only)."""

from ..grids import E, N


def sidewinder(grid, rng):
    """Sidewinder: row by row, a run of cells grows east; at random (and
    at the east wall) the run ends and one of its cells, picked at random,
    opens north.  The top row is one corridor."""
    cols, rnd = grid.cols, rng.random
    for r in range(grid.rows):
        run = []
        for x in range(cols):
            c = grid.cell(r, x)
            run.append(c)
            at_east = x == cols - 1
            if r > 0 and (at_east or rnd() < 0.5):
                up = run[int(rnd() * len(run))]
                grid.link(up, N)
                yield ("carve", up, grid.neighbour(up, N))
                run = []
            elif not at_east:
                grid.link(c, E)
                yield ("carve", c, grid.neighbour(c, E))
