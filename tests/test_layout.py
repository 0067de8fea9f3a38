"""The layout shows the design, and imports run one way (see mazetk/__init__.py).

These read the source with :mod:`ast`; they import nothing of mazetk's
shell, so they run without a display.
"""

import ast
import os
import subprocess
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "mazetk")


def modules():
    """``{dotted name: path}`` of every module in the package."""
    out = {}
    for folder, dirs, files in os.walk(PACKAGE):
        dirs[:] = [d for d in dirs if not d.startswith("__")]
        for name in files:
            if name.endswith(".py"):
                rel = os.path.relpath(os.path.join(folder, name), ROOT)[:-3]
                dotted = rel.replace(os.sep, ".")
                if dotted.endswith(".__init__"):
                    dotted = dotted[:-len(".__init__")]
                out[dotted] = os.path.join(folder, name)
    return out


def imports_of(dotted, path):
    """Every module ``dotted`` imports (absolute names), at any depth of the file."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    package = dotted if path.endswith("__init__.py") else dotted.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1])
                target = base + ("." + node.module if node.module else "")
            else:
                target = node.module
            found.add(target)
            for alias in node.names:  # "from . import scene" imports mazetk.scene
                found.add(target + "." + alias.name)
    return found


class ImportDirectionTest(unittest.TestCase):
    def setUp(self):
        self.mods = modules()
        self.graph = {m: imports_of(m, p) for m, p in self.mods.items()}

    def imports(self, module, prefix):
        return sorted(i for i in self.graph[module]
                      if i == prefix or i.startswith(prefix + "."))

    def test_only_the_shell_imports_tkinter(self):
        for m in self.mods:
            if m.startswith("mazetk.gui"):
                continue
            self.assertEqual(self.imports(m, "tkinter"), [], m)

    def test_grids_know_nothing_above_them(self):
        """...but the words of their messages (mazetk.i18n imports only the
        standard library, so every layer may speak through it)."""
        for m in self.mods:
            if m.startswith("mazetk.grids"):
                bad = [i for i in self.graph[m] if i.startswith("mazetk.")
                       and not i.startswith(("mazetk.grids", "mazetk.i18n"))]
                self.assertEqual(bad, [], m)

    def test_the_languages_module_imports_nothing_of_mazetk(self):
        self.assertEqual(self.imports("mazetk.i18n", "mazetk"), [])

    def test_the_scene_knows_no_files_and_no_shell(self):
        for prefix in ("mazetk.export", "mazetk.gui", "mazetk.cli", "tkinter"):
            self.assertEqual(self.imports("mazetk.scene", prefix), [])

    def test_the_core_does_not_import_its_fronts(self):
        fronts = ("mazetk.cli", "mazetk.gui", "mazetk.bench")
        for m in self.mods:
            if m.startswith(fronts) or m in ("mazetk.__main__",):
                continue
            for front in fronts:
                self.assertEqual(self.imports(m, front), [], m)

    def test_the_fronts_do_not_borrow_from_each_other(self):
        for m in self.mods:
            if m.startswith("mazetk.gui"):
                self.assertEqual(self.imports(m, "mazetk.cli"), [], m)
        # The CLI opens the window only through the launcher, which imports Tk lazily.
        shell = [i for i in self.graph["mazetk.cli"] if i.startswith("mazetk.gui")]
        self.assertEqual(sorted(set(shell)), ["mazetk.gui.launch", "mazetk.gui.launch.run_gui"])

    def test_the_core_imports_without_tkinter(self):
        code = ("import sys; sys.modules['tkinter'] = None\n"
                "import mazetk.export, mazetk.cli, mazetk.bench, mazetk.studio, "
                "mazetk.analysis, mazetk.play, mazetk.icon, mazetk.gui.launch")
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              universal_newlines=True)
        self.assertEqual(done.returncode, 0, done.stdout)


def holds_code(path):
    """Whether a module defines or runs anything beyond its docstring."""
    with open(path, encoding="utf-8") as f:
        body = ast.parse(f.read()).body
    return any(not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))
               for n in body)


class LayoutTest(unittest.TestCase):
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
        """idlelib's rule: tests/test_<module>.py; the writers inside export/ and the
        shapes inside grids/ are tested through their package, in test_export.py
        and test_grids.py (and test_grid_shapes.py); a part of the Tk shell by
        test_gui_<part>.py, or by a test module that imports it by name."""
        tests = os.path.join(ROOT, "tests")
        missing = []
        for m in modules():
            parts = m.split(".")
            if len(parts) == 1 or parts[-1] == "__main__" or m in (
                    "mazetk.grids", "mazetk.export", "mazetk.gui"):
                continue
            init = os.path.join(ROOT, *parts, "__init__.py")
            if os.path.exists(init) and not holds_code(init):
                continue  # a folder's map: its modules have the tests
            own = os.path.join(tests, "test_%s.py" % parts[-1])
            if os.path.exists(own):
                continue
            if len(parts) == 3 and parts[1] in ("export", "grids"):
                shared = os.path.join(tests, "test_%s.py" % parts[1])
                if os.path.exists(shared):
                    continue
            if len(parts) == 3 and parts[1] == "gui":
                # A part of the shell is driven through the real window, by a
                # test module that imports it by name.
                if os.path.exists(os.path.join(tests, "test_gui_%s.py" % parts[2])):
                    continue
                if any(m in imports_of("tests." + f[:-3], os.path.join(tests, f))
                       for f in os.listdir(tests) if f.startswith("test_")):
                    continue
            missing.append(m)
        self.assertEqual(missing, [])

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
