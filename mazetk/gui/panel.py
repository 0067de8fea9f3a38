"""The settings panel: ttk widgets on the left of the window.

Tk variables live here and only here; the rest of the program sees a
:class:`~mazetk.studio.Settings`.  A bad value is shown in red right
under its field, on a line kept for it that never grows.
"""

import tkinter as tk
from tkinter import ttk

from .. import generate, solve
from ..analysis import level_name
from ..generate import ALGORITHMS
from ..generate.texture import KNOBS, RANGES, WALKERS
from ..generate.rooms import ROOM_SHAPES
from ..generate.labyrinth import NAMED as LABYRINTHS, TITLES as LABYRINTH_TITLES, \
    centre as labyrinth_centre, circuits, name_of as labyrinth_name, parse as parse_labyrinth
from ..i18n import N_, _
from ..numbers import whole as whole_number
from ..scene.palette import NAMES as PALETTES, display_name as palette_name
from ..scene import LOOKS
from ..studio import DIFFICULTIES, Settings
from ..grids import ALL_SHAPES
from ..grids.levels import LEVEL_SHAPES, MAX_LEVELS
from ..grids.weave import WEAVE_SHAPES, WEAVERS
from ..grids.wrap import WRAP_SHAPES
from ..spec import ENDPOINTS, endpoints_name, place_text, shape_name
from .fields import ChoiceBox, MessageLine, Placeholder, Slider, align_inputs, keep_lines
from .screen import px
from .tooltip import Tooltip
from .scrolling import ScrollFrame
from .mask_view import MaskBox

#: What the algorithm and solver boxes show (in English; translated where shown).
ALGORITHM_LABELS = generate.NAMES
SOLVER_LABELS = solve.NAMES
#: The most of the window's width the fields take (large text squeezes them).
PANEL_SHARE = 0.45
#: The settings a maze file may not tell (a text matrix or ASCII art tells
#: none of them): the panel says "from a file" in their fields, and Generate
#: takes the default for each until it is set.
FROM_FILE = ("algorithm", "endpoints", "braid", "seed")
UNKNOWN = N_("from a file")
#: The settings whose Tk variable a control outside the panel shows too.
SHARED = ("show_solution", "heat_map", "language", "font_scale")
#: What the Walls box shows for each look.
LOOK_NAMES = {"lines": N_("Lines"), "blocks": N_("Blocks")}
#: The Wrap choices, and what the box shows for each ("none": no wrap).
WRAP_CHOICES = ("none", "x", "y", "xy")
#: The Symmetry field's choices, and the words it shows for them.
SYMMETRY_CHOICES = ("none", "mirror", "rotate2", "rotate4")
SYMMETRY_NAMES = {"none": N_("None"), "mirror": N_("Mirror"), "rotate2": N_("Half turn"),
                  "rotate4": N_("Quarter turn")}
WRAP_NAMES = {"none": N_("None"), "x": N_("Left and right"), "y": N_("Top and bottom"),
              "xy": N_("Both (torus)")}


def wrap_name(choice):
    return _(WRAP_NAMES[choice]) if choice in WRAP_NAMES else choice


