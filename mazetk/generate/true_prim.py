"""Prim's minimum spanning tree algorithm over random passage weights."""

import heapq
from array import array

from .randomness import randbelow

#: Bands of weight in which true Prim keeps its entries waiting (a power of two).
_PRIM_BANDS = 256


def true_prim(grid, rng):
    """Prim's minimum spanning tree algorithm over random passage weights.

    The textbook algorithm, in its eager form: every frontier cell keeps its
    cheapest passage into the tree, and a heap gives the cheapest frontier
    cell.  Its mazes have the same distribution as Kruskal's (both are the
    minimum spanning tree of random weights), grown from one cell.  A heap
    entry is one integer, ``weight << 24 | cell``: Python compares those far
    faster than tuples.

    Only the entries of the lowest weights are in the heap.  The others wait
    in lists by weight (:data:`_PRIM_BANDS` bands), and a band becomes the
    heap when the heap runs dry, so the cheapest entry is still popped
    first.  The growth is an invasion: most entries of high weight (about
    half the cells) would sit in the heap to the end, making every push and
    pop slower and, on a big grid, the heap too large for the cache.
    """
    n, s, nbr, match, pas = grid.n, grid.slots, grid.nbr, grid.match, grid.passages
    bits = rng.getrandbits
    push, pop = heapq.heappush, heapq.heappop
    shift = max(24, n.bit_length())
    mask = (1 << shift) - 1
    band_shift = 20 - (_PRIM_BANDS.bit_length() - 1)
    inside = bytearray(n)
    best = array("i", [1 << 21]) * n  # cheapest weight into the tree so far
    via = array("i", [-1]) * n  # ... and the wall it crosses (cell * slots + slot)
    waiting = [[] for _ in range(_PRIM_BANDS)]  # entries of the bands above the heap's
    band = 0  # the heap holds the entries of bands up to this one
    heap = []
    c = randbelow(rng, n)
    inside[c] = 1
    yield ("visit", c)
    while True:
        base = c * s
        for k in range(s):
            m = nbr[base + k]
            if m >= 0 and not inside[m]:
                w = bits(20)
                if best[m] > 1 << 20:
                    yield ("frontier", m)
                if w < best[m]:
                    best[m] = w
                    via[m] = base + k
                    if w >> band_shift <= band:
                        push(heap, w << shift | m)
                    else:
                        waiting[w >> band_shift].append(w << shift | m)
        while True:
            while heap:
                entry = pop(heap)
                c = entry & mask
                if not inside[c] and entry >> shift == best[c]:
                    break
            else:
                band += 1
                if band == _PRIM_BANDS:
                    return
                heap, waiting[band] = waiting[band], None
                heapq.heapify(heap)
                continue
            break
        e = via[c]
        a = e // s
        k = e - a * s
        inside[c] = 1
        pas[a] |= 1 << k
        pas[c] |= 1 << match[e]
        yield ("carve", a, c)
