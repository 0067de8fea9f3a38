"""The recursive backtracker (randomized depth-first search).

Plain generation takes the fast walks of :mod:`.backtracker_fast`, which
make the very same draws.
"""

from array import array

from .randomness import randbelow, random_order


def backtracker(grid, rng):
    """Recursive backtracker, with an explicit stack instead of recursion.

    From the cell on top of the stack, carve into a random unvisited
    neighbour and push it; where there is none, pop.  Each cell shuffles its
    sides once, when it is reached (one draw), and tries them in that order,
    going on where it left off whenever it is on top again: the first side
    that leads to an unvisited cell is a uniform choice among those.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    visited = bytearray(n)
    order = [None] * n  # each reached cell's order of its sides ...
    tried = bytearray(n)  # ... and how many of them it has tried
    # a woven grid (mazetk.grids.weave) offers a tunnel under a visited
    # neighbour as one more side, taken weave % of the times it could be
    weave = grid.weave / 100.0
    over, rnd = grid.over if weave else None, rng.random
    axis = grid.straight if weave else None  # a tunnel runs under one straight pair only

    def unvisited_neighbour(c):
        """The next side of ``c`` in its order that leads to an unvisited cell
        (or a tunnel to one, as ``k + s``), or -1."""
        sides = order[c]
        while tried[c] < s:
            k = sides[tried[c]]
            tried[c] += 1
            m = nbr[c * s + k]
            if m >= 0 and not visited[m]:
                return k
            if over is not None and m >= 0 and axis[pas[m]]:  # see grids.weave: straight
                m = over(c, k)
                if m >= 0 and not visited[m] and rnd() < weave:
                    return k + s
        return -1

    c = randbelow(rng, n)
    visited[c] = 1
    order[c] = random_order(rng, s)
    yield ("visit", c)
    stack = array("i", [c])
    while True:
        k = unvisited_neighbour(c)
        if k < 0:
            stack.pop()
            if not stack:
                return
            c = stack[-1]
            yield ("back", c)
            continue
        if k >= s:
            m = grid.dig(c, k - s)
        else:
            m = nbr[c * s + k]
            pas[c] |= 1 << k
            pas[m] |= 1 << match[c * s + k]
        visited[m] = 1
        order[m] = random_order(rng, s)
        stack.append(m)
        yield ("carve", c, m)
        c = m
