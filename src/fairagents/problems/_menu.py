"""Menus: the distinct candidate alternatives exact solvers produce, labelled by criterion.

LLM agents choose fair options far better than they construct them, so in "menu mode" they rank
a short menu: the allocations (or packages, or alternatives) that each welfare or fairness
criterion prefers, computed exactly, plus a few Pareto-optimal fillers. One candidate may
optimize several criteria; it then appears once, carrying every label it earned. A label is
given to *every* item that attains the criterion's optimum (not only to the solver's pick), so
labels are facts about the items, not about the order the solvers ran in.

Labels: ``max_usw`` (utilitarian sum), ``maximin`` (Rawls' worst-off), ``leximin``, ``mnw``
(max Nash welfare, Caragiannis et al. 2019), ``eq`` (min equitability gap), ``ef`` (envy-free),
``ef1`` (envy-free up to one good, Lipton et al. 2004; Budish 2011), ``pareto_filler`` (a
Pareto-optimal filler), and for budgets ``greedy`` and ``mes`` (Method of Equal Shares,
Peters & Skowron 2021).

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from pydantic import Field, model_validator

from fairagents.errors import ProblemError
from fairagents.models import Alternative, Profile
from fairagents.models.base import FrozenModel
from fairagents.problems._allocation import Allocation
from fairagents.problems._budget import Package
from fairagents.problems._loading import Problem

__all__ = ["MENU_LABELS", "Menu", "MenuItem", "item_utilities", "menu_profile"]

MENU_LABELS: dict[str, str] = {
    "max_usw": "maximizes the utilitarian sum of utilities",
    "maximin": "maximizes the utility of the worst-off stakeholder",
    "leximin": "leximin-optimal: worst-off first, then the next worst-off, and so on",
    "mnw": "maximizes Nash welfare (number of stakeholders with positive utility, then product)",
    "eq": "minimizes the equitability gap (max utility - min utility)",
    "ef": "envy-free: nobody prefers another's bundle (and payment) to their own",
    "ef1": "envy-free up to one good",
    "greedy": "greedy utilitarian package",
    "mes": "Method of Equal Shares package",
    "pareto_filler": "a Pareto-optimal alternative added for variety",
}
"""Every label a menu item may carry, with what it means."""


class MenuItem(FrozenModel):
    """One candidate: an allocation, a package or an alternative, with the labels it earned.

    ``utilities`` holds each stakeholder's true utility for the item (what evaluation uses).
    """

    id: str = Field(min_length=1)
    label: str
    labels: tuple[str, ...] = ()
    allocation: Allocation | None = None
    package: Package | None = None
    alternative: Alternative | None = None
    utilities: dict[str, float] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _one_payload(self) -> MenuItem:
        given = [x for x in (self.allocation, self.package, self.alternative) if x is not None]
        if len(given) != 1:
            raise ValueError(
                f"menu item {self.id!r}: give exactly one of allocation, package, alternative"
            )
        return self

    @property
    def outcome(self) -> Allocation | Package | str:
        """What the item stands for: its allocation, its package, or its alternative's id."""
        if self.allocation is not None:
            return self.allocation
        if self.package is not None:
            return self.package
        assert self.alternative is not None  # exactly one payload: checked on construction
        return self.alternative.id

    def as_alternative(self) -> Alternative:
        """The item as an :class:`Alternative` an agent can rank (id, label, labels)."""
        if self.alternative is not None:
            return self.alternative
        return Alternative(
            id=self.id,
            label=self.label,
            description="optimizes: " + (", ".join(self.labels) or "nothing in particular"),
            attributes={"labels": ",".join(self.labels)},
        )


class Menu(FrozenModel):
    """The labelled candidates of a problem, in a deterministic order."""

    items: tuple[MenuItem, ...] = Field(min_length=1)
    omitted: dict[str, str] = Field(default_factory=dict)
    """Criteria whose solver could not finish (criterion → why); their label is then absent."""

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(item.id for item in self.items)

    def get(self, item_id: str) -> MenuItem:
        """The item with id ``item_id``; :class:`ProblemError` if unknown."""
        for item in self.items:
            if item.id == item_id:
                return item
        raise ProblemError(f"menu item {item_id!r} is unknown; known: {', '.join(self.ids)}")

    def with_label(self, label: str) -> tuple[MenuItem, ...]:
        """The items carrying ``label``."""
        return tuple(item for item in self.items if label in item.labels)

    def alternatives(self) -> tuple[Alternative, ...]:
        """Every item as an Alternative, for aggregators and prompts."""
        return tuple(item.as_alternative() for item in self.items)


def item_utilities(problem: Problem, item: MenuItem) -> dict[str, float]:
    """Each stakeholder's true utility for ``item`` under ``problem`` (recomputed, not trusted)."""
    outcome = item.outcome
    if problem.kind == "allocation":
        if not isinstance(outcome, Allocation):
            raise ProblemError(f"menu item {item.id!r} is not an allocation")
        return problem.utilities(outcome)
    if problem.kind == "budget":
        if not isinstance(outcome, Package):
            raise ProblemError(f"menu item {item.id!r} is not a package")
        return problem.utilities_of(outcome)
    if not isinstance(outcome, str):
        raise ProblemError(f"menu item {item.id!r} is not an alternative")
    return problem.utilities_of(outcome)


def menu_profile(problem: Problem, menu: Menu) -> Profile:
    """The profile in which every stakeholder reports their true utilities over the menu.

    Ballot weights are the stakeholders' weights; alternatives are the menu item ids.
    """
    rows: dict[str, dict[str, float]] = {who: {} for who in problem.stakeholder_ids}
    for item in menu.items:
        for who, value in item_utilities(problem, item).items():
            rows[who][item.id] = value
    weights = [problem.stakeholder(who).weight for who in problem.stakeholder_ids]
    return Profile.from_utilities(rows, alternatives=list(menu.ids), weights=weights)
