"""Where a sweep's runs execute: a local pool sized to the work, or a Ray cluster.

Every backend maps :func:`~fairagents.experiments._execute.run_one` over runs and yields each
:class:`~fairagents.experiments._execute.StoredRun` as soon as it finishes, keeping at most a few
runs per worker in flight (a sweep of 100,000 runs does not queue 100,000 tasks). It reads the
runs lazily, the next one when a slot frees, so a caller that stops feeding it (the sweep's
``--token-budget``) gets the runs in flight back and nothing more. A run whose worker dies is
yielded as failed, with the reason, and the sweep goes on.

**Local** (:class:`LocalBackend`): :func:`plan_concurrency` picks the executor from the models the
runs use —

- analytic (and scripted) agents are CPU-bound: a pool of **processes**, one per core. Workers
  are long-lived: each imports the stack once and keeps its caches warm across runs (a fresh
  interpreter per debate would pay seconds of imports for a debate of tens of milliseconds).
  They fork from a *forkserver* that has imported the stack once, so starting a worker costs a
  fork, not an import; each worker exits when the sweep's process dies, even by SIGKILL;
- API models (``openai:…``, ``openai-compatible:…``) wait on the network: **threads**, up to 16;
- the embedded ``local`` model already uses every core for one generation: one process.

**Ray** (:class:`RayBackend`): the same runs as Ray tasks (:data:`RAY_CHUNK` runs a task, so
up to that many times more runs are in flight than locally), one CPU each, on a local Ray started
for the sweep (``num_cpus`` = workers) or a cluster at ``address`` (started with ``ray start``;
every node needs the driver's fairagents in the environment it was started from). A task whose
worker or node dies is run again on a live node (:data:`RAY_RETRIES`) before its run is yielded
as failed. ``RAY_USAGE_STATS_ENABLED`` defaults to 0. Ray's workers are long-lived too.

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import (
    FIRST_COMPLETED,
    Executor,
    Future,
    ProcessPoolExecutor,
    ThreadPoolExecutor,
    wait,
)
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from fairagents.errors import SweepError
from fairagents.experiments._execute import StoredRun, run_one, worker_name
from fairagents.experiments._grid import RunSpec
from fairagents.llm._specs import parse_spec
from fairagents.models.base import counted

__all__ = [
    "Backend",
    "Concurrency",
    "LocalBackend",
    "RayBackend",
    "failed_result",
    "make_backend",
    "plan_concurrency",
]

ExecutorKind = Literal["process", "thread"]
IN_FLIGHT_PER_WORKER = 2
API_THREADS = 16
PROCESSES_PER_CORE = 4
"""``--workers`` beyond this many processes per core is capped: more only contend (200 processes
on 2 cores took 1.2 GB and ran slower than 2)."""
MAX_THREADS = 256
"""``--workers`` beyond this many threads (API runs waiting on the network) is capped."""


@dataclass(frozen=True)
class Concurrency:
    """How a local sweep runs: the executor kind, how many workers, and why."""

    kind: ExecutorKind
    workers: int
    reason: str


def _backends(runs: Sequence[RunSpec]) -> set[str]:
    out: set[str] = set()
    for r in runs:
        out.add(parse_spec(r.scenario.model).backend)
        out.update(parse_spec(a.model).backend for a in r.scenario.agents if a.model)
    return out


def plan_concurrency(
    runs: Sequence[RunSpec], workers: int | None = None, *, cpus: int | None = None
) -> Concurrency:
    """The executor and pool size for ``runs`` (see the module docstring); ``workers``
    overrides the size, never the kind.

    >>> plan = plan_concurrency([], cpus=2)
    >>> plan.kind, plan.workers
    ('process', 1)
    >>> plan_concurrency([], 1000, cpus=2).reason  # doctest: +ELLIPSIS
    '... (--workers 1000 capped at 8: more only contend)'
    """
    cores = cpus or os.cpu_count() or 1
    backends = _backends(runs)
    n = max(len(runs), 1)
    if "local" in backends:
        plan = Concurrency("process", 1, "the embedded model uses every core for one generation")
    elif backends & {"openai", "openai-compatible"}:
        plan = Concurrency("thread", min(API_THREADS, n), "API models wait on the network")
    else:
        plan = Concurrency(
            "process", min(cores, n), "analytic agents are CPU-bound: one process per core"
        )
    if workers is not None:
        cap = PROCESSES_PER_CORE * cores if plan.kind == "process" else MAX_THREADS
        if workers > cap:
            reason = f"{plan.reason} (--workers {workers} capped at {cap}: more only contend)"
            plan = Concurrency(plan.kind, cap, reason)
        else:
            plan = Concurrency(plan.kind, workers, f"{plan.reason} (--workers {workers})")
    return plan


def failed_result(spec: RunSpec, error: str, *, worker: str = "") -> StoredRun:
    """A run that could not run at all (its worker died, or its result never came back)."""
    return StoredRun(
        run_id=spec.run_id,
        sweep=spec.sweep,
        index=spec.index,
        case=spec.case,
        labels=spec.labels,
        status="failed",
        error=error,
        started=datetime.now(UTC).isoformat(timespec="seconds"),
        duration_s=0.0,
        worker=worker or worker_name(),
    )


class Backend(ABC):
    """Runs a sweep's runs and yields their results as they finish."""

    name: str = ""

    @abstractmethod
    def map(self, runs: Iterable[RunSpec]) -> Iterator[StoredRun]:
        """Each run's result, in the order they finish."""

    def prepare(self, runs: Sequence[RunSpec]) -> None:  # noqa: B027  (nothing to size)
        """Size the backend to ``runs`` before the first is sent (so it can describe itself)."""

    def close(self) -> None:  # noqa: B027  (a backend may hold nothing to release)
        """Release workers (a backend can be reused until closed)."""

    def __enter__(self) -> Backend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def describe(self) -> str:
        return self.name


