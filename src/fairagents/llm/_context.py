"""What an agent knows when it casts a ballot: the case, the alternatives, its framework, passages.

:class:`BallotContext` is the input of the prompt templates (:mod:`fairagents.llm._prompts`) and
of models that compute ballots without an LLM (:class:`~fairagents.llm._analytic.AnalyticModel`).
``utilities`` are the stakeholders' true utilities: only the analytic model reads them; prompts
for LLM agents never show other stakeholders' private objectives. ``passages`` are
:class:`~fairagents.models.Passage` objects; the retriever's richer passages are one.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from pydantic import Field

from fairagents.models import Alternative, Passage, Stakeholder
from fairagents.models.base import FrozenModel

__all__ = ["BallotContext"]


class BallotContext(FrozenModel):
    """Everything a ballot request may draw on.

    >>> ctx = BallotContext(agent="ann", framework="rawls",
    ...                     alternatives=(Alternative(id="a"), Alternative(id="b")))
    >>> ctx.alternative_ids
    ('a', 'b')
    """

    agent: str = Field(min_length=1)
    framework: str = ""
    case: str = ""
    persona: str = ""
    alternatives: tuple[Alternative, ...] = Field(min_length=1)
    utilities: dict[str, dict[str, float]] = Field(default_factory=dict)
    """Stakeholder id → alternative id → true utility (read by the analytic model only)."""
    stakeholders: dict[str, Stakeholder] = Field(default_factory=dict)
    bounds: dict[str, tuple[float, float]] = Field(default_factory=dict)
    """Stakeholder id → (worst, best) utility over the problem's feasible outcomes, as
    ``fairagents.fairness.satisfaction_bounds(problem)`` gives them: what the analytic model
    normalizes satisfaction by, so its ``sen``/``kant`` scores are the fairness report's. Empty:
    the current alternatives are taken as the whole feasible set."""
    passages: tuple[Passage, ...] = ()

    @property
    def alternative_ids(self) -> tuple[str, ...]:
        return tuple(a.id for a in self.alternatives)

    @property
    def passage_ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.passages)

    @property
    def labels(self) -> dict[str, str]:
        return {a.id: a.label for a in self.alternatives if a.label}
