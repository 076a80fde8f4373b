"""A results store read back for a report: one sweep's runs, subjects, groups, rules and agents.

:func:`load_sweep_results` opens the store read-only (a reader never changes a file it was
handed), picks the sweep (the only one, or the one named), and loads every level of
:func:`~fairagents.experiments.load_results` into :class:`SweepData`, with the sweep as it was
run, its generators' notes and its counts. A store written before runs recorded group means,
rule outcomes or agent counters has none of them: ``missing`` names what the page cannot show.

:func:`is_results_store` tells a results store from a run directory, for
``fairagents report PATH``.

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from fairagents.errors import SweepError
from fairagents.experiments import ResultsStore, Sweep, load_results
from fairagents.experiments._frame import Level
from fairagents.experiments._store_schema import LATER_TABLES

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["SweepData", "is_results_store", "load_sweep_results"]

SQLITE_MAGIC = b"SQLite format 3\x00"

LEVEL_NAMES: tuple[Level, ...] = (
    "subjects", "runs", "groups", "rules", "agents", "baselines", "dynamics",
)  # fmt: skip


def is_results_store(path: str | Path) -> bool:
    """Whether ``path`` is a file that starts like an SQLite database (a results store, or
    something that will say why it is not one); a directory or anything else is not."""
    path = Path(path)
    if not path.is_file():
        return False
    try:
        with path.open("rb") as handle:
            return handle.read(len(SQLITE_MAGIC)) == SQLITE_MAGIC
    except OSError:
        return False


@dataclass(frozen=True)
class SweepData:
    """One sweep of a results store, every level as a DataFrame."""

    path: Path
    sweep: Sweep
    notes: tuple[str, ...]
    planned: int
    subjects: pd.DataFrame
    runs: pd.DataFrame
    groups: pd.DataFrame
    rules: pd.DataFrame
    agents: pd.DataFrame
    baselines: pd.DataFrame
    dynamics: pd.DataFrame
    missing: tuple[str, ...]


def load_sweep_results(path: str | Path, *, sweep: str | None = None) -> SweepData:
    """One sweep of the store at ``path`` (the only one, or ``sweep``); :class:`SweepError`
    when it is not a results store or holds several sweeps and none was named."""
    path = Path(path)
    with ResultsStore(path, create=False) as store, store.reading():
        sweeps = store.sweep_ids()
        chosen = sweep or (sweeps[0] if len(sweeps) == 1 else None)
        if chosen is None:
            raise SweepError(
                f"{path} holds sweeps {', '.join(sweeps) or 'none'}: pick one with --sweep"
            )
        spec = Sweep.model_validate_json(store.sweep_json(chosen))
        notes = tuple(store.notes(chosen))
        status = {s.sweep: s for s in store.status().sweeps}[chosen]
        missing = tuple(t for t in LATER_TABLES if not store.has(t))
    frames = {level: load_results(path, sweep=chosen, level=level) for level in LEVEL_NAMES}
    return SweepData(
        path=path,
        sweep=spec,
        notes=notes,
        planned=status.planned,
        missing=missing,
        **frames,
    )
