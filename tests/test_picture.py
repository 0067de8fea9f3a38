"""mazetk.masks.picture: known pixels for every format, and hostile files refused quickly.

The fixtures in tests/data/pictures were written by ImageMagick and their
expected grey levels worked out from ImageMagick's own decoding (see
make.py there); the PNGs and GIFs built here come from a small independent
encoder, so every colour type, bit depth, filter and interlace is covered
with random pixels.
"""

import json
import os
import random
import struct
import tempfile
import tracemalloc
import unittest
import zlib
from unittest import mock

from mazetk.masks import picture
from mazetk.masks.picture import Picture, PictureError, decode

from .fuzz import Work

HERE = os.path.dirname(os.path.abspath(__file__))
PICTURES = os.path.join(HERE, "data", "pictures")
ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4),
         (1, 0, 2, 2), (0, 1, 1, 2))
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
DEPTHS = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}


def fixture(name):
    with open(os.path.join(PICTURES, name), "rb") as f:
        return f.read()


def expected_fixtures():
    with open(os.path.join(PICTURES, "expected.json"), encoding="utf-8") as f:
        return json.load(f)


# -- an independent encoder, and the grey levels its pixels must give -----------------

def chunk(tag, body):
    return struct.pack(">I", len(body)) + tag + body + struct.pack(
        ">I", zlib.crc32(tag + body) & 0xFFFFFFFF)


