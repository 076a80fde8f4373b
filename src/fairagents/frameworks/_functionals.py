"""Ethical frameworks as welfare functionals over stakeholders' utilities and attributes.

Each framework is one small function from the stakeholders' utilities (plus their attributes,
weights and prior claims, plus an optional :class:`WelfareContext` describing the outcome) to a
lexicographic *key*: a tuple of floats, compared left to right, higher is better. A framework's
``welfare`` is the first entry of its key, the headline number; the rest only break ties (e.g.
Rawls' leximin). Values are comparable within one problem, not across problems.

These are operationalizations, not the philosophies: each docstring says what was chosen and
why, and cites its source. What this module leaves out: problems and outcomes — the key of one
outcome of a problem (:func:`fairagents.fairness.key_of`) and choosing among outcomes
(:func:`fairagents.fairness._non_degeneracy`) need a problem, so they live in the fairness layer
above this one — and any reading of the texts themselves (that is the agents' corpora).

Two kinds of level, and who reads which:

- **absolute utilities** (Mill, Rawls, Parfit, Dworkin, Nozick's tie-break, Gilligan): how well
  off a person is, compared across people. Parfit measures them from one common origin
  (:func:`common_origin`: 0 for non-negative utilities), never from each one's own worst
  outcome, which would turn levels into gains and make the Priority View rank like the sum.
- **normalized satisfaction** ``sᵢ ∈ [0, 1]`` (Sen, Kant) is ``(uᵢ − worstᵢ)/(bestᵢ − worstᵢ)``
  with the bounds from the context (``fairagents.fairness.satisfaction_bounds(problem)``: in a
  choice problem one scale for everyone, the scenario's least and greatest utility); without
  bounds the utilities are taken to be already normalized and clipped to [0, 1].

Which frameworks coincide with another, on which kinds of problem, and why, is tabulated in the
docs (docs/how-to/problems.md, "Ethical frameworks and where they coincide").

Internal to :mod:`fairagents.frameworks`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from fairagents.errors import InputError
from fairagents.models import Stakeholder
from fairagents.models.base import FrozenModel
from fairagents.numeric import RELATIVE, tolerance

__all__ = [
    "CARE_ATTRIBUTES",
    "Framework",
    "WelfareContext",
    "care_weight",
]

Key = tuple[float, ...]
Stakeholders = Mapping[str, Stakeholder]


class WelfareContext(FrozenModel):
    """What a framework may need beyond the utilities, all optional.

    ``bounds``: each stakeholder's (worst, best) attainable utility in the problem, for
    normalized satisfaction. ``max_envy``: the largest ``uᵢ(Aⱼ) − uᵢ(Aᵢ)`` over pairs (≤ 0 iff
    envy-free; allocation problems only). ``holdings``: what each stakeholder receives — its
    goods, the funded projects, or the chosen alternative — checked against prior claims.
    """

    bounds: dict[str, tuple[float, float]] | None = None
    max_envy: float | None = None
    holdings: dict[str, tuple[str, ...]] | None = None


KeyFunction = Callable[[Mapping[str, float], Stakeholders, WelfareContext], Key]


@dataclass(frozen=True)
class Framework:
    """A named ethical framework: a documented, cited welfare functional.

    >>> from fairagents.frameworks import get_framework
    >>> get_framework("rawls").welfare({"a": 3.0, "b": 1.0})
    1.0
    """

    name: str
    title: str
    source: str
    operationalization: str
    key_function: KeyFunction = field(repr=False)
    params: tuple[tuple[str, float], ...] = ()

    def key(
        self,
        utilities: Mapping[str, float],
        stakeholders: Stakeholders | None = None,
        *,
        context: WelfareContext | None = None,
    ) -> Key:
        """The full lexicographic key (higher is better, compared left to right)."""
        if not utilities:
            raise InputError(f"{self.name}: no utilities given; need one per stakeholder")
        for sid, value in utilities.items():
            if not math.isfinite(value):
                raise InputError(f"{self.name}: utility of {sid!r} is {value}; need a number")
        return self.key_function(utilities, stakeholders or {}, context or WelfareContext())

    def welfare(
        self,
        utilities: Mapping[str, float],
        stakeholders: Stakeholders | None = None,
        *,
        context: WelfareContext | None = None,
    ) -> float:
        """The framework's headline welfare (higher is better): the first entry of :meth:`key`."""
        return self.key(utilities, stakeholders, context=context)[0]


# -- shared helpers --------------------------------------------------------------------------


