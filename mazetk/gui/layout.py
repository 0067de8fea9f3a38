"""A window that fits every screen: scale, theme, a toolbar that wraps,
tooltips, and the one-line message under a field (Tk shell); the scrolling
frame is :mod:`mazetk.gui.scrolling`'s.

Everything is sized from ``winfo_fpixels('1i')`` (the screen's dots per
inch, which ``tk scaling`` changes), so at 192 dpi the window, its
paddings, the arrows of spinboxes and the scroll bars grow with the fonts.
"""

import sys
import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

#: The window's size (and smallest size) at 96 dpi.
WINDOW, SMALLEST = (1120, 760), (640, 480)
#: The fonts the window defines beside Tk's named fonts (a text size scales
#: them all): the Generate button's bold.
OWN_FONTS = ("MazetkAccentFont",)
#: The colour of the focus ring (keyboard users see where they are).
FOCUS = "#1f6fd1"


def screen_scale(widget):
    """How many times bigger than a 96 dpi screen this one draws (at least 1)."""
    try:
        return max(1.0, float(widget.winfo_fpixels("1i")) / 96.0)
    except (tk.TclError, ValueError):
        return 1.0


def px(widget, value):
    """``value`` pixels at 96 dpi, in this screen's pixels."""
    return int(round(value * screen_scale(widget)))


def window_size(root, base=WINDOW):
    """``base`` scaled to the screen, no bigger than most of the screen."""
    scale = screen_scale(root)
    sw, sh = root.winfo_screenwidth(), root.winfo_screenheight()
    return (min(int(base[0] * scale), max(320, sw - 40)),
            min(int(base[1] * scale), max(240, sh - 80)))


def make_styles(root):
    """A native-looking theme, tuned: sizes follow the screen's scale."""
    style = ttk.Style(root)
    names = style.theme_names()
    if sys.platform.startswith("win") and "vista" in names:
        style.theme_use("vista")
    elif sys.platform == "darwin" and "aqua" in names:
        style.theme_use("aqua")
    elif "clam" in names:
        style.theme_use("clam")
        _calm_clam(style)
    s = screen_scale(root)
    arrow = int(round(12 * s))
    for name in ("TSpinbox", "TCombobox", "TScrollbar", "Vertical.TScrollbar",
                 "Horizontal.TScrollbar"):
        style.configure(name, arrowsize=arrow)
    style.configure("TScrollbar", width=arrow + 2)
    size_check_boxes(root)
    # the focus, plain to see: a ring in one colour, and a tint on check boxes
    for name in ("TButton", "TCheckbutton", "TRadiobutton"):
        style.configure(name, focuscolor=FOCUS, focusthickness=max(1, int(round(s))))
    for name, option, colour in (("TButton", "bordercolor", FOCUS),
                                 ("TCheckbutton", "background", "#d4e4f7"),
                                 ("TRadiobutton", "background", "#d4e4f7")):
        kept = [m for m in style.map(name, option) if tuple(m[:-1]) != ("focus",)]
        style.map(name, **{option: [("focus", colour)] + kept})
    style.configure("Error.TLabel", foreground="#b00020", font="TkSmallCaptionFont")
    style.configure("Hint.TLabel", foreground="#555555")
    style.configure("Status.TLabel", padding=(int(8 * s), int(3 * s)))
    style.configure("Accent.TButton", font=_accent_font(root),
                    padding=(int(8 * s), int(4 * s)))
    style.configure("Toolbutton", padding=(int(6 * s), int(3 * s)))
    # a visible focus ring on toolbar buttons and the slider (keyboard users)
    style.configure("Toolbutton", focusthickness=2, focuscolor=FOCUS)
    style.map("Toolbutton", bordercolor=[("focus", FOCUS)])
    style.configure("Horizontal.TScale", focuscolor=FOCUS)
    style.map("Horizontal.TScale", bordercolor=[("focus", FOCUS)],
              troughcolor=[("focus", "#c9dcf2")])
    return style


def size_check_boxes(root, text_scale=1.0):
    """Check boxes and radio buttons sized for the screen and the text size: a
    box to see and hit at 192 dpi, and beside 200 % text."""
    size = int(round(10 * screen_scale(root) * max(1.0, text_scale)))
    for name in ("TCheckbutton", "TRadiobutton"):
        ttk.Style(root).configure(name, indicatorsize=size)


def named_font(root, name):
    """The named font ``name`` of ``root``'s Tk; TclError when there is none."""
    return tkfont.Font(root=root, name=name, exists=True)


