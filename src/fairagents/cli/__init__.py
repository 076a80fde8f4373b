"""The ``fairagents`` command line. Each command lives in its own module and registers itself.

Internal to :mod:`fairagents`: the command line's public face is the ``fairagents`` command
(reference: the CLI page, generated from :data:`app`) and its entry point ``fairagents.cli:app``;
these modules may change without notice.

Internal modules: ``_app``, ``_cache``, ``_repairs``, ``aggregate``, ``budgets``, ``committees``,
``corpus``, ``experiment``, ``experiment_view``, ``habermas``, ``init``, ``problems``,
``reaggregate``, ``report``, ``run``, ``run_view``.
"""

from fairagents.cli import aggregate as _aggregate  # noqa: F401  (registers commands)
from fairagents.cli import corpus as _corpus  # noqa: F401  (registers commands)
from fairagents.cli import experiment as _experiment  # noqa: F401  (registers commands)
from fairagents.cli import habermas as _habermas  # noqa: F401  (registers commands)
from fairagents.cli import init as _init  # noqa: F401  (registers commands)
from fairagents.cli import problems as _problems  # noqa: F401  (registers commands)
from fairagents.cli import reaggregate as _reaggregate  # noqa: F401  (registers commands)
from fairagents.cli import report as _report  # noqa: F401  (registers commands)
from fairagents.cli import run as _run  # noqa: F401  (registers commands)
from fairagents.cli._app import app

__all__ = ["app"]
