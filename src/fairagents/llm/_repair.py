"""Reading a free-form model reply as a ballot: extract, repair, validate — never invent.

:func:`read_ballot_reply` turns the text a model returned into a :class:`BallotReply` over the
*current* alternatives, and lists every repair it made, so the structured layer can count them.
What it repairs (each a named repair kind):

- the JSON wrapper: code fences, prose before or after the object, single quotes, trailing
  commas, comments, unclosed brackets (via ``json_repair``), a bare list or ``"a > b"`` string,
  a numbered list or ``a > b > c`` chain in plain text, an object wrapped in ``{"ballot": …}``;
- keys: other cases and common synonyms (``order``, ``reasoning``, ``sources`` …), extra keys;
- the ranking: given as a string, as ``{id: score}`` or ``{id: position}``, as a list of
  objects, or only as scores; ids differing in case, whitespace, quotes, an "Option " prefix,
  or given by label; unknown ids (dropped), repeated ids (first kept), missing ids (appended,
  tied last);
- scores, citations and the argument in the wrong type; citations of passages not retrieved.

On a ``ratings`` or ``approvals`` ballot (:class:`~fairagents.llm._reply.BallotForm`) the rule
reads what the agent stated, so those are read strictly and never invented:

- **ratings** must rate every candidate with a number on the stated scale: a rating written as
  text (``"7"``) is read (``number_from_text``), a key naming no candidate is dropped, but a
  missing candidate, a rating off the scale or one that is not a number is refused (the model is
  asked again, with the reason). The ranking is the order of the ratings, equal ratings tied. A
  reply that also gives a ranking keeps it where it only breaks ties among equal ratings; where
  it contradicts them (puts a candidate above one it rated higher) the ratings win — they are
  what the rule reads — and the ranking becomes their order (``ranking_contradicted_ratings``);
- **approvals** must name at least one candidate (a string ``"a, b"`` is split); unknown ids are
  dropped. A ranking that puts a candidate the agent does not approve above one it approves is
  reordered, approved candidates first, each part in the ranking's order
  (``ranking_reordered_by_approvals``).

What it refuses (raises :class:`ReplyError`, whose message is fed back to the model): an empty
reply, no JSON and no readable ranking, a ranking that names none of the alternatives. A reply
whose ranking has to be guessed from prose is never accepted.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import json_repair

from fairagents.errors import InputError, ReplyError
from fairagents.llm._reply import RANKING_ONLY, BallotForm, BallotReply, RatingScale
from fairagents.models.base import accepted_number
from fairagents.numeric import tie_groups

__all__ = ["read_ballot_reply"]


_SYNONYMS: dict[str, tuple[str, ...]] = {
    "ranking": (
        "ranking", "rank", "rankings", "order", "ordering", "preference", "preferences",
        "preference_order", "ranked", "ranked_alternatives", "ranking_best_first", "vote",
        "alternatives_ranked",
    ),
    "argument": (
        "argument", "arguments", "reason", "reasons", "reasoning", "rationale",
        "justification", "explanation",
    ),
    "citations": (
        "citations", "citation", "cite", "cites", "cited", "cited_passages", "sources",
        "source", "references", "passages", "passage_ids",
    ),
    "scores": ("scores", "score", "utilities", "utility", "ratings", "rating", "values"),
    "proposal": ("proposal", "proposals", "new_alternative", "suggestion"),
    "approvals": (
        "approvals", "approval", "approved", "approve", "approves", "approved_candidates",
        "approved_alternatives", "approval_set",
    ),
    "no_agreement": (
        "no_agreement", "noagreement", "disagreement", "no_deal", "rating_of_no_agreement",
        "no_agreement_rating",
    ),
}  # fmt: skip
_KEY_ALIASES = {alias: field for field, aliases in _SYNONYMS.items() for alias in aliases}
_WRAPPERS = {"ballot", "response", "answer", "result", "output", "reply", "vote_ballot", "json"}
_ID_KEYS = ("id", "alternative", "alternative_id", "alt", "option", "name", "choice")
_PREFIX = re.compile(r"^(?:alternative|option|alt|choice|plan)[\s_:#-]*", re.IGNORECASE)
_FENCE = re.compile(r"```[a-zA-Z]*\s*\n?(.*?)(?:```|$)", re.DOTALL)
_NUMBERED = re.compile(r"^\s*(\d+)[.):]\s*(.+?)\s*$")


_SPACES = re.compile(r"\s+")


@lru_cache(maxsize=4096)
def _norm(text: str) -> str:
    # Cached: every reply of a debate is read against the same table's ids and labels.
    return _SPACES.sub(" ", text.strip().strip("\"'`*[]()").strip().casefold())


@lru_cache(maxsize=256)
def _lexicon(
    alternatives: tuple[str, ...], labels: tuple[tuple[str, str], ...]
) -> tuple[dict[str, str], dict[str, str]]:
    """The normalized id → id and normalized label → id lookups of a reader (see _Reader)."""
    by_norm: dict[str, str] = {}
    for alt in alternatives:
        by_norm.setdefault(_norm(alt), alt)
        by_norm.setdefault(_norm(_PREFIX.sub("", alt)), alt)
    by_label = {_norm(label): alt for alt, label in labels if label}
    return by_norm, by_label


# Stateless (raw_decode keeps nothing between calls), so one serves every reader and thread.
_DECODER = json.JSONDecoder()


class _Reader:
    """One reading of one reply; collects the repairs made."""

    def __init__(
        self,
        alternatives: Sequence[str],
        labels: Mapping[str, str],
        passage_ids: Sequence[str] | None,
    ) -> None:
        self.alternatives = list(alternatives)
        self.passage_ids = None if passage_ids is None else list(passage_ids)
        self.repairs: list[str] = []
        # Built once per table, not once per reply: a debate reads every reply of a round
        # against the same ids and labels. Shared between readers, so read only.
        self.by_norm, self.by_label = _lexicon(tuple(self.alternatives), tuple(labels.items()))

    def note(self, kind: str) -> None:
        if kind not in self.repairs:
            self.repairs.append(kind)

    # -- text → JSON value ------------------------------------------------------------------

    def load(self, text: str) -> Any:
        stripped = text.strip()
        if not stripped:
            raise ReplyError("the reply is empty")
        fence = _FENCE.search(stripped)
        if fence and fence.group(1).strip():
            self.note("code_fence")
            stripped = fence.group(1).strip()
        starts = [i for i in (stripped.find("{"), stripped.find("[")) if i >= 0]
        if not starts:
            return self.plain_text_ranking(stripped)
        start = min(starts)
        if stripped[:start].strip():
            self.note("leading_prose")
        body = stripped[start:]
        try:
            value, end = _DECODER.raw_decode(body)
            if body[end:].strip():
                self.note("trailing_prose")
            return value
        except json.JSONDecodeError:
            pass
        except RecursionError as exc:
            raise ReplyError("the reply is nested too deeply to be a ballot") from exc
        try:
            value = json_repair.loads(body)
        except RecursionError as exc:
            raise ReplyError("the reply is nested too deeply to be a ballot") from exc
        if value in ("", None) or (isinstance(value, dict | list) and not value):
            raise ReplyError("the reply contains no readable JSON object")
        self.note("json_syntax")
        return value

    def plain_text_ranking(self, text: str) -> Any:
        """Accept only explicit orders: ``a > b > c`` or a numbered list, one id per line."""
        if ">" in text:
            parts = [p for p in text.split(">") if p.strip()]
            if len(parts) >= 2 and all(self.resolve(p.split("=")[0]) for p in parts):
                self.note("plain_text_ranking")
                return {"ranking": text}
        numbered = [m.group(2) for m in map(_NUMBERED.match, text.splitlines()) if m]
        if len(numbered) >= 2 and all(self.resolve(item) for item in numbered):
            self.note("plain_text_ranking")
            return {"ranking": numbered}
        raise ReplyError("the reply contains no JSON object")

    # -- JSON value → fields -----------------------------------------------------------------

    def fields(self, value: Any) -> dict[str, Any]:
        if isinstance(value, list | str):
            self.note("bare_ranking")
            return {"ranking": value}
        if not isinstance(value, dict):
            raise ReplyError(f"the reply is a JSON {type(value).__name__}, not an object")
        if len(value) == 1:
            ((key, inner),) = value.items()
            if isinstance(inner, dict) and _norm(str(key)) in _WRAPPERS:
                self.note("wrapped_object")
                value = inner
        out: dict[str, Any] = {}
        for key, item in value.items():
            norm = _norm(str(key)).replace(" ", "_").replace("-", "_")
            field = _KEY_ALIASES.get(norm)
            if field is None:
                self.note("unknown_key_dropped")
                continue
            if field != key and not (field == "scores" and key == "ratings"):
                self.note("key_renamed")  # "ratings" is what a ratings ballot asks for
            if field in out:
                self.note("duplicate_key_dropped")
                continue
            out[field] = item
        return out

    def resolve(self, item: object) -> str | None:
        """The alternative an entry names, or None; notes how loosely it matched."""
        if isinstance(item, dict):
            for key in _ID_KEYS:
                if isinstance(item.get(key), str | int):
                    self.note("ranking_items_as_objects")
                    return self.resolve(str(item[key]))
            return None
        if isinstance(item, bool) or not isinstance(item, str | int):
            return None
        text = str(item)
        if text in self.alternatives:
            return text
        norm = _norm(text)
        for candidate in (norm, _norm(_PREFIX.sub("", norm))):
            if candidate in self.by_norm:
                self.note("id_normalized")
                return self.by_norm[candidate]
            if candidate in self.by_label:
                self.note("label_to_id")
                return self.by_label[candidate]
        return None

    def ranking(self, fields: Mapping[str, Any]) -> tuple[tuple[str, ...], ...]:
        raw = fields.get("ranking")
        if raw is None or raw == "" or raw == []:
            scores = fields.get("scores")
            if isinstance(scores, dict) and scores:
                self.note("ranking_from_scores")
                raw = scores
            else:
                alts = ", ".join(self.alternatives)
                raise ReplyError(f"the reply has no 'ranking'; rank all of: {alts}")
        groups = self.raw_groups(raw)
        seen: set[str] = set()
        out: list[tuple[str, ...]] = []
        for group in groups:
            kept: list[str] = []
            for entry in group:
                alt = self.resolve(entry)
                if alt is None:
                    self.note("unknown_alternative_dropped")
                elif alt in seen:
                    self.note("duplicate_alternative_dropped")
                else:
                    seen.add(alt)
                    kept.append(alt)
            if kept:
                out.append(tuple(kept))
        if not out:
            alts = ", ".join(self.alternatives)
            raise ReplyError(
                f"the ranking {raw!r} names none of the alternatives; rank exactly: {alts}"
            )
        missing = tuple(a for a in self.alternatives if a not in seen)
        if missing:
            self.note("missing_alternatives_appended")
            out.append(missing)
        return tuple(out)

    def raw_groups(self, raw: Any) -> list[list[Any]]:
        if isinstance(raw, str):
            self.note("ranking_as_string")
            parts = re.split(r">|,|;|\n|\s+then\s+", raw)
            return [[p for p in part.split("=") if p.strip()] for part in parts if part.strip()]
        if isinstance(raw, dict):
            return self.groups_from_mapping(raw)
        if isinstance(raw, list | tuple):
            groups: list[list[Any]] = []
            for item in raw:
                if isinstance(item, list | tuple):
                    groups.append(list(item))
                else:
                    groups.append([item])
            return groups
        raise ReplyError(f"'ranking' must be a list of alternative ids, got {raw!r}")

    def groups_from_mapping(self, raw: Mapping[Any, Any]) -> list[list[Any]]:
        values = {k: _number(v) for k, v in raw.items()}
        numeric = {k: v for k, v in values.items() if v is not None}
        if not numeric:
            raise ReplyError("'ranking' is an object without numbers; give a list of ids")
        m = len(self.alternatives)
        as_positions = all(float(v).is_integer() and 1 <= v <= m for v in numeric.values()) and (
            len(set(numeric.values())) == len(numeric) and 1 in numeric.values()
        )
        if as_positions and "ranking_from_scores" not in self.repairs:
            self.note("ranking_as_positions")
            order = sorted(numeric.items(), key=lambda kv: kv[1])
        else:
            self.note("ranking_as_scores")
            order = sorted(numeric.items(), key=lambda kv: -kv[1])
        groups: list[list[Any]] = []
        last: float | None = None
        for key, val in order:
            if last is not None and math.isclose(val, last):
                groups[-1].append(key)
            else:
                groups.append([key])
            last = val
        return groups

    # -- the optional fields -----------------------------------------------------------------

    def scores(self, raw: Any) -> dict[str, float] | None:
        if raw is None:
            return None
        if not isinstance(raw, dict):
            self.note("scores_dropped")
            return None
        out: dict[str, float] = {}
        for key, value in raw.items():
            alt, number = self.resolve(key), _number(value)
            if alt is None or number is None or not accepted_number(number):
                self.note("score_dropped")
            else:
                if isinstance(value, str):
                    self.note("number_from_text")
                out.setdefault(alt, number)
        return out or None

    def citations(self, raw: Any) -> tuple[str, ...]:
        if raw is None or raw == "":
            return ()
        items: list[Any]
        if isinstance(raw, str):
            self.note("citations_as_string")
            items = [p for p in re.split(r"[,;\s]+", raw) if p]
        elif isinstance(raw, list | tuple):
            items = list(raw)
        else:
            self.note("citations_dropped")
            return ()
        known = None if self.passage_ids is None else {_norm(p): p for p in self.passage_ids}
        out: list[str] = []
        for item in items:
            if isinstance(item, dict):
                item = item.get("id") or item.get("passage_id") or item.get("passage")
            if not isinstance(item, str | int) or isinstance(item, bool) or not str(item).strip():
                self.note("unknown_citation_dropped")
                continue
            text = str(item).strip()
            if known is not None and text not in known.values():
                if _norm(text) not in known:
                    self.note("unknown_citation_dropped")
                    continue
                text = known[_norm(text)]
                self.note("citation_normalized")
            if text in out:
                self.note("duplicate_citation_dropped")
                continue
            out.append(text)
        return tuple(out)

    def ratings(self, raw: Any, scale: RatingScale) -> dict[str, float]:
        """A rating of every candidate on ``scale``, or :class:`ReplyError` saying what is off."""
        alts = ", ".join(self.alternatives)
        ask = f'give "ratings": a number from {scale} for every candidate ({alts})'
        if not isinstance(raw, dict) or not raw:
            raise ReplyError(f"the reply has no ratings; {ask}")
        out: dict[str, float] = {}
        for key, value in raw.items():
            alt = self.resolve(key)
            if alt is None:
                self.note("unknown_alternative_dropped")
                continue
            number = _number(value)
            if number is None or not accepted_number(number):
                raise ReplyError(f"the rating of {alt} is {value!r:.40}, not a number; {ask}")
            if isinstance(value, str):
                self.note("number_from_text")
            if not scale.contains(number):
                raise ReplyError(f"the rating of {alt} is {number:g}, off the scale; {ask}")
            if alt in out and out[alt] != number:
                raise ReplyError(f"{alt} is rated twice ({out[alt]:g} and {number:g}); {ask}")
            out[alt] = number
        missing = [a for a in self.alternatives if a not in out]
        if missing:
            raise ReplyError(f"no rating for {', '.join(missing)}; {ask}")
        return {a: out[a] for a in self.alternatives}

    def rating(self, raw: Any, scale: RatingScale, what: str) -> float:
        number = _number(raw)
        ask = f"rate {what} with a number from {scale}"
        if raw is None:
            raise ReplyError(f"the reply has no rating of {what}; {ask}")
        if number is None or not accepted_number(number) or not scale.contains(number):
            raise ReplyError(f"the rating of {what} is {raw!r:.40}; {ask}")
        if isinstance(raw, str):
            self.note("number_from_text")
        return number

    def approvals(self, raw: Any) -> tuple[str, ...]:
        alts = ", ".join(self.alternatives)
        if isinstance(raw, str):
            self.note("approvals_as_string")
            raw = [p for p in re.split(r"[,;\n]+", raw) if p.strip()]
        if not isinstance(raw, list | tuple):
            raise ReplyError(
                f'give "approvals": the ids of the candidates you approve, from: {alts}'
            )
        out: list[str] = []
        for item in raw:
            alt = self.resolve(item)
            if alt is None:
                self.note("unknown_alternative_dropped")
            elif alt in out:
                self.note("duplicate_alternative_dropped")
            else:
                out.append(alt)
        if not out:
            raise ReplyError(f"approve at least one candidate, from: {alts}")
        return tuple(out)

    def text(self, raw: Any, field: str) -> str:
        if raw is None:
            return ""
        if isinstance(raw, str):
            return raw.strip()
        self.note(f"{field}_coerced_to_text")
        if isinstance(raw, list):
            return " ".join(str(x).strip() for x in raw)
        return json.dumps(raw) if isinstance(raw, dict) else str(raw)


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value.strip().rstrip("%"))
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def read_ballot_reply(
    text: str,
    alternatives: Sequence[str],
    *,
    labels: Mapping[str, str] | None = None,
    passage_ids: Sequence[str] | None = None,
    form: BallotForm = RANKING_ONLY,
) -> tuple[BallotReply, tuple[str, ...]]:
    """Read ``text`` as a ballot over ``alternatives``; return it and the repairs made.

    ``labels`` maps ids to human labels (a model may answer with a label). With ``passage_ids``
    given, citations of other passages are dropped. ``form`` says what the ballot must carry
    besides its ranking (ratings, approvals: read strictly, see the module docstring). Raises
    :class:`ReplyError` when the reply cannot be read without guessing.

    >>> reply, repairs = read_ballot_reply("Here: {'ranking': ['B', 'a']}", ["a", "b", "c"])
    >>> reply.ranking
    (('b',), ('a',), ('c',))
    >>> repairs
    ('leading_prose', 'json_syntax', 'id_normalized', 'missing_alternatives_appended')
    >>> rated = BallotForm(kind="ratings")
    >>> read_ballot_reply('{"ratings": {"a": 2, "b": "7", "c": 7}}', ["a", "b", "c"], form=rated)
    ... # doctest: +ELLIPSIS
    (BallotReply(ranking=(('b', 'c'), ('a',)), scores={'a': 2.0, 'b': 7.0, 'c': 7.0}, ...
    >>> read_ballot_reply('{"ratings": {"a": 2, "b": 11}}', ["a", "b"], form=rated)
    ... # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.ReplyError: the rating of b is 11, off the scale; give "ratings": a number ...
    """
    if not alternatives:
        raise InputError("no alternatives to rank")
    reader = _Reader(alternatives, labels or {}, passage_ids)
    fields = reader.fields(reader.load(text))
    approvals: tuple[str, ...] | None = None
    no_agreement: float | None = None
    if form.kind == "ratings":
        scores: dict[str, float] | None = reader.ratings(fields.get("scores"), form.scale)
        assert scores is not None
        ranking = _rated_ranking(reader, fields, scores)
        if form.rate_no_agreement:
            no_agreement = reader.rating(fields.get("no_agreement"), form.scale, "no agreement")
    else:
        ranking = reader.ranking(fields)
        scores = reader.scores(fields.get("scores"))
    if form.kind == "approvals":
        approvals = reader.approvals(fields.get("approvals"))
        ranking = _approved_first(reader, ranking, approvals)
    proposal = reader.text(fields.get("proposal"), "proposal") or None
    reply = BallotReply(
        ranking=ranking,
        scores=scores,
        approvals=approvals,
        no_agreement=no_agreement,
        proposal=proposal,
        argument=reader.text(fields.get("argument"), "argument"),
        citations=reader.citations(fields.get("citations")),
    )
    return reply, tuple(reader.repairs)


def ratings_order(ratings: Mapping[str, float]) -> tuple[tuple[str, ...], ...]:
    """Candidates by rating, highest first; ratings equal within the shared relative tolerance
    (:func:`fairagents.numeric.tie_groups`) tie.

    >>> ratings_order({"a": 3, "b": 9, "c": 3})
    (('b',), ('a', 'c'))
    """
    ids = list(ratings)
    return tuple(tuple(ids[i] for i in group) for group in tie_groups([ratings[a] for a in ids]))


def _rated_ranking(
    reader: _Reader, fields: Mapping[str, Any], ratings: Mapping[str, float]
) -> tuple[tuple[str, ...], ...]:
    """The ranking of a ratings ballot: the ratings' order, refined by a given ranking that
    agrees with it (see the module docstring)."""
    order = ratings_order(ratings)
    raw = fields.get("ranking")
    if raw is None or raw == "" or raw == []:
        return order
    given = reader.ranking(fields)
    level = {a: i for i, group in enumerate(given) for a in group}
    rated = {a: i for i, group in enumerate(order) for a in group}
    if any(rated[a] < rated[b] and level[a] > level[b] for a in ratings for b in ratings if a != b):
        reader.note("ranking_contradicted_ratings")
        return order
    # Refine: within each group of equal ratings, the given ranking's order (its ties kept).
    refined: list[tuple[str, ...]] = []
    for group in order:
        by_level: dict[int, list[str]] = {}
        for a in sorted(group, key=lambda a: level[a]):
            by_level.setdefault(level[a], []).append(a)
        refined += [tuple(g) for g in by_level.values()]
    return tuple(refined)


def _approved_first(
    reader: _Reader, ranking: tuple[tuple[str, ...], ...], approvals: Sequence[str]
) -> tuple[tuple[str, ...], ...]:
    """``ranking`` with every approved candidate above every other (see the module docstring)."""
    approved = set(approvals)
    seen_other = False
    consistent = True
    for group in ranking:
        inside = [a for a in group if a in approved]
        if inside and (seen_other or len(inside) < len(group)):
            consistent = False
            break
        seen_other = seen_other or not inside
    if consistent:
        return ranking
    reader.note("ranking_reordered_by_approvals")
    first = [tuple(a for a in g if a in approved) for g in ranking]
    rest = [tuple(a for a in g if a not in approved) for g in ranking]
    return tuple(g for g in (*first, *rest) if g)
