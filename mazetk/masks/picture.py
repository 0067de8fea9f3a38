"""Pictures -> grey pixels, for masks: mazetk's own PNG, GIF and PBM/PGM/PPM/PAM reader.

A mask needs only how dark each pixel is, so every picture becomes one grey
byte a pixel (0 black, 255 white): colour by its luminance (0.299 R +
0.587 G + 0.114 B, in integers), transparency composited over white, so a
transparent pixel is light and never maze.

The reader expects hostile files.  The size a picture claims is checked
before anything is allocated; PNG image data is inflated a block at a time
with ``max_length``, so a deflate bomb yields at most one byte more than its
size allows before it is refused; GIF codes stop at the frame's last pixel,
and a run of clear codes that yields no pixel stops at the 4097th.
Whatever is wrong gives a :class:`PictureError` with a one-line message.

A colour's grey level is its luminance rounded to a level, then its alpha
over white, rounded: :func:`luminance` is the one formula.

Speed comes from doing the per-byte work in C: ``bytes.translate``, slice
assignment, ``map`` over lookup tables, and whole rows as one big integer
whose lanes hold one byte or one pixel each (PNG's Sub and Up filters, the
luminance, 16-bit samples).  Only the Average and Paeth PNG filters need a
Python loop, one step a byte: a 1000 x 1000 RGBA picture filtered with
Paeth throughout takes about 0.4 s, and a picture with more than
:data:`MAX_PREDICTED` bytes of such rows is refused once it has that many,
within about 2.5 s, rather than read for a quarter of a minute.
"""

import re
import struct
import sys
import zlib
from array import array
from itertools import chain, islice, repeat
from operator import and_, mul

from ..i18n import _
from ..files.regularfile import NotRegularFile, open_regular

#: The most pixels a mask may come from (a 4000 x 4000 picture).
MAX_PIXELS = 16000000
#: The longest side: a picture one pixel wide and millions tall is refused,
#: as its rows would take minutes one by one.
MAX_SIDE = 32768
#: The largest file :func:`read` reads.
MAX_FILE = 64 * 1024 * 1024
#: More chunks than this is no real PNG (a real one has a few hundred at most).
MAX_CHUNKS = 100000

#: The most bytes of PNG rows filtered by Average or Paeth a mask picture may
#: have: those filters are undone in a Python loop, a byte at a time (about
#: 0.1 microsecond a byte), so more would take seconds; a 2800 x 2800 RGB
#: picture filtered so throughout still reads, in about 3 s.
MAX_PREDICTED = 24000000
#: The most bytes of LZW codes a GIF may hold: they are decoded in a Python
#: loop (about 0.25 microseconds a byte), so 10 MB take about 2.5 s.
MAX_GIF_DATA = 10 * 1024 * 1024

_INFLATE_BLOCK = 1 << 18


class PictureError(ValueError):
    """A file that is no picture, or a damaged or hostile one; the message is one line."""


class Picture:
    """A picture as grey levels: ``grey[y * width + x]``, 0 black to 255 white.

    ``has_alpha`` says the file had transparency (an alpha channel, a PNG
    tRNS chunk or a GIF transparent colour), already composited over white.
    """

    __slots__ = ("width", "height", "grey", "has_alpha")

    def __init__(self, width, height, grey, has_alpha=False):
        self.width = width
        self.height = height
        self.grey = grey
        self.has_alpha = has_alpha

    def __repr__(self):
        return "Picture(%d x %d%s)" % (self.width, self.height,
                                       ", alpha" if self.has_alpha else "")


