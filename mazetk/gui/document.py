"""What the window shows: the maze, the settings it was made with, where it
came from (no Tk here).  Every part of the window reads it; the parts that
make or open a maze change it through :meth:`Document.set_maze`.
"""

import os
from dataclasses import replace

from ..export.render import file_stem
from ..generate import display_name as algorithm_name
from ..generate.labyrinth import title as labyrinth_title
from ..i18n import _
from ..solve import display_name as solver_name
from ..spec import size_words
from .work import seconds_text


class Document:
    """The current maze (or None), the settings and the last folder used."""

    def __init__(self, settings, folder=""):
        self.maze = None
        self.settings = settings
        self.folder = folder
        self.source = ""  # the file's name (with its ending), when the maze was opened
        self.gen_seconds = None
        self.note = ""  # said after the status line (e.g. why nothing was animated)

    def set_maze(self, maze, source="", seconds=None):
        self.maze, self.source, self.gen_seconds = maze, source, seconds

    def change(self, **values):
        """Change some settings (``doc.change(solver="dfs")``)."""
        self.settings = replace(self.settings, **values)

    def has_maze(self):
        return self.maze is not None

    def has_code(self):
        return self.maze is not None and bool(self.maze.code)

    def stem(self):
        """A file name for the maze, without an ending."""
        if self.maze is not None and self.maze.seed:
            return file_stem(self.maze)
        return os.path.splitext(self.source)[0] or "maze"

    def summary(self, cell=None):
        """The status line for the maze: size, origin, time, solution, zoom."""
        maze, settings = self.maze, self.settings
        if maze is None:
            return ""
        parts = [size_words(maze.grid.shape, maze.cols, maze.rows)]
        if maze.grid.levels > 1:
            parts[0] = _("%(levels)d floors of %(size)s") % {"levels": maze.grid.levels,
                                                              "size": parts[0]}
        if maze.spec is not None and maze.spec.labyrinth:  # drawn from its design: no seed
            parts.append(labyrinth_title(maze.spec.labyrinth))
        elif maze.spec is not None:
            parts += [algorithm_name(maze.spec.algorithm), _("seed %s") % maze.seed]
        elif self.source:
            parts.append(_("opened from %s") % self.source)
        else:
            parts.append(_("opened from a file"))
        if self.gen_seconds is not None:
            parts.append(_("generated in %s") % seconds_text(self.gen_seconds))
        if settings.show_solution:
            found = maze.solve(settings.solver)
            if found.found:
                if maze.weights is not None:  # steps against cost, as a student compares
                    parts.append(_("solution %(n)d cells, cost %(cost)d, by %(solver)s") % {
                        "n": len(found.path), "cost": maze.cost(found.path),
                        "solver": solver_name(settings.solver)})
                else:
                    parts.append(_("solution %(n)d cells by %(solver)s") % {
                        "n": len(found.path), "solver": solver_name(settings.solver)})
            else:
                parts.append(_("no solution: %s") % found.note)
        if cell:
            size = ("%d" % cell) if cell == int(cell) else ("%.2g" % cell)
            parts.append((_("%s px a block") if settings.look == "blocks" else
                          _("%s px a cell")) % size)
        if self.note:
            parts.append(self.note)
        return "   ·   ".join(parts)
