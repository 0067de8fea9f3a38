"""The window's settings model: validation with messages a person can act on.

No Tk here: this module must run without a display.
"""

import json
import unittest
from dataclasses import replace

from mazetk.scene import palette as palettes
from mazetk.generate import ALGORITHMS
from mazetk.scene import SOLUTION_STYLES
from mazetk.studio import FONT_SCALES, MAX_CELL, FieldError, Settings, thick_wall_for, wall_for
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


class WindowChoicesTest(unittest.TestCase):
    """Colours, the dashed way, the text size and the language: checked,
    kept between runs, and passed on to the pictures."""

    def test_good_values_are_cleaned(self):
        s = Settings(palette=" Dark ", solution_style="DASHED", font_scale="1.5",
                     language="zh").validate()
        self.assertEqual((s.palette, s.solution_style, s.font_scale, s.language),
                         ("dark", "dashed", 1.5, "zh_CN"))
        for scale in FONT_SCALES:
            self.assertEqual(Settings(font_scale=str(scale)).validate().font_scale, scale)
        self.assertEqual(Settings(language="auto").validate().language, "auto")

    def test_each_bad_value_is_named(self):
        for field, value in (("palette", "neon"), ("solution_style", "dotted"),
                             ("font_scale", 0.5), ("font_scale", "2.5"),
                             ("font_scale", "big"), ("language", "xx")):
            with self.assertRaises(FieldError) as caught:
                Settings(**{field: value}).validate()
            self.assertEqual(caught.exception.field, field)
            self.assertEqual(set(Settings(**{field: value}).problems()), {field})
        self.assertIn("80% to 200%", str(Settings(font_scale=9).problems()["font_scale"]))

    def test_kept_between_runs_and_damage_gives_defaults(self):
        chosen = Settings(palette="colorblind", solution_style="dashed", font_scale=1.25,
                          language="zh_CN").validate()
        back = Settings.from_dict(json.loads(json.dumps(chosen.to_dict())))
        self.assertEqual(back, chosen)
        damaged = Settings.from_dict(dict(chosen.to_dict(), palette=3, language="klingon",
                                          font_scale=[1]))
        self.assertEqual((damaged.palette, damaged.language, damaged.font_scale),
                         ("default", "auto", 1.0))
        self.assertEqual(damaged.solution_style, "dashed")

    def test_the_picture_style_carries_colours_and_dashes(self):
        for name in palettes.NAMES:
            for dash in SOLUTION_STYLES:
                style = Settings(palette=name, solution_style=dash).validate().style(12)
                self.assertEqual((style.palette, style.solution_style), (name, dash))
                self.assertEqual(style.wall_color, palettes.get(name).wall)