def _weight(sid: str, stakeholders: Stakeholders) -> float:
    s = stakeholders.get(sid)
    return 1.0 if s is None else s.weight


def _usw(u: Mapping[str, float], st: Stakeholders) -> float:
    return math.fsum(_weight(i, st) * v for i, v in u.items())


def satisfaction(u: Mapping[str, float], ctx: WelfareContext, who: str = "") -> dict[str, float]:
    """Normalized satisfaction per stakeholder (see the module docstring).

    Without bounds for a stakeholder, its utility must already lie in [0, 1]: raw utilities
    would otherwise be clipped to 1 silently and every outcome would look sufficient.
    """
    out: dict[str, float] = {}
    for sid, value in u.items():
        if ctx.bounds is not None and sid in ctx.bounds:
            lo, hi = ctx.bounds[sid]
            s = 1.0 if hi <= lo else (value - lo) / (hi - lo)
        elif -RELATIVE <= value <= 1 + RELATIVE:
            s = value
        else:
            raise InputError(
                f"{who}: utility of {sid!r} is {value}, outside [0, 1], and the context has no "
                "bounds to normalize it; pass context=welfare_context(problem, outcome) "
                "(fairagents.fairness) or use Framework.welfare_of(problem, outcome)"
            )
        out[sid] = min(1.0, max(0.0, s))
    return out


CARE_ATTRIBUTES = ("vulnerability", "dependency", "relationships")
"""The stakeholder attributes the care-ethics functional reads."""

_LEVELS = {"none": 0.0, "no": 0.0, "low": 0.0, "medium": 0.5, "moderate": 0.5, "high": 1.0}
_LEVELS |= {"yes": 1.0, "very high": 1.5, "critical": 2.0}


def _level(sid: str, name: str, value: str | float | int | bool) -> float:
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, int | float):
        if value < 0:
            raise InputError(f"stakeholder {sid!r}: attribute {name!r} = {value} is negative")
        return float(value)
    level = _LEVELS.get(value.strip().lower())
    if level is None:
        known = ", ".join(_LEVELS)
        raise InputError(
            f"stakeholder {sid!r}: attribute {name!r} = {value!r} is not a level; "
            f"use a number ≥ 0, a boolean, or one of: {known}"
        )
    return level


def care_weight(stakeholder: Stakeholder) -> float:
    """``weight · (1 + vulnerability + dependency + relationships)`` from the attributes.

    Missing attributes count 0; numbers ≥ 0, booleans (1/0) and the words low/medium/high
    (0/0.5/1) are read.

    >>> care_weight(Stakeholder(id="p", attributes={"vulnerability": "high", "dependency": True}))
    3.0
    """
    extra = sum(
        _level(stakeholder.id, a, stakeholder.attributes[a])
        for a in CARE_ATTRIBUTES
        if a in stakeholder.attributes
    )
    return stakeholder.weight * (1.0 + extra)


# -- the functionals -------------------------------------------------------------------------


def mill(u: Mapping[str, float], st: Stakeholders, ctx: WelfareContext) -> Key:
    """Utilitarianism: the (weighted) sum of utilities (Mill 1863, *Utilitarianism*, ch. 2).

    "Everybody to count for one": stakeholder weights are 1 unless the scenario says a
    stakeholder stands for several people.

    >>> mill({"a": 1.0, "b": 4.0}, {}, WelfareContext())
    (5.0,)
    """
    return (_usw(u, st),)


def rawls(u: Mapping[str, float], st: Stakeholders, ctx: WelfareContext) -> Key:
    """Maximin with leximin tie-break (Rawls 1971, *A Theory of Justice*, §13, §26; leximin:
    Sen 1970). The key is the utilities sorted ascending: the worst-off first, then the next.

    >>> rawls({"a": 3.0, "b": 1.0, "c": 2.0}, {}, WelfareContext())
    (1.0, 2.0, 3.0)
    """
    return tuple(sorted(float(v) for v in u.values()))


