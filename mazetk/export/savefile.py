"""Writing files so that nothing is half-written and nothing is overwritten.

Every write goes to a temporary file in the target folder, is flushed to
disk and only then moved into place.  ``write_new`` moves it with a hard
link, which fails if the name exists, so two saves racing for one name can
never overwrite each other.  On failure the temporary file is removed and
:class:`SaveError` says what happened in one sentence.
"""

import errno
import os
import tempfile


def _file_mode():
    """The mode a plain ``open()`` would give a new file (0o666 less the umask)."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


_MODE = _file_mode()


class SaveError(OSError):
    """A write that failed; ``str()`` is one sentence for a person."""


def _describe(exc, path):
    folder = os.path.dirname(os.path.abspath(path))
    if isinstance(exc, FileNotFoundError):
        return "the folder %s does not exist (was it removed?)" % folder
    if isinstance(exc, PermissionError):
        return "no permission to write in %s" % folder
    if getattr(exc, "errno", None) == errno.ENOSPC:
        return "the disk is full: %s was not written" % path
    if getattr(exc, "errno", None) == errno.EROFS:
        return "%s is on a read-only disk" % folder
    if isinstance(exc, IsADirectoryError):
        return "%s is a folder, not a file name" % path
    reason = exc.strerror or str(exc)
    return "could not write %s: %s" % (path, reason)


def _temp_copy(path, data):
    """Write ``data`` to a new temporary file beside ``path``; return its name."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix="." + os.path.basename(path) + ".",
                               suffix=".part")
    try:
        try:
            os.chmod(tmp, _MODE)  # mkstemp makes 0600; saved mazes are plain files
        except OSError:
            pass
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        _remove(tmp)
        raise
    return tmp


def _remove(path):
    try:
        os.unlink(path)
    except OSError:
        pass


def write_replace(path, data):
    """Write ``data`` (bytes) to ``path``, replacing it if the user chose so."""
    tmp = None
    try:
        tmp = _temp_copy(path, data)
        os.replace(tmp, path)
    except OSError as exc:
        if tmp:
            _remove(tmp)
        raise SaveError(_describe(exc, path)) from exc


def write_new(path, data):
    """Write ``data`` to ``path`` only if no such file exists (FileExistsError)."""
    tmp = None
    try:
        tmp = _temp_copy(path, data)
        try:
            os.link(tmp, path)  # atomic, and refuses an existing name
        except FileExistsError:
            raise
        except OSError:
            # No hard links here (FAT, some network shares): reserve the name
            # exclusively, then move the finished file over our own reservation.
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            os.close(fd)
            os.replace(tmp, path)
            tmp = None
    except FileExistsError:
        if tmp:
            _remove(tmp)
        raise
    except OSError as exc:
        if tmp:
            _remove(tmp)
        raise SaveError(_describe(exc, path)) from exc
    if tmp:
        _remove(tmp)


def numbered(stem, number):
    """``maze`` -> ``maze``, ``maze (1)``, ``maze (2)`` ..."""
    return stem if number == 0 else "%s (%d)" % (stem, number)


def save_group(folder, stem, parts, limit=10000):
    """Write several files that belong together under one free number.

    ``parts`` is a list of ``(suffix, data)``, for example
    ``[(".png", maze), ("-solution.png", solved)]``.  The first number for
    which no name is taken is used for all of them (``maze (1).png`` and
    ``maze (1)-solution.png``); if another save takes a name while we write,
    what we wrote of that number is removed and the next number is tried.
    Returns the paths written.
    """
    if not os.path.isdir(folder):
        raise SaveError("the folder %s does not exist" % os.path.abspath(folder))
    for number in range(limit):
        base = os.path.join(folder, numbered(stem, number))
        paths = [base + suffix for suffix, _ in parts]
        if any(os.path.lexists(p) for p in paths):
            continue
        written = []
        try:
            for path, (_, data) in zip(paths, parts):
                data = data() if callable(data) else data
                write_new(path, data)
                written.append(path)
        except FileExistsError:
            for path in written:
                _remove(path)
            continue
        except BaseException:
            for path in written:
                _remove(path)
            raise
        return paths
    raise SaveError("more than %d files named %s already in %s" % (limit, stem, folder))
