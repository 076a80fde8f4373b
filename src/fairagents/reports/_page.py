"""The page every report shares: one self-contained HTML file, with its tables as CSV beside it.

A report is a Jinja2 template that extends ``base.html`` (the skeleton: inline CSS, a title, a
table of contents, the list of CSV files, the provenance footer) and uses the shared macros of
``macros.html`` (data tables, figures, ✓/✗ cells). Templates and CSS are package data in
``fairagents/reports/templates``. Every value reaches the page through autoescaping, so a
scenario's text, an agent's argument or a passage can hold ``<script>`` and still only be read;
the page loads nothing — no script, font, stylesheet or image from anywhere.

:func:`publish` renders a template, writes the page and its tables (by default into
``<page stem>-data/`` beside the page) and returns the paths written. Pages are deterministic:
the same inputs give the same bytes (no time of writing is recorded).

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jinja2
import markupsafe

from fairagents.errors import InputError
from fairagents.reports._tables import DataTable

__all__ = [
    "Anchors",
    "ReportFiles",
    "criterion_name",
    "data_dir_for",
    "environment",
    "fmt",
    "header",
    "package_version",
    "prose",
    "publish",
]


@dataclass(frozen=True)
class ReportFiles:
    """What a report wrote: the page and its CSV files."""

    page: Path
    tables: tuple[Path, ...]


class Anchors:
    """Unique, readable anchor ids for one page: ``passage-rawls-14-1`` for ``rawls-14#1``.

    >>> a = Anchors()
    >>> [a.get("passage", key) for key in ("rawls-14#1", "rawls-14.1", "rawls-14#1")]
    ['passage-rawls-14-1', 'passage-rawls-14-1-2', 'passage-rawls-14-1']
    """

    def __init__(self) -> None:
        self._ids: dict[tuple[str, str], str] = {}
        self._taken: set[str] = set()

    def get(self, kind: str, key: str) -> str:
        """The anchor of ``key`` among things of ``kind`` (the same key, the same anchor)."""
        if (kind, key) not in self._ids:
            base = re.sub(r"[^A-Za-z0-9_]+", "-", f"{kind}-{key}").strip("-").lower()
            anchor, n = base, 1
            while anchor in self._taken:
                n += 1
                anchor = f"{base}-{n}"
            self._taken.add(anchor)
            self._ids[(kind, key)] = anchor
        return self._ids[(kind, key)]


def package_version() -> str:
    """The installed fairagents version, for a page's footer."""
    try:
        return version("fairagents")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "(source)"


def fmt(value: float | int | None, digits: int = 4) -> str:
    """A number for reading: ``digits`` significant digits, ``—`` for none.

    >>> fmt(99.05000000000001), fmt(0.4316473), fmt(None), fmt(3)
    ('99.05', '0.4316', '—', '3')
    """
    if value is None:
        return "—"
    if isinstance(value, int):
        return str(value)
    return f"{value:.{digits}g}"


CRITERION_NAMES = {
    "pareto": "Pareto optimal",
    "maximin_optimal": "maximin optimal",
    "usw_optimal": "utilitarian optimal",
    "eq": "least equitability gap",
    "ef": "envy-free",
    "ef1": "envy-free up to one good (EF1)",
    "efx": "envy-free up to any good (EFX)",
    "proportionality": "proportional",
    "mms": "maximin share (MMS)",
    "jr": "justified representation (JR)",
    "pjr": "proportional JR (PJR)",
    "ejr": "extended JR (EJR)",
}
"""How a page names each criterion of the judge (its key stays beside it, as in the CSV)."""


def criterion_name(key: str) -> str:
    """A criterion's name for a reader; a framework's optimality as that framework's optimum.

    >>> criterion_name("ef1"), criterion_name("rawls_optimal"), criterion_name("new_one")
    ('envy-free up to one good (EF1)', 'rawls optimum', 'new one')
    """
    if key in CRITERION_NAMES:
        return CRITERION_NAMES[key]
    if key.endswith("_optimal"):
        return f"{key.removesuffix('_optimal')} optimum"
    return header(key)


def header(column: str) -> str:
    """A table column's header as a page shows it: words, not a dataframe's name (the CSV keeps
    the name); the spaces also let a narrow column wrap instead of widening the table.

    >>> header("most_frequent_error"), header("PO"), header("rawls.k")
    ('most frequent error', 'PO', 'rawls.k')
    """
    return column.replace("_", " ")


def prose(text: str) -> markupsafe.Markup:
    """User text as HTML (escaped): paragraphs, and its ``- item`` lines as a list (a case's
    description lists its people or options that way).

    >>> print(prose("Two beds.\\n- p1: age 70\\n- p2: <b>"))
    <p class="prose">Two beds.</p>
    <ul class="prose-list"><li>p1: age 70</li><li>p2: &lt;b&gt;</li></ul>
    """
    blocks: list[str] = []
    items: list[str] = []
    lines: list[str] = []

    def close() -> None:
        if lines:
            blocks.append(f'<p class="prose">{markupsafe.escape(chr(10).join(lines))}</p>')
            lines.clear()
        if items:
            listed = "".join(f"<li>{markupsafe.escape(i)}</li>" for i in items)
            blocks.append(f'<ul class="prose-list">{listed}</ul>')
            items.clear()

    for line in text.splitlines():
        if line.lstrip().startswith("- "):
            if lines:
                close()
            items.append(line.lstrip()[2:])
        else:
            if items:
                close()
            lines.append(line)
    close()
    return markupsafe.Markup("\n".join(blocks))


@cache
def environment() -> jinja2.Environment:
    """The templates' environment: autoescaping, and an error for any undefined name."""
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("fairagents.reports", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["fmt"] = fmt
    env.filters["header"] = header
    env.filters["prose"] = prose
    env.filters["criterion"] = criterion_name
    return env


def data_dir_for(page: Path) -> Path:
    """Where a page's CSV files go unless told: ``<stem>-data/`` beside it."""
    return page.parent / f"{page.stem}-data"


def _href(target: Path, page: Path) -> str:
    try:
        relative = os.path.relpath(target, page.parent)
    except ValueError:  # another drive (Windows): only an absolute link can reach it
        return target.resolve().as_uri()
    return quote(Path(relative).as_posix())


def publish(
    template: str,
    context: Mapping[str, Any],
    tables: Iterable[DataTable],
    *,
    out: Path,
    data_dir: Path | None = None,
) -> ReportFiles:
    """Render ``template`` with ``context`` into ``out`` and write ``tables`` as CSV.

    The template also receives ``data_files``: each table with the link to its CSV file.
    Raises :class:`InputError` when a file cannot be written.
    """
    data_dir = data_dir if data_dir is not None else data_dir_for(out)
    tables = list(tables)
    data_files = [
        {"table": t, "href": _href(data_dir / t.file_name, out), "file": t.file_name}
        for t in tables
    ]
    html = environment().get_template(template).render(**context, data_files=data_files)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(html, encoding="utf-8")
        written = tuple(t.write(data_dir) for t in tables)
    except OSError as exc:
        raise InputError(
            f"{exc.filename or out}: cannot write the report ({exc.strerror or exc}); "
            "choose another --out or --csv"
        ) from exc
    return ReportFiles(page=out, tables=written)
