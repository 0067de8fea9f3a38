"""An independent GIF reader for the tests: every block checked, the LZW
codes decoded by the rules of GIF89a (variable code sizes, clear and end
codes, a full table kept), each frame drawn over the last."""

import struct


class GIFError(AssertionError):
    pass


def _blocks(data, pos):
    """The bytes of the sub-blocks from ``pos``, and where they end."""
    out = bytearray()
    while True:
        if pos >= len(data):
            raise GIFError("the data ends inside a block")
        size = data[pos]
        pos += 1
        if not size:
            return bytes(out), pos
        out += data[pos:pos + size]
        pos += size


def _decode(data, depth, count):
    """``count`` palette indices from LZW ``data`` with minimum code size ``depth``."""
    clear, end = 1 << depth, (1 << depth) + 1
    size, table, prev = depth + 1, None, None
    out = bytearray()
    acc = held = pos = 0
    while True:
        while held < size:
            if pos >= len(data):
                raise GIFError("the codes end without an end code")
            acc |= data[pos] << held
            held += 8
            pos += 1
        code = acc & ((1 << size) - 1)
        acc >>= size
        held -= size
        if code == clear:
            table = [bytes([i]) for i in range(clear)] + [b"", b""]
            size, prev = depth + 1, None
            continue
        if code == end:
            break
        if table is None:
            raise GIFError("the first code is not a clear code")
        if code < len(table):
            entry = table[code]
            if prev is not None:
                table.append(prev + entry[:1])
        elif code == len(table) and prev is not None:
            entry = prev + prev[:1]
            table.append(entry)
        else:
            raise GIFError("code %d is not in the table of %d" % (code, len(table)))
        out += entry
        prev = entry
        if len(table) == 1 << size and size < 12:
            size += 1
    if len(out) != count:
        raise GIFError("%d pixels decoded, %d expected" % (len(out), count))
    return bytes(out)


def read_gif(data):
    """``(width, height, palette, frames, delays, loops)``: palette as
    ``(r, g, b)`` tuples; each frame the whole picture's palette indices
    after that frame is drawn; delays in hundredths of a second; loops as
    the NETSCAPE block says (0: for ever; None without one).  A frame's
    pixels of its clear (transparent) index leave the picture as it was."""
    if data[:6] != b"GIF89a":
        raise GIFError("not a GIF89a")
    width, height, flags, _bg, _aspect = struct.unpack("<HHBBB", data[6:13])
    if not flags & 0x80:
        raise GIFError("no global colour table")
    colours = 2 << (flags & 7)
    pos = 13
    palette = [tuple(data[pos + 3 * i:pos + 3 * i + 3]) for i in range(colours)]
    pos += 3 * colours
    canvas = bytearray(width * height)
    frames, delays, loops, delay, clear = [], [], None, 0, None
    while True:
        if pos >= len(data):
            raise GIFError("no trailer")
        tag = data[pos]
        pos += 1
        if tag == 0x3B:
            break
        if tag == 0x21:
            label = data[pos]
            body, pos = _blocks(data, pos + 1)
            if label == 0xF9:
                delay = struct.unpack("<H", body[1:3])[0]
                clear = body[3] if body[0] & 1 else None
            elif label == 0xFF and body.startswith(b"NETSCAPE2.0"):
                loops = struct.unpack("<H", body[12:14])[0]
            continue
        if tag != 0x2C:
            raise GIFError("unknown block %#x" % tag)
        x, y, w, h, f = struct.unpack("<HHHHB", data[pos:pos + 9])
        pos += 9
        if f & 0x80 or f & 0x40:
            raise GIFError("a local table or interlace was not expected")
        if x + w > width or y + h > height:
            raise GIFError("a frame outside the picture")
        depth = data[pos]
        body, pos = _blocks(data, pos + 1)
        pixels = _decode(body, depth, w * h)
        for row in range(h):
            line = pixels[row * w:(row + 1) * w]
            at = (y + row) * width + x
            if clear is None:
                canvas[at:at + w] = line
                continue
            for i, value in enumerate(line):  # a clear pixel leaves what is under it
                if value != clear:
                    canvas[at + i] = value
        frames.append(bytes(canvas))
        delays.append(delay)
    return width, height, palette, frames, delays, loops
