"""The distributive-fairness study in one script: generate an allocation vs choose from a menu.

What it shows: on the ten published instances I1–I10 (Hosseini & Khanna 2025, after Herreiner &
Puppe 2007), a decision-making agent either *generates* an allocation or *chooses* one from the
problem's exact menu of fair candidates; the table gives the share of outcomes meeting EQ (the
least equitability gap), EF, RMM (maximin), PO and USW in each mode, as the paper's table does.
With the analytic model both modes compute exact optima, so they agree; the paper's gap between
the modes is a property of LLMs — add a model to the sweep's ``models:`` to measure it. The
same from the command line:

    fairagents experiment run examples/sweeps/distributive.yaml --out distributive.sqlite
    fairagents experiment table distributive.sqlite

Run it: ``python examples/distributive_fairness.py [--limit N] [--out FILE]`` (offline, seconds).
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from fairagents.datasets import CITATION
from fairagents.experiments import load_results, run_sweep_file, study_table
from fairagents.experiments.tables import base_columns, table_statistics

SWEEP = Path(__file__).resolve().parent / "sweeps" / "distributive.yaml"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=os.environ.get("FAIRAGENTS_EXAMPLE_LIMIT"))
    parser.add_argument("--out", type=Path, default=None, help="results store (default: temp)")
    args = parser.parse_args()
    out = args.out or Path(tempfile.mkdtemp()) / "distributive.sqlite"
    limit = None if args.limit is None else int(args.limit)
    counts = run_sweep_file(SWEEP, out, limit=limit)
    print(f"{counts.finished} runs, {counts.skipped} done before, {counts.failed} failed")
    table = study_table(load_results(out), "distributive")
    shares = table[base_columns(table)].drop(columns="runs")  # the intervals are columns too
    print((100 * shares).round().astype("Int64").to_string())
    print("\n".join(table_statistics(table).lines()))
    print(f"\nInstances: {CITATION}")


if __name__ == "__main__":
    main()
