"""Eller's algorithm: one row at a time, with memory for one row (square grids only)."""

from ..grids import E, N, S, W


def eller(grid, rng):
    """Eller's algorithm: each row's cells belong to sets (the trees they
    are part of).  Join neighbours of different sets at random (every
    one on the last row), then open at least one cell of each set down into
    the next row, whose other cells start sets of their own."""
    cols, rows, rnd, pas = grid.cols, grid.rows, rng.random, grid.passages
    label = [0] * cols  # the set of each column's cell on this row
    members = {}  # set -> its columns on this row
    next_label = 1
    for r in range(rows):
        last = r == rows - 1
        for x in range(cols):
            if not label[x]:
                label[x] = next_label
                members[next_label] = [x]
                next_label += 1
        for x in range(cols - 1):
            a, b = label[x], label[x + 1]
            if a != b and (last or rnd() < 0.5):
                c = grid.cell(r, x)
                pas[c] |= 1 << E
                pas[c + 1] |= 1 << W
                yield ("carve", c, c + 1)
                if len(members[a]) < len(members[b]):
                    a, b = b, a
                for y in members[b]:
                    label[y] = a
                members[a].extend(members.pop(b))
        if last:
            return
        below = [0] * cols
        new_members = {}
        for lab, xs in members.items():
            down = [x for x in xs if rnd() < 0.5]
            if not down:
                down = [xs[int(rnd() * len(xs))]]
            for x in down:
                c, d = grid.cell(r, x), grid.cell(r + 1, x)
                pas[c] |= 1 << S
                pas[d] |= 1 << N
                below[x] = lab
                yield ("carve", c, d)
            new_members[lab] = down
        label, members = below, new_members
