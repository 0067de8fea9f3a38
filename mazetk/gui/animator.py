"""The animation controls of the window: Watch it grow / solve (Tk shell).

:class:`Animator` owns the toolbar's animation buttons and speed slider and
runs one :class:`~mazetk.gui.animation.Animation` at a time; the animation
draws with the painter the maze view gives it and keeps time with the Tk root.
"""

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

from .. import generate, scene, solve
from ..i18n import _, pgettext
from ..maze import stepper
from ..spec import shape_cells, size_words
from .animation import MAX_CELLS, legend, rate_for
from .growing import GrowAnimation
from .solving import SolveAnimation, count_words, solver_legend
from .screen import px
from ..export.display import NoTask, prepare_view, window_style


#: Where the speed slider starts until the person moves it: about a
#: thousand steps a second.
DEFAULT_SPEED = 55.0


class Timer:
    """``after``/``cancel`` of a Tk widget, for the Tk-free animations."""

    def __init__(self, widget):
        self.after = widget.after
        self.cancel = widget.after_cancel


def speed_width():
    """How many characters (of the width of a 0) the speed's words take at
    their widest, in the language of the day: the toolbar keeps that room, so
    it does not move as they change."""
    font = tkfont.nametofont("TkDefaultFont")
    widest = max(font.measure(_("1 step a second")),
                 font.measure(_("%s steps a second") % "{:,}".format(int(rate_for(100)))))
    return -(-widest // max(1, font.measure("0")))


class Animator:
    """Starts, controls and ends the animations.

    ``settings_for_growth()`` gives the checked settings (or None);
    ``too_big(note)`` generates at once instead and says why;
    ``grown(maze, steps)`` hands over the finished maze.
    """

    def __init__(self, root, doc, view, legend_strip, status, runner, speed=None):
        self.root, self.doc, self.view, self.runner = root, doc, view, runner
        self.legend, self.status = legend_strip, status
        self.animation = None
        # the slider's place, and so the steps a second: what the person set, kept
        # from run to run (and in the config between sessions)
        self.speed = tk.DoubleVar(root, value=DEFAULT_SPEED)
        self.set_speed(speed)
        self.timer = Timer(root)
        self.settings_for_growth = lambda: None
        self.too_big = lambda note: None
        self.grown = lambda maze, steps: None
        self.before_start = lambda: None
        self.changed = lambda: None

    def make_controls(self, bar):
        """The buttons and the slider, in groups that ``bar`` (a
        :class:`~mazetk.gui.toolbar.WrapBar`) wraps onto a new row when narrow."""
        def button(group, text, command, width=0):
            # ttk's own takefocus: Tab stops on a button only while it is enabled;
            # a width is the least (a longer word in another language still shows)
            b = ttk.Button(group, text=text, command=command, style="Toolbutton",
                           width=-width)
            b.pack(side="left")
            return b

        watch = bar.group()
        self.grow_button = button(watch, _("Watch it grow"), self.grow)
        self.solve_button = button(watch, _("Watch it solve"), self.solve)
        # the controls of a running animation show only while one runs
        self.bar, self.run_group = bar, bar.group(shown=False)
        run = self.run_group
        self.play_button = button(run, _("Pause"), self.toggle, 6)
        self.step_button = button(run, _("Step"), self.step, 5)
        self.finish_button = button(run, pgettext("animation", "Finish"), self.finish, 6)
        # two pieces, the slider and its words, which a narrow bar stacks
        speed = self.speed_group = bar.group(shown=False)
        slider = ttk.Frame(speed)
        slider.pack(side="left")
        ttk.Label(slider, text=_("Speed")).pack(side="left", padx=(0, 2))
        self.speed_scale = ttk.Scale(slider, from_=0, to=100, variable=self.speed,
                                     length=px(bar, 100), takefocus=1)
        self.speed_scale.pack(side="left", padx=(0, 4))
        self.speed_label = ttk.Label(speed, text="", width=-speed_width(),
                                     style="Hint.TLabel")
        self.speed_label.pack(side="left")
        self.speed.trace_add("write", lambda *a: self._speed_moved())
        self._show_speed()

    def kept(self):
        """What the config keeps of the animations: ``{"speed": the slider's
        place, 0 to 100}`` (``speed=`` of the constructor takes it back)."""
        return {"speed": round(self.speed.get(), 2)}

    def set_speed(self, value):
        """Put the slider where a saved ``value`` says (a bad one: the default)."""
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not (
                0 <= value <= 100):
            value = DEFAULT_SPEED
        self.speed.set(float(value))

    def _show_speed(self):
        rate = rate_for(self.speed.get())
        if round(rate, 1) == 1.0:
            text = _("1 step a second")
        else:
            text = _("%s steps a second") % ("{:,}".format(int(round(rate))) if rate >= 10
                                             else "%.1f" % rate if rate < 9.95 else "10")
        self.speed_label.configure(text=text)

    def running(self):
        return self.animation is not None

    def update_buttons(self):
        on = self.animation is not None
        for button in (self.play_button, self.step_button, self.finish_button):
            button.configure(state="normal" if on else "disabled")
        self.play_button.configure(text=_("Pause") if on and self.animation.playing
                                   else _("Run"))
        for group in (self.run_group, self.speed_group):
            self.bar.show(group, on)

    # -- starting ------------------------------------------------------------------
    def grow(self):
        """Generate with the panel's settings, one visible step at a time."""
        settings = self.settings_for_growth()
        if settings is None:
            return
        spec = settings.spec()
        cells = shape_cells(spec.shape, spec.cols, spec.rows)
        if cells > MAX_CELLS:
            self.too_big(_("too big to watch (%(cells)d cells; up to %(most)d can be "
                           "animated), so it was generated at once")
                         % {"cells": cells, "most": MAX_CELLS})
            return
        self.runner.drop()  # the maze on its way would replace the one growing
        self.before_start()
        self.stop()
        self.doc.settings = settings
        self.doc.set_maze(None)
        self.view.forget()
        cell = self.view.fit_new(spec.cols, spec.rows, spec.shape, spec.mask, spec.levels)[0]
        self.view.cell = cell
        style = window_style(settings, cell)
        grid, steps = stepper(spec)
        width, height = scene.picture_size(grid, style)
        painter = self.view.blank(width, height, style.background)
        self.animation = GrowAnimation(painter, self.timer, grid, spec.algorithm, style, steps,
                                       self._grown, self.speed.get())
        self.legend.show(legend(spec.algorithm, style.palette))
        self.status.set(_("Watching %(algorithm)s make this %(size)s maze (Space pauses, "
                          ". steps, End finishes)") % {
            "algorithm": generate.display_name(spec.algorithm),
            "size": size_words(spec.shape, spec.cols, spec.rows)})
        self._start()

    def _grown(self, maze):
        steps = self.animation.count if self.animation else 0
        self.animation = None
        self.legend.show()
        self.doc.set_maze(maze)
        self.view.show(prepare_view(NoTask(), maze, self.doc.settings, self.view.cell))
        self.grown(maze, steps)

    def solve(self):
        """Replay the chosen solver: explored cells fill in, then the way."""
        maze = self.doc.maze
        if maze is None:
            return
        if maze.grid.n > MAX_CELLS:
            self.status.set(_("This maze is too big to watch a solver (up to %d cells).")
                            % MAX_CELLS)
            return
        self.before_start()
        self.stop()
        if not self.view.shown() or self.view.drawing() or self.runner.busy():
            return
        solver, style = self.doc.settings.solver, self.view.style()
        self.animation = SolveAnimation(self.view.marks(), self.timer, maze, solver, style,
                                        self._solved, self.speed.get())
        self.animation.on_frame = self._show_counts
        self._show_counts()
        self.status.set(_("Watching %s (Space pauses, . steps, End finishes)")
                        % solve.display_name(solver))
        self._start()

    def _show_counts(self):
        """The solver's legend, each colour with how many cells it holds now."""
        anim = self.animation
        self.legend.show(solver_legend(anim.solver, anim.layout.style.palette, anim.counts))

    def _solved(self, found):
        anim = self.animation
        self._show_counts()
        self.animation = None
        self.changed()
        solver = solve.display_name(self.doc.settings.solver)
        counts = count_words(anim.solver, anim.counts)
        if found.found:
            self.status.set(_("%(solver)s found a way of %(length)d cells (%(counts)s).") % {
                "solver": solver, "length": len(found.path), "counts": counts})
        else:
            self.status.set(_("%(solver)s: %(note)s (%(counts)s).") % {
                "solver": solver, "note": found.note, "counts": counts})

    def _start(self):
        """Run the animation at the speed set; keys go to the Canvas, so Space
        cannot press a button."""
        self.view.focus()
        self.animation.play()
        self.changed()

    # -- controls --------------------------------------------------------------------
    def stop(self):
        """End any animation and take its traces off the Canvas."""
        if self.animation is not None:
            self.animation.stop()
            self.animation = None
            if self.doc.maze is None and not self.view.shown():
                self.view.clear()
        self.legend.show()
        self.view.clear_marks()
        self.changed()

    def toggle(self):
        if self.animation is not None:
            self.animation.toggle()
            self.changed()

    def step(self):
        if self.animation is not None:
            self.animation.step()
            self.changed()

    def finish(self):
        if self.animation is not None:
            self.animation.finish()

    def _speed_moved(self):
        self._show_speed()
        if self.animation is not None:
            self.animation.speed = self.speed.get()
