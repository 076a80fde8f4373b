"""Plots for report pages: matplotlib figures rendered to deterministic, self-contained SVG.

The same data gives the same bytes on every run: the SVG hash salt is fixed (matplotlib would
otherwise name clip paths from a random salt), no date is written, and text is drawn as glyph
paths, so the picture does not depend on the fonts of the machine that opens the page. Figures
are built on :class:`matplotlib.figure.Figure` directly, never through ``pyplot``: no global
state, no GUI backend, safe to call from any thread.

A page shows a plot as an ``<img>`` whose source is the SVG as a ``data:`` URL
(:attr:`Plot.src`): the picture needs no request, cannot run script whatever text it holds, and
the ids inside one SVG cannot clash with the ids of another on the same page.

>>> fig = bar_chart(["ann", "bob"], [Series("x", (1.0, 2.0))], ylabel="utility")
>>> svg_text(fig) == svg_text(bar_chart(["ann", "bob"], [Series("x", (1.0, 2.0))],
...     ylabel="utility"))
True

Internal to :mod:`fairagents.reports`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import base64
import io
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import matplotlib as mpl
from matplotlib.figure import Figure
from matplotlib.typing import RcKeyType

__all__ = [
    "EMPHASIS",
    "PALETTE",
    "Boxes",
    "Plot",
    "Series",
    "bar_chart",
    "box_plot",
    "heatmap",
    "short",
    "svg_text",
]

PALETTE = (
    "#4e79a7",
    "#f28e2b",
    "#59a14f",
    "#b07aa1",
    "#76b7b2",
    "#edc948",
    "#ff9da7",
    "#9c755f",
    "#bab0ac",
    "#e15759",
)
"""Series colours, in order (Tableau 10, which stays distinct for colour-blind readers)."""

EMPHASIS = "#1f1f1f"
"""The colour of the series a figure is about (the joint outcome on a run page)."""

_RC: dict[RcKeyType, Any] = {"svg.hashsalt": "fairagents", "svg.fonttype": "path", "font.size": 9.0}


@dataclass(frozen=True)
class Series:
    """One series of a chart: its legend label, one value per category, its look."""

    label: str
    values: tuple[float | None, ...]
    color: str = PALETTE[0]
    emphasis: bool = False


@dataclass(frozen=True)
class Boxes:
    """One series of a box plot: its legend label, the values of each category, its look."""

    label: str
    values: tuple[tuple[float, ...], ...]
    color: str = PALETTE[0]
    emphasis: bool = False


@dataclass(frozen=True)
class Plot:
    """A figure on a page: an anchor, a caption, alt text, the SVG, the table it draws."""

    id: str
    title: str
    alt: str
    svg: str
    table: str = ""

    @property
    def src(self) -> str:
        """The SVG as a ``data:`` URL, for an ``<img>``."""
        return "data:image/svg+xml;base64," + base64.b64encode(self.svg.encode()).decode()


def short(text: str, width: int = 36) -> str:
    """``text`` on one line, cut to ``width`` characters with an ellipsis.

    >>> short("beds to p1 (78y, elderly), p6 (54y, adult)", 20)
    'beds to p1 (78y, […]'
    """
    return textwrap.shorten(" ".join(text.split()), width=width, placeholder=" […]")


def svg_text(fig: Figure) -> str:
    """The figure as an SVG document, the same bytes for the same figure (module docstring)."""
    buffer = io.StringIO()
    with mpl.rc_context(_RC):
        fig.savefig(buffer, format="svg", metadata={"Date": None}, bbox_inches="tight")
    return buffer.getvalue()


def _figure(width: float, height: float) -> Figure:
    with mpl.rc_context(_RC):
        return Figure(figsize=(width, height), layout="constrained")


def bar_chart(
    categories: Sequence[str],
    series: Sequence[Series],
    *,
    ylabel: str,
    xlabel: str = "",
) -> Figure:
    """Grouped bars: one group per category, one bar per series (missing values left out).

    The emphasized series is drawn dark and outlined, so the eye finds it first.
    """
    n, k = len(categories), max(len(series), 1)
    width = min(14.0, max(5.0, 1.2 + n * (0.3 + 0.16 * k)))
    fig = _figure(width, 3.4)
    with mpl.rc_context(_RC):
        ax = fig.add_subplot()
        step = 0.8 / k
        for j, s in enumerate(series):
            xs = [i - 0.4 + step * (j + 0.5) for i in range(n) if s.values[i] is not None]
            ys = [v for v in s.values if v is not None]
            ax.bar(
                xs,
                ys,
                width=step * 0.92,
                color=EMPHASIS if s.emphasis else s.color,
                edgecolor="black" if s.emphasis else "none",
                linewidth=0.6,
                label=short(s.label, 48),
                zorder=3 if s.emphasis else 2,
            )
        ax.axhline(0, color="black", linewidth=0.6)
        values = [v for s in series for v in s.values if v is not None]
        _category_axes(
            fig, ax, categories, values, ylabel=ylabel, xlabel=xlabel, legend=len(series)
        )
    return fig


def _category_axes(
    fig: Figure,
    ax: Any,
    categories: Sequence[str],
    values: Sequence[float],
    *,
    ylabel: str,
    xlabel: str,
    legend: int,
) -> None:
    """What every chart of categories shares: labels (slanted when many or long), a light grid,
    no box, and the legend below; all values 0 (no tokens, no failures) show 0 to 1, not an
    axis around nothing."""
    n = len(categories)
    ax.set_xticks(range(n), [short(c, 24) for c in categories])
    if n > 6 or any(len(c) > 10 for c in categories):
        ax.tick_params(axis="x", labelrotation=30)
        for tick in ax.get_xticklabels():
            tick.set_horizontalalignment("right")
    ax.set_ylabel(ylabel)
    if xlabel:
        ax.set_xlabel(xlabel)
    if values and all(v == 0 for v in values):
        ax.set_ylim(0, 1)
    ax.grid(axis="y", color="#dddddd", linewidth=0.6, zorder=0)
    ax.set_axisbelow(True)
    ax.spines[["top", "right"]].set_visible(False)
    if legend:
        fig.legend(loc="outside lower center", ncols=min(legend, 3), frameon=False)


def heatmap(
    rows: Sequence[str],
    columns: Sequence[str],
    values: Sequence[Sequence[float | None]],
    *,
    vmax: float,
    annotations: Sequence[Sequence[str]],
    xlabel: str = "",
    emphasize: str | None = None,
    label_width: int = 24,
) -> Figure:
    """A grid of cells shaded by value (0 to ``vmax``), each written with its annotation.

    ``values[i][j]`` is row i, column j; ``None`` leaves a cell blank. The row named
    ``emphasize`` gets a bold label; row labels are cut to ``label_width`` characters.
    """
    width = min(14.0, max(4.5, 1.8 + 0.55 * len(columns)))
    height = max(1.6, 0.9 + 0.32 * len(rows))
    fig = _figure(width, height)
    with mpl.rc_context(_RC):
        ax = fig.add_subplot()
        grid = [[float("nan") if v is None else v for v in row] for row in values]
        ax.imshow(grid, cmap="Greens", vmin=0, vmax=max(vmax, 1e-12), aspect="auto")
        for i, row in enumerate(values):
            for j, v in enumerate(row):
                if v is None:
                    continue
                dark = v > 0.6 * vmax
                ax.text(
                    j,
                    i,
                    annotations[i][j],
                    ha="center",
                    va="center",
                    fontsize=8,
                    color="white" if dark else "black",
                )
        ax.set_xticks(range(len(columns)), list(columns))
        ax.set_yticks(range(len(rows)), [short(r, label_width) for r in rows])
        for label, name in zip(ax.get_yticklabels(), rows, strict=True):
            if name == emphasize:
                label.set_fontweight("bold")
        if xlabel:
            ax.set_xlabel(xlabel)
        ax.tick_params(length=0)
        ax.spines[:].set_visible(False)
    return fig


def box_plot(
    categories: Sequence[str],
    series: Sequence[Boxes],
    *,
    ylabel: str,
    xlabel: str = "",
) -> Figure:
    """Grouped box plots: one group per category, one box per series (quartiles, whiskers to
    1.5 IQR, outliers as dots; a category with no values for a series is left empty).

    The emphasized series is drawn dark, as in :func:`bar_chart`.
    """
    n, k = len(categories), max(len(series), 1)
    width = min(14.0, max(5.0, 1.2 + n * (0.3 + 0.22 * k)))
    fig = _figure(width, 3.6)
    with mpl.rc_context(_RC):
        ax = fig.add_subplot()
        step = 0.8 / k
        for j, s in enumerate(series):
            colour = EMPHASIS if s.emphasis else s.color
            filled = [(i, v) for i, v in enumerate(s.values) if v]
            if not filled:
                continue
            ax.boxplot(
                [list(v) for _, v in filled],
                positions=[i - 0.4 + step * (j + 0.5) for i, _ in filled],
                widths=step * 0.8,
                patch_artist=True,
                manage_ticks=False,
                boxprops={"facecolor": colour, "edgecolor": "black", "linewidth": 0.6},
                medianprops={"color": "white" if s.emphasis else "black", "linewidth": 1.0},
                whiskerprops={"color": colour, "linewidth": 0.8},
                capprops={"color": colour, "linewidth": 0.8},
                flierprops={"marker": ".", "markersize": 3, "markeredgecolor": colour},
            )
            ax.plot([], [], color=colour, linewidth=6, label=short(s.label, 48))  # legend key
        ax.set_xlim(-0.6, n - 0.4)
        values = [x for s in series for v in s.values for x in v]
        _category_axes(
            fig, ax, categories, values, ylabel=ylabel, xlabel=xlabel, legend=len(series)
        )
    return fig
