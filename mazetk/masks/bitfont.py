"""A bitmap font for word masks: capitals, digits and common punctuation.

Each glyph is 7 font pixels tall and 1 to 5 wide.  ``#`` is a pixel, ``|`` a
*hairline* pixel and ``.`` none.  A hairline is a full pixel at scale 1;
drawn at scale ``k`` it is a vertical strip ``max(1, k // 3)`` cells wide in
the middle of its ``k`` x ``k`` block: it joins the parts of a mark that
would otherwise float (the dot of ``!`` and ``?``, the two halves of ``:``
and ``;``, a hyphen or an apostrophe held above the line) while staying
thin enough to read past.

Why the glyphs look as they do: a maze's cells meet only across a side, so
every glyph is one piece by side contact alone (a diagonal stroke is a
staircase), and every glyph reaches its bottom row.  :func:`layout` sets
the text on a *bar*, a row of pixels right under the glyphs that runs the
whole width of the block; since each glyph touches it, the bar makes the
whole text one piece.  Lines of a longer text are centred, each on its own
bar, and a rule down the left edge joins the bars.  Lower case is drawn as
upper case.
"""

from ..i18n import _

HEIGHT = 7
GAP = 1          # empty columns between two glyphs (the bar runs under them)
LINE_GAP = 1     # empty rows between one line's bar and the next line
PIXEL, HAIRLINE, NONE = "#", "|", "."

_FONT = """
A .###. ##.## #...# #...# ##### #...# #...#
B ####. #..## #...# ####. #..## #...# #####
C .###. ##.## #.... #.... #.... ##.## .###.
D ####. #..## #...# #...# #...# #..## ####.
E ##### #.... #.... ####. #.... #.... #####
F ##### #.... #.... ####. #.... #.... #....
G .###. ##.## #.... #.### #...# ##.## .###.
H #...# #...# #...# ##### #...# #...# #...#
I ### .#. .#. .#. .#. .#. ###
J .#### ...#. ...#. ...#. #..#. ##.#. .###.
K #...# #..## #.##. ###.. #.##. #..## #...#
L #.... #.... #.... #.... #.... #.... #####
M #...# ##.## ##### #.#.# #...# #...# #...#
N #...# ##..# ###.# #.#.# #.### #..## #...#
O .###. ##.## #...# #...# #...# ##.## .###.
P ####. #..## #...# #..## ####. #.... #....
Q .###. ##.## #...# #...# #.### ##.## .####
R ####. #..## #...# #..## ####. #.##. #..##
S .#### ##... #.... ##### ....# ...## ####.
T ##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..
U #...# #...# #...# #...# #...# ##.## .###.
V #...# #...# #...# ##.## .#.#. .###. ..#..
W #...# #...# #...# #.#.# #.#.# ##### ##.##
X #...# ##.## .###. ..#.. .###. ##.## #...#
Y #...# ##.## .###. ..#.. ..#.. ..#.. ..#..
Z ##### ...## ..##. .##.. ##... #.... #####
0 .###. ##.## #..## #.### ###.# ##.## .###.
1 ..#.. .##.. ###.. ..#.. ..#.. ..#.. #####
2 .###. ##.## ....# ...## ..##. .##.. #####
3 ##### ...## ..##. ...## ....# ##.## .###.
4 #..#. #..#. #..#. ##### ...#. ...#. ...#.
5 ##### #.... ####. ...## ....# ##.## .###.
6 .###. ##... #.... ####. #..## ##.## .###.
7 ##### ....# ...## ..##. ..#.. ..#.. ..#..
8 .###. ##.## ##.## .###. ##.## ##.## .###.
9 .###. ##.## #..## .#### ....# ...## .###.
. . . . . . # #
, . . . . # # #
! # # # # | # #
? .###. ##.## ...## ..##. ..#.. ..|.. ..#..
- ... ... ... ### .|. .|. .|.
' # # | | | | |
: . # # | | # #
; .. .# .# .| .# .# ##
& .##.. ##.#. .###. ##... #...# ##.## .####
+ ..... ..#.. ..#.. ##### ..#.. ..#.. ..|..
/ ...# ..## ..#. .##. .#.. ##.. #...
( ..# .## ##. #.. ##. .## ..#
) #.. ##. .## ..# .## ##. #..
"""


def _glyphs():
    table = {" ": ("...",) * HEIGHT}
    for line in _FONT.strip().splitlines():
        char, *rows = line.split()
        table[char] = tuple(rows)
    return table


#: ``{character: rows}``, each row a string of ``#``, ``|`` and ``.``.
GLYPHS = _glyphs()
CHARACTERS = "".join(sorted(GLYPHS))


