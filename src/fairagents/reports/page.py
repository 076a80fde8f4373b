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

from fairagents.errors import InputError
from fairagents.reports.tables import DataTable

__all__ = [
    "Anchors",
    "ReportFiles",
    "data_dir_for",
    "environment",
    "fmt",
    "package_version",
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
