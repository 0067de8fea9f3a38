"""Randomized Kruskal: every wall in random order, opened where it joins two trees."""

from array import array

from .randomness import shuffle

_BLOCK_CELLS = 1 << 18  # cells whose walls are listed at a time


def kruskal(grid, rng):
    """Randomized Kruskal: every wall in random order, opened if it joins two trees.

    Each cell starts as a tree of its own; ``parent`` links each cell
    towards its tree's root (a union-find forest, halving the paths it
    walks), so "do ``a`` and ``b`` share a tree" is "do their roots agree".
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    parent = array("i", range(n))
    under = grid.under
    if grid.weave:  # a woven grid (mazetk.grids.weave): the crossings first

        def union(a, b):
            ra, rb = root(a), root(b)
            if ra != rb:
                parent[ra] = rb

        def root(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        from ..grids.weave import place_crossings
        yield from place_crossings(grid, rng, union)
    walls = array("i")
    for lo in range(0, n, _BLOCK_CELLS):  # never a list of every wall at once
        walls.extend(array("i", [e for e in range(lo * s, min(n, lo + _BLOCK_CELLS) * s)
                                 if nbr[e] > e // s]))
    shuffle(rng, walls)
    for e in walls:  # e: the wall of side e % s of cell e // s
        a = e // s
        b = nbr[e]
        if under is not None and (under[a] or under[b]):
            continue  # a crossing takes no other passage
        ra = a
        while parent[ra] != ra:
            parent[ra] = parent[parent[ra]]
            ra = parent[ra]
        rb = b
        while parent[rb] != rb:
            parent[rb] = parent[parent[rb]]
            rb = parent[rb]
        if ra != rb:
            parent[ra] = rb
            k = e - a * s
            pas[a] |= 1 << k
            pas[b] |= 1 << match[e]
            yield ("carve", a, b)
