"""Hunt-and-kill (mazetk.generate.hunt_and_kill)."""

import random
import unittest

from mazetk.generate.hunt_and_kill import hunt_and_kill
from mazetk.grids import make

from .mazechecks import perfect_everywhere


class HuntAndKillTest(unittest.TestCase):
    def test_perfect_on_every_shape(self):
        perfect_everywhere(self, "hunt-and-kill")

    def test_walks_from_cell_0_and_hunts_joins_to_the_maze(self):
        for shape in ("square", "triangle", "circle"):
            grid = make(shape, 9, 9)
            work = hunt_and_kill(grid, random.Random(6))
            self.assertEqual(next(work), ("visit", 0))
            inside = {0}
            for _, a, b in work:
                # a walk step goes out from the maze; a hunt joins a new cell to it
                self.assertTrue((a in inside) != (b in inside), (shape, a, b))
                inside.update((a, b))
            self.assertEqual(len(inside), grid.n)


if __name__ == "__main__":
    unittest.main()
