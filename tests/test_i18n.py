"""Languages: the catalogue compiler, the choice of language, and that nothing
a person reads is lost in translation (every message in the catalogue, every
placeholder kept, every word in the window and on the command line goes
through it)."""

import contextlib
import gettext
import io
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

from mazetk import i18n

from . import i18n_lint
from .support import GuiTestCase

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CJK = re.compile(u"[\u4e00-\u9fff]")

PO = u'''# a test catalogue
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=1; plural=0;\\n"

msgid "Maze"
msgstr "\u8ff7\u5bab"

#, python-format
msgid "%(n)d cell"
msgid_plural "%(n)d cells"
msgstr[0] "%(n)d \u683c"

msgctxt "verb"
msgid "Open"
msgstr "\u6253\u5f00"

msgid "Two "
"lines\\n\\"quoted\\""
msgstr "\u4e24"
"\u884c"

#, fuzzy
msgid "Fuzzy"
msgstr "\u6a21\u7cca"

msgid "Untranslated"
msgstr ""
'''


def catalogue(code="zh_CN"):
    with open(i18n.catalogue_path(code), encoding="utf-8") as f:
        return i18n.parse_po(f.read(), code + ".po")


class EnglishAfter(unittest.TestCase):
    def tearDown(self):
        i18n.set_language("en")


class CompileTest(unittest.TestCase):
    def translations(self, text=PO):
        return gettext.GNUTranslations(io.BytesIO(i18n.compile_po(text)))

    def test_gettext_reads_what_we_compile(self):
        t = self.translations()
        self.assertEqual(t.gettext("Maze"), u"\u8ff7\u5bab")
        self.assertEqual(t.ngettext("%(n)d cell", "%(n)d cells", 7) % {"n": 7}, u"7 \u683c")
        self.assertEqual(t.pgettext("verb", "Open"), u"\u6253\u5f00")
        self.assertEqual(t.gettext('Two lines\n"quoted"'), u"\u4e24\u884c")

    def test_fuzzy_and_untranslated_entries_fall_back_to_english(self):
        t = self.translations()
        self.assertEqual(t.gettext("Fuzzy"), "Fuzzy")
        self.assertEqual(t.gettext("Untranslated"), "Untranslated")
        self.assertEqual(t.gettext("Open"), "Open")  # only with its context

    def test_broken_catalogues_are_value_errors(self):
        for bad in ('msgid "a"\n', 'msgstr "a"\n', 'msgid "a"\nmsgstr b\n',
                    '"stray"\n', 'msgid "a"\nmsgstr[1] "x"\n', 'msgid "a"\nbogus "x"\n',
                    'msgid "a\nmsgstr "b"\n', 'msgid __import__("os")\nmsgstr ""\n'):
            with self.subTest(bad=bad):
                with self.assertRaises(ValueError):
                    i18n.compile_po(bad)

    def test_fuzzed_catalogues_never_crash_otherwise(self):
        rng = random.Random(13)
        pieces = ['msgid ', 'msgstr ', 'msgctxt ', 'msgid_plural ', 'msgstr[0] ', '"x"',
                  '"%(n)d"', '\n', '#, fuzzy\n', '# c\n', '"\\', '""', u'"\u8ff7"']
        for _ in range(500):
            text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 30)))
            try:
                mo = i18n.compile_po(text)
            except ValueError:
                continue
            gettext.GNUTranslations(io.BytesIO(mo))

    def test_compile_command_writes_mo_files_gettext_finds(self):
        folder = tempfile.mkdtemp(prefix="mazetk-mo-")
        self.addCleanup(shutil.rmtree, folder, True)
        out = subprocess.run([sys.executable, "-m", "mazetk.i18n", "compile", folder],
                             cwd=ROOT, capture_output=True, text=True)
        self.assertEqual(out.returncode, 0, out.stderr)
        t = gettext.translation(i18n.DOMAIN, folder, languages=["zh_CN"])
        ours = i18n.translations("zh_CN")
        entry = next(e for e in catalogue() if e["msgid"] and e["msgid_plural"] is None
                     and e["msgctxt"] is None)
        self.assertEqual(t.gettext(entry["msgid"]), ours.gettext(entry["msgid"]))
        self.assertTrue(CJK.search(t.gettext(entry["msgid"])))

    def test_placeholders(self):
        self.assertEqual(i18n.placeholders("%(a)s is 100%% of %d and %.1f"),
                         ["%(a)s", "%d", "%.1f"])


