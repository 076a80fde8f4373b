"""Statement generators: how the ``statement`` protocol composes candidate statements.

Two generators read the parties' opinions (what they said, never a utility):

- ``closest`` (the default) — the full statements closest to every opinion: the least
  similarity to an opinion largest, then the mean (:func:`~fairagents.agents._mediator.closest`);
  with a model, the mediator's model writes them (:meth:`~fairagents.agents.Mediator.compose`).
- ``nash`` — after Blair & Larson, "Generating Fair Consensus Statements with Social Choice on
  Token-Level MDPs" (arXiv 2510.14106, 2025): a stochastic generation policy whose distribution
  over complete statements maximises the **Nash welfare** (proportional fairness) of the
  parties' expected utilities — the policy they prove to be in the ex-ante core.
  :func:`nash_statements` puts on the table first the single statement of the largest Nash
  welfare (the product of the parties' utilities) and then statements drawn, with a seeded
  generator, from the Nash-welfare lottery: the distribution ``p`` over statements maximising
  ``Σᵢ log Σₛ p(s)·uᵢ(s)``.

What the ``nash`` generator approximates, and how (read before citing it as their method):

- **The utilities.** Blair & Larson derive each party's token-level reward from its own
  language model (the policy as an implicit Q-function, Rafailov et al. 2024). Here a party's
  utility for a statement is the *predicted* one of :mod:`fairagents.agents._predictor` — how
  much of its stated opinion the statement keeps (:func:`~fairagents.agents._predictor.
  predicted_utility`, the Jaccard overlap of points) — the same model that ranks for
  ``rankings: predicted``; never the party's true utility, which the generator cannot know.
- **The pieces.** Their policy writes a statement token by token; here a statement is composed
  of the problem's points (a package of a budget problem's projects, each a sentence). Drawing a
  complete statement from the lottery is the same as drawing it piece by piece from the
  lottery's conditionals, so no per-piece step is written out.
- **The search.** Nothing is approximated over the statements: the feasible full statements are
  enumerated (as the ``closest`` generator enumerates them; beyond the enumeration limit both
  read the problem's menu instead), the largest Nash welfare is exact over them, and the
  lottery — over the statements not on the table yet: over every statement, the lottery of
  parties whose opinions differ is often a draw among the opinions themselves (each party's own
  is its best), which would add nothing to the table — is solved by the multiplicative (EM)
  update for mixture weights, which increases ``Σᵢ log uᵢ·p`` at every step (Cover 1984, "An
  algorithm for maximizing expected log investment return") — to a tolerance, not exactly. Not
  by the ``nash_lottery`` rule's program (:func:`fairagents.aggregators._nash_lottery.
  solve_nash_lottery`), which reaches the same welfare: when the optimum is not one lottery —
  statements the parties value alike — that program returns a vertex (one of them), while the
  update, started from the uniform lottery, keeps such statements equally weighted, so the draws
  can put each on the table.
- **No model writes.** With an LLM mediator the ``nash`` generator still composes by this
  computation: the token-level variant needs every party's model's token log-probabilities,
  which the chat models fairagents calls do not all expose.

The Nash welfare of a set of utilities orders as the maximum-Nash-welfare convention of fair
division (Caragiannis et al. 2019): first how many parties get a positive utility, then the
product over them — so a statement that leaves one party with nothing is not tied with every
other such statement at 0.

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from fairagents.agents._mediator import is_full
from fairagents.agents._objectives import OutcomeSpace
from fairagents.agents._predictor import predicted_utility
from fairagents.fairness import nash_welfare
from fairagents.problems import ProblemOutcome, outcome_key
from fairagents.problems.allocation_solvers import nash_key

__all__ = [
    "GENERATORS",
    "NashStatements",
    "nash_statements",
]

GENERATORS = ("closest", "nash")
"""The statement generators a scenario may name (``protocol.options.generator``)."""

LOTTERY_STEPS = 5000
"""At most this many multiplicative steps solve the Nash-welfare lottery."""

LOTTERY_TOLERANCE = 1e-10
"""The lottery's steps stop when no probability moves by more than this."""

SUPPORT_FROM = 1e-9
"""A statement the lottery gives more than this probability is in its support."""

DRAWS_PER_PLACE = 64
"""Draws from the lottery tried per candidate before the next by Nash welfare fills the place
(the lottery's support may hold fewer new statements than places)."""


def _nash_order(utilities: np.ndarray) -> tuple[int, float, float]:
    """How Nash welfare orders statements (see the module docstring): the key of maximum Nash
    welfare (:func:`~fairagents.problems.allocation_solvers.nash_key`: how many utilities are
    positive, the sum of their logs), then the sum of all."""
    return (*nash_key(utilities), float(utilities.sum()))


