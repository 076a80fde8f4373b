"""The one boundary every file a user gives fairagents goes through.

Profiles, problems, allocations, corpus front matter and scenario files are all read here, so
each of them gets the same guarantees; whatever the bytes, the result is data or one
:class:`~fairagents.errors.InputError` line naming the file and the problem:

- size: at most :data:`MAX_FILE_BYTES` are read (a device or a huge file cannot exhaust memory);
- encoding: UTF-8, with or without a byte-order mark; UTF-16 and UTF-32 with a BOM. Anything else
  (a Latin-1 file, binary data) is named as such, with the position of the first bad byte;
- nesting: at most :data:`MAX_DEPTH` levels of lists and objects, checked without recursion;
- YAML: plain data only (mappings, lists, strings, numbers, booleans, null, dates): tags that
  construct other objects are refused, as are aliases that expand the document by more than
  :data:`MAX_ALIAS_NODES` nodes ("billion laughs") or refer to themselves;
- errors: the first problem and how many more (``(and 99,999 more problems)``), each cut to a
  readable length.

``read_data_file(path)`` parses; ``load_model(Model, path)`` parses and validates;
``validate_data(Model, data, source=...)`` validates data already parsed. A ``.yaml``/``.yml`` file
is YAML, anything else JSON.

>>> import tempfile
>>> path = Path(tempfile.mkdtemp()) / "p.json"
>>> _ = path.write_bytes(b'{"alternatives": ["caf\\xe9"]}')
>>> read_data_file(path, what="profile")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
fairagents.errors.InputError: .../p.json: not UTF-8 text: byte 0xe9 at line 1, column 23 cannot ...
"""

from __future__ import annotations

import codecs
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
import orjson
import yaml
from pydantic import BaseModel, ValidationError
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.events import AliasEvent, Event
from yaml.nodes import Node
from yaml.resolver import Resolver

from fairagents.errors import InputError
from fairagents.models._base import InputModel, format_validation_error, one_line, preview

__all__ = [
    "MAX_ALIAS_NODES",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "decode_text",
    "file_name",
    "format_validation_error",
    "load_model",
    "parse_json",
    "parse_yaml",
    "read_bytes",
    "read_data_file",
    "validate_data",
]

M = TypeVar("M", bound=BaseModel)

MAX_FILE_BYTES = 256 * 1024 * 1024
"""Files larger than this (256 MiB) are refused before they are parsed."""
MAX_DEPTH = 100
"""Lists and objects nested deeper than this are refused (real files nest a handful of levels)."""
MAX_ALIAS_NODES = 100_000
"""YAML aliases may add at most this many nodes to a document when expanded."""

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


# -- JSON ---------------------------------------------------------------------------------------


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


def _huge_integer(source: str, error: type[InputError]) -> InputError:
    return error(f"{source}: a number has more than 4,300 digits; numbers must be within ±1e15")


def _too_deep(source: str, error: type[InputError]) -> InputError:
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
        raise _too_deep(source, error) from exc
    except ValueError as exc:  # Python refuses integers of more than 4,300 digits
        raise _huge_integer(source, error) from exc
    if isinstance(data, list | dict) and _json_depth(text.encode("utf-8")) > MAX_DEPTH:
        raise _too_deep(source, error)
    return data


# -- YAML ---------------------------------------------------------------------------------------

_DATA_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}"
    for name in ("null", "bool", "int", "float", "str", "seq", "map", "timestamp", "merge")
)


class _Refused(Exception):
    """Raised inside the composer; turned into an InputError with the file name."""

    def __init__(self, message: str, node_line: int | None = None) -> None:
        super().__init__(message)
        self.line = node_line


