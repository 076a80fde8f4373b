"""`--backend ray --address` against a cluster started the way users start one.

A head node (``ray start --head``) and a second node (``ray start --address``), each in a process
session of its own, on loopback, both running this checkout's fairagents (the same Python
environment, ``PYTHONPATH`` naming this checkout's ``src``: a Ray worker imports the package its
node's environment has, so every node needs it installed — see docs/tutorials/ray.md). The real
CLI runs a sweep on that cluster and the results store on the driver must equal a local run's;
then the second node is killed mid-sweep, and nothing may be lost or duplicated.

Every process a node starts inherits a marker in its environment; teardown kills each node's
process tree and group and then any process still carrying the marker, by pid, so a failing test
leaves no Ray process behind (``ray stop`` would kill every Ray on the machine, not only these);
each ``ray start`` also dies with this process (``PR_SET_PDEATHSIG``), and its node with it, if
pytest itself is killed."""

from __future__ import annotations

import contextlib
import ctypes
import os
import secrets
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

import fairagents
from fairagents._cli._experiment import EXIT_RUNS_FAILED
from fairagents.experiments import LocalBackend, ResultsStore, expand, load_sweep, run_sweep
from fairagents.experiments._store_schema import LATER_TABLES

from .conftest import EXAMPLES

SWEEP = str(EXAMPLES / "sweeps" / "triage_600.yaml")
RAY = str(Path(sys.executable).with_name("ray"))
SRC = str(Path(fairagents.__file__).resolve().parents[1])
MARKER = "FAIRAGENTS_RAY_TEST_CLUSTER"
OBJECT_STORE = 80 * 1024 * 1024  # bytes a node: a run's result is ~16 kB; Ray's minimum is 75 MiB
STARTED = "Ray runtime started."
PR_SET_PDEATHSIG = 1


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def pids_with(marker: str) -> list[int]:
    """Live processes whose environment carries ``MARKER=marker`` (Linux /proc)."""
    found = []
    needle = f"{MARKER}={marker}".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if needle in (entry / "environ").read_bytes().split(b"\0"):
                found.append(int(entry.name))
        except OSError:  # gone, or another user's
            continue
    return found


def family(root: int) -> list[int]:
    """``root`` and its live descendants (Ray's workers leave their node's process group)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    out, frontier = [root], [root]
    while frontier:
        frontier = [pid for pid, ppid in parents.items() if ppid in frontier]
        out.extend(frontier)
    return out


def die_with_parent() -> None:
    """In a child before it runs: SIGKILL it when this process dies (Linux ``prctl``), so a
    killed pytest leaves no ``ray start`` behind; Ray's processes end with their node's."""
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def send(sig: signal.Signals, pids: list[int]) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, sig)


def rss_mb(pids: list[int]) -> float:
    """Resident memory of ``pids`` together, in MB."""
    total = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return total / 1024


class Cluster:
    """A head node and worker nodes on loopback, each a ``ray start --block`` in its own
    session; :meth:`stop` kills them all, whatever happened."""

    def __init__(self) -> None:
        # Short: Ray's unix sockets live under the temp dir and must fit in 107 bytes.
        self.root = Path(tempfile.mkdtemp(prefix="fa-ray-", dir="/tmp"))
        self.marker = secrets.token_hex(8)
        token = self.root / "auth_token"
        token.write_text(secrets.token_hex(32))  # this cluster's own, not ~/.ray's
        self.port = free_port()
        self.address = f"127.0.0.1:{self.port}"
        self.env = {
            **os.environ,
            "RAY_USAGE_STATS_ENABLED": "0",
            "RAY_AUTH_MODE": "token",
            "RAY_AUTH_TOKEN_PATH": str(token),
            "PYTHONPATH": os.pathsep.join([SRC, *filter(None, [os.environ.get("PYTHONPATH")])]),
            # A dead node is noticed in ~2 s rather than Ray's default ~20 s.
            "RAY_health_check_initial_delay_ms": "1000",
            "RAY_health_check_period_ms": "500",
            "RAY_health_check_timeout_ms": "1000",
            "RAY_health_check_failure_threshold": "3",
            MARKER: self.marker,
        }
        self.nodes: dict[str, subprocess.Popen[bytes]] = {}

    def start(self, name: str, *args: str, timeout: float = 120) -> subprocess.Popen[bytes]:
        """Start node ``name`` and wait until Ray says it runs."""
        log = self.root / f"{name}.log"
        ports = [
            "--node-manager-port", str(free_port()),
            "--object-manager-port", str(free_port()),
            "--dashboard-agent-listen-port", str(free_port()),
            "--dashboard-agent-grpc-port", str(free_port()),
            "--runtime-env-agent-port", str(free_port()),
            "--metrics-export-port", str(free_port()),
        ]  # fmt: skip
        with log.open("wb") as out:
            proc = subprocess.Popen(
                [RAY, "start", "--block", "--node-ip-address", "127.0.0.1", "--num-cpus", "1",
                 "--object-store-memory", str(OBJECT_STORE), "--temp-dir", str(self.root),
                 "--disable-usage-stats", *ports, *args],
                stdout=out, stderr=subprocess.STDOUT, env=self.env, start_new_session=True,
                preexec_fn=die_with_parent,
            )  # fmt: skip
        self.nodes[name] = proc
        deadline = time.monotonic() + timeout
        while STARTED not in log.read_text(errors="replace"):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"ray node {name} did not start:\n{log.read_text()[-3000:]}")
            time.sleep(0.2)
        return proc

    def start_head(self) -> None:
        self.client_port = free_port()
        self.start(
            "head", "--head", "--port", str(self.port), "--include-dashboard=false",
            "--dashboard-port", str(free_port()), "--ray-client-server-port", str(self.client_port),
        )  # fmt: skip

    def add_worker(self, name: str) -> subprocess.Popen[bytes]:
        return self.start(name, "--address", self.address)

    def kill(self, name: str) -> None:
        """SIGKILL node ``name``: its ``ray start``, raylet, object store, agents and workers."""
        proc = self.nodes.pop(name)
        send(signal.SIGKILL, family(proc.pid))
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)

    def stop(self) -> None:
        """Every node asked to stop (SIGTERM), killed after 3 s, then any process left with
        this cluster's marker killed by pid; the temp dir removed."""
        for proc in self.nodes.values():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + 3
        for name in list(self.nodes):
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.nodes[name].wait(timeout=max(deadline - time.monotonic(), 0.1))
            self.kill(name)
        for _ in range(20):
            left = pids_with(self.marker)
            if not left:
                break
            send(signal.SIGKILL, left)
            time.sleep(0.2)
        assert not pids_with(self.marker), "Ray processes outlived the test"
        shutil.rmtree(self.root, ignore_errors=True)

    def node_pids(self, name: str) -> list[int]:
        return family(self.nodes[name].pid)


