"""Analytic agents and the mediator: objectives, exact optima, the revision rule, compromises.

Every number is checked against brute force over the feasible set or a hand computation.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.stats import kendalltau

from fairagents.agents import Advocate, AgentView, Candidate, OutcomeSpace
from fairagents.agents._advocate import order_tau
from fairagents.agents._candidates import add_to_table, similarity
from fairagents.agents._mediator import centre, fallback_bargaining
from fairagents.agents._objectives import concession_weight, feasible_outcomes, objective_for
from fairagents.agents._records import CastBallot, Said
from fairagents.fairness import non_degeneracy
from fairagents.frameworks import available_frameworks
from fairagents.graph import Deliberation
from fairagents.llm import make_model
from fairagents.models import Ballot
from fairagents.problems import Allocation, BudgetedSelection, IndivisibleAllocation, Package
from fairagents.scenarios import AgentSpec, Scenario, load_scenario

from .conftest import EXAMPLES

TRIAGE = load_scenario(EXAMPLES / "scenarios" / "triage.yaml")
URBAN = load_scenario(EXAMPLES / "scenarios" / "urban_budget.yaml")
ANALYTIC = make_model("analytic")


def with_agents(scenario: Scenario, *agents: AgentSpec, **protocol: object) -> Scenario:
    data = scenario.model_dump()
    data["agents"] = [a.model_dump() for a in agents]
    data["protocol"].update(protocol)
    return Scenario.model_validate(data)


def advocate(spec: AgentSpec, scenario: Scenario) -> Advocate:
    """The agent as the deliberation builds it: from the scenario's parts, not the scenario."""
    built = Deliberation(scenario, model=ANALYTIC).advocates[spec.name]
    assert isinstance(built, Advocate)
    return built


def view(agent: str, round: int = 0, **fields: object) -> AgentView:
    return AgentView.model_validate(
        {"agent": agent, "round": round, "phase": "propose", "table": (), **fields}
    )


@pytest.mark.parametrize("framework", available_frameworks())
def test_aligned_first_proposal_is_the_frameworks_exact_optimum(framework: str) -> None:
    for base in (TRIAGE, URBAN):
        spec = AgentSpec(name="a", framework=framework)
        scenario = with_agents(base, spec)
        proposal = advocate(spec, scenario).propose(view("a"))
        report = non_degeneracy(scenario.problem)
        _, outcomes = feasible_outcomes(scenario.problem)
        ids = {o.id for o in outcomes if o.outcome == proposal.outcome}
        assert report.method == "exact"
        optimum = report.optima[framework]
        # the proposal is one of the framework's optimal outcomes (all listed when few)
        assert ids & set(optimum.optima) or optimum.n_optima > len(optimum.optima)


def test_neutral_maximizes_the_total_and_adversarial_its_group_by_brute_force() -> None:
    problem = URBAN.problem
    _, outcomes = feasible_outcomes(problem)
    weight = {i: problem.stakeholder(i).weight for i in problem.stakeholder_ids}
    total = max(sum(weight[i] * u for i, u in o.utilities.items()) for o in outcomes)
    spec = AgentSpec(name="n")
    proposal = advocate(spec, with_agents(URBAN, spec)).propose(view("n"))
    utilities = problem.utilities_of(proposal.outcome)
    assert sum(weight[i] * u for i, u in utilities.items()) == pytest.approx(total)

    spec = AgentSpec(name="c", represents="cyclists", stance="adversarial")
    best_for_cyclists = max(o.utilities["cyclists"] for o in outcomes)
    proposal = advocate(spec, with_agents(URBAN, spec)).propose(view("c"))
    assert problem.utilities_of(proposal.outcome)["cyclists"] == best_for_cyclists
    assert objective_for(spec, Deliberation(with_agents(URBAN, spec)).brief).members == (
        "cyclists",
    )


def test_concession_weight_grows_to_one() -> None:
    assert [concession_weight(0.5, r) for r in range(4)] == [0.0, 0.5, 0.75, 0.875]
    assert concession_weight(0.0, 9) == 0.0 and concession_weight(1.0, 1) == 1.0


def _revised(concession: float, visible: bool) -> str:
    spec = AgentSpec(name="r", framework="rawls", concession=concession)
    scenario = with_agents(TRIAGE, spec, AgentSpec(name="n"))
    table, _ = add_to_table({}, scenario.problem, [("p2+p4", "n"), ("p1+p6", "r")], round=0)
    others = (Said(agent="n", round=0, argument="save the most life-years", proposal="p2+p4"),)
    v = view("r", 1, table=tuple(table.values()), others=others if visible else ())
    proposal = advocate(spec, scenario).propose(v)
    assert proposal.alternative is not None
    return proposal.alternative


def test_revision_rule_concession_zero_never_moves_one_adopts_the_others() -> None:
    assert _revised(0.0, visible=True) == "p1+p6"  # the Rawlsian optimum, whatever it hears
    assert _revised(1.0, visible=True) == "p2+p4"  # all weight on the position it sees
    assert _revised(1.0, visible=False) == "p1+p6"  # hears nothing: nothing to move toward
    middle = _revised(0.5, visible=True)
    assert middle in {"p1+p6", "p2+p4"} or set(middle.split("+")) & {"p2", "p4"}


