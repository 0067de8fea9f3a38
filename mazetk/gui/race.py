"""Race solvers side by side: View > Race solvers….

A window of two to four panes, each the same maze with one solver at
work at the same speed (the toolbar's), as Watch it solve shows one: what
it looked at, its frontier or its stack; under each, its counts and a line
saying what it is doing.  When all have ended, a table of the results:
cells looked at, steps, the way's length and cost, and what each promises.
The choice of solvers is made at the top of the window; Race again runs
the race anew.
"""

import tkinter as tk
from tkinter import ttk

from .. import scene, solve
from ..i18n import N_, _
from .animator import Timer
from .canvas_view import CanvasView
from .fields import ChoiceBox
from .screen import px
from .solving import SolveAnimation, count_words

#: The solvers a race starts with.
FIRST = ("bfs", "astar", "greedy")
#: What each solver is doing at every step, as its pane says.
DOING = {
    "bfs": N_("expanding the oldest cell of its frontier: the nearest first"),
    "astar": N_("expanding the cell with the lowest cost + estimate"),
    "astar-euclidean": N_("expanding the cell with the lowest cost + straight distance"),
    "dijkstra": N_("expanding the cell with the lowest cost so far"),
    "bidirectional": N_("growing the smaller of two waves a level at a time"),
    "collision": N_("flooding from both ends at the same speed"),
    "all-shortest": N_("flooding from both ends and keeping every shortest way"),
    "greedy": N_("expanding the cell that looks nearest the goal"),
    "dfs": N_("going deeper, backing up from each dead end"),
    "dead-end-filling": N_("filling a dead end back to its junction"),
    "cul-de-sac-filling": N_("filling dead ends and the loops that hang on one cell"),
    "wall-follower": N_("walking with the right hand on the wall"),
    "wall-follower-left": N_("walking with the left hand on the wall"),
    "pledge": N_("walking towards the goal, or along a wall counting its turns"),
    "chain": N_("following the guiding line, robots round what bars it"),
    "tremaux": N_("marking each passage it walks, turning back at a marked one"),
    "random-mouse": N_("taking any way but back at each junction"),
}
NONE = "-"  # a pane left out


def doing(name):
    """What solver ``name`` is doing, in words."""
    return _(DOING[name]) if name in DOING else solve.describe(name)


def results(maze, names):
    """The table rows of a race: ``(name, looked at, steps, way, cost, promise)``."""
    out = []
    for name in names:
        found = maze.solve(name)
        entry = solve.SOLVERS[name]
        if maze.weights is not None and entry.weighted:
            promise = _("always the cheapest")
        elif entry.shortest and not entry.weighted and maze.weights is not None:
            promise = _("the shortest in steps, not the cheapest")
        elif entry.shortest:
            promise = _("always a shortest way")
        else:
            promise = _("not always the shortest")
        out.append((solve.display_name(name), len(set(found.visited)), len(found.visited),
                    len(found.path) if found.found else None,
                    maze.cost(found.path) if found.found else None, promise))
    return out


