"""What ``fairagents run`` shows: the live view, streamed event lines, the final summary.

- :func:`event_line` — one event as ``round 2 · rawlsian · ballot · ranks p1+p6 first``;
- :class:`LiveView` — a table of each participant's round, status and tokens (on a terminal);
- :func:`show` — the readable summary: who proposed what citing which passages, each round's
  fairness table (each agent's own proposal beside the joint outcome), the mediator's words,
  the joint decision;
- :func:`summary` — the same for scripts (``--json``).

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rich.table import Table

from fairagents._cli._app import console, safe
from fairagents.models import Outcome

if TYPE_CHECKING:
    from fairagents.graph.runner import DirectoryRun

__all__ = ["LiveView", "event_line", "show", "summary"]

ARGUMENT_CHARS = 160


_DETAILS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "proposed": lambda e: f"proposes {e.get('candidate')}",
    "ballot": lambda e: f"ranks {' = '.join(e.get('top', []))} first",
    "outcome": lambda e: (
        f"{e.get('rule')} chooses "
        + (f"the slate {{{', '.join(e['slate'])}}}" if e.get("slate") else f"{e.get('choice')}")
    ),
    "mediation": lambda e: f"compromise {', '.join(e.get('compromise', []))}",
    "decision": lambda e: str(e.get("stop") or "next round"),
    "waiting": lambda e: f"waiting for a person ({e.get('phase')})",
    "approval": lambda e: "accepts" if e.get("accepted") else "sends the debate on",
    "retrieve": lambda e: f"retrieved {', '.join(e.get('passages', []))}",
}


def event_line(event: Mapping[str, Any]) -> str:
    """One streamed event as a line: ``round 2 · rawlsian · ballot · top p1+p6``."""
    kind = str(event.get("event", ""))
    parts = [f"round {int(event.get('round', 0)) + 1}", str(event.get("agent", "")), kind]
    detail = _DETAILS.get(kind)
    if detail is not None:
        parts.append(detail(event))
    return " · ".join(p for p in parts if p)


@dataclass
class _Row:
    round: str = ""
    status: str = "waiting"
    tokens: int = 0


class LiveView:
    """A live table: each participant's round, status and tokens (on a terminal)."""

    def __init__(self, names: list[str]) -> None:
        self.rows = {n: _Row() for n in names}
        self.last = ""

    def update(self, event: Mapping[str, Any]) -> None:
        row = self.rows.get(str(event.get("agent", "")))
        if row is not None:
            row.round = str(int(event.get("round", 0)) + 1)
            row.status = event_line(event).split(" · ", 2)[-1]
            row.tokens += int(event.get("tokens", 0) or 0)
        self.last = event_line(event)

    def render(self) -> Table:
        table = Table("participant", "round", "status", "tokens", caption=safe(self.last))
        for name, row in self.rows.items():
            table.add_row(safe(name), row.round, safe(row.status), str(row.tokens))
        return table


def summary(result: DirectoryRun) -> dict[str, Any]:
    from fairagents.graph._measures import run_measures
    from fairagents.graph._run_directory import fairness_summary, outcome_summary

    state = result.state
    scenario = result.record.scenario
    measures = run_measures(state, scenario)
    out = outcome_summary(state, result.record, measures)
    out["run_dir"] = str(result.run_dir)
    fairness = fairness_summary(state, scenario, measures)
    # "round" is the run directory's index (from 0, as fairness.json and the transcript keep
    # it); "number" is the round as the page, the CSV and the terminal count it (from 1).
    out["rounds_detail"] = [{"number": r["round"] + 1, **r} for r in fairness["rounds"]]
    out.update({k: fairness[k] for k in ("deliberation", "dynamics") if k in fairness})
    ballots = state.get("ballots") or {}
    taus: dict[str, list[float]] = {}
    for cast in ballots.values():
        if cast.order_tau is not None:
            taus.setdefault(cast.agent, []).append(cast.order_tau)
    out["order_bias"] = {a: round(sum(t) / len(t), 4) for a, t in sorted(taus.items())}
    out["ballot_stats"] = result.stats.total().model_dump(mode="json")
    out["questions"] = [p.question.model_dump(mode="json") for p in result.questions]
    return out


SAID_CHARS = 400
"""The terminal shows this much of what the mediator said (the run directory keeps it all)."""


def brief(text: str, limit: int = SAID_CHARS) -> str:
    """What a model said, for the terminal: a sentence it repeats is shown once (a small model
    can loop on one), and the rest is cut at a word, saying where the whole text is.

    >>> brief("Both agree. Both agree. Both agree. The table has three.")
    'Both agree. The table has three.'
    >>> brief("word " * 200, 22)
    'word word word word … (the whole text: transcript.jsonl)'
    """
    seen: set[str] = set()
    kept: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+", " ".join(text.split())):
        if sentence and sentence.lower() not in seen:
            seen.add(sentence.lower())
            kept.append(sentence)
    out = " ".join(kept)
    if len(out) <= limit:
        return out
    return out[:limit].rsplit(" ", 1)[0] + " … (the whole text: transcript.jsonl)"


