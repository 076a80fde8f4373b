"""``fairagents init``: a starter scenario to edit, written from one the package ships.

Works from any folder of an installed package: the scenarios travel inside it
(:mod:`fairagents.resources`), and so do the corpora agents cite, so ``fairagents init``,
``fairagents corpus build`` and ``fairagents run triage.yaml`` need nothing else.

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from fairagents._cli._app import app, console, fail, user_errors
from fairagents.validation import output_directory

__all__ = ["init"]

HEADER = """\
# A starter scenario written by `fairagents init` from the shipped {name!r}: edit it, then run
#   fairagents run {file}
# Its fields (problem, agents, protocol, rule, seed, human agents, approver) are described on
# the docs site's "Scenario files" page (docs/how-to/scenarios.md) and its scenario reference.
"""


def _retargeted(text: str, name: str, target: Path) -> str:
    """The shipped file's comments name the copy (``fairagents run <the copy>``), not the
    repository's ``examples/scenarios/`` path a reader of the copy does not have.

    >>> _retargeted("# Run it: fairagents run examples/scenarios/t.yaml\\nid: t", "t.yaml",
    ...     Path("mine/t.yaml"))
    '# Run it: fairagents run mine/t.yaml\\nid: t'
    """
    shipped = f"examples/scenarios/{name}"
    return "\n".join(
        line.replace(shipped, str(target)) if line.lstrip().startswith("#") else line
        for line in text.split("\n")
    )


@app.command()
def init(
    directory: Annotated[
        Path, typer.Argument(metavar="DIR", help="Folder to write the scenario in.")
    ] = Path("."),
    source: Annotated[
        str,
        typer.Option("--from", help="The shipped scenario to start from (triage, tourism …)."),
    ] = "triage",
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing file.")] = False,
) -> None:
    """Write a starter scenario (DIR/NAME.yaml) from one the package ships."""
    from fairagents.resources import shipped_scenario

    with user_errors():
        original = shipped_scenario(source)
    target = directory / original.name
    if target.exists() and not force:
        fail(f"{target} exists; edit it, or pass --force to overwrite it")
    with user_errors():
        output_directory(directory, what="folder")
    text = HEADER.format(name=source, file=target) + _retargeted(
        original.read_text(encoding="utf-8"), original.name, target
    )
    target.write_text(text, encoding="utf-8")
    console.print(f"wrote {escape(str(target))}; next:", highlight=False)
    console.print(f"  fairagents run {escape(str(target))}", highlight=False)
