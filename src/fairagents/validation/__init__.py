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

Text and JSON: :mod:`fairagents.validation._text`; YAML: :mod:`fairagents.validation._yaml_data`
(both re-exported here). ``read_data_file(path)`` parses; ``load_model(Model, path)`` parses
and validates; ``validate_data(Model, data, source=...)`` validates data already parsed. A
``.yaml``/``.yml`` file is YAML, anything else JSON.

>>> import tempfile
>>> path = Path(tempfile.mkdtemp()) / "p.json"
>>> _ = path.write_bytes(b'{"alternatives": ["caf\\xe9"]}')
>>> read_data_file(path, what="profile")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
fairagents.errors.InputError: .../p.json: not UTF-8 text: byte 0xe9 at line 1, column 23 cannot ...

Internal modules: ``_text``, ``_yaml_data``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ValidationError

from fairagents._lazy import lazy_names
from fairagents.errors import InputError
from fairagents.models.base import InputModel, format_validation_error, one_line, preview
from fairagents.validation._text import MAX_DEPTH, decode_text, parse_json

if TYPE_CHECKING:
    from fairagents.validation._yaml_data import MAX_ALIAS_NODES, parse_yaml

# PyYAML (its C loader, and the safe loader's classes yaml_data builds on) imported on first use:
# reading a JSON profile or a PrefLib file (formats imports this package) does not pay for it.
__getattr__ = lazy_names(__name__, {"MAX_ALIAS_NODES": "_yaml_data", "parse_yaml": "_yaml_data"})

__all__ = [
    "MAX_ALIAS_NODES",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "decode_text",
    "file_name",
    "format_validation_error",
    "load_model",
    "output_directory",
    "output_path",
    "parse_json",
    "parse_yaml",
    "read_bytes",
    "read_data_file",
    "validate_data",
]

M = TypeVar("M", bound=BaseModel)

MAX_FILE_BYTES = 256 * 1024 * 1024
"""Files larger than this (256 MiB) are refused before they are parsed."""

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
        from fairagents.validation._yaml_data import parse_yaml

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


def output_path(
    path: str | Path,
    *,
    what: str = "--out",
    folder: bool = False,
    error: type[InputError] = InputError,
) -> Path:
    """``path`` checked as where a command will write a file (a ``folder`` with ``folder``),
    before the command does any work; ``error`` names the path and what is wrong.

    Every folder on the way that exists must be a folder, and a ``..`` must follow one (after
    a file or a missing folder the system could not follow it); the path itself must not be a
    folder where a file goes, nor a file where a folder goes; the nearest folder that exists
    must be writable; a name too long or a NUL character is said so. Returns ``path`` as given
    (which then leads where its resolution does).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> (folder / "afile").touch()
    >>> output_path(folder / "new" / "page.html") == folder / "new" / "page.html"
    True
    >>> output_path(folder / "afile" / ".." / "page.html")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: --out .../afile/../page.html: .../afile is a file, not a folder...
    >>> output_path(folder, what="--csv")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: --csv ...: a folder; name a file (new, or one to replace)
    """
    path = Path(path)
    shown = f"{what} {file_name(path)}"
    try:
        on_the_way = Path(path.anchor)  # each folder the path goes through, in turn
        for part in path.parts[1:] if path.anchor else path.parts:
            if on_the_way.exists() and not on_the_way.is_dir():
                raise error(
                    f"{shown}: {file_name(on_the_way)} is a file, not a folder; choose another"
                )
            if part == ".." and not on_the_way.is_dir():
                raise error(
                    f"{shown}: `..` after {file_name(on_the_way)}, which is not a folder; name "
                    "the folder itself"
                )
            on_the_way = on_the_way / part
        if path.exists():
            if folder and not path.is_dir():
                raise error(f"{shown} is a file, not a folder; name a folder (new or existing)")
            if not folder and path.is_dir():
                raise error(f"{shown}: a folder; name a file (new, or one to replace)")
        nearest = path.resolve()  # the folder that will hold what is written, or its nearest
        if not nearest.is_dir():  # existing ancestor
            nearest = nearest.parent
        while not nearest.exists():
            nearest = nearest.parent
        if not os.access(nearest, os.W_OK | os.X_OK) or (
            path.exists() and not os.access(path, os.W_OK)
        ):
            raise error(f"{shown}: cannot write in {file_name(nearest)}; choose another")
    except InputError:
        raise
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise error(f"{shown}: cannot be used ({reason}); choose another") from exc
    except ValueError as exc:  # a NUL character
        raise error(f"{shown}: cannot be used ({exc}); choose another") from exc
    return path


def output_directory(
    path: str | Path, *, what: str = "output folder", error: type[InputError] = InputError
) -> Path:
    """The folder ``path``, created with its parents if missing; ``error`` naming the path when
    it cannot be (a file is in the way, a read-only or pseudo file system, no permission).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> output_directory(folder / "runs" / "a") == folder / "runs" / "a"
    True
    >>> (folder / "afile").touch()
    >>> output_directory(folder / "afile", what="--out")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: --out .../afile is a file, not a folder; name a folder ...
    """
    path = output_path(path, what=what, folder=True, error=error)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise error(f"{what} {path}: cannot create this folder ({reason}); choose another") from exc
    return path
