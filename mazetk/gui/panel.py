"""The settings panel: ttk widgets on the left of the window.

Tk variables live here and only here; the rest of the program sees a
:class:`~mazetk.settings.Settings`.  A bad value is shown in red right
under its field, on a line kept for it that never grows.
"""

import tkinter as tk
from tkinter import ttk

from ..generate import ALGORITHMS
from ..scene import LOOKS
from ..settings import DIFFICULTIES, Settings
from ..spec import ENDPOINTS, SHAPES, size_words
from .layout import MessageLine, ScrollFrame, Tooltip, px
from .mask_view import MaskBox

#: What the algorithm box shows for each algorithm (codes and the CLI keep the names).
ALGORITHM_LABELS = {
    "backtracker": "Recursive backtracker",
    "prim": "Prim (simplified)",
    "true-prim": "Prim (true)",
    "kruskal": "Kruskal",
    "wilson": "Wilson",
    "aldous-broder": "Aldous-Broder",
    "hunt-and-kill": "Hunt and kill",
    "eller": "Eller",
    "growing-tree": "Growing tree",
    "binary-tree": "Binary tree",
    "sidewinder": "Sidewinder",
    "division": "Recursive division",
}
#: Plain words for the jargon labels, shown as tooltips.
TIPS = {
    "cell": "How many pixels a cell takes in exported pictures, PDFs and prints "
            "(the window fits the maze to its size).",
    "min_share": "With a difficulty chosen, Generate tries seeds until the way from start "
                 "to goal crosses at least this share of all cells.",
    "braid": "The share of dead ends opened up into loops (0: a perfect maze).",
    "param": "How often the growing tree grows from a random cell instead of the newest: "
             "0 makes long corridors, 100 many short branches.",
    "weighted": "Split each chamber across or along at random, weighted by its shape "
                "(off: always across the longer side).",
}

#: What the solver box shows for each solver.
SOLVER_LABELS = {
    "bfs": "Breadth-first (shortest)",
    "astar": "A* (shortest)",
    "dfs": "Random depth-first",
    "dead-end-filling": "Dead-end filling",
    "wall-follower": "Wall follower (right hand)",
    "wall-follower-left": "Wall follower (left hand)",
    "tremaux": "Trémaux",
}


