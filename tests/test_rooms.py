"""Rooms (mazetk.generate.rooms): an open room in the middle of a square maze
(--room WxH) and an open centre of a circle (--hole N).  The maze is still
perfect when the room counts as one cell (checked here by contracting it
and counting, not by mazetk), the room has no wall inside, every solver
finds the goal where the way enters it; codes, files, the command line and
books carry it, and what cannot have one is refused in one line."""

import json
import os
import tempfile
import unittest

from mazetk.generate import ALGORITHMS
from mazetk.maze import build
from mazetk.generate.rooms import room_cells
from mazetk.solve import SURE
from mazetk.spec import MazeSpec

from .test_ends import run

CASES = [dict(cols=20, rows=15, room="4x3"), dict(cols=9, rows=7, room="2x1"),
         dict(cols=12, rows=12, room="10x10"), dict(cols=11, rows=9, room=(5, 1)),
         dict(shape="circle", cols=8, room=3), dict(shape="circle", cols=4, room="2"),
         dict(shape="circle", cols=10, room=9)]


def middle(maze):
    """The room's cells, worked out here from the size: the W x H block
    centred (to the top left) in a square grid; the rings below N of a circle."""
    g, spec = maze.grid, maze.spec
    if g.kind == "circle":
        return set(range(sum(g.counts[:spec.room[0]])))
    w, h = spec.room
    left, top = (g.cols - w) // 2, (g.rows - h) // 2
    return {r * g.cols + c for r in range(top, top + h) for c in range(left, left + w)}


def assert_tree_with_room(test, maze):
    """Contract the room to one node: the passages left form a tree over
    every cell (union-find, from the neighbour table alone)."""
    g, room = maze.grid, middle(maze)
    node = {c: (-1 if c in room else c) for c in range(g.n)}
    parent = {}

    def root(x):
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    edges = 0
    for c in range(g.n):
        for k in range(g.slots):
            m = g.nbr[c * g.slots + k]
            if m < 0 or m < c or not g.passages[c] >> k & 1:
                continue
            test.assertTrue(any(g.nbr[m * g.slots + j] == c and g.passages[m] >> j & 1
                                for j in range(g.slots)), "one-sided passage")
            a, b = node[c], node[m]
            if a == b == -1:
                continue  # inside the room: every wall there is open
            ra, rb = root(a), root(b)
            test.assertNotEqual(ra, rb, "a loop through %d and %d" % (c, m))
            parent[ra] = rb
            edges += 1
    test.assertEqual(edges, g.n - len(room))  # nodes: the cells outside and the room


