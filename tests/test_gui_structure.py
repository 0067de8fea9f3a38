"""The shape of the Tk shell, read from its source with ast (no display needed).

The window is built by composition: no mixins, no ``getattr``/``hasattr``
guards, keys bound to the main window (never ``bind_all``), and only the
Canvas view draws on the Canvas.  How long a file is, is its job's business:
the rules of what may import what are in test_dependencies.
"""

import ast
import os
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GUI = os.path.join(ROOT, "mazetk", "gui")
#: Modules of the shell that must not import tkinter (the logic stays Tk-free).
TK_FREE = ("animation.py", "growing.py", "solving.py", "work.py", "document.py", "tasks.py",
           "config.py")
#: The modules that may create Canvas items: the Canvas view, and the legend
#: strip (a Canvas of its own) in legend, and the scrolling settings panel (a
#: Canvas holding one frame) in scrolling; theme says "create" to Tcl for its
#: named font.
DRAWERS = ("canvas_view.py", "legend.py", "theme.py", "scrolling.py")


def gui_modules():
    for name in sorted(os.listdir(GUI)):
        if name.endswith(".py"):
            path = os.path.join(GUI, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            yield name, text, ast.parse(text, path)


class StructureTest(unittest.TestCase):
    def test_no_class_is_a_mixin(self):
        classes = 0
        for name, _, tree in gui_modules():
            for node in ast.walk(tree):
                if isinstance(node, ast.ClassDef):
                    classes += 1
                    bases = [ast.dump(b) for b in node.bases]
                    self.assertFalse([b for b in bases if "Mixin" in b], node.name)
                    self.assertNotIn("Mixin", node.name)
        self.assertGreater(classes, 8)

    def test_no_attribute_guessing_and_no_bind_all(self):
        for name, _, tree in gui_modules():
            for node in ast.walk(tree):
                if isinstance(node, ast.Call):
                    func = node.func
                    called = func.id if isinstance(func, ast.Name) else (
                        func.attr if isinstance(func, ast.Attribute) else "")
                    self.assertNotIn(called, ("getattr", "hasattr", "bind_all"),
                                     "%s line %d" % (name, node.lineno))

    def test_only_the_canvas_view_draws(self):
        for name, _, tree in gui_modules():
            if name in DRAWERS:
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.Attribute) and node.attr.startswith("create_"):
                    self.fail("%s line %d draws: %s" % (name, node.lineno, node.attr))
                if isinstance(node, ast.Constant) and node.value == "create":
                    self.fail("%s line %d creates Canvas items through Tcl" % (name,
                                                                                node.lineno))

    def test_the_logic_modules_do_not_import_tkinter(self):
        for name, _, tree in gui_modules():
            if name not in TK_FREE:
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom):
                    names = [node.module or ""]
                else:
                    continue
                self.assertFalse([n for n in names if n.startswith("tkinter")], name)


if __name__ == "__main__":
    unittest.main()
