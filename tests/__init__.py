"""mazetk's tests.  They read English, on Letter paper: the language and the
paper the system asks for must not change what they assert (a test that
wants another asks for it)."""

import os

os.environ["LANGUAGE"] = "en"
os.environ["LC_PAPER"] = "en_US.UTF-8"
