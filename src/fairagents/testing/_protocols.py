"""The conformance check for decision protocols: it terminates, records its decisions, resumes.

:func:`check_protocol` is to a :class:`~fairagents.graph.DecisionProtocol` what
:func:`~fairagents.testing.check_rule` is to a rule. It runs one deliberation under the
protocol — by default the shipped triage case with the ``analytic`` model, no passages, three
rounds at most — into a run directory, and raises ``AssertionError`` with a readable message
unless:

- **it terminates**: the run finishes, with a stop reason, within ``protocol.rounds`` rounds;
- **it records its decisions**: every round has a
  :class:`~fairagents.agents.RoundDecision` naming the protocol, on a candidate of the table,
  and the last is not left ``open``;
- **it resumes after SIGKILL**: the same run, started in a child process that kills itself with
  SIGKILL halfway through its events, then resumed here, leaves a transcript identical to the
  uninterrupted run's — nothing lost, nothing twice.

The child process finds the protocol as a scenario would: by name in the registry (a built-in, an
entry point), or — for a class registered at run time — by importing the class's module and
registering it there too; a class defined in ``__main__`` cannot be found so.

Internal to :mod:`fairagents.testing`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairagents.errors import ScenarioError
from fairagents.graph import DecisionProtocol, available_protocols, get_protocol, round_key
from fairagents.graph._run_directory import RUN_FILE, TRANSCRIPT
from fairagents.graph.protocols import protocol_for, register_protocol
from fairagents.graph.runner import resume_run, start_run
from fairagents.resources import shipped_scenario
from fairagents.scenarios import Scenario, load_scenario

__all__ = ["ProtocolConformance", "check_protocol"]

CHECK_ROUNDS = 3
"""The round limit of the default scenario: enough for a protocol to decide, fallback included."""
CHILD_TIMEOUT = 300.0
"""Seconds the killed child may take to reach its kill (it runs half the reference run)."""


@dataclass(frozen=True)
class ProtocolConformance:
    """What :func:`check_protocol` checked of a protocol that passed: it says so when printed."""

    protocol: str
    rounds: int
    """Rounds the reference run took."""
    stop: str
    """Why it stopped."""
    decided: tuple[str, ...]
    """Each round's ``how`` (``vote``, ``agreement``, ``fallback``, ``open``)."""
    events: int
    """Stream events of the reference run."""
    killed_after: int
    """Events the killed run emitted before it killed itself."""

    def __str__(self) -> str:
        return (
            f"{self.protocol} passes the protocol contract: it stopped after {self.rounds} "
            f"round{'' if self.rounds == 1 else 's'} ({self.stop}), recorded "
            f"{', '.join(self.decided)}, and a run killed after {self.killed_after} of "
            f"{self.events} events resumed to the same transcript"
        )


def check_protocol(
    protocol: str | type[DecisionProtocol],
    scenario: Scenario | None = None,
    *,
    model: str = "analytic",
    workdir: str | Path | None = None,
) -> ProtocolConformance:
    """Check that ``protocol`` (a registered name or a class) honours the protocol contract;
    raise ``AssertionError`` if not (see the module docstring).

    ``scenario``: the case to run it on (its ``protocol.decision`` is set to the protocol's);
    default the shipped triage case, three rounds at most. ``model``: a model spec every agent
    and the mediator use (it must be deterministic for the resume to be comparable).
    ``workdir``: where the two run directories go (default a temporary directory, removed).

    >>> print(check_protocol("vote"))  # doctest: +ELLIPSIS
    vote passes the protocol contract: it stopped after 3 rounds (...), recorded vote, vote, ...
    """
    name, class_ref = _registered(protocol)
    scenario = _scenario_for(name, scenario)
    try:
        protocol_for(scenario)
    except ScenarioError as exc:
        raise AssertionError(f"protocol {name!r} refuses the check's scenario: {exc}") from exc
    if workdir is None:
        with tempfile.TemporaryDirectory(prefix=f"check-{name}-") as tmp:
            return _check(name, class_ref, scenario, model, Path(tmp))
    return _check(name, class_ref, scenario, model, Path(workdir))


def _registered(protocol: str | type[DecisionProtocol]) -> tuple[str, str]:
    """The protocol's name, registered; and how a child process finds its class."""
    if isinstance(protocol, str):
        get_protocol(protocol)  # unknown: ScenarioError naming the known ones
        return protocol, ""
    if not (isinstance(protocol, type) and issubclass(protocol, DecisionProtocol)):
        raise TypeError(f"{protocol!r} is neither a protocol name nor a DecisionProtocol class")
    cls = protocol
    if cls.name not in available_protocols() or get_protocol(cls.name) is not cls:
        register_protocol(cls)
    return cls.name, f"{cls.__module__}:{cls.__qualname__}"


