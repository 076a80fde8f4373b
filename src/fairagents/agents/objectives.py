"""What an analytic agent wants, and how it moves: objectives, exact optima, the revision rule.

Analytic agents are the offline baseline, so they must be meaningful:

- an **aligned** agent ranks by its framework's welfare functional over every stakeholder's true
  utility (:mod:`fairagents.frameworks`), and in ``generate`` mode proposes that framework's exact
  optimum over the feasible set;
- a **neutral** agent ranks by the total expected benefit (the weighted sum of utilities);
- an **adversarial** agent ranks by its favoured group's welfare (the weighted sum of its
  members' utilities), ties broken by the total.

The feasible set is enumerated exactly when it is small enough (every alternative, every package
within budget, every assignment of goods up to :data:`~fairagents.frameworks.EXACT_LIMIT`);
otherwise — divisible money, or too many outcomes — the problem's exact menu stands in for it.

**The revision rule** (deterministic; ``concession`` c ∈ [0, 1] from the scenario). In round r an
agent scores an outcome x as ``(1 − λ_r)·own(x) + λ_r·support(x)`` with ``λ_r = 1 − (1 − c)^r``
(0 in the first round; c = 0 never moves, c = 1 adopts the others' position from round 1):

- ``own(x)`` ∈ [0, 1] is x's rank under the agent's own objective among the outcomes considered
  (1 = best, 0 = worst, equal keys share a rank), so every objective is on one scale;
- ``support(x)`` ∈ [0, 1] is what the agent can see of the others: in ``generate`` mode, the mean
  :func:`~fairagents.agents.table.similarity` of x to the positions it sees (the other agents'
  latest proposals with ``visibility: arguments``, the mediator's compromise with ``summary``);
  in ``menu`` mode, x's place in the standings the mediator reported (the previous joint
  ranking). With ``visibility: none`` it sees nothing and never moves.

Ties in the score are broken by the agent's own key, then by the order the outcomes were listed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from fairagents.agents.table import similarity
from fairagents.fairness import resolve, welfare_context
from fairagents.fairness.non_degeneracy import _candidates
from fairagents.frameworks import Framework, get_framework
from fairagents.models import Stakeholder
from fairagents.numeric import lex_tie_groups
from fairagents.problems import Problem, ProblemOutcome, outcome_key
from fairagents.scenarios import AgentSpec, Scenario

__all__ = [
    "FeasibleOutcome",
    "Objective",
    "OutcomeSpace",
    "concession_weight",
    "feasible_outcomes",
    "objective_for",
    "own_scores",
    "revised_scores",
]

Key = tuple[float, ...]


@dataclass(frozen=True)
class FeasibleOutcome:
    """One outcome an agent may propose, with what its objective needs."""

    id: str
    label: str
    outcome: ProblemOutcome
    utilities: dict[str, float]
    context: object  # a WelfareContext: bounds, envy and holdings of this outcome


def feasible_outcomes(problem: Problem) -> tuple[str, tuple[FeasibleOutcome, ...]]:
    """``("exact", every feasible outcome)`` when enumerable, else ``("menu", the menu)``."""
    method, candidates, _, _ = _candidates(problem, None)
    return method, tuple(
        FeasibleOutcome(c.id, c.label, c.outcome, c.utilities, c.context) for c in candidates
    )


@dataclass(frozen=True)
class Objective:
    """What an agent maximizes: a framework's key, the total, or a group's welfare."""

    kind: Literal["framework", "total", "group"]
    framework: Framework | None = None
    members: tuple[str, ...] = ()
    party: str = ""

    def key(
        self,
        utilities: Mapping[str, float],
        stakeholders: Mapping[str, Stakeholder],
        context: object = None,
    ) -> Key:
        """The objective's lexicographic key for one outcome (higher is better)."""
        total = sum(stakeholders[i].weight * u for i, u in utilities.items())
        if self.kind == "framework":
            assert self.framework is not None
            return self.framework.key(utilities, stakeholders, context=context)  # type: ignore[arg-type]
        if self.kind == "group":
            group = sum(stakeholders[i].weight * utilities[i] for i in self.members)
            return (group, total)
        return (total,)

    def describe(self) -> str:
        """One phrase: what this agent optimizes."""
        if self.kind == "framework":
            assert self.framework is not None
            return f"{self.framework.title} ({self.framework.operationalization})"
        if self.kind == "group":
            return f"the welfare of {self.party} (then the total)"
        return "the total expected benefit"


