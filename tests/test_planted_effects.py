"""A study table must show an effect that is there and none where none is.

The statements generator plants a compromise every party ranks second (or none); the shipped
sweeps run the statement protocol and the vote on the same 60 cases, and the protocol comparison
table pairs them. The generator's claims are checked by brute force over every statement; the
table's paired figures against a hand pivot of the same runs."""

from __future__ import annotations

import itertools
from pathlib import Path

import pandas as pd
import pytest

from fairagents.experiments import load_results, load_sweep
from fairagents.experiments._comparison_tables import comparison_table
from fairagents.experiments._emergence_tables import emergence_recount_table, sweep_problems
from fairagents.experiments._runner import run_sweep_file
from fairagents.experiments._statistics import paired_difference
from fairagents.problems import BudgetedSelection
from fairagents.scenarios.packs import generate

from .conftest import EXAMPLES

PAIRED = "statement − vote (paired)"


def statements(problem: BudgetedSelection) -> list[tuple[str, ...]]:
    """Every statement: each set of at most ``budget`` points."""
    points = sorted(problem.projects)
    size = int(problem.budget)
    return [s for k in range(1, size + 1) for s in itertools.combinations(points, k)]


def worth(problem: BudgetedSelection, party: str, statement: tuple[str, ...]) -> float:
    return sum(problem.utilities[party][p] for p in statement)


def opinion(problem: BudgetedSelection, party: str) -> tuple[str, ...]:
    return max(statements(problem), key=lambda s: worth(problem, party, s))


@pytest.mark.parametrize("parties", [2, 3, 5])
def test_the_planted_compromise_is_every_partys_second_choice(parties: int) -> None:
    for case in generate("statements", count=20, seed=11, parties=parties).cases:
        problem = case.problem
        assert isinstance(problem, BudgetedSelection)
        bridge = ("bridge", "shared_a", "shared_b")
        for party in problem.stakeholder_ids:
            ranked = sorted(statements(problem), key=lambda s: -worth(problem, party, s))
            assert ranked[0] == opinion(problem, party) != bridge
            assert ranked[1] == bridge, (case.id, party)
        best_opinion = max(
            min(worth(problem, q, opinion(problem, p)) for q in problem.stakeholder_ids)
            for p in problem.stakeholder_ids
        )
        assert min(worth(problem, q, bridge) for q in problem.stakeholder_ids) > best_opinion


@pytest.mark.parametrize("parties", [2, 3, 5])
def test_with_nothing_planted_no_statement_lifts_the_worst_off_above_the_best_opinion(
    parties: int,
) -> None:
    for case in generate("statements", count=20, seed=11, parties=parties, planted=False).cases:
        problem = case.problem
        assert isinstance(problem, BudgetedSelection)
        ids = problem.stakeholder_ids
        best_opinion = max(min(worth(problem, q, opinion(problem, p)) for q in ids) for p in ids)
        best_any = max(min(worth(problem, q, s) for q in ids) for s in statements(problem))
        assert best_any == pytest.approx(best_opinion), case.id


def compared(sweep: str, tmp_path: Path) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    """The sweep run: its protocol comparison table, its subjects, and emergence recounted
    with its chance baseline."""
    store = tmp_path / "store.sqlite"
    run_sweep_file(EXAMPLES / "sweeps" / sweep, store, workers=1)
    subjects = load_results(store)
    problems = sweep_problems(store, load_sweep(EXAMPLES / "sweeps" / sweep).id)
    return comparison_table(subjects), subjects, emergence_recount_table(subjects, problems)


def hand_differences(subjects: pd.DataFrame, column: str) -> pd.Series:
    """Statement minus vote, case by case, from the final joint outcomes: a pivot by hand."""
    last = subjects[subjects["who"] == "joint"]
    last = last[last["round"] == last.groupby("run_id")["round"].transform("max")]
    wide = last.pivot_table(index="case", columns="decision", values=column)
    return wide["statement"] - wide["vote"]


def test_the_table_finds_the_planted_compromise(tmp_path: Path) -> None:
    table, subjects, recount = compared("statements_planted.yaml", tmp_path)
    row = table.xs(PAIRED, level="decision").iloc[0]
    by_hand = hand_differences(subjects, "minimum")
    assert len(by_hand) == row["minimum.n"] == 60
    assert row["minimum"] == pytest.approx(by_hand.mean())
    # The effect: the worst-off party fares better under the statement, after correction.
    assert row["minimum.low"] > 0 and row["minimum.p_holm"] <= 0.05
    assert row["total utility.low"] > 0 and row["total utility.p_holm"] <= 0.05
    # The interval is at the family-wise level 1 − α/m, m = 5 paired tests: 99%.
    notes = " ".join(table.attrs["statistics"].lines())
    assert "m = 5 paired tests" in notes and "99.00%" in notes
    d = paired_difference(by_hand.to_numpy(), [0.0] * len(by_hand), confidence=0.99)
    assert (row["minimum.low"], row["minimum.high"]) == pytest.approx((d.low, d.high))
    wider = paired_difference(by_hand.to_numpy(), [0.0] * len(by_hand), confidence=0.95)
    assert d.low < wider.low
    # The compromise meets fairness criteria no party proposed, far above chance; the vote's
    # "emergence" against final proposals is the parties conceding, not a new outcome.
    # The vote's coin flips set apart: the pairs in which no lottery decided either run.
    runs = load_results(tmp_path / "store.sqlite", level="runs")
    coin = dict(zip(runs["run_id"], runs["lottery"].astype(bool), strict=True))
    apart = comparison_table(subjects, lottery=coin)
    settled = runs[runs["lottery"].astype(bool)]["case"]
    row = apart.xs(f"{PAIRED[:-1]}, no lottery)", level="decision").iloc[0]
    assert row["runs"] == 60 - settled.nunique() and row["minimum.low"] > 0
    statement, vote = recount.loc["statement"], recount.loc["vote"]
    assert statement["fairness emerged"] == 1.0 and statement["fairness − chance.low"] > 0
    assert statement["fairness − chance.p_holm"] <= 0.05
    assert vote["fairness emerged"] == 0.0 < vote["fairness vs final"]


def test_the_table_shows_nothing_where_nothing_is_planted(tmp_path: Path) -> None:
    table, subjects, recount = compared("statements_null.yaml", tmp_path)
    row = table.xs(PAIRED, level="decision").iloc[0]
    by_hand = hand_differences(subjects, "minimum")
    assert row["minimum"] == pytest.approx(by_hand.mean())
    for metric in ("minimum", "total utility", "worst-group utility", "Gini"):
        assert row[f"{metric}.low"] <= 0 <= row[f"{metric}.high"], metric
        assert row[f"{metric}.p_holm"] > 0.05, metric
    notes = " ".join(table.attrs["statistics"].lines())
    same = (hand_differences(subjects, "minimum") == 0).sum()
    assert f"reached the same joint outcome in {same} of 60" in notes
    for protocol in ("statement", "vote"):
        row = recount.loc[protocol]
        assert row["fairness emerged"] == 0.0 and row["fairness − chance.p_holm"] > 0.05
