"""Wilson's algorithm without steps: the same draws as :func:`.wilson.wilson`,
so the same maze, and the random generator left in the same state.

``tests/test_wilson_fast.py`` proves it: both versions on every shape,
size and mask, seed by seed, with blocks of draws of every size.

- On a grid with a padded lattice (:mod:`mazetk.grids.lattice`) where each
  side is one step (square, hex) or every step changes the parity of the
  index (up and down triangles), the walk is three list operations a step
  (:func:`lattice_walk`);
- on other grids of places in rows (upsilon) it walks a list holding
  each cell's mark beside the steps of its sides (:func:`list_walk`).

Both draw their sides a block at a time (``getrandbits(64 * m)`` is ``m``
calls of ``getrandbits(64)`` joined, lowest first), note each cell's exit
as it joins the maze, open all the passages at the end with byte
operations (:func:`~mazetk.grids.lattice.open_sides`), and at the end put
the random generator back where the step version leaves it.  They yield
the fraction done once a block of draws.
"""

import itertools
import operator
from collections import deque

from ..grids.lattice import open_sides
from .randomness import draw_width


def variant(grid, rng):
    """The fast walk for ``grid``: an iterator of fractions done, or None
    where there is none (the circle; a generator without a state to put
    back, such as ``random.SystemRandom``)."""
    try:
        rng.getstate()
    except (AttributeError, NotImplementedError):
        return None
    if grid.weave:  # square: the walk that offers tunnels; hex: the step version
        return woven_walk(grid, rng, grid.plain_lattice()) if grid.kind == "square" else None
    lattice = grid.lattice()
    if lattice is not None and (lattice.steps[0] == lattice.steps[1] or all(
            d & 1 for kind in lattice.steps for d in kind)):
        return lattice_walk(grid, rng, lattice)
    whole = grid.whole
    if whole.KINDS and whole.n <= _LIST_WALK_CELLS and not grid.wrap:  # steps: no wrap
        return list_walk(grid, rng)
    return None


#: Two-bit draws from one byte of random bits, plus one: ``_SIDES[j][b]`` is
#: ``(b >> 2 * j & 3) + 1``, the j-th of the four draws the byte holds.
_SIDES = [bytes((b >> 2 * j & 3) + 1 for b in range(256)) for j in range(4)]
_WILSON_BLOCK = 2048  # 64-bit words drawn at a time: 65536 sides


def _draws(getrandbits, words, width):
    """1 + each draw ``getrandbits(64 * words)`` holds, a byte each, in the
    order :func:`.wilson.wilson` takes them: ``64 // width`` a word, lowest bits
    first (bits left at the top of a word go unused).

    Two-bit draws come four to a byte through :data:`_SIDES`; wider ones
    are taken draw ``j`` of every word at once, the block shifted and
    masked as one big integer, one byte a word kept and interleaved.
    """
    block = getrandbits(64 * words)
    per_word = 64 // width
    out = bytearray(per_word * words)
    if width == 2:
        raw = block.to_bytes(8 * words, "little")
        for j in range(4):
            out[j::4] = raw.translate(_SIDES[j])
        return out
    mask = int.from_bytes((b"\x01" + bytes(7)) * words, "little") * ((1 << width) - 1)
    for j in range(per_word):
        out[j::per_word] = ((block >> width * j) & mask).to_bytes(8 * words, "little")[0::8]
    return out.translate(_PLUS_ONE)


_PLUS_ONE = bytes(range(1, 256)) + b"\x00"


def _raw_used(raw, kept, drop):
    """How many draws of ``raw`` it takes to keep ``kept`` of them when
    the draws in ``drop`` are skipped."""
    lo, hi = kept, len(raw)
    while lo < hi:
        mid = (lo + hi) // 2
        if mid - sum(raw.count(d, 0, mid) for d in drop) < kept:
            lo = mid + 1
        else:
            hi = mid
    return lo


