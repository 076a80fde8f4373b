"""Bounded work: every rule states its size limit, the Limits page lists every rule, the
every-rule re-aggregation skips (with its reason) the rules over their limits before any work,
and thousands of alternatives stay in bounded time, text and memory."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import kendalltau

from fairagents.agents import order_tau
from fairagents.agents._prompting import STANDINGS_SHOWN, standings_text
from fairagents.aggregators import available_rules, get_rule, get_rule_class
from fairagents.aggregators._ordinal import borda_scores
from fairagents.experiments._reaggregate import apply_rules
from fairagents.graph._state import merge, merge_all
from fairagents.models import Profile
from fairagents.models._ranking_distance import kendall_distance, pair_counts

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))


# --- every rule states its limit, and the page lists every rule ---------------------------------


def test_every_registered_rule_states_its_size_limit_and_what_to_do_past_it() -> None:
    for name in available_rules():
        cls = get_rule_class(name)
        assert isinstance(cls.max_alternatives, int) and cls.max_alternatives >= 20, name
        assert cls.size_advice.strip(), f"{name}: no advice for profiles over its limit"


def test_the_limits_page_is_generated_from_the_registry_and_names_every_rule() -> None:
    import docs_hooks

    page = (ROOT / "docs/reference/limits.md").read_text(encoding="utf-8")
    assert "<!-- generate: limits -->" in page
    table = docs_hooks.limits()
    for name in available_rules():
        cls = get_rule_class(name)
        row = next(line for line in table.splitlines() if line.startswith(f"| `{name}` |"))
        assert f"{cls.max_alternatives:,}" in row, row


# --- re-aggregation skips the rules over their limits, with the reason, before any work ---------


def test_a_rule_over_its_limit_is_skipped_with_its_reason_and_never_computes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    copeland = get_rule("copeland")
    limit = copeland.max_alternatives
    assert limit is not None
    alts = [f"a{i}" for i in range(limit + 1)]
    profile = Profile.from_utilities([dict(zip(alts, np.linspace(0, 1, len(alts)), strict=True))])

    def never(*_: object) -> None:
        raise AssertionError("a rule over its limit started computing")

    monkeypatch.setattr(type(copeland), "_evaluate", never)
    done, skipped = apply_rules([copeland, get_rule("utilitarian")], profile)
    assert [o.rule for o in done] == ["utilitarian"]
    assert f"{limit + 1} alternatives, more than its limit of {limit}" in skipped["copeland"]
    assert "borda" in skipped["copeland"]  # what to use instead


def test_input_a_rule_cannot_read_is_a_reason_too() -> None:
    profile = Profile.from_rankings([["a", "b"], ["b", "a"]])
    done, skipped = apply_rules([get_rule("utilitarian"), get_rule("borda")], profile)
    assert [o.rule for o in done] == ["borda"]
    assert skipped["utilitarian"].startswith("needs utilities")


# --- the counts that were quadratic, against independent code -----------------------------------

levels = st.lists(st.integers(0, 4), min_size=2, max_size=30)


def _brute(first: list[int], second: list[int]) -> tuple[int, int, int, int]:
    d = a = b = both = 0
    for i, j in combinations(range(len(first)), 2):
        x, y = first[i] - first[j], second[i] - second[j]
        if x * y < 0:
            d += 1
        elif x == 0 and y == 0:
            both += 1
        elif x == 0:
            a += 1
        elif y == 0:
            b += 1
    return d, a, b, both


@given(st.data())
def test_pair_counts_agree_with_counting_every_pair(data: st.DataObject) -> None:
    first = data.draw(levels)
    second = data.draw(st.lists(st.integers(0, 4), min_size=len(first), max_size=len(first)))
    assert pair_counts(first, second) == _brute(first, second)


def _groups(level: list[int], ids: list[str]) -> tuple[tuple[str, ...], ...]:
    return tuple(
        tuple(c for c, x in zip(ids, level, strict=True) if x == v) for v in sorted(set(level))
    )


@given(st.data())
def test_kendall_distance_is_the_pairwise_definition(data: st.DataObject) -> None:
    first = data.draw(levels)
    second = data.draw(st.lists(st.integers(0, 4), min_size=len(first), max_size=len(first)))
    ids = [f"c{i}" for i in range(len(first))]
    d, a, b, _ = _brute(first, second)
    pairs = len(ids) * (len(ids) - 1) // 2
    expected = round((2 * d + a + b) / (2 * pairs), 6)
    assert kendall_distance(_groups(first, ids), _groups(second, ids)) == expected


@given(levels)
def test_order_tau_is_scipys_tau_b(level: list[int]) -> None:
    ids = [f"c{i}" for i in range(len(level))]
    ranking = _groups(level, ids)
    tau = order_tau(ids, ranking)
    if len(set(level)) == 1:
        assert tau is None
    else:
        # Shown first and ranked better (a lower level) agree: tau-b of position against level.
        assert tau == pytest.approx(kendalltau(range(len(level)), level).statistic, abs=1e-6)


@settings(max_examples=50)
@given(st.lists(st.lists(st.integers(0, 3), min_size=5, max_size=5), min_size=1, max_size=6))
def test_borda_from_sorted_levels_is_borda_from_the_margins(rows: list[list[int]]) -> None:
    ids = [f"a{i}" for i in range(5)]
    rankings = [[g[0] if len(g) == 1 else list(g) for g in _groups(r, ids)] for r in rows]
    profile = Profile.from_rankings(rankings)
    m = profile.n_alternatives
    expected = ((m - 1) * profile.weights.sum() + profile.margins.sum(axis=1)) / 2
    np.testing.assert_allclose(borda_scores(profile), expected, atol=1e-9)


def test_the_mediators_standings_name_a_bounded_number_of_candidates() -> None:
    ranking = [[f"a{i}"] for i in range(10_000)]
    text = standings_text(ranking)
    assert text.count(" > ") == STANDINGS_SHOWN
    assert text.endswith(f"(and {10_000 - STANDINGS_SHOWN:,} more)")
    assert len(text) < 400
    assert standings_text([["a"], ["b", "c"]]) == "a > b = c"  # small tables: unchanged


# --- memory: 10,000 alternatives through every rule, in a process of its own --------------------

EVERY_RULE_ON_10000 = textwrap.dedent(
    """
    import json, time
    import numpy as np
    from fairagents.aggregators import available_rules, get_rule_class, get_rule
    from fairagents.aggregators.committees import CommitteeRule
    from fairagents.experiments._reaggregate import apply_rules
    from fairagents.models import Profile

    rng = np.random.default_rng(7)
    alts = [f"a{i}" for i in range(10_000)]
    profile = Profile.from_utilities(
        [dict(zip(alts, row)) for row in rng.uniform(0, 10, (3, 10_000)).round(2)]
    )
    rules = [
        get_rule(name)
        for name in available_rules()
        if not issubclass(get_rule_class(name), CommitteeRule)
    ]
    start = time.perf_counter()
    done, skipped = apply_rules(rules, profile)
    print(json.dumps({
        "done": [o.rule for o in done],
        "skipped": sorted(skipped),
        "seconds": time.perf_counter() - start,
        "reasons": skipped,
        # VmHWM, not getrusage's ru_maxrss: Linux keeps ru_maxrss across exec, so a child of a
        # large pytest process reported the parent's peak (1.6 GB) as its own.
        "peak_kb": next(
            int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:")
        ),
    }))
    """
)


def test_every_rule_on_10000_alternatives_stays_under_1_gb() -> None:
    found = subprocess.run(
        [sys.executable, "-c", EVERY_RULE_ON_10000],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
        env={"PYTHONPATH": str(ROOT / "src"), "PATH": "/usr/bin:/bin"},
    )
    result = json.loads(found.stdout)
    # The pairwise rules (m × m margins: 2.4 GB at 10,000) and the exponential one are refused
    # by their limits, before any work (approval: the ballots carry no approvals); every rule
    # about linear in the alternatives decides.
    assert set(result["skipped"]) == {"approval", "copeland", "minimax", "schulze", "kemeny_young"}
    assert {"borda", "utilitarian", "nash_bargaining_lottery", "leximin"} <= set(result["done"])
    assert "more than its limit of 3000" in result["reasons"]["copeland"]
    assert result["peak_kb"] < 1024 * 1024, result


# --- a run's records: the checkpoint does not repeat the table, the mediator's line is short ----


@given(st.lists(st.dictionaries(st.sampled_from("abcde"), st.integers()), max_size=6), st.data())
def test_the_records_reducer_is_batching_invariant(
    writes: list[dict[str, int]], data: st.DataObject
) -> None:
    # LangGraph replays checkpointed writes in batches of its choosing: folding any split of
    # the writes must give what folding them one by one gives.
    cut = data.draw(st.integers(0, len(writes)))
    one_by_one: dict[str, int] = {}
    for w in writes:
        one_by_one = merge(one_by_one, w)
    assert merge_all(merge_all({}, writes[:cut]), writes[cut:]) == one_by_one


def _choice_scenario(m: int, path: Path) -> None:
    rng = np.random.default_rng(3)
    alts = [{"id": f"a{i}", "label": f"Option {i}"} for i in range(m)]
    who = ["tourists", "residents", "businesses"]
    utilities = {
        w: {a["id"]: round(float(u), 2) for a, u in zip(alts, rng.uniform(0, 10, m), strict=True)}
        for w in who
    }
    scenario = {
        "id": "many-alternatives",
        "problem": {
            "kind": "choice",
            "id": "many",
            "alternatives": alts,
            "utilities": utilities,
            "stakeholders": {w: {"id": w, "group": w} for w in who},
        },
        "agents": [
            {"name": w, "represents": w, "stance": "adversarial", "persona": "A person."}
            for w in who
        ],
        "protocol": {"mode": "menu", "rounds": 3},
        "rule": "borda",
        "seed": 3,
    }
    path.write_text(json.dumps(scenario), encoding="utf-8")


def test_a_run_over_500_alternatives_keeps_its_checkpoint_and_mediator_line_bounded(
    tmp_path: Path,
) -> None:
    _choice_scenario(500, tmp_path / "many.json")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "fairagents",
            "run",
            str(tmp_path / "many.json"),
            "--out",
            str(tmp_path / "run"),
        ],
        capture_output=True,
        check=True,
        timeout=300,
        env={"PYTHONPATH": str(ROOT / "src"), "PATH": "/usr/bin:/bin", "HF_HUB_OFFLINE": "1"},
    )
    run = tmp_path / "run"
    transcript = (run / "transcript.jsonl").read_text(encoding="utf-8").splitlines()
    summaries = [json.loads(line)["summary"] for line in transcript if '"mediation"' in line]
    assert len(summaries) == 3
    assert all(len(s) < 1_000 for s in summaries), max(map(len, summaries))
    # Each step's checkpoint held the whole state (the 500-candidate table, every ballot) before:
    # 14 times the transcript's size; the records are now written once (delta channels).
    checkpoint = sum(p.stat().st_size for p in run.glob("checkpoint.sqlite*"))
    assert checkpoint < 6 * sum(len(line) for line in transcript), checkpoint
