"""Election files that declare too much: every size and count a PrefLib or Pabulib file gives is
bounded before anything is allocated for it, and refused with one line naming the file, the
line and the limit (exit 2 from ``fairagents aggregate``, never a traceback); and the bulk
readers give exactly what reading the rows one by one gives."""

from __future__ import annotations

import time
import warnings
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.errors import ProblemError, ProfileError
from fairagents.formats import (
    MAX_ALTERNATIVES,
    MAX_COUNT,
    PabulibWarning,
    PrefLibWarning,
    _pabulib_read,
    read_pabulib,
    read_preflib,
)

runner = CliRunner()
NAMES = "# ALTERNATIVE NAME 1: a\n# ALTERNATIVE NAME 2: b\n"
SOC = "# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 2\n" + NAMES  # orders from line 5


def aggregate(tmp_path: Path, name: str, text: str) -> tuple[int, str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    start = time.monotonic()
    result = runner.invoke(app, ["aggregate", str(path)])
    assert time.monotonic() - start < 10, "refused late: the declared size was acted on"
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result.exit_code, result.stderr


# -- PrefLib: the header's sizes and counts, and each order's count ------------------------------


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        # a header of a billion alternatives ran past 60 s instead of being refused
        ("# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 1000000000\n1: 1,2\n", 2,
         f"`# NUMBER ALTERNATIVES:` 1000000000 (10 digits) is more than {MAX_ALTERNATIVES:,}"),
        ("# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 200000\n1: 1,2\n", 2,
         f"`# NUMBER ALTERNATIVES:` 200,000 is more than {MAX_ALTERNATIVES:,}, the most"),
        ("# DATA TYPE: soc\n# NUMBER ALTERNATIVES: " + "9" * 5000 + "\n1: 1,2\n", 2,
         "(5000 digits) is more than 100,000, the most alternatives"),
        # a count of 400 digits ended in OverflowError (formatting it as a float)
        (SOC + "9" * 400 + ": 1,2\n", 5, "the count 999999999999999999999999999999… (400 digits)"),
        (SOC + "4000000000000000: 1,2\n", 5,
         f"the count 4,000,000,000,000,000 is more than {MAX_COUNT:,}, the largest count"),
        (SOC + "1: 1,2\n2: 2,1\n99999999999999999999: 2,1\n", 7, "(20 digits) is more than"),
        ("# DATA TYPE: toc\n# NUMBER ALTERNATIVES: 2\n" + NAMES + "9" * 30 + ": {1,2}\n", 5,
         "the count 999999999999999999999999999999 (30 digits) is more than"),
        ("# DATA TYPE: soc\n# NUMBER VOTERS: " + "9" * 40 + "\n# NUMBER ALTERNATIVES: 2\n1: 1,2\n",
         2, "`# NUMBER VOTERS:` 9999"),
        (SOC + "# NUMBER UNIQUE ORDERS: 0\n1: 1,2\n", 5, "must be at least 1"),
        ("# DATA TYPE: cat\n# NUMBER CATEGORIES: 7000000\n# NUMBER ALTERNATIVES: 2\n1: {1},{2}\n",
         2, "`# NUMBER CATEGORIES:` 7,000,000 is more than 100,000"),
        (SOC + "x1: 1,2\n", 5, "the count 'x1' is not a whole number"),
    ],
)  # fmt: skip
def test_preflib_numbers_are_bounded_at_their_line(
    tmp_path: Path, text: str, line: int, message: str
) -> None:
    code, stderr = aggregate(tmp_path, "hostile.soc" if "toc" not in text else "h.toc", text)
    assert code == 2, stderr
    first = stderr.splitlines()[0]  # then perhaps a repair warned (names by numbers)
    assert first.startswith("error: "), stderr
    assert f"hostile.soc, line {line}:" in first or f"h.toc, line {line}:" in first, stderr
    assert message in first


