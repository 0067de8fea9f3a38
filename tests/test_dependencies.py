"""Imports run one way: the rules of the design, read from the source with ast.

Every import counts, also one inside a function (an import moved into a
function to dodge a circle is still that circle).  The rules:

- the core (everything but the fronts) never imports a front or tkinter;
- the fronts (``cli`` with ``__main__``, ``bench``, ``gui/``) never import
  each other, but for two stated edges: the command line opens the window
  through ``mazetk.gui.launch`` (which imports Tk only when it runs), and
  its ``bench`` command runs :mod:`mazetk.bench`;
- no module imports another module's private (underscore) names, neither
  ``from m import _name`` nor ``m._name`` on an imported module;
- no import circles between modules;
- and the layers: ``grids`` knows nothing above it, ``i18n`` nothing of
  mazetk (so every layer may speak through it), the scene knows no files
  and no shell, the engine (spec, maze, solve, analysis, studio, books)
  writes no files, and the core imports with tkinter missing.

Each test names every breach it finds, so one run lists all that is left.
"""

import ast
import os
import subprocess
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "mazetk")

#: The fronts, by module name prefix: the one place that says which they are.
FRONTS = {"cli": ("mazetk.cli", "mazetk.__main__"), "bench": ("mazetk.bench",),
          "gui": ("mazetk.gui",)}
#: The only edges between fronts, each with its reason.
FRONT_EDGES = {
    ("mazetk.cli", "mazetk.gui.launch"): "`mazetk` with no command opens the window",
    ("mazetk.cli", "mazetk.bench"): "the `mazetk bench` command",
}


#: The layers, lowest first: a module imports only from its own layer and
#: those below it.  A module belongs to the layer of the longest prefix that
#: names it; ``mazetk`` itself (the version) is beneath everything.  The map
#: in ``mazetk/__init__.py`` and the README lists the same order.
LAYERS = (
    ("the words and the files' door", ("mazetk", "mazetk.i18n", "mazetk.numbers",
                                        "mazetk.files.regularfile")),
    ("fonts", ("mazetk.fonts",)),
    ("grids", ("mazetk.grids",)),
    ("masks", ("mazetk.masks",)),
    ("generators", ("mazetk.generate",)),
    ("the maze", ("mazetk.spec", "mazetk.solve", "mazetk.maze")),
    ("the drawing", ("mazetk.scene",)),
    ("what is made of a maze", ("mazetk.analysis", "mazetk.play", "mazetk.studio")),
    ("pages", ("mazetk.books",)),
    ("maze files", ("mazetk.files",)),
    ("writers", ("mazetk.export",)),
    ("the icon", ("mazetk.icon",)),
    ("fronts", ("mazetk.cli", "mazetk.__main__", "mazetk.bench", "mazetk.gui")),
)


def layer_of(module):
    """The index in :data:`LAYERS` of ``module`` (None for a module no layer names)."""
    best = None
    for i, (_, prefixes) in enumerate(LAYERS):
        for p in prefixes:
            if (module == p or module.startswith(p + ".")) and (
                    best is None or len(p) > best[0]):
                best = (len(p), i)
    return None if best is None else best[1]


def holds_code(path):
    """Whether a module does more than hold its docstring (a folder's map)."""
    with open(path, encoding="utf-8") as f:
        body = ast.parse(f.read()).body
    return any(not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))
               for n in body)


def modules(top=PACKAGE):
    """``{dotted name: path}`` of every module under ``top``."""
    out = {}
    for folder, dirs, files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if not d.startswith("__"))
        for name in sorted(files):
            if name.endswith(".py"):
                rel = os.path.relpath(os.path.join(folder, name), ROOT)[:-3]
                dotted = rel.replace(os.sep, ".")
                if dotted.endswith(".__init__"):
                    dotted = dotted[:-len(".__init__")]
                out[dotted] = os.path.join(folder, name)
    return out


def is_private(name):
    """``_name``, but neither a dunder nor ``_`` (gettext's, shared on purpose)."""
    return (name.startswith("_") and name != "_"
            and not (name.startswith("__") and name.endswith("__")))


