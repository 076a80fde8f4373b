"""One time budget for a whole computation of exact solves, and a hook to report its progress.

A menu, a fairness report or a framework comparison runs many MILP solves; a per-solve limit
alone lets them add up to minutes. Inside ``with time_budget(seconds, on_step=...)``:

- every MILP solve (:class:`~fairagents.milp.LinearModel`) gets at most the time left,
  and once it is spent, solves raise :class:`~fairagents.errors.SolverTimeout` at once;
  menus and reports catch it per criterion and say what they skipped;
- :func:`step` passes the name of each stage that starts (``"leximin"``) to ``on_step``, so a
  command can show progress.

Outside any budget nothing changes: solves keep their own limits and :func:`step` does nothing.
The budget lives in a context variable, so threads and async tasks each see their own.

>>> with time_budget(None, on_step=print):
...     step("leximin")
leximin
>>> remaining() is None
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

__all__ = ["remaining", "step", "time_budget"]


@dataclass(frozen=True)
class _Budget:
    deadline: float | None
    on_step: Callable[[str], None] | None


_CURRENT: ContextVar[_Budget | None] = ContextVar("fairagents_time_budget", default=None)


@contextmanager
def time_budget(
    seconds: float | None, *, on_step: Callable[[str], None] | None = None
) -> Iterator[None]:
    """Run the block with at most ``seconds`` of solver time in total (``None``: no limit)."""
    if seconds is not None and not seconds > 0:
        raise ValueError(f"a time budget must be > 0 seconds, got {seconds}")
    outer = _CURRENT.get()
    deadline = None if seconds is None else time.monotonic() + seconds
    if outer is not None and outer.deadline is not None:  # a nested budget never extends
        deadline = outer.deadline if deadline is None else min(deadline, outer.deadline)
    token = _CURRENT.set(_Budget(deadline, on_step))
    try:
        yield
    finally:
        _CURRENT.reset(token)


def remaining() -> float | None:
    """Seconds left in the current budget (at least 0), or ``None`` when there is no limit."""
    budget = _CURRENT.get()
    if budget is None or budget.deadline is None:
        return None
    return max(0.0, budget.deadline - time.monotonic())


def step(label: str) -> None:
    """Report that the stage ``label`` starts (a no-op outside a budget with ``on_step``)."""
    budget = _CURRENT.get()
    if budget is not None and budget.on_step is not None:
        budget.on_step(label)
