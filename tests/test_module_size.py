"""No module of ``src/`` over 600 lines without a written reason (issue 29).

The reasons live in docs/architecture.md, section *Long modules*: one table row per long module,
``| `fairagents.pkg.module` | its reason |``. This test reads that table, so the page and the code
cannot drift: a module that grows past the limit fails until it is listed with a reason, and a
listed module that shrinks back fails until its row is removed. The house rule behind it (split a
module when it holds two concepts, not when it reaches a line count) is on the same page.
"""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import ROOT

LIMIT = 600
SRC = ROOT / "src"
PAGE = ROOT / "docs" / "architecture.md"
SECTION = "## Long modules"


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def _module(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def long_modules() -> dict[str, int]:
    """Every module of ``src/`` over :data:`LIMIT` lines → its line count."""
    found = {_module(p): _lines(p) for p in sorted(SRC.rglob("*.py"))}
    return {m: n for m, n in found.items() if n > LIMIT}


def reasons(text: str | None = None) -> dict[str, str]:
    """The *Long modules* table of docs/architecture.md: module → its reason."""
    page = PAGE.read_text(encoding="utf-8") if text is None else text
    start = page.find(f"\n{SECTION}\n")
    assert start >= 0, f"{PAGE.relative_to(ROOT)} has no '{SECTION}' section"
    body = page[start + len(SECTION) + 2 :]
    end = body.find("\n## ")
    body = body if end < 0 else body[:end]
    found: dict[str, str] = {}
    for row in re.finditer(r"^\| `(fairagents[\w.]*)` \| (.+?) \|\s*$", body, re.M):
        assert row[1] not in found, f"{SECTION}: {row[1]} is listed twice"
        found[row[1]] = row[2].strip()
    return found


def test_the_reasons_table_is_read() -> None:
    text = (
        "# Page\n\n## Long modules\n\n| module | why |\n| --- | --- |\n"
        "| `fairagents.x` | One thing. |\n\n## Next\n\n| `fairagents.y` | not this table. |\n"
    )
    assert reasons(text) == {"fairagents.x": "One thing."}
    assert reasons(), f"no rows read from '{SECTION}' in {PAGE.relative_to(ROOT)}"


def test_every_module_over_the_limit_says_why() -> None:
    written = reasons()
    unexplained = {m: n for m, n in long_modules().items() if m not in written}
    assert not unexplained, (
        f"modules over {LIMIT} lines with no written reason: {unexplained}. Split a module that "
        f"holds two concepts; if it holds one, add a row to '{SECTION}' in "
        f"{PAGE.relative_to(ROOT)} saying why it is long"
    )


def test_no_reason_is_kept_for_a_module_that_is_not_long() -> None:
    long = long_modules()
    stale = sorted(m for m in reasons() if m not in long)
    assert not stale, (
        f"'{SECTION}' in {PAGE.relative_to(ROOT)} lists {stale}, which are not over {LIMIT} "
        "lines (or do not exist): remove their rows"
    )


def test_each_reason_is_a_sentence() -> None:
    for module, reason in reasons().items():
        assert len(reason) >= 40 and reason.endswith("."), f"{module}: {reason!r} says too little"
