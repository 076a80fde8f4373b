"""The plots of a run report: who gains what from each proposal, and which criteria hold.

- per round, the utility of every stakeholder, and the mean utility of every group, under each
  agent's own proposal and the joint outcome (one series per distinct outcome: agents who
  proposed the same outcome share a bar, and the joint outcome is drawn dark);
- over the run, how many fairness criteria each proposal and the joint outcome met, per round.

Their numbers are the ``utilities``, ``groups`` and ``fairness`` tables of
:mod:`fairagents.reports._run_tables`.

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from fairagents.agents._records import JOINT
from fairagents.reports._page import Anchors
from fairagents.reports._plots import PALETTE, Plot, Series, bar_chart, heatmap, svg_text
from fairagents.reports._run_data import Assessed, RoundData, RunData

__all__ = ["criteria_plot", "round_plots"]


def _outcomes(r: RoundData) -> list[tuple[str, list[str], Assessed]]:
    """The distinct outcomes of a round, each with who put it forward (joint last)."""
    seen: dict[str, tuple[list[str], Assessed]] = {}
    for who, a in r.assessed.items():
        seen.setdefault(a.candidate, ([], a))[0].append(who)
    return [(c, whos, a) for c, (whos, a) in seen.items()]


def _series(r: RoundData, values: dict[str, list[float | None]]) -> list[Series]:
    out = []
    for i, (candidate, whos, _) in enumerate(_outcomes(r)):
        out.append(
            Series(
                label=f"{candidate}: {', '.join(whos)}",
                values=tuple(values[candidate]),
                color=PALETTE[i % len(PALETTE)],
                emphasis=JOINT in whos,
            )
        )
    return out


def round_plots(data: RunData, r: RoundData, anchors: Anchors) -> list[Plot]:
    """The stakeholder and group utility plots of round ``r`` (none before evaluation)."""
    if r.joint is None:
        return []
    problem = data.problem
    number = r.round + 1
    stakeholders = list(problem.stakeholder_ids)
    by_stakeholder = {c: [a.utilities.get(s) for s in stakeholders] for c, _, a in _outcomes(r)}
    names = [
        s if problem.stakeholder(s).group in ("", s) else f"{s} ({problem.stakeholder(s).group})"
        for s in stakeholders
    ]
    means = {c: data.group_means(a) for c, _, a in _outcomes(r)}
    groups = list(dict.fromkeys(g for m in means.values() for g in m))
    by_group = {c: [m.get(g) for g in groups] for c, m in means.items()}
    who = ", ".join(w for w in r.assessed if w != JOINT)
    joint = r.joint.candidate

    def bars(
        kind: str,
        what: str,
        categories: list[str],
        values: dict[str, list[float | None]],
        ylabel: str,
        table: str,
    ) -> Plot:
        return Plot(
            id=anchors.get("plot", f"{kind}-{number}"),
            title=f"Round {number}: {what} under each proposal and the joint outcome (dark)",
            alt=f"Bar chart: {what} ({len(categories)} {kind}) under the proposals of {who} "
            f"and under the joint outcome {joint}, round {number}.",
            svg=svg_text(bar_chart(categories, _series(r, values), ylabel=ylabel)),
            table=table,
        )

    return [
        bars(
            "stakeholders",
            "each stakeholder's utility",
            names,
            by_stakeholder,
            "utility",
            "utilities",
        ),
        bars(
            "groups",
            "each group's weighted mean utility",
            [g or "(no group)" for g in groups],
            by_group,
            "mean utility",
            "groups",
        ),
    ]


def criteria_plot(data: RunData, anchors: Anchors) -> Plot | None:
    """How many criteria each proposal and the joint outcome met, round by round."""
    rounds = data.evaluated
    if not rounds:
        return None
    who = [*dict.fromkeys(w for r in rounds for w in r.assessed if w != JOINT), JOINT]
    values: list[list[float | None]] = []
    notes: list[list[str]] = []
    for w in who:
        cells = [r.assessed.get(w) for r in rounds]
        values.append([None if a is None else float(a.met) for a in cells])
        notes.append(["" if a is None else f"{a.met}/{len(a.criteria)}" for a in cells])
    most = max(len(a.criteria) for r in rounds for a in r.assessed.values())
    fig = heatmap(
        who,
        [str(r.round + 1) for r in rounds],
        values,
        vmax=float(most),
        annotations=notes,
        xlabel="round",
        emphasize=JOINT,
    )
    return Plot(
        id=anchors.get("plot", "criteria"),
        title="Criteria met per round, by each agent's own proposal and by the joint outcome",
        alt=f"Grid: for {len(who) - 1} agents and the joint outcome (rows) and "
        f"{len(rounds)} rounds (columns), how many of the fairness criteria were met.",
        svg=svg_text(fig),
        table="fairness",
    )
