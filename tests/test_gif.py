"""Animations as GIF (mazetk.export.gif): read back by an independent
reader (tests/gifread.py) and by ImageMagick; the LZW codes round-trip on
random data; the last frame of a growth is the maze's PNG pixel for pixel
and the last of a solve the solved maze's, on every flat shape; frames,
frame rate and refusals on the command line."""

import os
import random
import subprocess
import tempfile
import unittest

from mazetk import scene
from mazetk.export import gif
from mazetk.export.raster import png
from mazetk.maze import build
from mazetk.spec import MazeSpec

from .gifread import _decode, read_gif
from .pngread import read_png
from .support import requires_tool
from .test_ends import run


def rgb_frames(data):
    width, height, palette, frames, delays, loops = read_gif(data)
    return width, height, [[palette[i] for i in f] for f in frames], delays, loops


def png_rgb(scene_):
    width, height, rows = read_png(png(scene_))
    return width, height, [p for row in rows for p in row]


class LZWTest(unittest.TestCase):
    def test_random_data_round_trips(self):
        rng = random.Random(3)
        for depth in (1, 2, 3, 5, 8):
            for length in (0, 1, 2, 7, 300, 5000, 40000):
                top = 1 << depth
                data = bytes(rng.randrange(top) if rng.random() < 0.7 else 0
                             for _ in range(length))
                blocks = gif.lzw(data, depth)
                self.assertEqual(blocks[-1], 0)
                body, pos, raw = bytearray(), 1, blocks
                while raw[pos]:
                    body += raw[pos + 1:pos + 1 + raw[pos]]
                    pos += 1 + raw[pos]
                with self.subTest(depth=depth, length=length):
                    self.assertEqual(_decode(bytes(body), max(2, depth), length), data)

    def test_every_length_ends_where_a_reader_expects(self):
        """A run of every length up to 1500 of a few values: the last code
        fills the codes of a size at some length, and the end code is read
        one bit wider there (the edge a first version missed)."""
        rng = random.Random(9)
        pool = bytes(rng.choice((0, 1, 5, 5, 5)) for _ in range(1500))
        for length in range(1500):
            data = pool[:length]
            blocks = gif.lzw(data, 3)
            body, pos = bytearray(), 1
            while blocks[pos]:
                body += blocks[pos + 1:pos + 1 + blocks[pos]]
                pos += 1 + blocks[pos]
            self.assertEqual(_decode(bytes(body), 3, length), data, length)


