"""What an analytic agent wants, and how it moves: objectives, exact optima, the revision rule.

The objective itself, the ranking and the argument of a ballot have one implementation below
the agents, :mod:`fairagents.llm._analytic` (which :class:`~fairagents.llm.AnalyticModel` uses
too); this module gives an agent of a scenario its objective and adds what a deliberation
brings: the feasible set, the others' support, the revision rule and bargaining.

Analytic agents are the offline baseline, so they must be meaningful:

- an **aligned** agent ranks by its framework's welfare functional over every stakeholder's true
  utility (:mod:`fairagents.frameworks`), and in ``generate`` mode proposes that framework's exact
  optimum over the feasible set;
- a **neutral** agent ranks by the total expected benefit (the weighted sum of utilities);
- an **adversarial** agent ranks by its favoured group's welfare (the weighted sum of its
  members' utilities), ties broken by the total.

The feasible set is enumerated exactly when it is small enough (every alternative, every package
within budget, every assignment of goods up to :data:`~fairagents.frameworks.EXACT_LIMIT`);
otherwise — divisible money, or too many outcomes — the problem's exact menu stands in for it.

**The revision rule** (deterministic; ``concession`` c ∈ [0, 1] from the scenario). In round r an
agent scores an outcome x as ``(1 − λ_r)·own(x) + λ_r·support(x)`` with ``λ_r = 1 − (1 − c)^r``
(0 in the first round; c = 0 never moves, c = 1 adopts the others' position from round 1):

- ``own(x)`` ∈ [0, 1] is x's rank under the agent's own objective among the outcomes considered
  (1 = best, 0 = worst, equal keys share a rank), so every objective is on one scale;
- ``support(x)`` ∈ [0, 1] is what the agent can see of the others: in ``generate`` mode, the mean
  :func:`~fairagents.agents._candidates.similarity` of x to the positions it sees (the other agents'
  latest proposals with ``visibility: arguments``, the mediator's compromise with ``summary``);
  in ``menu`` mode, x's place in the standings the mediator reported (the previous joint
  ranking). With ``visibility: none`` it sees nothing and never moves.

Ties in the score are broken by the agent's own key, then by the order the outcomes were listed.

**Bargaining** (the ``agreement``, ``single_text`` and ``concession`` protocols,
:mod:`fairagents.graph.protocols`). An agent's *standing* of an outcome, ``s(x)`` ∈ [0, 1], is
x's rank under its own objective among the whole feasible set (:class:`Standing`; 1 = its
optimum, 0 = its worst; the menu stands in where the set is not enumerable) — its own normalised
objective, fixed for the run, and what it *states* as its scores. Its *aspiration* in round r is
``a_r = (1 − c)^r = 1 − λ_r`` (:func:`aspiration`): it accepts x iff ``s(x) ≥ a_r``. In round 0
everyone accepts only its optimum, so a unanimous first round ends the run at once; with c = 0
an agent accepts only its optimum, ever, and never concedes. In the ``concession`` protocol an
agent holds an offer and concedes by **Zeuthen's risk criterion** (Zeuthen 1930; Harsanyi
1956, "Approaches to the bargaining problem before and after the theory of games",
*Econometrica* 24): agent i's risk is ``(s_i(x_i) − min_k s_i(x_k)) / s_i(x_i)``, how much of
its demand it would lose by accepting the worst other offer; the agents of least risk concede
(:func:`zeuthen_step`), each to the offer best for itself among those whose Nash product of
stated scores exceeds every other offer's, never below its aspiration. With two agents the least
risk is the smaller Nash product (Harsanyi 1956), so offers climb the Nash product and the
process ends at the Nash bargaining solution over the agents' standings (disagreement point: each
agent's worst, 0) when aspirations allow it.

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from fairagents.agents._briefing import Brief
from fairagents.agents._candidates import similarity
from fairagents.agents._records import Response
from fairagents.fairness import context_of, resolve, satisfaction_bounds
from fairagents.fairness._non_degeneracy import _candidates
from fairagents.frameworks import get_framework
from fairagents.llm._analytic import Key, Objective, rank_scores
from fairagents.models import Stakeholder
from fairagents.numeric import lex_tie_groups
from fairagents.problems import Problem, ProblemOutcome, outcome_key
from fairagents.scenarios import AgentSpec

__all__ = [
    "AnalyticAnswer",
    "Answer",
    "BargainKey",
    "FeasibleOutcome",
    "OutcomeSpace",
    "Position",
    "Standing",
    "accept_above_aspiration",
    "accept_the_text",
    "aspiration",
    "bargain_key",
    "concede_by_zeuthen",
    "concession_weight",
    "feasible_outcomes",
    "nash_choice",
    "objective_for",
    "own_scores",
    "zeuthen_risk",
    "zeuthen_step",
]


@dataclass(frozen=True)
class FeasibleOutcome:
    """One outcome an agent may propose, with what its objective needs."""

    id: str
    label: str
    outcome: ProblemOutcome
    utilities: dict[str, float]
    context: object  # a WelfareContext: bounds, envy and holdings of this outcome


def feasible_outcomes(problem: Problem) -> tuple[str, tuple[FeasibleOutcome, ...]]:
    """``("exact", every feasible outcome)`` when enumerable, else ``("menu", the menu)``."""
    method, candidates, _, _ = _candidates(problem, None)
    return method, tuple(
        FeasibleOutcome(c.id, c.label, c.outcome, c.utilities, c.context) for c in candidates
    )


def objective_for(agent: AgentSpec, brief: Brief) -> Objective:
    """The objective an analytic agent follows, from its stance (see the module docstring)."""
    if agent.stance == "aligned":
        assert agent.framework is not None
        return Objective("framework", framework=get_framework(agent.framework))
    if agent.stance == "adversarial":
        party = agent.favoured or ""
        return Objective("group", members=brief.members(party), party=party)
    return Objective("total")


def own_scores(
    objective: Objective,
    options: Sequence[FeasibleOutcome],
    stakeholders: Mapping[str, Stakeholder],
) -> tuple[list[Key], list[float]]:
    """The objective's key for each option and its rank score in [0, 1]."""
    keys = [objective.key(o.utilities, stakeholders, o.context) for o in options]
    return keys, rank_scores(keys)


