"""Characters the stroke font lacks, drawn from an installed TrueType font.

:mod:`mazetk.fonts.strokefont` draws Latin and the Chinese of its own
table; any other character (龙, Greek, Cyrillic) is looked up here in the
fonts a desktop keeps (:func:`font_folders`), the first font in sorted path
order that has it.  Its outline (:mod:`.truetype`) is filled with the
stroke font's pen: horizontal strokes one pen apart, each span of the
outline's inside (nonzero winding) drawn a little inside its edges so the
ink keeps the glyph's weight.  The strokes go where every other stroke of a
title goes, so the PDF, the PNG, the SVG, the EPS and the plotter draw the
glyph the same way, and still no file needs a font.

``MAZETK_FONTS``, a list of folders (separated as ``PATH`` is), replaces
the desktop's folders: set it to an empty folder and no character is found.
"""

import os
import re
import sys
import threading
import unicodedata

from . import truetype

#: Font units of the stroke font (see :mod:`.strokefont`) in an em: a
#: TrueType capital (about 0.72 em) then stands as tall as the stroke font's.
EM = 14.0
#: Wide (Chinese) glyphs are moved down by this many font units, so their
#: em box lies on the square the stroke font's own Chinese characters use.
WIDE_DROP = 1.3
#: Between the stroke font's horizontal strokes, in font units (its pen is
#: one unit wide at any size of 5 or more).
HATCH = 0.6
#: How far inside the outline the pen's centre stays, in font units.
INSET = 0.4
#: At most this many font files are looked at, in at most this many folders.
MAX_FILES = 4000

_EXTENSIONS = (".ttf", ".ttc")
#: Words of a file name that mark a face other than the plain one (bold,
#: italic, a mathematical or monospaced cut): those come after plain faces.
_NOT_PLAIN = re.compile(r"bold|italic|oblique|black|heavy|light|thin|condensed|narrow|mono|math",
                        re.IGNORECASE)


def font_folders():
    """The folders searched, in order: ``MAZETK_FONTS`` if set, else where
    this system keeps fonts (Linux, macOS or Windows)."""
    listed = os.environ.get("MAZETK_FONTS")
    if listed is not None:
        return tuple(p for p in listed.split(os.pathsep) if p)
    home = os.path.expanduser("~")
    if sys.platform.startswith("win"):
        root = os.environ.get("WINDIR", r"C:\Windows")
        local = os.environ.get("LOCALAPPDATA", "")
        return (os.path.join(root, "Fonts"),) + (
            (os.path.join(local, "Microsoft", "Windows", "Fonts"),) if local else ())
    if sys.platform == "darwin":
        return ("/System/Library/Fonts", "/Library/Fonts",
                os.path.join(home, "Library", "Fonts"))
    return ("/usr/share/fonts", "/usr/local/share/fonts",
            os.path.join(home, ".local", "share", "fonts"), os.path.join(home, ".fonts"))


def font_files(folders):
    """The ``.ttf`` and ``.ttc`` files under ``folders``, at most
    :data:`MAX_FILES`, in a stable order of preference: plain faces before
    bold, italic, monospaced and other cuts, each sorted by path."""
    found = set()
    for folder in folders:
        for root, dirs, files in os.walk(folder):
            dirs.sort()
            for name in files:
                if name.lower().endswith(_EXTENSIONS):
                    found.add(os.path.join(root, name))
            if len(found) >= MAX_FILES:
                break
    return sorted(found, key=lambda p: (bool(_NOT_PLAIN.search(os.path.basename(p))), p))[
        :MAX_FILES]


class Library:
    """The fonts of some folders, opened as they are needed, and what each
    character was found to be (cached)."""

    def __init__(self, folders):
        self._files = font_files(folders)
        self._fonts = []       # opened so far, in order
        self._opened = 0       # files opened so far
        self._glyphs = {}
        self._lock = threading.Lock()  # a book is drawn in a worker thread

    def _each_font(self):
        k = 0
        while True:
            while k >= len(self._fonts) and self._opened < len(self._files):
                path = self._files[self._opened]
                self._opened += 1
                try:
                    self._fonts.extend(truetype.fonts_in(path))
                except truetype.FontError:
                    continue  # not usable: the next font
            if k >= len(self._fonts):
                return
            yield self._fonts[k]
            k += 1

    def glyph(self, ch):
        """``(advance, strokes)`` of ``ch`` in stroke-font units, or None if
        no font here has it."""
        with self._lock:
            if ch not in self._glyphs:
                self._glyphs[ch] = self._find(ch)
            return self._glyphs[ch]

    def _find(self, ch):
        for font in self._each_font():
            try:
                found = font.outline(ch)
            except truetype.FontError:
                continue  # this glyph is damaged: the next font
            if found is not None:
                return strokes_of(ch, *found)
        return None


