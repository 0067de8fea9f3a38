"""A single-stroke vector font, so text needs no font in any file.

Print shops reject PDFs whose fonts are not embedded, and plotters draw only
lines; so every title, label and maze code is drawn as strokes of this small
font, the same strokes in the PDF, the PNG and the plotter SVG.

Font units: the cap height is 10, the x-height 6, descenders reach 3 and
accents rise to 14 above the baseline.  ``y`` grows *downwards* as in the
Scene, so the baseline is ``y = 0`` and the cap line ``y = -10``.  ``size``
in :func:`layout`, :func:`width` and :func:`wrap` is the cap height in output
units (pixels or points).

The glyphs are drawn here for this project on that small grid, in a mini
language decoded at import, one glyph a line::

    <char> <ink width> <stroke>; <stroke>; ...

A stroke is a run of points ``x,y`` and arcs ``@cx,cy,rx,ry,a0,a1`` (an
elliptical arc from angle ``a0`` to ``a1`` in degrees, 0 pointing right and
90 up, its points joined to the stroke); a stroke of one point is a dot;
``=X`` draws the strokes of glyph ``X``.  Each glyph gets a side bearing of
1.5 on both sides, so its advance is its ink width plus 3.  Accented letters
are not listed: they are composed from their Unicode decomposition, a base
glyph and accent strokes centred over it (or, for the cedilla and ogonek,
under it); a base narrower than its accent (an i) is widened to fit it.
A character the font lacks is drawn from an installed TrueType font
(:mod:`.fallback`), its outline filled with strokes; one no installed font
has draws a crossed box, never an error.

The Chinese characters worksheets print come from :mod:`mazetk.fonts.strokecjk`,
drawn on a square from one unit above the cap line to one below the
baseline, 14 units apart; :func:`wrap` breaks lines between them, as
Chinese has no spaces.
"""

import math
import re
import unicodedata

from . import fallback, strokecjk
from ..i18n import _

CAP_HEIGHT = 10.0
X_HEIGHT = 6.0
DESCENT = 3.0        # the lowest ink, below the baseline
ACCENT_TOP = 14.0    # the highest ink (an accent over a capital), above it
BEARING = 1.5        # empty font units either side of each glyph's ink
ANCHORS = ("start", "middle", "end")

_DOT = 0.25          # half the length of the stroke that draws a dot

