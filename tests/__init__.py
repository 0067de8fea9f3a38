"""mazetk's tests.  They read English, on Letter paper: the language and the
paper the system asks for must not change what they assert (a test that
wants another asks for it).  They keep the window's settings in a folder of
their own: a run never reads or changes the settings of the person who runs
it (and a window open on the same machine never changes what they read)."""

import atexit
import os
import shutil
import tempfile

os.environ["LANGUAGE"] = "en"
os.environ["LC_PAPER"] = "en_US.UTF-8"
os.environ.pop("LC_ALL", None)  # it would override LC_PAPER
if "MAZETK_CONFIG_DIR" not in os.environ:
    os.environ["MAZETK_CONFIG_DIR"] = tempfile.mkdtemp(prefix="mazetk-tests-config-")
    atexit.register(shutil.rmtree, os.environ["MAZETK_CONFIG_DIR"], True)
