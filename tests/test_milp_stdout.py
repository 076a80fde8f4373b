"""The guard that keeps HiGHS's stray prints off stdout, and scipy's warning about the HiGHS
options it passes on quiet, is safe when threads solve at once.

LangGraph runs agents in parallel threads, and each may solve a MILP: a guard that saved and
restored file descriptor 1 per call could restore another call's redirection and leave stdout
pointing at stderr for good (a script's output then vanished from stdout); one that set and
restored the warning filters per call (``warnings.catch_warnings``) could drop another solve's
filter mid-solve, where warnings are errors (as in this suite).
"""

from __future__ import annotations

import os
import threading
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

from fairagents.milp import _solving


@pytest.fixture
def apart(tmp_path: Path) -> Iterator[None]:
    """File descriptors 1 and 2 on two different files, for the length of a test."""
    saved = [os.dup(1), os.dup(2)]
    files = [os.open(tmp_path / name, os.O_WRONLY | os.O_CREAT) for name in ("out", "err")]
    try:
        os.dup2(files[0], 1)
        os.dup2(files[1], 2)
        yield
    finally:
        for fd, original in zip((1, 2), saved, strict=True):
            os.dup2(original, fd)
            os.close(original)
        for f in files:
            os.close(f)


def _target(fd: int) -> tuple[int, int]:
    st = os.fstat(fd)
    return st.st_dev, st.st_ino


@pytest.mark.usefixtures("apart")
def test_overlapping_solves_restore_stdout() -> None:
    before = _target(1)
    assert before != _target(2)
    inside = threading.Event()
    release = threading.Event()

    def first() -> None:
        with _solving():
            inside.set()
            release.wait(5)

    thread = threading.Thread(target=first)
    thread.start()
    assert inside.wait(5)
    with _solving():  # enters while the first is inside, leaves after it
        assert _target(1) == _target(2)
        release.set()
        thread.join(5)
        assert _target(1) == _target(2)  # still guarded: this solve is not over
        warnings.warn("Unrecognized options detected: {'x'}", RuntimeWarning, stacklevel=1)
    assert _target(1) == before
    with pytest.raises(RuntimeWarning):  # the filter went with the last solve
        warnings.warn("Unrecognized options detected: {'x'}", RuntimeWarning, stacklevel=1)
