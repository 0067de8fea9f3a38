import re
import unittest

from mazetk import analysis, generate
from mazetk.scene import palette
from mazetk import solve
from mazetk.generate import ALGORITHMS
from mazetk.i18n import set_language
from mazetk.grids import SHAPES
from mazetk.spec import (ENDPOINTS, MazeSpec, endpoints_name, parse_size, rng_for,
                         shape_name, size_words)

CHINESE = re.compile("[\u4e00-\u9fff]")


class ValidateTest(unittest.TestCase):
    def test_clean_copy(self):
        s = MazeSpec(" 40", "30", "Growing Tree", "25", 7, "far", "20").validate()
        self.assertEqual(s, MazeSpec(40, 30, "growing-tree", 25, "7", "farthest", 20))

    def test_bad_values_say_what_is_allowed(self):
        cases = [
            (dict(cols=0), "at least 1"),
            (dict(rows=-3), "at least 1"),
            (dict(cols="abc"), "whole number"),
            (dict(cols=""), "empty"),
            (dict(cols=2.5), "whole number"),
            (dict(cols=True), "whole number"),
            (dict(cols=4001), "at most 4000"),
            (dict(cols=3000, rows=3000), "largest maze"),
            (dict(algorithm="quantum"), "choose one of: backtracker"),
            (dict(algorithm="growing-tree", param=101), "from 0 to 100"),
            (dict(algorithm="growing-tree", param="x"), "whole number"),
            (dict(algorithm="prim", param=3), "takes no parameter"),
            (dict(endpoints="middle"), "corners, random, farthest"),
            (dict(braid=101), "0 to 100"),
            (dict(braid=-1), "0 to 100"),
            (dict(seed="x" * 101), "longer than"),
        ]
        for changes, message in cases:
            with self.subTest(**{k: str(v)[:10] for k, v in changes.items()}):
                with self.assertRaises(ValueError) as ctx:
                    MazeSpec(**changes).validate()
                self.assertIn(message, str(ctx.exception))

    def test_largest_size_is_accepted(self):
        self.assertEqual(MazeSpec(2000, 2000, seed=1).validate().cols, 2000)
        self.assertEqual(MazeSpec(4000, 1000, seed=1).validate().rows, 1000)

    def test_parse_size(self):
        self.assertEqual(parse_size("40x30"), (40, 30))
        self.assertEqual(parse_size("7X9"), (7, 9))
        self.assertEqual(parse_size("12"), (12, 12))  # a circle's rings, or a square
        for bad in ("", "x", "4x5x6", "ax3", "-3"):
            with self.assertRaises(ValueError):
                parse_size(bad)


