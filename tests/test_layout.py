"""The layout shows the design (see mazetk/__init__.py): the top of the repository,
a test module per module, and what ``pip install .`` ships.  Which module may
import which is test_dependencies'.

These read the source with :mod:`ast`; they import nothing of mazetk's
shell, so they run without a display.
"""

import ast
import os
import subprocess
import unittest

from .test_dependencies import PACKAGE, ROOT, modules


def holds_code(path):
    """Whether a module defines or runs anything beyond its docstring."""
    with open(path, encoding="utf-8") as f:
        body = ast.parse(f.read()).body
    return any(not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))
               for n in body)


def test_module_of(module):
    """The path of ``module``'s own test module, "" where none is needed, or
    None where it is missing."""
    parts = module.split(".")
    if len(parts) == 1 or parts[-1] == "__main__":
        return ""
    init = os.path.join(ROOT, *parts, "__init__.py")
    if os.path.exists(init) and not holds_code(init):
        return ""  # a folder's map: its modules have the tests
    names = ["test_%s.py" % parts[-1]]
    if parts[1] == "gui" and len(parts) == 3:
        names.insert(0, "test_gui_%s.py" % parts[-1])
    for name in names:
        path = os.path.join(ROOT, "tests", name)
        if os.path.exists(path):
            return path
    return None


class LayoutTest(unittest.TestCase):
    maxDiff = None

    def test_top_level_is_what_the_design_card_allows(self):
        allowed = {"mazetk", "tests", "icons", "setup.cfg", "README.md", "pyproject.toml",
                   ".ci", ".gitignore", ".git"}
        try:
            listed = subprocess.run(["git", "ls-files"], cwd=ROOT, stdout=subprocess.PIPE,
                                    universal_newlines=True, check=True).stdout.split()
        except (OSError, subprocess.CalledProcessError):
            self.skipTest("not a git checkout")
        top = {name.split("/")[0] for name in listed}
        self.assertLessEqual(top, allowed)

    def test_every_module_has_a_test_module(self):
        """idlelib's rule: each module has its own tests/test_<module>.py (a
        part of the Tk shell: test_gui_<part>.py or test_<part>.py), a package
        whose __init__ holds code too; a folder's map (a docstring alone) and
        ``__main__`` have nothing to test."""
        missing = sorted(m for m in modules() if test_module_of(m) is None)
        self.assertEqual(missing, [])

    def test_the_rule_asks_for_the_modules_own_file(self):
        self.assertEqual(test_module_of("mazetk.spec"), os.path.join(ROOT, "tests",
                                                                     "test_spec.py"))
        self.assertEqual(test_module_of("mazetk.__main__"), "")
        self.assertEqual(test_module_of("mazetk.masks"), "")  # a folder's map
        self.assertIsNone(test_module_of("mazetk.nowhere.nothing_like_it"))

    def test_pyproject_holds_only_the_build_system(self):
        with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
            tables = [line.strip() for line in f if line.strip().startswith("[")]
        self.assertEqual(tables, ["[build-system]"])


class PackagingTest(unittest.TestCase):
    """What ``pip install .`` ships is the whole source tree.

    ``packages = find:`` finds only folders with an ``__init__.py``: a folder
    of modules without one is left out of the wheel (the window's ``gui``
    once was, and the installed app could not open).  CI installs the wheel
    and opens the real window from it; this catches the cause without pip.
    """

    def setUp(self):
        import configparser
        self.cfg = configparser.ConfigParser(interpolation=None)
        self.cfg.read(os.path.join(ROOT, "setup.cfg"), encoding="utf-8")

    def test_every_folder_of_modules_is_a_package(self):
        missing = []
        for folder, dirs, files in os.walk(PACKAGE):
            dirs[:] = [d for d in dirs if not d.startswith("__")]
            if any(n.endswith(".py") for n in files) and "__init__.py" not in files:
                missing.append(os.path.relpath(folder, ROOT))
        self.assertEqual(missing, [])

    def test_every_data_file_is_named_in_package_data(self):
        import fnmatch
        patterns = self.cfg.get("options.package_data", "mazetk").replace(",", " ").split()
        data = []
        for folder, dirs, files in os.walk(PACKAGE):
            dirs[:] = [d for d in dirs if not d.startswith("__")]
            for name in files:
                if not name.endswith((".py", ".pyc")):
                    data.append(os.path.relpath(os.path.join(folder, name), PACKAGE)
                                .replace(os.sep, "/"))
        self.assertTrue(data)
        unshipped = [d for d in data if not any(fnmatch.fnmatch(d, p) for p in patterns)]
        self.assertEqual(unshipped, [])

    def test_options_setuptools_reads_are_where_it_reads_them(self):
        # setuptools ignores python_requires anywhere but [options]
        self.assertEqual(self.cfg.get("options", "python_requires"), ">=3.8")
        for section in self.cfg.sections():
            if section != "options":
                self.assertFalse(self.cfg.has_option(section, "python_requires"), section)
        entry = self.cfg.get("options.entry_points", "gui_scripts").split("=")[1].strip()
        module = entry.split(":")[0]
        self.assertIn(module, modules())


if __name__ == "__main__":
    unittest.main()
