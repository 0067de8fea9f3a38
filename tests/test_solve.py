import hashlib
import json
import random
import unittest
from array import array

from mazetk.grids import E, S, SquareGrid
from mazetk.maze import build
from mazetk.solve import SOLVERS, SURE, bfs, solve, wall_follower
from mazetk.spec import MazeSpec, rng_for

from .helpers import check_path


def all_shortest_length(grid, start, goal):
    """Independent breadth-first distance with plain Python sets."""
    frontier, seen, d = {start}, {start}, 0
    while frontier:
        if goal in frontier:
            return d + 1
        nxt = set()
        for c in frontier:
            for m in grid.open_neighbours(c):
                if m not in seen:
                    seen.add(m)
                    nxt.add(m)
        frontier, d = nxt, d + 1
    return None


class SolverTest(unittest.TestCase):
    def test_every_solver_on_perfect_mazes(self):
        for seed in range(15):
            for ends in ("corners", "random", "farthest"):
                m = build(MazeSpec(17, 12, "prim", seed=seed, endpoints=ends))
                shortest = all_shortest_length(m.grid, m.start, m.goal)
                for name in SURE:
                    with self.subTest(seed=seed, ends=ends, solver=name):
                        sol = m.solve(name)
                        self.assertTrue(sol.found, sol.note)
                        check_path(self, m.grid, sol.path, m.start, m.goal)
                        # a perfect maze has exactly one path: every solver finds it
                        self.assertEqual(len(sol.path), shortest)
                        if not SOLVERS[name].fills:  # it lists the cells it fills first
                            self.assertEqual(sol.visited[0], m.start)

    def test_braided_mazes(self):
        failures = 0
        for seed in range(25):
            m = build(MazeSpec(15, 15, "backtracker", seed=seed, endpoints="random", braid=60))
            shortest = all_shortest_length(m.grid, m.start, m.goal)
            for name, entry in SURE.items():
                with self.subTest(seed=seed, solver=name):
                    sol = m.solve(name)
                    if not sol.found:
                        # only those that can miss a goal in a loop may give up, and say why
                        self.assertFalse(entry.complete, name)
                        self.assertIn("loop", sol.note)
                        failures += 1
                        continue
                    check_path(self, m.grid, sol.path, m.start, m.goal)
                    if entry.shortest:
                        self.assertEqual(len(sol.path), shortest)
                    else:
                        self.assertGreaterEqual(len(sol.path), shortest)
        self.assertGreater(failures, 0, "random endpoints in braids should trap a wall follower")

    def test_wall_follower_island_is_reported_not_looped(self):
        # A 3x3 ring around a closed centre; the goal is the centre's... use a
        # ring with the goal on an island reached only across the ring.
        g = SquareGrid(3, 3)
        for a, k in ((0, E), (1, E), (2, S), (5, S), (8, 3), (7, 3), (6, 0), (3, 0)):
            g.link(a, k)
        g.link(4, E)  # centre joined to (1,2): the centre is a peninsula off the ring
        sol = wall_follower(g, 0, 4, random.Random(1), hand="left")
        # Either it finds the centre or it reports the loop; it must not hang.
        if sol.found:
            check_path(self, g, sol.path, 0, 4)
        island = SquareGrid(4, 4)
        for r in range(4):  # a ring of the outer cells; the inner 2x2 is its own island
            for c in range(3):
                if r in (0, 3):
                    island.link(r * 4 + c, E)
        for c in (0, 3):
            for r in range(3):
                island.link(r * 4 + c, S)
        island.link(5, E)
        island.link(5, S)
        island.link(6, S)
        sol = wall_follower(island, 0, 5, random.Random(1))
        self.assertFalse(sol.found)
        self.assertIn("went round in a loop", sol.note)

    def test_unreachable_goal(self):
        g = SquareGrid(3, 1)
        g.link(0, E)
        for name in SOLVERS:
            sol = solve(g, 0, 2, name, random.Random(1))
            self.assertFalse(sol.found, name)
            self.assertEqual(sol.path, [])

    def test_bad_cells_are_errors_not_hangs(self):
        m = build(MazeSpec(4, 4, seed=1))
        for name in SOLVERS:
            for start, goal in ((-1, 3), (0, 16), (0, "x"), (None, 2)):
                with self.assertRaisesRegex(ValueError, "not a cell"):
                    solve(m.grid, start, goal, name, random.Random(1))
        with self.assertRaisesRegex(ValueError, "unknown solver"):
            solve(m.grid, 0, 1, "teleport")
        with self.assertRaisesRegex(ValueError, "hand"):
            wall_follower(m.grid, 0, 1, hand="middle")

    def test_visit_order_starts_at_start_and_bfs_is_level_order(self):
        m = build(MazeSpec(20, 20, "kruskal", seed=4, braid=20))
        sol = bfs(m.grid, m.start, m.goal)
        dist = {m.start: 0}
        for c in sol.visited:
            for x in m.grid.open_neighbours(c):
                dist.setdefault(x, dist[c] + 1)
        levels = [dist[c] for c in sol.visited]
        self.assertEqual(levels, sorted(levels))

    def test_large_maze_no_recursion(self):
        m = build(MazeSpec(400, 300, "backtracker", seed=2))
        for name in SURE:
            sol = m.solve(name)
            self.assertTrue(sol.found, name)
        check_path(self, m.grid, m.solve("dfs").path, m.start, m.goal)


