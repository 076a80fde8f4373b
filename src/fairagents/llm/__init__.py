"""The LLM layer: model specs and factory, the embedded local model, structured ballots.

>>> from fairagents.llm import make_model, request_ballot
>>> model = make_model("scripted", replies=['{"ranking": ["b", "a"], "argument": "b is fairer"}'])
>>> request_ballot(model, [], ["a", "b"], agent="ann", round=0).ballot.ranking
(('b',), ('a',))

Importing this package is light: LangChain (the ``llm`` extra) is imported when a name that
needs it (a model, the structured exchange, the prompts) is first used; llama.cpp and
langchain-openai only when a model that needs them is built.

Public modules: :mod:`~fairagents.llm.call_options`.

Internal modules: ``analytic``, ``cache``, ``context``, ``exchange``, ``factory``, ``local``,
``prompts``, ``proposals``, ``repair``, ``reply``, ``responses``, ``scripted``, ``specs``,
``stats``, ``structured``, ``tokens``, ``transport``.

Deprecated modules: ``backends`` (now :mod:`fairagents.llm.call_options`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fairagents._lazy import lazy_names
from fairagents.errors import ReplyError
from fairagents.llm.context import BallotContext
from fairagents.llm.repair import read_ballot_reply
from fairagents.llm.reply import BallotReply, ballot_json_schema
from fairagents.llm.specs import ModelSpec, parse_spec
from fairagents.llm.stats import AgentRoundStats, BallotStats, TokenUsage
from fairagents.models import Passage

if TYPE_CHECKING:
    from fairagents.llm.analytic import AnalyticModel
    from fairagents.llm.factory import make_model
    from fairagents.llm.local import LocalChatModel, locate_gguf
    from fairagents.llm.prompts import ballot_messages
    from fairagents.llm.structured import (
        BallotModel,
        BallotResult,
        arequest_ballot,
        request_ballot,
        request_ballot_for,
    )

# What needs LangChain is imported on first use, so the layers that only read a scenario's
# model spec or a ballot's form (``fairagents.scenarios``) import no LangChain.
_LAZY = {
    "AnalyticModel": "analytic",
    "make_model": "factory",
    "LocalChatModel": "local",
    "locate_gguf": "local",
    "ballot_messages": "prompts",
    "BallotModel": "structured",
    "BallotResult": "structured",
    "arequest_ballot": "structured",
    "request_ballot": "structured",
    "request_ballot_for": "structured",
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
