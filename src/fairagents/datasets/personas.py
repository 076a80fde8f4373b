"""Survey personas from a user's file, in the style of PRISM (Kirk et al., NeurIPS 2024).

PRISM's ``survey.jsonl`` holds one JSON object per participant — ``user_id``, demographics
(``age``, ``gender``, ``education``, ``employment_status``, ``religion``, ``ethnicity``, nested
``location`` …), a ``self_description`` and free text on what they want from an AI. A study puts
an LLM panel beside a human one by giving each agent one such persona. :func:`read_personas`
reads JSON Lines (``.jsonl``) or CSV (``.csv``, one header row): every row needs ``user_id``;
nested objects flatten to dotted keys (``location.reside_country``); empty values are dropped.
What the file says is the user's: it is read, never fetched, and nothing is invented for a
field it lacks.

>>> p = Persona(id="u1", attributes={"age": "25-34", "location.reside_country": "Chile"},
...     self_description="I teach music.")
>>> print(p.describe())
age: 25-34; location reside country: Chile. In their own words: I teach music.

"""

from __future__ import annotations

import csv
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import Field

from fairagents.errors import DatasetError
from fairagents.models.base import FrozenModel

__all__ = ["DESCRIBED", "MAX_PERSONAS", "Persona", "read_personas"]

DESCRIBED = ("self_description",)
"""Fields a persona quotes in the person's own words rather than lists as an attribute."""

MAX_PERSONAS = 100_000
"""The most rows :func:`read_personas` reads (PRISM has 1,500 participants)."""

MAX_TEXT = 4000
"""The longest persona text an agent is given (a scenario's persona limit)."""


class Persona(FrozenModel):
    """One survey participant as an agent's persona."""

    id: str = Field(min_length=1)
    attributes: dict[str, str] = Field(default_factory=dict)
    self_description: str = ""

    def describe(self) -> str:
        """The persona as an agent reads it: its attributes, then its own words (at most
        :data:`MAX_TEXT` characters)."""
        listed = "; ".join(
            f"{k.replace('.', ' ').replace('_', ' ')}: {v}" for k, v in self.attributes.items()
        )
        words = f"In their own words: {self.self_description}" if self.self_description else ""
        return ". ".join(x for x in (listed, words) if x)[:MAX_TEXT]


def _flat(row: Mapping[str, Any], prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in row.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            out.update(_flat(value, f"{name}."))
        elif isinstance(value, list):
            joined = ", ".join(str(v) for v in value if v not in (None, ""))
            if joined:
                out[name] = joined
        elif value not in (None, ""):
            out[name] = str(value)
    return out


def read_personas(path: str | Path) -> tuple[Persona, ...]:
    """The personas of a PRISM-style survey file (see the module docstring), in file order."""
    where = Path(path)
    try:
        text = where.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DatasetError(f"{where}: cannot read it as UTF-8 text ({exc})") from exc
    rows: list[tuple[int, Mapping[str, Any]]] = []
    if where.suffix == ".csv":
        rows = list(enumerate(csv.DictReader(text.splitlines()), start=2))
    elif where.suffix in (".jsonl", ".json"):
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise DatasetError(f"{where}: line {number}: not JSON ({exc.msg})") from exc
            if not isinstance(row, dict):
                raise DatasetError(f"{where}: line {number}: a participant is a JSON object")
            rows.append((number, row))
    else:
        raise DatasetError(f"{where}: give a .jsonl or .csv survey file")
    if len(rows) > MAX_PERSONAS:
        raise DatasetError(f"{where}: {len(rows)} participants; at most {MAX_PERSONAS} are read")
    out: list[Persona] = []
    seen: set[str] = set()
    for number, row in rows:
        flat = _flat(row)
        who = flat.pop("user_id", "").strip()
        if not who:
            raise DatasetError(f"{where}: line {number}: no user_id")
        if who in seen:
            raise DatasetError(f"{where}: line {number}: user_id {who!r} appears twice")
        seen.add(who)
        own = " ".join(flat.pop(k) for k in DESCRIBED if k in flat)
        out.append(Persona(id=who, attributes=flat, self_description=own))
    if not out:
        raise DatasetError(f"{where}: no participants")
    return tuple(out)
