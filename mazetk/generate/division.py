"""Recursive division: start open, split chambers by walls with one gap (square grids only)."""

from ..grids import E, N, S, W


def division(grid, rng, weighted=1):
    """Recursive division: start open, add walls with one gap, split, repeat.

    ``weighted=1`` (the default) picks each wall's orientation at random,
    a wall across the chamber's height (a horizontal wall) with chance
    ``height / (width + height)``, the way Walter Pullen's Daedalus weighs
    it by the chamber's proportions: about 23 % of the cells are dead ends.
    ``weighted=0`` always cuts across the longer side (a coin flip for a
    square chamber), as mazetk did before: long corridors, about 27 % dead
    ends, and the mazes of old ``mz1`` codes.
    Chambers wait on an explicit stack, so no recursion limit applies.
    """
    rnd, cell = rng.random, grid.cell
    grid.open_all()
    pas = grid.passages
    keep_n, keep_e, keep_s, keep_w = (~(1 << k) & 0xFF for k in (N, E, S, W))
    stack = [(0, 0, grid.rows, grid.cols)]  # chambers: top row, left column, height, width
    while stack:
        r0, c0, h, w = stack.pop()
        if h < 2 or w < 2:
            continue
        yield ("chamber", cell(r0, c0), cell(r0 + h - 1, c0 + w - 1))
        if weighted:
            across = rnd() * (h + w) < h
        else:
            across = h > w or (h == w and rnd() < 0.5)
        if across:
            y = int(rnd() * (h - 1))  # wall below row r0 + y
            gap = int(rnd() * w)
            for x in range(w):
                if x != gap:
                    a, b = cell(r0 + y, c0 + x), cell(r0 + y + 1, c0 + x)
                    pas[a] &= keep_s
                    pas[b] &= keep_n
                    yield ("wall", a, b)
            stack.append((r0 + y + 1, c0, h - y - 1, w))
            stack.append((r0, c0, y + 1, w))
        else:
            x = int(rnd() * (w - 1))  # wall east of column c0 + x
            gap = int(rnd() * h)
            for y in range(h):
                if y != gap:
                    a = cell(r0 + y, c0 + x)
                    pas[a] &= keep_e
                    pas[a + 1] &= keep_w
                    yield ("wall", a, a + 1)
            stack.append((r0, c0 + x + 1, h, w - x - 1))
            stack.append((r0, c0, h, x + 1))
