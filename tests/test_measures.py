"""Ranking distances, emergence and ballot dynamics: against scipy, hand-computed transcripts and
definitions written out independently here."""

from __future__ import annotations

from itertools import combinations, permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.stats import kendalltau

from fairagents.fairness._emergence import emergence
from fairagents.graph._measures import ballot_dynamics, ballot_ranking
from fairagents.models import Ballot
from fairagents.models._ranking_distance import kendall_distance, mean_pairwise_distance

IDS = ("a", "b", "c", "d", "e")


def groups(*items: str) -> tuple[tuple[str, ...], ...]:
    """``groups("ab", "c")`` is the weak order a ~ b, then c."""
    return tuple(tuple(group) for group in items)


@st.composite
def weak_orders(draw: st.DrawFn, ids: tuple[str, ...] = IDS) -> tuple[tuple[str, ...], ...]:
    order = draw(st.permutations(ids))
    cuts = draw(st.lists(st.booleans(), min_size=len(ids) - 1, max_size=len(ids) - 1))
    out: list[list[str]] = [[order[0]]]
    for item, cut in zip(order[1:], cuts, strict=True):
        if cut:
            out.append([item])
        else:
            out[-1].append(item)
    return tuple(tuple(g) for g in out)


def brute_distance(x: tuple[tuple[str, ...], ...], y: tuple[tuple[str, ...], ...]) -> float | None:
    """Fagin et al.'s K^(1/2), from the definition: over unordered pairs, halves (None with
    fewer than two shared candidates)."""
    rank_x = {c: i for i, g in enumerate(x) for c in g}
    rank_y = {c: i for i, g in enumerate(y) for c in g}
    shared = sorted(set(rank_x) & set(rank_y))
    if len(shared) < 2:
        return None
    penalty = 0.0
    for p, q in combinations(shared, 2):
        sx = (rank_x[p] > rank_x[q]) - (rank_x[p] < rank_x[q])
        sy = (rank_y[p] > rank_y[q]) - (rank_y[p] < rank_y[q])
        if sx * sy < 0:
            penalty += 1
        elif (sx == 0) != (sy == 0):
            penalty += 0.5
    return penalty / (len(shared) * (len(shared) - 1) / 2)


# -- the distance -----------------------------------------------------------------------------


def test_hand_computed_distances() -> None:
    assert kendall_distance(groups("a", "b", "c"), groups("a", "b", "c")) == 0.0
    assert kendall_distance(groups("a", "b", "c"), groups("c", "b", "a")) == 1.0
    # one swapped pair of three: 1/3
    assert kendall_distance(groups("a", "b", "c"), groups("b", "a", "c")) == 0.333333
    # a ~ b against a > b: half a pair of one
    assert kendall_distance(groups("ab"), groups("a", "b")) == 0.5
    # a > b > c against a ~ b ~ c: three half pairs of three
    assert kendall_distance(groups("a", "b", "c"), groups("abc")) == 0.5
    # only the candidates both rank count: d is new, so a > b > c vs c > a > b over {a, b, c}
    assert kendall_distance(groups("a", "b", "c"), groups("d", "c", "a", "b")) == 0.666667
    assert kendall_distance(groups("a"), groups("a", "b")) is None


@given(st.permutations(IDS), st.permutations(IDS))
def test_on_strict_orders_it_is_one_minus_tau_over_two(x: list[str], y: list[str]) -> None:
    tau = kendalltau([x.index(c) for c in IDS], [y.index(c) for c in IDS]).statistic
    d = kendall_distance(tuple((c,) for c in x), tuple((c,) for c in y))
    assert d == pytest.approx((1 - tau) / 2, abs=1e-6)


@given(weak_orders(), weak_orders(), weak_orders())
def test_it_is_a_metric_in_the_unit_interval(x, y, z) -> None:  # type: ignore[no-untyped-def]
    dxy, dyz, dxz = kendall_distance(x, y), kendall_distance(y, z), kendall_distance(x, z)
    assert dxy is not None and dyz is not None and dxz is not None
    assert dxy == pytest.approx(brute_distance(x, y), abs=1e-6)
    assert 0 <= dxy <= 1 and dxy == kendall_distance(y, x)
    assert (dxy == 0) == ({frozenset(g) for g in x} == {frozenset(g) for g in y})
    assert dxz <= dxy + dyz + 2e-6  # K^(p) is a metric for p in [1/2, 1] (Fagin et al. 2006)


