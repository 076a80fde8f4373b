"""The Habermas Machine's data format read into rounds, PRISM-style personas, a round as a
scenario, and a panel's rankings compared with the humans' — on the synthetic file of the same
columns in tests/data/habermas (the release itself is the user's download)."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from scipy import stats
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.datasets.habermas import borda, ranking_agreement, read_habermas
from fairagents.datasets.personas import read_personas
from fairagents.errors import DatasetError
from fairagents.scenarios.habermas import habermas_scenario, human_rankings

from .conftest import ROOT

DATA = ROOT / "tests" / "data" / "habermas"
FILE = DATA / "candidate_comparisons.parquet"
SURVEY = DATA / "survey.jsonl"


def rows() -> list[dict[str, object]]:
    return pq.read_table(FILE).to_pylist()


def test_the_file_reads_into_rounds_iterations_rankings_and_critiques() -> None:
    rounds = read_habermas(FILE)
    assert [r.launch_id for r in rounds] == ["launch-a", "launch-b"]
    first = rounds[0]
    assert first.question.startswith("Should the town ban cars")
    assert [len(it.candidates) for it in first.iterations] == [4, 2]
    # Compared with the file's own rows, read here with pyarrow alone.
    row = next(r for r in rows() if r["worker_id"] == "launch-a-w2" and r["iteration_index"] == 0)
    ranked = first.iterations[0].rankings["launch-a-w2"]
    assert [c for g in ranked for c in g] == row["rankings.candidate_ids"]
    assert first.iterations[0].opinions["launch-a-w2"] == row["own_opinion.text"]
    assert first.iterations[0].critiques == {
        "launch-a-w2": "Add the deliveries.",
        "launch-a-w4": "Add the deliveries.",
    }
    tied = first.iterations[0].rankings["launch-a-w1"]
    assert [len(g) for g in tied] == [1, 2, 1]  # equal ranks tie


def test_a_round_is_a_choice_with_the_human_rankings_as_borda_points() -> None:
    round_ = read_habermas(FILE)[0]
    problem = round_.to_problem(0)
    it = round_.iterations[0]
    ids = it.candidate_names()
    for worker, name in it.agent_names().items():
        by_hand = borda(it.rankings[worker])
        assert problem.utilities[name] == {ids[c]: by_hand[c] for c in it.candidates}
    assert [a.description for a in problem.alternatives] == list(it.candidates.values())
    with pytest.raises(DatasetError, match="no iteration 5"):
        round_.to_problem(5)


def write(tmp_path: Path, changed: list[dict[str, object]]) -> Path:
    path = tmp_path / "bad.parquet"
    pq.write_table(pa.Table.from_pylist(changed), path)
    return path


def test_bad_files_are_refused_naming_the_row_and_the_column(tmp_path: Path) -> None:
    good = rows()
    without = [{k: v for k, v in r.items() if k != "own_opinion.text"} for r in good]
    with pytest.raises(DatasetError, match=r"no column own_opinion\.text"):
        read_habermas(write(tmp_path, without))
    short = [dict(r) for r in good]
    short[2]["rankings.numerical_ranks"] = [0, 1]
    with pytest.raises(DatasetError, match=r"row 3, rankings.numerical_ranks: 2 ranks for 4"):
        read_habermas(write(tmp_path, short))
    stranger = [dict(r) for r in good]
    ids = list(stranger[0]["rankings.candidate_ids"])  # type: ignore[call-overload]
    stranger[0]["rankings.candidate_ids"] = ["nobody", *ids[1:]]
    with pytest.raises(DatasetError, match=r"row 1, rankings\.candidate_ids: 'nobody' is not"):
        read_habermas(write(tmp_path, stranger))
    twice = [*good, good[0]]
    with pytest.raises(DatasetError, match="ranks iteration 0 twice"):
        read_habermas(write(tmp_path, twice))
    (tmp_path / "text.parquet").write_text("not parquet")
    with pytest.raises(DatasetError, match="not a readable Parquet file"):
        read_habermas(tmp_path / "text.parquet")


def test_personas_flatten_the_survey_and_keep_the_persons_words(tmp_path: Path) -> None:
    people = read_personas(SURVEY)
    assert [p.id for p in people] == ["user-001", "user-002", "user-003", "user-004"]
    first = people[0]
    assert first.attributes["location.reside_country"] == "Chile"
    assert first.attributes["religion.self_described"] == "No religion"
    assert first.self_description == "I teach music and cycle to work."
    assert "In their own words: I teach music" in first.describe()
    assert "own words" not in people[3].describe()  # an empty field is dropped, not invented
    csv = tmp_path / "survey.csv"
    csv.write_text("user_id,age,self_description\nu1,25-34,I farm.\n", encoding="utf-8")
    assert read_personas(csv)[0].describe() == "age: 25-34. In their own words: I farm."
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"user_id": "a"}\n{"age": 3}\n', encoding="utf-8")
    with pytest.raises(DatasetError, match="line 2: no user_id"):
        read_personas(bad)
    bad.write_text('{"user_id": "a"}\n{"user_id": "a"}\n', encoding="utf-8")
    with pytest.raises(DatasetError, match="appears twice"):
        read_personas(bad)
    bad.write_text('{"user_id": "a"}\n{oops\n', encoding="utf-8")
    with pytest.raises(DatasetError, match="line 2: not JSON"):
        read_personas(bad)


def test_a_round_becomes_a_scenario_of_its_participants_with_their_personas() -> None:
    round_ = read_habermas(FILE)[0]
    scenario = habermas_scenario(round_, personas=read_personas(SURVEY)[:2])
    assert [a.name for a in scenario.agents] == ["p1", "p2", "p3", "p4"]
    assert "Chile" in scenario.agents[0].persona
    assert "Your opinion on the question: Yes: the centre" in scenario.agents[0].persona
    assert "Chile" not in scenario.agents[2].persona  # two personas for four participants
    assert scenario.protocol.mode == "menu" and scenario.rule.name == "schulze"
    with pytest.raises(Exception, match="at most one each"):
        habermas_scenario(round_, personas=read_personas(SURVEY) * 2)


def test_agreement_is_kendalls_tau_b_per_participant() -> None:
    human = {"a": (("x",), ("y", "z"), ("w",)), "b": (("x",), ("y",), ("z",), ("w",))}
    panel = {"a": (("x",), ("y",), ("z",), ("w",)), "b": (("w",), ("z",), ("y",), ("x",))}
    found = ranking_agreement(panel, human)
    expected = stats.kendalltau([3, 2, 1, 0], [2, 1, 1, 0]).statistic
    assert found.taus == {"a": pytest.approx(expected), "b": -1.0}
    assert found.mean == pytest.approx((expected - 1) / 2) and found.n == 2
    assert ranking_agreement({"a": (("x", "y", "z", "w"),)}, human).taus == {"a": None}
    with pytest.raises(DatasetError, match="no human ranking for c"):
        ranking_agreement({"c": human["a"]}, human)


def cli(*args: str) -> str:
    done = CliRunner().invoke(app, list(args))
    assert done.exit_code == 0, done.output
    return done.output


@pytest.mark.parametrize(("model", "reads_the_humans"), [("analytic", True), ("scripted", False)])
def test_a_panel_runs_the_written_scenario_and_is_compared_with_the_humans(
    tmp_path: Path, model: str, reads_the_humans: bool
) -> None:
    scenario = tmp_path / "hm.yaml"
    cli("habermas", "scenario", str(FILE), "--round", "1", "--personas", str(SURVEY),
        "--out", str(scenario))  # fmt: skip
    cli("run", str(scenario), "--model", model, "--out", str(tmp_path / "run"))
    found = json.loads(cli("habermas", "compare", str(FILE), str(tmp_path / "run"), "--json"))
    round_ = read_habermas(FILE)[0]
    humans = human_rankings(round_)
    assert set(found["taus"]) == set(humans) and found["n"] == 4
    assert all(-1 <= t <= 1 for t in found["taus"].values())
    untied = [a for a, r in humans.items() if all(len(g) == 1 for g in r)]
    if reads_the_humans:  # the analytic agent ranks by the human rankings: a plumbing check
        assert all(found["taus"][a] == pytest.approx(1.0) for a in untied)
    else:  # a panel whose preferences mean nothing does not reproduce them
        assert found["mean"] < 0.9


def test_the_cli_lists_rounds_and_refuses_a_run_of_another_file(tmp_path: Path) -> None:
    listed = json.loads(cli("habermas", "rounds", str(FILE), "--json"))
    assert [r["participants"] for r in listed] == [4, 4]
    assert listed[0]["candidates"] == [4, 2]
    cli("run", "triage", "--out", str(tmp_path / "triage"))
    done = CliRunner().invoke(app, ["habermas", "compare", str(FILE), str(tmp_path / "triage")])
    assert done.exit_code == 2 and "no round of this file" in done.output
    done = CliRunner().invoke(app, ["habermas", "scenario", str(FILE), "--round", "9"])
    assert done.exit_code == 2 and "the file has 2 rounds" in done.output


@pytest.mark.llm
def test_the_embedded_model_is_a_panel_compared_with_the_humans(tmp_path: Path) -> None:
    scenario = tmp_path / "hm.yaml"
    cli("habermas", "scenario", str(FILE), "--round", "2", "--personas", str(SURVEY),
        "--out", str(scenario))  # fmt: skip
    cli("run", str(scenario), "--model", "local", "--out", str(tmp_path / "run"))
    found = json.loads(cli("habermas", "compare", str(FILE), str(tmp_path / "run"), "--json"))
    assert set(found["taus"]) == {"p1", "p2", "p3", "p4"}
    assert all(t is None or -1 <= t <= 1 for t in found["taus"].values())
