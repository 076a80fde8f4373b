"""Re-aggregate one set of ballots under every rule that can read them.

Run: ``python examples/rules_side_by_side.py``. The same stakeholder ballots can produce different
collective decisions under different rules; this prints them side by side, plus the Condorcet
winner or the majority cycle. Then a slate: four day plans for a harbour town, elected by every
committee rule, with which of JR, PJR and EJR each slate satisfies — approval voting gives the
hikers nothing, the proportional rules give them a plan.
"""

from __future__ import annotations

from pathlib import Path

from fairagents import Profile, aggregate, available_rules, get_rule
from fairagents.aggregators import get_rule_class
from fairagents.aggregators.committees import ApprovalCommitteeRule, CommitteeRule
from fairagents.axioms.proportionality import representation
from fairagents.majority import condorcet_winner, majority_cycle

HERE = Path(__file__).resolve().parent


def main() -> None:
    profile = Profile.model_validate_json((HERE / "profiles" / "city_budget.json").read_text())
    for name in available_rules():
        rule = get_rule(name)
        if rule.accepts(profile) and not isinstance(rule, CommitteeRule):
            outcome = aggregate(profile, rule)
            print(f"{name:>24}: {', '.join(outcome.winners)}")
    print(
        "Condorcet winner:", condorcet_winner(profile) or f"none, cycle {majority_cycle(profile)}"
    )

    slate = Profile.model_validate_json((HERE / "profiles" / "harbour_slate.json").read_text())
    print("\nA slate of 4 day plans (JR / PJR / EJR of the approvals each rule reads):")
    for name in available_rules():
        if not issubclass(get_rule_class(name), CommitteeRule):
            continue
        rule = get_rule(name, committee_size=4)
        if not rule.accepts(slate):
            continue
        committee = aggregate(slate, rule).committee
        assert committee is not None
        approvals = rule.approvals(slate) if isinstance(rule, ApprovalCommitteeRule) else None
        verdicts = representation(slate, committee.members, 4, approvals=approvals)
        marks = " ".join("yes" if found is None else "no " for found in verdicts.values())
        print(f"{name:>24}: {marks}  {', '.join(committee.members)}")


if __name__ == "__main__":
    main()
