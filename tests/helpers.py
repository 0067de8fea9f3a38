"""Invariant checks shared by the tests, and a painter that records what an
animation asks it to show (no Tk here)."""

from mazetk.solve import OPEN_SLOTS
from mazetk.spec import MazeSpec


def reachable(grid, source=0):
    """Cells reachable from ``source`` through passages."""
    s, nbr, pas = grid.slots, grid.nbr, grid.passages
    seen = {source}
    todo = [source]
    while todo:
        c = todo.pop()
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[c * s + k]
            if m >= 0 and m not in seen:
                seen.add(m)
                todo.append(m)
    return seen


def check_consistent(test, grid):
    """Every passage is open from both sides."""
    s, nbr, pas, opp = grid.slots, grid.nbr, grid.passages, grid.opp
    for c in range(grid.n):
        for k in OPEN_SLOTS[pas[c]]:
            m = nbr[c * s + k]
            if m >= 0:
                test.assertTrue(pas[m] >> opp[k] & 1,
                                "passage %d->%d is open on one side only" % (c, m))


def check_perfect(test, grid, openings=0):
    """A perfect maze: consistent, connected, a tree, and ``openings`` holes in the border."""
    check_consistent(test, grid)
    test.assertEqual(len(reachable(grid)), grid.n, "not every cell is reachable")
    test.assertEqual(grid.passage_count(), grid.n - 1, "a perfect maze has n-1 passages")
    holes = sum(1 for c in range(grid.n) for k in OPEN_SLOTS[grid.passages[c]]
                if grid.nbr[c * grid.slots + k] < 0)
    test.assertEqual(holes, openings, "unexpected openings in the outer wall")


def check_path(test, grid, path, start, goal):
    """``path`` runs from start to goal through open passages, no cell twice."""
    test.assertEqual(path[0], start)
    test.assertEqual(path[-1], goal)
    test.assertEqual(len(set(path)), len(path), "the path visits a cell twice")
    for a, b in zip(path, path[1:]):
        k = grid.slot_towards(a, b)
        test.assertTrue(grid.is_open(a, k), "the path walks through a wall %d->%d" % (a, b))


class FakePainter:
    """The Overlay's animation calls, kept as plain records (no Tk)."""

    def __init__(self):
        self.items = {}
        self.moves = []

    def _new(self, tag, **state):
        item = len(self.items) + 1
        self.items[item] = dict(dict(tag=tag, coords=(), visible=True), **state)
        return item

    def _many(self, coords, tag, **state):
        return [self._new(tag, coords=tuple(xy), **state) for xy in coords]

    def anim_rects(self, boxes, fill, tag):
        return self._many(boxes, tag, fill=fill)

    def anim_polygons(self, shapes, fill, tag):
        return self._many(shapes, tag, fill=fill)

    def anim_lines(self, segments, width, colour, visible, tag):
        return self._many(segments, tag, fill=colour, visible=visible)

    anim_polylines = anim_lines

    def anim_frame(self, box, width, colour):
        return self._new("aframe", coords=tuple(box))

    def anim_marker(self, tag, fill="", outline="", width=0, polygon=False):
        return self._new(tag, fill=fill, visible=False)

    def anim_fill(self, item, colour):
        self.items[item]["fill"] = colour

    def anim_show(self, item, visible):
        self.items[item]["visible"] = visible

    def anim_move(self, item, box):
        """Placed, shown and raised over the rest (``raised``: the latest, highest)."""
        self.items[item].update(coords=tuple(box), visible=True, raised=len(self.moves))
        self.moves.append(item)

    def anim_cells_below_walls(self, boxes, fill, tag, polygons=False):
        return self._many(boxes, tag, fill=fill)

    def points(self, item):
        """A line's coordinates as ``[(x, y), ...]``."""
        flat = item["coords"]
        return list(zip(flat[::2], flat[1::2]))

    def tagged(self, tag):
        return [i for i, item in self.items.items() if item["tag"] == tag]

    def one(self, tag):
        found = self.tagged(tag)
        assert len(found) == 1, (tag, found)
        return self.items[found[0]]


