"""The binary tree: every cell opens north or east (square grids only)."""

from ..grids import E, N


def binary_tree(grid, rng):
    """Binary tree: every cell opens north or east, a coin flip where it can
    do both.  Fast, with a north-east bias: the top row and the east column
    are straight corridors."""
    for c in range(grid.n):
        north, east = grid.neighbour(c, N), grid.neighbour(c, E)
        if north >= 0 and (east < 0 or rng.random() < 0.5):
            grid.link(c, N)
            yield ("carve", c, north)
        elif east >= 0:
            grid.link(c, E)
            yield ("carve", c, east)
