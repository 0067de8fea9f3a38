"""mazetk: a maze studio for Python 3.8+, standard library only.

The package is split into a Tk-free core (``grid``, ``generate``, ``solve``,
``maze``, ``spec``, ``mazefile``, ``cli``) and a Tk shell that is the only
part that imports :mod:`tkinter`.
"""

__version__ = "0.1.0"