class RaceWindow(tk.Toplevel):
    """The race of solvers on ``maze`` drawn in ``style`` at ``speed``."""

    def __init__(self, master, maze, style, speed, save=None):
        super().__init__(master)
        self.title(_("Race solvers"))
        self.transient(master)
        self.maze, self.style, self.speed = maze, style, speed
        self.timer = Timer(self)
        self.lanes = []
        top = ttk.Frame(self, padding=(px(self, 10), px(self, 8)))
        top.pack(side="top", fill="x")
        ttk.Label(top, text=_("Solvers")).pack(side="left", padx=(0, px(self, 6)))
        self.choices = []
        names = [NONE] + list(solve.SOLVERS)
        for i in range(4):
            var = tk.StringVar(self, value=FIRST[i] if i < len(FIRST) else NONE)
            box = ChoiceBox(top, var, names, lambda n: "—" if n == NONE  # i18n: keep
                            else solve.display_name(n), width=18)
            box.pack(side="left", padx=(0, px(self, 4)))
            self.choices.append(var)
        self.race_button = ttk.Button(top, text=_("Race again"), command=self.start)
        self.race_button.pack(side="left", padx=(px(self, 8), 0))
        self.save = save  # save(names): the race as a GIF, asked where
        if save is not None:
            self.save_button = ttk.Button(top, text=_("Save as GIF…"), command=self.save_gif)
            self.save_button.pack(side="left", padx=(px(self, 4), 0))
        self.note = ttk.Label(top, text="", style="Hint.TLabel")
        self.note.pack(side="left", padx=(px(self, 8), 0))
        self.panes = ttk.Frame(self)
        self.panes.pack(side="top", fill="both", expand=True)
        self.table = ttk.Treeview(self, columns=("looked", "steps", "way", "cost", "promise"),
                                  height=4, selectmode="none")
        for column, text in (("#0", _("solver")), ("looked", _("cells looked at")),
                             ("steps", _("steps walked")), ("way", _("way (cells)")),
                             ("cost", _("cost")), ("promise", _("promises"))):
            self.table.heading(column, text=text)
            wide = 230 if column == "promise" else 150 if column == "#0" else 100
            self.table.column(column, width=px(self, wide),
                              anchor="w" if column in ("#0", "promise") else "e")
        self.table.pack(side="top", fill="x", padx=px(self, 10), pady=(0, px(self, 10)))
        self.bind("<Escape>", lambda e: self.destroy())
        self.protocol("WM_DELETE_WINDOW", self.destroy)
        width = min(self.winfo_screenwidth() - px(self, 40), px(self, 1200))
        height = min(self.winfo_screenheight() - px(self, 80), px(self, 760))
        self.size = (width, height)
        self.geometry("%dx%d" % (width, height))
        self._pending = [self.after_idle(self.start)]

    def chosen(self):
        """The solvers chosen, each once, in order."""
        out = []
        for var in self.choices:
            name = var.get()
            if name in solve.SOLVERS and name not in out:
                out.append(name)
        return out

    def start(self):
        """Lay out a pane for each solver chosen and start them all at once."""
        self.stop()
        names = self.chosen()
        if len(names) < 2:
            self.note.configure(text=_("Choose two to four solvers."))
            return
        self.note.configure(text="")
        for child in self.panes.winfo_children():
            child.destroy()
        self.table.delete(*self.table.get_children())
        self.update_idletasks()
        width, height = self.size
        if self.winfo_ismapped() and self.winfo_width() > 100:  # as the person sized it
            width, height = self.winfo_width(), self.winfo_height()
        room_w = max(120, width // len(names))
        # less the choices above, the table below, a pane's name, counts and line
        room_h = max(100, height - px(self, 280))
        cell = self.style.cell
        while cell > 2 and any(a > b for a, b in zip(
                scene.picture_size(self.maze.grid, self._style(cell), heat=True),
                (room_w - px(self, 12), room_h))):
            cell -= 1
        style = self._style(cell)
        drawing = scene.build(self.maze, style)
        self.lanes = []
        for i, name in enumerate(names):
            pane = ttk.Frame(self.panes, padding=(px(self, 4), 0))
            pane.grid(row=0, column=i, sticky="nsew")
            self.panes.columnconfigure(i, weight=1, uniform="lane")
            ttk.Label(pane, text=solve.display_name(name), font="TkHeadingFont").pack(
                side="top", anchor="w")
            view = CanvasView(pane)
            view.pack(side="top", fill="both", expand=True)
            counts = ttk.Label(pane, text="", font="TkFixedFont")
            counts.pack(side="top", anchor="w")
            line = ttk.Label(pane, text=doing(name), style="Hint.TLabel",
                             wraplength=room_w - px(self, 16), justify="left")
            line.pack(side="top", anchor="w")
            view.show(drawing)
            self.lanes.append({"name": name, "view": view, "counts": counts, "line": line,
                               "anim": None})
        self.panes.rowconfigure(0, weight=1)
        self.update_idletasks()
        self._later(lambda: self._run(style))

    def save_gif(self):
        """The race of the solvers chosen as an animated GIF (File > Export's
        colours, side by side at one speed)."""
        names = self.chosen()
        if len(names) < 2:
            self.note.configure(text=_("Choose two to four solvers."))
            return
        self.save(names)

    def _later(self, call):
        """``call`` in 50 ms, cancelled if the window closes first."""
        self._pending = [self.after(50, call)]

    def _style(self, cell):
        from dataclasses import replace
        return replace(self.style, cell=cell, wall=max(1, min(self.style.wall, cell // 4)),
                       margin=max(4, min(16, cell))).validate()

    def _run(self, style):
        if not self.winfo_exists():
            return
        for lane in self.lanes:
            if lane["view"].busy():  # still drawing the maze: the race waits for it
                self._later(lambda: self._run(style))
                return
        for lane in self.lanes:
            anim = SolveAnimation(lane["view"].overlay, self.timer, self.maze, lane["name"],
                                  style, lambda found, lane=lane: self._ended(lane, found),
                                  self.speed)
            anim.on_frame = lambda lane=lane: self._count(lane)
            lane["anim"] = anim
            self._count(lane)
        for lane in self.lanes:
            lane["anim"].play()

    def _count(self, lane):
        anim = lane["anim"]
        lane["counts"].configure(text=count_words(lane["name"], anim.counts))

    def _ended(self, lane, found):
        self._count(lane)
        if found.found:
            cost = self.maze.cost(found.path)
            lane["line"].configure(text=_("done: a way of %(cells)d cells, cost %(cost)d")
                                   % {"cells": len(found.path), "cost": cost})
        else:
            lane["line"].configure(text=found.note)
        if all(x["anim"] is not None and x["anim"].ended for x in self.lanes):
            self._table()

    def _table(self):
        self.table.delete(*self.table.get_children())
        for shown, looked, steps, way, cost, promise in results(
                self.maze, [lane["name"] for lane in self.lanes]):
            self.table.insert("", "end", text=shown, values=(
                looked, steps, "–" if way is None else way, "–" if cost is None else cost,
                promise))

    def finish(self):
        """Every solver to its end at once (and the table)."""
        for lane in self.lanes:
            if lane["anim"] is not None:
                lane["anim"].finish()

    def stop(self):
        for lane in self.lanes:
            if lane["anim"] is not None:
                lane["anim"].stop()

    def destroy(self):
        self.stop()
        for pending in self._pending:
            self.after_cancel(pending)
        self._pending = []
        super().destroy()