_FONT = r"""
A 8 0,0 4,-10 8,0; 1.4,-3.5 6.6,-3.5
B 6.5 0,-5 3.5,-5 @3.5,-7.5,2.5,2.5,-90,90 0,-10 0,0 3.5,0 @3.5,-2.5,3,2.5,-90,90
C 7 @4,-5,4,5,50,310
D 7 0,0 0,-10 3,-10 @3,-5,4,5,90,-90 0,0
E 6 6,-10 0,-10 0,0 6,0; 0,-5 4.5,-5
F 6 6,-10 0,-10 0,0; 0,-5 4.5,-5
G 8 @4,-5,4,5,50,348 5,-4
H 7 0,0 0,-10; 7,0 7,-10; 0,-5 7,-5
I 4 2,0 2,-10; 0,-10 4,-10; 0,0 4,0
J 5 5,-10 5,-3 @2.5,-3,2.5,3,0,-180
K 7 0,0 0,-10; 7,-10 0,-3.5; 2.2,-5.5 7,0
L 6 0,-10 0,0 6,0
M 8 0,0 0,-10 4,-2.5 8,-10 8,0
N 7 0,0 0,-10 7,0 7,-10
O 8 @4,-5,4,5,90,450
P 6.5 0,0 0,-10 3.5,-10 @3.5,-7.25,3,2.75,90,-90 0,-4.5
Q 8 @4,-5,4,5,90,450; 5,-3 8,0.5
R 6.5 0,0 0,-10 3.5,-10 @3.5,-7.25,3,2.75,90,-90 0,-4.5; 3.5,-4.5 6.5,0
S 7 @3.5,-7.5,3.3,2.5,20,270 @3.5,-2.5,3.5,2.5,90,-160
T 8 0,-10 8,-10; 4,-10 4,0
U 7 0,-10 0,-3.5 @3.5,-3.5,3.5,3.5,180,360 7,-10
V 8 0,-10 4,0 8,-10
W 10 0,-10 2.5,0 5,-7 7.5,0 10,-10
X 7 0,-10 7,0; 7,-10 0,0
Y 8 0,-10 4,-5 8,-10; 4,-5 4,0
Z 7 0,-10 7,-10 0,0 7,0
a 6 @3,-3,3,3,0,360; 6,-6 6,0
b 6 0,-10 0,0; @3,-3,3,3,180,540
c 5.5 @3,-3,3,3,50,310
d 6 6,-10 6,0; @3,-3,3,3,0,360
e 6 0,-3 6,-3 @3,-3,3,3,0,315
f 4.5 @3.5,-8.5,1.5,1.5,45,180 2,0; 0,-6 4.5,-6
g 6 @3,-3,3,3,0,360; 6,-6 6,1 @3,1,3,2,0,-160
h 6 0,-10 0,0; @3,-3.5,3,2.5,180,0 6,0
i 0 0,-6 0,0; 0,-8.7
j 3 3,-6 3,1 @1.5,1,1.5,2,0,-160; 3,-8.7
k 5.5 0,-10 0,0; 5.5,-6 0,-2; 2,-3.5 5.5,0
l 1.5 0,-10 0,-1.5 @1.5,-1.5,1.5,1.5,180,270
m 9 0,-6 0,0; @2.25,-3.5,2.25,2.5,180,0 4.5,0; @6.75,-3.5,2.25,2.5,180,0 9,0
n 6 0,-6 0,0; @3,-3.5,3,2.5,180,0 6,0
o 6 @3,-3,3,3,90,450
p 6 0,-6 0,3; @3,-3,3,3,180,540
q 6 6,-6 6,3; @3,-3,3,3,0,360
r 4 0,-6 0,0; @3,-3,3,3,180,70
s 5 @2.5,-4.5,2.3,1.5,20,270 @2.5,-1.5,2.5,1.5,90,-160
t 4 1.5,-9 1.5,-1.5 @3,-1.5,1.5,1.5,180,290; 0,-6 4,-6
u 6 0,-6 0,-2.5 @3,-2.5,3,2.5,180,360; 6,-6 6,0
v 6 0,-6 3,0 6,-6
w 8 0,-6 2,0 4,-4.5 6,0 8,-6
x 5.5 0,-6 5.5,0; 5.5,-6 0,0
y 6 0,-6 3,0; 6,-6 1.5,3
z 5.5 0,-6 5.5,-6 0,0 5.5,0
0 6 @3,-5,3,5,90,450
1 6 1,-8 3.5,-10 3.5,0
2 6 @3,-7,3,3,160,-40 0,0 6,0
3 6 @3,-7.5,2.8,2.5,150,-90 @3,-2.5,3,2.5,90,-150
4 6 4.5,0 4.5,-10 0,-3 6,-3
5 6 5.5,-10 1,-10 0.6,-5.2 @3,-3.2,3,3.2,140,-150
6 6 @3.5,-5,3.5,5,60,180 0,-3 @3,-3,3,3,180,540
7 6 0,-10 6,-10 2,0
8 6 @3,-7.5,2.7,2.5,-90,270 @3,-2.5,3,2.5,90,450
9 6 @3,-7,3,3,0,360 6,-5 @2.5,-5,3.5,5,0,-120
! 0 0,-10 0,-3; 0,-0.5
" 2.5 0,-10 0,-7.5; 2.5,-10 2.5,-7.5
# 7 2.5,-9.5 1.5,-0.5; 5.5,-9.5 4.5,-0.5; 0.5,-6.5 7,-6.5; 0,-3.5 6.5,-3.5
$ 6.5 @3.25,-7.5,3,2.5,20,270 @3.25,-2.5,3.25,2.5,90,-160; 3.25,-11 3.25,1
% 8 8,-10 0,0; @1.5,-8.5,1.5,1.5,0,360; @6.5,-1.5,1.5,1.5,0,360
& 7.5 7.5,0 2,-6.8 1.6,-8 2,-9.4 3,-10 4,-9.4 4.3,-8.3 3.8,-7.2 1,-4.8 0,-3 0.2,-1.4 1.3,-0.3 2.8,0 4.5,-0.6 6.2,-2.5 7,-4.2
' 0 0,-10 0,-7.5
( 3 @6,-3.5,6,7.5,120,240
) 3 @-3,-3.5,6,7.5,60,-60
* 6 3,-10 3,-4; 0.4,-8.5 5.6,-5.5; 5.6,-8.5 0.4,-5.5
+ 6 3,-8 3,-2; 0,-5 6,-5
, 1 1,-0.5 1,0.5 0,2
- 4 0,-3.5 4,-3.5
. 0 0,-0.5
/ 5 5,-10.5 0,1.5
: 0 0,-5.5; 0,-0.5
; 1 1,-5.5; 1,-0.5 1,0.5 0,2
< 6 6,-8.5 0,-5 6,-1.5
= 6 0,-6.5 6,-6.5; 0,-3.5 6,-3.5
> 6 0,-8.5 6,-5 0,-1.5
? 5.5 @2.75,-7.5,2.75,2.5,160,-60 2.75,-4 2.75,-2.8; 2.75,-0.5
@ 9.5 @4.3,-4.5,2,2,0,360; 6.3,-6.5 6.3,-3.4 @7.7,-3.4,1.4,1.4,180,360 @4.6,-4.5,4.63,4.63,-13.7,300
[ 3 3,-10 0,-10 0,3 3,3
\ 5 0,-10.5 5,1.5
] 3 0,-10 3,-10 3,3 0,3
^ 6 0,-7 3,-10 6,-7
_ 7 0,2 7,2
` 2 0,-10 2,-8
{ 4 @4,-8.5,2,1.5,90,180 2,-5 @0,-5,2,1.5,0,-90 @0,-2,2,1.5,90,0 2,1.5 @4,1.5,2,1.5,180,270
| 0 0,-10.5 0,3
} 4 @0,-8.5,2,1.5,90,0 2,-5 @4,-5,2,1.5,180,270 @4,-2,2,1.5,90,180 2,1.5 @0,1.5,2,1.5,0,-90
~ 7 @1.75,-4.5,1.75,1.2,180,0 @5.25,-4.5,1.75,1.2,180,360
ı 0 0,-6 0,0
Ł 6.5 1,-10 1,0 6.5,0; 0,-4 3,-6
ł 3 1.5,-10 1.5,0; 0,-4.5 3,-6.5
đ 7.5 6,-10 6,0; @3,-3,3,3,0,360; 4.5,-8.5 7.5,-8.5
ȷ 3 3,-6 3,1 @1.5,1,1.5,2,0,-160
Æ 11 0,0 5.5,-10 11,-10; 5.5,-10 5.5,0 11,0; 5.5,-5 10,-5; 1.9,-3.5 5.5,-3.5
æ 11 @2.75,-3,2.75,3,0,360; 5.5,-6 5.5,0; 5.5,-3 11,-3 @8.25,-3,2.75,3,0,315
Œ 11 11,-10 5,-10 @5,-5,5,5,90,270 11,0; 5,-10 5,0; 5,-5 9.5,-5
œ 11 @2.75,-3,2.75,3,0,360; 5.5,-3 11,-3 @8.25,-3,2.75,3,0,315
Ø 8 =O; 7.5,-10.5 0.5,0.5
ø 6 =o; 6,-7 0,1
ß 6 0,0 0,-7.5 @2.5,-7.5,2.5,2.5,180,-70 1.5,-5 @3,-2.6,3,2.6,105,-120
Ð 8 1,0 1,-10 4,-10 @4,-5,4,5,90,-90 1,0; 0,-5 3.5,-5
ð 6 @3,-3,3,3,0,360 6,-5 @1,-5,5,5,0,60; 2.5,-7 5.5,-9
Þ 6.5 0,0 0,-10; 0,-8 3.5,-8 @3.5,-5.5,3,2.5,90,-90 0,-3
þ 6 0,-10 0,3; @3,-3,3,3,180,540
× 5 0,-7.5 5,-2.5; 5,-7.5 0,-2.5
÷ 6 0,-5 6,-5; 3,-8; 3,-2
¡ 0 0,3 0,-4; 0,-6.5
¿ 5.5 @2.75,0.5,2.75,2.5,340,120 2.75,-3 2.75,-4.2; 2.75,-6.5
« 5.5 2.5,-6 0,-3.5 2.5,-1; 5.5,-6 3,-3.5 5.5,-1
» 5.5 0,-6 2.5,-3.5 0,-1; 3,-6 5.5,-3.5 3,-1
‹ 2.5 2.5,-6 0,-3.5 2.5,-1
› 2.5 0,-6 2.5,-3.5 0,-1
° 3 @1.5,-8.5,1.5,1.5,90,450
· 0 0,-4
± 6 3,-8.5 3,-3.5; 0,-6 6,-6; 0,-1 6,-1
¬ 6 0,-5 6,-5 6,-3
£ 6 @4,-7.6,2,2.4,20,180 2,-1.5 0.5,0 6,0; 0,-5 4.5,-5
¢ 5.5 =c; 3,-7.5 3,1.5
¥ 8 =Y; 1.5,-4 6.5,-4; 1.5,-2 6.5,-2
© 10 @5,-5,5,5,90,450; @5,-5,2.5,2.5,45,315
® 10 @5,-5,5,5,90,450; 3.5,-2 3.5,-8 5.5,-8 @5.5,-6.75,1.5,1.25,90,-90 3.5,-5.5; 5.5,-5.5 7,-2
‘ 1 1,-10 0,-8.5 0,-7.5
’ 1 1,-10 1,-9 0,-7.5
‚ 1 1,-0.5 1,0.5 0,2
“ 3.5 1,-10 0,-8.5 0,-7.5; 3.5,-10 2.5,-8.5 2.5,-7.5
” 3.5 1,-10 1,-9 0,-7.5; 3.5,-10 3.5,-9 2.5,-7.5
„ 3.5 1,-0.5 1,0.5 0,2; 3.5,-0.5 3.5,0.5 2.5,2
– 6 0,-3.5 6,-3.5
— 10 0,-3.5 10,-3.5
• 3 @1.5,-4,1.5,1.5,90,450; @1.5,-4,0.75,0.75,90,450; 1.5,-4
… 7 0,-0.5; 3.5,-0.5; 7,-0.5
€ 7.5 @4.5,-5,4,5,50,310; 0,-6 5.5,-6; 0,-4 5.5,-4
"""