class NewSolversTest(unittest.TestCase):
    """Bidirectional breadth-first and greedy best-first on every shape,
    braided: ways that are ways, the first always as short as an
    independent breadth-first search's."""

    def test_on_every_shape_braided(self):
        fewer = 0
        for shape in ("square", "hex", "triangle", "circle", "upsilon"):
            for seed in range(12):
                m = build(MazeSpec(14, 10, seed=seed, braid=70, shape=shape,
                                   endpoints="random"))
                shortest = all_shortest_length(m.grid, m.start, m.goal)
                both = m.solve("bidirectional")
                greedy = m.solve("greedy")
                with self.subTest(shape=shape, seed=seed):
                    for sol in (both, greedy):
                        self.assertTrue(sol.found)
                        check_path(self, m.grid, sol.path, m.start, m.goal)
                        self.assertEqual(len(set(sol.visited)), len(sol.visited))
                    self.assertEqual(len(both.path), shortest)
                    self.assertGreaterEqual(len(greedy.path), shortest)
                    fewer += len(both.visited) < len(m.solve("bfs").visited)
        self.assertGreater(fewer, 30)  # two small waves look at fewer cells than one big

    def test_a_star_by_straight_distance_on_every_kind_of_grid(self):
        """Shortest everywhere (its guide never overestimates, across wraps,
        stairs, tunnels and the cube's edges too); on squares it looks at at
        least as many cells as A* by the grid's own estimate."""
        for kw in (dict(), dict(shape="hex"), dict(shape="circle"), dict(shape="triangle"),
                   dict(shape="upsilon"), dict(wrap="xy"), dict(shape="cube", cols=5, rows=5),
                   dict(levels=3), dict(weave=40)):
            for seed in range(6):
                spec = dict(dict(cols=14, rows=10, seed=seed, braid=60, endpoints="random"),
                            **kw)
                m = build(MazeSpec(**spec))
                sol = m.solve("astar-euclidean")
                with self.subTest(kw=kw, seed=seed):
                    check_path(self, m.grid, sol.path, m.start, m.goal)
                    self.assertEqual(len(sol.path),
                                     all_shortest_length(m.grid, m.start, m.goal))
                    if not kw:
                        self.assertGreaterEqual(len(sol.visited),
                                                len(m.solve("astar").visited))

    def test_a_race_prints_a_line_a_solver(self):
        import os
        import tempfile
        from .test_ends import run
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = run("generate", "--size", "20x14", "--braid", "40", "--seed", "r",
                                   "--format", "json", "--out", folder)
            path = out.split()[0]
            with open(path, encoding="utf-8") as f:
                maze = build(MazeSpec.from_code(json.load(f)["code"]))
            status, out, err = run("race", path, "--solvers", "bfs,greedy,wall-follower")
            self.assertEqual(status, 0, err)
            lines = out.splitlines()
            self.assertEqual([line.split()[0] for line in lines[1:]],
                             ["bfs", "greedy", "wall-follower"])
            bfs_line = lines[1].split()
            self.assertEqual(bfs_line[1:4], [str(len(set(maze.solve("bfs").visited))),
                                             str(len(maze.solve("bfs").visited)),
                                             str(len(maze.solve("bfs").path))])
            self.assertEqual(bfs_line[-1], "always")
            self.assertTrue(lines[2].endswith("not always"))
            for args in (["--solvers", "bfs,nope"], ["--solvers", ""],
                         [os.path.join(folder, "missing.json")]):
                argv = ["race"] + ([path] + args if args[0].startswith("--") else args)
                status, out, err = run(*argv)
                with self.subTest(args=args):
                    self.assertNotEqual(status, 0)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)

    def test_the_promises_are_said(self):
        from .test_ends import run
        status, out, err = run("solvers", "--describe")
        self.assertEqual(status, 0, err)
        lines = out.splitlines()
        self.assertEqual([line.split(":")[0] for line in lines], list(SOLVERS))
        said = dict(line.split(": ", 1) for line in lines)
        self.assertIn("always a shortest way", said["bidirectional"])
        self.assertIn("not always the shortest", said["greedy"])
        self.assertIn("may not find the goal", said["wall-follower"])


