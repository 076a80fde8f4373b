"""The conformance kit on every registered rule, on a third-party rule, and on broken rules
(so that each check is seen to fail when it should)."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from fairagents import InputKind, Profile, Rule, get_rule, register_rule
from fairagents.aggregators import available_rules, unregister_rule
from fairagents.aggregators._base import Evaluation
from fairagents.testing import check_rule
from fairagents.testing._profiles import builtin_profiles


@pytest.mark.parametrize("name", available_rules())
def test_every_registered_rule_passes_the_kit(name: str) -> None:
    check_rule(get_rule(name))


@pytest.mark.parametrize("name", available_rules())
def test_every_rule_passes_the_kit_with_random_tie_break(name: str) -> None:
    check_rule(get_rule(name, tie_break="random", seed=3))


class Veto(Rule):
    """Anti-plurality with a parameter: each ballot vetoes its last-ranked alternatives."""

    name = "veto_test"
    input_kind = InputKind.ORDINAL
    axioms = frozenset({"anonymity", "neutrality"})

    def __init__(
        self, *, strength: float = 1.0, tie_break: str = "lexicographic", seed: int = 0
    ) -> None:
        super().__init__(tie_break=tie_break, seed=seed)
        self.strength = strength

    def _params(self) -> dict[str, float | int | str | bool | None]:
        return {"strength": self.strength}

    def _evaluate(self, profile: Profile) -> Evaluation:
        last = profile.ranks == profile.ranks.max(axis=1, keepdims=True)
        vetoed = profile.ranks.max(axis=1) > 0  # a ballot tying everything vetoes nothing
        scores = -self.strength * (profile.weights * vetoed) @ last.astype(np.float64)
        return Evaluation(scores=scores, explanation="fewest weighted vetoes wins")


@pytest.fixture
def veto_registered() -> Iterator[None]:
    register_rule(Veto)
    yield
    unregister_rule("veto_test")


def test_third_party_rule_registered_at_run_time_passes(veto_registered: None) -> None:
    assert "veto_test" in available_rules()
    rule = get_rule("veto_test", strength=2.0)
    assert repr(rule) == "Veto(strength=2.0, tie_break='lexicographic')"
    extra = Profile.from_rankings([["x", "y"], ["y", "x"], ["y", "x"]], weights=[5, 1, 1])
    check_rule(rule, profiles=[extra])
    assert rule(extra).winners == ("x",)  # x is vetoed with weight 2, y with weight 5


def test_kit_accepts_a_class() -> None:
    check_rule(Veto)


# -- broken rules: each breaks one clause of the contract, and the kit must say which ---------


class _Base(Veto):
    name = "broken"


class Mutating(_Base):
    def _evaluate(self, profile: Profile) -> Evaluation:
        object.__setattr__(profile, "disagreement", {})  # frozen models can still be forced
        return super()._evaluate(profile)


class Nondeterministic(_Base):
    calls = 0

    def _evaluate(self, profile: Profile) -> Evaluation:
        Nondeterministic.calls += 1
        scores = np.zeros(profile.n_alternatives)
        scores[Nondeterministic.calls % profile.n_alternatives] = 1.0
        return Evaluation(scores=scores, explanation="whoever's turn it is")


class IgnoresWeights(_Base):
    def _evaluate(self, profile: Profile) -> Evaluation:
        scores = (profile.ranks == 0).sum(axis=0).astype(np.float64)
        return Evaluation(scores=scores, explanation="unweighted plurality")


class NonFiniteScores(_Base):
    def _evaluate(self, profile: Profile) -> Evaluation:
        scores = np.zeros(profile.n_alternatives)
        scores[-1] = -np.inf
        return Evaluation(scores=scores, explanation="-inf for the last")


class HidesParameter(_Base):
    def __repr__(self) -> str:
        return "HidesParameter()"


class ClaimsUnknownAxiom(_Base):
    axioms = frozenset({"anonymity", "telepathy"})


class ClaimsInapplicableAxiom(_Base):
    axioms = frozenset({"scale_invariance"})


class ClaimsCondorcet(_Base):
    axioms = frozenset({"condorcet_winner"})


class VagueRefusal(_Base):
    input_kind = InputKind.CARDINAL

    def check(self, profile: Profile) -> None:
        if not profile.all_utilities:
            raise ValueError("bad input")


class RefusesSilently(_Base):
    input_kind = InputKind.APPROVAL

    def check(self, profile: Profile) -> None:
        pass

    def _evaluate(self, profile: Profile) -> Evaluation:
        return Evaluation(scores=np.zeros(profile.n_alternatives), explanation="all tied")


def test_kit_catches_a_false_axiom_claim() -> None:
    # On the built-in single ballot c>a>d>b, c is the Condorcet winner; the veto rule vetoes
    # only b, so a, c and d tie.
    with pytest.raises(AssertionError, match="claims 'condorcet_winner', but 'c' beats every"):
        check_rule(ClaimsCondorcet)


@pytest.mark.parametrize(
    ("rule", "message"),
    [
        (Mutating, "mutated its input profile"),
        (Nondeterministic, "gave different outcomes"),
        (IgnoresWeights, "weight doubled and the same ballot cast twice"),
        (NonFiniteScores, "accepts the profile but raised ValidationError"),
        (HidesParameter, "repr does not show parameter strength=1.0"),
        (ClaimsUnknownAxiom, "unknown axioms ['telepathy']"),
        (ClaimsInapplicableAxiom, "'scale_invariance', which does not apply to ordinal"),
        (VagueRefusal, "should raise IncompatibleProfileError, not ValueError"),
        (RefusesSilently, "yet the call returned an outcome"),
    ],
)
def test_kit_catches_broken_rules(rule: type[Rule], message: str) -> None:
    with pytest.raises(AssertionError, match=None) as info:
        check_rule(rule)
    assert message in str(info.value), str(info.value)


def test_builtin_profiles_cover_every_input_kind() -> None:
    profiles = builtin_profiles().values()
    assert any(p.all_rankings for p in profiles)
    assert any(p.all_utilities and p.disagreement for p in profiles)
    assert any(p.all_approvals for p in profiles)
    assert any(p.n_alternatives == 1 for p in profiles)
    assert any(len({b.weight for b in p.ballots}) > 1 for p in profiles)


def test_testing_and_axioms_import_without_the_llm_stack() -> None:
    """The kit and the axioms are pure core: they load where LangChain & co. cannot."""
    import subprocess
    import sys
    import textwrap

    code = textwrap.dedent(
        """
        import importlib.abc, sys
        HEAVY = ("langchain", "langchain_core", "langgraph", "chromadb", "torch")

        class Block(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path, target=None):
                if name.split(".")[0] in HEAVY:
                    raise ImportError(f"blocked: {name}")
                return None

        sys.meta_path.insert(0, Block())
        import fairagents.axioms
        from fairagents.testing import check_rule
        from fairagents import get_rule
        check_rule(get_rule("borda"))
        """
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_testing_package_unknown_attribute() -> None:
    import fairagents.testing

    with pytest.raises(AttributeError, match="no attribute 'Nope'"):
        _ = fairagents.testing.Nope  # type: ignore[attr-defined]


def test_testing_package_loads_the_llm_helpers_lazily() -> None:
    import fairagents.testing

    assert {"check_aggregator", "ScriptedChatModel", "FakeEmbeddings"} <= set(
        fairagents.testing.__all__
    )
    assert fairagents.testing.ScriptedChatModel.__module__ == "fairagents.llm._scripted"
    assert fairagents.testing.FakeEmbeddings.__module__ == "fairagents.testing._fake_embeddings"
