"""Maze generators: one module an algorithm, the registry here.

Every generator takes a grid whose passages are all closed and a
``random.Random``, carves a perfect maze into ``grid.passages`` (every cell
reachable, exactly one path between any two cells) and yields each step as a
tuple whose first item names what happened:

``("visit", a)``        cell ``a`` becomes the current cell
``("carve", a, b)``     the wall between ``a`` and ``b`` is opened; ``b`` is current
``("back", a)``         backtracked: the cell on top of the stack left it, ``a`` is current
``("frontier", a)``     ``a`` joins the frontier / active set
``("done", a)``         ``a`` leaves the frontier / active set for good
``("walk", a)``         a random walk (Wilson) stepped onto ``a``
``("chamber", a, b)``   recursive division splits the chamber from cell ``a`` to ``b``
``("wall", a, b)``      the passage between ``a`` and ``b`` is closed

Animation draws these one by one (:func:`steps`).  Plain generation
(:func:`carve`) takes an algorithm's fast walk where it has one
(:mod:`.backtracker_fast`, :mod:`.wilson_fast`: the same random calls in
the same order, so the same maze, with no step objects), or else exhausts
the steps in large slices.  Either way ``carve`` calls ``progress(fraction)``
now and then.

The draws: :mod:`.randomness` (the same maze from the same seed on every
Python 3.8+ and platform).  Nothing here recurses: stacks and queues are
explicit.

Read first: :mod:`.backtracker` and :mod:`.wilson`, then the others; each
module holds one algorithm as the textbook tells it.
"""

import itertools
from collections import deque, namedtuple

from ..i18n import N_, _
# the modules, not their functions: mazetk.generate.wilson stays the module
from . import (aldous_broder, backtracker, backtracker_fast, binary_tree, division, eller,
               growing_tree, hunt_and_kill, kruskal, prim, sidewinder, texture, true_prim,
               wilson, wilson_fast)


Param = namedtuple("Param", "name low high default help")
Algorithm = namedtuple("Algorithm", "name function param uniform square_only summary fast")
Algorithm.__new__.__defaults__ = (None,)
Algorithm.__doc__ = """An algorithm of the registry: ``function(grid, rng[, param])`` its
step version; ``fast(grid, rng)``, where given, the same maze without steps
(an iterator of fractions done, or None where it has no fast walk for that
grid and generator)."""

_ALGORITHMS = [
    Algorithm("backtracker", backtracker.backtracker, None, False, False,
              N_("recursive backtracker: long winding corridors, few dead ends"),
              backtracker_fast.variant),
    Algorithm("prim", prim.prim, None, False, False,
              N_("randomized Prim: short branches growing from one cell")),
    Algorithm("true-prim", true_prim.true_prim, None, False, False,
              N_("Prim's spanning tree algorithm over random passage weights")),
    Algorithm("kruskal", kruskal.kruskal, None, False, False,
              N_("randomized Kruskal: merging many small trees")),
    Algorithm("wilson", wilson.wilson, None, True, False,
              N_("Wilson: loop-erased random walks, uniform over all mazes"),
              wilson_fast.variant),
    Algorithm("aldous-broder", aldous_broder.aldous_broder, None, True, False,
              N_("Aldous-Broder: one random walk, uniform over all mazes, slow")),
    Algorithm("hunt-and-kill", hunt_and_kill.hunt_and_kill, None, False, False,
              N_("hunt-and-kill: random walks joined by hunting")),
    Algorithm("eller", eller.eller, None, False, True,
              N_("Eller: row by row, with constant memory per row")),
    Algorithm("growing-tree", growing_tree.growing_tree,
              Param("mix", 0, 100, 50,
                    N_("percent of steps that grow a random active cell instead of the newest "
                       "(0 = always the newest: the backtracker's mazes; 100 = always a random "
                       "one: every cell with an unvisited neighbour is as likely to grow, "
                       "which is not Prim, where every frontier cell is as likely to join: "
                       "longer branches, dead ends about 28 % to Prim's 36 %)")),
              False, False, N_("growing tree: between backtracker and random growth")),
    Algorithm("binary-tree", binary_tree.binary_tree, None, False, True,
              N_("binary tree: every cell opens north or east")),
    Algorithm("sidewinder", sidewinder.sidewinder, None, False, True,
              N_("sidewinder: runs along rows, each opening north once")),
    Algorithm("division", division.division,
              Param("weighted", 0, 1, 1,
                    N_("1 = each wall's orientation at random, weighted by the chamber's "
                       "proportions (as Daedalus does: dead ends about 23 %); 0 = always "
                       "across the longer side (mazetk before 0.2: about 27 %)")),
              False, True,
              N_("recursive division: chambers split by walls with one gap")),
]

#: name -> :class:`Algorithm`, in the order shown to people.
ALGORITHMS = {a.name: a for a in _ALGORITHMS}

