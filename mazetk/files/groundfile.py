"""Ground files: what each cell of a maze costs to enter, read for ``--weights``
and the window's Ground field (:mod:`mazetk.weights` reads the text)."""

from .. import i18n, weights as grounds
from ..i18n import _
from .regularfile import open_regular


def ground_text(value, grid):
    """The spec's ground for ``value`` on ``grid``: ``random:SEED`` (or costs
    already packed, ``cells:...``) as it is, or the file of costs at that
    path read and packed.  ValueError or OSError saying what is wrong, the
    file named."""
    value = str(value).strip()
    if value.startswith(("random:", "cells:")):
        return grounds.spec_text(value)
    try:
        with open_regular(value) as f:
            data = f.read(grounds.MOST_BYTES + 1)
    except OSError as exc:
        raise OSError(_("cannot read %(file)s: %(reason)s")
                      % {"file": value, "reason": i18n.os_reason(exc)}) from None
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError:
        raise ValueError(_("%s: a ground file holds digits 1 to 9, one line a row") % value) \
            from None
    try:
        return grounds.pack(grounds.read(text, grid))
    except ValueError as exc:
        raise ValueError("%s: %s" % (value, exc)) from None  # i18n: keep
