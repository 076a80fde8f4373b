"""Reports: a run or a sweep as one self-contained HTML page, its numbers as CSV.

- :func:`write_run_report` — ``fairagents report RUN_DIR``: one deliberation as a page
  (:mod:`~fairagents.reports._run_report`), read from its run directory
  (:func:`load_run`);
- :func:`write_sweep_report` — ``fairagents report RESULTS``: a sweep as a page
  (:mod:`~fairagents.reports._sweep_report`), read from its results store
  (:func:`load_sweep_results`); needs the ``experiments`` extra too (pandas);
- shared by every report: the page skeleton, CSS and macros (:mod:`~fairagents.reports._page`,
  templates as package data), deterministic SVG plots (:mod:`~fairagents.reports._plots`) and
  tables written as CSV (:class:`DataTable`).

Needs the ``report`` extra (matplotlib, Jinja2): ``pip install 'fairagents[report]'``.

>>> from fairagents.reports import write_run_report

Internal modules: ``_page``, ``_plots``, ``_run_data``, ``_run_plots``, ``_run_report``,
``_run_tables``, ``_sweep_data``, ``_sweep_plots``, ``_sweep_report``, ``_sweep_tables``,
``_tables``.
"""

from fairagents.reports._page import ReportFiles, publish
from fairagents.reports._run_data import RunData, load_run
from fairagents.reports._run_report import write_run_report
from fairagents.reports._sweep_data import SweepData, is_results_store, load_sweep_results
from fairagents.reports._sweep_report import write_sweep_report
from fairagents.reports._tables import DataTable

__all__ = [
    "DataTable",
    "ReportFiles",
    "RunData",
    "SweepData",
    "is_results_store",
    "load_run",
    "load_sweep_results",
    "publish",
    "write_run_report",
    "write_sweep_report",
]
