"""The table: the candidate outcomes agents rank, each with who put it there and when.

A :class:`Candidate` is one outcome of the problem — an :class:`~fairagents.problems.Allocation`,
a :class:`~fairagents.problems.Package` or an alternative of a choice problem — plus its authors
(agent names, ``"menu"`` for the problem's exact menu, ``"mediator"``) and the round it joined.
Two proposals of the same outcome are one candidate with two authors, so the table never lists
an outcome twice. Ids are stable and short: a choice alternative keeps its id, a menu item its
menu id (``m1``…), any other outcome gets ``c1``, ``c2``… in the order it joined.

What agents are shown of a candidate (:func:`describe`) is what the outcome *is* — who gets
what, which projects at what cost — never anyone's utility for it.

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from pydantic import Field

from fairagents.problems import (
    Allocation,
    BudgetedSelection,
    CandidateChoice,
    HoldsOutcome,
    IndivisibleAllocation,
    Menu,
    Package,
    Problem,
    ProblemOutcome,
    outcome_fields,
    outcome_key,
)

__all__ = [
    "Candidate",
    "add_to_table",
    "describe",
    "id_order",
    "menu_candidates",
    "similarity",
    "table_order",
]

MENU_AUTHOR = "menu"
MEDIATOR = "mediator"


def id_order(candidate_id: str) -> tuple[int, str]:
    """Sort key of candidate ids: ``m2`` before ``m10``, ``c2`` before ``c10``, others by name.

    >>> sorted(["c10", "c2", "b", "a"], key=id_order)
    ['a', 'b', 'c2', 'c10']
    """
    digits = candidate_id[1:]
    if candidate_id[:1] in ("c", "m") and digits.isdigit():
        return (int(digits), "")
    return (0, candidate_id)


def table_order(candidate: Candidate) -> tuple[int, tuple[int, str]]:
    """The table's canonical order: by round joined, then by id (``c2`` before ``c10``) — how
    the graph lists the table and an analytic agent ranks it (it has no position bias).

    >>> cands = [Candidate.of(a, id=i, authors=("menu",), round=r)
    ...     for a, i, r in [("a", "c10", 0), ("b", "c2", 0), ("c", "m1", 1)]]
    >>> [c.id for c in sorted(cands, key=table_order)]
    ['c2', 'c10', 'm1']
    """
    return (candidate.round, id_order(candidate.id))


class Candidate(HoldsOutcome):
    """One outcome on the table.

    >>> Candidate.of("hike", id="hike", authors=("ann",), round=0).outcome
    'hike'
    """

    id: str = Field(min_length=1)
    label: str
    authors: tuple[str, ...] = ()
    round: int = Field(ge=0)
    labels: tuple[str, ...] = Field(default=(), description="menu criteria it optimizes")

    @classmethod
    def of(
        cls,
        outcome: ProblemOutcome,
        *,
        id: str,
        authors: Sequence[str],
        round: int,
        label: str = "",
        labels: Sequence[str] = (),
    ) -> Candidate:
        """A candidate holding ``outcome``, labelled by the outcome itself unless ``label``."""
        if not label:
            label = outcome if isinstance(outcome, str) else outcome.label()
        return cls(
            id=id,
            label=label,
            authors=tuple(authors),
            round=round,
            labels=tuple(labels),
            **outcome_fields(outcome),
        )


def menu_candidates(menu: Menu) -> list[Candidate]:
    """The menu's items as candidates authored by ``"menu"`` in round 0."""
    return [
        Candidate.of(
            item.outcome,
            id=item.id if item.alternative is None else item.alternative.id,
            authors=(MENU_AUTHOR,),
            round=0,
            label=item.label,
            labels=item.labels,
        )
        for item in menu.items
    ]


