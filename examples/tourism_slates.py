"""Multistakeholder recommendation in tourism: every stakeholder's utility, and the collective one.

What it shows: the shipped case (`examples/scenarios/tourism_slate.yaml`, drawn by the
`tourism` generator): which three of eight places a town's recommender shows 600 visitors a
day. Ten stakeholders score every slate on 0–10 from a stated objective — three tourist
segments (appeal), the residents of three districts (crowding weighted by noise), the local
businesses of three districts (spending that stays local), the environment (travel carbon and
overcrowding) — so the trade-off is a table: the slate each role would pick, the slate with the
best collective utility (the mean over stakeholders), the one whose worst-off stakeholder is
best off, and the slate the four stakeholder agents settle on in a debate (Schulze), each with
every role's mean utility, the collective and the minimum. Then every stakeholder's utility
under the joint outcome.

Run it: ``python examples/tourism_slates.py`` (analytic agents, offline, seconds).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fairagents.graph import Deliberation
from fairagents.problems import CandidateChoice
from fairagents.scenarios import load_scenario
from fairagents.scenarios.packs.tourism import ROLES, Tradeoff, tradeoffs

SCENARIO = Path(__file__).resolve().parent / "scenarios" / "tourism_slate.yaml"


def best(rows: list[Tradeoff], key: str) -> Tradeoff:
    """The slate with the highest value of ``key`` (a role, 'collective' or 'minimum')."""
    value = {
        "collective": lambda t: t.collective,
        "minimum": lambda t: t.minimum,
    }.get(key, lambda t: t.roles[key])
    return max(rows, key=lambda t: (value(t), t.alternative))


def main() -> None:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    scenario = load_scenario(SCENARIO)
    problem = scenario.problem
    assert isinstance(problem, CandidateChoice)
    final = Deliberation(scenario).graph().compile().invoke({})
    joint = final["evaluations"][max(final["evaluations"])].joint.candidate
    rows = tradeoffs(problem)
    picks = [(f"best for {role}", best(rows, role)) for role in ROLES]
    picks += [
        ("best collective (mean)", best(rows, "collective")),
        ("best worst-off (maximin)", best(rows, "minimum")),
        (f"debate's joint outcome ({scenario.rule.name})", tradeoffs(problem, [joint])[0]),
    ]
    header = "".join(f"{r:>12}" for r in ROLES) + f"{'collective':>12}{'minimum':>10}"
    print(f"{'':<38}{header}   slate")
    for name, t in picks:
        cells = "".join(f"{t.roles[r]:12.2f}" for r in ROLES)
        print(f"{name:<38}{cells}{t.collective:12.2f}{t.minimum:10.2f}   {t.alternative}")
    chosen = tradeoffs(problem, [joint])[0]
    print(f"\nEvery stakeholder under the joint outcome {joint} ({chosen.label}):")
    for who, u in chosen.utilities.items():
        print(f"  {who:<22} {u:5.2f}")
    print(f"  worst off: {chosen.worst}")


if __name__ == "__main__":
    main()