def glyph(char):
    """The rows of ``char`` (lower case drawn as upper); ValueError if the
    font has no such character."""
    rows = GLYPHS.get(char.upper() if len(char) == 1 else char)
    if rows is None:
        raise ValueError(_("the font has no %(char)r; it has the letters A-Z, the digits "
                           "and the marks %(marks)s and space") % {"char": char, "marks": " ".join(
                               c for c in CHARACTERS if not c.isalnum() and c != " ")})
    return rows


def _line(text):
    """One line of text as rows of font pixels, glyphs ``GAP`` apart."""
    glyphs = [glyph(char) for char in text]
    return [(NONE * GAP).join(g[y] for g in glyphs) for y in range(HEIGHT)]


def size(text):
    """``(width, height)`` in font pixels of :func:`layout`'s rows for ``text``,
    counted without drawing them, so a text too large for any maze is refused
    at once.  ValueError as :func:`layout`."""
    lines = text.split("\n")
    widths = [sum(len(glyph(char)[0]) for char in line) + GAP * (len(line) - 1) if line else 0
              for line in lines]
    if not any(widths):
        raise ValueError(_("the text has no character to draw"))
    rule = 2 if len(lines) > 1 else 0
    return rule + max(widths), len(lines) * (HEIGHT + 1) + (len(lines) - 1) * LINE_GAP


def layout(text):
    """``text`` (lines split at ``\\n``) as rows of font pixels: a list of
    equal strings of ``#``, ``|`` and ``.``; one piece by side contact (see
    the module docstring).  ValueError for an empty text or a character the
    font lacks."""
    lines = [_line(line) for line in text.split("\n")]
    if not any(line[0] for line in lines):
        raise ValueError(_("the text has no character to draw"))
    rule = 2 if len(lines) > 1 else 0          # the left rule and a gap beside it
    width = rule + max(len(line[0]) for line in lines)
    out = []
    for i, line in enumerate(lines):
        if i:
            out += [PIXEL + NONE * (width - 1)] * LINE_GAP
        pad = width - rule - len(line[0])
        for row in line:
            row = NONE * (pad // 2) + row + NONE * (pad - pad // 2)
            out.append((PIXEL + NONE if rule else "") + row)
        out.append(PIXEL * width)               # the bar
    return out


def render(text, scale=1, hairlines=True):
    """``(width, height, cells)`` of ``text`` drawn ``scale`` cells to a font
    pixel: ``cells`` a bytearray, row-major, 1 for a cell of the text.  With
    ``hairlines`` false a hairline is drawn as a full pixel (for a picture
    that is resampled onto another grid, where a thin strip would vanish)."""
    if isinstance(scale, bool) or not isinstance(scale, int) or scale < 1:
        raise ValueError(_("the scale must be a whole number of at least 1, not %r")
                         % (scale,))
    rows = layout(text)
    k = scale
    w = max(1, k // 3) if hairlines else k
    full, thin = b"\x01" * k, bytes((k - w) // 2) + b"\x01" * w + bytes(k - w - (k - w) // 2)
    blocks = {PIXEL: full, HAIRLINE: thin, NONE: bytes(k)}
    cells = bytearray()
    for row in rows:
        line = b"".join(blocks[p] for p in row)
        cells += line * k
    return len(rows[0]) * k, len(rows) * k, cells


#: Letters the font draws as others that Unicode does not take apart:
#: ``Ł`` is drawn ``L``, ``Æ`` is drawn ``AE``.
_LIKE = {"Ł": "L", "Ø": "O", "Đ": "D", "Ð": "D", "Ħ": "H", "Ŧ": "T", "Þ": "TH",
         "Æ": "AE", "Œ": "OE", "Ŀ": "L", "Ə": "E", "ʼ": "'", "’": "'", "‘": "'", "–": "-",
         "‐": "-"}


def fold(text):
    """``(text, missing)``: ``text`` with each letter the font lacks drawn as
    its plain letters (``José`` as ``JOSE``, ``Łukasz`` as ``LUKASZ``:
    accents taken off by Unicode decomposition, a few letters by
    :data:`_LIKE`), and the characters that are still not in the font, each
    once, in order (``陈``).  Line breaks are kept."""
    import unicodedata
    out, missing = [], []
    for char in text:
        if char == "\n" or char.upper() in GLYPHS:
            out.append(char)
            continue
        upper = char.upper()
        plain = "".join(_LIKE.get(c, c) for c in unicodedata.normalize("NFKD", upper)
                        if not unicodedata.combining(c))
        plain = "".join(_LIKE.get(c, c) for c in plain)
        if plain and all(c in GLYPHS for c in plain):
            out.append(plain)
        elif char not in missing:
            missing.append(char)
    return "".join(out), missing
