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

from fairagents.experiments.backends import Backend
from fairagents.experiments.execute import RunResult
from fairagents.experiments.grid import Expansion
from fairagents.experiments.store import ResultsStore

__all__ = ["Counts", "run_sweep"]


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
) -> Counts:
    """Run every planned run not yet finished in ``store``, recording each as it finishes.

    Failed runs of an earlier attempt are tried again. ``on_start`` sees the counts before the
    first run, ``on_result`` each result after it is recorded.
    """
    store.plan(expansion)
    todo = store.pending(expansion.runs)
    counts = Counts(
        planned=len(expansion.runs),
        skipped=len(expansion.runs) - len(todo),
        started=time.perf_counter(),
    )
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
    return counts