class _BoundedComposer(Composer):
    """PyYAML's composer, bounded: depth, alias expansion, self-reference and tags.

    Aliases stay shared references while composing (memory stays linear in the file); what is
    bounded is the size the document would have once expanded, since validation walks it so.
    """

    peek_event: Callable[[], Event]  # provided by the parser this composer is mixed with

    def __init__(self) -> None:
        super().__init__()
        self._depth = 0
        self._nodes = 0  # nodes so far, aliases counted at their expanded size
        self._added = 0  # nodes added by aliases
        self._sizes: dict[int, int] = {}  # id(anchored node) → expanded size, once complete

    def compose_node(self, parent: Node | None, index: Any) -> Node:
        event = self.peek_event()
        line = event.start_mark.line + 1 if event.start_mark is not None else None
        if isinstance(event, AliasEvent):
            node = super().compose_node(parent, index)
            assert node is not None  # an alias always resolves to a node (or PyYAML raises)
            size = self._sizes.get(id(node))
            if size is None:
                raise _Refused(f"alias *{event.anchor} refers to a node that contains it", line)
            self._nodes += size
            self._added += size
            if self._added > MAX_ALIAS_NODES:
                raise _Refused(
                    f"aliases expand the document by more than {MAX_ALIAS_NODES:,} nodes; "
                    "write the data out instead",
                    line,
                )
            return node
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise _Refused(
                f"lists and mappings are nested more than {MAX_DEPTH} levels deep; "
                "fairagents reads data files of a few levels",
                line,
            )
        start = self._nodes
        node = super().compose_node(parent, index)
        assert node is not None  # a scalar, sequence or mapping event always gives a node
        self._depth -= 1
        self._nodes += 1
        if getattr(event, "anchor", None) is not None:  # node events carry one, or None
            self._sizes[id(node)] = self._nodes - start
        if node.tag not in _DATA_TAGS:
            tag = node.tag.replace("tag:yaml.org,2002:", "!!")
            raise _Refused(
                f"the tag {preview(tag, 80)} is not allowed; data files hold mappings, lists, "
                "strings, numbers, booleans, null and dates",
                line,
            )
        return node


# libyaml parses in C when it is installed; composition (where the bounds live) stays in Python.
if getattr(yaml, "__with_libyaml__", False):
    from yaml._yaml import CParser

    class _Loader(_BoundedComposer, CParser, SafeConstructor, Resolver):
        def __init__(self, stream: str) -> None:
            CParser.__init__(self, stream)
            _BoundedComposer.__init__(self)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)

else:  # pragma: no cover - the pure-Python parser, same bounds

    class _Loader(_BoundedComposer, yaml.SafeLoader):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            yaml.SafeLoader.__init__(self, stream)
            _BoundedComposer.__init__(self)


def parse_yaml(
    text: str, source: str, *, error: type[InputError] = InputError, first_line: int = 1
) -> Any:
    """Parse YAML text as plain data (see the module docstring); problems raise ``error``.

    ``first_line`` is the file line the text starts on (front matter starts on line 2), so
    reported lines match the file.

    >>> parse_yaml("a: &x [1, 2]\\nb: *x", "x.yaml")
    {'a': [1, 2], 'b': [1, 2]}
    >>> parse_yaml("a: !!python/object/apply:os.system [ls]", "x.yaml")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: x.yaml: line 1: the tag '!!python/object/apply:os.system' is ...
    """
    offset = first_line - 1
    loader = _Loader(text)
    try:
        return loader.get_single_data()
    except _Refused as exc:
        where = f"line {exc.line + offset}: " if exc.line is not None else ""
        raise error(f"{source}: {where}{exc}") from None
    except yaml.MarkedYAMLError as exc:
        if "maximum nesting depth" in str(exc.problem):  # libyaml's own limit (1,000 levels)
            raise _too_deep(source, error) from exc
        mark = exc.problem_mark or exc.context_mark
        where = f" at line {mark.line + 1 + offset}, column {mark.column + 1}" if mark else ""
        what = exc.problem or exc.context or "unreadable"
        context = f" ({exc.context})" if exc.context and exc.problem else ""
        raise error(one_line(f"{source}: invalid YAML{where}: {what}{context}")) from exc
    except yaml.YAMLError as exc:  # reader errors: characters YAML does not allow
        raise error(one_line(f"{source}: invalid YAML: {exc}")) from exc
    except ValueError as exc:  # Python refuses integers of more than 4,300 digits
        raise _huge_integer(source, error) from exc
    except RecursionError as exc:  # depth is bounded above; this is a last line of defence
        raise _too_deep(source, error) from exc
    finally:
        loader.dispose()


