"""JSON read a chunk at a time, for maze files: the tokenizer under :mod:`.mazeread`.

A maze's JSON holds a few small values and a few long lists (the matrix,
the passages, the solution, every cell's open sides and geometry), up to
256 MB.  :class:`Chars` decodes the file
64 KiB at a time and reads it a value at a time: a string
(:meth:`Chars.string`), a small value of at most 4 KiB and 20 levels
(:meth:`Chars.small_value`, numbers of at most 20 digits), a list of cell
pairs handed on a run at a time (:meth:`Chars.cell_pairs`), or a solution
or a list of numbers a cell skipped unbuilt (:meth:`Chars.skip_cells`,
:meth:`Chars.skip_pairs`, :meth:`Chars.skip_numbers`).  Every
refusal is a :class:`MazeFileError` naming the line and column.

What the document means (which keys, the matrix, the maze) is
:mod:`.mazeread`'s ``_Json``; this module knows only JSON and its bounds.
"""

import codecs
import json
import re
from array import array

from ..grids import MAX_SIDE
from ..i18n import N_, _

CHUNK = 1 << 16          # bytes read at a time
_MAX_JSON_STRING = 2 * (2 * MAX_SIDE + 1) + 64  # a matrix line, spaced, and then some
_SMALL_VALUE = 4096       # the longest value of any other JSON key
_MAX_DEPTH = 20           # nesting inside such a value
_MAX_DIGITS = 20          # digits of a JSON number


class MazeFileError(ValueError):
    """A maze file that cannot be read; the message names the line."""


def cut(value, limit=60):
    """``repr(value)`` cut to about ``limit`` characters, for messages (JSON's
    spelling: ``null``, ``true``, not Python's)."""
    text = {None: "null", True: "true", False: "false"}.get(value, None) \
        if value is None or isinstance(value, bool) else repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def key_name(key):
    """A JSON key for messages, in quotes, cut short."""
    return '"%s"' % (key if len(key) <= 40 else key[:37] + "...")


_WS = re.compile(r"[ \t\n\r]*")
_PAIR_CHARS = re.compile(r"[0-9,\[\] \t\n\r-]*")
_CELL_CHARS = re.compile(r"[0-9, \t\n\r]*")
_NUMBER_CHARS = re.compile(r"[0-9, \t\n\r.eE+-]*")
_CELL_PAIR = re.compile(r"[ \t\n\r]*\[[ \t\n\r]*([0-9]{1,9})[ \t\n\r]*,[ \t\n\r]*([0-9]{1,9})"
                        r"[ \t\n\r]*\][ \t\n\r]*([,\]])")
_PAIR_RUN = re.compile(r"(?:[ \t\n\r]*\[[ \t\n\r]*[0-9]{1,9}[ \t\n\r]*,[ \t\n\r]*[0-9]{1,9}"
                       r"[ \t\n\r]*\][ \t\n\r]*,){1,1024}")  # bounded: the regex's stack
_PAIR_RUN_TIGHT = re.compile(r"(?:\[[0-9]{1,9},[0-9]{1,9}\],){1,1024}")
_ONLY_NUMBERS = str.maketrans("", "", "[] \t\n\r")
_CELL_TRIPLE = re.compile(r"[ \t\n\r]*\[[ \t\n\r]*([0-9]{1,9})[ \t\n\r]*,[ \t\n\r]*([0-9]{1,9})"
                          r"[ \t\n\r]*,[ \t\n\r]*([0-9]{1,9})[ \t\n\r]*\][ \t\n\r]*([,\]])")
_PAIRS_END = re.compile(r"\][ \t\n\r]*\]")
_BRACKETS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


#: The messages of Python's JSON decoder (without their trailing 'at').
_JSON_ERRORS = {m: m for m in (
    N_("Expecting value"), N_("Expecting ',' delimiter"), N_("Expecting ':' delimiter"),
    N_("Expecting property name enclosed in double quotes"), N_("Extra data"),
    N_("Unterminated string starting"), N_("Invalid control character"),
    N_("Invalid \\uXXXX escape"), N_("Illegal trailing comma before end of object"),
    N_("Illegal trailing comma before end of array"))}


def _json_error(exc):
    """The message of a ``JSONDecodeError`` without its trailing 'at',
    translated when it is one the decoder is known to give."""
    msg = exc.msg
    msg = msg[:-3] if msg.endswith(" at") else msg
    return _(msg) if msg in _JSON_ERRORS else msg


def _small_int(text):
    if len(text.lstrip("-")) > _MAX_DIGITS:
        raise MazeFileError(_("a number of more than %d digits") % _MAX_DIGITS)
    return int(text)


def _small_float(text):
    if len(text) > 2 * _MAX_DIGITS:
        raise MazeFileError(_("a number of more than %d digits") % (2 * _MAX_DIGITS))
    return float(text)


