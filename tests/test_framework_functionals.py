"""The frameworks' functionals mean what their names say: hand-computed values, independent
formulas, the properties each source asks for, and the frameworks kept apart on the studies'
own cases (issue 18)."""

from __future__ import annotations

import itertools
import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from fairagents.errors import SweepError
from fairagents.experiments import expand, parse_sweep
from fairagents.fairness import evaluate, non_degeneracy, satisfaction_bounds
from fairagents.frameworks import WelfareContext, available_frameworks, get_framework
from fairagents.frameworks._functionals import atkinson, common_origin, deprivation_index
from fairagents.models import Stakeholder
from fairagents.problems import CandidateChoice
from fairagents.scenarios import load_scenario
from fairagents.scenarios.packs import GeneratedCases, generate
from fairagents.scenarios.packs._base import pair_disagreement

from .conftest import EXAMPLES, ROOT

SIX = ("rawls", "mill", "nozick", "gilligan", "parfit", "dworkin")
levels = st.floats(min_value=0.0, max_value=1e3, allow_nan=False)
etas = st.floats(min_value=0.05, max_value=0.95)


def _triage_problem() -> CandidateChoice:
    problem = load_scenario(EXAMPLES / "scenarios" / "triage.yaml").problem
    assert isinstance(problem, CandidateChoice)
    return problem


def _shipped_triage_batch() -> tuple[dict[str, Any], GeneratedCases]:
    sweep = yaml.safe_load(Path(EXAMPLES / "sweeps" / "triage_600.yaml").read_text())
    (source,) = sweep["scenarios"]
    batch = generate(source["generator"], count=source["count"], seed=source["seed"],
                     **source["params"])  # fmt: skip
    return source, batch


# -- Parfit: absolute levels, a concave transform --------------------------------------------


def test_parfit_on_the_shipped_triage_case_is_not_mills_choice() -> None:
    problem = _triage_problem()
    report = non_degeneracy(problem, [get_framework("mill"), get_framework("parfit")])
    assert report.optima["mill"].optima == ("p2+p4",)
    assert report.optima["parfit"].optima == ("p2+p6",)
    assert ("mill", "parfit") in report.disagreeing_pairs
    # by hand, expected life-years (life-years × survival) with beds for p2 and p6:
    # p1 6·0.10, p2 70·0.70, p3 32·0.40, p4 45·0.60, p5 18·0.05, p6 25·0.35
    u = {"p1": 0.6, "p2": 49.0, "p3": 12.8, "p4": 27.0, "p5": 0.9, "p6": 8.75}
    assert problem.utilities_of("p2+p6") == pytest.approx(u)
    by_hand = sum(2 * math.sqrt(v) for v in u.values())
    assert get_framework("parfit").welfare(u) == pytest.approx(by_hand)
    mills = problem.utilities_of("p2+p4")
    assert get_framework("parfit").welfare(mills) < by_hand  # 40.63 < 40.91
    assert sum(mills.values()) > sum(u.values())  # and Mill's sum says the opposite


def test_measuring_from_each_ones_worst_would_rank_by_gains_like_the_sum() -> None:
    # Why levels are absolute: in unit-demand triage a patient's level above their own worst is
    # their gain if they get a bed and 0 otherwise, so any increasing function of it picks the
    # largest gains — Mill's beds — in every case (the old reading, 50 of 50 cases).
    _, batch = _shipped_triage_batch()
    mill = get_framework("mill")
    for case in batch.cases[:20]:
        problem = case.problem
        assert isinstance(problem, CandidateChoice)
        bounds = satisfaction_bounds(problem)
        worst = {i: min(row.values()) for i, row in problem.utilities.items()}
        assert len({lo for lo, _ in bounds.values()}) == 1  # one scale for the scenario

        def gains_key(
            alt: str, problem: CandidateChoice = problem, worst: dict[str, float] = worst
        ) -> float:
            u = problem.utilities_of(alt)
            return sum(math.sqrt(v - worst[i]) for i, v in u.items())

        old = max(problem.alternative_ids, key=gains_key)
        mills = non_degeneracy(problem, [mill]).optima["mill"].optima
        assert old in mills


def test_common_origin_is_zero_for_non_negative_utilities_else_the_least_attainable() -> None:
    assert common_origin({"a": 1.0}, WelfareContext()) == 0.0
    ctx = WelfareContext(bounds={"a": (3.0, 9.0), "b": (-4.0, 2.0)})
    assert common_origin({"a": 3.0, "b": -4.0}, ctx) == -4.0
    # a negative utility without bounds has no level
    with pytest.raises(Exception, match="below the common origin"):
        common_origin({"a": -0.5}, WelfareContext(), "parfit")


