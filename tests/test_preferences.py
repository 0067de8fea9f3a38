"""The window's language and text size (mazetk.gui.preferences), in a real Tk."""

import json
import os
import sys
import types
import unittest
from unittest import mock

from mazetk import i18n
from mazetk.gui import config, preferences
from mazetk.gui.theme import named_font
from mazetk.studio import FONT_SCALES

from .test_app import AppTestCase


def start_again(case, app):
    """A new App on the test's root, as the next start of mazetk."""
    app.close()
    for child in list(case.root.children.values()):
        child.destroy()
    return case.make_app()


#: A language the tests do not speak (choosing the one spoken starts nothing).
OTHER = i18n.available()[-1]


def english():
    """Back to the tests' language, as if no --lang had been given."""
    i18n.set_language(None)


class RestartCommandTest(unittest.TestCase):
    def test_python_m_mazetk_starts_the_same_way_without_lang(self):
        main = types.SimpleNamespace(__spec__=types.SimpleNamespace(name="mazetk.__main__"))
        for argv, rest in ((["x"], []), (["x", "--lang", "zh"], []),
                           (["x", "--lang=zh", "--other"], ["--other"])):
            self.assertEqual(preferences.restart_command(argv, main),
                             [sys.executable, "-m", "mazetk"] + rest)

    def test_a_mazetk_script_runs_again_with_this_python(self):
        script = os.path.join(os.path.dirname(preferences.__file__), "..", "mazetk.pyw")
        main = types.SimpleNamespace(__spec__=None)
        self.assertEqual(preferences.restart_command([script, "--lang", "en"], main),
                         [sys.executable, script])

    def test_another_program_is_not_started(self):
        main = types.SimpleNamespace(__spec__=types.SimpleNamespace(name="unittest.__main__"))
        self.assertIsNone(preferences.restart_command(["python -m unittest"], main))
        self.assertIsNone(preferences.restart_command([__file__], main))


class LanguageAtStartTest(unittest.TestCase):
    def tearDown(self):
        english()

    def test_the_saved_language_is_spoken_unless_lang_named_one(self):
        for code in i18n.available():
            english()
            saved = {"settings": {"language": code}}
            self.assertEqual(preferences.language_at_start(saved), code)
            self.assertEqual(i18n.language(), code)
        english()
        self.assertEqual(preferences.language_at_start({"settings": {"language": "auto"}}),
                         i18n.system_language())
        self.assertEqual(preferences.language_at_start({"settings": {"language": "xx"}}),
                         i18n.system_language())  # a damaged choice: the system's
        i18n.set_language("en")  # as --lang en does
        self.assertEqual(preferences.language_at_start(
            {"settings": {"language": i18n.available()[-1]}}), "en")


class TextSizeTest(AppTestCase):
    def sizes(self):
        return {name: int(named_font(self.root, name).cget("size"))
                for name in preferences.NAMED_FONTS}

    def test_every_named_font_scales_from_its_normal_size(self):
        self.make_app()
        normal = self.sizes()
        self.assertTrue(all(normal.values()), normal)
        for scale in FONT_SCALES + (1.0,):
            preferences.scale_fonts(self.root, scale)
            for name, size in self.sizes().items():
                self.assertEqual(abs(size), max(1, round(abs(normal[name]) * scale)), name)
                self.assertEqual(size < 0, normal[name] < 0, name)  # pixels stay pixels

    def test_larger_and_smaller_step_within_the_limits_and_are_kept(self):
        a = self.make_app()
        normal = self.sizes()["TkDefaultFont"]
        for _ in range(len(FONT_SCALES) + 2):
            a.commands.invoke("text-larger")
        self.assertEqual(a.prefs.current_scale(), FONT_SCALES[-1])
        self.assertEqual(abs(self.sizes()["TkDefaultFont"]), round(abs(normal) * 2))
        self.assertIn("200%", a.status.note_text())
        with open(os.path.join(config.config_dir(), config.FILE_NAME), encoding="utf-8") as f:
            self.assertEqual(json.load(f)["settings"]["font_scale"], 2.0)
        for _ in range(len(FONT_SCALES) + 2):
            a.commands.invoke("text-smaller")
        self.assertEqual(a.prefs.current_scale(), FONT_SCALES[0])
        a.commands.invoke("text-normal")
        self.assertEqual(self.sizes()["TkDefaultFont"], normal)
        a.commands.invoke("text-larger")
        b = start_again(self, a)  # the next start draws at the size kept
        self.assertEqual(b.prefs.current_scale(), FONT_SCALES[FONT_SCALES.index(1.0) + 1])
        self.assertEqual(abs(self.sizes()["TkDefaultFont"]),
                         round(abs(normal) * b.prefs.current_scale()))
        b.commands.invoke("text-normal")

    def test_the_keys_are_ctrl_brackets(self):
        a = self.make_app()
        canvas = self.canvas()
        canvas.focus_force()
        self.root.update()
        canvas.event_generate("<Control-bracketright>")
        self.assertGreater(a.prefs.current_scale(), 1.0)
        canvas.event_generate("<Control-bracketleft>")
        self.assertEqual(a.prefs.current_scale(), 1.0)


