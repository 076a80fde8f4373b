"""Participatory budgeting: six resident groups negotiate a package, over generated budgets too.

What it shows: the shipped budget (`examples/scenarios/participatory_budget.yaml`, drawn by the
`budget` generator): six groups rated ten street projects 0–10 and share 80 k of their 201 k.
Each group's agent opens with the package best for its group — a *base design* — then they
negotiate for three rounds with a neutral mediator; the script prints every base design and the
negotiated package with its total utility (ratings × group weights), worst-group utility and
Gini. Then the negotiative-alignment study over generated budgets
(`examples/sweeps/budgets.yaml`, the generator as a sweep's source): the best single base design
beside the negotiated package, per rule. The same from the command line:

    fairagents experiment run examples/sweeps/budgets.yaml --out budgets.sqlite
    fairagents experiment table budgets.sqlite

Run it: ``python examples/participatory_budget.py [--limit N]`` (analytic agents, offline; the
whole sweep, 60 negotiations, takes under two minutes on 2 cores; ``--limit`` runs a slice).
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from fairagents.experiments import load_results, run_sweep_file, study_table
from fairagents.graph import Deliberation
from fairagents.scenarios import load_scenario

HERE = Path(__file__).resolve().parent
SCENARIO = HERE / "scenarios" / "participatory_budget.yaml"
SWEEP = HERE / "sweeps" / "budgets.yaml"


def negotiate() -> None:
    scenario = load_scenario(SCENARIO)
    final = Deliberation(scenario).graph().compile().invoke({})
    evaluations = final["evaluations"]
    first, last = evaluations[min(evaluations)], evaluations[max(evaluations)]
    rows = [(f"base design of {who}", a) for who, a in first.agents.items()]
    rows.append((f"negotiated package ({scenario.rule.name})", last.joint))
    for name, a in rows:
        r = a.report
        print(
            f"{name:<36} total {r.utilitarian:6.1f}  worst group {r.worst_group_mean:5.1f}  "
            f"Gini {r.gini or 0:.3f}   {a.label}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    limit = os.environ.get("FAIRAGENTS_EXAMPLE_LIMIT")
    parser.add_argument("--limit", type=int, default=None if limit is None else min(6, int(limit)))
    args = parser.parse_args()
    negotiate()
    out = Path(tempfile.mkdtemp()) / "budgets.sqlite"
    counts = run_sweep_file(SWEEP, out, limit=args.limit)
    print(f"\n{counts.finished} negotiations over generated budgets, {counts.failed} failed")
    print(study_table(load_results(out), "negotiation").round(3).to_string())


if __name__ == "__main__":
    main()
