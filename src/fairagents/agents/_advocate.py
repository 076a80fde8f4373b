"""A stakeholder or ethical advocate: proposes outcomes and ranks the table, round after round.

An :class:`Advocate` is one agent of a scenario bound to its model. Each phase takes an
:class:`~fairagents.agents._records.AgentView` — what the visibility rule lets the agent see —
and returns a record for the graph state:

- :meth:`Advocate.propose` (``generate`` mode) → a :class:`~fairagents.agents._records.Proposal`:
  a feasible outcome of the problem, with an argument and citations;
- :meth:`Advocate.ballot` → a :class:`~fairagents.agents._records.CastBallot`: a ranking of the
  table, with the order the agent was shown and how closely it followed that order;
- :meth:`Advocate.respond` (the bargaining protocols) → a
  :class:`~fairagents.agents._records.Response`: accept the round's offer, object, or counter.
  An analytic agent states its standings as scores and accepts by its aspiration, or concedes
  by Zeuthen's rule (:mod:`fairagents.agents._objectives`); an LLM agent answers through
  :func:`~fairagents.llm._responses.request_response`, and a reply that cannot be used after
  the retries is recorded as that agent's failure (it accepts nothing that round).

With an LLM the agent is prompted (:mod:`fairagents.agents._prompting`) and its reply goes through
the structured layer (:func:`~fairagents.llm.request_ballot`,
:func:`~fairagents.llm._proposals.request_proposal`). With the ``analytic`` model it computes its
position from its objective and the revision rule (:mod:`fairagents.agents._objectives`) and
argues from a template quoting its retrieved passages.

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Sequence
from functools import cached_property
from typing import Any, Literal, Protocol

from langchain_core.language_models import BaseChatModel

from fairagents.agents import _objectives as obj
from fairagents.agents._briefing import Brief
from fairagents.agents._candidates import Candidate, table_order
from fairagents.agents._prompting import AgentPrompt, response_messages
from fairagents.agents._records import (
    AgentView,
    CastBallot,
    Proposal,
    Response,
    ResponseView,
    Usage,
)
from fairagents.errors import BallotError, ReplyError
from fairagents.llm import AnalyticModel, BallotStats, TokenUsage, request_ballot
from fairagents.llm._analytic import MAX_QUOTES, Key, analytic_reply, quotes, revised_scores
from fairagents.llm._exchange import model_name
from fairagents.llm._prompts import render
from fairagents.llm._proposals import request_proposal
from fairagents.llm._reply import RANKING_ONLY, BallotForm
from fairagents.llm._responses import DEFAULT_RETRIES, request_response
from fairagents.models import Alternative, Ballot
from fairagents.models._ballot import TieGroups
from fairagents.models._ranking_distance import pair_counts
from fairagents.problems import ProblemOutcome
from fairagents.scenarios import AgentSpec

__all__ = ["Advocate", "Participant", "order_tau"]


class Participant(Protocol):
    """What the graph asks of a debating agent, whether a model or a person answers."""

    @property
    def name(self) -> str: ...

    @property
    def analytic(self) -> bool: ...

    def propose(self, view: AgentView) -> Proposal:
        """The agent's own outcome this round (``generate`` mode)."""
        ...

    def ballot(self, view: AgentView) -> CastBallot:
        """The agent's ranking of the table this round."""
        ...

    def respond(self, view: ResponseView, answer: obj.AnalyticAnswer) -> Response:
        """The agent's response to the round's offer (the bargaining protocols; ``answer``:
        how an analytic agent answers under the round's protocol)."""
        ...


def order_tau(shown: Sequence[str], ranking: TieGroups) -> float | None:
    """Kendall's tau-b between the order shown and a ranking (1 = it echoed the order shown).

    tau-b counts each pair of candidates as concordant (the ranking puts first the one shown
    first) or discordant, and corrects for the ranking's ties (Kendall 1945); ``None`` when the
    ranking ties everything. Written out because ``scipy.stats.kendalltau`` costs a millisecond
    of argument checking per call, more than the rest of a ballot.

    >>> order_tau(["a", "b", "c"], (("a",), ("b",), ("c",)))
    1.0
    >>> order_tau(["a", "b", "c"], (("c",), ("b",), ("a",)))
    -1.0
    >>> order_tau(["a", "b", "c"], (("a", "b"), ("c",)))
    0.816497
    """
    level = {alt: i for i, group in enumerate(ranking) for alt in group}
    levels = [level[a] for a in shown]
    # O(m log m): a table of thousands of candidates is ranked in milliseconds (pairwise: minutes).
    discordant, _, tied, _ = pair_counts(range(len(levels)), levels)
    concordant = len(levels) * (len(levels) - 1) // 2 - discordant - tied
    pairs = concordant + discordant + tied
    if pairs == 0 or tied == pairs:
        return None
    # The order shown has no ties: tau-b = (C − D) / sqrt(pairs · (pairs − ties in the ranking)).
    return round((concordant - discordant) / math.sqrt(pairs * (pairs - tied)), 6)


