"""One command table: menus, key bindings and the shortcuts help all come from it.

A :class:`Command` says what a command is called, its accelerator text, the
Tk key sequences that run it, where it sits in the menus, what it does and
when it makes sense (``enabled``), in the spirit of Thonny's
``workbench.add_command(..., tester=...)``.  :class:`CommandTable` builds
the menu bar, binds the keys to the main window (never ``bind_all``) and
keeps menu entries enabled or not.  While a dialog holds the grab (a file
dialog, a message box) the window's keys do nothing.
"""

import sys
import tkinter as tk
from collections import namedtuple
from tkinter import ttk

MOD = "Command" if sys.platform == "darwin" else "Control"
MOD_LABEL = "Cmd" if sys.platform == "darwin" else "Ctrl"

#: ``name``: an id; ``label``: menu text, ``&`` before the underlined letter;
#: ``accel``: the accelerator text (menu and help); ``keys``: Tk sequences;
#: ``menu``: ``"file"``, ``"file/export"`` ... or None (keys only);
#: ``handler()``; ``enabled()``: None for always; ``when(event)``: None or a
#: test that lets the key through (e.g. not while typing in a field);
#: ``variable``: a Tk BooleanVar for a check entry (the key flips it).
Command = namedtuple("Command", "name label accel keys menu handler enabled when variable")
Command.__new__.__defaults__ = (None, None, None)

#: The menu bar: key and label (``&`` marks the letter Alt opens it with).
MENUS = (("file", "&File"), ("edit", "&Edit"), ("view", "&View"), ("help", "&Help"))
SEPARATOR = "-"


def sep(menu):
    """A separator in ``menu``."""
    return Command(SEPARATOR, "", "", (), menu, None)


def mod(key):
    """``Ctrl+key`` (``Cmd+key`` on a Mac) as the menus write it."""
    return "%s+%s" % (MOD_LABEL, key)


def ctrl(*keys):
    """Tk sequences ``<Control-key>`` (``<Command-key>`` on a Mac)."""
    return tuple("<%s-%s>" % (MOD, k) for k in keys)


def plain_label(label):
    return label.replace("&", "")


def underline_of(label):
    return label.find("&")


def typing_in_field(event):
    """True when a key went to a text field (so it types, and does not act)."""
    return isinstance(event.widget, (tk.Entry, ttk.Entry, ttk.Spinbox, ttk.Combobox, str))


def not_typing(event):
    return not typing_in_field(event)


def on_button(event):
    return isinstance(event.widget, (ttk.Button, tk.Button, ttk.Checkbutton, ttk.Scale))


def not_on_button(event):
    """Not on a button (where Return presses it)."""
    return not on_button(event)


def neither_typing_nor_button(event):
    """Neither typing nor on a button (where Space types or presses it)."""
    return not typing_in_field(event) and not on_button(event)


def select_all(widget):
    """Select the whole text of an entry field."""
    if isinstance(widget, (tk.Entry, ttk.Entry)):
        widget.select_range(0, "end")
        widget.icursor("end")


class CommandTable:
    """Builds menus and key bindings for ``commands`` on ``root``."""

    def __init__(self, root, commands, before=None):
        self.root = root
        self.commands = list(commands)
        self.before = before  # runs before any command (e.g. clear the status note)
        self.menus = {}
        self.places = {}  # name -> (menu, index)
        self.menubar = self._make_menus()
        self._bind_keys()

    def by_name(self, name):
        for command in self.commands:
            if command.name == name:
                return command
        raise KeyError(name)

    def _menu(self, key):
        if key not in self.menus:
            parent_key, _, leaf = key.rpartition("/")
            label = dict(MENUS).get(key, "&" + leaf.capitalize())
            parent = self.menus[parent_key] if parent_key else self.menubar
            menu = tk.Menu(parent, tearoff=False)
            parent.add_cascade(label=plain_label(label), menu=menu,
                               underline=underline_of(label))
            self.menus[key] = menu
        return self.menus[key]

    def _make_menus(self):
        self.menubar = tk.Menu(self.root)
        for key, _ in MENUS:
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
            if command.variable is not None:
                menu.add_checkbutton(variable=command.variable, **options)
            else:
                menu.add_command(**options)
            self.places[command.name] = (menu, menu.index("end"))
        return self.menubar

    def _bind_keys(self):
        for command in self.commands:
            for sequence in command.keys:
                self.root.bind(sequence, lambda e, c=command: self._key(e, c))

    def blocked(self):
        """True while another window holds the grab (a modal dialog is open)."""
        grab = self.root.grab_current()
        return grab is not None and grab is not self.root

    def _key(self, event, command):
        if command.when is not None and not command.when(event):
            return None
        if self.blocked():
            return "break"
        if command.enabled is not None and not command.enabled():
            return "break"
        if command.variable is not None:
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
            parent_key, _, _ = sub.rpartition("/")
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
                out.append((c.accel, plain_label(c.label).rstrip("…")))
            elif group[0] not in done:
                done.add(group[0])
                out.append(group[1:])
        return out
