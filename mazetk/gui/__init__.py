"""The Tk shell of mazetk: the only package that imports :mod:`tkinter`.

:mod:`mazetk.gui.app` builds the window from its parts; :mod:`mazetk.gui.launch`
starts it (``mazetk-gui``, ``mazetk`` with no arguments, ``python -m mazetk``).
Importing this package imports no Tk, so ``mazetk --help`` works on a Python
without Tkinter.
"""