_DECODER = json.JSONDecoder(parse_int=_small_int, parse_float=_small_float)


def _numbers(text):
    """An array of the numbers in ``text``, digits and commas only (checked):
    JSON's parser in C reads them fastest, ``int`` those with leading zeros."""
    try:
        return array("i", json.loads("[%s]" % text))
    except ValueError:
        return array("i", map(int, text.split(",")))


class Chars:
    """The text of a binary file, decoded from UTF-8 a chunk at a time, and
    read as JSON: ``pos`` is the next character of ``buf``; ``where()``
    names it by line and column of the file; every method that reads a
    value leaves ``pos`` after it, or raises :class:`MazeFileError`."""

    def __init__(self, f, limit):
        self.f = f
        self.limit = limit  # the most bytes read before the file is refused
        self.decoder = codecs.getincrementaldecoder("utf-8-sig")()
        self.buf = ""
        self.pos = 0
        self.eof = False
        self.read_bytes = 0
        self.lines = 1      # line number of buf[0]
        self.column = 0     # characters before buf[0] on that line

    def more(self):
        """Read another chunk; False at the end of the file."""
        if self.eof:
            return False
        data = self.f.read(CHUNK)
        self.read_bytes += len(data)
        if self.read_bytes > self.limit:
            raise MazeFileError(_("the file is larger than %d MB: too big for a maze")
                                % (self.limit // (1024 * 1024)))
        try:
            text = self.decoder.decode(data, final=not data)
        except UnicodeDecodeError:
            raise MazeFileError(_("not a text file (it is not UTF-8)")) from None
        self.eof = not data
        done = self.buf[:self.pos]
        newline = done.rfind("\n")
        if newline >= 0:
            self.lines += done.count("\n")
            self.column = len(done) - newline - 1
        else:
            self.column += len(done)
        self.buf = self.buf[self.pos:] + text
        self.pos = 0
        return True

    def need(self, count):
        """Have at least ``count`` characters in hand, or all that is left."""
        while len(self.buf) - self.pos < count and self.more():
            pass

    def where(self, pos=None):
        pos = self.pos if pos is None else pos
        newline = self.buf.rfind("\n", 0, pos)
        if newline < 0:
            line, column = self.lines, self.column + pos + 1
        else:
            line, column = self.lines + self.buf.count("\n", 0, pos), pos - newline
        return _("line %(line)d, column %(column)d") % {"line": line, "column": column}

    def peek(self):
        """The next character that is not white space ('' at the end)."""
        while True:
            self.pos = _WS.match(self.buf, self.pos).end()
            if self.pos < len(self.buf) or not self.more():
                return self.buf[self.pos:self.pos + 1]

    def fail(self, what):
        """Refuse the file: ``what`` (translated) was expected here."""
        found = self.buf[self.pos:self.pos + 20]
        values = {"what": what, "place": self.where(), "found": cut(found)}
        if found:
            raise MazeFileError(_("not valid JSON: %(what)s at %(place)s, found %(found)s")
                                % values)
        raise MazeFileError(_("not valid JSON: %(what)s at %(place)s, found the end") % values)

    def expect(self, char, what):
        if self.peek() != char:
            self.fail(what)
        self.pos += 1

    def string(self):
        self.need(_MAX_JSON_STRING + 16)
        try:
            value, self.pos = json.decoder.scanstring(self.buf, self.pos + 1, True)
        except json.JSONDecodeError as exc:
            if (exc.msg.startswith("Unterminated")
                    and len(self.buf) - self.pos > _MAX_JSON_STRING):
                raise MazeFileError(_("a text longer than %(most)d characters at %(place)s")
                                    % {"most": _MAX_JSON_STRING, "place": self.where()}) from None
            raise MazeFileError(_("not valid JSON: %(error)s at %(place)s")
                                % {"error": _json_error(exc), "place": self.where(exc.pos)}) \
                from None
        return value

    def small_value(self, key):
        self.need(_SMALL_VALUE + 1)
        window = self.buf[self.pos:self.pos + _SMALL_VALUE]
        depth = 0
        for m in _BRACKETS.finditer(window) if window[:1] in ("[", "{") else ():
            token = m.group()
            if token in "[{":
                depth += 1
                if depth > _MAX_DEPTH:
                    raise MazeFileError(_("%(key)s is nested more than %(most)d deep at "
                                          "%(place)s")
                                        % {"key": key_name(key), "most": _MAX_DEPTH,
                                           "place": self.where(self.pos + m.start())})
            elif token in "]}":
                depth -= 1
                if depth == 0:
                    break
        try:
            value, end = _DECODER.raw_decode(window)
        except json.JSONDecodeError as exc:
            if len(window) == _SMALL_VALUE and (exc.pos >= len(window) - 16
                                                or exc.msg.startswith("Unterminated")):
                raise MazeFileError(_("the value of %(key)s at %(place)s is longer than "
                                      "%(most)d characters")
                                    % {"key": key_name(key), "place": self.where(),
                                       "most": _SMALL_VALUE}) from None
            raise MazeFileError(_("not valid JSON: %(error)s at %(place)s") % {
                "error": _json_error(exc), "place": self.where(self.pos + exc.pos)}) from None
        except RecursionError:  # not reached after the scan above; a guard all the same
            raise MazeFileError(_("%s is nested too deep") % key_name(key)) from None
        except MazeFileError as exc:
            raise MazeFileError(_("%(key)s at %(place)s: %(error)s")
                                % {"key": key_name(key), "place": self.where(), "error": exc}) \
                from None
        self.pos += end
        return value

    def cell_pairs(self, key, limit, take):
        """A list of ``[a, b]`` cell numbers (passages), handed to ``take`` a
        run at a time as one flat array, so that it need not be kept whole."""
        what = _("%s must be a list of [cell, cell] pairs") % key_name(key)
        self.expect("[", what)
        if self.peek() == "]":
            self.pos += 1
            return
        count = 0
        while True:
            self.need(64)
            run = (_PAIR_RUN_TIGHT.match(self.buf, self.pos)  # as mazetk writes them
                   or _PAIR_RUN.match(self.buf, self.pos))   # pairs, each with its comma
            last = None if run else _CELL_PAIR.match(self.buf, self.pos)
            if run:
                pairs = _numbers(self.buf[self.pos:run.end() - 1].translate(_ONLY_NUMBERS))
            elif last and last.group(3) == "]":
                run, pairs = last, array("i", (int(last.group(1)), int(last.group(2))))
            else:
                self.fail(what)
            count += len(pairs) // 2
            if count > limit:
                raise MazeFileError(_("%(key)s holds more than %(most)d passages")
                                    % {"key": key_name(key), "most": limit})
            self.pos = run.end()
            take(pairs)
            if last:
                return

    def cell_triples(self, key, limit):
        """A list of ``[a, u, b]`` cell numbers (tunnels) as one flat array."""
        what = _("%s must be a list of [cell, cell, cell] lists") % key_name(key)
        self.expect("[", what)
        out = array("i")
        if self.peek() == "]":
            self.pos += 1
            return out
        while True:
            self.need(128)
            m = _CELL_TRIPLE.match(self.buf, self.pos)
            if not m:
                self.fail(what)
            out.extend(int(x) for x in m.groups()[:3])
            if len(out) > 3 * limit:
                raise MazeFileError(_("%(key)s holds more than %(most)d tunnels")
                                    % {"key": key_name(key), "most": limit})
            self.pos = m.end()
            if m.group(4) == "]":
                return out

    def skip_cells(self, key):
        """Skip a flat list of cell numbers (a solution) without building it."""
        self._skip_flat(_CELL_CHARS, _("%s must be a list of cell numbers") % key_name(key))

    def skip_numbers(self, key):
        """Skip a flat list of numbers (a cell's open sides, coordinates)
        without building it: digits, signs, points, exponents and commas."""
        self._skip_flat(_NUMBER_CHARS, _("%s must be a list of numbers") % key_name(key))

    def _skip_flat(self, chars, what):
        """Skip ``[`` then characters ``chars`` matches up to the ``]`` (a
        flat list), a buffer at a time; ``what`` is the complaint otherwise."""
        self.expect("[", what)
        while True:
            self.need(64)
            end = chars.match(self.buf, self.pos).end()
            if end < len(self.buf):
                self.pos = end
                if self.buf[end] == "]":
                    self.pos += 1
                    return
                self.fail(what)
            self.pos = end
            if not self.more():
                self.fail(what)

    def skip_pairs(self, key):
        """Skip a list of ``[row, col]`` pairs (the solution) without building
        it: digits, commas, brackets and white space up to the first ``]]``."""
        what = _("%s must be a list of [row, col] pairs") % key_name(key)
        self.expect("[", what)
        if self.peek() == "]":
            self.pos += 1
            return
        if self.peek() != "[":  # '' at the end of the file
            self.fail(what)
        while True:
            end = _PAIR_CHARS.match(self.buf, self.pos).end()
            found = _PAIRS_END.search(self.buf, self.pos, end)
            if found:
                self.pos = found.end()
                return
            if end < len(self.buf):
                self.pos = end
                self.fail(what)
            last = self.buf.rfind("]", self.pos, end)  # a ']' the next chunk may close
            self.pos = last if last >= 0 and end - last < 1024 and not \
                self.buf[last + 1:end].strip() else end
            if not self.more():
                self.fail(what)
