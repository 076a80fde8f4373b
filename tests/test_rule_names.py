"""One word per thing (issue 29): the public API says *rule*, as scenario files and the CLI do.

The historical *aggregator* names are the same objects (``KEPT`` in test_public_faces.py holds
that, and that they do not warn); here, that one registry answers to both spellings and that an
unknown rule's error says what to do."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

import fairagents
import fairagents.aggregators as aggregators
from fairagents import InputKind, Profile, aggregate
from fairagents.aggregators import Evaluation, Rule


@pytest.mark.parametrize(
    "name",
    ["Rule", "available_rules", "get_rule", "get_rule_class", "register_rule", "unregister_rule"],
)
def test_fairagents_exports_the_rule_names(name: str) -> None:
    assert name in fairagents.__all__ and name in aggregators.__all__
    assert getattr(fairagents, name) is getattr(aggregators, name)


def test_a_built_in_rule_is_a_rule_and_an_aggregator() -> None:
    rule = aggregators.get_rule("borda")
    assert isinstance(rule, Rule) and isinstance(rule, aggregators.Aggregator)
    assert type(rule) is aggregators.get_aggregator_class("borda")
    assert aggregators.available_rules() == aggregators.available_aggregators()


class _Dictator(Rule):
    """The first ballot's top choice wins: a rule whose only use is to be registered."""

    name = "dictator_test"
    input_kind = InputKind.ORDINAL

    def _evaluate(self, profile: Profile) -> Evaluation:
        scores = (profile.ranks[0] == profile.ranks[0].min()).astype(np.float64)
        return Evaluation(scores=scores, explanation="the first ballot's top choice")


@pytest.fixture
def unregistered() -> Iterator[None]:
    yield
    aggregators.unregister_rule(_Dictator.name)


@pytest.mark.usefixtures("unregistered")
@pytest.mark.parametrize(
    ("register", "available", "get", "unregister"),
    [
        ("register_rule", "available_aggregators", "get_aggregator", "unregister_aggregator"),
        ("register_aggregator", "available_rules", "get_rule", "unregister_rule"),
    ],
)
def test_one_registry_answers_to_both_names(
    register: str, available: str, get: str, unregister: str
) -> None:
    getattr(aggregators, register)(_Dictator)
    assert _Dictator.name in getattr(aggregators, available)()
    assert type(getattr(aggregators, get)(_Dictator.name)) is _Dictator
    profile = Profile.from_rankings([["b", "a"], ["a", "b"], ["a", "b"]])
    assert aggregate(profile, _Dictator.name).winners == ("b",)
    getattr(aggregators, unregister)(_Dictator.name)
    assert _Dictator.name not in aggregators.available_rules()
    assert _Dictator.name not in aggregators.available_aggregators()


@pytest.mark.parametrize("lookup", ["get_rule", "get_rule_class", "get_aggregator"])
def test_an_unknown_rule_says_so_and_suggests(lookup: str) -> None:
    with pytest.raises(fairagents.UnknownRuleError) as caught:
        getattr(aggregators, lookup)("shulze")
    message = str(caught.value)
    assert message.startswith("rule 'shulze' is unknown; did you mean schulze?")
    assert "(known: " in message and "borda" in message
    assert isinstance(caught.value, KeyError)  # ``except KeyError`` still catches it
    assert isinstance(caught.value, fairagents.UnknownAggregatorError)


def test_the_entry_point_group_keeps_its_historical_name() -> None:
    # Installed plug-ins declare their rules under it; renaming it would drop them silently.
    assert aggregators.ENTRY_POINT_GROUP == "fairagents.aggregators"
