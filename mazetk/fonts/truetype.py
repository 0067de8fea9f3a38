"""A reader of TrueType outlines: a character's glyph as closed polygons.

Only what drawing a character needs is read, and only when needed: the
table directory, ``head`` (units per em, the ``loca`` format), ``maxp`` (how
many glyphs), ``hhea`` and ``hmtx`` (advance widths), one ``cmap`` subtable
(format 4, or 12 for characters beyond the BMP), and of ``loca`` and
``glyf`` just the entries of the glyphs asked for.  Simple and composite
glyphs are read; quadratic curves are flattened into line segments.  A
``.ttc`` collection holds several fonts, each read alike
(:func:`fonts_in`).  OpenType fonts with ``CFF`` outlines (most ``.otf``
files) are not read: they are refused as not usable.

A font file is input from outside, so every count, offset and length is
checked before it is used and the work is bounded (:data:`MAX_POINTS`,
:data:`MAX_DEPTH`, :data:`MAX_COMPONENTS`, :data:`MAX_TABLE`): a damaged or
hostile file raises :class:`FontError`, never anything else.
"""

import bisect
import io
import struct

#: At most this many points in a glyph (after composites are put together).
MAX_POINTS = 20000
#: Composite glyphs nest at most this deep, with at most this many parts.
MAX_DEPTH = 8
MAX_COMPONENTS = 256
#: The most bytes read of a ``cmap`` subtable or of one glyph.
MAX_TABLE = 8 * 1024 * 1024
MAX_GLYPH = 64 * 1024
#: A collection of at most this many fonts; a font of at most this many tables.
MAX_FONTS = 64
MAX_TABLES = 128
#: Line segments a quadratic curve becomes.
CURVE_STEPS = 4

_TRUETYPE = (b"\x00\x01\x00\x00", b"true")
_NEEDED = (b"cmap", b"head", b"hhea", b"hmtx", b"loca", b"glyf", b"maxp")

# Composite glyph flags.
_ARGS_ARE_WORDS = 0x0001
_ARGS_ARE_XY = 0x0002
_HAVE_SCALE = 0x0008
_MORE = 0x0020
_HAVE_XY_SCALE = 0x0040
_HAVE_2X2 = 0x0080


class FontError(ValueError):
    """The font file cannot be used (damaged, not TrueType, too big)."""


class _Source:
    """Bounded reads of a file (a path) or of bytes."""

    def __init__(self, path=None, data=None):
        self.path, self.data = path, data

    def open(self):
        try:
            return io.BytesIO(self.data) if self.data is not None else open(self.path, "rb")
        except OSError as err:
            raise FontError("cannot read %s: %s" % (self.path, err)) from None  # i18n: keep


def _read(handle, offset, length):
    if offset < 0 or length < 0 or length > MAX_TABLE:
        raise FontError("a read out of range")  # i18n: keep
    handle.seek(offset)
    data = handle.read(length)
    if len(data) != length:
        raise FontError("the file ends early")  # i18n: keep
    return data


def _unpack(fmt, data, offset=0):
    try:
        return struct.unpack_from(fmt, data, offset)
    except struct.error:
        raise FontError("a table ends early") from None  # i18n: keep


def fonts_in(path=None, data=None):
    """The fonts of a ``.ttf`` or ``.ttc`` file (``path``, or its bytes
    ``data``), as :class:`Font` objects; raises :class:`FontError` if the
    file is none that can be used.  A broken member of a collection is left
    out."""
    source = _Source(path, data)
    with source.open() as handle:
        try:
            head = _read(handle, 0, 12)
        except (OSError, FontError) as err:
            raise FontError(str(err)) from None
        if head[:4] != b"ttcf":
            return [Font(source, handle, 0)]
        count, = _unpack(">I", head, 8)
        if not 0 < count <= MAX_FONTS:
            raise FontError("a collection of %d fonts" % count)  # i18n: keep
        offsets = _unpack(">%dI" % count, _read(handle, 12, 4 * count))
        fonts = []
        for offset in offsets:
            try:
                fonts.append(Font(source, handle, offset))
            except FontError:
                continue
        if not fonts:
            raise FontError("no usable font in the collection")  # i18n: keep
        return fonts


