"""What a participant is told of the deliberation it takes part in, and nothing more.

A :class:`Brief` is the part of a scenario every participant (advocate, mediator, person) works
from: the problem, the case as they read it, and whether agents put outcomes of their own on the
table (``generate`` mode) or rank the given menu. What one agent adds to it — whom it
represents, how readily it concedes, its disagreement point, the ballot it casts — it is given
at construction, one value each. No participant holds the scenario: the protocol, the rule and
the other agents' specifications are the graph's (:class:`~fairagents.graph.Deliberation`
resolves the scenario into these parts once).

>>> from fairagents.scenarios import load_scenario
>>> s = load_scenario("examples/scenarios/triage.yaml")
>>> brief = Brief(problem=s.problem, case=s.case_text(), generates=True)
>>> brief.members("p1"), brief.members(None)
(('p1',), ())

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from fairagents.agents._candidates import Candidate, describe
from fairagents.problems import Problem
from fairagents.scenarios._model import parties_of

__all__ = ["Brief"]


@dataclass(frozen=True, eq=False)
class Brief:
    """The problem, the case as participants read it, and whether agents propose outcomes."""

    problem: Problem
    case: str
    generates: bool
    """``generate`` mode: agents propose outcomes, which join the table; else they rank a menu."""
    _described: dict[str, tuple[Candidate, str]] = field(
        default_factory=dict, init=False, repr=False
    )

    @cached_property
    def parties(self) -> dict[str, tuple[str, ...]]:
        """Every stakeholder id and group name → the stakeholders it stands for."""
        return parties_of(self.problem)

    def describe(self, candidate: Candidate) -> str:
        """What ``candidate`` is, for a prompt (:func:`~fairagents.agents._candidates.describe`),
        written once per candidate of the run: every participant's prompt lists the table
        every round, and the table's candidates do not change.

        A candidate is known by its id; an entry is used only for a candidate with the same
        outcome and label (a candidate whose authors grew is the same one).
        """
        found = self._described.get(candidate.id)
        if found is not None:
            known, text = found
            if known is candidate or (
                known.alternative == candidate.alternative
                and known.package == candidate.package
                and known.allocation == candidate.allocation
                and known.label == candidate.label
            ):
                return text
        text = describe(candidate, self.problem)
        self._described[candidate.id] = (candidate, text)
        return text

    def members(self, party: str | None) -> tuple[str, ...]:
        """The stakeholders a party (stakeholder id or group) stands for; () for nobody."""
        return () if party is None else self.parties[party]
