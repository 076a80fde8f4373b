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
…) are not kept. The file is read as a stream, row by row.

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
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import numpy as np

from fairagents.errors import ProblemError
from fairagents.formats._lines import Source, Where, open_text
from fairagents.models import Profile
from fairagents.problems.budget import BudgetedSelection

__all__ = [
    "SATISFACTIONS",
    "VOTE_TYPES",
    "PabulibElection",
    "PabulibWarning",
    "pabulib_text",
    "read_pabulib",
    "write_pabulib",
]

VoteType = Literal["approval", "cumulative", "scoring", "ordinal"]
VOTE_TYPES: tuple[VoteType, ...] = ("approval", "cumulative", "scoring", "ordinal")
Satisfaction = Literal["default", "cardinality", "cost"]
SATISFACTIONS: tuple[Satisfaction, ...] = ("default", "cardinality", "cost")

csv.field_size_limit(2**31 - 1)  # a vote of thousands of projects is one long field


class PabulibWarning(UserWarning):
    """A Pabulib file was read with a repair (a repeated voter id, wrong counts in META)."""


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
        """The projects each voter's ballot names (approved, given points, or ranked)."""
        if self.problem.approvals is not None:
            return dict(self.problem.approvals)
        assert self.problem.utilities is not None
        return {who: tuple(row) for who, row in self.problem.utilities.items()}

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
        if len(costs) != 1 or self.problem.approvals is None:
            raise ProblemError(
                "a committee needs an approval election whose projects all cost the same; "
                f"this one is {self.vote_type} with {len(costs)} different costs"
            )
        (cost,) = costs
        seats = math.floor(self.problem.budget / cost * (1 + 1e-9))
        if seats < 1:
            raise ProblemError(f"the budget {self.problem.budget:g} buys no project of {cost:g}")
        ids = self.problem.project_ids
        column = {p: j for j, p in enumerate(ids)}
        voters = list(self.problem.approvals)
        matrix = np.zeros((len(voters), len(ids)), dtype=bool)
        for i, who in enumerate(voters):
            matrix[i, [column[p] for p in self.problem.approvals[who]]] = True
        return Profile.from_arrays(ids, approvals=matrix, voters=voters), min(seats, len(ids))


def read_pabulib(source: Source | None = None, *, text: str | None = None) -> PabulibElection:
    """Read a Pabulib file (a path, or its ``text``), streaming it row by row."""
    with open_text(source, text, what="Pabulib", error=ProblemError) as (stream, where):
        return _Reader(where).read(stream)


