"""The mazetk icon: found in ``icons/`` (a clone or an install), or drawn.

``python -m mazetk.icon DIR`` writes the PNG sizes and a Windows ``.ico``
into DIR; that is how ``icons/`` was made.  No Tk here.
"""

import os
import struct
import sys
import sysconfig

from . import export, scene
from .maze import build
from .scene import Style

SIZES = (16, 32, 48, 64, 128, 256)
ICON_CODE = "mz1:5x5:backtracker:c:b0:icon7"


def icon_dirs():
    """Where the icons may be: beside the package in a clone, or where
    ``pip install`` put the data files (prefix, user base)."""
    here = os.path.dirname(os.path.abspath(__file__))
    dirs = [os.path.join(os.path.dirname(here), "icons")]
    for scheme_dir in {sys.prefix, getattr(sys, "base_prefix", sys.prefix),
                       sysconfig.get_config_var("userbase") or ""}:
        if scheme_dir:
            dirs.append(os.path.join(scheme_dir, "share", "mazetk", "icons"))
    try:
        import site
        dirs.append(os.path.join(site.getuserbase(), "share", "mazetk", "icons"))
    except Exception:
        pass
    return dirs


def find_icon_files():
    """``{size: path}`` of the PNG icons found first, ``{}`` if none."""
    for folder in icon_dirs():
        found = {size: os.path.join(folder, "mazetk-%d.png" % size) for size in SIZES}
        found = {s: p for s, p in found.items() if os.path.isfile(p)}
        if found:
            return found
    return {}


def find_ico():
    for folder in icon_dirs():
        path = os.path.join(folder, "mazetk.ico")
        if os.path.isfile(path):
            return path
    return None


def draw_icon(size):
    """PNG bytes of the icon at ``size`` pixels: a small maze and its way through."""
    maze = build(ICON_CODE)
    cell = max(3, size // 5)
    wall = max(1, cell // 5)
    while cell > 3 and 5 * cell + wall > size - 2:
        cell -= 1
    style = Style(cell=cell, wall=wall, margin=0, background="#fdf6e3", wall_color="#1d3557",
                  solution_color="#e63946", start_color="#fdf6e3", goal_color="#fdf6e3")
    drawing = scene.build(maze, style, show_solution=True)
    palette, pixels = export.rasterise(drawing)
    # centre the drawing on a square of the requested size
    out = bytearray(size * size)
    ox, oy = (size - drawing.width) // 2, (size - drawing.height) // 2
    for y in range(min(size, drawing.height)):
        row = pixels[y * drawing.width:(y + 1) * drawing.width][:size]
        out[(y + oy) * size + ox:(y + oy) * size + ox + len(row)] = row
    return export.png_from_pixels(size, size, palette, out)


def ico_from_pngs(pngs):
    """A Windows .ico holding PNG images (``{size: bytes}``)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        data = pngs[s]
        entries.append(struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    folder = argv[0] if argv else "icons"
    os.makedirs(folder, exist_ok=True)
    pngs = {s: draw_icon(s) for s in SIZES}
    for s, data in pngs.items():
        with open(os.path.join(folder, "mazetk-%d.png" % s), "wb") as f:
            f.write(data)
    with open(os.path.join(folder, "mazetk.ico"), "wb") as f:
        f.write(ico_from_pngs(pngs))
    print("wrote %d icons into %s" % (len(pngs) + 1, folder))


if __name__ == "__main__":
    main()
