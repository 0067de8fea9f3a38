"""Every blocking dialog of the window, each behind a one-line method (Tk shell).

Tests replace the methods of :class:`Dialogs` (``ask_directory``,
``ask_save_path``, ``ask_open_path``, ``show_error``, ``show_info``,
``ask_yes_no``), as ``idlelib/query.py`` does with ``askfilename``.
:class:`TableDialog` is the small window of Keyboard shortcuts and About:
a grid of aligned labels that scrolls when the screen is too short, a
Close button always in view, Escape closes.
"""

import os
import tkinter as tk
from tkinter import filedialog, messagebox, ttk

from ..export.render import SUFFIXES
from ..i18n import N_, _
from .closing import collect
from .screen import px
from .scrolling import ScrollFrame

#: What each export format is called, and its file name ending.
FILE_TYPES = {
    "png": (N_("PNG image"), SUFFIXES["png"]),
    "ps": (N_("PostScript (EPS)"), SUFFIXES["ps"]),
    "svg": (N_("SVG drawing"), SUFFIXES["svg"]),
    "pdf": (N_("PDF document"), SUFFIXES["pdf"]),
    "plotter": (N_("Plotter SVG"), SUFFIXES["plotter"]),
    "ascii": (N_("ASCII art"), SUFFIXES["ascii"]),
    "json": (N_("mazetk JSON"), SUFFIXES["json"]),
    "txt": (N_("Text matrix"), SUFFIXES["txt"]),
    "gif": (N_("GIF animation"), ".gif"),
}

#: What File > Open offers.
OPEN_TYPES = [(N_("Maze files"), "*.json *.txt"), (N_("mazetk JSON"), "*.json"),
              (N_("Text matrix"), "*.txt"), (N_("ASCII art"), "*.ascii.txt *.txt"),
              (N_("All files"), "*")]


class Dialogs:
    """The window's dialogs; ``folder()`` gives the folder they start in."""

    def __init__(self, root, folder):
        self.root = root
        self.folder = folder

    def ask_directory(self):
        return filedialog.askdirectory(parent=self.root, title=_("Save maze and solution to…"),
                                       initialdir=self.folder() or os.getcwd(), mustexist=True)

    def ask_save_path(self, fmt, initialfile):
        label, ext = _(FILE_TYPES[fmt][0]), FILE_TYPES[fmt][1]
        return filedialog.asksaveasfilename(
            parent=self.root, title=_("Save %s") % label, defaultextension=ext,
            filetypes=[(label, "*" + ext), (_("All files"), "*")],
            initialdir=self.folder() or os.getcwd(), initialfile=initialfile)

    def ask_ground_path(self):
        return filedialog.askopenfilename(
            parent=self.root, title=_("Open ground costs"),
            filetypes=[(_("Ground costs"), "*.txt"), (_("All files"), "*")],
            initialdir=self.folder() or os.getcwd())

    def ask_open_path(self):
        return filedialog.askopenfilename(parent=self.root, title=_("Open maze"),
                                          filetypes=[(_(a), b) for a, b in OPEN_TYPES],
                                          initialdir=self.folder() or os.getcwd())

    def show_error(self, message):
        messagebox.showerror("mazetk", message, parent=self.root)  # i18n: keep

    def show_info(self, title, message):
        messagebox.showinfo(title, message, parent=self.root)

    def ask_yes_no(self, title, message):
        return messagebox.askokcancel(title, message, parent=self.root)

    def show_table(self, title, heading, rows):
        return TableDialog(self.root, title, heading, rows)


def stay_under_modal(window):
    """Keep the non-modal ``window`` (Keyboard shortcuts, Print studio) below a
    modal dialog: when it comes up or takes the focus (a click on it) while
    another window holds the grab (a file dialog, a message box), that window
    is raised above it again and gets the keys back.  Else the dialog could
    hide under it, and nothing would answer the keys or the mouse."""
    def check(event):
        try:
            grab = str(window.tk.call("grab", "current", window._w))
            if not grab or grab == str(window) or grab.startswith(str(window) + "."):
                return
            top = str(window.tk.call("winfo", "toplevel", grab))
            if not window.tk.getboolean(window.tk.call("wm", "stackorder", top, "isabove",
                                                       window._w)):
                window.tk.call("raise", top)
            if event is not None and event.type == tk.EventType.FocusIn:
                window.tk.call("focus", "-force", grab)
        except tk.TclError:  # one of them is not mapped, or is gone
            pass

    for sequence in ("<FocusIn>", "<Visibility>", "<Map>"):
        window.bind(sequence, check, add="+")


def screen_size(widget):
    """The screen's width and height in pixels (tests pretend other screens)."""
    return widget.winfo_screenwidth(), widget.winfo_screenheight()


