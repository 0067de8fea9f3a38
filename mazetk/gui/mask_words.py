"""What the Mask group and mask mode say, in the chosen language (no Tk).

:mod:`mazetk.gui.mask_view` and :mod:`mazetk.gui.mask_mode` show these
words; they live here so that the views keep to their widgets, and so that they are checked without a display.
Names of mask kinds and outlines are marked for the catalogue in tables and
translated where they are shown, the language being chosen after import.
"""

from ..i18n import N_, _, ngettext
from ..masks.mask import OUTLINE_NAMES
from .animation import MAX_CELLS

#: The Mask group's choices, in the order of :data:`mazetk.studio.MASK_KINDS`.
KIND_LABELS = (N_("None"), N_("Outline"), N_("Words"), N_("From file…"), N_("Painted"))
MASK_TYPES = ((N_("Pictures and masks"), "*.png *.gif *.pbm *.pgm *.ppm *.txt"),
              (N_("Mask text"), "*.mask.txt *.txt"), (N_("All files"), "*"))
SAVE_TYPES = ((N_("Mask text"), "*.mask.txt"), (N_("All files"), "*"))


def kind_labels():
    return [_(label) for label in KIND_LABELS]


def outline_name(outline):
    return _(OUTLINE_NAMES[outline]) if outline in OUTLINE_NAMES else outline


def file_types(types):
    """``types`` as a file dialog's ``filetypes``, their names translated."""
    return [(_(name), patterns) for name, patterns in types]


#: The Mask group's choices for a mask in pieces (the settings keep False/True).
PIECES_LABELS = (N_("Keep largest"), N_("Join"))


def pieces_labels():
    return [_(label) for label in PIECES_LABELS]


def pieces_words(found):
    """What a mask comes to (:data:`mazetk.masks.mask.Pieces`): its cells, and
    the pieces dropped (the largest kept) or joined by bridges of cells."""
    values = {"cells": found.cells, "total": found.total, "pieces": found.pieces,
              "bridges": found.bridges, "join": _(PIECES_LABELS[1])}
    if found.dropped:
        return _("Kept 1 of %(pieces)d pieces (%(cells)d of %(total)d cells): choose "
                 "%(join)s to keep all.") % values
    if found.bridges:
        return ngettext("%(pieces)d pieces joined by %(bridges)d bridge cell: %(cells)d cells.",
                        "%(pieces)d pieces joined by %(bridges)d bridge cells: %(cells)d cells.",
                        found.bridges) % values
    return ngettext("%(cells)d cell, one piece.", "%(cells)d cells, one piece.",
                    found.cells) % values


def why_not(mask, busy):
    """Why mask mode cannot start for ``mask`` (None: a bad size), or None when it can."""
    if mask is None:
        return _("Mask mode needs a good shape and size in the panel.")
    if busy:
        return _("Wait for the work in progress, or cancel it.")
    if mask.n > MAX_CELLS:
        return _("Mask mode paints up to %(most)d cells; this grid has %(cells)d: use a "
                 "picture or a mask file.") % {"most": MAX_CELLS, "cells": mask.n}
    return None


def legend():
    """The legend strip's swatches' words and its line in mask mode."""
    return (_("maze"), _("cut away"),
            _("drag: cut · right or Shift+drag: bring back · Ctrl+Z: undo"))


def painted(mask):
    return _("Mask mode: %(on)d of %(cells)d cells in the maze. Done makes the maze.") % {
        "on": mask.count(), "cells": mask.n}


def file_name(mask):
    """A name for the saved mask, the same in every language: its size and shape."""
    if mask.shape == "circle":
        return "mask-%d-ring-circle.mask.txt" % mask.cols
    shape = "" if mask.shape == "square" else "-" + mask.shape
    return "mask-%dx%d%s.mask.txt" % (mask.cols, mask.rows, shape)
