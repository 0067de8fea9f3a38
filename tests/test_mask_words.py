"""What the Mask group and mask mode say (no Tk): every kind and outline has
its name in each language, plurals and sentences are whole, and a saved
mask's file name is the same in every language."""

import unittest

from mazetk import i18n
from mazetk.masks import mask as masks
from mazetk.gui import mask_words as words
from mazetk.gui.animation import MAX_CELLS
from mazetk.studio import MASK_KINDS


class MaskWordsTest(unittest.TestCase):
    def tearDown(self):
        i18n.set_language(None)  # the tests' English again

    def test_every_kind_and_outline_has_its_name(self):
        self.assertEqual(len(words.KIND_LABELS), len(MASK_KINDS))
        self.assertEqual(set(masks.OUTLINE_NAMES), set(masks.OUTLINES))
        english = words.kind_labels() + [words.outline_name(o) for o in masks.OUTLINES]
        self.assertEqual(words.kind_labels()[0], "None")
        i18n.set_language("zh_CN")
        chinese = words.kind_labels() + [words.outline_name(o) for o in masks.OUTLINES]
        self.assertEqual(len(set(chinese)), len(chinese))
        for en, zh in zip(english, chinese):
            self.assertNotEqual(en, zh)
        self.assertEqual(words.outline_name("heart"), "心形")
        self.assertEqual(words.file_types(words.SAVE_TYPES)[0], ("蒙版文本", "*.mask.txt"))

    def test_sentences_and_plurals(self):
        two = masks.Mask.from_text("XXX.X\nXXX..\n")
        kept, joined = masks.pieces(two), masks.pieces(two, join=True)
        self.assertEqual(words.pieces_words(kept),
                         "Kept 1 of 2 pieces (6 of 7 cells): choose Join to keep all.")
        self.assertEqual(words.pieces_words(joined), "2 pieces joined by 1 bridge cell: 8 cells.")
        self.assertEqual(words.pieces_words(masks.pieces(joined.mask)), "8 cells, one piece.")
        self.assertEqual(words.pieces_labels(), ["Keep largest", "Join"])
        mask = masks.Mask("square", 4, 3)
        self.assertIsNone(words.why_not(mask, False))
        self.assertIn("shape and size", words.why_not(None, False))
        self.assertIn("Wait", words.why_not(mask, True))
        big = masks.Mask("square", 200, MAX_CELLS // 200 + 1)
        self.assertIn("%d cells" % MAX_CELLS, words.why_not(big, False))
        self.assertEqual(words.painted(mask), "Mask mode: 12 of 12 cells in the maze. Done "
                                              "makes the maze.")
        i18n.set_language("zh_CN")
        self.assertEqual(words.pieces_words(kept),
                         "保留了 2 块中的 1 块（7 格中的 6 格）：选择“连起来”可保留全部。")
        self.assertEqual(words.pieces_words(joined), "2 块由 1 个搭桥格子连起：共 8 格。")
        self.assertIn(str(MAX_CELLS), words.why_not(big, False))
        self.assertEqual(words.legend()[:2], ("迷宫", "已剪去"))

    def test_file_names_are_the_same_in_every_language(self):
        for language in ("en", "zh_CN"):
            i18n.set_language(language)
            self.assertEqual(words.file_name(masks.Mask("square", 20, 15)),
                             "mask-20x15.mask.txt")
            self.assertEqual(words.file_name(masks.Mask("hex", 9, 8)), "mask-9x8-hex.mask.txt")
            self.assertEqual(words.file_name(masks.Mask("circle", 6, 1)),
                             "mask-6-ring-circle.mask.txt")


if __name__ == "__main__":
    unittest.main()