class Font:
    """One TrueType font: :meth:`glyph_index` of a character, its
    :meth:`outline`.  Made by :func:`fonts_in`."""

    def __init__(self, source, handle, offset):
        try:
            self._source = source
            self._tables = self._directory(handle, offset)
            head = self._table(handle, b"head", 54)
            self.units_per_em, = _unpack(">H", head, 18)
            if not 16 <= self.units_per_em <= 16384:
                raise FontError("units per em out of range")  # i18n: keep
            self._long_loca = _unpack(">h", head, 50)[0] == 1
            self.glyph_count, = _unpack(">H", self._table(handle, b"maxp", 6), 4)
            self._metrics, = _unpack(">H", self._table(handle, b"hhea", 36), 34)
            if not 0 < self._metrics <= self.glyph_count:
                raise FontError("no advance widths")  # i18n: keep
            self._cmap = self._read_cmap(handle)
        except (OSError, OverflowError, MemoryError) as err:
            raise FontError(str(err)) from None

    def _directory(self, handle, offset):
        head = _read(handle, offset, 12)
        if head[:4] not in _TRUETYPE:
            raise FontError("not a TrueType font (CFF outlines are not read)")  # i18n: keep
        count, = _unpack(">H", head, 4)
        if count > MAX_TABLES:
            raise FontError("too many tables")  # i18n: keep
        entries = _read(handle, offset + 12, 16 * count)
        handle.seek(0, io.SEEK_END)
        size = handle.tell()
        tables = {}
        for k in range(count):
            tag, _sum, start, length = _unpack(">4sIII", entries, 16 * k)
            if tag in _NEEDED:
                if start + length > size:
                    raise FontError("table %r out of the file" % tag)  # i18n: keep
                tables[tag] = (start, length)
        missing = [t for t in _NEEDED if t not in tables]
        if missing:
            raise FontError("no %s table" % missing[0].decode())  # i18n: keep
        return tables

    def _table(self, handle, tag, length=None, at=0):
        start, size = self._tables[tag]
        length = size - at if length is None else length
        if at < 0 or at + length > size:
            raise FontError("a read past the %s table" % tag.decode())  # i18n: keep
        return _read(handle, start + at, length)

    def _read_cmap(self, handle):
        """The best subtable: (format, its bytes)."""
        head = self._table(handle, b"cmap", 4)
        count, = _unpack(">H", head, 2)
        records = self._table(handle, b"cmap", 8 * count, 4)
        best = None
        for k in range(count):
            platform, encoding, at = _unpack(">HHI", records, 8 * k)
            if (platform, encoding) not in ((3, 10), (3, 1), (0, 3), (0, 4), (0, 6)):
                continue
            fmt, = _unpack(">H", self._table(handle, b"cmap", 2, at))
            if fmt == 4:
                length, = _unpack(">H", self._table(handle, b"cmap", 4, at), 2)
            elif fmt == 12:
                length, = _unpack(">I", self._table(handle, b"cmap", 8, at), 4)
            else:
                continue
            if best is None or (fmt == 12 and best[0] == 4):
                best = (fmt, self._table(handle, b"cmap", length, at))
        if best is None:
            raise FontError("no Unicode cmap")  # i18n: keep
        fmt, data = best
        if fmt == 4:
            segments, = _unpack(">H", data, 6)
            segments //= 2
            ends = list(_unpack(">%dH" % segments, data, 14))
            starts = _unpack(">%dH" % segments, data, 16 + 2 * segments)
            deltas = _unpack(">%dh" % segments, data, 16 + 4 * segments)
            ranges = _unpack(">%dH" % segments, data, 16 + 6 * segments)
            return (4, data, ends, starts, deltas, ranges, 16 + 6 * segments)
        groups, = _unpack(">I", data, 12)
        if 16 + 12 * groups > len(data):
            raise FontError("cmap groups out of the table")  # i18n: keep
        flat = _unpack(">%dI" % (3 * groups), data, 16)
        return (12, flat[0::3], flat[1::3], flat[2::3])

    def glyph_index(self, ch):
        """The glyph of character ``ch``, or 0 (the font lacks it)."""
        code = ord(ch)
        cmap = self._cmap
        if cmap[0] == 12:
            _fmt, starts, ends, firsts = cmap
            k = bisect.bisect_right(starts, code) - 1
            if k < 0 or code > ends[k]:
                return 0
            gid = firsts[k] + code - starts[k]
        else:
            _fmt, data, ends, starts, deltas, ranges, range_at = cmap
            k = bisect.bisect_left(ends, code)
            if k >= len(ends) or code < starts[k]:
                return 0
            if ranges[k] == 0:
                gid = (code + deltas[k]) & 0xFFFF
            else:
                at = range_at + 2 * k + ranges[k] + 2 * (code - starts[k])
                gid, = _unpack(">H", data, at)
                if gid:
                    gid = (gid + deltas[k]) & 0xFFFF
        return gid if 0 < gid < self.glyph_count else 0

    def has(self, ch):
        """True if the font maps ``ch`` to a glyph."""
        return self.glyph_index(ch) != 0

    def outline(self, ch):
        """``(advance, contours)`` of ``ch`` in ems, ``y`` up from the
        baseline; each contour a closed polygon, a tuple of ``(x, y)``
        points (the first not repeated at the end), outer and inner ones
        winding oppositely (fill them with the nonzero rule).  None if the
        font lacks ``ch``; :class:`FontError` if its glyph is damaged."""
        gid = self.glyph_index(ch)
        if not gid:
            return None
        try:
            with self._source.open() as handle:
                advance = self._advance(handle, gid)
                contours = self._glyph(handle, gid, 0, [0])
        except (OSError, OverflowError, MemoryError, RecursionError) as err:
            raise FontError(str(err)) from None
        em = float(self.units_per_em)
        return advance / em, [tuple((x / em, y / em) for x, y in c) for c in contours]

    def _advance(self, handle, gid):
        k = min(gid, self._metrics - 1)
        return _unpack(">H", self._table(handle, b"hmtx", 2, 4 * k))[0]

    def _place(self, handle, gid):
        """``(offset, length)`` of glyph ``gid`` in ``glyf``."""
        if self._long_loca:
            a, b = _unpack(">II", self._table(handle, b"loca", 8, 4 * gid))
        else:
            a, b = (2 * v for v in _unpack(">HH", self._table(handle, b"loca", 4, 2 * gid)))
        if b < a or b - a > MAX_GLYPH:
            raise FontError("a glyph out of range")  # i18n: keep
        return a, b - a

    def _glyph(self, handle, gid, depth, parts):
        """The contours of glyph ``gid`` in font units (curves flattened)."""
        if not 0 <= gid < self.glyph_count:
            raise FontError("a glyph number out of range")  # i18n: keep
        at, length = self._place(handle, gid)
        if length == 0:
            return []
        data = self._table(handle, b"glyf", length, at)
        count, = _unpack(">h", data)
        if count >= 0:
            return _simple(data, count)
        if depth >= MAX_DEPTH:
            raise FontError("composite glyphs nest too deep")  # i18n: keep
        return self._composite(handle, data, depth, parts)

    def _composite(self, handle, data, depth, parts):
        contours, at, flags, points = [], 10, _MORE, 0
        while flags & _MORE:
            parts[0] += 1
            if parts[0] > MAX_COMPONENTS:
                raise FontError("too many parts in a composite glyph")  # i18n: keep
            flags, gid = _unpack(">HH", data, at)
            at += 4
            if flags & _ARGS_ARE_WORDS:
                dx, dy = _unpack(">hh", data, at)
                at += 4
            else:
                dx, dy = _unpack(">bb", data, at)
                at += 2
            if not flags & _ARGS_ARE_XY:
                dx = dy = 0  # matched points: put the part where it is drawn
            a, b, c, d = 1.0, 0.0, 0.0, 1.0
            if flags & _HAVE_SCALE:
                a = d = _unpack(">h", data, at)[0] / 16384.0
                at += 2
            elif flags & _HAVE_XY_SCALE:
                a, d = (v / 16384.0 for v in _unpack(">hh", data, at))
                at += 4
            elif flags & _HAVE_2X2:
                a, b, c, d = (v / 16384.0 for v in _unpack(">hhhh", data, at))
                at += 8
            for contour in self._glyph(handle, gid, depth + 1, parts):
                points += len(contour)
                if points > MAX_POINTS:
                    raise FontError("too many points in a glyph")  # i18n: keep
                contours.append(tuple((x * a + y * c + dx, x * b + y * d + dy)
                                      for x, y in contour))
        return contours


