"""Starting the window: one clear line, not a traceback, without Tkinter or a
display; the launchers (python -m mazetk, the .pyw) open the window."""

import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

from mazetk.gui import launch

from .support import GuiTestCase, requires_gui, requires_tool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class RootTest(GuiTestCase):
    def test_a_display_gives_a_root_named_for_mazetk(self):
        root = launch.make_root()
        self.assertIsNotNone(root)
        try:
            self.assertEqual(root.winfo_class(), "Mazetk")
        finally:
            root.destroy()

    def test_no_tkinter_is_one_line(self):
        code = ("import sys; sys.modules['tkinter'] = None\n"
                "from mazetk.gui.launch import run_gui\n"
                "sys.exit(run_gui())")
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, universal_newlines=True, timeout=60)
        self.assertEqual(out.returncode, 1)
        self.assertEqual(len(out.stderr.strip().splitlines()), 1, out.stderr)
        self.assertIn("needs Tkinter", out.stderr)


class LaunchTest(unittest.TestCase):
    def setUp(self):
        requires_gui()

    def _wait_for_window(self, proc):
        requires_tool("xdotool")
        deadline = time.time() + 30
        while time.time() < deadline:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^mazetk$"],
                                   stdout=subprocess.PIPE, universal_newlines=True)
            if found.stdout.strip():
                return found.stdout.split()[0]
            if proc.poll() is not None:
                self.fail("the program ended: %s" % proc.stderr.read())
            time.sleep(0.2)
        self.fail("no mazetk window appeared")

    def _run(self, args, cwd):
        env = dict(os.environ, MAZETK_CONFIG_DIR=tempfile.mkdtemp(prefix="mazetk-cfg-"))
        env.pop("PYTHONPATH", None)
        proc = subprocess.Popen(args, cwd=cwd, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, universal_newlines=True)
        self.addCleanup(lambda: (proc.kill(), proc.wait(), proc.stdout.close(),
                                 proc.stderr.close()))
        return proc

    def test_double_click_launcher(self):
        # As a double-click runs it: by path, from another folder, no PYTHONPATH.
        launcher = os.path.join(ROOT, "mazetk", "mazetk.pyw")
        proc = self._run([sys.executable, launcher], cwd=tempfile.gettempdir())
        window = self._wait_for_window(proc)
        self.assertTrue(window)

    def test_python_m_mazetk(self):
        proc = self._run([sys.executable, "-m", "mazetk"], cwd=ROOT)
        self._wait_for_window(proc)

    def test_no_display_is_one_line(self):
        # a config of its own: a language saved by someone's window must not
        # change the words it reads
        env = dict(os.environ, MAZETK_CONFIG_DIR=tempfile.mkdtemp(prefix="mazetk-cfg-"))
        self.addCleanup(shutil.rmtree, env["MAZETK_CONFIG_DIR"], True)
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        out = subprocess.run([sys.executable, "-m", "mazetk"], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             universal_newlines=True, timeout=60)
        self.assertEqual(out.returncode, 1)
        self.assertEqual(len(out.stderr.strip().splitlines()), 1, out.stderr)
        self.assertIn("needs a display", out.stderr)
        self.assertIn("python -m mazetk --help", out.stderr)
        # the very line the launcher writes (mazetk.gui.launch)
        before, after = launch.NO_DISPLAY.split("%(why)s")
        self.assertTrue(out.stderr.startswith(before), out.stderr)
        self.assertTrue(out.stderr.strip().endswith(after), out.stderr)


if __name__ == "__main__":
    unittest.main()
