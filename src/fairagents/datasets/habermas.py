"""The Habermas Machine's released data, read into rounds a study can put an LLM panel beside.

Tessler, Bakker et al., "AI can help humans find common ground in democratic deliberation",
*Science* 386 (2024), released their data (CC-BY 4.0; the download is the user's: about 450 MB
of Parquet from the Habermas Machine repository, <https://github.com/google-deepmind/habermas_machine>).
:func:`read_habermas` reads the candidate-comparisons file
(``hm_all_candidate_comparisons.parquet``): one row per participant and iteration of a round,
with the columns the release documents (its ``analysis/readme.md``) — of which it uses:

- ``launch_id`` (a group), ``round_id``, ``iteration_index`` (0: before the critique, 1: after),
  ``worker_id`` (a participant);
- ``question.text``, ``own_opinion.text`` (the participant's opinion);
- ``candidates.metadata.id`` and ``candidates.text`` (the candidate statements shown, aligned
  lists), ``rankings.candidate_ids`` and ``rankings.numerical_ranks`` (the participant's ranking:
  the candidates and their ranks, 0 or 1 for the first; equal ranks tie);
- ``critique.text`` (the participant's critique of the winner, where written).

This reader follows the documented column names; it was tested on a synthetic file of the same
schema (``tests/data/habermas/``), not on the release itself, which is not shipped. A column it
needs that is missing, a ranking that names a candidate not shown, or lists of different
lengths is a :class:`~fairagents.errors.DatasetError` naming the file, the row and the column.

A round becomes a :class:`~fairagents.problems.CandidateChoice` (:meth:`HabermasIteration.
to_problem`) whose alternatives are the candidate statements and whose utilities are the
participants' *human* rankings read as Borda points (a candidate ranked above j others scores
j): what the fairness report judges and what an analytic agent would read — the humans
themselves, not a prediction. An LLM panel's rankings of the same statements are compared with
the humans' by :func:`ranking_agreement` (Kendall's tau-b per participant).

>>> it = HabermasIteration(index=0, candidates={"a": "Yes.", "b": "No."},
...     opinions={"w1": "yes", "w2": "no"},
...     rankings={"w1": (("a",), ("b",)), "w2": (("b",), ("a",))})
>>> it.to_problem("q1").utilities
{'p1': {'c1': 1.0, 'c2': 0.0}, 'p2': {'c1': 0.0, 'c2': 1.0}}

"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import Field

from fairagents.errors import DatasetError
from fairagents.models import Stakeholder, TieGroups
from fairagents.models.base import FrozenModel
from fairagents.problems import CandidateChoice

__all__ = [
    "COLUMNS",
    "HabermasIteration",
    "HabermasRound",
    "RankingAgreement",
    "ranking_agreement",
    "read_habermas",
]

COLUMNS = (
    "launch_id",
    "round_id",
    "iteration_index",
    "worker_id",
    "question.text",
    "own_opinion.text",
    "candidates.metadata.id",
    "candidates.text",
    "rankings.candidate_ids",
    "rankings.numerical_ranks",
)
"""The columns :func:`read_habermas` needs (``critique.text`` is read where present)."""


class HabermasIteration(FrozenModel):
    """One iteration of a round: the candidates shown, each participant's opinion, ranking and
    critique (keyed by ``worker_id``)."""

    index: int = Field(ge=0)
    candidates: dict[str, str] = Field(description="candidate id → statement text")
    opinions: dict[str, str]
    rankings: dict[str, TieGroups]
    critiques: dict[str, str] = Field(default_factory=dict)

    def agent_names(self) -> dict[str, str]:
        """Each participant's name in a scenario (``p1``, ``p2`` … in ``worker_id`` order)."""
        return {w: f"p{k}" for k, w in enumerate(sorted(self.opinions), start=1)}

    def candidate_names(self) -> dict[str, str]:
        """Each candidate's id in a scenario (``c1``, ``c2`` … in the order shown)."""
        return {c: f"c{k}" for k, c in enumerate(self.candidates, start=1)}

    def to_problem(self, question: str, id: str = "habermas") -> CandidateChoice:
        """The iteration as a choice among its candidate statements, with the participants'
        human rankings as Borda utilities (see the module docstring)."""
        names, ids = self.agent_names(), self.candidate_names()
        # A candidate a participant left unranked scores 0, as its last-ranked one does.
        points = {w: borda(self.rankings[w]) for w in sorted(self.rankings)}
        utilities = {
            names[w]: {ids[c]: mine.get(c, 0.0) for c in self.candidates}
            for w, mine in points.items()
        }
        return CandidateChoice(
            id=id,
            description=question,
            alternatives=[
                {"id": ids[c], "label": text[:80], "description": text, "attributes": {"hm_id": c}}
                for c, text in self.candidates.items()
            ],
            utilities=utilities,
            stakeholders={
                names[w]: Stakeholder(id=names[w], attributes={"worker_id": w})
                for w in sorted(self.rankings)
            },
        )


