"""Every rule on a run's final ballots: what each would have chosen from the same ballots.

The debate's own rule decides each round. To compare rules without rerunning debates, a run
also records what every registered rule that can read the final round's ballots chooses from
them (the sweep report's rule comparison). The run's own rule is built as the run built it
(:func:`~fairagents.graph.nodes.seeded_rule`: the scenario's parameters, ties broken by a
seeded lottery with the round's seed), so it reproduces the joint outcome; every other rule
takes its default parameters and the same tie-break. Rules that cannot read the ballots (a
cardinal rule on rankings) or refuse their size are left out.

What this leaves out: a different rule would also have changed the debate (agents see the
standings each round); this is the counterfactual on fixed ballots only.

>>> from fairagents.graph import Deliberation
>>> from fairagents.scenarios import load_scenario
>>> scenario = load_scenario("examples/scenarios/triage.yaml")
>>> state = Deliberation(scenario).graph().compile().invoke({})
>>> outcomes = every_rule(state, scenario)
>>> joint = state["evaluations"][max(state["evaluations"])].outcome
>>> [o.choice for o in outcomes if o.rule == "borda"] == [joint.choice]
True
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from fairagents.aggregators import (
    Aggregator,
    available_aggregators,
    get_aggregator,
    get_aggregator_class,
)
from fairagents.errors import FairagentsError
from fairagents.graph.nodes import round_profile, seeded_rule
from fairagents.models import Outcome
from fairagents.models.outcome import ParamValue
from fairagents.scenarios import Scenario

__all__ = ["every_rule"]


def _rule(name: str, params: tuple[tuple[str, ParamValue], ...]) -> Aggregator:
    return _instance(get_aggregator_class(name), name, params)


@lru_cache(maxsize=256)
def _instance(
    cls: type[Aggregator], name: str, params: tuple[tuple[str, ParamValue], ...]
) -> Aggregator:
    # Rules only store their parameters, so one instance serves every run of a worker that
    # breaks ties the same way (a sweep's runs mostly share the seed and the last round); the
    # class is part of the key, so a rule registered anew under a name is built anew.
    return get_aggregator(name, **dict(params))


def every_rule(state: Mapping[str, Any], scenario: Scenario) -> list[Outcome]:
    """The outcome of every rule that can read the last evaluated round's ballots, in the
    registry's order (empty before any round was evaluated)."""
    evaluations = state.get("evaluations") or {}
    if not evaluations:
        return []
    round_ = evaluations[max(evaluations)].round
    profile = round_profile(state, round_)  # type: ignore[arg-type]  # the graph's State, read
    own = seeded_rule(scenario, round_)  # the run's rule, built as the run built it
    tie: dict[str, ParamValue] = {"tie_break": own.tie_break}
    if own.tie_break == "random":
        tie["seed"] = own.seed
    out = []
    for name in available_aggregators():
        try:
            rule = own if name == scenario.rule.name else _rule(name, tuple(tie.items()))
        except (FairagentsError, TypeError, ValueError):
            continue  # a rule that needs parameters of its own (none to give it here)
        if not rule.accepts(profile):
            continue
        try:
            out.append(rule(profile))
        except FairagentsError:  # refuses the profile's size, or cannot decide it
            continue
    return out
