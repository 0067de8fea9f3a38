"""Walking a maze by hand (no Tk): moves, trail, runs, hints and the score."""

import random
import re
import unittest

from mazetk import grids
from mazetk.masks import mask as masks
from mazetk.maze import build
from mazetk.play import (AMBIGUOUS, ARRIVED, AT_GOAL, CHOOSE, DEAD_END, DIRECTIONS, JUNCTION,
                         LOOP, STOPS, VECTORS, WALL, Walk, describe, slot_toward)
from mazetk.spec import MazeSpec


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def mazes():
    for algorithm in ("backtracker", "kruskal", "prim", "wilson"):
        for seed in ("p1", "p2", "p3"):
            for braid in (0, 50):
                yield build(MazeSpec(11, 8, algorithm, seed=seed, braid=braid,
                                     endpoints="random"))


class WalkTest(unittest.TestCase):
    def test_following_the_hints_is_a_perfect_walk(self):
        for maze in mazes():
            walk = Walk(maze)
            while not walk.done:
                nxt = walk.hint()
                self.assertIsNotNone(nxt)
                self.assertTrue(walk.move_to(nxt))
            self.assertEqual(walk.moves, walk.shortest)
            self.assertEqual(walk.score(), 100.0)
            self.assertEqual(walk.cell, maze.goal)
            self.assertIsNone(walk.hint())
            self.assertFalse(walk.move(next(iter(DIRECTIONS.values()))))  # done: no more

    def test_walls_stop_the_walker(self):
        for maze in mazes():
            walk = Walk(maze)
            for slot in DIRECTIONS.values():
                if not walk.can_move(slot):
                    self.assertFalse(walk.move(slot))
                    self.assertEqual((walk.cell, walk.moves, walk.started), (maze.start, 0, None))

    def test_the_trail_has_no_loops_and_steps_back(self):
        for maze in mazes():
            walk = Walk(maze)
            grid = maze.grid
            rng = random.Random(maze.seed)
            for _ in range(300):
                if walk.done:
                    break
                open_slots = [k for k in range(grid.slots) if walk.can_move(k)]
                walk.move(rng.choice(open_slots))
                trail = walk.trail
                self.assertEqual(len(trail), len(set(trail)))
                self.assertEqual(trail[0], maze.start)
                for a, b in zip(trail, trail[1:]):
                    self.assertIn(b, list(grid.open_neighbours(a)))
            self.assertGreater(walk.moves, 0)

    def test_run_stops_at_a_junction_a_dead_end_or_the_goal(self):
        for maze in mazes():
            walk = Walk(maze)
            grid = maze.grid
            slot = next(k for k in range(grid.slots) if walk.can_move(k))
            taken = walk.run(slot)
            self.assertGreater(taken, 0)
            exits = [m for m in grid.open_neighbours(walk.cell)]
            self.assertTrue(walk.done or len(exits) != 2, (maze.code, walk.cell))

    def test_clock_and_score(self):
        maze = build(MazeSpec(6, 5, seed="clock"))
        clock = Clock()
        walk = Walk(maze, clock=clock)
        self.assertEqual((walk.seconds(), walk.score()), (0.0, 0.0))
        path = maze.solve("bfs").path
        wrong = [k for k in range(4) if walk.can_move(k)
                 and maze.grid.neighbour(maze.start, k) != path[1]]
        slot = wrong[0] if wrong else None
        if slot is not None:  # a step the wrong way and back costs two moves
            walk.move(slot)
            clock.now += 5
            walk.move_to(maze.start)
        for cell in path[1:]:
            clock.now += 1
            self.assertTrue(walk.move_to(cell))
        extra = 2 if slot is not None else 0
        self.assertEqual(walk.moves, len(path) - 1 + extra)
        self.assertEqual(walk.score(), round(100.0 * (len(path) - 1) / walk.moves, 1))
        finished_at = walk.seconds()
        clock.now += 50
        self.assertEqual(walk.seconds(), finished_at)  # the clock stops at the goal



def shaped_mazes():
    for shape, size in (("hex", (9, 7)), ("triangle", (11, 6)), ("circle", (6, 6)),
                        ("upsilon", (8, 7)), ("hex", (1, 6)), ("triangle", (9, 1))):
        for algorithm in ("backtracker", "wilson"):
            for braid in (0, 60):
                yield build(MazeSpec(size[0], size[1], algorithm, seed="k%d" % braid,
                                     braid=braid, endpoints="random", shape=shape))