@given(x=levels, y=levels, eta=etas)
def test_atkinson_is_increasing_and_concave(x: float, y: float, eta: float) -> None:
    lo, hi = min(x, y), max(x, y)
    assert atkinson(lo, eta) <= atkinson(hi, eta)
    # midpoint concavity: f((a+b)/2) ≥ (f(a)+f(b))/2
    mid = atkinson((lo + hi) / 2, eta)
    assert mid >= (atkinson(lo, eta) + atkinson(hi, eta)) / 2 - 1e-9 * (1 + abs(mid))


@given(
    poor=st.floats(min_value=0.0, max_value=100.0),
    gap=st.floats(min_value=0.01, max_value=100.0),
    share=st.floats(min_value=0.01, max_value=0.49),
    third=st.floats(min_value=0.0, max_value=200.0),
    eta=etas,
)
def test_a_pigou_dalton_transfer_raises_prioritarian_welfare(
    poor: float, gap: float, share: float, third: float, eta: float
) -> None:
    rich = poor + gap
    moved = share * gap  # from the richer to the poorer, keeping their order
    before = {"a": poor, "b": rich, "c": third}
    after = {"a": poor + moved, "b": rich - moved, "c": third}
    parfit = get_framework("parfit", eta=eta)
    assert parfit.welfare(after) > parfit.welfare(before)
    assert get_framework("mill").welfare(after) == pytest.approx(
        get_framework("mill").welfare(before)
    )


@given(
    u=st.lists(st.floats(min_value=0.0, max_value=100.0), min_size=2, max_size=5),
    v=st.lists(st.floats(min_value=0.0, max_value=100.0), min_size=2, max_size=5),
    scale=st.floats(min_value=1e-3, max_value=1e3),
)
def test_parfit_ranks_outcomes_alike_whatever_the_unit(
    u: list[float], v: list[float], scale: float
) -> None:
    n = min(len(u), len(v))
    a = {f"s{i}": x for i, x in enumerate(u[:n])}
    b = {f"s{i}": x for i, x in enumerate(v[:n])}
    parfit = get_framework("parfit")
    wa, wb = parfit.welfare(a), parfit.welfare(b)
    if abs(wa - wb) <= 1e-6 * max(1.0, abs(wa), abs(wb)):
        return  # a near-tie may flip by rounding
    sa = parfit.welfare({k: x * scale for k, x in a.items()})
    sb = parfit.welfare({k: x * scale for k, x in b.items()})
    assert (wa > wb) == (sa > sb)  # homogeneous of degree 1 − η


# -- Sen: the Sen-Shorrocks-Thon index of capability shortfalls -------------------------------


def _sst_oracle(gaps: list[float]) -> float:
    """Shorrocks (1995): P = H · I_p · (1 + G), G the Gini of the gap ratios over everyone,
    written from the sorted-values formula of the Gini (not from pairwise maxima)."""
    g = np.sort(np.asarray(gaps, dtype=np.float64))
    n = len(g)
    if g.sum() == 0:
        return 0.0
    poor = g[g > 0]
    head = len(poor) / n
    depth = float(poor.mean())
    gini = float(2 * np.sum(np.arange(1, n + 1) * g) / (n * g.sum()) - (n + 1) / n)
    return head * depth * (1 + gini)


@given(st.lists(st.floats(min_value=0.0, max_value=1.0), min_size=1, max_size=8))
def test_deprivation_index_is_the_sen_shorrocks_thon_index(gaps: list[float]) -> None:
    named = {f"p{i}": g for i, g in enumerate(gaps)}
    assert deprivation_index(named, {}) == pytest.approx(_sst_oracle(gaps), abs=1e-12)


def test_deprivation_index_by_hand_and_weights_as_head_counts() -> None:
    # gaps (0.6, 0.2, 0): ordered pairs' maxima 0.6·5 + 0.2·3 + 0 = 3.6, over 9
    assert deprivation_index({"a": 0.6, "b": 0.2, "c": 0.0}, {}) == pytest.approx(0.4)
    # a weight of 2 counts like two people with the same gap
    heavy = {"a": Stakeholder(id="a", weight=2.0)}
    twice = deprivation_index({"a": 0.6, "a2": 0.6, "b": 0.2}, {})
    assert deprivation_index({"a": 0.6, "b": 0.2}, heavy) == pytest.approx(twice)


