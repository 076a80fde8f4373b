"""What a scenario generator returns — cases, how many candidates it rejected, and how often each
pair of the compared frameworks disagrees on the cases kept — and the loop that draws cases until
enough are kept.

A generator compares ``frameworks`` (its parameter) on every draw
(:func:`fairagents.fairness._non_degeneracy`) and keeps a case when they disagree as
``require`` asks: ``any`` (default) — no outcome is optimal for every framework; ``pairwise``
— every pair of them has disjoint optima, so each framework an agent may argue from points
somewhere else. Either way the batch reports, per pair, the share of kept cases in which the
two optima differ (:class:`PairDisagreement`), so a table can say which comparisons its cases
can show at all.

Internal to :mod:`fairagents.scenarios.packs`: import from the package, not from this module, which
may change without notice.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Literal, Protocol, TypeVar

from pydantic import Field, field_validator

from fairagents.fairness import non_degeneracy
from fairagents.frameworks import get_framework
from fairagents.models.base import FrozenModel, counted
from fairagents.problems import Problem
from fairagents.scenarios._case import Case

__all__ = [
    "Draw",
    "FilterParams",
    "GeneratedCase",
    "GeneratedCases",
    "Generator",
    "PairDisagreement",
    "Params",
    "Requirement",
    "case_generator",
    "keep_non_degenerate",
    "known",
    "pair_disagreement",
]

Params = Mapping[str, object]
"""A generator's parameters, as a sweep file gives them (each generator validates its own)."""


class GeneratedCase(FrozenModel):
    """One generated case: an id (unique within the batch), the problem, what agents read."""

    id: str = Field(pattern=r"^[A-Za-z][A-Za-z0-9_-]{0,63}$")
    problem: Problem
    description: str = ""


Requirement = Literal["any", "pairwise"]
"""How the compared frameworks must disagree on a kept case (see the module docstring)."""


class PairDisagreement(FrozenModel):
    """How often two frameworks' optima differ (share no optimal outcome) over kept cases.

    >>> PairDisagreement(first="mill", second="parfit", differ=17, cases=50).share
    0.34
    """

    first: str
    second: str
    differ: int = Field(ge=0, description="kept cases in which the two optima differ")
    cases: int = Field(ge=0, description="kept cases compared")

    @property
    def share(self) -> float | None:
        """``differ / cases``; None with no case."""
        return self.differ / self.cases if self.cases else None


class GeneratedCases(FrozenModel):
    """A generator's output: the cases kept, the candidates it drew and rejected, and how often
    each pair of the compared frameworks disagrees on the cases kept."""

    generator: str
    seed: int
    cases: tuple[GeneratedCase, ...]
    rejected: int = Field(default=0, ge=0, description="candidates drawn and not kept")
    reason: str = Field(default="", description="why candidates were rejected")
    frameworks: tuple[str, ...] = Field(default=(), description="the frameworks compared")
    require: Requirement = "any"
    disagreement: tuple[PairDisagreement, ...] = Field(
        default=(), description="per pair of the compared frameworks, in their order"
    )

    def describe(self) -> str:
        """One line: what was generated and what was rejected.

        >>> batch = GeneratedCases(generator="g", seed=1, cases=(), rejected=3, reason="degenerate")
        >>> batch.describe()
        'g (seed 1): 0 cases kept, 3 rejected (degenerate)'
        """
        line = f"{self.generator} (seed {self.seed}): {counted(len(self.cases), 'case')} kept"
        if self.rejected:
            line += f", {self.rejected} rejected" + (f" ({self.reason})" if self.reason else "")
        return line

    def disagreement_note(self) -> str | None:
        """One line: per pair of the compared frameworks, the share of kept cases in which
        their optima differ (None when no frameworks were compared).

        >>> pair = PairDisagreement(first="mill", second="rawls", differ=1, cases=2)
        >>> GeneratedCases(generator="g", seed=1, cases=(), frameworks=("mill", "rawls"),
        ...     disagreement=(pair,)).disagreement_note()
        'g (seed 1): optima differ, per pair of frameworks (share of 2 kept cases): mill/rawls 50%'
        """
        if not self.disagreement:
            return None
        n = self.disagreement[0].cases
        shares = ", ".join(
            f"{p.first}/{p.second} {p.share:.0%}" for p in self.disagreement if p.share is not None
        )
        return (
            f"{self.generator} (seed {self.seed}): optima differ, per pair of frameworks "
            f"(share of {n} kept cases): {shares}"
        )


