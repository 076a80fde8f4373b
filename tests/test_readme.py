"""The README's Python examples for the pure core run as written (docs must stay true)."""

from __future__ import annotations

import re

import pytest

from .conftest import ROOT

BLOCKS = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), flags=re.S)
# The LLM and retrieval blocks load a model or build an index; their APIs are covered by the
# llm/rag test modules. The core blocks must run verbatim.
CORE_BLOCKS = [b for b in BLOCKS if "fairagents.llm" not in b and "fairagents.rag" not in b]


def test_readme_has_core_examples() -> None:
    assert len(CORE_BLOCKS) >= 2


@pytest.mark.parametrize("code", CORE_BLOCKS, ids=[f"block{i}" for i in range(len(CORE_BLOCKS))])
def test_readme_block_runs(code: str, capsys: pytest.CaptureFixture[str]) -> None:
    from fairagents import available_rules
    from fairagents.aggregators import unregister_rule

    before = set(available_rules())
    # dont_inherit: the block runs as written, without this module's `from __future__` imports.
    try:
        exec(compile(code, "README.md", "exec", dont_inherit=True), {"__name__": "readme_example"})
    finally:  # a block that registers a rule must not leak it into other tests
        for name in set(available_rules()) - before:
            unregister_rule(name)


def test_readme_plug_in_rule_registers_and_passes_the_kit() -> None:
    from fairagents import Profile, aggregate, get_rule
    from fairagents.aggregators import unregister_rule
    from fairagents.testing import check_rule

    block = next(b for b in CORE_BLOCKS if "register_rule" in b)
    exec(compile(block, "README.md", "exec", dont_inherit=True), {"__name__": "readme_example"})
    try:
        profile = Profile.from_rankings([["a", "b", "c"], ["b", "a", "c"], ["c", "a", "b"]])
        assert aggregate(profile, "antiplurality").winners == ("a",)
        check_rule(get_rule("antiplurality"))
    finally:
        unregister_rule("antiplurality")
