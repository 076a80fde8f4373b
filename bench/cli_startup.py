"""How long ``fairagents aggregate`` takes to start: a fresh interpreter importing the CLI, and
the whole command on a small PrefLib file.

The CLI registers every command at import, so what the slowest command's module imports at the
top, every command pays. The named baseline, measured in the same run: a fresh interpreter
importing only what any Typer CLI needs (``typer``, ``rich``, ``pydantic``) and ``numpy``.
Reported: the median of 7 fresh processes each, min beside it, and the ratio to the baseline.
Run: ``python bench/run.py cli_startup``.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FILE = ROOT / "tests" / "data" / "preflib" / "00004-00000006.soc"
REPEATS = 7

CASES = {
    "baseline: import typer, rich, pydantic, numpy": [
        sys.executable, "-c", "import typer, rich, pydantic, numpy",
    ],
    "the CLI loaded": [sys.executable, "-c", "import fairagents._cli"],
    "fairagents aggregate FILE --rule borda": [
        sys.executable, "-m", "fairagents", "aggregate", str(FILE), "--rule", "borda",
    ],
}  # fmt: skip


def timed(command: list[str]) -> list[float]:
    out = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, cwd=ROOT)
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    measured = {name: timed(command) for name, command in CASES.items()}
    base = statistics.median(next(iter(measured.values())))
    print("| what | median (s) | min (s) | × baseline |")
    print("| --- | ---: | ---: | ---: |")
    for name, times in measured.items():
        median = statistics.median(times)
        print(f"| {name} | {median:.2f} | {min(times):.2f} | {median / base:.1f} |")