class AnimationTest(unittest.TestCase):
    STYLE = scene.Style(cell=10)

    def test_the_last_frame_is_the_png(self):
        for spec in (MazeSpec(40, 30, seed="g"), MazeSpec(9, 7, seed="g", shape="hex"),
                     MazeSpec(7, shape="circle", seed="g"),
                     MazeSpec(10, 8, seed="g", shape="triangle", braid=40),
                     MazeSpec(14, 10, "division", seed="g"),
                     MazeSpec(12, 9, seed="g", wrap="xy"),
                     MazeSpec(16, 12, seed="g", room="4x2"),
                     MazeSpec(8, shape="circle", seed="g", labyrinth="cretan7"),
                     MazeSpec(12, 9, seed="g", braid=50, weights="random:2"),
                     MazeSpec(8, 7, seed="g", shape="hex", weights="random:3"),
                     MazeSpec(5, shape="cube", seed="g"),
                     MazeSpec(8, 6, seed="g", levels=3),
                     MazeSpec(14, 11, seed="g", weave=60),
                     MazeSpec(9, 8, seed="g", shape="hex", weave=60)):
            maze = build(spec)
            for kind, made, drawn in (
                    ("grow", gif.grow(maze, self.STYLE), scene.build(maze, self.STYLE)),
                    ("solve", gif.solve(maze, self.STYLE, "astar"),
                     scene.build(maze, self.STYLE, show_solution=True, solver="astar"))):
                width, height, frames, delays, loops = rgb_frames(b"".join(made))
                w, h, pixels = png_rgb(drawn)
                with self.subTest(code=maze.code, kind=kind):
                    self.assertEqual((width, height), (w, h))
                    self.assertEqual(frames[-1], pixels)
                    self.assertLessEqual(len(frames), gif.FRAMES)
                    self.assertGreater(len(frames), 2)
                    self.assertEqual(loops, 0)
                    self.assertEqual(delays[-1], gif.HOLD)
                    self.assertEqual(delays[0], 4)  # 25 a second
                    if kind == "solve":  # it begins as the unsolved maze's PNG
                        first = png_rgb(scene.build(maze, self.STYLE))[2]
                        if (maze.weights is None or spec.shape == "square") and \
                                spec.shape != "cube":
                            self.assertEqual(frames[0], first)
                        else:  # smooth edges over shades or tabs: past 256 colours, the nearest
                            off = [max(abs(a - b) for a, b in zip(p, q))
                                   for p, q in zip(frames[0], first)]
                            self.assertLess(sum(off) / float(len(off)), 1.0)
                            self.assertLess(max(off), 64)

    def test_a_growth_opens_its_walls_in_order(self):
        """Frame by frame, a carving generator only takes wall pixels away:
        the paper colour, once shown, stays."""
        maze = build(MazeSpec(20, 15, "wilson", seed="o"))
        width, height, frames, delays, loops = rgb_frames(b"".join(
            gif.grow(maze, self.STYLE, frames=40, fps=10)))
        self.assertLessEqual(len(frames), 40)
        self.assertTrue(all(d == 10 for d in delays[:-1]))
        paper = (255, 255, 255)
        for before, after in zip(frames, frames[1:]):
            self.assertFalse(any(a == paper and b != paper for a, b in zip(before, after)))
        self.assertLess(frames[0].count(paper), frames[-1].count(paper))

    def test_recursive_division_adds_its_walls(self):
        """It opens the whole grid before its first step: the first frame is
        the open grid, and then walls only come."""
        maze = build(MazeSpec(12, 9, "division", seed="d"))
        frames = rgb_frames(b"".join(gif.grow(maze, self.STYLE)))[2]
        paper = (255, 255, 255)
        for before, after in zip(frames[:-2], frames[1:-1]):  # the last opens the border
            self.assertFalse(any(a != paper and b == paper for a, b in zip(before, after)))
        self.assertGreater(frames[0].count(paper), frames[-1].count(paper))
        changed = [sum(a != b for a, b in zip(x, y)) for x, y in zip(frames, frames[1:])]
        self.assertLess(changed[-1], max(changed) * 2)  # not a heap of left-overs at the end

    def test_the_frames_asked_for_are_kept(self):
        maze = build(MazeSpec(20, 15, seed="f"))  # 299 carves
        for frames in (2, 3, 50, 299, 300, 1000):
            grown = read_gif(b"".join(gif.grow(maze, self.STYLE, frames=frames)))[3]
            solved = read_gif(b"".join(gif.solve(maze, self.STYLE, frames=frames)))[3]
            with self.subTest(frames=frames):
                self.assertEqual(len(grown), min(frames, 300))
                self.assertLessEqual(len(solved), frames)
                self.assertGreaterEqual(len(solved), min(frames, 3))

    def test_scattered_changes_stay_small(self):
        """Kruskal carves all over the maze at once: each frame holds only
        what changed, the rest clear, so the file stays small."""
        maze = build(MazeSpec(40, 30, "kruskal", seed="k"))
        data = b"".join(gif.grow(maze, scene.Style(cell=12)))
        self.assertLess(len(data), 400000)
        w, h, pixels = png_rgb(scene.build(maze, scene.Style(cell=12)))
        self.assertEqual(rgb_frames(data)[2][-1], pixels)

    def test_a_woven_growth_starts_without_its_tunnels(self):
        """The first frame of a woven maze is the grid before any carving:
        no crossing drawn yet, however many the finished maze has."""
        maze = build(MazeSpec(14, 11, seed="t", weave=80))
        self.assertTrue(maze.grid.tunnels())
        frames = rgb_frames(b"".join(gif.grow(maze, self.STYLE)))[2]
        from mazetk.maze import new_grid, Maze
        empty = Maze(new_grid(maze.spec), maze.start, maze.goal, maze.spec)
        self.assertEqual(frames[0], png_rgb(scene.build(empty, self.STYLE))[2])
        self.assertNotEqual(frames[0], frames[-1])

    def test_a_maze_read_without_its_code_has_no_growth(self):
        maze = build(MazeSpec(8, 8, seed="1"))
        maze.spec = None  # as a text file's maze comes
        with self.assertRaises(ValueError):
            gif.check(maze)
        gif.check(maze, growth=False)


