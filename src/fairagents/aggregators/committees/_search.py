"""Sequential committee rules with every tie followed: "parallel universes".

A sequential rule adds one alternative at a time, the best by its own measure; when several are
equally good, each is a possible continuation, and the winning committees are those reached by
*some* way of breaking the ties (abcvoting's ``resolute=False``; Lackner & Skowron 2023, §2.4).
:func:`parallel_universes` explores them depth first, the tied continuations in the profile's
order (so the first committee found is the one a fixed "first alternative" tie-break gives), and
never explores the same partial state twice. It stops once it has found ``limit + 1`` distinct
committees (the count is then a lower bound) or visited :data:`MAX_NODES` partial committees.

Internal to :mod:`fairagents.aggregators.committees`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

from fairagents.aggregators.committees._base import Elected

__all__ = ["MAX_NODES", "Step", "parallel_universes"]

MAX_NODES = 50_000
"""Partial committees explored at most, however many ties there are."""

S = TypeVar("S")


@dataclass(frozen=True)
class Step(Generic[S]):
    """One possible next member, the rule's state after adding it, and why it was added; or,
    with ``candidate`` None, a step that changes the state without electing anyone (an STV
    elimination)."""

    candidate: int | None
    state: S
    reason: str = ""


def parallel_universes(
    start: S,
    steps: Callable[[tuple[int, ...], S], list[Step[S]]],
    size: int,
    limit: int,
    key: Callable[[tuple[int, ...], S], Hashable],
    before_completion: Callable[[S], tuple[int, ...] | None] | None = None,
) -> tuple[list[Elected], int, bool]:
    """The committees of ``size`` reached by following every tie: ``(committees, count, exact)``.

    ``steps(chosen, state)`` lists the tied best next members (never an empty list while seats
    are left); ``key(chosen, state)`` identifies a partial state, so two tie orders that reach
    the same one are explored once. ``before_completion(state)`` gives, for a rule that completes
    its own method's committee, the members chosen before the completion.
    """
    found: dict[tuple[int, ...], Elected] = {}
    seen: set[Hashable] = set()
    stack: list[tuple[tuple[int, ...], tuple[str, ...], S]] = [((), (), start)]
    nodes = 0
    while stack:
        chosen, reasons, state = stack.pop()
        if len(chosen) == size:
            committee = tuple(sorted(chosen))
            if committee not in found:
                found[committee] = Elected(
                    members=chosen,
                    reasons=dict(zip(chosen, reasons, strict=True)),
                    without_completion=None
                    if before_completion is None
                    else before_completion(state),
                )
                if len(found) > limit:
                    return list(found.values()), len(found), False
            continue
        ident = key(chosen, state)
        if ident in seen:
            continue
        seen.add(ident)
        nodes += 1
        if nodes > MAX_NODES:
            return list(found.values()), max(len(found), 1), False
        for step in reversed(steps(chosen, state)):
            if step.candidate is None:
                stack.append((chosen, reasons, step.state))
            else:
                stack.append(((*chosen, step.candidate), (*reasons, step.reason), step.state))
    return list(found.values()), len(found), True
