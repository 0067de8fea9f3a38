"""The window's toolbar: groups of controls that wrap onto more rows when
the window is narrow (Tk shell)."""

from tkinter import ttk

from .screen import px


class WrapBar(ttk.Frame):
    """A toolbar whose groups of controls wrap onto more rows when narrow.

    Add groups with :meth:`group` (a frame to pack controls into, left to
    right); the bar lays the groups out in as many rows as the width needs.
    A group that is only for a moment (an animation's controls, play's Hint),
    made with ``shown=False``, is shown and hidden with :meth:`show`; hidden,
    it takes no room, and shown, it comes after the groups always there, so
    none of those moves when it comes or goes.
    """

    def __init__(self, master, gap=8, **kw):
        super().__init__(master, **kw)
        self.groups, self.hidden, self.passing = [], set(), []
        self._rows, self._layout = [], None
        self.gap = px(self, gap)
        self._again = None
        self.bind("<Configure>", lambda e: self.reflow())  # its width now, not a stale event's

    def group(self, shown=True):
        frame = ttk.Frame(self)
        self.groups.append(frame)
        if not shown:
            self.hidden.add(frame)
            self.passing.append(frame)
        self.reflow_later()
        return frame

    def show(self, group, on=True):
        """Show ``group`` (or hide it, with ``on`` false) and lay the bar out again."""
        if (group not in self.hidden) != bool(on):
            if on:
                self.hidden.discard(group)
            else:
                self.hidden.add(group)
            self.reflow()
            self.reflow_later()  # once Tk knows the group's size: no update_idletasks

    def destroy(self):
        if self._again is not None:  # a closed bar leaves no reflow waiting
            self.after_cancel(self._again)
            self._again = None
        super().destroy()

    def reflow_later(self):
        """One more reflow once Tk is idle; never more than one waiting."""
        if self._again is None:
            self._again = self.after_idle(self._reflow_again)

    def _reflow_again(self):
        self._again = None
        self.reflow()

    def reflow(self, width=None):
        """Lay the groups out in rows that fit ``width`` (default: the bar's width),
        each row a frame of its own; a group wider than a row stacks its pieces."""
        if not self.winfo_exists():
            return 0
        width = width or self.winfo_width()
        if width <= 1:
            width = self.winfo_reqwidth()
        rows, used = [[]], self.gap
        lasting = [g for g in self.groups if g not in self.passing]
        for frame in lasting + self.passing:
            if frame in self.hidden:
                continue
            need = self._stack(frame, width - 2 * self.gap) + self.gap
            if rows[-1] and used + need > width:
                rows.append([])
                used = self.gap
            rows[-1].append(frame)
            used += need
        if rows != self._layout:
            self._layout = rows
            while len(self._rows) < len(rows):
                self._rows.append(ttk.Frame(self))
            for i, row in enumerate(self._rows):
                row.pack_forget()
                if i < len(rows):
                    row.pack(side="top", fill="x", pady=self.gap // 4)
            for frame in self.groups:
                frame.pack_forget()
            for i, groups in enumerate(rows):
                for frame in groups:
                    frame.pack(in_=self._rows[i], side="left", padx=(self.gap, 0))
                    frame.lift(self._rows[i])
        return len(rows)

    def _stack(self, group, width):
        """Lay ``group``'s pieces side by side, or one under another when they
        are wider than ``width`` together; the width the group then takes."""
        pieces = group.pack_slaves()
        wide = max(sum(p.winfo_reqwidth() for p in pieces), group.winfo_reqwidth())
        side = "top" if len(pieces) > 1 and wide > width else "left"
        if pieces and pieces[0].pack_info()["side"] != side:
            for piece in pieces:
                piece.pack_configure(side=side, anchor="w")
            self.reflow_later()  # again, once Tk has the group's new size
        return max(p.winfo_reqwidth() for p in pieces) if side == "top" else wide
