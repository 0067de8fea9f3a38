"""One command table: menus, key bindings and the shortcuts help all come from it.

A :class:`Command` says what a command is called, its accelerator text, the
Tk key sequences that run it, where it sits in the menus, what it does and
when it makes sense (``enabled``), in the spirit of Thonny's
``workbench.add_command(..., tester=...)``.  :class:`CommandTable` builds
the menu bar, binds the keys to the main window (never ``bind_all``) and
keeps menu entries enabled or not.  While a dialog holds the grab (a file
dialog, a message box) the window's keys do nothing.

The keys are bound on a tag of their own that every widget of the main
window carries just ahead of its class (``Entry``, ``TSpinbox``, ...): a
key that runs a command stops there, so Tk's own meaning of it in a field
(Ctrl+H deletes a character in an entry) never happens as well.  A key
whose command does not apply there (``when``) or cannot run now
(``enabled``) goes on to the widget as usual.
"""

import re
import sys
import tkinter as tk
from tkinter import ttk

from ..i18n import N_, _
from ..play import VECTORS
from .theme import FOCUS

MOD = "Command" if sys.platform == "darwin" else "Control"
MOD_LABEL = "Cmd" if sys.platform == "darwin" else "Ctrl"

class Command:
    """One command of the window, given by keywords: ``name`` (an id), then
    ``label``: menu text, ``&`` before the underlined letter (given
    translated: the table is made after the language is set); ``accel``:
    the accelerator text (menu and help); ``keys``: Tk sequences; ``menu``:
    ``"file"``, ``"file/export"`` ... or None (keys only); ``handler()``;
    ``enabled()``: None for always; ``when(event)``: None or a test that lets
    the key through (e.g. not while typing in a field); ``variable``: a Tk
    BooleanVar for a check entry (the key flips it), or with ``value`` a
    radio entry (the key sets the variable to the value).
    """

    __slots__ = ("name", "label", "accel", "keys", "menu", "handler", "enabled", "when",
                 "variable", "value")

    def __init__(self, name, *, label, accel="", keys=(), menu=None, handler=None,
                 enabled=None, when=None, variable=None, value=None):
        self.name, self.label, self.accel, self.keys = name, label, accel, tuple(keys)
        self.menu, self.handler, self.enabled, self.when = menu, handler, enabled, when
        self.variable, self.value = variable, value

    def __repr__(self):
        return "Command(%r, menu=%r)" % (self.name, self.menu)


#: The menu bar: key and label (``&`` marks the letter Alt opens it with).
MENUS = (("file", N_("&File")), ("edit", N_("&Edit")), ("view", N_("&View")),
         ("help", N_("&Help")))
#: The submenus' labels.
SUBMENUS = {"file/export": N_("&Export"), "file/paper": N_("P&aper"), "view/language": N_("&Language"),
            "view/text": N_("Te&xt size")}
SEPARATOR = "-"
#: How the shell labels each walking direction, which play names
#: (:data:`mazetk.play.VECTORS`, in its order: the straight ones, then the
#: diagonals for the shapes with sloped sides): its arrow key (None for a
#: diagonal), its letter, its line in the shortcuts help, and its word in
#: play's messages.
WALKING = {"up": ("Up", "w", N_("Walk up"), N_("up")),
           "down": ("Down", "s", N_("Walk down"), N_("down")),
           "left": ("Left", "a", N_("Walk left"), N_("left")),
           "right": ("Right", "d", N_("Walk right"), N_("right")),
           "up-left": (None, "q", N_("Walk up-left"), N_("up-left")),
           "up-right": (None, "e", N_("Walk up-right"), N_("up-right")),
           "down-left": (None, "z", N_("Walk down-left"), N_("down-left")),
           "down-right": (None, "c", N_("Walk down-right"), N_("down-right"))}
#: A walking direction as play's messages name it ("You bump into the wall up").
DIRECTION_WORDS = {direction: labels[3] for direction, labels in WALKING.items()}
#: The play keys, grouped in the shortcuts help.
SHORTCUT_GROUPS = (("walk-", N_("Arrows / WASD"), N_("Walk (in play)")),
                   ("slope-", "Q E Z C", N_("Walk diagonally (hex, triangle, upsilon)")),
                   ("run-", N_("Shift+arrows / Shift+letter"),
                    N_("Run to the next junction (in play)")),
                   ("stair-", N_("Page Up / Page Down, < / >"),
                    N_("Take a stair up or down (in play, on a maze of levels)")))


