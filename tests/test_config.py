"""Where the window keeps its settings: a JSON file that never stops it (no Tk)."""

import json
import os
import shutil
import tempfile
import unittest
from unittest import mock

from mazetk.gui import config


class ConfigTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="mazetk-config-")
        self.addCleanup(shutil.rmtree, self.tmp, True)
        patcher = mock.patch.dict(os.environ, {"MAZETK_CONFIG_DIR":
                                               os.path.join(self.tmp, "cfg")})
        patcher.start()
        self.addCleanup(patcher.stop)

    def test_round_trip_makes_the_folder(self):
        self.assertEqual(config.load(), {})
        data = {"settings": {"cols": 30}, "folder": "/x", "geometry": "800x600+0+0"}
        self.assertTrue(config.save(data))
        self.assertEqual(config.load(), data)
        with open(os.path.join(self.tmp, "cfg", config.FILE_NAME)) as f:
            self.assertEqual(json.load(f), data)

    def test_damaged_files_mean_defaults(self):
        path = os.path.join(self.tmp, "cfg", config.FILE_NAME)
        os.makedirs(os.path.dirname(path))
        for damage in ("{not json", "[1, 2]", "", "\x00\x01", '"text"'):
            with open(path, "w") as f:
                f.write(damage)
            self.assertEqual(config.load(), {}, damage)

    def test_unwritable_folder_is_quiet(self):
        blocker = os.path.join(self.tmp, "file")
        with open(blocker, "w") as f:
            f.write("x")
        with mock.patch.dict(os.environ, {"MAZETK_CONFIG_DIR": os.path.join(blocker, "sub")}):
            self.assertFalse(config.save({"a": 1}))
            self.assertEqual(config.load(), {})

    def test_platform_folders(self):
        env = {k: v for k, v in os.environ.items() if k != "MAZETK_CONFIG_DIR"}
        cases = [("linux", {"XDG_CONFIG_HOME": "/xdg"}, os.path.join("/xdg", "mazetk")),
                 ("win32", {"APPDATA": "C:\\AppData"}, os.path.join("C:\\AppData", "mazetk")),
                 ("darwin", {}, os.path.join(os.path.expanduser("~/Library/Application "
                                                                "Support"), "mazetk"))]
        for platform, extra, want in cases:
            with mock.patch.dict(os.environ, dict(env, **extra), clear=True), \
                    mock.patch.object(config.sys, "platform", platform):
                self.assertEqual(config.config_dir(), want, platform)
        with mock.patch.dict(os.environ, env, clear=True), \
                mock.patch.object(config.sys, "platform", "linux"):
            self.assertEqual(config.config_dir(), os.path.join(
                os.path.expanduser("~/.config"), "mazetk"))


if __name__ == "__main__":
    unittest.main()
