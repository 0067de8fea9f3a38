"""CI: the package installed with pip is whole, and its window opens.

Run by ``.ci/run`` with the Python of a fresh venv that ``pip install .``
filled, from a folder outside the clone, under a virtual display:

    python smoke_window.py SOURCE_TREE

1. Every module and data file of ``SOURCE_TREE/mazetk`` is in the installed
   package (a folder pip left out once made the installed app unable to
   open its window).
2. In this process: the window is built from the installed package and
   shows a maze (its Canvas has items) within a minute, then closes.
3. Each way a person starts the app (``mazetk-gui``, ``mazetk`` with no
   arguments, ``python -m mazetk``) maps a window named mazetk and keeps
   running until it is closed.

Prints one line a check; exits 1 at the first that fails.
"""

import os
import subprocess
import sys
import tempfile
import time


def fail(message):
    print("smoke: FAILED: " + message)
    sys.exit(1)


def tree_files(top):
    out = set()
    for folder, dirs, files in os.walk(top):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in files:
            if not name.endswith(".pyc"):
                out.add(os.path.relpath(os.path.join(folder, name), top).replace(os.sep, "/"))
    return out


def check_files(source):
    import mazetk
    installed = os.path.dirname(os.path.abspath(mazetk.__file__))
    if os.path.abspath(source) in installed:
        fail("mazetk was imported from the source tree, not the installed package")
    missing = sorted(tree_files(os.path.join(source, "mazetk")) - tree_files(installed))
    if missing:
        fail("the installed package lacks %d files: %s" % (len(missing), ", ".join(missing)))
    print("smoke: the installed package holds all %d files of the source tree"
          % len(tree_files(os.path.join(source, "mazetk"))))


def canvases(widget):
    import tkinter as tk
    stack, found = [widget], []
    while stack:
        w = stack.pop()
        if isinstance(w, tk.Canvas):
            found.append(w)
        stack.extend(w.winfo_children())
    return found


def check_window_draws():
    from mazetk.gui.app import App
    from mazetk.gui.launch import make_root
    root = make_root()
    if root is None:
        fail("no window could be made (see the line above)")
    app = App(root)
    deadline = time.time() + 60
    drawn = 0
    while time.time() < deadline and not drawn:
        root.update()
        drawn = max((len(c.find_all()) for c in canvases(root)), default=0)
        time.sleep(0.02)
    errors = list(app.callback_errors)
    app.quit()
    if errors:
        fail("the window reported errors: %r" % errors)
    if not drawn:
        fail("the window showed no maze within a minute")
    print("smoke: the installed window drew a maze (%d canvas items)" % drawn)


def check_launchers():
    bindir = os.path.dirname(sys.executable)
    ways = [[os.path.join(bindir, "mazetk-gui")], [os.path.join(bindir, "mazetk")],
            [sys.executable, "-m", "mazetk"]]
    for argv in ways:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        try:
            found = subprocess.run(
                ["xdotool", "search", "--sync", "--onlyvisible", "--name", "^mazetk$"],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=60).stdout.split()
        except subprocess.TimeoutExpired:
            found = []
        alive = proc.poll() is None
        if alive:
            proc.terminate()
        out = proc.communicate(timeout=30)[0].decode("utf-8", "replace").strip()
        if not found or not alive:
            fail("%s opened no window: %s" % (" ".join(argv[-2:]), out or "(no output)"))
        print("smoke: %s opened the window" % " ".join(os.path.basename(a) for a in argv))


def main():
    if len(sys.argv) != 2:
        fail("usage: smoke_window.py SOURCE_TREE")
    os.environ["MAZETK_CONFIG_DIR"] = tempfile.mkdtemp(prefix="mazetk-smoke-")
    check_files(sys.argv[1])
    check_window_draws()
    check_launchers()


if __name__ == "__main__":
    main()