def sep(menu):
    """A separator in ``menu``."""
    return Command(SEPARATOR, label="", menu=menu)


def mod(key):
    """``Ctrl+key`` (``Cmd+key`` on a Mac) as the menus write it."""
    return "%s+%s" % (MOD_LABEL, key)


def ctrl(*keys):
    """Tk sequences ``<Control-key>`` (``<Command-key>`` on a Mac)."""
    return tuple("<%s-%s>" % (MOD, k) for k in keys)


def walk_commands(play):
    """Play's keys: a step each way play names, and a run to the next junction."""
    out = []
    for direction in VECTORS:
        arrow, letter, label, _word = WALKING[direction]
        step = dict(handler=lambda d=direction: play.move(d), enabled=play.playing,
                    when=not_typing)
        run = dict(step, label=_("Run to the next junction"),
                   handler=lambda d=direction: play.move(d, True))
        if arrow is not None:  # a straight way: its arrow or its letter
            out.append(Command("walk-" + direction, label=_(label),
                               accel="%s / %s" % (arrow, letter.upper()),
                               keys=("<KeyPress-%s>" % arrow, "<KeyPress-%s>" % letter), **step))
            out.append(Command("run-" + direction, accel="Shift+%s" % arrow,
                               keys=("<Shift-KeyPress-%s>" % arrow,
                                     "<KeyPress-%s>" % letter.upper()), **run))
        else:  # a diagonal: its letter only
            out.append(Command("slope-" + direction, label=_(label), accel=letter.upper(),
                               keys=("<KeyPress-%s>" % letter,), **step))
            out.append(Command("run-" + direction, accel="Shift+" + letter.upper(),
                               keys=("<KeyPress-%s>" % letter.upper(),), **run))
    # a stair, on a maze of levels: Page Up / Page Down, and a roguelike's
    # < and > (U and D cannot be: D already walks right, as WASD has it)
    for way, label, keys in (("up", N_("Take the stair up"), ("Prior", "less")),
                             ("down", N_("Take the stair down"), ("Next", "greater"))):
        out.append(Command("stair-" + way, label=_(label),
                           accel="%s / %s" % ("Page Up" if way == "up" else "Page Down",
                                              "<" if way == "up" else ">"),
                           keys=tuple("<KeyPress-%s>" % k for k in keys),
                           handler=lambda up=(way == "up"): play.stair(up),
                           enabled=play.playing, when=not_typing))
    return out


def region_commands(go):
    """Ctrl+Tab and Ctrl+Shift+Tab: ``go(1)`` / ``go(-1)`` round the window's parts."""
    return [Command("next-region", label=_("Next part of the window (settings, toolbar, maze)"),
                    accel=mod("Tab"), keys=ctrl("Tab"), handler=lambda: go(1), when=not_on_tabs),
            Command("previous-region", label=_("Previous part of the window"),
                    accel=mod("Shift+Tab"), keys=ctrl("Shift-Tab", "ISO_Left_Tab"),
                    handler=lambda: go(-1), when=not_on_tabs)]


def plain_label(label):
    return label.replace("&", "")


def help_label(label):
    """A menu label as the shortcuts help writes it: no ``&``, and no letter
    in brackets that only marks it (``"文件(&F)"`` is ``"文件"``)."""
    return plain_label(re.sub(r"\s*\(&\w\)", "", label)).rstrip("…")


def underline_of(label):
    return label.find("&")


def typing_in_field(event):
    """True when a key went to a text field (so it types, and does not act)."""
    return isinstance(event.widget, (tk.Entry, ttk.Entry, ttk.Spinbox, ttk.Combobox, tk.Text,
                                     tk.Listbox, str))


def not_typing(event):
    return not typing_in_field(event)


def on_button(event):
    return isinstance(event.widget, (ttk.Button, tk.Button, ttk.Checkbutton, ttk.Radiobutton,
                                     tk.Checkbutton, tk.Radiobutton, ttk.Scale))