@given(
    st.lists(st.floats(min_value=0.0, max_value=1.0), min_size=2, max_size=6),
    st.floats(min_value=0.0, max_value=1.0),
)
def test_a_regressive_transfer_of_shortfall_raises_sens_index(
    gaps: list[float], fraction: float
) -> None:
    # moving shortfall from a smaller gap to a larger one (same total) deepens deprivation
    order = sorted(range(len(gaps)), key=gaps.__getitem__)
    small, large = order[0], order[-1]
    moved = fraction * gaps[small]
    after = list(gaps)
    after[small] -= moved
    after[large] = min(1.0, after[large] + moved)
    total_kept = math.isclose(sum(after), sum(gaps), abs_tol=1e-12)
    before_i = deprivation_index({f"p{i}": g for i, g in enumerate(gaps)}, {})
    after_i = deprivation_index({f"p{i}": g for i, g in enumerate(after)}, {})
    if total_kept:
        assert after_i >= before_i - 1e-12


def test_sen_weighs_depth_kant_counts_persons() -> None:
    ctx = WelfareContext(bounds=dict.fromkeys("abc", (0.0, 1.0)))
    sen, kant = get_framework("sen"), get_framework("kant")
    deep = {"a": 0.0, "b": 1.0, "c": 1.0}  # one person with nothing
    shallow = {"a": 0.2, "b": 0.2, "c": 1.0}  # two a little short (below Kant's floor 0.25)
    # Sen: gaps (1, 0, 0) → 5/9; (0.6, 0.6, 0) → 0.6·8/9 = 0.533: two shallow shortfalls are
    # less deprivation than one total one
    assert sen.key(deep, context=ctx)[0] == pytest.approx(-5 / 9)
    assert sen.key(shallow, context=ctx)[0] == pytest.approx(-0.6 * 8 / 9)
    assert sen.key(shallow, context=ctx) > sen.key(deep, context=ctx)
    # Kant counts the persons below the floor, not how far: 1 against 2
    assert kant.key(deep, context=ctx) == pytest.approx((2 / 3, 2.0))
    assert kant.key(deep, context=ctx) > kant.key(shallow, context=ctx)
    one_below = {"a": 0.2, "b": 1.0, "c": 0.3}
    assert kant.welfare(one_below, context=ctx) == pytest.approx(2 / 3)
    assert sen.welfare(one_below, context=ctx) == pytest.approx(-_sst_oracle([0.6, 0.0, 0.4]))


# -- satisfaction on the scenario's one scale -------------------------------------------------


def test_choice_satisfaction_is_on_the_scenarios_scale_and_p20_varies_in_triage() -> None:
    problem = _triage_problem()
    bounds = satisfaction_bounds(problem)
    assert set(bounds.values()) == {(0.5, 49.0)}  # p6 without a bed … p2 with one
    report = evaluate(problem, "p2+p6")
    by_id = {s.id: s.satisfaction for s in report.stakeholders}
    assert by_id["p2"] == pytest.approx(1.0) and by_id["p6"] == pytest.approx(8.25 / 48.5)
    p20 = {evaluate(problem, a).p20_satisfaction for a in problem.alternative_ids}
    assert len(p20) > 3  # informative: it changes with who gets the beds


# -- the studies' cases keep the frameworks apart ---------------------------------------------


def test_every_pair_of_the_six_frameworks_differs_on_the_shipped_triage_sweep() -> None:
    source, batch = _shipped_triage_batch()
    assert tuple(source["params"]["frameworks"]) == SIX
    shares = {(p.first, p.second): p for p in batch.disagreement}
    assert set(shares) == set(itertools.combinations(SIX, 2))
    for pair in shares.values():
        assert pair.cases == 50
        assert pair.differ > 0, pair  # no pair agrees on every case
    # the shares the docs state (docs/how-to/problems.md), recomputed from the optima of each case
    judged = [get_framework(n) for n in SIX]
    counts = dict.fromkeys(shares, 0)
    for case in batch.cases:
        for pair in non_degeneracy(case.problem, judged).disagreeing_pairs:
            counts[pair] += 1
    assert counts == {k: p.differ for k, p in shares.items()}
    assert shares["mill", "parfit"].differ == 17


