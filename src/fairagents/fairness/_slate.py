"""Evaluating a slate: k alternatives of a choice problem decided at once.

When a deliberation picks a *slate* — k itineraries for a mixed group, k course sections —
fairness is measured on the stakeholders' true utilities as follows:

- **A stakeholder's utility for a slate is the sum of its utilities for the slate's items**
  (additive, the model behind approval-based committee rules, where satisfaction counts approved
  members). Utilities must therefore be non-negative: an item nobody wants adds nothing.
- The slate is evaluated as a :class:`~fairagents.problems.Package` of
  :func:`slate_problem`: a :class:`~fairagents.problems.BudgetedSelection` whose projects are
  the alternatives, each costing 1, with a budget of k. Its
  :class:`~fairagents.fairness.FairnessReport` is the full report of that package: utilitarian
  sum, minimum, worst group, Nash welfare, Gini, 20th-percentile satisfaction, every framework's
  welfare, and Pareto, maximin and utilitarian optimality against every package of at most k
  items — with non-negative utilities a smaller package never beats a full one on these, so the
  verdicts are those over slates of exactly k. Envy and proportionality of goods do not apply
  (no one holds an item alone), as for budgets.
- Frameworks' optimality (``rawls_optimal`` …) is not judged over slates: a framework that
  weighs equality can prefer a shorter package, which is no slate.
- **Justified representation** replaces them as the proportionality criteria: JR, PJR and EJR
  (:mod:`fairagents.axioms.proportionality`) of the slate, on the stakeholders' true utilities
  read as approvals — a stakeholder approves the items at least ``threshold`` of the way from
  its worst utility to its best (the committee rules' ``utility_threshold``; default 0.5) — each
  stakeholder counting its weight.

**A slate chosen on estimated utilities** (:func:`guaranteed_slate`) — Generative Social Choice /
PROSE (Fish et al., arXiv 2309.01291, 2505.22939): a proportional rule picks k items on the
approvals the procedure *estimated* (an LLM's or a model's reading of each party), which gives
its guarantee (EJR for the method of equal shares and PAV) on those approvals; whether it
survives on the parties' *true* utilities depends on how many approvals the estimate got wrong
and where. :class:`SlateGuarantee` reports both, the estimated approvals that differ from the
true ones, and the group that breaks the guarantee on the true utilities if one does.

Internal to :mod:`fairagents.fairness`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pydantic import Field

from fairagents.aggregators.committees._approval_base import approval_matrix
from fairagents.axioms.proportionality import representation
from fairagents.errors import ProblemError
from fairagents.models import CohesiveGroup, Profile
from fairagents.models._committee import Representation
from fairagents.models.base import FrozenModel
from fairagents.problems import BudgetedSelection, CandidateChoice, Package

__all__ = [
    "DEFAULT_THRESHOLD",
    "SLATE_RULE",
    "SlateGuarantee",
    "guaranteed_slate",
    "slate_package",
    "slate_problem",
    "slate_representation",
]

DEFAULT_THRESHOLD = 0.5
"""The approval threshold of :func:`slate_representation` unless the rule names one."""


def slate_problem(problem: CandidateChoice, size: int) -> BudgetedSelection:
    """The budget problem a slate of ``size`` alternatives of ``problem`` is evaluated in.

    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}, {"id": "c"}],
    ...     utilities={"x": {"a": 1, "b": 0, "c": 2}, "y": {"a": 0, "b": 3, "c": 0}})
    >>> p = slate_problem(c, 2)
    >>> p.budget, p.utilities_of(slate_package(c, ["a", "b"]))
    (2.0, {'x': 1.0, 'y': 3.0})
    """
    if not isinstance(problem, CandidateChoice):
        raise ProblemError(
            f"a slate is chosen from a choice problem's alternatives, not from a "
            f"{type(problem).__name__}"
        )
    if not 1 <= size <= len(problem.alternatives):
        raise ProblemError(
            f"a slate of {size} needs between 1 and {len(problem.alternatives)} items "
            f"(the problem's alternatives)"
        )
    negative = [
        (who, alt) for who, row in problem.utilities.items() for alt, u in row.items() if u < 0
    ]
    if negative:
        who, alt = negative[0]
        raise ProblemError(
            f"utilities[{who!r}][{alt!r}] is negative: a slate is worth the sum of its items' "
            "utilities, so they must be >= 0 (add a constant to that stakeholder's row)"
        )
    return BudgetedSelection(
        id=f"{problem.id or 'choice'}-slate-{size}",
        description=problem.description,
        projects=dict.fromkeys(problem.alternative_ids, 1),
        budget=size,
        utilities={who: dict(row) for who, row in problem.utilities.items()},
        stakeholders=dict(problem.stakeholders),
    )


def slate_package(problem: CandidateChoice, slate: Sequence[str]) -> Package:
    """A slate as a package of :func:`slate_problem` (items in the problem's order)."""
    known = problem.alternative_ids
    unknown = [a for a in slate if a not in known]
    if unknown:
        raise ProblemError(f"slate item {unknown[0]!r} is unknown; known: {', '.join(known)}")
    return Package(projects=tuple(a for a in known if a in set(slate)))


def slate_representation(
    problem: CandidateChoice,
    slate: Sequence[str],
    size: int,
    threshold: float = DEFAULT_THRESHOLD,
) -> dict[Representation, CohesiveGroup | None]:
    """JR, PJR and EJR of ``slate`` on the stakeholders' true utilities read as approvals
    (see the module docstring): each property's violated group, or ``None`` where it holds.

    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}, {"id": "c"}],
    ...     utilities={"x": {"a": 9, "b": 8, "c": 0}, "y": {"a": 0, "b": 0, "c": 5}})
    >>> {k: v is None for k, v in slate_representation(c, ["a", "b"], 2).items()}
    {'jr': False, 'pjr': False, 'ejr': False}
    """
    slate_package(problem, slate)
    profile = Profile.model_validate(
        {
            "alternatives": list(problem.alternative_ids),
            "ballots": [
                {"voter": who, "weight": problem.stakeholder(who).weight, "utilities": row}
                for who, row in problem.utilities.items()
            ],
        }
    )
    approvals = approval_matrix(profile, threshold)
    return representation(profile, slate, size, approvals=approvals)


SLATE_RULE = "mes"
"""The rule :func:`guaranteed_slate` chooses with unless told: the method of equal shares, which
satisfies EJR on the approvals it reads."""


class SlateGuarantee(FrozenModel):
    """A slate chosen on estimated utilities, and JR, PJR and EJR on the estimated approvals the
    rule read and on the true ones (see the module docstring)."""

    slate: tuple[str, ...]
    size: int = Field(ge=1)
    rule: str
    threshold: float
    estimated: dict[Representation, bool] = Field(
        description="each property on the approvals the rule read"
    )
    true: dict[Representation, bool] = Field(
        description="each property on the true utilities read as approvals"
    )
    broken_by: CohesiveGroup | None = Field(
        default=None,
        description="the group left under-represented on the true utilities (the strongest "
        "property violated: EJR, else PJR, else JR), if any",
    )
    approval_errors: int = Field(
        ge=0, description="(party, item) pairs whose estimated approval is not the true one"
    )
    pairs: int = Field(ge=0)

    @property
    def survives(self) -> bool:
        """Whether every property that held on the estimates holds on the true utilities."""
        return all(self.true[k] for k, held in self.estimated.items() if held)


def guaranteed_slate(
    estimated: Mapping[str, Mapping[str, float]],
    true: Mapping[str, Mapping[str, float]],
    size: int,
    *,
    weights: Mapping[str, float] | None = None,
    threshold: float = DEFAULT_THRESHOLD,
    rule: str = SLATE_RULE,
) -> SlateGuarantee:
    """Choose ``size`` items by ``rule`` on each party's ``estimated`` utilities read as
    approvals (an item approved at least ``threshold`` of the way from the party's worst
    estimate to its best), and check JR/PJR/EJR on those approvals and on the ``true``
    utilities read the same way (see the module docstring).

    >>> est = {"x": {"a": 1, "b": 1, "c": 0}, "y": {"a": 0, "b": 0, "c": 1}}
    >>> g = guaranteed_slate(est, est, 2)
    >>> g.slate, g.estimated["ejr"], g.survives, g.approval_errors
    (('a', 'c'), True, True, 0)


    Estimates that misread two parties break it: x and y truly want a, not b.

    >>> true = {"x": {"a": 1, "b": 0, "c": 0}, "y": {"a": 1, "b": 0, "c": 0},
    ...     "z": {"a": 0, "b": 0, "c": 1}}
    >>> read = {"x": {"a": 0, "b": 1, "c": 0}, "y": {"a": 0, "b": 1, "c": 0}, "z": true["z"]}
    >>> g = guaranteed_slate(read, true, 2)
    >>> g.slate, g.estimated["ejr"], g.true["jr"], g.broken_by.voters, g.approval_errors
    (('b', 'c'), True, False, ('x', 'y'), 4)
    """
    from fairagents.aggregators import get_rule

    parties = list(estimated)
    if set(true) != set(parties):
        raise ProblemError(
            f"estimated and true utilities name different parties: {sorted(estimated)} and "
            f"{sorted(true)}"
        )
    items = list(dict.fromkeys(i for row in estimated.values() for i in row))
    missing = [(p, i) for p in parties for i in items if i not in estimated[p] or i not in true[p]]
    if missing:
        who, item = missing[0]
        raise ProblemError(f"{who!r} has no utility for {item!r}: give every party every item")

    def profile(utilities: Mapping[str, Mapping[str, float]]) -> Profile:
        return Profile.model_validate(
            {
                "alternatives": items,
                "ballots": [
                    {
                        "voter": p,
                        "weight": 1.0 if weights is None else weights[p],
                        "utilities": {i: float(utilities[p][i]) for i in items},
                    }
                    for p in parties
                ],
            }
        )

    read, real = profile(estimated), profile(true)
    chosen = get_rule(rule, committee_size=size, utility_threshold=threshold)(read)
    assert chosen.committee is not None  # a committee rule elects one
    slate = tuple(chosen.committee.members)
    approvals_read = approval_matrix(read, threshold)
    approvals_real = approval_matrix(real, threshold)
    on_estimates = representation(read, slate, size, approvals=approvals_read)
    on_truth = representation(real, slate, size, approvals=approvals_real)
    broken = next((on_truth[k] for k in ("ejr", "pjr", "jr") if on_truth[k] is not None), None)
    return SlateGuarantee(
        slate=slate,
        size=size,
        rule=rule,
        threshold=threshold,
        estimated={k: v is None for k, v in on_estimates.items()},
        true={k: v is None for k, v in on_truth.items()},
        broken_by=broken,
        approval_errors=int((approvals_read != approvals_real).sum()),
        pairs=int(approvals_read.size),
    )
