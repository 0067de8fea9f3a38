import unittest

from mazetk import analysis
from mazetk.grids import E, S, SquareGrid
from mazetk.maze import Maze, build
from mazetk.play import DIRECTIONS, Walk
from mazetk.spec import MazeSpec


def corridor_with_branches():
    """A 4x2 maze: the way runs along the top row; two branches hang below.

    (0,0)-(0,1)-(0,2)-(0,3)
      |     |     |
    (1,0) (1,1)  (1,2)-(1,3)
    """
    g = SquareGrid(4, 2)
    for a in (0, 1, 2):
        g.link(a, E)
    for a in (0, 1, 2):
        g.link(a, S)
    g.link(6, E)
    return Maze(g, 0, 3)


class DifficultyTest(unittest.TestCase):
    def test_decision_points_on_a_hand_made_maze(self):
        m = corridor_with_branches()
        path = m.solve("bfs").path
        self.assertEqual(path, [0, 1, 2, 3])
        # start has 2 exits (a choice), cells 1 and 2 have 3: three places to go wrong
        self.assertEqual(analysis.decision_points(m, path), 3)
        level, reason = analysis.difficulty(m)
        self.assertIn("3 places", reason)

    def test_levels_follow_the_limits(self):
        for code in ("mz1:30x20:backtracker:c:b0:1", "mz1:30x20:wilson:f:b0:2"):
            m = build(code)
            path = m.solve("bfs").path
            points = analysis.decision_points(m, path)
            easy, hard = analysis.limits(m.grid.n)
            level, _ = analysis.difficulty(m)
            self.assertEqual(level, "easy" if points < easy else "hard" if points > hard
                             else "medium")

    def test_search_finds_a_qualifying_seed_or_says_none(self):
        spec = MazeSpec(20, 15, "wilson", seed="s")
        maze, tries = analysis.search(spec, "hard", attempts=50)
        self.assertIsNotNone(maze)
        self.assertEqual(analysis.difficulty(maze)[0], "hard")
        self.assertEqual(maze.seed, "s" if tries == 1 else "s-%d" % (tries - 1))
        # the reported seed rebuilds the same maze
        self.assertEqual(build(MazeSpec(20, 15, "wilson", seed=maze.seed)).grid.passages,
                         maze.grid.passages)
        maze, tries = analysis.search(MazeSpec(3, 1, seed="x"), "hard", attempts=5)
        self.assertIsNone(maze)
        self.assertEqual(tries, 5)
        long_way, _ = analysis.search(MazeSpec(15, 15, "backtracker", seed="x"), min_share=30)
        self.assertGreaterEqual(len(long_way.solve("bfs").path), 0.3 * 225)
        with self.assertRaises(ValueError):
            analysis.search(spec, "impossible")

    def test_heat_map_colours_by_distance(self):
        m = corridor_with_branches()
        dist = analysis.distances(m.grid, m.start)
        self.assertEqual(list(dist), [0, 1, 2, 3, 1, 2, 3, 4])
        colours = analysis.heat_colours(dist, steps=5)
        self.assertEqual(colours[0], "#fff7bc")  # nearest: palest
        self.assertEqual(colours[7], "#7a0177")  # farthest: darkest
        self.assertEqual(colours[1], colours[4])  # same distance, same colour
        g = SquareGrid(2, 1)
        unreachable = analysis.heat_colours(analysis.distances(g, 0))
        self.assertEqual(list(unreachable), [0])

    def test_heat_of_says_what_its_legend_needs(self):
        m = corridor_with_branches()
        dist = analysis.distances(m.grid, m.start)
        for name in ("default", "dark", " Contrast "):
            heat = analysis.heat_of(m, name)
            self.assertIsInstance(heat, dict)
            self.assertEqual(heat, analysis.heat_colours(dist, name.strip().lower()))
            self.assertEqual((heat.far, heat.palette), (4, name.strip().lower()))
        with self.assertRaises(ValueError):
            analysis.heat_of(m, "sepia")


class WalkTest(unittest.TestCase):
    def test_walls_block_and_trail_shrinks_when_walking_back(self):
        m = corridor_with_branches()
        w = Walk(m, clock=iter(range(100)).__next__)
        self.assertFalse(w.move(DIRECTIONS["up"]))  # the outer wall
        self.assertFalse(w.move(DIRECTIONS["left"]))  # the entrance leads outside: no
        self.assertEqual(w.moves, 0)
        self.assertTrue(w.move(DIRECTIONS["down"]))
        self.assertEqual(w.trail, [0, 4])
        self.assertFalse(w.move(DIRECTIONS["right"]))  # wall between (1,0) and (1,1)
        self.assertTrue(w.move(DIRECTIONS["up"]))
        self.assertEqual(w.trail, [0])  # walking back erased the step
        self.assertEqual(w.hint(), 1)
        self.assertEqual(w.run(DIRECTIONS["right"]), 1)  # stops at the junction (0,1)
        self.assertEqual(w.cell, 1)
        self.assertEqual(w.run(DIRECTIONS["right"]), 1)  # (0,2) is a junction too
        self.assertEqual(w.run(DIRECTIONS["down"]), 2)  # (1,2)-(1,3): a dead end
        self.assertEqual(w.trail, [0, 1, 2, 6, 7])
        self.assertEqual(w.run(DIRECTIONS["left"]), 2)  # back up to the junction (0,2)
        self.assertEqual(w.trail, [0, 1, 2])
        self.assertFalse(w.done)
        self.assertTrue(w.move(DIRECTIONS["right"]))
        self.assertTrue(w.done)
        self.assertEqual(w.trail, [0, 1, 2, 3])
        self.assertEqual(w.moves, 9)
        self.assertEqual(w.shortest, 3)
        self.assertEqual(w.score(), round(100 * 3 / 9.0, 1))
        self.assertFalse(w.move(DIRECTIONS["left"]))  # finished: no more moves

    def test_following_hints_is_optimal(self):
        for seed in range(10):
            m = build(MazeSpec(12, 9, "kruskal", seed=seed, braid=30, endpoints="random"))
            w = Walk(m)
            while not w.done:
                self.assertTrue(w.move_to(w.hint()))
            self.assertEqual(w.score(), 100.0)
            self.assertEqual(w.trail, m.solve("bfs").path)


if __name__ == "__main__":
    unittest.main()
