"""The window: builds the parts and wires them together (IDLE-style composition).

:class:`App` owns no feature logic.  Each feature is a part with its own
state, and parts talk through a few methods and hooks:

* :class:`~mazetk.gui.document.Document` — the maze and settings shown;
* :class:`~mazetk.gui.statusbar.StatusBar` and
  :class:`~mazetk.gui.tasks.TaskRunner` — status, progress, Cancel; long
  work in a task thread;
* :class:`~mazetk.gui.maze_view.MazeView` over
  :class:`~mazetk.gui.canvas_view.CanvasView` — fit, zoom, layers (only the
  Canvas view draws on the Canvas);
* :class:`~mazetk.gui.maker.Maker` — Generate, codes, statistics;
* :class:`~mazetk.gui.animator.Animator`, :class:`~mazetk.gui.play_control.PlayControl`,
  :class:`~mazetk.gui.files_view.FileActions`;
* :class:`~mazetk.gui.print_view.PrintStudio` — worksheets and books, previewed;
* :class:`~mazetk.gui.dialogs.Dialogs` — every blocking dialog, one line each;
* :class:`~mazetk.gui.preferences.Preferences` — the language and the text size;
* :class:`~mazetk.gui.commands.CommandTable` — menus, keys and the shortcuts
  help, all made from the table in :meth:`App.command_list`.
"""

import sys
import tkinter as tk
from dataclasses import replace
from tkinter import ttk

from .. import __version__
from ..export.render import SQUARE_FORMATS
from .. import i18n
from ..i18n import N_, _
from ..studio import Settings, pieces_note
from ..spec import new_seed
from . import config
from .animator import Animator
from .canvas_view import CanvasView
from .commands import (MOD, SHORTCUT_GROUPS, Command, CommandTable, ctrl, first_focusable,
                       focused, mod, neither_typing_nor_button, next_region, not_in_a_list,
                       not_on_button, not_typing, region_commands, select_all, sep,
                       typing_in_field, walk_commands)
from .dialogs import Dialogs
from .document import Document
from .files_view import FileActions
from .legend import Legend
from .maker import Maker
from .ground_brush import GroundBrush
from .race import RaceWindow
from .mask_mode import MaskEditor
from .panel import SettingsPanel
from .play_control import PlayControl
from .preferences import Preferences, language_at_start, scale_fonts
from .print_pages import Paper
from .print_view import PaperMenu, PrintStudio
from .screen import SMALLEST, px, restore_geometry, window_size
from .stats_panel import StatsPanel
from .statusbar import StatusBar
from .tasks import TaskRunner
from .theme import make_styles, set_icon
from .toolbar import WrapBar
from .maze_view import MazeView
from .work import sentence

EXPORTS = (("png", N_("&PNG image…")), ("ps", N_("Post&Script (EPS)…")),
           ("svg", N_("&SVG drawing…")), ("pdf", N_("P&DF document…")),
           ("plotter", N_("P&lotter SVG (mm)…")), ("ascii", N_("&ASCII art (square mazes)…")),
           ("txt", N_("&Text matrix (square mazes)…")),
           ("gif", N_("&GIF animation…")))
#: The settings of the window itself, kept even while a field is bad.
WINDOW_FIELDS = ("palette", "solution_style", "font_scale", "language", "thick_walls")


