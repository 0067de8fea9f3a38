"""Symmetric mazes: a square maze that is its own mirror image, half turn or
quarter turn, exactly, and still perfect.

A symmetry ``g`` (the mirror about the vertical axis, or the turn) maps
cells to cells and passages to passages.  A spanning tree that ``g`` maps
to itself is carved in three parts:

- a *domain*, a block of cells whose images under the symmetry's turns
  cover every cell once, but for the cells ``g`` keeps in place; any
  generator carves a maze on it (it is a masked grid);
- that maze copied onto each image of the domain;
- the *joins*: the passages that tie the copies and the cells kept in
  place into one tree, chosen so that ``g`` maps the joins to joins.

Which sizes allow it follows from the tree: a symmetry of order two of a
tree keeps a cell or a passage in place, and every cell it keeps lies on
one straight line of them.

- ``mirror``: the middle column, if there is one, is kept in place, so it
  is one straight corridor top to bottom, joined to the left half by one
  passage (and to the right half by its image); with an even number of
  columns, one passage across the middle joins the halves.  Any size.
- ``rotate2`` (a half turn about the centre): a cell or a passage in
  place means a middle row or a middle column: not both the columns and
  the rows even.
- ``rotate4`` (a quarter turn): the turn must map the grid onto itself
  (as many columns as rows) and keep a cell in place: the centre, so an
  odd side.

:func:`check` says which sizes work; :func:`carve_symmetric` makes the maze.
"""

from ..i18n import _

#: The symmetries, by name.
SYMMETRIES = ("mirror", "rotate2", "rotate4")
#: Each one's letter in a maze code (after ``s``).
LETTERS = {"mirror": "m", "rotate2": "2", "rotate4": "4"}


def check(symmetry, cols, rows, shape="square"):
    """ValueError with a sentence saying which sizes work when a maze of
    ``cols`` x ``rows`` cannot have ``symmetry`` ("" is none)."""
    if not symmetry:
        return
    if symmetry not in SYMMETRIES:
        raise ValueError(_("symmetry must be one of %(choices)s, not %(value)s")
                         % {"choices": ", ".join(SYMMETRIES), "value": symmetry})
    if shape != "square":
        raise ValueError(_("only square mazes can be symmetric, not %s mazes") % shape)
    if symmetry == "rotate2" and not (cols % 2 or rows % 2):
        raise ValueError(_("a maze that is its own half turn needs an odd number of columns "
                           "or of rows (a middle row or column), not %(cols)d x %(rows)d")
                         % {"cols": cols, "rows": rows})
    if symmetry == "rotate4" and not (cols == rows and cols % 2):
        raise ValueError(_("a maze that is its own quarter turn needs as many columns as "
                           "rows, an odd number (a centre cell): 5 x 5, 7 x 7, ..., not "
                           "%(cols)d x %(rows)d") % {"cols": cols, "rows": rows})


def images(symmetry, cols, rows):
    """The maps of the symmetry's group but the identity, as functions of
    ``(row, col)``: one for a mirror or a half turn, three for a quarter turn."""
    def mirror(r, c):
        return r, cols - 1 - c

    def half(r, c):
        return rows - 1 - r, cols - 1 - c

    def quarter(r, c):  # clockwise
        return c, cols - 1 - r

    if symmetry == "mirror":
        return [mirror]
    if symmetry == "rotate2":
        return [half]
    return [quarter, lambda r, c: half(r, c), lambda r, c: quarter(*half(r, c))]


