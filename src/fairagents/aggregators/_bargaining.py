"""Bargaining solutions: outcomes judged by each voter's gain over a disagreement point d.

- :class:`NashBargaining` — the alternative maximizing Π (uᵢ(a) − dᵢ)^wᵢ (Nash 1950), with a
  principled fallback when no alternative lets everyone gain (below).
- :class:`NashBargainingLottery` — the Nash solution over lotteries of alternatives: the
  probability vector p maximizing Σ wᵢ log(Σₐ pₐ uᵢ(a) − dᵢ), a concave program (Nash 1950 on
  the convex hull of the alternatives).
- :class:`KalaiSmorodinsky` — the alternative maximizing the smallest relative gain
  (uᵢ(a) − dᵢ)/(idealᵢ − dᵢ) (Kalai & Smorodinsky 1975), discrete version.

The disagreement point is the profile's ``disagreement`` where given, else each voter's worst
utility (:meth:`fairagents.Profile.disagreement_vector`). Gains are compared after dividing each
voter's by a per-voter constant (their utility range, or ideal gain), which is why these rules
are invariant to rescaling any voter's utilities (with d rescaled alike) and need no
interpersonal comparison of utility levels.

Voters whose utilities are the same for every alternative are unaffected by the choice and are
left out: with the default d their gain is 0 everywhere and would zero every Nash product.

Left out: bargaining over allocations and money (see the problem solvers), the egalitarian
(Kalai 1977) solution, and Kalai–Smorodinsky over lotteries.

References: J. Nash, "The bargaining problem", Econometrica 18 (1950); E. Kalai and
M. Smorodinsky, "Other solutions to Nash's bargaining problem", Econometrica 43 (1975);
I. Caragiannis, D. Kurokawa, H. Moulin, A. Procaccia, N. Shah and J. Wang, "The unreasonable
fairness of maximum Nash welfare", ACM Trans. Econ. Comput. 7 (2019).

Internal to :mod:`fairagents.aggregators`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from fairagents.aggregators._base import (
    LINEAR_ADVICE,
    LINEAR_LIMIT,
    Evaluation,
    InputKind,
    Rule,
)
from fairagents.aggregators._nash_lottery import LotterySolution, solve_nash_lottery
from fairagents.aggregators._welfare_order import describe_winners, leximin_groups, refine_groups
from fairagents.errors import InputError
from fairagents.models import Profile
from fairagents.models._outcome import ParamValue
from fairagents.numeric import RELATIVE, tie_groups, tolerance

__all__ = ["KalaiSmorodinsky", "NashBargaining", "NashBargainingLottery"]

FloatArray = NDArray[np.float64]
BoolArray = NDArray[np.bool_]


def _gains(profile: Profile) -> tuple[FloatArray, FloatArray, FloatArray, BoolArray]:
    """``(gains, range, disagreement, affected)``: gains uᵢ(a) − dᵢ (n × m), each voter's
    utility range, d, and which voters are not indifferent among all alternatives."""
    utilities = profile.utilities
    d = profile.disagreement_vector()
    span = utilities.max(axis=1) - utilities.min(axis=1)
    # Indifference is judged at each voter's own scale: a spread of rounding noise is none.
    affected = span > RELATIVE * np.abs(utilities).max(axis=1)
    return utilities - d[:, None], span, d, affected


def _d_source(profile: Profile) -> str:
    given = profile.disagreement or {}
    if not given:
        return "d = each voter's worst utility"
    if len(given) == len(profile.voters):  # voters, not ballots: no Ballot objects built
        return "d as given in the profile"
    return "d as given, else the voter's worst utility"


class NashBargaining(Rule):
    """Nash bargaining over the alternatives (Nash 1950): maximize Π (uᵢ(a) − dᵢ)^wᵢ among the
    alternatives that give every voter strictly more than dᵢ.

    With the default d (each voter's worst utility) every voter's least-liked alternatives give
    them zero gain, so often no alternative lets *everyone* gain and all Nash products are 0.
    Rather than tie them all, alternatives are ranked lexicographically by

    1. individual rationality: the weighted shortfall below d, Σ wᵢ max(0, dᵢ − uᵢ(a)) / rangeᵢ
       (0 for alternatives that leave nobody below d, which therefore come first);
    2. the total weight of voters who strictly gain;
    3. the product of those voters' gains, Σ wᵢ log((uᵢ(a) − dᵢ) / rangeᵢ).

    Steps 2–3 are the rule of Caragiannis et al. (2019) for maximum Nash welfare when it is
    zero: give the largest set of agents positive gain, then maximize their product. When some
    alternative lets every voter gain, this is exactly Nash's rule. Dividing by each voter's
    utility range does not change Nash's ranking (a constant factor per voter) but makes the
    fallback comparable across different sets of gainers, so the rule stays invariant to
    rescaling any voter's utilities; it also satisfies Pareto and individual rationality.

    ``scores`` are the weighted geometric-mean gain (Π gᵢ^wᵢ)^(1/Σw) where every affected voter
    strictly gains, and 0 elsewhere (the Nash product is 0 there); the ranking carries the
    fallback.

    >>> from fairagents import Profile
    >>> p = Profile.from_utilities(
    ...     [{"a": 4.0, "b": 2.0, "c": 0.0}, {"a": 1.0, "b": 2.0, "c": 3.0}],
    ...     disagreement={"v1": 0.0, "v2": 0.0})
    >>> NashBargaining()(p).winners   # products: a 4, b 4, c 0
    ('a', 'b')
    """

    name = "nash_bargaining"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.CARDINAL
    axioms = frozenset(
        {"anonymity", "neutrality", "pareto", "scale_invariance", "individual_rationality"}
    )
    description = "maximize the product of gains over the disagreement point (Nash 1950)"

    def _evaluate(self, profile: Profile) -> Evaluation:
        gains, span, _, affected = _gains(profile)
        w = profile.weights[affected]
        rel = gains[affected] / span[affected][:, None]
        m = profile.n_alternatives
        tol = RELATIVE  # gains divided by each voter's range are dimensionless
        gaining = rel > tol
        shortfall = (w[:, None] * np.clip(-rel, 0.0, None) * (rel < -tol)).sum(axis=0)
        gainer_weight = (w[:, None] * gaining).sum(axis=0)
        with np.errstate(divide="ignore", invalid="ignore"):
            logs = np.where(gaining, np.log(np.where(gaining, rel, 1.0)), 0.0)
        log_product = (w[:, None] * logs).sum(axis=0)
        by_weight = tolerance(w)  # shortfall and gainer weight are weights times numbers ≤ 1
        groups = refine_groups(
            refine_groups(tie_groups(-shortfall, by_weight), gainer_weight, by_weight),
            log_product,
            tolerance(w @ np.abs(logs), each=True),
        )

        everyone: BoolArray = np.asarray(gaining.all(axis=0), dtype=bool)
        scores = np.zeros(m)
        if len(w):
            raw = gains[affected]
            with np.errstate(divide="ignore", invalid="ignore"):
                geo = np.exp(
                    (w[:, None] * np.log(np.where(raw > 0, raw, 1.0))).sum(axis=0) / w.sum()
                )
            scores = np.where(everyone, geo, 0.0)
        return Evaluation(
            scores=scores,
            explanation=self._explain(
                profile, groups, scores, everyone, shortfall, gainer_weight, w
            ),
            ranking=groups,
        )

    @staticmethod
    def _explain(
        profile: Profile,
        groups: list[list[int]],
        scores: FloatArray,
        everyone: BoolArray,
        shortfall: FloatArray,
        gainer_weight: FloatArray,
        w: FloatArray,
    ) -> str:
        alts = profile.alternatives
        best = groups[0][0]
        top = describe_winners(alts, groups[0])
        head = f"Nash bargaining ({_d_source(profile)}): "
        if not len(w):
            return head + "every voter is indifferent among the alternatives, so all tie."
        if everyone[best]:
            text = (
                f"{top} maximizes the weighted product of gains over d, "
                f"Π(uᵢ − dᵢ)^wᵢ (geometric-mean gain {scores[best]:.4g})"
            )
            if len(groups) > 1 and everyone[groups[1][0]]:
                text += f"; next: {alts[groups[1][0]]!r} with {scores[groups[1][0]]:.4g}"
            return head + text + "."
        total = w.sum()
        if shortfall[best] > 0:
            return head + (
                "no alternative leaves every voter at or above their disagreement utility; "
                f"{top} has the smallest weighted shortfall below it "
                f"({shortfall[best]:.4g}, each voter's measured in their utility range)."
            )
        if gainer_weight[best] == 0:
            return head + (
                "no alternative gives any voter more than their disagreement utility without "
                f"leaving another below theirs; {top} leaves everyone at d."
            )
        return head + (
            "no alternative gives every voter more than their disagreement utility, so every "
            "Nash product is 0; among the alternatives that leave nobody below d, "
            f"{top} lets the most voters gain (weight {gainer_weight[best]:g} of "
            f"{total:g}) and maximizes the product of their range-normalized gains "
            "(Caragiannis et al. 2019)."
        )


class NashBargainingLottery(Rule):
    """The Nash bargaining solution over lotteries of alternatives (Nash 1950): the probability
    vector p maximizing Σ wᵢ log(Σₐ pₐ uᵢ(a) − dᵢ) over the simplex, a concave program solved
    by :func:`fairagents.aggregators._nash_lottery.solve_nash_lottery`.

    ``Outcome.lottery`` and ``scores`` are p; the winners are the most likely alternatives
    (probabilities within ``tol``, default 1e-6, tie; the solver is good to about 1e-9).

    When no lottery gives every voter more than dᵢ, the fallback mirrors
    :class:`NashBargaining`: among lotteries that leave nobody below d, maximize the product of
    gains of every voter who can gain (by convexity they can all gain at once); if no lottery
    leaves everybody at or above d, take the lottery maximizing the smallest range-normalized
    expected gain.

    >>> from fairagents import Profile
    >>> p = Profile.from_utilities([{"a": 1.0, "b": 0.0}, {"a": 0.0, "b": 1.0}])
    >>> NashBargainingLottery()(p).lottery
    {'a': 0.5, 'b': 0.5}
    """

    name = "nash_bargaining_lottery"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.CARDINAL
    axioms = frozenset({"anonymity", "scale_invariance", "individual_rationality"})
    description = "the lottery maximizing the product of expected gains over d (Nash 1950)"

    def __init__(
        self, *, tol: float = 1e-6, tie_break: str = "lexicographic", seed: int = 0
    ) -> None:
        super().__init__(tie_break=tie_break, seed=seed)
        if not 0 < tol < 0.01:
            raise InputError(f"tol must be in (0, 0.01), got {tol!r}")
        self.tol = float(tol)

    def _params(self) -> dict[str, ParamValue]:
        return {} if self.tol == 1e-6 else {"tol": self.tol}

    def solve(self, profile: Profile) -> LotterySolution:
        """The lottery and how it was found (see :class:`LotterySolution`)."""
        gains, span, _, affected = _gains(profile)
        return solve_nash_lottery(
            gains[affected] / span[affected][:, None], profile.weights[affected], tol=self.tol
        )

    def _evaluate(self, profile: Profile) -> Evaluation:
        sol = self.solve(profile)
        p = sol.lottery
        groups = tie_groups(p, self.tol)
        alts = profile.alternatives
        support = ", ".join(f"{alts[k]!r}: {p[k]:.3g}" for k in np.argsort(-p) if p[k] > 0)
        expected = profile.utilities @ p
        worst = int(np.argmin(expected - profile.disagreement_vector()))
        text = f"Nash bargaining over lotteries ({_d_source(profile)}): the lottery {{{support}}} "
        if sol.case == "all_gain":
            text += "maximizes Σ wᵢ log(E uᵢ − dᵢ); "
        elif sol.case == "some_gain":
            text += (
                "maximizes the product of expected gains of the voters who can gain without "
                "leaving anyone below d (no lottery lets everyone gain); "
            )
        elif sol.case == "none_gain":
            text += "leaves everyone at d: no lottery lets any voter gain without another losing; "
        elif sol.case == "indifferent":
            text = text.rsplit("the lottery", 1)[0] + "every voter is indifferent, so every "
            text += "lottery is optimal and the uniform one is reported; "
        else:
            text += (
                "maximizes the smallest range-normalized expected gain, since no lottery leaves "
                "every voter at or above d; "
            )
        text += (
            f"the voter gaining least over d, {profile.voters[worst]!r}, expects "
            f"{expected[worst]:.4g}; "
            + (
                f"{alts[groups[0][0]]!r} is the most likely outcome."
                if len(groups[0]) == 1
                else f"{', '.join(map(repr, (alts[k] for k in groups[0])))} are equally likely."
            )
        )
        return Evaluation(scores=p, explanation=text, ranking=groups, lottery=p)


class KalaiSmorodinsky(Rule):
    """Kalai–Smorodinsky over the alternatives (Kalai & Smorodinsky 1975), discrete version:
    maximize the smallest relative gain rᵢ(a) = (uᵢ(a) − dᵢ)/(idealᵢ − dᵢ), idealᵢ being voter
    i's best utility, so everyone gets the same share of what they could hope for. Ties are
    broken by leximin on the relative gains (weights as multiplicities), which makes the rule
    Pareto-optimal; the minimum itself ignores weights.

    A voter whose ideal is not above dᵢ (possible only with a given d) has their gains divided
    by their utility range instead; voters indifferent among all alternatives are left out.
    ``scores`` are the smallest relative gains.

    >>> from fairagents import Profile
    >>> p = Profile.from_utilities(
    ...     [{"a": 10.0, "b": 6.0, "c": 0.0}, {"a": 0.0, "b": 0.5, "c": 1.0}])
    >>> KalaiSmorodinsky()(p).winners   # relative gains: a (1, 0), b (0.6, 0.5), c (0, 1)
    ('b',)
    """

    name = "kalai_smorodinsky"
    max_alternatives = LINEAR_LIMIT
    size_advice = LINEAR_ADVICE
    input_kind = InputKind.CARDINAL
    axioms = frozenset(
        {"anonymity", "neutrality", "pareto", "scale_invariance", "individual_rationality"}
    )
    description = "maximize the smallest gain relative to each voter's ideal (Kalai–Smorodinsky)"

    def _evaluate(self, profile: Profile) -> Evaluation:
        gains, span, d, affected = _gains(profile)
        alts = profile.alternatives
        if not affected.any():
            return Evaluation(
                scores=np.zeros(profile.n_alternatives),
                explanation=(
                    "Kalai–Smorodinsky: every voter is indifferent among the alternatives, "
                    "so all tie."
                ),
            )
        g = gains[affected]
        ideal_gain = g.max(axis=1)
        own_scale = np.maximum(np.abs(profile.utilities[affected]).max(axis=1), np.abs(d[affected]))
        scale = np.where(ideal_gain > RELATIVE * own_scale, ideal_gain, span[affected])
        rel = g / scale[:, None]
        groups = leximin_groups(rel, profile.weights[affected])
        scores = rel.min(axis=0)
        best = groups[0][0]
        top = describe_winners(alts, groups[0])
        voters = [v for v, keep in zip(profile.voters, affected, strict=True) if keep]
        worst = voters[int(rel[:, best].argmin())]
        text = f"Kalai–Smorodinsky ({_d_source(profile)}): "
        if scores[best] >= 0:
            text += (
                f"under {top} every voter gets at least "
                f"{scores[best]:.3g} of the way from d to their ideal (least: {worst!r}), the "
                "most any alternative guarantees"
            )
        else:
            text += (
                "every alternative leaves some voter below d; "
                f"{top} keeps the worst loss smallest: voter "
                f"{worst!r} loses {-scores[best]:.3g} times what they could gain at best"
            )
        if len(groups) > 1:
            other = groups[1][0]
            text += f"; next: {alts[other]!r} with {scores[other]:.3g}"
        return Evaluation(scores=scores, explanation=text + ".", ranking=groups)
