"""A decision protocol shipped by another distribution joins through the ``fairagents.protocols``
entry-point group: listed, run by name in a deliberation, and conformant — it terminates, records
its decisions and resumes after SIGKILL (``fairagents.testing.check_protocol``). The distribution
is a throwaway ``*.dist-info`` on ``sys.path``; nothing of ``src/`` is touched. The built-in
protocols pass the same check, and the check fails protocols that break the contract."""

from __future__ import annotations

import random
import sys
import textwrap
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from fairagents.agents import RoundDecision
from fairagents.graph import (
    DecisionProtocol,
    Deliberation,
    Step,
    available_protocols,
    round_key,
    this_round,
)
from fairagents.graph.protocols import reload_protocol_entry_points, unregister_protocol
from fairagents.models import Outcome
from fairagents.resources import shipped_scenario
from fairagents.scenarios import load_scenario
from fairagents.testing import check_protocol

PLUGIN = "fairagents_plugin_lottery"
PROTOCOL = "random_dictatorship"
TRIAGE = load_scenario(shipped_scenario("triage"))


@contextmanager
def installed_plugin(tmp_path: Path) -> Iterator[Path]:
    """Install the throwaway protocol distribution in ``tmp_path``; uninstall it on exit."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / f"{PLUGIN}.py").write_text(
        textwrap.dedent(
            '''
            """A third-party protocol: each round a seeded lottery names one agent, whose first
            choice is the round's decision (a random dictatorship, after Gibbard 1977)."""
            import random

            from fairagents.agents import RoundDecision
            from fairagents.graph import DecisionProtocol, Step, round_key, this_round

            class RandomDictatorship(DecisionProtocol):
                name = "random_dictatorship"
                description = "a seeded lottery names one agent; its first choice decides"
                decides_slates = False

                def decide(self, state, outcome):
                    return None  # the dictate step records the round's decision

                def after_vote(self, parts):
                    return [Step("dictate", self.dictate)]

                def dictate(self, state):
                    r = state["round"]
                    ballots = this_round(state.get("ballots"), r)
                    dictator = random.Random(f"{self.seed}/{r}").choice(sorted(ballots))
                    pick = min(ballots[dictator].top)
                    decision = RoundDecision(round=r, protocol=self.name, how="vote",
                                             candidate=pick)
                    return {"decisions": {round_key(r): decision}}
            '''
        )
    )
    dist = tmp_path / f"{PLUGIN}-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: fairagents-plugin-lottery\nVersion: 1.0\n"
    )
    (dist / "entry_points.txt").write_text(
        f"[fairagents.protocols]\n{PROTOCOL} = {PLUGIN}:RandomDictatorship\n"
    )
    sys.path.insert(0, str(tmp_path))
    reload_protocol_entry_points()  # forget what was discovered before the plugin
    try:
        yield tmp_path
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop(PLUGIN, None)
        reload_protocol_entry_points()


@pytest.fixture
def plugin_on_path(tmp_path: Path) -> Iterator[Path]:
    with installed_plugin(tmp_path / "site") as path:
        yield path


def _with_decision(name: str, rounds: int = 3) -> Any:
    spec = TRIAGE.protocol.model_copy(update={"decision": name, "rounds": rounds})
    return TRIAGE.model_copy(update={"protocol": spec})


def test_an_entry_point_protocol_runs_by_name_and_decides_as_it_says(
    plugin_on_path: Path,
) -> None:
    assert PROTOCOL in available_protocols()
    parts = Deliberation(_with_decision(PROTOCOL), model="analytic")
    assert type(parts.protocol).__module__ == PLUGIN
    assert "dictate" in parts.graph().nodes
    final = parts.graph().compile().invoke({})
    assert final["round"] == 2  # three rounds: no agreement ends it early
    for r in range(3):
        ballots = this_round(final["ballots"], r)
        dictator = random.Random(f"{TRIAGE.seed}/{r}").choice(sorted(ballots))
        decision = final["decisions"][round_key(r)]
        assert decision.candidate == min(ballots[dictator].top) and decision.protocol == PROTOCOL
        # the round's joint outcome is judged as the protocol decided it, not as the rule did
        assert final["evaluations"][round_key(r)].joint.candidate == decision.candidate


def test_an_entry_point_protocol_passes_the_conformance_check(
    plugin_on_path: Path, tmp_path: Path
) -> None:
    # the SIGKILLed child finds the protocol through the same entry point
    result = check_protocol(PROTOCOL, workdir=tmp_path / "check")
    assert result.rounds == 3 and result.decided == ("vote", "vote", "vote")
    assert 0 < result.killed_after < result.events
    assert (tmp_path / "check" / "killed" / "transcript.jsonl").read_text() == (
        tmp_path / "check" / "uninterrupted" / "transcript.jsonl"
    ).read_text()


def test_uninstalling_leaves_the_protocols_as_before(tmp_path: Path) -> None:
    before = available_protocols()
    with installed_plugin(tmp_path):
        assert available_protocols() == sorted([*before, PROTOCOL])
    assert available_protocols() == before


@pytest.mark.parametrize("name", ["vote", "agreement", "single_text", "concession", "statement"])
def test_every_built_in_protocol_passes_the_conformance_check(name: str) -> None:
    result = check_protocol(name)
    assert result.protocol == name and result.decided[-1] != "open"


# -- the check fails protocols that break the contract ----------------------------------------


class Undecided(DecisionProtocol):
    """Records no decision: the rule decides, and nothing says so."""

    name = "undecided"

    def decide(self, state: Mapping[str, Any], outcome: Outcome) -> RoundDecision | None:
        return None


class Forgetful(DecisionProtocol):
    """Decides from a count kept in the process, not in the graph state: a resumed run, in a
    new process, decides differently from the uninterrupted one."""

    name = "forgetful"
    calls = 0

    def after_vote(self, parts: Deliberation) -> list[Step]:
        return [Step("count", self.count)]

    def decide(self, state: Mapping[str, Any], outcome: Outcome) -> RoundDecision | None:
        return None

    def count(self, state: Mapping[str, Any]) -> dict[str, Any]:
        type(self).calls += 1
        r = int(state["round"])
        table = sorted(state["table"])
        pick = table[type(self).calls % len(table)]
        decision = RoundDecision(round=r, protocol=self.name, how="vote", candidate=pick)
        return {"decisions": {round_key(r): decision}}


@pytest.mark.parametrize(
    ("protocol", "why"),
    [(Undecided, "round 1 recorded no decision"), (Forgetful, "transcript differs")],
)
def test_the_check_fails_a_protocol_that_breaks_the_contract(
    protocol: type[DecisionProtocol], why: str
) -> None:
    try:
        with pytest.raises(AssertionError, match=why):
            check_protocol(protocol)
    finally:
        unregister_protocol(protocol.name)
