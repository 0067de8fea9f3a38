"""Chinese in the stroke font: every word a worksheet prints, on a square
that sits beside Latin text, and lines that break between characters."""

import random
import unittest

from mazetk.fonts import strokecjk, strokefont
from tests.test_strokefont import glyph_bitmap, topology

#: The characters Chinese worksheets print (the translators' list).
WORDS = ("迷宫答案姓名日期起点终从走到离的步数第页题一二三四五六七八九十"
         "年级班练习小学找出路简单中等困难线解远近"
         # what teachers type in worksheet titles (第一单元 复习, 春节快乐 ...)
         "种子册元周课作业复春夏秋冬节快乐我你们是在有和上下左右前后大多少天"
         "月今明好新老师同生校家人口手心水火山石田木花草鸟鱼动物游戏挑战入关卡"
         "次号个对错分星测试考语文英科字写读加减法认识图形树里外书连选填空择"
         "东西南北门回去来过最长时间钟兔猫狗助帮宝条几吗了油短得用"
         "王方圆角边正计以拼音汉词句色红白黑园公主国林森海太")
#: The same in the Traditional forms a zh_TW worksheet prints, then the
#: classroom set as Taiwan writes it (複習, 裡, 鐘).
TRADITIONAL = ("宮從頁題冊種點終簡單難離數"
               "級練習學線遠課業複節樂們後師鳥魚動遊戲戰關號個對錯測試語寫讀減認識圖樹裡"
               "書連選擇東門來過長時間鐘貓幫寶條幾嗎圓邊計漢詞紅園國")
PUNCTUATION = "：（），。、；？！"
IDEOGRAPHIC_SPACE = "\u3000"
ALL = WORDS + TRADITIONAL + PUNCTUATION + IDEOGRAPHIC_SPACE
#: Lower and upper edge of the square (font units, y down).
TOP, BOTTOM = strokecjk.TOP, strokecjk.TOP + strokecjk.GRID

CLOSING = "，。、：）"
TITLE = "迷宫练习：从起点走到终点，找出路线（简单、中等、困难）。第一页到第十页的答案。"


def ink(ch):
    _, lines = strokefont.glyph(ch)
    xs = [x for line in lines for x, _ in line]
    ys = [y for line in lines for _, y in line]
    return min(xs), max(xs), min(ys), max(ys)


