"""Fuzzing helpers for the readers' tests: byte mutations from a fixed seed,
and a bound on the work each mutated input may cost, counted, not timed."""

import struct
import sys


def mutate(rng, data, extras=(b"\xff\xff", b"\x00\x00\x00\x00", b"\x7f\xff\xff\xff", b"\x80",
                              b"9" * 12, b"-1", b"\n", b" ")):
    """``data`` with one to four random changes: cut short, a byte set or a bit
    flipped, a piece copied in or cut out, one of ``extras`` put in, or a big
    32-bit number written over four bytes (a size, a length)."""
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        how = rng.randrange(7)
        at = rng.randrange(len(data) + 1)
        if how == 0:
            del data[at:]
        elif how == 1 and data:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif how == 2 and data:
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        elif how == 3:
            data[at:at] = data[rng.randrange(len(data) + 1):][:rng.randint(1, 60)]
        elif how == 4:
            del data[at:at + rng.randint(1, 20)]
        elif how == 5:
            data[at:at] = rng.choice(extras)
        else:
            data[at:at + 4] = struct.pack(">I", rng.choice(
                (0, 1, 2 ** 31 - 1, 2 ** 32 - 1, 65535, 4000)))
    return bytes(data)


class Work:
    """How many calls (Python and C functions) a reader made, counted with
    ``sys.setprofile``: ``with Work() as work: ...`` then ``work.calls``."""

    def __enter__(self):
        self.calls = 0
        self._before = sys.getprofile()
        sys.setprofile(self._count)
        return self

    def _count(self, frame, event, arg):
        if event in ("call", "c_call"):
            self.calls += 1

    def __exit__(self, *exc):
        sys.setprofile(self._before)
