"""A generator at work (no Tk): what the painter is asked to show, step by step."""

import unittest

from mazetk.gui.animation import colours
from mazetk.gui.growing import WALKER_STEPS, GrowAnimation
from mazetk.maze import stepper
from mazetk.scene import Style

from .helpers import SHAPES, FakePainter, recorded, shape_spec


class WalkPictureTest(unittest.TestCase):
    """Issue 20: a random walk is drawn as a line, in order, its head marked."""

    def watch(self, algorithm, shape, cols, rows, outline, seed):
        spec = shape_spec(algorithm, shape, cols, rows, outline, seed)
        grid, steps = stepper(spec)
        log, ended = [], []
        painter = FakePainter()
        anim = GrowAnimation(painter, None, grid, algorithm, Style(cell=12, wall=2),
                             recorded(steps, log), ended.append)
        return anim, painter, log, ended

    def test_wilsons_walk_is_a_line_and_its_loops_are_erased(self):
        for shape, cols, rows, outline in SHAPES:
            for seed in ("w1", "w2", "w3"):
                with self.subTest(shape=shape, outline=outline, seed=seed):
                    self.check_wilson(shape, cols, rows, outline, seed)

    def check_wilson(self, shape, cols, rows, outline, seed):
        anim, painter, log, ended = self.watch("wilson", shape, cols, rows, outline, seed)
        centre, shades = anim.layout.centre, colours()
        line, marker = painter.one("awalk"), painter.one("acurrent")
        erased_line = painter.one("aerased")
        maze, walk, joined, loops = set(), [], False, 0
        while not ended:
            anim.step()
            if ended:
                break
            step = log[-1]
            erased = []
            if step[0] in ("visit", "carve"):
                maze.update(step[1:])
                if step[0] == "carve" and walk and walk[0] == step[1]:
                    walk.pop(0)  # carved from the walk's start on
            elif step[0] == "walk":
                cell = step[1]
                if joined:
                    walk, joined = [], False
                if cell in maze:
                    walk.append(cell)
                    joined = True
                elif cell in walk:
                    cut = walk.index(cell) + 1
                    erased, walk = walk[cut:], walk[:cut]
                    loops += 1
                    loop = painter.points(erased_line)  # the loop, closed where it began
                    self.assertEqual((loop[0], loop[-1]), (centre(cell), centre(cell)))
                    self.assertTrue(erased_line["visible"])
                else:
                    walk.append(cell)
                # the head carries the marker
                self.assertEqual(marker["coords"], tuple(anim.layout.marker(cell)))
            points = [centre(c) for c in walk]
            if len(points) >= 2:
                self.assertTrue(line["visible"])
                self.assertEqual(painter.points(line), points)  # in order, head last
                self.assertGreater(marker["raised"], line["raised"])  # the head over it
            else:
                self.assertFalse(line["visible"])
            for cell in erased:
                if line["visible"]:
                    self.assertNotIn(centre(cell), painter.points(line))
                self.assertEqual(painter.items[anim.cell_items[cell]]["fill"],
                                 shades["unvisited"])
        self.assertGreater(loops, 0)
        self.assertFalse(line["visible"])
        self.assertFalse(erased_line["visible"])

    def test_a_walker_draws_its_last_steps(self):
        """Aldous-Broder's walker, and hunt-and-kill's, which starts again where
        it hunts out a new cell."""
        for algorithm in ("aldous-broder", "hunt-and-kill"):
            for shape, cols, rows, outline in SHAPES:
                with self.subTest(algorithm=algorithm, shape=shape, outline=outline):
                    self.check_walker(algorithm, shape, cols, rows, outline)

    def check_walker(self, algorithm, shape, cols, rows, outline):
        anim, painter, log, ended = self.watch(algorithm, shape, cols, rows, outline, "ab")
        line, marker = painter.one("awalk"), painter.one("acurrent")
        grid, walk, jumps = anim.grid, [], 0
        while not ended:
            anim.step()
            if ended:
                break
            step = log[-1]
            if step[0] == "carve" and walk and walk[-1] != step[1]:
                walk, jumps = [step[1]], jumps + 1  # hunted: a new walk
            elif step[0] == "carve" and not walk:
                walk = [step[1]]
            if step[0] in ("visit", "carve"):
                walk.append(step[-1])
            last = [anim.layout.centre(c) for c in walk[-WALKER_STEPS:]]
            self.assertEqual(painter.points(line) if line["visible"] else last[:1], last)
            self.assertEqual(marker["coords"], tuple(anim.layout.marker(walk[-1])))
            if line["visible"]:
                self.assertGreater(marker["raised"], line["raised"])
            # each step of the line joins neighbours: the walk, never a jump
            for a, b in zip(walk[-WALKER_STEPS:], walk[-WALKER_STEPS:][1:]):
                self.assertIn(b, grid.nbr[a * grid.slots:(a + 1) * grid.slots])
        if algorithm == "hunt-and-kill" and grid.n > 40:
            self.assertGreater(jumps, 0)
        self.assertFalse(line["visible"])
