"""The window: settings panel, Canvas, status bar, menus and dialogs.

The only module that wires the Tk shell to the core.  Long work (making a
big maze, rasterising it, exporting) runs in a :class:`~mazetk.tasks.Task`
thread; the window polls it with ``after()``, shows progress and offers
Cancel.  Every blocking dialog sits behind a one-line method
(``ask_directory``, ``ask_save_path``, ``ask_open_path``, ``show_error``,
``show_info``, ``ask_yes_no``) so the tests replace them.
"""

import os
import sys
import time
import tkinter as tk
from dataclasses import replace
from tkinter import filedialog, messagebox, ttk

from .. import __version__, analysis, export, scene
from . import config
from .animation import MAX_CELLS as ANIMATE_CELLS
from .animation import GrowAnimation, SolveAnimation, legend
from .canvas_view import CanvasView
from ..generate import ALDOUS_BRODER_SLOW_CELLS
from ..maze import statistics, stepper
from .panel import SettingsPanel, StatsPanel
from .files_view import FILE_TYPES, FilesMixin
from .play_view import PlayMixin, typing_in_field
from ..export.savefile import SaveError
from ..settings import Settings
from ..spec import MazeSpec, new_seed
from .tasks import Task

#: Above this many cells the maze is shown as one image, not as Canvas items.
IMAGE_CELLS = 100000
#: The largest picture (pixels) the window will build for a zoom level.
MAX_PIXELS = 40000000
MIN_CELL, MAX_CELL = 2, 64
ZOOM_STEP = 1.25
#: How many seeds Generate tries for a target difficulty.
SEARCH_TRIES = 200

MOD = "Command" if sys.platform == "darwin" else "Control"
MOD_LABEL = "Cmd" if sys.platform == "darwin" else "Ctrl"



