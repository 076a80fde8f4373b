"""The analytic agent, its one implementation: ballots from an objective's key, no LLM.

An analytic agent ranks the options by its *objective* (:class:`Objective`: a framework's welfare
functional over every stakeholder's true utility, :func:`fairagents.frameworks.get_framework`;
the total; or a favoured group's welfare), best first, ties where the lexicographic keys are
equal. :func:`analytic_reply` is the one place that turns keys and scores into a ranking, an
argument (a template, package data, naming the best option and the runner-up, quoting the first
retrieved passages by id, which it cites) and, when asked, approvals
(:func:`analytic_approvals`). Both users go through it: :class:`AnalyticModel` (the ``analytic``
model of :func:`~fairagents.llm.request_ballot_for`, a benchmark and the examples) and the
advocates of a deliberation (``fairagents run --model analytic``,
:mod:`fairagents.agents._advocate`, which adds the revision rule's support to the scores).
Deterministic: a baseline for LLM agents and the fast path for large sweeps.

:class:`AnalyticModel` evaluates each alternative as an outcome of a choice problem: every
stakeholder "holds" the chosen alternative (for claims, Nozick). Satisfaction (Sen, Kant,
Parfit) is normalized exactly as the fairness report does it, by
:func:`fairagents.fairness.satisfaction_bounds`: the caller passes the problem's bounds in
``BallotContext.bounds``; without them the current alternatives are the feasible set (the bounds
of the choice problem they form). Bounds over the whole feasible set keep an agent's scores
stable when a mediator adds or removes alternatives. Its scores are the headline welfare values.
It writes no free text: as a chat model it answers every message with a fixed note.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from fairagents.errors import InputError
from fairagents.fairness import satisfaction_bounds
from fairagents.frameworks import Framework, WelfareContext, get_framework
from fairagents.llm._context import BallotContext
from fairagents.llm._prompts import render
from fairagents.llm._reply import BallotReply
from fairagents.models import Passage, Stakeholder
from fairagents.numeric import RELATIVE, lex_tie_groups
from fairagents.problems import CandidateChoice

__all__ = [
    "ANALYTIC_APPROVAL",
    "AnalyticModel",
    "Key",
    "Objective",
    "analytic_approvals",
    "analytic_reply",
    "quotes",
    "rank_scores",
    "ranking_by",
    "revised_scores",
]

Key = tuple[float, ...]
"""An objective's lexicographic key of one outcome (higher is better)."""

MAX_QUOTES = 2
"""Passages an analytic argument quotes (and cites), the first retrieved."""

QUOTE_CHARS = 200
"""Characters of each quoted passage, cut at a word."""


@dataclass(frozen=True)
class Objective:
    """What an analytic agent maximizes: a framework's key, the total, or a group's welfare.

    >>> from fairagents.models import Stakeholder
    >>> people = {"p1": Stakeholder(id="p1"), "p2": Stakeholder(id="p2", weight=2.0)}
    >>> Objective("group", members=("p2",), party="the old").key({"p1": 3.0, "p2": 1.0}, people)
    (2.0, 5.0)
    """

    kind: Literal["framework", "total", "group"]
    framework: Framework | None = None
    members: tuple[str, ...] = ()
    party: str = ""

    def key(
        self,
        utilities: Mapping[str, float],
        stakeholders: Mapping[str, Stakeholder],
        context: object = None,
    ) -> Key:
        """The objective's lexicographic key for one outcome (higher is better)."""
        if self.kind == "framework":
            assert self.framework is not None
            return self.framework.key(utilities, stakeholders, context=context)  # type: ignore[arg-type]
        total = sum(_weight(stakeholders, i) * u for i, u in utilities.items())
        if self.kind == "group":
            group = sum(_weight(stakeholders, i) * utilities[i] for i in self.members)
            return (group, total)
        return (total,)

    def describe(self) -> str:
        """One phrase: what this agent optimizes."""
        if self.kind == "framework":
            assert self.framework is not None
            return f"{self.framework.title} ({self.framework.operationalization})"
        if self.kind == "group":
            return f"the welfare of {self.party} (then the total)"
        return "the total expected benefit"


