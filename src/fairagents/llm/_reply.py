"""What a model returns when asked for a ballot, what it is asked for, and the JSON schema.

:class:`BallotReply` is the *validated* reply: a ranking over the current alternatives (best
first; inner lists are tie groups), optional scores (ratings), optional approvals, an optional
rating of "no agreement", an optional proposal, an argument and the ids of the passages it cites.

:class:`BallotForm` says what a ballot must carry besides its ranking — the **ballot kind**:

- ``ranking``: a ranking only (the default; ordinal rules read it);
- ``ratings``: a rating of every candidate on the stated :class:`RatingScale` (default 0–10),
  and, with ``rate_no_agreement``, a rating of "no agreement" on the same scale (the agent's
  disagreement point for bargaining rules). The ratings *are* the ballot's utilities: no
  rescaling, no normalization per agent (cardinal rules compare them as given, so the common
  stated scale is what makes them comparable across agents); the ranking is the order of the
  ratings (see :mod:`fairagents.llm._repair` for a reply whose ranking contradicts them);
- ``approvals``: a ranking and the set of candidates the agent approves (at least one).

:func:`ballot_json_schema` is the schema handed to backends that can constrain decoding
(llama.cpp's JSON-schema grammar, OpenAI ``json_schema``): it names the current alternative ids
and passage ids as enums, so a constrained model cannot invent either, and bounds each rating
by the scale. The lenient reading of free-form replies lives in :mod:`fairagents.llm._repair`.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import Field, model_validator

from fairagents.models._ballot import TieGroups
from fairagents.models.base import FrozenModel, Real

__all__ = [
    "BALLOT_KINDS",
    "BallotForm",
    "BallotKind",
    "BallotReply",
    "RatingScale",
    "ballot_json_schema",
]

BallotKind = Literal["ranking", "ratings", "approvals"]
"""What a ballot carries besides its ranking (see the module docstring)."""
BALLOT_KINDS: tuple[BallotKind, ...] = ("ranking", "ratings", "approvals")


class RatingScale(FrozenModel):
    """The scale ratings are given on: every number from ``low`` to ``high`` (both included).

    >>> RatingScale().contains(10), RatingScale().contains(10.5), str(RatingScale())
    (True, False, '0 to 10')
    """

    low: Real = 0.0
    high: Real = 10.0

    @model_validator(mode="after")
    def _ordered(self) -> RatingScale:
        if not self.low < self.high:
            raise ValueError(f"a rating scale needs low < high, got {self.low:g} to {self.high:g}")
        return self

    @property
    def integral(self) -> bool:
        """Whether both ends are whole numbers (the schema then asks for integers)."""
        return float(self.low).is_integer() and float(self.high).is_integer()

    def contains(self, value: float) -> bool:
        # Exact bounds: the scale is what the agent was told, a rating past it is not "close".
        return self.low <= value <= self.high

    def __str__(self) -> str:
        return f"{self.low:g} to {self.high:g}"


class BallotForm(FrozenModel):
    """What a ballot must carry besides its ranking (see the module docstring).

    >>> BallotForm(kind="ratings").scale.high
    10.0
    """

    kind: BallotKind = "ranking"
    scale: RatingScale = Field(default_factory=RatingScale)
    rate_no_agreement: bool = False
    """``ratings`` only: also rate "no agreement" (the agent's disagreement point)."""

    @model_validator(mode="after")
    def _no_agreement_is_a_rating(self) -> BallotForm:
        if self.rate_no_agreement and self.kind != "ratings":
            raise ValueError('"no agreement" is rated only on a ratings ballot')
        return self


RANKING_ONLY = BallotForm()


class BallotReply(FrozenModel):
    """A model's ballot after validation against the current alternatives.

    >>> BallotReply(ranking=(("a",), ("b", "c")), argument="a helps the worst off").ranking[0]
    ('a',)
    """

    ranking: TieGroups = Field(min_length=1)
    scores: dict[str, Real] | None = None
    """Ratings (or any scores a model volunteered); on a ``ratings`` ballot, one per candidate."""
    approvals: tuple[str, ...] | None = None
    no_agreement: Real | None = None
    """The rating of "no agreement" (a ``ratings`` ballot with ``rate_no_agreement``)."""
    proposal: str | None = None
    argument: str = ""
    citations: tuple[str, ...] = ()


ENUMERATED_RATINGS = 101
"""An integral scale with at most this many values is also given as an enum of its integers:
llama.cpp's grammar (llama-cpp-python 0.3) ignores ``minimum``/``maximum``, but not an enum."""


def rating_schema(scale: RatingScale) -> dict[str, object]:
    """One rating on ``scale``: an integer where both ends are whole numbers — listed as an enum
    when there are at most :data:`ENUMERATED_RATINGS` of them, so a grammar bounds it exactly —
    else a number with ``minimum`` and ``maximum`` (which a backend may not enforce: the reader
    refuses a rating off the scale either way).

    >>> rating_schema(RatingScale(low=1, high=3))
    {'type': 'integer', 'minimum': 1, 'maximum': 3, 'enum': [1, 2, 3]}
    """
    if scale.integral:
        low, high = int(scale.low), int(scale.high)
        schema: dict[str, object] = {"type": "integer", "minimum": low, "maximum": high}
        if high - low + 1 <= ENUMERATED_RATINGS:
            schema["enum"] = list(range(low, high + 1))
        return schema
    return {"type": "number", "minimum": scale.low, "maximum": scale.high}


def ballot_json_schema(
    alternatives: Sequence[str],
    passage_ids: Sequence[str] = (),
    *,
    max_citations: int = 3,
    form: BallotForm = RANKING_ONLY,
) -> dict[str, object]:
    """JSON schema of a ballot reply over exactly these alternatives (for constrained decoding).

    The ranking is a strict order of exactly ``len(alternatives)`` ids drawn from the enum; the
    grammar cannot forbid repeats, so repeats are repaired afterwards. A ``ratings`` ballot is
    ``ratings`` (every id a required key, each rating bounded by the scale) instead of a ranking,
    and ``no_agreement`` when asked; an ``approvals`` ballot adds ``approvals`` (ids from the
    enum, at least one). Citations, when passages were retrieved, are drawn from the passage ids.

    >>> schema = ballot_json_schema(["a", "b"])
    >>> schema["properties"]["ranking"]["items"]
    {'type': 'string', 'enum': ['a', 'b']}
    >>> ratings = ballot_json_schema(["a", "b"], form=BallotForm(kind="ratings"))["properties"]
    >>> ratings["ratings"]["required"], ratings["ratings"]["properties"]["b"]
    ... # doctest: +ELLIPSIS
    (['a', 'b'], {'type': 'integer', 'minimum': 0, 'maximum': 10, 'enum': [0, 1, 2, ..., 10]})
    """
    m = len(alternatives)
    ids = list(alternatives)
    properties: dict[str, object] = {}
    if form.kind == "ratings":
        rating = rating_schema(form.scale)
        properties["ratings"] = {
            "type": "object",
            "properties": {a: rating for a in ids},
            "required": ids,
        }
        if form.rate_no_agreement:
            properties["no_agreement"] = rating
    else:
        properties["ranking"] = {
            "type": "array",
            "items": {"type": "string", "enum": ids},
            "minItems": m,
            "maxItems": m,
        }
    if form.kind == "approvals":
        properties["approvals"] = {
            "type": "array",
            "items": {"type": "string", "enum": ids},
            "minItems": 1,
            "maxItems": m,
        }
    # No maxLength: llama.cpp expands it into one grammar rule per character, which made
    # constrained decoding 2× slower here; the token budget bounds the argument instead.
    properties["argument"] = {"type": "string"}
    if passage_ids:
        properties["citations"] = {
            "type": "array",
            "items": {"type": "string", "enum": list(passage_ids)},
            "maxItems": max_citations,
        }
    return {"type": "object", "properties": properties, "required": list(properties)}