class Watch:
    """While a sweep runs, which pids each node's processes had and each node's peak resident
    memory (sampled every 0.2 s): Ray ends a job's workers when its driver leaves, so the
    worker a store row names can be traced to its node only while the sweep runs."""

    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster
        self.pids: dict[str, set[int]] = {name: set() for name in cluster.nodes}
        self.peak_mb: dict[str, float] = dict.fromkeys(cluster.nodes, 0.0)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def _sample(self) -> None:
        while not self._stop.wait(0.2):
            for name, proc in list(self.cluster.nodes.items()):
                if name in self.pids and proc.poll() is None:
                    pids = family(proc.pid)
                    self.pids[name].update(pids)
                    self.peak_mb[name] = max(self.peak_mb[name], rss_mb(pids))

    def __enter__(self) -> Watch:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def node_of(self, worker: str) -> str:
        """The node whose process ran a store row's ``worker`` (host:pid), or ``?``."""
        pid = int(worker.rsplit(":", 1)[1])
        return next((name for name, pids in self.pids.items() if pid in pids), "?")


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    c = Cluster()
    try:
        c.start_head()
        yield c
    finally:
        c.stop()


RUNS = 60
"""Runs of the sweep the tests use (its first ``RUNS``)."""


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The same runs on the local backend, in threads of this process (no Ray)."""
    path = tmp_path_factory.mktemp("reference") / "local.sqlite"
    sweep = Path(SWEEP)
    expansion = expand(load_sweep(sweep), base=sweep.parent, source=SWEEP, limit=RUNS)
    with ResultsStore(path) as store, LocalBackend(2, kind="thread") as backend:
        counts = run_sweep(expansion, store, backend)
    assert counts.finished == RUNS
    return path


def sweep_command(cluster: Cluster, out: Path, limit: int) -> list[str]:
    """``fairagents experiment run`` of the first ``limit`` runs on the cluster."""
    return [
        sys.executable, "-m", "fairagents", "experiment", "run", SWEEP, "--out", str(out),
        "--limit", str(limit), "--no-progress", "--backend", "ray", "--address", cluster.address,
    ]  # fmt: skip


def on_cluster(cluster: Cluster, out: Path, limit: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        sweep_command(cluster, out, limit), capture_output=True, text=True, timeout=600,
        env=cluster.env,
    )  # fmt: skip


def row_counts(path: Path, ids: set[str]) -> dict[str, dict[str, int]]:
    """Rows per run (of the runs ``ids``) in every per-run table of the store at ``path``."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return {
            table: {
                run_id: n
                for run_id, n in db.execute(f"SELECT run_id, COUNT(*) FROM {table} GROUP BY run_id")
                if run_id in ids
            }
            for table in ("runs", "subjects", *LATER_TABLES)
        }
    finally:
        db.close()


def assert_same_results(store: Path, reference: Path, n: int) -> None:
    """The store holds the first ``n`` runs, each recorded once, finished, and equal to the
    reference's, with as many rows in every table (no ballot, subject or rule outcome twice)."""
    with ResultsStore(store) as a, ResultsStore(reference) as b:
        ids = {row["run_id"] for row in b.run_rows() if row["idx"] < n}
        assert len(ids) == n and a.finished_ids() == ids
        (status,) = a.status().sweeps
        assert (status.planned, status.finished, status.failed) == (n, n, 0)
        assert len(a.run_rows()) == n  # one row a run
        for run_id in ids:
            x, y = a.result(run_id), b.result(run_id)
            assert (x.joint, x.stop, x.subjects, x.events()) == (y.joint, y.stop, y.subjects,
                                                                 y.events())  # fmt: skip
    assert row_counts(store, ids) == row_counts(reference, ids)