class TableDialog(tk.Toplevel):
    """A small window: ``heading`` (or none), then ``rows`` of ``(left, right)``
    in two aligned columns, then Close.  Escape and Return close it.

    It never grows past the screen: when the rows are taller than the screen
    allows they scroll (wheel, arrows, Page Up/Down, Home/End) and Close
    stays pinned below them."""

    def __init__(self, master, title, heading, rows):
        super().__init__(master)
        self.withdraw()
        self.title(title)
        self.transient(master)
        self.resizable(False, False)
        body = ttk.Frame(self, padding=(px(self, 14), px(self, 12)))
        body.pack(fill="both", expand=True)
        self.heading = None
        if heading:
            self.heading = ttk.Label(body, text=heading, font="TkHeadingFont")
            self.heading.pack(side="top", anchor="w", pady=(0, px(self, 8)))
        self.close_button = ttk.Button(body, text=_("Close"), command=self.destroy)
        self.close_button.pack(side="bottom", anchor="e", pady=(px(self, 12), 0))
        self.scroller = ScrollFrame(body)
        self.scroller.pack(side="top", fill="both", expand=True)
        table = self.scroller.inner
        self.cells = []
        for i, (left, right) in enumerate(rows):
            a = ttk.Label(table, text=left, font="TkFixedFont")
            b = ttk.Label(table, text=right)
            a.grid(row=i, column=0, sticky="w", padx=(0, px(self, 16)), pady=1)
            b.grid(row=i, column=1, sticky="w", padx=(0, px(self, 4)), pady=1)
            self.cells.append((a, b))
        self.scroller.take(table)
        for sequence, how in (("<Up>", (-1, "units")), ("<Down>", (1, "units")),
                              ("<Prior>", (-1, "pages")), ("<Next>", (1, "pages"))):
            self.bind(sequence, lambda e, how=how: self.scroller.canvas.yview_scroll(*how))
        self.bind("<Home>", lambda e: self.scroller.canvas.yview_moveto(0))
        self.bind("<End>", lambda e: self.scroller.canvas.yview_moveto(1))
        self.bind("<Escape>", lambda e: self.destroy())
        self.bind("<Return>", lambda e: self.destroy())
        self.protocol("WM_DELETE_WINDOW", self.destroy)
        stay_under_modal(self)
        self._fit(master)
        self.deiconify()
        self.close_button.focus_set()

    def _fit(self, master):
        """As tall as the rows need, no taller than the screen; placed over
        ``master`` but wholly on the screen.

        Fitted once, from sizes known without running the event loop: each
        label's own requested size (Tk knows it as soon as the label is made)
        and the paddings this dialog gave.  No ``update_idletasks``: that
        would run every part's pending idle work, and a part that lays
        itself out again on each pass would never let it return."""
        pad_x, pad_y = px(self, 14), px(self, 12)
        sw, sh = screen_size(self)
        margin = px(self, 40)  # a title bar and a task bar
        lefts = [a.winfo_reqwidth() for a, b in self.cells] or [0]
        rights = [b.winfo_reqwidth() for a, b in self.cells] or [0]
        table_w = max(lefts) + px(self, 16) + max(rights) + px(self, 4)
        table_h = sum(max(a.winfo_reqheight(), b.winfo_reqheight()) + 2 for a, b in self.cells)
        rest = 2 * pad_y + self.close_button.winfo_reqheight() + px(self, 12)
        wide = self.close_button.winfo_reqwidth()
        if self.heading is not None:
            rest += self.heading.winfo_reqheight() + px(self, 8)
            wide = max(wide, self.heading.winfo_reqwidth())
        shown = max(px(self, 60), min(table_h, sh - 2 * margin - rest))
        bar = self.scroller.bar.winfo_reqwidth() if shown < table_h else 0
        canvas = self.scroller.canvas
        canvas.configure(width=table_w, height=shown)
        w = min(sw, max(table_w + bar, wide) + 2 * pad_x)
        h = shown + rest
        x = master.winfo_rootx() + (master.winfo_width() - w) // 2
        y = master.winfo_rooty() + (master.winfo_height() - h) // 3
        x = max(0, min(x, sw - w))
        y = max(margin, min(y, sh - margin - h))
        self.geometry("%dx%d+%d+%d" % (w, h, x, y))

    def destroy(self):
        super().destroy()
        self.cells, self.scroller = [], None
        collect()  # its widgets' cycles go now, on the Tk thread

    def show_row(self, index):
        """Scroll the table so that row ``index`` is in view."""
        canvas, table = self.scroller.canvas, self.scroller.inner
        label = self.cells[index][0]
        total = max(1, table.winfo_reqheight())
        first, last = (float(v) * total for v in canvas.yview())
        top, bottom = label.winfo_y(), label.winfo_y() + label.winfo_height()
        if top < first:
            canvas.yview_moveto(top / float(total))
        elif bottom > last:
            canvas.yview_moveto((bottom - (last - first)) / float(total))

    def rows(self):
        """The ``(left, right)`` texts shown."""
        return [(a.cget("text"), b.cget("text")) for a, b in self.cells]
