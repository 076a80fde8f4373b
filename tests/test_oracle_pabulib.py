"""Every budget rule fairagents shares with pabutools, against pabutools, on every shipped
Pabulib file (tests/data/pabulib): the same packages.

pabutools is a test-only oracle (the dev extra), read with its own parser. Both break ties by
project: pabutools by name, fairagents by the order of the projects, so the problems here list
their projects by name.

Satisfactions: on an approval election, pabutools' ``Cost_Sat`` is the problem with cost
utilities (``budget_problem("cost")``) and ``Cardinality_Sat`` the approvals; on cumulative
elections ``Additive_Cardinal_Sat`` is the points, on ordinal ones ``Additive_Borda_Sat`` the
Borda utilities — fairagents' default reading of each vote type. pabutools' greedy rule ranks by
satisfaction per cost, so it is ``greedy_utilitarian(per_cost=True)`` on each of those problems.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from fairagents.formats import PabulibWarning, read_pabulib
from fairagents.problems import BudgetedSelection
from fairagents.problems.budget_rules import greedy_utilitarian, method_of_equal_shares

pabutools_election = pytest.importorskip("pabutools.election")
pabutools_rules = pytest.importorskip("pabutools.rules")

pytestmark = pytest.mark.oracle

FILES = sorted((Path(__file__).parent / "data" / "pabulib").glob("*.pb"))


def _by_name(problem: BudgetedSelection) -> BudgetedSelection:
    data = problem.model_dump()
    data["projects"] = dict(sorted(problem.projects.items()))
    return BudgetedSelection.model_validate(data)


def _cases(path: Path) -> list[tuple[str, BudgetedSelection, object]]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PabulibWarning)
        election = read_pabulib(path)
    sat = pabutools_election
    if election.vote_type == "approval":
        return [
            ("cost", _by_name(election.budget_problem("cost")), sat.Cost_Sat),
            ("cardinality", _by_name(election.budget_problem("cardinality")), sat.Cardinality_Sat),
        ]
    kind = sat.Additive_Cardinal_Sat if election.vote_type != "ordinal" else sat.Additive_Borda_Sat
    return [(election.vote_type, _by_name(election.problem), kind)]


def _theirs(path: Path) -> tuple[object, object]:
    instance, profile = pabutools_election.parse_pabulib(str(path))
    # A free project is funded by every rule; fairagents keeps it out of the problem.
    free = [p for p in instance if p.cost == 0]
    for p in free:
        instance.remove(p)
    return instance, profile


def _names(allocation: object) -> tuple[str, ...]:
    return tuple(sorted(p.name for p in allocation))  # type: ignore[attr-defined]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_mes_and_greedy_match_pabutools(path: Path) -> None:
    instance, profile = _theirs(path)
    for what, problem, sat_class in _cases(path):
        mes = method_of_equal_shares(problem, completion="none").projects
        theirs = pabutools_rules.method_of_equal_shares(instance, profile, sat_class=sat_class)
        assert tuple(sorted(mes)) == _names(theirs), f"MES, {what} satisfaction"
        greedy = greedy_utilitarian(problem, per_cost=True).projects
        theirs = pabutools_rules.greedy_utilitarian_welfare(instance, profile, sat_class=sat_class)
        assert tuple(sorted(greedy)) == _names(theirs), f"greedy, {what} satisfaction"
