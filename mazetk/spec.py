"""What makes a maze: the settings, their validation, seeds and maze codes.

A :class:`MazeSpec` holds every setting that decides a maze.  ``validate()``
returns a clean copy or raises ``ValueError`` with a sentence a person can
act on.  The same valid spec always gives the same maze, in every process
and on every platform: the seed is text, turned into the state of an
explicit ``random.Random`` through SHA-256 (never ``hash()``).

A maze code is one short line holding the whole spec, for people to paste::

    mz1:40x30:prim:f:b20:7
    mz1:<cols>x<rows>:<algorithm>[.<param>]:<c|r|f endpoints>:b<braid %>:<seed>
"""

import hashlib
import random
import secrets
from dataclasses import dataclass, replace
from urllib.parse import quote, unquote

from .generate import ALGORITHMS
from .grids import MAX_CELLS, MAX_SIDE

ENDPOINTS = ("corners", "random", "farthest")
CODE_PREFIX = "mz1"
MAX_SEED_LENGTH = 100


def rng_for(seed):
    """A ``random.Random`` whose state depends on the seed text alone."""
    digest = hashlib.sha256(("mazetk:" + str(seed)).encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def new_seed():
    """A fresh random seed (as text) for a maze made without one."""
    return str(secrets.randbelow(999999999) + 1)


def parse_size(text):
    """``"40x30"`` -> ``(40, 30)`` (columns, rows); ValueError otherwise."""
    parts = str(text).lower().replace("×", "x").split("x")
    if len(parts) != 2:
        raise ValueError("size %r must be COLUMNSxROWS, for example 40x30" % (text,))
    return _int(parts[0], "columns"), _int(parts[1], "rows")


def _int(value, what):
    if isinstance(value, bool):
        raise ValueError("%s must be a whole number" % what)
    if isinstance(value, int):
        return value
    text = str(value).strip()
    try:
        return int(text)
    except ValueError:
        if not text:
            raise ValueError("%s is empty: enter a whole number" % what) from None
        raise ValueError("%s must be a whole number, not %r" % (what, text)) from None


@dataclass(frozen=True)
class MazeSpec:
    """Every setting that decides a maze (the look of it is elsewhere)."""

    cols: int = 20
    rows: int = 15
    algorithm: str = "backtracker"
    param: object = None
    seed: object = None
    endpoints: str = "corners"
    braid: object = 0

    def validate(self):
        """A clean copy: numbers as ints, names checked, a seed drawn if missing."""
        cols = _int(self.cols, "columns")
        rows = _int(self.rows, "rows")
        for value, what in ((cols, "columns"), (rows, "rows")):
            if value < 1:
                raise ValueError("%s must be at least 1, not %d" % (what, value))
            if value > MAX_SIDE:
                raise ValueError("%s must be at most %d, not %d" % (what, MAX_SIDE, value))
        if cols * rows > MAX_CELLS:
            raise ValueError("%d x %d is %d cells; the largest maze has %d cells "
                             "(2000 x 2000)" % (cols, rows, cols * rows, MAX_CELLS))
        name = str(self.algorithm).strip().lower().replace("_", "-").replace(" ", "-")
        if name not in ALGORITHMS:
            raise ValueError("unknown algorithm %r; choose one of: %s"
                             % (self.algorithm, ", ".join(ALGORITHMS)))
        algo = ALGORITHMS[name]
        param = None
        if algo.param is not None:
            p = algo.param
            param = p.default if self.param in (None, "") else _int(self.param, p.name)
            if not p.low <= param <= p.high:
                raise ValueError("%s for %s must be from %d to %d, not %d"
                                 % (p.name, name, p.low, p.high, param))
        elif self.param not in (None, ""):
            raise ValueError("%s takes no parameter" % name)
        endpoints = str(self.endpoints).strip().lower()
        matches = [e for e in ENDPOINTS if endpoints and e.startswith(endpoints)]
        if len(matches) != 1:
            raise ValueError("endpoints must be one of: %s" % ", ".join(ENDPOINTS))
        braid = _int(self.braid, "braid")
        if not 0 <= braid <= 100:
            raise ValueError("braid must be a percentage from 0 to 100, not %d" % braid)
        seed = new_seed() if self.seed is None else str(self.seed).strip()
        if not seed:
            seed = new_seed()
        if len(seed) > MAX_SEED_LENGTH:
            raise ValueError("the seed is longer than %d characters" % MAX_SEED_LENGTH)
        return MazeSpec(cols, rows, name, param, seed, matches[0], braid)

    def code(self):
        """The maze code of this (validated) spec."""
        s = self.validate() if self.seed is None else self
        algo = s.algorithm if s.param is None else "%s.%d" % (s.algorithm, s.param)
        return "%s:%dx%d:%s:%s:b%d:%s" % (CODE_PREFIX, s.cols, s.rows, algo,
                                           s.endpoints[0], s.braid, quote(str(s.seed), safe=""))

    @classmethod
    def from_code(cls, code):
        """The spec a maze code stands for; ValueError with what is wrong."""
        text = str(code).strip()
        parts = text.split(":", 5)
        if len(parts) != 6 or parts[0].lower() != CODE_PREFIX:
            raise ValueError("%r is not a maze code; a code looks like "
                             "mz1:40x30:prim:c:b0:7" % text[:60])
        _, size, algo, ends, braid, seed = parts
        cols, rows = parse_size(size)
        param = None
        if "." in algo:
            algo, param = algo.split(".", 1)
        ends = {"c": "corners", "r": "random", "f": "farthest"}.get(ends.lower())
        if ends is None:
            raise ValueError("maze code: endpoints must be c, r or f")
        if not braid.lower().startswith("b"):
            raise ValueError("maze code: the braid field must look like b20")
        try:
            seed = unquote(seed, errors="strict")
        except UnicodeDecodeError:
            raise ValueError("maze code: the seed is not valid percent-encoded text") from None
        if not seed:
            raise ValueError("maze code: the seed is missing")
        return cls(cols, rows, algo, param, seed, ends, braid[1:]).validate()

    def replace(self, **changes):
        return replace(self, **changes)
