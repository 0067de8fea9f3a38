"""The Statistics tab: numbers about the maze shown, its difficulty and the
heat map switch (Tk shell).
"""

from tkinter import ttk

from .. import i18n
from ..analysis import level_name
from ..i18n import N_, _
from ..spec import size_words
from .screen import px


#: The least width the tab's sentences wrap to (at 96 dpi); they take the tab's.
WRAP = 150


class StatsPanel(ttk.Frame):
    """Numbers about the current maze, its difficulty and the heat map switch."""

    ROWS = (("size", N_("Size")), ("cells", N_("Cells")),
            ("solution_length", N_("Way (cells)")), ("solution_share", N_("Way share %")),
            ("dead_ends", N_("Dead ends")), ("junctions", N_("Junctions")),
            ("turns", N_("Turns on the way")), ("longest_corridor", N_("Longest corridor")),
            ("loops", N_("Loops")), ("stairs", N_("Stairs on the way")),
            ("dead_end_share", N_("Dead-end share %")),
            ("level_share", N_("Level passages %")), ("mean_run", N_("Mean straight run")),
            ("solution_cost", N_("Cost of the way")), ("cheapest_cost", N_("Cheapest cost")),
            ("shortest_steps", N_("Fewest cells of a way")))

    def __init__(self, master, heat_var, on_heat, **kw):
        super().__init__(master, padding=(10, 8), **kw)
        box = ttk.LabelFrame(self, text=_("This maze"), padding=(8, 2))
        box.grid(row=0, column=0, sticky="ew")
        self.values = {}
        for i, (key, label) in enumerate(self.ROWS):
            ttk.Label(box, text=_(label)).grid(row=i, column=0, sticky="w", pady=1)
            value = ttk.Label(box, text="–", anchor="e")
            value.grid(row=i, column=1, sticky="e", pady=1)
            self.values[key] = value
        box.columnconfigure(1, weight=1)
        verdict = ttk.LabelFrame(self, text=_("Difficulty"), padding=(8, 2))
        verdict.grid(row=1, column=0, sticky="ew", pady=(8, 0))
        self.level = ttk.Label(verdict, text="–", font="TkHeadingFont")
        self.level.grid(row=0, column=0, sticky="w")
        self.reason = ttk.Label(verdict, text="", wraplength=px(self, WRAP), justify="left",
                                style="Hint.TLabel")
        self.reason.grid(row=1, column=0, sticky="w")
        self.heat_check = ttk.Checkbutton(self, text=_("Distance heat map"), variable=heat_var,
                                          command=on_heat)
        self.heat_check.grid(row=2, column=0, sticky="w", pady=(10, 0))
        heat_words = ttk.Label(self, text=_("Colours every cell by its distance from the "
                                            "start; the legend under the maze gives the "
                                            "steps."),
                               wraplength=px(self, WRAP), justify="left", style="Hint.TLabel")
        heat_words.grid(row=3, column=0, sticky="w")
        self.columnconfigure(0, weight=1)
        # the words wrap to the tab's width: a tab as narrow as the settings beside it
        self.wrapped = (self.reason, heat_words)
        self.bind("<Configure>", lambda e: self._rewrap(e.width), add="+")

    def _rewrap(self, width):
        room = str(max(px(self, WRAP), width - 20 - px(self, 20)))
        for label in self.wrapped:
            if str(label.cget("wraplength")) != room:
                label.configure(wraplength=room)

    def show(self, maze, stats, level, reason):
        if maze is None:
            for label in self.values.values():
                label.configure(text="–")
            self.level.configure(text="–")
            self.reason.configure(text="")
            return
        size = size_words(maze.grid.shape, maze.cols, maze.rows)
        if maze.grid.levels > 1:
            size = _("%(levels)d floors of %(size)s") % {"levels": maze.grid.levels,
                                                          "size": size}
        shown = dict(stats, size=size)
        for key, label in self.values.items():
            label.configure(text=str(shown.get(key, "–")))
        self.level.configure(text=level_name(level))
        self.reason.configure(text=i18n.sentence(reason))
