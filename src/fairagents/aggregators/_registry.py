"""The rule registry: names → rule classes, loaded lazily.

Built-in rules are listed here as ``"module:Class"`` strings and imported on first use, so
``import fairagents`` stays cheap. Third-party rules join through the ``fairagents.aggregators``
entry-point group (the entry point loads a :class:`Rule` subclass; the group keeps its historical
name, as installed plug-ins declare it) or at run time through :func:`register_rule`.

The public word is *rule*; the functions' historical names (``get_aggregator``,
``get_aggregator_class``, ``available_aggregators``, ``register_aggregator``,
``unregister_aggregator``) are the same functions, kept for compatibility without a warning.

Internal to :mod:`fairagents.aggregators`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

from fairagents._plugins import Registry
from fairagents.aggregators._base import Rule
from fairagents.errors import InputError, ParameterError, UnknownRuleError
from fairagents.models import Outcome, Profile

__all__ = [
    "ENTRY_POINT_GROUP",
    "aggregate",
    "available_aggregators",
    "available_rules",
    "get_aggregator",
    "get_aggregator_class",
    "get_rule",
    "get_rule_class",
    "register_aggregator",
    "register_rule",
    "reload_entry_points",
    "rule_parameters",
    "unregister_aggregator",
    "unregister_rule",
]

ENTRY_POINT_GROUP = "fairagents.aggregators"
"""The entry-point group a plug-in declares its rules under; it keeps the historical word, as
installed plug-ins name it in their metadata."""

_BUILTIN: dict[str, str] = {
    "borda": "fairagents.aggregators._ordinal:Borda",
    "plurality": "fairagents.aggregators._ordinal:Plurality",
    "copeland": "fairagents.aggregators._ordinal:Copeland",
    "minimax": "fairagents.aggregators._ordinal:Minimax",
    "schulze": "fairagents.aggregators._ordinal:Schulze",
    "instant_runoff": "fairagents.aggregators._runoff:InstantRunoff",
    "kemeny_young": "fairagents.aggregators._kemeny:KemenyYoung",
    "utilitarian": "fairagents.aggregators._cardinal:Utilitarian",
    "maximin": "fairagents.aggregators._cardinal:Maximin",
    "leximin": "fairagents.aggregators._cardinal:Leximin",
    "prioritarian": "fairagents.aggregators._cardinal:Prioritarian",
    "nash_bargaining": "fairagents.aggregators._bargaining:NashBargaining",
    "nash_bargaining_lottery": "fairagents.aggregators._bargaining:NashBargainingLottery",
    "kalai_smorodinsky": "fairagents.aggregators._bargaining:KalaiSmorodinsky",
    "approval": "fairagents.aggregators._approval:Approval",
    "score": "fairagents.aggregators._approval:Score",
    # committee rules (committee_size seats)
    "av": "fairagents.aggregators.committees._scoring:ApprovalVoting",
    "sav": "fairagents.aggregators.committees._scoring:SatisfactionApprovalVoting",
    "pav": "fairagents.aggregators.committees._thiele_exact:ProportionalApprovalVoting",
    "seq_pav": "fairagents.aggregators.committees._thiele:SequentialPAV",
    "cc": "fairagents.aggregators.committees._thiele_exact:ChamberlinCourant",
    "seq_cc": "fairagents.aggregators.committees._thiele:SequentialCC",
    "seq_phragmen": "fairagents.aggregators.committees._phragmen:SequentialPhragmen",
    "mes": "fairagents.aggregators.committees._equal_shares:MethodOfEqualShares",
    "sntv": "fairagents.aggregators.committees._scoring:SNTV",
    "k_borda": "fairagents.aggregators.committees._scoring:BlocBorda",
    "stv": "fairagents.aggregators.committees._stv:SingleTransferableVote",
}

_RULES: Registry[Rule] = Registry(
    "rule", Rule, builtin=_BUILTIN, group=ENTRY_POINT_GROUP, invalid=InputError
)

A = TypeVar("A", bound=type[Rule])


def register_rule(cls: A | None = None, *, name: str | None = None) -> Any:
    """Register a :class:`Rule` subclass under ``name`` (default: ``cls.name``).

    Usable as a decorator, with or without arguments::

        @register_rule
        class Dictator(Rule): ...
    """

    def add(klass: A) -> A:
        _RULES.register(klass, name=name, default=getattr(klass, "name", ""))
        return klass

    return add if cls is None else add(cls)


def unregister_rule(name: str) -> None:
    """Forget the rule registered under ``name`` at run time or from an entry point (a
    built-in rule is then loaded afresh on its next use); unknown names are ignored."""
    _RULES.unregister(name)


def reload_entry_points() -> None:
    """Forget the rules found through entry points and look for them again on next use, e.g.
    after installing or removing a plugin in a running process."""
    _RULES.reload()


def available_rules() -> list[str]:
    """Names of every registered rule, sorted: built-in, entry points, run-time registrations."""
    return _RULES.names()


def get_rule_class(name: str) -> type[Rule]:
    """The class registered under ``name``; raises :class:`~fairagents.errors.UnknownRuleError`.

    >>> get_rule_class("schulze").__name__
    'Schulze'
    >>> get_rule_class("schulz")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.UnknownRuleError: rule 'schulz' is unknown; did you mean schulze? (known: ...)
    """
    found = _RULES.get(name)
    if found is not None:
        return found
    close = _RULES.suggest(name)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise UnknownRuleError(
        f"rule {name!r} is unknown{hint} (known: {', '.join(available_rules())})"
    )


def rule_parameters(cls: type[Rule]) -> list[str] | None:
    """The keyword parameters ``cls`` accepts, in order (``None``: any, it takes ``**kwargs``).

    >>> rule_parameters(get_rule_class("borda"))
    ['tie_break', 'seed']
    """
    names = _keyword_parameters(cls)
    return None if names is None else list(names)


@lru_cache(maxsize=256)
def _keyword_parameters(cls: type[Rule]) -> tuple[str, ...] | None:
    # Cached per class: a deliberation builds its rule every round, and inspect.signature
    # costs more than the rule on a small table.
    found = inspect.signature(cls).parameters.values()
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in found):
        return None
    return tuple(p.name for p in found if p.kind is not inspect.Parameter.VAR_POSITIONAL)


def get_rule(name: str, **params: Any) -> Rule:
    """An instance of the rule ``name`` with ``params``.

    An unknown rule raises :class:`~fairagents.errors.UnknownRuleError`; an unknown parameter or a
    bad value raises :class:`~fairagents.errors.ParameterError` saying which (the rule's own error
    is the cause).

    >>> get_rule("borda")
    Borda(tie_break='lexicographic')
    >>> get_rule("borda", seed=[1, 2])
    Traceback (most recent call last):
    ...
    fairagents.errors.ParameterError: rule 'borda': seed must be an integer, got [1, 2]
    """
    cls = get_rule_class(name)
    accepted = rule_parameters(cls)
    unknown = [] if accepted is None else [p for p in params if p not in accepted]
    if unknown:
        raise ParameterError(
            f"rule {name!r} has no parameter {', '.join(map(repr, unknown))}; "
            f"its parameters: {', '.join(accepted or ()) or 'none'}"
        )
    try:
        return cls(**params)
    except (TypeError, ValueError, OverflowError) as exc:  # the rule's own checks
        raise ParameterError(f"rule {name!r}: {exc}") from exc


def aggregate(profile: Profile, rule: str | Rule, **params: Any) -> Outcome:
    """Apply a rule (by name or instance) to a profile.

    >>> from fairagents import Profile
    >>> aggregate(Profile.from_rankings([["a", "b"], ["a", "b"], ["b", "a"]]), "borda").choice
    'a'
    """
    agg: Callable[[Profile], Outcome]
    if isinstance(rule, Rule):
        if params:
            raise ParameterError(
                "pass parameters to the rule's constructor (or give the rule by name), "
                "not to aggregate()"
            )
        agg = rule
    else:
        agg = get_rule(rule, **params)
    return agg(profile)


# The historical names: the same functions (``get_aggregator is get_rule``), silent, because the
# library's own modules, installed plug-ins and the tests (warnings are errors there) still call
# them.
get_aggregator = get_rule
"""The historical name of :func:`get_rule`, kept for compatibility."""
get_aggregator_class = get_rule_class
"""The historical name of :func:`get_rule_class`, kept for compatibility."""
available_aggregators = available_rules
"""The historical name of :func:`available_rules`, kept for compatibility."""
register_aggregator = register_rule
"""The historical name of :func:`register_rule`, kept for compatibility."""
unregister_aggregator = unregister_rule
"""The historical name of :func:`unregister_rule`, kept for compatibility."""
