"""How ``fairagents aggregate`` shows committees: one rule's committee with its reasons, or every
committee rule side by side with the proportionality (JR, PJR, EJR) of what each elected.

Approval committee rules are checked on the approvals they read (``utility_threshold``
included); ordinal committee rules on the ballots' own approvals when every ballot has some, and
not at all otherwise (shown as ``—``, ``null`` in JSON).

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from rich.table import Table

from fairagents._cli._app import console, print_json, safe
from fairagents.aggregators import available_rules, get_rule, get_rule_class
from fairagents.aggregators.committees import ApprovalCommitteeRule, CommitteeRule
from fairagents.axioms.proportionality import REPRESENTATIONS, representation
from fairagents.models import CohesiveGroup, Outcome, Profile
from fairagents.models._committee import Representation

__all__ = ["committee_rules", "representation_of", "show_committee", "show_committees"]

SHOWN_TIES = 8
"""Tied committees printed before "… and N more"."""


def committee_rules(size: int) -> list[CommitteeRule]:
    """Every registered committee rule, electing ``size`` alternatives."""
    rules = []
    for name in available_rules():
        if issubclass(get_rule_class(name), CommitteeRule):
            rule = get_rule(name, committee_size=size)
            assert isinstance(rule, CommitteeRule)
            rules.append(rule)
    return rules


Verdicts = dict[Representation, CohesiveGroup | None]


def representation_of(profile: Profile, rule: CommitteeRule, outcome: Outcome) -> Verdicts | None:
    """The chosen committee's JR/PJR/EJR witnesses (``None`` per property that holds), read
    from the approvals the rule reads; ``None`` when there are no approvals to read."""
    assert outcome.committee is not None
    if isinstance(rule, ApprovalCommitteeRule):
        approvals = rule.approvals(profile)
    elif profile.all_approvals:
        approvals = profile.approvals
    else:
        return None
    return representation(
        profile, outcome.committee.members, rule.committee_size, approvals=approvals
    )


def _mark(verdicts: Verdicts | None, kind: Representation) -> str:
    if verdicts is None:
        return "—"
    return "[green]✓[/]" if verdicts[kind] is None else "[red]✗[/]"


def _committee_text(members: tuple[str, ...]) -> str:
    return "{" + ", ".join(map(safe, members)) + "}"


def _ties(outcome: Outcome) -> str:
    committee = outcome.committee
    assert committee is not None
    if committee.count == 1:
        return "unique"
    count = f"{committee.count}" if committee.count_exact else f"≥ {committee.count}"
    return f"{count} tied"


def show_committee(profile: Profile, rule: CommitteeRule, outcome: Outcome) -> None:
    """One committee rule's outcome for people: the committee, its ties, why each member is
    in, the voters' satisfaction and its proportionality."""
    committee = outcome.committee
    assert committee is not None
    console.print(f"[bold]{safe(outcome.rule)}[/] {safe(outcome.params)}")
    console.print(
        f"committee ({committee.size} seats): [bold]{_committee_text(committee.members)}[/]"
        f"   ({_ties(outcome)})"
    )
    if committee.count > 1:
        listed = "  ".join(_committee_text(c) for c in committee.tied[:SHOWN_TIES])
        more = committee.count - min(SHOWN_TIES, len(committee.tied))
        console.print(f"tied committees: {listed}" + (f" … and {more} more" if more else ""))
    table = Table("member", "why it is in")
    for member in committee.members:
        table.add_row(safe(member), safe(committee.reasons[member]))
    console.print(table)
    values = np.array([committee.satisfaction[v] for v in profile.voters])
    spread: dict[float, float] = {}
    for value, weight in zip(values, profile.weights, strict=True):
        spread[float(value)] = spread.get(float(value), 0.0) + float(weight)
    counts = ", ".join(f"{v:g}: {spread[v]:g}" for v in sorted(spread))
    mean = float(profile.weights @ values / profile.weights.sum())
    console.print(
        f"satisfaction ({safe(committee.satisfaction_measure)}): mean {mean:.3g} (by weight), "
        f"least {values.min():g}; weight of voters per value: {counts}"
    )
    verdicts = representation_of(profile, rule, outcome)
    if verdicts is not None:
        console.print(
            "proportionality: "
            + "  ".join(f"{kind.upper()} {_mark(verdicts, kind)}" for kind in REPRESENTATIONS)
        )
        for found in verdicts.values():
            if found is not None:
                console.print(f"  {safe(found.explanation)}", soft_wrap=True)
                break
    console.print(safe(outcome.explanation, newlines=True), soft_wrap=True)


def show_committees(
    profile: Profile,
    title: str,
    checked: list[tuple[CommitteeRule, Outcome]],
    size: int,
    as_json: bool,
) -> None:
    """Every committee rule's committee side by side, with JR/PJR/EJR of each."""
    verdicts = [representation_of(profile, rule, outcome) for rule, outcome in checked]
    if as_json:
        rows: list[dict[str, Any]] = []
        for (_, outcome), found in zip(checked, verdicts, strict=True):
            dumped = outcome.model_dump(mode="json", exclude_none=True)
            dumped["representation"] = (
                None if found is None else {k: v is None for k, v in found.items()}
            )
            rows.append(dumped)
        print_json(rows)
        return
    table = Table(
        "rule", "committee", "ties", "JR", "PJR", "EJR", title=f"{safe(title)}: {size} seats"
    )
    for (_, outcome), found in zip(checked, verdicts, strict=True):
        assert outcome.committee is not None
        table.add_row(
            safe(outcome.rule),
            _committee_text(outcome.committee.members),
            _ties(outcome),
            *(_mark(found, kind) for kind in REPRESENTATIONS),
        )
    console.print(table)
    names = {rule.name for rule, _ in checked}
    skipped = sorted(r.name for r in committee_rules(size) if r.name not in names)
    if skipped:
        console.print(f"[dim]not applicable to these ballots: {safe(', '.join(skipped))}[/]")
    console.print(
        "[dim]✓ holds, ✗ fails (exact check of the chosen committee on the approvals the rule "
        "reads); — no approvals to check[/]"
    )
