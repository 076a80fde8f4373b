"""``fairagents run`` and ``fairagents reaggregate``: one deliberation, from a scenario file.

``run`` starts a deliberation (or resumes one with ``--resume RUN_DIR``) and writes its run
directory (:mod:`fairagents.graph.run_directory`). On a terminal it shows a live view — round,
each agent's status and tokens; ``--stream`` prints every event as it happens, tagged with its
agent and round; ``--json`` prints a summary for scripts. ``reaggregate`` shows what every other
rule would have chosen from the same final ballots. The LLM stack is imported inside the
commands, so the rest of the CLI starts fast.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.live import Live
from rich.markup import escape
from rich.table import Table

from fairagents.cli._app import JsonOpt, app, console, err_console, fail, print_json, user_errors

if TYPE_CHECKING:
    from fairagents.graph.runner import RunResult

EXIT_RUN_FAILED = 1


_DETAILS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "proposed": lambda e: f"proposes {e.get('candidate')}",
    "ballot": lambda e: f"ranks {' = '.join(e.get('top', []))} first",
    "outcome": lambda e: f"{e.get('rule')} chooses {e.get('choice')}",
    "mediation": lambda e: f"compromise {', '.join(e.get('compromise', []))}",
    "decision": lambda e: str(e.get("stop") or "next round"),
    "retrieve": lambda e: f"retrieved {', '.join(e.get('passages', []))}",
}


def _event_line(event: Mapping[str, Any]) -> str:
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


class _LiveView:
    """A live table: each participant's round, status and tokens (on a terminal)."""

    def __init__(self, names: list[str]) -> None:
        self.rows = {n: _Row() for n in names}
        self.last = ""

    def update(self, event: Mapping[str, Any]) -> None:
        row = self.rows.get(str(event.get("agent", "")))
        if row is not None:
            row.round = str(int(event.get("round", 0)) + 1)
            row.status = _event_line(event).split(" · ", 2)[-1]
            row.tokens += int(event.get("tokens", 0) or 0)
        self.last = _event_line(event)

    def render(self) -> Table:
        table = Table("participant", "round", "status", "tokens", caption=escape(self.last))
        for name, row in self.rows.items():
            table.add_row(escape(name), row.round, escape(row.status), str(row.tokens))
        return table


def _retriever_factory(corpora: Path | None) -> Callable[[], Any]:
    def open_it() -> Any:
        from fairagents.rag import open_retriever

        return open_retriever(corpora)

    return open_it


def _summary(result: RunResult) -> dict[str, Any]:
    from fairagents.graph.run_directory import fairness_summary, outcome_summary

    state = result.state
    out = outcome_summary(state, result.record)
    out["run_dir"] = str(result.run_dir)
    out["rounds_detail"] = fairness_summary(state)["rounds"]
    ballots = state.get("ballots") or {}
    taus: dict[str, list[float]] = {}
    for cast in ballots.values():
        if cast.order_tau is not None:
            taus.setdefault(cast.agent, []).append(cast.order_tau)
    out["order_bias"] = {a: round(sum(t) / len(t), 4) for a, t in sorted(taus.items())}
    out["ballot_stats"] = result.stats.total().model_dump(mode="json")
    return out


def _criteria_text(criteria: Mapping[str, bool]) -> str:
    met = [name for name, ok in criteria.items() if ok]
    return ", ".join(met) or "none"