def test_preflib_names_without_a_count_are_bounded_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("fairagents.formats._preflib.MAX_ALTERNATIVES", 3)
    names = "".join(f"# ALTERNATIVE NAME {i}: a{i}\n" for i in range(1, 5))
    with pytest.raises(ProfileError, match="names 4 alternatives, more than 3"):
        read_preflib(text="# DATA TYPE: soc\n" + names + "1: 1,2,3,4\n")


def test_preflib_counts_sum_exactly_past_64_bits() -> None:
    # 20,000 orders of 10^15 voters each: the sum (2·10^19) overflows int64; it is exact.
    lines = "".join(f"{MAX_COUNT}: 1,2\n" for _ in range(20_000))
    with pytest.warns(PrefLibWarning, match="NUMBER VOTERS 1 but the lines hold 20000000000"):
        read_preflib(text=SOC + "# NUMBER VOTERS: 1\n" + lines)


# -- Pabulib: META's counts, the budget, costs and points ----------------------------------------

META = "META\nkey;value\nbudget;10\nvote_type;{kind}\n{extra}PROJECTS\nproject_id;cost\n"
VOTES = "a;4\nb;6\nVOTES\nvoter_id;vote{points}\n{rows}"


def pb(rows: str = "1;a,b\n", kind: str = "approval", extra: str = "", costs: str = "") -> str:
    head = META.format(kind=kind, extra=extra)
    points = ";points" if kind in ("cumulative", "scoring") else ""
    return head + costs + VOTES.format(points=points, rows=rows)


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        (pb(extra="num_votes;" + "9" * 300 + "\n"), 5, "META's num_votes 9999"),
        (pb(extra="num_votes;2000000000000000\n"), 5, "num_votes 2,000,000,000,000,000 is more"),
        (pb(extra="num_projects;1000000\n"), 5, "META's num_projects 1,000,000 is more than"),
        (pb(extra="num_votes;-3\n"), 5, "must be at least 0"),
        (pb(extra="num_votes;many\n"), 5, "META's num_votes 'many' is not a whole number"),
        (pb().replace("budget;10", "budget;1e300"), 3, "the budget 1e300 is out of range"),
        (pb(costs="c;1e-30\n"), 7, "the cost 1e-30 is out of range"),
        (pb(costs="c;5e15\n"), 7, "the cost 5e15 is out of range"),
        (pb("1;a,b;3,1e20\n", kind="cumulative"), 11, "points 1e20 is out of range"),
    ],
)  # fmt: skip
def test_pabulib_numbers_are_bounded_at_their_line(
    tmp_path: Path, text: str, line: int, message: str
) -> None:
    code, stderr = aggregate(tmp_path, "hostile.pb", text)
    assert code == 2, stderr
    assert stderr.startswith("error: ") and stderr.count("\n") == 1, stderr
    assert f"hostile.pb, line {line}:" in stderr, stderr
    assert message in stderr


def test_pabulib_meta_counts_are_checked_before_any_vote(monkeypatch: pytest.MonkeyPatch) -> None:
    def never(*_: object) -> None:
        raise AssertionError("the votes were read")

    monkeypatch.setattr(_pabulib_read.Reader, "_votes", never)
    with pytest.raises(ProblemError, match="line 5: META's num_votes"):
        read_pabulib(text=pb(extra="num_votes;" + "9" * 30 + "\n"))


