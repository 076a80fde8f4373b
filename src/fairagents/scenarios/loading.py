"""Reading a scenario file: one readable :class:`ScenarioError` naming the file and the field.

``problem`` may be inline or a path to a problem file, relative to the scenario file; an error
in that file names that file.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from fairagents.errors import InputError, ScenarioError
from fairagents.problems import load_problem
from fairagents.scenarios.model import Scenario
from fairagents.validation import format_validation_error, read_data_file

__all__ = ["load_scenario", "parse_scenario"]


def parse_scenario(data: Any, source: str = "", *, base: Path | None = None) -> Scenario:
    """Validate parsed YAML/JSON ``data`` into a :class:`Scenario`.

    ``base`` is the folder a ``problem: path`` is relative to (default: the working directory).

    >>> parse_scenario({"id": "x", "problem": {"kind": "choice", "alternatives": [{"id": "a"}],
    ...     "utilities": {"ann": {"a": 1}}}, "agents": [{"name": "n"}]}).agents[0].stance
    'neutral'
    >>> parse_scenario({"id": "x", "problem": "nowhere.json", "agents": []}, "s.yaml")
    ... # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.ScenarioError: s.yaml: problem: nowhere.json: cannot read: ...
    """
    prefix = f"{source}: " if source else ""
    if not isinstance(data, Mapping):
        raise ScenarioError(f"{prefix}a scenario must be an object (a mapping), got {data!r:.60}")
    data = dict(data)
    problem = data.get("problem")
    if isinstance(problem, str):
        path = Path(problem) if base is None else base / problem
        try:
            data["problem"] = load_problem(path)
        except InputError as exc:
            raise ScenarioError(f"{prefix}problem: {exc}") from exc
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(format_validation_error(exc, data, source)) from exc


def load_scenario(path: str | Path) -> Scenario:
    """Read a scenario from a YAML or JSON file; bad input raises one readable ScenarioError."""
    path = Path(path)
    try:
        data = read_data_file(path)
    except InputError as exc:
        raise ScenarioError(str(exc)) from exc
    return parse_scenario(data, str(path), base=path.parent)
