"""The statistics-column toolkit: figures of a table beside the statistics that qualify them.

A study table (:mod:`fairagents.experiments.tables`, and the deliberation tables) is a pandas
frame whose figures carry their statistics in columns of their own, so the CLI, the CSV and the
sweep page show the same numbers. For a share column ``X``: ``X.k`` and ``X.n`` (met, of how
many), ``X.low`` and ``X.high`` (its Wilson interval); for a mean: ``X.n``, ``X.low``, ``X.high``
(a seeded BCa bootstrap interval); for a test: ``X.p`` and, over every ``.p`` of the table at
once, ``X.p_holm`` (Holm's adjustment), with a test's counts beside it (``X.b`` and ``X.c`` for
McNemar). ``X.constant`` is True in every row when ``X`` takes one value over the whole table's
subjects: the column is then uninformative, flagged, not hidden. ``table.attrs["statistics"]``
holds a :class:`TableStatistics` saying which interval, which tests, the Holm family's size and
the uninformative columns. :func:`plain` drops every statistic (``--no-stats``).

This module builds those columns from observations (:func:`share_columns`,
:func:`mean_columns`, :func:`paired_mcnemar_columns`, :func:`reference_columns`), adjusts and
flags them (:func:`adjust_pvalues`, :func:`flag_constant`, :func:`flag_degenerate`, the
``coinciding_*`` checks), orders them (:func:`tidy_columns`) and prints them
(:func:`shown_table`). The tests themselves (Wilson, bootstrap, McNemar, Fisher, Holm) are in
:mod:`fairagents.experiments._statistics`; which table a study shows is in
:mod:`~fairagents.experiments.tables`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from fairagents.agents._records import JOINT
from fairagents.experiments._statistics import (
    RESAMPLES,
    constant,
    fisher,
    holm,
    mcnemar_counts,
    mean_interval,
    share_interval,
)

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "MEANS",
    "STAT_SUFFIXES",
    "ShownTable",
    "TableStatistics",
    "adjust_pvalues",
    "base_columns",
    "coinciding",
    "coinciding_configurations",
    "coinciding_subjects",
    "criterion_label",
    "figure_columns",
    "flag_constant",
    "flag_degenerate",
    "is_missing",
    "label_columns",
    "mean_columns",
    "paired_mcnemar_columns",
    "plain",
    "reference_columns",
    "share_columns",
    "shown_table",
    "table_statistics",
    "tidy_columns",
]

SHORT = {"pareto": "PO", "maximin_optimal": "RMM", "usw_optimal": "USW", "eq": "EQ"}


def criterion_label(name: str) -> str:
    """A criterion's column header: its short name, a framework's optimality as the framework.

    >>> [criterion_label(c) for c in ("pareto", "rawls_optimal", "ef1")]
    ['PO', 'rawls', 'ef1']
    """
    return SHORT.get(name, name.removesuffix("_optimal"))


def label_columns(frame: pd.DataFrame) -> list[str]:
    """The configuration labels of a results frame: its columns that are no fixed field, no
    metric and no criterion (``model``, ``mode``, ``case``, ``aligned.framework`` …)."""
    fixed = {"run_id", "sweep", "status", "round", "who", "candidate", "label", "worst_group"}
    metrics = {"utilitarian", "minimum", "worst_group_mean", "gini", "p20_satisfaction", "eq_gap"}
    return [c for c in frame.columns if c not in fixed | metrics and frame[c].dtype != "boolean"]


def _pd() -> Any:
    from fairagents.experiments._frame import pandas

    return pandas()


STAT_SUFFIXES = (
    ".k", ".n", ".low", ".high", ".b", ".c", ".p", ".p_holm", ".constant", ".ref", ".ref_n",
)  # fmt: skip
"""Suffixes of the columns that qualify a figure ``X`` (``X.k``, ``X.low`` …)."""


@dataclass(frozen=True)
class TableStatistics:
    """What a table's statistics are: kept in ``table.attrs["statistics"]`` and printed under
    the table (:meth:`lines`) by the CLI and the sweep page."""

    confidence: float = 0.95
    alpha: float = 0.05
    interval: str = "Wilson score"
    means: str = ""
    """How mean intervals were drawn, when the table has means."""
    tests: tuple[str, ...] = ()
    """What each test whose ``X.p`` is in the table compares."""
    family: int = 0
    """How many p-values Holm's adjustment treated as one family."""
    uninformative: tuple[str, ...] = ()
    coincide: tuple[tuple[str, ...], ...] = ()
    """Groups of columns that take the same value in every observation (:func:`coinciding`)."""
    configurations: tuple[tuple[str, ...], ...] = ()
    """Groups of configurations whose joint outcomes agree in every run
    (:func:`coinciding_configurations`)."""
    subjects: tuple[str, ...] = ()
    """Subjects of a row group whose outcome was the same in every run of it
    (:func:`coinciding_subjects`), as ``group: a = b``."""
    degenerate: tuple[str, ...] = ()
    """Rows (or groups of rows, or a row's figures) that rest on a single run or observation
    (:func:`flag_degenerate`): no interval or test can say anything there."""
    notes: tuple[str, ...] = ()
    shown: bool = True
    """False for a plain table (``--no-stats``): shares only."""
    shares: tuple[str, ...] = ()
    """A plain table's share columns (their ``X.k`` gone with the statistics), shown as
    percentages like a share with its statistics (:func:`shown_table`)."""

    def lines(self, label: Any = None) -> list[str]:
        """The table's footnotes, columns named by ``label`` (default: as they are)."""
        name = label or (lambda c: c)
        out: list[str] = []
        level = f"{100 * self.confidence:.0f}%"
        if self.shown:
            if self.interval:
                out.append(f"shares: k/n and the {level} {self.interval} interval")
            if self.means:
                out.append(f"means: {self.means}, {level} interval")
            out.extend(self.tests)
            if self.family:
                out.append(
                    f"p-values Holm-adjusted over the {self.family} tests of this table "
                    f"(p_holm); * marks p_holm <= {self.alpha:g}"
                )
        if self.uninformative:
            out.append(
                "uninformative (constant over every row): "
                + ", ".join(str(name(c)) for c in self.uninformative)
            )
        if self.coincide:
            out.append(
                "coincide (the same in every outcome here: one finding, not two): "
                + "; ".join(" = ".join(str(name(c)) for c in group) for group in self.coincide)
            )
        if self.degenerate:
            out.append(
                "degenerate (N = 1: one run or one observation, no interval or test can tell "
                "anything; not evidence): " + "; ".join(self.degenerate)
            )
        if self.subjects:
            out.append(
                "subjects with the same outcome in every run of their rows (one position "
                "counted as two, or a joint outcome that is always one agent's proposal): "
                + "; ".join(self.subjects)
            )
        if self.configurations:
            out.append(
                "configurations whose joint outcome met the same criteria with the same "
                "metrics in every run (one behaviour counted as several): "
                + "; ".join(" = ".join(group) for group in self.configurations)
            )
        out.extend(self.notes)
        return out


