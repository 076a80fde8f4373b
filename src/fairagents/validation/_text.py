"""Bytes to text, and JSON text to data, within the input boundary's bounds.

- :func:`decode_text`: UTF-8 (BOM optional), or UTF-16/32 announced by a BOM; anything else
  (a Latin-1 file, binary data) is named, with the position of the first bad byte;
- :func:`parse_json`: syntax errors with line and column, at most :data:`MAX_DEPTH` levels of
  nesting (counted without recursion), no integers Python refuses to read.

Every problem is one ``error`` line naming the source. The package docstring
(:mod:`fairagents.validation`) states the whole boundary.

Internal to :mod:`fairagents.validation`: import from the package, not from this module, which may
change without notice.
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


def _structure(raw: bytes) -> tuple[np.ndarray, np.ndarray]:
    """The positions of *valid* JSON's structural bytes that lie outside strings, and the bytes
    themselves (brackets, braces and colons), found without recursion.

    A byte lies outside strings when an even number of unescaped quotes precede it; a quote is
    escaped when an odd run of backslashes precedes it. UTF-8 continuation bytes are never
    ASCII, so byte positions are safe to compare.
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
    marks = np.flatnonzero((b == 0x5B) | (b == 0x7B) | (b == 0x5D) | (b == 0x7D) | (b == 0x3A))
    marks = marks[np.searchsorted(quotes, marks) % 2 == 0]
    return marks, b[marks]


def _json_depth(raw: bytes) -> int:
    """The nesting depth of *valid* JSON, counted on its bytes without recursion.

    >>> _json_depth(b'[{"a": "[[[\\\\"]"}, [1]]')
    2
    """
    return _depth_of(_structure(raw)[1])


def _depth_of(marks: np.ndarray) -> int:
    brackets = marks[marks != 0x3A]
    if not brackets.size:
        return 0
    opening = (brackets == 0x5B) | (brackets == 0x7B)
    return int(np.cumsum(np.where(opening, 1, -1)).max())


def _pairs_kept(data: Any) -> int:
    """How many key–value pairs the parsed data holds, over every object in it.

    Counted as the colons outside strings of the data written back by orjson (in C: a quarter
    of the time a walk over the objects in Python takes); by that walk where orjson cannot
    write the data (integers beyond 64 bits, which only the json module reads).
    """
    try:
        return int(np.count_nonzero(_structure(orjson.dumps(data))[1] == 0x3A))
    except (orjson.JSONEncodeError, TypeError):
        pass
    count, stack = 0, [data]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            count += len(value)
            stack.extend(v for v in value.values() if isinstance(v, dict | list))
        elif isinstance(value, list):
            stack.extend(v for v in value if isinstance(v, dict | list))
    return count


def _duplicate_key(text: str) -> tuple[str, int] | None:
    """The first key that an object of ``text`` repeats, and the line the object starts on.

    The pure-Python scanner is used (only here, once a duplicate is known to exist) because its
    object parser can be wrapped to learn where each object starts.
    """
    decoder = json.JSONDecoder()
    found: list[tuple[str, int]] = []

    def parse_object(s_and_end: tuple[str, int], *args: Any) -> tuple[Any, int]:
        start = s_and_end[1]
        pairs, end = json.decoder.JSONObject(s_and_end, *args[:2], None, list, *args[4:])  # type: ignore[attr-defined]
        seen: set[str] = set()
        for k, _ in pairs:
            if k in seen and not found:
                found.append((k, s_and_end[0].count("\n", 0, start) + 1))
            seen.add(k)
        return dict(pairs), end

    decoder.parse_object = parse_object  # type: ignore[attr-defined]
    decoder.scan_once = json.scanner.py_make_scanner(decoder)  # type: ignore[attr-defined]
    decoder.decode(text)
    return found[0] if found else None


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
    >>> parse_json('{"seed": 3,\\n "seed": 99}', "x.json")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: x.json: line 1: the object starting there gives the key 'seed' ...
    """
    if not text.strip():
        raise error(f"{source}: the file is empty; expected JSON data")
    try:
        # orjson parses a 10,000-ballot compact profile 2.5× faster than the json module
        # (docs/changelog.md, the aggregators benchmark); on anything it refuses (NaN, integers
        # beyond 64 bits, deep nesting, bad syntax) the json module decides, so the messages
        # below stay as they are.
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
    if isinstance(data, list | dict):
        _, marks = _structure(text.encode("utf-8"))
        if _depth_of(marks) > MAX_DEPTH:
            raise too_deep(source, error)
        # Both parsers keep the last of two equal keys silently (``seed: 3`` … ``seed: 99``
        # would run seed 99): a key written twice is an error. Counting the colons outside
        # strings against the pairs kept finds one without slowing the common case.
        if int(np.count_nonzero(marks == 0x3A)) != _pairs_kept(data):
            duplicate = _duplicate_key(text)
            if duplicate is not None:
                name, line = duplicate
                raise error(
                    f"{source}: line {line}: the object starting there gives the key "
                    f"{name!r} twice; keep one"
                )
    return data
