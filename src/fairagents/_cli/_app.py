"""The Typer application object and the helpers every command shares.

Everything a user wrote (ids, voter names, labels, file names, rule names, parameter values,
error messages quoting them) reaches the terminal through :func:`safe`: rich would otherwise read
``[/]`` as markup and crash, silently restyle ``[bold]x``, and pass control characters (terminal
escape sequences) through.

Internal to :mod:`fairagents._cli`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

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

MAX_ERROR_LINES = 12
MAX_ERROR_CHARS = 2_000
"""An error message is cut to this many lines and characters, whatever data it quotes."""

# C0 and C1 control characters and the bidirectional overrides ("Trojan source") are shown as
# escapes: they would move the cursor, recolour the terminal or reorder what the user reads.
_CONTROLS = {
    code: f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
    for code in [*range(0x20), *range(0x7F, 0xA0), *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
}


def safe(text: object, *, newlines: bool = False) -> str:
    """``text`` ready for rich markup: tags escaped, control characters made visible.

    ``newlines=True`` keeps line breaks (multi-line messages); table cells and ids keep none.

    >>> print(safe("[/]x" + chr(27) + "[31m"))
    \\[/]x\\x1b[31m
    """
    text = str(text)
    if newlines:
        return "\n".join(escape(line.translate(_CONTROLS)) for line in text.split("\n"))
    return escape(text.translate(_CONTROLS))


def _bounded(message: str) -> str:
    lines = message.split("\n")
    if len(lines) > MAX_ERROR_LINES:
        lines = [*lines[:MAX_ERROR_LINES], f"… and {len(lines) - MAX_ERROR_LINES:,} more lines"]
    text = "\n".join(lines)
    if len(text) > MAX_ERROR_CHARS:
        text = text[: MAX_ERROR_CHARS - 1] + "…"
    return text


JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")]
"""The ``--json`` flag every command offers."""


def fail(message: str) -> NoReturn:
    """Print one readable error and exit with code 2 (bad input), never a traceback."""
    err_console.print(
        f"[bold red]error:[/] {safe(_bounded(message), newlines=True)}",
        markup=True,
        highlight=False,
        soft_wrap=True,
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