def table_statistics(table: pd.DataFrame) -> TableStatistics:
    """The :class:`TableStatistics` of ``table`` (a default one for a table without)."""
    found = table.attrs.get("statistics")
    return found if isinstance(found, TableStatistics) else TableStatistics(shown=False)


def base_columns(table: pd.DataFrame) -> list[str]:
    """The figures of ``table``: its columns that are not a statistic of another column."""
    return figure_columns([str(c) for c in table.columns])


def figure_columns(names: Sequence[str]) -> list[str]:
    """The names among ``names`` that are figures, not a statistic of another one.

    >>> figure_columns(["runs", "pareto", "pareto.k", "pareto.low", "aligned.framework"])
    ['runs', 'pareto', 'aligned.framework']
    """
    present = set(names)
    return [c for c in names if not _statistic_of(c, present)]


@dataclass(frozen=True)
class ShownTable:
    """A table as printed: its figures (``header``, ``rows``) and, apart, its tests."""

    header: list[str]
    rows: list[list[str]]
    tests_header: list[str]
    tests_rows: list[list[str]]


def shown_table(
    columns: Sequence[str],
    rows: Sequence[Sequence[Any]],
    *,
    keys: int,
    percent: bool = True,
    alpha: float = 0.05,
    label: Any = None,
    shares: Collection[str] = (),
) -> ShownTable:
    """Cells of a table that follows the statistics convention, as text: a share ``62% (5/8)
    [41–79]``, a mean ``3.1 [2.4, 3.9]``, a test ``b:c p=0.031*`` (Holm-adjusted p, ``*`` at or
    below ``alpha``) or ``ref 45% p=…``; a constant figure's header says ``(constant)``. The
    first ``keys`` columns are labels; tests come apart, one row per row that has any. A column
    of ``shares`` (a plain table's, :attr:`TableStatistics.shares`) is a percentage even where
    other figures are not (``percent`` False), as it would be with its count.

    >>> t = shown_table(["who", "runs", "PO", "PO.k", "PO.n", "PO.low", "PO.high",
    ...     "PO.constant"], [["a", 8, 1.0, 8, 8, 0.676, 1.0, True]], keys=1)
    >>> t.header, t.rows
    (['who', 'runs', 'PO (constant)'], [['a', '8', '100% (8/8) [68–100]']])
    """
    name = label or (lambda c: c)
    present = list(columns)
    figures = [c for c in figure_columns(present)[keys:] if not c.endswith(".constant")]
    index = {c: i for i, c in enumerate(present)}
    records = [dict(zip(present, row, strict=True)) for row in rows]

    def flagged(column: str) -> bool:
        flag = f"{column}.constant"
        return flag in index and any(_true(r.get(flag)) for r in records)

    header = [
        *present[:keys],
        *(f"{name(c)}{' (constant)' if flagged(c) else ''}" for c in figures),
    ]
    body = [
        [
            *(_text(r[c]) for c in present[:keys]),
            *(_figure(r, c, percent or c in shares) for c in figures),
        ]
        for r in records
    ]
    tested = [c for c in figures if f"{c}.p" in index]
    tests_header = [*present[:keys], *(str(name(c)) for c in tested)]
    tests_rows = []
    for r in records:
        cells = [_test(r, c, alpha) for c in tested]
        if any(cells):
            tests_rows.append([*(_text(r[c]) for c in present[:keys]), *cells])
    return ShownTable(header, body, tests_header if tested else [], tests_rows)


