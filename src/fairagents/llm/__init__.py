"""The LLM layer: model specs and factory, the embedded local model, structured ballots.

>>> from fairagents.llm import make_model, request_ballot
>>> model = make_model("scripted", replies=['{"ranking": ["b", "a"], "argument": "b is fairer"}'])
>>> request_ballot(model, [], ["a", "b"], agent="ann", round=0).ballot.ranking
(('b',), ('a',))

Importing this package imports LangChain (the ``llm`` extra); llama.cpp and langchain-openai are
imported only when a model that needs them is built.
"""

from fairagents.errors import ReplyError
from fairagents.llm.analytic import AnalyticModel
from fairagents.llm.context import BallotContext, Passage
from fairagents.llm.factory import make_model
from fairagents.llm.local import LocalChatModel, locate_gguf
from fairagents.llm.prompts import ballot_messages
from fairagents.llm.repair import read_ballot_reply
from fairagents.llm.reply import BallotReply, ballot_json_schema
from fairagents.llm.specs import ModelSpec, parse_spec
from fairagents.llm.stats import AgentRoundStats, BallotStats, TokenUsage
from fairagents.llm.structured import (
    BallotModel,
    BallotResult,
    arequest_ballot,
    request_ballot,
    request_ballot_for,
)

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
