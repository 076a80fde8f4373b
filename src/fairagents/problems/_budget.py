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

A city's election of millions of voters is kept as arrays (:class:`BudgetVotes`, built by
:meth:`BudgetedSelection.from_votes`, as the Pabulib reader does): the ``approvals`` or
``utilities`` mappings are made the first time someone reads them (a voter's projects then in
the projects' order), and the rules compute on the arrays without them, as a columnar
:class:`~fairagents.Profile` builds its ballots only when they are read.

Internal to :mod:`fairagents.problems`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

import numpy as np
from numpy.typing import NDArray
from pydantic import (
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)

from fairagents.errors import ProblemError
from fairagents.models import Stakeholder
from fairagents.models._columns import VoterIds
from fairagents.models._stakeholder import check_stakeholder_map
from fairagents.models.base import MAX_MAGNITUDE, MIN_MAGNITUDE, InputModel, Real

__all__ = ["BUDGET_TOLERANCE", "BudgetVotes", "BudgetedSelection", "Package"]

_VOTES = "_budget_votes"  # the __dict__ key of a problem kept as arrays

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


@dataclass(frozen=True, eq=False)
class BudgetVotes:
    """A budget problem's votes as arrays: one row per stakeholder (``voters``), one column per
    project (in the problem's ``projects`` order).

    ``approvals[i, j]``: whether stakeholder ``i`` names project ``j``. With neither
    ``utilities`` nor ``worth`` the votes are approvals; else a named project is worth
    ``utilities[i, j]`` (ignored where not named) or ``worth[j]`` (cost satisfaction: a
    project's cost), and one not named is worth nothing.
    """

    voters: VoterIds | tuple[str, ...]
    approvals: NDArray[np.bool_]
    utilities: NDArray[np.float64] | None = None
    worth: NDArray[np.float64] | None = None

    @property
    def are_approvals(self) -> bool:
        return self.utilities is None and self.worth is None

    def rows(self, start: int, stop: int) -> NDArray[np.float64]:
        """The utilities of stakeholders ``start`` to ``stop`` (approvals count 1), dense."""
        named = self.approvals[start:stop]
        if self.utilities is not None:
            return np.where(named, self.utilities[start:stop], 0.0)
        if self.worth is not None:
            return named * self.worth
        return named.astype(np.float64)


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

    # -- a city's election kept as arrays: the mappings are made when first read ---------------

    @classmethod
    def from_votes(
        cls,
        projects: Mapping[str, float],
        budget: float,
        votes: BudgetVotes,
        *,
        id: str = "",
        description: str = "",
    ) -> BudgetedSelection:
        """A problem over votes kept as arrays (see :class:`BudgetVotes`), checked as arrays.

        >>> votes = BudgetVotes(("ann", "bob"), np.array([[True, False], [True, True]]))
        >>> b = BudgetedSelection.from_votes({"park": 3, "lane": 2}, 4, votes)
        >>> b.approvals, b.n_stakeholders
        ({'ann': ('park',), 'bob': ('park', 'lane')}, 2)
        """
        base = cls.model_validate(
            {"id": id, "description": description, "projects": dict(projects),
             "budget": budget, "approvals": {"-": ()}}
        )  # fmt: skip
        n, m = votes.approvals.shape
        if m != len(base.projects) or len(votes.voters) != n or n == 0:
            raise ProblemError(
                f"votes: {n} voters × {m} projects for {len(votes.voters)} voter ids and "
                f"{len(base.projects)} projects; give at least one voter"
            )
        values = votes.utilities if votes.utilities is not None else votes.worth
        if values is not None:
            if votes.utilities is not None and votes.utilities.shape != (n, m):
                raise ProblemError(f"votes: utilities of shape {votes.utilities.shape}")
            size = np.abs(values)
            bad = ~(
                (values >= 0) & (size <= MAX_MAGNITUDE) & ((size >= MIN_MAGNITUDE) | (size == 0))
            )
            if votes.utilities is not None:
                bad &= votes.approvals
            if bad.any():
                raise ProblemError(
                    f"votes: {int(bad.sum()):,} utilities are negative or not 0 nor of magnitude "
                    f"{MIN_MAGNITUDE:g} to {MAX_MAGNITUDE:g}"
                )
        lazy = "approvals" if votes.are_approvals else "utilities"
        fields = {k: v for k, v in base.__dict__.items() if k != lazy}
        fields["approvals" if lazy == "utilities" else "utilities"] = None
        problem = cls.model_construct(_fields_set=set(base.model_fields_set), **fields)
        del problem.__dict__[lazy]
        problem.__dict__[_VOTES] = votes
        return problem

    @property
    def votes(self) -> BudgetVotes | None:
        """The votes as arrays, when the problem keeps them so (:meth:`from_votes`)."""
        votes: BudgetVotes | None = self.__dict__.get(_VOTES)
        return votes

    @property
    def n_stakeholders(self) -> int:
        """How many stakeholders vote (without listing their ids)."""
        votes = self.votes
        if votes is not None:
            return len(votes.voters)
        prefs = self.utilities if self.utilities is not None else self.approvals
        return len(prefs or ())

    if not TYPE_CHECKING:

        def __getattr__(self, name: str) -> Any:
            votes = self.__dict__.get(_VOTES)
            if votes is not None and name in ("approvals", "utilities"):
                made = _mappings(votes, tuple(self.projects))
                rest = dict(self.__dict__)
                self.__dict__.clear()  # fields in declaration order, as model_dump writes them
                for key in type(self).model_fields:
                    self.__dict__[key] = made if key == name else rest.pop(key)
                self.__dict__.update(rest)
                return made
            return super().__getattr__(name)

    # No return annotation on purpose (see Profile._serialize).
    @model_serializer(mode="wrap")
    def _serialize(self, handler: SerializerFunctionWrapHandler):  # type: ignore[no-untyped-def]
        _ = self.approvals, self.utilities  # arrays: make the mappings first
        return handler(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BudgetedSelection):
            return NotImplemented
        return type(self) is type(other) and all(
            getattr(self, name) == getattr(other, name) for name in type(self).model_fields
        )

    __hash__ = None  # type: ignore[assignment]  # dicts inside: compared, never hashed

    def __repr_args__(self) -> Any:
        _ = self.approvals, self.utilities
        return super().__repr_args__()

    def model_copy(
        self, *, update: Mapping[str, Any] | None = None, deep: bool = False
    ) -> BudgetedSelection:
        """A copy; with ``update``, a newly validated problem (never arrays gone stale)."""
        if update:
            return type(self).model_validate({**self.model_dump(), **update})
        return super().model_copy(deep=deep)

    def base_packages(self) -> dict[str, Package]:
        """The base designs as packages, by name."""
        return {name: Package(projects=design) for name, design in self.base_designs.items()}

    @property
    def stakeholder_ids(self) -> tuple[str, ...]:
        """The stakeholders, in the order their utilities or approvals are given."""
        votes = self.votes
        if votes is not None:
            return tuple(votes.voters)
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


def _mappings(votes: BudgetVotes, projects: tuple[str, ...]) -> dict[str, Any]:
    """The approvals (``{voter: projects}``) or utilities (``{voter: {project: u}}``) of
    ``votes``, a voter's projects in the projects' order."""
    out: dict[str, Any] = {}
    step = 65_536
    for start in range(0, len(votes.voters), step):
        named = votes.approvals[start : start + step].tolist()
        voters = votes.voters[start : start + step]
        if votes.are_approvals:
            for who, row in zip(voters, named, strict=True):
                out[who] = tuple(p for p, x in zip(projects, row, strict=True) if x)
            continue
        values = votes.rows(start, start + step).tolist()
        for who, row, value in zip(voters, named, values, strict=True):
            out[who] = {p: v for p, x, v in zip(projects, row, value, strict=True) if x}
    return out
