"""Randomized (simplified) Prim: grow from one cell, a random frontier cell at a time."""

from .randomness import randbelow


def prim(grid, rng):
    """Randomized Prim: grow from one cell, adding a random frontier cell each step."""
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    rnd = rng.random
    state = bytearray(n)  # 0 outside, 1 frontier, 2 in the maze
    frontier = []
    c = randbelow(rng, n)
    state[c] = 2
    yield ("visit", c)
    while True:
        base = c * s
        for k in range(s):
            m = nbr[base + k]
            if m >= 0 and not state[m]:
                state[m] = 1
                frontier.append(m)
                yield ("frontier", m)
        if not frontier:
            return
        i = int(rnd() * len(frontier))
        c = frontier[i]
        frontier[i] = frontier[-1]
        frontier.pop()
        base = c * s
        inside = [k for k in range(s) if nbr[base + k] >= 0 and state[nbr[base + k]] == 2]
        k = inside[int(rnd() * len(inside))]
        m = nbr[base + k]
        pas[c] |= 1 << k
        pas[m] |= 1 << match[base + k]
        state[c] = 2
        yield ("carve", m, c)
