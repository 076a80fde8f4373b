"""What a person is asked, and how their answer is read.

A :class:`Question` carries what the visibility rule lets the person see and the form of the
answer; :func:`read_answer` turns the answer into the record an agent model's reply would make,
as strictly as a ballot is checked: one that cannot be read raises
:class:`~fairagents.errors.AnswerError` with the reason (:mod:`fairagents.agents._human` asks
again with it).

Answers, structured (a file, the LangGraph API) or typed in a terminal:

- **ballot**: ``{"ranking": ["a", ["b", "c"], "d"], "argument": "…"}`` or the text
  ``a > b = c > d`` (or ``a, b, c``): best first, ``=`` ties, candidates left out tie last;
  an id that is not on the table, or named twice, is refused. When the question asks for
  **ratings** (``question.ballot``): ``{"ratings": {"a": 7, "b": 3}, "no_agreement": 4}`` or the
  text ``a: 7, b: 3, no agreement: 4`` — every candidate rated on the scale, nothing invented,
  the ranking their order; for **approvals**: ``{"ranking": …, "approvals": ["a"]}``, or the
  text ``a, c`` naming the approved candidates (the ranking is then approved first, tied, then
  the rest, tied);
- **proposal**: as an agent model writes it (``{"pick": "a"}``, ``{"projects": […]}``,
  ``{"assignment": {…}}``, with an ``"argument"``), or in a terminal a bare alternative id or
  comma-separated project ids; an infeasible outcome (a package over budget) is refused;
- **approval**: ``{"accept": true, "note": "…"}``, or ``yes`` / ``no`` (``accept`` /
  ``continue``);
- **critique** (the ``statement`` protocol: the round's winning statement, ``question.offer``):
  ``{"verdict": "accept"}`` or ``{"verdict": "object", "wants": "c3", "reasons": "…"}``, or the
  text ``accept`` / ``object`` / ``object c3`` / ``c3`` (naming a statement asks for it
  instead), reasons after a colon (``object c3: it leaves out the fountains``); ``wants``
  names a statement on the table other than the winner, and a person who accepts the winner
  names none.

>>> read_ranking("b > a = c", ["a", "b", "c"])
(('b',), ('a', 'c'))
>>> read_ranking("c", ["a", "b", "c"])
(('c',), ('a', 'b'))
>>> read_ranking("b, x", ["a", "b"])
Traceback (most recent call last):
...
fairagents.errors.AnswerError: 'x' is not on the table; rank ids from: a, b

Internal to :mod:`fairagents.agents`: import from the package, not from this module, which may
change without notice.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import Field

from fairagents.agents._advocate import order_tau
from fairagents.agents._prompting import standings_text
from fairagents.agents._records import (
    ApproverVerdict,
    CastBallot,
    Proposal,
    Response,
    Said,
    Verdict,
)
from fairagents.errors import AnswerError, ReplyError
from fairagents.llm._proposals import (
    _ARGUMENT_KEYS,
    _ASSIGN_KEYS,
    _BUNDLE_KEYS,
    _CITATION_KEYS,
    _PAYMENT_KEYS,
    _PICK_KEYS,
    _PROJECT_KEYS,
    read_proposal_reply,
)
from fairagents.llm._repair import read_ballot_reply
from fairagents.llm._reply import BallotForm
from fairagents.models import Ballot
from fairagents.models._ballot import TieGroups
from fairagents.models.base import FrozenModel
from fairagents.problems import Problem

__all__ = [
    "ANSWER_FIELDS",
    "HUMAN",
    "Option",
    "Question",
    "QuestionKind",
    "answers_by_person",
    "ballot_record",
    "critique_record",
    "proposal_record",
    "question_text",
    "read_answer",
    "read_critique",
    "read_ranking",
    "read_verdict",
    "verdict_record",
]

HUMAN = "human"
"""The ``model`` recorded on a person's proposals and ballots."""

QuestionKind = Literal["proposal", "ballot", "approval", "critique"]

