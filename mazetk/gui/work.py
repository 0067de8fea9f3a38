"""Work the window hands to a task thread: make, find and prepare mazes (no Tk here).

Every function takes the :class:`~mazetk.gui.tasks.Task` it runs in and
reports progress through ``task.step``; none touches a widget.  Making a
maze goes through :func:`mazetk.maze.stepper`, the pipeline ``build`` and
the animation use, so the window's maze is always the maze of its code.
"""

import time
from collections import deque
from itertools import islice

from .. import analysis, export, scene
from ..export.savefile import SaveError
from ..maze import stepper

#: Above this many cells the maze is shown as one image, not as Canvas items.
IMAGE_CELLS = 100000
#: How many seeds Generate tries for a target difficulty.
SEARCH_TRIES = 200
#: Generator steps between two progress reports.
CHUNK = 20000


class NoTask:
    """Stands in for a Task when view work runs on the Tk thread (small mazes)."""

    def step(self, fraction=None, text=None):
        pass


def make_maze(task, spec, settings, cell):
    """Generate (with progress), then prepare what the Canvas will show:
    ``(maze, view)`` (see :func:`prepare_view`)."""
    began = time.perf_counter()
    grid, steps = stepper(spec)
    finished = []

    def run():
        finished.append((yield from steps))

    walk = run()
    expected = 2.0 * grid.n  # most generators take about two steps a cell
    done = 0
    label = "Generating %d x %d" % (spec.cols, spec.rows)
    while not finished:
        deque(islice(walk, CHUNK), maxlen=0)
        done += CHUNK
        task.step(min(0.5, 0.5 * done / expected), label)
    maze = finished[0]
    maze.seconds = time.perf_counter() - began
    return maze, prepare_view(task, maze, settings, cell)


def prepare_view(task, maze, settings, cell):
    """``(scene, image_strips_or_None, solution_records_or_None, cell, settings)``
    for the Canvas; ``settings`` are the ones it was made with."""
    task.step(0.5, "Drawing")
    style = settings.style(cell)
    drawing = scene.build(maze, style, cells=analysis.heat_of(maze) if settings.heat_map else None)
    image = None
    if maze.grid.n > IMAGE_CELLS:
        task.step(0.6, "Drawing")
        palette, pixels = export.rasterise(
            drawing, progress=lambda f: task.step(0.6 + 0.3 * f, "Drawing"))
        task.step(0.9, "Drawing")
        image = list(export.ppm_strips(drawing.width, drawing.height, palette, pixels))
    solution = None
    if settings.show_solution:
        task.step(0.95, "Solving")
        solution = scene.solution_records(maze, style, settings.solver)
    return drawing, image, solution, cell, settings


def find_maze(task, spec, settings, cell):
    """Try seeds until the maze has the difficulty asked for (bounded):
    ``(maze or None, view or None, tries)``."""
    level, share = settings.target
    began = time.perf_counter()

    def progress(done, total):
        task.step(0.5 * done / total, "Trying seed %d of %d" % (done, total))

    maze, tries = analysis.search(spec, level, share, attempts=SEARCH_TRIES, progress=progress)
    if maze is None:
        return None, None, tries
    maze.seconds = time.perf_counter() - began
    return maze, prepare_view(task, maze, settings, cell), tries


def sentence(exc):
    """One plain sentence from an exception."""
    text = str(exc).strip() or exc.__class__.__name__
    if isinstance(exc, SaveError):
        text = "The file was not saved: " + text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def seconds_text(value):
    return "%.0f ms" % (value * 1000) if value < 1 else "%.2f s" % value