class RecordedWalksTest(unittest.TestCase):
    """The random solvers walk as they did before their lists became arrays
    (recorded with the list version): the same rng, the same walk."""

    RECORDED = [
        ("mz1:30x20:backtracker:r:b30:s1", "dfs", "7f1dee03f56ae31f"),
        ("mz1:30x20:backtracker:r:b30:s1", "tremaux", "37f6eddaad2f5f91"),
        ("mz1:25x25:kruskal:f:b0:s2", "dfs", "f43b5f075026285e"),
        ("mz1:25x25:kruskal:f:b0:s2", "tremaux", "db5a71b80da589b3"),
    ]

    def test_same_walks(self):
        for code, name, digest in self.RECORDED:
            with self.subTest(code=code, solver=name):
                m = build(code)
                found = solve(m.grid, m.start, m.goal, name, rng_for("x"))
                text = repr((list(found.path), list(found.visited)))
                self.assertEqual(hashlib.sha256(text.encode()).hexdigest()[:16], digest)

    def test_visited_is_a_compact_array(self):
        m = build(MazeSpec(20, 20, "prim", seed=4, braid=50, endpoints="random"))
        for name in SOLVERS:
            with self.subTest(solver=name):
                found = solve(m.grid, m.start, m.goal, name, rng_for("y"))
                self.assertIsInstance(found.visited, array)
                self.assertEqual(found.visited.typecode, "i")
                self.assertEqual(found.visited[0] if not SOLVERS[name].fills
                                 else found.visited[-len(found.path)], m.start)


if __name__ == "__main__":
    unittest.main()


def simple_path_cells(grid, start, goal):
    """Every cell on some way from start to goal that passes no cell twice,
    by walking every such way (small mazes only)."""
    found = set()
    stack = [(start, (start,))]
    while stack:
        c, way = stack.pop()
        if c == goal:
            found.update(way)
            continue
        for m in grid.open_neighbours(c):
            if m not in way:
                stack.append((m, way + (m,)))
    return found


