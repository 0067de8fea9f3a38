"""Hunt-and-kill: random walks joined by hunting."""


def hunt_and_kill(grid, rng):
    """Hunt-and-kill: random walk until stuck, then hunt for a new starting cell.

    The hunt takes the first unvisited cell, in cell order, that has a
    visited neighbour.  On a square grid (the walk starts at cell 0) that is
    always the first unvisited cell, so each hunt is O(1) amortised; on other
    shapes the hunt may pass over unvisited cells with no visited neighbour
    yet, and comes back to them later.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    rnd = rng.random
    visited = bytearray(n)
    c = 0
    visited[c] = 1
    scan = 0
    yield ("visit", c)
    while True:
        base = c * s
        ks = [k for k in range(s) if nbr[base + k] >= 0 and not visited[nbr[base + k]]]
        if ks:
            k = ks[int(rnd() * len(ks))]
            m = nbr[base + k]
            pas[c] |= 1 << k
            pas[m] |= 1 << match[base + k]
            visited[m] = 1
            yield ("carve", c, m)
            c = m
            continue
        while scan < n and visited[scan]:
            scan += 1
        if scan == n:
            return
        c = scan
        while True:
            base = c * s
            ks = [k for k in range(s) if nbr[base + k] >= 0 and visited[nbr[base + k]]]
            if ks:
                break
            c += 1
            while visited[c]:  # an unvisited cell with a visited neighbour exists
                c += 1
        k = ks[int(rnd() * len(ks))]
        m = nbr[base + k]
        pas[c] |= 1 << k
        pas[m] |= 1 << match[base + k]
        visited[c] = 1
        yield ("carve", m, c)