class SettingsPanel(ttk.Frame):
    """Fields for every setting; callbacks tell the window what was asked."""

    def __init__(self, master, on_generate, on_new_seed, on_solution, on_solver, on_look,
                 on_copy_code, ask_mask_path, on_edit_mask, **kw):
        super().__init__(master, padding=(px(master, 8), px(master, 6)), **kw)
        self.on_generate = on_generate
        self.vars = {
            "cols": tk.StringVar(self), "rows": tk.StringVar(self), "cell": tk.StringVar(self),
            "algorithm": tk.StringVar(self), "param": tk.StringVar(self),
            "braid": tk.StringVar(self), "endpoints": tk.StringVar(self),
            "seed": tk.StringVar(self), "look": tk.StringVar(self),
            "solver": tk.StringVar(self), "show_solution": tk.BooleanVar(self),
            "difficulty": tk.StringVar(self), "min_share": tk.StringVar(self),
            "heat_map": tk.BooleanVar(self), "shape": tk.StringVar(self, value="square"),
            "code": tk.StringVar(self),
        }
        self.widgets = {}
        self.errors = {}
        self.lines = {}  # the MessageLine of each field's complaint
        self.version = None  # of the maze code the fields show (see Settings.version)
        self._solver_names = {label: name for name, label in SOLVER_LABELS.items()}
        self._algorithm_names = {label: name for name, label in ALGORITHM_LABELS.items()}
        self.weighted = tk.BooleanVar(self, value=True)
        # the fields scroll; Generate and the maze code stay pinned at the bottom
        self.scroller = ScrollFrame(self)
        self.scroller.grid(row=0, column=0, sticky="nsew")
        body = self.scroller.inner
        gap = px(self, 6)
        self._make_maze_box(body, on_new_seed).grid(row=0, column=0, sticky="ew")
        # the mask: made for the shape and size above, which words or a file may set
        self.mask_box = MaskBox(body, [self.vars[n] for n in ("shape", "cols", "rows")],
                                ask_mask_path, on_edit_mask, self.update_states)
        self.mask_box.grid(row=1, column=0, sticky="ew", pady=(gap, 0))
        self.widgets["mask"], self.errors["mask"] = self.mask_box.choice, self.mask_box.error
        self._make_look_box(body, on_look).grid(row=2, column=0, sticky="ew", pady=(gap, 0))
        self._make_solution_box(body, on_solution, on_solver).grid(row=3, column=0,
                                                                   sticky="ew", pady=(gap, 0))
        body.columnconfigure(0, weight=1)
        self.scroller.take(body)
        self.generate_button = ttk.Button(self, text="Generate", command=on_generate,
                                          style="Accent.TButton")
        self.generate_button.grid(row=1, column=0, sticky="ew", pady=(gap, 0))
        self._make_code_box(on_copy_code).grid(row=2, column=0, sticky="ew", pady=(gap, 0))
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)
        self.vars["algorithm"].trace_add("write", lambda *a: self.update_states())
        self.vars["shape"].trace_add("write", lambda *a: self.update_states())
        self.weighted.trace_add("write", lambda *a: self.vars["param"].set(
            "1" if self.weighted.get() else "0"))
        for name in set(self.errors) - {"mask"}:  # editing a field takes its complaint away
            self.vars[name].trace_add("write", lambda *a, n=name: self._clear_error(n))

    # -- builders ------------------------------------------------------------
    def _field(self, box, row, name, label, widget):
        """A labelled field, and below it the line its complaint appears on: the
        line is always kept, so a message never pushes the panel about."""
        text = ttk.Label(box, text=label)
        text.grid(row=row, column=0, sticky="w", padx=(0, px(box, 6)))
        widget.grid(row=row, column=1, sticky="ew")
        line = MessageLine(box)
        line.label.grid(row=row + 1, column=0, columnspan=3, sticky="ew")
        if name in TIPS:
            Tooltip(text, TIPS[name])
            Tooltip(widget, TIPS[name])
        self.widgets[name] = widget
        self.errors[name] = line.label
        self.lines[name] = line
        return widget

    def _spin(self, box, name, low, high, width=7):
        return ttk.Spinbox(box, from_=low, to=high, textvariable=self.vars[name], width=width)

    def _make_maze_box(self, master, on_new_seed):
        box = ttk.LabelFrame(master, text="Maze", padding=(px(master, 8), px(master, 2)))
        shape = ttk.Combobox(box, textvariable=self.vars["shape"], state="readonly",
                             values=list(SHAPES), width=14)
        self._field(box, 0, "shape", "Shape", shape)
        self._field(box, 2, "cols", "Columns", self._spin(box, "cols", 1, 4000))
        self.cols_label = box.grid_slaves(row=2, column=0)[0]
        self._field(box, 4, "rows", "Rows", self._spin(box, "rows", 1, 4000))
        algo = ttk.Combobox(box, state="readonly", width=18,
                            values=[ALGORITHM_LABELS.get(n, n) for n in ALGORITHMS])
        algo.bind("<<ComboboxSelected>>", lambda e: self.vars["algorithm"].set(
            self._algorithm_names.get(algo.get(), algo.get())))
        self.algorithm_box = algo
        self._field(box, 6, "algorithm", "Algorithm", algo)
        self._field(box, 8, "param", "Mix %", self._spin(box, "param", 0, 100))
        self.param_label = box.grid_slaves(row=8, column=0)[0]
        self.weighted_check = ttk.Checkbutton(box, text="Weighted walls",
                                              variable=self.weighted)
        Tooltip(self.weighted_check, TIPS["weighted"])
        self.summary = ttk.Label(box, text="", style="Hint.TLabel", wraplength=px(box, 230),
                                 justify="left")
        self.summary.grid(row=10, column=0, columnspan=3, sticky="w", pady=(2, 0))
        self._field(box, 11, "braid", "Braid %", self._spin(box, "braid", 0, 100))
        ends = ttk.Combobox(box, textvariable=self.vars["endpoints"], state="readonly",
                            values=list(ENDPOINTS), width=14)
        self._field(box, 13, "endpoints", "Endpoints", ends)
        seed_row = ttk.Frame(box)
        seed = ttk.Entry(seed_row, textvariable=self.vars["seed"], width=11)
        seed.pack(side="left", fill="x", expand=True)
        self.new_seed_button = ttk.Button(seed_row, text="New", width=5, command=on_new_seed)
        self.new_seed_button.pack(side="left", padx=(4, 0))
        self._field(box, 15, "seed", "Seed", seed_row)
        self.widgets["seed"] = seed
        level = ttk.Combobox(box, textvariable=self.vars["difficulty"], state="readonly",
                             values=list(DIFFICULTIES), width=14)
        self._field(box, 17, "difficulty", "Difficulty", level)
        self._field(box, 19, "min_share", "Longest way %",
                    self._spin(box, "min_share", 0, 90))
        box.columnconfigure(1, weight=1)
        return box

    def _make_look_box(self, master, on_look):
        box = ttk.LabelFrame(master, text="Look", padding=(px(master, 8), px(master, 2)))
        look = ttk.Combobox(box, textvariable=self.vars["look"], state="readonly",
                            values=list(LOOKS), width=14)
        look.bind("<<ComboboxSelected>>", lambda e: on_look())
        self._field(box, 0, "look", "Walls", look)
        self._field(box, 2, "cell", "Print cell size", self._spin(box, "cell", 2, 64))
        box.columnconfigure(1, weight=1)
        return box

    def _make_solution_box(self, master, on_solution, on_solver):
        box = ttk.LabelFrame(master, text="Solution", padding=(px(master, 8),
                                                               px(master, 2)))
        solver = ttk.Combobox(box, state="readonly", values=list(SOLVER_LABELS.values()),
                              width=22)
        solver.bind("<<ComboboxSelected>>", lambda e: self._solver_chosen(on_solver))
        self.solver_box = solver
        self._field(box, 0, "solver", "Solver", solver)
        self.solution_check = ttk.Checkbutton(box, text="Show solution",
                                              variable=self.vars["show_solution"],
                                              command=on_solution)
        self.solution_check.grid(row=2, column=0, columnspan=2, sticky="w",
                                 pady=(0, px(box, 4)))
        box.columnconfigure(1, weight=1)
        return box

    def _make_code_box(self, on_copy_code):
        box = ttk.LabelFrame(self, text="Maze code", padding=(px(self, 8), px(self, 2),
                                                              px(self, 8), px(self, 6)))
        entry = ttk.Entry(box, textvariable=self.vars["code"], state="readonly", width=12,
                          font="TkFixedFont")
        entry.grid(row=0, column=0, sticky="ew")
        entry.bind("<FocusIn>", lambda e: entry.selection_range(0, "end"), add="+")
        self.code_entry = entry
        Tooltip(entry, "The code rebuilds this very maze: paste it (Edit > Paste) or use it "
                "with python -m mazetk.")
        self.copy_button = ttk.Button(box, text="Copy", width=5, command=on_copy_code)
        self.copy_button.grid(row=0, column=1, padx=(4, 0))
        box.columnconfigure(0, weight=1)
        return box

    def _solver_chosen(self, callback):
        self.vars["solver"].set(self._solver_names.get(self.solver_box.get(), "bfs"))
        callback()

    # -- model <-> widgets ------------------------------------------------------
    def get(self):
        """The raw settings as typed (validate them with ``Settings.validate``)."""
        v = self.vars
        return Settings(cols=v["cols"].get(), rows=v["rows"].get(), cell=v["cell"].get(),
                        algorithm=v["algorithm"].get(), param=v["param"].get(),
                        braid=v["braid"].get(), endpoints=v["endpoints"].get(),
                        seed=v["seed"].get(), look=v["look"].get(), solver=v["solver"].get(),
                        show_solution=bool(v["show_solution"].get()),
                        difficulty=v["difficulty"].get(), min_share=v["min_share"].get(),
                        heat_map=bool(v["heat_map"].get()), version=self.version,
                        shape=v["shape"].get(), **self.mask_box.fields())

    def set(self, settings):
        v, values = self.vars, settings.to_dict()
        self.version = settings.version
        self.mask_box.set(settings)
        for name in ("shape", "cols", "rows", "cell", "algorithm", "param", "braid",
                     "endpoints", "seed", "look", "solver", "difficulty", "min_share"):
            v[name].set(str(values[name]))
        v["show_solution"].set(bool(settings.show_solution))
        v["heat_map"].set(bool(settings.heat_map))
        self.solver_box.set(SOLVER_LABELS.get(settings.solver, settings.solver))
        self.update_states()
        self.scroller.take(self)

    def set_seed(self, seed, version=None):
        """A seed, and the pipeline version it goes with (None: the current one)."""
        self.vars["seed"].set(str(seed))
        self.version = version

    def set_code(self, code):
        self.vars["code"].set(code or "")

    def show_errors(self, problems):
        """Show each message under its field; clear the others."""
        for name, label in self.errors.items():
            message = problems.get(name)
            if name == "mask" and self.mask_box.problem:
                message = self.mask_box.problem  # the box says best what is wrong
            text = message[0].upper() + message[1:] if message else ""
            if name in self.lines:
                self.lines[name].say(text)
            else:
                label.configure(text=text)
        if problems:
            first = next(iter(problems))
            widget = self.widgets.get(first)
            if widget is not None:
                widget.focus_set()

    def _clear_error(self, name):
        line = self.lines.get(name)
        if line is not None and line.label.cget("text"):
            line.say("")

    def update_states(self):
        """Show the chosen algorithm by its plain name, and its parameter in the way
        that fits it: a 0-100 spinbox, or a check box for a yes/no."""
        shape = self.vars["shape"].get() or "square"
        # only what works on this shape is offered (square-only generators,
        # the blocks look, neither on a mask); a circle has one size, its rings
        whole = shape == "square" and self.mask_box.kind.get() == "none"
        names = [n for n, a in ALGORITHMS.items() if whole or not a.square_only]
        self.algorithm_box.configure(values=[ALGORITHM_LABELS.get(n, n) for n in names])
        if self.vars["algorithm"].get() not in names:
            self.vars["algorithm"].set("backtracker")
        if not whole and self.vars["look"].get() != "lines":
            self.vars["look"].set("lines")
        if "look" in self.widgets:
            self.widgets["look"].configure(state="readonly" if whole else "disabled")
        self.cols_label.configure(text="Rings" if shape == "circle" else "Columns")
        self.widgets["rows"].configure(state="disabled" if shape == "circle" else "normal")
        name = self.vars["algorithm"].get()
        self.algorithm_box.set(ALGORITHM_LABELS.get(name, name))
        algo = ALGORITHMS.get(name)
        param = algo.param if algo else None
        if param is not None and not _within(self.vars["param"].get(), param.low, param.high):
            self.vars["param"].set(str(param.default))  # the last one's value means nothing here
        spin, label = self.widgets["param"], self.param_label
        if param is not None and param.high == 1:  # a switch
            spin.grid_remove()
            label.grid_remove()
            self.weighted_check.grid(row=8, column=0, columnspan=2, sticky="w")
            on = self.vars["param"].get().strip() == "1"
            if bool(self.weighted.get()) != on:
                self.weighted.set(on)
        else:
            self.weighted_check.grid_remove()
            spin.grid()
            label.grid()
            spin.configure(state="normal" if param else "disabled")
            label.configure(text=(param.name.capitalize() + " %") if param else "Parameter")
        self.summary.configure(text=algo.summary[0].upper() + algo.summary[1:]
                               if algo else "")