def test_similarity_by_hand() -> None:
    problem = TRIAGE.problem
    assert similarity(problem, "p1+p6", "p1+p6") == 1.0
    assert similarity(problem, "p1+p6", "p2+p6") == pytest.approx(1 / 3)
    assert similarity(problem, "p1+p6", "p2+p4") == 0.0
    alloc = IndivisibleAllocation(
        agents=("a", "b"),
        goods=("x", "y", "z"),
        valuations={"a": {"x": 1, "y": 1, "z": 1}, "b": {"x": 1, "y": 1, "z": 1}},
    )
    one = Allocation(bundles={"a": ("x", "y"), "b": ("z",)})
    two = Allocation(bundles={"a": ("x",), "b": ("y", "z")})
    assert similarity(alloc, one, two) == pytest.approx(2 / 3)
    budget = URBAN.problem
    assert isinstance(budget, BudgetedSelection)
    assert similarity(budget, Package(), Package()) == 1.0


def test_fallback_bargaining_by_hand() -> None:
    def cast(agent: str, ranking: list[object]) -> CastBallot:
        return CastBallot(
            agent=agent,
            round=0,
            shown=("a", "b", "c", "d"),
            ballot=Ballot(voter=agent, ranking=ranking),
        )

    # depth of b: 2 and 2; of a: 1 and 4; of c: 3 and 1 → b is acceptable to both at depth 2
    ballots = [cast("x", ["a", "b", "c", "d"]), cast("y", ["c", "b", "d", "a"])]
    assert fallback_bargaining(ballots, ["a", "b", "c", "d"]) == ["b"]
    # a tie group shares its depth: a and b tie at depth 1 on y
    ballots = [cast("x", ["b", "a", "c", "d"]), cast("y", [["a", "b"], "c", "d"])]
    assert fallback_bargaining(ballots, ["a", "b", "c", "d"]) == ["b"]


def test_centre_of_two_disjoint_pairs_shares_one_patient_with_each() -> None:
    space = OutcomeSpace(TRIAGE.problem)
    chosen, overlap = centre(space, ["p1+p6", "p2+p4"], size=10)
    assert overlap == pytest.approx(1 / 3)
    # every pair with one patient from each proposal, and nothing else
    assert {tuple(sorted(str(c).split("+"))) for c in chosen} == {
        ("p1", "p2"),
        ("p1", "p4"),
        ("p2", "p6"),
        ("p4", "p6"),
    }


def test_mediator_adds_the_centre_in_generate_mode_and_reads_no_utilities() -> None:
    scenario = with_agents(TRIAGE, AgentSpec(name="r", framework="rawls"), AgentSpec(name="n"))
    table, _ = add_to_table({}, scenario.problem, [("p1+p6", "r"), ("p2+p4", "n")], round=0)
    from fairagents.agents._records import Proposal
    from fairagents.models import Outcome

    proposals = [
        Proposal.of("p1+p6", agent="r", round=0, candidate="p1+p6"),
        Proposal.of("p2+p4", agent="n", round=0, candidate="p2+p4"),
    ]
    ballots = [
        CastBallot(agent=a, round=0, shown=("p1+p6", "p2+p4"), ballot=Ballot(voter=a, ranking=r))
        for a, r in (("r", ["p1+p6", "p2+p4"]), ("n", ["p2+p4", "p1+p6"]))
    ]
    outcome = Outcome(
        rule="borda",
        winners=("p1+p6", "p2+p4"),
        choice="p1+p6",
        ranking=(("p1+p6", "p2+p4"),),
        scores={"p1+p6": 1, "p2+p4": 1},
        explanation="tie",
    )
    mediation, added = Deliberation(scenario, model=ANALYTIC).mediator.mediate(
        0, table, ballots, proposals, outcome
    )
    assert set(added) == set(mediation.compromise) and len(added) == 3
    assert all(c.authors == ("mediator",) and c.round == 1 for c in added.values())
    assert "centre of the proposals" in mediation.method and "p1+p6" in mediation.summary


def test_candidates_on_the_table_merge_authors_and_keep_ids() -> None:
    table, _ = add_to_table({}, URBAN.problem, [(Package(projects=("benches",)), "a")], round=0)
    more, _ = add_to_table(
        table,
        URBAN.problem,
        [(Package(projects=("benches",)), "b"), (Package(projects=("lighting",)), "b")],
        round=1,
    )
    assert list(table) == ["c1"] and more["c1"].authors == ("a", "b") and "c2" in more
    assert isinstance(more["c2"], Candidate) and more["c2"].round == 1


@given(
    st.integers(2, 9).flatmap(
        lambda n: st.tuples(
            st.permutations(range(n)), st.lists(st.booleans(), min_size=n, max_size=n)
        )
    )
)
def test_order_tau_is_kendalls_tau_b(drawn: tuple[list[int], list[bool]]) -> None:
    order, joins = drawn
    shown = [str(i) for i in range(len(order))]
    groups: list[list[str]] = []
    for alt, join in zip((str(i) for i in order), joins, strict=True):
        if groups and join:
            groups[-1].append(alt)
        else:
            groups.append([alt])
    ranking = tuple(tuple(g) for g in groups)
    level = {a: i for i, g in enumerate(ranking) for a in g}
    reference = kendalltau(range(len(shown)), [level[a] for a in shown]).statistic
    ours = order_tau(shown, ranking)
    if math.isnan(reference):
        assert ours is None
    else:
        assert ours == pytest.approx(reference, abs=1e-6)
