"""Scenes -> a PDF: the cross-reference table is exact, a page a Scene,
no font anywhere (text is strokes), the document's title in its Info."""

import re
import unittest
import zlib

from mazetk import export, scene
from mazetk.maze import build
from mazetk.scene import Style
from mazetk.spec import MazeSpec


def streams(data):
    return [zlib.decompress(s).decode("latin-1")
            for s in re.findall(rb"stream\n(.*?)\nendstream", data, re.S)]


class PdfTest(unittest.TestCase):
    def setUp(self):
        self.maze = build(MazeSpec(14, 10, "backtracker", seed=11))

    def test_pdf_structure(self):
        plain = scene.build(self.maze, Style())
        solved = scene.build(self.maze, Style(), show_solution=True)
        for page, size in (("a4", b"595.28 841.89"), ("letter", b"612 792")):
            data = export.pdf([plain, solved], page=page, title="t (1)")
            self.assertTrue(data.startswith(b"%PDF-1.4"))
            self.assertEqual(data.count(b"/MediaBox [0 0 " + size + b"]"), 2)
            self.assertIn(b"/Count 2", data)
            startxref = int(re.search(rb"startxref\n(\d+)\n%%EOF\n$", data).group(1))
            self.assertEqual(data[startxref:startxref + 4], b"xref")
            table = data[startxref:].split(b"\n")
            count = int(table[1].split()[1])
            for number in range(1, count):
                offset = int(table[2 + number].split()[0])
                self.assertTrue(data[offset:].startswith(b"%d 0 obj" % number), number)
            streams = re.findall(rb"stream\n(.*?)\nendstream", data, re.S)
            self.assertEqual(len(streams), 2)
            first = zlib.decompress(streams[0]).decode("latin-1")
            self.assertEqual(first.count(" re\n") + first.count(" re f"),
                             len(plain.layer("walls")) + len(plain.layer("markers")) + 1)
        with self.assertRaisesRegex(ValueError, "a4, a5, a3, letter, legal"):
            export.pdf(plain, page="b5")
        # every paper listed prints, at its size
        from mazetk.export.pdffile import PAGES
        self.assertEqual(sorted(PAGES), ["a3", "a4", "a5", "legal", "letter"])
        for name, size in PAGES.items():
            box = re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", export.pdf(plain, page=name))
            self.assertEqual([round(float(v)) for v in box.groups()], [round(v) for v in size])

    def test_a_title_in_any_language_is_kept(self):
        sc = scene.build(self.maze, Style())
        self.assertIn(b"/Title (maze \\(1\\))", export.pdf(sc, title="maze (1)"))
        data = export.pdf(sc, title="迷宫")
        want = (b"\xfe\xff" + "迷宫".encode("utf-16-be")).hex().upper().encode("ascii")
        self.assertIn(b"/Title <" + want + b">", data)

    def test_captions_and_titles_are_strokes_not_fonts(self):
        sc = scene.build(self.maze, Style(title="Title"), show_solution=True)
        data = export.pdf([sc, sc], captions=["Maze 1", ""])
        self.assertNotIn(b"/Font", data)
        first, second = streams(data)
        # the caption: a run of black round-capped strokes on the first page only
        self.assertEqual(first.count("1 J 1 j 0 0 0 RG"), 2)  # title and caption
        self.assertEqual(second.count("1 J 1 j 0 0 0 RG"), 1)  # the title

    def test_a_dashed_way_is_stroked_with_a_dash(self):
        sc = scene.build(self.maze, Style(solution_style="dashed"), show_solution=True)
        (content,) = streams(export.pdf(sc))
        (way,) = sc.layer("solution")
        self.assertIn("[%s] 0 d" % " ".join("%g" % v for v in way.dash), content)

    def test_the_chunks_join_to_the_whole_file(self):
        sc = scene.build(self.maze, Style(), lazy=True)
        chunks = list(export.iter_pdf([sc, sc]))
        self.assertGreater(len(chunks), 2)
        self.assertEqual(b"".join(chunks), export.pdf([sc, sc]))


if __name__ == "__main__":
    unittest.main()
