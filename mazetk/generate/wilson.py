"""Wilson's algorithm: loop-erased random walks, uniform over all mazes.

Plain generation takes the fast walks of :mod:`.wilson_fast`, which make
the very same draws.
"""

from .randomness import side_draws


def wilson(grid, rng):
    """Wilson's algorithm: uniform over all spanning trees.

    Start with one cell in the maze.  From each cell not in it yet, walk at
    random until the walk meets the maze, then carve the walk's path with
    its loops erased, and go on from the next cell not in the maze.

    The walk remembers only the side by which it last left every cell;
    following the remembered sides from the walk's start gives the
    loop-erased path (a loop is overwritten, never stored).  An animation
    that shows the erasing keeps the walk and cuts it where a ``walk`` step
    lands on a cell already on it.  Each step draws a side
    (:func:`~.randomness.side_draws`); a draw that names no side, or the
    outer wall, leaves the walk where it is.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    draws = side_draws(rng, s)
    # a woven grid (mazetk.grids.weave): a step towards a cell of the maze
    # may run on under it instead, weave % of the times a tunnel could; the
    # walk remembers that side as k + s
    weave = grid.weave / 100.0
    over, rnd = grid.over if weave else None, rng.random
    in_tree = bytearray(n)
    exit_side = bytearray(n)
    # Any root gives the uniform distribution; the middle one is reached
    # soonest by the first walk, which is most of the work on a big grid.
    root = n // 2

    def _runs_under(cell, first, last):
        """Whether the walk's loop-erased way from ``first`` to ``last``
        runs through a tunnel under ``cell``."""
        x = first
        while x != last:
            k = exit_side[x]
            if k >= s:
                u = nbr[x * s + k - s]
                if u == cell:
                    return True
                x = nbr[u * s + k - s]
            else:
                x = nbr[x * s + k]
        return False
    in_tree[root] = 1
    yield ("visit", root)
    for start in range(n):
        if in_tree[start]:
            continue
        c = start
        yield ("walk", c)
        while not in_tree[c]:
            k = next(draws)
            m = nbr[c * s + k] if k < s else -1
            if m >= 0:
                if over is not None and in_tree[m]:
                    b = over(c, k)
                    if b >= 0 and rnd() < weave:
                        k, m = k + s, b
                    if in_tree[m] and _runs_under(m, start, c):
                        continue  # the way in would open a cell the walk runs under
                exit_side[c] = k
                c = m
                yield ("walk", m)
        c = start
        while not in_tree[c]:
            k = exit_side[c]
            if k >= s:
                m = grid.dig(c, k - s)
            else:
                m = nbr[c * s + k]
                pas[c] |= 1 << k
                pas[m] |= 1 << match[c * s + k]
            in_tree[c] = 1
            yield ("carve", c, m)
            c = m
