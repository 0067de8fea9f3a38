"""The pieces of the settings panel's fields (Tk shell): the drop-down that
shows names and holds ids, the one-line message under a field, the words
shown in a blank field, and the one column every group's inputs start in.
"""

from tkinter import font as tkfont
from tkinter import ttk

from .screen import px
from .tooltip import Tooltip


class ChoiceBox(ttk.Combobox):
    """A read-only drop-down that shows names and holds ids: ``variable``
    holds the id chosen (``"hex"``), the box shows ``name(id)`` ("Hex", in
    the language of the day) and follows the variable when it changes; with
    ``blank``, the words it shows while the variable holds no id."""

    def __init__(self, master, variable, ids, name, blank=None, **kw):
        super().__init__(master, state="readonly", **kw)
        self.variable, self.name, self.ids, self.blank = variable, name, [], blank
        self.offer(ids)
        self.bind("<<ComboboxSelected>>", lambda e: self._chosen(), add="+")
        variable.trace_add("write", lambda *a: self.show())

    def offer(self, ids):
        """Offer these ids (in this order)."""
        self.ids = list(ids)
        self.configure(values=[self.name(i) for i in self.ids])
        self.show()

    def _chosen(self):
        index = self.current()
        if 0 <= index < len(self.ids):
            self.variable.set(self.ids[index])

    def show(self):
        value = self.variable.get()
        self.set(self.blank if self.blank is not None and not value else self.name(value))


class Slider(ttk.Frame):
    """A whole number from ``low`` to ``high`` held as text in ``variable``:
    a slider to drag (or move with the arrow keys) and, beside it, a spin
    box to type the exact number in.  The two follow the variable, and
    text that is no number in the range leaves the slider where it was
    (the panel's check says what is wrong)."""

    def __init__(self, master, variable, low, high, width=4):
        super().__init__(master)
        self.variable, self.low, self.high = variable, low, high
        self.scale = ttk.Scale(self, from_=low, to=high, orient="horizontal",
                               command=self._dragged)
        self.scale.grid(row=0, column=0, sticky="ew")
        self.spin = ttk.Spinbox(self, from_=low, to=high, textvariable=variable, width=width)
        self.spin.grid(row=0, column=1, padx=(px(self, 4), 0))
        self.columnconfigure(0, weight=1)
        variable.trace_add("write", lambda *a: self._follow())
        self._follow()

    def _dragged(self, value):
        number = str(int(round(float(value))))
        if self.variable.get() != number:
            self.variable.set(number)

    def _follow(self):
        try:
            number = int(str(self.variable.get()).strip())
        except ValueError:
            return
        if self.low <= number <= self.high and round(self.scale.get()) != number:
            self.scale.set(number)

    def configure(self, cnf=None, **kw):
        """``state`` reaches the slider and the spin box; the rest the frame."""
        if "state" not in kw:
            return super().configure(cnf, **kw)  # with nothing asked: the options
        state = kw.pop("state")
        self.scale.state(["disabled"] if state == "disabled" else ["!disabled"])
        self.spin.configure(state=state)
        return super().configure(cnf, **kw) if kw or cnf else None

    config = configure

    def focus_set(self):
        self.spin.focus_set()


class Placeholder:
    """Grey words in the blank field ``widget`` (an entry, a spinbox), shown
    by :meth:`show` while the field says nothing; a click on them is a click
    in the field."""

    def __init__(self, widget, text):
        self.widget = widget
        self.label = ttk.Label(widget, text=text, style="Hint.TLabel", background=(
            ttk.Style(widget).lookup("TEntry", "fieldbackground") or "white"))
        self.label.bind("<Button-1>", lambda e: widget.focus_set())

    def show(self, on):
        if on:
            self.label.place(x=px(self.widget, 4), rely=0.5, anchor="w")
        else:
            self.label.place_forget()


def align_inputs(boxes, labels, gap):
    """One column for every input: column 0 of each of ``boxes`` takes the
    width of the widest of ``labels`` (shown or not: a hidden row's label
    counts), and ``gap`` after it, so no input moves when a choice shows or
    hides a row."""
    width = max(label.winfo_reqwidth() for label in labels) + gap
    for box in boxes:
        if int(box.grid_columnconfigure(0, "minsize")) != width:
            box.grid_columnconfigure(0, minsize=width)


def keep_lines(label, lines):
    """The grid row of ``label`` keeps the height of ``lines`` lines of text,
    however many its words take."""
    height = lines * tkfont.nametofont("TkDefaultFont").metrics("linespace") + px(label, 2)
    master, row = label.master, int(label.grid_info()["row"])
    if int(master.grid_rowconfigure(row, "minsize")) != height:
        master.grid_rowconfigure(row, minsize=height)


ELLIPSIS = "…"


class MessageLine:
    """The one line under a field where its complaint appears.

    The line never grows: the label asks for no width of its own and shows
    one line.  A message longer than the panel is cut after its last whole
    word that fits, an ellipsis covers the rest, and the pointer resting on
    it shows the whole message.  ``label``'s text is always the whole message."""

    def __init__(self, box):
        self.label = ttk.Label(box, text="", style="Error.TLabel", width=1, anchor="w")
        self.more = ttk.Label(box, text=ELLIPSIS, style="Error.TLabel", anchor="w",
                              background=ttk.Style(box).lookup("TFrame", "background"))
        self.tips = [_MessageTip(self.label, ""), _MessageTip(self.more, "")]
        self.label.bind("<Configure>", lambda e: self._fit(), add="+")

    def say(self, text):
        self.label.configure(text=" ".join(text.split()))  # one line, whatever it holds
        self._fit()

    def _measure(self, text):
        name = ttk.Style(self.label).lookup("Error.TLabel", "font") or "TkSmallCaptionFont"
        return tkfont.nametofont(name).measure(text)

    def cut(self):
        """How many characters of the message are shown (all: not cut)."""
        text, width = self.label.cget("text"), self.label.winfo_width()
        pad = self._pad()
        if width <= 1 or self._measure(text) + 2 * pad <= width:
            return len(text)
        room = width - 3 * pad - self._measure(ELLIPSIS)
        keep = len(text)
        while keep and self._measure(text[:keep]) > room:
            keep -= 1
        words = text[:keep + 1].rfind(" ")
        if words <= 0:
            return keep
        return len(text[:words].rstrip(",;:")) or words  # "from 0 to 100…", no comma

    def _pad(self):
        """The label's room on either side of its text."""
        return max(0, (self.more.winfo_reqwidth() - self._measure(ELLIPSIS)) // 2)

    def _fit(self):
        text, keep = self.label.cget("text"), self.cut()
        if keep < len(text):
            x = self._pad() + self._measure(text[:keep])
            self.more.place(in_=self.label, x=x, y=0, relheight=1.0,
                            width=max(1, self.label.winfo_width() - x))
        else:
            self.more.place_forget()
        for tip in self.tips:
            tip.text = text if keep < len(text) else ""


class _MessageTip(Tooltip):
    """A tooltip that shows only while it has something to say."""

    def show(self):
        if self.text:
            super().show()
        else:
            self._after = None