def common_origin(u: Mapping[str, float], ctx: WelfareContext, who: str = "") -> float:
    """The zero from which absolute well-being levels are measured: one origin for everyone.

    0 when every attainable utility is ≥ 0 (the utilities' own zero: no life-years, no value),
    else the least attainable utility of anyone (from the context's bounds). One origin for all
    — never each stakeholder's own worst — so a level says how well off someone *is*,
    comparable across people, not how much they gained. A utility below the origin (negative
    without bounds, or below every bound) has no level: :class:`InputError`.

    >>> common_origin({"a": 3.0}, WelfareContext(bounds={"a": (1.0, 5.0), "b": (-2.0, 4.0)}))
    -2.0
    >>> common_origin({"a": 3.0, "b": 1.0}, WelfareContext())
    0.0
    """
    origin = min(0.0, *(lo for lo, _ in ctx.bounds.values())) if ctx.bounds else 0.0
    for sid, value in u.items():
        if value < origin - tolerance([value, origin]):
            where = "the least attainable utility" if ctx.bounds else "0: the context has no bounds"
            raise InputError(
                f"{who}: utility of {sid!r} is {value}, below the common origin {origin:g} "
                f"({where}); absolute levels need non-negative utilities or bounds: pass "
                "context=welfare_context(problem, outcome) (fairagents.fairness)"
            )
    return float(origin)


def atkinson(level: float, eta: float) -> float:
    """Atkinson's (1970) concave transform ``x^(1−η)/(1−η)`` of a level ``x ≥ 0``, η ∈ (0, 1):
    increasing and strictly concave, so a unit of benefit counts for more at a lower level.

    >>> atkinson(4.0, 0.5), atkinson(9.0, 0.5)
    (4.0, 6.0)
    """
    return float(max(level, 0.0) ** (1 - eta) / (1 - eta))


def make_parfit(eta: float = 0.5) -> KeyFunction:
    """Prioritarianism (Parfit 1997, "Equality and Priority", *Ratio* 10(3), 202–221): the
    weighted sum of a strictly concave transform of each person's **absolute** level of
    well-being, ``Σᵢ wᵢ f(xᵢ)`` with Atkinson's ``f(x) = x^(1−η)/(1−η)`` (Atkinson 1970; Adler
    2012, *Well-Being and Fair Distribution*), then the weighted sum as a tie-break.

    Parfit's Priority View: "benefiting people matters more the worse off these people are"
    — worse off in absolute terms, not relative to others (unlike egalitarianism) and not
    relative to what each could have had. Levels are therefore ``xᵢ = uᵢ − o`` with one origin
    ``o`` for everyone (:func:`common_origin`: 0 for non-negative utilities). Measuring each
    person from their *own* worst attainable utility (an earlier version) ranks by gains, and in
    a unit-demand problem such as triage — where each patient's gain is all-or-nothing — any
    increasing function of gains picks the same beds as the sum: prioritarianism collapsed into
    utilitarianism. ``eta → 0`` is utilitarian; a larger ``eta`` gives more priority to the
    worse off. ``eta`` stays below 1 so that a level of 0 (no expected life-years) has a finite
    transform; Atkinson's family approaches maximin only as ``eta → ∞``.

    >>> f = make_parfit(0.5)
    >>> f({"a": 4.0, "b": 9.0}, {}, WelfareContext())   # 2·√4 + 2·√9, then 4 + 9
    (10.0, 13.0)
    """
    if not 0 < eta < 1:
        raise InputError(f"parfit: eta={eta} must lie strictly between 0 and 1")

    def parfit(u: Mapping[str, float], st: Stakeholders, ctx: WelfareContext) -> Key:
        origin = common_origin(u, ctx, "parfit")
        total = math.fsum(_weight(i, st) * atkinson(v - origin, eta) for i, v in u.items())
        return (total, _usw(u, st))

    parfit.__doc__ = make_parfit.__doc__
    return parfit


def equality_adjusted_mean(u: Mapping[str, float], st: Stakeholders) -> float:
    """Sen's (1976) equality-adjusted mean ``μ(1 − G)`` = the weighted mean of pairwise minima
    ``Σᵢⱼ wᵢwⱼ min(uᵢ, uⱼ) / W²``: lower with more inequality, yet never higher when someone
    loses and nobody gains (no "levelling down", unlike the equitability gap alone).

    >>> equality_adjusted_mean({"a": 1.0, "b": 3.0}, {})   # (1 + 1 + 1 + 3) / 4
    1.5
    """
    items = [(_weight(i, st), v) for i, v in u.items()]
    total = math.fsum(w for w, _ in items)
    pairs = math.fsum(wi * wj * min(vi, vj) for wi, vi in items for wj, vj in items)
    return pairs / (total * total)


