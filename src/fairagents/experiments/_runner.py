"""Running a sweep into a results store: plan, skip what is done, record each run as it ends.

With a ``token_budget`` the sweep stops starting runs once the runs it has recorded spent that
many tokens (prompt and completion, as the backend reported them, less those the response cache
answered: :func:`spent_tokens`, so a rerun replayed from the cache is not stopped by it). Runs
already handed to a worker — at most a few per worker — finish and are recorded (their tokens
are spent; throwing their results away would waste them), so the spend can pass the budget by
those runs; no run is cut short or half-written, and the runs never started stay pending, so
running the sweep again continues with them and never repeats a finished one. The budget counts
this call's spending, not the store's: each rerun may spend another ``token_budget``.

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

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from fairagents.errors import SweepError
from fairagents.experiments._backends import Backend, make_backend
from fairagents.experiments._execute import StoredRun, shared_retriever
from fairagents.experiments._grid import Expansion, RunSpec, expand
from fairagents.experiments._store import ResultsStore
from fairagents.experiments._sweep import load_sweep
from fairagents.llm._cache import open_cache

__all__ = ["Counts", "run_sweep", "run_sweep_file", "spent_tokens"]


@dataclass
class Counts:
    """A sweep's progress: runs planned, skipped (done before), finished and failed now."""

    planned: int
    skipped: int = 0
    finished: int = 0
    failed: int = 0
    started: float = 0.0
    tokens: int = 0
    """Tokens the runs recorded by this call spent (see :func:`spent_tokens`)."""
    token_budget: int | None = None
    budget_reached: bool = False
    """The token budget was reached (runs may remain: :attr:`remaining`)."""

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


def spent_tokens(result: StoredRun) -> int:
    """The tokens a recorded run paid for: its total (every call, the mediator's summaries too),
    or for a failed run, which has none, its agents' counted calls — less the tokens of the
    replies the response cache answered (``cached_tokens``), which were paid when first made.

    >>> from fairagents.llm._stats import AgentRoundStats
    >>> done = StoredRun(run_id="r", sweep="s", index=0, case="c", labels={}, status="failed",
    ...     started="", duration_s=0, worker="w",
    ...     agents=(AgentRoundStats(agent="a", round=None, input_tokens=90, output_tokens=10),))
    >>> spent_tokens(done)
    100
    >>> replayed = done.model_copy(update={"agents": (AgentRoundStats(agent="a", round=None,
    ...     input_tokens=90, output_tokens=10, cache_hits=1, cached_tokens=60),)})
    >>> spent_tokens(replayed)
    40
    """
    made = result.tokens or sum(a.input_tokens + a.output_tokens for a in result.agents)
    # A transcript's usage counts a replayed reply as made; the cache's share is not paid again.
    return max(0, made - sum(a.cached_tokens for a in result.agents))


def run_sweep(
    expansion: Expansion,
    store: ResultsStore,
    backend: Backend,
    *,
    on_start: Callable[[Counts], None] | None = None,
    on_result: Callable[[StoredRun, Counts], None] | None = None,
    cache: str | Path | None = None,
    token_budget: int | None = None,
) -> Counts:
    """Run every planned run not yet finished in ``store``, recording each as it finishes.

    Failed runs of an earlier attempt are tried again. ``on_start`` sees the counts before the
    first run, ``on_result`` each result after it is recorded. ``cache``: the response cache
    file the runs' served-model calls are answered from first (:mod:`fairagents.llm._cache`).
    ``token_budget``: start no run once the recorded runs spent that many tokens (see the
    module docstring).
    """
    if token_budget is not None and token_budget < 1:
        raise SweepError(f"token_budget must be at least 1, got {token_budget}")
    store.plan(expansion)
    todo = store.pending(expansion.runs)
    if cache is not None:
        todo = [run.model_copy(update={"cache": str(cache)}) for run in todo]
    counts = Counts(
        planned=len(expansion.runs),
        skipped=len(expansion.runs) - len(todo),
        started=time.perf_counter(),
        token_budget=token_budget,
    )
    if any(run.retrieval for run in todo):
        shared_retriever()  # build a missing index once, here, not in every worker at once
    backend.prepare(todo)
    if on_start is not None:
        on_start(counts)

    def feed() -> Iterator[RunSpec]:
        # The backend asks for the next run only when a slot frees: stop answering at the budget.
        for spec in todo:
            if counts.budget_reached:
                return
            yield spec

    for result in backend.map(feed()):
        store.record(result)
        if result.status == "finished":
            counts.finished += 1
        else:
            counts.failed += 1
        counts.tokens += spent_tokens(result)
        if token_budget is not None and counts.tokens >= token_budget:
            counts.budget_reached = True
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
    on_result: Callable[[StoredRun, Counts], None] | None = None,
    cache: str | Path | None = None,
    token_budget: int | None = None,
) -> Counts:
    """Run the sweep file ``sweep`` (its first ``limit`` runs) into the store ``out``: what
    ``fairagents experiment run`` does, without the progress bar."""
    path = Path(sweep)
    expansion = expand(load_sweep(path), base=path.parent, source=str(path), limit=limit)
    with ResultsStore(out) as store, make_backend(backend, workers=workers, address=address) as b:
        return run_sweep(
            expansion,
            store,
            b,
            on_start=on_start,
            on_result=on_result,
            cache=cache,
            token_budget=token_budget,
        )
