"""Turning pydantic validation errors into one readable line per problem.

``ballots.2.utilities.c: Input should be a finite number`` becomes
``profile.json: ballots[2] (voter 'v3').utilities.c: Input should be a finite number`` — the file,
the item and the field, as a user would look for them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from fairagents.errors import InputError

__all__ = ["format_validation_error", "load_model", "read_data_file"]

M = TypeVar("M", bound=BaseModel)


def _describe_location(loc: tuple[int | str, ...], data: Any) -> str:
    parts: list[str] = []
    node = data
    for key in loc:
        if isinstance(key, int):
            parts[-1:] = [f"{parts[-1] if parts else ''}[{key}]"]
            node = node[key] if isinstance(node, list) and key < len(node) else None
            # Name the voter/id of a list item, since that is what a user searches for.
            if isinstance(node, dict):
                for label in ("voter", "id", "name"):
                    if isinstance(node.get(label), str):
                        parts[-1] += f" ({label} {node[label]!r})"
                        break
        else:
            parts.append(str(key))
            node = node.get(key) if isinstance(node, dict) else None
    return ".".join(parts)


def format_validation_error(err: ValidationError, data: Any = None, source: str = "") -> str:
    """One line per error: ``source: location: message``."""
    lines = []
    for e in err.errors(include_url=False):
        msg = str(e["msg"]).removeprefix("Value error, ")
        where = _describe_location(tuple(e["loc"]), data)
        prefix = ": ".join(p for p in (source, where) if p)
        lines.append(f"{prefix}: {msg}" if prefix else msg)
    return "\n".join(lines)


def read_data_file(path: Path) -> Any:
    """Parse a JSON or YAML file; raise :class:`InputError` naming the file on failure."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    try:
        if path.suffix.lower() in {".yaml", ".yml"}:
            return yaml.safe_load(text)
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}: line {exc.lineno}, column {exc.colno}: {exc.msg}") from exc
    except yaml.YAMLError as exc:
        raise InputError(f"{path}: invalid YAML: {exc}") from exc


def load_model(model: type[M], path: Path, error: Callable[[str], InputError] = InputError) -> M:
    """Read ``path`` (JSON or YAML) into ``model``; bad input raises one readable error."""
    data = read_data_file(path)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise error(format_validation_error(exc, data, str(path))) from exc