class App:
    """The main window of mazetk: parts, layout, commands, closing."""

    def __init__(self, root, settings=None, generate_now=True):
        self.root = root
        self.callback_errors = []
        root.report_callback_exception = self._callback_error
        saved = config.load()
        language_at_start(saved, root)  # before any word is shown
        folder = saved.get("folder") if isinstance(saved.get("folder"), str) else ""
        settings = settings or Settings.from_dict(saved.get("settings", {}))
        if not settings.seed:
            settings = replace(settings, seed=new_seed())
        self.doc = Document(settings, folder)
        root.title("mazetk")  # i18n: keep (the program's name)
        make_styles(root)
        scale_fonts(root, settings.font_scale)
        root.minsize(*window_size(root, SMALLEST))
        restore_geometry(root, saved.get("geometry"))
        self._make_parts(saved)
        self._wire()
        self.commands = CommandTable(root, self.command_list(), before=self.status.clear_note)
        root.configure(menu=self.commands.menubar)
        self.panel.set(settings)
        set_icon(root)
        root.protocol("WM_DELETE_WINDOW", self.quit)
        self.update_states()
        if generate_now:
            root.after_idle(self.maker.generate)

    def _make_parts(self, saved):
        root, doc = self.root, self.doc
        self.dialogs = Dialogs(root, lambda: doc.folder)
        body = ttk.Frame(root)
        self.status = StatusBar(root, on_cancel=self.cancel)
        self.status.pack(side="bottom", fill="x")
        self.bar = bar = WrapBar(root, padding=(0, px(root, 2)))
        bar.pack(side="top", fill="x")
        body.pack(fill="both", expand=True)
        self.runner = TaskRunner(root, self.status, lambda m: self.dialogs.show_error(m),
                                 lambda: self.view.update_status())
        self.tabs = ttk.Notebook(body)
        self.tabs.pack(side="left", fill="y")
        self.panel = SettingsPanel(
            self.tabs, on_generate=lambda: self.maker.generate(),
            on_new_seed=lambda: self.maker.new_maze(), on_solution=self._solution_switched,
            on_solver=lambda: self.view.set_solver(self.panel.solver()),
            on_look=self._look_changed,
            on_copy_code=lambda: self.maker.copy_code(),
            ask_mask_path=lambda: self.mask.ask_open_path(),
            on_edit_mask=lambda: self.mask.start(), toolbar=bar.group(),
            ask_ground_path=lambda: self.dialogs.ask_ground_path())
        self.stats_panel = StatsPanel(self.tabs, self.panel.shared("heat_map"),
                                      lambda: self.view.set_heat(self.panel.switch("heat_map")))
        self.tabs.add(self.panel, text=_("Settings"))
        self.tabs.add(self.stats_panel, text=_("Statistics"))
        right = ttk.Frame(body)
        right.pack(side="left", fill="both", expand=True)
        self.legend = Legend(right)
        self.legend.pack(side="top", fill="x")
        self.canvas_view = CanvasView(right)
        self.canvas_view.pack(side="top", fill="both", expand=True)
        self.view = MazeView(self.canvas_view, doc, self.runner, self.status, MOD)
        self.animator = Animator(root, doc, self.view, self.legend, self.status,
                                 self.runner, saved.get("speed"))
        self.animator.make_controls(bar)
        self.play = PlayControl(root, doc, self.view, self.legend, self.status, self.dialogs)
        self.play.make_controls(bar)
        self.mask = MaskEditor(root, self.view, self.legend, self.status, self.runner,
                               self.panel.mask_box, self.dialogs)
        self.mask.make_controls(bar)
        self.brush = GroundBrush(root, doc, self.view, self.status, self.panel)
        self.paper = Paper(i18n.language())
        self.paper_menu = PaperMenu(root, self.paper)
        self.files = FileActions(doc, self.panel, self.dialogs, self.runner, self.status,
                                 self.view, self.paper)
        self.maker = Maker(root, doc, self.panel, self.view, self.runner, self.status,
                           self.dialogs, self.stats_panel,
                           lambda: self.tabs.select() == str(self.stats_panel))
        self.studio = PrintStudio(root, doc, self.dialogs, self.status, self.paper)
        self.prefs = Preferences(root, {name: self.panel.shared(name) for name in (
            "language", "font_scale")}, self.dialogs, self.status)

    def _wire(self):
        """The hooks by which one part's event becomes another's action."""
        view, play, anim = self.view, self.play, self.animator
        maker, files = self.maker, self.files
        view.on_shown = play.redraw
        # play's result, or the brush's keys, outlast a new look of the maze
        view.status_words = lambda: play.result() or self.brush.words()
        view.before_redraw = self._before_redraw
        self.mask.before_start = self.stop_all_but_tasks
        self.mask.done = maker.generate
        for part in (play, anim, self.mask, self.brush):
            part.changed = self.update_states
        self.brush.before_start = self.stop_all_but_tasks
        play.before_start = self._before_play
        play.show_way = lambda: self._set_switch("show_solution", True)
        anim.before_start = self.stop_all_but_tasks
        anim.settings_for_growth = maker.read_settings
        anim.too_big = maker.too_big_to_watch
        anim.grown = maker.grown
        maker.before_generate = self.stop_all_but_tasks
        view.on_context = maker.cell_menu
        maker.made = self._made
        files.before_open = self.stop_all_but_tasks
        files.opened = self._made_and_fit
        self.tabs.bind("<<NotebookTabChanged>>", lambda e: maker.update_stats())
        self.prefs.saved = self.save_config
        self.prefs.can_keep_maze = lambda: self.doc.maze is None or self.doc.has_code()
        self.prefs.keep_maze = lambda: self.save_config(keep_maze=True)
        self.prefs.close = self.close_window
        self.prefs.language_changed = self.paper.language_is

    def command_list(self):
        """The command table: every menu entry and shortcut of the window."""
        m, f, a, p, v = self.maker, self.files, self.animator, self.play, self.view
        have = self.doc.has_maze
        out = [
            Command("new", label=_("&New maze"), accel=mod("N"), keys=ctrl("n"), menu="file",
                    handler=m.new_maze),
            Command("generate", label=_("&Generate again"), accel="F5", keys=("<F5>",),
                    menu="file", handler=m.generate),
            Command("enter", label=_("Generate with these settings"), accel="Enter",
                    keys=("<Return>", "<KP_Enter>"), handler=m.generate, when=not_on_button),
            sep("file"),
            Command("open", label=_("&Open maze…"), accel=mod("O"), keys=ctrl("o"), menu="file",
                    handler=f.open_maze),
            Command("save", label=_("&Save maze as JSON…"), accel=mod("S"), keys=ctrl("s"),
                    menu="file", handler=lambda: f.export("json"), enabled=have),
            Command("open-mask", label=_("Open mas&k…"), menu="file", handler=self.mask.open_mask),
            Command("save-mask", label=_("Sa&ve mask…"), menu="file", handler=self.mask.save_mask)]
        def square():
            grid = self.doc.maze.grid if have() else None  # a flat square maze
            return grid is not None and grid.kind == "square" and not (
                grid.levels > 1 or grid.weave or grid.wrap)
        def flat():  # a pen draws no stair and no passage beneath another
            grid = self.doc.maze.grid if have() else None
            return grid is not None and grid.levels == 1 and not grid.weave  # a cube's net too
        out += [Command("export-" + fmt, label=_(label), menu="file/export",
                        handler=lambda fmt=fmt: f.export(fmt),
                        enabled=square if fmt in SQUARE_FORMATS else flat if fmt == "plotter"
                        else have)
                for fmt, label in EXPORTS]
        out += [
            Command("folder", label=_("Save to &folder…"), accel=mod("Shift+S"), keys=ctrl("S"),
                    menu="file", handler=f.save_to_folder, enabled=have),
            Command("worksheet", label=_("&Print worksheet (PDF)…"), accel=mod("P"),
                    keys=ctrl("p"), menu="file", handler=f.save_worksheet, enabled=have),
            Command("studio", label=_("Print s&tudio…"), accel=mod("Shift+P"), keys=ctrl("P"),
                    menu="file", handler=self.studio.open),
        ] + self.paper_menu.commands() + [
            sep("file"),
            Command("quit", label=_("&Quit"), accel=mod("Q"), keys=ctrl("q"), menu="file",
                    handler=self.quit),
            Command("copy", label=_("&Copy maze code"), accel=mod("Shift+C"), keys=ctrl("C"),
                    menu="edit", handler=m.copy_code, enabled=self.doc.has_code),
            Command("paste", label=_("&Paste maze code"), accel=mod("Shift+V"), keys=ctrl("V"),
                    menu="edit", handler=m.paste_code),
            Command("mask-undo", label=_("&Undo the last mask stroke"), accel=mod("Z"),
                    keys=ctrl("z"), menu="edit", handler=self.mask.undo,
                    enabled=self.mask.can_undo, when=not_typing),
            Command("select-all", label=_("Select &all (in a field)"), accel=mod("A"),
                    keys=ctrl("a"), menu="edit", handler=lambda: select_all(focused(self.root)),
                    when=typing_in_field),
            Command("cancel", label=_("Cancel what is running, or leave play"), accel=N_("Escape"),
                    keys=("<Escape>",), handler=self.cancel, when=not_in_a_list)]
        out += region_commands(self.next_region) + [
            Command("zoom-in", label=_("Zoom &in"), accel=mod("+"),
                    keys=ctrl("plus", "equal", "KP_Add"), menu="view", handler=v.zoom_in,
                    enabled=have),
            Command("zoom-out", label=_("Zoom &out"), accel=mod("-"),
                    keys=ctrl("minus", "KP_Subtract"), menu="view", handler=v.zoom_out,
                    enabled=have),
            Command("fit", label=_("&Fit to window"), accel=mod("0"), keys=ctrl("0"), menu="view",
                    handler=v.zoom_fit, enabled=have),
            sep("view"),
            Command("solution", label=_("Show &solution"), accel=mod("L"), keys=ctrl("l"),
                    menu="view", handler=self._solution_switched,
                    variable=self.panel.shared("show_solution")),
            Command("heat", label=_("Distance &heat map"), accel=mod("H"), keys=ctrl("h"),
                    menu="view", handler=lambda: v.set_heat(self.panel.switch("heat_map")),
                    variable=self.panel.shared("heat_map")),
            Command("stats", label=_("S&tatistics"), accel=mod("I"), keys=ctrl("i"), menu="view",
                    handler=lambda: self.tabs.select(self.stats_panel)),
            sep("view"),
            Command("grow", label=_("Watch it &grow"), accel="F6", keys=("<F6>",), menu="view",
                    handler=a.grow),
            Command("watch-solve", label=_("&Watch it solve"), accel="F7", keys=("<F7>",),
                    menu="view", handler=a.solve, enabled=have),
            Command("pause", label=_("Play / &pause the animation"), accel="Space",
                    keys=("<KeyPress-space>",), menu="view", handler=a.toggle, enabled=a.running,
                    when=neither_typing_nor_button),
            Command("step", label=_("One step of the animation"), accel=N_("Period"),
                    keys=("<KeyPress-period>",), handler=a.step, enabled=a.running,
                    when=not_typing),
            Command("finish", label=_("Finish the animation"), accel="End",
                    keys=("<KeyPress-End>",), menu="view", handler=a.finish, enabled=a.running,
                    when=not_typing),
            Command("race", label=_("&Race solvers…"), accel=mod("R"), keys=ctrl("r"),
                    menu="view", handler=self.open_race, enabled=have),
            Command("mask", label=_("&Edit the mask"), accel=mod("M"), keys=ctrl("m"), menu="view",
                    handler=self.mask.switched, variable=self.mask.var),
            Command("ground", label=_("Paint the gro&und"), accel=mod("U"), keys=ctrl("u"),
                    menu="view", handler=self.brush.switched, enabled=have,
                    variable=self.brush.var),
            sep("view"),
            Command("play", label=_("Play the &maze"), accel=mod("G"), keys=ctrl("g"), menu="view",
                    handler=p.switched, enabled=have, variable=p.var),
            Command("hint", label=_("Hint (in play)"), accel="H", keys=("<KeyPress-h>",),
                    handler=p.hint, enabled=p.playing, when=not_typing),
            Command("walker-menu", label=_("Put the start or the goal where you stand (in play)"),
                    accel="Shift+F10", keys=("<Shift-F10>", "<KeyPress-Menu>"),
                    handler=lambda: m.walker_menu(p.walk.cell if p.walk else None)),
            sep("view")]
        out += self.prefs.commands() + walk_commands(p)
        out += [Command("ground-%d" % cost, label=_("Ground brush: cost %d") % cost,
                        accel=str(cost), keys=("<KeyPress-%d>" % cost,),
                        handler=lambda cost=cost: self.brush.choose(cost),
                        enabled=self.brush.active, when=not_typing)
                for cost in range(1, 10)]
        out += [
            Command("shortcuts", label=_("&Keyboard shortcuts"), accel="F1", keys=("<F1>",),
                    menu="help", handler=self.show_shortcuts),
            Command("about", label=_("&About mazetk"), menu="help", handler=self.show_about)]
        return out

    # -- glue between parts ---------------------------------------------------------
    def update_states(self):
        """Enable the commands and buttons that make sense now."""
        self.commands.update()
        self.animator.update_buttons()
        self.play.update_buttons()
        self.mask.update_buttons()
        self.panel.allow_copy(self.doc.has_code())

    def stop_all_but_tasks(self):
        self.brush.stop()
        self.mask.stop()
        self.animator.stop()
        self.play.stop()

    def _before_redraw(self):
        self.mask.stop()
        self.animator.stop()

    def _before_play(self):
        self.animator.stop()
        if self.doc.settings.show_solution:  # no peeking: the way hides while you play
            self._set_switch("show_solution", False)

    def _set_switch(self, name, value):
        self.panel.set_switch(name, value)
        if name == "show_solution":
            self.view.set_solution(value)

    def _solution_switched(self):
        show = self.panel.switch("show_solution")
        if show and self.play.playing():
            self.play.give_up()  # showing the way ends the game, and says so
            return
        self.view.set_solution(show)

    def _made(self):
        self.update_states()
        self.maker.update_stats()
        note = pieces_note(self.doc.maze.spec if self.doc.maze is not None else None)
        if note and note not in self.doc.note:  # say so after the status line
            self.doc.note = "; ".join(x for x in (self.doc.note, note) if x)
            self.view.update_status()

    def _made_and_fit(self):
        self.view.redraw()
        self._made()

    def _look_changed(self):
        """Walls, colours, thick walls or the dashed way changed: a new look
        (lines, blocks) fits the maze again, the others keep the zoom."""
        look = self.panel.look()
        self.doc.change(palette=look["palette"], thick_walls=look["thick_walls"],
                        solution_style=look["solution_style"])
        if look["look"] != self.doc.settings.look:
            self.view.set_look(look["look"])
        else:
            self.view.restyle()

    def next_region(self, step):
        """Ctrl+Tab: the focus goes round the settings, the toolbar and the maze
        (on the tabs themselves Ctrl+Tab is the notebook's: the next tab)."""
        regions = [self.tabs, self.bar, self.canvas_view]
        region, target = focused(self.root), None
        for _i in range(len(regions)):  # a toolbar with nothing to press is passed by
            region = next_region(regions, region, step)
            if region is self.canvas_view:
                target = self.canvas_view.focus_target()
            else:
                target = first_focusable(self.tabs.nametowidget(self.tabs.select())
                                         if region is self.tabs else region)
            if target is not None:
                break
        target.focus_set()
        return target

    def cancel(self):
        """Escape or Cancel: stop the task that runs (and say so); else leave play."""
        if self.runner.cancel():
            return
        if self.brush.active():
            self.brush.stop()
        elif self.play.active():
            self.play.stop()

    def open_race(self):
        """View > Race solvers…: the maze shown, two to four solvers side by side."""
        if self.doc.maze is None:
            return
        self.stop_all_but_tasks()
        self.race = RaceWindow(self.root, self.doc.maze, self.view.style(),
                               self.animator.speed.get(), save=self.files.export_race)
        return self.race

    # -- help ---------------------------------------------------------------------------
    def show_shortcuts(self):
        groups = [(prefix, _(keys), _(text)) for prefix, keys, text in SHORTCUT_GROUPS]
        return self.dialogs.show_table(_("Keyboard shortcuts"), "",
                                       self.commands.shortcuts(groups))

    def show_about(self):
        return self.dialogs.show_table(_("About mazetk"), "mazetk %s" % __version__, [
            (_("What"), _("A maze studio: make, solve, play and print mazes.")),
            ("Python", sys.version.split()[0]),
            ("Tk", str(self.root.tk.call("info", "patchlevel")))])

    # -- closing ----------------------------------------------------------------------
    def save_config(self, keep_maze=False):
        """Keep the settings; with ``keep_maze`` the maze shown too (its seed and
        version: mazetk starting again makes the very same maze)."""
        settings, maze = self.doc.settings, self.doc.maze
        try:
            settings = self.panel.get().validate()
        except ValueError:
            # a field is bad: the settings of the maze shown, with the window's choices
            chosen = {k: v for k, v in self.panel.get().to_dict().items() if k in WINDOW_FIELDS}
            settings = Settings.from_dict(dict(settings.to_dict(), **chosen))
        if keep_maze and maze is not None and maze.spec is not None:
            settings = settings.with_spec(maze.spec)
        elif not keep_maze:
            settings = replace(settings, seed="", version=None)
        return config.save(dict(self.animator.kept(), settings=settings.to_dict(),
                                folder=self.doc.folder or "", geometry=self.root.wm_geometry()))

    def close(self):
        """Stop everything that runs (animation, play, task, drawing)."""
        self.stop_all_but_tasks()
        self.studio.close()
        self.commands.close()
        self.view.cancel_refit()
        self.runner.drop()
        self.status.clear_note()
        self.canvas_view.clear()

    def quit(self):
        self.close()
        self.save_config()
        self.root.destroy()

    def close_window(self):
        """Close without saving (mazetk starts again from what was just saved)."""
        self.close()
        self.root.destroy()

    def _callback_error(self, exc_type, exc, tb):
        import traceback
        traceback.print_exception(exc_type, exc, tb)
        self.callback_errors.append(exc)
        try:
            self.dialogs.show_error(_("Something went wrong: %s") % sentence(exc))
        except tk.TclError:
            pass
