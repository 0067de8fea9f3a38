import os
import shutil
import tempfile
import threading
import unittest
from unittest import mock

from mazetk.files import savefile
from mazetk.files.savefile import SaveError, save_group, write_new, write_replace


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


class StreamTest(unittest.TestCase):
    """A part's data may be bytes, chunks of bytes, or a callable giving either."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazetk-stream-")
        self.addCleanup(shutil.rmtree, self.dir, True)

    def read(self, path):
        with open(path, "rb") as f:
            return f.read()

    def test_every_form_of_data(self):
        chunks = [b"ab", bytearray(b"cd"), memoryview(b"ef")]
        forms = [lambda: b"abcdef", lambda: chunks, lambda: iter(chunks),
                 lambda: (c for c in chunks), lambda: (lambda: b"abcdef"),
                 lambda: (lambda: iter(chunks)), lambda: (lambda: (c for c in chunks))]
        for i, form in enumerate(forms):
            with self.subTest(form=i):
                path = os.path.join(self.dir, "n%d.txt" % i)
                write_new(path, form())
                self.assertEqual(self.read(path), b"abcdef")
                write_replace(path, form())
                self.assertEqual(self.read(path), b"abcdef")
        paths = save_group(self.dir, "g", [(".a", iter(chunks)), (".b", lambda: iter(chunks))])
        self.assertEqual([self.read(p) for p in paths], [b"abcdef", b"abcdef"])

    def test_chunks_are_written_as_they_come(self):
        seen = []
        path = os.path.join(self.dir, "s.txt")

        def chunks():
            for i in range(3):
                # what came before is already in the temporary file
                parts = [n for n in os.listdir(self.dir) if n.endswith(".part")]
                self.assertEqual(len(parts), 1)
                with open(os.path.join(self.dir, parts[0]), "rb") as f:
                    seen.append(len(f.read()))
                yield b"x" * 100000
        write_new(path, chunks())
        self.assertGreater(seen[-1], 0)
        self.assertEqual(len(self.read(path)), 300000)

    def test_a_failure_mid_stream_leaves_no_file(self):
        def broken():
            yield b"half a maze"
            raise MemoryError

        def not_bytes():
            yield b"ok"
            yield "text"
        for data, error in ((broken(), MemoryError), (not_bytes(), TypeError),
                            ("text", TypeError), (lambda: broken(), MemoryError)):
            with self.subTest(error=error.__name__):
                with self.assertRaises(error):
                    save_group(self.dir, "m", [(".txt", b"first"), (".json", data)])
                self.assertEqual(os.listdir(self.dir), [])
        for writer in (write_new, write_replace):
            with self.assertRaises(MemoryError):
                writer(os.path.join(self.dir, "w.txt"), broken())
            self.assertEqual(os.listdir(self.dir), [])


class FolderTest(unittest.TestCase):
    """save_group never makes a folder, and notices one removed or renamed."""

    def setUp(self):
        self.top = tempfile.mkdtemp(prefix="mazetk-folder-")
        self.addCleanup(shutil.rmtree, self.top, True)
        self.dir = os.path.join(self.top, "out")
        os.mkdir(self.dir)

    def test_removed_folder_is_not_made_again(self):
        identity = savefile.Folder(self.dir).identity
        save_group(self.dir, "a", [(".txt", b"1")], identity=identity)
        shutil.rmtree(self.dir)
        with self.assertRaisesRegex(SaveError, "removed or renamed"):
            save_group(self.dir, "b", [(".txt", b"2")], identity=identity)
        self.assertFalse(os.path.exists(self.dir))
        with self.assertRaisesRegex(SaveError, "does not exist"):
            save_group(self.dir, "b", [(".txt", b"2")])
        self.assertFalse(os.path.exists(self.dir))

    def test_a_new_folder_of_the_same_name_is_not_the_folder(self):
        identity = savefile.Folder(self.dir).identity
        os.rename(self.dir, self.dir + "-moved")
        os.mkdir(self.dir)
        with self.assertRaisesRegex(SaveError, "removed or renamed"):
            save_group(self.dir, "b", [(".txt", b"2")], identity=identity)
        self.assertEqual(os.listdir(self.dir), [])
        self.assertEqual(os.listdir(self.dir + "-moved"), [])

    def test_renamed_while_writing_a_group(self):
        moved = self.dir + "-moved"

        def second():
            os.rename(self.dir, moved)  # between the two files of one maze
            return b"2"
        with self.assertRaisesRegex(SaveError, "removed or renamed"):
            save_group(self.dir, "m", [(".txt", b"1"), (".json", second)])
        self.assertFalse(os.path.exists(self.dir))
        self.assertEqual(os.listdir(moved), [])  # what was written is taken back

    def test_a_file_is_not_a_folder(self):
        path = os.path.join(self.dir, "f")
        with open(path, "wb") as f:
            f.write(b"x")
        with self.assertRaisesRegex(SaveError, "not a folder"):
            save_group(path, "m", [(".txt", b"1")])

    def test_a_folder_that_takes_no_files_is_not_called_removed(self):
        if not os.path.isdir("/proc/self"):
            self.skipTest("needs /proc")
        with self.assertRaises(SaveError) as ctx:
            save_group("/proc", "m", [(".txt", b"1")])
        self.assertNotIn("removed", str(ctx.exception))
        self.assertIn("/proc", str(ctx.exception))


if __name__ == "__main__":
    unittest.main()
