import contextlib
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

from mazetk import cli

from mazetk.export import mazefile
from mazetk.generate import ALGORITHMS
from mazetk.solve import SOLVERS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*args):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "-m", "mazetk"] + list(args), cwd=ROOT, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)


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
                     ["generate", "--algorithm", "nope"], ["generate", "--format", "gif"],
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

    def test_help_shows_an_example(self):
        out = run("generate", "--help")
        self.assertEqual(out.returncode, 0)
        self.assertIn("--code mz2:", out.stdout)
        self.assertIn("example", run("bench", "--help").stdout)
        for command in ("solve", "algorithms", "solvers"):
            self.assertIn("example", run(command, "--help").stdout)

    def test_bench_quick_json(self):
        out = run("bench", "--quick", "--json")
        self.assertEqual(out.returncode, 0, out.stderr)
        doc = json.loads(out.stdout)
        names = {r["name"] for r in doc["results"] if r["kind"] == "generate"}
        self.assertEqual(names, set(ALGORITHMS))
        self.assertTrue(all(r["seconds"] >= 0 for r in doc["results"]))


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
        self.assertIn("minutes", cli._file_note(path))
        with open(path, "w") as f:
            json.dump({"format": "mazetk", "code": "mz2:20x20:aldous-broder:c:b0:1"}, f)
        self.assertIsNone(cli._file_note(path))
        self.assertIsNone(cli._file_note(os.path.join(self.dir, "missing.json")))
        with mock.patch.object(cli, "_make_one", return_value=[]):
            status, out, err = run_here("generate", "--size", "1000x1000", "--algorithm",
                                        "aldous-broder", "--out", self.dir)
        self.assertEqual(status, 0)
        self.assertIn("aldous-broder maze takes about", err)


if __name__ == "__main__":
    unittest.main()
