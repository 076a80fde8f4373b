"""The distributive study under the paper's task rules: goods may be thrown away and money
withheld; the reference figures; the paper's own menus, loaded and posed.

Oracles are independent of the solvers: per-assignment LPs (``scipy.optimize.linprog``) that
let payments add up to *at most* the money, and the published numbers re-read from the shared
data file when it is beside the repo.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.optimize import linprog

from fairagents.agents._prompting import proposal_format
from fairagents.datasets import load_instance, load_instances
from fairagents.datasets.paper_menus import (
    PAPER_MENU_INSTANCES,
    bucket_of,
    has_paper_menu,
    menus_description,
    option_of,
    paper_instance,
    paper_menu,
    paper_options,
)
from fairagents.datasets.reference import (
    HUMAN_N,
    NOTIONS,
    PUBLISHED_N,
    REFERENCE_FILE,
    load_reference,
)
from fairagents.errors import ProblemError, ScenarioError
from fairagents.llm._proposals import read_proposal_reply
from fairagents.problems import Allocation, IndivisibleAllocation
from fairagents.problems import allocation_solvers as solvers
from fairagents.problems._envy import is_envy_free
from fairagents.problems._envy_free import envy_free
from fairagents.scenarios import Scenario
from tests.allocation_strategies import allocation_problems, assignments, cross

# The shared data directory beside the repo, or beside its worktree directory.
SHARED = next(
    (
        up / "shared" / "data" / REFERENCE_FILE
        for up in Path(__file__).resolve().parents[2:4]
        if (up / "shared" / "data" / REFERENCE_FILE).exists()
    ),
    Path("/nonexistent") / REFERENCE_FILE,
)


# -- the task rules -----------------------------------------------------------------------------


def test_instances_follow_the_papers_rules_and_i4_reaches_exact_equality() -> None:
    rules = load_reference().task_rules
    assert rules.goods_may_be_discarded and rules.money_may_be_withheld
    for problem in load_instances():
        assert problem.allow_unallocated and problem.allow_withholding
    i4 = load_instance("I4")
    for method in ("milp", "brute"):
        best = solvers.min_eq_gap(i4, method=method)  # type: ignore[arg-type]
        assert i4.utilities(best) == {"Person 1": 31.0, "Person 2": 31.0, "Person 3": 31.0}
        assert i4.owners(best)[3] == -1  # Good D thrown away
    # Under the old rule (every good given) the least gap was 5: (32, 36, 31).
    strict = i4.model_copy(update={"allow_unallocated": False})
    assert max(strict.utilities(solvers.min_eq_gap(strict)).values()) - 31.0 == 5.0


def test_withheld_money_is_valid_up_to_the_money_and_never_beyond() -> None:
    i7 = load_instance("I7")
    kept = Allocation(
        bundles={"Person 1": ("Good A",), "Person 2": ("Good B",), "Person 3": ("Good C",)},
        payments={"Person 2": 2.0},
    )
    assert i7.utilities(kept) == {"Person 1": 45.0, "Person 2": 42.0, "Person 3": 45.0}
    with pytest.raises(ProblemError, match=r"only 5 may be given out"):
        i7.check(kept.model_copy(update={"payments": {"Person 2": 5.5}}))
    strict = i7.model_copy(update={"allow_withholding": False})
    with pytest.raises(ProblemError, match="split all of it"):
        strict.check(kept)
    # Keeping money back is never Pareto-optimal: paying it out helps someone, hurts nobody.
    witness = solvers.pareto_improvement(i7, kept)
    assert witness is not None
    assert np.all(i7.utility_vector(witness) >= i7.utility_vector(kept))


@pytest.mark.parametrize("scale", [1e-9, 1.0, 1e9])
def test_money_kept_back_stays_kept_back_at_any_scale(scale: float) -> None:
    problem = IndivisibleAllocation(
        agents=("a", "b"),
        goods=("x", "y"),
        valuations={"a": {"x": 3 * scale, "y": 1 * scale}, "b": {"x": 1 * scale, "y": 3 * scale}},
        money=4 * scale,
        allow_withholding=True,
    )
    kept = Allocation(bundles={"a": ("x",), "b": ("y",)}, payments={"a": 1 * scale})
    for method in ("milp", "brute"):
        witness = solvers.pareto_improvement(problem, kept, method=method)  # type: ignore[arg-type]
        assert witness is not None, method  # 3 units kept back: paying them out dominates
        gained = problem.utility_vector(witness) - problem.utility_vector(kept)
        assert gained.min() >= -1e-9 * scale and gained.sum() == pytest.approx(3 * scale)
    full = kept.model_copy(update={"payments": {"a": 2 * scale, "b": 2 * scale}})
    assert solvers.pareto_improvement(problem, full) is None


def test_a_lone_agent_can_lose_the_money_when_it_may_be_withheld() -> None:
    from fairagents.fairness._subject import satisfaction_bounds

    alone = IndivisibleAllocation(
        agents=("a",), goods=("x",), valuations={"a": {"x": 2}}, money=3, allow_withholding=True
    )
    assert satisfaction_bounds(alone) == {"a": (2.0, 5.0)}
    alone.check(Allocation(bundles={"a": ("x",)}))  # worst: the good, no money
    strict = alone.model_copy(update={"allow_withholding": False})
    assert satisfaction_bounds(strict) == {"a": (5.0, 5.0)}


def test_agents_are_told_and_read_under_the_rules() -> None:
    i7 = load_instance("I7")
    assert "adding up to at most 5" in proposal_format(i7, with_citations=False)
    assert "or nobody" in proposal_format(i7, with_citations=False)
    reply, repairs = read_proposal_reply(
        '{"assignment": {"Good A": "Person 1", "Good B": "Person 2", "Good C": "nobody"}, '
        '"payments": {"Person 3": 3}, "argument": "x"}',
        i7,
    )
    assert reply.allocation is not None
    assert reply.allocation.payments == {"Person 3": 3.0}  # kept as given, not rescaled
    assert "payments_rescaled" not in repairs
    strict = i7.model_copy(update={"allow_withholding": False})
    reply, repairs = read_proposal_reply(
        '{"assignment": {"Good A": "Person 1", "Good B": "Person 2", "Good C": "Person 3"}, '
        '"payments": {"Person 3": 3}, "argument": "x"}',
        strict,
    )
    assert reply.allocation is not None and reply.allocation.payments == {"Person 3": 5.0}
    assert "payments_rescaled" in repairs


def _lp(values: list[float], money: float, objective: str) -> float:
    """Best min utility or least gap for fixed bundle values, payments adding up to AT MOST the
    money (the withholding space), by linprog."""
    n = len(values)
    if objective == "maximin":  # max t: t <= v_i + p_i, Σp <= M
        c = np.r_[np.zeros(n), -1.0]
        a = np.zeros((n + 1, n + 1))
        for i in range(n):
            a[i, i], a[i, n] = -1.0, 1.0
        a[n, :n] = 1.0
        res = linprog(c, A_ub=a, b_ub=np.r_[values, money], bounds=[(0, None)] * n + [(None, None)])
        return float(-res.fun)
    # min hi - lo: lo <= v_i + p_i <= hi, Σp <= M
    c = np.r_[np.zeros(n), -1.0, 1.0]
    rows, rhs = [], []
    for i in range(n):
        r = np.zeros(n + 2)
        r[i], r[n] = -1.0, 1.0
        rows.append(r)
        rhs.append(values[i])
        r = np.zeros(n + 2)
        r[i], r[n + 1] = 1.0, -1.0
        rows.append(r)
        rhs.append(-values[i])
    rows.append(np.r_[np.ones(n), 0.0, 0.0])
    rhs.append(money)
    res = linprog(
        c, A_ub=np.array(rows), b_ub=np.array(rhs), bounds=[(0, None)] * n + [(None, None)] * 2
    )
    return float(res.fun)


@settings(max_examples=40)
@given(allocation_problems(money=True, unallocated=None), st.sampled_from(["milp", "brute"]))
def test_withholding_never_raises_an_optimum(problem: IndivisibleAllocation, method: str) -> None:
    """The claim of fairagents.problems._allocation: over the larger space (payments adding up to
    at most M) the maximin value, the least gap, the utilitarian total and whether some
    allocation is envy-free are those the solvers find among full payments."""
    loose = problem.model_copy(update={"allow_withholding": True})
    money = float(problem.money or 0.0)
    best_min, best_gap, ef_possible = -math.inf, math.inf, False
    for owners in assignments(loose):
        w = cross(loose, owners)
        values = [w[i][i] for i in range(loose.n_agents)]
        best_min = max(best_min, _lp(values, money, "maximin"))
        best_gap = min(best_gap, _lp(values, money, "gap"))
        # EF with payments q: w_ii + q_i >= w_ij + q_j; the least Σq must fit in M (LP)
        n = loose.n_agents
        rows = [np.eye(n)[j] - np.eye(n)[i] for i in range(n) for j in range(n) if i != j]
        rhs = [w[i][i] - w[i][j] for i in range(n) for j in range(n) if i != j]
        res = linprog(np.ones(n), A_ub=np.array(rows), b_ub=np.array(rhs), bounds=[(0, None)] * n)
        ef_possible |= res.status == 0 and res.fun <= money + 1e-7
    tol = 1e-6
    assert solvers.maximin_value(loose, method=method) == pytest.approx(best_min, abs=tol)  # type: ignore[arg-type]
    gap = loose.utility_vector(solvers.min_eq_gap(loose, method=method))  # type: ignore[arg-type]
    assert float(gap.max() - gap.min()) == pytest.approx(best_gap, abs=tol)
    top = loose.utility_vector(solvers.max_usw(loose, method=method)).sum()  # type: ignore[arg-type]
    best_values = loose.value_matrix().max(axis=0).sum()
    assert top == pytest.approx(best_values + money, abs=tol)
    found = envy_free(loose, method=method)  # type: ignore[arg-type]
    assert (found is not None) == ef_possible
    if found is not None:
        assert is_envy_free(loose, found)


# -- the reference figures ----------------------------------------------------------------------


def test_reference_loads_typed_and_says_what_n_its_shares_rest_on() -> None:
    ref = load_reference()
    assert ref.models == ("GPT-4o", "Claude-3.5-Sonnet", "Llama3-70b", "Gemini-1.5-Pro")
    assert set(ref.human) == {f"I{k}" for k in range(1, 11)}
    assert all(v is None for v in ref.human["I10"].values())
    assert ref.human["I4"] == {"EQ": 16.5, "EF": 64.4, "RMM": 64.4, "PO": 10.0, "USW": 10.0}
    assert HUMAN_N is None and PUBLISHED_N == 100
    for model in ref.models:
        for shares in ref.published_generation[model].values():
            assert set(shares) == set(NOTIONS)
            assert all(0 <= v <= 100 for v in shares.values() if v is not None)
    # Each menu's shares are one model's 100 answers split over its options.
    for variant in ("top5", "options"):
        assert set(ref.published_menu[variant]) == set(PAPER_MENU_INSTANCES)
        for menu in ref.published_menu[variant].values():
            for shares in menu.shares_per_model.values():
                assert sum(shares) == pytest.approx(100)
    assert "Cite both papers" in ref.description


@pytest.mark.skipif(not SHARED.exists(), reason="the shared data directory is not beside the repo")
def test_shipped_reference_is_the_shared_file() -> None:
    shared = json.loads(SHARED.read_text(encoding="utf-8"))

    def floats(x: object) -> object:  # the typed model reads every share as a float
        if isinstance(x, dict):
            return {k: floats(v) for k, v in x.items()}
        if isinstance(x, list | tuple):
            return [floats(v) for v in x]
        return float(x) if isinstance(x, int) and not isinstance(x, bool) else x

    assert floats(load_reference().model_dump(mode="json")) == floats(shared)


# -- the paper's menus --------------------------------------------------------------------------

MISPRINTED = {("I2", 5), ("I7", 4)}
"""Options whose printed payoffs disagree with their allocation (the file's notes say how)."""


@pytest.mark.parametrize("instance", PAPER_MENU_INSTANCES)
def test_paper_menus_are_the_papers_options_with_their_payoffs(instance: str) -> None:
    problem = paper_instance(instance)
    assert problem.allow_unallocated and problem.allow_withholding
    sizes = {"I0": 5, "I2": 5, "I5": 4, "I6": 4, "I7": 5}
    for variant in ("top5", "options"):
        options = paper_options(instance, variant)  # type: ignore[arg-type]
        assert len(options) == sizes[instance]
        for option in options:
            problem.check(option.as_allocation())
    for k, option in enumerate(paper_options(instance, "options"), start=1):
        utilities = tuple(problem.utilities(option.as_allocation()).values())
        assert option.payoffs is not None
        assert (utilities == option.payoffs) == ((instance, k) not in MISPRINTED), k
    # The two variants list the same allocations, except I7's options 3 and 4.
    top = [o.as_allocation().key() for o in paper_options(instance, "top5")]
    shown = [o.as_allocation().key() for o in paper_options(instance, "options")]
    assert (set(top) == set(shown)) == (instance != "I7")
    assert "Hosseini & Khanna" in menus_description() and "Cite both" in menus_description()


@pytest.mark.parametrize("instance", PAPER_MENU_INSTANCES)
def test_the_papers_claimed_properties_hold_under_its_rules(instance: str) -> None:
    """Each property the paper prints for an option, recomputed by the project's own checks."""
    problem = paper_instance(instance)
    top = solvers.max_usw(problem)
    best_total = problem.utility_vector(top).sum()
    best_min = solvers.maximin_value(problem)
    for option in paper_options(instance, "options"):
        allocation = option.as_allocation()
        u = problem.utility_vector(allocation)
        holds = {
            "EQ": float(u.max() - u.min()) == 0.0,
            "EF": is_envy_free(problem, allocation),
            "RMM": float(u.min()) == pytest.approx(best_min),
            "USW": float(u.sum()) == pytest.approx(best_total),
            "PO": solvers.pareto_improvement(problem, allocation) is None,
        }
        for notion in option.properties or ():
            assert holds[notion], (instance, allocation.label(), notion)


def test_paper_menus_pose_the_papers_question_in_menu_mode() -> None:
    i2 = paper_instance("I2")
    base = {"id": "paper-i2", "problem": i2, "agents": [{"name": "decider"}]}
    scenario = Scenario.model_validate({**base, "protocol": {"mode": "menu", "menu": "paper"}})
    menu = scenario.opening_menu()
    assert menu.ids == ("paper1", "paper2", "paper3", "paper4", "paper5")
    assert [menu.get(i).allocation for i in menu.ids] == [
        o.as_allocation() for o in paper_options("I2")
    ]
    assert bucket_of("I2", "top5", menu.get("paper4").allocation) == "USW"  # type: ignore[arg-type]
    options = Scenario.model_validate(
        {**base, "protocol": {"mode": "menu", "menu": "paper_options"}}
    ).opening_menu()
    assert options.ids[0] == "option1" and option_of("option1") == ("options", 0)
    solver = Scenario.model_validate({**base, "protocol": {"mode": "menu"}}).opening_menu()
    assert not any(option_of(i) for i in solver.ids)
    with pytest.raises(ScenarioError, match=r"needs protocol\.mode: menu"):
        Scenario.model_validate({**base, "protocol": {"mode": "generate", "menu": "paper"}})
    other = load_instance("I3")
    with pytest.raises(ScenarioError, match=r"menus only for I0, I2, I5, I6, I7"):
        Scenario.model_validate({**base, "problem": other, "protocol": {"menu": "paper"}})
    # Same id, other valuations: not the paper's instance.
    fake = i2.model_copy(
        update={"valuations": {**i2.valuations, "Person 1": dict.fromkeys(i2.goods, 1.0)}}
    )
    assert has_paper_menu(i2) and not has_paper_menu(fake)
    with pytest.raises(ProblemError, match="not one of the paper's menu instances"):
        paper_menu(fake)