def _watch_parent(pid: int) -> None:
    """Worker initializer: exit when the sweep's process is gone (even killed by SIGKILL)."""

    def watch() -> None:
        while True:
            time.sleep(0.5)
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                os._exit(1)
            except PermissionError:  # the pid was reused by another user's process
                os._exit(1)

    threading.Thread(target=watch, name="fairagents-parent-watch", daemon=True).start()


def _process_context() -> Any:
    """A forkserver that imported the deliberation stack once (spawn where there is none)."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["fairagents.experiments._execute"])
        return ctx
    return multiprocessing.get_context("spawn")


RunFunction = Callable[[RunSpec], StoredRun]
"""What a worker does with a run: :func:`run_one`, or your own module-level function."""


class LocalBackend(Backend):
    """Processes or threads on this machine (see the module docstring).

    ``fn`` replaces :func:`run_one` (it must be importable by name, for worker processes).
    """

    name = "local"

    def __init__(
        self,
        workers: int | None = None,
        kind: ExecutorKind | None = None,
        *,
        fn: RunFunction = run_one,
    ) -> None:
        self.workers = workers
        self.kind = kind
        self.fn = fn
        self.plan: Concurrency | None = None
        self._executor: Executor | None = None

    def describe(self) -> str:
        if self.plan is None:
            return "local"
        what = ("process", "processes") if self.plan.kind == "process" else ("thread", "threads")
        return f"local, {counted(self.plan.workers, *what)} — {self.plan.reason}"

    def prepare(self, runs: Sequence[RunSpec]) -> None:
        if self.plan is None:
            plan = plan_concurrency(runs, self.workers)
            if self.kind is not None and self.kind != plan.kind:
                plan = Concurrency(self.kind, plan.workers, f"a {self.kind} pool, as asked")
            self.plan = plan

    def _start(self, runs: Sequence[RunSpec]) -> Executor:
        if self._executor is None:
            self.prepare(runs)
            plan = self.plan
            assert plan is not None
            if plan.kind == "thread":
                self._executor = ThreadPoolExecutor(plan.workers, thread_name_prefix="run")
            else:
                self._executor = ProcessPoolExecutor(
                    plan.workers,
                    mp_context=_process_context(),
                    initializer=_watch_parent,
                    initargs=(os.getpid(),),
                )
        return self._executor

    def map(self, runs: Iterable[RunSpec]) -> Iterator[StoredRun]:
        queue = iter(runs)
        first = next(queue, None)
        if first is None:
            return
        queue = itertools.chain((first,), queue)
        todo = runs if isinstance(runs, Sequence) else [first]  # sizes an unprepared pool
        executor = self._start(todo)
        assert self.plan is not None
        limit = self.plan.workers * IN_FLIGHT_PER_WORKER
        flying: dict[Future[StoredRun], RunSpec] = {}
        returned = 0  # results the current pool has sent back
        while True:
            while len(flying) < limit:
                spec = next(queue, None)
                if spec is None:
                    break
                flying[executor.submit(self.fn, spec)] = spec
            if not flying:
                return
            done, _ = wait(flying, return_when=FIRST_COMPLETED)
            broken = False
            for future in done:
                spec = flying.pop(future)
                try:
                    result = future.result()
                except BrokenProcessPool as exc:
                    if not returned:
                        # A pool that breaks before its first result will break again: stop
                        # rather than fail every run (e.g. a worker that cannot import).
                        self.close()
                        raise SweepError(
                            f"worker processes die before finishing a run: {exc}"
                        ) from exc
                    broken = True
                    yield failed_result(spec, f"worker process died: {exc}")
                except Exception as exc:  # e.g. a result that could not be sent back
                    yield failed_result(spec, f"{type(exc).__name__}: {exc}")
                else:
                    returned += 1
                    yield result
            if broken:
                # Every run still in the broken pool is lost with it: record them as failed
                # (a rerun tries them again) and go on in a fresh pool.
                for spec in flying.values():
                    yield failed_result(spec, "worker pool broke while this run was in flight")
                flying.clear()
                self.close()
                executor = self._start(todo)
                returned = 0

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None


RAY_RETRIES = 3
"""Times Ray runs a task again when its worker or node dies (a crash, never a failing run:
:func:`~fairagents.experiments._execute.run_one` returns a failed run rather than raise)."""

RESIZE_EVERY_S = 5.0
"""How often a sweep on Ray reads the cluster's CPUs again (a node joining mid-sweep gets runs)."""