_APPROVAL_KEYS = ("accept", "accepted", "approve")
_WANTS_KEYS = ("wants", "counter", "instead")
_REASONS_KEYS = ("reasons", "reason", "argument", "note")
ANSWER_FIELDS = frozenset(
    (
        *("ranking", "ratings", "approvals", "no_agreement", "note"),
        *_APPROVAL_KEYS,
        *("verdict", *_WANTS_KEYS, *_REASONS_KEYS),
        # a proposal is read as a model's reply is (fairagents.llm._proposals), with its keys
        *_PICK_KEYS,
        *_PROJECT_KEYS,
        *_ASSIGN_KEYS,
        *_BUNDLE_KEYS,
        *_PAYMENT_KEYS,
        *_ARGUMENT_KEYS,
        *_CITATION_KEYS,
    )
)
"""The fields an answer of any kind may have: an answers file whose keys are none of them and
not the people asked names someone who is not asked."""


def answers_by_person(data: Any, waiting: Sequence[str]) -> dict[str, Any]:
    """An answers file's content as person → answer: keyed by the names the run ``waiting`` on,
    or one person's answer alone when it waits on one person.

    >>> answers_by_person({"ranking": "a > b"}, ["ann"])
    {'ann': {'ranking': 'a > b'}}
    >>> answers_by_person({"bob": "yes"}, ["ann"])
    Traceback (most recent call last):
    ...
    fairagents.errors.AnswerError: 'bob' is not asked anything; the run waits on: ann (key each answer by name, or give the answer of ann alone)
    """  # noqa: E501
    if not waiting:
        raise AnswerError("the run is not waiting on anyone; nothing to answer")
    asked = set(waiting)
    alone = f", or give the answer of {waiting[0]} alone" if len(waiting) == 1 else ""
    if isinstance(data, Mapping) and data:
        keys = {str(k) for k in data}
        if keys <= asked:
            return {str(k): v for k, v in data.items()}
        if len(waiting) == 1 and keys & ANSWER_FIELDS:
            return {waiting[0]: data}
        strangers = sorted(keys - asked - ANSWER_FIELDS) or sorted(keys - asked)
        names = ", ".join(repr(k) for k in strangers[:5])
        raise AnswerError(
            f"{names} {'is' if len(strangers) == 1 else 'are'} not asked anything; the run "
            f"waits on: {', '.join(waiting)} (key each answer by name{alone})"
        )
    if len(waiting) == 1:
        return {waiting[0]: data}
    raise AnswerError(f"give an answer for each of {', '.join(waiting)}, keyed by name")


class Option(FrozenModel):
    """Something a person can name in an answer: an id and what it is."""

    id: str
    label: str


class Question(FrozenModel):
    """What a person is asked, with everything they may see to answer it."""

    kind: QuestionKind
    who: str
    round: int = Field(ge=0, description="zero-based, as in the state")
    case: str = Field(description="the case as agents read it")
    options: tuple[Option, ...] = Field(
        description="ballot and critique: the table; proposal: what can be proposed; approval: "
        "the decision"
    )
    offer: str | None = Field(
        default=None, description="critique: the winning statement the person accepts or not"
    )
    others: tuple[Said, ...] = ()
    summary: str = ""
    compromise: tuple[str, ...] = ()
    standings: TieGroups = ()
    answer_format: str = Field(description="how to write the answer")
    error: str = Field(default="", description="why the previous answer was refused")
    ballot: BallotForm | None = Field(
        default=None, description="ballot: ratings or approvals asked besides the ranking"
    )


def _loaded(raw: Any) -> Any:
    """A JSON text given as a string (from a terminal) is read as JSON."""
    if isinstance(raw, str) and raw.strip()[:1] in ("{", "["):
        try:
            return json.loads(raw)
        except ValueError as exc:
            raise AnswerError(f"not valid JSON: {exc}") from None
    return raw


def _text(value: Any) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise AnswerError(f"an argument or note is text, got {value!r:.60}")
    return " ".join(value.split())


