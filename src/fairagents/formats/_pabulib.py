"""Pabulib files (``.pb``) in and out of a :class:`~fairagents.problems.BudgetedSelection`.

A Pabulib file (Faliszewski et al., "Participatory budgeting: data, tools and analysis",
IJCAI 2023; https://pabulib.org/format) has three ``;``-separated sections: ``META``
(``key;value`` rows, among them ``budget`` and ``vote_type``), ``PROJECTS`` (a header row, then
one row per project with at least ``project_id`` and ``cost``) and ``VOTES`` (a header row, then
one row per voter with ``voter_id`` and ``vote``, and ``points`` for cumulative and scoring
votes). Fields may be quoted (a ``;`` inside a quoted name is text); ``none`` is an empty field.

Vote types become utilities as pabutools reads them (:meth:`PabulibElection.budget_problem`):

- ``approval`` (and ``choose-1``): approvals, so a rule on :attr:`PabulibElection.problem`
  uses **cardinality** satisfaction (each funded approved project counts 1);
  ``budget_problem("cost")`` gives **cost** satisfaction (a funded approved project is worth
  its cost; pabutools' ``Cost_Sat``);
- ``cumulative`` and ``scoring``: utilities equal to the points (pabutools'
  ``Additive_Cardinal_Sat``);
- ``ordinal``: the rankings (:attr:`PabulibElection.rankings`, a Profile over the projects)
  and utilities by additive Borda as pabutools' ``Additive_Borda_Sat``: a ballot of length L
  gives its i-th project (0-based) L − i − 1.

``budget_problem("cardinality")`` and ``budget_problem("cost")`` read any vote type as the
projects it names. A unit-cost election (every project costing the same) is also a committee
election: :meth:`PabulibElection.committee` gives its approval Profile and k = ⌊budget/cost⌋.

Messy files: a byte-order mark and Windows line ends are read as nothing; every problem (a
missing section or key, a cost that is 0, negative or not a number, a vote naming an unknown
project or one twice, points that do not match the vote) is a :class:`ProblemError` naming the
file and line. Four repairs are warned (:class:`PabulibWarning`): a voter id used again is
renamed ``ID#2``, ``ID#3``, … (pabutools ignores voter ids, so every ballot still counts); an
approval ballot naming a project twice counts it once (a set, as in pabutools); a project of
cost 0 — which every rule funds — is left out of the problem and kept in
:attr:`PabulibElection.free_projects` (written back as it was); ``num_projects`` /
``num_votes`` disagreeing with the rows are read as the rows say. Voters' extra columns (age, sex,
…) are not kept. Every number is bounded where it is read: the budget, costs and points are 0
or of magnitude 1e-15 to 1e15, ``num_projects`` / ``num_votes`` whole numbers up to
:data:`~fairagents.formats.MAX_ALTERNATIVES` / :data:`~fairagents.formats.MAX_COUNT`, checked
with the budget before any project or vote is read; a file listing more projects than that is
refused at the first one too many.

City scale: the votes are streamed into arrays (:class:`~fairagents.problems.BudgetVotes`: which
projects each ballot names, what they are worth, the voter ids as bytes), so an election of
millions of voters keeps no object per voter and reading it needs about its arrays' size and
little more (the Limits page gives the figures). A voter's projects are then kept, and written
back, in the projects' order (an ordinal ballot: best first); :attr:`PabulibElection.problem`
builds its ``approvals`` or ``utilities`` mappings only when they are read.

Writing (:func:`write_pabulib`, :func:`pabulib_text`) gives back the META, the projects with
their columns and one row per voter; reading it again gives an equal :class:`PabulibElection`.

>>> e = read_pabulib(text='''META
... key;value
... budget;5
... vote_type;approval
... PROJECTS
... project_id;cost;name
... p1;3;"Park; with trees"
... p2;2;Lane
... VOTES
... voter_id;vote
... 1;p1,p2
... 2;p2
... ''')
>>> e.problem.budget, e.problem.approvals["1"], e.project_info["p1"]["name"]
(5.0, ('p1', 'p2'), 'Park; with trees')
>>> e.budget_problem("cost").utilities["2"]
{'p2': 2.0}

Internal to :mod:`fairagents.formats`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import numpy as np

from fairagents.errors import ProblemError
from fairagents.formats._lines import Progress, Source, open_text
from fairagents.formats._pabulib_read import Reader, VoteType
from fairagents.models import Profile
from fairagents.problems._budget import BudgetedSelection, BudgetVotes

__all__ = [
    "SATISFACTIONS",
    "PabulibElection",
    "pabulib_text",
    "read_pabulib",
    "write_pabulib",
]

Satisfaction = Literal["default", "cardinality", "cost"]
SATISFACTIONS: tuple[Satisfaction, ...] = ("default", "cardinality", "cost")


@dataclass(frozen=True, eq=True)
class PabulibElection:
    """One Pabulib election: its META, projects and votes, read as a budget problem."""

    problem: BudgetedSelection
    """The election with the vote type's own utilities (see the module docstring)."""
    vote_type: VoteType
    meta: dict[str, str] = field(default_factory=dict)
    """The META section as written (``budget`` and ``vote_type`` included)."""
    project_info: dict[str, dict[str, str]] = field(default_factory=dict)
    """Each project's other columns (``name``, ``votes``, ``category``, …) as text."""
    rankings: Profile | None = None
    """An ordinal election's ballots, best first (``None`` for the other vote types)."""
    free_projects: tuple[str, ...] = ()
    """Projects of cost 0: funded by every rule, so left out of :attr:`problem` (warned)."""

    __hash__ = None  # type: ignore[assignment]  # dicts inside: compared, never hashed

    def named(self) -> dict[str, tuple[str, ...]]:
        """The projects each voter's ballot names (approved, given points, or ranked: best
        first)."""
        if self.problem.approvals is not None:
            return dict(self.problem.approvals)
        assert self.problem.utilities is not None
        if self.vote_type == "ordinal":
            return {
                who: tuple(sorted(row, key=lambda p: -row[p]))
                for who, row in self.problem.utilities.items()
            }
        return {who: tuple(row) for who, row in self.problem.utilities.items()}

    def supporters(self) -> dict[str, int]:
        """How many ballots name each project of :attr:`problem` (approve it, give it points,
        or rank it)."""
        votes = self.problem.votes
        if votes is not None:
            counts = votes.approvals.sum(axis=0).tolist()
            return dict(zip(self.problem.project_ids, counts, strict=True))
        supporters = dict.fromkeys(self.problem.projects, 0)
        for projects in self.named().values():
            for p in projects:
                supporters[p] += 1
        return supporters

    def budget_problem(self, satisfaction: Satisfaction = "default") -> BudgetedSelection:
        """The election as a budget problem under ``satisfaction``.

        ``"default"``: :attr:`problem` (approvals: cardinality; points; Borda).
        ``"cardinality"``: approvals of the projects a ballot names. ``"cost"``: each named
        project is worth its cost.
        """
        if satisfaction not in SATISFACTIONS:
            raise ProblemError(
                f"satisfaction {satisfaction!r:.30} is unknown; known: {', '.join(SATISFACTIONS)}"
            )
        if satisfaction == "default":
            return self.problem
        votes = self.problem.votes
        if votes is not None:  # the same arrays, read another way: nothing copied
            worth = (
                np.array(list(self.problem.projects.values())) if satisfaction == "cost" else None
            )
            return BudgetedSelection.from_votes(
                self.problem.projects,
                self.problem.budget,
                BudgetVotes(votes.voters, votes.approvals, worth=worth),
                id=self.problem.id,
                description=self.problem.description,
            )
        base = self.problem.model_dump(exclude={"utilities", "approvals"})
        named = self.named()
        if satisfaction == "cardinality":
            return BudgetedSelection.model_validate({**base, "approvals": named})
        cost = self.problem.projects
        utilities = {who: {p: cost[p] for p in ps} for who, ps in named.items()}
        return BudgetedSelection.model_validate({**base, "utilities": utilities})

    def committee(self) -> tuple[Profile, int]:
        """A unit-cost approval election as a committee election: approvals and k seats.

        Raises :class:`ProblemError` unless every project costs the same and the votes are
        approvals.
        """
        costs = set(self.problem.projects.values())
        votes = self.problem.votes
        approvals = votes.are_approvals if votes is not None else self.problem.approvals is not None
        if len(costs) != 1 or not approvals:
            raise ProblemError(
                "a committee needs an approval election whose projects all cost the same; "
                f"this one is {self.vote_type} with {len(costs)} different costs"
            )
        (cost,) = costs
        seats = math.floor(self.problem.budget / cost * (1 + 1e-9))
        if seats < 1:
            raise ProblemError(f"the budget {self.problem.budget:g} buys no project of {cost:g}")
        ids = self.problem.project_ids
        k = min(seats, len(ids))
        if votes is not None:
            return Profile.from_arrays(ids, approvals=votes.approvals, voters=votes.voters), k
        assert self.problem.approvals is not None
        column = {p: j for j, p in enumerate(ids)}
        voters = list(self.problem.approvals)
        matrix = np.zeros((len(voters), len(ids)), dtype=bool)
        for i, who in enumerate(voters):
            matrix[i, [column[p] for p in self.problem.approvals[who]]] = True
        return Profile.from_arrays(ids, approvals=matrix, voters=voters), k


