"""Making mazes in the window: Generate, New maze, maze codes, statistics (Tk shell).

:class:`Maker` reads the panel, makes the maze in a task through the same
pipeline as :func:`mazetk.maze.build` (see :mod:`mazetk.gui.work`) and hands
it to the view.  Cancel puts back the seed of the maze still shown.
"""

import tkinter as tk
from dataclasses import replace

from .. import analysis, generate
from ..generate import ALDOUS_BRODER_SLOW_CELLS
from ..i18n import N_, _, ngettext
from ..maze import place_of, statistics
from ..spec import MazeSpec, new_seed, size_words
from .tasks import Task
from ..export.display import IMAGE_CELLS
from .work import find_maze, make_maze, sentence

#: The difficulty Generate looks for, as the messages name it.
LEVEL_WORDS = {"easy": N_("an easy maze"), "medium": N_("a medium maze"),
               "hard": N_("a hard maze")}


def wanted(level, share):
    """What Generate looks for, in words: a difficulty, a long way or both."""
    words = [_(LEVEL_WORDS[level])] if level else []
    if share:
        words.append(_("a way over %d%% of the maze") % share)
    if len(words) == 2:
        return _("%(level)s and %(share)s") % {"level": words[0], "share": words[1]}
    return words[0] if words else _("a maze")