def dworkin(u: Mapping[str, float], st: Stakeholders, ctx: WelfareContext) -> Key:
    """Equality of resources (Dworkin 1981, "What is Equality? Part 2", *Phil. & Public
    Affairs* 10(4); the envy test of the auction).

    Operationalized lexicographically: first no envy — minus the largest envy
    ``max(0, max uᵢ(Aⱼ) − uᵢ(Aᵢ))`` when the context knows the allocation (all envy-free
    outcomes tie at 0); then equality of what people end up with, measured by Sen's
    equality-adjusted mean (:func:`equality_adjusted_mean`) so that equality is never bought by
    levelling down; then minus the equitability gap ``max u − min u``; then the weighted sum.
    Without an allocation (budget or choice problems: public decisions, where everyone receives
    the same package and envy is vacuous) the key starts with the equality-adjusted mean. That
    is a proxy, not Dworkin's own position (Part 1 of the same essay rejects equality of
    welfare): resources are not separable from the outcome there. Triage, compiled as a choice
    among sets of patients, takes this reading on purpose: an envy test on the beds themselves
    (the largest gain of a patient denied one) is minimised by the beds with the largest gains,
    i.e. Mill's choice, so it could not tell the two apart.

    >>> dworkin({"a": 5.0, "b": 3.0}, {}, WelfareContext(max_envy=1.0))
    (-1.0, 3.5, -2.0, 8.0)
    """
    values = list(u.values())
    tail = (equality_adjusted_mean(u, st), -(max(values) - min(values)), _usw(u, st))
    if ctx.max_envy is None:
        return tail
    return (-max(0.0, ctx.max_envy), *tail)


def nozick(u: Mapping[str, float], st: Stakeholders, ctx: WelfareContext) -> Key:
    """Entitlement theory (Nozick 1974, *Anarchy, State, and Utopia*, ch. 7).

    Operationalized lexicographically: first the share of prior claims honoured (claims are
    ``Stakeholder.claims``: goods, projects or alternatives a stakeholder is entitled to; a
    claim is honoured when the outcome gives the claimant that item), so no redistribution
    overrides a holding acquired justly; then, among outcomes that honour claims equally, the
    utilitarian sum as a proxy for free exchange reaching Pareto-efficient outcomes. With no
    claims at stake (none declared, or no ``holdings`` in the context) the key is the sum alone.

    >>> s = {"a": Stakeholder(id="a", claims=("x",))}
    >>> nozick({"a": 1.0, "b": 9.0}, s, WelfareContext(holdings={"a": (), "b": ("x",)}))
    (0.0, 10.0)
    """
    claims = {sid: s.claims for sid, s in st.items() if sid in u and s.claims}
    if not claims or ctx.holdings is None:
        return (_usw(u, st),)
    total = sum(_weight(sid, st) * len(c) for sid, c in claims.items())
    honoured = sum(
        _weight(sid, st) * sum(1 for item in c if item in set(ctx.holdings.get(sid, ())))
        for sid, c in claims.items()
    )
    return (honoured / total, _usw(u, st))


def gilligan(u: Mapping[str, float], st: Stakeholders, ctx: WelfareContext) -> Key:
    """Care ethics (Gilligan 1982, *In a Different Voice*; Held 2006, *The Ethics of Care*).

    Operationalized as a care-weighted sum: each stakeholder's utility is weighted by
    :func:`care_weight` — more for vulnerability, dependency on others and relationships of care
    (attributes of the stakeholder) — attending to particular needs rather than impartial
    aggregation (Held 2006, ch. 1: the compelling moral salience of the needs of particular
    others for whom we take responsibility); ties are broken by the worst-off's utility. With
    no care attributes every weight is the stakeholder's own and the key ranks like Mill's sum
    (budgets, the distributive instances); it parts from Mill where attributes differ.

    >>> s = {"a": Stakeholder(id="a", attributes={"vulnerability": 1.0})}
    >>> gilligan({"a": 1.0, "b": 1.0}, s, WelfareContext())
    (3.0, 1.0)
    """
    weighted = math.fsum(care_weight(st.get(i) or Stakeholder(id=i)) * v for i, v in u.items())
    return (weighted, min(u.values()))