def concession_weight(concession: float, round: int) -> float:
    """``λ_r = 1 − (1 − c)^r``: how far an agent has moved toward the others by round r.

    >>> concession_weight(0.5, 0), concession_weight(0.5, 2)
    (0.0, 0.75)
    """
    return 1.0 - (1.0 - concession) ** round


def support_from_positions(
    problem: Problem, options: Sequence[ProblemOutcome], positions: Sequence[ProblemOutcome]
) -> list[float] | None:
    """Mean similarity of each option to the positions the agent sees (None if it sees none)."""
    if not positions:
        return None
    return [
        sum(similarity(problem, option, p) for p in positions) / len(positions)
        for option in options
    ]


def support_from_standings(
    option_ids: Sequence[str], standings: Sequence[Sequence[str]] | None
) -> list[float] | None:
    """Each option's place in the reported standings as a score in [0, 1] (None if none)."""
    if not standings:
        return None
    place = {alt: i for i, group in enumerate(standings) for alt in group}
    top = max(len(standings) - 1, 1)
    return [1.0 - place[o] / top if o in place else 0.0 for o in option_ids]


def best_index(scores: Sequence[float], keys: Sequence[Key]) -> int:
    """The option with the highest score, ties by the own key, then the first listed."""
    composite = [(s, *k) for s, k in zip(scores, keys, strict=True)]
    return min(lex_tie_groups(composite)[0])


