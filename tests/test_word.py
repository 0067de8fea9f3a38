"""A solution that writes a word (mazetk.generate.word): the maze is
perfect (checked from its passages alone), its one way covers exactly the
word's letters as the Words font draws them at two cells a pixel (plus the
line under them), every solver finds it, and what cannot hold a word, or a
word too long for the size, is refused saying what size it needs."""

import json
import os
import tempfile
import unittest

from mazetk.generate import ALGORITHMS
from mazetk.masks import bitfont
from mazetk.maze import build
from mazetk.solve import SURE
from mazetk.spec import MazeSpec

from .test_ends import run
from .test_texture import assert_tree


def letter_cells(maze):
    """The way's cells above the row it starts on (the baseline; under the
    word the way wanders between it and the row below)."""
    g = maze.grid
    base = g.rc(maze.start)[0]
    return {g.rc(c) for c in maze.solve("bfs").path if g.rc(c)[0] < base}


def longest_straight(maze):
    """The most steps the way takes in a row in one direction under the word
    (on the baseline and the row below it)."""
    path = maze.solve("bfs").path
    g, base = maze.grid, maze.grid.rc(maze.start)[0]
    best = run = 0
    last = None
    for a, b in zip(path, path[1:]):
        (ra, ca), (rb, cb) = g.rc(a), g.rc(b)
        step = (rb - ra, cb - ca) if min(ra, rb) >= base else None
        run = run + 1 if step is not None and step == last else 1 if step else 0
        best, last = max(best, run), step
    return best


def drawn(text):
    """The cells of ``text`` drawn by the font at 2 cells a pixel, without
    its bar: a set of (row, col) from the top left of the text."""
    width, height, cells = bitfont.render(text, scale=2, hairlines=False)
    return {(r, c) for r in range(height - 2) for c in range(width) if cells[r * width + c]}


