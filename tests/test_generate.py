"""The registry of algorithms, ``steps`` and ``carve`` (mazetk.generate)."""

import json
import os
import random
import unittest
from collections import deque

from mazetk import generate, grids
from mazetk.generate import ALGORITHMS, carve, steps
from mazetk.grids import SquareGrid
from mazetk.grids.hexagon import HexGrid
from mazetk.spec import rng_for

from .helpers import check_perfect
from .mazechecks import SIZES, agree, check_tree, masked, sha

STEP_KINDS = {"visit", "carve", "back", "frontier", "done", "walk", "chamber", "wall"}


class PerfectMazeTest(unittest.TestCase):
    def test_every_generator_makes_perfect_mazes(self):
        for name in ALGORITHMS:
            for cols, rows in SIZES:
                for seed in range(12):
                    with self.subTest(algorithm=name, size=(cols, rows), seed=seed):
                        g = carve(SquareGrid(cols, rows), random.Random(seed), name)
                        check_perfect(self, g)

    def test_large_maze_is_perfect(self):
        for name in ALGORITHMS:
            size = 60 if name == "aldous-broder" else 150
            with self.subTest(algorithm=name):
                g = carve(SquareGrid(size, size + 3), rng_for("large"), name)
                check_perfect(self, g)

    def test_every_shape_its_algorithms_run_on(self):
        for shape in ("square", "hex", "triangle", "upsilon", "circle"):
            for name, algo in ALGORITHMS.items():
                if algo.square_only and shape != "square":
                    continue
                with self.subTest(shape=shape, algorithm=name):
                    check_tree(self, carve(grids.make(shape, 9, 7), random.Random(2), name))
                    if not algo.square_only:  # a masked grid is no whole square grid
                        check_tree(self, carve(masked(shape, 11, 9, 2)(), random.Random(2),
                                               name))

    def test_carve_returns_the_grid_it_carved(self):
        grid = SquareGrid(4, 4)
        self.assertIs(carve(grid, random.Random(1), "prim"), grid)

    def test_steps_describe_the_carving(self):
        # Replaying the carve/wall steps rebuilds exactly the passages carved.
        for name in ALGORITHMS:
            g = SquareGrid(9, 7)
            replay = SquareGrid(9, 7)
            if name == "division":
                replay.open_all()
            for step in steps(g, random.Random(3), name):
                self.assertIn(step[0], STEP_KINDS)
                if step[0] in ("carve", "wall"):
                    a, b = step[1], step[2]
                    k = replay.slot_towards(a, b)
                    (replay.link if step[0] == "carve" else replay.unlink)(a, k)
            self.assertEqual(replay.passages, g.passages, name)

    def test_unknown_algorithm(self):
        with self.assertRaisesRegex(ValueError, "unknown algorithm"):
            steps(SquareGrid(2, 2), random.Random(1), "nope")
        with self.assertRaisesRegex(ValueError, "unknown algorithm"):
            carve(SquareGrid(2, 2), random.Random(1), "nope")

    def test_square_only_algorithms_are_refused_at_once(self):
        square_only = {n for n, a in ALGORITHMS.items() if a.square_only}
        self.assertEqual(square_only, {"eller", "binary-tree", "sidewinder", "division"})
        for name in square_only:
            with self.assertRaisesRegex(ValueError, "square grids only"):
                steps(HexGrid(4, 4), random.Random(1), name)  # not on first next()
            with self.assertRaisesRegex(ValueError, "square grids only"):
                carve(HexGrid(4, 4), random.Random(1), name)
            with self.assertRaisesRegex(ValueError, "square grids only"):
                carve(masked("square", 6, 6, 1)(), random.Random(1), name)

    def test_a_parameter_defaults_and_changes_the_maze(self):
        for name, algo in ALGORITHMS.items():
            if algo.param is None:
                continue
            with self.subTest(algorithm=name):
                low, default = algo.param.low, algo.param.default
                plain = sha(carve(SquareGrid(20, 20), random.Random(4), name))
                self.assertEqual(sha(carve(SquareGrid(20, 20), random.Random(4), name, default)),
                                 plain)
                self.assertNotEqual(sha(carve(SquareGrid(20, 20), random.Random(4), name, low)),
                                    plain)


PINNED = os.path.join(os.path.dirname(__file__), "data", "pinned-mazes.json")