def read(path, max_pixels=MAX_PIXELS):
    """The :class:`Picture` in the file ``path`` (or in ``path``, a binary file
    open at its start).

    An unreadable file raises :class:`OSError` (that is not the picture's
    fault); a file over :data:`MAX_FILE` bytes, no regular file (a pipe, a
    folder), or anything wrong inside it, raises :class:`PictureError`.
    """
    if hasattr(path, "read"):
        data = path.read(MAX_FILE + 1)
    else:
        try:
            f = open_regular(path)
        except NotRegularFile as exc:
            raise PictureError(str(exc)) from None
        with f:
            data = f.read(MAX_FILE + 1)
    if len(data) > MAX_FILE:
        raise PictureError(_("the file is larger than the %d MB a mask picture may be")
                           % (MAX_FILE // (1024 * 1024)))
    return decode(data, max_pixels)


def decode(data, max_pixels=MAX_PIXELS):
    """The :class:`Picture` held in ``data`` (bytes): PNG, GIF or PBM/PGM/PPM/PAM."""
    data = bytes(data)
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return _png(data, max_pixels)
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return _gif(data, max_pixels)
    if re.match(rb"P[1-7]\s", data[:3]):
        return _pnm(data, max_pixels)
    raise PictureError(_("not a PNG, GIF or PBM/PGM/PPM picture"))


def _check_size(width, height, max_pixels):
    """PictureError unless a ``width`` x ``height`` picture may make a mask."""
    if width <= 0 or height <= 0:
        raise PictureError(_("picture of %(width)d x %(height)d pixels is empty")
                           % {"width": width, "height": height})
    if width * height > max_pixels:
        raise PictureError(_("picture of %(width)d x %(height)d pixels is larger than the "
                             "%(most)s pixels a mask may come from")
                           % {"width": width, "height": height, "most": "{:,}".format(max_pixels)})
    if max(width, height) > MAX_SIDE:
        raise PictureError(_("picture of %(width)d x %(height)d pixels is longer than the "
                             "%(most)s pixels a side of a mask picture may be")
                           % {"width": width, "height": height, "most": "{:,}".format(MAX_SIDE)})


# -- grey levels from samples --------------------------------------------------------

_SWAPPED = sys.byteorder == "little"


def luminance(r, g, b, a=255):
    """The grey level of one colour, over white: the formula every converter follows.

    First the luminance, rounded to a level; then alpha over white, rounded.
    """
    return over_white((299 * r + 587 * g + 114 * b + 500) // 1000, a)


def over_white(level, a):
    """Grey ``level`` of alpha ``a`` in front of white."""
    return (level * a + 255 * (255 - a) + 127) // 255


class _Lanes:
    """Masks that hold one pixel of ``size`` bytes in every other lane of a big integer.

    A lane is two pixels wide (48 or 64 bits), room for a pixel's luminance
    in thousandths times :data:`_THOUSANDTH`; dividing by 1000 is then that
    multiplication and a shift of 32 bits, exact for every sum of 0..255500.
    """

    def __init__(self, count, size):
        lanes = (count + 1) // 2
        self.length = lanes * 2 * size
        ones = int.from_bytes((b"\x01" + bytes(2 * size - 1)) * lanes, "little")
        self.byte = 255 * ones
        self.half = 500 * ones


_THOUSANDTH = 4294968  # ceil(2**32 / 1000)
_LANES = {}


def _luma(samples, size):
    """The luminance of each pixel of ``size`` bytes (R, G, B first), rounded to a level.

    Many pixels at a time: the pixels at even places, then those at odd ones,
    each in its own lane of one big integer, weighed by three multiplications.
    """
    count = len(samples) // size
    lanes = _LANES.get((count, size))
    if lanes is None:
        if len(_LANES) > 8:
            _LANES.clear()
        lanes = _LANES[count, size] = _Lanes(count, size)
    whole = int.from_bytes(samples, "little")
    out = bytearray(count)
    for first in (0, 1):
        x = whole >> (8 * size * first)
        total = ((x & lanes.byte) * 299 + (x >> 8 & lanes.byte) * 587
                 + (x >> 16 & lanes.byte) * 114 + lanes.half) * _THOUSANDTH
        levels = total.to_bytes(lanes.length, "little")[4::2 * size]
        out[first::2] = levels[:(count + 1 - first) // 2]
    return bytes(out)


_OVER_WHITE = []  # built on first use: over_white(level, alpha) at level * 256 + alpha
_CLEAR = b"\xff" + bytes(255)  # alpha 0 -> 255, any other -> 0


def _composite(levels, alpha):
    """Grey ``levels`` with their ``alpha`` (bytes alike), over white.

    Pictures with only opaque and clear pixels (most logos and silhouettes)
    take one OR of two big integers; others a table look-up a pixel.
    """
    count = len(alpha)
    opaque = alpha.count(255)
    if opaque == count:
        return levels
    if opaque + alpha.count(0) == count:
        return (int.from_bytes(levels, "little")
                | int.from_bytes(alpha.translate(_CLEAR), "little")).to_bytes(count, "little")
    if not _OVER_WHITE:
        _OVER_WHITE.append(bytes(over_white(i >> 8, i & 255) for i in range(65536)))
    pairs = bytearray(2 * len(levels))
    pairs[_SWAPPED::2] = levels
    pairs[1 - _SWAPPED::2] = alpha
    return bytes(map(_OVER_WHITE[0].__getitem__, array("H", pairs)))


def _grey_rgb(row):
    """Grey levels of 8-bit RGB samples."""
    return _luma(row, 3)


def _grey_rgba(row):
    """Grey levels of 8-bit RGBA samples over white."""
    return _composite(_luma(row, 4), row[3::4])


def _grey_ga(row):
    """Grey levels of 8-bit grey-and-alpha samples over white."""
    return _composite(row[0::2], row[1::2])


#: Converters from 8-bit samples, by the number of channels.
_GREY_FROM = {1: bytes, 2: _grey_ga, 3: _grey_rgb, 4: _grey_rgba}


def _scale_table(maxval):
    """``table[v]``: sample ``v`` of 0..maxval as 0..255, rounded."""
    return bytes((v * 255 + maxval // 2) // maxval for v in range(maxval + 1))


def _to_8bit(row):
    """16-bit big-endian samples as 8-bit ones, rounded: ``(v * 255 + 32895) >> 16``.

    Each sample goes into a 32-bit lane of one big integer, so one
    multiplication scales them all.
    """
    count = len(row) // 2
    lanes = bytearray(4 * count)
    lanes[2::4] = row[0::2]
    lanes[3::4] = row[1::2]
    ones = int.from_bytes(b"\x00\x00\x00\x01" * count, "big")
    total = int.from_bytes(lanes, "big") * 255 + 32895 * ones
    return total.to_bytes(4 * count, "big")[1::4]


def _samples16(row):
    """16-bit big-endian samples as an array of their values."""
    values = array("H", row)
    if _SWAPPED:
        values.byteswap()
    return values


def _unpack_table(depth, levels):
    """``table[byte]``: the ``8 // depth`` samples packed in a byte, as ``levels`` of them."""
    per = 8 // depth
    mask = (1 << depth) - 1
    return [bytes(levels[(byte >> (8 - depth * (k + 1))) & mask] for k in range(per))
            for byte in range(256)]


def _unpack(row, table, count):
    """``count`` samples of a row of packed samples."""
    return b"".join(map(table.__getitem__, row))[:count]


# -- PNG ------------------------------------------------------------------------------

#: colour type -> (channels, allowed bit depths)
_PNG_TYPES = {0: (1, (1, 2, 4, 8, 16)), 2: (3, (8, 16)), 3: (1, (1, 2, 4, 8)),
              4: (2, (8, 16)), 6: (4, (8, 16))}
_ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4),
          (1, 0, 2, 2), (0, 1, 1, 2))


def _chunk_name(tag):
    name = tag.decode("latin-1")
    return name if name.isalnum() else repr(tag)


def _png_chunks(data):
    """``(tag, body)`` of each chunk after the signature, up to IEND; CRCs checked.

    A damaged critical chunk is an error; a damaged ancillary one is skipped,
    as libpng does.
    """
    view = memoryview(data)
    pos, end, count, last = 8, len(data), 0, None
    while True:
        if pos + 8 > end:
            raise PictureError(_("PNG truncated after chunk %s") % _chunk_name(last) if last else
                               _("PNG truncated before its first chunk"))
        length, tag = struct.unpack_from(">I4s", data, pos)
        if length > 0x7FFFFFFF:
            raise PictureError(_("PNG chunk %(chunk)s claims %(size)d bytes")
                               % {"chunk": _chunk_name(tag), "size": length})
        if pos + 12 + length > end:
            raise PictureError(_("PNG truncated in chunk %s") % _chunk_name(tag))
        count += 1
        if count > MAX_CHUNKS:
            raise PictureError(_("PNG has more than %s chunks") % "{:,}".format(MAX_CHUNKS))
        start, pos, last = pos + 8, pos + 12 + length, tag
        if zlib.crc32(view[start - 4:pos - 4]) != struct.unpack_from(">I", data, pos - 4)[0]:
            if not tag[0] & 0x20:
                raise PictureError(_("PNG chunk %s is damaged (its CRC does not match)")
                                   % _chunk_name(tag))
            continue
        if tag == b"IEND":
            return
        yield tag, view[start:pos - 4]


class _Inflater:
    """The PNG's image data, inflated on demand and never beyond ``size + 1`` bytes."""

    def __init__(self, chunks, first, size):
        self.chunks = chunks  # the rest of the chunk iterator
        self.pending = first  # the rest of the IDAT chunk being read
        self.z = zlib.decompressobj()
        self.size = size
        self.made = 0
        self.buf = b""
        self.pos = 0

    def _input(self):
        """The next piece of IDAT data, or None at the end of the image data.

        Pieces are at most :data:`_INFLATE_BLOCK` bytes: zlib copies the
        input it has not used yet at every call, so a whole 50 MB chunk
        would be copied again and again.
        """
        if not self.pending:
            for tag, body in self.chunks:
                if tag == b"IDAT":
                    self.pending = body
                    break
            else:
                return None
        piece = self.pending[:_INFLATE_BLOCK]
        self.pending = self.pending[_INFLATE_BLOCK:]
        return piece

    def _inflate(self, most):
        """Up to ``most`` more bytes (``b""`` once the data has ended)."""
        try:
            while True:
                source = self.z.unconsumed_tail
                if not source:
                    out = self.z.decompress(b"", most)  # output zlib still holds
                    if out or self.z.eof:
                        break
                    source = self._input()
                    if source is None:
                        break
                out = self.z.decompress(source, most)
                if out or self.z.eof:
                    break
        except zlib.error as e:
            raise PictureError(_("PNG image data is damaged (%s)") % e) from None
        self.made += len(out)
        return out

    def take(self, n):
        """The next ``n`` bytes; PictureError if the data ends first."""
        while len(self.buf) - self.pos < n:
            most = max(1, min(_INFLATE_BLOCK, self.size - self.made))
            more = self._inflate(most)
            if not more:
                raise PictureError(_("PNG image data ends early: %(made)d of %(size)d bytes")
                                   % {"made": self.made, "size": self.size})
            self.buf = self.buf[self.pos:] + more
            self.pos = 0
        self.pos += n
        return self.buf[self.pos - n:self.pos]

    def finish(self):
        """PictureError if the image data holds more than its size says."""
        if len(self.buf) > self.pos or self._inflate(1):
            raise PictureError(_("PNG image data is longer than its size says "
                                 "(more than %d bytes)") % self.size)


def _png_header(body, max_pixels):
    if len(body) != 13:
        raise PictureError(_("PNG header (IHDR) is %d bytes, not 13") % len(body))
    width, height, depth, colour, method, filtering, interlace = struct.unpack(">IIBBBBB", body)
    _check_size(width, height, max_pixels)
    if colour not in _PNG_TYPES or depth not in _PNG_TYPES[colour][1]:
        raise PictureError(_("PNG colour type %(colour)d with bit depth %(depth)d is not a "
                             "valid PNG") % {"colour": colour, "depth": depth})
    if method != 0 or filtering != 0 or interlace > 1:
        raise PictureError(_("PNG compression %(method)d, filter method %(filter)d or "
                             "interlace %(interlace)d is unknown")
                           % {"method": method, "filter": filtering, "interlace": interlace})
    return width, height, depth, colour, interlace


def _png(data, max_pixels):
    chunks = _png_chunks(data)
    tag, body = next(chunks, (None, None))
    if tag != b"IHDR":
        raise PictureError(_("PNG does not start with its header (IHDR)"))
    width, height, depth, colour, interlace = _png_header(body, max_pixels)
    palette = transparent = None
    for tag, body in chunks:
        if tag == b"IDAT":
            break
        if tag == b"PLTE":
            if len(body) % 3 or not 3 <= len(body) <= 768:
                raise PictureError(_("PNG palette (PLTE) of %d bytes is not 1 to 256 colours")
                                   % len(body))
            palette = bytes(body)
        elif tag == b"tRNS":
            transparent = bytes(body)
    else:
        raise PictureError(_("PNG has no image data (IDAT)"))
    if colour == 3 and palette is None:
        raise PictureError(_("PNG with palette colours has no palette (PLTE)"))
    channels = _PNG_TYPES[colour][0]
    bits = depth * channels
    passes = _ADAM7 if interlace else ((0, 0, 1, 1),)
    sizes = []
    for x0, y0, dx, dy in passes:
        pw, ph = (width - x0 + dx - 1) // dx, (height - y0 + dy - 1) // dy
        if pw and ph:
            sizes.append((x0, y0, dx, dy, pw, ph, (pw * bits + 7) // 8))
    inflater = _Inflater(chunks, body, sum(ph * (stride + 1) for *_, ph, stride in sizes))
    convert, has_alpha = _png_converter(colour, depth, palette, transparent)
    grey = bytearray(width * height)
    bpp = max(1, bits // 8)
    predicted = 0
    for x0, y0, dx, dy, pw, ph, stride in sizes:
        prev = bytes(stride)
        sums = _Bytes(stride)
        for r in range(ph):
            raw = inflater.take(stride + 1)
            if raw[0] == 3 or (raw[0] == 4 and any(prev)):  # undone a byte at a time
                predicted += stride
                if predicted > MAX_PREDICTED:
                    raise PictureError(_(
                        "PNG of %(width)d x %(height)d pixels has more than %(most)s bytes "
                        "of rows filtered by Average or Paeth, too slow to read for a mask; "
                        "save it smaller or in 8 bits a sample")
                        % {"width": width, "height": height,
                           "most": "{:,}".format(MAX_PREDICTED)})
            line = _unfilter(raw[0], raw[1:], prev, bpp, sums)
            start = (y0 + r * dy) * width + x0
            grey[start:start + (pw - 1) * dx + 1:dx] = convert(line, pw)
            prev = line
    inflater.finish()
    return Picture(width, height, grey, has_alpha)


class _Bytes:
    """Byte-wise sums of whole rows at once, in one big integer (SIMD within a register).

    Bit 7 of each byte is added apart, so no carry crosses into the next byte.
    """

    def __init__(self, size):
        self.size = size
        self.low = int.from_bytes(b"\x7f" * size, "little")
        self.high = int.from_bytes(b"\x80" * size, "little")

    def add(self, x, y):
        return ((x & self.low) + (y & self.low)) ^ ((x ^ y) & self.high)

    def up(self, line, prev):
        """Each byte plus the one above it."""
        total = self.add(int.from_bytes(line, "little"), int.from_bytes(prev, "little"))
        return total.to_bytes(self.size, "little")

    def sub(self, line, bpp):
        """Each byte plus all those ``bpp``, ``2 bpp``, ... before it: a prefix sum by doubling."""
        total = int.from_bytes(line, "little")
        step = 8 * bpp
        while step < 8 * self.size:
            total = self.add(total, total << step)
            step <<= 1
        return total.to_bytes(self.size, "little")


def _unfilter(kind, line, prev, bpp, sums):
    """The samples of one row, its filter (PNG's five) undone against ``prev``."""
    if kind == 0:
        return line
    if kind == 2:
        return sums.up(line, prev)
    if kind == 1 or (kind == 4 and not any(prev)):  # Paeth with nothing above is Sub
        return sums.sub(line, bpp)
    if kind == 3:
        return _average(line, prev, bpp)
    if kind == 4:
        return _paeth(line, prev, bpp)
    raise PictureError(_("PNG row filter %d is unknown") % kind)


def _average(line, prev, bpp):
    out = bytearray(len(line))
    for ch in range(bpp):
        a = 0
        done = []
        put = done.append
        for x, b in zip(line[ch::bpp], prev[ch::bpp]):
            a = (x + ((a + b) >> 1)) & 255
            put(a)
        out[ch::bpp] = bytes(done)
    return bytes(out)


def _paeth(line, prev, bpp):
    """Undo the Paeth filter one channel at a time: the fastest loop measured."""
    out = bytearray(len(line))
    for ch in range(bpp):
        a = c = 0
        done = []
        put = done.append
        for x, b in zip(line[ch::bpp], prev[ch::bpp]):
            pa = b - c
            pb = a - c
            pc = pa + pb
            if pa < 0:
                pa = -pa
            if pb < 0:
                pb = -pb
            if pc < 0:
                pc = -pc
            if pa <= pb and pa <= pc:
                a = (x + a) & 255
            elif pb <= pc:
                a = (x + b) & 255
            else:
                a = (x + c) & 255
            put(a)
            c = b
        out[ch::bpp] = bytes(done)
    return bytes(out)


def _png_converter(colour, depth, palette, transparent):
    """``(convert(line, count) -> grey bytes, has_alpha)`` for one kind of PNG."""
    channels = _PNG_TYPES[colour][0]
    if colour == 3:
        return _palette_converter(depth, palette, transparent)
    if colour == 0:
        return _grey_converter(depth, transparent)
    if colour == 2 and transparent is not None and len(transparent) == 6:
        return _keyed_rgb_converter(depth, struct.unpack(">3H", transparent)), True
    grey_of = _GREY_FROM[channels]
    if depth == 16:
        return (lambda line, count: grey_of(_to_8bit(line))), colour != 2
    return (lambda line, count: grey_of(line)), colour != 2


def _palette_converter(depth, palette, transparent):
    alphas = bytes(transparent or b"")[:len(palette) // 3]
    levels = bytearray(256)  # an index past the palette is black, as in browsers
    for i in range(len(palette) // 3):
        a = alphas[i] if i < len(alphas) else 255
        levels[i] = luminance(*palette[3 * i:3 * i + 3], a)
    has_alpha = any(a < 255 for a in alphas)
    if depth == 8:
        return (lambda line, count: line.translate(levels)), has_alpha
    table = _unpack_table(depth, levels)
    return (lambda line, count: _unpack(line, table, count)), has_alpha


def _grey_converter(depth, transparent):
    """Grey samples; the one grey a tRNS chunk names is transparent, so white."""
    keyed = transparent is not None and len(transparent) == 2
    levels = bytearray(_scale_table((1 << depth) - 1))
    if keyed:
        key, = struct.unpack(">H", transparent)
        if key < len(levels):
            levels[key] = 255
    if depth == 16:
        return (lambda line, count: bytes(map(levels.__getitem__, _samples16(line)))), keyed
    if depth == 8:
        return (lambda line, count: line.translate(levels)), keyed
    table = _unpack_table(depth, levels)
    return (lambda line, count: _unpack(line, table, count)), keyed


def _keyed_rgb_converter(depth, key):
    """RGB whose one colour ``key`` (tRNS) is transparent, so white."""
    if depth == 8:
        if max(key) > 255:
            return lambda line, count: _grey_rgb(line)
        pattern = bytes(key)

        def convert(line, count):
            grey = _grey_rgb(line)
            if pattern in line:
                return _whiten(grey, line[0::3], line[1::3], line[2::3], key)
            return grey
        return convert

    def convert16(line, count):
        values = _samples16(line)
        return _whiten(_grey_rgb(_to_8bit(line)), values[0::3], values[1::3], values[2::3], key)
    return convert16


def _whiten(grey, red, green, blue, key):
    """``grey`` with 255 wherever the samples are exactly ``key``."""
    r, g, b = key
    hit = map(and_, map(and_, map(int.__eq__, red, repeat(r)), map(int.__eq__, green, repeat(g))),
              map(int.__eq__, blue, repeat(b)))
    return bytes(map(max, grey, map(mul, hit, repeat(255))))


# -- GIF ------------------------------------------------------------------------------

def _gif(data, max_pixels):
    if len(data) < 13:
        raise PictureError(_("GIF truncated in its header"))
    screen_w, screen_h, flags = struct.unpack("<HHB", data[6:11])
    pos = 13
    palette = None
    if flags & 0x80:
        pos, palette = _gif_palette(data, pos, flags)
    key = None
    while True:
        if pos >= len(data):
            raise PictureError(_("GIF truncated before its first image"))
        kind = data[pos]
        if kind == 0x3B:
            raise PictureError(_("GIF holds no image"))
        if kind == 0x21:
            if pos + 2 > len(data):
                raise PictureError(_("GIF truncated in an extension"))
            first = data[pos + 3:pos + 3 + data[pos + 2]] if pos + 2 < len(data) else b""
            if data[pos + 1] == 0xF9 and len(first) >= 4:  # graphic control
                key = first[3] if first[0] & 1 else None
            pos = _gif_skip(data, pos + 2)
        elif kind == 0x2C:
            return _gif_image(data, pos, screen_w, screen_h, palette, key, max_pixels)
        else:
            raise PictureError(_("GIF block 0x%02X is unknown") % kind)


def _gif_palette(data, pos, flags):
    size = 3 << ((flags & 7) + 1)
    if pos + size > len(data):
        raise PictureError(_("GIF truncated in a colour table"))
    return pos + size, data[pos:pos + size]


def _gif_skip(data, pos):
    """The position after the sub-blocks that start at ``pos``."""
    end = len(data)
    while pos < end and data[pos]:
        pos += 1 + data[pos]
    if pos >= end:
        raise PictureError(_("GIF truncated in a data block"))
    return pos + 1


def _gif_data_size(data, pos, most):
    """The bytes in the sub-blocks starting at ``pos``, counted to the first past ``most``."""
    total, end = 0, len(data)
    while pos < end and data[pos] and total <= most:
        total += data[pos]
        pos += 1 + data[pos]
    return total


def _gif_data(data, pos):
    """The bytes of the sub-blocks starting at ``pos``, one block at a time, as needed."""
    view, end = memoryview(data), len(data)
    while True:
        size = data[pos] if pos < end else -1
        if size == 0:
            return
        if size < 0 or pos + 1 + size > end:
            raise PictureError(_("GIF truncated in its image data"))
        yield view[pos + 1:pos + 1 + size]
        pos += 1 + size


def _gif_image(data, pos, screen_w, screen_h, palette, key, max_pixels):
    if pos + 10 > len(data):
        raise PictureError(_("GIF truncated in an image descriptor"))
    left, top, w, h, flags = struct.unpack("<HHHHB", data[pos + 1:pos + 10])
    width, height = max(screen_w, left + w), max(screen_h, top + h)
    _check_size(width, height, max_pixels)
    _check_size(w, h, max_pixels)
    pos += 10
    if flags & 0x80:
        pos, palette = _gif_palette(data, pos, flags)
    if palette is None:
        raise PictureError(_("GIF has no colour table"))
    if pos >= len(data):
        raise PictureError(_("GIF truncated before its image data"))
    code_size = data[pos]
    if not 1 <= code_size <= 8:
        raise PictureError(_("GIF code size %d is not 1 to 8") % code_size)
    size = _gif_data_size(data, pos + 1, MAX_GIF_DATA)
    if size > MAX_GIF_DATA:
        raise PictureError(_("GIF image data of more than %(most)s bytes is more than a "
                             "mask picture may have (a 4000 x 4000 GIF of a few colours has "
                             "far less); save it as PNG") % {"most": "{:,}".format(MAX_GIF_DATA)})
    # Honest data needs at most 12 bits a pixel and a clear code now and then;
    # more is a stream of clear codes built to keep the reader busy.
    codes = islice(chain.from_iterable(_gif_data(data, pos + 1)), 3 * w * h + 8192)
    indices = _lzw(codes, code_size, w * h)
    levels = bytearray(256)  # an index past the palette is black
    for i in range(len(palette) // 3):
        levels[i] = luminance(*palette[3 * i:3 * i + 3])
    if key is not None:
        levels[key] = 255
    pixels = indices.translate(levels)
    grey = bytearray(b"\xff") * (width * height)
    rows = _gif_rows(h) if flags & 0x40 else range(h)
    for n, y in enumerate(rows):
        start = (top + y) * width + left
        grey[start:start + w] = pixels[n * w:(n + 1) * w]
    return Picture(width, height, grey, key is not None)


def _gif_rows(height):
    """The rows of an interlaced GIF in the order they are stored."""
    return [y for start, step in ((0, 8), (4, 8), (2, 4), (1, 2))
            for y in range(start, height, step)]


#: Clear codes in a row with no pixel between them that a GIF may hold.  An
#: encoder sends one clear, then a pixel; a stream of clears yields nothing
#: however long it is, so it is refused once it cannot be honest.
_IDLE_CLEARS = 4096


def _lzw(data, code_size, count):
    """The first ``count`` pixel indices of GIF LZW ``data``."""
    clear = 1 << code_size
    stop = clear + 1
    roots = [bytes((i,)) for i in range(clear)] + [b"", b""]
    table = list(roots)
    width = code_size + 1
    limit = 1 << width
    out = bytearray()
    prev = None
    idle = 0  # clear codes since the last pixel: honest data has one at a time
    bits = nbits = 0
    for byte in data:
        bits |= byte << nbits
        nbits += 8
        while nbits >= width:
            code = bits & (limit - 1)
            bits >>= width
            nbits -= width
            if code == clear:
                if prev is None:
                    idle += 1
                    if idle > _IDLE_CLEARS:
                        raise PictureError(_("GIF image data is damaged (%d clear codes "
                                             "in a row)") % idle)
                else:
                    idle = 0
                table = list(roots)
                width = code_size + 1
                limit = 1 << width
                prev = None
                continue
            if code == stop:
                return _enough(out, count)
            if code < len(table):
                entry = table[code]
                if prev is not None and len(table) < 4096:
                    table.append(prev + entry[:1])
            elif code == len(table) and prev is not None:
                entry = prev + prev[:1]
                table.append(entry)
            else:
                raise PictureError(_("GIF image data is damaged (code %(code)d of %(codes)d)")
                                   % {"code": code, "codes": len(table)})
            if len(table) == limit and width < 12:
                width += 1
                limit <<= 1
            out += entry
            prev = entry
            if len(out) >= count:
                return _enough(out, count)
    return _enough(out, count)


def _enough(out, count):
    if len(out) < count:
        raise PictureError(_("GIF image data gives only %(made)d of its %(count)d pixels")
                           % {"made": len(out), "count": count})
    return bytes(out[:count])


# -- PBM, PGM, PPM, PAM ---------------------------------------------------------------

_NUMBER = re.compile(rb"\d+")
_SPACE = b" \t\r\n\v\f"
_PNM_NAMES = {b"1": "PBM", b"2": "PGM", b"3": "PPM", b"4": "PBM", b"5": "PGM", b"6": "PPM",
              b"7": "PAM"}


def _pnm(data, max_pixels):
    kind = data[1:2]
    name = _PNM_NAMES[kind]
    if kind == b"7":
        return _pam(data, max_pixels)
    numbers, pos = _pnm_header(data, 2 if kind in b"14" else 3, name)
    width, height = numbers[:2]
    _check_size(width, height, max_pixels)
    maxval = 1 if kind in b"14" else numbers[2]
    if not 1 <= maxval <= 65535:
        raise PictureError(_("%(format)s maximum value %(max)d is not 1 to 65535")
                           % {"format": name, "max": maxval})
    if kind == b"1":
        return Picture(width, height, _plain_bits(data, pos, width * height))
    if kind == b"4":
        return Picture(width, height, _packed_bits(data, pos, width, height))
    channels = 3 if kind in b"36" else 1
    if kind in b"23":
        grey = _plain_grey(data, pos, width * height, channels, maxval, name)
    else:
        grey = _binary_grey(data, pos, width, height, channels, maxval, name)
    return Picture(width, height, grey)


def _pnm_header(data, count, name):
    """``(numbers, raster position)``: ``count`` numbers after the magic, comments skipped."""
    pos, numbers = 2, []
    while len(numbers) < count:
        while pos < len(data) and data[pos] in _SPACE:
            pos += 1
        if data[pos:pos + 1] == b"#":
            ends = [p for p in (data.find(b"\n", pos), data.find(b"\r", pos)) if p >= 0]
            pos = min(ends) if ends else len(data)
            continue
        found = _NUMBER.match(data, pos)
        if not found or len(found.group()) > 9:
            raise PictureError(_("%s header is damaged or truncated") % name)
        numbers.append(int(found.group()))
        pos = found.end()
    if pos < len(data) and data[pos] not in _SPACE:
        raise PictureError(_("%s header is damaged or truncated") % name)
    return numbers, pos + 1  # one white-space character ends the header


_PBM_PLAIN = bytes(255 if i == ord("0") else 0 for i in range(256))
_PLAIN_BLOCK = 1 << 20


def _plain_bits(data, pos, count):
    """A plain PBM's pixels: ``0`` white and ``1`` black, white space anywhere between."""
    digits = bytearray()
    while len(digits) < count and pos < len(data):
        digits += data[pos:pos + _PLAIN_BLOCK].translate(None, _SPACE)
        pos += _PLAIN_BLOCK
    del digits[count:]
    if len(digits) < count or digits.translate(None, b"01"):
        raise PictureError(_("PBM holds too few pixels, or characters other than 0 and 1"))
    return digits.translate(_PBM_PLAIN)


def _packed_bits(data, pos, width, height):
    """A raw PBM's pixels: eight a byte, each row padded to a whole byte, 1 black."""
    stride = (width + 7) // 8
    _check_length(data, pos, stride * height, "PBM")
    table = _unpack_table(1, b"\xff\x00")
    grey = bytearray()
    for y in range(pos, pos + stride * height, stride):
        grey += _unpack(data[y:y + stride], table, width)
    return grey


def _check_length(data, pos, size, name):
    if len(data) - pos < size:
        raise PictureError(_("%(format)s truncated: %(found)d of %(size)d bytes of pixels")
                           % {"format": name, "found": max(0, len(data) - pos), "size": size})


def _check_max(values, maxval, name):
    if values and max(values) > maxval:
        raise PictureError(_("%(format)s holds a value above its maximum %(max)d")
                           % {"format": name, "max": maxval})


def _binary_grey(data, pos, width, height, channels, maxval, name):
    """Grey levels of a raw PGM, PPM or PAM raster, a band of rows at a time."""
    row = width * channels * (1 if maxval < 256 else 2)
    _check_length(data, pos, row * height, name)
    grey_of = _GREY_FROM[channels]
    if maxval < 256:
        table = _scale_table(maxval) + bytes(255 - maxval)

        def to_8bit(band):
            _check_max(band, maxval, name)
            return band if maxval == 255 else band.translate(table)
    elif maxval == 65535:
        to_8bit = _to_8bit
    else:
        wide = _scale_table(maxval)

        def to_8bit(band):
            values = _samples16(band)
            _check_max(values, maxval, name)
            return bytes(map(wide.__getitem__, values))
    grey = bytearray()
    rows = max(1, (1 << 18) // row)
    for y in range(0, height, rows):
        grey += grey_of(to_8bit(data[pos + y * row:pos + min(height, y + rows) * row]))
    return grey


def _plain_grey(data, pos, count, channels, maxval, name):
    """Grey levels of a plain (ASCII) PGM or PPM, read a megabyte at a time."""
    table = _scale_table(maxval)
    grey_of = _GREY_FROM[channels]
    grey, rest, need = bytearray(), b"", count * channels
    space = re.compile(rb"\s")
    while need and pos < len(data):
        cut = space.search(data, pos + _PLAIN_BLOCK)
        end = cut.start() if cut else len(data)
        words = data[pos:end].split()[:need]
        pos, need = end, need - len(words)
        if words and max(map(len, words)) > 9 or not all(map(bytes.isdigit, words)):
            raise PictureError(_("%s holds something that is not a number") % name)
        values = list(map(int, words))
        _check_max(values, maxval, name)
        samples = rest + bytes(map(table.__getitem__, values))
        whole = len(samples) - len(samples) % channels
        grey += grey_of(samples[:whole])
        rest = samples[whole:]
    if need:
        raise PictureError(_("%(format)s truncated: %(found)d of %(count)d values")
                           % {"format": name, "found": count * channels - need,
                              "count": count * channels})
    return grey


_PAM_CHANNELS = {1: False, 2: True, 3: False, 4: True}
_PAM_HEADER = 1 << 16


def _pam(data, max_pixels):
    end = data.find(b"ENDHDR\n", 0, _PAM_HEADER)
    if end < 0:
        raise PictureError(_("PAM header has no ENDHDR line in its first %d kB")
                           % (_PAM_HEADER // 1024))
    fields = {}
    for line in data[3:end].splitlines():
        words = line.split()
        if len(words) >= 2 and len(words[1]) <= 9:
            fields[words[0].upper()] = words[1]
    try:
        width, height, depth, maxval = (int(fields[k]) for k in
                                        (b"WIDTH", b"HEIGHT", b"DEPTH", b"MAXVAL"))
    except (KeyError, ValueError):
        raise PictureError(_("PAM header needs WIDTH, HEIGHT, DEPTH and MAXVAL numbers")) from None
    _check_size(width, height, max_pixels)
    if depth not in _PAM_CHANNELS or not 1 <= maxval <= 65535:
        raise PictureError(_("PAM of depth %(depth)d and maximum value %(max)d is not a "
                             "picture this reads") % {"depth": depth, "max": maxval})
    grey = _binary_grey(data, end + 7, width, height, depth, maxval, "PAM")
    return Picture(width, height, grey, _PAM_CHANNELS[depth])