def _true(value: Any) -> bool:
    return value is True or (not is_missing(value) and bool(value) and value is not False)


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "✓" if value else ""
    if is_missing(value):
        return "—"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _number(value: Any, percent: bool) -> str:
    if is_missing(value):
        return "—"
    number = float(value)
    if percent:
        return f"{100 * number:.0f}"
    if isinstance(value, int) or (number.is_integer() and abs(number) < 1e15):
        return str(int(number))  # counts and token totals in full
    return f"{number:.3g}"


def _figure(record: dict[str, Any], column: str, percent: bool) -> str:
    value = record[column]
    if is_missing(value):
        return "—"
    if isinstance(value, bool | str) or column == "runs":
        return _text(value)
    share = f"{column}.k" in record
    as_percent = share or (percent and f"{column}.low" not in record)
    text = _number(value, as_percent) + ("%" if as_percent else "")
    if share:
        text += f" ({_text(record[f'{column}.k'])}/{_text(record[f'{column}.n'])})"
    low, high = record.get(f"{column}.low"), record.get(f"{column}.high")
    if f"{column}.low" in record and not (is_missing(low) or is_missing(high)):
        if share:
            text += f" [{_number(low, True)}–{_number(high, True)}]"
        else:
            text += f" [{_number(low, False)}, {_number(high, False)}]"
    return text


def _test(record: dict[str, Any], column: str, alpha: float) -> str:
    raw: Any = record.get(f"{column}.p_holm", record.get(f"{column}.p"))
    if is_missing(raw):
        return ""
    p = float(raw)
    shown = f"p={p:.2g}{'*' if p <= alpha else ''}"
    if f"{column}.b" in record and not is_missing(record[f"{column}.b"]):
        return f"{_text(record[f'{column}.b'])}:{_text(record[f'{column}.c'])} {shown}"
    if f"{column}.ref" in record and not is_missing(record[f"{column}.ref"]):
        return f"ref {_number(record[f'{column}.ref'], True)}% {shown}"
    return shown


