"""The report of one deliberation: ``fairagents report RUN_DIR`` as one readable page.

The page (``run.html`` on the shared skeleton of :mod:`fairagents.reports._page`) shows, in order:
the decision — the joint outcome, the fairness of each agent's own final proposal beside it, the
criteria met per round, each agent's order bias and tokens; the problem and its stakeholders; the
agents; every round — the proposals with their arguments and the passages they cite, the ballots
with the order each agent was shown, the rule's outcome, the fairness of each proposal beside the
joint outcome with the utility plots, the mediator's summary and compromise, and an approver's
verdict; the passages, each quoted with its citation, linked from every argument that cites it. The
numbers behind it are written as CSV (:mod:`fairagents.reports._run_tables`).

>>> from fairagents.reports._run_report import ranking_text
>>> ranking_text((("p1+p6", "p2+p6"), ("p1+p2",)))
'p1+p6 = p2+p6 > p1+p2'

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from fairagents.agents._candidates import describe
from fairagents.agents._records import JOINT, Usage
from fairagents.fairness._slate import SlateGuarantee
from fairagents.graph.protocols import StatementRun
from fairagents.models import Passage
from fairagents.models._committee import Representation
from fairagents.problems import BudgetedSelection, CandidateChoice, Problem
from fairagents.reports._page import Anchors, ReportFiles, package_version, publish
from fairagents.reports._plots import Plot
from fairagents.reports._run_data import RoundData, RunData, load_run
from fairagents.reports._run_plots import criteria_plot, round_plots
from fairagents.reports._run_tables import VALUE_COLUMNS, deliberation_rows, run_tables
from fairagents.reports._tables import Cell

__all__ = ["ranking_text", "run_page_context", "write_run_report"]


def ranking_text(groups: Sequence[Sequence[str]]) -> str:
    """Tie groups as ``a = b > c``."""
    return " > ".join(" = ".join(g) for g in groups)


@dataclass(frozen=True)
class Cited:
    """A passage id an argument cites, with the anchor of its quotation (None: not retrieved)."""

    id: str
    anchor: str | None
    passage: Passage | None


@dataclass(frozen=True)
class Position:
    """What one agent put forward in one round: a proposal or a ballot, and its argument."""

    agent: str
    anchor: str
    argument: str
    cited: tuple[Cited, ...]
    usage: Usage
    model: str
    candidate: str = ""
    ranking: str = ""
    shown: str = ""
    order_tau: float | None = None


@dataclass
class RoundView:
    """One round as the page shows it."""

    data: RoundData
    anchor: str
    proposals: list[Position]
    ballots: list[Position]
    plots: list[Plot]
    criteria: list[str]

    @property
    def number(self) -> int:
        return self.data.round + 1


@dataclass
class PassageView:
    """One retrieved passage: its anchor, who retrieved it, where it is cited."""

    passage: Passage
    anchor: str
    retrieved_by: list[str]
    cited_in: list[tuple[str, str]] = field(default_factory=list)  # (anchor, "round 2, rawlsian")


def _labels(data: RunData) -> dict[str, str]:
    """A label for every candidate id the run mentions, from whatever records name it."""
    labels: dict[str, str] = {c.id: c.label for c in data.candidates.values()}
    problem = data.problem
    if isinstance(problem, CandidateChoice):
        labels.update({a.id: a.label or a.id for a in problem.alternatives})
    for r in data.rounds:
        for p in r.proposals.values():
            outcome = p.outcome
            if p.candidate and not isinstance(outcome, str):
                labels.setdefault(p.candidate, outcome.label())
        for a in r.assessed.values():
            labels.setdefault(a.candidate, a.label)
    return labels


def _problem_table(problem: Problem) -> tuple[str, list[str], list[list[Cell]]]:
    """The problem's options with each stakeholder's utility: caption, header, rows."""
    people = list(problem.stakeholder_ids)
    if isinstance(problem, CandidateChoice):
        rows: list[list[Cell]] = [
            [a.id, a.label, *(problem.utilities[s][a.id] for s in people)]
            for a in problem.alternatives
        ]
        return "Alternatives and each stakeholder's utility", ["id", "label", *people], rows
    if isinstance(problem, BudgetedSelection):
        rows = [
            [p, cost, *(problem.project_utility(s, p) for s in people)]
            for p, cost in problem.projects.items()
        ]
        what = "utility" if problem.utilities is not None else "approval (1 = approves)"
        return (
            f"Projects, their cost and each stakeholder's {what}",
            ["project", "cost", *people],
            rows,
        )
    rows = [[g, *(problem.valuations[s][g] for s in people)] for g in problem.goods]
    return "Goods and each agent's valuation", ["good", *people], rows


@dataclass(frozen=True)
class AgentCost:
    """An agent over the whole run: its ballots' mean Kendall tau with the order it was shown
    (None without ballots), and its model calls, repairs and tokens."""

    agent: str
    ballots: int
    tau: float | None
    attempts: int
    repairs: int
    tokens: int


def _order_bias(data: RunData) -> list[AgentCost]:
    rows = []
    for spec in data.record.scenario.agents:
        ballots = [r.ballots[spec.name] for r in data.rounds if spec.name in r.ballots]
        proposals = [r.proposals[spec.name] for r in data.rounds if spec.name in r.proposals]
        taus = [b.order_tau for b in ballots if b.order_tau is not None]
        usages = [b.usage for b in ballots] + [p.usage for p in proposals]
        rows.append(
            AgentCost(
                agent=spec.name,
                ballots=len(ballots),
                tau=sum(taus) / len(taus) if taus else None,
                attempts=sum(u.attempts for u in usages),
                repairs=sum(len(u.repairs) for u in usages),
                tokens=sum(u.tokens for u in usages),
            )
        )
    return rows


class _Builder:
    """Turns :class:`RunData` into the page's view of rounds and passages, anchors included."""

    def __init__(self, data: RunData) -> None:
        self.data = data
        self.anchors = Anchors()
        index = data.passage_index()
        retrieved_by: dict[str, list[str]] = {}
        for agent, passages in sorted(data.passages.items()):
            for p in passages:
                retrieved_by.setdefault(p.id, []).append(agent)
        self.passages = {
            pid: PassageView(p, self.anchors.get("passage", pid), retrieved_by[pid])
            for pid, p in index.items()
        }

    def cite(self, ids: Sequence[str], where: str, anchor: str) -> tuple[Cited, ...]:
        out = []
        for pid in ids:
            view = self.passages.get(pid)
            if view is None:
                out.append(Cited(pid, None, None))
                continue
            if (anchor, where) not in view.cited_in:
                view.cited_in.append((anchor, where))
            out.append(Cited(pid, view.anchor, view.passage))
        return tuple(out)

    def position(
        self,
        kind: str,
        round_: int,
        agent: str,
        argument: str,
        citations: Sequence[str],
        **fields: Any,
    ) -> Position:
        """An agent's proposal or ballot (``kind``) in a round, its citations resolved."""
        anchor = self.anchors.get(kind, f"{round_}-{agent}")
        where = f"round {round_}, {agent}'s {kind}"
        cited = self.cite(citations, where, anchor)
        return Position(agent=agent, anchor=anchor, argument=argument, cited=cited, **fields)

    def round(self, r: RoundData) -> RoundView:
        n = r.round + 1
        proposals = [
            self.position(
                "proposal",
                n,
                agent,
                p.argument,
                p.citations,
                usage=p.usage,
                model=p.model,
                candidate=p.candidate,
            )
            for agent, p in sorted(r.proposals.items())
        ]
        ballots = [
            self.position(
                "ballot",
                n,
                agent,
                b.ballot.argument,
                b.ballot.citations,
                usage=b.usage,
                model=b.model,
                ranking=ranking_text(b.ballot.ranking or ()),
                shown=", ".join(b.shown),
                order_tau=b.order_tau,
            )
            for agent, b in sorted(r.ballots.items())
        ]
        criteria = list(dict.fromkeys(c for a in r.assessed.values() for c in a.criteria))
        return RoundView(
            data=r,
            anchor=self.anchors.get("round", str(n)),
            proposals=proposals,
            ballots=ballots,
            plots=round_plots(self.data, r, self.anchors),
            criteria=criteria,
        )


