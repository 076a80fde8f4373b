"""Tools for testing code built on fairagents, shipped in the library (as httpx ships a mock
transport).

- :func:`check_rule`: the conformance kit every rule, built-in or third-party, must pass (after
  scikit-learn's ``check_estimator``); ``check_aggregator`` is its historical name, the same
  function.
- :func:`check_protocol`: the conformance check of a decision protocol (it terminates, records
  its decisions, resumes after SIGKILL); loaded lazily, as it runs the graph.
- ``ScriptedChatModel`` (a chat model that replays given replies) and ``FakeEmbeddings``
  (deterministic embeddings): loaded lazily on first access, because they need the LLM extras
  and importing this package must not import LangChain.

Internal modules: ``_conformance``, ``_fake_embeddings``, ``_profiles``, ``_protocols``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from fairagents.testing._conformance import Conformance, check_aggregator, check_rule

if TYPE_CHECKING:  # for type checkers only: at run time these load on first access
    from fairagents.llm._scripted import ScriptedChatModel
    from fairagents.testing._fake_embeddings import FakeEmbeddings
    from fairagents.testing._protocols import ProtocolConformance, check_protocol

__all__ = [
    "Conformance",
    "FakeEmbeddings",
    "ProtocolConformance",
    "ScriptedChatModel",
    "check_aggregator",
    "check_protocol",
    "check_rule",
]

_LAZY = {
    "ScriptedChatModel": "fairagents.llm._scripted",
    "FakeEmbeddings": "fairagents.testing._fake_embeddings",
    "ProtocolConformance": "fairagents.testing._protocols",
    "check_protocol": "fairagents.testing._protocols",
}


def __getattr__(name: str) -> Any:
    # PEP 562: the LLM-stack helpers are imported only when someone asks for them.
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