class GlyphTest(unittest.TestCase):
    def test_every_printed_character_is_drawn_on_a_full_width_square(self):
        self.assertEqual([ch for ch in ALL if not strokefont.has_glyph(ch)], [])
        self.assertEqual(set(strokecjk.CHARACTERS), set(ALL))
        for ch in ALL:
            self.assertEqual(strokefont.glyph(ch)[0], strokecjk.ADVANCE, ch)
        self.assertEqual(strokefont.glyph(IDEOGRAPHIC_SPACE)[1], [])
        # Wide enough to read as Chinese, about two Latin letters.
        self.assertTrue(13 <= strokecjk.ADVANCE <= 14)

    def test_strokes_stay_inside_the_square_with_paper_either_side(self):
        pen = strokefont.stroke_width(strokefont.CAP_HEIGHT)
        for ch in WORDS + TRADITIONAL + PUNCTUATION:
            advance, lines = strokefont.glyph(ch)
            self.assertTrue(lines, ch)
            for line in lines:
                self.assertGreaterEqual(len(line), 2, ch)
                for x, y in line:
                    self.assertTrue(strokecjk.SIDE <= x <= advance - strokecjk.SIDE, (ch, x))
                    self.assertTrue(TOP <= y <= BOTTOM, (ch, y))
                    self.assertTrue(-strokefont.ACCENT_TOP <= y <= strokefont.DESCENT, (ch, y))
            left, right, _, _ = ink(ch)
            self.assertGreaterEqual(left - pen / 2, 0.5, ch)
            self.assertLessEqual(right + pen / 2, advance - 0.5, ch)

    def test_characters_fill_the_square_centred_on_the_capitals(self):
        """Beside "Maze 7" a character is a little taller than a capital,
        as much above the cap line as below the baseline."""
        for ch in WORDS + TRADITIONAL:
            left, right, top, bottom = ink(ch)
            self.assertAlmostEqual((top + bottom) / 2, -strokefont.CAP_HEIGHT / 2,
                                   delta=1.5, msg=ch)
            if ch not in "一二三":  # flat ones
                self.assertGreater(bottom - top, 9, ch)
            self.assertGreaterEqual(right - left, 6, ch)

    def test_no_two_characters_look_alike(self):
        seen = {}
        for ch in WORDS + TRADITIONAL + PUNCTUATION:
            pixels = frozenset(glyph_bitmap(ch, 30)[0])
            self.assertNotIn(pixels, seen, "%r looks like %r" % (ch, seen.get(pixels)))
            seen[pixels] = ch

    def test_simple_characters_have_their_strokes_and_enclosures(self):
        """(pieces of ink, holes): what a reader counts at a glance."""
        expected = {"一": (1, 0), "二": (2, 0), "三": (3, 0), "十": (1, 0), "八": (2, 0),
                    "小": (3, 0), "日": (1, 2), "中": (1, 2), "出": (1, 0), "困": (2, 1),
                    "单": (3, 4), "。": (1, 1), "：": (2, 0),
                    "口": (1, 1), "田": (1, 4), "月": (1, 2), "明": (2, 4), "人": (1, 0),
                    "入": (1, 0), "大": (1, 0), "天": (1, 0), "上": (1, 0), "山": (1, 0),
                    "个": (2, 0), "水": (2, 0), "火": (3, 0), "心": (4, 0), "木": (1, 0)}
        for ch, want in expected.items():
            self.assertEqual(topology(ch, 40), want, ch)

    def test_shared_parts_are_drawn_alike(self):
        """A radical is one piece of the table, the same strokes wherever it
        stands in the same place (纟 on the left, 辶 around, 艹 on top)."""
        def first(ch, n):
            return strokefont.glyph(ch)[1][:n]
        for group, n in (("终级练线", 3), ("迷远近连选过边", 3), ("你们作", 2), ("种秋和科", 5),
                         ("节花草英", 3), ("戏对", 2), ("课语试读认识计词", 2),
                         ("游测法油汉海", 3), ("回圆园国图", 3), ("错钟", 4),
                         # the Traditional radicals: 糹, 言, 金, 門, 辶, 氵
                         ("終級練線紅", 5), ("課試語讀認識計詞", 7), ("錯鐘", 8), ("間關", 6),
                         ("遠連選過邊遊", 3), ("測減漢", 3), ("圖圓園國", 3)):
            for ch in group[1:]:
                self.assertEqual(first(ch, n), first(group[0], n), ch)

    def test_worksheet_titles_teachers_type_are_drawn(self):
        for title in ("第一单元 复习", "春节快乐 迷宫 3", "我们的新课：游戏挑战 第 2 关",
                      "秋天的花草", "上下左右 前后 大小 多少",
                      "单元测试 加法和减法", "语文 数学 英语 科学", "连线 填空 选择",
                      "帮助小兔回家", "最短的路线 用时几分钟？", "加油！找到了吗？",
                      "拼音 汉字 词语 句子", "认识图形：正方形 圆 三角形", "公园 森林 大海 王国"):
            self.assertEqual([ch for ch in title if not strokefont.has_glyph(ch)], [], title)

    def test_traditional_titles_teachers_type_are_drawn(self):
        for title in ("第一單元 複習", "春節快樂 迷宮 3", "我們的新課：遊戲挑戰 第 2 關",
                      "單元測試 加法和減法", "語文 數學 英語 科學", "連線 填空 選擇",
                      "幫助小兔回家", "最短的路線 用時幾分鐘？", "加油！找到了嗎？",
                      "拼音 漢字 詞語 句子", "認識圖形：正方形 圓 三角形", "公園 森林 大海 王國",
                      "三年級二班迷宮練習", "東西南北 門裡門外", "紅色的鳥 白色的魚"):
            self.assertEqual([ch for ch in title if not strokefont.has_glyph(ch)], [], title)

    def test_every_word_printed_in_traditional_chinese_is_drawn(self):
        """What a zh_TW worksheet or book prints: the catalogue's printed words."""
        from mazetk import i18n
        with open(i18n.catalogue_path("zh_TW"), encoding="utf-8") as f:
            entries = i18n.parse_po(f.read())
        printed = [form for e in entries for form in e["msgstr"]
                   if e["msgctxt"] in ("printed", "start letter", "finish letter")
                   or e["msgid"] in ("%(count)d maze", "steps from the start")]
        self.assertGreater(len(printed), 15)
        missing = sorted({ch for text in printed for ch in text if not strokefont.has_glyph(ch)})
        self.assertEqual(missing, [])

    def test_punctuation_sits_where_chinese_sets_it(self):
        for ch in "，。、":  # low, on the left of its square
            left, right, top, _ = ink(ch)
            self.assertLess(right, strokecjk.ADVANCE / 2, ch)
            self.assertGreater(top, -5, ch)
        self.assertGreater(ink("（")[0], strokecjk.ADVANCE / 2)   # hugs what follows
        self.assertLess(ink("）")[1], strokecjk.ADVANCE / 2)      # hugs what precedes
        self.assertEqual(topology("：", 40), (2, 0))


