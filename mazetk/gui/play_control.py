"""Play mode in the window: walk the maze by keyboard or mouse (Tk shell).

:class:`PlayControl` owns the Play switch, Hint and Give up, and the clock
in the legend strip.  The walking itself (trail, moves, score, hints) is
:class:`mazetk.play.Walk`, which knows nothing of Tk; the maze view draws
the walker and says which cell the mouse is on, and hands play the mouse
buttons while a game is on.  Every ``after()`` it starts is cancelled when
play stops.
"""

import tkinter as tk
from tkinter import ttk

from ..i18n import N_, _, ngettext
from ..play import (AMBIGUOUS, CHOOSE, DEAD_END, JUNCTION, LOOP, WALL, Walk, describe,
                    slot_toward)
from .animation import colours
from .commands import DIRECTION_WORDS

INSTRUCTIONS = N_("Walk from the start to the goal: arrow keys or WASD, "
                  "Shift runs to the next junction, or drag with the mouse.")
#: On sloped shapes the diagonals matter too.
SLOPED_INSTRUCTIONS = N_("Walk from the start to the goal: arrows or WASD, and "
                         "Q E Z C for up-left, up-right, down-left, down-right; Shift runs; "
                         "or drag with the mouse.")


#: On a maze of several levels, the stairs too.
LEVELS_INSTRUCTIONS = N_("Walk from the start to the goal on every floor: arrows or WASD "
                         "(Q E Z C the diagonals on hex), Page Up or < takes a stair up, "
                         "Page Down or > a stair down; Shift runs; or drag with the mouse.")


#: What the status bar says when a click's walk stops short of the cell clicked.
STOP_WORDS = {
    JUNCTION: N_("Stopped at a junction: choose a way."),
    CHOOSE: N_("Stopped: two ways lie as near the click; choose one."),
    DEAD_END: N_("Stopped at a dead end: a wall is in the way."),
    WALL: N_("A wall is in the way: no passage leads straight there."),
    LOOP: N_("Stopped: this way comes back round a loop to where you walked."),
}


def percent(value):
    return ("%.1f" % value).rstrip("0").rstrip(".")


def finish_message(walk, hints):
    """What the person is told at the goal."""
    seconds = int(walk.seconds())
    values = {"min": seconds // 60, "sec": seconds % 60, "moves": walk.moves,
              "shortest": walk.shortest, "score": percent(walk.score()), "hints": hints}
    said = ngettext("You reached the goal in %(min)d:%(sec)02d with %(moves)d move.",
                    "You reached the goal in %(min)d:%(sec)02d with %(moves)d moves.",
                    walk.moves) % values
    said += " " + ngettext("The shortest way takes %(shortest)d move: %(score)s%% optimal.",
                           "The shortest way takes %(shortest)d moves: %(score)s%% optimal.",
                           walk.shortest) % values
    if hints:
        said += " " + ngettext("You used %(hints)d hint.", "You used %(hints)d hints.",
                               hints) % values
    return said


