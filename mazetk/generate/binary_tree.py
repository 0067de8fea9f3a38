"""The binary tree: every cell opens north or east (square grids only)."""

from ..grids import E, N, S, W


def binary_tree(grid, rng):
    """Binary tree: every cell opens north or east, a coin flip where it can
    do both.  Fast, with a north-east bias: the top row and the east column
    are straight corridors."""
    nbr, pas = grid.nbr, grid.passages
    for c in range(grid.n):
        north, east = nbr[4 * c + N], nbr[4 * c + E]
        if north >= 0 and (east < 0 or rng.random() < 0.5):
            pas[c] |= 1 << N
            pas[north] |= 1 << S
            yield ("carve", c, north)
        elif east >= 0:
            pas[c] |= 1 << E
            pas[east] |= 1 << W
            yield ("carve", c, east)