def not_on_tabs(event):
    """Not on a notebook's tabs (where Ctrl+Tab turns to the next tab)."""
    return not isinstance(event.widget, ttk.Notebook)


def not_in_a_list(event):
    """Not in a drop-down or a menu (whose Escape closes its list)."""
    return not isinstance(event.widget, (ttk.Combobox, tk.Menu, str))


def not_on_button(event):
    """Not on a button (where Return presses it)."""
    return not on_button(event)


def neither_typing_nor_button(event):
    """Neither typing nor on a button (where Space types or presses it)."""
    return not typing_in_field(event) and not on_button(event)


def focused(root):
    """The widget that has the keys, or None (none, or one of Tk's own dialogs
    or lists, which have no Python widget: ``focus_get()`` raises for them)."""
    name = str(root.tk.call("focus"))
    try:
        return root.nametowidget(name) if name else None
    except KeyError:
        return None


def select_all(widget):
    """Select the whole text of an entry field."""
    if isinstance(widget, (tk.Entry, ttk.Entry)):
        widget.select_range(0, "end")
        widget.icursor("end")


class CommandTable:
    """Builds menus and key bindings for ``commands`` on ``root``."""

    #: The bind tag of the window's keys (one table a window: a new table's
    #: bindings replace those of the one before).
    tag = "MazetkKeys"

    def __init__(self, root, commands, before=None):
        self.root = root
        self.commands = list(commands)
        self.before = before  # runs before any command (e.g. clear the status note)
        self.menus = {}
        self.places = {}  # name -> (menu, index)
        self.menubar = self._make_menus()
        self._bound = []  # (tag or window, sequence, Tcl command) of each binding made
        self._bind_keys()

    def by_name(self, name):
        for command in self.commands:
            if command.name == name:
                return command
        raise KeyError(name)

    def _menu(self, key):
        if key not in self.menus:
            parent_key, leaf = key.rpartition("/")[::2]
            label = _(dict(MENUS).get(key) or SUBMENUS.get(key, "&" + leaf.capitalize()))
            parent = self.menus[parent_key] if parent_key else self.menubar
            # the entry the keys are on, plain to see (Tk's own is pale grey)
            menu = tk.Menu(parent, tearoff=False, activebackground=FOCUS,
                           activeforeground="#ffffff")
            parent.add_cascade(label=plain_label(label), menu=menu,
                               underline=underline_of(label))
            self.menus[key] = menu
        return self.menus[key]

    def _make_menus(self):
        self.menubar = tk.Menu(self.root)
        for key, _label in MENUS:
            self._menu(key)
        for command in self.commands:
            if command.menu is None:
                continue
            menu = self._menu(command.menu)
            if command.name == SEPARATOR:
                menu.add_separator()
                continue
            options = dict(label=plain_label(command.label), accelerator=command.accel,
                           underline=underline_of(command.label),
                           command=lambda c=command: self.run(c))
            if command.value is not None:
                menu.add_radiobutton(variable=command.variable, value=command.value,
                                     **options)
            elif command.variable is not None:
                menu.add_checkbutton(variable=command.variable, **options)
            else:
                menu.add_command(**options)
            self.places[command.name] = (menu, menu.index("end"))
        return self.menubar

    def _bind_keys(self):
        for command in self.commands:
            for sequence in command.keys:
                self._bound.append((self.tag, sequence, self.root.bind_class(
                    self.tag, sequence, lambda e, c=command: self._key(e, c))))
        self.adopt(self.root)
        # a widget made later has the keys once it has the focus (where keys go)
        self._bound.append((str(self.root), "<FocusIn>", self.root.bind(
            "<FocusIn>", lambda e: self._adopt_one(e.widget), add="+")))

    def close(self):
        """Take the keys off the window (it closes, or another table follows)."""
        for tag, sequence, funcid in self._bound:
            script = str(self.root.tk.call("bind", tag, sequence))
            rest = "\n".join(line for line in script.split("\n") if funcid not in line)
            self.root.tk.call("bind", tag, sequence, rest)
            self.root.deletecommand(funcid)
        self._bound = []

    def adopt(self, widget):
        """Give the window's keys to ``widget`` and everything in it (but not to
        other toplevels: a dialog's keys are its own)."""
        todo = [widget]
        while todo:
            w = todo.pop()
            if self._adopt_one(w):
                todo.extend(w.winfo_children())

    def _adopt_one(self, widget):
        """Put the keys' tag just ahead of ``widget``'s class; False for a
        widget of another toplevel (or a name, for a widget that is gone)."""
        if isinstance(widget, str):
            return False
        try:
            if widget.winfo_toplevel() is not self.root:
                return False
            tags = list(widget.bindtags())
        except tk.TclError:  # destroyed meanwhile
            return False
        if self.tag not in tags:
            cls = widget.winfo_class()
            at = tags.index(cls) if cls in tags else min(1, len(tags))
            widget.bindtags(tuple(tags[:at] + [self.tag] + tags[at:]))
        return True

    def blocked(self):
        """True while another window holds the grab (a modal dialog is open).

        By its Tcl name: Tk's own dialogs (``.__tk_filedialog``,
        ``.__tk__messagebox``) and a drop-down's list have no Python widget, and
        ``grab_current()`` raises KeyError for them."""
        grab = str(self.root.tk.call("grab", "current", self.root._w))
        return grab not in ("", str(self.root))

    def _key(self, event, command):
        if command.when is not None and not command.when(event):
            return None  # the widget's own key here (a letter typed in a field)
        if self.blocked():
            return "break"
        if command.enabled is not None and not command.enabled():
            return None  # the widget may use it (arrows turn the tabs but in play)
        if command.value is not None:
            command.variable.set(command.value)
        elif command.variable is not None:
            command.variable.set(not command.variable.get())
        self.run(command)
        return "break"

    def run(self, command):
        """Run ``command`` (a menu entry or its keys)."""
        if self.before is not None:
            self.before()
        command.handler()

    def invoke(self, name):
        self.run(self.by_name(name))

    def update(self):
        """Enable the menu entries whose ``enabled()`` holds now."""
        cascades = {}
        for command in self.commands:
            if command.name not in self.places or command.enabled is None:
                continue
            menu, index = self.places[command.name]
            on = bool(command.enabled())
            menu.entryconfigure(index, state="normal" if on else "disabled")
            sub = command.menu
            if "/" in sub:
                cascades[sub] = cascades.get(sub, False) or on
        for sub, on in cascades.items():
            parent_key = sub.rpartition("/")[0]
            parent, menu = self.menus[parent_key], self.menus[sub]
            for i in range(parent.index("end") + 1):
                if parent.type(i) == "cascade" and str(parent.entrycget(i, "menu")) == str(menu):
                    parent.entryconfigure(i, state="normal" if on else "disabled")

    def shortcuts(self, groups=()):
        """``[(accelerator, what it does), ...]`` for every command with one.

        ``groups``: ``(name_prefix, accelerator, text)``; the commands whose
        names start with a prefix are shown as that one row, where the first
        of them stands (eight walk and run keys make two rows)."""
        out, done = [], set()
        for c in self.commands:
            if not c.accel or c.name == SEPARATOR:
                continue
            group = next((g for g in groups if c.name.startswith(g[0])), None)
            if group is None:
                out.append((_(c.accel), help_label(c.label)))  # key names: Escape
            elif group[0] not in done:
                done.add(group[0])
                out.append(group[1:])
        return out


def next_region(regions, focus, step=1):
    """The region after (``step`` -1: before) the one holding ``focus``:
    ``regions`` are widgets in order (Ctrl+Tab goes round them); the first
    when the focus is in none of them."""
    path = str(focus or "")
    at = next((i for i, r in enumerate(regions)
               if path == str(r) or path.startswith(str(r) + ".")), None)
    if at is None:
        return regions[0] if step > 0 else regions[-1]
    return regions[(at + step) % len(regions)]


def first_focusable(widget):
    """The first widget in ``widget`` (or itself) that Tab would stop at: a
    control shown and not disabled (the toolbar's first button)."""
    todo = [widget]
    while todo:
        w = todo.pop(0)
        if isinstance(w, FOCUSABLE) and w.winfo_viewable() and w.instate(["!disabled"]):
            return w
        todo[:0] = w.winfo_children()
    return None


FOCUSABLE = (ttk.Button, ttk.Checkbutton, ttk.Radiobutton, ttk.Entry, ttk.Scale,
             ttk.Notebook)