def test_the_spread_is_the_mean_over_pairs() -> None:
    a, b, c = groups("x", "y", "z"), groups("z", "y", "x"), groups("x", "z", "y")
    # d(a, b) = 1, d(a, c) = 1/3, d(b, c) = 2/3: mean 2/3
    assert mean_pairwise_distance([a, b, c]) == 0.666667
    assert mean_pairwise_distance([a]) is None


def test_a_ballot_without_a_ranking_is_read_from_its_scores_or_approvals() -> None:
    assert ballot_ranking(Ballot(voter="v", utilities={"a": 2, "b": 2, "c": 5})) == groups(
        "c", "ab"
    )
    assert ballot_ranking(Ballot(voter="v", approvals=["c"]), ["a", "b", "c"]) == groups("c", "ab")
    assert ballot_ranking(Ballot(voter="v", ranking=[["a", "b"], "c"])) == groups("ab", "c")


# -- emergence --------------------------------------------------------------------------------

CRITERIA = ("pareto", "ef", "ef1", "eq", "rawls_optimal")


@st.composite
def criteria_maps(draw: st.DrawFn) -> dict[str, bool]:
    present = draw(st.lists(st.sampled_from(CRITERIA), unique=True))
    return {c: draw(st.booleans()) for c in present}


@given(criteria_maps(), st.dictionaries(st.sampled_from(("ann", "bob", "cy")), criteria_maps()))
def test_emergence_follows_its_definition(
    joint: dict[str, bool], own: dict[str, dict[str, bool]]
) -> None:
    e = emergence(joint, own)
    met_by_someone = {c for mine in own.values() for c, ok in mine.items() if ok}
    if own:
        assert set(e.emergent) == {c for c, ok in joint.items() if ok} - met_by_someone
        assert set(e.lost) == {c for c, ok in joint.items() if not ok} & met_by_someone
    else:
        assert e.emergent == () and e.lost == ()
    assert not set(e.emergent) & set(e.lost)
    assert e.compared == len(own) and e.emerged == bool(e.emergent)


def test_emergence_by_hand() -> None:
    e = emergence(
        {"pareto": True, "ef": True, "eq": False, "mms": True},
        {"ann": {"pareto": True, "ef": False, "eq": True}, "bob": {"ef": False, "eq": False}},
    )
    # ef: joint meets it, neither proposal does; mms: bob's and ann's proposals lack it (does not
    # apply) so it emerged too; eq: ann's proposal met it, the joint outcome does not.
    assert (e.emergent, e.lost) == (("ef", "mms"), ("eq",))


# -- dynamics against a hand-computed transcript ----------------------------------------------


def test_dynamics_of_a_hand_computed_transcript() -> None:
    """Three agents over x, y, z; in round 1 a new candidate w joins (only shared ones count).

    Round 0: ann x>y>z, bob z>y>x, cy y>x>z. Pairwise: d(ann, bob) = 1 (3 of 3 pairs),
    d(ann, cy) = 1/3 (xy), d(bob, cy) = 2/3 (xy agree, xz and yz disagree) → spread
    (1 + 1/3 + 2/3) / 3 = 2/3.
    Round 1: ann y>x>z>w (moved from x>y>z: one pair, 1/3), bob unchanged z>y>x (0),
    cy y ~ x > z (from y>x>z: the pair xy is now tied, 1/2 of 1 of 3 pairs = 1/6).
    Conformity of ann: before, d(ann0, bob0) = 1, d(ann0, cy0) = 1/3; after, d(ann1, bob0):
    y>x>z vs z>y>x: xy agree, xz, yz disagree = 2/3; d(ann1, cy0) = 0. Gains 1/3 and 1/3 → 1/3.
    bob: unchanged, gains 0 → 0. cy: d(cy0, ann0) = 1/3, d(cy1, ann0): y~x>z vs x>y>z: xy tied in
    one = 1/2 → 1/6; d(cy0, bob0) = 2/3, d(cy1, bob0): y~x>z vs z>y>x: xy 1/2, xz 1, yz 1 →
    2.5/3 = 5/6. Gains 1/3 − 1/6 = 1/6 and 2/3 − 5/6 = −1/6 → 0.
    Round 1 spread, over x, y, z and w (all four ballots rank w last): d(ann1, bob1) = 2 of 6
    pairs = 1/3; d(ann1, cy1) = half of 1 of 6 = 1/12; d(bob1, cy1) = 2.5 of 6 = 5/12 → mean
    (1/3 + 1/12 + 5/12) / 3 = 5/18.
    """
    r0 = {"ann": groups("x", "y", "z"), "bob": groups("z", "y", "x"), "cy": groups("y", "x", "z")}
    r1 = {
        "ann": groups("y", "x", "z", "w"),
        "bob": groups("z", "y", "x", "w"),
        "cy": groups("yx", "z", "w"),
    }
    moves, spreads = ballot_dynamics([r0, r1], ["ann", "bob", "cy"])
    got = {(m.round, m.agent): (m.moved, m.conformity) for m in moves}
    assert got == {
        (0, "ann"): (None, None),
        (0, "bob"): (None, None),
        (0, "cy"): (None, None),
        (1, "ann"): (0.333333, 0.333333),
        (1, "bob"): (0.0, 0.0),
        (1, "cy"): (0.166667, 0.0),
    }
    assert [(s.round, s.spread, s.ballots) for s in spreads] == [(0, 0.666667, 3), (1, 0.277778, 3)]


