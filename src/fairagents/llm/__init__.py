"""The LLM layer: model specs and factory, the embedded local model, structured ballots.

>>> from fairagents.llm import make_model, request_ballot
>>> model = make_model("scripted", replies=['{"ranking": ["b", "a"], "argument": "b is fairer"}'])
>>> request_ballot(model, [], ["a", "b"], agent="ann", round=0).ballot.ranking
(('b',), ('a',))

Importing this package is light: LangChain (the ``llm`` extra) is imported when a name that
needs it (a model, the structured exchange, the prompts) is first used; llama.cpp and
langchain-openai only when a model that needs them is built.

Public modules: :mod:`~fairagents.llm.call_options`.

Internal modules: ``_analytic``, ``_cache``, ``_context``, ``_exchange``, ``_factory``, ``_local``,
``_prompts``, ``_proposals``, ``_repair``, ``_reply``, ``_responses``, ``_scripted``, ``_specs``,
``_stats``, ``_structured``, ``_tokens``, ``_transport``.

Deprecated modules: ``backends`` (now :mod:`fairagents.llm.call_options`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fairagents._lazy import lazy_names
from fairagents.errors import ReplyError
from fairagents.llm._context import BallotContext
from fairagents.llm._repair import read_ballot_reply
from fairagents.llm._reply import BallotReply, ballot_json_schema
from fairagents.llm._specs import ModelSpec, parse_spec
from fairagents.llm._stats import AgentRoundStats, BallotStats, TokenUsage
from fairagents.models import Passage

if TYPE_CHECKING:
    from fairagents.llm._analytic import AnalyticModel
    from fairagents.llm._factory import make_model
    from fairagents.llm._local import LocalChatModel, locate_gguf
    from fairagents.llm._prompts import ballot_messages
    from fairagents.llm._structured import (
        BallotModel,
        BallotResult,
        arequest_ballot,
        request_ballot,
        request_ballot_for,
    )

# What needs LangChain is imported on first use, so the layers that only read a scenario's
# model spec or a ballot's form (``fairagents.scenarios``) import no LangChain.
_LAZY = {
    "AnalyticModel": "_analytic",
    "make_model": "_factory",
    "LocalChatModel": "_local",
    "locate_gguf": "_local",
    "ballot_messages": "_prompts",
    "BallotModel": "_structured",
    "BallotResult": "_structured",
    "arequest_ballot": "_structured",
    "request_ballot": "_structured",
    "request_ballot_for": "_structured",
}

__getattr__ = lazy_names(__name__, _LAZY)


__all__ = [
    "AgentRoundStats",
    "AnalyticModel",
    "BallotContext",
    "BallotModel",
    "BallotReply",
    "BallotResult",
    "BallotStats",
    "LocalChatModel",
    "ModelSpec",
    "Passage",
    "ReplyError",
    "TokenUsage",
    "arequest_ballot",
    "ballot_json_schema",
    "ballot_messages",
    "locate_gguf",
    "make_model",
    "parse_spec",
    "read_ballot_reply",
    "request_ballot",
    "request_ballot_for",
]