class _Draws:
    """Wilson's draws for a fast walk: a block at a time, 1 + the slot each,
    with the draws that name no slot dropped, and ``odd`` added to those at
    odd places of a block; and, at the end, the random generator put back
    where the step version leaves it."""

    def __init__(self, rng, slots, odd=0):
        self.rng = rng
        self.saved = rng.getstate()
        self.width = draw_width(slots)
        self.drop = bytes(range(slots + 1, (1 << self.width) + 1))
        self.odd = bytes(range(odd, 256)) + bytes(range(odd)) if odd else None
        self.raw, self.kept, self.blocks = b"", [], 0

    def block(self):
        """An iterator over the next block of sides."""
        self.raw = _draws(self.rng.getrandbits, _WILSON_BLOCK, self.width)
        kept = self.raw.translate(None, self.drop)
        if self.odd is not None:
            kept = bytearray(kept)
            kept[1::2] = kept[1::2].translate(self.odd)
        self.kept = list(kept)  # a list iterates fastest
        self.blocks += 1
        return iter(self.kept)

    def restore(self, sides):
        """Leave the generator as :func:`.wilson.wilson` does: as many 64-bit words
        drawn as it used, ``sides`` being what is left of the last block."""
        words = 0
        if self.blocks:
            used = _raw_used(self.raw, len(self.kept) - operator.length_hint(sides), self.drop)
            per_word = 64 // self.width
            words = (self.blocks - 1) * _WILSON_BLOCK + (used + per_word - 1) // per_word
        self.rng.setstate(self.saved)
        while words:
            take = min(words, _WILSON_BLOCK)
            self.rng.getrandbits(64 * take)
            words -= take