class OutcomeSpace:
    """The outcomes of one problem an analytic agent weighs, evaluated once and shared.

    ``feasible`` enumerates the feasible set (or the menu standing in for it) on first use;
    :meth:`outcome` evaluates any other outcome — a candidate on the table — on demand. Safe to
    share between threads (a race only computes a value twice).
    """

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self._feasible: tuple[str, tuple[FeasibleOutcome, ...]] | None = None
        self._by_key: dict[str, FeasibleOutcome] = {}
        self._bounds: dict[str, tuple[float, float]] | None = None

    @property
    def feasible(self) -> tuple[str, tuple[FeasibleOutcome, ...]]:
        if self._feasible is None:
            method, outcomes = feasible_outcomes(self.problem)
            self._feasible = (method, outcomes)
            for o in outcomes:
                self._by_key.setdefault(outcome_key(o.outcome), o)
        return self._feasible

    def outcome(self, outcome: ProblemOutcome) -> FeasibleOutcome:
        """The outcome ``outcome`` with its utilities and welfare context."""
        key = outcome_key(outcome)
        found = self._by_key.get(key)
        if found is None:
            subject = resolve(self.problem, outcome)
            if self._bounds is None:  # once per problem: a scan of every utility (or a solve)
                self._bounds = satisfaction_bounds(self.problem)
            context = context_of(self.problem, subject, self._bounds)
            found = FeasibleOutcome(key, subject.label, outcome, subject.utilities, context)
            self._by_key[key] = found
        return found


# -- bargaining -------------------------------------------------------------------------------

ACCEPT_TOLERANCE = 1e-9
"""A standing counts as reaching the aspiration within this (standings are ratios of levels)."""


def aspiration(concession: float, round: int) -> float:
    """``a_r = (1 − c)^r``: the lowest standing an agent accepts in round r.

    >>> aspiration(0.5, 0), aspiration(0.5, 2), aspiration(0.0, 9)
    (1.0, 0.25, 1.0)
    """
    return 1.0 - concession_weight(concession, round)


class Standing:
    """An agent's own normalised objective: an outcome's rank among the feasible set, in [0, 1].

    Levels are the distinct keys of the feasible outcomes (equal keys share a level); an outcome
    scores ``1 − (levels strictly above its key) / (levels − 1)`` — its rank score when it is one
    of them (1 = the agent's optimum, 0 = its worst; 1 for all when all tie, as
    :func:`own_scores` gives), and the score of the level just below it when it is not (an
    outcome the menu does not list). Computed once per outcome.
    """

    def __init__(
        self,
        objective: Objective,
        space: OutcomeSpace,
        stakeholders: Mapping[str, Stakeholder],
    ) -> None:
        self.objective = objective
        self.space = space
        self.stakeholders = stakeholders
        self._levels: list[Key] | None = None
        self._cache: dict[str, float] = {}

    def _feasible_levels(self) -> list[Key]:
        if self._levels is None:
            _, options = self.space.feasible
            keys = [self.objective.key(o.utilities, self.stakeholders, o.context) for o in options]
            # One representative per level, worst first.
            self._levels = [keys[group[0]] for group in reversed(lex_tie_groups(keys))]
        return self._levels

    def __call__(self, outcome: ProblemOutcome) -> float:
        """The standing of ``outcome``."""
        cached = self._cache.get(outcome_key(outcome))
        if cached is not None:
            return cached
        levels = self._feasible_levels()
        option = self.space.outcome(outcome)
        key = self.objective.key(option.utilities, self.stakeholders, option.context)
        groups = lex_tie_groups([*levels, key])
        # Levels strictly above the key: those grouped before the key's group (best first).
        at = next(g for g, members in enumerate(groups) if len(levels) in members)
        above = sum(1 for members in groups[:at] for i in members if i < len(levels))
        score = max(0.0, 1.0 - above / max(len(levels) - 1, 1))
        self._cache[outcome_key(outcome)] = score
        return score


BargainKey = tuple[float, float, float]


def bargain_key(scores: Sequence[float]) -> BargainKey:
    """How good a candidate is for a bargain over stated scores in [0, 1] (disagreement 0): the
    Nash product (Nash 1950), then the least score, then the sum — higher is better. (Not max
    Nash welfare's key over allocations, :func:`fairagents.problems.allocation_solvers.nash_key`,
    which counts the positive utilities first and sums their logs.)

    >>> bargain_key([0.5, 0.8])
    (0.4, 0.5, 1.3)
    """
    product = 1.0
    for s in scores:
        product *= s
    return (round(product, 12), round(min(scores), 12), round(sum(scores), 12))


