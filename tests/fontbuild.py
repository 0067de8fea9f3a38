"""Small TrueType fonts built for the tests, byte by byte, from the spec
(so the reader is checked against fonts it did not write)."""

import struct

UPM = 1000


def simple(*contours):
    """A simple glyph: contours of ``(x, y, on_curve)`` points (font units)."""
    points = [p for c in contours for p in c]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    out = struct.pack(">hhhhh", len(contours), min(xs), min(ys), max(xs), max(ys))
    end = -1
    for c in contours:
        end += len(c)
        out += struct.pack(">H", end)
    out += struct.pack(">H", 0)  # no instructions
    out += bytes(1 if on else 0 for _, _, on in points)  # words for every coordinate
    for axis in (0, 1):
        last = 0
        for p in points:
            out += struct.pack(">h", p[axis] - last)
            last = p[axis]
    return out


def composite(*parts):
    """A composite glyph of ``(glyph, dx, dy, scale or None)`` parts."""
    out = struct.pack(">hhhhh", -1, 0, 0, 0, 0)
    for k, (gid, dx, dy, scale) in enumerate(parts):
        flags = 0x0001 | 0x0002 | (0x0020 if k < len(parts) - 1 else 0)
        flags |= 0x0008 if scale is not None else 0
        out += struct.pack(">HHhh", flags, gid, dx, dy)
        if scale is not None:
            out += struct.pack(">h", int(scale * 16384))
    return out


def square(x0, y0, x1, y1, clockwise=True):
    """A rectangle contour (TrueType outer contours run clockwise)."""
    points = [(x0, y0, 1), (x0, y1, 1), (x1, y1, 1), (x1, y0, 1)]
    return points if clockwise else points[::-1]


def ring():
    """A square with a square hole: outer clockwise, inner anticlockwise."""
    return simple(square(100, 0, 700, 600), square(250, 150, 550, 450, clockwise=False))


def _cmap4(mapping):
    codes = sorted(c for c in mapping if c < 0x10000)
    ends = codes + [0xFFFF]
    starts = codes + [0xFFFF]
    deltas = [(mapping[c] - c) & 0xFFFF for c in codes] + [1]
    n = len(ends)
    body = struct.pack(">HHHHHHH", 4, 0, 0, 2 * n, 2, 0, 2 * n - 2)
    body += struct.pack(">%dH" % n, *ends) + b"\0\0" + struct.pack(">%dH" % n, *starts)
    body += struct.pack(">%dH" % n, *deltas) + struct.pack(">%dH" % n, *([0] * n))
    return body[:2] + struct.pack(">H", len(body)) + body[4:]


def _cmap12(mapping):
    groups = sorted(mapping.items())
    body = struct.pack(">HHIII", 12, 0, 16 + 12 * len(groups), 0, len(groups))
    for code, gid in groups:
        body += struct.pack(">III", code, code, gid)
    return body


def tables(glyphs, upm=UPM, cmap12=False):
    """The tables of a font of ``glyphs``: ``[(char or None, advance, data)]``;
    glyph 0, the missing glyph, is added in front (empty)."""
    glyphs = [(None, 500, b"")] + list(glyphs)
    mapping = {ord(ch): gid for gid, (ch, _, _) in enumerate(glyphs) if ch}
    glyf, loca = b"", []
    for _, _, data in glyphs:
        loca.append(len(glyf))
        glyf += data + b"\0" * (-len(data) % 4)
    loca.append(len(glyf))
    sub = _cmap12(mapping) if cmap12 else _cmap4(mapping)
    encoding = 10 if cmap12 else 1
    return {
        b"cmap": struct.pack(">HHHHI", 0, 1, 3, encoding, 12) + sub,
        b"head": struct.pack(">IIIIHHqqhhhhHHhhh", 0x10000, 0x10000, 0, 0x5F0F3CF5, 0, upm,
                             0, 0, 0, -200, 1000, 800, 0, 8, 2, 1, 0),
        b"hhea": struct.pack(">Ihhh" "H" "hhh" "hhh" "hhhh" "hH", 0x10000, 800, -200, 0,
                             1000, 0, 0, 1000, 1, 0, 0, 0, 0, 0, 0, 0, len(glyphs)),
        b"hmtx": b"".join(struct.pack(">Hh", advance, 0) for _, advance, _ in glyphs),
        b"loca": struct.pack(">%dI" % len(loca), *loca),
        b"glyf": glyf,
        b"maxp": struct.pack(">IH", 0x5000, len(glyphs)),
    }


def sfnt(tabs, base=0, version=b"\x00\x01\x00\x00"):
    """A font file of ``tabs`` (tag -> bytes), its tables placed as if the
    file began ``base`` bytes into a larger one (a collection)."""
    tags = sorted(tabs)
    offset = base + 12 + 16 * len(tags)
    head, body = version + struct.pack(">HHHH", len(tags), 16, 0, 0), b""
    for tag in tags:
        data = tabs[tag]
        head += struct.pack(">4sIII", tag, 0, offset + len(body), len(data))
        body += data + b"\0" * (-len(data) % 4)
    return head + body


def font(glyphs, **options):
    """A ``.ttf`` file's bytes."""
    return sfnt(tables(glyphs, **options))


def collection(*fonts_tables):
    """A ``.ttc`` file of fonts given as their tables."""
    start = 12 + 4 * len(fonts_tables)
    out, offsets = b"", []
    for tabs in fonts_tables:
        offsets.append(start + len(out))
        out += sfnt(tabs, base=start + len(out))
    return b"ttcf" + struct.pack(">II", 0x10000, len(offsets)) + b"".join(
        struct.pack(">I", k) for k in offsets) + out


def sample():
    """A font of four glyphs: A a ring (a square with a hole), B a curve,
    C the ring moved right and halved (a composite), D a glyph that holds
    itself (a loop)."""
    curve = simple([(0, 0, 1), (500, 1000, 0), (1000, 0, 1)])
    return [("A", 800, ring()), ("B", 1000, curve),
            ("C", 600, composite((1, 200, 0, 0.5))), ("D", 600, composite((4, 0, 0, None)))]