def _usage(attempts: int, usages: Sequence[TokenUsage], repairs: Sequence[str]) -> Usage:
    return Usage(
        attempts=attempts,
        input_tokens=sum(u.input_tokens for u in usages),
        output_tokens=sum(u.output_tokens for u in usages),
        repairs=tuple(repairs),
    )


class Advocate:
    """One debating agent, bound to its model (see the module docstring).

    ``brief``: the problem and the case as the agent reads them
    (:class:`~fairagents.agents._briefing.Brief`); ``concession``: how readily it moves (its own,
    else the protocol's); ``form``: what its ballots carry (the
    :class:`~fairagents.graph.Deliberation` sets it from the scenario and the rule it runs);
    ``disagreement``: the scenario's stated disagreement point on the rating scale, if a number.
    """

    def __init__(
        self,
        spec: AgentSpec,
        brief: Brief,
        model: BaseChatModel,
        *,
        concession: float = 0.25,
        form: BallotForm = RANKING_ONLY,
        disagreement: float | None = None,
        space: obj.OutcomeSpace | None = None,
        stats: BallotStats | None = None,
        limiter: contextlib.AbstractContextManager[Any] | None = None,
    ) -> None:
        self.spec = spec
        self.brief = brief
        self.model = model
        self.concession = concession
        self.form = form
        self.disagreement = disagreement
        problem = brief.problem
        self.space = space if space is not None else obj.OutcomeSpace(problem)
        self.stats = stats if stats is not None else BallotStats()
        self.limiter = limiter if limiter is not None else contextlib.nullcontext()
        self.objective = obj.objective_for(spec, brief)
        self._stakeholders = {i: problem.stakeholder(i) for i in problem.stakeholder_ids}
        self._feasible_scores: tuple[list[Key], list[float]] | None = None
        self.standing = obj.Standing(self.objective, self.space, self._stakeholders)
        # The candidates as its ballots list them, made once each (the table only grows).
        self._listed: dict[tuple[str, str], Alternative] = {}

    @property
    def name(self) -> str:
        return self.spec.name

    @cached_property
    def prompt(self) -> AgentPrompt:
        """Its messages, with the parts that hold for the whole run written once (when first
        asked: an analytic agent is never prompted)."""
        return AgentPrompt(self.spec, self.brief, self.objective)

    @property
    def analytic(self) -> bool:
        """Whether this agent computes its positions (the ``analytic`` model) instead of asking."""
        return isinstance(self.model, AnalyticModel)

    def __repr__(self) -> str:
        model = model_name(self.model)
        return f"Advocate({self.name!r}, stance={self.spec.stance!r}, model={model!r})"

    # -- what the agent can see of the others -----------------------------------------------------

    def _positions(self, view: AgentView) -> list[ProblemOutcome]:
        """The others' positions it sees: their proposals (arguments), the compromise (summary)."""
        by_id = {c.id: c for c in view.table}
        ids = [s.proposal for s in view.others if s.proposal] + list(view.compromise)
        return [by_id[i].outcome for i in dict.fromkeys(ids) if i in by_id]

    def _weight(self, view: AgentView) -> float:
        return obj.concession_weight(self.concession, view.round)

    def _support(
        self, view: AgentView, options: Sequence[obj.FeasibleOutcome]
    ) -> list[float] | None:
        if not self.brief.generates:  # ranking a menu: the standings are all it sees
            return obj.support_from_standings([o.id for o in options], view.standings)
        positions = self._positions(view)
        return obj.support_from_positions(
            self.brief.problem, [o.outcome for o in options], positions
        )

    # -- generate mode: proposals -----------------------------------------------------------------

    def propose(self, view: AgentView) -> Proposal:
        """The agent's own outcome this round (``generate`` mode)."""
        if self.analytic:
            return self._analytic_proposal(view)
        with self.limiter:
            result = request_proposal(
                self.model,
                self.prompt.messages(view),
                self.brief.problem,
                agent=self.name,
                round=view.round,
                passage_ids=[p.id for p in view.passages],
                stats=self.stats,
            )
        return Proposal.of(
            result.reply.outcome,
            agent=self.name,
            round=view.round,
            argument=result.reply.argument,
            citations=result.reply.citations,
            usage=_usage(result.attempts, result.usage, result.repairs),
            model=model_name(self.model),
        )

    def _analytic_proposal(self, view: AgentView) -> Proposal:
        self.stats.record_request(self.name, view.round)
        self.stats.record_attempt(self.name, view.round)
        _, options = self.space.feasible
        if self._feasible_scores is None:
            self._feasible_scores = obj.own_scores(self.objective, options, self._stakeholders)
        keys, own = self._feasible_scores
        weight = self._weight(view)
        support = self._support(view, options)
        scores = revised_scores(own, support, weight)
        best = options[obj.best_index(scores, keys)]
        cited = view.passages[:MAX_QUOTES]
        moved = support is not None and weight > 0
        argument = render(
            "analytic_revision" if moved else "analytic_proposal",
            label=best.label,
            objective=self.objective.describe(),
            weight=f"{weight:.2f}",
            quotes=quotes(cited),
        )
        self.stats.record_outcome(self.name, view.round, ok=True)
        return Proposal.of(
            best.outcome,
            agent=self.name,
            round=view.round,
            argument=argument,
            citations=tuple(p.id for p in cited),
            model=model_name(self.model),
        )

    # -- ballots ----------------------------------------------------------------------------------

    def ballot(self, view: AgentView) -> CastBallot:
        """The agent's ballot over the table this round: a ranking, with ratings of every
        candidate on the scenario's scale or approvals when its form asks
        (:mod:`fairagents.scenarios._ballots`).

        An LLM agent's ratings are its ballot's utilities as given (on the stated scale, no
        rescaling); what a form does not ask for is not kept (scores a model volunteers on a
        ranking ballot have no stated scale). Its disagreement point is the scenario's
        ``ballot.disagreement``, or its rating of "no agreement".
        """
        shown = tuple(c.id for c in view.table)
        form = self.form
        disagreement: float | None = None
        if self.analytic:
            ballot = self._analytic_ballot(view, approvals=form.kind == "approvals")
            usage = Usage()
        else:
            alternatives = [self._alternative(c) for c in view.table]
            with self.limiter:
                result = request_ballot(
                    self.model,
                    self.prompt.messages(view, form),
                    alternatives,
                    agent=self.name,
                    round=view.round,
                    passage_ids=[p.id for p in view.passages],
                    stats=self.stats,
                    form=form,
                )
            ballot = result.ballot.model_copy(
                update={
                    "utilities": result.ballot.utilities if form.kind == "ratings" else None,
                    "approvals": result.ballot.approvals if form.kind == "approvals" else None,
                }
            )
            usage = _usage(result.attempts, result.usage, result.repairs)
            if form.kind == "ratings":
                if form.rate_no_agreement:  # its rating of "no agreement" is its point
                    disagreement = result.reply.no_agreement
                elif self.disagreement is not None:
                    disagreement = self.disagreement
        assert ballot.ranking is not None
        return CastBallot(
            agent=self.name,
            round=view.round,
            ballot=ballot,
            shown=shown,
            order_tau=order_tau(shown, ballot.ranking),
            usage=usage,
            model=model_name(self.model),
            disagreement=disagreement,
        )

    def _alternative(self, candidate: Candidate) -> Alternative:
        """``candidate`` as a ballot over the table lists it: its id and what it is."""
        label = self.brief.describe(candidate)
        found = self._listed.get((candidate.id, label))
        if found is None:
            found = self._listed[candidate.id, label] = Alternative(id=candidate.id, label=label)
        return found

    def _analytic_ballot(self, view: AgentView, *, approvals: bool = False) -> Ballot:
        self.stats.record_request(self.name, view.round)
        self.stats.record_attempt(self.name, view.round)
        # Rank in table order, not the shuffled order: an analytic agent has no position bias.
        table = sorted(view.table, key=table_order)
        options = [self.space.outcome(c.outcome) for c in table]
        options = [
            obj.FeasibleOutcome(c.id, c.label, o.outcome, o.utilities, o.context)
            for c, o in zip(table, options, strict=True)
        ]
        keys, own = obj.own_scores(self.objective, options, self._stakeholders)
        weight = self._weight(view)
        support = self._support(view, options)
        moved = support is not None and weight > 0
        reply = analytic_reply(
            [c.id for c in table],
            {c.id: c.label for c in table},
            keys,
            revised_scores(own, support, weight),
            objective=self.objective,
            passages=view.passages,
            weight=weight if moved else None,
            approvals=approvals,
        )
        self.stats.record_outcome(self.name, view.round, ok=True)
        assert reply.scores is not None
        try:
            return Ballot(
                voter=self.name,
                ranking=[list(g) for g in reply.ranking],
                utilities={i: round(s, 12) for i, s in reply.scores.items()},
                approvals=reply.approvals,
                argument=reply.argument,
                citations=reply.citations,
            )
        except ValueError as exc:  # a ranking over the table is valid by construction
            raise BallotError(f"agent {self.name!r}: analytic ballot invalid: {exc}") from exc

    # -- bargaining: responses to the round's offer -------------------------------------------

    def respond(self, view: ResponseView, answer: obj.AnalyticAnswer) -> Response:
        """The agent's response to the round's offer (the bargaining protocols): an LLM agent
        is asked under the protocol's instructions; an analytic one answers by ``answer``, the
        protocol's rule for it (:mod:`fairagents.agents._objectives`)."""
        if self.analytic:
            return self._analytic_response(view, answer)
        ids = [c.id for c in view.table]
        try:
            with self.limiter:
                result = request_response(
                    self.model,
                    response_messages(view, self.spec, self.brief, self.objective),
                    ids,
                    view.offer,
                    agent=self.name,
                    round=view.round,
                    stats=self.stats,
                )
        except ReplyError as exc:  # a per-agent failure, recorded: the run goes on
            return Response(
                agent=self.name,
                round=view.round,
                offer=view.offer,
                verdict="object",
                failure=str(exc),
                usage=Usage(attempts=DEFAULT_RETRIES + 1),
                model=model_name(self.model),
            )
        reply = result.reply
        return Response(
            agent=self.name,
            round=view.round,
            offer=view.offer,
            verdict=reply.verdict,
            accepts=reply.accepts,
            counter=reply.counter,
            reasons=reply.reasons,
            scores=reply.scores,
            usage=_usage(result.attempts, result.usage, result.repairs),
            model=model_name(self.model),
        )

    def _analytic_response(self, view: ResponseView, answer: obj.AnalyticAnswer) -> Response:
        self.stats.record_request(self.name, view.round)
        self.stats.record_attempt(self.name, view.round)
        # Table order, not the order shown: an analytic agent has no position bias.
        order = tuple(c.id for c in sorted(view.table, key=table_order))
        scores = {c.id: round(self.standing(c.outcome), 12) for c in view.table}
        level = obj.aspiration(self.concession, view.round)
        said = answer(obj.Position(self.name, view.offer, order, scores, level, view.previous))
        counter = said.counter
        accepted = view.offer is not None and view.offer in said.accepts
        verdict: Literal["accept", "object", "counter"] = (
            "accept" if accepted else "counter" if counter != view.offer else "object"
        )
        shown = {
            "offer": view.offer or "nothing yet",
            "objective": self.objective.describe(),
            "aspiration": f"{level:.2f}",
        }
        if said.holds:
            score = f"{scores[str(counter)]:.2f}"
            reasons = render("analytic_offer", counter=str(counter), score=score, **shown)
        elif accepted:
            reasons = render("analytic_accept", **shown)
        else:
            score = f"{scores.get(view.offer or '', 0.0):.2f}"
            reasons = render("analytic_object", counter=str(counter), score=score, **shown)
        self.stats.record_outcome(self.name, view.round, ok=True)
        return Response(
            agent=self.name,
            round=view.round,
            offer=view.offer,
            verdict=verdict,
            accepts=said.accepts,
            counter=None if accepted and not said.holds else counter,
            reasons=reasons,
            scores=scores,
            aspiration=round(level, 12),
            usage=Usage(),
            model=model_name(self.model),
        )
