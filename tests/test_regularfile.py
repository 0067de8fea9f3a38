"""Every reader opens only regular files: a pipe, a folder or a device is refused
before a byte is read, never waited on."""

import os
import shutil
import tempfile
import unittest

from mazetk.masks import mask, picture
from mazetk.files import mazefile
from mazetk.files.regularfile import NotRegularFile, open_regular

from tests.support import fifo_guard


@unittest.skipUnless(hasattr(os, "mkfifo"), "no named pipes here")
class RegularFileTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-regular-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def test_a_regular_file_opens(self):
        path = os.path.join(self.dir, "a.txt")
        with open(path, "wb") as f:
            f.write(b"hello")
        with open_regular(path) as f:
            self.assertEqual(f.read(), b"hello")

    def test_folders_devices_and_pipes_are_refused(self):
        with self.assertRaises(IsADirectoryError):  # as open() says
            open_regular(self.dir)
        with self.assertRaises(NotRegularFile):
            open_regular(os.devnull)

    def test_no_reader_waits_on_a_pipe(self):
        readers = (("open_regular", open_regular),
                   ("mask.read", lambda p: mask.read(p, "square", 10, 10)),
                   ("picture.read", picture.read),
                   ("mazefile.load", mazefile.load))
        with fifo_guard(os.path.join(self.dir, "pipe")) as pipe:
            for name, read in readers:
                with self.subTest(reader=name), self.assertRaises(ValueError) as caught:
                    read(pipe)
                self.assertIn("not a regular file", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
