"""Every rule on a run's final ballots: what each would have chosen from the same ballots.

The debate's own rule decides each round. To compare rules without rerunning debates, a run
also records what every registered rule that can read the final round's ballots chooses from
them (the sweep report's rule comparison): the rules of
:meth:`~fairagents.graph._round_choice.RoundRule.alternatives` — the run's own built as the
run built it, so it reproduces the joint outcome, every other with its defaults and the same
tie-break; committee rules for a slate. Rules that cannot read the ballots (a cardinal rule on
rankings) or whose size limit the ballots exceed (``Rule.max_alternatives``; checked before any
work, so a table of 10,000 alternatives never starts an m × m computation) are left out, each
with its reason (:func:`apply_rules`).

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

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from fairagents.aggregators import Rule
from fairagents.errors import FairagentsError
from fairagents.graph._measures import recorded_outcome
from fairagents.graph._round_choice import RoundRule, round_profile
from fairagents.models import Outcome, Profile
from fairagents.scenarios import Scenario

__all__ = ["apply_rules", "every_rule"]


def apply_rules(rules: Iterable[Rule], profile: Profile) -> tuple[list[Outcome], dict[str, str]]:
    """Each rule's outcome on ``profile``, and the rules left out with their reason: the rule's
    own refusal (its size limit, input it lacks) or why it could not decide.

    >>> from fairagents.aggregators import get_rule
    >>> p = Profile.from_rankings([[f"a{i}" for i in range(25)]] * 2)
    >>> done, skipped = apply_rules([get_rule("borda"), get_rule("kemeny_young")], p)
    >>> [o.rule for o in done], skipped["kemeny_young"][:56]
    (['borda'], 'the profile has 25 alternatives, more than its limit of ')
    """
    out: list[Outcome] = []
    skipped: dict[str, str] = {}
    for rule in rules:
        try:
            out.append(rule(profile))  # checks input kind and size before any work
        except FairagentsError as exc:
            reason = str(exc)
            prefix = f"rule {rule.name!r}"
            if reason.startswith(prefix):
                reason = reason[len(prefix) :].lstrip(": ")
            skipped[rule.name] = reason
    return out, skipped


def every_rule(state: Mapping[str, Any], scenario: Scenario) -> list[Outcome]:
    """The outcome of every rule that can read the last evaluated round's ballots, in the
    registry's order (empty before any round was evaluated)."""
    evaluations = state.get("evaluations") or {}
    if not evaluations:
        return []
    round_ = evaluations[max(evaluations)].round
    run_rule = RoundRule.of(scenario)
    rules = run_rule.alternatives(round_)
    # The run's own rule decided this round already: its recorded outcome is what it would
    # choose again (the same rule, seeded alike, on the same ballots).
    own = run_rule.for_round(round_)
    recorded = recorded_outcome(state, round_, own)
    reused = recorded if own in rules else None
    others = [r for r in rules if reused is None or r is not own]
    outcomes, _ = apply_rules(others, round_profile(state, round_))
    by_rule = {o.rule: o for o in outcomes}  # one rule per registry name
    if reused is not None:
        by_rule[own.name] = reused
    return [by_rule[r.name] for r in rules if r.name in by_rule]
