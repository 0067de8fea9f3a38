"""Unicursal mazes: any perfect maze turned into a labyrinth, one path that
visits every cell, without a choice on the way (*Mazes for Programmers*'
closing idea; jamis/theseus's ``unicursal`` option).

A perfect maze of ``W`` x ``H`` cells becomes a grid of ``2W`` x ``2H``:
each cell splits into four, and the new passages run along both sides of
every old passage and along every old wall.  Each of the four quarters of
a cell touches two of its sides; beside a wall it joins the quarter along
that wall, beside a passage the quarter across it.  So every new cell has
two passages, and because the old passages form a tree, together they are
one closed walk round it, through every cell once.  :func:`cut` opens that
ring at the border: the start and the goal are the two cells beside the
cut, side by side, and the one path between them visits every cell.
"""

from ..grids import E, N, S, W

#: The quarters of a cell: (row, column) within its 2 x 2 block.
_TL, _TR, _BL, _BR = (0, 0), (0, 1), (1, 0), (1, 1)
#: Each side of an old cell: the two quarters beside it, in order along it
#: (left to right, top to bottom), and the side of the quarter that faces it.
_ALONG = {N: (_TL, _TR, E), S: (_BL, _BR, E), W: (_TL, _BL, S), E: (_TR, _BR, S)}


def double(base, grid):
    """Carve into the empty ``grid`` (``2 * base.cols`` x ``2 * base.rows``
    squares) the ring round the maze carved on ``base`` (a square grid)."""
    cols = base.cols
    for cell in range(base.n):
        r, c = divmod(cell, cols)
        for side, (a, b, along) in _ALONG.items():
            qa = grid.cell(2 * r + a[0], 2 * c + a[1])
            if base.neighbour(cell, side) >= 0 and base.is_open(cell, side):
                # across the old passage: each quarter to the one facing it
                grid.link(qa, side)
                grid.link(grid.cell(2 * r + b[0], 2 * c + b[1]), side)
            else:  # along the old wall: the two quarters beside it join
                grid.link(qa, along)
    return grid


def cut(grid, rng, endpoints="corners"):
    """Open the ring on ``grid`` at the border: ``(start, goal)``, the two
    cells beside the cut.  ``corners`` cuts it on the left edge of the top
    left corner; ``random`` at a random place along the border; ``farthest``
    as ``corners`` (every cut leaves one path through every cell)."""
    cols, rows = grid.cols, grid.rows
    places = [(0, 0, S)]  # the top left cell and the one below it, on the left edge
    if endpoints == "random":
        places = ([(r, 0, S) for r in range(0, rows, 2)] +
                  [(r, cols - 1, S) for r in range(0, rows, 2)] +
                  [(0, c, E) for c in range(0, cols, 2)] +
                  [(rows - 1, c, E) for c in range(0, cols, 2)])
    r, c, side = places[int(rng.random() * len(places))] if len(places) > 1 else places[0]
    a = grid.cell(r, c)
    b = grid.neighbour(a, side)
    grid.unlink(a, side)
    return a, b


def path(grid, start):
    """The one path from ``start``, cell by cell, to its other end; on the
    ring not yet cut, once round it (``start`` not repeated)."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    out, prev, x = [start], -1, start
    while True:
        nxt = [nbr[x * s + k] for k in range(s)
               if pas[x] >> k & 1 and nbr[x * s + k] >= 0 and nbr[x * s + k] != prev]
        if not nxt or nxt[0] == start:
            return out
        prev, x = x, nxt[0]
        out.append(x)
