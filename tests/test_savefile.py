import os
import shutil
import tempfile
import threading
import unittest
from unittest import mock

from mazetk.export import savefile
from mazetk.export.savefile import SaveError, save_group, write_new, write_replace


class SaveTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-save-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def listing(self):
        return sorted(os.listdir(self.dir))

    def test_pairs_get_the_same_free_number(self):
        parts = [(".png", b"maze"), ("-solution.png", b"solved")]
        written = [save_group(self.dir, "maze-4x4-seed7", parts) for _ in range(50)]
        self.assertEqual(len(self.listing()), 100)
        self.assertEqual(written[0], [os.path.join(self.dir, "maze-4x4-seed7.png"),
                                      os.path.join(self.dir, "maze-4x4-seed7-solution.png")])
        self.assertEqual(os.path.basename(written[1][1]), "maze-4x4-seed7 (1)-solution.png")
        self.assertEqual(os.path.basename(written[49][0]), "maze-4x4-seed7 (49).png")
        for maze, solution in written:
            with open(maze, "rb") as f:
                self.assertEqual(f.read(), b"maze")
            with open(solution, "rb") as f:
                self.assertEqual(f.read(), b"solved")

    def test_a_taken_half_moves_both_to_the_next_number(self):
        with open(os.path.join(self.dir, "m-solution.png"), "wb") as f:
            f.write(b"keep me")
        paths = save_group(self.dir, "m", [(".png", b"a"), ("-solution.png", b"b")])
        self.assertEqual([os.path.basename(p) for p in paths], ["m (1).png", "m (1)-solution.png"])
        with open(os.path.join(self.dir, "m-solution.png"), "rb") as f:
            self.assertEqual(f.read(), b"keep me")

    def test_racing_saves_never_overwrite(self):
        results, errors = [], []

        def worker(i):
            try:
                results.append(save_group(self.dir, "race", [(".txt", str(i).encode()),
                                                             ("-s.txt", str(i).encode())]))
            except Exception as exc:  # pragma: no cover - reported below
                errors.append(exc)

        threads = [threading.Thread(target=worker, args=(i,)) for i in range(16)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        self.assertEqual(len(self.listing()), 32)
        for a, b in results:
            with open(a, "rb") as fa, open(b, "rb") as fb:
                self.assertEqual(fa.read(), fb.read())  # each pair written by one save

    def test_write_new_refuses_an_existing_file(self):
        path = os.path.join(self.dir, "x.txt")
        write_new(path, b"1")
        with self.assertRaises(FileExistsError):
            write_new(path, b"2")
        with open(path, "rb") as f:
            self.assertEqual(f.read(), b"1")
        self.assertEqual(self.listing(), ["x.txt"])

    def test_failed_write_leaves_nothing(self):
        path = os.path.join(self.dir, "big.png")
        real = os.fdopen

        class Full:
            def __init__(self, f):
                self.f = f

            def __enter__(self):
                return self

            def __exit__(self, *a):
                self.f.close()

            def write(self, data):
                self.f.write(data[:3])
                raise OSError(28, "No space left on device")

        with mock.patch.object(savefile.os, "fdopen", lambda fd, mode: Full(real(fd, mode))):
            with self.assertRaises(SaveError) as ctx:
                write_replace(path, b"0123456789")
            with self.assertRaises(SaveError):
                save_group(self.dir, "big", [(".png", b"x"), (".svg", b"y")])
        self.assertIn("disk is full", str(ctx.exception))
        self.assertEqual(self.listing(), [])

    def test_second_part_failing_removes_the_first(self):
        def boom():
            raise SaveError("the disk is full")
        with self.assertRaises(SaveError):
            save_group(self.dir, "pair", [(".png", b"first"), ("-solution.png", boom)])
        self.assertEqual(self.listing(), [])

    def test_missing_or_unwritable_folder(self):
        gone = os.path.join(self.dir, "gone")
        with self.assertRaisesRegex(SaveError, "does not exist"):
            save_group(gone, "m", [(".txt", b"x")])
        with self.assertRaisesRegex(SaveError, "does not exist"):
            write_replace(os.path.join(gone, "m.txt"), b"x")
        denied = PermissionError(13, "Permission denied")
        with mock.patch.object(savefile.tempfile, "mkstemp", side_effect=denied):
            with self.assertRaisesRegex(SaveError, "no permission to write in"):
                write_replace(os.path.join(self.dir, "m.txt"), b"x")
        self.assertEqual(self.listing(), [])

    def test_replace_overwrites_only_when_asked(self):
        path = os.path.join(self.dir, "chosen.json")
        write_replace(path, b"old")
        write_replace(path, b"new")
        with open(path, "rb") as f:
            self.assertEqual(f.read(), b"new")
        self.assertEqual(self.listing(), ["chosen.json"])

    def test_files_get_normal_permissions(self):
        if os.name != "posix":
            self.skipTest("POSIX file modes")
        path = os.path.join(self.dir, "m.txt")
        write_new(path, b"x")
        mask = os.umask(0)
        os.umask(mask)
        self.assertEqual(os.stat(path).st_mode & 0o777, 0o666 & ~mask)


if __name__ == "__main__":
    unittest.main()
