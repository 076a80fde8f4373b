"""``make_model(spec)``: one factory from a model spec string to a LangChain chat model.

See :mod:`fairagents.llm._specs` for the spec forms. Backends are imported only when built.
For ``openai-compatible`` servers the token budget also goes in ``extra_body["max_tokens"]``:
ChatOpenAI sends ``max_completion_tokens``, which llama.cpp's server ignores (generation would
then run to the context limit and block a single-request server). API keys come from the
environment (``OPENAI_API_KEY``); compatible servers get a placeholder key when none is set.

A served model (``openai`` or ``openai-compatible``) is called through
:mod:`fairagents.llm._transport` under ``transport`` (a
:class:`~fairagents.llm._specs.TransportSpec`: the per-request timeout, retries, per-endpoint
limits); the OpenAI client's own retries are off (``max_retries=0``), so retries never stack.
A spec listing replicas (``openai-compatible:M@URL1,URL2``) builds one client per address; the
model returned is the first, and its calls go to whichever replica the transport picks.

Internal to :mod:`fairagents.llm`: import from the package, not from this module, which may change
without notice.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel

from fairagents.errors import InputError
from fairagents.llm._analytic import AnalyticModel
from fairagents.llm._local import CHAT_FORMATS, LocalChatModel, locate_gguf
from fairagents.llm._scripted import ScriptedChatModel
from fairagents.llm._specs import ModelSpec, TransportSpec, parse_spec

__all__ = ["make_model"]


def make_model(
    spec: str | ModelSpec,
    *,
    max_tokens: int = 256,
    temperature: float = 0.0,
    seed: int = 0,
    timeout: float | None = None,
    replies: Sequence[Any] | None = None,
    transport: TransportSpec | None = None,
    **options: Any,
) -> BaseChatModel:
    """Build the chat model a spec names.

    ``replies`` is the script of ``scripted`` (none: it answers each call from the call's JSON
    schema, seeded by ``seed``; see :mod:`fairagents.llm._scripted`); ``transport`` says how a
    served model is called (``timeout``, if given, overrides its per-request timeout);
    ``options`` go to the backend's constructor (e.g. ``n_ctx`` for ``local``, ``api_key`` for
    ``openai``).

    >>> make_model("scripted", replies=["a > b"]).invoke("rank").content
    'a > b'
    >>> make_model("gpt-4")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fairagents.errors.InputError: model spec 'gpt-4': unknown backend 'gpt-4'; use one of: ...
    """
    parsed = spec if isinstance(spec, ModelSpec) else parse_spec(spec)
    if parsed.backend != "scripted" and replies is not None:
        raise InputError(f"model spec {str(parsed)!r}: replies= is only for 'scripted'")
    if parsed.backend == "scripted":
        if replies is None:
            return ScriptedChatModel(replies=[], from_schema=True, seed=seed, **options)
        return ScriptedChatModel(replies=list(replies), **options)
    if parsed.backend == "analytic":
        return AnalyticModel(**options)
    if parsed.backend == "local":
        return LocalChatModel(
            model_path=str(locate_gguf(parsed.model)),
            model_name=parsed.model,
            chat_format=options.pop("chat_format", CHAT_FORMATS.get(parsed.model)),
            max_tokens=max_tokens,
            temperature=temperature,
            seed=seed,
            **options,
        )
    from langchain_openai import ChatOpenAI

    from fairagents.llm._transport import Transport, attach

    settings = transport if transport is not None else TransportSpec()
    if timeout is not None:
        settings = settings.model_copy(update={"timeout": timeout})
    key = options.pop("api_key", None) or os.environ.get("OPENAI_API_KEY")
    common: dict[str, Any] = {
        "model": parsed.model,
        "max_tokens": max_tokens,
        "temperature": temperature,
        "seed": seed,
        "timeout": settings.timeout,
        "max_retries": 0,  # the transport retries; the client's own loop would stack on it
    }
    if parsed.backend == "openai":
        if not key:
            raise InputError(
                f"model spec {str(parsed)!r}: no API key; set OPENAI_API_KEY or pass api_key="
            )
        model = ChatOpenAI(api_key=key, **common, **options)
        urls: tuple[str, ...] = (str(model.openai_api_base or "https://api.openai.com/v1"),)
        replicas = [model]
    else:
        extra_body = {"max_tokens": max_tokens, **options.pop("extra_body", {})}
        urls = parsed.base_urls
        replicas = [
            ChatOpenAI(
                base_url=url,
                api_key=key or "not-needed",
                extra_body=extra_body,
                **common,
                **options,
            )
            for url in urls
        ]
    name = f"{parsed.model} at {', '.join(urls)}" if parsed.backend != "openai" else parsed.model
    secrets = (key,) if key else ()
    return attach(replicas[0], Transport(settings, replicas, urls, name=name, secrets=secrets))
