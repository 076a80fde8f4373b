"""When a deliberation stops: small conditions that compose with ``|``, ``&`` or a list.

Each condition looks at the state after a round's vote and either returns why the debate should
stop or ``None``. ``a | b`` stops when either does (a list means the same), ``a & b`` when both
do — as AutoGen's termination conditions compose.

>>> stop = MaxRounds(3) | (Consensus() & Convergence())
>>> stop
MaxRounds(3) | (Consensus() & Convergence())
>>> stop.reason({"round": 2})
'reached the limit of 3 rounds'

Internal to :mod:`fairagents.graph`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from fairagents.graph._state import round_key, this_round

__all__ = [
    "Agreed",
    "AllOf",
    "AnyOf",
    "Approved",
    "Consensus",
    "Convergence",
    "MaxRounds",
    "Termination",
    "TokenBudget",
    "as_termination",
    "tokens_spent",
]

State = Mapping[str, Any]


class Termination(ABC):
    """A stop condition over the deliberation state."""

    @abstractmethod
    def reason(self, state: State) -> str | None:
        """Why the debate should stop now, or ``None`` to go on."""

    def __or__(self, other: Termination) -> AnyOf:
        return AnyOf([self, other])

    def __and__(self, other: Termination) -> AllOf:
        return AllOf([self, other])

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class AnyOf(Termination):
    """Stops when any condition does (the first reason is reported)."""

    conditions: tuple[Termination, ...]

    def __init__(self, conditions: Sequence[Termination]) -> None:
        flat: list[Termination] = []
        for c in conditions:
            flat.extend(c.conditions if isinstance(c, AnyOf) else [c])
        self.conditions = tuple(flat)

    def reason(self, state: State) -> str | None:
        return next((r for c in self.conditions if (r := c.reason(state))), None)

    def __repr__(self) -> str:
        return " | ".join(_wrapped(c) for c in self.conditions)


class AllOf(Termination):
    """Stops when every condition does (their reasons are joined)."""

    conditions: tuple[Termination, ...]

    def __init__(self, conditions: Sequence[Termination]) -> None:
        flat: list[Termination] = []
        for c in conditions:
            flat.extend(c.conditions if isinstance(c, AllOf) else [c])
        self.conditions = tuple(flat)

    def reason(self, state: State) -> str | None:
        reasons = [c.reason(state) for c in self.conditions]
        return "; ".join(r for r in reasons if r) if all(reasons) else None

    def __repr__(self) -> str:
        return " & ".join(_wrapped(c) for c in self.conditions)


def _wrapped(c: Termination) -> str:
    return f"({c!r})" if isinstance(c, AnyOf | AllOf) else repr(c)


class MaxRounds(Termination):
    """Stops after ``n`` rounds."""

    def __init__(self, n: int) -> None:
        if n < 1:
            raise ValueError(f"MaxRounds: n={n} must be at least 1")
        self.n = n

    def reason(self, state: State) -> str | None:
        return (
            f"reached the limit of {self.n} rounds" if state.get("round", 0) + 1 >= self.n else None
        )

    def __repr__(self) -> str:
        return f"MaxRounds({self.n})"


class Consensus(Termination):
    """Stops when every ballot of the round has the same top."""

    def reason(self, state: State) -> str | None:
        ballots = this_round(state.get("ballots"), state.get("round", 0))
        tops = {frozenset(b.top) for b in ballots.values()}
        if len(ballots) >= 1 and len(tops) == 1:
            return f"consensus: every ballot puts {' = '.join(sorted(next(iter(tops))))} first"
        return None


class Convergence(Termination):
    """Stops when no agent changed its ballot since the previous round."""

    def reason(self, state: State) -> str | None:
        round_ = state.get("round", 0)
        if round_ < 1:
            return None
        now = this_round(state.get("ballots"), round_)
        before = this_round(state.get("ballots"), round_ - 1)
        if now and all(
            a in before and before[a].ballot.ranking == b.ballot.ranking for a, b in now.items()
        ):
            return "converged: no ballot changed since the previous round"
        return None


def tokens_spent(state: State) -> int:
    """Tokens of every model call recorded in the state so far."""
    records = [
        *(state.get("ballots") or {}).values(),
        *(state.get("proposals") or {}).values(),
        *(state.get("mediations") or {}).values(),
        *(state.get("responses") or {}).values(),
    ]
    return sum(r.usage.tokens for r in records)


class TokenBudget(Termination):
    """Stops once ``tokens`` have been spent (checked after each round)."""

    def __init__(self, tokens: int) -> None:
        if tokens < 1:
            raise ValueError(f"TokenBudget: tokens={tokens} must be at least 1")
        self.tokens = tokens

    def reason(self, state: State) -> str | None:
        spent = tokens_spent(state)
        return f"token budget spent ({spent} of {self.tokens})" if spent >= self.tokens else None

    def __repr__(self) -> str:
        return f"TokenBudget({self.tokens})"


class Approved(Termination):
    """Stops when the round's human approver accepted its decision (see ``approver_node``)."""

    def reason(self, state: State) -> str | None:
        approval = (state.get("approvals") or {}).get(round_key(state.get("round", 0)))
        if approval is None or not approval.accepted:
            return None
        note = f": {approval.note}" if approval.note else ""
        return f"{approval.approver} accepted {approval.decision}{note}"


class Agreed(Termination):
    """Stops when every agent accepted one candidate this round (a bargaining protocol's
    agreement, :mod:`fairagents.graph.protocols`)."""

    def reason(self, state: State) -> str | None:
        decision = (state.get("decisions") or {}).get(round_key(state.get("round", 0)))
        if decision is None or decision.how != "agreement":
            return None
        return f"agreement: every agent accepted {decision.candidate}"


def as_termination(condition: Termination | Sequence[Termination]) -> Termination:
    """A condition, or a list of them meaning "any of these"."""
    if isinstance(condition, Termination):
        return condition
    return AnyOf(list(condition))
