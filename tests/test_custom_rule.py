"""``examples/custom_rule``: a rule from an installed package is listed, conformant and used by a
scenario by name — installed for real (pip, entry-point metadata) into a throwaway environment,
offline, leaving the project environment as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fairagents import available_rules

from ._venv import Venv, run
from .conftest import EXAMPLES, ROOT

pytestmark = pytest.mark.package

PLUGIN = EXAMPLES / "custom_rule"


@pytest.fixture(scope="module")
def python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    venv = Venv(tmp_path_factory.mktemp("plugin"), extra=(ROOT / "src",))
    venv.install(PLUGIN)
    return venv.python


def test_the_installed_rule_is_listed_conformant_and_used_by_name(
    python: Path, tmp_path: Path
) -> None:
    assert "antiplurality" not in available_rules()  # this environment is untouched
    rules = json.loads(run([str(python), "-m", "fairagents", "rules", "--json"], tmp_path))
    listed = {r["name"]: r for r in rules}
    assert "borda" in listed and listed["antiplurality"]["input"] == "ordinal"

    check = (
        "from fairagents import get_rule; from fairagents.testing import check_rule;"
        "rule = get_rule('antiplurality'); check_rule(rule);"
        "print(type(rule).__module__)"
    )
    assert run([str(python), "-c", check], tmp_path).strip() == "fairagents_antiplurality"
    run([str(python), "-m", "doctest", str(PLUGIN / "src/fairagents_antiplurality/__init__.py")],
        tmp_path)  # fmt: skip

    out = tmp_path / "run"
    summary = json.loads(
        run([str(python), "-m", "fairagents", "run", str(PLUGIN / "scenario.yaml"), "--json",
             "--no-passages", "--out", str(out)], tmp_path)
    )  # fmt: skip
    assert summary["status"] == "finished" and summary["rule"] == "antiplurality"
    assert summary["joint"]["explanation"].startswith("vetoes (last places):")