def read_ranking(raw: Any, ids: Sequence[str]) -> TieGroups:
    """A person's ranking of ``ids``: strict — unknown or repeated ids are refused; ids left
    out are tied last."""
    raw = _loaded(raw)
    groups: list[list[Any]]
    if isinstance(raw, str):
        separator = ">" if ">" in raw else ","
        groups = [part.split("=") for part in raw.split(separator)]
    elif isinstance(raw, list | tuple):
        groups = [list(item) if isinstance(item, list | tuple) else [item] for item in raw]
    else:
        raise AnswerError(f"a ranking is text like 'a > b = c' or a list of ids, got {raw!r:.60}")
    by_fold = {i.casefold(): i for i in ids}
    seen: set[str] = set()
    out: list[tuple[str, ...]] = []
    for group in groups:
        kept: list[str] = []
        for item in group:
            if not isinstance(item, str):
                raise AnswerError(f"{item!r} is not an id; rank ids from: {', '.join(ids)}")
            name = item.strip().strip("'\"")
            if not name:
                continue
            found = by_fold.get(name.casefold())
            if found is None:
                raise AnswerError(f"{name!r} is not on the table; rank ids from: {', '.join(ids)}")
            if found in seen:
                raise AnswerError(f"{found!r} is ranked twice; name each id once")
            seen.add(found)
            kept.append(found)
        if kept:
            out.append(tuple(kept))
    if not out:
        raise AnswerError(f"name at least one id, best first, from: {', '.join(ids)}")
    rest = tuple(i for i in ids if i not in seen)  # left out: tied last, said explicitly
    return (*out, rest) if rest else tuple(out)


_YES = {"yes", "y", "accept", "accepted", "approve", "approved", "true", "ok", "stop"}
_NO = {"no", "n", "continue", "reject", "rejected", "false", "go on", "another round", "more"}


def read_verdict(raw: Any) -> tuple[bool, str]:
    """An approver's verdict on a decision, their sign-off or not: (accepted, note).

    >>> read_verdict({"accept": False, "note": "one more round"})
    (False, 'one more round')
    >>> read_verdict("Yes")
    (True, '')
    """
    raw = _loaded(raw)
    note: Any = ""
    if isinstance(raw, Mapping):
        if not any(k in raw for k in _APPROVAL_KEYS):
            given = ", ".join(repr(str(k)) for k in list(raw)[:5]) or "no fields"
            raise AnswerError(f'give "accept": yes or no (another round); the answer has {given}')
        verdict = next(raw[k] for k in _APPROVAL_KEYS if k in raw)
        note = raw.get("note", raw.get("argument", ""))
    else:
        verdict = raw
    if isinstance(verdict, bool):
        return verdict, _text(note)
    if isinstance(verdict, str) and verdict.strip().casefold() in _YES | _NO:
        return verdict.strip().casefold() in _YES, _text(note)
    raise AnswerError(
        f"answer yes (accept the decision) or no (another round), got {verdict!r:.60}"
    )


def _proposal_fields(raw: Any) -> dict[str, Any]:
    """A person's proposal as the fields an agent model would write (a bare id or a
    comma-separated list of projects is read as ``proposal``, as from a model)."""
    raw = _loaded(raw)
    return dict(raw) if isinstance(raw, Mapping) else {"proposal": raw}


def read_answer(
    question: Question, raw: Any, problem: Problem
) -> Proposal | CastBallot | ApproverVerdict | Response:
    """The record a person's answer to ``question`` makes; :class:`AnswerError` if it cannot.

    >>> from fairagents.scenarios import load_scenario
    >>> s = load_scenario("examples/scenarios/tourism.yaml")
    >>> q = Question(kind="ballot", who="ann", round=0, case="",
    ...              options=[Option(id="old_town", label=""), Option(id="beach_club", label="")],
    ...              answer_format="")
    >>> answer = {"ranking": "beach_club > old_town", "argument": "sun"}
    >>> read_answer(q, answer, s.problem).ballot.ranking
    (('beach_club',), ('old_town',))
    """
    if question.kind == "approval":
        return verdict_record(question, raw)
    if question.kind == "ballot":
        return ballot_record(question, raw)
    if question.kind == "critique":
        return critique_record(question, raw)
    return proposal_record(question, raw, problem)


