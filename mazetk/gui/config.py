"""Where the window keeps its settings between runs (JSON, no Tk here).

Linux and other Unixes: ``$XDG_CONFIG_HOME/mazetk`` (``~/.config/mazetk``);
Windows: ``%APPDATA%\\mazetk``; macOS: ``~/Library/Application Support/mazetk``.
``MAZETK_CONFIG_DIR`` overrides all of them (the tests use it).  A missing
or damaged file means defaults, never an error.
"""

import json
import os
import sys

from ..files.savefile import write_replace

FILE_NAME = "settings.json"


def config_dir():
    override = os.environ.get("MAZETK_CONFIG_DIR")
    if override:
        return override
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA") or os.path.expanduser("~\\AppData\\Roaming")
    elif sys.platform == "darwin":
        base = os.path.expanduser("~/Library/Application Support")
    else:
        base = os.environ.get("XDG_CONFIG_HOME") or os.path.expanduser("~/.config")
    return os.path.join(base, "mazetk")


def load():
    """The saved dict, or ``{}`` when there is none or it cannot be read."""
    try:
        with open(os.path.join(config_dir(), FILE_NAME), encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save(data):
    """Write the dict; returns False (and keeps quiet) when it cannot."""
    folder = config_dir()
    try:
        os.makedirs(folder, exist_ok=True)
        write_replace(os.path.join(folder, FILE_NAME),
                      (json.dumps(data, indent=1, sort_keys=True) + "\n").encode("utf-8"))
    except OSError:
        return False
    return True
