"""Streaming a text file line by line with errors that name the file and the line.

Both formats are read through :func:`open_text`: UTF-8 with or without a byte-order mark,
any line ends (``\\n``, ``\\r\\n``, ``\\r``), decoded as it is read so that a file of any size is
never held in memory whole (only what is parsed from it is). A byte that is not UTF-8 is named
with its line; :class:`Where` words every message as ``FILE, line N: ...``.

Internal to :mod:`fairagents.formats`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from fairagents.errors import InputError
from fairagents.validation import file_name

__all__ = ["Source", "Where", "open_text"]

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


@contextmanager
def open_text(
    source: Source | None, text: str | None, *, what: str, error: type[InputError]
) -> Iterator[tuple[Iterator[str], Where]]:
    """The lines of ``source`` (a path) or ``text``, and how to name the file in errors.

    Exactly one of ``source`` and ``text`` is given. Lines keep their ends (``\r\n`` too) so
    that a CSV reader sees quoted fields whole; a leading BOM is dropped. A file is decoded
    line by line, so a byte that is not UTF-8 is named with its line.
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
        yield _decoded(handle, where), where


def _decoded(handle: IO[bytes], where: Where) -> Iterator[str]:
    for number, raw in enumerate(handle, start=1):
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
