import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from mazetk.generate import ALGORITHMS
from mazetk.grids import E, W
from mazetk import generate
from mazetk.maze import (braid, build, dead_ends, farthest, longest_corridor, new_grid, openings,
                         statistics, steps)
from mazetk.solve import degrees
from mazetk.spec import MazeSpec, rng_for

from .helpers import check_consistent, check_perfect, reachable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def digest(maze):
    data = bytes(maze.grid.passages) + ("%d,%d" % (maze.start, maze.goal)).encode()
    return hashlib.sha256(data).hexdigest()[:16]


def golden_code(name):
    return "mz1:13x11:%s:f:b25:golden" % (name + ".30" if name == "growing-tree" else name)


# Recorded once; the same on every Python 3.8+ and platform.  If one changes,
# every maze code people have saved would give another maze.
GOLDEN_DIGESTS = {
    "backtracker": "23c02a69ce116bf9",
    "prim": "795e62afb9ab3e5e",
    "true-prim": "0d40e5d8ab6be8a0",
    "kruskal": "c964cd296cb9f597",
    "wilson": "073a0c09e627e547",
    "aldous-broder": "17a4670eb743b92d",
    "hunt-and-kill": "12e5012481792a23",
    "eller": "816772df151c2177",
    "growing-tree": "ce047104ea8b6448",
    "binary-tree": "5f2c9db2741d3a2c",
    "sidewinder": "27362af20130a32a",
    "division": "f0c0614b8f117885",
}


# mz1 codes with braids, recorded before the braid changed (sha256 of the
# passages, first 16 hex digits; start; goal).  mz1 codes rebuild these for ever.
OLD_BRAIDS = [
    ("mz1:33x21:backtracker:f:b10:keep1", "782b4c05a521424a", 20, 502),
    ("mz1:33x21:kruskal:r:b70:keep2", "c0288f2753106bd5", 445, 634),
    ("mz1:25x25:wilson:c:b50:keep3", "74f9197623e5373f", 0, 624),
    ("mz1:40x9:eller:f:b30:keep4", "4c434cc1b66f7558", 39, 40),
    ("mz1:17x31:sidewinder:r:b5:keep%C3%A9", "85b31c02f0e64bfd", 425, 328),
    ("mz1:30x30:hunt-and-kill:f:b90:keep6", "df0a49967e3a6470", 30, 715),
]


class PinnedTest(unittest.TestCase):
    """Codes given out keep rebuilding the very same maze, from a code or a file."""

    def test_pinned_codes_rebuild_the_same_maze(self):
        with open(os.path.join(ROOT, "tests", "data", "pinned-mazes.json")) as f:
            pinned = json.load(f)["mazes"]
        self.assertGreaterEqual(len(pinned), 60)
        for entry in pinned:
            with self.subTest(code=entry["code"]):
                m = build(MazeSpec.from_code(entry["code"]))
                self.assertEqual(hashlib.sha256(bytes(m.grid.passages)).hexdigest(),
                                 entry["passages_sha256"])
                self.assertEqual((m.start, m.goal), (entry["start"], entry["goal"]))
                self.assertEqual(MazeSpec.from_code(m.code), m.spec)

    def test_a_json_file_holding_only_the_code_gives_the_same_maze(self):
        from mazetk.files import mazefile
        folder = tempfile.mkdtemp(prefix="mazetk-pin-")
        self.addCleanup(shutil.rmtree, folder, True)
        with open(os.path.join(ROOT, "tests", "data", "pinned-mazes.json")) as f:
            pinned = json.load(f)["mazes"]
        for i, entry in enumerate(pinned):
            with self.subTest(code=entry["code"]):
                path = os.path.join(folder, "%d.json" % i)
                with open(path, "w") as f:
                    json.dump({"format": "mazetk", "version": 1, "code": entry["code"]}, f)
                m = mazefile.load(path)
                self.assertEqual(hashlib.sha256(bytes(m.grid.passages)).hexdigest(),
                                 entry["passages_sha256"])
                self.assertEqual((m.start, m.goal), (entry["start"], entry["goal"]))

    def test_old_braids_are_kept_behind_mz1(self):
        changed = 0
        for code, sha, start, goal in OLD_BRAIDS:
            with self.subTest(code=code):
                m = build(code)
                self.assertEqual(hashlib.sha256(bytes(m.grid.passages)).hexdigest()[:16], sha)
                self.assertEqual((m.start, m.goal), (start, goal))
                self.assertTrue(m.code.startswith("mz1:"))
                # the same settings as a new maze: the new braid
                new = build(m.spec.replace(version=2))
                self.assertTrue(new.code.startswith("mz2:"))
                changed += bytes(new.grid.passages) != bytes(m.grid.passages)
        self.assertGreaterEqual(changed, 3)