class ShapeKeysTest(unittest.TestCase):
    """The walking keys on sloped shapes: every way out of every cell has a
    key, and a key never picks a way at random."""

    def test_every_open_side_of_every_cell_has_a_key(self):
        for maze in shaped_mazes():
            grid = maze.grid
            for cell in range(grid.n):
                keyed = {slot_toward(grid, cell, d) for d in VECTORS}
                for other in grid.open_neighbours(cell):
                    self.assertIn(grid.slot_towards(cell, other), keyed,
                                  (grid.kind, cell, other))

    def test_a_key_picks_an_open_side_when_one_lies_that_way(self):
        for maze in shaped_mazes():
            grid = maze.grid
            for cell in range(grid.n):
                for d in VECTORS:
                    slot = slot_toward(grid, cell, d)
                    if slot is None or slot == AMBIGUOUS:
                        continue
                    self.assertGreaterEqual(grid.nbr[cell * grid.slots + slot], 0)

    def test_the_square_keys_are_the_four_sides(self):
        maze = build(MazeSpec(5, 4, "prim", seed="sq"))
        for d, slot in DIRECTIONS.items():
            self.assertEqual(slot_toward(maze.grid, 7, d), slot)
        self.assertIsNone(slot_toward(maze.grid, 7, "up-left"))

    def test_keys_walk_the_way_to_the_goal_on_every_shape(self):
        for maze in shaped_mazes():
            grid = maze.grid
            walk = Walk(maze, clock=Clock())
            path = maze.solve("bfs").path
            for here, there in zip(path, path[1:]):
                keys = [d for d in VECTORS if slot_toward(grid, here, d) ==
                        grid.slot_towards(here, there)]
                self.assertTrue(keys, (grid.kind, here, there))
                self.assertTrue(walk.move(slot_toward(grid, here, keys[0])))
            self.assertTrue(walk.done)
            self.assertEqual(walk.trail, path)

    def test_towards_follows_the_pointer_along_passages(self):
        for maze in shaped_mazes():
            grid = maze.grid
            walk = Walk(maze, clock=Clock())
            for m in grid.open_neighbours(walk.cell):
                if m == maze.goal:
                    continue  # reaching the goal ends the walk
                self.assertEqual(walk.towards(m), 1)
                self.assertEqual(walk.cell, m)
                walk.towards(maze.start)
                self.assertEqual(walk.cell, maze.start)
            # a target behind a wall: the walker never passes through a wall
            far = max(range(grid.n), key=lambda c: grid.distance_estimate(maze.start, c))
            trail_before = list(walk.trail)
            walk.towards(far)
            for a, b in zip(walk.trail, walk.trail[1:]):
                self.assertIn(b, grid.open_neighbours(a))
            self.assertEqual(walk.trail[:1], trail_before[:1])


def every_shape():
    """Mazes of every shape, perfect and with loops, and masked ones."""
    for shape, size in (("square", (10, 8)), ("hex", (9, 7)), ("triangle", (11, 6)),
                        ("circle", (6, 6)), ("upsilon", (8, 7))):
        for algorithm, braid in (("backtracker", 0), ("wilson", 0), ("prim", 60)):
            yield build(MazeSpec(size[0], size[1], algorithm, seed="c%d" % braid, braid=braid,
                                 endpoints="random", shape=shape))
    for maze in masked_mazes():
        yield maze


def walk_to(maze, cell):
    """A walk standing on ``cell`` (walked there by the shortest way), or None
    when that way passes the goal or there is none."""
    path = build_path(maze, cell)
    if not path or maze.goal in path:
        return None
    walk = Walk(maze, clock=Clock())
    for step in path[1:]:
        assert walk.move_to(step)
    return walk


def build_path(maze, cell):
    from mazetk.solve import bfs
    return bfs(maze.grid, maze.start, cell).path


