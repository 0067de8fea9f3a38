"""Writing files so that nothing is half-written and nothing is overwritten.

Every write goes to a temporary file in the target folder, is flushed to
disk and only then moved into place.  ``write_new`` moves it with a hard
link, which fails if the name exists, so two saves racing for one name can
never overwrite each other.  On failure the temporary file is removed and
:class:`SaveError` says what happened in one sentence.

What is written (a part's *data*) is ``bytes``, an iterable of ``bytes``
chunks, or a callable returning either; chunks are written as they come, so
a big picture never has to be whole in memory.  A failure in the middle of
the stream leaves no file.

Nothing here makes folders.  :class:`Folder` holds an output folder by its
identity (device and inode, and an open descriptor where the platform
allows ``dir_fd``): a batch that finds it removed or renamed stops with an
error instead of writing into another folder of the same name.
"""

import errno
import os
import secrets
import stat
import tempfile
import time

from .. import i18n
from ..i18n import _


def _file_mode():
    """The mode a plain ``open()`` would give a new file (0o666 less the umask)."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


_MODE = _file_mode()
_BYTES = (bytes, bytearray, memoryview)
#: Create, link, rename, remove and stat names relative to an open folder.
_DIR_FD = (hasattr(os, "O_DIRECTORY")
           and all(f in os.supports_dir_fd for f in (os.open, os.link, os.rename, os.unlink,
                                                     os.stat)))


class SaveError(OSError):
    """A write that failed; ``str()`` is one sentence for a person."""


def _describe(exc, path):
    folder = os.path.dirname(os.path.abspath(path))
    if isinstance(exc, FileNotFoundError):
        if os.path.isdir(folder):  # e.g. /proc: there, but takes no new files
            return _("cannot create files in %(folder)s: %(reason)s") % {
                "folder": folder, "reason": i18n.os_reason(exc)}
        return _("the folder %s does not exist (was it removed?)") % folder
    if isinstance(exc, PermissionError):
        return _("no permission to write in %s") % folder
    if getattr(exc, "errno", None) == errno.ENOSPC:
        return _("the disk is full: %s was not written") % path
    if getattr(exc, "errno", None) == errno.EROFS:
        return _("%s is on a read-only disk") % folder
    if getattr(exc, "errno", None) == errno.ELOOP:
        return _("%s leads round a loop of symbolic links") % path
    if isinstance(exc, IsADirectoryError):
        return _("%s is a folder, not a file name") % path
    reason = i18n.os_reason(exc)
    return _("could not write %(path)s: %(reason)s") % {"path": path, "reason": reason}


def write_data(f, data):
    """Write ``data`` to the binary file ``f``: bytes, an iterable of bytes
    chunks, or a callable returning either.  Returns the bytes written."""
    if callable(data):
        data = data()
    if isinstance(data, _BYTES):
        f.write(data)
        return len(data)
    if isinstance(data, str):
        raise TypeError("a file's data must be bytes or chunks of bytes, not text")  # i18n: keep
    total = 0
    for chunk in data:
        if not isinstance(chunk, _BYTES):
            raise TypeError("a file's data must be bytes or chunks of bytes, "  # i18n: keep
                            "not %s" % type(chunk).__name__)  # i18n: keep
        f.write(chunk)
        total += len(chunk)
    return total


class Folder:
    """An existing folder to save into, held by identity (never made here).

    ``identity`` (``(st_dev, st_ino)``, from an earlier ``Folder``) makes a
    folder opened in another process prove it is the same one.  Names given
    to the methods are plain file names inside the folder.
    """

    def __init__(self, path, identity=None):
        self.path = path
        self.fd = None
        try:
            info = os.stat(path)
        except FileNotFoundError:
            raise SaveError(self._gone_message(identity)) from None
        except OSError as exc:
            raise SaveError(_describe(exc, os.path.join(path, "x"))) from exc
        if not stat.S_ISDIR(info.st_mode):
            raise SaveError(_("%s is a file, not a folder") % os.path.abspath(path))
        self.identity = (info.st_dev, info.st_ino)
        if identity is not None and self.identity != tuple(identity):
            raise SaveError(self._gone_message(identity))
        if _DIR_FD:
            try:
                fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
            except FileNotFoundError:  # removed since the stat above
                raise SaveError(self._gone_message(self.identity)) from None
            except OSError as exc:
                raise SaveError(_describe(exc, os.path.join(path, "x"))) from exc
            info = os.fstat(fd)
            if (info.st_dev, info.st_ino) != self.identity:
                os.close(fd)
                raise SaveError(self._gone_message(self.identity))
            self.fd = fd

    def _gone_message(self, identity):
        where = os.path.abspath(self.path)
        if identity is None:
            return _("the folder %s does not exist") % where
        return _("the folder %s was removed or renamed while saving; stopped (it is "
                 "not made again)") % where

    def check(self):
        """SaveError unless the folder's path still names the very same folder."""
        try:
            info = os.stat(self.path)
            # a folder held open but removed has no links left, whatever its path says
            gone = self.fd is not None and os.fstat(self.fd).st_nlink == 0
        except OSError:
            info, gone = None, True
        if gone or info is None or (info.st_dev, info.st_ino) != self.identity:
            raise SaveError(self._gone_message(self.identity))

    def close(self):
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- names inside the folder ----------------------------------------------------
    def full(self, name):
        return os.path.join(self.path, name)

    def _ref(self, name):
        """``(path, dir_fd)`` for an os call on ``name``."""
        return (name, self.fd) if self.fd is not None else (self.full(name), None)

    def exists(self, name):
        where, fd = self._ref(name)
        try:
            os.stat(where, dir_fd=fd, follow_symlinks=False)
        except FileNotFoundError:
            return False
        except OSError:
            return True  # something is there, or in the way: not a free name
        return True

    def remove(self, name):
        where, fd = self._ref(name)
        try:
            os.unlink(where, dir_fd=fd)
        except OSError:
            pass

    def temp_copy(self, name, data):
        """Write ``data`` to a new temporary file beside ``name``; return its name."""
        prefix = "." + name + "."
        if self.fd is None:
            fd, tmp = tempfile.mkstemp(dir=self.path, prefix=prefix, suffix=".part")
            tmp = os.path.basename(tmp)
        else:
            for _attempt in range(100):
                tmp = prefix + secrets.token_hex(4) + ".part"
                try:
                    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                                 | getattr(os, "O_CLOEXEC", 0), 0o600, dir_fd=self.fd)
                    break
                except FileExistsError:
                    continue
            else:
                raise FileExistsError(errno.EEXIST, _("no free temporary name"), name)
        try:
            try:
                if self.fd is None:
                    os.chmod(self.full(tmp), _MODE)  # mkstemp makes 0600: saved
                else:                                # mazes are plain files
                    os.chmod(fd, _MODE)
            except OSError:
                pass
            with os.fdopen(fd, "wb") as f:
                write_data(f, data)
                f.flush()
                os.fsync(f.fileno())
        except BaseException:
            self.remove(tmp)
            raise
        return tmp

    def write_new(self, name, data):
        """Write ``data`` to ``name`` only if no such file exists (FileExistsError)."""
        tmp = None
        try:
            tmp = self.temp_copy(name, data)
            src, fd = self._ref(tmp)
            dst = self._ref(name)[0]
            try:
                os.link(src, dst, src_dir_fd=fd, dst_dir_fd=fd)  # atomic, refuses a name
            except FileExistsError:
                raise
            except OSError:
                # No hard links here (FAT, some network shares): reserve the name
                # exclusively, then move the finished file over our own reservation.
                os.close(os.open(dst, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666, dir_fd=fd))
                os.replace(src, dst, src_dir_fd=fd, dst_dir_fd=fd)
                tmp = None
        except FileExistsError:
            if tmp:
                self.remove(tmp)
            raise
        except OSError as exc:
            if tmp:
                self.remove(tmp)
            raise self._failed(exc, name) from exc
        if tmp:
            self.remove(tmp)

    def write_replace(self, name, data):
        """Write ``data`` to ``name``, replacing it if the user chose so."""
        tmp = None
        try:
            tmp = self.temp_copy(name, data)
            src, fd = self._ref(tmp)
            dst = self._ref(name)[0]
            os.replace(src, dst, src_dir_fd=fd, dst_dir_fd=fd)
        except OSError as exc:
            if tmp:
                self.remove(tmp)
            raise self._failed(exc, name) from exc

    def _failed(self, exc, name):
        """The SaveError for ``exc`` writing ``name``: that the folder was
        removed or renamed, when it was (a write into a folder half removed
        fails with a vaguer error first: our own temporary file is gone while
        the folder is being emptied, and the folder goes a moment later)."""
        self.check()
        if isinstance(exc, FileNotFoundError):
            time.sleep(0.1)
            self.check()
        return SaveError(_describe(exc, self.full(name)))


