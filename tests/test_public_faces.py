"""Each package has one face, its ``__init__``'s ``__all__``, and it holds (as httpx's test of its
exported members does): every name listed resolves, none twice, and a name borrowed from another
package is borrowed on purpose (listed below). The light packages stay light in a fresh
interpreter: reading a scenario imports no LangChain.

Each package also says which of its modules are public (a stable import path, on the API
reference) and which internal (the implementation, free to change), in its docstring's
``Public modules:`` / ``Internal modules:`` / ``Deprecated modules:`` paragraphs; the tests below
hold that declaration to the files, to the API reference, to what the examples, graphs, docs and
README import, and to the internal modules' own docstrings (the convention: *Public and internal
modules* in docs/architecture.md)."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import re
import subprocess
import sys
import warnings
from pathlib import Path
from types import ModuleType

import pytest

import fairagents

_SUBPACKAGES = pkgutil.walk_packages(fairagents.__path__, "fairagents.")
PACKAGES = ["fairagents", *sorted(m.name for m in _SUBPACKAGES if m.ispkg)]

DATA_ONLY = {"fairagents.agents._prompts"}
"""Packages that ship files (templates) and no Python names."""

BORROWED = {
    ("fairagents.agents", "Objective"): "fairagents.llm._analytic",
    ("fairagents._cli", "app"): "typer.main",
    ("fairagents.fairness", "check_ef"): "fairagents.problems._envy",
    ("fairagents.fairness", "check_ef1"): "fairagents.problems._envy",
    ("fairagents.fairness", "check_efx"): "fairagents.problems._envy",
    ("fairagents.fairness", "envy_matrix"): "fairagents.problems._envy",
    ("fairagents.llm", "Passage"): "fairagents.models._passage",
    ("fairagents.llm", "ReplyError"): "fairagents.errors",
    ("fairagents.rag", "format_passages_for_prompt"): "fairagents.models._passage",
    ("fairagents.testing", "ScriptedChatModel"): "fairagents.llm._scripted",
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
    "module", ["fairagents", "fairagents.scenarios", "fairagents.llm._specs", "fairagents.llm"]
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
        ("fairagents.agents.table", "fairagents.agents._candidates", "Candidate"),
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


RENAMED = [
    ("fairagents.graph.runner", "RunResult", "DirectoryRun"),
    ("fairagents.experiments._execute", "RunResult", "StoredRun"),
    ("fairagents.experiments", "RunResult", "StoredRun"),
    ("fairagents.experiments._grid", "Case", "SweepCase"),
    ("fairagents.agents._records", "Approval", "ApproverVerdict"),
    ("fairagents.agents", "Approval", "ApproverVerdict"),
]
"""Names renamed in their module (module, old, new): the old one resolves for one release."""


@pytest.mark.parametrize(("module", "old", "new"), RENAMED)
def test_a_renamed_name_warns_under_its_old_name_and_is_the_new_class(
    module: str, old: str, new: str
) -> None:
    home = importlib.import_module(module)
    with pytest.warns(DeprecationWarning, match=rf"{module}\.{old} is now {module}\.{new}"):
        found = getattr(home, old)
    assert found is getattr(home, new)
    assert found.__name__ == new
    assert old not in home.__all__  # a * import does not warn


@pytest.mark.parametrize(("module", "old", "new"), RENAMED)
def test_importing_an_old_name_warns_at_the_import(module: str, old: str, new: str) -> None:
    with pytest.warns(DeprecationWarning, match=rf"is now {module}\.{new}") as caught:
        exec(f"from {module} import {old}", {})
    assert caught[0].filename == "<string>"  # the warning names the importer, not the alias


KEPT = [
    ("fairagents.aggregators", "Aggregator", "Rule"),
    ("fairagents.aggregators", "get_aggregator", "get_rule"),
    ("fairagents.aggregators", "get_aggregator_class", "get_rule_class"),
    ("fairagents.aggregators", "available_aggregators", "available_rules"),
    ("fairagents.aggregators", "register_aggregator", "register_rule"),
    ("fairagents.aggregators", "unregister_aggregator", "unregister_rule"),
    ("fairagents.errors", "UnknownAggregatorError", "UnknownRuleError"),
    ("fairagents.testing", "check_aggregator", "check_rule"),
    ("fairagents.aggregators.committees", "CommitteeAggregator", "CommitteeRule"),
    ("fairagents", "Aggregator", "Rule"),
    ("fairagents", "get_aggregator", "get_rule"),
    ("fairagents", "available_aggregators", "available_rules"),
    ("fairagents", "register_aggregator", "register_rule"),
    ("fairagents", "UnknownAggregatorError", "UnknownRuleError"),
]
"""Historical names kept on the face beside the new ones (module, old, new), silently: the same
object, no warning (issue 29: the public word is *rule*; plug-ins and the library's own modules
still say *aggregator*)."""


@pytest.mark.parametrize(("module", "old", "new"), KEPT)
def test_a_kept_historical_name_is_the_new_object_and_silent(
    module: str, old: str, new: str
) -> None:
    home = importlib.import_module(module)
    assert old in home.__all__ and new in home.__all__
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        exec(f"from {module} import {old}", {})
    assert getattr(home, old) is getattr(home, new)
    assert getattr(home, new).__name__ == new  # the new name is the definition


def test_a_name_never_defined_is_still_an_attribute_error() -> None:
    import fairagents.agents._records as records

    with pytest.raises(AttributeError, match="has no attribute 'Approvals'"):
        _ = records.Approvals  # type: ignore[attr-defined]


# -- which modules are public -------------------------------------------------------------------

SRC = Path(fairagents.__file__).resolve().parent
REPO = SRC.parent.parent
STATUSES = {"Public": "public", "Internal": "internal", "Deprecated": "deprecated"}
NOT_A_MODULE = {"__main__"}
"""Children of a package that are no module to import (``python -m fairagents`` runs the CLI)."""


def _init_file(package: str) -> Path:
    return SRC.joinpath(*package.split(".")[1:], "__init__.py")


def _children(package: str) -> set[str]:
    """The modules and subpackages in a package's folder, from the files (nothing is imported)."""
    folder = _init_file(package).parent
    found = {m.name for m in pkgutil.iter_modules([str(folder)])}
    return found - NOT_A_MODULE