def _weight(stakeholders: Mapping[str, Stakeholder], sid: str) -> float:
    found = stakeholders.get(sid)
    return 1.0 if found is None else found.weight


def rank_scores(keys: Sequence[Key]) -> list[float]:
    """Each key's rank as a score in [0, 1]: 1 for the best, 0 for the worst, ties shared.

    >>> rank_scores([(1.0,), (3.0,), (1.0,), (2.0,)])
    [0.0, 1.0, 0.0, 0.5]
    """
    levels = lex_tie_groups(keys)
    scores = [1.0] * len(keys)
    top = max(len(levels) - 1, 1)
    for level, members in enumerate(levels):
        for i in members:
            scores[i] = 1.0 - level / top
    return scores


def revised_scores(
    own: Sequence[float], support: Sequence[float] | None, weight: float
) -> list[float]:
    """``(1 − λ)·own + λ·support`` per option; ``own`` alone when there is no support.

    >>> revised_scores([1.0, 0.0], [0.0, 1.0], 0.25)
    [0.75, 0.25]
    """
    if support is None or weight <= 0:
        return list(own)
    return [(1 - weight) * o + weight * s for o, s in zip(own, support, strict=True)]


def ranking_by(ids: Sequence[str], scores: Sequence[float], keys: Sequence[Key]) -> list[list[str]]:
    """Tie groups of ``ids``, best first: by score, then by own key; equal on both tie.

    >>> ranking_by(["a", "b", "c"], [0.5, 0.5, 1.0], [(1.0,), (2.0,), (0.0,)])
    [['c'], ['b'], ['a']]
    """
    composite = [(s, *k) for s, k in zip(scores, keys, strict=True)]
    return [[ids[i] for i in level] for level in lex_tie_groups(composite)]


ANALYTIC_APPROVAL = 0.5
"""An analytic agent approves the candidates at least this far from its worst score to its
best (the reading of ``utility_threshold``, at the slate evaluation's default 0.5)."""


def analytic_approvals(ids: Sequence[str], scores: Sequence[float]) -> tuple[str, ...]:
    """The candidates an analytic agent approves: its best, and every one scoring at least
    :data:`ANALYTIC_APPROVAL` of the way from its worst score to its best (all of them when it
    scores them all alike, within the shared tolerance).

    >>> analytic_approvals(["a", "b", "c"], [0.0, 0.5, 1.0])
    ('b', 'c')
    >>> analytic_approvals(["a", "b"], [2.0, 2.0])
    ('a', 'b')
    """
    low, high = min(scores), max(scores)
    span = high - low
    if span <= RELATIVE * max(abs(low), abs(high)):
        return tuple(ids)
    # The same comparison as approval_matrix's, within the same relative tolerance.
    return tuple(
        i
        for i, s in zip(ids, scores, strict=True)
        if (s - low) / span >= ANALYTIC_APPROVAL - RELATIVE
    )


def _excerpt(text: str, limit: int = QUOTE_CHARS) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0] + " …"


def quotes(passages: Sequence[Passage]) -> str:
    """The passages quoted by id, each cut at a word (what an analytic argument ends with).

    >>> quotes([Passage(id="r1", text="Justice is  the first virtue.")])
    ' As [r1] puts it: "Justice is the first virtue."'
    """
    return "".join(
        " " + render("analytic_quote", id=p.id, excerpt=_excerpt(p.text)) for p in passages
    )