def objective_for(agent: AgentSpec, scenario: Scenario) -> Objective:
    """The objective an analytic agent follows, from its stance (see the module docstring)."""
    if agent.stance == "aligned":
        assert agent.framework is not None
        return Objective("framework", framework=get_framework(agent.framework))
    if agent.stance == "adversarial":
        party = agent.favoured or ""
        return Objective("group", members=scenario.members(party), party=party)
    return Objective("total")


def _rank_scores(keys: Sequence[Key]) -> list[float]:
    """Each key's rank as a score in [0, 1]: 1 for the best, 0 for the worst, ties shared."""
    levels = lex_tie_groups(keys)
    scores = [1.0] * len(keys)
    top = max(len(levels) - 1, 1)
    for level, members in enumerate(levels):
        for i in members:
            scores[i] = 1.0 - level / top
    return scores


def own_scores(
    objective: Objective,
    options: Sequence[FeasibleOutcome],
    stakeholders: Mapping[str, Stakeholder],
) -> tuple[list[Key], list[float]]:
    """The objective's key for each option and its rank score in [0, 1]."""
    keys = [objective.key(o.utilities, stakeholders, o.context) for o in options]
    return keys, _rank_scores(keys)


def concession_weight(concession: float, round: int) -> float:
    """``λ_r = 1 − (1 − c)^r``: how far an agent has moved toward the others by round r.

    >>> concession_weight(0.5, 0), concession_weight(0.5, 2)
    (0.0, 0.75)
    """
    return 1.0 - (1.0 - concession) ** round


def support_from_positions(
    problem: Problem, options: Sequence[ProblemOutcome], positions: Sequence[ProblemOutcome]
) -> list[float] | None:
    """Mean similarity of each option to the positions the agent sees (None if it sees none)."""
    if not positions:
        return None
    return [
        sum(similarity(problem, option, p) for p in positions) / len(positions)
        for option in options
    ]


def support_from_standings(
    option_ids: Sequence[str], standings: Sequence[Sequence[str]] | None
) -> list[float] | None:
    """Each option's place in the reported standings as a score in [0, 1] (None if none)."""
    if not standings:
        return None
    place = {alt: i for i, group in enumerate(standings) for alt in group}
    top = max(len(standings) - 1, 1)
    return [1.0 - place[o] / top if o in place else 0.0 for o in option_ids]


def revised_scores(
    own: Sequence[float], support: Sequence[float] | None, weight: float
) -> list[float]:
    """``(1 − λ)·own + λ·support`` per option; ``own`` alone when there is no support."""
    if support is None or weight <= 0:
        return list(own)
    return [(1 - weight) * o + weight * s for o, s in zip(own, support, strict=True)]


def ranking_by(ids: Sequence[str], scores: Sequence[float], keys: Sequence[Key]) -> list[list[str]]:
    """Tie groups of ``ids``, best first: by score, then by own key; equal on both tie."""
    composite = [(s, *k) for s, k in zip(scores, keys, strict=True)]
    return [[ids[i] for i in level] for level in lex_tie_groups(composite)]


def best_index(scores: Sequence[float], keys: Sequence[Key]) -> int:
    """The option with the highest score, ties by the own key, then the first listed."""
    composite = [(s, *k) for s, k in zip(scores, keys, strict=True)]
    return min(lex_tie_groups(composite)[0])


class OutcomeSpace:
    """The outcomes of one problem an analytic agent weighs, evaluated once and shared.

    ``feasible`` enumerates the feasible set (or the menu standing in for it) on first use;
    :meth:`outcome` evaluates any other outcome — a candidate on the table — on demand. Safe to
    share between threads (a race only computes a value twice).
    """

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self._feasible: tuple[str, tuple[FeasibleOutcome, ...]] | None = None
        self._by_key: dict[str, FeasibleOutcome] = {}

    @property
    def feasible(self) -> tuple[str, tuple[FeasibleOutcome, ...]]:
        if self._feasible is None:
            method, outcomes = feasible_outcomes(self.problem)
            self._feasible = (method, outcomes)
            for o in outcomes:
                self._by_key.setdefault(outcome_key(o.outcome), o)
        return self._feasible

    def outcome(self, outcome: ProblemOutcome) -> FeasibleOutcome:
        """The outcome ``outcome`` with its utilities and welfare context."""
        key = outcome_key(outcome)
        found = self._by_key.get(key)
        if found is None:
            subject = resolve(self.problem, outcome)
            context = welfare_context(self.problem, outcome)
            found = FeasibleOutcome(key, subject.label, outcome, subject.utilities, context)
            self._by_key[key] = found
        return found
