"""``python -m mazetk``: the window, or a headless command (see :mod:`mazetk.cli`)."""

import sys

from mazetk.cli import main

if __name__ == "__main__":
    sys.exit(main())