class Imports:
    """What one module imports: ``edges`` (modules, with the line of each),
    ``private`` (``(module, name, line)`` of each private name it takes)."""

    def __init__(self, dotted, path, known):
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        self.dotted, self.known = dotted, known
        self.package = dotted if path.endswith("__init__.py") else dotted.rpartition(".")[0]
        self.edges, self.private, bound = {}, [], {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    self.add(alias.name, node.lineno)
                    if alias.asname:
                        bound[alias.asname] = alias.name
            elif isinstance(node, ast.ImportFrom):
                base = self.resolve(node)
                for alias in node.names:
                    sub = base + "." + alias.name
                    if sub in known:  # "from . import scene" imports mazetk.scene
                        self.add(sub, node.lineno)
                        bound[alias.asname or alias.name] = sub
                    else:
                        self.add(base, node.lineno)
                        if is_private(alias.name) and base in known and base != dotted:
                            self.private.append((base, alias.name, node.lineno))
        for node in ast.walk(tree):  # module._name, on a module imported by name
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and bound.get(node.value.id) in known and is_private(node.attr)):
                self.private.append((bound[node.value.id], node.attr, node.lineno))

    def resolve(self, node):
        if not node.level:
            return node.module
        parts = self.package.split(".")
        base = ".".join(parts[:len(parts) - node.level + 1])
        return base + ("." + node.module if node.module else "")

    def add(self, name, line):
        # importing a.b.c runs a and a.b first: a package's __init__ is an
        # edge too, but for the packages the importer itself sits in
        # (they are set up before it runs)
        parts = name.split(".")
        for k in range(1, len(parts) + 1):
            target = ".".join(parts[:k])
            inside = self.dotted == target or self.dotted.startswith(target + ".")
            if k < len(parts) and (inside or target not in self.known):
                continue
            if target != self.dotted:
                self.edges.setdefault(target, line)


def graph():
    mods = modules()
    return {m: Imports(m, p, mods) for m, p in mods.items()}


def front_of(module):
    for front, prefixes in FRONTS.items():
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return front
    return None


