"""The growing tree: between the backtracker and random growth."""

from .randomness import randbelow, random_order


def growing_tree(grid, rng, mix=50, texture=None):
    """Growing tree: pick the newest active cell, or a random one with ``mix``% chance.

    ``mix=0`` grows the newest cell: the backtracker's kind of maze.
    ``mix=100`` grows a cell picked uniformly among the active ones (in the
    maze, with an unvisited neighbour), towards a random unvisited
    neighbour.  That is not Prim, which picks uniformly among the frontier
    cells (outside, next to the maze): an active cell with several unvisited
    neighbours is no likelier to grow than one with one, so branches run
    longer (about 28 % dead ends, Prim 36 %).  Cells
    that run out of neighbours are only marked; the active list is compacted
    (order kept) once half of it is marked, so every pick is O(1) amortised.
    A ``texture`` (:mod:`.texture`) shapes the choice of side: the grown
    cell lists its new neighbours and the texture picks one.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    rnd = rng.random
    chance = mix / 100.0
    # a woven grid (mazetk.grids.weave) offers a tunnel under a visited
    # neighbour as one more side, taken weave % of the times it could be
    weave = grid.weave / 100.0
    over = grid.over if weave else None
    axis = grid.straight if weave else None  # a tunnel runs under one straight pair only
    orders = {}
    visited = bytearray(n)
    dead = bytearray(n)
    pick = None
    if texture is not None and any(texture):
        from .texture import chooser
        pick = chooser(grid, rng, texture, visited)
    c = randbelow(rng, n)
    visited[c] = 1
    active = [c]
    live = 1
    yield ("frontier", c)
    while live:
        if chance and rnd() < chance:
            c = active[int(rnd() * len(active))]
            while dead[c]:
                c = active[int(rnd() * len(active))]
        else:
            c = active[-1]
            while dead[c]:
                active.pop()
                c = active[-1]
        # Each active cell tries its sides in its own random order: the first
        # one still unvisited is a uniform choice among those left, without
        # listing them again at every visit.
        base = c * s
        tunnel = False
        if pick is not None:
            ks = [k for k in range(s) if nbr[base + k] >= 0 and not visited[nbr[base + k]]]
            order = [pick(c, ks)] if ks else ()
        else:
            order = orders.get(c)
            if order is None:
                order = orders[c] = iter(random_order(rng, s))
        for k in order:
            m = nbr[base + k]
            if m >= 0 and not visited[m]:
                break
            if over is not None and m >= 0 and axis[pas[m]]:  # see grids.weave: straight
                m = over(c, k)
                if m >= 0 and not visited[m] and rnd() < weave:
                    tunnel = True
                    break
        else:
            m = -1
        if m >= 0:
            if tunnel:
                grid.dig(c, k)
            else:
                pas[c] |= 1 << k
                pas[m] |= 1 << match[base + k]
            visited[m] = 1
            active.append(m)
            live += 1
            yield ("carve", c, m)
        else:
            dead[c] = 1
            orders.pop(c, None)
            live -= 1
            if live * 2 < len(active):
                active = [x for x in active if not dead[x]]
            yield ("done", c)