def verdict_record(question: Question, raw: Any) -> ApproverVerdict:
    """The :class:`ApproverVerdict` an approver's answer makes."""
    accepted, note = read_verdict(raw)
    return ApproverVerdict(
        round=question.round,
        approver=question.who,
        decision=question.options[0].id,
        accepted=accepted,
        note=note,
    )


def ballot_record(question: Question, raw: Any) -> CastBallot:
    """The :class:`CastBallot` a person's answer makes: a ranking of the table, with ratings or
    approvals when the question asks (``question.ballot``)."""
    raw = _loaded(raw)
    form = question.ballot
    shown = tuple(o.id for o in question.options)
    if form is not None and form.kind != "ranking":
        return _rated_or_approved(question, raw, form, shown)
    ranking_raw, argument = (
        (raw.get("ranking"), raw.get("argument")) if isinstance(raw, Mapping) else (raw, "")
    )
    if ranking_raw is None:
        raise AnswerError('give "ranking": the table\'s ids, best first')
    ranking = read_ranking(ranking_raw, shown)
    ballot = Ballot(voter=question.who, ranking=ranking, argument=_text(argument))
    return CastBallot(
        agent=question.who,
        round=question.round,
        ballot=ballot,
        shown=shown,
        order_tau=order_tau(shown, ranking),
        model=HUMAN,
    )


_NO_AGREEMENT_TEXT = {"no agreement", "no_agreement", "none", "no deal"}


def _pairs(text: str) -> dict[str, str]:
    """``a: 7, b = 3`` as ``{"a": "7", "b": "3"}`` (a person's ratings typed on one line)."""
    out: dict[str, str] = {}
    for part in text.replace(";", ",").split(","):
        if not part.strip():
            continue
        sep = ":" if ":" in part else "="
        key, found, value = part.partition(sep)
        if not found:
            raise AnswerError(f"rate as 'id: number', got {part.strip()!r:.40}")
        out[key.strip()] = value.strip()
    return out


def _named(text: str, ids: Sequence[str]) -> tuple[str, ...]:
    """The ids a person named in ``a, c`` (each on the table: :func:`read_ranking` checks)."""
    if not text.strip():
        return ()
    ranked = read_ranking(text.replace(">", ",").replace("=", ","), ids)
    named = {p.strip().strip("'\"").casefold() for p in re.split(r"[,>=]", text) if p.strip()}
    return tuple(i for group in ranked for i in group if i.casefold() in named)


def _rated_or_approved(
    question: Question, raw: Any, form: BallotForm, shown: tuple[str, ...]
) -> CastBallot:
    """A person's ratings or approvals, read as strictly as a model's (the same reader), with
    the person's own words refused rather than repaired: a repair would be a guess."""
    fields: dict[str, Any] = dict(raw) if isinstance(raw, Mapping) else {}
    line: Any = raw if not isinstance(raw, Mapping) else None
    if isinstance(fields.get("ranking"), str) and not {"ratings", "approvals"} & set(fields):
        line = fields.pop("ranking")  # a terminal's one ballot line
    if isinstance(line, str):
        if form.kind == "ratings":
            pairs = _pairs(line)
            fields["ratings"] = {
                k: v for k, v in pairs.items() if k.casefold() not in _NO_AGREEMENT_TEXT
            }
            fields.update(
                ("no_agreement", v) for k, v in pairs.items() if k.casefold() in _NO_AGREEMENT_TEXT
            )
        else:
            approved = _named(line, shown)
            rest = tuple(i for i in shown if i not in approved)
            fields["approvals"] = list(approved)
            fields["ranking"] = [list(approved), *([list(rest)] if rest else [])]
    elif line is not None:
        raise AnswerError(f"answer with {form.kind} as text or an object, got {line!r:.60}")
    try:
        reply, repairs = read_ballot_reply(json.dumps(fields), shown, passage_ids=[], form=form)
    except (ReplyError, TypeError, ValueError) as exc:
        raise AnswerError(str(exc)) from None
    unknown = {"unknown_alternative_dropped", "duplicate_alternative_dropped"} & set(repairs)
    if unknown:
        raise AnswerError(f"name only ids on the table, each once: {', '.join(shown)}")
    ballot = Ballot(
        voter=question.who,
        ranking=reply.ranking,
        utilities=reply.scores if form.kind == "ratings" else None,
        approvals=reply.approvals,
        argument=_text(fields.get("argument")),
    )
    return CastBallot(
        agent=question.who,
        round=question.round,
        ballot=ballot,
        shown=shown,
        order_tau=order_tau(shown, reply.ranking),
        model=HUMAN,
        disagreement=reply.no_agreement,
    )