def layout(symmetry, cols, rows):
    """``(domain, kept, joins)``: the domain's cells and the cells kept in
    place, as sets of ``(row, col)``, and the passages that join them, as
    ``((row, col), (row, col))`` pairs, one of each orbit (their images are
    joins too).  See the module docstring."""
    m, mc = rows // 2, cols // 2
    if cols * rows == 1:
        return set(), {(0, 0)}, []
    if symmetry == "mirror":
        domain = {(r, c) for r in range(rows) for c in range(mc)}
        if cols % 2:  # the middle column: one corridor, tied to the left half
            kept = {(r, mc) for r in range(rows)}
            joins = [((r, mc), (r + 1, mc)) for r in range(rows - 1)]
            if mc:
                joins.append(("middle", mc))
            return domain, kept, joins
        return domain, set(), [("across", mc)]
    if symmetry == "rotate2":
        if rows % 2:  # the rows above the middle one, and its left part
            domain = {(r, c) for r in range(m) for c in range(cols)}
            domain |= {(m, c) for c in range(mc)}
            if cols % 2:  # the centre stays: tied to its west (or north) neighbour
                return domain, {(m, mc)}, [((m, mc), (m, mc - 1) if mc else (m - 1, mc))]
            return domain, set(), [((m, mc - 1), (m, mc))]
        # an odd number of columns: the columns left of the middle one, and its top
        domain = {(r, c) for r in range(rows) for c in range(mc)}
        domain |= {(r, mc) for r in range(m)}
        return domain, set(), [((m - 1, mc), (m, mc))]
    # rotate4: the block above the centre, as far as its column
    domain = {(r, c) for r in range(m) for c in range(mc + 1)}
    return domain, {(m, m)}, [((m - 1, m), (m, m))] if m else []


def carve_symmetric(grid, rng, symmetry, run):
    """Carve a maze with ``symmetry`` into the square ``grid``: ``run(part,
    rng)`` carves a maze on the masked grid ``part`` (the domain) and yields
    its steps; each carve of the domain is made on every image too, and the
    joins at the end (drawn from ``rng`` where there is a choice).  Yields
    ``("carve", a, b)`` steps in the grid's cells."""
    from ..grids.masked import MaskedGrid
    from ..grids.square import SquareGrid
    cols, rows = grid.cols, grid.rows
    domain, kept, joins = layout(symmetry, cols, rows)
    maps = images(symmetry, cols, rows)
    on = bytearray(grid.n)
    for r, c in domain:
        on[r * cols + c] = 1
    if domain:
        part = MaskedGrid(SquareGrid(cols, rows), bytes(on), checked=True)
        cells = part.cells
        for step in run(part, rng):
            if step[0] != "carve":
                continue
            a, b = divmod(cells[step[1]], cols), divmod(cells[step[2]], cols)
            for pair in [(a, b)] + [(g(*a), g(*b)) for g in maps]:
                yield _open(grid, *pair)
    for join in joins:
        if join[0] == "across":  # an even mirror: one passage over the middle, any row
            r = int(rng.random() * rows)
            pairs = [((r, join[1] - 1), (r, join[1]))]
        elif join[0] == "middle":  # an odd mirror: the corridor to the left half, any row
            r = int(rng.random() * rows)
            pairs = [((r, join[1] - 1), (r, join[1]))]
            pairs += [(maps[0](*pairs[0][0]), maps[0](*pairs[0][1]))]
        else:
            pairs = [join] + [(g(*join[0]), g(*join[1])) for g in maps]
        for a, b in dict.fromkeys(tuple(sorted(p)) for p in pairs):
            yield _open(grid, a, b)


def _open(grid, a, b):
    """Open the passage between the cells at places ``a`` and ``b``."""
    x, y = a[0] * grid.cols + a[1], b[0] * grid.cols + b[1]
    grid.link(x, grid.slot_towards(x, y))
    return ("carve", x, y)


def mirror_of(grid, symmetry):
    """``[g(cell) for cell]`` for each map of the symmetry but the identity:
    to check a maze (tests, statistics)."""
    cols = grid.cols
    out = []
    for g in images(symmetry, cols, grid.rows):
        out.append([g(*divmod(c, cols))[0] * cols + g(*divmod(c, cols))[1]
                    for c in range(grid.n)])
    return out