class Maker:
    """Generate and friends.  ``before_generate()`` stops animation and play;
    ``made()`` runs once a new maze is shown."""

    def __init__(self, root, doc, panel, view, runner, status, dialogs, stats, stats_shown):
        self.root, self.doc, self.panel, self.view = root, doc, panel, view
        self.runner, self.status, self.dialogs = runner, status, dialogs
        self.stats, self.stats_shown = stats, stats_shown  # the Statistics tab
        self.stats_for = None
        self.before_generate = lambda: None
        self.made = lambda: None

    def read_settings(self):
        """The panel's settings, validated; None (with messages shown) if any is bad.
        A blank seed is filled in with a new one."""
        raw = self.panel.get()
        problems = raw.problems()
        self.panel.show_errors(problems)
        if problems:
            self.status.set(_("Please correct the field marked in red."))
            return None
        settings = raw.validate()
        if not settings.seed:
            settings = replace(settings, seed=new_seed())
            self.panel.set_seed(settings.seed)
        self.panel.known(settings)  # what said "from a file" says what is used now
        return settings

    def new_maze(self):
        """A new random seed, then Generate; Cancel puts the old seed back."""
        self.panel.set_seed(new_seed())
        self.generate()

    def generate(self):
        settings = self.read_settings()
        if settings is None:
            return False
        spec = settings.spec()
        if spec.algorithm == "aldous-broder" and spec.cols * spec.rows > ALDOUS_BRODER_SLOW_CELLS:
            if not self.dialogs.ask_yes_no(_("Aldous-Broder is slow"), _(
                    "Aldous-Broder walks at random until it has seen every cell: at "
                    "%(cols)d x %(rows)d that can take minutes. Wilson makes mazes of the same "
                    "kind far faster. Go on anyway?") % {"cols": spec.cols, "rows": spec.rows}):
                return False
        self.before_generate()
        self.doc.settings = settings
        self.doc.note = ""
        cell, shrink = self.view.fit_new(spec.cols, spec.rows, spec.shape, spec.mask, spec.levels)
        level, share = settings.target
        if level is not None or share:
            work = (lambda task: find_maze(task, spec, settings, cell, shrink))
            done, label = self._found, _("Looking for %s") % wanted(level, share)
        else:
            work = (lambda task: make_maze(task, spec, settings, cell, shrink))
            done, label = self._show, _("Generating %(cols)d x %(rows)d") % {
                "cols": spec.cols, "rows": spec.rows}
        self.runner.run(Task(work), done, label, replaces=True, on_cancel=self._cancelled)
        return True

    def _cancelled(self):
        """Show the seed (and settings) of the maze that is still on screen."""
        maze = self.doc.maze
        if maze is not None and maze.seed:
            version = self.doc.settings.version if maze.spec is None else maze.spec.version
            self.panel.set_seed(maze.seed, version)
            self.doc.change(seed=maze.seed, version=version)

    def _found(self, result):
        maze, view, tries = result
        settings = self.doc.settings
        level, share = settings.target
        asked = wanted(level, share)
        if maze is None:
            self._cancelled()
            self.status.set(_("No maze found."))
            said = [ngettext("None of %(tries)d seed gave %(wanted)s with %(algorithm)s at "
                             "%(size)s.", "None of %(tries)d seeds gave %(wanted)s with "
                             "%(algorithm)s at %(size)s.", tries) % {
                "tries": tries, "wanted": asked,
                "algorithm": generate.display_name(settings.algorithm),
                "size": size_words(settings.shape, settings.cols, settings.rows)}]
            if level == "hard":
                said.append(_("Wilson and Kruskal make harder mazes than the backtracker, "
                              "and a bigger maze is harder."))
            elif level == "easy":
                said.append(_("The backtracker makes easier mazes than Wilson or Kruskal, "
                              "and a smaller maze is easier."))
            if share:
                said.append(_("Long ways come from the backtracker; with other algorithms, "
                              "lower the minimum way."))
            self.dialogs.show_info(_("No maze found"), " ".join(said))
            return
        self.panel.set_seed(maze.seed, maze.spec.version)
        self.doc.change(seed=maze.seed, version=maze.spec.version)
        self._show((maze, view))
        self.status.set(self.status.text() + "   ·   " + ngettext(
            "seed %(seed)s gave %(wanted)s after %(tries)d try",
            "seed %(seed)s gave %(wanted)s after %(tries)d tries", tries) % {
                "seed": maze.seed, "wanted": asked, "tries": tries})

    def _show(self, result):
        maze, view = result
        self.doc.set_maze(maze, seconds=maze.seconds)
        self.panel.set_code(maze.code)
        self.view.show(view)
        self.made()

    def too_big_to_watch(self, note):
        """Watch it grow on a maze too big to follow: generate at once, say why."""
        self.generate()
        self.doc.note = note

    def grown(self, maze, steps):
        """A maze made by Watch it grow is on screen."""
        self.panel.set_code(maze.code)
        self.made()
        self.status.set(self.status.text() + "   ·   "
                        + ngettext("%d step", "%d steps", steps) % steps)

    # -- ends where the user puts them -----------------------------------------------
    def cell_menu(self, event):
        """The right-click menu of the cell under the pointer: put the start or
        the goal there, or leave both to Endpoints again."""
        cell = self.view.cell_at(event.x, event.y)
        if self.doc.maze is None or cell is None:
            return None
        self.open_cell_menu(cell, event.x_root, event.y_root)
        return "break"

    def walker_menu(self, cell):
        """The cell menu of ``cell`` (play's walker), from the keyboard: it
        opens over the cell, as a right-click there would."""
        if self.doc.maze is None or cell is None:  # not in play: say where it works
            self.status.set(_("In Play, Shift+F10 opens the menu of the cell you stand on; "
                              "else right-click a cell."))
            return
        canvas = self.view.canvas_view.canvas
        x, y = self.view.cell_centre(cell)
        self.open_cell_menu(cell, int(canvas.winfo_rootx() + x - canvas.canvasx(0)),
                            int(canvas.winfo_rooty() + y - canvas.canvasy(0)))

    def open_cell_menu(self, cell, x_root, y_root):
        """The menu that puts the start or the goal at ``cell``, at ``(x_root, y_root)``."""
        maze = self.doc.maze
        menu = tk.Menu(self.root, tearoff=False)
        coded = bool(maze.code)  # a maze opened without its code cannot be remade
        state = "normal" if coded else "disabled"
        chosen = maze.spec is not None and (maze.spec.start is not None
                                            or maze.spec.goal is not None)
        menu.add_command(label=_("Put the start here"), state=state if cell != maze.start
                         else "disabled", command=lambda: self.put_end("start", cell))
        menu.add_command(label=_("Put the goal here"), state=state if cell != maze.goal
                         else "disabled", command=lambda: self.put_end("goal", cell))
        menu.add_separator()
        menu.add_command(label=_("Start and goal by Endpoints"),
                         state=state if chosen else "disabled", command=self.ends_by_rule)
        self.context_menu = menu  # (a test reads it)
        try:
            menu.tk_popup(x_root, y_root)
        finally:
            menu.grab_release()

    def put_end(self, name, cell):
        """The start (``name`` "start") or the goal at ``cell``; the other end
        stays where it is; the same maze made again with its ends moved."""
        maze = self.doc.maze
        if maze is None or not maze.code:
            self.status.set(_("This maze has no code: it was opened from a file."))
            return
        other = "goal" if name == "start" else "start"
        keep = maze.goal if name == "start" else maze.start
        if keep == cell:  # onto the other end: they change places
            keep = maze.start if name == "start" else maze.goal
        self._remake(maze, **{name: place_of(maze.grid, cell),
                              other: place_of(maze.grid, keep)})

    def ends_by_rule(self):
        """Both ends by the Endpoints field again (the fields cleared)."""
        maze = self.doc.maze
        if maze is not None and maze.code:
            self._remake(maze, start=None, goal=None)

    def _remake(self, maze, **ends):
        """Make ``maze`` again from its own settings (not what the fields
        were changed to since) with its ends set as ``ends`` says."""
        spec = replace(MazeSpec.from_code(maze.code), **ends)
        self.panel.set(replace(self.doc.settings.with_spec(spec),
                               show_solution=self.panel.vars["show_solution"].get()))
        self.generate()

    # -- maze codes ------------------------------------------------------------------
    def copy_code(self):
        maze = self.doc.maze
        if maze is None or not maze.code:
            self.status.set(_("This maze has no code: it was opened from a file."))
            return
        self.root.clipboard_clear()
        self.root.clipboard_append(maze.code)
        self.status.set(_("Copied the maze code %s") % maze.code)

    def paste_code(self):
        try:
            text = self.root.clipboard_get()
        except tk.TclError:
            self.dialogs.show_error(_("The clipboard holds no text to use as a maze code."))
            return
        try:
            spec = MazeSpec.from_code(text)
        except ValueError as exc:
            self.dialogs.show_error(sentence(exc))
            return
        self.panel.set(self.doc.settings.with_spec(spec))
        self.generate()

    # -- statistics ----------------------------------------------------------------------
    def update_stats(self):
        """Fill the Statistics tab for the current maze (when it is showing)."""
        if not self.stats_shown():
            return
        maze = self.doc.maze
        if maze is None or self.stats_for is maze:
            if maze is None:
                self.stats.show(None, None, None, None)
            return
        solver = self.doc.settings.solver

        def work(task):
            return statistics(maze, solver), analysis.difficulty(maze, solver)

        def done(result):
            stats, (level, reason) = result
            self.stats_for = maze
            self.stats.show(maze, stats, level, reason)
            self.view.update_status()

        if maze.grid.n <= IMAGE_CELLS:
            done(work(None))
        elif not self.runner.busy():
            self.runner.run(Task(work), done, _("Counting"))