#: The missing glyph: a crossed box, as wide as a digit.
_MISSING = "6 0,0 0,-10 6,-10 6,0 0,0 6,-10"

#: Combining marks -> (accent strokes around x = 0, where they sit).  Marks
#: "above" rise from y = 0 upwards and are lifted above the base's ink; marks
#: "below" hang from the baseline; "right" ones sit at the base's right edge.
_ACCENTS = {
    "\u0300": ("-1,-2 0.8,0", "above"),                              # grave
    "\u0301": ("-0.8,0 1,-2", "above"),                              # acute
    "\u0302": ("-2,0 0,-2 2,0", "above"),                            # circumflex
    "\u0303": ("@-1.25,-1,1.25,0.8,180,0 @1.25,-1,1.25,0.8,180,360", "above"),  # tilde
    "\u0304": ("-2,-1 2,-1", "above"),                               # macron
    "\u0306": ("@0,-2,2,2,180,360", "above"),                        # breve
    "\u0307": ("0,-1", "above"),                                     # dot above
    "\u0308": ("-1.5,-1; 1.5,-1", "above"),                          # diaeresis
    "\u030a": ("@0,-1.2,1.2,1.2,90,450", "above"),                   # ring
    "\u030b": ("-2,0 -0.5,-2; 0.5,0 2,-2", "above"),                 # double acute
    "\u030c": ("-2,-2 0,0 2,-2", "above"),                           # caron
    "\u0326": ("0,0.8 0,1.8 -0.9,3", "below"),                       # comma below
    "\u0327": ("0,0 0,1 @0,1.9,1.1,0.9,90,-130", "below"),           # cedilla
    "\u0328": ("@0,1.5,1.2,1.5,90,300", "right"),                    # ogonek
}
_ACCENT_GAP = 1.5    # from the top of a base's ink to the foot of its accent
#: Bases whose dot must go before an accent is put on them.
_DOTLESS = {"i": "\u0131", "j": "\u0237"}
#: Characters drawn as another (any white space is a space).
_SAME_AS = {"\u0110": "\u00d0", "\u00ad": "-", "\u2010": "-", "\u2011": "-", "\u2212": "-"}
_SPACE_WIDTH = 3.5


