"""The code blocks of the documentation pages, and how each one runs (tests/test_docs.py).

The convention, for authors of ``docs/**/*.md`` (also on the site's *Contribute* page):

- a ``python`` block is executed; the blocks of one page share a namespace, in page order;
- a ``bash`` block's commands run one by one, each a ``fairagents …`` command (comments and
  ``\\`` continuations read as a shell would; ``</dev/null`` is allowed: standard input is always
  empty), and each must exit 0;
- a ``yaml`` or ``json`` block must parse;
- ``<!-- docs-test: file NAME -->`` on the line before a block writes the block to ``NAME`` in
  the page's folder, for the commands and snippets after it;
- ``<!-- docs-test: output -->`` on the line before a ``text`` block makes it the output of the
  last command of the ``bash`` block before it, or of the ``python`` block before it: each of
  its lines must be a line of what that command or block printed (spaces aside), so a table
  shown on a page is the table the code prints;
- ``<!-- docs-test: skip REASON -->`` on the line before a block leaves it out; the reason is
  required, and says why (a fragment, a server, a model that is not offline).

Every page runs in a fresh folder holding the repository's ``examples/``, ``corpora/`` and
``tests/data/``, as a reader's checkout would.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

RUNNABLE = {"python", "bash", "yaml", "json"}
"""Languages whose blocks run (or parse); a block in any other (``text``, none) is output."""

_FENCE = re.compile(r"^(?P<indent> *)(?P<ticks>`{3,})(?P<lang>[\w+-]*)[^`]*$")
_DIRECTIVE = re.compile(r"^\s*<!--\s*docs-test:\s*(?P<verb>\S+)\s*(?P<arg>.*?)\s*-->\s*$")


@dataclass(frozen=True)
class Block:
    """One fenced code block of a page."""

    page: Path
    line: int  # of the opening fence, from 1
    lang: str
    code: str
    skip: str | None = None  # the reason, when the block is not run
    file: str | None = None  # where the block is written, when it is a file
    output: bool = False  # the printed output of the command before it

    @property
    def where(self) -> str:
        return f"{self.page}:{self.line}"

    @property
    def runs(self) -> bool:
        return self.skip is None and (self.lang in RUNNABLE or self.file is not None or self.output)


class ConventionError(ValueError):
    """A page breaks the convention: a directive that is unknown, unattached or without a reason."""


def blocks(page: Path, text: str | None = None) -> list[Block]:
    """The fenced code blocks of ``page`` (``text``: its content, if already read)."""
    lines = (page.read_text("utf-8") if text is None else text).split("\n")
    found: list[Block] = []
    i = 0
    pending: tuple[str, str, int] | None = None  # a directive waiting for its block
    while i < len(lines):
        line = lines[i]
        directive = _DIRECTIVE.match(line)
        fence = _FENCE.match(line)
        if directive:
            if pending is not None:
                raise ConventionError(f"{page}:{pending[2]}: a docs-test directive with no block")
            pending = (directive["verb"], directive["arg"], i + 1)
        elif fence:
            indent, ticks, lang = fence["indent"], fence["ticks"], fence["lang"].lower()
            body: list[str] = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(ticks):
                body.append(lines[i][len(indent) :] if lines[i].startswith(indent) else lines[i])
                i += 1
            skip = file = None
            output = False
            if pending is not None:
                verb, arg, at = pending
                if verb == "skip":
                    if not arg:
                        raise ConventionError(f"{page}:{at}: docs-test: skip needs a reason")
                    skip = arg
                elif verb == "file":
                    if not re.fullmatch(r"[\w.-]+", arg):
                        raise ConventionError(f"{page}:{at}: docs-test: file needs a plain name")
                    file = arg
                elif verb == "output" and not arg:
                    output = True
                else:
                    raise ConventionError(
                        f"{page}:{at}: unknown docs-test directive {verb!r} (skip, file, output)"
                    )
                pending = None
            code = "\n".join(body) + "\n"
            found.append(Block(page, i - len(body), lang, code, skip, file, output))
        elif line.strip() and pending is not None:
            raise ConventionError(
                f"{page}:{pending[2]}: a docs-test directive must be the line just before a block"
            )
        i += 1
    if pending is not None:
        raise ConventionError(f"{page}:{pending[2]}: a docs-test directive with no block")
    return found


def commands(code: str) -> list[list[str]]:
    """The commands of a ``bash`` block, each as its arguments after ``fairagents``.

    >>> commands("fairagents run x \\\\\\n  --out y   # a comment\\n")
    [['run', 'x', '--out', 'y']]
    >>> commands("\\nfairagents report y </dev/null")
    [['report', 'y']]
    """
    joined = re.sub(r"\\\n", " ", code)
    out: list[list[str]] = []
    for line in joined.split("\n"):
        words = shlex.split(line, comments=True)
        if not words:
            continue
        if words[0] != "fairagents":
            raise ConventionError(
                f"{line.strip()!r} is not a fairagents command: mark the block "
                "<!-- docs-test: skip REASON --> if it cannot run in the suite"
            )
        out.append([w for w in words[1:] if w != "</dev/null"])
    return out