def test_pairwise_keeps_only_cases_where_every_pair_disagrees() -> None:
    three = ["rawls", "mill", "parfit"]
    batch = generate("triage", count=4, seed=3, frameworks=three, require="pairwise")
    assert batch.require == "pairwise" and batch.rejected > 0
    assert "a pair of rawls, mill, parfit shares an optimal outcome" in batch.reason
    judged = [get_framework(n) for n in three]
    for case in batch.cases:
        assert len(non_degeneracy(case.problem, judged).disagreeing_pairs) == 3
    assert [(p.first, p.second, p.differ, p.cases) for p in batch.disagreement] == [
        ("rawls", "mill", 4, 4), ("rawls", "parfit", 4, 4), ("mill", "parfit", 4, 4),
    ]  # fmt: skip
    # any (the default) keeps more: cases where only some pairs disagree
    loose = generate("triage", count=4, seed=3, frameworks=three)
    assert loose.require == "any" and loose.rejected <= batch.rejected
    note = loose.disagreement_note()
    assert note is not None and note.startswith("triage (seed 3): optima differ")
    # no frameworks compared (the outpatient default): every draw kept, nothing to report
    plain = generate("outpatient", count=1, seed=3)
    assert plain.disagreement == () and plain.disagreement_note() is None


def test_require_is_validated() -> None:
    with pytest.raises(Exception, match="require"):
        generate("triage", count=1, seed=0, require="all")


def test_the_docs_state_the_shares_the_shipped_triage_cases_give() -> None:
    text = (ROOT / "docs" / "how-to" / "problems.md").read_text()
    head = "| | mill | nozick | gilligan | parfit | dworkin | sen | kant |"
    lines = text[text.index(head) :].splitlines()
    columns = [c.strip() for c in lines[0].strip("|").split("|")][1:]
    stated: dict[frozenset[str], str] = {}
    for line in lines[2:]:
        if not line.startswith("| "):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        for column, value in zip(columns, cells[1:], strict=True):
            if value:
                stated[frozenset((cells[0], column))] = value
    _, batch = _shipped_triage_batch()
    counted = pair_disagreement([c.problem for c in batch.cases], available_frameworks())
    assert len(stated) == len(counted) == 28
    for pair in counted:
        assert stated[frozenset((pair.first, pair.second))] == f"{pair.differ / pair.cases:.0%}"
    # and the optima the page names for the shipped case
    report = non_degeneracy(_triage_problem())
    named = {
        "mill": "p2+p4", "kant": "p2+p4", "parfit": "p2+p6", "rawls": "p1+p6",
        "dworkin": "p5+p6", "sen": "p5+p6", "nozick": "p1+p5", "gilligan": "p2+p3",
    }  # fmt: skip
    assert {n: o.optima for n, o in report.optima.items()} == {n: (a,) for n, a in named.items()}


def test_a_sweep_asks_for_pairwise_disagreement_in_its_generator_params() -> None:
    three = ["rawls", "mill", "parfit"]
    sweep = parse_sweep(
        {
            "id": "pairwise",
            "scenarios": [
                {
                    "generator": "triage",
                    "count": 2,
                    "seed": 3,
                    "params": {"frameworks": three, "require": "pairwise"},
                }
            ],
            "agents": [{"name": "aligned", "framework": three}, {"name": "opponent"}],
        }
    )
    expansion = expand(sweep)
    (batch,) = expansion.generated
    assert batch.require == "pairwise" and all(p.differ == 2 for p in batch.disagreement)
    kept, pairs = expansion.notes()
    assert "rejected (a pair of rawls, mill, parfit shares an optimal outcome)" in kept
    assert pairs.endswith("rawls/mill 100%, rawls/parfit 100%, mill/parfit 100%")
    with pytest.raises(SweepError, match="require"):
        expand(
            parse_sweep(
                {
                    "id": "bad",
                    "scenarios": [
                        {"generator": "triage", "count": 1, "params": {"require": "all"}}
                    ],
                    "agents": [{"name": "a"}],
                }
            )
        )


@given(
    st.lists(st.floats(min_value=0.0, max_value=1.0), min_size=1, max_size=6),
    st.integers(min_value=0, max_value=5),
    st.floats(min_value=0.0, max_value=1.0),
)
def test_raising_anyones_satisfaction_never_lowers_sens_or_kants_key(
    s: list[float], who: int, to: float
) -> None:
    # Pareto: neither the deprivation index nor the floor count can punish a gain
    ctx = WelfareContext(bounds={f"p{i}": (0.0, 1.0) for i in range(len(s))})
    before = {f"p{i}": v for i, v in enumerate(s)}
    k = f"p{who % len(s)}"
    after = {**before, k: max(before[k], to)}
    for name in ("sen", "kant"):
        fw = get_framework(name)
        # keys compared after rounding, so a sum reordered in the last bit is no "loss"
        lo, hi = (tuple(round(x, 9) for x in fw.key(u, context=ctx)) for u in (before, after))
        assert hi >= lo, (name, before, after)
