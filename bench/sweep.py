"""The 600-debate triage sweep (`examples/sweeps/triage_600.yaml`, analytic agents), measured.

1. **Process start-up**: a fresh interpreter importing the deliberation stack (what a process
   per debate would pay, every debate) against one in-process debate; then what a worker pool
   pays once — a forkserver that imports the stack once and forks workers (ours), or workers
   each spawned and importing it themselves — time to the first result.
2. **The sweep on the local backend**, 2 worker processes (the project machine's cores): wall
   time, debates/s, peak memory of the whole process tree (sampled RSS of the sweep's process
   and all its descendants), and the results store's share of the wall time.
3. **The same sweep on a local Ray with the same 2 CPUs**, in the same run: wall time, debates/s,
   peak memory, and the ratio to the local backend (target ≤ 1.5×).
4. **Scaling**: the local backend with 1 worker, then 2: the speed-up; and the same debates one
   after another in this process (no pool), the floor a pool's overhead is measured against.

Each sweep writes a fresh store. Ray must start inside a loopback-only network namespace (it
probes a cloud-metadata address otherwise), so the benchmark re-runs itself through
`scripts/offline.sh` as `make test` does. Run: ``python bench/run.py sweep``.
"""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SWEEP = ROOT / "examples" / "sweeps" / "triage_600.yaml"
MARK = "FAIRAGENTS_BENCH_OFFLINE"


def tree_rss(root: int) -> int:
    """Resident memory (bytes) of ``root`` and every process descended from it (Linux /proc)."""
    parents: dict[int, int] = {}
    rss: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{entry}/statm") as statm:
                pages = int(statm.read().split()[1])
        except OSError:
            continue
        parents[int(entry)] = int(fields[1])
        rss[int(entry)] = pages * os.sysconf("SC_PAGE_SIZE")
    total, frontier = 0, {root}
    while frontier:
        total += sum(rss.get(p, 0) for p in frontier)
        frontier = {p for p, parent in parents.items() if parent in frontier}
    return total


class PeakMemory:
    """Samples the process tree's RSS every 0.1 s while in use."""

    def __enter__(self) -> PeakMemory:
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()
        return self

    def _sample(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, tree_rss(os.getpid()))
            self._stop.wait(0.1)

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def startup() -> None:
    from fairagents.experiments import expand, load_sweep, run_one
    from fairagents.experiments.backends import _process_context

    began = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import fairagents.experiments.execute"], check=True)
    fresh = time.perf_counter() - began
    spec = expand(load_sweep(SWEEP), base=SWEEP.parent, limit=1).runs[0]
    run_one(spec)  # warm
    began = time.perf_counter()
    run_one(spec)
    debate = time.perf_counter() - began
    print("\n1. process start-up")
    print(
        f"   fresh interpreter importing the stack: {fresh:.2f} s; one debate in a warm process: "
        f"{1000 * debate:.0f} ms ({fresh / debate:.0f}× the debate)"
    )
    import multiprocessing

    for name, ctx in (("forkserver (ours)", _process_context()),
                      ("spawn", multiprocessing.get_context("spawn"))):  # fmt: skip
        began = time.perf_counter()
        with ProcessPoolExecutor(2, mp_context=ctx) as pool:
            list(pool.map(run_one, [spec, spec]))
            first = time.perf_counter() - began
        print(f"   pool of 2 workers, {name}: first two results after {first:.2f} s")


def sweep(backend: Any, label: str) -> dict[str, float]:
    from fairagents.experiments import ResultsStore, expand, load_sweep, run_sweep

    expansion = expand(load_sweep(SWEEP), base=SWEEP.parent)
    with tempfile.TemporaryDirectory() as tmp:
        store = ResultsStore(Path(tmp) / "results.sqlite")
        spent = [0.0]
        record = store.record

        def timed(result: Any) -> None:
            began = time.perf_counter()
            record(result)
            spent[0] += time.perf_counter() - began

        store.record = timed  # type: ignore[method-assign]
        with PeakMemory() as memory:
            began = time.perf_counter()
            with backend:
                counts = run_sweep(expansion, store, backend)
            wall = time.perf_counter() - began
        store.close()
    assert counts.finished == len(expansion.runs), counts
    print(
        f"   {label:<28} {wall:6.1f} s  {counts.finished / wall:5.1f} debates/s  "
        f"peak {memory.peak / 2**20:6.0f} MiB  store {100 * spent[0] / wall:.2f} % of the time"
    )
    return {"wall": wall, "peak": memory.peak}


def sequential() -> float:
    from fairagents.experiments import expand, load_sweep, run_one

    runs = expand(load_sweep(SWEEP), base=SWEEP.parent).runs
    began = time.perf_counter()
    for spec in runs:
        run_one(spec)
    wall = time.perf_counter() - began
    print(f"   {'in this process, no pool':<28} {wall:6.1f} s  {len(runs) / wall:5.1f} debates/s")
    return wall


def measure() -> None:
    from fairagents.experiments import LocalBackend, RayBackend

    print(f"python {platform.python_version()}, {os.cpu_count()} cores")
    startup()
    print("\n2.–3. the 600-debate sweep, 2 workers (analytic agents, a fresh store each)")
    local = sweep(LocalBackend(workers=2), "local, 2 processes")
    ray = sweep(RayBackend(workers=2), "Ray, local, 2 CPUs")
    print(f"   Ray / local: {ray['wall'] / local['wall']:.2f}× (target ≤ 1.5×)")
    print("\n4. scaling")
    one = sweep(LocalBackend(workers=1), "local, 1 process")
    print(f"   1 → 2 workers: {one['wall'] / local['wall']:.2f}× faster")
    floor = sequential()
    print(f"   local 1 process / no pool: {one['wall'] / floor:.2f}×")


def main() -> None:
    if os.environ.get(MARK) == "1":
        measure()
        return
    env = {**os.environ, MARK: "1", "RAY_USAGE_STATS_ENABLED": "0"}
    command: list[str] = ["bash", str(ROOT / "scripts" / "offline.sh"), sys.executable, __file__]
    run: Callable[..., Any] = subprocess.run
    run(command, check=True, env=env, cwd=ROOT)


if __name__ == "__main__":
    main()
