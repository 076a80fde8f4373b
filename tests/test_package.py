"""The package surface: public names, a pure core, and `import fairagents` with no LLM stack."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import fairagents

HEAVY = (
    "langchain",
    "langgraph",
    "chromadb",
    "torch",
    "sentence_transformers",
    "llama_cpp",
    "matplotlib",  # reports load it on demand: `fairagents --help` stays fast
    "jinja2",
)

# Modules of the pure core: plain Python + numpy/scipy/pydantic, no LLM stack.
CORE_MODULES = [
    "fairagents",
    "fairagents.models",
    "fairagents.aggregators",
    "fairagents.majority",
    "fairagents.axioms",
    "fairagents.problems",
    "fairagents.datasets",
    "fairagents.fairness",
    "fairagents.frameworks",
    "fairagents.testing",
    "fairagents.validation",
    "fairagents._cli",
]


def test_public_names_exist() -> None:
    for name in fairagents.__all__:
        assert hasattr(fairagents, name), name
    assert {"Profile", "aggregate", "get_aggregator", "available_aggregators"} <= set(
        fairagents.__all__
    )


def test_core_imports_without_llm_stack() -> None:
    """Import the core (and use it) in a fresh interpreter where the LLM stack cannot load."""
    code = textwrap.dedent(
        f"""
        import importlib, importlib.abc, sys
        HEAVY = {HEAVY!r}

        class Block(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path, target=None):
                if name.split(".")[0] in HEAVY:
                    raise ImportError(f"blocked: {{name}}")
                return None

        sys.meta_path.insert(0, Block())
        for module in {CORE_MODULES!r}:
            importlib.import_module(module)
        import fairagents
        for rule in fairagents.available_rules():
            fairagents.get_rule(rule)
        p = fairagents.Profile.from_rankings([["a", "b"], ["b", "a"], ["a", "b"]])
        assert fairagents.aggregate(p, "borda").choice == "a"
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in HEAVY)
        assert not loaded, loaded
        """
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def _distribution(requirement: str) -> str:
    """The normalised distribution name of a PEP 508 requirement (``jinja2>=3.1`` → jinja2)."""
    import re

    return re.split(r"[\s<>=!~;\[]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def test_every_package_the_reports_import_is_declared() -> None:
    """A module the reports import is declared in the core dependencies or the extras a report
    runs with (``report``; ``experiments`` for a sweep's page), not only there by way of
    another package's requirements (markupsafe came with jinja2)."""
    import ast
    import importlib.metadata
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    project = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["project"]
    extras = project["optional-dependencies"]
    requirements = [*project["dependencies"], *extras["report"], *extras["experiments"]]
    declared = {_distribution(r) for r in requirements}
    imported: dict[str, str] = {}
    for path in sorted((root / "src" / "fairagents" / "reports").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                imported.setdefault(name.split(".")[0], path.name)
    providers = importlib.metadata.packages_distributions()
    third_party = {m: f for m, f in imported.items() if m in providers and m != "fairagents"}
    assert {"jinja2", "matplotlib", "markupsafe"} <= set(third_party)  # the scan sees them
    undeclared = {
        m: (f, providers[m])
        for m, f in third_party.items()
        if not {_distribution(d) for d in providers[m]} & declared
    }
    assert not undeclared, f"imported by the reports, not declared in pyproject.toml: {undeclared}"


def test_reading_a_file_and_applying_a_rule_builds_no_pydantic_validator(tmp_path) -> None:
    """Issue 31 (start-up included): a fresh process that reads a per-ballot JSON file (the
    scanned clean shape) or a PrefLib file and applies the single-winner rules builds no
    pydantic validator — so pydantic never looks for its plugins through importlib.metadata —
    and imports nothing it does not use (difflib, YAML, the retrieval and scenario models)."""
    import json

    rotations = (["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"])
    ballots = [
        {"voter": f"v{i}", "weight": 1 + i % 3, "ranking": rotations[i % 3]} for i in range(600)
    ]
    path = tmp_path / "ballots.json"
    path.write_text(json.dumps({"alternatives": ["a", "b", "c"], "ballots": ballots}), "utf-8")
    assert path.stat().st_size > 20_000  # large enough for the scan (profile._SCAN_MIN_BYTES)
    soc = tmp_path / "ballots.soc"
    soc.write_text(
        "# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 5\n"
        "# NUMBER UNIQUE ORDERS: 2\n# ALTERNATIVE NAME 1: x\n# ALTERNATIVE NAME 2: y\n"
        "# ALTERNATIVE NAME 3: z\n3: 1,2,3\n2: 2,3,1\n",
        "utf-8",
    )
    code = textwrap.dedent(
        f"""
        import sys
        from pathlib import Path
        from fairagents import Alternative, Ballot, Outcome, Profile, aggregate
        from fairagents.formats import read_preflib

        rules = ("plurality", "borda", "copeland", "minimax", "schulze", "instant_runoff")
        profile = Profile.model_validate_json(Path({str(path)!r}).read_bytes())
        assert profile.is_columnar
        from_soc = read_preflib({str(soc)!r})
        for rule in rules:
            assert aggregate(profile, rule).winners
            assert aggregate(from_soc, rule).winners
        built = [m.__name__ for m in (Alternative, Ballot, Outcome, Profile)
                 if m.__pydantic_complete__]
        assert not built, built
        unused = ("pydantic.plugin._loader", "importlib.metadata", "difflib", "yaml",
                  "fairagents.models._passage", "fairagents.models._stakeholder")
        loaded = [m for m in unused if m in sys.modules]
        assert not loaded, loaded
        """
    )
    subprocess.run([sys.executable, "-c", code], check=True)
