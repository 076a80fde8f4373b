"""The numbers behind a report's figures, as tables that are also written to CSV.

Every plot on a report page is drawn from a :class:`DataTable`, and every table is written beside
the page as ``NAME.csv``, so a reader can check a figure or redraw it with other tools. Cells are
text, numbers, booleans or empty; floats are written with ``repr`` (the shortest text that reads
back as the same float, as JSON writes them), booleans as ``true``/``false``, ``None`` as an
empty cell.

>>> t = DataTable(name="demo", title="Demo", description="one row per thing",
...     columns=("who", "utility", "met"), rows=(("ann", 0.1 + 0.2, True), ("bob", None, False)))
>>> print(t.to_csv(), end="")
who,utility,met
ann,0.30000000000000004,true
bob,,false
>>> t.column("who")
['ann', 'bob']

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from pydantic import Field, model_validator

from fairagents.models.base import FrozenModel

__all__ = ["Cell", "DataTable"]

Cell = str | int | float | bool | None


def _text(cell: Cell) -> str:
    if cell is None:
        return ""
    if isinstance(cell, bool):  # before int: a bool is an int
        return "true" if cell else "false"
    if isinstance(cell, float):
        return repr(cell)
    return str(cell)


class DataTable(FrozenModel):
    """A table of a report: its file name, what one row is, its columns and rows."""

    name: str = Field(pattern=r"^[a-z][a-z0-9_]*$", description="the CSV file is NAME.csv")
    title: str
    description: str = Field(description="what one row is, and the units")
    columns: tuple[str, ...] = Field(min_length=1)
    rows: tuple[tuple[Cell, ...], ...] = ()
    notes: tuple[str, ...] = Field(
        default=(), description="footnotes shown under the table: its intervals, tests, flags"
    )

    @model_validator(mode="after")
    def _rectangular(self) -> DataTable:
        for i, row in enumerate(self.rows):
            if len(row) != len(self.columns):
                raise ValueError(
                    f"table {self.name!r}: row {i} has {len(row)} cells for "
                    f"{len(self.columns)} columns"
                )
        return self

    @property
    def file_name(self) -> str:
        return f"{self.name}.csv"

    def column(self, name: str) -> list[Cell]:
        """The cells of one column, top to bottom."""
        k = self.columns.index(name)
        return [row[k] for row in self.rows]

    def to_csv(self) -> str:
        """The table as CSV text (header first, ``\\n`` line ends)."""
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(self.columns)
        writer.writerows([_text(c) for c in row] for row in self.rows)
        return buffer.getvalue()

    def write(self, directory: Path) -> Path:
        """Write ``NAME.csv`` into ``directory`` (created if needed); return its path."""
        directory.mkdir(parents=True, exist_ok=True)
        path = directory / self.file_name
        path.write_text(self.to_csv(), encoding="utf-8")
        return path
