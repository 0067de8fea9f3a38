"""Aldous-Broder: one random walk, uniform over all mazes."""

from .randomness import randbelow


def aldous_broder(grid, rng):
    """Aldous-Broder: a random walk that carves into every cell it enters first.

    Uniform over all spanning trees, but needs a very long walk on big grids.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    rnd = rng.random
    visited = bytearray(n)
    c = randbelow(rng, n)
    visited[c] = 1
    left = n - 1
    yield ("visit", c)
    while left:
        k = int(rnd() * s)
        m = nbr[c * s + k]
        if m < 0:
            continue
        if not visited[m]:
            visited[m] = 1
            left -= 1
            pas[c] |= 1 << k
            pas[m] |= 1 << match[c * s + k]
            yield ("carve", c, m)
        else:
            yield ("visit", m)
        c = m
