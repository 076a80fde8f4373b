"""Slates of statements with proportional guarantees, after Generative Social Choice / PROSE: a
rule chooses k statements on approvals *estimated* from the parties' rankings, and JR/PJR/EJR
are checked on those approvals and on the parties' true utilities — the guarantee holds where
the rule read, and whether it survives the estimate is measured, not assumed."""

from __future__ import annotations

import itertools
import json
from collections.abc import Mapping
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.fairness._slate import guaranteed_slate

from .conftest import EXAMPLES

Utilities = dict[str, dict[str, float]]


def approves(row: Mapping[str, float], threshold: float = 0.5) -> set[str]:
    """By hand: the items at least ``threshold`` of the way from the worst utility to the best."""
    low, high = min(row.values()), max(row.values())
    if high == low:
        return set()
    return {i for i, u in row.items() if (u - low) / (high - low) >= threshold - 1e-9}


def jr_holds(utilities: Utilities, slate: tuple[str, ...], size: int) -> bool:
    """JR by brute force: no group of at least n/k parties that all approve one item while none
    of them approves any slate member."""
    parties = list(utilities)
    approved = {p: approves(utilities[p]) for p in parties}
    items = {i for row in utilities.values() for i in row}
    quota = len(parties) / size
    for k in range(1, len(parties) + 1):
        for group in itertools.combinations(parties, k):
            if k < quota - 1e-9:
                continue
            common = set.intersection(*(approved[p] for p in group)) & items
            if common and not any(approved[p] & set(slate) for p in group):
                return False
    return True


profiles = st.integers(2, 5).flatmap(
    lambda n: st.integers(3, 6).flatmap(
        lambda m: st.lists(
            st.lists(st.integers(0, 4), min_size=m, max_size=m), min_size=n, max_size=n
        )
    )
)


def as_utilities(rows: list[list[int]]) -> Utilities:
    return {f"p{i}": {f"s{j}": float(u) for j, u in enumerate(row)} for i, row in enumerate(rows)}


@settings(max_examples=60, deadline=None)
@given(profiles, st.integers(1, 3))
def test_on_the_approvals_it_read_the_slate_satisfies_ejr(rows: list[list[int]], k: int) -> None:
    utilities = as_utilities(rows)
    size = min(k, len(rows[0]))
    g = guaranteed_slate(utilities, utilities, size)
    assert len(g.slate) == size
    assert g.estimated == {"jr": True, "pjr": True, "ejr": True}
    # The true utilities are the estimate: nothing misread, nothing broken.
    assert g.approval_errors == 0 and g.survives and g.broken_by is None
    assert g.true["jr"] == jr_holds(utilities, g.slate, size) is True


@settings(max_examples=60, deadline=None)
@given(profiles, profiles, st.integers(1, 3))
def test_on_the_true_utilities_jr_is_what_brute_force_says(
    read_rows: list[list[int]], true_rows: list[list[int]], k: int
) -> None:
    n = min(len(read_rows), len(true_rows))
    m = min(len(read_rows[0]), len(true_rows[0]))
    read = as_utilities([r[:m] for r in read_rows[:n]])
    true = as_utilities([r[:m] for r in true_rows[:n]])
    size = min(k, m)
    g = guaranteed_slate(read, true, size)
    assert g.true["jr"] == jr_holds(true, g.slate, size)
    errors = sum(len(approves(read[p]) ^ approves(true[p])) for p in read)
    assert g.approval_errors == errors
    if not g.true["jr"]:
        assert g.broken_by is not None and not g.survives


def test_a_scenario_asks_for_a_slate_and_the_page_states_its_guarantees(tmp_path: Path) -> None:
    scenario = (EXAMPLES / "scenarios" / "statements.yaml").read_text(encoding="utf-8")
    scenario = scenario.replace("rankings: elicited}", "rankings: elicited, slate: 2}")
    assert "slate: 2" in scenario
    (tmp_path / "slate.yaml").write_text(scenario, encoding="utf-8")
    out = tmp_path / "run"
    done = CliRunner().invoke(app, ["run", str(tmp_path / "slate.yaml"), "--out", str(out)])
    assert done.exit_code == 0, done.output
    slate = json.loads((out / "outcome.json").read_text())["protocol_measures"]["slate"]
    assert slate["size"] == 2 and len(slate["slate"]) == 2 and slate["rule"] == "mes"
    assert slate["estimated"]["ejr"] is True
    assert 0 <= slate["approval_errors"] <= slate["pairs"]
    done = CliRunner().invoke(app, ["report", str(out)])
    assert done.exit_code == 0, done.output
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "The slate of 2 statements" in page and "EJR holds" in page
