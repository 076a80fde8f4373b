"""What runs report beyond fairness, recomputed from recorded runs by code written apart here:
emergence and compromise from the store's subjects (plain SQL and sets), lottery and the
first-round rule from the transcript, ballot dynamics from the transcript's ballots; the tables
against plain counts; a store written before these were recorded still loads; a run directory."""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from fairagents.errors import SweepError
from fairagents.experiments import (
    LocalBackend,
    ResultsStore,
    expand,
    load_results,
    load_sweep,
    run_sweep,
)
from fairagents.experiments._deliberation_tables import (
    decision_table,
    deliberation_value_table,
    dynamics_table,
    emergence_table,
    with_lottery,
)
from fairagents.experiments._execute import run_one
from fairagents.experiments._store_schema import MEASURE_TABLES
from fairagents.experiments.tables import criteria_table, varying_axes
from fairagents.models import as_tie_groups

from .conftest import EXAMPLES
from .test_measures import brute_distance

SWEEPS = EXAMPLES / "sweeps"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two-agent triage debates, one-agent distributive runs (whose ballots tie, so lotteries
    and menu items decide) and the many-agent negotiation under three rules."""
    path = tmp_path_factory.mktemp("measures") / "results.sqlite"
    with ResultsStore(path) as results, LocalBackend() as backend:
        for name, limit in (("triage_600", 12), ("distributive", 12), ("negotiation", None)):
            expansion = expand(load_sweep(SWEEPS / f"{name}.yaml"), base=SWEEPS, limit=limit)
            assert run_sweep(expansion, results, backend).failed == 0
    return path


def query(path: Path, sql: str) -> list[dict[str, Any]]:
    db = sqlite3.connect(path)
    db.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in db.execute(sql)]
    finally:
        db.close()


def final_subjects(path: Path) -> dict[str, list[dict[str, Any]]]:
    rows = query(
        path,
        "SELECT s.* FROM subjects s JOIN (SELECT run_id, MAX(round) AS last FROM subjects "
        "GROUP BY run_id) m ON s.run_id = m.run_id AND s.round = m.last",
    )
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        out[r["run_id"]].append({**r, "criteria": json.loads(r["criteria"])})
    return out


def test_emergence_and_compromise_agree_with_the_subjects_recorded(store: Path) -> None:
    measured = {m["run_id"]: m for m in query(store, "SELECT * FROM run_measures")}
    finals = final_subjects(store)
    assert set(measured) == set(finals) and len(finals) == 12 + 12 + 3
    lost_somewhere = compromises = 0
    for run_id, subjects in finals.items():
        joint = next(s for s in subjects if s["who"] == "joint")
        agents = [s for s in subjects if s["who"] != "joint"]
        met_by_agents = {c for a in agents for c, ok in a["criteria"].items() if ok}
        joint_met = {c for c, ok in joint["criteria"].items() if ok}
        joint_unmet = set(joint["criteria"]) - joint_met
        m = measured[run_id]
        assert set(json.loads(m["emergent"])) == joint_met - met_by_agents
        assert set(json.loads(m["lost"])) == joint_unmet & met_by_agents
        proposed = {a["who"] for a in agents if a["candidate"] == joint["candidate"]}
        assert set(json.loads(m["proposed_by"])) == proposed
        assert bool(m["compromise"]) == (not proposed)
        assert (m["source"] == "own_proposal") == bool(proposed)
        assert m["candidate"] == joint["candidate"] and m["compared"] == len(agents)
        lost_somewhere += bool(json.loads(m["lost"]))
        compromises += bool(m["compromise"])
    # the recorded runs exercise both answers of each question
    assert 0 < lost_somewhere < len(finals) and 0 < compromises < len(finals)


def test_lottery_and_the_first_round_rule_agree_with_the_transcript(store: Path) -> None:
    with ResultsStore(store, create=False) as results:
        runs = [results.result(r["run_id"]) for r in results.run_rows()]
    lotteries = 0
    for run in runs:
        outcomes = [e for e in run.events() if e["kind"] == "outcome"]
        final, first = outcomes[-1], outcomes[0]
        assert run.decision is not None and run.first_rule is not None
        tied = len(final["winners"]) > 1
        assert run.decision.tied == tied
        assert run.decision.lottery == (tied and final["params"].get("tie_break") == "random")
        assert run.decision.how == "vote" and run.decision.protocol == "vote"
        lotteries += run.decision.lottery
        # The vote protocol's round 0 outcome is the rule on the first round's ballots: the
        # baseline recomputed from the ballots must be that outcome, assessed identically.
        assert first["round"] == 0 and run.first_rule.candidate == first["choice"]
        joint0 = next(s for s in run.subjects if s.round == 0 and s.who == "joint")
        assert run.first_rule.model_dump(exclude={"who", "groups"}) == joint0.model_dump(
            exclude={"who", "groups"}
        )
    assert 0 < lotteries < len(runs)


def test_dynamics_agree_with_the_transcripts_ballots(store: Path) -> None:
    with ResultsStore(store, create=False) as results:
        runs = [results.result(r["run_id"]) for r in results.run_rows()]
    moved_somewhere = 0
    for run in runs:
        ballots: dict[int, dict[str, Any]] = defaultdict(dict)
        for e in run.events():
            if e["kind"] == "ballot":
                ballots[e["round"]][e["agent"]] = as_tie_groups(e["ballot"]["ranking"])
        recorded = {(m.round, m.agent): m for m in run.moves}
        assert set(recorded) == {(r, a) for r, bs in ballots.items() for a in bs}
        for (r, agent), move in recorded.items():
            now = ballots[r][agent]
            if r == 0:
                assert move.moved is None and move.conformity is None
                continue
            before = ballots[r - 1]
            moved = brute_distance(before[agent], now)
            assert move.moved == (None if moved is None else pytest.approx(moved, abs=1e-6))
            gains = []
            for other, theirs in before.items():
                was, is_now = brute_distance(before[agent], theirs), brute_distance(now, theirs)
                if other != agent and was is not None and is_now is not None:
                    gains.append(was - is_now)
            expected = sum(gains) / len(gains) if gains else None
            assert move.conformity == (
                None if expected is None else pytest.approx(expected, abs=2e-6)
            )
            moved_somewhere += bool(move.moved)
        spreads = {s.round: s.spread for s in run.spreads}
        for r, bs in ballots.items():
            pairs = [d for x, y in _pairs(list(bs.values())) if (d := brute_distance(x, y))]
            pairs += [0.0 for x, y in _pairs(list(bs.values())) if brute_distance(x, y) == 0]
            if pairs:
                assert spreads[r] == pytest.approx(sum(pairs) / len(pairs), abs=1e-6)
            else:
                assert spreads[r] is None
    assert moved_somewhere > 0


def _pairs(items: list[Any]) -> list[tuple[Any, Any]]:
    return [(x, y) for i, x in enumerate(items) for y in items[i + 1 :] if _shared(x, y) >= 2]


def _shared(x: Any, y: Any) -> int:
    return len({c for g in x for c in g} & {c for g in y for c in g})


def test_the_tables_count_what_the_store_holds(store: Path) -> None:
    runs = load_results(store, level="runs", sweep="triage-600")
    subjects = load_results(store, sweep="triage-600")
    groups = varying_axes(subjects)
    table = decision_table(runs, group_by=groups)
    counts: dict[tuple[Any, ...], list[int]] = defaultdict(lambda: [0, 0, 0])
    for r in query(
        store,
        "SELECT r.labels, m.* FROM runs r JOIN run_measures m USING (run_id) "
        "WHERE r.sweep = 'triage-600'",
    ):
        labels = json.loads(r["labels"])
        key = tuple(labels[g] for g in groups)
        counts[key][0] += 1
        counts[key][1] += r["lottery"]
        counts[key][2] += r["compromise"]
    assert len(table) == len(counts)
    for key, (n, lottery, compromise) in counts.items():
        row = table.loc[key]
        assert (row["runs"], row["lottery.k"], row["lottery.n"]) == (n, lottery, n)
        assert row["compromise.k"] == compromise and row["lottery"] == pytest.approx(lottery / n)
        assert row["lottery.low"] <= row["lottery"] <= row["lottery.high"]
    emerged = emergence_table(runs, group_by=groups)
    assert list(emerged.columns[:2]) == ["runs", "emerged"] and "lottery" in emerged.columns
    # every table shows the lottery share: the criteria table gains it per configuration
    central = with_lottery(criteria_table(subjects), runs)
    for key, (n, lottery, _) in counts.items():
        assert (
            central.loc[(*key, "joint")]["lottery.k"],
            central.loc[(*key, "joint")]["lottery.n"],
        ) == (lottery, n)


def test_the_value_of_deliberation_is_the_mean_of_each_outcome(store: Path) -> None:
    subjects = load_results(store, sweep="negotiative-alignment")
    baselines = load_results(store, level="baselines", sweep="negotiative-alignment")
    table = deliberation_value_table(subjects, baselines, group_by=["rule"])
    rows = query(
        store,
        "SELECT r.labels, b.* FROM baselines b JOIN runs r USING (run_id) "
        "WHERE r.sweep = 'negotiative-alignment'",
    )
    for r in rows:
        rule = json.loads(r["labels"])["rule"]
        row = table.loc[(rule, "first-round rule")]
        assert row["total utility"] == pytest.approx(r["utilitarian"])
        assert row["minimum"] == pytest.approx(r["minimum"])
        met = sum(json.loads(r["criteria"]).values())
        assert row["criteria met"] == pytest.approx(met)
    outcomes = {o for _, o in table.index}
    assert {"first-round rule", "final joint outcome"} <= outcomes
    agents = set(subjects[(subjects["round"] == 0) & (subjects["who"] != "joint")]["who"])
    assert {
        o.removeprefix("first proposal: ") for o in outcomes if o.startswith("first proposal")
    } == agents
    dynamics = dynamics_table(
        load_results(store, level="dynamics"), load_results(store, level="runs")
    )
    assert {"moved", "conformity", "spread", "rounds to agreement"} <= set(dynamics.columns)


def test_a_store_written_before_runs_recorded_their_measures_still_loads(
    store: Path, tmp_path: Path
) -> None:
    old = tmp_path / "old.sqlite"
    shutil.copy(store, old)
    db = sqlite3.connect(old)
    for table in MEASURE_TABLES:
        db.execute(f"DROP TABLE {table}")
    db.commit()
    db.close()
    runs = load_results(old, level="runs")
    assert len(runs) == 27 and runs["decided_by"].isna().all() and runs["lottery"].isna().all()
    assert load_results(old, level="dynamics").empty and load_results(old, level="baselines").empty
    with ResultsStore(old, create=False) as results:
        run_id = results.run_rows()[0]["run_id"]
        back = results.result(run_id)
    assert back.decision is None and back.moves == () and back.first_rule is None
    with pytest.raises(SweepError, match="before runs recorded their decisions"):
        decision_table(runs)
    subjects = load_results(old)
    table = criteria_table(subjects)
    assert with_lottery(table, runs).equals(table)
    # resuming a sweep into it adds the tables, and the runs it records have their measures
    with ResultsStore(old) as results:
        spec = expand(load_sweep(SWEEPS / "triage_600.yaml"), base=SWEEPS, limit=13).runs[12]
        results.record(run_one(spec))
        assert results.result(spec.run_id).decision is not None
    assert load_results(old, level="runs")["decided_by"].notna().sum() == 1


def test_a_run_directory_reports_how_it_decided_and_what_emerged(tmp_path: Path) -> None:
    from fairagents.graph.runner import start_run
    from fairagents.reports._run_data import load_run
    from fairagents.scenarios import load_scenario

    scenario = load_scenario(EXAMPLES / "scenarios" / "triage.yaml")
    start_run(scenario, tmp_path / "run")
    outcome = json.loads((tmp_path / "run" / "outcome.json").read_text("utf-8"))
    fairness = json.loads((tmp_path / "run" / "fairness.json").read_text("utf-8"))
    last, first = fairness["rounds"][-1], fairness["rounds"][0]
    joint = {c for c, ok in last["joint"]["criteria"].items() if ok}
    mine = {c for a in last["agents"].values() for c, ok in a["criteria"].items() if ok}
    assert set(outcome["emergence"]["emergent"]) == joint - mine
    assert set(outcome["emergence"]["lost"]) == (set(last["joint"]["criteria"]) - joint) & mine
    own = {a for a, x in last["agents"].items() if x["candidate"] == last["joint"]["candidate"]}
    decision = outcome["decision"]
    assert set(decision["proposed_by"]) == own and decision["compromise"] == (not own)
    assert decision["lottery"] == (len(outcome["joint"]["winners"]) > 1)
    value = fairness["deliberation"]
    assert value["joint"] == {k: v for k, v in last["joint"].items() if k != "utilities"}
    assert value["first_proposals"] == {
        a: {k: v for k, v in x.items() if k != "utilities"} for a, x in first["agents"].items()
    }
    # the vote protocol's first round decided by the same seeded rule on the same ballots
    assert value["first_rule"]["candidate"] == first["joint"]["candidate"]
    moves = fairness["dynamics"]["moves"]
    assert {(m["round"], m["agent"]) for m in moves} == {
        (r, a) for r in range(len(fairness["rounds"])) for a in last["agents"]
    }
    data = load_run(tmp_path / "run")
    assert data.measures is not None
    assert data.measures.decision.model_dump(mode="json") == decision
    assert [m.model_dump(mode="json") for m in data.measures.moves] == moves


def test_experiment_table_prints_the_decision_tables(store: Path) -> None:
    from typer.testing import CliRunner

    from fairagents._cli import app

    done = CliRunner().invoke(
        app, ["experiment", "table", str(store), "--sweep", "triage-600"], env={"COLUMNS": "400"}
    )
    assert done.exit_code == 0, done.output
    for title in (
        "how the joint outcomes were decided",
        "criteria that emerged or were lost",
        "value of deliberation",
        "ballot dynamics per round",
    ):
        assert title in done.output
    # the study's table carries the lottery share of each configuration's runs
    as_json = CliRunner().invoke(
        app, ["experiment", "table", str(store), "--sweep", "triage-600", "--json"]
    )
    rows = json.loads(as_json.stdout)
    assert {"lottery", "lottery.k", "lottery.n", "lottery.low", "lottery.high"} <= set(rows[0])
    lotteries = query(
        store,
        "SELECT SUM(m.lottery) AS k FROM run_measures m JOIN runs r USING (run_id) "
        "WHERE r.sweep = 'triage-600'",
    )[0]["k"]
    assert sum(r["lottery.k"] for r in rows if r["subject"] == "joint") == lotteries


def test_the_paired_row_is_the_mean_difference_with_wilcoxons_p(store: Path) -> None:
    from scipy.stats import wilcoxon

    subjects = load_results(store, sweep="triage-600")
    baselines = load_results(store, level="baselines", sweep="triage-600")
    table = deliberation_value_table(subjects, baselines, group_by=[])
    paired = table.loc[("all", "final − first-round rule (paired)")]
    final = {
        r["run_id"]: r["utilitarian"]
        for r in query(
            store,
            "SELECT s.run_id, s.utilitarian FROM subjects s JOIN runs r USING (run_id) "
            "WHERE r.sweep = 'triage-600' AND s.who = 'joint' AND s.round = "
            "(SELECT MAX(round) FROM subjects t WHERE t.run_id = s.run_id)",
        )
    }
    first = {r["run_id"]: r["utilitarian"] for r in query(store, "SELECT * FROM baselines")}
    diffs = [final[k] - first[k] for k in final]
    assert paired["runs"] == len(diffs) == 12
    assert paired["total utility"] == pytest.approx(sum(diffs) / len(diffs))
    nonzero = [d for d in diffs if abs(d) > 1e-9]
    p = wilcoxon(nonzero).pvalue if nonzero else 1.0
    assert paired["total utility.p"] == pytest.approx(p)
    assert paired["total utility.low"] <= paired["total utility"] <= paired["total utility.high"]


def _column(output: str, title: str, header: str) -> list[str]:
    """The cells of column ``header`` of the printed table titled ``title``."""
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if title in line)
    # the title, the top rule, the header (a name may say "(constant)"), the rule, the rows
    names = [c.strip().removesuffix(" (constant)") for c in lines[start + 2].split("┃")[1:-1]]
    at = names.index(header)
    cells = []
    for line in lines[start + 4 :]:
        if not line.startswith("│"):
            break
        cells.append(line.split("│")[1:-1][at].strip())
    return cells


def test_no_stats_prints_the_lottery_share_as_the_percentage_the_statistics_do(
    store: Path,
) -> None:
    from typer.testing import CliRunner

    from fairagents._cli import app

    def printed(*extra: str) -> str:
        done = CliRunner().invoke(
            app,
            ["experiment", "table", str(store), "--sweep", "triage-600", *extra],
            env={"COLUMNS": "400"},
        )
        assert done.exit_code == 0, done.output
        return str(done.stdout)

    full, bare = printed(), printed("--no-stats")
    # tables of means (percent off for their figures) and the study's table of shares
    for title in ("value of deliberation", "ballot dynamics per round", "% of final-round"):
        with_stats = _column(full, title, "lottery")
        plain = _column(bare, title, "lottery")
        assert with_stats and len(plain) == len(with_stats)
        # "100% (1/1) [21–100]" with its statistics is "100%" without: the same unit
        assert plain == [cell.split(" ")[0] for cell in with_stats]
        assert all(cell.endswith("%") for cell in plain)
