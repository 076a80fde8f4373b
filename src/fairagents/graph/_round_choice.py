"""The rule as a run applies it: resolved once, seeded per round, over the round's ballots.

A :class:`RoundRule` is the scenario's rule (or a rule object given to the deliberation)
resolved once: the aggregator, the slate size, and the run's seed. Each round it gives the rule
with a tie-break seeded from the run's (:meth:`RoundRule.for_round`), says which outcome is an
agent's own in ``menu`` mode (its ballot's top or best k, a tie drawn with the same seed), and
lists the rules that could have decided instead (:meth:`RoundRule.alternatives`: ``fairagents
reaggregate`` and sweeps ask "what would another rule have chosen" of the same rules, built as
the run built its own).

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from fairagents.agents._candidates import table_order
from fairagents.aggregators import (
    Rule,
    available_rules,
    get_rule,
    get_rule_class,
)
from fairagents.aggregators.committees import ApprovalCommitteeRule, CommitteeRule
from fairagents.errors import FairagentsError
from fairagents.graph._state import this_round
from fairagents.models import Outcome, Profile
from fairagents.models._outcome import ParamValue
from fairagents.scenarios import Scenario

__all__ = ["RoundRule", "lottery_decided", "round_profile"]


class RoundRule:
    """The rule a run applies (see the module docstring).

    ``aggregator``: the rule resolved once — the scenario's ``rule:`` by name with its
    parameters (and the slate's ``committee_size``), or a :class:`Rule` given as is.
    A fixed tie-break is not neutral (menus list the utilitarian optimum first), so a rule named
    by the scenario breaks ties by a seeded lottery unless it names another ``tie_break``; the
    round's seed comes from the run's unless the scenario fixes one, and is recorded in the
    outcome's parameters. A given rule object is applied as it is, every round.

    >>> from fairagents.scenarios import load_scenario
    >>> rule = RoundRule.of(load_scenario("examples/scenarios/triage.yaml"))
    >>> rule.aggregator.name, rule.for_round(1).tie_break, rule.for_round(1) is rule.for_round(1)
    ('borda', 'random', True)
    """

    def __init__(
        self,
        aggregator: Rule,
        *,
        seed: int,
        slate_size: int | None = None,
        reseeded: Mapping[str, ParamValue] | None = None,
        utility_threshold: ParamValue | None = None,
        name: str | None = None,
    ) -> None:
        self.aggregator = aggregator
        self.name = name or aggregator.name
        """The name the rule is registered under."""
        self.seed = seed
        self.slate_size = slate_size
        self.reseeded = reseeded
        """The parameters the rule was named with, when each round reseeds its lottery."""
        self.utility_threshold = utility_threshold
        self._rounds: dict[int, Rule] = {}

    @classmethod
    def of(cls, scenario: Scenario, rule: str | Rule | None = None) -> RoundRule:
        """The rule ``scenario`` runs: its own ``rule:``, another registered one by name (with
        default parameters), or ``rule`` itself when it is an aggregator."""
        threshold = scenario.rule.params.get("utility_threshold")
        if isinstance(rule, Rule):
            return cls(
                rule,
                seed=scenario.seed,
                slate_size=scenario.slate_size,
                utility_threshold=threshold,
            )
        name = scenario.rule.name if rule is None else rule
        params = dict(scenario.rule.params) if rule is None else {}
        if scenario.slate_size is not None:
            params["committee_size"] = scenario.slate_size
        reseeded = params.get("tie_break", "random") == "random" and "seed" not in params
        if params.get("tie_break", "random") == "random":
            params["tie_break"] = "random"
        named = dict(params)
        if reseeded:
            params["seed"] = _round_seed(scenario.seed, 0)
        return cls(
            _instance(get_rule_class(name), name, tuple(sorted(params.items()))),
            seed=scenario.seed,
            slate_size=scenario.slate_size,
            reseeded=named if reseeded else None,
            utility_threshold=threshold if rule is None else None,
            name=name,
        )

    def __repr__(self) -> str:
        return f"RoundRule({self.aggregator!r}, seed={self.seed})"

    def for_round(self, round: int) -> Rule:
        """The rule of ``round``: its tie-break seeded from the run's (built once per round)."""
        if self.reseeded is None:
            return self.aggregator
        if round not in self._rounds:
            params = {**self.reseeded, "seed": _round_seed(self.seed, round)}
            self._rounds[round] = _instance(
                type(self.aggregator), self.name, tuple(sorted(params.items()))
            )
        return self._rounds[round]

    def alternatives(self, round: int) -> list[Rule]:
        """Every registered rule that could have decided ``round``, in the registry's order.

        The run's own rule is built as the run built it (:meth:`for_round`), so it reproduces
        the round's outcome; every other rule takes its default parameters and the same
        tie-break. A slate is decided by the committee rules electing as many (approval ones
        read the ballots' approvals, or their scores through the scenario's
        ``utility_threshold``), a single outcome by the single-winner rules; callers keep the
        rules that accept the ballots. Rules that need parameters of their own are left out.
        """
        own = self.for_round(round)
        shared: dict[str, ParamValue] = {"tie_break": own.tie_break}
        if own.tie_break == "random":
            shared["seed"] = own.seed
        size = self.slate_size
        threshold = self.utility_threshold
        if size is not None:
            shared["committee_size"] = size
        rules = []
        for name in available_rules():
            if name == self.name:
                rules.append(own)
                continue
            cls = get_rule_class(name)
            params = dict(shared)
            if issubclass(cls, CommitteeRule) != (size is not None):
                continue
            if issubclass(cls, ApprovalCommitteeRule) and isinstance(threshold, int | float):
                params["utility_threshold"] = threshold  # else it reads approvals, where cast
            try:
                rules.append(_instance(cls, name, tuple(sorted(params.items()))))
            except (FairagentsError, TypeError, ValueError):
                continue  # a rule that needs parameters of its own (none to give it here)
        return rules

    def own_pick(self, round: int, agent: str, top: Sequence[str]) -> str:
        """An agent's own outcome in ``menu`` mode: its ballot's top, a tie broken by a seeded
        draw."""
        if len(top) == 1:
            return top[0]
        return random.Random(f"{self.seed}:own:{round}:{agent}").choice(sorted(top))

    def own_slate(self, round: int, agent: str, ranking: Sequence[Sequence[str]]) -> list[str]:
        """An agent's own slate: the ``slate_size`` best of its ballot, a tie at the cut broken
        by a seeded draw (the ballot ranks the whole table)."""
        size = self.slate_size
        assert size is not None, "own_slate needs a slate size"
        slate: list[str] = []
        for group in ranking:
            if len(slate) + len(group) <= size:
                slate += group
            else:
                draw = random.Random(f"{self.seed}:own-slate:{round}:{agent}")
                slate += draw.sample(sorted(group), size - len(slate))
            if len(slate) == size:
                break
        return slate


def _round_seed(seed: int, round: int) -> int:
    return random.Random(f"{seed}:tie:{round}").randrange(2**31)


def lottery_decided(outcome: Outcome) -> bool:
    """Whether the rule's tied winners (or a tie at a slate's cut) were split by its seeded
    lottery: what a sweep must count as a decision left to chance."""
    if outcome.committee is not None:
        tied = outcome.committee.count > 1
    else:
        tied = len(outcome.winners) > 1
    return tied and outcome.params.get("tie_break", "random") == "random"


@lru_cache(maxsize=256)
def _instance(cls: type[Rule], name: str, params: tuple[tuple[str, ParamValue], ...]) -> Rule:
    # Rules only store their parameters, so one instance serves every run of a sweep's worker
    # that breaks ties the same way (its runs mostly share the seed and the last round); the
    # class is part of the key, so a rule registered anew under a name is built anew.
    return get_rule(name, **dict(params))


def round_profile(state: Mapping[str, Any], round: int) -> Profile:
    """The round's ballots over the table as a :class:`Profile`.

    A ballot's ratings are its utilities as the agent gave them (no rescaling); the profile's
    disagreement point is each ratings ballot's own (:attr:`CastBallot.disagreement
    <fairagents.agents._records.CastBallot.disagreement>`), and the rules' default (the voter's
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