class ThickWallsTest(unittest.TestCase):
    """Issue 13's large print: a look kept with the window's choices, never
    part of the maze code, drawing walls about twice as thick."""

    def test_thick_walls_are_twice_as_thick_and_leave_passages_open(self):
        for cell in range(2, MAX_CELL + 1):
            for look in ("lines", "blocks"):
                thin = Settings(look=look).style(cell)
                thick = Settings(look=look, thick_walls=True).validate().style(cell)
                self.assertEqual(thick.cell, cell)
                self.assertEqual(thick.wall, thick_wall_for(cell))
                self.assertGreaterEqual(thick.wall, thin.wall)
                # a wall never takes more than a third of a cell (or 1 px)
                self.assertLessEqual(thick.wall, max(1, cell // 3))
            if cell >= 6:
                self.assertGreaterEqual(thick.wall, 2)
            if cell >= 12:
                self.assertAlmostEqual(thick.wall / float(thin.wall), 2.0, delta=0.5)
        self.assertEqual((wall_for(24), thick_wall_for(24)), (3, 6))

    def test_checked_kept_and_not_in_the_code(self):
        for value, clean in ((True, True), ("on", True), ("false", False), (0, False)):
            self.assertIs(Settings(thick_walls=value).validate().thick_walls, clean)
        with self.assertRaises(FieldError) as caught:
            Settings(thick_walls="maybe").validate()
        self.assertEqual(caught.exception.field, "thick_walls")
        self.assertEqual(set(Settings(thick_walls=[1]).problems()), {"thick_walls"})
        chosen = Settings(thick_walls=True, seed="t").validate()
        back = Settings.from_dict(json.loads(json.dumps(chosen.to_dict())))
        self.assertEqual(back, chosen)
        self.assertFalse(Settings.from_dict(dict(chosen.to_dict(), thick_walls="x"))
                         .thick_walls)  # damage: the default
        self.assertEqual(chosen.spec(), replace(chosen, thick_walls=False).spec())
        self.assertTrue(chosen.with_spec(MazeSpec(5, 5, seed="other")).thick_walls)


class NoTkTest(unittest.TestCase):
    def test_runs_without_tkinter(self):
        import subprocess
        import sys
        code = ("import sys; sys.modules['tkinter'] = None\n"
                "from mazetk.studio import Settings; Settings().validate()")
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


class MaskSettingsTest(unittest.TestCase):
    """The mask the window holds: its code, where it came from, its threshold."""

    def heart(self, shape="square", cols=20, rows=15):
        from mazetk.studio import make_mask
        from mazetk.masks import mask as masks
        return masks.encode(make_mask("outline", "heart", shape, cols, rows))

    def test_a_mask_goes_into_the_spec_and_its_code_comes_back(self):
        from mazetk.maze import build
        from mazetk.spec import MazeSpec
        for shape in ("square", "hex", "triangle", "circle", "upsilon"):
            with self.subTest(shape=shape):
                code = self.heart(shape, 12, 10)
                settings = Settings(shape=shape, cols=12, rows=10, mask=code, seed="m",
                                    mask_kind="outline", mask_source="heart").validate()
                spec = settings.spec()
                self.assertEqual(spec.mask, code)
                maze = build(spec)
                self.assertEqual(maze.grid.n, settings.mask_pieces().cells)
                again = Settings().with_spec(MazeSpec.from_code(maze.code)).validate()
                self.assertEqual(again.spec(), spec)
                self.assertEqual(again.mask_kind, "painted")  # not these settings' mask
                same = settings.with_spec(spec)
                self.assertEqual((same.mask_kind, same.mask_source), ("outline", "heart"))

    def test_mask_problems_are_said_beside_the_mask_or_the_algorithm(self):
        code = self.heart()
        cases = [(dict(mask=code, mask_kind="outline", cols=21), "mask", "another shape"),
                 (dict(mask_kind="words"), "mask", "choose its words"),
                 (dict(mask_kind="painted"), "mask", "mask mode"),
                 (dict(mask_kind="stars"), "mask", "one of"),
                 (dict(mask=code, mask_kind="outline", algorithm="sidewinder"), "algorithm",
                  "no masked maze"),
                 (dict(mask=code, mask_kind="outline", look="blocks"), "look", "masked"),
                 (dict(threshold=0), "threshold", "1 to 255"),
                 (dict(threshold="dark"), "threshold", "whole number")]
        for values, field, words in cases:
            with self.subTest(values=sorted(values)):
                problems = Settings(**values).problems()
                self.assertEqual(list(problems), [field])
                self.assertIn(words, problems[field])
        # no mask: a code left over is not used
        self.assertEqual(Settings(mask=code).validate().mask, "")
        self.assertEqual(Settings(mask=code).problems(), {})

    def test_the_mask_is_kept_between_runs_and_damage_drops_it(self):
        good = Settings(cols=20, rows=15, mask=self.heart(), mask_kind="outline",
                        mask_source="heart", threshold=90).validate()
        self.assertEqual(Settings.from_dict(good.to_dict()), good)
        damaged = dict(good.to_dict(), mask="zjunk!")
        self.assertEqual(Settings.from_dict(damaged).mask_kind, "none")
        resized = dict(good.to_dict(), cols=30)
        self.assertEqual(Settings.from_dict(resized).mask, "")

    def test_each_source_makes_its_mask(self):
        import os
        import tempfile
        from mazetk import grids
        from mazetk.masks import mask as masks
        from mazetk.studio import make_mask
        self.assertEqual(make_mask("outline", "circle", "hex", 10, 8),
                         masks.outline("circle", grids.make("hex", 10, 8)))
        self.assertEqual(make_mask("words", "Bo", "square", 1, 1, own_size=True),
                         masks.from_words("Bo"))
        drawn = make_mask("words", "Bo", "square", 40, 20)
        self.assertEqual((drawn.cols, drawn.rows), (40, 20))
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "m.mask.txt")
        with open(path, "w") as f:
            f.write("XX.\n.XX\n")
        self.assertEqual(make_mask("file", path, "square", 9, 9).count(), 4)
        os.remove(path)
        os.rmdir(folder)
        for kind, source, words in (("words", " ", "type the words"),
                                    ("file", "", "choose a file"),
                                    ("file", path, "could not read"),
                                    ("outline", "star", "unknown outline")):
            with self.subTest(kind=kind, source=source):
                with self.assertRaises(ValueError) as caught:
                    make_mask(kind, source, "square", 10, 10)
                self.assertIn(words, str(caught.exception))

    def test_remade_follows_the_size_or_says_why_it_cannot(self):
        from mazetk.studio import remade_mask
        code, made, problem = remade_mask("outline", "heart", 128, ("hex", 9, 9), "", None)
        self.assertEqual((made, problem), (("hex", 9, 9), ""))
        self.assertEqual(code, self.heart("hex", 9, 9))
        # words take their own size when asked, and the size asked otherwise
        from mazetk.masks.mask import words_size
        self.assertEqual(remade_mask("words", "Hi", 128, ("square", 5, 5), "", None,
                                     True)[1][1:], words_size("Hi"))
        self.assertEqual(remade_mask("words", "Hi", 128, ("square", 50, 30), "", None)[1],
                         ("square", 50, 30))
        # a painted mask is never made again: another size is a problem
        painted = self.heart()
        self.assertEqual(remade_mask("painted", "", 128, ("square", 20, 15), painted,
                                     ("square", 20, 15)), (painted, ("square", 20, 15), ""))
        code, made, problem = remade_mask("painted", "", 128, ("square", 30, 15), painted,
                                          ("square", 20, 15))
        self.assertEqual((code, made), (painted, ("square", 20, 15)))
        self.assertIn("20 × 15", problem)
        self.assertEqual(remade_mask("none", "", 128, ("square", 5, 5), painted, None),
                         ("", None, ""))
        self.assertIn("threshold", remade_mask("file", "x.png", "x", ("square", 5, 5), "",
                                               None)[2])

    def test_the_status_note_counts_the_pieces(self):
        from mazetk.masks import mask as masks
        from mazetk.studio import pieces_note
        from mazetk.spec import MazeSpec
        two = masks.encode(masks.Mask.from_text("XX..X\nXX..X\n"))
        spec = MazeSpec(5, 2, mask=two).validate()
        self.assertEqual(pieces_note(spec), "the mask had 2 pieces: kept the largest, 4 of 6 "
                                            "cells (Pieces: Join keeps all)")
        self.assertEqual(pieces_note(MazeSpec(5, 2).validate()), "")
        self.assertEqual(pieces_note(None), "")
        joined = MazeSpec(5, 2, mask=masks.with_join(two, True)).validate()
        self.assertEqual(pieces_note(joined), "the mask's 2 pieces are joined by 2 bridge cells")

    def test_join_makes_one_maze_of_every_piece_and_its_code_says_so(self):
        from mazetk.masks import mask as masks
        from mazetk.maze import build
        from mazetk.studio import remade_mask
        from mazetk.spec import MazeSpec
        two = masks.encode(masks.Mask.from_text("XX..X\nXX..X\n"))
        code, made, problem = remade_mask("painted", "", 128, ("square", 5, 2), two,
                                          ("square", 5, 2), join=True)
        self.assertEqual((code, made, problem), (masks.JOIN + two, ("square", 5, 2), ""))
        self.assertEqual(remade_mask("painted", "", 128, ("square", 5, 2), code,
                                     ("square", 5, 2))[0], two)  # back to the largest
        one = masks.encode(masks.Mask("square", 5, 2))  # one piece: no letter to add
        self.assertEqual(remade_mask("painted", "", 128, ("square", 5, 2), one,
                                     ("square", 5, 2), join=True)[0], one)
        settings = Settings(cols=5, rows=2, mask=code, mask_kind="painted", seed="j",
                            mask_join=True).validate()
        found = settings.mask_pieces()
        self.assertEqual((found.pieces, found.dropped, found.bridges, found.cells),
                         (2, 0, 2, 8))
        maze = build(settings.spec())
        self.assertEqual(maze.grid.n, 8)
        again = build(MazeSpec.from_code(maze.code))
        self.assertEqual((again.grid.n, again.grid.passages), (8, maze.grid.passages))
        pasted = Settings().with_spec(again.spec).validate()
        self.assertTrue(pasted.mask_join)
        self.assertEqual(Settings.from_dict(settings.to_dict()).mask_join, True)
        with self.assertRaises(ValueError):
            Settings(mask_join="sometimes").validate()


class MaskPaintingTest(unittest.TestCase):
    """Mask mode without Tk: brushes, strokes along a drag, undo."""

    def painting(self, shape, cols=9, rows=9):
        from mazetk import grids
        from mazetk.masks import mask as masks
        from mazetk.scene.sloped import ShapeLayout
        from mazetk.studio import MaskPainting
        grid = grids.make(shape, cols, rows)
        layout = ShapeLayout(grid, Settings(cell=20).style())
        return MaskPainting(masks.Mask(shape, grid.cols, grid.rows), layout), grid, layout

    def test_a_brush_takes_the_cells_whose_centres_lie_within_it(self):
        for shape in ("square", "hex", "triangle", "circle", "upsilon"):
            with self.subTest(shape=shape):
                painting, grid, layout = self.painting(shape)
                cell = grid.cell_at(*(v / 2 for v in grid.extent()))
                x, y = layout.centre(cell)
                self.assertEqual(painting.brush(cell, 1), [cell])
                sizes = []
                for across in (3, 5):
                    reach = across / 2.0 * painting.unit
                    want = [c for c in range(grid.n) if (layout.centre(c)[0] - x) ** 2
                            + (layout.centre(c)[1] - y) ** 2 <= reach * reach]
                    self.assertEqual(painting.brush(cell, across), want)
                    sizes.append(len(want))
                self.assertLess(1, sizes[0])
                self.assertLess(sizes[0], sizes[1])

    def test_a_drag_paints_its_whole_way_and_undo_takes_the_stroke_back(self):
        for shape in ("square", "hex", "triangle", "circle", "upsilon"):
            with self.subTest(shape=shape):
                painting, grid, layout = self.painting(shape)
                first, last = 0, grid.n - 1
                changed = painting.begin(0, layout.centre(first))
                changed += painting.drag(layout.centre(last))
                self.assertTrue(painting.end())
                self.assertIn(first, changed)
                self.assertIn(last, changed)
                self.assertEqual(painting.mask.count(), grid.n - len(set(changed)))
                # a drag leaves no gaps: every point of its way is on a cut cell
                (x0, y0), (x1, y1) = layout.centre(first), layout.centre(last)
                for i in range(101):
                    point = (x0 + (x1 - x0) * i / 100.0, y0 + (y1 - y0) * i / 100.0)
                    cell = layout.cell_at(*point)
                    self.assertTrue(cell is None or cell in changed, (i, cell))
                painting.begin(0, layout.centre(first))  # nothing new: no stroke
                self.assertFalse(painting.end())
                self.assertEqual(sorted(painting.undo()), sorted(changed))
                self.assertEqual(painting.mask.count(), grid.n)
                self.assertEqual(painting.undo(), [])
                self.assertEqual(painting.begin(1, (-50.0, -50.0)), [])  # off the grid