def _criteria_text(criteria: Mapping[str, bool]) -> str:
    met = [name for name, ok in criteria.items() if ok]
    return ", ".join(met) or "none"


def show(result: DirectoryRun) -> None:
    state = result.state
    table = state.get("table") or {}
    passages = state.get("passages") or {}
    console.print(
        f"[bold]{safe(result.record.scenario.title or result.record.scenario.id)}[/]"
        f" — {safe(str(state.get('stop', '')))}"
    )
    for name in sorted(passages):
        cited = ", ".join(p.id for p in passages[name]) or "none"
        console.print(f"{safe(name)} retrieved: {safe(cited)}")
    for rk, evaluation in sorted((state.get("evaluations") or {}).items()):
        r = evaluation.round
        _positions(state, r)
        grid = Table(
            "who",
            "outcome",
            "criteria met",
            "sum",
            "min",
            "Gini",
            title=f"round {r + 1}: {safe(evaluation.outcome.rule)} chooses "
            f"{safe(_decision(evaluation.outcome))}",
        )
        from fairagents.agents._records import JOINT  # the LLM stack: loaded when a run shows

        for who, a in [*sorted(evaluation.agents.items()), (JOINT, evaluation.joint)]:
            rep = a.report
            grid.add_row(
                safe(who),
                safe(f"{a.candidate}: {a.label}"),
                safe(_criteria_text(a.criteria)),
                f"{rep.utilitarian:.4g}",
                f"{rep.minimum:.4g}",
                "" if rep.gini is None else f"{rep.gini:.3f}",
            )
        console.print(grid)
        mediation = (state.get("mediations") or {}).get(rk)
        if mediation is not None:
            said = safe(brief(mediation.summary), newlines=True)
            console.print(f"[dim]mediator:[/] {said}", soft_wrap=True)
        approval = (state.get("approvals") or {}).get(rk)
        if approval is not None:
            verdict = "accepts" if approval.accepted else "sends the debate on"
            note = f": {approval.note}" if approval.note else ""
            console.print(f"[dim]{safe(approval.approver)}:[/] {verdict}{safe(note)}")
    last = max((state.get("evaluations") or {"": None}).items())[1]
    if last is not None and last.outcome.committee is not None:
        slate = _decision(last.outcome)
        console.print(
            f"\n[bold]joint decision:[/] the slate {safe(slate)} — {safe(last.joint.label)}"
        )
    elif last is not None:
        choice = last.outcome.choice
        label = table[choice].label if choice in table else choice
        console.print(f"\n[bold]joint decision:[/] {safe(choice)} — {safe(label)}")
    if last is not None:
        _how(result)
    if result.questions:
        waiting = ", ".join(f"{p.question.who} ({p.question.kind})" for p in result.questions)
        console.print(
            f"\n[bold yellow]paused[/], waiting for {safe(waiting)}; answer with: fairagents "
            f"run --resume {safe(str(result.run_dir))} --answer FILE",
            soft_wrap=True,
        )
    console.print(f"[dim]run directory: {safe(str(result.run_dir))}[/]")


def _how(result: DirectoryRun) -> None:
    """How the joint outcome was decided, whether it is a compromise, and what emerged."""
    from fairagents.graph._measures import run_measures

    measures = run_measures(result.state, result.record.scenario)
    if measures is None:
        return
    d, e = measures.decision, measures.emergence
    how = d.how + (" (a lottery split a tie)" if d.lottery else "")
    kind = "a compromise" if d.compromise else "an agent's own proposal"
    console.print(
        f"[dim]decided by:[/] {safe(how)}; {kind} ({safe(d.source.replace('_', ' '))}); "
        f"emerged: {safe(', '.join(e.emergent) or 'none')}; "
        f"lost: {safe(', '.join(e.lost) or 'none')}",
        soft_wrap=True,
    )


def _decision(outcome: Outcome) -> str:
    """What a rule decided: its choice, or the slate a committee rule elected."""
    if outcome.committee is None:
        return outcome.choice
    return "{" + ", ".join(outcome.committee.members) + "}"


def _short(text: str, limit: int = ARGUMENT_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _positions(state: Mapping[str, Any], round_: int) -> None:
    """Each agent's position in a round: its proposal (or first choice), citations, argument."""
    from fairagents.graph._state import this_round

    proposals = this_round(state.get("proposals"), round_)
    ballots = this_round(state.get("ballots"), round_)
    console.print(f"\n[bold]round {round_ + 1}[/]")
    for agent in sorted(set(proposals) | set(ballots)):
        if agent in proposals:
            p = proposals[agent]
            what, cites, argument = f"proposes {p.candidate}", p.citations, p.argument
        else:
            b = ballots[agent]
            what = f"ranks {' = '.join(b.top)} first"
            cites, argument = b.ballot.citations, b.ballot.argument
        cited = f" (cites {', '.join(cites)})" if cites else ""
        line = f"  {safe(agent)} {safe(what)}{safe(cited)}: "
        console.print(line + f"[italic]{safe(_short(argument))}[/]", soft_wrap=True)
