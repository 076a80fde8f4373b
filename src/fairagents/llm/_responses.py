"""Structured responses: an agent accepts the round's offer, objects to it, or counters.

In the ``agreement``, ``single_text`` and ``concession`` protocols
(:mod:`fairagents.graph.protocols`) an LLM agent is shown one offer — the round's provisional
decision, the mediator's single negotiating text, or the best standing offer — and answers::

    {"verdict": "accept" | "object" | "counter",
     "counter": "<candidate id>",          # the candidate it offers instead (counter; optional
                                            # with object)
     "accept": ["<candidate id>", ...],     # every candidate it could accept (optional)
     "scores": {"<candidate id>": 0-10},    # how good each candidate is for it, 0 worst … 10 best
     "reasons": "<why; what it objects to>"}

Scores are asked on the stated 0–10 scale (the scale is in the prompt and in the JSON schema)
and recorded divided by 10 — the scale of an analytic agent's standings, nothing else. Every
reply is read leniently (:func:`read_response_reply`): verdict synonyms (``yes``/``agree`` →
accept, ``no``/``reject`` → object, ``counteroffer`` → counter), ids matched like a ballot's, a
``counter`` without a verdict read as a counter. Repairs are noted, never silent: a score outside
0–10 is clamped (``score_clamped``), a score of an unknown candidate dropped
(``unknown_score_dropped``), a counter equal to the offer read as acceptance
(``counter_is_offer``). What cannot be read goes back to the model with the reason, within the
retry budget; :func:`request_response` then raises :class:`~fairagents.errors.ReplyError`, which
the agent turns into a recorded per-agent failure (it accepts nothing that round), never a crash.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage
from pydantic import Field

from fairagents.errors import InputError, ReplyError
from fairagents.llm._exchange import Accepted, Exhausted, exchange, model_name, run_sync
from fairagents.llm._prompts import render
from fairagents.llm._repair import _Reader
from fairagents.llm._stats import BallotStats, TokenUsage
from fairagents.llm.call_options import supports_schema
from fairagents.models.base import FrozenModel

__all__ = [
    "DEFAULT_RETRIES",
    "SCORE_SCALE",
    "ResponseReply",
    "ResponseResult",
    "read_response_reply",
    "request_response",
    "response_json_schema",
]

SCORE_SCALE = 10
"""Scores are asked from 0 to this."""

DEFAULT_MAX_TOKENS = 320
DEFAULT_RETRIES = 2
"""Retries after the first unusable reply (so three attempts in all)."""

_VERDICTS: dict[str, Literal["accept", "object", "counter"]] = {
    **dict.fromkeys(("accept", "accepted", "accepts", "yes", "agree", "agreed", "ok"), "accept"),
    **dict.fromkeys(("object", "objection", "objects", "reject", "rejected", "no"), "object"),
    **dict.fromkeys(("disagree", "refuse", "decline"), "object"),
    **dict.fromkeys(("counter", "counteroffer", "counter_offer", "propose", "offer"), "counter"),
}
_VERDICT_KEYS = ("verdict", "decision", "response", "answer", "vote")
_COUNTER_KEYS = ("counter", "counter_offer", "counteroffer", "alternative", "proposal", "offer")
_ACCEPT_KEYS = ("accept", "accepts", "acceptable", "accepted")
_SCORE_KEYS = ("scores", "score", "ratings", "rating")
_REASON_KEYS = ("reasons", "reason", "objection", "objections", "argument", "why", "rationale")


class ResponseReply(FrozenModel):
    """A response read from a reply (scores already on [0, 1])."""

    verdict: Literal["accept", "object", "counter"]
    counter: str | None = None
    accepts: tuple[str, ...] = ()
    scores: dict[str, float] = Field(default_factory=dict)
    reasons: str = ""


class ResponseResult(FrozenModel):
    """A usable response and how it was obtained."""

    reply: ResponseReply
    attempts: int = Field(ge=1)
    repairs: tuple[str, ...] = ()
    usage: tuple[TokenUsage, ...] = ()
    constrained: bool = False
    raw: str = ""


def response_json_schema(candidates: Sequence[str]) -> dict[str, object]:
    """The JSON schema of a response over ``candidates`` (ids as enums, scores 0–10).

    >>> response_json_schema(["a", "b"])["properties"]["verdict"]["enum"]
    ['accept', 'object', 'counter']
    """
    ids = list(candidates)
    score = {"type": "number", "minimum": 0, "maximum": SCORE_SCALE}
    return {
        "type": "object",
        "properties": {
            "verdict": {"type": "string", "enum": ["accept", "object", "counter"]},
            "counter": {"type": "string", "enum": ids},
            "accept": {"type": "array", "items": {"type": "string", "enum": ids}},
            "scores": {"type": "object", "properties": {i: score for i in ids}},
            "reasons": {"type": "string"},
        },
        "required": ["verdict", "scores", "reasons"],
    }


def _field(fields: Mapping[str, Any], keys: Sequence[str]) -> Any:
    return next((fields[k] for k in keys if k in fields), None)


def _fields(value: Any, reader: _Reader) -> dict[str, Any]:
    if isinstance(value, str) and _norm_word(value) in _VERDICTS:
        reader.note("bare_verdict")
        return {"verdict": value}
    if not isinstance(value, dict):
        raise ReplyError(f"the reply is a JSON {type(value).__name__}, not an object")
    out: dict[str, Any] = {}
    for key, item in value.items():
        norm = _norm_word(str(key))
        if norm != key:
            reader.note("key_renamed")
        out.setdefault(norm, item)
    return out


def _norm_word(text: str) -> str:
    return text.strip().lower().replace(" ", "_").replace("-", "_")


def _id(reader: _Reader, raw: Any, what: str, ids: Sequence[str]) -> str:
    found = reader.resolve(raw) if raw is not None else None
    if found is None:
        raise ReplyError(f"{what} {raw!r} is not a candidate; use one of: {', '.join(ids)}")
    return found


def _scores(reader: _Reader, raw: Any) -> dict[str, float]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise ReplyError('give "scores" as an object: {"<candidate id>": <0 to 10>, ...}')
    out: dict[str, float] = {}
    for key, value in raw.items():
        cid = reader.resolve(str(key))
        if cid is None:
            reader.note("unknown_score_dropped")
            continue
        if isinstance(value, str):
            try:
                value = float(value.strip())
            except ValueError:
                raise ReplyError(f"score of {key!r} is {value!r}, not a number") from None
            reader.note("score_as_string")
        number = not isinstance(value, bool) and isinstance(value, int | float)
        if not number or not math.isfinite(value):
            raise ReplyError(f"score of {key!r} is {value!r}; give a number from 0 to 10")
        if not 0 <= value <= SCORE_SCALE:
            reader.note("score_clamped")
            value = min(max(value, 0), SCORE_SCALE)
        out[cid] = float(value) / SCORE_SCALE
    return out


def read_response_reply(
    text: str, candidates: Sequence[str], offer: str | None
) -> tuple[ResponseReply, tuple[str, ...]]:
    """Read ``text`` as a response to ``offer`` among ``candidates``; return it and the repairs.

    >>> reply, repairs = read_response_reply(
    ...     '{"Verdict": "reject", "counter": "B", "scores": {"a": 4, "b": 12}}', ["a", "b"], "a")
    >>> reply.verdict, reply.counter, reply.scores, repairs
    ('counter', 'b', {'a': 0.4, 'b': 1.0}, ('key_renamed', 'id_normalized', 'score_clamped'))
    """
    ids = list(candidates)
    reader = _Reader(ids, {}, None)
    bare = text.strip().strip('"').strip("'").strip().rstrip(".")
    value: Any = bare if _norm_word(bare) in _VERDICTS else reader.load(text)
    fields = _fields(value, reader)
    raw_verdict = _field(fields, _VERDICT_KEYS)
    counter_raw = _field(fields, _COUNTER_KEYS)
    verdict = _VERDICTS.get(_norm_word(str(raw_verdict))) if raw_verdict is not None else None
    if isinstance(raw_verdict, bool):
        verdict = "accept" if raw_verdict else "object"
        reader.note("verdict_as_boolean")
    if verdict is None:
        if counter_raw is None:
            raise ReplyError('give "verdict": "accept", "object" or "counter"')
        reader.note("verdict_from_counter")
        verdict = "counter"
    counter = None if counter_raw in (None, "") else _id(reader, counter_raw, "counter", ids)
    if verdict == "counter" and counter is None:
        raise ReplyError('a counter-offer needs "counter": the id of the candidate you offer')
    if verdict != "accept" and counter is not None and counter == offer:
        reader.note("counter_is_offer")
        verdict, counter = "accept", None
    if verdict == "object" and counter is not None:
        verdict = "counter"  # an objection that names what it wants instead is a counter-offer
    if verdict == "accept" and offer is None:
        raise ReplyError(
            'there is no offer to accept this round; answer "object" or "counter" with the '
            "candidate you offer"
        )
    raw_accepts = _field(fields, _ACCEPT_KEYS)
    if isinstance(raw_accepts, str | int) and not isinstance(raw_accepts, bool):
        reader.note("accept_as_string")
        raw_accepts = [raw_accepts]
    accepts: list[str] = []
    if isinstance(raw_accepts, list):
        accepts = [_id(reader, a, "accepted", ids) for a in raw_accepts]
    if verdict == "accept" and offer is not None:
        accepts = [offer, *accepts]
    elif offer is not None and offer in accepts:
        reader.note("offer_accepted_in_list")
        verdict, counter = "accept", None
    if counter is not None:
        accepts.append(counter)
    reasons = reader.text(_field(fields, _REASON_KEYS), "reasons")
    reply = ResponseReply(
        verdict=verdict,
        counter=counter,
        accepts=tuple(dict.fromkeys(accepts)),
        scores=_scores(reader, _field(fields, _SCORE_KEYS)),
        reasons=reasons,
    )
    return reply, tuple(reader.repairs)


def request_response(
    model: BaseChatModel,
    messages: Sequence[BaseMessage],
    candidates: Sequence[str],
    offer: str | None,
    *,
    agent: str,
    round: int | None = None,
    max_retries: int = DEFAULT_RETRIES,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    stats: BallotStats | None = None,
) -> ResponseResult:
    """Ask ``model`` for ``agent``'s response to ``offer``; read, repair or retry.

    Raises :class:`~fairagents.errors.ReplyError` after ``1 + max_retries`` unusable replies
    (the caller records the agent's failure), :class:`~fairagents.errors.BackendError` if the
    backend fails.

    >>> from fairagents.testing import ScriptedChatModel
    >>> model = ScriptedChatModel(replies=['{"verdict": "maybe"}', '{"verdict": "yes"}'])
    >>> result = request_response(model, [], ["a", "b"], "a", agent="ann")
    >>> result.reply.verdict, result.reply.accepts, result.attempts
    ('accept', ('a',), 2)
    """
    if max_retries < 0 or max_tokens < 1:
        raise InputError("request_response: max_retries must be ≥ 0 and max_tokens ≥ 1")
    stats = stats if stats is not None else BallotStats()
    stats.record_request(agent, round)
    schema = response_json_schema(candidates) if supports_schema(model) else None

    def read(text: str) -> tuple[ResponseReply, tuple[str, ...]]:
        return read_response_reply(text, candidates, offer)

    dialogue = exchange(
        model,
        messages,
        read=read,
        complete=lambda text, repairs: True,  # a reply that reads has its verdict
        note=lambda error, truncated: render("response_retry", error=error),
        schema=schema,
        what="response",
        agent=agent,
        round_=round,
        max_retries=max_retries,
        max_tokens=max_tokens,
        stats=stats,
    )
    try:
        accepted: Accepted[ResponseReply] = run_sync(
            model, dialogue, agent=agent, round_=round, stats=stats
        )
    except Exhausted as exc:
        raise ReplyError(
            f"agent {agent!r}, round {round}: model {model_name(model)} gave no usable response "
            f"in {max_retries + 1} attempts ({exc})"
        ) from None
    return ResponseResult(
        reply=accepted.value,
        attempts=accepted.attempts,
        repairs=accepted.repairs,
        usage=accepted.usage,
        constrained=accepted.constrained,
        raw=accepted.raw,
    )
