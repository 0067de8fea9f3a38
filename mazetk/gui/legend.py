"""The strip above the maze: an animation's colours, or play's clock (Tk shell)."""

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

from .screen import px, screen_scale


class Legend(tk.Canvas):
    """The strip above the maze: colours of an animation, or play's score.

    The strip always keeps its place, empty or not, so the maze below it
    never jumps when an animation starts or ends.  What does not fit its
    width wraps onto more lines (the strip grows) rather than being cut.
    """

    FONT = "TkSmallCaptionFont"

    def __init__(self, master):
        super().__init__(master, height=px(master, 22), highlightthickness=0,
                         background=ttk.Style(master).lookup("TFrame", "background")
                         or "#dcdad5")
        self._shown = ((), None)
        self.bind("<Configure>", lambda e: self._lay_out())

    def show(self, swatches=(), text=None):
        """``swatches``: ``[(colour, label), ...]``; ``text`` after them."""
        self._shown = (tuple(swatches), text)
        self._lay_out()

    def _lay_out(self):
        """Draw the swatches left to right, starting a new line where the next
        one (or the text) would pass the right edge; fit the height to the lines."""
        self.delete("all")
        swatches, text = self._shown
        s = screen_scale(self)
        line = tkfont.nametofont(self.FONT).metrics("linespace")
        step = max(int(round(18 * s)), line + int(round(4 * s)))
        box, left, gap = int(round(12 * s)), int(round(8 * s)), int(round(14 * s))
        width = self.winfo_width() if self.winfo_width() > 1 else self.winfo_reqwidth()
        right = max(left + 1, width - left)
        x, y = left, step // 2 + int(round(2 * s))
        for colour, label in swatches:
            item = self.create_text(x + box + 4 * s, y, text=label, anchor="w", font=self.FONT)
            end = self.bbox(item)[2]
            if x > left and end > right:  # onto the next line
                x, y = left, y + step
                self.coords(item, x + box + 4 * s, y)
                end = self.bbox(item)[2]
            self.create_rectangle(x, y - box // 2, x + box, y + box // 2, fill=colour,
                                  outline="#555555")
            x = end + gap
        if text:
            item = self.create_text(x, y - line // 2, text=text, anchor="nw",
                                    font=self.FONT, tags=("text",))
            if x > left and self.bbox(item)[2] > right:
                x, y = left, y + step
                self.coords(item, x, y - line // 2)
            self.itemconfigure(item, width=right - x)  # a long text wraps at its words
            top, bottom = self.bbox(item)[1::2]
            y += line * (int(round((bottom - top) / float(line))) - 1)
        height = y + step // 2 + int(round(2 * s))
        if height != int(self.cget("height")):
            self.configure(height=height)

    def text(self):
        items = self.find_withtag("text")
        return self.itemcget(items[0], "text") if items else ""
