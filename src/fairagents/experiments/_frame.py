"""Results into pandas: one call, one tidy frame (needs the ``experiments`` extra).

``load_results(path)`` gives one row per **subject** — each agent's own proposal and the joint
outcome (``who == "joint"``), each round of each finished run — with the run's labels as columns
(``case``, ``model``, ``rule``, ``seed``, ``mode``, ``aligned.framework`` …), the headline
metrics, and one boolean column per criterion (``pareto``, ``maximin_optimal``, ``usw_optimal``,
``eq``, ``ef`` …, ``rawls_optimal`` …; missing where a criterion does not apply to the problem).
``level="runs"`` gives one row per run instead, failed ones included, with status, error,
duration, worker, rounds run, stop reason, tokens and each agent's order bias. Three more
levels, from what runs record for the sweep report (empty for a store written before they
were recorded):

- ``level="groups"``: one row per group under each subject (``group``, ``mean_utility``);
- ``level="rules"``: one row per rule re-aggregating a run's final ballots (``with_rule`` — the
  ``rule`` label stays the debate's own — ``winners``, ``agrees`` with the joint outcome,
  ``candidate``, the headline metrics and one boolean column per criterion);
- ``level="agents"``: one row per agent of every recorded run, failed ones included, with its
  structured-output counters (``requests``, ``ballots``, ``failures``, ``attempts``,
  ``invalid_replies``, ``truncated``, ``repaired``, ``repairs`` by kind, tokens);
- ``level="baselines"``: one row per finished run with the value of deliberation's baseline,
  the rule on the first round's ballots (``who == "first_rule"``, round 0), laid out like a
  subject (``candidate``, the headline metrics, one boolean column per criterion);
- ``level="dynamics"``: one row per agent and round of every finished run with ``moved`` (the
  Kendall distance of its ballot to its previous one), ``conformity`` and the round's
  ``spread`` (:mod:`fairagents.graph._measures` defines them; missing where undefined).

``level="runs"`` also says how each finished run decided (missing for a store written before
runs recorded it): ``protocol``, ``decided_by`` (vote, agreement, fallback, open), ``tied``,
``lottery``, ``source`` (own_proposal, earlier_proposal, negotiated_text, mediator, menu,
other), ``compromise``, ``proposed_by``, ``emerged`` and ``lost_any`` (booleans), ``emergent``
and ``lost`` (the criteria, comma-separated) and ``rounds_to_agreement``.

>>> import pandas as pd
>>> from fairagents.experiments import load_results

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from fairagents.errors import SweepError
from fairagents.experiments._store import ResultsStore

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["LABEL_TYPES", "LEVELS", "load_results", "pandas"]

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


NUMBERS = {
    "round", "compared", "moved", "conformity", "spread", "rounds_to_agreement",
    "utilitarian", "minimum", "worst_group_mean", "gini", "p20_satisfaction", "eq_gap",
    "mean_utility", "requests", "ballots", "failures", "attempts", "invalid_replies",
    "truncated", "repaired", "calls_with_usage", "input_tokens", "output_tokens", "agrees",
}  # fmt: skip
TEXTS = {
    "who", "candidate", "label", "worst_group", "grp", "rule", "agent", "protocol", "how",
    "source",
}  # fmt: skip
OPTIONAL = {"gini", "moved", "conformity", "spread", "rounds_to_agreement"}


def _checked(row: dict[str, Any]) -> dict[str, Any]:
    """``row`` as the store wrote it: numbers where numbers go, text where text goes
    (ValueError for a store someone edited)."""
    for key, value in row.items():
        if value is None and key in OPTIONAL:
            continue
        number = isinstance(value, int | float) and not isinstance(value, bool)
        if (key in NUMBERS and not number) or (key in TEXTS and not isinstance(value, str)):
            raise ValueError(f"a run's {key} is not what this version stores")
    return row


RUN_LABELS = ("case", "model", "rule", "seed", "mode", "rounds", "visibility", "concession")
"""Labels every run records (:mod:`fairagents.experiments._grid`)."""


def _labels(text: str) -> dict[str, Any]:
    labels = _mapping(text, "labels", str)
    if not all(k in labels for k in RUN_LABELS):
        raise ValueError("a run's labels are not what this version stores")
    return {k: LABEL_TYPES[k](v) if k in LABEL_TYPES else v for k, v in labels.items()}


Level = Literal["subjects", "runs", "groups", "rules", "agents", "baselines", "dynamics"]
LEVELS: tuple[str, ...] = (
    "subjects", "runs", "groups", "rules", "agents", "baselines", "dynamics",
)  # fmt: skip

MEASURE_FIELDS = {
    "protocol": "protocol",
    "how": "decided_by",
    "tied": "tied",
    "lottery": "lottery",
    "source": "source",
    "compromise": "compromise",
    "proposed_by": "proposed_by",
    "emergent": "emergent",
    "lost": "lost",
    "rounds_to_agreement": "rounds_to_agreement",
}
"""The decision columns of ``level="runs"``, by ``run_measures`` column."""


def load_results(
    path: str | Path, *, sweep: str | None = None, level: Level = "subjects"
) -> pd.DataFrame:
    """The results in ``path`` as a DataFrame (see the module docstring); ``sweep`` keeps one
    sweep of a store that holds several."""
    if level not in LEVELS:
        raise SweepError(f"level {level!r} is unknown; known: {', '.join(LEVELS)}")
    pd = pandas()
    with ResultsStore(path, create=False) as store, store.reading():
        if sweep is not None:
            store.sweep_json(sweep)  # an unknown sweep fails here, naming the known ones
        runs = store.run_rows(sweep)
        rows = {
            "subjects": store.subject_rows,
            "groups": store.group_rows,
            "rules": store.rule_rows,
            "agents": store.agent_rows,
            "baselines": store.baseline_rows,
            "dynamics": store.move_rows,
            "runs": store.measure_rows,
        }
        details = rows[level](sweep)
        if level == "dynamics":
            return _detail_frame(pd, runs, details, {})
        if level == "baselines":
            return _criteria_frame(pd, runs, details, {})
        if level == "groups":
            return _detail_frame(pd, runs, details, {"grp": "group"})
        if level == "rules":
            return _criteria_frame(pd, runs, details, {"rule": "with_rule"})
        if level == "agents":
            return _detail_frame(pd, runs, details, {}, repairs=True)
        return _frame(pd, runs, details, level)


def _run_columns(r: dict[str, Any]) -> dict[str, Any]:
    return {
        "run_id": r["run_id"],
        "sweep": r["sweep"],
        **_labels(r["labels"]),
        "status": r["status"],
    }


def _detail_frame(
    pd: Any,
    runs: list[dict[str, Any]],
    details: list[dict[str, Any]],
    rename: dict[str, str],
    *,
    repairs: bool = False,
) -> pd.DataFrame:
    by_run = {r["run_id"]: _run_columns(r) for r in runs}
    rows = []
    for d in map(_checked, details):
        row = {rename.get(k, k): v for k, v in d.items() if k != "run_id"}
        if repairs:
            row["repairs"] = _mapping(d["repairs"], "repairs", int)
        rows.append({**by_run[d["run_id"]], **row})
    return pd.DataFrame(rows)


def _criteria_frame(
    pd: Any, runs: list[dict[str, Any]], details: list[dict[str, Any]], rename: dict[str, str]
) -> pd.DataFrame:
    by_run = {r["run_id"]: _run_columns(r) for r in runs}
    rows = []
    criteria: dict[str, None] = {}
    for d in map(_checked, details):
        met = _mapping(d["criteria"], "criteria", bool)
        criteria.update(dict.fromkeys(met))
        row = {rename.get(k, k): v for k, v in d.items() if k not in ("run_id", "criteria")}
        if "winners" in row:
            winners = json.loads(row["winners"])
            if not isinstance(winners, list) or not all(isinstance(w, str) for w in winners):
                raise ValueError("a run's rule winners are not what this version stores")
            row["winners"] = ", ".join(winners)
            row["agrees"] = bool(row["agrees"])
        rows.append({**by_run[d["run_id"]], **row, **met})
    frame = pd.DataFrame(rows)
    for name in criteria:
        frame[name] = frame[name].astype("boolean")
    return frame


def _frame(
    pd: Any, runs: list[dict[str, Any]], subjects: list[dict[str, Any]], level: str
) -> pd.DataFrame:
    if level != "runs":
        return _criteria_frame(pd, runs, subjects, {})
    measures = {m["run_id"]: _decided(_checked(m)) for m in subjects}
    rows = []
    for r in runs:
        row = _run_columns(r)
        row.update({name: r[column] for column, name in RUN_FIELDS.items()})
        bias = _mapping(r["order_bias"], "order biases", (float, int, type(None)))
        row.update({f"order_bias.{a}": t for a, t in bias.items()})
        row.update(measures.get(r["run_id"], {}))
        rows.append(row)
    frame = pd.DataFrame(rows)
    # A store written before runs recorded their decisions has these columns all missing.
    for name in (*MEASURE_FIELDS.values(), "emerged", "lost_any"):
        if name not in frame:
            frame[name] = pd.NA
    for name in ("tied", "lottery", "compromise", "emerged", "lost_any"):
        frame[name] = frame[name].astype("boolean")
    frame["rounds_to_agreement"] = frame["rounds_to_agreement"].astype("Int64")
    return frame


def _names(text: str, what: str) -> list[str]:
    value = json.loads(text)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"a run's {what} are not what this version stores")
    return value


def _decided(m: dict[str, Any]) -> dict[str, Any]:
    """A ``run_measures`` row as the runs frame's decision columns."""
    out = {name: m[column] for column, name in MEASURE_FIELDS.items()}
    for name in ("tied", "lottery", "compromise"):
        out[name] = bool(m[name])
    emergent, lost = _names(m["emergent"], "criteria"), _names(m["lost"], "criteria")
    out.update(
        proposed_by=", ".join(_names(m["proposed_by"], "agents")),
        emergent=", ".join(emergent),
        lost=", ".join(lost),
        emerged=bool(emergent),
        lost_any=bool(lost),
    )
    return out
