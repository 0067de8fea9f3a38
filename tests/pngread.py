"""An independent PNG reader for the tests: checks every chunk and un-filters rows."""

import struct
import zlib


class PNGError(AssertionError):
    pass


def read_png(data):
    """``(width, height, rows)``: rows of ``(r, g, b)`` tuples."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise PNGError("bad signature")
    pos, chunks = 8, []
    while pos < len(data):
        length, tag = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        crc, = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        if zlib.crc32(tag + body) & 0xFFFFFFFF != crc:
            raise PNGError("bad CRC in %r" % tag)
        chunks.append((tag, body))
        pos += 12 + length
    if chunks[0][0] != b"IHDR" or chunks[-1][0] != b"IEND":
        raise PNGError("IHDR must come first and IEND last")
    width, height, depth, colour, comp, filt, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    if (comp, filt, interlace) != (0, 0, 0):
        raise PNGError("unexpected compression/filter/interlace")
    palette = None
    for tag, body in chunks:
        if tag == b"PLTE":
            palette = [tuple(body[i:i + 3]) for i in range(0, len(body), 3)]
    raw = zlib.decompress(b"".join(body for tag, body in chunks if tag == b"IDAT"))
    if colour == 3:
        bpp, channels = 1, 1
    elif colour == 2 and depth == 8:
        bpp, channels = 3, 3
    elif colour == 6 and depth == 8:
        bpp, channels = 4, 4
    else:
        raise PNGError("colour type %d not supported here" % colour)
    stride = (width * depth * channels + 7) // 8
    if len(raw) != height * (stride + 1):
        raise PNGError("IDAT holds %d bytes, expected %d" % (len(raw), height * (stride + 1)))
    prev = bytearray(stride)
    rows = []
    for y in range(height):
        ftype = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 255
            elif ftype == 2:
                line[i] = (line[i] + b) & 255
            elif ftype == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pred) & 255
            elif ftype != 0:
                raise PNGError("bad filter type %d" % ftype)
        prev = line
        if colour == 3:
            values = []
            per = 8 // depth
            for x in range(width):
                byte = line[x // per]
                shift = 8 - depth * (x % per + 1)
                values.append(palette[(byte >> shift) & ((1 << depth) - 1)])
            rows.append(values)
        else:
            rows.append([tuple(line[i:i + 3]) for i in range(0, width * bpp, bpp)])
    return width, height, rows
