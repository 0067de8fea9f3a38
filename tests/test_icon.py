"""The icon: drawn from a maze code, written as PNGs and an .ico (no Tk)."""

import os
import shutil
import struct
import tempfile
import unittest
from contextlib import redirect_stdout
from io import StringIO

from mazetk import icon

from .pngread import read_png


class IconTest(unittest.TestCase):
    def test_drawn_icons_are_square_pngs_of_each_size(self):
        for size in (16, 48):
            width, height, rows = read_png(icon.draw_icon(size))
            self.assertEqual((width, height), (size, size))
            self.assertEqual(len(rows), size)

    def test_ico_holds_every_png(self):
        pngs = {16: icon.draw_icon(16), 32: icon.draw_icon(32)}
        data = icon.ico_from_pngs(pngs)
        reserved, kind, count = struct.unpack("<HHH", data[:6])
        self.assertEqual((reserved, kind, count), (0, 1, 2))
        for i, size in enumerate(sorted(pngs)):
            w, h, _, _, planes, bits, length, offset = struct.unpack(
                "<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
            self.assertEqual((w, h, planes, bits), (size, size, 1, 32))
            self.assertEqual(data[offset:offset + length], pngs[size])

    def test_main_writes_the_folder_and_find_reads_it(self):
        tmp = tempfile.mkdtemp(prefix="mazetk-icons-")
        self.addCleanup(shutil.rmtree, tmp, True)
        with redirect_stdout(StringIO()) as out:
            icon.main([tmp])
        self.assertIn("wrote %d icons" % (len(icon.SIZES) + 1), out.getvalue())
        names = sorted(os.listdir(tmp))
        self.assertEqual(names, sorted(["mazetk-%d.png" % s for s in icon.SIZES] +
                                       ["mazetk.ico"]))
        real_dirs = icon.icon_dirs
        icon.icon_dirs = lambda: [os.path.join(tmp, "missing"), tmp]
        try:
            self.assertEqual(sorted(icon.find_icon_files()), sorted(icon.SIZES))
            self.assertEqual(icon.find_ico(), os.path.join(tmp, "mazetk.ico"))
        finally:
            icon.icon_dirs = real_dirs

    def test_the_shipped_icons_are_found_in_a_clone(self):
        found = icon.find_icon_files()
        self.assertTrue(found)
        for size, path in found.items():
            with open(path, "rb") as f:
                self.assertEqual(read_png(f.read())[:2], (size, size))


if __name__ == "__main__":
    unittest.main()
