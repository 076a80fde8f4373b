"""What a model returns when asked for a ballot, and the JSON schema that constrains it.

:class:`BallotReply` is the *validated* reply: a ranking over the current alternatives (best
first; inner lists are tie groups), optional scores, an optional proposal, an argument and the
ids of the passages it cites. :func:`ballot_json_schema` is the schema handed to backends that
can constrain decoding (llama.cpp's JSON-schema grammar, OpenAI ``json_schema``): it names the
current alternative ids and passage ids as enums, so a constrained model cannot invent either.
The lenient reading of free-form replies lives in :mod:`fairagents.llm.repair`.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import Field

from fairagents.models._base import FrozenModel, Real
from fairagents.models.ballot import TieGroups

__all__ = ["BallotReply", "ballot_json_schema"]


class BallotReply(FrozenModel):
    """A model's ballot after validation against the current alternatives.

    >>> BallotReply(ranking=(("a",), ("b", "c")), argument="a helps the worst off").ranking[0]
    ('a',)
    """

    ranking: TieGroups = Field(min_length=1)
    scores: dict[str, Real] | None = None
    proposal: str | None = None
    argument: str = ""
    citations: tuple[str, ...] = ()


def ballot_json_schema(
    alternatives: Sequence[str], passage_ids: Sequence[str] = (), *, max_citations: int = 3
) -> dict[str, object]:
    """JSON schema of a ballot reply over exactly these alternatives (for constrained decoding).

    The ranking is a strict order of exactly ``len(alternatives)`` ids drawn from the enum; the
    grammar cannot forbid repeats, so repeats are repaired afterwards. Citations, when passages
    were retrieved, are drawn from the passage ids.

    >>> schema = ballot_json_schema(["a", "b"])
    >>> schema["properties"]["ranking"]["items"]
    {'type': 'string', 'enum': ['a', 'b']}
    """
    m = len(alternatives)
    properties: dict[str, object] = {
        "ranking": {
            "type": "array",
            "items": {"type": "string", "enum": list(alternatives)},
            "minItems": m,
            "maxItems": m,
        },
        # No maxLength: llama.cpp expands it into one grammar rule per character, which made
        # constrained decoding 2× slower here; the token budget bounds the argument instead.
        "argument": {"type": "string"},
    }
    if passage_ids:
        properties["citations"] = {
            "type": "array",
            "items": {"type": "string", "enum": list(passage_ids)},
            "maxItems": max_citations,
        }
    return {"type": "object", "properties": properties, "required": list(properties)}