class WordTest(unittest.TestCase):
    CASES = [("HELLO", 64, 22), ("A", 14, 17), ("MAZE", 52, 24), ("42!", 40, 20),
             ("A:B-C", 70, 30), ("WITH SPACE", 120, 20), ("jose", 50, 17)]

    def test_the_way_writes_the_word(self):
        for word, cols, rows in self.CASES:
            for seed in "ab":
                maze = build(MazeSpec(cols, rows, seed=seed, word=word))
                cells = letter_cells(maze)
                top = min(r for r, c in cells)
                left = min(c for r, c in cells)
                want = {(r + top, c + left) for r, c in drawn(maze.spec.word)}
                with self.subTest(word=word, seed=seed):
                    assert_tree(self, maze.grid)
                    self.assertEqual(cells, want)
                    self.assertEqual(maze.grid.rc(maze.start), (top + 14, 0))
                    self.assertEqual(maze.grid.rc(maze.goal), (top + 14, cols - 1))
                    under = {maze.grid.rc(c)[0] for c in maze.solve("bfs").path} - {
                        r for r, c in cells}
                    self.assertEqual(under, {top + 14, top + 15})  # the baseline, the row below
                    self.assertLess(longest_straight(maze), 12)  # no corridor gives it away

    def test_every_generator_and_solver(self):
        for algorithm in ALGORITHMS:
            maze = build(MazeSpec(30, 18, algorithm, seed="g", word="OK"))
            with self.subTest(algorithm=algorithm):
                assert_tree(self, maze.grid)
                way = maze.solve("bfs").path
                for solver in SURE:
                    self.assertEqual(maze.solve(solver).path, way, solver)

    def test_lower_case_and_accents_fold_to_the_font(self):
        self.assertEqual(MazeSpec(50, 17, seed="1", word="josé").validate().word, "JOSE")

    def test_refusals_say_the_size_needed(self):
        cases = [(dict(word="HELLO"), "at least 60 x 17"), (dict(word="陈"), "font has no"),
                 (dict(cols=64, rows=22, word="HI", braid=5), "braid"),
                 (dict(cols=64, rows=22, word="HI", shape="hex"), "square"),
                 (dict(cols=64, rows=22, word="HI", start="1,1"), "cannot be chosen"),
                 (dict(cols=64, rows=22, word="HI", endpoints="random"), "corners"),
                 (dict(cols=64, rows=22, word="HI", unicursal=True), "one path"),
                 (dict(cols=64, rows=22, word="A\nB"), "one line")]
        for changes, words in cases:
            with self.subTest(changes=changes):
                with self.assertRaises(ValueError) as caught:
                    MazeSpec(**dict(dict(seed="1"), **changes)).validate()
                self.assertIn(words, str(caught.exception))

    def test_codes_carry_the_word(self):
        spec = MazeSpec(70, 30, seed="7", word="a:b+c")
        code = spec.validate().code()
        self.assertEqual(code, "mz2:70x30=A%3AB%2BC:backtracker:c:b0:7")
        self.assertEqual(MazeSpec.from_code(code).word, "A:B+C")
        self.assertEqual(bytes(build(code).grid.passages), bytes(build(spec).grid.passages))
        for bad in ("mz2:70x30=:backtracker:c:b0:7", "mz2:70x30=%FF:backtracker:c:b0:7",
                    "mz2:20x15=HELLO:backtracker:c:b0:7"):
            with self.subTest(bad=bad), self.assertRaises(ValueError):
                MazeSpec.from_code(bad)

    def test_command_line(self):
        with tempfile.TemporaryDirectory() as folder:
            status, out, err = run("generate", "--solution-word", "Maze", "--size", "52x20",
                                   "--seed", "c", "--format", "json,png,svg", "--solution",
                                   "--out", folder)
            self.assertEqual(status, 0, err)
            name = [p for p in out.split() if p.endswith(".json")][0]
            with open(name, encoding="utf-8") as f:
                self.assertEqual(json.load(f)["code"], "mz2:52x20=MAZE:backtracker:c:b0:c")
            status, out, err = run("solve", name)
            self.assertEqual(status, 0, err)
            for args in (["--solution-word", "HELLO"], ["--solution-word", ""],
                         ["--solution-word", "HI", "--size", "64x22", "--braid", "10"]):
                status, out, err = run("generate", "--out", os.path.join(folder, "x"), *args)
                with self.subTest(args=args):
                    self.assertEqual(status, 2)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)


class WordBookTest(unittest.TestCase):
    def test_a_book_of_hidden_words(self):
        from mazetk.books.book import Book, BookSettings
        settings = BookSettings(word="cat, Maze,ok", count=4, size="30x20", seed="w",
                                landscape=True).validate()
        self.assertEqual(settings.word, ("CAT", "MAZE", "OK"))
        specs = [settings.spec(i).validate() for i in range(4)]
        self.assertEqual([(s.word, s.cols, s.rows) for s in specs],
                         [("CAT", 36, 20), ("MAZE", 48, 20), ("OK", 30, 20), ("CAT", 36, 20)])
        for maze in Book(settings).mazes:
            cells = letter_cells(maze)
            top = min(r for r, c in cells)
            left = min(c for r, c in cells)
            with self.subTest(word=maze.spec.word):
                assert_tree(self, maze.grid)
                self.assertEqual(cells, {(r + top, c + left) for r, c in drawn(maze.spec.word)})
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "words.pdf")
            status, out, err = run("book", path, "--solution-word", "cat,ok", "--landscape",
                                   "--seed", "w")
            self.assertEqual(status, 0, err)
            for args, flag in ((["--room", "3x3"], "--room"), (["--shape", "hex"], "--shape"),
                               (["--braid", "20"], "--braid"),
                               (["--endpoints", "random"], "--endpoints"),
                               (["--solution-word", "a\u20acb"], "--solution-word")):
                argv = ["book", os.path.join(folder, "x.pdf")] + (
                    args if args[0] == "--solution-word" else ["--solution-word", "ok"] + args)
                status, out, err = run(*argv)
                with self.subTest(args=args):
                    self.assertEqual(status, 2)
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
                    self.assertIn(flag, err)


if __name__ == "__main__":
    unittest.main()