class CodeTest(unittest.TestCase):
    def test_round_trip_for_every_setting(self):
        seeds = ["7", "hello world", "ü:/%#?", "-12", "a:b:c"]
        for name in ALGORITHMS:
            for ends in ("corners", "random", "farthest"):
                for seed in seeds:
                    spec = MazeSpec(31, 17, name, 40 if name == "growing-tree" else None,
                                    seed, ends, 15).validate()
                    code = spec.code()
                    self.assertEqual(MazeSpec.from_code(code), spec)
                    self.assertNotIn(" ", code)

    def test_example(self):
        spec = MazeSpec.from_code("mz2:40x30:prim:f:b20:7")
        self.assertEqual(spec, MazeSpec(40, 30, "prim", None, "7", "farthest", 20))
        self.assertEqual(spec.code(), "mz2:40x30:prim:f:b20:7")
        self.assertEqual(MazeSpec(40, 30, "prim", seed="7").validate().code()[:4], "mz2:")

    def test_old_codes_keep_their_version(self):
        spec = MazeSpec.from_code("mz1:40x30:prim:f:b20:7")
        self.assertEqual(spec, MazeSpec(40, 30, "prim", None, "7", "farthest", 20, version=1))
        self.assertEqual(spec.code(), "mz1:40x30:prim:f:b20:7")
        self.assertEqual(spec.replace(seed="8").code(), "mz1:40x30:prim:f:b20:8")
        # division had no parameter in mz1: it meant today's weighted=0
        old = MazeSpec.from_code("mz1:9x9:division:c:b0:1")
        self.assertEqual(old.param, 0)
        self.assertEqual(MazeSpec.from_code(old.code()), old)
        new = MazeSpec.from_code("mz2:9x9:division:c:b0:1")
        self.assertEqual(new.param, ALGORITHMS["division"].param.default)
        with self.assertRaisesRegex(ValueError, "version"):
            MazeSpec(version=3).validate()

    def test_empty_or_stray_characters_are_refused_not_defaulted(self):
        for changes, message in [(dict(algorithm=""), "empty"), (dict(algorithm="  "), "empty"),
                                 (dict(algorithm="prim\n"), "unknown algorithm"),
                                 (dict(algorithm="\tprim"), "unknown algorithm"),
                                 (dict(endpoints=""), "endpoints"),
                                 (dict(endpoints="far\n"), "endpoints"),
                                 (dict(seed="\udcff7"), "not UTF-8"),
                                 (dict(algorithm="\udcff"), "not UTF-8")]:
            with self.subTest(**changes):
                with self.assertRaisesRegex(ValueError, message):
                    MazeSpec(**changes).validate()
        self.assertEqual(MazeSpec(algorithm=" prim ").validate().algorithm, "prim")

    def test_messages_cut_long_input(self):
        for changes in (dict(algorithm="a" * 100000), dict(cols="9" * 5000 + "x"),
                        dict(seed="s" * 100000), dict(endpoints="e" * 100000)):
            with self.subTest(field=list(changes)[0]):
                with self.assertRaises(ValueError) as ctx:
                    MazeSpec(**changes).validate()
                self.assertLess(len(str(ctx.exception)), 300)
                self.assertIn("...", str(ctx.exception))
        with self.assertRaises(ValueError) as ctx:
            MazeSpec.from_code("z" * 100000)
        self.assertLess(len(str(ctx.exception)), 200)

    def test_default_param_is_written(self):
        code = MazeSpec(5, 5, "growing-tree", seed=1).validate().code()
        self.assertIn("growing-tree.50", code)

    def test_bad_codes(self):
        for bad, message in [("hello", "not a maze code"), ("mz1:40x30:prim:f:b20", "not a maze code"),
                             ("mz1:0x30:prim:f:b20:7", "at least 1"),
                             ("mz1:40x30:nope:f:b20:7", "unknown algorithm"),
                             ("mz1:40x30:prim:q:b20:7", "endpoints"),
                             ("mz1:40x30:prim:c:20:7", "braid"),
                             ("mz1:40x30:prim:c:b20:", "seed is missing"),
                             ("mz3:40x30:prim:c:b20:7", "not a maze code"),
                             ("mz1:10x10:prim.:c:b0:7", "whole number"),
                             ("mz2:10x10:growing-tree.:c:b0:7", "whole number"),
                             ("mz2:10x10:growing-tree.5x:c:b0:7", "whole number"),
                             ("mz2:10x10:prim.3:c:b0:7", "takes no parameter"),
                             ("mz2:10x10::c:b0:7", "empty"),
                             ("mz2:10x10:prim:c:b:7", "braid"),
                             ("mz2:10x10:prim:c:b 5:7", "braid"),
                             ("mz2:10x10:prim:c:b-0:7", "braid"),
                             ("mz2:10x10:prim:c:bx:7", "braid"),
                             ("mz2:10x10:prim:c:b101:7", "0 to 100"),
                             ("mz2:10x10:prim::b0:7", "endpoints")]:
            with self.subTest(code=bad):
                with self.assertRaisesRegex(ValueError, message):
                    MazeSpec.from_code(bad)


class CodeFuzzTest(unittest.TestCase):
    """Mutated maze codes, masked ones too: a spec or one line of ValueError, in
    work bounded by the code's length; a deflate bomb in a code's mask is refused."""

    def codes(self):
        from mazetk import grids
        from mazetk.masks import mask
        from mazetk.maze import build
        out = []
        for shape, cols, rows in (("square", 12, 9), ("hex", 9, 7), ("circle", 5, 5),
                                  ("triangle", 10, 6), ("upsilon", 8, 8)):
            out.append(build(MazeSpec(cols, rows, "prim", seed=3, shape=shape,
                                      braid=20).validate()).code)
            heart = mask.encode(mask.outline("heart", grids.make(shape, cols, rows)))
            out.append(build(MazeSpec(cols, rows, "wilson", seed=4, shape=shape,
                                      mask=heart).validate()).code)
        out.append("mz1:10x10:division:f:b30:seed")
        out.append("mz2:20x20:growing-tree.50:r:b5:-7")
        return out

    def test_mutated_codes(self):
        import random
        from .fuzz import Work
        from .helpers import code_b64
        rng = random.Random(12)
        codes, accepted = self.codes(), 0
        for k in range(4000):
            code = list(rng.choice(codes))
            for _ in range(rng.randint(1, 3)):
                at = rng.randrange(len(code) + 1)
                how = rng.randrange(4)
                if how == 0 and at < len(code):
                    code[at] = rng.choice("AZaz09-_:.+xbrcfzy\u0665 ")
                elif how == 1:
                    del code[at:at + rng.randint(1, 3)]
                elif how == 2:
                    code[at:at] = rng.choice(["0", "999", "1_0", "\u0665", ":", "+", ".", "x",
                                              "4000", "e3", "-"])
                else:
                    code[at:at] = code[rng.randrange(len(code) + 1):][:rng.randint(1, 12)]
            code = "".join(code)
            with Work() as work:
                try:
                    spec = MazeSpec.from_code(code).validate()
                except ValueError as exc:
                    self.assertTrue(str(exc) and "\n" not in str(exc), repr(str(exc)))
                    spec = None
                except Exception as exc:
                    self.fail("%s: %s on %r" % (type(exc).__name__, exc, code))
            if spec is not None:
                accepted += 1
                self.assertEqual(MazeSpec.from_code(spec.code()), spec)
            self.assertLess(work.calls, 20000 + 500 * len(code), code)
        self.assertGreater(accepted, 100)

    def test_a_deflate_bomb_in_a_code_s_mask(self):
        import tracemalloc
        import zlib
        from mazetk.masks import mask
        from .fuzz import Work
        from .helpers import code_b64
        bomb = "z" + code_b64(zlib.compress(b"\xff" * 5000000, 9))  # 5 MB for 1250 bytes
        runs = "y" + code_b64(zlib.compress(b"\x81\x01" * 2000000, 9))
        tracemalloc.start()
        try:
            for body in (bomb, runs):
                with Work() as work, self.assertRaises(ValueError) as caught:
                    MazeSpec.from_code("mz2:100x100+%s:prim:c:b0:1" % body).validate()
                self.assertIn("mask code", str(caught.exception))
                self.assertLess(work.calls, 20000)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        self.assertLess(peak, 4 * 1024 * 1024)  # never the 5 MB the bomb holds


