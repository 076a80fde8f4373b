"""The distributive and negotiation studies' tables on small real sweeps, recomputed with plain
loops over the store and scipy (Fisher's exact test, Wilcoxon's signed-rank test) as oracles;
and the budget generator's base designs, built without the ratings."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy import stats

from fairagents.datasets.paper_menus import paper_options
from fairagents.datasets.reference import load_reference
from fairagents.errors import SweepError
from fairagents.experiments import LocalBackend, ResultsStore, expand, load_results, load_sweep
from fairagents.experiments import run_sweep as run
from fairagents.experiments._deliberation_tables import deliberation_value_table
from fairagents.experiments._execute import BASE_DESIGN
from fairagents.experiments.table_columns import table_statistics
from fairagents.experiments.tables import (
    DISTRIBUTIVE_CRITERIA,
    criteria_table,
    distributive_menu_table,
    distributive_table,
    negotiation_table,
    study_table,
)
from fairagents.problems import BudgetedSelection
from fairagents.scenarios.packs import generate
from fairagents.scenarios.packs._budget import (
    PROJECTS,
    THEMES,
    BudgetParams,
    best_base_is_usw_optimal,
    draw_budget,
    theme_designs,
)

from .conftest import EXAMPLES

SWEEPS = EXAMPLES / "sweeps"
SLICES = {"distributive": 28, "distributive_menus": 14, "budgets": 12}


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("studies") / "results.sqlite"
    with ResultsStore(path) as results, LocalBackend() as backend:
        for name, limit in SLICES.items():
            expansion = expand(load_sweep(SWEEPS / f"{name}.yaml"), base=SWEEPS, limit=limit)
            assert run(expansion, results, backend).failed == 0
    return path


def rows(path: Path, sweep: str) -> list[dict[str, Any]]:
    with ResultsStore(path, create=False) as results:
        labels = {r["run_id"]: json.loads(r["labels"]) for r in results.run_rows(sweep)}
        subjects = results.subject_rows(sweep)
    return [{**labels[r["run_id"]], **r, "criteria": json.loads(r["criteria"])} for r in subjects]


def final_joint(all_rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    last: dict[str, int] = {}
    for r in all_rows:
        last[r["run_id"]] = max(last.get(r["run_id"], 0), r["round"])
    return [r for r in all_rows if r["who"] == "joint" and r["round"] == last[r["run_id"]]]


def test_distributive_table_sets_the_runs_beside_the_papers_figures(store: Path) -> None:
    table = distributive_table(load_results(store, sweep="distributive-fairness"))
    joint = final_joint(rows(store, "distributive-fairness"))
    ref = load_reference()
    for mode in ("generate", "menu"):
        for case in ("I1", "I2"):
            mine = [r for r in joint if r["mode"] == mode and r["case"] == case]
            for notion, criterion in DISTRIBUTIVE_CRITERIA.items():
                row = table.loc[("analytic", mode, case, notion)]
                k = sum(r["criteria"][criterion] for r in mine)
                assert (row["runs"], row["share.k"], row["share.n"]) == (len(mine), k, 7)
                assert row["share"] == pytest.approx(k / 7)
                assert row["share.low"] <= row["share"] <= row["share.high"]
                assert row["human"] == pytest.approx(ref.human[case][notion] / 100)  # type: ignore[operator]
                assert row["human.n"] is pd_na()  # N not published: no test
                published = ref.published_generation["GPT-4o"][case][notion]
                if mode == "menu":
                    assert np.isnan(row["GPT-4o"]) and np.isnan(row["GPT-4o.p"])
                    continue
                assert row["GPT-4o"] == pytest.approx(published / 100)  # type: ignore[operator]
                if notion == "EQ" and case == "I1":  # exact equality = nothing for anyone
                    assert np.isnan(row["GPT-4o.p"])
                    continue
                count = round(published)  # type: ignore[arg-type]
                oracle = stats.fisher_exact([[k, 7 - k], [count, 100 - count]]).pvalue
                assert row["GPT-4o.p"] == pytest.approx(min(1.0, oracle))
                assert row["GPT-4o.p_holm"] >= row["GPT-4o.p"] - 1e-12
    statistics = table_statistics(table)
    assert statistics.family > 0 and any("not published" in n for n in statistics.notes)
    assert any("EQ in I1" in n for n in statistics.notes)
    # Plain figures on request: no intervals, no tests, the shares unchanged.
    plain = distributive_table(load_results(store, sweep="distributive-fairness"), statistics=False)
    assert "share.low" not in plain.columns and "GPT-4o.p" not in plain.columns
    assert (plain["share"] == table["share"]).all()


def test_menu_rows_test_choosing_against_generating_run_by_run(store: Path) -> None:
    """The paper's comparison: each menu row's share against the generate runs that differ from
    its runs only in the mode; an exact McNemar test, recomputed with plain loops and scipy."""
    frame = load_results(store, sweep="distributive-fairness")
    table = distributive_table(frame)
    joint = final_joint(rows(store, "distributive-fairness"))

    def config(r: dict[str, Any]) -> tuple[Any, ...]:
        return (r["case"], r["decider.stance"], r.get("decider.framework"), r["seed"])

    def oracle(criteria: dict[str, dict[str, bool]], case: str, notion: str) -> tuple[int, int]:
        column = DISTRIBUTIVE_CRITERIA[notion]
        gen = {config(r): criteria[r["run_id"]][column] for r in joint if r["mode"] == "generate"}
        pairs = [
            (criteria[r["run_id"]][column], gen[config(r)])
            for r in joint
            if r["mode"] == "menu" and r["case"] == case and config(r) in gen
        ]
        assert len(pairs) == 7  # the seven deciders, each run in both modes
        return sum(m and not g for m, g in pairs), sum(g and not m for m, g in pairs)

    truth = {r["run_id"]: r["criteria"] for r in joint}
    for case in ("I1", "I2"):
        for notion in DISTRIBUTIVE_CRITERIA:
            row = table.loc[("analytic", "menu", case, notion)]
            assert (row["share.b"], row["share.c"]) == oracle(truth, case, notion)
            assert table.loc[("analytic", "generate", case, notion)]["share.b"] is pd_na()
    assert any(
        "choosing from the menu against generating" in t for t in table_statistics(table).tests
    )

    # An effect the test must see: every menu run now meets EF where its generate twin did not.
    menu_runs = {r["run_id"] for r in joint if r["mode"] == "menu"}
    shifted = frame.copy()
    shifted.loc[shifted["run_id"].isin(menu_runs) & (shifted["who"] == "joint"), "ef"] = True
    table = distributive_table(shifted)
    flipped = {i: {**c, "ef": True} if i in menu_runs else c for i, c in truth.items()}
    for case in ("I1", "I2"):
        row = table.loc[("analytic", "menu", case, "EF")]
        b, c = oracle(flipped, case, "EF")
        assert (row["share.b"], row["share.c"]) == (b, c) and b > 0 == c
        assert row["share.p"] == pytest.approx(stats.binomtest(b, b + c, 0.5).pvalue)
        assert row["share.p_holm"] >= row["share.p"]


def pd_na() -> Any:
    import pandas as pd

    return pd.NA


def test_distributive_menu_table_counts_the_papers_options(store: Path) -> None:
    frame = load_results(store, sweep="distributive-paper-menus")
    table = study_table(frame, "distributive")  # a sweep of the paper's menus: option by option
    assert table.index.names == ["model", "variant", "case", "option"]
    joint = final_joint(rows(store, "distributive-paper-menus"))
    ref = load_reference().published_menu["top5"]
    for case in ("I0", "I2"):
        chosen = [int(r["candidate"].removeprefix("paper")) - 1 for r in joint if r["case"] == case]
        buckets = [paper_options(case)[i].bucket for i in chosen]
        for b, name in enumerate(ref[case].buckets):
            row = table.loc[("analytic", "top5", case, f"{b + 1}: {name}")]
            k = sum(1 for x in buckets if x == b)
            assert (row["share.k"], row["share.n"]) == (k, len(chosen))
            theirs = round(ref[case].shares_per_model["Llama3-70b"][b])
            oracle = stats.fisher_exact([[k, len(chosen) - k], [theirs, 100 - theirs]]).pvalue
            assert row["Llama3-70b.p"] == pytest.approx(min(1.0, oracle))
        assert table.loc[("analytic", "top5", case)]["share.k"].sum() == len(chosen)
    with pytest.raises(SweepError, match="paper's own menus"):
        distributive_menu_table(load_results(store, sweep="distributive-fairness"))


def test_the_printed_caption_says_what_the_distributive_rows_are(store: Path) -> None:
    from typer.testing import CliRunner

    from fairagents._cli import app

    def caption(sweep: str) -> str:
        done = CliRunner().invoke(
            app, ["experiment", "table", str(store), "--sweep", sweep], env={"COLUMNS": "400"}
        )
        assert done.exit_code == 0, done.output
        return str(done.stdout.splitlines()[0]).strip()

    # the paper's menus: a row per option of each instance's menu, its share of the runs
    assert caption("distributive-paper-menus") == (
        "distributive-paper-menus: % of joint outcomes that are each option of the paper's "
        "menu, per instance, beside the paper's shares"
    )
    # generated allocations: a row per instance and notion
    assert caption("distributive-fairness") == (
        "distributive-fairness: % of joint outcomes meeting each notion, per instance, beside "
        "the paper's shares"
    )


def test_negotiation_table_is_the_negotiated_package_minus_the_best_base_design(
    store: Path,
) -> None:
    table = negotiation_table(load_results(store, sweep="budgets"))
    everything = rows(store, "budgets")
    metrics = {
        "total utility": "utilitarian",
        "worst-group utility": "worst_group_mean",
        "p20 satisfaction": "p20_satisfaction",
        "Gini": "gini",
    }
    for rule in ("borda", "copeland", "maximin"):
        mine = [r for r in everything if r["rule"] == rule]
        runs = sorted({r["run_id"] for r in mine})
        assert len(runs) == 4
        best, final = {}, {}
        for run_id in runs:
            bases = [r for r in mine if r["run_id"] == run_id and r["who"].startswith(BASE_DESIGN)]
            assert len(bases) == len(THEMES) and all(r["round"] == 0 for r in bases)
            best[run_id] = max(bases, key=lambda r: r["utilitarian"])
            final[run_id] = next(r for r in final_joint(mine) if r["run_id"] == run_id)
        every = dict.fromkeys(runs, True)
        for name, column in metrics.items():
            after = np.array([final[r][column] for r in runs])
            before = np.array([best[r][column] for r in runs])
            diff = after - before
            row = table.loc[(rule, "difference")]
            assert row[name] == pytest.approx(diff.mean())
            assert row[f"{name}.low"] <= row[name] + 1e-12 <= row[f"{name}.high"] + 2e-12
            better = diff < -1e-9 if column == "gini" else diff > 1e-9
            worse = diff > 1e-9 if column == "gini" else diff < -1e-9
            assert (row[f"{name}.b"], row[f"{name}.c"]) == (better.sum(), worse.sum())
            nonzero = diff[np.abs(diff) > 1e-9]
            oracle = 1.0 if nonzero.size == 0 else stats.wilcoxon(nonzero).pvalue
            assert row[f"{name}.p"] == pytest.approx(oracle)
            base_row = table.loc[(rule, "best single base design")]
            assert base_row[name] == pytest.approx(before.mean())
            assert table.loc[(rule, "negotiated package"), name] == pytest.approx(after.mean())
            for r, b in zip(runs, better, strict=True):
                every[r] &= bool(b)
        assert table.loc[(rule, "difference"), "all four.k"] == sum(every.values())
    assert table_statistics(table).family == 12  # 3 rules x 4 metrics, Holm over all


def test_without_base_designs_the_best_opening_proposal_stands_in(store: Path) -> None:
    frame = load_results(store, sweep="budgets")
    frame = frame[~frame["who"].astype(str).str.startswith(BASE_DESIGN)]
    table = negotiation_table(frame)
    assert any("best opening proposal stands in" in n for n in table_statistics(table).notes)


def test_the_value_of_deliberation_does_not_call_the_base_designs_first_proposals(
    store: Path,
) -> None:
    """The base designs are assessed in round 0 beside the agents' opening proposals, but no
    agent proposed them: they are the negotiation table's yardstick, not a first proposal."""
    subjects = load_results(store, sweep="budgets")
    baselines = load_results(store, level="baselines", sweep="budgets")
    table = deliberation_value_table(subjects, baselines)
    outcomes = {outcome for *_, outcome in table.index}
    agents = {a["name"] for a in load_sweep(SWEEPS / "budgets.yaml").model_dump()["agents"]}
    assert {o for o in outcomes if o.startswith("first proposal: ")} == {
        f"first proposal: {a}" for a in agents
    }
    assert not any(BASE_DESIGN in o for o in outcomes)
    # a one-round run's final round is round 0, the base designs' round: still no subject
    one_round = criteria_table(subjects[subjects["round"] == 0])
    assert {s for *_, s in one_round.index} == {*agents, "joint"}


