"""The plots of a sweep report, each drawn from a table of :mod:`~fairagents.reports._sweep_tables`.

- the central table as a grid of shares (configurations and subjects × criteria);
- the alignment audit as bars: first round, final round, every round, per aligned agent;
- every rule on the same ballots as a grid: how often it picks the joint outcome, and the share
  of its picks meeting each criterion;
- each group's utility under each subject's final outcome, as box plots over runs;
- structured output per agent as bars (invalid replies, repairs, failures, extra calls);
- tokens per debate per model, as box plots over runs.

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping

from fairagents.agents._records import JOINT
from fairagents.experiments.table_columns import criterion_label, figure_columns
from fairagents.reports._page import Anchors
from fairagents.reports._plots import (
    PALETTE,
    Boxes,
    Plot,
    Series,
    bar_chart,
    box_plot,
    heatmap,
    svg_text,
)
from fairagents.reports._sweep_tables import subject_order
from fairagents.reports._tables import DataTable

__all__ = ["sweep_plots"]

NOT_SHARES = {"runs", "debate_rule", "utilitarian", "minimum", "worst_group_mean", "gini"}


def _share_grid(
    table: DataTable, labels: list[str], first: int, anchors: Anchors, key: str, title: str
) -> Plot | None:
    columns = [
        c
        for c in figure_columns(list(table.columns))
        if table.columns.index(c) >= first and c not in NOT_SHARES and not c.endswith(".constant")
    ]
    if not table.rows or not columns:
        return None
    values: list[list[float | None]] = []
    for row in table.rows:
        cells = dict(zip(table.columns, row, strict=True))
        values.append([_number(cells[c]) for c in columns])
    notes = [["" if v is None else f"{v:.0%}" for v in row] for row in values]
    flags = set(table.columns)
    constant = {
        c for c in columns if f"{c}.constant" in flags and any(table.column(f"{c}.constant"))
    }
    fig = heatmap(
        labels,
        [criterion_label(c) + (" (constant)" if c in constant else "") for c in columns],
        values,
        vmax=1.0,
        annotations=notes,
        label_width=44,
    )
    return Plot(
        id=anchors.get("plot", key),
        title=title,
        alt=f"Grid of shares: {len(labels)} rows by {len(columns)} criteria "
        f"({', '.join(criterion_label(c) for c in columns)}).",
        svg=svg_text(fig),
        table=table.name,
    )


def _number(value: object) -> float | None:
    """A number cell as a float (a share, a utility, a count); anything else as None."""
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _central(table: DataTable, anchors: Anchors) -> Plot | None:
    if "subject" not in table.columns:
        return None  # the negotiation study's table holds means, not shares
    k = table.columns.index("subject")
    labels = []
    for row in table.rows:
        config = " · ".join(str(v) for v in row[:k] if v not in (None, ""))
        labels.append(f"{config}: {row[k]}" if config else str(row[k]))
    return _share_grid(
        table,
        labels,
        k + 1,
        anchors,
        "central",
        "How often each criterion is met, per configuration and subject (share of runs)",
    )


def _rules(table: DataTable, anchors: Anchors) -> Plot | None:
    labels = [f"{r[0]} (the debates' rule)" if r[1] else str(r[0]) for r in table.rows]
    return _share_grid(
        table,
        labels,
        2,
        anchors,
        "rules",
        "Every rule on the same final ballots: agreement with the joint outcome, and the share "
        "of its picks meeting each criterion",
    )


def _alignment(table: DataTable, anchors: Anchors) -> Plot | None:
    if not table.rows:
        return None
    agents = {r[0] for r in table.rows}
    names = [  # [agent:] framework · the other axes' values
        (f"{r[0]}: " if len(agents) > 1 else "")
        + " · ".join([str(r[1]), *(v.split(" ", 1)[-1] for v in str(r[2]).split(", ") if v)])
        for r in table.rows
    ]
    series = [
        Series(label=label, values=tuple(_number(r[i]) for r in table.rows), color=PALETTE[j])
        for j, (label, i) in enumerate((("first round", 4), ("final round", 5), ("every round", 6)))
    ]
    return Plot(
        id=anchors.get("plot", "alignment"),
        title="The alignment audit: share of an aligned agent's own proposals that are its "
        "framework's optimum",
        alt=f"Bar chart: for {len(names)} aligned agents and configurations, the share of "
        "proposals that are their framework's optimum in the first round, the final round "
        "and every round.",
        svg=svg_text(bar_chart(names, series, ylabel="share of runs")),
        table=table.name,
    )


def _groups(raw: DataTable, anchors: Anchors) -> Plot | None:
    if not raw.rows:
        return None
    subjects = subject_order([str(r[1]) for r in raw.rows])
    groups = list(dict.fromkeys(str(r[2]) for r in raw.rows))
    series = []
    for j, who in enumerate(subjects):
        values = tuple(
            tuple(
                v for r in raw.rows if r[1] == who and r[2] == g if (v := _number(r[3])) is not None
            )
            for g in groups
        )
        series.append(
            Boxes(label=who, values=values, color=PALETTE[j % len(PALETTE)], emphasis=who == JOINT)
        )
    return Plot(
        id=anchors.get("plot", "groups"),
        title="Each stakeholder group's utility under each subject's final outcome, over runs "
        "(the joint outcome dark)",
        alt=f"Box plots: for {len(groups)} groups, the distribution over runs of the group's "
        f"mean utility under the final proposals of {', '.join(subjects)}.",
        svg=svg_text(box_plot([g or "(no group)" for g in groups], series, ylabel="mean utility")),
        table=raw.name,
    )


def _outputs(table: DataTable, anchors: Anchors) -> Plot | None:
    if not table.rows:
        return None
    names = [f"{r[1]} ({r[0]})" for r in table.rows]
    cells = [dict(zip(table.columns, r, strict=True)) for r in table.rows]

    def extra(c: Mapping[str, object]) -> float | None:
        calls = _number(c["calls_per_request"])
        return None if calls is None else calls - 1

    tokens = [_number(c["tokens_per_request"]) for c in cells]
    if not any(tokens):
        return None  # no model was called (analytic agents): every bar would be 0
    series = [
        Series("extra model calls per request", tuple(extra(c) for c in cells), PALETTE[0]),
        Series(
            "invalid replies (share of calls)",
            tuple(_number(c["invalid_share"]) for c in cells),
            PALETTE[1],
        ),
        Series(
            "repaired (share of replies)",
            tuple(_number(c["repaired_share"]) for c in cells),
            PALETTE[2],
        ),
        Series(
            "failed (share of requests)",
            tuple(_number(c["failure_share"]) for c in cells),
            PALETTE[9],
        ),
    ]
    return Plot(
        id=anchors.get("plot", "outputs"),
        title="Structured output per agent: retries, invalid replies, repairs and failures",
        alt=f"Bar chart: for {len(names)} agents, extra model calls per request and the shares "
        "of invalid replies, repaired replies and failed requests.",
        svg=svg_text(bar_chart(names, series, ylabel="per request or share")),
        table=table.name,
    )


def _tokens(raw: DataTable, anchors: Anchors) -> Plot | None:
    done = [r for r in raw.rows if r[2] == "finished"]
    if not any(_number(r[3]) for r in done):
        return None  # no finished run, or none called a model: an empty chart says nothing
    models = list(dict.fromkeys(str(r[1]) for r in done))
    values = tuple(
        tuple(v for r in done if r[1] == m if (v := _number(r[3])) is not None) for m in models
    )
    return Plot(
        id=anchors.get("plot", "tokens"),
        title="Tokens per debate, per model (finished runs)",
        alt=f"Box plots: the distribution over finished runs of the tokens a debate used, for "
        f"{len(models)} model(s).",
        svg=svg_text(box_plot(models, [Boxes("tokens per debate", values)], ylabel="tokens")),
        table=raw.name,
    )


def sweep_plots(tables: dict[str, DataTable], anchors: Anchors) -> dict[str, Plot]:
    """Every plot of the sweep report that has data, by section."""
    plots = {
        "central": _central(tables["central"], anchors),
        "alignment": _alignment(tables["alignment"], anchors),
        "rules": _rules(tables["rules"], anchors),
        "groups": _groups(tables["group_runs"], anchors),
        "outputs": _outputs(tables["outputs"], anchors),
        "tokens": _tokens(tables["run_costs"], anchors),
    }
    return {k: p for k, p in plots.items() if p is not None}
