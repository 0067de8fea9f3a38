"""Opening a file to read, only when it is a regular file: one rule for every reader.

A pipe (FIFO) opened for reading waits for a writer, for ever; a device may
never end.  :func:`open_regular` opens without waiting (``O_NONBLOCK``), asks
the open file what it is and refuses anything but a regular file, so the
check and the read are of one and the same file.  The mask, picture and maze
readers and the command line's look at a maze file's head all open through it.
"""

import os
import stat

from .i18n import _


class NotRegularFile(ValueError):
    """A path that is a folder, a pipe, a device or a socket; ``folder`` says which."""

    def __init__(self, message, folder):
        super().__init__(message)
        self.folder = folder


def _refuse(path, mode):
    shown = os.fspath(path)
    if stat.S_ISDIR(mode):
        raise NotRegularFile(_("%s is a folder, not a file") % shown, True)
    if not stat.S_ISREG(mode):
        raise NotRegularFile(_("%s is not a regular file") % shown, False)


def open_regular(path):
    """``path`` opened to read bytes, if it is a regular file.

    :class:`NotRegularFile` (a ValueError) for a folder, a pipe, a device or
    a socket, before a byte is read; ``OSError`` when it cannot be opened.
    """
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0)
    nonblock = getattr(os, "O_NONBLOCK", 0)
    if not nonblock:  # no way to open a pipe without waiting: look first
        _refuse(path, os.stat(path).st_mode)
    fd = os.open(path, flags | nonblock)
    try:
        _refuse(path, os.fstat(fd).st_mode)
        if nonblock:
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