class _Plain(Folder):
    """The folder of one path, by name only (for a single write)."""

    def __init__(self, path):  # no stat, no descriptor: the write says what is wrong
        self.path = path
        self.fd = None

    def check(self):
        """Nothing to hold on to: the write's own error says what is wrong."""


def _split(path):
    folder, name = os.path.split(os.path.abspath(path))
    return _Plain(folder), name


def write_replace(path, data):
    """Write ``data`` (bytes, chunks or a callable) to ``path``, replacing it
    if the user chose so."""
    folder, name = _split(path)
    folder.write_replace(name, data)


def write_new(path, data):
    """Write ``data`` to ``path`` only if no such file exists (FileExistsError)."""
    folder, name = _split(path)
    folder.write_new(name, data)


def numbered(stem, number):
    """``maze`` -> ``maze``, ``maze (1)``, ``maze (2)`` ..."""
    return stem if number == 0 else "%s (%d)" % (stem, number)


def save_group(folder, stem, parts, limit=10000, identity=None):
    """Write several files that belong together under one free number.

    ``parts`` is a list of ``(suffix, data)``, for example
    ``[(".png", maze), ("-solution.png", solved)]`` (data as for
    :func:`write_data`).  The first number for which no name is taken is
    used for all of them (``maze (1).png`` and ``maze (1)-solution.png``);
    if another save takes a name while we write, what we wrote of that
    number is removed and the next number is tried.  Returns the paths
    written.

    ``folder`` must exist: it is never made.  ``identity`` (see
    :class:`Folder`) says which folder it must be; a folder removed or
    renamed meanwhile stops the save with :class:`SaveError`, and what was
    written of the group is removed.
    """
    with Folder(folder, identity) as where:
        for number in range(limit):
            where.check()
            names = [numbered(stem, number) + suffix for suffix, _data in parts]
            if any(where.exists(name) for name in names):
                continue
            written = []
            try:
                for name, (_suffix, data) in zip(names, parts):
                    where.write_new(name, data)
                    written.append(name)
                where.check()  # renamed meanwhile: these paths would be wrong
            except FileExistsError:
                for name in written:
                    where.remove(name)
                continue
            except BaseException as exc:
                for name in written:
                    where.remove(name)
                if isinstance(exc, OSError):
                    where.check()  # say the folder went, not what failed because of it
                raise
            return [os.path.join(folder, name) for name in names]
    raise SaveError(_("more than %(limit)d files named %(name)s already in %(folder)s")
                    % {"limit": limit, "name": stem, "folder": folder})