class RoomTest(unittest.TestCase):
    def test_perfect_with_the_room_as_one_cell(self):
        for case in CASES:
            for algorithm in ("backtracker", "wilson", "kruskal", "prim"):
                for seed in "abc":
                    maze = build(MazeSpec(**dict(case, seed=seed, algorithm=algorithm)))
                    with self.subTest(case=case, algorithm=algorithm, seed=seed):
                        self.assertEqual(set(room_cells(maze.grid, maze.spec.room)),
                                         middle(maze))
                        assert_tree_with_room(self, maze)

    def test_every_generator_on_a_square(self):
        for algorithm in ALGORITHMS:
            maze = build(MazeSpec(14, 10, algorithm, seed="g", room="6x4"))
            with self.subTest(algorithm=algorithm):
                assert_tree_with_room(self, maze)

    def test_no_wall_inside_the_room(self):
        for case in CASES:
            maze = build(MazeSpec(**dict(case, seed="w")))
            g, room = maze.grid, middle(maze)
            for c in room:
                for k in range(g.slots):
                    m = g.nbr[c * g.slots + k]
                    if m in room:
                        with self.subTest(case=case, cell=c, side=k):
                            self.assertTrue(g.passages[c] >> k & 1)

    def test_the_goal_is_where_the_way_enters_the_room(self):
        for case in CASES:
            for endpoints in ("corners", "random", "farthest"):
                for seed in "xyz":
                    maze = build(MazeSpec(**dict(case, seed=seed, endpoints=endpoints)))
                    room = middle(maze)
                    path = maze.solve("bfs").path
                    with self.subTest(case=case, endpoints=endpoints, seed=seed):
                        self.assertNotIn(maze.start, room)
                        self.assertIn(maze.goal, room)
                        self.assertEqual(path[-1], maze.goal)
                        self.assertFalse(room & set(path[:-1]), "the way crosses the room")

    def test_farthest_starts_far_from_the_room(self):
        near = build(MazeSpec(20, 15, seed="f", room="4x3"))
        far = build(MazeSpec(20, 15, seed="f", room="4x3", endpoints="farthest"))
        self.assertGreaterEqual(len(far.solve("bfs").path), len(near.solve("bfs").path) // 2)
        from mazetk.solve import distances  # no cell lies farther from the room
        dist = [min(d) for d in zip(*(distances(far.grid, c) for c in middle(far)))]
        self.assertEqual(dist[far.start], max(dist))

    def test_every_solver_finds_the_goal(self):
        for case in CASES:
            for seed in "12345":
                maze = build(MazeSpec(**dict(case, seed=seed)))
                for solver in SURE:
                    found = maze.solve(solver)
                    with self.subTest(case=case, seed=seed, solver=solver):
                        self.assertTrue(found.found, found.note)
                        self.assertEqual(found.path[0], maze.start)
                        self.assertEqual(found.path[-1], maze.goal)

    def test_chosen_ends_win(self):
        maze = build(MazeSpec(20, 15, seed="c", room="4x3", start="15,20", goal="1,1"))
        self.assertEqual((maze.start, maze.goal), (299, 0))
        inside = build(MazeSpec(20, 15, seed="c", room="4x3", start="8,10"))
        self.assertIn(inside.start, middle(inside))
        self.assertNotEqual(inside.goal, inside.start)


class RefusalTest(unittest.TestCase):
    def test_what_cannot_have_a_room(self):
        cases = [(dict(room="1x1"), "at least 2 cells"), (dict(room="19x3"), "at most 18x13"),
                 (dict(room="wide"), "WIDTHxHEIGHT"), (dict(shape="hex", room="2x2"), "hex"),
                 (dict(shape="circle", cols=5, room=5), "from 2 to 4"),
                 (dict(shape="circle", cols=5, room=1), "from 2 to 4"),
                 (dict(shape="circle", cols=5, room="2x3"), "number of rings"),
                 (dict(room="3x3", wrap="x"), "wrap"), (dict(room="3x3", weave=20), "weave"),
                 (dict(room="3x3", levels=2), "levels"),
                 (dict(room="3x3", symmetry="mirror"), "symmetry")]
        for changes, words in cases:
            with self.subTest(changes=changes):
                with self.assertRaises(ValueError) as caught:
                    MazeSpec(**dict(dict(seed="1"), **changes)).validate()
                self.assertIn(words, str(caught.exception))

    def test_the_command_line_says_it_in_one_line(self):
        for args in (["--room", "6x4", "--shape", "circle"], ["--hole", "3"],
                     ["--room", "30x2"], ["--room", "3x3", "--outline", "heart"],
                     ["--room", ""], ["--room", "2x2", "--hole", "2", "--shape", "circle"],
                     ["--code", "mz2:9x9:backtracker:c:b0:1", "--room", "3x3"]):
            with tempfile.TemporaryDirectory() as folder:
                status, out, err = run("generate", "--out", folder, *args)
                with self.subTest(args=args):
                    self.assertEqual(status, 2)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
                    self.assertNotIn("Traceback", err)
                    self.assertEqual(os.listdir(folder), [])


class CarriedTest(unittest.TestCase):
    def test_codes(self):
        for spec, code in ((MazeSpec(20, 15, seed="7", room="4x3"),
                            "mz2:20x15r4x3:backtracker:c:b0:7"),
                           (MazeSpec(12, 12, shape="circle", seed="7", room=3),
                            "mz2:c12r3:backtracker:c:b0:7")):
            with self.subTest(code=code):
                self.assertEqual(spec.validate().code(), code)
                back = MazeSpec.from_code(code)
                self.assertEqual(back.room, spec.validate().room)
                self.assertEqual(bytes(build(code).grid.passages),
                                 bytes(build(spec).grid.passages))
        for bad in ("mz2:20x15r:backtracker:c:b0:7", "mz2:20x15rx3:backtracker:c:b0:7",
                    "mz2:20x15r4x:backtracker:c:b0:7", "mz2:20x15r40x3:backtracker:c:b0:7"):
            with self.subTest(bad=bad), self.assertRaises(ValueError):
                MazeSpec.from_code(bad)

    def test_files_read_back(self):
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = run("generate", "--room", "5x3", "--size", "15x11", "--seed",
                                   "r", "--format", "json,png,svg,txt", "--solution",
                                   "--out", folder)
            self.assertEqual(status, 0, err)
            name = [p for p in out.split() if p.endswith(".json")][0]
            with open(name, encoding="utf-8") as f:
                data = json.load(f)
            self.assertEqual(data["code"], "mz2:15x11r5x3:backtracker:c:b0:r")
            status, out, err = run("solve", name)
            self.assertEqual(status, 0, err)
            status, out, err = run("generate", "--shape", "circle", "--size", "9", "--hole",
                                   "3", "--format", "png,pdf", "--out", folder)
            self.assertEqual(status, 0, err)

    def test_a_book_of_rooms(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "rooms.pdf")
            status, out, err = run("book", path, "--count", "2", "--room", "4x3", "--seed", "b")
            self.assertEqual(status, 0, err)
            status, out, err = run("book", path + "2.pdf", "--count", "2", "--room", "9x9",
                                   "--size", "10x10")
            self.assertEqual(status, 2)
            self.assertIn("--room", err)
        from mazetk.books.book import BookSettings
        book = BookSettings(count=2, shape="circle", size="8", room="3", seed="o").validate()
        self.assertEqual(book.spec(1).validate().room, (3, 3))


if __name__ == "__main__":
    unittest.main()
