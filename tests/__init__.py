"""mazetk's tests.  They read English: the language the system asks for must
not change what they assert (a test that wants another language asks for it)."""

import os

os.environ["LANGUAGE"] = "en"