class ChoiceTest(EnglishAfter):
    def test_names_people_and_systems_write(self):
        for name in ("zh", "zh_CN", "zh-CN", "zh_CN.UTF-8", "zh_SG", "ZH_cn", "zh_CN@x"):
            self.assertEqual(i18n.match(name), "zh_CN", name)
        for name in ("en", "en_GB.UTF-8", "C", "POSIX", "C.UTF-8"):
            self.assertEqual(i18n.match(name), "en", name)
        for name in ("fr", "", None, "xx_YY"):
            self.assertIsNone(i18n.match(name), name)

    def test_traditional_chinese_by_place_and_script(self):
        for name in ("zh_TW", "zh-TW", "zh_TW.UTF-8", "zh_TW.Big5", "zh_HK", "zh_HK.big5hkscs",
                     "zh_MO", "zh_Hant", "zh-Hant", "zh-Hant-TW", "zh-Hant_HK", "ZH_tw",
                     "zh_CHT"):  # the last: Windows' own name for Traditional Chinese
            self.assertEqual(i18n.match(name), "zh_TW", name)
        for name in ("zh", "zh_CN", "zh_SG", "zh_Hans", "zh-Hans-CN", "zh-Hans-HK", "zh_CHS"):
            self.assertEqual(i18n.match(name), "zh_CN", name)
        self.assertEqual(i18n.set_language("zh-Hant-TW"), "zh_TW")
        self.assertEqual(i18n.language(), "zh_TW")
        self.assertEqual(i18n._("&File"), u"\u6a94\u6848(&F)")
        self.assertEqual(i18n.NAMES["zh_TW"], u"\u7e41\u9ad4\u4e2d\u6587")  # 繁體中文
        self.assertEqual(set(i18n.available()) - set(i18n.NAMES), set())

    def test_traditional_chinese_from_the_system(self):
        env = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_TW.UTF-8"}
        with mock.patch.dict(os.environ, env):
            self.assertEqual(i18n.system_language(), "zh_TW")
        env.update(LANGUAGE="zh_HK:zh")
        with mock.patch.dict(os.environ, env):
            self.assertEqual(i18n.system_language(), "zh_TW")
        quiet = {k: "" for k in env}
        fake = mock.MagicMock()
        for lcid, code in ((0x0404, "zh_TW"), (0x0C04, "zh_TW"), (0x1404, "zh_TW"),
                           (0x0804, "zh_CN"), (0x1004, "zh_CN")):
            fake.windll.kernel32.GetUserDefaultUILanguage.return_value = lcid
            with mock.patch.dict(os.environ, quiet), mock.patch.object(i18n.sys, "platform", "win32"), \
                    mock.patch.dict(sys.modules, {"ctypes": fake}):
                self.assertEqual(i18n.system_language(), code, hex(lcid))
        for apple, code in (("zh-Hant_TW", "zh_TW"), ("zh_TW", "zh_TW"), ("zh-Hant_HK", "zh_TW"),
                            ("zh-Hans_CN", "zh_CN")):
            answer = subprocess.CompletedProcess([], 0, stdout=apple + "\n", stderr="")
            with mock.patch.dict(os.environ, quiet), mock.patch.object(i18n.sys, "platform", "darwin"), \
                    mock.patch("subprocess.run", return_value=answer):
                self.assertEqual(i18n.system_language(), code, apple)

    def test_the_environment_in_gettext_order(self):
        env = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_CN.UTF-8"}
        with mock.patch.dict(os.environ, env):
            self.assertEqual(i18n.system_language(), "zh_CN")
        env.update(LANGUAGE="fr:zh")
        with mock.patch.dict(os.environ, env):
            self.assertEqual(i18n.system_language(), "zh_CN")
        env.update(LC_ALL="en_US.UTF-8", LANGUAGE="")
        with mock.patch.dict(os.environ, env):
            self.assertEqual(i18n.system_language(), "en")
            self.assertEqual(i18n.set_language(None), "en")
            self.assertFalse(i18n.asked())

    def test_a_named_language_is_spoken_and_remembered_as_asked(self):
        self.assertEqual(i18n.set_language("zh"), "zh_CN")
        self.assertTrue(i18n.asked())
        self.assertEqual(i18n.language(), "zh_CN")
        entry = next(e for e in catalogue() if e["msgid"] and e["msgid_plural"] is None
                     and e["msgctxt"] is None and "%" not in e["msgid"])
        self.assertEqual(i18n._(entry["msgid"]), entry["msgstr"][0])
        i18n.set_language("en")
        self.assertEqual(i18n._(entry["msgid"]), entry["msgid"])

    def test_an_unknown_language_names_the_choices(self):
        with self.assertRaises(ValueError) as caught:
            i18n.set_language("klingon")
        self.assertIn("zh_CN", str(caught.exception))
        self.assertIn("zh_TW", str(caught.exception))
        self.assertEqual(i18n.language(), "en")

    def test_the_systems_reasons_are_spoken_too(self):
        import errno
        missing = FileNotFoundError(errno.ENOENT, "No such file or directory")
        self.assertEqual(i18n.os_reason(missing), "no such file or folder")
        i18n.set_language("zh_CN")
        self.assertTrue(CJK.search(i18n.os_reason(missing)))
        self.assertTrue(CJK.search(i18n.os_reason(PermissionError(errno.EACCES, "x"))))
        odd = OSError(errno.EBADF, "Bad file descriptor")  # not in the table: its own words
        self.assertEqual(i18n.os_reason(odd), "Bad file descriptor")
        self.assertEqual(i18n.os_reason(OSError("plain")), "plain")

    def test_a_sentence_ends_as_the_language_ends_one(self):
        self.assertEqual(i18n.sentence("the way is long"), "The way is long.")
        self.assertEqual(i18n.sentence("Done!"), "Done!")
        i18n.set_language("zh_CN")
        self.assertEqual(i18n.sentence(u"\u8def\u5f88\u957f"), u"\u8def\u5f88\u957f\u3002")
        self.assertEqual(i18n.sentence(u"\u597d\u3002"), u"\u597d\u3002")

    def test_argparse_speaks_the_same_language(self):
        import argparse
        i18n.set_language("zh_CN")
        parser = argparse.ArgumentParser(prog="x")
        help_text = parser.format_help()
        self.assertTrue(CJK.search(help_text), help_text)
        self.assertNotIn("usage:", help_text)