def circles(edges):
    """The strongly connected groups of more than one module (Tarjan, iterative)."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in edges:
                    continue
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    group = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        group.append(w)
                        if w == v:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return sorted(found)


class DependencyTest(unittest.TestCase):
    maxDiff = None

    @classmethod
    def setUpClass(cls):
        cls.graph = graph()

    def breaches(self, rule):
        out = []
        for m, imports in sorted(self.graph.items()):
            for target, line in sorted(imports.edges.items()):
                reason = rule(m, target)
                if reason:
                    out.append("%s line %d imports %s: %s" % (m, line, target, reason))
        return out

    def test_the_core_never_imports_a_front_or_tkinter(self):
        def rule(m, target):
            if front_of(m):
                return None
            if target == "tkinter" or target.startswith("tkinter."):
                return "tkinter in the core"
            if front_of(target):
                return "the core imports the front %s" % front_of(target)
            return None
        self.assertEqual(self.breaches(rule), [])

    def test_the_fronts_never_import_each_other(self):
        def rule(m, target):
            mine, theirs = front_of(m), front_of(target)
            if not mine or not theirs or mine == theirs:
                return None
            if any(m.startswith(a) and (b == target or b.startswith(target + "."))
                   for a, b in FRONT_EDGES):
                return None  # a stated edge (and the packages it runs)
            return "the front %s borrows from the front %s" % (mine, theirs)
        self.assertEqual(self.breaches(rule), [])

    def test_the_stated_front_edges_are_there(self):
        # each allowance is used, or it goes from FRONT_EDGES
        for (m, target), reason in FRONT_EDGES.items():
            self.assertIn(target, self.graph[m].edges, reason)

    def test_no_module_imports_another_modules_private_names(self):
        found = sorted(set("%s line %d takes %s.%s" % (m, line, base, name)
                           for m, imports in self.graph.items()
                           for base, name, line in imports.private))
        self.assertEqual(found, [])

    def test_no_import_circles(self):
        edges = {m: set(i.edges) for m, i in self.graph.items()}
        self.assertEqual([" <-> ".join(group) for group in circles(edges)], [])


    def test_imports_run_down_the_layers(self):
        """Every module sits in a layer, and imports only from its layer or below
        (a package that only holds its map is no step: importing its modules
        runs it)."""
        mods = modules()
        self.assertEqual(sorted(m for m in mods if layer_of(m) is None), [])
        maps = {m for m, path in mods.items() if path.endswith("__init__.py")
                and not holds_code(path)}

        def rule(m, target):
            if target not in mods or target in maps or layer_of(target) <= layer_of(m):
                return None
            return "%s is above %s" % (LAYERS[layer_of(target)][0], LAYERS[layer_of(m)][0])
        self.assertEqual(self.breaches(rule), [])

    def below(self, prefix, allowed):
        """What modules under ``prefix`` import of mazetk outside ``allowed``."""
        return ["%s line %d imports %s" % (m, line, target)
                for m, imports in sorted(self.graph.items())
                if m == prefix or m.startswith(prefix + ".")
                for target, line in sorted(imports.edges.items())
                if target.startswith("mazetk.")
                and not any(target == a or target.startswith(a + ".") for a in allowed)]

    def test_grids_know_nothing_above_them(self):
        """...but the words of their messages."""
        self.assertEqual(self.below("mazetk.grids", ("mazetk.grids", "mazetk.i18n")), [])

    def test_the_languages_module_imports_nothing_of_mazetk(self):
        self.assertEqual(self.below("mazetk.i18n", ()), [])

    def test_the_scene_knows_no_files_and_no_shell(self):
        found = []
        for m, imports in sorted(self.graph.items()):
            if m == "mazetk.scene" or m.startswith("mazetk.scene."):
                found += ["%s imports %s" % (m, t) for t in sorted(imports.edges)
                          if t.startswith(("mazetk.export", "mazetk.files", "mazetk.gui",
                                           "mazetk.cli", "tkinter"))]
        self.assertEqual(found, [])

    def test_the_engine_writes_no_files(self):
        """The maze, its settings and the print studio's pages know no writer
        and no file: the fronts and export/ turn them into files."""
        engine = ("mazetk.spec", "mazetk.maze", "mazetk.solve", "mazetk.analysis",
                  "mazetk.studio", "mazetk.books")
        found = ["%s line %d imports %s" % (m, line, target)
                 for m, imports in sorted(self.graph.items())
                 if any(m == e or m.startswith(e + ".") for e in engine)
                 for target, line in sorted(imports.edges.items())
                 if target.startswith(("mazetk.export", "mazetk.files"))]
        self.assertEqual(found, [])

    def test_the_core_imports_without_tkinter(self):
        code = ("import sys; sys.modules['tkinter'] = None\n"
                "import mazetk.export, mazetk.files, mazetk.cli, mazetk.bench, mazetk.studio, "
                "mazetk.analysis, mazetk.play, mazetk.icon, mazetk.gui.launch")
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              universal_newlines=True)
        self.assertEqual(done.returncode, 0, done.stdout)


class RulesTest(unittest.TestCase):
    """The reader and the circle finder see what they must (on made-up sources)."""

    def setUp(self):
        import tempfile
        self.dir = tempfile.mkdtemp()
        self.addCleanup(__import__("shutil").rmtree, self.dir)

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    def test_function_level_and_private_imports_are_seen(self):
        path = self.write("a.py", "from .b import _hidden, shown\n"
                                  "def f():\n    from . import c\n    return c._inner\n")
        known = {"mazetk", "mazetk.x", "mazetk.x.a", "mazetk.x.b", "mazetk.x.c"}
        imports = Imports("mazetk.x.a", path, known)
        self.assertEqual(sorted(imports.edges), ["mazetk.x.b", "mazetk.x.c"])
        self.assertEqual(sorted((b, n) for b, n, _ in imports.private),
                         [("mazetk.x.b", "_hidden"), ("mazetk.x.c", "_inner")])

    def test_importing_a_submodule_runs_its_package(self):
        path = self.write("a.py", "from ..y import z\n")
        known = {"mazetk", "mazetk.x", "mazetk.x.a", "mazetk.y", "mazetk.y.z"}
        self.assertEqual(sorted(Imports("mazetk.x.a", path, known).edges),
                         ["mazetk.y", "mazetk.y.z"])

    def test_a_module_is_in_the_layer_of_its_longest_prefix(self):
        self.assertEqual(LAYERS[layer_of("mazetk.files.regularfile")][0],
                         "the words and the files' door")
        self.assertEqual(LAYERS[layer_of("mazetk.files.mazeread")][0], "maze files")
        self.assertEqual(LAYERS[layer_of("mazetk.gui.app")][0], "fronts")
        self.assertIsNone(layer_of("mazetkx"))
        self.assertLess(layer_of("mazetk.grids.base"), layer_of("mazetk.scene.records"))

    def test_circles_are_found_however_long(self):
        edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
        self.assertEqual(circles(edges), [["a", "b", "c"]])
        self.assertEqual(circles({"a": {"b"}, "b": set()}), [])

    def test_fronts_are_named_by_prefix(self):
        self.assertEqual(front_of("mazetk.gui.app"), "gui")
        self.assertEqual(front_of("mazetk.__main__"), "cli")
        self.assertIsNone(front_of("mazetk.guide"))
        self.assertIsNone(front_of("mazetk.spec"))

    def test_gettexts_underscore_is_not_private(self):
        self.assertFalse(is_private("_"))
        self.assertFalse(is_private("__version__"))
        self.assertTrue(is_private("_frame"))


if __name__ == "__main__":
    unittest.main()