class App(PlayMixin, FilesMixin):
    """The main window of mazetk."""

    def __init__(self, root, settings=None, generate_now=True):
        self.root = root
        self.maze = None
        self.task = None
        self.task_replaces = False
        self._task_done = None
        self._poll = None
        self.display_cell = None
        self.view_key = None  # (cell, look) the Canvas shows
        self.solution_key = None  # (solver, cell, look) of the solution layer
        self.last_save = ""
        self.last_gen_seconds = None
        self.source = ""  # where the maze came from, when it was opened
        saved = config.load()
        self.last_folder = saved.get("folder") if isinstance(saved.get("folder"), str) else ""
        self.settings = settings or Settings.from_dict(saved.get("settings", {}))
        if not self.settings.seed:
            self.settings = replace(self.settings, seed=new_seed())
        root.title("mazetk")
        root.minsize(760, 560)
        self._restore_geometry(saved.get("geometry"))
        root.report_callback_exception = self._callback_error
        self._make_styles()
        root.configure(menu=self._make_menu())
        self.animation = None
        self.speed_touched = False
        self.walk = None
        self.note = ""
        self.stats_for = None
        self.draw_seconds = None
        body = ttk.Frame(root)
        body.pack(fill="both", expand=True)
        self.tabs = ttk.Notebook(body)
        self.tabs.pack(side="left", fill="y")
        self.panel = self._make_panel(self.tabs)
        self.stats_panel = StatsPanel(self.tabs, self.panel.vars["heat_map"], self.heat_changed)
        self.tabs.add(self.panel, text="Settings")
        self.tabs.add(self.stats_panel, text="Statistics")
        self.tabs.bind("<<NotebookTabChanged>>", lambda e: self.update_stats())
        right = ttk.Frame(body)
        right.pack(side="left", fill="both", expand=True)
        self._make_toolbar(right).pack(side="top", fill="x")
        self.legend = self._make_legend(right)
        self.legend.pack(side="top", fill="x")
        self.view = self._make_canvas(right)
        self.view.pack(side="top", fill="both", expand=True)
        self._make_statusbar(root).pack(side="bottom", fill="x", before=body)
        self.panel.set(self.settings)
        self._bind_keys()
        self._set_icon()
        root.protocol("WM_DELETE_WINDOW", self.quit)
        self.update_states()
        if generate_now:
            root.after_idle(self.generate)

    # -- builders ---------------------------------------------------------------
    def _make_styles(self):
        style = ttk.Style(self.root)
        if sys.platform.startswith("linux") and "clam" in style.theme_names():
            style.theme_use("clam")
        style.configure("Error.TLabel", foreground="#b00020")
        style.configure("Hint.TLabel", foreground="#555555")
        style.configure("Status.TLabel", padding=(8, 3))
        style.configure("Accent.TButton", font=("TkDefaultFont", 10, "bold"))
        return style

    def _make_menu(self):
        menu = tk.Menu(self.root)
        acc = lambda key: "%s+%s" % (MOD_LABEL, key)  # noqa: E731
        self.menus = {}
        file_menu = tk.Menu(menu, tearoff=False)
        file_menu.add_command(label="New maze", accelerator=acc("N"), command=self.new_maze)
        file_menu.add_command(label="Generate again", accelerator="F5", command=self.generate)
        file_menu.add_separator()
        file_menu.add_command(label="Open maze…", accelerator=acc("O"), command=self.open_maze)
        file_menu.add_command(label="Save maze as JSON…", accelerator=acc("S"),
                              command=lambda: self.export("json"))
        export_menu = tk.Menu(file_menu, tearoff=False)
        for fmt, label in (("png", "PNG image…"), ("ps", "PostScript (EPS)…"),
                           ("svg", "SVG drawing…"), ("pdf", "PDF document…"),
                           ("ascii", "ASCII art…"), ("txt", "Text matrix…")):
            export_menu.add_command(label=label, command=lambda f=fmt: self.export(f))
        file_menu.add_cascade(label="Export", menu=export_menu)
        file_menu.add_command(label="Save to folder…", accelerator=acc("Shift+S"),
                              command=self.save_to_folder)
        file_menu.add_command(label="Print worksheet (PDF)…", accelerator=acc("P"),
                              command=self.save_worksheet)
        file_menu.add_separator()
        file_menu.add_command(label="Quit", accelerator=acc("Q"), command=self.quit)
        menu.add_cascade(label="File", menu=file_menu)

        edit_menu = tk.Menu(menu, tearoff=False)
        edit_menu.add_command(label="Copy maze code", accelerator=acc("Shift+C"),
                              command=self.copy_code)
        edit_menu.add_command(label="Paste maze code", accelerator=acc("Shift+V"),
                              command=self.paste_code)
        menu.add_cascade(label="Edit", menu=edit_menu)

        view_menu = tk.Menu(menu, tearoff=False)
        view_menu.add_command(label="Zoom in", accelerator=acc("+"), command=self.zoom_in)
        view_menu.add_command(label="Zoom out", accelerator=acc("-"), command=self.zoom_out)
        view_menu.add_command(label="Fit to window", accelerator=acc("0"), command=self.zoom_fit)
        view_menu.add_separator()
        self.show_solution_var = tk.BooleanVar(self.root, value=self.settings.show_solution)
        view_menu.add_checkbutton(label="Show solution", accelerator=acc("L"),
                                  variable=self.show_solution_var,
                                  command=self._menu_solution)
        self.heat_var_menu = tk.BooleanVar(self.root, value=self.settings.heat_map)
        view_menu.add_checkbutton(label="Distance heat map", accelerator=acc("H"),
                                  variable=self.heat_var_menu, command=self._menu_heat)
        view_menu.add_command(label="Statistics", accelerator=acc("I"),
                              command=lambda: self.tabs.select(self.stats_panel))
        view_menu.add_separator()
        view_menu.add_command(label="Watch it grow", accelerator="F6",
                              command=self.animate_growth)
        view_menu.add_command(label="Watch it solve", accelerator="F7",
                              command=self.animate_solver)
        view_menu.add_command(label="Play / pause the animation", accelerator="Space",
                              command=self.anim_toggle)
        view_menu.add_command(label="Finish the animation", accelerator="End",
                              command=self.anim_finish)
        view_menu.add_separator()
        view_menu.add_command(label="Play the maze", accelerator=acc("G"),
                              command=self._key_play)
        menu.add_cascade(label="View", menu=view_menu)

        help_menu = tk.Menu(menu, tearoff=False)
        help_menu.add_command(label="Keyboard shortcuts", accelerator="F1",
                              command=self.show_shortcuts)
        help_menu.add_command(label="About mazetk", command=self.show_about)
        menu.add_cascade(label="Help", menu=help_menu)
        self.menus.update(file=file_menu, edit=edit_menu, view=view_menu, help=help_menu,
                          export=export_menu)
        return menu

    def _make_panel(self, parent):
        return SettingsPanel(parent, on_generate=self.generate, on_new_seed=self.new_maze,
                             on_solution=self.toggle_solution, on_solver=self.solver_changed,
                             on_look=self.look_changed, on_copy_code=self.copy_code)

    def _make_canvas(self, parent):
        view = CanvasView(parent)
        c = view.canvas
        self._refit_on_map = False
        c.bind("<Configure>", self._canvas_configured, add="+")
        c.bind("<Button-1>", self._play_mouse)
        c.bind("<B1-Motion>", self._play_mouse)
        c.bind("<%s-MouseWheel>" % MOD, lambda e: self.zoom_in() if e.delta > 0 else self.zoom_out())
        c.bind("<%s-Button-4>" % MOD, lambda e: self.zoom_in())
        c.bind("<%s-Button-5>" % MOD, lambda e: self.zoom_out())
        return view

    def _make_toolbar(self, parent):
        bar = ttk.Frame(parent, padding=(6, 4))
        self.grow_button = ttk.Button(bar, text="Watch it grow", command=self.animate_growth,
                                      style="Toolbutton")
        self.grow_button.pack(side="left")
        self.solve_button = ttk.Button(bar, text="Watch it solve", command=self.animate_solver,
                                       style="Toolbutton")
        self.solve_button.pack(side="left", padx=(2, 8))
        self.play_button = ttk.Button(bar, text="Pause", width=6, command=self.anim_toggle,
                                      style="Toolbutton")
        self.play_button.pack(side="left")
        self.step_button = ttk.Button(bar, text="Step", width=5, command=self.anim_step,
                                      style="Toolbutton")
        self.step_button.pack(side="left")
        self.finish_button = ttk.Button(bar, text="Finish", width=6, command=self.anim_finish,
                                        style="Toolbutton")
        self.finish_button.pack(side="left")
        ttk.Label(bar, text="Speed").pack(side="left", padx=(8, 2))
        self.speed = tk.DoubleVar(self.root, value=55.0)
        self.speed_scale = ttk.Scale(bar, from_=0, to=100, variable=self.speed, length=110,
                                     command=self._speed_changed)
        self.speed_scale.pack(side="left")
        ttk.Separator(bar, orient="vertical").pack(side="left", fill="y", padx=8)
        self.play_var = tk.BooleanVar(self.root, value=False)
        self.play_check = ttk.Checkbutton(bar, text="Play", variable=self.play_var,
                                          command=self.toggle_play, style="Toolbutton")
        self.play_check.pack(side="left")
        self.hint_button = ttk.Button(bar, text="Hint", width=5, command=self.hint,
                                      style="Toolbutton")
        self.hint_button.pack(side="left")
        self.give_up_button = ttk.Button(bar, text="Give up", width=7, command=self.give_up,
                                         style="Toolbutton")
        self.give_up_button.pack(side="left")
        return bar

    def _make_legend(self, parent):
        legend = tk.Canvas(parent, height=22, highlightthickness=0,
                           background=ttk.Style(self.root).lookup("TFrame", "background")
                           or "#dcdad5")
        return legend

    def _show_legend(self, kind, text=None):
        """The strip above the Canvas: colours of an animation, or play's score.

        The strip always keeps its place, empty or not, so the maze below it
        never jumps when an animation starts or ends.
        """
        strip = self.legend
        strip.delete("all")
        x = 8
        for colour, label in (legend(kind) if kind else []):
            strip.create_rectangle(x, 5, x + 12, 17, fill=colour, outline="#555555")
            item = strip.create_text(x + 16, 11, text=label, anchor="w",
                                     font="TkSmallCaptionFont")
            x = strip.bbox(item)[2] + 14
        if text:
            strip.create_text(x, 11, text=text, anchor="w", font="TkSmallCaptionFont",
                              tags=("text",))

    def _canvas_configured(self, event):
        if self._refit_on_map and event.width > 100 and self.maze is not None \
                and self.task is None:
            self._refit_on_map = False
            self.zoom_fit()

    def _make_statusbar(self, parent):
        bar = ttk.Frame(parent, relief="sunken")
        self.status = ttk.Label(bar, text="", style="Status.TLabel", anchor="w")
        self.status.pack(side="left", fill="x", expand=True)
        self.cancel_button = ttk.Button(bar, text="Cancel", command=self.cancel_task, width=8)
        self.progress = ttk.Progressbar(bar, length=160, mode="determinate", maximum=1.0)
        self.saved_label = ttk.Label(bar, text="", style="Status.TLabel", anchor="e")
        self.saved_label.pack(side="right")
        return bar

    def _bind_keys(self):
        r = self.root
        keys = {
            "<%s-n>" % MOD: self.new_maze, "<F5>": self.generate,
            "<%s-o>" % MOD: self.open_maze, "<%s-s>" % MOD: lambda: self.export("json"),
            "<%s-S>" % MOD: self.save_to_folder, "<%s-p>" % MOD: self.save_worksheet,
            "<%s-q>" % MOD: self.quit, "<%s-C>" % MOD: self.copy_code,
            "<%s-V>" % MOD: self.paste_code, "<%s-plus>" % MOD: self.zoom_in,
            "<%s-equal>" % MOD: self.zoom_in, "<%s-KP_Add>" % MOD: self.zoom_in,
            "<%s-minus>" % MOD: self.zoom_out, "<%s-KP_Subtract>" % MOD: self.zoom_out,
            "<%s-0>" % MOD: self.zoom_fit, "<%s-l>" % MOD: self._key_solution,
            "<F1>": self.show_shortcuts, "<Escape>": self.cancel_task,
            "<F6>": self.animate_growth, "<F7>": self.animate_solver,
            "<%s-g>" % MOD: self._key_play, "<%s-h>" % MOD: self._key_heat,
            "<%s-i>" % MOD: lambda: self.tabs.select(self.stats_panel),
        }
        for sequence, command in keys.items():
            r.bind_all(sequence, lambda e, c=command: (c(), "break")[1])
        r.bind("<Return>", self._return_key)
        r.bind("<KP_Enter>", self._return_key)
        moves = {"Up": "up", "Down": "down", "Left": "left", "Right": "right",
                 "w": "up", "s": "down", "a": "left", "d": "right"}
        for key, direction in moves.items():
            r.bind_all("<KeyPress-%s>" % key,
                       lambda e, d=direction: self._play_key(e, d, False))
            if len(key) > 1:
                r.bind_all("<Shift-KeyPress-%s>" % key,
                           lambda e, d=direction: self._play_key(e, d, True))
            else:
                r.bind_all("<KeyPress-%s>" % key.upper(),
                           lambda e, d=direction: self._play_key(e, d, True))
        r.bind_all("<KeyPress-space>", lambda e: self._anim_key(e, self.anim_toggle))
        r.bind_all("<KeyPress-period>", lambda e: self._anim_key(e, self.anim_step))
        r.bind_all("<KeyPress-End>", lambda e: self._anim_key(e, self.anim_finish))
        r.bind_all("<KeyPress-h>", lambda e: self._play_only(e, self.hint))

    def _return_key(self, event):
        # Enter generates, except on a button (which it presses) or in a menu
        if isinstance(event.widget, (ttk.Button, tk.Button, ttk.Checkbutton)):
            return None
        self.generate()
        return "break"

    def _set_icon(self):
        from ..icon import draw_icon, find_ico, find_icon_files
        self.icons = []
        try:
            files = find_icon_files()
            if files:
                self.icons = [tk.PhotoImage(master=self.root, file=files[s])
                              for s in sorted(files, reverse=True)]
            else:
                self.icons = [tk.PhotoImage(master=self.root, data=draw_icon(64))]
            self.root.iconphoto(True, *self.icons)
            if sys.platform.startswith("win") and find_ico():
                self.root.iconbitmap(default=find_ico())
        except tk.TclError:
            pass  # an icon is a nicety; a window without one still works

    def _restore_geometry(self, geometry):
        import re
        match = re.match(r"^(\d+)x(\d+)\+(-?\d+)\+(-?\d+)$", str(geometry or ""))
        if not match:
            self.root.geometry("1120x760")
            return
        w, h, x, y = (int(v) for v in match.groups())
        sw, sh = self.root.winfo_screenwidth(), self.root.winfo_screenheight()
        w, h = min(max(w, 760), sw), min(max(h, 560), sh)
        x, y = min(max(x, 0), max(0, sw - 100)), min(max(y, 0), max(0, sh - 100))
        self.root.geometry("%dx%d+%d+%d" % (w, h, x, y))

    # -- dialogs (one line each, replaced in tests) -------------------------------
    def ask_directory(self):
        return filedialog.askdirectory(parent=self.root, title="Save maze and solution to…",
                                       initialdir=self.last_folder or os.getcwd(),
                                       mustexist=True)

    def ask_save_path(self, fmt, initialfile):
        label, ext = FILE_TYPES[fmt]
        return filedialog.asksaveasfilename(
            parent=self.root, title="Save %s" % label, defaultextension=ext,
            filetypes=[(label, "*" + ext), ("All files", "*")],
            initialdir=self.last_folder or os.getcwd(), initialfile=initialfile)

    def ask_open_path(self):
        return filedialog.askopenfilename(
            parent=self.root, title="Open maze",
            filetypes=[("Maze files", "*.json *.txt"), ("JSON", "*.json"),
                       ("Text matrix", "*.txt"), ("All files", "*")],
            initialdir=self.last_folder or os.getcwd())

    def show_error(self, message):
        messagebox.showerror("mazetk", message, parent=self.root)

    def show_info(self, title, message):
        messagebox.showinfo(title, message, parent=self.root)

    def ask_yes_no(self, title, message):
        return messagebox.askokcancel(title, message, parent=self.root)

    # -- tasks ------------------------------------------------------------------
    def run_task(self, task, on_done, label, replaces=False):
        """Start ``task``; call ``on_done(result)`` on the Tk thread when it ends.

        A task that makes a new maze (``replaces=True``) cancels whatever runs.
        Anything else waits its turn: while a maze is being made it is not
        started (the new maze will be drawn with the settings as they are then),
        so a click never throws away the maze on its way.
        """
        if self.task is not None and not replaces and self.task_replaces:
            self.set_status("Still busy with the maze being made (Escape cancels it).")
            return False
        self.cancel_task()
        self.task = task
        self.task_replaces = replaces
        self._task_done = on_done
        self.progress.configure(value=0)
        self.progress.pack(side="right", padx=4, before=self.saved_label)
        self.cancel_button.pack(side="right", before=self.progress)
        self.set_status(label + "…")
        task.start()
        self._poll = self.root.after(15, self._poll_task)
        return True

    def _poll_task(self):
        task = self.task
        self._poll = None
        if task is None:
            return
        self.progress.configure(value=task.fraction)
        if task.text:
            self.status.configure(text=task.text + "…")
        if not task.done:
            self._poll = self.root.after(40, self._poll_task)
            return
        self.task = None
        self._hide_progress()
        if task.cancelled:
            self.set_status("Cancelled.")
            return
        if task.error is not None:
            self.update_status()
            if not isinstance(task.error, (ValueError, OSError)):
                sys.stderr.write(task.details)  # a bug: keep the details for a report
            self.show_error(_sentence(task.error))
            return
        callback, self._task_done = self._task_done, None
        callback(task.result)

    def cancel_task(self):
        if self.task is not None:
            self.task.cancel()
            self.task = None
            self._hide_progress()
            self.update_status()
        if self._poll is not None:
            self.root.after_cancel(self._poll)
            self._poll = None

    def _hide_progress(self):
        self.progress.pack_forget()
        self.cancel_button.pack_forget()

    # -- generating --------------------------------------------------------------
    def read_settings(self):
        """The panel's settings, validated; None (with messages shown) if any is bad."""
        raw = self.panel.get()
        problems = raw.problems()
        self.panel.show_errors(problems)
        if problems:
            self.set_status("Please correct the field marked in red.")
            return None
        return raw.validate()

    def new_maze(self):
        """A new random seed, then Generate."""
        self.panel.set_seed(new_seed())
        self.generate()

    def generate(self):
        settings = self.read_settings()
        if settings is None:
            return False
        if not settings.seed:
            settings = replace(settings, seed=new_seed())
            self.panel.set_seed(settings.seed)
        spec = settings.spec()
        cells = spec.cols * spec.rows
        if spec.algorithm == "aldous-broder" and cells > ALDOUS_BRODER_SLOW_CELLS:
            if not self.ask_yes_no("Aldous-Broder is slow", (
                    "Aldous-Broder walks at random until it has seen every cell: at %d x %d "
                    "that can take minutes. Wilson makes mazes of the same kind far faster. "
                    "Go on anyway?") % (spec.cols, spec.rows)):
                return False
        self.stop_animation()
        self.stop_play()
        self.settings = settings
        self.source = ""
        self.note = ""
        cell = self.fit_cell(spec.cols, spec.rows)
        level, share = settings.target
        if level is not None or share:
            self.run_task(Task(lambda task: _find_maze(task, spec, settings, cell)),
                          self._found_maze, "Looking for a %s maze" % (level or "long"),
                          replaces=True)
            return True
        self.run_task(Task(lambda task: _make_maze(task, spec, settings, cell),
                           "Generating"), self._show_new_maze, "Generating %d x %d" %
                      (spec.cols, spec.rows), replaces=True)
        return True

    def _found_maze(self, result):
        maze, view, tries = result
        level, share = self.settings.target
        wanted = " and ".join(x for x in (level, share and "a way over %d%% of the maze"
                                          % share) if x)
        if maze is None:
            self.set_status("No maze found.")
            advice = []
            if level == "hard":
                advice.append("Wilson and Kruskal make harder mazes than the backtracker, "
                              "and a bigger maze is harder.")
            elif level == "easy":
                advice.append("The backtracker makes easier mazes than Wilson or Kruskal, "
                              "and a smaller maze is easier.")
            if share:
                advice.append("Long ways come from the backtracker; with other algorithms, "
                              "lower the minimum way.")
            self.show_info("No maze found", "None of %d seeds gave %s with %s at %d × %d. %s"
                           % (tries, wanted, self.settings.algorithm, self.settings.cols,
                              self.settings.rows, " ".join(advice)))
            return
        self.panel.set_seed(maze.seed)
        self.settings = replace(self.settings, seed=maze.seed)
        self._show_new_maze((maze, view))
        self.set_status(self.status.cget("text") + "   ·   seed %s gave %s after %d tr%s"
                        % (maze.seed, wanted, tries, "y" if tries == 1 else "ies"))

    def _show_new_maze(self, result):
        maze, view = result
        self.maze = maze
        self.last_gen_seconds = maze.seconds
        self.panel.set_code(maze.code)
        self._show_view(view)
        self.update_states()
        self.update_stats()

    def fit_cell(self, cols, rows):
        """The cell size (pixels) at which the whole maze fits the Canvas."""
        if self.settings.look == "blocks":  # a block is a cell, a wall or a corner
            cols, rows = 2 * cols + 1, 2 * rows + 1
        if not self.view.canvas.winfo_ismapped():
            # Not on screen yet (the first maze): fit again once it is.
            self._refit_on_map = True
            width, height = 720, 540
        else:
            width, height = self.view.visible_size()
        cell = int(min(width / (cols + 1.5), height / (rows + 1.5)))
        return self._clamp_cell(cell, cols * rows)

    def _clamp_cell(self, cell, cells):
        top = MAX_CELL
        if cells > IMAGE_CELLS:
            top = max(MIN_CELL, min(MAX_CELL, int((MAX_PIXELS / cells) ** 0.5) - 1))
        return max(MIN_CELL, min(top, int(cell)))

    def _show_view(self, view, keep_centre=False):
        """Put a prepared view (see :func:`_prepare_view`) on the Canvas."""
        drawing, image, solution, cell, prepared = view
        keep = self.view.view_centre() if keep_centre else None
        self._show_legend(None)
        self.display_cell = cell
        self.view_key = (cell, prepared.look, prepared.heat_map)
        started = time.perf_counter()

        def drawn():
            self.draw_seconds = time.perf_counter() - started
            self.update_status()

        self.view.show(drawing, image, on_drawn=drawn)
        self.solution_key = None
        if solution is not None:
            self.view.set_layer("solution", solution, self.settings.show_solution)
            self.solution_key = (prepared.solver,) + self.view_key
        self.view.centre(keep)
        self.update_status()
        if self.walk is not None:
            self.resume_play()  # a zoom or a new look keeps the game going
        self._reconcile(prepared)

    def _reconcile(self, prepared):
        """Catch up with what the person changed while the view was being made."""
        now = self.settings
        if (now.look, now.heat_map) != (prepared.look, prepared.heat_map):
            self.redraw(self.fit_cell(self.maze.cols, self.maze.rows))
        elif (now.show_solution, now.solver) != (prepared.show_solution, prepared.solver):
            self.refresh_solution()

    # -- solution -------------------------------------------------------------------
    def toggle_solution(self):
        show = bool(self.panel.vars["show_solution"].get())
        if show and self.walk is not None and not self.walk.done:
            self.give_up()  # showing the way ends the game, and says so
            return
        self.show_solution_var.set(show)
        self.settings = replace(self.settings, show_solution=show)
        self.refresh_solution()

    def _switch(self, name, value, apply):
        """Set the panel's switch ``name`` (``None``: flip it), then ``apply()``.

        The menu's check marks and the keyboard shortcuts go through here, so
        the panel's variable stays the one place the choice is kept.
        """
        var = self.panel.vars[name]
        var.set(not var.get() if value is None else value)
        apply()

    def _menu_solution(self):
        self._switch("show_solution", self.show_solution_var.get(), self.toggle_solution)

    def _key_solution(self):
        self._switch("show_solution", None, self.toggle_solution)

    def solver_changed(self):
        solver = self.panel.vars["solver"].get()
        self.settings = replace(self.settings, solver=solver)
        self.refresh_solution()

    def refresh_solution(self):
        """Show, hide or redraw the solution layer; never regenerates the maze."""
        if self.maze is None or self.view_key is None:
            return
        if not self.settings.show_solution:
            self.view.show_layer("solution", False)
            self.update_status()
            return
        if self.task is not None and self.task_replaces:
            return  # drawn with the maze on its way (_reconcile)
        key = (self.settings.solver,) + self.view_key
        if key == self.solution_key:
            self.view.show_layer("solution", True)
            self.update_status()
            return
        maze, style, solver = self.maze, self.settings.style(self.display_cell), self.settings.solver
        if maze.grid.n <= IMAGE_CELLS:
            self._show_solution(key, scene.solution_records(maze, style, solver))
        else:
            self.run_task(Task(lambda task: scene.solution_records(maze, style, solver)),
                          lambda records: self._show_solution(key, records), "Solving")

    def _show_solution(self, key, records):
        self.view.set_layer("solution", records, self.settings.show_solution)
        self.solution_key = key
        found = self.maze.solve(self.settings.solver)
        if not found.found:
            self.set_status("No solution shown: %s." % found.note)
            return
        self.update_status()

    # -- zoom ----------------------------------------------------------------------
    def zoom_in(self):
        if self.display_cell:
            self._zoom(max(self.display_cell + 1, int(self.display_cell * ZOOM_STEP)))

    def zoom_out(self):
        if self.display_cell:
            self._zoom(min(self.display_cell - 1, int(self.display_cell / ZOOM_STEP)))

    def zoom_fit(self):
        if self.maze is not None:
            self._zoom(self.fit_cell(self.maze.cols, self.maze.rows))

    def _zoom(self, cell):
        if self.maze is None:
            return
        wanted = cell
        cell = self._clamp_cell(cell, self.maze.grid.n)
        if (cell, self.settings.look, self.settings.heat_map) == self.view_key:
            if wanted != cell:
                self.set_status("That is as far as the zoom goes for a maze of this size.")
            return
        self.redraw(cell, keep_centre=True)

    def look_changed(self):
        look = self.panel.vars["look"].get()
        if look in ("lines", "blocks"):
            self.settings = replace(self.settings, look=look)
            if self.maze is not None:
                self.redraw(self.fit_cell(self.maze.cols, self.maze.rows))

    def redraw(self, cell, keep_centre=False):
        if self.task is not None and self.task_replaces:
            return  # the maze on its way is drawn with the new settings (_reconcile)
        self.stop_animation()
        maze, settings = self.maze, self.settings
        self.run_task(Task(lambda task: _prepare_view(task, maze, settings, cell)),
                      lambda view: self._show_view(view, keep_centre), "Drawing")

    # -- animation ---------------------------------------------------------------
    def animate_growth(self):
        """Generate with the current settings, one visible step at a time."""
        settings = self.read_settings()
        if settings is None:
            return
        if not settings.seed:
            settings = replace(settings, seed=new_seed())
            self.panel.set_seed(settings.seed)
        spec = settings.spec()
        cells = spec.cols * spec.rows
        if cells > ANIMATE_CELLS:
            self.generate()
            self.note = ("too big to watch (%d cells; up to %d can be animated), so it was "
                         "generated at once" % (cells, ANIMATE_CELLS))
            return
        self.cancel_task()
        self.stop_animation()
        self.stop_play()
        self.settings = settings
        self.source = ""
        cell = self.fit_cell(spec.cols, spec.rows)
        style = settings.style(cell)
        grid, steps = stepper(spec)
        self.maze = None
        self.view_key = None
        self.panel.set_code(spec.code())
        width, height = scene.picture_size(grid, style)
        self.view.prepare(width, height, style.background)
        self.display_cell = cell
        self.animation = GrowAnimation(self.view.canvas, grid, spec.algorithm, style, steps,
                                       self._grown, self.speed.get())
        self._show_legend(spec.algorithm)
        self.set_status("Watching %s make a %d × %d maze (Space pauses, . steps, End finishes)"
                        % (spec.algorithm, spec.cols, spec.rows))
        self._start_animation(2 * cells)

    def _grown(self, maze):
        steps = self.animation.count if self.animation else 0
        self.animation = None
        self.maze = maze
        self.last_gen_seconds = None
        self.panel.set_code(maze.code)
        self._show_view(_prepare_view(_NoTask(), maze, self.settings, self.display_cell))
        self.update_states()
        self.update_stats()
        self.set_status(self.status.cget("text") + "   ·   %d steps" % steps)

    def animate_solver(self):
        """Replay the chosen solver: explored cells fill in, then the way."""
        if self.maze is None:
            return
        if self.maze.grid.n > ANIMATE_CELLS:
            self.set_status("This maze is too big to watch a solver (up to %d cells)."
                            % ANIMATE_CELLS)
            return
        self.stop_animation()
        self.stop_play()
        if self.view_key is None or self.view.busy() or self.task is not None:
            return
        self.view.show_layer("solution", False)
        style = self.settings.style(self.display_cell)
        solver = self.settings.solver
        self.animation = SolveAnimation(self.view.canvas, self.maze, solver, style,
                                        self._solved, self.speed.get())
        self._show_legend("solve")
        self.set_status("Watching %s (Space pauses, . steps, End finishes)" % solver)
        self._start_animation(len(self.animation.found.visited))

    def _solved(self, found):
        visited = self.animation.count if self.animation else 0
        self.animation = None
        self.view.canvas.delete("acurrent")
        self.panel.vars["show_solution"].set(True)
        self.toggle_solution()
        self.update_states()
        if found.found:
            self.set_status("%s visited %d cells and found a way of %d cells."
                            % (self.settings.solver, visited, len(found.path)))
        else:
            self.set_status("%s visited %d cells: %s." % (self.settings.solver, visited,
                                                            found.note))

    def _start_animation(self, steps):
        """Run the animation; keys go to the Canvas, so Space cannot press a button.

        Until the person moves the speed slider, the speed suits the size:
        about ten seconds for the whole animation, one to 4000 steps a second.
        """
        if not self.speed_touched:
            import math
            rate = max(1.0, min(4000.0, steps / 10.0))
            self.speed.set(round(100.0 * math.log10(rate) / 5.5, 1))
            self.animation.speed = self.speed.get()
        self.view.canvas.focus_set()
        self.animation.play()
        self.update_states()

    def stop_animation(self):
        """End any animation and take its traces off the Canvas."""
        if self.animation is not None:
            self.animation.stop()
            self.animation = None
            if self.maze is None and self.view_key is None:
                self.view.clear()
        self.view.canvas.delete("anim")
        self._show_legend(None)
        self.update_states()

    def anim_toggle(self):
        if self.animation is not None:
            self.animation.toggle()
            self.update_states()

    def anim_step(self):
        if self.animation is not None:
            self.animation.step()
            self.update_states()

    def anim_finish(self):
        if self.animation is not None:
            self.animation.finish()

    def _speed_changed(self, value):
        self.speed_touched = True
        if self.animation is not None:
            self.animation.speed = float(value)

    def _anim_key(self, event, action):
        if self.animation is None or typing_in_field(event):
            return None
        action()
        return "break"

    # -- statistics and heat map ------------------------------------------------------
    def update_stats(self):
        """Fill the Statistics tab for the current maze (when it is showing)."""
        if self.tabs.select() != str(self.stats_panel):
            return
        maze = self.maze
        if maze is None or self.stats_for is maze:
            if maze is None:
                self.stats_panel.show(None, None, None, None)
            return
        solver = self.settings.solver

        def work(task):
            return statistics(maze, solver), analysis.difficulty(maze, solver)

        def done(result):
            stats, (level, reason) = result
            self.stats_for = maze
            self.stats_panel.show(maze, stats, level, reason)
            self.update_status()

        if maze.grid.n <= IMAGE_CELLS:
            done(work(None))
        elif self.task is None:
            self.run_task(Task(work), done, "Counting")

    def heat_changed(self):
        heat = bool(self.panel.vars["heat_map"].get())
        self.settings = replace(self.settings, heat_map=heat)
        self.heat_var_menu.set(heat)
        if self.maze is not None and self.display_cell:
            self.redraw(self.display_cell)

    def _menu_heat(self):
        self._switch("heat_map", self.heat_var_menu.get(), self.heat_changed)

    def _key_heat(self):
        self._switch("heat_map", None, self.heat_changed)

    # -- maze codes -----------------------------------------------------------------
    def copy_code(self):
        if self.maze is None or not self.maze.code:
            self.set_status("This maze has no code: it was opened from a file.")
            return
        self.root.clipboard_clear()
        self.root.clipboard_append(self.maze.code)
        self.set_status("Copied the maze code %s" % self.maze.code)

    def paste_code(self):
        try:
            text = self.root.clipboard_get()
        except tk.TclError:
            self.show_error("The clipboard holds no text to use as a maze code.")
            return
        try:
            spec = MazeSpec.from_code(text)
        except ValueError as exc:
            self.show_error(_sentence(exc))
            return
        self.panel.set(self.settings.with_spec(spec))
        self.generate()

    # -- status --------------------------------------------------------------------
    def set_status(self, text):
        self.status.configure(text=text)

    def update_status(self):
        maze = self.maze
        if maze is None:
            self.set_status("")
            return
        parts = ["%d × %d" % (maze.cols, maze.rows)]
        if maze.spec is not None:
            parts.append(maze.spec.algorithm)
            parts.append("seed %s" % maze.seed)
        else:
            parts.append("opened from %s" % (self.source or "a file"))
        if self.last_gen_seconds is not None:
            parts.append("generated in %s" % _seconds(self.last_gen_seconds))
        if self.settings.show_solution:
            found = maze.solve(self.settings.solver)
            if found.found:
                parts.append("solution %d cells by %s" % (len(found.path),
                                                          self.settings.solver))
            else:
                parts.append("no solution: %s" % found.note)
        if self.display_cell:
            parts.append("%d px a cell" % self.display_cell)
        if self.note:
            parts.append(self.note)
        self.set_status("   ·   ".join(parts))

    def update_states(self):
        """Enable the commands that make sense now."""
        have = self.maze is not None
        state = "normal" if have else "disabled"
        for menu, labels in ((self.menus["file"], ("Save maze as JSON…", "Export",
                                                   "Save to folder…",
                                                   "Print worksheet (PDF)…")),
                             (self.menus["edit"], ("Copy maze code",))):
            for label in labels:
                menu.entryconfigure(label, state=state)
        anim = self.animation is not None
        for button in (self.play_button, self.step_button, self.finish_button):
            button.configure(state="normal" if anim else "disabled")
        self.play_button.configure(text="Pause" if anim and self.animation.playing else "Run")
        playing = self.walk is not None and not self.walk.done
        self.hint_button.configure(state="normal" if playing else "disabled")
        self.give_up_button.configure(state="normal" if playing else "disabled")
        self.play_check.configure(state="normal" if have else "disabled")
        has_code = have and bool(self.maze.code)
        self.menus["edit"].entryconfigure("Copy maze code",
                                          state="normal" if has_code else "disabled")
        self.panel.copy_button.configure(state="normal" if has_code else "disabled")

    # -- help ------------------------------------------------------------------------
    def show_shortcuts(self):
        self.show_info("Keyboard shortcuts", "\n".join([
            "Enter or F5\tGenerate with these settings",
            "%s+N\tNew maze (new seed)" % MOD_LABEL,
            "%s+L\tShow or hide the solution" % MOD_LABEL,
            "%s+O\tOpen a maze file" % MOD_LABEL,
            "%s+S\tSave the maze as JSON" % MOD_LABEL,
            "%s+Shift+S\tSave maze and solution PNGs to a folder" % MOD_LABEL,
            "%s+P\tPrint worksheet (PDF with answer key)" % MOD_LABEL,
            "%s+Shift+C / V\tCopy / paste the maze code" % MOD_LABEL,
            "%s+plus / minus / 0\tZoom in / out / fit" % MOD_LABEL,
            "%s+mouse wheel\tZoom" % MOD_LABEL,
            "Escape\tCancel what is running",
            "F6 / F7\tWatch the maze grow / the solver work",
            "Space, period, End\tPause or play, one step, finish the animation",
            "%s+G\tPlay: walk the maze with the arrow keys or WASD" % MOD_LABEL,
            "Shift+arrow\tRun to the next junction",
            "H\tHint (in play)",
            "%s+H\tDistance heat map" % MOD_LABEL,
            "%s+I\tStatistics" % MOD_LABEL,
            "%s+Q\tQuit" % MOD_LABEL,
        ]))

    def show_about(self):
        self.show_info("About mazetk", "mazetk %s\n\nA maze studio: make, solve, play and "
                       "print mazes.\nPython %s, Tk %s." % (
                           __version__, sys.version.split()[0],
                           self.root.tk.call("info", "patchlevel")))

    # -- closing ---------------------------------------------------------------------
    def save_config(self):
        raw = self.panel.get()
        settings = self.settings
        try:
            settings = raw.validate()
        except ValueError:
            pass
        data = {"settings": replace(settings, seed="").to_dict(),
                "folder": self.last_folder or "",
                "geometry": self.root.wm_geometry()}
        return config.save(data)

    def quit(self):
        self.stop_animation()
        self.stop_play()
        self.cancel_task()
        self.view.clear()
        self.save_config()
        self.root.destroy()

    def _callback_error(self, exc_type, exc, tb):
        import traceback
        traceback.print_exception(exc_type, exc, tb)
        self.callback_errors = getattr(self, "callback_errors", []) + [exc]
        try:
            self.show_error("Something went wrong: %s" % _sentence(exc))
        except tk.TclError:
            pass