def recorded(steps, log):
    """``steps`` passed through, each one noted in ``log``, with their result."""
    while True:
        try:
            step = next(steps)
        except StopIteration as stop:
            return stop.value
        log.append(step)
        yield step


#: One maze of every shape, and a masked one, small enough to watch each step.
SHAPES = [("square", 9, 7, ""), ("hex", 8, 6, ""), ("triangle", 10, 6, ""),
          ("circle", 5, 5, ""), ("upsilon", 8, 6, ""),
          ("square", 14, 12, "heart")]


def shape_spec(algorithm, shape, cols, rows, outline, seed):
    code = ""
    if outline:
        from mazetk import grids
        from mazetk.masks import mask as masks
        code = masks.encode(masks.outline(outline, grids.make(shape, cols, rows)))
    return MazeSpec(cols, rows, algorithm, seed=seed, shape=shape, mask=code).validate()


# -- the mask code's documented format (mazetk.masks.mask.encode), written
# -- again here so that the tests can make codes, good and hostile, of their own
def code_b64(data):
    """``data`` as a mask code's body: base64 for URLs, without padding."""
    import base64
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def packed_cells(on):
    """One bit a cell (0/1 bytes), first cell in the highest bit, zero bits to a byte."""
    bits = "".join("1" if v else "0" for v in on) + "0" * (-len(on) % 8)
    return int(bits, 2).to_bytes(len(bits) // 8, "big") if on else b""


def run_lengths(on):
    """The alternate runs of on and off cells (the first on, maybe empty), each
    an unsigned LEB128 number."""
    import itertools
    runs = [(value, len(list(group))) for value, group in itertools.groupby(on)]
    if runs and runs[0][0] == 0:
        runs.insert(0, (1, 0))  # the first run is of on cells, however short
    return b"".join(_leb128(length) for _value, length in runs)


def _leb128(number):
    out = bytearray()
    while True:
        low, number = number & 0x7F, number >> 7
        out.append(low | (0x80 if number else 0))
        if not number:
            return bytes(out)


class Recorder:
    """A stand-in task that records the progress reports ``(fraction, text)``."""

    def __init__(self):
        self.reports = []

    def step(self, fraction=None, text=None):
        self.reports.append((fraction, text))


# -- maze files: the same maze, a maze made without a generator, peak memory
def same_maze(test, a, b):
    """The two mazes have the same passages, size and ends."""
    test.assertEqual(a.grid.passages, b.grid.passages)
    test.assertEqual((a.cols, a.rows, a.start, a.goal), (b.cols, b.rows, b.start, b.goal))


def comb(cols, rows):
    """A perfect maze built without a generator: row 0 runs east, every
    column runs south from it (openings beside the two corners)."""
    from mazetk.grids import E, N, S, SquareGrid, W
    from mazetk.maze import Maze
    grid = SquareGrid(cols, rows)
    pas = grid.passages
    column = bytes([(1 << N) | (1 << S)]) * (rows - 2)
    for c in range(cols):
        pas[c] = ((1 << S if rows > 1 else 0) | (1 << W if c else 0)
                  | (1 << E if c < cols - 1 else 0))
        if rows > 1:
            pas[cols + c:(rows - 1) * cols + c:cols] = column
            pas[(rows - 1) * cols + c] = 1 << N
    pas[0] |= 1 << W
    pas[cols * rows - 1] |= 1 << E
    return Maze(grid, 0, cols * rows - 1)


def peak_memory(func, *args):
    """``(result or exception, peak bytes traced)`` of ``func(*args)``."""
    import tracemalloc
    tracemalloc.start()
    try:
        try:
            result = func(*args)
        except Exception as exc:  # the caller checks which
            result = exc
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def no_fonts(test):
    """No installed font for the rest of ``test`` (MAZETK_FONTS names an empty
    folder): a character the stroke font lacks is then refused, as on a
    machine without fonts."""
    import os
    import shutil
    import tempfile
    from unittest import mock
    empty = tempfile.mkdtemp(prefix="mazetk-no-fonts-")
    test.addCleanup(shutil.rmtree, empty, True)
    patch = mock.patch.dict(os.environ, {"MAZETK_FONTS": empty})
    patch.start()
    test.addCleanup(patch.stop)
