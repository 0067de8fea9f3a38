"""The JSON tokenizer under the maze file reader: values read a chunk at a
time, whatever the chunk size, places named by line and column, bounds kept."""

import io
import unittest
from unittest import mock

from mazetk.files import jsonread
from mazetk.files.jsonread import Chars, MazeFileError, cut, key_name

LIMIT = 1024 * 1024
#: Chunk sizes that cut every value somewhere, and the real one.
CHUNKS = (1, 2, 3, 7, 64, jsonread.CHUNK)


def _chars(data, limit=LIMIT):
    return Chars(io.BytesIO(data), limit)


class ValuesTest(unittest.TestCase):
    DOC = (b'\xef\xbb\xbf  "caf\\u00e9 \\"x\\"" , [1, {"x": null, "y": -2.5}]\n'
           b'[[0, 1],[2,3] ,\n [4,5]] [0, 1,\n 2] [[0,0],[0,1], [1, 1]] [] ')

    def read(self):
        c = _chars(self.DOC)
        self.assertEqual(c.peek(), '"')
        self.assertEqual(c.string(), 'caf\u00e9 "x"')
        c.expect(",", "a comma")
        self.assertEqual(c.peek(), "[")  # the caller looks, then reads the value
        self.assertEqual(c.small_value("k"), [1, {"x": None, "y": -2.5}])
        taken = []
        c.cell_pairs("passages", 10, taken.extend)
        c.skip_cells("solution_cells")
        c.skip_pairs("solution")
        c.skip_pairs("empty")
        self.assertEqual(c.peek(), "")
        return taken

    def test_every_chunk_size_reads_the_same_values(self):
        for size in CHUNKS:
            with self.subTest(chunk=size), mock.patch.object(jsonread, "CHUNK", size):
                self.assertEqual(self.read(), [0, 1, 2, 3, 4, 5])

    def test_lists_of_numbers_are_skipped_whatever_the_chunk(self):
        """A version-4 file's per-cell lists: skipped, never built or kept."""
        numbers = ", ".join("%s" % v for i in range(3000)
                            for v in (i, -1, 0.5 * i, 1.25e-06, -3E+2))
        data = ('[%s] [] [ 1 ] "after"' % numbers).encode()
        for size in CHUNKS:
            with self.subTest(chunk=size), mock.patch.object(jsonread, "CHUNK", size):
                c = _chars(data)
                for _ in range(3):
                    c.skip_numbers("cells_centre")
                self.assertEqual(c.peek(), '"')
                self.assertEqual(c.string(), "after")

    def test_pairs_come_a_run_at_a_time_and_whole(self):
        pairs = ",".join("[%d,%d]" % (i, i + 1) for i in range(5000))
        runs = []
        _chars(("[%s]" % pairs).encode()).cell_pairs("passages", 5000, runs.append)
        self.assertGreater(len(runs), 1)  # never one list of them all
        flat = [v for run in runs for v in run]
        self.assertEqual(flat, [v for i in range(5000) for v in (i, i + 1)])


class PlacesTest(unittest.TestCase):
    def test_a_fault_is_named_by_line_and_column_across_chunks(self):
        data = b'{\n  "a" :\n   @ }'
        for size in CHUNKS:
            with self.subTest(chunk=size), mock.patch.object(jsonread, "CHUNK", size):
                c = _chars(data)
                c.expect("{", "a brace")
                self.assertEqual(c.peek(), '"')
                self.assertEqual(c.string(), "a")
                c.expect(":", "a colon")
                self.assertEqual(c.peek(), "@")
                with self.assertRaises(MazeFileError) as caught:
                    c.small_value("a")
                self.assertEqual(str(caught.exception),
                                 "not valid JSON: Expecting value at line 3, column 4")

    def test_what_was_expected_and_what_was_found(self):
        c = _chars(b"  [1]")
        with self.assertRaisesRegex(MazeFileError, r"^not valid JSON: a brace at line 1, "
                                                   r"column 3, found '\[1\]'$"):
            c.expect("{", "a brace")
        c = _chars(b"  ")
        with self.assertRaisesRegex(MazeFileError, "a brace at line 1, column 3, found the end"):
            c.expect("{", "a brace")


class BoundsTest(unittest.TestCase):
    def refused(self, data, call, message, limit=LIMIT):
        c = _chars(data, limit)
        with self.assertRaisesRegex(MazeFileError, message):
            call(c)

    def test_a_list_of_pairs_cut_at_its_start_is_refused(self):
        """Found by a long fuzz run: '[' then the end of the file was an IndexError."""
        for data in (b"[", b"[ ", b"[\n  ", b"[1"):
            for size in CHUNKS:
                with self.subTest(data=data, chunk=size), \
                        mock.patch.object(jsonread, "CHUNK", size), \
                        self.assertRaisesRegex(MazeFileError, "list of \\[row, col\\] pairs"):
                    _chars(data).skip_pairs("solution")

    def test_small_values_stay_small(self):
        def small(c):
            return c.peek() and c.small_value("k")
        self.refused(b"[" * 21 + b"]" * 21, small, r'^"k" is nested more than 20 deep')
        self.refused(b"1" * 25, small, "more than 20 digits")
        self.refused(b"[" + b"0," * 3000 + b"0]", small, "longer than 4096 characters")
        long = b'"' + b"1" * (2 * jsonread.CHUNK) + b'"'  # not read whole to find its end
        self.refused(long, lambda c: c.peek() and c.string(), "^a text longer than %d characters "
                     "at line 1, column 1$" % jsonread._MAX_JSON_STRING)

    def test_lists_and_files_stay_within_their_limits(self):
        self.refused(b"[[0,1],[1,2],[2,3]]", lambda c: c.cell_pairs("p", 2, list),
                     r'^"p" holds more than 2 passages$')
        self.refused(b"[[0,1],[1,x]]", lambda c: c.cell_pairs("p", 9, list),
                     r"must be a list of \[cell, cell\] pairs")
        self.refused(b"[0, 1, x]", lambda c: c.skip_cells("s"), "list of cell numbers")
        self.refused(b"[0, 1.5, [2]]", lambda c: c.skip_numbers("cells_open"),
                     r'^not valid JSON: "cells_open" must be a list of numbers at line 1, column 10')
        self.refused(b"[0, 1.5", lambda c: c.skip_numbers("cells_open"),
                     r'"cells_open" must be a list of numbers .* found the end$')
        self.refused(b" " * (LIMIT + 10) + b"{}", lambda c: c.peek(),
                     "larger than 1 MB", limit=LIMIT)

    def test_text_that_is_not_utf8_is_refused(self):
        self.refused(b'"\xff\xfe"', lambda c: c.peek() and c.string(), "not a text file")


class MessagesTest(unittest.TestCase):
    def test_values_in_messages_are_json_and_short(self):
        self.assertEqual([cut(None), cut(True), cut(False), cut(3)],
                         ["null", "true", "false", "3"])
        self.assertEqual(len(cut("x" * 500)), 60)
        self.assertTrue(cut("x" * 500).endswith("..."))
        self.assertEqual(key_name("version"), '"version"')
        self.assertEqual(len(key_name("k" * 100)), 42)


if __name__ == "__main__":
    unittest.main()
