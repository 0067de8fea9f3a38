import contextlib
import errno
import hashlib
import io
import json
import math
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest
from unittest import mock

from mazetk import cli, i18n

from mazetk.files import mazefile
from mazetk.generate import ALGORITHMS
from mazetk.solve import SOLVERS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*args, **environ):
    """The command run in a new Python; ``environ`` is added to its environment."""
    env = dict(os.environ, PYTHONPATH=ROOT, **environ)
    return subprocess.run([sys.executable, "-m", "mazetk"] + list(args), cwd=ROOT, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)



def help_examples(command):
    """The ``python -m mazetk <command> ...`` lines of a command's help, as
    argument lists after ``mazetk`` (a line ending in a backslash goes on)."""
    import shlex
    text = run(command, "--help").stdout.replace("\\\n", " ")
    found = []
    for line in text.splitlines():
        at = line.find("python -m mazetk %s" % command)
        if at >= 0:
            words = shlex.split(line[at:].split("|")[0].split(";")[0])
            found.append(words[3:])
    return found

class CliTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-cli-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def test_lists(self):
        out = run("algorithms")
        self.assertEqual(out.returncode, 0)
        self.assertEqual(out.stdout.splitlines(), list(ALGORITHMS))
        self.assertEqual(out.stderr, "")
        out = run("solvers")
        self.assertEqual(out.stdout.splitlines(), list(SOLVERS))

    def test_generate_the_example(self):
        out = run("generate", "--size", "40x30", "--algorithm", "prim", "--seed", "7",
                  "--endpoints", "farthest", "--braid", "20", "--format", "txt,json",
                  "--out", self.dir, "--solution")
        self.assertEqual(out.returncode, 0, out.stderr)
        paths = out.stdout.splitlines()
        self.assertEqual([os.path.basename(p) for p in paths],
                         ["maze-40x30-seed7.txt", "maze-40x30-seed7.json"])
        text_maze = mazefile.load(paths[0])
        with open(paths[1], encoding="utf-8") as f:
            doc = json.load(f)
        self.assertEqual(doc["code"], "mz2:40x30:prim:f:b20:7")
        self.assertIn("solution", doc)
        json_maze = mazefile.load(paths[1])
        self.assertEqual(text_maze.grid.passages, json_maze.grid.passages)
        # the code rebuilds the identical maze, and a second run never overwrites
        again = run("generate", "--code", doc["code"], "--format", "txt", "--out", self.dir)
        self.assertEqual(again.returncode, 0, again.stderr)
        self.assertEqual(os.path.basename(again.stdout.strip()), "maze-40x30-seed7 (1).txt")
        with open(paths[0]) as a, open(again.stdout.strip()) as b:
            self.assertEqual(a.read(), b.read())

    def test_no_seed_is_recorded_in_the_name(self):
        out = run("generate", "--size", "5x5", "--out", self.dir, "--format", "json")
        path = out.stdout.strip()
        with open(path) as f:
            seed = json.load(f)["seed"]
        self.assertEqual(os.path.basename(path), "maze-5x5-seed%s.json" % seed)

    def test_bad_flags_one_line_exit_2(self):
        for args in (["generate", "--size", "0x5"], ["generate", "--size", "abc"],
                     ["generate", "--algorithm", "nope"], ["generate", "--format", "webp"],
                     ["generate", "--braid", "300"], ["generate", "--param", "5"],
                     ["generate", "--code", "junk"], ["generate", "--code", "mz1:5x5:prim:c:b0:1",
                                                      "--size", "4x4"],
                     ["generate", "--size", "5000x5000"], ["frobnicate"], ["--bogus"]):
            with self.subTest(args=args):
                out = run(*args)
                self.assertEqual(out.returncode, 2)
                self.assertEqual(len(out.stderr.strip().splitlines()), 1, out.stderr)
                self.assertNotIn("Traceback", out.stderr)
                self.assertEqual(out.stdout, "")

    def test_io_failure_one_line_exit_1(self):
        blocker = os.path.join(self.dir, "file")
        with open(blocker, "w") as f:
            f.write("x")
        out = run("generate", "--out", os.path.join(blocker, "sub"))
        self.assertEqual(out.returncode, 1)
        self.assertEqual(len(out.stderr.strip().splitlines()), 1, out.stderr)

    def test_every_format_is_written_and_reads_back(self):
        import xml.etree.ElementTree as ET
        from .pngread import read_png
        out = run("generate", "--size", "12x8", "--seed", "3", "--format",
                  "png,ps,svg,pdf,ascii,txt,json", "--solution", "--look", "blocks",
                  "--cell", "9", "--page", "letter", "--out", self.dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        names = [os.path.basename(p) for p in out.stdout.splitlines()]
        self.assertEqual(names, [
            "maze-12x8-seed3.png", "maze-12x8-seed3-solution.png",
            "maze-12x8-seed3.eps", "maze-12x8-seed3-solution.eps",
            "maze-12x8-seed3.svg", "maze-12x8-seed3-solution.svg",
            "maze-12x8-seed3.pdf",
            "maze-12x8-seed3.ascii.txt", "maze-12x8-seed3-solution.ascii.txt",
            "maze-12x8-seed3.txt", "maze-12x8-seed3.json"])
        path = os.path.join(self.dir, "maze-12x8-seed3")
        with open(path + ".png", "rb") as f:
            width, height, _ = read_png(f.read())
        self.assertEqual((width, height), (2 * 16 + 25 * 9, 2 * 16 + 17 * 9))
        ET.parse(path + "-solution.svg")
        with open(path + ".pdf", "rb") as f:
            pdf = f.read()
        self.assertIn(b"/Count 2", pdf)  # the maze, then its solution
        self.assertIn(b"/MediaBox [0 0 612 792]", pdf)
        with open(path + ".eps", "rb") as f:
            self.assertTrue(f.read().startswith(b"%!PS-Adobe-3.0 EPSF-3.0"))
        self.assertEqual(mazefile.load(path + ".txt").grid.passages,
                         mazefile.load(path + ".json").grid.passages)

    def test_batch_is_the_same_whatever_the_jobs(self):
        one, two = os.path.join(self.dir, "one"), os.path.join(self.dir, "two")
        a = run("generate", "--count", "4", "--seed", "10", "--format", "png,txt", "--out", one)
        b = run("generate", "--count", "4", "--seed", "10", "--format", "png,txt",
                "--jobs", "2", "--out", two)
        self.assertEqual(a.returncode, 0, a.stderr)
        self.assertEqual(b.returncode, 0, b.stderr)
        self.assertEqual([os.path.basename(p) for p in a.stdout.splitlines()],
                         [os.path.basename(p) for p in b.stdout.splitlines()])
        self.assertEqual(len(a.stdout.splitlines()), 8)
        self.assertIn("4/4", b.stderr)
        for name in os.listdir(one):
            with open(os.path.join(one, name), "rb") as x, open(os.path.join(two, name), "rb") as y:
                self.assertEqual(x.read(), y.read(), name)
        again = run("generate", "--count", "4", "--seed", "10", "--format", "txt", "--out", one)
        self.assertTrue(all(" (1)" in p for p in again.stdout.splitlines()))
        self.assertEqual(len(os.listdir(one)), 12)

    def test_solve_command(self):
        fixture = os.path.join(ROOT, "tests", "data", "prim-original-15x15.txt")
        out = run("solve", fixture)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("solution: 14 cells", out.stdout)
        out = run("solve", fixture, "--solver", "tremaux", "--format", "png,json", "--out",
                  self.dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        with open(os.path.join(self.dir, "prim-original-15x15-solved.json")) as f:
            doc = json.load(f)
        self.assertEqual(len(doc["solution"]), 14)
        bad = os.path.join(self.dir, "bad.txt")
        with open(bad, "w") as f:
            f.write("0 0 0 0 0\n0 s 1 0 0\n0 0 0 0 0\n")
        out = run("solve", bad)
        self.assertEqual(out.returncode, 2)
        self.assertIn("line 2, token 4", out.stderr)
        self.assertEqual(len(out.stderr.strip().splitlines()), 1)
        out = run("solve", os.path.join(self.dir, "missing.txt"))
        self.assertEqual(out.returncode, 1)
        self.assertIn("cannot read", out.stderr)

    def test_solve_takes_solution_as_its_default(self):
        fixture = os.path.join(ROOT, "tests", "data", "prim-original-15x15.txt")
        plain, told = run_here("solve", fixture), run_here("solve", fixture, "--solution")
        self.assertEqual(told, plain)
        self.assertEqual(told[0], 0, told[2])
        out = os.path.join(self.dir, "told")
        status, written, err = run_here("solve", fixture, "--solution", "--format=svg",
                                        "--solution-style=dashed", "--out=" + out)
        self.assertEqual(status, 0, err)
        self.assertEqual(os.listdir(out), ["prim-original-15x15-solved.svg"])

    def test_a_flag_is_never_guessed_from_its_start(self):
        fixture = os.path.join(ROOT, "tests", "data", "prim-original-15x15.txt")
        book = os.path.join(self.dir, "book.pdf")
        for args in (["--vers"], ["--la=en", "algorithms"], ["generate", "--siz", "5x5"],
                     ["generate", "--size", "5x5", "--seed=1", "--solution-sty", "dashed"],
                     ["generate", "--size=5x5", "--form=json"], ["generate", "--al", "prim"],
                     ["generate", "--cou=2"], ["solve", fixture, "--solv", "astar"],
                     ["solve", fixture, "--solution-st=dashed"],
                     ["book", book, "--per", "2"], ["book", book, "--keys-per=2"],
                     ["bench", "--qui"], ["algorithms", "--la=en"]):
            with self.subTest(args=args):
                status, out, err = run_here(*(args + ["--out", self.dir]
                                              if args[0] == "generate" else args))
                self.assertEqual(status, 2, err)
                self.assertEqual(out, "")
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertIn("unrecognized arguments", err)
                # said by the command it was given to, as its other errors are
                command = next((a for a in args if a in (
                    "generate", "solve", "book", "bench", "algorithms")), "")
                self.assertTrue(err.startswith(("mazetk %s: error:" % command)
                                               if command else "mazetk: error:"), err)
        self.assertEqual(os.listdir(self.dir), [])

    def test_an_upsilon_maze_takes_an(self):
        for args in (["--format", "txt"], ["--format", "ascii"], ["--algorithm", "sidewinder"],
                     ["--look", "blocks", "--format", "png"], ["--size", "1200x1200"]):
            with self.subTest(args=args):
                status, out, err = run_here("generate", "--shape", "upsilon", "--out",
                                            self.dir, *args)
                self.assertEqual(status, 2, err)
                self.assertIn("an upsilon maze", err)
                self.assertNotIn("a upsilon", err)
        status, out, err = run_here("generate", "--shape", "hex", "--format", "txt", "--out",
                                    self.dir)
        self.assertIn("; a hex maze can be written as", err)

    def test_generate_help_lists_every_flag_it_takes(self):
        out = run("generate", "--help")
        self.assertEqual((out.returncode, out.stderr), (0, ""))
        for flag in ("--size", "--shape", "--algorithm", "--param", "--seed", "--code",
                     "--endpoints", "--braid", "--format", "--out", "--solution", "--solver",
                     "--count", "--jobs", "--look", "--cell", "--wall", "--thick-walls",
                     "--solution-style", "--json-indent", "--outline", "--lang"):
            with self.subTest(flag=flag):
                self.assertRegex(out.stdout, r"(?m)^  (-\w, )?%s\b" % re.escape(flag))

    def test_json_indent(self):
        one = run_here("generate", "--size", "5x4", "--seed", "3", "--shape", "hex",
                       "--format", "json", "--out", os.path.join(self.dir, "a"))
        laid = run_here("generate", "--size", "5x4", "--seed", "3", "--shape", "hex",
                        "--format", "json", "--json-indent", "3", "--out",
                        os.path.join(self.dir, "b"))
        self.assertEqual((one[0], laid[0]), (0, 0), one[2] + laid[2])
        with open(one[1].strip(), "rb") as a, open(laid[1].strip(), "rb") as b:
            compact, pretty = a.read(), b.read()
        self.assertEqual(compact.count(b"\n"), 1)
        self.assertIn(b'\n   "shape": "hex",\n', pretty)
        self.assertEqual(json.loads(compact), json.loads(pretty))
        status, out, err = run_here("solve", laid[1].strip(), "--format", "json",
                                    "--json-indent=0", "--out", self.dir)
        self.assertEqual(status, 0, err)
        for args in (["--json-indent", "9"], ["--json-indent", "x"], ["--json-indent", ""],
                     ["--json-indent", "-1"], ["--json-indent", "2", "--format", "png"]):
            with self.subTest(args=args):
                status, out, err = run_here("generate", "--format", "json", "--out",
                                            self.dir, *args)
                self.assertEqual(status, 2, err)
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertIn("--json-indent", err)

    def test_sizes_and_seeds_that_need_care(self):
        out = run("generate", "--cell", "2", "--format", "png", "--seed", "2", "--out", self.dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        out = run("generate", "--look", "blocks", "--wall", "3", "--out", self.dir)
        self.assertEqual(out.returncode, 2)
        self.assertIn("--wall is for the lines look", out.stderr)
        out = run("generate", "--seed", "05", "--count", "2", "--out", self.dir)
        self.assertEqual(out.returncode, 2)
        self.assertIn("plain whole-number seed", out.stderr)
        out = run("generate", "--size", "2000x2000", "--cell", "200", "--format", "png",
                  "--out", self.dir)
        self.assertEqual(out.returncode, 2)
        self.assertIn("million pixels", out.stderr)
        out = run("generate", "--format", "pdf", "--page", "A4", "--seed", "héllo wörld",
                  "--out", self.dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertTrue(out.stdout.strip().endswith("seedhéllo_wörld.pdf"))

    def test_a_solver_that_finds_no_way_writes_nothing(self):
        folder = os.path.join(self.dir, "none")
        out = run("generate", "--size", "10x10", "--seed", "1", "--endpoints", "random",
                  "--braid", "100", "--solver", "wall-follower", "--solution", "--format",
                  "png,json", "--out", folder)
        self.assertEqual(out.returncode, 1)
        self.assertIn("wall follower", out.stderr)
        self.assertEqual(len(out.stderr.strip().splitlines()), 1)
        self.assertFalse(os.path.exists(folder) and os.listdir(folder))

    def test_help_shows_an_example_that_runs(self):
        for command in ("generate", "solve", "algorithms", "solvers", "bench", "book"):
            with self.subTest(command=command):
                self.assertTrue(help_examples(command), command)
        # generate's examples, as a person would paste them (into a folder of their own)
        for args in help_examples("generate"):
            with self.subTest(args=args):
                status, out, err = run_here(*(args + ["--out", self.dir]))
                self.assertEqual(status, 0, err)
                self.assertTrue(out.splitlines() and all(os.path.exists(p) for p in out.splitlines()))

    def test_bench_quick_json(self):
        out = run("bench", "--quick", "--json")
        self.assertEqual(out.returncode, 0, out.stderr)
        doc = json.loads(out.stdout)
        names = {r["name"] for r in doc["results"] if r["kind"] == "generate"}
        self.assertEqual(names, set(ALGORITHMS))
        self.assertTrue(all(r["seconds"] >= 0 for r in doc["results"]))


def run_into_closed_pipe(*args):
    """``(status, stderr)`` of the command run in a new Python whose stdout is
    a real pipe that nobody reads any more (as after ``| head -1``): its
    reading end is closed before the command writes a byte."""
    env = dict(os.environ, PYTHONPATH=ROOT)
    read, write = os.pipe()
    os.close(read)
    try:
        proc = subprocess.Popen([sys.executable, "-m", "mazetk"] + list(args), cwd=ROOT,
                                env=env, stdout=write, stderr=subprocess.PIPE)
    finally:
        os.close(write)
    err = proc.communicate()[1]
    return proc.returncode, err.decode("utf-8", "replace")


class ClosedPipeTest(unittest.TestCase):
    """``mazetk ... | head -1``: the command ends quietly, as a Unix tool does."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-cli-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def test_every_command_ends_quietly(self):
        book = os.path.join(self.dir, "book.pdf")
        for args in (["algorithms"], ["solvers"],
                     ["generate", "--count", "50", "--seed", "1", "--out", self.dir],
                     ["generate", "--count", "6", "--jobs", "2", "--seed", "1", "--size",
                      "6x6", "--format", "json", "--out", self.dir],
                     ["generate", "--shape", "hex", "--size", "5x5", "--out", self.dir],
                     ["book", book, "--count", "2", "--size", "5x5"]):
            with self.subTest(args=args):
                status, err = run_into_closed_pipe(*args)
                self.assertEqual(re.sub(r"mazetk: [0-9]+/[0-9]+ mazes\n", "", err), "")
                self.assertEqual(status, cli.PIPE_CLOSED)

    def test_a_batch_stops_when_its_reader_has_gone(self):
        """With --jobs, the mazes not begun are never made (on Python 3.8 too,
        whose pool cannot cancel them at shutdown)."""
        out = os.path.join(self.dir, "batch")
        status, err = run_into_closed_pipe("generate", "--count", "60", "--jobs", "2",
                                           "--seed", "1", "--size", "60x60", "--format",
                                           "json", "--out", out)
        self.assertEqual((status, err), (cli.PIPE_CLOSED, ""))
        self.assertLess(len(os.listdir(out)), 20)

    def test_solve_and_bench_end_quietly(self):
        out = run("generate", "--size", "8x8", "--seed", "3", "--out", self.dir)
        maze = out.stdout.strip()
        for args in (["solve", maze], ["solve", maze, "--format", "txt", "--out", self.dir],
                     ["bench", "--quick"]):
            with self.subTest(args=args):
                status, err = run_into_closed_pipe(*args)
                self.assertEqual(re.sub(r"mazetk: [0-9]+/[0-9]+ mazes\n", "", err), "")
                self.assertEqual(status, cli.PIPE_CLOSED)

    def test_a_closed_stderr_is_quiet_too(self):
        env = dict(os.environ, PYTHONPATH=ROOT)
        read, write = os.pipe()
        os.close(read)
        try:
            proc = subprocess.Popen([sys.executable, "-m", "mazetk", "generate", "--size",
                                     "0x5"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                    stderr=write)
        finally:
            os.close(write)
        self.assertEqual(proc.communicate()[0], b"")
        self.assertEqual(proc.returncode, cli.PIPE_CLOSED)


def run_here(*args):
    """``(status, stdout, stderr)`` of the command run in this process."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(list(args))
    return status, out.getvalue(), err.getvalue()


class InputTest(unittest.TestCase):
    """Bad input: one short line on stderr, exit 2, nothing written."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-cli-")
        self.addCleanup(shutil.rmtree, self.dir, True)
        self.out = os.path.join(self.dir, "out")

    def refused(self, *args, **kw):
        status, out, err = run_here(*(args + ("--out", self.out)))
        self.assertEqual(status, kw.get("status", 2), err)
        self.assertEqual(out, "")
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        self.assertLess(len(err), 400, err[:500])
        self.assertFalse(os.path.exists(self.out) and os.listdir(self.out))
        return err

    def test_empty_and_stray_values_are_refused(self):
        for args, message in [(("--algorithm", ""), "algorithm is empty"),
                              (("--endpoints", ""), "endpoints must be"),
                              (("--algorithm", "prim\n"), "unknown algorithm 'prim\\n'"),
                              (("--endpoints", "far\t"), "endpoints must be"),
                              (("--code", "mz1:10x10:prim.:c:b0:7"), "whole number"),
                              (("--code", "mz2:10x10:growing-tree.:c:b0:7"), "whole number"),
                              (("--code", "mz1:10x10:prim:c:bx:7"), "braid")]:
            with self.subTest(args=args):
                self.assertIn(message, self.refused("generate", *args))

    def test_numbers_nobody_types_on_purpose_are_refused(self):
        """Underscores, other scripts' digits, exponents, nan and inf: one line naming
        the value, for every numeric option; an empty value is never the default."""
        for args, shown in [(("--count", "1_0"), "'1_0'"), (("--jobs", "\u0665"), "'\u0665'"),
                            (("--braid", "1e1"), "'1e1'"), (("--size", "\u0665x5"), "'\u0665'"),
                            (("--cell", "nan"), "'nan'"), (("--param", "1_0", "--algorithm",
                                                            "growing-tree"), "'1_0'"),
                            (("--format", "plotter", "--cell-mm", "inf"), "'inf'"),
                            (("--format", "plotter", "--pen-mm", "1e-1"), "'1e-1'"),
                            (("--shape", ""), "--shape is empty"),
                            (("--seed", " "), "--seed is empty"),
                            (("--param", ""), "--param is empty"),
                            (("--out", ""), "--out is empty")]:
            with self.subTest(args=args):
                self.assertIn(shown, self.refused("generate", *args))
        self.assertFalse(os.path.exists(self.out))

    def test_book_values_nobody_types_on_purpose_are_refused(self):
        here = os.getcwd()
        os.chdir(self.dir)
        self.addCleanup(os.chdir, here)
        for args, shown in [(("",), "OUT.pdf is empty"), (("  ",), "OUT.pdf is empty"),
                            (("b.pdf", "--cell-mm", "1_0"), "'1_0'"),
                            (("b.pdf", "--cell-mm", "\u0665"), "'\u0665'"),
                            (("b.pdf", "--cell-mm", ""), "--cell-mm is empty"),
                            (("b.pdf", "--size", "10x10..\u0665x5"), "'\u0665'"),
                            (("b.pdf", "--page", "1e3x1e3mm"), "'1e3x1e3mm'"),
                            (("b.pdf", "--bleed", "nanin"), "'nanin'"),
                            (("b.pdf", "--count", "1_0"), "'1_0'"),
                            (("b.pdf", "--seed", ""), "--seed is empty")]:
            with self.subTest(args=args):
                status, out, err = run_here("book", *args)
                self.assertEqual(status, 2, err)
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertIn(shown, err)
        self.assertEqual(os.listdir(self.dir), ["out"] if os.path.exists(self.out) else [])
        self.assertEqual(os.listdir(os.path.dirname(self.dir)).count(
            os.path.basename(self.dir) + ".pdf"), 0)  # never ../NAME.pdf
        status, out, err = run_here("book", "b.pdf", "--count", "1", "--size", "10x10",
                                    "--page", "6 x 9 in", "--cell-mm", "5mm")
        self.assertEqual(status, 0, err)  # units as a person writes them

    def test_negative_sizes_reach_the_size_check(self):
        self.assertIn("columns must be at least 1, not -1",
                      self.refused("generate", "--size", "-1x5"))
        self.assertIn("rows must be at least 1", self.refused("generate", "--size", "5x-2"))
        self.assertIn("0 to 100", self.refused("generate", "--braid", "-5"))
        status, out, err = run_here("generate", "--seed", "-12", "--out", self.out)
        self.assertEqual(status, 0, err)
        self.assertTrue(out.strip().endswith("seed-12.txt"))

    def test_long_input_is_cut_in_messages(self):
        huge = "a" * 100000
        for args in (("--algorithm", huge), ("--seed", huge), ("--size", huge),
                     ("--format", huge), ("--code", huge), ("--endpoints", huge),
                     ("--solver", huge), ("--page", huge), ("--bogus", huge)):
            with self.subTest(flag=args[0]):
                err = self.refused("generate", *args)
                self.assertIn("...", err)

    def test_every_seed_is_checked_before_writing(self):
        err = self.refused("generate", "--seed", "9" * 100, "--count", "2")
        self.assertIn("longer than 100", err)
        self.assertFalse(os.path.exists(self.out))

    @unittest.skipUnless(os.name == "posix", "bytes in argv")
    def test_a_seed_that_is_not_utf8(self):
        env = dict(os.environ, PYTHONPATH=ROOT)
        out = subprocess.run([sys.executable, "-m", "mazetk", "generate", "--seed", b"\xff7",
                              "--out", self.out], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.assertEqual(out.returncode, 2)
        err = out.stderr.decode("utf-8", "replace")
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        self.assertIn("not UTF-8", err)
        self.assertNotIn("codec", err)


@unittest.skipUnless(hasattr(os, "mkfifo"), "no named pipes here")
class PipeTest(unittest.TestCase):
    """A named pipe given as a file is refused at once, never waited on."""

    def test_a_pipe_as_mask_or_maze_file(self):
        folder = tempfile.mkdtemp(prefix="mazetk-cli-")
        self.addCleanup(shutil.rmtree, folder, True)
        pipe = os.path.join(folder, "pipe")
        os.mkfifo(pipe)
        for args in (("generate", "--mask", pipe, "--size", "10x10"), ("solve", pipe)):
            with self.subTest(args=args[:2]):
                env = dict(os.environ, PYTHONPATH=ROOT)
                out = subprocess.run([sys.executable, "-m", "mazetk"] + list(args)
                                     + ["--out", os.path.join(folder, "out")],
                                     cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, universal_newlines=True,
                                     timeout=60)  # a hang guard, not a timing
                self.assertEqual(out.returncode, 2, out.stderr)
                self.assertIn("not a regular file", out.stderr)
                self.assertEqual(len(out.stderr.splitlines()), 1, out.stderr)


class FolderTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-cli-")
        self.addCleanup(shutil.rmtree, self.dir, True)
        self.out = os.path.join(self.dir, "out")

    def test_folder_removed_mid_batch_stops_and_is_not_made_again(self):
        real = cli.Progress.update

        def remove_after_first(progress, done):
            real(progress, done)
            while done == 1 and os.path.exists(self.out):  # workers may be writing in it
                shutil.rmtree(self.out, ignore_errors=True)
        for jobs in ("1", "2"):
            with self.subTest(jobs=jobs):
                with mock.patch.object(cli.Progress, "update", remove_after_first):
                    status, out, err = run_here("generate", "--count", "6", "--seed", "1",
                                                "--size", "6x6", "--format", "txt,json",
                                                "--jobs", jobs, "--out", self.out)
                self.assertEqual(status, 1, err)
                self.assertIn("removed or renamed", err)
                self.assertEqual(len([x for x in err.splitlines() if "removed" in x]), 1)
                self.assertFalse(os.path.exists(self.out))
                self.assertEqual(len(out.splitlines()), 2)  # only the first maze's files

    def test_folder_renamed_mid_batch(self):
        real = cli.Progress.update

        def rename_after_first(progress, done):
            real(progress, done)
            if done == 1:
                os.rename(self.out, self.out + "-moved")
        with mock.patch.object(cli.Progress, "update", rename_after_first):
            status, out, err = run_here("generate", "--count", "4", "--seed", "1",
                                        "--size", "6x6", "--out", self.out)
        self.assertEqual(status, 1, err)
        self.assertIn("removed or renamed", err)
        self.assertFalse(os.path.exists(self.out))
        self.assertEqual(os.listdir(self.out + "-moved"), ["maze-6x6-seed1.txt"])

    @unittest.skipUnless(os.path.isdir("/proc/self"), "needs /proc")
    def test_a_folder_that_takes_no_files(self):
        status, out, err = run_here("generate", "--out", "/proc")
        self.assertEqual(status, 1)
        self.assertNotIn("removed", err)
        self.assertIn("/proc", err)

    @unittest.skipUnless(os.name == "posix", "symbolic links")
    def test_a_symlink_loop(self):
        a, b = os.path.join(self.dir, "a"), os.path.join(self.dir, "b")
        os.symlink(a, b)
        os.symlink(b, a)
        for target in (a, os.path.join(a, "sub")):
            status, out, err = run_here("generate", "--out", target)
            self.assertEqual(status, 1)
            self.assertIn("loop of symbolic links", err)
            self.assertNotIn("File exists", err)
        dangling = os.path.join(self.dir, "dangling")
        os.symlink(os.path.join(self.dir, "nowhere"), dangling)
        status, out, err = run_here("generate", "--out", dangling)
        self.assertEqual(status, 1)
        self.assertIn("does not exist", err)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "nowhere")))


_REAL_SAVE = cli.save


def _full_disk_save(folder, stem, parts, identity=None):
    """The writer of a disk that fills at maze 3, once maze 4 is written."""
    if stem.endswith("seed3"):
        for _ in range(3000):  # a hang guard: at most about 30 s
            if any("seed4" in name for name in os.listdir(folder)):
                break
            time.sleep(0.01)
        raise OSError(errno.ENOSPC, "No space left on device")
    return _REAL_SAVE(folder, stem, parts, identity)


class BatchOutputTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-cli-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def test_progress_is_short_when_not_a_terminal(self):
        out = run("generate", "--count", "200", "--seed", "1", "--size", "2x2",
                  "--out", self.dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(len(out.stdout.splitlines()), 200)
        lines = out.stderr.splitlines()
        self.assertLessEqual(len(lines), 11)
        self.assertEqual(lines[-1], "mazetk: 200/200 mazes")

    def test_progress_on_a_terminal_is_one_line(self):
        class Tty(io.StringIO):
            def isatty(self):
                return True
        stream = Tty()
        progress = cli.Progress(400, stream)
        for done in range(1, 401):
            progress.update(done)
        progress.close()
        text = stream.getvalue()
        self.assertEqual(text.count("\n"), 1)
        self.assertEqual(text.count("\r"), 400)
        self.assertTrue(text.endswith("\rmazetk: 400/400 mazes\n"))

    def test_old_codes_rebuild_their_maze_and_keep_their_code(self):
        with open(os.path.join(ROOT, "tests", "data", "pinned-mazes.json")) as f:
            entry = [e for e in json.load(f)["mazes"] if ":b35:" in e["code"]][0]
        out = run("generate", "--code", entry["code"], "--format", "json", "--out", self.dir)
        self.assertEqual(out.returncode, 0, out.stderr)
        with open(out.stdout.strip()) as f:
            doc = json.load(f)
        self.assertEqual(doc["code"], entry["code"])
        maze = mazefile.load(out.stdout.strip())
        self.assertEqual(hashlib.sha256(bytes(maze.grid.passages)).hexdigest(),
                         entry["passages_sha256"])

    def test_slow_rebuilds_are_announced(self):
        from mazetk.spec import MazeSpec
        self.assertIsNone(cli.slow_note(MazeSpec(2000, 2000, "kruskal", seed=1).validate()))
        self.assertIsNone(cli.slow_note(MazeSpec(100, 100, "aldous-broder", seed=1).validate()))
        note = cli.slow_note(MazeSpec(2000, 2000, "aldous-broder", seed=1).validate())
        self.assertIn("2 minutes", note)
        path = os.path.join(self.dir, "big.json")
        with open(path, "w") as f:
            json.dump({"format": "mazetk", "version": 1,
                       "code": "mz2:2000x2000:aldous-broder:c:b0:1"}, f)
        self.assertIn("minutes", cli.file_note(path))
        with open(path, "w") as f:
            json.dump({"format": "mazetk", "code": "mz2:20x20:aldous-broder:c:b0:1"}, f)
        self.assertIsNone(cli.file_note(path))
        self.assertIsNone(cli.file_note(os.path.join(self.dir, "missing.json")))
        from mazetk import maze as mazes
        small = mazes.build(MazeSpec(3, 3, "aldous-broder", seed=1).validate())
        # the note comes before the carving: a quick stand-in carves here
        with mock.patch.object(mazes, "build", return_value=small):
            status, out, err = run_here("generate", "--size", "1000x1000", "--algorithm",
                                        "aldous-broder", "--out", self.dir)
        self.assertEqual(status, 0, err)
        self.assertIn("aldous-broder maze takes about", err)


    @unittest.skipUnless(multiprocessing.get_start_method() == "fork",
                         "the fake writer reaches worker processes only by fork")
    def test_a_full_disk_mid_batch_leaves_no_file_unsaid(self):
        """--jobs 2 and a disk full at maze 3: maze 4, written meanwhile, is listed too."""
        out = os.path.join(self.dir, "full")
        with mock.patch.object(cli, "save", _full_disk_save):
            status, printed, err = run_here("generate", "--count", "6", "--seed", "1",
                                            "--jobs", "2", "--out", out)
        self.assertEqual(status, 1, err)
        self.assertIn("No space left on device", err)
        listed = printed.split()
        on_disk = sorted(os.path.join(out, name) for name in os.listdir(out))
        self.assertEqual(sorted(listed), on_disk)
        self.assertTrue(any(path.endswith("seed4.txt") for path in listed), listed)

    def test_a_slow_rebuild_shows_its_progress(self):
        """A JSON of only a slow code: the note, then how far the build has got."""
        path = os.path.join(self.dir, "slow.json")
        with open(path, "w") as f:
            json.dump({"version": 3, "code": "mz2:251x250:aldous-broder:c:b0:1"}, f)

        class Terminal(io.StringIO):
            def isatty(self):
                return True

        for stream in (io.StringIO(), Terminal()):
            with self.subTest(terminal=stream.isatty()), contextlib.redirect_stderr(stream), \
                    contextlib.redirect_stdout(io.StringIO()):
                self.assertEqual(cli.main(["solve", path]), 0)
            err = stream.getvalue()
            first, rest = err.split("\n", 1)
            self.assertIn("rebuilds this 251 x 250 aldous-broder maze", first)
            if stream.isatty():  # one line, rewritten in place, ended when done
                self.assertEqual(rest.count("\n"), 1, err)
                self.assertTrue(rest.endswith("building the maze, 100% of its cells\n"), err)
                self.assertGreater(rest.count("\r"), 2)
            else:  # a line every tenth of the way at most
                lines = rest.splitlines()
                self.assertLessEqual(len(lines), 11)
                self.assertEqual(lines[-1], "mazetk solve: building the maze, 100% of its cells")

def chinese(text):
    """True if ``text`` holds Chinese characters."""
    return re.search("[\u4e00-\u9fff]", text) is not None


class LanguageTest(unittest.TestCase):
    """--lang anywhere on the line, else the environment; help, usage and
    errors in the language chosen, errors still one line with exit 2.  The
    Chinese is the catalogue's (mazetk/locale/zh_CN.po)."""

    def setUp(self):
        self.addCleanup(i18n.set_language, None)  # the tests' English again

    def test_help_in_chinese(self):
        english = run("generate", "--help")
        for args in (("--lang", "zh_CN", "generate", "--help"),
                     ("generate", "--help", "--lang=zh"), ("generate", "--lang", "zh-CN", "-h")):
            with self.subTest(args=args):
                out = run(*args)
                self.assertEqual(out.returncode, 0, out.stderr)
                self.assertTrue(chinese(out.stdout), out.stdout[:200])
                self.assertNotEqual(out.stdout, english.stdout)
                first = out.stdout.splitlines()[0]
                self.assertFalse(first.startswith("usage:"), first)
                self.assertTrue(chinese(first.split("mazetk")[0]), first)  # the usage word
                self.assertNotIn("show this help message", out.stdout)
                self.assertIn("--lang", out.stdout)
        top = run("--lang", "zh_CN", "--help")
        self.assertTrue(chinese(top.stdout))
        self.assertNotIn("show program's version", top.stdout)

    def test_bad_input_in_chinese_is_one_line_exit_2(self):
        for args in (("generate", "--size", "0x5"), ("generate", "--bogus"),
                     ("generate", "--count", "many"), ("frobnicate",),
                     ("generate", "--solution-style", "dotted"), ("solve",)):
            with self.subTest(args=args):
                english = run(*args)
                out = run(*(args + ("--lang", "zh_CN")))
                self.assertEqual(out.returncode, 2)
                self.assertEqual(len(out.stderr.strip().splitlines()), 1, out.stderr)
                self.assertTrue(chinese(out.stderr), out.stderr)
                self.assertNotEqual(out.stderr, english.stderr)
                self.assertEqual(out.stdout, "")

    def test_the_environment_and_lang_over_it(self):
        english = run("solve", "--help")
        self.assertFalse(chinese(english.stdout))
        out = run("solve", "--help", LANGUAGE="zh_CN")
        self.assertTrue(chinese(out.stdout))
        self.assertEqual(run("solve", "--help", "--lang", "zh_CN").stdout, out.stdout)
        self.assertEqual(run("solve", "--lang", "en", "--help", LANGUAGE="zh_CN").stdout,
                         english.stdout)
        self.assertEqual(run("--lang=auto", "solve", "--help", LANGUAGE="zh_CN").stdout,
                         out.stdout)
        # LC_ALL speaks for every category: the language, and the paper (A4)
        self.assertEqual(run("solve", "--help", LANGUAGE="", LC_ALL="zh_CN.UTF-8").stdout,
                         run("solve", "--help", LANGUAGE="zh_CN", LC_PAPER="zh_CN.UTF-8").stdout)

    def test_a_bad_lang_is_one_line_exit_2(self):
        for args in (("--lang", "xx", "algorithms"), ("algorithms", "--lang=klingon"),
                     ("algorithms", "--lang"), ("--lang", "--help"), ("--lang=",)):
            with self.subTest(args=args):
                status, out, err = run_here(*args)
                self.assertEqual(status, 2)
                self.assertEqual(out, "")
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertIn("--lang", err)
        status, out, err = run_here("--lang", "x" * 100000)
        self.assertLess(len(err), 400)
        self.assertIn("zh_CN", err)  # the choices

    def test_lang_leaves_the_rest_of_the_line_alone(self):
        self.assertEqual(run_here("--lang", "en", "algorithms"),
                         (0, "\n".join(ALGORITHMS) + "\n", ""))
        self.assertEqual(run_here("algorithms", "--lang=en"), run_here("algorithms"))
        status, out, err = run_here("solvers", "--", "--lang", "en")  # after --: not ours
        self.assertEqual(status, 2)
        self.assertIn("unrecognized arguments: ", err)
        self.assertIn("--lang en", err)
        self.assertEqual(i18n.language(), "en")
        with mock.patch.object(i18n, "set_language") as speak:
            run_here("--lang", "zh", "algorithms")
            speak.assert_called_once_with("zh")
            speak.reset_mock()
            run_here("algorithms")
            speak.assert_called_once_with(None)
            speak.reset_mock()
            status, out, err = run_here("algorithms", "--lan", "zh")  # shortened: refused
            self.assertEqual(speak.call_args_list, [mock.call(None)])
            self.assertEqual(status, 2)
            self.assertIn("unrecognized arguments: --lan zh", err)

    def test_argparse_words_are_in_the_catalogue(self):
        """Every message of this Python's argparse a person can meet is named
        in cli.ARGPARSE_WORDS, so it is translated."""
        import argparse
        import ast
        with open(argparse.__file__, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        found, plurals = set(), set()
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.args and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                if node.func.id == "_":
                    found.add(node.args[0].value)
                elif node.func.id == "ngettext":
                    plurals.add((node.args[0].value, node.args[1].value))
        # mistakes in a program's own parser, never a user's
        programmers = {"'required' is an invalid argument for positionals",
                       "%r is not callable", ".__call__() not defined",
                       "cannot merge actions - two groups are named %r",
                       "dest= is required for options like %r",
                       "invalid conflict_resolution value: %r",
                       "invalid option string %(option)r: must start with a character "
                       "%(prefix_chars)r", "mutually exclusive arguments must be optional",
                       "conflicting subparser: %s", "conflicting subparser alias: %s",
                       "cannot have multiple subparser arguments", 'argument "-" with mode %r'}
        self.assertEqual(found - programmers - set(cli.ARGPARSE_WORDS), set())
        self.assertLessEqual(plurals - {("conflicting option string: %s",
                                         "conflicting option strings: %s")},
                             {("expected %s argument", "expected %s arguments")})
        self.assertEqual(cli.ARGPARSE_PLURALS[0](2), "expected %s arguments")

    def test_solution_style(self):
        import xml.etree.ElementTree as ET
        folder = tempfile.mkdtemp(prefix="mazetk-cli-")
        self.addCleanup(shutil.rmtree, folder, True)

        def dashes(path):
            return [e.get("stroke-dasharray") for e in ET.parse(path).iter()
                    if e.get("stroke-dasharray")]
        for style in ("solid", "dashed", None):
            out = os.path.join(folder, str(style))
            flags = () if style is None else ("--solution-style", style)
            status, written, err = run_here("generate", "--size", "6x5", "--seed", "2",
                                            "--format", "svg", "--solution", "--out", out,
                                            *flags)
            self.assertEqual(status, 0, err)
            maze, solved = written.splitlines()
            self.assertEqual(dashes(maze), [])
            self.assertEqual(len(dashes(solved)), 1 if style == "dashed" else 0, style)
        fixture = os.path.join(ROOT, "tests", "data", "prim-original-15x15.txt")
        status, written, err = run_here("solve", fixture, "--format", "svg", "--out", folder,
                                        "--solution-style", "dashed")
        self.assertEqual(status, 0, err)
        self.assertEqual(len(dashes(written.strip())), 1)
        for command in (("generate",), ("solve", fixture)):
            with self.subTest(command=command):
                status, out, err = run_here(*(command + ("--solution-style", "dotted")))
                self.assertEqual(status, 2)
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertIn("solid", err)
        self.assertIn("--solution-style", run("generate", "--help").stdout)


class ThickWallsTest(unittest.TestCase):
    """Issue 13's large print from the command line: --thick-walls picks the
    thick wall for the cell size (--wall, when given, wins)."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-cli-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def picture(self, name, *flags):
        """The dark pixels and the size of a generated PNG."""
        from .pngread import read_png
        out = os.path.join(self.dir, name)
        status, written, err = run_here("generate", "--size", "8x6", "--seed", "2",
                                        "--format", "png", "--out", out, *flags)
        self.assertEqual(status, 0, err)
        with open(written.strip(), "rb") as f:
            width, height, rows = read_png(f.read())
        return sum(row.count((0, 0, 0)) for row in rows), (width, height)

    def test_generate_draws_thicker_walls_for_the_cell_size(self):
        from mazetk.studio import thick_wall_for, wall_for
        for cell in ((), ("--cell", "24"), ("--cell", "9")):
            with self.subTest(cell=cell):
                thin, size = self.picture("thin%s" % len(cell), *cell)
                thick, thick_size = self.picture("thick%s" % len(cell), "--thick-walls", *cell)
                px = int(cell[1]) if cell else 16
                extra = thick_wall_for(px) - wall_for(px)  # the picture holds one more wall
                self.assertEqual(thick_size, (size[0] + extra, size[1] + extra))
                self.assertGreater(thick, 1.6 * thin)
        self.assertEqual(self.picture("w3", "--wall", "3"),
                         self.picture("w3thick", "--wall", "3", "--thick-walls"))
        self.assertIn("--thick-walls", run("generate", "--help").stdout)
        fixture = os.path.join(ROOT, "tests", "data", "prim-original-15x15.txt")
        status, written, err = run_here("solve", fixture, "--format", "png", "--out", self.dir,
                                        "--thick-walls")
        self.assertEqual(status, 0, err)

    def test_book_thick_walls_widen_the_printed_walls(self):
        from mazetk.books.book import MM, PRINT_STYLE, PRINT_THICK_WALL
        from .test_pdfbook import contents
        rects = re.compile(r"[0-9.-]+ [0-9.-]+ ([0-9.]+) ([0-9.]+) re\b")
        widths = {w: round(w * 15 * MM / PRINT_STYLE.cell, 2)
                  for w in (PRINT_STYLE.wall, PRINT_THICK_WALL)}
        for flags, wall in (((), PRINT_STYLE.wall), (("--thick-walls",), PRINT_THICK_WALL)):
            path = os.path.join(self.dir, "b%d.pdf" % len(flags))
            status, out, err = run_here("book", path, "--count", "1", "--seed", "7",
                                        "--size", "10x12", "--cell-mm", "15", "--keys", "none",
                                        *flags)
            self.assertEqual(status, 0, err)
            with open(path, "rb") as f:
                (page,) = contents(f.read())
            thickness = {round(min(float(w), float(h)), 2) for w, h in rects.findall(page)}
            self.assertEqual({v for w, v in widths.items() if v in thickness}, {widths[wall]},
                             flags)


class WideHelpTest(unittest.TestCase):
    """Help in a language whose characters take two columns wraps and lines
    up as English does (argparse counts characters, not columns)."""

    def test_wrap(self):
        text = ("用逗号分隔：png,svg（方形迷宫默认 txt，其他形状和蒙版迷宫默认 png，它们不能"
                "写成 txt 或 ascii；mask 把蒙版迷宫的蒙版写成 名称.mask.txt）") * 3
        for width in (11, 20, 33, 56):
            lines = cli.wrap(text, width)
            self.assertTrue(all(i18n.text_width(line) <= width for line in lines), width)
            self.assertEqual("".join(lines).replace(" ", ""), text.replace(" ", ""))
            self.assertFalse(any(line[0] in "，。；：、）" for line in lines))
            self.assertFalse(any(line[-1] in "（“" for line in lines))
        self.assertEqual(cli.wrap("the plain words", 9), ["the plain", "words"])
        self.assertEqual(i18n.text_width("迷宫 maze"), 9)

    def test_help_lines_up_in_a_wide_language(self):
        import gettext

        class Wide(gettext.NullTranslations):
            """Every message after two wide characters."""

            def gettext(self, message):
                return "迷宫" + message

        i18n.install(Wide(), "wide")
        self.addCleanup(i18n.set_language, None)
        with mock.patch.dict(os.environ, {"COLUMNS": "80"}):
            helps = [cli.build_parser().format_help()]
            for command in ("generate", "solve", "book", "bench"):
                parser = cli.build_parser()
                with self.assertRaises(SystemExit), \
                        contextlib.redirect_stdout(io.StringIO()) as out:
                    parser.parse_args([command, "--help"])
                helps.append(out.getvalue())
        for text in helps:
            columns = set()
            for line in text.split("\n\n", 1)[1].splitlines():  # after the usage
                if not line.lstrip().startswith(("python", "--endpoints", "--bleed", "--diff")):
                    self.assertLessEqual(i18n.text_width(line), 80, line)
                found = re.match(r"  (-\S.*?\S)  +(迷宫.*)", line)
                if found:
                    columns.add(i18n.text_width(line) - i18n.text_width(found.group(2)))
            self.assertEqual(len(columns), 1, text[:300])


if __name__ == "__main__":
    unittest.main()


class BookMasksTest(unittest.TestCase):
    """``book`` takes every maze of the window: outlines, masks, words, and a
    words file of a puzzle a line, read with limits; bad input is one line
    on stderr and exit 2, nothing written."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-book-")
        self.addCleanup(shutil.rmtree, self.dir, True)
        self.out = os.path.join(self.dir, "b.pdf")

    def words_file(self, data, name="names.txt"):
        path = os.path.join(self.dir, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def refused(self, *args):
        status, out, err = run_here("book", self.out, *args)
        self.assertEqual(status, 2, err)
        self.assertEqual(out, "")
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        self.assertLess(len(err), 400, err[:500])
        self.assertFalse([n for n in os.listdir(self.dir) if n.endswith(".pdf")])
        return err

    def book_of(self, *args):
        """The settings and masks ``book`` makes of ``args``, as cmd_book would."""
        from mazetk.books.book import Book
        made = {}
        real = Book

        def keep(settings, **kw):
            made["book"] = real(settings, **kw)
            return made["book"]

        with mock.patch("mazetk.books.book.Book", side_effect=keep):
            status, out, err = run_here("book", self.out, "--seed", "w", *args)
        self.assertEqual(status, 0, err)
        return made["book"], out, err

    def test_a_puzzle_a_line_and_the_count_follows_the_file(self):
        from mazetk.masks import mask as masks
        path = self.words_file(b"Anna\n\n  Ben  \nZoe\n")
        b, out, err = self.book_of("--mask-words", path, "--size", "30x10", "--keys", "none")
        self.assertEqual(b.settings.count, 3)
        for maze, word in zip(b.mazes, ("ANNA", "BEN", "ZOE")):
            want = masks.from_words(word, grid=masks.grids.make("square", 30, 10))
            self.assertEqual(list(maze.grid.cells), [c for c in range(want.n) if want.on[c]])
        b, out, err = self.book_of("--mask-words", path, "--size", "30x10", "--count", "5")
        self.assertEqual([m.grid.n for m in b.mazes][3:], [m.grid.n for m in b.mazes][:2])
        # on another shape, sized by the words as generate sizes them
        b, out, err = self.book_of("--mask-words", path, "--shape", "hex", "--count", "1",
                                   "--min-cell-mm", "2")
        self.assertEqual(b.mazes[0].grid.kind, "masked")
        self.assertEqual(b.mazes[0].grid.full.kind, "hex")

    def test_the_files_named_are_checked_before_any_maze_is_made(self):
        """A folder for the book, an empty --cover, a cover over the book or
        its answers, a name too long, a subtitle without its title page:
        each one line, exit 2, nothing written."""
        cover = os.path.join(self.dir, "c.pdf")
        here = os.getcwd()
        os.chdir(self.dir)
        try:
            for args, words in ((("--count", "1"), "file name, like book.pdf"),):
                status, out, err = run_here("book", ".", *args)
                self.assertEqual(status, 2, err)
                self.assertIn(words, err)
                self.assertEqual(os.listdir(os.path.dirname(self.dir)).count(
                    os.path.basename(self.dir) + ".pdf"), 0)  # not ../NAME.pdf
        finally:
            os.chdir(here)
        for args, words in ((("--cover", ""), "--cover needs a file name"),
                            (("--cover", self.out), "a file of its own"),
                            (("--cover", self.out[:-4] + "-answers.pdf"), "a file of its own"),
                            (("--cover", self.dir), "--cover needs a file name"),
                            (("--subtitle", "Spring"), "give --title-page too"),
                            (("--seed-line",), "give --title-page too"),
                            (("--back-text", "x"), "give --cover too")):
            with self.subTest(args=args):
                self.assertIn(words, self.refused("--count", "1", "--size", "8x8", *args))
        status, out, err = run_here("book", os.path.join(self.dir, "n" * 250 + ".pdf"),
                                    "--count", "1")
        self.assertEqual(status, 2, err)
        self.assertIn("file name is too long", err)
        self.assertFalse(os.path.exists(cover))

    def test_a_book_too_thick_to_bind_or_slow_to_make_is_said_before_the_work(self):
        with mock.patch("mazetk.cli.MAX_PAPERBACK_PAGES", 3):
            status, out, err = run_here("book", self.out, "--count", "5", "--size", "5x5",
                                        "--keys", "none")
        self.assertEqual(status, 0, err)
        self.assertIn("the book has 5 pages; a print-on-demand paperback has at most 3", err)
        self.assertLess(err.index("at most 3"), err.index("1/5 mazes"))  # before the work
        with mock.patch("mazetk.cli.SLOW_CELLS", 20):
            status, out, err = run_here("book", self.out, "--count", "2", "--size", "5x5",
                                        "--keys", "none", "-a", "wilson,aldous-broder")
            self.assertIn("aldous-broder is slow on mazes of 5 x 5", err)
            status, out, err = run_here("book", self.out, "--count", "2", "--size", "5x5",
                                        "--keys", "none", "-a", "wilson")
            self.assertNotIn("slow", err)
            self.assertNotIn("paperback", err)

    def test_a_class_s_names_fit_the_page_accents_and_all(self):
        """Long and accented names make a book on Letter and on A4 with no
        --size: each name set (broken onto lines if it must be) so that
        its cells print at least the smallest cell, 4 mm."""
        from mazetk.books.book import printed_cells
        from mazetk.masks import bitfont
        names = "Alexander\n\nCharlotte\nMaximilian\nAnastasia\nZoë\nJosé\nŁukasz\n"
        path = self.words_file(names.encode("utf-8"))
        text, missing = bitfont.fold("José Łukasz Zoë")
        self.assertEqual((text.upper(), missing), ("JOSE LUKASZ ZOE", []))
        for page in ("letter", "a4"):
            with self.subTest(page=page):
                b, out, err = self.book_of("--mask-words", path, "--page", page)
                self.assertEqual(b.settings.count, 7)
                self.assertEqual(len(b.mazes), 7)
                self.assertGreaterEqual(min(printed_cells(b.settings)), 4.0 - 1e-6)
                for maze in b.mazes:  # every maze cut to its own name: none whole
                    self.assertEqual(maze.grid.kind, "masked")
                self.assertEqual(len({m.grid.n for m in b.mazes}), 7)

    def test_mask_text_mask_file_and_outline_as_generate_takes_them(self):
        b, out, err = self.book_of("--mask-text", "HI", "--count", "2", "--min-cell-mm", "2")
        self.assertEqual({m.grid.kind for m in b.mazes}, {"masked"})
        mask = os.path.join(self.dir, "m.mask.txt")
        with open(mask, "w") as f:
            f.write("XXXX.\nX..XX\nXXXXX\n")
        b, out, err = self.book_of("--mask", mask, "--count", "1")
        self.assertEqual((b.mazes[0].grid.cols, b.mazes[0].grid.rows, b.mazes[0].grid.n),
                         (5, 3, 12))
        b, out, err = self.book_of("--outline", "heart", "--shape", "hex", "--size",
                                   "12x12..16x16", "--count", "3")
        self.assertEqual([m.grid.cols for m in b.mazes], [12, 14, 16])
        self.assertEqual({m.grid.kind for m in b.mazes}, {"masked"})

    def test_bad_masks_are_one_line(self):
        for args, words in ((("--mask-text", "HI", "--size", "10x10..20x20"), "one --size"),
                            (("--mask-text", "HI", "--mask-words", "x"), "not allowed"),
                            (("--outline", "star"), "star"),
                            (("--mask", os.path.join(self.dir, "none.png")), "none.png"),
                            (("--mask-threshold", "9"), "--mask-threshold"),
                            (("--mask-pieces", "join"), "--mask-pieces"),
                            (("--mask-pieces", "join", "--outline", "heart"), "--mask-pieces"),
                            (("--mask-text", ""), "letter")):
            with self.subTest(args=args):
                self.assertIn(words, self.refused(*args))

    def test_words_files_that_are_not_are_refused(self):
        long_line = b"A" * 41 + b"\n"
        for data, words in ((b"", "no words"), (b"\n  \n\t\n", "no words"),
                            (b"Anna\x00Ben\n", "not a text file"),
                            (b"\xff\xfeA\x00n\x00", "not a text file"),
                            (b"Ann\xe9\n", "not a text file"),
                            (b"Anna\n" + long_line, "line 2: at most 40"),
                            (b"Anna\n" * 1001, "at most 1000"),
                            (b"A" * (256 * 1024 + 1), "larger than 256 KiB"),
                            # the file's own line numbers, blank lines counted
                            ("Anna\n\nBen \u2603\n".encode(), "line 3: the mask font "
                             "cannot draw \u2603"),
                            ("Anna\n陈\n".encode(), "(--mask-words)"),
                            (b"Anna\x1b[31m\n", "line 1")):
            with self.subTest(data=data[:20]):
                self.assertIn(words, self.refused("--mask-words", self.words_file(data)))
        self.assertIn("cannot read", self.refused("--mask-words",
                                                  os.path.join(self.dir, "missing.txt")))
        self.assertIn("cannot read", self.refused("--mask-words", self.dir))

    def test_fuzzed_words_files_are_made_or_refused_in_one_line(self):
        import random
        from .fuzz import mutate
        rng = random.Random(23)
        good = b"ANNA\nBEN\nZOE\n"
        for k in range(40):
            data = mutate(rng, good)
            path = self.words_file(data, "fuzz%d.txt" % k)
            status, out, err = run_here("book", os.path.join(self.dir, "f%d.pdf" % k),
                                        "--mask-words", path, "--size", "30x10",
                                        "--seed", "f", "--keys", "none")
            self.assertIn(status, (0, 2), (data, err))
            if status:
                self.assertEqual(len(err.strip().splitlines()), 1, (data, err))
                self.assertEqual(out, "")
            else:
                self.assertTrue(out.strip().endswith("f%d.pdf" % k), out)


class BookPrintTest(unittest.TestCase):
    """``book`` files as a print shop sees them, with Poppler: page count
    and size with bleed, no fonts, the smallest cell at its edge; every PDF
    on the locale's paper."""

    def setUp(self):
        from .support import requires_tool
        for name in ("pdfinfo", "pdffonts"):
            requires_tool(name)
        self.dir = tempfile.mkdtemp(prefix="mazetk-bookpdf-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def info(self, path):
        return subprocess.run(["pdfinfo", path], stdout=subprocess.PIPE,
                              universal_newlines=True, check=True).stdout

    def test_a_masked_book_with_its_pages_bleed_and_no_fonts(self):
        path = os.path.join(self.dir, "names.txt")
        with open(path, "w") as f:
            f.write("ANNA\nBEN\nZOE\n")
        out = os.path.join(self.dir, "class.pdf")
        status, stdout, err = run_here(
            "book", out, "--mask-words", path, "--size", "30x10", "--page", "letter",
            "--bleed", "0.125in", "--title-page", "--title", "Class", "--copyright",
            "(c) 2026 Me", "--blank-before-keys", "1", "--keys", "back", "--seed", "p")
        self.assertEqual(status, 0, err)
        info = self.info(out)
        self.assertIn("Pages:           7", info)  # title, copyright, 3, blank, keys
        self.assertIn("Page size:       621 x 810 pts", info)
        fonts = subprocess.run(["pdffonts", out], stdout=subprocess.PIPE,
                               universal_newlines=True, check=True).stdout
        self.assertEqual(len(fonts.strip().splitlines()), 2, fonts)  # the header alone

    def test_the_smallest_cell_refused_and_taken_at_its_edge(self):
        from mazetk.books.book import BookSettings, fits
        base = dict(count=1, size="30x22", page="a4", per_page=4, seed="e")
        cell = fits(BookSettings(**base)).cell_mm
        edge = "%.2f" % (math.floor(cell * 100) / 100)
        args = ["--count", "1", "--size", "30x22", "--page", "a4", "--per-page", "4",
                "--seed", "e"]
        out = os.path.join(self.dir, "edge.pdf")
        status, stdout, err = run_here("book", out, "--min-cell-mm", edge, *args)
        self.assertEqual(status, 0, err)
        self.assertIn("Pages:           2", self.info(out))
        above = "%.2f" % (float(edge) + 0.02)
        status, stdout, err = run_here("book", out, "--min-cell-mm", above, *args)
        self.assertEqual(status, 2)
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        self.assertIn("(--size)", err)
        self.assertIn("210 x 297 mm page, 4 a page", err)
        self.assertIn("what fits", err)

    def test_every_pdf_defaults_to_the_locales_paper(self):
        for paper, size in (("en_US.UTF-8", r"612 x 792"),
                            ("de_DE.UTF-8", r"595\.2\d* x 841\.89")):
            folder = os.path.join(self.dir, paper)
            os.mkdir(folder)
            env = {"LC_PAPER": paper}
            done = run("generate", "--format", "pdf", "--seed", "1", "--size", "5x5",
                       "--out", folder, **env)
            self.assertEqual(done.returncode, 0, done.stderr)
            done = run("book", os.path.join(folder, "b.pdf"), "--count", "1", "--size",
                       "5x5", "--seed", "1", **env)
            self.assertEqual(done.returncode, 0, done.stderr)
            for name in os.listdir(folder):
                with self.subTest(paper=paper, file=name):
                    self.assertRegex(self.info(os.path.join(folder, name)),
                                     r"Page size: +%s pts" % size)
            helped = run("book", "--help", **env).stdout
            unit = "0.5in" if paper.startswith("en_US") else "12.7mm"
            self.assertIn("(default %s)" % unit, helped)
