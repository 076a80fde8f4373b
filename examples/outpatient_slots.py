"""Outpatient scheduling: who gets three appointment slots, and what distance costs rural patients.

What it shows: the shipped case (`examples/scenarios/outpatient.yaml`, drawn by the
`outpatient` generator) as numbers — each patient's expected benefit from each slot and without
one (urgency sets the benefit and the safe wait, every hour of travel costs a tenth of it) —
then one debate between a Rawlsian clinician, an advocate for rural patients and a neutral
scheduler: each one's proposal beside the joint outcome, with every group's mean benefit, in
the first round and the last. Last, the same debate over freshly generated cases (the generator
as a sweep's source): how often the clinician's proposal, the scheduler's and the joint outcome
are maximin-optimal, utilitarian-optimal, Pareto optimal and the Rawlsian optimum.

Run it: ``python examples/outpatient_slots.py [--cases N]`` (analytic agents, offline, seconds).
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

import yaml

from fairagents.experiments import (
    LocalBackend,
    ResultsStore,
    criteria_table,
    expand,
    load_results,
    parse_sweep,
    run_sweep,
)
from fairagents.graph import Deliberation
from fairagents.scenarios import load_scenario
from fairagents.scenarios.packs.outpatient import OutpatientCase

SCENARIO = Path(__file__).resolve().parent / "scenarios" / "outpatient.yaml"


def show_case() -> None:
    case = OutpatientCase.model_validate(yaml.safe_load(SCENARIO.read_text("utf-8"))["problem"])
    print("Expected benefit of each slot (points; 'none' = seen on day", case.horizon, "instead)")
    print(
        f"{'patient':<28}"
        + "".join(f"{s.id + ' d' + str(s.day):>10}" for s in case.slots)
        + f"{'none':>8}"
    )
    for p in case.patients:
        who = f"{p.id} {p.urgency}, {p.group}" + (", mobility" if p.mobility_limited else "")
        cells = "".join(f"{case.slot_utility(p, s):10.2f}" for s in case.slots)
        print(f"{who:<28}{cells}{case.unscheduled(p):8.2f}")


def debate() -> None:
    scenario = load_scenario(SCENARIO)
    final = Deliberation(scenario).graph().compile().invoke({})
    evaluations = final["evaluations"]
    for key in (min(evaluations), max(evaluations)):
        evaluation = evaluations[key]
        print(f"\nRound {evaluation.round + 1} ({scenario.rule.name}):")
        for who, a in [*evaluation.agents.items(), ("joint", evaluation.joint)]:
            groups = ", ".join(f"{g} {m:.1f}" for g, m in a.report.group_means.items())
            met = [c for c in ("maximin_optimal", "usw_optimal", "pareto") if a.criteria.get(c)]
            r = a.report
            print(
                f"  {who:<10} {a.candidate:<20} total {r.utilitarian:5.1f}  min {r.minimum:5.2f}"
                f"  groups: {groups}  meets: {', '.join(met) or '-'}"
            )


def sweep(cases: int) -> None:
    data = {
        "id": "outpatient-example",
        "scenarios": [{"generator": "outpatient", "count": cases, "seed": 11}],
        "agents": [
            {"name": "clinician", "framework": "rawls"},
            {"name": "scheduler", "stance": "neutral"},
        ],
        "protocol": {"mode": "generate", "rounds": 3, "concession": 0.5},
    }
    out = Path(tempfile.mkdtemp()) / "outpatient.sqlite"
    with ResultsStore(out) as store, LocalBackend(kind="thread", workers=1) as backend:
        counts = run_sweep(expand(parse_sweep(data)), store, backend)
    table = criteria_table(
        load_results(out), criteria=["maximin_optimal", "usw_optimal", "pareto", "rawls_optimal"]
    )
    print(f"\n{counts.finished} debates over generated cases: share of final outcomes meeting")
    print(table.round(2).to_string())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = min(6, int(os.environ.get("FAIRAGENTS_EXAMPLE_LIMIT", 6)))
    parser.add_argument("--cases", type=int, default=default, help="generated cases (default 6)")
    args = parser.parse_args()
    show_case()
    debate()
    sweep(args.cases)


if __name__ == "__main__":
    main()
