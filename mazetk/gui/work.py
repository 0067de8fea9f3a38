"""Work the window hands to a task thread: make, find and prepare mazes (no Tk here).

Every function takes the :class:`~mazetk.gui.tasks.Task` it runs in and
reports progress through ``task.step``; none touches a widget.  Making a
maze goes through :func:`mazetk.maze.stepper`, the pipeline ``build`` and
the animation use, so the window's maze is always the maze of its code.
"""

import time
from collections import deque
from itertools import islice

from .. import analysis, export, scene
from ..export.savefile import SaveError
from ..maze import stepper

#: Above this many cells the maze is shown as one image, not as Canvas items.
IMAGE_CELLS = 100000
#: ... and above this many for the shapes with sloped walls, whose walls are
#: several Canvas items a cell: their anti-aliased picture is quicker to make
#: and to show than that many items.
SMOOTH_IMAGE_CELLS = 20000
#: How many seeds Generate tries for a target difficulty.
SEARCH_TRIES = 200
#: Generator steps between two progress reports.
CHUNK = 20000


class NoTask:
    """Stands in for a Task when view work runs on the Tk thread (small mazes)."""

    def step(self, fraction=None, text=None):
        pass


def make_maze(task, spec, settings, cell, shrink=1):
    """Generate (with progress), then prepare what the Canvas will show:
    ``(maze, view)`` (see :func:`prepare_view`).

    Progress moves steadily through the stages and names each: carving
    (0-50 %, by the algorithm's own step count), solving, drawing."""
    began = time.perf_counter()
    grid, steps = stepper(spec)
    finished = []

    def run():
        finished.append((yield from steps))

    walk = run()
    expected = float(steps_expected(spec.algorithm, grid.n))
    done = 0
    label = "Generating %d x %d: carving" % (spec.cols, spec.rows)
    task.step(0.0, label)
    while not finished:
        deque(islice(walk, CHUNK), maxlen=0)
        done += CHUNK
        # an estimate: past it, creep on towards 50 % instead of stalling
        part = 0.8 * done / expected if done <= expected else 1.0 - 0.2 * expected / done
        task.step(0.48 * min(1.0, part), label)
    maze = finished[0]
    maze.seconds = time.perf_counter() - began
    return maze, prepare_view(task, maze, settings, cell, shrink)


def steps_expected(algorithm, cells):
    """About how many steps ``maze.stepper`` yields for a maze of ``cells``."""
    per_cell = {"aldous-broder": 12.0, "wilson": 6.0, "division": 1.0,
                "binary-tree": 1.0, "sidewinder": 1.0, "eller": 1.5}
    return max(1.0, per_cell.get(algorithm, 2.0) * cells)


