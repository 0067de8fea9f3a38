import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

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
        self.assertEqual(doc["code"], "mz1:40x30:prim:f:b20:7")
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
        self.assertIn("--code mz1:", out.stdout)
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


if __name__ == "__main__":
    unittest.main()
