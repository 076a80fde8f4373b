"""`fairagents report RESULTS`: the sweep page and its CSV files, checked against a real sweep.

The expected numbers come from the store read with plain SQL and loops, and the rule comparison
and group means from the runs' own transcripts — the ballots re-aggregated here, the groups
averaged here — not from the report's code.
"""

from __future__ import annotations

import csv
import json
import random
import shutil
import sqlite3
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from fairagents import Profile, get_rule
from fairagents._cli import app
from fairagents.agents._candidates import id_order
from fairagents.errors import SweepError
from fairagents.experiments import (
    LocalBackend,
    ResultsStore,
    StoredRun,
    expand,
    load_sweep,
    parse_sweep,
    run_one,
    run_sweep,
)
from fairagents.experiments._statistics import mcnemar_counts, share_interval
from fairagents.experiments._store_schema import LATER_TABLES
from fairagents.fairness import non_degeneracy
from fairagents.frameworks import FRAMEWORKS
from fairagents.llm._stats import AgentRoundStats
from fairagents.models import Ballot
from fairagents.reports import load_sweep_results, write_sweep_report
from fairagents.reports._sweep_tables import sweep_tables
from fairagents.scenarios.packs import generate

from ._report_support import MARKUP, Page
from .conftest import EXAMPLES

runner = CliRunner()

SWEEP = {
    "id": "small-triage",
    "title": f"A small triage sweep {MARKUP}",
    "study": "triage",
    "scenarios": [{"generator": "triage", "count": 2, "seed": 5}],
    "agents": [
        {"name": "aligned", "stance": "aligned", "framework": ["rawls", "mill"]},
        {"name": "opponent", "stance": ["neutral", "adversarial"], "favours": "elderly"},
    ],
    "protocol": {"mode": "generate", "rounds": 3, "concession": 0.5},
}


def run_into(path: Path, data: dict[str, Any]) -> Path:
    with ResultsStore(path) as store, LocalBackend(kind="thread", workers=1) as backend:
        run_sweep(expand(parse_sweep(data)), store, backend)
    return path


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return run_into(tmp_path_factory.mktemp("sweep") / "triage.sqlite", SWEEP)


def rows(path: Path, sql: str, *args: object) -> list[sqlite3.Row]:
    db = sqlite3.connect(path)
    db.row_factory = sqlite3.Row
    try:
        return db.execute(sql, args).fetchall()
    finally:
        db.close()


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def labels_of(path: Path) -> dict[str, dict[str, str]]:
    return {r["run_id"]: json.loads(r["labels"]) for r in rows(path, "SELECT * FROM runs")}


def test_the_central_table_is_the_share_of_final_outcomes_meeting_each_criterion(
    store: Path,
) -> None:
    labels = labels_of(store)
    last = {
        r["run_id"]: r["m"]
        for r in rows(store, "SELECT run_id, MAX(round) m FROM subjects GROUP BY run_id")
    }
    met: dict[tuple[str, str, str], list[bool]] = defaultdict(list)
    for r in rows(store, "SELECT * FROM subjects"):
        if r["round"] == last[r["run_id"]]:
            lab = labels[r["run_id"]]
            key = (lab["aligned.framework"], lab["opponent.stance"], r["who"])
            met[key].append(json.loads(r["criteria"])["maximin_optimal"])
    table = sweep_tables(load_sweep_results(store))["central"]
    assert len(table.rows) == len(met) == 2 * 2 * 3
    for row in table.rows:
        cells = dict(zip(table.columns, row, strict=True))
        values = met[(cells["aligned.framework"], cells["opponent.stance"], cells["subject"])]
        assert cells["runs"] == len(values) == 2
        assert cells["maximin_optimal"] == pytest.approx(sum(values) / len(values))
    assert {"rawls_optimal", "mill_optimal"} <= set(table.columns)
    assert "kant_optimal" not in table.columns  # no agent argues from Kant


