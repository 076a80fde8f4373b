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
5. **10,000 debates** (the same sweep with 834 generated cases, its first 10,000 runs) on the
   local backend, 2 processes: wall time from the call to the last result recorded, against the
   target of 5 minutes on 2 cores.
6. **The same 10,000 on a local 2-node Ray cluster**: a head (``ray start --head --num-cpus
   1``) and one worker node (``ray start --address … --num-cpus 1``) on loopback, the sweep
   joining it with ``--address``; per debate against item 5's local figure (target: no slower).
   The cluster's start is not timed (it is up before the sweep, as a user's is).

``FAIRAGENTS_BENCH_DEBATES=N`` sizes items 5–6 (default 10,000); ``FAIRAGENTS_BENCH_SWEEP=big``
runs items 5–6 only (``=ray`` item 6 alone, against item 5's wall time given as
``FAIRAGENTS_BENCH_LOCAL_S``); ``FAIRAGENTS_BENCH_SWEEP=digest`` runs the 600 debates once and
prints the digest of the stored results (:func:`store_digest`), the check that a change to a
run's path leaves every stored result and run id as it was.

Each sweep writes a fresh store. Ray must start inside a loopback-only network namespace (it
probes a cloud-metadata address otherwise), so the benchmark re-runs itself through
`scripts/offline.sh` as `make test` does. Run: ``python bench/run.py sweep``.
"""

from __future__ import annotations

import contextlib
import os
import platform
import secrets
import shutil
import signal
import socket
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
DEBATES = int(os.environ.get("FAIRAGENTS_BENCH_DEBATES", "10000"))
BIG_TARGET_S = 300.0  # 10,000 debates ≤ 5 minutes on 2 cores


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
    from fairagents.experiments._backends import _process_context

    began = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import fairagents.experiments._execute"], check=True)
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


def big_expansion(debates: int = DEBATES) -> Any:
    """The triage sweep grown to ``debates`` runs: enough generated cases (12 runs each)."""
    import yaml

    from fairagents.experiments import expand, parse_sweep

    data = yaml.safe_load(SWEEP.read_text())
    data["id"] = f"triage-{debates}"
    data["scenarios"][0]["count"] = -(-debates // 12)
    return expand(parse_sweep(data), base=SWEEP.parent, limit=debates)


def sweep(backend: Any, label: str, expansion: Any = None) -> dict[str, float]:
    from fairagents.experiments import ResultsStore, expand, load_sweep, run_sweep

    if expansion is None:
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
    return {"wall": wall, "peak": memory.peak, "runs": counts.finished}


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


RAY = str(Path(sys.executable).with_name("ray"))
STARTED = "Ray runtime started."


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class TwoNodes:
    """A Ray head and one worker node on loopback, 1 CPU each, each a ``ray start --block`` in
    a session of its own with this cluster's own token and temp dir; on exit each node's
    process group is killed (only these processes: no ``ray stop``)."""

    def __enter__(self) -> TwoNodes:
        self.root = Path(tempfile.mkdtemp(prefix="fa-bench-ray-", dir="/tmp"))
        token = self.root / "auth_token"
        token.write_text(secrets.token_hex(32))
        self.address = f"127.0.0.1:{free_port()}"
        self.env = {
            **os.environ,
            "RAY_USAGE_STATS_ENABLED": "0",
            "RAY_AUTH_MODE": "token",
            "RAY_AUTH_TOKEN_PATH": str(token),
            "PYTHONPATH": os.pathsep.join(
                [str(ROOT / "src"), *filter(None, [os.environ.get("PYTHONPATH")])]
            ),
        }
        self.nodes: list[subprocess.Popen[bytes]] = []
        try:
            port = self.address.rsplit(":", 1)[1]
            self._start("head", "--head", "--port", port, "--include-dashboard=false",
                        "--dashboard-port", str(free_port()),
                        "--ray-client-server-port", str(free_port()))  # fmt: skip
            self._start("worker", "--address", self.address)
        except BaseException:
            self.__exit__()
            raise
        os.environ.update(RAY_AUTH_MODE="token", RAY_AUTH_TOKEN_PATH=str(token))
        return self

    def _start(self, name: str, *args: str) -> None:
        log = self.root / f"{name}.log"
        ports = [
            "--node-manager-port", str(free_port()), "--object-manager-port", str(free_port()),
            "--dashboard-agent-listen-port", str(free_port()),
            "--dashboard-agent-grpc-port", str(free_port()),
            "--runtime-env-agent-port", str(free_port()), "--metrics-export-port", str(free_port()),
        ]  # fmt: skip
        with log.open("wb") as out:
            proc = subprocess.Popen(
                [RAY, "start", "--block", "--node-ip-address", "127.0.0.1", "--num-cpus", "1",
                 "--object-store-memory", str(80 * 2**20), "--temp-dir", str(self.root),
                 "--disable-usage-stats", *ports, *args],
                stdout=out, stderr=subprocess.STDOUT, env=self.env, start_new_session=True,
            )  # fmt: skip
        self.nodes.append(proc)
        deadline = time.monotonic() + 120
        while STARTED not in log.read_text(errors="replace"):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"ray node {name} did not start:\n{log.read_text()[-2000:]}")
            time.sleep(0.2)

    def __exit__(self, *exc: object) -> None:
        for proc in reversed(self.nodes):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
        for proc in reversed(self.nodes):
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=30)
        shutil.rmtree(self.root, ignore_errors=True)


def big() -> None:
    from fairagents.experiments import LocalBackend, RayBackend

    began = time.perf_counter()
    expansion = big_expansion()
    n = len(expansion.runs)
    print(
        f"\n5.–6. {n:,} triage debates, 2 workers (analytic agents, a fresh store each; "
        f"{time.perf_counter() - began:.1f} s to generate the cases, not timed; "
        f"load average {os.getloadavg()[0]:.1f})"
    )
    if os.environ.get("FAIRAGENTS_BENCH_SWEEP") == "ray":  # item 6 alone, against a figure
        local = {"wall": float(os.environ["FAIRAGENTS_BENCH_LOCAL_S"])}  # item 5 gave
        print(f"   local, 2 processes (given)   {local['wall']:6.1f} s")
    else:
        local = sweep(LocalBackend(workers=2), "local, 2 processes", expansion)
    scaled = local["wall"] * 10_000 / n
    verdict = "met" if scaled <= BIG_TARGET_S else "**missed**"
    print(
        f"   10,000 debates ≤ {BIG_TARGET_S / 60:.0f} min: {verdict} "
        f"({scaled:.0f} s{' scaled from ' + format(n, ',') if n != 10_000 else ''}; "
        f"margin {BIG_TARGET_S - scaled:+.0f} s)"
    )
    with TwoNodes() as cluster:
        ray = sweep(RayBackend(address=cluster.address), "Ray, 2 nodes × 1 CPU", expansion)
    per_local, per_ray = 1000 * local["wall"] / n, 1000 * ray["wall"] / n
    verdict = "met" if per_ray <= per_local else "**missed**"
    print(
        f"   per debate: local {per_local:.1f} ms, Ray 2 nodes {per_ray:.1f} ms "
        f"({per_ray / per_local:.2f}×; target no slower: {verdict})"
    )


VOLATILE = {"started", "duration_s", "worker"}
"""The columns of a store that differ between two runs of one sweep (when, how long, where)."""


def store_digest(path: Path) -> tuple[str, dict[str, int]]:
    """SHA-256 of every row of every table of the store at ``path`` (rows sorted, the
    :data:`VOLATILE` columns and the ``base:`` row of ``meta``, the checkout's path, left out),
    and each table's row count: two runs of one sweep, from any checkout, record the same
    results exactly when their digests are equal."""
    import hashlib
    import sqlite3

    digest, counts = hashlib.sha256(), {}
    con = sqlite3.connect(path)
    try:
        tables = [r[0] for r in con.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]  # fmt: skip
        for table in tables:
            columns = [r[1] for r in con.execute(f"PRAGMA table_info({table})")]
            kept = ", ".join(c for c in columns if c not in VOLATILE)
            rows = con.execute(f"SELECT {kept} FROM {table} ORDER BY {kept}").fetchall()
            if table == "meta":  # where the scenario files are: the checkout, not a result
                rows = [r for r in rows if not str(r[0]).startswith("base:")]
            for row in rows:
                digest.update(f"{table}\t{row!r}\n".encode())
            counts[table] = len(rows)
    finally:
        con.close()
    return digest.hexdigest(), counts


def identity() -> None:
    """The 600-debate sweep into a fresh store, 2 processes, and the digest of its results
    (``FAIRAGENTS_BENCH_SWEEP=digest``): run it before and after a change to the run's path;
    the digests must be equal (run ids included: they are the rows' keys)."""
    from fairagents.experiments import LocalBackend, ResultsStore, expand, load_sweep, run_sweep

    with tempfile.TemporaryDirectory() as tmp:
        store = ResultsStore(Path(tmp) / "results.sqlite")
        with LocalBackend(workers=2) as backend:
            run_sweep(expand(load_sweep(SWEEP), base=SWEEP.parent), store, backend)
        store.close()
        digest, counts = store_digest(Path(tmp) / "results.sqlite")
    print(f"rows: {counts}\nsha256 of the results: {digest}")


def main() -> None:
    if os.environ.get("FAIRAGENTS_BENCH_SWEEP") == "digest":
        identity()
        return
    if os.environ.get(MARK) == "1":
        if os.environ.get("FAIRAGENTS_BENCH_SWEEP") not in ("big", "ray"):
            measure()
        big()
        return
    env = {**os.environ, MARK: "1", "RAY_USAGE_STATS_ENABLED": "0"}
    command: list[str] = ["bash", str(ROOT / "scripts" / "offline.sh"), sys.executable, __file__]
    run: Callable[..., Any] = subprocess.run
    run(command, check=True, env=env, cwd=ROOT)


if __name__ == "__main__":
    main()
