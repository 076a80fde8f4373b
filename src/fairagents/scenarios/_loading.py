"""Reading a scenario file: one readable :class:`ScenarioError` naming the file and the field.

``problem`` may be inline or a path to a problem file, relative to the scenario file; an error
in that file names that file.

Internal to :mod:`fairagents.scenarios`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from fairagents.errors import InputError, ScenarioError
from fairagents.formats import load_any_problem
from fairagents.models.base import preview
from fairagents.scenarios._model import Scenario
from fairagents.validation import file_name, read_data_file, validate_data

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
        raise ScenarioError(
            f"{prefix}a scenario must be an object (a mapping), got {preview(data)}"
        )
    data = dict(data)
    problem = data.get("problem")
    if isinstance(problem, str):
        path = Path(problem) if base is None else base / problem
        try:
            data["problem"] = load_any_problem(path)  # JSON, YAML or Pabulib .pb
        except InputError as exc:
            raise ScenarioError(f"{prefix}problem: {exc}") from exc
    return validate_data(Scenario, data, source=source)


def load_scenario(path: str | Path) -> Scenario:
    """Read a scenario from a YAML or JSON file; bad input raises one readable ScenarioError."""
    data = read_data_file(path, what="scenario", error=ScenarioError)
    return parse_scenario(data, file_name(path), base=Path(path).parent)