def test_the_alignment_audit_counts_each_agent_at_its_own_framework(store: Path) -> None:
    labels = labels_of(store)
    seen: dict[tuple[str, str], dict[str, list[bool]]] = defaultdict(lambda: defaultdict(list))
    last = {
        r["run_id"]: r["m"]
        for r in rows(store, "SELECT run_id, MAX(round) m FROM subjects GROUP BY run_id")
    }
    for r in rows(store, "SELECT * FROM subjects WHERE who = 'aligned'"):
        lab = labels[r["run_id"]]
        framework = lab["aligned.framework"]
        hit = json.loads(r["criteria"])[f"{framework}_optimal"]
        key = (framework, f"opponent.stance {lab['opponent.stance']}")
        seen[key]["every"].append(hit)
        if r["round"] == 0:
            seen[key]["first"].append(hit)
        if r["round"] == last[r["run_id"]]:
            seen[key]["final"].append(hit)
    table = sweep_tables(load_sweep_results(store))["alignment"]
    assert len(table.rows) == len(seen) == 4
    for agent, framework, config, runs, first, final, every, *_stats in table.rows:
        expected = seen[(str(framework), str(config))]
        assert agent == "aligned" and runs == 2
        assert first == pytest.approx(statistics.mean(expected["first"]))
        assert final == pytest.approx(statistics.mean(expected["final"]))
        assert every == pytest.approx(statistics.mean(expected["every"]))
    # An analytic aligned agent opens with its framework's exact optimum, every time.
    assert all(row[4] == 1.0 for row in table.rows)


def test_every_rule_re_aggregates_the_final_ballots_of_the_transcript(store: Path) -> None:
    """The reference: the last round's ballots read from each run's transcript, aggregated here
    with the run's seeded tie-break."""
    with ResultsStore(store, create=False) as s:
        results = [s.result(r["run_id"]) for r in s.run_rows()]
    seed = 0  # the sweep sets no seed: each generated case runs with the scenario default
    for result in results:
        events = result.events()
        last = max(e["round"] for e in events if e["kind"] == "ballot")
        cast = [e for e in events if e["kind"] == "ballot" and e["round"] == last]
        joined = {e["id"]: e["round"] for e in events if e["kind"] == "candidate"}
        # The table's order: by the round a candidate joined, then by id (c2 before c10).
        table = sorted(
            (c for c, r in joined.items() if r <= last), key=lambda c: (joined[c], id_order(c))
        )
        profile = Profile(
            alternatives=tuple(table),
            ballots=tuple(Ballot.model_validate(e["ballot"]) for e in cast),
        )
        tie_seed = random.Random(f"{seed}:tie:{last}").randrange(2**31)
        assert result.rules, "every run records its rule comparison"
        for r in result.rules:
            expected = get_rule(r.who, tie_break="random", seed=tie_seed)(profile)
            assert (r.candidate, r.winners) == (expected.choice, expected.winners), r.who
            assert r.agrees == (r.candidate == result.joint)
        borda = next(r for r in result.rules if r.who == "borda")
        assert borda.agrees  # the debate's own rule reproduces the joint outcome
    table = sweep_tables(load_sweep_results(store))["rules"]
    agree = {row[0]: row[3] for row in table.rows}
    for rule in agree:
        picks = [r.agrees for res in results for r in res.rules if r.who == rule]
        assert agree[rule] == pytest.approx(sum(picks) / len(picks))
    assert [row[1] for row in table.rows if row[0] == "borda"] == [True]


def test_group_utilities_are_the_weighted_means_of_the_stakeholders(store: Path) -> None:
    """The reference: the final joint outcome's utilities from the transcript, averaged by the
    group and weight of each patient of the regenerated case."""
    problems = {c.id: c.problem for c in generate("triage", count=2, seed=5).cases}
    expected: dict[tuple[str, str], list[float]] = defaultdict(list)
    with ResultsStore(store, create=False) as s:
        for row in s.run_rows():
            result = s.result(row["run_id"])
            evaluation = [e for e in result.events() if e["kind"] == "evaluation"][-1]
            utilities = evaluation["joint"]["utilities"]
            problem = problems[result.case]
            sums: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
            for who, u in utilities.items():
                st = problem.stakeholder(who)
                sums[st.group][0] += st.weight * u
                sums[st.group][1] += st.weight
            for group, (total, weight) in sums.items():
                expected[("joint", group)].append(total / weight)
    table = sweep_tables(load_sweep_results(store))["groups"]
    joint = [dict(zip(table.columns, r, strict=True)) for r in table.rows if r[0] == "joint"]
    assert {c["group"] for c in joint} == {"child", "adult", "elderly"}
    for c in joint:
        values = expected[("joint", str(c["group"]))]
        assert c["runs"] == len(values) == 8
        assert c["mean"] == pytest.approx(statistics.mean(values))
        assert c["median"] == pytest.approx(statistics.median(values))
        assert (c["min"], c["max"]) == pytest.approx((min(values), max(values)))