class HabermasRound(FrozenModel):
    """One round of one group: its question and its iterations in order."""

    launch_id: str
    round_id: str
    question: str
    iterations: tuple[HabermasIteration, ...] = Field(min_length=1)

    def to_problem(self, iteration: int = 0) -> CandidateChoice:
        """The ``iteration``-th iteration (0: before the critique) as a choice problem."""
        if not 0 <= iteration < len(self.iterations):
            raise DatasetError(
                f"round {self.round_id} of {self.launch_id} has {len(self.iterations)} "
                f"iterations; no iteration {iteration}"
            )
        return self.iterations[iteration].to_problem(
            self.question, id=f"habermas-{self.launch_id}-{self.round_id}-{iteration}"
        )


def borda(ranking: TieGroups) -> dict[str, float]:
    """Borda points of a weak order: each candidate scores how many are ranked below it.

    >>> borda((("a",), ("b", "c"), ("d",)))
    {'a': 3.0, 'b': 1.0, 'c': 1.0, 'd': 0.0}
    """
    total = sum(len(g) for g in ranking)
    out: dict[str, float] = {}
    above = 0
    for group in ranking:
        for c in group:
            out[c] = float(total - above - len(group))
        above += len(group)
    return out


def read_habermas(path: str | Path) -> tuple[HabermasRound, ...]:
    """The rounds of a Habermas Machine candidate-comparisons Parquet file (see the module
    docstring), in the file's order of groups and rounds."""
    try:
        import pyarrow.parquet as pq
    except ImportError as exc:  # pragma: no cover - the experiments extra is installed in CI
        raise DatasetError(
            "reading the Habermas Machine's Parquet needs pyarrow: pip install "
            "'fairagents[experiments]'"
        ) from exc
    where = Path(path)
    try:
        table = pq.read_table(where)
    except (OSError, ValueError) as exc:
        raise DatasetError(f"{where}: not a readable Parquet file ({exc})") from exc
    missing = [c for c in COLUMNS if c not in table.column_names]
    if missing:
        raise DatasetError(
            f"{where}: no column {', '.join(missing)}: a Habermas Machine candidate-comparisons "
            f"file has {', '.join(COLUMNS)}"
        )
    wanted = [*COLUMNS, *(["critique.text"] if "critique.text" in table.column_names else [])]
    rows = table.select(wanted).to_pylist()
    rounds: dict[tuple[str, str], dict[str, Any]] = {}
    for number, row in enumerate(rows, start=1):
        _row(where, number, row, rounds)
    return tuple(
        HabermasRound(
            launch_id=launch,
            round_id=round_id,
            question=found["question"],
            iterations=tuple(
                HabermasIteration(index=i, **parts) for i, parts in sorted(found["its"].items())
            ),
        )
        for (launch, round_id), found in rounds.items()
    )


