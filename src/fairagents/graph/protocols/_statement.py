"""Deliberation over statements: opinions, candidate statements, rankings, a winner, critiques,
a revision — after the Habermas Machine (Tessler et al., *Science* 2024).

One round (``generate`` mode, which the protocol needs: the parties' proposals are their
opinions)::

    propose (each party states its opinion) → gather → compose (the generator's k candidate
      statements) → ballot (each party's ranking, elicited or predicted) → aggregate (the rule:
      Schulze in the shipped scenario) → critique (each party accepts the winner or objects and
      names the statement it wants instead) → settle → evaluate → mediate → decide

and the next round's compose step first puts the **revision** of the previous winner on the
table: the statement closest to the winner *and* to every objecting party's counter-statement
(:func:`~fairagents.agents._mediator.closest`) — the generator reads what the parties said (their
opinions, their critiques), never a utility. With a model, the mediator's model *writes* the
candidate statements and the revision from what the parties said (each reply read, repaired and
retried like an agent's proposal); a reply that stays unusable or repeats a statement on the
table leaves its place to the closest statement, and the round's draft says how many the model
wrote. The run ends when every party accepts the round's
winner (``how="agreement"``), or after ``protocol.rounds`` rounds with the rule's winner
(``fallback``): ``rounds: 2`` is one critique round, as in the Habermas Machine.

Options (``protocol.options``): ``candidates`` — how many statements the generator composes
from the opinions in the first round (default 4); ``generator`` — ``closest`` (the default: the
statements closest to every opinion, or written by the mediator's model) or ``nash`` (after
Blair & Larson, arXiv 2510.14106: the statement of the largest Nash welfare of the parties'
predicted utilities, then seeded draws from the Nash-welfare lottery; with ``nash`` the
revision, too, is the statement of the largest Nash welfare, each party's position being the
statement it asked for or else the winner — :mod:`fairagents.agents._generators` says what is
approximated); ``rankings`` — ``elicited`` (each party casts
its ballot: an LLM's, an analytic agent's, a person's) or ``predicted`` (a model of each party
ranks the statements by how much of its opinion they keep,
:class:`~fairagents.agents._predictor.PredictedRanking`, as the Habermas Machine's reward model);
``slate`` — also choose a *slate* of this many statements, as Generative Social Choice / PROSE
does: the method of equal shares on approvals read from the last round's rankings (a party
approves the statements in the upper half of its ranking: each statement's estimated utility is
its place, 1 for the first, 0 for the last), with JR/PJR/EJR checked on those approvals and on
the parties' true utilities (:func:`~fairagents.fairness._slate.guaranteed_slate`) — whether the
guarantee survives an estimate of the parties that is only their rankings.

**People** take part as parties (an agent with ``human: true``): each round the run pauses on
them three times, as it does in a vote (:mod:`fairagents.agents._human`) — for their opinion (the
points they would make), their ballot over the candidate statements (a ranking, or ratings or
approvals when the rule reads them; with ``rankings: predicted`` it is predicted from their
opinion instead), and their critique of the winner (accept it, or object and name the statement
they want instead, with reasons the generator reads when it revises). A person states no scores.

A statement is an outcome of the problem: with a budget problem whose projects are *points*
(``labels``: each point's sentence; ``budget``: how many a statement may make) a statement is
the package of points it makes, and a party's true utility is the sum of its agreement with each
point — what the fairness report judges. :meth:`StatementDeliberation.measures` reports, per
round, the winner's rank in each party's ballot, the worst-off party's rank, the mean, who
accepted it, and the best single party's own opinion ranked on the same ballots; and, over the
run, agreement before the critique (round 1) and after it (the last round).

Internal to :mod:`fairagents.graph.protocols`: import from the package, not from this module,
which may change without notice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from fairagents.agents._advocate import Participant
from fairagents.agents._candidates import MEDIATOR, Candidate, add_to_table, describe, table_order
from fairagents.agents._generators import GENERATORS, nash_statements
from fairagents.agents._objectives import Answer, Position, accept_above_aspiration
from fairagents.agents._predictor import PredictedRanking
from fairagents.agents._records import Draft, Said
from fairagents.errors import ScenarioError
from fairagents.fairness._slate import SlateGuarantee, guaranteed_slate
from fairagents.graph._nodes import StateNode
from fairagents.graph._state import round_key, this_round
from fairagents.graph.protocols._bargaining import Bargaining
from fairagents.graph.protocols._base import Step
from fairagents.models import TieGroups
from fairagents.models.base import FrozenModel
from fairagents.problems import ProblemOutcome, outcome_key
from fairagents.scenarios import ProtocolSpec

if TYPE_CHECKING:
    from fairagents.graph._builder import Deliberation
    from fairagents.problems import Problem

__all__ = ["StatementDeliberation", "StatementRound", "StatementRun", "rank_of"]

CANDIDATES = 4
"""Statements the generator composes from the opinions in the first round, unless the scenario
says how many (``protocol.options.candidates``)."""

Rankings = Literal["elicited", "predicted"]
Generator = Literal["closest", "nash"]


def rank_of(candidate: str, ranking: TieGroups) -> int | None:
    """The candidate's place in a ranking: 1 + how many candidates are ranked strictly above it
    (a tie shares the best place); ``None`` when it is not ranked.

    >>> rank_of("c", (("a",), ("b", "c"), ("d",)))
    2
    """
    above = 0
    for group in ranking:
        if candidate in group:
            return above + 1
        above += len(group)
    return None


class StatementRound(FrozenModel):
    """One round of a statement deliberation, measured on the parties' ballots."""

    round: int = Field(ge=0)
    candidates: tuple[str, ...] = Field(description="the statements the generator composed")
    revision: str | None = Field(
        default=None, description="the previous winner's revision (after the first round)"
    )
    winner: str = Field(description="the rule's choice this round")
    ranks: dict[str, int] = Field(description="each party's place for the winner (1 = first)")
    worst_rank: int = Field(description="the worst-off party's place for the winner")
    mean_rank: float
    accepted_by: tuple[str, ...] = Field(description="the parties who accepted the winner")
    best_opinion: str | None = Field(
        default=None,
        description="the party opinion of the best mean place on the same ballots (the best "
        "single party's own statement)",
    )
    best_opinion_author: str | None = None
    best_opinion_mean_rank: float | None = None
    best_opinion_worst_rank: int | None = None
    critiques: dict[str, str] = Field(
        default_factory=dict,
        description="each party's critique of the winner: its verdict, what it asks for instead "
        "and why",
    )


