"""One writer at a time: an OS file lock on a run directory or a results store.

:func:`hold` takes an exclusive ``flock`` on a lock file (``run.lock`` in a run directory,
``STORE.lock`` beside a results store) and writes its owner into it — pid, host, since when,
what it runs — so a second writer is told who holds it (:class:`~fairagents.errors.LockedError`,
an input error: the CLI exits 2). The kernel drops the lock when its process ends, however it
ends (SIGKILL included), so no lock outlives its owner; a lock file that still names an owner
when the lock is free was left by a process that died holding it: the next holder *takes it
over* and :attr:`Lock.stale` says whom it took it from (a run directory then marks a run that
said ``running`` as ``interrupted``). A clean release empties the file.

The lock file is never deleted: a deleted file would let a process that opened it before the
deletion lock the orphaned inode while another locks a new file of the same name — two
writers. ``flock`` is a local lock: on NFS it needs a server that supports locking (NFSv4 does).

:func:`holder` asks, without taking anything a writer would wait for, who holds a lock now.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "x.lock"
>>> with hold(path, "the demo") as lock:
...     holder(path).pid == os.getpid(), lock.stale
(True, None)
>>> holder(path) is None
True
"""

from __future__ import annotations

import fcntl
import json
import os
import socket
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from fairagents.errors import InputError, LockedError

__all__ = ["Lock", "Owner", "hold", "holder"]

_RETRY_SECONDS = 0.5
"""How long :func:`hold` retries a held lock: :func:`holder`'s probe holds it for microseconds."""


@dataclass(frozen=True)
class Owner:
    """Who holds (or last held) a lock, as its lock file says."""

    pid: int
    host: str
    since: str = ""
    command: str = ""

    def describe(self) -> str:
        since = f" since {self.since}" if self.since else ""
        return f"pid {self.pid} on {self.host}{since}"


@dataclass(frozen=True)
class Lock:
    """A held lock: its file, the owner it was taken over from (``None``: released cleanly or
    never held), and whether this process already held it (a nested :func:`hold`)."""

    path: Path
    stale: Owner | None
    nested: bool = False


_HELD: dict[Path, Lock] = {}
"""The locks this process holds: a nested :func:`hold` of the same file is a no-op (the CLI
holds a run directory across a start and the resumes that answer its questions)."""


def _owner_of(text: str) -> Owner | None:
    """The owner written in a lock file (``None``: empty, or not written by us)."""
    try:
        data = json.loads(text)
        return Owner(
            pid=int(data["pid"]),
            host=str(data["host"]),
            since=str(data.get("since", "")),
            command=str(data.get("command", "")),
        )
    except (ValueError, KeyError, TypeError):
        return None


def _read(fd: int) -> str:
    os.lseek(fd, 0, os.SEEK_SET)
    return os.read(fd, 4096).decode("utf-8", errors="replace")


def _open(path: Path, what: str) -> int:
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise InputError(f"{what}: cannot open its lock file {path} ({reason})") from exc


@contextmanager
def hold(path: str | Path, what: str) -> Iterator[Lock]:
    """Hold the lock file ``path`` for the block, or raise :class:`LockedError` naming its owner
    (``what`` names what is locked in that message: "the run directory runs/a")."""
    path = Path(os.path.abspath(path))
    if path in _HELD:
        yield replace(_HELD[path], nested=True)
        return
    fd = _open(path, what)
    try:
        deadline = time.monotonic() + _RETRY_SECONDS
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    owner = _owner_of(_read(fd))
                    who = "another process" if owner is None else owner.describe()
                    raise LockedError(
                        f"{what} is in use by {who}; wait for it to end (or stop it) and try again",
                        owner=owner,
                    ) from None
                time.sleep(0.02)
        lock = Lock(path=path, stale=_owner_of(_read(fd)))
        me = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "since": datetime.now(UTC).isoformat(timespec="seconds"),
            "command": " ".join(sys.argv)[:500],
        }
        os.ftruncate(fd, 0)
        os.pwrite(fd, (json.dumps(me) + "\n").encode(), 0)
        _HELD[path] = lock
        try:
            yield lock
        finally:
            del _HELD[path]
            os.ftruncate(fd, 0)  # released cleanly: nobody to take it over from
    finally:
        os.close(fd)  # closing the last descriptor releases the flock


def holder(path: str | Path) -> Owner | None:
    """Who holds the lock file ``path`` now (``None``: nobody, or no such file).

    A shared, non-blocking probe: it never waits and never changes the file.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return _owner_of(_read(fd)) or Owner(pid=0, host="unknown")
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None
    finally:
        os.close(fd)