def nash_choice(
    candidates: Sequence[str], scores: Mapping[str, Mapping[str, float]], seed: str
) -> tuple[str | None, bool]:
    """The candidate of the best :func:`bargain_key` over every agent's stated scores (a missing
    score counts 0), and whether a tie had to be split by a draw seeded with ``seed``.

    >>> nash_choice(["x", "m", "y"], {"a": {"x": 1, "m": .6}, "b": {"m": .7, "y": 1}}, "s")
    ('m', False)
    """
    if not candidates:
        return None, False
    keyed = [
        (bargain_key([s.get(c, 0.0) for s in scores.values()] or [0.0]), c) for c in candidates
    ]
    best = max(k for k, _ in keyed)
    tied = [c for k, c in keyed if k == best]
    if len(tied) == 1:
        return tied[0], False
    return random.Random(seed).choice(sorted(tied)), True


def zeuthen_risk(own_offer: float, worst_other: float) -> float:
    """``(s(x_i) − s(x_worst)) / s(x_i)``: the share of its demand an agent loses by accepting the
    worst other offer — the largest risk of conflict it is willing to run (Zeuthen 1930).

    An agent whose own offer scores 0 for itself risks nothing (0).

    >>> zeuthen_risk(1.0, 0.25), zeuthen_risk(0.5, 0.5), zeuthen_risk(0.0, 0.0)
    (0.75, 0.0, 0.0)
    """
    if own_offer <= 0:
        return 0.0
    return max(0.0, (own_offer - worst_other) / own_offer)


def zeuthen_step(
    offers: Mapping[str, str],
    scores: Mapping[str, Mapping[str, float]],
    floors: Mapping[str, float],
    order: Sequence[str],
) -> dict[str, str]:
    """One round of Zeuthen's monotonic concession: every agent's next offer.

    ``offers`` (agent → candidate) and ``scores`` (agent → candidate → stated score) are the
    previous round's; ``floors`` each agent's aspiration now; ``order`` the candidates in table
    order (ties go to the first). Only candidates every agent scored can be offered. The agents
    of least :func:`zeuthen_risk` concede: each to the candidate best for itself (then of the
    highest Nash product) among those scoring at least its floor whose Nash product exceeds that
    of every other agent's offer; failing that, to the one of highest Nash product above its own
    offer's, within its floor; failing that, to another agent's offer of the same Nash product
    (mirror-image offers: a true tie, then split by the settlement's seeded draw); failing that,
    it holds. Others hold. (An agent of ``concession: 0`` is never asked: it holds.)

    >>> scores = {"a": {"x": 1.0, "m": 0.6, "y": 0.0}, "b": {"x": 0.0, "m": 0.7, "y": 1.0}}
    >>> zeuthen_step({"a": "x", "b": "y"}, scores, {"a": 0.5, "b": 0.5}, ["x", "m", "y"])
    {'a': 'm', 'b': 'm'}
    """
    agents = list(offers)
    scored = [c for c in order if all(c in scores[a] for a in agents)]

    def key_of(c: str) -> BargainKey:
        return bargain_key([scores[a][c] for a in agents])

    risks: dict[str, float] = {}
    for a in agents:
        own = scores[a].get(offers[a], 0.0)
        worst = min((scores[a].get(offers[k], 0.0) for k in agents if k != a), default=own)
        risks[a] = zeuthen_risk(own, worst)
    least = min(risks.values())
    new = dict(offers)
    for a in agents:
        if risks[a] > least + ACCEPT_TOLERANCE:
            continue
        allowed = [c for c in scored if scores[a][c] >= floors[a] - ACCEPT_TOLERANCE]
        others = max((key_of(offers[k]) for k in agents if k != a), default=(0.0, 0.0, 0.0))
        beyond = [c for c in allowed if key_of(c) > others]
        if beyond:
            new[a] = max(beyond, key=lambda c: (scores[a][c], key_of(c), -scored.index(c)))
            continue
        own_key = key_of(offers[a]) if offers[a] in scored else (-1.0, -1.0, -1.0)
        better = [c for c in allowed if key_of(c) > own_key]
        if better:
            new[a] = max(better, key=lambda c: (key_of(c), scores[a][c], -scored.index(c)))
            continue
        # Mirror-image offers of one Nash product (a true tie of the bargain): concede to the
        # other's, so that the tie is seen and split, not held for ever.
        level = [offers[k] for k in agents if k != a and offers[k] in allowed]
        level = [c for c in level if key_of(c) == own_key]
        if level:
            new[a] = min(level, key=scored.index)
    return new