RAY_CHUNK = 8
"""Runs per Ray task: a debate with analytic agents is ~25 ms of CPU, about what Ray's own
scheduling, result transfer and raylet work cost per task on a small cluster, so a task runs
several (each still yields its own result; a chunk whose worker dies is run again whole)."""


def run_chunk(fn: RunFunction, specs: Sequence[RunSpec]) -> list[StoredRun]:
    """``fn`` over ``specs``, in order: one Ray task's runs (:data:`RAY_CHUNK`)."""
    return [fn(spec) for spec in specs]


class RayBackend(Backend):
    """Runs as Ray tasks on a local Ray (started here) or the cluster at ``address``.

    A run whose worker process or whole node dies is run again by Ray on a live node, up to
    :data:`RAY_RETRIES` times; only then is it yielded as failed (and a rerun of the sweep runs
    it). That is safe because a run has no effect outside its result: the driver alone writes
    the store, once per result Ray returns, and Ray returns one result per task however many
    times it ran.
    """

    name = "ray"

    def __init__(
        self, address: str | None = None, workers: int | None = None, *, fn: RunFunction = run_one
    ) -> None:
        self.address = address
        self.workers = workers
        self.fn = fn
        self._started = False
        self._remote: Any = None
        self._where = ""

    def describe(self) -> str:
        where = (
            self._where
            or self.address
            or (f"a local Ray with {self.workers or os.cpu_count()} CPUs")
        )
        return f"ray, {where}"

    def prepare(self, runs: Sequence[RunSpec]) -> None:
        if self.address is not None and not self._where:
            ray = self._start()
            nodes = sum(1 for node in ray.nodes() if node.get("Alive"))
            cpus = self.cpus()
            self._where = (
                f"the cluster at {self.address}: {nodes} node{'s' * (nodes != 1)}, "
                f"{cpus} CPU{'s' * (cpus != 1)}"
            )

    def _start(self) -> Any:
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        import ray

        if not ray.is_initialized():
            kwargs: dict[str, Any] = {
                "include_dashboard": False,
                "log_to_driver": False,
                "configure_logging": False,
            }
            if self.address is not None:
                kwargs["address"] = self.address
            else:
                kwargs["num_cpus"] = self.workers or os.cpu_count() or 1
            try:
                ray.init(**kwargs)
            except ConnectionError as exc:  # only joining a cluster can fail to connect
                # Ray's reason is the last line of the traceback it chains (a wrong token, a
                # GCS not listening).
                lines = str(exc.__cause__ or exc).strip().splitlines()
                raise SweepError(
                    f"cannot join the Ray cluster at {self.address}: {lines[-1] if lines else exc}"
                    " (is it up: `ray status --address ADDRESS`? A cluster started with `ray "
                    "start` checks a token: this shell needs RAY_AUTH_MODE=token and the "
                    "cluster's token, as every node does; docs/tutorials/ray.md)"
                ) from exc
            self._started = True
        if self._remote is None:
            self._remote = ray.remote(num_cpus=1, max_retries=RAY_RETRIES)(run_chunk)
        return ray

    def cpus(self) -> int:
        """CPUs the Ray cluster offers (tasks in flight are sized to it)."""
        ray = self._start()
        return max(int(ray.cluster_resources().get("CPU", 1)), 1)

    def map(self, runs: Iterable[RunSpec]) -> Iterator[StoredRun]:
        queue = iter(runs)
        first = next(queue, None)
        if first is None:
            return
        queue = itertools.chain((first,), queue)
        ray = self._start()
        limit = self.cpus() * IN_FLIGHT_PER_WORKER
        sized = time.monotonic()
        flying: dict[Any, list[RunSpec]] = {}
        while True:
            if time.monotonic() - sized > RESIZE_EVERY_S:
                # Nodes join a cluster after its sweep started, or die: keep each CPU busy.
                limit, sized = self.cpus() * IN_FLIGHT_PER_WORKER, time.monotonic()
            while len(flying) < limit:
                chunk = list(itertools.islice(queue, RAY_CHUNK))
                if not chunk:
                    break
                flying[self._remote.remote(self.fn, chunk)] = chunk
            if not flying:
                return
            ready, _ = ray.wait(list(flying), num_returns=1)
            for ref in ready:
                chunk = flying.pop(ref)
                try:
                    results = ray.get(ref)
                except Exception as exc:  # a worker that died, or a task Ray could not run
                    error = f"ray: {type(exc).__name__}: {exc}"
                    results = [failed_result(spec, error, worker="ray") for spec in chunk]
                yield from results

    def close(self) -> None:
        if self._started:
            import ray

            ray.shutdown()
            self._started = False
            self._remote = None


def make_backend(
    name: Literal["local", "ray"], *, workers: int | None = None, address: str | None = None
) -> Backend:
    """The backend called ``name``: ``local`` or ``ray`` (``address`` only for Ray)."""
    if name == "ray":
        return RayBackend(address=address, workers=workers)
    return LocalBackend(workers=workers)