class PinnedTest(unittest.TestCase):
    """The mazes of tests/data/pinned-mazes.json, recorded before the engine
    was made faster: the same seed must keep carving the very same maze."""

    def test_pinned_grids_fast_and_by_steps(self):
        with open(PINNED) as f:
            entries = json.load(f)["grids"]
        self.assertEqual({e["algorithm"] for e in entries}, set(ALGORITHMS))
        for e in entries:
            # division's default became weighted=1; 0 is the behaviour pinned
            param = 0 if e["algorithm"] == "division" else None
            with self.subTest(**{k: e[k] for k in ("algorithm", "cols", "rows", "seed")}):
                fast = carve(SquareGrid(e["cols"], e["rows"]), rng_for(e["seed"]),
                             e["algorithm"], param)
                self.assertEqual(sha(fast), e["passages_sha256"])
                stepped = SquareGrid(e["cols"], e["rows"])
                deque(steps(stepped, rng_for(e["seed"]), e["algorithm"], param), maxlen=0)
                self.assertEqual(sha(stepped), e["passages_sha256"])


class CarveEqualsStepsTest(unittest.TestCase):
    """``carve`` (fast walks, or the steps in slices) and exhausting
    ``steps`` agree: the same grid and the random generator left in the
    same state."""

    def test_every_algorithm_every_size(self):
        for name in ALGORITHMS:
            for cols, rows in SIZES + [(64, 37)]:
                for seed in range(3):
                    with self.subTest(algorithm=name, size=(cols, rows), seed=seed):
                        agree(self, lambda: SquareGrid(cols, rows), name, seed)

    def test_other_grid_shapes(self):
        for shape in ("hex", "triangle", "upsilon", "circle"):
            for name, algo in ALGORITHMS.items():
                if algo.square_only:
                    continue
                for seed in range(2):
                    with self.subTest(shape=shape, algorithm=name, seed=seed):
                        agree(self, lambda: grids.make(shape, 13, 11), name, seed)

    def test_a_generator_without_state_carves_too(self):
        # SystemRandom cannot be put back: carve takes the steps instead
        for name in ("wilson", "backtracker"):
            with self.subTest(algorithm=name):
                check_perfect(self, carve(SquareGrid(12, 9), random.SystemRandom(), name))


class ProgressTest(unittest.TestCase):
    def test_progress_is_reported_and_can_cancel(self):
        for name in ("wilson", "backtracker", "kruskal", "prim"):
            seen = []
            carve(SquareGrid(300, 300), random.Random(1), name, progress=seen.append)
            self.assertGreater(len(seen), 1, name)  # at least every 65536 steps
            self.assertEqual(seen[-1], 1.0)
            self.assertTrue(all(0 <= x <= 1 for x in seen))
            self.assertEqual(seen, sorted(seen), name)

            class Stop(Exception):
                pass

            def cancel(fraction):
                raise Stop

            with self.assertRaises(Stop):
                carve(SquareGrid(300, 300), random.Random(1), name, progress=cancel)

    def test_a_small_maze_reports_only_its_end(self):
        seen = []
        carve(SquareGrid(5, 5), random.Random(1), "kruskal", progress=seen.append)
        self.assertEqual(seen, [1.0])


class WordsTest(unittest.TestCase):
    """What the window and the CLI show of each algorithm."""

    def test_every_algorithm_has_a_name_and_a_summary(self):
        for name in ALGORITHMS:
            with self.subTest(algorithm=name):
                self.assertTrue(generate.display_name(name))
                self.assertTrue(generate.describe(name))
        self.assertEqual(generate.display_name("division"), "Recursive division")
        self.assertEqual(generate.display_name("nope"), "nope")
        self.assertEqual(generate.describe("nope"), "")

    def test_parameters_have_a_label_a_word_and_help(self):
        with_param = {n for n, a in ALGORITHMS.items() if a.param is not None}
        self.assertEqual(with_param, {"growing-tree", "division"})
        for name in with_param:
            pname = ALGORITHMS[name].param.name
            self.assertTrue(generate.param_label(name))
            self.assertTrue(generate.param_help(name))
            self.assertTrue(generate.param_word(pname))
        self.assertEqual(generate.param_label("prim"), "")
        self.assertEqual(generate.param_help("prim"), "")
        self.assertEqual(generate.param_word("other"), "other")


if __name__ == "__main__":
    unittest.main()
