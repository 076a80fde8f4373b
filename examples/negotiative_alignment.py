"""The negotiative-alignment study in one script: best base design vs the negotiated package.

What it shows: six resident groups (wheelchair users, seniors, LGBTQIA2+ residents, immigrants,
cyclists, shop owners) each open with the street-design package best for their own group — the
*base designs* — then negotiate for three rounds with a neutral mediator
(`examples/scenarios/urban_budget.yaml`); the table sets the best single base design (highest
total utility) beside the negotiated package, under three rules: total utility, worst-group
utility, 20th-percentile satisfaction and Gini. The instance is ours, so the numbers are ours
(the source study, arXiv 2503.12613, reports total 21.10 → 24.55, worst group 3.20 → 3.90,
p20 0.86 → 1.00, Gini 0.036 → 0.025 on its data). The same from the command line:

    fairagents experiment run examples/sweeps/negotiation.yaml --out negotiation.sqlite
    fairagents experiment table negotiation.sqlite

Run it: ``python examples/negotiative_alignment.py [--limit N] [--out FILE]`` (offline, seconds).
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from fairagents.experiments import load_results, run_sweep_file, study_table
from fairagents.experiments.table_columns import base_columns, table_statistics

SWEEP = Path(__file__).resolve().parent / "sweeps" / "negotiation.yaml"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=os.environ.get("FAIRAGENTS_EXAMPLE_LIMIT"))
    parser.add_argument("--out", type=Path, default=None, help="results store (default: temp)")
    args = parser.parse_args()
    out = args.out or Path(tempfile.mkdtemp()) / "negotiation.sqlite"
    limit = None if args.limit is None else int(args.limit)
    counts = run_sweep_file(SWEEP, out, limit=limit)
    print(f"{counts.finished} negotiations, {counts.skipped} done before, {counts.failed} failed")
    table = study_table(load_results(out), "negotiation")
    print(table[base_columns(table)].round(3).to_string())  # intervals: the .low/.high columns
    print("\n".join(table_statistics(table).lines()))


if __name__ == "__main__":
    main()