def test_structured_output_counts_every_request_of_the_transcript(store: Path) -> None:
    requests: dict[str, int] = defaultdict(int)
    with ResultsStore(store, create=False) as s:
        for row in s.run_rows():
            for e in s.result(row["run_id"]).events():
                if e["kind"] in ("proposal", "ballot"):
                    requests[e["agent"]] += 1
    table = sweep_tables(load_sweep_results(store))["outputs"]
    got = {row[1]: row for row in table.rows}
    assert set(got) == set(requests) == {"aligned", "opponent"}
    for agent, n in requests.items():
        model, _, runs, counted, per_request, invalid, truncated, repaired, failed, _ = got[agent][
            :10
        ]
        assert (model, runs, counted) == ("analytic", 8, n)
        assert (per_request, invalid, truncated, repaired, failed) == (1.0, 0.0, 0, 0.0, 0.0)
        cells = dict(zip(table.columns, got[agent], strict=True))
        assert (cells["failure_share.k"], cells["failure_share.n"]) == (0, n)
        assert cells["failure_share.low"] == 0.0 and cells["failure_share.high"] > 0


def counters(agent: str, **values: int) -> AgentRoundStats:
    return AgentRoundStats(agent=agent, round=None, **values)


def test_failure_rates_and_tokens_by_hand(tmp_path: Path) -> None:
    """Results recorded as a model that needed retries and repairs would leave them."""
    spec = expand(parse_sweep(SWEEP), limit=3).runs
    good = [run_one(s) for s in spec[:2]]
    noisy = [
        g.model_copy(
            update={
                "tokens": tokens,
                "agents": (
                    counters(
                        "aligned",
                        requests=6,
                        ballots=6,
                        attempts=9,
                        invalid_replies=3,
                        repaired=2,
                        input_tokens=tokens // 2,
                        output_tokens=tokens // 2,
                    ),
                    counters(
                        "opponent",
                        requests=6,
                        ballots=5,
                        failures=1,
                        attempts=8,
                        invalid_replies=2,
                        truncated=1,
                    ),
                ),
            }
        )
        for g, tokens in zip(good, (400, 1000), strict=True)
    ]
    failed = StoredRun(
        **{
            **good[0].model_dump(include={"sweep", "labels", "started", "worker", "case"}),
            "index": 2,
            "run_id": spec[2].run_id,
        },
        status="failed",
        error="BallotError: no",
        duration_s=0.1,
        agents=(counters("aligned", requests=2, failures=2, attempts=6),),
    )
    path = tmp_path / "noisy.sqlite"
    with ResultsStore(path) as s:
        s.plan(expand(parse_sweep(SWEEP), limit=3))
        for r in [*noisy, failed]:
            s.record(r)
    tables = sweep_tables(load_sweep_results(path))
    outputs = {
        r[1]: dict(zip(tables["outputs"].columns, r, strict=True)) for r in tables["outputs"].rows
    }
    a, o = outputs["aligned"], outputs["opponent"]
    assert (a["runs"], a["requests"]) == (3, 14)  # the failed run counts
    assert a["calls_per_request"] == pytest.approx(24 / 14)
    assert a["invalid_share"] == pytest.approx(6 / 24)
    assert a["repaired_share"] == pytest.approx(4 / 12)
    assert a["failure_share"] == pytest.approx(2 / 14)
    assert a["tokens_per_request"] == pytest.approx(1400 / 14)
    assert (o["failure_share"], o["truncated"]) == (pytest.approx(2 / 12), 2)
    (run,) = tables["runs"].rows
    cells = dict(zip(tables["runs"].columns, run, strict=True))
    assert (cells["runs"], cells["finished"], cells["failed"]) == (3, 2, 1)
    assert cells["failure_share"] == pytest.approx(1 / 3)
    assert cells["most_frequent_error"] == "BallotError: no (1×)"
    assert (cells["tokens_mean"], cells["tokens_max"]) == (700.0, 1000)