def _arc(cx, cy, rx, ry, a0, a1):
    """Points of an elliptical arc, more of them the larger it is."""
    sweep = math.radians(a1 - a0)
    per_turn = min(32, max(8, 6 * max(rx, ry)))
    steps = max(1, int(math.ceil(abs(sweep) / (2 * math.pi) * per_turn)))
    start = math.radians(a0)
    return [(cx + rx * math.cos(start + sweep * k / steps),
             cy - ry * math.sin(start + sweep * k / steps)) for k in range(steps + 1)]


def _stroke(text):
    """One stroke of the mini language as a tuple of points (a dot: two)."""
    points = []
    for token in text.split():
        if token.startswith("@"):
            new = _arc(*(float(v) for v in token[1:].split(",")))
        else:
            x, y = token.split(",")
            new = [(float(x), float(y))]
        for p in new:
            p = (round(p[0], 3), round(p[1], 3))
            if not points or p != points[-1]:
                points.append(p)
    if len(points) == 1:
        (x, y), = points
        points = [(x, y - _DOT), (x, y + _DOT)]
    return tuple(points)


def _decode(spec, known):
    """``"<ink width> <strokes>"`` -> (advance, strokes) with the bearing applied."""
    ink, _, body = spec.partition(" ")
    strokes = []
    for part in body.split(";"):
        part = part.strip()
        if part.startswith("="):
            strokes.extend(_shift(known[part[1:]][1], -BEARING))
        elif part:
            strokes.append(_stroke(part))
    return float(ink) + 2 * BEARING, tuple(_shift(strokes, BEARING))


