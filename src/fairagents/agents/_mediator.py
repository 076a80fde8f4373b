"""The mediator: neutral — no framework, no favoured group — it summarizes and proposes compromises.

After each round's vote the :class:`Mediator` writes a
:class:`~fairagents.agents._records.Mediation`: a summary of where the agents stand and the
compromise it puts forward. It reads only what agents said and ranked — never anyone's
utilities — and how it finds the compromise is documented and deterministic wherever it can be:

- **menu mode**: the candidates that best balance the current ballots, by *fallback bargaining*
  (Brams & Kilgour 2001, "Fallback Bargaining", *Group Decision and Negotiation* 10): descend
  every ballot one place at a time until some candidate is acceptable to all; ties go to the
  candidate with the smaller total depth;
- **generate mode**, analytic: the *centre* of the proposals — the feasible outcomes whose least
  similarity to any agent's proposal is largest (then the largest mean similarity;
  :func:`~fairagents.agents._candidates.similarity`: shared goods, projects or patients), up to
  three, added to the table for the next round. When no outcome shares anything with every proposal
  (atomic alternatives), it falls back to fallback bargaining over the table;
- **generate mode**, LLM: the mediator's own proposal, read and checked like an agent's.

With an LLM the summary is the model's words; with the analytic model it is a template listing
each position, the standings and the compromise.

**Drafts** (the bargaining protocols of :mod:`fairagents.graph.protocols`; :meth:`Mediator.draft`,
before the round's ballots): in ``generate`` mode the mediator builds the centre of the round's
proposals (above) and puts it on the table at once — candidates nobody proposed, scored by the
agents this very round. Which of them (or of the table) is put to the agents as one text is the
protocol's to say (``single_text``: :class:`~fairagents.graph.protocols.SingleText`).

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from functools import cached_property, partial
from typing import Any

from langchain_core.language_models import BaseChatModel

from fairagents.agents._briefing import Brief
from fairagents.agents._candidates import MEDIATOR, Candidate, add_to_table, similarity
from fairagents.agents._objectives import OutcomeSpace
from fairagents.agents._prompting import (
    STANDINGS_SHOWN,
    MediatorPrompt,
    standings_text,
    statement_messages,
)
from fairagents.agents._records import CastBallot, Mediation, Proposal, Said, Usage
from fairagents.errors import BackendError, ProposalError
from fairagents.llm import AnalyticModel, BallotStats
from fairagents.llm import _transport as transport
from fairagents.llm._cache import cached_invoke
from fairagents.llm._exchange import failure, model_name, reply_usage
from fairagents.llm._prompts import render
from fairagents.llm._proposals import request_proposal
from fairagents.llm.call_options import call_options
from fairagents.models import Outcome
from fairagents.problems import (
    BudgetedSelection,
    Package,
    Problem,
    ProblemOutcome,
    outcome_key,
)

__all__ = ["CENTRE_SIZE", "Mediator", "centre", "closest", "fallback_bargaining", "is_full"]

CENTRE_SIZE = 3
"""At most this many centre outcomes join the table per round."""

SUMMARY_TOKENS = 200


def _names(ids: Sequence[str], shown: int = STANDINGS_SHOWN) -> str:
    """``ids`` joined, at most ``shown`` named (a tie among thousands stays one short line)."""
    named = ", ".join(ids[:shown])
    return named if len(ids) <= shown else f"{named} and {len(ids) - shown:,} more"


def fallback_bargaining(ballots: Sequence[CastBallot], ids: Sequence[str]) -> list[str]:
    """Candidates acceptable to every ballot at the shallowest depth, ties by total depth.

    A candidate's depth on a ballot is one plus the number of candidates ranked strictly above
    it (a tie shares the depth). Brams & Kilgour (2001).

    >>> from fairagents.models import Ballot
    >>> cast = [CastBallot(agent=v, round=0, shown=("a", "b", "c"),
    ...                    ballot=Ballot(voter=v, ranking=r)) for v, r in
    ...         (("x", ["a", "b", "c"]), ("y", ["c", "b", "a"]))]
    >>> fallback_bargaining(cast, ["a", "b", "c"])
    ['b']
    """
    depth: dict[str, list[int]] = {i: [] for i in ids}
    for cast in ballots:
        above = 0
        assert cast.ballot.ranking is not None
        for group in cast.ballot.ranking:
            for alt in group:
                if alt in depth:
                    depth[alt].append(above + 1)
            above += len(group)
    scored = {i: (max(d), sum(d)) for i, d in depth.items() if d}
    if not scored:
        return list(ids[:1])
    best = min(scored.values())
    return [i for i in ids if scored.get(i) == best]


def centre(
    space: OutcomeSpace, positions: Sequence[ProblemOutcome], *, size: int = CENTRE_SIZE
) -> tuple[list[ProblemOutcome], float]:
    """The feasible outcomes closest to every position (see the module docstring).

    Returns up to ``size`` outcomes and their least similarity to a position (0 if none shares
    anything with every position).
    """
    _, options = space.feasible
    problem = space.problem
    scored = []
    for k, option in enumerate(options):
        sims = [similarity(problem, option.outcome, p) for p in positions]
        scored.append((min(sims), sum(sims) / len(sims), -k))
    scored.sort(reverse=True)
    best = scored[0][:2]
    chosen = [options[-neg_k].outcome for *score, neg_k in scored if tuple(score) == best]
    return chosen[:size], best[0]


def closest(
    space: OutcomeSpace,
    positions: Sequence[ProblemOutcome],
    *,
    size: int,
    leaving_out: Sequence[ProblemOutcome] = (),
) -> list[ProblemOutcome]:
    """The ``size`` feasible outcomes closest to every position, best first — by least
    similarity to a position, then mean similarity, then feasible order — other than those in
    ``leaving_out``, and only full ones (a package to which no project fits: a statement makes
    as many points as it may): the outcomes around the centre (:func:`centre`), which a
    statement generator composes from the opinions (:meth:`Mediator.compose`).

    >>> from fairagents.problems import BudgetedSelection, Package
    >>> b = BudgetedSelection(projects={"x": 1, "y": 1, "z": 1}, budget=2,
    ...     utilities={"a": {"x": 1, "y": 1, "z": 0}, "b": {"x": 0, "y": 1, "z": 1}})
    >>> [o.key() for o in closest(OutcomeSpace(b), [Package(projects=("x", "y")),
    ...     Package(projects=("y", "z"))], size=2)]
    ['x+y', 'y+z']
    """
    _, options = space.feasible
    problem = space.problem
    taken = {outcome_key(o) for o in leaving_out}
    scored = []
    for k, option in enumerate(options):
        if outcome_key(option.outcome) in taken or not is_full(problem, option.outcome):
            continue
        sims = [similarity(problem, option.outcome, p) for p in positions]
        scored.append((-min(sims), -sum(sims) / len(sims), k))
    scored.sort()
    return [options[k].outcome for *_, k in scored[:size]]


def is_full(problem: Problem, outcome: ProblemOutcome) -> bool:
    """Whether nothing more fits: a package to which no project can be added within the budget
    (a statement that makes as many points as it may); any other outcome is."""
    if not (isinstance(problem, BudgetedSelection) and isinstance(outcome, Package)):
        return True
    spent = problem.cost(outcome)
    return not any(
        problem.affordable(spent + cost)
        for p, cost in problem.projects.items()
        if p not in outcome.projects
    )


class Mediator:
    """The neutral mediator of a deliberation (see the module docstring); ``brief``: the
    problem and the case as it reads them (:class:`~fairagents.agents._briefing.Brief`)."""

    def __init__(
        self,
        brief: Brief,
        model: BaseChatModel,
        *,
        space: OutcomeSpace | None = None,
        stats: BallotStats | None = None,
        limiter: contextlib.AbstractContextManager[Any] | None = None,
    ) -> None:
        self.brief = brief
        self.model = model
        self.space = space if space is not None else OutcomeSpace(brief.problem)
        self.stats = stats if stats is not None else BallotStats()
        self.limiter = limiter if limiter is not None else contextlib.nullcontext()

    @cached_property
    def prompt(self) -> MediatorPrompt:
        """Its messages, with what they say all run written once (when first asked: an
        analytic mediator is never prompted)."""
        return MediatorPrompt(self.brief)

    @property
    def analytic(self) -> bool:
        return isinstance(self.model, AnalyticModel)

    def mediate(
        self,
        round: int,
        table: Mapping[str, Candidate],
        ballots: Sequence[CastBallot],
        proposals: Sequence[Proposal],
        outcome: Outcome,
    ) -> tuple[Mediation, dict[str, Candidate]]:
        """The round's mediation and the candidates it adds to (or co-signs on) the table.

        Added candidates join in round ``round + 1``, authored by ``"mediator"``.
        """
        ids = list(table)
        said = (
            [Said(agent=b.agent, round=round, argument=b.ballot.argument) for b in ballots]
            if not proposals
            else [
                Said(agent=p.agent, round=round, argument=p.argument, proposal=p.candidate)
                for p in proposals
            ]
        )
        added: list[ProblemOutcome] = []
        usage = Usage(attempts=0)
        if proposals:  # generate mode: the agents proposed outcomes this round
            if self.analytic:
                added, overlap = centre(self.space, [p.outcome for p in proposals])
                method = "centre of the proposals"
                if overlap <= 0:
                    added, method = [], "fallback bargaining (Brams & Kilgour 2001)"
            else:
                with self.limiter:
                    result = request_proposal(
                        self.model,
                        self.prompt.proposal(round, said),
                        self.brief.problem,
                        agent=MEDIATOR,
                        round=round,
                        stats=self.stats,
                    )
                added, method = [result.reply.outcome], "the mediator's own proposal"
                usage = Usage(
                    attempts=result.attempts,
                    input_tokens=sum(u.input_tokens for u in result.usage),
                    output_tokens=sum(u.output_tokens for u in result.usage),
                    repairs=result.repairs,
                )
        else:
            method = "fallback bargaining (Brams & Kilgour 2001)"
        changed: dict[str, Candidate] = {}
        if added:
            changed, by_key = add_to_table(
                table, self.brief.problem, [(p, MEDIATOR) for p in added], round=round + 1
            )
            compromise = [by_key[outcome_key(p)] for p in added]
        else:
            compromise = fallback_bargaining(ballots, ids)
        shown = [*table.values(), *(c for i, c in changed.items() if i not in table)]
        summary, summary_usage = self._summary(round, shown, said, outcome, compromise, method)
        mediation = Mediation(
            round=round,
            summary=summary,
            compromise=tuple(compromise),
            method=method,
            standings=outcome.ranking,
            usage=Usage(
                attempts=usage.attempts + summary_usage.attempts,
                input_tokens=usage.input_tokens + summary_usage.input_tokens,
                output_tokens=usage.output_tokens + summary_usage.output_tokens,
                repairs=usage.repairs,
            ),
            model=model_name(self.model),
        )
        return mediation, changed

    def draft(
        self, round: int, table: Mapping[str, Candidate], proposals: Sequence[Proposal]
    ) -> tuple[list[str], dict[str, Candidate], str]:
        """The candidates the mediator builds before the round's ballots (see the module
        docstring): their ids, the table entries they add (this round), and how it found them
        (``""``: it built none — ``menu`` mode, or nothing shared by every proposal)."""
        if not proposals:
            return [], {}, ""
        outcomes, overlap = centre(self.space, [p.outcome for p in proposals])
        if overlap <= 0:
            return [], {}, ""
        changed, by_key = add_to_table(
            table, self.brief.problem, [(o, MEDIATOR) for o in outcomes], round=round
        )
        return [by_key[outcome_key(o)] for o in outcomes], changed, "centre of the proposals"

    def compose(
        self,
        round: int,
        table: Mapping[str, Candidate],
        positions: Sequence[ProblemOutcome],
        *,
        size: int,
        said: Sequence[Said] = (),
        task: str = "",
    ) -> tuple[list[str], dict[str, Candidate], int]:
        """Put ``size`` statements not on the table yet on it, as the mediator's: their ids,
        the table entries they add, and how many the model wrote.

        An analytic mediator composes the outcomes closest to every position (:func:`closest`):
        it reads the positions only — what was said, never a utility. An LLM mediator is asked
        ``size`` times for a statement (``task`` says which; ``said``: what the parties said),
        each a proposal read, repaired and retried like an agent's; a reply that stays unusable,
        or repeats a statement on the table, leaves its place to the closest outcome."""
        if not positions:
            return [], {}, 0
        written: list[ProblemOutcome] = []
        if not self.analytic and said:
            on_table = {outcome_key(c.outcome) for c in table.values()}
            for _ in range(size):
                with self.limiter:
                    try:
                        result = request_proposal(
                            self.model,
                            statement_messages(self.brief, round, said, task),
                            self.brief.problem,
                            agent=MEDIATOR,
                            round=round,
                            stats=self.stats,
                        )
                    except ProposalError:
                        continue
                key = outcome_key(result.reply.outcome)
                if key not in on_table:
                    on_table.add(key)
                    written.append(result.reply.outcome)
        on_table_now = [c.outcome for c in table.values()] + written
        rest = closest(self.space, positions, size=size - len(written), leaving_out=on_table_now)
        outcomes = [*written, *rest]
        changed, by_key = add_to_table(
            table, self.brief.problem, [(o, MEDIATOR) for o in outcomes], round=round
        )
        return [by_key[outcome_key(o)] for o in outcomes], changed, len(written)

    def _summary(
        self,
        round: int,
        table: Sequence[Candidate],
        said: Sequence[Said],
        outcome: Outcome,
        compromise: Sequence[str],
        method: str,
    ) -> tuple[str, Usage]:
        if self.analytic:
            positions = " ".join(
                f"{s.agent} proposes {s.proposal}." if s.proposal else f"{s.agent} has voted."
                for s in said
            )
            text = render(
                "analytic_summary",
                round=str(round + 1),
                positions=positions,
                standings=standings_text(outcome.ranking),
                compromise=_names(compromise) or "nothing new",
                method=method,
            )
            return text, Usage(attempts=0)
        messages = self.prompt.summary(round, table, said, outcome.ranking, compromise)
        try:
            with self.limiter:
                reply = cached_invoke(  # a summary is a model call: the cache answers it too
                    self.model,
                    messages,
                    call_options(self.model, None, SUMMARY_TOKENS),
                    invoke=partial(transport.invoke, self.model),
                    agent="mediator",
                    round_=round,
                    stats=self.stats,
                )
        except Exception as exc:
            raise BackendError(
                f"model {model_name(self.model)} failed for the mediator, round {round}: "
                f"{failure(exc)}"
            ) from exc
        usage = reply_usage(reply)
        return " ".join(reply.text.split()) or "(no summary)", Usage(
            attempts=1,
            input_tokens=usage.input_tokens if usage else 0,
            output_tokens=usage.output_tokens if usage else 0,
        )
