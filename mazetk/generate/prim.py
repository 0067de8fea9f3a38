"""Randomized (simplified) Prim: grow from one cell, a random frontier cell at a time."""

from .randomness import randbelow


def prim(grid, rng):
    """Randomized Prim: grow from one cell, adding a random frontier cell each step."""
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    rnd = rng.random
    # a woven grid (mazetk.grids.weave): a frontier cell may also join the
    # maze through a tunnel under a cell in it, weave % of the times it could
    weave = grid.weave / 100.0
    over = grid.over if weave else None
    # a tunnel runs only under a cell of the maze whose passages are one
    # straight pair (axis[bits] > 0): asked first, it spares most calls of over
    axis = grid.straight if weave else None
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
            elif over is not None and m >= 0 and state[m] == 2 and axis[pas[m]]:
                m = over(c, k)
                if m >= 0 and not state[m] and rnd() < weave:
                    state[m] = 1
                    frontier.append(m)
                    yield ("frontier", m)
        if not frontier:
            return
        while True:
            i = int(rnd() * len(frontier))
            c = frontier[i]
            frontier[i] = frontier[-1]
            frontier.pop()
            base = c * s
            inside = [k for k in range(s) if nbr[base + k] >= 0 and state[nbr[base + k]] == 2]
            if over is None:
                break
            # tunnels from c under a cell of the maze to another
            ends = [over(c, k) if nbr[base + k] >= 0 and state[nbr[base + k]] == 2
                    and axis[pas[nbr[base + k]]] else -1 for k in range(s)]
            inside += [k + s for k in range(s) if ends[k] >= 0 and state[ends[k]] == 2
                       and rnd() < weave]
            if inside:
                break
            # the tunnel that made c frontier has closed since (the cell it ran
            # under took a side passage): c waits for the maze to reach it;
            # some frontier cell always borders the maze, so the draw ends
            frontier.append(c)
        k = inside[int(rnd() * len(inside))]
        if k >= s:
            m = grid.dig(c, k - s)
        else:
            m = nbr[base + k]
            pas[c] |= 1 << k
            pas[m] |= 1 << match[base + k]
        state[c] = 2
        yield ("carve", m, c)
