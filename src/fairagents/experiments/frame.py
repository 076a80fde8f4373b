"""Results into pandas: one call, one tidy frame (needs the ``experiments`` extra).

``load_results(path)`` gives one row per **subject** — each agent's own proposal and the joint
outcome (``who == "joint"``), each round of each finished run — with the run's labels as columns
(``case``, ``model``, ``rule``, ``seed``, ``mode``, ``aligned.framework`` …), the headline
metrics, and one boolean column per criterion (``pareto``, ``maximin_optimal``, ``usw_optimal``,
``eq``, ``ef`` …, ``rawls_optimal`` …; missing where a criterion does not apply to the problem).
``level="runs"`` gives one row per run instead, failed ones included, with status, error,
duration, worker, rounds run, stop reason, tokens and each agent's order bias.

>>> import pandas as pd
>>> from fairagents.experiments import load_results
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from fairagents.errors import SweepError
from fairagents.experiments.store import ResultsStore

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["LABEL_TYPES", "load_results", "pandas"]

LABEL_TYPES: dict[str, type] = {"seed": int, "repetition": int, "rounds": int, "concession": float}
"""Labels read as numbers (the others stay strings)."""

RUN_FIELDS = {
    "error": "error",
    "started": "started",
    "duration_s": "duration_s",
    "worker": "worker",
    "rounds": "rounds_run",  # "rounds" is the protocol's limit, a label
    "stop": "stop",
    "joint": "joint",
    "tokens": "tokens",
    "attempts": "attempts",
}
"""The run-level columns of ``level="runs"``, by store column."""


def pandas() -> Any:
    """The pandas module, or a :class:`SweepError` saying how to install it."""
    try:
        import pandas as pd
    except ImportError as exc:  # pragma: no cover - the extra is installed in CI
        raise SweepError(
            "results tables need pandas: pip install 'fairagents[experiments]'"
        ) from exc
    return pd


def _mapping(text: str, what: str, kind: type | tuple[type, ...]) -> dict[str, Any]:
    """A JSON object of ``kind`` values from the store (ValueError if someone stored anything
    else)."""
    value = json.loads(text)
    if not isinstance(value, dict) or not all(isinstance(v, kind) for v in value.values()):
        raise ValueError(f"a run's {what} are not what this version stores")
    return value


def _labels(text: str) -> dict[str, Any]:
    labels = _mapping(text, "labels", str)
    return {k: LABEL_TYPES[k](v) if k in LABEL_TYPES else v for k, v in labels.items()}


def load_results(
    path: str | Path, *, sweep: str | None = None, level: Literal["subjects", "runs"] = "subjects"
) -> pd.DataFrame:
    """The results in ``path`` as a DataFrame (see the module docstring); ``sweep`` keeps one
    sweep of a store that holds several."""
    pd = pandas()
    with ResultsStore(path, create=False) as store, store.reading():
        if sweep is not None:
            store.sweep_json(sweep)  # an unknown sweep fails here, naming the known ones
        runs = store.run_rows(sweep)
        subjects = store.subject_rows(sweep) if level == "subjects" else []
        return _frame(pd, runs, subjects, level)


def _frame(
    pd: Any, runs: list[dict[str, Any]], subjects: list[dict[str, Any]], level: str
) -> pd.DataFrame:
    run_cols: list[dict[str, Any]] = []
    for r in runs:
        row = {
            "run_id": r["run_id"],
            "sweep": r["sweep"],
            **_labels(r["labels"]),
            "status": r["status"],
        }
        if level == "runs":
            row.update({name: r[column] for column, name in RUN_FIELDS.items()})
            bias = _mapping(r["order_bias"], "order biases", (float, int, type(None)))
            row.update({f"order_bias.{a}": t for a, t in bias.items()})
        run_cols.append(row)
    if level == "runs":
        return pd.DataFrame(run_cols)
    by_run = {row["run_id"]: row for row in run_cols}
    rows = []
    criteria: dict[str, None] = {}
    for s in subjects:
        met = _mapping(s["criteria"], "criteria", bool)
        criteria.update(dict.fromkeys(met))
        rows.append(
            {
                **by_run[s["run_id"]],
                **{k: v for k, v in s.items() if k not in ("run_id", "criteria")},
                **met,
            }
        )
    frame = pd.DataFrame(rows)
    for name in criteria:
        frame[name] = frame[name].astype("boolean")
    return frame
