"""Pairwise majority: Condorcet winners and losers, and majority cycles.

A Condorcet winner beats every other alternative in a weighted pairwise majority contest
(Condorcet 1785); when there is none, the majority relation may have a cycle (Arrow's problem).

Everything here is array work on the margins matrix, so it costs O(m²) for m alternatives
(3,000 alternatives take well under a second). The cycle reported is a shortest cycle through
one alternative: among the alternatives that lie on some cycle (a strongly connected component
of the strict-majority graph with more than one member), the one with the most pairwise wins,
ties broken by profile order. In a complete tournament that cycle has three alternatives
(Moon 1966: every alternative of a strong tournament lies on a 3-cycle).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from fairagents.models import Profile

__all__ = ["condorcet_loser", "condorcet_winner", "majority_cycle"]


def _beats(profile: Profile) -> NDArray[np.bool_]:
    return np.asarray(profile.margins > 0)


def condorcet_winner(profile: Profile) -> str | None:
    """The alternative that beats every other by a strict weighted majority, if any.

    >>> condorcet_winner(Profile.from_rankings([["a", "b", "c"], ["b", "a", "c"], ["a", "c", "b"]]))
    'a'
    """
    wins = _beats(profile).sum(axis=1)
    found = np.flatnonzero(wins == profile.n_alternatives - 1)
    return profile.alternatives[int(found[0])] if found.size else None


def condorcet_loser(profile: Profile) -> str | None:
    """The alternative beaten by every other by a strict weighted majority, if any."""
    losses = _beats(profile).sum(axis=0)
    found = np.flatnonzero(losses == profile.n_alternatives - 1)
    return profile.alternatives[int(found[0])] if found.size else None


def _shortest_cycle_through(beats: NDArray[np.bool_], start: int) -> list[int]:
    """A shortest cycle through ``start`` (which lies on one), by breadth-first search.

    Each level expands the whole frontier with one boolean matrix slice: O(m²) overall.
    """
    m = beats.shape[0]
    parent = np.full(m, -1, dtype=np.int64)
    seen = np.zeros(m, dtype=bool)
    seen[start] = True
    frontier = np.array([start])
    while frontier.size:
        if beats[frontier, start].any():
            node = int(frontier[np.flatnonzero(beats[frontier, start])[0]])
            path = [node]
            while path[-1] != start:
                path.append(int(parent[path[-1]]))
            return path[::-1]
        reach = beats[frontier] & ~seen  # (frontier, m): who each frontier node beats, unseen
        nxt = np.flatnonzero(reach.any(axis=0))
        # The parent of each new node: the first frontier node that reaches it.
        parent[nxt] = frontier[np.argmax(reach[:, nxt], axis=0)]
        seen[nxt] = True
        frontier = nxt
    raise AssertionError("start lies on no cycle")  # callers pass a node of a cyclic component


def majority_cycle(profile: Profile) -> list[str] | None:
    """A shortest cycle of strict majority wins (a beats b beats … beats a), if any.

    >>> majority_cycle(Profile.from_rankings([["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]))
    ['a', 'b', 'c']
    """
    # scipy on first use: importing it (~0.25 s) would be paid by every importer of this module,
    # the CLI's start-up included, though only a cycle search needs it.
    from scipy.sparse import csr_array
    from scipy.sparse.csgraph import connected_components

    beats = _beats(profile)
    _, component = connected_components(csr_array(beats), directed=True, connection="strong")
    on_cycle = np.bincount(component)[component] > 1
    if not on_cycle.any():
        return None
    wins = np.where(on_cycle, beats.sum(axis=1), -1)
    start = int(np.argmax(wins))  # first in profile order among the most wins
    return [profile.alternatives[i] for i in _shortest_cycle_through(beats, start)]