def _shift(strokes, dx, dy=0.0):
    """The strokes moved by ``(dx, dy)``, as a new list."""
    return [tuple((x + dx, y + dy) for x, y in stroke) for stroke in strokes]


def _load():
    table = {" ": (_SPACE_WIDTH + 2 * BEARING, ())}
    for line in _FONT.strip("\n").split("\n"):
        table[line[0]] = _decode(line[2:], table)
    table.update(strokecjk.glyphs(_stroke))
    return table


_GLYPHS = _load()
_MISSING_GLYPH = _decode(_MISSING, _GLYPHS)


def _compose(ch):
    """An accented letter from its decomposition, or None if that fails."""
    parts = unicodedata.normalize("NFD", ch)
    base, marks = _DOTLESS.get(parts[0], parts[0]), parts[1:]
    if not marks or base not in _GLYPHS or any(m not in _ACCENTS for m in marks):
        return None
    advance, strokes = _GLYPHS[base]
    accents = [([_stroke(part) for part in _ACCENTS[m][0].split(";")], _ACCENTS[m][1])
               for m in marks]
    reach = max(abs(x) for mark, _ in accents for s in mark for x, _ in s)
    # A base narrower than its accent widens, the accent keeping the bearing
    # less half a unit: at the usual pen, ink half a unit from either edge.
    pad = max(0.0, reach + BEARING - 0.5 - advance / 2.0)
    advance += 2 * pad
    strokes = _shift(strokes, pad)
    centre = advance / 2.0
    for mark, place in accents:
        if place == "above":
            top = min(y for s in strokes for _, y in s) - _ACCENT_GAP
            strokes.extend(_shift(mark, centre, top))
        elif place == "below":
            strokes.extend(_shift(mark, centre))
        else:
            right = max(x for s in strokes for x, _ in s)
            strokes.extend(_shift(mark, right - 0.6))
    return advance, tuple(strokes)