def read_pabulib(
    source: Source | None = None, *, text: str | None = None, progress: Progress | None = None
) -> PabulibElection:
    """Read a Pabulib file (a path, or its ``text``), streaming it row by row; ``progress`` is
    told the bytes read as the file is read."""
    opened = open_text(source, text, what="Pabulib", error=ProblemError, progress=progress)
    with opened as (stream, where):
        return PabulibElection(*Reader(where).read(stream))


def _number_text(x: float) -> str:
    return str(int(x)) if float(x).is_integer() and abs(x) < 2**53 else repr(float(x))


def _rows(election: PabulibElection) -> Iterator[list[str]]:
    problem = election.problem
    meta = dict(election.meta)
    meta.update(
        budget=meta.get("budget") or _number_text(problem.budget),
        vote_type=meta.get("vote_type") or election.vote_type,
        num_projects=str(len(problem.projects) + len(election.free_projects)),
        num_votes=str(len(problem.stakeholder_ids)),
    )
    yield ["META"]
    yield ["key", "value"]
    yield from ([k, v] for k, v in meta.items())
    columns: dict[str, None] = {}
    for info in election.project_info.values():
        columns.update(dict.fromkeys(info))
    yield ["PROJECTS"]
    yield ["project_id", "cost", *columns]
    costs = {**problem.projects, **dict.fromkeys(election.free_projects, 0.0)}
    for pid in election.project_info or costs:
        info = election.project_info.get(pid, {})
        yield [pid, _number_text(costs[pid]), *(info.get(c, "none") for c in columns)]
    points = election.vote_type in ("cumulative", "scoring")
    yield ["VOTES"]
    yield ["voter_id", "vote", *(["points"] if points else [])]
    named = election.named()
    if election.vote_type == "ordinal":
        assert problem.utilities is not None
        named = {
            who: tuple(sorted(row, key=lambda p: -row[p])) for who, row in problem.utilities.items()
        }
    for who, projects in named.items():
        row = [who, ",".join(projects)]
        if points:
            assert problem.utilities is not None
            row.append(",".join(_number_text(problem.utilities[who][p]) for p in projects))
        yield row


def pabulib_text(election: PabulibElection) -> str:
    """The election as the text of a Pabulib file."""
    out = io.StringIO()
    csv.writer(out, delimiter=";", lineterminator="\n").writerows(_rows(election))
    return out.getvalue()


def write_pabulib(election: PabulibElection, path: str | Path) -> Path:
    """Write ``election`` to ``path`` as a Pabulib file (UTF-8, ``\\n`` line ends)."""
    path = Path(path)
    with path.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, delimiter=";", lineterminator="\n").writerows(_rows(election))
    return path
