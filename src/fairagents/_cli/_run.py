"""``fairagents run``: one deliberation, from a scenario file.

``run`` starts a deliberation (or resumes one with ``--resume RUN_DIR``) and writes its run
directory (:mod:`fairagents.graph._run_directory`). When the scenario has people (a ``human``
agent, an ``approver``) the run pauses on each question: ``run`` asks it on standard input,
asking again when an answer cannot be used; at the end of input it leaves the run paused, to be
answered later with ``--resume RUN_DIR --answer FILE``. On a terminal it shows a live view — round,
each agent's status and tokens; ``--stream`` prints every event as it happens, tagged with its
agent and round; ``--json`` prints a summary for scripts (``fairagents reaggregate``, in
:mod:`fairagents._cli._reaggregate`, shows what every other rule would have chosen from the run's
final ballots). The LLM stack is imported inside the command, so the rest of the CLI starts
fast.

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, cast

import typer
from rich.live import Live

from fairagents._cli._app import (
    JsonOpt,
    app,
    console,
    err_console,
    fail,
    print_json,
    safe,
    user_errors,
)
from fairagents._cli._cache import CacheOpt, NoCacheOpt, response_cache
from fairagents._cli._run_view import LiveView, event_line, show, summary
from fairagents.errors import FairagentsError, InputError
from fairagents.validation import output_path

if TYPE_CHECKING:
    from fairagents.graph.runner import Durability, Pending
    from fairagents.llm._specs import TransportSpec
    from fairagents.problems import Problem

EXIT_RUN_FAILED = 1

_FIELDS = {
    "ballot": (("ranking", "your ranking, best first"), ("argument", "your argument (optional)")),
    "proposal": (("proposal", "your proposal"), ("argument", "your argument (optional)")),
    "approval": (("accept", "accept? yes/no"), ("note", "a note (optional)")),
    "critique": (
        ("verdict", "accept or object?"),
        ("wants", "the statement you want instead (optional)"),
        ("reasons", "why (optional)"),
    ),
}
"""What a person types for each kind of question, one line each."""


def _read_line(prompt: str) -> str | None:
    """One line from standard input (``None`` at its end)."""
    console.print(safe(prompt), end="", highlight=False)
    line = sys.stdin.readline()
    if not line:
        console.print()
        return None
    return line.rstrip("\r\n")


def ask_in_terminal(questions: list[Pending], problem: Problem) -> dict[str, Any] | None:
    """Each pending question asked on standard input until its answer can be used.

    Returns person → answer, or ``None`` when the input ends first (the run stays paused).
    """
    from fairagents.agents._answers import question_text, read_answer
    from fairagents.errors import AnswerError

    answers: dict[str, Any] = {}
    for pending in questions:
        question = pending.question
        console.print(safe(question_text(question), newlines=True), highlight=False, soft_wrap=True)
        while True:
            fields: dict[str, str] = {}
            for name, prompt in _FIELDS[question.kind]:
                if name == "ranking" and question.ballot is not None:  # ratings or approvals
                    prompt = f"your {question.ballot.kind}"
                line = _read_line(f"{prompt}> ")
                if line is None:
                    return None
                fields[name] = line
            try:
                read_answer(question, fields, problem)
            except AnswerError as exc:
                err_console.print(f"[yellow]cannot use that:[/] {safe(str(exc))}", soft_wrap=True)
                continue
            answers[question.who] = fields
            break
    return answers


def _scenario_file(path: Path) -> Path:
    """``path``, or the shipped scenario of that name when no such file exists."""
    from fairagents.resources import scenario_names, shipped_scenario

    if not path.exists() and path.suffix == "" and str(path) in scenario_names():
        return shipped_scenario(str(path))
    return path


def _answers_file(path: Path, run_dir: Path) -> dict[str, Any]:
    """``--answer FILE``: person → answer; a single answer when the run waits on one person."""
    from fairagents.agents._answers import answers_by_person
    from fairagents.errors import AnswerError
    from fairagents.graph._run_directory import QUESTIONS
    from fairagents.validation import read_data_file

    data = read_data_file(path, what="answer")
    try:
        waiting = [q["who"] for q in json.loads((run_dir / QUESTIONS).read_text("utf-8"))]
    except (OSError, ValueError, KeyError, TypeError):
        waiting = []
    try:
        return answers_by_person(data, waiting)
    except AnswerError as exc:
        fail(f"{path}: {exc}" if waiting else f"{run_dir}: {exc}")


# How a served model is called (fairagents.llm._transport): options shared with `experiment run`.
TimeoutOpt = Annotated[
    float | None,
    typer.Option(
        "--timeout",
        min=0.001,
        help="Seconds a served model's request may stay silent before it is retried (120).",
    ),
]
AttemptsOpt = Annotated[
    int | None,
    typer.Option("--attempts", min=1, max=100, help="Tries per request to a served model (6)."),
]
BackoffOpt = Annotated[
    float | None,
    typer.Option("--backoff", min=0, help="Seconds before the first retry, doubling (1)."),
]
MaxRpmOpt = Annotated[
    float | None,
    typer.Option("--max-rpm", min=0.001, help="Requests a minute per endpoint and process."),
]
MaxConcurrencyOpt = Annotated[
    int | None,
    typer.Option("--max-concurrency", min=1, help="Requests in flight per endpoint and process."),
]


def with_transport(transport: TransportSpec, **given: float | None) -> TransportSpec:
    """``transport`` with the options given on the command line (None: keep the scenario's)."""
    return transport.model_copy(update={k: v for k, v in given.items() if v is not None})


@app.command()
def run(
    scenario_path: Annotated[
        Path | None,
        typer.Argument(
            metavar="SCENARIO",
            help="Scenario YAML or JSON file, or the name of a shipped one (triage, tourism …).",
        ),
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
    decision: Annotated[
        str | None,
        typer.Option(
            "--decision",
            help="How a round decides: vote (the rule), agreement, single_text or concession.",
        ),
    ] = None,
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
        typer.Option(
            "--corpora",
            help="Corpus folder; default $FAIRAGENTS_CORPORA, ./corpora, or the shipped ones.",
        ),
    ] = None,
    passages: Annotated[
        bool, typer.Option("--passages/--no-passages", help="Retrieve passages for agents.")
    ] = True,
    answer: Annotated[
        Path | None,
        typer.Option(
            "--answer",
            help="With --resume: answers for a paused run, JSON or YAML (person → answer).",
        ),
    ] = None,
    timeout: TimeoutOpt = None,
    attempts: AttemptsOpt = None,
    backoff: BackoffOpt = None,
    max_rpm: MaxRpmOpt = None,
    max_concurrency: MaxConcurrencyOpt = None,
    cache: CacheOpt = None,
    no_cache: NoCacheOpt = False,
    restart: Annotated[
        bool,
        typer.Option(
            "--restart",
            help="With --resume: start the run over from round 1 (its checkpoint is dropped).",
        ),
    ] = False,
    durability: Annotated[
        str | None,
        typer.Option(
            "--durability",
            help="When the checkpoint is written: async (default: after every step), sync "
            "(after every step, before the next), exit (at the end only: faster; a run killed "
            "before its end is run again from round 1 on --resume).",
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Run one deliberation: agents debate in rounds, a mediator steers, a rule decides.

    Every round the fairness of each agent's own proposal is measured beside the joint outcome.
    The run directory holds run.json, transcript.jsonl, outcome.json, fairness.json and the
    checkpoint; a run killed at any point continues with --resume RUN_DIR. A run with people
    asks them on standard input, or pauses: answer with --resume RUN_DIR --answer FILE.
    """
    with user_errors():
        if out is not None:  # before any work: a run that cannot be written is not started
            output_path(out, what="--out", folder=True)
        from fairagents.graph.runner import DURABILITIES, apply_overrides, resume_run, start_run
        from fairagents.scenarios import load_scenario

        if durability is not None and durability not in DURABILITIES:
            fail(f"--durability {durability!r} is unknown; known: {', '.join(DURABILITIES)}")

        if resume is not None:
            given = (rule, rounds, seed, decision, out)
            if scenario_path is not None or any(x is not None for x in given):
                fail(
                    "--resume continues a run as it was started: give no SCENARIO, --rule, "
                    "--rounds, --seed, --decision or --out"
                )
            from fairagents.graph._run_directory import read_run

            record = read_run(resume)
            scenario = record.scenario
        elif answer is not None:
            fail("--answer answers a paused run: use it with --resume RUN_DIR")
        elif restart:
            fail("--restart starts a run over: use it with --resume RUN_DIR")
        elif scenario_path is None:
            fail("give a SCENARIO file, or --resume RUN_DIR")
        else:
            scenario = apply_overrides(
                load_scenario(_scenario_file(scenario_path)),
                rule=rule,
                rounds=rounds,
                seed=seed,
                decision=decision,
            )
        transport = with_transport(
            scenario.transport,
            timeout=timeout,
            attempts=attempts,
            backoff=backoff,
            max_rpm=max_rpm,
            max_concurrency=max_concurrency,
        )
        scenario = scenario.model_copy(update={"transport": transport})
        if model is not None:
            from fairagents.llm import parse_spec

            parse_spec(model)
    names = [a.name for a in scenario.agents] + ["mediator", "rule"]
    view = LiveView(names)
    live_wanted = console.is_terminal and not stream and not as_json

    def on_event(event: dict[str, Any]) -> None:
        if stream:
            line = event_line(event)
            if as_json:
                err_console.print(safe(line, newlines=True), highlight=False)
            else:
                console.print(safe(line, newlines=True), highlight=False)
        elif not live_wanted and not as_json and event.get("event") == "outcome":
            # Piped output has no live table: a line per round on stderr shows it is moving.
            err_console.print(safe(event_line(event), newlines=True), highlight=False)
        view.update(event)
        if live is not None:
            live.update(view.render())

    from fairagents.graph.runner import LazyRetriever

    # Opened on the first query only: a resumed run past retrieval never loads the index.
    retriever = LazyRetriever(corpora=corpora) if passages else None
    responses = response_cache(cache, no_cache)
    live: Live | None = None

    @contextmanager
    def live_view() -> Iterator[None]:
        """The live table while the graph runs, never while a person is asked."""
        nonlocal live
        live = Live(view.render(), console=console, refresh_per_second=8) if live_wanted else None
        try:
            if live is not None:
                live.start()
            yield
        finally:
            if live is not None and live.is_started:
                live.stop()
            live = None

    # Both resumes here (--resume, and each answer given on the terminal) continue alike.
    continue_run = partial(
        resume_run,
        model=model,
        retriever=retriever,
        on_event=on_event,
        transport=transport,
        cache=responses,
        durability=cast("Durability | None", durability),
    )
    try:
        with live_view():
            if resume is not None:
                answers = None if answer is None else _answers_file(answer, resume)
                result = continue_run(resume, answers=answers, restart=restart)
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
                    cache=responses,
                    durability=cast("Durability | None", durability),
                )
        with ExitStack() as asking:
            if result.questions and answer is None:
                # Hold the run while people answer here: no other --resume answers in between.
                from fairagents.graph._run_directory import hold_run

                asking.enter_context(hold_run(result.run_dir))
            while result.questions and answer is None:
                asked = ask_in_terminal(result.questions, result.record.scenario.problem)
                if asked is None:
                    break
                with live_view():
                    result = continue_run(result.run_dir, answers=asked)
    except InputError as exc:  # bad input (e.g. the run directory is taken): exit 2
        fail(str(exc))
    except FairagentsError as exc:  # the run itself failed; run.json records why
        why = safe(str(exc), newlines=True)
        err_console.print(f"[bold red]run failed:[/] {why}", soft_wrap=True)
        raise typer.Exit(EXIT_RUN_FAILED) from None
    finally:
        if responses is not None:  # every reply in the one cache file, ready to copy
            responses.checkpoint()
    if as_json:
        print_json(summary(result))
    else:
        show(result)
        calls = result.stats.total()
        if responses is not None and responses.path.is_file():  # a cached model used it
            console.print(
                f"[dim]{calls.model_calls} model calls, {calls.cache_hits} answered from the "
                f"response cache {safe(str(responses.path))}[/]",
                highlight=False,
                soft_wrap=True,
            )


__all__ = ["run"]
