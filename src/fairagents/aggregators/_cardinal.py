"""Cardinal welfare rules: they read every ballot's utilities and rank alternatives by a social
welfare functional of the utility vector ``(u_1(a), …, u_n(a))``.

- :class:`Utilitarian` — the weighted sum Σ wᵢ uᵢ(a) (Bentham 1789; Harsanyi 1955).
- :class:`Maximin` — the worst-off voter's utility min_i uᵢ(a) (Rawls 1971, the difference
  principle read as a welfare functional).
- :class:`Leximin` — maximin, ties broken by the second worst-off, and so on (Sen 1970;
  Rawls 1971), with weights read as multiplicities.
- :class:`Prioritarian` — Σ wᵢ f(uᵢ(a)) for a strictly concave, increasing f: gains count for
  more the worse off the person is (Parfit 1997; Adler 2012).

Utilities are taken as given: these rules assume they are comparable across voters (the same
scale for everyone), which is exactly why they are not invariant to rescaling one voter's
utilities. Rules that do not assume this are in :mod:`fairagents.aggregators._bargaining` (Nash,
Kalai–Smorodinsky) and :mod:`fairagents.aggregators._approval` (relative utilitarianism). Welfare
over lotteries and over allocations is left to those modules and to the problem solvers.
How alternatives are put in order (tie groups, the leximin comparison, naming the winners) is
:mod:`fairagents.aggregators._welfare_order`.

References: J. Rawls, *A Theory of Justice* (1971); A. Sen, *Collective Choice and Social
Welfare* (1970), ch. 9; J. Harsanyi, "Cardinal welfare, individualistic ethics, and
interpersonal comparisons of utility", J. Polit. Econ. 63 (1955); D. Parfit, "Equality and
priority", Ratio 10 (1997); M. Adler, *Well-Being and Fair Distribution* (2012);
A. Atkinson, "On the measurement of inequality", J. Econ. Theory 2 (1970); S.-C. Kolm,
"Unequal inequalities I", J. Econ. Theory 12 (1976); H. Moulin, *Axioms of Cooperative
Decision Making* (1988), ch. 2.

Internal to :mod:`fairagents.aggregators`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import NDArray
from scipy.special import logsumexp

from fairagents.aggregators._base import (
    LINEAR_ADVICE,
    LINEAR_LIMIT,
    Evaluation,
    InputKind,
    Rule,
)
from fairagents.aggregators._welfare_order import (
    describe_winners,
    leximin_groups,
    runner_up,
)
from fairagents.errors import IncompatibleProfileError, InputError
from fairagents.models import Profile
from fairagents.models._outcome import ParamValue
from fairagents.numeric import tie_groups, tolerance

__all__ = [
    "TRANSFORMS",
    "Leximin",
    "Maximin",
    "Prioritarian",
    "Utilitarian",
]

FloatArray = NDArray[np.float64]

TRANSFORMS = ("atkinson", "kolm")
"""Concave transforms :class:`Prioritarian` knows."""


# -- the rules -------------------------------------------------------------------------------


class Utilitarian(Rule):
    """Utilitarian rule (Bentham 1789; Harsanyi 1955): maximize Σ wᵢ uᵢ(a).

    >>> from fairagents import Profile
    >>> p = Profile.from_utilities([{"a": 1.0, "b": 0.0}, {"a": 0.0, "b": 3.0}], weights=[2, 1])
    >>> Utilitarian()(p).scores
    {'a': 2.0, 'b': 3.0}
    """

    name = "utilitarian"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.CARDINAL
    axioms = frozenset({"anonymity", "neutrality", "pareto", "monotonicity"})
    description = "the largest weighted sum of utilities wins"

    def _evaluate(self, profile: Profile) -> Evaluation:
        scores = profile.weights @ profile.utilities
        # Sums can cancel: compare them at the scale of their terms, not of the result.
        tol = tolerance(profile.weights @ np.abs(profile.utilities), each=True)
        groups = tie_groups(scores, tol)
        best = groups[0][0]
        top = describe_winners(profile.alternatives, groups[0])
        return Evaluation(
            scores=scores,
            tolerance=tol,
            explanation=(
                f"utilitarian: {top} has the largest weighted sum of "
                f"utilities, {scores[best]:.4g} (weights total {profile.weights.sum():g})"
                f"{runner_up(profile.alternatives, groups, scores)}."
            ),
        )


class Maximin(Rule):
    """Maximin, the Rawlsian rule (Rawls 1971): maximize the worst-off voter's utility
    min_i uᵢ(a).

    Weights play no role: a minimum does not depend on how many voters share it, so a weighted
    profile gives the same outcome as the unweighted one (use :class:`Leximin` to let weights
    break ties).

    >>> from fairagents import Profile
    >>> p = Profile.from_utilities([{"a": 1.0, "b": 0.4}, {"a": 0.0, "b": 0.5}])
    >>> Maximin()(p).winners
    ('b',)
    """

    name = "maximin"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.CARDINAL
    axioms = frozenset({"anonymity", "neutrality", "pareto", "monotonicity"})
    description = "the alternative whose worst-off voter is best off wins (Rawls)"

    def _evaluate(self, profile: Profile) -> Evaluation:
        utilities = profile.utilities
        scores = utilities.min(axis=0)
        groups = tie_groups(scores)
        best = groups[0][0]
        top = describe_winners(profile.alternatives, groups[0])
        worst_voter = profile.voters[int(utilities[:, best].argmin())]
        return Evaluation(
            scores=scores,
            explanation=(
                f"maximin: the worst-off voter gets {scores[best]:.4g} under {top} (voter "
                f"{worst_voter!r})"
                + (", more than under any other alternative" if len(groups) > 1 else "")
                + f"{runner_up(profile.alternatives, groups, scores)}; "
                "weights do not change a minimum."
            ),
        )


class Leximin(Rule):
    """Leximin (Sen 1970; Rawls 1971): compare the alternatives' utility vectors sorted worst
    first, lexicographically: maximin, then the second worst-off, and so on.

    Weights are multiplicities: a voter of weight w counts as w voters with the same utilities.
    Real weights generalize this exactly: each voter occupies an interval of length wᵢ in the
    worst-to-best line-up, and the first point at which two alternatives differ decides (see
    :func:`leximin_compare`). The social ranking is the full leximin order; ``scores`` report the
    worst-off utility (the first criterion), so alternatives with equal scores may still be
    ranked apart.

    >>> from fairagents import Profile
    >>> p = Profile.from_utilities([{"a": 1.0, "b": 1.0}, {"a": 2.0, "b": 5.0}])
    >>> Leximin()(p).ranking
    (('b',), ('a',))
    """

    name = "leximin"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.CARDINAL
    axioms = frozenset({"anonymity", "neutrality", "pareto", "monotonicity"})
    description = "maximin, ties broken by the next worst-off voter, and so on (Sen, Rawls)"

    def _evaluate(self, profile: Profile) -> Evaluation:
        utilities = profile.utilities
        groups = leximin_groups(utilities, profile.weights)
        scores = utilities.min(axis=0)
        alts = profile.alternatives
        best = groups[0][0]
        top = describe_winners(profile.alternatives, groups[0])
        text = (
            f"leximin: under {top} the worst-off voter gets {scores[best]:.4g}; "
            "comparing utilities from the worst-off up (weights as multiplicities), "
        )
        if len(groups) == 1:
            text += "every alternative ties."
        else:
            other = groups[1][0]
            sorted_best = np.sort(utilities[:, best])
            sorted_other = np.sort(utilities[:, other])
            text += (
                f"it beats the runner-up {alts[other]!r} "
                f"(worst-first {_fmt_vector(sorted_best)} vs {_fmt_vector(sorted_other)})."
            )
        return Evaluation(scores=scores, explanation=text, ranking=groups)


def _fmt_vector(values: FloatArray, limit: int = 6) -> str:
    shown = ", ".join(f"{v:.3g}" for v in values[:limit])
    return f"({shown}{', …' if len(values) > limit else ''})"


class Prioritarian(Rule):
    """Prioritarian rule (Parfit 1997; Adler 2012): maximize Σ wᵢ f(uᵢ(a)) for a strictly
    increasing, concave f, so a gain counts for more the worse off its recipient is.

    ``transform="atkinson"`` (default; Atkinson 1970, Adler's choice):
    f(u) = u^(1−α)/(1−α), and log u at α = 1. It needs utilities ≥ 0 (> 0 when α ≥ 1, where
    f(0) = −∞); other profiles raise :class:`~fairagents.errors.IncompatibleProfileError` (shift
    the utilities, or use ``kolm``). ``transform="kolm"`` (Kolm 1976): f(u) = −e^(−αu)/α, which
    accepts any real utility. ``alpha`` is the degree of priority to the worse off: α = 0 is
    utilitarian (Atkinson only), α → ∞ approaches maximin.

    ``scores`` are the *equally distributed equivalent* utilities: the utility that, given to
    every voter, would yield the same welfare (Atkinson 1970). They rank like the welfare sum
    but stay in utility units and never overflow.

    >>> from fairagents import Profile
    >>> p = Profile.from_utilities([{"a": 1.0, "b": 4.0}, {"a": 4.0, "b": 1.0}, {"a": 1.0, "b": 2}])
    >>> round(Prioritarian(alpha=1.0)(p).scores["a"], 6)   # geometric mean of 1, 4, 1
    1.587401
    """

    name = "prioritarian"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.CARDINAL
    axioms = frozenset({"anonymity", "neutrality", "pareto", "monotonicity"})
    description = "sum of a concave transform of utilities: priority to the worse off (Parfit)"

    def __init__(
        self,
        *,
        alpha: float = 0.5,
        transform: str = "atkinson",
        tie_break: str = "lexicographic",
        seed: int = 0,
    ) -> None:
        super().__init__(tie_break=tie_break, seed=seed)
        if transform not in TRANSFORMS:
            raise InputError(f"transform {transform!r} is unknown; known: {', '.join(TRANSFORMS)}")
        if isinstance(alpha, bool) or not isinstance(alpha, int | float):
            raise InputError(f"alpha must be a number, got {alpha!r}")
        alpha = float(alpha)
        if not math.isfinite(alpha) or alpha < 0 or (transform == "kolm" and alpha == 0):
            need = "> 0" if transform == "kolm" else ">= 0"
            raise InputError(f"alpha must be a finite number {need} for {transform}, got {alpha}")
        self.alpha = alpha
        self.transform = transform

    def _params(self) -> dict[str, ParamValue]:
        return {"alpha": self.alpha, "transform": self.transform}

    # Atkinson is only defined on the non-negative (positive, for α ≥ 1) reals: say which ballot
    # leaves the domain instead of returning -inf or nan.
    def _domain_problem(self, profile: Profile) -> str | None:
        if self.transform != "atkinson" or not profile.all_utilities:
            return None
        utilities = profile.utilities
        strict = self.alpha >= 1
        bad = utilities <= 0 if strict else utilities < 0
        if not bad.any():
            return None
        row, col = (int(x) for x in np.argwhere(bad)[0])
        need = "> 0" if strict else ">= 0"
        return (
            f"rule 'prioritarian' (atkinson, alpha={self.alpha:g}) needs utilities {need}; "
            f"voter {profile.voters[row]!r} gives {profile.alternatives[col]!r} "
            f"{utilities[row, col]:g}. Shift the utilities up, use alpha < 1 (allows 0), or "
            "transform='kolm' (any real utility)."
        )

    def accepts(self, profile: Profile) -> bool:
        return super().accepts(profile) and self._domain_problem(profile) is None

    def check(self, profile: Profile) -> None:
        super().check(profile)
        problem = self._domain_problem(profile)
        if problem is not None:
            raise IncompatibleProfileError(problem)

    def ede(self, utilities: FloatArray, weights: FloatArray) -> FloatArray:
        """Equally distributed equivalent utility of each column of ``utilities``."""
        shares = (weights / weights.sum())[:, None]
        alpha = self.alpha
        if self.transform == "kolm":
            # -(1/α) log Σ sᵢ e^(-α uᵢ), via logsumexp so large |α u| cannot overflow.
            return np.asarray(-logsumexp(-alpha * utilities, axis=0, b=shares) / alpha)
        with np.errstate(divide="ignore"):  # log 0 = -inf is meant: u = 0 contributes 0
            logs = np.log(utilities)
        if alpha == 1:
            return np.asarray(np.exp((shares * logs).sum(axis=0)))
        power = 1 - alpha
        # (Σ sᵢ uᵢ^(1-α))^(1/(1-α)), in logs: exp(logsumexp((1-α) log u, b=s) / (1-α)).
        return np.asarray(np.exp(logsumexp(power * logs, axis=0, b=shares) / power))

    def _evaluate(self, profile: Profile) -> Evaluation:
        scores = self.ede(profile.utilities, profile.weights)
        groups = tie_groups(scores)
        best = groups[0][0]
        top = describe_winners(profile.alternatives, groups[0])
        form = (
            f"f(u) = -exp(-{self.alpha:g}u)/{self.alpha:g}"
            if self.transform == "kolm"
            else (
                "f(u) = log u"
                if self.alpha == 1
                else f"f(u) = u^{1 - self.alpha:g}/{1 - self.alpha:g}"
            )
        )
        return Evaluation(
            scores=scores,
            explanation=(
                f"prioritarian ({self.transform}, alpha={self.alpha:g}, {form}): "
                f"{top} has the highest weighted welfare Σ wᵢ f(uᵢ), "
                f"worth an equal {scores[best]:.4g} to everyone"
                f"{runner_up(profile.alternatives, groups, scores)}."
            ),
        )
