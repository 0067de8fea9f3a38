"""A maze ready for a screen: what a Canvas shows of it, made without Tk.

:func:`prepare_view` turns a maze and the settings it is shown with into the
Scene to draw, or, for a maze too big for Canvas items (or shown zoomed out),
its picture as PPM strips (what ``tkinter.PhotoImage`` reads) with only the
solution and the title left as records over it.  A picture shown ``shrink``
times smaller is averaged down (:func:`shrink_picture`), so thin walls turn
grey instead of vanishing.  Progress goes to ``task.step(fraction, text)``
of any task (:class:`NoTask` reports to no one): the window runs it in a
task thread, the benchmark times it as it is.
"""

from dataclasses import replace

from .. import analysis, scene
from ..i18n import _
from . import maze_rows, ppm_strips, rasterise

#: Above this many cells the maze is shown as one image, not as Canvas items.
IMAGE_CELLS = 100000
#: ... and above this many for the shapes with sloped walls, whose walls are
#: several Canvas items a cell: their anti-aliased picture is quicker to make
#: and to show than that many items.
SMOOTH_IMAGE_CELLS = 20000
def window_style(settings, cell=None):
    """The Style the window draws with at ``cell`` pixels: the settings' look
    and size, in their palette and with their solution line (solid or dashed)."""
    return replace(settings.style(cell), palette=settings.palette,
                   solution_style=settings.solution_style).validate()


class NoTask:
    """A task that reports to no one: view work run on the Tk thread (small
    mazes) or timed by the benchmark."""

    def step(self, fraction=None, text=None):
        pass


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
            item = item._replace(points=tuple((x / shrink, y / shrink) for x, y in item.points),
                                 width=max(1, item.width // shrink))
            if item.dash:
                item = item._replace(dash=tuple(d / shrink for d in item.dash))
            out.append(item)
        elif isinstance(item, scene.Text):
            out.append(item._replace(x=item.x / shrink, y=item.y / shrink,
                                     size=max(6, item.size // shrink)))
    return out


def prepare_view(task, maze, settings, cell, shrink=1):
    """``(scene, image_strips_or_None, solution_records_or_None, cell, settings)``
    for the Canvas; ``settings`` are the ones it was made with.  With
    ``shrink`` > 1 (a power of two) the picture is made at ``cell`` and scaled
    down by averaging, and ``scene`` is a :class:`Shrunk`."""
    task.step(0.5, _("Solving"))
    style = window_style(settings, cell)
    solution = None
    if settings.show_solution:
        solution = scene.solution_records(maze, style, settings.solver)
    task.step(0.55, _("Drawing"))
    heat = analysis.heat_of(maze, style.palette) if settings.heat_map else None
    # drawn by the square family (a square maze of levels is drawn as a shape)
    square = maze.grid.kind == "square" and maze.grid.levels == 1
    big = maze.grid.n > (IMAGE_CELLS if square else SMOOTH_IMAGE_CELLS)
    image = None
    if (big or shrink > 1) and square and heat is None:
        # straight from the passage bits, a row at a time: no records for
        # millions of walls (a 2000 x 2000 maze would need 230 MB of them)
        drawing, pixels = _square_picture(task, maze, style)
        palette = pixels[0]
        pixels = pixels[1]
    else:
        picture = big or shrink > 1
        # a shape's picture is painted straight from the grid: no wall records
        drawing = scene.build(maze, style, cells=heat, lazy=picture and not square)
        if picture:
            task.step(0.6, _("Drawing"))
            palette, pixels = rasterise(
                drawing, progress=lambda f: task.step(0.6 + 0.3 * f, _("Drawing")))
            if drawing.smooth:  # what the Canvas draws over the picture
                drawing = scene.Scene(drawing.width, drawing.height, drawing.background,
                                      list(drawing.parts.over), drawing.maze_box, smooth=True)
    if big or shrink > 1:
        task.step(0.9, _("Drawing"))
        width, height = drawing.width, drawing.height
        if shrink > 1:
            width, height, planes = shrink_picture(width, height, palette, pixels, shrink)
            image = list(rgb_strips(width, height, planes))
            drawing = Shrunk(drawing, shrink)
            solution = scaled(solution, shrink) if solution is not None else None
        else:
            image = list(ppm_strips(width, height, palette, pixels))
    task.step(1.0, _("Drawing"))
    return drawing, image, solution, cell, settings


def _square_picture(task, maze, style):
    """``(scene, (palette, pixels))`` of a square maze drawn as a picture: the
    pixels from :func:`mazetk.export.maze_rows`, and a Scene holding only what
    the Canvas draws over them (the title)."""
    task.step(0.6, _("Drawing"))
    width, height, palette, rows = maze_rows(maze, style)
    pixels = bytearray(width * height)
    at = 0
    for y, row in enumerate(rows):
        pixels[at:at + width] = row
        at += width
        if y % 256 == 255:
            task.step(0.6 + 0.3 * y / height, _("Drawing"))
    over = scene.title_records(style, width)
    lazy = scene.build(maze, style, lazy=True)
    return scene.Scene(width, height, style.background, over, lazy.maze_box), (palette, pixels)


_QUARTER = bytes(v >> 2 for v in range(256))


def shrink_picture(width, height, palette, pixels, shrink):
    """``(width, height, (red, green, blue))``: the picture of palette indices
    ``pixels`` made ``shrink`` (a power of two) times smaller, each pixel the
    average of the square it stands for, so thin walls turn grey instead of
    vanishing.  Each halving adds rows and neighbouring bytes as big integers
    (a quarter of each value, so no sum carries into the next byte)."""
    rgb = [_hex(c) for c in palette] + [(0, 0, 0)] * (256 - len(palette))
    planes, done = [], {}
    for k in range(3):  # a plane at a time: one full-size copy alive, not three
        table = bytes(c[k] for c in rgb)
        if table not in done:
            plane, w, h, s = pixels.translate(table), width, height, shrink
            while s > 1 and w >= 2 and h >= 2:
                plane = _halve(plane, w, h)
                w, h, s = w // 2, h // 2, s // 2
            done[table] = plane, w, h
        planes.append(done[table][0])
    return done[table][1], done[table][2], planes


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
