"""Starting the window: the only bridge between the command line and Tk."""

import sys


def run_gui(argv=None):
    """Open the window; without a display, say so in one line (exit status 1)."""
    try:
        from .app import main
    except ImportError as exc:
        print("mazetk: the window needs Tkinter, which this Python lacks (%s); "
              "the command line works without it: python -m mazetk --help" % exc,
              file=sys.stderr)
        return 1
    return main(argv)


def gui_entry():
    """The ``mazetk-gui`` script."""
    sys.exit(run_gui())
