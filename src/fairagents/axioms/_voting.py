"""The voting axioms: anonymity and neutrality (May 1952), Pareto and monotonicity (Arrow
1951), Condorcet winner and loser (Condorcet 1785), independence of clones (Tideman 1987).

Each reads the ballots as the rule does (weak orders for ordinal rules, utilities for cardinal
ones, approval sets for approval rules) and searches only the transformations its docstring
names: a ``None`` means no counterexample at this profile, not a proof.

Internal to :mod:`fairagents.axioms`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import numpy as np

from fairagents.aggregators._base import InputKind, Rule
from fairagents.axioms._core import (
    Axiom,
    Counterexample,
    Data,
    preferences,
    rebuild,
    weak_order,
    winners_of,
)
from fairagents.majority import condorcet_loser, condorcet_winner
from fairagents.models import Profile

__all__ = [
    "Anonymity",
    "CondorcetLoser",
    "CondorcetWinner",
    "IndependenceOfClones",
    "Monotonicity",
    "Neutrality",
    "Pareto",
]


# -- May (1952): anonymity and neutrality ------------------------------------------------------


class Anonymity(Axiom):
    """Permuting voters (the order of the ballots, or which voter id holds which ballot, the
    disagreement point following its ballot) leaves the winners unchanged (May 1952)."""

    name = "anonymity"

    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None:
        data = profile.model_dump()
        ballots: list[Data] = data["ballots"]
        n = len(ballots)
        d = data["disagreement"]
        variants = [("reversing the ballot order", ballots[::-1], d)]
        if n > 2:
            variants.append(("rotating the ballot order", ballots[1:] + ballots[:1], d))
        if n > 1:
            ids = [b["voter"] for b in ballots]
            new_id = {v: ids[(i + 1) % n] for i, v in enumerate(ids)}
            renamed = [{**b, "voter": new_id[b["voter"]]} for b in ballots]
            moved = None if d is None else {new_id[v]: x for v, x in d.items()}
            variants.append(("passing each ballot to the next voter id", renamed, moved))
        for how, permuted, point in variants:
            other = rebuild({**data, "ballots": permuted, "disagreement": point})
            other_winners = winners_of(rule, other)
            if set(other_winners) != set(winners):
                return self._found(
                    rule,
                    profile,
                    winners,
                    f"{how} changed the winners from {list(winners)} to {list(other_winners)}.",
                    other,
                    other_winners,
                )
        return None


class Neutrality(Axiom):
    """Relabelling the alternatives by a permutation σ relabels the winners by σ (May 1952).

    Every ballot's alternatives are renamed by σ; the list of alternatives keeps its order.
    Searched permutations: reversal, a cyclic shift, and a swap of the first two alternatives.
    """

    name = "neutrality"

    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None:
        alts = list(profile.alternatives)
        m = len(alts)
        if m < 2:
            return None
        images = [alts[::-1], alts[1:] + alts[:1]]
        if m > 2:
            images.append([alts[1], alts[0], *alts[2:]])
        for image in images:
            sigma = dict(zip(alts, image, strict=True))
            other = _relabel(profile, sigma)
            other_winners = winners_of(rule, other)
            expected = sorted(sigma[w] for w in winners)
            if sorted(other_winners) != expected:
                shown = ", ".join(f"{a}→{b}" for a, b in sigma.items() if a != b)
                return self._found(
                    rule,
                    profile,
                    winners,
                    f"relabelling the alternatives ({shown}) should give winners {expected} "
                    f"but gave {list(other_winners)}.",
                    other,
                    other_winners,
                )
        return None


def _relabel(profile: Profile, sigma: dict[str, str]) -> Profile:
    data = profile.model_dump()
    ballots = []
    for b in data["ballots"]:
        b = dict(b)
        if b["ranking"] is not None:
            b["ranking"] = [[sigma[a] for a in _as_group(g)] for g in b["ranking"]]
        if b["utilities"] is not None:
            b["utilities"] = {sigma[a]: u for a, u in b["utilities"].items()}
        if b["approvals"] is not None:
            b["approvals"] = [sigma[a] for a in b["approvals"]]
        ballots.append(b)
    # The alternatives keep their listed order, so alternative i of the new profile is a
    # different one: a rule that computes on positions sees a truly permuted problem.
    return rebuild({**data, "ballots": ballots})


def _as_group(item: str | list[str]) -> list[str]:
    return [item] if isinstance(item, str) else list(item)


# -- Arrow (1951): Pareto and monotonicity -----------------------------------------------------


class Pareto(Axiom):
    """Weak Pareto (Arrow 1951): if every voter strictly prefers b to a, a is not a winner.

    Preferences are read as the rule reads them: rankings (weak orders), utilities, or approvals
    (b approved and a not).
    """

    name = "pareto"

    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None:
        prefs = preferences(rule, profile)
        for a in winners:
            i = profile.index[a]
            for j, b in enumerate(profile.alternatives):
                if j != i and bool(np.all(prefs[:, j] > prefs[:, i])):
                    return self._found(
                        rule,
                        profile,
                        winners,
                        f"every voter strictly prefers {b!r} to {a!r}, yet {a!r} is a winner.",
                    )
        return None


class Monotonicity(Axiom):
    """Raising a winner on one ballot keeps it a winner (Arrow 1951's positive association).

    Ordinal rules: the winner moves up one position on one ballot's weak order (out of its tie
    group if tied, else past or into the group just above), nothing else changes. Cardinal rules:
    its utility rises, to midway towards the voter's next higher utility (or by 1 at the top) and
    to exactly that utility. Approval rules: the ballot approves it.
    """

    name = "monotonicity"

    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None:
        for w in winners:
            for row, voter in enumerate(profile.voters):
                for other in _raised(rule, profile, row, w):
                    other_winners = winners_of(rule, other)
                    if w not in other_winners:
                        return self._found(
                            rule,
                            profile,
                            winners,
                            f"raising winner {w!r} on the ballot of voter {voter!r} made "
                            f"{list(other_winners)} the winners instead.",
                            other,
                            other_winners,
                        )
        return None


def _raised(rule: Rule, profile: Profile, row: int, w: str) -> list[Profile]:
    data = profile.model_dump()
    ballot: Data = dict(data["ballots"][row])
    edits: list[Data] = []
    if rule.input_kind is InputKind.CARDINAL:
        utils: dict[str, float] = ballot["utilities"]
        above = sorted(u for u in set(utils.values()) if u > utils[w])
        steps = [(above[0] - utils[w]) / 2, above[0] - utils[w]] if above else [1.0]
        edits = [{**ballot, "utilities": {**utils, w: utils[w] + s}} for s in steps]
    elif rule.input_kind is InputKind.APPROVAL:
        if w not in ballot["approvals"]:
            edits = [{**ballot, "approvals": [*ballot["approvals"], w]}]
    else:
        groups = _raise_in_order(weak_order(profile, row), w)
        if groups is not None:
            edits = [{**ballot, "ranking": groups}]
    out = []
    for edit in edits:
        ballots = list(data["ballots"])
        ballots[row] = edit
        out.append(rebuild({**data, "ballots": ballots}))
    return out


def _raise_in_order(groups: list[list[str]], w: str) -> list[list[str]] | None:
    """``w`` one position higher, every other pairwise comparison kept; None if already top.

    >>> _raise_in_order([["a"], ["b", "c"]], "c")
    [['a'], ['c'], ['b']]
    >>> _raise_in_order([["a"], ["b"]], "b")
    [['b'], ['a']]
    >>> _raise_in_order([["a", "b"], ["c"]], "c")
    [['a', 'b', 'c']]
    """
    k = next(i for i, g in enumerate(groups) if w in g)
    if len(groups[k]) > 1:
        return [*groups[:k], [w], [a for a in groups[k] if a != w], *groups[k + 1 :]]
    if k == 0:
        return None
    prev = groups[k - 1]
    middle = [[w], prev] if len(prev) == 1 else [[*prev, w]]
    return [*groups[: k - 1], *middle, *groups[k + 1 :]]


# -- Condorcet (1785) --------------------------------------------------------------------------


class CondorcetWinner(Axiom):
    """A Condorcet winner (beats every other alternative by a strict weighted majority, read
    from the ballots' weak orders) is the unique winner (Condorcet 1785)."""

    name = "condorcet_winner"

    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None:
        cw = condorcet_winner(profile) if profile.n_alternatives > 1 else None
        if cw is not None and winners != (cw,):
            return self._found(
                rule,
                profile,
                winners,
                f"{cw!r} beats every other alternative by a majority, yet the winners are "
                f"{list(winners)}.",
            )
        return None


class CondorcetLoser(Axiom):
    """A Condorcet loser (beaten by every other alternative by a strict weighted majority) is
    never a winner (Condorcet 1785)."""

    name = "condorcet_loser"

    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None:
        # With one alternative it is vacuously both Condorcet winner and loser: skip.
        cl = condorcet_loser(profile) if profile.n_alternatives > 1 else None
        if cl is not None and cl in winners:
            return self._found(
                rule,
                profile,
                winners,
                f"{cl!r} loses to every other alternative by a majority, yet it is a winner.",
            )
        return None


# -- Tideman (1987): clones --------------------------------------------------------------------


class IndependenceOfClones(Axiom):
    """Adding a clone c of an alternative x changes neither whether any non-clone wins nor
    whether the clone set {x, c} contains a winner (Tideman 1987).

    The clone sits next to x on every ballot: tied with x where x shares a tie group, else just
    below (or just above, or alternating) x; it copies x's utility and approval, so for every
    other alternative y each ballot compares c with y exactly as it compares x with y.
    """

    name = "independence_of_clones"

    def _search(
        self, rule: Rule, profile: Profile, winners: tuple[str, ...]
    ) -> Counterexample | None:
        for x in profile.alternatives:
            for placement in ("below", "above", "alternating"):
                other, c = _with_clone(profile, x, placement)
                other_winners = winners_of(rule, other)
                non_clones = {w for w in winners if w != x}
                if {w for w in other_winners if w not in (x, c)} != non_clones or (
                    x in winners
                ) != bool({x, c} & set(other_winners)):
                    return self._found(
                        rule,
                        profile,
                        winners,
                        f"adding {c!r}, a clone of {x!r} placed {placement}, changed the "
                        f"winners from {list(winners)} to {list(other_winners)}.",
                        other,
                        other_winners,
                    )
        return None


def _with_clone(profile: Profile, x: str, placement: str) -> tuple[Profile, str]:
    c = x + "'"
    while c in profile.index:
        c += "'"
    data = profile.model_dump()
    ballots = []
    for row, b in enumerate(data["ballots"]):
        b = dict(b)
        if b["ranking"] is not None:
            groups = weak_order(profile, row)
            k = next(i for i, g in enumerate(groups) if x in g)
            above = placement == "above" or (placement == "alternating" and row % 2 == 1)
            if len(groups[k]) > 1:
                groups[k] = [*groups[k], c]
            else:
                groups.insert(k if above else k + 1, [c])
            b["ranking"] = groups
        if b["utilities"] is not None:
            b["utilities"] = {**b["utilities"], c: b["utilities"][x]}
        if b["approvals"] is not None and x in b["approvals"]:
            b["approvals"] = [*b["approvals"], c]
        ballots.append(b)
    return rebuild({**data, "alternatives": [*data["alternatives"], c], "ballots": ballots}), c
