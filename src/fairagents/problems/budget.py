"""Budgeted selection (participatory budgeting): choose a package of projects within a budget.

Projects have costs ``> 0``; a package is feasible when its total cost is at most the budget.
Stakeholders report either cardinal ``utilities`` over projects (additive: a package is worth
the sum of its projects' utilities) or ``approvals`` (a package is worth the number of its
approved projects), as in the participatory-budgeting model of Aziz & Shah (2021). The rules
that pick packages live in :mod:`fairagents.problems.budget_rules`.

A problem may carry ``base_designs``: a few named packages fixed in advance (a planner's
designs, one per theme), the reference points a negotiated package is measured against (the
negotiative-alignment study's "best base design"). They are data, not outcomes of a rule; each
must be feasible.

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from fairagents.errors import ProblemError
from fairagents.models import Stakeholder
from fairagents.models.base import InputModel, Real
from fairagents.models.stakeholder import check_stakeholder_map

__all__ = ["BUDGET_TOLERANCE", "BudgetedSelection", "Package"]

BUDGET_TOLERANCE = 1e-9
"""A package may exceed the budget by this fraction of it without being over budget."""


class Package(InputModel):
    """A set of selected projects.

    >>> Package(projects=("park", "bike lane")).key()
    'bike lane+park'
    """

    validation_error = ProblemError

    projects: tuple[str, ...] = ()

    def key(self) -> str:
        """A stable identity: equal keys mean the same package."""
        return "+".join(sorted(self.projects)) or "-"

    def label(self) -> str:
        """A short human-readable description."""
        return ", ".join(self.projects) or "no project"


class BudgetedSelection(InputModel):
    """Select projects with costs under a budget; stakeholders have utilities or approvals.

    >>> b = BudgetedSelection(projects={"park": 3, "lane": 2}, budget=4,
    ...     approvals={"ann": ("park",), "bob": ("park", "lane")})
    >>> b.utilities_of(Package(projects=("park",)))
    {'ann': 1.0, 'bob': 1.0}
    """

    validation_error = ProblemError

    kind: Literal["budget"] = "budget"
    id: str = ""
    description: str = ""
    projects: dict[str, Real] = Field(min_length=1)
    budget: Annotated[Real, Field(ge=0)]
    utilities: dict[str, dict[str, Real]] | None = None
    approvals: dict[str, tuple[str, ...]] | None = None
    stakeholders: dict[str, Stakeholder] = Field(default_factory=dict)
    base_designs: dict[str, tuple[str, ...]] = Field(
        default_factory=dict, description="named packages fixed in advance (each feasible)"
    )
    labels: dict[str, str] = Field(
        default_factory=dict,
        description="what a project is, in words (a statement's point: its sentence)",
    )

    @field_validator("projects")
    @classmethod
    def _positive_costs(cls, value: dict[str, float]) -> dict[str, float]:
        for project, cost in value.items():
            if not project:
                raise ValueError("a project id must not be empty")
            if cost <= 0:
                raise ValueError(f"projects[{project!r}]: cost {cost} must be > 0")
        return value

    @model_validator(mode="after")
    def _preferences_consistent(self) -> BudgetedSelection:
        if (self.utilities is None) == (self.approvals is None):
            raise ValueError("give exactly one of utilities or approvals")
        known = ", ".join(self.projects)
        if self.utilities is not None:
            if not self.utilities:
                raise ValueError("utilities: give at least one stakeholder")
            for who, row in self.utilities.items():
                for project, value in row.items():
                    where = f"utilities[{who!r}][{project!r}]"
                    if project not in self.projects:
                        raise ValueError(f"{where}: project {project!r} is unknown; known: {known}")
                    if value < 0:
                        raise ValueError(f"{where}: utility {value} is negative; use >= 0")
        if self.approvals is not None:
            if not self.approvals:
                raise ValueError("approvals: give at least one stakeholder")
            for who, approved in self.approvals.items():
                for project in approved:
                    if project not in self.projects:
                        raise ValueError(
                            f"approvals[{who!r}]: project {project!r} is unknown; known: {known}"
                        )
                if len(set(approved)) != len(approved):
                    raise ValueError(f"approvals[{who!r}]: a project is listed twice")
        check_stakeholder_map(self.stakeholders, self.stakeholder_ids, "utilities or approvals")
        unlabelled = [p for p in self.labels if p not in self.projects]
        if unlabelled:
            raise ValueError(f"labels: {unlabelled} are not projects; known: {known}")
        for name, design in self.base_designs.items():
            where = f"base_designs[{name!r}]"
            unknown = [p for p in design if p not in self.projects]
            if not name or unknown:
                raise ValueError(f"{where}: unknown projects {unknown}; known: {known}")
            if len(set(design)) != len(design):
                raise ValueError(f"{where}: a project is listed twice")
            cost = sum(self.projects[p] for p in design)
            if cost > self.budget * (1 + BUDGET_TOLERANCE):
                raise ValueError(f"{where}: costs {cost:g}, over the budget {self.budget:g}")
        return self

    def base_packages(self) -> dict[str, Package]:
        """The base designs as packages, by name."""
        return {name: Package(projects=design) for name, design in self.base_designs.items()}

    @property
    def stakeholder_ids(self) -> tuple[str, ...]:
        """The stakeholders, in the order their utilities or approvals are given."""
        prefs = self.utilities if self.utilities is not None else self.approvals
        assert prefs is not None
        return tuple(prefs)

    @property
    def project_ids(self) -> tuple[str, ...]:
        return tuple(self.projects)

    def stakeholder(self, who: str) -> Stakeholder:
        """The stakeholder record of ``who`` (a default one if none was given)."""
        return self.stakeholders.get(who) or Stakeholder(id=who)

    def project_utility(self, who: str, project: str) -> float:
        """What one project is worth to ``who``: its utility, or 1/0 for approved/not."""
        if self.utilities is not None:
            return float(self.utilities[who].get(project, 0.0))
        assert self.approvals is not None
        return 1.0 if project in self.approvals[who] else 0.0

    def cost(self, package: Package) -> float:
        return float(sum(self.projects[p] for p in package.projects))

    @property
    def spending_limit(self) -> float:
        """The most a package may cost: the budget, plus :data:`BUDGET_TOLERANCE` of it."""
        return self.budget * (1 + BUDGET_TOLERANCE)

    def affordable(self, cost: float) -> bool:
        """Whether ``cost`` is within the budget (up to :data:`BUDGET_TOLERANCE` of it)."""
        return cost <= self.spending_limit

    def check(self, package: Package) -> None:
        """Raise :class:`ProblemError` for unknown or repeated projects or a package over budget.

        >>> b = BudgetedSelection(projects={"x": 3, "y": 2}, budget=4, approvals={"a": ("x",)})
        >>> b.check(Package(projects=("x", "y")))
        Traceback (most recent call last):
        ...
        fairagents.errors.ProblemError: package: costs 5 but the budget is 4; drop a project
        """
        seen: set[str] = set()
        for project in package.projects:
            if project not in self.projects:
                raise ProblemError(
                    f"package: project {project!r} is unknown; known: {', '.join(self.projects)}"
                )
            if project in seen:
                raise ProblemError(f"package: project {project!r} is listed twice")
            seen.add(project)
        cost = self.cost(package)
        if not self.affordable(cost):
            raise ProblemError(
                f"package: costs {cost:g} but the budget is {self.budget:g}; drop a project"
            )

    def utilities_of(self, package: Package) -> dict[str, float]:
        """Each stakeholder's utility for ``package`` (the package is checked first)."""
        self.check(package)
        return {
            who: float(sum(self.project_utility(who, p) for p in package.projects))
            for who in self.stakeholder_ids
        }