def _row(where: Path, number: int, row: dict[str, Any], rounds: dict[Any, Any]) -> None:
    """Read one participant's row into its round and iteration, or fail naming the row."""

    def bad(column: str, why: str) -> DatasetError:
        return DatasetError(f"{where}: row {number}, {column}: {why}")

    for column in COLUMNS:
        if row[column] is None:
            raise bad(column, "is empty")
    ids, texts = list(row["candidates.metadata.id"]), list(row["candidates.text"])
    if len(ids) != len(texts):
        raise bad("candidates.text", f"{len(texts)} texts for {len(ids)} candidate ids")
    ranked, ranks = list(row["rankings.candidate_ids"]), list(row["rankings.numerical_ranks"])
    if len(ranked) != len(ranks):
        raise bad("rankings.numerical_ranks", f"{len(ranks)} ranks for {len(ranked)} candidates")
    unknown = [c for c in ranked if c not in ids]
    if unknown:
        raise bad("rankings.candidate_ids", f"{unknown[0]!r} is not among the candidates shown")
    if len(set(ranked)) != len(ranked):
        raise bad("rankings.candidate_ids", "names a candidate twice")
    if any(not isinstance(r, int | float) or not math.isfinite(r) for r in ranks):
        raise bad("rankings.numerical_ranks", "ranks must be finite numbers")
    key = (str(row["launch_id"]), str(row["round_id"]))
    found = rounds.setdefault(key, {"question": str(row["question.text"]), "its": {}})
    index = int(row["iteration_index"])
    parts = found["its"].setdefault(
        index, {"candidates": {}, "opinions": {}, "rankings": {}, "critiques": {}}
    )
    for c, text in zip(ids, texts, strict=True):
        if parts["candidates"].setdefault(str(c), str(text)) != str(text):
            raise bad("candidates.text", f"candidate {c!r} has two different texts in the round")
    worker = str(row["worker_id"])
    if worker in parts["rankings"]:
        raise bad("worker_id", f"{worker!r} ranks iteration {index} twice")
    parts["opinions"][worker] = str(row["own_opinion.text"])
    parts["rankings"][worker] = _groups(ranked, ranks)
    critique = row.get("critique.text")
    if critique:
        parts["critiques"][worker] = str(critique)


def _groups(candidates: Sequence[str], ranks: Sequence[float]) -> TieGroups:
    """Candidates and their ranks (smaller first; equal ranks tie) as tie groups."""
    by_rank: dict[float, list[str]] = {}
    for c, r in zip(candidates, ranks, strict=True):
        by_rank.setdefault(float(r), []).append(str(c))
    return tuple(tuple(by_rank[r]) for r in sorted(by_rank))


class RankingAgreement(FrozenModel):
    """How well a panel's rankings agree with the humans': Kendall's tau-b per participant
    (``None`` where it is undefined: a ranking that ties every candidate), and their mean."""

    taus: dict[str, float | None]
    mean: float | None
    n: int = Field(ge=0, description="participants with a defined tau")


def ranking_agreement(
    predicted: Mapping[str, TieGroups], human: Mapping[str, TieGroups]
) -> RankingAgreement:
    """Kendall's tau-b between each participant's predicted and human ranking, over the
    candidates both rank (scipy.stats.kendalltau; ties handled by tau-b).

    >>> h = {"w": (("a",), ("b",), ("c",))}
    >>> ranking_agreement({"w": (("a",), ("b",), ("c",))}, h).mean
    1.0
    >>> ranking_agreement({"w": (("c",), ("b",), ("a",))}, h).mean
    -1.0
    """
    from scipy import stats

    unknown = sorted(set(predicted) - set(human))
    if unknown:
        raise DatasetError(f"no human ranking for {', '.join(unknown)}")
    taus: dict[str, float | None] = {}
    for who, ranking in predicted.items():
        mine, theirs = borda(ranking), borda(human[who])
        both = [c for c in theirs if c in mine]
        if len(both) < 2:
            taus[who] = None
            continue
        tau = stats.kendalltau([mine[c] for c in both], [theirs[c] for c in both]).statistic
        taus[who] = None if math.isnan(tau) else float(tau)
    defined = [t for t in taus.values() if t is not None]
    return RankingAgreement(
        taus=taus, mean=sum(defined) / len(defined) if defined else None, n=len(defined)
    )
