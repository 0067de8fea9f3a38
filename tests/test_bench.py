import io
import json
import unittest
from unittest import mock

from mazetk import bench
from mazetk.generate import ALGORITHMS


class BenchTest(unittest.TestCase):
    """The benchmark command runs and reports every generator and writer
    (numbers only: nothing here is timed against a goal)."""

    def test_quick_json_report(self):
        out = io.StringIO()
        self.assertEqual(bench.run(as_json=True, quick=True, out=out), 0)
        doc = json.loads(out.getvalue())
        results = doc["results"]
        generated = {r["name"] for r in results if r["kind"] == "generate"}
        self.assertEqual(generated, set(ALGORITHMS))
        wrapped = [r for r in results if r["kind"] == "wrap"]
        self.assertEqual([(r["name"], r["size"]) for r in wrapped],
                         [("backtracker, wrapped xy", "100x100")])
        exported = " ".join(r["name"] for r in results if r["kind"] == "export")
        for name in ("txt", "json", "ascii", "png (saved", "scene records",
                     "png rasterise records", "png encode", "svg", "ps", "pdf"):
            self.assertIn(name, exported)
        self.assertTrue(all(r["seconds"] >= 0 for r in results))

    def test_text_report(self):
        out = io.StringIO()
        bench.run(quick=True, out=out)
        lines = out.getvalue().splitlines()
        self.assertTrue(lines[0].startswith("mazetk "))
        self.assertTrue(any(line.startswith("generate  wilson") for line in lines))
        self.assertTrue(any(line.startswith("shape     hex wilson (") for line in lines))

    def test_shapes_are_measured_against_square(self):
        out = io.StringIO()
        bench.run(as_json=True, quick=True, out=out)
        rows = [r for r in json.loads(out.getvalue())["results"] if r["kind"] == "shape"]
        names = [r["name"] for r in rows]
        for shape in bench.SHAPE_SIZES:
            for name in bench.SHAPE_ALGORITHMS:
                row = next(r for r in rows if r["name"].startswith("%s %s (" % (shape, name)))
                self.assertIn("x square", row["name"])
                self.assertGreater(row["ratio"], 0)
        self.assertIn("square wilson (grid + carve)", names)

    def test_a_ratio_takes_square_and_shape_in_turns(self):
        # A machine that slows down for a while must weigh on both sides.
        made = []
        times = iter([3.0, 5.0, 2.0, 9.0, 4.0, 4.0])

        def fake(make, name):
            made.append(make())
            return next(times)

        pair = bench.paired(lambda: "square", lambda: "hex", "wilson", 3, timer=fake)
        self.assertEqual(made, ["square", "hex"] * 3)
        self.assertEqual(pair, (2.0, 4.0))  # the quickest of each side

    def test_masks_pictures_fonts_books_and_scenes_are_measured(self):
        out = io.StringIO()
        bench.run(as_json=True, quick=True, out=out)
        rows = json.loads(out.getvalue())["results"]
        names = [r["name"] for r in rows]
        for name in bench.MASK_ALGORITHMS:
            row = next(r for r in rows if r["name"].startswith("mask %s (" % name))
            self.assertEqual(row["kind"], "mask")
            self.assertGreater(row["ratio"], 0)
            self.assertIn("x unmasked)", row["name"])
        others = {r["name"].split(" (")[0].split(",")[0]: r for r in rows if r["kind"] == "other"}
        self.assertEqual(set(others), {"picture decode", "strokefont layout", "book pdf",
                                       "mixed book pdf"})
        self.assertEqual(others["strokefont layout"]["size"], "200 ch")
        self.assertEqual(others["book pdf"]["size"], "4 mazes")
        self.assertEqual(others["mixed book pdf"]["size"], "4 mazes")
        for shape in bench.SHAPE_SIZES:
            # the scene alone, just before the PNG made from it
            at = names.index("%s png 12px" % shape)
            self.assertEqual(names[at - 1], "%s scene 12px" % shape)

    def test_the_mixed_book_has_every_shape_each_masked(self):
        from mazetk.books.book import Book
        b = Book(bench.mixed_book(25))
        grids = [m.grid for m in b.mazes]
        self.assertEqual({g.kind for g in grids}, {"masked"})
        self.assertEqual({g.full.kind for g in grids},
                         {"square", "hex", "triangle", "circle", "upsilon"})
        self.assertEqual(b.plan()[-1][0], "keys")

    def test_the_rgba_png_reads_back(self):
        from mazetk.masks import picture
        for width, height in ((1, 1), (63, 5), (300, 7)):
            pic = picture.decode(bench.rgba_png(width, height))
            self.assertEqual((pic.width, pic.height, pic.has_alpha), (width, height, True))

    def test_scale_rows_give_the_ratio_to_the_largest_size(self):
        rows = []
        with mock.patch.object(bench, "SCALE_SIZE", 30):
            bench.scale_timings(lambda *a, **k: rows.append((a, k)), {"true-prim": 1.0})
        (kind, (name, shown), size, seconds), extra = rows[0]
        self.assertEqual((kind, size), ("scale", 30))
        self.assertTrue(name.startswith("true-prim ("))
        self.assertEqual(shown, name)  # the tests read English
        self.assertAlmostEqual(extra["ratio"], seconds, places=2)

    def test_the_table_lines_up_in_a_wide_language(self):
        """Row words are translated for the table, English for --json; a
        wide (CJK) character fills two columns."""
        import gettext
        from mazetk import i18n

        class Wide(gettext.NullTranslations):
            def gettext(self, message):
                return "迷宫" + message

        i18n.install(Wide(), "wide")
        self.addCleanup(i18n.set_language, None)
        table = io.StringIO()
        bench.run(quick=True, out=table)
        rows = [line for line in table.getvalue().splitlines() if " us/cell" in line]
        self.assertTrue(any(line.startswith("迷宫generate") for line in rows))
        self.assertTrue(any("迷宫hex grid" in line for line in rows))
        machines = io.StringIO()
        bench.run(as_json=True, quick=True, out=machines)
        names = [r["name"] for r in json.loads(machines.getvalue())["results"]]
        self.assertIn("hex grid", names)  # --json stays English
        self.assertFalse([n for n in names if "迷宫" in n])
        # words that fit their column line up, a wide character taking two columns
        lines = [bench.table_row(kind, name, size, 0.5, 2.0)
                 for kind, name, size in (("迷宫", "hex grid", "1"), ("solve", "迷宫迷宫", "50x50"),
                                          ("abc", "迷宫 png", "迷宫"))]
        widths = {i18n.text_width(line) for line in lines}
        self.assertEqual(len(widths), 1, lines)
        self.assertEqual([i18n.text_width(line.split("  ")[0]) for line in lines[1:]],
                         [5, 3])  # the kind, then spaces to its column's end

    def test_time_generator_carves(self):
        self.assertGreater(bench.time_generator("backtracker", 20), 0)


if __name__ == "__main__":
    unittest.main()