# -- the generator's base designs ----------------------------------------------------------------


@given(st.integers(0, 10_000))
def test_base_designs_read_costs_and_themes_never_ratings(seed: int) -> None:
    params = BudgetParams()
    problem = draw_budget(random.Random(seed), params, "x")
    assert problem.base_designs == theme_designs(dict(problem.projects), problem.budget)
    # Other ratings and weights, the same designs: they are not built from utilities.
    assert problem.utilities is not None
    shuffled = {g: dict(zip(row, reversed(list(row.values())), strict=True))
                for g, row in problem.utilities.items()}  # fmt: skip
    other = BudgetedSelection(projects=problem.projects, budget=problem.budget, utilities=shuffled)
    assert theme_designs(dict(other.projects), other.budget) == problem.base_designs
    for theme, design in problem.base_designs.items():
        assert all(PROJECTS[p][0] in THEMES[theme] for p in design)
        cost = sum(problem.projects[p] for p in design)
        assert cost <= problem.budget
        # Maximal within the theme: every theme project left out would not fit.
        left = [p for p in problem.projects if PROJECTS[p][0] in THEMES[theme] and p not in design]
        assert all(cost + problem.projects[p] > problem.budget for p in left)


def test_the_shipped_budgets_best_base_design_is_not_the_usw_optimum() -> None:
    groups = ("wheelchair_users", "seniors", "lgbtqia2_residents", "immigrants", "cyclists",
              "shop_owners")  # fmt: skip
    batch = generate("budget", count=20, seed=2026, groups=groups)
    # Measured: 16 of 20 with the groups' own best packages as base designs, 0 of 20 now.
    assert sum(best_base_is_usw_optimal(c.problem) for c in batch.cases) == 0
    without = generate("budget", count=20, seed=2026, groups=groups, base_designs=False)
    assert all(not c.problem.base_designs for c in without.cases)
    # The designs add nothing random: the cases are otherwise those drawn before.
    assert [c.problem.utilities for c in batch.cases] == [
        c.problem.utilities for c in without.cases
    ]


def test_fields_added_at_their_defaults_keep_run_ids() -> None:
    """protocol.menu, allocation withholding and base designs, at their defaults, leave the
    digest as before they existed (ids computed with the code before them), so stores resume;
    set, they change it."""
    from fairagents.experiments._grid import run_id
    from fairagents.scenarios import load_scenario

    before = {"triage": "8e4a59a4e575cfd9eafe", "urban_budget": "fd26f8f1d18258eac0bb"}
    for name, expected in before.items():
        assert run_id(load_scenario(EXAMPLES / "scenarios" / f"{name}.yaml"), 0) == expected
    urban = load_scenario(EXAMPLES / "scenarios" / "urban_budget.yaml")
    designed = urban.model_copy(
        update={"problem": urban.problem.model_copy(update={"base_designs": {"x": ("benches",)}})}
    )
    assert run_id(designed, 0) != before["urban_budget"]