class _Reader:
    def __init__(self, where: Where) -> None:
        self.where = where
        self.meta: dict[str, str] = {}
        self.costs: dict[str, float] = {}
        self.info: dict[str, dict[str, str]] = {}
        self.votes: dict[str, tuple[str, ...]] = {}
        self.points: dict[str, dict[str, float]] = {}
        self.line = 0
        self.renamed = 0
        self.free: dict[str, int] = {}  # free projects and their lines
        self.repeats = 0

    def fail(self, message: str, line: int | None = None) -> ProblemError:
        error = self.where.at(self.line if line is None else line, message)
        assert isinstance(error, ProblemError)
        return error

    def read(self, stream: Iterator[str]) -> PabulibElection:
        reader = csv.reader(stream, delimiter=";")
        section = ""
        seen: list[str] = []
        header: list[str] = []
        vote_type: VoteType | None = None
        try:
            for row in reader:
                self.line = reader.line_num
                if not row or (len(row) == 1 and not row[0].strip()):
                    continue
                name = row[0].strip().lower()
                if (
                    name in ("meta", "projects", "votes")
                    and len(row) <= 2
                    and not "".join(row[1:]).strip()
                ):
                    section = self._section(name, seen)
                    header = [h.strip() for h in next(reader)]
                    self.line = reader.line_num
                    if section == "votes":
                        vote_type = self._vote_type()
                        self._votes_header(header, vote_type)
                    elif section == "projects":
                        self._budget()
                        self._projects_header(header)
                elif section == "meta":
                    if len(row) < 2:
                        raise self.fail(f"a META row is `key;value`, got {';'.join(row)!r:.60}")
                    self.meta[row[0].strip()] = row[1].strip()
                elif section == "projects":
                    self._project(header, row)
                elif section == "votes":
                    assert vote_type is not None
                    self._vote(header, row, vote_type)
                else:
                    raise self.fail(
                        "data before the first section; a Pabulib file starts with META"
                    )
        except StopIteration:
            raise self.fail("a section name with no header row after it") from None
        except csv.Error as exc:
            raise self.fail(f"cannot read the row: {exc}") from None
        for needed in ("meta", "projects", "votes"):
            if needed not in seen:
                raise self.fail(f"the {needed.upper()} section is missing", line=0)
        assert vote_type is not None
        return self._election(vote_type)

    def _section(self, name: str, seen: list[str]) -> str:
        if name in seen:
            raise self.fail(f"a second {name.upper()} section")
        order = ("meta", "projects", "votes")
        if seen != list(order[: order.index(name)]):
            missing = [s.upper() for s in order[: order.index(name)] if s not in seen]
            raise self.fail(
                f"{name.upper()} before {', '.join(missing)}: the sections come in the order "
                "META, PROJECTS, VOTES"
            )
        seen.append(name)
        return name

    def _number(self, raw: str, what: str) -> float:
        text = raw.strip().replace(",", ".")
        try:
            value = float(text)
        except ValueError:
            raise self.fail(f"{what} {raw.strip()!r:.30} is not a number") from None
        if not math.isfinite(value):
            raise self.fail(f"{what} {raw.strip()!r:.30} is not a finite number")
        return value

    def _budget(self) -> None:
        if "budget" not in self.meta:
            raise self.fail("META has no `budget` row")
        if self._number(self.meta["budget"], "the budget") < 0:
            raise self.fail(f"the budget {self.meta['budget']} is negative")

    def _vote_type(self) -> VoteType:
        raw = self.meta.get("vote_type")
        if raw is None:
            raise self.fail("META has no `vote_type` row (approval, cumulative, scoring, ordinal)")
        kind = "approval" if raw.lower() == "choose-1" else raw.lower()
        for known in VOTE_TYPES:
            if kind == known:
                return known
        raise self.fail(
            f"vote_type {raw!r:.30} is unknown; known: {', '.join(VOTE_TYPES)}, choose-1"
        )

    def _projects_header(self, header: list[str]) -> None:
        for needed in ("project_id", "cost"):
            if needed not in header:
                raise self.fail(f"the PROJECTS header has no `{needed}` column: {header!r:.80}")

    def _votes_header(self, header: list[str], vote_type: VoteType) -> None:
        if not self.costs:
            raise self.fail("the PROJECTS section lists no project")
        needed = ["voter_id", "vote"] + (
            ["points"] if vote_type in ("cumulative", "scoring") else []
        )
        for column in needed:
            if column not in header:
                raise self.fail(f"the VOTES header has no `{column}` column: {header!r:.80}")

    @staticmethod
    def _fields(header: list[str], row: list[str]) -> dict[str, str]:
        return {
            key: value.strip()
            for key, value in zip(header, row, strict=False)
            if value.strip().lower() != "none"
        }

    def _project(self, header: list[str], row: list[str]) -> None:
        if len(row) > len(header):
            raise self.fail(
                f"{len(row)} fields but the header has {len(header)}; a `;` inside a name must "
                "be quoted"
            )
        fields = self._fields(header, row)
        pid = fields.pop("project_id", "")
        if not pid:
            raise self.fail("a project with an empty project_id")
        if pid in self.costs:
            raise self.fail(f"project {pid!r:.40} is listed twice")
        cost = self._number(fields.pop("cost", ""), f"project {pid!r:.40}: the cost")
        if cost < 0:
            raise self.fail(f"project {pid!r:.40} costs {cost:g}; a cost must be >= 0")
        if cost == 0:
            # Every rule funds a free project; the problem (costs > 0) leaves it out.
            self.free[pid] = self.line
        else:
            self.costs[pid] = cost
        self.info[pid] = fields

    def _vote(self, header: list[str], row: list[str], vote_type: VoteType) -> None:
        fields = self._fields(header, row)
        voter = fields.get("voter_id", "")
        if not voter:
            raise self.fail("a vote with an empty voter_id")
        if voter in self.votes:
            self.renamed += 1
            n = 2
            while f"{voter}#{n}" in self.votes:
                n += 1
            voter = f"{voter}#{n}"
        projects = tuple(p.strip() for p in fields.get("vote", "").split(",") if p.strip())
        for p in projects:
            if p not in self.costs and p not in self.free:
                raise self.fail(
                    f"voter {voter!r:.40} votes for project {p!r:.40}, which is not in PROJECTS"
                )
        if len(set(projects)) != len(projects):
            twice = next(p for p in projects if projects.count(p) > 1)
            if vote_type != "approval":
                raise self.fail(f"voter {voter!r:.40} names project {twice!r:.40} twice")
            self.repeats += 1  # an approval ballot is a set: once is enough
            projects = tuple(dict.fromkeys(projects))
        points: list[float] = []
        if vote_type in ("cumulative", "scoring"):
            raw = [x for x in fields.get("points", "").split(",") if x.strip()]
            if len(raw) != len(projects):
                raise self.fail(
                    f"voter {voter!r:.40}: {len(projects)} projects but {len(raw)} points"
                )
            points = [self._number(x, f"voter {voter!r:.40}: points") for x in raw]
            if any(x < 0 for x in points):
                raise self.fail(f"voter {voter!r:.40}: negative points")
        if self.free:
            kept = [i for i, p in enumerate(projects) if p not in self.free]
            projects = tuple(projects[i] for i in kept)
            points = [points[i] for i in kept] if points else points
        self.votes[voter] = projects
        if vote_type in ("cumulative", "scoring"):
            self.points[voter] = dict(zip(projects, points, strict=True))
        elif vote_type == "ordinal":
            n = len(projects)
            self.points[voter] = {p: float(n - i - 1) for i, p in enumerate(projects)}

    def _election(self, vote_type: VoteType) -> PabulibElection:
        if not self.votes:
            raise self.fail("the VOTES section holds no vote")
        name = self.where.name
        if self.renamed:
            warnings.warn(
                f"{name}: {self.renamed} voter id(s) used again; renamed ID#2, ID#3, … (each "
                "ballot counts, as in pabutools)",
                PabulibWarning,
                stacklevel=4,
            )
        if self.repeats:
            warnings.warn(
                f"{name}: {self.repeats} approval ballot(s) name a project twice; counted once "
                "(an approval ballot is a set, as in pabutools)",
                PabulibWarning,
                stacklevel=4,
            )
        if self.free:
            shown = ", ".join(f"{p!r} (line {line})" for p, line in list(self.free.items())[:5])
            warnings.warn(
                f"{name}: {len(self.free)} project(s) cost 0: {shown}; every rule funds them, so "
                "they are left out of the problem and kept in the election's free_projects",
                PabulibWarning,
                stacklevel=4,
            )
        projects = len(self.costs) + len(self.free)
        for key, found in (("num_projects", projects), ("num_votes", len(self.votes))):
            said = self.meta.get(key)
            if said is not None and said.strip() != str(found):
                warnings.warn(
                    f"{name}: META says {key} {said:.20} but the file holds {found}; the rows "
                    "are read as they are",
                    PabulibWarning,
                    stacklevel=4,
                )
            self.meta[key] = str(found)  # what the rows hold, as a written file says
        common = {
            "id": "",
            "description": self.meta.get("description", ""),
            "projects": self.costs,
            "budget": self._number(self.meta["budget"], "the budget"),
        }
        prefs: dict[str, object] = (
            {"approvals": self.votes} if vote_type == "approval" else {"utilities": self.points}
        )
        try:
            problem = BudgetedSelection.model_validate({**common, **prefs})
        except ProblemError as exc:
            raise self.fail(str(exc), line=0) from None
        rankings = None
        if vote_type == "ordinal":
            rankings = _rankings(self.votes, tuple(self.costs))
        return PabulibElection(problem, vote_type, self.meta, self.info, rankings, tuple(self.free))


def _rankings(votes: dict[str, tuple[str, ...]], projects: tuple[str, ...]) -> Profile | None:
    """The ordinal ballots as a Profile (ballots naming no project have no ranking: left out)."""
    column = {p: j for j, p in enumerate(projects)}
    ranked = {who: ps for who, ps in votes.items() if ps}
    if not ranked:
        return None
    ranks = np.full((len(ranked), len(projects)), np.nan)
    for i, ps in enumerate(ranked.values()):
        ranks[i, [column[p] for p in ps]] = np.arange(len(ps))
    return Profile.from_arrays(projects, ranks=ranks, voters=list(ranked))


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