def lattice_walk(grid, rng, lattice):
    """Wilson's walks on a grid laid out in a lattice where each side is
    one step (square, hex), or where every step changes the parity of the
    index (up and down triangles).

    ``marks`` holds, for every lattice index, None on the padding, 0 in the
    tree, else the draw by which the walk last left the cell.  A step is
    three list operations: note the draw, add its step, test the mark; a
    step onto the padding is taken back (the walk stays put, as the step
    version does at the border).  Each cell's exit is kept as it joins the
    tree, and the passages are opened from those at the end.

    Triangles: a walk's kind of cell changes with every step it takes, so
    the draws at odd places of a block come 4 higher, and ``ahead`` (the
    step of each draw) is chosen as a walk starts or stays put from the
    parity of its cell and of the place of its next draw.  A step costs
    what it costs on squares, not one subscript more.
    """
    size, steps = lattice.size, lattice.steps
    s = grid.slots
    flip = steps[0] != steps[1]
    odd = 1 << draw_width(s) if flip else 0  # 4 for triangles
    # tables[z][v]: the step of draw v where z is the parity of the cell
    # the walk is at and of the place of its next draw, v 1 + the slot,
    # odd more at odd places; erase[q][v]: the step of a cell of parity q
    # whose mark is v
    tables = [[0] * (2 * odd + s + 1), [0] * (2 * odd + s + 1)]
    erase = [[0] * (2 * odd + s + 1), [0] * (2 * odd + s + 1)]
    for z in (0, 1):
        for e in ((0, 1) if flip else (0,)):
            for k, d in enumerate(steps[z ^ e]):
                tables[z][odd * e + 1 + k] = d
                erase[z][odd * e + 1 + k] = steps[z][k]
    ahead = tables[0]
    marks = [None] * size
    lattice.scatter(marks, 1)
    marks[lattice.position(grid.n // 2)] = 0  # the root
    exits = bytearray(size)
    draws = _Draws(rng, s, odd)
    sides, placed, hint = iter(()), 0, operator.length_hint
    done = 0.0
    # every cell not in the tree yet when its turn comes (the marks read live)
    for start in itertools.compress(lattice.positions(),
                                    map(marks.__getitem__, lattice.positions())):
        c = start
        while True:
            if flip:  # the parity of the cell and of the place of the next draw
                ahead = tables[(c + placed - hint(sides)) & 1]
            for k in sides:  # the hot loop: tens of millions of steps
                marks[c] = k
                c += ahead[k]
                if not marks[c]:
                    break
            else:
                sides = draws.block()
                placed = len(draws.kept)
                done = max(done, start / size)
                yield done
                continue
            if marks[c] is None:
                c -= ahead[k]
                continue
            break
        c = start
        k = marks[c]
        if flip:
            while k:
                exits[c] = k
                marks[c] = 0
                c += erase[c & 1][k]
                k = marks[c]
        else:
            while k:
                exits[c] = k
                marks[c] = 0
                c += ahead[k]
                k = marks[c]
    del marks
    if odd:  # 1 + the slot
        exits = exits.translate(bytes(range(odd)) + bytes(range(256 - odd)))
    open_sides(grid, lattice.gather(exits))
    draws.restore(sides)


_TWO_53 = 9007199254740992.0
#: 64-bit words a block of the woven walk: a tunnel's draw takes a word out
#: of the block (a list move), so a short block keeps that quick.
_WOVEN_BLOCK = 128


def woven_walk(grid, rng, lattice):
    """Wilson's walks on a woven square grid, in its padded lattice, with
    the step version's draws: the same maze, tunnels included.

    The step version draws its sides from 64-bit words, 32 a word, and
    where a step towards the tree could run on under the cell there (that
    cell's passages exactly the straight pair across the step, the cell
    beyond on the grid with nothing beneath it), it calls ``random()``,
    which takes the next word (two 32-bit outputs, as ``getrandbits(64)``
    does) before the rest of the word its sides come from.  Here the sides
    come a block of words at a time, as a list of 32 draws a word; a
    tunnel's chance takes the next whole word out of that list, rebuilds
    it from its 32 draws and makes of it the number ``random()`` would.

    ``marks`` as in :func:`lattice_walk`; a walk that leaves a cell through
    a tunnel notes 5 + the slot, a step of two cells.  The tree's passages
    and crossings are kept over the lattice as it grows (a tunnel needs
    them), copied to the grid at the end, and the tunnels dug there.
    """
    size, delta = lattice.size, lattice.steps[0]
    s = grid.slots
    weave = grid.weave / 100.0
    back = list(grid.opp)
    # by mark v (1 + slot, or 5 + slot through a tunnel): its step, the
    # passage bits it opens at both ends, and the straight pair across it
    ahead, bit, bit_back, across = [0] * 9, [0] * 9, [0] * 9, [0] * 9
    for k, d in enumerate(delta):
        for v, step in ((1 + k, d), (5 + k, 2 * d)):
            ahead[v], bit[v], bit_back[v] = step, 1 << k, 1 << back[k]
            across[v] = 1 << (k + 1) % 2 | 1 << ((k + 1) % 2 + 2)
    marks = [None] * size
    lattice.scatter(marks, 1)
    marks[lattice.position(grid.n // 2)] = 0  # the root
    pas = [0] * size
    under = bytearray(size)
    dug = []
    saved = rng.getstate()
    getrandbits = rng.getrandbits
    kept, words, tunnel_words = [], 0, 0  # the list of draws; words whole lists held
    sides = iter(kept)
    hint = operator.length_hint

    def more():
        """The next block's draws, 1 + the slot each, 32 a word."""
        return list(_draws(getrandbits, _WOVEN_BLOCK, 2))

    done = 0.0
    for start in itertools.compress(lattice.positions(),
                                    map(marks.__getitem__, lattice.positions())):
        c = start
        while True:
            for k in sides:  # the hot loop, as in lattice_walk
                marks[c] = k
                c += ahead[k]
                if not marks[c]:
                    break
            else:
                words += len(kept) // 32
                kept = more()
                sides = iter(kept)
                done = max(done, start / size)
                yield done
                continue
            if marks[c] is None:  # the outer wall: stay put
                c -= ahead[k]
                continue
            # c is in the tree, reached from p by side k
            p = c - ahead[k]
            b = c + ahead[k]
            if pas[c] == across[k] and marks[b] is not None and not under[b]:
                # random()'s word: the next whole one after the draws used
                at = -(-(len(kept) - hint(sides)) // 32) * 32
                while len(kept) < at + 32:
                    kept += more()  # the iterator goes on into them
                word = 0
                for v in reversed(kept[at:at + 32]):
                    word = word << 2 | (v - 1)
                del kept[at:at + 32]
                tunnel_words += 1
                # random(): (first output >> 5) * 2**26 + (second >> 6), over 2**53
                if ((word & 0xFFFFFFFF) >> 5) * 67108864.0 + (word >> 38) < weave * _TWO_53:
                    marks[p] = k + 4
                    c = b
                    if marks[c]:
                        continue  # on under the tree, the walk goes on from b
            # a step into a cell the walk runs under is not taken
            x = start
            blocked = False
            while x != p:
                v = marks[x]
                if v > 4:
                    if x + ahead[v - 4] == c:
                        blocked = True
                        break
                x += ahead[v]
            if blocked:
                c = p
                continue
            break
        # the loop-erased way from start into the tree: passages (and tunnels)
        x = start
        v = marks[x]
        while v:
            m = x + ahead[v]
            pas[x] |= bit[v]
            pas[m] |= bit_back[v]
            if v > 4:
                u = x + ahead[v - 4]
                pas[u] |= bit[v] | bit_back[v]
                under[u] = 1
                dug.append((x, v - 5))
            marks[x] = 0
            x = m
            v = marks[x]
    del marks
    grid.passages[:] = lattice.gather(bytearray(pas))
    first, wide, cols = next(iter(lattice.positions())), lattice.wide, grid.cols
    for x, k in dug:
        r, col = divmod(x - first, wide)
        grid.dig(r * cols + col, k)
    # the random generator as the step version leaves it: every word its
    # sides began, and one a tunnel's chance
    words += -(-(len(kept) - hint(sides)) // 32) + tunnel_words
    rng.setstate(saved)
    while words:
        take = min(words, _WILSON_BLOCK)
        rng.getrandbits(64 * take)
        words -= take


def list_walk(grid, rng):
    """Wilson's walks on any grid of places in rows (upsilon; square, hex
    and triangle take :func:`lattice_walk`, and serve to test this one).

    As :func:`lattice_walk`, on the table of :func:`_list_walk_table`:
    a cell's mark and the steps of its slots side by side, the steps that
    leave the grid 0.
    """
    full = grid.whole
    table, stride = _list_walk_table(grid)
    exits = bytearray(stride * full.n)
    root = grid.n // 2
    table[stride * (root if full is grid else grid.cells[root])] = 0
    draws = _Draws(rng, grid.slots)
    sides = iter(())
    total = stride * full.n
    for start in itertools.compress(range(0, total, stride),
                                    itertools.islice(table, 0, None, stride)):
        c = start
        while True:
            for k in sides:  # the hot loop
                table[c] = k
                c += table[c + k]
                if not table[c]:
                    break
            else:
                sides = draws.block()
                yield start / total
                continue
            break
        c = start
        k = table[c]
        while k:
            exits[c] = k
            table[c] = 0
            c += table[c + k]
            k = table[c]
    del table
    exits = exits[0::stride]
    if full is not grid:
        exits = bytes(map(exits.__getitem__, grid.cells))
    open_sides(grid, exits)
    draws.restore(sides)


#: Cells up to which Wilson's fast walk on upsilon grids keeps a list of
#: ``slots + 1`` entries a cell (about 72 bytes an octagon): the most cells
#: of such a maze; a bigger grid walks step by step.
_LIST_WALK_CELLS = 1000000


def _list_walk_table(grid):
    """``(table, stride)`` for :func:`list_walk`, ``stride = slots + 1``.

    ``table[stride * c]`` is 1 (cell ``c`` is not in the tree yet) and
    ``table[stride * c + 1 + k]`` is ``stride`` times the step from ``c`` to
    the cell beyond side ``k``, 0 where there is none (stay put).  A list
    of a few distinct integers, made row by row from the grid's kinds of
    places: a step costs the walk one addition and no new object.
    """
    full = grid.whole
    if full is not grid:
        return _masked_walk_table(grid, full)
    n, s, cols = grid.n, grid.slots, grid.cols
    stride = s + 1
    kinds = grid.kinds()
    cell = [[1] + [0 if step is None else stride * step for step in steps]
            for steps in grid.cell_steps()]
    rows = {}
    table = []
    for lo in range(0, n, cols):
        key = kinds[lo:lo + cols]
        row = rows.get(key)
        if row is None:
            row = rows[key] = [x for kind in key for x in cell[kind]]
        table += row
    _stay_at_walls(table, grid, range(n))
    return table, stride


def _stay_at_walls(table, grid, places):
    """Make every step through the outer wall of ``grid`` stay put in the
    walk table: cell ``c``'s entries sit at ``places[c]`` (full numbers)."""
    stride = grid.slots + 1
    raw = grid.nbr.tobytes()
    at = raw.find(b"\xff\xff\xff\xff")
    while at >= 0:
        if not at & 3:
            c, k = divmod(at >> 2, grid.slots)
            table[stride * places[c] + 1 + k] = 0
        at = raw.find(b"\xff\xff\xff\xff", at + 1)


def _masked_walk_table(grid, full):
    """:func:`_list_walk_table` of a masked grid, laid out as its full grid:
    the cells cut away count as in the tree already (no walk starts
    there) and no step leads into them (their sides are outer wall)."""
    table, stride = _list_walk_table(full)
    on = bytearray(full.n)
    deque(map(on.__setitem__, grid.cells, itertools.repeat(1)), maxlen=0)
    table[0::stride] = on
    _stay_at_walls(table, grid, grid.cells)
    return table, stride


