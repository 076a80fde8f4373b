"""What a sweep will run, and what its N can show: ``fairagents experiment plan SWEEP``.

From a sweep's expansion (:func:`~fairagents.experiments._grid.expand`): the number of runs, the
grid (each label that takes more than one value, with its values), the configurations (the
varying labels that configure rather than sample: not ``case``, ``seed`` or ``repetition``) and
the runs in each, and for the study's **main comparison** the smallest difference the smallest
configuration detects with 80 % power at ``alpha`` (:mod:`~fairagents.experiments._statistics`):

- triage (and any sweep without a study): the joint outcome against an agent's own proposal over
  the same debates, a paired share difference by the exact McNemar test — at a few assumed
  shares of debates where the two disagree (the fewer, the smaller the detectable difference);
  beside it, two configurations compared (independent shares, Fisher);
- distributive: a configuration's share against a published model's (100 responses, Fisher);
- negotiation: the negotiated package against the best base design, run by run (Wilcoxon), in
  standard deviations of the per-run differences.

The figures are planning aids (normal or exact approximations at a 50 % baseline, the worst
case), not a substitute for the tests the table runs.

Internal to :mod:`fairagents.experiments`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from fairagents.experiments._grid import Expansion
from fairagents.experiments._statistics import (
    detectable_difference,
    detectable_paired_difference,
    detectable_paired_mean,
)

__all__ = ["DISCORDANCES", "PUBLISHED_RESPONSES", "Detectable", "Plan", "plan"]

SAMPLING = ("case", "seed", "repetition")
"""Labels that sample rather than configure (as the tables read them)."""

DISCORDANCES = (0.2, 0.5)
"""Assumed shares of debates where the joint outcome and an agent's proposal disagree."""

PUBLISHED_RESPONSES = 100
"""Responses behind each published model's share in the distributive paper."""


@dataclass(frozen=True)
class Detectable:
    """One comparison of a plan: what it compares, by which test, and the smallest difference
    (in ``unit``) that ``n`` observations detect with ``power`` at ``alpha`` (NaN: none)."""

    comparison: str
    test: str
    n: int
    difference: float
    unit: str = "share"


@dataclass(frozen=True)
class Plan:
    """A sweep's runs, grid and configurations, and its main comparison's power."""

    sweep: str
    study: str | None
    runs: int
    grid: tuple[tuple[str, int, tuple[str, ...]], ...]
    """Each varying label: its name, how many values, and the first few values."""
    configurations: int
    runs_per_configuration: tuple[int, int]
    alpha: float
    power: float
    detectable: tuple[Detectable, ...]

    def lines(self) -> list[str]:
        """The plan as text, one line per fact."""
        low, high = self.runs_per_configuration
        per = f"{low}" if low == high else f"{low}–{high}"
        out = [
            f"{self.sweep}: {self.runs} runs, {self.configurations} configurations of {per} runs"
        ]
        out += [f"  {axis}: {count} — {', '.join(shown)}" for axis, count, shown in self.grid]
        out.append(
            f"smallest difference detectable with {self.power:.0%} power at alpha "
            f"{self.alpha:g} (per configuration of {low} runs; one test, before the table's "
            "Holm adjustment, which asks more of the first of m tests: alpha/m):"
        )
        for d in self.detectable:
            value = "none" if d.difference != d.difference else _shown(d.difference, d.unit)
            out.append(f"  {d.comparison} ({d.test}, n={d.n}): {value}")
        return out


def _shown(value: float, unit: str) -> str:
    return f"{100 * value:.1f} points" if unit == "share" else f"{value:.2f} {unit}"


def _short(values: list[str], limit: int = 8) -> tuple[str, ...]:
    shown = tuple(v or "(none)" for v in values)
    return shown if len(shown) <= limit else (*shown[:limit], "…")


def plan(expansion: Expansion, *, alpha: float = 0.05, power: float = 0.8) -> Plan:
    """The :class:`Plan` of ``expansion`` (see the module docstring)."""
    runs = expansion.runs
    values: dict[str, list[str]] = {}
    for spec in runs:
        for key, value in {**spec.labels, "case": spec.case}.items():
            values.setdefault(key, [])
            if value not in values[key]:
                values[key].append(value)
    varying = [k for k, v in values.items() if len(v) > 1]
    configuring = [k for k in varying if k not in SAMPLING]
    cells = Counter(
        tuple({**spec.labels, "case": spec.case}.get(k, "") for k in configuring) for spec in runs
    )
    sizes = sorted(cells.values()) or [0]
    n = sizes[0]
    study = expansion.sweep.study
    return Plan(
        sweep=expansion.sweep.id,
        study=study,
        runs=len(runs),
        grid=tuple((k, len(values[k]), _short(values[k])) for k in varying),
        configurations=len(cells),
        runs_per_configuration=(sizes[0], sizes[-1]),
        alpha=alpha,
        power=power,
        detectable=_detectable(study, n, alpha, power) if n else (),
    )


def _detectable(study: str | None, n: int, alpha: float, power: float) -> tuple[Detectable, ...]:
    if study == "distributive":
        return (
            Detectable(
                f"a configuration's share vs a published model's ({PUBLISHED_RESPONSES} responses)",
                "Fisher's exact test",
                n,
                detectable_difference(n, PUBLISHED_RESPONSES, alpha=alpha, power=power),
            ),
            Detectable(
                "two configurations' shares (say generate vs menu)",
                "Fisher's exact test",
                n,
                detectable_difference(n, alpha=alpha, power=power),
            ),
        )
    if study == "negotiation":
        return (
            Detectable(
                "negotiated package vs best base design, run by run",
                "Wilcoxon signed-rank",
                n,
                detectable_paired_mean(n, alpha=alpha, power=power),
                unit="sd of the differences",
            ),
        )
    paired = tuple(
        Detectable(
            f"joint outcome vs an agent's own proposal, {psi:.0%} of debates disagreeing",
            "exact McNemar",
            n,
            detectable_paired_difference(n, discordance=psi, alpha=alpha, power=power),
        )
        for psi in DISCORDANCES
    )
    return (
        *paired,
        Detectable(
            "two configurations' shares",
            "Fisher's exact test",
            n,
            detectable_difference(n, alpha=alpha, power=power),
        ),
    )