class StatementRun(FrozenModel):
    """A statement deliberation's figures (``outcome.json``'s ``protocol_measures``)."""

    parties: int = Field(ge=0)
    rounds: tuple[StatementRound, ...]
    accepted_before_critique: int = Field(description="parties accepting round 1's winner")
    accepted_after_critique: int = Field(description="parties accepting the last winner")
    slate: SlateGuarantee | None = Field(
        default=None,
        description="with options.slate: the slate of statements and its guarantees",
    )


class StatementDeliberation(Bargaining):
    """Opinions, k candidate statements, rankings, the rule's winner, critiques and a revision
    (see the module docstring)."""

    name = "statement"
    description = (
        "parties state opinions, a generator composes candidate statements, the rule picks one "
        "from the parties' rankings, and critique rounds revise it"
    )

    def __init__(self, spec: ProtocolSpec | None = None, *, seed: int = 0) -> None:
        super().__init__(spec, seed=seed)
        options = dict(self.spec.options)
        unknown = sorted(set(options) - {"candidates", "generator", "rankings", "slate"})
        if unknown:
            raise ScenarioError(
                f"protocol.options {unknown} are not statement options; known: candidates, "
                "generator, rankings, slate"
            )
        generator = options.get("generator", "closest")
        if generator not in GENERATORS:
            hint = (
                " (Blair & Larson's generator is called nash)"
                if generator == "blair_larson"
                else ""
            )
            raise ScenarioError(
                f"protocol.options.generator {generator!r}: give closest (the statements closest "
                f"to every opinion) or nash (Nash welfare, after Blair & Larson 2025){hint}"
            )
        slate = options.get("slate")
        if slate is not None and (
            not isinstance(slate, int) or isinstance(slate, bool) or slate < 1
        ):
            raise ScenarioError(
                f"protocol.options.slate {slate!r}: give how many statements the slate holds, a "
                "whole number ≥ 1"
            )
        candidates = options.get("candidates", CANDIDATES)
        if not isinstance(candidates, int) or isinstance(candidates, bool) or candidates < 1:
            raise ScenarioError(
                f"protocol.options.candidates {candidates!r}: give how many statements the "
                "generator composes, a whole number ≥ 1"
            )
        rankings = options.get("rankings", "elicited")
        if rankings not in ("elicited", "predicted"):
            raise ScenarioError(
                f"protocol.options.rankings {rankings!r}: give elicited (each party ranks) or "
                "predicted (a model of each party ranks from its opinion)"
            )
        if self.spec.mode != "generate":
            raise ScenarioError(
                "protocol.decision 'statement' needs protocol.mode: generate (the parties' "
                "proposals are their opinions)"
            )
        self.candidates = candidates
        self.generator: Generator = "nash" if generator == "nash" else "closest"
        self.slate: int | None = slate
        self.rankings: Rankings = "predicted" if rankings == "predicted" else "elicited"

    respond_step = "critique"
    admits_people = True  # a person states an opinion, ranks (or rates) and critiques

    def answer(self, position: Position) -> Answer:
        return accept_above_aspiration(position)

    def offer(self, state: Mapping[str, Any], round: int) -> str | None:
        return str(state["outcomes"][round_key(round)].choice)

    def ballot_casters(self, parts: Deliberation) -> Mapping[str, Participant]:
        if self.rankings == "elicited":
            return parts.advocates
        return {n: PredictedRanking(a, parts.problem) for n, a in parts.advocates.items()}

    def before_ballot(self, parts: Deliberation) -> Sequence[Step]:
        return (Step("compose", self._compose_node(parts)),)

    def _compose_node(self, parts: Deliberation) -> StateNode:
        """The generator (the mediator, :meth:`~fairagents.agents._mediator.Mediator.compose`):
        the previous winner's revision toward the critiques (after the first round), then the
        round's candidate statements — written by the model from what the parties said, or,
        with the analytic model (and wherever a model's reply is unusable or repeats one), the
        statements closest to every opinion that are not on the table yet; with ``generator:
        nash``, both by Nash welfare (:meth:`_nash`), whatever the model."""
        mediator = parts.mediator

        def compose(state: Any) -> dict[str, Any]:
            round_ = int(state["round"])
            table = {c.id: c for c in sorted(state["table"].values(), key=table_order)}
            added: dict[str, Any] = {}
            revision: str | None = None
            methods = []
            if round_ > 0:
                winner = state["outcomes"][round_key(round_ - 1)].choice
                critiques = this_round(state.get("responses"), round_ - 1)
                asked = [table[r.counter] for r in critiques.values() if r.counter in table]
                if asked and self.generator == "nash":
                    # each party's position: the statement it asked for, else the winner
                    stands = [
                        table[r.counter].outcome
                        if r.counter in table and r.verdict != "accept"
                        else table[winner].outcome
                        for _, r in sorted(critiques.items())
                    ]
                    ids, changed, how = self._nash(parts, round_, table, stands, 1, "revision")
                    if ids:
                        revision = ids[0]
                        table.update(changed)
                        added.update(changed)
                        methods.append(f"revised {winner} toward the critiques ({how})")
                elif asked:
                    positions = [table[winner].outcome, *(c.outcome for c in asked)]
                    words = describe(table[winner], parts.problem)
                    task = (
                        f"Revise the winning statement {winner} ({words}) so that the parties "
                        "who objected can accept it."
                    )
                    said = _critiques(critiques, table, parts, round_ - 1)
                    built, changed, written = mediator.compose(
                        round_, table, positions, size=1, said=said, task=task
                    )
                    if built:
                        revision = built[0]
                        table.update(changed)
                        added.update(changed)
                        by = "the model" if written else "the closest statement"
                        methods.append(f"revised {winner} toward the critiques ({by})")
            proposals = this_round(state.get("proposals"), round_)
            opinions = [p.outcome for p in proposals.values()]
            size = self.candidates if round_ == 0 else 0
            said = [
                Said(
                    agent=a,
                    round=round_,
                    argument=f"My opinion: {describe(table[p.candidate], parts.problem)}. "
                    f"{p.argument}",
                    proposal=p.candidate,
                )
                for a, p in sorted(proposals.items())
                if p.candidate in table
            ]
            task = "Compose a candidate statement from the parties' opinions."
            if self.generator == "nash":
                built, changed, how = self._nash(parts, round_, table, opinions, size, "compose")
            else:
                built, changed, written = mediator.compose(
                    round_, table, opinions, size=size, said=said, task=task
                )
                how = _composed(len(built), written)
            added.update(changed)
            if how:
                methods.append(how)
            record = Draft(
                round=round_,
                offer=revision,
                added=tuple([*([revision] if revision else []), *built]),
                method="; ".join(methods),
            )
            return {"drafts": {round_key(round_): record}, "table": added}

        return compose

    def _nash(
        self,
        parts: Deliberation,
        round_: int,
        table: Mapping[str, Candidate],
        positions: Sequence[ProblemOutcome],
        size: int,
        what: str,
    ) -> tuple[list[str], dict[str, Candidate], str]:
        """The ``nash`` generator's statements on the table (:func:`~fairagents.agents.
        generators.nash_statements`, seeded by the run, the round and ``what``): their ids, the
        table entries they add, and how they were found."""
        made = nash_statements(
            parts.mediator.space,
            positions,
            size=size,
            seed=f"{self.seed}:nash:{what}:{round_}",
            leaving_out=[c.outcome for c in table.values()],
        )
        if not made.outcomes:
            return [], {}, ""
        changed, by_key = add_to_table(
            table, parts.problem, [(o, MEDIATOR) for o in made.outcomes], round=round_
        )
        ids = [by_key[outcome_key(o)] for o in made.outcomes]
        how = (
            f"Nash welfare of the predicted utilities (after Blair & Larson 2025): "
            f"{ids[0]} the largest ({made.best_welfare:.3g})"
        )
        if len(ids) > 1:
            how += (
                f", {_count(made.drawn, 'statement')} drawn from the Nash-welfare lottery "
                f"(support {made.support})"
            )
            rest = len(ids) - 1 - made.drawn
            if rest:
                how += f", {_count(rest, 'statement')} next by Nash welfare"
        return ids, changed, how

    # -- what it reports --------------------------------------------------------------------------

    def measures(
        self, state: Mapping[str, Any], problem: Problem, represents: Mapping[str, str]
    ) -> Mapping[str, Any] | None:
        rounds = [self._round(state, r) for r in range(int(state.get("round", 0)) + 1)]
        measured = [r for r in rounds if r is not None]
        if not measured:
            return None
        parties = len(measured[0].ranks)
        run = StatementRun(
            parties=parties,
            rounds=tuple(measured),
            accepted_before_critique=len(measured[0].accepted_by),
            accepted_after_critique=len(measured[-1].accepted_by),
            slate=self._slate(state, problem, represents),
        )
        return run.model_dump(mode="json")

    def _slate(
        self, state: Mapping[str, Any], problem: Problem, represents: Mapping[str, str]
    ) -> SlateGuarantee | None:
        """The slate of ``options.slate`` statements (see the module docstring): ``None`` when
        not asked for, or when fewer statements than that were ranked by every party."""
        if self.slate is None:
            return None
        last = this_round(state.get("ballots"), int(state.get("round", 0)))
        rankings = {
            a: b.ballot.ranking
            for a, b in sorted(last.items())
            if b.ballot.ranking and represents.get(a) in problem.stakeholder_ids
        }
        ranked = [{c for g in r for c in g} for r in rankings.values()]
        items = sorted(set.intersection(*ranked)) if ranked else []
        if len(items) < self.slate:
            return None
        table = state["table"]
        estimated: dict[str, dict[str, float]] = {}
        true: dict[str, dict[str, float]] = {}
        for agent, ranking in rankings.items():
            among = tuple(g for g in (tuple(c for c in g if c in items) for g in ranking) if g)
            places = {c: rank_of(c, among) or len(items) for c in items}
            estimated[agent] = {c: (len(items) - places[c]) / (len(items) - 1 or 1) for c in items}
            who = represents[agent]
            true[agent] = {c: problem.utilities_of(table[c].outcome)[who] for c in items}
        return guaranteed_slate(estimated, true, self.slate)

    def _round(self, state: Mapping[str, Any], round_: int) -> StatementRound | None:
        outcome = (state.get("outcomes") or {}).get(round_key(round_))
        ballots = this_round(state.get("ballots"), round_)
        if outcome is None or not ballots:
            return None
        rankings = {a: b.ballot.ranking for a, b in ballots.items() if b.ballot.ranking}
        winner = outcome.choice
        ranks = {a: r for a, g in rankings.items() if (r := rank_of(winner, g)) is not None}
        draft = (state.get("drafts") or {}).get(round_key(round_))
        responses = this_round(state.get("responses"), round_)
        best: tuple[float, int, str, str] | None = None
        for author, proposal in sorted(this_round(state.get("proposals"), round_).items()):
            places = [rank_of(proposal.candidate, g) for g in rankings.values()]
            known = [p for p in places if p is not None]
            if known:
                entry = (sum(known) / len(known), max(known), proposal.candidate, author)
                best = entry if best is None or entry[:2] < best[:2] else best
        return StatementRound(
            round=round_,
            candidates=tuple(c for c in (draft.added if draft else ()) if c != draft.offer)
            if draft
            else (),
            revision=draft.offer if draft else None,
            winner=winner,
            ranks=ranks,
            worst_rank=max(ranks.values(), default=0),
            mean_rank=sum(ranks.values()) / len(ranks) if ranks else 0.0,
            accepted_by=tuple(
                a for a, r in sorted(responses.items()) if not r.failure and winner in r.accepts
            ),
            best_opinion=None if best is None else best[2],
            best_opinion_author=None if best is None else best[3],
            best_opinion_mean_rank=None if best is None else best[0],
            best_opinion_worst_rank=None if best is None else best[1],
            critiques={
                a: "; ".join(
                    x
                    for x in (
                        r.verdict,
                        f"wants {r.counter}" if r.counter else "",
                        r.reasons,
                    )
                    if x
                )
                for a, r in sorted(responses.items())
            },
        )


def _critiques(
    responses: Mapping[str, Any], table: Mapping[str, Any], parts: Deliberation, round_: int
) -> list[Said]:
    """What each party said of the winner — its verdict, its reasons, the statement it wants
    instead, in words — for the generator's revision."""
    out = []
    for agent, r in sorted(responses.items()):
        wants = (
            f" I want instead: {describe(table[r.counter], parts.problem)}."
            if r.counter in table
            else ""
        )
        said = f"{r.verdict}. {r.reasons}{wants}".strip()
        out.append(Said(agent=agent, round=round_, argument=said))
    return out


def _composed(built: int, written: int) -> str:
    """How the ``closest`` generator's statements were found: ``2 statements written by the
    model, 2 statements closest to every opinion`` (``""`` when it built none)."""
    closest_ = built - written
    return ", ".join(
        x
        for x in (
            f"{_count(written, 'statement')} written by the model" if written else "",
            f"{_count(closest_, 'statement')} closest to every opinion" if closest_ else "",
        )
        if x
    )


def _count(n: int, noun: str) -> str:
    """``1 statement``, ``2 statements``."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
