"""Maze -> ASCII art (``+--+`` and ``|  |``)."""


def ascii_art(maze, solution=False, solver="bfs"):
    """``+--+`` / ``|  |`` art: S marks the start, E the goal, dots the way."""
    grid = maze.grid
    cols, rows, pas = grid.cols, grid.rows, grid.passages
    on_path = set(maze.solve(solver).path) if solution else ()
    lines = ["+" + "".join(("  " if pas[c] & 1 else "--") + "+" for c in range(cols))]
    for r in range(rows):
        row = r * cols
        cells = ["|" if not pas[row] & 8 else " "]
        for c in range(row, row + cols):
            mark = " S" if c == maze.start else " E" if c == maze.goal else \
                " ." if c in on_path else "  "
            cells.append(mark + ("|" if not pas[c] & 2 else " "))
        lines.append("".join(cells))
        lines.append("+" + "".join(("--" if not pas[c] & 4 else "  ") + "+"
                                   for c in range(row, row + cols)))
    return "\n".join(lines) + "\n"