def _statistic_of(column: str, present: set[str]) -> str | None:
    for suffix in STAT_SUFFIXES:
        if column.endswith(suffix) and column[: -len(suffix)] in present:
            return column[: -len(suffix)]
    return None


def plain(table: pd.DataFrame) -> pd.DataFrame:
    """``table`` without its statistics (the ``X.constant`` flags stay): ``--no-stats``."""
    present = {str(c) for c in table.columns}
    keep = [
        c
        for c in table.columns
        if str(c).endswith(".constant") or not _statistic_of(str(c), present)
    ]
    out = table[keep].copy()
    stats = table_statistics(table)
    dropped = [str(c) for c in table.columns if f"{c}.k" in present]
    out.attrs["statistics"] = replace(
        stats, shown=False, family=0, shares=tuple(dict.fromkeys([*stats.shares, *dropped]))
    )
    return out


def share_columns(
    frame: pd.DataFrame, keys: Sequence[str], columns: Sequence[str], *, confidence: float = 0.95
) -> pd.DataFrame:
    """Per group of ``keys``, each boolean column ``X`` as ``X`` (the share), ``X.k``, ``X.n``
    (missing values not counted), ``X.low`` and ``X.high`` (Wilson interval)."""
    pd = _pd()
    grouped = frame.groupby(list(keys), sort=True, dropna=False)
    met = grouped[list(columns)].sum()
    seen = grouped[list(columns)].count()
    out: dict[str, Any] = {}
    for column in columns:
        shares = [
            share_interval(int(k), int(n), confidence=confidence)
            for k, n in zip(met[column], seen[column], strict=True)
        ]
        out[column] = [s.value for s in shares]
        out[f"{column}.k"] = [s.k for s in shares]
        out[f"{column}.n"] = [s.n for s in shares]
        out[f"{column}.low"] = [s.low for s in shares]
        out[f"{column}.high"] = [s.high for s in shares]
    return pd.DataFrame(out, index=met.index)


def mean_columns(
    frame: pd.DataFrame,
    keys: Sequence[str],
    columns: Sequence[str],
    *,
    confidence: float = 0.95,
    seed: int = 0,
) -> pd.DataFrame:
    """Per group of ``keys``, each numeric column ``X`` as ``X`` (the mean), ``X.n``, ``X.low``
    and ``X.high`` (seeded BCa bootstrap interval)."""
    pd = _pd()
    grouped = frame.groupby(list(keys), sort=True, dropna=False)
    index = grouped.size().index
    out: dict[str, list[Any]] = {}
    for column in columns:
        means = [
            mean_interval(part[column].astype(float).to_numpy(), confidence=confidence, seed=seed)
            for _, part in grouped
        ]
        out[column] = [m.mean for m in means]
        out[f"{column}.n"] = [m.n for m in means]
        out[f"{column}.low"] = [m.low for m in means]
        out[f"{column}.high"] = [m.high for m in means]
    return pd.DataFrame(out, index=index)


MEANS = f"BCa bootstrap (scipy.stats.bootstrap), {RESAMPLES} resamples, seed 0"
"""How :func:`mean_columns` draws its intervals, for a table's :class:`TableStatistics`."""


def paired_mcnemar_columns(
    last: pd.DataFrame,
    groups: Sequence[str],
    agents: Sequence[str],
    criteria: Sequence[str],
) -> pd.DataFrame:
    """Per group and agent, for each criterion ``X``: the exact McNemar test of the joint outcome
    against the agent's own proposal in the same runs (``X.b``, ``X.c``, ``X.p``); indexed by
    ``(*groups, subject)`` with the agent's name as the subject."""
    pd = _pd()
    rows: list[dict[str, Any]] = []
    index: list[tuple[Any, ...]] = []
    parts = last.groupby(list(groups), sort=True, dropna=False) if groups else [((), last)]
    for key, part in parts:
        values = key if isinstance(key, tuple) else (key,)
        joint = part[part["who"] == JOINT].set_index("run_id")
        for agent in agents:
            mine = part[part["who"] == agent].set_index("run_id")
            row: dict[str, Any] = {}
            for column in criteria:
                pair = pd.concat([joint[column], mine[column]], axis=1, join="inner").dropna()
                if pair.empty:
                    row.update({f"{column}.b": pd.NA, f"{column}.c": pd.NA})
                    row[f"{column}.p"] = math.nan
                    continue
                a = pair.iloc[:, 0].astype(bool).to_numpy()
                z = pair.iloc[:, 1].astype(bool).to_numpy()
                test = mcnemar_counts(int((a & ~z).sum()), int((~a & z).sum()), len(a))
                row.update({f"{column}.b": test.b, f"{column}.c": test.c, f"{column}.p": test.p})
            rows.append(row)
            index.append((*values, agent))
    names = [*groups, "subject"]
    out = pd.DataFrame(rows, index=pd.MultiIndex.from_tuples(index, names=names))
    for column in criteria:
        for suffix in (".b", ".c"):
            if f"{column}{suffix}" in out.columns:
                out[f"{column}{suffix}"] = out[f"{column}{suffix}"].astype("Int64")
    return out


