"""Budget rules on real Pabulib elections against pabutools, on the same files, in the same run.

The Method of Equal Shares (not completed: pabutools' ``method_of_equal_shares``) and greedy by
satisfaction per cost (pabutools' ``greedy_utilitarian_welfare``), each with cost satisfaction
(``Cost_Sat``: a funded approved project is worth its cost) and cardinality satisfaction
(``Cardinality_Sat``: it counts 1), on every approval election shipped in ``tests/data/pabulib``
(34 files, 8 to 30,237 voters, 1 to 107 projects) — or on every approval ``.pb`` file under the
folder in ``$FAIRAGENTS_PABULIB`` (e.g. pabutools' ``tests/pabulib/All``, up to 131,778 voters).

Each library reads the file with its own reader outside the timing; the timing is the rule
call, from the library's election object (ours: a ``BudgetedSelection``, so building the
utility matrix is inside it; pabutools: its ``Instance`` and ``ApprovalProfile``, so building
its satisfaction profile is inside it). A call is the best of three, or run once if it took a
second or more. Both sides must give the same package (projects listed by name on our side, as
pabutools breaks ties by name). Target: in total over the files, each rule ≥ 10× pabutools.
"""

from __future__ import annotations

import os
import platform
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pabutools import election as pbe
from pabutools import rules as pbr

from fairagents.formats import PabulibWarning, read_pabulib
from fairagents.problems import BudgetedSelection
from fairagents.problems.budget_rules import greedy_utilitarian, method_of_equal_shares

SAMPLE = Path(__file__).resolve().parents[1] / "tests" / "data" / "pabulib"
TARGET = 10.0

OURS: dict[str, Callable[[BudgetedSelection], Any]] = {
    "mes": lambda b: method_of_equal_shares(b, completion="none").projects,
    "greedy": lambda b: greedy_utilitarian(b, per_cost=True).projects,
}
THEIRS: dict[str, Callable[..., Any]] = {
    "mes": pbr.method_of_equal_shares,
    "greedy": pbr.greedy_utilitarian_welfare,
}
SATS = {"cost": pbe.Cost_Sat, "cardinality": pbe.Cardinality_Sat}


def _best(call: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = call()
    elapsed = time.perf_counter() - start
    if elapsed >= 1.0:
        return elapsed, result
    for _ in range(2):
        start = time.perf_counter()
        call()
        elapsed = min(elapsed, time.perf_counter() - start)
    return elapsed, result


def _files() -> list[Path]:
    folder = Path(os.environ.get("FAIRAGENTS_PABULIB") or SAMPLE)
    out = []
    for path in sorted(folder.glob("*.pb")):
        with path.open(encoding="utf-8-sig") as handle:
            for line in handle:  # the META section names the vote type
                if line.strip().lower() == "projects":
                    break
                if line.strip().lower() == "vote_type;approval":
                    out.append(path)
                    break
    return out


def _by_name(problem: BudgetedSelection) -> BudgetedSelection:
    data = problem.model_dump()
    data["projects"] = dict(sorted(problem.projects.items()))
    return BudgetedSelection.model_validate(data)


def main() -> None:
    files = _files()
    load = os.getloadavg()
    print(
        f"{len(files)} approval elections; CPython {platform.python_version()}, "
        f"load average {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} on {os.cpu_count()} cores"
    )
    totals: dict[tuple[str, str], list[float]] = {}
    mismatches: list[str] = []
    print(
        "| file | voters | projects | "
        + " | ".join(f"{r} {s} ours ms | pabutools ms" for r in OURS for s in SATS)
        + " |"
    )
    for path in files:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", PabulibWarning)
            election = read_pabulib(path)
        instance, profile = pbe.parse_pabulib(str(path))
        for p in [p for p in instance if p.cost == 0]:
            instance.remove(p)  # a free project: fairagents keeps it out of the problem
        cells = []
        for rule in OURS:
            for sat, sat_class in SATS.items():
                problem = _by_name(election.budget_problem(sat))  # type: ignore[arg-type]
                ours_s, package = _best(lambda: OURS[rule](problem))  # noqa: B023
                theirs_s, allocation = _best(
                    lambda: THEIRS[rule](instance, profile, sat_class=sat_class)  # noqa: B023
                )
                if sorted(package) != sorted(p.name for p in allocation):
                    mismatches.append(f"{path.name} {rule} {sat}")
                totals.setdefault((rule, sat), [0.0, 0.0])
                totals[(rule, sat)][0] += ours_s
                totals[(rule, sat)][1] += theirs_s
                cells.append(f"{ours_s * 1e3:,.1f} | {theirs_s * 1e3:,.1f}")
        n = len(election.problem.stakeholder_ids)
        print(
            f"| {path.name} | {n:,} | {len(election.problem.projects)} | "
            + " | ".join(cells)
            + " |",
            flush=True,
        )
    print()
    print("| rule | satisfaction | fairagents total s | pabutools total s | speed-up | target |")
    print("| --- | --- | ---: | ---: | ---: | --- |")
    for (rule, sat), (ours_s, theirs_s) in totals.items():
        ratio = theirs_s / ours_s
        verdict = "met" if ratio >= TARGET else f"missed (×{TARGET / ratio:.1f} short)"
        row = f"| {rule} | {sat} | {ours_s:.3f} | {theirs_s:.2f} | {ratio:,.1f}× |"
        print(f"{row} ≥ {TARGET:g}×: {verdict} |")
    print(f"same packages: {'yes, on every file' if not mismatches else ', '.join(mismatches)}")


if __name__ == "__main__":
    main()