class ClassicSolversTest(unittest.TestCase):
    """Daedalus's solvers: cul-de-sac filling, collision, chain, Pledge,
    the random mouse, and every shortest way at once."""

    def mazes(self):
        for shape in ("square", "hex", "triangle", "circle", "upsilon"):
            for seed in range(4):
                yield shape, seed, build(MazeSpec(6, 5, "kruskal", seed=seed, shape=shape,
                                                  braid=70, endpoints="random"))

    def test_cul_de_sac_filling_keeps_exactly_the_cells_of_simple_ways(self):
        from mazetk.solve import _between
        for shape, seed, m in self.mazes():
            with self.subTest(shape=shape, seed=seed):
                keep = _between(m.grid, m.start, m.goal)
                self.assertEqual({c for c in range(m.grid.n) if keep[c]},
                                 simple_path_cells(m.grid, m.start, m.goal))
                found = m.solve("cul-de-sac-filling")
                filled = set(found.visited[:len(found.visited) - len(found.path)])
                self.assertEqual(filled, set(range(m.grid.n)) - {
                    c for c in range(m.grid.n) if keep[c]})

    def test_cul_de_sac_filling_fills_loops_dead_end_filling_leaves(self):
        more = 0
        for seed in range(10):
            m = build(MazeSpec(15, 15, "backtracker", seed=seed, braid=40, endpoints="random"))
            dead = m.solve("dead-end-filling")
            culs = m.solve("cul-de-sac-filling")
            self.assertEqual(len(culs.path), len(m.solve("bfs").path))
            counted = [len(s.visited) - len(s.path) for s in (dead, culs)]
            self.assertGreaterEqual(counted[1], counted[0])
            more += counted[1] > counted[0]
        self.assertGreater(more, 5)

    def test_all_shortest_paths_are_the_independent_set(self):
        for shape, seed, m in self.mazes():
            with self.subTest(shape=shape, seed=seed):
                total = all_shortest_length(m.grid, m.start, m.goal)
                ways = set()  # every shortest way, walked one by one
                stack = [(m.start, (m.start,))]
                while stack:
                    c, way = stack.pop()
                    if len(way) == total:
                        if c == m.goal:
                            ways.update(way)
                        continue
                    stack.extend((x, way + (x,)) for x in m.grid.open_neighbours(c)
                                 if x not in way)
                found = m.solve("all-shortest")
                self.assertEqual(set(found.cells), ways)
                check_path(self, m.grid, found.path, m.start, m.goal)
                from mazetk.solve import shortest_links
                links = shortest_links(m.grid, m.start, found.cells)
                pairs = [tuple(sorted(p)) for run in links for p in zip(run, run[1:])]
                self.assertEqual(len(pairs), len(set(pairs)))  # each passage once
                self.assertLessEqual({c for run in links for c in run}, ways)
                if len(ways) > 1:
                    self.assertEqual({c for run in links for c in run}, ways)

    def test_collision_keeps_where_the_waters_met(self):
        for shape, seed, m in self.mazes():
            with self.subTest(shape=shape, seed=seed):
                found = m.solve("collision")
                self.assertTrue(found.found)
                self.assertEqual(len(found.path), all_shortest_length(m.grid, m.start, m.goal))
                self.assertTrue(found.cells)
                self.assertTrue(set(found.cells) & set(found.path))
                # the waters were as far from their ends when they met
                near = [found.path.index(c) for c in found.cells if c in found.path]
                self.assertLessEqual(abs(2 * min(near) - len(found.path)), len(found.path))

    def test_pledge_gets_out_to_an_outer_goal_and_says_when_it_cannot(self):
        for shape in ("square", "hex", "upsilon"):
            for seed in range(10):
                m = build(MazeSpec(12, 10, "prim", seed=seed, shape=shape))
                found = m.solve("pledge")
                self.assertTrue(found.found, (shape, seed))
                check_path(self, m.grid, found.path, m.start, m.goal)
        misses = 0
        for seed in range(20):
            m = build(MazeSpec(12, 10, "prim", seed=seed, endpoints="random", braid=60))
            found = m.solve("pledge")
            if not found.found:
                misses += 1
                self.assertIn("Pledge", found.note)
                self.assertEqual(found.path, [])
        self.assertGreater(misses, 0)

    def test_the_random_mouse_gives_up_after_its_bound_and_says_so(self):
        from unittest import mock
        from mazetk import solve as solvers
        m = build(MazeSpec(30, 30, seed=2))
        with mock.patch.object(solvers, "_steps_allowed", lambda grid: 50):
            found = solvers.solve(m.grid, m.start, m.goal, "random-mouse", random.Random(1))
        self.assertFalse(found.found)
        self.assertEqual(found.note, "the random mouse gave up after 50 steps")
        self.assertEqual(len(found.visited), 51)
        found = solvers.solve(m.grid, m.start, m.goal, "random-mouse", random.Random(1))
        self.assertTrue(found.found)
        check_path(self, m.grid, found.path, m.start, m.goal)
        self.assertEqual(found.path, m.solve("bfs").path)  # a perfect maze: its one way

    def test_the_chain_solver_follows_its_line_where_it_can(self):
        from mazetk.grids import SquareGrid
        g = SquareGrid(6, 1)
        g.open_all()
        found = solve(g, 0, 5, "chain")
        self.assertEqual(list(found.visited), [0, 1, 2, 3, 4, 5])
        for seed in range(6):
            m = build(MazeSpec(10, 8, "backtracker", seed=seed, endpoints="random"))
            found = m.solve("chain")
            self.assertTrue(found.found)
            self.assertEqual(found.path, m.solve("bfs").path)

    def test_what_each_promises(self):
        from mazetk.solve import guarantees
        self.assertIn("gives up", guarantees("random-mouse"))
        self.assertIn("cheapest", guarantees("dijkstra"))
        self.assertIn("ignores what the ground costs", guarantees("bfs"))
        self.assertNotIn("pledge", SURE)
        self.assertIn("chain", SURE)
