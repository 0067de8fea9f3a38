"""Numbers as people type them: the one strict reader of every numeric setting.

Python's ``int()`` and ``float()`` read more than anyone types on purpose:
``1_0`` is 10, ``٥`` (an Arabic-Indic five) is 5, ``1e3`` is 1000, and
``float()`` takes ``nan`` and ``inf``.  A flag or a field that takes such a
value does something nobody asked for, so every option, field and file of
numbers reads through :func:`whole` and :func:`decimal`: ASCII digits, an
optional sign and, for a decimal, one point; spaces around it are dropped.
Anything else is a ValueError, which the caller turns into its own message
naming the value.
"""

import re

_WHOLE = re.compile(r"[+-]?[0-9]+")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")


def whole(value):
    """``value`` (text or an int) as an int; ValueError unless it is a whole
    number in ASCII digits (``" 12 "``, ``"-3"``; not ``"1_0"``, ``"٥"``,
    ``"1e3"``, ``"1.0"``, ``""``)."""
    if isinstance(value, bool):
        raise ValueError(repr(value))  # the caller says it in its words
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if not _WHOLE.fullmatch(text):
        raise ValueError(repr(text))  # the caller says it in its words
    return int(text)


def decimal(value):
    """``value`` (text or a number) as a float; ValueError unless it is a
    number in ASCII digits with at most one point (``"0.125"``, ``".5"``,
    ``"5."``; not ``"1e3"``, ``"nan"``, ``"inf"``, ``"1_0"``, ``""``)."""
    if isinstance(value, bool):
        raise ValueError(repr(value))  # the caller says it in its words
    if isinstance(value, (int, float)):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(repr(value))  # the caller says it in its words
        return float(value)
    text = str(value).strip()
    if not _DECIMAL.fullmatch(text):
        raise ValueError(repr(text))  # the caller says it in its words
    return float(text)
