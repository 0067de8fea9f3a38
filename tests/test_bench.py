import io
import json
import unittest

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

    def test_time_generator_carves(self):
        self.assertGreater(bench.time_generator("backtracker", 20), 0)


if __name__ == "__main__":
    unittest.main()