#: Plain words for the jargon labels, shown as tooltips.
TIPS = {
    "weave": N_("How often a passage runs under another, 0-100 (square and hex mazes; "
                "backtracker, Prim, growing tree, Aldous-Broder, Wilson, Kruskal). The one "
                "beneath shows as gaps in the crossing cell's walls."),
    "levels": N_("Floors stacked one on another, 1-20 (square and hex mazes): a stair "
                 "joins a cell to the one straight above it. Arrows mark both ends of every "
                 "stair; in Play, Page Up and Page Down (or < and >) take one."),
    "wrap": N_("Join opposite edges (square and hex mazes): walking off one side comes "
               "back on the other. Marks outside the border pair up the passages."),
    "cell": N_("How many pixels a cell takes in exported pictures, PDFs and prints "
               "(the window fits the maze to its size)."),
    "min_share": N_("With a difficulty chosen, Generate tries seeds until the way from "
                    "start to goal crosses at least this share of all cells."),
    "braid": N_("The share of dead ends opened up into loops (0: a perfect maze)."),
    "param": N_("How often the growing tree grows from a random cell instead of the "
                "newest: 0 makes long corridors, 100 many short branches."),
    "weighted": N_("Split each chamber across or along at random, weighted by its shape "
                   "(off: always across the longer side)."),
    "palette": N_("The maze's colours in the window and in every picture, PDF and print "
                  "made from it."),
    "dashed": N_("Draw the way as a dashed line, which shows on a grey print and to "
                 "every eye."),
    "thick_walls": N_("Large print: walls about twice as thick, easier to see, in the "
                      "window and in every picture made from it."),
    "start": N_("Where the start goes: row,column counted from 1, as the status line says "
                "(ring,cell on a circle; floor,row,column on levels; face,row,column on a "
                "cube). Blank: by Endpoints. Or right-click a cell of the maze."),
    "goal": N_("Where the goal goes, written as the start. Blank: by Endpoints. Or "
               "right-click a cell of the maze."),
    "unicursal": N_("A labyrinth: one path through every cell, without a choice. The maze "
                    "of half the size (even columns and rows), each cell split in four round "
                    "its passages; start and goal side by side."),
    "weights": N_("What each cell costs to enter, 1 to 9: mud, water and lava, drawn as "
                  "shades. Dijkstra and A* find the cheapest way; breadth-first the shortest "
                  "in steps. random:SEED for random hills (Random draws a seed), the path of a "
                  "file of costs (one line a row, a digit a cell), or paint it with the "
                  "ground brush. Blank: plain ground."),
    "word": N_("The one way from start to goal writes this word in the maze's cells, "
               "seen only when it is solved (square mazes; a letter takes about 10 x 14 "
               "cells: the message says the size a word needs). Blank: none."),
    "labyrinth": N_("A classical labyrinth: one way from the rim to the centre through "
                    "every circuit, no choice on it. Choose one from the list (Cretan 3, 7 or "
                    "11 circuits, or Chartres, which turns at four axes), or type a circuit "
                    "order such as 3-2-1-4-7-6-5 (circuit 1 the outermost). Open rings gives "
                    "it a wider centre. Blank: a maze."),
    "room": N_("A room without walls in the middle: its width x height in cells, like "
               "4x3 (square mazes); on a circle, how many innermost rings open into one "
               "centre, like 3. The goal is where the way enters it. Blank: none."),
    "bias": N_("Texture: to the right, more passages run level (round the rings of a "
               "circle); to the left, more run up and down. 0: neither. The Statistics tab "
               "shows the share of level passages."),
    "run": N_("Texture: how often a corridor goes on straight instead of turning; higher "
              "makes longer straight runs (Statistics: mean straight run)."),
    "river": N_("Texture: how closely the walk keeps to what it has carved; higher leaves "
                "fewer, longer dead ends (Statistics: dead-end share)."),
    "symmetry": N_("A maze that is its own mirror image, half turn or quarter turn, and "
                   "still perfect (square mazes; a half turn needs an odd number of columns "
                   "or rows, a quarter turn an odd square such as 15 x 15)."),
}


