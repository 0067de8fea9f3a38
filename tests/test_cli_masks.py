"""``generate`` with --mask, --mask-text and --outline: every shape, the size
rules, batches, the mask format read back, and every way the input can be
wrong (one line on stderr, the right exit status, nothing written)."""

import contextlib
import io
import json
import os
import shutil
import struct
import tempfile
import unittest
import xml.etree.ElementTree as ET
import zlib

from mazetk import cli, grids
from mazetk.masks import mask as masks
from mazetk.files import mazefile
from mazetk.export.render import check_formats, file_stem
from mazetk.maze import build
from mazetk.scene import Style, picture_size
from mazetk.spec import MazeSpec

from .pngread import read_png

from mazetk.grids import SHAPES
#: A small size of each shape, as --size says it.
SIZES = {"square": "12x10", "hex": "12x10", "triangle": "12x10", "circle": "6",
         "upsilon": "12x10"}


def run_here(*args):
    """``(status, stdout, stderr)`` of the command run in this process."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(list(args))
    return status, out.getvalue(), err.getvalue()


def size_of(shape):
    cols, rows = (int(x) for x in (SIZES[shape] + "x" + SIZES[shape]).split("x")[:2])
    return (cols, cols) if shape == "circle" else (cols, rows)


def pgm(path, width, height, pixels):
    with open(path, "wb") as f:
        f.write(b"P5\n%d %d\n255\n" % (width, height) + bytes(pixels))


def png(path, width, height, pixels):
    """A greyscale PNG, written here so the test does not trust mazetk's writer."""
    def chunk(tag, body):
        return (struct.pack(">I", len(body)) + tag + body
                + struct.pack(">I", zlib.crc32(tag + body) & 0xFFFFFFFF))
    rows = b"".join(b"\x00" + bytes(pixels[y * width:(y + 1) * width]) for y in range(height))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height,
                                                                  8, 0, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def disk_picture(width=40, height=30):
    """A grey (40) disk in the middle and a black (0) block in the top right
    corner, on white: two pieces at the default threshold, one at 30."""
    pixels = bytearray(b"\xff" * width * height)
    for y in range(height):
        for x in range(width):
            if (x - width // 2) ** 2 + (y - height // 2) ** 2 < (height * 2 // 5) ** 2:
                pixels[y * width + x] = 40
            if x >= width - 6 and y < 5:
                pixels[y * width + x] = 0
    return pixels


class MaskTestCase(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-cli-masks-")
        self.addCleanup(shutil.rmtree, self.dir, True)
        self.out = os.path.join(self.dir, "out")

    def path(self, name):
        return os.path.join(self.dir, name)

    def write(self, name, text):
        with open(self.path(name), "w", encoding="utf-8") as f:
            f.write(text)
        return self.path(name)

    def made(self, *args):
        """Run ``generate`` into the out folder; the paths it printed."""
        status, out, err = run_here("generate", *(args + ("--out", self.out)))
        self.assertEqual(status, 0, err)
        return out.splitlines()

    def read_mask(self, paths, shape):
        """The Mask of the one ``.mask.txt`` among ``paths``."""
        found = [p for p in paths if p.endswith(".mask.txt")]
        self.assertEqual(len(found), 1, paths)
        with open(found[0], encoding="ascii") as f:
            return masks.Mask.from_text(f.read(), shape)

    def check_maze_of(self, paths, expected, seed, algorithm="backtracker"):
        """The SVG among ``paths`` is the maze of ``expected`` (its code, in
        the title) and that maze lies in the mask's cells, every one."""
        svg = [p for p in paths if p.endswith(".svg")][0]
        title = ET.parse(svg).getroot().find("{http://www.w3.org/2000/svg}title").text
        spec = MazeSpec(expected.cols, expected.rows, algorithm, seed=seed,
                        shape=expected.shape, mask=masks.encode(expected)).validate()
        self.assertEqual(title, "maze " + spec.code())
        maze = build(spec)
        self.assertEqual(list(maze.grid.cells),
                         [c for c in range(expected.n) if expected.on[c]])
        return maze

    def refused(self, *args, **kw):
        """``generate ARGS`` fails: one line on stderr, the status, nothing written."""
        folder = self.path("refused")
        status, out, err = run_here("generate", *(args + ("--out", folder)))
        self.assertEqual(status, kw.get("status", 2), err)
        self.assertEqual(out, "")
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        self.assertNotIn("Traceback", err)
        self.assertLess(len(err), 400, err)
        self.assertFalse(os.path.exists(folder))
        return err


class OutlineTest(MaskTestCase):
    def test_every_outline_on_every_shape(self):
        for shape in SHAPES:
            cols, rows = size_of(shape)
            for kind in masks.OUTLINES:
                with self.subTest(shape=shape, outline=kind):
                    paths = self.made("--shape", shape, "--size", SIZES[shape],
                                      "--outline", kind, "--seed", "7",
                                      "--format", "svg,mask")
                    full = masks.outline(kind, grids.make(shape, cols, rows))
                    expected = masks.keep_largest(full, full.grid())[0]
                    got = self.read_mask(paths, shape)
                    self.assertEqual(got, expected)
                    if (shape, kind) != ("circle", "circle"):  # something was cut away
                        self.assertLess(got.count(), got.n)
                    self.check_maze_of(paths, expected, "7")
                    for p in paths:
                        self.assertIn("-masked-seed7", os.path.basename(p))
                    shutil.rmtree(self.out)

    def test_outline_uses_the_size_or_the_default(self):
        got = self.read_mask(self.made("--outline", "hexagon", "--format", "mask"), "square")
        self.assertEqual((got.cols, got.rows), cli.DEFAULT_SIZE)
        got = self.read_mask(self.made("--outline", "hexagon", "--size", "9x7",
                                       "--format", "mask"), "square")
        self.assertEqual((got.cols, got.rows), (9, 7))

    def test_algorithms_and_settings_apply_to_the_masked_maze(self):
        paths = self.made("--outline", "heart", "--size", "14x12", "--algorithm", "wilson",
                          "--endpoints", "farthest", "--braid", "30", "--seed", "3",
                          "--format", "json")
        with open(paths[0], encoding="utf-8") as f:
            code = json.load(f)["code"]
        self.assertRegex(code, r"^mz2:14x12\+[A-Za-z0-9_-]+:wilson:f:b30:3$")


class WordsTest(MaskTestCase):
    def test_words_take_their_size_from_the_text(self):
        for shape in SHAPES:
            with self.subTest(shape=shape):
                paths = self.made("--shape", shape, "--mask-text", "HI", "--seed", "1",
                                  "--format", "svg,mask")
                got = self.read_mask(paths, shape)
                cols, rows = masks.words_size("HI", shape)
                self.assertEqual((got.cols, got.rows), (cols, rows))
                full = masks.from_words("HI", shape=shape)
                self.assertEqual(got, masks.keep_largest(full, full.grid())[0])
                self.check_maze_of(paths, got, "1")
                shutil.rmtree(self.out)

    def test_words_drawn_on_the_size_given(self):
        for shape, size in (("square", (18, 40)), ("hex", (16, 30)), ("circle", (14, 14))):
            with self.subTest(shape=shape):
                paths = self.made("--shape", shape, "--mask-text", "A\nB", "--size",
                                  "%dx%d" % size, "--format", "mask")
                cols, rows = size
                full = masks.from_words("A\nB", shape=shape, grid=grids.make(shape, cols, rows))
                self.assertEqual(self.read_mask(paths, shape),
                                 masks.keep_largest(full, full.grid())[0])
                shutil.rmtree(self.out)


class MaskFileTest(MaskTestCase):
    def test_a_text_mask_gives_the_size(self):
        text = "XXXX..\nX##X..\nXXXXXX\n  XX\n"
        path = self.write("m.txt", text)
        paths = self.made("--mask", path, "--seed", "2", "--format", "svg,mask")
        got = self.read_mask(paths, "square")
        self.assertEqual(got, masks.Mask.from_text(text))
        self.assertEqual((got.cols, got.rows), (6, 4))
        self.check_maze_of(paths, got, "2")
        self.assertTrue(os.path.basename(paths[0]).startswith("maze-6x4-masked-seed2"))
        # the same size given is fine; another is an error
        self.made("--mask", path, "--size", "6x4", "--format", "mask")
        err = self.refused("--mask", path, "--size", "7x4", "--format", "png")
        self.assertIn("6 x 4 cells", err)
        self.assertIn("7 x 4 cells", err)

    def test_a_text_mask_on_every_shape(self):
        for shape in SHAPES:
            with self.subTest(shape=shape):
                cols, rows = size_of(shape)
                full = masks.outline("circle", grids.make(shape, cols, rows))
                path = self.write("%s.txt" % shape, full.to_text())
                paths = self.made("--shape", shape, "--mask", path, "--seed", "4",
                                  "--format", "svg,mask")
                self.assertEqual(self.read_mask(paths, shape),
                                 masks.keep_largest(full, full.grid())[0])
                self.check_maze_of(paths, full, "4")
                shutil.rmtree(self.out)

    def test_a_circle_mask_file_gives_the_rings(self):
        text = "X\nXXXXXX\nXXXXXXXXXXXX\nXXXXXX......XXXXXX......\n"
        path = self.write("c.txt", text)
        got = self.read_mask(self.made("--shape", "circle", "--mask", path,
                                       "--format", "png,mask"), "circle")
        self.assertEqual(got, masks.Mask.from_text(text, "circle"))
        self.assertEqual(got.cols, 4)
        self.made("--shape", "circle", "--mask", path, "--size", "4", "--format", "mask")
        self.assertIn("4 rings", self.refused("--shape", "circle", "--mask", path,
                                              "--size", "5", "--format", "png"))

    def test_a_picture_without_a_size_takes_its_proportions(self):
        pixels = disk_picture()
        for writer, name in ((pgm, "disk.pgm"), (png, "disk.png")):
            with self.subTest(picture=name):
                writer(self.path(name), 40, 30, pixels)
                status, out, err = run_here("generate", "--mask", self.path(name),
                                            "--seed", "1", "--format", "svg,mask",
                                            "--out", self.out)
                self.assertEqual(status, 0, err)
                self.assertEqual(err, "mazetk: mask: kept the largest of 2 pieces "
                                      "(1 dropped)\n")
                got = self.read_mask(out.splitlines(), "square")
                cols, rows = got.cols, got.rows
                self.assertAlmostEqual(cols / rows, 40 / 30, delta=0.05)
                self.assertLess(abs(cols * rows - masks.PICTURE_CELLS),
                                masks.PICTURE_CELLS * 0.05)
                full = masks.read(self.path(name), "square", cols, rows)
                self.assertEqual(got, masks.keep_largest(full)[0])
                self.assertEqual(got.on[rows // 2 * cols + cols // 2], 1)  # the disk's middle
                self.check_maze_of(out.splitlines(), got, "1")
                shutil.rmtree(self.out)

    def test_a_picture_takes_its_proportions_on_every_shape_and_size_wins(self):
        tall = bytes(0 if 10 <= x < 30 else 255 for y in range(90) for x in range(40))
        pgm(self.path("tall.pgm"), 40, 90, tall)  # a dark band 20 wide, 90 high
        for shape in SHAPES:
            with self.subTest(shape=shape):
                got = self.read_mask(self.made("--shape", shape, "--mask", self.path("tall.pgm"),
                                               "--format", "mask"), shape)
                self.assertEqual((got.cols, got.rows), masks.picture_grid(40, 90, shape))
                w, h = got.grid().extent()
                if shape != "circle":
                    self.assertAlmostEqual(w / h, 40 / 90, delta=0.08)
                    self.assertGreater(got.count(), 0.4 * got.n)  # the band fills its half
                shutil.rmtree(self.out)
                size = SIZES[shape]
                got = self.read_mask(self.made("--shape", shape, "--size", size, "--mask",
                                               self.path("tall.pgm"), "--format", "mask"), shape)
                self.assertEqual((got.cols, got.rows), size_of(shape))
                shutil.rmtree(self.out)

    def test_a_picture_on_every_shape(self):
        pgm(self.path("disk.pgm"), 40, 30, disk_picture())
        for shape in SHAPES:
            with self.subTest(shape=shape):
                paths = self.made("--shape", shape, "--size", SIZES[shape], "--mask",
                                  self.path("disk.pgm"), "--seed", "3", "--format", "svg,mask")
                cols, rows = size_of(shape)
                full = masks.read(self.path("disk.pgm"), shape, cols, rows)
                kept = masks.keep_largest(full, full.grid())[0]
                self.assertEqual(self.read_mask(paths, shape), kept)
                self.check_maze_of(paths, kept, "3")
                shutil.rmtree(self.out)

    def test_the_threshold_decides_what_is_dark(self):
        pgm(self.path("disk.pgm"), 40, 30, disk_picture())
        dark = self.read_mask(self.made("--mask", self.path("disk.pgm"), "--size", "8x6",
                                        "--mask-threshold", "30", "--format", "mask"),
                              "square")
        shutil.rmtree(self.out)
        grey = self.read_mask(self.made("--mask", self.path("disk.pgm"), "--size", "8x6",
                                        "--format", "mask"), "square")
        self.assertEqual(dark.count(), 1)  # only the black corner
        self.assertEqual(dark.on[7], 1)
        self.assertGreater(grey.count(), 10)
        self.assertEqual(grey.on[7], 0)  # the disk was kept, the corner dropped

    def test_several_pieces_keep_the_largest_and_say_so(self):
        path = self.write("three.txt", "XXX..X\nXXX...\n.....X\n")
        status, out, err = run_here("generate", "--mask", path, "--format", "mask",
                                    "--out", self.out)
        self.assertEqual(status, 0, err)
        self.assertEqual(err, "mazetk: mask: kept the largest of 3 pieces (2 dropped)\n")
        kept = self.read_mask(out.splitlines(), "square")
        self.assertEqual(kept.to_text(), "XXX...\nXXX...\n......\n")
        # the mask written back in is one piece: nothing to say
        again = self.write("kept.txt", kept.to_text())
        status, out, err = run_here("generate", "--mask", again, "--format", "mask",
                                    "--out", self.out)
        self.assertEqual((status, err), (0, ""))


class JoinTest(MaskTestCase):
    def go(self):
        """"GO" in the bitfont without its bar: the G and the O, two pieces."""
        from mazetk.masks import bitfont
        width, height, cells = bitfont.render("GO", 4, hairlines=False)
        height -= 4  # the bar's rows
        pgm(self.path("go.pgm"), width, height,
            [0 if cells[i] else 255 for i in range(width * height)])
        return self.path("go.pgm"), width, height

    def test_join_keeps_every_dark_cell_in_one_maze(self):
        path, width, height = self.go()
        for shape in ("square", "hex"):
            with self.subTest(shape=shape):
                status, out, err = run_here("generate", "--shape", shape, "--mask", path,
                                            "--mask-pieces", "join", "--seed", "g",
                                            "--format", "svg,json,mask", "--out", self.out)
                self.assertEqual(status, 0, err)
                cols, rows = masks.picture_grid(width, height, shape)
                loose = masks.read(path, shape, cols, rows)
                joined, count, bridges = masks.join_pieces(loose)
                self.assertEqual(count, 2)
                self.assertGreater(bridges, 0)
                self.assertEqual(err, "mazetk: mask: joined its 2 pieces by %d bridge cells\n"
                                 % bridges)
                got = self.read_mask(out.splitlines(), shape)
                self.assertEqual(got, joined)
                self.assertTrue(all(got.on[c] for c in range(loose.n) if loose.on[c]))
                title = ET.parse([p for p in out.splitlines() if p.endswith(".svg")][0])
                code = title.getroot().find("{http://www.w3.org/2000/svg}title").text[5:]
                spec = MazeSpec.from_code(code)
                self.assertEqual(spec.mask, masks.JOIN + masks.encode(loose))
                self.assertEqual(build(spec).grid.n, joined.count())
                # the JSON reads back as that maze
                status, _, err = run_here("solve", [p for p in out.splitlines()
                                                    if p.endswith(".json")][0],
                                          "--out", self.path("solved"))
                self.assertEqual(status, 0, err)
                shutil.rmtree(self.out)
        # largest (the default) keeps one letter, and says so
        status, out, err = run_here("generate", "--mask", path, "--mask-pieces", "largest",
                                    "--format", "mask", "--out", self.out)
        self.assertEqual((status, err),
                         (0, "mazetk: mask: kept the largest of 2 pieces (1 dropped)\n"))

    def test_one_piece_needs_no_join_and_bad_words_are_refused(self):
        status, out, err = run_here("generate", "--outline", "heart", "--mask-pieces", "join",
                                    "--seed", "1", "--format", "svg", "--out", self.out)
        self.assertEqual((status, err), (0, ""))
        title = ET.parse(out.splitlines()[0]).getroot().find(
            "{http://www.w3.org/2000/svg}title").text
        self.assertNotIn("+" + masks.JOIN, title)  # the code as it always was
        self.assertIn("largest or join, not 'all'",
                      self.refused("--outline", "heart", "--mask-pieces", "all"))
        self.assertIn("--mask-pieces is for a mask", self.refused("--mask-pieces", "join"))
        self.assertIn("--code already holds",
                      self.refused("--code", "mz2:6x3+rAwMDCQ:backtracker:c:b0:1",
                                   "--mask-pieces", "join"))


class OutputTest(MaskTestCase):
    def test_pictures_of_a_masked_maze(self):
        paths = self.made("--outline", "circle", "--size", "10x8", "--seed", "5", "--cell",
                          "8", "--solution", "--format", "png,ps,svg,pdf,mask")
        names = [os.path.basename(p) for p in paths]
        stem = "maze-10x8-masked-seed5"
        self.assertEqual(names, [stem + s for s in (
            ".png", "-solution.png", ".eps", "-solution.eps", ".svg", "-solution.svg",
            ".pdf", ".mask.txt")])
        maze = self.check_maze_of(paths, self.read_mask(paths, "square"), "5")
        with open(paths[0], "rb") as f:
            width, height, _ = read_png(f.read())
        self.assertEqual((width, height), picture_size(maze.grid, Style(cell=8, wall=1)))
        ET.parse(paths[5])
        with open(paths[6], "rb") as f:
            self.assertIn(b"/Count 2", f.read())
        with open(paths[2], "rb") as f:
            self.assertTrue(f.read().startswith(b"%!PS-Adobe-3.0 EPSF-3.0"))

    def test_masked_names_never_take_the_whole_mazes(self):
        whole = self.made("--seed", "7", "--format", "png")
        masked = self.made("--seed", "7", "--outline", "heart", "--format", "png,mask")
        self.assertEqual([os.path.basename(p) for p in whole + masked],
                         ["maze-20x15-seed7.png", "maze-20x15-masked-seed7.png",
                          "maze-20x15-masked-seed7.mask.txt"])
        again = self.made("--seed", "7", "--outline", "heart", "--format", "mask")
        self.assertEqual([os.path.basename(p) for p in again],
                         ["maze-20x15-masked-seed7 (1).mask.txt"])

    def test_json_and_the_code_rebuild_the_maze(self):
        paths = self.made("--shape", "hex", "--outline", "heart", "--size", "12x10",
                          "--seed", "9", "--format", "json,png,mask")
        with open(paths[0], encoding="utf-8") as f:
            code = json.load(f)["code"]
        again = self.made("--code", code, "--format", "json,png,mask")
        self.assertEqual([os.path.basename(p) for p in again],
                         ["maze-hex-12x10-masked-seed9 (1)" + s
                          for s in (".json", ".png", ".mask.txt")])
        for a, b in zip(paths, again):
            with open(a, "rb") as x, open(b, "rb") as y:
                self.assertEqual(x.read(), y.read(), b)

    def test_solve_reads_a_masked_json(self):
        path = self.made("--outline", "circle", "--size", "10x8", "--seed", "2",
                         "--format", "json")[0]
        maze = mazefile.load(path)
        status, out, err = run_here("solve", path, "--format", "png,json", "--out", self.out)
        self.assertEqual(status, 0, err)
        self.assertEqual([os.path.basename(p) for p in out.splitlines()],
                         ["maze-10x8-masked-seed2-solved.png",
                          "maze-10x8-masked-seed2-solved.json"])
        self.assertTrue(maze.solve().found)

    def test_a_batch_is_the_same_whatever_the_jobs(self):
        one, two = self.path("one"), self.path("two")
        a = run_here("generate", "--shape", "triangle", "--outline", "triangle", "--size",
                     "10x8", "--count", "3", "--seed", "10", "--format", "png,mask",
                     "--out", one)
        b = run_here("generate", "--shape", "triangle", "--outline", "triangle", "--size",
                     "10x8", "--count", "3", "--seed", "10", "--format", "png,mask",
                     "--jobs", "2", "--out", two)
        self.assertEqual((a[0], b[0]), (0, 0), a[2] + b[2])
        names = ["maze-triangle-10x8-masked-seed%d%s" % (seed, s)
                 for seed in (10, 11, 12) for s in (".png", ".mask.txt")]
        self.assertEqual([os.path.basename(p) for p in a[1].splitlines()], names)
        self.assertEqual([os.path.basename(p) for p in b[1].splitlines()], names)
        for name in names:
            with open(os.path.join(one, name), "rb") as x, \
                    open(os.path.join(two, name), "rb") as y:
                self.assertEqual(x.read(), y.read(), name)
        texts = set()
        for name in names[1::2]:  # the same mask for every maze
            with open(os.path.join(one, name)) as f:
                texts.add(f.read())
        self.assertEqual(len(texts), 1)
        pngs = set()
        for name in names[::2]:  # but not the same maze
            with open(os.path.join(one, name), "rb") as f:
                pngs.add(f.read())
        self.assertEqual(len(pngs), 3)

    def test_help_tells_the_size_rules(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), self.assertRaises(SystemExit) as stop:
            cli.main(["generate", "--help"])
        self.assertEqual(stop.exception.code, 0)
        text = out.getvalue()
        for words in ("--mask FILE", "--mask-text WORDS", "--outline KIND",
                      "--mask-threshold N", "a mask text file gives the size",
                      "unless --size is given", "largest piece", "NAME.mask.txt",
                      "without it on a grid of its proportions", "--mask-pieces join",
                      "--mask-pieces HOW",
                      "not as txt or ascii"):
            self.assertIn(words, " ".join(text.split()))


class BadMaskTest(MaskTestCase):
    def test_bad_mask_input_is_refused(self):
        bad_char = self.write("bad.txt", "XX\nXa\n")
        dots = self.write("dots.txt", "...\n. .\n")
        empty = self.write("empty.txt", "")
        wide = self.write("wide.txt", "X" * 4001 + "\n")
        png_junk = self.path("junk.png")
        with open(png_junk, "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\nnot really a picture")
        gif_junk = self.path("junk.gif")
        with open(gif_junk, "wb") as f:
            f.write(b"GIF89a\x01")
        binary = self.path("binary.dat")
        with open(binary, "wb") as f:
            f.write(b"\xff\xfe\x00\x01")
        pgm(self.path("white.pgm"), 4, 4, b"\xff" * 16)
        for args, message in [
                (("--mask", bad_char), "line 2, column 2: 'a'"),
                (("--mask", dots), "leaves no cell"),
                (("--mask", empty), "empty"),
                (("--mask", wide), "4000"),
                (("--mask", png_junk), "junk.png"),
                (("--mask", gif_junk), "junk.gif"),
                (("--mask", binary), "not a mask"),
                (("--mask", self.path("white.pgm")), "leaves no cell"),
                (("--outline", "heart", "--size", "1001x1000"), "at most 1000000 cells"),
                (("--outline", "heart", "--shape", "circle", "--size", "600"), "rings"),
                (("--outline", "blob"), "unknown outline 'blob'"),
                (("--mask-text", ""), "--mask-text: the words have no letter"),
                (("--mask-text", "caf\u00e9"), "no '\u00e9'"),
                (("--mask-text", "W" * 400), "too large"),
                (("--outline", "heart", "--mask-text", "A"), "not allowed with"),
                (("--mask", empty, "--outline", "heart"), "not allowed with"),
                (("--mask-threshold", "100"), "for a picture given with --mask"),
                (("--outline", "heart", "--mask-threshold", "9"), "for a picture"),
                (("--mask", empty, "--mask-threshold", "0"), "from 1 to 255, not '0'"),
                (("--mask", empty, "--mask-threshold", "256"), "from 1 to 255"),
                (("--mask", empty, "--mask-threshold", "-5"), "from 1 to 255, not '-5'"),
                (("--mask", empty, "--mask-threshold", "1_0"), "from 1 to 255"),
                (("--mask", empty, "--mask-threshold", "abc"), "from 1 to 255"),
                (("--code", "mz2:6x3+rAwMDCQ:backtracker:c:b0:1", "--outline", "heart"),
                 "--code already holds"),
                (("--code", "mz2:6x3+rAwMDCQ:backtracker:c:b0:1", "--mask-threshold", "9"),
                 "--code already holds"),
                (("--code", "mz2:6x3+rAwMDC:backtracker:c:b0:1"), "mask code"),
                (("--format", "mask"), "give --mask, --mask-text or --outline")]:
            with self.subTest(args=args):
                full = args if "--format" in args else args + ("--format", "png")
                self.assertIn(message, self.refused(*full))

    def test_square_only_algorithms_are_refused(self):
        for name in ("binary-tree", "sidewinder", "eller", "division"):
            with self.subTest(algorithm=name):
                err = self.refused("--outline", "circle", "--algorithm", name,
                                   "--format", "png")
                self.assertIn("makes no masked maze", err)

    def test_txt_and_ascii_are_refused_naming_what_works(self):
        for formats in ("txt", "ascii", "png,txt", "ascii,txt,mask"):
            with self.subTest(formats=formats):
                err = self.refused("--outline", "circle", "--format", formats)
                self.assertIn("unmasked square mazes only", err)
                self.assertIn("png, ps, svg, pdf, plotter, json, gif, mask", err)
        err = self.refused("--code", "mz2:6x3+rAwMDCQ:backtracker:c:b0:1", "--format", "txt")
        self.assertIn("a masked maze can be written as", err)
        err = self.refused("--outline", "heart", "--look", "blocks", "--format", "png")
        self.assertIn("the blocks look is for unmasked square mazes only", err)

    def test_words_that_cannot_be_read_are_refused(self):
        err = self.refused("--mask-text", "   ", "--format", "png")
        self.assertIn("no letter", err)
        err = self.refused("--mask-text", "ANNA", "--size", "5x5", "--format", "png")
        self.assertIn("needs at least 23 x 8 cells", err)
        err = self.refused("--format", "png,,svg")
        self.assertIn("empty format", err)

    def test_the_default_format_suits_the_maze(self):
        for args, suffix in ((("--size", "6x4"), ".txt"), (("--shape", "hex"), ".png"),
                             (("--outline", "circle"), ".png")):
            with self.subTest(args=args):
                folder = self.path("default-%s" % args[1])
                status, out, err = run_here("generate", *(args + ("--out", folder)))
                self.assertEqual(status, 0, err)
                (written,) = out.split()
                self.assertTrue(written.endswith(suffix), written)
                self.assertTrue(os.path.exists(written))

    def test_a_file_that_cannot_be_read(self):
        for path in (self.path("missing.txt"), self.dir):
            with self.subTest(path=path):
                err = self.refused("--mask", path, "--format", "png", status=1)
                self.assertIn("cannot read the mask %s" % path, err)
        if os.name == "posix" and os.geteuid() != 0:  # root reads any file
            locked = self.write("locked.txt", "XX\n")
            os.chmod(locked, 0)
            self.addCleanup(os.chmod, locked, 0o600)
            self.assertIn("ermission", self.refused("--mask", locked, "--format", "png",
                                                    status=1))


class RenderTest(unittest.TestCase):
    """The file names and format checks ``render`` gives masked mazes."""

    def test_file_stems(self):
        for shape, size, stem in (("square", (8, 6), "maze-8x6"),
                                  ("hex", (8, 6), "maze-hex-8x6"),
                                  ("circle", (5, 5), "maze-circle-5"),
                                  ("upsilon", (8, 6), "maze-upsilon-8x6")):
            with self.subTest(shape=shape):
                whole = MazeSpec(size[0], size[1], "prim", seed="7", shape=shape)
                cut = masks.outline("circle", grids.make(shape, *size))
                self.assertEqual(file_stem(build(whole)), stem + "-seed7")
                self.assertEqual(file_stem(build(whole.replace(mask=masks.encode(cut)))),
                                 stem + "-masked-seed7")

    def test_check_formats(self):
        check_formats("square", ["txt", "ascii"])
        check_formats("masked", ["png", "json"], Style())
        with self.assertRaisesRegex(ValueError, "^txt and ascii hold unmasked square mazes "
                                                "only; a masked maze can be written as png, "
                                                "ps, svg, pdf, plotter, json, gif$"):
            check_formats("masked", ["txt", "ascii"])
        with self.assertRaisesRegex(ValueError, "^txt holds square mazes only; a hex maze "
                                                "can be written as png, ps, svg, pdf, "
                                                "plotter, json, gif$"):
            check_formats("hex", ["txt"])
        with self.assertRaisesRegex(ValueError, "pdf, plotter, json, gif, mask$"):
            check_formats("masked", ["txt"], writable=cli.GENERATE_FORMATS)
        with self.assertRaisesRegex(ValueError, "blocks look is for unmasked square"):
            check_formats("masked", ["png"], Style(look="blocks"))


if __name__ == "__main__":
    unittest.main()
