"""Emergence recounted as a referee asked: against every proposal of every round, fairness
apart from framework optima, losses beside gains — on hand-built debates whose answer is known."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from fairagents.experiments._emergence_tables import (
    chance_of_emergence,
    emergence_recount,
    emergence_recount_table,
)
from fairagents.fairness._emergence import criterion_kind

CRITERIA = ("maximin_optimal", "eq", "rawls_optimal")


def debate(run_id: str, rounds: list[dict[str, set[str]]], decision: str = "vote") -> list[dict]:
    """Subject rows of one run: per round, who met which criteria (``joint`` is the outcome)."""
    rows = []
    for r, met in enumerate(rounds):
        for who, criteria in met.items():
            row = {"run_id": run_id, "case": run_id, "decision": decision, "round": r}
            row |= {"who": who, "candidate": "c", "label": "l"}
            row |= {c: c in criteria for c in CRITERIA}
            rows.append(row)
    return rows


def frame(*runs: list[dict]) -> pd.DataFrame:
    out = pd.DataFrame([row for run in runs for row in run])
    for c in CRITERIA:
        out[c] = out[c].astype("boolean")
    return out


NOTHING: dict[str, set[str]] = {"x": set(), "y": set(), "joint": set()}


def test_a_criterion_that_appears_only_in_round_three_emerged_by_every_count() -> None:
    runs = emergence_recount(
        frame(debate("a", [NOTHING, NOTHING, {**NOTHING, "joint": {"maximin_optimal"}}]))
    )
    row = runs.iloc[0]
    assert row["fairness emerged"] and row["fairness vs first"] and row["fairness vs final"]
    assert not row["framework emerged"] and not row["fairness lost"]


def test_one_proposed_in_round_one_and_dropped_did_not_emerge() -> None:
    proposed_then_dropped = [
        {"x": {"maximin_optimal"}, "y": set(), "joint": set()},
        NOTHING,
        {**NOTHING, "joint": {"maximin_optimal"}},
    ]
    row = emergence_recount(frame(debate("b", proposed_then_dropped))).iloc[0]
    assert row["fairness vs final"]  # what the recorded figure counts
    assert not row["fairness emerged"] and not row["fairness vs first"]


def test_a_framework_optimum_is_not_fairness_and_losses_are_counted() -> None:
    optimum = [NOTHING, {**NOTHING, "joint": {"rawls_optimal"}}]
    lost = [NOTHING, {"x": {"eq"}, "y": set(), "joint": set()}]
    runs = emergence_recount(frame(debate("c", optimum), debate("d", lost)))
    c, d = runs.iloc[0], runs.iloc[1]
    assert c["framework emerged"] and not c["fairness emerged"]
    assert d["fairness lost"] and not d["fairness emerged"]
    assert criterion_kind("rawls_optimal") == "framework" and criterion_kind("eq") == "fairness"


def test_the_table_pairs_each_protocol_with_the_vote_on_the_same_debates() -> None:
    emerges = [NOTHING, {**NOTHING, "joint": {"eq"}}]
    runs = [debate(f"v{k}", [NOTHING, NOTHING], "vote") for k in range(6)]
    runs += [debate(f"v{k}", emerges, "agreement") for k in range(6)]
    for run in runs[6:]:  # the same cases as the vote's runs, another protocol
        for row in run:
            row["run_id"] = "g" + row["run_id"]
    table = emergence_recount_table(frame(*runs))
    agreement = table.loc["agreement"]
    assert agreement["fairness emerged"] == 1.0 and table.loc["vote"]["fairness emerged"] == 0
    assert (agreement["fairness emerged.b"], agreement["fairness emerged.c"]) == (6, 0)
    assert agreement["fairness emerged.p"] == pytest.approx(2 / 2**6)


def test_protocols_are_paired_within_each_configuration_the_table_groups_by() -> None:
    # Two opponents (a grouping label that is also a pairing label); the agreement protocol
    # makes EQ emerge against the adversarial one only.
    emerges = [NOTHING, {**NOTHING, "joint": {"eq"}}]
    runs = []
    for opponent in ("neutral", "adversarial"):
        for decision in ("vote", "agreement"):
            for k in range(5):
                rounds = emerges if (decision, opponent) == ("agreement", "adversarial") else None
                run = debate(f"{decision}-{opponent}-{k}", rounds or [NOTHING, NOTHING], decision)
                for row in run:
                    row["case"], row["opponent.stance"] = f"c{k}", opponent
                runs.append(run)
    table = emergence_recount_table(frame(*runs), group_by=["decision", "opponent.stance"])
    adversarial, neutral = (
        table.loc[("agreement", "adversarial")],
        table.loc[("agreement", "neutral")],
    )
    assert (adversarial["fairness emerged.b"], adversarial["fairness emerged.c"]) == (5, 0)
    assert (neutral["fairness emerged.b"], neutral["fairness emerged.c"]) == (0, 0)


def test_the_chance_baseline_is_the_share_of_outcomes_meeting_what_no_one_proposed() -> None:
    options = [{"eq"}, {"eq", "rawls_optimal"}, set(), {"maximin_optimal"}]
    assert chance_of_emergence(options, set()) == {"fairness": 0.75, "framework": 0.25}
    assert chance_of_emergence(options, {"eq", "maximin_optimal"}) == {
        "fairness": 0.0,
        "framework": 0.25,
    }


def test_runs_the_lottery_decided_are_counted_apart() -> None:
    emerges = [NOTHING, {**NOTHING, "joint": {"eq"}}]
    runs = frame(*(debate(f"r{k}", emerges if k < 3 else [NOTHING, NOTHING]) for k in range(6)))
    coin = {f"r{k}": k in (0, 1, 5) for k in range(6)}  # two of the three emergences by a coin
    table = emergence_recount_table(runs, lottery=coin)
    row = table.iloc[0]
    assert (row["fairness emerged.k"], row["fairness emerged.n"]) == (3, 6)
    assert (row["fairness emerged, no lottery.k"], row["fairness emerged, no lottery.n"]) == (1, 3)


def test_the_chance_baseline_finds_a_sweeps_scenario_files_from_anywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fairagents.experiments import load_results
    from fairagents.experiments._emergence_tables import sweep_problems
    from fairagents.experiments._runner import run_sweep_file

    from .conftest import EXAMPLES

    store = tmp_path / "store.sqlite"
    run_sweep_file(EXAMPLES / "sweeps" / "negotiation.yaml", store, workers=1, limit=2)
    monkeypatch.chdir(tmp_path)  # the sweep's ../scenarios/… path is not relative to here
    problems = sweep_problems(store, "negotiative-alignment")
    runs = load_results(store, level="runs")
    assert set(runs["run_id"]) <= set(problems)
    table = emergence_recount_table(load_results(store), problems)
    assert "fairness chance" in table.columns