def _accent_font(root):
    """The named bold font of the Generate button (a text size scales it)."""
    base = named_font(root, "TkDefaultFont").actual()
    if OWN_FONTS[0] not in root.tk.splitlist(root.tk.call("font", "names")):
        # made in Tcl: a tkinter Font object would delete it when collected
        root.tk.call("font", "create", OWN_FONTS[0])
    named_font(root, OWN_FONTS[0]).configure(family=base["family"], size=base["size"],
                                              weight="bold")
    return OWN_FONTS[0]


def _calm_clam(style):
    """clam, with a calmer palette and a readable default font size."""
    bg, field, edge = "#eef0f2", "#ffffff", "#b8bec6"
    style.configure(".", background=bg, bordercolor=edge, lightcolor="#f7f8f9",
                    darkcolor="#d5d9de", troughcolor="#dde1e6", selectbackground="#3d7fd1",
                    focuscolor="#4a90d9")
    for name in ("TEntry", "TSpinbox", "TCombobox"):
        style.configure(name, fieldbackground=field)
    # clam marks a focused read-only box by a selected-blue field with white
    # text; a white field must keep that, or the focused choice turns invisible
    style.map("TCombobox", fieldbackground=[("readonly", "focus", "#d4e4f7"),
                                            ("readonly", field)],
              foreground=[("readonly", "focus", "#000000")])
    for name in ("TEntry", "TSpinbox", "TCombobox"):  # a blue edge on the focused field
        style.map(name, bordercolor=[("focus", FOCUS)], lightcolor=[("focus", "#9cc1ee")])
    style.configure("TNotebook.Tab", padding=(10, 3), focuscolor=FOCUS)
    # clam draws no focus ring on toolbar buttons and sliders: give them one
    style.layout("Toolbutton", [("Toolbutton.border", {"sticky": "nswe", "children": [
        ("Toolbutton.focus", {"sticky": "nswe", "children": [
            ("Toolbutton.padding", {"sticky": "nswe", "children": [
                ("Toolbutton.label", {"sticky": "nswe"})]})]})]})])
    style.layout("Horizontal.TScale", [("Horizontal.Scale.focus", {"sticky": "nswe", "children": [
        ("Horizontal.Scale.trough", {"sticky": "nswe", "children": [
            ("Horizontal.Scale.slider", {"side": "left", "sticky": ""})]})]})])
    style.map("TNotebook.Tab", background=[("focus", "selected", "#d4e4f7"), ("selected", bg),
                                           ("!selected", "#d9dde2")])
    # X11's fonts are given in pixels, which do not grow at 192 dpi: in points
    # they do (and the body text gets a readable 10 points)
    for name, least in (("TkDefaultFont", 10), ("TkTextFont", 10), ("TkMenuFont", 10),
                        ("TkHeadingFont", 10), ("TkCaptionFont", 10), ("TkIconFont", 9),
                        ("TkTooltipFont", 9), ("TkSmallCaptionFont", 8), ("TkFixedFont", 10)):
        try:
            font = tkfont.nametofont(name)
            size = int(font.cget("size"))
            points = -size * 0.75 if size < 0 else size
            font.configure(size=max(least, int(round(points))))
        except (tk.TclError, RuntimeError, ValueError):
            pass


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


class Tooltip:
    """A short explanation that shows while the pointer rests on ``widget``."""

    def __init__(self, widget, text):
        self.widget, self.text, self.tip, self._after = widget, text, None, None
        widget.bind("<Enter>", lambda e: self._schedule(), add="+")
        for sequence in ("<Leave>", "<ButtonPress>", "<Destroy>"):
            widget.bind(sequence, lambda e: self.hide(), add="+")

    def _schedule(self):
        self.hide()
        self._after = self.widget.after(600, self.show)

    def show(self):
        self._after = None
        w = self.widget
        self.tip = tip = tk.Toplevel(w)
        tip.wm_overrideredirect(True)
        ttk.Label(tip, text=self.text, relief="solid", padding=4, background="#ffffe0",
                  wraplength=px(w, 280), justify="left").pack()
        tip.wm_geometry("+%d+%d" % (w.winfo_rootx() + px(w, 10),
                                    w.winfo_rooty() + w.winfo_height() + 2))

    def hide(self):
        if self._after is not None:
            self.widget.after_cancel(self._after)
            self._after = None
        if self.tip is not None:
            self.tip.destroy()
            self.tip = None
