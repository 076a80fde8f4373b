"""A rule shipped by another distribution joins through the ``fairagents.aggregators`` entry-point
group: listed, usable by name, and conformant. The distribution is a throwaway ``*.dist-info`` on
``sys.path``, removed afterwards together with everything the registry cached from it."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from fairagents import Profile, aggregate, available_rules, get_rule
from fairagents.aggregators import reload_entry_points
from fairagents.testing import check_rule

PLUGIN = "fairagents_plugin_dictator"
RULE = "first_voter"


@contextmanager
def installed_plugin(tmp_path: Path) -> Iterator[Path]:
    """Install the throwaway plugin distribution in ``tmp_path``; uninstall it on exit."""
    (tmp_path / f"{PLUGIN}.py").write_text(
        textwrap.dedent(
            '''
            """A third-party rule: the first ballot's top group wins (a dictatorship)."""
            import numpy as np
            from fairagents import Rule, InputKind
            from fairagents.aggregators import Evaluation

            class FirstVoter(Rule):
                name = "first_voter"
                input_kind = InputKind.ORDINAL
                axioms = frozenset({"neutrality", "pareto"})

                def _evaluate(self, profile):
                    scores = -profile.ranks[0].astype(np.float64)
                    return Evaluation(scores=scores, explanation="the first voter decides")
            '''
        )
    )
    dist = tmp_path / "fairagents_plugin_dictator-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: fairagents-plugin-dictator\nVersion: 1.0\n"
    )
    (dist / "entry_points.txt").write_text(
        f"[fairagents.aggregators]\n{RULE} = {PLUGIN}:FirstVoter\n"
    )
    sys.path.insert(0, str(tmp_path))
    reload_entry_points()  # forget what was discovered before the plugin
    try:
        yield tmp_path
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop(PLUGIN, None)
        reload_entry_points()


@pytest.fixture
def plugin_on_path(tmp_path: Path) -> Iterator[Path]:
    with installed_plugin(tmp_path) as path:
        yield path


def test_entry_point_rule_is_listed_and_usable(plugin_on_path: Path) -> None:
    assert RULE in available_rules()
    rule = get_rule(RULE)
    assert type(rule).__module__ == PLUGIN
    profile = Profile.from_rankings([["b", "a", "c"], ["a", "c", "b"], ["a", "b", "c"]])
    assert aggregate(profile, RULE).winners == ("b",)
    check_rule(rule)


def test_uninstalling_leaves_the_registry_as_before(tmp_path: Path) -> None:
    before = available_rules()
    with installed_plugin(tmp_path):
        assert available_rules() == sorted([*before, RULE])
        get_rule(RULE)
    assert available_rules() == before
    assert PLUGIN not in sys.modules


def test_entry_point_cannot_shadow_a_builtin(plugin_on_path: Path) -> None:
    from fairagents.aggregators._ordinal import Borda

    dist = plugin_on_path / "fairagents_plugin_dictator-1.0.dist-info"
    (dist / "entry_points.txt").write_text(
        f"[fairagents.aggregators]\n{RULE} = {PLUGIN}:FirstVoter\nborda = {PLUGIN}:FirstVoter\n"
    )
    assert RULE in available_rules()  # the entry points are loaded now
    assert type(get_rule("borda")) is Borda
