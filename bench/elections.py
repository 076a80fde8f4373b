"""Reading election files: our Pabulib and PrefLib readers against pabutools' ``parse_pabulib``
and preflibtools' ``OrdinalInstance.parse_file``, on the same files, in the same run.

The files: generated Pabulib approval elections (``scripts/election_files.py``: 150 projects,
each voter approving 1 to 15 in random order) of about 10 and 50 MB — 300,000 and 1.5 million
voters, a city's election and five — plus, read one after another, every Pabulib file shipped in
``tests/data/pabulib`` (40 real elections); and generated ``.soc`` files of 10 strict orders
(counts 1 to 5) of about 10 and 50 MB. Each reading runs in a fresh process of its own (its
imports outside the timing), the two libraries in turn, three rounds; the table gives each
side's median time and its peak resident memory (``VmHWM``, the interpreter and its imports
included). Target: ours within 2× of theirs; at most 2× the compact profile in memory (which
``tests/test_formats_scale.py`` holds at 200 MB).
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from election_files import write_approval_pb, write_soc  # noqa: E402

SAMPLE = ROOT / "tests" / "data" / "pabulib"
ROUNDS = 3
TARGET = 2.0

READERS = {
    "ours-pb": "from fairagents.formats import read_pabulib as read",
    "pabutools": "from pabutools.election import parse_pabulib as read",
    "ours-soc": "from fairagents.formats import read_preflib as read",
    "preflibtools": (
        "from preflibtools.instances import OrdinalInstance\n"
        "def read(path):\n"
        "    instance = OrdinalInstance()\n"
        "    instance.parse_file(path)\n"
        "    return instance"
    ),
}
CHILD = """
import json, sys, time, warnings
warnings.simplefilter("ignore")
{imports}
paths = sys.argv[1:]
start = time.perf_counter()
for path in paths:
    read(path)
seconds = time.perf_counter() - start
peak = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM:"))
print(json.dumps({{"seconds": seconds, "peak_mb": peak / 1024}}))
"""


def _once(reader: str, paths: list[Path]) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", CHILD.format(imports=READERS[reader]), *map(str, paths)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
    )
    result: dict[str, float] = json.loads(done.stdout)
    return result


def _compare(ours: str, theirs: str, paths: list[Path]) -> tuple[dict[str, float], ...]:
    """Median seconds and peak memory of each side, the two run in turn each round."""
    runs: dict[str, list[dict[str, float]]] = {ours: [], theirs: []}
    for _ in range(ROUNDS):
        for reader in (ours, theirs):
            runs[reader].append(_once(reader, paths))
    return tuple(
        {key: statistics.median(r[key] for r in runs[reader]) for key in ("seconds", "peak_mb")}
        for reader in (ours, theirs)
    )


def main() -> None:
    load = os.getloadavg()
    print(
        f"CPython {platform.python_version()}, load average {load[0]:.1f} / {load[1]:.1f} / "
        f"{load[2]:.1f} on {os.cpu_count()} cores; median of {ROUNDS} rounds, a process each"
    )
    print("| file | size | ours s | theirs s | ratio | ours peak MB | theirs peak MB |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    ratios = []
    with tempfile.TemporaryDirectory() as tmp:
        cases: list[tuple[str, str, str, list[Path], str]] = []
        for mb in (10, 50):
            pb, soc = Path(tmp) / f"city-{mb}.pb", Path(tmp) / f"orders-{mb}.soc"
            voters = write_approval_pb(pb, mb)
            orders = write_soc(soc, mb)
            cases.append((f"Pabulib approval, {voters:,} voters", "ours-pb", "pabutools", [pb], ""))
            cases.append((f".soc, {orders:,} orders", "ours-soc", "preflibtools", [soc], ""))
        real = sorted(SAMPLE.glob("*.pb"))
        cases.insert(0, (f"{len(real)} real Pabulib files", "ours-pb", "pabutools", real, ""))
        for name, ours, theirs, paths, _ in cases:
            mine, other = _compare(ours, theirs, paths)
            size = sum(p.stat().st_size for p in paths) / 1e6
            ratio = mine["seconds"] / other["seconds"]
            ratios.append(ratio)
            print(
                f"| {name} | {size:.0f} MB | {mine['seconds']:.2f} | {other['seconds']:.2f} | "
                f"{ratio:.2f}× | {mine['peak_mb']:,.0f} | {other['peak_mb']:,.0f} |",
                flush=True,
            )
    worst = max(ratios)
    verdict = "met" if worst <= TARGET else "NOT met"
    print(f"slowest ratio ours/theirs: {worst:.2f}× (target ≤ {TARGET:g}×: {verdict})")
