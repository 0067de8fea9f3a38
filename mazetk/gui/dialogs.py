"""Every blocking dialog of the window, each behind a one-line method (Tk shell).

Tests replace the methods of :class:`Dialogs` (``ask_directory``,
``ask_save_path``, ``ask_open_path``, ``show_error``, ``show_info``,
``ask_yes_no``), as ``idlelib/query.py`` does with ``askfilename``.
:class:`TableDialog` is the small window of Keyboard shortcuts and About:
a grid of aligned labels, a Close button, Escape closes.
"""

import os
import tkinter as tk
from tkinter import filedialog, messagebox, ttk

from ..export.render import SUFFIXES

#: What each export format is called, and its file name ending.
FILE_TYPES = {
    "png": ("PNG image", SUFFIXES["png"]),
    "ps": ("PostScript (EPS)", SUFFIXES["ps"]),
    "svg": ("SVG drawing", SUFFIXES["svg"]),
    "pdf": ("PDF document", SUFFIXES["pdf"]),
    "plotter": ("Plotter SVG", SUFFIXES["plotter"]),
    "ascii": ("ASCII art", SUFFIXES["ascii"]),
    "json": ("mazetk JSON", SUFFIXES["json"]),
    "txt": ("Text matrix", SUFFIXES["txt"]),
}

#: What File > Open offers.
OPEN_TYPES = [("Maze files", "*.json *.txt"), ("mazetk JSON", "*.json"),
              ("Text matrix", "*.txt"), ("ASCII art", "*.ascii.txt *.txt"),
              ("All files", "*")]


class Dialogs:
    """The window's dialogs; ``folder()`` gives the folder they start in."""

    def __init__(self, root, folder):
        self.root = root
        self.folder = folder

    def ask_directory(self):
        return filedialog.askdirectory(parent=self.root, title="Save maze and solution to…",
                                       initialdir=self.folder() or os.getcwd(), mustexist=True)

    def ask_save_path(self, fmt, initialfile):
        label, ext = FILE_TYPES[fmt]
        return filedialog.asksaveasfilename(
            parent=self.root, title="Save %s" % label, defaultextension=ext,
            filetypes=[(label, "*" + ext), ("All files", "*")],
            initialdir=self.folder() or os.getcwd(), initialfile=initialfile)

    def ask_open_path(self):
        return filedialog.askopenfilename(parent=self.root, title="Open maze",
                                          filetypes=OPEN_TYPES,
                                          initialdir=self.folder() or os.getcwd())

    def show_error(self, message):
        messagebox.showerror("mazetk", message, parent=self.root)

    def show_info(self, title, message):
        messagebox.showinfo(title, message, parent=self.root)

    def ask_yes_no(self, title, message):
        return messagebox.askokcancel(title, message, parent=self.root)

    def show_table(self, title, heading, rows):
        return TableDialog(self.root, title, heading, rows)


class TableDialog(tk.Toplevel):
    """A small window: ``heading`` (or none), then ``rows`` of ``(left, right)``
    in two aligned columns, then Close.  Escape and Return close it."""

    def __init__(self, master, title, heading, rows):
        super().__init__(master)
        self.withdraw()
        self.title(title)
        self.transient(master)
        self.resizable(False, False)
        body = ttk.Frame(self, padding=(14, 12))
        body.pack(fill="both", expand=True)
        row = 0
        if heading:
            ttk.Label(body, text=heading, font="TkHeadingFont").grid(
                row=0, column=0, columnspan=2, sticky="w", pady=(0, 8))
            row = 1
        self.cells = []
        for left, right in rows:
            a = ttk.Label(body, text=left, font="TkFixedFont")
            b = ttk.Label(body, text=right)
            a.grid(row=row, column=0, sticky="w", padx=(0, 16), pady=1)
            b.grid(row=row, column=1, sticky="w", pady=1)
            self.cells.append((a, b))
            row += 1
        self.close_button = ttk.Button(body, text="Close", command=self.destroy)
        self.close_button.grid(row=row, column=0, columnspan=2, sticky="e", pady=(12, 0))
        self.bind("<Escape>", lambda e: self.destroy())
        self.bind("<Return>", lambda e: self.destroy())
        self.protocol("WM_DELETE_WINDOW", self.destroy)
        self.update_idletasks()
        x = master.winfo_rootx() + max(0, (master.winfo_width() - self.winfo_reqwidth()) // 2)
        y = master.winfo_rooty() + max(0, (master.winfo_height() - self.winfo_reqheight()) // 3)
        self.geometry("+%d+%d" % (x, y))
        self.deiconify()
        self.close_button.focus_set()

    def rows(self):
        """The ``(left, right)`` texts shown."""
        return [(a.cget("text"), b.cget("text")) for a, b in self.cells]
