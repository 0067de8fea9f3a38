"""Maze files: the text matrix of the original Prim program, and JSON.

Text matrix: 2R+1 lines of 2C+1 tokens separated by single spaces.  The
token at line 2r+1, position 2c+1 is cell (r, c): ``1``, or ``s`` for the
start, ``e`` for the goal.  A token between two cells is ``1`` for a
passage and ``0`` for a wall; corner tokens are ``0``; the border is ``0``
but for the entrance and exit openings, which are ``1``.  The reader also
takes the matrix without spaces (as in JSON) and files without openings, as
the original program printed them.

Writers build whole lines with ``bytes.translate`` and slice assignment, so
a 1000 x 1000 maze (a 4 MB matrix) takes a fraction of a second.
"""

import json

from ..grids import E, MAX_CELLS, MAX_SIDE, N, S, SquareGrid, W
from ..maze import Maze, matrix_lines
from ..spec import MazeSpec

FORMAT_VERSION = 1



class MazeFileError(ValueError):
    """A maze file that cannot be read; the message names the line."""


def to_text(maze):
    """The text matrix, spaces between tokens, a newline after every line."""
    out = []
    for line in matrix_lines(maze):
        spaced = bytearray(b" " * (2 * len(line) - 1))
        spaced[0::2] = line
        out.append(spaced.decode("ascii"))
    out.append("")
    return "\n".join(out)


def to_json(maze, solution=None, solver="bfs"):
    """A JSON document; ``solution=True`` adds the path as ``[row, col]`` pairs."""
    def rc(cell):
        return list(divmod(cell, maze.cols))

    doc = {
        "format": "mazetk", "version": FORMAT_VERSION,
        "cols": maze.cols, "rows": maze.rows,
        "shape": maze.grid.kind,
    }
    if maze.spec is not None:
        spec = maze.spec
        doc.update(seed=spec.seed, algorithm=spec.algorithm, param=spec.param,
                   endpoints=spec.endpoints, braid=spec.braid, code=spec.code())
    else:
        doc.update(seed=None, algorithm=None, code=None)
    doc["start"] = rc(maze.start)
    doc["goal"] = rc(maze.goal)
    doc["matrix"] = [line.decode("ascii") for line in matrix_lines(maze)]
    if solution:
        found = maze.solve(solver)
        doc["solver"] = solver
        doc["solution"] = [rc(c) for c in found.path]
    return json.dumps(doc, separators=(",", ":")) + "\n"


# -- reading -------------------------------------------------------------------

def parse_matrix(lines, where="line"):
    """A :class:`Maze` from matrix lines (with or without spaces between tokens)."""
    rows_of_tokens = []
    first = None
    for number, raw in enumerate(lines, 1):
        text = raw.strip()
        if not text:
            continue
        if first is None:
            first = number
        tokens = text.split() if " " in text or "\t" in text else list(text)
        rows_of_tokens.append((number, tokens))
    if not rows_of_tokens:
        raise MazeFileError("the file holds no maze: it is empty")
    height = len(rows_of_tokens)
    width = len(rows_of_tokens[0][1])
    if height < 3 or height % 2 == 0 or width < 3 or width % 2 == 0:
        raise MazeFileError("a maze matrix needs an odd number of lines and of tokens, "
                            "at least 3 of each (2R+1 by 2C+1); this one is %d lines of %d"
                            % (height, width))
    rows, cols = (height - 1) // 2, (width - 1) // 2
    for number, tokens in rows_of_tokens:
        if len(tokens) != width:
            raise MazeFileError("%s %d: expected %d tokens like the first line, found %d"
                                % (where, number, width, len(tokens)))
        for pos, token in enumerate(tokens, 1):
            if token not in ("0", "1", "s", "e", "S", "E"):
                raise MazeFileError("%s %d, token %d: expected 0, 1, s or e, found %r"
                                    % (where, number, pos, token[:10]))
    if cols > MAX_SIDE or rows > MAX_SIDE or cols * rows > MAX_CELLS:
        raise MazeFileError("the maze is %d x %d; mazetk takes at most %d a side and "
                            "%d cells" % (cols, rows, MAX_SIDE, MAX_CELLS))
    grid = SquareGrid(cols, rows)
    pas = grid.passages
    start = goal = None
    for i, (number, tokens) in enumerate(rows_of_tokens):
        if i % 2 == 1:
            r = i // 2
            for c in range(cols):
                token = tokens[2 * c + 1].lower()
                cell = r * cols + c
                if token == "0":
                    raise MazeFileError("%s %d, token %d: a cell must be 1, s or e, found 0"
                                        % (where, number, 2 * c + 2))
                if token == "s":
                    if start is not None:
                        raise MazeFileError("%s %d: a second start cell 's'" % (where, number))
                    start = cell
                elif token == "e":
                    if goal is not None:
                        raise MazeFileError("%s %d: a second goal cell 'e'" % (where, number))
                    goal = cell
                if c < cols - 1 and tokens[2 * c + 2] != "0":
                    pas[cell] |= 1 << E
                    pas[cell + 1] |= 1 << W
            if tokens[0] != "0":
                pas[r * cols] |= 1 << W
            if tokens[-1] != "0":
                pas[r * cols + cols - 1] |= 1 << E
        else:
            r = i // 2  # the wall line above row r (r == rows: below the last row)
            for c in range(cols):
                if tokens[2 * c + 1] != "0":
                    if r > 0:
                        pas[(r - 1) * cols + c] |= 1 << S
                    if r < rows:
                        pas[r * cols + c] |= 1 << N
    if start is None or goal is None:
        # No marks: the first and last cells, as the original programs had them.
        start = 0 if start is None else start
        if goal is None:
            goal = grid.n - 1 if start != grid.n - 1 else 0
    return Maze(grid, start, goal)


