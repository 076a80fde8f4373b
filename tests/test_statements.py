"""Deliberation over statements (the ``statement`` protocol): opinions, candidate statements
composed from them, rankings elicited or predicted, the rule's winner, critiques, a revision —
each checked against what the parties said and ranked, computed here by hand."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from fairagents._cli import app
from fairagents.agents._candidates import similarity
from fairagents.agents._mediator import closest
from fairagents.agents._objectives import OutcomeSpace
from fairagents.errors import ScenarioError
from fairagents.graph import Deliberation, build_deliberation_graph, round_key, this_round
from fairagents.graph.protocols._statement import rank_of
from fairagents.problems import BudgetedSelection, Package
from fairagents.scenarios import Scenario, load_scenario
from fairagents.testing import check_protocol

from .conftest import EXAMPLES

STATEMENTS = load_scenario(EXAMPLES / "scenarios" / "statements.yaml")


def with_options(scenario: Scenario, **protocol: Any) -> Scenario:
    data = scenario.model_dump()
    data["protocol"].update(protocol)
    return Scenario.model_validate(data)


def run(scenario: Scenario) -> dict[str, Any]:
    final: dict[str, Any] = build_deliberation_graph(scenario).compile().invoke({})
    return final


def test_the_generator_composes_full_statements_closest_to_every_opinion() -> None:
    final = run(STATEMENTS)
    problem = STATEMENTS.problem
    assert isinstance(problem, BudgetedSelection)
    opinions = [p.outcome for p in this_round(final["proposals"], 0).values()]
    composed = final["drafts"]["000"].added
    assert len(composed) == 4 and all(final["table"][c].authors[0] == "mediator" for c in composed)

    # by hand: every full statement (3 points) not among the opinions, scored by its least
    # overlap with an opinion, then the mean
    def score(points: tuple[str, ...]) -> tuple[float, float]:
        sims = [similarity(problem, Package(projects=points), o) for o in opinions]
        return min(sims), sum(sims) / len(sims)

    taken = {o.key() for o in opinions}
    full = [
        p
        for p in itertools.combinations(problem.project_ids, 3)
        if "+".join(sorted(p)) not in taken
    ]
    best = sorted(score(p) for p in full)[-4:]
    got = sorted(score(final["table"][c].package.projects) for c in composed)
    assert got == best
    assert all(len(final["table"][c].package.projects) == 3 for c in composed)


def test_each_round_records_the_winner_its_ranks_and_the_critiques(tmp_path: Path) -> None:
    final = run(STATEMENTS)
    represents = {a.name: a.represents for a in STATEMENTS.agents if a.represents}
    measures = Deliberation(STATEMENTS).protocol.measures(final, STATEMENTS.problem, represents)
    assert measures is not None
    rounds = measures["rounds"]
    assert len(rounds) == final["round"] + 1 and measures["parties"] == 4
    for r in rounds:
        k = round_key(r["round"])
        assert r["winner"] == final["outcomes"][k].choice
        for party, b in this_round(final["ballots"], r["round"]).items():
            assert r["ranks"][party] == rank_of(r["winner"], b.ballot.ranking)
        assert r["worst_rank"] == max(r["ranks"].values())
        responses = this_round(final["responses"], r["round"])
        assert set(r["critiques"]) == set(responses)
        assert r["accepted_by"] == [
            a for a in sorted(responses) if r["winner"] in responses[a].accepts
        ]
        # the best single party's opinion: the least mean place of any opinion on these ballots
        places = {
            p.candidate: [
                rank_of(p.candidate, b.ballot.ranking)
                for b in this_round(final["ballots"], r["round"]).values()
            ]
            for p in this_round(final["proposals"], r["round"]).values()
        }
        assert r["best_opinion_mean_rank"] == min(sum(v) / len(v) for v in places.values())
    assert measures["accepted_before_critique"] == len(rounds[0]["accepted_by"])
    assert measures["accepted_after_critique"] == len(rounds[-1]["accepted_by"])


def test_the_revision_is_the_statement_closest_to_the_winner_and_the_counters() -> None:
    final = run(STATEMENTS)
    assert final["round"] >= 1, "the shipped scenario needs its critique round"
    winner = final["outcomes"]["000"].choice
    counters = [r.counter for r in this_round(final["responses"], 0).values() if r.counter]
    assert counters, "someone objected in round 1"
    revision = final["drafts"]["001"].offer
    positions = [final["table"][winner].outcome, *(final["table"][c].outcome for c in counters)]
    # the generator leaves out what is on the table already: round 1's candidates and the
    # mediator's compromise of round 1, which joined for round 2
    on_table = [c.outcome for c in final["table"].values() if c.id != revision and c.round <= 1]
    expected = closest(OutcomeSpace(STATEMENTS.problem), positions, size=1, leaving_out=on_table)
    assert final["table"][revision].package == expected[0]


def test_predicted_rankings_order_by_overlap_with_the_partys_opinion() -> None:
    final = run(with_options(STATEMENTS, options={"candidates": 4, "rankings": "predicted"}))
    problem = STATEMENTS.problem
    for party, cast in this_round(final["ballots"], 0).items():
        assert cast.model == "predicted"
        opinion = final["table"][final["proposals"][f"000/{party}"].candidate].outcome
        overlap = {c: similarity(problem, final["table"][c].outcome, opinion) for c in cast.shown}
        flat = [(overlap[c], g) for g, group in enumerate(cast.ballot.ranking) for c in group]
        # higher overlap never ranked below lower, equal overlaps tied
        assert all(a >= b for (a, i), (b, j) in itertools.pairwise(flat) if i < j)
        for group in cast.ballot.ranking:
            assert len({overlap[c] for c in group}) == 1


@pytest.mark.parametrize(
    ("options", "why"),
    [
        ({"candidates": 0}, "a whole number"),
        ({"rankings": "guessed"}, "elicited"),
        ({"speed": 2}, "not statement options"),
        ({"slate": 0}, "how many statements the slate holds"),
    ],
)
def test_bad_options_are_refused_naming_the_option(options: dict[str, Any], why: str) -> None:
    with pytest.raises(ScenarioError, match=why):
        Deliberation(with_options(STATEMENTS, options=options))
    with pytest.raises(ScenarioError, match="mode: generate"):
        Deliberation(with_options(STATEMENTS, mode="menu"))


def test_the_statement_protocol_passes_the_conformance_check() -> None:
    result = check_protocol("statement", STATEMENTS)
    assert result.decided[-1] in ("agreement", "fallback")


def test_the_cli_runs_it_offline_and_the_page_shows_the_statements(tmp_path: Path) -> None:
    out = tmp_path / "run"
    done = CliRunner().invoke(
        app, ["run", str(EXAMPLES / "scenarios" / "statements.yaml"), "--model", "analytic",
              "--out", str(out)]
    )  # fmt: skip
    assert done.exit_code == 0, done.output
    outcome = json.loads((out / "outcome.json").read_text())
    assert outcome["protocol_measures"]["rounds"][0]["winner"]
    done = CliRunner().invoke(app, ["report", str(out)])
    assert done.exit_code == 0, done.output
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "The statements" in page and "Critiques" in page and "revision" in page


def test_with_a_model_the_generator_writes_statements_and_the_closest_fill_the_rest() -> None:
    from fairagents.testing import ScriptedChatModel

    problem = STATEMENTS.problem
    assert isinstance(problem, BudgetedSelection)
    # The mediator's model writes two statements (one twice: the repeat is not kept) and then
    # three unusable replies (the fourth statement's place goes to the closest one); every
    # other call (the parties' opinions, ballots, critiques) is answered from its schema.
    wanted = ['{"projects": ["heat_alerts", "tree_canopy", "work_hour_limits"]}'] * 2
    wanted.append('{"projects": ["business_grants", "cooling_centres", "water_fountains"]}')
    wanted += ["no statement here"] * 3

    class Generator(ScriptedChatModel):
        def _next(self, messages: Any, kwargs: dict[str, Any]) -> Any:
            asked = " ".join(m.text for m in messages)
            if "Compose a candidate statement" in asked and self.remaining:
                return super()._next(messages, kwargs)
            return self._schema_reply(messages, kwargs)

    model = Generator(replies=wanted, from_schema=True, seed=3)
    final = build_deliberation_graph(STATEMENTS, model=model).compile().invoke({})
    draft = final["drafts"]["000"]
    assert draft.method == (
        "2 statements written by the model, 2 statements closest to every opinion"
    )
    written = {tuple(sorted(final["table"][c].outcome.projects)) for c in draft.added[:2]}
    assert written == {
        ("heat_alerts", "tree_canopy", "work_hour_limits"),
        ("business_grants", "cooling_centres", "water_fountains"),
    }
    assert all(final["table"][c].authors[0] == "mediator" for c in draft.added)
