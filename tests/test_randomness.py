"""The draws of the generators: random() and getrandbits() only."""

import math
import random
import unittest

from mazetk.generate.randomness import (draw_width, orders, randbelow, random_order,
                                        shuffle, side_draws)


class Recorder(random.Random):
    """A Random that counts the calls the generators may make."""

    def __init__(self, seed):
        super().__init__(seed)
        self.calls = []

    def random(self):
        self.calls.append("random")
        return super().random()

    def getrandbits(self, k):
        self.calls.append(k)
        return super().getrandbits(k)


class RandomnessTest(unittest.TestCase):
    def test_randbelow_covers_its_range_from_one_random_each(self):
        rng = Recorder(5)
        values = [randbelow(rng, 6) for _ in range(600)]
        self.assertEqual(set(values), set(range(6)))
        self.assertEqual(rng.calls, ["random"] * 600)
        self.assertEqual(randbelow(random.Random(1), 1), 0)

    def test_shuffle_permutes_in_place(self):
        items = list(range(10))
        shuffle(random.Random(1), items)
        self.assertEqual(sorted(items), list(range(10)))
        self.assertNotEqual(items, list(range(10)))
        rng = Recorder(2)
        shuffle(rng, list(range(10)))
        self.assertEqual(rng.calls, ["random"] * 9)

    def test_the_same_seed_gives_the_same_draws(self):
        a, b = list(range(50)), list(range(50))
        shuffle(random.Random("x"), a)
        shuffle(random.Random("x"), b)
        self.assertEqual(a, b)

    def test_orders_are_every_permutation_once(self):
        for s in (1, 3, 4, 6):
            with self.subTest(sides=s):
                every = orders(s)
                self.assertEqual(len(every), math.factorial(s))
                self.assertEqual(len(set(every)), len(every))
                self.assertEqual(every[0], tuple(range(s)))

    def test_random_order_is_one_draw(self):
        rng = Recorder(3)
        seen = {random_order(rng, 3) for _ in range(200)}
        self.assertEqual(seen, set(orders(3)))
        self.assertEqual(rng.calls, ["random"] * 200)
        x = random.Random(9).random()
        self.assertEqual(random_order(random.Random(9), 4), orders(4)[int(x * 24)])

    def test_side_draws_are_the_bits_of_64_bit_words_lowest_first(self):
        self.assertEqual([draw_width(s) for s in (1, 2, 3, 4, 6, 8)], [1, 1, 2, 2, 3, 3])
        word = random.Random(7).getrandbits(64)
        draws = side_draws(random.Random(7), 6)
        self.assertEqual([next(draws) for _ in range(21)],
                         [word >> 3 * j & 7 for j in range(21)])

    def test_side_draws_draw_a_word_only_when_asked(self):
        rng = Recorder(1)
        draws = side_draws(rng, 4)
        self.assertEqual(rng.calls, [])
        for _ in range(32):
            next(draws)
        self.assertEqual(rng.calls, [64])
        next(draws)
        self.assertEqual(rng.calls, [64, 64])


if __name__ == "__main__":
    unittest.main()
