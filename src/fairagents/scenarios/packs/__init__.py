"""Scenario generators: seeded families of cases that sweeps draw from.

A generator turns ``(count, seed, params)`` into :class:`GeneratedCases` — problems, each with an
id and the description agents read — and says how many candidates it rejected and why. Sweeps
name a generator (``scenarios: [{generator: triage, count: 50, seed: 1}]``) and combine its cases
with their own agents, protocol and rule. Registered generators:

- ``triage`` (:func:`~fairagents.scenarios.packs.triage.generate_triage`) — healthcare: ICU
  beds among patients with clinical and social attributes, keeping only cases where the
  ethical frameworks' optima differ;
- ``outpatient`` (:func:`~fairagents.scenarios.packs.outpatient.generate_outpatient`) —
  healthcare: appointment slots among patients with different urgency and travel burden;
- ``tourism`` (:func:`~fairagents.scenarios.packs.tourism.generate_tourism`) — the slate of
  places a recommender shows visitors, judged by tourists, residents, local businesses and the
  environment;
- ``education`` (:func:`~fairagents.scenarios.packs.education.generate_education`) — tutoring
  blocks among student groups with different needs (an allocation: EF1, maximin, Nash
  welfare), teachers and the school as stakeholders;
- ``budget`` (:func:`~fairagents.scenarios.packs._budget.generate_budget`) — participatory
  budgets: resident groups and street projects under a budget;
- ``distributive`` (:func:`~fairagents.scenarios.packs._distributive.distributive_instances`) —
  the ten published indivisible-goods instances I1–I10;
- ``statements`` (:func:`~fairagents.scenarios.packs._statements.generate_statements`) —
  statements whose answer is known: a compromise every party ranks second planted, or none
  (for checking that a study table finds an effect that is there and none where none is).

A pack is one use case in one module: its case model (:class:`~fairagents.scenarios._case.Case`,
whose docstring states every stakeholder's objective in numbers) beside the generator that draws
it — :mod:`~fairagents.scenarios.packs.triage`, :mod:`~fairagents.scenarios.packs.outpatient`,
:mod:`~fairagents.scenarios.packs.tourism`, :mod:`~fairagents.scenarios.packs.education`. A budget
needs no case model (it is a core :class:`~fairagents.problems.BudgetedSelection`; its objectives
are in :mod:`~fairagents.scenarios.packs._budget`), nor do the published instances. Every generator
also takes ``frameworks`` (keep only cases where those frameworks' optima differ) and
``max_draws``.

>>> sorted(GENERATORS)
['budget', 'distributive', 'education', 'outpatient', 'statements', 'tourism', 'triage']
>>> batch = generate("triage", count=2, seed=1)
>>> len(batch.cases), batch.rejected >= 0
(2, True)

Public modules: :mod:`~fairagents.scenarios.packs.education`,
:mod:`~fairagents.scenarios.packs.outpatient`, :mod:`~fairagents.scenarios.packs.tourism`,
:mod:`~fairagents.scenarios.packs.triage`.

Internal modules: ``_base``, ``_budget``, ``_distributive``, ``_statements``.
"""

from __future__ import annotations

from fairagents.scenarios.packs._base import GeneratedCase, GeneratedCases, Generator, Params
from fairagents.scenarios.packs._budget import generate_budget
from fairagents.scenarios.packs._distributive import distributive_instances
from fairagents.scenarios.packs._statements import generate_statements
from fairagents.scenarios.packs.education import generate_education
from fairagents.scenarios.packs.outpatient import generate_outpatient
from fairagents.scenarios.packs.tourism import generate_tourism
from fairagents.scenarios.packs.triage import generate_triage

__all__ = [
    "GENERATORS",
    "GeneratedCase",
    "GeneratedCases",
    "Generator",
    "Params",
    "distributive_instances",
    "generate",
    "generate_budget",
    "generate_education",
    "generate_outpatient",
    "generate_statements",
    "generate_tourism",
    "generate_triage",
]

GENERATORS: dict[str, Generator] = {
    "triage": generate_triage,
    "outpatient": generate_outpatient,
    "tourism": generate_tourism,
    "education": generate_education,
    "budget": generate_budget,
    "distributive": distributive_instances,
    "statements": generate_statements,
}
"""Generators by the name sweeps use."""


def generate(
    name: str, *, count: int | None = None, seed: int = 0, **params: object
) -> GeneratedCases:
    """Cases from the generator called ``name``; ``ValueError`` naming the known ones if unknown."""
    if name not in GENERATORS:
        raise ValueError(f"generator {name!r} is unknown; known: {', '.join(sorted(GENERATORS))}")
    return GENERATORS[name](count, seed, params)
