"""Streaming a text file line by line with errors that name the file and the line, into arrays
that grow in place.

Both formats are read through :func:`open_text`: UTF-8 with or without a byte-order mark,
any line ends (``\\n``, ``\\r\\n``, ``\\r``), decoded as it is read so that a file of any size is
never held in memory whole (only what is parsed from it is); a ``progress`` callback hears how
many bytes are read. A byte that is not UTF-8 is named with its line; :class:`Where` words every
message as ``FILE, line N: ...``. What the readers parse goes into :class:`Rows`: one array per
column of the ballots, grown in place as blocks of lines are parsed, so that reading a file
needs little more than the arrays it fills.

Internal to :mod:`fairagents.formats`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import numpy as np
from numpy.typing import DTypeLike, NDArray

from fairagents.aggregators._base import LINEAR_LIMIT
from fairagents.errors import InputError
from fairagents.models.base import MAX_MAGNITUDE
from fairagents.validation import file_name

__all__ = [
    "MAX_ALTERNATIVES",
    "MAX_COUNT",
    "Progress",
    "Rows",
    "Source",
    "Where",
    "open_text",
    "whole_number",
]

MAX_ALTERNATIVES = LINEAR_LIMIT
"""The most alternatives (PrefLib) or projects (Pabulib) a file may declare or list: the most
any built-in rule computes on (``fairagents.aggregators._base.LINEAR_LIMIT``)."""

MAX_COUNT = int(MAX_MAGNITUDE)
"""The largest count a file may give (a PrefLib order's count, which becomes a ballot's weight,
the voters and orders a header declares, Pabulib's ``num_votes``): the largest number fairagents
takes (``fairagents.models.base.MAX_MAGNITUDE``, 10^15)."""

Progress = Callable[[int], None]
"""Told the bytes read so far, every :data:`PROGRESS_LINES` lines and at the end."""

PROGRESS_LINES = 65_536

Source = str | os.PathLike[str]
"""A path to a file (``str`` or :class:`~pathlib.Path`)."""


@dataclass(frozen=True)
class Where:
    """Names a file (``name``) and makes errors of one kind (``error``) pointing into it."""

    name: str
    error: type[InputError]

    def at(self, line: int | None, message: str) -> InputError:
        """An error naming the file and, when known, the line."""
        where = f"{self.name}, line {line}" if line else self.name
        return self.error(f"{where}: {message}")


def whole_number(raw: str, what: str, *, least: int, most: int, limit: str) -> int:
    """``raw`` as a whole number from ``least`` to ``most``, else :class:`ValueError` saying
    what is wrong (``limit`` names where ``most`` comes from); a number of any length is
    refused by its length, never parsed.

    >>> whole_number(" 12 ", "the count", least=1, most=100, limit="the largest count")
    12
    >>> whole_number("9" * 400, "the count", least=1, most=100, limit="the limit")
    Traceback (most recent call last):
    ...
    ValueError: the count 999999999999999999999999999999… (400 digits) is more than 100, the limit
    """
    text = raw.strip()
    if len(text) > len(str(most)) + 2:
        cut = f"{text[:30]}…" if len(text) > 30 else text
        shown = f"{cut} ({len(text)} {'digits' if text.isdigit() else 'characters'})"
        if text.lstrip("+").isdigit():
            raise ValueError(f"{what} {shown} is more than {most:,}, {limit}")
        raise ValueError(f"{what} {shown!r} is not a whole number")
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"{what} {text!r} is not a whole number") from None
    if value < least:
        raise ValueError(f"{what} {value} must be at least {least}")
    if value > most:
        raise ValueError(f"{what} {value:,} is more than {most:,}, {limit}")
    return value


@contextmanager
def open_text(
    source: Source | None,
    text: str | None,
    *,
    what: str,
    error: type[InputError],
    progress: Progress | None = None,
) -> Iterator[tuple[Iterator[str], Where]]:
    """The lines of ``source`` (a path) or ``text``, and how to name the file in errors.

    Exactly one of ``source`` and ``text`` is given. Lines keep their ends (``\r\n`` too) so
    that a CSV reader sees quoted fields whole; a leading BOM is dropped. A file is decoded
    line by line, so a byte that is not UTF-8 is named with its line; ``progress`` is told the
    bytes read as the lines are.
    """
    if (source is None) == (text is None):
        raise TypeError("give exactly one of a path or text")
    if text is not None:
        stream = io.StringIO(text.removeprefix("\ufeff"), newline="")
        yield iter(stream), Where(f"<{what} text>", error)
        return
    assert source is not None
    where = Where(file_name(Path(source)), error)
    try:
        handle = Path(source).open("rb")  # noqa: SIM115
    except OSError as exc:
        raise where.at(None, f"cannot read: {exc.strerror or exc}") from exc
    except ValueError as exc:  # a path no file can have (a NUL character)
        raise where.at(None, f"cannot read: {exc}") from exc
    with handle:
        yield _decoded(handle, where, progress), where


def _decoded(handle: IO[bytes], where: Where, progress: Progress | None) -> Iterator[str]:
    for number, raw in enumerate(handle, start=1):
        if progress is not None and not number % PROGRESS_LINES:
            progress(handle.tell())
        if number == 1:
            raw = raw.removeprefix(b"\xef\xbb\xbf")
        try:
            yield raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise where.at(
                number,
                f"not UTF-8 text: byte 0x{raw[exc.start]:02x} at column {exc.start + 1} cannot "
                "be decoded; save the file as UTF-8",
            ) from None
    if progress is not None:
        progress(handle.tell())


class Rows:
    """Rows of ``width`` values (``width=None``: single values), appended in blocks to one array
    that grows in place: :meth:`numpy.ndarray.resize` reallocates, which moves no data for a
    large array on Linux (``mremap``), so reading needs the array itself and at most a quarter
    of it more, until :meth:`array` trims it.

    >>> rows = Rows(2, np.int64)
    >>> rows.add(np.array([[1, 2], [3, 4]])); rows.add(np.array([[5, 6]]))
    >>> rows.array().tolist(), len(rows)
    ([[1, 2], [3, 4], [5, 6]], 3)
    """

    _FIRST = 4_096  # rows allocated at first
    _GROWTH = 1.25

    def __init__(self, width: int | None, dtype: DTypeLike) -> None:
        self._width = width
        self._data: NDArray[Any] = np.zeros(self._shape(self._FIRST), dtype=dtype)
        self._n = 0

    def _shape(self, rows: int) -> tuple[int, ...]:
        return (rows,) if self._width is None else (rows, self._width)

    def __len__(self) -> int:
        return self._n

    @property
    def dtype(self) -> np.dtype[Any]:
        return self._data.dtype

    def add(self, block: NDArray[Any]) -> None:
        """Append ``block`` (its rows; values cast to the array's type, which a bytes array
        widens to hold longer ones)."""
        end = self._n + len(block)
        if block.dtype.kind == "S" and block.dtype.itemsize > self._data.dtype.itemsize:
            self._data = self._data.astype(block.dtype)  # a longer id: wider entries
        if end > len(self._data):
            self._data.resize(self._shape(max(end, int(len(self._data) * self._GROWTH))),
                              refcheck=False)  # fmt: skip
        self._data[self._n : end] = block
        self._n = end

    def array(self) -> NDArray[Any]:
        """The rows appended, as one array (trimmed in place; the reader's to keep)."""
        self._data.resize(self._shape(self._n), refcheck=False)
        return self._data