def _declared(package: str) -> dict[str, str]:
    """Child name → ``public`` | ``internal`` | ``deprecated``, as the package's docstring says.

    Public modules are named as ``:mod:`` links (the API reference renders them), the others as
    ````name```` (they have no page)."""
    doc = ast.get_docstring(ast.parse(_init_file(package).read_text(encoding="utf-8"))) or ""
    declared: dict[str, str] = {}
    for paragraph in doc.split("\n\n"):
        head, _, body = paragraph.partition(" modules:")
        if head not in STATUSES:
            continue
        status = STATUSES[head]
        if status == "public":
            targets = re.findall(r":mod:`~?([\w.]+)`", body)
            outside = [t for t in targets if t.rpartition(".")[0] != package]
            assert not outside, f"{package}: 'Public modules:' links {outside}, not its modules"
            names = [t.rpartition(".")[2] for t in targets]
        else:
            names = re.findall(r"``(\w+)``", body)
        for name in names:
            assert name not in declared, f"{package} declares {name!r} twice"
            declared[name] = status
    return declared


def _classified() -> dict[str, str]:
    """Every module of the package, by full name → its status (``fairagents`` itself public)."""
    found = {"fairagents": "public"}
    for package in PACKAGES:
        for name, status in _declared(package).items():
            found[f"{package}.{name}"] = status
    return found


def _where(package: str) -> str:
    return str(_init_file(package).relative_to(REPO))


@pytest.mark.parametrize("package", PACKAGES)
def test_every_module_of_a_package_is_declared_public_or_internal(package: str) -> None:
    declared = _declared(package)
    for name in sorted(_children(package) - set(declared)):
        pytest.fail(
            f"{package}.{name} is not classified: add ``{name}`` to the 'Internal modules:' "
            f"paragraph of {_where(package)}'s docstring, or :mod:`~{package}.{name}` to its "
            "'Public modules:' paragraph and to the API reference (docs/architecture.md, "
            "'Public and internal modules')"
        )
    stale = sorted(set(declared) - _children(package))
    assert not stale, f"{_where(package)}'s docstring classifies {stale}: no such modules"


@pytest.mark.parametrize("package", PACKAGES)
def test_a_module_is_underscored_exactly_when_it_is_internal(package: str) -> None:
    # The name says it, as in scikit-learn: a reader of an import line sees that a module is
    # the implementation without opening it. A deprecated alias keeps its old name.
    for name, status in _declared(package).items():
        assert not (name.startswith("_") and status == "public"), (
            f"{package}.{name}: an underscored name says private; declare it internal"
        )
        assert name.startswith("_") or status != "internal", (
            f"{package}.{name} is internal: name it _{name} (and add its old name to "
            "fairagents.deprecation.UNDERSCORED if a release had it)"
        )


def test_every_underscored_module_answers_to_its_old_path() -> None:
    # One release of warning aliases, and checkpoints storing a record under its old module.
    import sys

    from fairagents.deprecation import UNDERSCORED, former_module

    classified = _classified()
    for package, names in UNDERSCORED.items():
        for name in names.split():
            old = f"{package}.{name}"
            sys.modules.pop(old, None)  # an earlier test's import would not warn again
            with pytest.warns(DeprecationWarning, match=rf"{old} is now "):
                module = importlib.import_module(old)
            assert classified.get(module.__name__) == "internal", module.__name__
            assert former_module(module.__name__) == old


def test_the_modules_of_an_internal_package_are_internal() -> None:
    classified = _classified()
    for module, status in classified.items():
        parent = module.rpartition(".")[0]
        if parent and classified.get(parent) == "internal":
            assert status == "internal", f"{module} is {status} inside internal {parent}"


def _module_file(module: str) -> Path:
    path = SRC.joinpath(*module.split(".")[1:])
    return path / "__init__.py" if path.is_dir() else path.with_suffix(".py")