_LIBRARIES = {}


def glyph(ch):
    """``(advance, strokes)`` of ``ch`` from an installed font, in the stroke
    font's units (``y`` down, baseline 0), or None if no font has it.  The
    fonts are those of :func:`font_folders` as it is now."""
    folders = font_folders()
    library = _LIBRARIES.get(folders)
    if library is None:
        library = _LIBRARIES[folders] = Library(folders)
    return library.glyph(ch)


def strokes_of(ch, advance, contours):
    """A glyph's outline (ems, ``y`` up) as stroke-font strokes filling it."""
    drop = WIDE_DROP if unicodedata.east_asian_width(ch) in ("W", "F") else 0.0
    polygons = [[(x * EM, drop - y * EM) for x, y in c] for c in contours]
    return advance * EM, tuple(hatch(polygons, HATCH, INSET))


def spans(polygons, y):
    """The ``(x0, x1)`` runs of the inside of ``polygons`` (nonzero winding)
    on the horizontal line at ``y``, left to right."""
    crossings = []
    for polygon in polygons:
        for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1]):
            if (y0 <= y < y1) or (y1 <= y < y0):
                x = x0 + (y - y0) * (x1 - x0) / (y1 - y0)
                crossings.append((x, 1 if y1 > y0 else -1))
    crossings.sort()
    out, winding, start = [], 0, None
    for x, turn in crossings:
        before, winding = winding, winding + turn
        if before == 0 and winding != 0:
            start = x
        elif before != 0 and winding == 0:
            out.append((start, x))
    return out


def _intersect(a, b):
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        lo, hi = max(a[i][0], b[j][0]), min(a[i][1], b[j][1])
        if lo < hi:
            out.append((lo, hi))
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return out


def hatch(polygons, step, inset):
    """Horizontal strokes ``step`` apart whose centres stay ``inset`` inside
    ``polygons`` (nonzero winding): drawn with a pen about ``2 * inset``
    wider than ``step`` they fill the shape and keep its weight.  A part
    thinner than twice ``inset`` (a hairline no row's centre fits in) still
    gets strokes along it, so no stroke of the glyph is lost."""
    ys = [y for polygon in polygons for _, y in polygon]
    if not ys:
        return []
    top, bottom = min(ys), max(ys)
    count = max(1, int((bottom - top) / step + 0.5))
    pitch = (bottom - top) / count
    rows = []
    for k in range(count):
        y = top + pitch * (k + 0.5)
        here = spans(polygons, y)
        inner = _intersect(_intersect(here, spans(polygons, y - inset)),
                           spans(polygons, y + inset))
        rows.append((y, here, inner))
    out = []
    for k, (y, here, inner) in enumerate(rows):
        near = sorted(s for j in (k - 1, k, k + 1) if 0 <= j < count for s in rows[j][2])
        # What no centre row reaches: hairlines, drawn along their middle.
        bare = [piece for piece in _without(here, near) if piece[1] - piece[0] > inset]
        for a, b in sorted(inner + bare):
            a, b = a + inset, b - inset
            if b <= a:
                a = b = (a + b) / 2.0
            out.append(((round(a, 3), round(y, 3)),
                        (round(max(b, a + 0.01), 3), round(y, 3))))
    return out


def _without(spans_, holes):
    """``spans_`` less the (sorted, maybe overlapping) ``holes``."""
    out = []
    for x0, x1 in spans_:
        for a, b in holes:
            if b <= x0 or a >= x1:
                continue
            if a > x0:
                out.append((x0, a))
            x0 = max(x0, b)
            if x0 >= x1:
                break
        if x0 < x1:
            out.append((x0, x1))
    return out
