"""Bytes to text, and JSON text to data, within the input boundary's bounds.

- :func:`decode_text`: UTF-8 (BOM optional), or UTF-16/32 announced by a BOM; anything else
  (a Latin-1 file, binary data) is named, with the position of the first bad byte;
- :func:`parse_json`: syntax errors with line and column, at most :data:`MAX_DEPTH` levels of
  nesting (counted without recursion), no integers Python refuses to read.

Every problem is one ``error`` line naming the source. The package docstring
(:mod:`fairagents.validation`) states the whole boundary.
"""

from __future__ import annotations

import codecs
import json
from typing import Any

import numpy as np
import orjson

from fairagents.errors import InputError

__all__ = ["MAX_DEPTH", "decode_text", "huge_integer", "parse_json", "too_deep"]

MAX_DEPTH = 100
"""Lists and objects nested deeper than this are refused (real files nest a handful of levels)."""

_BOMS = (  # UTF-32 first: its little-endian BOM starts with UTF-16's.
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def _line_column(raw: bytes, offset: int) -> str:
    line = raw.count(b"\n", 0, offset) + 1
    column = offset - (raw.rfind(b"\n", 0, offset) + 1) + 1
    return f"line {line}, column {column}"


def decode_text(raw: bytes, source: str, *, error: type[InputError] = InputError) -> str:
    """Decode a file's bytes: UTF-8 (BOM optional), or UTF-16/32 announced by a BOM.

    >>> decode_text(b"\\xef\\xbb\\xbfa: 1", "x.yaml")
    'a: 1'
    >>> decode_text(b"\\x00\\x01", "x.json")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: x.json: binary data, not text (a NUL byte at line 1, column 1)...
    """
    encoding = next((enc for bom, enc in _BOMS if raw.startswith(bom)), None)
    if encoding is None and b"\x00" in raw:
        where = _line_column(raw, raw.index(b"\x00"))
        raise error(
            f"{source}: binary data, not text (a NUL byte at {where}); give a JSON or YAML file"
        )
    try:
        text = raw.decode(encoding or "utf-8")
    except UnicodeDecodeError as exc:
        if encoding is not None and encoding != "utf-8-sig":
            raise error(
                f"{source}: invalid {encoding.upper()} text; re-save the file as UTF-8"
            ) from exc
        where = _line_column(raw, exc.start)
        raise error(
            f"{source}: not UTF-8 text: byte 0x{raw[exc.start]:02x} at {where} cannot be "
            "decoded; re-save the file as UTF-8"
        ) from exc
    if "\x00" in text:
        raise error(f"{source}: binary data, not text (a NUL character); give a JSON or YAML file")
    return text


def _json_depth(raw: bytes) -> int:
    """The nesting depth of *valid* JSON, counted on its bytes without recursion.

    Brackets count when they lie outside strings, i.e. after an even number of unescaped
    quotes; a quote is escaped when an odd run of backslashes precedes it. UTF-8 continuation
    bytes are never ASCII, so byte positions are safe to compare.

    >>> _json_depth(b'[{"a": "[[[\\\\"]"}, [1]]')
    2
    """
    b = np.frombuffer(raw, dtype=np.uint8)
    quotes = np.flatnonzero(b == 0x22)
    slashes = np.flatnonzero(b == 0x5C)
    if quotes.size and slashes.size:
        breaks = np.flatnonzero(np.diff(slashes) != 1)
        starts = np.concatenate([slashes[:1], slashes[breaks + 1]])
        ends = np.concatenate([slashes[breaks], slashes[-1:]])  # inclusive
        before = quotes - 1
        run = np.minimum(np.searchsorted(ends, before), ends.size - 1)
        length = np.where(ends[run] == before, before - starts[run] + 1, 0)
        quotes = quotes[length % 2 == 0]
    opening = (b == 0x5B) | (b == 0x7B)
    brackets = np.flatnonzero(opening | (b == 0x5D) | (b == 0x7D))
    brackets = brackets[np.searchsorted(quotes, brackets) % 2 == 0]
    if not brackets.size:
        return 0
    return int(np.cumsum(np.where(opening[brackets], 1, -1)).max())


def huge_integer(source: str, error: type[InputError]) -> InputError:
    """The error for a number Python refuses to read (more than 4,300 digits)."""
    return error(f"{source}: a number has more than 4,300 digits; numbers must be within ±1e15")


def too_deep(source: str, error: type[InputError]) -> InputError:
    """The error for data nested deeper than :data:`MAX_DEPTH`."""
    return error(
        f"{source}: lists and objects are nested more than {MAX_DEPTH} levels deep; "
        "fairagents reads data files of a few levels"
    )


def parse_json(text: str, source: str, *, error: type[InputError] = InputError) -> Any:
    """Parse JSON text; syntax errors, deep nesting and huge integers raise ``error``.

    >>> parse_json('{"a": [1, 2]}', "x.json")
    {'a': [1, 2]}
    >>> parse_json("[" * 200 + "]" * 200, "x.json")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: x.json: lists and objects are nested more than 100 levels ...
    """
    if not text.strip():
        raise error(f"{source}: the file is empty; expected JSON data")
    try:
        # orjson parses a 10,000-ballot compact profile 2.5× faster than the json module
        # (docs/benchmarks.md); on anything it refuses (NaN, integers beyond 64 bits, deep
        # nesting, bad syntax) the json module decides, so the messages below stay as they are.
        try:
            data = orjson.loads(text)
        except orjson.JSONDecodeError:
            data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(f"{source}: line {exc.lineno}, column {exc.colno}: {exc.msg}") from exc
    except RecursionError as exc:  # the C parser guards its own recursion
        raise too_deep(source, error) from exc
    except ValueError as exc:  # Python refuses integers of more than 4,300 digits
        raise huge_integer(source, error) from exc
    if isinstance(data, list | dict) and _json_depth(text.encode("utf-8")) > MAX_DEPTH:
        raise too_deep(source, error)
    return data
