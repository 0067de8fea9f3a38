"""Aldous-Broder: one random walk, uniform over all mazes."""

from .randomness import randbelow


def aldous_broder(grid, rng):
    """Aldous-Broder: a random walk that carves into every cell it enters first.

    Uniform over all spanning trees, but needs a very long walk on big grids.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    rnd = rng.random
    visited = bytearray(n)
    # a woven grid (mazetk.grids.weave): a step towards a visited neighbour
    # goes on under it, weave % of the times a tunnel could run there
    weave = grid.weave / 100.0
    over = grid.over if weave else None
    c = randbelow(rng, n)
    visited[c] = 1
    left = n - 1
    yield ("visit", c)
    while left:
        k = int(rnd() * s)
        m = nbr[c * s + k]
        if m < 0:
            continue
        if over is not None and visited[m]:
            b = over(c, k)
            if b >= 0 and not visited[b] and rnd() < weave:
                visited[b] = 1
                left -= 1
                grid.dig(c, k)
                yield ("carve", c, b)
                c = b
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
