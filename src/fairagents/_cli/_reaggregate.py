"""``fairagents reaggregate RUN_DIR``: what every other rule would have chosen from a run's ballots.

It reads the run directory's files only (``run.json``, ``transcript.jsonl``), through the one
reader of a run directory (:func:`fairagents.reports._run_data.load_run`), so any run handed over
can be re-aggregated; the rules are those of
:meth:`~fairagents.graph._round_choice.RoundRule.alternatives`, the run's own built as the run built
it (so it reproduces the run's outcome), the others with the same tie-break. A sweep records
the same comparison for each of its runs (:mod:`fairagents.experiments._reaggregate`).

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from fairagents._cli._app import JsonOpt, app, console, fail, print_json, safe, user_errors
from fairagents.errors import FairagentsError
from fairagents.validation import file_name

__all__ = ["reaggregate"]


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
    from fairagents.models import Profile

    with user_errors():
        from fairagents.agents._candidates import id_order
        from fairagents.experiments._reaggregate import apply_rules
        from fairagents.graph._round_choice import RoundRule
        from fairagents.graph._run_directory import TRANSCRIPT
        from fairagents.reports._run_data import load_run

        # The one reader of a run directory: each ballot event is validated there (a line that
        # does not read is an InputError naming the file and line).
        run = load_run(run_dir)
        record = run.record
        voted = {r.round: r for r in run.rounds if r.ballots}
        if not voted:
            fail(f"{run_dir}: the run has no ballots yet")
        last = max(voted)
        chosen = last if round_ is None else round_ - 1
        if chosen not in voted:
            fail(f"{run_dir}: no ballots in round {chosen + 1}; rounds 1 to {last + 1} have some")
        cast = list(voted[chosen].ballots.values())
        # A ratings ballot's disagreement point (stated or rated), as the run's profile had it.
        point = {
            c.ballot.voter: c.disagreement
            for c in cast
            if c.disagreement is not None and c.ballot.utilities
        }
        try:
            profile = Profile(
                alternatives=tuple(sorted(cast[0].shown, key=id_order)),
                ballots=tuple(c.ballot for c in cast),
                disagreement=point or None,
            )
        except ValueError as exc:  # ballots that disagree with each other: a transcript edited
            if isinstance(exc, FairagentsError):
                raise
            fail(f"{file_name(run_dir / TRANSCRIPT)}: a ballot event is malformed ({exc!r:.80})")
        rules = RoundRule.of(record.scenario).alternatives(chosen) if all_rules else []
        # Each rule checks its input and size limit before any work; those over it are skipped.
        outcomes, skipped = apply_rules(rules, profile)
    rows = [
        o.model_dump(mode="json", include={"rule", "winners", "choice", "ranking", "committee"})
        for o in outcomes
    ]
    for row in rows:
        if row.get("committee") is None:
            row.pop("committee", None)
    if as_json:
        print_json(
            {
                "run_dir": str(run_dir),
                "scenario": record.scenario.id,
                "round": chosen + 1,
                "outcomes": rows,
                "skipped": skipped,
            }
        )
        return
    table = Table(
        "rule",
        "winners",
        "choice",
        "ranking",
        title=f"{safe(record.scenario.id)}, round {chosen + 1}: every rule",
    )
    for o in outcomes:
        chosen_text = (
            o.choice if o.committee is None else "{" + ", ".join(o.committee.members) + "}"
        )
        table.add_row(
            safe(o.rule),
            safe(", ".join(o.winners)),
            safe(chosen_text),
            safe(" > ".join(" = ".join(g) for g in o.ranking)),
        )
    console.print(table)
    for name, reason in sorted(skipped.items()):
        console.print(f"[dim]skipped {safe(name)}: {safe(reason)}[/]")