def test_pabulib_more_projects_than_the_limit_are_refused_at_the_one_too_many(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(_pabulib_read, "MAX_ALTERNATIVES", 2)
    with pytest.raises(ProblemError, match=r"line 9: more than 2 projects"):
        read_pabulib(text=pb(costs="c;1\n"))


# -- the bulk readers give what reading row by row gives ----------------------------------------

IDS = st.sampled_from(["1", "2", "10", "x", "x#2", "x#2#2", "a b", "zoë", "none", "VOTES", "7"])
PROJECTS = ["a", "b", "c", "d", "free", "none"]
TOKEN = st.sampled_from(["a", "b", "c", "d", "free", " a", "b ", "", "NONE"])


def _row(voter: str, tokens: list[str], extra: str) -> str:
    return f"{voter};{','.join(tokens)};{extra}\n"


rows = st.lists(
    st.builds(_row, IDS, st.lists(TOKEN, max_size=5), st.sampled_from(["", "x,y", "none"])),
    min_size=1,
    max_size=40,
)


def _election(votes: str) -> str:
    costs = "a;4;A\nb;6;B\nc;1;C\nd;2;D\nfree;0;F\n"
    return (
        "META\nkey;value\nbudget;10\nvote_type;approval\nPROJECTS\nproject_id;cost;name\n"
        + costs
        + "VOTES\nvoter_id;vote;district\n"
        + votes
    )


def _read(text: str) -> object:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", PabulibWarning)
        try:
            election = read_pabulib(text=text)
        except ProblemError as exc:
            return str(exc)
    return election, sorted(str(w.message) for w in caught)


@settings(max_examples=150, deadline=None)
@given(rows, st.sampled_from([1, 3, 1000]), st.booleans())
def test_approval_rows_read_in_bulk_as_one_by_one(
    votes: list[str], block: int, windows: bool
) -> None:
    text = _election("".join(votes))
    if windows:
        text = text.replace("\n", "\r\n")
    with pytest.MonkeyPatch.context() as m:
        m.setattr(_pabulib_read, "_BLOCK", block)  # blocks cut anywhere
        bulk = _read(text)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(_pabulib_read._ApprovalLines, "parse", lambda self, text: None)
        one_by_one = _read(text)
    assert bulk == one_by_one


def test_plain_approval_rows_do_take_the_bulk_path(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[bool] = []
    parse = _pabulib_read._ApprovalLines.parse

    def spy(self: _pabulib_read._ApprovalLines, text: str) -> object:
        calls.append(parse(self, text) is not None)
        return parse(self, text)

    monkeypatch.setattr(_pabulib_read._ApprovalLines, "parse", spy)
    with pytest.warns(PabulibWarning, match="cost 0"):
        election = read_pabulib(text=_election("1;a,b;x\n2;;y\n3;d,c,a,free;none\n"))
    assert calls == [True]
    assert election.problem.approvals == {"1": ("a", "b"), "2": (), "3": ("a", "c", "d")}


def _renamed(ids: list[str]) -> list[str]:
    """Reading row by row, as the reader did: an id used again becomes the first free ID#n."""
    seen: dict[str, None] = {}
    for voter in ids:
        if voter in seen:
            n = 2
            while f"{voter}#{n}" in seen:
                n += 1
            voter = f"{voter}#{n}"
        seen[voter] = None
    return list(seen)


@given(st.lists(st.sampled_from(["1", "1#2", "1#2#2", "2", "x", "x#3", "x#2", "é"]), max_size=30))
def test_repeated_voter_ids_are_renamed_as_row_by_row(ids: list[str]) -> None:
    if not ids:
        return
    raw = np.array([v.encode() for v in ids], dtype=np.bytes_)
    out, renamed = _pabulib_read._distinct(raw)
    assert [bytes(v).decode() for v in out] == _renamed(ids)
    assert renamed == sum(a != b for a, b in zip(ids, _renamed(ids), strict=True))


def test_a_quoted_field_across_a_block_boundary_stays_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(_pabulib_read, "_BLOCK", 2)
    votes = '1;a;x\n2;b;"two\nlines"\n3;"c,\nd";y\n'  # a block of 2 rows ends inside quotes
    with pytest.warns(PabulibWarning, match="cost 0"):
        election = read_pabulib(text=_election(votes))
    assert election.problem.approvals == {"1": ("a",), "2": ("b",), "3": ("c", "d")}
