"""A solver at work (no Tk): its frontier, stack or fill, and their counts."""

import dataclasses
import unittest

from mazetk.gui.animation import colours
from mazetk.gui.solving import SolveAnimation, count_words, solver_legend
from mazetk.maze import build
from mazetk.scene import Style
from mazetk.solve import SOLVERS, bfs, distances

from .helpers import SHAPES, FakePainter, shape_spec


class SolverPictureTest(unittest.TestCase):
    """Issue 20: a solver's frontier, stack or fill shows, each colour counted."""

    def mazes(self):
        for shape, cols, rows, outline in SHAPES:
            for braid in (0, 40):
                spec = shape_spec("backtracker", shape, cols, rows, outline, "s%d" % braid)
                yield shape, outline, braid, build(dataclasses.replace(spec, braid=braid))

    def run_solver(self, maze, solver, finish=False, check=None):
        painter, ended = FakePainter(), []
        anim = SolveAnimation(painter, None, maze, solver, Style(cell=12, wall=2),
                              ended.append)
        shades = colours()
        by_colour = {shades[state]: state for state in anim.counts}
        marker = painter.one("acurrent")
        layout = anim.layout
        shape = layout.cell_shape if layout.smooth else layout.cell_box
        cell_at = {tuple(shape(c)): c for c in range(maze.grid.n)}

        def painted():
            cells = {}
            for item in painter.tagged("explored"):
                state = by_colour.get(painter.items[item]["fill"])
                cells.setdefault(state, set()).add(cell_at[painter.items[item]["coords"]])
            return cells

        if finish:
            anim.finish()
        while not ended:
            anim.step()
            if ended:
                break
            cells = painted()
            here = [c for c in range(maze.grid.n)
                    if tuple(anim.layout.marker(c)) == marker["coords"]]
            # the legend's counts are the cells shown in each colour
            self.assertEqual({k: len(cells.get(k, ())) for k in anim.counts}, anim.counts)
            if check:
                check(cells, here[0])
        self.assertFalse(marker["visible"])
        self.assertEqual(len(painter.tagged("apath")), len(anim.found.path))
        return anim, painted(), painter

    def test_breadth_first_and_a_star_show_their_frontier(self):
        for shape, outline, braid, maze in self.mazes():
            grid = maze.grid
            dist = distances(grid, maze.start)
            for solver in ("bfs", "astar"):
                with self.subTest(shape=shape, outline=outline, braid=braid, solver=solver):
                    def check(cells, here):
                        explored = cells.get("explored", set())
                        frontier = cells.get("frontier", set())
                        self.assertIn(here, explored)
                        # the frontier: every cell next to one visited, not visited
                        want = {m for c in explored if c != maze.goal
                                for m in grid.open_neighbours(c)} - explored
                        self.assertEqual(frontier, want)
                        if solver == "bfs":  # the wave: one or two distances wide
                            self.assertLessEqual({dist[c] for c in frontier},
                                                 {dist[here], dist[here] + 1})
                            self.assertLessEqual(max(dist[c] for c in explored), dist[here])
                    anim, cells, _p = self.run_solver(maze, solver, check=check)
                    self.assertIn(maze.goal, cells["explored"])
                    if solver == "bfs":  # its order: every cell it saw
                        self.assertEqual(cells["explored"] | cells.get("frontier", set()),
                                         set(anim.found.visited))

    def test_depth_first_and_tremaux_show_the_way_they_hold(self):
        for shape, outline, braid, maze in self.mazes():
            for solver in ("dfs", "tremaux"):
                with self.subTest(shape=shape, outline=outline, braid=braid, solver=solver):
                    def check(cells, here):
                        if braid:
                            return
                        # on a perfect maze: the stack is the way from the start to here
                        way = bfs(maze.grid, maze.start, here).path
                        self.assertEqual(cells.get("stack", set()), set(way))
                    anim, cells, _p = self.run_solver(maze, solver, check=check)
                    self.assertEqual(cells["stack"], set(anim.found.path))
                    self.assertEqual(cells["stack"] | cells.get("explored", set()),
                                     set(anim.found.visited))

    def test_no_way_leaves_nothing_held(self):
        for shape, outline, braid, maze in self.mazes():
            grid, goal = maze.grid, maze.goal
            for m in grid.open_neighbours(goal):  # wall the goal in
                grid.passages[goal] &= ~(1 << grid.slot_towards(goal, m))
                grid.passages[m] &= ~(1 << grid.slot_towards(m, goal))
            for solver in SOLVERS:
                with self.subTest(shape=shape, outline=outline, braid=braid, solver=solver):
                    anim, cells, _p = self.run_solver(maze, solver)
                    self.assertFalse(anim.found.found)
                    # everything reachable was visited; no frontier, no stack is left
                    self.assertEqual(set(cells), {"explored"})

    def test_dead_end_filling_fills_off_the_way(self):
        for shape, outline, braid, maze in self.mazes():
            with self.subTest(shape=shape, outline=outline, braid=braid):
                anim, cells, _p = self.run_solver(maze, "dead-end-filling")
                self.assertFalse(cells["explored"] & set(anim.found.path))
                self.assertEqual(anim.counts["explored"],
                                 len(anim.found.visited) - len(anim.found.path))

    def test_finish_shows_what_the_whole_run_shows(self):
        for shape, outline, braid, maze in self.mazes():
            for solver in SOLVERS:
                with self.subTest(shape=shape, outline=outline, braid=braid, solver=solver):
                    shown = []
                    for finish in (False, True):
                        anim, cells, painter = self.run_solver(maze, solver, finish)
                        shown.append(sorted((item["coords"], item["fill"], item["tag"])
                                            for item in painter.items.values()
                                            if item["tag"] in ("explored", "apath")))
                        shown.append(anim.counts)
                    self.assertEqual(shown[0], shown[2])
                    self.assertEqual(shown[1], shown[3])

    def test_the_legend_counts(self):
        self.assertEqual([t for _c, t in solver_legend("bfs", counts={
            "explored": 40, "frontier": 7})],
            ["solver is here", "visited: 40", "frontier: 7", "the way"])
        self.assertEqual(count_words("dfs", {"stack": 9, "explored": 3}),
                         "on the stack: 9, backed out of: 3")