def analytic_reply(
    ids: Sequence[str],
    labels: Mapping[str, str],
    keys: Sequence[Key],
    scores: Sequence[float],
    *,
    objective: Objective,
    passages: Sequence[Passage] = (),
    weight: float | None = None,
    approvals: bool = False,
) -> BallotReply:
    """An analytic agent's ballot over ``ids``: ranked by ``scores`` then by its own ``keys``,
    argued from the one template (best and runner-up, ``weight`` of the others' positions when it
    moved toward them, the first :data:`MAX_QUOTES` passages quoted and cited), with its approvals
    (:func:`analytic_approvals`) when asked.

    >>> reply = analytic_reply(["a", "b"], {"a": "Split", "b": "Skew"}, [(1.0,), (2.0,)],
    ...     [0.0, 1.0], objective=Objective("total"))
    >>> reply.ranking, reply.argument
    ((('b',), ('a',)), 'I rank b (Skew) first on the total expected benefit; a comes next.')
    """
    ranking = ranking_by(ids, scores, keys)
    best = ranking[0][0]
    runner_up = ranking[1][0] if len(ranking) > 1 else ranking[0][-1]
    cited = tuple(passages[:MAX_QUOTES])
    argument = render(
        "analytic_ballot",
        best=f"{best} ({labels.get(best) or best})",
        runner_up=runner_up,
        objective=objective.describe(),
        movement=render("analytic_movement", weight=f"{weight:.2f}") if weight else "",
        quotes=quotes(cited),
    )
    return BallotReply(
        ranking=tuple(tuple(g) for g in ranking),
        scores=dict(zip(ids, scores, strict=True)),
        approvals=analytic_approvals(ids, scores) if approvals else None,
        argument=argument,
        citations=tuple(p.id for p in cited),
    )


class AnalyticModel(BaseChatModel):
    """Ranks alternatives by the agent's framework; implements the ``BallotModel`` protocol.

    >>> from fairagents.models import Alternative
    >>> ctx = BallotContext(agent="ann", framework="rawls",
    ...     alternatives=(Alternative(id="a"), Alternative(id="b")),
    ...     utilities={"p1": {"a": 0.9, "b": 0.5}, "p2": {"a": 0.1, "b": 0.4}})
    >>> AnalyticModel().ballot_reply(ctx).ranking
    (('b',), ('a',))
    """

    model_name: str = "analytic"

    @property
    def _llm_type(self) -> str:
        return "fairagents-analytic"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        message = AIMessage(
            content=render("analytic_chat"), response_metadata={"finish_reason": "stop"}
        )
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _key_function(self, context: BallotContext) -> Callable[[str], tuple[float, ...]]:
        if not context.framework:
            raise InputError(f"agent {context.agent!r}: the analytic model needs a framework")
        framework = get_framework(context.framework)
        ids = context.alternative_ids
        if not context.utilities:
            raise InputError(
                f"agent {context.agent!r}: the analytic model needs the stakeholders' "
                "utilities in BallotContext.utilities"
            )
        for sid, row in context.utilities.items():
            missing = [a for a in ids if a not in row]
            if missing:
                raise InputError(
                    f"agent {context.agent!r}: stakeholder {sid!r} has no utility for "
                    f"{', '.join(missing)}; give one per current alternative"
                )
        bounds = context.bounds or satisfaction_bounds(
            CandidateChoice(
                alternatives=context.alternatives,
                utilities={sid: {a: row[a] for a in ids} for sid, row in context.utilities.items()},
            )
        )

        def key(alt: str) -> tuple[float, ...]:
            utilities = {sid: row[alt] for sid, row in context.utilities.items()}
            welfare_context = WelfareContext(
                bounds=bounds, holdings={sid: (alt,) for sid in context.utilities}
            )
            return framework.key(utilities, context.stakeholders, context=welfare_context)

        return key

    def ballot_reply(self, context: BallotContext) -> BallotReply:
        """Rank ``context.alternatives`` by the framework's welfare key; quote the passages
        (:func:`analytic_reply`: the same ranking and argument as a deliberation's analytic
        agent with that framework, before it moves)."""
        key = self._key_function(context)
        ids = context.alternative_ids
        keys = [key(a) for a in ids]
        return analytic_reply(
            ids,
            {a.id: a.label or a.id for a in context.alternatives},
            keys,
            [k[0] for k in keys],  # the headline welfare: ranks as the keys do
            objective=Objective("framework", framework=get_framework(context.framework)),
            passages=context.passages,
        )