# -- answering an offer: what each bargaining protocol has an analytic agent do ----------------


@dataclass(frozen=True)
class Position:
    """What an analytic agent weighs when it answers the round's offer."""

    agent: str
    offer: str | None
    order: tuple[str, ...]
    """The table in table order (an analytic agent has no position bias)."""
    scores: Mapping[str, float]
    """Its standing of every candidate on the table (:class:`Standing`), in [0, 1]."""
    level: float
    """Its aspiration this round (:func:`aspiration`)."""
    previous: tuple[Response, ...] = ()
    """Every agent's response of the previous round (offers and stated scores)."""

    @property
    def floor(self) -> float:
        """The lowest standing it accepts (its aspiration, within the tolerance)."""
        return self.level - ACCEPT_TOLERANCE

    @property
    def best(self) -> str:
        """Its best candidate (the first in table order among equals)."""
        return max(self.order, key=lambda i: (self.scores[i], -self.order.index(i)))


@dataclass(frozen=True)
class Answer:
    """An analytic agent's answer: what it accepts, the candidate it asks for or offers, and
    whether it *holds* that candidate as its own standing offer (concession), accepting or not."""

    accepts: tuple[str, ...]
    counter: str | None
    holds: bool = False


AnalyticAnswer = Callable[[Position], Answer]
"""How an analytic agent answers under a protocol: the protocol picks one (or brings its own)."""


def accept_above_aspiration(position: Position) -> Answer:
    """``agreement``: it accepts every candidate whose standing reaches its aspiration, and asks
    for its best.

    >>> p = Position("a", "m", ("x", "m", "y"), {"x": 1.0, "m": 0.6, "y": 0.0}, level=0.5)
    >>> accept_above_aspiration(p)
    Answer(accepts=('x', 'm'), counter='x', holds=False)
    """
    accepts = tuple(i for i in position.order if position.scores[i] >= position.floor)
    return Answer(accepts=accepts, counter=position.best)


def accept_the_text(position: Position) -> Answer:
    """``single_text``: it accepts the draft if its standing reaches its aspiration, and asks
    for its best instead (which it would accept too).

    >>> p = Position("a", "m", ("x", "m", "y"), {"x": 1.0, "m": 0.6, "y": 0.0}, level=0.7)
    >>> accept_the_text(p)
    Answer(accepts=('x',), counter='x', holds=False)
    """
    offer, best = position.offer, position.best
    ok = offer is not None and position.scores.get(offer, -1.0) >= position.floor
    accepts = (offer,) if ok and offer is not None else ()
    return Answer(accepts=(*accepts, best) if best not in accepts else accepts, counter=best)


def concede_by_zeuthen(position: Position) -> Answer:
    """``concession``: it holds an offer — its best at first, then as Zeuthen's rule moves it
    from the previous round's offers and stated scores (:func:`zeuthen_step`) — and accepts the
    round's offer when it stands at least as well by it as by its own.

    >>> p = Position("a", None, ("x", "m", "y"), {"x": 1.0, "m": 0.6, "y": 0.0}, level=1.0)
    >>> concede_by_zeuthen(p)
    Answer(accepts=('x',), counter='x', holds=True)
    """
    mine = _zeuthen_offer(position) or position.best
    accepts: tuple[str, ...] = (mine,)
    offer = position.offer
    if offer is not None and position.scores.get(offer, -1.0) >= position.scores[mine]:
        accepts = (offer, mine) if offer != mine else (mine,)
    return Answer(accepts=accepts, counter=mine, holds=True)


def _zeuthen_offer(position: Position) -> str | None:
    """This round's offer by Zeuthen's rule from the previous round's offers and scores."""
    offers = {r.agent: r.counter for r in position.previous if r.counter and r.scores}
    own = offers.get(position.agent)
    if own is None:
        return None  # the first round: it offers its best
    if position.level >= 1 - ACCEPT_TOLERANCE:
        return own  # concession 0 (or round 0): it never moves
    stated = {r.agent: r.scores for r in position.previous if r.agent in offers}
    floors = dict.fromkeys(offers, position.level)
    return zeuthen_step(offers, stated, floors, position.order)[position.agent]