def _lookup(ch):
    """``(advance, strokes)`` of ``ch``, composed once and then kept."""
    found = _GLYPHS.get(ch)
    if found is None:
        if ch.isspace():
            found = _GLYPHS[" "]
        elif ch in _SAME_AS:
            found = _GLYPHS[_SAME_AS[ch]]
        else:
            found = _compose(ch)
            if found is None:  # an installed font's, kept there (its folders may change)
                return fallback.glyph(ch) or _MISSING_GLYPH
        _GLYPHS[ch] = found
    return found


def glyph(ch):
    """``(advance, [polyline, ...])`` of one character in font units.

    ``y`` grows downwards: the baseline is 0, the cap line -10.  Every
    polyline is a tuple of at least two ``(x, y)`` points and lies within
    ``0 <= x <= advance``.  A character neither this font nor an installed
    one has gives a crossed box.
    """
    if not isinstance(ch, str) or len(ch) != 1:
        raise ValueError("glyph() takes one character, not %r" % (ch,))  # i18n: keep
    advance, strokes = _lookup(ch)
    return advance, list(strokes)


def has_glyph(ch):
    """True if ``ch`` is drawn: by this font or from an installed one
    (False: it would draw the missing box)."""
    return _lookup(ch) is not _MISSING_GLYPH


def _check_positive(value, message):
    """Refuse ``value`` unless a finite number > 0; ``message`` says why, with
    a ``%r`` for the value."""
    if not isinstance(value, (int, float)) or not 0 < value < float("inf"):
        raise ValueError(message % (value,))


def _check_size(size):
    _check_positive(size, _("The text size must be a positive number, not %r"))


def width(text, size, spacing=0.0):
    """The advance width of ``text`` set at cap height ``size``.

    ``spacing`` (output units) is added between characters, not after the
    last, so a right- or centre-anchored line stays where it is put.
    """
    _check_size(size)
    if not text:
        return 0.0
    units = sum(_lookup(ch)[0] for ch in text)
    return units * size / CAP_HEIGHT + spacing * (len(text) - 1)


def layout(text, size, x=0.0, y=0.0, anchor="start", spacing=0.0):
    """The polylines that draw one line of ``text``, in output units.

    ``size`` is the cap height; ``(x, y)`` is the point of the baseline at
    the anchor: the start, the middle or the end of the line's advance.
    Each polyline is a tuple of ``(x, y)`` points, ``y`` growing downwards;
    draw them with round caps and joins, :func:`stroke_width` wide.
    """
    if anchor not in ANCHORS:
        raise ValueError("anchor must be one of %s, not %r"  # i18n: keep
                         % (", ".join(ANCHORS), anchor))
    total = width(text, size, spacing)
    pen = x - {"start": 0.0, "middle": total / 2.0, "end": total}[anchor]
    scale = size / CAP_HEIGHT
    out = []
    for ch in text:
        advance, strokes = _lookup(ch)
        out.extend(tuple((pen + gx * scale, y + gy * scale) for gx, gy in stroke)
                   for stroke in strokes)
        pen += advance * scale + spacing
    return out