def _show(result: RunResult) -> None:
    state = result.state
    table = state.get("table") or {}
    passages = state.get("passages") or {}
    console.print(
        f"[bold]{escape(result.record.scenario.title or result.record.scenario.id)}[/]"
        f" — {escape(str(state.get('stop', '')))}"
    )
    for name in sorted(passages):
        cited = ", ".join(p.id for p in passages[name]) or "none"
        console.print(f"{escape(name)} retrieved: {escape(cited)}")
    for rk, evaluation in sorted((state.get("evaluations") or {}).items()):
        r = evaluation.round
        grid = Table(
            "who",
            "outcome",
            "criteria met",
            "sum",
            "min",
            "Gini",
            title=f"round {r + 1}: {escape(evaluation.outcome.rule)} chooses "
            f"{escape(evaluation.outcome.choice)}",
        )
        for who, a in [*sorted(evaluation.agents.items()), ("joint", evaluation.joint)]:
            rep = a.report
            grid.add_row(
                escape(who),
                escape(f"{a.candidate}: {a.label}"),
                escape(_criteria_text(a.criteria)),
                f"{rep.utilitarian:.4g}",
                f"{rep.minimum:.4g}",
                "" if rep.gini is None else f"{rep.gini:.3f}",
            )
        console.print(grid)
        mediation = (state.get("mediations") or {}).get(rk)
        if mediation is not None:
            console.print(f"[dim]mediator:[/] {escape(mediation.summary)}", soft_wrap=True)
    last = max((state.get("evaluations") or {"": None}).items())[1]
    if last is not None:
        choice = last.outcome.choice
        label = table[choice].label if choice in table else choice
        console.print(f"\n[bold]joint decision:[/] {escape(choice)} — {escape(label)}")
    console.print(f"[dim]run directory: {escape(str(result.run_dir))}[/]")


@app.command()
def run(
    scenario_path: Annotated[
        Path | None,
        typer.Argument(metavar="SCENARIO", help="Scenario YAML or JSON file."),
    ] = None,
    model: Annotated[
        str | None,
        typer.Option(
            "--model",
            "-m",
            help="Model spec for agents without their own: analytic, "
            "local, openai:MODEL, openai-compatible:MODEL@URL.",
        ),
    ] = None,
    rule: Annotated[str | None, typer.Option("--rule", "-r", help="Aggregation rule.")] = None,
    rounds: Annotated[int | None, typer.Option("--rounds", min=1, max=50)] = None,
    seed: Annotated[int | None, typer.Option("--seed", min=0)] = None,
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="Run directory (default runs/SCENARIO-TIMESTAMP)."),
    ] = None,
    resume: Annotated[
        Path | None,
        typer.Option("--resume", help="Continue the run in this directory from its checkpoint."),
    ] = None,
    stream: Annotated[
        bool, typer.Option("--stream", help="Print each event as it happens.")
    ] = False,
    corpora: Annotated[
        Path | None,
        typer.Option("--corpora", help="Corpus folder; default $FAIRAGENTS_CORPORA or ./corpora."),
    ] = None,
    passages: Annotated[
        bool, typer.Option("--passages/--no-passages", help="Retrieve passages for agents.")
    ] = True,
    as_json: JsonOpt = False,
) -> None:
    """Run one deliberation: agents debate in rounds, a mediator steers, a rule decides.

    Every round the fairness of each agent's own proposal is measured beside the joint outcome.
    The run directory holds run.json, transcript.jsonl, outcome.json, fairness.json and the
    checkpoint; a run killed at any point continues with --resume RUN_DIR.
    """
    from fairagents.errors import FairagentsError, InputError

    with user_errors():
        from fairagents.graph.runner import apply_overrides, resume_run, start_run
        from fairagents.scenarios import load_scenario

        if resume is not None:
            if scenario_path is not None or any(x is not None for x in (rule, rounds, seed, out)):
                fail(
                    "--resume continues a run as it was started: give no SCENARIO, --rule, "
                    "--rounds, --seed or --out"
                )
            from fairagents.graph.run_directory import read_run

            record = read_run(resume)
            scenario = record.scenario
        elif scenario_path is None:
            fail("give a SCENARIO file, or --resume RUN_DIR")
        else:
            scenario = apply_overrides(
                load_scenario(scenario_path), rule=rule, rounds=rounds, seed=seed
            )
        if model is not None:
            from fairagents.llm import parse_spec

            parse_spec(model)
    names = [a.name for a in scenario.agents] + ["mediator", "rule"]
    view = _LiveView(names)
    live_wanted = console.is_terminal and not stream and not as_json

    def on_event(event: dict[str, Any]) -> None:
        if stream:
            line = _event_line(event)
            if as_json:
                err_console.print(escape(line), highlight=False)
            else:
                console.print(escape(line), highlight=False)
        view.update(event)
        if live is not None:
            live.update(view.render())

    retriever = _retriever_factory(corpora) if passages else None
    live: Live | None = (
        Live(view.render(), console=console, refresh_per_second=8) if live_wanted else None
    )
    try:
        if live is not None:
            live.start()
        if resume is not None:
            result = resume_run(resume, model=model, retriever=retriever, on_event=on_event)
        else:
            stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
            run_dir = out if out is not None else Path("runs") / f"{scenario.id}-{stamp}"
            result = start_run(
                scenario,
                run_dir,
                model=model,
                retriever=retriever,
                on_event=on_event,
                corpora=None if corpora is None else str(corpora),
            )
    except InputError as exc:  # bad input (e.g. the run directory is taken): exit 2
        if live is not None:
            live.stop()
        fail(str(exc))
    except FairagentsError as exc:  # the run itself failed; run.json records why
        if live is not None:
            live.stop()
        err_console.print(f"[bold red]run failed:[/] {escape(str(exc))}", soft_wrap=True)
        raise typer.Exit(EXIT_RUN_FAILED) from None
    finally:
        if live is not None and live.is_started:
            live.stop()
    if as_json:
        print_json(_summary(result))
    else:
        _show(result)


