"""The walk of one parameter through a run: where the whole ``Scenario`` goes, and how often it
comes back up.

Usage: ``python scripts/scenario_walk.py [SCENARIO]`` (default the shipped triage case).

The script starts a run of ``SCENARIO`` with the ``analytic`` model (``run.json`` only) and
resumes it with :func:`fairagents.graph.runner.resume_run`, tracing every call of a fairagents
function that receives a :class:`~fairagents.scenarios.Scenario` — as an argument or a closure
variable, ``self`` excepted. Each such function counts once (its first call), so the trace is the
tree of modules the scenario is handed to. A **climb** is a return from one module to another
that had handed it the scenario: each is a collaborator that took the whole scenario where the
parts it uses would do. docs/architecture.md states the figure; tests/test_architecture.py
holds it at :data:`TARGET` or below.
"""

from __future__ import annotations

import json
import sys
import tempfile
import threading
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

import fairagents
from fairagents.graph._run_directory import write_record
from fairagents.graph.runner import _new_record, resume_run
from fairagents.resources import shipped_scenario
from fairagents.scenarios import Scenario, load_scenario

TARGET = 3
"""Issue 29's bound: the walk climbs back at most this many times."""

SRC = str(Path(fairagents.__file__).parent) + "/"


@dataclass
class Walk:
    """Where the scenario went: the functions that received it (module, name), first call
    order; the climbs (callee module → the module it returned to); modules by times entered."""

    functions: list[tuple[str, str]] = field(default_factory=list)
    climbs: list[tuple[str, str]] = field(default_factory=list)
    entered: Counter[str] = field(default_factory=Counter)

    def summary(self) -> dict[str, Any]:
        return {
            "functions": len(self.functions),
            "climbs": len(self.climbs),
            "entered": dict(self.entered.most_common()),
            "returns": [f"{a} -> {b}" for a, b in self.climbs],
        }


def _receives_scenario(frame: FrameType) -> bool:
    code = frame.f_code
    given = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    local = frame.f_locals
    return any(
        name != "self" and isinstance(local.get(name), Scenario)
        for name in (*given, *code.co_freevars)
    )


def walk(scenario: Scenario) -> Walk:
    """Trace a resumed run of ``scenario`` (see the module docstring)."""
    result = Walk()
    seen: set[tuple[str, str]] = set()
    local = threading.local()
    lock = threading.Lock()

    def profile(frame: FrameType, event: str, arg: object) -> None:
        stack: list[tuple[int, str]] = local.__dict__.setdefault("stack", [])
        code = frame.f_code
        if event == "call":
            if not code.co_filename.startswith(SRC) or not _receives_scenario(frame):
                return
            where = (code.co_filename[len(SRC) :], code.co_name)
            with lock:
                if where in seen:
                    return
                seen.add(where)
                result.functions.append(where)
                if not stack or stack[-1][1] != where[0]:
                    result.entered[where[0]] += 1
            stack.append((id(frame), where[0]))
        elif event == "return" and stack and stack[-1][0] == id(frame):
            _, module = stack.pop()
            if stack and stack[-1][1] != module:
                with lock:
                    result.entered[stack[-1][1]] += 1
                    result.climbs.append((module, stack[-1][1]))

    with tempfile.TemporaryDirectory(prefix="scenario-walk-") as tmp:
        run_dir = Path(tmp)  # a run started and not yet stepped: its run.json only
        write_record(run_dir, _new_record(scenario, "analytic", None))
        sys.setprofile(profile)
        threading.setprofile(profile)
        try:
            resume_run(run_dir)
        finally:
            sys.setprofile(None)
            threading.setprofile(None)  # type: ignore[arg-type]
    return result


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else shipped_scenario("triage")
    print(json.dumps(walk(load_scenario(path)).summary(), indent=2))


if __name__ == "__main__":
    main()