_ACCEPT_WORDS = {"accept", "accepted", "yes", "y", "agree", "ok"}
_OBJECT_WORDS = {"object", "objects", "no", "n", "reject", "disagree", "counter"}


def read_critique(raw: Any, ids: Sequence[str], offer: str) -> tuple[Verdict, str | None, str]:
    """A person's critique of the winning statement ``offer``: (verdict, the statement they
    want instead or ``None``, their reasons) — ``accept``, ``object`` (no statement named) or
    ``counter`` (one named); a statement not on the table, the winner asked for instead of
    itself, or a verdict that is neither, is refused.

    >>> read_critique("object c3", ["c1", "c3"], "c1")
    ('counter', 'c3', '')
    >>> read_critique({"verdict": "accept", "reasons": "fair"}, ["c1", "c3"], "c1")
    ('accept', None, 'fair')
    >>> read_critique("object c9", ["c1", "c3"], "c1")
    Traceback (most recent call last):
    ...
    fairagents.errors.AnswerError: 'c9' is not on the table; name the statement you want instead from: c1, c3
    """  # noqa: E501
    raw = _loaded(raw)
    wants_raw: Any = None
    reasons: Any = ""
    if isinstance(raw, Mapping):
        verdict_raw = raw.get("verdict")
        if verdict_raw is None and any(k in raw for k in _APPROVAL_KEYS):
            value = next(raw[k] for k in _APPROVAL_KEYS if k in raw)
            verdict_raw = ("accept" if value else "object") if isinstance(value, bool) else value
        wants_raw = next((raw[k] for k in _WANTS_KEYS if raw.get(k) not in (None, "")), None)
        reasons = next((raw[k] for k in _REASONS_KEYS if raw.get(k) not in (None, "")), "")
        if verdict_raw is None and wants_raw is None:
            given = ", ".join(repr(str(k)) for k in list(raw)[:5]) or "no fields"
            raise AnswerError(
                f'give "verdict": accept or object (and "wants": a statement instead); the '
                f"answer has {given}"
            )
    elif isinstance(raw, str):
        head, _, reasons = raw.partition(":")
        words = head.replace(",", " ").split()
        verdict_raw = words[0] if words else ""
        if words and verdict_raw.casefold() not in _ACCEPT_WORDS | _OBJECT_WORDS:
            words = ["object", *words]  # a bare id asks for that statement instead
            verdict_raw = "object"
        if len(words) > 2:
            raise AnswerError(
                f"write 'accept', 'object' or 'object c3', then ': your reasons', got {raw!r:.60}"
            )
        wants_raw = words[1] if len(words) > 1 else None
    elif isinstance(raw, bool):
        verdict_raw = "accept" if raw else "object"
    else:
        raise AnswerError(f"a critique is text like 'accept' or 'object c3', got {raw!r:.60}")
    if verdict_raw is None:
        verdict_raw = "object"  # only a statement asked for instead
    if isinstance(verdict_raw, bool):
        verdict_raw = "accept" if verdict_raw else "object"
    if not isinstance(verdict_raw, str) or verdict_raw.strip().casefold() not in (
        _ACCEPT_WORDS | _OBJECT_WORDS
    ):
        raise AnswerError(f"answer accept or object (the winner {offer}), got {verdict_raw!r:.60}")
    accepts = verdict_raw.strip().casefold() in _ACCEPT_WORDS
    wants: str | None = None
    if wants_raw is not None:
        if not isinstance(wants_raw, str):
            raise AnswerError(f"name one statement by its id, got {wants_raw!r:.60}")
        name = wants_raw.strip().strip("'\"")
        by_fold = {i.casefold(): i for i in ids}
        wants = by_fold.get(name.casefold())
        if wants is None:
            raise AnswerError(
                f"{name!r} is not on the table; name the statement you want instead from: "
                f"{', '.join(ids)}"
            )
        if wants == offer:
            raise AnswerError(
                f"{offer} is the winner: accept it, or name another statement you want instead"
            )
        if accepts:
            raise AnswerError(
                f"you accept {offer} and ask for {wants} instead: accept, or object and name it"
            )
    verdict: Verdict = "accept" if accepts else "counter" if wants else "object"
    return verdict, wants, _text(reasons)