def reference_columns(
    table: pd.DataFrame,
    column: str,
    reference: Callable[[tuple[Any, ...]], tuple[float, int | None] | None],
) -> pd.DataFrame:
    """Add ``X.ref``, ``X.ref_n`` and ``X.p`` for the share column ``X`` (with ``X.k``, ``X.n``):
    ``reference(row key)`` gives a published share and the N behind it (or None: no reference
    for that row), and ``X.p`` is Fisher's exact test of ``X.k / X.n`` against it, the
    reference's count taken as ``round(share * N)``. An unknown N (None) keeps the share and
    leaves ``X.p`` missing: no test without a sample size. Holm comes after, with
    :func:`adjust_pvalues`.

    >>> pd = _pd()
    >>> t = pd.DataFrame({"EQ": [0.3], "EQ.k": [3], "EQ.n": [10]},
    ...     index=pd.Index(["I1"], name="case"))
    >>> out = reference_columns(t, "EQ", lambda key: (0.8, 100))
    >>> row = out.iloc[0]
    >>> float(row["EQ.ref"]), int(row["EQ.ref_n"]), round(float(row["EQ.p"]), 4)
    (0.8, 100, 0.0019)
    """
    pd = _pd()
    refs: list[float] = []
    sizes: list[Any] = []
    pvalues: list[float] = []
    for key, k, n in zip(table.index, table[f"{column}.k"], table[f"{column}.n"], strict=True):
        found = reference(key if isinstance(key, tuple) else (key,))
        if found is None:
            refs.append(math.nan)
            sizes.append(pd.NA)
            pvalues.append(math.nan)
            continue
        share, size = found
        refs.append(float(share))
        sizes.append(pd.NA if size is None else int(size))
        if size is None or is_missing(k) or is_missing(n):
            pvalues.append(math.nan)
        else:
            pvalues.append(fisher(int(k), int(n), round(share * size), int(size)).p)
    table = table.copy()
    table[f"{column}.ref"] = refs
    table[f"{column}.ref_n"] = pd.array(sizes, dtype="Int64")
    table[f"{column}.p"] = pvalues
    return table


def flag_constant(
    table: pd.DataFrame, rows: pd.DataFrame, columns: Sequence[str], *, label: str | None = None
) -> pd.DataFrame:
    """Add ``X.constant`` for each ``X`` of ``columns``: True in every row of ``table`` when
    ``rows[X]`` (the observations behind it) takes one value over all of them; record the
    constant ones in the table's statistics."""
    table = table.copy()
    flagged: list[str] = []
    for column in columns:
        values = rows[column].dropna().tolist() if column in rows.columns else []
        is_constant = constant(values)
        where = table.columns.get_loc(column)
        position = where + 1 if isinstance(where, int) else len(table.columns)
        for suffix in (".k", ".n", ".low", ".high", ".b", ".c", ".p"):
            if f"{column}{suffix}" in table.columns:
                last = table.columns.get_loc(f"{column}{suffix}")
                position = max(position, last + 1 if isinstance(last, int) else position)
        table.insert(position, f"{column}.constant", is_constant)
        if is_constant:
            flagged.append(label or column)
    stats = table_statistics(table)
    table.attrs["statistics"] = replace(
        stats, uninformative=tuple(dict.fromkeys([*stats.uninformative, *flagged]))
    )
    return table