#: What the window shows for each algorithm (codes and the CLI keep the names):
#: :func:`display_name`.
NAMES = {
    "backtracker": N_("Recursive backtracker"),
    "prim": N_("Prim (simplified)"),
    "true-prim": N_("Prim (true)"),
    "kruskal": N_("Kruskal"),
    "wilson": N_("Wilson"),
    "aldous-broder": N_("Aldous-Broder"),
    "hunt-and-kill": N_("Hunt and kill"),
    "eller": N_("Eller"),
    "growing-tree": N_("Growing tree"),
    "binary-tree": N_("Binary tree"),
    "sidewinder": N_("Sidewinder"),
    "division": N_("Recursive division"),
}
#: A parameter as a word of a sentence, and as the label of its field.
PARAM_WORDS = {"mix": N_("mix"), "weighted": N_("weighted")}
PARAM_LABELS = {"mix": N_("Mix %"), "weighted": N_("Weighted walls")}


def display_name(name):
    """The name the window shows for algorithm ``name``, translated."""
    return _(NAMES[name]) if name in NAMES else name


def describe(name):
    """The one-line summary of algorithm ``name``, translated ("" if unknown)."""
    algo = ALGORITHMS.get(name)
    return _(algo.summary) if algo else ""


def param_word(pname):
    """Parameter ``pname`` (``mix``) as a word of a translated sentence."""
    return _(PARAM_WORDS[pname]) if pname in PARAM_WORDS else pname


def param_label(name):
    """The label of algorithm ``name``'s parameter field ("" if it has none)."""
    algo = ALGORITHMS.get(name)
    if algo is None or algo.param is None:
        return ""
    pname = algo.param.name
    return _(PARAM_LABELS[pname]) if pname in PARAM_LABELS else pname


def param_help(name):
    """What algorithm ``name``'s parameter does, translated ("" if it has none)."""
    algo = ALGORITHMS.get(name)
    return _(algo.param.help) if algo and algo.param else ""


#: Above this many cells Aldous-Broder takes more than a few seconds.
ALDOUS_BRODER_SLOW_CELLS = 250 * 250


def _lookup(grid, algorithm):
    try:
        algo = ALGORITHMS[algorithm]
    except KeyError:
        raise ValueError(_("unknown algorithm %(value)r; choose one of: %(choices)s")
                         % {"value": algorithm, "choices": ", ".join(ALGORITHMS)}) from None
    if algo.square_only and grid.kind != "square":
        raise ValueError(_("%s works on square grids only") % algorithm)
    if algo.square_only and grid.wrap:
        raise ValueError(_("%s works along the edges, so it makes no maze that wraps around")
                         % algorithm)
    return algo


def _args(algo, param):
    if algo.param is None:
        return ()
    return (algo.param.default if param is None else param,)


def steps(grid, rng, algorithm, param=None, knobs=None):
    """The step iterator of ``algorithm`` on ``grid`` (see the module docstring),
    its choices shaped by ``knobs`` (a :class:`.texture.Texture`) if any.

    ValueError at once for an unknown algorithm or one that needs a square grid.
    """
    algo = _lookup(grid, algorithm)
    if knobs is not None and any(knobs):
        if algorithm not in texture.WALKERS:
            raise ValueError(_("%s takes no bias, run or river") % algorithm)
        if algorithm == "backtracker":
            return texture.backtracker(grid, rng, knobs)
        return algo.function(grid, rng, *_args(algo, param), texture=knobs)
    return algo.function(grid, rng, *_args(algo, param))


#: Steps an algorithm takes per cell, roughly: for the progress fraction.
_STEPS_PER_CELL = {"backtracker": 2, "prim": 2, "true-prim": 2, "growing-tree": 2,
                   "hunt-and-kill": 1, "kruskal": 1, "division": 2, "aldous-broder": 8}
_SLICE = 1 << 16  # steps between two progress calls


def _sliced(work, total):
    """Exhaust the step iterator ``work``, yielding the fraction done every
    :data:`_SLICE` steps; ``total`` is the expected number of steps."""
    counter = itertools.count(1)
    last = deque(maxlen=1)
    while True:
        last.clear()
        last.extend(zip(itertools.islice(counter, _SLICE), work))
        if not last or last[0][0] % _SLICE:
            return
        done = last[0][0]
        yield min(0.99, done / total)


def carve(grid, rng, algorithm, param=None, progress=None, knobs=None):
    """Run ``algorithm`` to the end on ``grid``; return the grid.

    The maze is the one :func:`steps` carves from the same seed, made
    without a step object per step where the algorithm has a fast variant.
    ``progress(fraction)``, if given, is called now and then (every 65536
    steps, or about every 1024 carves) and once with 1.0 at the end; it may
    raise to stop the work, and the grid is then half-carved garbage.
    ``knobs`` (a :class:`.texture.Texture`) shape the choices, as in :func:`steps`.
    """
    algo = _lookup(grid, algorithm)
    textured = knobs is not None and any(knobs)
    if textured:
        work = texture.fast(grid, rng, knobs) if algorithm == "backtracker" else None
    else:
        work = algo.fast(grid, rng) if algo.fast is not None else None
    if work is None:
        total = max(1, grid.n * _STEPS_PER_CELL.get(algorithm, 1))
        work = _sliced(steps(grid, rng, algorithm, param, knobs), total)
    if progress is None:
        deque(work, maxlen=0)
    else:
        for fraction in work:
            progress(fraction)
        progress(1.0)
    return grid
