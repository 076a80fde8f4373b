"""``fairagents habermas``: a Habermas Machine round beside an LLM panel (see
:mod:`fairagents.datasets.habermas`).

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.table import Table

from fairagents._cli._app import JsonOpt, app, console, fail, print_json, safe, user_errors

if TYPE_CHECKING:
    from fairagents.datasets.habermas import HabermasRound

habermas_app = typer.Typer(
    help="The Habermas Machine's released data (a user's download) beside an LLM panel: list "
    "its rounds, write a round as a scenario, compare a run's rankings with the humans'.",
    no_args_is_help=True,
)
app.add_typer(habermas_app, name="habermas")

DataFile = Annotated[
    Path,
    typer.Argument(
        metavar="FILE",
        help="hm_all_candidate_comparisons.parquet (or a file of the same columns).",
        exists=True,
        dir_okay=False,
    ),
]
RoundOpt = Annotated[
    int, typer.Option("--round", min=1, help="Which round, as `habermas rounds` numbers them.")
]
IterationOpt = Annotated[
    int, typer.Option("--iteration", min=0, help="0: before the critique; 1: after it.")
]


@habermas_app.command("rounds")
def rounds_command(data: DataFile, as_json: JsonOpt = False) -> None:
    """List the file's rounds: group, question, participants, candidates per iteration."""
    with user_errors():
        from fairagents.datasets.habermas import read_habermas

        rounds = read_habermas(data)
    rows: list[dict[str, Any]] = [
        {
            "round": k,
            "launch_id": r.launch_id,
            "round_id": r.round_id,
            "question": r.question,
            "participants": len(r.iterations[0].opinions),
            "candidates": [len(it.candidates) for it in r.iterations],
        }
        for k, r in enumerate(rounds, start=1)
    ]
    if as_json:
        print_json(rows)
        return
    table = Table(title=safe(f"{data.name}: {len(rows)} rounds"))
    for name in ("round", "group", "question", "participants", "candidates per iteration"):
        table.add_column(name)
    for row in rows:
        table.add_row(
            str(row["round"]),
            safe(row["launch_id"]),
            safe(str(row["question"])[:70]),
            str(row["participants"]),
            ", ".join(str(n) for n in row["candidates"]),
        )
    console.print(table)


@habermas_app.command("scenario")
def scenario_command(
    data: DataFile,
    round_number: RoundOpt = 1,
    iteration: IterationOpt = 0,
    personas: Annotated[
        Path | None,
        typer.Option(
            "--personas",
            help="A PRISM-style survey file (.jsonl or .csv): one persona per participant.",
            exists=True,
            dir_okay=False,
        ),
    ] = None,
    out: Annotated[
        Path, typer.Option("--out", "-o", help="The scenario file to write (YAML).")
    ] = Path("habermas.yaml"),
) -> None:
    """Write one round as a scenario: its participants as agents, its statements as the menu.

    Run it with `fairagents run FILE --model local` (or a served model), then compare the
    panel's rankings with the humans' with `fairagents habermas compare`.
    """
    with user_errors():
        import yaml

        from fairagents.datasets.habermas import read_habermas
        from fairagents.datasets.personas import read_personas
        from fairagents.scenarios.habermas import habermas_scenario

        found = _round(read_habermas(data), round_number)
        people = read_personas(personas) if personas is not None else ()
        scenario = habermas_scenario(found, iteration=iteration, personas=people)
        if out.exists() and out.is_dir():
            fail(f"--out {out} is a directory: give a file name")
        try:
            out.write_text(
                yaml.safe_dump(scenario.model_dump(mode="json"), sort_keys=False),
                encoding="utf-8",
            )
        except OSError as exc:
            fail(f"--out {out}: cannot write: {exc}")
    console.print(f"→ {safe(str(out))}", highlight=False)


@habermas_app.command("compare")
def compare_command(
    data: DataFile,
    run_dir: Annotated[
        Path, typer.Argument(metavar="RUN_DIR", help="A finished run of a written scenario.")
    ],
    as_json: JsonOpt = False,
) -> None:
    """Kendall's tau-b of each agent's ranking in the run's first round with its participant's
    human ranking, and the mean."""
    with user_errors():
        from fairagents.datasets.habermas import ranking_agreement, read_habermas
        from fairagents.reports._run_data import load_run
        from fairagents.scenarios.habermas import human_rankings, matching_iteration

        run = load_run(run_dir)
        found, iteration = matching_iteration(read_habermas(data), run.record.scenario.problem)
        if not run.rounds:
            fail(f"{run_dir}: the run recorded no round")
        panel = {a: b.ballot.ranking for a, b in run.rounds[0].ballots.items() if b.ballot.ranking}
        agreement = ranking_agreement(panel, human_rankings(found, iteration))
    if as_json:
        print_json(agreement.model_dump(mode="json"))
        return
    table = Table(title=safe(f"{found.question[:70]} — the panel's rankings against the humans'"))
    table.add_column("participant")
    table.add_column("Kendall tau-b", justify="right")
    for who, tau in agreement.taus.items():
        table.add_row(safe(who), "—" if tau is None else f"{tau:+.2f}")
    console.print(table)
    mean = "undefined" if agreement.mean is None else f"{agreement.mean:+.2f}"
    console.print(f"mean tau-b {mean} over {agreement.n} participants", highlight=False)


def _round(rounds: tuple[HabermasRound, ...], number: int) -> HabermasRound:
    if number > len(rounds):
        fail(f"--round {number}: the file has {len(rounds)} rounds")
    return rounds[number - 1]