def flag_degenerate(table: pd.DataFrame) -> pd.DataFrame:
    """Record in the table's statistics where it rests on one observation: its rows of a single
    run (``runs`` = 1), and elsewhere its figures ``X`` with ``X.n`` = 1 (``row: X, Y``). A group
    of rows all degenerate is named once (its leading labels), every row as ``every row``. A
    share of 1/1 has a Wilson interval, but one from a single run, and a mean or a paired
    difference of one value none; its test cannot reject: the cells look like evidence and are
    not. Call it before :func:`plain` (it reads ``X.n``).

    >>> import pandas as pd
    >>> t = pd.DataFrame({"runs": [1, 1, 3, 3], "x": [0.0, 1.0, 0.5, 0.5],
    ...     "x.n": [1, 1, 3, 1]}, index=pd.MultiIndex.from_tuples(
    ...     [("a", "p"), ("a", "q"), ("b", "p"), ("b", "q")], names=["g", "o"]))
    >>> table_statistics(flag_degenerate(t)).degenerate
    ('a', 'b / q: x')
    """
    present = {str(c) for c in table.columns}
    figures = [c for c in base_columns(table) if f"{c}.n" in present]
    flagged: dict[tuple[Any, ...], str] = {}
    for position, (label, row) in enumerate(table.iterrows()):
        key = (*(label if isinstance(label, tuple) else (label,)), position)
        if "runs" in present and _count(row["runs"]) == 1:
            flagged[key] = ""
            continue
        single = [c for c in figures if _count(row[f"{c}.n"]) == 1]
        if single:
            flagged[key] = ", ".join(str(criterion_label(c)) for c in single)
    keys = [(*(k if isinstance(k, tuple) else (k,)), i) for i, k in enumerate(table.index)]
    found = _degenerate_groups(keys, flagged) if flagged else []
    if found == ["every row"] and len(keys) == 1:
        found = ["the only row"]
    out = table.copy()
    stats = table_statistics(table)
    out.attrs["statistics"] = replace(stats, degenerate=tuple(found))
    return out


def _count(value: Any) -> int | None:
    return None if is_missing(value) else int(value)


def _degenerate_groups(
    keys: Sequence[tuple[Any, ...]], flagged: dict[tuple[Any, ...], str], depth: int = 0
) -> list[str]:
    """Name the flagged rows among ``keys`` (row labels, then the row's position): a group all
    of whose rows are flagged wholly (no figures named) by its labels up to ``depth``."""
    if all(flagged.get(k) == "" for k in keys):
        return ["every row"] if depth == 0 else [" / ".join(str(v) for v in keys[0][:depth])]
    if len(keys[0]) - 1 == depth:  # a single row, some of its figures flagged
        (key,) = keys
        labels = " / ".join(str(v) for v in key[:depth])
        return [f"{labels}: {flagged[key]}"] if flagged.get(key) else [labels]
    out: list[str] = []
    groups: dict[Any, list[tuple[Any, ...]]] = {}
    for k in keys:
        groups.setdefault(k[depth], []).append(k)
    for part in groups.values():
        if any(k in flagged for k in part):
            out.extend(_degenerate_groups(part, flagged, depth + 1))
    return out


