"""The ``fairagents`` command line. Each command lives in its own module and registers itself.

Internal to :mod:`fairagents`: the command line's public face is the ``fairagents`` command
(reference: the CLI page, generated from :data:`app`) and its entry point ``fairagents._cli:app``;
these modules may change without notice.

Internal modules: ``_app``, ``_cache``, ``_repairs``, ``_aggregate``, ``_budgets``, ``_committees``,
``_corpus``, ``_experiment``, ``_experiment_view``, ``_habermas``, ``_init``, ``_problems``,
``_reaggregate``, ``_report``, ``_run``, ``_run_view``.
"""

from fairagents._cli import (
    _aggregate,  # noqa: F401  (registers commands)
    _corpus,  # noqa: F401  (registers commands)
    _experiment,  # noqa: F401  (registers commands)
    _habermas,  # noqa: F401  (registers commands)
    _init,  # noqa: F401  (registers commands)
    _problems,  # noqa: F401  (registers commands)
    _reaggregate,  # noqa: F401  (registers commands)
    _report,  # noqa: F401  (registers commands)
    _run,  # noqa: F401  (registers commands)
)
from fairagents._cli._app import app

__all__ = ["app"]