class BraidTest(unittest.TestCase):
    def test_braid_removes_the_share_of_dead_ends_asked_for(self):
        for name in ALGORITHMS:
            for percent in (5, 30, 50, 75, 100):
                for seed in range(4):
                    with self.subTest(algorithm=name, percent=percent, seed=seed):
                        spec = MazeSpec(24, 20, name, seed=seed).validate()
                        grid, rng = new_grid(spec), rng_for(spec.seed)
                        generate.carve(grid, rng, spec.algorithm, spec.param)
                        before = len(dead_ends(grid))
                        braid(grid, rng, percent)
                        removed = 100.0 * (before - len(dead_ends(grid))) / before
                        self.assertLessEqual(abs(removed - percent), 2.0,
                                             "%s removed %.1f %%" % (name, removed))
                        check_consistent(self, grid)
                        self.assertEqual(len(reachable(grid)), grid.n)

    def test_the_pipeline_braids_the_same_way(self):
        # build() (the CLI, the window) removes the share asked for
        for percent in (10, 30, 60):
            base = build(MazeSpec(30, 30, "kruskal", seed=8, endpoints="farthest"))
            m = build(MazeSpec(30, 30, "kruskal", seed=8, endpoints="farthest", braid=percent))
            before, after = len(dead_ends(base.grid)), len(dead_ends(m.grid))
            self.assertLessEqual(abs(100.0 * (before - after) / before - percent), 2.0)

    def test_degrees_and_dead_ends_agree_with_the_grid(self):
        from mazetk.grids.hexagon import HexGrid
        from mazetk.grids.polar import PolarGrid
        from mazetk.grids.triangle import TriangleGrid
        from mazetk.grids.upsilon import UpsilonGrid
        for grid in (new_grid(MazeSpec(9, 7)), HexGrid(8, 6), PolarGrid(5), TriangleGrid(9, 5),
                     UpsilonGrid(6, 6)):
            with self.subTest(kind=grid.kind):
                rng = rng_for("deg")
                for c in range(grid.n):  # random open sides, border ones too
                    for k in range(grid.slots):
                        if rng.random() < 0.4:
                            grid.passages[c] |= 1 << k
                want = [grid.degree(c) for c in range(grid.n)]
                self.assertEqual(list(degrees(grid)), want)
                self.assertEqual(list(dead_ends(grid)),
                                 [c for c in range(grid.n) if want[c] == 1])


class PipelineTest(unittest.TestCase):
    def test_corners_open_the_outer_wall_as_the_original(self):
        m = build(MazeSpec(12, 9, "prim", seed=3))
        self.assertEqual((m.start, m.goal), (0, m.grid.n - 1))
        self.assertEqual(sorted(openings(m.grid)), [(0, W), (m.grid.n - 1, E)])
        check_perfect(self, m.grid, openings=2)

    def test_one_cell_maze(self):
        m = build(MazeSpec(1, 1, seed=1))
        self.assertEqual((m.start, m.goal), (0, 0))
        self.assertEqual(sorted(openings(m.grid)), [(0, E), (0, W)])
        self.assertEqual(m.solve("bfs").path, [0])

    def test_farthest_ends_are_the_longest_path(self):
        for seed in range(20):
            m = build(MazeSpec(9, 7, "kruskal", seed=seed, endpoints="farthest"))
            length = len(m.solve("bfs").path) - 1
            # brute force: the longest shortest path over all pairs
            best = max(farthest(m.grid, c)[1] for c in range(m.grid.n))
            self.assertEqual(length, best)

    def test_random_endpoints_differ_and_interior_cells_get_no_opening(self):
        for seed in range(30):
            m = build(MazeSpec(8, 8, seed=seed, endpoints="random"))
            self.assertNotEqual(m.start, m.goal)
            for cell, slot in openings(m.grid):
                self.assertIn(cell, (m.start, m.goal))
                self.assertIn(slot, m.grid.border_slots(cell))

    def test_braid_removes_dead_ends_and_keeps_walls_consistent(self):
        base = build(MazeSpec(30, 30, "backtracker", seed=5))
        before = len(dead_ends(base.grid))
        for percent in (0, 25, 50, 100):
            m = build(MazeSpec(30, 30, "backtracker", seed=5, braid=percent))
            check_consistent(self, m.grid)
            self.assertEqual(len(reachable(m.grid)), m.grid.n)
            after = len(dead_ends(m.grid))
            self.assertLessEqual(after, before - int(before * percent / 100 * 0.9))
            if percent:
                self.assertGreater(m.grid.passage_count(), m.grid.n - 1)
        self.assertEqual(len(dead_ends(build(MazeSpec(30, 30, seed=5, braid=100)).grid)), 0)

    def test_steps_pipeline_matches_build(self):
        for name in ALGORITHMS:
            spec = MazeSpec(11, 6, name, seed="anim", endpoints="farthest", braid=10)
            gen = steps(spec)
            count = 0
            try:
                while True:
                    next(gen)
                    count += 1
            except StopIteration as stop:
                animated = stop.value
            self.assertGreater(count, 0)
            self.assertEqual(digest(animated), digest(build(spec)), name)

    def test_build_accepts_a_code_and_remembers_seed(self):
        m = build("mz1:10x5:eller:r:b0:hello world")
        self.assertEqual(m.seed, "hello world")
        self.assertEqual(m.code, "mz1:10x5:eller:r:b0:hello%20world")
        self.assertEqual(digest(build(m.code)), digest(m))

    def test_no_seed_draws_and_records_one(self):
        m = build(MazeSpec(6, 6))
        self.assertTrue(m.seed)
        self.assertEqual(digest(build(MazeSpec(6, 6, seed=m.seed))), digest(m))

    def test_seed_text_and_number_are_the_same_maze(self):
        self.assertEqual(digest(build(MazeSpec(8, 8, seed=42))),
                         digest(build(MazeSpec(8, 8, seed="42"))))
        self.assertNotEqual(digest(build(MazeSpec(8, 8, seed=42))),
                            digest(build(MazeSpec(8, 8, seed=-42))))