class SettingsPanel(ttk.Frame):
    """Fields for every setting; callbacks tell the window what was asked.
    ``toolbar`` (a frame of the window's toolbar) gets a Show solution box."""

    def __init__(self, master, on_generate, on_new_seed, on_solution, on_solver, on_look,
                 on_copy_code, ask_mask_path, on_edit_mask, toolbar, ask_ground_path=None,
                 **kw):
        super().__init__(master, padding=(px(master, 8), px(master, 6)), **kw)
        self.on_generate, self.on_solution = on_generate, on_solution
        self.ask_ground_path = ask_ground_path
        self._ground_packed = {}  # the Ground field's name for packed costs: set_ground
        self.vars = {
            "cols": tk.StringVar(self), "rows": tk.StringVar(self), "cell": tk.StringVar(self),
            "algorithm": tk.StringVar(self), "param": tk.StringVar(self),
            "braid": tk.StringVar(self), "endpoints": tk.StringVar(self),
            "seed": tk.StringVar(self), "look": tk.StringVar(self),
            "solver": tk.StringVar(self), "show_solution": tk.BooleanVar(self),
            "difficulty": tk.StringVar(self), "min_share": tk.StringVar(self),
            "heat_map": tk.BooleanVar(self), "shape": tk.StringVar(self, value="square"),
            "code": tk.StringVar(self), "palette": tk.StringVar(self, value="default"),
            "dashed": tk.BooleanVar(self), "font_scale": tk.StringVar(self, value="1.0"),
            "language": tk.StringVar(self, value="auto"),
            "thick_walls": tk.BooleanVar(self), "wrap": tk.StringVar(self, value="none"),
            "weave": tk.StringVar(self, value="0"), "levels": tk.StringVar(self, value="1"),
            "start": tk.StringVar(self), "goal": tk.StringVar(self),
            "symmetry": tk.StringVar(self, value="none"),
            "bias": tk.StringVar(self, value="0"), "run": tk.StringVar(self, value="0"),
            "river": tk.StringVar(self, value="0"), "room": tk.StringVar(self),
            "unicursal": tk.BooleanVar(self), "word": tk.StringVar(self),
            "labyrinth": tk.StringVar(self), "weights": tk.StringVar(self),
        }
        self._setting = False  # within set(): the fields' states wait till the end
        self._put_away = {}  # knob: the value it had before a choice turned it off
        self._centre_given = ""  # Open rings as a chosen labyrinth set it
        self.widgets = {}
        self.errors = {}
        self.labels = []  # every field's label: one column for every group's inputs
        self.lines = {}  # the MessageLine of each field's complaint
        self.version = None  # of the maze code the fields show (see Settings.version)
        self.unknown = set()  # the FROM_FILE fields the maze shown does not tell
        self.placeholders = {}
        self.weighted = tk.BooleanVar(self, value=True)
        # the fields scroll; Generate and the maze code stay pinned at the bottom
        self.scroller = ScrollFrame(self, max_share=PANEL_SHARE)
        self.scroller.grid(row=0, column=0, sticky="nsew")
        body = self.scroller.inner
        gap = px(self, 6)
        self.boxes = [self._make_maze_box(body, on_new_seed), self._make_texture_box(body)]
        # the mask: made for the shape and size above, which words or a file may
        # set; the last group, so what it shows for a choice moves nothing else
        self.mask_box = MaskBox(body, [self.vars[n] for n in ("shape", "cols", "rows")],
                                ask_mask_path, on_edit_mask, self._mask_chosen)
        self.widgets["mask"], self.errors["mask"] = self.mask_box.choice, self.mask_box.error
        self.labels += self.mask_box.labels
        self.boxes += [self._make_look_box(body, on_look),
                       self._make_solution_box(body, on_solver, on_look), self.mask_box]
        for row, box in enumerate(self.boxes):  # (the last one's bottom edge shows)
            box.grid(row=row, column=0, sticky="ew", pady=(gap if row else 0,
                                                           0 if box is not self.mask_box else 2))
        for label in self.labels:  # a label grown with the text size: the column follows
            label.bind("<Configure>", lambda e: self.align(), add="+")
        body.columnconfigure(0, weight=1)
        self.scroller.take(body)
        self.generate_button = ttk.Button(self, text=_("Generate"), command=on_generate,
                                          style="Accent.TButton")
        self.generate_button.grid(row=1, column=0, sticky="ew", pady=(gap, 0))
        self._make_code_box(on_copy_code).grid(row=2, column=0, sticky="ew", pady=(gap, 0))
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)
        self.make_solution_switch(toolbar)
        self.vars["algorithm"].trace_add("write", lambda *a: self.update_states())
        self.vars["shape"].trace_add("write", lambda *a: self.update_states())
        self.vars["wrap"].trace_add("write", lambda *a: self.update_states())
        self.vars["weave"].trace_add("write", lambda *a: self.update_states())
        self.vars["levels"].trace_add("write", lambda *a: self.update_states())
        self.vars["symmetry"].trace_add("write", lambda *a: self.update_states())
        self.vars["labyrinth"].trace_add("write", lambda *a: self._labyrinth_chosen())
        self.vars["room"].trace_add("write", lambda *a: self._labyrinth_chosen(centre=True))
        self.weighted.trace_add("write", lambda *a: self.vars["param"].set(
            "1" if self.weighted.get() else "0"))
        for name in set(self.errors) - {"mask"}:  # editing a field takes its complaint away
            self.vars[name].trace_add("write", lambda *a, n=name: self._clear_error(n))
        for name in FROM_FILE:
            self.vars[name].trace_add("write", lambda *a, n=name: self._typed(n))

    # -- builders ------------------------------------------------------------
    def _field(self, box, row, name, label, widget):
        """A labelled field, and below it the line its complaint appears on: the
        line is always kept, so a message never pushes the panel about."""
        text = ttk.Label(box, text=_(label))
        text.grid(row=row, column=0, sticky="w", padx=(0, px(box, 6)))
        self.labels.append(text)
        widget.grid(row=row, column=1, sticky="ew")
        line = MessageLine(box)
        line.label.grid(row=row + 1, column=0, columnspan=3, sticky="ew")
        if name in TIPS:
            Tooltip(text, _(TIPS[name]))
            Tooltip(widget, _(TIPS[name]))
        self.widgets[name] = widget
        self.errors[name] = line.label
        self.lines[name] = line
        return widget

    def _spin(self, box, name, low, high, width=7):
        return ttk.Spinbox(box, from_=low, to=high, textvariable=self.vars[name], width=width)

    def _make_maze_box(self, master, on_new_seed):
        box = ttk.LabelFrame(master, text=_("Maze"), padding=(px(master, 8), px(master, 2)))
        self._field(box, 0, "shape", N_("Shape"), ChoiceBox(box, self.vars["shape"], ALL_SHAPES,
                                                            shape_name, width=14))
        self._field(box, 2, "wrap", N_("Wrap"), ChoiceBox(box, self.vars["wrap"], WRAP_CHOICES,
                                                          wrap_name, width=14))
        self._field(box, 4, "cols", N_("Columns"), self._spin(box, "cols", 1, 4000))
        self.cols_label = box.grid_slaves(row=4, column=0)[0]
        self._field(box, 6, "rows", N_("Rows"), self._spin(box, "rows", 1, 4000))
        self.algorithm_box = ChoiceBox(box, self.vars["algorithm"], ALGORITHMS,
                                       generate.display_name, width=18, blank=_(UNKNOWN))
        self._field(box, 8, "algorithm", N_("Algorithm"), self.algorithm_box)
        self._field(box, 10, "param", N_("Mix %"), self._spin(box, "param", 0, 100))
        self.param_label = box.grid_slaves(row=10, column=0)[0]
        self.weighted_check = ttk.Checkbutton(box, text=_("Weighted walls"),
                                              variable=self.weighted)
        Tooltip(self.weighted_check, _(TIPS["weighted"]))
        self.summary = ttk.Label(box, text="", style="Hint.TLabel", wraplength=px(box, 230),
                                 justify="left")
        self.summary.grid(row=12, column=0, columnspan=3, sticky="w", pady=(2, 0))
        self._field(box, 13, "braid", N_("Braid %"), self._spin(box, "braid", 0, 100))
        self._field(box, 15, "endpoints", N_("Endpoints"), ChoiceBox(
            box, self.vars["endpoints"], ENDPOINTS, endpoints_name, width=14, blank=_(UNKNOWN)))
        for row, name, label in ((17, "start", N_("Start")), (19, "goal", N_("Goal"))):
            self._field(box, row, name, label,
                        ttk.Entry(box, textvariable=self.vars[name], width=11))
        seed_row = ttk.Frame(box)
        seed = ttk.Entry(seed_row, textvariable=self.vars["seed"], width=11)
        seed.pack(side="left", fill="x", expand=True)
        self.new_seed_button = ttk.Button(seed_row, text=_("New"), width=5,
                                          command=on_new_seed)
        self.new_seed_button.pack(side="left", padx=(4, 0))
        self._field(box, 21, "seed", N_("Seed"), seed_row)
        self.widgets["seed"] = seed
        for name in ("braid", "seed"):  # "from a file", on a field left blank
            self.placeholders[name] = Placeholder(self.widgets[name], _(UNKNOWN))
        self._field(box, 23, "difficulty", N_("Difficulty"), ChoiceBox(
            box, self.vars["difficulty"], DIFFICULTIES, level_name, width=14))
        self._field(box, 25, "min_share", N_("Longest way %"),
                    self._spin(box, "min_share", 0, 90))
        self._field(box, 27, "weave", N_("Weave %"), self._spin(box, "weave", 0, 100))
        self._field(box, 29, "levels", N_("Levels"), self._spin(box, "levels", 1, MAX_LEVELS))
        self._field(box, 31, "symmetry", N_("Symmetry"), ChoiceBox(
            box, self.vars["symmetry"], SYMMETRY_CHOICES,
            lambda n: _(SYMMETRY_NAMES.get(n, n)), width=14))
        self._field(box, 33, "room", N_("Room"),
                    ttk.Entry(box, textvariable=self.vars["room"], width=11))
        self.room_label = box.grid_slaves(row=33, column=0)[0]
        self.unicursal_check = ttk.Checkbutton(box, text=_("One path (unicursal)"),
                                               variable=self.vars["unicursal"])
        self.unicursal_check.grid(row=35, column=1, sticky="w")
        line = MessageLine(box)
        line.label.grid(row=36, column=0, columnspan=3, sticky="ew")
        Tooltip(self.unicursal_check, _(TIPS["unicursal"]))
        self.widgets["unicursal"] = self.unicursal_check
        self.errors["unicursal"], self.lines["unicursal"] = line.label, line
        self._field(box, 37, "word", N_("Solution word"),
                    ttk.Entry(box, textvariable=self.vars["word"], width=11))
        # a name to choose (shown in words, held as its id) or an order to type
        lab = self._field(box, 39, "labyrinth", N_("Labyrinth"), ttk.Combobox(
            box, textvariable=self.vars["labyrinth"],
            values=[""] + [_(LABYRINTH_TITLES[n]) for n in LABYRINTHS], width=14))
        lab.bind("<<ComboboxSelected>>", lambda e: self.vars["labyrinth"].set(
            ([""] + list(LABYRINTHS))[max(0, lab.current())]), add="+")
        ground_row = ttk.Frame(box)
        ground = ttk.Entry(ground_row, textvariable=self.vars["weights"], width=8)
        ground.pack(side="left", fill="x", expand=True)
        self.ground_random = ttk.Button(ground_row, text=_("Random"), width=7,
                                        command=self._random_ground)
        self.ground_random.pack(side="left", padx=(4, 0))
        self.ground_file = ttk.Button(ground_row, text="…", width=2,  # i18n: keep
                                      command=self._ground_from_file)
        self.ground_file.pack(side="left", padx=(2, 0))
        Tooltip(self.ground_random, _("Random hills of mud, water and lava"))
        Tooltip(self.ground_file, _("Read the costs from a file: one line a row, a digit "
                                    "1 to 9 a cell"))
        self._field(box, 41, "weights", N_("Ground"), ground_row)
        self.widgets["weights"] = ground
        box.columnconfigure(1, weight=1)
        return box

    def _random_ground(self):
        import secrets
        self.vars["weights"].set("random:%d" % secrets.randbelow(10 ** 6))

    def _ground_from_file(self):
        path = self.ask_ground_path() if self.ask_ground_path else ""
        if path:
            self.vars["weights"].set(path)

    def _make_texture_box(self, master):
        box = ttk.LabelFrame(master, text=_("Texture"), padding=(px(master, 8), px(master, 2)))
        for row, (knob, label) in enumerate((("bias", N_("Bias")), ("run", N_("Straight runs")),
                                             ("river", N_("River")))):
            self._field(box, 2 * row, knob, label,
                        Slider(box, self.vars[knob], *RANGES[knob]))
        self.texture_note = ttk.Label(box, text="", style="Hint.TLabel",
                                      wraplength=px(box, 230), justify="left")
        self.texture_note.grid(row=6, column=0, columnspan=3, sticky="w")
        box.columnconfigure(1, weight=1)
        return box

    def _make_look_box(self, master, on_look):
        box = ttk.LabelFrame(master, text=_("Look"), padding=(px(master, 8), px(master, 2)))
        look = ChoiceBox(box, self.vars["look"], LOOKS, lambda n: _(LOOK_NAMES.get(n, n)),
                         width=14)
        look.bind("<<ComboboxSelected>>", lambda e: on_look(), add="+")
        self._field(box, 0, "look", N_("Walls"), look)
        colours = ChoiceBox(box, self.vars["palette"], PALETTES, palette_name, width=16)
        colours.bind("<<ComboboxSelected>>", lambda e: on_look(), add="+")
        self._field(box, 2, "palette", N_("Colours"), colours)
        self.thick_check = ttk.Checkbutton(box, text=_("Thick walls"),
                                           variable=self.vars["thick_walls"], command=on_look)
        self.thick_check.grid(row=4, column=1, sticky="w", pady=(0, px(box, 4)))
        Tooltip(self.thick_check, _(TIPS["thick_walls"]))
        self._field(box, 5, "cell", N_("Print cell (px)"), self._spin(box, "cell", 2, 64))
        box.columnconfigure(1, weight=1)
        return box

    def _make_solution_box(self, master, on_solver, on_look):
        box = ttk.LabelFrame(master, text=_("Solution"), padding=(px(master, 8),
                                                                  px(master, 2)))
        solver = ChoiceBox(box, self.vars["solver"], solve.SOLVERS, solve.display_name,
                           width=20)  # the widest name, Wall follower (right hand)
        solver.bind("<<ComboboxSelected>>", lambda e: on_solver(), add="+")
        self.solver_box = solver
        self._field(box, 0, "solver", N_("Solver"), solver)
        self.solver_tip = Tooltip(solver, "")  # what the chosen one does and promises
        self.vars["solver"].trace_add("write", lambda *a: self._solver_chosen())
        self._solver_chosen()
        self.solution_check = ttk.Checkbutton(box, text=_("Show solution"),
                                              variable=self.vars["show_solution"],
                                              command=self.on_solution)
        self.solution_check.grid(row=2, column=1, sticky="w")
        self.dashed_check = ttk.Checkbutton(box, text=_("Dashed solution"),
                                            variable=self.vars["dashed"], command=on_look)
        self.dashed_check.grid(row=3, column=1, sticky="w", pady=(0, px(box, 4)))
        Tooltip(self.dashed_check, _(TIPS["dashed"]))
        box.columnconfigure(1, weight=1)
        return box

    def make_solution_switch(self, master):
        """A Show solution check box in ``master`` (the toolbar), one with the
        panel's: the same variable and command, so they are always in step."""
        self.toolbar_solution_check = ttk.Checkbutton(
            master, text=_("Show solution"), variable=self.vars["show_solution"],
            command=self.on_solution)
        self.toolbar_solution_check.pack(side="left")
        return self.toolbar_solution_check

    def _make_code_box(self, on_copy_code):
        box = ttk.LabelFrame(self, text=_("Maze code"), padding=(px(self, 8), px(self, 2),
                                                              px(self, 8), px(self, 6)))
        entry = ttk.Entry(box, textvariable=self.vars["code"], state="readonly", width=8,
                          font="TkFixedFont")
        entry.grid(row=0, column=0, sticky="ew")
        entry.bind("<FocusIn>", lambda e: entry.selection_range(0, "end"), add="+")
        self.code_entry = entry
        Tooltip(entry, _("The code rebuilds this very maze: paste it (Edit > Paste) or use "
                         "it with python -m mazetk."))
        self.copy_button = ttk.Button(box, text=_("Copy"), width=5, command=on_copy_code)
        self.copy_button.grid(row=0, column=1, padx=(4, 0))
        box.columnconfigure(0, weight=1)
        return box

    # -- model <-> widgets ------------------------------------------------------
    def get(self):
        """The raw settings as typed (validate them with ``Settings.validate``);
        a field that says "from a file" gives the default."""
        v = self.vars

        defaults = Settings().to_dict()

        def known(name):
            value = v[name].get()
            return defaults[name] if name in self.unknown and not value else value

        return Settings(cols=v["cols"].get(), rows=v["rows"].get(), cell=v["cell"].get(),
                        algorithm=known("algorithm"), param=v["param"].get(),
                        braid=known("braid"), endpoints=known("endpoints"),
                        seed=known("seed"), look=v["look"].get(), solver=v["solver"].get(),
                        show_solution=bool(v["show_solution"].get()),
                        difficulty=v["difficulty"].get(), min_share=v["min_share"].get(),
                        heat_map=bool(v["heat_map"].get()), version=self.version,
                        shape=v["shape"].get(), palette=v["palette"].get(),
                        solution_style="dashed" if v["dashed"].get() else "solid",
                        font_scale=v["font_scale"].get(), language=v["language"].get(),
                        thick_walls=bool(v["thick_walls"].get()),
                        wrap="" if v["wrap"].get() == "none" else v["wrap"].get(),
                        weave=v["weave"].get(), levels=v["levels"].get(),
                        start=v["start"].get(), goal=v["goal"].get(),
                        symmetry="" if v["symmetry"].get() == "none" else v["symmetry"].get(),
                        bias=v["bias"].get(), run=v["run"].get(), river=v["river"].get(),
                        room=v["room"].get(), unicursal=bool(v["unicursal"].get()),
                        word=v["word"].get(), labyrinth=v["labyrinth"].get(),
                        weights=self._ground_value(), **self.mask_box.fields())

    def set(self, settings, from_file=False):
        """Show ``settings``; with ``from_file`` the fields of :data:`FROM_FILE`
        say "from a file" instead: the maze shown (opened) does not tell them."""
        unknown = FROM_FILE if from_file else ()
        v, values = self.vars, settings.to_dict()
        # the fields are set one by one: none may turn another off on the way
        # (Levels still 3 while Weave is set would set the weave back to 0)
        self._setting = True
        self._put_away = {}  # the settings shown say every knob
        self.version = settings.version
        self.unknown = set()
        self.mask_box.set(settings)
        for name in ("shape", "cols", "rows", "cell", "algorithm", "param", "braid",
                     "endpoints", "seed", "look", "solver", "difficulty", "min_share",
                     "palette", "font_scale", "language"):
            v[name].set(str(values[name]))
        v["show_solution"].set(bool(settings.show_solution))
        v["heat_map"].set(bool(settings.heat_map))
        v["dashed"].set(settings.solution_style == "dashed")
        v["thick_walls"].set(bool(settings.thick_walls))
        v["wrap"].set(settings.wrap or "none")
        v["weave"].set(str(settings.weave or 0))
        v["levels"].set(str(settings.levels or 1))
        self.set_place("start", settings.start)
        self.set_place("goal", settings.goal)
        v["symmetry"].set(settings.symmetry or "none")
        for knob in KNOBS:
            v[knob].set(str(values[knob] or 0))
        self.set_room(settings.room, settings.shape)
        v["unicursal"].set(bool(settings.unicursal))
        v["word"].set(settings.word or "")
        self.set_ground(settings.weights)
        lab = settings.labyrinth
        v["labyrinth"].set(labyrinth_name(lab) if isinstance(lab, tuple) and lab else lab or "")
        self.unknown = set(unknown)
        for name in unknown:
            v[name].set("")
        self._setting = False
        self._show_placeholders()
        self.update_states()
        self.scroller.take(self)

    def known(self, settings):
        """The fields that said "from a file" show what Generate used instead."""
        values = settings.to_dict()
        for name in sorted(self.unknown):
            self.vars[name].set(str(values[name]))
        self.unknown = set()
        self._show_placeholders()

    def _typed(self, name):
        """A field of :data:`FROM_FILE` set: it no longer says "from a file"."""
        if self.vars[name].get():
            self.unknown.discard(name)
        self._show_placeholders()

    def _show_placeholders(self):
        for name, hint in self.placeholders.items():
            hint.show(name in self.unknown and not self.vars[name].get())

    def set_seed(self, seed, version=None):
        """A seed, and the pipeline version it goes with (None: the current one)."""
        self.vars["seed"].set(str(seed))
        self.version = version

    def set_place(self, name, place):
        """The start's or the goal's field (``name``) shows ``place`` (a tuple,
        text as typed, or None for blank: the endpoints' choice)."""
        if place is None or isinstance(place, str):
            self.vars[name].set(place or "")
        else:
            self.vars[name].set(place_text(place))

    def set_room(self, room, shape):
        """The Room field shows ``room`` (a pair, text as typed, or None)."""
        if room is None or isinstance(room, str):
            self.vars["room"].set(room or "")
        else:
            self.vars["room"].set("%d" % room[0] if shape == "circle" else "%dx%d" % tuple(room))

    def set_code(self, code):
        self.vars["code"].set(code or "")

    def set_ground(self, text):
        """The Ground field says ``text`` (``random:SEED``, a file's name,
        blank), or for packed costs (``cells:...``: painted, or come with a
        maze opened or a code) "(kept in the code)", which stands for them:
        while it shows that, the field gives the packed costs."""
        text = text or ""
        if not text.startswith("cells:"):
            self._ground_packed = {}
            self.vars["weights"].set(text)
            return
        name = _("(kept in the code)")
        self._ground_packed = {name: text}
        self.vars["weights"].set(name)

    def _ground_value(self):
        """What the Ground field holds: its text, or the packed costs its
        short name stands for (see :meth:`set_ground`)."""
        text = self.vars["weights"].get()
        return self._ground_packed.get(text, text)

    # -- what the window asks of the panel -------------------------------------------
    def shared(self, name):
        """The Tk variable of a setting :data:`SHARED` with a control outside the
        panel (a menu's check or radio entry, the Statistics tab's check box):
        both show the same variable, so they are always in step."""
        if name not in SHARED:
            raise KeyError(name)
        return self.vars[name]

    def switch(self, name):
        """Whether the switch ``name`` (``show_solution``, ``heat_map``) is on."""
        return bool(self.vars[name].get())

    def set_switch(self, name, on):
        self.vars[name].set(bool(on))

    def solver(self):
        """The solver chosen."""
        return self.vars["solver"].get()

    def look(self):
        """``{"look", "palette", "thick_walls", "solution_style"}`` as chosen: how
        the maze is drawn, which changes without making a new maze."""
        v = self.vars
        return {"look": v["look"].get(), "palette": v["palette"].get(),
                "thick_walls": bool(v["thick_walls"].get()),
                "solution_style": "dashed" if v["dashed"].get() else "solid"}

    def allow_copy(self, on):
        """Offer Copy beside the maze code, or not (no maze, or one without a code)."""
        self.copy_button.configure(state="normal" if on else "disabled")

    def show_errors(self, problems):
        """Show each message under its field; clear the others."""
        for name, label in self.errors.items():
            message = problems.get(name)
            if name == "mask" and self.mask_box.problem:
                message = self.mask_box.problem  # the box says best what is wrong
            text = message[0].upper() + message[1:] if message else ""
            if name in self.lines:
                self.lines[name].say(text)
            else:  # the mask's line, which takes no room while it is empty
                label.configure(text=text)
                if text:
                    label.grid()
                else:
                    label.grid_remove()
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
        if self._setting:
            return
        shape = self.vars["shape"].get() or "square"
        # only what works on this shape is offered (square-only generators,
        # the blocks look, neither on a mask); a circle has one size, its rings; a cube, its faces' side
        plain = self.mask_box.kind.get() == "none"
        # a wrap only where the shape can (square, hex) and on no mask
        stacked = self.vars["levels"].get().strip() not in ("1", "")
        can_wrap = shape in WRAP_SHAPES and plain and not stacked
        if not can_wrap and self.vars["wrap"].get() != "none":
            self.vars["wrap"].set("none")
        self.widgets["wrap"].configure(state="readonly" if can_wrap else "disabled")
        wrapped = self.vars["wrap"].get() not in ("", "none")
        # a weave where the shape and the generator can take tunnels
        can_weave = (shape in WEAVE_SHAPES and plain and not wrapped and not stacked
                     and self.vars["algorithm"].get() in WEAVERS)
        if not can_weave and self.vars["weave"].get().strip() not in ("0", ""):
            self.vars["weave"].set("0")
        self.widgets["weave"].configure(state="normal" if can_weave else "disabled")
        woven = can_weave and self.vars["weave"].get().strip() not in ("0", "")
        # floors where the shape can stack them, flat and unwoven
        can_stack = shape in LEVEL_SHAPES and plain and not wrapped and not woven
        if not can_stack and stacked:
            self.vars["levels"].set("1")
            stacked = False
        self.widgets["levels"].configure(state="normal" if can_stack else "disabled")
        # symmetry on a whole, flat square maze (its size is judged on Generate)
        can_mirror = (shape == "square" and plain and not wrapped and not woven
                      and not stacked)
        if not can_mirror and self.vars["symmetry"].get() != "none":
            self.vars["symmetry"].set("none")
        self.widgets["symmetry"].configure(state="readonly" if can_mirror else "disabled")
        mirrored = self.vars["symmetry"].get() != "none"
        self._texture_states(shape, woven)
        # a room in the middle of a whole, flat square maze or a circle
        can_room = (shape in ROOM_SHAPES and plain and not wrapped and not woven
                    and not stacked and not mirrored)
        if not can_room and self.vars["room"].get().strip():
            self.vars["room"].set("")
        self.widgets["room"].configure(state="normal" if can_room else "disabled")
        self.room_label.configure(text=_("Open rings") if shape == "circle" else _("Room"))
        # one path: a whole, flat square maze without a room
        can_single = (shape == "square" and plain and not wrapped and not woven
                      and not stacked and not mirrored)
        if not can_single and self.vars["unicursal"].get():
            self.vars["unicursal"].set(False)
        self.unicursal_check.configure(state="normal" if can_single else "disabled")
        # a word on a whole, flat square maze
        if not can_single and self.vars["word"].get():
            self.vars["word"].set("")
        self.widgets["word"].configure(state="normal" if can_single else "disabled")
        whole = shape == "square" and plain and not wrapped and not woven and not stacked
        names = [n for n, a in ALGORITHMS.items()
                 if (whole and not mirrored) or not a.square_only]
        self.algorithm_box.offer(names)
        if self.vars["algorithm"].get() not in names and "algorithm" not in self.unknown:
            self.vars["algorithm"].set("backtracker")
        if not whole and self.vars["look"].get() != "lines":
            self.vars["look"].set("lines")
        if "look" in self.widgets:
            self.widgets["look"].configure(state="readonly" if whole else "disabled")
        self.cols_label.configure(text=_("Rings") if shape == "circle" else _("Face side")
                                  if shape == "cube" else _("Columns"))
        self.widgets["rows"].configure(state="disabled" if shape in ("circle", "cube")
                                       else "normal")
        name = self.vars["algorithm"].get()
        algo = ALGORITHMS.get(name)
        param = algo.param if algo else None
        if param is not None and not _within(self.vars["param"].get(), param.low, param.high):
            self.vars["param"].set(str(param.default))  # the last one's value means nothing here
        spin, label = self.widgets["param"], self.param_label
        if param is not None and param.high == 1:  # a switch
            spin.grid_remove()
            label.grid_remove()
            self.weighted_check.grid(row=10, column=1, sticky="w")
            on = self.vars["param"].get().strip() == "1"
            if bool(self.weighted.get()) != on:
                self.weighted.set(on)
        else:
            self.weighted_check.grid_remove()
            spin.grid()
            label.grid()
            spin.configure(state="normal" if param else "disabled")
            label.configure(text=generate.param_label(name) if param else _("Parameter %"))
        summary = generate.describe(name) if name else _(
            "the file does not say how the maze was made")
        self.summary.configure(text=summary[:1].upper() + summary[1:])
        self.align()

    def _solver_chosen(self):
        """The solver's tooltip says what the chosen one does and promises."""
        name = self.vars["solver"].get()
        if name in solve.SOLVERS:
            text = solve.describe(name)
            self.solver_tip.text = "%s%s (%s)" % (text[:1].upper(), text[1:],
                                                  solve.guarantees(name))

    def _labyrinth_chosen(self, centre=False):
        """A labyrinth named or typed in full: the maze is a circle of its
        circuits and its centre, so Shape and Rings follow it, and Open
        rings takes its centre (Chartres's is wide: 3).  With ``centre``,
        Open rings changed: Rings follow it."""
        if self._setting:
            return
        if not centre and not self.vars["labyrinth"].get().strip():
            if self._centre_given and self.vars["room"].get().strip() == self._centre_given:
                self.vars["room"].set("")  # a labyrinth's own centre goes with it
            self._centre_given = ""
            return
        try:
            order = parse_labyrinth(self.vars["labyrinth"].get())
        except ValueError:
            return  # said under the field on Generate
        if centre and self.vars["shape"].get() != "circle":
            return  # Open rings cleared as the shape changed: the shape is the user's
        if not centre:
            inner = labyrinth_centre(order)
            self._centre_given = str(inner) if inner > 1 else ""
            self.vars["room"].set(self._centre_given)
        hole = self.vars["room"].get().strip()
        if hole and not (hole.isdigit() and hole.isascii()):
            return  # said under the field on Generate
        self.vars["shape"].set("circle")
        self.vars["cols"].set(str(circuits(order) + (int(hole) if hole else 1)))

    def _texture_states(self, shape, woven):
        """The texture knobs where they shape the maze: a walking generator,
        no weave; run where passages can run straight (not on triangles).
        A knob that cannot shape it is 0, and the note under them says why."""
        walker = self.vars["algorithm"].get() in WALKERS or "algorithm" in self.unknown
        turned = self.vars["symmetry"].get() == "rotate4"
        for knob in KNOBS:
            can = (walker and not woven and not (knob == "run" and shape == "triangle")
                   and not (knob == "bias" and turned))
            value = self.vars[knob].get().strip()
            if not can and value not in ("0", ""):  # kept, and given back when it can shape
                self._put_away[knob] = value
                self.vars[knob].set("0")
            elif can and knob in self._put_away:
                kept = self._put_away.pop(knob)
                if value in ("0", ""):
                    self.vars[knob].set(kept)
            self.widgets[knob].configure(state="normal" if can else "disabled")
        note = ("" if walker and not woven else
                _("A woven maze has no texture yet.") if walker else
                _("Texture shapes how a walk turns: choose the recursive backtracker, hunt "
                  "and kill or the growing tree."))
        if not note and shape == "triangle":
            note = _("A triangle has no straight sides for straight runs.")
        elif not note and turned:
            note = _("A quarter turn makes every level passage an upright one: no bias.")
        self.texture_note.configure(text=note)
        if note:
            self.texture_note.grid()
        else:
            self.texture_note.grid_remove()

    def align(self):
        """One column for every input: each group's labels take the width of
        the widest label of all (shown or not: Threshold, Rings), so no input
        moves when a choice shows or hides a row."""
        align_inputs(self.boxes, self.labels, px(self, 6))
        keep_lines(self.summary, 2)  # the algorithm's summary, long or short: Braid stays

    def _mask_chosen(self):
        """A new kind of mask: its group shows whole (it may lie below the fold)."""
        self.update_states()
        self.mask_box.update_idletasks()
        self.scroller.see(self.mask_box)


def _within(text, low, high):
    try:
        return low <= whole_number(text) <= high
    except ValueError:
        return False
