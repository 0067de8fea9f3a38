"""Work the window hands to a task thread: make and find mazes (no Tk here).

Every function takes the :class:`~mazetk.gui.tasks.Task` it runs in and
reports progress through ``task.step``; none touches a widget.  Making a
maze goes through :func:`mazetk.maze.build`, the pipeline the command line
uses (its fast carving variants make the same maze as the animation's steps),
so the window's maze is always the maze of its code; what the Canvas then
shows of it is :func:`mazetk.export.display.prepare_view`'s.
"""

import time

from .. import analysis, i18n
from ..export.display import prepare_view
from ..files.savefile import SaveError
from ..i18n import _
from ..maze import build
from ..spec import size_words

#: How many seeds Generate tries for a target difficulty.
SEARCH_TRIES = 200


def make_maze(task, spec, settings, cell, shrink=1):
    """Generate (with progress), then prepare what the Canvas will show:
    ``(maze, view)`` (see :func:`prepare_view`).

    Progress moves through the stages and names each: carving (0-48 %, as
    the generator reports it), solving, drawing.  Cancelling raises out of
    ``task.step`` and so out of the carving."""
    label = _("Generating %s: carving") % size_words(spec.shape, spec.cols, spec.rows)
    task.step(0.0, label)
    maze = build(spec, progress=lambda fraction: task.step(0.48 * fraction, label))
    return maze, prepare_view(task, maze, settings, cell, shrink)


def find_maze(task, spec, settings, cell, shrink=1):
    """Try seeds until the maze has the difficulty asked for (bounded):
    ``(maze or None, view or None, tries)``."""
    level, share = settings.target
    began = time.perf_counter()

    def progress(done, total):
        task.step(0.5 * done / total, _("Trying seed %(done)d of %(total)d")
                  % {"done": done, "total": total})

    maze, tries = analysis.search(spec, level, share, attempts=SEARCH_TRIES, progress=progress)
    if maze is None:
        return None, None, tries
    maze.seconds = time.perf_counter() - began
    return maze, prepare_view(task, maze, settings, cell, shrink), tries


def sentence(exc):
    """One plain sentence from an exception."""
    text = str(exc).strip() or exc.__class__.__name__
    if isinstance(exc, SaveError):
        text = _("The file was not saved: %s") % text
    return i18n.sentence(text)


def seconds_text(value):
    return _("%.0f ms") % (value * 1000) if value < 1 else _("%.2f s") % value
