"""A room in the middle: an open space the way leads to (mazegenerator.net's
inner room, its circles' "inner diameter").

``--room WxH`` on a square maze leaves W x H cells in the middle without a
wall between them; ``--hole N`` on a circle opens its N innermost rings
(the centre cell and the N - 1 rings round it) into one open disc.

The maze is carved as ever, then the room is opened: every wall between two
of its cells goes, every door out of it is closed, and then, for each piece
of the maze outside that the closing cut off, one of its doors (a random
one) opens again.  So the maze is still perfect if the room counts as one
cell: one way between any two places, every cell reached.  The ends:
unless chosen, the start is where ``endpoints`` puts it among the cells
outside the room (``farthest``: the cell farthest from the room), and the
goal is the room cell just inside the door the start's piece has: where
the way first enters the room.  Every solver finds it, wall followers too.
"""

from array import array
from collections import deque

from ..i18n import _

#: The shapes that may have a room, and the flag that asks for it.
ROOM_SHAPES = ("square", "circle")


def check(room, shape, cols, rows):
    """``room`` (a ``(W, H)`` pair, for a circle ``(N, N)``) checked against
    the shape and size: ValueError with what would fit."""
    if room is None:
        return
    if shape not in ROOM_SHAPES:
        raise ValueError(_("only square mazes (a room, --room WxH) and circles (an open "
                           "centre, --hole N) can have a room, not %s mazes") % shape)
    w, h = room
    if shape == "circle":
        if not 2 <= w <= cols - 1:
            raise ValueError(_("a circle of %(rings)d rings can open from 2 to %(most)d of its "
                               "innermost rings, not %(hole)d")
                             % {"rings": cols, "most": cols - 1, "hole": w})
        return
    if w < 1 or h < 1 or w * h < 2:
        raise ValueError(_("a room needs at least 2 cells, like 2x1, not %(w)dx%(h)d")
                         % {"w": w, "h": h})
    if w > cols - 2 or h > rows - 2:
        raise ValueError(_("a room in a maze of %(cols)d x %(rows)d leaves a cell round it: at "
                           "most %(most_w)dx%(most_h)d, not %(w)dx%(h)d")
                         % {"cols": cols, "rows": rows, "most_w": max(0, cols - 2),
                            "most_h": max(0, rows - 2), "w": w, "h": h})


def room_cells(grid, room):
    """The cells of the room, in order (``room`` as :func:`check` takes it)."""
    if grid.kind == "circle":
        return list(range(grid.first[room[0] - 1] + grid.counts[room[0] - 1]))
    w, h = room
    left, top = (grid.cols - w) // 2, (grid.rows - h) // 2
    return [grid.cell(r, c) for r in range(top, top + h) for c in range(left, left + w)]


def open_room(grid, cells, rng):
    """Open the room ``cells`` in the carved maze on ``grid`` (see the module
    docstring); returns :func:`attach`'s ``(doors, piece)``."""
    s, nbr = grid.slots, grid.nbr
    inside = bytearray(grid.n)
    for c in cells:
        inside[c] = 1
    for c in cells:
        for k in range(s):
            m = nbr[c * s + k]
            if m >= 0 and inside[m]:
                grid.link(c, k)
    return attach(grid, inside, rng)


def attach(grid, inside, rng):
    """Close every passage from the cells marked in ``inside`` (a bytearray)
    to the others, then give each piece of the maze outside that this cut
    off one of its doors back, a random one: a tree stays a tree, with the
    inside counted as one cell.  Returns ``doors``: ``{piece: (outside
    cell, inside cell)}``, and ``piece``: each cell's piece (-1 inside)."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    found = []  # every door: (outside cell, inside cell)
    for c in range(grid.n):
        if not inside[c]:
            continue
        for k in range(s):
            m = nbr[c * s + k]
            if m >= 0 and not inside[m] and pas[c] >> k & 1:
                grid.unlink(c, k)
                found.append((m, c))
    piece = array("i", [-1]) * grid.n
    count = 0
    for c in range(grid.n):  # the pieces outside, breadth first
        if inside[c] or piece[c] >= 0:
            continue
        piece[c] = count
        todo = deque([c])
        while todo:
            x = todo.popleft()
            bits, base = pas[x], x * s
            for k in range(s):
                if bits >> k & 1:
                    m = nbr[base + k]
                    if m >= 0 and piece[m] < 0 and not inside[m]:
                        piece[m] = count
                        todo.append(m)
        count += 1
    by_piece = {}
    for m, c in found:
        by_piece.setdefault(piece[m], []).append((m, c))
    doors = {}
    for p in range(count):  # every piece had a door: the carved maze was one piece
        options = by_piece[p]
        m, c = options[int(rng.random() * len(options))]
        grid.link(c, grid.slot_towards(c, m))
        doors[p] = (m, c)
    return doors, piece


def distances_from(grid, sources):
    """Steps from the nearest of ``sources`` to every cell (breadth first)."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    dist = array("i", [-1]) * grid.n
    todo = deque(sources)
    for c in sources:
        dist[c] = 0
    while todo:
        x = todo.popleft()
        bits, base = pas[x], x * s
        for k in range(s):
            if bits >> k & 1:
                m = nbr[base + k]
                if m >= 0 and dist[m] < 0:
                    dist[m] = dist[x] + 1
                    todo.append(m)
    return dist