#: Characters no line starts with (closing punctuation) and none ends with
#: (opening), where a line breaks between Chinese characters.
_NO_LINE_START = frozenset("\uff0c\u3002\u3001\uff1a\uff1b\uff01\uff1f\uff09\u300b\u300d"
                           "\u300f\u3011\u201d\u2019\u2026\u2014\u00b7,.:;!?)]}%")
_NO_LINE_END = frozenset("\uff08\u300a\u300c\u300e\u3010\u201c\u2018([{")
#: Between words: any white space but the ideographic one, which is a
#: character of Chinese text (a wide blank).
_BETWEEN_WORDS = re.compile("[^\\S\u3000]+")


def _wide(ch):
    """True for a character set on a square, as Chinese ones are."""
    return unicodedata.east_asian_width(ch) in ("W", "F")


def _pieces(word):
    """``word`` cut where a line may break without a space: next to a wide
    (Chinese) character, but never before closing or after opening
    punctuation, so 。 and ） stay with the character before them."""
    pieces, start = [], 0
    for k in range(1, len(word)):
        a, b = word[k - 1], word[k]
        if ((_wide(a) or _wide(b)) and b not in _NO_LINE_START
                and a not in _NO_LINE_END):
            pieces.append(word[start:k])
            start = k
    pieces.append(word[start:])
    return pieces


def wrap(text, size, max_width, spacing=0.0):
    """``text`` broken into lines no wider than ``max_width`` (greedy).

    Lines break at spaces, at every newline of ``text``, and between
    Chinese characters, which have no spaces (never before closing
    punctuation such as ， 。 ） ：, nor after an opening one); a piece
    longer than a line is broken between characters.  Raises
    ``ValueError`` if a single character is wider than ``max_width``.
    """
    _check_size(size)
    _check_positive(max_width, _("The width to wrap text to must be a positive number, "
                                 "not %r"))
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in _BETWEEN_WORDS.split(paragraph):
            for k, piece in enumerate(_pieces(word) if word else ()):
                joined = line + " " + piece if line and k == 0 else line + piece
                if width(joined, size, spacing) <= max_width:
                    line = joined
                    continue
                if line:
                    lines.append(line)
                line = _break(piece, size, max_width, spacing, lines)
        lines.append(line)
    return lines


def _break(piece, size, max_width, spacing, lines):
    """Put the full lines of a ``piece`` too long for a line into ``lines``,
    broken between characters; returns the rest, the line to go on."""
    line = ""
    for ch in piece:
        if width(line + ch, size, spacing) <= max_width:
            line += ch
            continue
        if width(ch, size) > max_width:
            raise ValueError(_("%(char)r is wider than the width to wrap text to (%(width)g)")
                             % {"char": ch, "width": max_width})
        lines.append(line)
        line = ch
    return line


def stroke_width(size):
    """A pen width that suits text of cap height ``size``: a tenth of it, >= 0.5."""
    return max(0.5, size / CAP_HEIGHT)


def line_height(size):
    """Baseline to baseline for lines of cap height ``size``: room for
    descenders and for accents over capitals."""
    return size * (ACCENT_TOP + DESCENT + 1.0) / CAP_HEIGHT


#: The share of a picture's width a line of text may take.
TEXT_ROOM = 0.94


def text_strokes(text, size, x, y, room=None):
    """``(pen, strokes)``: a line of text centred on ``x``, its middle on
    ``y`` (as a Scene's Text records are placed), as this font's strokes
    (tuples of points) and the pen width that draws them.  The same strokes
    go into the PNG, the SVG, the EPS and the PDF, so no file needs a font.
    In a picture ``room`` wide, a line too long for it is set smaller,
    about the same middle."""
    if room:
        size = min(size, size * TEXT_ROOM * room / width(text, size))
    return stroke_width(size), [tuple(points) for points in
                                layout(text, size, x, y + size / 2.0, anchor="middle")]
