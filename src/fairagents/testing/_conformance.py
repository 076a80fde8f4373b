"""The conformance kit: the generic contract every aggregation rule must honour.

After scikit-learn's ``check_estimator``: :func:`check_rule` runs a rule over a built-in set
of small, awkward profiles (cycles, ties, truncated and mixed ballots, one voter, one
alternative, weights, a disagreement point: :mod:`fairagents.testing._profiles`, whose
:func:`builtin_profiles` it runs) plus any the caller gives, and raises
``AssertionError`` with a readable message at the first breach of the contract in
:mod:`fairagents.aggregators._base`. It checks the *form* of outcomes and the rule's hygiene
(determinism, no mutation, weights, tie-breaking, repr, errors), and runs the checkers of
:mod:`fairagents.axioms` for the axioms the rule claims on these few profiles only: searching
for counterexamples in earnest is the property tests' business.

Internal to :mod:`fairagents.testing`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from fairagents.aggregators._base import AXIOMS, InputKind, Rule
from fairagents.aggregators.committees import CommitteeRule
from fairagents.axioms import AXIOM_CHECKS, claimed_violations
from fairagents.errors import IncompatibleProfileError
from fairagents.models import Outcome, Profile
from fairagents.testing._profiles import builtin_profiles

__all__ = ["Conformance", "check_aggregator", "check_rule"]

_MISSING_WORD = {
    InputKind.ORDINAL: "ranking",
    InputKind.CARDINAL: "utilities",
    InputKind.APPROVAL: "approvals",
}
_SEEDS = (0, 1, 7)


@dataclass(frozen=True)
class Conformance:
    """What :func:`check_rule` checked of a rule that passed: it says so when printed."""

    rule: str
    """The rule's name in the registry."""
    accepted: int
    """Profiles it decided, each outcome checked."""
    refused: int
    """Profiles it cannot read, each refused with a clear error."""
    axioms: tuple[str, ...]
    """The axioms it claims, each searched for a counterexample."""

    def __str__(self) -> str:
        claims = ", ".join(self.axioms) or "no axioms"
        return (
            f"{self.rule} passes the rule contract: outcomes on {self.accepted} "
            f"profile{'' if self.accepted == 1 else 's'}, a clear refusal of {self.refused}, "
            f"its claims ({claims}) not contradicted"
        )

    __repr__ = __str__


def check_rule(rule: Rule | type[Rule], profiles: Iterable[Profile] | None = None) -> Conformance:
    """Check that ``rule`` honours the rule contract; raise ``AssertionError`` if not.

    On every built-in profile (see :func:`builtin_profiles`) and every profile given: if the
    rule accepts it, the outcome is well formed (winners a non-empty subset of the alternatives,
    ``choice`` among them, ``ranking`` a partition of the alternatives headed by the winners,
    finite scores for every alternative, the rule's name and parameters, a JSON round trip; for
    a committee rule, a committee of the asked size among distinct tied committees, with a
    satisfaction per voter and a reason per member); the
    rule is deterministic and leaves the profile untouched; a ballot of weight 2 counts as two of
    weight 1 and scaling every weight changes nothing; ``tie_break="random"`` with a seed is
    reproducible and keeps the winners (and the tied committees). If it does not accept the
    profile, calling it raises
    :class:`IncompatibleProfileError` naming the rule and the missing input. Finally the rule
    claims only known axioms that make sense for its input kind, and the axioms' checkers find
    no counterexample to them on these profiles (the property tests search much further); its
    ``repr`` shows its parameters, and its constructor takes back what ``params()`` reports.
    A rule that passes gets a :class:`Conformance` back, which says what was checked.

    >>> from fairagents import get_rule
    >>> check_rule(get_rule("plurality"))  # doctest: +ELLIPSIS
    plurality passes the rule contract: outcomes on ... profiles, a clear refusal of ...
    """
    agg = rule() if isinstance(rule, type) else rule
    _check_declarations(agg)
    cases = dict(builtin_profiles())
    for i, profile in enumerate(profiles or ()):
        cases[f"given[{i}]"] = profile
    accepted = 0
    for label, profile in cases.items():
        where = f"{agg!r} on profile {label!r}"
        if agg.accepts(profile):
            _check_outcomes(agg, profile, where)
            _check_claims(agg, profile, where)
            accepted += 1
        else:
            _check_refusal(agg, profile, where)
    return Conformance(
        rule=agg.name,
        accepted=accepted,
        refused=len(cases) - accepted,
        axioms=tuple(sorted(agg.axioms)),
    )


check_aggregator = check_rule
"""The historical name of :func:`check_rule`, kept for compatibility (the same function)."""


def _rebuilt(agg: Rule, **params: Any) -> Rule:
    """A new instance of ``agg``'s class with ``params`` (rules take parameters by keyword)."""
    cls: Any = type(agg)
    rebuilt: Rule = cls(**params)
    return rebuilt