@pytest.mark.parametrize("module", sorted(m for m, s in _classified().items() if s == "internal"))
def test_an_internal_module_says_so_in_its_docstring(module: str) -> None:
    # Read from the file: importing would pull in the extras some of them need.
    doc = ast.get_docstring(ast.parse(_module_file(module).read_text(encoding="utf-8"))) or ""
    package = module.rpartition(".")[0]
    assert f"Internal to :mod:`{package}`" in doc, (
        f"{module} is declared internal: its docstring should end with a paragraph "
        f"'Internal to :mod:`{package}`: import from the package, …'"
    )


@pytest.mark.parametrize("module", sorted(m for m, s in _classified().items() if s == "deprecated"))
def test_a_deprecated_module_warns_on_import(module: str) -> None:
    sys.modules.pop(module, None)
    with pytest.warns(DeprecationWarning):
        importlib.import_module(module)


def _documented() -> dict[str, Path]:
    """The modules the API reference renders (``::: fairagents.x`` lines) → the page."""
    pages = sorted((REPO / "docs" / "reference").rglob("*.md"))
    return {
        match[1]: page
        for page in pages
        for match in re.finditer(r"^::: (fairagents[\w.]*)\s*$", page.read_text(), re.M)
    }


def test_the_api_reference_documents_exactly_the_public_modules() -> None:
    classified = _classified()
    documented = _documented()
    for module, status in sorted(classified.items()):
        if status == "public":
            assert module in documented, (
                f"{module} is declared public but the API reference does not render it: add "
                f"'::: {module}' to its package's page in docs/reference/api/"
            )
    for module, page in sorted(documented.items()):
        assert classified.get(module) == "public", (
            f"{page.relative_to(REPO)} renders {module}, which is not declared public "
            f"({classified.get(module, 'no module of fairagents')})"
        )


_IMPORT = re.compile(
    r"\bfrom (fairagents(?:\.\w+)*) import \(?([\w ,]+)|\bimport (fairagents[\w.]*)"
)


def _imports(text: str) -> list[tuple[int, str]]:
    """The fairagents modules a file's text imports, by line: ``from a.b import c`` imports
    ``a``, ``a.b`` and, when ``c`` is a module and not a name of ``a.b``'s face, ``a.b.c``."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        for match in _IMPORT.finditer(line):
            module = match[1] or match[3]
            parts = module.split(".")
            found += [(number, ".".join(parts[: i + 1])) for i in range(len(parts))]
            for name in (match[2] or "").replace("(", "").split(","):
                if name.strip() and name.split()[0] not in _face_names(module):
                    found.append((number, f"{module}.{name.split()[0]}"))
    return found


def _face_names(module: str) -> set[str]:
    # ``from fairagents.fairness import non_degeneracy`` is the face's function, not the module.
    if module not in PACKAGES:
        return set()
    return set(getattr(importlib.import_module(module), "__all__", ()))


def _reader_files() -> list[Path]:
    files = [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]
    files += sorted((REPO / "examples").rglob("*.py")) + sorted((REPO / "graphs").glob("*.py"))
    return files


def test_the_import_scan_sees_what_it_should() -> None:
    text = "from fairagents.graph.runner import start_run\nx = 1  # import fairagents.llm"
    assert [m for _, m in _imports(text)] == [
        "fairagents", "fairagents.graph", "fairagents.graph.runner",
        "fairagents.graph.runner.start_run", "fairagents", "fairagents.llm",
    ]  # fmt: skip
    assert _reader_files(), "no examples or docs found: the scan below would pass vacuously"


def test_examples_graphs_docs_and_readme_import_no_internal_module() -> None:
    classified = _classified()
    for path in _reader_files():
        for line, module in _imports(path.read_text(encoding="utf-8")):
            status = classified.get(module, "public")  # a name, not a module
            assert status == "public", (
                f"{path.relative_to(REPO)}:{line} imports {module}, which is {status}: import "
                f"its names from {module.rpartition('.')[0]}, or declare the module public"
            )


def _defined(tree: ast.Module) -> set[str]:
    """The names a module's own top-level code binds (defs, classes, assignments), not imports."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            found |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return found


@pytest.mark.parametrize("module", sorted(m for m, s in _classified().items() if s == "internal"))
def test_an_internal_module_re_exports_nothing(module: str) -> None:
    # A split leaves no second import path behind: an internal module's __all__ is its own names.
    tree = ast.parse(_module_file(module).read_text(encoding="utf-8"))
    listed = next(
        (
            [e.value for e in node.value.elts if isinstance(e, ast.Constant)]
            for node in tree.body
            if isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
            and isinstance(node.value, ast.List | ast.Tuple)
        ),
        [],
    )
    if _module_file(module).name == "__init__.py":
        return  # an internal package's face (fairagents._cli) gathers its modules' names
    borrowed = sorted(set(listed) - _defined(tree))
    assert not borrowed, (
        f"{module}.__all__ lists {borrowed}, defined elsewhere: import them from their home"
    )
