"""Text as strokes, so no file needs a font: Latin (:mod:`.strokefont`), the
Chinese characters it draws (:mod:`.strokecjk`), and any other character from
the outline of an installed TrueType font (:mod:`.fallback`, which reads the
fonts with :mod:`.truetype`), filled with the same strokes."""
