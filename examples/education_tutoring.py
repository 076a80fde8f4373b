"""Tutoring hours as an allocation: EF1, maximin, Nash welfare, and what teachers and school get.

What it shows: the shipped case (`examples/scenarios/education.yaml`, drawn by the `education`
generator): nine weekly tutoring blocks (maths, reading, language) for four student groups —
on track, behind in the basics, special educational needs, newcomers. The groups receive the
blocks, so the core's allocation criteria judge them. First the exact menu — the allocations
that maximize total gain, the worst-off group's gain (maximin, leximin), Nash welfare, and
EF1 allocations —
each with its EF1 verdict, minimum and Nash welfare, and the utility of every party: each
group's mean attainment gain, each teacher's (how needed their subject is where their blocks
go) and the school's (the percentage of students reaching the target). Then a debate between
the newcomers' advocate, a Rawlsian special-needs coordinator and a utilitarian head of school,
and the same ledger for each one's proposal and the joint outcome, in the first round and the
last.

Run it: ``python examples/education_tutoring.py`` (analytic agents, offline, seconds).
"""

from __future__ import annotations

import argparse
from pathlib import Path

import yaml

from fairagents.fairness import evaluate
from fairagents.graph import Deliberation
from fairagents.problems import Allocation, build_menu
from fairagents.scenarios import load_scenario
from fairagents.scenarios.packs.education import EducationCase

SCENARIO = Path(__file__).resolve().parent / "scenarios" / "education.yaml"
SHOWN = ("max_usw", "maximin", "leximin", "mnw", "ef1")


def line(case: EducationCase, name: str, allocation: Allocation) -> str:
    report = evaluate(case.to_problem(), allocation)
    ef1 = "yes" if report.ef1 is not None and report.ef1.holds else "no"
    ledger = "  ".join(f"{who} {u:.2f}" for who, u in case.ledger(allocation).items())
    nash = f"{report.nash_welfare:.2f}" if report.nash_welfare is not None else "-"
    return f"{name:<18} EF1 {ef1:<3} min {report.minimum:5.2f}  NW {nash:>5}  | {ledger}"


def main() -> None:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    case = EducationCase.model_validate(yaml.safe_load(SCENARIO.read_text("utf-8"))["problem"])
    menu = build_menu(case.to_problem())
    print(
        "The exact menu (group gains in attainment points; teachers 0-10; institution: % "
        "of students reaching the target)"
    )
    shown: set[str] = set()
    for item in menu.items:
        labels = [x for x in item.labels if x in SHOWN]
        if labels and item.allocation is not None:
            text = line(case, "+".join(labels), item.allocation)
            if text not in shown:  # two allocations can give everyone the same utilities
                shown.add(text)
                print(text)
    scenario = load_scenario(SCENARIO)
    final = Deliberation(scenario).graph().compile().invoke({})
    evaluations = final["evaluations"]
    for key in (min(evaluations), max(evaluations)):
        evaluation = evaluations[key]
        print(f"\nThe debate, round {evaluation.round + 1} ({scenario.rule.name}):")
        for who, a in [*evaluation.agents.items(), ("joint", evaluation.joint)]:
            allocation = final["table"][a.candidate].outcome
            assert isinstance(allocation, Allocation)
            print(line(case, who, allocation))


if __name__ == "__main__":
    main()
