"""The ``analytic`` model: ballots from a framework's welfare functional, no LLM.

An analytic agent ranks the alternatives by its ethical framework's welfare functional
(:func:`fairagents.frameworks.get_framework`) over every stakeholder's true utility, best
first, ties where the frameworks' lexicographic keys are equal; its scores are the headline
welfare values; its argument is a template (package data) naming the best alternative and the
runner-up, quoting the first retrieved passages by id, which it cites. Deterministic: a
baseline for LLM agents and the fast path for large sweeps.

Each alternative is evaluated as an outcome of a choice problem: every stakeholder "holds" the
chosen alternative (for claims, Nozick). Satisfaction (Sen, Kant, Parfit) is normalized exactly
as the fairness report does it, by :func:`fairagents.fairness.satisfaction_bounds`: the
caller passes the problem's bounds in ``BallotContext.bounds``; without them the current
alternatives are the feasible set (the bounds of the choice problem they form). Bounds over the
whole feasible set keep an agent's scores stable when a mediator adds or removes alternatives.
It writes no free text: as a chat model it answers every message with a fixed note.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from fairagents.errors import InputError
from fairagents.fairness import satisfaction_bounds
from fairagents.frameworks import WelfareContext, get_framework
from fairagents.llm.context import BallotContext
from fairagents.llm.prompts import render
from fairagents.llm.reply import BallotReply
from fairagents.numeric import lex_tie_groups
from fairagents.problems import CandidateChoice

__all__ = ["AnalyticModel"]


def _fmt(value: float) -> str:
    return f"{value:.3g}"


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
    max_quotes: int = 2
    quote_chars: int = 200

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
        """Rank ``context.alternatives`` by the framework's welfare key; quote the passages."""
        key = self._key_function(context)
        ids = context.alternative_ids
        keys = [key(a) for a in ids]
        groups = [[ids[k] for k in g] for g in lex_tie_groups(keys)]
        order = [a for g in groups for a in g]
        scores = {a: k[0] for a, k in zip(ids, keys, strict=True)}
        cited = context.passages[: self.max_quotes]
        quotes = "".join(
            " " + render("analytic_quote", id=p.id, excerpt=self._excerpt(p.text)) for p in cited
        )
        labels = {a.id: a.label or a.id for a in context.alternatives}
        best = order[0]
        fields = {
            "framework": context.framework,
            "best": labels[best],
            "best_score": _fmt(scores[best]),
            "quotes": quotes,
        }
        if len(order) == 1:
            argument = render("analytic_single", **fields)
        else:
            runner_up = order[1]
            argument = render(
                "analytic_argument",
                runner_up=labels[runner_up],
                runner_up_score=_fmt(scores[runner_up]),
                **fields,
            )
        return BallotReply(
            ranking=tuple(tuple(g) for g in groups),
            scores=scores,
            argument=argument,
            citations=tuple(p.id for p in cited),
        )

    def _excerpt(self, text: str) -> str:
        text = " ".join(text.split())
        if len(text) <= self.quote_chars:
            return text
        cut = text[: self.quote_chars].rsplit(" ", 1)[0]
        return cut + " …"