# -- files and models ---------------------------------------------------------------------------


def file_name(path: str | Path) -> str:
    """How a message names a file: its path, quoted when it holds line breaks or other controls.

    >>> file_name("a.json"), file_name("a\\nb.json")
    ('a.json', "'a\\\\nb.json'")
    """
    name = str(path)
    return name if name.isprintable() else repr(name)


def read_bytes(
    path: str | Path, *, what: str = "data", error: type[InputError] = InputError
) -> bytes:
    """A file's bytes, at most :data:`MAX_FILE_BYTES` of them; problems raise ``error``."""
    source = file_name(path)
    try:
        with Path(path).open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise error(f"{source}: cannot read: {exc.strerror or exc}") from exc
    except ValueError as exc:  # a path no file can have, e.g. with a NUL character
        raise error(f"{source}: cannot read: {exc}") from exc
    if len(raw) > MAX_FILE_BYTES:
        raise error(
            f"{source}: larger than {MAX_FILE_BYTES // 2**20} MiB, the largest {what} file "
            "fairagents reads"
        )
    return raw


def read_data_file(
    path: str | Path, *, what: str = "data", error: type[InputError] = InputError
) -> Any:
    """Read and parse a JSON or YAML file; any problem raises ``error`` naming the file.

    ``what`` names the content in messages ("profile", "problem", "scenario").
    """
    path = Path(path)
    source = file_name(path)
    raw = read_bytes(path, what=what, error=error)
    text = decode_text(raw, source, error=error)
    if not text.strip():
        raise error(f"{source}: the file is empty; expected a {what} in JSON or YAML")
    if path.suffix.lower() in {".yaml", ".yml"}:
        return parse_yaml(text, source, error=error)
    return parse_json(text, source, error=error)


def _error_for(model: type[BaseModel], error: type[InputError] | None) -> type[InputError]:
    if error is not None:
        return error
    return model.validation_error if issubclass(model, InputModel) else InputError


def validate_data(
    model: type[M], data: Any, *, source: str = "", error: type[InputError] | None = None
) -> M:
    """Validate parsed data into ``model``; one readable ``error`` line naming ``source``.

    ``error`` defaults to the model's own error class (``ProfileError`` for a profile).
    """
    if _reads_itself(model):
        try:
            validated: M = model.model_validate(data)
        except InputError as exc:  # worded without the file: name it as below
            message = one_line(f"{source}: {exc}") if source else str(exc)
            cause = exc.__cause__ if isinstance(exc.__cause__, ValidationError) else exc
            raise _error_for(model, error)(message) from cause
        return validated
    try:
        # The pydantic validator itself: InputModel.model_validate would word the error
        # without the file name.
        result: M = model.__pydantic_validator__.validate_python(data)
    except ValidationError as exc:
        raise _error_for(model, error)(format_validation_error(exc, data, source)) from exc
    return result


def _reads_itself(model: type[BaseModel]) -> bool:
    """Whether ``model`` reads more than its pydantic schema says (Profile: the compact form,
    simple ballots as columns), so its own ``model_validate`` must do the reading."""
    if not issubclass(model, InputModel):
        return False
    below = model.__mro__[: model.__mro__.index(InputModel)]
    return any("model_validate" in vars(cls) for cls in below)


def load_model(
    model: type[M],
    path: str | Path,
    error: type[InputError] | None = None,
    *,
    what: str | None = None,
) -> M:
    """Read ``path`` (JSON or YAML) into ``model``; bad input raises one readable error.

    ``what`` names the content in messages (default: the model's name in lower case).
    """
    kind = _error_for(model, error)
    what = what or model.__name__.lower()
    data = read_data_file(path, what=what, error=kind)
    if not isinstance(data, dict):
        raise kind(
            f"{file_name(path)}: a {what} file holds one object (a mapping of fields), "
            f"got {preview(data)}"
        )
    return validate_data(model, data, source=file_name(path), error=kind)