def test_the_frameworks_table_counts_each_pairs_disagreement_on_the_cases_run(
    store: Path, tmp_path: Path
) -> None:
    table = sweep_tables(load_sweep_results(store))["frameworks"]
    # the triage generator compares every framework by default: 8 · 7 / 2 pairs
    assert len(table.rows) == 28
    batch = generate("triage", count=2, seed=5)
    reports = [non_degeneracy(c.problem, list(FRAMEWORKS.values())) for c in batch.cases]
    for row in table.rows:
        cells = dict(zip(table.columns, row, strict=True))
        pair = (cells["first"], cells["second"])
        differ = sum(1 for r in reports if pair in r.disagreeing_pairs)
        assert (cells["generator"], cells["cases"], cells["differ"]) == ("triage", 2, differ)
        assert cells["share"] == differ / 2
    html = write_sweep_report(store, out=tmp_path / "sweep.html").page.read_text("utf-8")
    assert "the share of the cases this sweep ran on which the two frameworks" in html


def test_the_page_shows_every_section_escaped_and_writes_the_same_bytes_twice(
    store: Path, tmp_path: Path
) -> None:
    first = write_sweep_report(store, out=tmp_path / "a" / "sweep.html")
    again = write_sweep_report(store, out=tmp_path / "b" / "sweep.html")
    assert first.page.read_bytes() == again.page.read_bytes()
    for x, y in zip(first.tables, again.tables, strict=True):
        assert x.read_bytes() == y.read_bytes()
    html = first.page.read_text("utf-8")
    assert MARKUP not in html and "&lt;script&gt;" in html  # the sweep's title, quoted
    page = Page(html)
    for anchor in (
        "overview", "central", "alignment", "deliberation", "rules", "groups", "outputs", "data",
    ):  # fmt: skip
        assert anchor in page.ids
    # Analytic runs call no model: the page says so instead of two empty charts of calls/tokens.
    assert len(page.all("figure", class_="plot")) == 4
    assert "no-model-calls" in page.ids
    names = {p.name for p in first.tables}
    assert names == {
        f"{n}.csv"
        for n in (
            "central",
            "alignment",
            "rules",
            "groups",
            "group_runs",
            "outputs",
            "runs",
            "run_costs",
            "frameworks",
            "decisions",
            "emergence",
            "deliberation",
            "dynamics",
        )
    }
    tables = sweep_tables(load_sweep_results(store))
    for path in first.tables:
        assert path.read_text("utf-8") == tables[path.stem].to_csv()
    assert len(read_csv(first.tables[0].parent / "group_runs.csv")) == 8 * 3 * 3


def test_a_store_written_before_the_later_tables_still_reports(store: Path, tmp_path: Path) -> None:
    old = tmp_path / "old.sqlite"
    shutil.copy(store, old)
    db = sqlite3.connect(old)
    for table in LATER_TABLES:
        db.execute(f"DROP TABLE {table}")
    db.commit()
    db.close()
    files = write_sweep_report(old)
    html = files.page.read_text("utf-8")
    assert "written before runs recorded each group" in html
    assert "Nothing to show" in html
    assert {r[0] for r in rows(old, "SELECT name FROM sqlite_master WHERE type = 'table'")} == {
        "meta",
        "planned",
        "runs",
        "subjects",
    }  # reading added nothing


