"""Colour palettes: the colours of a maze picture and of its heat map (no Tk here).

A palette names the five colours a :class:`mazetk.scene.Style` draws with
and the ramp a distance heat map is shaded from, so the window, the heat
map and every export change together.  ``default`` is the colours mazetk
has always used; ``colorblind`` the Okabe-Ito colours with a cividis-like
ramp, safe for the common colour-vision deficiencies; ``contrast`` black,
white and one strong blue; ``dark`` light walls on a dark ground; ``print``
black ink alone, for black-and-white interiors (a book's default; for paper
only, see :data:`PAPER_ONLY`): black walls, start and goal black, told
apart by their shapes (the start's filled, the goal's a ring, as in every
palette), the way 50 % grey, which a grey print keeps apart from both the
walls and the paper, the heat map white to grey.

The helpers below measure what the tests promise: WCAG 2 contrast ratios,
and how colours look to someone with protanopia or deuteranopia (the
Machado, Oliveira and Fernandes 2009 matrices at severity 1.0), compared
by their CIE76 distance in L*a*b*.
"""

from collections import namedtuple

from ..i18n import N_, _

#: A palette: the Style's colours (``#rrggbb``) and the heat map's ramp as
#: ``(position 0..1, (r, g, b))`` stops, near the start first.
Palette = namedtuple("Palette", "name wall background solution start goal heat")

PALETTES = {p.name: p for p in (
    Palette("default", "#000000", "#ffffff", "#e00000", "#2a9d4b", "#2b6fd6",
            ((0.0, (255, 247, 188)), (0.35, (254, 196, 79)), (0.65, (236, 112, 20)),
             (1.0, (122, 1, 119)))),
    # Okabe-Ito: bluish green, blue, vermillion; a cividis-like ramp from
    # pale yellow to grey-blue, stopped where black walls still stand out
    Palette("colorblind", "#000000", "#ffffff", "#d55e00", "#009e73", "#0072b2",
            ((0.0, (255, 246, 183)), (0.35, (226, 207, 102)), (0.7, (173, 163, 112)),
             (1.0, (125, 124, 120)))),
    # black, white and one strong blue: the goal is black, the ramp white to blue
    Palette("contrast", "#000000", "#ffffff", "#0033cc", "#0033cc", "#000000",
            ((0.0, (255, 255, 255)), (1.0, (120, 150, 240)))),
    # light walls on near-black; the ramp stays dark so the walls stay legible
    Palette("dark", "#e6e6e6", "#16181d", "#ff6b5e", "#3ecf8e", "#6aa9ff",
            ((0.0, (28, 44, 84)), (0.5, (90, 40, 110)), (1.0, (160, 40, 80)))),
    # black ink: the way 50 % grey, the ramp paper to a grey black walls still
    # stand out on (WCAG 4.5:1)
    Palette("print", "#000000", "#ffffff", "#808080", "#000000", "#000000",
            ((0.0, (255, 255, 255)), (1.0, (128, 128, 128)))),
)}
#: Palettes for paper only, which the window does not offer: an animation's
#: shades come from the palette's colours, and black, white and a grey are
#: too few to keep its current cell, stack and way apart (as ``dark`` is for
#: the screen only: a book refuses it).
PAPER_ONLY = ("print",)
#: Every palette a Style, the command line and a book take.
CHOICES = tuple(PALETTES)
#: The palettes the window offers (its Colours, its animations).
NAMES = tuple(name for name in CHOICES if name not in PAPER_ONLY)
#: What the window shows for each palette (files and the CLI keep the names).
DISPLAY_NAMES = {"default": N_("Default"), "colorblind": N_("Colour-blind safe"),
                 "contrast": N_("High contrast"), "dark": N_("Dark"),
                 "print": N_("Black ink (print)")}
#: The Style fields a palette sets, and the Palette fields they come from.
STYLE_FIELDS = (("wall_color", "wall"), ("background", "background"),
                ("solution_color", "solution"), ("start_color", "start"),
                ("goal_color", "goal"))


def display_name(name):
    """The name the window shows for palette ``name``, translated."""
    return _(DISPLAY_NAMES[name]) if name in DISPLAY_NAMES else name


