"""Re-aggregate one set of ballots under every rule that can read them.

Run: ``python examples/rules_side_by_side.py``. The same stakeholder ballots can produce different
collective decisions under different rules; this prints them side by side, plus the Condorcet
winner or the majority cycle.
"""

from __future__ import annotations

from pathlib import Path

from fairagents import Profile, aggregate, available_aggregators, get_aggregator
from fairagents.majority import condorcet_winner, majority_cycle

HERE = Path(__file__).resolve().parent


def main() -> None:
    profile = Profile.model_validate_json((HERE / "profiles" / "city_budget.json").read_text())
    for name in available_aggregators():
        rule = get_aggregator(name)
        if rule.accepts(profile):
            outcome = aggregate(profile, rule)
            print(f"{name:>24}: {', '.join(outcome.winners)}")
    print(
        "Condorcet winner:", condorcet_winner(profile) or f"none, cycle {majority_cycle(profile)}"
    )


if __name__ == "__main__":
    main()
