"""The registry of built-in ethical frameworks: ``FRAMEWORKS`` and :func:`get_framework`.

Names are the ones agents and scenario files use (``rawls``, ``mill``, …). Parametrized
frameworks (``parfit``'s ``eta``, ``sen``'s ``threshold``, ``kant``'s ``floor``) are registered
with their default parameters; :func:`get_framework` builds other parameter values on request.

Internal to :mod:`fairagents.frameworks`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import difflib
import math

from fairagents.errors import InputError, ParameterError
from fairagents.frameworks._functionals import (
    Framework,
    KeyFunction,
    dworkin,
    gilligan,
    make_kant,
    make_parfit,
    make_sen,
    mill,
    nozick,
    rawls,
)

__all__ = ["FRAMEWORKS", "available_frameworks", "get_framework"]

_SOURCES: dict[str, tuple[str, str, str]] = {
    "mill": (
        "Utilitarianism",
        "Mill, J. S. (1863). Utilitarianism. London: Parker, Son & Bourn.",
        "weighted sum of utilities",
    ),
    "rawls": (
        "Justice as fairness (difference principle)",
        "Rawls, J. (1971). A Theory of Justice. Harvard University Press.",
        "maximin: the worst-off's utility, leximin tie-break",
    ),
    "parfit": (
        "Prioritarianism",
        "Parfit, D. (1997). Equality and Priority. Ratio 10(3), 202-221.",
        "weighted sum of x^(1-eta)/(1-eta) over absolute levels x (one common origin, 0 for "
        "non-negative utilities), then the sum",
    ),
    "dworkin": (
        "Equality of resources",
        "Dworkin, R. (1981). What is Equality? Part 2: Equality of Resources. "
        "Philosophy & Public Affairs 10(4), 283-345.",
        "no envy first (minus the largest envy), then the equality-adjusted mean (Sen 1976), "
        "then minus the equitability gap, then the sum",
    ),
    "nozick": (
        "Entitlement theory",
        "Nozick, R. (1974). Anarchy, State, and Utopia. New York: Basic Books.",
        "share of prior claims honoured first, then the sum (free exchange to efficiency)",
    ),
    "gilligan": (
        "Ethics of care",
        "Gilligan, C. (1982). In a Different Voice. Harvard University Press; "
        "Held, V. (2006). The Ethics of Care. Oxford University Press.",
        "sum weighted by 1 + vulnerability + dependency + relationships, then the minimum",
    ),
    "sen": (
        "Capability approach (sufficiency)",
        "Sen, A. (1985). Commodities and Capabilities. Amsterdam: North-Holland; "
        "Nussbaum, M. (2000). Women and Human Development. Cambridge University Press; "
        "Sen, A. (1976). Poverty: An Ordinal Approach to Measurement. Econometrica 44(2); "
        "Shorrocks, A. (1995). Revisiting the Sen Poverty Index. Econometrica 63(5).",
        "minus the Sen-Shorrocks-Thon index of shortfalls below the satisfaction threshold, "
        "then the share reaching it, then the sum of satisfaction",
    ),
    "kant": (
        "Respect for persons",
        "Kant, I. (1785). Groundwork of the Metaphysics of Morals, 4:429, 4:434; "
        "Kant, I. (1797). The Metaphysics of Morals, 6:326, 6:393.",
        "share of persons at or above a dignity floor of satisfaction (a side constraint), "
        "then the unweighted sum of satisfaction (beneficence)",
    ),
}

_DEFAULTS: dict[str, dict[str, float]] = {
    "parfit": {"eta": 0.5},
    "sen": {"threshold": 0.5},
    "kant": {"floor": 0.25},
}


def _key_function(name: str, params: dict[str, float]) -> KeyFunction:
    if name == "parfit":
        return make_parfit(**params)
    if name == "sen":
        return make_sen(**params)
    if name == "kant":
        return make_kant(**params)
    return {"mill": mill, "rawls": rawls, "dworkin": dworkin, "nozick": nozick}.get(name, gilligan)


def _build(name: str, params: dict[str, float]) -> Framework:
    title, source, how = _SOURCES[name]
    return Framework(
        name=name,
        title=title,
        source=source,
        operationalization=how,
        key_function=_key_function(name, params),
        params=tuple(sorted(params.items())),
    )


FRAMEWORKS: dict[str, Framework] = {
    name: _build(name, dict(_DEFAULTS.get(name, {}))) for name in _SOURCES
}
"""Every built-in framework with its default parameters, by name."""


def available_frameworks() -> list[str]:
    """The names of the built-in frameworks, in registry order."""
    return list(FRAMEWORKS)


def get_framework(name: str, **params: float) -> Framework:
    """The framework called ``name``; ``params`` override its defaults (e.g. ``eta=0.8``).

    >>> get_framework("parfit", eta=0.9).params
    (('eta', 0.9),)
    >>> get_framework("rawl")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: ethical framework 'rawl' is unknown (did you mean rawls?); ...
    """
    if not isinstance(name, str):
        raise InputError(f"an ethical framework is named by a string, got {type(name).__name__}")
    key = name.strip().lower()
    if key not in FRAMEWORKS:
        close = difflib.get_close_matches(key, list(FRAMEWORKS), n=1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        raise InputError(
            f"ethical framework {name!r} is unknown{hint}; known: {', '.join(FRAMEWORKS)}"
        )
    if not params:
        return FRAMEWORKS[key]
    allowed = _DEFAULTS.get(key, {})
    unknown = sorted(set(params) - set(allowed))
    if unknown:
        what = ", ".join(allowed) if allowed else "none"
        raise InputError(f"framework {key!r}: unknown parameter {unknown[0]!r}; accepted: {what}")
    bad = next((p for p, v in params.items() if isinstance(v, bool) or not _is_real(v)), None)
    if bad is not None:
        raise ParameterError(f"framework {key!r}: {bad} must be a number, got {params[bad]!r:.40}")
    return _build(key, {**allowed, **params})


def _is_real(value: object) -> bool:
    return isinstance(value, int | float) and math.isfinite(value)
