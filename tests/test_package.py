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
    "fairagents.cli",
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
        for rule in fairagents.available_aggregators():
            fairagents.get_aggregator(rule)
        p = fairagents.Profile.from_rankings([["a", "b"], ["b", "a"], ["a", "b"]])
        assert fairagents.aggregate(p, "borda").choice == "a"
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in HEAVY)
        assert not loaded, loaded
        """
    )
    subprocess.run([sys.executable, "-c", code], check=True)
