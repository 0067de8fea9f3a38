"""Text as strokes, so no file needs a font: Latin (:mod:`.strokefont`) and
the Chinese characters it draws (:mod:`.strokecjk`)."""
