"""The one strict reader of numbers: ASCII digits, a sign, one point; nothing else."""

import unittest

from mazetk.numbers import decimal, whole


class NumbersTest(unittest.TestCase):
    def test_what_a_person_types(self):
        for text, value in (("7", 7), (" 12 ", 12), ("-3", -3), ("+4", 4), ("007", 7), (9, 9)):
            with self.subTest(text=text):
                self.assertEqual(whole(text), value)
        for text, value in (("0.125", 0.125), (" 5 ", 5.0), (".5", 0.5), ("5.", 5.0),
                            ("-1.5", -1.5), (2, 2.0), (2.5, 2.5)):
            with self.subTest(text=text):
                self.assertEqual(decimal(text), value)

    def test_what_python_reads_but_nobody_means(self):
        for text in ("1_0", "\u0665", "\u00b2", "1e3", "1E3", "0x10", "nan", "inf", "-inf",
                     "Infinity", "", "  ", "1.0", "1 0", "--1", "1.", True, "\uff15"):
            with self.subTest(text=text), self.assertRaises(ValueError):
                whole(text)
        for text in ("1_0", "\u0665", "1e3", "1e-1", "nan", "inf", "-inf", "", ".", "1..2",
                     "1.2.3", "0x1p3", float("nan"), float("inf"), False, "\uff15"):
            with self.subTest(text=text), self.assertRaises(ValueError):
                decimal(text)


if __name__ == "__main__":
    unittest.main()
