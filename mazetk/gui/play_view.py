"""Play mode for the window: walk the maze by keyboard or mouse (Tk shell).

A mixin of :class:`mazetk.gui.app.App`; the walking itself (trail, moves,
score, hints) is :class:`mazetk.play.Walk`, which knows nothing of Tk.
"""

import tkinter as tk
from tkinter import ttk

from dataclasses import replace

from ..play import DIRECTIONS, Walk
from ..scene import Layout


def typing_in_field(event):
    """True when a key went to a text field (so it types, and does not move)."""
    return isinstance(event.widget, (tk.Entry, ttk.Entry, ttk.Spinbox, ttk.Combobox, str))


def percent(value):
    return ("%.1f" % value).rstrip("0").rstrip(".")


class PlayMixin:
    """Play mode: ``walk`` is the :class:`Walk` while it is on, else None."""

    def toggle_play(self):
        if self.play_var.get():
            self.start_play()
        else:
            self.stop_play()

    def _key_play(self):
        self.play_var.set(not self.play_var.get())
        self.toggle_play()

    def start_play(self):
        if self.maze is None or self.view_key is None:
            self.play_var.set(False)
            return
        self.stop_animation()
        if self.settings.show_solution:  # no peeking: the way hides while you play
            self.panel.vars["show_solution"].set(False)
            self.show_solution_var.set(False)
            self.settings = replace(self.settings, show_solution=False)
            self.view.show_layer("solution", False)
        self.walk = Walk(self.maze)
        self.hints = 0
        self.resume_play()
        self.set_status("Walk from the green start to the blue goal: arrow keys or WASD, "
                        "Shift runs to the next junction, or drag with the mouse.")
        self._tick_play()

    def resume_play(self):
        """Draw the walker and its trail on the Canvas as it is now."""
        self.play_layout = Layout(self.maze.grid, self.settings.style(self.display_cell))
        c = self.view.canvas
        c.delete("trail", "player", "hint")
        size = self.display_cell
        c.create_line(0, 0, 0, 0, fill="#2b6fd6", width=max(1, size // 5), capstyle="round",
                      joinstyle="round", tags=("trail",))
        c.create_oval(0, 0, 0, 0, fill="#ff7f0e", outline="#ffffff", width=max(1, size // 12),
                      tags=("player",))
        self._draw_walk()
        self.play_var.set(True)
        c.focus_set()
        self.update_states()

    def stop_play(self):
        if getattr(self, "_play_after", None) is not None:
            self.root.after_cancel(self._play_after)
            self._play_after = None
        if self.walk is not None:
            self.walk = None
            self.view.canvas.delete("trail", "player", "hint")
        self.play_var.set(False)
        if hasattr(self, "hint_button"):
            self._show_legend(None)
            self.update_states()

    def _draw_walk(self):
        c = self.view.canvas
        layout = self.play_layout
        points = [v for cell in self.walk.trail for v in layout.centre(cell)]
        if len(points) == 2:
            points += points
        c.coords("trail", *points)
        x, y = layout.centre(self.walk.cell)
        r = max(2.0, self.display_cell * 0.32)
        c.coords("player", x - r, y - r, x + r, y + r)
        c.tag_raise("trail")
        c.tag_raise("player")
        self._play_text()

    def _play_text(self):
        walk = self.walk
        if walk is None:
            return
        seconds = int(walk.seconds())
        self._show_legend(None, "Play:  %d:%02d   %d move%s   (H for a hint)" % (
            seconds // 60, seconds % 60, walk.moves, "" if walk.moves == 1 else "s"))

    def _tick_play(self):
        self._play_after = None
        if self.walk is not None and not self.walk.done:
            self._play_text()
            self._play_after = self.root.after(250, self._tick_play)

    def _play_key(self, event, direction, run):
        if self.walk is None or typing_in_field(event):
            return None
        slot = DIRECTIONS[direction]
        if run:
            self.walk.run(slot)
        else:
            self.walk.move(slot)
        self._after_move()
        return "break"

    def _play_mouse(self, event):
        if self.walk is None or self.walk.done:
            self.view.canvas.focus_set()
            return None
        c = self.view.canvas
        target = self.play_layout.cell_at(c.canvasx(event.x), c.canvasy(event.y))
        if target is None or target == self.walk.cell:
            return "break"
        # step towards the pointer along open passages, one cell at a time
        cols = self.maze.cols
        for _ in range(4 * (self.maze.cols + self.maze.rows)):
            here = self.walk.cell
            if here == target:
                break
            (r0, c0), (r1, c1) = divmod(here, cols), divmod(target, cols)
            order = (["down" if r1 > r0 else "up"] if r1 != r0 else []) + \
                    (["right" if c1 > c0 else "left"] if c1 != c0 else [])
            if abs(c1 - c0) > abs(r1 - r0):
                order.reverse()
            if not any(self.walk.move(DIRECTIONS[d]) for d in order):
                break
            if self.walk.done:
                break
        self._after_move()
        return "break"

    def _after_move(self):
        self._draw_walk()
        if self.walk.done:
            walk = self.walk
            seconds = walk.seconds()
            message = ("You reached the goal in %d:%02d with %d moves. The shortest way takes "
                       "%d moves: %s%% optimal%s." % (
                           int(seconds) // 60, int(seconds) % 60, walk.moves, walk.shortest,
                           percent(walk.score()),
                           "" if not self.hints else ", with %d hint%s" % (
                               self.hints, "" if self.hints == 1 else "s")))
            self.set_status(message)
            self._show_legend(None, "Play:  reached the goal in %d moves, %s%% optimal" % (
                walk.moves, percent(walk.score())))
            self.update_states()
            self.show_info("Well done!", message)

    def hint(self):
        if self.walk is None or self.walk.done:
            return
        nxt = self.walk.hint()
        if nxt is None:
            return
        self.hints += 1
        c = self.view.canvas
        c.delete("hint")
        x, y = self.play_layout.centre(nxt)
        r = max(2.0, self.display_cell * 0.22)
        c.create_oval(x - r, y - r, x + r, y + r, outline="#2b6fd6", width=max(2, r // 2),
                      tags=("hint",))
        self.root.after(1500, lambda: c.winfo_exists() and c.delete("hint"))
        self.set_status("Hint: the next step is towards the blue ring.")

    def _play_only(self, event, action):
        if self.walk is None or typing_in_field(event):
            return None
        action()
        return "break"

    def give_up(self):
        if self.walk is None:
            return
        self.stop_play()
        self.panel.vars["show_solution"].set(True)
        self.toggle_solution()
        self.set_status("The way through is shown in red.")