@app.command()
def reaggregate(
    run_dir: Annotated[Path, typer.Argument(metavar="RUN_DIR", help="A run directory.")],
    all_rules: Annotated[
        bool, typer.Option("--all", help="Every rule that can read the ballots (default).")
    ] = True,
    round_: Annotated[
        int | None, typer.Option("--round", min=1, help="Round to re-aggregate (default: last).")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """What every rule would have chosen from the same ballots of a finished run."""
    from fairagents.aggregators import available_aggregators, get_aggregator_class
    from fairagents.models import Ballot, Profile

    with user_errors():
        from fairagents.graph.run_directory import TRANSCRIPT, read_run

        record = read_run(run_dir)
        try:
            events = [
                json.loads(line)
                for line in (run_dir / TRANSCRIPT).read_text("utf-8").splitlines()
                if line.strip()
            ]
        except (OSError, ValueError) as exc:
            fail(f"{run_dir / TRANSCRIPT}: cannot read the transcript ({exc})")
        ballots = [e for e in events if e["kind"] == "ballot"]
        if not ballots:
            fail(f"{run_dir}: the run has no ballots yet")
        last = max(e["round"] for e in ballots)
        chosen = last if round_ is None else round_ - 1
        cast = [e for e in ballots if e["round"] == chosen]
        if not cast:
            fail(f"{run_dir}: no ballots in round {chosen + 1}; rounds 1 to {last + 1} have some")
        profile = Profile(
            alternatives=tuple(sorted(cast[0]["shown"], key=_natural)),
            ballots=tuple(Ballot.model_validate(e["ballot"]) for e in cast),
        )
        rules = [get_aggregator_class(n)() for n in available_aggregators()]
        outcomes = [r(profile) for r in rules if r.accepts(profile)] if all_rules else []
    rows = [
        o.model_dump(mode="json", include={"rule", "winners", "choice", "ranking"})
        for o in outcomes
    ]
    if as_json:
        print_json(
            {
                "run_dir": str(run_dir),
                "scenario": record.scenario.id,
                "round": chosen + 1,
                "outcomes": rows,
            }
        )
        return
    table = Table(
        "rule",
        "winners",
        "choice",
        "ranking",
        title=f"{escape(record.scenario.id)}, round {chosen + 1}: every rule",
    )
    for o in outcomes:
        table.add_row(
            escape(o.rule),
            escape(", ".join(o.winners)),
            escape(o.choice),
            escape(" > ".join(" = ".join(g) for g in o.ranking)),
        )
    console.print(table)
    skipped = sorted(set(available_aggregators()) - {o.rule for o in outcomes})
    if skipped:
        console.print(f"[dim]cannot read these ballots: {escape(', '.join(skipped))}[/]")


def _natural(candidate: str) -> tuple[int, str]:
    digits = candidate[1:]
    return (int(digits), "") if candidate[:1] in "cm" and digits.isdigit() else (0, candidate)


if not sys.flags.optimize:  # keep mypy and readers aware that the module registers commands
    __all__ = ["reaggregate", "run"]
