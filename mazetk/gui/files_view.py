"""File actions of the window: open, save, export, save to folder, worksheet (Tk shell).

:class:`FileActions` asks where through :class:`~mazetk.gui.dialogs.Dialogs`
and writes through :mod:`mazetk.files.savefile`, in a task off the event
loop.  The bytes of each format come from :func:`render`, which needs no Tk.
"""

import os
from dataclasses import replace

from .. import analysis, export, i18n, scene
from ..files import mazefile
from ..files.savefile import save_group, write_replace
from ..i18n import _
from .dialogs import FILE_TYPES
from .print_pages import picture_paper
from .tasks import Task
from ..export.display import window_style
from ..export.render import check_flat, check_formats


def render(maze, fmt, settings, page="a4"):
    """The bytes of ``maze`` in ``fmt``, drawn as the settings say (in their
    palette, the solution solid or dashed: as the window shows it); a PDF
    on paper ``page``."""
    style = window_style(settings)
    if fmt == "json":
        return mazefile.to_json(maze, solution=True, solver=settings.solver).encode("utf-8")
    if fmt == "txt":
        return mazefile.to_text(maze).encode("ascii")
    if fmt == "ascii":
        return export.ascii_art(maze, settings.show_solution, settings.solver).encode("ascii")
    if fmt == "gif":  # the maze growing, or with the solution shown, being solved
        from ..export import gif
        if settings.show_solution or maze.spec is None:  # no code: no growth to show
            return b"".join(gif.solve(maze, style, settings.solver))
        return b"".join(gif.grow(maze, style))
    if fmt == "plotter":  # millimetres, for a pen: 5 mm a cell, hairlines
        from ..export.plotter import plotter_svg
        return plotter_svg(maze, solution=settings.show_solution, solver=settings.solver,
                           style=style)
    drawing = scene.build(maze, style, show_solution=settings.show_solution,
                          solver=settings.solver,
                          cells=analysis.heat_of(maze, style.palette) if settings.heat_map
                          else None)
    return export.picture(fmt, drawing, title=_("maze %s") % (maze.code or ""), page=page)


def read_maze(path, progress=None):
    """The maze in the file at ``path``; ValueError with one sentence if none.
    ``progress(fraction)`` follows a maze rebuilt from its code (it may raise to
    cancel)."""
    name = os.path.basename(path)
    try:
        return mazefile.load(path, progress=progress)
    except mazefile.MazeFileError as exc:
        raise ValueError(_("The file %(name)s is not a maze file: %(why)s")
                         % {"name": name, "why": exc})
    except OSError as exc:
        raise ValueError(_("Could not open the file %(name)s: %(why)s")
                         % {"name": name, "why": i18n.os_reason(exc)})