def add_to_table(
    table: Mapping[str, Candidate],
    problem: Problem,
    entries: Iterable[tuple[ProblemOutcome, str]],
    *,
    round: int,
) -> tuple[dict[str, Candidate], dict[str, str]]:
    """Add ``(outcome, author)`` entries to ``table``.

    Returns the new or changed candidates (by id) and, for each entry's key, its candidate id.
    An outcome already on the table gains the author; a new one gets the next id.

    >>> from fairagents.problems import CandidateChoice
    >>> c = CandidateChoice(alternatives=[{"id": "a"}, {"id": "b"}],
    ...     utilities={"x": {"a": 1, "b": 0}})
    >>> changed, ids = add_to_table({}, c, [("a", "ann"), ("a", "bob")], round=0)
    >>> changed["a"].authors, ids
    (('ann', 'bob'), {'alternative:a': 'a'})
    """
    by_key = {c.outcome_key: c for c in table.values()}
    changed: dict[str, Candidate] = {}
    ids: dict[str, str] = {}
    counter = sum(1 for c in table.values() if c.id.startswith("c") and c.id[1:].isdigit())
    for outcome, author in entries:
        key = outcome_key(outcome)
        current = by_key.get(key)
        if current is None:
            if isinstance(outcome, str):
                cid = outcome
                label = _choice_label(problem, outcome)
            else:
                counter += 1
                cid = f"c{counter}"
                while cid in table:
                    counter += 1
                    cid = f"c{counter}"
                label = ""
            current = Candidate.of(outcome, id=cid, authors=(author,), round=round, label=label)
        elif author not in current.authors:
            current = current.model_copy(update={"authors": (*current.authors, author)})
        by_key[key] = current
        changed[current.id] = current
        ids[key] = current.id
    return changed, ids


def _choice_label(problem: Problem, alt: str) -> str:
    if isinstance(problem, CandidateChoice):
        return problem.alternative(alt).label or alt
    return alt


def describe(candidate: Candidate, problem: Problem) -> str:
    """What the outcome is, for a prompt: who gets what, which projects at what cost.

    >>> from fairagents.problems import BudgetedSelection
    >>> b = BudgetedSelection(projects={"park": 3, "lane": 2}, budget=4,
    ...     approvals={"ann": ("park",)})
    >>> describe(Candidate.of(Package(projects=("park",)), id="c1", authors=(), round=0), b)
    'projects: park (cost 3 of budget 4)'
    """
    if candidate.package is not None and isinstance(problem, BudgetedSelection):
        cost = problem.cost(candidate.package)
        of = f"(cost {cost:g} of budget {problem.budget:g})"
        if problem.labels:  # points of a statement: what it says, not its ids
            said = " ".join(problem.labels.get(p, p) for p in candidate.package.projects)
            return f"statement: {said or '(says nothing)'} {of}"
        return f"projects: {candidate.package.label()} {of}"
    if candidate.allocation is not None:
        return f"allocation: {candidate.allocation.label()}"
    if candidate.alternative is not None and isinstance(problem, CandidateChoice):
        alt = problem.alternative(candidate.alternative)
        return " — ".join(x for x in (alt.label or alt.id, alt.description) if x)
    return candidate.label


def _members(problem: Problem, outcome: ProblemOutcome) -> frozenset[str] | None:
    """The set an outcome is made of, when it is a set: a package's projects, or a choice
    alternative's ``members`` attribute (e.g. the patients who get beds in a triage case)."""
    if isinstance(outcome, Package):
        return frozenset(outcome.projects)
    if isinstance(outcome, str) and isinstance(problem, CandidateChoice):
        members = problem.alternative(outcome).attributes.get("members")
        if isinstance(members, str):
            return frozenset(m for m in members.split(",") if m)
    return None


def similarity(problem: Problem, a: ProblemOutcome, b: ProblemOutcome) -> float:
    """How alike two outcomes are, in [0, 1] (1 = the same outcome).

    Allocations: the share of goods given to the same agent (money is left out). Packages and
    set-valued alternatives: Jaccard overlap of the sets (two empty sets are alike). Other
    alternatives: 1 if equal, else 0.

    >>> from fairagents.problems import BudgetedSelection
    >>> b = BudgetedSelection(projects={"x": 1, "y": 1, "z": 1}, budget=3,
    ...     approvals={"ann": ("x",)})
    >>> similarity(b, Package(projects=("x", "y")), Package(projects=("y", "z")))
    0.3333333333333333
    """
    if isinstance(a, Allocation) and isinstance(b, Allocation):
        assert isinstance(problem, IndivisibleAllocation)
        if not problem.goods:
            return 1.0
        owners_a, owners_b = problem.owners(a), problem.owners(b)
        return sum(x == y for x, y in zip(owners_a, owners_b, strict=True)) / problem.n_goods
    sa, sb = _members(problem, a), _members(problem, b)
    if sa is not None and sb is not None:
        union = sa | sb
        return 1.0 if not union else len(sa & sb) / len(union)
    return 1.0 if outcome_key(a) == outcome_key(b) else 0.0