@pytest.mark.ray
def test_a_sweep_runs_on_a_two_node_cluster_started_with_ray_start(
    cluster: Cluster, reference: Path, tmp_path: Path
) -> None:
    cluster.add_worker("second")
    try:
        n = 24
        with Watch(cluster) as watch:
            done = on_cluster(cluster, tmp_path / "ray.sqlite", n)
        assert done.returncode == 0, done.stderr
        assert f"ray, the cluster at {cluster.address}: 2 nodes, 2 CPUs" in done.stderr
        # Both nodes ran runs (the store's worker column is host:pid of the Ray worker).
        with ResultsStore(tmp_path / "ray.sqlite") as store:
            nodes = [watch.node_of(r["worker"]) for r in store.run_rows()]
        assert set(nodes) == {"head", "second"}, nodes
        assert_same_results(tmp_path / "ray.sqlite", reference, n)
        print(f"peak resident memory, MB: {watch.peak_mb}")
    finally:
        cluster.kill("second")


def recorded(path: Path) -> list[tuple[str, str, str, int]]:
    """(run_id, status, worker, attempts) of each run recorded so far, read without a lock."""
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    except sqlite3.OperationalError:  # not created yet
        return []
    try:
        return list(db.execute("SELECT run_id, status, worker, attempts FROM runs"))
    except sqlite3.OperationalError:  # no tables yet
        return []
    finally:
        db.close()


def running(pids: list[int], task: str) -> bool:
    """Whether one of ``pids`` is a Ray worker running ``task`` now."""
    for pid in pids:
        with contextlib.suppress(OSError):
            if Path(f"/proc/{pid}/cmdline").read_bytes().startswith(f"ray::{task}".encode()):
                return True
    return False


def resubmitted(cluster: Cluster, driver: int) -> int:
    """Tasks the driver (pid ``driver``) sent again because their node died, from its log."""
    logs = cluster.root.glob(f"session_*/logs/python-core-driver-*_{driver}.log")
    return sum(
        "NODE_DIED" in line and "failed with error" in line
        for log in logs
        for line in log.read_text(errors="replace").splitlines()
    )


@pytest.mark.ray
def test_killing_a_node_mid_sweep_loses_and_duplicates_nothing(
    cluster: Cluster, reference: Path, tmp_path: Path
) -> None:
    cluster.add_worker("victim")
    n = RUNS
    store = tmp_path / "ray.sqlite"
    with Watch(cluster) as watch:
        sweep = subprocess.Popen(
            sweep_command(cluster, store, n),
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cluster.env,
        )  # fmt: skip
        try:
            # Kill the second node while it runs a run (Ray titles a worker busy with a task
            # after the task's function), in the middle of the sweep.
            deadline = time.monotonic() + 300
            while not running(family(cluster.nodes["victim"].pid), "run_chunk"):
                assert sweep.poll() is None, sweep.communicate()
                assert time.monotonic() < deadline, "the second node never ran a run"
                time.sleep(0.02)
            cluster.kill("victim")
            before = {run_id for run_id, *_ in recorded(store)}
            _, err = sweep.communicate(timeout=600)
        finally:
            if sweep.poll() is None:
                sweep.kill()
                sweep.wait()
    assert len(before) < n, "the sweep was over before the node died"
    assert sweep.returncode in (0, EXIT_RUNS_FAILED), err
    first = recorded(store)
    assert len(first) == n  # every run recorded: finished, or failed with the node's death
    failed = {run_id for run_id, status, _, _ in first if status == "failed"}
    retried = resubmitted(cluster, sweep.pid)
    assert retried or failed, f"no run was lost with the node: the test proved nothing\n{err}"
    # What ran after the kill ran on the head (Ray sent the dead node's tasks there).
    after = {watch.node_of(w) for run_id, status, w, _ in first
             if run_id not in before and status == "finished"}  # fmt: skip
    assert after == {"head"}, after
    if failed:  # recorded failed with the reason; the next `experiment run` runs them
        assert sweep.returncode == EXIT_RUNS_FAILED
        again = on_cluster(cluster, store, n)
        assert again.returncode == 0, again.stderr
        assert f"{n - len(failed)} already done, {len(failed)} to run" in again.stderr
    attempts = {run_id: tries for run_id, _, _, tries in recorded(store)}
    assert attempts == {run_id: 2 if run_id in failed else 1 for run_id in attempts}
    assert_same_results(store, reference, n)
    print(f"killed after {len(before)} of {n} runs; Ray ran {retried} again, {len(failed)} "
          f"recorded failed; peak resident memory, MB: {watch.peak_mb}")  # fmt: skip
