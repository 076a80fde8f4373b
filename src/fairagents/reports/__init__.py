"""Reports: a run (and later a sweep) as one self-contained HTML page, its numbers as CSV.

- :func:`write_run_report` — ``fairagents report RUN_DIR``: one deliberation as a page
  (:mod:`~fairagents.reports.run_report`), read from its run directory
  (:func:`load_run`);
- shared by every report: the page skeleton, CSS and macros (:mod:`~fairagents.reports.page`,
  templates as package data), deterministic SVG plots (:mod:`~fairagents.reports.plots`) and
  tables written as CSV (:class:`DataTable`).

Needs the ``report`` extra (matplotlib, Jinja2): ``pip install 'fairagents[report]'``.

>>> from fairagents.reports import write_run_report
"""

from fairagents.reports.page import ReportFiles, publish
from fairagents.reports.run_data import RunData, load_run
from fairagents.reports.run_report import write_run_report
from fairagents.reports.tables import DataTable

__all__ = ["DataTable", "ReportFiles", "RunData", "load_run", "publish", "write_run_report"]
