"""mazetk: a maze studio for Python 3.8+, standard library only.

The layout shows the design; imports run one way, down this list:

- ``grids/``: cell shapes: integer cells, a flat neighbour table, passage bits
- ``generate``, ``solve``: algorithms over any grid, as step generators
- ``spec`` (settings of one maze, seeds, maze codes), ``maze`` (the pipeline,
  statistics), ``analysis`` (difficulty, heat map), ``play`` (walking a maze),
  ``settings`` (the window's settings, validated without Tk)
- ``scene``: maze + style -> drawing records, the one description of a picture
- ``export/``: the writers (PNG, EPS, SVG, PDF, ASCII), the text and JSON
  maze files, safe saving, file names
- ``cli``, ``bench``, ``icon``: headless fronts
- ``gui/``: the Tk shell, the only folder that imports :mod:`tkinter`
"""

__version__ = "0.1.0"
