"""mazetk: a maze studio for Python 3.8+, standard library only.

The folders are a map of the design.  Imports run one way, down this list
(``tests/test_dependencies.py`` holds them to it, layer by layer: no
circles, no private names borrowed, the core never imports a front):

The words, and the one door to files
  ``i18n``      messages in the chosen language, terminal widths of text
  ``numbers``   numbers as people type them: the one strict reader
  ``files/regularfile``  every reader opens a file through it

Fonts and shapes
  ``fonts/``    single-stroke fonts, so no file needs a font
  ``grids/``    cell shapes: integer cells, a flat neighbour table, passage
                bits; the shapes and their size limits (``SHAPES``, ``MAX_*``)
  ``masks/``    which cells a maze keeps: outlines, words, pictures read

The maze (no tkinter, and no writing of files)
  ``generate/`` one module an algorithm, its step version readable as the
                textbook; the fast walks apart; the registry in ``__init__``
  ``spec``      the settings of one maze, seeds, maze codes
  ``solve``     the solvers, over any grid, as step generators
  ``maze``      the pipeline (spec -> maze) and its statistics

The drawing, and what is made of a maze
  ``scene/``    maze + style -> drawing records, one path for every shape
                family; the palettes
  ``analysis``  difficulty and the heat map; ``play``: walking a maze;
  ``studio``    the studio's settings of a maze picture, validated without Tk
  ``books/``    the print studio's engine: worksheets and books as pages

To and from the outside
  ``files/``    maze files read and written (text, JSON), safe saving
  ``export/``   Scene -> PNG, EPS, SVG, PDF, plotter SVG, ASCII art; a book's
                PDF; what a screen shows of a maze (``display``)
  ``icon``      the app's icon, found or drawn

The fronts (nothing above imports them)
  ``cli``, ``bench``   the command line and the benchmark; ``__main__`` runs
                       the command line
  ``gui/``             the Tk shell, the only folder that imports tkinter

A newcomer reads, in this order: ``spec`` (what decides a maze), ``maze``
(how it is made), ``grids/base`` (what a grid is), ``generate/`` and one
algorithm in it, ``scene/`` (how it is drawn), then ``cli`` (how a front
uses all of it).
"""

__version__ = "0.1.0"
