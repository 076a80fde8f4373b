"""``fairagents reaggregate RUN_DIR``: what every other rule would have chosen from a run's ballots.

It reads the run directory's files only (``run.json``, ``transcript.jsonl``), so any run handed
over can be re-aggregated; the rules are those of
:func:`~fairagents.graph.round_choice.alternative_rules`, the run's own built as the run built
it (so it reproduces the run's outcome), the others with the same tie-break. A sweep records
the same comparison for each of its runs (:mod:`fairagents.experiments.reaggregate`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from fairagents.cli._app import JsonOpt, app, console, fail, print_json, safe, user_errors
from fairagents.errors import FairagentsError, InputError
from fairagents.validation import decode_text, file_name, parse_json, read_bytes

__all__ = ["reaggregate"]


def _transcript(path: Path) -> list[dict[str, Any]]:
    """The events of a transcript (JSON lines), read through the input boundary."""
    source = file_name(path)
    text = decode_text(read_bytes(path, what="transcript"), source)
    events = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            event = parse_json(line, f"{source}: line {number}")
            if not isinstance(event, dict):
                raise InputError(f"{source}: line {number}: an event is an object, not a list")
            events.append(event)
    return events


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
    from fairagents.models import Ballot, Profile

    with user_errors():
        from fairagents.agents.table import id_order
        from fairagents.graph.round_choice import alternative_rules
        from fairagents.graph.run_directory import TRANSCRIPT, read_run

        record = read_run(run_dir)
        events = _transcript(run_dir / TRANSCRIPT)
        try:
            ballots = [e for e in events if e.get("kind") == "ballot"]
            if not ballots:
                fail(f"{run_dir}: the run has no ballots yet")
            last = max(int(e["round"]) for e in ballots)
            chosen = last if round_ is None else round_ - 1
            cast = [e for e in ballots if e["round"] == chosen]
            if not cast:
                fail(
                    f"{run_dir}: no ballots in round {chosen + 1}; rounds 1 to {last + 1} have some"
                )
            # A ratings ballot's disagreement point (stated or rated), as the run's profile had it.
            point = {
                e["ballot"]["voter"]: e["disagreement"]
                for e in cast
                if e.get("disagreement") is not None and e["ballot"].get("utilities")
            }
            profile = Profile(
                alternatives=tuple(sorted(cast[0]["shown"], key=id_order)),
                ballots=tuple(Ballot.model_validate(e["ballot"]) for e in cast),
                disagreement=point or None,
            )
        except (KeyError, TypeError, ValueError) as exc:  # a transcript edited by hand
            if isinstance(exc, FairagentsError):
                raise
            fail(f"{file_name(run_dir / TRANSCRIPT)}: a ballot event is malformed ({exc!r:.80})")
        rules = alternative_rules(record.scenario, chosen)
        outcomes = [r(profile) for r in rules if r.accepts(profile)] if all_rules else []
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
    done = {o.rule for o in outcomes}
    needs = {"cardinal": "ratings", "approval": "approvals", "ordinal": "rankings"}
    left_out: dict[str, list[str]] = {}
    for r in rules:
        if r.name not in done:
            left_out.setdefault(needs.get(str(r.input_kind), str(r.input_kind)), []).append(r.name)
    for what, names in sorted(left_out.items()):
        console.print(
            f"[dim]left out: {safe(', '.join(sorted(names)))} — these ballots carry no {what}; "
            f"a scenario's ballot: section asks agents for them (docs: Ballot kinds)[/]"
        )
