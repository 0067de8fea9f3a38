import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from mazetk import mazefile
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

    def test_help_shows_an_example(self):
        out = run("generate", "--help")
        self.assertEqual(out.returncode, 0)
        self.assertIn("--code mz1:", out.stdout)
        self.assertIn("example", run("bench", "--help").stdout)

    def test_bench_quick_json(self):
        out = run("bench", "--quick", "--json")
        self.assertEqual(out.returncode, 0, out.stderr)
        doc = json.loads(out.stdout)
        names = {r["name"] for r in doc["results"] if r["kind"] == "generate"}
        self.assertEqual(names, set(ALGORITHMS))
        self.assertTrue(all(r["seconds"] >= 0 for r in doc["results"]))


if __name__ == "__main__":
    unittest.main()
