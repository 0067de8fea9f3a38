"""Maze files, read and written: the one name the fronts use.

The reader (:mod:`.mazeread`: text matrix, ASCII art, JSON of every shape,
hardened and streaming) and the writers (:mod:`.mazewrite`: text matrix and
JSON, streamed in chunks) live apart, as neither needs the other; this
facade keeps the single ``mazefile.load`` / ``mazefile.to_json`` the window,
the command line and the exports call, so either half can change inside
without touching them.
"""

from ..maze import matrix_lines
from .mazeread import (MAX_FILE_BYTES, MazeFileError, from_json, from_text, load, loads,
                       needs_build, parse_matrix)
from .mazewrite import FORMAT_VERSION, iter_json, iter_text, to_json, to_text

__all__ = ["FORMAT_VERSION", "MAX_FILE_BYTES", "MazeFileError", "from_json", "from_text",
           "iter_json", "iter_text", "load", "loads", "matrix_lines", "needs_build",
           "parse_matrix", "to_json", "to_text"]
