"""Every shape through the whole engine: generators, braid, endpoints, solvers, codes.

The hex, triangle, circle and upsilon grids are other neighbour tables; every
generator that needs only neighbours and every solver must work on them as
on squares.  The checks here are independent of the algorithms: a breadth-
first walk over the passages, both sides of every passage agreeing.
"""

import unittest
from collections import deque

from mazetk import grids
from mazetk.generate import ALGORITHMS
from mazetk.maze import build, statistics
from mazetk.play import Walk
from mazetk.solve import SURE
from mazetk.grids import SHAPES
from mazetk.spec import MazeSpec

OTHER_SHAPES = [s for s in SHAPES if s != "square"]
SIZES = {"hex": [(1, 1), (1, 6), (6, 1), (7, 5), (16, 11)],
         "triangle": [(1, 1), (1, 2), (2, 9), (9, 2), (12, 8)],
         "upsilon": [(1, 1), (1, 6), (6, 1), (7, 5), (14, 9)],
         "circle": [(1, 1), (2, 2), (3, 3), (7, 7)]}


def generic():
    return [a.name for a in ALGORITHMS.values() if not a.square_only]


def passages(grid):
    """Every passage between two cells as a set of pairs, checking both sides agree."""
    s, nbr, pas, match = grid.slots, grid.nbr, grid.passages, grid.match
    found = set()
    for c in range(grid.n):
        for k in range(s):
            m = nbr[c * s + k]
            if m >= 0 and pas[c] >> k & 1:
                assert pas[m] >> match[c * s + k] & 1, "one-sided passage %d-%d" % (c, m)
                found.add((min(c, m), max(c, m)))
            elif m == grids.NO_SIDE:
                assert not pas[c] >> k & 1, "a passage through no side at cell %d" % c
    return found


def reachable(grid, edges, source=0):
    links = {}
    for a, b in edges:
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    seen = {source}
    queue = deque([source])
    while queue:
        for m in links.get(queue.popleft(), ()):
            if m not in seen:
                seen.add(m)
                queue.append(m)
    return seen


def bfs_length(grid, start, goal):
    edges = passages(grid)
    links = {}
    for a, b in edges:
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    dist = {start: 1}
    queue = deque([start])
    while queue:
        c = queue.popleft()
        for m in links.get(c, ()):
            if m not in dist:
                dist[m] = dist[c] + 1
                queue.append(m)
    return dist.get(goal)


def spec(shape, size, algorithm="backtracker", seed="s", braid=0, endpoints="corners"):
    return MazeSpec(size[0], size[1], algorithm, None, seed, endpoints, braid, shape=shape)


class PerfectMazeTest(unittest.TestCase):
    def test_every_generator_makes_a_perfect_maze_on_every_shape(self):
        for shape in OTHER_SHAPES:
            for size in SIZES[shape]:
                for name in generic():
                    for seed in ("1", "2"):
                        with self.subTest(shape=shape, size=size, algorithm=name, seed=seed):
                            maze = build(spec(shape, size, name, seed))
                            grid = maze.grid
                            edges = passages(grid)
                            self.assertEqual(len(edges), grid.n - 1)
                            self.assertEqual(len(reachable(grid, edges)), grid.n)

    def test_the_same_seed_gives_the_same_maze_and_codes_rebuild_it(self):
        for shape in OTHER_SHAPES:
            for name in generic():
                size = SIZES[shape][-1]
                a = build(spec(shape, size, name, "same"))
                b = build(spec(shape, size, name, "same"))
                self.assertEqual(a.grid.passages, b.grid.passages)
                c = build(a.code)
                self.assertEqual(c.grid.passages, a.grid.passages)
                self.assertEqual((c.start, c.goal), (a.start, a.goal))
                self.assertEqual(c.spec.shape, shape)
                other = build(spec(shape, size, name, "different"))
                if a.grid.n > 8:
                    self.assertNotEqual(other.grid.passages, a.grid.passages)

    def test_square_only_generators_are_refused_with_the_shapes_they_need(self):
        for name in ("binary-tree", "sidewinder", "eller", "division"):
            for shape in OTHER_SHAPES:
                with self.assertRaisesRegex(ValueError, "square mazes only"):
                    spec(shape, (5, 5), name).validate()