def _simple(data, count):
    """The contours of a simple glyph of ``count`` contours."""
    if count == 0:
        return []
    ends = _unpack(">%dH" % count, data, 10)
    if any(b <= a for a, b in zip(ends, ends[1:])):
        raise FontError("contour ends out of order")  # i18n: keep
    total = ends[-1] + 1
    if total > MAX_POINTS:
        raise FontError("too many points in a glyph")  # i18n: keep
    at = 10 + 2 * count
    skip, = _unpack(">H", data, at)
    at += 2 + skip
    flags = []
    while len(flags) < total:
        flag, = _unpack(">B", data, at)
        at += 1
        times = 1
        if flag & 8:
            times += _unpack(">B", data, at)[0]
            at += 1
        flags.extend([flag] * times)
    del flags[total:]
    xs, at = _coordinates(data, at, flags, 2, 16)
    ys, at = _coordinates(data, at, flags, 4, 32)
    contours, first = [], 0
    for end in ends:
        points = [(xs[k], ys[k], flags[k] & 1) for k in range(first, end + 1)]
        first = end + 1
        flat = _flatten(points)
        if len(flat) >= 3:
            contours.append(tuple(flat))
    return contours


def _coordinates(data, at, flags, short, same):
    """One axis of a simple glyph's points (deltas summed)."""
    values, value = [], 0
    for flag in flags:
        if flag & short:
            step, = _unpack(">B", data, at)
            at += 1
            value += step if flag & same else -step
        elif not flag & same:
            value += _unpack(">h", data, at)[0]
            at += 2
        values.append(value)
    return values, at


