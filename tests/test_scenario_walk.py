"""The walk of the scenario through a run (``scripts/scenario_walk.py``): collaborators take the
parts they use, so the whole scenario climbs back up at most ``TARGET`` times — and
docs/architecture.md states the figure the script measures."""

from __future__ import annotations

import importlib.util
import re
import sys
from types import ModuleType

from fairagents.resources import shipped_scenario
from fairagents.scenarios import load_scenario

from .conftest import ROOT


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "scenario_walk", ROOT / "scripts" / "scenario_walk.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


def test_the_scenario_climbs_back_at_most_three_times_and_the_docs_say_how_often() -> None:
    script = _script()
    walked = script.walk(load_scenario(shipped_scenario("triage")))
    assert walked.functions, "the trace saw no function receive the scenario"
    # the run's entry resolves it: the runner hands it to the deliberation, which resolves it
    assert walked.functions[0][0] == "graph/runner.py"
    assert len(walked.climbs) <= script.TARGET, walked.summary()
    stated = re.search(
        r"the walk\s+climbs\s+back\s+(\d+)\s+times", (ROOT / "docs" / "architecture.md").read_text()
    )
    assert stated is not None, "docs/architecture.md states no walk figure"
    assert int(stated.group(1)) == len(walked.climbs), walked.summary()
