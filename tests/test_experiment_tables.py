"""Results in pandas and the studies' tables, checked against plain loops over the store."""

from __future__ import annotations

import json
from collections import defaultdict
from itertools import combinations
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from fairagents.errors import SweepError
from fairagents.experiments import (
    LocalBackend,
    ResultsStore,
    criteria_table,
    distributive_table,
    expand,
    load_results,
    load_sweep,
    negotiation_table,
    run_sweep,
    study_table,
)
from fairagents.experiments._statistics import holm, mcnemar_counts
from fairagents.experiments.table_columns import (
    adjust_pvalues,
    base_columns,
    criterion_label,
    reference_columns,
    shown_table,
    table_statistics,
)
from fairagents.experiments.table_columns import plain as plain_table
from fairagents.experiments.tables import DISTRIBUTIVE_CRITERIA, final_round, varying_axes

from .conftest import EXAMPLES

SWEEPS = EXAMPLES / "sweeps"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Slices of the three studies in one store."""
    path = tmp_path_factory.mktemp("tables") / "results.sqlite"
    with ResultsStore(path) as results, LocalBackend() as backend:
        for name, limit in (("triage_600", 48), ("distributive", 28), ("negotiation", None)):
            expansion = expand(load_sweep(SWEEPS / f"{name}.yaml"), base=SWEEPS, limit=limit)
            counts = run_sweep(expansion, results, backend)
            assert counts.failed == 0
    return path


def plain(path: Path, sweep: str) -> list[dict[str, Any]]:
    """Every subject of the sweep with its run's labels, read with the store's own rows."""
    with ResultsStore(path, create=False) as results:
        labels = {r["run_id"]: json.loads(r["labels"]) for r in results.run_rows(sweep)}
        rows = results.subject_rows(sweep)
    return [{**labels[r["run_id"]], **r, "criteria": json.loads(r["criteria"])} for r in rows]


def last_rounds(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    last: dict[str, int] = defaultdict(int)
    for r in rows:
        last[r["run_id"]] = max(last[r["run_id"]], r["round"])
    return [r for r in rows if r["round"] == last[r["run_id"]]]


def test_the_frame_has_one_row_per_subject_with_labels_metrics_and_criteria(store: Path) -> None:
    frame = load_results(store, sweep="triage-600")
    rows = plain(store, "triage-600")
    assert len(frame) == len(rows) == 48 * 9
    assert frame["seed"].dtype.kind == "i" and frame["concession"].dtype.kind == "f"
    assert frame["rawls_optimal"].dtype == "boolean" and frame["pareto"].all()
    first = frame.iloc[0]
    assert first["who"] == rows[0]["who"] and first["utilitarian"] == rows[0]["utilitarian"]
    assert bool(first["eq"]) == rows[0]["criteria"]["eq"]
    runs = load_results(store, level="runs")
    assert len(runs) == 48 + 28 + 3 and set(runs["status"]) == {"finished"}
    assert {"duration_s", "worker", "rounds_run", "order_bias.aligned"} <= set(runs.columns)
    with pytest.raises(SweepError, match="no sweep 'nope' here; sweeps: distributive-fairness"):
        load_results(store, sweep="nope")


def test_the_triage_table_is_the_share_of_final_outcomes_meeting_each_criterion(
    store: Path,
) -> None:
    frame = load_results(store, sweep="triage-600")
    assert varying_axes(frame) == ["aligned.framework", "opponent.stance"]
    table = study_table(frame, "triage")
    expected: dict[tuple[str, str, str], list[bool]] = defaultdict(list)
    counts: dict[tuple[str, str, str], dict[str, list[bool]]] = defaultdict(
        lambda: defaultdict(list)
    )
    for r in last_rounds(plain(store, "triage-600")):
        group = (r["aligned.framework"], r["opponent.stance"], r["who"])
        expected[group].append(True)
        for name, met in r["criteria"].items():
            counts[group][name].append(met)
    assert len(table) == len(expected) == 6 * 2 * 3
    figures = base_columns(table)
    assert figures[:5] == ["runs", "pareto", "maximin_optimal", "usw_optimal", "eq"]
    assert "sen_optimal" not in table.columns  # no agent argues from Sen here
    for group, met in counts.items():
        row = table.loc[group]
        assert row["runs"] == len(expected[group])
        for name in figures[1:]:
            assert row[name] == pytest.approx(sum(met[name]) / len(met[name]))
            assert (row[f"{name}.k"], row[f"{name}.n"]) == (sum(met[name]), len(met[name]))
    # Subjects in speaking order, then the joint outcome.
    assert list(table.loc[("rawls", "neutral")].index) == ["aligned", "opponent", "joint"]


def test_the_distributive_table_reads_the_joint_outcomes_per_mode(store: Path) -> None:
    frame = load_results(store, sweep="distributive-fairness")
    table = distributive_table(frame)
    joint = [r for r in last_rounds(plain(store, "distributive-fairness")) if r["who"] == "joint"]
    for mode in ("generate", "menu"):
        for case in ("I1", "I2"):
            mine = [r for r in joint if r["mode"] == mode and r["case"] == case]
            for column, criterion in DISTRIBUTIVE_CRITERIA.items():
                row = table.loc[("analytic", mode, case, column)]
                assert row["runs"] == len(mine) == 7
                assert row["share"] == pytest.approx(
                    sum(r["criteria"][criterion] for r in mine) / len(mine)
                )


def test_the_negotiation_table_sets_the_best_base_design_beside_the_package(store: Path) -> None:
    frame = load_results(store, sweep="negotiative-alignment")
    table = negotiation_table(frame)
    rows = plain(store, "negotiative-alignment")
    for rule in ("borda", "copeland", "maximin"):
        mine = [r for r in rows if r["rule"] == rule]
        opening = [r for r in mine if r["round"] == 0 and r["who"] != "joint"]
        best = max(opening, key=lambda r: r["utilitarian"])
        final = next(r for r in last_rounds(mine) if r["who"] == "joint")
        for outcome, source in (("best single base design", best), ("negotiated package", final)):
            row = table.loc[(rule, outcome)]
            assert row["total utility"] == pytest.approx(source["utilitarian"])
            assert row["worst-group utility"] == pytest.approx(source["worst_group_mean"])
            assert row["p20 satisfaction"] == pytest.approx(source["p20_satisfaction"])
            assert row["Gini"] == pytest.approx(source["gini"])


def test_tables_need_finished_runs_and_the_right_problems(store: Path) -> None:
    with pytest.raises(SweepError, match="no finished runs to tabulate yet"):
        criteria_table(pd.DataFrame())
    triage = load_results(store, sweep="triage-600")
    with pytest.raises(SweepError, match="needs allocation problems"):
        distributive_table(triage)


def test_the_triage_table_tests_the_joint_outcome_against_each_agent_by_exact_mcnemar(
    store: Path,
) -> None:
    frame = load_results(store, sweep="triage-600")
    table = study_table(frame, "triage")
    by_run: dict[tuple[str, str, str], dict[str, dict[str, bool]]] = defaultdict(dict)
    for r in last_rounds(plain(store, "triage-600")):
        key = (r["aligned.framework"], r["opponent.stance"], r["run_id"])
        by_run[key][r["who"]] = r["criteria"]
    pvalues = []
    for agent in ("aligned", "opponent"):
        for framework, stance in {(f, s) for f, s, _ in by_run}:
            runs = [v for (f, s, _), v in by_run.items() if (f, s) == (framework, stance)]
            row = table.loc[(framework, stance, agent)]
            for name in ("maximin_optimal", "usw_optimal", "rawls_optimal"):
                b = sum(r["joint"][name] and not r[agent][name] for r in runs)
                c = sum(r[agent][name] and not r["joint"][name] for r in runs)
                assert (row[f"{name}.b"], row[f"{name}.c"]) == (b, c)
                assert row[f"{name}.p"] == pytest.approx(mcnemar_counts(b, c).p)
                assert row[f"{name}.p_holm"] >= row[f"{name}.p"]
                pvalues.append(row[f"{name}.p"])
    joint = table.xs("joint", level="subject")
    assert joint["maximin_optimal.p"].isna().all()  # the joint outcome is not tested with itself
    stats = table_statistics(table)
    # PO holds in every triage row: flagged (not hidden), and kept out of Holm's family.
    assert table["pareto.constant"].all() and stats.uninformative == ("pareto",)
    assert not table["maximin_optimal.constant"].any()
    # Tests with no discordant debate (b = c = 0: p = 1 whatever happens) cannot reject, so
    # they are kept out of the family too (Tarone 1990).
    tested = [c for c in table.columns if c.endswith(".p") and not c.startswith("pareto")]
    testable = sum(
        int((table[c].notna() & (table[f"{c[:-2]}.b"] + table[f"{c[:-2]}.c"] > 0)).sum())
        for c in tested
    )
    assert stats.family == testable
    assert any("Holm-adjusted" in line for line in stats.lines())
    shares = table["maximin_optimal"]
    assert (
        (table["maximin_optimal.low"] <= shares) & (shares <= table["maximin_optimal.high"])
    ).all()


def test_no_stats_gives_the_plain_shares_and_keeps_the_flags(store: Path) -> None:
    frame = load_results(store, sweep="triage-600")
    table = study_table(frame, "triage", statistics=False)
    assert [c for c in table.columns if not c.endswith(".constant")] == base_columns(table)
    assert table["pareto.constant"].all()
    with_stats = study_table(frame, "triage", alpha=0.1)
    assert plain_table(with_stats)["maximin_optimal"].equals(table["maximin_optimal"])
    assert table_statistics(with_stats).confidence == pytest.approx(0.9)
    narrower = with_stats["maximin_optimal.high"] - with_stats["maximin_optimal.low"]
    wider = study_table(frame, "triage")
    assert (narrower <= wider["maximin_optimal.high"] - wider["maximin_optimal.low"]).all()


def test_a_plain_tables_shares_stay_percentages_where_its_means_are_not(store: Path) -> None:
    # The negotiation table shows its means as numbers (percent off); its one share, "all
    # four", has lost its count with --no-stats but is still a share: the plain table says so.
    frame = load_results(store, sweep="negotiative-alignment")
    table = negotiation_table(frame, statistics=False)
    assert "all four.k" not in table.columns
    assert table_statistics(table).shares == ("all four",)
    flat = table.reset_index()
    shown = shown_table(
        [str(c) for c in flat.columns],
        [list(r) for r in flat.itertuples(index=False)],
        keys=2,
        percent=False,
        shares=table_statistics(table).shares,
    )
    at, total = shown.header.index("all four"), shown.header.index("total utility")
    difference = [r for r in shown.rows if r[1] == "difference"]
    expected = negotiation_table(frame).xs("difference", level="outcome")["all four"]
    assert [r[at] for r in difference] == [f"{100 * v:.0f}%" for v in expected]
    assert not any(r[total].endswith("%") for r in shown.rows)


def test_rows_of_a_single_run_are_flagged_degenerate(store: Path) -> None:
    frame = load_results(store, sweep="triage-600")
    axes = ["aligned.framework", "opponent.stance"]
    runs = frame.groupby(axes)["run_id"].unique()
    assert (runs.map(len) > 1).all()  # the slice has several runs of each configuration
    whole = criteria_table(frame)
    assert table_statistics(whole).degenerate == ()
    assert not any("degenerate" in line for line in table_statistics(whole).lines())
    # one configuration down to a single run: its rows, and only those, are degenerate
    (framework, stance), kept = runs.index[0], runs.iloc[0][0]
    mine = (frame["aligned.framework"] == framework) & (frame["opponent.stance"] == stance)
    cut = frame[~mine | (frame["run_id"] == kept)]
    for statistics in (True, False):  # flagged with --no-stats too, where no N is printed
        table = criteria_table(cut, statistics=statistics)
        stats = table_statistics(table)
        assert stats.degenerate == (f"{framework} / {stance}",)
        (line,) = [line for line in stats.lines() if line.startswith("degenerate")]
        assert line.endswith(f"not evidence): {framework} / {stance}")
    # the negotiation sweep has one run per rule: every row rests on one run
    negotiation = negotiation_table(load_results(store, sweep="negotiative-alignment"))
    assert (negotiation["runs"] == 1).all()
    assert table_statistics(negotiation).degenerate == ("every row",)


def test_the_distributive_table_carries_counts_and_intervals(store: Path) -> None:
    frame = load_results(store, sweep="distributive-fairness")
    table = distributive_table(frame)
    row = table.loc[("analytic", "generate", "I1", "EQ")]
    assert row["share.n"] == 7 and row["share"] == pytest.approx(row["share.k"] / 7)
    assert row["share.low"] <= row["share"] <= row["share.high"]
    # A notion that holds in every joint outcome of the sweep, or in none, is flagged on its
    # rows and named in the footnotes; the others are not.
    joint = final_round(frame)
    joint = joint[joint["who"] == "joint"]
    notions = table.index.get_level_values("notion")
    for notion, criterion in DISTRIBUTIVE_CRITERIA.items():
        steady = joint[criterion].dropna().nunique() == 1
        assert (notion in table_statistics(table).uninformative) == steady
        assert set(table["notion.constant"][notions == notion]) == {steady}


def test_shown_table_formats_shares_means_tests_and_flags() -> None:
    columns = ["who", "runs", "RMM", "RMM.k", "RMM.n", "RMM.low", "RMM.high", "RMM.b", "RMM.c",
               "RMM.p", "RMM.p_holm", "RMM.constant", "total", "total.n", "total.low",
               "total.high"]  # fmt: skip
    rows = [
        ["aligned", 8, 0.25, 2, 8, 0.0715, 0.5907, 0, 5, 0.0625, 0.04, False, 3.5, 8, 2.9, 4.1],
        ["joint", 8, 0.875, 7, 8, 0.529, 0.978, None, None, float("nan"), float("nan"), False,
         2.0, 8, 1.5, 2.5],
    ]  # fmt: skip
    shown = shown_table(columns, rows, keys=1, alpha=0.05)
    assert shown.header == ["who", "runs", "RMM", "total"]
    assert shown.rows[0] == ["aligned", "8", "25% (2/8) [7–59]", "3.5 [2.9, 4.1]"]
    assert shown.tests_header == ["who", "RMM"]
    assert shown.tests_rows == [["aligned", "0:5 p=0.04*"]]  # the joint row has no test
    above = shown_table(columns, rows, keys=1, alpha=0.01)
    assert above.tests_rows == [["aligned", "0:5 p=0.04"]]


def test_coinciding_criteria_and_configurations_are_flagged(store: Path) -> None:
    """Columns equal in every final outcome (in triage Mill's optimum is the utilitarian one)
    and deciders the distributive table pools that behaved alike run by run are named under
    the table; checked against plain loops over the store's rows."""
    frame = load_results(store, sweep="triage-600")
    table = study_table(frame, "triage")
    rows = last_rounds(plain(store, "triage-600"))
    shown = [c for c in table.columns if f"{c}.constant" in table.columns]
    varying = [c for c in shown if len({r["criteria"].get(c) for r in rows}) > 1]
    same = {
        frozenset((a, b))
        for a in varying
        for b in varying
        if a < b and all(r["criteria"].get(a) == r["criteria"].get(b) for r in rows)
    }
    found = table_statistics(table).coincide
    assert {frozenset(p) for g in found for p in combinations(g, 2)} <= same
    assert {frozenset(("usw_optimal", "mill_optimal"))} <= same
    assert any({"usw_optimal", "mill_optimal"} <= set(g) for g in found)
    assert any("USW = mill" in line for line in table_statistics(table).lines(criterion_label))

    distributive = distributive_table(load_results(store, sweep="distributive-fairness"))
    outcomes: dict[str, dict[tuple[Any, ...], tuple[Any, ...]]] = defaultdict(dict)
    for r in last_rounds(plain(store, "distributive-fairness")):
        if r["who"] == "joint":
            key = (r["case"], r["mode"])
            metrics = (r["utilitarian"], r["minimum"], r["gini"])
            fact = (sorted(r["criteria"].items()), *(round(m, 9) for m in metrics))
            outcomes[r["decider.framework"] or "no framework"][key] = fact
    alike = {
        frozenset((a, b))
        for a in outcomes
        for b in outcomes
        if a < b and outcomes[a] == outcomes[b]
    }
    groups = table_statistics(distributive).configurations
    assert {frozenset(p) for g in groups for p in combinations(g, 2)} == alike


def test_subjects_with_the_same_outcome_in_every_run_are_named(store: Path) -> None:
    """Per row group, agents (and the joint outcome) whose final outcome was the same candidate
    in every run of it are named under the table; checked against plain loops."""
    frame = load_results(store, sweep="triage-600")
    table = study_table(frame, "triage")
    axes = list(table.index.names[:-1])
    outcomes: dict[tuple[Any, ...], dict[str, set[tuple[str, str]]]] = defaultdict(
        lambda: defaultdict(set)
    )
    for r in last_rounds(plain(store, "triage-600")):
        group = tuple(r[a] for a in axes)
        outcomes[group][r["who"]].add((r["run_id"], r["candidate"]))
    expected = set()
    for group, by in outcomes.items():
        names = [w for w in table.xs(group, level=axes).index] if axes else list(by)
        for i, a in enumerate(names):
            alike = [b for b in names[i:] if by[b] == by[a]]
            if len(alike) > 1 and not any(by[c] == by[a] for c in names[:i]):
                where = ", ".join("none" if v in (None, "") else str(v) for v in group)
                expected.add(f"{where}: {' = '.join(alike)}")
    found = set(table_statistics(table).subjects)
    assert found == expected and found  # the neutral opponent agrees with mill's advocate
    line = next(x for x in table_statistics(table).lines() if x.startswith("subjects with"))
    assert all(s in line for s in found)


def test_holm_leaves_out_the_tests_that_cannot_reject() -> None:
    """A paired test with no discordant pair has p = 1 whatever the data: counting it in Holm's
    family would only shrink every other test's power (Tarone 1990)."""
    table = pd.DataFrame(
        {
            "RMM": [0.5, 0.5, 0.4],
            "RMM.b": pd.array([6, 0, 5], dtype="Int64"),
            "RMM.c": pd.array([0, 0, 0], dtype="Int64"),
            "RMM.p": [mcnemar_counts(6, 0).p, 1.0, mcnemar_counts(5, 0).p],
            "RMM.constant": [False, False, False],
        },
        index=pd.Index(["a", "b", "c"], name="who"),
    )
    out = adjust_pvalues(table)
    assert table_statistics(out).family == 2
    expected = holm([mcnemar_counts(6, 0).p, mcnemar_counts(5, 0).p])
    assert list(out["RMM.p_holm"]) == pytest.approx([expected[0], 1.0, expected[1]])


def test_reference_columns_test_each_share_against_a_published_one_by_fisher() -> None:
    from scipy.stats import fisher_exact

    table = pd.DataFrame(
        {"EQ": [0.3, 0.9, 0.5], "EQ.k": [3, 9, 5], "EQ.n": [10, 10, 10]},
        index=pd.Index(["I1", "I2", "I3"], name="case"),
    )
    published = {"I1": (0.8, 100), "I2": (0.6, None)}  # I2's N unknown; I3 has no reference
    out = adjust_pvalues(reference_columns(table, "EQ", lambda key: published.get(key[0])))
    assert out.loc["I1", "EQ.p"] == pytest.approx(fisher_exact([[3, 7], [80, 20]]).pvalue)
    assert out.loc["I2", "EQ.ref"] == 0.6 and pd.isna(out.loc["I2", "EQ.p"])
    assert pd.isna(out.loc["I3", "EQ.ref"])
    assert out.loc["I1", "EQ.p_holm"] == out.loc["I1", "EQ.p"]  # a family of one
    assert table_statistics(out).family == 1
    flat = out.reset_index()
    shown = shown_table(list(flat.columns), flat.values.tolist(), keys=1)
    assert shown.tests_rows[0][1].startswith("ref 80% p=0.0019*")


OLD_HOME = [
    "MEANS", "STAT_SUFFIXES", "ShownTable", "TableStatistics", "adjust_pvalues", "base_columns",
    "coinciding", "coinciding_configurations", "coinciding_subjects", "criterion_label",
    "figure_columns", "flag_constant", "flag_degenerate", "mean_columns",
    "paired_mcnemar_columns", "plain", "reference_columns", "share_columns", "shown_table",
    "table_statistics", "tidy_columns",
]  # fmt: skip
"""The statistics-column toolkit's names that ``experiments.tables`` held before the split."""


def test_the_toolkit_still_imports_from_the_study_tables_module() -> None:
    # A public module's names keep their path: the split moved them, it did not rename them.
    import fairagents.experiments.table_columns as columns
    import fairagents.experiments.tables as tables

    for name in OLD_HOME:
        assert getattr(tables, name) is getattr(columns, name), name
    assert not set(tables.__all__) & set(columns.__all__), "each name is listed by its home"