def _flatten(points):
    """A closed contour of on- and off-curve points as a polygon."""
    if not points:
        return []
    if not any(on for _, _, on in points):  # all off: start at a midpoint
        (x0, y0, _), (x1, y1, _) = points[0], points[1 % len(points)]
        points = [((x0 + x1) / 2.0, (y0 + y1) / 2.0, 1)] + points[1:] + points[:1]
    k = next(i for i, p in enumerate(points) if p[2])
    points = points[k:] + points[:k]
    start = points[0][:2]
    out, control = [start], None
    for x, y, on in points[1:] + [points[0]]:
        if on:
            if control is None:
                out.append((x, y))
            else:
                out.extend(_curve(out[-1], control, (x, y)))
                control = None
        elif control is None:
            control = (x, y)
        else:
            mid = ((control[0] + x) / 2.0, (control[1] + y) / 2.0)
            out.extend(_curve(out[-1], control, mid))
            control = (x, y)
    if out[-1] == start:
        out.pop()
    return out


def _curve(p0, p1, p2):
    """The points after ``p0`` of a quadratic Bezier curve, flattened."""
    out = []
    for k in range(1, CURVE_STEPS + 1):
        t = k / float(CURVE_STEPS)
        u = 1 - t
        out.append((u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]))
    return out