class LineTest(unittest.TestCase):
    def test_mixed_lines_advance_character_by_character(self):
        rng = random.Random(8)
        pool = ALL + "Maze 7 Page 3 Name: Ça?"
        for _ in range(100):
            text = "".join(rng.choice(pool) for _ in range(rng.randrange(1, 20)))
            size = rng.choice((9, 12, 20))
            units = sum(strokefont.glyph(ch)[0] for ch in text)
            self.assertAlmostEqual(strokefont.width(text, size), units * size / 10)
            pen, scale = 5.0, size / strokefont.CAP_HEIGHT
            lines = strokefont.layout(text, size, 5, 30)
            k = 0
            for ch in text:
                advance, strokes = strokefont.glyph(ch)
                for stroke in lines[k:k + len(strokes)]:
                    for x, _ in stroke:  # each glyph within its own advance
                        self.assertTrue(pen - 1e-9 <= x <= pen + advance * scale + 1e-9)
                k += len(strokes)
                pen += advance * scale
            self.assertEqual(k, len(lines))

    def test_chinese_and_latin_sit_on_one_line_without_touching(self):
        size = 20
        text = "迷宫Maze7第3页"
        scale = size / strokefont.CAP_HEIGHT
        pen, boxes = 0.0, []
        for ch in text:
            lines = strokefont.layout(ch, size, pen, 0)
            xs = [x for line in lines for x, _ in line]
            boxes.append((min(xs), max(xs)))
            pen += strokefont.glyph(ch)[0] * scale
        half = strokefont.stroke_width(size) / 2
        for (_, right), (left, _) in zip(boxes, boxes[1:]):
            self.assertGreater(left - right, 2 * half)


class WrapTest(unittest.TestCase):
    def check(self, lines, text, size, max_width):
        self.assertEqual("".join(lines), text)
        for line in lines:
            self.assertLessEqual(strokefont.width(line, size), max_width, line)
        for line, following in zip(lines, lines[1:]):
            self.assertNotIn(following[0], CLOSING, (line, following))
            self.assertNotEqual(line[-1], "（", (line, following))

    def test_a_long_chinese_title_breaks_between_characters(self):
        size = 12
        for chars in range(3, 40):  # (a piece like 难）。 fits three)
            max_width = strokefont.width("迷" * chars, size)
            lines = strokefont.wrap(TITLE, size, max_width)
            self.check(lines, TITLE, size, max_width)
            # Greedy: the next piece (a character with its punctuation)
            # would not have fitted.
            for line, following in zip(lines, lines[1:]):
                k = 1
                while k < len(following) and (following[k] in CLOSING
                                              or following[k - 1] == "（"):
                    k += 1
                self.assertGreater(strokefont.width(line + following[:k], size), max_width,
                                   (line, following))
        self.assertEqual(strokefont.wrap(TITLE, size, 1e6), [TITLE])

    def test_closing_punctuation_never_starts_a_line(self):
        size = 10
        text = "迷宫，答案。姓名：日期（第一页）、从起点走到终点。"
        for width_chars in range(3, 12):
            max_width = strokefont.width("迷" * width_chars, size)
            self.check(strokefont.wrap(text, size, max_width), text, size, max_width)
        # Just room for 迷宫 but not its comma: the comma takes 宫 along.
        lines = strokefont.wrap("迷宫，答案", size, strokefont.width("迷宫", size))
        self.assertEqual(lines, ["迷", "宫，", "答案"])

    def test_mixed_text_breaks_at_spaces_and_between_chinese(self):
        size = 10
        text = "Maze 7：迷宫练习 第 3 页"
        max_width = strokefont.width("Maze 7：迷", size)
        lines = strokefont.wrap(text, size, max_width)
        self.assertEqual(lines[0], "Maze 7：迷")
        self.assertEqual(" ".join(lines).replace(" ", ""), text.replace(" ", ""))
        for line in lines:
            self.assertLessEqual(strokefont.width(line, size), max_width)
            self.assertEqual(line, line.strip())
        # Latin words stay whole; a colon stays with the number before it.
        lines = strokefont.wrap("Page 12：答案", size, strokefont.width("Page 12：", size))
        self.assertEqual(lines, ["Page 12：", "答案"])

    def test_the_ideographic_space_is_kept(self):
        text = "姓名：\u3000\u3000\u3000日期："
        self.assertEqual(strokefont.wrap(text, 10, 1e6), [text])
        self.assertEqual(strokefont.width("\u3000", 10), strokecjk.ADVANCE)


if __name__ == "__main__":
    unittest.main()