class RaceTest(unittest.TestCase):
    STYLE = scene.Style(cell=10)

    def panes(self, frame, width, panes, w, band):
        """Each pane's maze pixels (under its name band) of a frame."""
        out = []
        for i in range(panes):
            ox = i * (w + gif.RACE_GAP)
            out.append([frame[y * width + ox + x] for y in range(band, len(frame) // width)
                        for x in range(w)])
        return out

    def test_the_panes_end_solved_side_by_side_at_one_speed(self):
        maze = build(MazeSpec(16, 12, seed="race", braid=30))
        names = ["bfs", "wall-follower", "astar"]
        width, height, frames, delays, loops = rgb_frames(b"".join(
            gif.race(maze, names, self.STYLE)))
        w, h, pixels = png_rgb(scene.build(maze, self.STYLE))
        self.assertEqual(width, 3 * w + 2 * gif.RACE_GAP)
        band = height - h
        self.assertGreater(band, 0)
        self.assertLessEqual(len(frames), gif.FRAMES)
        self.assertEqual(delays[-1], gif.HOLD)
        tint = gif._tint(self.STYLE.goal_color, self.STYLE.background, gif.LOOKED)
        finals = self.panes(frames[-1], width, 3, w, band)
        for name, final in zip(names, finals):
            found = maze.solve(name)
            drawn = scene.build(maze, self.STYLE, show_solution=True, solver=name,
                                cells=dict.fromkeys(found.visited, tint))
            with self.subTest(solver=name):
                self.assertEqual(final, png_rgb(drawn)[2])
        self.assertEqual(self.panes(frames[0], width, 3, w, band), [pixels] * 3)
        # the solver with fewer steps is done first: its pane stops changing
        steps = {n: len(maze.solve(n).visited) for n in names}
        quick = min(names, key=steps.get)
        slow = max(names, key=steps.get)
        settled = [i for i, f in enumerate(frames)
                   if self.panes(f, width, 3, w, band)[names.index(quick)]
                   == finals[names.index(quick)]][0]
        self.assertLess(settled, len(frames) - 1)
        self.assertNotEqual(self.panes(frames[settled], width, 3, w, band)[names.index(slow)],
                            finals[names.index(slow)])

    def test_a_solver_that_gives_up_says_so(self):
        from mazetk import solve
        maze = build(MazeSpec(12, 9, seed="m"))
        found = maze.solve("random-mouse")
        label = gif.race_label(maze, "random-mouse", found)
        if found.found:
            self.assertIn(str(len(found.path)), label)
        else:
            self.assertIn(found.note, label)
        weighted = build(MazeSpec(8, 6, seed="m", weights="random:1"))
        self.assertIn("cost %d" % weighted.cost(weighted.solve("dijkstra").path),
                      gif.race_label(weighted, "dijkstra", weighted.solve("dijkstra")))
        self.assertIn("dijkstra", solve.SOLVERS)

    def test_race_on_the_command_line(self):
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = run("generate", "--size", "12x9", "--seed", "5", "-f", "json",
                                   "--out", folder)
            self.assertEqual(status, 0, err)
            source = out.strip().splitlines()[-1]
            status, out, err = run("race", source, "--solvers", "bfs,pledge", "-f", "gif",
                                   "--frames", "40", "--cell", "8", "--out", folder)
            self.assertEqual(status, 0, err)
            written = out.strip().splitlines()[-1]
            self.assertTrue(written.endswith("-race.gif"), out)
            self.assertIn("pledge", out)
            with open(written, "rb") as f:
                width, height, palette, frames, delays, loops = read_gif(f.read())
            self.assertLessEqual(len(frames), 40)
            requires_tool("identify")
            counted = subprocess.run(["identify", written], capture_output=True, text=True,
                                     check=True)
            self.assertEqual(len(counted.stdout.splitlines()), len(frames))
            for args in (["-f", "gif"], ["--solvers", "bfs,dfs,astar,greedy,pledge", "-f", "gif"],
                         ["--fps", "5"], ["-f", "png"], ["-f", "gif", "--frames", "1"]):
                status, out, err = run("race", source, "--out", os.path.join(folder, "x"),
                                       *args)
                with self.subTest(args=args):
                    self.assertEqual(status, 2)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
            self.assertFalse(os.path.exists(os.path.join(folder, "x")))


class BenchTest(unittest.TestCase):
    def test_the_bench_times_both_goals(self):
        from mazetk import bench
        rows = []
        bench.gif_timings(lambda kind, name, size, seconds, **kw: rows.append(
            (kind, name[0], size)), quick=True)
        self.assertEqual([(k, n.split(",")[0], s[0]) for k, n, s in rows],
                         [("gif", "backtracker growth", "20x15"), ("gif", "wilson growth", "30x30")])


class CommandLineTest(unittest.TestCase):
    def test_generate_and_solve_write_them(self):
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = run("generate", "--size", "12x9", "--seed", "c", "--format",
                                   "gif,txt", "--solution", "--frames", "20", "--fps", "5",
                                   "--out", folder)
            self.assertEqual(status, 0, err)
            names = sorted(os.path.basename(p) for p in out.split())
            self.assertEqual(names, ["maze-12x9-seedc-grow.gif", "maze-12x9-seedc-solve.gif",
                                     "maze-12x9-seedc.txt"])
            with open(os.path.join(folder, names[0]), "rb") as f:
                frames = read_gif(f.read())[3]
            self.assertLessEqual(len(frames), 20)
            requires_tool("identify")
            counted = subprocess.run(["identify", os.path.join(folder, names[0])],
                                     capture_output=True, text=True, check=True)
            self.assertEqual(len(counted.stdout.splitlines()), len(frames))
            status, out, err = run("solve", os.path.join(folder, names[2]), "--format", "gif",
                                   "--out", folder)
            self.assertEqual(status, 0, err)
            self.assertTrue(out.strip().endswith("-solved-solve.gif"))
            for args in (["--fps", "5"], ["-f", "gif", "--frames", "1"],
                         ["-f", "gif", "--fps", "x"], ["-f", "gif", "--frames", "x"]):
                status, out, err = run("generate", "--out", os.path.join(folder, "x"), *args)
                with self.subTest(args=args):
                    self.assertEqual(status, 2)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
            self.assertFalse(os.path.exists(os.path.join(folder, "x")))


if __name__ == "__main__":
    unittest.main()
