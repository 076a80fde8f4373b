"""Experiments at scale: sweeps of deliberations, run locally or on Ray, into one results store.

- :mod:`~fairagents.experiments._sweep` — the sweep file (:func:`load_sweep`);
- :mod:`~fairagents.experiments._grid` — its runs, each with a deterministic id (:func:`expand`);
- :mod:`~fairagents.experiments._execute` — one run, summarized (:func:`run_one`);
- :mod:`~fairagents.experiments._backends` — local processes or threads, or Ray;
- :mod:`~fairagents.experiments._store` — the SQLite results store (:class:`ResultsStore`);
- :mod:`~fairagents.experiments._store_schema` — its tables, and a run's rows in them;
- :mod:`~fairagents.experiments._runner` — a sweep into a store, resumable (:func:`run_sweep`);
- :mod:`~fairagents.experiments._frame` — results into pandas (:func:`load_results`);
- :mod:`~fairagents.experiments.tables` — the studies' tables; how the debates decided, and
  protocols compared on the same debates (:func:`comparison_table`), beside them;
- :mod:`~fairagents.experiments.table_columns` — the statistics beside a table's figures
  (intervals, tests, Holm, constant-column flags) and how they print.

>>> sweep = load_sweep("examples/sweeps/triage_600.yaml")
>>> len(expand(sweep, base="examples/sweeps").runs)
600

Public modules: :mod:`~fairagents.experiments.tables`,
:mod:`~fairagents.experiments.table_columns`.

Internal modules: ``_backends``, ``_comparison_tables``, ``_costs``, ``_deliberation_tables``,
``_emergence_tables``, ``_execute``, ``_frame``, ``_grid``, ``_plan``, ``_reaggregate``,
``_runner``, ``_statistics``, ``_store``, ``_store_schema``, ``_sweep``.
"""

from typing import TYPE_CHECKING

from fairagents.deprecation import renamed
from fairagents.experiments._backends import (
    Backend,
    LocalBackend,
    RayBackend,
    make_backend,
    plan_concurrency,
)
from fairagents.experiments._comparison_tables import comparison_table
from fairagents.experiments._execute import StoredRun, SubjectResult, run_one
from fairagents.experiments._frame import load_results
from fairagents.experiments._grid import Expansion, RunSpec, expand, run_id
from fairagents.experiments._runner import Counts, run_sweep, run_sweep_file
from fairagents.experiments._store import ResultsStore
from fairagents.experiments._sweep import Sweep, load_sweep, parse_sweep
from fairagents.experiments.tables import (
    criteria_table,
    distributive_table,
    negotiation_table,
    study_table,
)

__all__ = [
    "Backend",
    "Counts",
    "Expansion",
    "LocalBackend",
    "RayBackend",
    "ResultsStore",
    "RunSpec",
    "StoredRun",
    "SubjectResult",
    "Sweep",
    "comparison_table",
    "criteria_table",
    "distributive_table",
    "expand",
    "load_results",
    "load_sweep",
    "make_backend",
    "negotiation_table",
    "parse_sweep",
    "plan_concurrency",
    "run_id",
    "run_one",
    "run_sweep",
    "run_sweep_file",
    "study_table",
]

# The old name, for one release: it resolves, with a DeprecationWarning; type checkers read
# it as the new one.
if TYPE_CHECKING:
    RunResult = StoredRun
else:
    __getattr__ = renamed(__name__, {"RunResult": "StoredRun"})
