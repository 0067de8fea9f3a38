"""Masks: which cells of a grid belong to the maze, and where they come from.

- :mod:`.mask`: the :class:`~.mask.Mask` itself, outlines, words, mask files
- :mod:`.picture`: pictures (PNG, GIF, PBM/PGM/PPM/PAM) read as grey pixels
- :mod:`.bitfont`: the bitmap font that turns words into cells
"""
