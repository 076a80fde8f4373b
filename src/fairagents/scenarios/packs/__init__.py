"""Scenario generators: seeded families of cases that sweeps draw from.

A generator turns ``(count, seed, params)`` into :class:`GeneratedCases` — problems, each with an
id and the description agents read — and says how many candidates it rejected and why. Sweeps
name a generator (``scenarios: [{generator: triage, count: 50, seed: 1}]``) and combine its cases
with their own agents, protocol and rule. Registered generators:

- ``triage`` (:func:`~fairagents.scenarios.packs.triage.generate_triage`) — ICU beds among
  patients with clinical and social attributes, keeping only cases where the ethical
  frameworks' optima differ;
- ``distributive`` (:func:`~fairagents.scenarios.packs.distributive.distributive_instances`) —
  the ten published indivisible-goods instances I1–I10.

>>> sorted(GENERATORS)
['distributive', 'triage']
>>> batch = generate("triage", count=2, seed=1)
>>> len(batch.cases), batch.rejected >= 0
(2, True)
"""

from __future__ import annotations

from fairagents.scenarios.packs.base import GeneratedCase, GeneratedCases, Generator, Params
from fairagents.scenarios.packs.distributive import distributive_instances
from fairagents.scenarios.packs.triage import generate_triage

__all__ = [
    "GENERATORS",
    "GeneratedCase",
    "GeneratedCases",
    "Generator",
    "Params",
    "distributive_instances",
    "generate",
    "generate_triage",
]

GENERATORS: dict[str, Generator] = {
    "triage": generate_triage,
    "distributive": distributive_instances,
}
"""Generators by the name sweeps use."""


def generate(
    name: str, *, count: int | None = None, seed: int = 0, **params: object
) -> GeneratedCases:
    """Cases from the generator called ``name``; ``ValueError`` naming the known ones if unknown."""
    if name not in GENERATORS:
        raise ValueError(f"generator {name!r} is unknown; known: {', '.join(sorted(GENERATORS))}")
    return GENERATORS[name](count, seed, params)