def known(values: tuple[str, ...], allowed: Iterable[str], what: str) -> tuple[str, ...]:
    """``values`` unchanged, or ``ValueError`` listing the unknown ones and what is known.

    >>> known(("child", "robot"), ("child", "adult"), "groups")
    Traceback (most recent call last):
    ValueError: groups ['robot'] are unknown; known: child, adult
    """
    allowed = list(allowed)
    unknown = [v for v in values if v not in allowed]
    if unknown:
        raise ValueError(f"{what} {unknown} are unknown; known: {', '.join(allowed)}")
    return values


class FilterParams(FrozenModel):
    """Parameters every generator takes: which frameworks must disagree on a kept case, how
    (``require``: ``any`` or ``pairwise``), and how many draws per kept case it may reject
    before giving up."""

    frameworks: tuple[str, ...] = Field(
        default=(), description="frameworks whose optima must differ (default: keep every case)"
    )
    require: Requirement = Field(
        default="any",
        description="any: no outcome optimal for all of them; pairwise: every pair disagrees",
    )
    max_draws: int = Field(default=100, ge=1, description="candidate draws per case kept, at most")

    @field_validator("frameworks")
    @classmethod
    def _known_frameworks(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for name in value:
            get_framework(name)  # an unknown name raises, listing the known ones
        return value


class Generator(Protocol):
    """``(count, seed, params) → GeneratedCases``; ``count=None`` means the generator's default."""

    def __call__(self, count: int | None, seed: int, params: Params) -> GeneratedCases: ...


P = TypeVar("P", bound=FilterParams)


def case_generator(
    name: str,
    settings_type: type[P],
    draw_case: Callable[[random.Random, P, str], Case | Problem],
    *,
    default_count: int,
    frameworks: Callable[[P], Sequence[str]] = lambda p: p.frameworks,
) -> Generator:
    """The generator ``name``: validates its parameters into ``settings_type``, then keeps drawing
    ``draw_case(rng, params, case_id)`` — a case (its problem, its summary as what agents read)
    or a problem (its own description) — until ``count`` (default ``default_count``) are kept
    for which ``frameworks(params)`` disagree as ``params.require`` asks
    (:func:`keep_non_degenerate`)."""

    def generate(count: int | None, seed: int, params: Params) -> GeneratedCases:
        settings = settings_type.model_validate(dict(params))

        def draw(rng: random.Random, case_id: str) -> tuple[Problem, str]:
            drawn = draw_case(rng, settings, case_id)
            if isinstance(drawn, Case):
                return drawn.to_problem(), drawn.summary()
            return drawn, drawn.description

        return keep_non_degenerate(
            name,
            seed,
            default_count if count is None else count,
            draw,
            frameworks=frameworks(settings),
            max_draws=settings.max_draws,
            require=settings.require,
        )

    generate.__name__ = generate.__qualname__ = f"generate_{name}"
    generate.__doc__ = f"``count`` {name} cases from ``seed`` (see the module docstring)."
    return generate


Draw = Callable[[random.Random, str], tuple[Problem, str]]
"""Draws one candidate case from the generator's random stream: its problem and description,
given the id it will have if kept."""


def _tally(
    frameworks: Sequence[str], apart: Sequence[set[tuple[str, str]]]
) -> tuple[PairDisagreement, ...]:
    """Per pair of ``frameworks`` (in order), how many of the cases' disagreeing pairs hold it."""
    return tuple(
        PairDisagreement(
            first=a, second=b, differ=sum(1 for pairs in apart if (a, b) in pairs), cases=len(apart)
        )
        for a, b in itertools.combinations(frameworks, 2)
    )


def pair_disagreement(
    problems: Sequence[Problem], frameworks: Sequence[str]
) -> tuple[PairDisagreement, ...]:
    """Per pair of ``frameworks``, the number of ``problems`` on which their optima differ
    (no optimal outcome in common, :func:`fairagents.fairness._non_degeneracy`).

    >>> from fairagents.problems import CandidateChoice
    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"x": {"a": 4, "b": 1}, "y": {"a": 0, "b": 1}})
    >>> [(p.first, p.second, p.differ) for p in pair_disagreement([c], ["mill", "rawls", "kant"])]
    [('mill', 'rawls', 1), ('mill', 'kant', 1), ('rawls', 'kant', 0)]

    (Mill picks a; Rawls b; Kant b too: on the scale 0…4, a leaves y below the floor 0.25.)
    """
    judged = [get_framework(name) for name in frameworks]
    names = [f.name for f in judged]
    apart = [set(non_degeneracy(p, judged).disagreeing_pairs) for p in problems]
    return _tally(names, apart)


def keep_non_degenerate(
    generator: str,
    seed: int,
    count: int,
    draw: Draw,
    *,
    frameworks: Sequence[str],
    max_draws: int,
    require: Requirement = "any",
) -> GeneratedCases:
    """``count`` cases from ``draw``, keeping only those on which ``frameworks`` disagree.

    ``require="any"``: a case is kept when no outcome is optimal for every framework of
    ``frameworks`` (:func:`fairagents.fairness._non_degeneracy`); ``"pairwise"``: when every pair
    of them has no optimal outcome in common. With no frameworks every draw is kept. The batch
    counts, per pair, the kept cases in which the two optima differ. Ids are
    ``GENERATOR-SEED-NNN``. Draws come from one ``random.Random`` seeded with the generator's
    name and ``seed``, in order, so the same seed gives the same cases on every machine and the
    first k cases do not depend on how many are asked for. Raises ``ValueError`` when more than
    ``max_draws × count`` draws are rejected.

    >>> from fairagents.problems import CandidateChoice
    >>> def draw(rng, case_id):
    ...     u = {"x": {"a": rng.randint(0, 4), "b": 1}, "y": {"a": 0, "b": 1}}  # a: sum, b: min
    ...     return CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}], utilities=u), ""
    >>> batch = keep_non_degenerate("toy", 1, 3, draw, frameworks=["mill", "rawls"],
    ...     max_draws=50, require="pairwise")
    >>> [(p.first, p.second, p.differ, p.cases) for p in batch.disagreement], batch.rejected > 0
    ([('mill', 'rawls', 3, 3)], True)
    """
    judged = [get_framework(name) for name in frameworks]
    pairs = math.comb(len(judged), 2)
    rng = random.Random(f"fairagents-{generator}:{seed}")
    cases: list[GeneratedCase] = []
    kept_apart: list[set[tuple[str, str]]] = []
    rejected = 0
    while len(cases) < count:
        if rejected >= max_draws * count:
            pairwise = require == "pairwise"
            how = "had a pair of frameworks agreeing" if pairwise else "were degenerate"
            raise ValueError(
                f"{generator} generator: {rejected} draws {how} before {count} cases were found "
                f"({len(cases)} so far); allow larger cases, other frameworks or more max_draws"
            )
        case_id = f"{generator}-{seed}-{len(cases):03d}"
        problem, description = draw(rng, case_id)
        if judged:
            report = non_degeneracy(problem, judged)
            apart = set(report.disagreeing_pairs)
            if not report.non_degenerate or (require == "pairwise" and len(apart) < pairs):
                rejected += 1
                continue
            kept_apart.append(apart)
        cases.append(GeneratedCase(id=case_id, problem=problem, description=description))
    listed = ", ".join(frameworks)
    reason = ""
    if judged:
        reason = (
            f"a pair of {listed} shares an optimal outcome"
            if require == "pairwise"
            else f"degenerate: one outcome optimal for every framework of {listed}"
        )
    return GeneratedCases(
        generator=generator,
        seed=seed,
        cases=tuple(cases),
        rejected=rejected,
        reason=reason,
        frameworks=tuple(f.name for f in judged),
        require=require,
        disagreement=_tally([f.name for f in judged], kept_apart) if judged else (),
    )