def from_text(text):
    return parse_matrix(text.splitlines())


def from_json(text):
    """A :class:`Maze` from a JSON document written by :func:`to_json`."""
    try:
        doc = json.loads(text)
    except ValueError as exc:
        raise MazeFileError("not valid JSON: %s" % exc) from None
    if not isinstance(doc, dict):
        raise MazeFileError("the JSON holds no maze object")
    code = doc.get("code")
    matrix = doc.get("matrix")
    if matrix is None and code:
        from ..maze import build
        try:
            return build(MazeSpec.from_code(code))
        except ValueError as exc:
            raise MazeFileError("the maze code: %s" % exc) from None
    if not isinstance(matrix, list) or not all(isinstance(x, str) for x in matrix):
        raise MazeFileError("the JSON needs \"matrix\": a list of text lines")
    maze = parse_matrix(matrix, where="matrix line")
    for key in ("cols", "rows"):
        if key in doc:
            value = doc[key]
            if isinstance(value, bool) or not isinstance(value, int):
                raise MazeFileError("\"%s\" must be a whole number, not %r" % (key, value))
            if value != getattr(maze, key):
                raise MazeFileError("\"%s\" is %d but the matrix has %d"
                                    % (key, value, getattr(maze, key)))
    for key in ("start", "goal"):
        if key in doc:
            value = doc[key]
            if (not isinstance(value, list) or len(value) != 2
                    or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
                    or not (0 <= value[0] < maze.rows and 0 <= value[1] < maze.cols)):
                raise MazeFileError("\"%s\" must be [row, col] inside the maze, not %r"
                                    % (key, value))
            setattr(maze, key, value[0] * maze.cols + value[1])
    if code:
        maze.spec = _matching_spec(code, maze)
    return maze


def _matching_spec(code, maze):
    """The spec of ``code`` if it rebuilds exactly ``maze``, else None.

    A file whose matrix was edited by hand keeps its maze; the code, which
    would make another one, is dropped rather than trusted.
    """
    from ..maze import build
    try:
        spec = MazeSpec.from_code(code)
    except ValueError:
        return None
    if (spec.cols, spec.rows) != (maze.cols, maze.rows):
        return None
    made = build(spec)
    if (made.grid.passages, made.start, made.goal) != (maze.grid.passages, maze.start,
                                                        maze.goal):
        return None
    return spec


#: The largest file :func:`load` reads: a 2000 x 2000 text matrix is 32 MB.
MAX_FILE_BYTES = 40 * 1024 * 1024


def load(path):
    """Read a maze from a ``.json`` or text matrix file (MazeFileError, OSError).

    Only regular files are read, and only up to :data:`MAX_FILE_BYTES`, so a
    device, a pipe or a huge file is refused instead of read for ever.
    """
    import os
    import stat
    info = os.stat(path)
    if stat.S_ISDIR(info.st_mode):
        raise MazeFileError("%s is a folder, not a maze file" % path)
    if not stat.S_ISREG(info.st_mode):
        raise MazeFileError("%s is not a regular file" % path)
    with open(path, "rb") as f:
        data = f.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise MazeFileError("the file is larger than %d MB: too big for a maze of at most "
                            "%d cells" % (MAX_FILE_BYTES // (1024 * 1024), MAX_CELLS))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise MazeFileError("not a text file (it is not UTF-8)") from None
    if text.lstrip().startswith("{"):
        return from_json(text)
    return from_text(text)