# -- work done off the event loop (no widgets touched here) --------------------------------

def _make_maze(task, spec, settings, cell):
    """Generate (with progress), then prepare what the Canvas will show."""
    from collections import deque
    from itertools import islice
    from .. import generate
    from ..maze import finish, new_grid
    from ..spec import rng_for
    began = time.perf_counter()
    grid = new_grid(spec)
    rng = rng_for(spec.seed)
    steps = generate.steps(grid, rng, spec.algorithm, spec.param)
    expected = 2.0 * grid.n  # most generators take about two steps a cell
    done = 0
    label = "Generating %d x %d" % (spec.cols, spec.rows)
    while True:
        before = done
        chunk = deque(islice(steps, 20000), maxlen=1)
        if not chunk:
            break
        done += 20000
        task.step(min(0.5, 0.5 * done / expected), label)
        if before == done:
            break
    maze = finish(spec, grid, rng)
    maze.seconds = time.perf_counter() - began
    return maze, _prepare_view(task, maze, settings, cell)


def _prepare_view(task, maze, settings, cell):
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


def _find_maze(task, spec, settings, cell):
    """Try seeds until the maze has the difficulty asked for (bounded)."""
    level, share = settings.target
    began = time.perf_counter()
    maze, tries = analysis.search(spec, level, share, attempts=SEARCH_TRIES, progress=lambda
                                  done, total: task.step(0.5 * done / total,
                                                         "Trying seed %d of %d" % (done, total)))
    if maze is None:
        return None, None, tries
    maze.seconds = time.perf_counter() - began
    return maze, _prepare_view(task, maze, settings, cell), tries


class _NoTask:
    """Stands in for a Task when view work runs on the Tk thread (small mazes)."""

    def step(self, fraction=None, text=None):
        pass


def _sentence(exc):
    """One plain sentence from an exception."""
    text = str(exc).strip() or exc.__class__.__name__
    if isinstance(exc, SaveError):
        text = "The file was not saved: " + text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _seconds(value):
    return "%.0f ms" % (value * 1000) if value < 1 else "%.2f s" % value


def main(argv=None):
    """Open the window; returns the exit status."""
    from .launch import make_root
    root = make_root()
    if root is None:
        return 1
    App(root)
    root.mainloop()
    return 0
