"""How a round decides: the scenario's rule with a seeded tie-break over the round's ballots,
which outcome is each agent's own (its proposal, its ballot's top, or its ballot's best k), and
the rules that could have decided instead.

``fairagents reaggregate`` and sweeps (:mod:`fairagents.experiments.reaggregate`) ask "what would
another rule have chosen" of :func:`alternative_rules` on the round's ballots, so both ask it of
the same rules, built as the run built its own.

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from fairagents.agents.table import table_order
from fairagents.aggregators import (
    Aggregator,
    available_aggregators,
    get_aggregator,
    get_aggregator_class,
)
from fairagents.aggregators.committees import ApprovalCommitteeRule, CommitteeAggregator
from fairagents.errors import FairagentsError
from fairagents.graph.state import this_round
from fairagents.models import Outcome, Profile
from fairagents.models.outcome import ParamValue
from fairagents.scenarios import Scenario

__all__ = [
    "alternative_rules",
    "lottery_decided",
    "own_pick",
    "own_slate",
    "round_profile",
    "seeded_rule",
]


def seeded_rule(scenario: Scenario, round: int, rule: Aggregator | None = None) -> Aggregator:
    """The scenario's rule for one round, ties broken at random with a seed from the run's.

    A fixed tie-break is not neutral (menus list the utilitarian optimum first), so runs break
    ties by a seeded lottery unless the scenario names another ``tie_break``; the seed is
    recorded in the outcome's parameters.
    """
    if rule is not None:
        return rule
    params = dict(scenario.rule.params)
    if scenario.slate_size is not None:
        params["committee_size"] = scenario.slate_size
    if params.get("tie_break", "random") == "random":
        params["tie_break"] = "random"
        params.setdefault("seed", random.Random(f"{scenario.seed}:tie:{round}").randrange(2**31))
    return get_aggregator(scenario.rule.name, **params)


def lottery_decided(outcome: Outcome) -> bool:
    """Whether the rule's tied winners (or a tie at a slate's cut) were split by its seeded
    lottery: what a sweep must count as a decision left to chance."""
    if outcome.committee is not None:
        tied = outcome.committee.count > 1
    else:
        tied = len(outcome.winners) > 1
    return tied and outcome.params.get("tie_break", "random") == "random"


def alternative_rules(scenario: Scenario, round: int) -> list[Aggregator]:
    """Every registered rule that could have decided ``round``, in the registry's order.

    The scenario's own rule is built as the run built it (:func:`seeded_rule`), so it
    reproduces the round's outcome; every other rule takes its default parameters and the same
    tie-break. A slate is decided by the committee rules electing as many (approval ones read
    the ballots' approvals, or their scores through the scenario's ``utility_threshold``), a
    single outcome by the single-winner rules; callers keep the rules that accept the ballots.
    Rules that need parameters of their own are left out.
    """
    own = seeded_rule(scenario, round)
    shared: dict[str, ParamValue] = {"tie_break": own.tie_break}
    if own.tie_break == "random":
        shared["seed"] = own.seed
    size = scenario.slate_size
    threshold = scenario.rule.params.get("utility_threshold")
    if size is not None:
        shared["committee_size"] = size
    rules = []
    for name in available_aggregators():
        if name == scenario.rule.name:
            rules.append(own)
            continue
        cls = get_aggregator_class(name)
        params = dict(shared)
        if issubclass(cls, CommitteeAggregator) != (size is not None):
            continue
        if issubclass(cls, ApprovalCommitteeRule) and isinstance(threshold, int | float):
            params["utility_threshold"] = threshold  # else it reads approvals, where cast
        try:
            rules.append(_instance(cls, name, tuple(sorted(params.items()))))
        except (FairagentsError, TypeError, ValueError):
            continue  # a rule that needs parameters of its own (none to give it here)
    return rules


@lru_cache(maxsize=256)
def _instance(
    cls: type[Aggregator], name: str, params: tuple[tuple[str, ParamValue], ...]
) -> Aggregator:
    # Rules only store their parameters, so one instance serves every run of a sweep's worker
    # that breaks ties the same way (its runs mostly share the seed and the last round); the
    # class is part of the key, so a rule registered anew under a name is built anew.
    return get_aggregator(name, **dict(params))


def round_profile(state: Mapping[str, Any], round: int) -> Profile:
    """The round's ballots over the table as a :class:`Profile`.

    A ballot's ratings are its utilities as the agent gave them (no rescaling); the profile's
    disagreement point is each ratings ballot's own (:attr:`CastBallot.disagreement
    <fairagents.agents.records.CastBallot.disagreement>`), and the rules' default (the voter's
    worst utility) for ballots without one.
    """
    table = sorted(
        (c for c in (state.get("table") or {}).values() if c.round <= round), key=table_order
    )
    ballots = this_round(state.get("ballots"), round)
    point = {
        b.ballot.voter: b.disagreement
        for b in ballots.values()
        if b.disagreement is not None and b.ballot.utilities is not None
    }
    return Profile(
        alternatives=tuple(c.id for c in table),
        ballots=tuple(b.ballot for b in ballots.values()),
        disagreement=point or None,
    )


def own_slate(
    scenario: Scenario, round: int, agent: str, ranking: Sequence[Sequence[str]], size: int
) -> list[str]:
    """An agent's own slate: the ``size`` best of its ballot, a tie at the cut broken by a
    seeded draw (the ballot ranks the whole table)."""
    slate: list[str] = []
    for group in ranking:
        if len(slate) + len(group) <= size:
            slate += group
        else:
            draw = random.Random(f"{scenario.seed}:own-slate:{round}:{agent}")
            slate += draw.sample(sorted(group), size - len(slate))
        if len(slate) == size:
            break
    return slate


def own_pick(scenario: Scenario, round: int, agent: str, top: Sequence[str]) -> str:
    """An agent's own outcome in ``menu`` mode: its ballot's top, a tie broken by a seeded draw."""
    if len(top) == 1:
        return top[0]
    return random.Random(f"{scenario.seed}:own:{round}:{agent}").choice(sorted(top))
