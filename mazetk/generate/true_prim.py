"""Prim's minimum spanning tree algorithm over random passage weights."""

import heapq
from array import array

from .randomness import randbelow

#: Bands of weight in which the entries above the heap's wait (a power of two).
_PRIM_BANDS = 256
_WEIGHT_BITS = 20


def true_prim(grid, rng):
    """Prim's minimum spanning tree algorithm over random passage weights.

    The textbook algorithm, in its eager form: grow the tree from one cell;
    every frontier cell keeps its cheapest passage into the tree, and the
    cheapest frontier cell joins it next.  Its mazes have the same
    distribution as Kruskal's (both are the minimum spanning tree of random
    weights), grown from one cell.  Each passage weighs ``getrandbits(20)``,
    drawn as its cell outside first meets the tree.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    bits = rng.getrandbits
    none = 1 << (_WEIGHT_BITS + 1)
    inside = bytearray(n)
    best = array("i", [none]) * n  # cheapest weight into the tree so far
    via = array("i", [-1]) * n  # ... and the wall it crosses (cell * slots + slot)
    frontier = _Cheapest(n)
    push, pop = frontier.push, frontier.pop
    c = randbelow(rng, n)
    inside[c] = 1
    yield ("visit", c)
    while True:
        base = c * s
        for k in range(s):
            m = nbr[base + k]
            if m >= 0 and not inside[m]:
                w = bits(_WEIGHT_BITS)
                if best[m] == none:
                    yield ("frontier", m)
                if w < best[m]:
                    best[m] = w
                    via[m] = base + k
                    push(w, m)
        c = pop(inside, best)
        if c < 0:
            return
        e = via[c]
        a = e // s
        inside[c] = 1
        pas[a] |= 1 << (e - a * s)
        pas[c] |= 1 << match[e]
        yield ("carve", a, c)


class _Cheapest:
    """The frontier, cheapest first: a heap of ``weight << shift | cell``
    integers (Python compares those far faster than tuples).

    Only the entries of the lowest weights are in the heap.  The others wait
    in lists by weight (:data:`_PRIM_BANDS` bands), and a band becomes the
    heap when the heap runs dry, so the cheapest entry is still popped
    first.  The growth is an invasion: most entries of high weight (about
    half the cells) would sit in the heap to the end, making every push and
    pop slower and, on a big grid, the heap too large for the cache.
    """

    def __init__(self, n):
        self.shift = max(24, n.bit_length())
        self.band_shift = _WEIGHT_BITS - (_PRIM_BANDS.bit_length() - 1)
        self.heap = []
        self.band = 0  # the heap holds the entries of bands up to this one
        self.waiting = [[] for _ in range(_PRIM_BANDS)]  # the bands above it

    def push(self, weight, cell):
        band = weight >> self.band_shift
        if band <= self.band:
            heapq.heappush(self.heap, weight << self.shift | cell)
        else:
            self.waiting[band].append(weight << self.shift | cell)

    def pop(self, inside, best):
        """The cheapest cell not ``inside`` whose entry is still its
        ``best``; -1 when there is none (older, dearer entries are skipped)."""
        heap, shift, mask = self.heap, self.shift, (1 << self.shift) - 1
        while True:
            while heap:
                entry = heapq.heappop(heap)
                c = entry & mask
                if not inside[c] and entry >> shift == best[c]:
                    return c
            self.band += 1
            if self.band == _PRIM_BANDS:
                return -1
            heap, self.waiting[self.band] = self.waiting[self.band], None
            heapq.heapify(heap)
            self.heap = heap