class BraidAndEndpointsTest(unittest.TestCase):
    def test_braid_keeps_every_shape_connected_and_removes_dead_ends(self):
        for shape in OTHER_SHAPES:
            size = SIZES[shape][-1]
            plain = build(spec(shape, size, "backtracker", "b"))
            braided = build(spec(shape, size, "backtracker", "b", braid=100))
            edges = passages(braided.grid)
            self.assertEqual(len(reachable(braided.grid, edges)), braided.grid.n)
            self.assertGreater(len(edges), len(passages(plain.grid)))
            # what dead ends remain have no other neighbour (a triangle's corner)
            grid = braided.grid
            left = [c for c in range(grid.n) if len(grid.open_neighbours(c)) == 1]
            for c in left:
                self.assertEqual(len(grid.neighbours(c)), 1, (shape, c))

    def test_corners_are_the_natural_far_ends_with_openings_on_the_border(self):
        for shape in OTHER_SHAPES:
            maze = build(spec(shape, SIZES[shape][-1], "prim", "e"))
            grid = maze.grid
            self.assertEqual((maze.start, maze.goal), (0, grid.n - 1))
            openings = [(c, k) for c in range(grid.n) for k in range(grid.slots)
                        if grid.passages[c] >> k & 1 and grid.nbr[c * grid.slots + k] == grids.BORDER]
            cells = sorted(c for c, k in openings)
            if shape == "circle":  # the centre is the start; the goal opens in the rim
                self.assertEqual(cells, [grid.n - 1])
            else:
                self.assertEqual(cells, [0, grid.n - 1])

    def test_random_and_farthest_endpoints(self):
        for shape in OTHER_SHAPES:
            size = SIZES[shape][-1]
            far = build(spec(shape, size, "wilson", "f", endpoints="farthest"))
            rnd = build(spec(shape, size, "wilson", "f", endpoints="random"))
            self.assertNotEqual(far.start, far.goal)
            self.assertNotEqual(rnd.start, rnd.goal)
            # farthest: no two cells are further apart than start and goal
            longest = bfs_length(far.grid, far.start, far.goal)
            for cell in range(0, far.grid.n, 7):
                self.assertLessEqual(bfs_length(far.grid, far.start, cell), longest)


class SolverTest(unittest.TestCase):
    def test_every_solver_finds_a_valid_way_on_every_shape(self):
        for shape in OTHER_SHAPES:
            for braid in (0, 40):
                maze = build(spec(shape, SIZES[shape][-1], "kruskal", "solve", braid=braid))
                grid = maze.grid
                edges = passages(grid)
                shortest = bfs_length(grid, maze.start, maze.goal)
                for name, solver in SURE.items():
                    with self.subTest(shape=shape, braid=braid, solver=name):
                        found = maze.solve(name)
                        if not found.found:
                            self.assertTrue(braid and not solver.complete, found.note)
                            continue
                        path = found.path
                        self.assertEqual((path[0], path[-1]), (maze.start, maze.goal))
                        for a, b in zip(path, path[1:]):
                            self.assertIn((min(a, b), max(a, b)), edges)
                        if solver.shortest or not braid:
                            self.assertEqual(len(path), shortest)

    def test_both_wall_followers_walk_every_perfect_maze(self):
        for shape in OTHER_SHAPES:
            for size in SIZES[shape]:
                maze = build(spec(shape, size, "hunt-and-kill", "wf"))
                for name in ("wall-follower", "wall-follower-left"):
                    self.assertTrue(maze.solve(name).found, (shape, size, name))


class PlayAndStatisticsTest(unittest.TestCase):
    def test_a_walker_follows_the_solution_on_every_shape(self):
        for shape in OTHER_SHAPES:
            maze = build(spec(shape, SIZES[shape][-1], "backtracker", "walk"))
            walk = Walk(maze)
            for cell in maze.solve("bfs").path[1:]:
                self.assertTrue(walk.move_to(cell), (shape, cell))
            self.assertTrue(walk.done)

    def test_statistics_add_up(self):
        for shape in OTHER_SHAPES:
            maze = build(spec(shape, SIZES[shape][-1], "prim", "st"))
            stats = statistics(maze)
            self.assertEqual(stats["cells"], maze.grid.n)
            self.assertEqual(stats["passages"], maze.grid.n - 1)
            self.assertEqual(stats["loops"], 0)
            self.assertGreaterEqual(stats["longest_corridor"], 2)
            self.assertLessEqual(stats["turns"], max(0, stats["solution_length"] - 2))


class CodeTest(unittest.TestCase):
    def test_codes_name_the_shape_and_old_codes_stay_square(self):
        self.assertEqual(spec("hex", (12, 8)).validate().code(), "mz2:h12x8:backtracker:c:b0:s")
        self.assertEqual(spec("circle", (9, 30)).validate().code(), "mz2:c9:backtracker:c:b0:s")
        self.assertEqual(MazeSpec.from_code("mz2:t4x3:prim:f:b0:7").shape, "triangle")
        self.assertEqual(MazeSpec.from_code("mz2:u4x3:prim:f:b0:7").shape, "upsilon")
        self.assertEqual(MazeSpec.from_code("mz1:40x30:prim:f:b20:7").shape, "square")
        for bad in ("mz2:c9x9:prim:c:b0:1", "mz2:cx:prim:c:b0:1", "mz2:h0x5:prim:c:b0:1"):
            with self.assertRaises(ValueError):
                MazeSpec.from_code(bad)

    def test_limits_are_said_plainly(self):
        with self.assertRaisesRegex(ValueError, "at least 2 columns"):
            spec("triangle", (1, 5)).validate()
        with self.assertRaisesRegex(ValueError, "rings"):
            spec("circle", (0, 0)).validate()
        with self.assertRaisesRegex(ValueError, "largest hex maze"):
            spec("hex", (2000, 2000)).validate()
        with self.assertRaisesRegex(ValueError, "unknown shape"):
            spec("star", (5, 5)).validate()


if __name__ == "__main__":
    unittest.main()
