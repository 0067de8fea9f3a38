"""Maze -> ASCII art (``+--+`` and ``|  |``)."""

from ..grids import E, N, S, W
from ..i18n import _
from ..spec import a_shape_word

_N, _E, _S, _W = 1 << N, 1 << E, 1 << S, 1 << W


def ascii_art(maze, solution=False, solver="bfs"):
    """``+--+`` / ``|  |`` art: S marks the start, E the goal, dots the way."""
    grid = maze.grid
    if grid.kind != "square":
        raise ValueError(_("ASCII art holds square mazes only, not %s maze")
                         % a_shape_word(grid.kind))
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    on_path = set(maze.solve(solver).path) if solution else ()
    lines = ["+" + "".join(("  " if pas[c] & _N else "--") + "+" for c in range(cols))]
    for r in range(rows):
        row = r * cols
        cells = ["|" if not pas[row] & _W else " "]
        for c in range(row, row + cols):
            mark = " S" if c == maze.start else " E" if c == maze.goal else \
                " ." if c in on_path else "  "
            cells.append(mark + ("|" if not pas[c] & _E else " "))
        lines.append("".join(cells))
        lines.append("+" + "".join(("--" if not pas[c] & _S else "  ") + "+"
                                   for c in range(row, row + cols)))
    return "\n".join(lines) + "\n"
