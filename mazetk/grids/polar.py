"""The circle grid (theta): rings of cells around a centre cell.

``PolarGrid(rings)`` has ``rings`` rings: ring 0 is the centre cell, ring 1
has 6 cells, and each further ring has as many cells as the ring inside it
times 1 or 2, whichever keeps its cells closest to square (the rule of
*Mazes for Programmers*).  ``counts[r]`` is the number of cells of ring r;
cells are numbered ring by ring, clockwise from the top:
``first[r] + i`` is cell i of ring r, which spans the angles from i to
i + 1 times ``360 / counts[r]`` degrees, clockwise from 12 o'clock.

Slots, clockwise around a cell: 0 inward, 1 anticlockwise, then its K
outward neighbours (K = counts[r + 1] / counts[r], or one outward side on
the rim of the outermost ring), then clockwise at slot 2 + K; slots past
that are "no side" (-2).  The centre cell's slots are its outward
neighbours, clockwise from the top.  Because K differs from ring to ring,
``match`` says which slot of the neighbour faces back.  Geometry is in
units of a ring's depth: the centre cell has radius 1, the whole circle
radius ``rings``, and its centre lies at (rings, rings).
"""

import math
from array import array

from ..i18n import _

from .base import NO_SIDE, Grid

TAU = 2 * math.pi


def ring_counts(rings):
    """The number of cells of each ring, inside out."""
    counts = [1]
    for r in range(1, rings):
        circumference = TAU * r
        ratio = max(1, int(circumference / counts[-1] + 0.5))
        counts.append(counts[-1] * ratio)
    return counts


