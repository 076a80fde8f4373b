"""Each package has one face, its ``__init__``'s ``__all__``, and it holds (as httpx's test of its
exported members does): every name listed resolves, none twice, and a name borrowed from another
package is borrowed on purpose (listed below). The light packages stay light in a fresh
interpreter: reading a scenario imports no LangChain."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import subprocess
import sys
from types import ModuleType

import pytest

import fairagents

_SUBPACKAGES = pkgutil.walk_packages(fairagents.__path__, "fairagents.")
PACKAGES = ["fairagents", *sorted(m.name for m in _SUBPACKAGES if m.ispkg)]

DATA_ONLY = {"fairagents.agents.prompts"}
"""Packages that ship files (templates) and no Python names."""

BORROWED = {
    ("fairagents.agents", "Objective"): "fairagents.llm.analytic",
    ("fairagents.cli", "app"): "typer.main",
    ("fairagents.fairness", "check_ef"): "fairagents.problems.envy",
    ("fairagents.fairness", "check_ef1"): "fairagents.problems.envy",
    ("fairagents.fairness", "check_efx"): "fairagents.problems.envy",
    ("fairagents.fairness", "envy_matrix"): "fairagents.problems.envy",
    ("fairagents.llm", "Passage"): "fairagents.models.passage",
    ("fairagents.llm", "ReplyError"): "fairagents.errors",
    ("fairagents.rag", "format_passages_for_prompt"): "fairagents.models.passage",
    ("fairagents.testing", "ScriptedChatModel"): "fairagents.llm.scripted",
    ("fairagents.validation", "format_validation_error"): "fairagents.models.base",
}
"""A package's names defined in another package: the one home is there; these are deliberate
conveniences (the envy checks belong to fairness's reader, a passage to the retriever's)."""


def _face(name: str) -> tuple[ModuleType, list[str]]:
    module = importlib.import_module(name)
    names = getattr(module, "__all__", None)
    assert names is not None or name in DATA_ONLY, f"{name} has no __all__: its face is unsaid"
    return module, list(names or ())


@pytest.mark.parametrize("name", PACKAGES)
def test_each_package_says_what_is_public(name: str) -> None:
    module, names = _face(name)
    assert len(set(names)) == len(names), f"{name}.__all__ lists a name twice"
    for public in names:
        assert hasattr(module, public), f"{name}.__all__ lists {public!r}, which is not there"


@pytest.mark.parametrize("name", PACKAGES)
def test_a_name_borrowed_from_another_package_is_borrowed_on_purpose(name: str) -> None:
    module, names = _face(name)
    for public in names:
        obj = getattr(module, public)
        if not (inspect.isclass(obj) or inspect.isfunction(obj)):
            continue  # constants and type aliases have no home of their own to compare
        home = obj.__module__
        if home == name or home.startswith(name + "."):
            continue
        assert BORROWED.get((name, public)) == home, (
            f"{name}.{public} is defined in {home}: import it from there, or list it in BORROWED"
        )


def test_the_borrowed_list_holds_no_stale_entry() -> None:
    for (name, public), home in BORROWED.items():
        assert getattr(importlib.import_module(name), public).__module__ == home


@pytest.mark.parametrize(
    "module", ["fairagents", "fairagents.scenarios", "fairagents.llm.specs", "fairagents.llm"]
)
def test_reading_scenarios_imports_no_langchain(module: str) -> None:
    # A fresh interpreter: this one has imported everything already.
    code = (
        f"import sys, {module}\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'langchain_core', 'langgraph', 'chromadb', 'torch'})\n"
        "print(','.join(heavy))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.strip() == "", f"import {module} pulled in {done.stdout.strip()[:200]}"


@pytest.mark.parametrize(
    ("old", "new", "name"),
    [
        ("fairagents.models._base", "fairagents.models.base", "FrozenModel"),
        ("fairagents.llm.backends", "fairagents.llm.call_options", "call_options"),
        ("fairagents.scenarios.triage", "fairagents.scenarios.packs.triage", "TriageCase"),
        ("fairagents.scenarios.outpatient", "fairagents.scenarios.packs.outpatient", "Slot"),
        ("fairagents.scenarios.tourism", "fairagents.scenarios.packs.tourism", "tradeoffs"),
        ("fairagents.scenarios.education", "fairagents.scenarios.packs.education", "Teacher"),
    ],
)
def test_a_renamed_module_warns_under_its_old_name_and_still_works(
    old: str, new: str, name: str
) -> None:
    import sys

    sys.modules.pop(old, None)
    with pytest.warns(DeprecationWarning, match=new.replace(".", r"\.")):
        module = importlib.import_module(old)
    assert getattr(module, name) is getattr(importlib.import_module(new), name)


@pytest.mark.parametrize(
    ("module", "old", "new"),
    [
        ("fairagents.graph.runner", "RunResult", "DirectoryRun"),
        ("fairagents.experiments.execute", "RunResult", "StoredRun"),
        ("fairagents.experiments", "RunResult", "StoredRun"),
        ("fairagents.experiments.grid", "Case", "SweepCase"),
        ("fairagents.agents.records", "Approval", "ApproverVerdict"),
        ("fairagents.agents", "Approval", "ApproverVerdict"),
    ],
)
def test_a_renamed_name_warns_under_its_old_name_and_is_the_new_class(
    module: str, old: str, new: str
) -> None:
    home = importlib.import_module(module)
    with pytest.warns(DeprecationWarning, match=rf"{module}\.{old} is now {module}\.{new}"):
        found = getattr(home, old)
    assert found is getattr(home, new)
    assert found.__name__ == new
    assert old not in home.__all__  # a * import does not warn


@pytest.mark.parametrize(
    ("statement", "old"),
    [
        ("from fairagents.graph.runner import RunResult", "RunResult"),
        ("from fairagents.experiments import RunResult", "RunResult"),
        ("from fairagents.experiments.grid import Case", "Case"),
        ("from fairagents.agents import Approval", "Approval"),
    ],
)
def test_importing_an_old_name_warns_at_the_import(statement: str, old: str) -> None:
    with pytest.warns(DeprecationWarning, match=rf"\.{old} is now") as caught:
        exec(statement, {})
    assert caught[0].filename == "<string>"  # the warning names the importer, not the alias


def test_a_name_never_defined_is_still_an_attribute_error() -> None:
    import fairagents.agents.records as records

    with pytest.raises(AttributeError, match="has no attribute 'Approvals'"):
        _ = records.Approvals  # type: ignore[attr-defined]