class ClickTest(unittest.TestCase):
    """Issue 20: a click on a distant cell walks the open way towards it as far
    as it goes without a choice, and says why it stopped."""

    def clicks(self, maze, count=120):
        """``(walk, before, target, taken, why)`` for clicks from cells of every kind."""
        grid = maze.grid
        pick = random.Random("click %s %d" % (grid.kind, grid.n)).randrange
        cells = [c for c in range(grid.n) if walk_to(maze, c) is not None]
        for _ in range(count):
            walk = walk_to(maze, cells[pick(len(cells))])
            before, target = walk.cell, pick(grid.n)
            taken, why = walk.head_for(target)
            yield walk, before, target, taken, why

    def test_a_click_walks_open_passages_and_says_why_it_stopped(self):
        for maze in every_shape():
            grid = maze.grid
            for walk, before, target, taken, why in self.clicks(maze):
                with self.subTest(shape=grid.kind, braid=maze.spec.braid, at=before,
                                  target=target):
                    self.assertIn(why, STOPS)
                    for a, b in zip(walk.trail, walk.trail[1:]):
                        self.assertIn(b, grid.open_neighbours(a))
                    here = walk.cell
                    ways = grid.degree(here)
                    if why == ARRIVED:
                        self.assertEqual(here, target)
                    elif why == AT_GOAL:
                        self.assertTrue(walk.done)
                    else:
                        self.assertNotEqual(here, target)
                    if why in (JUNCTION, CHOOSE):
                        # a choice: a junction, or where it started two ways as near
                        self.assertTrue(ways >= 3 or (taken == 0 and ways == 2), ways)
                    if why == DEAD_END:
                        self.assertEqual(ways, 1)
                        self.assertGreater(taken, 0)
                    if why == WALL:
                        k = grid.slot_towards(here, target)
                        self.assertFalse(grid.is_open(here, k))
                    if why == LOOP:
                        self.assertTrue(maze.spec.braid)

    def test_a_click_from_a_corridor_or_a_dead_end_always_moves(self):
        """The bug: a click on a cell the walker could not go straight to did nothing."""
        for maze in every_shape():
            grid = maze.grid
            for walk, before, target, taken, why in self.clicks(maze):
                if target == before or grid.degree(before) > 2 or why in (CHOOSE, WALL):
                    continue
                with self.subTest(shape=grid.kind, at=before, target=target):
                    self.assertGreater(taken, 0, why)

    def test_a_click_down_the_corridor_arrives(self):
        """From a dead end, a click on any cell of its corridor up to the first
        junction walks there, however the corridor bends."""
        for maze in every_shape():
            grid = maze.grid
            for end in range(grid.n):
                if grid.degree(end) != 1 or walk_to(maze, end) is None:
                    continue
                corridor, came, here = [], end, grid.open_neighbours(end)[0]
                while grid.degree(here) == 2 and here not in (maze.goal, end):
                    corridor.append(here)
                    came, here = here, [m for m in grid.open_neighbours(here) if m != came][0]
                for target in corridor:
                    walk = walk_to(maze, end)
                    with self.subTest(shape=grid.kind, end=end, target=target):
                        taken, why = walk.head_for(target)
                        self.assertEqual((walk.cell, why), (target, ARRIVED))

    def test_a_click_on_a_neighbour_steps_there(self):
        for maze in every_shape():
            grid = maze.grid
            for cell in range(0, grid.n, 3):
                if walk_to(maze, cell) is None:
                    continue
                for m in grid.open_neighbours(cell):
                    walk = walk_to(maze, cell)
                    self.assertEqual(walk.head_for(m), (1, ARRIVED))


def masked_mazes():
    for shape, size in (("square", (12, 10)), ("hex", (9, 8)), ("circle", (6, 6))):
        cut = masks.outline("heart" if shape != "circle" else "circle",
                            grids.make(shape, *size))
        yield build(MazeSpec(size[0], size[1], "wilson", seed="m", braid=40, shape=shape,
                             mask=masks.encode(cut)))


class DescribeTest(unittest.TestCase):
    """``describe``: one sentence saying where the walker is and what is there."""

    def all_mazes(self):
        return list(mazes()) + list(shaped_mazes()) + list(masked_mazes())

    def test_what_a_cell_is_follows_its_open_sides(self):
        seen = set()
        for maze in self.all_mazes():
            grid = maze.grid
            for cell in range(grid.n):
                said = describe(maze, cell)
                ways = len(grid.open_neighbours(cell))
                self.assertTrue(said.endswith("."), said)
                junction = re.search(r"a junction with (\d+) ways\.$", said)
                if cell == maze.start:
                    kind = "start"
                    self.assertTrue(said.endswith(": the start."), said)
                elif cell == maze.goal:
                    kind = "goal"
                    self.assertTrue(said.endswith(": the goal."), said)
                elif said.endswith(": a dead end."):
                    kind = "dead end"
                    self.assertEqual(ways, 1, (maze.code, cell))
                elif said.endswith(": a corridor."):
                    kind = "corridor"
                    self.assertEqual(ways, 2, (maze.code, cell))
                elif junction:
                    kind = "junction"
                    self.assertEqual(int(junction.group(1)), ways, (maze.code, cell))
                    self.assertGreaterEqual(ways, 3)
                else:
                    self.fail("%s: %r" % (maze.code, said))
                seen.add((grid.shape, kind))
        for shape in ("square", "hex", "triangle", "circle", "upsilon"):
            for kind in ("start", "goal", "dead end", "corridor", "junction"):
                self.assertIn((shape, kind), seen)

    def test_where_uses_the_grids_own_words(self):
        for maze in self.all_mazes():
            grid = maze.grid
            full = grid.whole
            for cell in range(grid.n):
                place = describe(maze, cell).split(":")[0]
                at = grid.cells[cell] if full is not grid else cell
                if full.kind == "circle":
                    ring, index = full.ring_of(at)
                    want = "The centre" if ring == 0 else "Ring %d, cell %d" % (ring, index + 1)
                else:
                    row, col = full.rc(at)
                    want = "Row %d, column %d" % (row + 1, col + 1)
                self.assertEqual(place, want, maze.code)

    def test_a_walk_is_described_at_every_step(self):
        maze = build(MazeSpec(8, 6, "backtracker", seed="say"))
        walk = Walk(maze, clock=Clock())
        said = [describe(maze, walk.cell)]
        while not walk.done:
            walk.move_to(walk.hint())
            said.append(describe(maze, walk.cell))
        self.assertEqual(said[0], "Row 1, column 1: the start.")
        self.assertTrue(said[-1].endswith(": the goal."))
        self.assertFalse(any("dead end" in s for s in said))  # the shortest way has none


if __name__ == "__main__":
    unittest.main()