class SeedTest(unittest.TestCase):
    def test_rng_is_seeded_from_text(self):
        self.assertEqual(rng_for("7").random(), rng_for(7).random())
        self.assertNotEqual(rng_for("7").random(), rng_for("8").random())
        # fixed forever: a change here changes every maze people saved
        self.assertEqual(rng_for("7").random(), 0.23981061633735345)


if __name__ == "__main__":
    unittest.main()


class LanguageTest(unittest.TestCase):
    """Messages and names are looked up when shown, in the language of the moment."""

    def tearDown(self):
        set_language("en")

    def test_a_bad_spec_is_refused_in_chinese_with_its_values(self):
        set_language("zh_CN")
        with self.assertRaises(ValueError) as cm:
            MazeSpec(cols=4001).validate()
        message = str(cm.exception)
        self.assertRegex(message, CHINESE)
        self.assertIn("4001", message)
        self.assertIn("4000", message)
        with self.assertRaises(ValueError) as cm:
            MazeSpec(shape="hex", algorithm="eller").validate()
        self.assertRegex(str(cm.exception), CHINESE)
        self.assertIn("eller", str(cm.exception))  # a name typed on the command line stays

    def test_the_same_message_in_english_again(self):
        set_language("zh_CN")
        set_language("en")
        with self.assertRaises(ValueError) as cm:
            MazeSpec(cols=4001).validate()
        self.assertEqual(str(cm.exception), "columns must be at most 4000, not 4001")

    def test_every_name_the_window_shows_is_translated(self):
        set_language("zh_CN")
        names = ([generate.display_name(n) for n in ALGORITHMS]
                 + [generate.describe(n) for n in ALGORITHMS]
                 + [solve.display_name(n) for n in solve.SOLVERS]
                 + [solve.describe(n) for n in solve.SOLVERS]
                 + [shape_name(s) for s in SHAPES] + [endpoints_name(e) for e in ENDPOINTS]
                 + [palette.display_name(n) for n in palette.NAMES]
                 + [analysis.level_name(n) for n in ("any",) + analysis.LEVELS]
                 + [size_words(s, 20, 15) for s in SHAPES if s != "square"])
        proper = {"Kruskal", "Wilson", "Eller", "Aldous-Broder", "Sidewinder"}
        self.assertEqual([n for n in names if not CHINESE.search(n) and n not in proper], [])

    def test_names_in_english_and_unknown_names_as_given(self):
        self.assertEqual(generate.display_name("division"), "Recursive division")
        self.assertEqual(generate.param_label("growing-tree"), "Mix %")
        self.assertEqual(generate.param_label("prim"), "")
        self.assertIn("not Prim", generate.param_help("growing-tree"))
        self.assertEqual(solve.display_name("astar"), "A* (cheapest)")
        self.assertEqual(shape_name("hex"), "Hex")
        self.assertEqual(size_words("circle", 12, 12), "12-ring circle")
        self.assertEqual(size_words("hex", 20, 15), "20 × 15 hex")
        self.assertEqual(size_words("square", 20, 15), "20 × 15")
        self.assertEqual(palette.display_name("colorblind"), "Colour-blind safe")
        self.assertEqual(analysis.level_name("hard"), "Hard")
        for show in (generate.display_name, solve.display_name, shape_name, endpoints_name,
                     palette.display_name, analysis.level_name):
            self.assertEqual(show("nonesuch"), "nonesuch")