@given(weak_orders(), weak_orders(), st.booleans())
def test_a_ballot_that_copies_the_other_conforms_fully(mine, theirs, stays) -> None:  # type: ignore[no-untyped-def]
    """Two agents: an unchanged ballot moved 0 with conformity 0; adopting the other's previous
    ballot has moved = conformity = their distance."""
    after = mine if stays else theirs
    moves, _ = ballot_dynamics([{"a": mine, "b": theirs}, {"a": after, "b": theirs}], ["a", "b"])
    move = next(m for m in moves if m.round == 1 and m.agent == "a")
    gap = kendall_distance(mine, theirs)
    if stays:
        assert (move.moved, move.conformity) == (0.0, 0.0)
    else:
        assert move.moved == gap and move.conformity == gap


def test_every_permutation_of_three_has_the_textbook_distance_to_the_identity() -> None:
    identity = groups("a", "b", "c")
    inversions = {}
    for order in permutations("abc"):
        inversions[order] = sum(1 for i, j in combinations(range(3), 2) if order[i] > order[j])
        assert kendall_distance(identity, groups(*order)) == round(inversions[order] / 3, 6)
    assert sorted(inversions.values()) == [0, 1, 1, 2, 2, 3]


def test_recorded_decisions_say_how_it_was_decided() -> None:
    """Without decision records a run voted (a tie is a lottery); with them, the protocol's
    record wins: an agreement says who accepted, ends the count of rounds to agreement, and a
    lottery is what the record says."""
    from fairagents.agents._records import RoundDecision
    from fairagents.graph import Deliberation
    from fairagents.graph._measures import run_measures
    from fairagents.graph._state import round_key
    from fairagents.scenarios import load_scenario

    from .conftest import EXAMPLES

    scenario = load_scenario(EXAMPLES / "scenarios" / "triage.yaml")
    state = Deliberation(scenario).graph().compile().invoke({})
    voted = run_measures(state, scenario)
    assert voted is not None
    last = state["evaluations"][max(state["evaluations"])]
    assert voted.decision.how == "vote" and voted.decision.protocol == "vote"
    assert voted.decision.lottery == (len(last.outcome.winners) > 1)
    agents = tuple(a.name for a in scenario.agents)
    decisions = {
        round_key(r): RoundDecision(
            round=r,
            protocol="agreement",
            how="agreement" if r == last.round else "open",
            candidate=state["evaluations"][round_key(r)].joint.candidate,
            accepted_by=agents if r == last.round else (),
        )
        for r in range(last.round + 1)
    }
    agreed = run_measures({**state, "decisions": decisions}, scenario)
    assert agreed is not None
    assert (agreed.decision.how, agreed.decision.protocol) == ("agreement", "agreement")
    assert agreed.decision.accepted_by == agents and agreed.decision.lottery is False
    assert agreed.rounds_to_agreement == last.round + 1
    fallback = {
        **decisions,
        round_key(last.round): decisions[round_key(last.round)].model_copy(
            update={"how": "fallback", "accepted_by": (), "lottery": True}
        ),
    }
    fell = run_measures({**state, "decisions": fallback}, scenario)
    assert fell is not None and fell.decision.how == "fallback" and fell.decision.lottery
    assert fell.rounds_to_agreement is None