def pack(samples, depth):
    """One row of sample values packed at ``depth`` bits, big-endian, padded."""
    if depth == 16:
        return b"".join(struct.pack(">H", v) for v in samples)
    out, acc, bits = bytearray(), 0, 0
    for v in samples:
        acc, bits = (acc << depth) | v, bits + depth
        if bits == 8:
            out.append(acc)
            acc = bits = 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def filtered(kind, line, prev, bpp):
    out = bytearray([kind])
    for i, x in enumerate(line):
        a = line[i - bpp] if i >= bpp else 0
        c = prev[i - bpp] if i >= bpp else 0
        b = prev[i]
        out.append((x - (0, a, b, (a + b) // 2, paeth(a, b, c))[kind]) & 255)
    return bytes(out)


def encode_png(rows, colour, depth, interlace=0, filters=(0,), palette=None, trns=None,
               idat_size=None, width=None):
    """A PNG of ``rows`` (lists of sample tuples), each row filtered by the next of ``filters``."""
    height, width = len(rows), width if width is not None else len(rows[0])
    bpp = max(1, CHANNELS[colour] * depth // 8)
    raw, k = bytearray(), 0
    for x0, y0, dx, dy in (ADAM7 if interlace else ((0, 0, 1, 1),)):
        xs, ys = range(x0, width, dx), range(y0, height, dy)
        if not xs or not ys:
            continue
        prev = None
        for y in ys:
            line = pack([s for x in xs for s in rows[y][x]], depth)
            prev = prev or bytes(len(line))
            raw += filtered(filters[k % len(filters)], line, prev, bpp)
            prev, k = line, k + 1
    data = zlib.compress(bytes(raw))
    idat_size = idat_size or len(data)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(
        ">IIBBBBB", width, height, depth, colour, 0, 0, interlace))
    if palette is not None:
        out += chunk(b"PLTE", b"".join(bytes(p) for p in palette))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    for i in range(0, len(data), idat_size):
        out += chunk(b"IDAT", data[i:i + idat_size])
    return out + chunk(b"IEND", b"")


def over_white(r, g, b, a=255):
    """The grey level of a colour: 0.299/0.587/0.114 rounded, then alpha over white."""
    level = (299 * r + 587 * g + 114 * b + 500) // 1000
    return (level * a + 255 * (255 - a) + 127) // 255


def to8(v, depth):
    top = (1 << depth) - 1
    return (v * 255 + top // 2) // top


def grey_of(pixel, colour, depth, palette=None, key=None, alphas=b""):
    if colour == 3:
        i = pixel[0]
        a = alphas[i] if i < len(alphas) else 255
        return over_white(*palette[i], a) if i < len(palette) else 0
    if key is not None and tuple(pixel) == key:
        return 255
    s = [to8(v, depth) for v in pixel]
    if colour == 0:
        return s[0]
    if colour == 4:
        return over_white(s[0], s[0], s[0], s[1])
    return over_white(*s)


def random_rows(rng, width, height, colour, depth, colours=0):
    top = colours - 1 if colour == 3 else (1 << depth) - 1
    return [[tuple(rng.randint(0, top) for _ in range(CHANNELS[colour])) for _ in range(width)]
            for _ in range(height)]


class FixtureTest(unittest.TestCase):
    """Every fixture decodes to the grey levels ImageMagick's decoding gives."""

    def test_every_fixture_matches_imagemagick(self):
        expected = expected_fixtures()
        self.assertGreaterEqual(len(expected), 45)
        for name, want in sorted(expected.items()):
            with self.subTest(name):
                got = picture.read(os.path.join(PICTURES, name))
                self.assertIsInstance(got, Picture)
                self.assertEqual((got.width, got.height), (13, 11))
                self.assertIsInstance(got.grey, bytearray)
                self.assertEqual(got.grey.hex(), want["grey"])
                self.assertIs(got.has_alpha, want["alpha"])

    def test_the_fixtures_cover_every_format(self):
        names = set(expected_fixtures())
        for depth in (1, 2, 4, 8, 16):
            self.assertIn("png-g%d.png" % depth, names)
            self.assertIn("png-g%d-adam7.png" % depth, names)
        for depth in (1, 2, 4, 8):
            self.assertIn("png-p%d-adam7.png" % depth, names)
        for kind in ("rgb", "ga", "rgba"):
            for depth in (8, 16):
                self.assertIn("png-%s%d-adam7.png" % (kind, depth), names)
        for ext in ("gif", "pbm", "pgm", "ppm", "pam"):
            self.assertTrue(any(n.endswith(ext) for n in names), ext)
        self.assertIn("gif-pal16-interlaced.gif", names)
        self.assertIn("gif-pal16-87a.gif", names)

    def test_dark_is_maze_and_transparent_is_light(self):
        rows = [[(0, 0, 0, 255), (0, 0, 0, 0), (255, 255, 255, 255), (255, 0, 0, 255)]]
        got = decode(encode_png(rows, 6, 8))
        self.assertEqual(list(got.grey), [0, 255, 255, 76])
        self.assertTrue(got.has_alpha)
        self.assertFalse(decode(encode_png([[(9,)]], 0, 8)).has_alpha)


class PngTest(unittest.TestCase):
    def check(self, rng, colour, depth, interlace, filters, width, height):
        palette = alphas = None
        colours = 0
        if colour == 3:
            colours = rng.randint(1, 1 << depth)
            palette = [tuple(rng.randrange(256) for _ in range(3)) for _ in range(colours)]
            alphas = bytes(rng.randrange(256) for _ in range(rng.randint(0, colours)))
        rows = random_rows(rng, width, height, colour, depth, colours)
        data = encode_png(rows, colour, depth, interlace, filters, palette,
                          alphas or None, idat_size=rng.choice((None, 1, 7, 100)))
        got = decode(data)
        want = [grey_of(p, colour, depth, palette, alphas=alphas or b"") for row in rows
                for p in row]
        self.assertEqual((got.width, got.height), (width, height))
        self.assertEqual(list(got.grey), want)
        self.assertIs(got.has_alpha, colour in (4, 6) or bool(alphas and min(alphas) < 255))

    def test_every_colour_type_depth_filter_and_interlace(self):
        rng = random.Random(11)
        for colour, depths in sorted(DEPTHS.items()):
            for depth in depths:
                for interlace in (0, 1):
                    for filters in ((0,), (1,), (2,), (3,), (4,), (4, 3, 2, 1, 0)):
                        with self.subTest(colour=colour, depth=depth, interlace=interlace,
                                          filters=filters):
                            self.check(rng, colour, depth, interlace, filters,
                                       rng.randint(1, 19), rng.randint(1, 12))

    def test_tiny_and_odd_sizes_interlaced(self):
        """Pictures smaller than the Adam7 block leave passes empty."""
        rng = random.Random(5)
        for width in range(1, 10):
            for height in range(1, 10):
                self.check(rng, 2, 8, 1, (1, 4), width, height)
                self.check(rng, 0, 1, 1, (3,), width, height)

    def test_transparent_grey_and_rgb_keys(self):
        rng = random.Random(3)
        for colour, depth in [(0, d) for d in (1, 2, 4, 8, 16)] + [(2, 8), (2, 16)]:
            for interlace in (0, 1):
                with self.subTest(colour=colour, depth=depth, interlace=interlace):
                    top = (1 << depth) - 1
                    key = tuple(rng.randint(0, min(top, 3)) for _ in range(CHANNELS[colour]))
                    rows = [[tuple(rng.randint(0, min(top, 3)) for _ in key)
                             for _ in range(11)] for _ in range(9)]
                    data = encode_png(rows, colour, depth, interlace, (4, 1),
                                      trns=struct.pack(">%dH" % len(key), *key))
                    got = decode(data)
                    want = [grey_of(p, colour, depth, key=key) for row in rows for p in row]
                    self.assertIn(255, want)
                    self.assertEqual(list(got.grey), want)
                    self.assertTrue(got.has_alpha)

    def test_only_clear_and_opaque_pixels(self):
        rng = random.Random(4)
        for colour, depth in ((4, 8), (4, 16), (6, 8), (6, 16)):
            top = (1 << depth) - 1
            rows = [[tuple(rng.randint(0, top) for _ in range(CHANNELS[colour] - 1))
                     + (rng.choice((0, top)),) for _ in range(23)] for _ in range(5)]
            got = decode(encode_png(rows, colour, depth, 0, (1, 2)))
            self.assertEqual(list(got.grey), [grey_of(p, colour, depth) for r in rows for p in r])

    def test_every_sixteen_bit_value(self):
        rows = [[(v, v, v) for v in range(y * 256, y * 256 + 256)] for y in range(256)]
        got = decode(encode_png(rows, 2, 16))
        self.assertEqual(list(got.grey), [(v + 128) // 257 for v in range(65536)])

    def test_sixteen_bits_round_to_the_nearest_level(self):
        rows = [[(v,) for v in (0, 128, 129, 385, 65535, 65407)]]
        self.assertEqual(list(decode(encode_png(rows, 0, 16)).grey), [0, 0, 1, 1, 255, 255])

    def test_palette_index_past_the_palette_is_black(self):
        data = encode_png([[(0,), (3,)]], 3, 2, palette=[(255, 255, 255)])
        self.assertEqual(list(decode(data).grey), [255, 0])

    def test_ancillary_chunk_with_a_bad_crc_is_skipped(self):
        good = encode_png([[(1,), (0,)]], 3, 8, palette=[(0, 0, 0), (255, 255, 255)],
                          trns=b"\x00")
        damaged = good.replace(b"tRNS\x00", b"tRNS\x01")
        self.assertEqual(list(decode(good).grey), [255, 255])
        self.assertEqual(list(decode(damaged).grey), [255, 0])


# -- GIF ------------------------------------------------------------------------------

def lzw(indices, code_size, clear_when_full=True):
    """GIF LZW codes for ``indices``, packed and cut into sub-blocks."""
    clear = 1 << code_size
    width, table, free = code_size + 1, {bytes([i]): i for i in range(clear)}, clear + 2
    codes, word = [(clear, width)], b""
    for k in indices:
        longer = word + bytes([k])
        if longer in table:
            word = longer
            continue
        codes.append((table[word], width))
        word = bytes([k])
        if free < 4096:
            table[longer] = free
            if free == 1 << width and width < 12:
                width += 1
            free += 1
        elif clear_when_full:
            codes.append((clear, width))
            width, table, free = code_size + 1, {bytes([i]): i for i in range(clear)}, clear + 2
    codes += [(table[word], width), (clear + 1, width)]
    acc = bits = 0
    out = bytearray()
    for code, size in codes:
        acc |= code << bits
        bits += size
        while bits >= 8:
            out.append(acc & 255)
            acc >>= 8
            bits -= 8
    if bits:
        out.append(acc)
    return b"".join(bytes([len(out[i:i + 255])]) + out[i:i + 255]
                    for i in range(0, len(out), 255)) + b"\x00"


def encode_gif(width, height, indices, palette, key=None, interlace=False, local=False,
               clear_when_full=True, screen=None, at=(0, 0)):
    bits = max(1, (len(palette) - 1).bit_length())
    table = b"".join(bytes(p) for p in palette) + bytes(3 * ((1 << bits) - len(palette)))
    sw, sh = screen or (width, height)
    out = b"GIF89a" + struct.pack("<HHBBB", sw, sh, 0 if local else 0x80 | (bits - 1), 0, 0)
    out += b"" if local else table
    if key is not None:
        out += b"\x21\xf9\x04\x01\x00\x00" + bytes([key]) + b"\x00"
    out += b"\x21\xfe\x05hello\x00"  # a comment, skipped
    if interlace:
        order = [y for s, step in ((0, 8), (4, 8), (2, 4), (1, 2)) for y in range(s, height, step)]
        indices = [indices[y * width + x] for y in order for x in range(width)]
    flags = (0x40 if interlace else 0) | (0x80 | (bits - 1) if local else 0)
    out += b"\x2c" + struct.pack("<HHHHB", at[0], at[1], width, height, flags)
    out += table if local else b""
    size = max(2, bits)
    return out + bytes([size]) + lzw(indices, size, clear_when_full) + b"\x3b"


class GifTest(unittest.TestCase):
    def test_random_pictures_every_way(self):
        rng = random.Random(8)
        for colours in (2, 3, 16, 256):
            for interlace in (False, True):
                for local in (False, True):
                    for full in (True, False):
                        width, height = rng.randint(1, 70), rng.randint(1, 60)
                        palette = [tuple(rng.randrange(256) for _ in range(3))
                                   for _ in range(colours)]
                        indices = [rng.randrange(colours) for _ in range(width * height)]
                        key = rng.randrange(colours) if local else None
                        got = decode(encode_gif(width, height, indices, palette, key,
                                                interlace, local, full))
                        want = [255 if i == key else over_white(*palette[i]) for i in indices]
                        self.assertEqual((got.width, got.height), (width, height))
                        self.assertEqual(list(got.grey), want)
                        self.assertIs(got.has_alpha, key is not None)

    def test_a_long_stream_fills_the_code_table(self):
        """4096 codes: both a clear at a full table and a full table kept decode."""
        rng = random.Random(2)
        indices = [rng.randrange(256) for _ in range(120 * 90)]
        palette = [(i, 255 - i, i // 2) for i in range(256)]
        for full in (True, False):
            got = decode(encode_gif(120, 90, indices, palette, clear_when_full=full))
            self.assertEqual(list(got.grey), [over_white(*palette[i]) for i in indices])

    def test_a_frame_smaller_than_the_screen_lies_on_white(self):
        data = encode_gif(2, 1, [0, 0], [(0, 0, 0), (9, 9, 9)], screen=(3, 2))
        self.assertEqual(list(decode(data).grey), [0, 0, 255, 255, 255, 255])
        data = encode_gif(2, 1, [0, 1], [(0, 0, 0), (9, 9, 9)], screen=(3, 2), at=(1, 1))
        self.assertEqual(list(decode(data).grey), [255, 255, 255, 255, 0, 9])
        got = decode(encode_gif(2, 2, [0] * 4, [(0, 0, 0)] * 2, screen=(1, 1), at=(2, 0)))
        self.assertEqual((got.width, got.height), (4, 2))  # the frame past the screen shows


# -- PBM, PGM, PPM, PAM ---------------------------------------------------------------

class PnmTest(unittest.TestCase):
    def test_plain_formats_with_comments(self):
        got = decode(b"P1\n# a comment\n3 2\n0 1 0\n110\n")
        self.assertEqual(list(got.grey), [255, 0, 255, 0, 0, 255])
        got = decode(b"P2 #c\n2 1 # width and height\n1000\n0 1000")
        self.assertEqual(list(got.grey), [0, 255])
        got = decode(b"P3\r\n1 1\r\n7\r\n7 0 7\r\n")
        self.assertEqual(list(got.grey), [over_white(255, 0, 255)])

    def test_binary_formats_and_large_maxvals(self):
        self.assertEqual(list(decode(b"P4\n10 1\n\x80\x40").grey), [0] + [255] * 8 + [0])
        self.assertEqual(list(decode(b"P5\n3 1\n7\n\x00\x03\x07").grey), [0, 109, 255])
        got = decode(b"P5 2 1 1000 " + struct.pack(">2H", 500, 1000))
        self.assertEqual(list(got.grey), [128, 255])
        got = decode(b"P6 1 1 65535\n" + struct.pack(">3H", 65535, 0, 0))
        self.assertEqual(list(got.grey), [over_white(255, 0, 0)])

    def test_pam_with_alpha(self):
        head = b"P7\nWIDTH 2\nHEIGHT 1\nDEPTH 2\nMAXVAL 255\nTUPLTYPE GRAYSCALE_ALPHA\nENDHDR\n"
        got = decode(head + bytes([0, 255, 0, 0]))
        self.assertEqual(list(got.grey), [0, 255])
        self.assertTrue(got.has_alpha)

    def test_values_beyond_maxval_or_short_rasters_are_refused(self):
        for bad in (b"P5 2 1 7\n\x00\x08", b"P2 2 1 7\n0 8", b"P2 2 1 7\n0", b"P6 2 2 255\n\x00",
                    b"P1 2 2\n0 1 2 1", b"P2 2 1 255\n0 x", b"P2 1 1 7\n-1",
                    b"P5 2 1 0\n\x00\x00", b"P5 2 1 70000\n\x00\x00",
                    b"P2 1 1 255\n" + b"9" * 5000, b"P5\n#" + b"#" * 100000,
                    b"P7\nWIDTH 1\nENDHDR\n",
                    b"P7\nWIDTH 1\nHEIGHT 1\nDEPTH 5\nMAXVAL 1\nENDHDR\n",
                    b"P7\n" + b"\n" * 100000 + b"ENDHDR\n", b"P7\nWIDTH " + b"9" * 99 + b"\n",
                    b"P1 2 2\n" + b" " * 3000000 + b"1"):
            with self.subTest(bad=bad[:30]):
                with self.assertRaises(PictureError):
                    decode(bad)


# -- errors, bombs and fuzz -----------------------------------------------------------

def refused(test, data, words=(), megabytes=50):
    """Decode ``data``: it must be refused in little memory; the message.

    How quickly is counted, not timed: see :class:`Inflated`.
    """
    tracemalloc.start()
    try:
        with test.assertRaises(PictureError) as caught:
            decode(data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    message = str(caught.exception)
    test.assertNotIn("\n", message)
    for word in words:
        test.assertIn(word, message)
    test.assertLess(peak, megabytes * 1e6, message)
    return message


class Inflated:
    """Stands in for ``zlib.decompressobj`` and counts the bytes inflated."""

    made = 0
    real = zlib.decompressobj

    def __init__(self):
        self.z = Inflated.real()

    def decompress(self, data, max_length=0):
        out = self.z.decompress(data, max_length)
        Inflated.made += len(out)
        return out

    def __getattr__(self, name):
        return getattr(self.z, name)

    @classmethod
    def counting(cls):
        cls.made = 0
        return mock.patch.object(zlib, "decompressobj", cls)


def png_header(width, height, colour=6, depth=8):
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(
        ">IIBBBBB", width, height, depth, colour, 0, 0, 0))


class HostileTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.bomb = zlib.compress(bytes(64 << 20), 9)  # 64 MB of zeros in 65 kB

    def test_not_a_picture(self):
        for data in (b"", b"hello", b"\x89PNX", b"GIF88a", b"P8 1 1", b"BM\x00\x00"):
            self.assertEqual(refused(self, data), "not a PNG, GIF or PBM/PGM/PPM picture")

    def test_absurd_sizes_are_refused_before_anything_is_read(self):
        with Inflated.counting():
            message = refused(self, png_header(100000, 100000) + chunk(b"IDAT", self.bomb))
            refused(self, png_header(20000, 20000) + chunk(b"IDAT", self.bomb),
                    ["20000 x 20000"])
            refused(self, png_header(1, 1000000) + chunk(b"IDAT", self.bomb), ["32,768"])
        self.assertEqual(Inflated.made, 0)
        self.assertEqual(message, "picture of 100000 x 100000 pixels is larger than the "
                                  "16,000,000 pixels a mask may come from")
        refused(self, png_header(0x7FFFFFFF, 0x7FFFFFFF) + chunk(b"IEND", b""))
        refused(self, png_header(0, 5), ["empty"])
        refused(self, b"GIF89a\xff\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00"
                      b"\x02\x02D\x01\x00;", ["65535 x 65535"])
        refused(self, b"P5 99999 99999 255\n\x00", ["99999 x 99999"])
        refused(self, b"P6 " + b"9" * 100 + b" 1 255\n", ["header"])
        with self.assertRaises(PictureError):
            decode(png_header(100, 100), max_pixels=9999)

    def test_a_deflate_bomb_inside_the_size_limit(self):
        """A 1000 x 1000 grey picture whose data inflates to 64 MB stops one byte past 1 MB."""
        with Inflated.counting():
            message = refused(self, png_header(1000, 1000, 0, 8) + chunk(b"IDAT", self.bomb)
                              + chunk(b"IEND", b""), ["longer"])
        self.assertIn("1001000", message)
        self.assertEqual(Inflated.made, 1001000 + 1)

    def test_a_big_picture_with_tiny_data(self):
        data = png_header(4000, 4000) + chunk(b"IDAT", zlib.compress(b"\x00" * 100))
        refused(self, data + chunk(b"IEND", b""), ["ends early"])
        refused(self, encode_gif(4000, 4000, [0] * 10, [(0, 0, 0), (1, 1, 1)]), ["only 10 of"])

    def test_a_gif_of_clear_codes_is_cut_short(self):
        """Clear codes cannot keep the reader busy: a stream of them stops at the 4097th."""
        eight = 256 * ((1 << 72) - 1) // 511  # eight 9-bit codes, each 256 (clear)
        flood = eight.to_bytes(9, "little") * 500000  # 4.5 MB of clear codes
        blocks = b"".join(b"\xff" + flood[i:i + 255] for i in range(0, len(flood), 255))
        gif = encode_gif(10, 10, [0] * 100, [(0, 0, 0)] * 256)
        start = gif.index(b"\x2c") + 11
        self.assertEqual(len(decode(gif[:start] + blocks[:9 * 256] + gif[start:]).grey), 100)
        refused(self, gif[:start] + blocks + gif[start:], ["(4097 clear codes in a row)"])
        # 48 MB of clear codes, or 12 MB of clear and pixel codes in turn (18 bits a
        # pixel, each pixel one turn of the decoding loop), under a 4000 x 4000
        # header: more LZW data than any mask picture needs, refused before decoding
        big = gif[:start - 11] + b"\x2c" + struct.pack("<HHHHB", 0, 0, 4000, 4000, 0)
        turns = (sum(256 << (18 * i) for i in range(4))).to_bytes(9, "little")
        for stream in (flood * 11, turns * ((12 << 20) // 9)):
            blocks = b"".join(b"\xff" + stream[i:i + 255] for i in range(0, len(stream), 255))
            with Work() as work:
                refused(self, big + gif[start - 1:start] + blocks + gif[start:],
                        ["more than 10,485,760 bytes"])
            # refused from the sizes of its blocks, not by decoding a code of it
            # (decoding is a loop turn a code: millions of calls for these)
            self.assertLess(work.calls, 200000, work.calls)

    def test_rows_filtered_byte_by_byte_are_refused_past_their_budget(self):
        """132 kB of PNG: 4000 x 4000 RGBA16, every row Paeth (or Average), which are
        undone a byte at a time: refused once MAX_PREDICTED bytes are undone, not read
        for 12 s; the work is counted by the bytes the filters were given."""
        for kind in (4, 3):
            z = zlib.compressobj(9)
            row = bytes([kind]) + b"\x01" * 32000
            data = b"".join([z.compress(row) for _ in range(4000)] + [z.flush()])
            undone = []
            real = {3: picture._average, 4: picture._paeth}[kind]

            def counted(line, prev, bpp):
                undone.append(len(line))
                return real(line, prev, bpp)
            name = {3: "_average", 4: "_paeth"}[kind]
            most = 3200000  # the budget made smaller, so the test is quick: 100 rows
            with self.subTest(filter=name), mock.patch.object(picture, name, counted), \
                    mock.patch.object(picture, "MAX_PREDICTED", most), \
                    self.assertRaises(PictureError) as caught:
                decode(png_header(4000, 4000, 6, 16) + chunk(b"IDAT", data)
                       + chunk(b"IEND", b""))
            message = str(caught.exception)
            self.assertIn("4000 x 4000 pixels has more than 3,200,000 bytes of rows filtered "
                          "by Average or Paeth", message)
            self.assertLessEqual(sum(undone), most)
            self.assertGreater(sum(undone), most - 64000)
        self.assertEqual(picture.MAX_PREDICTED, 24000000)

    def test_every_truncation_is_refused_or_complete(self):
        for name in ("png-rgba8-adam7.png", "png-p4.png", "gif-pal16-interlaced.gif",
                     "ppm-raw16.ppm", "pgm-plain.pgm", "pam-rgba.pam", "pbm-raw.pbm"):
            data = fixture(name)
            whole = decode(data).grey
            for end in range(len(data)):
                try:
                    got = decode(data[:end])
                except PictureError as e:
                    self.assertNotIn("\n", str(e))
                    continue
                if "plain" in name:  # a number cut short is still a number
                    got.grey[-1] = whole[-1]
                self.assertEqual(got.grey, whole, (name, end))

    def test_damaged_pngs(self):
        good = encode_png([[(1, 2, 3)] * 4] * 3, 2, 8)
        idat = good.index(b"IDAT")
        cases = {
            "CRC": good[:idat + 6] + bytes([good[idat + 6] ^ 1]) + good[idat + 7:],
            "IHDR": good[:8] + chunk(b"IEND", b""),
            "colour type": png_header(4, 3, 5, 8) + good[33:],
            "bit depth": png_header(4, 3, 2, 4) + good[33:],
            "palette": png_header(4, 3, 3, 8) + good[33:],
            "IDAT": good[:33] + chunk(b"IEND", b""),
            "filter": encode_png([[(1, 2, 3)]], 2, 8).replace(
                chunk(b"IDAT", zlib.compress(b"\x00\x01\x02\x03")),
                chunk(b"IDAT", zlib.compress(b"\x07\x01\x02\x03"))),
            "damaged": good[:idat - 4] + chunk(b"IDAT", b"\x78\x9c\xff\xff\xff"),
        }
        for word, data in cases.items():
            with self.subTest(word):
                refused(self, data, [word])
        refused(self, good[:8] + struct.pack(">I", 0x80000000) + b"IDAT", ["claims"])
        many = good[:33] + chunk(b"tEXt", b"") * 1001
        with mock.patch.object(picture, "MAX_CHUNKS", 1000):
            refused(self, many, ["1,000 chunks"])

    def test_damaged_gifs(self):
        good = encode_gif(3, 2, [0, 1, 0, 1, 1, 0], [(0, 0, 0), (255, 255, 255)])
        for data, word in ((good[:-3], "truncated"),
                           (good.replace(b"\x2c", b"\x99", 1), "block"),
                           (b"GIF89a\x01\x00\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01"
                            b"\x00\x00\x02\x02D\x01\x00;", "colour table"),
                           (b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + bytes(6) + b";", "no image"),
                           (good[:good.index(b"\x2c") + 10] + b"\x09"
                            + good[good.index(b"\x2c") + 11:], "code size")):
            with self.subTest(word):
                refused(self, data, [word])
        damaged = bytearray(good)
        damaged[-5] = 0xFF  # codes past the table
        with self.assertRaises(PictureError):
            decode(bytes(damaged))

    def test_fuzzed_files_decode_or_raise_picture_error(self):
        rng = random.Random(2026)
        corpus = [fixture(n) for n in sorted(expected_fixtures())]
        corpus.append(encode_png(random_rows(rng, 9, 7, 6, 16), 6, 16, 1, (1, 2, 3, 4)))
        for _ in range(4000):
            data = bytearray(rng.choice(corpus))
            how = rng.randrange(5)
            if how == 0:
                del data[rng.randrange(len(data)):]
            elif how == 1:
                for _ in range(rng.randint(1, 4)):
                    data[rng.randrange(len(data))] = rng.randrange(256)
            elif how == 2:
                at = rng.randrange(len(data))
                data[at:at] = data[rng.randrange(len(data)):][:rng.randint(1, 40)]
            elif data[:4] == b"\x89PNG":
                data = bytearray(mutate_png(rng, bytes(data), deep=how == 4))
            else:
                at = rng.randrange(len(data))
                del data[at:at + rng.randint(1, 20)]
            try:
                got = decode(bytes(data))
            except PictureError as e:
                self.assertNotIn("\n", str(e))
            else:
                self.assertEqual(len(got.grey), got.width * got.height)


    def test_mutations_of_every_kind_stay_within_their_work(self):
        """PNG, GIF and PNM, good and hostile, mutated: each gives a picture or one line
        of PictureError, and costs calls in proportion to its bytes, not to its claims."""
        from .fuzz import Work, mutate
        rng = random.Random(21)
        eight = (256 * ((1 << 72) - 1) // 511).to_bytes(9, "little")  # eight clear codes
        clears = b"".join(b"\xff" + (eight * 29)[:255] for _ in range(200))
        gif = encode_gif(10, 10, [0] * 100, [(0, 0, 0)] * 256)
        start = gif.index(b"\x2c")
        hostile = [
            gif[:start] + b"\x2c" + struct.pack("<HHHHB", 0, 0, 4000, 4000, 0) + b"\x08"
            + clears + b"\x00;",  # clear codes under a 4000 x 4000 header
            png_header(1000, 1000, 0, 8) + chunk(b"IDAT", zlib.compress(bytes(1 << 22), 9))
            + chunk(b"IEND", b""),  # 4 MB of zeros for a 1 MB picture: a small bomb
            png_header(4000, 4000, 6, 16) + chunk(b"IDAT", zlib.compress(
                (b"\x04" + b"\x01" * 64) * 8)) + chunk(b"IEND", b""),  # Paeth, cut short
            b"P5 4000 4000 255\n" + bytes(100), b"P3 3000 3000 65535\n1 2 3\n",
            b"P7\nWIDTH 4000\nHEIGHT 4000\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"]
        corpus = [fixture(n) for n in sorted(expected_fixtures())] + hostile
        kinds = set()
        for k in range(3000):
            data = rng.choice(corpus)
            if data[:4] == b"\x89PNG" and rng.random() < 0.5 and len(data) < 100000:
                data = mutate_png(rng, data, deep=rng.random() < 0.5)
            else:
                data = mutate(rng, data)
            with Work() as work:
                try:
                    got = decode(data)
                except PictureError as exc:
                    message = str(exc)
                    self.assertTrue(message and "\n" not in message, repr(message))
                    got = None
                except Exception as exc:  # anything else is a bug: say which input
                    self.fail("%s: %s on %r" % (type(exc).__name__, exc, data[:100]))
            if got is not None:
                self.assertEqual(len(got.grey), got.width * got.height)
                kinds.add(data[:2])
            self.assertLess(work.calls, 50 * len(data) + 100000, data[:60])
        self.assertEqual(kinds >= {b"\x89P", b"GI", b"P1", b"P5", b"P7"}, True, kinds)


def mutate_png(rng, data, deep):
    """A PNG with one chunk changed and its CRC made right again; ``deep``: inflated data."""
    chunks, pos = [], 8
    while pos < len(data):
        length, tag = struct.unpack(">I4s", data[pos:pos + 8])
        chunks.append([tag, bytearray(data[pos + 8:pos + 8 + length])])
        pos += 12 + length
    if deep:
        idat = b"".join(body for tag, body in chunks if tag == b"IDAT")
        raw = bytearray(zlib.decompress(idat))
        for _ in range(rng.randint(1, 3)):
            raw[rng.randrange(len(raw))] = rng.choice((0, 1, 4, 5, 255, rng.randrange(256)))
        chunks = [c for c in chunks if c[0] != b"IDAT"]
        chunks.insert(-1, [b"IDAT", bytearray(zlib.compress(bytes(raw)))])
    else:
        tag, body = rng.choice(chunks)
        if body:
            body[rng.randrange(len(body))] = rng.randrange(256)
    return data[:8] + b"".join(chunk(tag, bytes(body)) for tag, body in chunks)


class LimitsTest(unittest.TestCase):
    def test_a_4000_square_picture_stays_within_100_mb(self):
        width = height = 4000
        row = bytes(range(256)) * 16
        raw = b"".join(b"\x02" + (row[:width] if y % 2 else bytes(width)) for y in range(height))
        data = png_header(width, height, 0, 8) + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(
            b"IEND", b"")
        del raw
        tracemalloc.start()
        try:
            got = decode(data)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        self.assertEqual((got.width, got.height), (width, height))
        self.assertEqual(got.grey[width + 300], 300 % 256)
        self.assertLess(peak, 100e6)

    def test_read_refuses_a_file_too_large(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "big.pgm")
            with open(path, "wb") as f:
                f.write(b"P5 20 20 255\n" + bytes(400))
            self.assertEqual(picture.read(path).width, 20)
            with mock.patch.object(picture, "MAX_FILE", 100):
                with self.assertRaises(PictureError) as caught:
                    picture.read(path)
            self.assertIn("larger", str(caught.exception))
            with self.assertRaises(OSError):
                picture.read(os.path.join(folder, "missing.png"))

    def test_picture_error_is_a_value_error(self):
        self.assertTrue(issubclass(PictureError, ValueError))
        self.assertEqual(picture.MAX_PIXELS, 16000000)
        self.assertEqual(picture.MAX_FILE, 64 * 1024 * 1024)


if __name__ == "__main__":
    unittest.main()