class DeterminismTest(unittest.TestCase):
    def test_golden_mazes(self):
        for name, expected in sorted(GOLDEN_DIGESTS.items()):
            self.assertEqual(digest(build(golden_code(name))), expected, name)

    def test_same_maze_in_other_processes(self):
        script = ("import sys; sys.path.insert(0, %r)\n"
                  "from tests.test_maze import digest, golden_code\n"
                  "from mazetk.maze import build\n"
                  "from mazetk.generate import ALGORITHMS\n"
                  "print(' '.join(digest(build(golden_code(n))) for n in ALGORITHMS))\n" % ROOT)
        mine = " ".join(digest(build(golden_code(n))) for n in ALGORITHMS)
        for hashseed in ("0", "1", "12345"):
            env = dict(os.environ, PYTHONHASHSEED=hashseed)
            out = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT,
                                 stdout=subprocess.PIPE, check=True, universal_newlines=True)
            self.assertEqual(out.stdout.strip(), mine)


class StatisticsTest(unittest.TestCase):
    def test_hand_made_maze(self):
        # 3x2:  start -> east -> east, down, west, west = goal?  Use a corridor:
        # (0,0)-(0,1)-(0,2)
        #               |
        # (1,0)-(1,1)-(1,2)      start (0,0), goal (1,0)
        from mazetk.grids import S, SquareGrid
        from mazetk.maze import Maze
        g = SquareGrid(3, 2)
        g.link(0, E)
        g.link(1, E)
        g.link(2, S)
        g.link(5, W)
        g.link(4, W)
        m = Maze(g, 0, 3)
        st = statistics(m)
        self.assertEqual(st["solution_length"], 6)
        self.assertEqual(st["solution_share"], 100.0)
        self.assertEqual(st["dead_ends"], 2)
        self.assertEqual(st["junctions"], 0)
        self.assertEqual(st["turns"], 2)
        self.assertEqual(st["longest_corridor"], 3)
        self.assertEqual(st["loops"], 0)

    def test_counts_agree_with_degrees(self):
        m = build(MazeSpec(25, 20, "prim", seed=9, braid=30))
        st = statistics(m)
        degrees = [m.grid.degree(c) for c in range(m.grid.n)]
        self.assertEqual(st["dead_ends"], degrees.count(1))
        self.assertEqual(st["junctions"], sum(1 for d in degrees if d >= 3))
        self.assertEqual(st["passages"], sum(degrees) // 2)
        self.assertEqual(st["loops"], st["passages"] - m.grid.n + 1)
        self.assertEqual(longest_corridor(m.grid), st["longest_corridor"])



class MaskCornersTest(unittest.TestCase):
    def test_square_corners_a_row_at_a_time_are_the_cell_by_cell_ones(self):
        import random
        from mazetk import grids, maze as maze_module
        from mazetk.grids.masked import MaskedGrid
        rng = random.Random(4)
        for _ in range(300):
            cols, rows = rng.randint(1, 30), rng.randint(1, 30)
            full = grids.make("square", cols, rows)
            share = rng.choice([0.05, 0.3, 0.8, 1.0])
            on = bytes(rng.random() < share for _ in range(full.n))
            if not any(on):
                continue
            grid = MaskedGrid(full, on, checked=True)  # its corners, pieces and all
            w, h = grid.extent()
            scanned = maze_module._scan_corners(grid, ((0.0, 0.0, lambda x, y: y, 1),
                                                       (w, h, lambda x, y: -y, -1)))
            self.assertEqual(maze_module._square_corners(grid, w, h), scanned, (cols, rows, on))


if __name__ == "__main__":
    unittest.main()
