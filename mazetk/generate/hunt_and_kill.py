"""Hunt-and-kill: random walks joined by hunting."""

from .randomness import randbelow


def hunt_and_kill(grid, rng, texture=None):
    """Hunt-and-kill: random walk until stuck, then hunt for a new starting cell.

    The walk (the "kill") carves on to a random unvisited neighbour.  Stuck,
    it hunts: the first unvisited cell, in cell order, that has a visited
    neighbour opens onto a random one of those and the walk goes on from
    there.  On a square grid (the walk starts at cell 0) that is always the
    first unvisited cell, so each hunt is O(1) amortised; on other shapes
    the hunt may pass over unvisited cells with no visited neighbour yet,
    and comes back to them later.  A ``texture`` (:mod:`.texture`) shapes
    the walk's choice of side; the hunts stay as they are.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    visited = bytearray(n)
    pick = None
    if texture is not None and any(texture):
        from .texture import chooser
        pick = chooser(grid, rng, texture, visited)

    def sides_to(c, seen):
        """The sides of ``c`` towards a cell visited (``seen`` 1) or not (0)."""
        base = c * s
        return [k for k in range(s) if nbr[base + k] >= 0 and visited[nbr[base + k]] == seen]

    c = 0
    visited[c] = 1
    scan = 0  # every cell before it is visited
    yield ("visit", c)
    while True:
        ks = sides_to(c, 0)
        if ks:  # walk on
            k = ks[randbelow(rng, len(ks))] if pick is None else pick(c, ks)
            m = nbr[c * s + k]
            pas[c] |= 1 << k
            pas[m] |= 1 << match[c * s + k]
            visited[m] = 1
            yield ("carve", c, m)
            c = m
            continue
        while scan < n and visited[scan]:
            scan += 1
        if scan == n:
            return
        c = scan  # hunt
        ks = sides_to(c, 1)
        while not ks:
            c += 1
            while visited[c]:  # an unvisited cell with a visited neighbour exists
                c += 1
            ks = sides_to(c, 1)
        k = ks[randbelow(rng, len(ks))]
        m = nbr[c * s + k]
        pas[c] |= 1 << k
        pas[m] |= 1 << match[c * s + k]
        visited[c] = 1
        yield ("carve", m, c)
