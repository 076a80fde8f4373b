"""Condorcet winners, losers and majority cycles against brute force over the margins."""

from __future__ import annotations

import itertools
import time
from collections import deque

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from fairagents import Profile
from fairagents.majority import condorcet_loser, condorcet_winner, majority_cycle

from .strategies import ordinal_profiles


def _beats(profile: Profile) -> dict[int, list[int]]:
    m = profile.n_alternatives
    return {i: [j for j in range(m) if profile.margins[i, j] > 0] for i in range(m)}


def _has_cycle(beats: dict[int, list[int]]) -> bool:
    """Reference: some alternative reaches itself (plain depth-first search from each)."""
    for start in beats:
        stack, seen = list(beats[start]), set()
        while stack:
            node = stack.pop()
            if node == start:
                return True
            if node not in seen:
                seen.add(node)
                stack.extend(beats[node])
    return False


def _shortest_through(beats: dict[int, list[int]], start: int) -> int | None:
    """Reference: length of a shortest cycle through ``start`` (breadth-first, node by node)."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nxt in beats[node]:
            if nxt == start:
                return dist[node] + 1
            if nxt not in dist:
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return None


@given(ordinal_profiles(max_alternatives=7, max_ballots=6))
def test_majority_cycle_is_a_shortest_cycle_when_and_only_when_one_exists(profile: Profile) -> None:
    beats = _beats(profile)
    cycle = majority_cycle(profile)
    assert (cycle is not None) == _has_cycle(beats)
    if cycle is None:
        return
    index = [profile.index[a] for a in cycle]
    assert len(set(index)) == len(index)
    for a, b in itertools.pairwise([*index, index[0]]):
        assert b in beats[a]
    assert len(cycle) == _shortest_through(beats, index[0])


@given(ordinal_profiles(max_alternatives=6, max_ballots=6))
def test_condorcet_winner_and_loser_match_their_definitions(profile: Profile) -> None:
    m, margins = profile.n_alternatives, profile.margins
    winners = [i for i in range(m) if all(margins[i, j] > 0 for j in range(m) if j != i)]
    losers = [i for i in range(m) if all(margins[j, i] > 0 for j in range(m) if j != i)]
    assert condorcet_winner(profile) == (profile.alternatives[winners[0]] if winners else None)
    assert condorcet_loser(profile) == (profile.alternatives[losers[0]] if losers else None)


@given(st.data(), st.integers(3, 8), st.sampled_from([1, 3, 5, 7]))
def test_a_complete_tournament_with_a_cycle_reports_a_three_cycle(
    data: st.DataObject, m: int, n: int
) -> None:
    # An odd number of linear orders has no pairwise ties; every alternative of a strong
    # tournament lies on a 3-cycle (Moon 1966), so the shortest cycle found has length 3.
    alternatives = [f"a{i}" for i in range(m)]
    rankings = [list(data.draw(st.permutations(alternatives))) for _ in range(n)]
    cycle = majority_cycle(Profile.from_rankings(rankings))
    assert cycle is None or len(cycle) == 3


def test_three_thousand_alternatives_take_well_under_a_second() -> None:
    rng = np.random.default_rng(0)
    alternatives = [f"a{i}" for i in range(3000)]
    rankings = [list(rng.permutation(alternatives)) for _ in range(5)]
    profile = Profile.from_rankings(rankings)
    start = time.perf_counter()
    cycle = majority_cycle(profile)
    winner = condorcet_winner(profile)
    assert time.perf_counter() - start < 5  # was > 60 s; ~0.5 s here
    assert winner is None and cycle is not None and len(cycle) == 3