def get(name):
    """The :class:`Palette` called ``name``; ValueError naming the choices."""
    key = str(name).strip().lower()
    if key not in PALETTES:
        raise ValueError(_("palette must be one of %(choices)s, not %(value)r")
                         % {"choices": ", ".join(CHOICES), "value": name})
    return PALETTES[key]


def style_colours(name):
    """``{Style field: colour}`` of palette ``name`` (for ``dataclasses.replace``)."""
    palette = get(name)
    return {field: getattr(palette, key) for field, key in STYLE_FIELDS}


def ramp(name, t):
    """The heat colour at ``t`` (0 near the start, 1 farthest) as ``#rrggbb``."""
    stops = get(name).heat
    for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
        if t <= t1:
            f = (t - t0) / (t1 - t0)
            return "#%02x%02x%02x" % tuple(int(round(a + (b - a) * f)) for a, b in zip(c0, c1))
    return "#%02x%02x%02x" % stops[-1][1]


def heat_colours(dist, name="default", steps=48):
    """``{cell: "#rrggbb"}`` colouring each reachable cell by its distance
    (``dist[cell]``, -1 for unreachable) in ``steps`` shades of the palette's
    ramp; the default palette gives exactly ``analysis.heat_colours``."""
    far = max(dist) if len(dist) else 0
    shades = [ramp(name, i / float(max(1, steps - 1))) for i in range(steps)]
    scale = (steps - 1) / float(far or 1)
    return {cell: shades[int(d * scale)] for cell, d in enumerate(dist) if d >= 0}


def legend(name, far, count=5):
    """``[(distance, colour), ...]``: ``count`` labelled swatches from 0 to
    ``far`` steps, for a heat map's legend with numbers."""
    count = max(2, min(count, far + 1)) if far > 0 else 1
    out = []
    for i in range(count):
        d = int(round(far * i / float(count - 1))) if count > 1 else 0
        out.append((d, ramp(name, d / float(far or 1))))
    return out


def pale(colour, share=0.75):
    """``colour`` moved ``share`` of the way to white: a print marker that
    letters over it stay legible on, and a grey printer keeps light."""
    return "#%02x%02x%02x" % tuple(int(round(c + (255 - c) * share)) for c in rgb(colour))


def rgb(colour):
    """``"#rrggbb"`` -> ``(r, g, b)`` in 0..255."""
    value = str(colour).strip().lstrip("#")
    if len(value) != 6:
        raise ValueError(_("a colour is #rrggbb, not %r") % (colour,))
    try:
        return tuple(int(value[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        raise ValueError(_("a colour is #rrggbb, not %r") % (colour,)) from None


def _linear(channel):
    c = channel / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c):
    c = min(1.0, max(0.0, c))
    return 255.0 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def luminance(colour):
    """WCAG 2 relative luminance of ``colour`` (0 black .. 1 white)."""
    r, g, b = (_linear(c) for c in rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """WCAG 2 contrast ratio of two colours, from 1 (same) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


#: Machado et al. 2009, severity 1.0, on linear RGB.
DEFICIENCIES = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}


def simulate(colour, deficiency):
    """``colour`` as seen with ``deficiency`` (a key of :data:`DEFICIENCIES`)."""
    lin = [_linear(c) for c in rgb(colour)]
    out = [_gamma(sum(m * c for m, c in zip(row, lin))) for row in DEFICIENCIES[deficiency]]
    return "#%02x%02x%02x" % tuple(int(round(c)) for c in out)


def lab(colour):
    """CIE L*a*b* (D65) of ``colour``."""
    r, g, b = (_linear(c) for c in rgb(colour))
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b,
           0.2126 * r + 0.7152 * g + 0.0722 * b,
           0.0193 * r + 0.1192 * g + 0.9505 * b)
    fx, fy, fz = (t ** (1 / 3.0) if t > 216 / 24389.0 else (24389 / 27.0 * t + 16) / 116
                  for t in (v / w for v, w in zip(xyz, (0.95047, 1.0, 1.08883))))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(a, b):
    """CIE76 colour difference (Delta E) of two colours: about 2.3 is just
    noticeable, 20 and more reads as different colours at a glance."""
    return sum((x - y) ** 2 for x, y in zip(lab(a), lab(b))) ** 0.5