def coinciding(rows: pd.DataFrame, columns: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """Groups of two or more ``columns`` that take the same value in every observation of
    ``rows`` (missing in the same places), constant ones left out (they are flagged apart).

    Frameworks can coincide on a kind of problem (in triage any reading of gains picks Mill's
    beds, so ``mill_optimal`` is ``usw_optimal``): a table then shows one finding twice.

    >>> pd = _pd()
    >>> rows = pd.DataFrame({"usw": [True, False], "mill": [True, False], "rawls": [False, True],
    ...     "po": [True, True]})
    >>> coinciding(rows, ["usw", "mill", "rawls", "po"])
    (('usw', 'mill'),)
    """
    groups: dict[tuple[Any, ...], list[str]] = {}
    for column in columns:
        if column not in rows.columns:
            continue
        values = tuple(None if is_missing(v) else v for v in rows[column].tolist())
        if constant([v for v in values if v is not None]):
            continue
        groups.setdefault(values, []).append(column)
    return tuple(tuple(g) for g in groups.values() if len(g) > 1)


def coinciding_configurations(
    joint: pd.DataFrame, axes: Sequence[str], criteria: Sequence[str]
) -> tuple[tuple[str, ...], ...]:
    """Groups of two or more configurations (value combinations of ``axes``) whose joint
    outcomes are indistinguishable run by run: for every setting of the other labels (case,
    mode, seed …) they ran, the same ``criteria`` met and the same headline metrics.

    A table that pools such configurations (the distributive table pools the deciders) counts
    one behaviour as several runs, and one that shows them apart shows the same row twice. Each
    configuration is named by its axes' values (``mill``; ``no framework`` for a missing one).
    """
    if not axes or joint.empty:
        return ()
    axes = list(axes)
    # the labels a configuration runs over (case, mode, seed …), not those it determines
    within = joint.groupby(axes, dropna=False)
    others = [
        c
        for c in label_columns(joint)
        if c not in axes and c != "subject" and within[c].nunique(dropna=False).max() > 1
    ]
    metrics = [c for c in ("utilitarian", "minimum", "gini") if c in joint.columns]
    facts = [c for c in criteria if c in joint.columns]
    seen: dict[tuple[Any, ...], dict[tuple[Any, ...], tuple[Any, ...]]] = {}
    for row in joint[[*axes, *others, *facts, *metrics]].itertuples(index=False):
        values = tuple(row)
        config = values[: len(axes)]
        key = values[len(axes) : len(axes) + len(others)]
        outcome = tuple(
            None if is_missing(v) else (round(float(v), 9) if isinstance(v, float) else v)
            for v in values[len(axes) + len(others) :]
        )
        seen.setdefault(config, {})[key] = outcome
    groups: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
    for config, outcomes in seen.items():
        groups.setdefault(tuple(sorted(outcomes.items(), key=repr)), []).append(config)

    def name(config: tuple[Any, ...]) -> str:
        return ", ".join(
            (f"no {axis.rsplit('.', 1)[-1]}" if is_missing(v) or v == "" else str(v))
            for axis, v in zip(axes, config, strict=True)
        )

    return tuple(
        tuple(sorted(name(c) for c in configs)) for configs in groups.values() if len(configs) > 1
    )


def coinciding_subjects(
    last: pd.DataFrame, groups: Sequence[str], subjects: Sequence[str]
) -> tuple[str, ...]:
    """Per group of ``groups``' values, the ``subjects`` (agents and ``joint``) whose outcome
    was the same candidate in every run of the group: two agents voicing one position (on the
    packs a Mill-aligned agent and a neutral one propose alike), or a joint outcome that is
    always one agent's own proposal. Named ``group: a = b`` (just ``a = b`` without groups).

    ``last`` holds the final round, one row per run and subject, with its ``candidate``.

    >>> import pandas as pd
    >>> last = pd.DataFrame({"g": ["x"] * 6 + ["y"] * 3, "run_id": list("112233") + list("445"),
    ...     "who": ["a", "b"] * 3 + ["a", "b", "a"], "candidate": list("ppqqrrstu")})
    >>> coinciding_subjects(last, ["g"], ["a", "b"])
    ('x: a = b',)
    """
    if "candidate" not in last.columns or last.empty:
        return ()
    found: list[str] = []
    parts = last.groupby(list(groups), sort=True, dropna=False) if groups else [((), last)]
    for key, part in parts:
        values = key if isinstance(key, tuple) else (key,)
        outcomes: dict[tuple[tuple[str, str], ...], list[str]] = {}
        for who in subjects:
            mine = part[part["who"] == who]
            if mine.empty or mine["candidate"].isna().any():
                continue
            pairs = zip(mine["run_id"].astype(str), mine["candidate"].astype(str), strict=True)
            runs = tuple(sorted(pairs))
            outcomes.setdefault(runs, []).append(who)
        where = ", ".join("none" if is_missing(v) or v == "" else str(v) for v in values)
        for alike in outcomes.values():
            if len(alike) > 1:
                found.append(f"{where}: {' = '.join(alike)}" if where else " = ".join(alike))
    return tuple(found)


def adjust_pvalues(table: pd.DataFrame) -> pd.DataFrame:
    """Add ``X.p_holm`` beside every ``X.p`` of ``table``: Holm's adjustment over all the
    table's p-values at once (missing ones left out, and those of tests that cannot reject: a
    constant column's, or a test with counts ``X.b`` and ``X.c`` both 0), recorded in its
    statistics as the family's size."""
    table = table.copy()
    present = {str(c) for c in table.columns}
    pcolumns = [
        c
        for c in table.columns
        if str(c).endswith(".p")
        and (base := _statistic_of(str(c), present)) is not None
        # A constant column's tests have no discordant pair (p = 1): they can never reject, so
        # leaving them out of the family keeps the error rate (Tarone 1990) and the power.
        and not _all_true(table, f"{base}.constant")
    ]
    cells = [(c, i) for c in pcolumns for i in range(len(table))]
    values = [
        float(table[c].iloc[i]) if not is_missing(table[c].iloc[i]) else math.nan for c, i in cells
    ]
    # Likewise a single test without a discordant pair (b = c = 0): its p is 1 whatever the
    # data, so it stays out of the family and its adjusted p is its raw p.
    left_out = [_no_discordant_pair(table, c, i) for c, i in cells]
    adjusted = holm([math.nan if out else v for v, out in zip(values, left_out, strict=True)])
    adjusted = tuple(v if out else a for v, a, out in zip(values, adjusted, left_out, strict=True))
    for c in pcolumns:
        position = table.columns.get_loc(c)
        at = position + 1 if isinstance(position, int) else len(table.columns)
        column = [adjusted[k] for k, (name, _) in enumerate(cells) if name == c]
        table.insert(at, f"{c}_holm", column)
    for c in sorted(present):
        base = c[:-2] if c.endswith(".p") else None
        if (
            base is not None
            and base in present
            and c not in pcolumns
            and _all_true(table, f"{base}.constant")
        ):
            # left out of the family; their adjusted p is their raw p, 1
            table.insert(len(table.columns), f"{c}_holm", table[c].astype(float))
    family = sum(
        1 for v, out in zip(values, left_out, strict=True) if not math.isnan(v) and not out
    )
    table.attrs["statistics"] = replace(table_statistics(table), family=family)
    return table


def _no_discordant_pair(table: pd.DataFrame, pcolumn: str, row: int) -> bool:
    """Whether the test in ``pcolumn`` at ``row`` counts its pairs (``X.b``, ``X.c``) and found
    none that differ: an exact McNemar or sign-count test that cannot reject at any level."""
    base = pcolumn[: -len(".p")]
    if f"{base}.b" not in table.columns or f"{base}.c" not in table.columns:
        return False
    b, c = table[f"{base}.b"].iloc[row], table[f"{base}.c"].iloc[row]
    return not is_missing(b) and not is_missing(c) and int(b) + int(c) == 0


def _all_true(table: pd.DataFrame, column: str) -> bool:
    return column in table.columns and bool(table[column].fillna(False).astype(bool).all())


def tidy_columns(table: pd.DataFrame) -> pd.DataFrame:
    """``table`` with each figure's statistics right after it, in :data:`STAT_SUFFIXES` order."""
    present = {str(c) for c in table.columns}
    order: list[Any] = []
    for column in base_columns(table):
        order.append(column)
        for suffix in STAT_SUFFIXES:
            for extra in (suffix, suffix + "_holm") if suffix == ".p" else (suffix,):
                if f"{column}{extra}" in present and f"{column}{extra}" not in order:
                    order.append(f"{column}{extra}")
    order += [c for c in table.columns if c not in order]
    out = table[order]
    out.attrs = dict(table.attrs)
    return out


def is_missing(value: Any) -> bool:
    """None, NaN, pandas' NA (a nullable count's gap) or NaT; never a sequence.

    >>> pd = _pd()
    >>> [is_missing(v) for v in (None, math.nan, pd.NA, 0, "", [1])]
    [True, True, True, False, False, False]
    """
    if value is None:
        return True
    try:
        # pd.NA != pd.NA is NA, whose truth raises: ask pandas, which knows every missing kind
        return bool(_pd().isna(value))
    except (TypeError, ValueError):
        return False