class Shrunk:
    """What the Canvas shows of a Scene drawn ``shrink`` times smaller than its
    smallest cell size: its size, background and the records drawn over the
    picture (solution, title), all scaled."""

    def __init__(self, drawing, shrink):
        self.shrink = shrink
        self.width = max(1, drawing.width // shrink)
        self.height = max(1, drawing.height // shrink)
        self.background = drawing.background
        self.smooth = drawing.smooth
        self.items = scaled([item for item in drawing.items
                             if item.layer in ("solution", "title")], shrink)


def scaled(records, shrink):
    """Solution and title records scaled down ``shrink`` times (others dropped)."""
    if shrink == 1:
        return list(records)
    out = []
    for item in records:
        if isinstance(item, scene.Polyline):
            out.append(item._replace(points=tuple((x / shrink, y / shrink)
                                                  for x, y in item.points),
                                     width=max(1, item.width // shrink)))
        elif isinstance(item, scene.Text):
            out.append(item._replace(x=item.x / shrink, y=item.y / shrink,
                                     size=max(6, item.size // shrink)))
    return out


def prepare_view(task, maze, settings, cell, shrink=1):
    """``(scene, image_strips_or_None, solution_records_or_None, cell, settings)``
    for the Canvas; ``settings`` are the ones it was made with.  With
    ``shrink`` > 1 (a power of two) the picture is made at ``cell`` and scaled
    down by averaging, and ``scene`` is a :class:`Shrunk`."""
    task.step(0.5, "Solving")
    style = settings.style(cell)
    solution = None
    if settings.show_solution:
        solution = scene.solution_records(maze, style, settings.solver)
    task.step(0.55, "Drawing")
    drawing = scene.build(maze, style, cells=analysis.heat_of(maze) if settings.heat_map else None)
    image = None
    big = maze.grid.n > (IMAGE_CELLS if maze.grid.kind == "square" else SMOOTH_IMAGE_CELLS)
    if big or shrink > 1:
        task.step(0.6, "Drawing")
        palette, pixels = export.rasterise(
            drawing, progress=lambda f: task.step(0.6 + 0.3 * f, "Drawing"))
        task.step(0.9, "Drawing")
        width, height = drawing.width, drawing.height
        if shrink > 1:
            width, height, planes = shrink_picture(width, height, palette, pixels, shrink)
            image = list(rgb_strips(width, height, planes))
            drawing = Shrunk(drawing, shrink)
            solution = scaled(solution, shrink) if solution is not None else None
        else:
            image = list(export.ppm_strips(width, height, palette, pixels))
    task.step(1.0, "Drawing")
    return drawing, image, solution, cell, settings


_QUARTER = bytes(v >> 2 for v in range(256))


def shrink_picture(width, height, palette, pixels, shrink):
    """``(width, height, (red, green, blue))``: the picture of palette indices
    ``pixels`` made ``shrink`` (a power of two) times smaller, each pixel the
    average of the square it stands for, so thin walls turn grey instead of
    vanishing.  Each halving adds rows and neighbouring bytes as big integers
    (a quarter of each value, so no sum carries into the next byte)."""
    rgb = [_hex(c) for c in palette] + [(0, 0, 0)] * (256 - len(palette))
    planes = [pixels.translate(bytes(c[k] for c in rgb)) for k in range(3)]
    while shrink > 1 and width >= 2 and height >= 2:
        planes = [_halve(plane, width, height) for plane in planes]
        width, height, shrink = width // 2, height // 2, shrink // 2
    return width, height, planes


def _halve(plane, width, height):
    q = plane.translate(_QUARTER)
    out = bytearray()
    n = 2 * (width // 2)
    for y in range(0, 2 * (height // 2), 2):
        a = int.from_bytes(q[y * width:y * width + n], "big")
        b = int.from_bytes(q[(y + 1) * width:(y + 1) * width + n], "big")
        total = a + b
        total += total >> 8  # byte i now holds columns i and i - 1
        out += total.to_bytes(n, "big")[1::2]
    return bytes(out)


def _hex(colour):
    colour = colour.lstrip("#")
    return tuple(int(colour[i:i + 2], 16) for i in (0, 2, 4))


def rgb_strips(width, height, planes, rows=128):
    """``(y, ppm_bytes)`` strips of a picture given as red, green, blue planes."""
    red, green, blue = planes
    for y in range(0, height, rows):
        h = min(rows, height - y)
        a, b = y * width, (y + h) * width
        data = bytearray(3 * (b - a))
        data[0::3], data[1::3], data[2::3] = red[a:b], green[a:b], blue[a:b]
        yield y, b"P6 %d %d 255\n" % (width, h) + bytes(data)


def find_maze(task, spec, settings, cell, shrink=1):
    """Try seeds until the maze has the difficulty asked for (bounded):
    ``(maze or None, view or None, tries)``."""
    level, share = settings.target
    began = time.perf_counter()

    def progress(done, total):
        task.step(0.5 * done / total, "Trying seed %d of %d" % (done, total))

    maze, tries = analysis.search(spec, level, share, attempts=SEARCH_TRIES, progress=progress)
    if maze is None:
        return None, None, tries
    maze.seconds = time.perf_counter() - began
    return maze, prepare_view(task, maze, settings, cell, shrink), tries


def sentence(exc):
    """One plain sentence from an exception."""
    text = str(exc).strip() or exc.__class__.__name__
    if isinstance(exc, SaveError):
        text = "The file was not saved: " + text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def seconds_text(value):
    return "%.0f ms" % (value * 1000) if value < 1 else "%.2f s" % value
