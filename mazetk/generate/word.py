"""A solution that writes a word (Daedalus's Word Mazes): the one way from
the start to the goal traces the letters of a word, in the bitmap font the
Words masks use (:mod:`mazetk.masks.bitfont`), and the rest of the maze is
carved round it, so the word shows only when the maze is solved.

Each font pixel of a letter is 2 x 2 cells.  A letter is one piece by its
pixels' sides and reaches its bottom row (the font is drawn so), so a
random tree joins its pixels, and the way runs round that tree as a
unicursal maze runs round its maze (:mod:`.unicursal`): along both sides of
every joint and along every other edge, through every cell of the letter
once; a letter reads as a doubled line.  The loop round a letter is cut at
the bottom of its leftmost bottom pixel, and the way comes up there from a
line under the word, the *baseline*, goes round the letter and back down
beside where it came up, and on along the baseline to the next letter.  It
starts at the left edge of the maze and ends at the right edge, on the
baseline; in between it wanders between the baseline and the row below
it (:data:`WANDER`), so no long straight corridor gives it away.

The maze is carved by the chosen generator as ever; then the way is laid
into it (:func:`mazetk.generate.rooms.attach` closes every passage between
it and the rest and gives each piece cut off one door back), so the maze is
perfect and the way is its only solution.
"""

from ..i18n import _
from ..masks import bitfont

#: A font pixel's side in cells, and the rows a letter takes (7 pixels).
SCALE = 2
TALL = bitfont.HEIGHT * SCALE
#: Cells the word leaves free above it and below its baseline.
MARGIN = 1


def letters(word):
    """The glyphs of ``word``, folded to the font (lower case as upper case);
    ValueError for an empty word or a character the font lacks."""
    text, missing = bitfont.fold(str(word))
    text = text.strip().upper()
    if missing:
        bitfont.glyph(missing[0])  # says what the font has
    if not text:
        raise ValueError(_("the solution word is empty"))
    if "\n" in text:
        raise ValueError(_("the solution word is one line"))
    return text, [bitfont.glyph(char) for char in text]


def needs(word):
    """``(cols, rows)``: the smallest maze ``word`` fits in."""
    text, glyphs = letters(word)
    width = SCALE * (sum(len(g[0]) for g in glyphs) + bitfont.GAP * (len(glyphs) - 1))
    return width + 2, TALL + 1 + 2 * MARGIN


def check(word, shape, cols, rows):
    """ValueError with the size it needs when ``word`` does not fit."""
    if not word:
        return
    if shape != "square":
        raise ValueError(_("a solution word is written on a square maze, not %s") % shape)
    need_cols, need_rows = needs(word)
    if cols < need_cols or rows < need_rows:
        raise ValueError(_("the word %(word)s needs a maze of at least %(cols)d x %(rows)d "
                           "(a letter is %(tall)d cells tall and about 10 wide), not "
                           "%(given)s") % {"word": letters(word)[0], "cols": max(cols, need_cols),
                                           "rows": max(rows, need_rows), "tall": TALL,
                                           "given": "%d x %d" % (cols, rows)})


def _tree(pixels, rng):
    """A random tree over the set ``pixels`` ((row, col) places), joining
    side neighbours: its joints, as a set of frozensets of two places."""
    order = sorted(pixels)
    first = order[int(rng.random() * len(order))]
    seen, todo, joints = {first}, [first], set()
    while todo:  # a random depth-first walk
        here = todo[-1]
        r, c = here
        options = [p for p in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))
                   if p in pixels and p not in seen]
        if not options:
            todo.pop()
            continue
        there = options[int(rng.random() * len(options))]
        joints.add(frozenset((here, there)))
        seen.add(there)
        todo.append(there)
    return joints


def _loop(pixels, joints, top, left):
    """The cells round the tree of ``pixels`` (font places, the letter's top
    left cell at ``(top, left)``): ``{cell: set of linked cells}``."""
    links = {}

    def join(a, b):
        links.setdefault(a, set()).add(b)
        links.setdefault(b, set()).add(a)

    for r, c in pixels:
        y, x = top + SCALE * r, left + SCALE * c
        tl, tr, bl, br = (y, x), (y, x + 1), (y + 1, x), (y + 1, x + 1)
        for beyond, (a, b), (fa, fb) in (((r - 1, c), (tl, tr), ((y - 1, x), (y - 1, x + 1))),
                                         ((r + 1, c), (bl, br), ((y + 2, x), (y + 2, x + 1))),
                                         ((r, c - 1), (tl, bl), ((y, x - 1), (y + 1, x - 1))),
                                         ((r, c + 1), (tr, br), ((y, x + 2), (y + 1, x + 2)))):
            if frozenset(((r, c), beyond)) in joints:
                join(a, fa)  # across the joint, each cell to the one facing it
                join(b, fb)
            else:
                join(a, b)   # along the edge
    return links


def way(word, cols, rows, rng):
    """The cells (row, col) of the way through a maze of ``cols`` x ``rows``
    that writes ``word``, from the start (left edge) to the goal (right edge)."""
    text, glyphs = letters(word)
    need_cols, need_rows = needs(word)
    width = need_cols - 2
    left = (cols - width) // 2
    top = MARGIN + (rows - need_rows) // 2
    base = top + TALL  # the baseline, under the letters
    out, col, x = [], 0, left
    for glyph in glyphs:
        pixels = {(r, c) for r, row in enumerate(glyph) for c, p in enumerate(row)
                  if p != bitfont.NONE}
        if pixels:
            links = _loop(pixels, _tree(pixels, rng), top, x)
            foot = min(c for r, c in pixels if r == bitfont.HEIGHT - 1)
            a = (base - 1, x + SCALE * foot)  # the cut: the bottom of that pixel
            b = (a[0], a[1] + 1)
            links[a].discard(b)
            links[b].discard(a)
            out += _along(base, col, a[1], rng)  # along the baseline, then up
            prev, here = None, a
            while True:  # round the letter from a to b, then down again
                out.append(here)
                if here == b:
                    break
                prev, here = here, next(p for p in links[here] if p != prev)
            col = b[1]
        x += SCALE * (len(glyph[0]) + bitfont.GAP)
    return out + _along(base, col, cols - 1, rng)


#: How often the way under the word steps between the baseline and the row
#: below it, at each column: often enough that no long straight corridor
#: shows where the way runs before the maze is solved.
WANDER = 0.35


def _along(base, first, last, rng):
    """The way along under the word from column ``first`` to ``last``, on the
    baseline at both: at each column it may step down to the row below the
    baseline or back up (so the cells of a column where it steps are both
    on the way)."""
    out, y = [], base
    for c in range(first, last + 1):
        out.append((y, c))
        if c == last:
            if y != base:
                out.append((base, c))
        elif rng.random() < WANDER:
            y = base + base + 1 - y
            out.append((y, c))
    return out


def lay(grid, cells, rng):
    """Lay the way ``cells`` (grid cells, in order) into the carved maze on
    ``grid``: its own passages only between consecutive cells, and the rest
    of the maze joined to it by one door a piece (:func:`.rooms.attach`)."""
    from .rooms import attach
    s, nbr = grid.slots, grid.nbr
    inside = bytearray(grid.n)
    for c in cells:
        inside[c] = 1
    for c in cells:
        for k in range(s):
            m = nbr[c * s + k]
            if m >= 0 and inside[m]:
                grid.unlink(c, k)
    for a, b in zip(cells, cells[1:]):
        grid.link(a, grid.slot_towards(a, b))
    attach(grid, inside, rng)
