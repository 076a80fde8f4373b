"""Ballot kinds with real models: the embedded SmolLM2 (llama.cpp) and a llama.cpp server.

A choice among four sites, two agents, one round (``test_ballot_kinds.SMALL``); the mediator is
the schema-answering scripted model, so only the agents' ballots cost model calls. Whatever the
small model prefers, its ratings must be on the scale for every candidate (the grammar admits
nothing else) and the rule must decide from exactly those ratings.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.language_models import BaseChatModel

from fairagents.graph import Deliberation
from fairagents.graph._round_choice import round_profile
from fairagents.llm import make_model
from fairagents.llm._scripted import ScriptedChatModel
from tests import _servers as servers

from .test_ballot_kinds import IDS, SMALL, best, small

pytestmark = pytest.mark.llm


def _run(scenario: Any, model: BaseChatModel) -> dict[str, Any]:
    models: dict[str, BaseChatModel] = {a["name"]: model for a in SMALL["agents"]}
    models["mediator"] = ScriptedChatModel(replies=[], from_schema=True)
    parts = Deliberation(scenario, model=models)
    return dict(parts.graph().compile().invoke({}))


def _check_ratings(state: dict[str, Any], model: str) -> dict[str, dict[str, float]]:
    rated = {}
    for cast in state["ballots"].values():
        utilities = cast.ballot.utilities
        assert utilities is not None and set(utilities) == set(IDS)
        assert all(float(r).is_integer() and 0 <= r <= 10 for r in utilities.values())
        assert cast.model == model and cast.usage.attempts >= 1
        rated[cast.agent] = utilities
    assert set(rated) == {"shopkeepers", "residents"}
    return rated


@pytest.fixture(scope="module")
def local() -> BaseChatModel:
    return make_model("local", max_tokens=160)


def test_the_embedded_model_rates_and_maximin_decides_from_its_ratings(
    local: BaseChatModel,
) -> None:
    state = _run(small(rule="maximin"), local)
    rated = _check_ratings(state, "smollm2")
    worst = {c: min(r[c] for r in rated.values()) for c in IDS}
    assert set(state["outcomes"]["000"].winners) == best(worst)


def test_the_embedded_model_approves_for_an_approval_committee_rule(
    local: BaseChatModel,
) -> None:
    protocol = {**SMALL["protocol"], "committee_size": 2}
    state = _run(small(rule={"name": "av", "params": {}}, protocol=protocol), local)
    approvals = {c.agent: c.ballot.approvals for c in state["ballots"].values()}
    assert all(a and set(a) <= set(IDS) for a in approvals.values())
    counts = {c: sum(c in a for a in approvals.values() if a) for c in IDS}
    committee = state["outcomes"]["000"].committee.members
    # Approval voting seats the most approved: no seated candidate has fewer approvals than
    # one left out.
    left = [c for c in IDS if c not in committee]
    assert min(counts[c] for c in committee) >= max(counts[c] for c in left)


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with servers.llama_server(tmp_path_factory.mktemp("llama_server")) as url:
        yield url


@pytest.mark.server
def test_a_llama_cpp_server_rates_and_nash_bargaining_decides_over_rated_no_agreement(
    llama_server: str,
) -> None:
    model = make_model(f"openai-compatible:smollm2@{llama_server}", max_tokens=160)
    scenario = small(rule="nash_bargaining", ballot={"disagreement": "rated"})
    state = _run(scenario, model)
    _check_ratings(state, f"smollm2 at {llama_server}")
    profile = round_profile(state, 0)
    points = {c.agent: c.disagreement for c in state["ballots"].values()}
    assert all(p is not None and 0 <= p <= 10 for p in points.values())
    assert profile.disagreement == points
    assert state["outcomes"]["000"].rule == "nash_bargaining"