class PlayControl:
    """Play mode: ``walk`` is the :class:`Walk` while it is on, else None.

    ``show_way()`` is how Give up shows the solution; ``changed()`` tells the
    window that what can be done has changed.
    """

    def __init__(self, root, doc, view, legend, status, dialogs):
        self.root, self.doc, self.view = root, doc, view
        self.legend, self.status, self.dialogs = legend, status, dialogs
        self.walk = None
        self.hints = 0
        self.colours = None
        self._tick_after = self._hint_after = None
        self.var = tk.BooleanVar(root, value=False)
        self.show_way = lambda: None
        self.before_start = lambda: None
        self.changed = lambda: None

    def make_controls(self, bar):
        """Play in the toolbar ``bar`` (a WrapBar); Hint and Give up beside
        it, in a group of their own shown only while a game is on."""
        self.check = ttk.Checkbutton(bar.group(), text=_("Play"), variable=self.var,
                                     command=self.switched, style="Toolbutton")
        self.check.pack(side="left")
        self.toolbar, self.tools = bar, bar.group(shown=False)
        self.hint_button = ttk.Button(self.tools, text=_("Hint"), width=5, command=self.hint,
                                      style="Toolbutton")
        self.hint_button.pack(side="left")
        self.give_up_button = ttk.Button(self.tools, text=_("Give up"), width=7,
                                         command=self.give_up, style="Toolbutton")
        self.give_up_button.pack(side="left")

    def update_buttons(self):
        on = "normal" if self.playing() else "disabled"
        self.hint_button.configure(state=on)
        self.give_up_button.configure(state=on)
        self.toolbar.show(self.tools, self.active())
        self.check.configure(state="normal" if self.doc.has_maze() else "disabled")

    def playing(self):
        """True while a walk is on and not yet at the goal."""
        return self.walk is not None and not self.walk.done

    def active(self):
        return self.walk is not None

    def result(self):
        """What the status line says once the goal is reached (None before):
        a new look, a zoom or the heat map keeps it."""
        if self.walk is None or not self.walk.done:
            return None
        return finish_message(self.walk, self.hints)

    # -- on and off --------------------------------------------------------------
    def switched(self):
        """The Play switch (menu or toolbar) was set: follow it."""
        if self.var.get():
            self.start()
        else:
            self.stop()

    def start(self):
        if self.doc.maze is None or not self.view.shown():
            self.var.set(False)
            return
        self.before_start()  # an animation stops; the way hides: no peeking
        self.walk = Walk(self.doc.maze)
        self.hints = 0
        self.view.set_pointer(self)
        self.redraw()
        grid = self.doc.maze.grid
        self.status.set(_(LEVELS_INSTRUCTIONS if grid.levels > 1 else INSTRUCTIONS
                          if grid.kind == "square" else SLOPED_INSTRUCTIONS))
        self._tick()

    def redraw(self):
        """Draw the walker and its trail as they are now (after a zoom, a new look)."""
        if self.walk is None:
            return
        self.colours = colours(self.view.style().palette)
        self._draw()
        self.var.set(True)
        self.view.focus()
        self.changed()

    def stop(self):
        """End play; the status line speaks of the maze again."""
        for after in (self._tick_after, self._hint_after):
            if after is not None:
                self.root.after_cancel(after)
        self._tick_after = self._hint_after = None
        was_on = self.walk is not None
        self.walk = None
        self.view.drop_pointer(self)
        self.view.clear_walker()
        self.var.set(False)
        if was_on:
            self.legend.show()
            self.view.update_status()
            self.changed()

    # -- drawing ---------------------------------------------------------------------
    def _draw(self):
        walk = self.walk
        self.view.draw_walker(walk.trail, walk.cell, self.colours)
        if walk.done:
            self._score()
        else:
            self._clock()

    def _clock(self):
        walk = self.walk
        seconds = int(walk.seconds())
        self.legend.show((), ngettext(
            "Play:  %(min)d:%(sec)02d   %(moves)d move   (H for a hint)",
            "Play:  %(min)d:%(sec)02d   %(moves)d moves   (H for a hint)", walk.moves) % {
                "min": seconds // 60, "sec": seconds % 60, "moves": walk.moves})

    def _score(self):
        walk = self.walk
        self.legend.show((), ngettext(
            "Play:  reached the goal in %(moves)d move, %(score)s%% optimal",
            "Play:  reached the goal in %(moves)d moves, %(score)s%% optimal", walk.moves) % {
                "moves": walk.moves, "score": percent(walk.score())})

    def _tick(self):
        self._tick_after = None
        if self.playing():
            self._clock()
            self._tick_after = self.root.after(250, self._tick)

    # -- moving ------------------------------------------------------------------------
    def move(self, direction, run=False):
        if not self.playing():
            return
        slot = slot_toward(self.walk.grid, self.walk.cell, direction)
        word = _(DIRECTION_WORDS[direction])
        if slot is None:
            self.status.set(_("No way leads %s from here.") % word)
            return
        if slot == AMBIGUOUS:
            self.status.set(_("Two ways lead %s from here: use a diagonal key (Q E Z C) or "
                              "the mouse.") % word)
            return
        moved = self.walk.run(slot) if run else self.walk.move(slot)
        if not moved and not self.walk.done:
            self.status.set(_("A wall: no way %s from here.") % word)
        self._moved(bool(moved))

    def stair(self, up=True):
        """Page Up / Page Down: take the stair up or down, or say why not."""
        if not self.playing():
            return
        taken = self.walk.stair(up)
        if taken is None:
            self.status.set(_("This maze has one floor: no stairs."))
            return
        if not taken:
            self.status.set(_("No stair leads up from here.") if up
                            else _("No stair leads down from here."))
        self._moved(bool(taken))

    # -- the mouse (the view hands play its buttons while a game is on) --------------
    def _pointed(self, event, button):
        """The cell under the mouse while playing with the left button, or None."""
        if button != 1 or not self.playing():
            return None
        return self.view.cell_at(event.x, event.y)

    def press(self, event, button):
        """A click: walk towards the cell along the open way as far as it goes
        without a choice, and say why the walker stopped short of it."""
        target = self._pointed(event, button)
        if target is None or target == self.walk.cell:
            return "break" if self.playing() else None
        taken, why = self.walk.head_for(target)
        self._moved(bool(taken))
        if why in STOP_WORDS and not self.walk.done:
            self.status.set(_(STOP_WORDS[why]))
        return "break"

    def drag(self, event, button):
        """A drag: step towards the pointer while each step brings the walker nearer."""
        target = self._pointed(event, button)
        if target is None or target == self.walk.cell:
            return "break" if self.playing() else None
        self.walk.towards(target)
        self._moved()
        return "break"

    def release(self, event, button):
        """The end of a click or a drag: each step was taken as it came."""
        return None

    def _moved(self, moved=True):
        """After a step (or a bump, ``moved`` False): draw, say where the walker
        is (a bump keeps the wall's message), and at the goal how it went."""
        self._draw()
        walk = self.walk
        if not walk.done:
            if moved:
                self.status.set(describe(walk.maze, walk.cell))
            return
        message = self.result()
        self.status.set(message)
        self._score()
        self.changed()
        self.dialogs.show_info(_("Well done!"), message)

    def hint(self):
        if not self.playing():
            return
        nxt = self.walk.hint()
        if nxt is None:
            return
        self.hints += 1
        self.view.show_hint(nxt, self.colours["hint"])
        if self._hint_after is not None:
            self.root.after_cancel(self._hint_after)
        self._hint_after = self.root.after(1500, self._hint_gone)
        self.status.set(_("Hint: the next step is towards the ring."))

    def _hint_gone(self):
        self._hint_after = None
        self.view.clear_hint()

    def give_up(self):
        if self.walk is None:
            return
        self.stop()
        self.show_way()
        self.status.set(_("You gave up: the way through is shown."))
