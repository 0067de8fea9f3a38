"""Double-click this file to open mazetk (no install, no console window on Windows).

It works from a plain copy of the project: Python puts this file's own
folder first on sys.path, so that entry is swapped for the folder above it,
where the ``mazetk`` package lives.
"""

import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path = [p for p in sys.path if os.path.abspath(p or ".") != here]
sys.path.insert(0, os.path.dirname(here))

from mazetk.gui.launch import run_gui  # noqa: E402

if __name__ == "__main__":
    sys.exit(run_gui())
