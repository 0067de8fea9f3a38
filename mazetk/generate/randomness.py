"""The random draws of the generators, the same on every Python 3.8+ and platform.

Randomness is always an explicit ``random.Random`` passed in, and only two
of its methods are used.  Both are defined by the Mersenne Twister's
32-bit outputs, in C, the same from Python 3.8 to 3.13 on every platform
(unlike ``randrange``, ``choice`` and ``shuffle``, whose algorithms changed
between versions):

- ``rng.random()``: 53 bits from two outputs.  :func:`randbelow`,
  :func:`shuffle` and :func:`random_order` are built on it, and every
  algorithm but two uses only it.
- ``rng.getrandbits(k)``: for ``k <= 32`` the top ``k`` bits of one
  output, else ``ceil(k / 32)`` outputs joined, the first the lowest.
  Wilson's walk draws its sides from ``getrandbits(64)`` (:func:`side_draws`),
  and true Prim its 20-bit weights with ``getrandbits(20)``: far cheaper
  than a float each.  ``getrandbits(64 * m)`` is exactly ``m`` calls of
  ``getrandbits(64)`` joined lowest first, which lets Wilson's fast walk
  draw a block at a time.

So the same seed gives the same maze on every Python 3.8+ and platform.
"""

import functools
import itertools


def randbelow(rng, n):
    """A random integer in ``[0, n)`` from ``rng.random()`` alone.

    ``Random.randrange`` and ``shuffle`` have changed between Python
    versions; ``random()`` has not, so mazes are the same everywhere.
    """
    return int(rng.random() * n)


def shuffle(rng, items):
    """Fisher-Yates shuffle in place, using only ``rng.random()``."""
    rnd = rng.random
    for i in range(len(items) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        items[i], items[j] = items[j], items[i]


@functools.lru_cache(maxsize=8)
def orders(sides):
    """Every order of the sides ``0 .. sides - 1``, as a tuple of tuples in
    the order :func:`random_order` names them (``itertools.permutations``)."""
    return tuple(itertools.permutations(range(sides)))


def random_order(rng, sides):
    """A random order of the sides ``0 .. sides - 1``, from one draw: the
    ``randbelow(rng, sides!)``-th of :func:`orders`."""
    every = orders(sides)
    return every[int(rng.random() * len(every))]


def draw_width(sides):
    """The bits :func:`side_draws` takes for one of ``sides`` sides: the
    fewest that name every one (2 for 4 sides, 3 for 6)."""
    return max(1, (sides - 1).bit_length())


def side_draws(rng, sides):
    """An endless iterator of random numbers of :func:`draw_width` bits,
    each naming a side (numbers ``>= sides`` name none: draw again).

    They come from ``getrandbits(64)`` words, ``64 // width`` a word,
    lowest bits first, a word drawn only when the next number is asked for.
    """
    width = draw_width(sides)
    per_word, mask = 64 // width, (1 << width) - 1
    bits = rng.getrandbits
    while True:
        word = bits(64)
        for _ in range(per_word):
            yield word & mask
            word >>= width
