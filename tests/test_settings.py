"""The window's settings model: validation with messages a person can act on.

No Tk here: this module must run without a display.
"""

import unittest

from mazetk.generate import ALGORITHMS
from mazetk.settings import MAX_CELL, FieldError, Settings, wall_for
from mazetk.solve import SOLVERS
from mazetk.spec import MazeSpec


class ValidateTest(unittest.TestCase):
    def test_defaults_are_valid_and_clean(self):
        clean = Settings().validate()
        self.assertEqual((clean.cols, clean.rows, clean.cell), (20, 15, 24))
        self.assertEqual(Settings().problems(), {})

    def test_text_from_fields_becomes_numbers(self):
        raw = Settings(cols=" 12 ", rows="9", cell="30", param="40", braid="10",
                       seed="  abc ", min_share="20", algorithm="growing-tree")
        clean = raw.validate()
        self.assertEqual((clean.cols, clean.rows, clean.cell, clean.param, clean.braid,
                          clean.min_share, clean.seed), (12, 9, 30, 40, 10, 20, "abc"))

    def test_each_bad_field_is_named_with_what_is_allowed(self):
        cases = [("cols", "0", "at least 1"), ("cols", "abc", "whole number"),
                 ("rows", "", "empty"), ("rows", "99999", "at most"),
                 ("cell", "1", "from 2"), ("cell", str(MAX_CELL + 1), "to %d" % MAX_CELL),
                 ("braid", "150", "0 to 100"), ("seed", "x" * 150, "longer than"),
                 ("look", "dots", "lines or blocks"), ("solver", "guess", "unknown solver"),
                 ("difficulty", "brutal", "easy, medium or hard"),
                 ("min_share", "95", "0 to 90"), ("algorithm", "nope", "")]
        for field, value, words in cases:
            with self.subTest(field=field, value=value[:10]):
                raw = Settings(**{field: value})
                with self.assertRaises(FieldError) as caught:
                    raw.validate()
                self.assertEqual(caught.exception.field, field)
                self.assertIsInstance(caught.exception, ValueError)
                self.assertIn(words, str(caught.exception).lower())
                self.assertEqual(list(raw.problems()), [field])

    def test_each_algorithm_is_judged_with_its_own_parameter(self):
        for name, algo in ALGORITHMS.items():
            with self.subTest(algorithm=name):
                self.assertNotIn("algorithm", Settings(algorithm=name).problems())
                if algo.param is None:
                    continue
                good = Settings(algorithm=name, param=algo.param.default)
                self.assertEqual(good.problems(), {})
                bad = Settings(algorithm=name, param=algo.param.high + 1)
                self.assertEqual(list(bad.problems()), ["param"])
                saved = Settings.from_dict({"algorithm": name, "param": algo.param.high})
                self.assertEqual((saved.algorithm, saved.param), (name, algo.param.high))

    def test_problems_lists_every_bad_field(self):
        raw = Settings(cols="x", cell="1", braid="-1")
        self.assertEqual(sorted(raw.problems()), ["braid", "cell", "cols"])

    def test_too_many_cells_is_a_rows_problem(self):
        problems = Settings(cols=2000, rows=2001).problems()
        self.assertIn("largest maze", problems["rows"])

    def test_param_only_matters_where_the_algorithm_has_one(self):
        with_param = [n for n, a in ALGORITHMS.items() if a.param is not None]
        without = [n for n, a in ALGORITHMS.items() if a.param is None]
        self.assertTrue(with_param and without)
        self.assertEqual(Settings(algorithm=without[0], param="junk").validate().param,
                         Settings.param)
        with self.assertRaises(FieldError):
            Settings(algorithm=with_param[0], param="junk").validate()


class UsesTest(unittest.TestCase):
    def test_spec_rebuilds_the_same_code(self):
        settings = Settings(cols=9, rows=7, algorithm="kruskal", seed="s", braid=30).validate()
        spec = settings.spec()
        self.assertEqual(spec.code(), MazeSpec(9, 7, "kruskal", seed="s", braid=30)
                         .validate().code())
        self.assertEqual(Settings().with_spec(spec).validate().spec().code(), spec.code())

    def test_an_older_code_keeps_its_version(self):
        from mazetk.maze import build
        old = "mz1:9x7:eller:f:b10:pasted"
        spec = MazeSpec.from_code(old)
        settings = Settings().with_spec(spec).validate()
        self.assertEqual(settings.spec().code(), spec.code())
        self.assertEqual(build(settings.spec()).grid.passages, build(old).grid.passages)
        self.assertIsNone(Settings().validate().version)
        with self.assertRaises(FieldError) as caught:
            Settings(version=99).validate()
        self.assertEqual(caught.exception.field, "version")

    def test_style_walls_are_thin_and_valid_for_every_size(self):
        for cell in range(2, MAX_CELL + 1):
            for look in ("lines", "blocks"):
                style = Settings(look=look).style(cell)
                self.assertEqual(style.cell, cell)
                self.assertGreaterEqual(style.wall, 1)
                self.assertLessEqual(style.wall, max(1, cell // 3))
        self.assertEqual(wall_for(24), 3)

    def test_saved_data_never_stops_the_window(self):
        good = Settings(cols=33, look="blocks", solver=sorted(SOLVERS)[0]).validate()
        self.assertEqual(Settings.from_dict(good.to_dict()), good)
        damaged = dict(good.to_dict(), cols=-4, look=7, extra="ignored", cell="big")
        clean = Settings.from_dict(damaged)
        self.assertEqual((clean.cols, clean.look, clean.cell), (20, "lines", 24))
        for junk in (None, [], "text", 3):
            self.assertEqual(Settings.from_dict(junk), Settings())

    def test_target(self):
        self.assertEqual(Settings().validate().target, (None, 0))
        self.assertEqual(Settings(difficulty="Hard", min_share=30).validate().target,
                         ("hard", 30))


class NoTkTest(unittest.TestCase):
    def test_runs_without_tkinter(self):
        import subprocess
        import sys
        code = ("import sys; sys.modules['tkinter'] = None\n"
                "from mazetk.settings import Settings; Settings().validate()")
        done = subprocess.run([sys.executable, "-c", code], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, universal_newlines=True,
                              env={k: v for k, v in __import__("os").environ.items()
                                   if k != "DISPLAY"})
        self.assertEqual(done.returncode, 0, done.stdout)



class ShapeSettingsTest(unittest.TestCase):
    def test_a_pasted_code_keeps_its_shape_and_rebuilds_the_same_code(self):
        from mazetk.spec import MazeSpec
        for code in ("mz2:h12x8:prim:c:b0:7", "mz2:c9:wilson:f:b20:x", "mz2:t6x5:kruskal:r:b0:1",
                     "mz2:u7x7:backtracker:c:b0:2", "mz1:10x10:division:c:b0:3"):
            s = Settings(look="blocks").with_spec(MazeSpec.from_code(code)).validate()
            self.assertEqual(s.spec(), MazeSpec.from_code(code))

    def test_what_a_shape_cannot_do_is_said_beside_its_field(self):
        self.assertIn("square mazes only", Settings(shape="hex", algorithm="eller")
                      .problems()["algorithm"])
        self.assertIn("square mazes only", Settings(shape="circle", look="blocks")
                      .problems()["look"])
        self.assertIn("rings", Settings(shape="circle", cols=600).problems()["cols"])
        self.assertIn("unknown shape", Settings(shape="star").problems()["shape"])
        self.assertEqual(Settings(shape="triangle", cols=9, rows=5).problems(), {})


if __name__ == "__main__":
    unittest.main()