def _fail(where: str, what: str) -> AssertionError:
    return AssertionError(f"{where}: {what}")


def _check_declarations(agg: Rule) -> None:

    where = f"{agg!r}"
    if not (isinstance(getattr(agg, "name", None), str) and agg.name):
        raise _fail(where, "the rule needs a non-empty class attribute `name`")
    if not isinstance(getattr(agg, "input_kind", None), InputKind):
        raise _fail(where, "`input_kind` must be an InputKind (ordinal, cardinal or approval)")
    unknown = sorted(set(agg.axioms) - set(AXIOMS))
    if unknown:
        raise _fail(where, f"claims unknown axioms {unknown}; known: {', '.join(AXIOMS)}")
    for name in sorted(agg.axioms):
        if not AXIOM_CHECKS[name].applies_to(agg):
            raise _fail(
                where,
                f"claims {name!r}, which does not apply to {agg.input_kind} rules; "
                f"drop it from `axioms`",
            )
    params = agg.params()
    shown = repr(agg)
    for key, value in params.items():
        if f"{key}={value!r}" not in shown:
            raise _fail(where, f"repr does not show parameter {key}={value!r}")
    try:
        again = _rebuilt(agg, **params)
    except TypeError as exc:
        raise _fail(
            where, f"the constructor does not accept its own params() {params}: {exc}"
        ) from exc
    if repr(again) != shown:
        raise _fail(where, f"rebuilt from params() it reads {again!r}: the constructor must store")


def _check_outcome_form(agg: Rule, profile: Profile, out: Outcome, where: str) -> None:
    alts = set(profile.alternatives)
    if not out.winners:
        raise _fail(where, "no winners")
    if len(set(out.winners)) != len(out.winners):
        raise _fail(where, f"winners {out.winners} repeat an alternative")
    if not set(out.winners) <= alts:
        raise _fail(where, f"winners {out.winners} are not all alternatives {sorted(alts)}")
    if out.choice not in out.winners:
        raise _fail(where, f"choice {out.choice!r} is not among the winners {out.winners}")
    flat = [a for group in out.ranking for a in group]
    if any(not group for group in out.ranking) or len(flat) != len(set(flat)) or set(flat) != alts:
        raise _fail(where, f"ranking {out.ranking} is not a partition of {sorted(alts)}")
    if set(out.ranking[0]) != set(out.winners):
        raise _fail(where, f"ranking's first group {out.ranking[0]} is not the winners")
    if set(out.scores) != alts:
        raise _fail(where, f"scores are keyed by {sorted(out.scores)}, not {sorted(alts)}")
    if not all(math.isfinite(s) for s in out.scores.values()):
        raise _fail(where, f"scores {out.scores} are not all finite")
    if out.rule != agg.name:
        raise _fail(where, f"outcome.rule is {out.rule!r}, not the rule's name {agg.name!r}")
    for key, value in agg.params().items():
        if out.params.get(key) != value:
            raise _fail(where, f"outcome.params {out.params} does not record {key}={value!r}")
    if not out.explanation.strip():
        raise _fail(where, "the explanation is empty")
    if out.lottery is not None:
        if set(out.lottery) != alts:
            raise _fail(where, f"lottery is keyed by {sorted(out.lottery)}, not {sorted(alts)}")
        probs = list(out.lottery.values())
        if min(probs) < -1e-9 or not math.isclose(sum(probs), 1.0, abs_tol=1e-6):
            raise _fail(where, f"lottery {out.lottery} is not a probability distribution")
        if out.lottery[out.choice] < max(probs) - 1e-6:
            raise _fail(where, f"choice {out.choice!r} is not a most likely alternative")
    _check_committee_form(agg, profile, out, where)
    if Outcome.model_validate_json(out.model_dump_json()) != out:
        raise _fail(where, "the outcome does not survive a JSON round trip")


def _check_committee_form(agg: Rule, profile: Profile, out: Outcome, where: str) -> None:
    """A committee rule's outcome names its committees; no other rule's does."""
    committee = out.committee
    if not isinstance(agg, CommitteeRule):
        if committee is not None:
            raise _fail(where, "only committee rules (CommitteeRule) report a committee")
        return
    if committee is None:
        raise _fail(where, "a committee rule's outcome has no committee")
    if committee.size != agg.committee_size:
        raise _fail(where, f"committee.size {committee.size} is not {agg.committee_size}")
    alts = set(profile.alternatives)
    for tied in committee.tied:
        if len(set(tied)) != len(tied) or not set(tied) <= alts or len(tied) > committee.size:
            raise _fail(where, f"tied committee {tied} is not a set of alternatives")
    if len(set(committee.tied)) != len(committee.tied):
        raise _fail(where, f"tied committees {committee.tied} repeat one")
    if len(committee.tied) > agg.max_committees:
        raise _fail(where, f"lists {len(committee.tied)} committees, over max_committees")
    if set(committee.satisfaction) != set(profile.voters):
        raise _fail(where, "committee.satisfaction must be keyed by the voters")
    if not all(math.isfinite(s) and s >= 0 for s in committee.satisfaction.values()):
        raise _fail(where, f"satisfactions {committee.satisfaction} are not finite and >= 0")
    if any(not text.strip() for text in committee.reasons.values()):
        raise _fail(where, "a member has an empty reason")


