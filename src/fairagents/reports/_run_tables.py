"""The numbers of a run report, as :class:`~fairagents.reports._tables.DataTable` s.

One row per round and *who* — an agent's own proposal, or ``joint`` for the joint outcome —
exactly as ``fairness.json`` records them (rounds count from 1 here, as on the page):

- ``fairness``: the headline metrics and how many criteria were met;
- ``criteria``: each criterion, met or not;
- ``utilities``: each stakeholder's utility (with its group and weight);
- ``groups``: each group's weighted mean utility (as the fairness report computes it);
- ``ballots``: each agent's ranking, one row per candidate, with where it was shown;
- ``deliberation``: the value of deliberation — each agent's first proposal, the rule on the
  first round's ballots, the final joint outcome: criteria met and the headline metrics;
- ``dynamics``: per round and agent, how far its ballot moved, its conformity, and the
  round's spread (:mod:`fairagents.graph._measures` defines them).

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Iterator

from fairagents.agents._records import Headline
from fairagents.reports._run_data import Assessed, RunData
from fairagents.reports._tables import Cell, DataTable

__all__ = ["run_tables"]

_WHO = ("round", "who", "candidate")


def _assessed(data: RunData) -> Iterator[tuple[int, str, Assessed]]:
    """Every assessed outcome: its round (from 1), who put it forward, its assessment."""
    for r in data.evaluated:
        for who, a in r.assessed.items():
            yield r.round + 1, who, a


def _fairness(data: RunData) -> DataTable:
    rows = tuple(
        (
            n,
            who,
            a.candidate,
            a.label,
            a.utilitarian,
            a.minimum,
            a.worst_group,
            a.worst_group_mean,
            a.gini,
            a.p20_satisfaction,
            a.met,
            len(a.criteria),
        )
        for n, who, a in _assessed(data)
    )
    return DataTable(
        name="fairness",
        title="Fairness of each proposal and the joint outcome, per round",
        description="a round and who (an agent's own proposal, or joint): the outcome, its "
        "weighted utility sum, minimum utility, worst group and its mean, Gini, 20th-percentile "
        "satisfaction, and how many of the criteria that apply it meets",
        columns=(
            *_WHO,
            "label",
            "utilitarian",
            "minimum",
            "worst_group",
            "worst_group_mean",
            "gini",
            "p20_satisfaction",
            "criteria_met",
            "criteria",
        ),
        rows=rows,
    )


def _criteria(data: RunData) -> DataTable:
    rows = tuple(
        (n, who, a.candidate, criterion, met)
        for n, who, a in _assessed(data)
        for criterion, met in a.criteria.items()
    )
    return DataTable(
        name="criteria",
        title="Each fairness criterion, per round, for each proposal and the joint outcome",
        description="a round, who, and one criterion (fairness or a framework's optimum): met "
        "or not",
        columns=(*_WHO, "criterion", "met"),
        rows=rows,
    )


def _utilities(data: RunData) -> DataTable:
    st = data.problem.stakeholder
    rows = tuple(
        (n, who, a.candidate, s, st(s).group, st(s).weight, u)
        for n, who, a in _assessed(data)
        for s, u in a.utilities.items()
    )
    return DataTable(
        name="utilities",
        title="Utility per stakeholder",
        description="a round, who, and one stakeholder: its group, weight and its utility for "
        "that outcome (in the problem's own units)",
        columns=(*_WHO, "stakeholder", "group", "weight", "utility"),
        rows=rows,
    )


def _groups(data: RunData) -> DataTable:
    rows = tuple(
        (n, who, a.candidate, group, mean)
        for n, who, a in _assessed(data)
        for group, mean in data.group_means(a).items()
    )
    return DataTable(
        name="groups",
        title="Mean utility per group",
        description="a round, who, and one group: the weighted mean utility of its stakeholders",
        columns=(*_WHO, "group", "mean_utility"),
        rows=rows,
    )


def _ballots(data: RunData) -> DataTable:
    rows: list[tuple[Cell, ...]] = []
    for r in data.rounds:
        for agent, cast in sorted(r.ballots.items()):
            ranking = cast.ballot.ranking or ()
            utilities = cast.ballot.utilities or {}
            position = {c: i + 1 for i, c in enumerate(cast.shown)}
            rank = 1
            for group in ranking:
                for candidate in group:
                    rows.append(
                        (
                            r.round + 1,
                            agent,
                            candidate,
                            rank,
                            position.get(candidate),
                            utilities.get(candidate),
                        )
                    )
                rank += len(group)
    return DataTable(
        name="ballots",
        title="Ballots",
        description="a round, an agent and a candidate it ranked: its rank (1 = first; tied "
        "candidates share a rank), where it was shown to the agent (1 = first), and the "
        "utility the ballot gave it, if any",
        columns=("round", "agent", "candidate", "rank", "shown_at", "ballot_utility"),
        rows=tuple(rows),
    )


VALUE_COLUMNS = (
    "outcome", "candidate", "label", "criteria met", "total utility", "minimum", "worst group",
    "worst-group utility", "gini",
)  # fmt: skip


def _value_row(outcome: str, h: Headline) -> tuple[Cell, ...]:
    met = sum(h.criteria.values())
    return (
        outcome,
        h.candidate,
        h.label,
        f"{met}/{len(h.criteria)}",
        h.utilitarian,
        h.minimum,
        h.worst_group,
        h.worst_group_mean,
        h.gini,
    )


def deliberation_rows(data: RunData) -> list[tuple[Cell, ...]]:
    """The value of deliberation's rows: each agent's first proposal, the first round's rule,
    the final joint outcome (empty when the run recorded no measures)."""
    evaluated = data.evaluated
    if data.measures is None or not evaluated:
        return []
    rows = [_value_row(f"first proposal: {a}", x) for a, x in sorted(evaluated[0].agents.items())]
    if data.measures.first_rule is not None:
        rows.append(_value_row("the rule on the first ballots", data.measures.first_rule))
    final = evaluated[-1].joint
    if final is not None:
        rows.append(_value_row("final joint outcome", final))
    return rows


def _deliberation(data: RunData) -> DataTable:
    return DataTable(
        name="deliberation",
        title="The value of deliberation",
        description="an outcome: each agent's first proposal, the rule on the first round's "
        "ballots (no debate), the final joint outcome",
        columns=VALUE_COLUMNS,
        rows=tuple(deliberation_rows(data)),
    )


def _dynamics(data: RunData) -> DataTable:
    measures = data.measures
    spread = {} if measures is None else {s.round: s.spread for s in measures.spreads}
    rows = tuple(
        (m.round + 1, m.agent, m.moved, m.conformity, spread.get(m.round))
        for m in (() if measures is None else measures.moves)
    )
    return DataTable(
        name="dynamics",
        title="How ballots moved",
        description="a round (from 1) and an agent: the Kendall distance of its ballot to its "
        "previous one, its conformity (toward the others' previous ballots), the round's spread",
        columns=("round", "agent", "moved", "conformity", "spread"),
        rows=rows,
    )


def run_tables(data: RunData) -> dict[str, DataTable]:
    """Every table of the run report, by name (see the module docstring)."""
    tables = [
        _fairness(data),
        _criteria(data),
        _utilities(data),
        _groups(data),
        _ballots(data),
        _deliberation(data),
        _dynamics(data),
    ]
    return {t.name: t for t in tables}
