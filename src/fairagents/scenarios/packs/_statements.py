"""Seeded statement problems whose answer is known: a compromise planted, or none.

For checking that a statement study can show an effect *and* its absence: ``parties`` groups
write one statement of three points (a :class:`~fairagents.problems.BudgetedSelection` whose
projects are points, each costing 1, with a budget of 3). Each party's agreement with each
point, 0 (against) to 4 (strongly for), is drawn uniformly in a range fixed by the point's role:

- two **shared** points (``shared_a``, ``shared_b``) every party agrees with: 3.5–4;
- one **own** point per party (``own_<party>``): 2.5–2.9 for its party, 0–0.5 for the others;
- one **bridge** point: with ``planted: true`` (default) 1.5–2 for every party; with
  ``planted: false``, 0 for every party.

A statement is worth the sum of its points' agreement, so each party's opinion (its best
statement) is both shared points and its own. With the bridge planted, the statement of the two
shared points and the bridge is **every party's second choice**: it is worth 0.5–1.4 less than
a party's own opinion and more than any other statement (another party's opinion adds at most
0.5 to the shared points, a statement without both of them loses at least 0.6) — a compromise
whose worst-off party fares better than under any party's opinion. With ``planted: false``
there is none: every statement other than the opinions is worth no more to any party than each
of the others' opinions, so no statement raises the worst-off party above the best opinion.
``examples/sweeps/statements_planted.yaml`` and ``statements_null.yaml`` run both, and a test
checks that the protocol comparison table finds the first and not the second.

The numbers are ours, chosen so that the answer is known; they model no survey.

>>> batch = generate_statements(2, seed=1, params={"parties": 3})
>>> problem = batch.cases[0].problem
>>> problem.kind, problem.budget, sorted(problem.projects)[:3]
('budget', 3.0, ['bridge', 'own_east', 'own_north'])

Internal to :mod:`fairagents.scenarios.packs`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

import random

from pydantic import Field

from fairagents.models import Stakeholder
from fairagents.problems import BudgetedSelection
from fairagents.scenarios.packs._base import FilterParams, case_generator

__all__ = ["PARTIES", "StatementParams", "draw_statements", "generate_statements"]

PARTIES = ("north", "south", "east", "west", "river", "hill")
"""The parties, in the order a case takes them (``parties: 3`` is north, south and east)."""

SHARED = {
    "shared_a": "Keep the library open in the evenings.",
    "shared_b": "Fix the broken street lights before winter.",
}
BRIDGE = ("bridge", "Share one community hall between the neighbourhoods.")
OWN = "Put {party}'s own project first in next year's plan."

DEFAULT_COUNT = 60


class StatementParams(FilterParams):
    """The generator's parameters (a sweep's ``params``)."""

    parties: int = Field(default=3, ge=2, le=len(PARTIES))
    planted: bool = Field(default=True, description="whether the bridge point is planted")


def draw_statements(rng: random.Random, params: StatementParams, case_id: str) -> BudgetedSelection:
    """One case drawn from ``rng`` (see the module docstring)."""
    parties = PARTIES[: params.parties]
    points = [*SHARED, *(f"own_{p}" for p in parties), BRIDGE[0]]
    utilities: dict[str, dict[str, float]] = {}
    for party in parties:
        row = {s: rng.uniform(3.5, 4.0) for s in SHARED}
        for other in parties:
            mine = other == party
            row[f"own_{other}"] = rng.uniform(2.5, 2.9) if mine else rng.uniform(0.0, 0.5)
        row[BRIDGE[0]] = rng.uniform(1.5, 2.0) if params.planted else 0.0
        utilities[party] = {p: round(row[p], 3) for p in points}
    labels = {**SHARED, BRIDGE[0]: BRIDGE[1], **{f"own_{p}": OWN.format(party=p) for p in parties}}
    return BudgetedSelection(
        id=case_id,
        description=(
            f"{len(parties)} neighbourhoods ({', '.join(parties)}) write one statement of at most "
            "three points for the town council; each rated each point from 0 (against it) to 4 "
            "(strongly for it)."
        ),
        projects=dict.fromkeys(points, 1.0),
        budget=3,
        labels=labels,
        utilities=utilities,
        stakeholders={p: Stakeholder(id=p, group=p) for p in parties},
    )


generate_statements = case_generator(
    "statements", StatementParams, draw_statements, default_count=DEFAULT_COUNT
)
