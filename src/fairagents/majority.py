"""Pairwise majority: Condorcet winners and losers, and majority cycles.

A Condorcet winner beats every other alternative in a weighted pairwise majority contest
(Condorcet 1785); when there is none, the majority relation has a cycle (Arrow's problem). The
cycle reported is a shortest one through the top cycle, so it reads well.
"""

from __future__ import annotations

from collections import deque

from fairagents.models import Profile

__all__ = ["condorcet_loser", "condorcet_winner", "majority_cycle"]


def condorcet_winner(profile: Profile) -> str | None:
    """The alternative that beats every other by a strict weighted majority, if any.

    >>> condorcet_winner(Profile.from_rankings([["a", "b", "c"], ["b", "a", "c"], ["a", "c", "b"]]))
    'a'
    """
    margins = profile.margins
    m = profile.n_alternatives
    for i in range(m):
        if all(margins[i, j] > 0 for j in range(m) if j != i):
            return profile.alternatives[i]
    return None


def condorcet_loser(profile: Profile) -> str | None:
    """The alternative beaten by every other by a strict weighted majority, if any."""
    margins = profile.margins
    m = profile.n_alternatives
    for i in range(m):
        if all(margins[j, i] > 0 for j in range(m) if j != i):
            return profile.alternatives[i]
    return None


def majority_cycle(profile: Profile) -> list[str] | None:
    """A shortest cycle of strict majority wins (a beats b beats … beats a), if any.

    >>> majority_cycle(Profile.from_rankings([["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]))
    ['a', 'b', 'c']
    """
    margins = profile.margins
    m = profile.n_alternatives
    beats = [[j for j in range(m) if margins[i, j] > 0] for i in range(m)]
    best: list[int] | None = None
    for start in range(m):
        # Breadth-first search back to start gives the shortest cycle through it.
        parent: dict[int, int] = {}
        queue = deque([start])
        found = False
        while queue and not found:
            node = queue.popleft()
            for nxt in beats[node]:
                if nxt == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(parent[path[-1]])
                    cycle = path[::-1]
                    if best is None or len(cycle) < len(best):
                        best = cycle
                    found = True
                    break
                if nxt not in parent and nxt != start:
                    parent[nxt] = node
                    queue.append(nxt)
    if best is None:
        return None
    return [profile.alternatives[i] for i in best]
