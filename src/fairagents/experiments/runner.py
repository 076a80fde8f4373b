"""Running a sweep into a results store: plan, skip what is done, record each run as it ends.

>>> import tempfile, pathlib
>>> from fairagents.experiments import LocalBackend, ResultsStore, expand, parse_sweep
>>> sweep = parse_sweep({"id": "demo", "scenarios": ["examples/scenarios/triage.yaml"],
...                      "seeds": [1, 2]})
>>> path = pathlib.Path(tempfile.mkdtemp()) / "results.sqlite"
>>> with ResultsStore(path) as store, LocalBackend(kind="thread") as backend:
...     first = run_sweep(expand(sweep), store, backend)
...     again = run_sweep(expand(sweep), store, backend)
>>> (first.finished, first.skipped), (again.finished, again.skipped)
((2, 0), (0, 2))
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from fairagents.experiments.backends import Backend, make_backend
from fairagents.experiments.execute import RunResult, shared_retriever
from fairagents.experiments.grid import Expansion, expand
from fairagents.experiments.store import ResultsStore
from fairagents.experiments.sweep import load_sweep
from fairagents.llm.cache import open_cache

__all__ = ["Counts", "run_sweep", "run_sweep_file"]


@dataclass
class Counts:
    """A sweep's progress: runs planned, skipped (done before), finished and failed now."""

    planned: int
    skipped: int = 0
    finished: int = 0
    failed: int = 0
    started: float = 0.0

    @property
    def to_run(self) -> int:
        return self.planned - self.skipped

    @property
    def remaining(self) -> int:
        return self.to_run - self.finished - self.failed

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    @property
    def throughput(self) -> float:
        """Runs per second since the sweep started."""
        done = self.finished + self.failed
        return done / self.elapsed if self.elapsed > 0 else 0.0


def run_sweep(
    expansion: Expansion,
    store: ResultsStore,
    backend: Backend,
    *,
    on_start: Callable[[Counts], None] | None = None,
    on_result: Callable[[RunResult, Counts], None] | None = None,
    cache: str | Path | None = None,
) -> Counts:
    """Run every planned run not yet finished in ``store``, recording each as it finishes.

    Failed runs of an earlier attempt are tried again. ``on_start`` sees the counts before the
    first run, ``on_result`` each result after it is recorded. ``cache``: the response cache
    file the runs' served-model calls are answered from first (:mod:`fairagents.llm.cache`).
    """
    store.plan(expansion)
    todo = store.pending(expansion.runs)
    if cache is not None:
        todo = [run.model_copy(update={"cache": str(cache)}) for run in todo]
    counts = Counts(
        planned=len(expansion.runs),
        skipped=len(expansion.runs) - len(todo),
        started=time.perf_counter(),
    )
    if any(run.retrieval for run in todo):
        shared_retriever()  # build a missing index once, here, not in every worker at once
    backend.prepare(todo)
    if on_start is not None:
        on_start(counts)
    for result in backend.map(todo):
        store.record(result)
        if result.status == "finished":
            counts.finished += 1
        else:
            counts.failed += 1
        if on_result is not None:
            on_result(result, counts)
    if cache is not None:  # every reply in the one file, ready to copy
        open_cache(cache).checkpoint()
    return counts


def run_sweep_file(
    sweep: str | Path,
    out: str | Path,
    *,
    backend: Literal["local", "ray"] = "local",
    workers: int | None = None,
    address: str | None = None,
    limit: int | None = None,
    on_start: Callable[[Counts], None] | None = None,
    on_result: Callable[[RunResult, Counts], None] | None = None,
    cache: str | Path | None = None,
) -> Counts:
    """Run the sweep file ``sweep`` (its first ``limit`` runs) into the store ``out``: what
    ``fairagents experiment run`` does, without the progress bar."""
    path = Path(sweep)
    expansion = expand(load_sweep(path), base=path.parent, source=str(path), limit=limit)
    with ResultsStore(out) as store, make_backend(backend, workers=workers, address=address) as b:
        return run_sweep(expansion, store, b, on_start=on_start, on_result=on_result, cache=cache)
