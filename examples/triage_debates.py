"""The triage-debate study in one script: 600 two-agent debates and the study's central table.

What it shows: an agent aligned to one of six ethical frameworks (Rawls, Mill, Nozick, Gilligan,
Parfit, Dworkin) debates a neutral or an adversarial opponent for three rounds over 50 generated
ICU cases in which the frameworks disagree (the generator reports how many cases it rejected);
the table gives, for each framework and opponent, how often each fairness criterion — and each
framework's own optimum — is met by the aligned agent's own proposal, by the opponent's, and by
the joint outcome. This is `examples/sweeps/triage_600.yaml` run through the Python API; the
same from the command line:

    fairagents experiment run examples/sweeps/triage_600.yaml --out triage.sqlite
    fairagents experiment table triage.sqlite

Run it: ``python examples/triage_debates.py [--limit N] [--out FILE]`` (analytic agents, offline,
about a minute on 2 cores; ``--limit 24`` runs the first two cases only, as CI does through
``FAIRAGENTS_EXAMPLE_LIMIT``). Rerunning with the same ``--out`` skips finished debates.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from fairagents.experiments import load_results, run_sweep_file, study_table
from fairagents.experiments.table_columns import base_columns, table_statistics

SWEEP = Path(__file__).resolve().parent / "sweeps" / "triage_600.yaml"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=os.environ.get("FAIRAGENTS_EXAMPLE_LIMIT"))
    parser.add_argument("--out", type=Path, default=None, help="results store (default: temp)")
    args = parser.parse_args()
    out = args.out or Path(tempfile.mkdtemp()) / "triage.sqlite"
    limit = None if args.limit is None else int(args.limit)
    counts = run_sweep_file(SWEEP, out, limit=limit)
    print(f"{counts.finished} debates run, {counts.skipped} done before, {counts.failed} failed")
    table = study_table(load_results(out), "triage")
    shares = table[base_columns(table)].drop(columns="runs")  # the intervals are columns too
    print((100 * shares).round().astype("Int64").to_string())
    print("\n".join(table_statistics(table).lines()))


if __name__ == "__main__":
    main()
