"""What the window shows: the maze, the settings it was made with, where it
came from (no Tk here).  Every part of the window reads it; the parts that
make or open a maze change it through :meth:`Document.set_maze`.
"""

from dataclasses import replace

from ..export.render import file_stem
from ..spec import size_words
from .work import seconds_text


class Document:
    """The current maze (or None), the settings and the last folder used."""

    def __init__(self, settings, folder=""):
        self.maze = None
        self.settings = settings
        self.folder = folder
        self.source = ""  # the file name, when the maze was opened
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
        return self.source or "maze"

    def summary(self, cell=None):
        """The status line for the maze: size, origin, time, solution, zoom."""
        maze, settings = self.maze, self.settings
        if maze is None:
            return ""
        parts = [size_words(maze.grid.shape, maze.cols, maze.rows)]
        if maze.spec is not None:
            parts += [maze.spec.algorithm, "seed %s" % maze.seed]
        else:
            parts.append("opened from %s" % (self.source or "a file"))
        if self.gen_seconds is not None:
            parts.append("generated in %s" % seconds_text(self.gen_seconds))
        if settings.show_solution:
            found = maze.solve(settings.solver)
            if found.found:
                parts.append("solution %d cells by %s" % (len(found.path), settings.solver))
            else:
                parts.append("no solution: %s" % found.note)
        if cell:
            unit = "block" if settings.look == "blocks" else "cell"
            size = ("%d" % cell) if cell == int(cell) else ("%.2g" % cell)
            parts.append("%s px a %s" % (size, unit))
        if self.note:
            parts.append(self.note)
        return "   ·   ".join(parts)
