"""PrefLib and Pabulib files: real samples, round trips, and every messy-file case one by one."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fairagents.errors import ProblemError, ProfileError
from fairagents.formats import (
    PabulibElection,
    PabulibWarning,
    PrefLibWarning,
    load_any_problem,
    load_profile,
    pabulib_text,
    preflib_text,
    read_pabulib,
    read_preflib,
    write_pabulib,
    write_preflib,
)
from fairagents.models import Profile
from fairagents.problems import BudgetedSelection

DATA = Path(__file__).parent / "data"
PREFLIB = sorted((DATA / "preflib").glob("*.*[!d]"))
PABULIB = sorted((DATA / "pabulib").glob("*.pb"))


def _no_warnings() -> warnings.catch_warnings[None]:
    manager = warnings.catch_warnings()
    manager.__enter__()
    warnings.simplefilter("error")
    return manager


# -- PrefLib -------------------------------------------------------------------------------------


def test_the_sample_is_there() -> None:
    assert len(PREFLIB) == 3
    assert len(PABULIB) == 40
    approval = [p for p in PABULIB if "vote_type;approval" in p.read_text(encoding="utf-8")]
    assert len(approval) >= 30


@pytest.mark.parametrize("path", PREFLIB, ids=lambda p: p.name)
def test_preflib_sample_round_trips(path: Path, tmp_path: Path) -> None:
    profile = read_preflib(path)
    assert profile == read_preflib(text=preflib_text(profile))
    written = write_preflib(profile, tmp_path / path.name)
    assert read_preflib(written) == profile
    assert load_profile(path) == profile


@pytest.mark.parametrize("name", ["00004-00000006.soc", "00002-00000006.toc", "00002-00000006.soi"])
def test_preflib_as_pref_voting_reads_it(name: str) -> None:
    from pref_voting.io.readers import preflib_to_profile

    path = DATA / "preflib" / name
    ours = read_preflib(path)
    theirs = preflib_to_profile(str(path))
    m = len(ours.alternatives)
    assert ours.weights.sum() == theirs.num_voters

    def support() -> np.ndarray:  # pref_voting numbers the candidates 1…m, as the file does
        return np.array(
            [[theirs.support(i + 1, j + 1) if i != j else 0 for j in range(m)] for i in range(m)]
        )

    # By default pref_voting, like PrefLib, compares nothing with an unranked alternative;
    # fairagents puts the unranked tied last, which is pref_voting's extended strict preference.
    assert np.array_equal(support(), ours.majority) == (not name.endswith(".soi"))
    theirs.use_extended_strict_preference()
    assert np.array_equal(support(), ours.majority)


def test_incomplete_orders_read_as_prefLib_imbues_them() -> None:
    """PrefLib built its .toc from the .soi by adding the unranked alternatives tied at the
    bottom; fairagents reads the .soi that way, so both give the same majority matrix."""
    soi = read_preflib(DATA / "preflib" / "00002-00000006.soi")
    toc = read_preflib(DATA / "preflib" / "00002-00000006.toc")
    assert soi.alternatives == toc.alternatives
    assert np.array_equal(soi.majority, toc.majority)
    assert soi.ballots[18].ranking == (("Stefano Zacchiroli",),)  # "7: 1" ranks one alone


HEAD = "# NUMBER ALTERNATIVES: 3\n# ALTERNATIVE NAME 1: a\n# ALTERNATIVE NAME 2: b\n"
HEAD += "# ALTERNATIVE NAME 3: c\n"


def test_preflib_cat_two_categories_are_approvals() -> None:
    text = "# DATA TYPE: cat\n# NUMBER CATEGORIES: 2\n" + HEAD + "2: {1,3},{2}\n1: {},{1,2,3}\n"
    p = read_preflib(text=text)
    assert p.approvals.tolist() == [[True, False, True], [False, False, False]]
    assert read_preflib(text=preflib_text(p)) == p


def test_preflib_cat_more_categories_are_a_weak_order() -> None:
    text = "# DATA TYPE: cat\n# NUMBER CATEGORIES: 3\n" + HEAD + "1: {2},{},{1}\n"
    p = read_preflib(text=text)
    assert p.ballots[0].ranking == (("b",), ("a",))  # c in no category: tied last


def test_preflib_bom_and_windows_line_ends(tmp_path: Path) -> None:
    text = "# DATA TYPE: soc\n" + HEAD + "1: 1,2,3\n"
    path = tmp_path / "x.soc"
    path.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode())
    assert read_preflib(path) == read_preflib(text=text)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("1: 1,2,4\n", "line 6: alternative '4' is unknown"),
        ("1: 1,1,2\n", "line 6: alternative 1 appears twice"),
        ("x: 1,2,3\n", "line 6: the count 'x' is not a whole number"),
        ("0: 1,2,3\n", "line 6: the count 0 must be at least 1"),
        ("1: 1,{2,3}\n", "line 6: a tie {…} in a strict order"),
        ("1: 1,2\n", "line 6: the order leaves 1 alternative(s) out"),
        ("1 1,2,3\n", "line 6: expected `count: order`"),
        ("1: 1,{2,3\n", "line 6: a `{` without its `}`"),
        ("1: 1,2,3\n# LATE: x\n", "line 7: a header line after the orders began"),
    ],
)
def test_preflib_errors_name_file_and_line(body: str, message: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.soc"
    path.write_text("# DATA TYPE: soc\n" + HEAD + body, encoding="utf-8")
    with pytest.raises(ProfileError, match="^" + str(path).replace(".", r"\.") + ", ") as info:
        read_preflib(path)
    assert message in str(info.value)


def test_preflib_file_level_errors(tmp_path: Path) -> None:
    with pytest.raises(ProfileError, match="the file is empty"):
        read_preflib(text="")
    with pytest.raises(ProfileError, match="no `# DATA TYPE:` line"):
        read_preflib(text=HEAD + "1: 1,2,3\n")
    with pytest.raises(ProfileError, match="cannot read"):
        read_preflib(tmp_path / "missing.soc")
    path = tmp_path / "latin.soc"
    path.write_bytes(("# DATA TYPE: soc\n" + HEAD).encode() + b"# TITLE: caf\xe9\n1: 1,2,3\n")
    with pytest.raises(ProfileError, match=r"line 6: not UTF-8 text: byte 0xe9"):
        read_preflib(path)


def test_preflib_repairs_are_warned() -> None:
    with pytest.warns(PrefLibWarning, match="NUMBER VOTERS 5 but the lines hold 1"):
        read_preflib(text="# DATA TYPE: soc\n# NUMBER VOTERS: 5\n" + HEAD + "1: 1,2,3\n")
    with pytest.warns(PrefLibWarning, match="named by their numbers"):
        p = read_preflib(text="# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 2\n1: 2,1\n")
    assert p.alternatives == ("1", "2")


def test_preflib_write_refuses_what_it_cannot_say(tmp_path: Path) -> None:
    utilities = Profile.from_utilities({"x": {"a": 1.0, "b": 0.0}})
    with pytest.raises(ProfileError, match="utilities has no PrefLib form"):
        preflib_text(utilities)
    weighted = Profile.from_rankings([["a", "b"]], weights=[0.5])
    with pytest.raises(ProfileError, match="not a whole number"):
        preflib_text(weighted)
    ties = Profile.from_rankings([["a", ["b", "c"]]])
    with pytest.raises(ProfileError, match=r"write them as \.toc, not \.soc"):
        write_preflib(ties, tmp_path / "x.soc")


@st.composite
def _rank_profiles(draw: st.DrawFn) -> Profile:
    m = draw(st.integers(1, 5))
    alts = [f"alt {i}" for i in range(m)]
    rows = []
    for _ in range(draw(st.integers(1, 8))):
        ranks = draw(st.lists(st.sampled_from([0.0, 1.0, 2.0, np.nan]), min_size=m, max_size=m))
        if all(np.isnan(r) for r in ranks):
            ranks[0] = 0.0
        rows.append(ranks)
    weights = draw(st.lists(st.integers(1, 50), min_size=len(rows), max_size=len(rows)))
    return Profile.from_arrays(alts, ranks=rows, weights=weights)


@settings(max_examples=60)
@given(_rank_profiles())
def test_preflib_round_trip_keeps_every_ranking(profile: Profile) -> None:
    """Written and read back, each distinct order keeps its ranking and its total weight."""
    back = read_preflib(text=preflib_text(profile))
    assert back.alternatives == profile.alternatives
    totals: dict[object, float] = {}
    for b in profile.ballots:
        totals[b.ranking] = totals.get(b.ranking, 0) + b.weight
    assert {b.ranking: b.weight for b in back.ballots} == totals
    assert np.array_equal(back.majority, profile.majority)
    assert read_preflib(text=preflib_text(back)) == back


# -- Pabulib -------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", PABULIB, ids=lambda p: p.name)
def test_pabulib_sample_reads_and_round_trips(path: Path, tmp_path: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PabulibWarning)  # the sample's one free project
        election = read_pabulib(path)
        written = write_pabulib(election, tmp_path / path.name)
        again = read_pabulib(written)
    assert again == election
    assert len(election.problem.stakeholder_ids) == int(election.meta["num_votes"])
    if election.vote_type == "ordinal":
        assert election.rankings is not None
    for satisfaction in ("cardinality", "cost"):
        assert election.budget_problem(satisfaction).projects == election.problem.projects


MINIMAL = """META
key;value
budget;10
vote_type;{vote_type}
PROJECTS
project_id;cost;name
a;4;"Park; trees"
b;6;Lane
c;5;Pool
VOTES
voter_id;vote{points_header}
{votes}"""


def _pb(vote_type: str = "approval", votes: str = "1;a,b\n2;c\n", points: bool = False) -> str:
    header = ";points" if points else ""
    return MINIMAL.format(vote_type=vote_type, points_header=header, votes=votes)


def test_pabulib_vote_types_become_utilities_as_pabutools_reads_them() -> None:
    approval = read_pabulib(text=_pb())
    assert approval.problem.approvals == {"1": ("a", "b"), "2": ("c",)}
    assert approval.budget_problem("cost").utilities == {"1": {"a": 4.0, "b": 6.0}, "2": {"c": 5.0}}
    cumulative = read_pabulib(text=_pb("cumulative", "1;a,c;3,7\n2;b;10\n", points=True))
    assert cumulative.problem.utilities == {"1": {"a": 3.0, "c": 7.0}, "2": {"b": 10.0}}
    assert cumulative.budget_problem("cardinality").approvals == {"1": ("a", "c"), "2": ("b",)}
    ordinal = read_pabulib(text=_pb("ordinal", "1;c,a,b\n2;b\n"))
    assert ordinal.problem.utilities == {"1": {"c": 2.0, "a": 1.0, "b": 0.0}, "2": {"b": 0.0}}
    assert ordinal.rankings is not None
    assert ordinal.rankings.ballots[0].ranking == (("c",), ("a",), ("b",))


def test_pabulib_quoted_semicolons_bom_and_windows_line_ends(tmp_path: Path) -> None:
    path = tmp_path / "x.pb"
    path.write_bytes(b"\xef\xbb\xbf" + _pb().replace("\n", "\r\n").encode())
    election = read_pabulib(path)
    assert election == read_pabulib(text=_pb())
    assert election.project_info["a"]["name"] == "Park; trees"
    assert read_pabulib(text=pabulib_text(election)) == election


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            _pb(votes="1;a,z\n"),
            "line 12: voter '1' votes for project 'z', which is not in PROJECTS",
        ),
        (_pb().replace("a;4;", "a;-4;"), "line 7: project 'a' costs -4"),
        (_pb().replace("a;4;", "a;four;"), "line 7: project 'a': the cost 'four' is not a number"),
        (_pb().replace("budget;10\n", ""), "line 5: META has no `budget` row"),
        (_pb().replace("vote_type;approval\n", ""), "META has no `vote_type` row"),
        (_pb().replace("approval", "quadratic"), "vote_type 'quadratic' is unknown"),
        (_pb().split("VOTES")[0], "the VOTES section is missing"),
        (_pb().replace("META\nkey;value\n", ""), "data before the first section"),
        (
            _pb("cumulative", "1;a,b;3\n", points=True),
            "line 12: voter '1': 2 projects but 1 points",
        ),
        (_pb("ordinal", "1;a,a\n"), "line 12: voter '1' names project 'a' twice"),
        (_pb().replace("c;5;Pool", "c;5;Pool;extra"), "line 9: 4 fields but the header has 3"),
        (_pb().replace("project_id;cost;name", "id;cost;name"), "has no `project_id` column"),
        (_pb(votes=""), "the VOTES section holds no vote"),
        (_pb().replace("b;6;Lane", "a;6;Lane"), "line 8: project 'a' is listed twice"),
    ],
)
def test_pabulib_errors_name_file_and_line(text: str, message: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.pb"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ProblemError) as info:
        read_pabulib(path)
    assert str(info.value).startswith(f"{path}")
    assert message in str(info.value)


def test_pabulib_sections_out_of_order() -> None:
    text = _pb()
    meta, rest = text.split("PROJECTS\n")
    projects, votes = rest.split("VOTES\n")
    with pytest.raises(ProblemError, match="VOTES before PROJECTS"):
        read_pabulib(text=meta + "VOTES\n" + votes + "PROJECTS\n" + projects)


def test_pabulib_repairs_are_warned_and_written_back() -> None:
    with pytest.warns(PabulibWarning, match="1 voter id.s. used again; renamed"):
        e = read_pabulib(text=_pb(votes="1;a\n1;b\n"))
    assert e.problem.approvals == {"1": ("a",), "1#2": ("b",)}
    with pytest.warns(PabulibWarning, match="name a project twice; counted once"):
        e = read_pabulib(text=_pb(votes="1;a,a,b\n"))
    assert e.problem.approvals == {"1": ("a", "b")}
    with pytest.warns(PabulibWarning, match=r"1 project\(s\) cost 0: 'c' \(line 9\)"):
        free = read_pabulib(text=_pb().replace("c;5;", "c;0;"))
    assert free.free_projects == ("c",)
    assert "c" not in free.problem.projects
    assert free.problem.approvals == {"1": ("a", "b"), "2": ()}
    with pytest.warns(PabulibWarning):
        assert read_pabulib(text=pabulib_text(free)) == free
    with pytest.warns(PabulibWarning, match="META says num_votes 7 but the file holds 2"):
        read_pabulib(text=_pb().replace("budget;10", "budget;10\nnum_votes;7"))


def test_pabulib_decimal_commas_and_none_fields() -> None:
    e = read_pabulib(text=_pb().replace("budget;10", "budget;10,5").replace(";Lane", ";none"))
    assert e.problem.budget == 10.5
    assert "name" not in e.project_info["b"]


def test_unit_cost_election_is_a_committee() -> None:
    text = _pb(votes="1;a,b\n2;c\n3;a\n").replace("a;4;", "a;5;").replace("b;6;", "b;5;")
    profile, k = read_pabulib(text=text).committee()
    assert k == 2
    assert profile.alternatives == ("a", "b", "c")
    assert profile.approvals.sum(axis=0).tolist() == [2, 1, 1]
    with pytest.raises(ProblemError, match="3 different costs"):
        read_pabulib(text=_pb()).committee()


def test_load_any_problem_reads_pb_and_json(tmp_path: Path) -> None:
    path = tmp_path / "x.pb"
    path.write_text(_pb(), encoding="utf-8")
    problem = load_any_problem(path)
    assert isinstance(problem, BudgetedSelection)
    as_json = tmp_path / "x.json"
    as_json.write_text(problem.model_dump_json(), encoding="utf-8")
    assert load_any_problem(as_json) == problem


_ids = (
    st.text('abcxyz;," ', min_size=1, max_size=4)
    .map(str.strip)
    .filter(lambda s: bool(s) and "," not in s and s.lower() != "none")
)


@st.composite
def _elections(draw: st.DrawFn) -> str:
    projects = draw(st.lists(_ids, min_size=1, max_size=5, unique=True))
    vote_type = draw(st.sampled_from(["approval", "cumulative", "scoring", "ordinal"]))
    rows = []
    for voter in range(draw(st.integers(1, 6))):
        named = draw(st.lists(st.sampled_from(projects), unique=True, max_size=len(projects)))
        points = [str(draw(st.integers(0, 9))) for _ in named]
        rows.append([str(voter), ",".join(named), ",".join(points)])
    costs = [draw(st.sampled_from(["1", "2.5", "100", "7"])) for _ in projects]
    import csv
    import io

    out = io.StringIO()
    w = csv.writer(out, delimiter=";", lineterminator="\n")
    w.writerows([["META"], ["key", "value"], ["budget", "10"], ["vote_type", vote_type]])
    w.writerows(
        [["PROJECTS"], ["project_id", "cost"], *map(list, zip(projects, costs, strict=True))]
    )
    points = vote_type in ("cumulative", "scoring")
    w.writerows([["VOTES"], ["voter_id", "vote", *(["points"] if points else [])]])
    w.writerows([r if points else r[:2] for r in rows])
    return out.getvalue()


@settings(max_examples=60)
@given(_elections())
def test_pabulib_round_trip_is_exact(text: str) -> None:
    election = read_pabulib(text=text)
    assert isinstance(election, PabulibElection)
    assert read_pabulib(text=pabulib_text(election)) == election


def test_a_scenario_problem_may_name_a_pb_file(tmp_path: Path) -> None:
    from fairagents.scenarios import load_scenario

    (tmp_path / "city.pb").write_text(_pb(), encoding="utf-8")
    (tmp_path / "s.yaml").write_text("id: s\nproblem: city.pb\nagents: [{name: n}]\n")
    problem = load_scenario(tmp_path / "s.yaml").problem
    assert problem == read_pabulib(text=_pb()).problem


@settings(max_examples=80)
@given(
    st.integers(1, 6).flatmap(
        lambda m: st.tuples(
            st.just(m),
            st.lists(
                st.tuples(st.integers(1, 9), st.permutations(range(1, m + 1)), st.integers(0, m)),
                min_size=1,
                max_size=10,
            ),
        )
    )
)
def test_strict_orders_read_in_bulk_as_line_by_line(case: tuple[int, list[Any]]) -> None:
    """A .soi file's strict orders are parsed all at once; a .toi reading of the same lines goes
    line by line. Both give the same profile."""
    m, lines = case
    body = "".join(f"{n}: {','.join(map(str, order[:k]))}\n" for n, order, k in lines)
    head = f"# NUMBER ALTERNATIVES: {m}\n" + "".join(
        f"# ALTERNATIVE NAME {i}: alt {i}\n" for i in range(1, m + 1)
    )
    bulk = read_preflib(text=head + body, data_type="soi")
    assert bulk == read_preflib(text=head + body, data_type="toi")
    assert bulk.weights.tolist() == [n for n, _, _ in lines]
