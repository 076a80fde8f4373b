"""Every rule on a run's final ballots: what each would have chosen from the same ballots.

The debate's own rule decides each round. To compare rules without rerunning debates, a run
also records what every registered rule that can read the final round's ballots chooses from
them (the sweep report's rule comparison): the rules of
:func:`~fairagents.graph.round_choice.alternative_rules` — the run's own built as the run built
it, so it reproduces the joint outcome, every other with its defaults and the same tie-break;
committee rules for a slate. Rules that cannot read the ballots (a cardinal rule on rankings)
or refuse their size are left out.

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
from typing import Any

from fairagents.errors import FairagentsError
from fairagents.graph.round_choice import alternative_rules, round_profile
from fairagents.models import Outcome
from fairagents.scenarios import Scenario

__all__ = ["every_rule"]


def every_rule(state: Mapping[str, Any], scenario: Scenario) -> list[Outcome]:
    """The outcome of every rule that can read the last evaluated round's ballots, in the
    registry's order (empty before any round was evaluated)."""
    evaluations = state.get("evaluations") or {}
    if not evaluations:
        return []
    round_ = evaluations[max(evaluations)].round
    profile = round_profile(state, round_)
    out = []
    for rule in alternative_rules(scenario, round_):
        if not rule.accepts(profile):
            continue
        try:
            out.append(rule(profile))
        except FairagentsError:  # refuses the profile's size, or cannot decide it
            continue
    return out