def _scenario_for(name: str, scenario: Scenario | None) -> Scenario:
    if scenario is None:
        scenario = load_scenario(shipped_scenario("triage"))
        spec = scenario.protocol.model_copy(update={"decision": name, "rounds": CHECK_ROUNDS})
    else:
        spec = scenario.protocol.model_copy(update={"decision": name})
    return scenario.model_copy(update={"protocol": spec})


def _check(
    name: str, class_ref: str, scenario: Scenario, model: str, workdir: Path
) -> ProtocolConformance:
    events: list[Mapping[str, Any]] = []
    whole = workdir / "uninterrupted"
    run = start_run(scenario, whole, model=model, on_event=events.append)
    state = run.state
    where = f"protocol {name!r} on scenario {scenario.id!r}"
    # It terminates.
    assert run.record.status == "finished", f"{where}: the run ended {run.record.status!r}"
    assert state.get("stop"), f"{where}: the run ended without a stop reason"
    rounds = int(state["round"]) + 1
    limit = scenario.protocol.rounds
    assert rounds <= limit, f"{where}: {rounds} rounds, over protocol.rounds = {limit}"
    # It records its decisions.
    decisions = state.get("decisions") or {}
    decided: list[str] = []
    for r in range(rounds):
        decision = decisions.get(round_key(r))
        assert decision is not None, f"{where}: round {r + 1} recorded no decision"
        assert decision.protocol == name, (
            f"{where}: round {r + 1}'s decision names protocol {decision.protocol!r}"
        )
        assert decision.candidate in state["table"], (
            f"{where}: round {r + 1} decided {decision.candidate!r}, which is not on the table"
        )
        decided.append(decision.how)
    assert decided[-1] != "open", f"{where}: the run stopped with its last round still open"
    # It resumes after SIGKILL: killed halfway, resumed, the same transcript.
    kill_after = max(1, len(events) // 2)
    killed = workdir / "killed"
    _run_killed(scenario, killed, model, kill_after, class_ref, workdir)
    status = json.loads((killed / RUN_FILE).read_text())["status"]
    assert status == "running", f"{where}: killed mid-run, run.json says {status!r}"
    resumed = resume_run(killed, model=model)
    assert resumed.record.status == "finished", (
        f"{where}: the resumed run ended {resumed.record.status!r}"
    )
    expected = (whole / TRANSCRIPT).read_text().splitlines()
    got = (killed / TRANSCRIPT).read_text().splitlines()
    if got != expected:
        lost = [line for line in expected if line not in got]
        twice = [line for line in got if got.count(line) > expected.count(line)]
        raise AssertionError(
            f"{where}: killed after {kill_after} of {len(events)} events and resumed, its "
            f"transcript differs from the uninterrupted run's ({len(lost)} events lost or "
            f"changed, {len(twice)} repeated); first: {(lost or twice or got)[0][:200]}"
        )
    return ProtocolConformance(
        protocol=name,
        rounds=rounds,
        stop=str(state["stop"]),
        decided=tuple(decided),
        events=len(events),
        killed_after=kill_after,
    )


def _run_killed(
    scenario: Scenario, run_dir: Path, model: str, kill_after: int, class_ref: str, workdir: Path
) -> None:
    """Start the run in a child process that SIGKILLs itself at its ``kill_after``-th event."""
    scenario_file = workdir / "scenario.json"
    scenario_file.write_text(scenario.model_dump_json())
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    argv = [str(scenario_file), str(run_dir), model, str(kill_after), class_ref]
    child = subprocess.run(
        [sys.executable, "-m", __name__, *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    if child.returncode != -signal.SIGKILL:
        raise AssertionError(
            f"protocol {scenario.protocol.decision!r}: the run to be killed after {kill_after} "
            f"events exited {child.returncode} instead (the same run emitted more before); "
            f"its stderr: {child.stderr[-2000:]}"
        )


def _child(argv: list[str]) -> None:
    """The killed run: ``SCENARIO_JSON RUN_DIR MODEL KILL_AFTER [MODULE:CLASS]``."""
    scenario_file, run_dir, model, kill_after, class_ref = argv
    if class_ref:
        import importlib

        module, _, qualname = class_ref.partition(":")
        cls: Any = importlib.import_module(module)
        for part in qualname.split("."):
            cls = getattr(cls, part)
        if cls.name not in available_protocols():
            register_protocol(cls)
    scenario = Scenario.model_validate_json(Path(scenario_file).read_text())
    seen = 0

    def count(event: Mapping[str, Any]) -> None:
        nonlocal seen
        seen += 1
        if seen >= int(kill_after):  # mid-node: the event is written from inside a step
            os.kill(os.getpid(), signal.SIGKILL)

    start_run(scenario, run_dir, model=model, on_event=count)


if __name__ == "__main__":
    _child(sys.argv[1:])
