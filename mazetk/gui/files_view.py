"""Files for the window: open, save, export, save to folder, worksheet (Tk shell).

A mixin of :class:`mazetk.gui.app.App`.  Every dialog goes through the app's
one-line methods (``ask_save_path`` ...), and every write through
:mod:`mazetk.savefile`, in a task off the event loop.
"""

import os
from dataclasses import replace

from .. import analysis, export, scene
from ..export import mazefile
from ..export.render import file_stem
from ..export.savefile import save_group, write_replace
from .tasks import Task

FILE_TYPES = {
    "png": ("PNG image", ".png"),
    "ps": ("PostScript (EPS)", ".eps"),
    "svg": ("SVG drawing", ".svg"),
    "pdf": ("PDF document", ".pdf"),
    "ascii": ("ASCII art", ".txt"),
    "json": ("mazetk JSON", ".json"),
    "txt": ("Text matrix", ".txt"),
}



def render(maze, fmt, settings):
    """The bytes of ``maze`` in ``fmt``, drawn as the settings say."""
    if fmt == "json":
        return mazefile.to_json(maze, solution=True, solver=settings.solver).encode("utf-8")
    if fmt == "txt":
        return mazefile.to_text(maze).encode("ascii")
    if fmt == "ascii":
        return export.ascii_art(maze, settings.show_solution, settings.solver).encode("ascii")
    drawing = scene.build(maze, settings.style(), show_solution=settings.show_solution,
                          solver=settings.solver,
                          cells=analysis.heat_of(maze) if settings.heat_map else None)
    return export.picture(fmt, drawing, title="maze %s" % (maze.code or ""))


class FilesMixin:
    """File menu actions of the window."""

    def export(self, fmt):
        """Ask where, then write the maze as it is shown (solution if ticked)."""
        if self.maze is None:
            return
        settings = self._export_settings()
        if settings is None:
            return
        ext = FILE_TYPES[fmt][1]
        stem = file_stem(self.maze) if self.maze.seed else (self.source or "maze")
        if settings.show_solution and fmt not in ("json", "txt"):
            stem += "-solution"
        path = self.ask_save_path(fmt, stem + ext)
        if not path:
            return
        self.last_folder = os.path.dirname(path)
        maze = self.maze

        def work(task):
            write_replace(path, render(maze, fmt, settings))
            return path

        self.run_task(Task(work), lambda p: self._saved([p]), "Saving")

    def _export_settings(self):
        """Settings for pictures: the panel's look and cell size (checked)."""
        raw = self.panel.get()
        problems = {k: v for k, v in raw.problems().items() if k in ("cell", "look", "solver")}
        if problems:
            self.panel.show_errors(problems)
            self.set_status("Please correct the field marked in red.")
            return None
        return replace(self.settings, cell=int(raw.cell), look=raw.look, solver=raw.solver,
                       show_solution=bool(raw.show_solution))

    def save_to_folder(self):
        """The original program's save: maze and solution PNGs, numbered, never overwriting."""
        if self.maze is None:
            return
        settings = self._export_settings()
        if settings is None:
            return
        folder = self.ask_directory()
        if not folder:
            return
        self.last_folder = folder
        maze = self.maze
        stem = file_stem(maze) if maze.seed else (self.source or "maze")
        plain = replace(settings, show_solution=False)
        solved = replace(settings, show_solution=True)

        def work(task):
            return save_group(folder, stem, [(".png", lambda: render(maze, "png", plain)),
                                             ("-solution.png",
                                              lambda: render(maze, "png", solved))])

        self.run_task(Task(work), self._saved, "Saving")

    def save_worksheet(self):
        """A PDF to print: the maze on page one, its answer key on page two."""
        if self.maze is None:
            return
        settings = self._export_settings()
        if settings is None:
            return
        stem = (file_stem(self.maze) if self.maze.seed else (self.source or "maze")) + \
            "-worksheet"
        path = self.ask_save_path("pdf", stem + ".pdf")
        if not path:
            return
        self.last_folder = os.path.dirname(path)
        maze = self.maze

        def work(task):
            style = settings.style()
            pages = [scene.build(maze, style), scene.build(maze, style, show_solution=True,
                                                            solver=settings.solver)]
            data = export.pdf(pages, title="Maze %s" % (maze.code or ""),
                              captions=["Name: ____________________    Date: __________",
                                        "Answer key"])
            write_replace(path, data)
            return path

        self.run_task(Task(work), lambda p: self._saved([p]), "Saving")

    def _saved(self, paths):
        names = " and ".join(os.path.basename(p) for p in paths)
        self.last_save = "Saved " + names
        self.saved_label.configure(text=self.last_save)
        self.update_status()

    def open_maze(self):
        path = self.ask_open_path()
        if not path:
            return
        self.stop_animation()
        self.stop_play()
        self.last_folder = os.path.dirname(path)

        def work(task):
            try:
                maze = mazefile.load(path)
            except mazefile.MazeFileError as exc:
                raise ValueError("The file %s is not a maze file: %s"
                                 % (os.path.basename(path), exc))
            except OSError as exc:
                raise ValueError("Could not open the file %s: %s"
                                 % (os.path.basename(path), exc.strerror or exc))
            return maze

        def opened(maze):
            self.maze = maze
            self.source = os.path.splitext(os.path.basename(path))[0]
            self.last_gen_seconds = None
            new = self.settings
            if maze.spec is not None:
                new = new.with_spec(maze.spec)
            else:
                new = replace(new, cols=maze.cols, rows=maze.rows, seed="")
            self.settings = new
            self.panel.set(new)
            self.panel.show_errors({})
            self.panel.set_code(maze.code)
            self.redraw(self.fit_cell(maze.cols, maze.rows))
            self.update_stats()

        self.run_task(Task(work), opened, "Opening %s" % os.path.basename(path), replaces=True)