class LanguageMenuTest(AppTestCase):
    def tearDown(self):
        english()
        super().tearDown()

    def choose(self, a, code, restart):
        asked = []
        a.dialogs.ask_yes_no = lambda title, message: asked.append(message) or restart
        a.panel.vars["language"].set(code)  # as the menu's radio entry does
        a.commands.invoke("language-" + code)
        return asked

    def test_entries_are_radio_buttons_named_in_their_own_language(self):
        a = self.make_app()
        menu = a.commands.menus["view/language"]
        labels = [menu.entrycget(i, "label") for i in range(menu.index("end") + 1)]
        self.assertEqual(labels, ["System (auto)"] + [i18n.NAMES[c] for c in
                                                      i18n.available()])
        self.assertEqual({menu.type(i) for i in range(menu.index("end") + 1)},
                         {"radiobutton"})

    def test_choosing_the_language_spoken_offers_no_new_start(self):
        a = self.make_app()
        a.prefs.command = lambda: ["mazetk-again"]
        with mock.patch("subprocess.Popen") as popen:
            asked = self.choose(a, "en", restart=True)
        popen.assert_not_called()
        self.assertEqual(asked, [])
        self.assertIn("already", a.status.note_text())
        self.assertEqual(config.load()["settings"]["language"], "en")  # still kept

    def test_the_choice_is_kept_and_spoken_at_the_next_start(self):
        code = i18n.available()[-1]
        a = self.make_app()
        a.prefs.command = lambda: ["mazetk-again"]
        with mock.patch("subprocess.Popen") as popen:
            asked = self.choose(a, code, restart=False)
        popen.assert_not_called()
        self.assertIn("starts again", asked[0])
        self.assertEqual(i18n.language(), "en")  # not now: every label is made already
        start_again(self, a)
        self.assertEqual(i18n.language(), code)
        self.assertFalse(i18n.asked())  # the saved choice, not a --lang
        # Tk's own dialogs (file chooser, message box buttons) speak it too
        cancel = self.root.tk.eval('namespace eval ::tk {::msgcat::mc "&Cancel"}')
        self.assertNotEqual(cancel, "&Cancel")
        preferences.language_at_start({"settings": {"language": "en"}}, self.root)
        self.assertEqual(self.root.tk.eval('namespace eval ::tk {::msgcat::mc "&Cancel"}'),
                         "&Cancel")

    def test_tk_speaks_traditional_chinese_from_mazetks_own_catalogue(self):
        """Tk ships no zh_tw catalogue: its file chooser and message box
        buttons take mazetk's, and Simplified Chinese keeps Tk's own."""
        def mc(text):
            return self.root.tk.eval('namespace eval ::tk {::msgcat::mc "%s"}' % text)
        preferences.language_at_start({"settings": {"language": "zh_TW"}}, self.root)
        self.assertEqual(mc("&Cancel"), u"\u53d6\u6d88(&C)")                    # 取消(&C)
        self.assertEqual(mc("File &name:"), u"\u6a94\u6848\u540d\u7a31(&N)\uff1a")  # 檔案名稱
        self.assertEqual(mc("&No"), u"\u5426(&N)")                               # 否
        preferences.language_at_start({"settings": {"language": "zh_CN"}}, self.root)
        self.assertEqual(mc("All Files"), u"\u6240\u6709\u6587\u4ef6")            # 所有文件
        preferences.language_at_start({"settings": {"language": "en"}}, self.root)
        self.assertEqual(mc("&Cancel"), "&Cancel")

    def test_starting_again_keeps_the_maze_shown(self):
        a = self.make_app()
        shown = a.doc.maze.code
        a.prefs.close = mock.Mock()
        a.prefs.command = lambda: ["mazetk-again"]
        with mock.patch("subprocess.Popen") as popen:
            self.choose(a, OTHER, restart=True)
        popen.assert_called_once()
        self.assertEqual(popen.call_args[0][0], ["mazetk-again"])
        a.prefs.close.assert_called_once_with()
        b = start_again(self, a)  # what the new start does with the config just saved
        self.assertEqual(b.doc.maze.code, shown)

    def test_no_offer_when_the_maze_would_be_lost_or_mazetk_cannot_start(self):
        a = self.make_app()
        a.prefs.command = lambda: ["mazetk-again"]
        spec, a.doc.maze.spec = a.doc.maze.spec, None  # as a maze opened from a file
        with mock.patch("subprocess.Popen") as popen:
            self.assertEqual(self.choose(a, OTHER, restart=True), [])
            self.assertIn("Save the maze first", self.infos[-1][1])
            a.doc.maze.spec = spec
            a.prefs.command = lambda: None  # started by another program
            self.assertEqual(self.choose(a, OTHER, restart=True), [])
            self.assertIn("starts again", self.infos[-1][1])
        popen.assert_not_called()
        a.prefs.command = lambda: ["/no/such/program"]
        a.prefs.close = mock.Mock()
        with mock.patch("subprocess.Popen", side_effect=OSError(2, "No such file")):
            self.assertEqual(len(self.choose(a, OTHER, restart=True)), 1)
        self.assertIn("could not start again", self.errors[-1])
        a.prefs.close.assert_not_called()
        with open(os.path.join(config.config_dir(), config.FILE_NAME), encoding="utf-8") as f:
            self.assertEqual(json.load(f)["settings"]["seed"], "")  # no maze kept for later

if __name__ == "__main__":
    unittest.main()