def deprivation_index(gaps: Mapping[str, float], st: Stakeholders) -> float:
    """The Sen–Shorrocks–Thon index of shortfall ratios ``gᵢ ∈ [0, 1]``: the weighted mean of
    pairwise maxima ``Σᵢⱼ wᵢwⱼ max(gᵢ, gⱼ) / W²`` = ``μ_g (1 + G_g)``, the mean shortfall times one
    plus the Gini of shortfalls (Sen 1976, "Poverty: An Ordinal Approach to Measurement",
    *Econometrica* 44(2); Shorrocks 1995, "Revisiting the Sen Poverty Index", *Econometrica*
    63(5)). It grows with how many fall short, how far, and how unequally the shortfalls are
    spread — a larger shortfall weighs more — and is 0 iff nobody falls short.

    >>> deprivation_index({"a": 0.5, "b": 0.0, "c": 0.0}, {})   # μ = 1/6, G = 2/3: 5/18
    0.2777777777777778
    """
    items = [(_weight(i, st), g) for i, g in gaps.items()]
    total = math.fsum(w for w, _ in items)
    pairs = math.fsum(wi * wj * max(gi, gj) for wi, gi in items for wj, gj in items)
    return pairs / (total * total)


def make_sen(threshold: float = 0.5) -> KeyFunction:
    """The capability approach as deprivation below a threshold (Sen 1985, *Commodities and
    Capabilities*; Sen 1999, *Development as Freedom*, ch. 4, "Poverty as Capability
    Deprivation"; thresholds: Nussbaum 2000, *Women and Human Development*).

    Each person's capability level is their normalized satisfaction ``sᵢ`` (one scale for
    everyone in a choice problem, see :func:`fairagents.fairness.satisfaction_bounds`); their
    shortfall ratio is ``gᵢ = max(0, τ − sᵢ)/τ`` below the threshold ``τ``. The key is: first
    minus the Sen–Shorrocks–Thon deprivation index of the shortfalls
    (:func:`deprivation_index`) — Sen's own measure, which counts how many fall short, how far,
    and weights the deepest shortfalls most (Sen 1976 rejected the bare head-count for ignoring
    depth) — then the weighted share reaching the threshold, then the weighted sum of
    satisfaction. Above the threshold only the last entry matters: sufficiency, not maximin.

    >>> f = make_sen(0.5)
    >>> f({"a": 0.25, "b": 0.5, "c": 1.0}, {}, WelfareContext())   # gaps 0.5, 0, 0
    (-0.2777777777777778, 0.6666666666666666, 1.75)
    """
    if not 0 < threshold <= 1:
        raise InputError(f"sen: threshold={threshold} must lie in (0, 1]")

    def sen(u: Mapping[str, float], st: Stakeholders, ctx: WelfareContext) -> Key:
        s = satisfaction(u, ctx, "sen")
        w = {i: _weight(i, st) for i in s}
        total = math.fsum(w.values())
        gaps = {i: max(0.0, threshold - v) / threshold for i, v in s.items()}
        reached = math.fsum(w[i] for i, v in s.items() if v >= threshold - RELATIVE)
        index = deprivation_index(gaps, st)
        return (-index, reached / total, math.fsum(w[i] * v for i, v in s.items()))

    sen.__doc__ = make_sen.__doc__
    return sen


def make_kant(floor: float = 0.25) -> KeyFunction:
    """Respect for persons as a side constraint, then beneficence (Kant 1785, *Groundwork of the
    Metaphysics of Morals*, 4:429 — treat humanity "never merely as a means" — and 4:434,
    dignity "admits of no equivalent"; Kant 1797, *The Metaphysics of Morals*, 6:326 — the
    duty to provide for those unable to meet their most necessary needs — and 6:393,
    beneficence a wide duty).

    First the share of *persons* (unweighted: dignity is not proportional to a group's size)
    whose normalized satisfaction is at or above the dignity ``floor``: a lexically prior
    constraint, so no gain to others, however large, buys one more person below it; then the
    unweighted sum of satisfaction (beneficence, each person's ends counting alike). Unlike
    Sen's index the constraint counts persons, not depth: it is met or not. Where the floor does
    not bind (everyone's attainable levels lie on one side of it) and every weight is 1, the key
    ranks like Mill's sum in a choice problem (its satisfaction is affine in utility there).

    >>> f = make_kant(0.25)
    >>> f({"a": 0.1, "b": 0.5, "c": 1.0}, {}, WelfareContext())
    (0.6666666666666666, 1.6)
    """
    if not 0 < floor <= 1:
        raise InputError(f"kant: floor={floor} must lie in (0, 1]")

    def kant(u: Mapping[str, float], st: Stakeholders, ctx: WelfareContext) -> Key:
        s = satisfaction(u, ctx, "kant")
        respected = sum(1 for v in s.values() if v >= floor - RELATIVE)
        return (respected / len(s), math.fsum(s.values()))

    kant.__doc__ = make_kant.__doc__
    return kant