class FileActions:
    """The File menu.  ``before_open()`` stops what runs; ``opened()`` shows
    the maze just read (it is already in ``doc``)."""

    def __init__(self, doc, panel, dialogs, runner, status, view, paper):
        self.doc, self.panel, self.dialogs, self.paper = doc, panel, dialogs, paper
        self.runner, self.status, self.view = runner, status, view
        self.before_open = lambda: None
        self.opened = lambda: None

    def export(self, fmt):
        """Ask where, then write the maze as it is shown (solution if ticked)."""
        maze = self.doc.maze
        settings = self._export_settings()
        if maze is None or settings is None:
            return
        try:  # the menu greys these out; a key or a script may still ask
            check_formats(maze.grid.kind, [fmt])
            check_flat(maze.grid, [fmt])
            if fmt == "gif":
                from ..export.gif import check
                check(maze, growth=False)
        except ValueError as exc:
            self.dialogs.show_error(str(exc))
            return
        stem = self.doc.stem()
        if fmt == "gif":
            stem += "-solve" if settings.show_solution or maze.spec is None else "-grow"
        elif settings.show_solution and fmt not in ("json", "txt"):
            stem += "-solution"
        path = self.dialogs.ask_save_path(fmt, stem + FILE_TYPES[fmt][1])
        if not path:
            return
        self.doc.folder = os.path.dirname(path)
        page = picture_paper(self.paper.name())

        def work(task):
            write_replace(path, render(maze, fmt, settings, page))
            return [path]

        self.runner.run(Task(work), self._saved, _("Saving"))

    def export_race(self, names):
        """The race window's Save as GIF…: ``names`` racing on the maze
        shown, side by side, in the window's colours."""
        maze = self.doc.maze
        settings = self._export_settings()
        if maze is None or settings is None:
            return
        path = self.dialogs.ask_save_path("gif", self.doc.stem() + "-race.gif")
        if not path:
            return
        self.doc.folder = os.path.dirname(path)
        style = window_style(settings)

        def work(task):
            from ..export import gif
            write_replace(path, b"".join(gif.race(maze, names, style)))
            return [path]

        self.runner.run(Task(work), self._saved, _("Saving"))

    def _export_settings(self):
        """Settings for pictures: the panel's look and cell size (checked)."""
        raw = self.panel.get()
        problems = {k: v for k, v in raw.problems().items() if k in ("cell", "look", "solver")}
        if problems:
            self.panel.show_errors(problems)
            self.status.set(_("Please correct the field marked in red."))
            return None
        return replace(self.doc.settings, cell=int(raw.cell), look=raw.look,
                       solver=raw.solver, show_solution=bool(raw.show_solution))

    def save_to_folder(self):
        """The original program's save: maze and solution PNGs, numbered, never overwriting."""
        maze = self.doc.maze
        settings = self._export_settings()
        if maze is None or settings is None:
            return
        folder = self.dialogs.ask_directory()
        if not folder:
            return
        self.doc.folder = folder
        stem = self.doc.stem()
        plain = replace(settings, show_solution=False)
        solved = replace(settings, show_solution=True)

        def work(task):
            return save_group(folder, stem, [(".png", lambda: render(maze, "png", plain)),
                                             ("-solution.png",
                                              lambda: render(maze, "png", solved))])

        self.runner.run(Task(work), self._saved, _("Saving"))

    def save_worksheet(self):
        """A PDF to print: the maze on page one, its answer key on page two,
        on the window's paper (File > Paper)."""
        maze = self.doc.maze
        settings = self._export_settings()
        if maze is None or settings is None:
            return
        path = self.dialogs.ask_save_path("pdf", self.doc.stem() + "-worksheet.pdf")
        if not path:
            return
        self.doc.folder = os.path.dirname(path)
        page = self.paper.name()

        def work(task):  # the print studio's layout: name line, Start, Finish, code
            from ..export.pdfbook import worksheet
            write_replace(path, worksheet(
                maze, key=True, page=page, look=settings.look,
                palette="default" if settings.palette == "dark" else settings.palette,
                solution_style=settings.solution_style, thick_walls=settings.thick_walls))
            return [path]

        self.runner.run(Task(work), self._saved, _("Saving"))

    def _saved(self, paths):
        names = [os.path.basename(p) for p in paths]
        self.status.note(_("Saved %s") % names[0] if len(names) == 1 else
                         _("Saved %(first)s and %(second)s") % {
                             "first": ", ".join(names[:-1]), "second": names[-1]})
        self.view.update_status()

    def open_maze(self):
        path = self.dialogs.ask_open_path()
        if not path:
            return
        self.before_open()
        self.doc.folder = os.path.dirname(path)

        def opened(maze):
            new, from_file = self.doc.settings, False
            if maze.spec is not None:
                new = new.with_spec(maze.spec)
            else:
                # a file without a code: its own shape, size and mask (shown
                # as painted), none of the last maze's
                mask = ""
                if maze.grid.kind == "masked":
                    from ..masks.mask import encode, of_grid
                    mask = encode(of_grid(maze.grid))
                new = replace(new, cols=maze.cols, rows=maze.rows, seed="", version=None,
                              shape=maze.grid.shape, mask=mask,
                              mask_kind="painted" if mask else "none", mask_source="")
                from_file = True  # how it was made: the panel says "from a file"
            self.doc.settings = new
            self.doc.set_maze(maze, source=os.path.basename(path))
            self.panel.set(new, from_file)
            self.panel.show_errors({})
            self.panel.set_code(maze.code)
            self.opened()

        def work(task):
            # a code-only file rebuilds its maze: that can take minutes, so it
            # shows progress and Cancel (Escape) stops it
            return read_maze(path, lambda f: task.step(0.95 * f, _("Rebuilding the maze "
                                                                 "from its code")))

        self.runner.run(Task(work), opened, _("Opening %s") % os.path.basename(path),
                        replaces=True)