def statement_tables(data: RunData) -> dict[str, Any] | None:
    """The statement protocol's rounds as two tables — the statements (composed, revised, the
    winner and its place in each party's ranking, the best single opinion) and the critiques of
    each winner — or ``None`` when the run's protocol reported no statement rounds."""
    try:
        run = StatementRun.model_validate(data.protocol_measures or {})
    except ValidationError:
        return None
    problem = data.problem

    def said(candidate: str | None) -> str:
        if candidate is None:
            return "none"
        found = data.candidates.get(candidate)
        return candidate if found is None else f"{candidate}: {describe(found, problem)}"

    parties = sorted(run.rounds[0].ranks) if run.rounds else []
    header = [
        *("round", "statements composed", "revision", "winner"),
        *parties,
        *("worst place", "best single opinion (its mean place)", "accepted by"),
    ]
    rows: list[list[Cell]] = []
    critiques: list[list[Cell]] = []
    for r in run.rounds:
        best = (
            "none"
            if r.best_opinion is None
            else f"{said(r.best_opinion)} — {r.best_opinion_author}'s "
            f"({r.best_opinion_mean_rank:g})"
        )
        rows.append(
            [
                r.round + 1,
                "; ".join(said(c) for c in r.candidates) or "none",
                said(r.revision),
                said(r.winner),
                *(r.ranks.get(p, "") for p in parties),
                r.worst_rank,
                best,
                ", ".join(r.accepted_by) or "nobody",
            ]
        )
        critiques.extend([r.round + 1, party, text] for party, text in r.critiques.items())
    return {
        "header": header,
        "rows": rows,
        "critique_header": ["round", "party", "critique of the winner"],
        "critiques": critiques,
        "before": run.accepted_before_critique,
        "after": run.accepted_after_critique,
        "parties": run.parties,
        "slate": None if run.slate is None else _slate_summary(run.slate, said),
    }


