"""The triage debates with 2, 3 and 5 parties (`examples/sweeps/triage_600.yaml`,
`triage_panel3.yaml`, `triage_panel5.yaml`; 600 debates each, analytic agents), measured.

For each panel: the wall time of the whole sweep on the local backend with 2 worker processes
(the project machine's cores; the target is ≤ 1 minute), debates per second, and the share of
debates whose vote the seeded lottery settled (a tie the rule's random tie-break split; the
target for 3 and 5 parties is < 10 %). The named baseline is the 2-party sweep, the paper's
design, measured in the same run: the ratio of each panel's wall time to it, and its lottery
share beside theirs. A second table runs each panel under each decision protocol (vote,
agreement, single text, concession; the sweep's ``protocol.decision`` replaced) and prints the
share of debates each settled by the lottery. Run: ``python bench/run.py panels``.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PANELS = {2: "triage_600.yaml", 3: "triage_panel3.yaml", 5: "triage_panel5.yaml"}
PROTOCOLS = ("vote", "agreement", "single_text", "concession")


def sweep(parties: int, folder: Path) -> tuple[float, int, int]:
    """Run one panel's sweep into a fresh store: (wall seconds, debates, lottery-settled)."""
    from fairagents.experiments import load_results
    from fairagents.experiments._runner import run_sweep_file

    store = folder / f"panel{parties}.sqlite"
    start = time.perf_counter()  # expanding the grid (drawing the cases) is part of it
    run_sweep_file(ROOT / "examples" / "sweeps" / PANELS[parties], store, workers=2)
    wall = time.perf_counter() - start
    runs = load_results(store, level="runs")
    return wall, len(runs), int(runs["lottery"].sum())


def lottery_by_protocol(parties: int, folder: Path) -> dict[str, tuple[int, int]]:
    """Each protocol's (lottery-settled, debates) on one panel's sweep, in one store."""
    from fairagents.experiments import ResultsStore, expand, load_results, load_sweep
    from fairagents.experiments._backends import make_backend
    from fairagents.experiments._runner import run_sweep

    path = ROOT / "examples" / "sweeps" / PANELS[parties]
    loaded = load_sweep(path)
    grid = loaded.protocol.model_copy(update={"decision": PROTOCOLS})
    expansion = expand(loaded.model_copy(update={"protocol": grid}), base=path.parent)
    store = folder / f"protocols{parties}.sqlite"
    with ResultsStore(store) as results, make_backend("local", workers=2) as backend:
        run_sweep(expansion, results, backend)
    runs = load_results(store, level="runs")
    return {
        p: (int(part["lottery"].sum()), len(part))
        for p, part in runs.groupby("decision", sort=False)
    }


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        measured = {n: sweep(n, Path(tmp)) for n in PANELS}
        by_protocol = {n: lottery_by_protocol(n, Path(tmp)) for n in PANELS}
    base = measured[2][0]
    print("| parties | debates | wall (s) | debates/s | × 2-party wall | settled by lottery |")
    print("| --- | --- | --- | --- | --- | --- |")
    for n, (wall, debates, lottery) in measured.items():
        share = 100 * lottery / debates
        print(
            f"| {n} | {debates} | {wall:.1f} | {debates / wall:.1f} | {wall / base:.2f} | "
            f"{lottery} ({share:.1f} %) |"
        )
    print()
    print("| parties | " + " | ".join(PROTOCOLS) + " |")
    print("| --- |" + " --- |" * len(PROTOCOLS))
    for n, shares in by_protocol.items():
        cells = []
        for p in PROTOCOLS:
            lottery, debates = shares.get(p, (0, 0))
            cells.append(f"{lottery}/{debates} ({100 * lottery / max(debates, 1):.1f} %)")
        print(f"| {n} | " + " | ".join(cells) + " |")