def test_the_command_tells_a_store_from_a_run_directory(store: Path, tmp_path: Path) -> None:
    copy = tmp_path / "results.sqlite"
    shutil.copy(store, copy)
    done = runner.invoke(app, ["report", str(copy)])
    assert done.exit_code == 0, done.output
    assert (tmp_path / "results.html").is_file() and (tmp_path / "results-data").is_dir()
    wrong = runner.invoke(app, ["report", str(copy), "--sweep", "nope"])
    assert wrong.exit_code == 2 and "no sweep 'nope' here; sweeps: small-triage" in wrong.output
    other = run_into(
        copy,
        {**SWEEP, "id": "second", "scenarios": [{"generator": "triage", "count": 1, "seed": 6}]},
    )
    both = runner.invoke(app, ["report", str(other)])
    assert both.exit_code == 2 and "holds sweeps second, small-triage: pick one" in both.output
    picked = runner.invoke(
        app, ["report", str(other), "--sweep", "second", "-o", str(tmp_path / "second.html")]
    )
    assert picked.exit_code == 0 and (tmp_path / "second.html").is_file()
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    broken = runner.invoke(app, ["report", str(junk)])
    assert broken.exit_code == 2 and "not a results store" in broken.output
    with pytest.raises(SweepError, match="would overwrite the results store"):
        write_sweep_report(copy, out=copy, sweep="second")


def test_a_sweep_whose_runs_all_failed_still_has_a_page(tmp_path: Path) -> None:
    spec = expand(parse_sweep(SWEEP), limit=1).runs[0]
    failed = StoredRun(
        run_id=spec.run_id,
        sweep=spec.sweep,
        index=0,
        case=spec.case,
        labels=spec.labels,
        status="failed",
        error="BackendError: down",
        started="2026-12-01T00:00:00+00:00",
        duration_s=0.0,
        worker="here",
        agents=(counters("aligned", requests=1, failures=1),),
    )
    path = tmp_path / "failed.sqlite"
    with ResultsStore(path) as s:
        s.plan(expand(parse_sweep(SWEEP), limit=1))
        s.record(failed)
    html = write_sweep_report(path).page.read_text("utf-8")
    assert "1 planned, 0 finished, 1 failed" in html
    assert "BackendError: down (1×)" in html and "Nothing to show" in html


def test_the_negotiation_study_shows_its_own_table(tmp_path: Path) -> None:
    path = tmp_path / "negotiation.sqlite"
    sweep = EXAMPLES / "sweeps" / "negotiation.yaml"
    with ResultsStore(path) as s, LocalBackend(kind="thread", workers=1) as backend:
        run_sweep(expand(load_sweep(sweep), base=sweep.parent, limit=1), s, backend)
    files = write_sweep_report(path)
    central = read_csv(files.tables[0])
    assert [r["outcome"] for r in central] == [
        "best single base design",
        "negotiated package",
        "difference",
    ]
    html = files.page.read_text("utf-8")
    assert "The best single base design" in html
    # No grid of shares (the table holds means), no audit (no agent argues from a framework),
    # and analytic agents call no model: no charts of calls or tokens, a note instead.
    assert len(Page(html).all("figure", class_="plot")) == 2
    assert "no-model-calls" in Page(html).ids
    assert "no agent of this sweep argues from a framework" in html


def test_the_page_shows_intervals_tests_and_flags_and_the_csv_carries_them(
    store: Path, tmp_path: Path
) -> None:
    files = write_sweep_report(store, out=tmp_path / "sweep.html")
    html = files.page.read_text("utf-8")
    assert "PO (constant)" in html and "uninformative (constant over every row): PO" in html
    assert "Wilson score interval" in html and "Holm-adjusted over the" in html
    assert "exact McNemar" in html and "(2/2)" in html  # a share with its k/n
    central = read_csv(next(p for p in files.tables if p.name == "central.csv"))
    assert all(r["pareto.constant"] == "true" for r in central)
    assert all(r["maximin_optimal.constant"] in ("true", "false") for r in central)
    joint = [r for r in central if r["subject"] == "joint"]
    agents = [r for r in central if r["subject"] != "joint"]
    assert all(r["maximin_optimal.p"] == "" for r in joint)  # no test of joint with itself
    for r in agents:
        b, c = int(r["maximin_optimal.b"]), int(r["maximin_optimal.c"])
        assert float(r["maximin_optimal.p"]) == pytest.approx(mcnemar_counts(b, c).p)
        assert float(r["maximin_optimal.p_holm"]) >= float(r["maximin_optimal.p"])
    for r in central:
        k, n = int(r["maximin_optimal.k"]), int(r["maximin_optimal.n"])
        s = share_interval(k, n)
        assert float(r["maximin_optimal.low"]) == pytest.approx(s.low)
        assert float(r["maximin_optimal.high"]) == pytest.approx(s.high)