class CatalogueTest(unittest.TestCase):
    """Nothing lost in translation."""

    code = "zh_CN"

    @classmethod
    def setUpClass(cls):
        cls.found = i18n.extract()
        cls.entries = {(e["msgctxt"], e["msgid"]): e for e in catalogue(cls.code) if e["msgid"]}

    def test_the_code_has_messages(self):
        self.assertGreater(len(self.found), 300)

    def test_every_message_in_the_code_is_translated(self):
        missing = ["%s (%s)" % (msgid, places[0])
                   for (ctx, msgid, plural), places in sorted(
                       self.found.items(), key=lambda kv: (kv[0][0] or "", kv[0][1]))
                   if not (self.entries.get((ctx, msgid)) or {}).get("msgstr", [""])[0]
                   or self.entries[(ctx, msgid)]["fuzzy"]]
        self.assertEqual(missing, [], "%d messages are not translated" % len(missing))

    def test_the_catalogue_holds_nothing_the_code_lost(self):
        known = {(ctx, msgid) for ctx, msgid, _plural in self.found}
        stale = sorted(msgid for (ctx, msgid) in self.entries if (ctx, msgid) not in known)
        self.assertEqual(stale, [])

    def test_every_placeholder_survives(self):
        broken = []
        for (ctx, msgid), e in self.entries.items():
            want = i18n.placeholders(msgid)
            for form in e["msgstr"]:
                if not form:
                    continue
                got = i18n.placeholders(form)
                named = any("(" in p for p in want)
                same = sorted(want) == sorted(got) if named else want == got
                if not same:
                    broken.append("%r -> %r" % (msgid, form))
        self.assertEqual(broken, [])

    def test_translations_format_like_the_english(self):
        for (ctx, msgid), e in self.entries.items():
            names = re.findall(r"%\((\w+)\)", msgid)
            if not names:
                continue
            values = {n: 1 for n in names}
            for form in e["msgstr"]:
                if form:
                    try:
                        form % values
                    except (TypeError, ValueError, KeyError) as exc:
                        self.fail("%r: %s" % (form, exc))

    def test_menu_letters_stay_one_per_label(self):
        for (ctx, msgid), e in self.entries.items():
            if "&" in msgid and " & " not in msgid:
                self.assertEqual(e["msgstr"][0].count("&"), 1, msgid)

    def test_chinese_is_chinese(self):
        english = [msgid for (ctx, msgid), e in self.entries.items()
                   if re.search("[A-Za-z]{3}", msgid) and not CJK.search(e["msgstr"][0])
                   and not re.fullmatch(r"[A-Za-z0-9 %().,:/&+\-_'\"\[\]<>=\n]*", msgid)]
        self.assertEqual(english[:0], [])  # some stay as they are (PNG, SVG); listed in LINT
        self.assertLess(len(english), max(10, len(self.entries) // 50), english[:20])

    def test_no_shown_string_skips_the_catalogue(self):
        self.assertEqual(["%s:%d: %s" % row for row in i18n_lint.unwrapped()], [])


class TraditionalCatalogueTest(CatalogueTest):
    """The same for Traditional Chinese, and in the words Taiwan reads."""

    code = "zh_TW"

    def translated(self, msgid, ctx=None):
        return self.entries[(ctx, msgid)]["msgstr"][0]

    def test_traditional_characters_only(self):
        simplified = set(u"们这个时对说为门问间长东车马鸟鱼见贝页风飞龙云电网图书画线设终经"
                         u"给级组织练绘结统认识语试读误请让议论记计训讯话该详调课资质选择"
                         u"单开关闭显输导报错误复贴户数据库储档盘区层边远过还进")
        found = sorted({ch for e in self.entries.values() for form in e["msgstr"]
                        for ch in form if ch in simplified})
        self.assertEqual(found, [])

    def test_taiwanese_words_not_mainland_ones(self):
        mainland = (u"文件夹", u"文件夾", u"保存", u"設置", u"默認", u"打開", u"窗口", u"菜單",
                    u"鼠標", u"屏幕", u"文本", u"蒙版", u"信息", u"視頻", u"字體", u"導出",
                    u"打印", u"幫助", u"撤銷", u"遞歸", u"二叉", u"字符", u"練習紙")
        for (ctx, msgid), e in self.entries.items():
            for form in e["msgstr"]:
                for word in mainland:
                    self.assertNotIn(word, form, msgid)
        for msgid, word in (("&File", u"\u6a94\u6848"), ("&Save maze as JSON\u2026", u"\u5132\u5b58"),
                            ("Settings", u"\u8a2d\u5b9a"), ("&Help", u"\u8aaa\u660e"),
                            ("Default", u"\u9810\u8a2d"), ("&Export", u"\u532f\u51fa"),
                            ("Maze", u"\u8ff7\u5bae"), ("Algorithm", u"\u6f14\u7b97\u6cd5")):
            self.assertIn(word, self.translated(msgid), msgid)

    def test_rows_are_lie_and_columns_lan(self):
        """Taiwan reads 列 as a row (a mainland column) and 欄 as a column;
        行 stays a line of text."""
        self.assertEqual(self.translated("Rows"), u"\u5217\u6578")      # 列數
        self.assertEqual(self.translated("Columns"), u"\u6b04\u6578")   # 欄數
        self.assertEqual(self.translated("Row %(row)d, column %(col)d") % {"row": 2, "col": 5},
                         u"\u7b2c 2 \u5217\u7b2c 5 \u6b04")
        self.assertIn(u"\u6b04\u6578x\u5217\u6578", self.translated(
            "size %s must be COLUMNSxROWS, for example 40x30"))
        self.assertTrue(self.translated("line %(line)d").startswith(u"\u7b2c %(line)d \u884c"))
        for (ctx, msgid), e in self.entries.items():
            if re.search(r"\b(rows?|columns?)\b", msgid, re.I) and "line" not in msgid:
                self.assertNotIn(u"\u884c", e["msgstr"][0], msgid)  # no 行 for a row

    def test_quotes_are_the_corner_brackets(self):
        for e in self.entries.values():
            for form in e["msgstr"]:
                self.assertFalse(set(form) & set(u"\u201c\u201d\u2018\u2019"), form)


# --- every word on screen goes through the catalogue ----------------------

OPEN, CLOSE = u"\u27e6", u"\u27e7"
#: Words that are the same in every language: units, formats, keys, the name.
SAME_EVERYWHERE = {"px", "mm", "in", "pt", "PNG", "SVG", "PDF", "EPS", "JSON", "ASCII", "GIF",
                   "PNM", "PBM", "PGM", "PPM", "Ctrl", "Shift", "Alt", "Cmd", "mazetk", "Tk",
                   "Esc", "Tab", "Enter", "Space", "Home", "End", "PgUp", "PgDn", "A4",
                   "Letter", "A3", "A5"}


class Pseudo(gettext.NullTranslations):
    """Every message in brackets: what is not bracketed skipped the catalogue."""

    def gettext(self, message):
        return OPEN + message + CLOSE

    def ngettext(self, singular, plural, n):
        return OPEN + (singular if n == 1 else plural) + CLOSE

    def pgettext(self, context, message):
        return OPEN + message + CLOSE


def outside_catalogue(text):
    """The words of ``text`` that are not inside a pseudo translation."""
    depth, kept = 0, []
    for ch in text:
        if ch == OPEN:
            depth += 1
        elif ch == CLOSE:
            depth = max(0, depth - 1)
        elif depth == 0:
            kept.append(ch)
    words = re.findall(r"[A-Za-z][A-Za-z]+", "".join(kept))
    return [w for w in words if w not in SAME_EVERYWHERE]


class PseudoTest(unittest.TestCase):
    def test_outside_catalogue(self):
        self.assertEqual(outside_catalogue(OPEN + "Maze" + CLOSE + " 12 px"), [])
        self.assertEqual(outside_catalogue("Saved " + OPEN + "x" + CLOSE), ["Saved"])

    def test_command_line_help_and_errors_go_through_the_catalogue(self):
        from mazetk import cli
        ids = cli_values(cli)
        commands = [["--help"]] + [[c, "--help"] for c in cli_subcommands(cli)]
        commands += [["generate", "--size", "0x0"], ["generate", "--algorithm", "nope"],
                     ["solve", os.path.join(ROOT, "no-such-file.txt")], ["bogus"]]
        with mock.patch.object(i18n, "set_language", lambda code=None: i18n.language()):
            for argv in commands:
                i18n.install(Pseudo(), "pseudo")
                out, err = io.StringIO(), io.StringIO()
                with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                    try:
                        cli.main(argv)
                    except SystemExit:
                        pass
                text = out.getvalue() + err.getvalue()
                self.assertTrue(text.strip(), argv)
                # option names (--size), the program's name and the values typed are no words
                words = re.sub(r"(?<![A-Za-z])-[-A-Za-z]+", " ", text)
                loose = [w for w in outside_catalogue(_without_examples(words)) if w not in ids]
                self.assertEqual(loose, [], "%s: %s" % (argv, text[:400]))
        i18n.set_language("en")


def _without_examples(text):
    """``text`` without its example command lines (``python -m mazetk ...``
    and the lines a trailing backslash continues): commands are typed as they are."""
    kept, going_on = [], False
    for line in text.splitlines():
        example = going_on or line.lstrip().startswith("python")
        going_on = example and line.rstrip().endswith("\\")
        if not example:
            kept.append(line)
    return "\n".join(kept)


def cli_subcommands(cli):
    import argparse
    for action in cli.build_parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return sorted(action.choices)
    return []


def cli_values(cli):
    """Every value the command line takes as typed (ids, not words):
    subcommands and the choices of every option, and the words inside them."""
    import argparse
    values, todo = set(), [cli.build_parser()]
    while todo:
        parser = todo.pop()
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                values.update(action.choices)
                todo.extend(action.choices.values())
            elif action.choices:
                for choice in action.choices:
                    values.update(re.findall(r"[A-Za-z]+", str(choice)))
    return values


#: Widgets whose ``text`` is what they say (an Entry's "text" would be its variable).
TEXT_CLASSES = {"Label", "TLabel", "Button", "TButton", "Checkbutton", "TCheckbutton",
                "Radiobutton", "TRadiobutton", "Labelframe", "TLabelframe", "Menubutton",
                "TMenubutton", "Message"}


class WindowWordsTest(GuiTestCase):
    """The real window in a pseudo language: every label, menu entry, tab,
    button, check box and status line is a translation."""

    mapped = True

    def setUp(self):
        super().setUp()
        self.tmp = tempfile.mkdtemp(prefix="mazetk-i18n-")
        self.addCleanup(shutil.rmtree, self.tmp, True)
        self.env = mock.patch.dict(os.environ, {"MAZETK_CONFIG_DIR": self.tmp})
        self.env.start()
        self.app = None

    def close_parts(self):
        if self.app is not None:
            self.app.close()
        self.env.stop()
        i18n.set_language("en")

    def texts(self):
        """``(where, text)`` of every word the window shows."""
        out = []
        todo = [self.root]
        while todo:
            w = todo.pop()
            todo.extend(w.winfo_children())
            cls = w.winfo_class()
            if cls in ("Menu",):
                last = w.index("end")
                for i in range(0 if last is None else last + 1):
                    if w.type(i) in ("command", "checkbutton", "radiobutton", "cascade"):
                        out.append(("menu " + str(w), w.entrycget(i, "label")))
                continue
            if cls == "TNotebook":
                for tab in w.tabs():
                    out.append(("tab", w.tab(tab, "text")))
            if cls == "Canvas" or cls == "Legend":
                for item in w.find_all():
                    if w.type(item) == "text":
                        out.append((str(w), w.itemcget(item, "text")))
            if cls == "Toplevel" or w is self.root:
                out.append(("title", w.wm_title()))
            if cls == "TCombobox":
                for value in w.tk.splitlist(w.cget("values")):
                    out.append(("choice " + str(w), str(value)))
            if cls in TEXT_CLASSES:
                text = str(w.cget("text"))
                if text:
                    out.append((cls + " " + str(w), text))
        return [(where, text) for where, text in out if text not in i18n.NAMES.values()]

    def test_every_word_in_the_window_is_a_translation(self):
        from mazetk.gui import app as app_module
        import time
        i18n.install(Pseudo(), "pseudo")
        with mock.patch.object(i18n, "set_language", lambda code=None: "pseudo"):
            self.app = app_module.App(self.root)
            deadline = time.time() + 60
            while time.time() < deadline:
                self.root.update()
                if not self.app.runner.busy() and not self.app.canvas_view.busy() \
                        and self.app.doc.maze is not None:
                    break
                time.sleep(0.01)
            self.root.update()
        texts = self.texts()
        for name in ("heat", "stats", "play", "hint", "studio", "shortcuts"):
            self.app.commands.invoke(name)  # each brings words of its own
            for _ in range(20):
                self.root.update()
            texts += self.texts()
        kinds = {where.split()[0] for where, _text in texts}
        self.assertTrue({"menu", "tab", "choice", "TLabel", "TButton", "TCheckbutton",
                         "TLabelframe", "title"} <= kinds, kinds)
        self.assertGreater(len(texts), 150)
        self.assertIsNotNone(self.app.doc.maze)
        loose = ["%s: %r" % (where, text) for where, text in texts
                 if outside_catalogue(text)]
        self.assertEqual(loose, [], "\n".join(loose))


if __name__ == "__main__":
    unittest.main()