def _slate_summary(slate: SlateGuarantee, said: Callable[[str | None], str]) -> dict[str, Any]:
    """The statement slate's sentence parts: its items in words, each guarantee held or not."""

    def held(found: Mapping[Representation, bool]) -> str:
        return ", ".join(f"{k.upper()} {'holds' if ok else 'fails'}" for k, ok in found.items())

    broken = slate.broken_by
    return {
        "size": slate.size,
        "rule": slate.rule,
        "statements": "; ".join(said(c) for c in slate.slate),
        "estimated": held(slate.estimated),
        "true": held(slate.true),
        "broken_by": None if broken is None else f"{', '.join(broken.voters)} ({broken.kind})",
        "errors": slate.approval_errors,
        "pairs": slate.pairs,
    }


def run_page_context(data: RunData) -> dict[str, Any]:
    """Everything ``run.html`` shows, for :func:`~fairagents.reports._page.publish`."""
    builder = _Builder(data)
    rounds = [builder.round(r) for r in data.rounds]
    scenario = data.record.scenario
    evaluated = [v for v in rounds if v.data.joint is not None and v.data.outcome is not None]
    problem = data.problem
    caption, header, rows = _problem_table(problem)
    toc = [("decision", "The decision"), ("problem", "The problem"), ("agents", "The agents")]
    toc += [(v.anchor, f"Round {v.number}") for v in rounds]
    if builder.passages:
        toc.append(("passages", "The passages cited"))
    return {
        "version": package_version(),
        "title": scenario.title or scenario.id,
        "subtitle": f"The report of one deliberation: {scenario.id}",
        "toc": toc,
        "data": data,
        "record": data.record,
        "scenario": scenario,
        "problem": problem,
        "stakeholder_rows": [
            [s, problem.stakeholder(s).group, problem.stakeholder(s).weight]
            for s in problem.stakeholder_ids
        ],
        "model": data.record.model or scenario.model,
        "labels": _labels(data),
        "last": evaluated[-1] if evaluated else None,
        "joint": JOINT,
        "criteria_plot": criteria_plot(data, builder.anchors),
        "order_bias": _order_bias(data),
        "problem_caption": caption,
        "problem_header": header,
        "problem_rows": rows,
        "rounds": rounds,
        "measures": data.measures,
        "statements": statement_tables(data),
        "deliberation_header": list(VALUE_COLUMNS),
        "deliberation_rows": deliberation_rows(data),
        "dynamics": run_tables(data)["dynamics"],
        "passages": list(builder.passages.values()),
        "ranking_text": ranking_text,
    }


def write_run_report(
    run_dir: str | Path, *, out: str | Path | None = None, data_dir: str | Path | None = None
) -> ReportFiles:
    """Write the report of the run in ``run_dir`` (default ``RUN_DIR/report.html``).

    Its CSV files go into ``data_dir`` (default ``<page stem>-data/`` beside the page). Raises
    :class:`~fairagents.errors.InputError` when ``run_dir`` is not a run directory.
    """
    data = load_run(run_dir)
    page = Path(out) if out is not None else Path(run_dir) / "report.html"
    return publish(
        "run.html",
        run_page_context(data),
        run_tables(data).values(),
        out=page,
        data_dir=None if data_dir is None else Path(data_dir),
    )