@dataclass(frozen=True)
class NashStatements:
    """What the ``nash`` generator composed: the statements (best first), how many of them are
    draws from the lottery, the Nash welfare of the first, and the lottery's support size."""

    outcomes: tuple[ProblemOutcome, ...]
    drawn: int
    best_welfare: float
    support: int


def nash_statements(
    space: OutcomeSpace,
    opinions: Sequence[ProblemOutcome],
    *,
    size: int,
    seed: str,
    leaving_out: Sequence[ProblemOutcome] = (),
) -> NashStatements:
    """``size`` full statements not in ``leaving_out`` (the table), for parties whose opinions
    (or, for a revision, positions) are ``opinions``: first the one of the largest Nash welfare
    of their predicted utilities (ties in feasible order), then distinct draws
    seeded by ``seed`` from the Nash-welfare lottery  over the statements
    not on the table; a place the draws leave empty (the lottery's support is smaller) goes to
    the next statement by Nash welfare.

    >>> from fairagents.problems import BudgetedSelection, Package
    >>> b = BudgetedSelection(projects={"x": 1, "y": 1, "z": 1}, budget=2,
    ...     utilities={"a": {"x": 1, "y": 1, "z": 0}, "b": {"x": 0, "y": 1, "z": 1}})
    >>> made = nash_statements(OutcomeSpace(b), [Package(projects=("x",)),
    ...     Package(projects=("z",))], size=1, seed="0")
    >>> [o.key() for o in made.outcomes], made.best_welfare
    (['x+z'], 0.25)
    """
    if not opinions or size < 1:
        return NashStatements((), 0, 0.0, 0)
    _, options = space.feasible
    problem = space.problem
    taken = {outcome_key(o) for o in leaving_out}
    pool = [
        o.outcome
        for o in options
        if is_full(problem, o.outcome) and outcome_key(o.outcome) not in taken
    ]
    if not pool:
        return NashStatements((), 0, 0.0, 0)
    utilities = np.array(
        [[predicted_utility(problem, s, opinion) for s in pool] for opinion in opinions]
    )
    keys = [_nash_order(utilities[:, j]) for j in range(len(pool))]
    by_welfare = sorted(range(len(pool)), key=lambda j: (tuple(-x for x in keys[j]), j))
    chosen = [by_welfare[0]]
    lottery = _lottery(utilities)
    support = [j for j in range(len(pool)) if lottery[j] > SUPPORT_FROM]
    rng = random.Random(seed)
    weights = [float(lottery[j]) for j in support]
    drawn = 0
    tries = 0
    while len(chosen) < min(size, len(support) + 1) and tries < DRAWS_PER_PLACE * size:
        tries += 1
        (j,) = rng.choices(support, weights=weights)
        if j not in chosen:
            chosen.append(j)
            drawn += 1
    chosen += [j for j in by_welfare if j not in chosen][: size - len(chosen)]
    return NashStatements(
        outcomes=tuple(pool[j] for j in chosen),
        drawn=drawn,
        best_welfare=nash_welfare(utilities[:, chosen[0]]),
        support=len(support),
    )


def _lottery(utilities: np.ndarray) -> np.ndarray:
    """The distribution over statements (columns) maximising ``Σᵢ log Σₛ p(s)·uᵢ(s)`` over the
    parties (rows) whose utility is positive somewhere; uniform when none is. The
    multiplicative update ``p ← p · (1/n) Σᵢ uᵢ / (uᵢ·p)`` (Cover 1984) from the uniform
    distribution, to :data:`LOTTERY_TOLERANCE` (see the module docstring for why not the
    ``nash_lottery`` rule's program).

    >>> u = np.array([[1.0, 0.0, 0.6], [0.0, 1.0, 0.6]])
    >>> [round(float(x), 3) for x in _lottery(u)]
    [0.0, 0.0, 1.0]
    >>> [round(float(x), 3) for x in _lottery(np.array([[1.0, 1.0], [1.0, 1.0]]))]
    [0.5, 0.5]
    """
    m = utilities.shape[1]
    p = np.full(m, 1.0 / m)
    rows = utilities[utilities.max(axis=1) > 0] if utilities.size else utilities
    if not len(rows):
        return p
    for _ in range(LOTTERY_STEPS):
        expected = rows @ p
        step = p * (rows / expected[:, None]).mean(axis=0)
        step /= step.sum()
        moved = float(np.abs(step - p).max())
        p = step
        if moved < LOTTERY_TOLERANCE:
            break
    return p