def _check_outcomes(agg: Rule, profile: Profile, where: str) -> None:
    before = profile.model_dump()
    try:
        out = agg(profile)
    except Exception as exc:
        raise _fail(where, f"accepts the profile but raised {type(exc).__name__}: {exc}") from exc
    if profile.model_dump() != before:
        raise _fail(where, "the rule mutated its input profile")
    _check_outcome_form(agg, profile, out, where)
    if agg(profile) != out:
        raise _fail(where, "two calls on the same profile gave different outcomes")
    if agg(Profile.model_validate(before)) != out:
        raise _fail(where, "an equal, freshly built profile gave a different outcome")
    winners = set(out.winners)

    doubled, duplicated = _weight_twins(profile)
    by_weight, by_copy = set(agg(doubled).winners), set(agg(duplicated).winners)
    if by_weight != by_copy:
        raise _fail(
            where,
            f"voter {profile.ballots[0].voter!r}'s ballot with weight doubled and the same "
            f"ballot cast twice gave different winners: {sorted(by_weight)} vs {sorted(by_copy)}",
        )
    scaled = _with_weights(profile, [3 * b.weight for b in profile.ballots])
    if set(agg(scaled).winners) != winners:
        raise _fail(where, "multiplying every ballot weight by 3 changed the winners")

    params = {k: v for k, v in agg.params().items() if k not in ("tie_break", "seed")}
    for seed in _SEEDS:
        randomized = _rebuilt(agg, **params, tie_break="random", seed=seed)
        first, second = randomized(profile), randomized(profile)
        if first != second:
            raise _fail(where, f"tie_break='random', seed={seed} is not reproducible")
        if set(first.winners) != winners:
            raise _fail(where, f"tie_break='random', seed={seed} changed the winner set")
        if first.choice not in first.winners:
            raise _fail(where, f"tie_break='random', seed={seed} chose outside the winners")
        if out.committee is not None and (
            first.committee is None or set(first.committee.tied) != set(out.committee.tied)
        ):
            raise _fail(where, f"tie_break='random', seed={seed} changed the tied committees")


def _weight_twins(profile: Profile) -> tuple[Profile, Profile]:
    """The profile with ballot 0's weight doubled, and with ballot 0 cast twice instead."""
    data = profile.model_dump()
    first = data["ballots"][0]
    doubled = _with_weights(
        profile, [2 * first["weight"], *(b.weight for b in profile.ballots[1:])]
    )
    voters = set(profile.voters)
    twin_id = first["voter"] + "#2"
    while twin_id in voters:
        twin_id += "#"
    disagreement = data["disagreement"]
    if disagreement is not None and first["voter"] in disagreement:
        disagreement = {**disagreement, twin_id: disagreement[first["voter"]]}
    duplicated = Profile.model_validate(
        {
            **data,
            "ballots": [first, {**first, "voter": twin_id}, *data["ballots"][1:]],
            "disagreement": disagreement,
        }
    )
    return doubled, duplicated


def _with_weights(profile: Profile, weights: list[float]) -> Profile:
    data = profile.model_dump()
    ballots = [{**b, "weight": w} for b, w in zip(data["ballots"], weights, strict=True)]
    return Profile.model_validate({**data, "ballots": ballots})


def _check_claims(agg: Rule, profile: Profile, where: str) -> None:

    for found in claimed_violations(agg, profile):
        raise _fail(where, f"claims {found.axiom!r}, but {found.explanation}")


def _check_refusal(agg: Rule, profile: Profile, where: str) -> None:
    try:
        agg(profile)
    except IncompatibleProfileError as exc:
        message = str(exc)
        missing = agg._missing_input(profile) or _MISSING_WORD[agg.input_kind]
        if agg.name not in message or missing not in message:
            raise _fail(
                where,
                f"IncompatibleProfileError should name the rule {agg.name!r} and the missing "
                f"input {missing!r}; it says: {message}",
            ) from exc
        return
    except Exception as exc:
        raise _fail(
            where,
            f"rule.accepts() is False, so the call should raise IncompatibleProfileError, "
            f"not {type(exc).__name__}: {exc}",
        ) from exc
    raise _fail(where, "rule.accepts() is False, yet the call returned an outcome")
