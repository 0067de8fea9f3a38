"""The recursive backtracker's step version (mazetk.generate.backtracker)."""

import random
import unittest

from mazetk.generate.backtracker import backtracker
from mazetk.grids import SquareGrid, make

from .helpers import check_perfect
from .mazechecks import assert_not_uniform, dead_end_share, perfect_everywhere


class BacktrackerTest(unittest.TestCase):
    def test_perfect_on_every_shape(self):
        perfect_everywhere(self, "backtracker")

    def test_it_walks_depth_first(self):
        # every carve leaves the current cell, every back step returns to
        # the cell below it on the stack
        grid = make("hex", 9, 8)
        stack = []
        for step in backtracker(grid, random.Random(4)):
            if step[0] == "visit":
                stack = [step[1]]
            elif step[0] == "carve":
                self.assertEqual(step[1], stack[-1])
                stack.append(step[2])
            else:
                self.assertEqual(step[0], "back")
                stack.pop()
                self.assertEqual(step[1], stack[-1])
        self.assertEqual(stack[1:], [])

    def test_no_recursion_limit(self):
        g = SquareGrid(3000, 1)  # a 3000-cell corridor: 3000 deep
        for _ in backtracker(g, random.Random(1)):
            pass
        check_perfect(self, g)

    def test_long_corridors_few_dead_ends(self):
        self.assertLess(dead_end_share("backtracker", None), 0.15)
        assert_not_uniform(self, "backtracker")


if __name__ == "__main__":
    unittest.main()
