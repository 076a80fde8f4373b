"""Reading a Pabulib file: META and PROJECTS row by row, the votes streamed into arrays.

The votes are read in blocks of rows into one array per column of the election (which projects
each ballot names, what they are worth, the voter ids as UTF-8 bytes), grown in place: no
object per voter. A block of approval rows that are all plain (:class:`_ApprovalLines`) is
parsed as one text with a few array operations; any other block is read row by row, which is
also how a bad row is found and named. Repeated voter ids are renamed once every row is read
(:func:`_distinct`), as reading row by row renamed them. :mod:`fairagents.formats._pabulib`
states what is read and how.

Internal to :mod:`fairagents.formats`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import csv
import math
import warnings
from collections.abc import Iterator
from itertools import islice
from typing import Literal, NamedTuple

import numpy as np
from numpy.typing import NDArray

from fairagents.errors import ProblemError
from fairagents.formats._lines import (
    MAX_ALTERNATIVES,
    MAX_COUNT,
    Rows,
    Where,
    whole_number,
)
from fairagents.models import Profile
from fairagents.models._column_input import columns_from_arrays
from fairagents.models._columns import VoterIds
from fairagents.models.base import MAX_MAGNITUDE, MIN_MAGNITUDE, accepted_number
from fairagents.problems._budget import BudgetedSelection, BudgetVotes

__all__ = ["VOTE_TYPES", "PabulibWarning", "Parts", "Reader", "VoteType"]

VoteType = Literal["approval", "cumulative", "scoring", "ordinal"]
VOTE_TYPES: tuple[VoteType, ...] = ("approval", "cumulative", "scoring", "ordinal")

csv.field_size_limit(2**31 - 1)  # a vote of thousands of projects is one long field


class PabulibWarning(UserWarning):
    """A Pabulib file was read with a repair (a repeated voter id, wrong counts in META)."""


class Parts(NamedTuple):
    """What a file holds, as :class:`~fairagents.formats.PabulibElection` keeps it."""

    problem: BudgetedSelection
    vote_type: VoteType
    meta: dict[str, str]
    project_info: dict[str, dict[str, str]]
    rankings: Profile | None
    free_projects: tuple[str, ...]


_SECTIONS = ("meta", "projects", "votes")
_BLOCK = 65_536  # vote rows parsed at once
_CELLS = 2**22  # at most this many (voter, project) cells a block: fewer rows for many projects
_ALTERNATIVES_LIMIT = "the most projects fairagents reads (fairagents.formats.MAX_ALTERNATIVES)"
_COUNT_LIMIT = "the largest count fairagents reads (fairagents.formats.MAX_COUNT)"


class Reader:
    def __init__(self, where: Where) -> None:
        self.where = where
        self.meta: dict[str, str] = {}
        self.meta_line: dict[str, int] = {}  # where each META key was given
        self.costs: dict[str, float] = {}
        self.info: dict[str, dict[str, str]] = {}
        self.line = 0
        self.seen: list[str] = []
        self.renamed = 0
        self.free: dict[str, int] = {}  # free projects and their lines
        self.repeats = 0
        self.column: dict[str, int] = {}  # each project's column in the votes (-1: free)
        self.ids = Rows(None, "S1")  # the voter ids, UTF-8
        self.named: Rows | None = None  # (voters × projects) which projects a ballot names
        self.points: Rows | None = None  # and what they are worth (points, Borda)

    def fail(self, message: str, line: int | None = None) -> ProblemError:
        error = self.where.at(self.line if line is None else line, message)
        assert isinstance(error, ProblemError)
        return error

    def read(self, stream: Iterator[str]) -> Parts:
        reader = csv.reader(stream, delimiter=";")
        section = ""
        header: list[str] = []
        vote_type: VoteType | None = None
        try:
            for row in reader:
                self.line = reader.line_num
                if not row or (len(row) == 1 and not row[0].strip()):
                    continue
                if _is_section(row):
                    section = self._section(row[0].strip().lower())
                    header = [h.strip() for h in next(reader)]
                    self.line = reader.line_num
                    if section == "votes":
                        vote_type = self._vote_type()
                        self._votes_header(header, vote_type)
                        self._votes(stream, header, vote_type)  # the rest of the file
                        break
                    if section == "projects":
                        self._meta_numbers()
                        self._projects_header(header)
                elif section == "meta":
                    if len(row) < 2:
                        raise self.fail(f"a META row is `key;value`, got {';'.join(row)!r:.60}")
                    self.meta[row[0].strip()] = row[1].strip()
                    self.meta_line[row[0].strip()] = self.line
                elif section == "projects":
                    self._project(header, row)
                else:
                    raise self.fail(
                        "data before the first section; a Pabulib file starts with META"
                    )
        except StopIteration:
            raise self.fail("a section name with no header row after it") from None
        except csv.Error as exc:
            raise self.fail(f"cannot read the row: {exc}") from None
        for needed in _SECTIONS:
            if needed not in self.seen:
                raise self.fail(f"the {needed.upper()} section is missing", line=0)
        assert vote_type is not None
        return self._election(vote_type)

    def _section(self, name: str) -> str:
        seen = self.seen
        if name in seen:
            raise self.fail(f"a second {name.upper()} section")
        if seen != list(_SECTIONS[: _SECTIONS.index(name)]):
            missing = [s.upper() for s in _SECTIONS[: _SECTIONS.index(name)] if s not in seen]
            raise self.fail(
                f"{name.upper()} before {', '.join(missing)}: the sections come in the order "
                "META, PROJECTS, VOTES"
            )
        seen.append(name)
        return name

    def _number(self, raw: str, what: str, line: int | None = None) -> float:
        """A number as fairagents takes them: 0, or of magnitude 1e-15 to 1e15."""
        text = raw.strip().replace(",", ".")
        try:
            value = float(text)
        except ValueError:
            raise self.fail(f"{what} {raw.strip()!r:.30} is not a number", line) from None
        if not math.isfinite(value):
            raise self.fail(f"{what} {raw.strip()!r:.30} is not a finite number", line)
        if not accepted_number(value):
            raise self.fail(
                f"{what} {raw.strip():.30} is out of range: numbers are 0 or of magnitude "
                f"{MIN_MAGNITUDE:g} to {MAX_MAGNITUDE:g}; rescale them (thousands instead of "
                "units)",
                line,
            )
        return value

    def _meta_numbers(self) -> None:
        """The budget and META's counts, checked before any project or vote is read."""
        if "budget" not in self.meta:
            raise self.fail("META has no `budget` row")
        budget = self._number(self.meta["budget"], "the budget", self.meta_line["budget"])
        if budget < 0:
            raise self.fail(
                f"the budget {self.meta['budget']} is negative", self.meta_line["budget"]
            )
        for key, most, limit in (
            ("num_projects", MAX_ALTERNATIVES, _ALTERNATIVES_LIMIT),
            ("num_votes", MAX_COUNT, _COUNT_LIMIT),
        ):
            if key in self.meta:
                try:
                    whole_number(self.meta[key], f"META's {key}", least=0, most=most, limit=limit)
                except ValueError as exc:
                    raise self.fail(str(exc), self.meta_line[key]) from None

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
        if pid in self.costs or pid in self.free:
            raise self.fail(f"project {pid!r:.40} is listed twice")
        if len(self.costs) + len(self.free) >= MAX_ALTERNATIVES:
            raise self.fail(f"more than {MAX_ALTERNATIVES:,} projects, {_ALTERNATIVES_LIMIT}")
        cost = self._number(fields.pop("cost", ""), f"project {pid!r:.40}: the cost")
        if cost < 0:
            raise self.fail(f"project {pid!r:.40} costs {cost:g}; a cost must be >= 0")
        if cost == 0:
            # Every rule funds a free project; the problem (costs > 0) leaves it out.
            self.free[pid] = self.line
            self.column[pid] = -1
        else:
            self.column[pid] = len(self.costs)
            self.costs[pid] = cost
        self.info[pid] = fields

    # -- the votes: streamed into arrays, a block of rows at a time -----------------------------

    def _votes(self, stream: Iterator[str], header: list[str], vote_type: VoteType) -> None:
        m = len(self.costs)
        self.named = Rows(m, np.bool_)
        if vote_type != "approval":
            self.points = Rows(m, np.float64)
        fast = _ApprovalLines(header, self.column, m) if vote_type == "approval" else None
        size = max(1, min(_BLOCK, _CELLS // m))
        start = self.line  # lines read before the block
        while chunk := list(islice(stream, size)):
            text = "".join(chunk)
            while text.count('"') % 2:  # a quoted field goes on: its rows stay in one block
                more = next(stream, None)
                if more is None:
                    break
                chunk.append(more)
                text += more
            parsed = None if fast is None else fast.parse(text)
            if parsed is not None:
                ids, named, repeats = parsed
                self.ids.add(ids)
                self.named.add(named)
                self.repeats += repeats
            else:
                self._rows(chunk, start, header, vote_type)
            start += len(chunk)
            self.line = start

    def _rows(self, chunk: list[str], start: int, header: list[str], vote_type: VoteType) -> None:
        """A block of vote rows read one by one (the way that names a bad row)."""
        assert self.named is not None
        m = len(self.costs)
        named = np.zeros((len(chunk), m), dtype=np.bool_)
        points = np.zeros((len(chunk), m)) if self.points is not None else None
        ids: list[bytes] = []
        reader = csv.reader(chunk, delimiter=";")
        for row in reader:
            self.line = start + reader.line_num
            if not row or (len(row) == 1 and not row[0].strip()):
                continue
            if _is_section(row):
                self._section(row[0].strip().lower())  # a second one: refused
            voter, columns, values = self._vote(header, row, vote_type)
            named[len(ids), columns] = True
            if points is not None:
                points[len(ids), columns] = values
            ids.append(voter.encode("utf-8"))
        if ids:
            self.ids.add(np.array(ids, dtype=np.bytes_))
            self.named.add(named[: len(ids)])
            if points is not None and self.points is not None:
                self.points.add(points[: len(ids)])

    def _vote(
        self, header: list[str], row: list[str], vote_type: VoteType
    ) -> tuple[str, list[int], list[float]]:
        """One vote row: the voter id, the columns of the projects it names and their worth."""
        fields = self._fields(header, row)
        voter = fields.get("voter_id", "")
        if not voter:
            raise self.fail("a vote with an empty voter_id")
        if "\x00" in voter:
            raise self.fail(f"voter {voter!r:.40}: a voter id with a NUL character")
        projects = tuple(p.strip() for p in fields.get("vote", "").split(",") if p.strip())
        for p in projects:
            if p not in self.column:
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
        columns = [self.column[p] for p in projects]
        if self.free:
            kept = [i for i, c in enumerate(columns) if c >= 0]
            columns = [columns[i] for i in kept]
            points = [points[i] for i in kept] if points else points
        if vote_type == "ordinal":
            n = len(columns)
            points = [float(n - i - 1) for i in range(n)]
        return voter, columns, points

    def _election(self, vote_type: VoteType) -> Parts:
        assert self.named is not None
        if not len(self.ids):
            raise self.fail("the VOTES section holds no vote")
        ids, self.renamed = _distinct(self.ids.array())
        named = self.named.array()
        points = None if self.points is None else self.points.array()
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
        for key, found in (("num_projects", projects), ("num_votes", len(ids))):
            said = self.meta.get(key)
            if said is not None and said.strip() != str(found):
                warnings.warn(
                    f"{name}: META says {key} {said:.20} but the file holds {found}; the rows "
                    "are read as they are",
                    PabulibWarning,
                    stacklevel=4,
                )
            self.meta[key] = str(found)  # what the rows hold, as a written file says
        votes = BudgetVotes(VoterIds.of_bytes(ids), named, utilities=points)
        try:
            problem = BudgetedSelection.from_votes(
                self.costs,
                self._number(self.meta["budget"], "the budget"),
                votes,
                description=self.meta.get("description", ""),
            )
        except ProblemError as exc:
            raise self.fail(str(exc), line=0) from None
        rankings = _rankings(votes, tuple(self.costs)) if vote_type == "ordinal" else None
        return Parts(problem, vote_type, self.meta, self.info, rankings, tuple(self.free))


def _is_section(row: list[str]) -> bool:
    return row[0].strip().lower() in _SECTIONS and len(row) <= 2 and not "".join(row[1:]).strip()


class _ApprovalLines:
    """Approval vote rows parsed as one text with a few array operations, when every row of the
    block is plain — ``voter_id;vote`` fields (and the header's others) with no quote, space,
    tab or NUL in the two, known project ids, no ``none`` — or ``None`` for the block, which is
    then read row by row (that names a bad row and says what is wrong). Gives what reading the
    rows one by one gives."""

    _RESERVED = frozenset({b"none", b"meta", b"projects", b"votes"})

    def __init__(self, header: list[str], column: dict[str, int], m: int) -> None:
        last = {name: i for i, name in enumerate(header)}  # a repeated column: the last counts
        self.width = len(header)
        self.voter = last["voter_id"]
        self.vote = last["vote"]
        ids = list(column)
        encoded = [p.encode("utf-8") for p in ids]
        # Ids of up to 8 bytes (as in every Pabulib file) are looked up as integers.
        self.short = max(map(len, encoded)) <= 8
        keys = _keys(np.array(encoded, dtype=np.bytes_), self.short)
        order = np.argsort(keys)
        self.keys = keys[order]  # the project ids sorted, to look tokens up
        self.columns = np.array([column[p] for p in ids], dtype=np.intp)[order]
        self.m = m
        # A project id the fast path cannot look up as a token (a reserved word is one only
        # the row by row reading gives its meaning): read such files row by row.
        self.usable = all(
            p == p.strip() and p and "," not in p and p.lower().encode() not in self._RESERVED
            for p in ids
        )

    def parse(self, text: str) -> tuple[NDArray[np.bytes_], NDArray[np.bool_], int] | None:
        if not self.usable or '"' in text:
            return None
        if "\r" in text:
            if text.count("\r") != text.count("\r\n"):
                return None
            text = text.replace("\r\n", "\n")
        if not text.endswith("\n"):
            text += "\n"
        raw = np.frombuffer(text.encode("utf-8"), dtype=np.uint8)
        ends = np.flatnonzero(raw == 10)
        k = len(ends)
        starts = np.concatenate(([0], ends[:-1] + 1))
        semis = np.flatnonzero(raw == 59)
        if len(semis) != k * (self.width - 1):
            return None
        semis = semis.reshape(k, self.width - 1)
        if self.width > 1 and ((semis[:, 0] < starts).any() or (semis[:, -1] > ends).any()):
            return None  # a row with too few fields beside one with too many
        left = np.concatenate((starts[:, None], semis + 1), axis=1)
        right = np.concatenate((semis, ends[:, None]), axis=1)
        id_l, id_r = left[:, self.voter], right[:, self.voter]
        v_l, v_r = left[:, self.vote], right[:, self.vote]
        bad = np.concatenate(([0], np.cumsum((raw == 32) | (raw == 9) | (raw == 0) | (raw == 34))))
        if (bad[id_r] != bad[id_l]).any() or (bad[v_r] != bad[v_l]).any() or (id_r <= id_l).any():
            return None
        ids = _gather(raw, id_l, id_r)
        # An id that is `none` or a section name: the row by row reading gives it its meaning.
        first = raw[id_l] | 0x20  # lower case, for letters
        maybe = (
            (first == ord("n")) | (first == ord("m")) | (first == ord("p")) | (first == ord("v"))
        )
        if maybe.any() and not self._RESERVED.isdisjoint(np.char.lower(ids[maybe]).tolist()):
            return None
        line_of = np.cumsum(raw == 10, dtype=np.int32)  # the line of each byte (before its end)
        commas = np.flatnonzero(raw == 44)
        line = line_of[commas]
        commas = commas[(commas >= v_l[line]) & (commas < v_r[line])]
        t_l = np.sort(np.concatenate((v_l, commas + 1)))
        t_r = np.sort(np.concatenate((commas, v_r)))
        keep = t_r > t_l  # empty tokens (`a,,b`, an empty vote) name nothing
        t_l, t_r = t_l[keep], t_r[keep]
        token_line = line_of[t_l]
        named = np.zeros((k, self.m), dtype=np.bool_)
        if not len(t_l):
            return ids, named, 0
        text_tokens = _gather(raw, t_l, t_r)
        if self.short and text_tokens.dtype.itemsize > 8:
            return None  # longer than every project id: unknown, which the rows name
        tokens = _keys(text_tokens, self.short)
        at = np.minimum(np.searchsorted(self.keys, tokens), len(self.keys) - 1)
        if (self.keys[at] != tokens).any():
            return None  # an unknown project: the row by row reading names it
        cell = token_line * len(self.keys) + at
        ordered = np.sort(cell)
        twice = ordered[1:][ordered[1:] == ordered[:-1]]
        repeats = len(np.unique(twice // len(self.keys)))  # ballots naming a project twice
        columns = self.columns[at]
        paid = columns >= 0  # a free project is left out of the ballot
        named[token_line[paid], columns[paid]] = True
        return ids, named, repeats


def _keys(values: NDArray[np.bytes_], short: bool) -> NDArray[np.bytes_] | NDArray[np.uint64]:
    """Byte strings as keys to sort and look up: integers when they hold at most 8 bytes (no
    NUL inside: distinct strings, distinct integers)."""
    return values.astype("S8").view(np.uint64) if short else values


def _gather(
    raw: NDArray[np.uint8], left: NDArray[np.intp], right: NDArray[np.intp]
) -> NDArray[np.bytes_]:
    """The byte strings ``raw[left:right]``, one per pair, as one fixed-width array."""
    lengths = right - left
    width = max(1, int(lengths.max()))
    offsets = np.arange(width)
    cells = np.minimum(left[:, None] + offsets, len(raw) - 1)
    out = np.where(offsets < lengths[:, None], raw[cells], 0).astype(np.uint8)
    return out.view(f"S{width}").ravel()


def _distinct(ids: NDArray[np.bytes_]) -> tuple[NDArray[np.bytes_], int]:
    """The voter ids with each one used again renamed ``ID#2``, ``ID#3``, … (the first free
    name at its row, in file order), and how many were renamed."""
    if len(ids) < 2:
        return ids, 0
    keys = _keys(ids, ids.dtype.itemsize <= 8)
    order = np.argsort(keys, kind="stable")  # equal ids together, the first one first
    ordered = keys[order]
    again = ordered[1:] == ordered[:-1]
    if not again.any():
        return ids, 0
    # Rows whose name can depend on earlier renames: ids used again, and ids holding a `#`
    # (a rename's name). Every other row keeps its id, and no rename can take it.
    hashed = np.flatnonzero(np.char.find(ids, b"#") >= 0)
    rows = np.union1d(order[1:][again], hashed)
    taken: set[str] = set()
    names: dict[int, bytes] = {}
    renamed = 0
    for row in rows.tolist():
        voter = bytes(ids[row]).decode("utf-8")
        if "#" not in voter or voter in taken:
            renamed += 1
            n = 2
            while f"{voter}#{n}" in taken:
                n += 1
            voter = f"{voter}#{n}"
        taken.add(voter)
        names[row] = voter.encode("utf-8")
    width = max(ids.dtype.itemsize, *map(len, names.values()))
    out = ids.astype(f"S{width}")
    for row, name in names.items():
        out[row] = name
    return out, renamed


def _rankings(votes: BudgetVotes, projects: tuple[str, ...]) -> Profile | None:
    """The ordinal ballots as a Profile (ballots naming no project have no ranking: left out)."""
    assert votes.utilities is not None
    lengths = votes.approvals.sum(axis=1)
    ranked = np.flatnonzero(lengths)
    if not len(ranked):
        return None
    named = votes.approvals[ranked]
    borda = votes.utilities[ranked]  # a ballot of length L gives its i-th project L - i - 1
    positions = np.where(named, lengths[ranked, None] - 1 - borda, -1).astype(np.int64)
    voters = votes.voters
    chosen = (
        voters.take(ranked) if isinstance(voters, VoterIds) else tuple(voters[i] for i in ranked)
    )
    columns = columns_from_arrays(projects, positions=positions, voters=chosen)
    return Profile.from_columns(projects, columns)
