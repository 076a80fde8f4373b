"""`fairagents report RUN_DIR`: the page and its CSV files, checked against real runs.

The runs are real deliberations (analytic agents) of the shipped scenarios; the expected content
comes from the run directory's own files — ``fairness.json`` and ``transcript.jsonl`` — and,
for group means, from a sum written out here, not from the report's code.
"""

from __future__ import annotations

import csv
import json
import math
import shutil
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.reports import ReportFiles, load_run, write_run_report
from fairagents.scenarios import Scenario

from ._report_support import MARKUP, Page, make_run, scenario, svg_of

runner = CliRunner()


@pytest.fixture(scope="module")
def triage(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_run("triage", tmp_path_factory.mktemp("runs") / "triage")


@pytest.fixture(scope="module")
def written(triage: Path, tmp_path_factory: pytest.TempPathFactory) -> ReportFiles:
    return write_run_report(triage, out=tmp_path_factory.mktemp("report") / "report.html")


def _events(run_dir: Path) -> list[dict[str, Any]]:
    lines = (run_dir / "transcript.jsonl").read_text("utf-8").splitlines()
    return [json.loads(line) for line in lines]


def _csv(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _table(files: ReportFiles, name: str) -> list[dict[str, str]]:
    return _csv(next(p for p in files.tables if p.name == f"{name}.csv"))


def _html(files: ReportFiles) -> str:
    return files.page.read_text("utf-8")


def test_every_agent_round_and_cited_passage_is_on_the_page(
    triage: Path, written: ReportFiles
) -> None:
    html = _html(written)
    page = Page(html)
    events = _events(triage)
    rounds = sorted({e["round"] for e in events if e["kind"] == "proposal"})
    assert rounds == [0, 1, 2]
    for r in rounds:
        assert f"round-{r + 1}" in page.ids
        for e in events:
            if e["round"] == r and e["kind"] in ("proposal", "ballot"):
                assert f"{e['kind']}-{r + 1}-{e['agent']}" in page.ids
    agents = page.all("table", class_="agents")
    assert len(agents) == 1
    cited = {c for e in events if e["kind"] == "proposal" for c in e["citations"]}
    retrieved = {p["id"]: p for e in events if e["kind"] == "retrieval" for p in e["passages"]}
    assert cited == {"rawls-00#0", "rawls-01#0"} and cited <= set(retrieved)
    links = {a["href"] for a in page.all("a")}
    for pid in cited:
        anchor = "passage-" + pid.replace("#", "-")
        assert anchor in page.ids, pid  # quoted in the passages section …
        assert f"#{anchor}" in links, pid  # … and linked from the arguments that cite it
        assert f"<code>{pid}</code>" in html
    # The passage text, its citation and provenance are quoted (escaped) from the transcript.
    first = retrieved["rawls-00#0"]
    assert "&lt;i&gt;Collected&lt;/i&gt; Works" in html and first["citation"] not in html
    assert "A source &amp; its &lt;publisher&gt;" in html


def test_every_user_string_is_escaped(written: ReportFiles) -> None:
    html = _html(written)
    page = Page(html)
    assert MARKUP not in html and "<script" not in html
    assert html.count("&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;") >= 4  # title, persona, …
    assert "&lt;frail &amp; old&gt;" in html
    assert not page.all("script") and not page.all("link") and not page.all("iframe")
    # Nothing is loaded from anywhere: every image is an inline SVG, every link stays on the
    # page or points at a CSV file written beside it.
    for img in page.all("img"):
        assert img["src"].startswith("data:image/svg+xml;base64,")
    for a in page.all("a"):
        href = a["href"]
        assert href.startswith("#") or (written.page.parent / href).is_file(), href
        if href.startswith("#"):
            assert href[1:] in page.ids, href


def test_tables_and_plots_are_on_the_page(written: ReportFiles) -> None:
    page = Page(_html(written))
    assert len(page.all("table", class_="fairness")) == 1 + 3  # the decision, then each round
    assert len(page.all("table", class_="criteria")) == 1 + 3
    assert len(page.all("table", class_="ballots")) == 3
    plots = page.all("img")
    assert len(plots) == 1 + 2 * 3  # criteria per round, then stakeholders and groups per round
    for img in plots:
        svg = svg_of(img["src"])
        assert "<svg" in svg and "<script" not in svg
        assert img["alt"]


def test_fairness_csv_rows_match_fairness_json(triage: Path, written: ReportFiles) -> None:
    expected = json.loads((triage / "fairness.json").read_text("utf-8"))["rounds"]
    rows = _table(written, "fairness")
    criteria = _table(written, "criteria")
    utilities = _table(written, "utilities")
    n = 0
    for r in expected:
        for who, a in [*r["agents"].items(), ("joint", r["joint"])]:
            row = next(x for x in rows if x["round"] == str(r["round"] + 1) and x["who"] == who)
            n += 1
            assert row["candidate"] == a["candidate"] and row["label"] == a["label"]
            for k in ("utilitarian", "minimum", "worst_group_mean", "p20_satisfaction"):
                assert float(row[k]) == a[k], (who, k)  # exact: floats are written round-trip
            assert float(row["gini"]) == a["gini"] and row["worst_group"] == a["worst_group"]
            assert int(row["criteria_met"]) == sum(a["criteria"].values())
            assert int(row["criteria"]) == len(a["criteria"])
            mine = {
                x["criterion"]: x["met"] == "true"
                for x in criteria
                if x["round"] == str(r["round"] + 1) and x["who"] == who
            }
            assert mine == a["criteria"]
            utility = {
                x["stakeholder"]: float(x["utility"])
                for x in utilities
                if x["round"] == str(r["round"] + 1) and x["who"] == who
            }
            assert utility == a["utilities"]
    assert n == len(rows) == 3 * 3


def test_group_means_are_weighted_means_of_the_stakeholders(
    triage: Path, written: ReportFiles
) -> None:
    groups = _table(written, "groups")
    sums: dict[tuple[str, str, str], list[float]] = defaultdict(lambda: [0.0, 0.0])
    for x in _table(written, "utilities"):
        total = sums[(x["round"], x["who"], x["group"])]
        total[0] += float(x["weight"]) * float(x["utility"])
        total[1] += float(x["weight"])
    assert len(groups) == len(sums)
    for g in groups:
        s, w = sums[(g["round"], g["who"], g["group"])]
        assert math.isclose(float(g["mean_utility"]), s / w, rel_tol=1e-12)
    # The worst group of fairness.json is the group with the smallest mean.
    for row in _table(written, "fairness"):
        mine = {
            g["group"]: float(g["mean_utility"])
            for g in groups
            if g["round"] == row["round"] and g["who"] == row["who"]
        }
        assert row["worst_group"] == min(mine, key=lambda k: mine[k])


def test_ballots_csv_has_every_ranking_with_the_order_shown(
    triage: Path, written: ReportFiles
) -> None:
    rows = _table(written, "ballots")
    for e in (e for e in _events(triage) if e["kind"] == "ballot"):
        mine = [x for x in rows if x["round"] == str(e["round"] + 1) and x["agent"] == e["agent"]]
        # The JSON ranking writes a lone candidate as a string, a tie group as a list.
        ranked = [c for g in e["ballot"]["ranking"] for c in ([g] if isinstance(g, str) else g)]
        assert [x["candidate"] for x in mine] == ranked
        assert [int(x["shown_at"]) for x in mine] == [e["shown"].index(c) + 1 for c in ranked]


def test_the_report_is_deterministic(triage: Path, tmp_path: Path) -> None:
    a = write_run_report(triage, out=tmp_path / "a" / "report.html")
    b = write_run_report(triage, out=tmp_path / "b" / "report.html")
    assert a.page.read_bytes() == b.page.read_bytes()
    assert [p.read_bytes() for p in a.tables] == [p.read_bytes() for p in b.tables]


@pytest.mark.parametrize("name", ["urban_budget", "tourism"])
def test_budget_and_menu_runs_report_every_round(name: str, tmp_path: Path) -> None:
    run_dir = make_run(name, tmp_path / name)
    files = write_run_report(run_dir)
    assert files.page == run_dir / "report.html"
    assert {p.parent for p in files.tables} == {run_dir / "report-data"}
    page = Page(_html(files))
    data = load_run(run_dir)
    assert len(data.evaluated) == len(data.rounds) >= 1
    assert len(page.all("table", class_="fairness")) == 1 + len(data.rounds)
    assert len(page.all("img")) == 1 + 2 * len(data.rounds)
    for spec in data.record.scenario.agents:
        assert all(f"ballot-{r.round + 1}-{spec.name}" in page.ids for r in data.rounds)
    options = page.all("table", class_="options")
    assert len(options) == 1


def test_cli_writes_page_and_csv_where_asked(triage: Path, tmp_path: Path) -> None:
    out, data = tmp_path / "pages" / "triage.html", tmp_path / "csv"
    result = runner.invoke(app, ["report", str(triage), "--out", str(out), "--csv", str(data)])
    assert result.exit_code == 0, result.output
    assert out.is_file() and "triage.html" in result.output
    assert sorted(p.name for p in data.iterdir()) == [
        "ballots.csv",
        "criteria.csv",
        "deliberation.csv",
        "dynamics.csv",
        "fairness.csv",
        "groups.csv",
        "utilities.csv",
    ]
    assert 'href="../csv/fairness.csv"' in out.read_text("utf-8")


def test_cli_errors_name_the_file_and_line(triage: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["report", str(tmp_path / "nowhere")])
    assert result.exit_code == 2 and "not a run directory" in result.output
    random_file = tmp_path / "random.sqlite"
    random_file.write_bytes(bytes(range(256)) * 4)
    result = runner.invoke(app, ["report", str(random_file)])
    assert result.exit_code == 2 and "not a results store (it is not SQLite)" in result.output
    broken = tmp_path / "broken"
    shutil.copytree(triage, broken)
    lines = (broken / "transcript.jsonl").read_text("utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if json.loads(line)["kind"] == "ballot")
    event = json.loads(lines[at])
    del event["ballot"]
    lines[at] = json.dumps(event)
    (broken / "transcript.jsonl").write_text("\n".join(lines) + "\n", "utf-8")
    result = runner.invoke(app, ["report", str(broken)])
    assert result.exit_code == 2, result.output
    assert f"transcript.jsonl:{at + 1}: not a transcript event" in " ".join(result.output.split())


def test_a_run_that_failed_before_any_vote_still_reports(triage: Path, tmp_path: Path) -> None:
    failed = tmp_path / "failed"
    shutil.copytree(triage, failed)
    record = json.loads((failed / "run.json").read_text("utf-8"))
    record.update(status="failed", error="no valid ballot from <neutral>")
    (failed / "run.json").write_text(json.dumps(record), "utf-8")
    kept = [
        e for e in _events(failed) if e["kind"] in ("retrieval", "proposal") and e["round"] == 0
    ]
    (failed / "transcript.jsonl").write_text("".join(json.dumps(e) + "\n" for e in kept), "utf-8")
    files = write_run_report(failed)
    html = _html(files)
    assert "This run is <strong>failed</strong>: no valid ballot from &lt;neutral&gt;" in html
    assert "No round reached the vote" in html
    assert "proposal-1-rawlsian" in Page(html).ids
    assert _table(files, "fairness") == []


def test_markup_scenario_is_valid() -> None:
    # The hostile strings reach the run record, so the escaping tests above test something.
    s: Scenario = scenario("triage")
    assert MARKUP in s.title and MARKUP in s.agents[0].persona


def test_events_of_a_kind_it_does_not_know_are_left_out(triage: Path, tmp_path: Path) -> None:
    newer = tmp_path / "newer"
    shutil.copytree(triage, newer)
    with (newer / "transcript.jsonl").open("a", encoding="utf-8") as handle:
        handle.write(json.dumps({"kind": "human", "round": 2, "agent": "chair", "text": "ok"}))
    assert load_run(newer).rounds == load_run(triage).rounds


def test_the_mediators_own_candidates_are_labelled_from_the_transcript(tmp_path: Path) -> None:
    from fairagents.graph.runner import start_run
    from fairagents.scenarios import load_scenario

    from .conftest import EXAMPLES

    scenario = load_scenario(EXAMPLES / "scenarios" / "urban_budget.yaml")
    start_run(scenario, tmp_path / "run")
    data = load_run(tmp_path / "run")
    added = {c for r in data.rounds if r.mediation for c in r.mediation.compromise}
    assert added and added <= set(data.candidates)
    assert all(data.candidates[c].label for c in added)
    agents = {a.name for a in scenario.agents}
    assert all(set(data.candidates[c].authors) <= {"mediator", *agents} for c in added)