class PolarGrid(Grid):
    """Rings of cells around a centre cell (see the module docstring)."""

    kind = "circle"

    def __init__(self, rings):
        if rings < 1:
            raise ValueError(_("a circle needs at least one ring"))
        self.rings = rings
        # A circle's one size stands where other shapes keep theirs.
        self.cols = self.rows = rings
        counts = ring_counts(rings)
        first = [0]
        for m in counts[:-1]:
            first.append(first[-1] + m)
        n = first[-1] + counts[-1]
        outward = [counts[r + 1] // counts[r] if r + 1 < rings else 1 for r in range(rings)]
        slots = max([counts[1] if rings > 1 else 1] + [3 + k for k in outward[1:]])
        nbr = array("i", [NO_SIDE]) * (n * slots)
        match = bytearray(n * slots)
        # The centre cell: its outward neighbours, clockwise from the top.
        if rings == 1:
            nbr[0] = -1
        else:
            for j in range(counts[1]):
                nbr[j] = first[1] + j
                match[j] = 0
        # a ring at a time, a slot at a time: one strided slice each
        for r in range(1, rings):
            m, k = counts[r], outward[r]
            inner_m = counts[r - 1]
            q_in = m // inner_m
            lo, hi = first[r] * slots, (first[r] + m) * slots

            def put(slot, cells, far):
                nbr[lo + slot:hi:slots] = cells
                match[lo + slot:hi:slots] = far

            # inward: q_in cells share each inner cell, the i-th of them
            # facing its slot i % q_in (ring 1 faces the centre's own slots)
            inner = array("i", [0]) * m
            for t in range(q_in):
                inner[t::q_in] = array("i", range(first[r - 1], first[r - 1] + inner_m))
            put(0, inner, bytes(range(q_in) if r == 1 else range(2, 2 + q_in)) * inner_m)
            if m > 1:  # anticlockwise and clockwise neighbours, round the ring
                ring = array("i", range(first[r], first[r] + m))
                put(1, ring[-1:] + ring[:-1], bytes([2 + k]) * m)
                put(2 + k, ring[1:] + ring[:1], bytes([1]) * m)
            for t in range(k):  # outward
                if r + 1 < rings:
                    outer = array("i", range(first[r + 1] + t, first[r + 1] + m * k, k))
                else:
                    outer = array("i", [-1]) * m
                put(2 + t, outer, bytes(m))
        super().__init__(n, slots, nbr, None, match)
        self.counts = counts
        self.first = first
        self.outward = outward

    def ring_of(self, cell):
        """``(ring, index)`` of ``cell``."""
        lo, hi = 0, self.rings - 1
        first = self.first
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if first[mid] <= cell:
                lo = mid
            else:
                hi = mid - 1
        return lo, cell - first[lo]

    # -- geometry -----------------------------------------------------------
    def extent(self):
        return 2.0 * self.rings, 2.0 * self.rings

    def angles(self, ring, i):
        """The angles (radians, clockwise from 12 o'clock) where the ``i``-th
        cell of ``ring`` begins and ends."""
        step = TAU / self.counts[ring]
        return -math.pi / 2 + i * step, -math.pi / 2 + (i + 1) * step

    def point(self, radius, angle):
        """The point at ``radius`` and ``angle``, in grid units from the top left."""
        return self.rings + radius * math.cos(angle), self.rings + radius * math.sin(angle)

    def arc(self, radius, a0, a1, per_unit=4):
        """Points along the circle of ``radius`` from angle a0 to a1 (radians)."""
        steps = max(1, int(math.ceil(abs(a1 - a0) * radius * per_unit)))
        return [self.point(radius, a0 + (a1 - a0) * s / steps) for s in range(steps + 1)]

    def centre(self, cell):
        ring, i = self.ring_of(cell)  # centres() gives every one in turn
        if ring == 0:
            return float(self.rings), float(self.rings)
        a0, a1 = self.angles(ring, i)
        return self.point(ring + 0.5, (a0 + a1) / 2)

    def places(self):
        """``(ring, index)`` of every cell, in cell order (no search)."""
        for ring, m in enumerate(self.counts):
            for i in range(m):
                yield ring, i

    def centres(self):
        """Every cell's :meth:`centre`, in cell order (no search)."""
        for ring, i in self.places():
            if ring == 0:
                yield float(self.rings), float(self.rings)
                continue
            a0, a1 = self.angles(ring, i)
            yield self.point(ring + 0.5, (a0 + a1) / 2)

    def ring_spans(self):
        """Every cell's :meth:`ring_span`, in cell order (no search)."""
        for ring, i in self.places():
            yield self._span(ring, i)

    def ring_span(self, cell):
        """``(inner, outer, first, last)``: the radii of ``cell``'s ring and the
        angles it spans, in degrees clockwise from 12 o'clock (the centre
        cell: 0 to 1, 0 to 360)."""
        return self._span(*self.ring_of(cell))

    def _span(self, ring, i):
        if ring == 0:
            return 0.0, 1.0, 0.0, 360.0
        a0, a1 = self.angles(ring, i)
        return float(ring), ring + 1.0, math.degrees(a0 + math.pi / 2), math.degrees(
            a1 + math.pi / 2)

    def side(self, cell, slot, per_unit=4):
        """The wall of side ``slot`` as a polyline, clockwise around the cell
        (an arc ``per_unit`` points a unit of its length, as :meth:`arc`)."""
        ring, i = self.ring_of(cell)
        if ring == 0:
            m = self.counts[1] if self.rings > 1 else 1
            step = TAU / m
            a0 = -math.pi / 2 + slot * step
            return self.arc(1.0, a0, a0 + step, per_unit)
        a0, a1 = self.angles(ring, i)
        k = self.outward[ring]
        if slot == 0:
            return self.arc(ring, a1, a0, per_unit)
        if slot == 1:
            return [self.point(ring, a0), self.point(ring + 1, a0)]
        if 2 <= slot < 2 + k:
            t = slot - 2
            span = (a1 - a0) / k
            return self.arc(ring + 1, a0 + t * span, a0 + (t + 1) * span, per_unit)
        if slot == 2 + k:
            return [self.point(ring + 1, a1), self.point(ring, a1)]
        raise ValueError("cell %d has no side %d" % (cell, slot))  # i18n: keep (a caller's bug)

    def polygon(self, cell):
        """The outline, clockwise, arcs as fine polylines."""
        ring, i = self.ring_of(cell)
        if ring == 0:
            return self.arc(1.0, -math.pi / 2, 3 * math.pi / 2)[:-1]
        a0, a1 = self.angles(ring, i)
        return self.arc(ring + 1, a0, a1) + self.arc(ring, a1, a0)

    def cell_at(self, x, y):
        dx, dy = x - self.rings, y - self.rings
        rho = math.sqrt(dx * dx + dy * dy)  # hypot rounds otherwise from Python 3.10 on
        ring = int(rho)
        if ring >= self.rings:
            return -1
        if ring == 0:
            return 0
        angle = (math.atan2(dy, dx) + math.pi / 2) % TAU
        m = self.counts[ring]
        return self.first[ring] + min(m - 1, int(angle / TAU * m))

    def distance_estimate(self, a, b):
        return abs(self.ring_of(a)[0] - self.ring_of(b)[0])

    def __repr__(self):
        return "PolarGrid(%d)" % self.rings
