"""Mazes on disk: maze files read and written, and files saved safely.

- :mod:`.mazefile`: the one name the fronts use to load and write maze files
  (the text matrix, ASCII art and JSON of every shape); the reader
  (:mod:`.mazeread`, over :mod:`.jsonread`'s bounded JSON reader) and the
  writers (:mod:`.mazewrite`, with the JSON schema ``maze.schema.json``)
- :mod:`.savefile`: a temporary file in the target folder, then
  ``os.replace``; numbered names, never overwriting what was not chosen
- :mod:`.regularfile`: opening a file to read only when it is a regular file
  (never waiting on a pipe or a device): every reader opens through it

Pictures of a maze are :mod:`mazetk.export`'s; these hold the maze itself.
"""