def _within(text, low, high):
    try:
        return low <= int(str(text).strip()) <= high
    except ValueError:
        return False


class StatsPanel(ttk.Frame):
    """Numbers about the current maze, its difficulty and the heat map switch."""

    ROWS = (("size", "Size"), ("cells", "Cells"), ("solution_length", "Way (cells)"),
            ("solution_share", "Way share %"), ("dead_ends", "Dead ends"),
            ("junctions", "Junctions"), ("turns", "Turns on the way"),
            ("longest_corridor", "Longest corridor"), ("loops", "Loops"))

    def __init__(self, master, heat_var, on_heat, **kw):
        super().__init__(master, padding=(10, 8), **kw)
        box = ttk.LabelFrame(self, text="This maze", padding=(8, 2))
        box.grid(row=0, column=0, sticky="ew")
        self.values = {}
        for i, (key, label) in enumerate(self.ROWS):
            ttk.Label(box, text=label).grid(row=i, column=0, sticky="w", pady=1)
            value = ttk.Label(box, text="–", anchor="e")
            value.grid(row=i, column=1, sticky="e", pady=1)
            self.values[key] = value
        box.columnconfigure(1, weight=1)
        verdict = ttk.LabelFrame(self, text="Difficulty", padding=(8, 2))
        verdict.grid(row=1, column=0, sticky="ew", pady=(8, 0))
        self.level = ttk.Label(verdict, text="–", font=("TkDefaultFont", 11, "bold"))
        self.level.grid(row=0, column=0, sticky="w")
        self.reason = ttk.Label(verdict, text="", wraplength=px(self, 230), justify="left",
                                style="Hint.TLabel")
        self.reason.grid(row=1, column=0, sticky="w")
        self.heat_check = ttk.Checkbutton(self, text="Distance heat map", variable=heat_var,
                                          command=on_heat)
        self.heat_check.grid(row=2, column=0, sticky="w", pady=(10, 0))
        ttk.Label(self, text="Colours every cell by its distance from the start: pale is "
                  "near, dark is far.", wraplength=px(self, 230), justify="left",
                  style="Hint.TLabel").grid(row=3, column=0, sticky="w")
        self.columnconfigure(0, weight=1)

    def show(self, maze, stats, level, reason):
        if maze is None:
            for label in self.values.values():
                label.configure(text="–")
            self.level.configure(text="–")
            self.reason.configure(text="")
            return
        shown = dict(stats, size=size_words(maze.grid.shape, maze.cols, maze.rows))
        for key, label in self.values.items():
            label.configure(text=str(shown.get(key, "–")))
        self.level.configure(text=level.capitalize())
        self.reason.configure(text=reason[0].upper() + reason[1:] + ".")
