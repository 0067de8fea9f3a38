"""Opening a file to read, only when it is a regular file: one rule for every reader.

A pipe (FIFO) opened for reading waits for a writer, for ever; a device may
never end.  :func:`open_regular` opens without waiting (``O_NONBLOCK``), asks
the open file what it is and refuses anything but a regular file, so the
check and the read are of one and the same file.  The mask, picture and maze
readers and the command line's look at a maze file's head all open through it.
"""

import errno
import os
import stat

from ..i18n import _


class NotRegularFile(ValueError):
    """A path that is a pipe, a device or a socket."""


def _refuse(path, mode):
    if stat.S_ISDIR(mode):  # what open() says of a folder
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
    if not stat.S_ISREG(mode):
        raise NotRegularFile(_("%s is not a regular file") % os.fspath(path))


def open_regular(path):
    """``path`` opened to read bytes, if it is a regular file.

    :class:`NotRegularFile` (a ValueError) for a pipe, a device or a socket,
    before a byte is read; ``OSError`` when it cannot be opened, and
    ``IsADirectoryError`` for a folder, as ``open()`` says.
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
