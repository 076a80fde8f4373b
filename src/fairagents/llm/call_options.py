"""What each chat backend accepts per call: the token budget and constrained JSON decoding.

- models whose class sets ``schema_decoding = True`` (the embedded
  :class:`~fairagents.llm._local.LocalChatModel`, the scripted test model, or your own):
  ``max_tokens`` and ``response_format={"type": "json_object", "schema": …}``;
- OpenAI (``ChatOpenAI`` without a base URL, or api.openai.com): ``max_tokens`` and
  ``response_format`` of type ``json_schema`` (non-strict: our schema has optional parts);
- OpenAI-compatible servers (``ChatOpenAI`` with another base URL): both in ``extra_body``,
  because llama.cpp's server ignores ``max_completion_tokens`` (what ChatOpenAI sends for
  ``max_tokens``) and rejects ``json_schema``; ``json_object`` with a ``schema`` is what
  llama.cpp and vLLM accept;
- any other chat model: nothing (plain text, then parse and repair).
"""

from __future__ import annotations

from typing import Any

from langchain_core.language_models import BaseChatModel

__all__ = ["call_options", "supports_schema"]


def _is_chat_openai(model: BaseChatModel) -> bool:
    # By name: langchain-openai is imported only when an OpenAI model is built.
    return any(cls.__name__ == "BaseChatOpenAI" for cls in type(model).__mro__)


def _schema_decoding(model: BaseChatModel) -> bool:
    return bool(getattr(type(model), "schema_decoding", False))


def supports_schema(model: BaseChatModel) -> bool:
    """Whether ``model`` can be asked for schema-constrained JSON."""
    return _schema_decoding(model) or _is_chat_openai(model)


def call_options(
    model: BaseChatModel, schema: dict[str, object] | None, budget: int
) -> dict[str, Any]:
    """Per-call options: token budget and, if ``schema``, the backend's constrained format."""
    if _is_chat_openai(model):
        base_url = str(getattr(model, "openai_api_base", None) or "")
        if not base_url or "api.openai.com" in base_url:
            options: dict[str, Any] = {"max_tokens": budget}
            if schema is not None:
                options["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": "ballot", "schema": schema, "strict": False},
                }
            return options
        # OpenAI-compatible servers: llama.cpp's ignores max_completion_tokens (what ChatOpenAI
        # sends) and rejects json_schema; both go in the raw body, past ChatOpenAI's parsing.
        extra: dict[str, Any] = dict(getattr(model, "extra_body", None) or {})
        extra["max_tokens"] = budget
        if schema is not None:
            extra["response_format"] = {"type": "json_object", "schema": schema}
        return {"extra_body": extra}
    if _schema_decoding(model):
        options = {"max_tokens": budget}
        if schema is not None:
            options["response_format"] = {"type": "json_object", "schema": schema}
        return options
    return {}