def critique_record(question: Question, raw: Any) -> Response:
    """The :class:`~fairagents.agents._records.Response` a person's critique makes: they accept
    the winner, or object and perhaps name the statement they want (which they then accept).
    A person states no scores."""
    offer = question.offer
    if offer is None:
        raise AnswerError("there is no winning statement to critique yet")
    ids = [o.id for o in question.options]
    verdict, wants, reasons = read_critique(raw, ids, offer)
    accepts = (offer,) if verdict == "accept" else (wants,) if wants else ()
    return Response(
        agent=question.who,
        round=question.round,
        offer=offer,
        verdict=verdict,
        accepts=accepts,
        counter=wants,
        reasons=reasons,
        model=HUMAN,
    )


def proposal_record(question: Question, raw: Any, problem: Problem) -> Proposal:
    """The :class:`Proposal` a person's answer makes; a package over budget is refused."""
    fields = _proposal_fields(raw)
    try:
        reply, repairs = read_proposal_reply(json.dumps(fields), problem, passage_ids=[])
    except ReplyError as exc:
        raise AnswerError(str(exc)) from None
    if "over_budget_trimmed" in repairs:
        raise AnswerError("the package is over budget; drop a project")
    return Proposal.of(
        reply.outcome,
        agent=question.who,
        round=question.round,
        argument=_text(fields.get("argument", "")),
        model=HUMAN,
    )


def question_text(question: Question) -> str:
    """The question as plain text for a terminal."""
    lines = [f"Round {question.round + 1} — {question.who}, your {question.kind}."]
    if question.case:
        lines.append(question.case.strip())
    heading = {
        "ballot": "The table:",
        "proposal": "You may propose:",
        "approval": "Decision:",
        "critique": "The statements on the table:",
    }
    lines.append(heading[question.kind])
    lines.extend(f"  {o.id}: {o.label}" for o in question.options)
    for said in question.others:
        proposal = f" (proposes {said.proposal})" if said.proposal else ""
        lines.append(f"{said.agent}{proposal} said: {' '.join(said.argument.split())}")
    if question.summary:
        lines.append(f"Mediator: {question.summary}")
    if question.compromise:
        lines.append(f"Compromise: {', '.join(question.compromise)}")
    if question.standings:
        lines.append(f"Standings: {standings_text(question.standings)}")
    if question.offer is not None:
        winner = next((o.label for o in question.options if o.id == question.offer), "")
        lines.append(f"The winner: {question.offer}" + (f" — {winner}" if winner else ""))
    lines.append(question.answer_format)
    if question.error:
        lines.append(f"Your last answer could not be used: {question.error}")
    return "\n".join(lines)
