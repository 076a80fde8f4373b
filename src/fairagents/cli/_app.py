"""The Typer application object and the helpers every command shares."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console

from fairagents.errors import FairagentsError

app = typer.Typer(
    name="fairagents",
    help=(
        "Multi-agent deliberation with social-choice aggregation and measured fairness.\n\n"
        "Aggregate ballots under many rules, evaluate allocations against exact fairness "
        "criteria, and query the ethical corpora agents retrieve from."
    ),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

console = Console()
err_console = Console(stderr=True)

EXIT_BAD_INPUT = 2

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]
"""The ``--json`` flag every command offers."""


def fail(message: str) -> NoReturn:
    """Print one readable error and exit with code 2 (bad input), never a traceback."""
    err_console.print(
        f"[bold red]error:[/] {message}", markup=True, highlight=False, soft_wrap=True
    )
    raise typer.Exit(EXIT_BAD_INPUT)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn fairagents' own errors into :func:`fail`."""
    try:
        yield
    except FairagentsError as exc:
        fail(str(exc))


def print_json(data: Any) -> None:
    """Write JSON for scripts to stdout, unstyled."""
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
